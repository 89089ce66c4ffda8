//! Regressions found by the QA pass: every bad input gives exactly one line
//! `npuzzle: ...` on standard error naming the problem, and exit code 2.

use crate::common;

/// Run `args` and check the one-line error; return the line.
fn one_line_error(args: &[&str]) -> String {
    let run = common::run(args);
    assert_eq!(run.code, 2, "{args:?}: exit code\n{}", run.stderr);
    assert_eq!(run.stdout, "", "{args:?}: nothing on stdout");
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines.len(),
        1,
        "{args:?}: one line on stderr:\n{}",
        run.stderr
    );
    assert!(
        lines[0].starts_with("npuzzle: "),
        "{args:?}: starts with `npuzzle: `: {}",
        lines[0]
    );
    lines[0].to_string()
}

#[test]
fn clap_usage_errors_are_one_line() {
    let line = one_line_error(&["frob"]);
    assert!(line.contains("unrecognized subcommand 'frob'"), "{line}");
    let line = one_line_error(&["verify"]);
    assert!(line.contains("--size <WxH>"), "{line}");
    assert!(line.contains("npuzzle verify --help"), "{line}");
    let line = one_line_error(&["solve", "724506831", "--max-nodes", "99999999999999999999"]);
    assert!(line.contains("--max-nodes"), "{line}");
    let line = one_line_error(&["solve", "724506831", "--goal-test", "bogus"]);
    assert!(line.contains("generation, expansion"), "{line}");
    let line = one_line_error(&["solve", "724506831", "--max-nodse", "3"]);
    assert!(line.contains("'--max-nodes'"), "the tip is kept: {line}");
    one_line_error(&["completions", "nope"]);
    one_line_error(&["inversions", "724506831", "--size"]);
}

#[test]
fn help_and_version_still_go_to_stdout() {
    for args in [&["--help"][..], &["--version"], &["solve", "--help"]] {
        let run = common::run(args);
        assert_eq!(run.code, 0, "{args:?}");
        assert!(!run.stdout.is_empty(), "{args:?}");
        assert_eq!(run.stderr, "", "{args:?}");
    }
}

#[test]
fn negative_time_limit_is_named_not_taken_for_a_flag() {
    for args in [
        &["solve", "724506831", "--time-limit", "-1"][..],
        &["compare", "724506831", "--time-limit", "-1"],
        &[
            "experiment",
            "heuristics",
            "--size",
            "3x3",
            "--count",
            "1",
            "--time-limit",
            "-1",
        ],
        &[
            "heuristics",
            "check",
            "--size",
            "4x4",
            "--sample",
            "1",
            "--time-limit",
            "-1",
        ],
    ] {
        let line = one_line_error(args);
        assert!(
            line.contains("'-1' for '--time-limit <SECS>': give a number of seconds"),
            "{args:?}: {line}"
        );
    }
}

#[test]
fn a_mistyped_flag_is_not_parsed_as_a_board() {
    for args in [
        &["solve", "--bogus"][..],
        &["reduce", "--bogus"],
        &["inversions", "-x"],
        &["connect", "724506831", "--bogus"],
    ] {
        let line = one_line_error(args);
        assert!(
            line.contains("is not a board: an unknown option?"),
            "{args:?}: {line}"
        );
    }
    // `-` is still standard input.
    let run = common::run_with_input(&["inversions", "-"], b"7 2 4 5 0 6 8 3 1");
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn an_unknown_goal_name_is_named() {
    for args in [
        &["solvable", "724506831", "--goal", "nonsense"][..],
        &["verify", "--size", "2x2", "--goal", "blank_last"],
        &["pdb", "status", "--goal", "foo"],
    ] {
        let line = one_line_error(args);
        assert!(
            line.contains("invalid value '") && line.contains("for '--goal <GOAL>'"),
            "{args:?}: {line}"
        );
        assert!(
            line.contains("blank-last, blank-first, snail"),
            "{args:?}: {line}"
        );
    }
}

#[test]
fn a_word_is_named_before_the_board_shape_is_judged() {
    let line = one_line_error(&["inversions", "x"]);
    assert_eq!(
        line,
        "npuzzle: `x` at cell 1 is not a tile number (use 0, _ or . for the blank)"
    );
    let line = one_line_error(&["solvable", "hello world"]);
    assert!(
        line.contains("`hello` at cell 1 is not a tile number"),
        "{line}"
    );
    let line = one_line_error(&["explain", "1 2 3/4 x"]);
    assert!(
        line.contains("`x` at row 2, column 2 is not a tile number"),
        "{line}"
    );
}

#[test]
fn an_unknown_algorithm_names_its_flag_once() {
    let expected =
        "unknown algorithm `nope` (use one of bfs, ids, ordered, greedy, astar, idastar, bidir)";
    for (args, flag) in [
        (&["solve", "724506831", "--algo", "nope"][..], "--algo"),
        (&["tree", "724506831", "--algo", "nope"], "--algo"),
        (&["compare", "724506831", "--algos", "bfs,nope"], "--algos"),
        (
            &[
                "experiment",
                "heuristics",
                "--size",
                "3x3",
                "--count",
                "1",
                "--time-limit",
                "1",
                "--algo",
                "nope",
            ],
            "--algo",
        ),
    ] {
        let line = one_line_error(args);
        if flag == "--algo" {
            // Checked by clap, which lists the values (issue 13).
            assert!(
                line.starts_with(
                    "npuzzle: invalid value 'nope' for '--algo <ALGO>' [possible values: "
                ),
                "{args:?}: {line}"
            );
            assert_eq!(line.matches("--algo").count(), 1, "{line}");
        } else {
            assert_eq!(line, format!("npuzzle: {flag}: {expected}"), "{args:?}");
        }
    }
}

/// The arguments of each `npuzzle CMD ...` example line in `CMD --help`
/// (quotes honoured, `#` comments dropped).
fn help_examples(command: &str) -> Vec<Vec<String>> {
    let help = common::run(&[command, "--help"]).stdout;
    let prefix = format!("npuzzle {command} ");
    help.lines()
        .filter_map(|l| l.trim().strip_prefix(&prefix))
        .map(|rest| {
            let rest = rest.split("  #").next().unwrap_or(rest);
            let mut args = vec![command.to_string()];
            let mut current = String::new();
            let mut quoted = false;
            for c in rest.chars() {
                match c {
                    '"' => quoted = !quoted,
                    ' ' if !quoted => {
                        if !current.is_empty() {
                            args.push(std::mem::take(&mut current));
                        }
                    }
                    _ => current.push(c),
                }
            }
            if !current.is_empty() {
                args.push(current);
            }
            args
        })
        .collect()
}

#[test]
fn every_solve_help_example_finds_a_solution() {
    let examples = help_examples("solve");
    assert_eq!(examples.len(), 4, "{examples:?}");
    for args in examples {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = common::run(&args);
        assert_eq!(run.code, 0, "{args:?}: {}{}", run.stdout, run.stderr);
    }
}

#[test]
fn a_directory_as_at_file_is_named_in_words() {
    let dir = std::env::temp_dir();
    let arg = format!("@{}", dir.display());
    let line = one_line_error(&["inversions", &arg]);
    assert!(
        line.ends_with(": cannot read: a directory, not a file"),
        "{line}"
    );
    assert!(!line.contains("os error"), "{line}");
}

/// `--json` works on every command that has a JSON form, and what it
/// prints parses.
#[test]
fn every_command_takes_json() {
    let commands: &[&[&str]] = &[
        &["explain", "724506831"],
        &["inversions", "724506831"],
        &["solvable", "724506831"],
        &["trace", "724506831", "U"],
        &["reduce", "724506831"],
        &["connect", "724506831", "724506831"],
        &["verify", "--size", "2x2"],
        &["solve", "724506831"],
        &["tree", "724506831"],
        &["compare", "724506831", "--algos", "bfs"],
        &["heuristics", "check", "--size", "2x2"],
        &[
            "experiment",
            "cost-table",
            "--count",
            "1",
            "--max-depth",
            "2",
        ],
        &["pdb", "status"],
        &["lesson", "list"],
        &["lesson", "run", "01"],
        &["lesson", "check", "lessons/01-counting-inversions.yaml"],
    ];
    for args in commands {
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let r = common::run(&with_json);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        serde_json::from_str::<serde_json::Value>(&r.stdout)
            .unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}):\n{}", r.stdout));
    }
}

#[test]
fn the_man_page_has_exit_status_environment_and_files() {
    let r = common::run(&["man"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let sections: Vec<&str> = r
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix(".SH "))
        .collect();
    assert_eq!(
        sections,
        [
            "NAME",
            "SYNOPSIS",
            "DESCRIPTION",
            "OPTIONS",
            "SUBCOMMANDS",
            "\"EXIT STATUS\"",
            "ENVIRONMENT",
            "FILES",
            "VERSION"
        ]
    );
    for needle in [
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
        "NO_COLOR",
        "progress.json",
        "pdb\\-*.bin",
    ] {
        assert!(r.stdout.contains(needle), "{needle} missing");
    }
    // Every exit code is there, and no control character but newlines.
    for code in ["\\fB0\\fR", "\\fB1\\fR", "\\fB2\\fR", "\\fB3\\fR"] {
        assert!(r.stdout.contains(code), "{code} missing");
    }
    assert!(!r.stdout.chars().any(|c| c.is_control() && c != '\n'));
    // The page written by --dir is the same.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("qa-man");
    let _ = std::fs::remove_dir_all(&dir);
    let w = common::run(&["man", "--dir", dir.to_str().unwrap()]);
    assert_eq!(w.code, 0, "{}", w.stderr);
    assert_eq!(
        std::fs::read_to_string(dir.join("npuzzle.1")).unwrap(),
        r.stdout
    );
}
