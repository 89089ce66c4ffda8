//! The search tree as data: an arena of the nodes a search generated, with
//! stable ids (the generation number), built by an observer while the
//! search runs and finished with the solution path and each node's fate.
//!
//! Only a search the user asks to see is recorded (`npuzzle tree`,
//! `compare`), and at most `cap` nodes: the rest are counted as omitted.
//! Node `i` of the arena is the node with generation id `i`, so the
//! recorded part is always the first `cap` nodes generated, a connected
//! tree (a child is generated after its parent).

use super::events::{StepRecorder, Steps};
use super::packed::unpack_wide;
use super::{Algorithm, Control, Event, NodeEvent, Observer, Options, SearchResult, Side};
use crate::board::{Board, Dir};
use serde::Serialize;

/// What became of a node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Status {
    /// Its children were generated.
    Expanded,
    /// The goal (the end of the solution), or for bidirectional search a
    /// node where the two searches met.
    Goal,
    /// Thrown away: its state was already stored.
    Duplicate,
    /// IDS/IDA*: beyond the bound of the iteration, not expanded.
    Cutoff,
    /// Generated but never expanded (still in the frontier at the end).
    Frontier,
    /// A*/ordered: never expanded because its f exceeded the solution cost
    /// (an admissible A* never needs to look at it).
    BeyondCost,
}

impl Status {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Status::Expanded => "expanded",
            Status::Goal => "goal",
            Status::Duplicate => "duplicate",
            Status::Cutoff => "cut off",
            Status::Frontier => "never expanded",
            Status::BeyondCost => "f exceeds solution cost",
        }
    }
}

/// One recorded node.
#[derive(Debug, Clone, Serialize)]
pub struct TreeNode {
    /// Generation number (0 = the root; bidirectional search: 1 = the goal
    /// root of the backward search).
    pub(crate) id: u64,
    pub(crate) parent: Option<u64>,
    #[serde(rename = "move", serialize_with = "ser_move")]
    pub(crate) mv: Option<Dir>,
    /// Depth = path cost g.
    pub(crate) g: u32,
    pub(crate) h: Option<u32>,
    pub(crate) f: Option<u32>,
    #[serde(skip)]
    pub(crate) state: u128,
    pub(crate) side: Side,
    /// Expansion number (1 = expanded first), if expanded.
    pub(crate) expanded: Option<u64>,
    pub(crate) status: Status,
    pub(crate) on_path: bool,
    pub(crate) children: Vec<u64>,
    /// Descendants generated under this node but not recorded (beyond the
    /// cap): a picture collapses them into one "+N more" node.
    #[serde(skip_serializing_if = "is_zero")]
    pub(crate) hidden: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// How many omitted nodes the recorder follows back to a recorded
/// ancestor (4 bytes each); omitted nodes past this are counted only in
/// [`SearchTree::omitted`], so recording stays bounded whatever the search.
pub(crate) const MAX_FOLLOWED: usize = 1 << 22;

fn ser_move<S: serde::Serializer>(mv: &Option<Dir>, s: S) -> Result<S::Ok, S::Error> {
    match mv {
        Some(d) => s.serialize_some(&d.letter().to_string()),
        None => s.serialize_none(),
    }
}

/// A recorded search tree.
#[derive(Debug, Clone)]
pub struct SearchTree {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) algorithm: Algorithm,
    pub(crate) options: Options,
    pub nodes: Vec<TreeNode>,
    /// Generated nodes not recorded (beyond the cap).
    pub omitted: u64,
    /// The most nodes recorded.
    pub(crate) cap: usize,
    /// IDS/IDA*: the iteration shown (number, bound).
    pub(crate) iteration: Option<(u32, u32)>,
    /// The recorded nodes of the solution path, root first (bidirectional:
    /// the forward part, then the backward part from the meeting node to
    /// the goal).
    pub(crate) solution: Vec<u64>,
    /// Length of the solution, when found.
    pub(crate) cost: Option<u32>,
    goal_id: Option<u64>,
    meet: Option<(u64, u64)>,
    /// The steps of the same run, when asked for ([`TreeRecorder::with_steps`]).
    pub steps: Option<Steps>,
}

impl SearchTree {
    /// Omitted nodes that hang under no drawn node's "+N more" (followed
    /// past [`MAX_FOLLOWED`]).
    pub(crate) fn unattributed(&self) -> u64 {
        self.omitted - self.nodes.iter().map(|n| n.hidden).sum::<u64>()
    }

    /// The board of a recorded node.
    pub(crate) fn board(&self, node: &TreeNode) -> Board {
        Board::new(
            self.width,
            self.height,
            unpack_wide(node.state, self.width * self.height),
        )
        .expect("a recorded state is a board")
    }

    pub(crate) fn node(&self, id: u64) -> Option<&TreeNode> {
        self.nodes.get(id as usize)
    }

    /// The roots (one, or two for bidirectional search).
    pub(crate) fn roots(&self) -> Vec<u64> {
        self.nodes
            .iter()
            .filter(|n| n.parent.is_none())
            .map(|n| n.id)
            .collect()
    }

    pub(crate) fn expanded_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.expanded.is_some()).count()
    }

    pub(crate) fn count(&self, status: Status) -> usize {
        self.nodes.iter().filter(|n| n.status == status).count()
    }

    /// True when the tree shows h and f (informed searches).
    pub(crate) fn shows_f(&self) -> bool {
        self.algorithm.shows_f()
    }

    /// Nodes in expansion order.
    pub(crate) fn expansion_order(&self) -> Vec<&TreeNode> {
        let mut v: Vec<&TreeNode> = self.nodes.iter().filter(|n| n.expanded.is_some()).collect();
        v.sort_by_key(|n| n.expanded);
        v
    }
}

/// Records the tree as the search runs (an [`Observer`]).
pub struct TreeRecorder {
    tree: SearchTree,
    duplicates: Vec<u64>,
    cutoffs: Vec<u64>,
    /// Expansions seen in this iteration (IDS/IDA* number each iteration's
    /// expansions from 1).
    expansions: u64,
    /// For omitted node `cap + i`: its recorded ancestor (or `u32::MAX`).
    owner: Vec<u32>,
    /// Records the steps of the same run too (see [`super::events`]).
    steps: Option<StepRecorder>,
}

impl TreeRecorder {
    pub fn new(width: usize, height: usize, options: &Options, cap: usize) -> TreeRecorder {
        TreeRecorder {
            tree: SearchTree {
                width,
                height,
                algorithm: options.algorithm,
                options: *options,
                nodes: Vec::new(),
                omitted: 0,
                cap,
                iteration: None,
                solution: Vec::new(),
                cost: None,
                goal_id: None,
                meet: None,
                steps: None,
            },
            duplicates: Vec::new(),
            cutoffs: Vec::new(),
            expansions: 0,
            owner: Vec::new(),
            steps: None,
        }
    }

    /// Record the steps too, at most `max_steps` of them; with
    /// `last_iteration_only` (what the tree shows) IDS/IDA* keep only the
    /// steps of the last iteration.
    pub fn with_steps(mut self, max_steps: usize, last_iteration_only: bool) -> TreeRecorder {
        let t = &self.tree;
        self.steps = Some(StepRecorder::new(
            t.width,
            t.height,
            &t.options,
            max_steps,
            last_iteration_only,
        ));
        self
    }

    fn record(&mut self, e: &NodeEvent) {
        let t = &mut self.tree;
        if e.id as usize == t.nodes.len() && t.nodes.len() < t.cap {
            let f = super::events::priority(t.algorithm, e);
            t.nodes.push(TreeNode {
                id: e.id,
                parent: e.parent,
                mv: e.mv,
                g: e.g,
                h: e.h,
                f,
                state: e.state,
                side: e.side,
                expanded: None,
                status: Status::Frontier,
                on_path: false,
                children: Vec::new(),
                hidden: 0,
            });
            if let Some(p) = e.parent
                && let Some(parent) = t.nodes.get_mut(p as usize)
            {
                parent.children.push(e.id);
            }
        } else {
            t.omitted += 1;
            // The nearest recorded ancestor: the parent, or the parent's.
            let anchor = e.parent.and_then(|p| {
                if (p as usize) < t.nodes.len() {
                    Some(p as u32)
                } else {
                    let k = (p as usize).checked_sub(t.cap)?;
                    self.owner.get(k).copied().filter(|&a| a != u32::MAX)
                }
            });
            if let Some(a) = anchor
                && let Some(n) = t.nodes.get_mut(a as usize)
            {
                n.hidden += 1;
            }
            if (e.id as usize).checked_sub(t.cap) == Some(self.owner.len())
                && self.owner.len() < MAX_FOLLOWED
            {
                self.owner.push(anchor.unwrap_or(u32::MAX));
            }
        }
    }

    /// The finished tree: statuses, the solution path and its cost.
    pub fn finish(mut self, result: &SearchResult) -> SearchTree {
        self.tree.steps = self.steps.take().map(StepRecorder::finish);
        let cost = result.path.as_ref().map(|p| p.len() as u32);
        let t = &mut self.tree;
        t.cost = cost;
        for &id in &self.duplicates {
            if let Some(n) = t.nodes.get_mut(id as usize) {
                n.status = Status::Duplicate;
            }
        }
        for &id in &self.cutoffs {
            if let Some(n) = t.nodes.get_mut(id as usize) {
                n.status = Status::Cutoff;
            }
        }
        let informed = t.algorithm.properties().cost_ordered;
        for n in t.nodes.iter_mut() {
            if n.expanded.is_some() {
                n.status = Status::Expanded;
            } else if n.status == Status::Frontier
                && informed
                && let (Some(f), Some(c)) = (n.f, cost)
                && f > c
            {
                n.status = Status::BeyondCost;
            }
        }
        let chain = |t: &mut SearchTree, mut id: u64| -> Vec<u64> {
            let mut ids = Vec::new();
            while let Some(n) = t.nodes.get_mut(id as usize) {
                n.on_path = true;
                ids.push(id);
                match n.parent {
                    Some(p) => id = p,
                    None => break,
                }
            }
            ids
        };
        if result.solved() {
            if let Some(g) = t.goal_id {
                if let Some(n) = t.nodes.get_mut(g as usize) {
                    n.status = Status::Goal;
                }
                let mut ids = chain(t, g);
                ids.reverse();
                t.solution = ids;
            } else if let Some((f, b)) = t.meet {
                for id in [f, b] {
                    if let Some(n) = t.nodes.get_mut(id as usize) {
                        n.status = Status::Goal;
                    }
                }
                let mut ids = chain(t, f);
                ids.reverse();
                ids.extend(chain(t, b));
                t.solution = ids;
            }
        }
        self.tree
    }
}

impl Observer for TreeRecorder {
    fn event(&mut self, event: &Event) -> Control {
        if let Some(s) = self.steps.as_mut() {
            s.event(event);
        }
        match *event {
            Event::Iteration { number, bound } => {
                self.tree.nodes.clear();
                self.tree.omitted = 0;
                self.tree.iteration = Some((number, bound));
                self.duplicates.clear();
                self.cutoffs.clear();
                self.expansions = 0;
                self.owner.clear();
            }
            Event::Generated(ref e) => self.record(e),
            Event::Duplicate { id } => self.duplicates.push(id),
            Event::Cutoff { id } => self.cutoffs.push(id),
            Event::Expanded { id, .. } => {
                self.expansions += 1;
                if let Some(n) = self.tree.nodes.get_mut(id as usize) {
                    n.expanded = Some(self.expansions);
                }
            }
            Event::Goal { id } => self.tree.goal_id = Some(id),
            Event::Meet { forward, backward } => self.tree.meet = Some((forward, backward)),
        }
        Control::Continue
    }
}
