//! Compact tables for large 4×4 patterns (the 7-8 partition).
//!
//! The sparse index of [`super::build`] (16^k entries, the cells packed 4
//! bits a slot) is 4.3e9 entries for eight tiles; here a placement of k
//! tiles is ranked compactly instead, as the 5×5 tables are
//! ([`super::pdb24`]): mixed radix 16, 15, …, the i-th tile's cell counted
//! among the cells the earlier tiles leave free, so an 8-tile table has
//! 16!/8! = 518,918,400 entries, one byte each.
//!
//! The search is the sparse builder's, level by level over the ranks: per
//! placement, the blank's cells reached and not yet expanded (the open
//! set) and those already expanded are bit sets (the blank's regions). A
//! bit stands for one of the placement's free cells, the i-th free cell
//! in cell order being bit i, so eight tiles (eight free cells) take a
//! byte per set and the build 3 bytes per placement (1.56 GB for eight
//! tiles; with a bit per cell of the board and a third set it took 7
//! bytes and 3.6 GB, with bytes and a third set 4 and 2.1 GB); fewer tiles
//! take `u16` sets. One open set serves two levels: every move moves one
//! pattern tile to a cell of the other colour of the chequerboard, so the
//! parity of the pattern's colours is the parity of the depth, and a
//! level expands only the placements of its parity while it adds the
//! next level's, of the other, to the same set ([`Parity`]). The scan of
//! a level may be split among threads by rank; the
//! bit sets are atomics (a thread writes successors anywhere, and only its
//! own entries otherwise), and the values do not depend on the split (a
//! placement gets the depth of the level that first reaches it).

use super::build::flood;
use super::{CELLS, SIDE, UNSEEN};
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU16, AtomicU64, Ordering};

/// The most tiles of a compact pattern.
pub(crate) const MAX_TILES: usize = 8;

/// Placements of k tiles on the 16 cells: 16!/(16-k)!.
pub(crate) fn placements(k: usize) -> usize {
    placements_on::<CELLS>(k)
}

/// The compact rank of k distinct cells (slot order), in
/// `0..placements(k)`.
#[inline(always)]
pub(crate) fn rank(cells: &[u8]) -> usize {
    rank_on::<CELLS>(cells)
}

/// The cells of rank `r` (the inverse of [`rank`]) into `out[..k]`.
#[inline(always)]
pub(crate) fn unrank(r: usize, k: usize, out: &mut [u8]) {
    unrank_on::<CELLS>(r, k, out)
}

/// Placements of k tiles on `N` cells: N!/(N-k)! (shared with the 5×5
/// tables).
pub(crate) fn placements_on<const N: usize>(k: usize) -> usize {
    (0..k).map(|i| N - i).product()
}

/// The compact rank of k distinct cells among `N` (at most 32): mixed
/// radix N, N-1, …, the i-th cell counted among those the earlier ones
/// leave free.
#[inline(always)]
pub(crate) fn rank_on<const N: usize>(cells: &[u8]) -> usize {
    let mut used: u32 = 0;
    let mut r: usize = 0;
    for (i, &c) in cells.iter().enumerate() {
        let below = (used & ((1u32 << c) - 1)).count_ones() as usize;
        r = r * (N - i) + (c as usize - below);
        used |= 1 << c;
    }
    r
}

/// The inverse of [`rank_on`]: the `k` cells (at most 8) of rank `r`.
#[inline(always)]
pub(crate) fn unrank_on<const N: usize>(mut r: usize, k: usize, out: &mut [u8]) {
    let mut digits = [0usize; MAX_TILES];
    for i in (0..k).rev() {
        let radix = N - i;
        digits[i] = r % radix;
        r /= radix;
    }
    let mut free: u32 = ((1u64 << N) - 1) as u32;
    for i in 0..k {
        let mut f = free;
        for _ in 0..digits[i] {
            f &= f - 1;
        }
        let c = f.trailing_zeros();
        out[i] = c as u8;
        free &= !(1 << c);
    }
}

/// The compact rank of `k` cells packed 4 bits a slot (slot 0 lowest), as
/// the heuristic keeps them. Without a popcount instruction (the shipped
/// x86-64 target) the cells below each one among the earlier slots are
/// counted by comparisons.
#[inline(always)]
pub(crate) fn rank_packed<const K: usize>(packed: u32) -> usize {
    let c: [u32; K] = std::array::from_fn(|i| (packed >> (4 * i)) & 15);
    if cfg!(target_feature = "popcnt") {
        let cells: [u8; K] = std::array::from_fn(|i| c[i] as u8);
        return rank(&cells);
    }
    let mut r: usize = 0;
    for i in 0..K {
        let mut below = 0;
        for j in 0..i {
            below += (c[j] < c[i]) as u32;
        }
        r = r * (CELLS - i) + (c[i] - below) as usize;
    }
    r
}

/// [`rank_packed`] of the first `k` slots, for any `k` up to 8.
pub(crate) fn rank_packed_n(packed: u32, k: usize) -> usize {
    let cells: Vec<u8> = (0..k).map(|i| ((packed >> (4 * i)) & 15) as u8).collect();
    rank(&cells)
}

/// Every move of a pattern tile (a cell of `pos`) into a neighbouring
/// cell of `region`, the blank's: `visit(pos, from, to)` with `pos` as it
/// is after the move (restored afterwards). Shared with the 5×5 builder.
#[inline(always)]
pub(crate) fn moves_into<const N: usize>(
    pos: &mut [u8],
    region: u32,
    nb: &[([u8; 4], usize); N],
    mut visit: impl FnMut(&[u8], u8, u8),
) {
    for i in 0..pos.len() {
        let from = pos[i];
        let (ns, count) = nb[from as usize];
        for &to in &ns[..count] {
            if region & (1 << to) != 0 {
                pos[i] = to;
                visit(pos, from, to);
                pos[i] = from;
            }
        }
    }
}

/// Neighbours of each 4×4 cell.
fn neighbours() -> [([u8; 4], usize); CELLS] {
    std::array::from_fn(|c| {
        let (r, col) = (c / SIDE, c % SIDE);
        let mut n = [0u8; 4];
        let mut k = 0;
        for (ok, x) in [
            (r > 0, c.wrapping_sub(SIDE)),
            (r + 1 < SIDE, c + SIDE),
            (col > 0, c.wrapping_sub(1)),
            (col + 1 < SIDE, c + 1),
        ] {
            if ok {
                n[k] = x as u8;
                k += 1;
            }
        }
        (n, k)
    })
}

/// The atomic bit sets of the build: one bit per free cell of a
/// placement ([`compress`]), a byte when there are at most eight.
trait Bits: Sync + Sized {
    /// A zeroed array (allocated zeroed: the pages are touched only when
    /// written).
    fn zeroed(len: usize) -> Vec<Self>;
    fn get(&self) -> u32;
    fn set(&self, v: u32);
    fn or(&self, v: u32);
}

macro_rules! bits {
    ($atomic:ty, $int:ty) => {
        impl Bits for $atomic {
            fn zeroed(len: usize) -> Vec<$atomic> {
                let v = vec![0 as $int; len];
                let mut v = std::mem::ManuallyDrop::new(v);
                let (ptr, len, cap) = (v.as_mut_ptr(), v.len(), v.capacity());
                // SAFETY: the atomic integer has the size, alignment and
                // bit validity of the integer (documented), so the
                // allocation of a `Vec` of the integer is a valid `Vec` of
                // the atomic of the same length and capacity; the original
                // is not dropped.
                unsafe { Vec::from_raw_parts(ptr.cast::<$atomic>(), len, cap) }
            }
            #[inline(always)]
            fn get(&self) -> u32 {
                self.load(Ordering::Relaxed) as u32
            }
            #[inline(always)]
            fn set(&self, v: u32) {
                self.store(v as $int, Ordering::Relaxed)
            }
            #[inline(always)]
            fn or(&self, v: u32) {
                self.fetch_or(v as $int, Ordering::Relaxed);
            }
        }
    };
}
bits!(AtomicU8, u8);
bits!(AtomicU16, u16);

/// The cells of `cells` among the free cells `free`, as bits of `free`'s
/// order: the i-th free cell (ascending) is bit i.
#[inline(always)]
fn compress(cells: u32, free: u32) -> u32 {
    let (mut out, mut f, mut i) = (0, free, 0);
    while f != 0 {
        if cells & f & f.wrapping_neg() != 0 {
            out |= 1 << i;
        }
        i += 1;
        f &= f - 1;
    }
    out
}

/// The inverse of [`compress`]: the cells of the bits `bits` of `free`'s
/// order.
#[inline(always)]
fn expand(bits: u32, free: u32) -> u32 {
    let (mut out, mut f, mut i) = (0, free, 0);
    while f != 0 {
        if bits & 1 << i != 0 {
            out |= f & f.wrapping_neg();
        }
        i += 1;
        f &= f - 1;
    }
    out
}

/// The free cells of the board when `occ` are the pattern's.
#[inline(always)]
fn free_cells(occ: u32) -> u32 {
    !occ & ((1 << CELLS) - 1)
}

/// Build the compact table of the pattern whose goal cells are `cells`
/// (slot order), scanning each level on `threads` threads. The goal is
/// the goal placement with the blank in the region of the cell `blank`
/// (the goal's blank cell), or with `None` in any region, as in the
/// sparse builder (the values then depend on the cells only). Both are
/// lower bounds for a goal whose blank is on `blank`; the first is the
/// larger where the goal placement cuts the free cells apart (the 7-tile
/// pattern of the blank-first goal, whose tiles 1 and 4 shut the blank's
/// cell 0 off from the rest). `counter` gets the placements found so far;
/// `None` when `cancel` was set.
pub(crate) fn build_table(
    cells: &[u8],
    blank: Option<u8>,
    threads: usize,
    counter: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<Vec<u8>> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the processor has `popcnt` (detected above).
        return unsafe { search_with_popcnt(cells, blank, threads, counter, cancel) };
    }
    search(cells, blank, threads, counter, cancel)
}

/// [`search`] compiled for a processor with `popcnt`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn search_with_popcnt(
    cells: &[u8],
    blank: Option<u8>,
    threads: usize,
    counter: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<Vec<u8>> {
    search(cells, blank, threads, counter, cancel)
}

#[inline(always)]
fn search(
    cells: &[u8],
    blank: Option<u8>,
    threads: usize,
    counter: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<Vec<u8>> {
    let k = cells.len();
    assert!((1..=MAX_TILES).contains(&k), "a pattern has 1 to 8 tiles");
    if CELLS - k <= 8 {
        search_in::<AtomicU8>(cells, blank, threads, counter, cancel)
    } else {
        search_in::<AtomicU16>(cells, blank, threads, counter, cancel)
    }
}

#[inline(always)]
fn search_in<B: Bits>(
    cells: &[u8],
    blank: Option<u8>,
    threads: usize,
    counter: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<Vec<u8>> {
    let k = cells.len();
    let len = placements(k);
    let threads = threads.clamp(1, 64);
    let mut table = vec![UNSEEN; len];
    let visited = B::zeroed(len);
    let open = B::zeroed(len);
    let parity = Parity::of(cells);
    let occ0: u16 = cells.iter().fold(0, |m, &c| m | 1 << c);
    let start = match blank {
        Some(b) => {
            assert!(occ0 & 1 << b == 0, "the blank's cell is not a pattern cell");
            flood(1 << b, !occ0)
        }
        None => !occ0,
    };
    let free0 = free_cells(occ0 as u32);
    open[rank(cells)].set(compress(start as u32, free0));
    let nb = neighbours();
    let chunk = len.div_ceil(threads);
    let mut depth: u8 = 0;
    loop {
        let (open, vis) = (&open, &visited);
        let parity = parity.at(depth);
        let results: Vec<(bool, bool)> = std::thread::scope(|s| {
            let handles: Vec<_> = table
                .chunks_mut(chunk)
                .enumerate()
                .map(|(t, part)| {
                    let nb = &nb;
                    s.spawn(move || {
                        level(
                            part,
                            t * chunk,
                            k,
                            (depth, parity),
                            (open, vis),
                            nb,
                            counter,
                            cancel,
                        )
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a compact build thread panicked"))
                .collect()
        });
        if results.iter().any(|r| r.1) {
            return None;
        }
        if !results.iter().any(|r| r.0) {
            break;
        }
        depth += 1;
    }
    Some(table)
}

/// The parity of a placement's cells on the chequerboard (the number of
/// its tiles on cells whose row and column add up to an odd number, mod
/// 2). A move changes it, so the placements a level expands are those of
/// the goal placement's parity for even depths and of the other for odd
/// ones.
#[derive(Clone, Copy)]
struct Parity(u32);

impl Parity {
    #[inline(always)]
    fn of(cells: &[u8]) -> Parity {
        let odd = |c: u8| (c as usize / SIDE + c as usize % SIDE) as u32 & 1;
        Parity(cells.iter().fold(0, |p, &c| p ^ odd(c)))
    }

    /// The parity of the placements `depth` moves from the goal.
    fn at(self, depth: u8) -> Parity {
        Parity(self.0 ^ (depth as u32 & 1))
    }
}

/// One level of the search over the ranks `base..base + part.len()`:
/// (whether any state was expanded, whether `cancel` was seen). The bit
/// sets hold [`compress`]ed cells. Only the placements of the level's
/// `parity` are expanded; their successors, of the other parity, are
/// added to the same open set for the next level.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn level<B: Bits>(
    part: &mut [u8],
    base: usize,
    k: usize,
    (depth, parity): (u8, Parity),
    (open, visited): (&[B], &[B]),
    nb: &[([u8; 4], usize); CELLS],
    counter: &AtomicU64,
    cancel: &AtomicBool,
) -> (bool, bool) {
    let mut any = false;
    let mut found: u64 = 0;
    let mut pos = [0u8; MAX_TILES];
    for (off, value) in part.iter_mut().enumerate() {
        let idx = base + off;
        if off & 0xFFFF == 0 {
            if cancel.load(Ordering::Relaxed) {
                return (any, true);
            }
            counter.fetch_add(found, Ordering::Relaxed);
            found = 0;
        }
        let reached = open[idx].get();
        if reached == 0 {
            continue;
        }
        unrank(idx, k, &mut pos);
        if Parity::of(&pos[..k]).0 != parity.0 {
            // Reached for the next level (this level's moves reach only
            // placements of the other parity, and leave this one's alone).
            continue;
        }
        open[idx].set(0);
        let seen = visited[idx].get();
        if reached & !seen == 0 {
            continue;
        }
        any = true;
        if *value == UNSEEN {
            *value = depth;
            found += 1;
        }
        let occ: u32 = pos[..k].iter().fold(0, |m, &c| m | 1 << c);
        let free = free_cells(occ);
        let mut fresh = expand(reached & !seen, free);
        let mut seen = expand(seen, free);
        while fresh != 0 {
            let region = flood((fresh & fresh.wrapping_neg()) as u16, !(occ as u16)) as u32;
            seen |= region;
            fresh &= !region;
            moves_into(&mut pos[..k], region, nb, |moved, from, to| {
                let n = rank(moved);
                // The blank is now on `from`, the tile on `to`.
                let free_n = free & !(1 << to) | 1 << from;
                let bit = 1u32 << (free_n & ((1u32 << from) - 1)).count_ones();
                if visited[n].get() & bit == 0 && open[n].get() & bit == 0 {
                    open[n].or(bit);
                }
            });
        }
        visited[idx].set(compress(seen, free));
    }
    counter.fetch_add(found, Ordering::Relaxed);
    (any, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::pdb::{Pattern, build};

    #[test]
    fn rank_and_unrank_are_inverse() {
        let mut out = [0u8; MAX_TILES];
        for k in 1..=3 {
            for r in 0..placements(k) {
                unrank(r, k, &mut out);
                assert_eq!(rank(&out[..k]), r);
            }
        }
        // Some of eight tiles, the last, and their packed ranks.
        let mut rng = 12345u64;
        for _ in 0..20_000 {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let r = (rng >> 20) as usize % placements(8);
            unrank(r, 8, &mut out);
            let mut sorted = out;
            sorted.sort_unstable();
            assert!(sorted.windows(2).all(|w| w[0] < w[1]), "distinct cells");
            assert_eq!(rank(&out), r);
            let packed = out
                .iter()
                .enumerate()
                .fold(0u32, |p, (i, &c)| p | (c as u32) << (4 * i));
            assert_eq!(rank_packed::<8>(packed), r);
            assert_eq!(rank_packed::<7>(packed), rank(&out[..7]));
            assert_eq!(rank_packed_n(packed, 5), rank(&out[..5]));
        }
        unrank(placements(8) - 1, 8, &mut out);
        assert_eq!(out, [15, 14, 13, 12, 11, 10, 9, 8]);
    }

    /// The compact builder gives the sparse builder's value for every
    /// placement of small patterns (two to four tiles, several goals and
    /// blank cells, one and two threads).
    #[test]
    fn compact_tables_equal_sparse_tables() {
        let (n, stop) = (AtomicU64::new(0), AtomicBool::new(false));
        let goals = [
            Board::blank_first(4, 4).unwrap(),
            Board::blank_last(4, 4).unwrap(),
        ];
        let patterns: [&[u8]; 6] = [
            &[1, 2],
            &[5, 10, 15],
            &[4, 8, 12],
            &[1, 2, 3, 7],
            &[6, 9, 11, 14],
            &[0, 3, 12, 13],
        ];
        let mut compared = 0usize;
        for goal in &goals {
            let blank = goal.tiles().iter().position(|&t| t == 0).unwrap() as u8;
            for cells in patterns {
                if cells.contains(&blank) {
                    continue;
                }
                let pattern = Pattern::new(goal, cells.to_vec());
                let sparse = build(goal, &pattern, &n);
                for threads in [1, 2] {
                    let compact =
                        build_table(cells, Some(blank), threads, &n, &stop).expect("not cancelled");
                    assert_eq!(compact.len(), placements(cells.len()));
                    let mut out = [0u8; MAX_TILES];
                    for (r, &v) in compact.iter().enumerate() {
                        unrank(r, cells.len(), &mut out);
                        let idx: usize = out[..cells.len()]
                            .iter()
                            .enumerate()
                            .map(|(s, &c)| (c as usize) << (4 * s))
                            .sum();
                        assert_eq!(v, sparse.get(idx), "pattern {cells:?}, cells {out:?}");
                        assert_ne!(v, UNSEEN);
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 100_000);
    }

    /// The build keeps one open set for two levels because every move of
    /// a pattern tile changes the placement's parity: checked on every
    /// move of every placement of three tiles.
    #[test]
    fn every_move_changes_the_parity_of_the_placement() {
        let nb = neighbours();
        let (k, mut pos) = (3, [0u8; MAX_TILES]);
        let mut moves = 0;
        for r in 0..placements(k) {
            unrank(r, k, &mut pos);
            let before = Parity::of(&pos[..k]).0;
            let occ: u32 = pos[..k].iter().fold(0, |m, &c| m | 1 << c);
            moves_into(&mut pos[..k], free_cells(occ), &nb, |moved, _, _| {
                assert_ne!(Parity::of(moved).0, before, "{moved:?}");
                moves += 1;
            });
        }
        assert!(moves > placements(k), "{moves} moves");
        assert_eq!(Parity::of(&[0, 1]).at(0).0, 1);
        assert_eq!(Parity::of(&[0, 1]).at(3).0, 0);
    }

    /// A placement of eight tiles leaves eight free cells, so its sets fit
    /// a byte: [`compress`] and [`expand`] are inverse on the free cells,
    /// and a successor's bit is the free cell's place in cell order.
    #[test]
    fn an_eight_tile_placements_sets_fit_a_byte() {
        let mut out = [0u8; MAX_TILES];
        let mut rng = 2026u64;
        for _ in 0..20_000 {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let r = (rng >> 20) as usize % placements(8);
            unrank(r, 8, &mut out);
            let occ: u32 = out.iter().fold(0, |m, &c| m | 1 << c);
            let free = free_cells(occ);
            let cells = (rng >> 4) as u32 & free;
            let bits = compress(cells, free);
            assert!(bits < 256);
            assert_eq!(expand(bits, free), cells);
            let byte = <AtomicU8 as Bits>::zeroed(1);
            byte[0].or(bits);
            assert_eq!(byte[0].get(), bits);
            for c in 0..CELLS as u32 {
                if free & 1 << c != 0 {
                    let place = (free & ((1 << c) - 1)).count_ones();
                    assert_eq!(compress(1 << c, free), 1 << place);
                }
            }
        }
    }

    #[test]
    fn a_cancelled_build_gives_nothing() {
        let (n, stop) = (AtomicU64::new(0), AtomicBool::new(true));
        assert!(build_table(&[1, 2, 3], None, 2, &n, &stop).is_none());
    }

    /// With the goal blank's region as the only goal, a value is at least
    /// the any-region one: equal where the goal placement leaves the free
    /// cells in one region, larger somewhere where it cuts the blank's cell
    /// off (tiles 1 and 4 around cell 0).
    #[test]
    fn the_blank_region_goal_raises_values_only_where_the_goal_cuts_the_board() {
        let (n, stop) = (AtomicU64::new(0), AtomicBool::new(false));
        for (cells, cut) in [
            (&[1u8, 4, 6][..], true),
            (&[12, 13, 14, 15][..], false),
            (&[1, 2, 3, 4, 5][..], true),
        ] {
            let any = build_table(cells, None, 1, &n, &stop).unwrap();
            let at0 = build_table(cells, Some(0), 2, &n, &stop).unwrap();
            assert!(
                any.iter().zip(&at0).all(|(a, b)| a <= b && *b != UNSEEN),
                "{cells:?}"
            );
            assert_eq!(any != at0, cut, "{cells:?}");
            assert_eq!(at0[rank(cells)], 0);
        }
    }
}
