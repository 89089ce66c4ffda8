//! Every answer a lesson gives away before it is due, with the file, line
//! and column where it is written: `lesson check` warns about each
//! (`--strict` fails). Steps the tool holds back on its own are reported
//! too when the lesson does not say so (`reveals:`), since they then move
//! from where the file puts them.

use super::place::{self, Files};
use super::{Asked, asked, in_text};
use crate::i18n::Words;
use crate::lesson::Prepared;
use crate::lesson::ask::{Question, questions};
use crate::lesson::askfirst::{self, Hold};
use crate::lesson::result::StepResult;
use crate::lesson::schema::Step;
use serde::Serialize;

/// An answer given away.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Leak {
    pub file: String,
    /// 1-based; 0 when the place is unknown.
    pub line: usize,
    pub column: usize,
    /// The question whose answer is given away: its number and its step
    /// (1-based).
    pub question: usize,
    pub question_step: usize,
    /// The step that gives it away (1-based; 0: the lesson's title or
    /// summary).
    pub step: usize,
    #[serde(flatten)]
    pub how: How,
}

/// How an answer is given away.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "leak", rename_all = "kebab-case")]
pub enum How {
    /// Written in the lesson's text: `found` in `field`.
    Prose { field: String, found: String },
    /// A computed step shows it; the tool holds the step back, but the
    /// lesson does not say so. `id`: the step's id, if it has one.
    Held {
        kind: &'static str,
        id: Option<String>,
        /// The step (1-based) the question already reveals: the held step
        /// belongs right after it.
        next_to: Option<usize>,
    },
    /// A computed step revealed by an earlier question (`by`, its number)
    /// shows a later question's answer.
    HeldLater { kind: &'static str, by: usize },
    /// Another question (`by`, its number) shows it among its expanded
    /// nodes.
    InQuestion { by: usize },
}

/// A piece of the lesson's text a student reads before answering: the
/// step (`None`: the lesson itself), the key it is written under, and the
/// text.
pub(crate) struct Prose<'a> {
    pub(crate) step: Option<usize>,
    pub(crate) key: &'static str,
    pub(crate) text: &'a str,
}

/// Every piece of text shown before the questions are answered: the
/// lesson's title and summary, sections, `say:`, the title and text of
/// each computed step that is not held back, and each question's own
/// text (unless the tool writes it) and hints. Explanations are read
/// after the answer.
pub(crate) fn prose<'a>(p: &'a Prepared, holds: &[Option<Hold>]) -> Vec<Prose<'a>> {
    let mut out = vec![
        Prose {
            step: None,
            key: "title",
            text: &p.lesson.title,
        },
        Prose {
            step: None,
            key: "summary",
            text: &p.lesson.summary,
        },
    ];
    for (i, r) in p.results.iter().enumerate() {
        let at = Some(i);
        match r {
            StepResult::Section { title } => out.push(Prose {
                step: at,
                key: "section",
                text: title,
            }),
            StepResult::Say { text } => out.push(Prose {
                step: at,
                key: "say",
                text,
            }),
            StepResult::Quiz(q) => {
                out.push(Prose {
                    step: at,
                    key: "question",
                    text: &q.question,
                });
                for (key, h) in [("hint", &q.hint), ("hint2", &q.hint2)] {
                    if let Some(h) = h {
                        out.push(Prose {
                            step: at,
                            key,
                            text: h,
                        });
                    }
                }
            }
            StepResult::Exercise(e) => {
                let written = matches!(p.lesson.steps.get(i), Some(Step::Exercise(x)) if x.ask().question.is_some());
                if let (true, Words::Text(q)) = (written, &e.question) {
                    out.push(Prose {
                        step: at,
                        key: "question",
                        text: q,
                    });
                }
                for (key, h) in ["hint", "hint2"].into_iter().zip(&e.hints) {
                    out.push(Prose {
                        step: at,
                        key,
                        text: h,
                    });
                }
            }
            _ if holds[i].is_none() => {
                if let Some(c) = super::common(r) {
                    for (key, t) in [("title", &c.title), ("text", &c.text)] {
                        if let Some(t) = t {
                            out.push(Prose {
                                step: at,
                                key,
                                text: t,
                            });
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Every answer the lesson gives away, in the order of the file. `files`:
/// where its text is written (the lesson's file and its translation's).
/// The steps held back are the lesson's, whatever its language: they are
/// reported for the untranslated lesson only.
pub fn find(p: &Prepared, files: Files) -> Vec<Leak> {
    let holds = askfirst::holds(&p.results);
    let all = asked(&p.results);
    let numbers = questions(&p.results);
    let number = |step: usize| numbers.iter().position(|&k| k == step).map_or(0, |k| k + 1);
    let mut out = Vec::new();
    for piece in prose(p, &holds) {
        for a in &all {
            for (s, e) in in_text(piece.text, a) {
                let found = &piece.text[s..e];
                let nth = place::occurrences(&piece.text[..s], found).len();
                let (file, line, column) = place::text(files, piece.step, piece.key, found, nth);
                out.push(Leak {
                    file,
                    line,
                    column,
                    question: number(a.index),
                    question_step: a.index + 1,
                    step: piece.step.map_or(0, |s| s + 1),
                    how: How::Prose {
                        field: piece.key.to_string(),
                        found: found.to_string(),
                    },
                });
            }
        }
    }
    if files.translation.is_none() {
        out.extend(held(p, &holds, files, &number));
        out.extend(in_questions(p, &all, files, &number));
    }
    out.sort_by_key(|l| {
        (
            l.file != files.translation.map_or(files.lesson.0, |t| t.0),
            l.line,
            l.column,
        )
    });
    out.dedup();
    out
}

/// The holds the lesson does not say.
fn held(
    p: &Prepared,
    holds: &[Option<Hold>],
    files: Files,
    number: &dyn Fn(usize) -> usize,
) -> Vec<Leak> {
    askfirst::unsaid(holds)
        .into_iter()
        .map(|u| {
            let r = &p.results[u.step];
            let (file, line, column) = place::step(files, u.step);
            Leak {
                file,
                line,
                column,
                question: number(u.by),
                question_step: u.by + 1,
                step: u.step + 1,
                how: match u.revealed_by {
                    Some(by) => How::HeldLater {
                        kind: r.kind(),
                        by: number(by),
                    },
                    None => How::Held {
                        kind: r.kind(),
                        id: r.id().map(str::to_string),
                        next_to: holds
                            .iter()
                            .position(|h| h.as_ref().is_some_and(|h| h.declared == Some(u.by)))
                            .map(|k| k + 1),
                    },
                },
            }
        })
        .collect()
}

/// Questions whose display shows another question's answer (a next-node
/// question's expanded nodes).
fn in_questions(
    p: &Prepared,
    all: &[Asked],
    files: Files,
    number: &dyn Fn(usize) -> usize,
) -> Vec<Leak> {
    let mut out = Vec::new();
    for (i, r) in p.results.iter().enumerate() {
        if Question::of(r).is_none() {
            continue;
        }
        let display = super::shown::display(r);
        for a in all.iter().filter(|a| a.index != i) {
            if display.iter().any(|s| super::gives_away(s, a)) {
                let (file, line, column) = place::step(files, i);
                out.push(Leak {
                    file,
                    line,
                    column,
                    question: number(a.index),
                    question_step: a.index + 1,
                    step: i + 1,
                    how: How::InQuestion { by: number(i) },
                });
            }
        }
    }
    out
}
