//! `experiment cost-table`: the classic table of search cost by solution
//! depth (AIMA 3rd ed., Figure 3.29), measured again.
//!
//! For each even depth d, `count` random 8-puzzle boards whose optimal
//! solution has exactly d moves are drawn uniformly (with replacement) from
//! the exact distance table, seeded; each is solved by iterative deepening
//! (under a node limit) and by A* with each heuristic, and the mean number
//! of nodes generated is reported with the effective branching factor b*,
//! the b with N + 1 = 1 + b + b² + … + b^d (N = the mean count).
//!
//! "Generated" is the search module's count: a node is generated when a
//! move is applied to a node being expanded; the root is not counted,
//! duplicates and the goal are. A* is graph search with the goal tested at
//! expansion and ties broken towards lower h, then first generated; IDS
//! never generates the move that undoes the previous one and counts every
//! iteration.

use super::space::Space;
use crate::board::{Board, Goal};
use crate::error::{Error, Result};
use crate::heuristics::Heuristic;
use crate::rng::Rng;
use crate::search::{self, Algorithm, Limits, Options, Problem, Stop};
use serde::Serialize;

/// Figure 3.29 of AIMA 3rd ed. (Russell and Norvig 2010, p. 104): mean
/// nodes generated over 100 instances per depth d for IDS, A*(h1 =
/// misplaced tiles) and A*(h2 = Manhattan distance). Only the cells
/// confirmed in public copies (those of data/aima-fig-3-29.txt;
/// a test checks the two agree); `None` = not listed.
pub(crate) const PUBLISHED: [Published; 6] = [
    Published::new(2, Some(10), Some(6), Some(6)),
    Published::new(4, Some(112), Some(13), Some(12)),
    Published::new(8, Some(6384), Some(39), Some(25)),
    Published::new(12, Some(3644035), Some(227), Some(73)),
    Published::new(20, None, Some(7276), Some(676)),
    Published::new(24, None, Some(39135), Some(1641)),
];

/// One row of the published figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub(crate) struct Published {
    pub(crate) depth: u32,
    pub(crate) ids: Option<u64>,
    pub(crate) astar_misplaced: Option<u64>,
    pub(crate) astar_manhattan: Option<u64>,
}

impl Published {
    pub(crate) const fn new(
        depth: u32,
        ids: Option<u64>,
        astar_misplaced: Option<u64>,
        astar_manhattan: Option<u64>,
    ) -> Published {
        Published {
            depth,
            ids,
            astar_misplaced,
            astar_manhattan,
        }
    }

    pub(crate) fn for_depth(depth: u32) -> Option<&'static Published> {
        PUBLISHED.iter().find(|p| p.depth == depth)
    }

    /// The published count for a column, if the figure has that column.
    pub(crate) fn get(&self, column: Column) -> Option<u64> {
        match column {
            Column::Ids | Column::IdsWithUndo => self.ids,
            Column::Astar(Heuristic::Misplaced) => self.astar_misplaced,
            Column::Astar(Heuristic::Manhattan) => self.astar_manhattan,
            Column::Astar(_) => None,
        }
    }
}

/// A column of the table: an algorithm (with its heuristic).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// The search module's IDS (never undoes the previous move).
    Ids,
    /// AIMA's IDS: depth-limited tree search that also generates the move
    /// back to the parent, one child at a time (`--ids-with-undo`).
    IdsWithUndo,
    Astar(Heuristic),
}

impl Column {
    /// True for the iterative-deepening columns, whose cost explodes with
    /// depth: once one goes over its node limit the deeper rows are skipped.
    pub(crate) fn deepening(self) -> bool {
        matches!(self, Column::Ids | Column::IdsWithUndo)
    }

    /// `ids`, `astar-misplaced`, `astar-manhattan`, …
    pub(crate) fn key(self) -> String {
        match self {
            Column::Ids => "ids".to_string(),
            Column::IdsWithUndo => "ids-with-undo".to_string(),
            Column::Astar(h) => format!("astar-{h}"),
        }
    }
}

/// What to run.
#[derive(Debug, Clone)]
pub struct CostOptions {
    pub count: usize,
    pub seed: u64,
    /// Depths 2, 4, … up to this (even, at most the board's diameter).
    pub max_depth: u32,
    pub columns: Vec<Column>,
    /// IDS stops on a board after this many generated nodes; the cell of
    /// that depth is then marked not run, and so are the deeper ones.
    pub ids_max_nodes: u64,
    /// A* stops on a board after this many generated nodes.
    pub astar_max_nodes: u64,
}

/// One cell: an algorithm at one depth.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cell {
    /// False when the cell was not run (IDS beyond its node limit).
    pub(crate) run: bool,
    /// Mean nodes generated.
    pub generated: Option<f64>,
    /// Mean nodes expanded.
    pub(crate) expanded: Option<f64>,
    /// Effective branching factor of the mean.
    pub(crate) branching: Option<f64>,
    /// Boards whose solution was longer than the depth (an inadmissible
    /// heuristic).
    pub(crate) longer: usize,
    /// Why the cell was not run.
    pub(crate) note: Option<String>,
}

impl Cell {
    fn not_run(note: String) -> Cell {
        Cell {
            run: false,
            generated: None,
            expanded: None,
            branching: None,
            longer: 0,
            note: Some(note),
        }
    }
}

/// One depth.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    pub depth: u32,
    /// Boards of exactly this optimal length in the whole state space.
    pub(crate) available: usize,
    pub cells: Vec<Cell>,
}

/// The whole table.
#[derive(Debug, Clone, Serialize)]
pub struct CostTable {
    pub goal: Board,
    pub count: usize,
    pub seed: u64,
    #[serde(skip)]
    pub columns: Vec<Column>,
    pub rows: Vec<Row>,
    pub ids_max_nodes: u64,
}

/// The b with N + 1 = 1 + b + b² + … + b^d, by bisection (d ≥ 1, N ≥ 0).
pub(crate) fn effective_branching_factor(n: f64, d: u32) -> Option<f64> {
    if d == 0 || !n.is_finite() || n < 0.0 {
        return None;
    }
    let sum = |b: f64| -> f64 {
        let mut total = 0.0;
        let mut p = 1.0;
        for _ in 0..d {
            p *= b;
            total += p;
            if total > 1e300 {
                break;
            }
        }
        total
    };
    let (mut lo, mut hi) = (0.0f64, n.max(1.0));
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if sum(mid) < n {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some((lo + hi) / 2.0)
}

/// One board's result in one column.
#[derive(Debug, Clone, Copy)]
struct Outcome {
    generated: u64,
    expanded: u64,
    length: Option<usize>,
    stop: Stop,
}

fn solve_one(board: &Board, goal: &Goal, column: Column, max_nodes: u64) -> Result<Outcome> {
    let options = match column {
        Column::IdsWithUndo => return Ok(ids_with_undo(board, goal.board(), max_nodes)),
        Column::Ids => Options::new(Algorithm::Ids),
        Column::Astar(h) => {
            let mut o = Options::new(Algorithm::Astar);
            o.heuristic = h;
            o
        }
    };
    let limits = Limits {
        max_nodes: Some(max_nodes),
        time_limit: None,
        cancel: crate::interrupt::shared(),
    };
    let problem = Problem {
        start: board.clone(),
        goal: goal.clone(),
    };
    let r = crate::solve::named(&problem, &options, &limits)?;
    if let Some(p) = &r.path
        && !search::replays(&problem, p)
    {
        return Err(Error::internal(format!(
            "{}: the solution of {} does not replay",
            column.key(),
            board.to_line()
        )));
    }
    Ok(Outcome {
        generated: r.stats.generated,
        expanded: r.stats.expanded,
        length: r.path.as_ref().map(|p| p.len()),
        stop: r.stop,
    })
}

/// AIMA's ITERATIVE-DEEPENING-SEARCH over RECURSIVE-DLS, a tree search:
/// every legal move is generated, the one back to the parent included, one
/// child at a time (each is visited, and goal-tested, before the next is
/// generated); limits 0, 1, 2, … and the counts of every iteration added
/// up. Root not counted, as everywhere.
fn ids_with_undo(board: &Board, goal: &Board, max_nodes: u64) -> Outcome {
    struct Dls<'a> {
        goal: u64,
        moves: &'a [Vec<usize>],
        generated: u64,
        expanded: u64,
        max_nodes: u64,
    }
    /// Some(true) found, Some(false) not found below, None: node limit.
    fn visit(s: &mut Dls, key: u64, blank: usize, left: u32) -> Option<bool> {
        if key == s.goal {
            return Some(true);
        }
        if left == 0 {
            return Some(false);
        }
        if s.generated >= s.max_nodes {
            return None;
        }
        s.expanded += 1;
        for &to in &s.moves[blank] {
            let tile = (key >> (4 * to)) & 0xF;
            let child = key ^ (tile << (4 * to)) ^ (tile << (4 * blank));
            s.generated += 1;
            match visit(s, child, to, left - 1) {
                Some(false) => {}
                other => return other,
            }
        }
        Some(false)
    }
    let pack = |b: &Board| {
        b.tiles()
            .iter()
            .enumerate()
            .fold(0u64, |k, (i, &t)| k | (t as u64) << (4 * i))
    };
    let (w, h) = (board.width(), board.height());
    let moves: Vec<Vec<usize>> = (0..w * h)
        .map(|c| {
            let mut v = Vec::new();
            if c >= w {
                v.push(c - w);
            }
            if c + w < w * h {
                v.push(c + w);
            }
            if c % w > 0 {
                v.push(c - 1);
            }
            if c % w + 1 < w {
                v.push(c + 1);
            }
            v
        })
        .collect();
    let mut s = Dls {
        goal: pack(goal),
        moves: &moves,
        generated: 0,
        expanded: 0,
        max_nodes,
    };
    let start = pack(board);
    let blank = board.blank_index();
    for limit in 0.. {
        match visit(&mut s, start, blank, limit) {
            Some(true) => {
                return Outcome {
                    generated: s.generated,
                    expanded: s.expanded,
                    length: Some(limit as usize),
                    stop: Stop::Solved,
                };
            }
            Some(false) => {}
            None => break,
        }
    }
    Outcome {
        generated: s.generated,
        expanded: s.expanded,
        length: None,
        stop: Stop::NodeLimit,
    }
}

/// Run the experiment; `progress(depth)` after each row.
pub fn run(
    goal: &Goal,
    options: &CostOptions,
    progress: &mut dyn FnMut(&Row),
) -> Result<CostTable> {
    let g = goal.board();
    if (g.width(), g.height()) != (3, 3) {
        return Err(Error::problem(crate::msg!(
            "board-error-cost-table-size",
            size = g.size_name()
        )));
    }
    let space = Space::new(g)?;
    let diameter = space.max_depth() as u32;
    if options.max_depth < 2 || options.max_depth > diameter {
        return Err(Error::problem(crate::msg!(
            "usage-max-depth-range",
            depth = options.max_depth,
            max = diameter - diameter % 2
        )));
    }
    if options.count == 0 {
        return Err(Error::problem(crate::msg!("usage-count-per-depth")));
    }
    let mut rng = Rng::new(options.seed);
    let mut rows = Vec::new();
    // Per column: why an iterative-deepening column stopped for good.
    let mut stopped: Vec<Option<String>> = vec![None; options.columns.len()];
    let workers = super::audit::threads();
    for depth in (2..=options.max_depth).step_by(2) {
        crate::interrupt::check()?;
        let pool = space.ranks_at(depth as u8);
        let boards: Vec<Board> = (0..options.count)
            .map(|_| space.board(pool[rng.below(pool.len() as u64) as usize]))
            .collect();
        let mut cells = Vec::new();
        for (k, &column) in options.columns.iter().enumerate() {
            if let Some(note) = &stopped[k] {
                cells.push(Cell::not_run(note.clone()));
                continue;
            }
            let max_nodes = if column.deepening() {
                options.ids_max_nodes
            } else {
                options.astar_max_nodes
            };
            let outcomes = parallel(&boards, workers, |b| solve_one(b, goal, column, max_nodes))?;
            // A search stopped by Ctrl-C is not a board over the limit.
            crate::interrupt::check()?;
            if let Some(i) = outcomes.iter().position(|o| o.stop != Stop::Solved) {
                let note = format!(
                    "not run: board {} of depth {depth} needed more than {} generated nodes",
                    i + 1,
                    crate::text::count(max_nodes)
                );
                if column.deepening() {
                    stopped[k] = Some(format!(
                        "skipped: it went over {} generated nodes at depth {depth}",
                        crate::text::count(max_nodes)
                    ));
                }
                cells.push(Cell::not_run(note));
                continue;
            }
            let n = outcomes.len() as f64;
            let generated = outcomes.iter().map(|o| o.generated as f64).sum::<f64>() / n;
            let expanded = outcomes.iter().map(|o| o.expanded as f64).sum::<f64>() / n;
            let longer = outcomes
                .iter()
                .filter(|o| o.length.is_some_and(|l| l > depth as usize))
                .count();
            if let Some(o) = outcomes
                .iter()
                .find(|o| o.length.is_some_and(|l| l < depth as usize))
            {
                return Err(Error::internal(format!(
                    "{} found a solution of {:?} moves for a board {depth} moves from the goal",
                    column.key(),
                    o.length
                )));
            }
            cells.push(Cell {
                run: true,
                generated: Some(generated),
                expanded: Some(expanded),
                branching: effective_branching_factor(generated, depth),
                longer,
                note: None,
            });
        }
        let row = Row {
            depth,
            available: pool.len(),
            cells,
        };
        progress(&row);
        rows.push(row);
    }
    Ok(CostTable {
        goal: g.clone(),
        count: options.count,
        seed: options.seed,
        columns: options.columns.clone(),
        rows,
        ids_max_nodes: options.ids_max_nodes,
    })
}

/// `f` on every item, on `workers` threads, results in item order.
pub(crate) fn parallel<T: Sync, R: Send>(
    items: &[T],
    workers: usize,
    f: impl Fn(&T) -> Result<R> + Sync,
) -> Result<Vec<R>> {
    let workers = workers.clamp(1, items.len().max(1));
    let f = &f;
    let parts: Vec<Vec<(usize, Result<R>)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                s.spawn(move || {
                    (w..items.len())
                        .step_by(workers)
                        .map(|i| (i, f(&items[i])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    let mut all: Vec<(usize, Result<R>)> = parts.into_iter().flatten().collect();
    all.sort_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_with_undo_counts_by_hand() {
        // Blank-first goal; the blank went right twice. Limit 1: the root
        // is expanded (2 children). Limit 2: the root (2 children), its
        // child with the blank below (3 children, the parent included),
        // then the child with the blank on the left: its first child (blank
        // down) and the second, the goal. 2 + 2 + 3 + 2 = 9 generated; 1 + 3
        // expanded.
        let goal = Board::blank_first(3, 3).unwrap();
        let board = crate::parse::parse_board("1 2 0/3 4 5/6 7 8", None).unwrap();
        let o = ids_with_undo(&board, &goal, 1000);
        assert_eq!((o.generated, o.expanded, o.length), (9, 4, Some(2)));
        // The search module's IDS (no undo) on the same board: limit 1, 2
        // children; limit 2: 2 + 2 (below: no undo) + 2 (left: down, then
        // the goal) = 8 in all.
        let g = Goal::new(goal.clone());
        let ids = solve_one(&board, &g, Column::Ids, 1000).unwrap();
        assert_eq!((ids.generated, ids.length), (8, Some(2)));
        // A node limit stops it.
        assert_eq!(ids_with_undo(&board, &goal, 3).stop, Stop::NodeLimit);
    }

    #[test]
    fn branching_factor_solves_the_sum() {
        // 1 + 2 + 4 = 7 = N + 1 for N = 6, d = 2.
        let b = effective_branching_factor(6.0, 2).unwrap();
        assert!((b - 2.0).abs() < 1e-9);
        // d = 1: N = b.
        assert!((effective_branching_factor(3.5, 1).unwrap() - 3.5).abs() < 1e-9);
        assert!(effective_branching_factor(5.0, 0).is_none());
    }

    /// The embedded copy of the published figure equals the data file
    /// shipped in data/.
    #[test]
    fn embedded_figure_matches_the_data_file() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/aima-fig-3-29.txt");
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
        let cell = |s: &str| (s != "-").then(|| s.parse::<u64>().unwrap());
        let rows: Vec<Published> = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            .map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                assert_eq!(f.len(), 4, "{l}");
                Published::new(f[0].parse().unwrap(), cell(f[1]), cell(f[2]), cell(f[3]))
            })
            .collect();
        assert_eq!(rows, PUBLISHED.to_vec());
    }

    #[test]
    fn boards_have_exactly_the_depth_and_counts_are_reproducible() {
        let goal = Goal::new(Board::blank_first(3, 3).unwrap());
        let options = CostOptions {
            count: 4,
            seed: 3,
            max_depth: 6,
            columns: vec![
                Column::Ids,
                Column::Astar(Heuristic::Misplaced),
                Column::Astar(Heuristic::Manhattan),
            ],
            ids_max_nodes: 1_000_000,
            astar_max_nodes: 1_000_000,
        };
        let a = run(&goal, &options, &mut |_| {}).unwrap();
        let b = run(&goal, &options, &mut |_| {}).unwrap();
        assert_eq!(a.rows.len(), 3);
        for (x, y) in a.rows.iter().zip(&b.rows) {
            assert_eq!(x.cells, y.cells);
            for c in &x.cells {
                assert!(c.run && c.longer == 0);
                assert!(c.generated.unwrap() >= x.depth as f64);
            }
        }
        // Manhattan never generates more than misplaced on average here?
        // Not a theorem per board; only check the depth-2 row by hand:
        // at depth 2 A* with either heuristic expands exactly 2 nodes
        // (the root and the first move), the goal is then selected.
        let row = &a.rows[0];
        assert_eq!(row.cells[2].expanded, Some(2.0));
    }
}
