//! The library's one solving pipeline (`npuzzle::solve`), used as another
//! program would: what it plans, what it returns, what it suggests.

use npuzzle::board::{Board, Goal, GoalSpec};
use npuzzle::heuristics::Heuristic;
use npuzzle::optimal::PdbVariant;
use npuzzle::parse::parse_board;
use npuzzle::search::{Algorithm, Limits, Options, Stop};
use npuzzle::solve::{self, Ask, Plan, Request, Run, Why};

fn request(text: &str, ask: Ask) -> Request {
    let board = parse_board(text, None).unwrap();
    let goal = Goal::new(Board::blank_last(board.width(), board.height()).unwrap());
    Request::new(board, goal, GoalSpec::BlankLast, ask)
}

#[test]
fn nothing_asked_on_3x3_is_astar_with_linear_conflict() {
    let r = request("8 6 7/2 5 4/3 0 1", Ask::Best);
    let plan = Plan::new(&r).unwrap();
    assert_eq!(plan.why(), Why::DefaultSearch);
    assert_eq!(plan.algorithm_name(), "astar");
    assert_eq!(plan.heuristic_name(), Some("linear-conflict"));
    let out = solve::solve(&r).unwrap();
    assert_eq!(out.path().map(|p| p.len()), Some(31));
    assert!(out.proved());
    assert_eq!(out.stop_name(), "solved");
    assert_eq!(out.suggestions, solve::Suggestions::default());
}

#[test]
fn nothing_asked_on_4x4_plans_the_pattern_databases() {
    let r = request("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", Ask::Best);
    let plan = Plan::new(&r).unwrap();
    assert!(matches!(
        plan,
        Plan::Databases {
            side: 4,
            why: Why::Default4x4,
            variant: PdbVariant::Plain,
        }
    ));
    assert_eq!(plan.heuristic_name(), Some("pdb-6-6-3"));
    // Asked by name: the same tables, and the reason says so.
    let asked = Plan::new(&request(
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15",
        Ask::Databases,
    ));
    assert!(matches!(
        asked.unwrap(),
        Plan::Databases {
            side: 4,
            why: Why::Asked,
            variant: PdbVariant::Plain,
        }
    ));
}

#[test]
fn the_databases_on_another_size_are_a_usage_error() {
    let e = Plan::new(&request("1 2 3/4 5 6/7 0 8", Ask::Databases)).unwrap_err();
    assert_eq!(e.exit_code(), 2);
    assert_eq!(
        e.to_string(),
        "--heuristic pdb: the pattern databases are for 4x4 and 5x5 boards, this one is 3x3"
    );
}

#[test]
fn a_search_asked_for_runs_with_its_options_and_counts() {
    let mut o = Options::new(Algorithm::Idastar);
    o.heuristic = Heuristic::Manhattan;
    let r = request("8 6 7/2 5 4/3 0 1", Ask::Search(o));
    let out = solve::solve(&r).unwrap();
    let Run::Search(result) = &out.result else {
        panic!("a search was asked for");
    };
    assert_eq!(result.options, o);
    assert_eq!(out.path().map(|p| p.len()), Some(31));
    // The same counts as the engine gives on its own.
    let alone = npuzzle::optimal::engine::solve(&r.problem(), &o, &Limits::default()).unwrap();
    assert_eq!(out.counts(), (alone.stats.expanded, alone.stats.generated));
}

#[test]
fn astar_stopped_by_its_budget_suggests_idastar() {
    let mut r = request(
        "8 6 7/2 5 4/3 0 1",
        Ask::Search(Options::new(Algorithm::Astar)),
    );
    r.limits.max_nodes = Some(100);
    let out = solve::solve(&r).unwrap();
    assert!(!out.solved());
    let Run::Search(result) = &out.result else {
        panic!("a search was asked for");
    };
    assert_eq!(result.stop, Stop::NodeLimit);
    let hint = out
        .suggestions
        .idastar
        .expect("the IDA* suggestion")
        .english();
    assert!(
        hint.ends_with(
            "npuzzle solve \"8 6 7/2 5 4/3 0 1\" --algo idastar --heuristic linear-conflict"
        ),
        "{hint}"
    );
    assert_eq!(out.suggestions.databases, None, "not a 5x5 board");
}
