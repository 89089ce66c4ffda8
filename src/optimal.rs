//! Optimal solving of boards up to 25 cells by IDA* (Korf 1985).
//!
//! The board is packed into an integer ([`Packed`]: a `u64` of 4-bit cells
//! up to 16 cells, a `u128` of 5-bit cells up to 25, the search being
//! compiled once for each so the 4×4 path pays nothing for the 5×5), the
//! heuristic is
//! updated incrementally from the one tile that moves, the move back to the
//! parent is never generated, and the successor table of every blank cell is
//! computed once. Heuristics: Manhattan distance, Manhattan plus linear
//! conflicts (Hansson, Mayer & Yung 1992: in each row and column, the tiles
//! that belong to that line but must leave it to let the others pass, counted
//! as line tiles minus the longest increasing subsequence of their goal
//! order, cost 2 moves each), and, on 4×4, additive pattern databases
//! (see [`crate::pdb`]).
//!
//! Counting (the definitions that reproduce Korf's 1985 figures exactly):
//! - a node is *generated* when it is created: the root once per search,
//!   and every successor in every iteration (the move back to the parent is
//!   never made, so never counted), including successors cut off because
//!   f = g + h exceeds the threshold. With the successor order up, left,
//!   right, down (of the blank) this gives Korf's published counts to the
//!   node; counting the root again in every iteration would add one per
//!   iteration after the first;
//! - a node is *expanded* when its successors are generated: a node within
//!   the threshold that is not the goal (the root included).
//!
//! Every count is summed over all iterations. The core never prints:
//! progress goes through an [`Event`] callback.

use crate::board::{Board, Dir, Goal};
use crate::error::Error;
use crate::parity;
use crate::pdb::pdb24::{self, Pdb24};
use crate::pdb::{self, PdbSet};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

mod astar;
pub mod engine;

/// The most cells a board may have for the packed representation.
pub const MAX_CELLS: usize = 25;
/// The most cells of a board whose random instances the solver finishes
/// in seconds (4×4, with the pattern databases): commands that solve random
/// boards (`heuristics check --sample`) stop here; bigger boards, up to
/// [`MAX_CELLS`], are for chosen instances.
pub const RANDOM_BOARD_CELLS: usize = 16;
/// The most cells of the narrow (`u64`, 4 bits per cell) packing.
const NARROW_CELLS: usize = 16;

/// True when the optimal solver handles boards of this size (at most
/// [`MAX_CELLS`] cells; the pattern databases need 4×4, see [`crate::pdb`]).
pub fn supports(board: &Board) -> bool {
    board.cells() <= MAX_CELLS
}

/// The heuristics of the optimal solver.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OptimalHeuristic {
    /// Sum over tiles of the row and column distance to the goal cell.
    Manhattan,
    /// Manhattan distance plus 2 per tile that must leave its goal line.
    LinearConflict,
    /// Additive pattern databases with a second (reflected or transposed)
    /// lookup: 6-6-3 on 4×4, 6-6-6-6 on 5×5 (goal blank in a corner).
    Pdb,
}

impl OptimalHeuristic {
    pub const ALL: [OptimalHeuristic; 3] = [
        OptimalHeuristic::Manhattan,
        OptimalHeuristic::LinearConflict,
        OptimalHeuristic::Pdb,
    ];

    pub fn name(self) -> &'static str {
        match self {
            OptimalHeuristic::Manhattan => "manhattan",
            OptimalHeuristic::LinearConflict => "linear-conflict",
            OptimalHeuristic::Pdb => "pdb",
        }
    }

    pub fn from_name(name: &str) -> Option<OptimalHeuristic> {
        match name.trim().to_ascii_lowercase().as_str() {
            "manhattan" | "md" => Some(OptimalHeuristic::Manhattan),
            "linear-conflict" | "lc" | "manhattan+lc" => Some(OptimalHeuristic::LinearConflict),
            "pdb" | "pattern-database" | "pattern-databases" => Some(OptimalHeuristic::Pdb),
            _ => None,
        }
    }

    /// The strongest heuristic available for a size: pattern databases on
    /// 4×4, linear conflict elsewhere.
    pub fn strongest_for(width: usize, height: usize) -> OptimalHeuristic {
        if width == pdb::SIDE && height == pdb::SIDE {
            OptimalHeuristic::Pdb
        } else {
            OptimalHeuristic::LinearConflict
        }
    }
}

/// When to give up, and how many threads may share the work. All limits
/// stop the search cleanly with its counts.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Stop when this many nodes have been generated (exactly).
    pub max_nodes: Option<u64>,
    pub time_limit: Option<Duration>,
    /// Set to true from another thread to stop the search (the time and
    /// the flag are looked at every 2^20 generated nodes, a few milliseconds).
    pub cancel: Option<Arc<AtomicBool>>,
    /// The number of threads an IDA* iteration may be split among (at
    /// least 1; 1 gives exactly the single-threaded counts).
    pub jobs: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_nodes: None,
            time_limit: None,
            cancel: None,
            jobs: 1,
        }
    }
}

/// One IDA* iteration: its threshold and what it cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Iteration {
    pub threshold: u32,
    pub generated: u64,
    pub expanded: u64,
}

/// An optimal solution and the cost of finding it.
#[derive(Debug, Clone, Serialize)]
pub struct OptimalSolution {
    /// The moves of the blank, from the board to the goal.
    pub path: Vec<Dir>,
    pub length: usize,
    pub heuristic: OptimalHeuristic,
    /// The heuristic value of the start board.
    pub initial_h: u32,
    /// Nodes generated: the root once, plus every successor created in every
    /// iteration (Korf's 1985 count).
    pub generated: u64,
    /// Nodes expanded over all iterations.
    pub expanded: u64,
    pub iterations: Vec<Iteration>,
    /// Search time (pattern database loading not included).
    #[serde(serialize_with = "seconds")]
    pub elapsed: Duration,
    /// Whether the length is proved optimal: false when a pattern
    /// database was read from the cache for a goal this binary has no
    /// content hash for (trusted on the file's own checksum, which
    /// whoever can write the file can recompute): a table with raised
    /// values would make a longer path look optimal.
    pub proved: bool,
}

fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

/// Why a search stopped before finding the goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopReason {
    NodeLimit,
    TimeLimit,
    Cancelled,
}

impl StopReason {
    pub fn describe(self) -> &'static str {
        match self {
            StopReason::NodeLimit => "the node limit was reached",
            StopReason::TimeLimit => "the time limit was reached",
            StopReason::Cancelled => "the search was cancelled",
        }
    }
}

/// A search cut short by a limit, with what it had learnt.
#[derive(Debug, Clone, Serialize)]
pub struct Stopped {
    pub reason: StopReason,
    pub generated: u64,
    pub expanded: u64,
    pub iterations: Vec<Iteration>,
    /// Every threshold below this one was searched in full, so the optimal
    /// length is at least this (when `proved`).
    pub lower_bound: u32,
    #[serde(serialize_with = "seconds")]
    pub elapsed: Duration,
    /// Whether `lower_bound` is proved: false when it rests on a cached
    /// table trusted on its checksum only (see [`OptimalSolution::proved`]).
    pub proved: bool,
}

/// Why `solve` returned no solution.
#[derive(Debug, Clone)]
pub enum SolveError {
    /// The board cannot reach the goal (a parity argument; exit 1).
    Unsolvable,
    /// A limit was hit (exit 1).
    Stopped(Stopped),
    /// Bad input (exit 2) or a bug caught (exit 3).
    Error(Error),
}

impl SolveError {
    /// The process exit code (see the README's rules).
    pub fn exit_code(&self) -> u8 {
        match self {
            SolveError::Unsolvable | SolveError::Stopped(_) => 1,
            SolveError::Error(e) => e.exit_code(),
        }
    }
}

impl From<Error> for SolveError {
    fn from(e: Error) -> SolveError {
        SolveError::Error(e)
    }
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Unsolvable => f.write_str("the board cannot reach the goal"),
            SolveError::Stopped(s) => write!(
                f,
                "{} after {} nodes generated: the optimal length is at least {}",
                s.reason.describe(),
                s.generated,
                s.lower_bound
            ),
            SolveError::Error(e) => write!(f, "{e}"),
        }
    }
}

/// What the solver reports while it works.
#[derive(Debug, Clone)]
pub enum Event<'a> {
    /// Pattern database loading or building.
    Pdb(&'a pdb::Event),
    /// An IDA* iteration is about to start.
    Iteration {
        threshold: u32,
        generated: u64,
        elapsed: Duration,
    },
}

/// A solver for one goal and heuristic; reusable for many boards (and from
/// many threads: `solve` takes `&self`).
pub struct Solver {
    goal: Goal,
    heuristic: OptimalHeuristic,
    geometry: Geometry,
    tables: Option<Arc<PdbSet>>,
    /// The 5×5 databases (when the heuristic is `Pdb` on 5×5).
    tables24: Option<Arc<Pdb24>>,
}

impl Solver {
    /// Prepare a solver; for `Pdb`, loads or builds the databases (through
    /// the per-process and on-disk caches).
    pub fn new(
        goal: &Goal,
        heuristic: OptimalHeuristic,
        progress: &mut dyn FnMut(&Event),
    ) -> Result<Solver, Error> {
        let g = goal.board();
        check_size(g)?;
        if heuristic == OptimalHeuristic::Pdb && is_5x5(g) {
            let t = pdb24::for_goal(g, None, &mut |e| progress(&Event::Pdb(e)))?
                .ok_or_else(|| Error::internal("a build that cannot be cancelled was cancelled"))?;
            return Solver::with_pdb24(goal, t);
        }
        let tables = if heuristic == OptimalHeuristic::Pdb {
            Some(pdb::for_goal(g, &mut |e| progress(&Event::Pdb(e)))?)
        } else {
            None
        };
        Ok(Solver {
            goal: goal.clone(),
            heuristic,
            geometry: Geometry::new(g),
            tables,
            tables24: None,
        })
    }

    /// A pattern-database solver from databases already at hand.
    pub fn with_pdb(goal: &Goal, tables: Arc<PdbSet>) -> Result<Solver, Error> {
        let g = goal.board();
        check_size(g)?;
        pdb::check_goal(g)?;
        if tables.goal != *g {
            return Err(Error::internal(
                "pattern databases built for another goal were offered",
            ));
        }
        Ok(Solver {
            goal: goal.clone(),
            heuristic: OptimalHeuristic::Pdb,
            geometry: Geometry::new(g),
            tables: Some(tables),
            tables24: None,
        })
    }

    /// A 5×5 pattern-database solver from databases already at hand (any
    /// layout [`pdb24::Layout`] accepts, e.g. small patterns in tests).
    pub fn with_pdb24(goal: &Goal, tables: Arc<Pdb24>) -> Result<Solver, Error> {
        let g = goal.board();
        pdb24::check_goal(g)?;
        if tables.goal != *g {
            return Err(Error::internal(
                "pattern databases built for another goal were offered",
            ));
        }
        if tables
            .layout
            .partitions
            .iter()
            .map(|p| p.len())
            .sum::<usize>()
            > PDB24_LOOKUPS
        {
            return Err(Error::internal("too many 5x5 pattern lookups"));
        }
        Ok(Solver {
            goal: goal.clone(),
            heuristic: OptimalHeuristic::Pdb,
            geometry: Geometry::new(g),
            tables: None,
            tables24: Some(tables),
        })
    }

    /// True when the databases were built here or verified by content
    /// hash (false when a cached table is trusted on its checksum only).
    pub fn databases_verified(&self) -> bool {
        self.tables.as_ref().is_none_or(|t| t.verified())
            && self.tables24.as_ref().is_none_or(|t| t.verified())
    }

    pub fn heuristic(&self) -> OptimalHeuristic {
        self.heuristic
    }

    /// The heuristic value of a board.
    pub fn h(&self, board: &Board) -> Result<u32, Error> {
        self.check_board(board)?;
        Ok(match self.heuristic {
            OptimalHeuristic::Manhattan => {
                Heuristic::<u64>::init(&Manhattan::new(&self.goal), board.tiles()).1
            }
            OptimalHeuristic::LinearConflict => {
                let lc = LinearConflict::new(&self.goal);
                if board.cells() <= NARROW_CELLS {
                    Heuristic::<u64>::init(&lc, board.tiles()).1
                } else {
                    Heuristic::<u128>::init(&lc, board.tiles()).1
                }
            }
            OptimalHeuristic::Pdb => {
                if let Some(t) = &self.tables24 {
                    return Ok(Heuristic::<u128>::init(&Pdb24Heuristic::new(t), board.tiles()).1);
                }
                let t = self.tables.as_ref().expect("pdb solver has tables");
                PdbHeuristic::new(&self.goal, t).init(board.tiles()).1
            }
        })
    }

    fn check_board(&self, board: &Board) -> Result<(), Error> {
        if !board.same_size(self.goal.board()) {
            return Err(Error::input(format!(
                "the board is {} but the goal is {}",
                board.size_name(),
                self.goal.board().size_name()
            )));
        }
        Ok(())
    }

    /// Find an optimal path from `board` to the goal.
    pub fn solve(
        &self,
        board: &Board,
        limits: &Limits,
        progress: &mut dyn FnMut(&Event),
    ) -> Result<OptimalSolution, SolveError> {
        self.check_board(board)?;
        if !parity::is_solvable(board, &self.goal) {
            return Err(SolveError::Unsolvable);
        }
        let narrow = board.cells() <= NARROW_CELLS;
        let (geo, kind) = (&self.geometry, self.heuristic);
        let solution = match self.heuristic {
            OptimalHeuristic::Manhattan => {
                let h = Manhattan::new(&self.goal);
                if narrow {
                    ida::<u64, _>(geo, &h, kind, board, limits, progress)
                } else {
                    ida::<u128, _>(geo, &h, kind, board, limits, progress)
                }
            }
            OptimalHeuristic::LinearConflict => {
                let h = LinearConflict::new(&self.goal);
                if narrow {
                    ida::<u64, _>(geo, &h, kind, board, limits, progress)
                } else {
                    ida::<u128, _>(geo, &h, kind, board, limits, progress)
                }
            }
            OptimalHeuristic::Pdb if self.tables24.is_some() => {
                let t = self.tables24.as_ref().expect("5x5 tables");
                let h = Pdb24Heuristic::new(t);
                ida::<u128, _>(geo, &h, kind, board, limits, progress)
            }
            OptimalHeuristic::Pdb => {
                // 4×4 (checked when loaded).
                let t = self.tables.as_ref().expect("pdb solver has tables");
                let h = PdbHeuristic::new(&self.goal, t);
                ida::<u64, _>(geo, &h, kind, board, limits, progress)
            }
        };
        // What rests on a table trusted on its checksum only is not
        // proved: neither the length found nor the lower bound.
        let proved = self.databases_verified();
        let (path, mut stats) = solution.map_err(|e| match e {
            SolveError::Stopped(s) => SolveError::Stopped(Stopped { proved, ..s }),
            other => other,
        })?;
        stats.proved = proved;
        // Never hand out a path that does not replay.
        match board.apply_all(&path) {
            Ok(end) if end == *self.goal.board() => {}
            Ok(_) => {
                return Err(Error::internal("the optimal path does not reach the goal").into());
            }
            Err((i, e)) => {
                return Err(Error::internal(format!(
                    "the optimal path fails at move {}: {e}",
                    i + 1
                ))
                .into());
            }
        }
        stats.length = path.len();
        stats.path = path;
        Ok(stats)
    }
}

/// Solve one board optimally (the databases, when needed, come from the
/// caches). The convenience entry point for `solve` and `explain`.
pub fn solve(
    board: &Board,
    goal: &Goal,
    heuristic: OptimalHeuristic,
    limits: &Limits,
    progress: &mut dyn FnMut(&Event),
) -> Result<OptimalSolution, SolveError> {
    if !board.same_size(goal.board()) {
        return Err(Error::input(format!(
            "the board is {} but the goal is {}",
            board.size_name(),
            goal.board().size_name()
        ))
        .into());
    }
    let stopped = || {
        SolveError::Stopped(Stopped {
            reason: StopReason::Cancelled,
            generated: 0,
            expanded: 0,
            iterations: Vec::new(),
            lower_bound: 0,
            elapsed: Duration::ZERO,
            proved: true,
        })
    };
    let solver = if heuristic == OptimalHeuristic::Pdb && is_5x5(goal.board()) {
        let tables = pdb24::for_goal(goal.board(), limits.cancel.as_deref(), &mut |e| {
            progress(&Event::Pdb(e))
        })?;
        match tables {
            Some(t) => Solver::with_pdb24(goal, t)?,
            None => return Err(stopped()),
        }
    } else if heuristic == OptimalHeuristic::Pdb {
        check_size(goal.board())?;
        // Ctrl-C (the cancel flag) also stops a database build.
        let tables = pdb::for_goal_cancellable(goal.board(), limits.cancel.as_deref(), &mut |e| {
            progress(&Event::Pdb(e))
        })?;
        match tables {
            Some(t) => Solver::with_pdb(goal, t)?,
            None => {
                return Err(SolveError::Stopped(Stopped {
                    reason: StopReason::Cancelled,
                    generated: 0,
                    expanded: 0,
                    iterations: Vec::new(),
                    lower_bound: 0,
                    elapsed: Duration::ZERO,
                    proved: true,
                }));
            }
        }
    } else {
        Solver::new(goal, heuristic, progress)?
    };
    solver.solve(board, limits, progress)
}

fn is_5x5(board: &Board) -> bool {
    board.width() == pdb24::SIDE && board.height() == pdb24::SIDE
}

fn check_size(board: &Board) -> Result<(), Error> {
    if board.cells() > MAX_CELLS {
        return Err(Error::input(format!(
            "a {} board has {} cells: the optimal solver handles at most {MAX_CELLS} cells",
            board.size_name(),
            board.cells()
        )));
    }
    Ok(())
}

/// Dir ↔ index (opposites differ in the last bit).
const DIRS: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];
/// The order in which successors are generated (as indices into `DIRS`).
const ORDER: [u8; 4] = [0, 2, 3, 1];

/// Move tables of a board shape.
struct Geometry {
    /// For each blank cell: up to 4 (direction index, target cell).
    moves: [[(u8, u8); 4]; MAX_CELLS],
    counts: [u8; MAX_CELLS],
    goal: Vec<u8>,
}

impl Geometry {
    fn new(goal: &Board) -> Geometry {
        let (w, h) = (goal.width(), goal.height());
        let mut moves = [[(0u8, 0u8); 4]; MAX_CELLS];
        let mut counts = [0u8; MAX_CELLS];
        for cell in 0..w * h {
            let (r, c) = (cell / w, cell % w);
            for &d in &ORDER {
                let target = match DIRS[d as usize] {
                    Dir::Up if r > 0 => Some(cell - w),
                    Dir::Down if r + 1 < h => Some(cell + w),
                    Dir::Left if c > 0 => Some(cell - 1),
                    Dir::Right if c + 1 < w => Some(cell + 1),
                    _ => None,
                };
                if let Some(t) = target {
                    moves[cell][counts[cell] as usize] = (d, t as u8);
                    counts[cell] += 1;
                }
            }
        }
        Geometry {
            moves,
            counts,
            goal: goal.tiles().to_vec(),
        }
    }
}

/// A board packed into one integer, a fixed number of bits per cell.
trait Packed: Copy + Eq {
    fn pack(tiles: &[u8]) -> Self;
    /// The tile on `cell`.
    fn tile(self, cell: usize) -> usize;
    /// The board after `tile` slides from `from` into the blank at `to`.
    fn slide(self, tile: usize, from: usize, to: usize) -> Self;
}

/// Up to 16 cells, 4 bits each.
impl Packed for u64 {
    fn pack(tiles: &[u8]) -> u64 {
        tiles
            .iter()
            .enumerate()
            .fold(0u64, |s, (i, &t)| s | (t as u64) << (4 * i))
    }

    #[inline(always)]
    fn tile(self, cell: usize) -> usize {
        ((self >> (4 * cell)) & 15) as usize
    }

    #[inline(always)]
    fn slide(self, tile: usize, from: usize, to: usize) -> u64 {
        let t = tile as u64;
        self - (t << (4 * from)) + (t << (4 * to))
    }
}

/// Up to 25 cells, 5 bits each.
impl Packed for u128 {
    fn pack(tiles: &[u8]) -> u128 {
        tiles
            .iter()
            .enumerate()
            .fold(0u128, |s, (i, &t)| s | (t as u128) << (5 * i))
    }

    #[inline(always)]
    fn tile(self, cell: usize) -> usize {
        ((self >> (5 * cell)) & 31) as usize
    }

    #[inline(always)]
    fn slide(self, tile: usize, from: usize, to: usize) -> u128 {
        let t = tile as u128;
        self - (t << (5 * from)) + (t << (5 * to))
    }
}

/// A board of up to 16 cells packed 4 bits a cell.
#[cfg(test)]
fn pack(tiles: &[u8]) -> u64 {
    <u64 as Packed>::pack(tiles)
}

/// One move as a heuristic sees it: `tile` slid from `from` to `to`;
/// `before` and `after` are the packed boards.
#[derive(Clone, Copy)]
struct Slide<S = u64> {
    tile: usize,
    from: usize,
    to: usize,
    before: S,
    after: S,
}

/// An incrementally updated heuristic, for boards packed as `S`.
trait Heuristic<S = u64> {
    /// Extra state carried down the search (indices, partial sums).
    type Acc: Copy;
    fn init(&self, tiles: &[u8]) -> (Self::Acc, u32);
    /// The value after one move, from the value before it.
    fn step(&self, acc: Self::Acc, h: u32, m: Slide<S>) -> (Self::Acc, u32);
    /// [`Heuristic::step`] for a search that cuts the child when its value
    /// is above `room`: a heuristic may then stop early and return any
    /// admissible value above `room` (the accumulator is not used again).
    #[inline(always)]
    fn step_within(&self, acc: Self::Acc, h: u32, m: Slide<S>, room: u32) -> (Self::Acc, u32) {
        let _ = room;
        self.step(acc, h, m)
    }
}

/// `md[tile][cell]`: the tile's Manhattan distance from that cell to home.
fn manhattan_table(goal: &Goal) -> [[u8; MAX_CELLS]; MAX_CELLS] {
    let g = goal.board();
    let w = g.width();
    let mut md = [[0u8; MAX_CELLS]; MAX_CELLS];
    for (t, row) in md.iter_mut().enumerate().take(g.cells()).skip(1) {
        let home = goal.home(t as u8);
        for (cell, d) in row.iter_mut().enumerate().take(g.cells()) {
            *d = ((cell / w).abs_diff(home / w) + (cell % w).abs_diff(home % w)) as u8;
        }
    }
    md
}

struct Manhattan {
    md: [[u8; MAX_CELLS]; MAX_CELLS],
}

impl Manhattan {
    fn new(goal: &Goal) -> Manhattan {
        Manhattan {
            md: manhattan_table(goal),
        }
    }
}

impl<S: Packed> Heuristic<S> for Manhattan {
    type Acc = ();
    fn init(&self, tiles: &[u8]) -> ((), u32) {
        let h = tiles
            .iter()
            .enumerate()
            .map(|(c, &t)| self.md[t as usize][c] as u32)
            .sum();
        ((), h)
    }

    #[inline(always)]
    fn step(&self, _: (), h: u32, m: Slide<S>) -> ((), u32) {
        let d = &self.md[m.tile];
        ((), h + d[m.to] as u32 - d[m.from] as u32)
    }
}

/// Manhattan distance plus linear conflicts.
struct LinearConflict {
    md: [[u8; MAX_CELLS]; MAX_CELLS],
    width: usize,
    height: usize,
    home_row: [u8; MAX_CELLS],
    home_col: [u8; MAX_CELLS],
}

impl LinearConflict {
    fn new(goal: &Goal) -> LinearConflict {
        let g = goal.board();
        let w = g.width();
        let mut home_row = [0u8; MAX_CELLS];
        let mut home_col = [0u8; MAX_CELLS];
        for t in 0..g.cells() {
            home_row[t] = (goal.home(t as u8) / w) as u8;
            home_col[t] = (goal.home(t as u8) % w) as u8;
        }
        LinearConflict {
            md: manhattan_table(goal),
            width: w,
            height: g.height(),
            home_row,
            home_col,
        }
    }

    /// 2 × (tiles of this row that belong to it − the longest run of them
    /// already in increasing goal order).
    fn row<S: Packed>(&self, state: S, r: usize) -> u32 {
        let mut keys = [0u8; MAX_CELLS];
        let mut n = 0;
        for c in 0..self.width {
            let t = state.tile(r * self.width + c);
            if t != 0 && self.home_row[t] as usize == r {
                keys[n] = self.home_col[t];
                n += 1;
            }
        }
        2 * (n - lis(&keys[..n])) as u32
    }

    fn col<S: Packed>(&self, state: S, c: usize) -> u32 {
        let mut keys = [0u8; MAX_CELLS];
        let mut n = 0;
        for r in 0..self.height {
            let t = state.tile(r * self.width + c);
            if t != 0 && self.home_col[t] as usize == c {
                keys[n] = self.home_row[t];
                n += 1;
            }
        }
        2 * (n - lis(&keys[..n])) as u32
    }

    fn conflicts<S: Packed>(&self, state: S) -> u32 {
        (0..self.height).map(|r| self.row(state, r)).sum::<u32>()
            + (0..self.width).map(|c| self.col(state, c)).sum::<u32>()
    }
}

/// Length of the longest strictly increasing subsequence (patience sort).
fn lis(keys: &[u8]) -> usize {
    let mut tails = [0u8; MAX_CELLS];
    let mut len = 0;
    for &k in keys {
        let i = tails[..len].iter().position(|&t| t >= k).unwrap_or(len);
        tails[i] = k;
        if i == len {
            len += 1;
        }
    }
    len
}

impl<S: Packed> Heuristic<S> for LinearConflict {
    type Acc = ();
    fn init(&self, tiles: &[u8]) -> ((), u32) {
        let md: u32 = tiles
            .iter()
            .enumerate()
            .map(|(c, &t)| self.md[t as usize][c] as u32)
            .sum();
        ((), md + self.conflicts(S::pack(tiles)))
    }

    #[inline(always)]
    fn step(&self, _: (), h: u32, mv: Slide<S>) -> ((), u32) {
        let Slide {
            tile,
            from,
            to,
            before,
            after,
        } = mv;
        let m = &self.md[tile];
        let w = self.width;
        // A tile moving along its row keeps the order of every row; only
        // the two columns it leaves and enters change (and vice versa).
        let (old, new) = if from / w == to / w {
            let (a, b) = (from % w, to % w);
            (
                self.col(before, a) + self.col(before, b),
                self.col(after, a) + self.col(after, b),
            )
        } else {
            let (a, b) = (from / w, to / w);
            (
                self.row(before, a) + self.row(before, b),
                self.row(after, a) + self.row(after, b),
            )
        };
        ((), h + m[to] as u32 - m[from] as u32 + new - old)
    }
}

/// The pattern-database heuristic with its incremental indices: six
/// packed indices (three per view) and their six values.
struct PdbHeuristic<'a> {
    tabs: [&'a [u8]; 6],
    /// Per tile: which of the six tables its first-view and second-view
    /// copies belong to, and the bit shift of their slot.
    first: [(u8, u8); MAX_CELLS],
    second: [(u8, u8); MAX_CELLS],
    /// Where a cell goes in the second view (the transpose, or itself).
    second_cell: [u8; MAX_CELLS],
}

#[derive(Clone, Copy)]
struct PdbAcc {
    idx: [u32; 6],
    val: [u8; 6],
}

impl<'a> PdbHeuristic<'a> {
    fn new(goal: &Goal, set: &'a PdbSet) -> PdbHeuristic<'a> {
        let dbs: Vec<&'a pdb::PatternDb> = set
            .primary
            .iter()
            .chain(set.secondary.as_ref().unwrap_or(&set.primary).iter())
            .collect();
        let tabs: [&'a [u8]; 6] = std::array::from_fn(|i| dbs[i].table_slice());
        let slot_of = |dbs: &[&pdb::PatternDb], offset: usize, tile: u8| -> (u8, u8) {
            for (g, db) in dbs.iter().enumerate() {
                if let Some(s) = db.pattern.tiles.iter().position(|&t| t == tile) {
                    return ((g + offset) as u8, (4 * s) as u8);
                }
            }
            unreachable!("every tile is in one pattern")
        };
        let mut first = [(0u8, 0u8); MAX_CELLS];
        let mut second = [(0u8, 0u8); MAX_CELLS];
        let mut second_cell = [0u8; MAX_CELLS];
        let relabel = pdb::reflection_labels(goal.board());
        for t in 1..pdb::CELLS as u8 {
            first[t as usize] = slot_of(&dbs[..3], 0, t);
            second[t as usize] = if set.uses_reflection() {
                slot_of(&dbs[..3], 3, relabel[t as usize])
            } else {
                slot_of(&dbs[3..], 3, t)
            };
        }
        for (c, s) in second_cell.iter_mut().enumerate() {
            *s = if set.uses_reflection() {
                pdb::transpose(c) as u8
            } else {
                c as u8
            };
        }
        PdbHeuristic {
            tabs,
            first,
            second,
            second_cell,
        }
    }

    #[inline(always)]
    fn total(val: &[u8; 6]) -> u32 {
        let a = val[0] as u32 + val[1] as u32 + val[2] as u32;
        let b = val[3] as u32 + val[4] as u32 + val[5] as u32;
        a.max(b)
    }
}

impl Heuristic for PdbHeuristic<'_> {
    type Acc = PdbAcc;
    fn init(&self, tiles: &[u8]) -> (PdbAcc, u32) {
        let mut idx = [0u32; 6];
        for (cell, &t) in tiles.iter().enumerate() {
            if t == 0 {
                continue;
            }
            let (g, s) = self.first[t as usize];
            idx[g as usize] |= (cell as u32) << s;
            let (g, s) = self.second[t as usize];
            idx[g as usize] |= (self.second_cell[cell] as u32) << s;
        }
        let val = std::array::from_fn(|i| self.tabs[i][idx[i] as usize]);
        let acc = PdbAcc { idx, val };
        (acc, Self::total(&acc.val))
    }

    #[inline(always)]
    fn step(&self, mut acc: PdbAcc, _: u32, mv: Slide) -> (PdbAcc, u32) {
        let Slide { tile, from, to, .. } = mv;
        let (g, s) = self.first[tile];
        let (g, s) = (g as usize, s as u32);
        let i = acc.idx[g]
            .wrapping_sub((from as u32) << s)
            .wrapping_add((to as u32) << s);
        acc.idx[g] = i;
        acc.val[g] = self.tabs[g][i as usize];
        let (g, s) = self.second[tile];
        let (g, s) = (g as usize, s as u32);
        let (f2, t2) = (self.second_cell[from] as u32, self.second_cell[to] as u32);
        let i = acc.idx[g].wrapping_sub(f2 << s).wrapping_add(t2 << s);
        acc.idx[g] = i;
        acc.val[g] = self.tabs[g][i as usize];
        (acc, Self::total(&acc.val))
    }
}

/// The most pattern lookups (both partitions together) of a 5×5 layout.
const PDB24_LOOKUPS: usize = 16;

/// The 5×5 pattern-database heuristic: per lookup, the pattern tiles'
/// cells (in the table's frame) packed 5 bits per slot, and its value;
/// a move changes one lookup per partition.
struct Pdb24Heuristic<'a> {
    tabs: Vec<&'a [u8]>,
    /// Per tile: (lookup, bit shift of its slot) in each partition.
    slots: [[(u8, u8); 2]; MAX_CELLS],
    maps: [[u8; MAX_CELLS]; PDB24_LOOKUPS],
    sizes: [u8; PDB24_LOOKUPS],
    /// Lookups `0..split` are the first partition, `split..n` the second.
    split: usize,
    n: usize,
}

#[derive(Clone, Copy)]
struct Pdb24Acc {
    cells: [u32; PDB24_LOOKUPS],
    val: [u8; PDB24_LOOKUPS],
}

impl<'a> Pdb24Heuristic<'a> {
    fn new(set: &'a Pdb24) -> Pdb24Heuristic<'a> {
        let parts = &set.layout.partitions;
        let mut tabs = Vec::new();
        let mut slots = [[(0u8, 0u8); 2]; MAX_CELLS];
        let mut maps = [[0u8; MAX_CELLS]; PDB24_LOOKUPS];
        let mut sizes = [0u8; PDB24_LOOKUPS];
        let mut n = 0;
        for (pi, part) in parts.iter().enumerate().take(2) {
            for l in part {
                tabs.push(set.tables[l.table].entries());
                maps[n] = l.map;
                sizes[n] = l.tiles.len() as u8;
                for (slot, &t) in l.tiles.iter().enumerate() {
                    slots[t as usize][pi] = (n as u8, (5 * slot) as u8);
                }
                n += 1;
            }
        }
        Pdb24Heuristic {
            tabs,
            slots,
            maps,
            sizes,
            split: parts[0].len(),
            n,
        }
    }

    #[inline(always)]
    fn value(&self, l: usize, packed: u32) -> u8 {
        let mut used: u32 = 0;
        let mut r: usize = 0;
        for i in 0..self.sizes[l] as usize {
            let c = (packed >> (5 * i)) & 31;
            let below = (used & ((1u32 << c) - 1)).count_ones() as usize;
            r = r * (pdb24::CELLS - i) + (c as usize - below);
            used |= 1 << c;
        }
        self.tabs[l][r]
    }

    #[inline(always)]
    fn total(&self, val: &[u8; PDB24_LOOKUPS]) -> u32 {
        let a: u32 = val[..self.split].iter().map(|&v| v as u32).sum();
        let b: u32 = val[self.split..self.n].iter().map(|&v| v as u32).sum();
        a.max(b)
    }
}

impl<S: Packed> Heuristic<S> for Pdb24Heuristic<'_> {
    type Acc = Pdb24Acc;
    fn init(&self, tiles: &[u8]) -> (Pdb24Acc, u32) {
        let mut acc = Pdb24Acc {
            cells: [0; PDB24_LOOKUPS],
            val: [0; PDB24_LOOKUPS],
        };
        for (cell, &t) in tiles.iter().enumerate() {
            if t == 0 {
                continue;
            }
            for (l, s) in self.slots[t as usize] {
                acc.cells[l as usize] |= (self.maps[l as usize][cell] as u32) << s;
            }
        }
        for l in 0..self.n {
            acc.val[l] = self.value(l, acc.cells[l]);
        }
        (acc, self.total(&acc.val))
    }

    #[inline(always)]
    fn step(&self, acc: Pdb24Acc, h: u32, mv: Slide<S>) -> (Pdb24Acc, u32) {
        self.step_within(acc, h, mv, u32::MAX)
    }

    /// Korf's order: the first partition's sum, and the reflected lookup
    /// only when that sum alone does not cut the child (the reflected half
    /// of the accumulator is left stale then: a cut child is not searched).
    #[inline(always)]
    fn step_within(&self, mut acc: Pdb24Acc, _: u32, mv: Slide<S>, room: u32) -> (Pdb24Acc, u32) {
        let Slide { tile, from, to, .. } = mv;
        let update = |acc: &mut Pdb24Acc, (l, s): (u8, u8)| {
            let (l, s) = (l as usize, s as u32);
            let m = &self.maps[l];
            let c = acc.cells[l] - ((m[from] as u32) << s) + ((m[to] as u32) << s);
            acc.cells[l] = c;
            acc.val[l] = self.value(l, c);
        };
        let [first, second] = self.slots[tile];
        update(&mut acc, first);
        let a: u32 = acc.val[..self.split].iter().map(|&v| v as u32).sum();
        if a > room {
            return (acc, a);
        }
        update(&mut acc, second);
        let b: u32 = acc.val[self.split..self.n].iter().map(|&v| v as u32).sum();
        (acc, a.max(b))
    }
}

/// Run IDA* and return the path with its statistics.
fn ida<S: Packed, H: Heuristic<S>>(
    geo: &Geometry,
    heur: &H,
    kind: OptimalHeuristic,
    board: &Board,
    limits: &Limits,
    progress: &mut dyn FnMut(&Event),
) -> Result<(Vec<Dir>, OptimalSolution), SolveError> {
    let start = Instant::now();
    let (acc, h0) = heur.init(board.tiles());
    let state = S::pack(board.tiles());
    let blank = board.blank_index();
    let mut search = Search {
        geo,
        goal_state: S::pack(&geo.goal),
        heur,
        bound: h0,
        next_bound: u32::MAX,
        generated: 0,
        expanded: 0,
        path: [0u8; 256],
        found_len: 0,
        next_check: 0,
        limits,
        max_nodes: limits.max_nodes.unwrap_or(u64::MAX),
        // A limit too far to represent is no limit (never a panic).
        deadline: limits.time_limit.and_then(|t| start.checked_add(t)),
        stopped: None,
    };
    search.next_check = search.max_nodes.min(CHECK_EVERY);
    let mut iterations = Vec::new();
    // The root is generated once (and its count goes to the first iteration).
    search.generated = 1;
    loop {
        progress(&Event::Iteration {
            threshold: search.bound,
            generated: search.generated,
            elapsed: start.elapsed(),
        });
        let (g0, e0) = if iterations.is_empty() {
            (0, 0)
        } else {
            (search.generated, search.expanded)
        };
        search.next_bound = u32::MAX;
        if search.generated >= search.max_nodes {
            search.stopped = Some(StopReason::NodeLimit);
        }
        let found = search.stopped.is_none() && search.dfs(state, blank, 0, h0, acc, NO_DIR);
        iterations.push(Iteration {
            threshold: search.bound,
            generated: search.generated - g0,
            expanded: search.expanded - e0,
        });
        if let Some(reason) = search.stopped {
            return Err(SolveError::Stopped(Stopped {
                reason,
                generated: search.generated,
                expanded: search.expanded,
                iterations,
                lower_bound: search.bound,
                elapsed: start.elapsed(),
                proved: true,
            }));
        }
        if found {
            let len = search.found_len;
            let path = search.path[..len]
                .iter()
                .map(|&d| DIRS[d as usize])
                .collect();
            let stats = OptimalSolution {
                path: Vec::new(),
                length: len,
                heuristic: kind,
                initial_h: h0,
                generated: search.generated,
                expanded: search.expanded,
                iterations,
                elapsed: start.elapsed(),
                proved: true,
            };
            return Ok((path, stats));
        }
        if search.next_bound == u32::MAX || search.next_bound > 255 {
            return Err(Error::internal(format!(
                "IDA* exhausted the search without reaching the goal of a solvable board (threshold {})",
                search.bound
            ))
            .into());
        }
        search.bound = search.next_bound;
    }
}

const NO_DIR: u8 = 8;
/// Limits are checked every this many generated nodes.
const CHECK_EVERY: u64 = 1 << 20;

struct Search<'a, S: Packed, H: Heuristic<S>> {
    geo: &'a Geometry,
    goal_state: S,
    heur: &'a H,
    bound: u32,
    next_bound: u32,
    generated: u64,
    expanded: u64,
    path: [u8; 256],
    found_len: usize,
    next_check: u64,
    limits: &'a Limits,
    max_nodes: u64,
    deadline: Option<Instant>,
    stopped: Option<StopReason>,
}

impl<S: Packed, H: Heuristic<S>> Search<'_, S, H> {
    /// Search below a node already generated and within the bound.
    /// Returns true when the goal was reached (`path[..found_len]`).
    fn dfs(&mut self, state: S, blank: usize, g: u32, h: u32, acc: H::Acc, prev: u8) -> bool {
        if h == 0 && state == self.goal_state {
            self.found_len = g as usize;
            return true;
        }
        if g as usize >= self.path.len() {
            // Deeper than any board of 25 cells needs: treat as a cutoff.
            return false;
        }
        self.expanded += 1;
        let n = self.geo.counts[blank] as usize;
        let moves = &self.geo.moves[blank];
        for &(d, to) in &moves[..n] {
            if d ^ 1 == prev {
                continue;
            }
            let to = to as usize;
            let tile = state.tile(to);
            let next = state.slide(tile, to, blank);
            let slide = Slide {
                tile,
                from: to,
                to: blank,
                before: state,
                after: next,
            };
            let room = self.bound.saturating_sub(g + 1);
            let (nacc, nh) = self.heur.step_within(acc, h, slide, room);
            self.generated += 1;
            if self.generated >= self.next_check && self.check_limits() {
                return false;
            }
            let f = g + 1 + nh;
            if f > self.bound {
                if f < self.next_bound {
                    self.next_bound = f;
                }
                continue;
            }
            self.path[g as usize] = d;
            if self.dfs(next, to, g + 1, nh, nacc, d) {
                return true;
            }
            if self.stopped.is_some() {
                return false;
            }
        }
        false
    }

    /// Check the limits; true when the search must stop.
    #[cold]
    fn check_limits(&mut self) -> bool {
        if self.generated >= self.max_nodes {
            self.stopped = Some(StopReason::NodeLimit);
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.stopped = Some(StopReason::TimeLimit);
        } else if self
            .limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            self.stopped = Some(StopReason::Cancelled);
        }
        self.next_check = self.max_nodes.min(self.generated + CHECK_EVERY);
        self.stopped.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(w: usize, h: usize, tiles: &[u8]) -> Board {
        Board::new(w, h, tiles.to_vec()).unwrap()
    }

    #[test]
    fn lis_lengths() {
        assert_eq!(lis(&[]), 0);
        assert_eq!(lis(&[2, 1, 0]), 1);
        assert_eq!(lis(&[0, 2, 1, 3]), 3);
        assert_eq!(lis(&[3, 0, 1, 2]), 3);
    }

    #[test]
    fn linear_conflict_counts_tiles_that_must_leave_the_line() {
        // Blank-last 3x3 goal; top row reversed: 3 2 1 need two of them to
        // leave the row: 2 × (3 − 1) = 4 on top of Manhattan 2 + 0 + 2.
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let b = board(3, 3, &[3, 2, 1, 4, 5, 6, 7, 8, 0]);
        let lc = LinearConflict::new(&goal);
        assert_eq!(Heuristic::<u64>::init(&lc, b.tiles()).1, 4 + 4);
        // Per pair counting would say 3 pairs × 2 = 6: not what we count.
        let md = Manhattan::new(&goal);
        assert_eq!(Heuristic::<u64>::init(&md, b.tiles()).1, 4);
    }

    #[test]
    fn incremental_values_match_recomputation() {
        let goal = Goal::new(Board::blank_first(4, 3).unwrap());
        let md = Manhattan::new(&goal);
        let lc = LinearConflict::new(&goal);
        let mut rng = crate::rng::Rng::new(7);
        let mut b = rng.solvable_board(&goal);
        let (_, mut hm) = Heuristic::<u64>::init(&md, b.tiles());
        let (_, mut hl) = Heuristic::<u64>::init(&lc, b.tiles());
        for _ in 0..2000 {
            let moves = b.legal_moves();
            let d = moves[rng.below(moves.len() as u64) as usize];
            let blank = b.blank_index();
            let before = pack(b.tiles());
            b.slide(d).unwrap();
            let to = b.blank_index();
            let tile = b.tiles()[blank] as usize;
            let after = pack(b.tiles());
            let slide = Slide {
                tile,
                from: to,
                to: blank,
                before,
                after,
            };
            hm = md.step((), hm, slide).1;
            hl = lc.step((), hl, slide).1;
            assert_eq!(hm, Heuristic::<u64>::init(&md, b.tiles()).1);
            assert_eq!(hl, Heuristic::<u64>::init(&lc, b.tiles()).1);
        }
    }

    #[test]
    fn solves_small_boards_and_refuses_big_ones() {
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let b = board(3, 3, &[1, 2, 3, 4, 5, 6, 0, 7, 8]);
        for h in [
            OptimalHeuristic::Manhattan,
            OptimalHeuristic::LinearConflict,
        ] {
            let s = solve(&b, &goal, h, &Limits::default(), &mut |_| {}).unwrap();
            assert_eq!(moves_to_string(&s.path), "RR");
            // Root, then: R (f=2 ok) → its successors R (goal) …
            assert_eq!(s.iterations.len(), 1);
        }
        let big = Board::blank_last(6, 5).unwrap();
        let e = solve(
            &big,
            &Goal::new(big.clone()),
            OptimalHeuristic::Manhattan,
            &Limits::default(),
            &mut |_| {},
        )
        .unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("at most 25 cells"), "{e}");
        let e = solve(
            &b,
            &goal,
            OptimalHeuristic::Pdb,
            &Limits::default(),
            &mut |_| {},
        )
        .unwrap_err();
        assert!(e.to_string().contains("4x4 boards only"), "{e}");
    }

    #[test]
    fn wide_packing_reads_and_slides_tiles() {
        let tiles: Vec<u8> = (0..25).rev().collect();
        let s = <u128 as Packed>::pack(&tiles);
        for (cell, &t) in tiles.iter().enumerate() {
            assert_eq!(s.tile(cell), t as usize);
        }
        // Cell 24 holds the blank; the tile of cell 23 slides into it.
        let moved = s.slide(1, 23, 24);
        assert_eq!((moved.tile(23), moved.tile(24)), (0, 1));
        assert!(supports(&Board::blank_first(5, 5).unwrap()));
        assert!(!supports(&Board::blank_first(6, 5).unwrap()));
    }

    #[test]
    fn wide_boards_solve_like_narrow_ones() {
        // The same short scramble on 5x5 (u128) with both heuristics, and
        // linear conflict's increments on the wide packing.
        let goal = Goal::new(Board::blank_first(5, 5).unwrap());
        let mut rng = crate::rng::Rng::new(11);
        let mut b = goal.board().clone();
        for _ in 0..30 {
            let moves = b.legal_moves();
            let d = moves[rng.below(moves.len() as u64) as usize];
            b.slide(d).unwrap();
        }
        let md = solve(
            &b,
            &goal,
            OptimalHeuristic::Manhattan,
            &Limits::default(),
            &mut |_| {},
        )
        .unwrap();
        let lc = solve(
            &b,
            &goal,
            OptimalHeuristic::LinearConflict,
            &Limits::default(),
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(md.length, lc.length);
        assert!(md.length <= 30 && md.length.is_multiple_of(2));
        let lc = LinearConflict::new(&goal);
        let (_, mut h) = Heuristic::<u128>::init(&lc, b.tiles());
        for _ in 0..500 {
            let moves = b.legal_moves();
            let d = moves[rng.below(moves.len() as u64) as usize];
            let blank = b.blank_index();
            let before = <u128 as Packed>::pack(b.tiles());
            b.slide(d).unwrap();
            let to = b.blank_index();
            let tile = b.tiles()[blank] as usize;
            let after = <u128 as Packed>::pack(b.tiles());
            let slide = Slide {
                tile,
                from: to,
                to: blank,
                before,
                after,
            };
            h = lc.step((), h, slide).1;
            assert_eq!(h, Heuristic::<u128>::init(&lc, b.tiles()).1);
        }
    }

    #[test]
    fn unsolvable_is_a_negative_verdict() {
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let b = board(3, 3, &[2, 1, 3, 4, 5, 6, 7, 8, 0]);
        let e = solve(
            &b,
            &goal,
            OptimalHeuristic::Manhattan,
            &Limits::default(),
            &mut |_| {},
        )
        .unwrap_err();
        assert!(matches!(e, SolveError::Unsolvable));
        assert_eq!(e.exit_code(), 1);
    }

    use crate::board::moves_to_string;
}
