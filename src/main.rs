//! The `npuzzle` binary: parse the command line, run the library, print an
//! error once, and map the result to an exit code.

mod cli;

use cli::ColorChoice;
use cli::ctx::{Ctx, Outcome};
use npuzzle::error::Error;
use npuzzle::render::Palette;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    // First of all: a panic is one line and exit 3 (views that change the
    // terminal chain their own hook on top of this one).
    npuzzle::error::install_panic_hook();
    // How the tests see the hook at work in the real binary.
    if std::env::var_os("NPUZZLE_TEST_PANIC").is_some() {
        panic!("NPUZZLE_TEST_PANIC is set");
    }
    // The English of the help's catalogue, for i18n/en/help.ftl.
    if cli::help_lang::catalogue_requested() {
        print!("{}", cli::help_lang::english());
        return ExitCode::SUCCESS;
    }
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // One colour decision for everything, help and usage errors included:
    // --color (read before clap, which prints the help), else anstream's
    // reading of NO_COLOR, CLICOLOR, CLICOLOR_FORCE, TERM and the terminal.
    match color_flag(&args) {
        Some(ColorChoice::Always) => colorchoice::ColorChoice::Always.write_global(),
        Some(ColorChoice::Never) => colorchoice::ColorChoice::Never.write_global(),
        Some(ColorChoice::Auto) | None => {}
    }
    // The language of the tool's words, help included (so read before
    // clap too): --lang, else the locale, else English; an unknown
    // --lang is one warning line (none with --quiet) and English.
    let lang = match npuzzle::i18n::choose(lang_flag(&args).as_deref()) {
        npuzzle::i18n::Choice::Known(lang) => lang,
        npuzzle::i18n::Choice::Unknown(asked) => {
            if !quiet_flag(&args) {
                let line = npuzzle::i18n::message_in(
                    npuzzle::i18n::Lang::EN,
                    "i18n-unknown-language",
                    &[
                        (
                            "lang",
                            npuzzle::i18n::Arg::from(npuzzle::text::shown_text(&asked)),
                        ),
                        (
                            "available",
                            npuzzle::i18n::Arg::from(npuzzle::i18n::Lang::codes()),
                        ),
                    ],
                );
                let _ = writeln!(std::io::stderr(), "{line}");
            }
            npuzzle::i18n::Lang::EN
        }
    };
    npuzzle::i18n::set(lang);
    let cli = match cli::parse_from(&args) {
        Ok(cli) => cli,
        Err(e) => {
            if e.kind() == clap::error::ErrorKind::InvalidUtf8 {
                // One line naming the argument, like every other bad input.
                let _ = writeln!(
                    std::io::stderr(),
                    "npuzzle: {}",
                    cli::usage_error::non_utf8_argument(lang)
                );
                return ExitCode::from(2);
            }
            // clap prints help and version to stdout (exit 0), and the help
            // to stderr when a command is missing (exit 2).
            if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                let _ = e.print();
                return ExitCode::from(2);
            }
            if !e.use_stderr() {
                // Help and version go to standard output: like every other
                // output, one that cannot be written is exit 3.
                if stdout_was_closed() {
                    return closed_stdout();
                }
                let printed = if e.kind() == clap::error::ErrorKind::DisplayVersion
                    && cli::version::json_requested(&args)
                {
                    version_json()
                } else {
                    e.print()
                };
                let printed = printed.and_then(|()| std::io::stdout().flush());
                if let Err(reason_) = printed
                    && reason_.kind() != std::io::ErrorKind::BrokenPipe
                {
                    let _ = writeln!(
                        std::io::stderr(),
                        "npuzzle: standard output could not be written: {}",
                        reason(&reason_)
                    );
                    return ExitCode::from(OUTPUT_FAILED);
                }
                return ExitCode::SUCCESS;
            }
            // A usage error: one line, like every other bad input, with a
            // hint for a newcomer's usual mistakes.
            let mut line = cli::usage_error::one_line(&e, lang);
            if let Some(hint) = usage_hint(&e, &args, lang) {
                line = format!("{line}; {hint}");
            }
            let _ = writeln!(std::io::stderr(), "npuzzle: {line}");
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    if stdout_was_closed() {
        return closed_stdout();
    }
    let terminal = stdout.is_terminal();
    let colour = anstream::AutoStream::choice(&stdout) != anstream::ColorChoice::Never;
    let palette = Palette {
        enabled: colour,
        // Tables are laid out for the terminal's width only on a terminal.
        width: terminal.then(|| npuzzle::render::wrap::width(true)),
        lang,
    };
    cli::progress_term::enable(!cli.quiet && std::io::stderr().is_terminal());
    cli::progress_term::set_quiet(cli.quiet);
    let stdin = std::io::stdin();
    let interactive = terminal && stdin.is_terminal();
    let mut buffered = std::io::BufWriter::new(Watched {
        inner: colour_stream(stdout.lock(), colour),
        failed: None,
    });
    // On a terminal, long prose lines of plain-text output are wrapped
    // between words to its width (tables and grids are left as they are).
    let mut wrapped;
    let out: &mut dyn Write = if terminal {
        wrapped = npuzzle::render::wrap::Lines::new(
            &mut buffered,
            npuzzle::render::wrap::width(true),
            cli::common::text_chosen,
        );
        &mut wrapped
    } else {
        &mut buffered
    };
    // Not `stdin.lock()`: a board read from `-` locks standard input itself,
    // and holding the lock here would deadlock it.
    let mut input = std::io::BufReader::new(stdin);
    let shared = std::cell::RefCell::new(out);
    // The error that stops a run is said in the language of its words:
    // the palette's when it ends (English once a data format was chosen).
    let (result, lang) = {
        let mut ctx = Ctx {
            out: &mut ToOut(&shared),
            err: &mut ToErr(&shared),
            input: &mut input,
            palette,
            interactive,
        };
        let result = cli::run(cli, &mut ctx);
        (result, ctx.lang())
    };
    let out = shared.into_inner();
    let flushed = out.flush().map_err(Error::from);
    if let Some(reason) = &buffered.get_ref().failed {
        // Whatever the command made of the failed write, the user learns
        // that the output is incomplete (a full disk, a closed descriptor).
        let _ = writeln!(
            std::io::stderr(),
            "npuzzle: standard output could not be written: {reason}"
        );
        return ExitCode::from(OUTPUT_FAILED);
    }
    match result.and_then(|o| flushed.map(|()| o)) {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Negative) => ExitCode::from(1),
        Err(Error::BrokenPipe) => ExitCode::SUCCESS,
        Err(e) => {
            // Whatever quoted it, no excerpt of the input is over 80
            // characters.
            let message = npuzzle::parse::cut_quotes(&e.say(lang));
            let _ = writeln!(std::io::stderr(), "npuzzle: {message}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// Standard output as the palette's colours need it. With colour, on a
/// Windows console, anstream turns on its processing of escape sequences
/// (Windows 10 and later) or, where the console has none, turns the
/// colours into console calls; elsewhere the bytes pass unchanged. Without
/// colour, any escape sequence is removed, so a plain output is plain
/// whatever wrote it.
fn colour_stream<S: anstream::stream::RawStream>(raw: S, colour: bool) -> anstream::AutoStream<S> {
    let choice = if colour {
        anstream::ColorChoice::Always
    } else {
        anstream::ColorChoice::Never
    };
    anstream::AutoStream::new(raw, choice)
}

/// `--version --json` on standard output.
fn version_json() -> std::io::Result<()> {
    let mut json = Vec::new();
    cli::version::write_json(&mut json).map_err(|e| std::io::Error::other(e.to_string()))?;
    std::io::stdout().write_all(&json)
}

/// Say that standard output is closed; exit 3.
fn closed_stdout() -> ExitCode {
    let _ = writeln!(
        std::io::stderr(),
        "npuzzle: standard output is closed: nothing could be written"
    );
    ExitCode::from(OUTPUT_FAILED)
}

/// Exit code when standard output cannot be written (full disk, closed):
/// not the bad-input code 2 (see `npuzzle --help`).
const OUTPUT_FAILED: u8 = 3;

/// Standard output that remembers its first failed write (a broken pipe
/// excepted: the reader went away, which is not an error).
struct Watched<W: Write> {
    inner: W,
    failed: Option<String>,
}

impl<W: Write> Watched<W> {
    fn watch<T>(&mut self, r: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &r
            && e.kind() != std::io::ErrorKind::BrokenPipe
            && e.kind() != std::io::ErrorKind::Interrupted
            && self.failed.is_none()
        {
            self.failed = Some(reason(e));
        }
        r
    }
}

impl<W: Write> Write for Watched<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let r = self.inner.write(buf);
        self.watch(r)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let r = self.inner.flush();
        self.watch(r)
    }
}

/// Standard output as the commands see it: the buffered (and, on a
/// terminal, wrapped) writer, shared with [`ToErr`].
struct ToOut<'c, 'o>(&'c std::cell::RefCell<&'o mut dyn Write>);

impl Write for ToOut<'_, '_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.borrow_mut().flush()
    }
}

/// Standard error as the commands see it: whatever standard output holds
/// is flushed first, so that a line on standard error (a stopped search,
/// a bad line of a batch, Ctrl-C) comes after the output written before
/// it, on a terminal and with `2>&1` alike, not above it. A failure of
/// that flush is left to the next write on standard output (and to the
/// final flush), where it is reported.
struct ToErr<'c, 'o>(&'c std::cell::RefCell<&'o mut dyn Write>);

impl Write for ToErr<'_, '_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let _ = self.0.borrow_mut().flush();
        std::io::stderr().write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

/// An I/O error in words, without the OS error number.
fn reason(e: &std::io::Error) -> String {
    match e.raw_os_error() {
        Some(_) => {
            let text = e.to_string();
            match text.find(" (os error") {
                Some(i) => text[..i].to_lowercase(),
                None => text,
            }
        }
        None => e.to_string(),
    }
}

/// Whether standard output was closed (`>&-`) when the process started.
/// The Rust runtime opens `/dev/null` in place of a closed descriptor
/// before `main`, read-write, exactly as `1<>/dev/null` would: only a look
/// before the runtime's (a constructor, run by the loader) tells a closed
/// descriptor from a writable `/dev/null`, which is an open stdout.
#[cfg(unix)]
static STDOUT_CLOSED_AT_START: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

#[cfg(unix)]
#[ctor::ctor(unsafe)]
fn look_at_stdout_before_the_runtime() {
    // SAFETY: F_GETFD on descriptor 1 only reads its flags; EBADF means
    // that it is not open.
    let closed = unsafe { libc::fcntl(1, libc::F_GETFD) } == -1;
    STDOUT_CLOSED_AT_START.store(closed, std::sync::atomic::Ordering::Relaxed);
}

#[cfg(unix)]
fn stdout_was_closed() -> bool {
    STDOUT_CLOSED_AT_START.load(std::sync::atomic::Ordering::Relaxed)
}

#[cfg(not(unix))]
fn stdout_was_closed() -> bool {
    false
}

/// The value of `--color` on the command line, if given (the last one
/// wins, as with clap; nothing after `--` counts).
fn color_flag(args: &[std::ffi::OsString]) -> Option<ColorChoice> {
    let mut choice = None;
    let mut words = args.iter().skip(1).map(|a| a.to_str().unwrap_or(""));
    while let Some(word) = words.next() {
        let value = match word {
            "--" => break,
            "--color" => words.next().unwrap_or(""),
            w => match w.strip_prefix("--color=") {
                Some(v) => v,
                None => continue,
            },
        };
        choice = match value {
            "always" => Some(ColorChoice::Always),
            "never" => Some(ColorChoice::Never),
            "auto" => Some(ColorChoice::Auto),
            _ => choice,
        };
    }
    choice
}

/// The value of the last `--lang` before `--`, if any (read before clap,
/// which prints the help in it).
fn lang_flag(args: &[std::ffi::OsString]) -> Option<String> {
    let mut lang = None;
    let mut words = args.iter().skip(1).map(|a| a.to_str().unwrap_or(""));
    while let Some(word) = words.next() {
        match word {
            "--" => break,
            "--lang" => lang = words.next().map(str::to_string),
            w => {
                if let Some(v) = w.strip_prefix("--lang=") {
                    lang = Some(v.to_string());
                }
            }
        }
    }
    lang
}

/// Whether `-q`/`--quiet` is among the arguments (before a `--`): read
/// before clap, for the warning of an unknown language.
fn quiet_flag(args: &[std::ffi::OsString]) -> bool {
    args.iter()
        .skip(1)
        .map(|a| a.to_str().unwrap_or(""))
        .take_while(|w| *w != "--")
        .any(|w| w == "--quiet" || (w.starts_with('-') && !w.starts_with("--") && w.contains('q')))
}

/// A hint for a usage error: an unquoted board, or a board left out while
/// standard input is a file or a pipe.
fn usage_hint(
    e: &clap::Error,
    args: &[std::ffi::OsString],
    lang: npuzzle::i18n::Lang,
) -> Option<String> {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::UnknownArgument => {
            let words: Vec<String> = args
                .iter()
                .skip(1)
                .map(|a| a.to_string_lossy().into_owned())
                .collect();
            cli::hints::unquoted_board(&words, lang)
        }
        ErrorKind::MissingRequiredArgument
            if e.to_string().contains("<BOARD>") && !std::io::stdin().is_terminal() =>
        {
            Some(cli::hints::board_from_stdin(lang))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few lines in the palette `p`.
    fn sample(p: Palette) -> String {
        format!(
            "{}\n{} {} {}\n",
            p.heading("Verdict"),
            p.good("solvable"),
            p.number("16"),
            p.dim("inversions")
        )
    }

    /// Coloured text as the palette writes it, through the stream the
    /// binary puts on standard output.
    fn through(colour: bool) -> String {
        let text = sample(Palette::color(npuzzle::i18n::Lang::EN));
        assert!(text.contains('\u{1b}'), "the palette colours: {text:?}");
        let mut stream = colour_stream(Vec::new(), colour);
        stream.write_all(text.as_bytes()).unwrap();
        // Written in two pieces, cut inside an escape sequence.
        let (a, b) = text.as_bytes().split_at(3);
        stream.write_all(a).unwrap();
        stream.write_all(b).unwrap();
        stream.flush().unwrap();
        String::from_utf8(stream.into_inner()).unwrap()
    }

    #[test]
    fn without_colour_the_stream_strips_every_escape() {
        assert_eq!(
            through(false),
            sample(Palette::plain(npuzzle::i18n::Lang::EN)).repeat(2)
        );
    }

    #[cfg(not(windows))]
    #[test]
    fn with_colour_the_bytes_pass_unchanged_off_windows() {
        let coloured = through(true);
        assert!(coloured.contains("\u{1b}[32m"), "{coloured:?}");
        let half = coloured.len() / 2;
        assert_eq!(coloured[..half], coloured[half..]);
    }
}
