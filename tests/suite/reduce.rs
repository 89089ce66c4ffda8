//! The constructive proof and the exhaustive check, end to end: every 3×3
//! arrangement, random boards of every shape, paths between boards, whole
//! state spaces compared with an independent search, and the commands as a
//! user runs them.

use crate::common;

use common::tmux::{self, Tmux};

use npuzzle::board::{Board, Dir, Goal};
use npuzzle::parity::is_solvable;
use npuzzle::reduce::{Class, Connection, canonical_targets, connect, predict, reduce};
use npuzzle::rng::Rng;
use npuzzle::statespace::{self, distances, factorial};
use std::collections::{HashMap, VecDeque};

fn board(s: &str) -> Board {
    npuzzle::parse::parse_board(s, None).unwrap()
}

/// Replay `moves` from `start` and return the end, panicking on an illegal move.
fn replay(start: &Board, moves: &[Dir]) -> Board {
    start
        .apply_all(moves)
        .unwrap_or_else(|(i, e)| panic!("{start:?}: move {} illegal: {e}", i + 1))
}

/// Every one of the 9! arrangements, on two threads: the reduction is legal
/// and ends on the target predicted by the parity (G or G with 1 and 2
/// swapped), and the two classes split 181,440 / 181,440.
#[test]
fn every_3x3_arrangement_reduces_to_its_predicted_target() {
    let goal = Goal::new(Board::blank_first(3, 3).unwrap());
    let (even, odd, _) = canonical_targets(&goal);
    let total = factorial(9);
    let counts: Vec<(u64, u64)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2u64)
            .map(|part| {
                let (goal, even, odd) = (&goal, &even, &odd);
                s.spawn(move || {
                    let mut tiles = [0u8; 9];
                    let (mut n_even, mut n_odd) = (0, 0);
                    for r in (part..total).step_by(2) {
                        statespace::unrank(r, &mut tiles);
                        let b = Board::new(3, 3, tiles.to_vec()).unwrap();
                        let red = reduce(&b, goal).unwrap_or_else(|e| panic!("{b:?}: {e}"));
                        let expected = if is_solvable(&b, goal) { even } else { odd };
                        assert_eq!(&red.prediction.target, expected, "{b:?}");
                        assert_eq!(&replay(&b, &red.moves), expected, "{b:?}");
                        match red.prediction.class {
                            Class::Even => n_even += 1,
                            Class::Odd => n_odd += 1,
                        }
                    }
                    (n_even, n_odd)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let n_even: u64 = counts.iter().map(|c| c.0).sum();
    let n_odd: u64 = counts.iter().map(|c| c.1).sum();
    assert_eq!((n_even, n_odd), (181_440, 181_440));
}

/// Random boards and random goals on every shape from 2×2 to 10×10.
#[test]
fn random_boards_of_every_shape_reach_the_predicted_target() {
    let mut rng = Rng::new(4);
    for w in 2..=10 {
        for h in 2..=10 {
            for _ in 0..6 {
                let goal = Goal::new(rng.board(w, h));
                let b = rng.board(w, h);
                let red = reduce(&b, &goal).unwrap_or_else(|e| panic!("{b:?} -> {goal:?}: {e}"));
                let (even, odd, _) = canonical_targets(&goal);
                let expected = if is_solvable(&b, &goal) { even } else { odd };
                assert_eq!(red.prediction.target, expected);
                assert_eq!(replay(&b, &red.moves), expected, "{b:?} -> {goal:?}");
                // Phases and the final region add up to the whole sequence.
                let sum: usize = red.phases.iter().map(|p| p.moves.len()).sum::<usize>()
                    + red.final_region.moves.len();
                assert_eq!(sum, red.moves.len());
            }
        }
    }
}

/// Placed tiles are never disturbed: after each phase, every tile placed so
/// far stands on its cell in the target (checked here independently of the
/// library's own replay).
#[test]
fn placed_tiles_stay_put() {
    let mut rng = Rng::new(11);
    for (w, h) in [(5, 4), (4, 7), (8, 8), (2, 9), (9, 2)] {
        let goal = Goal::new(Board::blank_first(w, h).unwrap());
        let b = rng.board(w, h);
        let red = reduce(&b, &goal).unwrap();
        let mut current = b.clone();
        let mut placed = Vec::new();
        for phase in &red.phases {
            for m in &phase.moves {
                current.slide(*m).unwrap();
                for &cell in &placed {
                    assert_eq!(current.tiles()[cell], red.target.tiles()[cell]);
                }
            }
            for p in &phase.placed {
                placed.push((p.to.row - 1) * w + p.to.column - 1);
            }
        }
        // Every cell outside the final region was placed by a phase.
        let region = (red.final_region.bottom_right.row - red.final_region.top_left.row + 1)
            * (red.final_region.bottom_right.column - red.final_region.top_left.column + 1);
        assert_eq!(placed.len() + region, w * h);
    }
}

#[test]
fn sixteen_by_sixteen_reduces() {
    let mut rng = Rng::new(16);
    let goal = Goal::new(Board::blank_last(16, 16).unwrap());
    for _ in 0..3 {
        let b = rng.board(16, 16);
        let red = reduce(&b, &goal).unwrap();
        assert_eq!(replay(&b, &red.moves), red.prediction.target);
    }
}

/// `connect` between random boards of one class replays to TO; between
/// classes it returns both reductions with different targets.
#[test]
fn connect_replays_to_the_destination() {
    let mut rng = Rng::new(99);
    for (w, h) in [(2, 2), (3, 3), (4, 4), (2, 5), (5, 3), (7, 6)] {
        let goal = Goal::new(rng.board(w, h));
        for _ in 0..10 {
            let from = rng.board(w, h);
            let mut to = rng.board(w, h);
            if is_solvable(&from, &goal) != is_solvable(&to, &goal) {
                // Same class: swap two tiles of TO.
                let cells: Vec<usize> =
                    (0..w * h).filter(|&i| to.tiles()[i] != 0).take(2).collect();
                to = to.swapped(cells[0], cells[1]);
            }
            match connect(&from, &to, &goal).unwrap() {
                Connection::Path(p) => {
                    assert_eq!(replay(&from, &p.moves), to);
                    assert_eq!(p.length, p.moves.len());
                    assert!(p.moves.windows(2).all(|m| m[0] != m[1].opposite()));
                    assert_eq!(p.from_length + p.to_length, p.length + p.cancelled);
                }
                Connection::Apart { .. } => panic!("{from:?} and {to:?} are in one class"),
            }
            let other = to.swapped(
                to.position_of(
                    goal.board()
                        .tiles()
                        .iter()
                        .copied()
                        .find(|&t| t != 0)
                        .unwrap(),
                ),
                to.position_of(
                    goal.board()
                        .tiles()
                        .iter()
                        .copied()
                        .filter(|&t| t != 0)
                        .nth(1)
                        .unwrap(),
                ),
            );
            match connect(&from, &other, &goal).unwrap() {
                Connection::Apart { from: a, to: b } => {
                    assert_ne!(a.target, b.target);
                    assert_ne!(a.prediction.class, b.prediction.class);
                }
                Connection::Path(_) => panic!("{from:?} and {other:?} are in different classes"),
            }
        }
    }
}

/// An independent search over boards in a hash map, for small boards.
fn naive_by_depth(goal: &Board) -> Vec<u64> {
    let mut seen: HashMap<Board, usize> = HashMap::new();
    let mut queue = VecDeque::new();
    seen.insert(goal.clone(), 0);
    queue.push_back(goal.clone());
    let mut by_depth = vec![0u64];
    by_depth[0] = 1;
    while let Some(b) = queue.pop_front() {
        let d = seen[&b];
        for m in b.legal_moves() {
            let next = b.moved(m).unwrap();
            if !seen.contains_key(&next) {
                seen.insert(next.clone(), d + 1);
                if by_depth.len() <= d + 1 {
                    by_depth.push(0);
                }
                by_depth[d + 1] += 1;
                queue.push_back(next);
            }
        }
    }
    by_depth
}

#[test]
fn verify_small_boards_against_an_independent_search() {
    let mut rng = Rng::new(5);
    for (w, h) in [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4)] {
        for goal in [Board::blank_last(w, h).unwrap(), rng.board(w, h)] {
            let table = distances(&goal).unwrap();
            let n = w * h;
            assert_eq!(table.reached(), factorial(n) / 2, "{w}x{h}");
            assert_eq!(
                table.by_depth(),
                naive_by_depth(&goal).as_slice(),
                "{w}x{h} {goal:?}"
            );
            let check = table.check_parity();
            assert!(check.agrees(), "{w}x{h}: {check:?}");
            assert_eq!(check.reached_and_predicted, factorial(n) / 2);
            assert_eq!(check.unreached_and_predicted_unsolvable, factorial(n) / 2);
            // Distances of single boards, and the shortest path read off the table.
            let g = Goal::new(goal.clone());
            for _ in 0..20 {
                let b = rng.board(w, h);
                let d = table.distance(&b);
                assert_eq!(d.is_some(), is_solvable(&b, &g));
                if let Some(d) = d {
                    let path = table.path_to_goal(&b).unwrap();
                    assert_eq!(path.len(), d as usize);
                    assert_eq!(replay(&b, &path), goal);
                }
            }
        }
    }
}

#[test]
fn three_by_three_blank_last_has_two_boards_at_31() {
    let table = distances(&Board::blank_last(3, 3).unwrap()).unwrap();
    assert_eq!(table.reached(), 181_440);
    assert_eq!(table.max_depth(), 31);
    assert_eq!(table.by_depth()[31], 2);
    let far: Vec<String> = table
        .boards_at(31, 10)
        .iter()
        .map(|b| b.to_line())
        .collect();
    assert_eq!(far, ["6 4 7/8 5 0/3 2 1", "8 6 7/2 5 4/3 0 1"]);
}

#[test]
fn prediction_matches_the_seed_002_classes() {
    let goal = Goal::new(Board::blank_first(3, 3).unwrap());
    assert_eq!(
        predict(&board("0 1 2/3 4 5/6 7 8"), &goal).unwrap().class,
        Class::Even
    );
    assert_eq!(
        predict(&board("0 2 1/3 4 5/6 7 8"), &goal).unwrap().class,
        Class::Odd
    );
}

// ---- the commands, as a user runs them ----

#[test]
fn snapshot_reduce_even_class() {
    insta::assert_snapshot!(common::transcript(&["reduce", "8 6 7/2 5 4/3 0 1"]));
}

#[test]
fn snapshot_reduce_odd_class() {
    insta::assert_snapshot!(common::transcript(&["reduce", "1 2 3/4 5 6/8 7 0"]));
}

#[test]
fn snapshot_reduce_json() {
    insta::assert_snapshot!(common::transcript(&[
        "reduce",
        "1 0 2/3 4 5/6 7 8",
        "--format",
        "json"
    ]));
}

#[test]
fn snapshot_reduce_compact_blank_last() {
    insta::assert_snapshot!(common::transcript(&[
        "reduce",
        "7 2 4/5 0 6/8 3 1",
        "--goal",
        "blank-last",
        "--compact"
    ]));
}

#[test]
fn snapshot_connect() {
    insta::assert_snapshot!(common::transcript(&[
        "connect",
        "8 6 7/2 5 4/3 0 1",
        "6 4 7/8 5 0/3 2 1"
    ]));
}

/// TO is FROM after one move: the two reductions cancel down to that move.
#[test]
fn snapshot_connect_cancels_back_and_forth() {
    insta::assert_snapshot!(common::transcript(&[
        "connect",
        "8 6 7/2 5 4/3 0 1",
        "8 6 7/2 0 4/3 5 1"
    ]));
}

#[test]
fn snapshot_connect_different_classes() {
    insta::assert_snapshot!(common::transcript(&[
        "connect",
        "1 2 3/4 5 6/7 8 0",
        "1 2 3/4 5 6/8 7 0"
    ]));
}

#[test]
fn snapshot_verify_3x3() {
    insta::assert_snapshot!(common::transcript(&["verify", "--size", "3x3"]));
}

#[test]
fn snapshot_verify_2x2_json() {
    insta::assert_snapshot!(common::transcript(&[
        "verify",
        "--size",
        "2x2",
        "--goal",
        "blank-first",
        "--json"
    ]));
}

#[test]
fn snapshot_bad_input() {
    let mut all = String::new();
    for args in [
        &["reduce", "1 2 0"][..],
        &["reduce", "1 2 0", "--size", "3x1"],
        &["reduce", "1 2 3/4 5 6/7 8 8"],
        &["reduce", "1 2 3/4 5 6/7 8 0", "--goal", "1 0/2 3"],
        &["connect", "1 2/3 0", "1 2 3/4 5 6/7 8 0"],
        &["connect", "1 2/3 0", "1 2/3 x"],
        &["verify", "--size", "4x4"],
        &["verify", "--size", "1x5"],
        &["verify", "--size", "3by3"],
        &["verify", "--size", "3x3", "--format", "dot"],
    ] {
        all.push_str(&common::transcript(args));
        all.push('\n');
    }
    insta::assert_snapshot!(all);
}

/// JSON fields the issue promises, read back.
#[test]
fn json_fields() {
    let run = common::run(&["reduce", "8 6 7/2 5 4/3 0 1", "--json"]);
    assert_eq!(run.code, 0);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let moves: Vec<Dir> = v["moves"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| Dir::from_letter(c).unwrap())
        .collect();
    let target: Vec<u8> = v["target"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_u64().unwrap() as u8)
        .collect();
    assert_eq!(
        replay(&board("8 6 7/2 5 4/3 0 1"), &moves).tiles(),
        target.as_slice()
    );
    assert_eq!(v["class"], "even");
    assert!(!v["phases"].as_array().unwrap().is_empty());

    let run = common::run(&[
        "connect",
        "8 6 7/2 5 4/3 0 1",
        "6 4 7/8 5 0/3 2 1",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let moves: Vec<Dir> = v["moves"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| Dir::from_letter(c).unwrap())
        .collect();
    assert_eq!(v["length"].as_u64().unwrap() as usize, moves.len());
    assert_eq!(
        replay(&board("8 6 7/2 5 4/3 0 1"), &moves),
        board("6 4 7/8 5 0/3 2 1")
    );

    let run = common::run(&["verify", "--size", "2x3", "--json"]);
    assert_eq!(run.code, 0);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(v["reached"], 360);
    assert_eq!(v["expected"], 360);
    assert_eq!(v["agrees"], true);
    let by_depth: u64 = v["by_depth"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .sum();
    assert_eq!(by_depth, 360);
    assert_eq!(
        v["max_depth"].as_u64().unwrap() as usize + 1,
        v["by_depth"].as_array().unwrap().len()
    );
}

/// Without a terminal, `--step` prints every page without waiting.
#[test]
fn step_without_a_terminal_prints_everything() {
    let plain = common::run(&["reduce", "8 6 7/2 5 4/3 0 1"]);
    let step = common::run(&["reduce", "8 6 7/2 5 4/3 0 1", "--step"]);
    assert_eq!(plain.stdout, step.stdout);
}

/// `--step` on a real terminal (tmux): pauses after each page, Enter goes
/// on, `q` quits. Skipped, saying so, when tmux is not installed.
#[test]
fn step_pauses_on_a_terminal() {
    if !tmux::available("reduce --step") {
        return;
    }
    let tmux = Tmux::start("reduce");
    tmux.line(&tmux::command("reduce '1 2 3/4 5 6/8 7 0' --step"));
    let first = tmux.wait_for("-- step 1 of 4 --");
    assert!(first.contains("the predicted target"));
    assert!(
        !first.contains("Phase 1"),
        "the first page stops before the phases"
    );
    tmux.line("");
    let second = tmux.wait_for("-- step 2 of 4 --");
    assert!(second.contains("Phase 1, row 3: tile 8"));
    tmux.line("q");
    let end = tmux.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    assert_eq!(tmux::exit_code(&end), Some(0), "{end}");
    assert!(!end.contains("Phase 2"), "quitting stops the pages");
}

/// `reduce`, `connect` and `verify` speak the student's language: none of
/// their English sentences is left in another language's output, and the
/// numbers are the same.
#[test]
fn reduce_connect_and_verify_speak_every_language() {
    let commands: [&[&str]; 4] = [
        &["reduce", "8 7 6/5 4 3/2 1 0", "--compact"],
        &["connect", "1 2 3/4 0 6/7 5 8", "1 2 3/4 5 6/7 8 0"],
        &["connect", "1 2 3/4 0 6/7 5 8", "2 1 3/4 5 6/7 8 0"],
        &["verify", "--size", "2x3"],
    ];
    let english = [
        "Prediction, before the first move",
        "relative to the goal",
        "canonical board",
        "Phase 1",
        "Final region",
        "Checked by replay",
        "Total:",
        "Moves:",
        "Both are in the",
        "No path",
        "is in the",
        "States reached",
        "Parity rule",
        "Largest distance",
        "at each distance",
    ];
    for lang in common::LANGUAGES.iter().filter(|l| **l != "en") {
        for args in commands {
            let en = common::run(args);
            let mut with = vec!["--lang", lang];
            with.extend_from_slice(args);
            let run = common::run(&with);
            assert_eq!(run.code, en.code, "{lang} {args:?}: {}", run.stderr);
            for phrase in english {
                assert!(
                    !run.stdout.contains(phrase),
                    "{lang} {args:?}: {phrase:?} left in English:\n{}",
                    run.stdout
                );
            }
            // The same boards and moves: every board line of the English
            // output is in the translation too.
            for line in en.stdout.lines().filter(|l| l.starts_with("  ")) {
                if line.trim().chars().all(|c| "UDLR".contains(c)) {
                    assert!(run.stdout.contains(line.trim()), "{lang} {args:?}: {line}");
                }
            }
        }
    }
}
