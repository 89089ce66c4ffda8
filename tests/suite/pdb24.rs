//! The 5x5 pattern databases, tested through the same builder, layout,
//! cache and solver code as the 6-6-6-6 databases but with 3-tile patterns
//! (25·24·23 = 13,800 entries each, built in milliseconds): the full
//! Korf & Felner tables take minutes to build; they are built once, by
//! `korf_felner_hashes_are_current`, and measured by `cargo bench --bench
//! korf24`.

use crate::common;

use common::small_5x5_partition as small_partition;
use npuzzle::board::{Board, Goal};
use npuzzle::optimal::{Limits, OptimalHeuristic, Solver};
use npuzzle::pdb::Event;
use npuzzle::pdb::pdb24::{self, Pdb24};
use npuzzle::rng::Rng;
use std::path::PathBuf;
use std::sync::Arc;

fn small_set(goal: &Board) -> Pdb24 {
    pdb24::load_or_build(goal, &small_partition(), None, None, &mut |_| {})
        .expect("a 5x5 goal with the blank in a corner")
        .expect("not cancelled")
}

fn manhattan(goal: &Goal, board: &Board) -> u32 {
    board
        .tiles()
        .iter()
        .enumerate()
        .filter(|(_, t)| **t != 0)
        .map(|(c, &t)| {
            let h = goal.home(t);
            ((c / 5).abs_diff(h / 5) + (c % 5).abs_diff(h % 5)) as u32
        })
        .sum()
}

#[test]
fn small_databases_are_admissible_and_consistent_on_random_walks() {
    for goal_board in [
        Board::blank_first(5, 5).unwrap(),
        Board::blank_last(5, 5).unwrap(),
    ] {
        let goal = Goal::new(goal_board.clone());
        let set = small_set(&goal_board);
        assert_eq!(set.value(goal_board.tiles()), 0);
        let exact = Solver::new(&goal, OptimalHeuristic::LinearConflict, &mut |_| {}).unwrap();
        let mut rng = Rng::new(16);
        for walk in 0..40 {
            let len = 4 + walk % 16;
            let path = rng.walk(&goal_board, len);
            let mut b = goal_board.clone();
            let mut prev = set.value(b.tiles());
            for &d in &path {
                b.slide(d).unwrap();
                let h = set.value(b.tiles());
                // On these small tables one move changes h by at most one
                // (taking the least over the blank's regions can break
                // that in general; it holds on these walks).
                assert!(h.abs_diff(prev) <= 1, "{prev} -> {h} on {b:?}");
                // Never below Manhattan distance (each pattern value
                // covers its tiles' distances).
                assert!(h >= manhattan(&goal, &b), "{b:?}");
                prev = h;
            }
            let d = exact
                .solve(&b, &Limits::default(), &mut |_| {})
                .unwrap()
                .length as u32;
            assert!(prev <= d, "h {prev} > distance {d} on {b:?}");
            assert_eq!(prev % 2, d % 2, "h and distance differ in parity");
        }
    }
}

#[test]
fn a_thirty_move_board_gets_the_linear_conflict_length() {
    let goal_board = Board::blank_first(5, 5).unwrap();
    let goal = Goal::new(goal_board.clone());
    let set = Arc::new(small_set(&goal_board));
    let pdb = Solver::with_pdb24(&goal, set.clone()).unwrap();
    let lc = Solver::new(&goal, OptimalHeuristic::LinearConflict, &mut |_| {}).unwrap();
    let mut rng = Rng::new(30);
    let board = goal_board.apply_all(&rng.walk(&goal_board, 44)).unwrap();
    let limits = Limits::default();
    let a = pdb.solve(&board, &limits, &mut |_| {}).unwrap();
    let b = lc.solve(&board, &limits, &mut |_| {}).unwrap();
    assert!(
        a.length >= 24,
        "want a board about 30 moves out: {}",
        a.length
    );
    assert_eq!(a.length, b.length);
    assert_eq!(a.initial_h, set.value(board.tiles()));
    assert!(a.initial_h >= manhattan(&goal, &board));
    // The path replays to the goal (the solver checks it too).
    assert_eq!(board.apply_all(&a.path).unwrap(), goal_board);
}

#[test]
fn dual_lookups_find_the_plain_lengths_with_fewer_nodes() {
    // The four lookups (regular, reflected, dual, reflected dual) with and
    // without BPMX on the small tables: every length that of the plain
    // lookups (issue 40), from a start h at least as high, and fewer nodes
    // over the boards.
    use npuzzle::optimal::PdbVariant;
    for (goal_board, seed) in [
        (Board::blank_first(5, 5).unwrap(), 50),
        (Board::blank_last(5, 5).unwrap(), 51),
    ] {
        let goal = Goal::new(goal_board.clone());
        let set = Arc::new(small_set(&goal_board));
        let solver = |v: PdbVariant| {
            Solver::with_pdb24(&goal, set.clone())
                .unwrap()
                .with_variant(v)
                .unwrap()
        };
        let variants = [PdbVariant::Plain, PdbVariant::Dual, PdbVariant::DualNoBpmx];
        let solvers: Vec<Solver> = variants.iter().map(|&v| solver(v)).collect();
        let mut rng = Rng::new(seed);
        let mut generated = [0u64; 3];
        for _ in 0..6 {
            let board = goal_board.apply_all(&rng.walk(&goal_board, 60)).unwrap();
            let runs: Vec<_> = solvers
                .iter()
                .map(|s| s.solve(&board, &Limits::default(), &mut |_| {}).unwrap())
                .collect();
            for (i, r) in runs.iter().enumerate() {
                assert_eq!(r.length, runs[0].length, "{:?} on {board}", variants[i]);
                assert_eq!(r.pdb_variant, Some(variants[i]));
                assert!(r.initial_h >= runs[0].initial_h, "{board}");
                assert_eq!(board.apply_all(&r.path).unwrap(), goal_board);
                generated[i] += r.generated;
            }
            assert_eq!(
                solvers[1].h(&board).unwrap(),
                runs[1].initial_h,
                "the solver's h is the search's"
            );
        }
        assert!(generated[1] < generated[0], "{generated:?}");
        assert!(generated[1] <= generated[2], "{generated:?}");
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn cached_tables_round_trip_and_damage_is_refused() {
    let goal = Board::blank_last(5, 5).unwrap();
    let dir = temp_dir("pdb24-cache");
    let mut saved = Vec::new();
    let built = pdb24::load_or_build(&goal, &small_partition(), Some(&dir), None, &mut |e| {
        if let Event::Saved { path } = e {
            saved.push(path.clone());
        }
    })
    .unwrap()
    .unwrap();
    assert_eq!(saved.len(), built.layout.tables.len());
    assert!(built.verified(), "built here");
    let mut loaded_events = 0;
    let loaded = pdb24::load_or_build(
        &goal,
        &small_partition(),
        Some(&dir),
        None,
        &mut |e| match e {
            Event::Loaded { .. } => loaded_events += 1,
            Event::Building { .. } | Event::Built { .. } => panic!("rebuilt a good file"),
            _ => {}
        },
    )
    .unwrap()
    .unwrap();
    assert_eq!(loaded_events, built.layout.tables.len());
    assert!(
        !loaded.verified(),
        "a cached 5x5 table is trusted on its checksum only"
    );
    for (a, b) in built.tables.iter().zip(&loaded.tables) {
        assert_eq!(a.entries(), b.entries());
    }
    // One flipped entry: refused (checksum), rebuilt and saved again.
    let victim = &saved[0];
    let mut bytes = std::fs::read(victim).unwrap();
    let n = bytes.len();
    bytes[n - 100] ^= 1;
    std::fs::write(victim, &bytes).unwrap();
    assert!(
        pdb24::read_cache(victim, &built.tables[0].cells)
            .unwrap_err()
            .contains("checksum")
    );
    let mut rejected = 0;
    let again = pdb24::load_or_build(&goal, &small_partition(), Some(&dir), None, &mut |e| {
        if let Event::Rejected { .. } = e {
            rejected += 1;
        }
    })
    .unwrap()
    .unwrap();
    assert_eq!(rejected, 1);
    assert_eq!(again.tables[0].entries(), built.tables[0].entries());
    // Truncated and over-long files are refused without reading past the format.
    let good = std::fs::read(victim).unwrap();
    std::fs::write(victim, &good[..good.len() - 1]).unwrap();
    assert!(pdb24::read_cache(victim, &built.tables[0].cells).is_err());
    let mut long = good.clone();
    long.push(0);
    std::fs::write(victim, &long).unwrap();
    assert!(pdb24::read_cache(victim, &built.tables[0].cells).is_err());
    // A file of another pattern in its place.
    std::fs::write(victim, std::fs::read(&saved[1]).unwrap()).unwrap();
    if built.tables[0].cells != built.tables[1].cells {
        assert!(pdb24::read_cache(victim, &built.tables[0].cells).is_err());
    }
}

#[test]
fn goals_without_a_corner_blank_are_refused() {
    let snail = Board::snail(5, 5).unwrap();
    let err = pdb24::load_or_build(&snail, &small_partition(), None, None, &mut |_| {})
        .err()
        .expect("refused");
    assert!(err.to_string().contains("corner"), "{err}");
    let four = Board::blank_first(4, 4).unwrap();
    assert!(pdb24::load_or_build(&four, &small_partition(), None, None, &mut |_| {}).is_err());
}

#[test]
fn an_altered_korf_felner_table_with_a_matching_checksum_is_refused() {
    // The content hashes of Korf & Felner's two tables are built into the
    // program: a file whose own checksum matches its (altered) entries is
    // still refused, and the reason names the hash.
    let dir = temp_dir("pdb24-altered");
    let goal = Board::blank_first(5, 5).unwrap();
    let layout = pdb24::Layout::new(&goal, &pdb24::korf_felner()).unwrap();
    let cells = &layout.tables[0];
    let path = dir.join(pdb24::file_name(cells));
    let zeros = vec![0u8; pdb24::placements(cells.len())];
    pdb24::write_cache(&path, cells, &zeros).unwrap();
    let err = pdb24::read_cache(&path, cells).unwrap_err();
    assert!(
        err.starts_with("differs from the table npuzzle builds (content hash"),
        "{err}"
    );
    // A table of another partition has no embedded hash: its checksum is
    // all it is trusted on.
    let small = vec![1u8, 2, 6];
    let path = dir.join(pdb24::file_name(&small));
    pdb24::write_cache(&path, &small, &vec![0u8; pdb24::placements(3)]).unwrap();
    let (_, origin) = pdb24::read_cache(&path, &small).unwrap().unwrap();
    assert_eq!(origin.name(), "checksum-only");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Builds Korf & Felner's two 5×5 tables (about 1.5 minutes of both cores
/// and 1.2 GB) and compares their hashes with the ones embedded in
/// src/pdb/trusted.rs. It was a unit test; here, in the one test binary,
/// the build shares the machine with the tests that wait on tmux, browsers
/// and child processes instead of running on its own (issue 27).
#[test]
fn korf_felner_hashes_are_current() {
    use npuzzle::pdb::{content_hash, store::hex, trusted::expected_hash};
    use std::sync::atomic::{AtomicBool, AtomicU64};
    let goal = Board::blank_first(5, 5).expect("5x5");
    let layout = pdb24::Layout::new(&goal, &pdb24::korf_felner()).expect("a corner blank");
    let want: Vec<(String, String)> = std::thread::scope(|s| {
        let handles: Vec<_> = layout
            .tables
            .iter()
            .map(|cells| {
                s.spawn(move || {
                    let t = pdb24::build_table(cells, &AtomicU64::new(0), &AtomicBool::new(false))
                        .expect("not cancelled");
                    (pdb24::file_name(cells), hex(&content_hash(&t)))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("built"))
            .collect()
    });
    let listing: String = want
        .iter()
        .map(|(n, h)| format!("    (\n        \"{n}\",\n        \"{h}\",\n    ),\n"))
        .collect();
    assert_eq!(want.len(), 2, "Korf & Felner's partition needs two tables");
    for (name, hash) in &want {
        assert_eq!(
            expected_hash(name).map(|h| hex(&h)).as_deref(),
            Some(hash.as_str()),
            "src/pdb/trusted.rs PRESET is stale for {name}; it should end with:\n{listing}"
        );
    }
}
