//! `npuzzle solve --batch FILE`: many boards in one run, one per line (any
//! notation a board argument takes; blank lines and `#` comments skipped;
//! `-` reads standard input). Each board goes through the library's
//! pipeline (`npuzzle::solve`) exactly as a single `solve` would: the same
//! plan, the same rules; the pattern databases are loaded once per goal.
//!
//! `--jobs N` boards are solved at once, on scoped threads of the standard
//! library (`std::thread::scope`: no dependency, and the workers may
//! borrow the parsed boards); the lines are printed in input order, so
//! the output is byte for byte that of one thread. What a board's search
//! reports on standard error (a database build) is kept with its line.
//!
//! Output: one line per board in text; one JSON object per line with
//! `--format jsonl` (an `error` object for a bad line). A bad line is
//! reported with its number (on standard error, and in jsonl as an object)
//! and the other boards are solved. Exit code: 2 when any line was bad
//! (bad input wins, as for a single board), else 1 when any board was
//! unsolvable or not solved within the limits, else 0.

use super::common::{Format, GoalArgs};
use super::progress_term::DatabaseProgress;
use super::{Ctx, Outcome};
use npuzzle::board::{Goal, moves_to_string};
use npuzzle::error::{Error, Result};
use npuzzle::render::search::count;
use npuzzle::search;
use npuzzle::solve::{self as pipeline, Ask, Plan, Request, Run};
use serde::Serialize;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// One line of the output (jsonl).
#[derive(Serialize, Default, Clone)]
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
    use npuzzle::fsread::{self, BATCH};
    if file == "-" {
        let bytes = fsread::read_capped(&mut *ctx.input, "--batch -", BATCH)?;
        return fsread::utf8(bytes, "--batch -: standard input");
    }
    // A regular file only, opened without blocking, capped.
    fsread::read_text(
        std::path::Path::new(file),
        &format!("--batch {}", npuzzle::parse::escape(file)),
        BATCH,
    )
}

/// A batch run: the file, the board and goal flags, what was asked, the
/// limits of each board, the number of workers.
pub struct Batch<'a> {
    pub file: &'a str,
    pub size: Option<&'a str>,
    pub goal: &'a GoalArgs,
    pub ask: Ask,
    pub limits: search::Limits,
    pub jobs: usize,
    pub format: Format,
}

/// One board of the file, read and planned (in the main thread).
enum Job {
    /// A bad line (or another error, which ends the run at this line).
    Bad(Error),
    /// Unsolvable: its line is already complete.
    Done(Line),
    /// To solve.
    Solve(Box<(Request, Plan)>, Line),
}

/// What a worker hands back: the line (or the error), and what the
/// board's run wrote to standard error.
type Solved = (Result<Line>, Vec<u8>);

/// Solve every board of a batch file.
pub(super) fn run(batch: &Batch, ctx: &mut Ctx) -> Result<Outcome> {
    let text = read_all(batch.file, ctx)?;
    let size = batch
        .size
        .map(npuzzle::parse::parse_size)
        .transpose()
        .map_err(|e| e.context("--size"))?;
    let jobs: Vec<(usize, Job)> = text
        .lines()
        .enumerate()
        .filter_map(|(i, raw)| {
            let body = raw.split('#').next().unwrap_or("").trim();
            (!body.is_empty()).then(|| (i + 1, prepare_line(batch, body, size)))
        })
        .collect();
    let workers = batch.jobs.clamp(1, jobs.len().max(1));
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (sender, results) = mpsc::channel::<(usize, Solved)>();
        for _ in 0..workers {
            let sender = sender.clone();
            let (jobs, next, stop) = (&jobs, &next, &stop);
            scope.spawn(move || {
                loop {
                    // No new board after Ctrl-C or an error.
                    if stop.load(Ordering::Relaxed) || npuzzle::interrupt::requested() {
                        break;
                    }
                    let at = next.fetch_add(1, Ordering::Relaxed);
                    let Some((_, job)) = jobs.get(at) else { break };
                    if sender.send((at, solve_job(job))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let result = print_in_order(&jobs, results, batch.format, ctx);
        stop.store(true, Ordering::Relaxed);
        result
    })
}

/// Print the lines in input order as the workers finish them, and the
/// summary; the exit code of the whole run.
fn print_in_order(
    jobs: &[(usize, Job)],
    results: mpsc::Receiver<(usize, Solved)>,
    format: Format,
    ctx: &mut Ctx,
) -> Result<Outcome> {
    let mut waiting: Vec<Option<Solved>> = (0..jobs.len()).map(|_| None).collect();
    let mut tally = Tally::default();
    for (at, &(number, _)) in jobs.iter().enumerate() {
        while waiting[at].is_none() {
            match results.recv() {
                Ok((i, solved)) => waiting[i] = Some(solved),
                // The workers stopped (Ctrl-C) between two boards: none
                // was being solved, and this one was never started.
                Err(_) => {
                    writeln!(
                        ctx.err,
                        "npuzzle: interrupted (Ctrl-C): stopped before line {number}; it and the boards after it were not solved"
                    )?;
                    return Ok(Outcome::Negative);
                }
            }
        }
        let Some((line, stderr)) = waiting[at].take() else {
            continue;
        };
        ctx.err.write_all(&stderr)?;
        let line = match line {
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
        // Each line as soon as it is known: a long batch written to a
        // file can be followed (`tail -f`), and what goes to standard
        // error next comes after it.
        ctx.out.flush()?;
        if line.stop == Some(search::Stop::Cancelled.name()) {
            // Ctrl-C stops the batch at the board being solved: the
            // boards after it get no line at all. The boards before it
            // that ended before the signal (a worker may have finished
            // one just as it came) keep their lines.
            writeln!(
                ctx.err,
                "npuzzle: interrupted (Ctrl-C): stopped at line {number}, the board being solved; the boards after it were not solved"
            )?;
            return Ok(Outcome::Negative);
        }
    }
    if format == Format::Text {
        let boards = tally.solved + tally.negative + tally.bad.len();
        writeln!(
            ctx.out,
            "{boards} board{}: {} solved, {} unsolvable or not solved, {} bad line{}.",
            if boards == 1 { "" } else { "s" },
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
        return npuzzle::render::write_json_line(ctx.out, line);
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

/// Read one line's board and goal, and plan it (as a single `solve`).
fn prepare_line(batch: &Batch, body: &str, size: Option<(usize, usize)>) -> Job {
    let planned = || -> Result<Job> {
        let board = npuzzle::parse::parse_board(body, size)?;
        search::check_searchable(&board)?;
        let (goal_spec, goal) = batch.goal.resolve_for(&board)?;
        let goal = Goal::new(goal);
        let mut line = Line {
            board: Some(board.to_line()),
            ..Line::default()
        };
        if !npuzzle::parity::is_solvable(&board, &goal) {
            line.solvable = Some(false);
            line.solved = Some(false);
            return Ok(Job::Done(line));
        }
        line.solvable = Some(true);
        let request = Request {
            board,
            goal,
            goal_spec,
            ask: batch.ask.clone(),
            limits: batch.limits.clone(),
            // The boards share the threads: each search runs on one.
            jobs: 1,
        };
        let plan = Plan::new(&request)?;
        Ok(Job::Solve(Box::new((request, plan)), line))
    };
    planned().unwrap_or_else(Job::Bad)
}

/// Solve one board (on a worker thread).
fn solve_job(job: &Job) -> Solved {
    let mut stderr = Vec::new();
    let line = match job {
        Job::Bad(e) => Err(e.clone()),
        Job::Done(line) => Ok(line.clone()),
        Job::Solve(planned, line) => {
            let (request, plan) = &**planned;
            DatabaseProgress::quiet_loads(&mut stderr)
                .run(request, plan)
                .map(|done| filled(line.clone(), &done))
        }
    };
    (line, stderr)
}

/// A line with what the pipeline found.
fn filled(mut line: Line, done: &pipeline::Outcome) -> Line {
    let path = done.path();
    line.solved = Some(done.solved());
    line.stop = Some(done.stop_name());
    line.length = path.map(|p| p.len());
    line.moves = path.map(moves_to_string);
    line.optimal = done.solved().then(|| done.proved());
    line.algorithm = Some(done.plan.algorithm_name());
    line.heuristic = done.plan.heuristic_name();
    let (expanded, generated) = done.counts();
    line.expanded = Some(expanded);
    line.generated = Some(generated);
    if !matches!(done.result, Run::BuildInterrupted) {
        line.elapsed_ms = Some(round_ms(done.elapsed().as_secs_f64()));
    }
    line
}

fn round_ms(secs: f64) -> f64 {
    (secs * 1_000_000.0).round() / 1000.0
}
