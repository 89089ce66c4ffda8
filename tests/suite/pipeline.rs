//! The library's one solving pipeline (`npuzzle::solve`), used as another
//! program would: what it plans, what it returns, what it suggests.

use crate::common;
use npuzzle::board::{Board, Goal, GoalSpec};
use npuzzle::heuristics::Heuristic;
use npuzzle::optimal::{OptimalHeuristic, PdbVariant, Pruning};
use npuzzle::parse::parse_board;
use npuzzle::random::oracle::{Oracle, Tables};
use npuzzle::search::{Algorithm, Limits, Options, Stop};
use npuzzle::solve::{self, Ask, Exact, ExactAsk, Plan, Request, Run, Why};

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
            pruning: Pruning::Duplicates,
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
            pruning: Pruning::Duplicates,
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
            matches!(plan, Plan::Databases { side: 4, why: Why::Many78, variant, .. } if variant == many78),
            "{plan:?}"
        );
        assert!(plan.heuristic_name().unwrap().starts_with("pdb-7-8"));
        for (many, cached78) in [(false, true), (true, false)] {
            let answer = |_: &Board| cached78;
            let plan = Plan::decide(&request(ask.clone(), many, None), &answer).unwrap();
            assert!(
                matches!(plan, Plan::Databases { side: 4, variant: PdbVariant::Plain, why, .. } if why != Why::Many78),
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

fn blank_last(width: usize, height: usize) -> Goal {
    Goal::new(Board::blank_last(width, height).unwrap())
}

/// The distances of `random` and `play`'s hints: the oracle solves each
/// goal's boards the way the plan decides ([`Plan::exact`]), on 3x3 (the
/// whole space), 4x4 with the databases and without (`Tables::Never`, the
/// browser's), 3x4, 5x5 (with the tables when cached: the decision says
/// which, and the oracle follows it) and 6x6 (a bound).
#[test]
fn the_oracle_solves_as_the_plan_decides() {
    let lc = Exact::Solver(OptimalHeuristic::LinearConflict);
    let pdb = Exact::Solver(OptimalHeuristic::Pdb);
    let g5 = blank_last(5, 5);
    let cached5 = npuzzle::pdb::pdb24::cached(g5.board());
    for (w, h, tables, expected) in [
        (3, 3, Tables::BuildSmall, Exact::Table),
        (3, 3, Tables::Never, Exact::Table),
        (4, 4, Tables::BuildSmall, pdb),
        (4, 4, Tables::Never, lc),
        (3, 4, Tables::BuildSmall, lc),
        (5, 5, Tables::BuildSmall, if cached5 { pdb } else { lc }),
        (5, 5, Tables::Never, lc),
        (6, 6, Tables::BuildSmall, Exact::Bound),
    ] {
        let goal = blank_last(w, h);
        let planned = Plan::exact(goal.board(), ExactAsk::Best(tables));
        assert_eq!(planned, expected, "{w}x{h} {tables:?}");
        let oracle = Oracle::new(&goal, tables, None).unwrap();
        assert_eq!(oracle.method(), planned, "{w}x{h} {tables:?}");
    }
    // 5x5 with its tables cached and without, the answer given (no 0.5 GB
    // of tables needed): the databases only when they are there and
    // allowed.
    let with = |_: &Board| Some(5);
    let without = |_: &Board| None;
    let best = ExactAsk::Best(Tables::BuildSmall);
    assert_eq!(Plan::exact_with(g5.board(), best, &with), pdb);
    assert_eq!(Plan::exact_with(g5.board(), best, &without), lc);
    let never = ExactAsk::Best(Tables::Never);
    assert_eq!(Plan::exact_with(g5.board(), never, &with), lc);
}

/// `heuristics check --sample`: the optimal solver and its heuristic are
/// the plan's (the strongest for the goal when none is named, the one
/// named otherwise), and the audit reports the one it used.
#[test]
fn the_sampled_audit_solves_as_the_plan_decides() {
    use npuzzle::lab::audit::{self, Coverage, SampleOptions};
    let asked = [
        (3, 3, None, OptimalHeuristic::LinearConflict),
        (4, 4, None, OptimalHeuristic::Pdb),
        (3, 4, None, OptimalHeuristic::LinearConflict),
        (
            3,
            3,
            Some(OptimalHeuristic::Manhattan),
            OptimalHeuristic::Manhattan,
        ),
        (
            4,
            4,
            Some(OptimalHeuristic::LinearConflict),
            OptimalHeuristic::LinearConflict,
        ),
    ];
    for (w, h, solver, expected) in asked {
        let goal = blank_last(w, h);
        let planned = Plan::exact(goal.board(), ExactAsk::Solver(solver));
        assert_eq!(planned, Exact::Solver(expected), "{w}x{h} {solver:?}");
        let options = SampleOptions {
            count: 2,
            seed: 7,
            max_nodes: Some(50_000),
            time_limit: None,
            solver,
            cancel: None,
        };
        let a = audit::sampled(&goal, &[Heuristic::Manhattan], &options, &mut |_| {}).unwrap();
        let Coverage::Sample { solver: used, .. } = a.coverage else {
            panic!("a sampled audit");
        };
        assert_eq!(Exact::Solver(used), planned, "{w}x{h} {solver:?}");
    }
}

/// The callers that solve many boards (`random`, the lab, `play`'s hints)
/// decide nothing themselves: no solver, engine, table or database is
/// chosen or loaded in their code, only asked of `solve`.
#[test]
fn only_the_pipeline_decides_how_to_solve() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let forbidden = [
        "Solver::",
        "optimal::Solver",
        "optimal::solve",
        "engine::solve",
        "engine::route",
        "search::solve(",
        "for_goal",
        "default_databases",
        "distances_with",
    ];
    let mut files = Vec::new();
    for dir in ["src/random", "src/lab"] {
        files.extend(common::files_under(&root.join(dir), "rs"));
    }
    files.push(root.join("src/play/hint.rs"));
    let mut found = Vec::new();
    for file in &files {
        // The lab's exhaustive audit reads the whole state space: no
        // solving there.
        if file.ends_with("src/lab/space.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in forbidden.iter().filter(|w| code.contains(*w)) {
                found.push(format!("{}:{}: {word}", file.display(), n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "decided outside src/solve/ (ask solve::Plan or solve::Optimal):\n{}",
        found.join("\n")
    );
}
