//! The fast engine behind `solve`, `compare` and `explain`: IDA* and A*
//! with the misplaced-tiles, Manhattan and linear-conflict heuristics on
//! packed boards, giving exactly the counts of the teaching engine
//! ([`crate::search`]) — expanded, generated, selected, duplicates,
//! frontier and stored sizes, iterations, deepest node and lower bound —
//! under the same rules (move order, goal tested at expansion, ties to the
//! lower h then the first generated), only faster.
//!
//! The teaching engine stays for everything this one does not do: search
//! trees (an observer), `--tree-search`, `--no-undo` with A*, the goal
//! tested at generation, FIFO ties, the other algorithms and heuristics.
//! [`route`] says which engine a search goes to; [`solve`] runs it there.
//!
//! IDA* runs on the one IDA* core ([`super::ida`]) with the teaching
//! engine's counting convention ([`TeachingCounts`] here); its heuristics are
//! those of the optimal solver (`heuristic.rs`, updated from the one tile
//! that moves). Misplaced tiles and Manhattan distance, which change with
//! the moving tile alone, have a walk of their own here ([`TableWalk`]:
//! the board in an array changed in place, as in Korf's program).

use super::astar;
pub(crate) use super::astar::Memory;
use super::heuristic::{LinearConflict, Manhattan, Misplaced};
use super::ida::{End, Ida, NO_DIR, PATH_LEN, PackedWalk, Policy, Tally, Walk};
use super::prune::{Fsm, Pruning};
use super::run::Counts;
pub(crate) use super::run::StatusHook;
use super::{MAX_CELLS, NARROW_CELLS};
use crate::board::{Board, Dir};
use crate::error::Result;
use crate::heuristics::Heuristic as Teaching;
use crate::search::packed::Key;
use crate::search::{
    self, Algorithm, GoalTest, Limits, LimitsUsed, NoObserver, Options, Problem, SearchResult,
    Stop, TieBreak,
};

/// The most cells the fast engine handles: up to 16 a board is packed 4
/// bits a cell in a `u64`, up to 25 5 bits a cell in a `u128` (the search
/// compiled once for each, so the small boards pay nothing for the big).
pub(crate) const FAST_CELLS: usize = MAX_CELLS;

/// True when the fast engine handles boards of this size: up to 25 cells
/// (5x5, 4x5, 3x7, 2x12, ...).
pub fn supports(board: &Board) -> bool {
    board.cells() <= FAST_CELLS
}

/// Which engine runs a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// The packed engine of this module.
    Fast,
    /// The teaching engine ([`crate::search::solve`]).
    Teaching,
}

/// The engine for these options on this board: the fast one for IDA* and
/// A* with misplaced, Manhattan or linear conflict under the default rules
/// (any move order), the teaching one otherwise.
pub fn route(board: &Board, options: &Options) -> Engine {
    let heuristic_ok = matches!(
        options.used_heuristic(),
        Some(Teaching::Misplaced | Teaching::Manhattan | Teaching::LinearConflict)
    );
    let rules_ok = match options.algorithm {
        // IDA* never undoes a move and tests the goal when it selects a
        // node, whatever the flags say.
        Algorithm::Idastar => true,
        Algorithm::Astar => {
            !options.tree_search
                && !options.no_undo
                && options.goal_test == GoalTest::Expansion
                && options.ties == TieBreak::LowH
        }
        _ => false,
    };
    if supports(board) && heuristic_ok && rules_ok {
        Engine::Fast
    } else {
        Engine::Teaching
    }
}

/// Run a search on the engine [`route`] picks (no observer: a search
/// whose tree is drawn goes to [`crate::search::solve`] directly).
pub fn solve(problem: &Problem, options: &Options, limits: &Limits) -> Result<SearchResult> {
    match route(&problem.start, options) {
        Engine::Fast => solve_fast(problem, options, limits),
        Engine::Teaching => search::solve(problem, options, limits, &mut NoObserver),
    }
}

/// Run a search on the fast engine; an error when [`route`] would not send
/// it there.
pub fn solve_fast(problem: &Problem, options: &Options, limits: &Limits) -> Result<SearchResult> {
    solve_fast_measured(problem, options, limits).map(|(r, _)| r)
}

/// [`solve`], with a live status hook when the fast engine takes the search
/// (the teaching engine reports through an observer instead: see
/// [`route`]).
pub(crate) fn solve_fast_with_status(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    status: StatusHook,
) -> Result<SearchResult> {
    solve_fast_inner(problem, options, limits, Some(status)).map(|(r, _)| r)
}

/// [`solve_fast`], with what A* held when it ended (zero for IDA*).
pub fn solve_fast_measured(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
) -> Result<(SearchResult, Memory)> {
    solve_fast_inner(problem, options, limits, None)
}

fn solve_fast_inner(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    status: Option<StatusHook>,
) -> Result<(SearchResult, Memory)> {
    search::check_searchable(&problem.start)?;
    if !problem.start.same_size(problem.goal.board()) {
        return Err(crate::error::Error::problem(crate::msg!(
            "board-error-goal-size",
            goal = problem.goal.board().size_name(),
            board = problem.start.size_name()
        )));
    }
    if route(&problem.start, options) != Engine::Fast {
        return Err(crate::error::Error::internal(format!(
            "the fast engine was asked for {} with rules it does not follow",
            options.algorithm
        )));
    }
    let mut run = Counts::new(problem, options, limits);
    run.status = status;
    let mut memory = Memory::default();
    let (path, stop) = if run.cells <= NARROW_CELLS {
        dispatch::<u64, astar::Narrow>(&mut run, problem, options, &mut memory)
    } else {
        dispatch::<u128, astar::Wide>(&mut run, problem, options, &mut memory)
    };
    let mut stats = run.stats;
    stats.elapsed = run.started.elapsed();
    let result = SearchResult {
        algorithm: options.algorithm,
        options: *options,
        path,
        stop,
        stats,
        reached: run.reached,
        limits: LimitsUsed {
            max_nodes: limits.max_nodes_for(options.algorithm),
            time_limit_secs: limits.time_limit.map(|d| d.as_secs_f64()),
        },
    };
    Ok((result, memory))
}

/// The search and heuristic of the options, on boards packed as `S`.
fn dispatch<S: Key, St: astar::Store<S>>(
    run: &mut Counts,
    problem: &Problem,
    options: &Options,
    m: &mut Memory,
) -> (Option<Vec<Dir>>, Stop) {
    let goal = &problem.goal;
    let h = options.used_heuristic().unwrap_or(Teaching::Misplaced);
    match (options.algorithm, h) {
        (Algorithm::Astar, Teaching::Misplaced) => {
            astar::search::<S, St, _>(run, &Misplaced::new(goal), m)
        }
        (Algorithm::Astar, Teaching::Manhattan) => {
            astar::search::<S, St, _>(run, &Manhattan::new(goal), m)
        }
        (Algorithm::Astar, _) => astar::search::<S, St, _>(run, &LinearConflict::new(goal), m),
        (_, Teaching::Misplaced) => {
            let walk = TableWalk::new(run, &Misplaced::new(goal).off);
            ida(run, walk)
        }
        (_, Teaching::Manhattan) => {
            let walk = TableWalk::new(run, &Manhattan::new(goal).md);
            ida(run, walk)
        }
        (_, _) => {
            let lc = LinearConflict::new(goal);
            // The teaching counts: only the move back is left out.
            let fsm = Fsm::of(Pruning::Parent);
            let walk = PackedWalk::<S, _>::new(&lc, &run.start, &run.goal, fsm);
            ida(run, walk)
        }
    }
}

/// The teaching engine's counting convention (see [`super::ida`]) with the
/// run's limits, counts and status line.
struct TeachingCounts<'r> {
    run: &'r mut Counts,
}

impl Policy for TeachingCounts<'_> {
    const KORF: bool = false;
    const MAX_DEPTH: usize = PATH_LEN;
    type Stop = Stop;

    fn check(&mut self, t: &Tally) -> (Option<Stop>, u64) {
        let r = &mut *self.run;
        r.stats.generated = t.generated;
        r.stats.expanded = t.expanded;
        r.stats.selected = t.expanded + t.unexpanded;
        let stop = r.over_limit();
        (stop, r.next_check)
    }
}

/// IDA* with the counts of [`crate::search::ids`]'s deepening loop.
fn ida<W: for<'r> Walk<TeachingCounts<'r>>>(run: &mut Counts, walk: W) -> (Option<Vec<Dir>>, Stop) {
    let moves = run.moves.clone();
    let h0 = walk.h0();
    let mut s = Ida::new(&moves, TeachingCounts { run }, walk, h0);
    loop {
        let r = &mut *s.policy.run;
        r.stats.iterations += 1;
        r.bound = Some(s.bound);
        if r.admissible {
            r.reached.lower_bound = Some(s.bound);
        }
        r.frontier(1, 1);
        s.next_check = r.next_check;
        let end = s.iterate();
        let t = s.counts;
        let r = &mut *s.policy.run;
        r.stats.generated = t.generated;
        r.stats.expanded = t.expanded;
        r.stats.selected = t.expanded + t.unexpanded;
        r.reached.deepest = r.reached.deepest.max(t.deepest);
        // Every node generated was held on the path with its ancestors.
        r.stats.max_frontier = r.stats.max_frontier.max(t.deepest as u64 + 1);
        r.stats.max_stored = r.stats.max_stored.max(t.deepest as u64 + 1);
        let len = s.found_len;
        match end {
            End::Stopped => {
                r.finish(len as u64 + 1, len as u64 + 1);
                return (None, s.stop.unwrap_or(Stop::Cancelled));
            }
            End::Found => {
                r.finish(len as u64 + 1, len as u64 + 1);
                let path = s.path[..len].iter().map(|&d| search::code_dir(d)).collect();
                return (Some(path), Stop::Solved);
            }
            End::Exhausted if s.next_bound == u32::MAX => {
                r.finish(0, 0);
                return (None, Stop::Exhausted);
            }
            End::Exhausted => s.bound = s.next_bound,
        }
    }
}

/// The cell and tile tables of the table walk are this long (a power of two
/// past [`MAX_CELLS`], so an index masked with `LANES - 1` needs no check).
const LANES: usize = 32;

/// The walk for a heuristic that changes with the tile that moves and
/// nothing else, a table tile × cell (Manhattan distance, misplaced tiles):
/// the board in an array, as in Korf's program, changed in place, and the
/// goal tested by h = 0 (these heuristics are 0 on the goal only: every
/// tile home).
pub(super) struct TableWalk {
    table: [[u8; LANES]; LANES],
    board: [u8; LANES],
    moves: [[(u8, u8); 4]; LANES],
    counts: [u8; LANES],
    blank: usize,
    h0: u32,
    /// The walk ended (on the goal or a stop).
    ended: bool,
}

impl TableWalk {
    fn new(run: &Counts, table: &[[u8; MAX_CELLS]; MAX_CELLS]) -> TableWalk {
        let mut w = TableWalk {
            table: [[0; LANES]; LANES],
            board: [0; LANES],
            moves: [[(0, 0); 4]; LANES],
            counts: [0; LANES],
            blank: 0,
            h0: 0,
            ended: false,
        };
        for (row, from) in w.table.iter_mut().zip(table) {
            row[..MAX_CELLS].copy_from_slice(from);
        }
        w.moves[..MAX_CELLS].copy_from_slice(&run.moves.moves);
        w.counts[..MAX_CELLS].copy_from_slice(&run.moves.counts);
        for (c, &t) in run.start.iter().enumerate() {
            w.board[c] = t;
            w.h0 += table[t as usize][c] as u32;
            if t == 0 {
                w.blank = c;
            }
        }
        w
    }
}

impl<'r> Walk<TeachingCounts<'r>> for TableWalk {
    fn h0(&self) -> u32 {
        self.h0
    }

    fn iterate(ida: &mut Ida<'_, TeachingCounts<'r>, TableWalk>) -> bool {
        let at = ida.walk.blank | (NO_DIR as usize) << 8;
        let (h0, made, expanded) = (ida.walk.h0, ida.counts.generated, ida.counts.expanded);
        ida.walk.ended = false;
        // Within a bound below PATH_LEN - 1 no node is too deep (g <= f
        // <= bound): the depth is not looked at.
        let (made, expanded) = if (ida.bound as usize) < PATH_LEN - 1 {
            ida.table_dfs::<false>(at, 0, h0, made, expanded)
        } else {
            ida.table_dfs::<true>(at, 0, h0, made, expanded)
        };
        ida.counts.generated = made;
        ida.counts.expanded = expanded;
        ida.walk.ended
    }
}

impl Ida<'_, TeachingCounts<'_>, TableWalk> {
    /// Visit a node within the bound (cut-off nodes are never entered);
    /// `at` is the blank's cell and, from bit 8, the move that led there.
    /// The generated and expanded counts are carried in registers (passed
    /// down, handed back), not in `self`; `walk.ended` says the walk ended
    /// (goal or stop). The board holds every tile but the blank's cell,
    /// which is not read; the path is written on the way back from the
    /// goal.
    #[inline(never)]
    fn table_dfs<const DEEP: bool>(
        &mut self,
        at: usize,
        g: u32,
        h: u32,
        made: u64,
        expanded: u64,
    ) -> (u64, u64) {
        self.table_node::<DEEP, true>(at, g, h, made, expanded)
    }

    /// [`Self::table_dfs`]'s body; `TWO`: the children are visited in the
    /// same call (half the calls).
    #[inline(always)]
    fn table_node<const DEEP: bool, const TWO: bool>(
        &mut self,
        at: usize,
        g: u32,
        h: u32,
        mut made: u64,
        mut expanded: u64,
    ) -> (u64, u64) {
        if h == 0 {
            self.counts.unexpanded += 1;
            self.found_len = g as usize;
            self.walk.ended = true;
            return (made, expanded);
        }
        if made >= self.next_check {
            self.counts.generated = made;
            self.counts.expanded = expanded;
            if self.over_limit(g) {
                self.counts.unexpanded += 1;
                self.walk.ended = true;
                return (made, expanded);
            }
        }
        if DEEP && g as usize + 1 >= PATH_LEN {
            self.counts.unexpanded += 1;
            return (made, expanded);
        }
        expanded += 1;
        let blank = at & (LANES - 1);
        let prev = (at >> 8) as u8;
        let n = self.walk.counts[blank] as usize;
        let first = self.walk.moves[blank][0].0;
        self.note_depth(g, n > 1 || first ^ 1 != prev);
        for i in 0..4 {
            if i == n {
                break;
            }
            let (d, to) = self.walk.moves[blank][i];
            if d ^ 1 == prev {
                continue;
            }
            let to = to as usize & (LANES - 1);
            let tile = self.walk.board[to];
            let t = &self.walk.table[tile as usize & (LANES - 1)];
            let nh = h + t[blank] as u32 - t[to] as u32;
            made += 1;
            let f = g + 1 + nh;
            if f > self.bound {
                if f < self.next_bound {
                    self.next_bound = f;
                }
                continue;
            }
            self.walk.board[blank] = tile;
            let at = to | (d as usize) << 8;
            (made, expanded) = if TWO {
                self.table_node::<DEEP, false>(at, g + 1, nh, made, expanded)
            } else {
                self.table_dfs::<DEEP>(at, g + 1, nh, made, expanded)
            };
            self.walk.board[to] = tile;
            if self.walk.ended {
                self.path[g as usize & (PATH_LEN - 1)] = d;
                return (made, expanded);
            }
        }
        (made, expanded)
    }
}
