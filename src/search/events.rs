//! The steps of a search, as data: one [`Step`] per expansion, with the
//! node expanded, the nodes generated, what became of each, and the
//! frontier after the step in the order the algorithm will take it.
//!
//! Built by an observer ([`StepRecorder`]) from the events of the one
//! engine run that `tree` records (the tree recorder forwards its events
//! here), so the ids are the tree's and the counts are the search's.
//!
//! The frontier order is the engine's own: BFS takes its queue first in,
//! first out (generation order); ordered search, greedy search and A* take
//! the lowest key (f, then h with `--ties low-h`, then the generation
//! number: see [`super::best_first`]). IDS and IDA* walk depth first and
//! generate a node's children one at a time, so a step lists the nodes
//! generated between this expansion and the next (each with its parent:
//! after a cut-off the walk goes back up) and the frontier is the walk's
//! stack: the node taken next, then its ancestors back to the root.

use super::packed::unpack_wide;
use super::{Algorithm, Control, Event, GoalTest, NodeEvent, Observer, Options, TieBreak};
use crate::board::{Board, Dir};
use crate::i18n::Msg;
use std::collections::{BTreeMap, HashMap};

/// The most frontier entries listed in one step (the size is always given).
pub(crate) const MAX_LISTED: usize = 200;
/// Default for the most steps recorded (the search runs on and is counted).
pub const DEFAULT_MAX_STEPS: usize = 2_000;

/// The f a node is ordered by: g + h, or h alone for greedy search (none
/// without a heuristic).
pub(crate) fn priority(algorithm: Algorithm, e: &NodeEvent) -> Option<u32> {
    e.h.map(|h| {
        if algorithm == Algorithm::Greedy {
            h
        } else {
            e.g + h
        }
    })
}

/// One node as a step shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StepNode {
    /// Generation number, as `tree` numbers the node.
    pub(crate) id: u64,
    pub(crate) parent: Option<u64>,
    pub(crate) mv: Option<Dir>,
    /// Path cost = depth.
    pub(crate) g: u32,
    pub(crate) h: Option<u32>,
    /// The priority the algorithm orders by (greedy: f = h).
    pub(crate) f: Option<u32>,
    pub(crate) state: u128,
}

/// What became of a generated node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fate {
    /// Put in the frontier.
    Added,
    /// Thrown away: its state was already stored with a path as short.
    Duplicate,
    /// The goal: the search ends here (goal tested at generation, or the
    /// depth-first walks, which test a node as soon as they reach it).
    Goal,
    /// IDS/IDA*: beyond the iteration's bound, not expanded.
    Cutoff,
}

impl Fate {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Fate::Added => "added",
            Fate::Duplicate => "duplicate",
            Fate::Goal => "goal",
            Fate::Cutoff => "cut-off",
        }
    }
}

/// How the frontier is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FrontierOrder {
    /// BFS: a first-in, first-out queue (generation order).
    Queue,
    /// Best-first: the lowest (f, tie, id), tie = h with `--ties low-h`.
    Priority { low_h: bool },
    /// IDS/IDA*: the depth-first walk's stack, the node taken next first.
    Stack,
}

impl FrontierOrder {
    pub(crate) fn of(options: &Options) -> FrontierOrder {
        match options.algorithm {
            Algorithm::Ordered | Algorithm::Greedy | Algorithm::Astar => FrontierOrder::Priority {
                low_h: options.ties == TieBreak::LowH,
            },
            Algorithm::Ids | Algorithm::Idastar => FrontierOrder::Stack,
            Algorithm::Bfs | Algorithm::Bidir => FrontierOrder::Queue,
        }
    }

    /// The names of the sort key's parts ([`FrontierOrder::key`]).
    pub(crate) fn key_names(self) -> &'static [&'static str] {
        match self {
            FrontierOrder::Queue => &["id"],
            FrontierOrder::Priority { low_h: false } => &["f", "id"],
            FrontierOrder::Priority { low_h: true } => &["f", "h", "id"],
            FrontierOrder::Stack => &["depth"],
        }
    }

    /// The key the algorithm sorts by (smallest first; the stack: deepest
    /// first, so its key is the depth, largest first).
    pub(crate) fn key(self, n: &StepNode) -> Vec<u64> {
        let f = n.f.unwrap_or(0) as u64;
        match self {
            FrontierOrder::Queue => vec![n.id],
            FrontierOrder::Priority { low_h: false } => vec![f, n.id],
            FrontierOrder::Priority { low_h: true } => vec![f, n.h.unwrap_or(0) as u64, n.id],
            FrontierOrder::Stack => vec![n.g as u64],
        }
    }

    fn sort_key(self, n: &StepNode) -> (u64, u64, u64) {
        let f = n.f.unwrap_or(0) as u64;
        match self {
            FrontierOrder::Priority { low_h } => {
                (f, if low_h { n.h.unwrap_or(0) as u64 } else { 0 }, n.id)
            }
            _ => (0, 0, n.id),
        }
    }
}

/// A generated node and its fate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Child {
    pub(crate) node: StepNode,
    pub(crate) fate: Fate,
}

/// One expansion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// 1, 2, … (with IDS/IDA* over all iterations, unless the recorder
    /// keeps only the last iteration).
    pub(crate) step: u64,
    /// IDS/IDA*: the iteration (number, bound).
    pub(crate) iteration: Option<(u32, u32)>,
    pub(crate) expanded: StepNode,
    /// The nodes generated from this expansion until the next one.
    pub(crate) children: Vec<Child>,
    /// The frontier after the step, in the order it will be taken (the
    /// first [`MAX_LISTED`] entries).
    pub(crate) frontier: Vec<StepNode>,
    /// How many nodes the frontier holds.
    pub(crate) frontier_size: usize,
    /// Counts so far (over all iterations).
    pub(crate) generated: u64,
    pub(crate) duplicates: u64,
}

/// Every recorded step of one search.
#[derive(Debug, Clone)]
pub struct Steps {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub options: Options,
    pub(crate) order: FrontierOrder,
    /// The root (of the last iteration for IDS/IDA*).
    pub(crate) root: Option<StepNode>,
    pub steps: Vec<Step>,
    /// Expansions after the last recorded step (beyond the cap).
    pub(crate) omitted: u64,
    /// The most steps recorded.
    pub(crate) cap: usize,
    /// The goal, when the search reached it, and whether it was taken from
    /// the frontier (goal tested at expansion) rather than generated.
    pub(crate) goal: Option<(StepNode, bool)>,
}

impl Steps {
    /// The board of a node.
    pub(crate) fn board(&self, n: &StepNode) -> Board {
        Board::new(
            self.width,
            self.height,
            unpack_wide(n.state, self.width * self.height),
        )
        .expect("a recorded state is a board")
    }

    /// What comes after step `s`, as a message: why the first frontier entry
    /// is taken next, or none when the step generated the goal.
    pub(crate) fn next(&self, s: &Step) -> Option<Msg> {
        if s.children.iter().any(|c| c.fate == Fate::Goal) {
            return None;
        }
        let why = self.reason(&s.frontier)?;
        match (self.goal, s.frontier.first()) {
            (Some((g, true)), Some(first)) if g.id == first.id => {
                Some(crate::msg!("search-step-next-is-goal", why = why))
            }
            _ => Some(why),
        }
    }

    /// Why the first frontier entry is taken next, as a message.
    pub(crate) fn reason(&self, frontier: &[StepNode]) -> Option<Msg> {
        let first = frontier.first()?;
        let second = frontier.get(1);
        let id = first.id.to_string();
        Some(match self.order {
            FrontierOrder::Queue => match second {
                Some(_) => crate::msg!("search-reason-oldest", id = id),
                None => crate::msg!("search-reason-only-queued", id = id),
            },
            FrontierOrder::Stack => crate::msg!("search-reason-deepest", id = id),
            FrontierOrder::Priority { low_h } => {
                let f = first.f.unwrap_or(0);
                let name = if self.options.algorithm == Algorithm::Greedy {
                    "f = h"
                } else {
                    "f"
                };
                let f = f.to_string();
                match second {
                    None => crate::msg!("search-reason-only", name = name, f = f),
                    Some(s) if s.f.unwrap_or(0) > first.f.unwrap_or(0) => {
                        crate::msg!("search-reason-lowest", name = name, f = f)
                    }
                    Some(s) => {
                        if low_h && first.h < s.h {
                            crate::msg!(
                                "search-reason-tie-h",
                                name = name,
                                f = f,
                                other = s.id.to_string(),
                                h = first.h.unwrap_or(0).to_string(),
                                other_h = s.h.unwrap_or(0).to_string()
                            )
                        } else {
                            crate::msg!(
                                "search-reason-tie-order",
                                name = name,
                                f = f,
                                other = s.id.to_string(),
                                id = id
                            )
                        }
                    }
                }
            }
        })
    }
}

/// Builds [`Steps`] from a search's events (an [`Observer`]).
pub(crate) struct StepRecorder {
    steps: Steps,
    /// Keep only the last iteration of IDS/IDA* (what `tree` draws).
    last_iteration_only: bool,
    iteration: Option<(u32, u32)>,
    /// The nodes of this iteration, by id (only while recording).
    nodes: HashMap<u64, StepNode>,
    /// The frontier, by sort key (queue and priority orders).
    frontier: BTreeMap<(u64, u64, u64), u64>,
    /// Graph search: the node that holds each stored state.
    holder: HashMap<u128, u64>,
    graph: bool,
    /// The node generated last, until its fate is known.
    pending: Option<StepNode>,
    current: Option<Step>,
    /// The node the stack ends with (IDS/IDA*).
    deepest: Option<u64>,
    generated: u64,
    duplicates: u64,
    recording: bool,
}

impl StepRecorder {
    pub(crate) fn new(
        width: usize,
        height: usize,
        options: &Options,
        cap: usize,
        last_iteration_only: bool,
    ) -> StepRecorder {
        StepRecorder {
            steps: Steps {
                width,
                height,
                options: *options,
                order: FrontierOrder::of(options),
                root: None,
                steps: Vec::new(),
                omitted: 0,
                cap,
                goal: None,
            },
            last_iteration_only,
            iteration: None,
            nodes: HashMap::new(),
            frontier: BTreeMap::new(),
            holder: HashMap::new(),
            graph: !options.tree_search,
            pending: None,
            current: None,
            deepest: None,
            generated: 0,
            duplicates: 0,
            recording: true,
        }
    }

    fn node(&self, e: &NodeEvent) -> StepNode {
        let f = priority(self.steps.options.algorithm, e);
        StepNode {
            id: e.id,
            parent: e.parent,
            mv: e.mv,
            g: e.g,
            h: e.h,
            f,
            state: e.state,
        }
    }

    fn add(&mut self, n: StepNode) {
        if self.steps.order == FrontierOrder::Stack {
            return;
        }
        if self.graph
            && let Some(old) = self.holder.insert(n.state, n.id)
            && let Some(o) = self.nodes.get(&old)
        {
            // Reached by a shorter path: the old entry is stale.
            let k = self.steps.order.sort_key(o);
            self.frontier.remove(&k);
        }
        self.frontier.insert(self.steps.order.sort_key(&n), n.id);
    }

    /// The fate of the pending node is "added" (nothing said otherwise).
    fn commit(&mut self) {
        if let Some(n) = self.pending.take() {
            self.nodes.insert(n.id, n);
            self.add(n);
            self.child(n, Fate::Added);
        }
    }

    fn child(&mut self, node: StepNode, fate: Fate) {
        if let Some(s) = self.current.as_mut() {
            s.children.push(Child { node, fate });
        }
    }

    fn snapshot(&self) -> (Vec<StepNode>, usize) {
        match self.steps.order {
            FrontierOrder::Stack => {
                let mut v = Vec::new();
                let mut at = self.deepest;
                while let Some(id) = at
                    && let Some(n) = self.nodes.get(&id)
                {
                    v.push(*n);
                    at = n.parent;
                }
                let size = v.len();
                v.truncate(MAX_LISTED);
                (v, size)
            }
            _ => (
                self.frontier
                    .values()
                    .take(MAX_LISTED)
                    .filter_map(|id| self.nodes.get(id).copied())
                    .collect(),
                self.frontier.len(),
            ),
        }
    }

    /// Close the current step: the frontier as it stands.
    fn close(&mut self) {
        if let Some(mut s) = self.current.take() {
            let (frontier, size) = self.snapshot();
            s.frontier = frontier;
            s.frontier_size = size;
            s.generated = self.generated;
            s.duplicates = self.duplicates;
            self.steps.steps.push(s);
            if self.steps.steps.len() >= self.steps.cap {
                self.recording = false;
                self.nodes = HashMap::new();
                self.frontier.clear();
                self.holder = HashMap::new();
            }
        }
    }

    fn reset(&mut self) {
        self.nodes.clear();
        self.frontier.clear();
        self.holder.clear();
        self.pending = None;
        self.deepest = None;
    }

    /// The recorded steps.
    pub(crate) fn finish(mut self) -> Steps {
        if self.recording {
            self.commit();
            self.close();
        }
        self.steps
    }
}

impl Observer for StepRecorder {
    fn event(&mut self, event: &Event) -> Control {
        if !self.recording {
            match *event {
                Event::Expanded { .. } => self.steps.omitted += 1,
                Event::Generated(ref e) if e.parent.is_some() => self.generated += 1,
                Event::Duplicate { .. } => self.duplicates += 1,
                Event::Iteration { number, bound } if self.last_iteration_only => {
                    // A new iteration: record it from its start again.
                    self.iteration = Some((number, bound));
                    self.reset();
                    self.steps.steps.clear();
                    self.steps.omitted = 0;
                    self.steps.goal = None;
                    self.recording = true;
                }
                _ => {}
            }
            return Control::Continue;
        }
        match *event {
            Event::Iteration { number, bound } => {
                self.commit();
                self.close();
                if !self.recording {
                    return self.event(event);
                }
                self.iteration = Some((number, bound));
                self.reset();
                if self.last_iteration_only {
                    self.steps.steps.clear();
                    self.steps.omitted = 0;
                }
            }
            Event::Generated(ref e) => {
                self.commit();
                let n = self.node(e);
                if e.parent.is_none() {
                    self.nodes.insert(n.id, n);
                    self.steps.root = Some(n);
                    self.deepest = Some(n.id);
                    self.add(n);
                } else {
                    self.generated += 1;
                    self.pending = Some(n);
                }
            }
            Event::Duplicate { id } => {
                self.duplicates += 1;
                if let Some(n) = self.pending.take_if(|n| n.id == id) {
                    self.child(n, Fate::Duplicate);
                }
            }
            Event::Cutoff { id } => {
                if let Some(n) = self.pending.take_if(|n| n.id == id) {
                    self.nodes.insert(n.id, n);
                    self.child(n, Fate::Cutoff);
                }
            }
            Event::Goal { id } => {
                if self.steps.order != FrontierOrder::Stack
                    && self.steps.options.goal_test == GoalTest::Expansion
                {
                    // Tested when taken from the frontier: the child
                    // generated last was added like the others.
                    self.commit();
                }
                if let Some(n) = self.pending.take_if(|n| n.id == id) {
                    self.nodes.insert(n.id, n);
                    self.child(n, Fate::Goal);
                    self.steps.goal = Some((n, false));
                    if self.steps.order == FrontierOrder::Stack {
                        // The walk ends on the goal: its stack is the path.
                        self.deepest = Some(n.id);
                    }
                } else if let Some(n) = self.nodes.get(&id) {
                    self.steps.goal = Some((*n, true));
                }
            }
            Event::Expanded { id, .. } => {
                self.commit();
                self.deepest = Some(id);
                self.close();
                if !self.recording {
                    self.steps.omitted += 1;
                    return Control::Continue;
                }
                let Some(&n) = self.nodes.get(&id) else {
                    return Control::Continue;
                };
                let k = self.steps.order.sort_key(&n);
                self.frontier.remove(&k);
                self.current = Some(Step {
                    step: self.steps.steps.len() as u64 + 1,
                    iteration: self.iteration,
                    expanded: n,
                    children: Vec::new(),
                    frontier: Vec::new(),
                    frontier_size: 0,
                    generated: 0,
                    duplicates: 0,
                });
            }
            Event::Meet { .. } => {}
        }
        Control::Continue
    }
}
