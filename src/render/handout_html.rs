//! The instructor's pages as HTML (`lesson run L --handout --format html`,
//! `--answer-key --format html`, and the pages of `lesson export`): the
//! student's sheet and its answer key, each one self-contained file that
//! needs no script (its policy forbids every request and every script) and
//! prints on A4 and Letter.
//!
//! The sheet is what [`super::lesson_handout::handout`] is in Markdown: the
//! lesson's text, boards and the computed steps that give no answer away
//! (ask first: a step held back until a question is answered, because the
//! question reveals it or it shows the answer, `lesson::askfirst`, is left
//! out, with a neutral line under the question), each question with its boards, the form of its answer,
//! its hints and a line to write on, and nothing else: no answer, no
//! explanation, no checked claim, no data for feedback, anywhere in the
//! file. The key gives every answer and its explanation. Both number the
//! questions as `lesson grade` does (`data-question="N"`).

use super::escape::html as esc;
use super::html_step::{self, Trees};
use super::lesson::{answer_form, para};
use super::lesson_handout::{explanation, has_moves, moves_note};
use super::page::{CSP_NO_SCRIPT, STYLE, boards, esc_lines, head};
use super::page_words as words;
use super::{Palette, escape};
use crate::board::Board;
use crate::lesson::Prepared;
use crate::lesson::ask::{Question, questions};
use crate::lesson::askfirst;
use crate::lesson::exercise::Work;
use crate::t;
use std::fmt::Write as _;

/// What the sheet and the key add to the base style.
const SHEET_STYLE: &str = r#"
.question { border-left: 4px solid #1f5fbf; padding: 0.3em 0.9em; margin: 1.1em 0; background: #f5f8fd; break-inside: avoid; page-break-inside: avoid; }
.form { color: #333; }
.hint { margin: 0.3em 0; }
.answer-line { margin-top: 0.9em; }
.answer-line .blank { display: inline-block; width: 70%; max-width: 28em; border-bottom: 1px solid #333; height: 1.2em; vertical-align: bottom; }
.student { display: flex; flex-wrap: wrap; gap: 0.5em 2em; margin: 1em 0; }
.student span { display: inline-block; min-width: 12em; border-bottom: 1px solid #333; height: 1.2em; vertical-align: bottom; }
kbd.answer { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 1.05em; font-weight: bold; background: #eef3e8; border: 1px solid #9bb58a; border-radius: 3px; padding: 0 0.3em; }
.explanation { color: #222; }
footer { margin-top: 2.5em; font-size: 0.85em; color: #555; border-top: 1px solid #ccc; padding-top: 0.4em; }
@media (max-width: 480px) {
  body { padding: 0 0.6em; }
  table.grid td { width: 1.7em; height: 1.7em; }
  .question { padding: 0.3em 0.6em; }
}
@media print {
  .question { background: none; border-left-width: 2px; }
  .answer-line { margin-top: 1.6em; }
}
"#;

/// The opening of a sheet or a key: the page's head, its title and the
/// lesson's level and summary.
fn opening(p: &Prepared, what: &str, lang: crate::i18n::Lang) -> String {
    let l = &p.lesson;
    let title = escape(&l.title).replace('\n', " ");
    let style = format!("{STYLE}{SHEET_STYLE}");
    let content = super::page::content_lang(p, lang);
    let mut s = head(
        &t!(lang; "pages-page-title", title = title.as_str(), what = what),
        CSP_NO_SCRIPT,
        &style,
        lang,
    );
    let _ = writeln!(s);
    let _ = writeln!(s, "<h1{content}>{}</h1>", esc(&title));
    let _ = writeln!(
        s,
        "<p class=\"summary\"><em>{}</em> {}</p>",
        esc(&t!(
            lang; "pages-sheet-meta",
            what = what,
            level = words::level(l.level, lang)
        )),
        super::page::in_lang(&content, &esc_lines(&para(&l.summary)))
    );
    s
}

fn closing(s: &mut String, p: &Prepared, note: &str) {
    let _ = writeln!(
        s,
        "<footer>{} {}</footer>\n</body>\n</html>",
        esc(&escape(&p.source.name)),
        esc(note)
    );
}

/// The boards of a question, with their captions.
fn question_boards(q: Question<'_>, lang: crate::i18n::Lang) -> Vec<(String, &Board)> {
    match q {
        Question::Quiz(z) => z
            .board
            .iter()
            .map(|b| (t!(lang; "pages-board"), b))
            .collect(),
        Question::Exercise(e) => super::exercise::boards(e, lang)
            .into_iter()
            .map(|(caption, b)| (capitalised(&caption), b))
            .collect(),
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The heading of question `number`: its number, its kind for an exercise,
/// and its text.
fn question_heading(s: &mut String, number: usize, q: Question, lang: crate::i18n::Lang) {
    let kind = match q {
        Question::Quiz(_) => None,
        Question::Exercise(e) => Some(e.exercise),
    };
    let _ = writeln!(
        s,
        "<p><strong>{}</strong> {}</p>",
        esc(&words::question(number, kind, lang)),
        esc_lines(&para(&q.text(lang)))
    );
}

/// A question of the sheet: its text, its boards (and a next-node
/// exercise's frontier), the form of the answer, the hints and a line to
/// write the answer on.
fn sheet_question(s: &mut String, number: usize, q: Question, lang: crate::i18n::Lang) {
    question_heading(s, number, q, lang);
    let shown = question_boards(q, lang);
    if !shown.is_empty() {
        let items: Vec<(&str, &Board)> = shown.iter().map(|(c, b)| (c.as_str(), *b)).collect();
        let _ = writeln!(s, "{}", boards(&items, lang));
    }
    let form = match q {
        Question::Quiz(z) => escape(&words::answer_with(&answer_form(z, lang), lang)),
        Question::Exercise(e) => {
            if let Work::NextNode { .. } = &e.work {
                let _ = writeln!(
                    s,
                    "{}",
                    super::page::frontier(&super::exercise::frontier(e, Palette::plain(lang)))
                );
            }
            words::answer_with(&escape(&e.form.say(lang)), lang)
        }
    };
    let _ = writeln!(s, "<p class=\"form\"><em>{}</em></p>", esc(&form));
    for (k, h) in q.hints().iter().enumerate() {
        let _ = writeln!(
            s,
            "<p class=\"hint\"><strong>{}</strong>{}</p>",
            esc(&words::label(words::hint_label(k, lang))),
            esc_lines(&para(h))
        );
    }
    let _ = writeln!(
        s,
        "<p class=\"answer-line\">{}<span class=\"blank\"></span></p>",
        esc(&words::label(t!(lang; "pages-answer-line")))
    );
}

/// The student's sheet: every step that gives no answer away, in the order
/// the lesson shows them, with the questions to answer on paper.
pub fn handout(p: &Prepared, lang: crate::i18n::Lang) -> crate::error::Result<String> {
    let mut s = opening(p, &t!(lang; "pages-student-sheet"), lang);
    let _ = writeln!(
        s,
        "<p class=\"student\">{}<span></span> {}<span></span></p>",
        esc(&words::label(t!(lang; "pages-name-label"))),
        esc(&words::label(t!(lang; "pages-date-label")))
    );
    let numbers = questions(&p.results);
    let content = super::page::content_lang(p, lang);
    let holds = askfirst::holds(&p.results);
    for i in askfirst::order_with(&holds) {
        if holds[i].is_some() {
            continue;
        }
        let r = &p.results[i];
        match Question::of(r) {
            // A question's section is the question (`data-question="N"`).
            Some(q) => {
                let number = numbers.iter().position(|&k| k == i).map_or(0, |k| k + 1);
                let _ = writeln!(
                    s,
                    "<section class=\"step question {}\" id=\"step-{}\" data-question=\"{number}\"{content}>",
                    r.kind(),
                    i + 1
                );
                sheet_question(&mut s, number, q, lang);
                if !askfirst::held_by(&holds, i).is_empty() {
                    let _ = writeln!(
                        s,
                        "<p class=\"held\"><em>{}</em></p>",
                        esc(&escape(&t!(lang; "sheet-held")))
                    );
                }
            }
            None => {
                let _ = writeln!(
                    s,
                    "<section class=\"step {}\" id=\"step-{}\"{content}>",
                    r.kind(),
                    i + 1
                );
                html_step::step(&mut s, p, i, Trees::Static, lang)?;
            }
        }
        let _ = writeln!(s, "</section>");
    }
    closing(&mut s, p, &t!(lang; "pages-sheet-footer"));
    Ok(s)
}

/// The answer key: every question with its answer as it is typed (the
/// form of an answers file) and its explanation, numbered as in the sheet.
pub fn answer_key(p: &Prepared, lang: crate::i18n::Lang) -> String {
    let mut s = opening(p, &t!(lang; "pages-answer-key"), lang);
    let qs = questions(&p.results);
    if qs.is_empty() {
        let _ = writeln!(s, "<p>{}</p>", esc(&t!(lang; "pages-no-questions")));
    }
    for (k, &i) in qs.iter().enumerate() {
        let q = Question::of(&p.results[i]).expect("a question");
        let number = k + 1;
        let _ = writeln!(
            s,
            "<div class=\"question\" data-question=\"{number}\"{}>",
            super::page::content_lang(p, lang)
        );
        question_heading(&mut s, number, q, lang);
        let _ = writeln!(
            s,
            "<p class=\"answer\">{}<kbd class=\"answer\">{}</kbd></p>",
            esc(&words::label(t!(lang; "pages-answer-label"))),
            esc(&escape(&q.answer()))
        );
        if let Some(x) = explanation(q) {
            let _ = writeln!(s, "<p class=\"explanation\">{}</p>", esc_lines(&para(x)));
        }
        let _ = writeln!(s, "</div>");
    }
    if has_moves(p) {
        let _ = writeln!(s, "<p>{}</p>", esc(&moves_note(lang)));
    }
    closing(
        &mut s,
        p,
        &t!(
            lang; "pages-key-footer",
            command = "`npuzzle lesson grade LESSON answers/`"
        ),
    );
    s
}
