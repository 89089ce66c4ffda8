//! Building one table: a breadth-first search over placements and the
//! blank's regions (see [`build_table`]).
//!
//! The search counts bits at every successor (the rank, the region's
//! index). The shipped x86-64 target has no `popcnt`, and a software count
//! costs about fifteen instructions; so on a processor that has `popcnt`,
//! BMI1 and BMI2 (detected at run time) the same search is compiled a
//! second time with them, and taken. Both give the same table (a test
//! compares them).

use super::{CELLS, MAX_TILES, SIDE, UNSEEN, placements, rank, unrank};
use crate::pdb::compact::moves_into;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Neighbours of each cell.
pub(super) fn neighbours() -> [([u8; 4], usize); CELLS] {
    std::array::from_fn(|c| {
        let (r, col) = (c / SIDE, c % SIDE);
        let mut n = [0u8; 4];
        let mut k = 0;
        let mut push = |x: usize| {
            n[k] = x as u8;
            k += 1;
        };
        if r > 0 {
            push(c - SIDE);
        }
        if r + 1 < SIDE {
            push(c + SIDE);
        }
        if col > 0 {
            push(c - 1);
        }
        if col + 1 < SIDE {
            push(c + 1);
        }
        (n, k)
    })
}

/// The cells of the first column (bits of a 25-bit cell set).
const COL_FIRST: u32 = 0b00001_00001_00001_00001_00001;
/// The cells of the last column.
const COL_LAST: u32 = COL_FIRST << (SIDE - 1);
/// Every cell.
const ALL: u32 = (1 << CELLS) - 1;

/// The cells of `free` connected to `seed` (4-neighbourhood on 5×5).
#[inline(always)]
pub(crate) fn flood(seed: u32, free: u32) -> u32 {
    let mut r = seed & free;
    loop {
        let n = (r | (r << SIDE) | (r >> SIDE) | ((r & !COL_LAST) << 1) | ((r & !COL_FIRST) >> 1))
            & free
            & ALL;
        if n == r {
            return r;
        }
        r = n;
    }
}

/// States expanded per batch of successors (see [`build_table`]).
const BATCH: usize = 64;

/// Ask for the cache line holding `x` (a hint only: nothing is read).
#[inline(always)]
fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `_mm_prefetch` is an SSE instruction (every x86_64 processor
    // has it) that only hints the cache; `x` is a valid reference.
    unsafe {
        std::arch::x86_64::_mm_prefetch(
            (x as *const T).cast::<i8>(),
            std::arch::x86_64::_MM_HINT_T0,
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

/// Free cells per placement: a region of the blank is named by its lowest
/// cell, counted among the free cells (0..19 for six tiles).
#[inline(always)]
fn state_index(rank: usize, free_cells: usize, free: u32, lowest: u32) -> usize {
    rank * free_cells + (free & ((1 << lowest) - 1)).count_ones() as usize
}

/// Build one table: a breadth-first search from the goal placement of
/// `cells` (the pattern's goal cells, slot order). A state is a placement
/// plus the region of free cells the blank is in (moving the blank inside
/// its region is free, as the other tiles are not counted); a move slides a
/// pattern tile into an adjacent cell of that region, the blank ending
/// where the tile was, and costs 1. The goal is the goal placement with the
/// blank in the region of the frame's blank cell 0: a value is the same
/// under a symmetry of the square that fixes cell 0 (the reflection), and
/// under every symmetry when the goal placement leaves the free cells in
/// one region ([`super::Layout`] reuses a table only so). Korf & Felner's
/// pattern {1 2 5 6 7 12} holds both neighbours of cell 0, so its values
/// are larger than with every region as the goal (the tables before
/// 5 December 2026). The table keeps, per placement, the least
/// cost over the blank's regions (Korf & Felner's tables are compressed
/// the same way). `counter` gets the placements found so far; `None` when
/// `cancel` was set.
pub fn build_table(cells: &[u8], counter: &AtomicU64, cancel: &AtomicBool) -> Option<Vec<u8>> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
    {
        // SAFETY: the processor has the three features (detected above).
        return unsafe { search_with_bit_instructions(cells, counter, cancel) };
    }
    search(cells, counter, cancel)
}

/// [`search`] compiled for a processor with `popcnt`, BMI1 and BMI2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn search_with_bit_instructions(
    cells: &[u8],
    counter: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<Vec<u8>> {
    search(cells, counter, cancel)
}

/// The search itself, inlined into both callers.
#[inline(always)]
fn search(cells: &[u8], counter: &AtomicU64, cancel: &AtomicBool) -> Option<Vec<u8>> {
    let k = cells.len();
    assert!((1..=MAX_TILES).contains(&k), "a pattern has 1 to 6 tiles");
    let nb = neighbours();
    let free_cells = CELLS - k;
    let mut table = vec![UNSEEN; placements(k)];
    // One bit per (placement, region): 25!/19! × 19 bits = 303 MB for six
    // tiles.
    let mut seen = vec![0u64; (placements(k) * free_cells).div_ceil(64)];
    let mut frontier: Vec<u32> = Vec::new();
    let start = rank(cells);
    table[start] = 0;
    // The goal: the goal placement with the blank in the region of the
    // frame's blank cell 0 (a solution ends with the blank there; a
    // pattern holding both of its neighbours walls it in). A pattern on
    // cell 0 itself (tests only) takes every region.
    let occ: u32 = cells.iter().fold(0, |m, &c| m | 1 << c);
    let mut rest = if occ & 1 == 0 {
        flood(1, !occ & ALL)
    } else {
        ALL & !occ
    };
    while rest != 0 {
        let region = flood(rest & rest.wrapping_neg(), !occ);
        let i = state_index(start, free_cells, !occ & ALL, region.trailing_zeros());
        seen[i / 64] |= 1 << (i % 64);
        frontier.push(i as u32);
        rest &= !region;
    }
    let mut found: u64 = 1;
    let mut depth: u8 = 0;
    let mut pos = [0u8; MAX_TILES];
    // Successors are gathered a batch of states at a time, their bits
    // prefetched, then tested: the bit array is far larger than the caches,
    // and waiting for each bit in turn took most of the build.
    let mut batch: Vec<(u32, u32)> = Vec::with_capacity(BATCH * 4 * MAX_TILES);
    while !frontier.is_empty() {
        let mut next: Vec<u32> = Vec::new();
        for (n, chunk) in frontier.chunks(BATCH).enumerate() {
            if n & 0xFF == 0 {
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                counter.store(found, Ordering::Relaxed);
            }
            batch.clear();
            for &state in chunk {
                let (r, nth) = (state as usize / free_cells, state as usize % free_cells);
                unrank(r, k, &mut pos);
                let occ: u32 = pos[..k].iter().fold(0, |m, &c| m | 1 << c);
                let free = ALL & !occ;
                // The region's lowest cell: the nth free cell.
                let mut f = free;
                for _ in 0..nth {
                    f &= f - 1;
                }
                let region = flood(f & f.wrapping_neg(), free);
                moves_into(&mut pos[..k], region, &nb, |moved, from, to| {
                    let free2 = (free | 1 << from) & !(1 << to);
                    let lowest = flood(1 << from, free2).trailing_zeros();
                    let r2 = rank(moved);
                    let s2 = state_index(r2, free_cells, free2, lowest);
                    prefetch(&seen[s2 / 64]);
                    batch.push((s2 as u32, r2 as u32));
                });
            }
            for &(s2, r2) in &batch {
                let (s2, r2) = (s2 as usize, r2 as usize);
                if seen[s2 / 64] & (1 << (s2 % 64)) == 0 {
                    seen[s2 / 64] |= 1 << (s2 % 64);
                    next.push(s2 as u32);
                    if table[r2] == UNSEEN {
                        table[r2] = depth + 1;
                        found += 1;
                    }
                }
            }
        }
        // In index order the next depth's states are unranked in order and
        // their successors land near each other.
        next.sort_unstable();
        frontier = next;
        depth += 1;
    }
    counter.store(found, Ordering::Relaxed);
    Some(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_compilations_build_the_same_tables() {
        let (n, stop) = (AtomicU64::new(0), AtomicBool::new(false));
        for cells in [
            &[1u8, 5][..],
            &[7, 12, 13],
            &[0, 24],
            &[6, 1, 5],
            &[1, 2, 5, 6],
        ] {
            let portable = search(cells, &n, &stop).expect("not cancelled");
            assert_eq!(
                build_table(cells, &n, &stop).expect("not cancelled"),
                portable,
                "pattern {cells:?}"
            );
            assert_eq!(portable.len(), placements(cells.len()));
        }
    }
}
