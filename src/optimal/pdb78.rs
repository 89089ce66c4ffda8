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
    pub fn new(goal: &Goal, set: &'a Pdb78) -> Pdb78Heuristic<'a> {
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

#[cfg(test)]
mod tests {
    use super::Pdb78Heuristic;
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
}
