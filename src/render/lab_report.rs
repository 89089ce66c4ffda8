//! The reports of `heuristics check` (an audit) and `experiment
//! cost-table` as [`report`](super::report) parts: made once in the
//! reader's language, laid out by the terminal and by the lesson's view.

use super::Palette;
use super::lab::{column_title, cost_notes, label, mean};
use super::report::{Columns, Mark, Part, Table};
use super::search::{count, decimal, pad};
use super::wrap::display_width;
use crate::i18n::Lang;
use crate::lab::audit::{Audit, Coverage, HeuristicAudit};
use crate::t;

/// The audit as text.
pub fn audit_text(a: &Audit, goal_line: &str, p: Palette) -> String {
    let mark = super::report::terminal_mark(p);
    super::report::text(&audit(a, goal_line, p.lang, &mark), p)
}

/// The cost table as text.
pub fn cost_table_text(
    t: &crate::lab::cost_table::CostTable,
    goal_line: &str,
    p: Palette,
) -> String {
    let mark = super::report::terminal_mark(p);
    super::report::text(&cost_table(t, goal_line, p.lang, &mark), p)
}

type Marker<'m> = &'m dyn Fn(&str, Mark) -> String;

/// The audit: what was covered, a row per heuristic, the witnesses of
/// overestimates and violations, and which heuristic dominates which.
pub(crate) fn audit(a: &Audit, goal_line: &str, lang: Lang, mark: Marker) -> Vec<Part<'static>> {
    let size = a.goal.size_name();
    let mut out = vec![Part::Line(format!(
        "{} {size}, {goal_line}",
        mark(&t!(lang; "search-audit-heading"), Mark::Heading)
    ))];
    match &a.coverage {
        Coverage::Exhaustive {
            states,
            diameter,
            moves,
        } => out.push(Part::Line(t!(
            lang; "search-audit-exhaustive",
            states = count(*states, lang),
            diameter = diameter.to_string(),
            moves = count(*moves, lang)
        ))),
        Coverage::Sample {
            requested,
            seed,
            solved,
            unsolved,
            moves,
            solver,
        } => {
            out.push(Part::Line(t!(
                lang; "search-audit-sample",
                requested = requested.to_string(),
                seed = seed.to_string(),
                solved = solved.to_string(),
                solver = solver.name(),
                unsolved = unsolved.len().to_string(),
                moves = count(*moves, lang)
            )));
            for b in unsolved {
                out.push(Part::Line(format!(
                    "  {}",
                    t!(lang; "search-audit-not-solved", board = b.to_line())
                )));
            }
        }
    }
    out.push(Part::Gap);
    let yes_no = |ok: bool| {
        if ok {
            mark(&t!(lang; "search-yes"), Mark::Good)
        } else {
            mark(&t!(lang; "search-lab-no"), Mark::Bad)
        }
    };
    let verdict_w =
        display_width(&t!(lang; "search-yes")).max(display_width(&t!(lang; "search-lab-no")));
    out.push(Part::Table(
        Table {
            head: vec![
                t!(lang; "search-audit-heuristic"),
                t!(lang; "search-audit-admissible"),
                t!(lang; "search-audit-overestimated"),
                t!(lang; "search-audit-consistent"),
                t!(lang; "search-audit-violating"),
                t!(lang; "search-audit-mean-ratio"),
                t!(lang; "search-audit-mean-h"),
            ],
            rows: a
                .heuristics
                .iter()
                .map(|x| {
                    vec![
                        label(x.heuristic, lang),
                        yes_no(x.admissible),
                        count(x.overestimated, lang),
                        yes_no(x.consistent),
                        count(x.violating_moves, lang),
                        decimal(x.mean_ratio, 3, lang),
                        decimal(x.mean_h, 2, lang),
                    ]
                })
                .collect(),
            numeric: vec![false, false, true, false, true, true, true],
        },
        Columns {
            min: vec![0, verdict_w, 0, verdict_w, 0, 0, 0],
            gap: vec![0, 2, 2, 2, 2, 2, 2],
            right: vec![false, false, true, false, true, true, true],
            head_right: vec![false, false, true, false, true, true, false],
        },
    ));
    let over: Vec<&HeuristicAudit> = a.heuristics.iter().filter(|x| !x.admissible).collect();
    if !over.is_empty() {
        out.push(Part::Gap);
        out.push(Part::Heading(t!(lang; "search-audit-overestimates")));
        for x in over {
            let w = x
                .worst
                .as_ref()
                .expect("an inadmissible heuristic has a witness");
            let also = if x.worst_count > 1 {
                t!(
                    lang; "search-audit-worst-also",
                    states = count(x.worst_count, lang),
                    n = x.worst_count,
                    excess = w.excess().to_string()
                )
            } else {
                String::new()
            };
            out.push(Part::Line(t!(
                lang; "search-audit-overestimate",
                h = x.heuristic.name(),
                states = count(x.overestimated, lang),
                n = x.overestimated,
                excess = w.excess().to_string(),
                board = mark(&w.board.to_line(), Mark::Accent),
                value = w.h.to_string(),
                distance = w.distance.to_string(),
                also = also
            )));
        }
    }
    let bad: Vec<&HeuristicAudit> = a.heuristics.iter().filter(|x| !x.consistent).collect();
    if !bad.is_empty() {
        out.push(Part::Gap);
        out.push(Part::Heading(t!(lang; "search-audit-violations")));
        for x in bad {
            let v = x
                .violation
                .as_ref()
                .expect("an inconsistent heuristic has a witness");
            out.push(Part::Line(t!(
                lang; "search-audit-violation",
                h = x.heuristic.name(),
                moves = count(x.violating_moves, lang),
                n = x.violating_moves,
                board = mark(&v.board.to_line(), Mark::Accent),
                dir = v.mv.letter(),
                after = v.after.to_line(),
                before_h = v.h_before.to_string(),
                after_h = v.h_after.to_string()
            )));
        }
    }
    out.push(Part::Gap);
    let sampled = matches!(a.coverage, Coverage::Sample { .. });
    out.push(Part::Heading(if sampled {
        t!(lang; "search-audit-dominance-sampled")
    } else {
        t!(lang; "search-audit-dominance")
    }));
    let name_width = a
        .heuristics
        .iter()
        .map(|x| display_width(&label(x.heuristic, lang)))
        .max()
        .unwrap_or(0)
        .max(display_width(&t!(lang; "search-audit-heuristic")));
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
                    t!(lang; "search-audit-equal-everywhere", h = d.dominated.name())
                }
            })
            .collect();
        if !below.is_empty() {
            any = true;
            out.push(Part::Line(format!(
                "{} >= {}",
                pad(x.heuristic.name(), name_width, true),
                below.join(&t!(lang; "search-list-comma"))
            )));
        }
    }
    if !any {
        out.push(Part::Line(t!(lang; "search-audit-no-dominance")));
    }
    out.push(Part::Line(mark(
        &if sampled {
            t!(lang; "search-audit-legend-sampled")
        } else {
            t!(lang; "search-audit-legend")
        },
        Mark::Dim,
    )));
    out
}

/// The cost table: the mean nodes generated (and b*) per depth and
/// algorithm, the published figures under ours, and how the two differ.
pub(crate) fn cost_table(
    t: &crate::lab::cost_table::CostTable,
    goal_line: &str,
    lang: Lang,
    mark: Marker,
) -> Vec<Part<'static>> {
    use crate::lab::cost_table::{Published, effective_branching_factor};
    let mut out = vec![
        Part::Line(t!(
            lang; "search-cost-heading",
            heading = mark(&t!(lang; "search-cost-title"), Mark::Heading),
            goal = goal_line,
            count = t.count.to_string(),
            seed = t.seed.to_string()
        )),
        Part::Line(t!(lang; "search-cost-explained")),
        Part::Gap,
    ];
    let mut head = vec![
        t!(lang; "search-cost-depth"),
        t!(lang; "search-cost-boards"),
    ];
    head.extend(t.columns.iter().map(|&c| column_title(c, lang)));
    let mut rows = Vec::new();
    for row in &t.rows {
        let mut line = vec![row.depth.to_string(), t.count.to_string()];
        for cell in &row.cells {
            let text = match (cell.generated, cell.branching) {
                (Some(g), Some(b)) => format!("{} ({})", mean(g, lang), decimal(b, 2, lang)),
                (Some(g), None) => mean(g, lang),
                _ => t!(lang; "search-cost-not-run"),
            };
            line.push(if cell.longer > 0 {
                format!("{text} {}!", cell.longer)
            } else {
                text
            });
        }
        rows.push(line);
        if let Some(pb) = Published::for_depth(row.depth) {
            let mut line = vec![String::new(), "AIMA".to_string()];
            for &c in &t.columns {
                let text = match pb.get(c) {
                    Some(n) => format!(
                        "{} ({})",
                        count(n, lang),
                        decimal(
                            effective_branching_factor(n as f64, row.depth).unwrap_or(0.0),
                            2,
                            lang
                        )
                    ),
                    None => "-".to_string(),
                };
                line.push(mark(&text, Mark::Dim));
            }
            rows.push(line);
        }
    }
    let columns = t.columns.len();
    let with = |first: [bool; 2], rest: bool| {
        let mut v = first.to_vec();
        v.extend(std::iter::repeat_n(rest, columns));
        v
    };
    let mut min = vec![5, 8];
    min.extend(std::iter::repeat_n(20, columns));
    out.push(Part::Table(
        Table {
            head,
            rows,
            numeric: with([true, true], false),
        },
        Columns {
            min,
            gap: vec![2; columns + 2],
            right: with([true, true], false),
            head_right: with([true, true], false),
        },
    ));
    let notes: Vec<String> = t
        .rows
        .iter()
        .flat_map(|r| {
            r.cells
                .iter()
                .zip(&t.columns)
                .filter_map(|(c, &col)| c.note.as_ref().map(|n| (col, n)))
        })
        .map(|(col, n)| format!("{}: {n}", column_title(col, lang)))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    for n in notes {
        out.push(Part::Line(mark(&n, Mark::Dim)));
    }
    if t.rows.iter().any(|r| r.cells.iter().any(|c| c.longer > 0)) {
        out.push(Part::Line(mark(&t!(lang; "search-cost-longer"), Mark::Bad)));
    }
    out.push(Part::Gap);
    out.push(Part::Heading(t!(lang; "search-cost-differs")));
    out.push(Part::List(cost_notes(lang).to_vec()));
    out
}
