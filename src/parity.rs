//! Inversion counts and the solvability verdict.
//!
//! Definitions (see the README):
//! - The *reading order* of a board lists its tiles row by row, left to
//!   right, the blank left out.
//! - An *inversion* is a pair of tiles whose order in the reading order is
//!   the reverse of their order in the goal's reading order. For the
//!   blank-last goal that is simply "a larger tile before a smaller one".
//! - For other goals, tiles are *relabelled* by their rank in the goal's
//!   reading order (1, 2, …), and the same rule is applied to the labels.
//!
//! The verdict (Johnson & Story 1879; AIMA exercise 3.4):
//! - odd width: solvable iff the board's inversion count (relative to the
//!   goal) is even: a vertical move jumps the tile over W−1 (even) tiles;
//! - even width: solvable iff inversions + |blank row − goal blank row| is
//!   even: a vertical move changes inversions by an odd amount (W−1 is odd)
//!   and the blank row by one;
//! - a board one cell wide or high: the tiles can never pass each other, so
//!   solvable iff the tiles already read in the goal's order.

use crate::board::{Board, Goal};
use serde::Serialize;

/// One row of the per-tile table (seed 000's layout).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TileRow {
    /// The tile as printed on the board.
    pub tile: u8,
    /// Its rank in the goal's reading order (equal to `tile` for blank-last).
    pub label: usize,
    /// The tiles after it in reading order that come before it in the goal.
    pub smaller_after: Vec<u8>,
    pub count: usize,
    /// Sum of `count` over this row and all rows above.
    pub running: usize,
}

/// The whole per-tile inversion table of a board relative to a goal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InversionTable {
    /// One row per tile in reading order (`tiles` in JSON).
    #[serde(rename = "tiles")]
    pub rows: Vec<TileRow>,
    pub inversions: usize,
    pub parity: Parity,
    /// True when labels differ from tile numbers (goal other than blank-last).
    pub relabelled: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Parity {
    Even,
    Odd,
}

impl Parity {
    pub fn of(n: usize) -> Parity {
        if n.is_multiple_of(2) {
            Parity::Even
        } else {
            Parity::Odd
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Parity::Even => "even",
            Parity::Odd => "odd",
        }
    }
}

impl std::fmt::Display for Parity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Build the per-tile table: O(n²), fine for the ≤255 tiles of a board.
pub fn inversion_table(board: &Board, goal: &Goal) -> InversionTable {
    let order: Vec<u8> = board.tiles().iter().copied().filter(|&t| t != 0).collect();
    let mut rows = Vec::with_capacity(order.len());
    let mut running = 0;
    for (i, &t) in order.iter().enumerate() {
        let rank = goal.rank(t);
        let smaller_after: Vec<u8> = order[i + 1..]
            .iter()
            .copied()
            .filter(|&u| goal.rank(u) < rank)
            .collect();
        running += smaller_after.len();
        rows.push(TileRow {
            tile: t,
            label: rank,
            count: smaller_after.len(),
            smaller_after,
            running,
        });
    }
    let relabelled = rows.iter().any(|r| r.label != r.tile as usize);
    InversionTable {
        rows,
        inversions: running,
        parity: Parity::of(running),
        relabelled,
    }
}

/// Inversions of a board relative to a goal, in O(n log n) (Fenwick tree).
pub fn inversions(board: &Board, goal: &Goal) -> usize {
    let n = board.cells();
    let mut tree = vec![0usize; n + 1];
    let mut seen = 0usize;
    let mut total = 0usize;
    for &t in board.tiles() {
        if t == 0 {
            continue;
        }
        let rank = goal.rank(t);
        // count of seen tiles with rank <= rank
        let mut i = rank;
        let mut le = 0;
        while i > 0 {
            le += tree[i];
            i &= i - 1;
        }
        total += seen - le;
        let mut i = rank;
        while i <= n {
            tree[i] += 1;
            i += i & i.wrapping_neg();
        }
        seen += 1;
    }
    total
}

/// Plain inversions: larger tile number before a smaller one (the
/// blank-last numbering), blank left out.
pub fn natural_inversions(board: &Board) -> usize {
    let goal = Goal::new(Board::blank_last(board.width(), board.height()).expect("valid size"));
    inversions(board, &goal)
}

/// Which rule decides solvability for this board shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// Odd width: inversion parity alone.
    OddWidth,
    /// Even width: inversions + blank-row distance.
    EvenWidth,
    /// One row or one column: the tiles never change order.
    Thin,
}

impl Rule {
    pub(crate) fn for_board(board: &Board) -> Rule {
        if board.width() == 1 || board.height() == 1 {
            Rule::Thin
        } else if board.width() % 2 == 1 {
            Rule::OddWidth
        } else {
            Rule::EvenWidth
        }
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            Rule::OddWidth => "odd-width",
            Rule::EvenWidth => "even-width",
            Rule::Thin => "thin",
        }
    }

    /// One or two sentences: why this rule is the one that applies (the
    /// catalogue's `board-why-…` messages).
    pub(crate) fn why(self, width: usize) -> crate::i18n::Msg {
        match self {
            Rule::OddWidth => crate::msg!("board-why-odd", width = width, jumped = width - 1),
            Rule::EvenWidth => crate::msg!("board-why-even", width = width, jumped = width - 1),
            Rule::Thin => crate::msg!("board-why-thin"),
        }
    }
}

/// The numbers behind a verdict for one board (the start or the goal).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Side {
    /// Plain inversions (larger number before smaller, blank left out).
    pub inversions: usize,
    /// Row of the blank, counted from 1 at the top (as people count).
    pub blank_row: usize,
    /// The quantity whose parity the rule compares: the inversions, plus
    /// the blank row for an even width.
    pub(crate) invariant: usize,
    pub(crate) parity: Parity,
}

/// A swap of two tiles that would change the verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FixSwap {
    pub tiles: [u8; 2],
    pub board: Board,
}

/// The solvability verdict and everything needed to explain it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub solvable: bool,
    pub rule: Rule,
    pub start: Side,
    pub goal: Side,
    /// Inversions of the start relative to the goal (goal-order labels).
    pub relative_inversions: usize,
    /// |blank row − goal blank row|. Solvable iff relative_inversions
    /// (+ this distance, for an even width) is even.
    pub blank_row_distance: usize,
    /// For an unsolvable board: one swap of two tiles that makes it solvable
    /// (absent on thin boards when no single swap does).
    pub fix: Option<FixSwap>,
}

fn side(board: &Board, rule: Rule) -> Side {
    let inv = natural_inversions(board);
    let blank_row = board.blank_row() + 1;
    let invariant = match rule {
        Rule::EvenWidth => inv + blank_row,
        _ => inv,
    };
    Side {
        inversions: inv,
        blank_row,
        invariant,
        parity: Parity::of(invariant),
    }
}

/// True when the board can reach the goal, by the rule for its shape.
pub fn is_solvable(board: &Board, goal: &Goal) -> bool {
    let rule = Rule::for_board(board);
    solvable_by(board, goal, rule)
}

fn solvable_by(board: &Board, goal: &Goal, rule: Rule) -> bool {
    match rule {
        Rule::Thin => thin_order(board) == thin_order(goal.board()),
        Rule::OddWidth => inversions(board, goal).is_multiple_of(2),
        Rule::EvenWidth => {
            let d = board.blank_row().abs_diff(goal.board().blank_row());
            (inversions(board, goal) + d).is_multiple_of(2)
        }
    }
}

fn thin_order(board: &Board) -> Vec<u8> {
    board.tiles().iter().copied().filter(|&t| t != 0).collect()
}

/// The verdict with its numbers, and a fixing swap when unsolvable.
pub fn verdict(board: &Board, goal: &Goal) -> Verdict {
    let rule = Rule::for_board(board);
    let solvable = solvable_by(board, goal, rule);
    let fix = if solvable {
        None
    } else {
        fix_swap(board, goal, rule)
    };
    Verdict {
        solvable,
        rule,
        start: side(board, rule),
        goal: side(goal.board(), rule),
        relative_inversions: inversions(board, goal),
        blank_row_distance: board.blank_row().abs_diff(goal.board().blank_row()),
        fix,
    }
}

/// A swap that makes an unsolvable board solvable.
///
/// Wider boards: any swap of two tiles flips the inversion parity and
/// leaves the blank in place, so it always fixes the board; we prefer two
/// tiles that are consecutive in the goal order and stand the wrong way
/// round (14 and 15 on Loyd's board). Thin boards: the tile order must equal
/// the goal's, so a swap works only when the orders differ in exactly two
/// places.
fn fix_swap(board: &Board, goal: &Goal, rule: Rule) -> Option<FixSwap> {
    let make = |a: u8, b: u8| FixSwap {
        tiles: [a.min(b), a.max(b)],
        board: board.swapped(board.position_of(a), board.position_of(b)),
    };
    let fix = match rule {
        Rule::Thin => {
            let have = thin_order(board);
            let want = thin_order(goal.board());
            let differ: Vec<usize> = (0..have.len()).filter(|&i| have[i] != want[i]).collect();
            match differ[..] {
                [i, j] => Some(make(have[i], have[j])),
                _ => None,
            }
        }
        _ => {
            let in_goal_order = thin_order(goal.board());
            in_goal_order
                .windows(2)
                .find(|w| board.position_of(w[0]) > board.position_of(w[1]))
                .or(in_goal_order.get(..2))
                .map(|w| make(w[0], w[1]))
        }
    };
    fix.filter(|f| solvable_by(&f.board, goal, rule))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    fn b(s: &str) -> Board {
        parse_board(s, None).unwrap()
    }

    fn goal_last(board: &Board) -> Goal {
        Goal::new(Board::blank_last(board.width(), board.height()).unwrap())
    }

    #[test]
    fn seed_000_examples() {
        for (s, n, ok) in [
            ("1 8 2/0 4 3/7 6 5", 10, true),
            ("1 2 3/4 5 6/8 7 0", 1, false),
            ("7 2 4/5 0 6/8 3 1", 16, true),
            ("7 2 4/5 0 6/8 1 3", 15, false),
        ] {
            let board = b(s);
            let g = goal_last(&board);
            let table = inversion_table(&board, &g);
            assert_eq!(table.inversions, n, "{s}");
            assert_eq!(inversions(&board, &g), n);
            assert_eq!(verdict(&board, &g).solvable, ok, "{s}");
        }
        let t = inversion_table(&b("7 2 4/5 0 6/8 3 1"), &goal_last(&b("1 2 3/4 5 6/7 8 0")));
        let counts: Vec<usize> = t.rows.iter().map(|r| r.count).collect();
        assert_eq!(counts, vec![6, 1, 2, 2, 2, 2, 1, 0]);
    }

    #[test]
    fn loyd_14_15_is_unsolvable_and_fixed_by_swapping_them() {
        let board = b("1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0");
        let v = verdict(&board, &goal_last(&board));
        assert!(!v.solvable);
        assert_eq!(v.rule, Rule::EvenWidth);
        assert_eq!(v.fix.unwrap().tiles, [14, 15]);
    }

    #[test]
    fn even_width_needs_the_blank_row() {
        // One move from the goal (tile 12 slid down): it jumped over 13, 14
        // and 15, so 3 inversions, an odd count, yet the board is solvable.
        let board = b("1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12");
        let g = goal_last(&board);
        assert_eq!(inversions(&board, &g), 3);
        assert!(verdict(&board, &g).solvable);
    }

    #[test]
    fn thin_boards_need_the_goal_order() {
        let board = parse_board("2 1 0", Some((3, 1))).unwrap();
        let g = goal_last(&board);
        let v = verdict(&board, &g);
        assert!(!v.solvable);
        assert_eq!(v.rule, Rule::Thin);
        assert_eq!(v.fix.unwrap().tiles, [1, 2]);
        let board = parse_board("3 1 2 0", Some((4, 1))).unwrap();
        assert!(!verdict(&board, &goal_last(&board)).solvable);
        assert!(verdict(&board, &goal_last(&board)).fix.is_none());
        // 3 2 1: not adjacent in the goal order, yet one swap (1 and 3) fixes it.
        let board = parse_board("3 0 2 1", Some((1, 4))).unwrap();
        let v = verdict(&board, &goal_last(&board));
        assert!(!v.solvable);
        assert_eq!(v.fix.unwrap().board.to_line(), "1/0/2/3");
    }
}
