//! `npuzzle solve`: the flags become a [`npuzzle::solve::Request`], the
//! library's pipeline decides how the board is solved and runs it, and the
//! outcome goes to the renderers (`--step` goes to `step`, `--batch` to
//! `batch`, a pattern-database outcome to `solve_pdb`).

use super::common::{Format, Loaded};
use super::ctx::{Ctx, Outcome};
pub use super::search_args::Args;
use super::search_args::{Prepared, parse_algo, prepare, refuse};
use npuzzle::error::{Error, Result};
use npuzzle::render::{self, parity as pview, search as view};
use npuzzle::search::{Algorithm, Options, SearchResult};
use npuzzle::solve::{self as pipeline, Ask, Plan, Request, Run, Sinks};
use serde::Serialize;

/// What the flags ask for, read before any board: `--heuristic pdb` (and
/// its wrong combinations, usage errors), nothing at all (the pipeline
/// picks the best), or a search with these options. Also the algorithm
/// `--explain-heuristic` names.
fn ask(args: &Args) -> Result<(Ask, Algorithm)> {
    let chosen = args
        .algo
        .as_deref()
        .map(parse_algo)
        .transpose()
        .map_err(|e| e.context("--algo"))?;
    let algorithm = chosen.unwrap_or(Algorithm::Astar);
    let named = args
        .rules
        .heuristic
        .as_deref()
        .is_some_and(super::solve_pdb::is_pdb_name);
    // The pattern-database search takes a move order (it changes where
    // the last iteration meets the goal), not the other rules.
    let fixed_rules_given = args.rules.tree_search
        || args.rules.no_undo
        || args.rules.goal_test.is_some()
        || args.rules.ties.is_some();
    let rules_given = args.rules.order.is_some() || fixed_rules_given;
    if named && chosen.is_some_and(|a| a != Algorithm::Idastar) {
        return Err(Error::problem(npuzzle::msg!("usage-pdb-idastar")));
    }
    if named && fixed_rules_given {
        return Err(Error::problem(npuzzle::msg!("usage-pdb-rules")));
    }
    let ask = if named {
        Ask::Databases
    } else if chosen.is_none() && args.rules.heuristic.is_none() && !rules_given {
        Ask::Best
    } else {
        Ask::Search(args.rules.options(algorithm, true)?)
    };
    Ok((ask, algorithm))
}

#[derive(Serialize)]
struct SolveJson<'a> {
    board: &'a npuzzle::board::Board,
    goal: &'a npuzzle::board::Board,
    goal_name: &'static str,
    h_start: Option<u32>,
    #[serde(flatten)]
    result: view::JsonResult,
    heuristic_explanation: Option<npuzzle::i18n::Msg>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    if args.step.step {
        return super::step::solve(&args, ctx);
    }
    let format = if args.batch.is_some() {
        args.output
            .format(&[Format::Text, Format::Jsonl], &mut ctx.palette)?
    } else {
        args.output
            .format(&[Format::Text, Format::Json], &mut ctx.palette)?
    };
    let (ask, algorithm) = ask(&args)?;
    let pdb_variant = args
        .rules
        .heuristic
        .as_deref()
        .and_then(super::solve_pdb::pdb_variant_of);
    let limits = args.limits.limits()?;
    let pruning = args.pruning.map(super::search_args::PruningArg::pruning);
    // `--order` with the pattern databases (any other search reads it in
    // its options).
    let pdb_order = match (&ask, &args.rules.order) {
        (Ask::Databases, Some(o)) => Some(npuzzle::search::MoveOrder::parse(o)?.0),
        _ => None,
    };
    if let Some(file) = &args.batch {
        let batch = super::batch::Batch {
            file,
            size: args.board.size.as_deref(),
            goal: &args.board.goal,
            ask,
            pdb_variant,
            pruning,
            pdb_order,
            limits,
            jobs: args.jobs(),
            format,
        };
        return super::batch::run(&batch, ctx);
    }
    let (loaded, verdict) = match prepare(&args.board.board_args())? {
        Prepared::Ready(l) => (l, None),
        Prepared::Unsolvable(l, v) => (l, Some(v)),
    };
    let request = Request {
        board: loaded.board.clone(),
        goal: loaded.goal.clone(),
        goal_spec: loaded.goal_spec.clone(),
        ask,
        limits,
        jobs: args.jobs(),
        pdb_variant,
        pruning,
        pdb_order,
        many: false,
    };
    // A wrong size for `--heuristic pdb` is reported before solvability.
    let plan = Plan::new(&request)?;
    if let Some(v) = verdict {
        return refuse(&loaded, &v, format == Format::Json, ctx);
    }
    let Plan::Search { options, .. } = &plan else {
        return super::solve_pdb::run(&request, &plan, &loaded, &args, format, ctx);
    };
    let heuristic = options.used_heuristic();
    let h_start = heuristic.map(|h| h.value(&loaded.board, &loaded.goal));
    if format == Format::Text {
        // The heading first, so that a long search is not a blank screen.
        let p = ctx.palette;
        writeln!(
            ctx.out,
            "{}",
            pview::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
        )?;
        let rules = view::rules_line(options, ctx.lang());
        writeln!(
            ctx.out,
            "{}",
            npuzzle::t!(p.lang; "search-rules-heading", rules = rules)
        )?;
        if let (Some(h), Some(v)) = (heuristic, h_start) {
            let value = p.number(&v.to_string());
            writeln!(
                ctx.out,
                "{}",
                npuzzle::t!(p.lang; "search-h-start", value = value, h = h.name())
            )?;
        }
        if args.explain_heuristic {
            match heuristic {
                Some(h) => writeln!(ctx.out, "\n{}", h.explanation().say(ctx.palette.lang))?,
                None => writeln!(
                    ctx.out,
                    "\n{}",
                    npuzzle::t!(p.lang;
                        "search-no-heuristic",
                        algorithm = view::title(algorithm, ctx.lang())
                    )
                )?,
            }
        }
        writeln!(ctx.out)?;
        ctx.out.flush()?;
    }
    // On a terminal a live status line is drawn on standard error.
    let status = super::progress_term::enabled().then(|| ctx.progress());
    let done = pipeline::run(
        &request,
        &plan,
        &mut Sinks {
            events: &mut |_| {},
            status,
        },
    )?;
    let Run::Search(result) = &done.result else {
        return Err(Error::internal("a search plan gave no search result"));
    };
    let outcome = Outcome::from_bool(result.solved());
    let hints = &done.suggestions;
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &SolveJson {
                board: &loaded.board,
                goal: loaded.goal.board(),
                goal_name: loaded.goal_spec.name(),
                h_start,
                result: view::json(result),
                heuristic_explanation: args
                    .explain_heuristic
                    .then(|| heuristic.map(|h| h.explanation()))
                    .flatten(),
            },
        )?;
        if !result.solved() {
            writeln!(
                ctx.err,
                "{}",
                view::stopped(result, loaded.board.cells(), ctx.lang())
            )?;
            for hint in [&hints.idastar, &hints.databases].into_iter().flatten() {
                writeln!(ctx.err, "{}", hint.say(ctx.palette.lang))?;
            }
        }
        return Ok(outcome);
    }
    write_result(ctx, &loaded, result, options, args.compact)?;
    for hint in [&hints.databases, &hints.idastar].into_iter().flatten() {
        writeln!(ctx.out, "\n{}", hint.say(ctx.palette.lang))?;
    }
    Ok(outcome)
}

/// The path (or the stop message) and the statistics.
fn write_result(
    ctx: &mut Ctx,
    loaded: &Loaded,
    result: &SearchResult,
    options: &Options,
    compact: bool,
) -> Result<()> {
    let p = ctx.palette;
    match &result.path {
        Some(path) => write!(
            ctx.out,
            "{}",
            view::solution(
                &loaded.board,
                path,
                &view::optimality_note(options, ctx.lang()),
                compact,
                p
            )
        )?,
        None => {
            writeln!(
                ctx.out,
                "{}",
                p.bad(&view::stopped(result, loaded.board.cells(), ctx.lang()))
            )?;
            writeln!(ctx.out)?;
        }
    }
    writeln!(
        ctx.out,
        "{}",
        p.heading(&npuzzle::t!(p.lang; "search-statistics"))
    )?;
    write!(ctx.out, "{}", view::stats(result, p))?;
    Ok(())
}
