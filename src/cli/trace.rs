//! `npuzzle trace BOARD MOVES`: the parity-invariance proof on every move.

use super::common::{BoardArgs, Format, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::board::{Board, Goal};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::moves::parse_moves;
use npuzzle::proof::{self, Trace};
use npuzzle::render::{pager, parity as view, proof as proof_view};
use npuzzle::t;
use serde::Serialize;

/// The parity proof on every move: jumped tiles, Δinversions, the invariant.
///
/// Plays the moves and shows, for each one, which tiles the moving tile
/// jumps over in reading order, how each pair's inversion changes, and why
/// the invariant for this width keeps its parity. Exit 2 on a move that
/// cannot be made (the trace up to it is printed first).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Moves: U, D, L, R = the direction the blank travels (any case; spaces and commas ignored), or the numbers of the tiles that slide (`2 7 5`).

Examples:
  npuzzle trace \"7 2 4/5 0 6/8 3 1\" ULDR
  npuzzle trace \"7 2 4/5 0 6/8 3 1\" \"2 7 5\"           # tile numbers
  npuzzle trace \"1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0\" ULDR --compact
  npuzzle trace 724506831 ULDRUL --step           # pause after each move
  npuzzle trace 724506831 UL --json"
)]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
    /// The moves: letters U/D/L/R (the blank's direction) or tile numbers.
    #[arg(value_name = "MOVES")]
    pub moves: String,
    /// One line per move instead of a grid.
    #[arg(long)]
    pub compact: bool,
    /// On a terminal, pause after each move (Enter: next, b: back, q: quit).
    #[arg(long)]
    pub step: bool,
    /// Never pause, even with --step (print everything).
    #[arg(long)]
    pub no_pause: bool,
    /// The most moves traced: a longer list is refused before anything is
    /// printed (each move prints a proof: 60,000 moves on a 16x16 board
    /// are about 240 MB).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_MOVES,
          value_parser = super::numeric::whole(1, MAX_MOVES as u64))]
    pub max_moves: u64,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The default of `--max-moves`.
pub const DEFAULT_MAX_MOVES: u64 = 10_000;
/// The largest `--max-moves`.
pub const MAX_MOVES: usize = 1_000_000;

/// Refuse a list of more than `max` moves, naming the flag that raises it.
fn check_length(moves: &str, max: u64) -> Result<()> {
    let n = parse_moves(moves).map_or(0, |t| t.len());
    if n as u64 > max {
        return Err(Error::problem(npuzzle::msg!(
            "usage-trace-too-many-moves",
            count = n,
            max = max,
            most = MAX_MOVES
        )));
    }
    Ok(())
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a Board,
    goal_name: &'static str,
    #[serde(flatten)]
    trace: &'a Trace,
}

/// Parse the moves and trace them; no moves at all is a usage error.
/// `flag` names the option in parse errors (`--moves`); without one they
/// name the argument, in the user's words ("moves").
pub fn trace_moves(board: &Board, goal: &Goal, moves: &str, flag: Option<&str>) -> Result<Trace> {
    let at = |e: Error| match flag {
        Some(flag) => e.context(flag),
        None => e.context_said(npuzzle::msg!("board-place-moves")),
    };
    let tokens = parse_moves(moves).map_err(at)?;
    if tokens.is_empty() {
        return Err(at(Error::problem(npuzzle::msg!("usage-trace-no-moves"))));
    }
    proof::trace(board, goal, &tokens)
}

/// What a printed trace means for the exit code: a move that could not be
/// made is bad input (exit 2); a parity that changed would be a bug (3).
pub fn finish(trace: &Trace, lang: npuzzle::i18n::Lang) -> Result<Outcome> {
    if let Some(s) = trace.steps.iter().find(|s| !s.parity_kept) {
        return Err(Error::internal(format!(
            "move {}: the invariant changed parity ({} → {})",
            s.number, s.invariant_before, s.invariant
        )));
    }
    match &trace.stopped {
        // In the user's language (English with JSON, as the trace's own
        // `message`).
        Some(stop) => Err(Error::input(npuzzle::render::proof::stop_message(
            &stop.error,
            lang,
        ))),
        None => Ok(Outcome::Success),
    }
}

/// Pretty JSON written as it is produced (`render::write_json` builds the
/// whole string first, which for a long trace is hundreds of megabytes).
fn stream_json<T: Serialize>(out: &mut dyn std::io::Write, value: &T) -> Result<()> {
    npuzzle::render::json::write_pretty(out, &npuzzle::render::Versioned::new(value))
}

fn prompt(moves: usize, lang: Lang) -> impl Fn(usize, usize) -> String {
    move |i, _| {
        let place = if i == 0 {
            t!(lang;"board-step-start")
        } else {
            t!(lang;"board-step-move", number = i, total = moves)
        };
        // The prompt ends with a space (a message cannot).
        format!("{} ", t!(lang;"board-step-prompt", place = place))
    }
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json], &mut ctx.palette)?;
    let loaded = args.board.load()?;
    check_length(&args.moves, args.max_moves)?;
    let trace = trace_moves(&loaded.board, &loaded.goal, &args.moves, None)?;
    if format == Format::Json {
        stream_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                goal_name: loaded.goal_spec.name(),
                trace: &trace,
            },
        )?;
        return finish(&trace, ctx.lang());
    }
    let heading = t!(ctx.lang();
        "board-trace-board",
        size = loaded.board.size_name(),
        goal = view::goal_line(&loaded.goal, &loaded.goal_spec, ctx.lang())
    );
    if args.step && ctx.interactive && !args.no_pause {
        let pages = proof_view::pages(&trace, &heading, ctx.palette, args.compact);
        pager::step_through(
            &pages,
            ctx.out,
            ctx.input,
            &prompt(trace.steps.len(), ctx.palette.lang),
        )?;
    } else {
        proof_view::write(ctx.out, &trace, &heading, ctx.palette, args.compact)?;
    }
    finish(&trace, ctx.lang())
}

#[cfg(test)]
mod tests {
    use super::*;
    use npuzzle::i18n::Lang;

    #[test]
    fn the_step_prompt_speaks_the_language() {
        let at = |lang, i| prompt(4, lang)(i, 0);
        assert_eq!(
            at(Lang::EN, 0),
            "-- start -- Enter: next, b: back, q: quit > "
        );
        assert_eq!(
            at(Lang::EN, 2),
            "-- move 2 of 4 -- Enter: next, b: back, q: quit > "
        );
        assert_eq!(
            at(Lang::from_code("vi").unwrap(), 2),
            "-- nước đi 2 trên 4 -- Enter: tiếp, b: lùi lại, q: thoát > "
        );
        assert_eq!(
            at(Lang::from_code("zh").unwrap(), 0),
            "-- 初始状态 -- Enter：下一步，b：后退，q：退出 > "
        );
    }
}
