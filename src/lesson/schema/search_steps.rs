//! The search steps: `solve`, `tree`, `compare`, `heuristics`, their
//! limits and their `expect:`. The search rules are repeated in each step
//! (serde cannot combine `flatten` with `deny_unknown_fields`, and every
//! step must refuse an unknown field at its place); `SearchRules` gathers
//! them once read.

use super::*;

/// The most nodes a lesson's search may generate (a few hundred MB at most).
pub(crate) const MAX_SEARCH_NODES: u64 = 5_000_000;
/// The node limit when a lesson names none.
pub(crate) const DEFAULT_SEARCH_NODES: u64 = 1_000_000;
/// The most tree nodes a lesson may draw.
pub(crate) const MAX_DRAWN: usize = 2000;

/// `algo: bfs` (bfs, ids, ordered, greedy, astar, idastar, bidir).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct AlgoName(pub(crate) crate::search::Algorithm);

impl<'de> Deserialize<'de> for AlgoName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_text(d).map(AlgoName)
    }
}

/// `heuristic: manhattan` (or h1..h6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct HeuristicName(pub(crate) crate::heuristics::Heuristic);

impl<'de> Deserialize<'de> for HeuristicName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_text(d).map(HeuristicName)
    }
}

/// `order: LUDR`, the order blank moves are tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OrderText(pub(crate) crate::search::MoveOrder);

impl<'de> Deserialize<'de> for OrderText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        crate::search::MoveOrder::parse(&text)
            .map(OrderText)
            .map_err(|e| refuse(crate::lesson::said::error_msg(&e)))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum GoalTestName {
    Generation,
    Expansion,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum TiesName {
    Fifo,
    LowH,
}

/// How a search runs, as a lesson writes it (the flags of `npuzzle solve`).
#[derive(Debug, Clone, Default)]
pub(crate) struct SearchRules {
    pub(crate) heuristic: Option<HeuristicName>,
    pub(crate) order: Option<OrderText>,
    pub(crate) tree_search: bool,
    pub(crate) no_undo: bool,
    pub(crate) goal_test: Option<GoalTestName>,
    pub(crate) ties: Option<TiesName>,
    pub(crate) max_nodes: Option<u64>,
}

/// `solve:` a search with its path and counts (`npuzzle solve`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SolveStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    #[serde(default = "astar")]
    pub(crate) algo: AlgoName,
    pub(crate) heuristic: Option<HeuristicName>,
    pub(crate) order: Option<OrderText>,
    #[serde(default)]
    pub(crate) tree_search: bool,
    #[serde(default)]
    pub(crate) no_undo: bool,
    pub(crate) goal_test: Option<GoalTestName>,
    pub(crate) ties: Option<TiesName>,
    pub(crate) max_nodes: Option<u64>,
    /// Show the boards along the path.
    #[serde(default = "yes")]
    pub(crate) show_path: bool,
    #[serde(default)]
    pub(crate) expect: SearchExpect,
}

/// `tree:` a search and the tree it built (`npuzzle tree`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TreeStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    #[serde(default = "bfs")]
    pub(crate) algo: AlgoName,
    pub(crate) heuristic: Option<HeuristicName>,
    pub(crate) order: Option<OrderText>,
    #[serde(default)]
    pub(crate) tree_search: bool,
    #[serde(default)]
    pub(crate) no_undo: bool,
    pub(crate) goal_test: Option<GoalTestName>,
    pub(crate) ties: Option<TiesName>,
    pub(crate) max_nodes: Option<u64>,
    /// Draw at most this many nodes (default 200, at most 2000).
    pub(crate) max_nodes_drawn: Option<usize>,
    /// Boards as small grids instead of one line each.
    #[serde(default)]
    pub(crate) grids: bool,
    /// Show the search one expansion at a time, as `solve --step` does: on
    /// a terminal `w` at this step opens the step view (`q` returns to the
    /// lesson); printed, the first steps as text; in JSON every step.
    #[serde(default)]
    pub(crate) step: bool,
    #[serde(default)]
    pub(crate) expect: SearchExpect,
}

/// `compare:` several algorithms on one board (`npuzzle compare`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CompareStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    pub(crate) algos: Vec<AlgoName>,
    /// Applied to the algorithms that use a heuristic.
    pub(crate) heuristic: Option<HeuristicName>,
    pub(crate) order: Option<OrderText>,
    #[serde(default)]
    pub(crate) tree_search: bool,
    #[serde(default)]
    pub(crate) no_undo: bool,
    pub(crate) goal_test: Option<GoalTestName>,
    pub(crate) ties: Option<TiesName>,
    pub(crate) max_nodes: Option<u64>,
    /// Per algorithm name, the values its search must produce.
    #[serde(default)]
    pub(crate) expect: std::collections::BTreeMap<String, SearchExpect>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SearchExpect {
    /// Found a solution within the limits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) solved: Option<bool>,
    /// Moves in the solution.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) length: Option<i64>,
    /// The solution, as blank directions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) moves: Option<Moves>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) expanded: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) generated: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) selected: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) duplicates: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max_frontier: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max_stored: Option<i64>,
    /// Effective branching factor, to two decimals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) branching: Option<f64>,
}

/// `heuristics:` the values of heuristics on one board, and its true
/// distance.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HeuristicsStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    /// Which heuristics (default: H1-H6, the six heuristics of a Vietnamese university report).
    pub(crate) heuristics: Option<Vec<HeuristicName>>,
    /// Also compute the true distance (an optimal search).
    #[serde(default = "yes")]
    pub(crate) distance: bool,
    /// Print each heuristic's explanation.
    #[serde(default)]
    pub(crate) explain: bool,
    #[serde(default)]
    pub(crate) expect: HeuristicsExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(crate) struct HeuristicsExpect {
    #[serde(alias = "h1", skip_serializing_if = "Option::is_none")]
    pub(crate) misplaced: Option<i64>,
    #[serde(alias = "h2", skip_serializing_if = "Option::is_none")]
    pub(crate) manhattan: Option<i64>,
    #[serde(alias = "h3", skip_serializing_if = "Option::is_none")]
    pub(crate) euclidean: Option<i64>,
    #[serde(alias = "h4", skip_serializing_if = "Option::is_none")]
    pub(crate) rowcol: Option<i64>,
    #[serde(alias = "h5", skip_serializing_if = "Option::is_none")]
    pub(crate) linear_conflict: Option<i64>,
    #[serde(alias = "h6", skip_serializing_if = "Option::is_none")]
    pub(crate) seed_h6: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) misplaced_with_blank: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) linear_conflict_pairs: Option<i64>,
    /// The true distance (length of a shortest solution).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) distance: Option<i64>,
    /// The heuristics whose value exceeds the distance on this board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) overestimating: Option<Vec<String>>,
}
