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
pub(crate) const HINT_MAX_NODES: u64 = 30_000_000;
/// The budget on bigger boards without databases (linear conflict), where
/// a random board is out of reach anyway: the lower bound comes quickly.
pub(crate) const HINT_MAX_NODES_WIDE: u64 = 2_000_000;

/// The node budget of a hint with this oracle.
pub(crate) fn budget(oracle: &Oracle, board: &Board) -> u64 {
    match oracle.method() {
        m if m.databases() => HINT_MAX_NODES,
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
    /// The second `?`: the next move and, after each possible move, the
    /// solver's distance to the goal.
    Why { generation: u64, board: Board },
}

impl Request {
    pub fn generation(&self) -> u64 {
        match self {
            Request::Hint { generation, .. }
            | Request::Optimal { generation, .. }
            | Request::Why { generation, .. } => *generation,
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
    /// The distance to the goal after it, by the same exact method as the
    /// hint's (asked for by the second `?`; `None` otherwise, and when
    /// there is no exact method for the board).
    pub(crate) distance: Option<Distance>,
}

/// The answer for one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintAnswer {
    pub(crate) generation: u64,
    pub(crate) board: Board,
    pub answer: Answer,
    pub(crate) method: Method,
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
    /// The hint with the distance after each move.
    Why(HintAnswer),
    /// The hint could not be worked out (`render::play_words::no_hint`
    /// says so).
    Failed {
        generation: u64,
        error: crate::error::Error,
    },
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
    let (generation, board) = match request {
        Request::Hint { generation, board }
        | Request::Optimal { generation, board }
        | Request::Why { generation, board } => (*generation, board),
    };
    let result = (|| -> crate::error::Result<HintAnswer> {
        let answer = oracle.distance(board, budget(oracle, board), cancel.clone())?;
        let mut moves = Vec::new();
        for dir in board.legal_moves() {
            let next = board.moved(dir).expect("a legal move");
            let tile = board.tiles()[board.target_of(dir).expect("a legal move")];
            moves.push(MoveEstimate {
                dir,
                tile,
                h: oracle.h(&next)?,
                distance: None,
            });
        }
        let (suggestion, proved) = match answer.next() {
            Some(d) => (Some(d), true),
            None if answer.distance == Distance::Unsolvable => (None, false),
            None => (moves.iter().min_by_key(|m| m.h).map(|m| m.dir), false),
        };
        if let (Request::Why { .. }, Distance::Exact(d)) = (request, answer.distance) {
            for m in &mut moves {
                m.distance = Some(after(oracle, board, m, d, answer.next(), &cancel)?);
            }
        }
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
    match (result, request) {
        (Ok(a), Request::Hint { .. }) => Response::Hint(a),
        (Ok(a), Request::Optimal { .. }) => Response::Optimal(a),
        (Ok(a), Request::Why { .. }) => Response::Why(a),
        (Err(error), _) => Response::Failed { generation, error },
    }
}

/// The distance to the goal after move `m` from `board`, which is `d`
/// moves from it. A move changes the distance by exactly one (every move
/// changes the blank's colour on a chessboard colouring, so the graph is
/// bipartite and no neighbour is at the same distance): the first move of
/// the optimal path leads to `d − 1`; any other is solved, and a lower
/// bound of `d` or more already proves `d + 1`.
fn after(
    oracle: &Oracle,
    board: &Board,
    m: &MoveEstimate,
    d: u32,
    optimal: Option<Dir>,
    cancel: &Option<Arc<AtomicBool>>,
) -> crate::error::Result<Distance> {
    if optimal == Some(m.dir) {
        return Ok(Distance::Exact(d.saturating_sub(1)));
    }
    if oracle.method() == Method::Table {
        return Ok(Distance::Exact(m.h));
    }
    let next = board.moved(m.dir).expect("a legal move");
    if m.h >= d {
        return Ok(Distance::Exact(d + 1));
    }
    let a = oracle.distance(&next, budget(oracle, &next), cancel.clone())?;
    Ok(match a.distance {
        Distance::AtLeast(x) if x >= d => Distance::Exact(d + 1),
        other => other,
    })
}
