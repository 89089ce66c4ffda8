//! Search trees as self-contained SVG, laid out by the tool (no Graphviz):
//! each node a small grid (blank grey, the tile that just moved marked)
//! under its number, expansion order and g/h/f; the solution path in red;
//! nodes never expanded, beyond the solution cost, duplicates and cut-off
//! nodes styled apart; edges labelled with the move; subtrees past the cap
//! collapsed into "+N more" nodes; a caption and a legend.
//!
//! The layout is a plain layered tree: every subtree gets a band as wide
//! as its leaves need, and a parent is centred over its children.

use super::search::count;
use super::svg::{self, MONO, px};
use super::svg_legend::{
    LEGEND, RED, caption, caption_height, caption_width, legend, legend_height, legend_width,
    shared_badge,
};
use crate::search::tree::{SearchTree, Status, TreeNode};
use crate::search::{Algorithm, Side};
use std::collections::HashSet;
use std::fmt::Write as _;

/// Which way the tree grows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rankdir {
    /// Root at the top, children below.
    TopBottom,
    /// Root at the left, children to the right.
    LeftRight,
}

const HEAD: f64 = 10.0;
const LINE: f64 = 12.0;
const PAD: f64 = 4.0;
const SIB_GAP: f64 = 12.0;
const RANK_GAP: f64 = 34.0;
const MORE_H: f64 = 22.0;
const MARGIN: f64 = 16.0;

/// The size of every node of a picture (the same in every panel of a
/// comparison, so that panels share one scale).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Metrics {
    cell: f64,
    w: f64,
    h: f64,
}

impl Metrics {
    pub(crate) fn of(trees: &[&SearchTree]) -> Metrics {
        let width = trees.first().map_or(3, |t| t.width) as f64;
        let height = trees.first().map_or(3, |t| t.height) as f64;
        let cells = width * height;
        let cell = if cells > 16.0 { 15.0 } else { 17.0 };
        let mut text: f64 = 0.0;
        for t in trees {
            for n in &t.nodes {
                let (a, b) = header(t, n);
                text = text
                    .max(svg::mono_width(&a, HEAD))
                    .max(svg::mono_width(&b, HEAD));
            }
        }
        let w = (width * cell).max(text) + 2.0 * PAD + 4.0;
        let h = 2.0 * LINE + height * cell + LINE + 2.0 * PAD;
        Metrics {
            cell,
            w: w.ceil(),
            h: h.ceil(),
        }
    }
}

/// Node heading: "#id eK" and "g=.. h=.. f=..".
fn header(tree: &SearchTree, n: &TreeNode) -> (String, String) {
    let mut a = format!("#{}", n.id);
    if let Some(e) = n.expanded {
        let _ = write!(a, " e{e}");
    }
    let mut b = format!("g={}", n.g);
    if tree.shows_f()
        && let (Some(h), Some(f)) = (n.h, n.f)
    {
        let _ = write!(b, " h={h} f={f}");
    }
    (a, b)
}

/// A word under the grid for every fate but "expanded" (so the picture
/// also reads in black and white).
fn tag(tree: &SearchTree, n: &TreeNode) -> &'static str {
    match n.status {
        Status::Goal if n.side == Side::Backward || tree.algorithm == Algorithm::Bidir => "MEET",
        Status::Goal => "GOAL",
        Status::Expanded => "",
        Status::Frontier => "frontier",
        Status::BeyondCost => "f > cost",
        Status::Duplicate => "duplicate",
        Status::Cutoff => "cut off",
    }
}

/// The style of a node box: (stroke, stroke width, fill, dash, text colour).
fn style(n: &TreeNode) -> (&'static str, f64, &'static str, &'static str, &'static str) {
    let base = match n.status {
        Status::Goal => (RED, 3.0, "#ffe0e0", "", "#000000"),
        Status::Expanded => ("#333333", 1.0, "#ffffff", "", "#000000"),
        Status::Frontier => ("#666666", 1.2, "#ececec", "5 3", "#000000"),
        Status::BeyondCost => ("#5a5a9a", 1.2, "#e4e4fb", "5 3", "#000000"),
        Status::Duplicate | Status::Cutoff => ("#9a9a9a", 1.2, "#f7f7f7", "1.5 2.5", "#8a8a8a"),
    };
    if n.on_path && n.status != Status::Goal {
        (RED, 2.5, base.2, base.3, base.4)
    } else {
        base
    }
}

/// Something placed in the picture.
#[derive(Debug, Clone, Copy)]
enum Item {
    Node(usize),
    /// "+N more" under a drawn node.
    More(usize, u64),
}

struct Placed {
    item: Item,
    /// Top-left corner and size.
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

/// A laid-out tree: where each node goes, and the size of the whole.
struct Layout {
    placed: Vec<Placed>,
    /// Index in `placed` of each tree node.
    at: Vec<usize>,
    width: f64,
    height: f64,
    /// The language its counts are written in.
    lang: crate::i18n::Lang,
}

fn more_size(n: u64, lang: crate::i18n::Lang) -> (f64, f64) {
    let label = format!("+{} more", count(n, lang));
    (svg::sans_width(&label, LEGEND) + 12.0, MORE_H)
}

fn layout(tree: &SearchTree, m: Metrics, dir: Rankdir, lang: crate::i18n::Lang) -> Layout {
    let count_nodes = tree.nodes.len();
    // Children of every item: drawn children, then the "+N more".
    let mut items: Vec<Item> = (0..count_nodes).map(Item::Node).collect();
    let mut kids: Vec<Vec<usize>> = vec![Vec::new(); count_nodes];
    for (i, n) in tree.nodes.iter().enumerate() {
        for &c in &n.children {
            if (c as usize) < count_nodes {
                kids[i].push(c as usize);
            }
        }
        if n.hidden > 0 {
            kids[i].push(items.len());
            items.push(Item::More(i, n.hidden));
        }
    }
    kids.resize(items.len(), Vec::new());
    let size = |it: Item| -> (f64, f64) {
        match it {
            Item::Node(_) => (m.w, m.h),
            Item::More(_, k) => more_size(k, lang),
        }
    };
    let (breadth, rank) = match dir {
        Rankdir::TopBottom => (
            Box::new(move |s: (f64, f64)| s.0) as Box<dyn Fn((f64, f64)) -> f64>,
            m.h + RANK_GAP,
        ),
        Rankdir::LeftRight => (
            Box::new(move |s: (f64, f64)| s.1) as Box<dyn Fn((f64, f64)) -> f64>,
            m.w + RANK_GAP + 6.0,
        ),
    };
    // Post-order spans (children always have larger ids than parents, and
    // "+N more" items come after every node: walk backwards).
    let mut span = vec![0.0f64; items.len()];
    for i in (0..items.len()).rev() {
        let own = breadth(size(items[i]));
        let sum: f64 = kids[i].iter().map(|&k| span[k]).sum::<f64>()
            + SIB_GAP * kids[i].len().saturating_sub(1) as f64;
        span[i] = own.max(sum);
    }
    let roots: Vec<usize> = tree
        .nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| n.parent.is_none())
        .map(|(i, _)| i)
        .collect();
    let mut placed = Vec::with_capacity(items.len());
    let mut at = vec![0usize; count_nodes];
    let mut start = 0.0;
    let mut far: f64 = 0.0;
    let mut stack: Vec<(usize, f64, usize)> = Vec::new();
    for &r in &roots {
        stack.push((r, start, 0));
        start += span[r] + SIB_GAP * 3.0;
    }
    stack.reverse();
    while let Some((i, from, level)) = stack.pop() {
        let (w, h) = size(items[i]);
        let centre = from + span[i] / 2.0;
        let (x, y) = match dir {
            Rankdir::TopBottom => (centre - w / 2.0, level as f64 * rank),
            Rankdir::LeftRight => (level as f64 * rank, centre - h / 2.0),
        };
        far = far.max(match dir {
            Rankdir::TopBottom => y + h,
            Rankdir::LeftRight => x + w,
        });
        if let Item::Node(k) = items[i] {
            at[k] = placed.len();
        }
        placed.push(Placed {
            item: items[i],
            x,
            y,
            w,
            h,
        });
        let total: f64 = kids[i].iter().map(|&k| span[k]).sum::<f64>()
            + SIB_GAP * kids[i].len().saturating_sub(1) as f64;
        let mut s = from + (span[i] - total) / 2.0;
        let mut next = Vec::new();
        for &k in &kids[i] {
            next.push((k, s, level + 1));
            s += span[k] + SIB_GAP;
        }
        stack.extend(next.into_iter().rev());
    }
    let breadth_total = (start - SIB_GAP * 3.0).max(0.0);
    let (width, height) = match dir {
        Rankdir::TopBottom => (breadth_total, far),
        Rankdir::LeftRight => (far, breadth_total),
    };
    Layout {
        placed,
        at,
        width,
        height,
        lang,
    }
}

/// What a picture shows besides the tree.
#[derive(Debug, Clone, Default)]
pub struct Extras {
    /// States to mark as "expanded by every search" (comparisons).
    pub shared: Option<HashSet<u128>>,
    /// The stepping page's hooks (`tree --format html`): each node group
    /// carries `data-node-id` and `data-state`, each edge group
    /// `data-child`, and element ids start with `prefix` (one per panel).
    pub hooks: bool,
    pub prefix: String,
}

fn board_cells(out: &mut String, tree: &SearchTree, n: &TreeNode, x: f64, y: f64, m: Metrics) {
    let board = tree.board(n);
    let moved = n
        .parent
        .and_then(|p| tree.node(p))
        .map(|p| tree.board(p).blank_index());
    let w = board.width();
    let gw = w as f64 * m.cell;
    let x0 = x + (m.w - gw) / 2.0;
    let size = if board.cells() > 16 { 9.0 } else { 11.0 };
    for (i, &t) in board.tiles().iter().enumerate() {
        let cx = x0 + (i % w) as f64 * m.cell;
        let cy = y + (i / w) as f64 * m.cell;
        let (fill, weight) = if t == 0 {
            ("#b4b4b4", "normal")
        } else if Some(i) == moved {
            ("#ffd23f", "bold")
        } else {
            ("#ffffff", "normal")
        };
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="{c}" height="{c}" fill="{fill}" stroke="#9a9a9a" stroke-width="0.6"/>"##,
            px(cx),
            px(cy),
            c = px(m.cell)
        );
        if t != 0 {
            let _ = writeln!(
                out,
                r#"<text x="{}" y="{}" font-size="{}" font-family="{MONO}" font-weight="{weight}" text-anchor="middle">{t}</text>"#,
                px(cx + m.cell / 2.0),
                px(cy + m.cell / 2.0 + size * 0.36),
                px(size)
            );
        }
    }
}

fn draw_node(
    out: &mut String,
    tree: &SearchTree,
    n: &TreeNode,
    p: &Placed,
    m: Metrics,
    extras: &Extras,
) {
    let (stroke, sw, fill, dash, ink) = style(n);
    let hooks = if extras.hooks {
        format!(r#" data-node-id="{}" data-state="unseen""#, n.id)
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        r#"<g class="node {}" id="{}n{}"{hooks}>"#,
        n.status.name().replace(' ', "-"),
        extras.prefix,
        n.id
    );
    let _ = writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"{}/>"#,
        px(p.x),
        px(p.y),
        px(p.w),
        px(p.h),
        if dash.is_empty() {
            String::new()
        } else {
            format!(r#" stroke-dasharray="{dash}""#)
        }
    );
    if n.status == Status::Goal {
        let _ = writeln!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="none" stroke="{RED}" stroke-width="1"/>"#,
            px(p.x + 3.5),
            px(p.y + 3.5),
            px(p.w - 7.0),
            px(p.h - 7.0)
        );
    }
    let (a, b) = header(tree, n);
    let tx = p.x + PAD + 1.0;
    let attrs = format!(r#"font-family="{MONO}" fill="{ink}""#);
    match n.expanded {
        // The page shows the expansion number only once the node is
        // expanded (the `tag` class is hidden until then).
        Some(e) if extras.hooks => {
            let _ = writeln!(
                out,
                r#"<text x="{}" y="{}" font-size="{}" {attrs} font-weight="bold">#{}<tspan class="tag"> e{e}</tspan></text>"#,
                px(tx),
                px(p.y + PAD + HEAD),
                px(HEAD),
                n.id
            );
        }
        _ => svg::text(
            out,
            tx,
            p.y + PAD + HEAD,
            HEAD,
            &format!(r#"{attrs} font-weight="bold""#),
            &a,
        ),
    }
    svg::text(out, tx, p.y + PAD + HEAD + LINE, HEAD, &attrs, &b);
    board_cells(out, tree, n, p.x, p.y + PAD + 2.0 * LINE + 2.0, m);
    let t = tag(tree, n);
    if !t.is_empty() {
        let colour = match n.status {
            Status::Goal => RED,
            _ => ink,
        };
        svg::text(
            out,
            p.x + p.w / 2.0,
            p.y + p.h - PAD - 1.0,
            HEAD,
            &format!(
                r#"{}text-anchor="middle" fill="{colour}" font-weight="bold""#,
                if extras.hooks { r#"class="tag" "# } else { "" }
            ),
            t,
        );
    }
    if extras.hooks {
        // Filled by the page's script: the node's place in the frontier.
        let _ = writeln!(
            out,
            r#"<text class="rank" x="{}" y="{}" font-size="11" text-anchor="end" font-weight="bold"></text>"#,
            px(p.x + p.w - 3.0),
            px(p.y - 2.0)
        );
    }
    if let Some(shared) = &extras.shared
        && n.expanded.is_some()
        && shared.contains(&n.state)
    {
        shared_badge(out, p.x + p.w - 7.0, p.y + 7.0);
    }
    let _ = writeln!(out, "</g>");
}

fn draw_more(out: &mut String, k: u64, p: &Placed, lang: crate::i18n::Lang) {
    let label = format!("+{} more", count(k, lang));
    let _ = writeln!(
        out,
        r##"<g class="more"><rect x="{}" y="{}" width="{}" height="{}" rx="9" fill="#fff8dc" stroke="#8a7a3a" stroke-width="1" stroke-dasharray="3 2"/>"##,
        px(p.x),
        px(p.y),
        px(p.w),
        px(p.h)
    );
    svg::text(
        out,
        p.x + p.w / 2.0,
        p.y + p.h / 2.0 + LEGEND * 0.36,
        LEGEND,
        r##"text-anchor="middle" fill="#5a4a10""##,
        &label,
    );
    let _ = writeln!(out, "</g>");
}

/// Anchor points of an edge, and its curve's control points.
fn edge_points(a: &Placed, b: &Placed, dir: Rankdir) -> [(f64, f64); 4] {
    match dir {
        Rankdir::TopBottom => {
            let p0 = (a.x + a.w / 2.0, a.y + a.h);
            let p3 = (b.x + b.w / 2.0, b.y);
            let mid = (p0.1 + p3.1) / 2.0;
            [p0, (p0.0, mid), (p3.0, mid), p3]
        }
        Rankdir::LeftRight => {
            let p0 = (a.x + a.w, a.y + a.h / 2.0);
            let p3 = (b.x, b.y + b.h / 2.0);
            let mid = (p0.0 + p3.0) / 2.0;
            [p0, (mid, p0.1), (mid, p3.1), p3]
        }
    }
}

fn bezier(p: &[(f64, f64); 4], t: f64) -> (f64, f64) {
    let u = 1.0 - t;
    let k = [u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t];
    (
        p.iter().zip(k).map(|(q, k)| q.0 * k).sum(),
        p.iter().zip(k).map(|(q, k)| q.1 * k).sum(),
    )
}

fn draw_edge(
    out: &mut String,
    pts: &[(f64, f64); 4],
    label: Option<char>,
    red: bool,
    dashed: bool,
) {
    let (colour, width) = if red { (RED, 2.5) } else { ("#555555", 1.0) };
    let _ = writeln!(
        out,
        r#"<path d="M{} {} C{} {} {} {} {} {}" fill="none" stroke="{colour}" stroke-width="{width}"{}/>"#,
        px(pts[0].0),
        px(pts[0].1),
        px(pts[1].0),
        px(pts[1].1),
        px(pts[2].0),
        px(pts[2].1),
        px(pts[3].0),
        px(pts[3].1),
        if dashed {
            r#" stroke-dasharray="3 2""#
        } else {
            ""
        }
    );
    // An arrow head at the child.
    let (tx, ty) = bezier(pts, 0.97);
    let (dx, dy) = (pts[3].0 - tx, pts[3].1 - ty);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (ux, uy) = (dx / len, dy / len);
    let s = if red { 6.0 } else { 5.0 };
    let b = (pts[3].0 - ux * s, pts[3].1 - uy * s);
    let _ = writeln!(
        out,
        r#"<path d="M{} {} L{} {} L{} {} Z" fill="{colour}"/>"#,
        px(pts[3].0),
        px(pts[3].1),
        px(b.0 - uy * s * 0.5),
        px(b.1 + ux * s * 0.5),
        px(b.0 + uy * s * 0.5),
        px(b.1 - ux * s * 0.5)
    );
    if let Some(c) = label {
        let (lx, ly) = bezier(pts, 0.62);
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="12" height="12" rx="2" fill="#ffffff" fill-opacity="0.9"/>"##,
            px(lx - 6.0),
            px(ly - 6.0)
        );
        svg::text(
            out,
            lx,
            ly + 3.6,
            10.0,
            &format!(r#"text-anchor="middle" font-weight="bold" fill="{colour}""#),
            &c.to_string(),
        );
    }
}

/// Draw a laid-out tree with its top-left corner at (ox, oy).
fn draw_tree(
    out: &mut String,
    tree: &SearchTree,
    l: &Layout,
    m: Metrics,
    dir: Rankdir,
    extras: &Extras,
    (ox, oy): (f64, f64),
) {
    let lang = l.lang;
    let _ = writeln!(
        out,
        r#"<g class="tree" transform="translate({} {})">"#,
        px(ox),
        px(oy)
    );
    // Edges first (nodes over them), the solution path last.
    for red in [false, true] {
        for p in &l.placed {
            let (parent, label, dashed) = match p.item {
                Item::Node(i) => {
                    let n = &tree.nodes[i];
                    let Some(par) = n.parent.filter(|&q| (q as usize) < tree.nodes.len()) else {
                        continue;
                    };
                    let on = n.on_path && tree.nodes[par as usize].on_path;
                    if on != red {
                        continue;
                    }
                    (par as usize, n.mv.map(|d| d.letter()), false)
                }
                Item::More(i, _) => {
                    if red {
                        continue;
                    }
                    (i, None, true)
                }
            };
            let a = &l.placed[l.at[parent]];
            if extras.hooks {
                let child = match p.item {
                    Item::Node(i) => tree.nodes[i].id.to_string(),
                    Item::More(..) => "more".to_string(),
                };
                let _ = writeln!(out, r#"<g class="edge" data-child="{child}">"#);
            }
            draw_edge(out, &edge_points(a, p, dir), label, red, dashed);
            if extras.hooks {
                let _ = writeln!(out, "</g>");
            }
        }
    }
    for p in &l.placed {
        match p.item {
            Item::Node(i) => draw_node(out, tree, &tree.nodes[i], p, m, extras),
            Item::More(_, k) => draw_more(out, k, p, lang),
        }
    }
    let _ = writeln!(out, "</g>");
}

/// One search tree as a self-contained SVG picture: `caption` lines above
/// (the first is the title), the tree, the legend below.
pub fn tree(
    tree: &SearchTree,
    caption_lines: &[String],
    dir: Rankdir,
    lang: crate::i18n::Lang,
) -> String {
    tree_with(tree, caption_lines, dir, &Extras::default(), lang)
}

/// [`tree`] with extras (the stepping page's hooks).
pub fn tree_with(
    tree: &SearchTree,
    caption_lines: &[String],
    dir: Rankdir,
    extras: &Extras,
    lang: crate::i18n::Lang,
) -> String {
    let m = Metrics::of(&[tree]);
    let l = layout(tree, m, dir, lang);
    let width = (l
        .width
        .max(caption_width(caption_lines))
        .max(legend_width().min(900.0))
        + 2.0 * MARGIN)
        .ceil();
    let inner = width - 2.0 * MARGIN;
    let ch = caption_height(caption_lines);
    let lh = legend_height(&[tree.algorithm], false, inner);
    let height = (MARGIN + ch + l.height + 18.0 + lh + MARGIN).ceil();
    let mut out = String::new();
    svg::open(
        &mut out,
        width,
        height,
        caption_lines.first().map_or("", |s| s),
    );
    caption(&mut out, caption_lines, MARGIN, MARGIN);
    let ox = MARGIN + (inner - l.width) / 2.0;
    draw_tree(&mut out, tree, &l, m, dir, extras, (ox, MARGIN + ch));
    legend(
        &mut out,
        &[tree.algorithm],
        false,
        MARGIN,
        MARGIN + ch + l.height + 18.0,
        inner,
    );
    out.push_str("</svg>\n");
    out
}

/// One panel of a comparison: its heading lines and tree.
pub struct Panel<'a> {
    pub lines: Vec<String>,
    pub tree: &'a SearchTree,
}

/// States expanded by every one of the trees.
pub fn shared_expanded(trees: &[&SearchTree]) -> HashSet<u128> {
    let mut it = trees.iter();
    let Some(first) = it.next() else {
        return HashSet::new();
    };
    let mut set: HashSet<u128> = first
        .nodes
        .iter()
        .filter(|n| n.expanded.is_some())
        .map(|n| n.state)
        .collect();
    for t in it {
        let mine: HashSet<u128> = t
            .nodes
            .iter()
            .filter(|n| n.expanded.is_some())
            .map(|n| n.state)
            .collect();
        set.retain(|s| mine.contains(s));
    }
    set
}

/// Several trees side by side at one scale, each under its heading.
pub fn compare(
    caption_lines: &[String],
    panels: &[Panel],
    dir: Rankdir,
    lang: crate::i18n::Lang,
) -> String {
    compare_with(caption_lines, panels, dir, false, lang)
}

/// [`compare`], with the stepping page's hooks when `hooks` (element ids
/// then start with `p0-`, `p1-`, … by panel).
pub fn compare_with(
    caption_lines: &[String],
    panels: &[Panel],
    dir: Rankdir,
    hooks: bool,
    lang: crate::i18n::Lang,
) -> String {
    let trees: Vec<&SearchTree> = panels.iter().map(|p| p.tree).collect();
    let m = Metrics::of(&trees);
    let mut extras = Extras {
        shared: (trees.len() > 1).then(|| shared_expanded(&trees)),
        hooks,
        prefix: String::new(),
    };
    let layouts: Vec<Layout> = trees.iter().map(|t| layout(t, m, dir, lang)).collect();
    let gap = 40.0;
    let head: Vec<f64> = panels.iter().map(|p| caption_height(&p.lines)).collect();
    let head_h = head.iter().copied().fold(0.0, f64::max);
    let widths: Vec<f64> = panels
        .iter()
        .zip(&layouts)
        .map(|(p, l)| l.width.max(caption_width(&p.lines)) + 16.0)
        .collect();
    let body_w = widths.iter().sum::<f64>() + gap * (panels.len().saturating_sub(1)) as f64;
    let body_h = layouts.iter().map(|l| l.height).fold(0.0, f64::max) + head_h + 16.0;
    let width = (body_w
        .max(caption_width(caption_lines))
        .max(legend_width().min(900.0))
        + 2.0 * MARGIN)
        .ceil();
    let inner = width - 2.0 * MARGIN;
    let algorithms: Vec<Algorithm> = trees.iter().map(|t| t.algorithm).collect();
    let ch = caption_height(caption_lines);
    let lh = legend_height(&algorithms, extras.shared.is_some(), inner);
    let height = (MARGIN + ch + body_h + 18.0 + lh + MARGIN).ceil();
    let mut out = String::new();
    svg::open(
        &mut out,
        width,
        height,
        caption_lines.first().map_or("", |s| s),
    );
    caption(&mut out, caption_lines, MARGIN, MARGIN);
    let mut x = MARGIN + (inner - body_w) / 2.0;
    let top = MARGIN + ch;
    for (k, ((p, l), w)) in panels.iter().zip(&layouts).zip(&widths).enumerate() {
        if hooks {
            extras.prefix = format!("p{k}-");
        }
        let _ = writeln!(
            out,
            r##"<g class="panel"{}><rect x="{}" y="{}" width="{}" height="{}" rx="6" fill="none" stroke="#c8c8c8"/>"##,
            if hooks {
                format!(r#" data-panel="{k}""#)
            } else {
                String::new()
            },
            px(x),
            px(top),
            px(*w),
            px(body_h)
        );
        caption(&mut out, &p.lines, x + 8.0, top + 4.0);
        draw_tree(
            &mut out,
            p.tree,
            l,
            m,
            dir,
            &extras,
            (x + (w - l.width) / 2.0, top + head_h + 8.0),
        );
        let _ = writeln!(out, "</g>");
        x += w + gap;
    }
    legend(
        &mut out,
        &algorithms,
        extras.shared.is_some(),
        MARGIN,
        top + body_h + 18.0,
        inner,
    );
    out.push_str("</svg>\n");
    out
}
