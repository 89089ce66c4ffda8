//! Bidirectional breadth-first search (seed 002): one BFS from the start,
//! one from the goal (moves are reversible), each expanding a whole layer
//! at a time, always the side with the smaller layer (the forward side on
//! a tie). When a generated state is already stored by the other side the
//! searches have met; the layer is finished and the shortest of the
//! meetings found in it is kept, which makes the answer a shortest path:
//! any shorter path would cross this layer at a state the other side
//! already stores, and would have been met in the same layer.

use super::bfs::step_back;
use super::packed::{BuildKeyHasher, Key, KeyMap};
use super::{Control, Event, NodeEvent, Observer, Reached, Run, Side, Stop, code_dir, dir_code};
use crate::board::Dir;
use std::collections::hash_map::Entry;

const ROOT: u8 = 4;

#[derive(Clone, Copy)]
struct Info {
    id: u64,
    depth: u32,
    mv: u8,
}

struct Half<K> {
    side: Side,
    map: KeyMap<K, Info>,
    layer: Vec<(K, u8, u64)>,
    depth: u32,
}

type Found = (Option<Vec<Dir>>, Stop, Reached);

pub(super) fn search<K: Key, O: Observer>(cx: &mut Run<O>) -> Found {
    let start: K = cx.start_key();
    let goal: K = cx.goal_key();
    let n = cx.cells;
    let no_undo = cx.options.no_undo;
    let mut reached = Reached {
        deepest: 0,
        lower_bound: Some(0),
    };
    let mut halves = [
        Half {
            side: Side::Forward,
            map: KeyMap::with_hasher(BuildKeyHasher),
            layer: vec![(start, start.blank(n) as u8, 0)],
            depth: 0,
        },
        Half {
            side: Side::Backward,
            map: KeyMap::with_hasher(BuildKeyHasher),
            layer: vec![(goal, goal.blank(n) as u8, 1)],
            depth: 0,
        },
    ];
    for (i, key) in [(0u64, start), (1, goal)] {
        let ev = NodeEvent {
            id: i,
            parent: None,
            mv: None,
            g: 0,
            h: None,
            state: key.wide(),
            side: if i == 0 {
                Side::Forward
            } else {
                Side::Backward
            },
        };
        if cx.emit(Event::Generated(ev)) == Control::Break {
            return (None, Stop::Stopped, reached);
        }
        halves[i as usize].map.insert(
            key,
            Info {
                id: i,
                depth: 0,
                mv: ROOT,
            },
        );
    }
    if start == goal {
        cx.stats.selected = 1;
        cx.emit(Event::Goal { id: 0 });
        cx.stats.finish(0, 1);
        return (Some(Vec::new()), Stop::Solved, reached);
    }
    let mut next_id = 2u64;
    let stored = |h: &[Half<K>; 2]| h[0].map.len() + h[1].map.len();
    cx.stats.frontier(2, 2);
    loop {
        if halves[0].layer.is_empty() || halves[1].layer.is_empty() {
            cx.stats.finish(0, stored(&halves));
            return (None, Stop::Exhausted, reached);
        }
        let s = if halves[1].layer.len() < halves[0].layer.len() {
            1
        } else {
            0
        };
        let o = 1 - s;
        let layer = std::mem::take(&mut halves[s].layer);
        let depth = halves[s].depth;
        let side = halves[s].side;
        let mut next: Vec<(K, u8, u64)> = Vec::new();
        // The best meeting in this layer: (length, state, id on this side).
        let mut best: Option<(u32, K, u64)> = None;
        for (pos, &(key, blank, id)) in layer.iter().enumerate() {
            cx.stats.selected += 1;
            if let Some(stop) = cx.over_limit() {
                cx.stats.selected -= 1;
                let frontier = layer.len() - pos + next.len() + halves[o].layer.len();
                cx.stats.finish(frontier, stored(&halves));
                return (None, stop, reached);
            }
            cx.stats.expanded += 1;
            let order = cx.stats.expanded;
            if cx.emit(Event::Expanded { id, order }) == Control::Break {
                cx.stats.finish(next.len(), stored(&halves));
                return (None, Stop::Stopped, reached);
            }
            let blank = blank as usize;
            let last = halves[s].map[&key].mv;
            let undo = (last != ROOT).then(|| code_dir(last).opposite());
            for k in 0..cx.moves[blank].len() {
                let (d, t) = cx.moves[blank][k];
                if no_undo && Some(d) == undo {
                    continue;
                }
                let child = key.slide(blank, t, key.get(t));
                cx.stats.generated += 1;
                let cid = next_id;
                next_id += 1;
                match cx.emit(Event::Generated(NodeEvent {
                    id: cid,
                    parent: Some(id),
                    mv: Some(d),
                    g: depth + 1,
                    h: None,
                    state: child.wide(),
                    side,
                })) {
                    Control::Break => {
                        cx.stats.finish(next.len(), stored(&halves));
                        return (None, Stop::Stopped, reached);
                    }
                    Control::Prune => continue,
                    Control::Continue => {}
                }
                match halves[s].map.entry(child) {
                    Entry::Occupied(_) => {
                        cx.stats.duplicates += 1;
                        cx.emit(Event::Duplicate { id: cid });
                        continue;
                    }
                    Entry::Vacant(v) => {
                        v.insert(Info {
                            id: cid,
                            depth: depth + 1,
                            mv: dir_code(d),
                        });
                    }
                }
                if let Some(other) = halves[o].map.get(&child) {
                    let len = depth + 1 + other.depth;
                    if best.is_none_or(|(b, _, _)| len < b) {
                        best = Some((len, child, cid));
                    }
                }
                next.push((child, t as u8, cid));
            }
            cx.stats.frontier(
                layer.len() - pos - 1 + next.len() + halves[o].layer.len(),
                stored(&halves),
            );
        }
        halves[s].layer = next;
        halves[s].depth += 1;
        reached.deepest = reached.deepest.max(halves[s].depth);
        if let Some((_, meet, cid)) = best {
            let other_id = halves[o].map[&meet].id;
            let (forward, backward) = if s == 0 {
                (cid, other_id)
            } else {
                (other_id, cid)
            };
            cx.emit(Event::Meet { forward, backward });
            let frontier = halves[0].layer.len() + halves[1].layer.len();
            cx.stats.finish(frontier, stored(&halves));
            let mut path = chain(&halves[0].map, meet, n, cx.width);
            path.reverse();
            path.extend(
                chain(&halves[1].map, meet, n, cx.width)
                    .into_iter()
                    .map(Dir::opposite),
            );
            return (Some(path), Stop::Solved, reached);
        }
        reached.lower_bound = Some(halves[0].depth + halves[1].depth + 1);
    }
}

/// The moves stored along the chain from `key` back to its side's root,
/// last move first.
fn chain<K: Key>(map: &KeyMap<K, Info>, mut key: K, n: usize, width: usize) -> Vec<Dir> {
    let mut moves = Vec::new();
    loop {
        let mv = map[&key].mv;
        if mv == ROOT {
            return moves;
        }
        let d = code_dir(mv);
        moves.push(d);
        key = step_back(key, d, n, width);
    }
}
