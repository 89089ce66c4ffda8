//! `npuzzle random`: boards at an exact distance (checked by a breadth-first
//! search written here, independent of the tool, and by `solve` on 4x4),
//! the parity class, reproducible seeds, and one-line errors.

use crate::common;

use common::bfs::distances as bfs;

/// Parse `a b c/d e f/g h i` into (width, cells).
fn cells(line: &str) -> (usize, Vec<u8>) {
    let rows: Vec<Vec<u8>> = line
        .split('/')
        .map(|r| r.split_whitespace().map(|t| t.parse().unwrap()).collect())
        .collect();
    (rows[0].len(), rows.concat())
}

fn lines(args: &[&str]) -> Vec<String> {
    let run = common::run(args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout.lines().map(str::to_string).collect()
}

#[test]
fn distances_on_3x3_agree_with_an_independent_breadth_first_search() {
    let goal_last = bfs(&[1, 2, 3, 4, 5, 6, 7, 8, 0], 3);
    let goal_first = bfs(&[0, 1, 2, 3, 4, 5, 6, 7, 8], 3);
    for (d, seed) in [
        (0, "1"),
        (1, "2"),
        (5, "3"),
        (14, "4"),
        (22, "5"),
        (31, "6"),
    ] {
        let ds = d.to_string();
        for (goal, table) in [("blank-last", &goal_last), ("blank-first", &goal_first)] {
            let boards = lines(&[
                "random",
                "--distance",
                &ds,
                "--count",
                "6",
                "--seed",
                seed,
                "--goal",
                goal,
            ]);
            assert_eq!(boards.len(), 6);
            for b in boards {
                let (_, c) = cells(&b);
                assert_eq!(
                    table.get(&c),
                    Some(&d),
                    "{b} should be {d} moves from {goal}"
                );
            }
        }
    }
}

#[test]
fn distances_on_4x4_are_proved_by_the_optimal_solver() {
    for d in [3u32, 10, 18] {
        let ds = d.to_string();
        let boards = lines(&[
            "random",
            "--size",
            "4x4",
            "--distance",
            &ds,
            "--count",
            "3",
            "--seed",
            "9",
        ]);
        assert_eq!(boards.len(), 3);
        let input = boards.join("\n") + "\n";
        let run = common::run_with_input(
            &[
                "solve",
                "--batch",
                "-",
                "--format",
                "jsonl",
                "--heuristic",
                "pdb",
            ],
            input.as_bytes(),
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
        for line in run.stdout.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["length"], d, "{line}");
        }
    }
}

#[test]
fn walks_and_uniform_boards_keep_their_class() {
    let goal = bfs(&[1, 2, 3, 4, 5, 6, 7, 8, 0], 3);
    for b in lines(&["random", "--count", "20", "--seed", "11"]) {
        assert!(goal.contains_key(&cells(&b).1), "{b} is not solvable");
    }
    for b in lines(&["random", "--moves", "7", "--count", "20", "--seed", "11"]) {
        let d = goal[&cells(&b).1];
        assert!(
            d <= 7 && d % 2 == 1,
            "{b}: distance {d} after a 7-move walk"
        );
    }
    for b in lines(&["random", "--unsolvable", "--count", "20", "--seed", "11"]) {
        assert!(!goal.contains_key(&cells(&b).1), "{b} is solvable");
    }
}

/// Inversions of the tiles in reading order (blank left out).
fn inversions(c: &[u8]) -> usize {
    let t: Vec<u8> = c.iter().copied().filter(|&x| x != 0).collect();
    (0..t.len())
        .map(|i| (i + 1..t.len()).filter(|&j| t[i] > t[j]).count())
        .sum()
}

#[test]
fn unsolvable_boards_on_4x4_break_the_parity_rule() {
    // Goal blank-last on 4x4: solvable iff inversions + blank row (from the
    // bottom, 1-based) is odd.
    for (flag, want_solvable) in [(None, true), (Some("--unsolvable"), false)] {
        let mut args = vec!["random", "--size", "4x4", "--count", "30", "--seed", "5"];
        args.extend(flag);
        for b in lines(&args) {
            let (w, c) = cells(&b);
            let blank_row_from_bottom = 4 - c.iter().position(|&t| t == 0).unwrap() / w;
            let solvable = (inversions(&c) + blank_row_from_bottom) % 2 == 1;
            assert_eq!(solvable, want_solvable, "{b}");
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_boards() {
    for extra in [
        &["--size", "4x4"][..],
        &["--distance", "12"][..],
        &["--moves", "40", "--size", "5x3"][..],
        &["--unsolvable"][..],
    ] {
        let mut a = vec!["random", "--count", "5", "--seed", "42"];
        a.extend(extra);
        let first = lines(&a);
        assert_eq!(first, lines(&a), "{a:?}");
        let mut b = a.clone();
        b[4] = "43";
        assert_ne!(first, lines(&b), "{b:?}");
    }
    // Pinned: the generator is SplitMix64 in integer arithmetic, the same
    // on every machine.
    insta::assert_snapshot!(common::transcript(&[
        "random", "--count", "3", "--seed", "1"
    ]));
}

#[test]
fn the_output_feeds_solve_batch() {
    let boards = lines(&["random", "--count", "3", "--seed", "3", "--distance", "9"]);
    let run = common::run_with_input(
        &["solve", "--batch", "-"],
        (boards.join("\n") + "\n").as_bytes(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.matches("9 moves").count(), 3, "{}", run.stdout);
}

#[test]
fn json_gives_distance_and_class() {
    insta::assert_snapshot!(common::transcript(&[
        "random", "--count", "2", "--seed", "8", "--format", "jsonl"
    ]));
    insta::assert_snapshot!(common::transcript(&[
        "random",
        "--count",
        "1",
        "--seed",
        "8",
        "--unsolvable",
        "--json"
    ]));
}

#[test]
fn bad_arguments_get_one_line_errors() {
    let cases: &[&[&str]] = &[
        &["random", "--distance", "32"],
        &["random", "--size", "4x4", "--distance", "81"],
        &["random", "--distance", "5", "--unsolvable"],
        &["random", "--distance", "5", "--moves", "3"],
        &["random", "--size", "6x6", "--distance", "5"],
        &["random", "--size", "2x1", "--unsolvable"],
        &["random", "--count", "0"],
        &["random", "--moves", "99999999999"],
        &["random", "--size", "3y3"],
        &["random", "--size", "17x2"],
        &["random", "--goal", "spiralx"],
        &[
            "random",
            "--size",
            "3x3",
            "--goal",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
        ],
        &["random", "--seed", "-1"],
        &["random", "--format", "svg"],
    ];
    let mut all = String::new();
    for args in cases {
        let run = common::run(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
        all.push_str(&run.transcript(args));
    }
    insta::assert_snapshot!(all);
}

#[test]
fn a_spent_node_budget_stops_cleanly() {
    let run = common::run(&[
        "random",
        "--size",
        "4x4",
        "--distance",
        "40",
        "--count",
        "3",
        "--seed",
        "1",
        "--max-nodes",
        "1000",
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("node budget"), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1);
}

/// Where no distance is proved at once (no pattern databases, a space too
/// large for the solver's budget) the JSON says "not computed" at once,
/// instead of 20 million nodes a board for `null`; where one is (3x3, 3x4,
/// 4x4) every board has its exact distance.
#[test]
fn json_distances_are_exact_or_not_computed_at_once() {
    let cache = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdb-cache-random-empty");
    for size in ["2x7", "3x5", "5x5"] {
        let args = [
            "random", "--size", size, "--count", "3", "--seed", "2", "--format", "jsonl",
        ];
        // An empty cache: no 5x5 databases.
        let run = std::process::Command::new(common::bin())
            .args(args)
            .env("XDG_CACHE_HOME", &cache)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "{size}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert_eq!(stdout.lines().count(), 3, "{size}: {stdout}");
        for line in stdout.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["distance"], serde_json::Value::Null, "{size}: {line}");
            assert_eq!(v["distance_status"], "not computed", "{size}: {line}");
            assert!(v.get("distance_at_least").is_none(), "{size}: {line}");
        }
    }
    for size in ["3x3", "3x4", "4x3"] {
        let args = [
            "random", "--size", size, "--count", "3", "--seed", "2", "--format", "jsonl",
        ];
        let run = common::run(&args);
        assert_eq!(run.code, 0, "{size}: {}", run.stderr);
        for line in run.stdout.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert!(v["distance"].is_u64(), "{size}: {line}");
            assert!(v.get("distance_status").is_none(), "{size}: {line}");
        }
    }
}
