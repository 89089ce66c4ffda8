//! Boards, blank moves and goals.
//!
//! A board is a `width × height` grid stored row-major; `0` is the blank and
//! the tiles are `1..width*height`. Moves name the direction the *blank*
//! travels (U, D, L, R), the convention of AIMA and of the seeds.

use crate::error::{Error, Result};
use serde::Serialize;
use std::fmt;

/// The largest side a board may have (16×16 = 256 cells, tiles fit in a `u8`).
pub(crate) const MAX_SIDE: usize = 16;

/// A sliding-tile board of any size up to 16×16.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    width: usize,
    height: usize,
    tiles: Vec<u8>,
}

/// The direction the blank travels in one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    /// All four directions in the default order (U, D, L, R).
    pub(crate) const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    pub fn letter(self) -> char {
        match self {
            Dir::Up => 'U',
            Dir::Down => 'D',
            Dir::Left => 'L',
            Dir::Right => 'R',
        }
    }

    pub fn from_letter(c: char) -> Option<Dir> {
        match c.to_ascii_uppercase() {
            'U' => Some(Dir::Up),
            'D' => Some(Dir::Down),
            'L' => Some(Dir::Left),
            'R' => Some(Dir::Right),
            _ => None,
        }
    }

    pub fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// True for U and D: the moves that change the row-major order of tiles.
    pub(crate) fn is_vertical(self) -> bool {
        matches!(self, Dir::Up | Dir::Down)
    }

    /// The direction the *tile* travels when the blank travels `self`.
    pub(crate) fn tile_direction(self) -> Dir {
        self.opposite()
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Render a move sequence as a string of letters (`"UULDR"`).
pub fn moves_to_string(moves: &[Dir]) -> String {
    moves.iter().map(|d| d.letter()).collect()
}

/// Why a move could not be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalMove {
    /// The blank is on the edge the move would cross.
    Edge(Dir),
    /// A tile number was given that is not next to the blank (or does not exist).
    NotAdjacent(u32),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Edge(Dir::Up) => write!(f, "the blank is already in the top row"),
            IllegalMove::Edge(Dir::Down) => write!(f, "the blank is already in the bottom row"),
            IllegalMove::Edge(Dir::Left) => {
                write!(f, "the blank is already in the leftmost column")
            }
            IllegalMove::Edge(Dir::Right) => {
                write!(f, "the blank is already in the rightmost column")
            }
            IllegalMove::NotAdjacent(t) => write!(f, "tile {t} is not next to the blank"),
        }
    }
}

impl Board {
    /// Build a board, checking that the tiles are exactly `0..w*h` once each.
    pub fn new(width: usize, height: usize, tiles: Vec<u8>) -> Result<Board> {
        check_size(width, height)?;
        let n = width * height;
        if tiles.len() != n {
            return Err(Error::problem(crate::msg!(
                "board-error-cells",
                width = width.to_string(),
                height = height.to_string(),
                cells = n,
                given = tiles.len()
            )));
        }
        let mut seen: Vec<Option<usize>> = vec![None; n];
        for (i, &t) in tiles.iter().enumerate() {
            let t = t as usize;
            if t >= n {
                return Err(Error::problem(crate::msg!(
                    "board-error-out-of-range",
                    text = t.to_string(),
                    place = cell_name(i, width),
                    cells = n,
                    last = (n - 1).to_string()
                )));
            }
            if let Some(first) = seen[t] {
                return Err(Error::problem(crate::msg!(
                    "board-error-twice",
                    what = tile_name(t as u8),
                    first = cell_name(first, width),
                    second = cell_name(i, width)
                )));
            }
            seen[t] = Some(i);
        }
        Ok(Board {
            width,
            height,
            tiles,
        })
    }

    /// The goal with tiles 1..n in order and the blank last.
    pub fn blank_last(width: usize, height: usize) -> Result<Board> {
        check_size(width, height)?;
        let n = width * height;
        let mut tiles: Vec<u8> = (1..n).map(|t| t as u8).collect();
        tiles.push(0);
        Ok(Board {
            width,
            height,
            tiles,
        })
    }

    /// The goal with the blank first and tiles 1..n after it (AIMA, Korf).
    pub fn blank_first(width: usize, height: usize) -> Result<Board> {
        check_size(width, height)?;
        let n = width * height;
        Ok(Board {
            width,
            height,
            tiles: (0..n).map(|t| t as u8).collect(),
        })
    }

    /// The spiral ("snail") goal: tiles 1.. clockwise from the top-left
    /// corner inwards, the blank on the last cell of the spiral.
    pub fn snail(width: usize, height: usize) -> Result<Board> {
        check_size(width, height)?;
        let n = width * height;
        let mut tiles = vec![0u8; n];
        let (mut top, mut left) = (0isize, 0isize);
        let (mut bottom, mut right) = (height as isize - 1, width as isize - 1);
        let mut order = Vec::with_capacity(n);
        while top <= bottom && left <= right {
            for c in left..=right {
                order.push((top, c));
            }
            for r in top + 1..=bottom {
                order.push((r, right));
            }
            if top < bottom {
                for c in (left..right).rev() {
                    order.push((bottom, c));
                }
            }
            if left < right {
                for r in (top + 1..bottom).rev() {
                    order.push((r, left));
                }
            }
            top += 1;
            left += 1;
            bottom -= 1;
            right -= 1;
        }
        for (k, &(r, c)) in order.iter().enumerate() {
            let label = if k + 1 == n { 0 } else { (k + 1) as u8 };
            tiles[r as usize * width + c as usize] = label;
        }
        Ok(Board {
            width,
            height,
            tiles,
        })
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Number of cells (tiles plus the blank).
    pub fn cells(&self) -> usize {
        self.tiles.len()
    }

    /// The cells in row-major order, `0` for the blank.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// Index (row-major) of the cell holding `tile`.
    pub fn position_of(&self, tile: u8) -> usize {
        self.tiles
            .iter()
            .position(|&t| t == tile)
            .expect("every tile is on a valid board")
    }

    pub fn blank_index(&self) -> usize {
        self.position_of(0)
    }

    /// The blank's row, counted from 0 at the top.
    pub fn blank_row(&self) -> usize {
        self.blank_index() / self.width
    }

    pub(crate) fn blank_col(&self) -> usize {
        self.blank_index() % self.width
    }

    /// True when both boards have the same width and height.
    pub fn same_size(&self, other: &Board) -> bool {
        self.width == other.width && self.height == other.height
    }

    /// `"3x3"`.
    pub fn size_name(&self) -> String {
        format!("{}x{}", self.width, self.height)
    }

    /// The cell the blank would move to, if the move is legal.
    pub(crate) fn target_of(&self, dir: Dir) -> Option<usize> {
        let b = self.blank_index();
        let (r, c) = (b / self.width, b % self.width);
        match dir {
            Dir::Up if r > 0 => Some(b - self.width),
            Dir::Down if r + 1 < self.height => Some(b + self.width),
            Dir::Left if c > 0 => Some(b - 1),
            Dir::Right if c + 1 < self.width => Some(b + 1),
            _ => None,
        }
    }

    pub(crate) fn can_move(&self, dir: Dir) -> bool {
        self.target_of(dir).is_some()
    }

    /// The legal blank moves, in U, D, L, R order.
    pub fn legal_moves(&self) -> Vec<Dir> {
        Dir::ALL.into_iter().filter(|&d| self.can_move(d)).collect()
    }

    /// Move the blank; returns the tile that slid into the blank's old cell.
    pub fn slide(&mut self, dir: Dir) -> Result<u8, IllegalMove> {
        let b = self.blank_index();
        let t = self.target_of(dir).ok_or(IllegalMove::Edge(dir))?;
        let tile = self.tiles[t];
        self.tiles.swap(b, t);
        Ok(tile)
    }

    /// The board after one blank move.
    pub fn moved(&self, dir: Dir) -> Result<Board, IllegalMove> {
        let mut next = self.clone();
        next.slide(dir)?;
        Ok(next)
    }

    /// The direction the blank must travel so that `tile` slides.
    pub(crate) fn dir_for_tile(&self, tile: u32) -> Result<Dir, IllegalMove> {
        Dir::ALL
            .into_iter()
            .find(|&d| self.target_of(d).map(|t| self.tiles[t] as u32) == Some(tile))
            .ok_or(IllegalMove::NotAdjacent(tile))
    }

    /// Apply a whole move sequence; on failure reports the 0-based step index.
    pub fn apply_all(&self, moves: &[Dir]) -> Result<Board, (usize, IllegalMove)> {
        let mut b = self.clone();
        for (i, &d) in moves.iter().enumerate() {
            b.slide(d).map_err(|e| (i, e))?;
        }
        Ok(b)
    }

    /// Swap two cells (not a legal move: used for "what would fix it").
    pub fn swapped(&self, a: usize, b: usize) -> Board {
        let mut next = self.clone();
        next.tiles.swap(a, b);
        next
    }

    /// One line: rows separated by `/`, tiles by spaces (`7 2 4/5 0 6/8 3 1`).
    pub fn to_line(&self) -> String {
        self.tiles
            .chunks(self.width)
            .map(|row| {
                row.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// The rows as vectors (for JSON).
    pub fn rows(&self) -> Vec<Vec<u8>> {
        self.tiles.chunks(self.width).map(|r| r.to_vec()).collect()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.to_line())
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

/// JSON form of a board: the row-major cells.
impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.tiles.serialize(s)
    }
}

/// Check that a size is allowed (at least 2 cells, at most 16×16).
pub fn check_size(width: usize, height: usize) -> Result<()> {
    if width == 0 || height == 0 {
        return Err(Error::problem(crate::msg!(
            "board-error-no-cells",
            width = width.to_string(),
            height = height.to_string()
        )));
    }
    // The side check comes first so that `width * height` cannot overflow.
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(Error::problem(crate::msg!(
            "board-error-too-big",
            width = width.to_string(),
            height = height.to_string(),
            max = MAX_SIDE
        )));
    }
    if width * height < 2 {
        return Err(Error::problem(crate::msg!("board-error-one-cell")));
    }
    Ok(())
}

/// `row 2, column 3` for a row-major index (1-based for people), as a
/// message.
pub(crate) fn cell_name(index: usize, width: usize) -> crate::i18n::Msg {
    crate::msg!(
        "board-place-cell-rc",
        row = (index / width + 1).to_string(),
        col = (index % width + 1).to_string()
    )
}

/// `the goal is 4x4 but the board is 3x3`, sizes as `size_name` writes them.
pub fn goal_size_error(goal: &str, board: &str) -> Error {
    Error::problem(crate::msg!(
        "board-error-goal-size",
        goal = goal,
        board = board
    ))
}

/// `tile 7`, or `the blank` for 0, as a message.
pub(crate) fn tile_name(tile: u8) -> crate::i18n::Msg {
    if tile == 0 {
        crate::msg!("board-the-blank")
    } else {
        crate::msg!("board-tile-n", tile = tile.to_string())
    }
}

/// A goal as the user named it: a preset or an explicit board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoalSpec {
    BlankLast,
    BlankFirst,
    Snail,
    Board(Board),
}

impl GoalSpec {
    /// The goal board for a board of this size.
    pub fn resolve(&self, width: usize, height: usize) -> Result<Board> {
        match self {
            GoalSpec::BlankLast => Board::blank_last(width, height),
            GoalSpec::BlankFirst => Board::blank_first(width, height),
            GoalSpec::Snail => Board::snail(width, height),
            GoalSpec::Board(b) => {
                if b.width() != width || b.height() != height {
                    Err(goal_size_error(
                        &b.size_name(),
                        &format!("{width}x{height}"),
                    ))
                } else {
                    Ok(b.clone())
                }
            }
        }
    }

    /// The preset's name, or `explicit` for a board.
    pub fn name(&self) -> &'static str {
        match self {
            GoalSpec::BlankLast => "blank-last",
            GoalSpec::BlankFirst => "blank-first",
            GoalSpec::Snail => "snail",
            GoalSpec::Board(_) => "explicit",
        }
    }

    /// The preset for a name, if it is one.
    pub fn preset(name: &str) -> Option<GoalSpec> {
        match name.trim().to_ascii_lowercase().as_str() {
            "blank-last" | "last" | "default" => Some(GoalSpec::BlankLast),
            "blank-first" | "first" | "aima" | "korf" => Some(GoalSpec::BlankFirst),
            "snail" | "spiral" => Some(GoalSpec::Snail),
            _ => None,
        }
    }
}

/// The goal board together with where each tile belongs, computed once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Goal {
    board: Board,
    /// `home[t]` = row-major index of tile `t`'s goal cell.
    home: Vec<usize>,
}

impl Goal {
    pub fn new(board: Board) -> Goal {
        let mut home = vec![0; board.cells()];
        for (i, &t) in board.tiles().iter().enumerate() {
            home[t as usize] = i;
        }
        Goal { board, home }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The goal cell (row-major index) of a tile.
    pub fn home(&self, tile: u8) -> usize {
        self.home[tile as usize]
    }

    /// The tile's rank in the goal's reading order, blank skipped (1-based).
    /// For the blank-last goal the rank of tile `t` is `t` itself.
    pub(crate) fn rank(&self, tile: u8) -> usize {
        let h = self.home(tile);
        let blank = self.home(0);
        if h > blank { h } else { h + 1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snail_3x3_is_seed_004_goal() {
        assert_eq!(Board::snail(3, 3).unwrap().to_line(), "1 2 3/8 0 4/7 6 5");
    }

    #[test]
    fn snail_4x4_and_non_square() {
        assert_eq!(
            Board::snail(4, 4).unwrap().to_line(),
            "1 2 3 4/12 13 14 5/11 0 15 6/10 9 8 7"
        );
        assert_eq!(Board::snail(3, 2).unwrap().to_line(), "1 2 3/0 5 4");
        assert_eq!(Board::snail(1, 3).unwrap().to_line(), "1/2/0");
    }

    #[test]
    fn duplicate_names_both_places() {
        let e = Board::new(2, 2, vec![1, 2, 1, 0]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "tile 1 appears twice, at row 1, column 1 and at row 2, column 1"
        );
    }

    #[test]
    fn slide_and_edges() {
        let mut b = Board::new(3, 3, vec![7, 2, 4, 5, 0, 6, 8, 3, 1]).unwrap();
        assert_eq!(b.slide(Dir::Up), Ok(2));
        assert_eq!(b.slide(Dir::Up), Err(IllegalMove::Edge(Dir::Up)));
        assert_eq!(b.dir_for_tile(7), Ok(Dir::Left));
        assert_eq!(b.dir_for_tile(8), Err(IllegalMove::NotAdjacent(8)));
    }

    #[test]
    fn new_checks_every_tile() {
        let e = |w, h, t: Vec<u8>| Board::new(w, h, t).unwrap_err().to_string();
        assert_eq!(e(2, 2, vec![1, 2, 0]), "a 2x2 board needs 4 cells, 3 given");
        assert_eq!(
            e(2, 2, vec![1, 2, 4, 0]),
            "tile 4 at row 2, column 1 is out of range: a board of 4 cells has tiles 1 to 3"
        );
        assert_eq!(
            e(2, 2, vec![0, 2, 1, 0]),
            "the blank appears twice, at row 1, column 1 and at row 2, column 2"
        );
    }

    #[test]
    fn sizes_and_presets() {
        assert!(check_size(16, 16).is_ok());
        assert!(check_size(1, 2).is_ok());
        assert_eq!(
            check_size(1, 1).unwrap_err().to_string(),
            "a 1x1 board has no tile to move: a board needs at least 2 cells"
        );
        assert!(check_size(usize::MAX, usize::MAX).is_err());
        assert!(check_size(0, 5).is_err());
        assert_eq!(Board::blank_first(3, 2).unwrap().to_line(), "0 1 2/3 4 5");
        assert_eq!(Board::blank_last(2, 3).unwrap().to_line(), "1 2/3 4/5 0");
        assert_eq!(GoalSpec::preset("AIMA"), Some(GoalSpec::BlankFirst));
        assert_eq!(GoalSpec::preset("spiral"), Some(GoalSpec::Snail));
        assert_eq!(GoalSpec::preset("7 2 4/5 0 6/8 3 1"), None);
        let four = GoalSpec::Board(Board::blank_last(4, 4).unwrap());
        assert_eq!(
            four.resolve(3, 3).unwrap_err().to_string(),
            "the goal is 4x4 but the board is 3x3"
        );
    }

    #[test]
    fn snail_is_a_spiral_for_every_size() {
        // Walking the spiral from the corner visits 1, 2, ... in order, and
        // each step goes to a neighbouring cell.
        for w in 1..=16 {
            for h in 1..=16 {
                if w * h < 2 {
                    continue;
                }
                let b = Board::snail(w, h).unwrap();
                let n = w * h;
                let pos = |t: usize| b.position_of(if t == n { 0 } else { t as u8 });
                assert_eq!(pos(1), 0);
                for t in 1..n {
                    let (a, c) = (pos(t), pos(t + 1));
                    let dist = (a / w).abs_diff(c / w) + (a % w).abs_diff(c % w);
                    assert_eq!(dist, 1, "{w}x{h}: {t} -> {}", t + 1);
                }
            }
        }
    }

    #[test]
    fn rank_follows_goal_order() {
        let g = Goal::new(Board::snail(3, 3).unwrap());
        assert_eq!(g.rank(1), 1);
        assert_eq!(g.rank(8), 4);
        assert_eq!(g.rank(4), 5);
        let g = Goal::new(Board::blank_first(3, 3).unwrap());
        assert_eq!(g.rank(1), 1);
        assert_eq!(g.rank(8), 8);
    }
}
