//! The command line as a newcomer meets it (issue 13): values clap knows,
//! per-command formats, hints, one colour policy, live progress, JSON
//! versions, 42-school files and the manual page.

use crate::common;

use common::{bin, run, run_with_input, transcript};
use std::process::{Command, Stdio};

const B: &str = "7 2 4/5 0 6/8 3 1";

// ---- values checked by clap ------------------------------------------------

#[test]
fn typos_get_a_suggestion() {
    insta::assert_snapshot!("typo_algo", transcript(&["solve", B, "--algo", "astr"]));
    insta::assert_snapshot!(
        "typo_heuristic",
        transcript(&["solve", B, "--heuristic", "manhatan"])
    );
    insta::assert_snapshot!("typo_goal", transcript(&["solvable", B, "--goal", "snial"]));
    insta::assert_snapshot!(
        "format_not_for_this_command",
        transcript(&["inversions", B, "--format", "dot"])
    );
}

#[test]
fn aliases_and_boards_still_work() {
    // A* spelled as in the books, h1..h6, and a goal given as a board.
    let r = run(&["solve", B, "--algo", "A*", "--heuristic", "H2"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["solvable", B, "--goal", "1 2 3/4 5 6/7 8 0"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["solvable", B, "--goal", "korf"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// The `--format` entry of a command's short help (`-h`), on one line.
fn format_line(args: &[&str]) -> String {
    let r = run(args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let words: Vec<&str> = r.stdout.split_whitespace().collect();
    let text = words.join(" ");
    let start = text
        .find("--format <FORMAT>")
        .unwrap_or_else(|| panic!("no --format in {args:?}"));
    let values = start
        + text[start..]
            .find("[possible values")
            .expect("possible values");
    let end = values + text[values..].find(']').expect("a closing bracket") + 1;
    text[start..end].to_string()
}

#[test]
fn each_command_lists_only_its_formats() {
    let inversions = format_line(&["inversions", "-h"]);
    assert!(
        inversions.ends_with("[possible values: text, json]"),
        "{inversions}"
    );
    let tree = format_line(&["tree", "-h"]);
    assert!(
        tree.ends_with("[possible values: text, json, dot, mermaid, svg, html]"),
        "{tree}"
    );
    let jsonl = format_line(&["experiment", "heuristics", "-h"]);
    assert!(jsonl.contains("jsonl"), "{jsonl}");
}

/// The pattern databases are `solve`'s: `tree` and `compare` (which
/// share its rules) neither list them in their help nor take them.
#[test]
fn only_solve_offers_the_pattern_databases() {
    for cmd in ["tree", "compare"] {
        let help = run(&[cmd, "--help"]);
        assert_eq!(help.code, 0, "{}", help.stderr);
        assert!(help.stdout.contains("linear-conflict-pairs"), "{cmd}");
        assert!(!help.stdout.contains("pdb"), "{cmd}: {}", help.stdout);
        let r = run(&[cmd, B, "--heuristic", "pdb-dual"]);
        assert_eq!(r.code, 2, "{cmd}");
        assert_eq!(r.stderr.lines().count(), 1, "{cmd}: {}", r.stderr);
        assert!(
            r.stderr.contains("invalid value 'pdb-dual'"),
            "{cmd}: {}",
            r.stderr
        );
    }
    let help = run(&["solve", "--help"]);
    for name in [
        "pdb-dual",
        "pdb-dual-search",
        "pdb-dual-search-any",
        "pdb-7-8",
    ] {
        assert!(help.stdout.contains(name), "solve --help: {name}");
    }
}

#[test]
fn completions_offer_the_domain_values() {
    let r = run(&["completions", "bash"]);
    assert_eq!(r.code, 0);
    for word in [
        "idastar",
        "linear-conflict",
        "blank-first",
        "mermaid",
        "01-counting-inversions",
    ] {
        assert!(r.stdout.contains(word), "{word} not completed");
    }
}

// ---- hints ---------------------------------------------------------------

#[test]
fn hint_unquoted_board() {
    insta::assert_snapshot!(
        "hint_unquoted_board",
        transcript(&["solvable", "1", "2", "3", "4", "5", "6", "7", "8", "0"])
    );
}

#[test]
fn hint_file_without_at() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-hint");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("b42.txt"), "3\n7 2 4\n5 0 6\n8 3 1\n").unwrap();
    let out = Command::new(bin())
        .args(["solvable", "b42.txt"])
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let r = common::Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    insta::assert_snapshot!(
        "hint_file_without_at",
        r.transcript(&["solvable", "b42.txt"])
    );
    // With the @ the same file is read.
    let out = Command::new(bin())
        .args(["solvable", "@b42.txt"])
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn hint_board_from_standard_input() {
    // The tests' standard input is a pipe.
    let args = ["solvable"];
    insta::assert_snapshot!(
        "hint_board_from_stdin",
        run_with_input(&args, b"7 2 4/5 0 6/8 3 1\n").transcript(&args)
    );
}

// ---- colour ----------------------------------------------------------------

/// Runs `npuzzle ARGS` off a terminal with exactly these colour variables.
fn piped(env: &[(&str, &str)], args: &[&str]) -> String {
    let mut c = Command::new(bin());
    c.args(args);
    for v in ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "TERM", "CI"] {
        c.env_remove(v);
    }
    c.env("TERM", "xterm-256color");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One setting of the matrix: its name, environment variables and flags.
type Setting = (
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static [&'static str],
);

/// The colour settings of the matrix.
const SETTINGS: &[Setting] = &[
    ("(nothing)", &[], &[]),
    ("--color always", &[], &["--color", "always"]),
    ("--color never", &[], &["--color", "never"]),
    ("NO_COLOR=1", &[("NO_COLOR", "1")], &[]),
    ("CLICOLOR=0", &[("CLICOLOR", "0")], &[]),
    ("CLICOLOR_FORCE=1", &[("CLICOLOR_FORCE", "1")], &[]),
    ("TERM=dumb", &[("TERM", "dumb")], &[]),
    (
        "NO_COLOR=1 --color always",
        &[("NO_COLOR", "1")],
        &["--color", "always"],
    ),
    (
        "CLICOLOR_FORCE=1 --color never",
        &[("CLICOLOR_FORCE", "1")],
        &["--color", "never"],
    ),
];

fn coloured(text: &str) -> &'static str {
    if text.contains("\x1b[") {
        "colour"
    } else {
        "plain"
    }
}

/// One row of the matrix per setting: output and help, on a pipe and on a
/// terminal (tmux).
#[test]
fn colour_matrix() {
    let terminal = common::tmux::available("colour_matrix");
    let t = terminal.then(|| common::tmux::Tmux::start("colour"));
    let mut table =
        String::from("setting | output piped | help piped | output terminal | help terminal\n");
    for (i, (name, env, flags)) in SETTINGS.iter().enumerate() {
        let mut out_args: Vec<&str> = flags.to_vec();
        out_args.extend(["solvable", B]);
        let mut help_args: Vec<&str> = flags.to_vec();
        help_args.extend(["solvable", "--help"]);
        let piped_out = coloured(&piped(env, &out_args));
        let piped_help = coloured(&piped(env, &help_args));
        let (term_out, term_help) = match &t {
            None => ("skipped", "skipped"),
            Some(t) => {
                let vars: String = ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "CI"]
                    .iter()
                    .map(|v| format!("-u {v} "))
                    .collect();
                let set: String = env.iter().map(|(k, v)| format!("{k}={v} ")).collect();
                let mut cells = Vec::new();
                for (j, args) in [&out_args, &help_args].iter().enumerate() {
                    let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
                    let start = format!("START-{i}-{j}");
                    let end = format!("END-{i}-{j}");
                    t.line(&format!(
                        "clear; echo {start}; env {vars}TERM=xterm-256color {set}'{}' {}; echo {end}\n",
                        bin(),
                        quoted.join(" ")
                    ));
                    t.wait_until(&end, |s| s.lines().any(|l| l.trim() == end));
                    let screen = format!("\n{}", t.screen_styled());
                    let body = screen
                        .split_once(&format!("\n{start}"))
                        .map(|(_, rest)| rest)
                        .and_then(|rest| rest.split_once(&end))
                        .map(|(body, _)| body.to_string())
                        .unwrap_or_default();
                    cells.push(coloured(&body));
                }
                (cells[0], cells[1])
            }
        };
        table.push_str(&format!(
            "{name} | {piped_out} | {piped_help} | {term_out} | {term_help}\n"
        ));
    }
    if terminal {
        insta::assert_snapshot!("colour_matrix", table);
    } else {
        println!("colour_matrix: terminal cases skipped (no tmux)\n{table}");
    }
}

#[test]
fn color_never_help_is_plain() {
    let help = piped(&[("CLICOLOR_FORCE", "1")], &["--color", "never", "--help"]);
    assert!(!help.contains('\x1b'));
    assert!(help.contains("Usage: npuzzle"));
}

// ---- progress ----------------------------------------------------------------

const LONG: &str = "0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1";

#[test]
fn status_line_on_a_terminal_only() {
    // Piped: nothing on standard error, and the heading on standard output.
    let r = run(&[
        "solve",
        LONG,
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
        "--time-limit",
        "1.5",
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stderr, "");
    assert!(r.stdout.starts_with("Board 4x4"), "{}", r.stdout);
    if !common::tmux::available("status_line_on_a_terminal_only") {
        return;
    }
    let t = common::tmux::Tmux::start("status");
    t.line(&format!(
        "NO_COLOR=1 '{}' solve '{LONG}' --algo astar --heuristic manhattan --time-limit 30 > /dev/null; echo EXIT=$?\n",
        bin()
    ));
    // The status line appears after about a second and names the counts.
    let screen = t.wait_until("the status line", |s| {
        s.contains("expanded, ") && s.contains(" generated, ") && s.contains("/s")
    });
    assert!(screen.contains("astar"), "{screen}");
    assert!(screen.contains("frontier"), "{screen}");
    t.run(&["send-keys", "-t", "status", "C-c"]);
    let screen = t.wait_until("the exit code", |s| common::tmux::exit_code(s).is_some());
    assert_eq!(common::tmux::exit_code(&screen), Some(1), "{screen}");
    // -q: no status line, even on a terminal.
    t.line(&format!(
        "clear; NO_COLOR=1 '{}' -q solve '{LONG}' --algo astar --heuristic manhattan --time-limit 2 > /dev/null; echo QUIET=$?\n",
        bin()
    ));
    let screen = t.wait_until("QUIET", |s| s.contains("QUIET=1"));
    assert!(!screen.contains("generated, "), "{screen}");
}

#[test]
fn the_heading_comes_before_the_search() {
    // With a time limit the search ends unsolved; the heading was written
    // (and flushed) first, so the first line is the board.
    let r = run(&["solve", LONG, "--algo", "bfs", "--max-nodes", "1000"]);
    let first: Vec<&str> = r.stdout.lines().take(2).collect();
    assert_eq!(
        first[0],
        "Board 4x4, goal 1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0 (blank-last)"
    );
    assert!(first[1].starts_with("Search: "), "{first:?}");
}

// ---- JSON ----------------------------------------------------------------------

fn json(args: &[&str]) -> serde_json::Value {
    let r = run(args);
    assert!(r.code <= 1, "{args:?}: {}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}\n{}", r.stdout))
}

#[test]
fn every_json_object_has_a_schema_version() {
    for args in [
        &["inversions", B, "--json"][..],
        &["solvable", B, "--json"],
        &["explain", B, "--json"],
        &["reduce", B, "--json"],
        &["solve", B, "--json"],
        &["tree", B, "--json"],
        &["compare", B, "--json"],
        &["trace", B, "D", "--json"],
        &["verify", "--size", "2x3", "--json"],
        &["heuristics", "check", "--size", "2x3", "--json"],
        &["lesson", "list", "--json"],
    ] {
        let v = json(args);
        assert_eq!(v["schema_version"], 1, "{args:?}");
    }
    let audit = json(&["heuristics", "check", "--size", "2x3", "--json"]);
    assert_eq!(
        (audit["width"].as_u64(), audit["height"].as_u64()),
        (Some(2), Some(3))
    );
    assert!(audit.get("size").is_none());
    let lessons = json(&["lesson", "list", "--json"]);
    assert!(lessons["lessons"].as_array().is_some_and(|l| !l.is_empty()));
}

#[test]
fn experiment_jsonl_streams_one_object_per_line() {
    let r = run(&[
        "experiment",
        "heuristics",
        "--size",
        "2x3",
        "--count",
        "3",
        "--time-limit",
        "0",
        "--heuristic",
        "h1,h2",
        "--no-timing",
        "--format",
        "jsonl",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("one object per line"))
        .collect();
    // 3 boards x 2 heuristics, then the summary.
    assert_eq!(lines.len(), 7, "{}", r.stdout);
    assert!(lines.iter().all(|l| l["schema_version"] == 1));
    assert!(lines[..6].iter().all(|l| l["type"] == "attempt"));
    assert_eq!(lines[6]["type"], "summary");
    assert!(lines[6].get("boards").is_none());
}

// ---- the 42 school's n-puzzle files ---------------------------------------------

/// A small deterministic generator (xorshift) for shuffled boards.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A file in the n-puzzle format: optional comment lines, the size, then
/// the rows with the tiles right-aligned to the widest number.
fn npuzzle_file(tiles: &[usize], n: usize, comments: bool) -> String {
    let width = (n * n - 1).to_string().len();
    let mut s = String::new();
    if comments {
        s.push_str("# This puzzle is solvable\n");
    }
    s.push_str(&format!("{n}\n"));
    for (r, row) in tiles.chunks(n).enumerate() {
        let cells: Vec<String> = row.iter().map(|t| format!("{t:>width$}")).collect();
        s.push_str(&cells.join(" "));
        if comments && r == 0 {
            s.push_str(" # first row");
        }
        s.push('\n');
    }
    s
}

#[test]
fn npuzzle_files_of_sizes_3_to_8() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut two_digit_first = 0;
    for n in 3..=8 {
        for round in 0..20 {
            let mut tiles: Vec<usize> = (0..n * n).collect();
            for i in (1..tiles.len()).rev() {
                tiles.swap(i, rng.below(i + 1));
            }
            if round == 0 && n >= 4 {
                // Always include the case of issue 13.
                let at = tiles.iter().position(|&t| t == 10).unwrap();
                tiles.swap(0, at);
            }
            if tiles[0] >= 10 {
                two_digit_first += 1;
            }
            for comments in [false, true] {
                let text = npuzzle_file(&tiles, n, comments);
                let board = npuzzle::parse::parse_board(&text, None)
                    .unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!((board.width(), board.height()), (n, n), "{text}");
                let got: Vec<usize> = board.tiles().iter().map(|&t| t as usize).collect();
                assert_eq!(got, tiles, "{text}");
            }
        }
    }
    assert!(
        two_digit_first >= 5,
        "the generator must cover two-digit first tiles"
    );
    // Through the binary, from standard input, as in the issue.
    let r = run_with_input(
        &["solvable", "-"],
        b"4\n10 1 2 3\n4 5 6 7\n8 9 11 12\n13 14 15 0\n",
    );
    assert!(r.code <= 1, "{}", r.stderr);
    assert!(r.stdout.starts_with("Board 4x4"), "{}", r.stdout);
}

// ---- the manual page ----------------------------------------------------------------

#[test]
fn man_page() {
    let r = run(&["man"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(".TH npuzzle 1"), "{}", &r.stdout[..200]);
    for sub in ["explain", "solve", "lesson", "man"] {
        assert!(r.stdout.contains(sub), "{sub} missing from the page");
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("man-pages");
    let _ = std::fs::remove_dir_all(&dir);
    let r = run(&["man", "--dir", dir.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for page in [
        "npuzzle.1",
        "npuzzle-solve.1",
        "npuzzle-pdb-build.1",
        "npuzzle-lesson-run.1",
    ] {
        let text =
            std::fs::read_to_string(dir.join(page)).unwrap_or_else(|e| panic!("{page}: {e}"));
        assert!(text.starts_with(".ie"), "{page}");
        assert!(text.contains(".TH"), "{page}");
    }
}
