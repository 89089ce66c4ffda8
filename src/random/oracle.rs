//! How far a board is from its goal, by the best exact method the size
//! allows: the whole state space searched breadth-first (boards of at most
//! [`TABLE_CELLS`] cells, the 8-puzzle included), else the optimal solver
//! (IDA*, with the pattern databases on 4×4) within a node budget, else a
//! lower bound (linear conflict) labelled as such.
//!
//! Used by `npuzzle random` (boards at an exact distance, the distance in
//! JSON) and by `npuzzle play` (the hint): one answer for both.

use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use crate::heuristics::Heuristic;
use crate::optimal::{self, Limits, OptimalHeuristic, SolveError, Solver};
use crate::parity;
use crate::statespace::{self, DistanceTable};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Boards up to this many cells get the whole state space by
/// breadth-first search (9! = 362,880 arrangements on 3×3).
pub const TABLE_CELLS: usize = 9;

/// Whether the distances to `goal` can be proved without a long search:
/// the whole state space (at most [`TABLE_CELLS`] cells), the pattern
/// databases the solving pipeline uses (4×4, and 5×5 once its tables are
/// cached), or 3×4 and 4×3, where IDA* with linear conflict proves a
/// uniform board in a few hundred thousand nodes (ten boards in 0.2 s).
/// Elsewhere it may spend its whole node budget on each board and prove
/// nothing (2 of 10 uniform 2×6 boards, 8 of 10 on 2×7, 20 M nodes each,
/// 20 s and 50 s; every 5×5 board without its tables), so a list of boards
/// does not ask for their distances (`random --format json` says "not
/// computed").
pub fn exact_at_once(goal: &Board) -> bool {
    let (w, h) = (goal.width(), goal.height());
    goal.cells() <= TABLE_CELLS
        || crate::solve::default_databases(goal).is_some()
        || (w * h <= 12 && w.min(h) >= 3)
}

/// What is known about a board's distance to the goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Distance {
    /// The optimal number of moves, proved.
    Exact(u32),
    /// At least this many moves (the budget ran out, or no exact method
    /// exists for the size).
    AtLeast(u32),
    /// The board is in the other parity class: no sequence reaches the goal.
    Unsolvable,
}

impl Distance {
    pub fn exact(self) -> Option<u32> {
        match self {
            Distance::Exact(d) => Some(d),
            _ => None,
        }
    }
}

/// An answer with the first move of an optimal path when one is known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub distance: Distance,
    /// The blank's moves on an optimal path (exact answers only).
    pub path: Option<Vec<Dir>>,
    /// Nodes the solver generated (0 for a table look-up).
    pub nodes: u64,
}

/// Which method an [`Oracle`] uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Table,
    Solver(OptimalHeuristic),
    Bound,
}

impl Method {
    /// How the distance is known, for people.
    pub fn describe(self) -> &'static str {
        match self {
            Method::Table => "exact: breadth-first search of every board",
            Method::Solver(OptimalHeuristic::Pdb) => "exact: IDA* with pattern databases",
            Method::Solver(_) => "exact: IDA* with linear conflict",
            Method::Bound => "a lower bound: linear conflict",
        }
    }
}

enum Engine {
    Table(Box<DistanceTable>),
    Solver(Box<Solver>),
    Bound,
}

/// The distance method for one goal, prepared once.
pub struct Oracle {
    goal: Goal,
    engine: Engine,
}

/// Which databases an oracle may use on 4×4 and 5×5.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tables {
    /// Build the 4×4 databases when missing (a second or two); use the
    /// 5×5 ones only when they are already on disk.
    BuildSmall,
    /// Never load or build any database (linear conflict).
    Never,
}

impl Answer {
    /// The blank's first move on an optimal path.
    pub fn next(&self) -> Option<Dir> {
        self.path.as_ref().and_then(|p| p.first().copied())
    }
}

impl Oracle {
    /// The best method for `goal`'s size. `cancel` stops a database build
    /// (then `Err(Interrupted)`).
    pub fn new(goal: &Goal, tables: Tables, cancel: Option<&AtomicBool>) -> Result<Oracle> {
        let g = goal.board();
        let engine = if g.cells() <= TABLE_CELLS {
            Engine::Table(Box::new(statespace::distances_with(g, 1, &mut |_| {})?))
        } else if g.cells() <= optimal::MAX_CELLS {
            // The databases the solving pipeline would use for this goal.
            let pdb = tables == Tables::BuildSmall && crate::solve::default_databases(g).is_some();
            let solver = if pdb && g.cells() == crate::pdb::CELLS {
                let set = crate::pdb::for_goal_cancellable(g, cancel, &mut |_| {})?
                    .ok_or(Error::Interrupted)?;
                Solver::with_pdb(goal, set)?
            } else if pdb {
                Solver::new(goal, OptimalHeuristic::Pdb, &mut |_| {})?
            } else {
                Solver::new(goal, OptimalHeuristic::LinearConflict, &mut |_| {})?
            };
            Engine::Solver(Box::new(solver))
        } else {
            Engine::Bound
        };
        Ok(Oracle {
            goal: goal.clone(),
            engine,
        })
    }

    pub fn goal(&self) -> &Goal {
        &self.goal
    }

    pub fn method(&self) -> Method {
        match &self.engine {
            Engine::Table(_) => Method::Table,
            Engine::Solver(s) => Method::Solver(s.heuristic()),
            Engine::Bound => Method::Bound,
        }
    }

    /// The largest distance of any board, when the whole space is known.
    pub fn max_distance(&self) -> Option<u32> {
        match &self.engine {
            Engine::Table(t) => Some(t.max_depth() as u32),
            _ => None,
        }
    }

    /// An admissible estimate (the exact distance for a table).
    pub fn h(&self, board: &Board) -> Result<u32> {
        match &self.engine {
            Engine::Table(t) => Ok(t.distance(board).map_or(0, u32::from)),
            Engine::Solver(s) => s.h(board),
            Engine::Bound => Ok(Heuristic::LinearConflict.value(board, &self.goal)),
        }
    }

    /// The distance of `board`, the solver stopping after `max_nodes`.
    pub fn distance(
        &self,
        board: &Board,
        max_nodes: u64,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Result<Answer> {
        if !parity::is_solvable(board, &self.goal) {
            return Ok(Answer {
                distance: Distance::Unsolvable,
                path: None,
                nodes: 0,
            });
        }
        match &self.engine {
            Engine::Table(t) => {
                let d = t
                    .distance(board)
                    .ok_or_else(|| Error::internal("a solvable board is not in the table"))?;
                Ok(Answer {
                    distance: Distance::Exact(d as u32),
                    path: t.path_to_goal(board),
                    nodes: 0,
                })
            }
            Engine::Solver(s) => {
                let limits = Limits {
                    max_nodes: Some(max_nodes),
                    time_limit: None,
                    cancel,
                    ..Limits::default()
                };
                match s.solve(board, &limits, &mut |_| {}) {
                    Ok(sol) => Ok(Answer {
                        distance: Distance::Exact(sol.length as u32),
                        path: Some(sol.path),
                        nodes: sol.generated,
                    }),
                    Err(SolveError::Stopped(st)) => Ok(Answer {
                        distance: Distance::AtLeast(st.lower_bound.max(s.h(board)?)),
                        path: None,
                        nodes: st.generated,
                    }),
                    Err(SolveError::Unsolvable) => Ok(Answer {
                        distance: Distance::Unsolvable,
                        path: None,
                        nodes: 0,
                    }),
                    Err(SolveError::Error(e)) => Err(e),
                }
            }
            Engine::Bound => Ok(Answer {
                distance: Distance::AtLeast(self.h(board)?),
                path: None,
                nodes: 0,
            }),
        }
    }

    /// The whole table, when the method is breadth-first search.
    pub(crate) fn table(&self) -> Option<&DistanceTable> {
        match &self.engine {
            Engine::Table(t) => Some(t),
            _ => None,
        }
    }
}
