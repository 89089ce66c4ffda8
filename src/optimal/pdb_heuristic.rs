//! The pattern-database heuristics of the IDA* core: additive 6-6-3 on
//! 4×4 with a second (reflected or transposed) lookup, and the 5×5
//! layouts of [`crate::pdb::pdb24`] (6-6-6-6 with the reflected partition,
//! Korf & Felner 2002), both updated from the one tile that moves.

use super::MAX_CELLS;
use super::heuristic::{Heuristic, Slide};
use crate::board::Goal;
use crate::pdb::pdb24::{self, Pdb24};
use crate::pdb::{self, PdbSet};
use crate::search::packed::Key;

/// The pattern-database heuristic with its incremental indices: six
/// packed indices (three per view) and their six values.
pub(super) struct PdbHeuristic<'a> {
    tabs: [&'a [u8]; 6],
    /// Per tile: which of the six tables its first-view and second-view
    /// copies belong to, and the bit shift of their slot.
    first: [(u8, u8); MAX_CELLS],
    second: [(u8, u8); MAX_CELLS],
    /// Where a cell goes in the second view (the transpose, or itself).
    second_cell: [u8; MAX_CELLS],
}

#[derive(Clone, Copy)]
pub(super) struct PdbAcc {
    idx: [u32; 6],
    val: [u8; 6],
}

impl<'a> PdbHeuristic<'a> {
    pub fn new(goal: &Goal, set: &'a PdbSet) -> PdbHeuristic<'a> {
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
pub(super) const PDB24_LOOKUPS: usize = 16;

/// The 5×5 pattern-database heuristic: per lookup, the pattern tiles'
/// cells (in the table's frame) packed 5 bits per slot, and its value;
/// a move changes one lookup per partition.
pub(super) struct Pdb24Heuristic<'a> {
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
pub(super) struct Pdb24Acc {
    cells: [u32; PDB24_LOOKUPS],
    val: [u8; PDB24_LOOKUPS],
    /// The two partitions' sums of `val`.
    sum: [u32; 2],
}

impl<'a> Pdb24Heuristic<'a> {
    pub fn new(set: &'a Pdb24) -> Pdb24Heuristic<'a> {
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

    /// The value of lookup `l` whose slots' cells are `packed` (5 bits a
    /// slot): the table entry at the placement's compact rank.
    #[inline(always)]
    fn value(&self, l: usize, packed: u32) -> u8 {
        let r = if self.sizes[l] as usize == pdb24::MAX_TILES {
            rank_packed::<{ pdb24::MAX_TILES }>(packed)
        } else {
            rank_packed_n(packed, self.sizes[l] as usize)
        };
        self.tabs[l][r]
    }

    /// Lookup `l` after its tile in slot shift `s` moved from `from` to
    /// `to` (inlined: the hot loop calls it twice per node).
    #[inline(always)]
    fn update(&self, acc: &mut Pdb24Acc, (l, s): (u8, u8), part: usize, from: usize, to: usize) {
        let (l, s) = (l as usize, s as u32);
        let m = &self.maps[l];
        let c = acc.cells[l] - ((m[from] as u32) << s) + ((m[to] as u32) << s);
        acc.cells[l] = c;
        let v = self.value(l, c);
        acc.sum[part] = acc.sum[part] + v as u32 - acc.val[l] as u32;
        acc.val[l] = v;
    }
}

/// The compact rank ([`pdb24::rank`]) of `K` cells packed 5 bits a slot.
/// Without a popcount instruction (x86-64's baseline, the shipped target)
/// `count_ones` takes about 15 instructions, so the cells below each one
/// among the earlier slots are counted by comparisons (the 15 of six
/// cells take two instructions each); with one (`-C target-cpu=native`)
/// by [`pdb24::rank`]'s bit set.
#[inline(always)]
fn rank_packed<const K: usize>(packed: u32) -> usize {
    let c: [u32; K] = std::array::from_fn(|i| (packed >> (5 * i)) & 31);
    if cfg!(target_feature = "popcnt") {
        let cells: [u8; K] = std::array::from_fn(|i| c[i] as u8);
        return pdb24::rank(&cells);
    }
    let mut r: usize = 0;
    for i in 0..K {
        let mut below = 0;
        for j in 0..i {
            below += (c[j] < c[i]) as u32;
        }
        r = r * (pdb24::CELLS - i) + (c[i] - below) as usize;
    }
    r
}

/// [`rank_packed`] of the first `k` slots (patterns of fewer tiles).
fn rank_packed_n(packed: u32, k: usize) -> usize {
    let mut cells = [0u8; pdb24::MAX_TILES];
    for (i, c) in cells.iter_mut().enumerate().take(k) {
        *c = ((packed >> (5 * i)) & 31) as u8;
    }
    pdb24::rank(&cells[..k])
}

impl<S: Key> Heuristic<S> for Pdb24Heuristic<'_> {
    type Acc = Pdb24Acc;
    fn init(&self, tiles: &[u8]) -> (Pdb24Acc, u32) {
        let mut acc = Pdb24Acc {
            cells: [0; PDB24_LOOKUPS],
            val: [0; PDB24_LOOKUPS],
            sum: [0; 2],
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
            acc.sum[(l >= self.split) as usize] += acc.val[l] as u32;
        }
        (acc, acc.sum[0].max(acc.sum[1]))
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
        let [first, second] = self.slots[tile];
        self.update(&mut acc, first, 0, from, to);
        let a = acc.sum[0];
        if a > room {
            return (acc, a);
        }
        self.update(&mut acc, second, 1, from, to);
        (acc, a.max(acc.sum[1]))
    }
}
