//! What the question-bank writers share (`bank_gift`, `bank_moodle`): a
//! question as HTML (its text, and its boards and tables in a monospace
//! `<pre>`, every character of the lesson escaped), the choices' labels, a
//! question's name, and why a question is left out, in the lesson's
//! language.

use super::escape::html;
use super::lesson_parts::{answer_form, answer_with};
use super::{Palette, exercise, grid};
use crate::lesson::Prepared;
use crate::lesson::ask::Question;
use crate::lesson::bank::{Choice, Item, LeftOut};
use crate::lesson::exercise::Work;
use crate::t;

/// Lines of text escaped for HTML (or XML), their line breaks kept as
/// `\n`.
pub(crate) fn html_lines(text: &str) -> String {
    text.trim_end()
        .split('\n')
        .map(html)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The question as HTML: its text, its boards (and a next-node
/// exercise's frontier) in `<pre>`, and the form of the answer. Line
/// breaks appear only inside `<pre>`.
pub(crate) fn question_html(q: Question, lang: crate::i18n::Lang) -> String {
    let mut s = format!("<p>{}</p>", html_lines(&q.text(lang)).replace('\n', "<br>"));
    let (pre, form) = match q {
        Question::Quiz(z) => (
            z.board.as_ref().map(|b| grid(b, Palette::plain(lang), &[])),
            answer_form(z, lang),
        ),
        Question::Exercise(e) => (
            Some(exercise::body(e, Palette::plain(lang))),
            e.form.say(lang),
        ),
    };
    if let Some(pre) = pre {
        s.push_str(&format!("<pre>{}</pre>", html_lines(&pre)));
    }
    s.push_str(&format!(
        "<p><em>{}</em></p>",
        html(&answer_with(&form, lang))
    ));
    s
}

/// A choice as the student reads it: a next-node exercise's node with its
/// board (and g, h, f), anything else as it is typed.
pub(crate) fn choice_label(q: Question, c: &Choice, lang: crate::i18n::Lang) -> String {
    if let Question::Exercise(e) = q
        && let Work::NextNode {
            frontier, informed, ..
        } = &e.work
        && let Some(n) = frontier.iter().find(|n| n.number.to_string() == c.typed)
    {
        let values = exercise::node_values(n, *informed, lang);
        return format!("[{}] {}  {values}", n.number, n.board.to_line());
    }
    c.typed.clone()
}

/// A question's name in the bank: its number and the start of its text
/// (unique in the lesson, which is the bank's category).
pub(crate) fn name(item: &Item, lang: crate::i18n::Lang) -> String {
    let text: String = item
        .question
        .text(lang)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let mut short: String = text.chars().take(60).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    format!("Q{:02} {short}", item.number)
}

/// The bank's category: `npuzzle/LESSON`, and for a student's variant
/// `npuzzle/LESSON/ID` (each student's questions apart from the others').
pub(crate) fn category(p: &Prepared) -> String {
    match &p.source.student {
        Some(v) => format!("npuzzle/{}/{}", p.source.name, v.id),
        None => format!("npuzzle/{}", p.source.name),
    }
}

/// Why a question is left out, in the lesson's language.
pub(crate) fn why(left: LeftOut, lang: crate::i18n::Lang) -> String {
    match left {
        LeftOut::ManyAnswers => t!(lang; "bank-left-out-moves"),
        LeftOut::NotExpressible => t!(lang; "bank-left-out-not-expressible"),
    }
}

/// The header of a bank: the lesson, how many questions are in it.
pub(crate) fn header(p: &Prepared, items: &[Item], lang: crate::i18n::Lang) -> String {
    t!(
        lang; "bank-header",
        title = p
            .lesson
            .title
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
        name = p.source.name.clone(),
        kept = items.iter().filter(|i| i.kind.is_ok()).count().to_string(),
        total = items.len().to_string()
    )
}

/// The left-out questions, one sentence each.
pub fn left_out(items: &[Item], lang: crate::i18n::Lang) -> Vec<(usize, String)> {
    items
        .iter()
        .filter_map(|i| i.kind.as_ref().err().map(|w| (i.number, why(*w, lang))))
        .collect()
}
