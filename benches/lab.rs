//! The heuristic lab's speed targets, printed (run with `cargo bench
//! --bench lab`):
//! - `heuristics check` on 3x3 for all eight heuristics: at most 1 s
//!   (distance table included);
//! - `experiment cost-table` with 100 boards per depth (2..24): at most 30 s.
//!
//! Also printed: the audit of a 2x5 board (10 cells, 1.8 million states),
//! for scale.

use npuzzle::board::{Board, Goal};
use npuzzle::heuristics::Heuristic;
use npuzzle::lab::audit;
use npuzzle::lab::cost_table::{self, Column, CostOptions};
use std::time::Instant;

fn main() {
    println!("lab benchmark ({} worker threads)", audit::threads());

    // heuristics check, 3x3, all heuristics.
    let goal = Goal::new(Board::blank_last(3, 3).unwrap());
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..5 {
        let t = Instant::now();
        let a = audit::exhaustive(&goal, &Heuristic::ALL).expect("audit");
        times.push(t.elapsed().as_secs_f64());
        last = Some(a);
    }
    let a = last.unwrap();
    let best = times.iter().cloned().fold(f64::INFINITY, f64::min);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    println!(
        "heuristics check 3x3, {} heuristics: best {:.3} s, mean {:.3} s over {} runs (target <= 1 s): {}",
        a.heuristics.len(),
        best,
        mean,
        times.len(),
        if best <= 1.0 { "met" } else { "MISSED" }
    );
    for x in &a.heuristics {
        println!(
            "  {:<22} admissible {:<5} ({} over) consistent {:<5} ({} moves) mean h/h* {:.3}",
            x.heuristic.name(),
            x.admissible,
            x.overestimated,
            x.consistent,
            x.violating_moves,
            x.mean_ratio
        );
    }

    // A larger exhaustive audit, for scale.
    let goal10 = Goal::new(Board::blank_last(5, 2).unwrap());
    let t = Instant::now();
    let a10 = audit::exhaustive(&goal10, &Heuristic::ALL).expect("audit");
    println!(
        "heuristics check 5x2 (1,814,400 states), {} heuristics: {:.2} s",
        a10.heuristics.len(),
        t.elapsed().as_secs_f64()
    );
    for x in &a10.heuristics {
        if !x.admissible || !x.consistent {
            println!(
                "  {:<22} admissible {:<5} ({} over{}) consistent {:<5} ({} moves)",
                x.heuristic.name(),
                x.admissible,
                x.overestimated,
                x.worst
                    .as_ref()
                    .map(|w| format!(", worst by {} at {}", w.excess(), w.board.to_line()))
                    .unwrap_or_default(),
                x.consistent,
                x.violating_moves
            );
        }
    }

    // experiment cost-table, 100 boards per depth.
    let goal = Goal::new(Board::blank_first(3, 3).unwrap());
    let options = CostOptions {
        count: 100,
        seed: 1,
        max_depth: 24,
        columns: vec![
            Column::Ids,
            Column::Astar(Heuristic::Misplaced),
            Column::Astar(Heuristic::Manhattan),
        ],
        ids_max_nodes: 20_000_000,
        astar_max_nodes: 10_000_000,
    };
    let t = Instant::now();
    let table = cost_table::run(&goal, &options, &mut |_| {}).expect("cost table");
    let secs = t.elapsed().as_secs_f64();
    println!(
        "experiment cost-table, 100 boards per depth, depths 2..24: {:.2} s (target <= 30 s): {}",
        secs,
        if secs <= 30.0 { "met" } else { "MISSED" }
    );
    println!("  depth        IDS   A*(misplaced)  A*(manhattan)   (mean nodes generated)");
    for row in &table.rows {
        let cell = |i: usize| {
            row.cells[i]
                .generated
                .map(|g| format!("{g:.1}"))
                .unwrap_or_else(|| "not run".into())
        };
        println!(
            "  {:>5} {:>10} {:>15} {:>14}",
            row.depth,
            cell(0),
            cell(1),
            cell(2)
        );
    }
}
