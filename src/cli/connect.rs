//! `npuzzle connect`: an explicit path between two boards of one class.

use super::common::{Format, GoalArgs, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::board::{Board, Goal};
use npuzzle::error::{Error, Result};
use npuzzle::parse::{parse_size, read_board_arg};
use npuzzle::reduce::{Class, Connection, connect};
use npuzzle::render::{self, reduce as view};
use serde::Serialize;

/// Find a sequence of legal moves from FROM to TO: reduce both to their
/// canonical board, follow FROM's reduction and then TO's backwards, and
/// cancel back-and-forth moves. Boards of different classes: exit 1, with
/// the two different canonical boards as the certificate.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle connect \"8 6 7/2 5 4/3 0 1\" \"6 4 7/8 5 0/3 2 1\"\n  npuzzle connect 123456780 123456708 --format json\n  npuzzle connect \"1 2 3/4 5 6/7 8 0\" \"1 2 3/4 5 6/8 7 0\"   # different classes: exit 1\n\nMoves name the direction the blank travels (U, D, L, R). The path is not the shortest, only a checked one."
)]
pub struct Args {
    /// The board to start from.
    #[arg(value_name = "FROM", allow_hyphen_values = true)]
    pub from: String,
    /// The board to reach.
    #[arg(value_name = "TO", allow_hyphen_values = true)]
    pub to: String,
    /// Width x height, for flat lists that are not square (e.g. 4x3).
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    /// Goal whose canonical boards the reductions aim at: blank-first
    /// (default here), blank-last, snail, or a board.
    #[arg(long, short = 'g', default_value = "blank-first", value_name = "GOAL")]
    pub goal: String,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Serialize)]
struct Apart<'a> {
    connected: bool,
    from: &'a Board,
    to: &'a Board,
    goal: &'a Board,
    from_class: Class,
    to_class: Class,
    /// The two different canonical boards: the certificate.
    from_target: &'a Board,
    to_target: &'a Board,
    from_moves: String,
    to_moves: String,
}

#[derive(Serialize)]
struct Joined<'a> {
    connected: bool,
    goal: &'a Board,
    #[serde(flatten)]
    path: &'a npuzzle::reduce::Path,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json], &mut ctx.palette)?;
    let size = args
        .size
        .as_deref()
        .map(parse_size)
        .transpose()
        .map_err(|e| e.context("--size"))?;
    let from = read_board_arg(&args.from, size).map_err(|e| e.context("FROM"))?;
    let to = read_board_arg(&args.to, size).map_err(|e| e.context("TO"))?;
    if !from.same_size(&to) {
        return Err(Error::problem(npuzzle::msg!(
            "usage-connect-sizes",
            from = from.size_name(),
            to = to.size_name()
        )));
    }
    let goal_args = GoalArgs { goal: args.goal };
    let (spec, goal_board) = goal_args.resolve_for(&from)?;
    let goal = Goal::new(goal_board);
    match connect(&from, &to, &goal)? {
        Connection::Path(path) => {
            if format == Format::Json {
                render::write_json(
                    ctx.out,
                    &Joined {
                        connected: true,
                        goal: goal.board(),
                        path: &path,
                    },
                )?;
            } else {
                write!(
                    ctx.out,
                    "{}",
                    view::connection(&path, &goal, &spec, ctx.palette)
                )?;
            }
            Ok(Outcome::Success)
        }
        Connection::Apart { from: a, to: b } => {
            if format == Format::Json {
                render::write_json(
                    ctx.out,
                    &Apart {
                        connected: false,
                        from: &from,
                        to: &to,
                        goal: goal.board(),
                        from_class: a.prediction.class,
                        to_class: b.prediction.class,
                        from_target: &a.target,
                        to_target: &b.target,
                        from_moves: npuzzle::board::moves_to_string(&a.moves),
                        to_moves: npuzzle::board::moves_to_string(&b.moves),
                    },
                )?;
            } else {
                write!(
                    ctx.out,
                    "{}",
                    view::apart(&a, &b, &goal, &spec, ctx.palette)
                )?;
            }
            Ok(Outcome::Negative)
        }
    }
}
