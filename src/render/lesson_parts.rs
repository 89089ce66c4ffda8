//! The pieces every view of a lesson shares (the text pages, the exercise
//! prompts, Markdown, the handouts, the HTML page): how a lesson is laid
//! out for its reader ([`Look`]), a question's heading, and a quiz's
//! question, answer form, answer and hint.

use super::escape::para;
use super::{Palette, grid};
use crate::lesson::result::QuizResult;
use std::fmt::Write as _;

/// The heading of question `number` (of the lesson's one list).
pub fn question_heading(number: Option<usize>, palette: Palette) -> String {
    let lang = palette.lang;
    palette.heading(&question_label(number, lang))
}

/// `Question 3:`, in the student's language.
pub fn question_label(number: Option<usize>, lang: crate::i18n::Lang) -> String {
    match number {
        Some(n) => crate::t!(lang; "lesson-question-n", n = n),
        None => crate::t!(lang; "lesson-question"),
    }
}

/// A label (`Answer:`, `Hint:`) in its style, then the text after it: a
/// space between them, none after a full-width colon (`答案：16`).
pub fn labelled(label: &str, style: impl Fn(&str) -> String, text: &str) -> String {
    let gap = if label.ends_with('：') { "" } else { " " };
    format!("{}{gap}{text}", style(label))
}

/// The question line: `Question 3: ...`.
pub fn question_line(number: Option<usize>, question: &str, palette: Palette) -> String {
    let lang = palette.lang;
    labelled(
        &question_label(number, lang),
        |l| palette.heading(l),
        &para(question),
    )
}

/// The answer line: `Answer: 16`.
pub fn answer_line(answer: &str, palette: Palette) -> String {
    let lang = palette.lang;
    labelled(
        &crate::t!(lang; "lesson-answer-label"),
        |l| palette.heading(l),
        &palette.number(answer),
    )
}

/// The question of a quiz, without its answer.
pub fn quiz_question(q: &QuizResult, number: Option<usize>, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let _ = writeln!(s, "{}", question_line(number, &q.question, palette));
    if let Some(b) = &q.board {
        s.push_str(&grid(b, palette, &[]));
    }
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&answer_with(&answer_form(q, lang), lang))
    );
    s
}

/// The caption over a board.
pub fn caption_board(lang: crate::i18n::Lang) -> String {
    crate::t!(lang; "lesson-caption-board")
}

/// `goal (NAME)`, or `goal`: the caption over a goal.
pub fn caption_goal(name: Option<&str>, lang: crate::i18n::Lang) -> String {
    match name {
        Some(n) => crate::t!(lang; "lesson-caption-goal-named", name = n),
        None => crate::t!(lang; "lesson-caption-goal"),
    }
}

/// `(answer with FORM)`, under a question.
pub fn answer_with(form: &str, lang: crate::i18n::Lang) -> String {
    crate::t!(lang; "lesson-answer-with", form = form)
}

/// How a quiz is answered, for its prompt.
pub fn answer_form(q: &QuizResult, lang: crate::i18n::Lang) -> String {
    use crate::lesson::schema::AnswerType;
    match q.answer_type {
        AnswerType::Number => crate::t!(lang; "lesson-form-number"),
        AnswerType::YesNo => crate::t!(lang; "lesson-form-yes-no"),
        AnswerType::Board => crate::t!(lang; "lesson-form-board"),
        AnswerType::Moves => crate::t!(lang; "lesson-form-moves"),
    }
}

/// The answer and its explanation.
pub fn quiz_answer(q: &QuizResult, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let _ = writeln!(s, "{}", answer_line(&shown(&q.answer, lang), palette));
    if let Some(e) = &q.explanation {
        let _ = writeln!(s, "{}", para(e));
    }
    s
}

/// The hint shown after a wrong try.
pub fn quiz_hint(q: &QuizResult, palette: Palette) -> Option<String> {
    let lang = palette.lang;
    q.hint.as_ref().map(|h| {
        let label = crate::t!(lang; "lesson-hint");
        format!("{}\n", labelled(&label, |l| palette.accent(l), &para(h)))
    })
}

/// How a lesson is laid out for its reader.
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub palette: Palette,
    /// Prose is wrapped to this many columns.
    pub width: usize,
    /// Print "The lesson claims: ... (verified)" under each step (for the
    /// instructor: `lesson check`, `lesson run --show-claims`).
    pub show_claims: bool,
}

impl Look {
    /// 80 columns, claims hidden: what a student sees off a terminal.
    pub fn new(palette: Palette) -> Look {
        Look {
            palette,
            width: super::wrap::DEFAULT_WIDTH,
            show_claims: false,
        }
    }
}

/// `The claimed count 26 is wrong: ...` for an inversions step with a
/// `claim`.
pub fn claim_line(r: &crate::lesson::result::InversionsResult, palette: Palette) -> Option<String> {
    let lang = palette.lang;
    let claim = r.claim?;
    let actual = r.table.inversions as i64;
    if claim == actual {
        return Some(crate::t!(
            lang; "lesson-claim-right",
            claim = claim.to_string(),
            correct = palette.good(&crate::t!(lang; "lesson-claim-correct"))
        ));
    }
    let hint = match r.table.rows.iter().find(|row| row.running as i64 > claim) {
        Some(row) if claim < actual => crate::t!(
            lang; "lesson-claim-passes",
            claim = claim.to_string(),
            tile = row.tile.to_string()
        ),
        _ => crate::t!(lang; "lesson-claim-too-large"),
    };
    Some(crate::t!(
        lang; "lesson-claim-wrong",
        claim = claim.to_string(),
        wrong = palette.bad(&crate::t!(lang; "lesson-claim-wrong-word")),
        actual = actual.to_string(),
        off = claim.abs_diff(actual).to_string(),
        hint = hint
    ))
}

/// `Solution: 5 moves: ULLDR.` or why the search stopped.
pub fn solution_line(r: &crate::search::SearchResult, cells: usize, palette: Palette) -> String {
    let lang = palette.lang;
    match &r.path {
        Some(p) => super::search::solution_line(p, palette),
        None => format!("{}\n", palette.bad(&super::search::stopped(r, cells, lang))),
    }
}

/// An answer as the student reads it: `yes` and `no` in the student's
/// language, anything else as it is written ([`Answer`]'s `Display`, the
/// same in every language, is what the JSON and the answer files carry).
fn shown(answer: &crate::lesson::quiz::Answer, lang: crate::i18n::Lang) -> String {
    use crate::lesson::quiz::Answer;
    match answer {
        Answer::YesNo(true) => crate::t!(lang; "lesson-yes"),
        Answer::YesNo(false) => crate::t!(lang; "lesson-no"),
        Answer::Moves(m) if m.is_empty() => crate::t!(lang; "lesson-no-moves"),
        a => a.to_string(),
    }
}
