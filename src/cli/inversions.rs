//! `npuzzle inversions`: the per-tile inversion table (seed 000's layout).

use super::common::{BoardArgs, Format, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::error::{Error, Result};
use npuzzle::parity::{InversionTable, Parity, inversion_table};
use npuzzle::render::{self, parity as view};
use npuzzle::t;
use serde::Serialize;

/// Count inversions tile by tile.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle inversions \"7 2 4/5 0 6/8 3 1\"\n  npuzzle inversions 724506831 --claim 16\n  npuzzle inversions 724506831 --claim 6,1,2,2,2,2,1,0\n  npuzzle inversions \"2 8 3/1 6 4/7 0 5\" --goal snail\n  echo \"7 2 4 5 0 6 8 3 1\" | npuzzle inversions - --json"
)]
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
    // `၁၆` (Myanmar digits), `１６` (full-width) are 16.
    let claim = &*npuzzle::parse::halfwidth(claim);
    let parts: Vec<&str> = claim
        .split(|c: char| c == ',' || c == '+' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .collect();
    let numbers: Vec<usize> = parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            p.parse::<usize>().map_err(|_| {
                Error::problem(npuzzle::msg!(
                    "usage-claim-not-whole",
                    text = npuzzle::parse::shown_text(p),
                    item = i + 1
                ))
            })
        })
        .collect::<Result<_>>()?;
    match numbers.len() {
        0 => Err(Error::problem(npuzzle::msg!("usage-claim-none"))),
        1 => Ok(ClaimCheck {
            correct: numbers[0] == table.inversions,
            claimed_total: numbers[0],
            first_wrong: None,
        }),
        n if n != table.rows.len() => Err(Error::problem(npuzzle::msg!(
            "usage-claim-count",
            count = n,
            tiles = table.rows.len()
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
    board: &'a npuzzle::board::Board,
    width: usize,
    height: usize,
    goal: &'a npuzzle::board::Board,
    goal_name: &'static str,
    inversions: usize,
    parity: Parity,
    relabelled: bool,
    tiles: &'a [npuzzle::parity::TileRow],
    #[serde(skip_serializing_if = "Option::is_none")]
    claim: Option<ClaimCheck>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json], &mut ctx.palette)?;
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
    let mut text = format!(
        "{}\n{}",
        view::board_block(&loaded.board, &loaded.goal, &loaded.goal_spec, p),
        view::inversion_table(&table, &loaded.goal, p)
    );
    if let Some(c) = claim {
        text.push_str(&claim_text(&c, &table, p));
    }
    write!(ctx.out, "{}", view::fitted(text, ctx.lang()))?;
    Ok(outcome)
}

fn claim_text(c: &ClaimCheck, table: &InversionTable, p: render::Palette) -> String {
    let lang = p.lang;
    // The same `tile(label)` form as the table when tiles are relabelled.
    let label = |t: u8| -> String {
        match table.rows.iter().find(|r| r.tile == t) {
            Some(r) if table.relabelled => format!("{t}({})", r.label),
            _ => t.to_string(),
        }
    };
    if c.correct {
        return format!(
            "{}\n",
            t!(lang;
                "board-claim-correct",
                correct = p.good(&t!(lang;"board-claim-correct-word")),
                count = table.inversions
            )
        );
    }
    let wrong = p.bad(&t!(lang;"board-wrong"));
    match &c.first_wrong {
        Some(w) => {
            let smaller = if w.smaller_after.is_empty() {
                t!(lang;"board-claim-none")
            } else {
                w.smaller_after
                    .iter()
                    .map(|&t| label(t))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let what = if table.relabelled {
                t!(lang;"board-claim-smaller-labels", count = w.actual)
            } else {
                t!(lang;"board-claim-smaller-tiles", count = w.actual)
            };
            format!(
                "{}\n{}\n",
                t!(lang;
                    "board-claim-wrong-tile",
                    wrong = wrong,
                    tile = label(w.tile),
                    position = w.position,
                    claimed = w.claimed,
                    count = w.actual,
                    what = what,
                    smaller = smaller
                ),
                t!(lang;
                    "board-claim-totals",
                    claimed = c.claimed_total,
                    actual = table.inversions
                )
            )
        }
        None => {
            // A total alone: show where the running total first passes the claim.
            let over = table.rows.iter().find(|r| r.running > c.claimed_total);
            let hint = match over {
                Some(r) if c.claimed_total < table.inversions => t!(lang;
                    "board-claim-passes",
                    claimed = c.claimed_total,
                    tile = label(r.tile)
                ),
                _ => t!(lang;"board-claim-too-large"),
            };
            let (claimed, actual) = (Parity::of(c.claimed_total), table.parity);
            let parity = if claimed == actual {
                t!(lang;
                    "board-claim-parity-right",
                    parity = view::parity_word(actual, lang)
                )
            } else {
                t!(lang;
                    "board-claim-parity-wrong",
                    claimed = view::parity_word(claimed, lang),
                    actual = view::parity_word(actual, lang)
                )
            };
            format!(
                "{}\n",
                t!(lang;
                    "board-claim-wrong-total",
                    wrong = wrong,
                    claimed = c.claimed_total,
                    actual = table.inversions,
                    off = c.claimed_total.abs_diff(table.inversions),
                    hint = hint,
                    parity = parity
                )
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use npuzzle::board::{Board, Goal};
    use npuzzle::parse::parse_board;

    fn aima_table() -> InversionTable {
        let board = parse_board("7 2 4/5 0 6/8 3 1", None).unwrap();
        inversion_table(&board, &Goal::new(Board::blank_last(3, 3).unwrap()))
    }

    #[test]
    fn a_total_claim() {
        let t = aima_table();
        let c = check_claim(&t, "16").unwrap();
        assert!(c.correct && c.first_wrong.is_none());
        let c = check_claim(&t, " 26 ").unwrap();
        assert!(!c.correct);
        assert_eq!(c.claimed_total, 26);
    }

    #[test]
    fn a_per_tile_claim_points_at_the_first_wrong_tile() {
        let t = aima_table();
        assert!(check_claim(&t, "6+1+2+2+2+2+1+0").unwrap().correct);
        let c = check_claim(&t, "6 1 2 2 2 1 2 0").unwrap();
        let w = c.first_wrong.unwrap();
        assert_eq!((w.position, w.tile, w.claimed, w.actual), (6, 8, 1, 2));
        assert_eq!(w.smaller_after, vec![3, 1]);
        assert_eq!(c.claimed_total, 16);
        assert!(
            !c.correct,
            "the right total with wrong counts is still wrong"
        );
    }

    #[test]
    fn malformed_claims_are_input_errors() {
        let t = aima_table();
        let e = |s: &str| check_claim(&t, s).unwrap_err().to_string();
        assert_eq!(e(""), "--claim: no number given");
        assert_eq!(e("6,-1"), "--claim: `-1` (item 2) is not a whole number");
        assert_eq!(
            e("1,2,3"),
            "--claim: 3 counts given, but the board has 8 tiles"
        );
    }
}
