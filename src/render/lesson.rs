//! Lessons as text pages (the step-through), in the order shown: each
//! page a header line, then the step's view (`render::lesson_view`)
//! written by `render::lesson_terminal`, or its question. The JSON is
//! `render::lesson_json`, the Markdown `render::lesson_markdown`, the
//! pieces they share `render::lesson_parts`; all are re-exported here.
//!
//! Every piece of text that comes from a lesson file goes through
//! [`para`] or [`escape`], so a lesson can never send control sequences to
//! the terminal.

use super::{Palette, escape};
use crate::lesson::Prepared;
use crate::lesson::check::Checked;
use crate::lesson::result::StepResult;
use std::fmt::Write as _;

// The other views of a lesson, where the commands find them.
pub use super::escape::para;
pub use super::lesson_json::{Json, JsonStep, Score, ScoredAnswer, json};
pub use super::lesson_markdown::{markdown, markdown_as};
pub use super::lesson_parts::{
    Look, answer_form, question_heading, quiz_answer, quiz_hint, quiz_question,
};

/// Title, level and summary.
pub fn header(p: &Prepared, palette: Palette) -> String {
    let lang = palette.lang;
    let l = &p.lesson;
    let mut s = String::new();
    let _ = writeln!(s, "{}", palette.heading(&escape(&l.title)));
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&crate::t!(
            lang; "lesson-header",
            name = p.source.name.as_str(),
            level = level_word(l.level, lang),
            steps = l.steps.len()
        ))
    );
    let _ = writeln!(s, "{}", para(&l.summary));
    s
}

/// A lesson's level as the student reads it (the file says `beginner`,
/// `intermediate` or `advanced` in every language).
pub fn level_word(level: crate::lesson::schema::Level, lang: crate::i18n::Lang) -> String {
    use crate::lesson::schema::Level;
    match level {
        Level::Beginner => crate::t!(lang; "lesson-level-beginner"),
        Level::Intermediate => crate::t!(lang; "lesson-level-intermediate"),
        Level::Advanced => crate::t!(lang; "lesson-level-advanced"),
    }
}

fn step_line(number: usize, total: usize, kind: &str, palette: Palette) -> String {
    let lang = palette.lang;
    palette.dim(&crate::t!(
        lang; "lesson-step-line",
        number = number,
        total = total,
        kind = kind
    ))
}

fn verified(s: &mut String, checked: &[&Checked], palette: Palette) {
    // The claims in the reader's words (`solvable: yes; rule: odd
    // width`), red when one of them is false.
    let Some(line) = super::claim_words::sentence(checked, palette.lang) else {
        return;
    };
    let shown = if checked.iter().all(|c| c.ok) {
        palette.dim(&line)
    } else {
        palette.bad(&line)
    };
    let _ = writeln!(s, "{shown}");
}

/// One page of the step-through: the step's text and its computed result.
/// Quizzes show the question only; the caller reveals the answer.
pub fn page(p: &Prepared, index: usize, palette: Palette) -> String {
    let look = Look {
        show_claims: true,
        ..Look::new(palette)
    };
    page_at(p, index, index + 1, &look)
}

/// Step `index` of the file, shown as page `number` of the lesson.
pub fn page_at(p: &Prepared, index: usize, number: usize, look: &Look) -> String {
    let palette = look.palette;
    let lang = palette.lang;
    let total = p.results.len();
    let mut s = String::new();
    let result = &p.results[index];
    let _ = writeln!(
        s,
        "{}",
        step_line(number, total, &kind_word(result, lang), palette)
    );
    let checked: Vec<&Checked> = p
        .report
        .checked
        .iter()
        .filter(|c| c.step == index + 1)
        .collect();
    match result {
        StepResult::Quiz(q) => s.push_str(&quiz_question(
            q,
            crate::lesson::ask::number_of(&p.results, index),
            palette,
        )),
        StepResult::Exercise(e) => s.push_str(&super::exercise::question(
            e,
            crate::lesson::ask::number_of(&p.results, index),
            palette,
        )),
        _ => {
            super::lesson_terminal::write(&mut s, &super::lesson_view::view(p, index, lang), look);
            // The blank line after the last group ends the page instead.
            while s.ends_with("\n\n") {
                s.pop();
            }
        }
    }
    if look.show_claims {
        verified(&mut s, &checked, palette);
    }
    super::wrap::fit(&s, look.width)
}

/// One page in the order the lesson shows them.
#[derive(Debug, Clone)]
pub struct Page {
    /// The step's index in the file (0-based).
    pub index: usize,
    pub text: String,
}

/// Paragraphs of prose this wide or wider, in columns (an explanation:
/// about three lines, in any script), are shown once per lesson, then
/// referred to.
const REPEATED_PARAGRAPH: usize = 200;

/// Every page in the order shown (a step revealed by a question right
/// after it). A long paragraph of prose that would repeat word for word
/// (a rule's explanation, a method's description) is shown the first
/// time only, then referred to by its step; boards and tables are drawn
/// again.
pub fn pages(p: &Prepared, look: &Look) -> Vec<Page> {
    let lang = look.palette.lang;
    let mut seen: Vec<(String, usize)> = Vec::new();
    crate::lesson::askfirst::order(&p.results)
        .into_iter()
        .enumerate()
        .map(|(k, index)| {
            let text = page_at(p, index, k + 1, look);
            let mut out = String::new();
            for para in paragraphs(&text) {
                let plain: String = para.split_whitespace().collect::<Vec<_>>().join(" ");
                // Prose only: a board or a table is drawn again.
                let drawn = para.lines().any(super::wrap::is_columnar);
                if !drawn && super::wrap::display_width(&plain) >= REPEATED_PARAGRAPH {
                    if let Some((_, first)) = seen.iter().find(|(t, _)| *t == plain) {
                        // Paragraphs of one earlier step said again in a
                        // row: one note.
                        let note = look
                            .palette
                            .dim(&crate::t!(lang; "lesson-same-paragraph", step = *first));
                        if !out.ends_with(&format!("{note}\n")) {
                            let _ = writeln!(out, "{note}");
                        }
                        continue;
                    }
                    seen.push((plain, k + 1));
                }
                out.push_str(para);
            }
            Page { index, text: out }
        })
        .collect()
}

/// A text cut into runs of non-empty lines, each with its line breaks and
/// the empty lines after it (so that joining them gives the text back).
fn paragraphs(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_blank = false;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        let blank = line.trim().is_empty();
        if !blank && in_blank {
            out.push(&text[start..pos]);
            start = pos;
        }
        in_blank = blank;
        pos += line.len();
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// The whole lesson as one text (no pauses): every page, quizzes followed
/// by their answers.
pub fn text(p: &Prepared, palette: Palette) -> String {
    text_with(p, &Look::new(palette))
}

/// The whole lesson laid out for `look`.
pub fn text_with(p: &Prepared, look: &Look) -> String {
    let mut s = super::wrap::prose(&header(p, look.palette), look.width);
    for page in pages(p, look) {
        s.push('\n');
        s.push_str(&page.text);
        if let Some(q) = crate::lesson::ask::Question::of(&p.results[page.index]) {
            s.push_str(&super::exercise::answer(q, look));
        }
    }
    s
}

/// The kind as the student reads it, in the step's header (`--- step
/// 3 of 23: section ---`): [`StepResult::kind`] in the student's
/// language.
fn kind_word(result: &StepResult, lang: crate::i18n::Lang) -> String {
    match result.kind() {
        "section" => crate::t!(lang; "lesson-kind-section"),
        "say" => crate::t!(lang; "lesson-kind-say"),
        "board" => crate::t!(lang; "lesson-kind-board"),
        "inversions" => crate::t!(lang; "lesson-kind-inversions"),
        "solvable" => crate::t!(lang; "lesson-kind-solvable"),
        "trace" => crate::t!(lang; "lesson-kind-trace"),
        "reduce" => crate::t!(lang; "lesson-kind-reduce"),
        "connect" => crate::t!(lang; "lesson-kind-connect"),
        "verify" => crate::t!(lang; "lesson-kind-verify"),
        "solve" => crate::t!(lang; "lesson-kind-solve"),
        "tree" => crate::t!(lang; "lesson-kind-tree"),
        "compare" => crate::t!(lang; "lesson-kind-compare"),
        "heuristics" => crate::t!(lang; "lesson-kind-heuristics"),
        "audit" => crate::t!(lang; "lesson-kind-audit"),
        "cost-table" => crate::t!(lang; "lesson-kind-cost-table"),
        "quiz" => crate::t!(lang; "lesson-kind-quiz"),
        "count" => crate::t!(lang; "lesson-kind-count"),
        "moves" => crate::t!(lang; "lesson-kind-moves"),
        "predict" => crate::t!(lang; "lesson-kind-predict"),
        "next-node" => crate::t!(lang; "lesson-kind-next-node"),
        other => other.to_string(),
    }
}
