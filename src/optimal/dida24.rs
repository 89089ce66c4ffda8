//! Dual search with jumps at every node on the 5×5 tables (issue 40).
//!
//! Relabel every tile by its goal cell: a board is a permutation (cell ↦
//! label) and the goal the identity. A node of dual search is a board
//! together with its **role**: the label whose tile plays the blank
//! (the real puzzle's role is `z`, the goal blank's cell). Its goal is the
//! goal board itself, the role's tile ending on the role's cell and the
//! tile 0 (label `z`) an ordinary tile ending on `z`. The dual of a node
//! (board `L`, role `ρ`, its blank on cell `q`) is the node (`L⁻¹`, role
//! `q`): as far from its goal, its blank on cell `ρ`, and an optimal path
//! of either read backwards with every direction reversed solves the other
//! ([`super::ida::unjump`]). So the dual of the dual is the node again.
//!
//! The accumulator keeps both boards of a node, as two **halves** of the
//! same kind: per lookup of the 6-6-6-6 tables (both partitions), the
//! packed cells of its labels, its value and their Manhattan distances;
//! and the Manhattan distance of the label `z`. A half with role `ρ` is
//! bounded by its tables when `ρ = z`; otherwise the pattern of `ρ` counts
//! the Manhattan distances of its other labels, the label `z` its own, and
//! a table whose goal region (the cells the blank reaches in the pattern's
//! goal placement) does not hold `ρ` its labels' (as the dual lookups of
//! [`super::dual24`]). The heuristic is the largest of the four lookups
//! (each half, each partition). A jump swaps the halves: it happens when
//! the dual half's lookups are larger than the regular half's.
//!
//! A move (tile `t` from cell `c` into the blank's cell `b`) moves two
//! labels in each half: in the regular half, `home(t)` from `c` to `b` and
//! the role from `b` to `c`; in the dual half, `b` from `ρ` to `home(t)`
//! and `c` from `home(t)` to `ρ` (the dual half's role is the blank's cell,
//! so it goes from `b` to `c`). A table is read again for the label that
//! is not its half's role; the role's pattern value may be stale, and it
//! is read when the role leaves it.

use super::MAX_CELLS;
use super::dual24::Labels;
use super::heuristic::{Heuristic, Slide};
use super::pdb_heuristic::{PDB24_LOOKUPS, Pdb24Heuristic, dual_board};
use crate::board::Goal;
use crate::pdb::pdb24::{self, Pdb24};
use crate::search::packed::Key;

/// No lookup: the label `z`.
const NONE: u8 = u8::MAX;

/// The dual search heuristic (see the module documentation).
pub(super) struct Dida24Heuristic<'a> {
    base: Pdb24Heuristic<'a>,
    /// Per partition, per label: (lookup, bit shift of its slot); the
    /// label `z`: [`NONE`].
    slot: [[(u8, u8); MAX_CELLS]; 2],
    /// The labels' goal cells, distances and unread tables.
    labels: Labels,
}

/// One board of a node, as its lookups see it.
#[derive(Clone, Copy)]
pub(super) struct Half {
    cells: [u32; PDB24_LOOKUPS],
    val: [u8; PDB24_LOOKUPS],
    md: [u8; PDB24_LOOKUPS],
    /// The Manhattan distance of the label `z`.
    mdz: u8,
    /// Per partition: the sum of its lookups' `val`.
    sum: [u32; 2],
}

#[derive(Clone, Copy)]
pub(super) struct DidaAcc {
    /// The regular half (the board searched) and the dual half.
    reg: Half,
    dual: Half,
    /// The regular half's role.
    role: u8,
}

impl<'a> Dida24Heuristic<'a> {
    pub(super) fn new(goal: &Goal, set: &'a Pdb24) -> Dida24Heuristic<'a> {
        let base = Pdb24Heuristic::new(set);
        let labels = Labels::new(goal, set, &base);
        let mut slot = [[(NONE, 0u8); MAX_CELLS]; 2];
        for (y, &t) in labels.goal.iter().enumerate().take(pdb24::CELLS) {
            for (v, s) in slot.iter_mut().enumerate() {
                if y != labels.z {
                    s[y] = base.slots[t as usize][v];
                }
            }
        }
        Dida24Heuristic { base, slot, labels }
    }

    /// Partition `v`'s lookup of a half whose role is `role`, standing on
    /// cell `at`.
    #[inline(always)]
    fn half_h(&self, half: &Half, v: usize, role: usize, at: usize) -> u32 {
        if role == self.labels.z {
            return half.sum[v];
        }
        let l = self.slot[v][role].0 as usize;
        let mut h = half.sum[v] - half.val[l] as u32 + half.md[l] as u32
            - self.labels.dist[at][role] as u32
            + half.mdz as u32;
        let mut bits = self.labels.unread[v][role];
        while bits != 0 {
            let l = bits.trailing_zeros() as usize;
            h = h + half.md[l] as u32 - half.val[l] as u32;
            bits &= bits - 1;
        }
        h
    }

    /// Partition `v` of a half after label `x` moved from cell `p` to `q`;
    /// its table read again when `read`. The label `z` (no table) only
    /// with `v = 0`.
    #[inline(always)]
    fn shift(&self, half: &mut Half, v: usize, x: usize, p: usize, q: usize, read: bool) {
        let (l, s) = self.slot[v][x];
        if l == NONE {
            if v == 0 {
                half.mdz = half.mdz + self.labels.dist[q][x] - self.labels.dist[p][x];
            }
            return;
        }
        let (l, s) = (l as usize, s as u32);
        half.md[l] = half.md[l] + self.labels.dist[q][x] - self.labels.dist[p][x];
        let m = &self.base.maps[l];
        let cells = half.cells[l]
            .wrapping_add((m[q] as u32) << s)
            .wrapping_sub((m[p] as u32) << s);
        half.cells[l] = cells;
        if read {
            let val = self.base.value(l, cells);
            half.sum[v] = half.sum[v] + val as u32 - half.val[l] as u32;
            half.val[l] = val;
        }
    }

    /// A half from its labels' cells (`at[x]`: the cell of label `x`).
    fn half(&self, at: &[u8]) -> Half {
        let mut half = Half {
            cells: [0; PDB24_LOOKUPS],
            val: [0; PDB24_LOOKUPS],
            md: [0; PDB24_LOOKUPS],
            mdz: 0,
            sum: [0; 2],
        };
        for (x, &p) in at.iter().enumerate().take(pdb24::CELLS) {
            let p = p as usize;
            for v in 0..2 {
                let (l, s) = self.slot[v][x];
                if l == NONE {
                    half.mdz = self.labels.dist[p][x];
                    continue;
                }
                let l = l as usize;
                half.cells[l] |= (self.base.maps[l][p] as u32) << s;
                half.md[l] += self.labels.dist[p][x];
            }
        }
        for l in 0..self.base.n {
            half.val[l] = self.base.value(l, half.cells[l]);
            half.sum[(l >= self.base.split) as usize] += half.val[l] as u32;
        }
        half
    }

    /// The larger of a half's two lookups.
    #[inline(always)]
    fn both(&self, half: &Half, role: usize, at: usize) -> u32 {
        self.half_h(half, 0, role, at)
            .max(self.half_h(half, 1, role, at))
    }

    /// The dual of a node (board `state`, its blank on `blank`): the dual
    /// board, the cell of its blank (the node's role) and its accumulator
    /// (the halves swapped, the role the node's blank cell).
    #[inline(always)]
    fn dual_node<S: Key>(&self, state: S, blank: usize, acc: &DidaAcc) -> (S, usize, DidaAcc) {
        let cells = pdb24::CELLS;
        let board = dual_board(state, &self.labels.home, &self.labels.goal, cells);
        let next = DidaAcc {
            reg: acc.dual,
            dual: acc.reg,
            role: blank as u8,
        };
        (S::from_cells(&board[..cells]), acc.role as usize, next)
    }

    /// The four lookups of a node (regular, reflected, dual, reflected
    /// dual) from its accumulator, its blank on `blank`.
    #[cfg(test)]
    fn four(&self, acc: &DidaAcc, blank: usize) -> [u32; 4] {
        let role = acc.role as usize;
        [
            self.half_h(&acc.reg, 0, role, blank),
            self.half_h(&acc.reg, 1, role, blank),
            self.half_h(&acc.dual, 0, blank, role),
            self.half_h(&acc.dual, 1, blank, role),
        ]
    }

    /// A node's accumulator made from nothing: the board `tiles`, the tile
    /// that plays its blank standing on `blank`.
    #[cfg(test)]
    fn node(&self, tiles: &[u8], blank: usize) -> DidaAcc {
        let mut reg = [0u8; MAX_CELLS];
        let mut dual = [0u8; MAX_CELLS];
        for (c, &t) in tiles.iter().enumerate().take(pdb24::CELLS) {
            let label = self.labels.home[t as usize];
            reg[label as usize] = c as u8;
            dual[c] = label;
        }
        DidaAcc {
            reg: self.half(&reg),
            dual: self.half(&dual),
            role: self.labels.home[tiles[blank] as usize],
        }
    }

    /// The four lookups of a node of the real puzzle, for tests.
    #[cfg(test)]
    pub(super) fn lookups(&self, tiles: &[u8]) -> [u32; 4] {
        let b = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        self.four(&self.node(tiles, b), b)
    }
}

impl<S: Key> Heuristic<S> for Dida24Heuristic<'_> {
    type Acc = DidaAcc;
    const BPMX: bool = true;
    const JUMPS: bool = true;

    /// The dual node when its lookups are larger than the node's.
    #[inline(always)]
    fn jump(&self, state: S, blank: usize, acc: &DidaAcc) -> Option<(S, usize, DidaAcc, u32)> {
        let role = acc.role as usize;
        let regular = self.both(&acc.reg, role, blank);
        let dual = self.both(&acc.dual, blank, role);
        if dual <= regular {
            return None;
        }
        let (board, at, next) = self.dual_node(state, blank, acc);
        Some((board, at, next, dual))
    }

    fn init(&self, tiles: &[u8]) -> (DidaAcc, u32) {
        let mut reg = [0u8; MAX_CELLS];
        let mut dual = [0u8; MAX_CELLS];
        let mut blank = 0;
        for (c, &t) in tiles.iter().enumerate().take(pdb24::CELLS) {
            let label = self.labels.home[t as usize];
            if t == 0 {
                blank = c;
            }
            // The regular board holds `label` on `c`, its dual `c` on `label`.
            reg[label as usize] = c as u8;
            dual[c] = label;
        }
        let acc = DidaAcc {
            reg: self.half(&reg),
            dual: self.half(&dual),
            role: self.labels.z as u8,
        };
        let h = self.both(&acc.reg, self.labels.z, blank).max(self.both(
            &acc.dual,
            blank,
            self.labels.z,
        ));
        (acc, h)
    }

    #[inline(always)]
    fn step(&self, acc: DidaAcc, h: u32, mv: Slide<S>) -> (DidaAcc, u32) {
        self.step_within(acc, h, mv, u32::MAX)
    }

    /// The regular half's two lookups, then the dual half's, each only
    /// when the ones before do not cut the child.
    #[inline(always)]
    fn step_within(&self, mut acc: DidaAcc, _h: u32, mv: Slide<S>, room: u32) -> (DidaAcc, u32) {
        let Slide { tile, from, to, .. } = mv;
        let (c, b) = (from, to);
        let role = acc.role as usize;
        let lt = self.labels.home[tile] as usize;
        let mut h = 0;
        for v in 0..2 {
            // The role first: a table is read with its cells all apart.
            self.shift(&mut acc.reg, v, role, b, c, false);
            self.shift(&mut acc.reg, v, lt, c, b, true);
            h = h.max(self.half_h(&acc.reg, v, role, c));
            if h > room {
                return (acc, h);
            }
        }
        for v in 0..2 {
            self.shift(&mut acc.dual, v, c, lt, role, false);
            self.shift(&mut acc.dual, v, b, role, lt, true);
            h = h.max(self.half_h(&acc.dual, v, c, role));
            if h > room {
                return (acc, h);
            }
        }
        (acc, h)
    }
}

#[cfg(test)]
mod tests {
    use super::Dida24Heuristic;
    use crate::board::{Board, Dir, Goal};
    use crate::optimal::dual24::{Dual24Heuristic, small_set};
    use crate::optimal::heuristic::{Heuristic, Slide};
    use crate::optimal::{Limits, PdbVariant, Solver};
    use crate::search::packed::Key;

    fn goals() -> Vec<Goal> {
        vec![
            Goal::new(Board::blank_first(5, 5).unwrap()),
            Goal::new(Board::blank_last(5, 5).unwrap()),
        ]
    }

    /// The node after the tile that plays the blank (on `blank`) swaps
    /// with its neighbour in direction `d`: the move as the search makes
    /// it, or `None` off the board.
    fn step(tiles: &mut [u8], blank: usize, d: Dir) -> Option<(Slide<u128>, usize)> {
        let (r, c) = (blank / 5, blank % 5);
        let to = match d {
            Dir::Up if r > 0 => blank - 5,
            Dir::Down if r < 4 => blank + 5,
            Dir::Left if c > 0 => blank - 1,
            Dir::Right if c < 4 => blank + 1,
            _ => return None,
        };
        let before = u128::from_cells(tiles);
        let tile = tiles[to] as usize;
        tiles.swap(blank, to);
        let mv = Slide {
            tile,
            from: to,
            to: blank,
            before,
            after: u128::from_cells(tiles),
        };
        Some((mv, to))
    }

    /// On the real puzzle's boards the four lookups are the dual lookups
    /// (`dual24.rs`, tested against the definitions).
    #[test]
    fn the_lookups_of_the_real_puzzle_are_the_dual_lookups() {
        for (k, goal) in goals().into_iter().enumerate() {
            let set = small_set(goal.board());
            let dida = Dida24Heuristic::new(&goal, &set);
            let dual = Dual24Heuristic::<true>::new(&goal, &set);
            let mut rng = crate::rng::Rng::new(70 + k as u64);
            for _ in 0..100 {
                let b = rng.solvable_board(&goal);
                assert_eq!(dida.lookups(b.tiles()), dual.lookups(b.tiles()), "{b}");
                let (_, h) = Heuristic::<u128>::init(&dida, b.tiles());
                assert_eq!(h, dida.lookups(b.tiles()).into_iter().max().unwrap());
            }
        }
    }

    /// Along random walks with jumps anywhere (taken whether or not the
    /// dual lookups are larger), the lookups updated move by move are
    /// those made from nothing for the node (board and role), on both
    /// sides of every jump.
    #[test]
    fn the_updated_lookups_are_those_made_afresh_across_jumps() {
        let dirs = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];
        for (k, goal) in goals().into_iter().enumerate() {
            let set = small_set(goal.board());
            let dida = Dida24Heuristic::new(&goal, &set);
            let mut rng = crate::rng::Rng::new(90 + k as u64);
            let mut roles = std::collections::BTreeSet::new();
            for _ in 0..20 {
                let board = rng.solvable_board(&goal);
                let mut tiles = board.tiles().to_vec();
                let mut blank = tiles.iter().position(|&t| t == 0).unwrap();
                let (mut acc, mut h) = Heuristic::<u128>::init(&dida, &tiles);
                for _ in 0..300 {
                    if rng.below(6) == 0 {
                        let state = u128::from_cells(&tiles);
                        let (d, at, dacc) = dida.dual_node(state, blank, &acc);
                        let mut next = vec![0u8; 25];
                        d.to_cells(25, &mut next);
                        // The dual's dual is the node again.
                        let (back, back_at, _) = dida.dual_node(d, at, &dacc);
                        assert_eq!((back, back_at), (state, blank));
                        // The same four values, the halves swapped.
                        let (a, b) = (dida.four(&acc, blank), dida.four(&dacc, at));
                        assert_eq!([a[2], a[3], a[0], a[1]], b);
                        (tiles, blank, acc) = (next, at, dacc);
                        roles.insert(acc.role);
                    } else {
                        let d = dirs[rng.below(4) as usize];
                        let Some((mv, to)) = step(&mut tiles, blank, d) else {
                            continue;
                        };
                        (acc, h) = Heuristic::<u128>::step(&dida, acc, h, mv);
                        blank = to;
                    }
                    let want = dida.four(&dida.node(&tiles, blank), blank);
                    assert_eq!(dida.four(&acc, blank), want, "{tiles:?}");
                    assert_eq!(acc.role, dida.node(&tiles, blank).role);
                }
            }
            assert!(roles.len() > 10, "roles {roles:?}");
        }
    }

    /// The dual of a board is solved by its optimal path read backwards
    /// with every direction reversed; on every node of that path (the
    /// tile that plays the blank another than 0) each of the four lookups
    /// is at most the moves left.
    #[test]
    fn the_lookups_away_from_the_real_puzzle_are_lower_bounds() {
        let mut away = 0;
        for (k, goal) in goals().into_iter().enumerate() {
            let set = small_set(goal.board());
            let dida = Dida24Heuristic::new(&goal, &set);
            let solver = Solver::with_pdb24(&goal, set.clone()).unwrap();
            let mut rng = crate::rng::Rng::new(110 + k as u64);
            for _ in 0..12 {
                let walk = rng.walk(goal.board(), 50);
                let board = goal.board().apply_all(&walk).unwrap();
                let s = solver
                    .solve(&board, &Limits::default(), &mut |_| {})
                    .unwrap();
                let b = board.tiles().iter().position(|&t| t == 0).unwrap();
                let acc = dida.node(board.tiles(), b);
                let (d, mut blank, _) = dida.dual_node(u128::from_cells(board.tiles()), b, &acc);
                let mut tiles = vec![0u8; 25];
                d.to_cells(25, &mut tiles);
                let back: Vec<Dir> = s.path.iter().rev().map(|d| d.opposite()).collect();
                for (i, &dir) in back.iter().enumerate() {
                    let left = (back.len() - i) as u32;
                    let four = dida.four(&dida.node(&tiles, blank), blank);
                    for v in four {
                        assert!(v <= left, "{four:?} on {tiles:?}, {left} moves out");
                    }
                    away += (dida.node(&tiles, blank).role as usize != goal.home(0)) as u32;
                    blank = step(&mut tiles, blank, dir).expect("a legal move").1;
                }
                assert_eq!(
                    tiles,
                    goal.board().tiles(),
                    "the reversed path solves the dual"
                );
            }
        }
        assert!(away > 200, "{away} nodes away from the real puzzle");
    }

    /// Dual search with jumps anywhere finds every board's optimal length
    /// (its moves replayed by the solver), jumping on most.
    #[test]
    fn dual_search_anywhere_finds_the_optimal_lengths() {
        let mut jumped = 0;
        for (k, goal) in goals().into_iter().enumerate() {
            let set = small_set(goal.board());
            let plain = Solver::with_pdb24(&goal, set.clone()).unwrap();
            let any = Solver::with_pdb24(&goal, set.clone())
                .unwrap()
                .with_variant(PdbVariant::DualSearchAny)
                .unwrap();
            let mut rng = crate::rng::Rng::new(130 + k as u64);
            let limits = Limits::default();
            for _ in 0..10 {
                let walk = rng.walk(goal.board(), 60);
                let board = goal.board().apply_all(&walk).unwrap();
                let sp = plain.solve(&board, &limits, &mut |_| {}).unwrap();
                let sa = any.solve(&board, &limits, &mut |_| {}).unwrap();
                assert_eq!(sa.length, sp.length, "{board}");
                let end = board.apply_all(&sa.path).unwrap();
                assert_eq!(end.tiles(), goal.board().tiles());
                jumped += (sa.jumps > 0) as u32;
            }
        }
        assert!(jumped > 10, "dual search jumped on {jumped} boards");
    }
}
