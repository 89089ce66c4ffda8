//! Search: every optimal algorithm agrees with a brute-force distance
//! table; seed 004's counts under the seed's rules; the trees as text and
//! DOT (rendered by real Graphviz when it is installed); limits; refusals.

use crate::common;

use npuzzle::board::{Board, Goal, moves_to_string};
use npuzzle::heuristics::Heuristic;
use npuzzle::parse::parse_board;
use npuzzle::rng::Rng;
use npuzzle::search::bfs::DistanceTable;
use npuzzle::search::{
    Algorithm, GoalTest, Limits, MoveOrder, NoObserver, Options, Problem, SearchResult, replays,
    solve,
};

fn board(s: &str) -> Board {
    parse_board(s, None).unwrap()
}

fn run(problem: &Problem, options: &Options) -> SearchResult {
    let r = solve(problem, options, &Limits::default(), &mut NoObserver).unwrap();
    assert!(r.solved(), "{:?} did not solve {}", options, problem.start);
    assert!(replays(problem, r.path.as_ref().unwrap()));
    r
}

/// Every optimal algorithm, with every admissible heuristic where one is
/// used.
fn optimal_options() -> Vec<Options> {
    let mut v = vec![
        Options::new(Algorithm::Bfs),
        Options::new(Algorithm::Bidir),
        Options::new(Algorithm::Ordered),
    ];
    for h in Heuristic::ALL
        .into_iter()
        .filter(|h| h.is_proven_admissible())
    {
        for a in [Algorithm::Astar, Algorithm::Idastar] {
            let mut o = Options::new(a);
            o.heuristic = h;
            v.push(o);
        }
    }
    let mut g = Options::new(Algorithm::Bfs);
    g.goal_test = GoalTest::Generation;
    v.push(g);
    let mut t = Options::new(Algorithm::Astar);
    t.order = MoveOrder::parse("LUDR").unwrap();
    v.push(t);
    v
}

#[test]
fn optimal_algorithms_agree_with_the_distance_table() {
    for goal_board in [
        Board::blank_last(3, 3).unwrap(),
        Board::snail(3, 3).unwrap(),
        Board::blank_first(3, 3).unwrap(),
    ] {
        let table = DistanceTable::build(&goal_board, 1_000_000).unwrap();
        assert_eq!(table.len(), 181_440);
        let goal = Goal::new(goal_board.clone());
        let mut rng = Rng::new(5);
        for _ in 0..6 {
            let start = rng.solvable_board(&goal);
            let want = table.get(&start).unwrap() as usize;
            let problem = Problem {
                start: start.clone(),
                goal: goal.clone(),
            };
            for o in optimal_options() {
                let r = run(&problem, &o);
                assert!(o.is_optimal());
                assert_eq!(
                    r.path.as_ref().unwrap().len(),
                    want,
                    "{} {:?} on {start}",
                    o.algorithm,
                    o.used_heuristic()
                );
            }
            // IDS repeats every shallower search: only on boards of at
            // most 24 moves (a few million nodes).
            if want <= 24 {
                let r = run(&problem, &Options::new(Algorithm::Ids));
                assert_eq!(r.path.unwrap().len(), want);
            }
        }
    }
    // IDS on boards made by short walks, also on non-square boards.
    let mut rng = Rng::new(9);
    for (w, h) in [(3, 3), (5, 2), (2, 4)] {
        let goal_board = Board::blank_last(w, h).unwrap();
        let table = DistanceTable::build(&goal_board, 30_000_000).unwrap();
        let goal = Goal::new(goal_board.clone());
        for _ in 0..4 {
            let walk = rng.walk(&goal_board, 14);
            let start = goal_board.apply_all(&walk).unwrap();
            let want = table.get(&start).unwrap() as usize;
            let problem = Problem {
                start,
                goal: goal.clone(),
            };
            for a in [
                Algorithm::Ids,
                Algorithm::Bfs,
                Algorithm::Bidir,
                Algorithm::Idastar,
            ] {
                let r = run(&problem, &Options::new(a));
                assert_eq!(r.path.unwrap().len(), want, "{a} {w}x{h}");
            }
        }
    }
}

#[test]
fn admissible_heuristics_never_overestimate_and_the_faulty_ones_do() {
    let goal_board = Board::blank_last(3, 3).unwrap();
    let goal = Goal::new(goal_board.clone());
    let table = DistanceTable::build(&goal_board, 1_000_000).unwrap();
    // Walk every reachable state by BFS order through the table: generate
    // all permutations of the even class via a search from the goal.
    let mut over = [0usize; 8];
    let mut worst = [0u32; 8];
    let mut worst_board = vec![None; 8];
    let mut stack = vec![goal_board.clone()];
    let mut seen = std::collections::HashSet::new();
    seen.insert(goal_board.clone());
    while let Some(b) = stack.pop() {
        let d = table.get(&b).unwrap();
        for (k, h) in Heuristic::ALL.into_iter().enumerate() {
            let v = h.value(&b, &goal);
            if v > d {
                over[k] += 1;
                if v - d > worst[k] {
                    worst[k] = v - d;
                    worst_board[k] = Some(b.to_line());
                }
            }
        }
        for m in b.legal_moves() {
            let next = b.moved(m).unwrap();
            if seen.insert(next.clone()) {
                stack.push(next);
            }
        }
    }
    assert_eq!(seen.len(), 181_440);
    for (k, h) in Heuristic::ALL.into_iter().enumerate() {
        if h.is_proven_admissible() {
            assert_eq!(over[k], 0, "{h} overestimates");
        }
        if h.is_faulty() {
            assert!(over[k] > 0, "{h} should overestimate somewhere");
        }
    }
    // docs/src/sources.md: counting 2 per conflicting pair overestimates 7 states of
    // the 8-puzzle, the worst by 4 (0 8 7/6 5 4/3 2 1).
    let pairs = Heuristic::ALL
        .iter()
        .position(|&h| h == Heuristic::LinearConflictPairs)
        .unwrap();
    assert_eq!(over[pairs], 7);
    assert_eq!(worst[pairs], 4);
    assert_eq!(worst_board[pairs].as_deref(), Some("0 8 7/6 5 4/3 2 1"));
    let h6 = Heuristic::ALL
        .iter()
        .position(|&h| h == Heuristic::SeedH6)
        .unwrap();
    // Seed 001's H6 claim holds on this whole space (a fact computed
    // here, not a proof for other sizes or goals).
    assert_eq!(over[h6], 0, "seed-h6 overestimates {:?}", worst_board[h6]);
}

#[test]
fn seed_004_counts_under_the_seeds_rules() {
    let problem = Problem {
        start: board("2 8 3/1 6 4/7 0 5"),
        goal: Goal::new(Board::snail(3, 3).unwrap()),
    };
    let seed_rules = |a: Algorithm| {
        let mut o = Options::new(a);
        o.order = MoveOrder::parse("LUDR").unwrap();
        o.tree_search = true;
        o.no_undo = true;
        o.goal_test = GoalTest::Generation;
        o
    };
    let r = run(&problem, &seed_rules(Algorithm::Bfs));
    assert_eq!(moves_to_string(r.path.as_ref().unwrap()), "UULDR");
    assert_eq!(r.stats.expanded, 26);
    assert_eq!(r.stats.generated, 46);
    assert_eq!(r.stats.duplicates, 0);
    let r = run(&problem, &seed_rules(Algorithm::Ordered));
    assert_eq!(moves_to_string(r.path.as_ref().unwrap()), "UULDR");
    assert_eq!((r.stats.expanded, r.stats.generated), (6, 13));
    // With a closed set and the goal tested at expansion, BFS does more
    // tests but stores each state once.
    let r = run(&problem, &Options::new(Algorithm::Bfs));
    assert_eq!(r.path.unwrap().len(), 5);
    assert!(r.stats.duplicates > 0);
}

/// Seed 004's board and rules: the lab report's (`common::LAB`).
const SEED_004: &[&str] = &common::LAB;

fn with(extra: &[&'static str]) -> Vec<&'static str> {
    let mut v = vec!["tree"];
    v.extend_from_slice(SEED_004);
    v.extend_from_slice(extra);
    v
}

#[test]
fn seed_004_bfs_tree_text() {
    insta::assert_snapshot!(common::transcript(&with(&["--algo", "bfs"])));
}

#[test]
fn seed_004_ordered_tree_text() {
    insta::assert_snapshot!(common::transcript(&with(&[
        "--algo", "ordered", "--boards", "grid"
    ])));
}

#[test]
fn seed_004_bfs_tree_dot() {
    insta::assert_snapshot!(common::transcript(&with(&[
        "--algo", "bfs", "--format", "dot"
    ])));
}

#[test]
fn seed_004_ordered_tree_dot() {
    insta::assert_snapshot!(common::transcript(&with(&[
        "--algo", "ordered", "--format", "dot"
    ])));
}

#[test]
fn seed_004_bfs_expansions() {
    insta::assert_snapshot!(common::transcript(&with(&[
        "--algo",
        "bfs",
        "--view",
        "expansions"
    ])));
}

#[test]
fn astar_tree_marks_nodes_beyond_the_solution_cost() {
    insta::assert_snapshot!(common::transcript(&[
        "tree",
        "2 8 3/1 6 4/7 0 5",
        "--goal",
        "snail",
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
    ]));
}

#[test]
fn mermaid_flowchart() {
    insta::assert_snapshot!(common::transcript(&[
        "tree",
        "1 2 3/4 0 6/7 5 8",
        "--algo",
        "bfs",
        "--format",
        "mermaid"
    ]));
}

/// Render DOT with the real Graphviz; skip (and say so) when it is missing.
fn render_with_graphviz(dot: &str) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(_) => {
            common::require("Graphviz dot", false, "tree DOT through Graphviz");
            return;
        }
    };
    child
        .stdin
        .take()
        .unwrap()
        .write_all(dot.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "dot failed: {stderr}");
    assert!(stderr.trim().is_empty(), "dot warned: {stderr}");
    let svg = String::from_utf8_lossy(&out.stdout);
    assert!(svg.contains("<svg"), "no SVG produced");
}

#[test]
fn dot_output_renders_with_graphviz() {
    for algo in ["bfs", "ordered", "astar", "idastar", "bidir", "ids"] {
        let args = with(&["--algo", algo, "--format", "dot"]);
        let r = common::run(&args);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stdout.starts_with("digraph"));
        render_with_graphviz(&r.stdout);
    }
    // A tree cut short by --max-nodes-drawn still renders.
    let r = common::run(&[
        "tree",
        "8 6 7/2 5 4/3 0 1",
        "--algo",
        "astar",
        "--format",
        "dot",
        "--max-nodes-drawn",
        "40",
    ]);
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains("more generated nodes not drawn"));
    render_with_graphviz(&r.stdout);
}

#[test]
fn solve_json_has_the_documented_fields() {
    let mut args = vec!["solve"];
    args.extend_from_slice(SEED_004);
    args.extend(["--algo", "bfs", "--format", "json"]);
    let r = common::run(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["moves"], "UULDR");
    assert_eq!(v["length"], 5);
    assert_eq!(v["stats"]["expanded"], 26);
    assert_eq!(v["stats"]["generated"], 46);
    assert!(v["stats"]["max_frontier"].as_u64().unwrap() > 0);
    assert!(v["stats"]["elapsed_ms"].is_number());
    assert_eq!(v["solved"], true);
}

#[test]
fn solve_text_shows_path_and_statistics() {
    let args = [
        "solve",
        "1 2 3/4 0 6/7 5 8",
        "--algo",
        "astar",
        "--heuristic",
        "h2",
        "--explain-heuristic",
    ];
    let r = common::run(&args);
    assert_eq!(r.code, 0);
    // Elapsed time and b* change from run to run: mask the time.
    let stdout: String = r
        .stdout
        .lines()
        .map(|l| {
            if l.trim_start().starts_with("elapsed") {
                "  elapsed                            [time]".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    insta::assert_snapshot!(format!("{}\n{stdout}\n", args.join(" ")));
}

#[test]
fn five_by_five_bfs_stops_at_the_node_limit() {
    // The tiles in reverse order (276 inversions, even: solvable), far
    // beyond what BFS reaches within these limits on any machine.
    let board = "24 23 22 21 20/19 18 17 16 15/14 13 12 11 10/9 8 7 6 5/4 3 2 1 0";
    // Bounded by its node limit; the run's own bound (120 s) is only a
    // hang guard.
    let r = common::run_bounded(
        &["solve", board, "--algo", "bfs", "--max-nodes", "200000"],
        &[],
        None,
        std::time::Duration::from_secs(120),
    );
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(
        r.stdout.contains("Stopped: node limit reached: 200,00"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("no solution shorter than"));
    assert!(r.stdout.contains("Try: "));
    assert!(r.stdout.contains("nodes expanded"));
    assert!(r.stdout.contains("(--max-nodes 200000)"));
    // The same with a time limit.
    let r = common::run(&["solve", board, "--algo", "bfs", "--time-limit", "0.3"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stdout.contains("Stopped: time limit reached"),
        "{}",
        r.stdout
    );
    // JSON: the message goes to standard error.
    let r = common::run(&[
        "solve",
        board,
        "--algo",
        "bfs",
        "--max-nodes",
        "1000",
        "--json",
    ]);
    assert_eq!(r.code, 1);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["stop"], "node-limit");
    assert!(r.stderr.contains("node limit"));
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_cleanly_with_partial_statistics() {
    use std::process::{Command, Stdio};
    let child = Command::new(common::bin())
        .args([
            "solve",
            "24 23 22 21 20/19 18 17 16 15/14 13 12 11 10/9 8 7 6 5/4 3 2 1 0",
            "--algo",
            "ids",
            "--time-limit",
            "120",
        ])
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("Stopped: interrupted (Ctrl-C)"), "{stdout}");
    // No limit was reached: nothing to raise, so nothing to try.
    assert!(!stdout.contains("Try:"), "{stdout}");
    assert!(stdout.contains("nodes expanded"));
}

#[test]
fn unsolvable_boards_are_refused_without_searching() {
    let r = common::run(&["solve", "1 2 3/4 5 6/8 7 0", "--algo", "bfs"]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("unsolvable"));
    assert!(r.stdout.contains("Not searched"));
    assert!(!r.stdout.contains("Statistics"));
    let r = common::run(&["tree", "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0", "--json"]);
    assert_eq!(r.code, 1);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["searched"], false);
}

#[test]
fn bad_input_exits_2() {
    let big = (0..36).map(|t| t.to_string()).collect::<Vec<_>>().join(" ");
    let r = common::run(&["solve", &big]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("at most 25 cells"), "{}", r.stderr);
    for args in [
        vec!["solve", "1 2 3/4 0 6/7 5 8", "--order", "LUDX"],
        vec!["solve", "1 2 3/4 0 6/7 5 8", "--algo", "dfs"],
        vec!["solve", "1 2 3/4 0 6/7 5 8", "--heuristic", "h9"],
        vec![
            "solve",
            "1 2 3/4 0 6/7 5 8",
            "--algo",
            "bfs",
            "--heuristic",
            "h2",
        ],
        vec!["solve", "1 2 3/4 0 6/7 5 8", "--time-limit=-1"],
        vec!["tree", "1 2 3/4 0 6/7 5 8", "--format", "markdown"],
    ] {
        let r = common::run(&args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
}

#[test]
fn compare_puts_counts_side_by_side() {
    let mut args = vec!["compare"];
    args.extend_from_slice(SEED_004);
    args.extend_from_slice(&["--algos", "bfs,ordered", "--no-timing"]);
    insta::assert_snapshot!(common::transcript(&args));
}

#[test]
fn every_algorithm_solves_a_4x4_and_a_non_square_board() {
    for (b, algos) in [
        (
            "1 2 3 4/5 6 0 8/9 10 7 11/13 14 15 12",
            vec![
                "bfs", "ids", "ordered", "greedy", "astar", "idastar", "bidir",
            ],
        ),
        (
            "1 2 3 4/5 0 7 8/9 6 10 11",
            vec!["bfs", "astar", "idastar", "bidir", "greedy"],
        ),
    ] {
        for a in algos {
            let r = common::run(&["solve", b, "--algo", a, "--json"]);
            assert_eq!(r.code, 0, "{a}: {}", r.stderr);
            let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
            let start = board(b);
            let moves: Vec<_> = v["moves"]
                .as_str()
                .unwrap()
                .chars()
                .map(|c| npuzzle::board::Dir::from_letter(c).unwrap())
                .collect();
            let end = start.apply_all(&moves).unwrap();
            assert_eq!(
                end,
                Board::blank_last(start.width(), start.height()).unwrap()
            );
        }
    }
}

/// Korf (1985), "Depth-first iterative-deepening": IDA* with Manhattan
/// distance on random 15-puzzle instances (goal: blank first), nodes
/// generated with the root included. Six of the smallest instances (ID,
/// optimal length, published nodes, board), from data/korf100.txt.
const KORF: &[(u32, usize, u64, &str)] = &[
    (79, 42, 540_860, "0 1 9 7/11 13 5 3/14 12 4 2/8 6 10 15"),
    (12, 45, 546_344, "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15"),
    (55, 41, 927_212, "13 8 14 3/9 1 0 7/15 5 4 10/12 2 6 11"),
    (97, 44, 1_002_927, "9 14 5 7/8 15 1 2/10 4 13 6/12 0 11 3"),
    (19, 46, 1_280_495, "7 11 8 3/14 0 6 15/1 4 13 9/5 12 2 10"),
    (94, 53, 1_337_340, "5 7 11 8/0 14 9 13/10 12 3 15/6 1 4 2"),
];

#[test]
fn idastar_reproduces_korfs_published_node_counts() {
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    let mut o = Options::new(Algorithm::Idastar);
    o.heuristic = Heuristic::Manhattan;
    // Korf's operator order: the blank moves up, left, right, down.
    o.order = MoveOrder::parse("ULRD").unwrap();
    for &(id, length, nodes, b) in KORF {
        let problem = Problem {
            start: board(b),
            goal: goal.clone(),
        };
        let r = run(&problem, &o);
        assert_eq!(r.path.unwrap().len(), length, "Korf #{id}");
        // Our count leaves the root out.
        assert_eq!(r.stats.generated + 1, nodes, "Korf #{id}");
    }
}
