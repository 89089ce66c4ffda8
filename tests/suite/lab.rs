//! The heuristic lab end to end: `heuristics check`, `experiment
//! cost-table`, `experiment heuristics`, their JSON and their bad inputs.

use crate::common;

use common::{run, transcript};
use npuzzle::board::{Board, Goal};
use npuzzle::heuristics::Heuristic;
use npuzzle::parse::parse_board;
use npuzzle::search::{self, Algorithm, Limits, NoObserver, Options, Problem};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let r = run(args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    serde_json::from_str(&r.stdout).expect("valid JSON")
}

/// The true distance by breadth-first search (independent of the lab's
/// distance table).
fn bfs_distance(board: &str, goal: Board) -> usize {
    let problem = Problem {
        start: parse_board(board, None).unwrap(),
        goal: Goal::new(goal),
    };
    let r = search::solve(
        &problem,
        &Options::new(Algorithm::Bfs),
        &Limits::default(),
        &mut NoObserver,
    )
    .unwrap();
    r.path.unwrap().len()
}

fn heuristic<'a>(v: &'a Value, name: &str) -> &'a Value {
    v["heuristics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["name"] == name)
        .unwrap_or_else(|| panic!("{name} missing"))
}

#[test]
fn check_3x3_text() {
    insta::assert_snapshot!(transcript(&["heuristics", "check"]));
}

#[test]
fn check_3x3_json() {
    insta::assert_snapshot!(transcript(&["heuristics", "check", "--format", "json"]));
}

#[test]
fn check_2x3_text() {
    insta::assert_snapshot!(transcript(&["heuristics", "check", "--size", "2x3"]));
}

#[test]
fn check_2x3_blank_first_json_two_heuristics() {
    insta::assert_snapshot!(transcript(&[
        "heuristics",
        "check",
        "--size",
        "2x3",
        "--goal",
        "blank-first",
        "--heuristic",
        "manhattan,linear-conflict-pairs",
        "--json"
    ]));
}

#[test]
fn both_faulty_variants_are_exposed_with_concrete_boards() {
    let v = json(&["heuristics", "check", "--json"]);
    let goal = Board::blank_last(3, 3).unwrap();
    let g = Goal::new(goal.clone());
    // Counting the blank: one move from the goal it already says 2.
    let blank = heuristic(&v, "misplaced-with-blank");
    assert_eq!(blank["admissible"], false);
    assert_eq!(blank["consistent"], false);
    let w = &blank["worst"];
    assert_eq!(w["line"], "1 2 3/4 5 6/7 0 8");
    assert_eq!(
        (w["h"].as_u64(), w["distance"].as_u64()),
        (Some(2), Some(1))
    );
    assert_eq!(bfs_distance("1 2 3/4 5 6/7 0 8", goal.clone()), 1);
    assert_eq!(
        Heuristic::MisplacedWithBlank.value(&parse_board("1 2 3/4 5 6/7 0 8", None).unwrap(), &g),
        2
    );
    assert_eq!(blank["overestimated"], 78);
    // 2 per pair: the claim in docs/src/sources.md, checked: 7 states, worst by 4.
    let pairs = heuristic(&v, "linear-conflict-pairs");
    assert_eq!(pairs["admissible"], false);
    assert_eq!(pairs["overestimated"], 7);
    let w = &pairs["worst"];
    assert_eq!(w["line"], "0 8 7/6 5 4/3 2 1");
    assert_eq!(
        (
            w["h"].as_u64(),
            w["distance"].as_u64(),
            w["excess"].as_u64()
        ),
        (Some(32), Some(28), Some(4))
    );
    assert_eq!(bfs_distance("0 8 7/6 5 4/3 2 1", goal.clone()), 28);
    assert_eq!(
        Heuristic::LinearConflictPairs.value(&parse_board("0 8 7/6 5 4/3 2 1", None).unwrap(), &g),
        32
    );
    // The careful count (H5) is admissible and consistent.
    let lc = heuristic(&v, "linear-conflict");
    assert_eq!(
        (lc["admissible"].as_bool(), lc["consistent"].as_bool()),
        (Some(true), Some(true))
    );
    assert!(lc["worst"].is_null());
}

#[test]
fn seed_h6_is_settled_by_computation() {
    // Seed 001 claims H6 is admissible: on the 8-puzzle it is (every state
    // checked), but it is not consistent, and the violating move is real.
    let v = json(&["heuristics", "check", "--heuristic", "seed-h6", "--json"]);
    let h6 = heuristic(&v, "seed-h6");
    assert_eq!(h6["admissible"], true);
    assert_eq!(h6["consistent"], false);
    let x = &h6["violation"];
    let goal = Goal::new(Board::blank_last(3, 3).unwrap());
    let before = parse_board(x["line"].as_str().unwrap(), None).unwrap();
    let after = parse_board(x["after"].as_str().unwrap(), None).unwrap();
    let mv = npuzzle::board::Dir::from_letter(x["move"].as_str().unwrap().chars().next().unwrap())
        .unwrap();
    assert_eq!(before.moved(mv).unwrap(), after);
    let (hb, ha) = (
        Heuristic::SeedH6.value(&before, &goal),
        Heuristic::SeedH6.value(&after, &goal),
    );
    assert_eq!(
        (hb as u64, ha as u64),
        (
            x["h_before"].as_u64().unwrap(),
            x["h_after"].as_u64().unwrap()
        )
    );
    assert!(hb > ha + 1);
}

#[test]
fn sampled_audit_on_3x3_agrees_with_the_exhaustive_one() {
    let args = [
        "heuristics",
        "check",
        "--sample",
        "6",
        "--seed",
        "4",
        "--solver",
        "linear-conflict",
        "--heuristic",
        "manhattan,linear-conflict-pairs",
        "--json",
    ];
    let v = json(&args);
    assert_eq!(v["coverage"]["kind"], "sample");
    assert_eq!(v["coverage"]["solved"], 6);
    // A sample never finds more than the whole space holds.
    let m = heuristic(&v, "manhattan");
    assert_eq!(m["admissible"], true);
    insta::assert_snapshot!(transcript(&args[..args.len() - 1]));
}

#[test]
fn cost_table_small_run() {
    insta::assert_snapshot!(transcript(&[
        "experiment",
        "cost-table",
        "--count",
        "5",
        "--max-depth",
        "8",
        "--seed",
        "2",
        "--heuristic",
        "linear-conflict"
    ]));
}

#[test]
fn cost_table_json_and_ids_limit() {
    let args = [
        "experiment",
        "cost-table",
        "--count",
        "3",
        "--max-depth",
        "10",
        "--ids-max-nodes",
        "300",
        "--json",
        "-q",
    ];
    let v = json(&args);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    for row in rows {
        let d = row["depth"].as_u64().unwrap();
        for key in ["astar-misplaced", "astar-manhattan"] {
            let cell = &row[key];
            assert_eq!(cell["run"], true);
            let n = cell["generated"].as_f64().unwrap();
            let b = cell["branching"].as_f64().unwrap();
            // b* solves N + 1 = 1 + b + ... + b^d.
            let sum: f64 = (1..=d).map(|k| b.powi(k as i32)).sum();
            assert!((sum - n).abs() < 1e-3 * d as f64 * n, "{sum} vs {n}");
        }
    }
    // A limit of 300 nodes stops IDS somewhere, and every deeper IDS cell
    // is marked not run.
    let first_off = rows
        .iter()
        .position(|r| r["ids"]["run"] == false)
        .expect("IDS stopped");
    assert!(
        rows[first_off..]
            .iter()
            .all(|r| r["ids"]["run"] == false && r["ids"]["generated"].is_null())
    );
    assert_eq!(rows[0]["astar-manhattan"]["published"]["generated"], 6);
    insta::assert_snapshot!(transcript(&args));
}

#[test]
fn experiment_heuristics_tiny() {
    insta::assert_snapshot!(transcript(&[
        "experiment",
        "heuristics",
        "--size",
        "2x3",
        "--count",
        "3",
        "--time-limit",
        "0",
        "--no-timing",
        "--heuristic",
        "h1,h2,h6,linear-conflict-pairs"
    ]));
}

#[test]
fn experiment_heuristics_json_is_reproducible() {
    let args = [
        "experiment",
        "heuristics",
        "--size",
        "3x3",
        "--count",
        "4",
        "--time-limit",
        "30",
        "--seed",
        "9",
        "--no-timing",
        "--json",
        "-q",
    ];
    let a = run(&args);
    let b = run(&args);
    assert_eq!(a.code, 0);
    assert_eq!(a.stdout, b.stdout);
    let v: Value = serde_json::from_str(&a.stdout).unwrap();
    assert_eq!(v["summaries"].as_array().unwrap().len(), 6);
    assert!(!a.stdout.contains("seconds"));
}

#[test]
fn bad_inputs() {
    let mut all = String::new();
    for args in [
        &["heuristics", "check", "--size", "4x4"][..],
        &["heuristics", "check", "--size", "5x5", "--sample", "2"],
        &["heuristics", "check", "--heuristic", "h7"],
        &["heuristics", "check", "--size", "3x"],
        &["heuristics", "check", "--sample", "0"],
        &["heuristics", "check", "--goal", "1 2/3 0", "--size", "3x3"],
        &["heuristics", "check", "--format", "dot"],
        &["experiment", "cost-table", "--max-depth", "7"],
        &["experiment", "cost-table", "--max-depth", "40"],
        &["experiment", "cost-table", "--count", "0"],
        &[
            "experiment",
            "cost-table",
            "--goal",
            "blank-last",
            "--heuristic",
            "nope",
        ],
        &[
            "experiment",
            "heuristics",
            "--size",
            "6x6",
            "--count",
            "1",
            "--time-limit",
            "1",
        ],
        &[
            "experiment",
            "heuristics",
            "--size",
            "3x3",
            "--count",
            "1",
            "--time-limit=-1",
        ],
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
            "bfs",
        ],
    ] {
        let r = run(args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stdout.is_empty());
        assert_eq!(
            r.stderr.lines().count(),
            1,
            "{args:?}: one line: {}",
            r.stderr
        );
        all.push_str(&r.transcript(args));
    }
    insta::assert_snapshot!(all);
}

#[test]
fn cost_table_ids_with_undo_generates_more_than_without_when_deep() {
    let v = json(&[
        "experiment",
        "cost-table",
        "--count",
        "4",
        "--max-depth",
        "8",
        "--ids-with-undo",
        "--json",
        "-q",
    ]);
    assert_eq!(v["columns"][1], "ids-with-undo");
    for row in v["rows"].as_array().unwrap() {
        let with = row["ids-with-undo"]["generated"].as_f64().unwrap();
        let without = row["ids"]["generated"].as_f64().unwrap();
        // Deep enough, regenerating the parent costs more (at depth 2 the
        // order of the moves can decide).
        if row["depth"].as_u64().unwrap() >= 6 {
            assert!(
                with > without,
                "depth {}: {with} <= {without}",
                row["depth"]
            );
        }
        // Both columns compare with AIMA's one IDS figure.
        assert_eq!(row["ids-with-undo"]["published"], row["ids"]["published"]);
    }
}

#[test]
fn seed_h6_overestimates_on_a_4x3_board() {
    // Found by `heuristics check --size 4x3` (every state checked, minutes):
    // h6 = 19 on a board 18 moves from the goal.
    let board = "1 4 3 8/0 6 10 11/5 2 9 7";
    let start = npuzzle::parse::parse_board(board, Some((4, 3))).unwrap();
    let goal = Goal::new(Board::blank_last(4, 3).unwrap());
    assert_eq!(Heuristic::SeedH6.value(&start, &goal), 19);
    assert_eq!(Heuristic::LinearConflict.value(&start, &goal), 18);
    assert_eq!(Heuristic::Manhattan.value(&start, &goal), 14);
    let mut o = Options::new(Algorithm::Idastar);
    o.heuristic = Heuristic::Manhattan;
    let r = search::solve(
        &Problem { start, goal },
        &o,
        &Limits::default(),
        &mut NoObserver,
    )
    .unwrap();
    assert_eq!(r.path.unwrap().len(), 18);
}
