//! A lesson file's problems as messages (`i18n/LANG/lessonfile.ftl`): the
//! places and the words that the lesson code's errors share, said in the
//! instructor's language where the error is printed.

use crate::error::Error;
use crate::i18n::{Arg, Msg};

/// A field of the lesson file as a place (`to`, `expect.parity`,
/// `lessons[2]`): the name as written, quoted in the other languages.
pub(crate) fn field(name: impl Into<Arg>) -> Msg {
    crate::msg!("lessonfile-field", name = name.into())
}

/// A step of a lesson as a place: `step 3 (inversions)`.
pub(crate) fn step(number: usize, kind: &str) -> Msg {
    crate::msg!("lessonfile-step", number = number, kind = kind)
}

/// The problem `msg` at the field `name` of the lesson file.
pub(crate) fn at_field(name: impl Into<Arg>, msg: Msg) -> Error {
    Error::problem(msg).context_said(field(name))
}

/// A count as a message argument: a number (said with the language's
/// separators), or its digits when a float would not hold it exactly.
pub(crate) fn count(n: u64) -> Arg {
    if n < 1 << 53 {
        Arg::from(n)
    } else {
        Arg::Text(n.to_string())
    }
}

/// A problem found by reading the file ([`super::diagnose::Problem`]: the
/// YAML parser's words read back, or the diagnosis of a mistake), at
/// `FILE:LINE:COLUMN` and in its step and field, said where it is printed.
pub(crate) fn diagnosed(p: &super::diagnose::Problem, file: &str) -> Error {
    let place = if p.line == 0 {
        file.to_string()
    } else {
        format!("{file}:{}:{}", p.line, p.column)
    };
    let mut e = Error::problem(p.what.clone());
    for inner in p.places().into_iter().rev() {
        e = e.context_said(inner);
    }
    e.context(place)
}

/// An error met while reading a value of the file (a board that does not
/// parse) as a message inside another: its message when it is a problem
/// said as data, with its places and notes; its English line otherwise.
pub(crate) fn error_msg(e: &Error) -> Msg {
    let Error::Problem(p) = e else {
        return crate::msg!("lessonfile-diagnosed", message = e.to_string());
    };
    let mut m = p.msg.clone();
    for note in &p.notes {
        let note = match note {
            crate::i18n::Words::Msg(n) => Arg::from(n),
            crate::i18n::Words::Text(t) => Arg::Text(t.clone()),
        };
        m = crate::msg!("lessonfile-noted", what = m, note = note);
    }
    for place in p.place.iter().rev() {
        m = crate::msg!("lessonfile-placed", place = place.clone(), what = m);
    }
    m
}

/// Words from elsewhere in the lesson code (an answer that does not parse)
/// as an error: a message said where it is printed, or text as it is.
pub(crate) fn words(w: crate::i18n::Words) -> Error {
    match w {
        crate::i18n::Words::Msg(m) => Error::problem(m),
        crate::i18n::Words::Text(t) => Error::Input(t),
    }
}
