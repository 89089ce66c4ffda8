//! The heuristic lab as text and JSON: the audit of `heuristics check`, the
//! cost table of `experiment cost-table` and the comparison of
//! `experiment heuristics`.

use super::Palette;
use super::search::{count, decimal, pad};
use super::wrap::display_width;
use crate::board::Board;
use crate::heuristics::Heuristic;
use crate::lab::audit::{Audit, Coverage};
use crate::t;
use serde::Serialize;
use std::fmt::Write as _;

/// A heuristic's name with the Vietnamese report's label: `H2 manhattan`, or
/// `misplaced-with-blank (faulty)`.
pub(crate) fn label(h: Heuristic, lang: crate::i18n::Lang) -> String {
    match h.seed_label() {
        Some(l) => format!("{l} {h}"),
        None if h.is_faulty() => t!(lang; "search-lab-faulty", h = h.name()),
        None => h.to_string(),
    }
}

/// The JSON of one overestimate.
#[derive(Serialize)]
pub(crate) struct JsonWitness<'a> {
    pub(crate) board: &'a Board,
    pub(crate) line: String,
    pub(crate) h: u32,
    pub(crate) distance: u32,
    pub(crate) excess: u32,
    /// States overestimated by as much.
    pub(crate) count: u64,
}

#[derive(Serialize)]
pub(crate) struct JsonViolation<'a> {
    pub(crate) board: &'a Board,
    pub(crate) line: String,
    #[serde(rename = "move")]
    pub(crate) mv: String,
    pub(crate) after: String,
    pub(crate) h_before: u32,
    pub(crate) h_after: u32,
}

#[derive(Serialize)]
pub(crate) struct JsonHeuristic<'a> {
    pub(crate) name: &'static str,
    /// The Vietnamese report's label (H1..H6), null for the faulty variants.
    pub(crate) label: Option<&'static str>,
    pub(crate) faulty: bool,
    pub(crate) admissible: bool,
    pub(crate) overestimated: u64,
    pub(crate) worst: Option<JsonWitness<'a>>,
    pub(crate) consistent: bool,
    pub(crate) violating_moves: u64,
    pub(crate) violation: Option<JsonViolation<'a>>,
    pub(crate) mean_ratio: f64,
    pub(crate) mean_h: f64,
    /// The heuristics this one is >= on every state.
    pub(crate) dominates: Vec<&'static str>,
}

#[derive(Serialize)]
pub struct JsonAudit<'a> {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) goal: &'a Board,
    pub(crate) coverage: &'a Coverage,
    pub(crate) heuristics: Vec<JsonHeuristic<'a>>,
    pub(crate) dominance: &'a [crate::lab::audit::Dominance],
}

pub fn audit_json(a: &Audit) -> JsonAudit<'_> {
    JsonAudit {
        width: a.goal.width(),
        height: a.goal.height(),
        goal: &a.goal,
        coverage: &a.coverage,
        heuristics: a
            .heuristics
            .iter()
            .map(|x| JsonHeuristic {
                name: x.heuristic.name(),
                label: x.heuristic.seed_label(),
                faulty: x.heuristic.is_faulty(),
                admissible: x.admissible,
                overestimated: x.overestimated,
                worst: x.worst.as_ref().map(|w| JsonWitness {
                    board: &w.board,
                    line: w.board.to_line(),
                    h: w.h,
                    distance: w.distance,
                    excess: w.excess(),
                    count: x.worst_count,
                }),
                consistent: x.consistent,
                violating_moves: x.violating_moves,
                violation: x.violation.as_ref().map(|v| JsonViolation {
                    board: &v.board,
                    line: v.board.to_line(),
                    mv: v.mv.letter().to_string(),
                    after: v.after.to_line(),
                    h_before: v.h_before,
                    h_after: v.h_after,
                }),
                mean_ratio: round(x.mean_ratio, 6),
                mean_h: round(x.mean_h, 6),
                dominates: a
                    .dominance
                    .iter()
                    .filter(|d| d.dominant == x.heuristic)
                    .map(|d| d.dominated.name())
                    .collect(),
            })
            .collect(),
        dominance: &a.dominance,
    }
}

/// Round for JSON, so that output does not depend on the last bits of a
/// floating-point sum.
pub(crate) fn round(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}

/// The heading of a cost-table column.
pub(crate) fn column_title(c: crate::lab::cost_table::Column, lang: crate::i18n::Lang) -> String {
    use crate::lab::cost_table::Column;
    match c {
        Column::Ids => "IDS".to_string(),
        Column::IdsWithUndo => t!(lang; "search-cost-ids-with-undo"),
        Column::Astar(h) => format!("A*({h})"),
    }
}

pub(crate) fn mean(x: f64, lang: crate::i18n::Lang) -> String {
    if x >= 1000.0 {
        count(x.round() as u64, lang)
    } else {
        decimal(x, 1, lang)
    }
}

/// [`COST_NOTES`] in the current language (the JSON keeps the English).
pub(crate) fn cost_notes(lang: crate::i18n::Lang) -> [String; 7] {
    [
        t!(lang; "search-cost-note-goal"),
        t!(lang; "search-cost-note-boards"),
        t!(lang; "search-cost-note-generated"),
        t!(lang; "search-cost-note-astar"),
        t!(lang; "search-cost-note-ids"),
        t!(lang; "search-cost-note-misprint"),
        t!(lang; "search-cost-note-branching"),
    ]
}

/// What the published figure leaves open and how we count (printed under
/// the table and written in the README).
pub(crate) const COST_NOTES: [&str; 7] = [
    "Goal: AIMA's 8-puzzle goal has the blank first (0 1 2/3 4 5/6 7 8), our default (--goal); with the blank in a corner either way, the distribution of boards by depth is the same.",
    "Boards: ours are drawn uniformly, with replacement, from all boards at exactly that optimal length (the exact distance table); AIMA does not say how its 100 instances per depth were made.",
    "Generated: a node is generated when a move is applied to a node being expanded; the root is not counted, duplicates (states already stored) and the goal are. AIMA does not say whether it counts the root.",
    "A*: graph search, goal tested when a node is selected for expansion, ties in f broken towards lower h, then the node generated first; AIMA does not state its tie-breaking, which moves the counts at shallow depths.",
    "IDS: ours (ids) never generates the move that undoes the previous one; it generates children one at a time and adds up every iteration. AIMA's IDS (RECURSIVE-DLS) is a tree search that also generates the move back to the parent: --ids-with-undo adds that count (ids-with-undo), which follows AIMA's published IDS row at depths 2 to 8.",
    "AIMA's IDS figure at depth 12 (3,644,035) implies b* = 3.42, far above its own rows at depths 2 to 8 (b* 2.70 to 2.94) and above the tree-search count with undo measured here (b* about 2.8, some 400,000 nodes): most likely a misprint with one digit too many.",
    "b*: computed from the mean number of nodes generated (N + 1 = 1 + b* + b*^2 + ... + b*^d); averaging each board's b* instead gives slightly different values.",
];

/// The cost table as JSON: `rows`, each with `depth` and one object per
/// algorithm keyed by its name.
pub fn cost_table_json(t: &crate::lab::cost_table::CostTable) -> serde_json::Value {
    use crate::lab::cost_table::{Published, effective_branching_factor};
    use serde_json::{Map, Value, json};
    let rows: Vec<Value> = t
        .rows
        .iter()
        .map(|row| {
            let mut m = Map::new();
            m.insert("depth".into(), json!(row.depth));
            m.insert("available".into(), json!(row.available));
            let published = Published::for_depth(row.depth);
            for (cell, &c) in row.cells.iter().zip(&t.columns) {
                let pub_n = published.and_then(|pb| pb.get(c));
                m.insert(
                    c.key(),
                    json!({
                        "run": cell.run,
                        "generated": cell.generated.map(|x| round(x, 3)),
                        "expanded": cell.expanded.map(|x| round(x, 3)),
                        "branching": cell.branching.map(|x| round(x, 4)),
                        "longer": cell.longer,
                        "note": cell.note,
                        "published": pub_n.map(|n| json!({
                            "generated": n,
                            "branching": effective_branching_factor(n as f64, row.depth).map(|b| round(b, 4)),
                        })),
                    }),
                );
            }
            Value::Object(m)
        })
        .collect();
    json!({
        "goal": t.goal,
        "count": t.count,
        "seed": t.seed,
        "ids_max_nodes": t.ids_max_nodes,
        "columns": t.columns.iter().map(|c| c.key()).collect::<Vec<_>>(),
        "rows": rows,
        "published": crate::lab::cost_table::PUBLISHED,
        "notes": COST_NOTES,
    })
}

fn short(h: Heuristic) -> String {
    h.seed_label()
        .map(str::to_string)
        .unwrap_or_else(|| h.to_string())
}

/// `experiment heuristics` as text.
pub fn comparison_text(
    c: &crate::lab::compare::Comparison,
    goal_line: &str,
    timing: bool,
    p: Palette,
) -> String {
    let lang = p.lang;
    use crate::lab::compare::SEED_RANKING;
    let mut s = String::new();
    let limit = match c.time_limit {
        Some(t) => t!(lang; "search-lab-time-limit", seconds = format!("{t}")),
        None => String::new(),
    };
    let _ = writeln!(
        s,
        "{} {}, {goal_line}",
        p.heading(&t!(lang; "search-lab-compared")),
        c.goal.size_name()
    );
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "search-lab-compared-how",
            boards = c.boards.len().to_string(),
            seed = c.seed.to_string(),
            algorithm = super::search::title(c.algorithm, lang),
            limit = limit,
            max_nodes = count(c.max_nodes, lang)
        )
    );
    if c.interrupted {
        let _ = writeln!(
            s,
            "{}",
            p.bad(&t!(
                lang; "search-lab-interrupted",
                done = c.boards.len().to_string(),
                count = c.count.to_string()
            ))
        );
    }
    let _ = writeln!(s);
    let name_head = t!(lang; "search-audit-heuristic");
    let w = c
        .summaries
        .iter()
        .map(|x| display_width(&label(x.heuristic, lang)))
        .max()
        .unwrap_or(0)
        .max(display_width(&name_head));
    let mut heads = vec![
        (t!(lang; "search-lab-solved"), 9),
        (t!(lang; "search-lab-share"), 7),
        (t!(lang; "search-lab-mean-expanded"), 14),
        (t!(lang; "search-lab-mean-generated"), 14),
    ];
    if timing {
        heads.push((t!(lang; "search-lab-mean-time"), 10));
    }
    heads.push((t!(lang; "search-lab-mean-length"), 11));
    heads.push((t!(lang; "search-lab-longer"), 6));
    let widths: Vec<usize> = heads
        .iter()
        .map(|(h, min)| display_width(h).max(*min))
        .collect();
    let mut head = pad(&name_head, w, true);
    for ((h, _), &width) in heads.iter().zip(&widths) {
        head.push_str(&format!("  {}", pad(h, width, false)));
    }
    let _ = writeln!(s, "{head}");
    let opt = |x: Option<f64>, f: &dyn Fn(f64) -> String| x.map(f).unwrap_or_else(|| "-".into());
    for x in &c.summaries {
        let mut cells = vec![
            format!("{}/{}", x.solved, c.boards.len()),
            format!("{} %", decimal(100.0 * x.share, 1, lang)),
            opt(x.mean_expanded, &|x| mean(x, lang)),
            opt(x.mean_generated, &|x| mean(x, lang)),
        ];
        if timing {
            cells.push(opt(x.mean_seconds, &|t| {
                format!("{} ms", decimal(t * 1000.0, 2, lang))
            }));
        }
        cells.push(opt(x.mean_length, &|l| decimal(l, 2, lang)));
        cells.push(x.longer.to_string());
        let mut line = pad(&label(x.heuristic, lang), w, true);
        for (cell, &width) in cells.iter().zip(&widths) {
            line.push_str(&format!("  {}", pad(cell, width, false)));
        }
        let _ = writeln!(s, "{line}");
    }
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "search-lab-common",
            common = c.common.to_string(),
            boards = c.boards.len().to_string()
        )
    );
    if c.common > 0 {
        let parts: Vec<String> = c
            .summaries
            .iter()
            .filter_map(|x| {
                x.common_mean_expanded
                    .map(|m| format!("{} {}", short(x.heuristic), mean(m, lang)))
            })
            .collect();
        let _ = writeln!(
            s,
            "{}",
            t!(
                lang; "search-lab-common-expanded",
                means = parts.join(&t!(lang; "search-list-comma"))
            )
        );
    }
    let _ = writeln!(s, "{}", t!(lang; "search-lab-ranking"));
    let measured = c
        .ranking
        .iter()
        .map(|group| {
            group
                .iter()
                .map(|&h| short(h))
                .collect::<Vec<_>>()
                .join(" = ")
        })
        .collect::<Vec<_>>()
        .join(" < ");
    let _ = writeln!(
        s,
        "  {}",
        t!(lang; "search-lab-ranking-measured", ranking = measured)
    );
    let report = SEED_RANKING
        .iter()
        .map(|&h| short(h))
        .collect::<Vec<_>>()
        .join(" < ");
    let _ = writeln!(
        s,
        "  {}",
        t!(lang; "search-lab-ranking-report", ranking = report)
    );
    let _ = writeln!(s, "{}", p.dim(&t!(lang; "search-lab-legend")));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn the_cost_notes_in_english_are_the_json_notes() {
        assert_eq!(cost_notes(Lang::EN), COST_NOTES.map(String::from));
        // Each translation has its own notes, with the figures in them.
        for &lang in &Lang::all()[1..] {
            let notes = cost_notes(lang);
            assert!(
                notes.iter().zip(COST_NOTES).all(|(n, e)| n != e),
                "{lang:?}"
            );
            assert!(notes[5].contains("3.42") || notes[5].contains("3,42"));
        }
    }
}
