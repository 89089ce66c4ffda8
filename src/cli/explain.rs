//! `npuzzle explain`: the walkthrough a newcomer runs first.

use super::common::{BoardArgs, Format, OutputArgs};
use super::{Ctx, Outcome};
use crate::error::Result;
use crate::parity::{inversion_table, verdict};
use crate::render::{self, parity as view};
use serde::Serialize;

/// A full walkthrough of a board: the grid, the inversion table, the verdict.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle explain \"7 2 4/5 0 6/8 3 1\"\n  npuzzle explain \"2 8 3/1 6 4/7 0 5\" --goal snail"
)]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
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
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args.output.format(&[Format::Text, Format::Json])?;
    let loaded = args.board.load()?;
    let table = inversion_table(&loaded.board, &loaded.goal);
    let v = verdict(&loaded.board, &loaded.goal);
    if format == Format::Json {
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
            },
        )?;
        return Ok(Outcome::Success);
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
    Ok(Outcome::Success)
}
