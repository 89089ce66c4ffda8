//! Search trees as Graphviz DOT: each node a small grid in an HTML label
//! with its number, expansion number and f, the solution path in bold red,
//! subtrees past the cap collapsed, a caption above and a legend below.
//! `compare --format dot` puts several trees side by side with
//! [`dot_body`] and one legend.

use super::escape::html;
use crate::search::tree::{SearchTree, Status};
use std::fmt::Write as _;

/// One entry of a DOT legend: (border colour, fill, style, word, meaning).
pub type LegendEntry = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    String,
);

/// The legend of the DOT picture of `tree` (`shared`: the blue dot of a
/// comparison).
pub fn dot_legend(tree: &SearchTree, shared: bool) -> Vec<LegendEntry> {
    let algo = tree.algorithm;
    let mut v = vec![
        (
            "#cc0000",
            "#ffffff",
            "",
            "",
            "solution path (red border, red edges)".to_string(),
        ),
        (
            "#cc0000",
            "#ffe0e0",
            "",
            if algo == crate::search::Algorithm::Bidir {
                "meet"
            } else {
                "goal"
            },
            if algo == crate::search::Algorithm::Bidir {
                "meet: where the two searches met".to_string()
            } else {
                "goal: the end of the solution".to_string()
            },
        ),
        (
            "#000000",
            "#ffffff",
            "",
            "",
            "expanded (eK: the K-th expanded)".to_string(),
        ),
        (
            "#555555",
            "#eeeeee",
            "dashed",
            "",
            "generated, never expanded".to_string(),
        ),
    ];
    if algo.properties().cost_ordered {
        v.push((
            "#555555",
            "#e0e0ff",
            "dashed",
            "f&gt;cost",
            "never expanded: f above the solution cost".to_string(),
        ));
    }
    v.push((
        "#999999",
        "#f4f4f4",
        "dotted",
        "dup",
        "duplicate: state already stored, discarded".to_string(),
    ));
    if algo.properties().deepening {
        v.push((
            "#999999",
            "#f4f4f4",
            "dotted",
            "cut",
            "cut off by the iteration's bound".to_string(),
        ));
    }
    v.push((
        "#8a7a3a",
        "#fff8dc",
        "dashed",
        "+N more",
        "nodes generated below, not drawn (cap)".to_string(),
    ));
    v.push((
        "#999999",
        "#ffd23f",
        "",
        "7",
        "the tile that just moved (the blank is grey)".to_string(),
    ));
    if shared {
        v.push((
            "#000000",
            "#ffffff",
            "",
            "&#9679;",
            "state expanded by every search compared".to_string(),
        ));
    }
    v
}

/// The nodes and edges of one tree, their ids prefixed (several trees
/// share one DOT graph in a comparison); nodes expanded by every search
/// compared (`shared`) carry a blue dot.
pub fn dot_body(
    out: &mut String,
    tree: &SearchTree,
    prefix: &str,
    shared: Option<&std::collections::HashSet<u128>>,
    lang: crate::i18n::Lang,
) {
    for n in &tree.nodes {
        let board = tree.board(n);
        let moved = n
            .parent
            .and_then(|p| tree.node(p))
            .map(|p| tree.board(p).blank_index());
        let (color, border, bg, style) = match n.status {
            _ if n.on_path && n.status == Status::Goal => ("#cc0000", 3, "#ffe0e0", ""),
            _ if n.on_path => ("#cc0000", 2, "#ffffff", ""),
            Status::Goal => ("#cc0000", 3, "#ffe0e0", ""),
            Status::Expanded => ("#000000", 1, "#ffffff", ""),
            Status::Frontier => ("#555555", 1, "#eeeeee", " style=\"dashed\""),
            Status::BeyondCost => ("#555555", 1, "#e0e0ff", " style=\"dashed\""),
            Status::Duplicate | Status::Cutoff => ("#999999", 1, "#f4f4f4", " style=\"dotted\""),
        };
        let mut head = format!("#{}", n.id);
        if let Some(e) = n.expanded {
            let _ = write!(head, " e{e}");
        }
        if tree.shows_f()
            && let Some(f) = n.f
        {
            let _ = write!(head, " f={f}");
        }
        if let Some(shared) = shared
            && n.expanded.is_some()
            && shared.contains(&n.state)
        {
            head.push_str(" \u{25cf}");
        }
        let note = match n.status {
            Status::Duplicate => " dup",
            Status::Cutoff => " cut",
            Status::Goal if tree.algorithm == crate::search::Algorithm::Bidir => " meet",
            Status::Goal => " goal",
            Status::BeyondCost => " f&gt;cost",
            _ => "",
        };
        let mut cells = String::new();
        for (r, row) in board.tiles().chunks(board.width()).enumerate() {
            cells.push_str("<tr>");
            for (c, &t) in row.iter().enumerate() {
                if t == 0 {
                    cells.push_str("<td bgcolor=\"#bbbbbb\"> </td>");
                } else if moved == Some(r * board.width() + c) {
                    let _ = write!(cells, "<td bgcolor=\"#ffd23f\"><b>{t}</b></td>");
                } else {
                    let _ = write!(cells, "<td>{t}</td>");
                }
            }
            cells.push_str("</tr>");
        }
        let _ = writeln!(
            out,
            "  {prefix}{} [label=<<table border=\"{border}\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"2\" color=\"{color}\" bgcolor=\"{bg}\"{style}><tr><td colspan=\"{}\"><font point-size=\"9\">{}{}</font></td></tr>{cells}</table>>];",
            n.id,
            board.width(),
            html(&head),
            note,
            prefix = prefix
        );
    }
    for n in &tree.nodes {
        if let (Some(p), Some(d)) = (n.parent, n.mv)
            && tree.node(p).is_some()
        {
            let attrs = if n.on_path && tree.node(p).is_some_and(|p| p.on_path) {
                ", color=\"#cc0000\", penwidth=2.5, fontcolor=\"#cc0000\""
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "  {prefix}{} -> {prefix}{} [label=\"{}\"{attrs}];",
                p,
                n.id,
                d.letter()
            );
        }
    }
    for n in &tree.nodes {
        if n.hidden > 0 {
            let _ = writeln!(
                out,
                "  {prefix}more{id} [shape=box, style=\"rounded,dashed,filled\", fillcolor=\"#fff8dc\", color=\"#8a7a3a\", fontname=\"Helvetica\", fontsize=10, label=\"+{} more\"];\n  {prefix}{id} -> {prefix}more{id} [style=dashed];",
                super::search::count(n.hidden, lang),
                id = n.id
            );
        }
    }
}

/// The legend as one DOT node named `legend`.
pub(crate) fn dot_legend_node(out: &mut String, entries: &[LegendEntry]) {
    let _ = writeln!(
        out,
        "  legend [shape=plain, fontname=\"Helvetica\", fontsize=10, label=<{}>];",
        dot_legend_table(entries)
    );
}

/// The legend as a Graphviz HTML-like table.
pub fn dot_legend_table(entries: &[LegendEntry]) -> String {
    let mut rows = String::new();
    for (border, fill, style, word, meaning) in entries.iter() {
        let word = if word.is_empty() {
            " ".to_string()
        } else {
            format!("<font point-size=\"9\">{word}</font>")
        };
        let style = if style.is_empty() {
            String::new()
        } else {
            format!(" style=\"{style}\"")
        };
        let _ = write!(
            rows,
            "<tr><td border=\"2\" color=\"{border}\" bgcolor=\"{fill}\"{style} width=\"56\">{word}</td><td align=\"left\">{}</td></tr>",
            html(meaning)
        );
    }
    format!(
        "<table border=\"1\" color=\"#c8c8c8\" cellborder=\"0\" cellspacing=\"4\" cellpadding=\"3\"><tr><td colspan=\"2\" align=\"left\"><b>Legend</b></td></tr>{rows}<tr><td colspan=\"2\" align=\"left\">#n: generation number. eK: expanded K-th. f: the priority (g + h; greedy: h).<br align=\"left\"/>Edge letter: the way the blank moves (U, D, L, R).<br align=\"left\"/></td></tr></table>"
    )
}

/// Graphviz DOT: each node a small grid with its number, expansion number
/// and f (the blank grey, the tile that just moved yellow); the solution
/// path in bold red; nodes never expanded dashed on grey, duplicates and
/// cut-off nodes grey; the goal with a double border; subtrees past the
/// cap collapsed into "+N more" nodes; a caption above and a legend below.
pub fn dot(
    tree: &SearchTree,
    caption_lines: &[String],
    rankdir: super::svg_tree::Rankdir,
    lang: crate::i18n::Lang,
) -> String {
    let mut out = String::new();
    let title = caption_lines
        .iter()
        .map(|l| html(l))
        .collect::<Vec<_>>()
        .join("<br/>");
    let _ = writeln!(out, "digraph search_tree {{");
    let _ = writeln!(
        out,
        "  graph [rankdir={}, label=<{title}>, labelloc=t, fontname=\"Helvetica\", fontsize=12, nodesep=0.2, ranksep=0.35];",
        match rankdir {
            super::svg_tree::Rankdir::TopBottom => "TB",
            super::svg_tree::Rankdir::LeftRight => "LR",
        }
    );
    let _ = writeln!(
        out,
        "  node [shape=plain, fontname=\"Courier\", fontsize=11];"
    );
    let _ = writeln!(
        out,
        "  edge [fontname=\"Helvetica\", fontsize=10, arrowsize=0.6];"
    );
    dot_body(&mut out, tree, "n", None, lang);
    dot_legend_node(&mut out, &dot_legend(tree, false));
    let _ = writeln!(out, "  {{ rank=sink; legend; }}");
    let _ = writeln!(out, "}}");
    out
}
