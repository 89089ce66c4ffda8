//! Ctrl-C (SIGINT sent to the real binary) stops the work and the command,
//! and never becomes a verdict: no `ok`, no `FAIL` from partial counts, no
//! full output with exit 0, no line for every remaining board of a batch.
//!
//! Each run does far more work than the time it is given before the signal
//! (20 searches of 5,000,000 nodes, 1,000 boards): the signal always comes
//! while the work is under way. The limit on each run is a hang guard only.
#![cfg(unix)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long a run is left to start its work before Ctrl-C.
const BEFORE_SIGNAL: Duration = Duration::from_millis(600);
/// A hang guard: an interrupted run ends long before this.
const HANG_GUARD: Duration = Duration::from_secs(60);

fn dir() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("interrupt");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A lesson of 20 breadth-first searches of 5,000,000 nodes each, with an
/// `expect:` claim on each when `claims`.
fn long_lesson(name: &str, claims: bool) -> PathBuf {
    let expect = if claims {
        "      expect:\n        solved: false\n"
    } else {
        ""
    };
    let step = format!(
        "  - solve:\n      board: \"15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0\"\n      algo: bfs\n      max_nodes: 5000000\n{expect}"
    );
    let text = format!(
        "format_version: 1\ntitle: Long searches\nsummary: Twenty long searches.\nlevel: beginner\nsteps:\n{}",
        step.repeat(20)
    );
    let path = dir().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Run `npuzzle ARGS`, send SIGINT after [`BEFORE_SIGNAL`], and collect
/// what it printed.
fn interrupted(args: &[&str]) -> common::Run {
    let mut child = Command::new(common::bin())
        .args(args)
        .env("NO_COLOR", "1")
        .env("XDG_STATE_HOME", dir().join("state"))
        .env("XDG_CACHE_HOME", dir().join("cache"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(BEFORE_SIGNAL);
    assert!(
        child.try_wait().unwrap().is_none(),
        "npuzzle {args:?} ended before the signal: the test's work is too small"
    );
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > HANG_GUARD {
            let _ = child.kill();
            panic!("npuzzle {args:?} went on after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    common::Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

const INTERRUPTED: &str = "npuzzle: interrupted (Ctrl-C): stopped before the end\n";

/// Interrupt `npuzzle ARGS EXTRA` for each of `extras`: exit 1, nothing
/// on standard output, the one "interrupted" line on standard error.
fn stopped_without_output(args: &[&str], extras: &[&[&str]]) {
    for extra in extras {
        let mut args = args.to_vec();
        args.extend(*extra);
        let run = interrupted(&args);
        assert_eq!(run.code, 1, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}: output after Ctrl-C");
        assert_eq!(run.stderr, INTERRUPTED, "{args:?}");
    }
}

#[test]
fn an_interrupted_lesson_check_gives_no_verdict() {
    for claims in [true, false] {
        let file = long_lesson(&format!("check-{claims}.yaml"), claims);
        let file = file.to_str().unwrap();
        stopped_without_output(&["lesson", "check", file], &[&[], &["--format", "json"]]);
    }
}

#[test]
fn an_interrupted_course_check_gives_no_table() {
    let course = dir().join("course");
    std::fs::create_dir_all(&course).unwrap();
    std::fs::copy(long_lesson("c.yaml", true), course.join("01-long.yaml")).unwrap();
    stopped_without_output(&["lesson", "check", course.to_str().unwrap()], &[&[]]);
}

#[test]
fn the_first_ctrl_c_stops_a_lesson_run_in_every_format() {
    let file = long_lesson("run.yaml", true);
    let file = file.to_str().unwrap();
    stopped_without_output(
        &["lesson", "run", file],
        &[
            &[],
            &["--no-pause"],
            &["--format", "json"],
            &["--format", "html"],
            &["--format", "markdown"],
        ],
    );
}

#[test]
fn an_interrupted_batch_stops_at_the_board_being_solved() {
    let boards = "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0\n".repeat(1000);
    let file = dir().join("batch.txt");
    std::fs::write(&file, boards).unwrap();
    for format in ["text", "jsonl"] {
        let run = interrupted(&[
            "solve",
            "--batch",
            file.to_str().unwrap(),
            "--algo",
            "bfs",
            "--max-nodes",
            "1000000",
            "--format",
            format,
        ]);
        assert_eq!(run.code, 1, "{format}: {}", run.stderr);
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert!(
            !lines.is_empty() && lines.len() < 1000,
            "{format}: {} lines",
            lines.len()
        );
        // Every board before the last was solved to its limit. The
        // signal finds a board being solved (almost always: it is the
        // last line, cancelled, and no line follows it) or, with both
        // workers between two boards, none: then the next board is
        // named as not started.
        let n = lines.len();
        let last = lines[n - 1];
        let cancelled = lines.iter().filter(|l| l.contains("cancelled")).count();
        let expected = if last.contains("cancelled") {
            assert_eq!(cancelled, 1, "{format}");
            format!(
                "npuzzle: interrupted (Ctrl-C): stopped at line {n}, the board being solved; the boards after it were not solved\n"
            )
        } else {
            assert_eq!(cancelled, 0, "{format}");
            format!(
                "npuzzle: interrupted (Ctrl-C): stopped before line {}; it and the boards after it were not solved\n",
                n + 1
            )
        };
        assert_eq!(run.stderr, expected, "{format}");
    }
}
