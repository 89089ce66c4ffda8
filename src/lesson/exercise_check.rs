//! Judging an exercise answer: the verdict on what the student typed, with
//! feedback that points at the first thing that is wrong, checked by the
//! library code that computed the truth (`moves::resolve_prefix`, the
//! inversion table, the traced move, the frontier).
//!
//! The feedback sentences are built by the `pub` functions below, which
//! take the student's numbers as anything displayable: the checker passes
//! the numbers, `lesson::feedback` passes placeholders for the interactive
//! page (whose script fills them in), so the page's texts are these.

use super::exercise::{ExerciseResult, Target, Work, reached};
use super::schema::{CountBy, PredictAsk};
use crate::board::{Board, Goal};
use crate::parity::{InversionTable, Parity};
use crate::parse::escape;
use std::fmt::Display;

/// The verdict on one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Right,
    /// Wrong, with what is wrong and (for moves) the board reached.
    Wrong {
        feedback: String,
        board: Option<Board>,
    },
    /// Not an answer of the right form; nothing is counted.
    Unreadable(String),
}

impl Verdict {
    fn wrong(feedback: impl Into<String>) -> Verdict {
        Verdict::Wrong {
            feedback: feedback.into(),
            board: None,
        }
    }
}

/// Judge one answer.
pub fn check(e: &ExerciseResult, text: &str) -> Verdict {
    let text = text.trim();
    match &e.work {
        Work::Count { by, table } => check_count(*by, table, text),
        Work::Moves {
            target,
            max_moves,
            goal_cells,
        } => check_moves(&e.board, target, *max_moves, goal_cells, text),
        Work::Predict { ask, step, .. } => check_predict(*ask, step, text),
        Work::NextNode {
            frontier,
            next,
            informed,
            ties,
            ..
        } => match text.parse::<usize>() {
            Ok(k) if k >= 1 && k <= frontier.len() => {
                if k == *next {
                    Verdict::Right
                } else {
                    Verdict::wrong(super::next_node::not_next(
                        frontier, k, *next, *informed, ties,
                    ))
                }
            }
            _ => Verdict::Unreadable(not_a_node(&escape(text), frontier.len())),
        },
    }
}

/// Whole numbers separated by spaces or commas (`+2` allowed).
pub fn numbers(text: &str) -> Option<Vec<i64>> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| t.trim_start_matches('+').parse::<i64>().ok())
        .collect()
}

/// Tiles as the feedback lists them: `6 5`, or `none`.
pub fn list(tiles: &[u8]) -> String {
    if tiles.is_empty() {
        "none".to_string()
    } else {
        tiles
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

fn s_unless_one(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

// The feedback sentences. `text` is what the student typed, already shown
// escaped; `g`, `n`: the student's numbers.

pub fn not_a_node(text: &dyn Display, nodes: usize) -> String {
    format!("`{text}` is not a node number: type 1 to {nodes}")
}

pub fn not_counts(text: &dyn Display) -> String {
    format!("`{text}` is not a list of counts")
}

pub const TOTAL_ONLY: &str = "type the total only, one whole number";

pub fn count_tile_by_tile(tiles: usize) -> String {
    format!("count tile by tile: type {tiles} counts, one per tile in reading order")
}

/// A total below the truth: where the running total passes it.
pub fn too_few(g: &dyn Display, row: &crate::parity::TileRow) -> String {
    format!(
        "{g} is too few. The running total passes {g} at tile {}: after it come the smaller tiles {}. Recount from there.",
        row.tile,
        list(&row.smaller_after)
    )
}

pub fn too_many(g: &dyn Display) -> String {
    format!(
        "{g} is too many: only the smaller tiles AFTER each tile count, and the blank is left out."
    )
}

pub fn counts_given(n: &dyn Display, tiles: usize) -> String {
    format!("{n} counts given: type {tiles}, one per tile in reading order (the blank left out)")
}

/// The first tile counted wrong (`k`: its 0-based place in reading order).
pub fn tile_counted(row: &crate::parity::TileRow, k: usize, g: &dyn Display) -> String {
    format!(
        "Tile {} (the {} tile in reading order): you counted {g}. The tiles after it that are smaller: {}. Count them, then try again.",
        row.tile,
        ordinal(k + 1),
        list(&row.smaller_after)
    )
}

pub const AT_LEAST_ONE_MOVE: &str = "type at least one move";

/// An illegal move (`problem`: which move and why); the board before it
/// is shown after this line.
pub fn illegal(problem: &dyn Display) -> String {
    format!("Illegal {problem}. The board before that move:")
}

/// What a moves exercise must reach, in words.
pub fn target_words(target: &Target) -> String {
    match target {
        Target::Goal => "the goal".to_string(),
        Target::Board(b) => b.to_line(),
        Target::Tile(t) => format!("tile {t} at home"),
    }
}

/// `n` legal moves played (`one`: exactly one) that do not reach the target.
pub fn not_reached(n: &dyn Display, one: bool, target: &Target) -> String {
    format!(
        "{n} move{} played, but the board reached is not {}:",
        if one { "" } else { "s" },
        target_words(target)
    )
}

pub fn too_long(n: &dyn Display, max: usize) -> String {
    format!("These {n} moves reach the target, but it can be done in at most {max}.")
}

pub fn not_whole(text: &dyn Display) -> String {
    format!("`{text}` is not a whole number")
}

/// A change of the inversion count of the wrong parity (`signed`: the
/// student's number with its sign, `+3`).
pub fn wrong_parity(signed: &dyn Display, step: &crate::proof::Step) -> String {
    format!(
        "{signed} has the wrong parity: tile {} jumps over {} tile{}, and each pair it jumps changes the count by one.",
        step.tile,
        step.jumped.len(),
        s_unless_one(step.jumped.len())
    )
}

pub fn not_this(n: &dyn Display) -> String {
    format!("Not {n}.")
}

pub fn not_even_or_odd(text: &dyn Display) -> String {
    format!("`{text}` is not even or odd")
}

pub fn not_tiles(text: &dyn Display) -> String {
    format!("`{text}` is not a list of tiles (or none)")
}

/// The wrong number of jumped tiles (`one`: exactly one named).
pub fn tiles_named(n: &dyn Display, one: bool) -> String {
    format!(
        "You named {n} tile{}; count the cells strictly between the tile's old and new place in reading order.",
        if one { "" } else { "s" }
    )
}

pub const RIGHT_COUNT_WRONG_TILES: &str = "The right number of tiles, but not the right ones.";

fn check_count(by: CountBy, table: &InversionTable, text: &str) -> Verdict {
    let Some(given) = numbers(text).filter(|g| !g.is_empty()) else {
        return Verdict::Unreadable(not_counts(&escape(text)));
    };
    let truth = table.inversions as i64;
    if by == CountBy::Total || (given.len() == 1 && table.rows.len() > 1) {
        if given.len() != 1 {
            return Verdict::Unreadable(TOTAL_ONLY.to_string());
        }
        if by == CountBy::Tile && given[0] != truth {
            return Verdict::Unreadable(count_tile_by_tile(table.rows.len()));
        }
        let g = given[0];
        if g == truth {
            return Verdict::Right;
        }
        return Verdict::wrong(match table.rows.iter().find(|r| r.running as i64 > g) {
            Some(r) if g < truth => too_few(&g, r),
            _ => too_many(&g),
        });
    }
    if given.len() != table.rows.len() {
        return Verdict::Unreadable(counts_given(&given.len(), table.rows.len()));
    }
    for (k, (g, row)) in given.iter().zip(&table.rows).enumerate() {
        if *g != row.count as i64 {
            return Verdict::wrong(tile_counted(row, k, g));
        }
    }
    Verdict::Right
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn check_moves(
    board: &Board,
    target: &Target,
    max_moves: Option<usize>,
    goal: &Goal,
    text: &str,
) -> Verdict {
    let tokens = match crate::moves::parse_moves(text) {
        Ok(t) if t.is_empty() => {
            return Verdict::Unreadable(AT_LEAST_ONE_MOVE.to_string());
        }
        Ok(t) => t,
        Err(e) => return Verdict::Unreadable(e.to_string()),
    };
    let (dirs, problem) = crate::moves::resolve_prefix(board, &tokens);
    let end = board.apply_all(&dirs).expect("resolve_prefix played them");
    if let Some(p) = problem {
        return Verdict::Wrong {
            feedback: illegal(&p),
            board: Some(end),
        };
    }
    if !reached(&end, target, goal) {
        return Verdict::Wrong {
            feedback: not_reached(&dirs.len(), dirs.len() == 1, target),
            board: Some(end),
        };
    }
    if let Some(max) = max_moves
        && dirs.len() > max
    {
        return Verdict::wrong(too_long(&dirs.len(), max));
    }
    Verdict::Right
}

fn check_predict(ask: PredictAsk, step: &crate::proof::Step, text: &str) -> Verdict {
    match ask {
        PredictAsk::Delta | PredictAsk::Invariant => {
            let Some([n]) = numbers(text)
                .as_deref()
                .and_then(|v| <[i64; 1]>::try_from(v).ok())
            else {
                return Verdict::Unreadable(not_whole(&escape(text)));
            };
            let truth = match ask {
                PredictAsk::Delta => step.delta_inversions,
                _ => step.invariant as i64,
            };
            if n == truth {
                Verdict::Right
            } else if ask == PredictAsk::Delta && n.rem_euclid(2) != truth.rem_euclid(2) {
                Verdict::wrong(wrong_parity(&format!("{n:+}"), step))
            } else {
                Verdict::wrong(not_this(&n))
            }
        }
        PredictAsk::Parity => {
            let p = match text.to_ascii_lowercase().as_str() {
                "even" | "e" => Parity::Even,
                "odd" | "o" => Parity::Odd,
                _ => return Verdict::Unreadable(not_even_or_odd(&escape(text))),
            };
            if p == step.invariant_parity {
                Verdict::Right
            } else {
                Verdict::wrong(not_this(&p.name()))
            }
        }
        PredictAsk::Jumped => {
            let mut given: Vec<i64> = if matches!(text.to_ascii_lowercase().as_str(), "none" | "-")
            {
                Vec::new()
            } else {
                match numbers(text) {
                    Some(v) if !v.is_empty() => v,
                    _ => return Verdict::Unreadable(not_tiles(&escape(text))),
                }
            };
            given.sort_unstable();
            let mut truth: Vec<i64> = step.jumped.iter().map(|&t| t as i64).collect();
            truth.sort_unstable();
            if given == truth {
                Verdict::Right
            } else if given.len() != truth.len() {
                Verdict::wrong(tiles_named(&given.len(), given.len() == 1))
            } else {
                Verdict::wrong(RIGHT_COUNT_WRONG_TILES)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Dir;
    use crate::parity::inversion_table;
    use crate::parse::parse_board;

    fn b(s: &str) -> Board {
        parse_board(s, None).unwrap()
    }

    fn table(s: &str) -> InversionTable {
        let board = b(s);
        let goal = Goal::new(Board::blank_last(board.width(), board.height()).unwrap());
        inversion_table(&board, &goal)
    }

    #[test]
    fn count_by_tile_points_at_the_first_wrong_tile() {
        // 7 2 4/5 0 6/8 3 1: counts 6 1 2 2 2 2 1 0, total 16.
        let t = table("7 2 4/5 0 6/8 3 1");
        assert_eq!(
            check_count(CountBy::Tile, &t, "6 1 2 2 2 2 1 0"),
            Verdict::Right
        );
        assert_eq!(
            check_count(CountBy::Tile, &t, "6,1,2,2,2,2,1,0"),
            Verdict::Right
        );
        match check_count(CountBy::Tile, &t, "6 1 3 2 2 2 1 0") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.starts_with("Tile 4 (the 3rd tile"), "{feedback}");
                assert!(feedback.contains("smaller: 3 1."), "{feedback}");
                assert!(!feedback.contains("Tile 7"), "{feedback}");
            }
            v => panic!("{v:?}"),
        }
        // The wrong count of a later tile is named, not an earlier one.
        match check_count(CountBy::Tile, &t, "6 1 2 2 2 2 1 1") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.starts_with("Tile 1 "), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        assert!(matches!(
            check_count(CountBy::Tile, &t, "6 1 2"),
            Verdict::Unreadable(_)
        ));
        assert!(matches!(
            check_count(CountBy::Tile, &t, "six"),
            Verdict::Unreadable(_)
        ));
        // A right total is accepted; a wrong one asks for the tiles.
        assert_eq!(check_count(CountBy::Tile, &t, "16"), Verdict::Right);
        assert!(matches!(
            check_count(CountBy::Tile, &t, "15"),
            Verdict::Unreadable(_)
        ));
    }

    #[test]
    fn count_by_total_says_where_the_running_total_passes() {
        let t = table("7 2 4/5 0 6/8 3 1");
        assert_eq!(check_count(CountBy::Total, &t, "16"), Verdict::Right);
        match check_count(CountBy::Total, &t, "8") {
            // Running totals 6 7 9: 9 passes 8 at tile 4.
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.contains("at tile 4"), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        match check_count(CountBy::Total, &t, "20") {
            Verdict::Wrong { feedback, .. } => assert!(feedback.contains("too many"), "{feedback}"),
            v => panic!("{v:?}"),
        }
    }

    #[test]
    fn moves_name_an_illegal_move_and_show_the_board_reached() {
        let start = b("1 2 3/4 5 6/7 0 8");
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        assert_eq!(
            check_moves(&start, &Target::Goal, Some(1), &goal, "R"),
            Verdict::Right
        );
        // Tile numbers work too: tile 8 slides left.
        assert_eq!(
            check_moves(&start, &Target::Goal, None, &goal, "8"),
            Verdict::Right
        );
        match check_moves(&start, &Target::Goal, None, &goal, "U D D R") {
            Verdict::Wrong {
                feedback,
                board: Some(end),
            } => {
                assert!(
                    feedback.contains("move 3 (D): the blank is already in the bottom row"),
                    "{feedback}"
                );
                assert_eq!(end, start);
            }
            v => panic!("{v:?}"),
        }
        match check_moves(&start, &Target::Goal, None, &goal, "L") {
            Verdict::Wrong {
                feedback,
                board: Some(end),
            } => {
                assert!(feedback.contains("not the goal"), "{feedback}");
                assert_eq!(end, b("1 2 3/4 5 6/0 7 8"));
            }
            v => panic!("{v:?}"),
        }
        match check_moves(&start, &Target::Goal, None, &goal, "2") {
            Verdict::Wrong { feedback, .. } => {
                assert!(
                    feedback.contains("tile 2 is not next to the blank"),
                    "{feedback}"
                )
            }
            v => panic!("{v:?}"),
        }
        // Longer than allowed.
        assert!(matches!(
            check_moves(&start, &Target::Goal, Some(1), &goal, "RLR"),
            Verdict::Wrong { .. }
        ));
        assert!(matches!(
            check_moves(&start, &Target::Goal, None, &goal, "X"),
            Verdict::Unreadable(_)
        ));
        // A tile brought home.
        assert_eq!(
            check_moves(&start, &Target::Tile(8), None, &goal, "R"),
            Verdict::Right
        );
    }

    #[test]
    fn predictions_are_checked_against_the_traced_move() {
        let board = b("7 2 4/5 0 6/8 3 1");
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        // U: tile 2 slides down over 4 and 5: both pairs become inversions? 2 < 4, 2 < 5: +... computed.
        let t = crate::proof::trace_dirs(&board, &goal, &[Dir::Up]).unwrap();
        let step = &t.steps[0];
        let d = step.delta_inversions;
        assert_eq!(
            check_predict(PredictAsk::Delta, step, &format!("{d:+}")),
            Verdict::Right
        );
        assert_eq!(
            check_predict(PredictAsk::Delta, step, &d.to_string()),
            Verdict::Right
        );
        match check_predict(PredictAsk::Delta, step, &(d + 1).to_string()) {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.contains("wrong parity"), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        assert_eq!(
            check_predict(PredictAsk::Jumped, step, "5 4"),
            Verdict::Right
        );
        assert!(matches!(
            check_predict(PredictAsk::Jumped, step, "4"),
            Verdict::Wrong { .. }
        ));
        let parity = step.invariant_parity.name();
        assert_eq!(
            check_predict(PredictAsk::Parity, step, parity),
            Verdict::Right
        );
        assert!(matches!(
            check_predict(PredictAsk::Parity, step, "maybe"),
            Verdict::Unreadable(_)
        ));
        let left = crate::proof::trace_dirs(&board, &goal, &[Dir::Left]).unwrap();
        assert_eq!(
            check_predict(PredictAsk::Jumped, &left.steps[0], "none"),
            Verdict::Right
        );
        assert_eq!(
            check_predict(PredictAsk::Delta, &left.steps[0], "0"),
            Verdict::Right
        );
    }
}
