//! The heuristic lab as text and JSON: the audit of `heuristics check`, the
//! cost table of `experiment cost-table` and the comparison of
//! `experiment heuristics`.

use super::Palette;
use super::search::count;
use crate::board::Board;
use crate::heuristics::Heuristic;
use crate::lab::audit::{Audit, Coverage, HeuristicAudit};
use serde::Serialize;
use std::fmt::Write as _;

/// A heuristic's name with the Vietnamese report's label: `H2 manhattan`, or
/// `misplaced-with-blank (faulty)`.
pub fn label(h: Heuristic) -> String {
    match h.seed_label() {
        Some(l) => format!("{l} {h}"),
        None if h.is_faulty() => format!("{h} (faulty)"),
        None => h.to_string(),
    }
}

fn yes_no(ok: bool, p: Palette, pad: usize) -> String {
    let text = format!("{:<pad$}", if ok { "yes" } else { "NO" });
    if ok { p.good(&text) } else { p.bad(&text) }
}

/// The audit as text.
pub fn audit_text(a: &Audit, goal_line: &str, p: Palette) -> String {
    let mut s = String::new();
    let size = a.goal.size_name();
    let _ = writeln!(s, "{} {size}, {goal_line}", p.heading("Heuristic audit"));
    match &a.coverage {
        Coverage::Exhaustive {
            states,
            diameter,
            moves,
        } => {
            let _ = writeln!(
                s,
                "Exact distances of all {} solvable states (breadth-first search from the goal; the farthest are {diameter} moves away); {} moves checked for consistency.",
                count(*states),
                count(*moves)
            );
        }
        Coverage::Sample {
            requested,
            seed,
            solved,
            unsolved,
            moves,
            solver,
        } => {
            let _ = writeln!(
                s,
                "A sample of {requested} random solvable boards (seed {seed}), {solved} solved optimally by IDA* with {} ({} left out: the node limit, or a time limit asked for); {} moves out of them checked for consistency. A sample can refute a claim, never prove it: \"yes\" means no counterexample among these boards.",
                solver.name(),
                unsolved.len(),
                count(*moves)
            );
            for b in unsolved {
                let _ = writeln!(s, "  not solved within the limits: {}", b.to_line());
            }
        }
    }
    let _ = writeln!(s);
    let name_width = a
        .heuristics
        .iter()
        .map(|x| label(x.heuristic).len())
        .max()
        .unwrap_or(9)
        .max(9);
    let _ = writeln!(
        s,
        "{:<name_width$}  admissible  overestimated  consistent  violating moves  mean h/h*  mean h",
        "heuristic"
    );
    for x in &a.heuristics {
        let _ = writeln!(
            s,
            "{:<name_width$}  {}  {:>13}  {}  {:>15}  {:>9.3}  {:>6.2}",
            label(x.heuristic),
            yes_no(x.admissible, p, 10),
            count(x.overestimated),
            yes_no(x.consistent, p, 10),
            count(x.violating_moves),
            x.mean_ratio,
            x.mean_h
        );
    }
    let over: Vec<&HeuristicAudit> = a.heuristics.iter().filter(|x| !x.admissible).collect();
    if !over.is_empty() {
        let _ = writeln!(s);
        let _ = writeln!(s, "{}", p.heading("Overestimates (h > true distance)"));
        for x in over {
            let w = x
                .worst
                .as_ref()
                .expect("an inadmissible heuristic has a witness");
            let _ = writeln!(
                s,
                "{}: {} overestimated; worst by {} at {}: h = {}, true distance {}{}",
                x.heuristic,
                plural(x.overestimated, "state", "states"),
                w.excess(),
                p.accent(&w.board.to_line()),
                w.h,
                w.distance,
                if x.worst_count > 1 {
                    format!(
                        " ({} overestimated by {}; the one nearest the goal is shown)",
                        plural(x.worst_count, "state", "states"),
                        w.excess()
                    )
                } else {
                    String::new()
                }
            );
        }
    }
    let bad: Vec<&HeuristicAudit> = a.heuristics.iter().filter(|x| !x.consistent).collect();
    if !bad.is_empty() {
        let _ = writeln!(s);
        let _ = writeln!(
            s,
            "{}",
            p.heading("Consistency violations (h drops by more than 1 in one move)")
        );
        for x in bad {
            let v = x
                .violation
                .as_ref()
                .expect("an inconsistent heuristic has a witness");
            let _ = writeln!(
                s,
                "{}: {}; largest drop at {} --{}--> {}: h {} -> {}",
                x.heuristic,
                plural(x.violating_moves, "move", "moves"),
                p.accent(&v.board.to_line()),
                v.mv.letter(),
                v.after.to_line(),
                v.h_before,
                v.h_after
            );
        }
    }
    let _ = writeln!(s);
    let sampled = matches!(a.coverage, Coverage::Sample { .. });
    let every = if sampled {
        "every sampled board"
    } else {
        "every state"
    };
    let _ = writeln!(
        s,
        "{}",
        p.heading(&format!("Dominance (h1 >= h2 on {every})"))
    );
    let mut any = false;
    for x in &a.heuristics {
        let below: Vec<String> = a
            .dominance
            .iter()
            .filter(|d| d.dominant == x.heuristic)
            .map(|d| {
                if d.strict {
                    d.dominated.to_string()
                } else {
                    format!("{} (equal everywhere)", d.dominated)
                }
            })
            .collect();
        if !below.is_empty() {
            any = true;
            let _ = writeln!(
                s,
                "{:<name_width$} >= {}",
                x.heuristic.name(),
                below.join(", ")
            );
        }
    }
    if !any {
        let _ = writeln!(s, "(no heuristic dominates another)");
    }
    let _ = writeln!(
        s,
        "{}",
        p.dim(&if sampled {
            "(admissible: h <= true distance on every sampled board; consistent: h(s) <= 1 + h(t) for every move s -> t out of a sampled board; mean h/h*: over the sampled boards but the goal; every definition is in docs/src/definitions.md)".to_string()
        } else {
            "(admissible: h <= true distance on every state; consistent: h(s) <= 1 + h(t) for every move s -> t; mean h/h*: over every state but the goal; every definition is in docs/src/definitions.md)".to_string()
        })
    );
    s
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", count(n), if n == 1 { one } else { many })
}

/// The JSON of one overestimate.
#[derive(Serialize)]
pub struct JsonWitness<'a> {
    pub board: &'a Board,
    pub line: String,
    pub h: u32,
    pub distance: u32,
    pub excess: u32,
    /// States overestimated by as much.
    pub count: u64,
}

#[derive(Serialize)]
pub struct JsonViolation<'a> {
    pub board: &'a Board,
    pub line: String,
    #[serde(rename = "move")]
    pub mv: String,
    pub after: String,
    pub h_before: u32,
    pub h_after: u32,
}

#[derive(Serialize)]
pub struct JsonHeuristic<'a> {
    pub name: &'static str,
    /// The Vietnamese report's label (H1..H6), null for the faulty variants.
    pub label: Option<&'static str>,
    pub faulty: bool,
    pub admissible: bool,
    pub overestimated: u64,
    pub worst: Option<JsonWitness<'a>>,
    pub consistent: bool,
    pub violating_moves: u64,
    pub violation: Option<JsonViolation<'a>>,
    pub mean_ratio: f64,
    pub mean_h: f64,
    /// The heuristics this one is >= on every state.
    pub dominates: Vec<&'static str>,
}

#[derive(Serialize)]
pub struct JsonAudit<'a> {
    pub width: usize,
    pub height: usize,
    pub goal: &'a Board,
    pub coverage: &'a Coverage,
    pub heuristics: Vec<JsonHeuristic<'a>>,
    pub dominance: &'a [crate::lab::audit::Dominance],
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
pub fn round(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}

/// The heading of a cost-table column.
pub fn column_title(c: crate::lab::cost_table::Column) -> String {
    use crate::lab::cost_table::Column;
    match c {
        Column::Ids => "IDS".to_string(),
        Column::IdsWithUndo => "IDS (with undo)".to_string(),
        Column::Astar(h) => format!("A*({h})"),
    }
}

fn mean(x: f64) -> String {
    if x >= 1000.0 {
        count(x.round() as u64)
    } else {
        format!("{x:.1}")
    }
}

/// The cost table as text, the published figures under ours.
pub fn cost_table_text(
    t: &crate::lab::cost_table::CostTable,
    goal_line: &str,
    p: Palette,
) -> String {
    use crate::lab::cost_table::{Published, effective_branching_factor};
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} 8-puzzle, {goal_line}, {} random boards per depth (seed {})",
        p.heading("Search cost by solution depth (AIMA 3rd ed., Figure 3.29):"),
        t.count,
        t.seed
    );
    let _ = writeln!(
        s,
        "Mean nodes generated, effective branching factor b* in brackets; the AIMA line gives the published figure (b* computed from it the same way)."
    );
    let _ = writeln!(s);
    let width = t
        .columns
        .iter()
        .map(|&c| column_title(c).len())
        .max()
        .unwrap_or(0)
        .max(20);
    let mut head = format!("{:>5}  {:>8}", "depth", "boards");
    for &c in &t.columns {
        head.push_str(&format!("  {:<width$}", column_title(c)));
    }
    let _ = writeln!(s, "{}", head.trim_end());
    for row in &t.rows {
        let mut line = format!("{:>5}  {:>8}", row.depth, t.count);
        for cell in &row.cells {
            let text = match (cell.generated, cell.branching) {
                (Some(g), Some(b)) => format!("{} ({b:.2})", mean(g)),
                (Some(g), None) => mean(g),
                _ => "not run".to_string(),
            };
            let text = if cell.longer > 0 {
                format!("{text} {}!", cell.longer)
            } else {
                text
            };
            line.push_str(&format!("  {:<width$}", text));
        }
        let _ = writeln!(s, "{}", line.trim_end());
        if let Some(pb) = Published::for_depth(row.depth) {
            let mut line = format!("{:>5}  {:>8}", "", "AIMA");
            for &c in &t.columns {
                let text = match pb.get(c) {
                    Some(n) => format!(
                        "{} ({:.2})",
                        count(n),
                        effective_branching_factor(n as f64, row.depth).unwrap_or(0.0)
                    ),
                    None => "-".to_string(),
                };
                line.push_str(&format!("  {}", p.dim(&format!("{text:<width$}"))));
            }
            let _ = writeln!(s, "{}", line.trim_end());
        }
    }
    let notes: Vec<String> = t
        .rows
        .iter()
        .flat_map(|r| {
            r.cells
                .iter()
                .zip(&t.columns)
                .filter_map(|(c, &col)| c.note.as_ref().map(|n| (col, n)))
        })
        .map(|(col, n)| format!("{}: {n}", column_title(col)))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    for n in notes {
        let _ = writeln!(s, "{}", p.dim(&n));
    }
    if t.rows.iter().any(|r| r.cells.iter().any(|c| c.longer > 0)) {
        let _ = writeln!(
            s,
            "{}",
            p.bad("N! = N boards got a solution longer than the depth (the heuristic overestimates, so A* is not optimal)")
        );
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "{}", p.heading("How our counting differs from AIMA's"));
    for note in COST_NOTES {
        let _ = writeln!(s, "- {note}");
    }
    s
}

/// What the published figure leaves open and how we count (printed under
/// the table and written in the README).
pub const COST_NOTES: [&str; 7] = [
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
    use crate::lab::compare::SEED_RANKING;
    let mut s = String::new();
    let limit = match c.time_limit {
        Some(t) => format!("time limit {t} s and "),
        None => String::new(),
    };
    let _ = writeln!(
        s,
        "{} {}, {goal_line}",
        p.heading("Heuristics compared (the Vietnamese report's experiment):"),
        c.goal.size_name()
    );
    let _ = writeln!(
        s,
        "{} random solvable boards (seed {}), {} with each heuristic, {limit}{} generated nodes per search.",
        c.boards.len(),
        c.seed,
        c.algorithm.title(),
        count(c.max_nodes)
    );
    if c.interrupted {
        let _ = writeln!(
            s,
            "{}",
            p.bad(&format!(
                "Interrupted: {} of {} boards done.",
                c.boards.len(),
                c.count
            ))
        );
    }
    let _ = writeln!(s);
    let w = c
        .summaries
        .iter()
        .map(|x| label(x.heuristic).len())
        .max()
        .unwrap_or(9)
        .max(9);
    let mut head = format!(
        "{:<w$}  {:>9}  {:>7}  {:>14}  {:>14}",
        "heuristic", "solved", "share", "mean expanded", "mean generated"
    );
    if timing {
        head.push_str(&format!("  {:>10}", "mean time"));
    }
    head.push_str(&format!("  {:>11}  {:>6}", "mean length", "longer"));
    let _ = writeln!(s, "{head}");
    let opt = |x: Option<f64>, f: &dyn Fn(f64) -> String| x.map(f).unwrap_or_else(|| "-".into());
    for x in &c.summaries {
        let mut line = format!(
            "{:<w$}  {:>9}  {:>7}  {:>14}  {:>14}",
            label(x.heuristic),
            format!("{}/{}", x.solved, c.boards.len()),
            format!("{:.1} %", 100.0 * x.share),
            opt(x.mean_expanded, &mean),
            opt(x.mean_generated, &mean),
        );
        if timing {
            line.push_str(&format!(
                "  {:>10}",
                opt(x.mean_seconds, &|t| format!("{:.2} ms", t * 1000.0))
            ));
        }
        line.push_str(&format!(
            "  {:>11}  {:>6}",
            opt(x.mean_length, &|l| format!("{l:.2}")),
            x.longer
        ));
        let _ = writeln!(s, "{line}");
    }
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "Boards solved by every heuristic: {} of {}.",
        c.common,
        c.boards.len()
    );
    if c.common > 0 {
        let parts: Vec<String> = c
            .summaries
            .iter()
            .filter_map(|x| {
                x.common_mean_expanded
                    .map(|m| format!("{} {}", short(x.heuristic), mean(m)))
            })
            .collect();
        let _ = writeln!(
            s,
            "Mean nodes expanded on those boards: {}.",
            parts.join(", ")
        );
    }
    let _ = writeln!(
        s,
        "Ranking, weakest first (fewer boards solved, then more nodes expanded on the boards both solved; = a tie):"
    );
    let _ = writeln!(
        s,
        "  measured: {}",
        c.ranking
            .iter()
            .map(|group| group
                .iter()
                .map(|&h| short(h))
                .collect::<Vec<_>>()
                .join(" = "))
            .collect::<Vec<_>>()
            .join(" < ")
    );
    let _ = writeln!(
        s,
        "  the Vietnamese report: {}",
        SEED_RANKING
            .iter()
            .map(|&h| short(h))
            .collect::<Vec<_>>()
            .join(" < ")
    );
    let _ = writeln!(
        s,
        "{}",
        p.dim("(means over the boards each heuristic solved; longer = solutions longer than the optimal length found with an admissible heuristic; expanded = children generated, generated = children created, root not counted)")
    );
    s
}
