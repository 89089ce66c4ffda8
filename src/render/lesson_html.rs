//! A lesson as one self-contained HTML page (`lesson run L --format
//! html`): no external address, no script; the lesson's text, boards drawn
//! as grids, inversion and trace tables, search trees and plots as inline
//! SVG, quizzes with their answers in collapsed `<details>`, and print CSS
//! for A4 and Letter.
//!
//! Fed by the same step results as the text and Markdown renderers. Every
//! piece of lesson text is HTML-escaped (after the control characters are
//! shown escaped, as everywhere). A step kind this renderer has no layout
//! for is shown through the text renderer's page of that step, in a
//! preformatted block, so new kinds are never left out.

use super::escape::html as esc;
use super::html_step;
use super::lesson::para;
use super::lesson_page::Checker;
use super::page::{STYLE, boards, chrome_lang, content_lang, esc_lines, in_lang};
use super::page_words as words;
use super::{Palette, escape};
use crate::board::Board;
use crate::lesson::Prepared;
use crate::lesson::result::StepResult;
use crate::t;
use std::fmt::Write as _;

/// A question's hints, weakest first, each in a collapsed `<details>`.
fn hints(s: &mut String, q: crate::lesson::ask::Question, lang: crate::i18n::Lang) {
    for (k, h) in q.hints().iter().enumerate() {
        let _ = writeln!(
            s,
            "<details class=\"hint\"><summary>{}</summary><p>{}</p></details>",
            esc(&words::hint(k, lang)),
            esc_lines(&para(h))
        );
    }
}

/// The goal a board step is played towards: the one it draws, else the
/// blank-last goal of its size.
fn goal_of(b: &crate::lesson::result::BoardResult) -> crate::board::Goal {
    crate::board::Goal::new(match &b.goal {
        Some(g) => g.clone(),
        None => Board::blank_last(b.board.width(), b.board.height()).expect("a board's own size"),
    })
}

/// The `data-question` hook of question `n` on the interactive page.
fn number_hook(interactive: bool, n: usize) -> String {
    if interactive {
        format!(" data-question=\"{n}\"")
    } else {
        String::new()
    }
}

/// The page; `checker`: the interactive page of `render::lesson_page`,
/// which asks, checks (with the WebAssembly module the checker carries)
/// and remembers (its answers in its data, not in `<details>`); `None`:
/// the static page.
pub fn html_with(
    p: &Prepared,
    checker: Option<&Checker>,
    lang: crate::i18n::Lang,
) -> crate::error::Result<String> {
    page(p, checker, false, lang)
}

/// The interactive page as the SCO of a SCORM package (`lesson export
/// --scorm`): the same page with `lesson_page::SCORM_SCRIPT`, which
/// reports to the learning platform's API when it finds one.
pub fn scorm_html(
    p: &Prepared,
    checker: &Checker,
    lang: crate::i18n::Lang,
) -> crate::error::Result<String> {
    page(p, Some(checker), true, lang)
}

fn page(
    p: &Prepared,
    checker: Option<&Checker>,
    scorm: bool,
    lang: crate::i18n::Lang,
) -> crate::error::Result<String> {
    let interactive = checker.is_some();
    let l = &p.lesson;
    // Ask first: the steps a question holds back, hidden until it is
    // answered. The page reveals one section per question: the steps held
    // by one question after the first are nested inside its section.
    let holds = crate::lesson::askfirst::holds(&p.results);
    let held_by = |i: usize| {
        if interactive {
            holds[i].as_ref().map(|h| h.by)
        } else {
            None
        }
    };
    let mut s = String::new();
    let style = format!(
        "{STYLE}{}{}",
        super::tree_html::STYLE,
        if interactive {
            super::lesson_page::STYLE
        } else {
            ""
        }
    );
    let _ = writeln!(
        s,
        "{}",
        super::page::head(
            &escape(&l.title),
            if interactive {
                super::lesson_page::CSP
            } else {
                super::tree_html::CSP
            },
            &style,
            lang
        )
    );
    let mut steppers = false;
    let content = content_lang(p, lang);
    let _ = writeln!(s, "<h1{content}>{}</h1>", esc(&escape(&l.title)));
    let _ = writeln!(
        s,
        "<p class=\"summary\"><em>{}</em> {}</p>",
        esc(&t!(lang; "pages-level-sentence", level = words::level(l.level, lang))),
        in_lang(&content, &esc_lines(&para(&l.summary)))
    );
    if interactive {
        let _ = writeln!(
            s,
            "{}",
            super::lesson_page::panel(p.source.student.as_ref().map(|v| v.id.as_str()), lang)
        );
    }
    let chrome = chrome_lang(p, lang);
    let shown = crate::lesson::askfirst::order_with(&holds);
    for (k, &i) in shown.iter().enumerate() {
        let r = &p.results[i];
        let question = crate::lesson::ask::number_of(&p.results, i).unwrap_or(0);
        let by = held_by(i);
        let nested = by.is_some() && k > 0 && held_by(shown[k - 1]) == by;
        let held = if by.is_some() && !nested {
            " data-revealed hidden"
        } else {
            ""
        };
        let _ = writeln!(
            s,
            "<section class=\"step {}\" id=\"step-{}\"{held}{content}>",
            r.kind(),
            i + 1
        );
        match r {
            StepResult::Quiz(q) => {
                let _ = writeln!(
                    s,
                    "<div class=\"quiz\"{}><p><strong>{}</strong> {}</p>",
                    number_hook(interactive, question),
                    esc(&words::question(question, None, lang)),
                    esc_lines(&para(&q.question))
                );
                if let Some(b) = &q.board {
                    let _ = writeln!(s, "{}", boards(&[(&t!(lang; "pages-board"), b)], lang));
                }
                if interactive {
                    let _ = writeln!(
                        s,
                        "{}</div>",
                        super::lesson_page::ask(
                            question,
                            crate::lesson::ask::Question::Quiz(q).hints().len(),
                            &chrome,
                            lang,
                        )
                    );
                    let _ = writeln!(s, "</section>");
                    continue;
                }
                hints(&mut s, crate::lesson::ask::Question::Quiz(q), lang);
                let _ = writeln!(
                    s,
                    "<details><summary>{}</summary><p><strong>{}</strong>{}</p></details></div>",
                    esc(&t!(lang; "pages-answer")),
                    esc(&escape(&q.answer.to_string())),
                    match &q.explanation {
                        Some(e) => format!(" {}", esc_lines(&para(e))),
                        None => String::new(),
                    }
                );
            }
            StepResult::Exercise(e) => {
                let _ = writeln!(
                    s,
                    "<div class=\"quiz\"{}><p><strong>{}</strong> {}</p>",
                    number_hook(interactive, question),
                    esc(&words::question(question, Some(e.exercise), lang)),
                    esc_lines(&para(&e.question.say(lang)))
                );
                let goal_label = t!(lang; "pages-goal-named", goal = e.goal_name);
                let _ = writeln!(
                    s,
                    "{}",
                    boards(
                        &[
                            (&t!(lang; "pages-board"), &e.board),
                            (goal_label.as_str(), &e.goal)
                        ],
                        lang
                    )
                );
                if let crate::lesson::exercise::Work::NextNode { .. } = &e.work {
                    // The expanded nodes and the frontier the question is
                    // about, with g, h and f, as the step-through shows them.
                    let _ = writeln!(
                        s,
                        "{}",
                        super::page::frontier(&super::exercise::frontier(e, Palette::plain(lang)))
                    );
                }
                let _ = writeln!(
                    s,
                    "<p><em>{}</em></p>",
                    esc(&escape(&words::answer_with_as_given(
                        &e.form.say(lang),
                        lang
                    )))
                );
                if interactive {
                    if let crate::lesson::exercise::Work::Moves { goal_cells, .. } = &e.work {
                        let _ = writeln!(
                            s,
                            "{}",
                            super::lesson_page::widget(&e.board, goal_cells, &chrome, lang)
                        );
                    }
                    let _ = writeln!(
                        s,
                        "{}</div>",
                        super::lesson_page::ask(question, e.hints.len(), &chrome, lang)
                    );
                    let _ = writeln!(s, "</section>");
                    continue;
                }
                hints(&mut s, crate::lesson::ask::Question::Exercise(e), lang);
                let _ = writeln!(
                    s,
                    "<details><summary>{}</summary><p><strong>{}</strong>{}</p></details></div>",
                    esc(&t!(lang; "pages-answer")),
                    esc(&escape(&e.answer)),
                    match &e.explanation {
                        Some(x) => format!(" {}", esc_lines(&para(x))),
                        None => String::new(),
                    }
                );
            }
            // Every other kind: the steps shared with the student's sheet,
            // and on the interactive page a board to play with.
            _ => {
                steppers |= html_step::step(&mut s, p, i, html_step::Trees::Stepping, lang)?;
                if let (true, StepResult::Board(b)) = (interactive, r) {
                    let _ = writeln!(
                        s,
                        "{}",
                        super::lesson_page::widget(&b.board, &goal_of(b), &chrome, lang)
                    );
                }
            }
        }
        html_step::claims(&mut s, p, i, lang);
        // A held step stays open while the next one is held by the same
        // question; the last closes them all.
        let open = by.is_some() && shown.get(k + 1).is_some_and(|&n| held_by(n) == by);
        if !open {
            let depth = shown[..=k]
                .iter()
                .rev()
                .take_while(|&&j| by.is_some() && held_by(j) == by)
                .count()
                .max(1);
            let _ = writeln!(s, "{}", "</section>".repeat(depth));
        }
    }
    if steppers {
        let _ = writeln!(s, "<script>{}</script>", super::tree_html::SCRIPT);
    }
    if let Some(checker) = checker {
        s.push_str(&super::lesson_page::tail(p, checker, scorm, lang)?);
    }
    let _ = writeln!(s, "</body>\n</html>");
    Ok(s)
}
