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

/// The plan takes the 7-8 tables (with the lookups measured fastest on
/// them) for one of many 4x4 boards when they are cached, and the 6-6-3
/// tables for a single board, for a batch without them, and when lookups
/// are named; the answer "cached?" is given, so no 0.58 GB table is needed.
#[test]
fn the_plan_takes_the_7_8_tables_for_many_boards_when_cached() {
    let board = parse_board("14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3", None).unwrap();
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    let request = |ask: Ask, many: bool, named: Option<PdbVariant>| {
        let mut r = Request::new(board.clone(), goal.clone(), GoalSpec::BlankFirst, ask);
        r.many = many;
        r.pdb_variant = named;
        r
    };
    let cached = |_: &Board| true;
    let missing = |_: &Board| false;
    let many78 = PdbVariant::best_for_many78();
    assert!(many78.seven_eight());
    for ask in [Ask::Best, Ask::Databases] {
        let plan = Plan::decide(&request(ask.clone(), true, None), &cached).unwrap();
        assert!(
            matches!(plan, Plan::Databases { side: 4, why: Why::Many78, variant } if variant == many78),
            "{plan:?}"
        );
        assert!(plan.heuristic_name().unwrap().starts_with("pdb-7-8"));
        for (many, cached78) in [(false, true), (true, false)] {
            let answer = |_: &Board| cached78;
            let plan = Plan::decide(&request(ask.clone(), many, None), &answer).unwrap();
            assert!(
                matches!(plan, Plan::Databases { side: 4, variant: PdbVariant::Plain, why } if why != Why::Many78),
                "many {many}, cached {cached78}: {plan:?}"
            );
            assert_eq!(plan.heuristic_name(), Some("pdb-6-6-3"));
        }
    }
    // Lookups named (`--heuristic pdb-dual`): as named, even for a batch.
    let named = request(Ask::Databases, true, Some(PdbVariant::Dual));
    let plan = Plan::decide(&named, &cached).unwrap();
    assert!(
        matches!(
            plan,
            Plan::Databases {
                variant: PdbVariant::Dual,
                why: Why::Asked,
                ..
            }
        ),
        "{plan:?}"
    );
    // Named 7-8 lookups are taken as named, batch or not.
    let named = request(Ask::Databases, false, Some(PdbVariant::SevenEightDual));
    let plan = Plan::decide(&named, &missing).unwrap();
    assert_eq!(plan.heuristic_name(), Some("pdb-7-8-dual"));
}
