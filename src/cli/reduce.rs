//! `npuzzle reduce`: the constructive proof for one board.

use super::common::{BoardArgs, Format, GoalArgs, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::error::Result;
use npuzzle::reduce::{Class, Reduction, reduce};
use npuzzle::render::{self, pager, reduce as view};
use serde::Serialize;

/// Bring a board, by legal moves, to the canonical board of its class: the
/// goal (even class) or the goal with its first two tiles swapped (odd
/// class). The target is predicted from the parity before the first move;
/// the whole sequence is replayed and checked before it is shown.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle reduce \"8 6 7/2 5 4/3 0 1\"\n  npuzzle reduce \"1 2 3/4 5 6/8 7 0\" --goal blank-last\n  npuzzle reduce 724506831 --step\n  npuzzle reduce \"@board16.txt\" --compact\n  npuzzle reduce \"7 2 4/5 0 6/8 3 1\" --format json\n\nMoves name the direction the blank travels (U, D, L, R). The default goal here is blank-first (0 1 2 ...), as in the Chinese blog; its canonical boards are 0 1 2 3 ... (even class, 0 inversions) and 0 2 1 3 ... (odd class)."
)]
pub struct Args {
    /// The board: `7 2 4/5 0 6/8 3 1`, `724506831`, `-` (standard input), `@FILE`.
    #[arg(value_name = "BOARD", allow_hyphen_values = true)]
    pub board: String,
    /// Width x height, for flat lists that are not square (e.g. 4x3).
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    /// Goal: blank-first (default here), blank-last, snail, or a board.
    #[arg(long, short = 'g', default_value = "blank-first", value_name = "GOAL")]
    pub goal: String,
    /// Pause after each phase (Enter: next, b: back, q: quit) on a terminal.
    #[arg(long)]
    pub step: bool,
    /// With --step: print everything without pausing.
    #[arg(long)]
    pub no_pause: bool,
    /// One line per phase, no grids (automatic above 36 cells).
    #[arg(long)]
    pub compact: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Serialize)]
struct Json<'a> {
    width: usize,
    height: usize,
    goal_name: &'static str,
    /// `even` (the goal's class) or `odd`.
    class: Class,
    /// Number of moves.
    length: usize,
    /// board, goal, prediction, phases, final_region, moves, target.
    #[serde(flatten)]
    reduction: &'a Reduction,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json], &mut ctx.palette)?;
    let loaded = BoardArgs {
        board: args.board,
        size: args.size,
        goal: GoalArgs { goal: args.goal },
    }
    .load()?;
    let red = reduce(&loaded.board, &loaded.goal)?;
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &Json {
                width: loaded.board.width(),
                height: loaded.board.height(),
                goal_name: loaded.goal_spec.name(),
                class: red.prediction.class,
                length: red.moves.len(),
                reduction: &red,
            },
        )?;
        return Ok(Outcome::Success);
    }
    let compact = args.compact || loaded.board.cells() > view::COMPACT_ABOVE_CELLS;
    let pages = view::reduction_pages(&red, &loaded.goal, &loaded.goal_spec, compact, ctx.palette);
    if args.step && !args.no_pause && ctx.interactive {
        pager::step_through(&pages, ctx.out, ctx.input, &pager::default_prompt)?;
    } else {
        for page in &pages {
            ctx.out.write_all(page.as_bytes())?;
        }
    }
    Ok(Outcome::Success)
}
