//! Ranks of permutations: a board of at most 12 cells as the lexicographic
//! rank of the permutation that takes it to its goal, and back (`Codec`).

use super::MAX_CELLS;
use crate::board::Board;
use crate::error::{Error, Result};

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
pub(crate) fn rank(p: &[u8]) -> u64 {
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
pub(crate) fn rank_packed(packed: u64, n: usize) -> u64 {
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
pub(crate) fn swapped_rank(
    r: u64,
    p: &[u8],
    digits: &[u8],
    i: usize,
    j: usize,
    weights: &[u64],
) -> u64 {
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
pub(crate) struct Codec {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) n: usize,
    pub(super) goal: Board,
    /// `home[tile]` = goal cell of the tile.
    pub(super) home: Vec<u8>,
    /// Cell of the blank in the goal (the value that marks the blank).
    pub(super) blank_value: u8,
    pub(super) low_count: usize,
    pub(super) low_radix: u64,
    /// Packed 4-bit digits (positions n-low_count..n) and bit 63 = parity.
    pub(super) low: Vec<u64>,
    pub(super) high: Vec<u64>,
    /// For each low index and each `j`: where, among the last `low_count`
    /// cells, the `j`-th smallest of their values stands.
    pub(super) low_positions: Vec<u8>,
}

impl Codec {
    /// A codec for boards of the goal's size, ranks relative to the goal.
    pub(crate) fn new(goal: &Board) -> Result<Codec> {
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

    /// Number of arrangements, `n!`.
    pub(crate) fn states(&self) -> u64 {
        factorial(self.n)
    }

    /// The permutation of a board: cell `i` holds the goal cell of its tile.
    pub(crate) fn permutation(&self, board: &Board, out: &mut [u8]) {
        for (o, &t) in out.iter_mut().zip(board.tiles()) {
            *o = self.home[t as usize];
        }
    }

    /// The rank of a board of this size (0 for the goal).
    pub(crate) fn rank_board(&self, board: &Board) -> u64 {
        let mut p = [0u8; MAX_CELLS];
        self.permutation(board, &mut p[..self.n]);
        rank(&p[..self.n])
    }

    /// The board with this rank.
    pub(crate) fn board(&self, r: u64) -> Board {
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
    pub(crate) fn decode(&self, r: u64, out: &mut [u8]) -> u8 {
        self.decode_with_blank(r, out).0
    }

    /// [`Codec::decode`], also returning the blank's cell.
    #[inline]
    pub(crate) fn decode_with_blank(&self, r: u64, out: &mut [u8]) -> (u8, usize) {
        let mut digits = [0u8; MAX_CELLS];
        self.decode_into(r, out, &mut digits)
    }

    /// Unrank into `out` and its Lehmer digits into `digits`; return the
    /// parity and the blank's cell. The values not yet used are kept in
    /// order as 4-bit items of one word, so taking the d-th is a shift and a
    /// mask, without branches.
    #[inline]
    pub(crate) fn decode_into(&self, r: u64, out: &mut [u8], digits: &mut [u8]) -> (u8, usize) {
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
    #[cfg(test)]
    pub(crate) fn predicted_solvable(&self, p: &[u8], parity: u8) -> bool {
        let b = p.iter().position(|&v| v == self.blank_value).unwrap_or(0);
        self.predicted_at(b, parity)
    }

    /// [`Codec::predicted_solvable`] given the blank's cell `b`.
    #[inline]
    pub(super) fn predicted_at(&self, b: usize, parity: u8) -> bool {
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
    Error::problem(crate::msg!(
        "board-error-exhaustive-too-big",
        size = format!("{width}x{height}"),
        cells = n,
        max = MAX_CELLS
    ))
}
