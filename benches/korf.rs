//! Korf's 100 random 15-puzzle instances (Korf 1985), solved optimally.
//!
//! `cargo bench --bench korf` runs:
//! (a) all 100 instances with the 6-6-3 pattern databases, the databases
//!     built from scratch in memory and counted in the total, the instances
//!     solved on 2 threads with each lookup variant (plain: regular and
//!     reflected; dual: those and the two dual lookups with BPMX; the same
//!     without BPMX), each leaving out only the move back (as the
//!     published figures do), then the default variant with the
//!     pipeline's pruning (`optimal::Pruning::best`, the duplicate move
//!     sequences too), instance by instance; every length must equal the
//!     published optimum;
//! (c) all 100 instances with the 7-8 tables (regular and reflected
//!     lookups; each pruning) when they are in the cache (`npuzzle pdb
//!     build --partition 7-8 --goal blank-first`; `NPUZZLE_KORF_BUILD78=1` builds them here,
//!     minutes and about 2.5 GB): mean nodes per instance next to the
//!     published 36,710, and the wall time on 2 threads against part (a)'s
//!     default 6-6-3 lookups; every length must equal the published optimum;
//! (b) IDA* with plain Manhattan distance on one core, nodes generated next
//!     to Korf's published counts, and nodes per second. By default only
//!     the instances whose published count is below 300 million (78
//!     instances, 4.7 billion nodes by Korf's count); `NPUZZLE_KORF_MANHATTAN=all` runs
//!     all 100 (36 billion nodes), `NPUZZLE_KORF_MANHATTAN=<N>` sets the bound,
//!     `NPUZZLE_KORF_MANHATTAN=0` skips part (b).
//!
//! The data file is `data/korf100.txt` in the crate, or the path in
//! `NPUZZLE_KORF`; when it cannot be read the bench names it and fails.

mod common;

use common::cpu_seconds;
use npuzzle::board::{Board, Goal};
use npuzzle::optimal::{Limits, OptimalHeuristic, OptimalSolution, PdbVariant, Pruning, Solver};
use npuzzle::pdb;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

struct Instance {
    id: usize,
    length: usize,
    korf_nodes: u64,
    board: Board,
}

fn read_instances(path: &PathBuf) -> Result<Vec<Instance>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let nums: Vec<u64> = line
            .split_whitespace()
            .map(|w| w.parse::<u64>())
            .collect::<Result<_, _>>()
            .map_err(|e| format!("line {}: {e}", n + 1))?;
        if nums.len() != 19 {
            return Err(format!("line {}: expected 19 numbers", n + 1));
        }
        let tiles: Vec<u8> = nums[3..].iter().map(|&t| t as u8).collect();
        let board = Board::new(4, 4, tiles).map_err(|e| format!("line {}: {e}", n + 1))?;
        out.push(Instance {
            id: nums[0] as usize,
            length: nums[1] as usize,
            korf_nodes: nums[2],
            board,
        });
    }
    Ok(out)
}

/// The machine's load average over the last minute (other work competing
/// for the cores skews wall-clock figures).
fn load_average() -> Option<String> {
    let s = std::fs::read_to_string("/proc/loadavg").ok()?;
    s.split_whitespace().next().map(str::to_string)
}

/// Peak resident memory of this process (kB), from /proc.
fn peak_rss_kb() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let path = std::env::var_os("NPUZZLE_KORF")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/korf100.txt"));
    let instances = match read_instances(&path) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("korf: {}: {e}", path.display());
            std::process::exit(2);
        }
    };
    let goal = Goal::new(Board::blank_first(4, 4).expect("4x4"));
    println!(
        "Korf's {} instances from {}, goal blank-first",
        instances.len(),
        path.display()
    );
    if let Some(l) = load_average() {
        println!(
            "load average at start: {l} (on a shared machine, CPU time is the steadier figure)"
        );
    }
    let six = pdb_part(&instances, &goal);
    seven_eight_part(&instances, &goal, six);
    manhattan_part(&instances, &goal);
}

/// Solve every instance with `solver` on `threads` threads: the results
/// in instance order and the wall time.
fn solve_all(
    solver: &Solver,
    instances: &[Instance],
    threads: usize,
    pruning: Pruning,
) -> (Vec<(usize, OptimalSolution)>, std::time::Duration) {
    let limits = Limits {
        pruning,
        ..Limits::default()
    };
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, OptimalSolution)>> = Mutex::new(Vec::new());
    let solve_start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(inst) = instances.get(i) else { break };
                    let sol = solver
                        .solve(&inst.board, &limits, &mut |_| {})
                        .unwrap_or_else(|e| panic!("instance {}: {e}", inst.id));
                    results.lock().expect("lock").push((i, sol));
                }
            });
        }
    });
    let solving = solve_start.elapsed();
    let mut results = results.into_inner().expect("lock");
    results.sort_by_key(|r| r.0);
    for (i, sol) in &results {
        let inst = &instances[*i];
        assert_eq!(
            sol.length, inst.length,
            "instance {}: length {} but the published optimum is {}",
            inst.id, sol.length, inst.length
        );
    }
    (results, solving)
}

/// The threads the parts solve on: the machine's cores, at most 2.
fn threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .min(2)
}

/// The instances solved (at least 1), and the totals of the nodes
/// generated and expanded, the start heuristics and the search times.
fn totals(results: &[(usize, OptimalSolution)]) -> (u64, u64, u64, u64, f64) {
    (
        results.len().max(1) as u64,
        results.iter().map(|r| r.1.generated).sum(),
        results.iter().map(|r| r.1.expanded).sum(),
        results.iter().map(|r| r.1.initial_h as u64).sum(),
        results.iter().map(|r| r.1.elapsed.as_secs_f64()).sum(),
    )
}

/// What part (a) measured with the default 6-6-3 lookups: the solving
/// wall time, its CPU time, the mean nodes generated per instance.
type Measured = Option<(f64, f64, u64)>;

/// (a) All instances with the pattern databases, build included: each
/// lookup variant on the same tables, the default one in detail.
fn pdb_part(instances: &[Instance], goal: &Goal) -> Measured {
    let threads = threads();
    println!();
    println!(
        "(a) IDA* with 6-6-3 pattern databases, {threads} threads, databases built in memory (cache not used)"
    );
    let cpu0 = cpu_seconds();
    let start = Instant::now();
    let set =
        std::sync::Arc::new(pdb::load_or_build(goal.board(), None, &mut |_| {}).expect("build"));
    let build = start.elapsed();
    println!(
        "    database build: {:.2} s, {} tables, {:.1} MB in memory",
        build.as_secs_f64(),
        set.primary.len() + set.secondary.as_ref().map_or(0, |s| s.len()),
        set.memory() as f64 / 1e6
    );
    let best = PdbVariant::best_for(4);
    println!(
        "    {:<22} {:>10} {:>12} {:>12} {:>9} {:>9} {:>10}",
        "lookups, pruning", "mean h0", "mean gen.", "mean exp.", "wall s", "CPU s", "M gen./s"
    );
    let mut detail = None;
    // Each variant leaving out only the move back (the published counts'
    // way), then the default one with the pipeline's pruning.
    let runs = PdbVariant::ALL
        .into_iter()
        .map(|v| (v, Pruning::Parent))
        .chain([(best, Pruning::best())]);
    for (variant, pruning) in runs {
        let solver = Solver::with_pdb(goal, set.clone())
            .and_then(|s| s.with_variant(variant))
            .expect("solver");
        let (results, solving) = solve_all(&solver, instances, threads, pruning);
        let (n, gen_total, exp_total, h0, cpu) = totals(&results);
        println!(
            "    {:<22} {:>10.2} {:>12} {:>12} {:>9.3} {:>9.3} {:>10.1}",
            format!("{} {}", variant.name(), pruning.name()),
            h0 as f64 / n as f64,
            gen_total / n,
            exp_total / n,
            solving.as_secs_f64(),
            cpu,
            gen_total as f64 / cpu / 1e6
        );
        if variant == best && pruning == Pruning::best() {
            detail = Some((results, solving, gen_total, exp_total, cpu));
        }
    }
    println!(
        "    (published, Felner, Korf & Hanan 2004: 6-6-3 617,555 nodes per instance; 7-8 with reflection 36,710, with four lookups 18,601)"
    );
    let (results, solving, gen_total, exp_total, cpu) = detail?;
    let measured = Some((
        solving.as_secs_f64(),
        cpu,
        gen_total / results.len().max(1) as u64,
    ));
    println!();
    println!(
        "    the default lookups ({}) and pruning ({}), instance by instance:",
        best.name(),
        Pruning::best().name()
    );
    println!(
        "    {:>3} {:>4} {:>4} {:>12} {:>12} {:>9}",
        "#", "len", "h0", "generated", "expanded", "time s"
    );
    for (i, sol) in &results {
        let inst = &instances[*i];
        println!(
            "    {:>3} {:>4} {:>4} {:>12} {:>12} {:>9.3}",
            inst.id,
            sol.length,
            sol.initial_h,
            sol.generated,
            sol.expanded,
            sol.elapsed.as_secs_f64()
        );
    }
    let total = start.elapsed();
    println!(
        "    all {} lengths equal the published optima, with every lookup variant",
        results.len()
    );
    println!(
        "    nodes: {gen_total} generated, {exp_total} expanded, mean {} generated per instance; {:.1} M generated/s per thread",
        gen_total / results.len().max(1) as u64,
        gen_total as f64 / cpu / 1e6
    );
    println!(
        "    time: build {:.2} s + solving ({}) {:.2} s wall ({:.2} s on {threads} threads); all variants and the build: {:.2} s (target <= 60 s)",
        build.as_secs_f64(),
        best.name(),
        solving.as_secs_f64(),
        cpu,
        total.as_secs_f64()
    );
    if let (Some(a), Some(b)) = (cpu0, cpu_seconds()) {
        println!(
            "    CPU time of the whole part (build + every variant, both threads): {:.2} s",
            b - a
        );
    }
    if let Some(kb) = peak_rss_kb() {
        println!(
            "    peak memory (VmHWM): {:.1} MB (target <= 1024 MiB)",
            kb as f64 / 1024.0
        );
    }
    measured
}

/// (c) All instances with the 7-8 tables, from the cache (built here only
/// with `NPUZZLE_KORF_BUILD78=1`), against part (a)'s default lookups.
fn seven_eight_part(instances: &[Instance], goal: &Goal, six: Measured) {
    let threads = threads();
    println!();
    println!(
        "(c) IDA* with the 7-8 pattern databases (regular and reflected lookups), {threads} threads"
    );
    let build = std::env::var("NPUZZLE_KORF_BUILD78").is_ok_and(|v| v == "1");
    let Some(dir) = pdb::cache_dir() else {
        println!("    skipped: no cache directory");
        return;
    };
    let start = Instant::now();
    let set = if build {
        pdb::pdb78::load_or_build(goal.board(), Some(&dir), threads, None, &mut |_| {})
    } else {
        pdb::pdb78::load(goal.board(), &dir, &mut |_| {})
    }
    .expect("the 7-8 tables");
    let Some(set) = set else {
        println!(
            "    skipped: the tables are not in {} (`{}`, or NPUZZLE_KORF_BUILD78=1: minutes, about 2.5 GB)",
            dir.display(),
            pdb::pdb78::build_command(goal.board())
        );
        return;
    };
    let load = start.elapsed();
    println!(
        "    tables {} in {:.2} s, {:.1} MB{}",
        if build { "loaded or built" } else { "loaded" },
        load.as_secs_f64(),
        set.memory() as f64 / 1e6,
        if set.verified() {
            ""
        } else {
            " (trusted on their checksum only)"
        }
    );
    let set = std::sync::Arc::new(set);
    let solver = Solver::with_pdb78(goal, set.clone()).expect("solver");
    // Twice: the first run faults the mapped tables in.
    let (_, cold) = solve_all(&solver, instances, threads, Pruning::Parent);
    let (results, _) = solve_all(&solver, instances, threads, Pruning::Parent);
    let (n, parent_gen, parent_exp, _, _) = totals(&results);
    println!(
        "    leaving out the move back only (as the published figures): mean generated {} (published 36,710: ratio {:.3}), mean expanded {}",
        parent_gen / n,
        (parent_gen / n) as f64 / 36_710.0,
        parent_exp / n
    );
    // The pipeline's pruning from here on.
    let pruning = Pruning::best();
    let (results, solving) = solve_all(&solver, instances, threads, pruning);
    let (n, gen_total, exp_total, h0, cpu) = totals(&results);
    println!(
        "    pruning {}: mean h0 {:.2}, mean generated {} (published 36,710: ratio {:.3}), mean expanded {}",
        pruning.name(),
        h0 as f64 / n as f64,
        gen_total / n,
        (gen_total / n) as f64 / 36_710.0,
        exp_total / n
    );
    println!(
        "    solving: {:.3} s wall ({:.3} s the first time, tables cold), {:.3} s search time on {threads} threads, {:.1} M gen./s per thread",
        solving.as_secs_f64(),
        cold.as_secs_f64(),
        cpu,
        gen_total as f64 / cpu / 1e6
    );
    if let Some((wall6, cpu6, mean6)) = six {
        println!(
            "    against 6-6-3 (part (a), default lookups): nodes {:.4} of its {mean6}, wall {:.3} of its {wall6:.3} s, search time {:.3} of its {cpu6:.3} s",
            (gen_total / n) as f64 / mean6 as f64,
            solving.as_secs_f64() / wall6,
            cpu / cpu6
        );
    }
    println!(
        "    all {} lengths equal the published optima",
        results.len()
    );
    // The four lookups (regular, reflected, dual, reflected dual) with
    // BPMX on the same tables, against the two.
    let dual = Solver::with_pdb78(goal, set)
        .and_then(|s| s.with_variant(PdbVariant::SevenEightDual))
        .expect("solver");
    let (results, dual_wall) = solve_all(&dual, instances, threads, pruning);
    let (n, dual_gen, dual_exp, dual_h0, dual_cpu) = totals(&results);
    println!(
        "    with dual lookups and BPMX (`pdb-7-8-dual`), pruning {}: mean h0 {:.2}, mean generated {} (published 18,601: ratio {:.3}), mean expanded {}",
        pruning.name(),
        dual_h0 as f64 / n as f64,
        dual_gen / n,
        (dual_gen / n) as f64 / 18_601.0,
        dual_exp / n
    );
    println!(
        "    {:.3} s wall, {:.3} s search time, {:.1} M gen./s per thread: nodes {:.4}, wall {:.3}, search time {:.3} of the two lookups'; all {} lengths the published optima",
        dual_wall.as_secs_f64(),
        dual_cpu,
        dual_gen as f64 / dual_cpu / 1e6,
        dual_gen as f64 / gen_total as f64,
        dual_wall.as_secs_f64() / solving.as_secs_f64(),
        dual_cpu / cpu,
        results.len()
    );
}

/// (b) Plain Manhattan distance against Korf's published counts.
fn manhattan_part(instances: &[Instance], goal: &Goal) {
    let setting = std::env::var("NPUZZLE_KORF_MANHATTAN").unwrap_or_default();
    let bound: u64 = match setting.trim() {
        "" => 300_000_000,
        "all" => u64::MAX,
        n => n.parse().unwrap_or_else(|_| {
            eprintln!("korf: NPUZZLE_KORF_MANHATTAN must be `all` or a node count, got {n:?}");
            std::process::exit(2);
        }),
    };
    println!();
    if bound == 0 {
        println!("(b) IDA* with Manhattan distance: skipped (NPUZZLE_KORF_MANHATTAN=0)");
        return;
    }
    let chosen: Vec<&Instance> = instances.iter().filter(|i| i.korf_nodes < bound).collect();
    if bound == u64::MAX {
        println!(
            "(b) IDA* with Manhattan distance, one thread, all {} instances",
            chosen.len()
        );
    } else {
        println!(
            "(b) IDA* with Manhattan distance, one thread, the {} instances whose published count is below {bound} (NPUZZLE_KORF_MANHATTAN=all for all 100)",
            chosen.len()
        );
    }
    let solver = Solver::new(goal, OptimalHeuristic::Manhattan, &mut |_| {}).expect("solver");
    println!(
        "    {:>3} {:>4} {:>13} {:>13} {:>8} {:>8} {:>8}",
        "#", "len", "generated", "Korf", "ratio", "time s", "M/s"
    );
    let (mut ours, mut korf, mut secs) = (0u64, 0u64, 0.0f64);
    let mut same = 0;
    let mut differs = Vec::new();
    let cpu0 = cpu_seconds();
    for inst in &chosen {
        let sol = solver
            .solve(&inst.board, &Limits::default(), &mut |_| {})
            .unwrap_or_else(|e| panic!("instance {}: {e}", inst.id));
        assert_eq!(sol.length, inst.length, "instance {}", inst.id);
        let t = sol.elapsed.as_secs_f64();
        ours += sol.generated;
        korf += inst.korf_nodes;
        secs += t;
        if sol.generated == inst.korf_nodes {
            same += 1;
        } else {
            differs.push(inst.id);
        }
        println!(
            "    {:>3} {:>4} {:>13} {:>13} {:>8.4} {:>8.3} {:>8.1}",
            inst.id,
            sol.length,
            sol.generated,
            inst.korf_nodes,
            sol.generated as f64 / inst.korf_nodes as f64,
            t,
            sol.generated as f64 / t / 1e6
        );
    }
    println!(
        "    total: {ours} generated (Korf: {korf}), {same} of {} counts identical to Korf's{}",
        chosen.len(),
        if differs.is_empty() {
            String::new()
        } else {
            format!(
                "; different: {} (the data file notes #22, #42, #88, #89 as known to differ from reproductions)",
                differs
                    .iter()
                    .map(|i| format!("#{i}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
    );
    println!(
        "    speed: {:.1} million nodes generated per second on one core ({:.2} s wall) (target >= 50)",
        ours as f64 / secs / 1e6,
        secs
    );
    if let (Some(a), Some(b)) = (cpu0, cpu_seconds()) {
        println!(
            "    per CPU second: {:.1} million nodes ({:.2} s of CPU time)",
            ours as f64 / (b - a) / 1e6,
            b - a
        );
    }
}
