//! The data the interactive lesson page needs to check answers in the
//! browser with the stepper's feedback: for each question its right
//! answer, its hints, and what its check compares, with every sentence of
//! feedback produced here by the functions the stepper's checker uses
//! (`lesson::exercise_check`, `lesson::next_node`, `moves`, `quiz`).
//!
//! A sentence that depends on what the student typed is a template: the
//! student's numbers are placeholders (`{g}`, `{n}`, `{t}`, `{c}`, `{i}`,
//! `{signed}`, `{text}`) that the page's script fills in. Where the set of
//! possible answers is small (a next-node choice, even or odd) the
//! sentences are all computed here. The script parses and compares; it
//! computes no feedback of its own.
//!
//! Plain data, serialized to JSON by the page renderer.

use super::Prepared;
use super::ask::{Question, questions};
use super::exercise::{ExerciseResult, Target, Work};
use super::exercise_check as ec;
use super::schema::{AnswerType, CountBy, PredictAsk};
use crate::board::{Board, Dir, IllegalMove};
use crate::moves::{MoveToken, StepProblem};
use crate::parity::Parity;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Display;

/// What the stepper says after a wrong answer: `Not quite.` and the
/// feedback, if there is any (in the student's language).
pub fn not_quite(feedback: &str) -> String {
    if feedback.is_empty() {
        crate::t!("lesson-not-quite")
    } else {
        crate::t!("lesson-not-quite-feedback", feedback = feedback)
    }
}

/// What the stepper says after a right answer.
pub fn correct() -> String {
    crate::t!("lesson-correct")
}

/// The score in words, as the stepper and `lesson list` count it: `5 of 7
/// questions right at the first try, 1 right after a hint or a retry, 1
/// shown.`
pub fn tally_sentence(
    first_try: &dyn Display,
    questions: usize,
    after_hints: &dyn Display,
    shown: &dyn Display,
) -> String {
    crate::t!(
        "lesson-tally",
        first = first_try.to_string(),
        questions = questions,
        after = after_hints.to_string(),
        shown = shown.to_string()
    )
}

/// The page's data for a whole lesson.
#[derive(Debug, Clone, Serialize)]
pub struct PageData {
    pub lesson: String,
    /// A hash of the lesson's content: progress saved for another version
    /// of the lesson is not used.
    pub version: String,
    pub questions: Vec<PageQuestion>,
    /// The score sentence with `{first}`, `{after}` and `{shown}`.
    pub tally: String,
    pub correct: String,
    /// `Not quite. {feedback}`, and `Not quite.` for no feedback.
    pub not_quite: String,
    pub not_quite_plain: String,
}

/// One question of the page.
#[derive(Debug, Clone, Serialize)]
pub struct PageQuestion {
    /// 1-based, as in the handout and the answers file.
    pub number: usize,
    /// The step (1-based) this question is, and the step it reveals (the
    /// section of the steps it holds back, `lesson::askfirst`).
    pub step: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reveals: Option<usize>,
    pub answer: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    pub hints: Vec<String>,
    pub check: Check,
}

/// What a question's check compares, and its sentences.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Check {
    /// A quiz: the answer read by its type and compared with the truth
    /// (`truth`: the canonical form); a wrong quiz answer has no feedback.
    Quiz {
        read: &'static str,
        truth: String,
        /// Template with `{text}`.
        unreadable: String,
    },
    Count {
        by_tile: bool,
        counts: Vec<i64>,
        running: Vec<i64>,
        total: i64,
        not_counts: String,
        total_only: String,
        /// Per tile in reading order, with `{g}`.
        too_few: Vec<String>,
        too_many: String,
        counts_given: String,
        tile_counted: Vec<String>,
    },
    Moves {
        width: usize,
        height: usize,
        board: Vec<u8>,
        /// The board a right answer must reach, or the tile and its cell.
        #[serde(skip_serializing_if = "Option::is_none")]
        target: Option<Vec<u8>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        tile: Option<(u8, usize)>,
        #[serde(skip_serializing_if = "Option::is_none")]
        max_moves: Option<usize>,
        /// The board the right answer reaches (the tests compare the
        /// script's replay with it).
        reached: Vec<u8>,
        sentences: MoveSentences,
    },
    Predict {
        ask: &'static str,
        /// The number, `even`/`odd`, or the jumped tiles sorted.
        truth: String,
        jumped: Vec<i64>,
        not_whole: String,
        wrong_parity: String,
        not_this: String,
        /// For `parity`: the sentence for each wrong word.
        not_parity: BTreeMap<&'static str, String>,
        not_even_or_odd: String,
        not_tiles: String,
        tiles_named_one: String,
        tiles_named: String,
        right_count_wrong_tiles: String,
    },
    NextNode {
        nodes: usize,
        next: usize,
        /// For node k (entry k - 1): why it is not next (empty for next).
        not_next: Vec<String>,
        not_a_node: String,
    },
}

/// The sentences of a moves check, with placeholders.
#[derive(Debug, Clone, Serialize)]
pub struct MoveSentences {
    /// `{c}` at character `{i}`.
    pub not_a_move: String,
    /// `{t}` (as typed) and `{n}`.
    pub not_a_tile_number: String,
    pub at_least_one: String,
    /// `Illegal {problem}. ...`.
    pub illegal: String,
    /// By blank direction letter, with `{n}` (the move's number).
    pub edge: BTreeMap<char, String>,
    /// `{n}`, `{t}`.
    pub not_adjacent: String,
    pub blank: String,
    pub no_such_tile: String,
    pub not_reached_one: String,
    pub not_reached: String,
    pub too_long: String,
}

fn move_sentences(board: &Board, target: &Target, max: Option<usize>) -> MoveSentences {
    let n = &"{n}";
    let tile = ec::TILE_SLOT;
    MoveSentences {
        not_a_move: ec::not_a_move(&"{c}", &"{i}"),
        not_a_tile_number: ec::not_a_tile_number(&"{t}", n),
        at_least_one: ec::at_least_one_move(),
        illegal: ec::illegal(&"{problem}"),
        edge: [Dir::Up, Dir::Down, Dir::Left, Dir::Right]
            .into_iter()
            .map(|d| {
                let e = ec::move_error(
                    n,
                    MoveToken::Blank(d),
                    StepProblem::Illegal(IllegalMove::Edge(d)),
                );
                (d.letter(), e)
            })
            .collect(),
        not_adjacent: ec::move_error(
            n,
            MoveToken::Tile(tile),
            StepProblem::Illegal(IllegalMove::NotAdjacent(tile)),
        ),
        blank: ec::move_error(n, MoveToken::Tile(0), StepProblem::Blank),
        no_such_tile: ec::move_error(
            n,
            MoveToken::Tile(tile),
            StepProblem::NoSuchTile {
                tile,
                width: board.width(),
                height: board.height(),
            },
        ),
        not_reached_one: ec::not_reached(&1, 1, target),
        not_reached: ec::not_reached(&"{n}", 2, target),
        too_long: max.map(|m| ec::too_long(&"{n}", m)).unwrap_or_default(),
    }
}

fn exercise_check(e: &ExerciseResult) -> Check {
    match &e.work {
        Work::Count { by, table } => Check::Count {
            by_tile: *by == CountBy::Tile,
            counts: table.rows.iter().map(|r| r.count as i64).collect(),
            running: table.rows.iter().map(|r| r.running as i64).collect(),
            total: table.inversions as i64,
            not_counts: ec::not_counts(&"{text}"),
            total_only: ec::total_only(),
            too_few: table.rows.iter().map(|r| ec::too_few(&"{g}", r)).collect(),
            too_many: ec::too_many(&"{g}"),
            counts_given: ec::counts_given(&"{n}", table.rows.len()),
            tile_counted: table
                .rows
                .iter()
                .enumerate()
                .map(|(k, r)| ec::tile_counted(r, k, &"{g}"))
                .collect(),
        },
        Work::Moves {
            target,
            max_moves,
            goal_cells,
        } => {
            let dirs = crate::moves::parse_and_resolve(&e.board, &e.answer).unwrap_or_default();
            let reached = e.board.apply_all(&dirs).unwrap_or_else(|_| e.board.clone());
            Check::Moves {
                width: e.board.width(),
                height: e.board.height(),
                board: e.board.tiles().to_vec(),
                target: match target {
                    Target::Goal => Some(goal_cells.board().tiles().to_vec()),
                    Target::Board(b) => Some(b.tiles().to_vec()),
                    Target::Tile(_) => None,
                },
                tile: match target {
                    Target::Tile(t) => Some((*t, goal_cells.home(*t))),
                    _ => None,
                },
                max_moves: *max_moves,
                reached: reached.tiles().to_vec(),
                sentences: move_sentences(&e.board, target, *max_moves),
            }
        }
        Work::Predict { ask, step, .. } => {
            let mut jumped: Vec<i64> = step.jumped.iter().map(|&t| t as i64).collect();
            jumped.sort_unstable();
            let truth = match ask {
                PredictAsk::Delta => step.delta_inversions.to_string(),
                PredictAsk::Invariant => step.invariant.to_string(),
                PredictAsk::Parity => step.invariant_parity.name().to_string(),
                // The page compares with this: the same in every language.
                PredictAsk::Jumped if step.jumped.is_empty() => "none".to_string(),
                PredictAsk::Jumped => ec::list(&step.jumped),
            };
            Check::Predict {
                ask: match ask {
                    PredictAsk::Delta => "delta",
                    PredictAsk::Invariant => "invariant",
                    PredictAsk::Parity => "parity",
                    PredictAsk::Jumped => "jumped",
                },
                truth,
                jumped,
                not_whole: ec::not_whole(&"{text}"),
                wrong_parity: ec::wrong_parity(&"{signed}", step),
                not_this: ec::not_this(&"{n}"),
                not_parity: [("even", Parity::Even), ("odd", Parity::Odd)]
                    .into_iter()
                    .map(|(w, p)| (w, ec::not_this(&ec::parity_word(p))))
                    .collect(),
                not_even_or_odd: ec::not_even_or_odd(&"{text}"),
                not_tiles: ec::not_tiles(&"{text}"),
                tiles_named_one: ec::tiles_named(&1, 1),
                tiles_named: ec::tiles_named(&"{n}", 2),
                right_count_wrong_tiles: ec::right_count_wrong_tiles(),
            }
        }
        Work::NextNode {
            frontier,
            next,
            informed,
            ties,
            ..
        } => Check::NextNode {
            nodes: frontier.len(),
            next: *next,
            not_next: (1..=frontier.len())
                .map(|k| {
                    if k == *next {
                        String::new()
                    } else {
                        super::next_node::not_next(frontier, k, *next, *informed, ties)
                    }
                })
                .collect(),
            not_a_node: ec::not_a_node(&"{text}", frontier.len()),
        },
    }
}

fn quiz_check(q: &super::result::QuizResult) -> Check {
    let (read, truth) = match q.answer_type {
        AnswerType::Number => ("number", q.answer.to_string()),
        AnswerType::YesNo => ("yes-no", q.answer.to_string()),
        AnswerType::Board => match &q.answer {
            super::quiz::Answer::Board(b) => ("board", tiles_line(b)),
            a => ("board", a.to_string()),
        },
        AnswerType::Moves => ("moves", q.answer.to_string()),
    };
    let unreadable = match super::quiz::parse(q.answer_type, "{text}") {
        Err(e) => e,
        Ok(_) => String::new(),
    };
    Check::Quiz {
        read,
        truth,
        unreadable,
    }
}

/// A board as the page compares it: its width, then its tiles.
fn tiles_line(b: &Board) -> String {
    let mut v = vec![b.width().to_string()];
    v.extend(b.tiles().iter().map(|t| t.to_string()));
    v.join(" ")
}

/// The version of a lesson's page: a hash (`lesson::identity::hash`) of
/// its file and of its questions' right answers (a board file or a seeded
/// random board changes those), so a new version starts the page's saved
/// progress afresh, and the same lesson always gives the same version.
fn version(p: &Prepared, questions: &[PageQuestion]) -> String {
    let answers = questions.iter().map(|q| q.answer.as_str());
    super::identity::hash(std::iter::once(p.source.text.as_str()).chain(answers))
}

/// The page's data for a lesson.
pub fn page_data(p: &Prepared) -> PageData {
    // The steps each question holds back (ask first); the page reveals the
    // first one's section, which holds the others.
    let holds = crate::lesson::askfirst::holds(&p.results);
    let qs = questions(&p.results)
        .into_iter()
        .enumerate()
        .filter_map(|(k, i)| {
            let q = Question::of(&p.results[i])?;
            let check = match q {
                Question::Quiz(z) => quiz_check(z),
                Question::Exercise(e) => exercise_check(e),
            };
            let explanation = match q {
                Question::Quiz(z) => z.explanation.clone(),
                Question::Exercise(e) => e.explanation.clone(),
            };
            Some(PageQuestion {
                number: k + 1,
                step: i + 1,
                reveals: crate::lesson::askfirst::held_by(&holds, i)
                    .first()
                    .map(|j| j + 1),
                answer: q.answer(),
                explanation,
                hints: q.hints().iter().map(|h| h.to_string()).collect(),
                check,
            })
        })
        .collect::<Vec<_>>();
    PageData {
        lesson: p.lesson.title.clone(),
        version: version(p, &qs),
        tally: tally_sentence(&"{first}", qs.len(), &"{after}", &"{shown}"),
        questions: qs,
        correct: correct(),
        not_quite: not_quite("{feedback}"),
        not_quite_plain: not_quite(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_with_placeholders_are_the_checker_s() {
        let b = crate::parse::parse_board("1 2 3/4 5 6/7 0 8", None).unwrap();
        let s = move_sentences(&b, &Target::Goal, Some(1));
        assert_eq!(
            s.edge[&'D'],
            "move {n} (D): the blank is already in the bottom row"
        );
        assert_eq!(
            s.not_adjacent,
            "move {n}: tile {t} is not next to the blank"
        );
        assert!(
            s.not_a_move
                .starts_with("`{c}` at character {i} is not a move"),
            "{}",
            s.not_a_move
        );
        assert!(
            s.not_a_tile_number
                .starts_with("`{t}` (move {n}) is not a tile"),
            "{}",
            s.not_a_tile_number
        );
        assert!(
            s.no_such_tile.contains("no tile {t} on a 3x3 board"),
            "{}",
            s.no_such_tile
        );
        assert_eq!(
            s.not_reached_one,
            "1 move played, but the board reached is not the goal:"
        );
        assert_eq!(not_quite(""), "Not quite.");
    }

    #[test]
    fn every_language_keeps_the_page_s_placeholders() {
        use crate::i18n::{Lang, scoped};
        let b = crate::parse::parse_board("1 2 3/4 5 6/7 0 8", None).unwrap();
        for &lang in Lang::all() {
            let (s, tally, nq) = scoped(lang, || {
                (
                    move_sentences(&b, &Target::Goal, Some(1)),
                    tally_sentence(&"{first}", 7, &"{after}", &"{shown}"),
                    not_quite("{feedback}"),
                )
            });
            for (text, slots) in [
                (&s.edge[&'D'], &["{n}"][..]),
                (&s.not_adjacent, &["{n}", "{t}"]),
                (&s.not_a_move, &["{c}", "{i}"]),
                (&s.not_a_tile_number, &["{t}", "{n}"]),
                (&s.no_such_tile, &["{n}", "{t}"]),
                (&s.blank, &["{n}"]),
                (&s.not_reached, &["{n}"]),
                (&s.too_long, &["{n}"]),
                (&s.illegal, &["{problem}"]),
                (&tally, &["{first}", "{after}", "{shown}"]),
                (&nq, &["{feedback}"]),
            ] {
                for slot in slots {
                    assert!(text.contains(slot), "{lang:?}: {slot} in {text}");
                }
            }
            // The page's own numbers are never grouped or translated
            // away: the one-move sentence says 1.
            assert!(s.not_reached_one.contains('1'), "{lang:?}");
        }
        let vi = scoped(Lang::from_code("vi").unwrap(), || {
            (not_quite(""), correct())
        });
        assert_eq!(vi, ("Chưa đúng.".to_string(), "Đúng.".to_string()));
        let zh = scoped(Lang::from_code("zh").unwrap(), || {
            (not_quite(""), correct())
        });
        assert_eq!(zh, ("不太对。".to_string(), "正确。".to_string()));
    }
}
