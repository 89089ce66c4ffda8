//! The steps about boards and parity: `board`, `inversions`, `solvable`,
//! `trace`.

use super::common;
use crate::error::Result;
use crate::lesson::said::at_field;

use crate::lesson::load::Source;
use crate::lesson::result::{
    BoardResult, InversionsResult, SolvableResult, StepResult, TraceResult,
};
use crate::lesson::schema::{BoardStep, InversionsStep, MAX_TRACE_MOVES, SolvableStep, TraceStep};
use crate::lesson::setup::setup;
use crate::parity::{inversion_table, verdict};
use crate::proof;

/// `board:` a board, and its goal when the lesson names one.
pub(crate) fn board(source: &Source, s: &BoardStep) -> Result<StepResult> {
    let board = source
        .board(&s.board, s.goal.as_ref())
        .map_err(|e| e.context_said(crate::lesson::said::field("board")))?;
    let goal = match &s.goal {
        Some(g) => Some(source.goal(Some(g), &board)?.1.board().clone()),
        None => None,
    };
    Ok(StepResult::Board(Box::new(BoardResult {
        common: common(&s.id, &s.title, &s.text),
        board,
        goal,
    })))
}

/// `inversions:` the per-tile inversion table (`npuzzle inversions`).
pub(crate) fn inversions(source: &Source, s: &InversionsStep) -> Result<StepResult> {
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    let table = inversion_table(&setup.board, &setup.goal_cells);
    Ok(StepResult::Inversions(Box::new(InversionsResult {
        common: common(&s.id, &s.title, &s.text),
        setup,
        table,
        claim: s.claim,
    })))
}

/// `solvable:` the verdict with the rule that applies (`npuzzle solvable`).
pub(crate) fn solvable(source: &Source, s: &SolvableStep) -> Result<StepResult> {
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    let v = verdict(&setup.board, &setup.goal_cells);
    Ok(StepResult::Solvable(Box::new(SolvableResult {
        common: common(&s.id, &s.title, &s.text),
        inversion_rule_says: v.relative_inversions.is_multiple_of(2),
        setup,
        verdict: v,
    })))
}

/// `trace:` the parity proof checked on every move (`npuzzle trace`).
pub(crate) fn trace(source: &Source, s: &TraceStep) -> Result<StepResult> {
    if s.moves.0.len() > MAX_TRACE_MOVES {
        return Err(at_field(
            "moves",
            crate::msg!(
                "lessonfile-trace-too-long",
                moves = s.moves.0.len(),
                max = MAX_TRACE_MOVES
            ),
        ));
    }
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    let trace = proof::trace_dirs(&setup.board, &setup.goal_cells, &s.moves.0)?;
    if let Some(stop) = &trace.stopped {
        return Err(at_field("moves", stop.error.said()));
    }
    Ok(StepResult::Trace(Box::new(TraceResult {
        common: common(&s.id, &s.title, &s.text),
        board: setup.board,
        goal_name: setup.goal_name,
        goal_cells: setup.goal_cells,
        compact: s.compact,
        trace,
    })))
}
