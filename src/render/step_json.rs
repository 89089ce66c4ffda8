//! The steps of a search as JSON lines (`solve --step --format jsonl`):
//! one object per expansion, then the result.

use crate::board::Board;
use crate::search::SearchResult;
use crate::search::events::{Child, Step, StepNode, Steps};
use serde::Serialize;

/// A node of a step.
#[derive(Serialize)]
pub(crate) struct JsonNode {
    pub(crate) id: u64,
    pub(crate) parent: Option<u64>,
    pub(crate) board: Board,
    pub(crate) g: u32,
    pub(crate) h: Option<u32>,
    pub(crate) f: Option<u32>,
    pub(crate) depth: u32,
    #[serde(rename = "move")]
    pub(crate) mv: Option<String>,
}

impl JsonNode {
    pub(crate) fn of(steps: &Steps, n: &StepNode) -> JsonNode {
        JsonNode {
            id: n.id,
            parent: n.parent,
            board: steps.board(n),
            g: n.g,
            h: n.h,
            f: n.f,
            depth: n.g,
            mv: n.mv.map(|d| d.letter().to_string()),
        }
    }
}

#[derive(Serialize)]
pub(crate) struct JsonChild {
    #[serde(flatten)]
    pub(crate) node: JsonNode,
    /// added, duplicate, goal or cut-off.
    pub(crate) fate: &'static str,
}

#[derive(Serialize)]
pub(crate) struct JsonEntry {
    #[serde(flatten)]
    pub(crate) node: JsonNode,
    /// The sort key, its parts named by the step's `frontier_key`.
    pub(crate) key: Vec<u64>,
}

#[derive(Serialize)]
pub(crate) struct JsonCounts {
    pub(crate) expanded: u64,
    pub(crate) generated: u64,
    pub(crate) duplicates: u64,
    pub(crate) frontier: usize,
}

/// One expansion.
#[derive(Serialize)]
pub struct JsonStep {
    #[serde(rename = "type")]
    pub(crate) kind: &'static str,
    pub(crate) step: u64,
    /// IDS/IDA*: the iteration and its bound.
    pub(crate) iteration: Option<u32>,
    pub(crate) bound: Option<u32>,
    pub(crate) expanded: JsonNode,
    pub(crate) children: Vec<JsonChild>,
    /// queue (BFS), priority (best-first) or stack (IDS/IDA*).
    pub(crate) frontier_kind: &'static str,
    /// What the frontier is sorted by (smallest first; stack: deepest first).
    pub(crate) frontier_key: &'static [&'static str],
    /// The frontier after the step, the node taken next first (at most
    /// 200 listed; `frontier_size` counts them all).
    pub(crate) frontier: Vec<JsonEntry>,
    pub(crate) frontier_size: usize,
    /// Why the first entry is taken next (null when the step generated
    /// the goal).
    pub(crate) next: Option<crate::i18n::Msg>,
    pub(crate) counts: JsonCounts,
}

pub(crate) fn frontier_kind(steps: &Steps) -> &'static str {
    use crate::search::events::FrontierOrder::*;
    match steps.order {
        Queue => "queue",
        Priority { .. } => "priority",
        Stack => "stack",
    }
}

pub(crate) fn child(steps: &Steps, c: &Child) -> JsonChild {
    JsonChild {
        node: JsonNode::of(steps, &c.node),
        fate: c.fate.name(),
    }
}

pub fn step(steps: &Steps, s: &Step) -> JsonStep {
    JsonStep {
        kind: "step",
        step: s.step,
        iteration: s.iteration.map(|i| i.0),
        bound: s.iteration.map(|i| i.1),
        expanded: JsonNode::of(steps, &s.expanded),
        children: s.children.iter().map(|c| child(steps, c)).collect(),
        frontier_kind: frontier_kind(steps),
        frontier_key: steps.order.key_names(),
        frontier: s
            .frontier
            .iter()
            .map(|n| JsonEntry {
                node: JsonNode::of(steps, n),
                key: steps.order.key(n),
            })
            .collect(),
        frontier_size: s.frontier_size,
        next: steps.next(s),
        counts: JsonCounts {
            expanded: s.step,
            generated: s.generated,
            duplicates: s.duplicates,
            frontier: s.frontier_size,
        },
    }
}

#[derive(Serialize)]
pub(crate) struct JsonGoal {
    pub(crate) id: u64,
    /// True when the goal was taken from the frontier (goal tested at
    /// expansion), false when it was generated and the search stopped.
    pub(crate) taken_from_frontier: bool,
}

/// The last line.
#[derive(Serialize)]
pub struct JsonEnd {
    #[serde(rename = "type")]
    pub(crate) kind: &'static str,
    pub(crate) board: Board,
    pub(crate) goal: Board,
    pub(crate) goal_node: Option<JsonGoal>,
    /// Steps printed, and expansions after them left out (`--max-steps`).
    pub(crate) steps_shown: usize,
    pub(crate) steps_omitted: u64,
    #[serde(flatten)]
    pub(crate) result: super::search::JsonResult,
}

pub fn end(steps: &Steps, result: &SearchResult, board: &Board, goal: &Board) -> JsonEnd {
    JsonEnd {
        kind: "result",
        board: board.clone(),
        goal: goal.clone(),
        goal_node: steps.goal.map(|(n, taken)| JsonGoal {
            id: n.id,
            taken_from_frontier: taken,
        }),
        steps_shown: steps.steps.len(),
        steps_omitted: steps.omitted,
        result: super::search::json(result),
    }
}
