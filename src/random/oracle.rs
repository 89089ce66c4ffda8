//! How far a board is from its goal, by the best exact method the size
//! allows, as the solving pipeline decides it ([`crate::solve::Plan::exact`]):
//! the whole state space searched breadth-first (boards of at most
//! [`TABLE_CELLS`] cells, the 8-puzzle included), else the optimal solver
//! (IDA*, with the pattern databases on 4×4) within a node budget, else a
//! lower bound (linear conflict) labelled as such.
//!
//! Used by `npuzzle random` (boards at an exact distance, the distance in
//! JSON) and by `npuzzle play` (the hint): one answer for both.

use crate::board::{Board, Dir, Goal};
use crate::error::Result;
use crate::optimal::Limits;
use crate::parity;
use crate::solve::{ExactAsk, Found, Optimal, Plan};
use crate::statespace::DistanceTable;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Which method an [`Oracle`] uses: the plan's decision.
pub(crate) use crate::solve::Exact as Method;
pub(crate) use crate::solve::TABLE_CELLS;
pub use crate::solve::Tables;

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
    let exact = Plan::exact(goal, ExactAsk::Best(Tables::BuildSmall));
    exact == Method::Table || exact.databases() || (w * h <= 12 && w.min(h) >= 3)
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
    #[cfg(test)]
    pub(crate) fn exact(self) -> Option<u32> {
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
    pub(crate) path: Option<Vec<Dir>>,
    /// Nodes the solver generated (0 for a table look-up).
    pub(crate) nodes: u64,
}

/// The distance method for one goal, prepared once.
pub struct Oracle {
    optimal: Optimal,
}

impl Answer {
    /// The blank's first move on an optimal path.
    pub(crate) fn next(&self) -> Option<Dir> {
        self.path.as_ref().and_then(|p| p.first().copied())
    }
}

impl Oracle {
    /// The method the solving pipeline decides for `goal`'s size
    /// ([`Plan::exact`]), prepared. `cancel` stops a database build (then
    /// `Err(Interrupted)`).
    pub fn new(goal: &Goal, tables: Tables, cancel: Option<&AtomicBool>) -> Result<Oracle> {
        Ok(Oracle {
            optimal: Optimal::new(goal, ExactAsk::Best(tables), cancel, &mut |_| {})?,
        })
    }

    pub fn goal(&self) -> &Goal {
        self.optimal.goal()
    }

    pub fn method(&self) -> Method {
        self.optimal.exact()
    }

    /// The largest distance of any board, when the whole space is known.
    pub(crate) fn max_distance(&self) -> Option<u32> {
        self.table().map(|t| t.max_depth() as u32)
    }

    /// An admissible estimate (the exact distance for a table).
    pub(crate) fn h(&self, board: &Board) -> Result<u32> {
        self.optimal.h(board)
    }

    /// The distance of `board`, the solver stopping after `max_nodes`.
    pub(crate) fn distance(
        &self,
        board: &Board,
        max_nodes: u64,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Result<Answer> {
        if !parity::is_solvable(board, self.goal()) {
            return Ok(Answer {
                distance: Distance::Unsolvable,
                path: None,
                nodes: 0,
            });
        }
        let limits = Limits {
            max_nodes: Some(max_nodes),
            time_limit: None,
            cancel,
            ..Limits::default()
        };
        Ok(match self.optimal.solve(board, &limits)? {
            Found::Solved {
                length,
                path,
                nodes,
            } => Answer {
                distance: Distance::Exact(length),
                path,
                nodes,
            },
            Found::Stopped { lower_bound, nodes } => Answer {
                distance: Distance::AtLeast(lower_bound.max(self.h(board)?)),
                path: None,
                nodes,
            },
            Found::Unsolvable => Answer {
                distance: Distance::Unsolvable,
                path: None,
                nodes: 0,
            },
            Found::Bound => Answer {
                distance: Distance::AtLeast(self.h(board)?),
                path: None,
                nodes: 0,
            },
        })
    }

    /// The whole table, when the method is breadth-first search.
    pub(crate) fn table(&self) -> Option<&DistanceTable> {
        self.optimal.table()
    }
}
