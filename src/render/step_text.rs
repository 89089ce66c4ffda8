//! The steps of a search as text: what `solve --step` prints in a pipe,
//! and the lines the terminal view is made of.

use super::Palette;
use crate::search::events::{Fate, FrontierOrder, Step, StepNode, Steps};

/// How many frontier entries a text step lists.
pub const LISTED: usize = 8;

/// `g 1 h 3 f 4` (BFS: `g 1`).
pub fn values(n: &StepNode) -> String {
    let mut s = format!("g {}", n.g);
    if let Some(h) = n.h {
        s.push_str(&format!(" h {h}"));
    }
    if let Some(f) = n.f {
        s.push_str(&format!(" f {f}"));
    }
    s
}

/// `#2 U 2 8 3/1 0 4/7 6 5 g 1 h 3 f 4`.
pub fn node(steps: &Steps, n: &StepNode) -> String {
    format!(
        "#{} {} {}  {}",
        n.id,
        n.mv.map_or('-', |d| d.letter()),
        steps.board(n),
        values(n)
    )
}

/// What the frontier is and how it is taken, in words.
pub fn frontier_rule(steps: &Steps) -> &'static str {
    match steps.order {
        FrontierOrder::Queue => "a queue: first in, first out",
        FrontierOrder::Priority { low_h: false } => "lowest f first, then generation order",
        FrontierOrder::Priority { low_h: true } => {
            "lowest f first, then lower h, then generation order"
        }
        FrontierOrder::Stack => "the depth-first walk's path, deepest first",
    }
}

pub fn fate(f: Fate, p: Palette) -> String {
    match f {
        Fate::Added => "added".to_string(),
        Fate::Duplicate => p.dim("duplicate, discarded"),
        Fate::Goal => p.good("GOAL"),
        Fate::Cutoff => p.dim("cut off (over the bound)"),
    }
}

/// The heading of a step: `Step 3: expanded #2 (U, g 1 h 3 f 4)`.
pub fn heading(s: &Step) -> String {
    let iteration = s
        .iteration
        .map(|(n, b)| format!(" (iteration {n}, bound {b})"))
        .unwrap_or_default();
    let what = if s.expanded.parent.is_none() {
        "the root".to_string()
    } else {
        format!("move {}", s.expanded.mv.map_or('-', |d| d.letter()))
    };
    format!(
        "Step {}{iteration}: expanded #{}, {what}, {}",
        s.step,
        s.expanded.id,
        values(&s.expanded)
    )
}

/// `So far: 3 expanded, 7 generated, 1 duplicate, frontier 5.`
pub fn counts(s: &Step) -> String {
    use super::search::count;
    format!(
        "So far: {} expanded, {} generated, {} duplicates, frontier {}.",
        count(s.step),
        count(s.generated),
        count(s.duplicates),
        count(s.frontier_size as u64)
    )
}

/// One step, whole (the pipe form of `solve --step`).
pub fn step(steps: &Steps, s: &Step, p: Palette) -> String {
    let mut out = format!("{}\n", p.heading(&heading(s)));
    out.push_str(&format!("  board {}\n", steps.board(&s.expanded)));
    if s.children.is_empty() {
        out.push_str("  Generated: none\n");
    }
    for (i, c) in s.children.iter().enumerate() {
        let parent = match c.node.parent {
            Some(pa) if pa != s.expanded.id => format!(" (child of #{pa})"),
            _ => String::new(),
        };
        out.push_str(&format!(
            "  {} {}{parent}: {}\n",
            if i == 0 { "Generated:" } else { "          " },
            node(steps, &c.node),
            fate(c.fate, p)
        ));
    }
    out.push_str(&format!(
        "  Frontier ({}; {}):",
        s.frontier_size,
        frontier_rule(steps)
    ));
    if s.frontier.is_empty() {
        out.push_str(" empty");
    }
    for n in s.frontier.iter().take(LISTED) {
        out.push_str(&format!(" #{}", n.id));
        if let Some(f) = n.f {
            out.push_str(&format!(" (f {f})"));
        }
    }
    if s.frontier_size > LISTED {
        out.push_str(&format!(" … {} more", s.frontier_size - LISTED));
    }
    out.push('\n');
    if let Some(r) = steps.next(s) {
        out.push_str(&format!("  Next: #{}: {r}\n", s.frontier[0].id));
    }
    out.push_str(&format!("  {}\n", counts(s)));
    out
}

/// Before the first step: the root and how the frontier is taken.
pub fn start(steps: &Steps) -> String {
    match &steps.root {
        Some(r) => format!(
            "Start: the frontier holds the root #0 {}  {} ({}).\n",
            steps.board(r),
            values(r),
            frontier_rule(steps)
        ),
        None => String::new(),
    }
}

/// After the last step: the goal, or what is left out.
pub fn end(steps: &Steps) -> String {
    let mut out = String::new();
    if steps.omitted > 0 {
        out.push_str(&format!(
            "… {} more expansions not shown (at most {} steps are recorded: --max-steps).\n",
            super::search::count(steps.omitted),
            super::search::count(steps.cap as u64)
        ));
    }
    match steps.goal {
        Some((g, true)) => out.push_str(&format!(
            "Then #{} is taken from the frontier: it is the goal.\n",
            g.id
        )),
        Some((g, false)) => out.push_str(&format!("#{} is the goal: the search ends.\n", g.id)),
        None => {}
    }
    out
}
