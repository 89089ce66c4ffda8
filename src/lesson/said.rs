//! A lesson file's problems as messages (`i18n/LANG/lessonfile.ftl`): the
//! places and the words that the lesson code's errors share, said in the
//! instructor's language where the error is printed.

use crate::error::Error;
use crate::i18n::{Arg, Msg};
use crate::moves::{MoveError, MoveToken, StepProblem};

/// A field of the lesson file as a place (`to`, `expect.parity`,
/// `lessons[2]`): the name as written, quoted in the other languages.
pub fn field(name: impl Into<Arg>) -> Msg {
    crate::msg!("lessonfile-field", name = name.into())
}

/// A step of a lesson as a place: `step 3 (inversions)`.
pub fn step(number: usize, kind: &str) -> Msg {
    crate::msg!("lessonfile-step", number = number, kind = kind)
}

/// The problem `msg` at the field `name` of the lesson file.
pub fn at_field(name: impl Into<Arg>, msg: Msg) -> Error {
    Error::problem(msg).context_said(field(name))
}

/// A move that cannot be made, and why (`move 4 (U): the blank is
/// already in the top row`), as a message.
pub fn move_stop(e: &MoveError) -> Msg {
    let problem = match e.problem {
        StepProblem::Illegal(crate::board::IllegalMove::Edge(d)) => match d {
            crate::board::Dir::Up => crate::msg!("board-stop-top"),
            crate::board::Dir::Down => crate::msg!("board-stop-bottom"),
            crate::board::Dir::Left => crate::msg!("board-stop-left"),
            crate::board::Dir::Right => crate::msg!("board-stop-right"),
        },
        StepProblem::Illegal(crate::board::IllegalMove::NotAdjacent(tile)) => {
            crate::msg!("board-stop-not-adjacent", tile = tile)
        }
        StepProblem::Blank => crate::msg!("board-stop-blank"),
        StepProblem::NoSuchTile {
            tile,
            width,
            height,
        } => crate::msg!(
            "board-stop-no-such-tile",
            tile = tile,
            width = width,
            height = height,
            last = width * height - 1
        ),
    };
    match e.token {
        MoveToken::Blank(d) => crate::msg!(
            "board-stop-move-letter",
            number = e.step + 1,
            letter = d.letter(),
            problem = problem
        ),
        MoveToken::Tile(_) => {
            crate::msg!("board-stop-move", number = e.step + 1, problem = problem)
        }
    }
}

/// A count as a message argument: a number (said with the language's
/// separators), or its digits when a float would not hold it exactly.
pub fn count(n: u64) -> Arg {
    if n < 1 << 53 {
        Arg::from(n)
    } else {
        Arg::Text(n.to_string())
    }
}

/// A problem found by reading the file ([`super::diagnose::Problem`]: the
/// YAML parser's words, or the diagnosis of a mistake), at
/// `FILE:LINE:COLUMN`: its text as it is, in the user's words around it.
pub fn diagnosed(p: &super::diagnose::Problem, file: &str) -> Error {
    let place = if p.line == 0 {
        file.to_string()
    } else {
        format!("{file}:{}:{}", p.line, p.column)
    };
    Error::problem(crate::msg!(
        "lessonfile-diagnosed",
        message = p.message.as_str()
    ))
    .context(place)
}

/// Words from elsewhere in the lesson code (an answer that does not parse)
/// as an error: a message said where it is printed, or text as it is.
pub fn words(w: crate::i18n::Words) -> Error {
    match w {
        crate::i18n::Words::Msg(m) => Error::problem(m),
        crate::i18n::Words::Text(t) => Error::Input(t),
    }
}
