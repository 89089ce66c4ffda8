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
//! The heuristics are those of the optimal solver (the [`Heuristic`]
//! trait, updated from the one tile that moves), plus misplaced tiles.

use super::astar;
pub use super::astar::Memory;
use super::{Heuristic, LinearConflict, MAX_CELLS, Manhattan, Packed, Slide};
use crate::board::{Board, Dir, Goal};
use crate::error::Result;
use crate::heuristics::Heuristic as Teaching;
use crate::search::{
    self, Algorithm, GoalTest, Limits, LimitsUsed, NoObserver, Options, Problem, Reached,
    SearchResult, Stats, Stop, TieBreak,
};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// The most cells the fast engine handles: up to 16 a board is packed 4
/// bits a cell in a `u64`, up to 25 5 bits a cell in a `u128` (the search
/// compiled once for each, so the small boards pay nothing for the big).
pub const FAST_CELLS: usize = MAX_CELLS;

/// The most cells of the narrow (`u64`) packing.
const NARROW_CELLS: usize = 16;

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
pub fn solve_fast_with_status(
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
        return Err(crate::error::Error::input(
            "the goal and the board differ in size",
        ));
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
fn dispatch<S: Packed, St: astar::Store<S>>(
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
            let walk = PackedWalk::<S, _>::new(run, &lc);
            ida(run, walk)
        }
    }
}

/// Tiles not on their goal cell (the blank not counted).
pub(super) struct Misplaced {
    off: [[u8; MAX_CELLS]; MAX_CELLS],
}

impl Misplaced {
    pub(super) fn new(goal: &Goal) -> Misplaced {
        let g = goal.board().tiles();
        let mut off = [[0u8; MAX_CELLS]; MAX_CELLS];
        for (t, row) in off.iter_mut().enumerate().take(g.len()).skip(1) {
            for (cell, o) in row.iter_mut().enumerate().take(g.len()) {
                *o = (g[cell] as usize != t) as u8;
            }
        }
        Misplaced { off }
    }
}

impl<S: Packed> Heuristic<S> for Misplaced {
    type Acc = ();
    fn init(&self, tiles: &[u8]) -> ((), u32) {
        let h = tiles
            .iter()
            .enumerate()
            .map(|(c, &t)| self.off[t as usize][c] as u32)
            .sum();
        ((), h)
    }

    #[inline(always)]
    fn step(&self, _: (), h: u32, m: Slide<S>) -> ((), u32) {
        let o = &self.off[m.tile];
        ((), h + o[m.to] as u32 - o[m.from] as u32)
    }
}

/// What both searches share: the move table in the run's order, the
/// limits and the counts.
pub(super) struct Counts {
    /// For each blank cell: (direction code, target cell), in `--order`.
    pub moves: [[(u8, u8); 4]; MAX_CELLS],
    pub counts: [u8; MAX_CELLS],
    pub start: Vec<u8>,
    /// The goal's tiles (packed by each search its own way).
    pub goal: Vec<u8>,
    pub cells: usize,
    pub stats: Stats,
    pub reached: Reached,
    pub started: Instant,
    pub limits: Limits,
    pub max_nodes: u64,
    /// The next generated count at which the limits are looked at.
    pub next_check: u64,
    pub admissible: bool,
    /// IDA*: the f threshold of the current iteration (for the status line).
    pub bound: Option<u32>,
    /// Told the counts so far at every limit check (every [`CHECK_EVERY`]
    /// generated nodes): a live status line. It decides itself how often
    /// to draw.
    pub status: Option<StatusHook>,
}

/// A status line fed from the fast engine: the counts so far and, for
/// IDA*, the current threshold.
pub type StatusHook = Box<dyn FnMut(&Stats, Option<u32>)>;

/// The clock and the cancel flag are looked at every this many generated
/// nodes (a fraction of a millisecond); the node limit exactly.
const CHECK_EVERY: u64 = 1 << 12;

impl Counts {
    fn new(problem: &Problem, options: &Options, limits: &Limits) -> Counts {
        let b = &problem.start;
        let (w, h) = (b.width(), b.height());
        let mut moves = [[(0u8, 0u8); 4]; MAX_CELLS];
        let mut counts = [0u8; MAX_CELLS];
        for cell in 0..b.cells() {
            let (r, c) = (cell / w, cell % w);
            for &d in &options.order.0 {
                let t = match d {
                    Dir::Up if r > 0 => cell - w,
                    Dir::Down if r + 1 < h => cell + w,
                    Dir::Left if c > 0 => cell - 1,
                    Dir::Right if c + 1 < w => cell + 1,
                    _ => continue,
                };
                moves[cell][counts[cell] as usize] = (search::dir_code(d), t as u8);
                counts[cell] += 1;
            }
        }
        let admissible = options
            .used_heuristic()
            .is_some_and(|h| h.is_proven_admissible());
        Counts {
            moves,
            counts,
            start: b.tiles().to_vec(),
            goal: problem.goal.board().tiles().to_vec(),
            cells: b.cells(),
            stats: Stats::default(),
            reached: Reached {
                deepest: 0,
                lower_bound: admissible.then_some(0),
            },
            started: Instant::now(),
            limits: limits.clone(),
            max_nodes: limits.max_nodes_for(options.algorithm).unwrap_or(u64::MAX),
            next_check: 0,
            admissible,
            bound: None,
            status: None,
        }
    }

    /// Looked at before each expansion once `generated` reaches
    /// `next_check`: the node limit (exactly as the teaching engine, which
    /// looks before every expansion), the cancel flag and the clock.
    #[cold]
    pub fn over_limit(&mut self) -> Option<Stop> {
        let g = self.stats.generated;
        self.next_check = self.max_nodes.min(g + CHECK_EVERY);
        if g >= self.max_nodes {
            return Some(Stop::NodeLimit);
        }
        if self.limits.cancel.load(Ordering::Relaxed) {
            return Some(Stop::Cancelled);
        }
        if let Some(t) = self.limits.time_limit
            && self.started.elapsed() >= t
        {
            return Some(Stop::TimeLimit);
        }
        if let Some(status) = self.status.as_mut() {
            status(&self.stats, self.bound);
        }
        None
    }

    pub fn frontier(&mut self, frontier: u64, stored: u64) {
        let s = &mut self.stats;
        s.max_frontier = s.max_frontier.max(frontier);
        s.max_stored = s.max_stored.max(stored);
    }

    pub fn finish(&mut self, frontier: u64, stored: u64) {
        self.stats.frontier_at_end = frontier;
        self.stats.stored_at_end = stored;
        self.frontier(frontier, stored);
    }
}

/// The packed board after the blank at `blank` swaps with the tile at `to`.
#[inline(always)]
pub(super) fn slide<S: Packed>(state: S, blank: usize, to: usize) -> (S, Slide<S>) {
    let tile = state.tile(to);
    let next = state.slide(tile, to, blank);
    (
        next,
        Slide {
            tile,
            from: to,
            to: blank,
            before: state,
            after: next,
        },
    )
}

const NO_DIR: u8 = 8;
/// Deeper than any search of a board of 25 cells goes.
const MAX_DEPTH: usize = 1024;
/// The cell and tile tables of the table walk are this long (a power of two
/// past [`MAX_CELLS`], so an index masked with `LANES - 1` needs no check).
const LANES: usize = 32;

/// One IDA* run: the hot counts, kept here (not behind `run`) in the search
/// loop, and what walks the tree (`W`: the board and the heuristic).
struct Ida<'a, W> {
    run: &'a mut Counts,
    walk: W,
    bound: u32,
    next_bound: u32,
    path: Box<[u8; MAX_DEPTH]>,
    found_len: usize,
    deepest: u32,
    stop: Option<Stop>,
    generated: u64,
    expanded: u64,
    /// Nodes selected but not expanded (the goal, a stop, too deep):
    /// selected = expanded + this.
    unexpanded: u64,
    next_check: u64,
}

/// The tree walk of one IDA* iteration.
trait Walk: Sized {
    /// The h of the start board.
    fn h0(&self) -> u32;
    /// One iteration from the root: true when it ended on the goal or on a
    /// stop (`ida.stop` says which).
    fn iterate(ida: &mut Ida<'_, Self>) -> bool;
}

/// IDA* with the counts of [`crate::search::ids`]'s deepening loop.
fn ida<W: Walk>(run: &mut Counts, walk: W) -> (Option<Vec<Dir>>, Stop) {
    let h0 = walk.h0();
    let mut s = Ida {
        run,
        walk,
        bound: h0,
        next_bound: u32::MAX,
        path: Box::new([0u8; MAX_DEPTH]),
        found_len: 0,
        deepest: 0,
        stop: None,
        generated: 0,
        expanded: 0,
        unexpanded: 0,
        next_check: 0,
    };
    loop {
        s.run.stats.iterations += 1;
        s.run.bound = Some(s.bound);
        if s.run.admissible {
            s.run.reached.lower_bound = Some(s.bound);
        }
        s.run.frontier(1, 1);
        s.next_bound = u32::MAX;
        s.next_check = s.run.next_check;
        let ended = W::iterate(&mut s);
        let r = &mut *s.run;
        r.stats.generated = s.generated;
        r.stats.expanded = s.expanded;
        r.stats.selected = s.expanded + s.unexpanded;
        r.reached.deepest = r.reached.deepest.max(s.deepest);
        // Every node generated was held on the path with its ancestors.
        r.stats.max_frontier = r.stats.max_frontier.max(s.deepest as u64 + 1);
        r.stats.max_stored = r.stats.max_stored.max(s.deepest as u64 + 1);
        if let Some(stop) = s.stop {
            let len = s.found_len as u64;
            r.finish(len + 1, len + 1);
            return (None, stop);
        }
        if ended {
            let len = s.found_len;
            r.finish(len as u64 + 1, len as u64 + 1);
            let path = s.path[..len].iter().map(|&d| search::code_dir(d)).collect();
            return (Some(path), Stop::Solved);
        }
        if s.next_bound == u32::MAX {
            r.finish(0, 0);
            return (None, Stop::Exhausted);
        }
        s.bound = s.next_bound;
    }
}

impl<W> Ida<'_, W> {
    #[cold]
    #[inline(never)]
    fn over_limit(&mut self, g: u32) -> bool {
        self.run.stats.generated = self.generated;
        self.run.stats.expanded = self.expanded;
        self.run.stats.selected = self.expanded + self.unexpanded;
        let stop = self.run.over_limit();
        self.next_check = self.run.next_check;
        if let Some(stop) = stop {
            self.stop = Some(stop);
            self.found_len = g as usize;
        }
        stop.is_some()
    }

    /// The deepest generated node, on expanding a node at depth `g` with
    /// `n` moves, the first `first` (a child is generated unless the only
    /// move is the one back: thin boards).
    #[inline(always)]
    fn note_depth(&mut self, g: u32, n: usize, first: u8, prev: u8) {
        if g + 1 > self.deepest && (n > 1 || first ^ 1 != prev) {
            self.deepest = g + 1;
        }
    }
}

/// The walk for a heuristic that changes with the tile that moves and
/// nothing else, a table tile × cell (Manhattan distance, misplaced tiles):
/// the board in an array, as in Korf's program, changed in place, and the
/// goal tested by h = 0 (these heuristics are 0 on the goal only: every
/// tile home).
struct TableWalk {
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
        w.moves[..MAX_CELLS].copy_from_slice(&run.moves);
        w.counts[..MAX_CELLS].copy_from_slice(&run.counts);
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

impl Walk for TableWalk {
    fn h0(&self) -> u32 {
        self.h0
    }

    fn iterate(ida: &mut Ida<'_, TableWalk>) -> bool {
        let at = ida.walk.blank | (NO_DIR as usize) << 8;
        let (h0, made, expanded) = (ida.walk.h0, ida.generated, ida.expanded);
        ida.walk.ended = false;
        // Within a bound below MAX_DEPTH - 1 no node is too deep (g <= f
        // <= bound): the depth is not looked at.
        let (made, expanded) = if (ida.bound as usize) < MAX_DEPTH - 1 {
            ida.table_dfs::<false>(at, 0, h0, made, expanded)
        } else {
            ida.table_dfs::<true>(at, 0, h0, made, expanded)
        };
        ida.generated = made;
        ida.expanded = expanded;
        ida.walk.ended
    }
}

impl Ida<'_, TableWalk> {
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
            self.unexpanded += 1;
            self.found_len = g as usize;
            self.walk.ended = true;
            return (made, expanded);
        }
        if made >= self.next_check {
            self.generated = made;
            self.expanded = expanded;
            if self.over_limit(g) {
                self.unexpanded += 1;
                self.walk.ended = true;
                return (made, expanded);
            }
        }
        if DEEP && g as usize + 1 >= MAX_DEPTH {
            self.unexpanded += 1;
            return (made, expanded);
        }
        expanded += 1;
        let blank = at & (LANES - 1);
        let prev = (at >> 8) as u8;
        let n = self.walk.counts[blank] as usize;
        let first = self.walk.moves[blank][0].0;
        self.note_depth(g, n, first, prev);
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
                self.path[g as usize & (MAX_DEPTH - 1)] = d;
                return (made, expanded);
            }
        }
        (made, expanded)
    }
}

/// The walk for any incremental heuristic (linear conflict reads the rows
/// and columns of the board): the board packed as `S`, passed down.
struct PackedWalk<'h, S, H: Heuristic<S>> {
    heur: &'h H,
    goal: S,
    start: S,
    blank: usize,
    acc: H::Acc,
    h0: u32,
}

impl<'h, S: Packed, H: Heuristic<S>> PackedWalk<'h, S, H> {
    fn new(run: &Counts, heur: &'h H) -> Self {
        let (acc, h0) = heur.init(&run.start);
        PackedWalk {
            heur,
            goal: S::pack(&run.goal),
            start: S::pack(&run.start),
            blank: run.start.iter().position(|&t| t == 0).unwrap_or(0),
            acc,
            h0,
        }
    }
}

impl<S: Packed, H: Heuristic<S>> Walk for PackedWalk<'_, S, H> {
    fn h0(&self) -> u32 {
        self.h0
    }

    fn iterate(ida: &mut Ida<'_, Self>) -> bool {
        let w = &ida.walk;
        let (state, blank, h0, acc) = (w.start, w.blank, w.h0, w.acc);
        ida.packed_dfs(state, blank, 0, h0, acc, NO_DIR)
    }
}

impl<S: Packed, H: Heuristic<S>> Ida<'_, PackedWalk<'_, S, H>> {
    /// Visit a node within the bound (cut-off nodes are never entered).
    fn packed_dfs(
        &mut self,
        state: S,
        blank: usize,
        g: u32,
        h: u32,
        acc: H::Acc,
        prev: u8,
    ) -> bool {
        if state == self.walk.goal {
            self.unexpanded += 1;
            self.found_len = g as usize;
            return true;
        }
        if self.generated >= self.next_check && self.over_limit(g) {
            self.unexpanded += 1;
            return true;
        }
        if g as usize + 1 >= MAX_DEPTH {
            self.unexpanded += 1;
            return false;
        }
        self.expanded += 1;
        let n = self.run.counts[blank] as usize;
        let moves = self.run.moves[blank];
        self.note_depth(g, n, moves[0].0, prev);
        for &(d, to) in &moves[..n] {
            if d ^ 1 == prev {
                continue;
            }
            let to = to as usize;
            let (next, mv) = slide(state, blank, to);
            let (nacc, nh) = self.walk.heur.step(acc, h, mv);
            self.generated += 1;
            let f = g + 1 + nh;
            if f > self.bound {
                if f < self.next_bound {
                    self.next_bound = f;
                }
                continue;
            }
            if self.packed_dfs(next, to, g + 1, nh, nacc, d) {
                self.path[g as usize & (MAX_DEPTH - 1)] = d;
                return true;
            }
        }
        false
    }
}
