//! The ten 24-puzzle instances of Korf & Taylor (1996), optimal lengths 95
//! to 114 (`data/korf-taylor-24.txt`), on the optimal solver's 25-cell
//! engine (boards packed in a `u128`).
//!
//! `cargo bench --bench korf24` first gets the 6-6-6-6 pattern databases
//! (Korf & Felner 2002; built on first use, then read from the cache:
//! the time and the peak memory of the process are printed; a build is
//! timed when the cache is empty, e.g. `XDG_CACHE_HOME=$(mktemp -d)`), then
//! solves a random 62-move board (a seeded 150-move random walk from the
//! goal; target: at most 10 s with a warm cache), then runs each instance
//! with IDA* and the pattern databases (`NPUZZLE_KORF24_HEURISTIC` picks
//! another heuristic), one thread, stopped at a per-instance node limit
//! (`NPUZZLE_KORF24_NODES`, default 300 million generated nodes; the
//! 95-move and the 100-move instance, solved optimally (the 95-move one's
//! target: within 10 minutes), run to the end with a limit of 20 billion),
//! and
//! prints for each: the published optimal length, the length found (or,
//! when the limit stopped it, the lower bound proved: every shorter
//! solution ruled out), nodes generated, time and nodes per second.
//! `NPUZZLE_KORF24_ONLY=2` runs one instance (2 is the 95-move one);
//! `NPUZZLE_KORF24_HEURISTIC=manhattan` picks another heuristic;
//! `NPUZZLE_KORF24_JOBS=1,2` runs each instance once per thread count
//! given (each IDA* iteration split among that many threads; default 1)
//! and prints, after the second and later counts, the wall-time speed-up
//! over the first. CPU seconds are printed beside wall-clock ones (on a
//! shared machine the CPU figure is the steadier one; with threads, the
//! wall time is the one that shows the speed-up).
//! `NPUZZLE_KORF24_LOOKUPS=dual` (or `dual-no-bpmx`) takes the dual
//! lookups in that table instead of the plain ones;
//! `NPUZZLE_KORF24_PRUNING=parent` leaves out only the move back in it
//! (the C reference's and the published counts) instead of the
//! pipeline's default, the duplicate move sequences too.
//!
//! Then part (b), the lookup variants on the same tables (issue 40): the
//! 62-move board and those of eight boards of seeded 150-move walks that
//! the plain lookups solve within `NPUZZLE_KORF24_DUAL_NODES` generated
//! nodes (default 100 million; a few of these boards need billions),
//! solved on one thread with the plain lookups (regular and reflected),
//! the dual ones with BPMX and without; it prints per variant the nodes
//! generated, the mean h(start), the CPU time and the nodes per CPU
//! second, and checks that every length is the plain one.
//! `NPUZZLE_KORF24_DUAL=0` skips it.

mod common;

use common::{cpu_seconds, env_number};
use npuzzle::board::{Board, Goal};
use npuzzle::optimal::{Limits, OptimalHeuristic, PdbVariant, Pruning, SolveError, Solver};
use npuzzle::rng::Rng;
use std::time::Instant;

/// Peak resident memory of this process in MB (Linux: VmHWM).
fn peak_mb() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// The seeded random 62-move board: a 150-move random walk (seed 10) from
/// the goal, whose optimal length the solver finds (and the bench checks).
fn board62(goal: &Goal) -> Board {
    let mut rng = Rng::new(10);
    let path = rng.walk(goal.board(), 150);
    goal.board()
        .apply_all(&path)
        .expect("a walk of legal moves")
}

struct Instance {
    id: usize,
    length: usize,
    tiles: Vec<u8>,
}

fn instances() -> Vec<Instance> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/korf-taylor-24.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let v: Vec<usize> = l
                .split_whitespace()
                .map(|x| x.parse().expect("a number"))
                .collect();
            assert_eq!(v.len(), 27, "{l}");
            Instance {
                id: v[0],
                length: v[1],
                tiles: v[2..].iter().map(|&t| t as u8).collect(),
            }
        })
        .collect()
}

fn main() {
    let limit = env_number("NPUZZLE_KORF24_NODES", 300_000_000);
    /// The instances solved to the end: the 95-move one (2), whose target
    /// is an optimal solution within 10 minutes, and the 100-move one (1).
    const SOLVED_IDS: [usize; 2] = [2, 1];
    /// The instance with the 10-minute target.
    const TARGET_ID: usize = 2;
    const SOLVED_LIMIT: u64 = 20_000_000_000;
    let only = std::env::var("NPUZZLE_KORF24_ONLY").ok().map(|v| {
        v.parse::<usize>()
            .expect("NPUZZLE_KORF24_ONLY: an instance id")
    });
    let jobs: Vec<usize> = std::env::var("NPUZZLE_KORF24_JOBS")
        .unwrap_or_else(|_| "1".into())
        .split(',')
        .map(|j| match j.trim().parse::<usize>() {
            Ok(n) if n >= 1 => n,
            _ => panic!("NPUZZLE_KORF24_JOBS: thread counts separated by commas, got {j:?}"),
        })
        .collect();
    let goal = Goal::new(Board::blank_first(5, 5).expect("5x5"));
    let heuristic = match std::env::var("NPUZZLE_KORF24_HEURISTIC") {
        Ok(name) => OptimalHeuristic::from_name(&name)
            .unwrap_or_else(|| panic!("NPUZZLE_KORF24_HEURISTIC: unknown heuristic {name:?}")),
        Err(_) => OptimalHeuristic::Pdb,
    };
    let (t, cpu0) = (Instant::now(), cpu_seconds());
    let mut built = false;
    let solver = Solver::new(&goal, heuristic, &mut |e| {
        if let npuzzle::optimal::Event::Pdb(npuzzle::pdb::Event::Built { .. }) = e {
            built = true;
        }
    })
    .expect("a 5x5 solver");
    let variant = match std::env::var("NPUZZLE_KORF24_LOOKUPS") {
        Ok(name) => PdbVariant::from_name(&name).unwrap_or_else(|| {
            panic!("NPUZZLE_KORF24_LOOKUPS: plain, dual or dual-no-bpmx, got {name:?}")
        }),
        Err(_) => PdbVariant::Plain,
    };
    let solver = solver.with_variant(variant).expect("every variant on 5x5");
    let pruning = match std::env::var("NPUZZLE_KORF24_PRUNING") {
        Ok(name) => Pruning::from_name(&name).unwrap_or_else(|| {
            panic!("NPUZZLE_KORF24_PRUNING: parent or duplicates, got {name:?}")
        }),
        Err(_) => Pruning::best(),
    };
    let cpu = cpu_seconds().zip(cpu0).map(|(b, a)| b - a).unwrap_or(0.0);
    println!(
        "{} {}: {:.1} s wall, {cpu:.1} s CPU, peak memory {:.0} MB (target for a build: at most 3 minutes and 2 GB)",
        heuristic.name(),
        if built {
            "databases built (cache was empty)"
        } else {
            "ready (databases read from the cache)"
        },
        t.elapsed().as_secs_f64(),
        peak_mb().unwrap_or(f64::NAN)
    );
    let b62 = board62(&goal);
    let (t, cpu0) = (Instant::now(), cpu_seconds());
    match solver.solve(&b62, &Limits::default(), &mut |_| {}) {
        Ok(s) => {
            let cpu = cpu_seconds().zip(cpu0).map(|(b, a)| b - a).unwrap_or(0.0);
            println!(
                "random 62-move board (seed 10, 150-move walk): {} moves, {} nodes, {:.2} s wall, {cpu:.2} s CPU (target: 62 moves in at most 10 s)",
                s.length,
                s.generated,
                t.elapsed().as_secs_f64()
            );
            if heuristic == OptimalHeuristic::Pdb {
                assert_eq!(s.length, 62, "the seeded board is 62 moves from the goal");
            }
        }
        Err(e) => println!("random 62-move board: {e}"),
    }
    println!(
        "Korf & Taylor (1996) 24-puzzle instances: IDA* with {} ({} lookups, pruning {}: NPUZZLE_KORF24_PRUNING), threads {jobs:?} (NPUZZLE_KORF24_JOBS), at most {limit} nodes generated each (NPUZZLE_KORF24_NODES), instances 2 (95 moves; target: solved optimally within 10 minutes) and 1 (100 moves) at most {SOLVED_LIMIT}, to be solved optimally",
        heuristic.name(),
        variant.name(),
        pruning.name()
    );
    println!(
        "{:>3} {:>9} {:>22} {:>15} {:>7} {:>9} {:>9} {:>14} {:>8}",
        "id",
        "optimal",
        "found",
        "generated",
        "threads",
        "seconds",
        "CPU s",
        "nodes/CPU s",
        "speed-up"
    );
    let (mut solved, mut total_nodes, mut total_time, mut total_cpu) = (0, 0u64, 0.0, 0.0);
    for inst in instances()
        .into_iter()
        .filter(|i| only.is_none_or(|o| o == i.id))
    {
        let board = Board::new(5, 5, inst.tiles.clone()).expect("a 5x5 board");
        let mut first_wall = None;
        for &threads in &jobs {
            let limits = Limits {
                jobs: threads,
                max_nodes: Some(if SOLVED_IDS.contains(&inst.id) {
                    SOLVED_LIMIT.max(limit)
                } else {
                    limit
                }),
                ..Limits::default()
            };
            let start = Instant::now();
            let cpu0 = cpu_seconds();
            let result = solver.solve(&board, &limits, &mut |_| {});
            let seconds = start.elapsed().as_secs_f64();
            let cpu = match (cpu0, cpu_seconds()) {
                (Some(a), Some(b)) => b - a,
                _ => seconds,
            };
            let (found, nodes, partial) = match result {
                Ok(s) => {
                    assert_eq!(
                        s.length, inst.length,
                        "instance {}: found {} moves, published optimum {}",
                        inst.id, s.length, inst.length
                    );
                    solved += 1;
                    (
                        format!("{} (optimal)", s.length),
                        s.generated,
                        s.parallel_last,
                    )
                }
                Err(SolveError::Stopped(s)) => {
                    assert!(s.lower_bound as usize <= inst.length);
                    assert!(
                        heuristic != OptimalHeuristic::Pdb || !SOLVED_IDS.contains(&inst.id),
                        "instance {}: not solved within {SOLVED_LIMIT} nodes",
                        inst.id
                    );
                    (
                        format!(">= {} (node limit)", s.lower_bound),
                        s.generated,
                        s.parallel_last,
                    )
                }
                Err(e) => panic!("instance {}: {e}", inst.id),
            };
            total_nodes += nodes;
            total_time += seconds;
            total_cpu += cpu;
            let speedup = match first_wall {
                None => {
                    first_wall = Some(seconds);
                    String::new()
                }
                Some(w) => format!("{:.2}x", w / seconds.max(1e-9)),
            };
            println!(
                "{:>3} {:>9} {:>22} {:>15} {:>7} {:>9.2} {:>9.2} {:>14.3e} {:>8}{}",
                inst.id,
                inst.length,
                found,
                format!("{nodes}{}", if partial { "*" } else { "" }),
                threads,
                seconds,
                cpu,
                nodes as f64 / cpu.max(1e-9),
                speedup,
                if inst.id == TARGET_ID {
                    "  (target: optimal within 600 s)"
                } else {
                    ""
                }
            );
        }
    }
    if jobs.iter().any(|&j| j > 1) {
        println!(
            "* the last iteration ran on several threads and ended early: its count is that parallel run's (the iterations before it are counted exactly as one thread counts them)"
        );
    }
    println!(
        "solved optimally: {solved}; {total_nodes} nodes in {total_time:.1} s wall, {total_cpu:.1} s CPU ({:.3e} nodes per CPU second)",
        total_nodes as f64 / total_cpu.max(1e-9)
    );
    if heuristic == OptimalHeuristic::Pdb && env_number("NPUZZLE_KORF24_DUAL", 1) != 0 {
        lookup_variants(&goal, &b62);
    }
}

/// Part (b): the plain, dual and dual-without-BPMX lookups of the same
/// tables on the 62-move board and the seeded 150-move walks that the
/// plain lookups solve within the node cap, one thread (exact counts).
fn lookup_variants(goal: &Goal, b62: &Board) {
    let cap = env_number("NPUZZLE_KORF24_DUAL_NODES", 100_000_000);
    let plain = Solver::new(goal, OptimalHeuristic::Pdb, &mut |_| {})
        .and_then(|s| s.with_variant(PdbVariant::Plain))
        .expect("a 5x5 solver");
    let capped = Limits {
        max_nodes: Some(cap),
        ..Limits::default()
    };
    let mut boards = vec![b62.clone()];
    let mut rng = Rng::new(2026);
    for _ in 0..8 {
        let path = rng.walk(goal.board(), 150);
        let b = goal.board().apply_all(&path).expect("legal moves");
        if plain.solve(&b, &capped, &mut |_| {}).is_ok() {
            boards.push(b);
        }
    }
    println!(
        "(b) lookups of the same 6-6-6-6 tables, one thread, the 62-move board and the {} of 8 boards of 150-move walks (seed 2026) that the plain lookups solve within {cap} nodes (NPUZZLE_KORF24_DUAL_NODES):",
        boards.len() - 1
    );
    println!(
        "{:>14} {:>14} {:>9} {:>9} {:>9} {:>14}",
        "lookups", "generated", "relative", "mean h0", "CPU s", "nodes/CPU s"
    );
    let mut lengths: Option<Vec<usize>> = None;
    let mut plain_nodes = 0u64;
    for variant in PdbVariant::ALL {
        let solver = Solver::new(goal, OptimalHeuristic::Pdb, &mut |_| {})
            .and_then(|s| s.with_variant(variant))
            .expect("a 5x5 solver");
        let (mut nodes, mut h0, mut found) = (0u64, 0u64, Vec::new());
        let cpu0 = cpu_seconds();
        for b in &boards {
            let s = solver
                .solve(b, &Limits::default(), &mut |_| {})
                .expect("solved");
            nodes += s.generated;
            h0 += s.initial_h as u64;
            found.push(s.length);
        }
        let cpu = cpu_seconds().zip(cpu0).map(|(b, a)| b - a).unwrap_or(0.0);
        match &lengths {
            None => {
                lengths = Some(found);
                plain_nodes = nodes;
            }
            Some(want) => assert_eq!(&found, want, "{}: the plain lengths", variant.name()),
        }
        println!(
            "{:>14} {:>14} {:>9.3} {:>9.2} {:>9.2} {:>14.3e}",
            variant.name(),
            nodes,
            nodes as f64 / plain_nodes.max(1) as f64,
            h0 as f64 / boards.len() as f64,
            cpu,
            nodes as f64 / cpu.max(1e-9)
        );
    }
    println!(
        "    lengths {:?}, equal with every variant",
        lengths.unwrap_or_default()
    );
}
