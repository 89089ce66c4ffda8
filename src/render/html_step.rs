//! The steps of a lesson that are not questions, as HTML: sections, text,
//! boards, inversion and trace tables, search trees and plots as inline
//! SVG. Shared by the lesson page (`render::lesson_html`) and the
//! student's sheet (`render::handout_html`). A step kind without a layout
//! here is shown through the text renderer's page of that step, in a
//! preformatted block, so new kinds are never left out.

use super::escape::html as esc;
use super::lesson::page;
use super::page::{boards, picture, table, text};
use super::page_words as words;
use super::{Palette, escape};
use crate::lesson::Prepared;
use crate::lesson::run::{Common, Setup, StepResult};
use crate::t;
use std::fmt::Write as _;

/// How a search tree with `step: true` is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trees {
    /// The stepping tree and its controls (the page must then carry
    /// `tree_html::SCRIPT`).
    Stepping,
    /// The whole tree as a picture: no script.
    Static,
}

fn intro(s: &mut String, c: &Common) {
    if let Some(t) = &c.title {
        let _ = writeln!(s, "<h3>{}</h3>", esc(&escape(t)));
    }
    if let Some(t) = &c.text {
        let _ = writeln!(s, "{}", text(t));
    }
}

fn setup(s: &mut String, st: &Setup, lang: crate::i18n::Lang) {
    let goal = t!(lang; "pages-goal-named", goal = st.goal_name);
    let _ = writeln!(
        s,
        "{}",
        boards(
            &[(&t!(lang; "pages-board"), &st.board), (&goal, &st.goal)],
            lang
        )
    );
}

/// The text renderer's page of one step (without its "Step i/n" line), as
/// a preformatted block.
fn generic(p: &Prepared, i: usize, lang: crate::i18n::Lang) -> String {
    let t = page(p, i, Palette::plain(lang));
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

/// Step `i` (not a question) as HTML, appended to `s`. True when it drew
/// a stepping tree (the page needs the stepper's script).
pub fn step(
    s: &mut String,
    p: &Prepared,
    i: usize,
    trees: Trees,
    lang: crate::i18n::Lang,
) -> crate::error::Result<bool> {
    let mut stepping = false;
    match &p.results[i] {
        StepResult::Section { title } => {
            let _ = writeln!(s, "<h2>{}</h2>", esc(&escape(title)));
        }
        StepResult::Say { text: t } => {
            let _ = writeln!(s, "{}", text(t));
        }
        StepResult::Board(b) => {
            intro(s, &b.common);
            let (board, goal) = (t!(lang; "pages-board"), t!(lang; "pages-goal"));
            let mut items = vec![(board.as_str(), &b.board)];
            if let Some(g) = &b.goal {
                items.push((goal.as_str(), g));
            }
            let _ = writeln!(s, "{}", boards(&items, lang));
        }
        StepResult::Inversions(r) => {
            intro(s, &r.common);
            setup(s, &r.setup, lang);
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
                    &[
                        &t!(lang; "pages-col-tile"),
                        &t!(lang; "pages-col-smaller-after"),
                        &t!(lang; "pages-col-count"),
                        &t!(lang; "pages-col-running")
                    ],
                    &rows,
                    &[true, false, true, true]
                )
            );
            let _ = writeln!(
                s,
                "<p>{}</p>",
                t!(
                    lang; "pages-total",
                    total = format!(
                        "<strong>{}</strong>",
                        esc(&t!(lang; "pages-inversion-count", count = r.table.inversions))
                    ),
                    parity = esc(&words::parity(r.table.parity, lang))
                )
            );
        }
        StepResult::Trace(r) => {
            intro(s, &r.common);
            let t = &r.trace;
            let _ = writeln!(
                s,
                "{}",
                boards(&[(&t!(lang; "pages-board"), &r.board)], lang)
            );
            let _ = writeln!(
                s,
                "<p>{}</p>",
                t!(
                    lang; "pages-trace-moves",
                    moves = format!(
                        "<code>{}</code>",
                        esc(&t.steps.iter().map(|m| m.letter).collect::<String>())
                    ),
                    goal = esc(&t.goal.to_line()),
                    name = esc(r.goal_name),
                    width = t.width.to_string(),
                    invariant = esc(t.invariant_name)
                )
            );
            let mut rows = vec![vec![
                esc(&t!(lang; "pages-trace-start")),
                String::new(),
                String::new(),
                String::new(),
                t.start.inversions.to_string(),
                t.start.blank_row.to_string(),
                esc(&format!(
                    "{} ({})",
                    t.start.invariant,
                    words::parity(t.start.invariant_parity, lang)
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
                        words::parity(m.invariant_parity, lang),
                        if m.parity_kept { " ✓" } else { " ✗" }
                    )),
                ]);
            }
            let _ = writeln!(
                s,
                "{}",
                table(
                    &[
                        &t!(lang; "pages-col-move"),
                        &t!(lang; "pages-col-tile"),
                        &t!(lang; "pages-col-jumps-over"),
                        &t!(lang; "pages-col-delta-inversions"),
                        &t!(lang; "pages-col-inversions"),
                        &t!(lang; "pages-col-blank-row"),
                        &t!(lang; "pages-col-invariant")
                    ],
                    &rows,
                    &[false, false, false, true, true, false, false]
                )
            );
            let _ = writeln!(s, "<p>{}</p>", esc(&t.summary.argument.say(lang)));
        }
        StepResult::Tree(r) => {
            intro(s, &r.common);
            setup(s, &r.setup, lang);
            let caption = super::tree::caption(
                &r.tree,
                &[crate::render::search::outcome_line(
                    &r.result,
                    &r.setup.board,
                    lang,
                )],
                lang,
            );
            match (&r.steps, trees) {
                // `step: true`: the stepping page's tree and controls.
                (Some(steps), Trees::Stepping) => {
                    let svg = super::svg_tree::tree_with(
                        &r.tree,
                        &caption,
                        super::svg_tree::Rankdir::TopBottom,
                        &super::svg_tree::Extras {
                            hooks: true,
                            prefix: format!("step{}-", i + 1),
                            ..Default::default()
                        },
                        lang,
                    );
                    let search = super::tree_html::Search {
                        name: r.result.algorithm.name().to_string(),
                        rules: super::search::rules_line(&r.result.options, lang),
                        tree: &r.tree,
                        steps,
                        outcome: crate::render::search::outcome_line(
                            &r.result,
                            &r.setup.board,
                            lang,
                        ),
                    };
                    stepping = true;
                    let _ = writeln!(s, "{}", super::tree_html::embedded(&[search], &svg, lang));
                }
                _ => {
                    let svg = super::svg_tree::tree(
                        &r.tree,
                        &caption,
                        super::svg_tree::Rankdir::TopBottom,
                        lang,
                    );
                    let _ = writeln!(s, "{}", picture(&svg));
                }
            }
        }
        StepResult::Verify(r) => {
            intro(s, &r.common);
            let _ = writeln!(s, "{}", picture(&super::plot::distances(&r.report, lang)?));
            let _ = writeln!(s, "{}", generic(p, i, lang));
        }
        StepResult::CostTable(r) => {
            intro(s, &r.common);
            let line = super::parity::goal_line(&r.goal_cells, &r.goal_spec, lang);
            let _ = writeln!(
                s,
                "{}",
                picture(&super::plot::cost_table(&r.table, &line, lang)?)
            );
            let _ = writeln!(s, "{}", generic(p, i, lang));
        }
        _ => {
            let _ = writeln!(s, "{}", generic(p, i, lang));
        }
    }
    Ok(stepping)
}

/// The claims npuzzle checked on step `i`, in one line (for the
/// instructor's eyes: the student's sheet leaves them out).
pub fn claims(s: &mut String, p: &Prepared, i: usize, lang: crate::i18n::Lang) {
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
            "<p class=\"checked\">{}</p>",
            esc(&t!(lang; "pages-checked", claims = escape(&claims.join(", "))))
        );
    }
}
