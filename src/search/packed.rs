//! Boards packed into one integer, so that the searches store a state in
//! 8 bytes (up to 16 cells, 4 bits a cell) or 16 bytes (up to 25 cells,
//! 5 bits a cell), hash it cheaply and compare it in one instruction.

use std::hash::{BuildHasher, Hasher};

/// A packed board: cell `i` holds its tile in the `i`-th group of bits (4 bits
/// a cell in a `u64`, 5 in a `u128`).
pub(crate) trait Key: Copy + Eq + Ord + std::hash::Hash + std::fmt::Debug + 'static {
    /// The most cells this key can hold.
    const MAX_CELLS: usize;

    fn from_cells(cells: &[u8]) -> Self;
    fn get(self, cell: usize) -> u8;
    /// The key after the blank at `blank` swaps with `tile` at `cell`.
    fn slide(self, blank: usize, cell: usize, tile: u8) -> Self;
    /// Widened to 128 bits (what observers and the tree store).
    fn wide(self) -> u128;

    fn to_cells(self, n: usize, out: &mut [u8]) {
        for (i, c) in out.iter_mut().enumerate().take(n) {
            *c = self.get(i);
        }
    }

    fn blank(self, n: usize) -> usize {
        (0..n).find(|&i| self.get(i) == 0).unwrap_or(0)
    }
}

impl Key for u64 {
    const MAX_CELLS: usize = 16;

    fn from_cells(cells: &[u8]) -> u64 {
        cells
            .iter()
            .enumerate()
            .fold(0, |k, (i, &t)| k | (t as u64) << (4 * i))
    }

    #[inline]
    fn get(self, cell: usize) -> u8 {
        ((self >> (4 * cell)) & 0xF) as u8
    }

    #[inline]
    fn slide(self, blank: usize, cell: usize, tile: u8) -> u64 {
        let t = tile as u64;
        self ^ (t << (4 * cell)) ^ (t << (4 * blank))
    }

    fn wide(self) -> u128 {
        self as u128
    }
}

impl Key for u128 {
    const MAX_CELLS: usize = 25;

    fn from_cells(cells: &[u8]) -> u128 {
        cells
            .iter()
            .enumerate()
            .fold(0, |k, (i, &t)| k | (t as u128) << (5 * i))
    }

    #[inline]
    fn get(self, cell: usize) -> u8 {
        ((self >> (5 * cell)) & 0x1F) as u8
    }

    #[inline]
    fn slide(self, blank: usize, cell: usize, tile: u8) -> u128 {
        let t = tile as u128;
        self ^ (t << (5 * cell)) ^ (t << (5 * blank))
    }

    fn wide(self) -> u128 {
        self
    }
}

/// Unpack a widened key of a board with `cells` cells.
pub(crate) fn unpack_wide(key: u128, cells: usize) -> Vec<u8> {
    let bits = if cells <= u64::MAX_CELLS { 4 } else { 5 };
    let mask = (1u128 << bits) - 1;
    (0..cells)
        .map(|i| ((key >> (bits * i)) & mask) as u8)
        .collect()
}

/// Pack a board's cells into the widened form observers see.
#[cfg(test)]
pub(crate) fn pack_wide(cells: &[u8]) -> u128 {
    if cells.len() <= u64::MAX_CELLS {
        u64::from_cells(cells) as u128
    } else {
        u128::from_cells(cells)
    }
}

/// A fast hasher for packed keys: the words are mixed with the finaliser
/// of MurmurHash3, so both the low bits (bucket index) and the high bits
/// (control bytes) of the hash are spread.
#[derive(Default, Clone, Copy)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    #[inline]
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(23) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    #[inline]
    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
    }
}

/// Builds [`KeyHasher`]s for `HashMap`/`HashSet`.
#[derive(Default, Clone, Copy)]
pub(crate) struct BuildKeyHasher;

impl BuildHasher for BuildKeyHasher {
    type Hasher = KeyHasher;
    fn build_hasher(&self) -> KeyHasher {
        KeyHasher(0)
    }
}

pub(crate) type KeyMap<K, V> = std::collections::HashMap<K, V, BuildKeyHasher>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_slide_unpack() {
        let cells = [2u8, 8, 3, 1, 6, 4, 7, 0, 5];
        let k = u64::from_cells(&cells);
        assert_eq!(k.blank(9), 7);
        // Blank (cell 7) moves up: tile 6 from cell 4 comes down.
        let k2 = k.slide(7, 4, 6);
        assert_eq!(unpack_wide(k2.wide(), 9), vec![2, 8, 3, 1, 0, 4, 7, 6, 5]);
        let big: Vec<u8> = (0..25).rev().collect();
        let k = u128::from_cells(&big);
        assert_eq!(unpack_wide(k, 25), big);
        assert_eq!(pack_wide(&big), k);
    }
}
