//! The steps of the theorem's constructive half and its check:
//! `reduce`, `connect`, `verify`.

use super::common;
use crate::board::Board;
use crate::error::Result;
use crate::lesson::said::{at_field, field};

use crate::lesson::load::Source;
use crate::lesson::result::{ConnectResult, ReduceResult, StepResult, VerifyResult};
use crate::lesson::schema::{ConnectStep, MAX_VERIFY_CELLS, ReduceStep, VerifyStep};
use crate::lesson::setup::setup;
use crate::reduce::Connection;
use crate::statespace::VerifyReport;

/// `reduce:` the board brought to its class's canonical board (`npuzzle reduce`).
pub(crate) fn reduce(source: &Source, s: &ReduceStep) -> Result<StepResult> {
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    let reduction = crate::reduce::reduce(&setup.board, &setup.goal_cells)?;
    Ok(StepResult::Reduce(Box::new(ReduceResult {
        common: common(&s.id, &s.title, &s.text),
        setup,
        compact: s.compact,
        reduction,
    })))
}

/// `connect:` a path between two boards of one class, or the two reductions that tell them apart (`npuzzle connect`).
pub(crate) fn connect(source: &Source, s: &ConnectStep) -> Result<StepResult> {
    let from = source
        .board(&s.from, s.goal.as_ref())
        .map_err(|e| e.context_said(crate::lesson::said::field("from")))?;
    let to = source
        .board(&s.to, s.goal.as_ref())
        .map_err(|e| e.context_said(crate::lesson::said::field("to")))?;
    if !from.same_size(&to) {
        return Err(at_field(
            "to",
            crate::msg!(
                "lessonfile-sizes-differ",
                from = from.size_name(),
                to = to.size_name()
            ),
        ));
    }
    let (spec, goal) = source.goal(s.goal.as_ref(), &from)?;
    let (path, apart) = match crate::reduce::connect(&from, &to, &goal)? {
        Connection::Path(p) => (Some(p), None),
        Connection::Apart { from, to } => (None, Some((*from, *to))),
    };
    Ok(StepResult::Connect(Box::new(ConnectResult {
        common: common(&s.id, &s.title, &s.text),
        from,
        to,
        goal: goal.board().clone(),
        goal_name: spec.name(),
        goal_spec: spec,
        goal_cells: goal,
        path,
        apart,
    })))
}

/// `verify:` the theorem checked over a whole small state space (`npuzzle verify`).
pub(crate) fn verify(source: &Source, s: &VerifyStep) -> Result<StepResult> {
    let (w, h) = crate::parse::parse_size(&s.size).map_err(|e| e.context_said(field("size")))?;
    if w * h > MAX_VERIFY_CELLS {
        return Err(at_field(
            "size",
            crate::msg!(
                "lessonfile-verify-too-big",
                size = format!("{w}x{h}"),
                cells = w * h,
                max = MAX_VERIFY_CELLS
            ),
        ));
    }
    if w == 1 || h == 1 {
        return Err(at_field(
            "size",
            crate::msg!("lessonfile-verify-thin", size = format!("{w}x{h}")),
        ));
    }
    let sizing = Board::blank_last(w, h)?;
    let (spec, goal) = source.goal(s.goal.as_ref(), &sizing)?;
    let goal = goal.board().clone();
    let table = crate::statespace::distances_with(&goal, 1, &mut |_| {})?;
    let report = VerifyReport::from_table(goal, spec.name(), &table);
    Ok(StepResult::Verify(Box::new(VerifyResult {
        common: common(&s.id, &s.title, &s.text),
        report,
    })))
}
