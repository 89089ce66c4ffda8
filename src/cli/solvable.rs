//! `npuzzle solvable`: the verdict with the rule that truly applies.

use super::common::{BoardArgs, Format, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::board::Board;
use npuzzle::error::Result;
use npuzzle::parity::{FixSwap, Rule, Side, verdict};
use npuzzle::render::{self, parity as view};
use serde::Serialize;

/// Decide whether a board can reach its goal, and show why. Exit 0 when
/// solvable, 1 when not.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle solvable \"7 2 4/5 0 6/8 3 1\"\n  npuzzle solvable \"1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0\"   # Sam Loyd's 14-15 puzzle\n  npuzzle solvable 812043765 --goal blank-first\n  npuzzle solvable \"1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12\"   # 3 inversions (odd), yet solvable: the Burmese tutorial's rule fails on 4x4\n  npuzzle solvable 3021 --size 4x1   # a thin board: only the order of the tiles counts\n  npuzzle solvable 724506831 --json"
)]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The verdict's fields at the top level; `start` and `goal` carry their
/// board next to their numbers (a top-level `goal` board would clash).
#[derive(Serialize)]
struct Json<'a> {
    board: &'a Board,
    width: usize,
    height: usize,
    goal_name: &'static str,
    solvable: bool,
    rule: Rule,
    start: SideJson<'a>,
    goal: SideJson<'a>,
    relative_inversions: usize,
    blank_row_distance: usize,
    fix: &'a Option<FixSwap>,
}

#[derive(Serialize)]
struct SideJson<'a> {
    board: &'a Board,
    #[serde(flatten)]
    side: &'a Side,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json], &mut ctx.palette)?;
    let loaded = args.board.load()?;
    let v = verdict(&loaded.board, &loaded.goal);
    let outcome = Outcome::from_bool(v.solvable);
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                width: loaded.board.width(),
                height: loaded.board.height(),
                goal_name: loaded.goal_spec.name(),
                solvable: v.solvable,
                rule: v.rule,
                start: SideJson {
                    board: &loaded.board,
                    side: &v.start,
                },
                goal: SideJson {
                    board: loaded.goal.board(),
                    side: &v.goal,
                },
                relative_inversions: v.relative_inversions,
                blank_row_distance: v.blank_row_distance,
                fix: &v.fix,
            },
        )?;
        return Ok(outcome);
    }
    let p = ctx.palette;
    let text = format!(
        "{}\n{}",
        view::board_block(&loaded.board, &loaded.goal, &loaded.goal_spec, p),
        view::verdict(&v, &loaded.board, &loaded.goal, p)
    );
    write!(ctx.out, "{}", view::fitted(text, ctx.lang()))?;
    Ok(outcome)
}
