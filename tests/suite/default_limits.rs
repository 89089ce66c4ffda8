//! The default limits of `solve` count nodes, never seconds: the JSON
//! names the node budget in force and no time limit, and a stop at the
//! default budget says how to go further.

use crate::common;

use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let r = common::run(args);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {}", r.stdout))
}

#[test]
fn default_limits_are_node_budgets() {
    for (algo, budget) in [
        ("idastar", 1_000_000_000u64),
        ("ids", 1_000_000_000),
        ("astar", 50_000_000),
        ("bfs", 50_000_000),
    ] {
        let v = json(&[
            "solve",
            "1 2 3/4 5 6/7 0 8",
            "--algo",
            algo,
            "--format",
            "json",
        ]);
        assert_eq!(v["limits"]["max_nodes"], budget, "{algo}: {v}");
        assert!(v["limits"]["time_limit_secs"].is_null(), "{algo}: {v}");
    }
    let v = json(&[
        "solve",
        "1 2 3/4 5 6/7 0 8",
        "--time-limit",
        "30",
        "--format",
        "json",
    ]);
    assert_eq!(v["limits"]["time_limit_secs"], 30.0, "{v}");
}

#[test]
fn a_node_budget_stop_says_how_to_go_further() {
    let r = common::run(&[
        "solve",
        "8 6 7/2 5 4/3 0 1",
        "--algo",
        "idastar",
        "--max-nodes",
        "1000",
    ]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(
        r.stdout
            .contains("Try: raise --max-nodes, or --algo greedy for a fast solution"),
        "{}",
        r.stdout
    );
    assert!(!r.stdout.contains("--time-limit"), "{}", r.stdout);
}

/// `heuristics check --sample` stops each board on a node budget, not a
/// clock: with a budget too small for any board every board is left out,
/// on every machine, and said so.
#[test]
fn the_sampled_audit_stops_boards_on_a_node_budget() {
    let args = [
        "heuristics",
        "check",
        "--size",
        "3x3",
        "--sample",
        "3",
        "--max-nodes",
        "1",
    ];
    let r = common::run(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("0 solved optimally"), "{}", r.stdout);
    assert_eq!(
        r.stdout.matches("not solved within the limits:").count(),
        3,
        "{}",
        r.stdout
    );
    let help = common::run(&["heuristics", "check", "--help"]).stdout;
    assert!(help.contains("--max-nodes"), "{help}");
    assert!(!help.contains("[default: 60]"), "{help}");
}
