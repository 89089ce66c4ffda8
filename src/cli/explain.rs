//! `npuzzle explain`: the walkthrough a newcomer runs first.

use super::common::{BoardArgs, Format, Loaded, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::board::{Dir, GoalSpec, moves_to_string};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::parity::{inversion_table, verdict};
use npuzzle::proof::{self, Trace};
use npuzzle::render::{self, parity as view};
use npuzzle::search::Stop;
use npuzzle::solution::{Fallback, Found, Method};
use npuzzle::t;
use serde::Serialize;
use std::io::Write as _;

/// The help of `--max-nodes`, its number the code's own.
fn max_nodes_help() -> String {
    format!(
        "Budget of the optimal search in generated nodes (default {}, a few seconds); past it the solution shown is the canonical reduction, labelled not optimal. A budget of nodes, not of time, so a board gets the same answer on any machine",
        npuzzle::lesson::budget::group(npuzzle::solution::OPTIMAL_NODES)
    )
}

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
    #[arg(long, value_name = "N", help = max_nodes_help())]
    pub max_nodes: Option<u64>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a npuzzle::board::Board,
    width: usize,
    height: usize,
    goal: &'a npuzzle::board::Board,
    goal_name: &'static str,
    inversions: &'a npuzzle::parity::InversionTable,
    verdict: &'a npuzzle::parity::Verdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<&'a npuzzle::proof::Trace>,
    /// Solvable boards: an optimal solution (up to 16 cells) or a note.
    solution: Option<SolutionJson<'a>>,
}

#[derive(Serialize)]
struct SolutionJson<'a> {
    found: bool,
    optimal: bool,
    /// `pattern-databases`, `unproved-pattern-databases`,
    /// `astar-linear-conflict`, `idastar-linear-conflict` or `reduction`.
    method: Method,
    moves: Option<String>,
    length: Option<usize>,
    /// The per-move parity proof of the solution (as `npuzzle trace`).
    #[serde(skip_serializing_if = "Option::is_none")]
    proof: Option<&'a Trace>,
    note: Option<String>,
}

/// Longest solution whose per-move proof is printed in full; a longer one
/// (a reduction of a big board) is summarised with the command to see it.
const PROOF_MAX_MOVES: usize = 300;

/// The solution of a solvable board, and its traced proof.
struct Solved {
    found: Found,
    proof: Trace,
}

fn solution(loaded: &Loaded, max_nodes: u64, ctx: &mut Ctx) -> Result<Solved> {
    let bar = ctx.progress();
    let lang = ctx.lang();
    let mut progress =
        super::progress_term::DatabaseProgress::quiet_loads(ctx.err, lang).with_bar(bar);
    let found = npuzzle::solution::find(
        &loaded.board,
        &loaded.goal,
        max_nodes,
        npuzzle::interrupt::flag(),
        &mut |e| progress.solver_event(e),
    )?;
    let moves = &found.moves;
    let trace = proof::trace_dirs(&loaded.board, &loaded.goal, moves)?;
    if trace.stopped.is_some() || &trace.end.board != loaded.goal.board() {
        return Err(Error::internal(format!(
            "the solution {} does not replay to the goal",
            moves_to_string(moves)
        )));
    }
    super::trace::finish(&trace, ctx.lang())?;
    Ok(Solved {
        found,
        proof: trace,
    })
}

/// The `npuzzle trace` command that shows the same proof.
fn trace_command(loaded: &Loaded, moves: &[Dir]) -> String {
    format!(
        "npuzzle trace \"{}\" {}{}",
        loaded.board.to_line(),
        moves_to_string(moves),
        match &loaded.goal_spec {
            GoalSpec::BlankLast => String::new(),
            GoalSpec::Board(b) => format!(" --goal \"{}\"", b.to_line()),
            other => format!(" --goal {}", other.name()),
        }
    )
}

/// Why the optimal search gave way to the reduction, in `lang` (no final
/// full stop: the sentence around it ends it).
fn fallback_words(f: &Fallback, lang: Lang) -> String {
    let reason = match f.stop {
        Stop::Cancelled => t!(lang;"pdb-stop-cancelled"),
        Stop::TimeLimit => t!(lang;"pdb-stop-time-limit"),
        _ => t!(lang;"pdb-stop-node-limit"),
    };
    let generated = lang.number(f.generated);
    match f.lower_bound {
        Some(bound) => t!(lang;
            "board-fallback-bound",
            method = method_words(f.method, lang),
            reason = reason,
            generated = generated,
            bound = bound
        ),
        None => t!(lang;
            "board-fallback",
            method = method_words(f.method, lang),
            reason = reason,
            generated = generated
        ),
    }
}

/// How a solution was found, in the reader's language (the JSON keeps
/// the method's name, and its note says it in English).
fn method_words(method: Method, lang: Lang) -> String {
    match method {
        Method::PatternDatabases => t!(lang;"board-method-pdb"),
        Method::UnprovedPatternDatabases => t!(lang;"board-method-pdb-unproved"),
        Method::AstarLinearConflict => t!(lang;"board-method-astar"),
        Method::IdastarLinearConflict => t!(lang;"board-method-idastar"),
        Method::Reduction => t!(lang;"board-method-reduction"),
    }
}

fn write_solution(
    out: &mut dyn std::io::Write,
    p: render::Palette,
    loaded: &Loaded,
    solved: &Solved,
) -> Result<()> {
    let lang = p.lang;
    let Found {
        moves,
        method,
        note,
    } = &solved.found;
    let trace = &solved.proof;
    let kind = if method.optimal() {
        t!(lang;"board-solution-optimal")
    } else if *method == Method::UnprovedPatternDatabases {
        t!(lang;"board-solution-unproved")
    } else {
        t!(lang;"board-solution-not-optimal")
    };
    let tail = if moves.is_empty() {
        t!(lang;"board-solution-none-needed")
    } else if moves.len() <= PROOF_MAX_MOVES {
        t!(lang;"board-solution-moves", moves = moves_to_string(moves))
    } else {
        t!(lang;"board-solution-end")
    };
    writeln!(
        out,
        "{}",
        t!(lang;
            "board-solution-line",
            kind = kind,
            method = method_words(*method, lang),
            shown = p.number(&moves.len().to_string()),
            count = moves.len(),
            tail = tail
        )
    )?;
    if let Some(note) = note {
        writeln!(
            out,
            "{}",
            t!(lang;"board-solution-note", note = fallback_words(note, lang))
        )?;
    }
    if moves.is_empty() {
        return Ok(());
    }
    if moves.len() <= PROOF_MAX_MOVES {
        writeln!(out, "{}", t!(lang;"board-solution-proof-intro"))?;
        writeln!(out)?;
        write!(
            out,
            "{}",
            render::proof::text(trace, &t!(lang;"board-trace-of-solution"), p, true)
        )?;
    } else {
        writeln!(
            out,
            "{}",
            t!(lang;
                "board-solution-long",
                name = render::proof::invariant_words(trace.rule, lang),
                start = trace.start.invariant.to_string(),
                end = trace.end.invariant.to_string(),
                moves = moves.len().to_string(),
                command = p.dim(&trace_command(loaded, moves))
            )
        )?;
    }
    Ok(())
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json], &mut ctx.palette)?;
    let loaded = args.board.load()?;
    let table = inversion_table(&loaded.board, &loaded.goal);
    let v = verdict(&loaded.board, &loaded.goal);
    let max_nodes = match args.max_nodes {
        Some(0) => return Err(Error::problem(npuzzle::msg!("usage-max-nodes-zero"))),
        Some(n) => n,
        None => npuzzle::solution::OPTIMAL_NODES,
    };
    let sol = if v.solvable {
        Some(solution(&loaded, max_nodes, ctx)?)
    } else {
        None
    };
    let trace = args
        .moves
        .as_deref()
        .map(|m| super::trace::trace_moves(&loaded.board, &loaded.goal, m, Some("--moves")))
        .transpose()?;
    if format == Format::Json {
        let solution = sol.as_ref().map(|s| SolutionJson {
            found: true,
            optimal: s.found.method.optimal(),
            method: s.found.method,
            moves: Some(moves_to_string(&s.found.moves)),
            length: Some(s.found.moves.len()),
            proof: Some(&s.proof),
            note: s.found.note.as_ref().map(|f| fallback_words(f, Lang::EN)),
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
        return trace.as_ref().map_or(Ok(Outcome::Success), |t| {
            super::trace::finish(t, ctx.lang())
        });
    }
    let p = ctx.palette;
    let lang = p.lang;
    // The text is put together first, so that in another language than
    // English its prose lines are wrapped to 80 columns (`view::fitted`).
    let mut out: Vec<u8> = Vec::new();
    writeln!(
        out,
        "{}",
        view::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
    )?;
    write!(
        out,
        "{}",
        render::side_by_side(
            &[
                (
                    t!(lang;"board-row-board"),
                    render::grid(&loaded.board, p, &[])
                ),
                (
                    t!(lang;"board-row-goal"),
                    render::grid(loaded.goal.board(), p, &[])
                ),
            ],
            4
        )
    )?;
    writeln!(out)?;
    writeln!(out, "{}", p.heading(&t!(lang;"board-explain-inversions")))?;
    write!(out, "{}", view::inversion_table(&table, &loaded.goal, p))?;
    writeln!(out)?;
    writeln!(out, "{}", p.heading(&t!(lang;"board-explain-solvable")))?;
    write!(out, "{}", view::verdict(&v, &loaded.board, &loaded.goal, p))?;
    let mut section = 3;
    if let Some(trace) = &trace {
        let moves = render::escape(args.moves.as_deref().unwrap_or(""));
        let text = render::proof::text(
            trace,
            &t!(lang;"board-trace-of-moves", moves = moves.to_string()),
            p,
            false,
        );
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            p.heading(&t!(lang;"board-explain-moves", section = section))
        )?;
        write!(out, "{text}")?;
        section += 1;
    }
    if let Some(sol) = &sol {
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            p.heading(&t!(lang;"board-explain-solution", section = section))
        )?;
        write_solution(&mut out, p, &loaded, sol)?;
    }
    let text = String::from_utf8(out).map_err(|e| Error::internal(e.to_string()))?;
    write!(ctx.out, "{}", view::fitted(text, ctx.lang()))?;
    match &trace {
        Some(trace) => super::trace::finish(trace, ctx.lang()),
        None => Ok(Outcome::Success),
    }
}
