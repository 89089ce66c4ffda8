//! The heuristic lab's steps: `audit` and `cost-table`, and their caps.

use super::*;

/// The largest board a lesson may audit exhaustively (3x3: 181,440 states,
/// about a tenth of a second; `npuzzle heuristics check` goes to 12 cells).
pub(crate) const MAX_AUDIT_CELLS: usize = 9;

/// `audit:` heuristics checked against the exact distance of every
/// solvable state (`npuzzle heuristics check`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuditStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    /// `3x3`, `2x4`, ... at most 9 cells (default 3x3).
    pub(crate) size: Option<String>,
    pub(crate) goal: Option<GoalRef>,
    /// Which heuristics (default: all eight, H1-H6 and the two faulty
    /// variants).
    pub(crate) heuristics: Option<Vec<HeuristicName>>,
    /// Claims by name, e.g. `admissible.seed-h6: true`,
    /// `worst.linear-conflict-pairs.h: 32` (the names are checked against
    /// what the step computes).
    #[serde(default)]
    #[schemars(with = "std::collections::BTreeMap<String, serde_json::Value>")]
    pub(crate) expect: serde_yaml::Mapping,
}

/// The most boards per depth a lesson's cost table may draw.
pub(crate) const MAX_COST_COUNT: usize = 100;
/// The deepest row a lesson's cost table may ask for.
pub(crate) const MAX_COST_DEPTH: u32 = 24;
/// The most nodes iterative deepening may generate on one board of a
/// lesson's cost table (deeper rows are then marked not run).
pub(crate) const MAX_COST_IDS_NODES: u64 = 1_000_000;
/// IDS's node limit per board when a lesson names none.
pub(crate) const DEFAULT_COST_IDS_NODES: u64 = 200_000;
/// A*'s node limit per board in a lesson's cost table.
pub(crate) const COST_ASTAR_NODES: u64 = 1_000_000;

/// `cost-table:` AIMA's Figure 3.29 measured again on seeded random
/// 8-puzzle boards (`npuzzle experiment cost-table`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CostTableStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    /// A 3x3 goal (default blank-first, AIMA's).
    pub(crate) goal: Option<GoalRef>,
    /// Boards per depth (at most 100).
    pub(crate) count: usize,
    /// Seed of the random boards (default 1).
    #[serde(default = "one")]
    pub(crate) seed: u64,
    /// The deepest row: depths 2, 4, ... up to this (even, at most 24).
    pub(crate) max_depth: u32,
    /// The IDS column (default true).
    #[serde(default = "yes")]
    pub(crate) ids: bool,
    /// AIMA's IDS, which also generates the move back to the parent.
    #[serde(default)]
    pub(crate) ids_with_undo: bool,
    /// IDS gives up on a board after this many generated nodes (default
    /// 200,000, at most 1,000,000).
    pub(crate) ids_max_nodes: Option<u64>,
    /// A* columns added to misplaced and manhattan.
    pub(crate) heuristics: Option<Vec<HeuristicName>>,
    /// Claims by name, e.g. `depth_12.astar-manhattan.generated: 80.4`.
    #[serde(default)]
    #[schemars(with = "std::collections::BTreeMap<String, serde_json::Value>")]
    pub(crate) expect: serde_yaml::Mapping,
}
