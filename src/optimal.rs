//! Optimal solving of boards up to 25 cells by IDA* (Korf 1985).
//!
//! One IDA* core ([`ida`](self) module `ida.rs`) walks every search: the
//! board packed into an integer ([`crate::search::packed::Key`]: a `u64`
//! of 4-bit cells up to 16 cells, a `u128` of 5-bit cells up to 25, the
//! search compiled once for each so the 4×4 path pays nothing for the
//! 5×5), the heuristic updated incrementally from the one tile that moves
//! (`heuristic.rs`: misplaced tiles, Manhattan distance, Manhattan plus
//! linear conflicts; `pdb_heuristic.rs`: the additive pattern databases of
//! [`crate::pdb`] on 4×4 and 5×5), the move back to the parent never
//! generated (nor, with [`Pruning::Duplicates`], the move sequences that
//! others replace: `prune.rs`), the successor table of every blank cell
//! computed once, and
//! the counting convention a parameter: Korf's here ([`Solver`], in
//! `solver.rs`), the teaching engine's in [`engine`]. With
//! [`Limits::jobs`] above 1 an iteration is split among threads
//! (`parallel.rs`).
//!
//! Counting (the definitions that reproduce Korf's 1985 figures exactly):
//! - a node is *generated* when it is created: the root once per search,
//!   and every successor in every iteration (the move back to the parent is
//!   never made, so never counted), including successors cut off because
//!   f = g + h exceeds the threshold. With the successor order up, left,
//!   right, down (of the blank) and [`Pruning::Parent`] (the default of
//!   [`Limits`]) this gives Korf's published counts to the node; counting the root again in every iteration would add one per
//!   iteration after the first;
//! - a node is *expanded* when its successors are generated: a node within
//!   the threshold that is not the goal (the root included).
//!
//! Every count is summed over all iterations. The core never prints:
//! progress goes through an [`Event`] callback.

use crate::board::Dir;
use crate::error::Error;
use crate::pdb;
use crate::search::Stop;
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

mod astar;
mod dida24;
mod dual24;
pub mod engine;
mod heuristic;
mod ida;
mod korf_policy;
mod parallel;
mod pdb78;
mod pdb_heuristic;
mod prune;
mod run;
mod solver;

pub use prune::Pruning;
pub(crate) use solver::KORF_ORDER;
pub use solver::{Solver, solve};

/// The most cells a board may have for the packed representation.
pub(crate) const MAX_CELLS: usize = 25;
/// The most cells of a board whose random instances the solver finishes
/// in seconds (4×4, with the pattern databases): commands that solve random
/// boards (`heuristics check --sample`) stop here; bigger boards, up to
/// [`MAX_CELLS`], are for chosen instances.
pub const RANDOM_BOARD_CELLS: usize = 16;
/// The most cells of the narrow (`u64`, 4 bits per cell) packing.
pub(crate) const NARROW_CELLS: usize = 16;

/// True when the optimal solver handles boards of this size (at most
/// [`MAX_CELLS`] cells; the pattern databases need 4×4, see [`crate::pdb`]).
#[cfg(test)]
pub(crate) fn supports(board: &crate::board::Board) -> bool {
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
}

/// Which lookups of the pattern databases the IDA* core takes (the same
/// tables either way).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PdbVariant {
    /// The regular lookup and the reflected (or transposed) one, the
    /// maximum of the two: consistent, the plain IDA* of the textbooks.
    Plain,
    /// Those two and the same two on the dual board (the 4×4 and 5×5
    /// tables), the maximum of the four, with BPMX in the search (the maximum is not
    /// consistent). Fewer nodes on the same tables.
    Dual,
    /// The four lookups of `Dual` without BPMX (for comparison: still
    /// optimal, more nodes).
    DualNoBpmx,
    /// The four lookups of `Dual` with BPMX, and dual search (DIDA*,
    /// Zahavi, Felner, Holte & Schaeffer 2008): at a node whose blank is
    /// on its goal cell, where the dual lookups are the larger, the search
    /// goes on from the dual board (as far from the goal) and turns the
    /// moves found there back into the board's.
    DualSearch,
    /// Dual search with a jump possible at every node (5×5 only): a node
    /// is a board and the tile that plays its blank, the dual of a node
    /// one of the same kind, the search goes on from it where its lookups
    /// are the larger (`src/optimal/dida24.rs`). Away from the real
    /// puzzle the tables bound fewer groups. Not in [`PdbVariant::ALL`]:
    /// the 4×4 tables do not have it.
    DualSearchAny,
    /// Other tables: the 4×4 7-8 partition (Felner, Korf & Hanan 2004),
    /// its regular and reflected lookups, the maximum of the two
    /// ([`crate::pdb::pdb78`]; 0.58 GB, built only by `pdb build
    /// --partition 7-8`). Not in [`PdbVariant::ALL`], the lookups of one
    /// set of tables.
    SevenEight,
    /// The 7-8 tables with four lookups: regular, reflected, dual and
    /// reflected dual, the maximum, with BPMX (the dual of a 7-8 lookup
    /// reads a table only where it is a lower bound in the dual puzzle:
    /// `optimal/pdb78.rs`). Not in [`PdbVariant::ALL`] either.
    SevenEightDual,
}

impl PdbVariant {
    pub const ALL: [PdbVariant; 4] = [
        PdbVariant::Plain,
        PdbVariant::Dual,
        PdbVariant::DualNoBpmx,
        PdbVariant::DualSearch,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PdbVariant::Plain => "plain",
            PdbVariant::Dual => "dual",
            PdbVariant::DualNoBpmx => "dual-no-bpmx",
            PdbVariant::DualSearch => "dual-search",
            PdbVariant::DualSearchAny => "dual-search-any",
            PdbVariant::SevenEight => pdb::pdb78::NAME,
            PdbVariant::SevenEightDual => "7-8-dual",
        }
    }

    pub fn from_name(name: &str) -> Option<PdbVariant> {
        PdbVariant::ALL
            .into_iter()
            .chain([
                PdbVariant::DualSearchAny,
                PdbVariant::SevenEight,
                PdbVariant::SevenEightDual,
            ])
            .find(|v| v.name() == name)
    }

    /// The variant `--heuristic pdb` (and the default plan) means on a
    /// board of this side: the one measured fastest (docs/src/development.md,
    /// issue 40). On 4×4 the dual lookups generate 35% fewer nodes on
    /// Korf's 100 but cost about 1.5 times as much per node, so the plain
    /// lookups take less time. On 5×5 they cost about 2.5 times as much per
    /// node (two more reads of 127.5 MB tables): they win in CPU time on
    /// Korf & Taylor's 95-move instance (3.7 times fewer nodes, 0.71 of the
    /// time) but lose on the 100-move one (half the nodes, 1.29 times the
    /// time) and on most random boards of 66 to 86 moves (about half the
    /// nodes, 1.0 to 1.8 times the time), so the plain lookups stay.
    pub fn best_for(side: usize) -> PdbVariant {
        let _ = side;
        PdbVariant::Plain
    }

    /// True for the lookups of the 7-8 tables (other tables than the
    /// 6-6-3 ones).
    pub fn seven_eight(self) -> bool {
        matches!(self, PdbVariant::SevenEight | PdbVariant::SevenEightDual)
    }

    /// The lookups the plan takes on the 7-8 tables for many boards
    /// (`solve --batch`, [`crate::solve::Why::Many78`]): the one measured
    /// fastest on Korf's 100 (docs/src/development.md, issue 40).
    pub fn best_for_many78() -> PdbVariant {
        PdbVariant::SevenEight
    }

    /// Whether the variant exists for boards of this side (the dual
    /// lookups: on the 4×4 and the 5×5 tables; the 7-8 tables: 4×4; dual
    /// search with jumps at every node: 5×5).
    pub(crate) fn available(self, side: usize) -> bool {
        match self {
            PdbVariant::Plain => true,
            PdbVariant::SevenEight | PdbVariant::SevenEightDual => side == pdb::SIDE,
            PdbVariant::DualSearchAny => side == pdb::pdb24::SIDE,
            _ => side == pdb::SIDE || side == pdb::pdb24::SIDE,
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
    /// With `jobs` above 1, an iteration is split among the threads only
    /// after one that generated at least this many nodes
    /// ([`solver::PARALLEL_AFTER`] by default): short searches then give
    /// exactly the one-thread counts whatever `jobs` is.
    pub parallel_after: u64,
    /// The move sequences the walk leaves out: by default only the move
    /// back to the parent (the counts of Korf's figures);
    /// [`Pruning::Duplicates`] leaves out thousands of sequences that
    /// others replace, for fewer nodes and the same lengths.
    pub pruning: Pruning,
    /// The order in which the blank's moves are generated (`None`:
    /// Korf's, up, left, right, down, which gives his published counts).
    /// It changes only where the last iteration meets the goal, so its
    /// count, never the length.
    pub order: Option<[Dir; 4]>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_nodes: None,
            time_limit: None,
            cancel: None,
            jobs: 1,
            parallel_after: solver::PARALLEL_AFTER,
            pruning: Pruning::Parent,
            order: None,
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
    pub(crate) heuristic: OptimalHeuristic,
    /// The lookups of the pattern databases (none for other heuristics).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pdb_variant: Option<PdbVariant>,
    /// The move sequences the walk left out ([`Limits::pruning`]).
    pub pruning: Pruning,
    /// The heuristic value of the start board.
    pub initial_h: u32,
    /// Nodes generated: the root once, plus every successor created in every
    /// iteration (Korf's 1985 count).
    pub generated: u64,
    /// Nodes expanded over all iterations.
    pub expanded: u64,
    /// Dual search ([`PdbVariant::DualSearch`]): the nodes, over all
    /// iterations, where the search went on from the dual board (0 for
    /// the other searches).
    pub jumps: u64,
    pub iterations: Vec<Iteration>,
    /// Search time (pattern database loading not included).
    #[serde(serialize_with = "seconds")]
    pub elapsed: Duration,
    /// Whether the length is proved optimal: false when a pattern
    /// database was read from the cache for a goal this binary has no
    /// content hash for (trusted on the file's own checksum, which
    /// whoever can write the file can recompute): a table with raised
    /// values would make a longer path look optimal.
    pub(crate) proved: bool,
    /// The threads the iterations ran on ([`Limits::jobs`]; 1 when
    /// omitted from JSON).
    #[serde(skip_serializing_if = "is_one")]
    pub threads: usize,
    /// True when the last iteration ran on several threads and ended early
    /// (the goal found, or a limit): its counts are those of that parallel
    /// run and may differ from one thread's, which stops at another node.
    /// The iterations before it are complete, and their counts equal one
    /// thread's exactly.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub parallel_last: bool,
}

fn is_one(n: &usize) -> bool {
    *n == 1
}

fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

/// A search cut short by a limit, with what it had learnt.
#[derive(Debug, Clone, Serialize)]
pub struct Stopped {
    /// `NodeLimit`, `TimeLimit` or `Cancelled`: the searches' one [`Stop`].
    pub reason: Stop,
    pub generated: u64,
    pub expanded: u64,
    pub iterations: Vec<Iteration>,
    /// Every threshold below this one was searched in full, so the optimal
    /// length is at least this (when `proved`).
    pub lower_bound: u32,
    #[serde(serialize_with = "seconds")]
    pub(crate) elapsed: Duration,
    /// Whether `lower_bound` is proved: false when it rests on a cached
    /// table trusted on its checksum only (see [`OptimalSolution::proved`]).
    pub(crate) proved: bool,
    /// The threads the iterations ran on ([`Limits::jobs`]; 1 when
    /// omitted from JSON).
    #[serde(skip_serializing_if = "is_one")]
    pub threads: usize,
    /// True when the last iteration ran on several threads and ended early
    /// (a limit): its counts are those of that parallel
    /// run and may differ from one thread's, which stops at another node.
    /// The iterations before it are complete, and their counts equal one
    /// thread's exactly.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub parallel_last: bool,
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
                "stopped ({}) after {} nodes generated: the optimal length is at least {}",
                s.reason.name(),
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
#[cfg(test)]
mod tests {
    use super::heuristic::{Heuristic, LinearConflict, Manhattan, Slide, lis};
    use super::*;
    use crate::board::{Board, Goal};
    use crate::search::packed::Key;

    fn pack(tiles: &[u8]) -> u64 {
        u64::from_cells(tiles)
    }

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
        let s = u128::from_cells(&tiles);
        for (cell, &t) in tiles.iter().enumerate() {
            assert_eq!(s.get(cell), t);
        }
        // Cell 24 holds the blank; the tile of cell 23 slides into it.
        let moved = s.slide(24, 23, 1);
        assert_eq!((moved.get(23), moved.get(24)), (0, 1));
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
            let before = u128::from_cells(b.tiles());
            b.slide(d).unwrap();
            let to = b.blank_index();
            let tile = b.tiles()[blank] as usize;
            let after = u128::from_cells(b.tiles());
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
