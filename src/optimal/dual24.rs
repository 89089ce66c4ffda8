//! Dual lookups on the 5×5 tables (issue 40): the maximum of four lookups
//! of the same 6-6-6-6 tables — regular, reflected, dual, reflected dual
//! (Felner, Zahavi, Holte, Schaeffer et al.) — updated from the one tile
//! that moves, as the 4×4 [`super::pdb_heuristic::DualPdbHeuristic`].

use super::MAX_CELLS;
use super::heuristic::{Heuristic, Slide};
use super::pdb_heuristic::{PDB24_LOOKUPS, Pdb24Acc, Pdb24Heuristic, dual_board};
use crate::board::Goal;
use crate::pdb::pdb24::{self, Pdb24};
use crate::search::packed::Key;

/// The dual slots: the layout's lookups, then one per view for the goal
/// blank's label (no table: its value is its Manhattan distance).
const DUAL_SLOTS: usize = PDB24_LOOKUPS + 2;

/// The 5×5 tables with four lookups: the regular and reflected ones of
/// [`Pdb24Heuristic`] (its two partitions), and the same two partitions
/// read on the **dual** board. The maximum is used, with BPMX in the
/// search ([`Heuristic::BPMX`]) when `BPMX` is true.
///
/// The dual is formed as on 4×4 (see `DualPdbHeuristic`): relabel every
/// tile by its goal cell, so that the board is a permutation `L` (cell ↦
/// label) and the goal the identity; the dual board `D = L⁻¹` has
/// `D[home(s[y])] = goal[y]`: label `y` stands on cell `home(s[y])`. `D`
/// is as far from its goal as `s`, in the puzzle whose blank is the tile
/// `goal[b]` (`b`: the cell of `s`'s blank), where the tile 0 is an
/// ordinary tile with home `z` (the goal blank's cell). The 6-6-6-6 tables
/// count moves of pattern tiles (each entry is the least over the blank's
/// regions) to the goal placement with the blank in the region of `z`;
/// the dual puzzle's blank must end on `b`. So a pattern that does not
/// hold `goal[b]` is a lower bound in that puzzle too when `b` is in the
/// region of `z` of its goal placement, or `b = z`; otherwise (Korf &
/// Felner's {1 2 5 6 7 12} walls `z` in: it is read only when `b = z`) it
/// counts its labels' Manhattan distances ([`Dual24Heuristic::unread`]).
/// The pattern that holds `goal[b]` is replaced by the Manhattan distances
/// of its other labels in `D`,
/// and the label `z` adds its own (`dist(home(s[z]), z)`). Reading that
/// pattern's table as if `goal[b]` were a tile is not admissible (the
/// unit test finds boards where it exceeds the distance).
///
/// The reflected dual is the dual of the reflected board, which is the
/// reflection of the dual (`T∘L∘T` inverted is `T∘L⁻¹∘T`); the reflected
/// lookup of a board is its second (transposed) partition, so the
/// reflected dual is the second partition read on `D`. The goal's blank
/// is in a corner, on the diagonal of the reflection (pdb24's frame).
///
/// Per move (tile `t` from cell `c` into the blank's cell `b`) two labels
/// of `D` move: `b`'s from `z` to `home(t)`, `c`'s from `home(t)` to `z`.
/// Each view updates two packed slots and two per-pattern Manhattan sums
/// and reads one table (the pattern of `goal[b]`, which the blank has
/// just left); the pattern of `goal[c]` is the replaced one, so its value
/// may stay stale until the blank leaves `c`. The dual lookups are taken
/// only when the regular and reflected ones do not already cut the child,
/// the reflected dual only when the dual does not.
///
/// With `JUMP` the search is dual search ([`Heuristic::jump`]): at a node
/// whose blank is home (where `D` is a board of the same puzzle and the
/// dual lookups read all the tables), when the dual lookups are larger
/// than the regular ones, it goes on from `D`.
pub(super) struct Dual24Heuristic<'a, const BPMX: bool = true, const JUMP: bool = false> {
    base: Pdb24Heuristic<'a>,
    /// Per view (partition), per label (cell) `y`: the (dual slot, bit
    /// shift) of the tile `goal[y]`; label `z`: `PDB24_LOOKUPS + view`.
    slot: [[(u8, u8); MAX_CELLS]; 2],
    /// The labels' goal cells, distances and unread tables.
    labels: Labels,
}

#[derive(Clone, Copy)]
pub(super) struct Dual24Acc {
    reg: Pdb24Acc,
    /// The dual board's packed cells per lookup (the goal blank's label
    /// slots hold nothing).
    cells: [u32; DUAL_SLOTS],
    /// Table values of `cells` (the value of the pattern of the blank's
    /// label may be stale; the goal blank's label slots stay 0).
    val: [u8; DUAL_SLOTS],
    /// Per slot: the Manhattan distances of its labels in the dual board.
    md: [u8; DUAL_SLOTS],
    /// Per view: the sum of its lookups' `val`.
    sum: [u32; 2],
}

/// What the lookups of the 5×5 tables on a board other than the real
/// puzzle's need to know of the goal (with tiles numbered by their goal
/// cells, the labels): shared by the dual lookups and by dual search with
/// jumps anywhere (`dida24.rs`).
pub(super) struct Labels {
    /// The goal cell of each tile (the blank's: `z`).
    pub(super) home: [u8; MAX_CELLS],
    /// Manhattan distance between two cells.
    pub(super) dist: [[u8; MAX_CELLS]; MAX_CELLS],
    pub(super) z: usize,
    /// The goal's tile on each cell.
    pub(super) goal: [u8; MAX_CELLS],
    /// Per view (partition), per cell `c` whose label plays the blank:
    /// the lookups of the view (bits) whose goal region does not hold `c`,
    /// when `c` is not `z` (the pattern of `goal[c]` left out: it is
    /// replaced anyway). Their labels' Manhattan distances count instead
    /// of their tables.
    pub(super) unread: [[u16; MAX_CELLS]; 2],
}

impl Labels {
    pub(super) fn new(goal: &Goal, set: &Pdb24, base: &Pdb24Heuristic) -> Labels {
        let g = goal.board().tiles();
        let z = g.iter().position(|&t| t == 0).unwrap_or(0);
        let mut home = [0u8; MAX_CELLS];
        let mut dist = [[0u8; MAX_CELLS]; MAX_CELLS];
        let side = pdb24::SIDE;
        for y in 0..pdb24::CELLS {
            home[g[y] as usize] = y as u8;
            for (p, d) in dist[y].iter_mut().enumerate().take(pdb24::CELLS) {
                *d = ((y / side).abs_diff(p / side) + (y % side).abs_diff(p % side)) as u8;
            }
        }
        let mut unread = [[0u16; MAX_CELLS]; 2];
        let all: u32 = (1 << pdb24::CELLS) - 1;
        let lookups = set.layout.partitions.iter().take(2).enumerate();
        let mut l = 0;
        for (v, part) in lookups {
            for lookup in part {
                let taken: u32 = lookup
                    .tiles
                    .iter()
                    .fold(0, |m, &t| m | 1 << home[t as usize]);
                let region = pdb24::flood(1 << z, all & !taken);
                for (c, bits) in unread[v].iter_mut().enumerate().take(pdb24::CELLS) {
                    let own = base.slots[g[c] as usize][v].0 as usize == l;
                    if c != z && region & (1 << c) == 0 && !own {
                        *bits |= 1 << l;
                    }
                }
                l += 1;
            }
        }
        Labels {
            home,
            dist,
            z,
            goal: std::array::from_fn(|y| g.get(y).copied().unwrap_or(0)),
            unread,
        }
    }
}

impl<'a, const BPMX: bool, const JUMP: bool> Dual24Heuristic<'a, BPMX, JUMP> {
    pub(super) fn new(goal: &Goal, set: &'a Pdb24) -> Dual24Heuristic<'a, BPMX, JUMP> {
        let base = Pdb24Heuristic::new(set);
        let labels = Labels::new(goal, set, &base);
        let mut slot = [[(0u8, 0u8); MAX_CELLS]; 2];
        for y in 0..pdb24::CELLS {
            for (v, s) in slot.iter_mut().enumerate() {
                s[y] = if y == labels.z {
                    ((PDB24_LOOKUPS + v) as u8, 0)
                } else {
                    base.slots[labels.goal[y] as usize][v]
                };
            }
        }
        Dual24Heuristic { base, slot, labels }
    }

    /// The dual lookup of view `v` when the blank is at cell `c`: the
    /// view's tables without the pattern of `goal[c]`, which counts its
    /// other labels' Manhattan distances instead, and without the lookups
    /// of [`Dual24Heuristic::unread`], which count their labels'; plus the
    /// goal-blank label's Manhattan distance.
    #[inline(always)]
    fn dual_h(&self, acc: &Dual24Acc, v: usize, c: usize) -> u32 {
        let g = self.slot[v][c].0 as usize;
        let mut h = acc.sum[v] - acc.val[g] as u32 + acc.md[g] as u32
            - self.labels.dist[self.labels.z][c] as u32
            + acc.md[PDB24_LOOKUPS + v] as u32;
        let mut bits = self.labels.unread[v][c];
        while bits != 0 {
            let l = bits.trailing_zeros() as usize;
            h = h + acc.md[l] as u32 - acc.val[l] as u32;
            bits &= bits - 1;
        }
        h
    }

    /// View `v` after the move of tile `ht`'s label pair (see the type's
    /// documentation): label `b` from `z` to `ht`, label `c` from `ht` to
    /// `z`; the table of `b`'s pattern read again.
    #[inline(always)]
    fn update(&self, acc: &mut Dual24Acc, v: usize, b: usize, c: usize, ht: usize) {
        let z = self.labels.z;
        let (lb, sb) = self.slot[v][b];
        let (lc, sc) = self.slot[v][c];
        let (lb, sb, lc, sc) = (lb as usize, sb as u32, lc as usize, sc as u32);
        acc.md[lb] = acc.md[lb] + self.labels.dist[ht][b] - self.labels.dist[z][b];
        acc.md[lc] = acc.md[lc] + self.labels.dist[z][c] - self.labels.dist[ht][c];
        if lc < PDB24_LOOKUPS {
            let m = &self.base.maps[lc];
            acc.cells[lc] = acc.cells[lc]
                .wrapping_add((m[z] as u32) << sc)
                .wrapping_sub((m[ht] as u32) << sc);
        }
        if lb < PDB24_LOOKUPS {
            let m = &self.base.maps[lb];
            let cells = acc.cells[lb]
                .wrapping_add((m[ht] as u32) << sb)
                .wrapping_sub((m[z] as u32) << sb);
            acc.cells[lb] = cells;
            let val = self.base.value(lb, cells);
            acc.sum[v] = acc.sum[v] + val as u32 - acc.val[lb] as u32;
            acc.val[lb] = val;
        }
    }

    /// The values of the four lookups of a board (regular, reflected,
    /// dual, reflected dual), for tests.
    #[cfg(test)]
    pub(super) fn lookups(&self, tiles: &[u8]) -> [u32; 4] {
        let (acc, _) = Heuristic::<u128>::init(self, tiles);
        let c = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        [
            acc.reg.sum[0],
            acc.reg.sum[1],
            self.dual_h(&acc, 0, c),
            self.dual_h(&acc, 1, c),
        ]
    }
}

impl<S: Key, const B: bool, const J: bool> Heuristic<S> for Dual24Heuristic<'_, B, J> {
    type Acc = Dual24Acc;
    const BPMX: bool = B;
    const JUMPS: bool = J;

    /// The dual board when the blank is home and the larger of the dual
    /// lookups is above the larger of the regular ones.
    #[inline(always)]
    fn jump(&self, state: S, blank: usize, acc: &Dual24Acc) -> Option<(S, usize, Dual24Acc, u32)> {
        if blank != self.labels.z {
            return None;
        }
        let regular = acc.reg.sum[0].max(acc.reg.sum[1]);
        if self.dual_h(acc, 0, blank).max(self.dual_h(acc, 1, blank)) <= regular {
            return None;
        }
        let cells = pdb24::CELLS;
        let dual = dual_board(state, &self.labels.home, &self.labels.goal, cells);
        let (acc, h) = Heuristic::<S>::init(self, &dual[..cells]);
        Some((S::from_cells(&dual[..cells]), blank, acc, h))
    }

    fn init(&self, tiles: &[u8]) -> (Dual24Acc, u32) {
        let (reg, h) = Heuristic::<S>::init(&self.base, tiles);
        let mut acc = Dual24Acc {
            reg,
            cells: [0; DUAL_SLOTS],
            val: [0; DUAL_SLOTS],
            md: [0; DUAL_SLOTS],
            sum: [0; 2],
        };
        let mut blank = 0;
        for (y, &t) in tiles.iter().enumerate() {
            if t == 0 {
                blank = y;
            }
            // Label y stands on cell p of the dual board.
            let p = self.labels.home[t as usize] as usize;
            for v in 0..2 {
                let (l, s) = self.slot[v][y];
                let l = l as usize;
                if l < PDB24_LOOKUPS {
                    acc.cells[l] |= (self.base.maps[l][p] as u32) << s;
                }
                acc.md[l] += self.labels.dist[p][y];
            }
        }
        for l in 0..self.base.n {
            acc.val[l] = self.base.value(l, acc.cells[l]);
            acc.sum[(l >= self.base.split) as usize] += acc.val[l] as u32;
        }
        let h = h
            .max(self.dual_h(&acc, 0, blank))
            .max(self.dual_h(&acc, 1, blank));
        (acc, h)
    }

    #[inline(always)]
    fn step(&self, acc: Dual24Acc, h: u32, mv: Slide<S>) -> (Dual24Acc, u32) {
        self.step_within(acc, h, mv, u32::MAX)
    }

    /// The regular and reflected lookups first (Korf's order, each only
    /// when the one before does not cut the child), then the dual and the
    /// reflected dual the same way (a cut child's accumulator is not used
    /// again).
    #[inline(always)]
    fn step_within(&self, mut acc: Dual24Acc, h: u32, mv: Slide<S>, room: u32) -> (Dual24Acc, u32) {
        let Slide { tile, from, to, .. } = mv;
        let (reg, rh) = self.base.step_within(acc.reg, h, mv, room);
        acc.reg = reg;
        if rh > room {
            return (acc, rh);
        }
        let (c, b) = (from, to);
        let ht = self.labels.home[tile] as usize;
        self.update(&mut acc, 0, b, c, ht);
        let d0 = rh.max(self.dual_h(&acc, 0, c));
        if d0 > room {
            return (acc, d0);
        }
        self.update(&mut acc, 1, b, c, ht);
        (acc, d0.max(self.dual_h(&acc, 1, c)))
    }
}

/// Small 5×5 tables (3-tile patterns, built in milliseconds); the
/// first walls the goal blank's corner in, as Korf & Felner's first
/// pattern does.
#[cfg(test)]
pub(super) fn small_set(goal: &crate::board::Board) -> std::sync::Arc<Pdb24> {
    let partition = vec![
        vec![1, 5, 6],
        vec![2, 3, 7],
        vec![4, 8, 9],
        vec![10, 15, 20],
        vec![11, 12, 16],
        vec![13, 14, 19],
        vec![17, 18, 22],
        vec![21, 23, 24],
    ];
    std::sync::Arc::new(
        pdb24::load_or_build(goal, &partition, None, None, &mut |_| {})
            .unwrap()
            .unwrap(),
    )
}

#[cfg(test)]
mod tests {
    use super::{Dual24Heuristic, small_set};
    use crate::board::{Board, Goal};
    use crate::optimal::heuristic::{Heuristic, Slide};
    use crate::optimal::pdb_heuristic::Pdb24Heuristic;
    use crate::optimal::{Limits, PdbVariant, Solver};
    use crate::pdb::pdb24::{self, Pdb24};
    use crate::search::packed::Key;

    fn dist(a: usize, b: usize) -> u32 {
        ((a / 5).abs_diff(b / 5) + (a % 5).abs_diff(b % 5)) as u32
    }

    /// The cells reachable from `start` through cells not in `taken`
    /// (a slow search).
    fn reachable(start: usize, taken: &[usize]) -> Vec<usize> {
        let mut seen = vec![start];
        let mut todo = vec![start];
        while let Some(c) = todo.pop() {
            let (r, k) = (c / 5, c % 5);
            let next = [
                (r > 0).then(|| c - 5),
                (r < 4).then(|| c + 5),
                (k > 0).then(|| c - 1),
                (k < 4).then(|| c + 1),
            ];
            for n in next.into_iter().flatten() {
                if !taken.contains(&n) && !seen.contains(&n) {
                    seen.push(n);
                    todo.push(n);
                }
            }
        }
        seen
    }

    /// The sum of partition `part`'s lookups on `tiles` (a slow reading
    /// from the definitions: every tile's cell, ranked); the pattern that
    /// holds `blank_role` (the tile that plays the blank, when it is not
    /// 0) counts its other tiles' Manhattan distances instead, and then the
    /// tile 0 counts its own. In that puzzle the blank must end on
    /// `blank_role`'s home, so a table whose goal region (the cells the
    /// goal blank reaches in its goal placement) does not hold that cell
    /// counts Manhattan distances too.
    fn part_sum(set: &Pdb24, goal: &Goal, tiles: &[u8], part: usize, blank_role: u8) -> u32 {
        let mut pos = [0usize; 25];
        for (c, &t) in tiles.iter().enumerate() {
            pos[t as usize] = c;
        }
        let end = goal.home(blank_role);
        let mut sum = 0;
        for l in &set.layout.partitions[part] {
            let homes: Vec<usize> = l.tiles.iter().map(|&t| goal.home(t)).collect();
            let region = reachable(goal.home(0), &homes);
            if blank_role != 0 && (l.tiles.contains(&blank_role) || !region.contains(&end)) {
                for &t in &l.tiles {
                    if t != blank_role {
                        sum += dist(pos[t as usize], goal.home(t));
                    }
                }
            } else {
                let cells: Vec<u8> = l.tiles.iter().map(|&t| l.map[pos[t as usize]]).collect();
                sum += set.tables[l.table].entries()[pdb24::rank(&cells)] as u32;
            }
        }
        if blank_role != 0 {
            sum += dist(pos[0], goal.home(0));
        }
        sum
    }

    /// The dual board: `D[home(s[y])] = goal[y]`, and the tile that plays
    /// its blank (`goal[b]`, `b` the cell of `s`'s blank).
    fn dual_board(goal: &Goal, tiles: &[u8]) -> (Vec<u8>, u8) {
        let g = goal.board().tiles();
        let mut d = vec![0u8; 25];
        for (y, &t) in tiles.iter().enumerate() {
            d[goal.home(t)] = g[y];
        }
        let b = tiles.iter().position(|&t| t == 0).unwrap();
        (d, g[b])
    }

    /// The board reflected about the diagonal through the goal's blank
    /// corner, its tiles relabelled so that the goal maps to itself.
    fn reflect(goal: &Goal, tiles: &[u8]) -> Vec<u8> {
        let z = goal.home(0);
        let t = |c: usize| -> usize {
            let (r, col) = (c / 5, c % 5);
            if z == 0 || z == 24 {
                col * 5 + r
            } else {
                (4 - col) * 5 + (4 - r)
            }
        };
        let g = goal.board().tiles();
        let mut out = vec![0u8; 25];
        for (c, &tile) in tiles.iter().enumerate() {
            out[t(c)] = g[t(goal.home(tile))];
        }
        out
    }

    /// The four lookups from the definitions: the board and its reflection
    /// read with the first partition; the dual of each the same way, with
    /// the dual blank's pattern replaced by Manhattan distances.
    fn reference(set: &Pdb24, goal: &Goal, tiles: &[u8]) -> [u32; 4] {
        let r = reflect(goal, tiles);
        let (d, role) = dual_board(goal, tiles);
        let (dr, role_r) = dual_board(goal, &r);
        [
            part_sum(set, goal, tiles, 0, 0),
            part_sum(set, goal, &r, 0, 0),
            part_sum(set, goal, &d, 0, role),
            part_sum(set, goal, &dr, 0, role_r),
        ]
    }

    fn goals() -> Vec<Goal> {
        let corner4: Vec<u8> = {
            // Blank in the top right corner.
            let mut t: Vec<u8> = (1..25).collect();
            t.insert(4, 0);
            t
        };
        vec![
            Goal::new(Board::blank_first(5, 5).unwrap()),
            Goal::new(Board::blank_last(5, 5).unwrap()),
            Goal::new(Board::new(5, 5, corner4).unwrap()),
        ]
    }

    /// One move as the search makes it (the blank at `blank` takes the
    /// tile at `to`).
    fn slide(tiles: &mut [u8], blank: usize, to: usize) -> Slide<u128> {
        let before = u128::from_cells(tiles);
        let tile = tiles[to] as usize;
        tiles.swap(blank, to);
        Slide {
            tile,
            from: to,
            to: blank,
            before,
            after: u128::from_cells(tiles),
        }
    }

    #[test]
    fn the_four_lookups_agree_with_the_definitions_and_their_updates() {
        for (k, goal) in goals().into_iter().enumerate() {
            let set = small_set(goal.board());
            let dual = Dual24Heuristic::<true>::new(&goal, &set);
            let plain = Pdb24Heuristic::new(&set);
            let mut rng = crate::rng::Rng::new(240 + k as u64);
            let mut boards: Vec<Board> = (0..30).map(|_| rng.solvable_board(&goal)).collect();
            boards.push(goal.board().clone());
            for board in boards {
                let mut tiles = board.tiles().to_vec();
                let l = dual.lookups(&tiles);
                assert_eq!(l, reference(&set, &goal, &tiles), "{board}");
                // The reflected lookup is the second partition.
                assert_eq!(l[1], part_sum(&set, &goal, &tiles, 1, 0), "{board}");
                let (_, hp) = Heuristic::<u128>::init(&plain, &tiles);
                assert_eq!(hp, l[0].max(l[1]));
                // Along a random walk, the incremental value is the
                // value recomputed, at every step.
                let (mut acc, mut h) = Heuristic::<u128>::init(&dual, &tiles);
                for _ in 0..200 {
                    let blank = tiles.iter().position(|&t| t == 0).unwrap();
                    let b = Board::new(5, 5, tiles.clone()).unwrap();
                    let moves = b.legal_moves();
                    let d = moves[rng.below(moves.len() as u64) as usize];
                    let to = b.target_of(d).unwrap();
                    let mv = slide(&mut tiles, blank, to);
                    (acc, h) = Heuristic::<u128>::step(&dual, acc, h, mv);
                    let want = dual.lookups(&tiles);
                    assert_eq!(h, want.into_iter().max().unwrap());
                    assert_eq!(want, reference(&set, &goal, &tiles));
                }
            }
        }
    }

    /// Boards `steps` random moves from the goal (seeded).
    fn walks(goal: &Goal, seed: u64, steps: usize, n: usize) -> Vec<Board> {
        let mut rng = crate::rng::Rng::new(seed);
        (0..n)
            .map(|_| {
                goal.board()
                    .apply_all(&rng.walk(goal.board(), steps))
                    .unwrap()
            })
            .collect()
    }

    /// Every board on the optimal paths of boards 30 to 40 moves out has
    /// each lookup at most its distance (the distance from the plain
    /// search, the consistent heuristic of Korf & Felner); the dual
    /// lookups raise h on some; the maximum is inconsistent somewhere; and
    /// reading the dual blank's pattern as if it were a tile would exceed
    /// the distance on some board (why it is replaced).
    #[test]
    fn dual_lookups_are_lower_bounds_where_the_unreplaced_one_is_not() {
        let (mut above, mut inconsistent, mut unreplaced_over) = (0, 0, 0);
        for (k, goal) in goals().into_iter().enumerate().take(2) {
            let set = small_set(goal.board());
            let dual = Dual24Heuristic::<true>::new(&goal, &set);
            let solver = Solver::with_pdb24(&goal, set.clone()).unwrap();
            for board in walks(&goal, 40 + k as u64, 50, 25) {
                let s = solver
                    .solve(&board, &Limits::default(), &mut |_| {})
                    .unwrap();
                let mut b = board.clone();
                let mut prev: Option<u32> = None;
                for i in 0..=s.length {
                    let left = (s.length - i) as u32;
                    let tiles = b.tiles();
                    let l = dual.lookups(tiles);
                    for (j, v) in l.iter().enumerate() {
                        assert!(*v <= left, "lookup {j} is {v} on {b}, {left} moves out");
                    }
                    let h = l.into_iter().max().unwrap();
                    above += (l[2].max(l[3]) > l[0].max(l[1])) as u32;
                    if let Some(p) = prev {
                        inconsistent += (p.abs_diff(h) > 1) as u32;
                    }
                    prev = Some(h);
                    // The dual read without the replacement: the dual
                    // blank's pattern looked up as if it held tiles only.
                    let (d, _) = dual_board(&goal, tiles);
                    let raw = part_sum(&set, &goal, &d, 0, 0)
                        + dist(d.iter().position(|&t| t == 0).unwrap(), goal.home(0));
                    unreplaced_over += (raw > left) as u32;
                    if i < s.length {
                        b = b.apply_all(&s.path[i..=i]).unwrap();
                    }
                }
            }
        }
        assert!(above > 20, "the dual lookups raise h on {above} boards");
        assert!(inconsistent > 0, "the maximum is inconsistent on the paths");
        assert!(
            unreplaced_over > 0,
            "without the replacement the dual lookup would exceed the distance"
        );
    }

    /// With the blank at home the dual board is a board of the same puzzle
    /// and solves in as many moves; and the four variants of the solver
    /// give every board the same length (dual search jumping on some).
    #[test]
    fn the_dual_of_a_board_with_the_blank_home_is_as_far_and_lengths_agree() {
        let goal = Goal::new(Board::blank_first(5, 5).unwrap());
        let set = small_set(goal.board());
        let plain = Solver::with_pdb24(&goal, set.clone()).unwrap();
        let dual_s = Solver::with_pdb24(&goal, set.clone())
            .unwrap()
            .with_variant(PdbVariant::Dual)
            .unwrap();
        let no_bpmx = Solver::with_pdb24(&goal, set.clone())
            .unwrap()
            .with_variant(PdbVariant::DualNoBpmx)
            .unwrap();
        let dual_search = Solver::with_pdb24(&goal, set.clone())
            .unwrap()
            .with_variant(PdbVariant::DualSearch)
            .unwrap();
        let limits = Limits::default();
        let (mut homed, mut jumped) = (0, 0);
        for board in walks(&goal, 77, 60, 12) {
            // Take the blank home (left, then up: the goal's blank is at 0).
            let mut b = board.clone();
            while b.blank_col() > 0 {
                b.slide(crate::board::Dir::Left).unwrap();
            }
            while b.blank_row() > 0 {
                b.slide(crate::board::Dir::Up).unwrap();
            }
            for x in [&board, &b] {
                let sp = plain.solve(x, &limits, &mut |_| {}).unwrap();
                let sd = dual_s.solve(x, &limits, &mut |_| {}).unwrap();
                let sn = no_bpmx.solve(x, &limits, &mut |_| {}).unwrap();
                assert_eq!(sd.length, sp.length, "dual on {x}");
                assert_eq!(sn.length, sp.length, "dual without BPMX on {x}");
                assert!(sd.initial_h >= sp.initial_h);
                assert!(sd.generated <= sp.generated * 2, "{x}");
                if x == &b {
                    // Dual search on the board with the blank home.
                    let sj = dual_search.solve(x, &limits, &mut |_| {}).unwrap();
                    assert_eq!(sj.length, sp.length, "dual search on {x}");
                    jumped += (sj.jumps > 0) as u32;
                }
            }
            let (d, role) = dual_board(&goal, b.tiles());
            assert_eq!(role, 0, "the blank is home");
            let d = Board::new(5, 5, d).unwrap();
            let sb = plain.solve(&b, &limits, &mut |_| {}).unwrap();
            let sdual = plain.solve(&d, &limits, &mut |_| {}).unwrap();
            assert_eq!(sb.length, sdual.length, "{b} and its dual {d}");
            homed += 1;
        }
        assert_eq!(homed, 12);
        assert!(jumped > 0, "dual search never jumped");
    }
}
