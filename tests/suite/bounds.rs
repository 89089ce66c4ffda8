//! Issue 15: every numeric option has a range, every read is bounded and
//! never blocks, every quoted input is capped. Each test runs the real
//! binary (or the library) against the input that used to panic or hang.

use crate::common;

use npuzzle::board::{Board, Goal};
use npuzzle::optimal::{self, Limits, OptimalHeuristic};
use std::time::Duration;

/// One line on standard error, exit 2, naming `flag`, and no panic.
fn refused(args: &[&str], flag: &str) {
    let run = common::run(args);
    assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
    assert!(run.stderr.contains(flag), "{args:?}: {}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{args:?}");
    assert_eq!(run.stdout, "", "{args:?}");
}

const HUGE: [&str; 6] = ["1e20", "18446744073709551615", "9.3e18", "-1", "nan", "inf"];

#[test]
fn time_limits_out_of_range_are_usage_errors_on_every_command() {
    let board = "1 2 3/4 5 6/7 0 8";
    for t in HUGE {
        refused(&["solve", board, "--time-limit", t], "--time-limit");
        refused(&["tree", board, "--time-limit", t], "--time-limit");
        refused(&["compare", board, "--time-limit", t], "--time-limit");
        refused(
            &["solve", board, "--algo", "idastar", "--time-limit", t],
            "--time-limit",
        );
        refused(
            &[
                "experiment",
                "heuristics",
                "--size",
                "3x3",
                "--count",
                "1",
                "--time-limit",
                t,
            ],
            "--time-limit",
        );
        refused(
            &[
                "heuristics",
                "check",
                "--size",
                "3x3",
                "--sample",
                "1",
                "--time-limit",
                t,
            ],
            "--time-limit",
        );
    }
}

#[test]
fn counts_and_node_limits_out_of_range_are_usage_errors() {
    let board = "1 2 3/4 5 6/7 0 8";
    for n in ["0", "18446744073709551616", "-3", "x"] {
        refused(&["solve", board, "--max-nodes", n], "--max-nodes");
        refused(&["tree", board, "--max-nodes", n], "--max-nodes");
        refused(&["compare", board, "--max-nodes", n], "--max-nodes");
        refused(
            &["experiment", "cost-table", "--max-nodes", n],
            "--max-nodes",
        );
        refused(
            &["experiment", "cost-table", "--ids-max-nodes", n],
            "--ids-max-nodes",
        );
        refused(
            &[
                "experiment",
                "heuristics",
                "--size",
                "3x3",
                "--count",
                "1",
                "--time-limit",
                "1",
                "--max-nodes",
                n,
            ],
            "--max-nodes",
        );
    }
    for n in ["0", "1000001", "18446744073709551615", "-1"] {
        refused(&["experiment", "cost-table", "--count", n], "--count");
        refused(
            &[
                "experiment",
                "heuristics",
                "--size",
                "3x3",
                "--count",
                n,
                "--time-limit",
                "1",
            ],
            "--count",
        );
        refused(
            &["heuristics", "check", "--size", "3x3", "--sample", n],
            "--sample",
        );
    }
    for d in ["0", "4294967295", "4294967296", "31"] {
        refused(
            &["experiment", "cost-table", "--max-depth", d],
            "--max-depth",
        );
    }
    for s in ["18446744073709551616", "-1"] {
        refused(&["experiment", "cost-table", "--seed", s], "--seed");
    }
}

#[test]
fn the_largest_time_limit_runs() {
    let run = common::run(&["solve", "1 2 3/4 5 6/7 0 8", "--time-limit", "1e9"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn an_unrepresentable_deadline_is_no_deadline() {
    // The optimal solver adds the limit to the start instant: that addition
    // saturates instead of panicking.
    let board = Board::new(3, 3, vec![1, 2, 3, 4, 5, 6, 0, 7, 8]).unwrap();
    let goal = Goal::new(Board::new(3, 3, vec![1, 2, 3, 4, 5, 6, 7, 8, 0]).unwrap());
    let limits = Limits {
        time_limit: Some(Duration::MAX),
        ..Limits::default()
    };
    let solution = optimal::solve(
        &board,
        &goal,
        OptimalHeuristic::Manhattan,
        &limits,
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(solution.length, 2);
}

// ---------------------------------------------------------------------------
// Reads: regular files only, never blocking, capped.

#[cfg(unix)]
mod reads {
    use super::common;
    use std::path::{Path, PathBuf};
    use std::process::Command;
    use std::time::Duration;

    /// A fresh directory for one test under cargo's temporary directory.
    fn scratch(name: &str) -> PathBuf {
        crate::common::scratch(&format!("bounds-{name}"))
    }

    fn mkfifo(path: &Path) {
        let ok = Command::new("mkfifo").arg(path).status();
        assert!(ok.is_ok_and(|s| s.success()), "mkfifo {}", path.display());
    }

    fn symlink_to_dev_zero(path: &Path) {
        std::os::unix::fs::symlink("/dev/zero", path).unwrap();
    }

    /// Run the binary in `dir`; a run that takes more than 20 s is a hang
    /// (killed, and the test fails).
    fn run_in(dir: &Path, args: &[&str]) -> common::Run {
        common::run_bounded(args, &[], Some(dir), Duration::from_secs(20))
    }

    /// Refused at once, exit 2, one line that says what the file is.
    fn refused_in(dir: &Path, args: &[&str], says: &str) {
        let run = run_in(dir, args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        // `lesson check` prints its problems as `FILE:LINE:COL: message`
        // lines, then a summary.
        let lines: Vec<&str> = run.stderr.lines().collect();
        let summary = args.starts_with(&["lesson", "check"]);
        assert_eq!(
            lines.len(),
            1 + summary as usize,
            "{args:?}: {}",
            run.stderr
        );
        assert!(lines[0].contains(says), "{args:?}: {}", run.stderr);
        if summary {
            assert!(
                lines[1].starts_with("npuzzle: 1 problem in "),
                "{args:?}: {}",
                run.stderr
            );
        }
    }

    const FIFO: &str = "a named pipe (FIFO), not a file";
    const DEVICE: &str = "a character device, not a file";

    #[test]
    fn a_board_file_that_is_a_fifo_or_dev_zero_is_refused() {
        let dir = scratch("board");
        mkfifo(&dir.join("fifo"));
        symlink_to_dev_zero(&dir.join("zero"));
        for command in ["inversions", "solvable", "solve"] {
            refused_in(&dir, &[command, "@fifo"], FIFO);
            refused_in(&dir, &[command, "@zero"], DEVICE);
        }
        refused_in(&dir, &["connect", "@zero", "1 2 3/4 5 6/7 8 0"], DEVICE);
        refused_in(
            &dir,
            &["solve", "1 2 3/4 5 6/7 8 0", "--goal", "@fifo"],
            FIFO,
        );
    }

    #[test]
    fn a_lesson_file_that_is_a_fifo_or_dev_zero_is_refused() {
        let dir = scratch("lesson");
        mkfifo(&dir.join("fifo.yaml"));
        symlink_to_dev_zero(&dir.join("zero.yaml"));
        refused_in(&dir, &["lesson", "run", "./fifo.yaml", "--no-pause"], FIFO);
        refused_in(
            &dir,
            &["lesson", "run", "./zero.yaml", "--no-pause"],
            DEVICE,
        );
        refused_in(&dir, &["lesson", "check", "./fifo.yaml"], FIFO);
        refused_in(&dir, &["lesson", "check", "./zero.yaml"], DEVICE);
    }

    #[test]
    fn a_lessons_board_file_that_is_a_fifo_is_refused() {
        let dir = scratch("lesson-board");
        std::fs::create_dir(dir.join("sub")).unwrap();
        mkfifo(&dir.join("sub/fifo"));
        let lesson = "format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n  - inversions:\n      id: a\n      board: \"@sub/fifo\"\n      expect:\n        inversions: 0\n";
        std::fs::write(dir.join("fifo-board.yaml"), lesson).unwrap();
        refused_in(&dir, &["lesson", "check", "./fifo-board.yaml"], FIFO);
        // A symlink to /dev/zero leads outside the lesson's directory.
        symlink_to_dev_zero(&dir.join("sub/zero"));
        std::fs::write(
            dir.join("zero-board.yaml"),
            lesson.replace("@sub/fifo", "@sub/zero"),
        )
        .unwrap();
        refused_in(&dir, &["lesson", "check", "./zero-board.yaml"], "@sub/zero");
    }

    #[test]
    fn an_answers_file_that_is_a_fifo_or_dev_zero_is_refused() {
        let dir = scratch("answers");
        mkfifo(&dir.join("fifo"));
        symlink_to_dev_zero(&dir.join("zero"));
        for (file, says) in [("fifo", FIFO), ("zero", DEVICE)] {
            refused_in(
                &dir,
                &["lesson", "run", "01", "--no-pause", "--answers", file],
                says,
            );
        }
    }

    #[test]
    fn an_answers_file_that_is_not_utf8_names_the_byte() {
        let dir = scratch("answers-utf8");
        std::fs::write(dir.join("bad.txt"), b"14\n1\xff\n").unwrap();
        refused_in(
            &dir,
            &["lesson", "run", "01", "--no-pause", "--answers", "bad.txt"],
            "--answers bad.txt: not UTF-8 text (the first bad byte is byte 5)",
        );
    }

    #[test]
    fn oversized_files_are_refused_by_their_cap() {
        let dir = scratch("big");
        std::fs::write(dir.join("big.txt"), vec![b'1'; 70 * 1024]).unwrap();
        refused_in(
            &dir,
            &["inversions", "@big.txt"],
            "more than 64 KiB: not a board",
        );
        refused_in(
            &dir,
            &["lesson", "run", "01", "--no-pause", "--answers", "big.txt"],
            "more than 64 KiB: too big for an answers file",
        );
        std::fs::write(dir.join("big.yaml"), vec![b'#'; 300 * 1024]).unwrap();
        refused_in(
            &dir,
            &["lesson", "check", "./big.yaml"],
            "more than 256 KiB: too big for a lesson",
        );
    }
}

// ---------------------------------------------------------------------------
// Ctrl-C: a real SIGINT to the real binary stops long work with a message
// and exit code 1, and nothing half-written on standard output.

#[cfg(unix)]
mod interrupt {
    use super::common;
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    fn interrupted_after(args: &[&str], dir: &std::path::Path, wait: Duration) -> common::Run {
        let child = Command::new(common::bin())
            .args(args)
            .current_dir(dir)
            .env("NO_COLOR", "1")
            .env(
                "XDG_CACHE_HOME",
                std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdb-cache"),
            )
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(wait);
        let pid = child.id().to_string();
        let sent = Command::new("kill").args(["-INT", &pid]).status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -INT {pid}");
        let start = Instant::now();
        let out = std::thread::spawn(move || child.wait_with_output().unwrap());
        while !out.is_finished() {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "{args:?} did not stop within 30 s of Ctrl-C"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        let out = out.join().unwrap();
        common::Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    fn stops_cleanly(args: &[&str], dir: &std::path::Path) {
        let run = interrupted_after(args, dir, Duration::from_millis(1500));
        assert_eq!(run.code, 1, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr
                .ends_with("npuzzle: interrupted (Ctrl-C): stopped before the end\n"),
            "{args:?}: {}",
            run.stderr
        );
        assert_eq!(run.stdout, "", "{args:?}: a partial report was printed");
    }

    fn here() -> std::path::PathBuf {
        std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
    }

    #[test]
    fn ctrl_c_stops_verify() {
        stops_cleanly(&["verify", "--size", "3x4"], &here());
    }

    #[test]
    fn ctrl_c_stops_heuristics_check() {
        stops_cleanly(&["heuristics", "check", "--size", "3x4"], &here());
        stops_cleanly(
            &[
                "heuristics",
                "check",
                "--size",
                "4x4",
                "--sample",
                "100",
                "--solver",
                "linear-conflict",
            ],
            &here(),
        );
    }

    #[test]
    fn ctrl_c_stops_the_cost_table() {
        stops_cleanly(&["experiment", "cost-table", "--quiet"], &here());
    }

    #[test]
    fn ctrl_c_stops_the_heuristics_experiment_with_its_partial_table() {
        // This experiment reports the boards done so far (its documented
        // behaviour), with exit code 1 like every interrupted command.
        let run = interrupted_after(
            &[
                "experiment",
                "heuristics",
                "--size",
                "4x4",
                "--count",
                "20",
                "--time-limit",
                "30",
                "--quiet",
            ],
            &here(),
            Duration::from_millis(1500),
        );
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert!(run.stdout.contains("Interrupted:"), "{}", run.stdout);
    }

    #[test]
    fn ctrl_c_stops_lesson_check() {
        let dir = here().join("interrupt-lesson");
        std::fs::create_dir_all(&dir).unwrap();
        let step = "  - cost-table:\n      count: 100\n      max_depth: 24\n";
        let lesson = format!(
            "format_version: 1\ntitle: Long\nsummary: Long.\nlevel: beginner\nsteps:\n{}",
            step.repeat(20)
        );
        std::fs::write(dir.join("long.yaml"), lesson).unwrap();
        // A budget far above the lesson's, so that Ctrl-C (not the budget) stops it.
        stops_cleanly(
            &[
                "lesson",
                "check",
                "./long.yaml",
                "--budget",
                "100000000000000",
            ],
            &dir,
        );
    }
}

// ---------------------------------------------------------------------------
// Output that cannot be written is reported, with exit code 3.

#[cfg(unix)]
mod output {
    use super::common;
    use std::process::Command;

    fn sh(script: &str) -> common::Run {
        let out = Command::new("sh")
            .arg("-c")
            .arg(script)
            .arg(common::bin())
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        common::Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    #[test]
    fn a_full_disk_is_reported_with_exit_3() {
        for command in [
            "explain '8 6 7/2 5 4/3 0 1'",
            "solvable 724506831",
            "solve 724506831 --format json",
        ] {
            let run = sh(&format!("\"$0\" {command} > /dev/full"));
            assert_eq!(run.code, 3, "{command}: {}", run.stderr);
            assert_eq!(
                run.stderr,
                "npuzzle: standard output could not be written: no space left on device\n",
                "{command}"
            );
        }
    }

    #[test]
    fn a_closed_standard_output_is_reported() {
        let run = sh("\"$0\" solvable 724506831 >&-");
        assert_eq!(run.code, 3, "{}", run.stderr);
        assert_eq!(
            run.stderr,
            "npuzzle: standard output is closed: nothing could be written\n"
        );
        // /dev/null opened by the shell is a fine place for output,
        // write-only or read-write (daemon(3), systemd's
        // StandardOutput=null): 0 when solvable, 1 when not.
        let run = sh("\"$0\" solvable 724506831 > /dev/null");
        assert_eq!(run.code, 0, "{}", run.stderr);
        let run = sh("\"$0\" solvable '7 2 4/5 0 6/8 3 1' 1<>/dev/null");
        assert_eq!((run.code, run.stderr.as_str()), (0, ""));
        let run = sh("\"$0\" solvable '1 2 3/4 5 6/8 7 0' 1<>/dev/null");
        assert_eq!((run.code, run.stderr.as_str()), (1, ""));
    }

    #[test]
    fn help_and_version_that_cannot_be_written_exit_3() {
        for command in ["--help", "--version", "help solve", "solve --help", "-V"] {
            let run = sh(&format!("\"$0\" {command} > /dev/full"));
            assert_eq!(
                (run.code, run.stderr.as_str()),
                (
                    3,
                    "npuzzle: standard output could not be written: no space left on device\n"
                ),
                "{command} > /dev/full"
            );
            let run = sh(&format!("\"$0\" {command} >&-"));
            assert_eq!(
                (run.code, run.stderr.as_str()),
                (
                    3,
                    "npuzzle: standard output is closed: nothing could be written\n"
                ),
                "{command} >&-"
            );
            let run = sh(&format!("\"$0\" {command} 1<>/dev/null"));
            assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{command}");
        }
    }

    #[test]
    fn a_panic_is_one_line_and_exit_3() {
        let run = sh("NPUZZLE_TEST_PANIC=1 \"$0\" solvable 724506831");
        assert_eq!(run.code, 3, "{}", run.stderr);
        assert_eq!(run.stdout, "");
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(
            run.stderr.starts_with(
                "npuzzle: internal error, please report: NPUZZLE_TEST_PANIC is set at src/main.rs:"
            ),
            "{}",
            run.stderr
        );
    }

    #[test]
    fn a_reader_that_goes_away_is_not_an_error() {
        let run = sh("\"$0\" explain '8 6 7/2 5 4/3 0 1' | head -c 10 > /dev/null; exit 0");
        assert_eq!(run.stderr, "");
    }
}

#[test]
fn json_output_escapes_c1_controls_and_bidi_overrides_from_lessons() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bounds-json");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bidi.yaml");
    std::fs::write(
        &file,
        "format_version: 1\ntitle: \"T\\u009b31m \\u202eX\\u2066Y\\u0085\"\nsummary: s\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2/3 0\"\n",
    )
    .unwrap();
    let run = common::run(&[
        "lesson",
        "run",
        file.to_str().unwrap(),
        "--format",
        "json",
        "--no-pause",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains(r#""title": "T\u009b31m \u202eX\u2066Y\u0085""#),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.chars().any(npuzzle::render::json::needs_escape));
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(v["title"], "T\u{9b}31m \u{202e}X\u{2066}Y\u{85}");
}

#[test]
fn trace_refuses_more_moves_than_its_cap_before_printing() {
    let moves = "LR".repeat(6000);
    let run = common::run(&["trace", "1 2 3/4 5 6/7 8 0", &moves]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "npuzzle: moves: 12,000 moves, more than --max-moves 10,000 (each move prints a proof); raise --max-moves (at most 1,000,000) to trace them all\n"
    );
    let run = common::run(&[
        "trace",
        "1 2 3/4 5 6/7 8 0",
        &moves,
        "--max-moves",
        "12000",
        "--compact",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let run = common::run(&["trace", "1 2 3/4 5 6/7 8 0", "LR", "--max-moves", "0"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
}

#[test]
fn compare_refuses_an_algorithm_listed_twice() {
    let algos = vec!["bfs"; 1000].join(",");
    let run = common::run(&["compare", "1 2 3/4 5 6/7 0 8", "--algos", &algos]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "npuzzle: --algos: `bfs` is listed twice; each algorithm runs once (at most 7 in the list)\n"
    );
    let run = common::run(&[
        "compare",
        "1 2 3/4 5 6/7 0 8",
        "--algos",
        "bfs,ids,ordered,greedy,astar,idastar,bidir",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn a_byte_order_mark_is_accepted_in_board_and_batch_files() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bounds-bom");
    std::fs::create_dir_all(&dir).unwrap();
    let board = dir.join("board.txt");
    std::fs::write(&board, "\u{feff}7 2 4/5 0 6/8 3 1\n").unwrap();
    let at = format!("@{}", board.display());
    let run = common::run(&["solvable", &at, "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let run = common::run_with_input(&["solvable", "-"], "\u{feff}7 2 4/5 0 6/8 3 1\n".as_bytes());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let batch = dir.join("batch.txt");
    std::fs::write(&batch, "\u{feff}1 2 3/4 5 6/7 0 8\n1 2 3/4 5 6/0 7 8\n").unwrap();
    let run = common::run(&["solve", "--batch", batch.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("2 boards: 2 solved"), "{}", run.stdout);
    let run = common::run_with_input(
        &["solve", "--batch", "-"],
        "\u{feff}1 2 3/4 5 6/7 0 8\n".as_bytes(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn lesson_check_reads_a_lesson_from_standard_input() {
    let lesson = "format_version: 1\ntitle: T\nsummary: s\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2/3 0\"\n      expect: {inversions: 0}\n";
    let run = common::run_with_input(&["lesson", "check", "-"], lesson.as_bytes());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "ok    <stdin>: 1 step, 1 claim and 0 quiz answers verified\n"
    );
    let wrong = lesson.replace("inversions: 0}", "inversions: 3}");
    let run = common::run_with_input(&["lesson", "check", "-"], wrong.as_bytes());
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stdout.contains("<stdin>:8:"), "{}", run.stdout);
    let run = common::run_with_input(&["lesson", "check", "-", "-"], lesson.as_bytes());
    assert_eq!(run.code, 2, "{}", run.stderr);
}
