//! `npuzzle inversions`: the per-tile inversion table (seed 000's layout).

use super::common::{BoardArgs, Format, OutputArgs};
use super::{Ctx, Outcome};
use crate::error::{Error, Result};
use crate::parity::{InversionTable, Parity, inversion_table};
use crate::render::{self, parity as view};
use serde::Serialize;

/// Count inversions tile by tile.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  npuzzle inversions \"7 2 4/5 0 6/8 3 1\"\n  npuzzle inversions 724506831 --claim 16\n  npuzzle inversions 724506831 --claim 6,1,2,2,2,2,1,0\n  npuzzle inversions \"2 8 3/1 6 4/7 0 5\" --goal snail")]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
    /// Check a count: a total (`16`) or one count per tile in reading order
    /// (`6,1,2,2,2,2,1,0`). Exit 1 when the claim is wrong.
    #[arg(long, value_name = "N|N,N,...")]
    pub claim: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// What a claim was and where it first goes wrong.
#[derive(Debug, Clone, Serialize)]
pub struct ClaimCheck {
    pub correct: bool,
    /// The claimed total (the sum for a per-tile claim).
    pub claimed_total: usize,
    /// For a per-tile claim: the first tile whose count is wrong.
    pub first_wrong: Option<WrongTile>,
}

#[derive(Debug, Clone, Serialize)]
pub struct WrongTile {
    /// 1-based position in the reading order.
    pub position: usize,
    pub tile: u8,
    pub claimed: usize,
    pub actual: usize,
    pub smaller_after: Vec<u8>,
}

pub fn check_claim(table: &InversionTable, claim: &str) -> Result<ClaimCheck> {
    let parts: Vec<&str> = claim
        .split(|c: char| c == ',' || c == '+' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .collect();
    let numbers: Vec<usize> = parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            p.parse::<usize>().map_err(|_| {
                Error::input(format!(
                    "--claim: `{}` (item {}) is not a whole number",
                    render::escape(p),
                    i + 1
                ))
            })
        })
        .collect::<Result<_>>()?;
    match numbers.len() {
        0 => Err(Error::input("--claim: no number given")),
        1 => Ok(ClaimCheck {
            correct: numbers[0] == table.inversions,
            claimed_total: numbers[0],
            first_wrong: None,
        }),
        n if n != table.rows.len() => Err(Error::input(format!(
            "--claim: {n} counts given, but the board has {} tiles",
            table.rows.len()
        ))),
        _ => {
            let first_wrong = table
                .rows
                .iter()
                .zip(&numbers)
                .enumerate()
                .find(|(_, (row, c))| row.count != **c)
                .map(|(i, (row, &c))| WrongTile {
                    position: i + 1,
                    tile: row.tile,
                    claimed: c,
                    actual: row.count,
                    smaller_after: row.smaller_after.clone(),
                });
            Ok(ClaimCheck {
                correct: first_wrong.is_none(),
                claimed_total: numbers.iter().sum(),
                first_wrong,
            })
        }
    }
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a crate::board::Board,
    width: usize,
    height: usize,
    goal: &'a crate::board::Board,
    goal_name: &'static str,
    inversions: usize,
    parity: Parity,
    relabelled: bool,
    tiles: &'a [crate::parity::TileRow],
    #[serde(skip_serializing_if = "Option::is_none")]
    claim: Option<ClaimCheck>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args.output.format(&[Format::Text, Format::Json])?;
    let loaded = args.board.load()?;
    let table = inversion_table(&loaded.board, &loaded.goal);
    let claim = args
        .claim
        .as_deref()
        .map(|c| check_claim(&table, c))
        .transpose()?;
    let outcome = Outcome::from_bool(claim.as_ref().is_none_or(|c| c.correct));
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                width: loaded.board.width(),
                height: loaded.board.height(),
                goal: loaded.goal.board(),
                goal_name: loaded.goal_spec.name(),
                inversions: table.inversions,
                parity: table.parity,
                relabelled: table.relabelled,
                tiles: &table.rows,
                claim,
            },
        )?;
        return Ok(outcome);
    }
    let p = ctx.palette;
    writeln!(
        ctx.out,
        "{} {}, {}",
        p.heading("Board"),
        loaded.board.size_name(),
        view::goal_line(&loaded.goal, &loaded.goal_spec)
    )?;
    write!(ctx.out, "{}", render::grid(&loaded.board, p, &[]))?;
    write!(ctx.out, "{}", view::inversion_table(&table, &loaded.goal, p))?;
    if let Some(c) = claim {
        write!(ctx.out, "{}", claim_text(&c, &table, p))?;
    }
    Ok(outcome)
}

fn claim_text(c: &ClaimCheck, table: &InversionTable, p: render::Palette) -> String {
    if c.correct {
        return format!("Claim {}: {} inversions.\n", p.good("correct"), table.inversions);
    }
    match &c.first_wrong {
        Some(w) => format!(
            "Claim {}: the first wrong count is at tile {} (position {} in the reading order): claimed {}, but {} smaller tile{} come after it ({}).\nClaimed total {}, actual {}.\n",
            p.bad("wrong"),
            w.tile,
            w.position,
            w.claimed,
            w.actual,
            if w.actual == 1 { "" } else { "s" },
            if w.smaller_after.is_empty() {
                "none".to_string()
            } else {
                w.smaller_after.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ")
            },
            c.claimed_total,
            table.inversions
        ),
        None => {
            // A total alone: show where the running total first passes the claim.
            let over = table.rows.iter().find(|r| r.running > c.claimed_total);
            let hint = match over {
                Some(r) if c.claimed_total < table.inversions => format!(
                    " The running total passes {} at tile {}: recount from there.",
                    c.claimed_total, r.tile
                ),
                _ => " The claim is larger than every running total: check that only smaller tiles *after* each tile are counted, and that the blank is left out.".to_string(),
            };
            format!(
                "Claim {}: claimed {}, but the count is {} (off by {}).{hint}\n",
                p.bad("wrong"),
                c.claimed_total,
                table.inversions,
                c.claimed_total.abs_diff(table.inversions)
            )
        }
    }
}
