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

    // reduce: random boards of every size, random goals.
    let mut rng = Rng::new(2026);
    println!("reduce, random boards and goals (20 boards per size): mean moves, mean time");
    let mut worst16 = Duration::ZERO;
    for side in 2..=16usize {
        let mut line = format!("  {side:>2} wide:");
        for h in [side] {
            let goal = Goal::new(rng.board(side, h));
            let mut moves = 0usize;
            let mut time = Duration::ZERO;
            let runs = 20;
            for _ in 0..runs {
                let b = rng.board(side, h);
                let t = Instant::now();
                let red = reduce(&b, &goal).unwrap();
                let dt = t.elapsed();
                time += dt;
                moves += red.moves.len();
                if side == 16 {
                    worst16 = worst16.max(dt);
                }
            }
            line.push_str(&format!(
                " {side}x{h}: {:.0} moves, {:.2} ms",
                moves as f64 / runs as f64,
                time.as_secs_f64() * 1e3 / runs as f64
            ));
        }
        println!("{line}");
    }
    println!(
        "reduce 16x16: slowest of 20 random boards {:.2} ms (target <= 50 ms: {})",
        worst16.as_secs_f64() * 1e3,
        mark(worst16 <= Duration::from_millis(50))
    );
    println!("reduce, non-square (10 boards each): mean moves");
    for (w, h) in [(2, 16), (16, 2), (3, 10), (10, 3), (7, 12), (16, 9)] {
        let goal = Goal::new(Board::blank_first(w, h).unwrap());
        let mut moves = 0;
        for _ in 0..10 {
            moves += reduce(&rng.board(w, h), &goal).unwrap().moves.len();
        }
        println!("  {w}x{h}: {:.0} moves", moves as f64 / 10.0);
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
