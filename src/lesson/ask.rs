//! Questions, whatever their kind: a quiz about a computed value or an
//! exercise whose answer is the student's work. One interface for the
//! stepper, the scripted runs and the score: the question's hints, its
//! right answer, and the verdict on what the student typed.
//!
//! The order in which a lesson's steps are shown (a step that gives a
//! question's answer away held back until the question) is
//! `lesson::askfirst`'s, which reads the questions from here.

use super::exercise::ExerciseResult;
use super::exercise_check;
use super::quiz;
use super::result::{QuizResult, StepResult};
use crate::i18n::Words;

/// A question of a lesson.
#[derive(Debug, Clone, Copy)]
pub enum Question<'a> {
    Quiz(&'a QuizResult),
    Exercise(&'a ExerciseResult),
}

/// What the student's answer was found to be: the exercises' verdict,
/// for quizzes too.
pub use super::exercise_check::Verdict;

impl<'a> Question<'a> {
    pub fn of(result: &'a StepResult) -> Option<Question<'a>> {
        match result {
            StepResult::Quiz(q) => Some(Question::Quiz(q)),
            StepResult::Exercise(e) => Some(Question::Exercise(e)),
            _ => None,
        }
    }

    /// Judge what the student typed, read by the one reader of answers
    /// ([`super::forms`]: full-width forms as ASCII, `−` as `-`).
    pub fn check(&self, text: &str) -> Verdict {
        let text = &*super::forms::typed(text);
        match self {
            Question::Quiz(q) => quiz::check(q.answer_type, &q.truth, text),
            Question::Exercise(e) => exercise_check::check(e, text),
        }
    }

    /// The hints, weakest first.
    pub fn hints(&self) -> Vec<&'a str> {
        match self {
            Question::Quiz(q) => q.hint.iter().chain(&q.hint2).map(String::as_str).collect(),
            Question::Exercise(e) => e.hints.iter().map(String::as_str).collect(),
        }
    }

    /// The right answer as a student would type it.
    pub fn answer(&self) -> String {
        match self {
            Question::Quiz(q) => q.answer.to_string(),
            Question::Exercise(e) => e.answer.clone(),
        }
    }

    /// The question as the lesson asks it (an exercise's own question in
    /// `lang`).
    pub fn text(&self, lang: crate::i18n::Lang) -> std::borrow::Cow<'a, str> {
        match self {
            Question::Quiz(q) => q.question.as_str().into(),
            Question::Exercise(e) => e.question.say(lang).into(),
        }
    }

    /// Grade one answer of an answers file (`None`: unanswered), with the
    /// checker the step-through uses.
    pub(crate) fn mark(&self, given: Option<&str>) -> Mark {
        match given.map(|g| self.check(g)) {
            None => Mark::Unanswered,
            Some(Verdict::Right) => Mark::Right,
            Some(Verdict::Wrong { feedback, .. }) => Mark::Wrong(feedback),
            Some(Verdict::Unreadable(why)) => Mark::Malformed(why),
        }
    }

    pub(crate) fn reveals(&self) -> Option<&'a str> {
        match self {
            Question::Quiz(q) => q.reveals.as_deref(),
            Question::Exercise(e) => e.reveals.as_deref(),
        }
    }
}

/// The grade of one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mark {
    Right,
    /// Wrong, with the feedback the step-through gives (possibly empty).
    Wrong(Words),
    /// Not an answer of the expected form (`one` for a number), and why.
    Malformed(Words),
    /// No answer (`-`, or the file stopped before the question).
    Unanswered,
    /// The answer was shown before it was answered right (the stepper's
    /// `s`, the page's "Show the answer"): no mark, whatever was written.
    Shown,
}

impl Mark {
    /// The mark in a table: `ok`, `x`, `?`, `-` or `s`.
    pub(crate) fn symbol(&self) -> &'static str {
        match self {
            Mark::Right => "ok",
            Mark::Wrong(_) => "x",
            Mark::Malformed(_) => "?",
            Mark::Unanswered => "-",
            Mark::Shown => "s",
        }
    }

    /// The mark in JSON: `right`, `wrong`, `malformed`, `unanswered` or
    /// `shown`.
    pub fn name(&self) -> &'static str {
        match self {
            Mark::Right => "right",
            Mark::Wrong(_) => "wrong",
            Mark::Malformed(_) => "malformed",
            Mark::Unanswered => "unanswered",
            Mark::Shown => "shown",
        }
    }

    /// Why a malformed answer is not an answer.
    pub fn reason(&self) -> Option<&Words> {
        match self {
            Mark::Malformed(why) => Some(why),
            _ => None,
        }
    }

    pub fn is_right(&self) -> bool {
        *self == Mark::Right
    }
}

/// The question number (1-based, as in the handout and the answers file)
/// of step `index`, if it is a question.
pub(crate) fn number_of(results: &[StepResult], index: usize) -> Option<usize> {
    questions(results)
        .iter()
        .position(|&i| i == index)
        .map(|k| k + 1)
}

/// The lesson's one list of questions: the indices of its quizzes and
/// exercises in the order they are shown. Question N of every view (the
/// step-through, the handouts, the answer key, `--answers`, `lesson grade`,
/// the JSON) is entry N - 1. Only computed steps are ever held back
/// ([`order`]), so the questions are shown in file order.
pub fn questions(results: &[StepResult]) -> Vec<usize> {
    (0..results.len())
        .filter(|&i| Question::of(&results[i]).is_some())
        .collect()
}
