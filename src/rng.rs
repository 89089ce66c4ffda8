//! A small seeded random number generator (SplitMix64), so that random
//! boards, experiments and property tests are reproducible from a seed
//! without a dependency.

use crate::board::{Board, Dir, Goal};

#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0);
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A uniformly random arrangement (solvable or not).
    pub fn board(&mut self, width: usize, height: usize) -> Board {
        let mut tiles: Vec<u8> = (0..width * height).map(|t| t as u8).collect();
        self.shuffle(&mut tiles);
        Board::new(width, height, tiles).expect("a permutation is a valid board")
    }

    /// A uniformly random board that can reach `goal` (the parity class of
    /// the goal): a random arrangement, fixed by one swap when needed.
    pub fn solvable_board(&mut self, goal: &Goal) -> Board {
        let g = goal.board();
        if g.width() == 1 || g.height() == 1 {
            // Thin boards: only the blank's position is free.
            let mut b = g.clone();
            let steps = self.below(2 * g.cells() as u64);
            for _ in 0..steps {
                let moves = b.legal_moves();
                let d = moves[self.below(moves.len() as u64) as usize];
                b.slide(d).expect("legal");
            }
            return b;
        }
        let b = self.board(g.width(), g.height());
        if crate::parity::is_solvable(&b, goal) {
            b
        } else {
            // Swapping two tiles flips the class.
            let tiles: Vec<usize> = (0..b.cells())
                .filter(|&i| b.tiles()[i] != 0)
                .take(2)
                .collect();
            b.swapped(tiles[0], tiles[1])
        }
    }

    /// A random walk of `length` legal moves that never undoes the last move,
    /// except at a dead end (the end of a thin board), where it must.
    pub fn walk(&mut self, board: &Board, length: usize) -> Vec<Dir> {
        let mut b = board.clone();
        let mut moves: Vec<Dir> = Vec::with_capacity(length);
        for _ in 0..length {
            let legal = b.legal_moves();
            let forward: Vec<Dir> = legal
                .iter()
                .copied()
                .filter(|d| moves.last().map(|l| l.opposite()) != Some(*d))
                .collect();
            let options = if forward.is_empty() { legal } else { forward };
            let d = options[self.below(options.len() as u64) as usize];
            b.slide(d).expect("legal");
            moves.push(d);
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walks_on_thin_boards_bounce_at_the_ends() {
        let mut rng = Rng::new(1);
        let board = Board::new(2, 1, vec![1, 0]).unwrap();
        let moves = rng.walk(&board, 5);
        assert_eq!(crate::board::moves_to_string(&moves), "LRLRL");
        let line = Board::new(1, 4, vec![1, 2, 3, 0]).unwrap();
        assert!(line.apply_all(&rng.walk(&line, 50)).is_ok());
    }
}
