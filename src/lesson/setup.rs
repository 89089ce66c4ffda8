//! The board and goal of a step, read from the lesson's `board:` and
//! `goal:` (a board file next to the lesson, a preset or a random board).

use super::load::Source;
use super::schema::{BoardRef, GoalRef};
use crate::board::{Board, Goal, GoalSpec};
use crate::error::Result;
use serde::Serialize;

/// A board and the goal it was computed against.
#[derive(Debug, Clone, Serialize)]
pub struct Setup {
    pub board: Board,
    pub(crate) goal: Board,
    pub(crate) goal_name: &'static str,
    #[serde(skip)]
    pub(crate) goal_spec: GoalSpec,
    #[serde(skip)]
    pub(crate) goal_cells: Goal,
}

pub(crate) fn setup(source: &Source, board: &BoardRef, goal: Option<&GoalRef>) -> Result<Setup> {
    let board = source
        .board(board, goal)
        .map_err(|e| e.context_said(crate::lesson::said::field("board")))?;
    let (spec, goal) = source.goal(goal, &board)?;
    Ok(Setup {
        board,
        goal: goal.board().clone(),
        goal_name: spec.name(),
        goal_spec: spec,
        goal_cells: goal,
    })
}
