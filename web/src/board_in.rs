//! A board, its size and its goal as the page sends them (the text a
//! student types, in any notation the command line takes), read and
//! checked by the library's parser as `--size` and `--goal` are.

use npuzzle::board::{Board, Goal, GoalSpec};
use npuzzle::error::{Error, Result};
use npuzzle::parse::{parse_board, parse_size, shown_text};
use serde::Deserialize;

/// The board fields of a request.
#[derive(Debug, Clone, Deserialize)]
pub struct BoardIn {
    pub board: String,
    /// `WxH` for a flat list that is not square; empty or absent: none.
    #[serde(default)]
    pub size: Option<String>,
    /// A preset (`blank-last`, `blank-first`, `snail`) or a board; empty
    /// or absent: blank-last.
    #[serde(default)]
    pub goal: Option<String>,
}

/// A board and its goal, read.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub board: Board,
    pub goal: Goal,
    pub spec: GoalSpec,
}

fn given(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

impl BoardIn {
    /// Read the board, then its goal in the board's size.
    pub fn load(&self) -> Result<Loaded> {
        let size = given(&self.size)
            .map(parse_size)
            .transpose()
            .map_err(|e| e.context("size"))?;
        let board = parse_board(&self.board, size).map_err(|e| e.context("board"))?;
        let (w, h) = (board.width(), board.height());
        let goal_text = given(&self.goal).unwrap_or("blank-last");
        let spec =
            match GoalSpec::preset(goal_text) {
                Some(spec) => spec,
                None if goal_text.starts_with(|c: char| c.is_alphabetic()) => {
                    return Err(Error::usage(format!(
                        "goal: unknown goal `{}` (use blank-last, blank-first, snail or a board)",
                        shown_text(goal_text)
                    )));
                }
                None => GoalSpec::Board(parse_board(goal_text, Some((w, h))).map_err(|e| {
                    match parse_board(goal_text, None) {
                        Ok(g) => Error::input(format!(
                            "the goal is {} but the board is {w}x{h}",
                            g.size_name()
                        )),
                        Err(_) => e.context("goal"),
                    }
                })?),
            };
        let goal = spec.resolve(w, h).map_err(|e| e.context("goal"))?;
        Ok(Loaded {
            board,
            goal: Goal::new(goal),
            spec,
        })
    }
}
