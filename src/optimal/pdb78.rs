//! The heuristic of the 7-8 tables ([`crate::pdb::pdb78`]): the 7-tile and
//! 8-tile tables looked up on the board and on its reflection about the
//! main diagonal, the larger of the two sums (Felner, Korf & Hanan 2004).
//! Per lookup the pattern's cells are kept packed 4 bits a slot (8 slots
//! in a `u32`); a move changes one lookup per view, whose compact rank is
//! computed from the packed cells ([`compact::rank_packed`]).

use super::MAX_CELLS;
use super::heuristic::{Heuristic, Slide};
use crate::board::Goal;
use crate::pdb::pdb78::Pdb78;
use crate::pdb::{self, compact};

/// The lookup of a tile in no pattern.
const SCRATCH: usize = 4;

pub(super) struct Pdb78Heuristic<'a> {
    tabs: [&'a [u8]; 2],
    /// Tiles per table (7 and 8).
    sizes: [u8; 2],
    /// Per tile: (lookup, bit shift of its slot) on the board (view 0:
    /// lookups 0 and 1) and on the reflected board (view 1: 2 and 3). A
    /// tile in neither pattern (only with tables of smaller patterns, in
    /// tests) has the scratch lookup 4, never read.
    slots: [[(u8, u8); 2]; MAX_CELLS],
}

#[derive(Clone, Copy)]
pub(super) struct Pdb78Acc {
    /// Lookups 0, 1: the board's; 2, 3: the reflected board's; 4: scratch.
    cells: [u32; 5],
    val: [u8; 4],
}

impl<'a> Pdb78Heuristic<'a> {
    pub(super) fn new(goal: &Goal, set: &'a Pdb78) -> Pdb78Heuristic<'a> {
        let tabs: [&'a [u8]; 2] = std::array::from_fn(|i| set.dbs[i].table_slice());
        let sizes: [u8; 2] = std::array::from_fn(|i| set.dbs[i].pattern.tiles.len() as u8);
        let relabel = pdb::reflection_labels(goal.board());
        let slot_of = |tile: u8, view: u8| -> (u8, u8) {
            for (g, db) in set.dbs.iter().enumerate() {
                if let Some(s) = db.pattern.tiles.iter().position(|&t| t == tile) {
                    return (g as u8 + 2 * view, (4 * s) as u8);
                }
            }
            (SCRATCH as u8, 0)
        };
        let mut slots = [[(SCRATCH as u8, 0u8); 2]; MAX_CELLS];
        for t in 1..pdb::CELLS as u8 {
            slots[t as usize] = [slot_of(t, 0), slot_of(relabel[t as usize], 1)];
        }
        Pdb78Heuristic { tabs, sizes, slots }
    }

    /// The value of lookup `l` (its cells packed in `packed`).
    #[inline(always)]
    fn value(&self, l: usize, packed: u32) -> u8 {
        let t = l & 1;
        let r = match self.sizes[t] {
            8 => compact::rank_packed::<8>(packed),
            7 => compact::rank_packed::<7>(packed),
            k => compact::rank_packed_n(packed, k as usize),
        };
        self.tabs[t][r]
    }

    /// The cell a cell of the board is on the reflected board.
    #[inline(always)]
    fn reflected(cell: usize) -> u32 {
        ((cell & 3) << 2 | cell >> 2) as u32
    }

    #[inline(always)]
    fn update(&self, acc: &mut Pdb78Acc, (l, s): (u8, u8), from: u32, to: u32) {
        let (l, s) = (l as usize, s as u32);
        if l == SCRATCH {
            return;
        }
        let c = acc.cells[l] - (from << s) + (to << s);
        acc.cells[l] = c;
        acc.val[l] = self.value(l, c);
    }
}

impl Heuristic for Pdb78Heuristic<'_> {
    type Acc = Pdb78Acc;

    fn init(&self, tiles: &[u8]) -> (Pdb78Acc, u32) {
        let mut acc = Pdb78Acc {
            cells: [0; 5],
            val: [0; 4],
        };
        for (cell, &t) in tiles.iter().enumerate() {
            if t == 0 {
                continue;
            }
            let [(g, s), (g2, s2)] = self.slots[t as usize];
            acc.cells[g as usize] |= (cell as u32) << s;
            acc.cells[g2 as usize] |= Self::reflected(cell) << s2;
        }
        for l in 0..4 {
            acc.val[l] = self.value(l, acc.cells[l]);
        }
        let a = acc.val[0] as u32 + acc.val[1] as u32;
        let b = acc.val[2] as u32 + acc.val[3] as u32;
        (acc, a.max(b))
    }

    #[inline(always)]
    fn step(&self, acc: Pdb78Acc, h: u32, mv: Slide) -> (Pdb78Acc, u32) {
        self.step_within(acc, h, mv, u32::MAX)
    }

    /// The board's sum first, and the reflected lookup only when that sum
    /// alone does not cut the child (the reflected half of the accumulator
    /// is left stale then: a cut child is not searched).
    #[inline(always)]
    fn step_within(&self, mut acc: Pdb78Acc, _: u32, mv: Slide, room: u32) -> (Pdb78Acc, u32) {
        let Slide { tile, from, to, .. } = mv;
        let [first, second] = self.slots[tile];
        self.update(&mut acc, first, from as u32, to as u32);
        let a = acc.val[0] as u32 + acc.val[1] as u32;
        if a > room {
            return (acc, a);
        }
        self.update(&mut acc, second, Self::reflected(from), Self::reflected(to));
        (acc, a.max(acc.val[2] as u32 + acc.val[3] as u32))
    }
}

/// The cells reachable from `start` through the cells of `free` (a
/// bit set of the 16 cells; `start` need not be free).
pub(super) fn region(free: u16, start: usize) -> u16 {
    let mut seen: u16 = 1 << start;
    let mut todo = vec![start];
    while let Some(c) = todo.pop() {
        let (r, k) = (c / pdb::SIDE, c % pdb::SIDE);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(c - pdb::SIDE);
        }
        if r + 1 < pdb::SIDE {
            next.push(c + pdb::SIDE);
        }
        if k > 0 {
            next.push(c - 1);
        }
        if k + 1 < pdb::SIDE {
            next.push(c + 1);
        }
        for n in next {
            if free & (1 << n) != 0 && seen & (1 << n) == 0 {
                seen |= 1 << n;
                todo.push(n);
            }
        }
    }
    seen
}

/// The junk slot of the dual accumulator: labels whose tile is in no
/// pattern (small tables in tests). Slots 5 and 6: the goal-blank label
/// `z` in view 0 and view 1.
const JUNK: usize = 4;

/// The 7-8 tables with four lookups: the regular and reflected ones of
/// [`Pdb78Heuristic`], and the same two on the **dual** board (Felner,
/// Zahavi, Holte, Schaeffer et al.), the maximum of the four, for the IDA*
/// core with BPMX (the maximum is not consistent).
///
/// The dual board `D` is formed as for the 6-6-3 tables
/// ([`super::pdb_heuristic::DualPdbHeuristic`]): `D[home(s[y])] = goal[y]`
/// for every cell `y`; it is as far from its goal as `s` in the puzzle
/// whose blank is the tile `goal[b]`, `b` the cell of `s`'s blank, with
/// its goal cell `b`; the goal-blank label `z` (tile 0 of `D`) is an
/// ordinary tile there with home `z`. Two rules, as on 6-6-3:
///
/// - A table's goal is the goal placement with the blank in the
///   region of `z` (not any region): for the blank-first goal the 7-tile
///   pattern's tiles 1 and 4 shut cell 0 off. In the dual puzzle the
///   blank must end on `b`, so a table is a lower bound there only when
///   `b` (in the lookup's frame) is in `z`'s region of the pattern's goal
///   placement, or `b = z`. Otherwise that pattern counts the Manhattan
///   distances of its labels instead.
/// - The pattern holding `goal[b]` (the dual blank) counts the Manhattan
///   distances of its other labels, and the label `z` adds its own.
///
/// So per view and per blank cell each of the two patterns is read in its
/// table or replaced by its labels' Manhattan distances (a fixed rule of
/// 16 cells, [`Dual78Heuristic::table`]); all terms count disjoint tiles,
/// so each dual lookup is a lower bound. For the blank-first goal the
/// regular dual reads the 8-tile table when the blank is in cells 0 to 7
/// and the 7-tile table only when it is on cell 0; the reflected dual the
/// same with the cells transposed.
pub(super) struct Dual78Heuristic<'a, const BPMX: bool = true> {
    base: Pdb78Heuristic<'a>,
    /// Per view, per label (cell) `y`: the (lookup, bit shift) of the tile
    /// `goal[y]` in the dual accumulator (lookups 0, 1: view 0; 2, 3: view
    /// 1; [`JUNK`]; label `z`: 5 + view).
    slot: [[(u8, u8); MAX_CELLS]; 2],
    /// Per view: the cell map (identity, or the transpose).
    map: [[u8; MAX_CELLS]; 2],
    /// Per view, per cell of `s`'s blank, per lookup of the view: whether
    /// its table is read (else its labels' Manhattan distances count).
    table: [[[bool; 2]; MAX_CELLS]; 2],
    /// Per view, per cell `c` of `s`'s blank: what to take off the sums of
    /// Manhattan distances: the dual blank label `c` sits on `z` and
    /// counts `dist(z, c)` in its pattern's sum (0 when `c` is in no
    /// pattern or is `z`).
    blank_md: [[u8; MAX_CELLS]; 2],
    /// The goal cell of each tile (the blank's: `z`).
    home: [u8; MAX_CELLS],
    dist: [[u8; MAX_CELLS]; MAX_CELLS],
    z: usize,
}

#[derive(Clone, Copy)]
pub(super) struct Dual78Acc {
    reg: Pdb78Acc,
    /// The dual board's packed cells per lookup (and the junk and `z`
    /// slots, never read).
    cells: [u32; 7],
    /// Per lookup (and junk, `z` per view): the Manhattan distances of its
    /// labels in the dual board.
    md: [u8; 7],
}

impl<'a, const BPMX: bool> Dual78Heuristic<'a, BPMX> {
    pub(super) fn new(goal: &Goal, set: &'a Pdb78) -> Dual78Heuristic<'a, BPMX> {
        let base = Pdb78Heuristic::new(goal, set);
        let g = goal.board().tiles();
        let z = g.iter().position(|&t| t == 0).unwrap_or(0);
        let mut slot = [[(JUNK as u8, 0u8); MAX_CELLS]; 2];
        let mut map = [[0u8; MAX_CELLS]; 2];
        let mut home = [0u8; MAX_CELLS];
        let mut dist = [[0u8; MAX_CELLS]; MAX_CELLS];
        for y in 0..pdb::CELLS {
            home[g[y] as usize] = y as u8;
            map[0][y] = y as u8;
            map[1][y] = Pdb78Heuristic::reflected(y) as u8;
            for (v, view) in slot.iter_mut().enumerate() {
                view[y] = if y == z {
                    ((5 + v) as u8, 0)
                } else {
                    base.slots[g[y] as usize][v]
                };
            }
            for (p, d) in dist[y].iter_mut().enumerate().take(pdb::CELLS) {
                *d = ((y / pdb::SIDE).abs_diff(p / pdb::SIDE)
                    + (y % pdb::SIDE).abs_diff(p % pdb::SIDE)) as u8;
            }
        }
        // The region of `z` in each table's goal placement (the tables'
        // frame: both views read the same tables).
        let goal_region: [u16; 2] = std::array::from_fn(|t| {
            let taken: u16 = set.dbs[t].pattern.cells.iter().fold(0, |m, &c| m | 1 << c);
            region(!taken, z)
        });
        let mut table = [[[false; 2]; MAX_CELLS]; 2];
        let mut blank_md = [[0u8; MAX_CELLS]; 2];
        for v in 0..2 {
            for c in 0..pdb::CELLS {
                let (lc, _) = slot[v][c];
                for (j, read) in table[v][c].iter_mut().enumerate() {
                    let l = 2 * v + j;
                    let holds_blank = lc as usize == l;
                    let frame_c = map[v][c] as usize;
                    *read = !holds_blank && goal_region[l & 1] & (1 << frame_c) != 0;
                }
                if (lc as usize) < JUNK {
                    blank_md[v][c] = dist[z][c];
                }
            }
        }
        Dual78Heuristic {
            base,
            slot,
            map,
            table,
            blank_md,
            home,
            dist,
            z,
        }
    }

    /// The dual lookup of view `v` when `s`'s blank is on cell `c`.
    #[inline(always)]
    fn dual_h(&self, acc: &Dual78Acc, v: usize, c: usize) -> u32 {
        let mut h = acc.md[5 + v] as u32;
        for j in 0..2 {
            let l = 2 * v + j;
            h += if self.table[v][c][j] {
                self.base.value(l, acc.cells[l]) as u32
            } else {
                acc.md[l] as u32
            };
        }
        h - self.blank_md[v][c] as u32
    }

    /// The values of the four lookups of a board (regular, reflected,
    /// dual, reflected dual), for tests.
    #[cfg(test)]
    pub(super) fn lookups(&self, tiles: &[u8]) -> [u32; 4] {
        let (acc, _) = self.init(tiles);
        let c = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        let r = &acc.reg.val;
        [
            r[0] as u32 + r[1] as u32,
            r[2] as u32 + r[3] as u32,
            self.dual_h(&acc, 0, c),
            self.dual_h(&acc, 1, c),
        ]
    }
}

impl<const B: bool> Heuristic for Dual78Heuristic<'_, B> {
    type Acc = Dual78Acc;
    const BPMX: bool = B;

    fn init(&self, tiles: &[u8]) -> (Dual78Acc, u32) {
        let (reg, h) = self.base.init(tiles);
        let mut acc = Dual78Acc {
            reg,
            cells: [0; 7],
            md: [0; 7],
        };
        let mut blank = 0;
        for (y, &t) in tiles.iter().enumerate() {
            if t == 0 {
                blank = y;
            }
            let p = self.home[t as usize] as usize;
            for v in 0..2 {
                let (l, s) = self.slot[v][y];
                acc.cells[l as usize] |= (self.map[v][p] as u32) << s;
                acc.md[l as usize] += self.dist[p][y];
            }
        }
        let h = h
            .max(self.dual_h(&acc, 0, blank))
            .max(self.dual_h(&acc, 1, blank));
        (acc, h)
    }

    #[inline(always)]
    fn step(&self, acc: Dual78Acc, h: u32, mv: Slide) -> (Dual78Acc, u32) {
        self.step_within(acc, h, mv, u32::MAX)
    }

    /// Korf's order: the regular lookup, the reflected one, the dual, the
    /// reflected dual, each only when the ones before it do not cut the
    /// child (its accumulator is not used again then).
    #[inline(always)]
    fn step_within(&self, mut acc: Dual78Acc, h: u32, mv: Slide, room: u32) -> (Dual78Acc, u32) {
        let (reg, rh) = self.base.step_within(acc.reg, h, mv, room);
        acc.reg = reg;
        if rh > room {
            return (acc, rh);
        }
        // Tile `t` from `c` into the blank's cell `b`: in the dual board
        // the label `b` moves from `z` to `home(t)`, the label `c` from
        // `home(t)` to `z`.
        let Slide { tile, from, to, .. } = mv;
        let (c, b, z) = (from, to, self.z);
        let ht = self.home[tile] as usize;
        for v in 0..2 {
            let m = &self.map[v];
            let (lb, sb) = self.slot[v][b];
            let (lc, sc) = self.slot[v][c];
            let (lb, sb, lc, sc) = (lb as usize, sb as u32, lc as usize, sc as u32);
            let (mh, mz) = (m[ht] as u32, m[z] as u32);
            acc.cells[lb] = acc.cells[lb].wrapping_add(mh << sb).wrapping_sub(mz << sb);
            acc.cells[lc] = acc.cells[lc].wrapping_add(mz << sc).wrapping_sub(mh << sc);
            acc.md[lb] = acc.md[lb]
                .wrapping_add(self.dist[ht][b])
                .wrapping_sub(self.dist[z][b]);
            acc.md[lc] = acc.md[lc]
                .wrapping_add(self.dist[z][c])
                .wrapping_sub(self.dist[ht][c]);
        }
        let d = self.dual_h(&acc, 0, c);
        if d > room {
            return (acc, d);
        }
        let d = rh.max(d).max(self.dual_h(&acc, 1, c));
        (acc, d)
    }
}

#[cfg(test)]
mod tests {
    use super::{Dual78Heuristic, Pdb78Heuristic, region};
    use crate::board::{Board, Goal};
    use crate::heuristics::Heuristic as SearchH;
    use crate::optimal::heuristic::{Heuristic, Slide};
    use crate::optimal::{Limits, PdbVariant, Solver};
    use crate::pdb::pdb78::{Pdb78, build_in_memory};
    use crate::pdb::{Pattern, reflect_board};
    use crate::search::{self, Algorithm, NoObserver, Options, Problem};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// Small tables in the 7-8 layout (a 5-tile pattern of the first two
    /// rows, a 4-tile pattern of the last two): built in a second.
    fn small(goal: &Board) -> Pdb78 {
        let blank = goal.tiles().iter().position(|&t| t == 0).unwrap() as u8;
        let top: Vec<u8> = (0..8).filter(|&c| c != blank).take(5).collect();
        let bottom: Vec<u8> = (8..16).filter(|&c| c != blank).take(4).collect();
        let patterns = [Pattern::new(goal, top), Pattern::new(goal, bottom)];
        build_in_memory(goal, &patterns, 2, &AtomicBool::new(false)).unwrap()
    }

    fn walk(goal: &Goal, seed: u64, steps: usize) -> Vec<crate::board::Dir> {
        crate::rng::Rng::new(seed).walk(goal.board(), steps)
    }

    /// The incremental lookups equal the slow ones (the tables read at the
    /// compact rank of the board and of its reflection) after every move
    /// of long walks, on both goals with reflection.
    #[test]
    fn incremental_lookups_equal_the_definition() {
        for goal in [
            Board::blank_first(4, 4).unwrap(),
            Board::blank_last(4, 4).unwrap(),
        ] {
            let set = small(&goal);
            let g = Goal::new(goal.clone());
            let h = Pdb78Heuristic::new(&g, &set);
            let mut b = goal.clone();
            let (mut acc, mut v) = h.init(b.tiles());
            assert_eq!(v, 0);
            let mut reflected_above = 0;
            for (i, d) in walk(&g, 7, 400).into_iter().enumerate() {
                let blank = b.tiles().iter().position(|&t| t == 0).unwrap();
                let next = b.apply_all(&[d]).unwrap();
                let from = next.tiles().iter().position(|&t| t == 0).unwrap();
                let tile = b.tiles()[from] as usize;
                (acc, v) = h.step(
                    acc,
                    v,
                    Slide {
                        tile,
                        from,
                        to: blank,
                        before: 0,
                        after: 0,
                    },
                );
                b = next;
                let want = set.value(b.tiles());
                assert_eq!(v, want, "move {i}: {b}");
                assert_eq!(h.init(b.tiles()).1, want);
                let reflected = set.regular_value(&reflect_board(&goal, b.tiles()));
                reflected_above += (reflected > set.regular_value(b.tiles())) as u32;
            }
            assert!(reflected_above > 20, "the reflected lookup matters");
        }
    }

    /// Every board on the shortest paths (A* with Manhattan distance) of
    /// boards 30 random moves out has h at most its distance, and the
    /// solver with these tables finds those lengths.
    #[test]
    fn lookups_are_lower_bounds_and_lengths_optimal() {
        for goal in [
            Board::blank_first(4, 4).unwrap(),
            Board::blank_last(4, 4).unwrap(),
        ] {
            let set = Arc::new(small(&goal));
            let g = Goal::new(goal.clone());
            let h = Pdb78Heuristic::new(&g, &set);
            let solver = Solver::with_pdb78(&g, set.clone()).unwrap();
            assert_eq!(solver.variant(), PdbVariant::SevenEight);
            for seed in 0..20 {
                let board = goal.apply_all(&walk(&g, 100 + seed, 30)).unwrap();
                let mut o = Options::new(Algorithm::Astar);
                o.heuristic = SearchH::Manhattan;
                let problem = Problem {
                    start: board.clone(),
                    goal: g.clone(),
                };
                let path = search::solve(&problem, &o, &search::Limits::default(), &mut NoObserver)
                    .unwrap()
                    .path
                    .unwrap();
                let mut b = board.clone();
                for i in 0..=path.len() {
                    let left = (path.len() - i) as u32;
                    let v = h.init(b.tiles()).1;
                    assert!(v <= left, "h {v} on {b}, {left} moves from the goal");
                    if i < path.len() {
                        b = b.apply_all(&path[i..=i]).unwrap();
                    }
                }
                let s = solver
                    .solve(&board, &Limits::default(), &mut |_| {})
                    .unwrap();
                assert_eq!(s.length, path.len(), "{board}");
                assert_eq!(s.pdb_variant, Some(PdbVariant::SevenEight));
            }
        }
    }
    /// The four lookups (regular, reflected, dual, reflected dual) made
    /// from the definitions: the dual board formed explicitly, reflected
    /// with [`reflect_board`], each pattern read in its table, except the
    /// pattern of the dual blank `goal[c']` (its other tiles' Manhattan
    /// distances, with `replace`) and a pattern whose goal placement shuts
    /// `c'` off from the goal blank's cell (its tiles' Manhattan distances,
    /// with `regions`); plus the Manhattan distance of tile 0 of the dual
    /// board. `c'` is the blank's cell, transposed in the reflected view.
    fn slow_lookups(set: &Pdb78, tiles: &[u8], regions: bool, replace: bool) -> [u32; 4] {
        let g = set.goal.tiles();
        let n = g.len();
        let mut home = vec![0usize; n];
        for (c, &t) in g.iter().enumerate() {
            home[t as usize] = c;
        }
        let z = home[0];
        let dist = |a: usize, b: usize| ((a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4)) as u32;
        let c = tiles.iter().position(|&t| t == 0).unwrap();
        let mut dual = vec![0u8; n];
        for y in 0..n {
            dual[home[tiles[y] as usize]] = g[y];
        }
        let reflected = reflect_board(&set.goal, tiles);
        let mut out = [
            set.regular_value(tiles),
            set.regular_value(&reflected),
            0,
            0,
        ];
        for v in 0..2 {
            let (b, cv) = if v == 0 {
                (dual.clone(), c)
            } else {
                (reflect_board(&set.goal, &dual), (c % 4) * 4 + c / 4)
            };
            assert_eq!(
                b[z], g[cv],
                "the dual blank stands on the goal blank's cell"
            );
            let at = |t: u8| b.iter().position(|&x| x == t).unwrap();
            let md = |ts: &[u8]| -> u32 { ts.iter().map(|&t| dist(at(t), home[t as usize])).sum() };
            let mut h = dist(at(0), z);
            for db in &set.dbs {
                let tiles = &db.pattern.tiles;
                let free = !db.pattern.cells.iter().fold(0u16, |m, &x| m | 1 << x);
                h += if replace && tiles.contains(&g[cv]) {
                    let others: Vec<u8> = tiles.iter().copied().filter(|&t| t != g[cv]).collect();
                    md(&others)
                } else if regions && region(free, z) & (1 << cv) == 0 {
                    md(tiles)
                } else {
                    db.value(&b) as u32
                };
            }
            out[2 + v] = h;
        }
        out
    }

    /// The incremental dual lookups equal the definitions at the start
    /// and after every move of long walks, on both goals with reflection.
    #[test]
    fn dual_lookups_equal_the_definition() {
        for goal in [
            Board::blank_first(4, 4).unwrap(),
            Board::blank_last(4, 4).unwrap(),
        ] {
            let set = small(&goal);
            let g = Goal::new(goal.clone());
            let h = Dual78Heuristic::<true>::new(&g, &set);
            let mut b = goal.clone();
            let (mut acc, mut v) = h.init(b.tiles());
            let (mut table_read, mut dual_above) = (0, 0);
            for (i, d) in walk(&g, 9, 600).into_iter().enumerate() {
                let want = slow_lookups(&set, b.tiles(), true, true);
                assert_eq!(h.lookups(b.tiles()), want, "move {i}: {b}");
                assert_eq!(v, want.into_iter().max().unwrap(), "move {i}: {b}");
                table_read += (want[2] > 0 && b.tiles()[goal.blank_index()] == 0) as u32;
                dual_above += (want[2].max(want[3]) > want[0].max(want[1])) as u32;
                let next = b.apply_all(&[d]).unwrap();
                let blank = b.blank_index();
                let from = next.blank_index();
                let tile = b.tiles()[from] as usize;
                let slide = Slide {
                    tile,
                    from,
                    to: blank,
                    before: 0,
                    after: 0,
                };
                (acc, v) = h.step(acc, v, slide);
                b = next;
            }
            assert!(dual_above > 20, "the dual lookups matter: {dual_above}");
            assert!(table_read > 0);
        }
    }

    /// Every lookup is at most the distance on every board of the
    /// shortest paths (A* with Manhattan distance) of boards 36 random
    /// moves out, on both goals, and the solver with the dual lookups finds
    /// those lengths; the same lookups without the replacement of the dual
    /// blank's pattern, or reading a table whose goal region does not hold
    /// the dual blank's goal cell, exceed the distance on some of them (so
    /// the test fails if either is removed from the heuristic, which must
    /// equal the definitions: [`dual_lookups_equal_the_definition`]).
    #[test]
    fn dual_lookups_are_lower_bounds_and_lengths_optimal() {
        for goal in [
            Board::blank_first(4, 4).unwrap(),
            Board::blank_last(4, 4).unwrap(),
        ] {
            let set = Arc::new(small(&goal));
            let g = Goal::new(goal.clone());
            let h = Dual78Heuristic::<true>::new(&g, &set);
            let plain = Solver::with_pdb78(&g, set.clone()).unwrap();
            let dual = Solver::with_pdb78(&g, set.clone())
                .unwrap()
                .with_variant(PdbVariant::SevenEightDual)
                .unwrap();
            let (mut above, mut no_region_over, mut no_replace_over) = (0, 0, 0);
            let mut inconsistent = 0;
            for seed in 0..30 {
                let board = goal.apply_all(&walk(&g, 500 + seed, 36)).unwrap();
                let mut o = Options::new(Algorithm::Astar);
                o.heuristic = SearchH::Manhattan;
                let problem = Problem {
                    start: board.clone(),
                    goal: g.clone(),
                };
                let path = search::solve(&problem, &o, &search::Limits::default(), &mut NoObserver)
                    .unwrap()
                    .path
                    .unwrap();
                let mut b = board.clone();
                let mut prev: Option<u32> = None;
                for i in 0..=path.len() {
                    let left = (path.len() - i) as u32;
                    let l = h.lookups(b.tiles());
                    for (k, v) in l.iter().enumerate() {
                        assert!(
                            *v <= left,
                            "lookup {k} is {v} on {b}, {left} moves from the goal"
                        );
                    }
                    let hd = l.into_iter().max().unwrap();
                    above += (l[2].max(l[3]) > l[0].max(l[1])) as u32;
                    if let Some(p) = prev {
                        inconsistent += (p.abs_diff(hd) > 1) as u32;
                    }
                    prev = Some(hd);
                    let nr = slow_lookups(&set, b.tiles(), false, true);
                    no_region_over += (nr[2].max(nr[3]) > left) as u32;
                    let nx = slow_lookups(&set, b.tiles(), true, false);
                    no_replace_over += (nx[2].max(nx[3]) > left) as u32;
                    if i < path.len() {
                        b = b.apply_all(&path[i..=i]).unwrap();
                    }
                }
                let limits = Limits::default();
                let sp = plain.solve(&board, &limits, &mut |_| {}).unwrap();
                let sd = dual.solve(&board, &limits, &mut |_| {}).unwrap();
                assert_eq!(sp.length, path.len(), "{board}");
                assert_eq!(sd.length, path.len(), "{board}");
                assert_eq!(sd.pdb_variant, Some(PdbVariant::SevenEightDual));
                assert_eq!(dual.h(&board).unwrap(), h.init(board.tiles()).1);
            }
            assert!(above > 20, "the dual lookups raise h on {above} boards");
            assert!(inconsistent > 0, "the maximum is inconsistent on the paths");
            assert!(
                no_region_over > 0,
                "a table read outside its goal region overestimates"
            );
            assert!(
                no_replace_over > 0,
                "the dual blank's pattern read as a tile overestimates"
            );
        }
    }
}
