//! Every command's text output on an 80-column colour terminal: the real
//! binary runs in a pseudo-terminal 80 columns wide (standard input and
//! output on it, so that it wraps and colours as for a student), and the
//! bytes it writes are parsed by a terminal emulator (the `vt100` crate).
//! For each command, with colour on:
//!
//! - every escape sequence is a complete colour sequence (none is cut, none
//!   swallows the characters after it);
//! - the screen shows exactly what the same command shows with `NO_COLOR`;
//! - no line is wider than 80 columns (the terminal never folds one).
//!
//! A pipe would not exercise any of this: the wrapper and the compact tables
//! act only on a terminal (piped output keeps its full form; the snapshots
//! elsewhere check it).

use crate::common;

use std::io::{Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const COLUMNS: u16 = 80;
const ROWS: u16 = 24;

/// A command running in a fresh 80x24 pseudo-terminal, its output gathered
/// by a thread.
struct Pty {
    child: std::process::Child,
    master: std::fs::File,
    output: Arc<Mutex<Vec<u8>>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

/// Where lesson progress goes for one run (fresh, so that both runs of a
/// comparison start alike).
fn state_dir(name: &str, colour: bool) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("terminal80-state")
        .join(format!("{name}-{colour}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("state dir");
    dir
}

impl Pty {
    fn spawn(args: &[&str], colour: bool, state: &std::path::Path) -> Pty {
        Self::spawn_sized(args, colour, state, COLUMNS)
    }

    fn spawn_sized(args: &[&str], colour: bool, state: &std::path::Path, columns: u16) -> Pty {
        let mut master = -1;
        let mut slave = -1;
        let size = libc::winsize {
            ws_row: ROWS,
            ws_col: columns,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: openpty writes two descriptors it opened into the
        // integers given; the name and termios pointers may be null.
        let r = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(r, 0, "openpty: {}", std::io::Error::last_os_error());
        // SAFETY: both descriptors were just opened and are owned here.
        let (master, slave) =
            unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
        let mut command = Command::new(common::bin());
        command
            .args(args)
            .env("TERM", "xterm-256color")
            .env_remove("COLUMNS")
            .env_remove("CLICOLOR")
            .env_remove("CLICOLOR_FORCE")
            .env(
                "XDG_CACHE_HOME",
                std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdb-cache"),
            )
            .env("XDG_STATE_HOME", state)
            .stdin(Stdio::from(slave.try_clone().expect("dup")))
            .stdout(Stdio::from(slave))
            // Progress bars on standard error are not what is compared.
            .stderr(Stdio::null());
        if colour {
            command.env_remove("NO_COLOR");
        } else {
            command.env("NO_COLOR", "1");
        }
        let child = command.spawn().expect("spawn npuzzle");
        let master = std::fs::File::from(master);
        let output = Arc::new(Mutex::new(Vec::new()));
        let reader = {
            let mut master = master.try_clone().expect("dup");
            let output = Arc::clone(&output);
            std::thread::spawn(move || {
                let mut buf = [0u8; 8192];
                // Reading stops with an error (EIO) once the child and every
                // copy of the terminal's other end are closed.
                while let Ok(n) = master.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    output.lock().unwrap().extend_from_slice(&buf[..n]);
                }
            })
        };
        Pty {
            child,
            master,
            output,
            reader: Some(reader),
        }
    }

    fn bytes(&self) -> Vec<u8> {
        self.output.lock().unwrap().clone()
    }

    /// Type a line (the terminal echoes it, as for a person).
    fn line(&mut self, text: &str) {
        self.master
            .write_all(format!("{text}\r").as_bytes())
            .expect("type into the terminal");
    }

    /// Wait for the command to end (60 s at most), then for its output.
    fn finish(mut self, what: &str) -> Vec<u8> {
        let start = Instant::now();
        loop {
            if self.child.try_wait().expect("wait").is_some() {
                break;
            }
            if start.elapsed() > Duration::from_secs(60) {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!(
                    "{what}: did not finish in 60 s; output:\n{}",
                    String::from_utf8_lossy(&self.bytes())
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        drop(self.master);
        if let Some(r) = self.reader.take() {
            r.join().expect("reader");
        }
        std::mem::take(&mut *self.output.lock().unwrap())
    }
}

/// The escape sequences of `bytes` that are not complete colour (SGR)
/// sequences, with what follows them; and the text without its sequences.
fn sequences(bytes: &[u8]) -> (Vec<String>, Vec<u8>) {
    let mut bad = Vec::new();
    let mut text = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != 0x1b {
            text.push(bytes[i]);
            i += 1;
            continue;
        }
        let mut j = i + 1;
        let ok = if bytes.get(j) == Some(&b'[') {
            j += 1;
            while j < bytes.len() && (bytes[j].is_ascii_digit() || bytes[j] == b';') {
                j += 1;
            }
            bytes.get(j) == Some(&b'm')
        } else {
            false
        };
        if ok {
            i = j + 1;
        } else {
            let end = (i + 12).min(bytes.len());
            bad.push(format!("{:?}", String::from_utf8_lossy(&bytes[i..end])));
            text.push(bytes[i]);
            i += 1;
        }
    }
    (bad, text)
}

/// Counts the sequences the emulator does not know (a cut sequence joined
/// to the text after it becomes one of those).
#[derive(Default)]
struct Unknown(usize);

impl vt100::Callbacks for Unknown {
    fn unhandled_csi(
        &mut self,
        _: &mut vt100::Screen,
        _: Option<u8>,
        _: Option<u8>,
        _: &[&[u16]],
        _: char,
    ) {
        self.0 += 1;
    }
    fn unhandled_escape(&mut self, _: &mut vt100::Screen, _: Option<u8>, _: Option<u8>, _: u8) {
        self.0 += 1;
    }
}

/// The screen the bytes make on an 80-column terminal tall enough for all
/// of them: its rows, the rows the terminal folded (a line wider than 80
/// columns), and the count of unknown sequences.
fn screen(bytes: &[u8]) -> (Vec<String>, Vec<usize>, usize) {
    let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 2;
    // Every folded line takes more rows: room for them too.
    let rows = u16::try_from(lines * 3).unwrap_or(u16::MAX);
    let mut parser = vt100::Parser::new_with_callbacks(rows, COLUMNS, 0, Unknown::default());
    parser.process(bytes);
    let s = parser.screen();
    let text: Vec<String> = s.rows(0, COLUMNS).collect();
    let folded = (0..rows)
        .filter(|&r| s.row_wrapped(r))
        .map(usize::from)
        .collect();
    let last = text
        .iter()
        .rposition(|r| !r.trim().is_empty())
        .map_or(0, |k| k + 1);
    (text[..last].to_vec(), folded, parser.callbacks().0)
}

/// Lines whose numbers depend on the machine's speed, masked.
fn steady(rows: &[String]) -> Vec<String> {
    rows.iter()
        .map(|r| {
            if r.contains("elapsed") || r.contains(" ms") || r.contains("nodes/s") {
                r.chars()
                    .map(|c| if c.is_ascii_digit() { '#' } else { c })
                    .collect()
            } else {
                r.clone()
            }
        })
        .collect()
}

/// Check one colour run against its colour-off run.
fn check(what: &str, colour: &[u8], plain: &[u8]) {
    let (bad, _) = sequences(colour);
    assert!(
        bad.is_empty(),
        "{what}: escape sequences that are not whole colour sequences: {bad:?}"
    );
    assert!(
        !plain.contains(&0x1b),
        "{what}: escape sequences with colour off"
    );
    let (rows, folded, unknown) = screen(colour);
    assert_eq!(unknown, 0, "{what}: the terminal met unknown sequences");
    let (plain_rows, _, _) = screen(plain);
    assert!(rows.len() > 2, "{what}: almost no output: {rows:?}");
    let (a, b) = (steady(&rows), steady(&plain_rows));
    if a != b {
        let k = a
            .iter()
            .zip(&b)
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len()));
        panic!(
            "{what}: with colour the screen differs from NO_COLOR at row {k}:\n colour: {:?}\n plain:  {:?}",
            a.get(k),
            b.get(k)
        );
    }
    assert!(
        folded.is_empty(),
        "{what}: lines wider than 80 columns (folded by the terminal):\n{}",
        folded
            .iter()
            .map(|&r| format!("{}\n{}", rows[r], rows.get(r + 1).map_or("", |s| s)))
            .collect::<Vec<_>>()
            .join("\n---\n")
    );
}

/// Run a command with colour on and off and check the colour run.
fn command(args: &[&str]) {
    let what = format!("npuzzle {}", args.join(" "));
    let runs: Vec<Vec<u8>> = [true, false]
        .into_iter()
        .map(|colour| {
            let state = state_dir(&args.join("_").replace(['/', ' ', '"'], "-"), colour);
            Pty::spawn(args, colour, &state).finish(&what)
        })
        .collect();
    check(&what, &runs[0], &runs[1]);
}

#[test]
fn explain_fits_80_columns_in_colour() {
    for lang in common::LANGUAGES {
        command(&["--lang", lang, "explain", "7 2 4/5 0 6/8 3 1"]);
        command(&[
            "--lang",
            lang,
            "explain",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0",
        ]);
        command(&[
            "--lang",
            lang,
            "explain",
            "5 1 2 3/9 6 7 4/13 10 11 8/14 15 12 0",
        ]);
    }
}

/// The languages the tool speaks (issue 26), English first: the board commands, the lessons and the stepper are laid out in each.

#[test]
fn trace_fits_80_columns_in_colour() {
    for lang in common::LANGUAGES {
        command(&[
            "--lang",
            lang,
            "trace",
            "7 2 4/5 0 6/8 3 1",
            "ULDR",
            "--compact",
        ]);
        command(&[
            "--lang",
            lang,
            "trace",
            "5 1 2 3/9 6 7 4/13 10 11 8/14 15 12 0",
            "LURDLURD",
            "--compact",
        ]);
        command(&["--lang", lang, "trace", "7 2 4/5 0 6/8 3 1", "ULDR"]);
    }
}

#[test]
fn solve_tree_compare_fit_80_columns_in_colour() {
    command(&[
        "solve",
        "2 8 3/1 6 4/7 0 5",
        "--goal",
        "snail",
        "--algo",
        "bfs",
        "--compact",
    ]);
    command(&["solve", "7 2 4/5 0 6/8 3 1"]);
    command(&["tree", "1 2 3/4 0 5/7 8 6"]);
    command(&["tree", "2 8 3/1 6 4/7 0 5", "--algo", "astar"]);
    command(&[
        "compare",
        "7 2 4/5 0 6/8 3 1",
        "--algos",
        "bfs,ordered,astar,idastar",
        "--no-timing",
    ]);
}

#[test]
fn heuristics_check_and_inversions_fit_80_columns_in_colour() {
    command(&["heuristics", "check"]);
    for lang in common::LANGUAGES {
        command(&[
            "--lang",
            lang,
            "inversions",
            "7 2 4/5 0 6/8 3 1",
            "--claim",
            "26",
        ]);
        command(&[
            "--lang",
            lang,
            "solvable",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0",
        ]);
    }
}

#[test]
fn lesson_list_fits_80_columns_in_colour() {
    for lang in common::LANGUAGES {
        command(&["--lang", lang, "lesson", "list"]);
    }
}

/// The built-in lessons, by number.
fn lessons() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("lessons/")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".yaml")?;
            stem.chars()
                .next()?
                .is_ascii_digit()
                .then(|| stem.to_string())
        })
        .collect();
    names.sort();
    names
}

#[test]
fn every_lesson_fits_80_columns_in_colour() {
    let names = lessons();
    assert!(names.len() >= 8, "built-in lessons: {names:?}");
    for lang in common::LANGUAGES {
        for name in &names {
            command(&["--lang", lang, "lesson", "run", name, "--no-pause"]);
        }
    }
}

/// Run `args` interactively: whenever the output stops at a prompt (a
/// line ending in `> `), type what `answer` says for that prompt line.
fn step(args: &[&str], colour: bool, answer: &mut dyn FnMut(&str) -> String) -> Vec<u8> {
    let what = format!("npuzzle {}", args.join(" "));
    let state = state_dir(
        &format!("step-{}", args.join("_").replace(['/', ' ', '"'], "-")),
        colour,
    );
    let mut pty = Pty::spawn(args, colour, &state);
    let start = Instant::now();
    let (mut seen, mut looked) = (0, 0);
    while pty.child.try_wait().expect("wait").is_none() {
        if start.elapsed() > Duration::from_secs(90) {
            let _ = pty.child.kill();
            panic!(
                "{what}: stepping did not end; output:\n{}",
                String::from_utf8_lossy(&pty.bytes())
            );
        }
        let bytes = pty.bytes();
        // Nothing new since the last answer, or since the last look.
        if bytes.len() == seen || bytes.len() == looked {
            std::thread::sleep(Duration::from_millis(5));
            continue;
        }
        looked = bytes.len();
        let (_, text) = sequences(&bytes);
        let text = String::from_utf8_lossy(&text);
        let last = text.rsplit('\n').next().unwrap_or("");
        if !last.ends_with("> ") {
            std::thread::sleep(Duration::from_millis(5));
            continue;
        }
        seen = bytes.len();
        let key = answer(last);
        pty.line(&key);
    }
    pty.finish(&what)
}

/// Step through lesson `name` as a student would: Enter on every page; on
/// every question a hint, a wrong answer, a malformed one, then `s` (show
/// the answer).
fn step_through(name: &str, colour: bool, lang: &str) -> Vec<u8> {
    let mut tries = 0;
    let mut shown = 0;
    let l = npuzzle::i18n::Lang::from_code(lang).expect("a language");
    let asks = ["lesson-answer-prompt-hints", "lesson-answer-prompt"]
        .map(|id| npuzzle::i18n::message_in(l, id, &[]));
    let out = step(
        &["--lang", lang, "lesson", "run", name],
        colour,
        &mut |prompt| {
            if asks.iter().any(|a| prompt.contains(a.as_str())) {
                let key = ["h", "999", "x y z", "s"][tries % 4];
                tries += 1;
                shown += usize::from(key == "s");
                key.to_string()
            } else {
                String::new()
            }
        },
    );
    assert!(shown > 0, "lesson {name}: no question was asked");
    out
}

#[test]
fn the_lesson_stepper_fits_80_columns_in_colour() {
    // One thread per language: a run waits on the stepper's prompts far
    // more than it computes.
    std::thread::scope(|s| {
        for lang in common::LANGUAGES {
            s.spawn(move || {
                for name in lessons() {
                    let colour = step_through(&name, true, lang);
                    let plain = step_through(&name, false, lang);
                    check(
                        &format!("lesson run {name} --lang {lang} (stepped)"),
                        &colour,
                        &plain,
                    );
                }
            });
        }
    });
}

#[test]
fn trace_step_fits_80_columns_in_colour() {
    for args in [
        &[
            "trace",
            "7 2 4/5 0 6/8 3 1",
            "ULDRDLUR",
            "--step",
            "--compact",
        ][..],
        &[
            "trace",
            "5 1 2 3/9 6 7 4/13 10 11 8/14 15 12 0",
            "LURD",
            "--step",
        ][..],
    ] {
        let mut pages = 0;
        let mut enter = |_: &str| {
            pages += 1;
            String::new()
        };
        let colour = step(args, true, &mut enter);
        assert!(pages > 2, "{args:?}: no pages");
        let plain = step(args, false, &mut |_| String::new());
        check(&format!("npuzzle {}", args.join(" ")), &colour, &plain);
    }
}

#[test]
fn a_wider_terminal_gets_the_wide_table_back() {
    let args = ["trace", "7 2 4/5 0 6/8 3 1", "ULDR", "--compact"];
    let state = state_dir("wide", false);
    let wide = Pty::spawn_sized(&args, false, &state, 100).finish("trace at 100 columns");
    let narrow = Pty::spawn(&args, false, &state).finish("trace at 80 columns");
    let text = |b: &[u8]| String::from_utf8_lossy(b).replace("\r\n", "\n");
    // 88 columns: one line per move at 100 columns, the board on its own
    // line at 80.
    assert!(
        text(&wide).contains("even    ✓  7 0 4/5 2 6/8 3 1\n"),
        "{}",
        text(&wide)
    );
    assert!(
        text(&narrow).contains("even    ✓\n       7 0 4/5 2 6/8 3 1\n"),
        "{}",
        text(&narrow)
    );
    // Piped, the full form, whatever COLUMNS says.
    let piped = Command::new(common::bin())
        .args(args)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "40")
        .output()
        .expect("run npuzzle");
    assert!(
        String::from_utf8_lossy(&piped.stdout).contains("even    ✓  7 0 4/5 2 6/8 3 1\n"),
        "{}",
        String::from_utf8_lossy(&piped.stdout)
    );
}
