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
    pub(super) fn new(goal: &Goal, set: &'a PdbSet) -> PdbHeuristic<'a> {
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
    pub(super) slots: [[(u8, u8); 2]; MAX_CELLS],
    pub(super) maps: [[u8; MAX_CELLS]; PDB24_LOOKUPS],
    sizes: [u8; PDB24_LOOKUPS],
    /// Lookups `0..split` are the first partition, `split..n` the second.
    pub(super) split: usize,
    pub(super) n: usize,
}

#[derive(Clone, Copy)]
pub(super) struct Pdb24Acc {
    cells: [u32; PDB24_LOOKUPS],
    val: [u8; PDB24_LOOKUPS],
    /// The two partitions' sums of `val`.
    pub(super) sum: [u32; 2],
}

impl<'a> Pdb24Heuristic<'a> {
    pub(super) fn new(set: &'a Pdb24) -> Pdb24Heuristic<'a> {
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
    pub(super) fn value(&self, l: usize, packed: u32) -> u8 {
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

/// 16 zeros: the table of the dual view's extra "group" that holds the
/// goal-blank label alone (its value is its Manhattan distance, see
/// [`DualPdbHeuristic`]).
static ZERO16: [u8; 16] = [0; 16];

/// The dual board of the packed board `state` (`cells` cells):
/// `D[home(s[y])] = goal[y]` (`home`: each tile's goal cell, `goal`: the
/// goal's tile on each cell).
pub(super) fn dual_board<S: Key>(
    state: S,
    home: &[u8],
    goal: &[u8],
    cells: usize,
) -> [u8; MAX_CELLS] {
    let mut d = [0u8; MAX_CELLS];
    for (y, &t) in goal.iter().enumerate().take(cells) {
        d[home[state.get(y) as usize] as usize] = t;
    }
    d
}

/// The 4×4 tables with four lookups: the regular and second (reflected or
/// transposed) ones of [`PdbHeuristic`], and the same two on the **dual**
/// board (Felner, Zahavi, Holte, Schaeffer et al.). The maximum is used.
///
/// The dual. Relabel every tile by its goal cell (`home`), so that the
/// goal is the identity: the board is then a permutation `L`, cell ↦
/// label, the goal blank's cell `z` being the blank's label. Its inverse
/// `L⁻¹` puts label `y` on cell `L(y) = home(s[y])` — in npuzzle's terms
/// the *dual board* `D`, with `D[home(s[y])] = goal[y]` for every cell `y`.
/// Reading the `k` location swaps of an optimal solution of `s` backwards
/// solves `D` in `k` moves, but the label that then plays the blank is the
/// one of `s`'s blank cell `b` (it sits on `z` in `D` and ends on `b`),
/// and the goal label `z` is an ordinary tile with home `z`. So `D` is a
/// board of the same distance in the puzzle whose blank is `goal[b]`.
/// The tables count moves of pattern tiles, their goal being the goal
/// placement with the blank in the region of `z` (`pdb::build`); the dual
/// puzzle's blank must end on `b`. So a table of a pattern that does not
/// hold `goal[b]` is a lower bound in that puzzle when `b` (in the table's
/// frame) is in `z`'s region of its goal placement, or `b = z`; for the
/// blank-first goal that is every table but the one of {1 4 5 8 9 12},
/// which walls cell 0 in and is read only when `b = z`. A table not read
/// is replaced by the Manhattan distances of its tiles in `D`, and so is
/// always the pattern that holds `goal[b]` (without the dual blank), and
/// the label `z` adds its own Manhattan distance (`dist(home(s[z]), z)`).
/// All these count disjoint tiles, so their sum is a lower bound on the
/// distance of `s`. When the blank is at home (`b = z`) the dual puzzle
/// is the puzzle itself and all three tables are read.
///
/// The reflected dual is the dual of the reflected board, which is the
/// reflection of the dual: the second view's slots and cell map applied
/// to `D` (reflection needs `z` on the diagonal, which it is whenever the
/// tables use reflection). Without reflection the second view is the
/// transposed partition, read on `D` the same way.
///
/// Per move (tile `t` from cell `c` into the blank's cell `b`) two labels
/// of `D` move: `b`'s from `z` to `home(t)` and `c`'s from `home(t)` to
/// `z`. So each view updates two slots and reads one table (the pattern
/// of `goal[b]`, which the blank has just left); the pattern of `goal[c]`
/// is replaced by its Manhattan distances, which are kept per pattern.
/// The maximum of four lookups is not consistent (a child's value can
/// drop by more than one), which the search makes up for with BPMX
/// ([`super::heuristic::Heuristic::BPMX`]).
///
/// With `JUMP` the search is dual search ([`Heuristic::jump`]): at a node
/// whose blank is home, where the dual lookups are larger than the regular
/// ones, it goes on from `D` (a board of the same puzzle then).
pub(super) struct DualPdbHeuristic<'a, const BPMX: bool = true, const JUMP: bool = false> {
    base: PdbHeuristic<'a>,
    /// The six tables, then [`ZERO16`] twice (the goal-blank label's
    /// "pattern" in each view).
    tabs: [&'a [u8]; 8],
    /// Per view, per label (cell) `y`: the (table, bit shift) of the tile
    /// `goal[y]` (label `z`: table 6 or 7, shift 0).
    slot: [[(u8, u8); MAX_CELLS]; 2],
    /// Per view: the cell map (identity, or the transpose).
    map: [[u8; MAX_CELLS]; 2],
    /// Per view, per cell `c` of the blank, per table of the view: whether
    /// its table is read in the dual lookup (else its labels' Manhattan
    /// distances count).
    read: [[[bool; 3]; MAX_CELLS]; 2],
    /// The goal cell of each tile (the blank's: `z`).
    home: [u8; MAX_CELLS],
    /// Manhattan distance between two cells.
    dist: [[u8; MAX_CELLS]; MAX_CELLS],
    z: usize,
    /// The goal's tile on each cell.
    goal: [u8; MAX_CELLS],
}

#[derive(Clone, Copy)]
pub(super) struct DualAcc {
    reg: PdbAcc,
    /// The dual board's packed indices (0..6) and the goal-blank label's
    /// cell (6, 7; one per view).
    idx: [u32; 8],
    /// Table values of `idx` (the two extra slots stay 0).
    val: [u8; 8],
    /// Per pattern (and the two extra slots): the Manhattan distances of
    /// its labels in the dual board.
    md: [u8; 8],
}

impl<'a, const BPMX: bool, const JUMP: bool> DualPdbHeuristic<'a, BPMX, JUMP> {
    pub(super) fn new(goal: &Goal, set: &'a PdbSet) -> DualPdbHeuristic<'a, BPMX, JUMP> {
        let base = PdbHeuristic::new(goal, set);
        let g = goal.board().tiles();
        let z = g.iter().position(|&t| t == 0).unwrap_or(0);
        let mut tabs: [&'a [u8]; 8] = [&ZERO16; 8];
        tabs[..6].copy_from_slice(&base.tabs);
        let mut slot = [[(0u8, 0u8); MAX_CELLS]; 2];
        let mut map = [[0u8; MAX_CELLS]; 2];
        let mut home = [0u8; MAX_CELLS];
        let mut dist = [[0u8; MAX_CELLS]; MAX_CELLS];
        for y in 0..pdb::CELLS {
            home[g[y] as usize] = y as u8;
            map[0][y] = y as u8;
            map[1][y] = base.second_cell[y];
            let t = g[y] as usize;
            if y == z {
                slot[0][y] = (6, 0);
                slot[1][y] = (7, 0);
            } else {
                slot[0][y] = base.first[t];
                slot[1][y] = base.second[t];
            }
            for (p, d) in dist[y].iter_mut().enumerate().take(pdb::CELLS) {
                *d = ((y / pdb::SIDE).abs_diff(p / pdb::SIDE)
                    + (y % pdb::SIDE).abs_diff(p % pdb::SIDE)) as u8;
            }
        }
        // A table's goal is its goal placement with the blank in the region
        // of `z` (`pdb::build`); the dual puzzle's blank must end on `c`,
        // so a table is a lower bound there only when `c` (in the table's
        // frame) is in that region, or `c = z`.
        let dbs: Vec<&pdb::PatternDb> = set
            .primary
            .iter()
            .chain(set.secondary.as_ref().unwrap_or(&set.primary).iter())
            .collect();
        let mut read = [[[false; 3]; MAX_CELLS]; 2];
        for v in 0..2 {
            for (j, db) in dbs[3 * v..3 * v + 3].iter().enumerate() {
                let taken: u16 = db.pattern.cells.iter().fold(0, |m, &c| m | 1 << c);
                let goal_region = super::pdb78::region(!taken, map[v][z] as usize);
                for c in 0..pdb::CELLS {
                    let holds_blank = slot[v][c].0 as usize == 3 * v + j;
                    read[v][c][j] = !holds_blank && (c == z || goal_region & (1 << map[v][c]) != 0);
                }
            }
        }
        DualPdbHeuristic {
            base,
            tabs,
            slot,
            map,
            read,
            home,
            dist,
            z,
            goal: std::array::from_fn(|y| g.get(y).copied().unwrap_or(0)),
        }
    }

    /// The dual lookup of view `v` when the blank is at cell `c`: the
    /// view's three tables, each read where [`DualPdbHeuristic::read`] says
    /// so and otherwise counting its labels' Manhattan distances (always
    /// the pattern of `goal[c]`), plus the goal-blank label's Manhattan
    /// distance, less the dual blank label's own (counted in its pattern's
    /// sum, 0 when `c = z`).
    #[inline(always)]
    fn dual_h(&self, acc: &DualAcc, v: usize, c: usize) -> u32 {
        let o = 3 * v;
        let mut h = acc.md[6 + v] as u32;
        for j in 0..3 {
            h += if self.read[v][c][j] {
                acc.val[o + j] as u32
            } else {
                acc.md[o + j] as u32
            };
        }
        h - self.dist[self.z][c] as u32
    }

    /// The values of the four lookups of a board (regular, second, dual,
    /// second dual), for tests and for `explain`-style reports.
    #[cfg(test)]
    pub(super) fn lookups(&self, tiles: &[u8]) -> [u32; 4] {
        let (acc, _) = Heuristic::<u64>::init(self, tiles);
        let c = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        let r = &acc.reg.val;
        [
            r[0] as u32 + r[1] as u32 + r[2] as u32,
            r[3] as u32 + r[4] as u32 + r[5] as u32,
            self.dual_h(&acc, 0, c),
            self.dual_h(&acc, 1, c),
        ]
    }
}

impl<const B: bool, const J: bool> Heuristic for DualPdbHeuristic<'_, B, J> {
    type Acc = DualAcc;
    const BPMX: bool = B;
    const JUMPS: bool = J;

    /// The dual board when the blank is home and the larger of the dual
    /// lookups is above the larger of the regular ones.
    #[inline(always)]
    fn jump(&self, state: u64, blank: usize, acc: &DualAcc) -> Option<(u64, usize, DualAcc, u32)> {
        if blank != self.z {
            return None;
        }
        let r = &acc.reg.val;
        let regular =
            (r[0] as u32 + r[1] as u32 + r[2] as u32).max(r[3] as u32 + r[4] as u32 + r[5] as u32);
        if self.dual_h(acc, 0, blank).max(self.dual_h(acc, 1, blank)) <= regular {
            return None;
        }
        let dual = dual_board(state, &self.home, &self.goal, pdb::CELLS);
        let (acc, h) = self.init(&dual[..pdb::CELLS]);
        Some((u64::from_cells(&dual[..pdb::CELLS]), blank, acc, h))
    }

    fn init(&self, tiles: &[u8]) -> (DualAcc, u32) {
        let (reg, h) = self.base.init(tiles);
        let mut acc = DualAcc {
            reg,
            idx: [0; 8],
            val: [0; 8],
            md: [0; 8],
        };
        let mut blank = 0;
        for (y, &t) in tiles.iter().enumerate() {
            if t == 0 {
                blank = y;
            }
            let p = self.home[t as usize] as usize;
            for v in 0..2 {
                let (g, s) = self.slot[v][y];
                acc.idx[g as usize] |= (self.map[v][p] as u32) << s;
                acc.md[g as usize] += self.dist[p][y];
            }
        }
        for g in 0..6 {
            acc.val[g] = self.tabs[g][acc.idx[g] as usize];
        }
        let h = h
            .max(self.dual_h(&acc, 0, blank))
            .max(self.dual_h(&acc, 1, blank));
        (acc, h)
    }

    #[inline(always)]
    fn step(&self, acc: DualAcc, h: u32, mv: Slide) -> (DualAcc, u32) {
        self.step_within(acc, h, mv, u32::MAX)
    }

    /// The regular and second lookups first; the dual ones only when they
    /// do not already cut the child (its accumulator is not used again).
    #[inline(always)]
    fn step_within(&self, mut acc: DualAcc, h: u32, mv: Slide, room: u32) -> (DualAcc, u32) {
        let (reg, rh) = self.base.step(acc.reg, h, mv);
        acc.reg = reg;
        if rh > room {
            return (acc, rh);
        }
        let Slide { tile, from, to, .. } = mv;
        let (c, b, z) = (from, to, self.z);
        let ht = self.home[tile] as usize;
        for v in 0..2 {
            let m = &self.map[v];
            let (gb, sb) = self.slot[v][b];
            let (gc, sc) = self.slot[v][c];
            let (gb, sb, gc, sc) = (gb as usize, sb as u32, gc as usize, sc as u32);
            let (mh, mz) = (m[ht] as u32, m[z] as u32);
            acc.idx[gb] = acc.idx[gb].wrapping_add(mh << sb).wrapping_sub(mz << sb);
            acc.idx[gc] = acc.idx[gc].wrapping_add(mz << sc).wrapping_sub(mh << sc);
            acc.md[gb] = acc.md[gb] + self.dist[ht][b] - self.dist[z][b];
            acc.md[gc] = acc.md[gc] + self.dist[z][c] - self.dist[ht][c];
            acc.val[gb] = self.tabs[gb][acc.idx[gb] as usize];
        }
        let d = self.dual_h(&acc, 0, c).max(self.dual_h(&acc, 1, c));
        (acc, rh.max(d))
    }
}

#[cfg(test)]
mod tests {
    use super::{DualPdbHeuristic, PdbHeuristic};
    use crate::board::{Board, Dir, Goal};
    use crate::heuristics::Heuristic as SearchH;
    use crate::optimal::heuristic::Heuristic;
    use crate::optimal::{Limits, PdbVariant, Solver};
    use crate::pdb;
    use crate::search::{self, Algorithm, NoObserver, Options, Problem};

    /// A shortest path by A* with Manhattan distance (the teaching
    /// engine: no pattern database in it).
    fn astar(board: &Board, goal: &Goal) -> Vec<Dir> {
        let mut o = Options::new(Algorithm::Astar);
        o.heuristic = SearchH::Manhattan;
        let problem = Problem {
            start: board.clone(),
            goal: goal.clone(),
        };
        let r = search::solve(&problem, &o, &search::Limits::default(), &mut NoObserver).unwrap();
        r.path.expect("A* solves a short board")
    }

    /// Boards `steps` random moves from the goal (seeded).
    fn walks(goal: &Goal, seed: u64, steps: usize, n: usize) -> Vec<Board> {
        let mut rng = crate::rng::Rng::new(seed);
        (0..n)
            .map(|_| {
                let p = rng.walk(goal.board(), steps);
                goal.board().apply_all(&p).unwrap()
            })
            .collect()
    }

    /// For boards whose distance A* with Manhattan distance gives: every
    /// board on the shortest path has each of the four lookups at most its
    /// distance; the dual lookups are sometimes above the regular ones and
    /// the maximum is inconsistent somewhere (so BPMX has work); and the
    /// solver finds the same length with both variants. Run on a goal
    /// with reflection (blank-first) and one with a transposed second
    /// partition (snail).
    fn check_goal(goal: Goal, seed: u64) {
        let set = pdb::for_goal(goal.board(), &mut |_| {}).unwrap();
        let plain = PdbHeuristic::new(&goal, &set);
        let dual = DualPdbHeuristic::<true>::new(&goal, &set);
        let plain_solver = Solver::with_pdb(&goal, set.clone())
            .unwrap()
            .with_variant(PdbVariant::Plain)
            .unwrap();
        let dual_solver = Solver::with_pdb(&goal, set.clone())
            .unwrap()
            .with_variant(PdbVariant::Dual)
            .unwrap();
        let no_bpmx = Solver::with_pdb(&goal, set.clone())
            .unwrap()
            .with_variant(PdbVariant::DualNoBpmx)
            .unwrap();
        let dual_search = Solver::with_pdb(&goal, set.clone())
            .unwrap()
            .with_variant(PdbVariant::DualSearch)
            .unwrap();
        let (mut dual_above, mut inconsistent, mut jumped) = (0, 0, 0);
        for board in walks(&goal, seed, 60, 40) {
            let path = astar(&board, &goal);
            let mut b = board.clone();
            let mut prev_h: Option<u32> = None;
            for i in 0..=path.len() {
                let left = (path.len() - i) as u32;
                let l = dual.lookups(b.tiles());
                let (_, hp) = plain.init(b.tiles());
                assert_eq!(hp, l[0].max(l[1]), "{b}");
                for (k, v) in l.iter().enumerate() {
                    assert!(
                        *v <= left,
                        "lookup {k} is {v} on {b}, {left} moves from the goal"
                    );
                }
                let (_, hd) = dual.init(b.tiles());
                assert_eq!(hd, l.into_iter().max().unwrap());
                dual_above += (hd > hp) as u32;
                if let Some(p) = prev_h {
                    inconsistent += (p.abs_diff(hd) > 1) as u32;
                }
                prev_h = Some(hd);
                if i < path.len() {
                    b = b.apply_all(&path[i..=i]).unwrap();
                }
            }
            let limits = Limits::default();
            let sp = plain_solver.solve(&board, &limits, &mut |_| {}).unwrap();
            let sd = dual_solver.solve(&board, &limits, &mut |_| {}).unwrap();
            let sn = no_bpmx.solve(&board, &limits, &mut |_| {}).unwrap();
            assert_eq!(sp.length, path.len(), "plain on {board}");
            assert_eq!(sd.length, path.len(), "dual on {board}");
            assert_eq!(sn.length, path.len(), "dual without BPMX on {board}");
            assert!(sd.generated <= sp.generated * 2, "{board}");
            // Dual search: the same length (the solver replays the path it
            // turned back from the dual boards); where it never jumped,
            // the dual lookups' counts.
            let sj = dual_search.solve(&board, &limits, &mut |_| {}).unwrap();
            assert_eq!(sj.length, path.len(), "dual search on {board}");
            assert_eq!(sd.jumps, 0);
            if sj.jumps == 0 {
                assert_eq!(sj.generated, sd.generated, "{board}");
            }
            jumped += (sj.jumps > 0) as u32;
        }
        assert!(jumped > 0, "dual search never jumped");
        // With the blank's region as the tables' goal the regular lookups
        // are stronger and a table whose goal walls the blank's cell in is
        // left out of the dual, so the dual raises h less often than it did
        // (17 boards of the blank-first walks and 7 of the blank-last ones;
        // more than 50 each before).
        assert!(
            dual_above >= 5,
            "the dual lookups raise h on {dual_above} boards"
        );
        assert!(inconsistent > 0, "the maximum is inconsistent on the paths");
    }

    #[test]
    fn dual_lookups_are_lower_bounds_and_keep_lengths_optimal() {
        check_goal(Goal::new(Board::blank_first(4, 4).unwrap()), 40);
        check_goal(Goal::new(Board::blank_last(4, 4).unwrap()), 41);
    }

    #[test]
    fn dual_lookups_on_a_goal_without_reflection() {
        check_goal(Goal::new(Board::snail(4, 4).unwrap()), 42);
    }
}
