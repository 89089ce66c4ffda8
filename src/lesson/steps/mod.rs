//! The step kinds of a lesson, one small function each, grouped by idea:
//! [`parity`] (board, inversions, solvable, trace), [`reduce`] (reduce,
//! connect, verify), [`search`] (solve, tree, compare, heuristics) and
//! [`lab`] (audit, cost-table). Exercises are computed in
//! `lesson::exercise`; quizzes get their truth in `lesson::run` once every
//! step is computed. A new step kind is one line in [`compute`] and one
//! function in the file of its idea.

pub(crate) mod lab;
pub(crate) mod parity;
pub(crate) mod reduce;
pub(crate) mod search;

use super::load::Source;
use super::result::{Common, StepResult};
use super::schema::Step;
use crate::error::Result;

/// Compute one step: the table of step kinds.
pub(crate) fn compute(source: &Source, step: &Step) -> Result<StepResult> {
    match step {
        Step::Section(t) => Ok(StepResult::Section { title: t.clone() }),
        Step::Say(t) => Ok(StepResult::Say { text: t.clone() }),
        Step::Board(s) => parity::board(source, s),
        Step::Inversions(s) => parity::inversions(source, s),
        Step::Solvable(s) => parity::solvable(source, s),
        Step::Trace(s) => parity::trace(source, s),
        Step::Reduce(s) => reduce::reduce(source, s),
        Step::Connect(s) => reduce::connect(source, s),
        Step::Verify(s) => reduce::verify(source, s),
        Step::Solve(s) => search::solve(source, s),
        Step::Tree(s) => search::tree(source, s),
        Step::Compare(s) => search::compare(source, s),
        Step::Heuristics(s) => search::heuristics(source, s),
        Step::Audit(s) => lab::audit(source, s),
        Step::CostTable(s) => lab::cost_table(source, s),
        Step::Exercise(e) => Ok(StepResult::Exercise(Box::new(super::exercise::compute(
            source, e,
        )?))),
        // Filled in by the second pass of `lesson::run`.
        Step::Quiz(_) => Ok(StepResult::Say {
            text: String::new(),
        }),
    }
}

/// What every computing step carries besides its result.
fn common(id: &Option<String>, title: &Option<String>, text: &Option<String>) -> Common {
    Common {
        id: id.clone(),
        title: title.clone(),
        text: text.clone(),
    }
}
