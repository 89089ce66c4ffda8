//! `npuzzle explain`: the walkthrough a newcomer runs first.

use super::common::{BoardArgs, Format, OutputArgs};
use super::{Ctx, Outcome};
use crate::error::Result;
use crate::parity::{inversion_table, verdict};
use crate::render::{self, parity as view, search as search_view};
use serde::Serialize;

/// A full walkthrough of a board: the grid, the inversion table, the verdict.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle explain \"7 2 4/5 0 6/8 3 1\"\n  npuzzle explain \"2 8 3/1 6 4/7 0 5\" --goal snail"
)]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
    /// Also trace these moves (U/D/L/R or tile numbers) with the parity
    /// proof on every move, as `npuzzle trace` does.
    #[arg(long, value_name = "MOVES")]
    pub moves: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a crate::board::Board,
    width: usize,
    height: usize,
    goal: &'a crate::board::Board,
    goal_name: &'static str,
    inversions: &'a crate::parity::InversionTable,
    verdict: &'a crate::parity::Verdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<&'a crate::proof::Trace>,
    /// Solvable boards: an optimal solution (up to 16 cells) or a note.
    solution: Option<SolutionJson>,
}

#[derive(Serialize)]
struct SolutionJson {
    found: bool,
    optimal: bool,
    algorithm: Option<&'static str>,
    moves: Option<String>,
    length: Option<usize>,
    /// The parity invariant after each move of the solution.
    parity_steps: Vec<search_view::TraceStep>,
    note: Option<String>,
}

/// The solution section: computed, stopped by a limit, or out of reach.
enum Solution {
    Found(crate::search::SearchResult, Vec<search_view::TraceStep>),
    Stopped(crate::search::SearchResult),
    TooBig,
}

/// Time allowed for the optimal solution in `explain`.
const SOLVE_SECONDS: u64 = 10;

fn solution(loaded: &super::common::Loaded) -> Result<Solution> {
    if loaded.board.cells() > crate::search::OPTIMAL_MAX_CELLS {
        return Ok(Solution::TooBig);
    }
    let problem = crate::search::Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    let limits = crate::search::Limits {
        time_limit: Some(std::time::Duration::from_secs(SOLVE_SECONDS)),
        cancel: super::solve::interrupt_flag(),
        ..crate::search::Limits::default()
    };
    let result = crate::search::optimal_solution(&problem, &limits)?;
    super::solve::check_answer(&problem, &result)?;
    Ok(match &result.path {
        Some(path) => {
            let steps = search_view::parity_trace(&loaded.board, &loaded.goal, path);
            Solution::Found(result, steps)
        }
        None => Solution::Stopped(result),
    })
}

fn too_big_note(loaded: &super::common::Loaded) -> String {
    format!(
        "A {} board is beyond optimal search here (at most {} cells); a reduction-based solution (not optimal) comes from `npuzzle reduce`.",
        loaded.board.size_name(),
        crate::search::OPTIMAL_MAX_CELLS
    )
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args.output.format(&[Format::Text, Format::Json])?;
    let loaded = args.board.load()?;
    let table = inversion_table(&loaded.board, &loaded.goal);
    let v = verdict(&loaded.board, &loaded.goal);
    let sol = if v.solvable {
        Some(solution(&loaded)?)
    } else {
        None
    };
    let trace = args
        .moves
        .as_deref()
        .map(|m| super::trace::trace_moves(&loaded.board, &loaded.goal, m, "--moves"))
        .transpose()?;
    if format == Format::Json {
        let solution = sol.as_ref().map(|s| match s {
            Solution::Found(r, steps) => SolutionJson {
                found: true,
                optimal: r.options.is_optimal(),
                algorithm: Some(r.algorithm.name()),
                moves: r.path.as_ref().map(|p| crate::board::moves_to_string(p)),
                length: r.path.as_ref().map(|p| p.len()),
                parity_steps: steps.clone(),
                note: None,
            },
            Solution::Stopped(r) => SolutionJson {
                found: false,
                optimal: false,
                algorithm: Some(r.algorithm.name()),
                moves: None,
                length: None,
                parity_steps: Vec::new(),
                note: Some(search_view::stopped(r, loaded.board.cells())),
            },
            Solution::TooBig => SolutionJson {
                found: false,
                optimal: false,
                algorithm: None,
                moves: None,
                length: None,
                parity_steps: Vec::new(),
                note: Some(too_big_note(&loaded)),
            },
        });
        render::write_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                width: loaded.board.width(),
                height: loaded.board.height(),
                goal: loaded.goal.board(),
                goal_name: loaded.goal_spec.name(),
                inversions: &table,
                verdict: &v,
                trace: trace.as_ref(),
                solution,
            },
        )?;
        return trace
            .as_ref()
            .map_or(Ok(Outcome::Success), super::trace::finish);
    }
    let p = ctx.palette;
    writeln!(
        ctx.out,
        "{} {}, {}",
        p.heading("Board"),
        loaded.board.size_name(),
        view::goal_line(&loaded.goal, &loaded.goal_spec)
    )?;
    write!(
        ctx.out,
        "{}",
        render::side_by_side(
            &[
                ("board".into(), render::grid(&loaded.board, p, &[])),
                ("goal".into(), render::grid(loaded.goal.board(), p, &[])),
            ],
            4
        )
    )?;
    writeln!(ctx.out)?;
    writeln!(ctx.out, "{}", p.heading("1. Inversions"))?;
    write!(
        ctx.out,
        "{}",
        view::inversion_table(&table, &loaded.goal, p)
    )?;
    writeln!(ctx.out)?;
    writeln!(ctx.out, "{}", p.heading("2. Solvable?"))?;
    write!(
        ctx.out,
        "{}",
        view::verdict(&v, &loaded.board, &loaded.goal, p)
    )?;
    let mut section = 3;
    if let Some(trace) = &trace {
        let moves = render::escape(args.moves.as_deref().unwrap_or(""));
        let text = render::proof::text(trace, &format!("of {moves}"), p, false);
        writeln!(ctx.out)?;
        writeln!(
            ctx.out,
            "{}",
            p.heading(&format!("{section}. The moves, one by one"))
        )?;
        write!(ctx.out, "{text}")?;
        section += 1;
    }
    if let Some(sol) = sol {
        writeln!(ctx.out)?;
        writeln!(ctx.out, "{}", p.heading(&format!("{section}. A solution")))?;
        match sol {
            Solution::Found(r, steps) => {
                let path = r.path.as_deref().unwrap_or(&[]);
                writeln!(
                    ctx.out,
                    "Optimal solution (found by {} with the linear-conflict heuristic): {} move{}: {}.",
                    if r.algorithm == crate::search::Algorithm::Idastar {
                        "IDA*"
                    } else {
                        "A*"
                    },
                    p.number(&path.len().to_string()),
                    if path.len() == 1 { "" } else { "s" },
                    if path.is_empty() {
                        "none needed".to_string()
                    } else {
                        crate::board::moves_to_string(path)
                    }
                )?;
                let even =
                    crate::parity::Rule::for_board(&loaded.board) == crate::parity::Rule::EvenWidth;
                writeln!(
                    ctx.out,
                    "The parity of {} after each move (it never changes, which is why the other half of the boards can never be reached):",
                    if even {
                        "inversions + the blank's row distance"
                    } else {
                        "the inversion count"
                    }
                )?;
                write!(
                    ctx.out,
                    "{}",
                    search_view::parity_trace_text(&steps, even, p)
                )?;
                if !path.is_empty() {
                    writeln!(
                        ctx.out,
                        "{}",
                        p.dim(&format!(
                            "(the proof of each move: npuzzle trace \"{}\" {}{})",
                            loaded.board.to_line(),
                            crate::board::moves_to_string(path),
                            match &loaded.goal_spec {
                                crate::board::GoalSpec::BlankLast => String::new(),
                                crate::board::GoalSpec::Board(b) => {
                                    format!(" --goal \"{}\"", b.to_line())
                                }
                                other => format!(" --goal {}", other.name()),
                            }
                        ))
                    )?;
                }
            }
            Solution::Stopped(r) => {
                writeln!(
                    ctx.out,
                    "No optimal solution within {SOLVE_SECONDS} s: {}",
                    search_view::stopped(&r, loaded.board.cells())
                )?;
            }
            Solution::TooBig => writeln!(ctx.out, "{}", too_big_note(&loaded))?,
        }
    }
    match &trace {
        Some(trace) => super::trace::finish(trace),
        None => Ok(Outcome::Success),
    }
}
