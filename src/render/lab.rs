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

/// A heuristic's name with seed 001's label: `H2 manhattan`, or
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
                "A sample of {requested} random solvable boards (seed {seed}), {solved} solved optimally by IDA* with {} ({} left out: the time limit); {} moves out of them checked for consistency. A sample can refute a claim, never prove it: \"yes\" means no counterexample among these boards.",
                solver.name(),
                unsolved.len(),
                count(*moves)
            );
            for b in unsolved {
                let _ = writeln!(s, "  not solved in time: {}", b.to_line());
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
            let w = x.worst.as_ref().expect("an inadmissible heuristic has a witness");
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
            let v = x.violation.as_ref().expect("an inconsistent heuristic has a witness");
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
    let _ = writeln!(s, "{}", p.heading("Dominance (h1 >= h2 on every state)"));
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
            let _ = writeln!(s, "{:<name_width$} >= {}", x.heuristic.name(), below.join(", "));
        }
    }
    if !any {
        let _ = writeln!(s, "(no heuristic dominates another)");
    }
    let _ = writeln!(
        s,
        "{}",
        p.dim("(admissible: h <= true distance on every state; consistent: h(s) <= 1 + h(t) for every move s -> t; mean h/h*: over every state but the goal; see the README for every definition)")
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
    /// Seed 001's label (H1..H6), null for the faulty variants.
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
    pub size: String,
    pub goal: &'a Board,
    pub coverage: &'a Coverage,
    pub heuristics: Vec<JsonHeuristic<'a>>,
    pub dominance: &'a [crate::lab::audit::Dominance],
}

pub fn audit_json(a: &Audit) -> JsonAudit<'_> {
    JsonAudit {
        size: a.goal.size_name(),
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
