//! Handouts: the student's sheet of a lesson (every question with its
//! hints and an answer line; no answer, no explanation, no step that gives
//! an answer away) and its answer key (every answer, numbered as in the
//! sheet). The instructor's copy is `render::lesson::markdown`. All three
//! number the lesson's one list of questions (`lesson::ask::questions`).

use super::lesson_md as md;
use super::lesson_parts::answer_form;
use super::page_words as words;
use super::{Palette, exercise};
use crate::lesson::Prepared;
use crate::lesson::ask::{Question, questions};
use crate::lesson::askfirst::{Hold, held_by};
use crate::lesson::result::StepResult;
use crate::t;
use std::fmt::Write as _;

/// A question as Markdown: its number, its text, the boards it is about
/// and the form of the answer.
pub(crate) fn question(s: &mut String, number: usize, q: Question, lang: crate::i18n::Lang) {
    let _ = writeln!(
        s,
        "**{}** {}\n",
        words::question(number, None, lang),
        md::text(&q.text(lang))
    );
    match q {
        Question::Quiz(z) => {
            if let Some(b) = &z.board {
                md::board(s, None, b);
            }
            let _ = writeln!(s, "*{}*\n", words::answer_with(&answer_form(z, lang), lang));
        }
        Question::Exercise(e) => {
            let _ = writeln!(
                s,
                "```text\n{}```\n\n*{}*\n",
                exercise::body(e, Palette::plain(lang)),
                words::answer_with(&md::text(&e.form.say(lang)), lang)
            );
        }
    }
}

/// Under a question of the student's sheet: its hints, weakest first, then
/// a line to write the answer on.
pub(crate) fn answer_space(s: &mut String, q: Question, lang: crate::i18n::Lang) {
    for (k, h) in q.hints().iter().enumerate() {
        let _ = writeln!(
            s,
            "*{}{}*\n",
            words::label(words::hint_label(k, lang)),
            md::text(h).replace('\n', " ")
        );
    }
    let _ = writeln!(
        s,
        "{}________________________________________\n",
        words::label(t!(lang; "pages-answer-line"))
    );
}

/// Under a question of the student's sheet that holds steps back (they
/// give its answer away and are left off): a neutral line saying the
/// result comes after the answer.
pub(crate) fn held_note(
    s: &mut String,
    holds: &[Option<Hold>],
    question: usize,
    lang: crate::i18n::Lang,
) {
    if !held_by(holds, question).is_empty() {
        let _ = writeln!(s, "*{}*\n", md::text(&t!(lang; "sheet-held")));
    }
}

/// The answer of question `number` as a line of a numbered list: the
/// answer as it is typed (a code span), and with `explained` the
/// explanation after it.
pub(crate) fn key_line(number: usize, q: Question, explained: bool) -> String {
    let explanation = explanation(q);
    let mut line = format!("{number}. `{}`", q.answer());
    if let (true, Some(x)) = (explained, explanation) {
        line.push(' ');
        line.push_str(&md::text(x).replace('\n', " "));
    }
    line
}

/// Why a question's answer is right, as the lesson explains it.
pub(crate) fn explanation(q: Question<'_>) -> Option<&str> {
    match q {
        Question::Quiz(z) => z.explanation.as_deref(),
        Question::Exercise(e) => e.explanation.as_deref(),
    }
}

/// Said under a key with a moves question: the key gives one answer of many.
pub(crate) fn moves_note(lang: crate::i18n::Lang) -> String {
    t!(lang; "pages-moves-note")
}

/// Whether the lesson has a moves question.
pub(crate) fn has_moves(p: &Prepared) -> bool {
    questions(&p.results)
        .iter()
        .any(|&i| matches!(&p.results[i], StepResult::Exercise(e) if e.exercise == "moves"))
}

/// Every answer, numbered as in the student's sheet.
pub fn answer_key(p: &Prepared, lang: crate::i18n::Lang) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# {}\n",
        t!(
            lang; "pages-key-title",
            title = md::text(&p.lesson.title).replace('\n', " ")
        )
    );
    let qs = questions(&p.results);
    for (k, &i) in qs.iter().enumerate() {
        let q = Question::of(&p.results[i]).expect("a question");
        let _ = writeln!(s, "{}", key_line(k + 1, q, false));
    }
    if qs.is_empty() {
        let _ = writeln!(s, "{}", t!(lang; "pages-no-questions"));
    } else if has_moves(p) {
        let _ = writeln!(s, "\n{}", moves_note(lang));
    }
    s
}
