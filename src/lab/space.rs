//! Exact distances to the goal for every state of a small board (at most
//! 12 cells), the ground truth the heuristic audit and the cost table are
//! measured against.
//!
//! A state is named by the lexicographic rank of its row-major tiles (a
//! Lehmer code), so a table of one byte per rank holds every distance; the
//! breadth-first search from the goal keeps a queue of ranks, 4 bytes a
//! state. Moves are reversible, so the distance from the goal to a board
//! is the distance from the board to the goal.

use crate::board::{Board, Dir};
use crate::error::{Error, Result};

/// The most cells an exhaustive table handles (12! = 479,001,600 ranks).
pub const MAX_CELLS: usize = 12;

/// Marks a rank the search never reached (the other parity class).
const UNREACHED: u8 = u8::MAX;

/// Distances from one goal to every arrangement of its board.
pub struct Space {
    goal: Board,
    dist: Vec<u8>,
    by_depth: Vec<u64>,
    /// For each blank cell, the moves of the blank and the cell it goes to.
    moves: Vec<Vec<(Dir, usize)>>,
}

impl Space {
    /// Breadth-first search from `goal` over all its reachable states.
    pub fn new(goal: &Board) -> Result<Space> {
        let n = goal.cells();
        if n > MAX_CELLS {
            return Err(Error::input(format!(
                "a {} board has {n} cells: the exhaustive audit handles at most {MAX_CELLS} cells (use --sample N to test random boards against optimal solutions)",
                goal.size_name()
            )));
        }
        let moves = move_table(goal.width(), goal.height());
        let total = factorial(n) as usize;
        let mut dist = vec![UNREACHED; total];
        let mut queue: Vec<u32> = Vec::with_capacity(total / 2);
        let start = rank(goal.tiles());
        dist[start as usize] = 0;
        queue.push(start as u32);
        let mut by_depth = vec![1u64];
        let mut head = 0;
        let mut cells = [0u8; MAX_CELLS];
        while head < queue.len() {
            let r = queue[head] as u64;
            head += 1;
            unrank(r, &mut cells[..n]);
            let d = dist[r as usize];
            let blank = cells[..n].iter().position(|&t| t == 0).unwrap_or(0);
            for &(_, to) in &moves[blank] {
                cells.swap(blank, to);
                let nr = rank(&cells[..n]) as usize;
                cells.swap(blank, to);
                if dist[nr] == UNREACHED {
                    dist[nr] = d + 1;
                    if by_depth.len() <= d as usize + 1 {
                        by_depth.push(0);
                    }
                    by_depth[d as usize + 1] += 1;
                    queue.push(nr as u32);
                }
            }
        }
        Ok(Space {
            goal: goal.clone(),
            dist,
            by_depth,
            moves,
        })
    }

    pub fn goal(&self) -> &Board {
        &self.goal
    }

    pub fn cells(&self) -> usize {
        self.goal.cells()
    }

    /// All arrangements, reachable or not (n!): the range of ranks.
    pub fn ranks(&self) -> u64 {
        self.dist.len() as u64
    }

    /// The fewest moves between the state of rank `r` and the goal.
    #[inline]
    pub fn distance_of_rank(&self, r: u64) -> Option<u8> {
        let d = self.dist[r as usize];
        (d != UNREACHED).then_some(d)
    }

    pub fn distance(&self, board: &Board) -> Option<u8> {
        if !board.same_size(&self.goal) {
            return None;
        }
        self.distance_of_rank(self.rank(board.tiles()))
    }

    /// The rank of a position given as row-major tiles.
    #[inline]
    pub fn rank(&self, cells: &[u8]) -> u64 {
        rank(cells)
    }

    /// The row-major tiles of rank `r`.
    #[inline]
    pub fn decode(&self, r: u64, out: &mut [u8]) {
        unrank(r, out)
    }

    pub fn board(&self, r: u64) -> Board {
        let mut cells = vec![0u8; self.cells()];
        self.decode(r, &mut cells);
        Board::new(self.goal.width(), self.goal.height(), cells).expect("a permutation is a board")
    }

    /// States at each distance: `by_depth()[d]` states are `d` moves away.
    pub fn by_depth(&self) -> &[u64] {
        &self.by_depth
    }

    /// Reachable states, the goal included.
    pub fn reached(&self) -> u64 {
        self.by_depth.iter().sum()
    }

    pub fn max_depth(&self) -> usize {
        self.by_depth.len() - 1
    }

    /// For each blank cell, the blank's moves and where it goes.
    pub fn moves(&self, blank: usize) -> &[(Dir, usize)] {
        &self.moves[blank]
    }

    /// Every rank at exactly distance `d`, in rank order.
    pub fn ranks_at(&self, d: u8) -> Vec<u64> {
        self.dist
            .iter()
            .enumerate()
            .filter(|&(_, &x)| x == d)
            .map(|(r, _)| r as u64)
            .collect()
    }
}

/// The blank's legal moves from every cell, in `Dir::ALL` order.
fn move_table(width: usize, height: usize) -> Vec<Vec<(Dir, usize)>> {
    (0..width * height)
        .map(|cell| {
            let (r, c) = (cell / width, cell % width);
            Dir::ALL
                .iter()
                .filter_map(|&d| {
                    let to = match d {
                        Dir::Up if r > 0 => cell - width,
                        Dir::Down if r + 1 < height => cell + width,
                        Dir::Left if c > 0 => cell - 1,
                        Dir::Right if c + 1 < width => cell + 1,
                        _ => return None,
                    };
                    Some((d, to))
                })
                .collect()
        })
        .collect()
}

pub fn factorial(n: usize) -> u64 {
    (1..=n as u64).product()
}

/// Lexicographic rank of a permutation of `0..n` (n ≤ 16).
pub fn rank(p: &[u8]) -> u64 {
    let n = p.len();
    let mut seen = 0u32;
    let mut r = 0u64;
    for (i, &v) in p.iter().enumerate() {
        let smaller_unused = (v as u32 - (seen & ((1u32 << v) - 1)).count_ones()) as u64;
        r = r * (n - i) as u64 + smaller_unused;
        seen |= 1 << v;
    }
    r
}

/// The permutation of `0..out.len()` with lexicographic rank `r`.
pub fn unrank(mut r: u64, out: &mut [u8]) {
    let n = out.len();
    let mut digits = [0u8; 16];
    for i in (0..n).rev() {
        let radix = (n - i) as u64;
        digits[i] = (r % radix) as u8;
        r /= radix;
    }
    let mut unused: u32 = (1u32 << n) - 1;
    for i in 0..n {
        // The digits[i]-th smallest unused value.
        let mut m = unused;
        for _ in 0..digits[i] {
            m &= m - 1;
        }
        let v = m.trailing_zeros();
        unused &= !(1 << v);
        out[i] = v as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_round_trips() {
        let mut out = [0u8; 5];
        for r in 0..factorial(5) {
            unrank(r, &mut out);
            assert_eq!(rank(&out), r);
        }
        assert_eq!(rank(&[0, 1, 2, 3]), 0);
        assert_eq!(rank(&[3, 2, 1, 0]), 23);
    }

    #[test]
    fn eight_puzzle_has_181440_states_and_diameter_31() {
        let space = Space::new(&Board::blank_last(3, 3).unwrap()).unwrap();
        assert_eq!(space.reached(), 181_440);
        assert_eq!(space.max_depth(), 31);
        // Two states at 31 moves for the blank-last goal (Reinefeld 1993).
        assert_eq!(space.by_depth()[31], 2);
        let aima = crate::parse::parse_board("7 2 4/5 0 6/8 3 1", None).unwrap();
        let blank_first = Space::new(&Board::blank_first(3, 3).unwrap()).unwrap();
        assert_eq!(blank_first.distance(&aima), Some(26));
    }

    #[test]
    fn refuses_more_than_twelve_cells() {
        assert!(Space::new(&Board::blank_last(4, 4).unwrap()).is_err());
    }
}
