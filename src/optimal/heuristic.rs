//! The heuristics of the IDA* core ([`super::ida`]) and of the compact A*,
//! on boards packed as a [`Key`]: each is updated from the one tile that
//! moves ([`Slide`]), so a child's value costs a few table reads.
//! Misplaced tiles, Manhattan distance, and Manhattan plus linear
//! conflicts (Hansson, Mayer & Yung 1992: in each row and column, the
//! tiles that belong to that line but must leave it to let the others
//! pass, counted as line tiles minus the longest increasing subsequence of
//! their goal order, cost 2 moves each). The pattern databases are in
//! [`super::pdb_heuristic`].

use super::MAX_CELLS;
use crate::board::Goal;
use crate::search::packed::Key;

/// One move as a heuristic sees it: `tile` slid from `from` to `to`;
/// `before` and `after` are the packed boards.
#[derive(Clone, Copy)]
pub(super) struct Slide<S = u64> {
    pub(crate) tile: usize,
    pub(crate) from: usize,
    pub(crate) to: usize,
    pub(crate) before: S,
    pub(crate) after: S,
}

/// An incrementally updated heuristic, for boards packed as `S`.
pub(super) trait Heuristic<S = u64> {
    /// Extra state carried down the search (indices, partial sums).
    type Acc: Copy + Send + Sync;
    /// True for a heuristic that is admissible but not consistent (a
    /// move can lower it by more than one: the maximum over dual
    /// lookups): the IDA* core then propagates values with BPMX
    /// (bidirectional pathmax, Felner et al.): a child's h − 1 raises
    /// its parent's h, the parent's h − 1 raises its children's.
    const BPMX: bool = false;
    fn init(&self, tiles: &[u8]) -> (Self::Acc, u32);
    /// The value after one move, from the value before it.
    fn step(&self, acc: Self::Acc, h: u32, m: Slide<S>) -> (Self::Acc, u32);
    /// [`Heuristic::step`] for a search that cuts the child when its value
    /// is above `room`: a heuristic may then stop early and return any
    /// admissible value above `room` (the accumulator is not used again).
    #[inline(always)]
    fn step_within(&self, acc: Self::Acc, h: u32, m: Slide<S>, room: u32) -> (Self::Acc, u32) {
        let _ = room;
        self.step(acc, h, m)
    }
    /// True for a heuristic of dual search (DIDA*, Zahavi, Felner, Holte
    /// & Schaeffer): the walk asks [`Heuristic::jump`] at every node.
    const JUMPS: bool = false;
    /// Dual search: at a node (`state`, its blank on `blank`, its
    /// accumulator `acc`) the board to search on instead, the cell of the
    /// tile that plays its blank, its accumulator and h — the dual board,
    /// as far from the goal as the node, when its lookups are larger. The
    /// walk then goes on from it and turns the moves found there back into
    /// moves of the real board ([`super::ida::unjump`]).
    #[inline(always)]
    fn jump(&self, state: S, blank: usize, acc: &Self::Acc) -> Option<(S, usize, Self::Acc, u32)> {
        let _ = (state, blank, acc);
        None
    }
}

/// `md[tile][cell]`: the tile's Manhattan distance from that cell to home.
pub(super) fn manhattan_table(goal: &Goal) -> [[u8; MAX_CELLS]; MAX_CELLS] {
    let g = goal.board();
    let w = g.width();
    let mut md = [[0u8; MAX_CELLS]; MAX_CELLS];
    for (t, row) in md.iter_mut().enumerate().take(g.cells()).skip(1) {
        let home = goal.home(t as u8);
        for (cell, d) in row.iter_mut().enumerate().take(g.cells()) {
            *d = ((cell / w).abs_diff(home / w) + (cell % w).abs_diff(home % w)) as u8;
        }
    }
    md
}

pub(super) struct Manhattan {
    pub(crate) md: [[u8; MAX_CELLS]; MAX_CELLS],
}

impl Manhattan {
    pub(super) fn new(goal: &Goal) -> Manhattan {
        Manhattan {
            md: manhattan_table(goal),
        }
    }
}

impl<S: Key> Heuristic<S> for Manhattan {
    type Acc = ();
    fn init(&self, tiles: &[u8]) -> ((), u32) {
        let h = tiles
            .iter()
            .enumerate()
            .map(|(c, &t)| self.md[t as usize][c] as u32)
            .sum();
        ((), h)
    }

    #[inline(always)]
    fn step(&self, _: (), h: u32, m: Slide<S>) -> ((), u32) {
        let d = &self.md[m.tile];
        ((), h + d[m.to] as u32 - d[m.from] as u32)
    }
}

/// Manhattan distance plus linear conflicts.
pub(super) struct LinearConflict {
    md: [[u8; MAX_CELLS]; MAX_CELLS],
    width: usize,
    height: usize,
    home_row: [u8; MAX_CELLS],
    home_col: [u8; MAX_CELLS],
}

impl LinearConflict {
    pub(super) fn new(goal: &Goal) -> LinearConflict {
        let g = goal.board();
        let w = g.width();
        let mut home_row = [0u8; MAX_CELLS];
        let mut home_col = [0u8; MAX_CELLS];
        for t in 0..g.cells() {
            home_row[t] = (goal.home(t as u8) / w) as u8;
            home_col[t] = (goal.home(t as u8) % w) as u8;
        }
        LinearConflict {
            md: manhattan_table(goal),
            width: w,
            height: g.height(),
            home_row,
            home_col,
        }
    }

    /// 2 × (tiles of this row that belong to it − the longest run of them
    /// already in increasing goal order).
    fn row<S: Key>(&self, state: S, r: usize) -> u32 {
        let mut keys = [0u8; MAX_CELLS];
        let mut n = 0;
        for c in 0..self.width {
            let t = state.get(r * self.width + c) as usize;
            if t != 0 && self.home_row[t] as usize == r {
                keys[n] = self.home_col[t];
                n += 1;
            }
        }
        2 * (n - lis(&keys[..n])) as u32
    }

    fn col<S: Key>(&self, state: S, c: usize) -> u32 {
        let mut keys = [0u8; MAX_CELLS];
        let mut n = 0;
        for r in 0..self.height {
            let t = state.get(r * self.width + c) as usize;
            if t != 0 && self.home_col[t] as usize == c {
                keys[n] = self.home_row[t];
                n += 1;
            }
        }
        2 * (n - lis(&keys[..n])) as u32
    }

    fn conflicts<S: Key>(&self, state: S) -> u32 {
        (0..self.height).map(|r| self.row(state, r)).sum::<u32>()
            + (0..self.width).map(|c| self.col(state, c)).sum::<u32>()
    }
}

/// Length of the longest strictly increasing subsequence (patience sort).
pub(super) fn lis(keys: &[u8]) -> usize {
    let mut tails = [0u8; MAX_CELLS];
    let mut len = 0;
    for &k in keys {
        let i = tails[..len].iter().position(|&t| t >= k).unwrap_or(len);
        tails[i] = k;
        if i == len {
            len += 1;
        }
    }
    len
}

impl<S: Key> Heuristic<S> for LinearConflict {
    type Acc = ();
    fn init(&self, tiles: &[u8]) -> ((), u32) {
        let md: u32 = tiles
            .iter()
            .enumerate()
            .map(|(c, &t)| self.md[t as usize][c] as u32)
            .sum();
        ((), md + self.conflicts(S::from_cells(tiles)))
    }

    #[inline(always)]
    fn step(&self, _: (), h: u32, mv: Slide<S>) -> ((), u32) {
        let Slide {
            tile,
            from,
            to,
            before,
            after,
        } = mv;
        let m = &self.md[tile];
        let w = self.width;
        // A tile moving along its row keeps the order of every row; only
        // the two columns it leaves and enters change (and vice versa).
        let (old, new) = if from / w == to / w {
            let (a, b) = (from % w, to % w);
            (
                self.col(before, a) + self.col(before, b),
                self.col(after, a) + self.col(after, b),
            )
        } else {
            let (a, b) = (from / w, to / w);
            (
                self.row(before, a) + self.row(before, b),
                self.row(after, a) + self.row(after, b),
            )
        };
        ((), h + m[to] as u32 - m[from] as u32 + new - old)
    }
}

/// Tiles not on their goal cell (the blank not counted).
pub(super) struct Misplaced {
    pub(crate) off: [[u8; MAX_CELLS]; MAX_CELLS],
}

impl Misplaced {
    pub(super) fn new(goal: &Goal) -> Misplaced {
        let g = goal.board().tiles();
        let mut off = [[0u8; MAX_CELLS]; MAX_CELLS];
        for (t, row) in off.iter_mut().enumerate().take(g.len()).skip(1) {
            for (cell, o) in row.iter_mut().enumerate().take(g.len()) {
                *o = (g[cell] as usize != t) as u8;
            }
        }
        Misplaced { off }
    }
}

impl<S: Key> Heuristic<S> for Misplaced {
    type Acc = ();
    fn init(&self, tiles: &[u8]) -> ((), u32) {
        let h = tiles
            .iter()
            .enumerate()
            .map(|(c, &t)| self.off[t as usize][c] as u32)
            .sum();
        ((), h)
    }

    #[inline(always)]
    fn step(&self, _: (), h: u32, m: Slide<S>) -> ((), u32) {
        let o = &self.off[m.tile];
        ((), h + o[m.to] as u32 - o[m.from] as u32)
    }
}
