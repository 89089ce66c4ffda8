//! The steps of a lesson that are not questions, as HTML: sections, text,
//! boards, inversion and trace tables, search trees and plots as inline
//! SVG: the HTML writer of a step's view (`render::lesson_view`). Shared by
//! the lesson page (`render::lesson_html`) and the student's sheet
//! (`render::handout_html`).

use super::escape;
use super::escape::html as esc;
use super::lesson_view::{self, Block, Plot, Span};
use super::page::{boards, picture, table, text};
use crate::lesson::Prepared;
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

/// A sentence's spans as HTML.
fn spans(list: &[Span]) -> String {
    list.iter()
        .map(|s| match s {
            Span::Text(t) => esc(t),
            Span::Strong(t, _) => format!("<strong>{}</strong>", esc(t)),
            Span::Code(t) => format!("<code>{}</code>", esc(t)),
        })
        .collect()
}

/// Step `i` (not a question) as HTML, appended to `s`: the writer of its
/// view ([`lesson_view::view`]). True when it drew a stepping tree (the page
/// needs the stepper's script).
pub fn step(
    s: &mut String,
    p: &Prepared,
    i: usize,
    trees: Trees,
    lang: crate::i18n::Lang,
) -> crate::error::Result<bool> {
    let mut stepping = false;
    // What npuzzle computed stands in a `view` division, apart from the
    // lesson's own words (a sheet's reader, and its tests, tell them apart).
    let mut in_view = false;
    for block in lesson_view::view(p, i, lang) {
        let computed = block.computed();
        if computed != in_view {
            s.push_str(if computed {
                "<div class=\"view\">\n"
            } else {
                "</div>\n"
            });
            in_view = computed;
        }
        match block {
            Block::Section(t) => {
                let _ = writeln!(s, "<h2>{}</h2>", esc(&escape(t)));
            }
            Block::Title(t) => {
                let _ = writeln!(s, "<h3>{}</h3>", esc(&escape(t)));
            }
            Block::Heading(h) => {
                let _ = writeln!(s, "<h4>{}</h4>", esc(&h));
            }
            Block::Text(t) | Block::Say(t) => {
                let _ = writeln!(s, "{}", text(t));
            }
            Block::Boards(items) => {
                let items: Vec<(&str, &crate::board::Board)> =
                    items.iter().map(|(c, b)| (c.as_str(), *b)).collect();
                let _ = writeln!(s, "{}", boards(&items, lang));
            }
            Block::Para(p) => {
                let _ = writeln!(s, "<p>{}</p>", spans(&p));
            }
            Block::Table(t) => {
                let head: Vec<&str> = t.head.iter().map(String::as_str).collect();
                let rows: Vec<Vec<String>> = t
                    .rows
                    .iter()
                    .map(|r| r.iter().map(|c| esc(c)).collect())
                    .collect();
                let _ = writeln!(s, "{}", table(&head, &rows, &t.numeric));
            }
            Block::List(items) => {
                s.push_str("<ul>");
                for item in &items {
                    let _ = write!(s, "<li>{}</li>", spans(item));
                }
                s.push_str("</ul>\n");
            }
            Block::Plot(Plot::Distances(report)) => {
                let _ = writeln!(s, "{}", picture(&super::plot::distances(report, lang)?));
            }
            Block::Plot(Plot::CostTable(r)) => {
                let line = super::parity::goal_line(&r.goal_cells, &r.goal_spec, lang);
                let _ = writeln!(
                    s,
                    "{}",
                    picture(&super::plot::cost_table(&r.table, &line, lang)?)
                );
            }
            Block::Tree(r) => {
                stepping |= tree(s, r, i, trees, lang);
            }
        }
    }
    if in_view {
        s.push_str("</div>\n");
    }
    Ok(stepping)
}

/// A search tree: the stepping tree and its controls (`step: true` on a
/// page that carries the stepper), or the whole tree as a picture. True
/// when it drew the stepper.
fn tree(
    s: &mut String,
    r: &crate::lesson::result::TreeResult,
    i: usize,
    trees: Trees,
    lang: crate::i18n::Lang,
) -> bool {
    let outcome = crate::render::search::outcome_line(&r.result, &r.setup.board, lang);
    let caption = super::tree::caption(&r.tree, std::slice::from_ref(&outcome), lang);
    match (&r.steps, trees) {
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
                outcome,
            };
            let _ = writeln!(s, "{}", super::tree_html::embedded(&[search], &svg, lang));
            true
        }
        _ => {
            let svg =
                super::svg_tree::tree(&r.tree, &caption, super::svg_tree::Rankdir::TopBottom, lang);
            let _ = writeln!(s, "{}", picture(&svg));
            false
        }
    }
}

/// The claims npuzzle checked on step `i`, in one readable line (the
/// lesson page shows it; the student's sheet leaves it out).
pub fn claims(s: &mut String, p: &Prepared, i: usize, lang: crate::i18n::Lang) {
    if let Some(line) = lesson_view::checked(p, i, lang) {
        let _ = writeln!(s, "<p class=\"checked\">{}</p>", esc(&line));
    }
}
