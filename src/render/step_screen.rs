//! The screen of the interactive stepper (`solve --step` and `compare
//! --step` on a terminal): one pane per search, each a column of lines
//! that fits its width and height (80x24 for one search, two columns of
//! 39 for two).

use super::{Palette, grid, step_text};
use crate::i18n::Lang;
use crate::search::events::{Fate, Step, StepNode, Steps};
use crate::t;

/// One search on the screen.
pub struct PaneView<'a> {
    pub title: &'a str,
    pub steps: &'a Steps,
    /// The outcome line shown after the last step.
    pub last: &'a str,
}

/// Cut a plain line to `width` display columns (a Chinese character
/// takes two), ending in `…` when it was cut.
pub fn fit(line: &str, width: usize) -> String {
    if super::wrap::display_width(line) <= width {
        line.to_string()
    } else {
        let mut s = super::wrap::take_columns(line, width.saturating_sub(1));
        s.push('…');
        s
    }
}

/// A child's fate, short, as the screen lists the children.
fn fate(f: Fate, lang: Lang) -> String {
    match f {
        Fate::Added => t!(lang; "search-screen-fate-added"),
        Fate::Duplicate => t!(lang; "search-screen-fate-duplicate"),
        Fate::Goal => t!(lang; "search-screen-fate-goal"),
        Fate::Cutoff => t!(lang; "search-screen-fate-cut-off"),
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
pub(crate) fn pane(
    v: &PaneView,
    at: usize,
    width: usize,
    height: usize,
    p: Palette,
) -> Vec<String> {
    let steps = v.steps;
    let lang = p.lang;
    let n = steps.steps.len();
    let at = at.min(n);
    let step: Option<&Step> = at.checked_sub(1).map(|i| &steps.steps[i]);
    let mut top: Vec<String> = Vec::new();
    let title = match at {
        0 => t!(lang; "search-screen-title-start", title = v.title, steps = n.to_string()),
        _ if at == n => t!(
            lang;
            "search-screen-title-last",
            title = v.title,
            at = at.to_string(),
            steps = n.to_string()
        ),
        _ => t!(
            lang;
            "search-screen-title-step",
            title = v.title,
            at = at.to_string(),
            steps = n.to_string()
        ),
    };
    top.push(p.heading(&fit(&title, width)));
    let (shown, frontier, size): (Option<StepNode>, Vec<StepNode>, usize) = match step {
        Some(s) => {
            let what = if s.expanded.parent.is_none() {
                t!(lang; "search-step-the-root")
            } else {
                t!(lang; "search-step-move", dir = s.expanded.mv.map_or('-', |d| d.letter()))
            };
            let iteration = s
                .iteration
                .map(|(i, b)| {
                    t!(lang; "search-screen-iteration", n = i.to_string(), bound = b.to_string())
                })
                .unwrap_or_default();
            top.push(fit(
                &t!(
                    lang;
                    "search-screen-expanded",
                    id = s.expanded.id.to_string(),
                    what = what,
                    values = step_text::values(&s.expanded),
                    iteration = iteration
                ),
                width,
            ));
            (Some(s.expanded), s.frontier.clone(), s.frontier_size)
        }
        None => {
            top.push(fit(&t!(lang; "search-screen-nothing-yet"), width));
            (
                steps.root,
                steps.root.into_iter().collect(),
                usize::from(steps.root.is_some()),
            )
        }
    };
    if let Some(node) = shown {
        for l in grid(&steps.board(&node), Palette::plain(lang), &[]).lines() {
            top.push(fit(l, width));
        }
    }
    if let Some(s) = step {
        let kids: Vec<String> = s
            .children
            .iter()
            .map(|c| format!("#{} {}", c.node.id, fate(c.fate, lang)))
            .collect();
        let text = if kids.is_empty() {
            t!(lang; "search-screen-generated-none")
        } else {
            t!(lang; "search-screen-generated", children = kids.join(", "))
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
            &t!(
                lang;
                "search-screen-next",
                id = frontier[0].id.to_string(),
                reason = r.say(lang)
            ),
            width,
        );
    }
    if let Some(s) = step {
        wrap_into(&mut bottom, &step_text::counts(s, lang), width);
    }
    if at == n {
        let mut end = step_text::end(steps, lang);
        end.push_str(v.last);
        for l in end.lines() {
            wrap_into(&mut bottom, l, width);
        }
    }
    // The frontier fills what is left (at least its heading and one entry).
    let room = height.saturating_sub(top.len() + bottom.len()).max(2);
    let mut middle = vec![fit(
        &t!(
            lang;
            "search-step-frontier",
            size = size.to_string(),
            rule = step_text::frontier_rule(steps, lang)
        ),
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
        middle.push(fit(
            &format!(
                "  … {}",
                t!(lang; "search-step-more", n = (size - listed).to_string())
            ),
            width,
        ));
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
    out.push(p.dim(&fit(&t!(p.lang; "search-screen-keys"), width)));
    out
}
