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

use super::Heuristic;
use super::engine::{Counts, slide};
use crate::board::Dir;
use crate::search::{self, Stop};
use std::collections::VecDeque;

/// Node numbers fit in 29 bits (the move takes 2 and the closed flag 1).
const MAX_STORED: usize = 1 << 29;
const CLOSED: u32 = 1 << 31;
const PARENT: u32 = (1 << 29) - 1;
const CHUNK_BITS: u32 = 16;
const CHUNK: usize = 1 << CHUNK_BITS;

/// A growable array in fixed chunks: no copy and at most one chunk of
/// slack when it grows.
struct Chunked<T: Copy + Default> {
    chunks: Vec<Box<[T]>>,
    len: usize,
}

impl<T: Copy + Default> Chunked<T> {
    fn new() -> Self {
        Chunked {
            chunks: Vec::new(),
            len: 0,
        }
    }

    fn push(&mut self, v: T) {
        if self.len == self.chunks.len() * CHUNK {
            self.chunks
                .push(vec![T::default(); CHUNK].into_boxed_slice());
        }
        self.chunks[self.len >> CHUNK_BITS][self.len & (CHUNK - 1)] = v;
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
        self.chunks.len() * CHUNK * std::mem::size_of::<T>()
            + self.chunks.capacity() * std::mem::size_of::<Box<[T]>>()
    }
}

/// The stored nodes.
struct Nodes {
    keys: Chunked<u64>,
    /// Parent index | move << 29 | closed << 31.
    link: Chunked<u32>,
    g: Chunked<u8>,
}

impl Nodes {
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
fn hash(key: u64) -> usize {
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
    fn find(&self, key: u64, keys: &Chunked<u64>) -> Result<usize, usize> {
        let mut s = hash(key) & self.mask;
        loop {
            let v = self.slots[s];
            if v == 0 {
                return Err(s);
            }
            if keys.get(v as usize - 1) == key {
                return Ok(v as usize - 1);
            }
            s = (s + 1) & self.mask;
        }
    }

    fn insert_at(&mut self, slot: usize, node: usize, keys: &Chunked<u64>) {
        self.slots[slot] = node as u32 + 1;
        self.len += 1;
        if self.len * 4 > self.slots.len() * 3 {
            let mut bigger = vec![0u32; self.slots.len() * 2];
            let mask = bigger.len() - 1;
            for &v in &self.slots {
                if v != 0 {
                    let mut s = hash(keys.get(v as usize - 1)) & mask;
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

pub(super) fn search<H: Heuristic>(
    run: &mut Counts,
    heur: &H,
    memory: &mut Memory,
) -> (Option<Vec<Dir>>, Stop)
where
    H::Acc: Default,
{
    debug_assert!(run.cells <= super::engine::FAST_CELLS);
    let start_tiles = run.start.clone();
    let (_, h0) = heur.init(&start_tiles);
    let start = super::pack(&start_tiles);
    let mut nodes = Nodes {
        keys: Chunked::new(),
        link: Chunked::new(),
        g: Chunked::new(),
    };
    let mut index = Index::new();
    let mut open = Open {
        buckets: Vec::new(),
        min_f: usize::MAX,
        min_h: Vec::new(),
        entries: 0,
    };
    nodes.keys.push(start);
    nodes.link.push(0);
    nodes.g.push(0);
    if let Err(slot) = index.find(start, &nodes.keys) {
        index.insert_at(slot, 0, &nodes.keys);
    }
    open.push(h0, h0, 0);
    let mut open_count: u64 = 1;
    run.frontier(1, 1);
    let cells = run.cells;

    let result = loop {
        let Some((f, h, cur)) = open.pop() else {
            run.finish(0, nodes.keys.len as u64);
            break (None, Stop::Exhausted);
        };
        let g = nodes.g.get(cur) as u32;
        if nodes.closed(cur) || g + h != f {
            continue; // stale: expanded already, or a cheaper path came later
        }
        open_count -= 1;
        run.stats.selected += 1;
        if run.admissible {
            run.reached.lower_bound = run.reached.lower_bound.max(Some(f));
        }
        let key = nodes.keys.get(cur);
        let stored = nodes.keys.len as u64;
        if key == run.goal {
            run.finish(open_count, stored);
            break (Some(path_to(&nodes, cur)), Stop::Solved);
        }
        let full = stored as usize + 4 >= MAX_STORED;
        if (run.stats.generated >= run.next_check || full)
            && let Some(stop) = run.over_limit().or(full.then_some(Stop::NodeLimit))
        {
            run.stats.selected -= 1;
            run.finish(open_count + 1, stored);
            break (None, stop);
        }
        nodes.link.set(cur, nodes.link.get(cur) | CLOSED);
        run.stats.expanded += 1;
        let blank = (0..cells)
            .find(|&i| (key >> (4 * i)) & 15 == 0)
            .unwrap_or(0);
        let n = run.counts[blank] as usize;
        let moves = run.moves[blank];
        let cg = g + 1;
        if cg > run.reached.deepest {
            run.reached.deepest = cg;
        }
        for &(d, t) in &moves[..n] {
            let (child, mv) = slide(key, blank, t as usize);
            let (_, ch) = heur.step(H::Acc::default(), h, mv);
            run.stats.generated += 1;
            let link = cur as u32 | (d as u32) << 29;
            let slot = match index.find(child, &nodes.keys) {
                Ok(old) => {
                    if nodes.g.get(old) as u32 <= cg {
                        run.stats.duplicates += 1;
                        continue;
                    }
                    // A shorter path to a stored state.
                    if nodes.closed(old) {
                        run.stats.reopened += 1;
                    } else {
                        open_count -= 1; // its old entry goes stale
                    }
                    nodes.g.set(old, cg as u8);
                    nodes.link.set(old, link);
                    old
                }
                Err(slot) => {
                    let at = nodes.keys.len;
                    nodes.keys.push(child);
                    nodes.link.push(link);
                    nodes.g.push(cg as u8);
                    index.insert_at(slot, at, &nodes.keys);
                    at
                }
            };
            open.push(cg + ch, ch, slot);
            open_count += 1;
        }
        run.frontier(open_count, nodes.keys.len as u64);
    };
    memory.stored = nodes.keys.len as u64;
    memory.bytes = (nodes.keys.bytes()
        + nodes.link.bytes()
        + nodes.g.bytes()
        + index.slots.capacity() * 4
        + open.bytes()) as u64;
    result
}

fn path_to(nodes: &Nodes, mut i: usize) -> Vec<Dir> {
    let mut path = Vec::new();
    while i != 0 {
        let link = nodes.link.get(i);
        path.push(search::code_dir(((link >> 29) & 3) as u8));
        i = (link & PARENT) as usize;
    }
    path.reverse();
    path
}
