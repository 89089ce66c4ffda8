//! The hint of the play tab: `play`'s own (`play::hint::answer`), with the
//! oracle that needs no pattern databases (the browser builds none): the
//! whole state space's distances up to 9 cells, else IDA* with linear
//! conflict within `play`'s node budget, else a lower bound.

use crate::board_in::Loaded;
use npuzzle::error::{Error, Result};
use npuzzle::parity::verdict;
use npuzzle::play::hint::{self, Request, Response};
use npuzzle::random::oracle::{Distance, Oracle, Tables};
use npuzzle::render::parity as view;
use npuzzle::render::play_words;
use npuzzle::t;
use serde_json::{Value, json};
use std::cell::RefCell;

thread_local! {
    /// The last goal's oracle (a 3x3 goal's table takes a moment to build).
    static ORACLE: RefCell<Option<Oracle>> = const { RefCell::new(None) };
}

fn with_oracle<R>(l: &Loaded, f: impl FnOnce(&Oracle) -> R) -> Result<R> {
    ORACLE.with(|cell| {
        let mut cached = cell.borrow_mut();
        if cached.as_ref().is_none_or(|o| o.goal() != &l.goal) {
            *cached = Some(Oracle::new(&l.goal, Tables::Never, None)?);
        }
        let oracle = cached
            .as_ref()
            .ok_or_else(|| Error::internal("no oracle"))?;
        Ok(f(oracle))
    })
}

/// The suggested move of `l.board` towards its goal, and the distance.
pub fn run(l: &Loaded, lang: npuzzle::i18n::Lang) -> Result<Value> {
    let v = verdict(&l.board, &l.goal);
    if !v.solvable {
        return Ok(json!({
            "solvable": false,
            "words": { "text": view::verdict(&v, &l.board, &l.goal, npuzzle::render::Palette::plain(lang)) },
        }));
    }
    let request = Request::Hint {
        generation: 0,
        board: l.board.clone(),
    };
    let answer = match with_oracle(l, |o| hint::answer(o, &request, None))? {
        Response::Hint(a) | Response::Optimal(a) => a,
        Response::Failed { error, .. } => {
            return Err(Error::input(play_words::no_hint(lang, &error)));
        }
        Response::Preparing { .. } => return Err(Error::internal("the hint is not ready")),
        Response::Why(_) => {
            return Err(Error::internal(
                "the explorer asks for hints, not distances after each move",
            ));
        }
    };
    let suggestion = answer.suggestion.map(|d| {
        let tile = answer
            .moves
            .iter()
            .find(|m| m.dir == d)
            .map_or(0, |m| m.tile);
        (d, tile)
    });
    let distance = play_words::distance_words(lang, &answer);
    let text = match suggestion {
        Some((d, tile)) => t!(lang;
            "explorer-hint",
            proved = if answer.proved { "yes" } else { "no" },
            tile = tile.to_string(),
            dir = play_words::direction(lang, d.opposite(), false),
            letter = d.letter().to_string(),
            distance = distance
        ),
        None => t!(lang; "explorer-hint-none", distance = distance),
    };
    Ok(json!({
        "solvable": true,
        "move": suggestion.map(|(d, _)| d.letter().to_string()),
        "tile": suggestion.map(|(_, t)| t),
        "proved": answer.proved,
        "distance": match answer.answer.distance {
            Distance::Exact(d) => json!({ "exact": d }),
            Distance::AtLeast(d) => json!({ "at_least": d }),
            Distance::Unsolvable => json!("unsolvable"),
        },
        "moves": answer.moves.iter().map(|m| json!({
            "move": m.dir.letter().to_string(), "tile": m.tile, "h": m.h,
        })).collect::<Vec<_>>(),
        "words": { "text": text },
    }))
}
