//! The screen of the interactive stepper (`solve --step` and `compare
//! --step` on a terminal): one pane per search, each a column of lines
//! that fits its width and height (80x24 for one search, two columns of
//! 39 for two).

use super::{Palette, grid, step_text};
use crate::search::events::{Step, StepNode, Steps};

/// One search on the screen.
pub struct PaneView<'a> {
    pub title: &'a str,
    pub steps: &'a Steps,
    /// The outcome line shown after the last step.
    pub last: &'a str,
}

/// Cut a plain line to `width` characters.
pub fn fit(line: &str, width: usize) -> String {
    if line.chars().count() <= width {
        line.to_string()
    } else {
        let mut s: String = line.chars().take(width.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

fn wrap_into(out: &mut Vec<String>, text: &str, width: usize) {
    let opts = textwrap::Options::new(width.max(8)).subsequent_indent("  ");
    for l in textwrap::wrap(text, opts) {
        out.push(fit(&l, width));
    }
}

/// The lines of one pane at step `at` (0 = before the first expansion),
/// exactly `height` of them, none wider than `width`.
pub fn pane(v: &PaneView, at: usize, width: usize, height: usize, p: Palette) -> Vec<String> {
    let steps = v.steps;
    let n = steps.steps.len();
    let at = at.min(n);
    let step: Option<&Step> = at.checked_sub(1).map(|i| &steps.steps[i]);
    let mut top: Vec<String> = Vec::new();
    let title = match at {
        0 => format!("{}: start, {n} steps", v.title),
        _ if at == n => format!("{}: step {at} of {n} (the last)", v.title),
        _ => format!("{}: step {at} of {n}", v.title),
    };
    top.push(p.heading(&fit(&title, width)));
    let (shown, frontier, size): (Option<StepNode>, Vec<StepNode>, usize) = match step {
        Some(s) => {
            let what = if s.expanded.parent.is_none() {
                "the root".to_string()
            } else {
                format!("move {}", s.expanded.mv.map_or('-', |d| d.letter()))
            };
            let iteration = s
                .iteration
                .map(|(i, b)| format!(" [iteration {i}, bound {b}]"))
                .unwrap_or_default();
            top.push(fit(
                &format!(
                    "Expanded #{}, {what}: {}{iteration}",
                    s.expanded.id,
                    step_text::values(&s.expanded)
                ),
                width,
            ));
            (Some(s.expanded), s.frontier.clone(), s.frontier_size)
        }
        None => {
            top.push(fit(
                "Nothing expanded yet: the frontier holds the root.",
                width,
            ));
            (
                steps.root,
                steps.root.into_iter().collect(),
                usize::from(steps.root.is_some()),
            )
        }
    };
    if let Some(node) = shown {
        for l in grid(&steps.board(&node), Palette::PLAIN, &[]).lines() {
            top.push(fit(l, width));
        }
    }
    if let Some(s) = step {
        let kids: Vec<String> = s
            .children
            .iter()
            .map(|c| format!("#{} {}", c.node.id, c.fate.name()))
            .collect();
        let text = if kids.is_empty() {
            "Generated: none".to_string()
        } else {
            format!("Generated: {}", kids.join(", "))
        };
        wrap_into(&mut top, &text, width);
    }
    let mut bottom: Vec<String> = Vec::new();
    let next = match step {
        Some(s) => steps.next(s),
        None => steps.reason(&frontier),
    };
    if let Some(r) = next {
        wrap_into(
            &mut bottom,
            &format!("Next: #{}, {r}", frontier[0].id),
            width,
        );
    }
    if let Some(s) = step {
        wrap_into(&mut bottom, &step_text::counts(s), width);
    }
    if at == n {
        let mut end = step_text::end(steps);
        end.push_str(v.last);
        for l in end.lines() {
            wrap_into(&mut bottom, l, width);
        }
    }
    // The frontier fills what is left (at least its heading and one entry).
    let room = height.saturating_sub(top.len() + bottom.len()).max(2);
    let mut middle = vec![fit(
        &format!("Frontier ({size}; {}):", step_text::frontier_rule(steps)),
        width,
    )];
    let listed = if size > room - 1 { room - 2 } else { room - 1 };
    for (i, e) in frontier.iter().take(listed).enumerate() {
        let line = fit(
            &format!(
                "{} {}",
                if i == 0 { ">" } else { " " },
                step_text::node(steps, e)
            ),
            width,
        );
        middle.push(if i == 0 { p.accent(&line) } else { line });
    }
    if size > listed {
        middle.push(fit(&format!("  … {} more", size - listed), width));
    }
    let mut lines = top;
    lines.extend(middle);
    lines.extend(bottom);
    lines.truncate(height);
    while lines.len() < height {
        lines.push(String::new());
    }
    lines
}

/// The whole screen: the panes side by side, a status line, the keys.
pub fn screen(
    panes: &[PaneView],
    at: usize,
    width: usize,
    height: usize,
    status: &str,
    p: Palette,
) -> Vec<String> {
    let k = panes.len().max(1);
    let gap = 3;
    let col = (width.saturating_sub(gap * (k - 1))) / k;
    let body = height.saturating_sub(2);
    let columns: Vec<Vec<String>> = panes.iter().map(|v| pane(v, at, col, body, p)).collect();
    let mut out = Vec::with_capacity(height);
    for row in 0..body {
        let mut line = String::new();
        for (i, c) in columns.iter().enumerate() {
            let cell = &c[row];
            line.push_str(cell);
            if i + 1 < columns.len() {
                let pad = col.saturating_sub(super::visible_width(cell));
                line.push_str(&" ".repeat(pad));
                line.push_str(" | ");
            }
        }
        out.push(line.trim_end().to_string());
    }
    out.push(fit(status, width));
    out.push(p.dim(&fit(
        "Enter/space/→ next  ← back  g go to step  e end  Home start  q quit",
        width,
    )));
    out
}
