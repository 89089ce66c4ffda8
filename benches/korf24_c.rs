//! The 24-puzzle database search per node against C (issue 27): npuzzle's
//! IDA* with the 6-6-6-6 pattern databases (the reflected partition, the
//! lazy reflected lookup, Korf's counts with the root included) against
//! benches/c/korf24.c, a C implementation of Korf & Felner's algorithm
//! written for this benchmark that reads npuzzle's own table files.
//!
//! The C program is built twice (`cc -O2`, `cc -O3 -march=native`; `CC`
//! overrides the compiler; without one the bench fails, saying so). On
//! each instance every side runs with the same node budget, the three
//! runs interleaved and the whole repeated (`NPUZZLE_KORF24C_REPS`,
//! default 3); the node counts are asserted equal iteration by iteration
//! (threshold, generated, expanded) and printed. Per run: CPU seconds
//! (npuzzle: this process's user + system time; C: its `clock()`) and
//! wall seconds of the search (table loading excluded); per side: the
//! median, minimum and maximum of nodes per CPU second, and the ratio
//! Rust CPU time / C CPU time of each interleaved pair (above 1: Rust is
//! slower per node).
//!
//! Defaults: Korf & Taylor's 95-move and 100-move instances, each stopped
//! at `NPUZZLE_KORF24C_NODES` generated nodes (default 30 million: short
//! enough for a busy machine). `NPUZZLE_KORF24C_FULL=1` solves both to the
//! end (about 2.7·10⁹ and 10.3·10⁹ nodes: many minutes per run);
//! `NPUZZLE_KORF24C_ONLY=2` runs one instance (by its id in
//! data/korf-taylor-24.txt). The tables must be in the cache (read from
//! there, or built once by the solver first: about 3 minutes).

mod common;

use common::{compile_c, env_number, spread};
use npuzzle::board::{Board, Goal};
use npuzzle::optimal::{Iteration, Limits, OptimalHeuristic, SolveError, Solver};
use npuzzle::pdb::{pdb24, store};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The 95-move and the 100-move instance (ids in data/korf-taylor-24.txt).
const INSTANCES: [(usize, usize, [u8; 25]); 2] = [
    (
        2,
        95,
        [
            14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16, 22,
            13,
        ],
    ),
    (
        1,
        100,
        [
            17, 1, 20, 9, 16, 2, 22, 19, 14, 5, 15, 21, 0, 3, 24, 23, 18, 13, 12, 7, 10, 8, 6, 4,
            11,
        ],
    ),
];

/// What one run of either side gives.
struct Run {
    iterations: Vec<(u32, u64, u64)>,
    generated: u64,
    expanded: u64,
    /// The length found, or the threshold reached when the budget stopped it.
    length: usize,
    solved: bool,
    cpu: f64,
    wall: f64,
}

/// This process's CPU seconds (Linux only: the bench compares CPU time).
fn cpu() -> f64 {
    common::cpu_seconds().expect("/proc/self/stat (Linux)")
}

fn iterations(its: &[Iteration]) -> Vec<(u32, u64, u64)> {
    its.iter()
        .map(|i| (i.threshold, i.generated, i.expanded))
        .collect()
}

fn run_rust(solver: &Solver, tiles: &[u8], budget: Option<u64>) -> Run {
    let board = Board::new(5, 5, tiles.to_vec()).expect("a 5x5 board");
    let limits = Limits {
        jobs: 1,
        max_nodes: budget,
        ..Limits::default()
    };
    let (cpu0, t) = (cpu(), Instant::now());
    let result = solver.solve(&board, &limits, &mut |_| {});
    let (wall, cpu) = (t.elapsed().as_secs_f64(), cpu() - cpu0);
    match result {
        Ok(s) => Run {
            iterations: iterations(&s.iterations),
            generated: s.generated,
            expanded: s.expanded,
            length: s.length,
            solved: true,
            cpu,
            wall,
        },
        Err(SolveError::Stopped(s)) => Run {
            iterations: iterations(&s.iterations),
            generated: s.generated,
            expanded: s.expanded,
            length: s.lower_bound as usize,
            solved: false,
            cpu,
            wall,
        },
        Err(e) => panic!("npuzzle: {e}"),
    }
}

fn run_c(bin: &Path, tables: &[PathBuf; 2], tiles: &[u8], budget: Option<u64>) -> Run {
    let out = Command::new(bin)
        .args(tables)
        .arg(budget.unwrap_or(0).to_string())
        .args(tiles.iter().map(|t| t.to_string()))
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", bin.display()));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{} failed: {}{}",
        bin.display(),
        text,
        String::from_utf8_lossy(&out.stderr)
    );
    let mut run = None;
    let mut its = Vec::new();
    for line in text.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        let n = |i: usize| -> u64 { w[i].parse().unwrap_or_else(|_| panic!("C output: {line}")) };
        match w.first() {
            Some(&"iteration") => its.push((n(1) as u32, n(2), n(3))),
            Some(&"result") => {
                let secs = |i: usize| -> f64 { w[i].parse().expect("seconds") };
                run = Some(Run {
                    iterations: Vec::new(),
                    generated: n(3),
                    expanded: n(4),
                    length: n(2) as usize,
                    solved: w[1] == "solved",
                    cpu: secs(5),
                    wall: secs(6),
                })
            }
            _ => panic!("C output: {line}"),
        }
    }
    let mut run = run.unwrap_or_else(|| panic!("no result line from {}", bin.display()));
    run.iterations = its;
    run
}

fn main() {
    let full = std::env::var("NPUZZLE_KORF24C_FULL").is_ok_and(|v| v == "1");
    let budget = (!full).then(|| env_number("NPUZZLE_KORF24C_NODES", 30_000_000));
    let reps = env_number("NPUZZLE_KORF24C_REPS", 3).max(1) as usize;
    let only = std::env::var("NPUZZLE_KORF24C_ONLY").ok().map(|v| {
        v.parse::<usize>()
            .expect("NPUZZLE_KORF24C_ONLY: an instance id (1 or 2)")
    });
    let build = |flags: &[&str], suffix: &str| {
        compile_c("korf24", flags, suffix).unwrap_or_else(|e| panic!("{e}"))
    };
    let builds = [
        ("cc -O2", build(&["-O2"], "O2")),
        (
            "cc -O3 -march=native",
            build(&["-O3", "-march=native"], "O3"),
        ),
    ];
    let goal = Goal::new(Board::blank_first(5, 5).expect("5x5"));
    let t = Instant::now();
    let solver = Solver::new(&goal, OptimalHeuristic::Pdb, &mut |_| {}).expect("a 5x5 solver");
    let dir = store::cache_dir().expect("a cache directory (HOME or XDG_CACHE_HOME)");
    let layout = pdb24::Layout::new(goal.board(), &pdb24::korf_felner()).expect("a layout");
    let tables: [PathBuf; 2] =
        std::array::from_fn(|i| dir.join(pdb24::file_name(&layout.tables[i])));
    for p in &tables {
        assert!(
            p.is_file(),
            "{}: the table is not in the cache",
            p.display()
        );
    }
    println!(
        "npuzzle IDA* + 6-6-6-6 databases against benches/c/korf24.c (issue 27); tables {} ({:.1} s to load); budget {} (NPUZZLE_KORF24C_NODES, NPUZZLE_KORF24C_FULL=1), {reps} repetitions (NPUZZLE_KORF24C_REPS)",
        dir.display(),
        t.elapsed().as_secs_f64(),
        budget.map_or("none: solved to the end".into(), |b| format!(
            "{b} nodes generated per run"
        )),
    );
    for (id, optimal, tiles) in INSTANCES
        .iter()
        .filter(|(id, ..)| only.is_none_or(|o| o == *id))
    {
        println!("\ninstance {id} (optimal {optimal} moves)");
        let mut rust_rate = Vec::new();
        let mut c_rate = vec![Vec::new(); builds.len()];
        let mut ratio = vec![Vec::new(); builds.len()];
        for rep in 0..reps {
            let rust = run_rust(&solver, tiles, budget);
            let cs: Vec<Run> = builds
                .iter()
                .map(|(_, bin)| run_c(bin, &tables, tiles, budget))
                .collect();
            for ((name, _), c) in builds.iter().zip(&cs) {
                assert_eq!(
                    rust.iterations, c.iterations,
                    "instance {id}: the iterations (threshold, generated, expanded) of npuzzle and of C ({name}) differ"
                );
                assert_eq!(
                    (rust.generated, rust.expanded, rust.length, rust.solved),
                    (c.generated, c.expanded, c.length, c.solved),
                    "instance {id}: npuzzle and C ({name}) differ"
                );
            }
            if rust.solved {
                assert_eq!(rust.length, *optimal, "instance {id}: not the optimum");
            }
            if rep == 0 {
                println!(
                    "{:>9} {:>15} {:>15}  (equal in npuzzle and both C builds)",
                    "threshold", "generated", "expanded"
                );
                for (th, g, e) in &rust.iterations {
                    println!("{th:>9} {g:>15} {e:>15}");
                }
                println!(
                    "{} {} nodes generated, {} expanded",
                    if rust.solved {
                        format!("solved in {} moves:", rust.length)
                    } else {
                        format!("stopped by the budget at threshold {}:", rust.length)
                    },
                    rust.generated,
                    rust.expanded
                );
                println!(
                    "{:>4} {:<22} {:>9} {:>9} {:>14} {:>10}",
                    "rep", "program", "CPU s", "wall s", "nodes/CPU s", "Rust/C CPU"
                );
            }
            let nodes = rust.generated as f64;
            println!(
                "{rep:>4} {:<22} {:>9.2} {:>9.2} {:>14.3e}",
                "npuzzle (Rust)",
                rust.cpu,
                rust.wall,
                nodes / rust.cpu.max(1e-9)
            );
            rust_rate.push(nodes / rust.cpu.max(1e-9));
            for (b, ((name, _), c)) in builds.iter().zip(&cs).enumerate() {
                let r = rust.cpu / c.cpu.max(1e-9);
                println!(
                    "{rep:>4} {name:<22} {:>9.2} {:>9.2} {:>14.3e} {r:>10.3}",
                    c.cpu,
                    c.wall,
                    nodes / c.cpu.max(1e-9)
                );
                c_rate[b].push(nodes / c.cpu.max(1e-9));
                ratio[b].push(r);
            }
        }
        let (lo, med, hi) = spread(rust_rate);
        println!("npuzzle: nodes per CPU second median {med:.3e} (min {lo:.3e}, max {hi:.3e})");
        for (b, (name, _)) in builds.iter().enumerate() {
            let (lo, med, hi) = spread(c_rate[b].clone());
            let (rlo, rmed, rhi) = spread(ratio[b].clone());
            println!(
                "C {name}: nodes per CPU second median {med:.3e} (min {lo:.3e}, max {hi:.3e}); Rust/C CPU time median {rmed:.3} (min {rlo:.3}, max {rhi:.3})"
            );
        }
    }
}
