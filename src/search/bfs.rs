//! Breadth-first search, as graph search (a closed set: every state is
//! stored once) or, with `--tree-search`, as tree search (seed 004's code:
//! no closed set, a state reached twice is searched twice). `--no-undo`
//! forbids the move that undoes the previous one; `--goal-test` picks when
//! the goal is tested.
//!
//! Graph search stores a state as its packed key plus the move that reached
//! it (one hash-table slot of 16 bytes for boards of up to 16 cells); the
//! path is rebuilt by walking those moves back from the goal.

use super::packed::{BuildKeyHasher, Key, KeyMap};
use super::{
    Control, Event, GoalTest, NodeEvent, Observer, Reached, Run, Side, Stop, code_dir, dir_code,
};
use crate::board::{Board, Dir};
use std::collections::VecDeque;
use std::collections::hash_map::Entry;

/// The root has no move.
const ROOT: u8 = 4;

type Found = (Option<Vec<Dir>>, Stop, Reached);

pub(super) fn search<K: Key, O: Observer>(cx: &mut Run<O>) -> Found {
    if cx.options.tree_search {
        tree::<K, O>(cx)
    } else if cx.cells <= Dense::MAX_CELLS {
        let mut seen = Dense::new(cx.cells);
        graph::<K, O, Dense>(cx, &mut seen)
    } else {
        let reserve = reserve_for(cx, cx.max_nodes());
        let mut seen: KeyMap<K, u8> = KeyMap::with_capacity_and_hasher(reserve, BuildKeyHasher);
        graph::<K, O, KeyMap<K, u8>>(cx, &mut seen)
    }
}

/// The closed set of graph BFS: each stored state with the move that
/// reached it.
pub(crate) trait Seen<K> {
    /// Store `key` with `code` unless it is stored already; true if new.
    fn insert_new(&mut self, key: K, code: u8) -> bool;
    /// The code stored for `key` (which must be stored).
    fn code(&self, key: K) -> u8;
    fn len(&self) -> usize;
}

impl<K: Key> Seen<K> for KeyMap<K, u8> {
    #[inline]
    fn insert_new(&mut self, key: K, code: u8) -> bool {
        match self.entry(key) {
            Entry::Occupied(_) => false,
            Entry::Vacant(v) => {
                v.insert(code);
                true
            }
        }
    }

    fn code(&self, key: K) -> u8 {
        self[&key]
    }

    fn len(&self) -> usize {
        KeyMap::len(self)
    }
}

/// A closed set for small boards (at most 11 cells): one byte per
/// arrangement, indexed by the permutation's rank (its Lehmer code), so
/// the 3x3 space takes 362,880 bytes, 2 bytes per reachable state, and a
/// lookup is a few shifts and popcounts instead of a hash probe.
pub(crate) struct Dense {
    codes: Vec<u8>,
    /// `fact[k]` = k!.
    fact: [usize; 12],
    /// `ones[m]` = number of set bits of `m` (a table: the portable
    /// popcount is several times slower than one L1 load).
    ones: Vec<u8>,
    n: usize,
    len: usize,
}

impl Dense {
    pub(crate) const MAX_CELLS: usize = 11;

    pub(crate) fn new(n: usize) -> Dense {
        let mut fact = [1usize; 12];
        for k in 1..12 {
            fact[k] = fact[k - 1] * k;
        }
        Dense {
            codes: vec![0; fact[n]],
            fact,
            ones: (0..1u32 << n).map(|m| m.count_ones() as u8).collect(),
            n,
            len: 0,
        }
    }

    /// The rank of the arrangement among all n! (lexicographic order).
    #[inline]
    fn rank<K: Key>(&self, key: K) -> usize {
        let mut unused: usize = (1 << self.n) - 1;
        let mut rank = 0;
        for i in 0..self.n - 1 {
            let t = key.get(i) as usize;
            let smaller = self.ones[unused & ((1 << t) - 1)] as usize;
            rank += smaller * self.fact[self.n - 1 - i];
            unused &= !(1 << t);
        }
        rank
    }
}

impl<K: Key> Seen<K> for Dense {
    #[inline]
    fn insert_new(&mut self, key: K, code: u8) -> bool {
        let r = self.rank(key);
        if self.codes[r] != 0 {
            return false;
        }
        self.codes[r] = code + 1;
        self.len += 1;
        true
    }

    fn code(&self, key: K) -> u8 {
        self.codes[self.rank(key)] - 1
    }

    fn len(&self) -> usize {
        self.len
    }
}

/// One frontier entry.
#[derive(Clone, Copy)]
struct Entry_<K> {
    key: K,
    id: u64,
    depth: u32,
    blank: u8,
    /// The move that reached this node (`ROOT` for the root).
    last: u8,
}

fn root_event<K: Key>(key: K) -> Event {
    Event::Generated(NodeEvent {
        id: 0,
        parent: None,
        mv: None,
        g: 0,
        h: None,
        state: key.wide(),
        side: Side::Forward,
    })
}

/// How many reachable states a board has: n!/2 (half the arrangements),
/// or None when that is larger than `cap`. Thin boards reach only the
/// blank's positions.
pub(crate) fn reachable_states(width: usize, height: usize, cap: u64) -> Option<u64> {
    let n = (width * height) as u64;
    if width == 1 || height == 1 {
        return Some(n);
    }
    let mut f: u64 = 1;
    for k in 3..=n {
        f = f.checked_mul(k)?;
        if f > cap {
            return None;
        }
    }
    Some(f)
}

fn reserve_for<O>(cx: &Run<O>, max_nodes: u64) -> usize {
    let h = cx.cells / cx.width;
    let cap = 1u64 << 20;
    reachable_states(cx.width, h, cap)
        .unwrap_or(cap)
        .min(max_nodes.saturating_add(1))
        .min(cap) as usize
}

fn graph<K: Key, O: Observer, S: Seen<K>>(cx: &mut Run<O>, seen: &mut S) -> Found {
    let start: K = cx.start_key();
    let goal: K = cx.goal_key();
    let n = cx.cells;
    let generation = cx.options.goal_test == GoalTest::Generation;
    let no_undo = cx.options.no_undo;
    let mut reached = Reached {
        deepest: 0,
        lower_bound: Some(0),
    };
    if let Some(found) = cx.open_root(root_event(start), start == goal, reached) {
        return found;
    }
    seen.insert_new(start, ROOT);
    let mut queue: VecDeque<Entry_<K>> = VecDeque::new();
    queue.push_back(Entry_ {
        key: start,
        id: 0,
        depth: 0,
        blank: start.blank(n) as u8,
        last: ROOT,
    });
    let mut next_id = 1u64;
    cx.stats.frontier(1, 1);
    while let Some(e) = queue.pop_front() {
        cx.stats.selected += 1;
        reached.lower_bound = Some(if generation { e.depth + 1 } else { e.depth });
        if !generation && e.key == goal {
            cx.emit(Event::Goal { id: e.id });
            cx.stats.finish(queue.len(), seen.len());
            return (
                Some(walk_back(seen, goal, n, cx.width)),
                Stop::Solved,
                reached,
            );
        }
        if let Some(stop) = cx.over_limit() {
            cx.stats.selected -= 1;
            queue.push_front(e);
            cx.stats.finish(queue.len(), seen.len());
            return (None, stop, reached);
        }
        cx.stats.expanded += 1;
        let order = cx.stats.expanded;
        if cx.emit(Event::Expanded { id: e.id, order }) == Control::Break {
            cx.stats.finish(queue.len(), seen.len());
            return (None, Stop::Stopped, reached);
        }
        let blank = e.blank as usize;
        let undo = (e.last != ROOT).then(|| code_dir(e.last).opposite());
        for k in 0..cx.moves[blank].len() {
            let (d, t) = cx.moves[blank][k];
            if no_undo && Some(d) == undo {
                continue;
            }
            let tile = e.key.get(t);
            let child = e.key.slide(blank, t, tile);
            cx.stats.generated += 1;
            let id = next_id;
            next_id += 1;
            let depth = e.depth + 1;
            reached.deepest = reached.deepest.max(depth);
            let ev = NodeEvent {
                id,
                parent: Some(e.id),
                mv: Some(d),
                g: depth,
                h: None,
                state: child.wide(),
                side: Side::Forward,
            };
            match cx.emit(Event::Generated(ev)) {
                Control::Break => {
                    cx.stats.finish(queue.len(), seen.len());
                    return (None, Stop::Stopped, reached);
                }
                Control::Prune => continue,
                Control::Continue => {}
            }
            if !seen.insert_new(child, dir_code(d)) {
                cx.stats.duplicates += 1;
                cx.emit(Event::Duplicate { id });
                continue;
            }
            if generation && child == goal {
                cx.emit(Event::Goal { id });
                cx.stats.finish(queue.len(), seen.len());
                return (
                    Some(walk_back(seen, goal, n, cx.width)),
                    Stop::Solved,
                    reached,
                );
            }
            queue.push_back(Entry_ {
                key: child,
                id,
                depth,
                blank: t as u8,
                last: dir_code(d),
            });
        }
        cx.stats.frontier(queue.len(), seen.len());
    }
    cx.stats.finish(0, seen.len());
    (None, Stop::Exhausted, reached)
}

/// Rebuild the path to `end` from the stored moves.
fn walk_back<K: Key, S: Seen<K>>(seen: &S, end: K, n: usize, width: usize) -> Vec<Dir> {
    let mut path = Vec::new();
    let mut key = end;
    loop {
        let code = seen.code(key);
        if code == ROOT {
            break;
        }
        let d = code_dir(code);
        path.push(d);
        key = step_back(key, d, n, width);
    }
    path.reverse();
    path
}

/// The parent of `key` when the blank's last move was `d`.
pub(crate) fn step_back<K: Key>(key: K, d: Dir, n: usize, width: usize) -> K {
    let blank = key.blank(n);
    let from = match d {
        Dir::Up => blank + width,
        Dir::Down => blank - width,
        Dir::Left => blank + 1,
        Dir::Right => blank - 1,
    };
    key.slide(blank, from, key.get(from))
}

fn tree<K: Key, O: Observer>(cx: &mut Run<O>) -> Found {
    struct Node<K> {
        key: K,
        parent: u32,
        mv: u8,
    }
    let start: K = cx.start_key();
    let goal: K = cx.goal_key();
    let n = cx.cells;
    let generation = cx.options.goal_test == GoalTest::Generation;
    let no_undo = cx.options.no_undo;
    let mut reached = Reached {
        deepest: 0,
        lower_bound: Some(0),
    };
    if let Some(found) = cx.open_root(root_event(start), start == goal, reached) {
        return found;
    }
    let mut arena: Vec<Node<K>> = vec![Node {
        key: start,
        parent: u32::MAX,
        mv: ROOT,
    }];
    // Frontier entries: (arena index, generation id, depth, blank).
    let mut queue: VecDeque<(u32, u64, u32, u8)> = VecDeque::new();
    queue.push_back((0, 0, 0, start.blank(n) as u8));
    let path_to = |arena: &Vec<Node<K>>, mut i: u32| {
        let mut path = Vec::new();
        while arena[i as usize].mv != ROOT {
            path.push(code_dir(arena[i as usize].mv));
            i = arena[i as usize].parent;
        }
        path.reverse();
        path
    };
    let mut next_id = 1u64;
    cx.stats.frontier(1, 1);
    while let Some((idx, id, depth, blank)) = queue.pop_front() {
        cx.stats.selected += 1;
        reached.lower_bound = Some(if generation { depth + 1 } else { depth });
        let key = arena[idx as usize].key;
        if !generation && key == goal {
            cx.emit(Event::Goal { id });
            cx.stats.finish(queue.len(), arena.len());
            return (Some(path_to(&arena, idx)), Stop::Solved, reached);
        }
        if let Some(stop) = cx.over_limit() {
            cx.stats.selected -= 1;
            queue.push_front((idx, id, depth, blank));
            cx.stats.finish(queue.len(), arena.len());
            return (None, stop, reached);
        }
        cx.stats.expanded += 1;
        let order = cx.stats.expanded;
        if cx.emit(Event::Expanded { id, order }) == Control::Break {
            cx.stats.finish(queue.len(), arena.len());
            return (None, Stop::Stopped, reached);
        }
        let last = arena[idx as usize].mv;
        let undo = (last != ROOT).then(|| code_dir(last).opposite());
        let blank = blank as usize;
        for k in 0..cx.moves[blank].len() {
            let (d, t) = cx.moves[blank][k];
            if no_undo && Some(d) == undo {
                continue;
            }
            let tile = key.get(t);
            let child = key.slide(blank, t, tile);
            cx.stats.generated += 1;
            let cid = next_id;
            next_id += 1;
            reached.deepest = reached.deepest.max(depth + 1);
            let ev = NodeEvent {
                id: cid,
                parent: Some(id),
                mv: Some(d),
                g: depth + 1,
                h: None,
                state: child.wide(),
                side: Side::Forward,
            };
            match cx.emit(Event::Generated(ev)) {
                Control::Break => {
                    cx.stats.finish(queue.len(), arena.len());
                    return (None, Stop::Stopped, reached);
                }
                Control::Prune => continue,
                Control::Continue => {}
            }
            arena.push(Node {
                key: child,
                parent: idx,
                mv: dir_code(d),
            });
            let cidx = (arena.len() - 1) as u32;
            if generation && child == goal {
                cx.emit(Event::Goal { id: cid });
                cx.stats.finish(queue.len(), arena.len());
                return (Some(path_to(&arena, cidx)), Stop::Solved, reached);
            }
            queue.push_back((cidx, cid, depth + 1, t as u8));
        }
        cx.stats.frontier(queue.len(), arena.len());
    }
    cx.stats.finish(0, arena.len());
    (None, Stop::Exhausted, reached)
}

/// The exact distance of every state to a goal, by one BFS from the goal
/// (moves are reversible): the brute-force table the tests compare every
/// optimal algorithm with. Boards of at most 16 cells; `None` when the
/// reachable states exceed `max_states`.
pub struct DistanceTable {
    width: usize,
    cells: usize,
    map: KeyMap<u64, u8>,
}

impl DistanceTable {
    pub fn build(goal: &Board, max_states: u64) -> Option<DistanceTable> {
        let n = goal.cells();
        if n > u64::MAX_CELLS {
            return None;
        }
        let states = reachable_states(goal.width(), goal.height(), max_states)?;
        let w = goal.width();
        let start = u64::from_cells(goal.tiles());
        let mut map: KeyMap<u64, u8> =
            KeyMap::with_capacity_and_hasher(states as usize, BuildKeyHasher);
        map.insert(start, 0);
        let mut layer = vec![(start, goal.blank_index())];
        let mut depth = 0u8;
        while !layer.is_empty() {
            let mut next = Vec::new();
            for &(key, blank) in &layer {
                let (r, c) = (blank / w, blank % w);
                let targets = [
                    (r > 0).then(|| blank.wrapping_sub(w)),
                    (r + 1 < goal.height()).then(|| blank + w),
                    (c > 0).then(|| blank.wrapping_sub(1)),
                    (c + 1 < w).then(|| blank + 1),
                ];
                for t in targets.into_iter().flatten() {
                    let child = key.slide(blank, t, key.get(t));
                    if let Entry::Vacant(v) = map.entry(child) {
                        v.insert(depth + 1);
                        next.push((child, t));
                    }
                }
            }
            if !next.is_empty() {
                depth += 1;
            }
            layer = next;
        }
        Some(DistanceTable {
            width: w,
            cells: n,
            map,
        })
    }

    /// The distance of a board to the goal, or None when unreachable.
    pub fn get(&self, board: &Board) -> Option<u32> {
        if board.cells() != self.cells || board.width() != self.width {
            return None;
        }
        self.map
            .get(&u64::from_cells(board.tiles()))
            .map(|&d| d as u32)
    }

    /// How many states reach the goal.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}
