//! A lesson's seeded random board (`board: {random: {size: 3x3, seed: 7,
//! moves: 20}}`), drawn by the generator of `npuzzle random` and `npuzzle
//! play` ([`crate::random::generate`]) when the lesson is loaded: the same
//! spec gives the board `npuzzle random --size 3x3 --seed 7 --moves 20`
//! prints, on every machine, so the lesson's claims stay checkable.

use super::schema::{RANDOM_DISTANCE_NODES, RandomBoard};
use crate::board::{Board, Goal};
use crate::error::{Error, Result};
use crate::random::{self, Method, Request};

/// Draw the board of `spec` for `goal` (of the spec's size).
pub fn draw(spec: &RandomBoard, goal: &Goal) -> Result<Board> {
    let method = match (spec.moves, spec.distance) {
        (Some(n), _) => Method::Walk(n),
        (None, Some(d)) => Method::Distance(d),
        (None, None) => Method::Uniform,
    };
    let req = Request {
        goal: goal.clone(),
        count: 1,
        seed: spec.seed,
        method,
        unsolvable: spec.unsolvable,
        max_nodes: RANDOM_DISTANCE_NODES,
        with_distance: false,
    };
    let mut drawn = None;
    let stopped = random::generate(&req, None, &mut |g| {
        drawn = Some(g.board);
        Ok(())
    })
    .map_err(|e| lesson_words(e).context("random"))?;
    match (drawn, stopped) {
        (Some(b), _) => Ok(b),
        (None, Some(e)) => Err(Error::input(format!(
            "random: distance: {}: no board found within {} nodes of the optimal solver",
            spec.distance.unwrap_or(0),
            e.nodes
        ))),
        (None, None) => Err(Error::internal("the generator made no board")),
    }
}

/// The generator's refusals name `npuzzle random`'s flags; a lesson names
/// the fields of its `random:` map instead.
fn lesson_words(e: Error) -> Error {
    let fix = |m: String| {
        m.replacen(
            "--distance with --unsolvable",
            "distance: with unsolvable:",
            1,
        )
        .replacen("--distance:", "distance:", 1)
        .replacen("--distance ", "distance: ", 1)
        .replacen("--unsolvable:", "unsolvable:", 1)
    };
    match e {
        Error::Usage(m) | Error::Input(m) => Error::Input(fix(m)),
        other => other,
    }
}
