//! `npuzzle solve` on a 4x4 board with the pattern databases: the default
//! there, and `--heuristic pdb`. The optimal solver (src/optimal.rs) does
//! the search; this file turns its result into the same report as the
//! other algorithms, with the counts defined the same way.

use super::common::{Format, Loaded};
use super::solve::{Args, write_path};
use super::{Ctx, Outcome};
use crate::board::moves_to_string;
use crate::error::Result;
use crate::optimal::{self, OptimalHeuristic, OptimalSolution, SolveError, Solver};
use crate::render::{self, parity as pview, search as view};
use crate::search::{self, Problem};
use serde::Serialize;

/// Why an answer resting on cached tables of a goal that is not a preset
/// is not proved: their checksum is the file's own, which anyone who can
/// write the file can recompute after raising its values.
pub const UNPROVED: &str = "this goal is not a preset, and its cached pattern databases are trusted on their own checksum only, which a file altered with a recomputed checksum would pass; `npuzzle pdb clear --goal …` makes the next run build them and prove its answer";

/// True for the names `--heuristic` accepts for the pattern databases.
pub fn is_pdb_name(name: &str) -> bool {
    OptimalHeuristic::from_name(name) == Some(OptimalHeuristic::Pdb)
}

/// The heuristic's name in JSON: 6-6-3 on 4x4, 6-6-6-6 on 5x5.
fn heuristic_name(width: usize) -> &'static str {
    if width == 5 {
        "pdb-6-6-6-6"
    } else {
        "pdb-6-6-3"
    }
}

#[derive(Serialize)]
struct Stats {
    expanded: u64,
    /// Children created, root not counted (as for every algorithm here;
    /// Korf's published counts include the root: add 1).
    generated: u64,
    iterations: usize,
    /// The f bounds of the IDA* iterations, in order.
    thresholds: Vec<u32>,
    /// IDA* keeps only the current path: its frontier is not tracked by
    /// the pattern-database solver (null).
    max_frontier: Option<u64>,
    elapsed_ms: f64,
    effective_branching_factor: Option<f64>,
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a crate::board::Board,
    goal: &'a crate::board::Board,
    goal_name: &'static str,
    h_start: u32,
    algorithm: &'static str,
    heuristic: &'static str,
    solved: bool,
    stop: &'static str,
    moves: Option<String>,
    length: Option<usize>,
    /// False when the answer rests on a table trusted on its checksum
    /// only (`databases: checksum-only`): a length, not a proof.
    optimal: bool,
    /// `verified` (built here, or the content hash of a preset goal's
    /// databases) or `checksum-only` (cached databases of another goal).
    databases: &'static str,
    /// When a limit stopped the search: every shorter length was ruled out
    /// (null when that rests on a table trusted on its checksum only).
    lower_bound: Option<u32>,
    stats: Stats,
}

/// What the solver returned, with the counts in this tool's definitions.
struct Report {
    solution: Option<OptimalSolution>,
    stop: &'static str,
    stop_message: Option<String>,
    lower_bound: Option<u32>,
    expanded: u64,
    generated: u64,
    thresholds: Vec<u32>,
    elapsed: std::time::Duration,
}

pub fn run(
    args: &Args,
    loaded: &Loaded,
    limits: &search::Limits,
    format: Format,
    ctx: &mut Ctx,
) -> Result<Outcome> {
    let (solver, h_start, verified) = {
        let bar = ctx.progress();
        let mut progress = super::pdb::Progress::quiet_loads(ctx.err).with_bar(bar);
        let goal = loaded.goal.board();
        let solver = if goal.width() == 5 && goal.height() == 5 {
            let tables = crate::pdb::pdb24::for_goal(goal, Some(&limits.cancel), &mut |e| {
                progress.event(e)
            })?;
            progress.finish();
            tables.map(|t| Solver::with_pdb24(&loaded.goal, t))
        } else {
            let tables = crate::pdb::for_goal_cancellable(goal, Some(&limits.cancel), &mut |e| {
                progress.event(e)
            })?;
            progress.finish();
            tables.map(|t| Solver::with_pdb(&loaded.goal, t))
        };
        let Some(solver) = solver else {
            // Ctrl-C during the build: no search, nothing saved; exit 1 as
            // for a search stopped by Ctrl-C.
            writeln!(ctx.err, "npuzzle: solve: {}", super::pdb::INTERRUPTED)?;
            return Ok(Outcome::Negative);
        };
        let solver = solver?;
        let verified = solver.databases_verified();
        let h = solver.h(&loaded.board)?;
        (solver, h, verified)
    };
    let optimal_limits = optimal::Limits {
        // The solver counts the root among the generated nodes.
        max_nodes: limits.max_nodes.map(|n| n.saturating_add(1)),
        time_limit: limits.time_limit,
        cancel: Some(limits.cancel.clone()),
        ..optimal::Limits::default()
    };
    let result = {
        let mut progress = super::pdb::Progress::quiet_loads(ctx.err);
        solver.solve(&loaded.board, &optimal_limits, &mut |e| {
            progress.solver_event(e)
        })
    };
    let report = match result {
        Ok(s) => {
            let problem = Problem {
                start: loaded.board.clone(),
                goal: loaded.goal.clone(),
            };
            if !search::replays(&problem, &s.path) {
                return Err(crate::error::Error::internal(format!(
                    "the pattern-database solver returned {} which does not reach the goal",
                    moves_to_string(&s.path)
                )));
            }
            Report {
                stop: "solved",
                stop_message: None,
                lower_bound: None,
                expanded: s.expanded,
                generated: s.generated.saturating_sub(1),
                thresholds: s.iterations.iter().map(|i| i.threshold).collect(),
                elapsed: s.elapsed,
                solution: Some(s),
            }
        }
        Err(SolveError::Stopped(s)) => Report {
            stop: match s.reason {
                optimal::StopReason::NodeLimit => "node-limit",
                optimal::StopReason::TimeLimit => "time-limit",
                optimal::StopReason::Cancelled => "cancelled",
            },
            stop_message: Some(format!(
                "{}: {} nodes generated in {:.1} s; {}. Raise the limit you gave (--max-nodes N, --time-limit SECS) or give none: the pattern-database solver has no default limit and always finishes; the pattern databases are already the strongest heuristic here.",
                s.reason.describe(),
                view::count(s.generated.saturating_sub(1)),
                s.elapsed.as_secs_f64(),
                if s.proved {
                    format!(
                        "every solution shorter than {} moves was ruled out",
                        s.lower_bound
                    )
                } else {
                    format!("no lower bound is proved: {UNPROVED}")
                }
            )),
            lower_bound: s.proved.then_some(s.lower_bound),
            expanded: s.expanded,
            generated: s.generated.saturating_sub(1),
            thresholds: s.iterations.iter().map(|i| i.threshold).collect(),
            elapsed: s.elapsed,
            solution: None,
        },
        Err(SolveError::Unsolvable) => {
            return Err(crate::error::Error::internal(
                "the pattern-database solver calls unsolvable a board the parity rule calls solvable",
            ));
        }
        Err(SolveError::Error(e)) => return Err(e),
    };
    let path = report.solution.as_ref().map(|s| s.path.clone());
    // Proved optimal only when no table was trusted on its checksum only.
    let proved = report.solution.as_ref().is_none_or(|s| s.proved) && verified;
    let branching = path
        .as_ref()
        .and_then(|p| search::effective_branching_factor(report.generated, p.len()));
    let outcome = Outcome::from_bool(path.is_some());
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                goal: loaded.goal.board(),
                goal_name: loaded.goal_spec.name(),
                h_start,
                algorithm: "idastar",
                heuristic: heuristic_name(loaded.board.width()),
                solved: path.is_some(),
                stop: report.stop,
                moves: path.as_ref().map(|p| moves_to_string(p)),
                length: path.as_ref().map(|p| p.len()),
                optimal: proved,
                databases: if verified {
                    "verified"
                } else {
                    "checksum-only"
                },
                lower_bound: report.lower_bound,
                stats: Stats {
                    expanded: report.expanded,
                    generated: report.generated,
                    iterations: report.thresholds.len(),
                    thresholds: report.thresholds.clone(),
                    max_frontier: None,
                    elapsed_ms: (report.elapsed.as_secs_f64() * 1e6).round() / 1000.0,
                    effective_branching_factor: branching.map(|b| (b * 1000.0).round() / 1000.0),
                },
            },
        )?;
        if let Some(m) = &report.stop_message {
            writeln!(ctx.err, "{m}")?;
        }
        return Ok(outcome);
    }
    let p = ctx.palette;
    writeln!(
        ctx.out,
        "{}",
        pview::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
    )?;
    writeln!(
        ctx.out,
        "Search: IDA* with h = additive 6-6-3 pattern databases (the larger of two lookups); no undo, no closed set."
    )?;
    writeln!(
        ctx.out,
        "h(start) = {} (pattern databases; Manhattan + linear conflict would give {}).",
        p.number(&h_start.to_string()),
        crate::heuristics::Heuristic::LinearConflict.value(&loaded.board, &loaded.goal)
    )?;
    if args.explain_heuristic {
        writeln!(
            ctx.out,
            "\nThe 15 tiles are split into groups of 6, 6 and 3. For each group a table holds the exact number of moves of that group's tiles needed to bring them home, whatever the other tiles do (moves of other tiles are free). Moves of different groups are disjoint, so the three table values add up to a lower bound: admissible. The same is looked up on the board reflected about its diagonal (or with a second partition) and the larger value is used. The tables are built once and cached (npuzzle pdb status)."
        )?;
    }
    writeln!(ctx.out)?;
    match &path {
        Some(path) => write_path(
            ctx,
            &loaded.board,
            path,
            &if proved {
                "shortest possible: the pattern databases never overestimate".to_string()
            } else {
                format!("not proved optimal: {UNPROVED}")
            },
            args.compact,
        )?,
        None => {
            writeln!(
                ctx.out,
                "{}",
                p.bad(report.stop_message.as_deref().unwrap_or("stopped"))
            )?;
            writeln!(ctx.out)?;
        }
    }
    writeln!(ctx.out, "{}", p.heading("Statistics"))?;
    let mut row =
        |name: &str, value: String| writeln!(ctx.out, "  {name:<34} {}", p.number(&value));
    row(
        "solution length (moves)",
        path.as_ref()
            .map_or("none found".into(), |p| p.len().to_string()),
    )?;
    row("nodes expanded", view::count(report.expanded))?;
    row("nodes generated", view::count(report.generated))?;
    row(
        "iterations (f bounds)",
        format!(
            "{} ({})",
            report.thresholds.len(),
            report
                .thresholds
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    )?;
    let ms = report.elapsed.as_secs_f64() * 1000.0;
    row(
        "elapsed (search only)",
        if ms < 10_000.0 {
            format!("{ms:.1} ms")
        } else {
            format!("{:.1} s", ms / 1000.0)
        },
    )?;
    row(
        "effective branching factor b*",
        branching.map_or("-".into(), |b| format!("{b:.3}")),
    )?;
    writeln!(
        ctx.out,
        "{}",
        p.dim("  (IDA* holds only the current path; generated counts children, root not counted: Korf's published counts are one more)")
    )?;
    Ok(outcome)
}
