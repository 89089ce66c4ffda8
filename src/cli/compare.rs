//! `npuzzle compare`: several algorithms on one board, their trees (or a
//! summary when a tree is big) and their counts side by side.

use super::common::{BoardArgs, Format, OutputArgs};
use super::solve::{LimitArgs, Prepared, RuleArgs, parse_algo, prepare, refuse};
use super::tree::recorded;
use super::{Ctx, Outcome};
use crate::error::{Error, Result};
use crate::render::{self, search as sview, tree as view};
use crate::search::{Algorithm, Problem};
use serde::Serialize;

/// Run several algorithms on one board and compare what they did.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle compare \"2 8 3/1 6 4/7 0 5\" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation\n  npuzzle compare \"8 6 7/2 5 4/3 0 1\" --algos bfs,bidir,astar,idastar\n  npuzzle compare 867254301 --algos astar,greedy --heuristic manhattan --json"
)]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
    /// Comma-separated algorithms: bfs, ids, ordered, greedy, astar,
    /// idastar, bidir.
    #[arg(long, default_value = "bfs,ordered,astar", value_name = "LIST")]
    pub algos: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Draw a search's tree when it has at most this many nodes; bigger
    /// trees are summarised.
    #[arg(long, value_name = "N", default_value_t = 60)]
    pub max_nodes_drawn: usize,
    /// Leave out the elapsed-time row (for reproducible output).
    #[arg(long)]
    pub no_timing: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a crate::board::Board,
    goal: &'a crate::board::Board,
    results: Vec<sview::JsonResult>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args.output.format(&[Format::Text, Format::Json])?;
    let algorithms: Vec<Algorithm> = args
        .algos
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| parse_algo(s).map_err(|e| e.context("--algos")))
        .collect::<Result<_>>()?;
    if algorithms.is_empty() {
        return Err(Error::usage("--algos: name at least one algorithm"));
    }
    if args.rules.heuristic.is_some() && !algorithms.iter().any(|a| a.uses_heuristic()) {
        return Err(Error::usage(
            "--heuristic applies to greedy, astar and idastar, and none of them is in --algos",
        ));
    }
    let limits = args.limits.limits()?;
    let loaded = match prepare(&args.board)? {
        Prepared::Ready(l) => l,
        Prepared::Unsolvable(l, v) => return refuse(&l, &v, format == Format::Json, ctx),
    };
    let problem = Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    let mut runs = Vec::new();
    for &a in &algorithms {
        let options = args.rules.options(a, false)?;
        runs.push(recorded(&problem, &options, &limits, args.max_nodes_drawn)?);
    }
    let all_solved = runs.iter().all(|(r, _)| r.solved());
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                goal: loaded.goal.board(),
                results: runs.iter().map(|(r, _)| sview::json(r)).collect(),
            },
        )?;
        return Ok(Outcome::from_bool(all_solved));
    }
    let p = ctx.palette;
    writeln!(
        ctx.out,
        "{}",
        render::parity::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
    )?;
    writeln!(ctx.out)?;
    for (result, tree) in &runs {
        writeln!(
            ctx.out,
            "{}",
            p.heading(&format!(
                "{}: {}",
                result.algorithm,
                sview::rules_line(&result.options)
            ))
        )?;
        if tree.omitted == 0 {
            write!(ctx.out, "{}", view::text(tree, p, view::BoardStyle::Inline))?;
        } else {
            writeln!(
                ctx.out,
                "{} nodes generated{}: the tree has more than {} nodes (--max-nodes-drawn), not drawn.",
                sview::count(result.stats.generated),
                if result.stats.iterations > 1 {
                    " over all iterations"
                } else {
                    ""
                },
                args.max_nodes_drawn
            )?;
        }
        match &result.path {
            Some(path) => writeln!(
                ctx.out,
                "Solution: {} ({} moves).",
                crate::board::moves_to_string(path),
                path.len()
            )?,
            None => writeln!(
                ctx.out,
                "{}",
                p.bad(&sview::stopped(result, loaded.board.cells()))
            )?,
        }
        writeln!(ctx.out)?;
    }
    writeln!(ctx.out, "{}", p.heading("Counts side by side"))?;
    let named: Vec<(String, &crate::search::SearchResult)> = runs
        .iter()
        .map(|(r, _)| {
            let name = match r.options.used_heuristic() {
                Some(h) if r.algorithm.uses_heuristic() => format!("{} ({})", r.algorithm, h),
                _ => r.algorithm.to_string(),
            };
            (name, r)
        })
        .collect();
    write!(ctx.out, "{}", sview::table(&named, !args.no_timing))?;
    writeln!(
        ctx.out,
        "{}",
        p.dim("(expanded = children generated; generated = children created, root not counted; selected = taken from the frontier; every definition is in docs/src/definitions.md)")
    )?;
    Ok(Outcome::from_bool(all_solved))
}
