//! Heuristics for informed search: estimates of the number of moves left.
//!
//! Every value is computed relative to a goal ([`Goal::home`] gives each
//! tile's goal cell), so the same code serves the blank-last, blank-first
//! and snail goals and any explicit goal board.
//!
//! H1–H6 are the six heuristics of seed 001; two more are faulty variants
//! found in popular teaching code, kept on purpose so that an audit can
//! expose them (`misplaced-with-blank` counts the blank, and
//! `linear-conflict-pairs` charges 2 moves per conflicting pair).
//!
//! [`Evaluator`] precomputes the goal's geometry once and evaluates a
//! position from its cells; [`Evaluator::after_move`] updates Manhattan
//! distance and linear conflict incrementally after one move, which is what
//! the searches use.

use crate::board::{Board, Goal};
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// A named heuristic (`--heuristic`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Heuristic {
    /// H1: tiles not on their goal cell (the blank is not counted).
    Misplaced,
    /// H2: sum of the tiles' Manhattan distances to their goal cells.
    Manhattan,
    /// H3: integer part of the sum of Euclidean distances.
    Euclidean,
    /// H4: tiles out of their goal row + tiles out of their goal column.
    RowCol,
    /// H5: Manhattan + 2 × tiles that must leave their line (Hansson et al.).
    LinearConflict,
    /// H6 of seed 001: H5 + misplaced tiles walled in by correct neighbours.
    SeedH6,
    /// Faulty: misplaced tiles counting the blank as a tile.
    MisplacedWithBlank,
    /// Faulty: Manhattan + 2 per conflicting pair in a line.
    LinearConflictPairs,
}

impl Heuristic {
    /// Every heuristic, H1–H6 first, then the faulty variants.
    pub const ALL: [Heuristic; 8] = [
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::Euclidean,
        Heuristic::RowCol,
        Heuristic::LinearConflict,
        Heuristic::SeedH6,
        Heuristic::MisplacedWithBlank,
        Heuristic::LinearConflictPairs,
    ];

    /// The six heuristics of seed 001, in its order H1..H6.
    pub const SEED: [Heuristic; 6] = [
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::Euclidean,
        Heuristic::RowCol,
        Heuristic::LinearConflict,
        Heuristic::SeedH6,
    ];

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::Euclidean => "euclidean",
            Heuristic::RowCol => "rowcol",
            Heuristic::LinearConflict => "linear-conflict",
            Heuristic::SeedH6 => "seed-h6",
            Heuristic::MisplacedWithBlank => "misplaced-with-blank",
            Heuristic::LinearConflictPairs => "linear-conflict-pairs",
        }
    }

    /// Seed 001's label (H1..H6), if the heuristic is one of its six.
    pub fn seed_label(self) -> Option<&'static str> {
        match self {
            Heuristic::Misplaced => Some("H1"),
            Heuristic::Manhattan => Some("H2"),
            Heuristic::Euclidean => Some("H3"),
            Heuristic::RowCol => Some("H4"),
            Heuristic::LinearConflict => Some("H5"),
            Heuristic::SeedH6 => Some("H6"),
            _ => None,
        }
    }

    /// One paragraph: what is counted, and why it does (or does not) stay
    /// below the true number of moves. Said by `--explain-heuristic` and the
    /// lessons' heuristics steps.
    pub fn explanation(self) -> crate::i18n::Msg {
        match self {
            Heuristic::Misplaced => crate::msg!("search-heuristic-misplaced"),
            Heuristic::Manhattan => crate::msg!("search-heuristic-manhattan"),
            Heuristic::Euclidean => crate::msg!("search-heuristic-euclidean"),
            Heuristic::RowCol => crate::msg!("search-heuristic-rowcol"),
            Heuristic::LinearConflict => crate::msg!("search-heuristic-linear-conflict"),
            Heuristic::SeedH6 => crate::msg!("search-heuristic-seed-h6"),
            Heuristic::MisplacedWithBlank => crate::msg!("search-heuristic-misplaced-with-blank"),
            Heuristic::LinearConflictPairs => crate::msg!("search-heuristic-linear-conflict-pairs"),
        }
    }

    /// True when admissibility is proved (H1–H5, see `explanation`).
    pub fn is_proven_admissible(self) -> bool {
        matches!(
            self,
            Heuristic::Misplaced
                | Heuristic::Manhattan
                | Heuristic::Euclidean
                | Heuristic::RowCol
                | Heuristic::LinearConflict
        )
    }

    /// True for the two known-faulty variants that overestimate.
    pub fn is_faulty(self) -> bool {
        matches!(
            self,
            Heuristic::MisplacedWithBlank | Heuristic::LinearConflictPairs
        )
    }

    /// The estimate for `board` relative to `goal`.
    pub fn value(self, board: &Board, goal: &Goal) -> u32 {
        Evaluator::new(self, goal).value(board.tiles())
    }

    /// Every accepted spelling, for error messages.
    pub(crate) fn names() -> String {
        Heuristic::ALL
            .iter()
            .map(|h| h.name())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Heuristic {
    type Err = crate::i18n::Msg;

    /// The names above, and seed 001's labels `h1`..`h6`.
    fn from_str(s: &str) -> Result<Heuristic, crate::i18n::Msg> {
        let t = s.trim().to_ascii_lowercase();
        let found = Heuristic::ALL
            .into_iter()
            .find(|h| h.name() == t || h.seed_label().is_some_and(|l| l.eq_ignore_ascii_case(&t)));
        found
            .or(match t.as_str() {
                "row-col" => Some(Heuristic::RowCol),
                "lc" | "linear" => Some(Heuristic::LinearConflict),
                _ => None,
            })
            .ok_or_else(|| {
                crate::msg!(
                    "lessonfile-unknown-heuristic",
                    name = crate::parse::shown_text(s),
                    names = Heuristic::names()
                )
            })
    }
}

/// A heuristic bound to one goal: the goal geometry computed once.
#[derive(Debug, Clone)]
pub(crate) struct Evaluator {
    heuristic: Heuristic,
    width: usize,
    height: usize,
    /// `home[t]` = goal cell of tile `t`.
    home: Vec<usize>,
    /// The goal's content of each cell.
    goal_cells: Vec<u8>,
}

impl Evaluator {
    pub(crate) fn new(heuristic: Heuristic, goal: &Goal) -> Evaluator {
        let g = goal.board();
        Evaluator {
            heuristic,
            width: g.width(),
            height: g.height(),
            home: (0..g.cells()).map(|t| goal.home(t as u8)).collect(),
            goal_cells: g.tiles().to_vec(),
        }
    }

    /// The estimate for a position given as its row-major cells.
    pub(crate) fn value(&self, cells: &[u8]) -> u32 {
        match self.heuristic {
            Heuristic::Misplaced => self.misplaced(cells),
            Heuristic::MisplacedWithBlank => cells
                .iter()
                .zip(&self.goal_cells)
                .filter(|(a, b)| a != b)
                .count() as u32,
            Heuristic::Manhattan => self.manhattan(cells),
            Heuristic::Euclidean => self.euclidean(cells),
            Heuristic::RowCol => self.rowcol(cells),
            Heuristic::LinearConflict => self.manhattan(cells) + 2 * self.must_leave(cells),
            Heuristic::LinearConflictPairs => {
                self.manhattan(cells) + 2 * self.conflicting_pairs(cells)
            }
            Heuristic::SeedH6 => {
                self.manhattan(cells) + 2 * self.must_leave(cells) + self.walled_in(cells)
            }
        }
    }

    /// The estimate after one move, from the estimate before it. `cells`
    /// is the position *after* the move; `tile` moved from cell `from` to
    /// cell `to`. Manhattan and linear conflict are updated in O(line
    /// length); the other heuristics are recomputed.
    pub(crate) fn after_move(
        &self,
        before: u32,
        cells: &[u8],
        tile: u8,
        from: usize,
        to: usize,
    ) -> u32 {
        match self.heuristic {
            Heuristic::Manhattan => {
                let home = self.home[tile as usize];
                (before as i64 + self.dist(to, home) as i64 - self.dist(from, home) as i64) as u32
            }
            Heuristic::LinearConflict => {
                let home = self.home[tile as usize];
                let mut v =
                    before as i64 + self.dist(to, home) as i64 - self.dist(from, home) as i64;
                // Only the lines the tile left and entered change: a
                // horizontal move changes its column, a vertical its row.
                // Within the line it moves along, the order is unchanged.
                let w = self.width;
                let before_cells = |i: usize| {
                    if i == from {
                        tile
                    } else if i == to {
                        0
                    } else {
                        cells[i]
                    }
                };
                let after_cells = |i: usize| cells[i];
                if from / w != to / w {
                    // Vertical move: rows change.
                    for r in [from / w, to / w] {
                        v += 2
                            * (self.row_leave(r, &after_cells) as i64
                                - self.row_leave(r, &before_cells) as i64);
                    }
                } else {
                    for c in [from % w, to % w] {
                        v += 2
                            * (self.col_leave(c, &after_cells) as i64
                                - self.col_leave(c, &before_cells) as i64);
                    }
                }
                v as u32
            }
            _ => self.value(cells),
        }
    }

    fn dist(&self, a: usize, b: usize) -> u32 {
        let w = self.width;
        ((a / w).abs_diff(b / w) + (a % w).abs_diff(b % w)) as u32
    }

    fn misplaced(&self, cells: &[u8]) -> u32 {
        cells
            .iter()
            .enumerate()
            .filter(|&(i, &t)| t != 0 && self.home[t as usize] != i)
            .count() as u32
    }

    fn manhattan(&self, cells: &[u8]) -> u32 {
        cells
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(i, &t)| self.dist(i, self.home[t as usize]))
            .sum()
    }

    fn euclidean(&self, cells: &[u8]) -> u32 {
        let w = self.width;
        let sum: f64 = cells
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(i, &t)| {
                let h = self.home[t as usize];
                let dr = (i / w).abs_diff(h / w) as f64;
                let dc = (i % w).abs_diff(h % w) as f64;
                (dr * dr + dc * dc).sqrt()
            })
            .sum();
        // A sum of square roots of non-squares is irrational, so it is
        // never within rounding error of an integer it does not equal; the
        // small allowance keeps exact integer sums (3+4+...) exact.
        (sum + 1e-9).floor() as u32
    }

    fn rowcol(&self, cells: &[u8]) -> u32 {
        let w = self.width;
        cells
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(i, &t)| {
                let h = self.home[t as usize];
                (i / w != h / w) as u32 + (i % w != h % w) as u32
            })
            .sum()
    }

    /// Goal positions along the line of the tiles in row `r` whose goal
    /// row is `r`, in their current left-to-right order.
    fn row_keys(&self, r: usize, cell: &dyn Fn(usize) -> u8, keys: &mut Vec<usize>) {
        keys.clear();
        let w = self.width;
        for c in 0..w {
            let t = cell(r * w + c);
            if t != 0 {
                let h = self.home[t as usize];
                if h / w == r {
                    keys.push(h % w);
                }
            }
        }
    }

    fn col_keys(&self, c: usize, cell: &dyn Fn(usize) -> u8, keys: &mut Vec<usize>) {
        keys.clear();
        let w = self.width;
        for r in 0..self.height {
            let t = cell(r * w + c);
            if t != 0 {
                let h = self.home[t as usize];
                if h % w == c {
                    keys.push(h / w);
                }
            }
        }
    }

    fn row_leave(&self, r: usize, cell: &dyn Fn(usize) -> u8) -> u32 {
        let mut keys = Vec::with_capacity(self.width);
        self.row_keys(r, cell, &mut keys);
        (keys.len() - longest_increasing(&keys)) as u32
    }

    fn col_leave(&self, c: usize, cell: &dyn Fn(usize) -> u8) -> u32 {
        let mut keys = Vec::with_capacity(self.height);
        self.col_keys(c, cell, &mut keys);
        (keys.len() - longest_increasing(&keys)) as u32
    }

    /// Σ over rows and columns of (tiles in their goal line − LIS).
    fn must_leave(&self, cells: &[u8]) -> u32 {
        let cell = |i: usize| cells[i];
        let rows: u32 = (0..self.height).map(|r| self.row_leave(r, &cell)).sum();
        let cols: u32 = (0..self.width).map(|c| self.col_leave(c, &cell)).sum();
        rows + cols
    }

    /// Σ over rows and columns of the reversed pairs among tiles in their
    /// goal line (the faulty count).
    fn conflicting_pairs(&self, cells: &[u8]) -> u32 {
        let cell = |i: usize| cells[i];
        let mut keys = Vec::new();
        let mut total = 0;
        for r in 0..self.height {
            self.row_keys(r, &cell, &mut keys);
            total += reversed_pairs(&keys);
        }
        for c in 0..self.width {
            self.col_keys(c, &cell, &mut keys);
            total += reversed_pairs(&keys);
        }
        total
    }

    /// Misplaced tiles whose orthogonal neighbour cells all hold their goal
    /// contents (seed 001's extra term of H6, as we read it).
    fn walled_in(&self, cells: &[u8]) -> u32 {
        let (w, h) = (self.width, self.height);
        let in_place = |i: usize| cells[i] == self.goal_cells[i];
        let mut count = 0;
        for (i, &t) in cells.iter().enumerate() {
            if t == 0 || in_place(i) {
                continue;
            }
            let (r, c) = (i / w, i % w);
            let mut neighbours = Vec::with_capacity(4);
            if r > 0 {
                neighbours.push(i - w);
            }
            if r + 1 < h {
                neighbours.push(i + w);
            }
            if c > 0 {
                neighbours.push(i - 1);
            }
            if c + 1 < w {
                neighbours.push(i + 1);
            }
            if neighbours.iter().all(|&n| in_place(n)) {
                count += 1;
            }
        }
        count
    }
}

/// Length of a longest strictly increasing subsequence (patience sorting).
pub(crate) fn longest_increasing(keys: &[usize]) -> usize {
    let mut tails: Vec<usize> = Vec::with_capacity(keys.len());
    for &k in keys {
        match tails.binary_search(&k) {
            Ok(_) => {}
            Err(p) if p == tails.len() => tails.push(k),
            Err(p) => tails[p] = k,
        }
    }
    tails.len()
}

fn reversed_pairs(keys: &[usize]) -> u32 {
    let mut n = 0;
    for i in 0..keys.len() {
        for j in i + 1..keys.len() {
            if keys[i] > keys[j] {
                n += 1;
            }
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    fn b(s: &str) -> Board {
        parse_board(s, None).unwrap()
    }

    fn last(board: &Board) -> Goal {
        Goal::new(Board::blank_last(board.width(), board.height()).unwrap())
    }

    #[test]
    fn names_round_trip() {
        for h in Heuristic::ALL {
            assert_eq!(h.name().parse::<Heuristic>().unwrap(), h);
            assert!(!h.explanation().english().is_empty());
        }
        assert_eq!(
            "H5".parse::<Heuristic>().unwrap(),
            Heuristic::LinearConflict
        );
        assert!("h7".parse::<Heuristic>().is_err());
    }

    #[test]
    fn goal_is_zero_for_all() {
        for goal in [
            Board::blank_last(3, 3).unwrap(),
            Board::snail(4, 4).unwrap(),
            Board::blank_first(4, 3).unwrap(),
        ] {
            let g = Goal::new(goal.clone());
            for h in Heuristic::ALL {
                assert_eq!(h.value(&goal, &g), 0, "{h}");
            }
        }
    }

    #[test]
    fn pairs_overestimate_the_seed_example_by_four() {
        let board = b("0 8 7/6 5 4/3 2 1");
        let g = last(&board);
        let lc = Heuristic::LinearConflict.value(&board, &g);
        let pairs = Heuristic::LinearConflictPairs.value(&board, &g);
        assert_eq!(pairs, lc + 4);
        // Manhattan by hand: 8:(0,1)->(2,1)=2, 7:(0,2)->(2,0)=4, 6:(1,0)->(1,2)=2,
        // 5:0, 4:2, 3:(2,0)->(0,2)=4, 2:(2,1)->(0,1)=2, 1:(2,2)->(0,0)=4 = 20.
        assert_eq!(Heuristic::Manhattan.value(&board, &g), 20);
        // Row 2 (6 5 4) and column 2 (8 5 2) are reversed: 2 must leave each.
        assert_eq!(lc, 20 + 2 * (2 + 2));
    }

    #[test]
    fn small_values_by_hand() {
        // Seed 004's start and the snail goal.
        let board = b("2 8 3/1 6 4/7 0 5");
        let g = Goal::new(Board::snail(3, 3).unwrap());
        assert_eq!(Heuristic::Misplaced.value(&board, &g), 4); // 2, 8, 1, 6
        assert_eq!(Heuristic::MisplacedWithBlank.value(&board, &g), 5);
        assert_eq!(Heuristic::Manhattan.value(&board, &g), 5);
        // Euclidean: 2:1, 8:1, 1:1, 6:1 and nothing else = 4.
        assert_eq!(Heuristic::Euclidean.value(&board, &g), 4);
        // rowcol: 2 out of column, 8 out of both, 1 out of row, 6 out of row.
        assert_eq!(Heuristic::RowCol.value(&board, &g), 5);
        // One move from the goal.
        let board = b("1 2 3/4 5 6/7 0 8");
        let g = last(&board);
        assert_eq!(Heuristic::Misplaced.value(&board, &g), 1);
        assert_eq!(Heuristic::MisplacedWithBlank.value(&board, &g), 2);
        // Euclidean floor of the sum, not sum of floors: two diagonal tiles.
        let board = b("1 2 3/4 5 6/0 8 7");
        // 7 at (2,2) home (2,0): 2; 8 at (2,1) home (2,1): 0 -> 2.
        assert_eq!(Heuristic::Euclidean.value(&board, &g), 2);
        let board = b("5 2 3/4 1 6/7 8 0");
        // 5 at (0,0) home (1,1): sqrt 2; 1 at (1,1) home (0,0): sqrt 2 -> 2.83.
        assert_eq!(Heuristic::Euclidean.value(&board, &g), 2);
    }

    #[test]
    fn lis_and_pairs() {
        assert_eq!(longest_increasing(&[2, 1, 0]), 1);
        assert_eq!(longest_increasing(&[0, 2, 1, 3]), 3);
        assert_eq!(reversed_pairs(&[2, 1, 0]), 3);
    }

    #[test]
    fn seed_h6_counts_walled_in_tiles() {
        // 4x4 with tiles 6 and 7 swapped... 6 at cell 6 is walled in when
        // its four neighbours are in place: swap 6 and 11 (far apart).
        let board = b("1 2 3 4/5 11 7 8/9 10 6 12/13 14 15 0");
        let g = last(&board);
        // 11 at cell 5: neighbours 2, 5?, 7, 10 -> cells 1,9,4,6 hold 2,10,5,7: all in place.
        // 6 at cell 10: neighbours cells 6,14,9,11 hold 7,15,10,12: in place.
        let h5 = Heuristic::LinearConflict.value(&board, &g);
        assert_eq!(Heuristic::SeedH6.value(&board, &g), h5 + 2);
    }

    #[test]
    fn incremental_matches_full_on_random_walks() {
        let mut rng = crate::rng::Rng::new(7);
        for (w, h) in [(3, 3), (4, 4), (5, 3), (2, 4)] {
            let goal = Goal::new(Board::snail(w, h).unwrap());
            for heuristic in [Heuristic::Manhattan, Heuristic::LinearConflict] {
                let e = Evaluator::new(heuristic, &goal);
                let mut board = rng.solvable_board(&goal);
                let mut v = e.value(board.tiles());
                for d in rng.walk(&board, 200) {
                    let from = board.target_of(d).unwrap();
                    let to = board.blank_index();
                    let tile = board.slide(d).unwrap();
                    v = e.after_move(v, board.tiles(), tile, from, to);
                    assert_eq!(v, e.value(board.tiles()), "{heuristic} {board}");
                }
            }
        }
    }
}
