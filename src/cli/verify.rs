//! `npuzzle verify`: the theorem checked over a whole state space.

use super::common::{Format, GoalArgs, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::board::{Board, check_size};
use npuzzle::error::{Error, Result};
use npuzzle::parse::parse_size;
use npuzzle::render::{self, reduce as view};
use npuzzle::statespace::{MAX_CELLS, default_threads, distances_with, factorial};
use npuzzle::t;

/// Search breadth-first from the goal over every arrangement of a small
/// board (at most 12 cells) and compare with the theorem: exactly half the
/// arrangements, (W·H)!/2, are reachable, and they are exactly those the
/// parity rule calls solvable. Prints the number of boards at each distance.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle verify --size 3x3\n  npuzzle verify --size 2x4 --goal blank-first --format json\n  npuzzle verify --size 3x4        # 239,500,800 states: about a minute, 460 MiB\n\nStates are stored as permutation ranks with one byte each ((W·H)! bytes), not as boards. Progress goes to standard error for boards of 11 cells or more."
)]
pub struct Args {
    /// Width x height (at most 12 cells: 3x4, 4x3, 2x6, 6x2, 3x3, ...).
    #[arg(long, value_name = "WxH", required = true)]
    pub size: String,
    #[command(flatten)]
    pub goal: GoalArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json, Format::Svg], &mut ctx.palette)?;
    let lang = ctx.lang();
    let (w, h) = parse_size(&args.size).map_err(|e| e.context("--size"))?;
    check_size(w, h).map_err(|e| e.context("--size"))?;
    let n = w * h;
    if n > MAX_CELLS {
        return Err(Error::problem(npuzzle::msg!(
            "usage-verify-too-many",
            size = format!("{w}x{h}"),
            cells = n.to_string(),
            max = MAX_CELLS.to_string(),
            arrangements = if n <= 20 {
                npuzzle::i18n::Arg::from(factorial(n))
            } else {
                npuzzle::msg!("usage-verify-more-than-quintillions").into()
            }
        )));
    }
    if w == 1 || h == 1 {
        return Err(Error::problem(npuzzle::msg!(
            "usage-verify-thin",
            size = format!("{w}x{h}"),
            cells = n.to_string()
        )));
    }
    let sizing = Board::blank_last(w, h)?;
    let (spec, goal) = args.goal.resolve_for(&sizing)?;
    let size = format!("{w}x{h}");
    // Ctrl-C stops the search between levels: a message, exit 1.
    npuzzle::interrupt::install();
    // A bar over the arrangements expected to be reached (half of n!),
    // advanced after each distance level.
    let mut progress = ctx.progress();
    progress.start(
        &t!(lang; "progress-verify", size = size.as_str()),
        Some(factorial(n) / 2),
    );
    let table = distances_with(&goal, default_threads(), &mut |p| {
        progress.set(p.reached);
        progress.status(&t!(lang; "progress-verify-distance", depth = p.depth));
    })?;
    progress.finish();
    let report = npuzzle::statespace::VerifyReport::from_table(goal, spec.name(), &table);
    let ok = report.agrees && report.reached == report.expected;
    if format == Format::Json {
        render::write_json(ctx.out, &report)?;
    } else if format == Format::Svg {
        write!(ctx.out, "{}", render::plot::distances(&report, lang)?)?;
    } else {
        write!(ctx.out, "{}", view::verify(&report, ctx.palette))?;
    }
    Ok(Outcome::from_bool(ok))
}
