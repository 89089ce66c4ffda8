//! The foundation commands (`inversions`, `solvable`, `explain`,
//! `completions`) run as the real binary, colour off, compared with reviewed
//! snapshots; plus the behaviours snapshots cannot show (colour, pipes).

use crate::common;

use common::{run, run_with_input, transcript};
use insta::assert_snapshot;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// A snapshot of a run whose board comes on standard input.
fn transcript_stdin(args: &[&str], stdin: &[u8], shown: &str) -> String {
    format!(
        "stdin: {shown}\n{}",
        run_with_input(args, stdin).transcript(args)
    )
}

/// A file in cargo's scratch directory for this test target.
fn scratch_file(name: &str, contents: &[u8]) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, contents).expect("write scratch file");
    path.display().to_string()
}

/// Replace the scratch directory in a transcript so snapshots are stable.
fn redact_tmp(text: &str) -> String {
    text.replace(env!("CARGO_TARGET_TMPDIR"), "$TMP")
}

// ---- seed 000's four worked examples (goal 1 2 3/4 5 6/7 8 0) ----

#[test]
fn seed000_example_10() {
    assert_snapshot!(transcript(&["inversions", "1 8 2/0 4 3/7 6 5"]));
}

#[test]
fn seed000_example_1() {
    assert_snapshot!(transcript(&["inversions", "1 2 3/4 5 6/8 7 0"]));
}

#[test]
fn seed000_example_16_aima() {
    assert_snapshot!(transcript(&["inversions", "7 2 4/5 0 6/8 3 1"]));
}

#[test]
fn seed000_example_15() {
    assert_snapshot!(transcript(&["inversions", "7 2 4/5 0 6/8 1 3"]));
}

#[test]
fn seed000_wrong_claim_26() {
    assert_snapshot!(transcript(&[
        "inversions",
        "7 2 4/5 0 6/8 3 1",
        "--claim",
        "26"
    ]));
}

#[test]
fn claim_correct_total() {
    assert_snapshot!(transcript(&["inversions", "724506831", "--claim", "16"]));
}

#[test]
fn claim_per_tile_first_wrong() {
    // The student counted 2 for tile 3 (it has only tile 1 after it).
    assert_snapshot!(transcript(&[
        "inversions",
        "7,2,4/5,0,6/8,3,1",
        "--claim",
        "6,1,2,2,2,2,2,0"
    ]));
}

#[test]
fn claim_too_small_points_at_the_running_total() {
    assert_snapshot!(transcript(&[
        "inversions",
        "1 8 2/0 4 3/7 6 5",
        "--claim",
        "8"
    ]));
}

#[test]
fn solvable_seed000_example_10() {
    assert_snapshot!(transcript(&["solvable", "1 8 2/0 4 3/7 6 5"]));
}

#[test]
fn solvable_seed000_example_15_with_fix() {
    assert_snapshot!(transcript(&["solvable", "7 2 4/5 0 6/8 1 3"]));
}

// ---- 4x4: where seed 000's odd-width rule gives the wrong answer ----

#[test]
fn solvable_4x4_odd_inversions_yet_solvable() {
    assert_snapshot!(transcript(&[
        "solvable",
        "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12"
    ]));
}

#[test]
fn solvable_4x4_even_inversions_yet_unsolvable() {
    // 2 inversions (13 and 14 before 12), even, but the blank is one row
    // above the goal's: unsolvable, where the 8-puzzle rule says solvable.
    assert_snapshot!(transcript(&[
        "solvable",
        "1 2 3 4/5 6 7 8/9 10 11 0/13 14 12 15"
    ]));
}

#[test]
fn solvable_loyd_14_15() {
    assert_snapshot!(transcript(&[
        "solvable",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"
    ]));
}

#[test]
fn inversions_4x4() {
    assert_snapshot!(transcript(&[
        "inversions",
        "5 1 2 3/9 6 7 4/13 10 11 8/0 14 15 12"
    ]));
}

// ---- non-square, snail, blank-first, explicit goals ----

#[test]
fn solvable_non_square_3x2() {
    assert_snapshot!(transcript(&["solvable", "4 1 3/0 2 5"]));
}

#[test]
fn solvable_non_square_4x2_flat_with_size() {
    assert_snapshot!(transcript(&[
        "solvable",
        "1,2,3,4,5,6,0,7",
        "--size",
        "4x2"
    ]));
}

#[test]
fn inversions_snail_goal_relabels() {
    assert_snapshot!(transcript(&[
        "inversions",
        "2 8 3/1 6 4/7 0 5",
        "--goal",
        "snail"
    ]));
}

#[test]
fn solvable_snail_goal() {
    assert_snapshot!(transcript(&[
        "solvable",
        "2 8 3/1 6 4/7 0 5",
        "--goal",
        "snail"
    ]));
}

#[test]
fn solvable_blank_first_goal() {
    assert_snapshot!(transcript(&[
        "solvable",
        "812043765",
        "--goal",
        "blank-first"
    ]));
}

#[test]
fn inversions_explicit_goal() {
    assert_snapshot!(transcript(&[
        "inversions",
        "1 2 3/4 5 6/7 8 0",
        "--goal",
        "8 7 6/5 4 3/2 1 0"
    ]));
}

// ---- thin boards ----

#[test]
fn thin_row_unsolvable_with_fix() {
    assert_snapshot!(transcript(&["solvable", "3021", "--size", "4x1"]));
}

#[test]
fn thin_row_unsolvable_no_single_swap() {
    assert_snapshot!(transcript(&["solvable", "3 1 2 0", "--size", "4x1"]));
}

#[test]
fn thin_column_solvable() {
    assert_snapshot!(transcript(&["solvable", "1/0/2"]));
}

// ---- explain ----

#[test]
fn explain_aima() {
    assert_snapshot!(transcript(&["explain", "7 2 4/5 0 6/8 3 1"]));
}

#[test]
fn explain_snail_seed004() {
    assert_snapshot!(transcript(&[
        "explain",
        "2 8 3/1 6 4/7 0 5",
        "--goal",
        "snail"
    ]));
}

// ---- JSON ----

#[test]
fn json_inversions() {
    assert_snapshot!(transcript(&["inversions", "1 2 3/4 5 6/8 7 0", "--json"]));
}

#[test]
fn json_inversions_claim() {
    assert_snapshot!(transcript(&[
        "inversions",
        "1 2 3/4 5 6/8 7 0",
        "--format",
        "json",
        "--claim",
        "0,0,0,0,0,0,0,0"
    ]));
}

#[test]
fn json_solvable_4x4() {
    assert_snapshot!(transcript(&[
        "solvable",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0",
        "--json"
    ]));
}

#[test]
fn json_explain() {
    assert_snapshot!(transcript(&["explain", "1 2/0 3", "--json"]));
}

#[test]
fn json_fields_scripts_rely_on() {
    let inv = run(&["inversions", "7 2 4/5 0 6/8 3 1", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&inv.stdout).unwrap();
    assert_eq!(v["inversions"], 16);
    assert_eq!(v["parity"], "even");
    let sol = run(&[
        "solvable",
        "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12",
        "--json",
    ]);
    assert_eq!(sol.code, 0);
    let v: serde_json::Value = serde_json::from_str(&sol.stdout).unwrap();
    assert_eq!(v["solvable"], true);
    assert_eq!(v["rule"], "even-width");
    assert_eq!(v["start"]["inversions"], 3);
    assert_eq!(v["start"]["blank_row"], 3);
    assert_eq!(v["goal"]["inversions"], 0);
    assert_eq!(v["goal"]["blank_row"], 4);
    // No key may appear twice (serde_json keeps the last one silently).
    let keys = sol
        .stdout
        .lines()
        .filter(|l| l.starts_with("  \"goal\""))
        .count();
    assert_eq!(keys, 1, "{}", sol.stdout);
}

// ---- notations and sources ----

#[test]
fn board_from_stdin() {
    assert_snapshot!(transcript_stdin(
        &["solvable", "-"],
        b"7 2 4\n5 0 6\n8 3 1\n",
        "7 2 4 / 5 0 6 / 8 3 1 on three lines"
    ));
}

#[test]
fn board_from_npuzzle_file() {
    let path = scratch_file(
        "aima.txt",
        b"# This puzzle is solvable\n3\n7 2 4\n5 0 6 # the blank\n8 3 1\n",
    );
    let arg = format!("@{path}");
    let out = run(&["inversions", &arg, "--json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["inversions"], 16);
    assert_eq!(v["width"], 3);
}

#[test]
fn every_notation_gives_the_same_board() {
    let want = run(&["solvable", "7 2 4/5 0 6/8 3 1", "--json"]).stdout;
    for notation in [
        "7,2,4/5,0,6/8,3,1",
        "7 2 4/5 _ 6/8 3 1",
        "7,2,4,5,0,6,8,3,1",
        "7 2 4 5 . 6 8 3 1",
        "724506831",
        "7245_6831",
        "724/5.6/831",
        "[[7,2,4],[5,0,6],[8,3,1]]",
        "7 2 4\n5 0 6\n8 3 1",
    ] {
        let got = run(&["solvable", notation, "--json"]);
        assert_eq!(got.stdout, want, "{notation:?}: {}", got.stderr);
    }
}

// ---- bad input: one line, its place, exit 2 ----

#[test]
fn bad_repeated_tile() {
    assert_snapshot!(transcript(&["solvable", "1 2 3/4 5 6/7 3 0"]));
}

#[test]
fn bad_repeated_blank() {
    assert_snapshot!(transcript(&["solvable", "1 0 3/4 5 6/7 8 _"]));
}

#[test]
fn bad_missing_tiles() {
    assert_snapshot!(transcript(&["solvable", "1 1 1/4 5 6/7 8 0"]));
}

#[test]
fn bad_too_few_cells_with_size() {
    assert_snapshot!(transcript(&["solvable", "1,2,3,4,5,0", "--size", "3x3"]));
}

#[test]
fn bad_ragged_rows() {
    assert_snapshot!(transcript(&["solvable", "1 2 3/4 5/6 7 0"]));
}

#[test]
fn bad_not_a_number() {
    assert_snapshot!(transcript(&["solvable", "1 2 3/4 five 6/7 8 0"]));
}

#[test]
fn bad_out_of_range() {
    assert_snapshot!(transcript(&["solvable", "1 2 3/4 5 6/7 9 0"]));
}

#[test]
fn bad_no_blank() {
    assert_snapshot!(transcript(&["solvable", "1 2/3 3"]));
}

#[test]
fn bad_not_square() {
    assert_snapshot!(transcript(&["solvable", "1,2,3,4,5,0"]));
}

#[test]
fn bad_goal_of_another_size() {
    assert_snapshot!(transcript(&[
        "solvable",
        "7 2 4/5 0 6/8 3 1",
        "--goal",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"
    ]));
}

#[test]
fn bad_goal_board() {
    assert_snapshot!(transcript(&[
        "solvable",
        "724506831",
        "--goal",
        "1 2 3/4 5 6/7 7 0"
    ]));
}

#[test]
fn bad_empty() {
    assert_snapshot!(transcript(&["solvable", ""]));
}

#[test]
fn bad_empty_stdin() {
    assert_snapshot!(transcript_stdin(&["solvable", "-"], b"", "(nothing)"));
}

#[test]
fn bad_too_big() {
    assert_snapshot!(transcript(&["solvable", "1 0", "--size", "17x1"]));
}

#[test]
fn bad_too_big_flat() {
    let tiles: Vec<String> = (0..289).map(|t| t.to_string()).collect();
    let out = run(&["solvable", &tiles.join(",")]);
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr,
        "npuzzle: a 17x17 board is too big: each side may be at most 16\n"
    );
}

#[test]
fn bad_compact_too_long() {
    assert_snapshot!(transcript(&["solvable", "1234567890"]));
}

#[test]
fn bad_huge_stdin() {
    let huge = "1 ".repeat(50_000);
    assert_snapshot!(transcript_stdin(
        &["solvable", "-"],
        huge.as_bytes(),
        "\"1 \" 50000 times (100000 bytes)"
    ));
}

#[test]
fn bad_non_utf8_stdin() {
    assert_snapshot!(transcript_stdin(
        &["solvable", "-"],
        b"1 2/3 \xff\xfe",
        "1 2/3 followed by the bytes ff fe"
    ));
}

#[cfg(unix)]
#[test]
fn bad_non_utf8_argument() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(common::bin())
        .arg("solvable")
        .arg(std::ffi::OsStr::from_bytes(b"1 2/3 \xff"))
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "npuzzle: argument 2 (`1 2/3 \u{fffd}`) is not UTF-8 text\n"
    );
}

#[test]
fn bad_file_missing() {
    let path = format!("{}/no-such-board.txt", env!("CARGO_TARGET_TMPDIR"));
    let arg = format!("@{path}");
    assert_snapshot!(redact_tmp(&transcript(&["solvable", &arg])));
}

#[test]
fn bad_npuzzle_file_size_line() {
    let path = scratch_file("short.txt", b"# two rows only\n3\n7 2 4\n5 0 6\n");
    let arg = format!("@{path}");
    assert_snapshot!(redact_tmp(&transcript(&["solvable", &arg])));
}

#[test]
fn bad_claim() {
    assert_snapshot!(transcript(&["inversions", "724506831", "--claim", "6,1,x"]));
}

#[test]
fn bad_claim_length() {
    assert_snapshot!(transcript(&["inversions", "724506831", "--claim", "6,1,2"]));
}

#[test]
fn bad_format_for_command() {
    assert_snapshot!(transcript(&["solvable", "724506831", "--format", "dot"]));
}

#[test]
fn bad_input_never_prints_more_than_one_line() {
    for args in [
        &["solvable", "1 2 3/4 5 6/7 3 0"][..],
        &["inversions", "x"],
        &["explain", "1 2/3"],
        &["solvable", "1 2/3 0", "--goal", "nonsense"],
        &["solvable", "1 2/3 0", "--size", "2x"],
        &["inversions", "[[1,2],[3,0]"],
        &["solvable", "\u{1b}[31m1 2/3 0"],
    ] {
        let out = run(args);
        assert_eq!(out.code, 2, "{args:?}");
        assert_eq!(out.stdout, "", "{args:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
        assert!(out.stderr.starts_with("npuzzle: "), "{args:?}");
        assert!(!out.stderr.contains('\u{1b}'), "control characters escaped");
    }
}

// ---- exit codes, colour, pipes, help, completions ----

#[test]
fn exit_codes_of_solvable() {
    assert_eq!(run(&["solvable", "724506831"]).code, 0);
    assert_eq!(run(&["solvable", "724506813"]).code, 1);
    assert_eq!(run(&["solvable", "72450681"]).code, 2);
    assert_eq!(run(&["explain", "724506813"]).code, 0);
}

#[test]
fn colour_follows_the_flags_and_no_color() {
    let coloured = |args: &[&str], no_color: bool| {
        let mut cmd = Command::new(common::bin());
        cmd.args(args).env_remove("CLICOLOR_FORCE");
        if no_color {
            cmd.env("NO_COLOR", "1");
        } else {
            cmd.env_remove("NO_COLOR");
        }
        let out = cmd.output().unwrap();
        String::from_utf8_lossy(&out.stdout).contains('\u{1b}')
    };
    let args = ["solvable", "724506831"];
    // Output to a pipe: no colour unless asked for.
    assert!(!coloured(&args, false));
    assert!(!coloured(
        &["--color", "auto", "solvable", "724506831"],
        false
    ));
    assert!(!coloured(
        &["solvable", "724506831", "--color", "never"],
        false
    ));
    assert!(coloured(
        &["solvable", "724506831", "--color", "always"],
        false
    ));
    assert!(coloured(
        &["--color", "always", "solvable", "724506831"],
        true
    ));
    assert!(!coloured(&args, true));
    // JSON is never coloured.
    assert!(!coloured(
        &["solvable", "724506831", "--json", "--color", "always"],
        false
    ));
}

#[test]
fn broken_pipe_exits_zero() {
    // A 16x16 board: the inversion table is far longer than a pipe buffer.
    let mut tiles: Vec<String> = (1..256).rev().map(|t| t.to_string()).collect();
    tiles.push("0".into());
    let board = tiles.join(" ");
    for args in [
        vec!["explain", board.as_str()],
        vec!["completions", "bash"],
        vec!["completions", "zsh"],
    ] {
        let mut child = Command::new(common::bin())
            .args(&args)
            .env("NO_COLOR", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty());
        // The reader is gone now (`| head -1`).
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{:?}", args[0]);
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{:?}", args[0]);
    }
}

#[test]
fn help_of_every_command_shows_an_example() {
    for cmd in ["explain", "inversions", "solvable", "completions"] {
        let out = run(&[cmd, "--help"]);
        assert_eq!(out.code, 0);
        assert!(
            out.stdout.contains("Example") && out.stdout.contains(&format!("npuzzle {cmd} ")),
            "{cmd} --help has no example:\n{}",
            out.stdout
        );
    }
}

#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = run(&["completions", shell]);
        assert_eq!(out.code, 0, "{shell}");
        for cmd in ["explain", "inversions", "solvable"] {
            assert!(out.stdout.contains(cmd), "{shell} completions lack {cmd}");
        }
    }
    assert_eq!(run(&["completions", "tcsh"]).code, 2);
}
