//! Which move sequences the IDA* walk never makes: a finite-state machine
//! over the blank's moves (Taylor & Korf 1993, "Pruning duplicate nodes in
//! depth-first search").
//!
//! A depth-first search that remembers no nodes reaches the same board by
//! many paths. With [`Pruning::Parent`] only the move straight back is left
//! out (Korf 1985: the counts of the published figures). With
//! [`Pruning::Duplicates`] every sequence of up to [`DUPLICATE_DEPTH`]
//! moves that another sequence *replaces* is left out too. `T'` replaces
//! `T` when
//! - both move the same tiles to the same cells and end with the blank on
//!   the same cell, on a board big enough for both (the effect depends
//!   only on the moves: it is worked out on an unbounded grid of distinct
//!   tiles, [`duplicates`]);
//! - `T'` is shorter, or as long and earlier in the order up, down, left,
//!   right of its moves; and
//! - the cells the blank visits in `T'` lie within the rectangle of the
//!   cells it visits in `T` (so `T'` is legal wherever `T` is, on any
//!   board).
//!
//! Why no shortest path is lost: of the shortest paths from a board to the
//! goal, take the first in that order. If it contained a replaced sequence,
//! putting the replacement in its place would give a legal path as short
//! and earlier, or shorter: so it contains none, and the walk, which drops
//! only paths that contain one, keeps it. Every node on it is within the
//! last iteration's threshold (h is admissible), so IDA* still finds the
//! optimal length; the earlier iterations only lose nodes.
//!
//! The sequences are found ahead of time (a breadth-first search over the
//! move sequences of up to [`DUPLICATE_DEPTH`] moves on the unbounded
//! grid, [`duplicates`]: seconds and a gigabyte) and shipped with their
//! replacements (`duplicates.bin`; the unit tests check that the file is
//! what the search finds and every replacement again from the moves,
//! [`replaces`]). On first use in a process they are made into one
//! automaton ([`Fsm::from_patterns`], a few milliseconds): a state per
//! prefix of a sequence, a transition per move, and a dead transition
//! where a move would complete one. The walk carries the state of its path
//! and never takes a dead transition.

use serde::Serialize;
use std::sync::OnceLock;

/// Which move sequences the optimal solver's walk leaves out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pruning {
    /// Only the move back to the parent (Korf 1985): the counts of the
    /// published figures and of the C reference, node for node.
    Parent,
    /// Every sequence of up to [`DUPLICATE_DEPTH`] moves that an earlier,
    /// no longer one replaces (see the module documentation): fewer nodes,
    /// the same optimal lengths.
    Duplicates,
}

impl Pruning {
    pub const ALL: [Pruning; 2] = [Pruning::Parent, Pruning::Duplicates];

    pub fn name(self) -> &'static str {
        match self {
            Pruning::Parent => "parent",
            Pruning::Duplicates => "duplicates",
        }
    }

    pub fn from_name(name: &str) -> Option<Pruning> {
        Pruning::ALL.into_iter().find(|p| p.name() == name)
    }

    /// What the pipeline's pattern-database searches use unless asked
    /// (`solve`, `solve --batch`, the benchmarks): the duplicates, measured
    /// on the same tables (docs/src/development.md, issue 40) at 0.72 of
    /// the nodes on Korf's first 15-puzzle instance and 0.43 on Korf &
    /// Taylor's 95-move 24-puzzle instance, in half the time; the
    /// automaton takes about 6 ms to make, once per process.
    pub fn best() -> Pruning {
        Pruning::Duplicates
    }

    /// How many move sequences it leaves out, and the longest looked at
    /// (for the report: 4 of 2 moves for [`Pruning::Parent`]).
    pub fn sequences(self) -> (usize, usize) {
        match self {
            Pruning::Parent => (4, 2),
            Pruning::Duplicates => (Fsm::of(self).patterns(), DUPLICATE_DEPTH),
        }
    }
}

/// The longest move sequence looked at for duplicates: 14 moves, 18,700
/// sequences left out (187 KB shipped; an automaton of 85,192 states,
/// 1.4 MB, made in about 6 ms). Longer ones leave out more nodes but make
/// bigger automata, and the search for them grows threefold a move (about
/// 6.5 s and 1 GB at 14).
pub(crate) const DUPLICATE_DEPTH: usize = 14;

/// A dead transition: the move would complete a left-out sequence.
pub(crate) const DEAD: u32 = u32::MAX;

/// The automaton: for each state, the next state after each move (codes of
/// [`crate::search::dir_code`]: up 0, down 1, left 2, right 3), or
/// [`DEAD`]. State 0 is the start (no move made yet).
#[derive(Debug)]
pub(crate) struct Fsm {
    next: Vec<[u32; 4]>,
    /// How many sequences it leaves out.
    patterns: usize,
}

impl Fsm {
    /// The automaton of `pruning`, made once per process.
    pub(crate) fn of(pruning: Pruning) -> &'static Fsm {
        static PARENT: OnceLock<Fsm> = OnceLock::new();
        static DUPLICATES: OnceLock<Fsm> = OnceLock::new();
        match pruning {
            Pruning::Parent => PARENT.get_or_init(Fsm::parent),
            Pruning::Duplicates => DUPLICATES.get_or_init(|| Fsm::build(file_patterns())),
        }
    }

    /// Only the move back is dead: state 1 + d after the move d.
    fn parent() -> Fsm {
        let mut next = vec![[1, 2, 3, 4]; 5];
        for (d, row) in next.iter_mut().skip(1).enumerate() {
            row[d ^ 1] = DEAD;
        }
        Fsm { next, patterns: 4 }
    }

    /// The automaton that leaves out every sequence containing one of
    /// `patterns` (moves 0 to 3): Aho & Corasick's (1975), a state per
    /// prefix of a pattern, the missing moves completed along the failure
    /// links, and a move dead where it ends a pattern, there or in a
    /// suffix. Written here rather than taken from the `aho-corasick`
    /// crate: built for byte alphabets, that crate takes 0.2 to 1 s on the
    /// solver's 18,700 patterns of four symbols, this a few milliseconds.
    #[cfg(test)]
    pub(crate) fn from_patterns(patterns: &[Vec<u8>]) -> Fsm {
        Fsm::build(patterns.iter().map(|p| p.iter().copied()))
    }

    /// [`Fsm::from_patterns`] from any sequences of moves.
    fn build<P: IntoIterator<Item = u8>>(patterns: impl IntoIterator<Item = P>) -> Fsm {
        const NONE: u32 = u32::MAX;
        let mut goto: Vec<[u32; 4]> = Vec::with_capacity(1 << 17);
        goto.push([NONE; 4]);
        let mut ends = vec![false];
        let mut count = 0;
        for p in patterns {
            count += 1;
            let mut s = 0;
            for d in p {
                let d = d as usize & 3;
                if goto[s][d] == NONE {
                    goto.push([NONE; 4]);
                    ends.push(false);
                    goto[s][d] = (goto.len() - 1) as u32;
                }
                s = goto[s][d] as usize;
            }
            ends[s] = true;
        }
        // Breadth first, so a state's failure state (shorter) is complete
        // before it.
        let mut fail = vec![0u32; goto.len()];
        let mut queue = std::collections::VecDeque::new();
        for slot in goto[0].iter_mut() {
            match *slot {
                NONE => *slot = 0,
                t => queue.push_back(t as usize),
            }
        }
        // The root is never queued: a queued state's failure state has
        // all four moves already.
        while let Some(s) = queue.pop_front() {
            let f = fail[s] as usize;
            ends[s] |= ends[f];
            let on_fail = goto[f];
            for (slot, to) in goto[s].iter_mut().zip(on_fail) {
                match *slot {
                    NONE => *slot = to,
                    t => {
                        fail[t as usize] = to;
                        queue.push_back(t as usize);
                    }
                }
            }
        }
        let next = goto
            .iter()
            .map(|row| row.map(|t| if ends[t as usize] { DEAD } else { t }))
            .collect();
        Fsm {
            next,
            patterns: count,
        }
    }

    /// The state after the move `d` from `state`, or [`DEAD`].
    #[inline(always)]
    pub(crate) fn next(&self, state: u32, d: u8) -> u32 {
        self.next[state as usize][d as usize & 3]
    }

    /// How many sequences the automaton leaves out.
    pub(crate) fn patterns(&self) -> usize {
        self.patterns
    }

    /// How many states it has (those a pattern ends on included).
    #[cfg(test)]
    pub(crate) fn states(&self) -> usize {
        self.next.len()
    }
}

/// The left-out sequences of the solver ([`DUPLICATE_DEPTH`] moves), as
/// [`duplicates`] finds them, each with its replacement: 10 bytes each (the
/// two lengths, then the two sequences, 2 bits a move, the last move in
/// the lowest bits, as little-endian `u32`s). Made by
/// `NPUZZLE_WRITE_DUPLICATES=1 cargo test --release --lib
/// the_duplicates_file_is_what_the_search_finds`, which otherwise checks it
/// (`prune/discover.rs`).
static DUPLICATES_FILE: &[u8] = include_bytes!("duplicates.bin");

/// The left-out sequences of [`DUPLICATES_FILE`], move by move.
fn file_patterns() -> impl Iterator<Item = impl Iterator<Item = u8>> {
    DUPLICATES_FILE
        .chunks_exact(10)
        .filter(|r| r[0] <= 16)
        .map(|r| {
            let (len, code) = (r[0] as usize, u32::from_le_bytes([r[2], r[3], r[4], r[5]]));
            (0..len).rev().map(move |i| (code >> (2 * i) & 3) as u8)
        })
}

#[cfg(test)]
mod discover;

#[cfg(test)]
mod tests {
    use super::Pruning;
    use crate::board::{Board, Goal};
    use crate::optimal::{Limits, OptimalHeuristic, Solver};
    use crate::rng::Rng;

    /// Solve `boards` with both prunings: the same lengths; the total
    /// nodes generated of each.
    fn both(goal: &Goal, boards: &[Board], h: OptimalHeuristic, jobs: usize) -> (u64, u64) {
        let solver = Solver::new(goal, h, &mut |_| {}).expect("a solver");
        let (mut parent, mut dup) = (0, 0);
        for b in boards {
            let run = |pruning| {
                let limits = Limits {
                    pruning,
                    jobs,
                    // Split every iteration among the threads.
                    parallel_after: if jobs > 1 { 0 } else { u64::MAX },
                    ..Limits::default()
                };
                solver.solve(b, &limits, &mut |_| {}).expect("solved")
            };
            let (p, d) = (run(Pruning::Parent), run(Pruning::Duplicates));
            assert_eq!(p.length, d.length, "{b} ({h:?}, {jobs} threads)");
            assert_eq!(d.pruning, Pruning::Duplicates);
            parent += p.generated;
            dup += d.generated;
        }
        (parent, dup)
    }

    #[test]
    fn the_duplicates_keep_every_optimal_length_with_fewer_nodes() {
        let mut rng = Rng::new(40);
        // Random boards of small sizes (every edge case of the automaton's
        // rectangles), and walks on 4x4 and 5x5.
        for (w, h, n, heur) in [
            (3, 3, 120, OptimalHeuristic::Manhattan),
            (2, 4, 60, OptimalHeuristic::Manhattan),
            (4, 2, 60, OptimalHeuristic::Manhattan),
            (3, 4, 6, OptimalHeuristic::LinearConflict),
            (2, 5, 20, OptimalHeuristic::LinearConflict),
        ] {
            let goal = Goal::new(Board::blank_first(w, h).unwrap());
            let boards: Vec<Board> = (0..n).map(|_| rng.solvable_board(&goal)).collect();
            let (p, d) = both(&goal, &boards, heur, 1);
            assert!(
                d < p,
                "{w}x{h}: {d} nodes with the duplicates left out, {p} without"
            );
        }
        for (side, steps, n) in [(4, 44, 10), (5, 40, 6)] {
            let goal = Goal::new(Board::blank_last(side, side).unwrap());
            let boards: Vec<Board> = (0..n)
                .map(|_| {
                    let path = rng.walk(goal.board(), steps);
                    goal.board().apply_all(&path).expect("legal")
                })
                .collect();
            for jobs in [1, 2] {
                let (p, d) = both(&goal, &boards, OptimalHeuristic::LinearConflict, jobs);
                assert!(
                    d < p,
                    "{side}x{side}, {jobs} threads: {d} nodes, {p} without"
                );
            }
        }
    }
}
