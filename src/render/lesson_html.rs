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

use super::html_step;
use super::lesson::para;
use super::page::{STYLE, boards, esc_lines};
use super::svg::esc;
use super::{Palette, escape};
use crate::lesson::Prepared;
use crate::lesson::run::StepResult;
use std::fmt::Write as _;

/// A question's hints, weakest first, each in a collapsed `<details>`.
fn hints(s: &mut String, q: crate::lesson::ask::Question) {
    for (k, h) in q.hints().iter().enumerate() {
        let _ = writeln!(
            s,
            "<details class=\"hint\"><summary>{}</summary><p>{}</p></details>",
            if k == 0 { "Hint" } else { "Stronger hint" },
            esc_lines(&para(h))
        );
    }
}

/// The whole page.
pub fn html(p: &Prepared) -> crate::error::Result<String> {
    let l = &p.lesson;
    let mut s = String::new();
    let style = format!("{STYLE}{}", super::tree_html::STYLE);
    let _ = writeln!(
        s,
        "{}",
        super::page::head(&escape(&l.title), super::tree_html::CSP, &style)
    );
    let mut steppers = false;
    let _ = writeln!(s, "<h1>{}</h1>", esc(&escape(&l.title)));
    let _ = writeln!(
        s,
        "<p class=\"summary\"><em>Level: {}.</em> {}</p>",
        esc(l.level.name()),
        esc_lines(&para(&l.summary))
    );
    for i in crate::lesson::ask::order(&p.results) {
        let r = &p.results[i];
        let question = crate::lesson::ask::number_of(&p.results, i).unwrap_or(0);
        let _ = writeln!(
            s,
            "<section class=\"step {}\" id=\"step-{}\">",
            r.kind(),
            i + 1
        );
        match r {
            StepResult::Quiz(q) => {
                let _ = writeln!(
                    s,
                    "<div class=\"quiz\"><p><strong>Question {question}.</strong> {}</p>",
                    esc_lines(&para(&q.question))
                );
                if let Some(b) = &q.board {
                    let _ = writeln!(s, "{}", boards(&[("Board", b)]));
                }
                hints(&mut s, crate::lesson::ask::Question::Quiz(q));
                let _ = writeln!(
                    s,
                    "<details><summary>Answer</summary><p><strong>{}</strong>{}</p></details></div>",
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
                    "<div class=\"quiz\"><p><strong>Question {question} ({}).</strong> {}</p>",
                    esc(e.exercise),
                    esc_lines(&para(&e.question))
                );
                let goal_label = format!("Goal ({})", e.goal_name);
                let _ = writeln!(
                    s,
                    "{}",
                    boards(&[("Board", &e.board), (goal_label.as_str(), &e.goal)])
                );
                if let crate::lesson::exercise::Work::NextNode { .. } = &e.work {
                    // The expanded nodes and the frontier the question is
                    // about, with g, h and f, as the step-through shows them.
                    let _ = writeln!(
                        s,
                        "<pre class=\"frontier\">{}</pre>",
                        esc(super::exercise::frontier(e, Palette::PLAIN).trim_end())
                    );
                }
                let _ = writeln!(s, "<p><em>Answer with {}</em></p>", esc(&escape(&e.form)));
                hints(&mut s, crate::lesson::ask::Question::Exercise(e));
                let _ = writeln!(
                    s,
                    "<details><summary>Answer</summary><p><strong>{}</strong>{}</p></details></div>",
                    esc(&escape(&e.answer)),
                    match &e.explanation {
                        Some(x) => format!(" {}", esc_lines(&para(x))),
                        None => String::new(),
                    }
                );
            }
            // Every other kind, today's and those added later: the text
            // renderer's page of the step.
            // Every other kind: the steps shared with the student's sheet.
            _ => steppers |= html_step::step(&mut s, p, i, html_step::Trees::Stepping)?,
        }
        html_step::claims(&mut s, p, i);
        let _ = writeln!(s, "</section>");
    }
    if steppers {
        let _ = writeln!(s, "<script>{}</script>", super::tree_html::SCRIPT);
    }
    let _ = writeln!(s, "</body>\n</html>");
    Ok(s)
}
