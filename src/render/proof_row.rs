//! The rows of the compact trace (`trace --compact`) as cells of text:
//! what `render::proof` lays out in columns, and what `play`'s live panel
//! shows of the last move, so that both read exactly like `trace`.

use crate::parity::{Parity, Rule};
use crate::proof::{Step, Trace};
use crate::t;

/// `even` or `odd` in the reader's language (the renderers use it too).
pub fn parity_word(parity: Parity, lang: crate::i18n::Lang) -> String {
    match parity {
        Parity::Even => t!(lang; "board-even"),
        Parity::Odd => t!(lang; "board-odd"),
    }
}

/// The direction a tile slides, in the reader's language (`up`).
pub(crate) fn direction_word(dir: crate::board::Dir, lang: crate::i18n::Lang) -> String {
    use crate::board::Dir;
    match dir {
        Dir::Up => t!(lang; "board-dir-up"),
        Dir::Down => t!(lang; "board-dir-down"),
        Dir::Left => t!(lang; "board-dir-left"),
        Dir::Right => t!(lang; "board-dir-right"),
    }
}

/// `+2`, `-1`, `0`.
pub(crate) fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// Tiles separated by spaces: `3 5 8`.
pub(crate) fn tiles(list: &[u8]) -> String {
    list.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The invariant as a sum: `16` for an odd width, `3 + 1 = 4` for an even one.
pub(crate) fn invariant_sum(
    trace: &Trace,
    inversions: usize,
    blank_row: usize,
    value: usize,
) -> String {
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
pub(crate) enum Form {
    Full,
    BoardBelow,
    ShortHeader,
    SumOnly,
}

/// The cells of row `i` (0 = header, 1 = start, 1 + n = move n); the
/// board comes last and is not padded.
pub(crate) fn cells(trace: &Trace, i: usize, form: Form, lang: crate::i18n::Lang) -> [String; 8] {
    match i {
        0 => [
            t!(lang; "board-col-move"),
            t!(lang; "board-col-tile"),
            t!(lang; "board-col-jumps"),
            if form >= Form::SumOnly {
                t!(lang; "board-col-delta-short")
            } else {
                t!(lang; "board-col-delta")
            },
            t!(lang; "board-col-inv"),
            if form >= Form::ShortHeader {
                t!(lang; "board-col-row")
            } else {
                t!(lang; "board-col-blank-row")
            },
            t!(lang; "board-col-invariant"),
            t!(lang; "board-col-board"),
        ],
        1 => [
            t!(lang; "board-row-start"),
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
                parity_word(trace.start.invariant_parity, lang)
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
                    direction_word(step.dir.tile_direction(), lang)
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
                    parity_word(step.invariant_parity, lang)
                ),
                step.board.to_line(),
            ]
        }
    }
}

/// The cells of one row of the compact trace (`trace --compact`): 0 the
/// header, 1 the start, 1 + n move n; the board last. `play` shows its last
/// move with these cells, so that it reads like `trace`'s row.
pub fn compact_cells(trace: &Trace, i: usize, lang: crate::i18n::Lang) -> [String; 8] {
    cells(trace, i, Form::Full, lang)
}

/// The sum of the pairs' ±1: `+1 -1 +1 = +1`.
pub(crate) fn delta_sum(step: &Step) -> String {
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
