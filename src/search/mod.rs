//! Search that shows its work: BFS, iterative deepening, ordered (best-first)
//! search, greedy search, A*, IDA* and bidirectional BFS on any board of at
//! most 25 cells, with limits, statistics and an observer that sees every
//! step (what the `tree` command records and draws).
//!
//! # Counts (the definitions the README repeats)
//! - A node is *generated* when a legal move is applied to a node being
//!   expanded; the root is not counted; a move forbidden by `--no-undo` is
//!   never generated. Duplicates and the goal are counted.
//! - A node is *selected* when it is taken from the frontier (stale queue
//!   entries left behind by a cheaper path do not count). This is the 42
//!   n-puzzle subject's "complexity in time".
//! - A node is *expanded* when its children are generated. With the goal
//!   tested at expansion the goal is selected but not expanded; with the
//!   goal tested at generation the search stops as soon as the goal is
//!   generated, so it is generated but never selected.
//! - A *duplicate* is a generated node thrown away because its state is
//!   already stored (closed set or frontier) with a path at least as short.
//! - The *frontier* holds generated nodes waiting to be expanded; *stored*
//!   counts every node the search holds at once (closed set + frontier for
//!   graph search; for IDS/IDA*, the nodes on the current path and their
//!   waiting siblings). `max_stored` is the 42 subject's "complexity in size".

pub(crate) mod best_first;
pub mod bfs;
pub(crate) mod bidir;
mod context;
pub mod events;
pub(crate) mod idastar;
pub(crate) mod ids;
mod observer;
pub(crate) mod packed;
pub mod tree;

pub(crate) use context::Run;
pub(crate) use observer::NodeEvent;
pub use observer::{Control, Event, NoObserver, Observer, Side};

use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use crate::heuristics::Heuristic;
use packed::Key;
use serde::Serialize;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The algorithms (`--algo`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    Bfs,
    Ids,
    Ordered,
    Greedy,
    Astar,
    Idastar,
    Bidir,
}

impl Algorithm {
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Bfs,
        Algorithm::Ids,
        Algorithm::Ordered,
        Algorithm::Greedy,
        Algorithm::Astar,
        Algorithm::Idastar,
        Algorithm::Bidir,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Bfs => "bfs",
            Algorithm::Ids => "ids",
            Algorithm::Ordered => "ordered",
            Algorithm::Greedy => "greedy",
            Algorithm::Astar => "astar",
            Algorithm::Idastar => "idastar",
            Algorithm::Bidir => "bidir",
        }
    }

    /// A short description for headings.
    pub fn title(self) -> &'static str {
        match self {
            Algorithm::Bfs => "breadth-first search",
            Algorithm::Ids => "iterative deepening search",
            Algorithm::Ordered => "ordered search (f = g + misplaced tiles)",
            Algorithm::Greedy => "greedy best-first search (f = h)",
            Algorithm::Astar => "A* (f = g + h)",
            Algorithm::Idastar => "IDA* (iterative deepening on f = g + h)",
            Algorithm::Bidir => "bidirectional breadth-first search",
        }
    }

    /// What the algorithm is: the one table the rest of the code asks
    /// (never a list of variants of its own).
    pub fn properties(self) -> Properties {
        use Algorithm::*;
        let p = Properties {
            uses_heuristic: false,
            shows_f: false,
            cost_ordered: false,
            deepening: false,
            optimal_with_admissible: false,
            keeps_frontier: false,
            own_goal_test: false,
            breaks_ties: false,
        };
        match self {
            Bfs => Properties {
                keeps_frontier: true,
                ..p
            },
            Ids => Properties {
                deepening: true,
                own_goal_test: true,
                ..p
            },
            Ordered => Properties {
                shows_f: true,
                cost_ordered: true,
                keeps_frontier: true,
                breaks_ties: true,
                ..p
            },
            Greedy => Properties {
                uses_heuristic: true,
                shows_f: true,
                breaks_ties: true,
                ..p
            },
            Astar => Properties {
                uses_heuristic: true,
                shows_f: true,
                cost_ordered: true,
                optimal_with_admissible: true,
                keeps_frontier: true,
                breaks_ties: true,
                ..p
            },
            Idastar => Properties {
                uses_heuristic: true,
                shows_f: true,
                deepening: true,
                optimal_with_admissible: true,
                own_goal_test: true,
                ..p
            },
            Bidir => Properties {
                own_goal_test: true,
                ..p
            },
        }
    }

    /// True when the algorithm uses `--heuristic`.
    pub fn uses_heuristic(self) -> bool {
        self.properties().uses_heuristic
    }

    /// True when the algorithm orders nodes by an f value worth showing.
    pub(crate) fn shows_f(self) -> bool {
        self.properties().shows_f
    }
}

/// What an algorithm is, as [`Algorithm::properties`] tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Properties {
    /// It takes `--heuristic` (greedy, A*, IDA*).
    pub(crate) uses_heuristic: bool,
    /// It orders nodes by an f value worth showing.
    pub(crate) shows_f: bool,
    /// It expands nodes in order of f = g + h, so that its tree marks
    /// the nodes below the solution's cost (ordered search, A*).
    pub(crate) cost_ordered: bool,
    /// It searches depth-first within a bound raised iteration by
    /// iteration (IDS, IDA*): a tree search that never undoes a move, and
    /// counts every iteration.
    pub(crate) deepening: bool,
    /// Its solution is the shortest whenever the heuristic is admissible
    /// (A*, IDA*).
    pub optimal_with_admissible: bool,
    /// It keeps one frontier that the next node is taken from (BFS,
    /// ordered search, A*): "which node comes next" has one answer.
    pub(crate) keeps_frontier: bool,
    /// Its goal test and closed set are its own (IDS, IDA*, bidirectional):
    /// `--goal-test` and `--tree-search` do not apply.
    pub(crate) own_goal_test: bool,
    /// It takes nodes from a priority queue whose ties `--ties` breaks
    /// (ordered search, greedy, A*).
    pub(crate) breaks_ties: bool,
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Algorithm {
    type Err = crate::i18n::Msg;
    fn from_str(s: &str) -> Result<Algorithm, crate::i18n::Msg> {
        let t = s.trim().to_ascii_lowercase();
        let t = match t.as_str() {
            "a*" | "a-star" => "astar",
            "ida*" | "ida-star" => "idastar",
            "best-first" => "ordered",
            "bidirectional" => "bidir",
            other => other,
        };
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == t)
            .ok_or_else(|| {
                crate::msg!(
                    "lessonfile-unknown-algorithm",
                    name = crate::parse::shown_text(s),
                    names = Algorithm::ALL.map(|a| a.name()).join(", ")
                )
            })
    }
}

/// When the goal test is made (`--goal-test`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GoalTest {
    /// A child is compared with the goal as soon as it is generated (seed
    /// 004's code; AIMA's BFS). Saves a layer for BFS; makes A* lose its
    /// guarantee of optimality.
    Generation,
    /// A node is compared with the goal when it is selected for expansion
    /// (the textbook A*; needed for optimality of best-first search).
    Expansion,
}

impl GoalTest {
    pub fn name(self) -> &'static str {
        match self {
            GoalTest::Generation => "generation",
            GoalTest::Expansion => "expansion",
        }
    }
}

/// How ties in the priority of best-first search are broken (`--ties`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// Lower f, then the node generated first (a stable sort of the open
    /// list, as in seed 004's code).
    Fifo,
    /// Lower f, then lower h (the node believed closer), then the node
    /// generated first.
    LowH,
}

impl TieBreak {
    pub(crate) fn name(self) -> &'static str {
        match self {
            TieBreak::Fifo => "fifo",
            TieBreak::LowH => "low-h",
        }
    }

    /// The default rule: FIFO for ordered search (seed 004), lower h first
    /// for greedy and A*.
    pub(crate) fn default_for(algorithm: Algorithm) -> TieBreak {
        match algorithm {
            Algorithm::Ordered => TieBreak::Fifo,
            _ => TieBreak::LowH,
        }
    }
}

/// The order in which the blank's moves are tried (`--order LUDR`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveOrder(pub [Dir; 4]);

impl MoveOrder {
    /// U, D, L, R.
    pub(crate) const DEFAULT: MoveOrder = MoveOrder(Dir::ALL);

    pub fn parse(text: &str) -> Result<MoveOrder> {
        let t = text.trim();
        let dirs: Vec<Dir> = t
            .chars()
            .filter(|c| !matches!(c, ',' | ' '))
            .map(|c| {
                Dir::from_letter(c).ok_or_else(|| {
                    Error::problem(crate::msg!(
                        "usage-order-not-a-move",
                        order = crate::parse::shown_text(text),
                        letter = crate::parse::escape(&c.to_string())
                    ))
                })
            })
            .collect::<Result<_>>()?;
        let mut seen = [false; 4];
        for &d in &dirs {
            seen[Dir::ALL.iter().position(|&x| x == d).unwrap_or(0)] = true;
        }
        if dirs.len() != 4 || seen.iter().any(|s| !s) {
            return Err(Error::problem(crate::msg!(
                "usage-order-each-once",
                order = crate::parse::shown_text(text)
            )));
        }
        Ok(MoveOrder([dirs[0], dirs[1], dirs[2], dirs[3]]))
    }

    pub fn letters(&self) -> String {
        self.0.iter().map(|d| d.letter()).collect()
    }
}

/// Everything that shapes one search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub algorithm: Algorithm,
    /// The h of greedy, A* and IDA* (ordered search always uses misplaced).
    pub heuristic: Heuristic,
    pub order: MoveOrder,
    /// Keep no closed set: a state reached twice is searched twice.
    pub tree_search: bool,
    /// Never generate the move that undoes the previous one.
    pub no_undo: bool,
    pub goal_test: GoalTest,
    pub ties: TieBreak,
}

impl Options {
    /// The defaults for an algorithm: linear conflict, U D L R, graph
    /// search, undo allowed (IDS and IDA* never undo), goal tested at
    /// expansion, the algorithm's default tie-break.
    pub fn new(algorithm: Algorithm) -> Options {
        Options {
            algorithm,
            heuristic: if algorithm == Algorithm::Ordered {
                Heuristic::Misplaced
            } else {
                Heuristic::LinearConflict
            },
            order: MoveOrder::DEFAULT,
            tree_search: false,
            no_undo: false,
            goal_test: GoalTest::Expansion,
            ties: TieBreak::default_for(algorithm),
        }
    }

    /// The heuristic actually used, if any.
    pub fn used_heuristic(&self) -> Option<Heuristic> {
        match self.algorithm {
            Algorithm::Ordered => Some(Heuristic::Misplaced),
            a if a.uses_heuristic() => Some(self.heuristic),
            _ => None,
        }
    }

    /// True when the algorithm with these options always returns a
    /// shortest solution.
    pub fn is_optimal(&self) -> bool {
        match self.algorithm {
            Algorithm::Bfs | Algorithm::Ids | Algorithm::Bidir => true,
            Algorithm::Greedy => false,
            Algorithm::Ordered | Algorithm::Astar => {
                self.goal_test == GoalTest::Expansion
                    && self
                        .used_heuristic()
                        .is_some_and(|h| h.is_proven_admissible())
            }
            Algorithm::Idastar => self.heuristic.is_proven_admissible(),
        }
    }
}

/// A start board and its goal.
#[derive(Debug, Clone)]
pub struct Problem {
    pub start: Board,
    pub goal: Goal,
}

/// The memory the default node budget allows a search that stores what it
/// generates (BFS, ordered, greedy, A*, bidirectional).
pub const DEFAULT_SEARCH_MEMORY: u64 = 2 << 30;
/// The most bytes one generated node costs such a search, measured (peak
/// resident memory between 1 and 4 million generated nodes, 5x5): ordered
/// search 82 (125 a stored node), bidirectional 65, BFS 51, the fast A* 16;
/// on 4x4 at most 45. Boards past 5x5 are not searched.
pub(crate) const MAX_BYTES_PER_NODE: u64 = 85;
/// Default `--max-nodes` for the searches that store what they generate:
/// [`DEFAULT_SEARCH_MEMORY`] over [`MAX_BYTES_PER_NODE`], in whole
/// millions (25,000,000). It was 50,000,000: 4.1 GB for ordered search on
/// 5x5, 3.3 GB bidirectional, 2.6 GB BFS.
pub const DEFAULT_MAX_NODES: u64 =
    DEFAULT_SEARCH_MEMORY / MAX_BYTES_PER_NODE / 1_000_000 * 1_000_000;
const _: () = assert!(DEFAULT_MAX_NODES * MAX_BYTES_PER_NODE <= DEFAULT_SEARCH_MEMORY);
/// Default `--max-nodes` for IDS and IDA*, which store only the current
/// path (memory never stops them): one billion generated nodes, about a
/// minute on the fast engine. A budget of nodes, never of time, so that
/// the same board stops at the same place on any machine.
pub const DEFAULT_DEEPENING_NODES: u64 = 1_000_000_000;

/// When a search must stop without a solution.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Stop after generating this many nodes; `None`: the algorithm's
    /// default ([`DEFAULT_MAX_NODES`], or [`DEFAULT_DEEPENING_NODES`] for
    /// IDS and IDA*).
    pub max_nodes: Option<u64>,
    /// Stop after this much time: only when a user asks for it (no
    /// default: output must not depend on the machine's speed).
    pub time_limit: Option<Duration>,
    /// Set from elsewhere (Ctrl-C) to stop the search cleanly.
    pub cancel: Arc<AtomicBool>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_nodes: None,
            time_limit: None,
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl Limits {
    pub fn nodes(max_nodes: u64) -> Limits {
        Limits {
            max_nodes: Some(max_nodes),
            ..Limits::default()
        }
    }

    /// The node limit in force for an algorithm (`None`: no limit).
    pub(crate) fn max_nodes_for(&self, algorithm: Algorithm) -> Option<u64> {
        match (self.max_nodes, algorithm) {
            (Some(n), _) => Some(n),
            (None, a) if a.properties().deepening => Some(DEFAULT_DEEPENING_NODES),
            (None, _) => Some(DEFAULT_MAX_NODES),
        }
    }
}

/// The counts of one search (definitions in the module documentation).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    pub expanded: u64,
    pub generated: u64,
    pub(crate) selected: u64,
    pub duplicates: u64,
    /// A*: closed nodes reached again by a cheaper path and put back.
    pub(crate) reopened: u64,
    pub max_frontier: u64,
    pub max_stored: u64,
    /// Nodes in the frontier when the search stopped.
    pub(crate) frontier_at_end: u64,
    /// Nodes held when the search stopped (seed 001's "total nodes" is
    /// expanded + frontier at the end).
    pub(crate) stored_at_end: u64,
    /// IDS and IDA*: the number of depth or f bounds tried.
    pub iterations: u32,
    #[serde(skip)]
    pub elapsed: Duration,
}

impl Stats {
    fn frontier(&mut self, frontier: usize, stored: usize) {
        self.max_frontier = self.max_frontier.max(frontier as u64);
        self.max_stored = self.max_stored.max(stored as u64);
    }

    fn finish(&mut self, frontier: usize, stored: usize) {
        self.frontier_at_end = frontier as u64;
        self.stored_at_end = stored as u64;
        self.frontier(frontier, stored);
    }

    pub(crate) fn elapsed_ms(&self) -> f64 {
        self.elapsed.as_secs_f64() * 1000.0
    }
}

/// Why a search stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stop {
    /// The goal was found.
    Solved,
    /// Nothing left to expand and no goal (only possible with bounds the
    /// user set, since unsolvable boards are refused before searching).
    Exhausted,
    /// `--max-nodes` generated nodes.
    NodeLimit,
    /// `--time-limit` passed.
    TimeLimit,
    /// Ctrl-C (or the cancel flag).
    Cancelled,
    /// The observer asked to stop.
    Stopped,
}

impl Stop {
    pub fn name(self) -> &'static str {
        match self {
            Stop::Solved => "solved",
            Stop::Exhausted => "exhausted",
            Stop::NodeLimit => "node-limit",
            Stop::TimeLimit => "time-limit",
            Stop::Cancelled => "cancelled",
            Stop::Stopped => "stopped",
        }
    }
}

/// How far a search got: what a limit message reports.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Reached {
    /// The largest depth (g) of a generated node.
    pub(crate) deepest: u32,
    /// A proven lower bound on the length of a shortest solution, when the
    /// algorithm gives one (BFS: the layer being expanded + 1; A* with an
    /// admissible h: the f being expanded; IDS/IDA*: the current bound).
    pub(crate) lower_bound: Option<u32>,
}

/// The outcome of a search.
#[derive(Debug, Clone)]
pub struct SearchResult {
    pub algorithm: Algorithm,
    pub options: Options,
    /// The moves of the blank from start to goal, when found.
    pub path: Option<Vec<Dir>>,
    pub stop: Stop,
    pub stats: Stats,
    pub reached: Reached,
    pub limits: LimitsUsed,
}

/// The limits a search ran under (for messages and JSON).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct LimitsUsed {
    /// `None`: no node limit (IDS and IDA* by default).
    pub(crate) max_nodes: Option<u64>,
    pub(crate) time_limit_secs: Option<f64>,
}

impl SearchResult {
    pub fn solved(&self) -> bool {
        self.stop == Stop::Solved
    }

    /// Effective branching factor b*: the b with N + 1 = 1 + b + b² + … +
    /// b^d, N = nodes generated, d = solution length (AIMA 3.6.1).
    pub(crate) fn effective_branching_factor(&self) -> Option<f64> {
        let d = self.path.as_ref()?.len();
        effective_branching_factor(self.stats.generated, d)
    }
}

/// Solve N + 1 = 1 + b + … + b^d for b by bisection (None when d = 0).
pub(crate) fn effective_branching_factor(generated: u64, depth: usize) -> Option<f64> {
    if depth == 0 {
        return None;
    }
    let n = generated as f64;
    let total = |b: f64| -> f64 {
        let mut sum = 0.0;
        let mut p = 1.0;
        for _ in 0..depth {
            p *= b;
            sum += p;
            if sum > 1e300 {
                break;
            }
        }
        sum
    };
    let (mut lo, mut hi) = (0.0f64, n.max(1.0));
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if total(mid) < n {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some((lo + hi) / 2.0)
}

/// The largest board a search accepts, in cells (5x5, 6x4, 8x3, …).
pub(crate) const MAX_SEARCH_CELLS: usize = u128::MAX_CELLS;

/// Check that a search can handle this board: at most 25 cells.
pub fn check_searchable(board: &Board) -> Result<()> {
    if board.cells() > MAX_SEARCH_CELLS {
        return Err(Error::problem(crate::msg!(
            "board-error-search-too-big",
            size = board.size_name(),
            cells = board.cells(),
            max = MAX_SEARCH_CELLS
        )));
    }
    Ok(())
}

/// Run a search. The caller has checked solvability (an unsolvable board
/// is never searched: see `parity::verdict`); an unsolvable board here
/// would run into the limits.
pub fn solve<O: Observer>(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    observer: &mut O,
) -> Result<SearchResult> {
    check_searchable(&problem.start)?;
    if !problem.start.same_size(problem.goal.board()) {
        return Err(Error::problem(crate::msg!(
            "board-error-sizes-differ",
            board = problem.start.size_name(),
            goal = problem.goal.board().size_name()
        )));
    }
    if problem.start.cells() <= u64::MAX_CELLS {
        Ok(run::<u64, O>(problem, options, limits, observer))
    } else {
        Ok(run::<u128, O>(problem, options, limits, observer))
    }
}

fn run<K: Key, O: Observer>(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    observer: &mut O,
) -> SearchResult {
    let mut cx = Run::new(problem, options, limits, observer);
    let (path, stop, reached) = match options.algorithm {
        Algorithm::Bfs => bfs::search::<K, O>(&mut cx),
        Algorithm::Ids => ids::search::<K, O>(&mut cx),
        Algorithm::Ordered | Algorithm::Greedy | Algorithm::Astar => {
            best_first::search::<K, O>(&mut cx)
        }
        Algorithm::Idastar => idastar::search::<K, O>(&mut cx),
        Algorithm::Bidir => bidir::search::<K, O>(&mut cx),
    };
    let mut stats = cx.stats;
    stats.elapsed = cx.started.elapsed();
    SearchResult {
        algorithm: options.algorithm,
        options: *options,
        path,
        stop,
        stats,
        reached,
        limits: LimitsUsed {
            max_nodes: limits.max_nodes_for(options.algorithm),
            time_limit_secs: limits.time_limit.map(|d| d.as_secs_f64()),
        },
    }
}

/// The moves of a path, applied to the start, must end on the goal: the
/// searches check their answer with this before returning it.
pub fn replays(problem: &Problem, path: &[Dir]) -> bool {
    problem
        .start
        .apply_all(path)
        .is_ok_and(|b| &b == problem.goal.board())
}

/// The direction code stored in compact tables (0..3 in `Dir::ALL` order).
pub(crate) fn dir_code(d: Dir) -> u8 {
    match d {
        Dir::Up => 0,
        Dir::Down => 1,
        Dir::Left => 2,
        Dir::Right => 3,
    }
}

pub(crate) fn code_dir(c: u8) -> Dir {
    Dir::ALL[(c & 3) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    #[test]
    fn branching_factor_solves_the_sum() {
        // d = 2, N = 6: 1 + b + b^2 = 7 -> b = 2.
        let b = effective_branching_factor(6, 2).unwrap();
        assert!((b - 2.0).abs() < 1e-9, "{b}");
        assert!(effective_branching_factor(10, 0).is_none());
    }

    #[test]
    fn the_properties_table_says_what_each_algorithm_does() {
        // Each property is checked against what a search does on an
        // 8-puzzle board.
        let start = crate::parse::parse_board("8 6 7/2 5 4/3 0 1", None).unwrap();
        let goal = Goal::new(Board::blank_first(3, 3).unwrap());
        let problem = Problem { start, goal };
        let run = |o: &Options| solve(&problem, o, &Limits::default(), &mut NoObserver).unwrap();
        let shortest = run(&Options::new(Algorithm::Bfs)).path.unwrap().len();
        for a in Algorithm::ALL {
            let p = a.properties();
            let mut o = Options::new(a);
            o.heuristic = Heuristic::Manhattan;
            let r = run(&o);
            if p.optimal_with_admissible {
                assert!(o.is_optimal(), "{a}");
                assert_eq!(r.path.as_ref().map(Vec::len), Some(shortest), "{a}");
            }
            assert_eq!(
                p.uses_heuristic,
                o.used_heuristic() == Some(Heuristic::Manhattan),
                "{a}"
            );
            assert_eq!(
                Limits::default().max_nodes_for(a) == Some(DEFAULT_DEEPENING_NODES),
                p.deepening,
                "{a}"
            );
            // A cost-ordered search shows f; so does one with a heuristic.
            assert!(!p.cost_ordered || p.shows_f, "{a}");
            assert!(!p.uses_heuristic || p.shows_f, "{a}");
            // A frontier to take the next node from is not a deepening one.
            assert!(!(p.keeps_frontier && p.deepening), "{a}");
        }
    }

    fn seed_004(algorithm: Algorithm) -> SearchResult {
        let start = crate::parse::parse_board("2 8 3/1 6 4/7 0 5", None).unwrap();
        let goal = Goal::new(Board::snail(3, 3).unwrap());
        let mut o = Options::new(algorithm);
        o.order = MoveOrder::parse("LUDR").unwrap();
        o.tree_search = true;
        o.no_undo = true;
        o.goal_test = GoalTest::Generation;
        solve(
            &Problem { start, goal },
            &o,
            &Limits::default(),
            &mut NoObserver,
        )
        .unwrap()
    }

    #[test]
    fn seed_004_counts_under_the_seeds_rules() {
        let r = seed_004(Algorithm::Bfs);
        assert_eq!(
            crate::board::moves_to_string(r.path.as_ref().unwrap()),
            "UULDR"
        );
        assert_eq!((r.stats.expanded, r.stats.generated), (26, 46));
        let r = seed_004(Algorithm::Ordered);
        assert_eq!(
            crate::board::moves_to_string(r.path.as_ref().unwrap()),
            "UULDR"
        );
        assert_eq!((r.stats.expanded, r.stats.generated), (6, 13));
    }

    /// Counts events; prunes (when asked) every child reached by moving
    /// the blank Up; breaks after `stop_after` expansions.
    struct Probe {
        generated: u64,
        expanded: u64,
        stop_after: u64,
        prune_up: bool,
    }

    impl Observer for Probe {
        fn event(&mut self, e: &Event) -> Control {
            match e {
                Event::Generated(n) => {
                    self.generated += 1;
                    if self.prune_up && n.mv == Some(Dir::Up) {
                        return Control::Prune;
                    }
                }
                Event::Expanded { .. } => {
                    self.expanded += 1;
                    if self.expanded >= self.stop_after {
                        return Control::Break;
                    }
                }
                _ => {}
            }
            Control::Continue
        }
    }

    #[test]
    fn observer_sees_every_node_and_can_prune_or_stop() {
        let start = crate::parse::parse_board("8 6 7/2 5 4/3 0 1", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let problem = Problem { start, goal };
        for a in Algorithm::ALL {
            let mut probe = Probe {
                generated: 0,
                expanded: 0,
                stop_after: 50,
                prune_up: false,
            };
            let r = solve(&problem, &Options::new(a), &Limits::default(), &mut probe).unwrap();
            assert_eq!(r.stop, Stop::Stopped, "{a}");
            // The root(s) are reported too.
            let roots = if a == Algorithm::Bidir { 2 } else { 1 };
            if !a.properties().deepening {
                assert_eq!(probe.generated, r.stats.generated + roots, "{a}");
            }
            assert_eq!(probe.expanded, r.stats.expanded, "{a}");
        }
        // Pruning every Up move: BFS can still solve a board whose shortest
        // path needs no Up move.
        let start = crate::parse::parse_board("1 2 3/4 0 6/7 5 8", None).unwrap();
        let problem = Problem {
            start,
            goal: Goal::new(Board::blank_last(3, 3).unwrap()),
        };
        let mut probe = Probe {
            generated: 0,
            expanded: 0,
            stop_after: u64::MAX,
            prune_up: true,
        };
        let r = solve(
            &problem,
            &Options::new(Algorithm::Bfs),
            &Limits::default(),
            &mut probe,
        )
        .unwrap();
        assert_eq!(crate::board::moves_to_string(&r.path.unwrap()), "DR");
    }

    #[test]
    fn node_and_time_limits_stop_every_algorithm() {
        let start = crate::parse::parse_board("8 6 7/2 5 4/3 0 1", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let problem = Problem { start, goal };
        for a in Algorithm::ALL {
            let r = solve(
                &problem,
                &Options::new(a),
                &Limits::nodes(100),
                &mut NoObserver,
            )
            .unwrap();
            assert_eq!(r.stop, Stop::NodeLimit, "{a}");
            assert!(r.path.is_none());
            assert!(r.stats.generated >= 100 && r.stats.generated < 110, "{a}");
            let cancelled = Limits::default();
            cancelled.cancel.store(true, Ordering::Relaxed);
            let r = solve(&problem, &Options::new(a), &cancelled, &mut NoObserver).unwrap();
            assert_eq!(r.stop, Stop::Cancelled, "{a}");
        }
    }

    #[test]
    fn move_order_parses() {
        assert_eq!(MoveOrder::parse("LUDR").unwrap().letters(), "LUDR");
        assert!(MoveOrder::parse("LUD").is_err());
        assert!(MoveOrder::parse("LUDD").is_err());
        assert!(MoveOrder::parse("LUDX").is_err());
    }
}
