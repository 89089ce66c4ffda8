//! What would finish when a limit stopped a search, as commands to type.

use super::{Plan, Request, Run};
use crate::board::GoalSpec;
use crate::i18n::Msg;
use crate::msg;
use crate::search::{Algorithm, Stop};

/// Suggestions for a run that stopped (each `None` when it does not
/// apply).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Suggestions {
    /// A* stopped at its node budget (which bounds its memory): IDA* with
    /// the same heuristic finishes, as a command.
    pub idastar: Option<Msg>,
    /// A 5x5 board left to the default search (its pattern databases are
    /// not cached) that stopped: how to get the databases that solve it.
    pub databases: Option<Msg>,
}

pub(super) fn suggest(request: &Request, plan: &Plan, run: &Run) -> Suggestions {
    let Run::Search(result) = run else {
        return Suggestions::default();
    };
    let goal = goal_flag(&request.goal_spec);
    let board = request.board.to_line();
    let o = &result.options;
    let idastar = (o.algorithm == Algorithm::Astar && result.stop == Stop::NodeLimit)
        .then(|| o.used_heuristic())
        .flatten()
        .filter(|h| h.is_proven_admissible())
        .map(|h| {
            msg!(
                "solve-suggest-idastar",
                held = result.stats.max_stored,
                command = format!("npuzzle solve \"{board}\"{goal} --algo idastar --heuristic {h}")
            )
        });
    let databases = (!result.solved()
        && plan.why() == super::Why::DefaultSearch
        && crate::pdb::pdb24::check_goal(request.goal.board()).is_ok())
    .then(|| {
        msg!(
            "solve-suggest-databases",
            command = format!("npuzzle solve \"{board}\"{goal} --heuristic pdb")
        )
    });
    Suggestions { idastar, databases }
}

/// The `--goal` flag that names a goal in a suggested command (nothing for
/// the default, blank-last).
pub(super) fn goal_flag(spec: &GoalSpec) -> String {
    match spec {
        GoalSpec::BlankLast => String::new(),
        GoalSpec::Board(b) => format!(" --goal \"{}\"", b.to_line()),
        other => format!(" --goal {}", other.name()),
    }
}
