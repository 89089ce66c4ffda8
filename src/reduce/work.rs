//! The board while it is being reduced: tile positions, the moves so far,
//! and the searches that move one tile or finish a small region.

use super::{Cell, Line, Phase, Placement, cancel_back_and_forth};
use crate::board::{Board, Dir};
use crate::error::{Error, Result};
use crate::statespace;

/// The board being reduced, with where each tile is and every move so far.
pub(super) struct Work {
    pub(super) width: usize,
    height: usize,
    tiles: Vec<u8>,
    /// `pos[tile]` = the cell of the tile.
    pub(super) pos: Vec<usize>,
    pub(super) moves: Vec<Dir>,
    // Breadth-first search scratch, reused across searches.
    stamp: u32,
    seen: Vec<u32>,
    prev: Vec<usize>,
    queue: Vec<usize>,
}

impl Work {
    pub(super) fn new(board: &Board) -> Work {
        let n = board.cells();
        let mut pos = vec![0; n];
        for (i, &t) in board.tiles().iter().enumerate() {
            pos[t as usize] = i;
        }
        Work {
            width: board.width(),
            height: board.height(),
            tiles: board.tiles().to_vec(),
            pos,
            moves: Vec::new(),
            stamp: 0,
            seen: vec![0; n],
            prev: vec![0; n],
            queue: Vec::with_capacity(n),
        }
    }

    pub(super) fn board(&self) -> Board {
        Board::new(self.width, self.height, self.tiles.clone()).expect("moves keep a board valid")
    }

    /// The moves since `before`, with back-and-forth pairs removed (the
    /// board at the end is the same, and no tile moves that did not before).
    pub(super) fn tidy_since(&mut self, before: usize) -> Vec<Dir> {
        let moves = cancel_back_and_forth(&self.moves[before..]);
        self.moves.truncate(before);
        self.moves.extend_from_slice(&moves);
        moves
    }

    pub(super) fn phase(
        &mut self,
        line: Line,
        placed: Vec<(u8, usize, usize)>,
        before: usize,
    ) -> Phase {
        let moves = self.tidy_since(before);
        Phase {
            line,
            placed: placed
                .into_iter()
                .map(|(tile, from, to)| Placement {
                    tile,
                    from: Cell::of(from, self.width),
                    to: Cell::of(to, self.width),
                })
                .collect(),
            length: moves.len(),
            moves,
            board: self.board(),
        }
    }

    /// Move the blank one step to an adjacent cell.
    fn step_blank(&mut self, to: usize) {
        let b = self.pos[0];
        let dir = direction(b, to, self.width);
        let t = self.tiles[to];
        self.tiles.swap(b, to);
        self.pos[0] = to;
        self.pos[t as usize] = b;
        self.moves.push(dir);
    }

    fn neighbours(&self, i: usize) -> [Option<usize>; 4] {
        let (w, h) = (self.width, self.height);
        let (r, c) = (i / w, i % w);
        [
            (r > 0).then(|| i - w),
            (r + 1 < h).then(|| i + w),
            (c > 0).then(|| i - 1),
            (c + 1 < w).then(|| i + 1),
        ]
    }

    /// Shortest path of cells from `from` to the first cell with `goal`,
    /// through cells that are `passable` (the start needs not be).
    fn path(
        &mut self,
        from: usize,
        goal: impl Fn(usize) -> bool,
        passable: impl Fn(usize) -> bool,
    ) -> Option<Vec<usize>> {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        self.queue.clear();
        self.queue.push(from);
        self.seen[from] = stamp;
        let mut head = 0;
        while head < self.queue.len() {
            let cell = self.queue[head];
            head += 1;
            if goal(cell) {
                let mut path = vec![cell];
                let mut c = cell;
                while c != from {
                    c = self.prev[c];
                    path.push(c);
                }
                path.reverse();
                return Some(path);
            }
            for next in self.neighbours(cell).into_iter().flatten() {
                if self.seen[next] != stamp && passable(next) {
                    self.seen[next] = stamp;
                    self.prev[next] = cell;
                    self.queue.push(next);
                }
            }
        }
        None
    }

    /// Walk the blank to `to` through free cells, around `avoid`.
    fn move_blank(&mut self, to: usize, free: &[bool], avoid: usize) -> Result<()> {
        let from = self.pos[0];
        let path = self
            .path(from, |c| c == to, |c| free[c] && c != avoid)
            .ok_or_else(|| self.stuck("the blank cannot reach its cell"))?;
        for &c in &path[1..] {
            self.step_blank(c);
        }
        Ok(())
    }

    /// Walk the blank into a cell of `set` (through free cells, around the
    /// cells in `avoid`); no move when it is already inside.
    pub(super) fn move_blank_into(
        &mut self,
        set: &[usize],
        free: &[bool],
        avoid: &[usize],
    ) -> Result<()> {
        let from = self.pos[0];
        if set.contains(&from) {
            return Ok(());
        }
        let path = self
            .path(
                from,
                |c| set.contains(&c) && free[c] && !avoid.contains(&c),
                |c| free[c] && !avoid.contains(&c),
            )
            .ok_or_else(|| self.stuck("the blank cannot reach the window"))?;
        for &c in &path[1..] {
            self.step_blank(c);
        }
        Ok(())
    }

    /// Slide `tile` along a shortest path of free cells to `to`: for each
    /// step, bring the blank in front of the tile (around it) and swap.
    pub(super) fn move_tile(&mut self, tile: u8, to: usize, free: &[bool]) -> Result<()> {
        self.move_tile_until(tile, &[to], free)
    }

    pub(super) fn move_tile_into(&mut self, tile: u8, set: &[usize], free: &[bool]) -> Result<()> {
        self.move_tile_until(tile, set, free)
    }

    fn move_tile_until(&mut self, tile: u8, targets: &[usize], free: &[bool]) -> Result<()> {
        let path = self
            .tile_route(tile, targets, free)
            .ok_or_else(|| self.stuck(&format!("tile {tile} cannot reach its cell")))?;
        for &next in &path[1..] {
            let here = self.pos[tile as usize];
            self.move_blank(next, free, here)?;
            self.step_blank(here);
        }
        Ok(())
    }

    /// The cells a tile should travel through to reach one of `targets`
    /// over free cells, chosen for few blank moves rather than few tile
    /// steps: each tile step costs the blank's walk to the cell in front of
    /// the tile, plus the swap. The first walk is measured exactly; later
    /// ones are estimated from where the blank stands around the tile (0
    /// moves when already in front, 2 from a side, 4 from behind), so a
    /// staircase (3 moves a step) is preferred to an L-shaped path (5 a step
    /// along its straight parts). A* over (cell, side of the blank) with
    /// the Manhattan distance to the nearest target, costs in buckets.
    fn tile_route(&mut self, tile: u8, targets: &[usize], free: &[bool]) -> Option<Vec<usize>> {
        let from = self.pos[tile as usize];
        if targets.contains(&from) {
            return Some(vec![from]);
        }
        let (w, n) = (self.width, self.tiles.len());
        let manhattan = |a: usize, b: usize| (a / w).abs_diff(b / w) + (a % w).abs_diff(b % w);
        let h = |c: usize| targets.iter().map(|&t| manhattan(c, t)).min().unwrap_or(0) as u32;
        // Exact blank distances for the first step, around the tile: `path`
        // with no goal visits every reachable cell in breadth-first order.
        let blank = self.pos[0];
        let mut first = vec![u32::MAX; n];
        self.path(blank, |_| false, |c| free[c] && c != from);
        for &c in &self.queue {
            first[c] = if c == blank {
                0
            } else {
                first[self.prev[c]] + 1
            };
        }
        const START: u32 = u32::MAX;
        let mut best = vec![u32::MAX; n * 4];
        let mut prev = vec![START; n * 4];
        // buckets[f] holds states whose estimate g + h is f.
        let mut buckets: Vec<Vec<u32>> = Vec::new();
        let push = |buckets: &mut Vec<Vec<u32>>, f: u32, state: usize| {
            let f = f as usize;
            if buckets.len() <= f {
                buckets.resize_with(f + 1, Vec::new);
            }
            buckets[f].push(state as u32);
        };
        // Sides: the direction from the tile to the blank, as Dir::ALL index.
        let side =
            |tile_cell: usize, blank_cell: usize| dir_index(direction(tile_cell, blank_cell, w));
        for q in self.neighbours(from).into_iter().flatten() {
            if free[q] && first[q] != u32::MAX {
                let state = q * 4 + side(q, from);
                best[state] = first[q] + 1;
                push(&mut buckets, best[state] + h(q), state);
            }
        }
        let mut f = 0;
        while f < buckets.len() {
            let Some(state) = buckets[f].pop() else {
                f += 1;
                continue;
            };
            let state = state as usize;
            let (cell, s) = (state / 4, state % 4);
            let g = best[state];
            if g + h(cell) != f as u32 {
                continue; // a stale entry: the state was reached cheaper
            }
            if targets.contains(&cell) {
                let mut path = vec![cell];
                let mut at = state;
                while prev[at] != START {
                    at = prev[at] as usize;
                    path.push(at / 4);
                }
                path.push(from);
                path.reverse();
                return Some(path);
            }
            for q in self.neighbours(cell).into_iter().flatten() {
                if !free[q] || q == from {
                    continue;
                }
                let d = dir_index(direction(cell, q, w));
                let walk = if d == s {
                    0
                } else if d ^ 1 == s {
                    4 // U/D and L/R are neighbours in Dir::ALL: opposite = index ^ 1
                } else {
                    2
                };
                let next = q * 4 + side(q, cell);
                let c = g + walk + 1;
                if c < best[next] {
                    best[next] = c;
                    prev[next] = state as u32;
                    push(&mut buckets, c + h(q), next);
                }
            }
        }
        None
    }

    fn stuck(&self, what: &str) -> Error {
        Error::internal(format!(
            "the reduction got stuck at {}: {what}",
            Board::new(self.width, self.height, self.tiles.clone())
                .map(|b| b.to_line())
                .unwrap_or_default()
        ))
    }

    /// Breadth-first search over the arrangements of a small region (at most
    /// 12 cells, in practice 6) until every `(position, tile)` requirement
    /// holds (positions index `cells`); the blank must be inside. Applies the
    /// shortest sequence found and returns the number of arrangements visited.
    /// States are packed 4 bits per cell; visited states are marked by rank.
    pub(super) fn region_search(
        &mut self,
        cells: &[usize],
        wanted: &[(usize, u8)],
    ) -> Result<usize> {
        let m = cells.len();
        if m > statespace::MAX_CELLS {
            return Err(self.stuck("the region to search is too big"));
        }
        let contents: Vec<u8> = cells.iter().map(|&c| self.tiles[c]).collect();
        if !contents.contains(&0) {
            return Err(self.stuck("the blank is outside the region to search"));
        }
        let mut values = contents.clone();
        values.sort_unstable();
        let label = |t: u8| values.binary_search(&t).ok().map(|l| l as u64);
        let pack = |labels: &mut dyn Iterator<Item = u64>| {
            labels
                .enumerate()
                .fold(0u64, |acc, (i, l)| acc | (l << (4 * i)))
        };
        let start = pack(&mut contents.iter().map(|&t| label(t).expect("in the region")));
        let mut mask = 0u64;
        let mut want = 0u64;
        for &(i, t) in wanted {
            let l = label(t).ok_or_else(|| self.stuck("a wanted tile is outside the region"))?;
            mask |= 0xF << (4 * i);
            want |= l << (4 * i);
        }
        // Moves inside the region, as pairs of positions in `cells`.
        let adjacent: Vec<Vec<usize>> = (0..m)
            .map(|i| {
                (0..m)
                    .filter(|&j| {
                        let (a, b) = (cells[i], cells[j]);
                        a.abs_diff(b) == self.width
                            || (a.abs_diff(b) == 1 && a / self.width == b / self.width)
                    })
                    .collect()
            })
            .collect();
        let rank_of = |packed: u64| statespace::rank_packed(packed, m) as usize;
        const NONE: u32 = u32::MAX;
        let mut parent = vec![NONE; statespace::factorial(m) as usize];
        // The queue holds (packed state, its rank, the blank's position).
        let blank_of = |packed: u64| {
            (0..m)
                .find(|&i| (packed >> (4 * i)) & 0xF == 0)
                .expect("blank")
        };
        let start_rank = rank_of(start);
        parent[start_rank] = start_rank as u32;
        let mut queue: Vec<(u64, u32, u8)> =
            vec![(start, start_rank as u32, blank_of(start) as u8)];
        let mut head = 0;
        let mut found = None;
        while head < queue.len() {
            let (state, r, b) = queue[head];
            head += 1;
            if state & mask == want {
                found = Some(head - 1);
                break;
            }
            let b = b as usize;
            for &j in &adjacent[b] {
                let l = (state >> (4 * j)) & 0xF;
                // The blank (label 0) moves to j, the tile there moves to b.
                let next = (state & !(0xF << (4 * j))) | (l << (4 * b));
                let r2 = rank_of(next);
                if parent[r2] == NONE {
                    parent[r2] = r;
                    queue.push((next, r2 as u32, j as u8));
                }
            }
        }
        let end = found.ok_or_else(|| self.stuck("the region search found no way to its goal"))?;
        // Walk back to the start through the parents, collecting the blank's
        // cells; the queue holds every state visited, indexed by rank below.
        let mut blank_at = vec![0u8; parent.len()];
        for &(_, r, b) in &queue {
            blank_at[r as usize] = b;
        }
        let mut blank_cells = Vec::new();
        let mut r = queue[end].1 as usize;
        while r != start_rank {
            blank_cells.push(cells[blank_at[r] as usize]);
            r = parent[r] as usize;
        }
        for &c in blank_cells.iter().rev() {
            self.step_blank(c);
        }
        Ok(head)
    }
}

/// The place of a direction in [`Dir::ALL`] (U, D, L, R).
fn dir_index(d: Dir) -> usize {
    match d {
        Dir::Up => 0,
        Dir::Down => 1,
        Dir::Left => 2,
        Dir::Right => 3,
    }
}

/// The blank direction from cell `a` to the adjacent cell `b`.
fn direction(a: usize, b: usize, width: usize) -> Dir {
    if b + width == a {
        Dir::Up
    } else if a + width == b {
        Dir::Down
    } else if b + 1 == a {
        Dir::Left
    } else {
        Dir::Right
    }
}
