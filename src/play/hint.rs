//! The hint: the next move of an optimal solution and the distance, worked
//! out off the UI thread. [`answer`] is a plain function of the request;
//! the front end runs it in a worker and hands the [`Response`] back to the
//! game.

use crate::board::{Board, Dir, Goal};
use crate::random::oracle::{Answer, Distance, Method, Oracle, Tables};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Nodes one hint may cost the optimal solver (about a second of IDA*)
/// with the pattern databases or on boards up to 16 cells: past it the
/// hint gives a lower bound, labelled so.
pub const HINT_MAX_NODES: u64 = 30_000_000;
/// The budget on bigger boards without databases (linear conflict), where
/// a random board is out of reach anyway: the lower bound comes quickly.
pub const HINT_MAX_NODES_WIDE: u64 = 2_000_000;

/// The node budget of a hint with this oracle.
pub fn budget(oracle: &Oracle, board: &Board) -> u64 {
    match oracle.method() {
        Method::Solver(crate::optimal::OptimalHeuristic::Pdb) => HINT_MAX_NODES,
        _ if board.cells() <= crate::pdb::CELLS => HINT_MAX_NODES,
        _ => HINT_MAX_NODES_WIDE,
    }
}

/// Work the game asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// The next move from `board`.
    Hint { generation: u64, board: Board },
    /// The optimal length of the start (to compare with the win).
    Optimal { generation: u64, board: Board },
}

impl Request {
    pub fn generation(&self) -> u64 {
        match self {
            Request::Hint { generation, .. } | Request::Optimal { generation, .. } => *generation,
        }
    }
}

/// What one possible move would lead to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveEstimate {
    /// The blank's direction.
    pub dir: Dir,
    /// The tile that would slide.
    pub tile: u8,
    /// The heuristic of the board after it (exact for breadth-first tables).
    pub h: u32,
}

/// The answer for one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintAnswer {
    pub generation: u64,
    pub board: Board,
    pub answer: Answer,
    pub method: Method,
    /// The move to suggest: the optimal path's first when proved, else the
    /// move with the smallest estimate.
    pub suggestion: Option<Dir>,
    /// True when `suggestion` is on an optimal path.
    pub proved: bool,
    /// Every legal move with the estimate after it.
    pub moves: Vec<MoveEstimate>,
}

/// What the worker hands back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Response {
    /// The pattern databases are being built or loaded.
    Preparing {
        generation: u64,
    },
    Hint(HintAnswer),
    Optimal(HintAnswer),
    Failed {
        generation: u64,
        message: String,
    },
}

/// The message of a hint that could not be worked out.
pub fn no_hint(error: &crate::error::Error) -> String {
    crate::t!("play-no-hint", error = error.to_string())
}

/// True when preparing the oracle for `goal` may take a while (loading or
/// building the 15-puzzle's databases).
pub fn slow_to_prepare(goal: &Goal) -> bool {
    let g = goal.board();
    g.width() == crate::pdb::SIDE && g.height() == crate::pdb::SIDE
}

/// The oracle the hints use for `goal` (the databases on 4×4, built on
/// first use; `cancel` stops a build).
pub fn oracle(goal: &Goal, cancel: Option<&AtomicBool>) -> crate::error::Result<Oracle> {
    Oracle::new(goal, Tables::BuildSmall, cancel)
}

/// Answer one request.
pub fn answer(oracle: &Oracle, request: &Request, cancel: Option<Arc<AtomicBool>>) -> Response {
    let (generation, board, hint) = match request {
        Request::Hint { generation, board } => (*generation, board, true),
        Request::Optimal { generation, board } => (*generation, board, false),
    };
    let result = (|| -> crate::error::Result<HintAnswer> {
        let answer = oracle.distance(board, budget(oracle, board), cancel)?;
        let mut moves = Vec::new();
        for dir in board.legal_moves() {
            let next = board.moved(dir).expect("a legal move");
            let tile = board.tiles()[board.target_of(dir).expect("a legal move")];
            moves.push(MoveEstimate {
                dir,
                tile,
                h: oracle.h(&next)?,
            });
        }
        let (suggestion, proved) = match answer.next() {
            Some(d) => (Some(d), true),
            None if answer.distance == Distance::Unsolvable => (None, false),
            None => (moves.iter().min_by_key(|m| m.h).map(|m| m.dir), false),
        };
        Ok(HintAnswer {
            generation,
            board: board.clone(),
            answer,
            method: oracle.method(),
            suggestion,
            proved,
            moves,
        })
    })();
    match result {
        Ok(a) if hint => Response::Hint(a),
        Ok(a) => Response::Optimal(a),
        Err(e) => Response::Failed {
            generation,
            message: no_hint(&e),
        },
    }
}
