//! The live panel's numbers, computed by the same code as `trace`: the
//! snapshot of [`crate::proof`] for the current board, and the last move's
//! row as `trace --compact` writes it (the cells of
//! [`crate::proof::row`], with the words of the current language: in
//! English exactly [`crate::render::proof_row::compact_cells`]).

use super::{Game, direction, parity_word};
use crate::board::{Board, Goal};
use crate::heuristics::Heuristic;
use crate::parity::{self, Parity, Rule};
use crate::proof::{self, Trace};
use crate::render::proof_row::{delta_sum, invariant_sum, tiles};

/// The last move as `trace --compact` shows it: the header's cells and the
/// move's (the board column left out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    pub header: Vec<String>,
    pub row: Vec<String>,
    pub tile: u8,
    /// The tiles the moving tile jumped over in reading order.
    pub jumped: Vec<u8>,
    pub delta_inversions: i64,
}

/// Everything the panel shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panel {
    pub moves: usize,
    pub inversions: usize,
    pub last: Option<LastMove>,
    /// The blank's row from 1 at the top, and the goal's.
    pub blank_row: usize,
    pub goal_blank_row: usize,
    pub rule: Rule,
    /// The invariant as `trace` writes it (`12 + 2 = 14 even`).
    pub invariant: String,
    pub invariant_value: usize,
    pub parity: Parity,
    /// The goal's invariant and its parity (0, even: the goal is the origin).
    pub goal_invariant: usize,
    pub goal_parity: Parity,
    pub solvable: bool,
    /// Practice hides whether the board can reach the goal (the verdict
    /// and the goal's parity against the board's) until it is declared.
    pub verdict_hidden: bool,
    pub manhattan: u32,
}

impl Panel {
    pub fn of(game: &Game) -> Panel {
        let goal = game.goal();
        let board = game.board();
        let now = proof::trace(board, goal, &[]).expect("a board of the goal's size");
        let at_goal = proof::trace(goal.board(), goal, &[]).expect("the goal's own size");
        let last = game.last().and_then(|t| {
            let step = t.steps.first()?;
            Some(LastMove {
                header: header_cells(),
                row: move_cells(t)?,
                tile: step.tile,
                jumped: step.jumped.clone(),
                delta_inversions: step.delta_inversions,
            })
        });
        let start = &now.start;
        Panel {
            moves: game.moves().len(),
            inversions: start.inversions,
            last,
            blank_row: start.blank_row,
            goal_blank_row: now.goal_blank_row,
            rule: now.rule,
            invariant: crate::t!(
                "play-invariant",
                value = invariant_sum(&now, start.inversions, start.blank_row, start.invariant),
                parity = parity_word(start.invariant_parity)
            ),
            invariant_value: start.invariant,
            parity: start.invariant_parity,
            goal_invariant: at_goal.start.invariant,
            goal_parity: at_goal.start.invariant_parity,
            solvable: parity::is_solvable(board, goal),
            verdict_hidden: game.verdict_hidden(),
            manhattan: Heuristic::Manhattan.value(board, goal),
        }
    }

    /// The verdict with the rule that applies, in a few words.
    pub fn verdict(&self) -> String {
        let class = if self.solvable {
            crate::t!("play-solvable")
        } else {
            crate::t!("play-unsolvable")
        };
        let rule = match self.rule {
            Rule::OddWidth => crate::t!("play-rule-odd"),
            Rule::EvenWidth => crate::t!("play-rule-even"),
            Rule::Thin => crate::t!("play-rule-thin"),
        };
        crate::t!("play-verdict", class = class, rule = rule)
    }
}

/// The header of the last move's table (`trace --compact`'s, without the
/// board column).
fn header_cells() -> Vec<String> {
    vec![
        crate::t!("play-col-move"),
        crate::t!("play-col-tile"),
        crate::t!("play-col-jumps"),
        crate::t!("play-col-delta"),
        crate::t!("play-col-inv"),
        crate::t!("play-col-blank-row"),
        crate::t!("play-col-invariant"),
    ]
}

/// The row of the one move of `trace` as `trace --compact` writes it,
/// without the board column, the words in the current language.
fn move_cells(trace: &Trace) -> Option<Vec<String>> {
    let step = trace.steps.first()?;
    let row = if step.blank_row == step.blank_row_before {
        step.blank_row.to_string()
    } else {
        format!("{}→{}", step.blank_row_before, step.blank_row)
    };
    let value = invariant_sum(trace, step.inversions, step.blank_row, step.invariant);
    let dir = direction(step.dir.tile_direction(), true);
    Some(vec![
        format!("{} {}", step.number, step.letter),
        crate::t!("play-tile-dir", tile = step.tile.to_string(), dir = dir),
        if step.jumped.is_empty() {
            "-".to_string()
        } else {
            tiles(&step.jumped)
        },
        delta_sum(step),
        step.inversions.to_string(),
        row,
        crate::t!(
            "play-invariant",
            value = value,
            parity = parity_word(step.invariant_parity)
        ),
    ])
}

/// The invariant against the goal's, in words (the reason for a verdict).
pub fn mismatch(board: &Board, goal: &Goal) -> String {
    let now = proof::trace(board, goal, &[]).expect("a board of the goal's size");
    let s = &now.start;
    match now.rule {
        Rule::Thin => {
            if parity::is_solvable(board, goal) {
                crate::t!("play-mismatch-thin-same")
            } else {
                crate::t!("play-mismatch-thin-differ")
            }
        }
        _ => {
            let (value, parity) = (s.invariant.to_string(), parity_word(s.invariant_parity));
            crate::t!("play-mismatch", value = value, parity = parity)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Dir;
    use crate::i18n::{self, Lang};
    use crate::render::proof_row::compact_cells;

    #[test]
    fn in_english_the_last_move_is_traces_compact_row() {
        let b = crate::parse::parse_board("1 2 3/4 0 6/7 5 8", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        for dirs in [[Dir::Up], [Dir::Left], [Dir::Down], [Dir::Right]] {
            let t = proof::trace_dirs(&b, &goal, &dirs).unwrap();
            i18n::scoped(Lang::EN, || {
                assert_eq!(header_cells(), compact_cells(&t, 0)[..7].to_vec());
                assert_eq!(move_cells(&t).unwrap(), compact_cells(&t, 2)[..7].to_vec());
            });
            let zh = i18n::scoped(Lang::from_code("zh").unwrap(), || move_cells(&t).unwrap());
            assert!(zh[6].ends_with(" 偶") || zh[6].ends_with(" 奇"), "{zh:?}");
        }
        // An even width: the invariant is a sum.
        let b = crate::parse::parse_board("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", None).unwrap();
        let goal = Goal::new(Board::blank_last(4, 4).unwrap());
        let t = proof::trace_dirs(&b, &goal, &[Dir::Up]).unwrap();
        i18n::scoped(Lang::EN, || {
            assert_eq!(move_cells(&t).unwrap(), compact_cells(&t, 2)[..7].to_vec());
        });
        let vi = i18n::scoped(Lang::from_code("vi").unwrap(), || move_cells(&t).unwrap());
        assert_eq!(vi[1], "11 xuống");
    }
}
