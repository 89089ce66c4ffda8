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
use super::lesson::{page, para};
use super::{Palette, escape};
use crate::board::Board;
use crate::lesson::Prepared;
use crate::lesson::run::{Common, Setup, StepResult};
use std::fmt::Write as _;

const STYLE: &str = r#"
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; line-height: 1.45; max-width: 60em; margin: 2em auto; padding: 0 1.2em; color: #111; background: #fff; }
h1 { font-size: 1.7em; margin-bottom: 0.2em; }
h2 { font-size: 1.3em; border-bottom: 1px solid #ccc; padding-bottom: 0.15em; margin-top: 1.6em; }
h3 { font-size: 1.08em; margin-bottom: 0.3em; }
.summary { color: #333; }
.step { margin: 1.1em 0; break-inside: avoid; page-break-inside: avoid; }
.boards { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
.boards figure { margin: 0; }
.boards figcaption { font-size: 0.9em; color: #444; margin-bottom: 0.2em; }
table.grid { border-collapse: collapse; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
table.grid td { border: 1.5px solid #555; width: 2em; height: 2em; text-align: center; font-size: 1.05em; }
table.grid td.blank { background: #b4b4b4; }
table.data { border-collapse: collapse; margin: 0.5em 0; font-size: 0.95em; }
table.data th, table.data td { border: 1px solid #bbb; padding: 0.2em 0.55em; }
table.data th { background: #f2f2f2; }
table.data td.n { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f7f7f7; border: 1px solid #ddd; padding: 0.6em 0.8em; overflow-x: auto; font-size: 0.85em; white-space: pre-wrap; }
.picture svg { max-width: 100%; height: auto; border: 1px solid #e4e4e4; }
div.quiz { border-left: 4px solid #1f5fbf; padding: 0.3em 0.9em; background: #f5f8fd; }
details { margin-top: 0.4em; }
summary { cursor: pointer; color: #1f5fbf; }
.checked { font-size: 0.85em; color: #555; font-style: italic; }
@page { size: auto; margin: 15mm; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10.5pt; }
  h2 { break-after: avoid; page-break-after: avoid; }
  .picture, table, pre, div.quiz { break-inside: avoid; page-break-inside: avoid; }
  .picture svg { max-height: 240mm; }
  details > summary { display: none; }
  details { display: block; }
  pre { white-space: pre-wrap; }
}
"#;

/// Lesson text as HTML: escaped, paragraphs at blank lines; a line break
/// is kept before a list item ("- ", "* ", "1. "), other lines flow.
fn text(t: &str) -> String {
    para(t)
        .split("\n\n")
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let mut out = String::new();
            for (k, line) in p.split('\n').enumerate() {
                if k > 0 {
                    out.push_str(if item(line) { "<br>\n" } else { "\n" });
                }
                out.push_str(&esc(line));
            }
            format!("<p>{out}</p>")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// True for a line that starts a list item.
fn item(line: &str) -> bool {
    let l = line.trim_start();
    l.starts_with("- ")
        || l.starts_with("* ")
        || l.split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// Escape, keeping line breaks as `<br>`.
fn esc_lines(s: &str) -> String {
    s.split('\n').map(esc).collect::<Vec<_>>().join("<br>\n")
}

/// A board as an HTML table, the blank grey.
fn grid(board: &Board) -> String {
    let mut s = String::from(r#"<table class="grid">"#);
    for row in board.tiles().chunks(board.width()) {
        s.push_str("<tr>");
        for &t in row {
            if t == 0 {
                s.push_str(r#"<td class="blank" aria-label="blank"></td>"#);
            } else {
                let _ = write!(s, "<td>{t}</td>");
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</table>");
    s
}

fn boards(items: &[(&str, &Board)]) -> String {
    let mut s = String::from(r#"<div class="boards">"#);
    for (caption, b) in items {
        let _ = write!(
            s,
            "<figure><figcaption>{}</figcaption>{}</figure>",
            esc(caption),
            grid(b)
        );
    }
    s.push_str("</div>");
    s
}

fn intro(s: &mut String, c: &Common) {
    if let Some(t) = &c.title {
        let _ = writeln!(s, "<h3>{}</h3>", esc(&escape(t)));
    }
    if let Some(t) = &c.text {
        let _ = writeln!(s, "{}", text(t));
    }
}

fn setup(s: &mut String, st: &Setup) {
    let goal = format!("Goal ({})", st.goal_name);
    let _ = writeln!(s, "{}", boards(&[("Board", &st.board), (&goal, &st.goal)]));
}

/// A table with a header row; cells already HTML.
fn table(head: &[&str], rows: &[Vec<String>], numeric: &[bool]) -> String {
    let mut s = String::from(r#"<table class="data"><thead><tr>"#);
    for h in head {
        let _ = write!(s, "<th>{}</th>", esc(h));
    }
    s.push_str("</tr></thead><tbody>");
    for r in rows {
        s.push_str("<tr>");
        for (k, c) in r.iter().enumerate() {
            if numeric.get(k).copied().unwrap_or(false) {
                let _ = write!(s, r#"<td class="n">{c}</td>"#);
            } else {
                let _ = write!(s, "<td>{c}</td>");
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table>");
    s
}

/// The text renderer's page of one step (without its "Step i/n" line), as
/// a preformatted block.
fn generic(p: &Prepared, i: usize) -> String {
    let t = page(p, i, Palette::PLAIN);
    let body: Vec<&str> = t.lines().skip(1).collect();
    format!(
        "<pre>{}</pre>",
        body.iter()
            .map(|l| esc(l))
            .collect::<Vec<_>>()
            .join("\n")
            .trim_end()
    )
}

fn picture(svg: &str) -> String {
    // Drop the XML declaration: the SVG is inline in HTML.
    let body = svg.trim_start_matches(r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    format!(r#"<div class="picture">{}</div>"#, body.trim())
}

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

/// The whole page.
pub fn html(p: &Prepared) -> crate::error::Result<String> {
    html_with(p, false)
}

/// The page; `interactive`: the page of `render::lesson_page`, which asks,
/// checks and remembers (its answers in its data, not in `<details>`).
pub fn html_with(p: &Prepared, interactive: bool) -> crate::error::Result<String> {
    let l = &p.lesson;
    let revealed: Vec<usize> = if interactive {
        crate::lesson::ask::questions(&p.results)
            .into_iter()
            .filter_map(|i| crate::lesson::ask::Question::of(&p.results[i]))
            .filter_map(|q| q.reveals())
            .filter_map(|id| p.results.iter().position(|r| r.id() == Some(id)))
            .collect()
    } else {
        Vec::new()
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{STYLE}{}{}</style>\n</head>\n<body>",
        super::tree_html::CSP,
        esc(&escape(&l.title)),
        super::tree_html::STYLE,
        if interactive {
            super::lesson_page::STYLE
        } else {
            ""
        }
    );
    let mut steppers = 0usize;
    let _ = writeln!(s, "<h1>{}</h1>", esc(&escape(&l.title)));
    let _ = writeln!(
        s,
        "<p class=\"summary\"><em>Level: {}.</em> {}</p>",
        esc(l.level.name()),
        esc_lines(&para(&l.summary))
    );
    if interactive {
        let _ = writeln!(s, "{}", super::lesson_page::panel());
    }
    for i in crate::lesson::ask::order(&p.results) {
        let r = &p.results[i];
        let question = crate::lesson::ask::number_of(&p.results, i).unwrap_or(0);
        let held = if revealed.contains(&i) {
            " data-revealed hidden"
        } else {
            ""
        };
        let _ = writeln!(
            s,
            "<section class=\"step {}\" id=\"step-{}\"{held}>",
            r.kind(),
            i + 1
        );
        match r {
            StepResult::Section { title } => {
                let _ = writeln!(s, "<h2>{}</h2>", esc(&escape(title)));
            }
            StepResult::Say { text: t } => {
                let _ = writeln!(s, "{}", text(t));
            }
            StepResult::Board(b) => {
                intro(&mut s, &b.common);
                let mut items = vec![("Board", &b.board)];
                if let Some(g) = &b.goal {
                    items.push(("Goal", g));
                }
                let _ = writeln!(s, "{}", boards(&items));
                if interactive {
                    let _ = writeln!(s, "{}", super::lesson_page::widget(&b.board, &goal_of(b)));
                }
            }
            StepResult::Inversions(r) => {
                intro(&mut s, &r.common);
                setup(&mut s, &r.setup);
                let show = |t: u8| {
                    if r.table.relabelled {
                        format!("{t} ({})", r.setup.goal_cells.rank(t))
                    } else {
                        t.to_string()
                    }
                };
                let rows: Vec<Vec<String>> = r
                    .table
                    .rows
                    .iter()
                    .map(|row| {
                        vec![
                            show(row.tile),
                            if row.smaller_after.is_empty() {
                                "-".into()
                            } else {
                                row.smaller_after
                                    .iter()
                                    .map(|&t| show(t))
                                    .collect::<Vec<_>>()
                                    .join(" ")
                            },
                            row.count.to_string(),
                            row.running.to_string(),
                        ]
                    })
                    .collect();
                let _ = writeln!(
                    s,
                    "{}",
                    table(
                        &["tile", "smaller tiles after it", "count", "running"],
                        &rows,
                        &[true, false, true, true]
                    )
                );
                let _ = writeln!(
                    s,
                    "<p>Total: <strong>{} inversion{}</strong> ({}).</p>",
                    r.table.inversions,
                    if r.table.inversions == 1 { "" } else { "s" },
                    esc(&r.table.parity.to_string())
                );
            }
            StepResult::Trace(r) => {
                intro(&mut s, &r.common);
                let t = &r.trace;
                let _ = writeln!(s, "{}", boards(&[("Board", &r.board)]));
                let _ = writeln!(
                    s,
                    "<p>Moves <code>{}</code> (the blank's directions), goal {} ({}). The invariant for width {}: {}.</p>",
                    esc(&t.steps.iter().map(|m| m.letter).collect::<String>()),
                    esc(&t.goal.to_line()),
                    esc(r.goal_name),
                    t.width,
                    esc(t.invariant_name)
                );
                let mut rows = vec![vec![
                    "start".into(),
                    String::new(),
                    String::new(),
                    String::new(),
                    t.start.inversions.to_string(),
                    t.start.blank_row.to_string(),
                    esc(&format!(
                        "{} ({})",
                        t.start.invariant, t.start.invariant_parity
                    )),
                ]];
                for m in &t.steps {
                    rows.push(vec![
                        esc(&format!("{} {}", m.number, m.letter)),
                        esc(&format!("{} {}", m.tile, m.tile_direction)),
                        if m.jumped.is_empty() {
                            "-".into()
                        } else {
                            m.jumped
                                .iter()
                                .map(|j| j.to_string())
                                .collect::<Vec<_>>()
                                .join(" ")
                        },
                        format!("{:+}", m.delta_inversions),
                        m.inversions.to_string(),
                        format!("{}→{}", m.blank_row_before, m.blank_row),
                        esc(&format!(
                            "{} ({}){}",
                            m.invariant,
                            m.invariant_parity,
                            if m.parity_kept { " ✓" } else { " ✗" }
                        )),
                    ]);
                }
                let _ = writeln!(
                    s,
                    "{}",
                    table(
                        &[
                            "move",
                            "tile",
                            "jumps over",
                            "Δinversions",
                            "inversions",
                            "blank row",
                            "invariant"
                        ],
                        &rows,
                        &[false, false, false, true, true, false, false]
                    )
                );
                let _ = writeln!(s, "<p>{}</p>", esc(&t.summary.argument));
            }
            StepResult::Tree(r) => {
                intro(&mut s, &r.common);
                setup(&mut s, &r.setup);
                let caption = super::tree::caption(
                    &r.tree,
                    &[crate::render::search::outcome_line(
                        &r.result,
                        &r.setup.board,
                    )],
                );
                match &r.steps {
                    // `step: true`: the stepping page's tree and controls.
                    Some(steps) => {
                        let svg = super::svg_tree::tree_with(
                            &r.tree,
                            &caption,
                            super::svg_tree::Rankdir::TopBottom,
                            &super::svg_tree::Extras {
                                hooks: true,
                                prefix: format!("step{}-", i + 1),
                                ..Default::default()
                            },
                        );
                        let search = super::tree_html::Search {
                            name: r.result.algorithm.name().to_string(),
                            rules: super::search::rules_line(&r.result.options),
                            tree: &r.tree,
                            steps,
                            outcome: crate::render::search::outcome_line(&r.result, &r.setup.board),
                        };
                        steppers += 1;
                        let _ = writeln!(s, "{}", super::tree_html::embedded(&[search], &svg));
                    }
                    None => {
                        let svg = super::svg_tree::tree(
                            &r.tree,
                            &caption,
                            super::svg_tree::Rankdir::TopBottom,
                        );
                        let _ = writeln!(s, "{}", picture(&svg));
                    }
                }
            }
            StepResult::Verify(r) => {
                intro(&mut s, &r.common);
                let _ = writeln!(s, "{}", picture(&super::plot::distances(&r.report)?));
                let _ = writeln!(s, "{}", generic(p, i));
            }
            StepResult::CostTable(r) => {
                intro(&mut s, &r.common);
                let line = super::parity::goal_line(&r.goal_cells, &r.goal_spec);
                let _ = writeln!(s, "{}", picture(&super::plot::cost_table(&r.table, &line)?));
                let _ = writeln!(s, "{}", generic(p, i));
            }
            StepResult::Quiz(q) => {
                let _ = writeln!(
                    s,
                    "<div class=\"quiz\"{}><p><strong>Question {question}.</strong> {}</p>",
                    number_hook(interactive, question),
                    esc_lines(&para(&q.question))
                );
                if let Some(b) = &q.board {
                    let _ = writeln!(s, "{}", boards(&[("Board", b)]));
                }
                if interactive {
                    let _ = writeln!(
                        s,
                        "{}</div>",
                        super::lesson_page::ask(
                            question,
                            crate::lesson::ask::Question::Quiz(q).hints().len(),
                        )
                    );
                    let _ = writeln!(s, "</section>");
                    continue;
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
                    "<div class=\"quiz\"{}><p><strong>Question {question} ({}).</strong> {}</p>",
                    number_hook(interactive, question),
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
                if interactive {
                    if let crate::lesson::exercise::Work::Moves { goal_cells, .. } = &e.work {
                        let _ = writeln!(s, "{}", super::lesson_page::widget(&e.board, goal_cells));
                    }
                    let _ = writeln!(
                        s,
                        "{}</div>",
                        super::lesson_page::ask(question, e.hints.len())
                    );
                    let _ = writeln!(s, "</section>");
                    continue;
                }
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
            _ => {
                let _ = writeln!(s, "{}", generic(p, i));
            }
        }
        let claims: Vec<String> = p
            .report
            .checked
            .iter()
            .filter(|c| c.step == i + 1)
            .map(|c| format!("{} = {}", c.field, c.claimed))
            .collect();
        if !claims.is_empty() {
            let _ = writeln!(
                s,
                "<p class=\"checked\">Checked by npuzzle: {}.</p>",
                esc(&escape(&claims.join(", ")))
            );
        }
        let _ = writeln!(s, "</section>");
    }
    if steppers > 0 {
        let _ = writeln!(s, "<script>{}</script>", super::tree_html::SCRIPT);
    }
    if interactive {
        s.push_str(&super::lesson_page::tail(p)?);
    }
    let _ = writeln!(s, "</body>\n</html>");
    Ok(s)
}
