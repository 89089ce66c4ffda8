//! The parity-invariance proof, checked on every move.
//!
//! Definitions (consistent with [`crate::parity`]):
//! - *Reading order*: the tiles row by row, left to right, blank left out.
//! - *Inversions*: pairs of tiles whose reading order is the reverse of
//!   their order in the goal's reading order ([`parity::inversions`]).
//! - A horizontal move keeps the reading order. A vertical move takes the
//!   tile from the cell above or below the blank to the blank's cell: in
//!   reading order it *jumps over* the W−1 tiles strictly between those two
//!   cells (AIMA's B, C, D on the 15-puzzle). Each pair it forms with a
//!   jumped tile changes order, so it either becomes or stops being an
//!   inversion: Δinversions is a sum of W−1 terms ±1.
//! - The *invariant*: for an odd width, the inversions; for an even width,
//!   the inversions + |blank row − goal's blank row|; for a thin board (one
//!   row or one column) the inversions, which then never change at all.
//!
//! [`trace`] computes all of this as plain data and checks every reported
//! Δinversions against a full recount: a mismatch is a bug (exit 3).

use crate::board::{Board, Dir, Goal, IllegalMove};
use crate::error::{Error, Result};
use crate::i18n::Msg;
use crate::moves::{self, MoveToken};
use crate::parity::{self, Parity, Rule};
use serde::Serialize;

/// What the invariant of a rule sums, as a message: the inversions, or
/// (an even width) the inversions and the blank's row distance. (A
/// trace's JSON keeps `invariant_name`, its English.)
pub fn invariant_words(rule: Rule) -> Msg {
    match rule {
        Rule::EvenWidth => crate::msg!("board-invariant-name-even"),
        Rule::OddWidth | Rule::Thin => crate::msg!("board-invariant-name"),
    }
}

/// The numbers of one position: what the invariant is made of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Snapshot {
    pub board: Board,
    /// Inversions relative to the goal's reading order.
    pub(crate) inversions: usize,
    /// The blank's row, counted from 1 at the top.
    pub(crate) blank_row: usize,
    pub invariant: usize,
    pub(crate) invariant_parity: Parity,
}

/// Whether a pair (moving tile, jumped tile) becomes or stops being an
/// inversion. It is always one or the other: the two tiles swap order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum PairChange {
    Becomes,
    Stops,
}

impl PairChange {
    /// +1 or −1: this pair's share of Δinversions.
    pub(crate) fn delta(self) -> i64 {
        match self {
            PairChange::Becomes => 1,
            PairChange::Stops => -1,
        }
    }
}

/// The moving tile and one tile it jumps over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Pair {
    /// The jumped tile (the other one is the moving tile).
    pub(crate) tile: u8,
    pub(crate) was_inversion: bool,
    pub(crate) is_inversion: bool,
    pub(crate) change: PairChange,
}

/// What one move does to the reading order, without counting all
/// inversions (O(W)): enough for the exhaustive test and for [`trace`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Jump {
    pub(crate) dir: Dir,
    /// The tile that slides into the blank.
    pub(crate) tile: u8,
    /// Row-major cell of the tile before and after the move.
    pub(crate) from: usize,
    pub(crate) to: usize,
    /// The tiles strictly between `from` and `to` in reading order.
    pub(crate) pairs: Vec<Pair>,
    pub(crate) delta_inversions: i64,
}

/// Which tiles a move jumps over and how each pair changes.
pub(crate) fn analyse_move(board: &Board, goal: &Goal, dir: Dir) -> Result<Jump, IllegalMove> {
    let from = board.target_of(dir).ok_or(IllegalMove::Edge(dir))?;
    let to = board.blank_index();
    let tile = board.tiles()[from];
    let (lo, hi) = (from.min(to), from.max(to));
    let moving = goal.rank(tile);
    // Before the move the tile stands before the jumped tiles when it moves
    // down the reading order (from < to), after them otherwise.
    let moving_first_before = from < to;
    let pairs: Vec<Pair> = board.tiles()[lo + 1..hi]
        .iter()
        .map(|&other| {
            let other_rank = goal.rank(other);
            let inverted = |moving_first: bool| {
                if moving_first {
                    moving > other_rank
                } else {
                    other_rank > moving
                }
            };
            let was = inverted(moving_first_before);
            let is = inverted(!moving_first_before);
            Pair {
                tile: other,
                was_inversion: was,
                is_inversion: is,
                change: if is {
                    PairChange::Becomes
                } else {
                    PairChange::Stops
                },
            }
        })
        .collect();
    let delta_inversions = pairs.iter().map(|p| p.change.delta()).sum();
    Ok(Jump {
        dir,
        tile,
        from,
        to,
        pairs,
        delta_inversions,
    })
}

/// One move of a trace with everything the proof says about it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Step {
    /// 1-based move number.
    pub number: usize,
    /// The blank's direction, as a letter.
    #[serde(rename = "move")]
    pub(crate) letter: char,
    /// The move as the user wrote it (`U` or a tile number).
    pub(crate) written: String,
    #[serde(skip)]
    pub(crate) dir: Dir,
    /// The tile that slid.
    pub(crate) tile: u8,
    /// Where the tile went: the opposite of the blank's direction.
    pub(crate) tile_direction: &'static str,
    pub(crate) vertical: bool,
    /// The tiles jumped over, in reading order (empty for a horizontal move).
    pub(crate) jumped: Vec<u8>,
    pub(crate) pairs: Vec<Pair>,
    pub(crate) delta_inversions: i64,
    pub(crate) inversions_before: usize,
    pub(crate) inversions: usize,
    pub(crate) blank_row_before: usize,
    pub(crate) blank_row: usize,
    pub invariant_before: usize,
    pub invariant: usize,
    pub(crate) invariant_parity: Parity,
    /// The invariant has the same parity as before the move.
    pub parity_kept: bool,
    /// The board after the move.
    pub(crate) board: Board,
    /// Row-major cell the tile slid into (to highlight it).
    #[serde(skip)]
    pub(crate) tile_cell: usize,
}

/// Where a trace stopped on a move that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Stopped {
    /// 1-based number of the move that could not be made.
    pub(crate) step: usize,
    pub(crate) written: String,
    pub reason: String,
    /// The whole message, `move 4 (U): the blank is already in the top row`.
    pub(crate) message: String,
    /// The same as data, for a renderer to say in the reader's language.
    #[serde(skip)]
    pub error: moves::MoveError,
}

/// The closing numbers and the general argument.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Summary {
    pub(crate) moves: usize,
    pub(crate) vertical_moves: usize,
    pub(crate) horizontal_moves: usize,
    pub(crate) net_delta_inversions: i64,
    /// The invariant kept its parity on every move.
    pub(crate) parity_kept: bool,
    /// Moves that changed the parity of the inversion count alone.
    pub(crate) inversion_parity_changes: usize,
    /// Moves that changed the parity of inversions + blank row (the N of
    /// the AIMA solution quoted by the Chinese blog).
    pub(crate) inversions_plus_row_parity_changes: usize,
    /// Why the invariant holds on a board of this width (English in JSON).
    pub(crate) argument: Msg,
    /// The answer to the Chinese blog's question (what B, C, D are; why
    /// 4x4 needs N).
    #[serde(rename = "why_the_blank_row")]
    pub(crate) seed_002: Msg,
}

/// A whole trace: start, one entry per legal move, end and summary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Trace {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub rule: Rule,
    /// What is summed: `inversions` or `inversions + blank-row distance`.
    pub(crate) invariant_name: &'static str,
    pub(crate) goal: Board,
    /// The goal's blank row, from 1 at the top.
    pub(crate) goal_blank_row: usize,
    pub start: Snapshot,
    pub steps: Vec<Step>,
    pub end: Snapshot,
    /// Present when a move could not be made: the steps before it are kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<Stopped>,
    pub(crate) summary: Summary,
}

/// The name of the invariant for a board shape.
pub(crate) fn invariant_name(rule: Rule) -> &'static str {
    match rule {
        Rule::EvenWidth => "inversions + blank-row distance",
        Rule::OddWidth | Rule::Thin => "inversions",
    }
}

/// The invariant's value for a board: inversions, plus the blank's row
/// distance to the goal's blank row for an even width.
pub(crate) fn invariant(board: &Board, goal: &Goal, rule: Rule, inversions: usize) -> usize {
    match rule {
        Rule::EvenWidth => inversions + board.blank_row().abs_diff(goal.board().blank_row()),
        Rule::OddWidth | Rule::Thin => inversions,
    }
}

fn snapshot(board: &Board, goal: &Goal, rule: Rule, inversions: usize) -> Snapshot {
    let inv = invariant(board, goal, rule, inversions);
    Snapshot {
        board: board.clone(),
        inversions,
        blank_row: board.blank_row() + 1,
        invariant: inv,
        invariant_parity: Parity::of(inv),
    }
}

/// Trace blank directions (a solution path, say). An illegal direction
/// stops the trace like an illegal typed move.
pub fn trace_dirs(board: &Board, goal: &Goal, dirs: &[Dir]) -> Result<Trace> {
    let tokens: Vec<MoveToken> = dirs.iter().map(|&d| MoveToken::Blank(d)).collect();
    trace(board, goal, &tokens)
}

/// Trace moves as written. Moves are resolved against the board as it
/// evolves; the first that cannot be made stops the trace (`stopped`).
/// Errors only on an internal inconsistency (a bug).
pub fn trace(board: &Board, goal: &Goal, tokens: &[MoveToken]) -> Result<Trace> {
    if !board.same_size(goal.board()) {
        return Err(crate::board::goal_size_error(
            &goal.board().size_name(),
            &board.size_name(),
        ));
    }
    let rule = Rule::for_board(board);
    let start = snapshot(board, goal, rule, parity::inversions(board, goal));
    let mut current = start.clone();
    let mut steps = Vec::with_capacity(tokens.len());
    let mut stopped = None;
    for (i, &token) in tokens.iter().enumerate() {
        let dir = match moves::direction(&current.board, token) {
            Ok(d) => d,
            Err(problem) => {
                let e = moves::MoveError {
                    step: i,
                    token,
                    problem,
                };
                stopped = Some(Stopped {
                    step: i + 1,
                    written: token.to_string(),
                    reason: problem.to_string(),
                    message: e.to_string(),
                    error: e,
                });
                break;
            }
        };
        let jump = analyse_move(&current.board, goal, dir)
            .map_err(|e| Error::internal(format!("move {}: checked move refused: {e}", i + 1)))?;
        let after = current
            .board
            .moved(dir)
            .map_err(|e| Error::internal(format!("move {}: checked move refused: {e}", i + 1)))?;
        let recount = parity::inversions(&after, goal);
        if current.inversions as i64 + jump.delta_inversions != recount as i64 {
            return Err(Error::internal(format!(
                "move {}: the jumped pairs give Δinversions {} but a recount goes from {} to {}",
                i + 1,
                jump.delta_inversions,
                current.inversions,
                recount
            )));
        }
        let next = snapshot(&after, goal, rule, recount);
        steps.push(Step {
            number: i + 1,
            letter: dir.letter(),
            written: token.to_string(),
            dir,
            tile: jump.tile,
            tile_direction: dir.tile_direction().name(),
            vertical: dir.is_vertical(),
            jumped: jump.pairs.iter().map(|p| p.tile).collect(),
            pairs: jump.pairs,
            delta_inversions: jump.delta_inversions,
            inversions_before: current.inversions,
            inversions: next.inversions,
            blank_row_before: current.blank_row,
            blank_row: next.blank_row,
            invariant_before: current.invariant,
            invariant: next.invariant,
            invariant_parity: next.invariant_parity,
            parity_kept: next.invariant_parity == current.invariant_parity,
            board: after,
            tile_cell: jump.to,
        });
        current = next;
    }
    let summary = summarise(board, &steps, &start, &current, rule);
    Ok(Trace {
        width: board.width(),
        height: board.height(),
        rule,
        invariant_name: invariant_name(rule),
        goal: goal.board().clone(),
        goal_blank_row: goal.board().blank_row() + 1,
        start,
        steps,
        end: current,
        stopped,
        summary,
    })
}

fn summarise(
    board: &Board,
    steps: &[Step],
    start: &Snapshot,
    end: &Snapshot,
    rule: Rule,
) -> Summary {
    let vertical = steps.iter().filter(|s| s.vertical).count();
    let flips = |f: &dyn Fn(usize, usize) -> usize| {
        steps
            .iter()
            .filter(|s| {
                Parity::of(f(s.inversions_before, s.blank_row_before))
                    != Parity::of(f(s.inversions, s.blank_row))
            })
            .count()
    };
    Summary {
        moves: steps.len(),
        vertical_moves: vertical,
        horizontal_moves: steps.len() - vertical,
        net_delta_inversions: end.inversions as i64 - start.inversions as i64,
        parity_kept: steps.iter().all(|s| s.parity_kept),
        inversion_parity_changes: flips(&|inv, _| inv),
        inversions_plus_row_parity_changes: flips(&|inv, row| inv + row),
        // JSON values are the same in every language: English.
        argument: argument(board.width(), board.height(), rule),
        seed_002: seed_002_answer(board.width(), rule),
    }
}

/// The possible Δinversions of a vertical move on width `w`: `{-2, 0, +2}`.
pub(crate) fn possible_deltas(width: usize) -> Vec<i64> {
    let k = width as i64 - 1;
    (0..=k).map(|becomes| 2 * becomes - k).collect()
}

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn delta_set(width: usize) -> String {
    let parts: Vec<String> = possible_deltas(width).into_iter().map(signed).collect();
    format!("{{{}}}", parts.join(", "))
}

/// The general argument for a board of this shape, with its numbers (the
/// catalogue's `board-argument-…` messages; the trace's JSON says it in
/// English).
pub(crate) fn argument(width: usize, height: usize, rule: Rule) -> Msg {
    let k = width.saturating_sub(1);
    match rule {
        Rule::Thin if height == 1 => {
            crate::msg!("board-argument-thin-row", width = width, height = height)
        }
        Rule::Thin => crate::msg!("board-argument-thin-column", width = width, height = height),
        Rule::OddWidth => crate::msg!(
            "board-argument-odd",
            horizontal = crate::msg!("board-argument-horizontal"),
            width = width,
            jumped = k,
            deltas = delta_set(width)
        ),
        Rule::EvenWidth => crate::msg!(
            "board-argument-even",
            horizontal = crate::msg!("board-argument-horizontal"),
            width = width,
            jumped = k,
            deltas = delta_set(width)
        ),
    }
}

/// The Chinese blog's question, answered for this width (the trace's JSON
/// says it in English).
pub(crate) fn seed_002_answer(width: usize, rule: Rule) -> Msg {
    let this = match rule {
        Rule::OddWidth => crate::msg!("board-blog-odd", width = width, jumped = width - 1),
        Rule::EvenWidth => crate::msg!("board-blog-even", width = width, jumped = width - 1),
        Rule::Thin => crate::msg!("board-blog-thin"),
    };
    crate::msg!("board-blog", this = this)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::parse_moves;
    use crate::parse::parse_board;
    use crate::rng::Rng;

    fn b(s: &str) -> Board {
        parse_board(s, None).unwrap()
    }

    fn last(board: &Board) -> Goal {
        Goal::new(Board::blank_last(board.width(), board.height()).unwrap())
    }

    /// Inversions by the definition, O(n²), independent of parity.rs.
    fn brute_inversions(board: &Board, goal: &Goal) -> usize {
        let ranks: Vec<usize> = board
            .tiles()
            .iter()
            .filter(|&&t| t != 0)
            .map(|&t| goal.rank(t))
            .collect();
        let mut n = 0;
        for i in 0..ranks.len() {
            for j in i + 1..ranks.len() {
                if ranks[i] > ranks[j] {
                    n += 1;
                }
            }
        }
        n
    }

    /// Any legal moves, undoing allowed (`Rng::walk` needs a way forward,
    /// which a thin board's end cell does not have).
    fn random_legal(rng: &mut Rng, board: &Board, len: usize) -> Vec<Dir> {
        let mut b = board.clone();
        (0..len)
            .map(|_| {
                let options = b.legal_moves();
                let d = options[rng.below(options.len() as u64) as usize];
                b.slide(d).unwrap();
                d
            })
            .collect()
    }

    fn brute_invariant(board: &Board, goal: &Goal) -> usize {
        let inv = brute_inversions(board, goal);
        if board.width() > 1 && board.height() > 1 && board.width().is_multiple_of(2) {
            inv + board.blank_row().abs_diff(goal.board().blank_row())
        } else {
            inv
        }
    }

    #[test]
    fn aima_board_vertical_move() {
        // 7 2 4/5 0 6/8 3 1, blank moves up: tile 2 slides down past 4 and 5.
        let board = b("7 2 4/5 0 6/8 3 1");
        let t = trace(&board, &last(&board), &parse_moves("U").unwrap()).unwrap();
        let s = &t.steps[0];
        assert_eq!(s.tile, 2);
        assert_eq!(s.tile_direction, "down");
        assert_eq!(s.jumped, vec![4, 5]);
        // 2 before 4 and 5: in order; after the move 4 5 come before 2.
        assert!(s.pairs.iter().all(|p| p.change == PairChange::Becomes));
        assert_eq!(s.delta_inversions, 2);
        assert_eq!((s.inversions_before, s.inversions), (16, 18));
        assert_eq!((s.blank_row_before, s.blank_row), (2, 1));
        assert!(s.parity_kept);
        assert_eq!(t.summary.inversions_plus_row_parity_changes, 1);
        assert_eq!(t.summary.inversion_parity_changes, 0);
    }

    #[test]
    fn fifteen_puzzle_jumps_three() {
        let board = b("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0");
        let t = trace(&board, &last(&board), &parse_moves("U L D").unwrap()).unwrap();
        assert_eq!(t.steps[0].jumped, vec![13, 14, 15]);
        assert_eq!(t.steps[0].delta_inversions, 3);
        assert_eq!(t.steps[0].invariant, 4);
        assert_eq!(t.steps[1].jumped, Vec::<u8>::new());
        assert_eq!(t.steps[2].tile, 15);
        // 15 moves up from row 4 to row 3, past 11 (row 3) and 13 14 (row 4).
        assert_eq!(t.steps[2].jumped, vec![11, 13, 14]);
        assert_eq!(t.steps[2].delta_inversions, 3);
        assert_eq!(t.end.inversions, 6);
        assert_eq!(t.end.invariant, 6);
        assert!(t.summary.parity_kept);
        assert_eq!(t.summary.inversion_parity_changes, 2);
        assert_eq!(t.summary.inversions_plus_row_parity_changes, 0);
    }

    #[test]
    fn illegal_move_keeps_the_prefix() {
        let board = b("7 2 4/5 0 6/8 3 1");
        let t = trace(&board, &last(&board), &parse_moves("U L U D").unwrap()).unwrap();
        assert_eq!(t.steps.len(), 2);
        let stop = t.stopped.unwrap();
        assert_eq!(stop.step, 3);
        assert_eq!(
            stop.message,
            "move 3 (U): the blank is already in the top row"
        );
        assert_eq!(t.end.board.to_line(), "0 7 4/5 2 6/8 3 1");
    }

    #[test]
    fn snail_goal_counts_in_goal_order() {
        let board = b("2 8 3/1 6 4/7 0 5");
        let goal = Goal::new(Board::snail(3, 3).unwrap());
        let t = trace(&board, &goal, &parse_moves("U U L D R").unwrap()).unwrap();
        for s in &t.steps {
            assert_eq!(s.inversions, brute_inversions(&s.board, &goal));
        }
        assert_eq!(t.end.board, *goal.board());
        assert_eq!(t.end.inversions, 0);
    }

    #[test]
    fn possible_deltas_have_the_parity_of_w_minus_1() {
        assert_eq!(possible_deltas(3), vec![-2, 0, 2]);
        assert_eq!(possible_deltas(4), vec![-3, -1, 1, 3]);
        assert_eq!(delta_set(4), "{-3, -1, +1, +3}");
    }

    /// Random boards 2x2 to 6x6 (non-square included) and random legal
    /// walks: every reported Δ equals a brute-force recount, the invariant's
    /// parity never changes, and the jumped tiles are the W−1 between.
    #[test]
    fn property_random_boards_and_walks() {
        let mut rng = Rng::new(0x7ACE);
        let mut checked = 0;
        for w in 2..=6 {
            for h in 2..=6 {
                for goal_kind in 0..3 {
                    let goal = Goal::new(match goal_kind {
                        0 => Board::blank_last(w, h).unwrap(),
                        1 => Board::blank_first(w, h).unwrap(),
                        _ => rng.board(w, h),
                    });
                    for _ in 0..6 {
                        let board = rng.board(w, h);
                        let len = rng.below(40) as usize;
                        let walk = random_legal(&mut rng, &board, len);
                        let t = trace_dirs(&board, &goal, &walk).unwrap();
                        assert!(t.stopped.is_none());
                        assert_eq!(t.steps.len(), len);
                        let mut prev = board.clone();
                        let start_parity = brute_invariant(&board, &goal) % 2;
                        for s in &t.steps {
                            let before = brute_inversions(&prev, &goal) as i64;
                            let after = brute_inversions(&s.board, &goal) as i64;
                            assert_eq!(
                                s.delta_inversions,
                                after - before,
                                "{w}x{h} {prev:?} {}",
                                s.letter
                            );
                            assert_eq!(s.invariant, brute_invariant(&s.board, &goal));
                            assert_eq!(s.invariant % 2, start_parity);
                            assert!(s.parity_kept);
                            let expected_jumps = if s.vertical { w - 1 } else { 0 };
                            assert_eq!(s.jumped.len(), expected_jumps);
                            assert_eq!(s.delta_inversions.rem_euclid(2), expected_jumps as i64 % 2);
                            prev = s.board.clone();
                            checked += 1;
                        }
                        assert!(t.summary.parity_kept);
                        assert_eq!(
                            t.summary.net_delta_inversions,
                            t.steps.iter().map(|s| s.delta_inversions).sum::<i64>()
                        );
                    }
                }
            }
        }
        assert!(checked > 1000, "only {checked} moves checked");
    }

    #[test]
    fn thin_boards_never_change_inversions() {
        let mut rng = Rng::new(11);
        for (w, h) in [(1, 5), (6, 1), (2, 1), (1, 2)] {
            let goal = Goal::new(Board::blank_last(w, h).unwrap());
            let board = rng.board(w, h);
            let walk = random_legal(&mut rng, &board, 20);
            let t = trace_dirs(&board, &goal, &walk).unwrap();
            assert_eq!(t.rule, Rule::Thin);
            for s in &t.steps {
                assert!(s.jumped.is_empty());
                assert_eq!(s.delta_inversions, 0);
                assert_eq!(s.inversions, t.start.inversions);
            }
        }
    }

    /// Every 3x3 board (9! of them) and every legal move, against two
    /// goals: Δ from the jumped pairs equals the recount difference, and is
    /// even, so the inversion parity never changes.
    #[test]
    fn exhaustive_3x3_every_board_every_move() {
        let goals = [
            Goal::new(Board::blank_last(3, 3).unwrap()),
            Goal::new(Board::snail(3, 3).unwrap()),
        ];
        let mut perm: Vec<u8> = (0..9).collect();
        let mut boards = 0usize;
        let mut moves = 0usize;
        let mut visit = |tiles: &[u8]| {
            let board = Board::new(3, 3, tiles.to_vec()).unwrap();
            boards += 1;
            for goal in &goals {
                let before = brute_inversions(&board, goal) as i64;
                for dir in board.legal_moves() {
                    let jump = analyse_move(&board, goal, dir).unwrap();
                    let after = brute_inversions(&board.moved(dir).unwrap(), goal) as i64;
                    assert_eq!(jump.delta_inversions, after - before, "{board:?} {dir}");
                    assert_eq!(jump.delta_inversions % 2, 0);
                    assert_eq!(jump.pairs.len(), if dir.is_vertical() { 2 } else { 0 });
                    moves += 1;
                }
            }
            for dir in Dir::ALL {
                if !board.can_move(dir) {
                    assert_eq!(
                        analyse_move(&board, &goals[0], dir),
                        Err(IllegalMove::Edge(dir))
                    );
                }
            }
        };
        heap_permutations(&mut perm, 9, &mut visit);
        assert_eq!(boards, 362_880);
        // 9!/9 boards per blank cell; moves per cell: 4 corners x2, 4 edges x3, centre x4 = 24.
        assert_eq!(moves, 2 * 40_320 * 24);
    }

    fn heap_permutations(items: &mut [u8], k: usize, visit: &mut dyn FnMut(&[u8])) {
        if k == 1 {
            visit(items);
            return;
        }
        heap_permutations(items, k - 1, visit);
        for i in 0..k - 1 {
            if k.is_multiple_of(2) {
                items.swap(i, k - 1);
            } else {
                items.swap(0, k - 1);
            }
            heap_permutations(items, k - 1, visit);
        }
    }
}
