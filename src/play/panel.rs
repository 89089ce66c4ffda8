//! The live panel's numbers, computed by the same code as `trace`: the
//! snapshot of [`crate::proof`] for the current board, and the trace of the
//! last move (which `render::play_panel` writes as `trace --compact` does,
//! in the reader's language).

use super::Game;
use crate::board::{Board, Goal};
use crate::heuristics::Heuristic;
use crate::parity::{self, Parity, Rule};
use crate::proof::{self, Trace};

/// The last move: its one-move trace (numbered as in the game) and what
/// the panel says of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LastMove {
    /// The trace of the move, as `trace` makes it.
    pub(crate) trace: Trace,
    pub(crate) tile: u8,
    /// The tiles the moving tile jumped over in reading order.
    pub(crate) jumped: Vec<u8>,
    pub(crate) delta_inversions: i64,
}

/// Everything the panel shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Panel {
    pub(crate) moves: usize,
    pub(crate) inversions: usize,
    pub(crate) last: Option<LastMove>,
    /// The blank's row from 1 at the top, and the goal's.
    pub(crate) blank_row: usize,
    pub(crate) goal_blank_row: usize,
    pub(crate) rule: Rule,
    /// The snapshot of the board (`trace` with no moves): what the
    /// invariant is written from (`12 + 2 = 14`).
    pub(crate) now: Trace,
    pub(crate) invariant_value: usize,
    pub(crate) parity: Parity,
    /// The goal's invariant and its parity (0, even: the goal is the origin).
    pub(crate) goal_invariant: usize,
    pub(crate) goal_parity: Parity,
    pub(crate) solvable: bool,
    /// Practice hides whether the board can reach the goal (the verdict
    /// and the goal's parity against the board's) until it is declared.
    pub(crate) verdict_hidden: bool,
    pub(crate) manhattan: u32,
}

impl Panel {
    pub(crate) fn of(game: &Game) -> Panel {
        let goal = game.goal();
        let board = game.board();
        let now = proof::trace(board, goal, &[]).expect("a board of the goal's size");
        let at_goal = proof::trace(goal.board(), goal, &[]).expect("the goal's own size");
        let last = game.last().and_then(|t| {
            let step = t.steps.first()?;
            Some(LastMove {
                trace: t.clone(),
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
            invariant_value: start.invariant,
            parity: start.invariant_parity,
            goal_invariant: at_goal.start.invariant,
            goal_parity: at_goal.start.invariant_parity,
            solvable: parity::is_solvable(board, goal),
            verdict_hidden: game.verdict_hidden(),
            manhattan: Heuristic::Manhattan.value(board, goal),
            now,
        }
    }
}

/// The invariant against the goal's: the reason for a verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mismatch {
    /// A board one tile wide or high: the tiles' order decides, and it is
    /// the goal's (`solvable`) or not.
    Thin { solvable: bool },
    /// The board's invariant and its parity (the goal's is 0, even).
    Invariant { value: usize, parity: Parity },
}

/// Why `board` can or cannot reach `goal`.
pub(crate) fn mismatch(board: &Board, goal: &Goal) -> Mismatch {
    let now = proof::trace(board, goal, &[]).expect("a board of the goal's size");
    let s = &now.start;
    match now.rule {
        Rule::Thin => Mismatch::Thin {
            solvable: parity::is_solvable(board, goal),
        },
        _ => Mismatch::Invariant {
            value: s.invariant,
            parity: s.invariant_parity,
        },
    }
}
