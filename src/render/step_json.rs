//! The steps of a search as JSON lines (`solve --step --format jsonl`):
//! one object per expansion, then the result.

use crate::board::Board;
use crate::search::SearchResult;
use crate::search::events::{Child, Step, StepNode, Steps};
use serde::Serialize;

/// A node of a step.
#[derive(Serialize)]
pub struct JsonNode {
    pub id: u64,
    pub parent: Option<u64>,
    pub board: Board,
    pub g: u32,
    pub h: Option<u32>,
    pub f: Option<u32>,
    pub depth: u32,
    #[serde(rename = "move")]
    pub mv: Option<String>,
}

impl JsonNode {
    pub fn of(steps: &Steps, n: &StepNode) -> JsonNode {
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
pub struct JsonChild {
    #[serde(flatten)]
    pub node: JsonNode,
    /// added, duplicate, goal or cut-off.
    pub fate: &'static str,
}

#[derive(Serialize)]
pub struct JsonEntry {
    #[serde(flatten)]
    pub node: JsonNode,
    /// The sort key, its parts named by the step's `frontier_key`.
    pub key: Vec<u64>,
}

#[derive(Serialize)]
pub struct JsonCounts {
    pub expanded: u64,
    pub generated: u64,
    pub duplicates: u64,
    pub frontier: usize,
}

/// One expansion.
#[derive(Serialize)]
pub struct JsonStep {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub step: u64,
    /// IDS/IDA*: the iteration and its bound.
    pub iteration: Option<u32>,
    pub bound: Option<u32>,
    pub expanded: JsonNode,
    pub children: Vec<JsonChild>,
    /// queue (BFS), priority (best-first) or stack (IDS/IDA*).
    pub frontier_kind: &'static str,
    /// What the frontier is sorted by (smallest first; stack: deepest first).
    pub frontier_key: &'static [&'static str],
    /// The frontier after the step, the node taken next first (at most
    /// 200 listed; `frontier_size` counts them all).
    pub frontier: Vec<JsonEntry>,
    pub frontier_size: usize,
    /// Why the first entry is taken next (null when the step generated
    /// the goal).
    pub next: Option<crate::i18n::Msg>,
    pub counts: JsonCounts,
}

pub fn frontier_kind(steps: &Steps) -> &'static str {
    use crate::search::events::FrontierOrder::*;
    match steps.order {
        Queue => "queue",
        Priority { .. } => "priority",
        Stack => "stack",
    }
}

pub fn child(steps: &Steps, c: &Child) -> JsonChild {
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
pub struct JsonGoal {
    pub id: u64,
    /// True when the goal was taken from the frontier (goal tested at
    /// expansion), false when it was generated and the search stopped.
    pub taken_from_frontier: bool,
}

/// The last line.
#[derive(Serialize)]
pub struct JsonEnd {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub board: Board,
    pub goal: Board,
    pub goal_node: Option<JsonGoal>,
    /// Steps printed, and expansions after them left out (`--max-steps`).
    pub steps_shown: usize,
    pub steps_omitted: u64,
    #[serde(flatten)]
    pub result: super::search::JsonResult,
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
