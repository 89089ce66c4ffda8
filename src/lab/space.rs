//! Exact distances to the goal for every state of a small board (at most
//! 12 cells), the ground truth the heuristic audit and the cost table are
//! measured against.
//!
//! The breadth-first search over the whole state space is
//! [`crate::statespace`]'s (one byte per permutation rank, both cores); this
//! module only translates between its ranks (permutations of goal cells)
//! and row-major tiles, which is what the heuristics read. Moves are
//! reversible, so the distance from the goal to a board is the distance
//! from the board to the goal.

use crate::board::{Board, Dir};
use crate::error::{Error, Result};
use crate::statespace::{self, DistanceTable};

/// The most cells an exhaustive table handles (12! = 479,001,600 ranks).
pub(crate) const MAX_CELLS: usize = statespace::MAX_CELLS;

/// Distances from one goal to every arrangement of its board.
pub(crate) struct Space {
    table: DistanceTable,
    /// The goal's tile in each cell (decodes a permutation into tiles).
    goal_tiles: Vec<u8>,
    /// `home[tile]` = the tile's goal cell (encodes tiles as a permutation).
    home: Vec<u8>,
    /// For each blank cell, the moves of the blank and the cell it goes to.
    moves: Vec<Vec<(Dir, usize)>>,
}

impl Space {
    /// Breadth-first search from `goal` over all its reachable states.
    pub(crate) fn new(goal: &Board) -> Result<Space> {
        Space::with_progress(goal, &mut |_| {})
    }

    /// [`Space::new`], reporting each level of the search.
    pub(crate) fn with_progress(
        goal: &Board,
        progress: &mut dyn FnMut(statespace::Progress),
    ) -> Result<Space> {
        let n = goal.cells();
        if n > MAX_CELLS {
            return Err(Error::problem(crate::msg!(
                "board-error-audit-too-big",
                size = goal.size_name(),
                cells = n,
                max = MAX_CELLS
            )));
        }
        let table = statespace::distances_with(goal, statespace::default_threads(), progress)?;
        let mut home = vec![0u8; n];
        for (cell, &t) in goal.tiles().iter().enumerate() {
            home[t as usize] = cell as u8;
        }
        Ok(Space {
            table,
            goal_tiles: goal.tiles().to_vec(),
            home,
            moves: move_table(goal.width(), goal.height()),
        })
    }

    pub(crate) fn goal(&self) -> &Board {
        self.table.goal()
    }

    pub(crate) fn cells(&self) -> usize {
        self.goal_tiles.len()
    }

    /// All arrangements, reachable or not (n!): the range of ranks.
    pub(crate) fn ranks(&self) -> u64 {
        self.table.states()
    }

    /// The fewest moves between the state of rank `r` and the goal.
    #[inline]
    pub(crate) fn distance_of_rank(&self, r: u64) -> Option<u8> {
        self.table.distance_of_rank(r)
    }

    #[cfg(test)]
    pub(crate) fn distance(&self, board: &Board) -> Option<u8> {
        self.table.distance(board)
    }

    /// The rank of a position given as row-major tiles.
    #[inline]
    pub(crate) fn rank(&self, cells: &[u8]) -> u64 {
        let mut p = [0u8; MAX_CELLS];
        for (o, &t) in p.iter_mut().zip(cells) {
            *o = self.home[t as usize];
        }
        statespace::rank(&p[..cells.len()])
    }

    /// The row-major tiles of rank `r`.
    #[inline]
    pub(crate) fn decode(&self, r: u64, out: &mut [u8]) {
        self.table.codec().decode(r, out);
        for c in out.iter_mut() {
            *c = self.goal_tiles[*c as usize];
        }
    }

    pub(crate) fn board(&self, r: u64) -> Board {
        self.table.codec().board(r)
    }

    /// States at each distance: `by_depth()[d]` states are `d` moves away.
    #[cfg(test)]
    pub(crate) fn by_depth(&self) -> &[u64] {
        self.table.by_depth()
    }

    /// Reachable states, the goal included.
    pub(crate) fn reached(&self) -> u64 {
        self.table.reached()
    }

    pub(crate) fn max_depth(&self) -> usize {
        self.table.max_depth()
    }

    /// For each blank cell, the blank's moves and where it goes.
    pub(crate) fn moves(&self, blank: usize) -> &[(Dir, usize)] {
        &self.moves[blank]
    }

    /// Every rank at exactly distance `d`, in rank order.
    pub(crate) fn ranks_at(&self, d: u8) -> Vec<u64> {
        (0..self.ranks())
            .filter(|&r| self.distance_of_rank(r) == Some(d))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_tiles_round_trip() {
        let goal = Board::snail(3, 2).unwrap();
        let space = Space::new(&goal).unwrap();
        let mut cells = [0u8; 6];
        for r in 0..space.ranks() {
            space.decode(r, &mut cells);
            assert_eq!(space.rank(&cells), r);
            assert_eq!(space.board(r).tiles(), &cells);
        }
        assert_eq!(space.rank(goal.tiles()), 0);
        // Every reached rank is one move from a rank one step closer.
        for r in 0..space.ranks() {
            let Some(d) = space.distance_of_rank(r) else {
                continue;
            };
            if d == 0 {
                continue;
            }
            space.decode(r, &mut cells);
            let blank = cells.iter().position(|&t| t == 0).unwrap();
            let closer = space.moves(blank).iter().any(|&(_, to)| {
                let mut c = cells;
                c.swap(blank, to);
                space.distance_of_rank(space.rank(&c)) == Some(d - 1)
            });
            assert!(closer);
        }
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
