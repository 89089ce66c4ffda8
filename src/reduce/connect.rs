//! Paths between two boards, built from their reductions.

use super::{Class, Reduction, moves_as_string, reduce};
use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use serde::Serialize;

/// The blank moves that undo `moves`, in order.
pub(crate) fn reverse(moves: &[Dir]) -> Vec<Dir> {
    moves.iter().rev().map(|d| d.opposite()).collect()
}

/// Remove immediate back-and-forth pairs (`LR`, `UD`, …), repeatedly, so
/// that `ULRD` becomes empty. Returns the shorter sequence.
pub(crate) fn cancel_back_and_forth(moves: &[Dir]) -> Vec<Dir> {
    let mut out: Vec<Dir> = Vec::with_capacity(moves.len());
    for &m in moves {
        if out.last() == Some(&m.opposite()) {
            out.pop();
        } else {
            out.push(m);
        }
    }
    out
}

/// An explicit path between two boards of one class.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Path {
    pub(crate) from: Board,
    pub(crate) to: Board,
    /// The canonical board both reduce to.
    pub(crate) target: Board,
    pub(crate) class: Class,
    /// Length of FROM's reduction and of TO's.
    pub from_length: usize,
    pub to_length: usize,
    /// Moves removed as back-and-forth pairs where the two reductions meet.
    pub cancelled: usize,
    #[serde(serialize_with = "moves_as_string")]
    pub moves: Vec<Dir>,
    pub length: usize,
}

/// The outcome of `connect`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Connection {
    Path(Path),
    /// The boards are in different classes: each reduction ends on a
    /// different canonical board, and no move changes the class.
    Apart {
        from: Box<Reduction>,
        to: Box<Reduction>,
    },
}

/// Join two boards: FROM's reduction, then TO's reduction backwards, with
/// back-and-forth pairs removed, checked by replay.
pub fn connect(from: &Board, to: &Board, goal: &Goal) -> Result<Connection> {
    if !from.same_size(to) {
        return Err(Error::problem(crate::msg!(
            "board-error-connect-sizes",
            from = from.size_name(),
            to = to.size_name()
        )));
    }
    let a = reduce(from, goal)?;
    let b = reduce(to, goal)?;
    if a.target != b.target {
        return Ok(Connection::Apart {
            from: Box::new(a),
            to: Box::new(b),
        });
    }
    let mut joined = a.moves.clone();
    joined.extend(reverse(&b.moves));
    let moves = cancel_back_and_forth(&joined);
    match from.apply_all(&moves) {
        Ok(end) if &end == to => {}
        Ok(end) => {
            return Err(Error::internal(format!(
                "the path from {from} ends on {end}, not on {to}"
            )));
        }
        Err((i, e)) => {
            return Err(Error::internal(format!(
                "the path from {from}: move {} is illegal: {e}",
                i + 1
            )));
        }
    }
    Ok(Connection::Path(Path {
        from: from.clone(),
        to: to.clone(),
        target: a.target.clone(),
        class: a.prediction.class,
        from_length: a.moves.len(),
        to_length: b.moves.len(),
        cancelled: joined.len() - moves.len(),
        length: moves.len(),
        moves,
    }))
}
