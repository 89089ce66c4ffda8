//! The fast engine (`optimal::engine`) and the teaching engine (`search`)
//! give identical results — path, stop, every count, deepest node, lower
//! bound — on the same runs: several boards and goals, each heuristic the
//! fast engine takes, IDA* and A*, two move orders, solved and stopped by a
//! node limit — on boards of up to 16 cells (packed in a `u64`) and of 17
//! to 25 (5x5, 4x5, 5x4, 3x7, 2x12: packed in a `u128`, A* storing ranks).

use crate::common;

use insta::assert_snapshot;
use npuzzle::board::{Board, Goal};
use npuzzle::heuristics::Heuristic;
use npuzzle::optimal::engine::{self, Engine};
use npuzzle::parse::parse_board;
use npuzzle::search::{self, Algorithm, Limits, MoveOrder, NoObserver, Options, Problem};
use std::time::Duration;

fn problem(text: &str, goal: Board) -> Problem {
    let start = parse_board(text, None).unwrap();
    let goal = Goal::new(goal);
    assert!(npuzzle::parity::is_solvable(&start, &goal), "{text}");
    Problem { start, goal }
}

fn boards() -> Vec<Problem> {
    vec![
        problem("8 6 7/2 5 4/3 0 1", Board::blank_last(3, 3).unwrap()),
        problem("2 8 3/1 6 4/7 0 5", Board::snail(3, 3).unwrap()),
        problem("7 2 4/5 0 6/8 3 1", Board::blank_first(3, 3).unwrap()),
        problem("7 3 1 0/5 2 6 4", Board::blank_last(4, 2).unwrap()),
        problem(
            "9 2 0 1/6 8 4 7/3 5 11 10",
            Board::blank_last(4, 3).unwrap(),
        ),
        problem(
            "5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0",
            Board::blank_last(4, 4).unwrap(),
        ),
        problem(
            "1 2 3 4/5 6 7 8/0 10 11 12/9 13 14 15",
            Board::blank_last(4, 4).unwrap(),
        ),
        problem(
            "6 2 1 3/5 0 10 7/9 14 11 4/13 15 12 8",
            Board::blank_last(4, 4).unwrap(),
        ),
    ]
}

/// Compare the two engines on one run; true when it was solved.
fn same(p: &Problem, o: &Options, limits: &Limits) -> bool {
    assert_eq!(engine::route(&p.start, o), Engine::Fast);
    let fast = engine::solve_fast(p, o, limits).unwrap();
    let slow = search::solve(p, o, limits, &mut NoObserver).unwrap();
    let what = format!(
        "{} {} {} order {} on {}",
        o.algorithm,
        o.heuristic,
        limits
            .max_nodes
            .map_or("no limit".into(), |n| n.to_string()),
        o.order.letters(),
        p.start.to_line()
    );
    assert_eq!(fast.path, slow.path, "{what}");
    assert_eq!(fast.stop, slow.stop, "{what}");
    let (mut a, mut b) = (fast.stats.clone(), slow.stats.clone());
    a.elapsed = Duration::ZERO;
    b.elapsed = Duration::ZERO;
    assert_eq!(a, b, "{what}");
    assert_eq!(fast.reached, slow.reached, "{what}");
    assert_eq!(fast.limits, slow.limits, "{what}");
    fast.solved()
}

#[test]
fn both_engines_count_alike() {
    // A node budget keeps the slow teaching engine quick; a run stopped by
    // it is compared too.
    let limits = Limits {
        time_limit: None,
        ..Limits::nodes(1_000_000)
    };
    let (mut runs, mut solved) = (0, 0);
    for p in boards() {
        for algorithm in [Algorithm::Idastar, Algorithm::Astar] {
            for h in [
                Heuristic::Misplaced,
                Heuristic::Manhattan,
                Heuristic::LinearConflict,
            ] {
                for order in ["UDLR", "LURD"] {
                    let mut o = Options::new(algorithm);
                    o.heuristic = h;
                    o.order = MoveOrder::parse(order).unwrap();
                    solved += same(&p, &o, &limits) as u32;
                    runs += 1;
                }
            }
        }
    }
    assert_eq!(runs, 96);
    assert!(solved >= 55, "{solved} of {runs} solved");
}

/// A board `steps` moves of a fixed-seed random walk (never straight
/// back) from the goal: solvable by construction.
fn walk(goal: Board, seed: u64, steps: usize) -> Problem {
    let mut rng = npuzzle::rng::Rng::new(seed);
    let mut b = goal.clone();
    let mut last: Option<npuzzle::board::Dir> = None;
    for _ in 0..steps {
        let moves: Vec<_> = b
            .legal_moves()
            .into_iter()
            .filter(|&d| last.is_none_or(|l| d != l.opposite()))
            .collect();
        let d = moves[rng.below(moves.len() as u64) as usize];
        b.slide(d).unwrap();
        last = Some(d);
    }
    Problem {
        start: b,
        goal: Goal::new(goal),
    }
}

/// Boards of 17 to 25 cells: square and not, several goals; short walks
/// (solved) and long ones (stopped by the budget).
fn wide_boards() -> Vec<Problem> {
    vec![
        walk(Board::blank_first(5, 5).unwrap(), 1, 24),
        walk(Board::blank_last(5, 5).unwrap(), 2, 80),
        walk(Board::snail(5, 5).unwrap(), 3, 30),
        walk(Board::blank_last(4, 5).unwrap(), 4, 28),
        walk(Board::blank_first(5, 4).unwrap(), 5, 60),
        walk(Board::blank_last(3, 7).unwrap(), 6, 26),
        walk(Board::blank_first(2, 12).unwrap(), 7, 40),
    ]
}

#[test]
fn both_engines_count_alike_on_boards_of_17_to_25_cells() {
    let limits = Limits {
        time_limit: None,
        ..Limits::nodes(150_000)
    };
    let (mut runs, mut solved) = (0, 0);
    for (i, p) in wide_boards().iter().enumerate() {
        assert!(p.start.cells() > 16, "{}", p.start.to_line());
        for algorithm in [Algorithm::Idastar, Algorithm::Astar] {
            for h in [
                Heuristic::Misplaced,
                Heuristic::Manhattan,
                Heuristic::LinearConflict,
            ] {
                let mut o = Options::new(algorithm);
                o.heuristic = h;
                o.order = MoveOrder::parse(if i % 2 == 0 { "UDLR" } else { "LURD" }).unwrap();
                solved += same(p, &o, &limits) as u32;
                runs += 1;
            }
        }
    }
    assert_eq!(runs, 42);
    assert!(solved >= 15 && solved < runs, "{solved} of {runs} solved");
}

#[test]
fn both_engines_stop_alike_at_a_node_limit() {
    for p in boards().into_iter().chain(wide_boards()) {
        for algorithm in [Algorithm::Idastar, Algorithm::Astar] {
            for h in [Heuristic::Manhattan, Heuristic::LinearConflict] {
                for n in [1, 7, 100, 1000] {
                    let mut o = Options::new(algorithm);
                    o.heuristic = h;
                    let limits = Limits {
                        time_limit: None,
                        ..Limits::nodes(n)
                    };
                    same(&p, &o, &limits);
                }
            }
        }
    }
}

#[test]
fn teaching_rules_and_other_searches_stay_on_the_teaching_engine() {
    let p = &boards()[0];
    let mut o = Options::new(Algorithm::Astar);
    assert_eq!(engine::route(&p.start, &o), Engine::Fast);
    o.tree_search = true;
    assert_eq!(engine::route(&p.start, &o), Engine::Teaching);
    let mut o = Options::new(Algorithm::Astar);
    o.no_undo = true;
    assert_eq!(engine::route(&p.start, &o), Engine::Teaching);
    let mut o = Options::new(Algorithm::Astar);
    o.goal_test = search::GoalTest::Generation;
    assert_eq!(engine::route(&p.start, &o), Engine::Teaching);
    let mut o = Options::new(Algorithm::Idastar);
    o.heuristic = Heuristic::SeedH6;
    assert_eq!(engine::route(&p.start, &o), Engine::Teaching);
    for a in [Algorithm::Bfs, Algorithm::Ordered, Algorithm::Greedy] {
        assert_eq!(engine::route(&p.start, &Options::new(a)), Engine::Teaching);
    }
    let big = parse_board(
        "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 0 23 24",
        None,
    )
    .unwrap();
    assert!(engine::supports(&big));
    assert_eq!(
        engine::route(&big, &Options::new(Algorithm::Idastar)),
        Engine::Fast
    );
    let bigger = Board::blank_last(6, 5).unwrap();
    assert!(!engine::supports(&bigger));
    assert_eq!(
        engine::route(&bigger, &Options::new(Algorithm::Idastar)),
        Engine::Teaching
    );
    // The router runs what it cannot take on the teaching engine.
    let r = engine::solve(p, &Options::new(Algorithm::Bfs), &Limits::default()).unwrap();
    assert_eq!(r.path.map(|m| m.len()), Some(31));
}

/// `explain` gives its optimal search a budget of generated nodes: past
/// it, the canonical reduction, labelled not optimal with the reason — the
/// same output on any machine (issue 13).
#[test]
fn explain_falls_back_to_the_reduction_at_its_node_budget() {
    let args = ["explain", "9 2 0 1/6 8 4 7/3 5 11 10", "--max-nodes", "500"];
    let first = common::transcript(&args);
    assert_eq!(first, common::transcript(&args), "deterministic");
    assert!(!first.contains(".."), "{first}");
    assert_snapshot!(first);
    // With the default budget the same board is solved optimally.
    let r = common::run(&["explain", "9 2 0 1/6 8 4 7/3 5 11 10"]);
    assert_eq!(r.code, 0);
    assert!(
        r.stdout
            .contains("An optimal solution, found by A* with the linear-conflict heuristic"),
        "{}",
        r.stdout
    );
    let r = common::run(&["explain", "9 2 0 1/6 8 4 7/3 5 11 10", "--max-nodes", "0"]);
    assert_eq!(r.code, 2);
}

const BATCH: &str = "# three 3x3 boards, a bad line, an unsolvable board\n1 2 3/4 5 6/7 0 8\n\n8 6 7/2 5 4/3 0 1  # one of the two hardest\n1 2 3/4 x\n2 1 3/4 5 6/7 8 0\n724506831\n";

#[test]
fn batch_solves_every_good_line_and_reports_the_bad_one() {
    let args = ["solve", "--batch", "-", "--algo", "idastar"];
    let r = common::run_with_input(&args, BATCH.as_bytes());
    assert_eq!(r.code, 2, "a bad line wins");
    assert_snapshot!("batch_text", r.transcript(&args));
    let args = ["solve", "--batch", "-", "--format", "jsonl"];
    let r = common::run_with_input(&args, BATCH.as_bytes());
    assert_eq!(r.code, 2);
    // One object per line; the time is left out of the snapshot.
    let mut lines = Vec::new();
    for l in r.stdout.lines() {
        let mut v: serde_json::Value = serde_json::from_str(l).expect("one JSON object per line");
        if let Some(o) = v.as_object_mut() {
            assert!(
                o.contains_key("error")
                    || o.remove("elapsed_ms").is_some()
                    || o["solvable"] == false
            );
        }
        lines.push(v.to_string());
    }
    assert_eq!(lines.len(), 5);
    assert_snapshot!(
        "batch_jsonl",
        format!("{}\n--- stderr\n{}", lines.join("\n"), r.stderr)
    );
    // Without the bad line and the unsolvable board: exit 0; with the
    // unsolvable board only: exit 1.
    let good: String = BATCH
        .lines()
        .filter(|l| !l.contains('x') && !l.starts_with("2 1 3"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        common::run_with_input(&["solve", "--batch", "-"], good.as_bytes()).code,
        0
    );
    let negative = format!("{good}2 1 3/4 5 6/7 8 0\n");
    assert_eq!(
        common::run_with_input(&["solve", "--batch", "-"], negative.as_bytes()).code,
        1
    );
    // A board and --batch together is a usage error; jsonl only with --batch.
    assert_eq!(
        common::run(&["solve", "1 2 3/4 5 6/7 0 8", "--batch", "-"]).code,
        2
    );
    assert_eq!(
        common::run(&["solve", "1 2 3/4 5 6/7 0 8", "--format", "jsonl"]).code,
        2
    );
    let missing = common::run(&["solve", "--batch", "/nonexistent/boards.txt"]);
    assert_eq!(missing.code, 2);
    assert_eq!(missing.stderr.lines().count(), 1, "{}", missing.stderr);
}

/// A* on a 5x5 board runs on the fast engine too; stopped by its node
/// budget it names the search that would finish, IDA* with the same
/// heuristic, as a command.
#[test]
fn astar_on_5x5_at_its_budget_names_idastar() {
    let board = "7 14 12 2 23/1 0 13 4 17/8 6 5 19 9/10 3 20 16 22/18 11 15 21 24";
    let start = parse_board(board, None).unwrap();
    let mut o = Options::new(Algorithm::Astar);
    o.heuristic = Heuristic::Manhattan;
    assert_eq!(engine::route(&start, &o), Engine::Fast);
    let args = [
        "solve",
        board,
        "--goal",
        "blank-first",
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
        "--max-nodes",
        "20000",
    ];
    let r = common::run(&args);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stdout.contains("node limit reached"), "{}", r.stdout);
    assert!(
        r.stdout.contains(&format!(
            "npuzzle solve \"{board}\" --goal blank-first --algo idastar --heuristic manhattan"
        )),
        "{}",
        r.stdout
    );
}
