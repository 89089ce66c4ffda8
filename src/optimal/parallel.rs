//! One IDA* iteration split among threads ([`super::Limits::jobs`] above 1).
//!
//! The top of the iteration's tree is walked on the calling thread down to
//! a split depth (the first depth with at least [`TASKS_PER_THREAD`] nodes
//! per thread within the threshold, so that the work can be balanced); the
//! nodes within the threshold at that depth become tasks, which the
//! threads (`std::thread::scope`: scoped threads borrow the solver's tables
//! without reference counting and need no dependency) take one at a time
//! from a shared counter, each walking its subtree with the same core
//! ([`super::ida`]) and Korf's counting. The counting is the same node for
//! node: the top walk counts what the one-thread walk counts above the
//! split depth, and each task's walk what it counts below its node, so an
//! iteration searched in full gives exactly the one-thread counts (the
//! order of the subtrees does not change a full iteration's tree) and the
//! same next threshold (the smallest f cut off anywhere). That holds for
//! heuristics without BPMX: with it (the dual lookups) one thread backs
//! values up from the subtrees into the nodes above the split depth, while
//! the top walk here carries them downwards only, so the counts differ
//! (the length does not; `tests/suite/parallel_ida.rs`).
//!
//! An iteration that ends early (the goal found by one thread, or a limit)
//! stops the other threads at their next look at the shared state (every
//! [`CHECK_EVERY`] nodes of each): its counts are those of this parallel
//! run, which stops at another node than one thread would (and a node
//! limit is reached to within that many nodes per thread, not exactly);
//! the result says so (`parallel_last`). The path found is optimal (its
//! length is the threshold) but may be another optimal path than one
//! thread's first.

use super::heuristic::Heuristic;
use super::ida::{End, Ida, JUMP, Moves, Node, PackedWalk, Policy, Tally, generate};
use super::korf_policy::KorfLimits;
use super::prune::{DEAD, Fsm};
use crate::search::Stop;
use crate::search::packed::Key;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

/// The split depth is the first with at least this many tasks per thread.
const TASKS_PER_THREAD: usize = 64;
/// The deepest split (an iteration this small needs no more).
const MAX_SPLIT: u32 = 24;
/// Each thread looks at the shared state every this many generated nodes.
const CHECK_EVERY: u64 = 1 << 16;

/// A subtree to search: its root and the moves that lead to it.
struct Task<S, A> {
    node: Node<S, A>,
    prefix: Vec<u8>,
}

/// What the walk above the split depth found and counted.
struct Top<S, A> {
    tasks: Vec<Task<S, A>>,
    generated: u64,
    expanded: u64,
    /// Dual search's jumps above the split depth.
    jumps: u64,
    next_bound: u32,
    /// The path to the goal, when it is above the split depth.
    found: Option<Vec<u8>>,
}

/// Run the iteration at `ida.bound` on `threads` threads: how it ended,
/// and whether it ended early (so its counts are a parallel run's).
pub(super) fn iterate<S, H>(
    ida: &mut Ida<'_, KorfLimits<'_>, PackedWalk<'_, S, H>>,
    threads: usize,
) -> (End, bool)
where
    S: Key + Send + Sync,
    H: Heuristic<S> + Sync,
{
    let top = split(ida, threads);
    ida.counts.generated += top.generated;
    ida.counts.expanded += top.expanded;
    ida.counts.jumps += top.jumps;
    ida.next_bound = top.next_bound;
    if let Some(path) = top.found {
        ida.path[..path.len()].copy_from_slice(&path);
        ida.found_len = path.len();
        // Found above the split: what one thread does too.
        return (End::Found, false);
    }
    let shared = Shared {
        generated: AtomicU64::new(ida.counts.generated),
        next_task: AtomicUsize::new(0),
        done: AtomicBool::new(false),
        outcome: Mutex::new(None),
    };
    let (moves, bound) = (ida.moves, ida.bound);
    let (heur, goal, fsm) = (ida.walk.heur, ida.walk.goal, ida.walk.fsm);
    let korf = &ida.policy;
    let tasks = &top.tasks;
    let results: Vec<(Tally, u32)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.min(tasks.len()))
            .map(|_| {
                let shared = &shared;
                scope.spawn(move || worker(moves, (heur, goal, fsm), bound, korf, tasks, shared))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("an IDA* thread panicked"))
            .collect()
    });
    for (t, next) in results {
        ida.counts.generated += t.generated;
        ida.counts.expanded += t.expanded;
        ida.counts.jumps += t.jumps;
        ida.next_bound = ida.next_bound.min(next);
    }
    match shared
        .outcome
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
    {
        None => (End::Exhausted, false),
        Some(Outcome::Found(path)) => {
            ida.path[..path.len()].copy_from_slice(&path);
            ida.found_len = path.len();
            (End::Found, true)
        }
        Some(Outcome::Stopped(reason)) => {
            ida.stop = Some(reason);
            (End::Stopped, true)
        }
    }
}

/// How the parallel part of an iteration ended early.
enum Outcome {
    Found(Vec<u8>),
    Stopped(Stop),
}

/// What the threads share.
struct Shared {
    /// Nodes generated in the whole search so far, as reported by the
    /// threads at their checks (for the node limit).
    generated: AtomicU64,
    next_task: AtomicUsize,
    /// Set when a thread found the goal or hit a limit: the others stop.
    done: AtomicBool,
    /// The first thread to end the iteration says how.
    outcome: Mutex<Option<Outcome>>,
}

impl Shared {
    fn end(&self, outcome: Outcome) {
        let mut o = self.outcome.lock().unwrap_or_else(|e| e.into_inner());
        if o.is_none() {
            *o = Some(outcome);
        }
        self.done.store(true, Ordering::Relaxed);
    }
}

/// Korf's counting for one thread: its counts go to the shared total at
/// every check; it stops on a limit or when another thread ended the
/// iteration (`None`).
struct Worker<'a> {
    korf: &'a KorfLimits<'a>,
    shared: &'a Shared,
    reported: u64,
}

impl Policy for Worker<'_> {
    const KORF: bool = true;
    const MAX_DEPTH: usize = <KorfLimits<'static> as Policy>::MAX_DEPTH;
    type Stop = Option<crate::search::Stop>;

    fn check(&mut self, counts: &Tally) -> (Option<Option<Stop>>, u64) {
        let delta = counts.generated - self.reported;
        self.reported = counts.generated;
        let total = self.shared.generated.fetch_add(delta, Ordering::Relaxed) + delta;
        let next = counts.generated + CHECK_EVERY;
        if self.shared.done.load(Ordering::Relaxed) {
            return (Some(None), next);
        }
        (self.korf.reason(total).map(Some), next)
    }
}

/// One thread: take tasks until there are none or the iteration ended;
/// its counts and the smallest f it cut off.
fn worker<S, H>(
    moves: &Moves,
    (heur, goal, fsm): (&H, S, &Fsm),
    bound: u32,
    korf: &KorfLimits<'_>,
    tasks: &[Task<S, H::Acc>],
    shared: &Shared,
) -> (Tally, u32)
where
    S: Key,
    H: Heuristic<S>,
{
    let Some(first) = tasks.first() else {
        return (Tally::default(), u32::MAX);
    };
    let policy = Worker {
        korf,
        shared,
        reported: 0,
    };
    let walk = PackedWalk {
        heur,
        goal,
        fsm,
        root: first.node,
    };
    let mut ida = Ida::new(moves, policy, walk, bound);
    let mut next_bound = u32::MAX;
    while !shared.done.load(Ordering::Relaxed) {
        let i = shared.next_task.fetch_add(1, Ordering::Relaxed);
        let Some(task) = tasks.get(i) else { break };
        ida.walk.root = task.node;
        let end = ida.iterate();
        next_bound = next_bound.min(ida.next_bound);
        match end {
            End::Exhausted => {}
            End::Found => {
                let d = task.prefix.len();
                let mut path = task.prefix.clone();
                path.extend_from_slice(&ida.path[d..ida.found_len]);
                shared.end(Outcome::Found(path));
                break;
            }
            End::Stopped => {
                if let Some(Some(reason)) = ida.stop {
                    shared.end(Outcome::Stopped(reason));
                }
                break;
            }
        }
    }
    // The nodes generated since the last check go to the total too.
    let delta = ida.counts.generated - ida.policy.reported;
    shared.generated.fetch_add(delta, Ordering::Relaxed);
    (ida.counts, next_bound)
}

/// Walk the top of the iteration: the first split depth with enough tasks
/// (or the deepest the tree reaches within [`MAX_SPLIT`]).
fn split<S, H>(
    ida: &Ida<'_, KorfLimits<'_>, PackedWalk<'_, S, H>>,
    threads: usize,
) -> Top<S, H::Acc>
where
    S: Key,
    H: Heuristic<S>,
{
    let mut depth = 1;
    loop {
        let mut top = Top {
            tasks: Vec::new(),
            generated: 0,
            expanded: 0,
            jumps: 0,
            next_bound: u32::MAX,
            found: None,
        };
        let mut path = Vec::new();
        let walk = &ida.walk;
        let cx = Cx {
            moves: ida.moves,
            heur: walk.heur,
            goal: walk.goal,
            fsm: walk.fsm,
            bound: ida.bound,
            depth,
        };
        cx.walk(walk.root, &mut path, &mut top);
        if top.found.is_some()
            || top.tasks.len() >= TASKS_PER_THREAD * threads
            || top.tasks.is_empty()
            || depth >= MAX_SPLIT
        {
            return top;
        }
        depth += 1;
    }
}

/// The top walk's fixed parts.
struct Cx<'a, S, H> {
    moves: &'a Moves,
    heur: &'a H,
    goal: S,
    fsm: &'a Fsm,
    bound: u32,
    depth: u32,
}

impl<S: Key, H: Heuristic<S>> Cx<'_, S, H> {
    /// Visit a node within the bound above the split depth with the counts
    /// of [`Ida::packed_dfs`]; a node at the split depth becomes a task.
    /// True when the goal was reached.
    fn walk(&self, n: Node<S, H::Acc>, path: &mut Vec<u8>, top: &mut Top<S, H::Acc>) -> bool {
        if n.h == 0 && n.state == self.goal {
            top.found = Some(path.clone());
            return true;
        }
        if n.g == self.depth {
            top.tasks.push(Task {
                node: n,
                prefix: path.clone(),
            });
            return false;
        }
        // Dual search jumps as `Ida::packed_dfs` does.
        let (n, mark) = match H::JUMPS {
            true => match self.heur.jump(n.state, n.blank, &n.acc) {
                Some((state, blank, acc, h)) => {
                    top.jumps += 1;
                    let h = n.h.max(h);
                    let fsm = 0;
                    (
                        Node {
                            state,
                            blank,
                            acc,
                            h,
                            fsm,
                            ..n
                        },
                        JUMP,
                    )
                }
                None => (n, 0),
            },
            false => (n, 0),
        };
        top.expanded += 1;
        let count = self.moves.counts[n.blank] as usize;
        for &(d, to) in &self.moves.moves[n.blank][..count] {
            let fsm = self.fsm.next(n.fsm, d);
            if fsm == DEAD {
                continue;
            }
            let to = to as usize;
            let room = self.bound.saturating_sub(n.g + 1);
            let (next, acc, mut h) = generate(self.heur, n.state, n.blank, to, n.acc, n.h, room);
            top.generated += 1;
            // BPMX downwards only: the parent's h − 1 bounds the child
            // (the tasks' values are not backed up above the split).
            if H::BPMX && h + 1 < n.h {
                h = n.h - 1;
            }
            let f = n.g + 1 + h;
            if f > self.bound {
                top.next_bound = top.next_bound.min(f);
                continue;
            }
            path.push(d | mark);
            let child = Node {
                state: next,
                blank: to,
                g: n.g + 1,
                h,
                acc,
                fsm,
            };
            if self.walk(child, path, top) {
                return true;
            }
            path.pop();
        }
        false
    }
}
