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
use super::next_node::Costs;
use super::schema::{CountBy, PredictAsk};
use crate::board::{Board, Dir, Goal, IllegalMove};
use crate::i18n::{Arg, Msg, Words};
use crate::moves::{BadMoves, MoveToken, StepProblem};
use crate::parity::{InversionTable, Parity};
use crate::parse::escape;
use std::fmt::Display;

/// The verdict on one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Right,
    /// Wrong, with what is wrong and (for moves) the board reached.
    Wrong {
        feedback: Words,
        board: Option<Board>,
    },
    /// Not an answer of the right form; nothing is counted.
    Unreadable(Words),
}

impl Verdict {
    fn wrong(feedback: impl Into<Words>) -> Verdict {
        Verdict::Wrong {
            feedback: feedback.into(),
            board: None,
        }
    }
}

/// Judge one answer (typed text as [`super::forms::typed`] leaves it).
pub(crate) fn check(e: &ExerciseResult, text: &str) -> Verdict {
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
        } => {
            let costs: Vec<Costs> = frontier.iter().map(|n| n.costs()).collect();
            check_next_node(&costs, *next, *informed, ties, text)
        }
    }
}

/// Judge the node typed for a next-node exercise: `frontier`, the costs of
/// the nodes numbered from 1; `next`, the number of the node expanded next.
pub(crate) fn check_next_node(
    frontier: &[Costs],
    next: usize,
    informed: bool,
    ties: &str,
    text: &str,
) -> Verdict {
    match super::forms::node(text) {
        Some(k) if k >= 1 && k <= frontier.len() => {
            if k == next {
                Verdict::Right
            } else {
                Verdict::wrong(super::next_node::not_next(
                    frontier, k, next, informed, ties,
                ))
            }
        }
        _ => Verdict::Unreadable(not_a_node(&escape(text), frontier.len()).into()),
    }
}

/// Tiles as the feedback lists them: `6 5`, or `none`.
pub(crate) fn list(tiles: &[u8]) -> Arg {
    if tiles.is_empty() {
        crate::msg!("lesson-tiles-none").into()
    } else {
        joined(tiles).into()
    }
}

/// Tiles separated by spaces: `6 5`.
pub(crate) fn joined(tiles: &[u8]) -> String {
    tiles
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

// The feedback sentences, in the student's language (`i18n/*/lesson.ftl`).
// `text` is what the student typed, already shown escaped; `g`, `n`: the
// student's numbers, inserted as they were typed (or the page's
// placeholders). A `count` chooses the plural of the sentence: the number
// itself when it is known; the page, which fills in `{n}` itself, passes 1
// for its one-move sentence and 2 for the others.

pub(crate) fn not_a_node(text: &dyn Display, nodes: usize) -> Msg {
    crate::msg!("lesson-not-a-node", text = text.to_string(), nodes = nodes)
}

pub(crate) fn not_counts(text: &dyn Display) -> Msg {
    crate::msg!("lesson-not-counts", text = text.to_string())
}

pub(crate) fn total_only() -> Msg {
    crate::msg!("lesson-total-only")
}

/// A total below the truth: where the running total passes it.
pub(crate) fn too_few(g: &dyn Display, row: &crate::parity::TileRow) -> Msg {
    crate::msg!(
        "lesson-too-few",
        g = g.to_string(),
        tile = row.tile.to_string(),
        tiles = list(&row.smaller_after)
    )
}

pub(crate) fn too_many(g: &dyn Display) -> Msg {
    crate::msg!("lesson-too-many", g = g.to_string())
}

pub(crate) fn counts_given(n: &dyn Display, tiles: usize) -> Msg {
    crate::msg!("lesson-counts-given", n = n.to_string(), tiles = tiles)
}

/// The first tile counted wrong (`k`: its 0-based place in reading order).
pub(crate) fn tile_counted(row: &crate::parity::TileRow, k: usize, g: &dyn Display) -> Msg {
    crate::msg!(
        "lesson-tile-counted",
        tile = row.tile.to_string(),
        ordinal = crate::msg!("lesson-ordinal", n = k + 1),
        g = g.to_string(),
        tiles = list(&row.smaller_after)
    )
}

pub(crate) fn at_least_one_move() -> Msg {
    crate::msg!("lesson-at-least-one-move")
}

/// An illegal move (`problem`: which move and why, see [`move_error`]);
/// the board before it is shown after this line.
pub(crate) fn illegal(problem: Msg) -> Msg {
    crate::msg!("lesson-illegal", problem = problem)
}

/// Why a move cannot be made, in the student's language: `move 3 (D): the
/// blank is already in the bottom row` (`n`: the move's number, or the
/// page's placeholder).
pub(crate) fn move_error(n: &dyn Display, token: MoveToken, problem: StepProblem) -> Msg {
    let why = match problem {
        StepProblem::Illegal(IllegalMove::Edge(Dir::Up)) => crate::msg!("lesson-edge-up"),
        StepProblem::Illegal(IllegalMove::Edge(Dir::Down)) => crate::msg!("lesson-edge-down"),
        StepProblem::Illegal(IllegalMove::Edge(Dir::Left)) => crate::msg!("lesson-edge-left"),
        StepProblem::Illegal(IllegalMove::Edge(Dir::Right)) => crate::msg!("lesson-edge-right"),
        StepProblem::Illegal(IllegalMove::NotAdjacent(t)) => {
            crate::msg!("lesson-not-adjacent", tile = shown_tile(t))
        }
        StepProblem::Blank => crate::msg!("lesson-zero-is-blank"),
        StepProblem::NoSuchTile {
            tile,
            width,
            height,
        } => crate::msg!(
            "lesson-no-such-tile",
            tile = shown_tile(tile),
            size = format!("{width}x{height}"),
            last = (width * height - 1).to_string()
        ),
    };
    match token {
        MoveToken::Blank(d) => crate::msg!(
            "lesson-move-blank",
            n = n.to_string(),
            dir = d.letter(),
            problem = why
        ),
        MoveToken::Tile(_) => crate::msg!("lesson-move-tile", n = n.to_string(), problem = why),
    }
}

/// A tile number in a move sentence; the page's placeholder tile
/// ([`TILE_SLOT`]) is written `{t}`.
fn shown_tile(t: u32) -> String {
    if t == TILE_SLOT {
        "{t}".to_string()
    } else {
        t.to_string()
    }
}

/// The tile number that stands for the page's `{t}` in [`move_error`]
/// (no board has it).
pub(crate) const TILE_SLOT: u32 = u32::MAX;

/// Why a text is not a list of moves, in the student's language.
pub(crate) fn bad_moves(bad: &BadMoves) -> Msg {
    match bad {
        BadMoves::NotAMove { c, at } => not_a_move(&escape(&c.to_string()), at),
        BadMoves::NotATile { digits, number } => not_a_tile_number(digits, number),
    }
}

/// `c`, at character `at`, is not a move.
pub(crate) fn not_a_move(c: &dyn Display, at: &dyn Display) -> Msg {
    crate::msg!("lesson-not-a-move", c = c.to_string(), i = at.to_string())
}

/// `t`, typed as move `n`, is too large for a tile.
pub(crate) fn not_a_tile_number(t: &dyn Display, n: &dyn Display) -> Msg {
    crate::msg!(
        "lesson-not-a-tile-number",
        t = t.to_string(),
        n = n.to_string()
    )
}

/// What a moves exercise must reach, in words.
pub(crate) fn target_words(target: &Target) -> Arg {
    match target {
        Target::Goal => crate::msg!("lesson-target-goal").into(),
        Target::Board(b) => b.to_line().into(),
        Target::Tile(t) => crate::msg!("lesson-target-tile", tile = t.to_string()).into(),
    }
}

/// `n` legal moves played (`count`: the plural) that do not reach the target.
pub(crate) fn not_reached(n: &dyn Display, count: usize, target: &Target) -> Msg {
    crate::msg!(
        "lesson-not-reached",
        n = n.to_string(),
        count = count,
        target = target_words(target)
    )
}

pub(crate) fn too_long(n: &dyn Display, max: usize) -> Msg {
    crate::msg!("lesson-too-long", n = n.to_string(), max = max)
}

pub(crate) fn not_whole(text: &dyn Display) -> Msg {
    crate::msg!("lesson-not-whole", text = text.to_string())
}

/// A change of the inversion count of the wrong parity (`signed`: the
/// student's number with its sign, `+3`).
pub(crate) fn wrong_parity(signed: &dyn Display, step: &crate::proof::Step) -> Msg {
    crate::msg!(
        "lesson-wrong-parity",
        signed = signed.to_string(),
        tile = step.tile.to_string(),
        count = step.jumped.len()
    )
}

pub(crate) fn not_this(n: impl Into<Arg>) -> Msg {
    crate::msg!("lesson-not-this", n = n.into())
}

pub(crate) fn not_even_or_odd(text: &dyn Display) -> Msg {
    crate::msg!("lesson-not-even-or-odd", text = text.to_string())
}

pub(crate) fn not_tiles(text: &dyn Display) -> Msg {
    crate::msg!("lesson-not-tiles", text = text.to_string())
}

/// The wrong number of jumped tiles (`count`: the plural, as for
/// [`not_reached`]).
pub(crate) fn tiles_named(n: &dyn Display, count: usize) -> Msg {
    crate::msg!("lesson-tiles-named", n = n.to_string(), count = count)
}

pub(crate) fn right_count_wrong_tiles() -> Msg {
    crate::msg!("lesson-right-count-wrong-tiles")
}

/// A parity as the feedback names it: `even`, `odd`, in the student's
/// language.
pub(crate) fn parity_word(p: Parity) -> Msg {
    match p {
        Parity::Even => crate::msg!("lesson-parity-even"),
        Parity::Odd => crate::msg!("lesson-parity-odd"),
    }
}

/// Judge a count of inversions (`table`: the board's inversion table).
pub(crate) fn check_count(by: CountBy, table: &InversionTable, text: &str) -> Verdict {
    let Some(given) = super::forms::numbers(text).filter(|g| !g.is_empty()) else {
        return Verdict::Unreadable(not_counts(&escape(text)).into());
    };
    let truth = table.inversions as i64;
    // One number is a total, whatever the count asks for: right or wrong
    // like any total (the page's script has the same rule).
    if by == CountBy::Total || (given.len() == 1 && table.rows.len() > 1) {
        if given.len() != 1 {
            return Verdict::Unreadable(total_only().into());
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
        return Verdict::Unreadable(counts_given(&given.len(), table.rows.len()).into());
    }
    for (k, (g, row)) in given.iter().zip(&table.rows).enumerate() {
        if *g != row.count as i64 {
            return Verdict::wrong(tile_counted(row, k, g));
        }
    }
    Verdict::Right
}

/// Judge moves played from `board` towards `target` (`goal`: the goal
/// whose cells a tile target names).
pub(crate) fn check_moves(
    board: &Board,
    target: &Target,
    max_moves: Option<usize>,
    goal: &Goal,
    text: &str,
) -> Verdict {
    let tokens = match crate::moves::tokens(text) {
        Ok(t) if t.is_empty() => {
            return Verdict::Unreadable(at_least_one_move().into());
        }
        Ok(t) => t,
        Err(e) => return Verdict::Unreadable(bad_moves(&e).into()),
    };
    let (dirs, problem) = crate::moves::resolve_prefix(board, &tokens);
    let end = board.apply_all(&dirs).expect("resolve_prefix played them");
    if let Some(p) = problem {
        return Verdict::Wrong {
            feedback: illegal(move_error(&(p.step + 1), p.token, p.problem)).into(),
            board: Some(end),
        };
    }
    if !reached(&end, target, goal) {
        return Verdict::Wrong {
            feedback: not_reached(&dirs.len(), dirs.len(), target).into(),
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

/// Judge a prediction about the traced move `step`.
pub(crate) fn check_predict(ask: PredictAsk, step: &crate::proof::Step, text: &str) -> Verdict {
    match ask {
        PredictAsk::Delta | PredictAsk::Invariant => {
            let Some(n) = super::forms::whole(text) else {
                return Verdict::Unreadable(not_whole(&escape(text)).into());
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
                Verdict::wrong(not_this(n.to_string()))
            }
        }
        PredictAsk::Parity => {
            let Some(p) = super::forms::parity(text) else {
                return Verdict::Unreadable(not_even_or_odd(&escape(text)).into());
            };
            if p == step.invariant_parity {
                Verdict::Right
            } else {
                Verdict::wrong(not_this(parity_word(p)))
            }
        }
        PredictAsk::Jumped => {
            let mut given: Vec<i64> = if super::forms::none(text) {
                Vec::new()
            } else {
                match super::forms::numbers(text) {
                    Some(v) if !v.is_empty() => v,
                    _ => return Verdict::Unreadable(not_tiles(&escape(text)).into()),
                }
            };
            given.sort_unstable();
            let mut truth: Vec<i64> = step.jumped.iter().map(|&t| t as i64).collect();
            truth.sort_unstable();
            if given == truth {
                Verdict::Right
            } else if given.len() != truth.len() {
                Verdict::wrong(tiles_named(&given.len(), given.len()))
            } else {
                Verdict::wrong(right_count_wrong_tiles())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
                assert!(
                    feedback.to_string().starts_with("Tile 4 (the 3rd tile"),
                    "{feedback}"
                );
                assert!(feedback.to_string().contains("smaller: 3 1."), "{feedback}");
                assert!(!feedback.to_string().contains("Tile 7"), "{feedback}");
            }
            v => panic!("{v:?}"),
        }
        // The wrong count of a later tile is named, not an earlier one.
        match check_count(CountBy::Tile, &t, "6 1 2 2 2 2 1 1") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.to_string().starts_with("Tile 1 "), "{feedback}")
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
        // One rule for a total: a right one is right, a wrong one wrong
        // (with where the running total passes it), never malformed.
        assert_eq!(check_count(CountBy::Tile, &t, "16"), Verdict::Right);
        match check_count(CountBy::Tile, &t, "15") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.to_string().contains("at tile"), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        match check_count(CountBy::Tile, &t, "17") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.to_string().contains("too many"), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
    }

    #[test]
    fn count_by_total_says_where_the_running_total_passes() {
        let t = table("7 2 4/5 0 6/8 3 1");
        assert_eq!(check_count(CountBy::Total, &t, "16"), Verdict::Right);
        match check_count(CountBy::Total, &t, "8") {
            // Running totals 6 7 9: 9 passes 8 at tile 4.
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.to_string().contains("at tile 4"), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        match check_count(CountBy::Total, &t, "20") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.to_string().contains("too many"), "{feedback}")
            }
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
                    feedback
                        .to_string()
                        .contains("move 3 (D): the blank is already in the bottom row"),
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
                assert!(feedback.to_string().contains("not the goal"), "{feedback}");
                assert_eq!(end, b("1 2 3/4 5 6/0 7 8"));
            }
            v => panic!("{v:?}"),
        }
        match check_moves(&start, &Target::Goal, None, &goal, "2") {
            Verdict::Wrong { feedback, .. } => {
                assert!(
                    feedback
                        .to_string()
                        .contains("tile 2 is not next to the blank"),
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
                assert!(feedback.to_string().contains("wrong parity"), "{feedback}")
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

    #[test]
    fn feedback_follows_the_language_and_answers_read_in_every_language() {
        use crate::i18n::Lang;
        let t = table("7 2 4/5 0 6/8 3 1");
        let vi = Lang::from_code("vi").unwrap();
        let zh = Lang::from_code("zh").unwrap();
        match check_count(CountBy::Total, &t, "20") {
            Verdict::Wrong { feedback, .. } => {
                let (vi, zh) = (feedback.say(vi), feedback.say(zh));
                assert!(vi.starts_with("20 là quá nhiều"), "{vi}");
                assert!(zh.starts_with("20 太多了"), "{zh}");
            }
            v => panic!("{v:?}"),
        }
        let start = b("1 2 3/4 5 6/7 0 8");
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        match check_moves(&start, &Target::Goal, None, &goal, "D") {
            Verdict::Wrong { feedback, .. } => {
                assert_eq!(
                    feedback.say(zh),
                    "不合法：第 1 步（D）：空格已经在最下面一行。那一步之前的棋盘："
                )
            }
            v => panic!("{v:?}"),
        }
        // A parity, yes/no and "none" typed in any language, whatever the
        // language of the run.
        use crate::lesson::forms::{none, parity};
        assert_eq!(parity("chẵn"), Some(Parity::Even));
        assert_eq!(parity("奇"), Some(Parity::Odd));
        assert_eq!(parity("Even"), Some(Parity::Even));
        assert_eq!(parity("maybe"), None);
        assert!(none("无") && none("không có") && none("none"));
        assert!(!none("4") && !none("-"));
    }
}
