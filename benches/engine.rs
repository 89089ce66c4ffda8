//! The fast engine measured against its targets (issue 16), each figure
//! printed beside its target and its reference:
//!
//! - command-line IDA* with Manhattan distance (`solve --algo idastar
//!   --heuristic manhattan`, run in-process through the same router),
//!   nodes per second against a plain C implementation of Korf's 1985 IDA*
//!   (benches/c/korf_ida.c: incremental Manhattan, no move back), in one
//!   run, on Korf instances (4x4) and on a 5x5 board of a fixed-seed
//!   random walk; the ratio is printed per size (target: at least 1, as
//!   fast), against the C program built twice (`cc -O2` and `cc -O3
//!   -march=native`), over several repetitions of the whole comparison
//!   (`NPUZZLE_ENGINE_REPS`, default 5; each C run next to its Rust run)
//!   with the median, the minimum and the maximum of the ratio. The C
//!   program is given the command line's move order, so both search the
//!   same tree: the node counts must agree to the node;
//! - A* bytes per stored node (target at most 32) on 4x4 and 5x5 boards;
//! - Korf's 100 through `solve --batch` in one process (target: all
//!   optimal, at most 10 s of CPU with a warm pattern-database cache).
//!
//! `cargo bench --bench engine`. The C compiler is `cc` (`CC` overrides);
//! without one the bench says so and fails.

mod common;

use common::{compile_c, spread};
use npuzzle::board::{Board, Goal};
use npuzzle::heuristics::Heuristic;
use npuzzle::optimal::engine::{self, Engine};
use npuzzle::search::{Algorithm, Limits, Options, Problem};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const KORF: &str = include_str!("../data/korf100.txt");
/// The Korf instances of the speed comparison (IDs): a spread of sizes.
const KORF_IDS: [usize; 4] = [2, 5, 8, 12];

fn korf(id: usize) -> (Vec<u8>, usize) {
    for line in KORF.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<usize> = line
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        if f.len() == 19 && f[0] == id {
            return (f[3..].iter().map(|&t| t as u8).collect(), f[1]);
        }
    }
    panic!("Korf instance {id} not in data/korf100.txt");
}

/// A 5x5 board from a fixed-seed random walk of the blank from the
/// blank-first goal (xorshift64, never straight back), so solvable by
/// construction: seed 2026 and 110 steps give a 56-move board, 150 steps a
/// 66-move one (checked by both solvers below).
fn walk_5x5(seed: u64, steps: usize) -> Vec<u8> {
    let (w, mut x) = (5usize, seed);
    let mut b: Vec<u8> = (0..25).collect();
    let (mut blank, mut last) = (0usize, usize::MAX);
    for _ in 0..steps {
        let (r, c) = (blank / w, blank % w);
        let mut opts = Vec::new();
        if r > 0 {
            opts.push(blank - w);
        }
        if c > 0 {
            opts.push(blank - 1);
        }
        if c + 1 < w {
            opts.push(blank + 1);
        }
        if r + 1 < w {
            opts.push(blank + w);
        }
        opts.retain(|&o| o != last);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let t = opts[(x % opts.len() as u64) as usize];
        b.swap(blank, t);
        last = blank;
        blank = t;
    }
    b
}

/// Run the C solver on one board, successors in the command line's default
/// order: (length, nodes generated, seconds).
fn run_c(bin: &Path, width: usize, tiles: &[u8]) -> (usize, u64, f64) {
    let args: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
    let order = Options::new(Algorithm::Idastar).order.letters();
    let out = Command::new(bin)
        .args(["-o", &order])
        .arg(width.to_string())
        .args(&args)
        .output()
        .expect("run the C solver");
    assert!(out.status.success(), "C solver failed");
    let text = String::from_utf8_lossy(&out.stdout);
    let f: Vec<&str> = text.split_whitespace().collect();
    (
        f[0].parse().unwrap(),
        f[1].parse().unwrap(),
        f[2].parse().unwrap(),
    )
}

/// The command line's IDA*-Manhattan (the same router `solve` uses):
/// (length, nodes generated, seconds).
fn run_rust(width: usize, tiles: &[u8]) -> (usize, u64, f64) {
    let start = Board::new(width, tiles.len() / width, tiles.to_vec()).unwrap();
    let goal = Goal::new(Board::blank_first(width, tiles.len() / width).unwrap());
    let problem = Problem { start, goal };
    let mut o = Options::new(Algorithm::Idastar);
    o.heuristic = Heuristic::Manhattan;
    let limits = Limits {
        time_limit: None,
        ..Limits::default()
    };
    let t = Instant::now();
    let r = engine::solve(&problem, &o, &limits).unwrap();
    let secs = t.elapsed().as_secs_f64();
    (r.path.expect("solved").len(), r.stats.generated, secs)
}

fn main() {
    println!("npuzzle engine benchmark (issue 16)\n");
    let builds = [
        ("cc -O2", compile_c("korf_ida", &["-O2"], "O2")),
        (
            "cc -O3 -march=native",
            compile_c("korf_ida", &["-O3", "-march=native"], "O3native"),
        ),
    ];
    let mut cs = Vec::new();
    for (name, b) in builds {
        match b {
            Ok(bin) => cs.push((name, bin)),
            Err(e) => {
                eprintln!(
                    "benches/engine: {e}; the C reference cannot be built, so the comparison cannot be made"
                );
                std::process::exit(1);
            }
        }
    }
    // Repetitions of the whole comparison, each C and Rust run side by side
    // (interleaved, so that both see the same machine): the ratio's spread
    // over the repetitions is printed (NPUZZLE_ENGINE_REPS, default 5).
    let reps: usize = std::env::var("NPUZZLE_ENGINE_REPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(5);
    println!(
        "1. IDA* with Manhattan distance: command-line engine vs plain C (Korf 1985), nodes per second"
    );
    println!(
        "   target: ratio Rust/C >= 1.00; reference: benches/c/korf_ida.c built twice ({}), same move order (same tree); {reps} repetitions",
        cs.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
    );
    let mut cases: Vec<(String, usize, Vec<u8>, Option<usize>)> = KORF_IDS
        .iter()
        .map(|&id| {
            let (t, len) = korf(id);
            (format!("4x4 Korf #{id}"), 4, t, Some(len))
        })
        .collect();
    let b5 = walk_5x5(2026, 110);
    assert!(npuzzle::parity::is_solvable(
        &Board::new(5, 5, b5.clone()).unwrap(),
        &Goal::new(Board::blank_first(5, 5).unwrap())
    ));
    cases.push(("5x5 walk 2026/110".into(), 5, b5.clone(), Some(56)));
    // A longer one (about a second): the ratio of a short run is noisy.
    cases.push(("5x5 walk 2026/150".into(), 5, walk_5x5(2026, 150), Some(66)));
    let size_5x5 = Board::new(5, 5, b5).unwrap();
    let engine_5x5 = engine::route(&size_5x5, &Options::new(Algorithm::Idastar));
    // ratios[c build][size] = one overall ratio per repetition.
    let mut ratios = vec![[Vec::new(), Vec::new()]; cs.len()];
    for rep in 0..reps {
        // Per C build and size: Rust nodes, Rust seconds, C nodes, C seconds.
        let mut totals = vec![[(0u64, 0f64, 0u64, 0f64); 2]; cs.len()];
        for (name, w, tiles, known) in &cases {
            for (k, (cname, c)) in cs.iter().enumerate() {
                let (cl, cn, csecs) = run_c(c, *w, tiles);
                let (rl, rn, rs) = run_rust(*w, tiles);
                assert_eq!(cl, rl, "{name}: lengths differ");
                assert_eq!(cn, rn, "{name}: the two searched different trees");
                if let Some(known) = known {
                    assert_eq!(rl, *known, "{name}: not Korf's optimal length");
                }
                if rep == 0 {
                    let (cr, rr) = (cn as f64 / csecs, rn as f64 / rs);
                    println!(
                        "   {name:<18} {rl} moves  {cname:<20} {cn:>12} nodes {csecs:>6.2} s {:>6.1} M/s | Rust {rs:>6.2} s {:>6.1} M/s | ratio {:.2}",
                        cr / 1e6,
                        rr / 1e6,
                        rr / cr
                    );
                }
                let t = &mut totals[k][(*w == 5) as usize];
                t.0 += rn;
                t.1 += rs;
                t.2 += cn;
                t.3 += csecs;
            }
        }
        for (k, per_size) in totals.iter().enumerate() {
            for (size, (rn, rs, cn, csecs)) in per_size.iter().enumerate() {
                ratios[k][size].push((*rn as f64 / rs) / (*cn as f64 / csecs));
            }
        }
    }
    for (k, (cname, _)) in cs.iter().enumerate() {
        for (size, name) in ["4x4", "5x5"].iter().enumerate() {
            let v = &ratios[k][size];
            let (lo, mid, hi) = spread(v.clone());
            println!(
                "   {name} overall vs {cname:<20}: ratio median {mid:.2}, min {lo:.2}, max {hi:.2} over {} repetitions ({}) (target >= 1.00)",
                v.len(),
                v.iter()
                    .map(|r| format!("{r:.2}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
    }
    println!(
        "   5x5 runs on the {} engine",
        if engine_5x5 == Engine::Fast {
            "fast"
        } else {
            "teaching"
        }
    );

    println!(
        "\n2. A* memory: bytes per stored node (target <= 32; reference: 2.8 GB at the node limit before)"
    );
    let mut astar_cases: Vec<(String, usize, Vec<u8>, u64)> = [2usize, 5, 33]
        .iter()
        .map(|&id| {
            let (t, len) = korf(id);
            let budget = if id == 33 { 50_000_000 } else { 20_000_000 };
            (format!("4x4 Korf #{id} ({len} moves)"), 4, t, budget)
        })
        .collect();
    astar_cases.push((
        "5x5 walk (seed 2026, 56 moves)".into(),
        5,
        walk_5x5(2026, 110),
        20_000_000,
    ));
    astar_cases.push((
        "5x5 walk (seed 99, 200 steps)".into(),
        5,
        walk_5x5(99, 200),
        30_000_000,
    ));
    for (name, w, t, budget) in astar_cases {
        let start = Board::new(w, w, t).unwrap();
        let goal = Goal::new(Board::blank_first(w, w).unwrap());
        let mut o = Options::new(Algorithm::Astar);
        o.heuristic = Heuristic::Manhattan;
        let limits = Limits {
            time_limit: None,
            ..Limits::nodes(budget)
        };
        let t0 = Instant::now();
        let (r, m) = engine::solve_fast_measured(&Problem { start, goal }, &o, &limits).unwrap();
        println!(
            "   {name} A*-Manhattan: {}, {} nodes stored, {:.0} MB, {:.1} bytes/node (target <= 32), {:.1} s",
            r.stop.name(),
            m.stored,
            m.bytes as f64 / 1e6,
            m.bytes_per_node(),
            t0.elapsed().as_secs_f64()
        );
    }

    println!(
        "\n3. Korf's 100 through `solve --batch` (pattern databases; target: all optimal, <= 10 s CPU, warm cache)"
    );
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/npuzzle");
    if !bin.exists() {
        println!("   skipped: build target/release/npuzzle first (cargo build --release)");
        return;
    }
    let boards: String = KORF
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            format!("{}\n", f[3..].join(" "))
        })
        .collect();
    let file = Path::new(env!("CARGO_TARGET_TMPDIR")).join("korf100-boards.txt");
    std::fs::write(&file, &boards).unwrap();
    let solved = Path::new(env!("CARGO_TARGET_TMPDIR")).join("korf100-solved.txt");
    let run = || {
        let t = Instant::now();
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "time -p {} solve --batch {} --goal blank-first > {} 2>/dev/null",
                bin.display(),
                file.display(),
                solved.display()
            ))
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&out.stderr).to_string(),
            t.elapsed(),
        )
    };
    let _warm = run();
    let (times, wall): (String, Duration) = run();
    let lengths: Vec<usize> = std::fs::read_to_string(&solved)
        .unwrap()
        .lines()
        .filter_map(|l| {
            l.split(" moves (optimal")
                .next()?
                .rsplit(' ')
                .next()?
                .parse()
                .ok()
        })
        .collect();
    let known: Vec<usize> = (1..=100).map(|id| korf(id).1).collect();
    println!(
        "   {} of 100 solved at Korf's optimal length",
        lengths.iter().zip(&known).filter(|(a, b)| a == b).count()
    );
    let cpu: f64 = times
        .lines()
        .filter(|l| l.starts_with("user") || l.starts_with("sys"))
        .filter_map(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        .sum();
    println!(
        "   CPU {cpu:.2} s (user + sys), wall {:.1} s (target <= 10 s CPU; reference: 40 s as 100 separate runs)",
        wall.as_secs_f64()
    );
}
