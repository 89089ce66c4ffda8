//! Iterative deepening search (and, through [`deepening`], IDA*): depth-
//! first searches with a growing bound, keeping only the current path and
//! the waiting siblings in memory.
//!
//! Both never generate the move that undoes the previous one (without a
//! closed set, undoing only doubles the work), and generate a node's
//! children one at a time, each searched before the next is generated
//! (Korf 1985), so they hold only the current path: the largest frontier
//! and the most nodes held are both the longest path + 1. Counts add up over all the
//! iterations; a recorded tree shows the last iteration (ids restart at 0
//! with each iteration).
//!
//! IDS (AIMA's depth-limited search): a node at the depth limit is visited
//! and goal-tested but not expanded. IDA*: a generated node whose
//! f = g + h exceeds the bound is cut off before its goal test; the next
//! bound is the smallest f that was cut off.

use super::packed::Key;
use super::{Control, Event, NodeEvent, Observer, Reached, Run, Side, Stop};
use crate::board::Dir;

type Found = (Option<Vec<Dir>>, Stop, Reached);

pub(super) fn search<K: Key, O: Observer>(cx: &mut Run<O>) -> Found {
    deepening::<K, O>(cx, false)
}

enum Visit {
    Found,
    /// Not found below this node; the smallest f cut off (IDA*).
    NotFound,
    Stop(Stop),
}

struct Dfs<K> {
    goal: K,
    ida: bool,
    bound: u32,
    /// Smallest f over the bound seen in this iteration (IDA*), or whether
    /// any node was cut off (IDS: `bound + 1`).
    next_bound: Option<u32>,
    next_id: u64,
    path: Vec<Dir>,
    deepest: u32,
}

/// The shared loop of IDS (`ida = false`, f = depth) and IDA*.
pub(super) fn deepening<K: Key, O: Observer>(cx: &mut Run<O>, ida: bool) -> Found {
    let start: K = cx.start_key();
    let goal: K = cx.goal_key();
    let h0 = if ida { cx.h_of(start) } else { 0 };
    let admissible = !ida
        || cx
            .options
            .used_heuristic()
            .is_some_and(|h| h.is_proven_admissible());
    let mut reached = Reached {
        deepest: 0,
        lower_bound: admissible.then_some(0),
    };
    let mut bound = h0;
    loop {
        cx.stats.iterations += 1;
        let number = cx.stats.iterations;
        if cx.emit(Event::Iteration { number, bound }) == Control::Break {
            return (None, Stop::Stopped, reached);
        }
        if admissible {
            reached.lower_bound = Some(bound);
        }
        let mut st = Dfs {
            goal,
            ida,
            bound,
            next_bound: None,
            next_id: 1,
            path: Vec::new(),
            deepest: 0,
        };
        match cx.emit(Event::Generated(NodeEvent {
            id: 0,
            parent: None,
            mv: None,
            g: 0,
            h: ida.then_some(h0),
            state: start.wide(),
            side: Side::Forward,
        })) {
            Control::Break => return (None, Stop::Stopped, reached),
            Control::Prune => return (None, Stop::Exhausted, reached),
            Control::Continue => {}
        }
        cx.stats.frontier(1, 1);
        let visit = visit::<K, O>(cx, &mut st, start, start.blank(cx.cells), 0, h0, None, 0);
        reached.deepest = reached.deepest.max(st.deepest);
        match visit {
            Visit::Found => {
                cx.stats.finish(st.path.len() + 1, st.path.len() + 1);
                return (Some(st.path), Stop::Solved, reached);
            }
            Visit::Stop(stop) => {
                cx.stats.finish(st.path.len() + 1, st.path.len() + 1);
                return (None, stop, reached);
            }
            Visit::NotFound => match st.next_bound {
                Some(b) => bound = b,
                None => {
                    cx.stats.finish(0, 0);
                    return (None, Stop::Exhausted, reached);
                }
            },
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn visit<K: Key, O: Observer>(
    cx: &mut Run<O>,
    st: &mut Dfs<K>,
    key: K,
    blank: usize,
    g: u32,
    h: u32,
    last: Option<Dir>,
    id: u64,
) -> Visit {
    if st.ida && g + h > st.bound {
        let f = g + h;
        st.next_bound = Some(st.next_bound.map_or(f, |b| b.min(f)));
        if cx.emit(Event::Cutoff { id }) == Control::Break {
            return Visit::Stop(Stop::Stopped);
        }
        return Visit::NotFound;
    }
    cx.stats.selected += 1;
    if key == st.goal {
        cx.emit(Event::Goal { id });
        return Visit::Found;
    }
    if !st.ida && g == st.bound {
        st.next_bound = Some(st.bound + 1);
        if cx.emit(Event::Cutoff { id }) == Control::Break {
            return Visit::Stop(Stop::Stopped);
        }
        return Visit::NotFound;
    }
    if let Some(stop) = cx.over_limit() {
        return Visit::Stop(stop);
    }
    cx.stats.expanded += 1;
    let order = cx.stats.expanded;
    if cx.emit(Event::Expanded { id, order }) == Control::Break {
        return Visit::Stop(Stop::Stopped);
    }
    // Children are generated one at a time, each searched before the next
    // is generated (Korf's IDA*): memory is the current path alone.
    let undo = last.map(Dir::opposite);
    for k in 0..cx.moves[blank].len() {
        let (d, t) = cx.moves[blank][k];
        if Some(d) == undo {
            continue;
        }
        let tile = key.get(t);
        let child = key.slide(blank, t, tile);
        let ch = if st.ida {
            cx.h_after(h, child, tile, t, blank)
        } else {
            0
        };
        cx.stats.generated += 1;
        let cid = st.next_id;
        st.next_id += 1;
        st.deepest = st.deepest.max(g + 1);
        match cx.emit(Event::Generated(NodeEvent {
            id: cid,
            parent: Some(id),
            mv: Some(d),
            g: g + 1,
            h: st.ida.then_some(ch),
            state: child.wide(),
            side: Side::Forward,
        })) {
            Control::Break => return Visit::Stop(Stop::Stopped),
            Control::Prune => continue,
            Control::Continue => {}
        }
        st.path.push(d);
        let held = st.path.len() + 1;
        cx.stats.frontier(held, held);
        match visit::<K, O>(cx, st, child, t, g + 1, ch, Some(d), cid) {
            Visit::NotFound => {}
            other => return other,
        }
        st.path.pop();
    }
    Visit::NotFound
}
