//! Search trees as text (an indented tree), Mermaid flowcharts and JSON;
//! Graphviz DOT (each node a small grid) is `render::tree_dot`.

use super::Palette;
use crate::board::Board;
use crate::search::Side;
use crate::search::tree::{SearchTree, Status, TreeNode};
use crate::t;
use serde::Serialize;
use std::fmt::Write as _;

// The DOT picture, where the commands find it.
pub use super::tree_dot::{LegendEntry, dot, dot_body, dot_legend, dot_legend_table};

/// How boards are shown in the text tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardStyle {
    /// `2 8 3/1 6 4/7 0 5` on the node's line.
    Inline,
    /// A small grid under the node's line.
    Grid,
}

/// One line per node: number, move, depth, g/h/f, board, fate.
fn node_label(tree: &SearchTree, n: &TreeNode, lang: crate::i18n::Lang) -> String {
    let mut s = format!("#{}", n.id);
    match (n.mv, n.parent) {
        (Some(d), _) => {
            let _ = write!(s, " {}", d.letter());
        }
        (None, _) => {
            let _ = write!(
                s,
                " {}",
                if n.side == Side::Backward {
                    t!(lang; "search-tree-goal-root")
                } else {
                    t!(lang; "search-tree-start")
                }
            );
        }
    }
    let _ = write!(s, " g={}", n.g);
    if tree.shows_f()
        && let (Some(h), Some(f)) = (n.h, n.f)
    {
        let _ = write!(s, " h={h} f={f}");
    }
    s
}

fn fate(tree: &SearchTree, n: &TreeNode, lang: crate::i18n::Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(e) = n.expanded {
        parts.push(t!(
            lang; "search-tree-expanded",
            n = e.to_string(),
            suffix = ordinal_suffix(e)
        ));
    }
    match n.status {
        Status::Expanded => {}
        Status::Goal
            if n.side == Side::Backward || tree.algorithm == crate::search::Algorithm::Bidir =>
        {
            parts.push(t!(lang; "search-tree-meet"))
        }
        Status::Goal => parts.push(t!(lang; "search-tree-goal")),
        Status::Duplicate => parts.push(t!(lang; "search-tree-duplicate")),
        Status::Cutoff => parts.push(match tree.iteration {
            Some((_, b)) => t!(lang; "search-tree-cut-off-bound", bound = b.to_string()),
            None => t!(lang; "search-tree-cut-off"),
        }),
        Status::Frontier => parts.push(t!(lang; "search-tree-never-expanded")),
        Status::BeyondCost => parts.push(t!(
            lang; "search-tree-beyond-cost",
            f = n.f.unwrap_or(0).to_string(),
            cost = tree.cost.unwrap_or(0).to_string()
        )),
    }
    parts.join(&t!(lang; "search-list-comma"))
}

fn ordinal_suffix(n: u64) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// A board as rows of numbers (the blank as `.`), for grids in text.
fn grid_rows(board: &Board) -> Vec<String> {
    let w = super::cell_width(board);
    board
        .tiles()
        .chunks(board.width())
        .map(|row| {
            row.iter()
                .map(|&t| {
                    if t == 0 {
                        format!("{:>w$}", ".")
                    } else {
                        format!("{t:>w$}")
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// The heading lines of a tree: what was searched and what is shown.
pub(crate) fn summary(tree: &SearchTree, lang: crate::i18n::Lang) -> String {
    use crate::search::Algorithm;
    let mut s = String::new();
    let o = &tree.options;
    let mut what = super::search::title(tree.algorithm, lang);
    if let Some(h) = o.used_heuristic()
        && tree.algorithm != Algorithm::Ordered
    {
        let _ = write!(what, ", h = {h}");
    }
    let _ = writeln!(s, "{}", t!(lang; "search-tree-of", algorithm = what));
    let mut rules = vec![t!(lang; "search-rule-order", order = o.order.letters())];
    if o.tree_search && !tree.algorithm.properties().own_goal_test {
        rules.push(t!(lang; "search-rule-tree-search"));
    }
    if o.no_undo || tree.algorithm.properties().deepening {
        rules.push(t!(lang; "search-rule-no-undo"));
    }
    if !tree.algorithm.properties().own_goal_test {
        rules.push(super::search::goal_test_words(o.goal_test, lang));
    }
    if tree.shows_f() && tree.algorithm != Algorithm::Idastar {
        rules.push(t!(lang; "search-rule-ties", ties = o.ties.name()));
    }
    let rules = rules.join(&t!(lang; "search-list-comma"));
    let _ = writeln!(s, "{}", t!(lang; "search-tree-rules", rules = rules));
    if tree.algorithm == Algorithm::Bidir {
        let _ = writeln!(s, "{}", t!(lang; "search-tree-two-roots"));
    }
    if let Some((k, b)) = tree.iteration {
        let shown = if tree.algorithm == Algorithm::Ids {
            t!(
                lang; "search-tree-shown-depth",
                iteration = k.to_string(),
                bound = b.to_string()
            )
        } else {
            t!(
                lang; "search-tree-shown-f",
                iteration = k.to_string(),
                bound = b.to_string()
            )
        };
        let _ = writeln!(s, "{shown}");
    }
    let dups = tree.count(Status::Duplicate);
    let duplicates = if dups > 0 {
        t!(lang; "search-tree-duplicates", n = dups.to_string())
    } else {
        String::new()
    };
    let omitted = if tree.omitted > 0 {
        t!(
            lang; "search-tree-omitted",
            omitted = tree.omitted.to_string(),
            cap = tree.cap.to_string()
        )
    } else {
        String::new()
    };
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "search-tree-drawn",
            drawn = tree.nodes.len().to_string(),
            expanded = tree.expanded_count().to_string(),
            duplicates = duplicates,
            omitted = omitted
        )
    );
    s
}

/// The tree, indented, children in generation order; the solution path
/// marked with `*` (and coloured).
pub fn text(tree: &SearchTree, palette: Palette, style: BoardStyle) -> String {
    let lang = palette.lang;
    let mut out = summary(tree, lang);
    let legend = if tree.shows_f() {
        t!(lang; "search-tree-legend-f")
    } else {
        t!(lang; "search-tree-legend")
    };
    let _ = writeln!(out, "{}", palette.dim(&legend));
    out.push('\n');
    // Depth-first walk with an explicit stack: (node, prefix, is_last, is_root).
    let mut stack: Vec<(u64, String, bool, bool)> = tree
        .roots()
        .into_iter()
        .rev()
        .map(|r| (r, String::new(), true, true))
        .collect();
    while let Some((id, prefix, last, root)) = stack.pop() {
        let Some(n) = tree.node(id) else { continue };
        let connector = if root {
            ""
        } else if last {
            "└─ "
        } else {
            "├─ "
        };
        let mark = if n.on_path { "*" } else { " " };
        let board = tree.board(n);
        let mut line = node_label(tree, n, lang);
        if style == BoardStyle::Inline {
            let _ = write!(line, " [{}]", board.to_line());
        }
        let f = fate(tree, n, lang);
        if !f.is_empty() {
            let _ = write!(line, "  {f}");
        }
        let line = line.trim_end().to_string();
        let painted = if n.on_path {
            palette.accent(&line)
        } else if matches!(
            n.status,
            Status::Duplicate | Status::Cutoff | Status::BeyondCost
        ) {
            palette.dim(&line)
        } else {
            line
        };
        let _ = writeln!(out, "{mark}{prefix}{connector}{painted}");
        let child_prefix = if root {
            String::new()
        } else if last {
            format!("{prefix}   ")
        } else {
            format!("{prefix}│  ")
        };
        if style == BoardStyle::Grid {
            let bar = if n.children.is_empty() {
                "   "
            } else {
                "│  "
            };
            for row in grid_rows(&board) {
                let _ = writeln!(out, " {child_prefix}{bar}  {row}");
            }
        }
        let kids: Vec<u64> = n
            .children
            .iter()
            .copied()
            .filter(|&c| tree.node(c).is_some())
            .collect();
        for (k, &c) in kids.iter().enumerate().rev() {
            stack.push((c, child_prefix.clone(), k + 1 == kids.len(), false));
        }
    }
    out
}

/// Tree lines too wide for the terminal: the note after the board goes on
/// the next line, under the node (its colours closed at the break and
/// re-opened after it).
pub fn fit(text: &str, width: usize) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        let styled = super::wrap::Styled::new(body);
        let plain = &styled.plain;
        let split = plain.find("]  ");
        let (Some(at), true) = (split, super::wrap::display_width(plain) > width) else {
            out.push_str(line);
            continue;
        };
        let note_at = plain.len() - plain[at + 1..].trim_start().len();
        let prefix: String = plain
            .chars()
            .take_while(|&c| c != '#')
            .map(|c| match c {
                '├' | '│' => '│',
                _ => ' ',
            })
            .collect();
        let _ = writeln!(out, "{}", styled.slice(0..at + 1, false));
        let _ = writeln!(
            out,
            "{prefix}   {}",
            styled.slice(note_at..plain.len(), true)
        );
    }
    out
}

/// The expansions in order: each expanded node with the children it
/// generated (the "open/closed table" view of a search).
pub fn expansions(tree: &SearchTree, palette: Palette) -> String {
    let lang = palette.lang;
    let mut out = summary(tree, lang);
    out.push('\n');
    for n in tree.expansion_order() {
        let _ = writeln!(
            out,
            "{} {} [{}]",
            palette.heading(&t!(
                lang; "search-tree-expansion",
                n = n.expanded.unwrap_or(0).to_string()
            )),
            node_label(tree, n, lang),
            tree.board(n).to_line()
        );
        for &c in &n.children {
            if let Some(k) = tree.node(c) {
                let f = fate(tree, k, lang);
                let line = format!(
                    "  -> {} [{}]{}{}",
                    node_label(tree, k, lang),
                    tree.board(k).to_line(),
                    if f.is_empty() { "" } else { "  " },
                    f
                );
                let _ = writeln!(
                    out,
                    "{}",
                    if k.on_path {
                        palette.accent(&line)
                    } else {
                        line
                    }
                );
            }
        }
    }
    out
}

/// The caption of a picture of the tree: what was searched, the rules,
/// and what is drawn and left out (then `extra` lines, e.g. the solution).
pub fn caption(tree: &SearchTree, extra: &[String], lang: crate::i18n::Lang) -> Vec<String> {
    let s = summary(tree, lang);
    let mut lines: Vec<String> = s.lines().map(str::to_string).collect();
    lines.pop();
    let mut shown = if tree.omitted == 0 {
        t!(
            lang; "search-tree-all-drawn",
            drawn = tree.nodes.len().to_string(),
            expanded = tree.expanded_count().to_string()
        )
    } else {
        t!(
            lang; "search-tree-first-drawn",
            drawn = tree.nodes.len().to_string(),
            expanded = tree.expanded_count().to_string(),
            cap = tree.cap.to_string(),
            omitted = super::search::count(tree.omitted, lang)
        )
    };
    let u = tree.unattributed();
    if u > 0 {
        shown.push_str(&t!(lang; "search-tree-unplaced", n = super::search::count(u, lang)));
    }
    let dups = tree.count(Status::Duplicate);
    if dups > 0 {
        shown.push_str(&t!(lang; "search-tree-caption-duplicates", n = dups.to_string()));
    }
    shown.push_str(&t!(lang; "search-full-stop"));
    lines.push(shown);
    lines.extend(extra.iter().cloned());
    lines
}

/// A Mermaid flowchart (renders inside Markdown).
pub fn mermaid(tree: &SearchTree) -> String {
    let mut out = String::from("flowchart TD\n");
    for n in &tree.nodes {
        let board = tree.board(n);
        let mut head = format!("n{}", n.id);
        if let Some(e) = n.expanded {
            let _ = write!(head, " e{e}");
        }
        if tree.shows_f()
            && let Some(f) = n.f
        {
            let _ = write!(head, " f={f}");
        }
        let rows: Vec<String> = board
            .tiles()
            .chunks(board.width())
            .map(|r| {
                r.iter()
                    .map(|&t| {
                        if t == 0 {
                            "·".to_string()
                        } else {
                            t.to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let _ = writeln!(
            out,
            "    n{}[\"{}<br/>{}\"]",
            n.id,
            head,
            rows.join("<br/>")
        );
    }
    let mut path_links = Vec::new();
    let mut link = 0usize;
    for n in &tree.nodes {
        if let (Some(p), Some(d)) = (n.parent, n.mv)
            && tree.node(p).is_some()
        {
            let _ = writeln!(out, "    n{p} -->|{}| n{}", d.letter(), n.id);
            if n.on_path && tree.node(p).is_some_and(|p| p.on_path) {
                path_links.push(link.to_string());
            }
            link += 1;
        }
    }
    let class_of = |want: &dyn Fn(&TreeNode) -> bool| -> Vec<String> {
        tree.nodes
            .iter()
            .filter(|n| want(n))
            .map(|n| format!("n{}", n.id))
            .collect()
    };
    let classes: [(&str, &str, Vec<String>); 4] = [
        (
            "path",
            "stroke:#c00,stroke-width:3px",
            class_of(&|n| n.on_path),
        ),
        (
            "frontier",
            "fill:#eee,stroke-dasharray:4 3",
            class_of(&|n| !n.on_path && matches!(n.status, Status::Frontier | Status::BeyondCost)),
        ),
        (
            "discarded",
            "fill:#f4f4f4,color:#888,stroke:#aaa",
            class_of(&|n| !n.on_path && matches!(n.status, Status::Duplicate | Status::Cutoff)),
        ),
        (
            "goal",
            "fill:#fdd,stroke:#c00,stroke-width:4px",
            class_of(&|n| n.status == Status::Goal),
        ),
    ];
    for (name, style, members) in &classes {
        let _ = writeln!(out, "    classDef {name} {style}");
        if !members.is_empty() {
            let _ = writeln!(out, "    class {} {name}", members.join(","));
        }
    }
    if !path_links.is_empty() {
        let _ = writeln!(
            out,
            "    linkStyle {} stroke:#c00,stroke-width:3px",
            path_links.join(",")
        );
    }
    out
}

#[derive(Serialize)]
struct JsonNode<'a> {
    #[serde(flatten)]
    node: &'a TreeNode,
    board: Board,
}

/// The nodes, serialised one by one as the writer takes them (no copy of
/// the whole document in memory).
pub(crate) struct JsonNodes<'a>(&'a SearchTree);

impl Serialize for JsonNodes<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.nodes.iter().map(|n| JsonNode {
            node: n,
            board: self.0.board(n),
        }))
    }
}

/// The tree as data.
#[derive(Serialize)]
pub struct JsonTree<'a> {
    algorithm: &'static str,
    heuristic: Option<&'static str>,
    order: String,
    tree_search: bool,
    no_undo: bool,
    goal_test: &'static str,
    ties: &'static str,
    width: usize,
    height: usize,
    /// IDS/IDA*: the iteration shown.
    iteration: Option<u32>,
    bound: Option<u32>,
    cost: Option<u32>,
    /// Node ids on the solution path, root first.
    solution: &'a [u64],
    drawn: usize,
    omitted: u64,
    nodes: JsonNodes<'a>,
}

pub fn json(tree: &SearchTree) -> JsonTree<'_> {
    let o = &tree.options;
    JsonTree {
        algorithm: tree.algorithm.name(),
        heuristic: o.used_heuristic().map(|h| h.name()),
        order: o.order.letters(),
        tree_search: o.tree_search,
        no_undo: o.no_undo,
        goal_test: o.goal_test.name(),
        ties: o.ties.name(),
        width: tree.width,
        height: tree.height,
        iteration: tree.iteration.map(|i| i.0),
        bound: tree.iteration.map(|i| i.1),
        cost: tree.cost,
        solution: &tree.solution,
        drawn: tree.nodes.len(),
        omitted: tree.omitted,
        nodes: JsonNodes(tree),
    }
}
