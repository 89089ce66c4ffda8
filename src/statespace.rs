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
use crate::error::{Error, Result};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The most cells a state space may have (12! = 479,001,600 arrangements).
pub const MAX_CELLS: usize = 12;

/// The byte of a state never reached.
const UNREACHED: u8 = 0xFF;
const LANES: u64 = 0x0101_0101_0101_0101;

/// `n!` for `n ≤ 20`.
pub fn factorial(n: usize) -> u64 {
    (1..=n as u64).product()
}

/// Bits set in every 12-bit number: a table, because the default x86-64
/// target has no popcount instruction and this is the inner loop.
static POPCOUNT: [u8; 1 << MAX_CELLS] = {
    let mut t = [0u8; 1 << MAX_CELLS];
    let mut i = 1;
    while i < t.len() {
        t[i] = t[i >> 1] + (i & 1) as u8;
        i += 1;
    }
    t
};

/// The lexicographic rank of a permutation of `0..p.len()` (at most 16 items).
pub fn rank(p: &[u8]) -> u64 {
    let n = p.len();
    let mut remaining: u32 = (1u32 << n) - 1;
    let mut r = 0u64;
    for (k, &v) in p.iter().enumerate() {
        let below = remaining & ((1u32 << v) - 1);
        let smaller = if n <= MAX_CELLS {
            POPCOUNT[below as usize] as u64
        } else {
            below.count_ones() as u64
        };
        remaining ^= 1 << v;
        r = r * (n - k) as u64 + smaller;
    }
    r
}

/// [`rank`] of a permutation of `0..n` (n ≤ 12) packed 4 bits per item,
/// item 0 in the lowest bits.
#[inline]
pub fn rank_packed(packed: u64, n: usize) -> u64 {
    debug_assert!(n <= MAX_CELLS);
    let mut remaining: u32 = (1u32 << n) - 1;
    let mut r = 0u64;
    for k in 0..n {
        let v = ((packed >> (4 * k)) & 0xF) as u32;
        r = r * (n - k) as u64 + POPCOUNT[(remaining & ((1u32 << v) - 1)) as usize] as u64;
        remaining ^= 1 << v;
    }
    r
}

/// The rank after swapping positions `i < j` of the permutation `p` (rank
/// `r`, Lehmer digits `digits`), without ranking it again: only the digits
/// from `i` to `j` change. `weights[k]` = (n−1−k)!.
#[inline]
pub fn swapped_rank(r: u64, p: &[u8], digits: &[u8], i: usize, j: usize, weights: &[u64]) -> u64 {
    let (x, y) = (p[i], p[j]);
    let mut delta: i64 = 0;
    let (mut below_x, mut below_y) = (0i64, 0i64);
    for k in i + 1..j {
        let v = p[k];
        below_x += (v < x) as i64;
        below_y += (v < y) as i64;
        // Cell k now has x after it instead of y.
        delta += ((x < v) as i64 - (y < v) as i64) * weights[k] as i64;
    }
    let (di, dj) = (digits[i] as i64, digits[j] as i64);
    let new_i = dj + below_y + (x < y) as i64;
    let new_j = di - below_x - (y < x) as i64;
    delta += (new_i - di) * weights[i] as i64 + (new_j - dj) * weights[j] as i64;
    (r as i64 + delta) as u64
}

/// The permutation of `0..out.len()` with the given lexicographic rank.
pub fn unrank(mut r: u64, out: &mut [u8]) {
    let n = out.len();
    let mut digits = [0u8; 16];
    for k in (0..n).rev() {
        let radix = (n - k) as u64;
        digits[k] = (r % radix) as u8;
        r /= radix;
    }
    decode_digits(&digits[..n], out);
}

/// Turn Lehmer digits into the permutation (digit k = how many of the
/// values not yet used are smaller than the value at position k).
fn decode_digits(digits: &[u8], out: &mut [u8]) {
    let mut remaining: u32 = (1u32 << digits.len()) - 1;
    for (k, &d) in digits.iter().enumerate() {
        let mut m = remaining;
        for _ in 0..d {
            m &= m - 1;
        }
        let v = m.trailing_zeros();
        remaining ^= 1 << v;
        out[k] = v as u8;
    }
}

/// Fast conversion between ranks, permutations and boards of one size and
/// goal. Unranking uses two precomputed digit tables (the last up to seven
/// Lehmer digits, and the rest) instead of a division per digit.
#[derive(Debug, Clone)]
pub struct Codec {
    width: usize,
    height: usize,
    n: usize,
    goal: Board,
    /// `home[tile]` = goal cell of the tile.
    home: Vec<u8>,
    /// Cell of the blank in the goal (the value that marks the blank).
    blank_value: u8,
    low_count: usize,
    low_radix: u64,
    /// Packed 4-bit digits (positions n-low_count..n) and bit 63 = parity.
    low: Vec<u64>,
    high: Vec<u64>,
    /// For each low index and each `j`: where, among the last `low_count`
    /// cells, the `j`-th smallest of their values stands.
    low_positions: Vec<u8>,
}

impl Codec {
    /// A codec for boards of the goal's size, ranks relative to the goal.
    pub fn new(goal: &Board) -> Result<Codec> {
        let n = goal.cells();
        if n > MAX_CELLS {
            return Err(too_big(goal.width(), goal.height()));
        }
        let mut home = vec![0u8; n];
        for (i, &t) in goal.tiles().iter().enumerate() {
            home[t as usize] = i as u8;
        }
        let low_count = n.min(7);
        let high_count = n - low_count;
        let radices_low: Vec<u64> = (0..low_count).map(|k| (low_count - k) as u64).collect();
        let radices_high: Vec<u64> = (0..high_count).map(|k| (n - k) as u64).collect();
        let low = digit_table(&radices_low);
        let mut low_positions = vec![0u8; low.len() * low_count];
        let mut q = [0u8; MAX_CELLS];
        for (x, &packed) in low.iter().enumerate() {
            let digits: Vec<u8> = (0..low_count)
                .map(|k| ((packed >> (4 * k)) & 0xF) as u8)
                .collect();
            decode_digits(&digits, &mut q[..low_count]);
            for (position, &j) in q[..low_count].iter().enumerate() {
                low_positions[x * low_count + j as usize] = position as u8;
            }
        }
        Ok(Codec {
            width: goal.width(),
            height: goal.height(),
            n,
            goal: goal.clone(),
            blank_value: home[0],
            home,
            low_count,
            low_radix: factorial(low_count),
            low,
            high: digit_table(&radices_high),
            low_positions,
        })
    }

    pub fn cells(&self) -> usize {
        self.n
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Number of arrangements, `n!`.
    pub fn states(&self) -> u64 {
        factorial(self.n)
    }

    /// The permutation of a board: cell `i` holds the goal cell of its tile.
    pub fn permutation(&self, board: &Board, out: &mut [u8]) {
        for (o, &t) in out.iter_mut().zip(board.tiles()) {
            *o = self.home[t as usize];
        }
    }

    /// The rank of a board of this size (0 for the goal).
    pub fn rank_board(&self, board: &Board) -> u64 {
        let mut p = [0u8; MAX_CELLS];
        self.permutation(board, &mut p[..self.n]);
        rank(&p[..self.n])
    }

    /// The board with this rank.
    pub fn board(&self, r: u64) -> Board {
        let mut p = [0u8; MAX_CELLS];
        self.decode(r, &mut p[..self.n]);
        let tiles: Vec<u8> = p[..self.n]
            .iter()
            .map(|&c| self.goal.tiles()[c as usize])
            .collect();
        Board::new(self.width, self.height, tiles).expect("a permutation is a board")
    }

    /// Unrank into `out` and return the parity of the permutation (the sum
    /// of its Lehmer digits, mod 2).
    #[inline]
    pub fn decode(&self, r: u64, out: &mut [u8]) -> u8 {
        self.decode_with_blank(r, out).0
    }

    /// [`Codec::decode`], also returning the blank's cell.
    #[inline]
    pub fn decode_with_blank(&self, r: u64, out: &mut [u8]) -> (u8, usize) {
        let mut digits = [0u8; MAX_CELLS];
        self.decode_into(r, out, &mut digits)
    }

    /// Unrank into `out` and its Lehmer digits into `digits`; return the
    /// parity and the blank's cell. The values not yet used are kept in
    /// order as 4-bit items of one word, so taking the d-th is a shift and a
    /// mask, without branches.
    #[inline]
    pub fn decode_into(&self, r: u64, out: &mut [u8], digits: &mut [u8]) -> (u8, usize) {
        let lo = self.low[(r % self.low_radix) as usize];
        let hi = self.high[(r / self.low_radix) as usize];
        let high_count = self.n - self.low_count;
        let mut list: u64 = 0xBA98_7654_3210;
        let mut blank = 0;
        for (k, (o, digit)) in out
            .iter_mut()
            .zip(digits.iter_mut())
            .enumerate()
            .take(self.n)
        {
            let d = if k < high_count {
                (hi >> (4 * k)) & 0xF
            } else {
                (lo >> (4 * (k - high_count))) & 0xF
            };
            *digit = d as u8;
            let shift = 4 * d;
            let v = ((list >> shift) & 0xF) as u8;
            let below = list & ((1u64 << shift) - 1);
            list = below | ((list >> (shift + 4)) << shift);
            *o = v;
            if v == self.blank_value {
                blank = k;
            }
        }
        (((lo >> 63) ^ (hi >> 63)) as u8, blank)
    }

    /// The parity rule of [`crate::parity::is_solvable`], computed from a
    /// permutation and its parity: the inversions among the tiles (the blank
    /// left out) have the parity of the whole permutation plus
    /// (blank cell + goal blank cell), because the pairs that involve the
    /// blank number 2·d + b − g (d = the blank's Lehmer digit). An even width
    /// adds the blank's row distance to the goal's blank row.
    #[inline]
    pub fn predicted_solvable(&self, p: &[u8], parity: u8) -> bool {
        let b = p.iter().position(|&v| v == self.blank_value).unwrap_or(0);
        self.predicted_at(b, parity)
    }

    /// [`Codec::predicted_solvable`] given the blank's cell `b`.
    #[inline]
    fn predicted_at(&self, b: usize, parity: u8) -> bool {
        let g = self.blank_value as usize;
        let mut odd = (parity as usize + b + g) & 1;
        if self.width.is_multiple_of(2) {
            odd ^= (b / self.width).abs_diff(g / self.width) & 1;
        }
        odd == 0
    }
}

/// For every number below the product of `radices`, its mixed-radix digits
/// packed 4 bits each, with the digit-sum parity in bit 63.
fn digit_table(radices: &[u64]) -> Vec<u64> {
    let total: u64 = radices.iter().product();
    let mut table = Vec::with_capacity(total as usize);
    for mut x in 0..total {
        let mut packed = 0u64;
        let mut sum = 0u64;
        for k in (0..radices.len()).rev() {
            let d = x % radices[k];
            x /= radices[k];
            packed |= d << (4 * k);
            sum += d;
        }
        table.push(packed | ((sum & 1) << 63));
    }
    table
}

fn too_big(width: usize, height: usize) -> Error {
    let n = width * height;
    Error::input(format!(
        "a {width}x{height} board has {n} cells: an exhaustive search handles at most {MAX_CELLS} cells ({n}! arrangements is too many to store)"
    ))
}

/// Reported once per level of the search.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    pub depth: usize,
    /// States found at this depth.
    pub at_depth: u64,
    /// States reached so far, this depth included.
    pub reached: u64,
    /// All arrangements (n!), reached or not.
    pub states: u64,
    pub elapsed: Duration,
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

/// How the exhaustive search compares with the parity rule.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ParityCheck {
    /// Arrangements reached from the goal and predicted solvable.
    pub reached_and_predicted: u64,
    /// Arrangements not reached and predicted unsolvable.
    pub unreached_and_predicted_unsolvable: u64,
    /// Reached but predicted unsolvable (the rule would be wrong).
    pub reached_but_predicted_unsolvable: u64,
    /// Not reached but predicted solvable (the rule would be wrong).
    pub unreached_but_predicted_solvable: u64,
    /// The first disagreement, if any.
    pub first_disagreement: Option<Board>,
}

impl ParityCheck {
    pub fn agrees(&self) -> bool {
        self.reached_but_predicted_unsolvable == 0 && self.unreached_but_predicted_solvable == 0
    }
}

impl DistanceTable {
    pub fn codec(&self) -> &Codec {
        &self.codec
    }

    pub fn goal(&self) -> &Board {
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

    pub fn distance_of_rank(&self, r: u64) -> Option<u8> {
        if r >= self.codec.states() {
            return None;
        }
        let d = get_byte(&self.words, r);
        (d != UNREACHED).then_some(d)
    }

    /// Every reached state as (rank, distance), in rank order; turn a rank
    /// into a board with `codec().board(rank)`.
    pub fn reached_ranks(&self) -> impl Iterator<Item = (u64, u8)> + '_ {
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
    pub fn states(&self) -> u64 {
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

    /// Compare reachability with the parity rule over every arrangement.
    /// The rule compared is the one for boards at least 2×2 (a board one
    /// cell wide or high follows the order rule instead, and would show
    /// disagreements here).
    /// Ranks are visited in blocks that share their leading Lehmer digits,
    /// so each state costs two table lookups rather than an unranking.
    pub fn check_parity(&self) -> ParityCheck {
        let codec = &self.codec;
        let n = codec.n;
        let m = codec.low_count;
        let blocks = codec.high.len();
        let next_block = AtomicUsize::new(0);
        let work = || {
            let mut c = [0u64; 4];
            let mut first_bad: Option<u64> = None;
            loop {
                let first = next_block.fetch_add(64, Ordering::Relaxed);
                if first >= blocks {
                    break;
                }
                for hi in first..(first + 64).min(blocks) {
                    let packed = codec.high[hi];
                    // The values of the leading cells, and where the blank is.
                    let mut used: u32 = 0;
                    let mut fixed_blank = None;
                    for k in 0..n - m {
                        let d = (packed >> (4 * k)) & 0xF;
                        let mut rest = !used & ((1u32 << n) - 1);
                        for _ in 0..d {
                            rest &= rest - 1;
                        }
                        let v = rest.trailing_zeros();
                        used |= 1 << v;
                        if v == codec.blank_value as u32 {
                            fixed_blank = Some(k);
                        }
                    }
                    let below_blank = (!used & ((1u32 << codec.blank_value) - 1)).count_ones();
                    let high_parity = (packed >> 63) as u8;
                    let base = hi as u64 * codec.low_radix;
                    for lo in 0..codec.low_radix as usize {
                        let r = base + lo as u64;
                        let reached = get_byte(&self.words, r) != UNREACHED;
                        let parity = high_parity ^ (codec.low[lo] >> 63) as u8;
                        let b = match fixed_blank {
                            Some(b) => b,
                            None => {
                                n - m + codec.low_positions[lo * m + below_blank as usize] as usize
                            }
                        };
                        let predicted = codec.predicted_at(b, parity);
                        c[(reached as usize) << 1 | predicted as usize] += 1;
                        if reached != predicted && first_bad.is_none_or(|f| r < f) {
                            first_bad = Some(r);
                        }
                    }
                }
            }
            (c, first_bad)
        };
        let threads = if n < 10 { 1 } else { self.threads };
        let parts: Vec<([u64; 4], Option<u64>)> = if threads == 1 {
            vec![work()]
        } else {
            std::thread::scope(|s| {
                let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("check thread"))
                    .collect()
            })
        };
        let mut c = [0u64; 4];
        let mut first_bad: Option<u64> = None;
        for (part, f) in parts {
            for (total, x) in c.iter_mut().zip(part) {
                *total += x;
            }
            if let Some(f) = f {
                first_bad = Some(first_bad.map_or(f, |g: u64| g.min(f)));
            }
        }
        ParityCheck {
            unreached_and_predicted_unsolvable: c[0b00],
            unreached_but_predicted_solvable: c[0b01],
            reached_but_predicted_unsolvable: c[0b10],
            reached_and_predicted: c[0b11],
            first_disagreement: first_bad.map(|r| codec.board(r)),
        }
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
