//! A* on packed boards in flat arrays, with the teaching engine's counts
//! (see [`crate::search::best_first`]: ties to the lower h, then to the
//! node generated first; a state reached again by a path that is not
//! shorter is a duplicate; reached by a shorter one it is updated, and
//! reopened if it was closed).
//!
//! Memory per stored node on boards of up to 16 cells: the packed state
//! (8 bytes), its parent index with the move and the closed flag (4), g (1)
//! in chunked arrays that never copy; a hash index of 4-byte node numbers
//! (open addressing, at most 3/4 full); and the open list as 4-byte node
//! numbers in first-in-first-out buckets per (f, h). The h of a node is not
//! stored: its bucket says it.
//!
//! On boards of 17 to 25 cells the state is stored as its rank among the
//! permutations (the Lehmer code in two mixed-radix halves: 85 bits for
//! 25 cells) with g in the 11 bits left of 96 ([`Wide`]): 12 bytes, so a
//! node costs 4 bytes more than on 4x4, not 8.

use super::heuristic::Heuristic;
use super::run::{Counts, slide};
use crate::board::Dir;
use crate::search::packed::Key;
use crate::search::{self, Stop};
use std::collections::VecDeque;

/// Node numbers fit in 29 bits (the move takes 2 and the closed flag 1).
const MAX_STORED: usize = 1 << 29;
const CLOSED: u32 = 1 << 31;
const PARENT: u32 = (1 << 29) - 1;
const CHUNK_BITS: u32 = 16;
const CHUNK: usize = 1 << CHUNK_BITS;

/// A growable array in chunks of [`CHUNK`]: no copy past the first chunk
/// (which grows as a vector does, so a small search holds little) and at
/// most one chunk of slack.
struct Chunked<T: Copy> {
    chunks: Vec<Vec<T>>,
    len: usize,
}

impl<T: Copy> Chunked<T> {
    fn new() -> Self {
        Chunked {
            chunks: Vec::new(),
            len: 0,
        }
    }

    fn push(&mut self, v: T) {
        if self.len == self.chunks.len() * CHUNK {
            let first = self.chunks.is_empty();
            self.chunks
                .push(Vec::with_capacity(if first { 0 } else { CHUNK }));
        }
        self.chunks[self.len >> CHUNK_BITS].push(v);
        self.len += 1;
    }

    #[inline(always)]
    fn get(&self, i: usize) -> T {
        self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }

    #[inline(always)]
    fn set(&mut self, i: usize, v: T) {
        self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)] = v;
    }

    fn bytes(&self) -> usize {
        self.chunks
            .iter()
            .map(|c| c.capacity() * std::mem::size_of::<T>())
            .sum::<usize>()
            + self.chunks.capacity() * std::mem::size_of::<Vec<T>>()
    }
}

/// Where the states and their g are kept, for boards packed as `S`.
pub(super) trait Store<S: Key> {
    /// A state as stored and compared (g not included).
    type Key: Copy + Eq;
    /// The greatest g that can be stored.
    const MAX_G: u32;
    fn new(cells: usize) -> Self;
    fn encode(&self, s: S) -> Self::Key;
    fn hash(k: Self::Key) -> usize;
    fn len(&self) -> usize;
    fn key(&self, i: usize) -> Self::Key;
    fn state(&self, i: usize) -> S;
    fn g(&self, i: usize) -> u32;
    fn set_g(&mut self, i: usize, g: u32);
    fn push(&mut self, k: Self::Key, g: u32);
    fn bytes(&self) -> usize;
}

/// Up to 16 cells: the packed `u64` itself and g in a byte (9 bytes).
pub(super) struct Narrow {
    keys: Chunked<u64>,
    g: Chunked<u8>,
}

impl Store<u64> for Narrow {
    type Key = u64;
    const MAX_G: u32 = u8::MAX as u32;

    fn new(_: usize) -> Narrow {
        Narrow {
            keys: Chunked::new(),
            g: Chunked::new(),
        }
    }

    #[inline(always)]
    fn encode(&self, s: u64) -> u64 {
        s
    }

    #[inline(always)]
    fn hash(key: u64) -> usize {
        mix(key)
    }

    #[inline(always)]
    fn len(&self) -> usize {
        self.keys.len
    }

    #[inline(always)]
    fn key(&self, i: usize) -> u64 {
        self.keys.get(i)
    }

    #[inline(always)]
    fn state(&self, i: usize) -> u64 {
        self.keys.get(i)
    }

    #[inline(always)]
    fn g(&self, i: usize) -> u32 {
        self.g.get(i) as u32
    }

    #[inline(always)]
    fn set_g(&mut self, i: usize, g: u32) {
        self.g.set(i, g as u8);
    }

    fn push(&mut self, k: u64, g: u32) {
        self.keys.push(k);
        self.g.push(g as u8);
    }

    fn bytes(&self) -> usize {
        self.keys.bytes() + self.g.bytes()
    }
}

/// 17 to 25 cells: the rank of the permutation in 85 bits and g in 11,
/// 12 bytes. The rank is the Lehmer code (per cell, how many tiles not yet
/// placed are smaller than its tile) read in mixed radix, the first
/// [`WIDE_SPLIT`] cells in one number (below 25!/13! < 2^52) and the others
/// in a second (below 13! < 2^33).
pub(super) struct Wide {
    keys: Chunked<[u32; 3]>,
    cells: usize,
}

/// Where the rank of [`Wide`] is split.
const WIDE_SPLIT: usize = 12;
/// The bits of the last word of a wide key that hold the rank.
const WIDE_RANK: u32 = (1 << 21) - 1;

impl Wide {
    /// The Lehmer digit of each cell (the last is always 0).
    #[inline(always)]
    fn digits(&self, s: u128) -> (u64, u64) {
        let n = self.cells;
        let (mut a, mut b, mut used) = (0u64, 0u64, 0u32);
        for i in 0..n - 1 {
            let t = s.get(i) as u32;
            let d = t - (used & ((1u32 << t) - 1)).count_ones();
            used |= 1 << t;
            if i < WIDE_SPLIT {
                a = a * (n - i) as u64 + d as u64;
            } else {
                b = b * (n - i) as u64 + d as u64;
            }
        }
        (a, b)
    }
}

impl Store<u128> for Wide {
    type Key = [u32; 3];
    const MAX_G: u32 = (1 << 11) - 1;

    fn new(cells: usize) -> Wide {
        debug_assert!(cells > WIDE_SPLIT && cells <= super::MAX_CELLS);
        Wide {
            keys: Chunked::new(),
            cells,
        }
    }

    #[inline(always)]
    fn encode(&self, s: u128) -> [u32; 3] {
        let (a, b) = self.digits(s);
        [
            a as u32,
            (a >> 32) as u32 | ((b & 0xfff) as u32) << 20,
            (b >> 12) as u32,
        ]
    }

    #[inline(always)]
    fn hash(k: [u32; 3]) -> usize {
        mix((k[0] as u64 | (k[1] as u64) << 32) ^ (k[2] as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    #[inline(always)]
    fn len(&self) -> usize {
        self.keys.len
    }

    #[inline(always)]
    fn key(&self, i: usize) -> [u32; 3] {
        let k = self.keys.get(i);
        [k[0], k[1], k[2] & WIDE_RANK]
    }

    fn state(&self, i: usize) -> u128 {
        let k = self.keys.get(i);
        let n = self.cells;
        let mut a = k[0] as u64 | ((k[1] & 0xf_ffff) as u64) << 32;
        let mut b = (k[1] >> 20) as u64 | ((k[2] & WIDE_RANK) as u64) << 12;
        let mut d = [0u8; super::MAX_CELLS];
        for i in (WIDE_SPLIT..n - 1).rev() {
            let r = (n - i) as u64;
            d[i] = (b % r) as u8;
            b /= r;
        }
        for i in (0..WIDE_SPLIT.min(n - 1)).rev() {
            let r = (n - i) as u64;
            d[i] = (a % r) as u8;
            a /= r;
        }
        let mut free: u32 = (1u32 << n) - 1;
        let mut s = 0u128;
        for (i, &di) in d.iter().enumerate().take(n) {
            let mut m = free;
            for _ in 0..di {
                m &= m - 1;
            }
            let t = m.trailing_zeros();
            free &= !(1u32 << t);
            s |= (t as u128) << (5 * i);
        }
        s
    }

    #[inline(always)]
    fn g(&self, i: usize) -> u32 {
        self.keys.get(i)[2] >> 21
    }

    #[inline(always)]
    fn set_g(&mut self, i: usize, g: u32) {
        let mut k = self.keys.get(i);
        k[2] = (k[2] & WIDE_RANK) | g << 21;
        self.keys.set(i, k);
    }

    fn push(&mut self, k: [u32; 3], g: u32) {
        self.keys.push([k[0], k[1], k[2] | g << 21]);
    }

    fn bytes(&self) -> usize {
        self.keys.bytes()
    }
}

/// The stored nodes.
struct Nodes<St> {
    store: St,
    /// Parent index | move << 29 | closed << 31.
    link: Chunked<u32>,
}

impl<St> Nodes<St> {
    #[inline(always)]
    fn closed(&self, i: usize) -> bool {
        self.link.get(i) & CLOSED != 0
    }
}

/// State → node number, open addressing with linear probing.
struct Index {
    slots: Vec<u32>,
    mask: usize,
    len: usize,
}

#[inline(always)]
fn mix(key: u64) -> usize {
    let mut h = key;
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    (h ^ (h >> 33)) as usize
}

impl Index {
    fn new() -> Index {
        Index {
            slots: vec![0; 1 << 12],
            mask: (1 << 12) - 1,
            len: 0,
        }
    }

    /// The node of a state, or the slot where it goes.
    #[inline(always)]
    fn find<S: Key, St: Store<S>>(&self, key: St::Key, keys: &St) -> Result<usize, usize> {
        let mut s = St::hash(key) & self.mask;
        loop {
            let v = self.slots[s];
            if v == 0 {
                return Err(s);
            }
            if keys.key(v as usize - 1) == key {
                return Ok(v as usize - 1);
            }
            s = (s + 1) & self.mask;
        }
    }

    fn insert_at<S: Key, St: Store<S>>(&mut self, slot: usize, node: usize, keys: &St) {
        self.slots[slot] = node as u32 + 1;
        self.len += 1;
        if self.len * 4 > self.slots.len() * 3 {
            let mut bigger = vec![0u32; self.slots.len() * 2];
            let mask = bigger.len() - 1;
            for &v in &self.slots {
                if v != 0 {
                    let mut s = St::hash(keys.key(v as usize - 1)) & mask;
                    while bigger[s] != 0 {
                        s = (s + 1) & mask;
                    }
                    bigger[s] = v;
                }
            }
            self.slots = bigger;
            self.mask = mask;
        }
    }
}

/// The open list: node numbers in FIFO buckets per f, then per h.
struct Open {
    buckets: Vec<Vec<VecDeque<u32>>>,
    /// No bucket below this f holds an entry.
    min_f: usize,
    /// Per f: no bucket below this h holds an entry.
    min_h: Vec<usize>,
    entries: usize,
}

impl Open {
    fn push(&mut self, f: u32, h: u32, node: usize) {
        let (f, h) = (f as usize, h as usize);
        if self.buckets.len() <= f {
            self.buckets.resize_with(f + 1, Vec::new);
            self.min_h.resize(f + 1, usize::MAX);
        }
        let row = &mut self.buckets[f];
        if row.len() <= h {
            row.resize_with(h + 1, VecDeque::new);
        }
        row[h].push_back(node as u32);
        self.min_h[f] = self.min_h[f].min(h);
        self.min_f = self.min_f.min(f);
        self.entries += 1;
    }

    /// The entry of least f, then least h, then first in: (f, h, node).
    fn pop(&mut self) -> Option<(u32, u32, usize)> {
        if self.entries == 0 {
            return None;
        }
        loop {
            let f = self.min_f;
            let row = &mut self.buckets[f];
            let mut h = self.min_h[f];
            while h < row.len() {
                if let Some(n) = row[h].pop_front() {
                    self.min_h[f] = h;
                    self.entries -= 1;
                    return Some((f as u32, h as u32, n as usize));
                }
                // Give the memory of a drained bucket back.
                row[h] = VecDeque::new();
                h += 1;
            }
            self.min_h[f] = usize::MAX;
            self.min_f += 1;
        }
    }

    fn bytes(&self) -> usize {
        self.buckets
            .iter()
            .map(|row| {
                row.iter().map(|q| q.capacity() * 4).sum::<usize>()
                    + row.capacity() * std::mem::size_of::<VecDeque<u32>>()
            })
            .sum::<usize>()
            + self.min_h.capacity() * 8
    }
}

/// What A* held when it ended.
#[derive(Debug, Clone, Copy, Default)]
pub struct Memory {
    /// Nodes stored (every distinct state reached).
    pub stored: u64,
    /// Bytes of the node arrays, the index and the open list.
    pub bytes: u64,
}

impl Memory {
    pub fn bytes_per_node(&self) -> f64 {
        self.bytes as f64 / self.stored.max(1) as f64
    }
}

pub(super) fn search<S: Key, St: Store<S>, H: Heuristic<S>>(
    run: &mut Counts,
    heur: &H,
    memory: &mut Memory,
) -> (Option<Vec<Dir>>, Stop)
where
    H::Acc: Default,
{
    debug_assert!(run.cells <= super::MAX_CELLS);
    let start_tiles = run.start.clone();
    let (_, h0) = heur.init(&start_tiles);
    let start = S::from_cells(&start_tiles);
    let goal = S::from_cells(&run.goal);
    let mut nodes = Nodes {
        store: St::new(run.cells),
        link: Chunked::new(),
    };
    let mut index = Index::new();
    let mut open = Open {
        buckets: Vec::new(),
        min_f: usize::MAX,
        min_h: Vec::new(),
        entries: 0,
    };
    let start_key = nodes.store.encode(start);
    nodes.store.push(start_key, 0);
    nodes.link.push(0);
    if let Err(slot) = index.find(start_key, &nodes.store) {
        index.insert_at(slot, 0, &nodes.store);
    }
    open.push(h0, h0, 0);
    let mut open_count: u64 = 1;
    run.frontier(1, 1);
    let cells = run.cells;

    let result = loop {
        let Some((f, h, cur)) = open.pop() else {
            run.finish(0, nodes.store.len() as u64);
            break (None, Stop::Exhausted);
        };
        let g = nodes.store.g(cur);
        if nodes.closed(cur) || g + h != f {
            continue; // stale: expanded already, or a cheaper path came later
        }
        open_count -= 1;
        run.stats.selected += 1;
        if run.admissible {
            run.reached.lower_bound = run.reached.lower_bound.max(Some(f));
        }
        let key = nodes.store.state(cur);
        let stored = nodes.store.len() as u64;
        if key == goal {
            run.finish(open_count, stored);
            break (Some(path_to(&nodes, cur)), Stop::Solved);
        }
        // Full: no node number left, or a child's g past what is stored
        // (a bound no search within the node budgets comes near).
        let full = stored as usize + 4 >= MAX_STORED || g + 1 > St::MAX_G;
        if (run.stats.generated >= run.next_check || full)
            && let Some(stop) = run.over_limit().or(full.then_some(Stop::NodeLimit))
        {
            run.stats.selected -= 1;
            run.finish(open_count + 1, stored);
            break (None, stop);
        }
        nodes.link.set(cur, nodes.link.get(cur) | CLOSED);
        run.stats.expanded += 1;
        let blank = (0..cells).find(|&i| key.get(i) == 0).unwrap_or(0);
        let n = run.moves.counts[blank] as usize;
        let moves = run.moves.moves[blank];
        let cg = g + 1;
        if cg > run.reached.deepest {
            run.reached.deepest = cg;
        }
        for &(d, t) in &moves[..n] {
            let (child, mv) = slide(key, blank, t as usize);
            let (_, ch) = heur.step(H::Acc::default(), h, mv);
            run.stats.generated += 1;
            let link = cur as u32 | (d as u32) << 29;
            let child_key = nodes.store.encode(child);
            let slot = match index.find(child_key, &nodes.store) {
                Ok(old) => {
                    if nodes.store.g(old) <= cg {
                        run.stats.duplicates += 1;
                        continue;
                    }
                    // A shorter path to a stored state.
                    if nodes.closed(old) {
                        run.stats.reopened += 1;
                    } else {
                        open_count -= 1; // its old entry goes stale
                    }
                    nodes.store.set_g(old, cg);
                    nodes.link.set(old, link);
                    old
                }
                Err(slot) => {
                    let at = nodes.store.len();
                    nodes.store.push(child_key, cg);
                    nodes.link.push(link);
                    index.insert_at(slot, at, &nodes.store);
                    at
                }
            };
            open.push(cg + ch, ch, slot);
            open_count += 1;
        }
        run.frontier(open_count, nodes.store.len() as u64);
    };
    memory.stored = nodes.store.len() as u64;
    memory.bytes =
        (nodes.store.bytes() + nodes.link.bytes() + index.slots.capacity() * 4 + open.bytes())
            as u64;
    result
}

fn path_to<St>(nodes: &Nodes<St>, mut i: usize) -> Vec<Dir> {
    let mut path = Vec::new();
    while i != 0 {
        let link = nodes.link.get(i);
        path.push(search::code_dir(((link >> 29) & 3) as u8));
        i = (link & PARENT) as usize;
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Goal};

    #[test]
    fn wide_keys_give_back_the_board_and_g() {
        let mut rng = crate::rng::Rng::new(5);
        for (w, h) in [
            (5, 5),
            (4, 5),
            (5, 4),
            (3, 7),
            (2, 12),
            (3, 6),
            (2, 9),
            (6, 4),
        ] {
            let goal = Goal::new(Board::blank_first(w, h).unwrap());
            let mut store = Wide::new(w * h);
            let mut seen = Vec::new();
            for i in 0..300 {
                // Random permutations, solvable or not: the rank does not care.
                let mut tiles: Vec<u8> = goal.board().tiles().to_vec();
                for j in (1..tiles.len()).rev() {
                    tiles.swap(j, rng.below(j as u64 + 1) as usize);
                }
                let s = u128::from_cells(&tiles);
                let k = store.encode(s);
                let g = (i * 7) as u32 % (Wide::MAX_G + 1);
                store.push(k, g);
                seen.push((s, k, g));
            }
            store.set_g(3, Wide::MAX_G);
            seen[3].2 = Wide::MAX_G;
            for (i, &(s, k, g)) in seen.iter().enumerate() {
                assert_eq!(store.state(i), s, "{w}x{h} #{i}");
                assert_eq!(store.key(i), k, "{w}x{h} #{i}");
                assert_eq!(store.g(i), g, "{w}x{h} #{i}");
            }
        }
        // The largest ranks fit: the board in reverse order.
        let tiles: Vec<u8> = (0..25).rev().collect();
        let s = u128::from_cells(&tiles);
        let mut store = Wide::new(25);
        store.push(store.encode(s), Wide::MAX_G);
        assert_eq!((store.state(0), store.g(0)), (s, Wide::MAX_G));
    }
}
