//! One error type for the whole tool, with the exit code each kind maps to.
//!
//! Every message is one line that names the problem and where it is; `main`
//! prints it once as `npuzzle: <message>`.

use crate::i18n::{Arg, Lang, Msg, Words};
use std::fmt;

/// Everything that can stop a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Bad input: a malformed board, an illegal move, a broken lesson file,
    /// a size too big for the request. Exit code 2.
    Input(String),
    /// Bad input said as data (a [`Problem`]): its words are chosen where
    /// it is printed, in the user's language. Exit code 2.
    Problem(Box<Problem>),
    /// Bad usage of the command line that clap could not catch. Exit code 2.
    Usage(String),
    /// A file or stream could not be read or written. Exit code 2.
    Io(String),
    /// A file the command writes could not be written (a full disk, a
    /// read-only folder): output that could not be written, exit code 3,
    /// as for standard output.
    Write(String),
    /// The reader of our output went away (`npuzzle … | head`): not an
    /// error for the user, exit code 0.
    BrokenPipe,
    /// Ctrl-C stopped the work (see `interrupt`). Exit code 1, as when a
    /// limit stops a search.
    Interrupted,
    /// A bug: the tool caught itself about to print something false
    /// (a reduction that does not replay, say). Exit code 3.
    Internal(String),
}

/// A bad input as data: where it is (`--goal`, a file's name, from the
/// outside in), what is wrong (a catalogue message with its arguments),
/// and notes a caller added (hints), said in the same language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Text (a file's name) or a message (`standard input`).
    pub(crate) place: Vec<Arg>,
    pub(crate) msg: Msg,
    pub(crate) notes: Vec<Words>,
}

impl Error {
    /// Bad input said as the message `msg` (made with [`msg!`](crate::msg)).
    pub fn problem(msg: Msg) -> Error {
        Error::Problem(Box::new(Problem {
            place: Vec::new(),
            msg,
            notes: Vec::new(),
        }))
    }

    /// The error's one line in `lang` (the words of a [`Problem`]; the
    /// other kinds carry theirs).
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Error::Problem(p) => {
                let mut s = p.msg.say(lang);
                for note in &p.notes {
                    s = noted(s, note.say(lang), lang);
                }
                for place in p.place.iter().rev() {
                    s = match place {
                        // A file, a line and column: `FILE:3:5: ...` in
                        // every language, as compilers write them.
                        Arg::Text(t) => format!("{t}: {s}"),
                        Arg::Msg(m) => placed(m.say(lang), s, lang),
                        Arg::Number(n) => format!("{}: {s}", lang.decimal(*n, 0)),
                    };
                }
                s
            }
            other => other.english(),
        }
    }

    /// The line of an error that carries its own words (every kind but a
    /// [`Problem`], whose words are said in English here).
    fn english(&self) -> String {
        match self {
            Error::Input(m) | Error::Usage(m) | Error::Io(m) | Error::Write(m) => m.clone(),
            Error::Problem(_) => self.say(Lang::EN),
            Error::Internal(m) => format!("internal error (a bug, please report it): {m}"),
            Error::BrokenPipe => "broken pipe".to_string(),
            Error::Interrupted => "interrupted (Ctrl-C): stopped before the end".to_string(),
        }
    }

    /// The error as words for a sentence that already names `place` (a
    /// file): a problem at `place` (or at no place) and without notes is
    /// its message, said later in the sentence's language; anything else
    /// its English line, without the `place: ` it starts with.
    pub(crate) fn words_at(&self, place: &str) -> Words {
        if let Error::Problem(p) = self
            && p.notes.is_empty()
            && (p.place.is_empty() || p.place == [Arg::Text(place.to_string())])
        {
            return Words::Msg(p.msg.clone());
        }
        let line = self.english();
        let prefix = format!("{place}: ");
        match line.strip_prefix(&prefix) {
            Some(rest) if !place.is_empty() => Words::Text(rest.to_string()),
            _ => Words::Text(line),
        }
    }

    /// A note after the message (`; did you mean @FILE?`).
    /// Said in the language of the message for a [`Problem`]; the other
    /// kinds, whose words are English, take it in English.
    pub fn with_note(self, note: impl Into<Words>) -> Error {
        let note = note.into();
        match self {
            Error::Problem(mut p) => {
                p.notes.push(note);
                Error::Problem(p)
            }
            Error::Input(m) => Error::Input(format!("{m}; {}", note.say(Lang::EN))),
            Error::Usage(m) => Error::Usage(format!("{m}; {}", note.say(Lang::EN))),
            Error::Io(m) => Error::Io(format!("{m}; {}", note.say(Lang::EN))),
            other => other,
        }
    }

    pub fn input(message: impl Into<String>) -> Error {
        Error::Input(message.into())
    }

    pub fn usage(message: impl Into<String>) -> Error {
        Error::Usage(message.into())
    }

    pub fn internal(message: impl Into<String>) -> Error {
        Error::Internal(message.into())
    }

    /// The process exit code for this error (see the README).
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Input(_) | Error::Problem(_) | Error::Usage(_) | Error::Io(_) => 2,
            Error::Interrupted => 1,
            Error::Internal(_) | Error::Write(_) => 3,
            Error::BrokenPipe => 0,
        }
    }

    /// Prefix the message with where it happened, said as a message
    /// (`standard input: ...`): in the user's words for a [`Problem`].
    pub fn context_said(self, place: Msg) -> Error {
        match self {
            Error::Problem(mut p) => {
                p.place.insert(0, Arg::from(place));
                Error::Problem(p)
            }
            other => other.context(place.english()),
        }
    }

    /// Prefix the message with where it happened (`--goal: ...`, `line 3: ...`).
    pub fn context(self, place: impl fmt::Display) -> Error {
        match self {
            Error::Input(m) => Error::Input(format!("{place}: {m}")),
            Error::Problem(mut p) => {
                p.place.insert(0, Arg::Text(place.to_string()));
                Error::Problem(p)
            }
            Error::Usage(m) => Error::Usage(format!("{place}: {m}")),
            Error::Io(m) => Error::Io(format!("{place}: {m}")),
            Error::Internal(m) => Error::Internal(format!("{place}: {m}")),
            Error::Write(m) => Error::Write(format!("{place}: {m}")),
            Error::BrokenPipe => Error::BrokenPipe,
            Error::Interrupted => Error::Interrupted,
        }
    }
}

/// The error's line in English, for logs and debugging (a [`Problem`]'s
/// words in English): what people read is [`Error::say`] in their language.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

impl std::error::Error for Error {}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return Error::BrokenPipe;
        }
        Error::Io(e.to_string())
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Exit code of a panic (an internal error, as [`Error::Internal`]).
pub(crate) const PANIC_EXIT: i32 = 3;

/// Install the panic hook of the `npuzzle` binary: a panic prints one line,
/// `npuzzle: internal error, please report: MESSAGE at FILE:LINE`, on
/// standard error and ends the process with exit code 3 (not Rust's
/// multi-line message and 101).
///
/// `main` calls this first, before any command runs. A view that changes
/// the terminal (a full-screen `play`, the stepper) chains its own hook on
/// top of this one, so that the terminal is restored before the line is
/// printed:
///
/// ```no_run
/// let previous = std::panic::take_hook();
/// std::panic::set_hook(Box::new(move |info| {
///     // restore the terminal here (leave the alternate screen, raw mode off)
///     previous(info); // prints the line and exits 3
/// }));
/// ```
///
/// The hook never returns: it exits the process, so nothing after it runs
/// (a hook chained on top must do its work before calling it).
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        use std::io::Write;
        let _ = writeln!(std::io::stderr(), "{}", panic_line(info));
        std::process::exit(PANIC_EXIT);
    }));
}

/// The one line printed for a panic.
fn panic_line(info: &std::panic::PanicHookInfo<'_>) -> String {
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string());
    let message: String = message.split_whitespace().collect::<Vec<_>>().join(" ");
    match info.location() {
        Some(l) => format!(
            "npuzzle: internal error, please report: {message} at {}:{}",
            l.file(),
            l.line()
        ),
        None => format!("npuzzle: internal error, please report: {message}"),
    }
}

/// `place: what` with the language's punctuation (`：` in Chinese): a
/// step, a field, the standard input named before what is wrong there.
pub(crate) fn placed(place: String, what: String, lang: Lang) -> String {
    crate::msg!("error-in", place = place, what = what).say(lang)
}

/// `what; note` with the language's punctuation (`；` in Chinese).
fn noted(what: String, note: String, lang: Lang) -> String {
    crate::msg!("error-note", what = what, note = note).say(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_follow_the_readme() {
        assert_eq!(Error::input("x").exit_code(), 2);
        assert_eq!(Error::usage("x").exit_code(), 2);
        assert_eq!(Error::Io("x".into()).exit_code(), 2);
        assert_eq!(Error::internal("x").exit_code(), 3);
        assert_eq!(Error::Write("x".into()).exit_code(), 3);
        assert_eq!(Error::BrokenPipe.exit_code(), 0);
        assert_eq!(
            Error::problem(crate::msg!("board-error-empty")).exit_code(),
            2
        );
    }

    #[test]
    fn a_problem_is_said_in_the_language_asked_with_its_places_and_notes() {
        let e = Error::problem(crate::msg!("board-error-empty"))
            .context_said(crate::msg!("board-standard-input"))
            .context("--goal")
            .with_note("a hint");
        assert_eq!(
            e.say(Lang::EN),
            "--goal: standard input: empty board: no tiles given; a hint"
        );
        let vi = Lang::from_code("vi").unwrap();
        assert_eq!(
            e.say(vi),
            "--goal: đầu vào chuẩn: bảng rỗng: không có ô số nào; a hint"
        );
    }

    #[test]
    fn context_prefixes_the_place() {
        let e = Error::input("tile 9 is out of range").context("--goal");
        assert_eq!(e.to_string(), "--goal: tile 9 is out of range");
        assert_eq!(Error::BrokenPipe.context("x"), Error::BrokenPipe);
    }

    #[test]
    fn a_closed_pipe_is_not_an_error() {
        let e: Error = std::io::Error::from(std::io::ErrorKind::BrokenPipe).into();
        assert_eq!(e, Error::BrokenPipe);
        let e: Error = std::io::Error::from(std::io::ErrorKind::NotFound).into();
        assert_eq!(e.exit_code(), 2);
    }
}
