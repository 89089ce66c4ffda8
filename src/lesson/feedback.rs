//! The interactive lesson page's questions and their checks: for each
//! question its right answer, its hints, and what its check needs (the
//! inputs of the stepper's checker: the board and goal, the target, the
//! traced move, the frontier's costs), as plain serde data that the page
//! embeds as JSON. The page's WebAssembly module (web/wasm, op
//! `check-answer`) reads a question's [`Check`] back and judges what the
//! student typed with [`check`]: the very checkers of the stepper
//! (`lesson::quiz::check`, `lesson::exercise_check`), in the page's
//! language, so the page says what `lesson run` says. The page's script
//! neither parses nor compares.

use super::Prepared;
use super::ask::{Question, questions};
use super::exercise::{ExerciseResult, Target, Work};
use super::exercise_check::{self as ec, Verdict};
use super::next_node::Costs;
use super::said;
use super::schema::{AnswerType, CountBy, PredictAsk};
use super::value::Val;
use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};

use crate::i18n::{Msg, Words};
use serde::{Deserialize, Serialize};
use std::fmt::Display;

/// What the stepper says after a wrong answer: `Not quite.` and the
/// feedback, if there is any.
pub fn not_quite(feedback: &Words) -> Msg {
    if matches!(feedback, Words::Text(t) if t.is_empty()) {
        crate::msg!("lesson-not-quite")
    } else {
        crate::msg!("lesson-not-quite-feedback", feedback = feedback)
    }
}

/// What the stepper says after a right answer.
pub fn correct() -> Msg {
    crate::msg!("lesson-correct")
}

/// The score in words, as the stepper and `lesson list` count it: `5 of 7
/// questions right at the first try, 1 right after a hint or a retry, 1
/// shown.`
pub fn tally_sentence(
    first_try: &dyn Display,
    questions: usize,
    after_hints: &dyn Display,
    shown: &dyn Display,
) -> Msg {
    crate::msg!(
        "lesson-tally",
        first = first_try.to_string(),
        questions = questions,
        after = after_hints.to_string(),
        shown = shown.to_string()
    )
}

/// The page's data for a whole lesson.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct PageData {
    pub(crate) lesson: String,
    /// A hash of the lesson's content: progress saved for another version
    /// of the lesson is not used.
    pub(crate) version: String,
    pub(crate) questions: Vec<PageQuestion>,
    /// The score sentence with `{first}`, `{after}` and `{shown}` (said in
    /// the page's language by the page's writer: English in this data).
    pub(crate) tally: Msg,
}

/// One question of the page.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct PageQuestion {
    /// 1-based, as in the handout and the answers file.
    pub(crate) number: usize,
    /// The step (1-based) this question is, and the step it reveals (the
    /// section of the steps it holds back, `lesson::askfirst`).
    pub(crate) step: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reveals: Option<usize>,
    pub(crate) answer: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) explanation: Option<String>,
    pub(crate) hints: Vec<String>,
    pub(crate) check: Check,
}

/// What a question's check needs: the inputs of the stepper's checker
/// for it (read back by the page's WebAssembly module, see [`check`]),
/// and, for the page's readers (the SCORM bridge's correct responses, the
/// tests), the truth in the answers' canonical forms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Check {
    /// A quiz: the answer read by its type (`read`) and compared with the
    /// computed value (`truth`: a whole number, `yes`/`no`, a board as its
    /// width then its tiles, or the letters of the moves).
    Quiz { read: AnswerType, truth: String },
    /// A count of inversions: by tile (`counts`, in reading order) or the
    /// total.
    Count {
        by_tile: bool,
        counts: Vec<i64>,
        total: i64,
        #[serde(flatten)]
        cells: Cells,
    },
    Moves {
        #[serde(flatten)]
        cells: Cells,
        target: Aim,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max_moves: Option<usize>,
        /// The board the right answer reaches.
        reached: Vec<u8>,
    },
    /// A prediction about move `move` from the board: `truth` is the
    /// number, `even`/`odd` or the jumped tiles sorted (`none` for none).
    Predict {
        ask: PredictAsk,
        truth: String,
        jumped: Vec<i64>,
        #[serde(rename = "move")]
        letter: char,
        #[serde(flatten)]
        cells: Cells,
    },
    /// Which node is expanded next: `frontier` the costs of the nodes
    /// numbered from 1, `next` the one expanded.
    NextNode {
        nodes: usize,
        next: usize,
        informed: bool,
        ties: String,
        frontier: Vec<Costs>,
    },
}

/// A board and its goal, as their tiles in reading order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cells {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) board: Vec<u8>,
    pub(crate) goal: Vec<u8>,
}

impl Cells {
    fn of(board: &Board, goal: &Board) -> Cells {
        Cells {
            width: board.width(),
            height: board.height(),
            board: board.tiles().to_vec(),
            goal: goal.tiles().to_vec(),
        }
    }

    fn tiles(&self, tiles: &[u8]) -> Result<Board> {
        Board::new(self.width, self.height, tiles.to_vec())
    }

    /// The board and its goal.
    fn boards(&self) -> Result<(Board, Goal)> {
        Ok((self.tiles(&self.board)?, Goal::new(self.tiles(&self.goal)?)))
    }
}

/// What a moves exercise must reach (`lesson::exercise::Target`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aim {
    Goal,
    Board(Vec<u8>),
    /// This tile on its goal cell.
    Tile(u8),
}

/// Judge `text` (what the student typed) for the question whose check is
/// `c`, with the stepper's checkers, in the current language: the verdict
/// `lesson run` gives for the same text. An error only for a check that
/// is not one `page_data` made (its boards do not hold).
pub(crate) fn check(c: &Check, text: &str) -> Result<Verdict> {
    let text = &*super::forms::typed(text);
    Ok(match c {
        Check::Quiz { read, truth } => super::quiz::check(*read, &truth_value(*read, truth)?, text),
        Check::Count { by_tile, cells, .. } => {
            let (board, goal) = cells.boards()?;
            let table = crate::parity::inversion_table(&board, &goal);
            let by = if *by_tile {
                CountBy::Tile
            } else {
                CountBy::Total
            };
            ec::check_count(by, &table, text)
        }
        Check::Moves {
            cells,
            target,
            max_moves,
            ..
        } => {
            let (board, goal) = cells.boards()?;
            let target = match target {
                Aim::Goal => Target::Goal,
                Aim::Board(t) => Target::Board(cells.tiles(t)?),
                Aim::Tile(t) => Target::Tile(*t),
            };
            ec::check_moves(&board, &target, *max_moves, &goal, text)
        }
        Check::Predict {
            ask, letter, cells, ..
        } => {
            let (board, goal) = cells.boards()?;
            let dir = Dir::from_letter(*letter).ok_or_else(|| {
                said::at_field(
                    "move",
                    crate::msg!("lessonfile-not-a-move", letter = letter.to_string()),
                )
            })?;
            let trace = crate::proof::trace_dirs(&board, &goal, &[dir])?;
            let step = trace.steps.first().ok_or_else(|| {
                said::at_field(
                    "move",
                    crate::msg!("lessonfile-move-impossible", letter = letter.to_string()),
                )
            })?;
            ec::check_predict(*ask, step, text)
        }
        Check::NextNode {
            frontier,
            next,
            informed,
            ties,
            ..
        } => {
            if *next == 0 || *next > frontier.len() {
                return Err(said::at_field(
                    "next",
                    crate::msg!(
                        "lessonfile-next-out-of-frontier",
                        next = *next,
                        nodes = frontier.len()
                    ),
                ));
            }
            ec::check_next_node(frontier, *next, *informed, ties, text)
        }
    })
}

/// What the page shows for one checked answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PageVerdict {
    /// `right`, `wrong` or `malformed` (nothing counted).
    pub(crate) result: &'static str,
    /// The stepper's sentence: `Correct.`, `Not quite. …`, or why the text
    /// is not an answer (in the page's words, `pages-malformed`); English
    /// when serialised, said in the page's language by its writer.
    pub message: Msg,
    /// For moves: the board reached (before an illegal move), in reading
    /// order, and its width.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) board: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) width: Option<usize>,
}

/// [`check`], with the sentences the page shows.
pub fn page_verdict(c: &Check, text: &str) -> Result<PageVerdict> {
    let verdict = check(c, text)?;
    let width = match c {
        Check::Moves { cells, .. } => Some(cells.width),
        _ => None,
    };
    Ok(match verdict {
        Verdict::Right => {
            // A right moves answer: the board it reaches.
            let board = match c {
                Check::Moves { cells, .. } => {
                    let (start, _) = cells.boards()?;
                    let typed = super::forms::typed(text);
                    let dirs = crate::moves::parse_and_resolve(&start, &typed)?;
                    let end = start
                        .apply_all(&dirs)
                        .map_err(|_| Error::internal("moves resolved and then illegal"))?;
                    Some(end.tiles().to_vec())
                }
                _ => None,
            };
            PageVerdict {
                result: "right",
                message: correct(),
                board,
                width,
            }
        }
        Verdict::Wrong { feedback, board } => PageVerdict {
            result: "wrong",
            message: not_quite(&feedback),
            width: board.as_ref().and(width),
            board: board.map(|b| b.tiles().to_vec()),
        },
        Verdict::Unreadable(why) => PageVerdict {
            result: "malformed",
            message: crate::msg!("pages-malformed", why = why),
            board: None,
            width: None,
        },
    })
}

/// A quiz's computed value from the page's `truth`.
fn truth_value(read: AnswerType, truth: &str) -> Result<Val> {
    let bad = || {
        said::at_field(
            "truth",
            crate::msg!(
                "lessonfile-truth-not-a",
                truth = crate::parse::shown_text(truth),
                kind = read.name()
            ),
        )
    };
    Ok(match read {
        AnswerType::Number => Val::Num(truth.parse().map_err(|_| bad())?),
        AnswerType::YesNo => match truth {
            "yes" => Val::Bool(true),
            "no" => Val::Bool(false),
            _ => return Err(bad()),
        },
        AnswerType::Board => {
            let mut n = truth
                .split(' ')
                .map(|t| t.parse::<usize>().map_err(|_| bad()));
            let width = n.next().ok_or_else(bad)??;
            let tiles = n
                .map(|t| t.and_then(|t| u8::try_from(t).map_err(|_| bad())))
                .collect::<Result<Vec<u8>>>()?;
            if width == 0 || tiles.len() % width != 0 {
                return Err(bad());
            }
            Val::Board(Board::new(width, tiles.len() / width, tiles)?)
        }
        AnswerType::Moves => Val::Moves(truth.to_string()),
    })
}

fn exercise_check(e: &ExerciseResult) -> Check {
    match &e.work {
        Work::Count { by, table } => Check::Count {
            by_tile: *by == CountBy::Tile,
            counts: table.rows.iter().map(|r| r.count as i64).collect(),
            total: table.inversions as i64,
            cells: Cells::of(&e.board, &e.goal),
        },
        Work::Moves {
            target,
            max_moves,
            goal_cells,
        } => {
            let dirs = crate::moves::parse_and_resolve(&e.board, &e.answer).unwrap_or_default();
            let reached = e.board.apply_all(&dirs).unwrap_or_else(|_| e.board.clone());
            Check::Moves {
                cells: Cells::of(&e.board, goal_cells.board()),
                target: match target {
                    Target::Goal => Aim::Goal,
                    Target::Board(b) => Aim::Board(b.tiles().to_vec()),
                    Target::Tile(t) => Aim::Tile(*t),
                },
                max_moves: *max_moves,
                reached: reached.tiles().to_vec(),
            }
        }
        Work::Predict {
            ask, step, letter, ..
        } => {
            let mut jumped: Vec<i64> = step.jumped.iter().map(|&t| t as i64).collect();
            jumped.sort_unstable();
            let truth = match ask {
                PredictAsk::Delta => step.delta_inversions.to_string(),
                PredictAsk::Invariant => step.invariant.to_string(),
                PredictAsk::Parity => step.invariant_parity.name().to_string(),
                // The same in every language.
                PredictAsk::Jumped if step.jumped.is_empty() => "none".to_string(),
                PredictAsk::Jumped => ec::joined(&step.jumped),
            };
            Check::Predict {
                ask: *ask,
                truth,
                jumped,
                letter: *letter,
                cells: Cells::of(&e.board, &e.goal),
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
            informed: *informed,
            ties: ties.to_string(),
            frontier: frontier.iter().map(|n| n.costs()).collect(),
        },
    }
}

fn quiz_check(q: &super::result::QuizResult) -> Check {
    // The value the stepper compares with; the author's answer where the
    // value is of no answer type (a checked lesson has none such).
    let truth = match (&q.truth, &q.answer) {
        (Val::Num(n), _) => n.to_string(),
        (Val::Bool(b), _) => if *b { "yes" } else { "no" }.to_string(),
        (Val::Board(b), _) | (_, super::quiz::Answer::Board(b)) => tiles_line(b),
        (Val::Moves(m), _) => m.clone(),
        (_, a) => a.to_string(),
    };
    Check::Quiz {
        read: q.answer_type,
        truth,
    }
}

/// A board as the page's quiz truth: its width, then its tiles.
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
pub(crate) fn page_data(p: &Prepared) -> PageData {
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, scoped};

    fn prepared(name: &str) -> Prepared {
        crate::lesson::prepare(crate::lesson::Source::builtin(name).unwrap(), Lang::EN).unwrap()
    }

    /// Every question of every built-in lesson: its check, through JSON
    /// and back, judges typed texts as the stepper does, in every
    /// language.
    #[test]
    fn the_page_s_check_is_the_stepper_s_verdict() {
        let texts = [
            "",
            "zz?",
            "0",
            "1",
            "-1",
            "+3",
            "１６",
            "၁၆",
            "yes",
            "không",
            "none",
            "6 1 2 2 2 2 1 0",
            "U",
            "D",
            "L",
            "R",
            "UL",
            "RDLU",
            "8",
            "99",
            "1 2 3/4 5 6/7 8 0",
            "#2",
            "[3]",
            "even",
            "奇",
        ];
        let mut checked = 0;
        for &(name, _) in crate::lesson::builtin::LESSONS {
            let p = prepared(name);
            let data = page_data(&p);
            let qs = questions(&p.results);
            for (q, &i) in data.questions.iter().zip(&qs) {
                let question = Question::of(&p.results[i]).unwrap();
                let json = serde_json::to_string(&q.check).unwrap();
                let back: Check = serde_json::from_str(&json).unwrap();
                assert_eq!(back, q.check, "{name} {}", q.number);
                let mut answers: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
                answers.push(q.answer.clone());
                for &lang in Lang::all() {
                    for t in &answers {
                        let (page, stepper) =
                            scoped(lang, || (check(&back, t).unwrap(), question.check(t)));
                        assert_eq!(page, stepper, "{name} question {} {lang:?}: {t}", q.number);
                        checked += 1;
                    }
                }
                assert_eq!(
                    check(&back, &q.answer).unwrap(),
                    Verdict::Right,
                    "{name} {}",
                    q.number
                );
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn the_page_s_verdict_carries_the_sentence_and_the_board() {
        let b = crate::parse::parse_board("1 2 3/4 5 6/7 0 8", None).unwrap();
        let goal = Board::blank_last(3, 3).unwrap();
        let c = Check::Moves {
            cells: Cells::of(&b, &goal),
            target: Aim::Goal,
            max_moves: Some(1),
            reached: goal.tiles().to_vec(),
        };
        let right = page_verdict(&c, "ｒ").unwrap();
        assert_eq!(right.result, "right");
        assert_eq!(right.message.english(), "Correct.");
        assert_eq!(right.board.as_deref(), Some(goal.tiles()));
        let wrong = page_verdict(&c, "U D D R").unwrap();
        assert_eq!(wrong.result, "wrong");
        assert!(
            wrong
                .message
                .english()
                .starts_with("Not quite. Illegal move 3 (D)"),
            "{}",
            wrong.message.english()
        );
        assert_eq!(wrong.board.as_deref(), Some(b.tiles()));
        assert_eq!(wrong.width, Some(3));
        let bad = page_verdict(&c, "X").unwrap();
        assert_eq!(bad.result, "malformed");
        let vi = page_verdict(&c, "R").unwrap();
        assert_eq!(vi.message.say(Lang::from_code("vi").unwrap()), "Đúng.");
        // A check that is not one the page was given: an error, not a panic.
        let broken = Check::Quiz {
            read: AnswerType::Board,
            truth: "3 1 2".into(),
        };
        assert!(check(&broken, "1").is_err());
        let broken = Check::NextNode {
            nodes: 1,
            next: 4,
            informed: false,
            ties: String::new(),
            frontier: vec![],
        };
        assert!(check(&broken, "1").is_err());
    }

    #[test]
    fn every_language_keeps_the_score_s_placeholders() {
        for &lang in Lang::all() {
            let (tally, nq) = (
                tally_sentence(&"{first}", 7, &"{after}", &"{shown}").say(lang),
                not_quite(&Words::from("{feedback}".to_string())).say(lang),
            );
            for (text, slots) in [
                (&tally, &["{first}", "{after}", "{shown}"][..]),
                (&nq, &["{feedback}"]),
            ] {
                for slot in slots {
                    assert!(text.contains(slot), "{lang:?}: {slot} in {text}");
                }
            }
        }
        let vi = Lang::from_code("vi").unwrap();
        let vi = (
            not_quite(&Words::from(String::new())).say(vi),
            correct().say(vi),
        );
        assert_eq!(vi, ("Chưa đúng.".to_string(), "Đúng.".to_string()));
        let zh = Lang::from_code("zh").unwrap();
        let zh = (
            not_quite(&Words::from(String::new())).say(zh),
            correct().say(zh),
        );
        assert_eq!(zh, ("不太对。".to_string(), "正确。".to_string()));
    }
}
