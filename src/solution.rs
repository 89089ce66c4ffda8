//! One solution for a board by the strongest means available, for the
//! walkthrough (`explain`): optimal up to 16 cells (the pattern databases
//! on 4x4, A* or IDA* with linear conflict on the other shapes) within a
//! budget of generated nodes; up to 25 cells a short IDA* attempt (a board
//! near its goal is solved optimally); the canonical reduction otherwise,
//! or when the budget runs out (legal and checked, labelled not optimal).
//! Budgets are counted in nodes, never in time: the same board gets the
//! same answer on any machine. The searches run through the one pipeline
//! ([`crate::solve`]); this module only chooses what to ask it for.

use crate::board::{Board, Dir, Goal, GoalSpec};
use crate::error::Result;
use crate::optimal;
use crate::search;
use crate::solve::{self as pipeline, Ask, Plan, Request, Run, Sinks};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// How a solution was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// IDA* with the additive 6-6-3 pattern databases (4x4 only).
    PatternDatabases,
    /// The same with cached databases of a goal that is not a preset,
    /// trusted on their own checksum only: a solution, not proved optimal.
    UnprovedPatternDatabases,
    /// A* (up to 12 cells) or IDA* with Manhattan + linear conflict.
    AstarLinearConflict,
    IdastarLinearConflict,
    /// The canonical reduction of `npuzzle reduce`: not optimal.
    Reduction,
}

impl Method {
    pub fn optimal(self) -> bool {
        !matches!(self, Method::Reduction | Method::UnprovedPatternDatabases)
    }
}

/// A solution of a solvable board and how it was found.
#[derive(Debug, Clone)]
pub struct Found {
    pub moves: Vec<Dir>,
    pub method: Method,
    /// Why the solution is not optimal when an optimal search was tried
    /// and stopped at its budget (then `method` is the reduction).
    pub note: Option<Fallback>,
}

/// An optimal search that stopped before its answer, so that the
/// reduction was used: what ran, why it stopped, how far it got. Words
/// are the renderer's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fallback {
    /// The search tried (with the pattern databases, `UnprovedPatternDatabases`
    /// when its tables are trusted on their checksum only).
    pub method: Method,
    /// `NodeLimit`, `TimeLimit` or `Cancelled`.
    pub stop: search::Stop,
    /// Nodes generated, the root counted (as `optimal` counts them).
    pub generated: u64,
    /// The shortest solution has at least this many moves (none when that
    /// rests on a table trusted on its checksum only).
    pub lower_bound: Option<u32>,
}

/// The largest board always searched optimally (within the node budget).
pub(crate) const OPTIMAL_MAX_CELLS: usize = 16;

/// Up to this many cells (5x5) a short IDA* attempt comes before the
/// reduction: it finds the shortest solution of a board near its goal.
pub(crate) const ATTEMPT_MAX_CELLS: usize = search::MAX_SEARCH_CELLS;

/// The attempt is made only when the linear-conflict estimate is at most
/// this: farther boards would only spend the attempt's budget and fail.
pub(crate) const ATTEMPT_MAX_H: u32 = 36;

/// The default budget of the optimal search, in generated nodes: a few
/// seconds on the hardest 4x4 boards. A budget of nodes, not of time, so
/// the same board gives the same answer on any machine, however busy.
pub const OPTIMAL_NODES: u64 = 200_000_000;

/// The budget of the attempt on boards of 17 to 25 cells.
pub(crate) const ATTEMPT_NODES: u64 = 20_000_000;

/// Find a solution of a board the caller has checked to be solvable: an
/// optimal one when the optimal search ends within `max_nodes` generated
/// nodes (the root counted, as Korf counts), else the canonical reduction
/// with a note saying why. The searches go through the one pipeline
/// ([`crate::solve`]); this module only chooses what to ask it for.
/// `progress` sees pattern-database events (loading, building) and IDA*
/// iterations.
pub fn find(
    board: &Board,
    goal: &Goal,
    max_nodes: u64,
    cancel: Arc<AtomicBool>,
    progress: &mut dyn FnMut(&optimal::Event),
) -> Result<Found> {
    let mut run = |ask: Ask, nodes: u64| -> Result<Run> {
        let request = Request {
            limits: search::Limits {
                max_nodes: Some(nodes),
                time_limit: None,
                cancel: cancel.clone(),
            },
            ..Request::new(
                board.clone(),
                goal.clone(),
                GoalSpec::Board(goal.board().clone()),
                ask,
            )
        };
        let plan = Plan::new(&request)?;
        let sinks = &mut Sinks {
            events: &mut *progress,
            status: None,
        };
        Ok(pipeline::run(&request, &plan, sinks)?.result)
    };
    let stopped = if board.width() == 4 && board.height() == 4 {
        // The pipeline counts generated children without the root; the
        // budget here counts the root, as `optimal` does.
        match run(Ask::Databases, max_nodes.saturating_sub(1))? {
            Run::Databases(d) => match d.path {
                Some(moves) if d.proved => {
                    return Ok(optimal_path(moves, Method::PatternDatabases));
                }
                // Not proved when a cached table is trusted on its
                // checksum only.
                Some(moves) => {
                    return Ok(optimal_path(moves, Method::UnprovedPatternDatabases));
                }
                None => Some(Fallback {
                    method: if d.lower_bound.is_some() {
                        Method::PatternDatabases
                    } else {
                        Method::UnprovedPatternDatabases
                    },
                    stop: d.stop,
                    generated: d.generated + 1,
                    lower_bound: d.lower_bound,
                }),
            },
            Run::BuildInterrupted => return Err(crate::error::Error::Interrupted),
            Run::Search(_) => {
                return Err(crate::error::Error::internal(
                    "the pattern databases were asked for and another search ran",
                ));
            }
        }
    } else if board.cells() <= OPTIMAL_MAX_CELLS {
        // A* up to 12 cells, IDA* (memory stays small) up to 16, with
        // linear conflict, on the fast engine.
        let algorithm = if board.cells() <= 12 {
            search::Algorithm::Astar
        } else {
            search::Algorithm::Idastar
        };
        let mut options = search::Options::new(algorithm);
        options.heuristic = crate::heuristics::Heuristic::LinearConflict;
        let method = if algorithm == search::Algorithm::Idastar {
            Method::IdastarLinearConflict
        } else {
            Method::AstarLinearConflict
        };
        let result = searched(run(Ask::Search(options), max_nodes)?)?;
        match result.path {
            Some(moves) => return Ok(optimal_path(moves, method)),
            None => Some(Fallback {
                method,
                stop: result.stop,
                generated: result.stats.generated,
                lower_bound: Some(result.reached.lower_bound.unwrap_or(0)),
            }),
        }
    } else {
        if board.cells() <= ATTEMPT_MAX_CELLS
            && crate::heuristics::Heuristic::LinearConflict.value(board, goal) <= ATTEMPT_MAX_H
        {
            let options = search::Options::new(search::Algorithm::Idastar);
            let result = searched(run(Ask::Search(options), ATTEMPT_NODES.min(max_nodes))?)?;
            if let Some(moves) = result.path {
                return Ok(optimal_path(moves, Method::IdastarLinearConflict));
            }
        }
        None
    };
    let reduction = crate::reduce::reduce(board, goal)?;
    Ok(Found {
        moves: reduction.moves,
        method: Method::Reduction,
        note: stopped,
    })
}

fn optimal_path(moves: Vec<Dir>, method: Method) -> Found {
    Found {
        moves,
        method,
        note: None,
    }
}

/// The search result of a search plan.
fn searched(run: Run) -> Result<search::SearchResult> {
    match run {
        Run::Search(r) => Ok(r),
        _ => Err(crate::error::Error::internal(
            "a search was asked for and the pattern databases ran",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    fn found(text: &str, first: bool) -> (Board, Goal, Vec<Dir>, Method) {
        let board = parse_board(text, None).unwrap();
        let (w, h) = (board.width(), board.height());
        let goal = Goal::new(if first {
            Board::blank_first(w, h).unwrap()
        } else {
            Board::blank_last(w, h).unwrap()
        });
        let cancel = Arc::new(AtomicBool::new(false));
        let f = find(&board, &goal, OPTIMAL_NODES, cancel, &mut |_| {}).unwrap();
        (board, goal, f.moves, f.method)
    }

    #[test]
    fn aima_board_is_solved_optimally() {
        // AIMA's 26 moves are for its blank-first goal; blank-last takes 20.
        for (first, length) in [(true, 26), (false, 20)] {
            let (board, goal, moves, method) = found("7 2 4/5 0 6/8 3 1", first);
            assert_eq!(method, Method::AstarLinearConflict);
            assert_eq!(moves.len(), length);
            assert_eq!(&board.apply_all(&moves).unwrap(), goal.board());
        }
    }

    #[test]
    fn a_5x5_board_near_its_goal_is_solved_optimally() {
        let (board, goal, moves, method) = found(
            "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 0 23 24",
            false,
        );
        assert_eq!(method, Method::IdastarLinearConflict);
        assert_eq!(moves.len(), 2);
        assert_eq!(&board.apply_all(&moves).unwrap(), goal.board());
    }

    #[test]
    fn big_boards_use_the_reduction_and_reach_the_goal() {
        let board =
            crate::rng::Rng::new(7).solvable_board(&Goal::new(Board::blank_last(6, 5).unwrap()));
        let (b, g, moves, method) = found(&board.to_line(), false);
        assert_eq!(method, Method::Reduction);
        assert!(!method.optimal());
        assert_eq!(&b.apply_all(&moves).unwrap(), g.board());
    }
}
