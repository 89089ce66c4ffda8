//! IDA* with an iteration split among threads (`optimal::Limits::jobs`):
//! the same optimal length as one thread, every completed iteration counted
//! exactly as one thread counts it, the last one flagged when it ended
//! early on several threads, and the limits and the cancel flag still
//! stopping the search cleanly.

use crate::common;

use common::small_5x5_partition;
use npuzzle::board::{Board, Goal};
use npuzzle::optimal::{
    Iteration, Limits, OptimalHeuristic, OptimalSolution, PdbVariant, SolveError, Solver, Stopped,
};
use npuzzle::pdb::pdb24;
use npuzzle::rng::Rng;
use npuzzle::search::Stop;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// `n` threads, every iteration split (the default splits only the
/// iterations after a long one, which these short searches never reach).
fn jobs(n: usize) -> Limits {
    Limits {
        jobs: n,
        parallel_after: 0,
        ..Limits::default()
    }
}

fn solve(solver: &Solver, board: &Board, limits: &Limits) -> OptimalSolution {
    let s = solver.solve(board, limits, &mut |_| {}).unwrap();
    assert_eq!(s.threads, limits.jobs);
    s
}

fn stopped(solver: &Solver, board: &Board, limits: &Limits) -> Stopped {
    match solver.solve(board, limits, &mut |_| {}) {
        Err(SolveError::Stopped(s)) => s,
        other => panic!("expected a stop, got {other:?}"),
    }
}

/// The iterations before the last (searched in full by both runs).
fn completed(its: &[Iteration]) -> &[Iteration] {
    &its[..its.len() - 1]
}

/// One thread against 2 and 4 on a board: same length, same completed
/// iterations, the same last threshold; the last iteration flagged when a
/// parallel run ended it early.
fn agree(solver: &Solver, board: &Board, goal: &Goal) {
    let one = solve(solver, board, &jobs(1));
    assert!(!one.parallel_last);
    for n in [2, 4] {
        let many = solve(solver, board, &jobs(n));
        assert_eq!(many.length, one.length, "{n} threads");
        assert_eq!(
            many.iterations.len(),
            one.iterations.len(),
            "{n} threads: the same thresholds"
        );
        assert_eq!(
            completed(&many.iterations),
            completed(&one.iterations),
            "{n} threads: completed iterations counted as one thread counts them"
        );
        assert_eq!(
            many.iterations.last().map(|i| i.threshold),
            one.iterations.last().map(|i| i.threshold)
        );
        assert_eq!(
            many.iterations.iter().map(|i| i.generated).sum::<u64>(),
            many.generated
        );
        let end = board.apply_all(&many.path).unwrap();
        assert_eq!(&end, goal.board(), "{n} threads: the path replays");
    }
}

fn korf_board(tiles: &[u8]) -> Board {
    Board::new(4, 4, tiles.to_vec()).unwrap()
}

/// Korf (1985) #12 (45 moves) and #9 (46), and a random 4x4 board.
fn boards_4x4() -> Vec<Board> {
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    vec![
        korf_board(&[14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15]),
        korf_board(&[3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0]),
        Rng::new(3).solvable_board(&goal),
    ]
}

#[test]
fn threads_agree_with_one_thread_on_4x4() {
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    let boards = boards_4x4();
    let md = Solver::new(&goal, OptimalHeuristic::Manhattan, &mut |_| {}).unwrap();
    for b in &boards[..2] {
        agree(&md, b, &goal);
    }
    // Korf's published count stays exact with one thread.
    assert_eq!(solve(&md, &boards[0], &jobs(1)).generated, 546_344);
    let lc = Solver::new(&goal, OptimalHeuristic::LinearConflict, &mut |_| {}).unwrap();
    agree(&lc, &boards[1], &goal);
    let pdb = Solver::new(&goal, OptimalHeuristic::Pdb, &mut |_| {}).unwrap();
    for b in &boards {
        agree(&pdb, b, &goal);
    }
}

/// With the dual lookups and BPMX (and with dual search, which jumps to
/// dual boards above the split depth too), the threads find a path of the
/// same (optimal) length. Their counts are not one thread's: BPMX backs
/// values up from the subtrees into the nodes above the split depth on one
/// thread only.
#[test]
fn dual_lookups_with_threads_keep_the_length() {
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    for variant in [PdbVariant::Dual, PdbVariant::DualSearch] {
        let dual = Solver::new(&goal, OptimalHeuristic::Pdb, &mut |_| {})
            .unwrap()
            .with_variant(variant)
            .unwrap();
        for b in &boards_4x4() {
            let one = solve(&dual, b, &jobs(1));
            assert_eq!(one.pdb_variant, Some(variant));
            for n in [2, 4] {
                let many = solve(&dual, b, &jobs(n));
                assert_eq!(many.length, one.length, "{variant:?}, {n} threads on {b}");
                assert_eq!(b.apply_all(&many.path).unwrap(), *goal.board());
            }
        }
    }
}

#[test]
fn threads_agree_with_one_thread_on_5x5() {
    let goal = Goal::new(Board::blank_first(5, 5).unwrap());
    let mut rng = Rng::new(8);
    let path = rng.walk(goal.board(), 50);
    let board = goal.board().apply_all(&path).unwrap();
    // Wide packing (u128) with Manhattan distance, and the 5x5 database
    // search on a small layout (3-tile patterns: built in a moment).
    let md = Solver::new(&goal, OptimalHeuristic::Manhattan, &mut |_| {}).unwrap();
    agree(&md, &board, &goal);
    let set = pdb24::load_or_build(
        goal.board(),
        &small_5x5_partition(),
        None,
        None,
        &mut |_| {},
    )
    .unwrap()
    .unwrap();
    let set = Arc::new(set);
    let pdb = Solver::with_pdb24(&goal, set.clone()).unwrap();
    agree(&pdb, &board, &goal);
    // Dual search with jumps anywhere (above the split depth too): the
    // same length, the moves the board's own.
    let any = Solver::with_pdb24(&goal, set)
        .unwrap()
        .with_variant(PdbVariant::DualSearchAny)
        .unwrap();
    let one = solve(&any, &board, &jobs(1));
    assert!(one.jumps > 0, "dual search never jumped");
    for n in [2, 4] {
        let many = solve(&any, &board, &jobs(n));
        assert_eq!(many.length, one.length, "{n} threads");
        assert_eq!(board.apply_all(&many.path).unwrap(), *goal.board());
    }
}

#[test]
fn limits_stop_parallel_iterations_cleanly() {
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    let md = Solver::new(&goal, OptimalHeuristic::Manhattan, &mut |_| {}).unwrap();
    // Korf #9: 1,650,696 nodes with Manhattan distance.
    let b = &boards_4x4()[1];
    let full = solve(&md, b, &jobs(1));
    let budget = 1_000_000;
    let limited = |n| Limits {
        max_nodes: Some(budget),
        ..jobs(n)
    };
    let one = stopped(&md, b, &limited(1));
    assert_eq!((one.reason, one.generated), (Stop::NodeLimit, budget));
    assert!(!one.parallel_last);
    let two = stopped(&md, b, &limited(2));
    assert_eq!(two.reason, Stop::NodeLimit);
    assert!(
        two.parallel_last,
        "the stopped iteration ran on two threads"
    );
    assert_eq!(two.threads, 2);
    // Stopped within a check interval per thread of the budget.
    assert!(two.generated >= budget && two.generated < budget + 2 * 65_536 + 1_000);
    // The iterations it completed are counted as one thread counts them.
    let done = completed(&two.iterations);
    assert_eq!(done, &full.iterations[..done.len()]);
    assert!(two.lower_bound as usize <= full.length);

    // A cancel flag already set, and a time limit of zero.
    let cancel = Arc::new(AtomicBool::new(true));
    let c = stopped(
        &md,
        b,
        &Limits {
            cancel: Some(cancel),
            ..jobs(2)
        },
    );
    assert_eq!(c.reason, Stop::Cancelled);
    let t = stopped(
        &md,
        b,
        &Limits {
            time_limit: Some(Duration::ZERO),
            ..jobs(4)
        },
    );
    assert_eq!(t.reason, Stop::TimeLimit);
    // Neither completed an iteration it did not search in full.
    for s in [&c, &t] {
        let done = completed(&s.iterations);
        assert_eq!(done, &full.iterations[..done.len()]);
    }
}

#[test]
fn boards_at_or_near_the_goal_need_no_split() {
    // The goal itself, and boards found above the split depth (or whose
    // iterations have no node at it): the same answer on 4 threads.
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    let md = Solver::new(&goal, OptimalHeuristic::Manhattan, &mut |_| {}).unwrap();
    let mut rng = Rng::new(21);
    for steps in [0, 1, 3, 8] {
        let path = rng.walk(goal.board(), steps);
        let board = goal.board().apply_all(&path).unwrap();
        let one = solve(&md, &board, &jobs(1));
        let four = solve(&md, &board, &jobs(4));
        assert_eq!(four.length, one.length, "{steps}-move walk");
        // Found by the walk above the split (so counted as one thread
        // counts) unless a thread found it below.
        assert!(steps > 3 || !four.parallel_last, "{steps}-move walk");
        if four.parallel_last {
            assert_eq!(completed(&four.iterations), completed(&one.iterations));
        } else {
            assert_eq!(four.iterations, one.iterations, "{steps}-move walk");
        }
        assert_eq!(&board.apply_all(&four.path).unwrap(), goal.board());
    }
}

/// By default a short search runs on one thread whatever `jobs` is: the
/// counts are exactly the one-thread counts and no iteration is partial.
#[test]
fn short_searches_keep_the_one_thread_counts_by_default() {
    let goal = Goal::new(Board::blank_first(4, 4).unwrap());
    let md = Solver::new(&goal, OptimalHeuristic::Manhattan, &mut |_| {}).unwrap();
    let board = boards_4x4()[0].clone();
    let one = md.solve(&board, &Limits::default(), &mut |_| {}).unwrap();
    let four = md
        .solve(
            &board,
            &Limits {
                jobs: 4,
                ..Limits::default()
            },
            &mut |_| {},
        )
        .unwrap();
    assert_eq!(one.length, four.length);
    assert_eq!(one.generated, four.generated);
    assert_eq!(one.iterations, four.iterations);
    assert!(!four.parallel_last);
}
