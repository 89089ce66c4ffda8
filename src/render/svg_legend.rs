//! The caption and the legend of the search-tree pictures
//! (`render::svg_tree`): the caption lines above a tree, and below it a
//! sample of every kind of node, edge and badge the picture can show, with
//! what it means for the algorithms drawn.

use super::svg::{self, MONO, px};
use crate::search::Algorithm;
use std::fmt::Write as _;

/// The solution path and the goal.
pub(crate) const RED: &str = "#cc0000";
/// The badge of a node every compared search expanded.
pub(crate) const BLUE: &str = "#1f5fbf";
/// Font size of the caption.
pub(crate) const CAPTION: f64 = 13.0;
/// Font size of the legend.
pub(crate) const LEGEND: f64 = 11.0;

/// The badge of a node that every compared search expanded.
pub(crate) fn shared_badge(out: &mut String, x: f64, y: f64) {
    let _ = writeln!(
        out,
        r##"<circle class="shared" cx="{}" cy="{}" r="5" fill="{BLUE}" stroke="#ffffff" stroke-width="1"/>"##,
        px(x),
        px(y)
    );
}

/// One entry of the legend: a sample and what it means.
enum Sample {
    Node(&'static str, f64, &'static str, &'static str, &'static str),
    Cells,
    More,
    Path,
    Shared,
}

fn legend_entries(algorithms: &[Algorithm], compare: bool) -> Vec<(Sample, String)> {
    let informed = algorithms.iter().any(|a| a.properties().cost_ordered);
    let bounded = algorithms.iter().any(|a| a.properties().deepening);
    let bidir = algorithms.contains(&Algorithm::Bidir);
    let mut v = vec![
        (Sample::Path, "solution path (red border, red edges)".into()),
        (
            Sample::Node(RED, 3.0, "#ffe0e0", "", "GOAL"),
            if bidir {
                "goal, or MEET: where the two searches met".to_string()
            } else {
                "GOAL: the end of the solution".to_string()
            },
        ),
        (
            Sample::Node("#333333", 1.0, "#ffffff", "", ""),
            "expanded (eK: the K-th expanded)".into(),
        ),
        (
            Sample::Node("#666666", 1.2, "#ececec", "5 3", "frontier"),
            "generated, never expanded".into(),
        ),
    ];
    if informed {
        v.push((
            Sample::Node("#5a5a9a", 1.2, "#e4e4fb", "5 3", "f > cost"),
            "never expanded: f above the solution cost".into(),
        ));
    }
    v.push((
        Sample::Node("#9a9a9a", 1.2, "#f7f7f7", "1.5 2.5", "duplicate"),
        "duplicate: state already stored, discarded".into(),
    ));
    if bounded {
        v.push((
            Sample::Node("#9a9a9a", 1.2, "#f7f7f7", "1.5 2.5", "cut off"),
            "cut off by the iteration's bound".into(),
        ));
    }
    v.push((
        Sample::More,
        "nodes generated below, not drawn (cap)".into(),
    ));
    v.push((
        Sample::Cells,
        "blank (grey); tile that just moved (yellow)".into(),
    ));
    if compare {
        v.push((
            Sample::Shared,
            "state expanded by every search compared".into(),
        ));
    }
    v
}

const SAMPLE_W: f64 = 58.0;
const SAMPLE_H: f64 = 20.0;

/// Lay out and draw the legend at (x, y) within `width`; returns its height.
pub(crate) fn legend(
    out: &mut String,
    algorithms: &[Algorithm],
    compare: bool,
    x: f64,
    y: f64,
    width: f64,
) -> f64 {
    let entries = legend_entries(algorithms, compare);
    let cell_w = entries
        .iter()
        .map(|(_, t)| SAMPLE_W + 8.0 + svg::sans_width(t, LEGEND))
        .fold(0.0, f64::max)
        + 18.0;
    let per_row = ((width / cell_w).floor() as usize).max(1);
    let _ = writeln!(out, r#"<g class="legend">"#);
    svg::text(
        out,
        x,
        y + LEGEND,
        LEGEND + 1.0,
        r#"font-weight="bold""#,
        "Legend",
    );
    let top = y + LEGEND + 8.0;
    for (k, (sample, label)) in entries.iter().enumerate() {
        let sx = x + (k % per_row) as f64 * cell_w;
        let sy = top + (k / per_row) as f64 * (SAMPLE_H + 8.0);
        match sample {
            Sample::Node(stroke, sw, fill, dash, word) => {
                let _ = writeln!(
                    out,
                    r#"<rect x="{}" y="{}" width="{SAMPLE_W}" height="{SAMPLE_H}" rx="3" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"{}/>"#,
                    px(sx),
                    px(sy),
                    if dash.is_empty() {
                        String::new()
                    } else {
                        format!(r#" stroke-dasharray="{dash}""#)
                    }
                );
                if *stroke == RED {
                    let _ = writeln!(
                        out,
                        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="none" stroke="{RED}" stroke-width="1"/>"#,
                        px(sx + 3.5),
                        px(sy + 3.5),
                        px(SAMPLE_W - 7.0),
                        px(SAMPLE_H - 7.0)
                    );
                }
                if !word.is_empty() {
                    svg::text(
                        out,
                        sx + SAMPLE_W / 2.0,
                        sy + SAMPLE_H / 2.0 + 3.5,
                        9.5,
                        &format!(
                            r#"text-anchor="middle" font-weight="bold" fill="{}""#,
                            if *stroke == RED { RED } else { "#555555" }
                        ),
                        word,
                    );
                }
            }
            Sample::Path => {
                let _ = writeln!(
                    out,
                    r##"<rect x="{}" y="{}" width="22" height="{SAMPLE_H}" rx="3" fill="#ffffff" stroke="{RED}" stroke-width="2.5"/><path d="M{} {} L{} {}" stroke="{RED}" stroke-width="2.5"/>"##,
                    px(sx),
                    px(sy),
                    px(sx + 22.0),
                    px(sy + SAMPLE_H / 2.0),
                    px(sx + SAMPLE_W),
                    px(sy + SAMPLE_H / 2.0)
                );
            }
            Sample::More => {
                let _ = writeln!(
                    out,
                    r##"<rect x="{}" y="{}" width="{}" height="{}" rx="9" fill="#fff8dc" stroke="#8a7a3a" stroke-width="1" stroke-dasharray="3 2"/>"##,
                    px(sx),
                    px(sy),
                    px(SAMPLE_W),
                    px(SAMPLE_H)
                );
                svg::text(
                    out,
                    sx + SAMPLE_W / 2.0,
                    sy + SAMPLE_H / 2.0 + 3.5,
                    10.0,
                    r##"text-anchor="middle" fill="#5a4a10""##,
                    "+N more",
                );
            }
            Sample::Cells => {
                for (i, (fill, t)) in [("#b4b4b4", ""), ("#ffd23f", "7"), ("#ffffff", "8")]
                    .iter()
                    .enumerate()
                {
                    let cx = sx + i as f64 * SAMPLE_H;
                    let _ = writeln!(
                        out,
                        r##"<rect x="{}" y="{}" width="{SAMPLE_H}" height="{SAMPLE_H}" fill="{fill}" stroke="#9a9a9a" stroke-width="0.6"/>"##,
                        px(cx),
                        px(sy)
                    );
                    if !t.is_empty() {
                        svg::text(
                            out,
                            cx + SAMPLE_H / 2.0,
                            sy + SAMPLE_H / 2.0 + 4.0,
                            11.0,
                            &format!(
                                r#"text-anchor="middle" font-family="{MONO}"{}"#,
                                if i == 1 { r#" font-weight="bold""# } else { "" }
                            ),
                            t,
                        );
                    }
                }
            }
            Sample::Shared => {
                let _ = writeln!(
                    out,
                    r##"<rect x="{}" y="{}" width="{SAMPLE_W}" height="{SAMPLE_H}" rx="3" fill="#ffffff" stroke="#333333" stroke-width="1"/>"##,
                    px(sx),
                    px(sy)
                );
                shared_badge(out, sx + SAMPLE_W - 7.0, sy + 7.0);
            }
        }
        svg::text(
            out,
            sx + SAMPLE_W + 8.0,
            sy + SAMPLE_H / 2.0 + 4.0,
            LEGEND,
            "",
            label,
        );
    }
    let rows = entries.len().div_ceil(per_row) as f64;
    let mut h = LEGEND + 8.0 + rows * (SAMPLE_H + 8.0);
    let lines = [
        "#n: generation number (0 = the start).  eK: expanded K-th.  g: depth (moves from the start).",
        "h: heuristic estimate of the moves left.  f: the priority (g + h; greedy: h).  Edge letter: the way the blank moves (U, D, L, R).",
    ];
    for l in lines {
        svg::text(out, x, y + h + LEGEND, LEGEND, r##"fill="#333333""##, l);
        h += LEGEND + 5.0;
    }
    let _ = writeln!(out, "</g>");
    h + 4.0
}

pub(crate) fn legend_width() -> f64 {
    svg::sans_width(
        "h: heuristic estimate of the moves left.  f: the priority (g + h; greedy: h).  Edge letter: the way the blank moves (U, D, L, R).",
        LEGEND,
    )
}

pub(crate) fn caption(out: &mut String, lines: &[String], x: f64, y: f64) -> f64 {
    let mut h = 0.0;
    for (k, l) in lines.iter().enumerate() {
        let size = if k == 0 { CAPTION + 2.0 } else { CAPTION };
        h += size + 5.0;
        svg::text(
            out,
            x,
            y + h - 4.0,
            size,
            if k == 0 {
                r#"font-weight="bold""#
            } else {
                r##"fill="#222222""##
            },
            l,
        );
    }
    h + 6.0
}

pub(crate) fn caption_height(lines: &[String]) -> f64 {
    lines
        .iter()
        .enumerate()
        .map(|(k, _)| if k == 0 { CAPTION + 7.0 } else { CAPTION + 5.0 })
        .sum::<f64>()
        + 6.0
}

pub(crate) fn caption_width(lines: &[String]) -> f64 {
    lines
        .iter()
        .map(|l| svg::sans_width(l, CAPTION + 1.0))
        .fold(0.0, f64::max)
}

pub(crate) fn legend_height(algorithms: &[Algorithm], compare: bool, width: f64) -> f64 {
    let mut scratch = String::new();
    legend(&mut scratch, algorithms, compare, 0.0, 0.0, width)
}
