//! The observer of a search: the events it sees, in order, and what it
//! may answer (go on, prune a generated node, stop). One trait for all the
//! algorithms of [`super`]; the tree recorder ([`super::tree`]), the step
//! recorder ([`super::events`]) and the tests are observers.

use crate::board::Dir;
use serde::Serialize;

/// A decision returned by an observer (the model is petgraph's DFS visitor
/// `Control`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Go on.
    Continue,
    /// For a generated node: throw it away (it is neither stored nor
    /// expanded). Ignored for other events.
    Prune,
    /// Stop the search now (its stop reason is `Stopped`).
    Break,
}

/// Which search a node belongs to (bidirectional BFS has two).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// From the start towards the goal.
    Forward,
    /// From the goal towards the start (bidirectional BFS only).
    Backward,
}

/// A node as it is generated.
#[derive(Debug, Clone, Copy)]
pub struct NodeEvent {
    /// Generation number, 0 for the root; restarts at 0 with each
    /// iteration of IDS and IDA*. A child's id is larger than its parent's.
    pub(crate) id: u64,
    pub parent: Option<u64>,
    /// The blank's move from the parent.
    pub(crate) mv: Option<Dir>,
    /// Path cost from the root (the depth).
    pub(crate) g: u32,
    /// The heuristic value, for algorithms that compute one.
    pub(crate) h: Option<u32>,
    /// The board, packed (see [`packed::unpack_wide`]).
    pub(crate) state: u128,
    pub(crate) side: Side,
}

/// What a search reports as it goes, in order.
#[derive(Debug, Clone, Copy)]
pub enum Event {
    /// IDS/IDA*: a new iteration with this bound starts; ids restart at 0.
    Iteration { number: u32, bound: u32 },
    /// A node was generated (the root too, with no parent).
    Generated(NodeEvent),
    /// The node just generated is a duplicate and was thrown away.
    Duplicate { id: u64 },
    /// IDS/IDA*: the node lies beyond the bound and is not expanded.
    Cutoff { id: u64 },
    /// The node's children are about to be generated; `order` counts
    /// expansions from 1.
    Expanded { id: u64, order: u64 },
    /// The node is the goal: the search ends with its path.
    Goal { id: u64 },
    /// Bidirectional BFS: the searches met at these two nodes (same state).
    Meet { forward: u64, backward: u64 },
}

/// Sees every step of a search. One trait for all algorithms; the tree
/// recorder and the tests are observers.
pub trait Observer {
    fn event(&mut self, event: &Event) -> Control;
}

/// Sees nothing (the fast path: every call inlines away).
pub struct NoObserver;

impl Observer for NoObserver {
    #[inline(always)]
    fn event(&mut self, _: &Event) -> Control {
        Control::Continue
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    fn event(&mut self, event: &Event) -> Control {
        (**self).event(event)
    }
}
