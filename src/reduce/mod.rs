//! The constructive half of the parity theorem: every board of a class can be
//! brought, by legal moves, to one canonical board of that class.
//!
//! Seed 002 sketches it for the 8-puzzle in a sequence model that lets the
//! blank jump across a row end; this is the faithful version for every board
//! from 2×2 to 16×16. The two canonical boards are the goal `G` (the *even*
//! class: it has 0 inversions relative to itself) and `G` with its first two
//! tiles in reading order swapped (the *odd* class: one inversion more, the
//! blank in the same place). Which one a board reaches is predicted from its
//! parity before the first move; the reduction then places tiles one at a
//! time, from the lines of the board farthest from the blank's home towards
//! it, never disturbing a placed tile, and finishes a last 2×3 (or 3×2, 2×2)
//! region by an exhaustive search. The whole sequence is replayed before it is
//! returned: a sequence that is illegal or misses the prediction is a bug and
//! comes back as [`Error::Internal`], never as a proof.

use crate::board::{Board, Dir, Goal, IllegalMove};
use crate::error::{Error, Result};
use crate::parity::{self, Rule};
use serde::{Serialize, Serializer};

mod connect;
mod work;

pub(crate) use connect::cancel_back_and_forth;
pub use connect::{Connection, Path, connect};
use work::Work;

/// The two classes of arrangements, named relative to the goal: `Even` is
/// the goal's own class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    Even,
    Odd,
}

impl Class {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Class::Even => "even",
            Class::Odd => "odd",
        }
    }
}

/// A cell as people count it: row and column from 1 at the top left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub row: usize,
    pub column: usize,
}

impl Cell {
    pub(crate) fn of(index: usize, width: usize) -> Cell {
        Cell {
            row: index / width + 1,
            column: index % width + 1,
        }
    }
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "row {}, column {}", self.row, self.column)
    }
}

fn moves_as_string<S: Serializer>(moves: &[Dir], s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(&crate::board::moves_to_string(moves))
}

/// The parity computed before the first move, and the target it implies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Prediction {
    pub(crate) rule: Rule,
    /// Inversions of the board relative to the goal's order.
    pub(crate) relative_inversions: usize,
    /// |blank row − goal blank row| (counts only for an even width).
    pub(crate) blank_row_distance: usize,
    /// The number whose parity is invariant under moves: the inversions,
    /// plus the blank-row distance for an even width.
    pub(crate) invariant: usize,
    pub class: Class,
    /// The canonical board of the class.
    pub target: Board,
    /// The goal's first two tiles in reading order: swapped in the odd target.
    pub(crate) first_two: [u8; 2],
}

/// The two canonical boards: the goal, and the goal with its first two
/// tiles (in its reading order, blank skipped) swapped.
pub fn canonical_targets(goal: &Goal) -> (Board, Board, [u8; 2]) {
    let g = goal.board();
    let first: Vec<u8> = g
        .tiles()
        .iter()
        .copied()
        .filter(|&t| t != 0)
        .take(2)
        .collect();
    let odd = g.swapped(goal.home(first[0]), goal.home(first[1]));
    (g.clone(), odd, [first[0], first[1]])
}

/// Refuse boards the construction does not apply to.
fn check_shape(board: &Board, goal: &Goal) -> Result<()> {
    if !board.same_size(goal.board()) {
        return Err(crate::board::goal_size_error(
            &goal.board().size_name(),
            &board.size_name(),
        ));
    }
    if board.width() == 1 || board.height() == 1 {
        return Err(Error::problem(crate::msg!(
            "board-error-reduce-thin",
            size = board.size_name()
        )));
    }
    Ok(())
}

/// Predict the class and target from the parity, without moving anything.
pub fn predict(board: &Board, goal: &Goal) -> Result<Prediction> {
    check_shape(board, goal)?;
    let rule = Rule::for_board(board);
    let relative_inversions = parity::inversions(board, goal);
    let blank_row_distance = board.blank_row().abs_diff(goal.board().blank_row());
    let invariant = match rule {
        Rule::EvenWidth => relative_inversions + blank_row_distance,
        _ => relative_inversions,
    };
    let class = if parity::is_solvable(board, goal) {
        Class::Even
    } else {
        Class::Odd
    };
    if (invariant % 2 == 0) != (class == Class::Even) {
        return Err(Error::internal(format!(
            "the invariant {invariant} of {board} disagrees with the solvability verdict"
        )));
    }
    let (even, odd, first_two) = canonical_targets(goal);
    Ok(Prediction {
        rule,
        relative_inversions,
        blank_row_distance,
        invariant,
        class,
        target: if class == Class::Even { even } else { odd },
        first_two,
    })
}

/// Which line of the board a phase works on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "index")]
pub(crate) enum Line {
    /// A row, numbered from 1 at the top.
    Row(usize),
    /// A column, numbered from 1 at the left.
    Column(usize),
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Line::Row(r) => write!(f, "row {r}"),
            Line::Column(c) => write!(f, "column {c}"),
        }
    }
}

/// One tile brought to its cell in the target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Placement {
    pub(crate) tile: u8,
    /// Where the tile stood when the phase began.
    pub(crate) from: Cell,
    /// Its cell in the target, where it stays from now on.
    pub to: Cell,
}

/// One phase: a tile placed, or the last two tiles of a line placed together
/// (one after the other they cannot be: the second would have to pass the
/// first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Phase {
    pub(crate) line: Line,
    pub placed: Vec<Placement>,
    #[serde(serialize_with = "moves_as_string")]
    pub moves: Vec<Dir>,
    pub(crate) length: usize,
    /// The board after the phase (row-major).
    pub(crate) board: Board,
}

/// The last region, finished by an exhaustive search over its arrangements.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FinalRegion {
    /// Top-left and bottom-right cells of the region.
    pub top_left: Cell,
    pub bottom_right: Cell,
    /// The tiles in the region (its cells in the target, blank left out).
    pub(crate) tiles: Vec<u8>,
    /// Arrangements of the region the search visited.
    pub(crate) searched: usize,
    #[serde(serialize_with = "moves_as_string")]
    pub moves: Vec<Dir>,
    pub(crate) length: usize,
    pub(crate) board: Board,
}

/// A complete, replayed reduction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reduction {
    /// The board reduced (`board` in JSON).
    #[serde(rename = "board")]
    pub(crate) start: Board,
    pub(crate) goal: Board,
    pub prediction: Prediction,
    pub phases: Vec<Phase>,
    pub final_region: FinalRegion,
    /// Every move, in order (blank directions).
    #[serde(serialize_with = "moves_as_string")]
    pub moves: Vec<Dir>,
    /// The board the moves end on: checked equal to the predicted target.
    pub target: Board,
}

/// Reduce a board to the canonical board of its class (see the module doc).
pub fn reduce(board: &Board, goal: &Goal) -> Result<Reduction> {
    let prediction = predict(board, goal)?;
    let target = prediction.target.clone();
    let (w, h) = (board.width(), board.height());
    let mut work = Work::new(board);
    let region = final_region(w, h, target.blank_index());
    let blank_home = (target.blank_row(), target.blank_col());
    let mut rect = Rect {
        top: 0,
        bottom: h - 1,
        left: 0,
        right: w - 1,
    };
    let mut free = vec![true; w * h];
    let mut phases = Vec::new();
    while let Some(side) = next_side(&rect, &region, blank_home) {
        let frame = Frame::new(&rect, side, blank_home, w);
        peel_line(&mut work, &frame, &target, &mut free, &mut phases)?;
        match side {
            Side::Top => rect.top += 1,
            Side::Bottom => rect.bottom -= 1,
            Side::Left => rect.left += 1,
            Side::Right => rect.right -= 1,
        }
    }
    // The last region: everything else is in place, so its arrangement has
    // the class of the whole board and the target's arrangement is reachable.
    let cells: Vec<usize> = (rect.top..=rect.bottom)
        .flat_map(|r| (rect.left..=rect.right).map(move |c| r * w + c))
        .collect();
    let wanted: Vec<u8> = cells.iter().map(|&i| target.tiles()[i]).collect();
    let requirements: Vec<(usize, u8)> = wanted.iter().copied().enumerate().collect();
    let before = work.moves.len();
    let searched = work.region_search(&cells, &requirements)?;
    let final_moves = work.tidy_since(before);
    let final_region = FinalRegion {
        top_left: Cell::of(cells[0], w),
        bottom_right: Cell::of(*cells.last().expect("a region has cells"), w),
        tiles: wanted.iter().copied().filter(|&t| t != 0).collect(),
        searched,
        length: final_moves.len(),
        moves: final_moves,
        board: work.board(),
    };
    let reduction = Reduction {
        start: board.clone(),
        goal: goal.board().clone(),
        target: work.board(),
        moves: work.moves,
        phases,
        final_region,
        prediction,
    };
    check(&reduction)?;
    Ok(reduction)
}

/// Replay a reduction from its start, move by move: every move legal, no
/// move ever sliding a tile that a phase has placed, every phase ending on
/// the board it records with its tiles on their target cells, the phases
/// adding up to the whole sequence, and the end the predicted target.
/// Anything else is a bug.
pub(crate) fn check(red: &Reduction) -> Result<()> {
    let bug = |m: String| Err(Error::internal(format!("reduction of {}: {m}", red.start)));
    let (w, h) = (red.start.width(), red.start.height());
    // The board as cells and the blank's cell, so a move costs O(1).
    let mut tiles = red.start.tiles().to_vec();
    let mut blank = red.start.blank_index();
    let mut locked = vec![false; tiles.len()];
    let mut all: Vec<Dir> = Vec::with_capacity(red.moves.len());
    let steps = red
        .phases
        .iter()
        .map(|p| (&p.moves, Some(p)))
        .chain(std::iter::once((&red.final_region.moves, None)));
    for (k, (moves, phase)) in steps.enumerate() {
        let name = match phase {
            Some(_) => format!("phase {}", k + 1),
            None => "the final region".to_string(),
        };
        for (i, &m) in moves.iter().enumerate() {
            let (r, c) = (blank / w, blank % w);
            let cell = match m {
                Dir::Up if r > 0 => blank - w,
                Dir::Down if r + 1 < h => blank + w,
                Dir::Left if c > 0 => blank - 1,
                Dir::Right if c + 1 < w => blank + 1,
                _ => return bug(format!("{name}, move {}: {}", i + 1, IllegalMove::Edge(m))),
            };
            if locked[cell] {
                return bug(format!(
                    "{name}, move {} slides the placed tile {} at {}",
                    i + 1,
                    tiles[cell],
                    Cell::of(cell, w)
                ));
            }
            tiles.swap(blank, cell);
            blank = cell;
            all.push(m);
        }
        let shown = match phase {
            Some(p) => &p.board,
            None => &red.final_region.board,
        };
        if tiles != shown.tiles() {
            return bug(format!("{name} does not end on the board it shows"));
        }
        for p in phase.iter().flat_map(|p| &p.placed) {
            let cell = (p.to.row - 1) * w + (p.to.column - 1);
            if tiles[cell] != p.tile || red.target.tiles()[cell] != p.tile {
                return bug(format!("{name} does not leave tile {} on {}", p.tile, p.to));
            }
            locked[cell] = true;
        }
    }
    if all != red.moves {
        return bug("the phases do not add up to the whole sequence".into());
    }
    if tiles != red.prediction.target.tiles() || tiles != red.target.tiles() {
        return bug(format!(
            "the moves end on {}, not on the predicted target {}",
            Board::new(w, h, tiles)
                .map(|b| b.to_line())
                .unwrap_or_default(),
            red.prediction.target
        ));
    }
    Ok(())
}

/// The rectangle of cells not yet placed (inclusive bounds).
#[derive(Debug, Clone, Copy)]
struct Rect {
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

/// The last region: 2 rows × 3 columns (3×2 on a board 2 wide, 2×2 on a
/// 2×2 board), placed so that it holds the blank's home cell.
fn final_region(w: usize, h: usize, blank: usize) -> Rect {
    let (rows, cols) = if w >= 3 {
        (2, 3)
    } else if h >= 3 {
        (3, 2)
    } else {
        (2, 2)
    };
    let (br, bc) = (blank / w, blank % w);
    let top = br.min(h - rows);
    let left = bc.min(w - cols);
    Rect {
        top,
        bottom: top + rows - 1,
        left,
        right: left + cols - 1,
    }
}

/// The next line to peel: the one outside the final region farthest from
/// the blank's home (rows before columns on a tie, so that with the blank
/// home in a corner the board is done row by row, then column by column in
/// the last two rows).
fn next_side(rect: &Rect, region: &Rect, (br, bc): (usize, usize)) -> Option<Side> {
    let mut best: Option<(usize, Side)> = None;
    let candidates = [
        (
            rect.bottom > region.bottom,
            rect.bottom.abs_diff(br),
            Side::Bottom,
        ),
        (rect.top < region.top, rect.top.abs_diff(br), Side::Top),
        (
            rect.right > region.right,
            rect.right.abs_diff(bc),
            Side::Right,
        ),
        (rect.left < region.left, rect.left.abs_diff(bc), Side::Left),
    ];
    for (open, distance, side) in candidates {
        if open && best.is_none_or(|(d, _)| distance > d) {
            best = Some((distance, side));
        }
    }
    best.map(|(_, s)| s)
}

/// Local coordinates for peeling one line: local row 0 is the line, local
/// rows 1.. go into the rest of the rectangle, and local columns run along
/// the line towards the end nearest the blank's home, where its last two
/// tiles are placed together.
struct Frame {
    width: usize,
    side: Side,
    /// Length of the line.
    len: usize,
    /// Depth of the rectangle away from the line.
    depth: usize,
    origin: (isize, isize),
    along_row: (isize, isize),
    along_line: (isize, isize),
}

impl Frame {
    fn new(rect: &Rect, side: Side, (br, bc): (usize, usize), width: usize) -> Frame {
        let (t, b, l, r) = (
            rect.top as isize,
            rect.bottom as isize,
            rect.left as isize,
            rect.right as isize,
        );
        let rows = (b - t + 1) as usize;
        let cols = (r - l + 1) as usize;
        match side {
            Side::Top | Side::Bottom => {
                let (line_row, into) = if side == Side::Top { (t, 1) } else { (b, -1) };
                // Finish at the end nearest the blank's home column.
                let finish_left = bc.abs_diff(rect.left) <= bc.abs_diff(rect.right);
                let (start_col, step) = if finish_left { (r, -1) } else { (l, 1) };
                Frame {
                    width,
                    side,
                    len: cols,
                    depth: rows,
                    origin: (line_row, start_col),
                    along_row: (into, 0),
                    along_line: (0, step),
                }
            }
            Side::Left | Side::Right => {
                let (line_col, into) = if side == Side::Left { (l, 1) } else { (r, -1) };
                let finish_top = br.abs_diff(rect.top) <= br.abs_diff(rect.bottom);
                let (start_row, step) = if finish_top { (b, -1) } else { (t, 1) };
                Frame {
                    width,
                    side,
                    len: rows,
                    depth: cols,
                    origin: (start_row, line_col),
                    along_row: (0, into),
                    along_line: (step, 0),
                }
            }
        }
    }

    /// Global cell index of local (row, column).
    fn at(&self, r: usize, c: usize) -> usize {
        let row = self.origin.0 + r as isize * self.along_row.0 + c as isize * self.along_line.0;
        let col = self.origin.1 + r as isize * self.along_row.1 + c as isize * self.along_line.1;
        row as usize * self.width + col as usize
    }

    fn line(&self) -> Line {
        let cell = self.at(0, 0);
        match self.side {
            Side::Top | Side::Bottom => Line::Row(cell / self.width + 1),
            Side::Left | Side::Right => Line::Column(cell % self.width + 1),
        }
    }
}

/// Place every tile of one line, the frame's local row 0.
fn peel_line(
    work: &mut Work,
    frame: &Frame,
    target: &Board,
    free: &mut [bool],
    phases: &mut Vec<Phase>,
) -> Result<()> {
    let len = frame.len;
    debug_assert!(len >= 2 && frame.depth >= 3);
    let line = frame.line();
    for c in 0..len - 2 {
        let cell = frame.at(0, c);
        let tile = target.tiles()[cell];
        let from = work.pos[tile as usize];
        let before = work.moves.len();
        work.move_tile(tile, cell, free)?;
        free[cell] = false;
        phases.push(work.phase(line, vec![(tile, from, cell)], before));
    }
    // The last two, A (for the next-to-last cell) and B (for the last
    // cell, the corner): park A in the corner, bring B into the 3×2 window
    // of these two cells and the four below them, then search the window's
    // arrangements for A and B in place. Placing A first and B after it
    // would need B to pass the placed A.
    let near = frame.at(0, len - 2);
    let corner = frame.at(0, len - 1);
    let (a, b) = (target.tiles()[near], target.tiles()[corner]);
    let (from_a, from_b) = (work.pos[a as usize], work.pos[b as usize]);
    let before = work.moves.len();
    if from_a != near || from_b != corner {
        let window: Vec<usize> = (0..3)
            .flat_map(|r| [frame.at(r, len - 2), frame.at(r, len - 1)])
            .collect();
        // Both already in the window and the blank can get in: search at
        // once. Otherwise park A in the corner and bring B into the window.
        let both_inside = window.contains(&from_a) && window.contains(&from_b);
        if !(both_inside
            && work
                .move_blank_into(&window, free, &[from_a, from_b])
                .is_ok())
        {
            work.move_tile(a, corner, free)?;
            free[corner] = false;
            work.move_tile_into(b, &window, free)?;
            let avoid = [work.pos[a as usize], work.pos[b as usize]];
            work.move_blank_into(&window, free, &avoid)?;
            free[corner] = true;
        }
        // window[0] is the near cell, window[1] the corner.
        work.region_search(&window, &[(0, a), (1, b)])?;
    }
    free[near] = false;
    free[corner] = false;
    phases.push(work.phase(line, vec![(a, from_a, near), (b, from_b, corner)], before));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::connect::reverse;
    use super::*;
    use crate::parse::parse_board;
    use crate::rng::Rng;

    fn blank_first(w: usize, h: usize) -> Goal {
        Goal::new(Board::blank_first(w, h).unwrap())
    }

    #[test]
    fn targets_are_the_goal_and_its_first_two_swapped() {
        let (even, odd, two) = canonical_targets(&blank_first(3, 3));
        assert_eq!(even.to_line(), "0 1 2/3 4 5/6 7 8");
        assert_eq!(odd.to_line(), "0 2 1/3 4 5/6 7 8");
        assert_eq!(two, [1, 2]);
        let (_, odd, two) = canonical_targets(&Goal::new(Board::snail(3, 3).unwrap()));
        assert_eq!(odd.to_line(), "2 1 3/8 0 4/7 6 5");
        assert_eq!(two, [1, 2]);
    }

    #[test]
    fn seed_002_labels_are_swapped() {
        // (0,1,2,…) has 0 inversions: the even class. (0,2,1,…): odd.
        let g = blank_first(3, 3);
        let even = predict(&parse_board("0 1 2/3 4 5/6 7 8", None).unwrap(), &g).unwrap();
        assert_eq!(even.class, Class::Even);
        assert_eq!(even.invariant, 0);
        let odd = predict(&parse_board("0 2 1/3 4 5/6 7 8", None).unwrap(), &g).unwrap();
        assert_eq!(odd.class, Class::Odd);
        assert_eq!(odd.invariant, 1);
    }

    #[test]
    fn cancel_removes_nested_pairs() {
        let m: Vec<Dir> = "ULRDL"
            .chars()
            .map(|c| Dir::from_letter(c).unwrap())
            .collect();
        assert_eq!(
            crate::board::moves_to_string(&cancel_back_and_forth(&m)),
            "L"
        );
        assert_eq!(crate::board::moves_to_string(&reverse(&m)), "RULRD");
    }

    #[test]
    fn thin_boards_are_refused() {
        let b = parse_board("1 0 2", Some((3, 1))).unwrap();
        let g = Goal::new(Board::blank_first(3, 1).unwrap());
        assert_eq!(reduce(&b, &g).unwrap_err().exit_code(), 2);
    }

    #[test]
    fn random_boards_reduce_on_every_shape() {
        let mut rng = Rng::new(7);
        for w in 2..=6 {
            for h in 2..=6 {
                let goal = Goal::new(rng.board(w, h));
                for _ in 0..5 {
                    let b = rng.board(w, h);
                    let red = reduce(&b, &goal).unwrap();
                    assert_eq!(b.apply_all(&red.moves).unwrap(), red.prediction.target);
                }
            }
        }
    }

    #[test]
    fn a_check_catches_a_disturbed_tile() {
        let g = blank_first(3, 3);
        let b = parse_board("8 6 7/2 5 4/3 0 1", None).unwrap();
        let mut red = reduce(&b, &g).unwrap();
        // After phase 1 tile 8 sits in the corner: move it out and back in
        // at the start of phase 2 (the boards still match).
        let mut board = red.phases[0].board.clone();
        let path: Vec<Dir> = {
            let mut p = Vec::new();
            // Walk the blank next to 8 along the bottom row, then in and out.
            while board.blank_index() != 7 {
                let d = if board.blank_row() < 2 {
                    Dir::Down
                } else if board.blank_col() < 1 {
                    Dir::Right
                } else {
                    Dir::Left
                };
                board.slide(d).unwrap();
                p.push(d);
            }
            p.push(Dir::Right);
            p.push(Dir::Left);
            p.extend(reverse(&p[..p.len() - 2]));
            p
        };
        let mut moves = path;
        moves.extend(red.phases[1].moves.iter().copied());
        red.phases[1].moves = moves;
        red.moves = red
            .phases
            .iter()
            .flat_map(|p| p.moves.iter().copied())
            .chain(red.final_region.moves.iter().copied())
            .collect();
        let e = check(&red).unwrap_err();
        assert_eq!(e.exit_code(), 3);
        assert!(e.to_string().contains("slides the placed tile 8"), "{e}");
    }

    #[test]
    fn a_check_catches_a_wrong_sequence() {
        let g = blank_first(3, 3);
        let b = parse_board("8 6 7/2 5 4/3 0 1", None).unwrap();
        let mut red = reduce(&b, &g).unwrap();
        red.moves.push(red.moves.last().unwrap().opposite());
        assert_eq!(check(&red).unwrap_err().exit_code(), 3);
    }
}
