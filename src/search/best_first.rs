//! Best-first search on a priority f: ordered search (f = g + misplaced
//! tiles, seed 004), greedy search (f = h) and A* (f = g + h).
//!
//! Tie-breaking is explicit and deterministic: the open list is ordered by
//! (f, then h when `--ties low-h`, then generation number), so among equal
//! f the node believed closer to the goal comes first (low-h) and then the
//! node generated first (FIFO, a stable sort as in seed 004's code).
//!
//! Graph search keeps one node per state (a hash map from the packed state
//! to its node). A state reached again by a path that is not shorter is a
//! duplicate and is thrown away; reached by a shorter path, the node is
//! updated and queued again (a closed node is *reopened*; with a consistent
//! heuristic such as misplaced, Manhattan or linear conflict that never
//! happens). Queue entries left behind by such an update are skipped when
//! they come up (they are not counted as selected).

use super::packed::{BuildKeyHasher, Key, KeyMap};
use super::{
    Algorithm, Control, Event, GoalTest, NodeEvent, Observer, Reached, Run, Side, Stop, TieBreak,
    code_dir, dir_code,
};
use crate::board::Dir;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

const ROOT: u8 = 4;

struct Node<K> {
    key: K,
    id: u64,
    parent: u32,
    g: u32,
    h: u32,
    blank: u8,
    mv: u8,
    closed: bool,
}

type Found = (Option<Vec<Dir>>, Stop, Reached);

/// A queue entry: (f, tie, generation id, node index, g when queued).
type QueueEntry = Reverse<(u32, u32, u64, u32, u32)>;

pub(super) fn search<K: Key, O: Observer>(cx: &mut Run<O>) -> Found {
    let start: K = cx.start_key();
    let goal: K = cx.goal_key();
    let n = cx.cells;
    let graph = !cx.options.tree_search;
    let generation = cx.options.goal_test == GoalTest::Generation;
    let no_undo = cx.options.no_undo;
    let greedy = cx.options.algorithm == Algorithm::Greedy;
    let low_h = cx.options.ties == TieBreak::LowH;
    let bounded = !greedy
        && !generation
        && cx
            .options
            .used_heuristic()
            .is_some_and(|h| h.is_proven_admissible());
    let priority = |g: u32, h: u32| if greedy { h } else { g + h };
    let tie = |h: u32| if low_h { h } else { 0 };

    let h0 = cx.h_of(start);
    let mut reached = Reached {
        deepest: 0,
        lower_bound: bounded.then_some(0),
    };
    let root = Event::Generated(NodeEvent {
        id: 0,
        parent: None,
        mv: None,
        g: 0,
        h: Some(h0),
        state: start.wide(),
        side: Side::Forward,
    });
    if let Some(found) = cx.open_root(root, start == goal, reached) {
        return found;
    }
    let mut arena: Vec<Node<K>> = vec![Node {
        key: start,
        id: 0,
        parent: u32::MAX,
        g: 0,
        h: h0,
        blank: start.blank(n) as u8,
        mv: ROOT,
        closed: false,
    }];
    let mut index: KeyMap<K, u32> = KeyMap::with_hasher(BuildKeyHasher);
    if graph {
        index.insert(start, 0);
    }
    let mut open: BinaryHeap<QueueEntry> = BinaryHeap::new();
    open.push(Reverse((priority(0, h0), tie(h0), 0, 0, 0)));
    let mut open_count: usize = 1;
    let mut next_id = 1u64;
    cx.stats.frontier(1, 1);

    let path_to = |arena: &Vec<Node<K>>, mut i: u32| {
        let mut path = Vec::new();
        while arena[i as usize].mv != ROOT {
            path.push(code_dir(arena[i as usize].mv));
            i = arena[i as usize].parent;
        }
        path.reverse();
        path
    };

    while let Some(Reverse((f, _, _, idx, g_queued))) = open.pop() {
        let cur = idx as usize;
        if arena[cur].closed || arena[cur].g != g_queued {
            continue; // stale: expanded already, or a cheaper path came later
        }
        open_count -= 1;
        cx.stats.selected += 1;
        if bounded {
            reached.lower_bound = reached.lower_bound.max(Some(f));
        }
        let (key, id, g, h, blank, last) = {
            let nd = &arena[cur];
            (nd.key, nd.id, nd.g, nd.h, nd.blank as usize, nd.mv)
        };
        if !generation && key == goal {
            cx.emit(Event::Goal { id });
            cx.stats.finish(open_count, arena.len());
            return (Some(path_to(&arena, idx)), Stop::Solved, reached);
        }
        if let Some(stop) = cx.over_limit() {
            cx.stats.selected -= 1;
            cx.stats.finish(open_count + 1, arena.len());
            return (None, stop, reached);
        }
        arena[cur].closed = true;
        cx.stats.expanded += 1;
        let order = cx.stats.expanded;
        if cx.emit(Event::Expanded { id, order }) == Control::Break {
            cx.stats.finish(open_count, arena.len());
            return (None, Stop::Stopped, reached);
        }
        let undo = (last != ROOT).then(|| code_dir(last).opposite());
        for k in 0..cx.moves[blank].len() {
            let (d, t) = cx.moves[blank][k];
            if no_undo && Some(d) == undo {
                continue;
            }
            let tile = key.get(t);
            let child = key.slide(blank, t, tile);
            let cg = g + 1;
            let ch = cx.h_after(h, child, tile, t, blank);
            cx.stats.generated += 1;
            let cid = next_id;
            next_id += 1;
            reached.deepest = reached.deepest.max(cg);
            match cx.emit(Event::Generated(NodeEvent {
                id: cid,
                parent: Some(id),
                mv: Some(d),
                g: cg,
                h: Some(ch),
                state: child.wide(),
                side: Side::Forward,
            })) {
                Control::Break => {
                    cx.stats.finish(open_count, arena.len());
                    return (None, Stop::Stopped, reached);
                }
                Control::Prune => continue,
                Control::Continue => {}
            }
            let fresh = Node {
                key: child,
                id: cid,
                parent: idx,
                g: cg,
                h: ch,
                blank: t as u8,
                mv: dir_code(d),
                closed: false,
            };
            let slot = if graph {
                match index.get(&child) {
                    Some(&old) => {
                        let nd = &mut arena[old as usize];
                        if nd.g <= cg {
                            cx.stats.duplicates += 1;
                            cx.emit(Event::Duplicate { id: cid });
                            continue;
                        }
                        // A shorter path to a stored state.
                        if nd.closed {
                            nd.closed = false;
                            cx.stats.reopened += 1;
                        } else {
                            open_count -= 1; // its old entry goes stale
                        }
                        nd.g = cg;
                        nd.parent = idx;
                        nd.mv = dir_code(d);
                        nd.id = cid;
                        old
                    }
                    None => {
                        let at = arena.len() as u32;
                        index.insert(child, at);
                        arena.push(fresh);
                        at
                    }
                }
            } else {
                arena.push(fresh);
                (arena.len() - 1) as u32
            };
            if generation && child == goal {
                cx.emit(Event::Goal { id: cid });
                cx.stats.finish(open_count, arena.len());
                return (Some(path_to(&arena, slot)), Stop::Solved, reached);
            }
            open.push(Reverse((priority(cg, ch), tie(ch), cid, slot, cg)));
            open_count += 1;
        }
        cx.stats.frontier(open_count, arena.len());
    }
    cx.stats.finish(0, arena.len());
    (None, Stop::Exhausted, reached)
}
