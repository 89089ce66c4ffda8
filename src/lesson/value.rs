//! The values a computed step exposes: what a lesson may state in
//! `expect:` or use as a quiz's truth, and how each is written.

use crate::board::Board;
use crate::parse::escape;
use serde::Serialize;
use std::fmt;

/// A value a step computed, as a lesson can claim it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub(crate) enum Val {
    Num(i64),
    /// Compared to two decimal places.
    Real(f64),
    Bool(bool),
    Text(String),
    Board(Board),
    Moves(String),
    List(Vec<i64>),
    /// A list of lists (the tiles each move jumps over).
    Table(Vec<Vec<i64>>),
    /// Names (the heuristics that overestimate).
    Words(Vec<String>),
}

impl fmt::Display for Val {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Val::Num(n) => write!(f, "{n}"),
            Val::Real(x) => write!(f, "{x:.2}"),
            Val::Bool(b) => write!(f, "{b}"),
            Val::Text(t) => f.write_str(&escape(t)),
            Val::Board(b) => write!(f, "{}", b.to_line()),
            Val::Moves(m) if m.is_empty() => f.write_str("(no moves)"),
            Val::Moves(m) => f.write_str(m),
            Val::List(l) => f.write_str(&list_text(l)),
            Val::Words(w) => write!(f, "[{}]", escape(&w.join(", "))),
            Val::Table(t) => write!(
                f,
                "[{}]",
                t.iter()
                    .map(|l| list_text(l))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

fn list_text(l: &[i64]) -> String {
    format!(
        "[{}]",
        l.iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}
