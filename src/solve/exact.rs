//! Many boards of one goal solved exactly: the plan's decision
//! ([`Plan::exact`]: the whole state space, the optimal solver with which
//! heuristic and tables, or only a lower bound) and its prepared form
//! ([`Optimal`]), which loads the tables once and answers board after
//! board within the budget each caller gives. The distances of `random`
//! and `play`'s hints, and the sampled audit of `heuristics check`, ask it.

use super::{Plan, databases, default_databases};
use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use crate::heuristics::Heuristic;
use crate::optimal::{self, OptimalHeuristic, PdbVariant, SolveError, Solver};
use crate::statespace::{self, DistanceTable};
use std::sync::atomic::AtomicBool;

/// Boards up to this many cells get the whole state space by
/// breadth-first search (9! = 362,880 arrangements on 3×3).
pub(crate) const TABLE_CELLS: usize = 9;

/// Which databases the best exact method may use on 4×4 and 5×5.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tables {
    /// Build the 4×4 databases when missing (a second or two); use the
    /// 5×5 ones only when they are already on disk.
    BuildSmall,
    /// Never load or build any database (linear conflict).
    Never,
}

/// What a caller that solves many boards of one goal exactly asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExactAsk {
    /// The best exact method the goal's size allows, with these tables
    /// (`random`'s distances, `play`'s hints).
    Best(Tables),
    /// The optimal solver (IDA*) with this heuristic, or with the
    /// strongest one for the goal when `None` (`heuristics check
    /// --sample`).
    Solver(Option<OptimalHeuristic>),
}

/// How the boards of one goal are solved exactly: the plan's decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exact {
    /// Breadth-first search of every board (at most [`TABLE_CELLS`]
    /// cells): every distance, looked up.
    Table,
    /// The optimal solver, IDA* with this heuristic (`Pdb`: the pattern
    /// databases [`default_databases`] names for the goal).
    Solver(OptimalHeuristic),
    /// No exact method for the size: a lower bound (linear conflict).
    Bound,
}

impl Exact {
    /// True when the method reads pattern databases.
    pub(crate) fn databases(self) -> bool {
        self == Exact::Solver(OptimalHeuristic::Pdb)
    }
}

impl Plan {
    /// Decide how the boards of `goal` are solved exactly.
    pub fn exact(goal: &Board, ask: ExactAsk) -> Exact {
        Plan::exact_with(goal, ask, &default_databases)
    }

    /// [`Plan::exact`] with the answer to "which pattern databases apply
    /// to this goal?" given as `databases` ([`default_databases`] looks at
    /// the cache for the 5×5 tables; tests give the answer without them).
    pub fn exact_with(
        goal: &Board,
        ask: ExactAsk,
        databases: &dyn Fn(&Board) -> Option<usize>,
    ) -> Exact {
        let strongest = || {
            if databases(goal).is_some() {
                OptimalHeuristic::Pdb
            } else {
                OptimalHeuristic::LinearConflict
            }
        };
        match ask {
            ExactAsk::Best(_) if goal.cells() <= TABLE_CELLS => Exact::Table,
            ExactAsk::Best(_) if goal.cells() > optimal::MAX_CELLS => Exact::Bound,
            ExactAsk::Best(Tables::BuildSmall) => Exact::Solver(strongest()),
            ExactAsk::Best(Tables::Never) => Exact::Solver(OptimalHeuristic::LinearConflict),
            ExactAsk::Solver(Some(h)) => Exact::Solver(h),
            ExactAsk::Solver(None) => Exact::Solver(strongest()),
        }
    }
}

/// What [`Optimal::solve`] found for one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// The optimal length, the blank's moves of a shortest path (from the
    /// table, or the solver's), and the nodes the solver generated (its
    /// count, the root included; 0 for a look-up).
    Solved {
        length: u32,
        path: Option<Vec<Dir>>,
        nodes: u64,
    },
    /// A limit stopped the solver: every length below `lower_bound` was
    /// ruled out.
    Stopped { lower_bound: u32, nodes: u64 },
    /// The solver found that the board cannot reach the goal.
    Unsolvable,
    /// No exact method for the size ([`Exact::Bound`]).
    Bound,
}

enum Engine {
    Table(Box<DistanceTable>),
    Solver(Box<Solver>),
    Bound,
}

/// The exact method for one goal, decided by the plan and prepared once
/// (the state space searched, the tables loaded) for many boards.
pub struct Optimal {
    goal: Goal,
    exact: Exact,
    engine: Engine,
}

impl Optimal {
    /// Decide ([`Plan::exact`]) and prepare. `cancel` stops a database
    /// build (then `Err(Interrupted)`); `events` sees the databases being
    /// loaded or built.
    pub(crate) fn new(
        goal: &Goal,
        ask: ExactAsk,
        cancel: Option<&AtomicBool>,
        events: &mut dyn FnMut(&optimal::Event),
    ) -> Result<Optimal> {
        Optimal::prepare(goal, Plan::exact(goal.board(), ask), cancel, events)
    }

    /// Prepare the method `exact` decided for `goal` (private: a caller
    /// asks, the plan decides).
    fn prepare(
        goal: &Goal,
        exact: Exact,
        cancel: Option<&AtomicBool>,
        events: &mut dyn FnMut(&optimal::Event),
    ) -> Result<Optimal> {
        let g = goal.board();
        let engine = match exact {
            Exact::Table => Engine::Table(Box::new(statespace::distances_with(g, 1, &mut |_| {})?)),
            Exact::Solver(OptimalHeuristic::Pdb) => {
                let variant = PdbVariant::best_for(g.width());
                let solver =
                    databases::solver(goal, variant, cancel, events)?.ok_or(Error::Interrupted)?;
                Engine::Solver(Box::new(solver))
            }
            Exact::Solver(h) => Engine::Solver(Box::new(Solver::new(goal, h, events)?)),
            Exact::Bound => Engine::Bound,
        };
        Ok(Optimal {
            goal: goal.clone(),
            exact,
            engine,
        })
    }

    pub(crate) fn goal(&self) -> &Goal {
        &self.goal
    }

    /// The method the plan decided.
    pub(crate) fn exact(&self) -> Exact {
        self.exact
    }

    /// The whole table, when the method is breadth-first search.
    pub(crate) fn table(&self) -> Option<&DistanceTable> {
        match &self.engine {
            Engine::Table(t) => Some(t),
            _ => None,
        }
    }

    /// An admissible estimate (the exact distance for a table, 0 for a
    /// board not in it).
    pub(crate) fn h(&self, board: &Board) -> Result<u32> {
        match &self.engine {
            Engine::Table(t) => Ok(t.distance(board).map_or(0, u32::from)),
            Engine::Solver(s) => s.h(board),
            Engine::Bound => Ok(Heuristic::LinearConflict.value(board, &self.goal)),
        }
    }

    /// Solve `board` (which the caller knows to be solvable) within
    /// `limits`, the caller's budget: the solver's node limit, time limit
    /// and cancel flag.
    pub(crate) fn solve(&self, board: &Board, limits: &optimal::Limits) -> Result<Found> {
        Ok(match &self.engine {
            Engine::Table(t) => {
                let d = t
                    .distance(board)
                    .ok_or_else(|| Error::internal("a solvable board is not in the table"))?;
                Found::Solved {
                    length: u32::from(d),
                    path: t.path_to_goal(board),
                    nodes: 0,
                }
            }
            Engine::Solver(s) => match s.solve(board, limits, &mut |_| {}) {
                Ok(sol) => Found::Solved {
                    length: sol.length as u32,
                    path: Some(sol.path),
                    nodes: sol.generated,
                },
                Err(SolveError::Stopped(st)) => Found::Stopped {
                    lower_bound: st.lower_bound,
                    nodes: st.generated,
                },
                Err(SolveError::Unsolvable) => Found::Unsolvable,
                Err(SolveError::Error(e)) => return Err(e),
            },
            Engine::Bound => Found::Bound,
        })
    }
}
