//! Building pattern databases: a breadth-first search backwards from the
//! goal placement, one thread per pattern, cancellable.

use super::{CELLS, Event, Origin, Pattern, PatternDb, UNSEEN, check_goal};
use crate::board::Board;
use crate::error::Result;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Build databases in parallel (one thread per pattern, the machine's cores
/// shared), reporting combined progress every tenth of a second. `None`
/// when `cancel` was set before every build finished (nothing is kept).
pub(crate) fn build_all(
    goal: &Board,
    patterns: &[Pattern],
    cancel: Option<&AtomicBool>,
    progress: &mut dyn FnMut(&Event),
) -> Result<Option<Vec<PatternDb>>> {
    check_goal(goal)?;
    let never = AtomicBool::new(false);
    let cancel = cancel.unwrap_or(&never);
    let total: u64 = patterns.iter().map(|p| p.placements()).sum();
    Ok(in_parallel(
        patterns,
        total,
        cancel,
        progress,
        |p, counter| build_cancellable(goal, p, counter, cancel),
        |_, db, elapsed| Event::Built {
            pattern: db.pattern.clone(),
            placements: db.pattern.placements(),
            max: db.max_value(),
            elapsed,
        },
    ))
}

/// Run `build` on every job at once (one thread each), reporting the
/// combined count of placements found every tenth of a second (out of
/// `total`) and a [`Event::Built`] from `built` as each result is
/// collected. `None` when `cancel` was set or a build gave up.
pub(super) fn in_parallel<J: Sync, T: Send>(
    jobs: &[J],
    total: u64,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(&Event),
    build: impl Fn(&J, &AtomicU64) -> Option<T> + Sync,
    built: impl Fn(&J, &T, Duration) -> Event,
) -> Option<Vec<T>> {
    let start = Instant::now();
    let counters: Vec<AtomicU64> = jobs.iter().map(|_| AtomicU64::new(0)).collect();
    let finished = AtomicU64::new(0);
    progress(&Event::Building {
        done: 0,
        total,
        elapsed: Duration::ZERO,
    });
    let results: Vec<Option<T>> = std::thread::scope(|s| {
        let handles: Vec<_> = jobs
            .iter()
            .zip(&counters)
            .map(|(job, c)| {
                let (finished, build) = (&finished, &build);
                s.spawn(move || {
                    let t = Instant::now();
                    let result = build(job, c);
                    finished.fetch_add(1, Ordering::Release);
                    (result, t.elapsed())
                })
            })
            .collect();
        let mut last = Instant::now();
        while (finished.load(Ordering::Acquire) as usize) < jobs.len() {
            std::thread::sleep(Duration::from_millis(20));
            if last.elapsed() >= Duration::from_millis(100) {
                last = Instant::now();
                let done = counters.iter().map(|c| c.load(Ordering::Relaxed)).sum();
                progress(&Event::Building {
                    done,
                    total,
                    elapsed: start.elapsed(),
                });
            }
        }
        handles
            .into_iter()
            .zip(jobs)
            .map(|(h, job)| {
                let (result, elapsed) = h.join().expect("a pattern database build panicked");
                if let Some(r) = &result {
                    progress(&built(job, r, elapsed));
                }
                result
            })
            .collect()
    });
    if cancel.load(Ordering::Relaxed) || results.iter().any(|r| r.is_none()) {
        return None;
    }
    progress(&Event::Building {
        done: total,
        total,
        elapsed: start.elapsed(),
    });
    Some(results.into_iter().flatten().collect())
}

/// [`build_cancellable`] that is never cancelled.
pub fn build(goal: &Board, pattern: &Pattern, counter: &AtomicU64) -> PatternDb {
    build_cancellable(goal, pattern, counter, &AtomicBool::new(false))
        .expect("a build that cannot be cancelled finishes")
}

/// Breadth-first search backwards from the goal placement. A state is a
/// placement plus the region of cells the blank can reach without moving a
/// pattern tile (moving through that region is free); a move slides a
/// pattern tile into an adjacent cell of the region and costs 1.
///
/// The goal is the goal placement with the blank in the region of its goal
/// cell, not in any region: a solution ends with the blank there, so the
/// values stay lower bounds, and they are larger where the goal placement
/// shuts the blank's cell off (the pattern {1 4 5 8 9 12} of the
/// blank-first goal holds both neighbours of cell 0). Korf's 100 start
/// with a mean of 43.27 (regular and reflected lookups) against 42.09 for
/// the same partition with any region as the goal (docs/src/development.md,
/// Speed 4).
///
/// The search scans the whole table once per depth rather than keeping a
/// queue: `current[index]` holds the blank cells reached at this depth,
/// `visited[index]` those already expanded; the table gets the depth at
/// which a placement is first reached. Sequential scans beat a queue of
/// random accesses by about two to one here. `cancel` is looked at every
/// 2^16 indices: `None` when it was set.
pub(crate) fn build_cancellable(
    goal: &Board,
    pattern: &Pattern,
    counter: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<PatternDb> {
    let k = pattern.cells.len();
    let len = pattern.sparse_len();
    let mut table = vec![UNSEEN; len];
    let mut visited = vec![0u16; len];
    let mut current = vec![0u16; len];
    let mut next = vec![0u16; len];
    let start: usize = pattern
        .cells
        .iter()
        .enumerate()
        .map(|(slot, &c)| (c as usize) << (4 * slot))
        .sum();
    let occ0: u16 = pattern.cells.iter().fold(0, |m, &c| m | 1 << c);
    let blank = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
    current[start] = flood(1 << blank, !occ0);
    let mut depth: u8 = 0;
    let mut found: u64 = 0;
    loop {
        let mut any = false;
        for idx in 0..len {
            if idx & 0xFFFF == 0 && cancel.load(Ordering::Relaxed) {
                return None;
            }
            let reached = current[idx];
            if reached == 0 {
                continue;
            }
            current[idx] = 0;
            let mut fresh = reached & !visited[idx];
            if fresh == 0 {
                continue;
            }
            any = true;
            let mut slot_at = [0u8; CELLS];
            let mut occ: u16 = 0;
            for slot in 0..k {
                let p = (idx >> (4 * slot)) & 15;
                slot_at[p] = slot as u8;
                occ |= 1 << p;
            }
            if table[idx] == UNSEEN {
                table[idx] = depth;
                found += 1;
                if found & 0xFFFF == 0 {
                    counter.store(found, Ordering::Relaxed);
                }
            }
            while fresh != 0 {
                let region = flood(fresh & fresh.wrapping_neg(), !occ);
                visited[idx] |= region;
                fresh &= !region;
                // A tile at `from` slides to `from + delta` (a region
                // cell); the blank ends where the tile was.
                let candidates: [(u16, isize); 4] = [
                    (occ & (region >> 4), 4),
                    (occ & (region << 4), -4),
                    (occ & ((region >> 1) & 0x7777), 1),
                    (occ & ((region << 1) & 0xEEEE), -1),
                ];
                for (mut tiles, delta) in candidates {
                    while tiles != 0 {
                        let from = tiles.trailing_zeros() as usize;
                        tiles &= tiles - 1;
                        let shift = 4 * slot_at[from] as usize;
                        let to = (from as isize + delta) as usize;
                        let nidx = idx - (from << shift) + (to << shift);
                        if visited[nidx] & (1 << from) == 0 {
                            next[nidx] |= 1 << from;
                        }
                    }
                }
            }
        }
        if !any {
            break;
        }
        std::mem::swap(&mut current, &mut next);
        depth += 1;
    }
    counter.store(found, Ordering::Relaxed);
    Some(PatternDb {
        pattern: pattern.clone(),
        table: table.into(),
        origin: Origin::Built,
    })
}

/// The cells of `free` connected to `seed` (4-neighbourhood on 4×4).
#[inline]
pub(super) fn flood(seed: u16, free: u16) -> u16 {
    let mut r = seed & free;
    loop {
        let n = (r | (r >> 4) | (r << 4) | ((r >> 1) & 0x7777) | ((r << 1) & 0xEEEE)) & free;
        if n == r {
            return r;
        }
        r = n;
    }
}
