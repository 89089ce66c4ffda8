//! Whole state spaces of small boards, searched breadth-first.
//!
//! A board of `n ≤ 12` cells is stored as the *rank* of a permutation, not
//! as a board: cell `i` holds the goal cell of the tile standing there, so the
//! goal is the identity (rank 0), and the rank is the permutation's Lehmer
//! code read as a mixed-radix number (lexicographic order). Distances from the
//! goal are kept in one byte per rank (`0xFF` = not reached), packed eight to a
//! word so that a level can be scanned a word at a time and two threads can
//! write it at once. For 12 cells that is 12! bytes = 457 MiB, and no hash map
//! of boards anywhere.
//!
//! The search runs level by level: scan every rank at distance `d`, expand it,
//! mark the unvisited neighbours `d + 1`. Counting the states at distance `d`
//! while scanning (rather than while marking) keeps the counts exact even when
//! two threads mark the same neighbour.

use crate::board::{Board, Dir};
use crate::clock::Instant;
use crate::error::Result;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

mod rank;
mod verify;

pub(crate) use rank::{Codec, rank, rank_packed, swapped_rank};
pub use rank::{factorial, unrank};
pub use verify::VerifyReport;

/// The most cells a state space may have (12! = 479,001,600 arrangements).
pub const MAX_CELLS: usize = 12;

/// The byte of a state never reached.
const UNREACHED: u8 = 0xFF;
const LANES: u64 = 0x0101_0101_0101_0101;

/// Reported once per level of the search.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    pub depth: usize,
    /// States found at this depth.
    pub(crate) at_depth: u64,
    /// States reached so far, this depth included.
    pub reached: u64,
    /// All arrangements (n!), reached or not.
    pub(crate) states: u64,
    pub(crate) elapsed: Duration,
}

/// Distances from a goal to every arrangement of its board, exact.
pub struct DistanceTable {
    codec: Codec,
    words: Vec<AtomicU64>,
    by_depth: Vec<u64>,
    threads: usize,
}

impl std::fmt::Debug for DistanceTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DistanceTable")
            .field("goal", &self.codec.goal)
            .field("by_depth", &self.by_depth)
            .finish()
    }
}

/// The number of threads worth using: both cores of a small machine.
pub fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 8)
}

/// Breadth-first search from `goal` over its whole state space.
pub fn distances(goal: &Board) -> Result<DistanceTable> {
    distances_with(goal, default_threads(), &mut |_| {})
}

/// [`distances`] with a thread count and a callback after each level.
pub fn distances_with(
    goal: &Board,
    threads: usize,
    progress: &mut dyn FnMut(Progress),
) -> Result<DistanceTable> {
    let codec = Codec::new(goal)?;
    let n = codec.n;
    // Up to 9 cells one thread is faster than starting threads per level.
    let threads = if n < 10 { 1 } else { threads.max(1) };
    let states = codec.states();
    let word_count = states.div_ceil(8) as usize;
    let words: Vec<AtomicU64> = (0..word_count).map(|_| AtomicU64::new(u64::MAX)).collect();
    set_byte(&words, 0, 0);
    let neighbours = neighbour_table(codec.width, codec.height);
    let start = Instant::now();
    let mut by_depth = Vec::new();
    let mut reached = 0u64;
    for depth in 0..UNREACHED as usize - 1 {
        // Ctrl-C stops between levels (see `interrupt`).
        crate::interrupt::check()?;
        let at_depth = expand_level(&codec, &words, &neighbours, depth as u8, threads);
        if at_depth == 0 {
            break;
        }
        by_depth.push(at_depth);
        reached += at_depth;
        progress(Progress {
            depth,
            at_depth,
            reached,
            states,
            elapsed: start.elapsed(),
        });
    }
    Ok(DistanceTable {
        codec,
        words,
        by_depth,
        threads,
    })
}

/// For each cell, the cells the blank can move to.
fn neighbour_table(width: usize, height: usize) -> Vec<Vec<u8>> {
    (0..width * height)
        .map(|i| {
            let (r, c) = (i / width, i % width);
            let mut v = Vec::new();
            if r > 0 {
                v.push((i - width) as u8);
            }
            if r + 1 < height {
                v.push((i + width) as u8);
            }
            if c > 0 {
                v.push((i - 1) as u8);
            }
            if c + 1 < width {
                v.push((i + 1) as u8);
            }
            v
        })
        .collect()
}

#[inline]
fn get_byte(words: &[AtomicU64], r: u64) -> u8 {
    (words[(r >> 3) as usize].load(Ordering::Relaxed) >> (8 * (r & 7))) as u8
}

/// Mark an unreached state. Only one value is written per level, so two
/// threads racing on one byte write the same value.
#[inline]
fn set_byte(words: &[AtomicU64], r: u64, value: u8) {
    let w = &words[(r >> 3) as usize];
    let shift = 8 * (r & 7);
    if (w.load(Ordering::Relaxed) >> shift) as u8 == UNREACHED {
        w.fetch_and(!(((UNREACHED ^ value) as u64) << shift), Ordering::Relaxed);
    }
}

/// True when some byte of `x` equals `value` (may say true wrongly only in
/// the lanes after a match; callers check each lane).
#[inline]
fn may_contain(x: u64, value: u8) -> bool {
    let y = x ^ (LANES * value as u64);
    (y.wrapping_sub(LANES) & !y & (LANES << 7)) != 0
}

/// Chunks of words handed to threads one at a time.
const CHUNK_WORDS: usize = 4096;

/// Expand every state at `depth`; return how many there were.
fn expand_level(
    codec: &Codec,
    words: &[AtomicU64],
    neighbours: &[Vec<u8>],
    depth: u8,
    threads: usize,
) -> u64 {
    let next_chunk = AtomicUsize::new(0);
    let work = || {
        let mut count = 0u64;
        let n = codec.n;
        let mut p = [0u8; MAX_CELLS];
        let mut digits = [0u8; MAX_CELLS];
        let weights: Vec<u64> = (0..n).map(|k| factorial(n - 1 - k)).collect();
        loop {
            let chunk = next_chunk.fetch_add(1, Ordering::Relaxed);
            let first = chunk * CHUNK_WORDS;
            if first >= words.len() {
                break;
            }
            let last = (first + CHUNK_WORDS).min(words.len());
            for wi in first..last {
                let x = words[wi].load(Ordering::Relaxed);
                if !may_contain(x, depth) {
                    continue;
                }
                for lane in 0..8 {
                    if (x >> (8 * lane)) as u8 != depth {
                        continue;
                    }
                    count += 1;
                    let r = (wi as u64) * 8 + lane;
                    let (_, b) = codec.decode_into(r, &mut p[..n], &mut digits[..n]);
                    for &t in &neighbours[b] {
                        let (i, j) = (b.min(t as usize), b.max(t as usize));
                        let r2 = swapped_rank(r, &p[..n], &digits[..n], i, j, &weights);
                        set_byte(words, r2, depth + 1);
                    }
                }
            }
        }
        count
    };
    if threads == 1 {
        return work();
    }
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("search thread"))
            .sum()
    })
}

impl DistanceTable {
    pub(crate) fn codec(&self) -> &Codec {
        &self.codec
    }

    pub(crate) fn goal(&self) -> &Board {
        &self.codec.goal
    }

    /// The fewest moves from the board to the goal (moves are reversible, so
    /// also from the goal to the board); `None` when unreachable.
    pub fn distance(&self, board: &Board) -> Option<u8> {
        if !board.same_size(&self.codec.goal) {
            return None;
        }
        self.distance_of_rank(self.codec.rank_board(board))
    }

    pub(crate) fn distance_of_rank(&self, r: u64) -> Option<u8> {
        if r >= self.codec.states() {
            return None;
        }
        let d = get_byte(&self.words, r);
        (d != UNREACHED).then_some(d)
    }

    /// Every reached state as (rank, distance), in rank order; turn a rank
    /// into a board with `codec().board(rank)`.
    pub(crate) fn reached_ranks(&self) -> impl Iterator<Item = (u64, u8)> + '_ {
        let states = self.states();
        self.words.iter().enumerate().flat_map(move |(wi, w)| {
            let x = w.load(Ordering::Relaxed);
            (0..8u64).filter_map(move |lane| {
                let r = wi as u64 * 8 + lane;
                let d = (x >> (8 * lane)) as u8;
                (d != UNREACHED && r < states).then_some((r, d))
            })
        })
    }

    /// States at each distance: `by_depth()[d]` boards are `d` moves away.
    pub fn by_depth(&self) -> &[u64] {
        &self.by_depth
    }

    /// States reached from the goal (the goal included).
    pub fn reached(&self) -> u64 {
        self.by_depth.iter().sum()
    }

    /// The largest distance.
    pub fn max_depth(&self) -> usize {
        self.by_depth.len().saturating_sub(1)
    }

    /// All arrangements of the board, reachable or not (n!).
    pub(crate) fn states(&self) -> u64 {
        self.codec.states()
    }

    /// Up to `limit` boards at exactly `depth` moves, in rank order.
    pub fn boards_at(&self, depth: u8, limit: usize) -> Vec<Board> {
        let mut found = Vec::new();
        for (wi, w) in self.words.iter().enumerate() {
            if found.len() >= limit {
                break;
            }
            let x = w.load(Ordering::Relaxed);
            if !may_contain(x, depth) {
                continue;
            }
            for lane in 0..8u64 {
                let r = wi as u64 * 8 + lane;
                if (x >> (8 * lane)) as u8 == depth && r < self.states() && found.len() < limit {
                    found.push(self.codec.board(r));
                }
            }
        }
        found
    }

    /// A shortest move sequence from `board` to the goal, read off the table
    /// (each step goes to a neighbour one move closer).
    pub fn path_to_goal(&self, board: &Board) -> Option<Vec<Dir>> {
        let mut d = self.distance(board)?;
        let mut b = board.clone();
        let mut moves = Vec::with_capacity(d as usize);
        while d > 0 {
            let (dir, next) = b
                .legal_moves()
                .into_iter()
                .map(|m| (m, b.moved(m).expect("legal")))
                .find(|(_, nb)| self.distance(nb) == Some(d - 1))?;
            moves.push(dir);
            b = next;
            d -= 1;
        }
        Some(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Goal;
    use crate::parity::is_solvable;

    #[test]
    fn rank_and_unrank_are_inverse() {
        let mut out = [0u8; 5];
        for r in 0..120 {
            unrank(r, &mut out);
            assert_eq!(rank(&out), r);
        }
        assert_eq!(rank(&[0, 1, 2, 3]), 0);
        assert_eq!(rank(&[3, 2, 1, 0]), 23);
    }

    #[test]
    fn swapped_rank_is_rank_of_the_swap() {
        let goal = Board::blank_last(3, 3).unwrap();
        let codec = Codec::new(&goal).unwrap();
        let weights: Vec<u64> = (0..9).map(|k| factorial(8 - k)).collect();
        let (mut p, mut digits) = ([0u8; 9], [0u8; 9]);
        for r in 0..factorial(9) {
            codec.decode_into(r, &mut p, &mut digits);
            for (i, j) in [
                (0, 1),
                (3, 4),
                (7, 8),
                (0, 3),
                (2, 5),
                (5, 8),
                (0, 8),
                (1, 6),
            ] {
                let mut q = p;
                q.swap(i, j);
                assert_eq!(swapped_rank(r, &p, &digits, i, j, &weights), rank(&q));
            }
        }
    }

    #[test]
    fn packed_rank_is_rank() {
        let mut out = [0u8; 6];
        for r in 0..720 {
            unrank(r, &mut out);
            let packed = out
                .iter()
                .enumerate()
                .fold(0u64, |acc, (i, &v)| acc | ((v as u64) << (4 * i)));
            assert_eq!(rank_packed(packed, 6), r);
        }
    }

    #[test]
    fn codec_decode_matches_plain_unrank() {
        let goal = Board::blank_last(3, 3).unwrap();
        let codec = Codec::new(&goal).unwrap();
        let mut a = [0u8; 9];
        let mut b = [0u8; 9];
        for r in (0..362_880).step_by(97) {
            unrank(r, &mut a);
            codec.decode(r, &mut b);
            assert_eq!(a, b);
            assert_eq!(codec.rank_board(&codec.board(r)), r);
        }
        assert_eq!(codec.rank_board(&goal), 0);
    }

    /// The fast rule on ranks is the tool's rule, arrangement by arrangement.
    #[test]
    fn fast_prediction_is_the_parity_rule() {
        for (w, h, goal) in [
            (3, 3, Board::blank_last(3, 3).unwrap()),
            (2, 3, Board::blank_first(2, 3).unwrap()),
            (4, 2, Board::snail(4, 2).unwrap()),
            (3, 2, Board::snail(3, 2).unwrap()),
        ] {
            let codec = Codec::new(&goal).unwrap();
            let g = Goal::new(goal.clone());
            let n = w * h;
            let mut p = vec![0u8; n];
            for r in 0..factorial(n) {
                let parity = codec.decode(r, &mut p);
                let board = codec.board(r);
                assert_eq!(
                    codec.predicted_solvable(&p, parity),
                    is_solvable(&board, &g),
                    "{board:?}"
                );
            }
        }
    }

    #[test]
    fn reached_ranks_lists_every_reached_state() {
        let table = distances(&Board::blank_first(2, 3).unwrap()).unwrap();
        let listed: Vec<(u64, u8)> = table.reached_ranks().collect();
        assert_eq!(listed.len(), 360);
        for (r, d) in listed {
            assert_eq!(table.distance(&table.codec().board(r)), Some(d));
        }
    }

    #[test]
    fn too_many_cells_is_refused() {
        let e = distances(&Board::blank_last(4, 4).unwrap()).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("at most 12 cells"), "{e}");
    }
}
