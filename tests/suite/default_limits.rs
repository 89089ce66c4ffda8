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
        // 2 GiB at the most a stored node was measured to cost.
        ("astar", 25_000_000),
        ("bfs", 25_000_000),
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

/// The numbers written as `1,000,000` (or `1.000.000` in Vietnamese) in a
/// text: every default a help names is written so.
fn grouped_numbers(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_ascii_digit()) {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || ((chars[i] == ',' || chars[i] == '.')
                        && chars
                            .get(i + 1..i + 4)
                            .is_some_and(|d| d.iter().all(char::is_ascii_digit))))
            {
                i += 1;
            }
            let token: String = chars[start..i].iter().collect();
            if token.contains([',', '.']) {
                out.push(token.replace([',', '.'], "").parse().unwrap());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Every default a help text names is the code's constant, in every
/// language of the help (the lesson budget's help said 200,000,000 when
/// the budget was 150,000,000).
#[test]
fn every_default_named_in_help_is_the_codes_constant() {
    use npuzzle::lesson::budget::DEFAULT_BUDGET;
    use npuzzle::search::{DEFAULT_DEEPENING_NODES, DEFAULT_MAX_NODES};
    use npuzzle::solution::OPTIMAL_NODES;
    let searches: &[u64] = &[DEFAULT_MAX_NODES, DEFAULT_DEEPENING_NODES];
    let cases: &[(&[&str], &[u64], &[&str])] = &[
        (&["solve"], searches, &["en"]),
        (&["tree"], searches, &["en"]),
        (&["compare"], searches, &["en"]),
        (&["explain"], &[OPTIMAL_NODES], &["en", "vi", "zh"]),
        (&["lesson", "check"], &[DEFAULT_BUDGET], &["en", "vi", "zh"]),
    ];
    for (command, constants, langs) in cases {
        for lang in *langs {
            let mut args = vec!["--lang", lang];
            args.extend(command.iter());
            args.push("--help");
            let help = common::run(&args);
            assert_eq!(help.code, 0, "{args:?}: {}", help.stderr);
            let named = grouped_numbers(&help.stdout);
            for c in *constants {
                assert!(
                    named.contains(c),
                    "{args:?} does not name {c}:\n{}",
                    help.stdout
                );
            }
            // The budgets (a million and more; smaller numbers are caps
            // such as `at most 20,000`).
            for n in named.iter().filter(|&&n| n >= 1_000_000) {
                assert!(
                    constants.contains(n),
                    "{args:?} names {n}, not a default of the code ({constants:?}):\n{}",
                    help.stdout
                );
            }
        }
    }
    let steps = npuzzle::search::events::DEFAULT_MAX_STEPS;
    let help = common::run(&["solve", "--help"]).stdout;
    assert!(
        help.contains(&format!(
            "(default {},",
            npuzzle::lesson::budget::group(steps as u64)
        )),
        "{help}"
    );
    // The pattern databases' help names its subcommands as they are.
    let pdb = common::run(&["pdb", "--help"]);
    assert!(
        pdb.stdout.contains("`status`, `build` or `clear`"),
        "{}",
        pdb.stdout
    );
    assert!(!pdb.stdout.contains("show, build"), "{}", pdb.stdout);
}
