//! `npuzzle solve --batch FILE`: many boards in one run, one per line (any
//! notation a board argument takes; blank lines and `#` comments skipped;
//! `-` reads standard input). The pattern databases are loaded once per
//! goal and the search rules are those of a single `solve`.
//!
//! Output: one line per board in text; one JSON object per line with
//! `--format jsonl` (an `error` object for a bad line). A bad line is
//! reported with its number (on standard error, and in jsonl as an object)
//! and the other boards are solved. Exit code: 2 when any line was bad
//! (bad input wins, as for a single board), else 1 when any board was
//! unsolvable or not solved within the limits, else 0.

use super::common::Format;
use super::solve::{Args, PdbChoice};
use super::{Ctx, Outcome};
use crate::board::{Board, Goal, moves_to_string};
use crate::error::{Error, Result};
use crate::optimal::{self, OptimalHeuristic, SolveError, Solver};
use crate::render::search::count;
use crate::search::{self, Options, Problem};
use serde::Serialize;
use std::collections::HashMap;
use std::time::Instant;

/// One line of the output (jsonl).
#[derive(Serialize, Default)]
struct Line {
    line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solvable: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solved: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stop: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    length: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    optimal: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    algorithm: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heuristic: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expanded: Option<u64>,
    /// Children created, the root not counted (as for a single `solve`).
    #[serde(skip_serializing_if = "Option::is_none")]
    generated: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    elapsed_ms: Option<f64>,
}

/// What the run has seen so far.
#[derive(Default)]
struct Tally {
    solved: usize,
    negative: usize,
    bad: Vec<usize>,
}

fn read_all(file: &str, ctx: &mut Ctx) -> Result<String> {
    use crate::fsread::{self, BATCH};
    if file == "-" {
        let bytes = fsread::read_capped(&mut *ctx.input, "--batch -", BATCH)?;
        return fsread::utf8(bytes, "--batch -: standard input");
    }
    // A regular file only, opened without blocking, capped.
    fsread::read_text(
        std::path::Path::new(file),
        &format!("--batch {}", crate::parse::escape(file)),
        BATCH,
    )
}

/// Solve every board of a batch file.
pub(super) fn run(
    args: &Args,
    file: &str,
    options: &Options,
    pdb: &PdbChoice,
    limits: &search::Limits,
    format: Format,
    ctx: &mut Ctx,
) -> Result<Outcome> {
    let text = read_all(file, ctx)?;
    let size = args
        .board
        .size
        .as_deref()
        .map(crate::parse::parse_size)
        .transpose()
        .map_err(|e| e.context("--size"))?;
    let mut solvers: HashMap<Vec<u8>, Solver> = HashMap::new();
    let mut tally = Tally::default();
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let body = raw.split('#').next().unwrap_or("").trim();
        if body.is_empty() {
            continue;
        }
        let line = match solve_line(args, body, size, options, pdb, limits, &mut solvers, ctx) {
            Ok(mut line) => {
                line.line = number;
                if line.solved == Some(true) {
                    tally.solved += 1;
                } else {
                    tally.negative += 1;
                }
                line
            }
            Err(e) if e.exit_code() == 2 => {
                tally.bad.push(number);
                writeln!(ctx.err, "line {number}: {e}")?;
                Line {
                    line: number,
                    error: Some(e.to_string()),
                    ..Line::default()
                }
            }
            Err(e) => return Err(e.context(format!("line {number}"))),
        };
        write_line(ctx, &line, format)?;
        if crate::interrupt::requested() {
            // Ctrl-C stops the batch at the board being solved: the
            // boards after it get no line at all.
            writeln!(
                ctx.err,
                "npuzzle: interrupted (Ctrl-C): stopped at line {number}, the board being solved; the boards after it were not solved"
            )?;
            return Ok(Outcome::Negative);
        }
    }
    if format == Format::Text {
        writeln!(
            ctx.out,
            "{} board{}: {} solved, {} unsolvable or not solved, {} bad line{}.",
            tally.solved + tally.negative + tally.bad.len(),
            if tally.solved + tally.negative + tally.bad.len() == 1 {
                ""
            } else {
                "s"
            },
            tally.solved,
            tally.negative,
            tally.bad.len(),
            if tally.bad.len() == 1 { "" } else { "s" }
        )?;
    }
    if let Some(first) = tally.bad.first() {
        return Err(Error::input(format!(
            "--batch: {} bad line{} (the first: line {first}); the other boards were solved",
            tally.bad.len(),
            if tally.bad.len() == 1 { "" } else { "s" }
        )));
    }
    Ok(Outcome::from_bool(tally.negative == 0))
}

fn write_line(ctx: &mut Ctx, line: &Line, format: Format) -> Result<()> {
    if format == Format::Jsonl {
        return crate::render::write_json_line(ctx.out, line);
    }
    let n = line.line;
    if let Some(e) = &line.error {
        writeln!(ctx.out, "line {n}: bad line: {e}")?;
        return Ok(());
    }
    let board = line.board.as_deref().unwrap_or("");
    if line.solvable == Some(false) {
        writeln!(ctx.out, "line {n}: {board}: unsolvable (parity)")?;
        return Ok(());
    }
    let how = format!(
        "{} {}",
        line.algorithm.unwrap_or(""),
        line.heuristic.unwrap_or("")
    );
    let counts = format!(
        "{} expanded, {} generated",
        count(line.expanded.unwrap_or(0)),
        count(line.generated.unwrap_or(0))
    );
    match (&line.moves, line.length) {
        (Some(moves), Some(len)) => writeln!(
            ctx.out,
            "line {n}: {board}: {len} move{} ({}, {}): {}; {counts}",
            if len == 1 { "" } else { "s" },
            if line.optimal == Some(true) {
                "optimal"
            } else {
                "not proven optimal"
            },
            how.trim(),
            if moves.is_empty() { "-" } else { moves },
        )?,
        _ => writeln!(
            ctx.out,
            "line {n}: {board}: not solved: {} ({}); {counts}",
            line.stop.unwrap_or("stopped"),
            how.trim(),
        )?,
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn solve_line(
    args: &Args,
    body: &str,
    size: Option<(usize, usize)>,
    options: &Options,
    pdb: &PdbChoice,
    limits: &search::Limits,
    solvers: &mut HashMap<Vec<u8>, Solver>,
    ctx: &mut Ctx,
) -> Result<Line> {
    let board = crate::parse::parse_board(body, size)?;
    search::check_searchable(&board)?;
    let (_, goal) = args.board.goal.resolve_for(&board)?;
    let goal = Goal::new(goal);
    let mut line = Line {
        board: Some(board.to_line()),
        ..Line::default()
    };
    if !crate::parity::is_solvable(&board, &goal) {
        line.solvable = Some(false);
        line.solved = Some(false);
        return Ok(line);
    }
    line.solvable = Some(true);
    if pdb.applies(args, &board) {
        if !(board.width() == 4 && board.height() == 4) {
            return Err(Error::usage(format!(
                "--heuristic pdb: the pattern databases are for 4x4 boards, this one is {}",
                board.size_name()
            )));
        }
        return solve_pdb(&board, &goal, limits, solvers, line, ctx);
    }
    let problem = Problem {
        start: board.clone(),
        goal,
    };
    let r = optimal::engine::solve(&problem, options, limits)?;
    super::solve::check_answer(&problem, &r)?;
    line.solved = Some(r.solved());
    line.stop = Some(r.stop.name());
    line.length = r.path.as_ref().map(|p| p.len());
    line.moves = r.path.as_ref().map(|p| moves_to_string(p));
    line.optimal = r.solved().then_some(options.is_optimal());
    line.algorithm = Some(options.algorithm.name());
    line.heuristic = options.used_heuristic().map(|h| h.name());
    line.expanded = Some(r.stats.expanded);
    line.generated = Some(r.stats.generated);
    line.elapsed_ms = Some(round_ms(r.stats.elapsed.as_secs_f64()));
    Ok(line)
}

fn round_ms(secs: f64) -> f64 {
    (secs * 1_000_000.0).round() / 1000.0
}

fn solve_pdb(
    board: &Board,
    goal: &Goal,
    limits: &search::Limits,
    solvers: &mut HashMap<Vec<u8>, Solver>,
    mut line: Line,
    ctx: &mut Ctx,
) -> Result<Line> {
    let key = goal.board().tiles().to_vec();
    if !solvers.contains_key(&key) {
        let mut progress = super::pdb::Progress::quiet_loads(ctx.err);
        let solver = Solver::new(goal, OptimalHeuristic::Pdb, &mut |e| {
            progress.solver_event(e)
        })?;
        solvers.insert(key.clone(), solver);
    }
    let solver = &solvers[&key];
    let optimal_limits = optimal::Limits {
        // The solver counts the root among the generated nodes.
        max_nodes: limits.max_nodes.map(|n| n.saturating_add(1)),
        time_limit: limits.time_limit,
        cancel: Some(limits.cancel.clone()),
        ..optimal::Limits::default()
    };
    let started = Instant::now();
    line.algorithm = Some("idastar");
    line.heuristic = Some("pdb-6-6-3");
    match solver.solve(board, &optimal_limits, &mut |_| {}) {
        Ok(s) => {
            line.solved = Some(true);
            line.stop = Some("solved");
            line.length = Some(s.path.len());
            line.moves = Some(moves_to_string(&s.path));
            // Not proved when a table is trusted on its checksum only.
            line.optimal = Some(s.proved);
            line.expanded = Some(s.expanded);
            line.generated = Some(s.generated.saturating_sub(1));
        }
        Err(SolveError::Stopped(s)) => {
            line.solved = Some(false);
            line.stop = Some(match s.reason {
                optimal::StopReason::NodeLimit => "node-limit",
                optimal::StopReason::TimeLimit => "time-limit",
                optimal::StopReason::Cancelled => "cancelled",
            });
            line.expanded = Some(s.expanded);
            line.generated = Some(s.generated.saturating_sub(1));
        }
        Err(SolveError::Unsolvable) => {
            return Err(Error::internal(
                "the optimal solver calls unsolvable a board the parity rule calls solvable",
            ));
        }
        Err(SolveError::Error(e)) => return Err(e),
    }
    line.elapsed_ms = Some(round_ms(started.elapsed().as_secs_f64()));
    Ok(line)
}
