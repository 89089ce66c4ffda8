//! `solve --step`: the search one expansion at a time. In a pipe the steps
//! are printed (text, or one JSON object per expansion with `--format
//! jsonl`); on a terminal they are an interactive view (`step_view`).

use super::common::{BoardArgs, Format, OutputArgs};
use super::ctx::{Ctx, Outcome};
use super::search_args::{LimitArgs, Prepared, RuleArgs, parse_algo, prepare, refuse};
use npuzzle::error::{Error, Result};
use npuzzle::render::{self, parity as pview, search as sview, step_json, step_text};
use npuzzle::search::events::{DEFAULT_MAX_STEPS, Steps};
use npuzzle::search::{Algorithm, Problem};
use npuzzle::solve::record::{self, check_steppable};

/// The one line for an unsolvable board (never searched).
#[derive(serde::Serialize)]
struct Unsolvable<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    board: &'a npuzzle::board::Board,
    goal: &'a npuzzle::board::Board,
    solvable: bool,
    searched: bool,
    verdict: &'a npuzzle::parity::Verdict,
}

/// `solve BOARD --step`.
pub fn solve(args: &super::search_args::Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Jsonl], &mut ctx.palette)?;
    let algorithm = args
        .algo
        .as_deref()
        .map(parse_algo)
        .transpose()
        .map_err(|e| e.context("--algo"))?
        .unwrap_or(Algorithm::Astar);
    check_steppable(algorithm)?;
    let options = args.rules.options(algorithm, true)?;
    let limits = args.limits.limits()?;
    let loaded = match prepare(&args.board.board_args())? {
        Prepared::Ready(l) => l,
        Prepared::Unsolvable(l, v) if format == Format::Jsonl => {
            render::write_json_line(
                ctx.out,
                &Unsolvable {
                    kind: "result",
                    board: &l.board,
                    goal: l.goal.board(),
                    solvable: false,
                    searched: false,
                    verdict: &v,
                },
            )?;
            return Ok(Outcome::Negative);
        }
        Prepared::Unsolvable(l, v) => return refuse(&l, &v, false, ctx),
    };
    let problem = Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    let (result, steps) = record::steps(&problem, &options, &limits, args.step.cap(), false)?;
    let outcome = Outcome::from_bool(result.solved());
    if format == Format::Jsonl {
        for s in &steps.steps {
            render::write_json_line(ctx.out, &step_json::step(&steps, s))?;
        }
        render::write_json_line(
            ctx.out,
            &step_json::end(&steps, &result, &loaded.board, loaded.goal.board()),
        )?;
        if !result.solved() {
            writeln!(
                ctx.err,
                "{}",
                sview::stopped(&result, loaded.board.cells(), ctx.lang())
            )?;
        }
        return Ok(outcome);
    }
    let last = sview::outcome_line(&result, &loaded.board, ctx.lang());
    show(
        &loaded,
        &[(algorithm.name().to_string(), &steps, last)],
        &npuzzle::t!(ctx.lang();
            "search-rules-heading",
            rules = sview::rules_line(&options, ctx.lang())
        ),
        ctx,
    )?;
    Ok(outcome)
}

/// `compare BOARD --algos A,B --step`.
pub fn compare(
    board: &BoardArgs,
    rules: &RuleArgs,
    limits: &LimitArgs,
    output: &OutputArgs,
    algorithms: &[Algorithm],
    ctx: &mut Ctx,
) -> Result<Outcome> {
    output.format(&[Format::Text], &mut ctx.palette)?;
    for &a in algorithms {
        check_steppable(a)?;
    }
    if algorithms.len() > 2 {
        return Err(Error::problem(npuzzle::msg!("usage-step-two")));
    }
    let limits = limits.limits()?;
    let loaded = match prepare(board)? {
        Prepared::Ready(l) => l,
        Prepared::Unsolvable(l, v) => return refuse(&l, &v, false, ctx),
    };
    let problem = Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    let mut runs = Vec::new();
    for &a in algorithms {
        let options = rules.options(a, false)?;
        let (result, steps) = record::steps(&problem, &options, &limits, DEFAULT_MAX_STEPS, false)?;
        runs.push((result, steps));
    }
    let all = runs.iter().all(|(r, _)| r.solved());
    let panes: Vec<(String, &Steps, String)> = runs
        .iter()
        .map(|(r, s)| {
            (
                r.algorithm.name().to_string(),
                s,
                sview::outcome_line(r, &loaded.board, ctx.lang()),
            )
        })
        .collect();
    let rules = runs
        .iter()
        .map(|(r, _)| sview::rules_line(&r.options, ctx.lang()))
        .collect::<Vec<_>>()
        .join(" | ");
    show(&loaded, &panes, &rules, ctx)?;
    Ok(Outcome::from_bool(all))
}

/// The steps of one or two searches: the interactive view on a terminal,
/// else the text of every step.
fn show(
    loaded: &super::common::Loaded,
    runs: &[(String, &Steps, String)],
    rules: &str,
    ctx: &mut Ctx,
) -> Result<()> {
    let p = ctx.palette;
    let heading = pview::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p);
    if ctx.interactive {
        let panes: Vec<super::step_view::Pane> = runs
            .iter()
            .map(|(name, steps, last)| super::step_view::Pane::new(name, steps, last))
            .collect();
        // One line above the panes: the rules of one search, or the board
        // and its goal for two.
        let top = if runs.len() == 1 {
            rules
        } else {
            heading.as_str()
        };
        return super::step_view::run(&panes, top, ctx);
    }
    writeln!(ctx.out, "{heading}")?;
    for (name, steps, last) in runs {
        if runs.len() > 1 {
            writeln!(ctx.out)?;
            writeln!(
                ctx.out,
                "{}",
                p.heading(&format!(
                    "{name}: {}",
                    sview::rules_line(&steps.options, ctx.lang())
                ))
            )?;
        } else {
            writeln!(ctx.out, "{rules}")?;
        }
        writeln!(ctx.out)?;
        write!(ctx.out, "{}", step_text::start(steps, ctx.lang()))?;
        for s in &steps.steps {
            writeln!(ctx.out)?;
            write!(ctx.out, "{}", step_text::step(steps, s, p))?;
        }
        writeln!(ctx.out)?;
        write!(ctx.out, "{}", step_text::end(steps, ctx.lang()))?;
        writeln!(ctx.out, "{last}")?;
    }
    Ok(())
}
