//! The steps of a search as text: what `solve --step` prints in a pipe,
//! and the lines the terminal view is made of.

use super::Palette;
use crate::search::events::{Fate, FrontierOrder, Step, StepNode, Steps};
use crate::t;

/// How many frontier entries a text step lists.
pub(crate) const LISTED: usize = 8;

/// `g 1 h 3 f 4` (BFS: `g 1`).
pub(crate) fn values(n: &StepNode) -> String {
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
pub(crate) fn node(steps: &Steps, n: &StepNode) -> String {
    format!(
        "#{} {} {}  {}",
        n.id,
        n.mv.map_or('-', |d| d.letter()),
        steps.board(n),
        values(n)
    )
}

/// What the frontier is and how it is taken, in words.
pub(crate) fn frontier_rule(steps: &Steps, lang: crate::i18n::Lang) -> String {
    match steps.order {
        FrontierOrder::Queue => t!(lang; "search-step-queue"),
        FrontierOrder::Priority { low_h: false } => t!(lang; "search-step-priority"),
        FrontierOrder::Priority { low_h: true } => t!(lang; "search-step-priority-low-h"),
        FrontierOrder::Stack => t!(lang; "search-step-stack"),
    }
}

pub(crate) fn fate(f: Fate, p: Palette) -> String {
    let lang = p.lang;
    match f {
        Fate::Added => t!(lang; "search-step-added"),
        Fate::Duplicate => p.dim(&t!(lang; "search-tree-duplicate")),
        Fate::Goal => p.good(&t!(lang; "search-tree-goal")),
        Fate::Cutoff => p.dim(&t!(lang; "search-step-cut-off")),
    }
}

/// The heading of a step: `Step 3: expanded #2 (U, g 1 h 3 f 4)`.
pub(crate) fn heading(s: &Step, lang: crate::i18n::Lang) -> String {
    let iteration = s
        .iteration
        .map(|(n, b)| {
            t!(
                lang; "search-step-iteration",
                n = n.to_string(),
                bound = b.to_string()
            )
        })
        .unwrap_or_default();
    let what = if s.expanded.parent.is_none() {
        t!(lang; "search-step-the-root")
    } else {
        t!(
            lang; "search-step-move",
            dir = s.expanded.mv.map_or('-', |d| d.letter())
        )
    };
    t!(
        lang; "search-step-heading",
        step = s.step.to_string(),
        iteration = iteration,
        id = s.expanded.id.to_string(),
        what = what,
        values = values(&s.expanded)
    )
}

/// `So far: 3 expanded, 7 generated, 1 duplicate, frontier 5.`
pub(crate) fn counts(s: &Step, lang: crate::i18n::Lang) -> String {
    use super::search::count;
    t!(
        lang; "search-step-so-far",
        expanded = count(s.step, lang),
        generated = count(s.generated, lang),
        duplicates = count(s.duplicates, lang),
        frontier = count(s.frontier_size as u64, lang)
    )
}

/// One step, whole (the pipe form of `solve --step`).
pub fn step(steps: &Steps, s: &Step, p: Palette) -> String {
    let lang = p.lang;
    let mut out = format!("{}\n", p.heading(&heading(s, lang)));
    out.push_str(&format!(
        "  {}\n",
        t!(
            lang; "search-step-board",
            board = steps.board(&s.expanded).to_string()
        )
    ));
    let generated = t!(lang; "search-step-generated");
    if s.children.is_empty() {
        out.push_str(&format!("  {generated} {}\n", t!(lang; "search-none")));
    }
    let blank = " ".repeat(super::wrap::display_width(&generated));
    for (i, c) in s.children.iter().enumerate() {
        let parent = match c.node.parent {
            Some(pa) if pa != s.expanded.id => {
                t!(lang; "search-step-child-of", parent = pa.to_string())
            }
            _ => String::new(),
        };
        out.push_str(&format!(
            "  {} {}{parent}: {}\n",
            if i == 0 { &generated } else { &blank },
            node(steps, &c.node),
            fate(c.fate, p)
        ));
    }
    out.push_str(&format!(
        "  {}",
        t!(
            lang; "search-step-frontier",
            size = s.frontier_size.to_string(),
            rule = frontier_rule(steps, lang)
        )
    ));
    if s.frontier.is_empty() {
        out.push_str(&format!(" {}", t!(lang; "search-step-empty")));
    }
    for n in s.frontier.iter().take(LISTED) {
        out.push_str(&format!(" #{}", n.id));
        if let Some(f) = n.f {
            out.push_str(&format!(" (f {f})"));
        }
    }
    if s.frontier_size > LISTED {
        out.push_str(&format!(
            " … {}",
            t!(
                lang; "search-step-more",
                n = (s.frontier_size - LISTED).to_string()
            )
        ));
    }
    out.push('\n');
    if let Some(r) = steps.next(s) {
        out.push_str(&format!(
            "  {}\n",
            t!(
                lang; "search-step-next",
                id = s.frontier[0].id.to_string(),
                reason = r
            )
        ));
    }
    out.push_str(&format!("  {}\n", counts(s, lang)));
    out
}

/// Before the first step: the root and how the frontier is taken.
pub fn start(steps: &Steps, lang: crate::i18n::Lang) -> String {
    match &steps.root {
        Some(r) => format!(
            "{}\n",
            t!(
                lang; "search-step-start",
                board = steps.board(r).to_string(),
                values = values(r),
                rule = frontier_rule(steps, lang)
            )
        ),
        None => String::new(),
    }
}

/// After the last step: the goal, or what is left out.
pub fn end(steps: &Steps, lang: crate::i18n::Lang) -> String {
    let mut out = String::new();
    if steps.omitted > 0 {
        out.push_str(&format!(
            "… {}\n",
            t!(
                lang; "search-step-omitted",
                omitted = super::search::count(steps.omitted, lang),
                cap = super::search::count(steps.cap as u64, lang)
            )
        ));
    }
    match steps.goal {
        Some((g, true)) => out.push_str(&format!(
            "{}\n",
            t!(lang; "search-step-goal-taken", id = g.id.to_string())
        )),
        Some((g, false)) => out.push_str(&format!(
            "{}\n",
            t!(lang; "search-step-goal-generated", id = g.id.to_string())
        )),
        None => {}
    }
    out
}
