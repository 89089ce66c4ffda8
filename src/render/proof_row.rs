//! The rows of the compact trace (`trace --compact`) as cells of text:
//! what `render::proof` lays out in columns, and what `play`'s live panel
//! shows of the last move, so that both read exactly like `trace`.

use crate::parity::{Parity, Rule};
use crate::proof::{Step, Trace};
use crate::t;

/// `even` or `odd` in the reader's language (the renderers use it too).
pub fn parity_word(parity: Parity) -> String {
    match parity {
        Parity::Even => t!("board-even"),
        Parity::Odd => t!("board-odd"),
    }
}

/// The direction a tile slides, in the reader's language (`up`).
pub fn direction_word(dir: crate::board::Dir) -> String {
    use crate::board::Dir;
    match dir {
        Dir::Up => t!("board-dir-up"),
        Dir::Down => t!("board-dir-down"),
        Dir::Left => t!("board-dir-left"),
        Dir::Right => t!("board-dir-right"),
    }
}

/// `+2`, `-1`, `0`.
pub fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// Tiles separated by spaces: `3 5 8`.
pub fn tiles(list: &[u8]) -> String {
    list.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The invariant as a sum: `16` for an odd width, `3 + 1 = 4` for an even one.
pub fn invariant_sum(trace: &Trace, inversions: usize, blank_row: usize, value: usize) -> String {
    match trace.rule {
        Rule::EvenWidth => format!(
            "{inversions} + {} = {value}",
            blank_row.abs_diff(trace.goal_blank_row)
        ),
        _ => value.to_string(),
    }
}

/// How the compact table is laid out: in full (one line per row, the
/// board last), or for a narrower terminal with the board on its own line
/// under each row, then also a short `row` header, then also the
/// Δinversions as their sum alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Form {
    Full,
    BoardBelow,
    ShortHeader,
    SumOnly,
}

/// The cells of row `i` (0 = header, 1 = start, 1 + n = move n); the
/// board comes last and is not padded.
pub fn cells(trace: &Trace, i: usize, form: Form) -> [String; 8] {
    match i {
        0 => [
            t!("board-col-move"),
            t!("board-col-tile"),
            t!("board-col-jumps"),
            if form >= Form::SumOnly {
                t!("board-col-delta-short")
            } else {
                t!("board-col-delta")
            },
            t!("board-col-inv"),
            if form >= Form::ShortHeader {
                t!("board-col-row")
            } else {
                t!("board-col-blank-row")
            },
            t!("board-col-invariant"),
            t!("board-col-board"),
        ],
        1 => [
            t!("board-row-start"),
            String::new(),
            String::new(),
            String::new(),
            trace.start.inversions.to_string(),
            trace.start.blank_row.to_string(),
            format!(
                "{} {}",
                invariant_sum(
                    trace,
                    trace.start.inversions,
                    trace.start.blank_row,
                    trace.start.invariant
                ),
                parity_word(trace.start.invariant_parity)
            ),
            trace.start.board.to_line(),
        ],
        _ => {
            let step = &trace.steps[i - 2];
            let row = if step.blank_row == step.blank_row_before {
                step.blank_row.to_string()
            } else {
                format!("{}→{}", step.blank_row_before, step.blank_row)
            };
            [
                format!("{} {}", step.number, step.letter),
                format!(
                    "{} {}",
                    step.tile,
                    direction_word(step.dir.tile_direction())
                ),
                if step.jumped.is_empty() {
                    "-".to_string()
                } else {
                    tiles(&step.jumped)
                },
                if form >= Form::SumOnly {
                    signed(step.delta_inversions)
                } else {
                    delta_sum(step)
                },
                step.inversions.to_string(),
                row,
                format!(
                    "{} {}",
                    invariant_sum(trace, step.inversions, step.blank_row, step.invariant),
                    parity_word(step.invariant_parity)
                ),
                step.board.to_line(),
            ]
        }
    }
}

/// The cells of one row of the compact trace (`trace --compact`): 0 the
/// header, 1 the start, 1 + n move n; the board last. `play` shows its last
/// move with these cells, so that it reads like `trace`'s row.
pub fn compact_cells(trace: &Trace, i: usize) -> [String; 8] {
    cells(trace, i, Form::Full)
}

/// The sum of the pairs' ±1: `+1 -1 +1 = +1`.
pub fn delta_sum(step: &Step) -> String {
    if step.pairs.is_empty() {
        return "0".to_string();
    }
    let terms: Vec<String> = step
        .pairs
        .iter()
        .map(|pr| signed(pr.change.delta()))
        .collect();
    format!("{} = {}", terms.join(" "), signed(step.delta_inversions))
}
