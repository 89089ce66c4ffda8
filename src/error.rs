//! One error type for the whole tool, with the exit code each kind maps to.
//!
//! Every message is one line that names the problem and where it is; `main`
//! prints it once as `npuzzle: <message>`.

use std::fmt;

/// Everything that can stop a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Bad input: a malformed board, an illegal move, a broken lesson file,
    /// a size too big for the request. Exit code 2.
    Input(String),
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

impl Error {
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
            Error::Input(_) | Error::Usage(_) | Error::Io(_) => 2,
            Error::Interrupted => 1,
            Error::Internal(_) | Error::Write(_) => 3,
            Error::BrokenPipe => 0,
        }
    }

    /// Prefix the message with where it happened (`--goal: ...`, `line 3: ...`).
    pub fn context(self, place: impl fmt::Display) -> Error {
        match self {
            Error::Input(m) => Error::Input(format!("{place}: {m}")),
            Error::Usage(m) => Error::Usage(format!("{place}: {m}")),
            Error::Io(m) => Error::Io(format!("{place}: {m}")),
            Error::Internal(m) => Error::Internal(format!("{place}: {m}")),
            Error::Write(m) => Error::Write(format!("{place}: {m}")),
            Error::BrokenPipe => Error::BrokenPipe,
            Error::Interrupted => Error::Interrupted,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(m) | Error::Usage(m) | Error::Io(m) | Error::Write(m) => f.write_str(m),
            Error::Internal(m) => write!(f, "internal error (a bug, please report it): {m}"),
            Error::BrokenPipe => f.write_str("broken pipe"),
            Error::Interrupted => f.write_str("interrupted (Ctrl-C): stopped before the end"),
        }
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
pub const PANIC_EXIT: i32 = 3;

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
