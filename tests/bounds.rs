//! Issue 15: every numeric option has a range, every read is bounded and
//! never blocks, every quoted input is capped. Each test runs the real
//! binary (or the library) against the input that used to panic or hang.

mod common;

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
