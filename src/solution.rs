//! One solution for a board by the strongest means available, for the
//! walkthrough (`explain`): optimal up to 16 cells (the pattern databases
//! on 4x4, A* or IDA* with linear conflict on the other shapes); up to 25
//! cells a short IDA* attempt (a board near its goal is solved optimally);
//! the canonical reduction otherwise (legal and checked, not optimal).

use crate::board::{Board, Dir, Goal};
use crate::error::Result;
use crate::optimal::{self, OptimalHeuristic, SolveError};
use crate::search::{self, Problem};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How a solution was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// IDA* with the additive 6-6-3 pattern databases (4x4 only).
    PatternDatabases,
    /// A* (up to 12 cells) or IDA* with Manhattan + linear conflict.
    AstarLinearConflict,
    IdastarLinearConflict,
    /// The canonical reduction of `npuzzle reduce`: not optimal.
    Reduction,
}

impl Method {
    pub fn optimal(self) -> bool {
        self != Method::Reduction
    }

    /// A phrase for the text output.
    pub fn describe(self) -> &'static str {
        match self {
            Method::PatternDatabases => "IDA* with the additive 6-6-3 pattern databases",
            Method::AstarLinearConflict => "A* with the linear-conflict heuristic",
            Method::IdastarLinearConflict => "IDA* with the linear-conflict heuristic",
            Method::Reduction => {
                "the canonical reduction (npuzzle reduce): legal and checked, but not a shortest solution"
            }
        }
    }
}

/// The result of looking for a solution of a solvable board.
#[derive(Debug, Clone)]
pub enum Found {
    Path {
        moves: Vec<Dir>,
        method: Method,
    },
    /// A limit stopped the optimal search; the message says which and what
    /// was learnt.
    Stopped {
        method: Method,
        message: String,
    },
}

/// The largest board always searched optimally (within the time limit).
pub const OPTIMAL_MAX_CELLS: usize = search::OPTIMAL_MAX_CELLS;

/// Up to this many cells (5x5) a short IDA* attempt comes before the
/// reduction: it finds the shortest solution of a board near its goal.
pub const ATTEMPT_MAX_CELLS: usize = search::MAX_SEARCH_CELLS;

/// The attempt is made only when the linear-conflict estimate is at most
/// this: farther boards would only spend the attempt's time and fail.
pub const ATTEMPT_MAX_H: u32 = 36;

/// How long that attempt may take before the reduction is used instead.
pub const ATTEMPT_TIME: Duration = Duration::from_secs(2);

/// Find a solution of a board the caller has checked to be solvable.
/// `progress` sees pattern-database events (loading, building) and IDA*
/// iterations.
pub fn find(
    board: &Board,
    goal: &Goal,
    time_limit: Duration,
    cancel: Arc<AtomicBool>,
    progress: &mut dyn FnMut(&optimal::Event),
) -> Result<Found> {
    if board.width() == 4 && board.height() == 4 {
        let limits = optimal::Limits {
            max_nodes: None,
            time_limit: Some(time_limit),
            cancel: Some(cancel),
        };
        return match optimal::solve(board, goal, OptimalHeuristic::Pdb, &limits, progress) {
            Ok(s) => Ok(Found::Path {
                moves: s.path,
                method: Method::PatternDatabases,
            }),
            Err(SolveError::Stopped(s)) => Ok(Found::Stopped {
                method: Method::PatternDatabases,
                message: format!(
                    "{} after {:.1} s ({} nodes generated); the shortest solution has at least {} moves",
                    s.reason.describe(),
                    s.elapsed.as_secs_f64(),
                    s.generated,
                    s.lower_bound
                ),
            }),
            Err(SolveError::Unsolvable) => Err(crate::error::Error::internal(
                "the optimal solver found no solution for a board the parity rule calls solvable",
            )),
            Err(SolveError::Error(e)) => Err(e),
        };
    }
    if board.cells() <= OPTIMAL_MAX_CELLS {
        let problem = Problem {
            start: board.clone(),
            goal: goal.clone(),
        };
        let limits = search::Limits {
            time_limit: Some(time_limit),
            cancel,
            ..search::Limits::default()
        };
        let result = search::optimal_solution(&problem, &limits)?;
        let method = if result.algorithm == search::Algorithm::Idastar {
            Method::IdastarLinearConflict
        } else {
            Method::AstarLinearConflict
        };
        return Ok(match result.path {
            Some(moves) => Found::Path { moves, method },
            None => Found::Stopped {
                method,
                message: crate::render::search::stopped(&result, board.cells()),
            },
        });
    }
    if board.cells() <= ATTEMPT_MAX_CELLS
        && crate::heuristics::Heuristic::LinearConflict.value(board, goal) <= ATTEMPT_MAX_H
    {
        let problem = Problem {
            start: board.clone(),
            goal: goal.clone(),
        };
        let limits = search::Limits {
            time_limit: Some(ATTEMPT_TIME.min(time_limit)),
            cancel,
            ..search::Limits::default()
        };
        let options = search::Options::new(search::Algorithm::Idastar);
        let result = search::solve(&problem, &options, &limits, &mut search::NoObserver)?;
        if let Some(moves) = result.path {
            return Ok(Found::Path {
                moves,
                method: Method::IdastarLinearConflict,
            });
        }
    }
    let reduction = crate::reduce::reduce(board, goal)?;
    Ok(Found::Path {
        moves: reduction.moves,
        method: Method::Reduction,
    })
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
        match find(&board, &goal, Duration::from_secs(30), cancel, &mut |_| {}).unwrap() {
            Found::Path { moves, method } => (board, goal, moves, method),
            Found::Stopped { message, .. } => panic!("stopped: {message}"),
        }
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
