//! The one place a lesson calls the solver: the search options a step
//! asked for, and [`searched`], which runs one search under the lesson's
//! limits (the node budget and Ctrl-C; never a clock) and replays
//! its solution before it is believed (through `solve::record::observed`, the
//! pipeline's entry for a search an observer sees). `solve`, `tree`, `compare`,
//! `heuristics` (its `distance`) and the exercises all go through it.

use super::schema::{DEFAULT_SEARCH_NODES, GoalTestName, MAX_SEARCH_NODES, SearchRules, TiesName};
use super::setup::Setup;
use crate::error::{Error, Result};
use crate::search::{
    self, Algorithm, GoalTest, Limits, Observer, Options, Problem, SearchResult, TieBreak,
};

/// The search options a lesson asked for (as `npuzzle solve` builds them).
/// `strict` refuses a heuristic the algorithm does not use.
pub(crate) fn search_options(
    algorithm: Algorithm,
    rules: &SearchRules,
    strict: bool,
) -> Result<Options> {
    let mut o = Options::new(algorithm);
    if let Some(h) = rules.heuristic {
        if algorithm.uses_heuristic() {
            o.heuristic = h.0;
        } else if strict {
            let name = algorithm.name();
            return Err(super::said::at_field(
                "heuristic",
                if algorithm == Algorithm::Ordered {
                    crate::msg!("lessonfile-ordered-heuristic", algo = name)
                } else {
                    crate::msg!("lessonfile-no-heuristic-used", algo = name)
                },
            ));
        }
    }
    if let Some(order) = rules.order {
        o.order = order.0;
    }
    o.tree_search = rules.tree_search;
    o.no_undo = rules.no_undo;
    if let Some(g) = rules.goal_test {
        o.goal_test = match g {
            GoalTestName::Generation => GoalTest::Generation,
            GoalTestName::Expansion => GoalTest::Expansion,
        };
    }
    if let Some(t) = rules.ties {
        o.ties = match t {
            TiesName::Fifo => TieBreak::Fifo,
            TiesName::LowH => TieBreak::LowH,
        };
    }
    Ok(o)
}

/// Run one search under a lesson's limits. An unsolvable board is refused
/// (a search could only run into its limits); a solution is replayed
/// before it is believed.
pub(crate) fn searched<O: Observer>(
    setup: &Setup,
    options: &Options,
    rules: &SearchRules,
    observer: &mut O,
) -> Result<SearchResult> {
    search::check_searchable(&setup.board)?;
    if !crate::parity::is_solvable(&setup.board, &setup.goal_cells) {
        return Err(Error::problem(crate::msg!("lessonfile-search-unreachable")));
    }
    let max_nodes = rules.max_nodes.unwrap_or(DEFAULT_SEARCH_NODES);
    if max_nodes == 0 || max_nodes > MAX_SEARCH_NODES {
        return Err(super::said::at_field(
            "max_nodes",
            crate::msg!(
                "lessonfile-search-nodes",
                nodes = super::said::count(max_nodes),
                max = MAX_SEARCH_NODES
            ),
        ));
    }
    let limits = Limits {
        max_nodes: Some(max_nodes),
        // No wall-clock limit: the node limit (and the lesson budget checked
        // before the run) keeps every result the same on every machine.
        time_limit: None,
        cancel: crate::interrupt::shared(),
    };
    let problem = Problem {
        start: setup.board.clone(),
        goal: setup.goal_cells.clone(),
    };
    // The teaching engine, as the seed documents' rules need, through the
    // pipeline's recorded-search entry (which checks the path replays).
    crate::solve::record::observed(&problem, options, &limits, observer)
}
