//! Figures for the reduction and the exhaustive verification:
//! `cargo bench --bench reduce`. Targets (issue 4): `verify --size 3x3` at
//! most 50 ms; `verify --size 3x4` at most 2 minutes and 1 GiB on 2 cores;
//! `reduce` of a random 16×16 board at most 50 ms. Set `REDUCE_BENCH_QUICK=1`
//! to skip the 3×4 run.

use npuzzle::board::{Board, Goal};
use npuzzle::reduce::reduce;
use npuzzle::rng::Rng;
use npuzzle::statespace::{default_threads, distances_with};
use std::time::{Duration, Instant};

/// Peak resident memory of this process so far (Linux), in MiB.
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn verify(w: usize, h: usize) -> (Duration, u64, usize, bool) {
    let goal = Board::blank_last(w, h).unwrap();
    let start = Instant::now();
    let table = distances_with(&goal, default_threads(), &mut |_| {}).unwrap();
    let check = table.check_parity();
    (
        start.elapsed(),
        table.reached(),
        table.max_depth(),
        check.agrees(),
    )
}

fn mark(ok: bool) -> &'static str {
    if ok { "ok" } else { "MISSED" }
}

fn main() {
    println!("threads: {}", default_threads());

    // verify 3x3: best of 5 runs (search + parity comparison of all 9! states).
    let mut best = Duration::MAX;
    let mut summary = (0, 0, false);
    for _ in 0..5 {
        let (t, reached, max, agrees) = verify(3, 3);
        best = best.min(t);
        summary = (reached, max, agrees);
    }
    println!(
        "verify 3x3: {:.1} ms (target <= 50 ms: {}), reached {}, max depth {}, agrees {}",
        best.as_secs_f64() * 1e3,
        mark(best <= Duration::from_millis(50)),
        summary.0,
        summary.1,
        summary.2
    );

    for (w, h) in [(2, 4), (4, 2), (2, 5), (5, 2)] {
        let (t, reached, max, agrees) = verify(w, h);
        println!(
            "verify {w}x{h}: {:.1} ms, reached {reached}, max depth {max}, agrees {agrees}",
            t.as_secs_f64() * 1e3
        );
    }

    // reduce of random 16x16 boards: time per board.
    let mut rng = Rng::new(2026);
    let goal = Goal::new(Board::blank_first(16, 16).unwrap());
    let mut times = Vec::new();
    let mut moves16 = 0usize;
    let runs = 50;
    for _ in 0..runs {
        let b = rng.board(16, 16);
        let t = Instant::now();
        let red = reduce(&b, &goal).unwrap();
        times.push(t.elapsed());
        moves16 += red.moves.len();
    }
    times.sort();
    let slowest = *times.last().unwrap();
    println!(
        "reduce 16x16 ({runs} random boards): median {:.2} ms, slowest {:.2} ms (target <= 50 ms: {}), mean {:.0} moves",
        times[runs / 2].as_secs_f64() * 1e3,
        slowest.as_secs_f64() * 1e3,
        mark(slowest <= Duration::from_millis(50)),
        moves16 as f64 / runs as f64
    );

    // Mean move count of reductions for every size, random boards and goals.
    let per_size = 10;
    println!(
        "reduce: mean moves over {per_size} random boards with random goals, width across, height down"
    );
    let mut header = String::from("  h\\w");
    for w in 2..=16 {
        header.push_str(&format!("{w:>7}"));
    }
    println!("{header}");
    for h in 2..=16usize {
        let mut line = format!("  {h:>3}");
        for w in 2..=16usize {
            let goal = Goal::new(rng.board(w, h));
            let total: usize = (0..per_size)
                .map(|_| reduce(&rng.board(w, h), &goal).unwrap().moves.len())
                .sum();
            line.push_str(&format!("{:>7.0}", total as f64 / per_size as f64));
        }
        println!("{line}");
    }

    if std::env::var_os("REDUCE_BENCH_QUICK").is_none() {
        let (t, reached, max, agrees) = verify(3, 4);
        let peak = peak_mib().unwrap_or(f64::NAN);
        println!(
            "verify 3x4: {:.1} s (target <= 120 s: {}), peak memory {:.0} MiB (target <= 1024 MiB: {}), reached {reached}, max depth {max}, agrees {agrees}",
            t.as_secs_f64(),
            mark(t <= Duration::from_secs(120)),
            peak,
            mark(peak <= 1024.0)
        );
    }
}
