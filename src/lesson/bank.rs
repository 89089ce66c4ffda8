//! A lesson's questions as a question bank (Moodle, Canvas) can hold them:
//! a number, yes or no, a few exact spellings, or one choice among a few.
//!
//! Nothing here computes a right answer: every answer is the answer key's
//! ([`Question::answer`]) or a spelling of it, and every one given to a bank
//! is first put to the grader ([`Question::check`]): a right answer the
//! grader would not mark right, or a wrong choice it would, is never written
//! (the question is left out instead). The words of a bank are the
//! renderers' (`render::bank_gift`, `render::bank_moodle`).

use super::Prepared;
use super::ask::{Question, Verdict, questions};
use super::exercise::Work;
use super::forms;
use super::quiz::Answer;
use super::schema::{CountBy, PredictAsk};
use crate::i18n::Lang;
use crate::parity::Parity;

/// A question of the lesson, numbered as in the handout and the key, as a
/// bank holds it, or why it is left out.
#[derive(Debug, Clone)]
pub struct Item<'a> {
    pub(crate) number: usize,
    pub(crate) question: Question<'a>,
    pub(crate) kind: Result<Kind, LeftOut>,
}

/// How a bank asks for the answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A whole number, exactly.
    Numerical(i64),
    TrueFalse(bool),
    /// Typed text: any of these spellings is right (a bank compares
    /// letters, case aside; the grader's reader is more forgiving).
    Short(Vec<String>),
    /// One choice among these.
    Choice(Vec<Choice>),
}

/// One choice of a multiple-choice question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Choice {
    /// What the choice stands for, as a student would type it (a node's
    /// number, `even`).
    pub(crate) typed: String,
    pub(crate) right: bool,
    /// The grader's feedback on this choice (empty for the right one).
    pub(crate) feedback: String,
}

/// Why a question is not in the bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LeftOut {
    /// A moves exercise: every move sequence that reaches the target is
    /// right, more than a bank can list.
    ManyAnswers,
    /// No spelling of the key's answer that the grader marks right (or a
    /// wrong choice it marks right): the bank would grade differently.
    NotExpressible,
}

/// Every question of the lesson, in the order of the handout, its choices
/// and feedback in `lang` (the language the bank is written in).
pub fn items(p: &Prepared, lang: Lang) -> Vec<Item<'_>> {
    questions(&p.results)
        .into_iter()
        .enumerate()
        .filter_map(|(k, i)| Question::of(&p.results[i]).map(|q| (k + 1, q)))
        .map(|(number, question)| Item {
            number,
            question,
            kind: kind(question, lang),
        })
        .collect()
}

fn right(q: Question, typed: &str) -> bool {
    matches!(q.check(typed), Verdict::Right)
}

/// The bank's form of a question, every right answer checked by the grader.
fn kind(q: Question, lang: Lang) -> Result<Kind, LeftOut> {
    let answer = q.answer();
    let kind = match q {
        Question::Quiz(z) => match &z.answer {
            Answer::Number(n) => Kind::Numerical(*n),
            Answer::YesNo(b) => Kind::TrueFalse(*b),
            Answer::Board(_) => Kind::Short(board_spellings(&answer)),
            Answer::Moves(_) => Kind::Short(moves_spellings(&answer)),
        },
        Question::Exercise(e) => match &e.work {
            Work::Moves { .. } => return Err(LeftOut::ManyAnswers),
            Work::Count {
                by: CountBy::Total, ..
            }
            | Work::Predict {
                ask: PredictAsk::Delta | PredictAsk::Invariant,
                ..
            } => Kind::Numerical(forms::whole(&answer).ok_or(LeftOut::NotExpressible)?),
            Work::Count {
                by: CountBy::Tile, ..
            } => Kind::Short(list_spellings(&answer)),
            Work::Predict {
                ask: PredictAsk::Jumped,
                ..
            } => Kind::Short(jumped_spellings(&answer, lang)),
            Work::Predict {
                ask: PredictAsk::Parity,
                ..
            } => Kind::Choice(choices(
                q,
                lang,
                [Parity::Even, Parity::Odd]
                    .into_iter()
                    .map(|p| super::exercise_check::parity_word(p).say(lang)),
            )),
            Work::NextNode { frontier, .. } => Kind::Choice(choices(
                q,
                lang,
                frontier.iter().map(|n| n.number.to_string()),
            )),
        },
    };
    checked(q, kind)
}

/// The choices with the grader's verdict and feedback on each.
fn choices(q: Question, lang: Lang, typed: impl Iterator<Item = String>) -> Vec<Choice> {
    typed
        .map(|t| {
            let (right, feedback) = match q.check(&t) {
                Verdict::Right => (true, String::new()),
                Verdict::Wrong { feedback, .. } => (false, feedback.say(lang)),
                Verdict::Unreadable(why) => (false, why.say(lang)),
            };
            Choice {
                typed: t,
                right,
                feedback,
            }
        })
        .collect()
}

/// The kind, if the grader agrees with it: numbers and yes/no marked right
/// as the key writes them, the spellings the grader refuses dropped, one
/// right choice exactly.
fn checked(q: Question, kind: Kind) -> Result<Kind, LeftOut> {
    let agrees = match &kind {
        Kind::Numerical(n) => right(q, &n.to_string()),
        Kind::TrueFalse(b) => right(q, if *b { "yes" } else { "no" }),
        Kind::Short(s) => {
            let kept: Vec<String> = s.iter().filter(|t| right(q, t)).cloned().collect();
            if kept.is_empty() {
                return Err(LeftOut::NotExpressible);
            }
            return Ok(Kind::Short(kept));
        }
        Kind::Choice(c) => c.iter().filter(|c| c.right).count() == 1,
    };
    if agrees {
        Ok(kind)
    } else {
        Err(LeftOut::NotExpressible)
    }
}

/// Spellings of the same text, first as the key writes it, without repeats.
fn distinct(spellings: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in spellings {
        if !s.is_empty() && !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

/// `1 2 3/4 5 6/7 8 0`, and the same cells with commas or spaces only.
fn board_spellings(key: &str) -> Vec<String> {
    let cells: Vec<&str> = key.split(['/', ' ']).filter(|c| !c.is_empty()).collect();
    distinct([
        key.to_string(),
        key.replace(' ', ","),
        cells.join(","),
        cells.join(", "),
        cells.join(" "),
    ])
}

/// `ULD`, and the letters spaced or between commas.
fn moves_spellings(key: &str) -> Vec<String> {
    let letters: Vec<String> = key.chars().map(String::from).collect();
    distinct([key.to_string(), letters.join(" "), letters.join(",")])
}

/// `0 1 2`, and the numbers between commas.
fn list_spellings(key: &str) -> Vec<String> {
    let n: Vec<&str> = key.split_whitespace().collect();
    distinct([key.to_string(), n.join(","), n.join(", ")])
}

/// The tiles a move jumps, in any order (at most a row's width of them),
/// or `none` in English and in the lesson's language.
fn jumped_spellings(key: &str, lang: Lang) -> Vec<String> {
    if forms::none(key) {
        return distinct([key.to_string(), crate::msg!("lesson-tiles-none").say(lang)]);
    }
    let tiles: Vec<&str> = key.split_whitespace().collect();
    let mut out = Vec::new();
    permutations(&tiles, &mut Vec::new(), &mut out);
    distinct(std::iter::once(key.to_string()).chain(out))
}

fn permutations(left: &[&str], taken: &mut Vec<String>, out: &mut Vec<String>) {
    if left.is_empty() {
        out.push(taken.join(" "));
        return;
    }
    for k in 0..left.len() {
        let mut rest = left.to_vec();
        let t = rest.remove(k);
        taken.push(t.to_string());
        permutations(&rest, taken, out);
        taken.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{builtin, load::Source, prepare};

    #[test]
    fn every_builtin_question_is_in_the_bank_or_left_out_for_its_moves() {
        for lang in ["en", "vi", "zh"] {
            let lang = Lang::from_code(lang).unwrap();
            for (name, _) in builtin::LESSONS {
                let s = Source::builtin(name).unwrap().for_student(lang).unwrap();
                let p = prepare(s, lang).unwrap();
                for item in items(&p, lang) {
                    match (&item.kind, item.question) {
                        (Err(LeftOut::ManyAnswers), Question::Exercise(e)) => {
                            assert_eq!(e.exercise, "moves")
                        }
                        (Err(why), _) => panic!("{name} {}: {why:?}", item.number),
                        (Ok(Kind::Short(s)), q) => {
                            assert_eq!(s[0], q.answer(), "{name} {}", item.number)
                        }
                        (Ok(Kind::Choice(c)), q) => {
                            let r = c.iter().find(|c| c.right).unwrap();
                            assert!(right(q, &r.typed));
                            assert!(c.iter().filter(|c| !c.right).all(|c| !right(q, &c.typed)));
                            assert!(c.iter().all(|c| c.right || !c.feedback.is_empty()));
                        }
                        (Ok(_), _) => {}
                    }
                }
            }
        }
    }

    #[test]
    fn spellings_of_the_key() {
        assert_eq!(
            board_spellings("1 2/3 0"),
            ["1 2/3 0", "1,2/3,0", "1,2,3,0", "1, 2, 3, 0", "1 2 3 0"]
        );
        assert_eq!(moves_spellings("UL"), ["UL", "U L", "U,L"]);
        assert_eq!(jumped_spellings("3 5", Lang::EN), ["3 5", "5 3"]);
        assert_eq!(list_spellings("0 1"), ["0 1", "0,1", "0, 1"]);
    }
}
