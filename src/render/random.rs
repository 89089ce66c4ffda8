//! Renderers for `npuzzle random`: one board per line in the tool's
//! notation (what `solve --batch -` reads), or JSON with each board's
//! distance and class.

use crate::random::Generated;
use crate::random::oracle::Distance;
use serde::Serialize;
use std::io::Write;

/// One board as JSON.
#[derive(Debug, Serialize)]
pub struct BoardJson {
    pub(crate) board: String,
    /// `solvable` or `unsolvable` (relative to the goal).
    pub(crate) class: &'static str,
    /// The optimal number of moves, when proved (`null` otherwise).
    pub(crate) distance: Option<u32>,
    /// When the distance is not proved: at least this many moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) distance_at_least: Option<u32>,
    /// `not computed` when no distance was looked for (a size with
    /// neither the whole state space nor pattern databases).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) distance_status: Option<&'static str>,
}

impl BoardJson {
    pub fn new(g: &Generated) -> BoardJson {
        let (distance, distance_at_least) = match g.distance {
            Some(Distance::Exact(d)) => (Some(d), None),
            Some(Distance::AtLeast(d)) => (None, Some(d)),
            Some(Distance::Unsolvable) | None => (None, None),
        };
        let not_computed = g.distance.is_none() && g.solvable;
        BoardJson {
            board: g.board.to_line(),
            class: if g.solvable { "solvable" } else { "unsolvable" },
            distance,
            distance_at_least,
            distance_status: not_computed.then_some("not computed"),
        }
    }
}

/// A board as one line of text.
pub fn write_line(out: &mut dyn Write, g: &Generated) -> std::io::Result<()> {
    writeln!(out, "{}", g.board.to_line())
}
