//! The live panel's numbers, computed by the same code as `trace`: the
//! snapshot of [`crate::proof`] for the current board, and the last move's
//! row exactly as `trace --compact` writes it
//! ([`crate::proof::row::compact_cells`]).

use super::Game;
use crate::board::{Board, Goal};
use crate::heuristics::Heuristic;
use crate::parity::{self, Parity, Rule};
use crate::proof;
use crate::proof::row::compact_cells;

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
            let strip = |cells: [String; 8]| cells[..7].to_vec();
            Some(LastMove {
                header: strip(compact_cells(t, 0)),
                row: strip(compact_cells(t, 2)),
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
            invariant: compact_cells(&now, 1)[6].clone(),
            invariant_value: start.invariant,
            parity: start.invariant_parity,
            goal_invariant: at_goal.start.invariant,
            goal_parity: at_goal.start.invariant_parity,
            solvable: parity::is_solvable(board, goal),
            manhattan: Heuristic::Manhattan.value(board, goal),
        }
    }

    /// The verdict with the rule that applies, in a few words.
    pub fn verdict(&self) -> String {
        let class = if self.solvable {
            "solvable"
        } else {
            "UNSOLVABLE"
        };
        let rule = match self.rule {
            Rule::OddWidth => "odd width: the inversions' parity decides",
            Rule::EvenWidth => "even width: inversions + blank-row distance decides",
            Rule::Thin => "a thin board: the tiles' order must be the goal's",
        };
        format!("{class} ({rule})")
    }
}

/// The invariant against the goal's, in words (the reason for a verdict).
pub fn mismatch(board: &Board, goal: &Goal) -> String {
    let now = proof::trace(board, goal, &[]).expect("a board of the goal's size");
    let s = &now.start;
    match now.rule {
        Rule::Thin => {
            if parity::is_solvable(board, goal) {
                "the tiles stand in the goal's order".to_string()
            } else {
                "the tiles' order differs from the goal's, and on a thin board tiles never pass each other".to_string()
            }
        }
        _ => format!(
            "invariant {} is {}, the goal's 0 is even",
            s.invariant, s.invariant_parity
        ),
    }
}
