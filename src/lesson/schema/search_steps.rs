//! The search steps: `solve`, `tree`, `compare`, `heuristics`, their
//! limits and their `expect:`. The search rules are repeated in each step
//! (serde cannot combine `flatten` with `deny_unknown_fields`, and every
//! step must refuse an unknown field at its place); `SearchRules` gathers
//! them once read.

use super::*;

/// The most nodes a lesson's search may generate (a few hundred MB at most).
pub const MAX_SEARCH_NODES: u64 = 5_000_000;
/// The node limit when a lesson names none.
pub const DEFAULT_SEARCH_NODES: u64 = 1_000_000;
/// The most tree nodes a lesson may draw.
pub const MAX_DRAWN: usize = 2000;

/// `algo: bfs` (bfs, ids, ordered, greedy, astar, idastar, bidir).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AlgoName(pub crate::search::Algorithm);

impl<'de> Deserialize<'de> for AlgoName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_text(d).map(AlgoName)
    }
}

/// `heuristic: manhattan` (or h1..h6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeuristicName(pub crate::heuristics::Heuristic);

impl<'de> Deserialize<'de> for HeuristicName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_text(d).map(HeuristicName)
    }
}

/// `order: LUDR`, the order blank moves are tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderText(pub crate::search::MoveOrder);

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
pub enum GoalTestName {
    Generation,
    Expansion,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TiesName {
    Fifo,
    LowH,
}

/// How a search runs, as a lesson writes it (the flags of `npuzzle solve`).
#[derive(Debug, Clone, Default)]
pub struct SearchRules {
    pub heuristic: Option<HeuristicName>,
    pub order: Option<OrderText>,
    pub tree_search: bool,
    pub no_undo: bool,
    pub goal_test: Option<GoalTestName>,
    pub ties: Option<TiesName>,
    pub max_nodes: Option<u64>,
}

/// `solve:` a search with its path and counts (`npuzzle solve`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SolveStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    #[serde(default = "astar")]
    pub algo: AlgoName,
    pub heuristic: Option<HeuristicName>,
    pub order: Option<OrderText>,
    #[serde(default)]
    pub tree_search: bool,
    #[serde(default)]
    pub no_undo: bool,
    pub goal_test: Option<GoalTestName>,
    pub ties: Option<TiesName>,
    pub max_nodes: Option<u64>,
    /// Show the boards along the path.
    #[serde(default = "yes")]
    pub show_path: bool,
    #[serde(default)]
    pub expect: SearchExpect,
}

/// `tree:` a search and the tree it built (`npuzzle tree`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TreeStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    #[serde(default = "bfs")]
    pub algo: AlgoName,
    pub heuristic: Option<HeuristicName>,
    pub order: Option<OrderText>,
    #[serde(default)]
    pub tree_search: bool,
    #[serde(default)]
    pub no_undo: bool,
    pub goal_test: Option<GoalTestName>,
    pub ties: Option<TiesName>,
    pub max_nodes: Option<u64>,
    /// Draw at most this many nodes (default 200, at most 2000).
    pub max_nodes_drawn: Option<usize>,
    /// Boards as small grids instead of one line each.
    #[serde(default)]
    pub grids: bool,
    /// Show the search one expansion at a time, as `solve --step` does: on
    /// a terminal `w` at this step opens the step view (`q` returns to the
    /// lesson); printed, the first steps as text; in JSON every step.
    #[serde(default)]
    pub step: bool,
    #[serde(default)]
    pub expect: SearchExpect,
}

/// `compare:` several algorithms on one board (`npuzzle compare`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CompareStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    pub algos: Vec<AlgoName>,
    /// Applied to the algorithms that use a heuristic.
    pub heuristic: Option<HeuristicName>,
    pub order: Option<OrderText>,
    #[serde(default)]
    pub tree_search: bool,
    #[serde(default)]
    pub no_undo: bool,
    pub goal_test: Option<GoalTestName>,
    pub ties: Option<TiesName>,
    pub max_nodes: Option<u64>,
    /// Per algorithm name, the values its search must produce.
    #[serde(default)]
    pub expect: std::collections::BTreeMap<String, SearchExpect>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SearchExpect {
    /// Found a solution within the limits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solved: Option<bool>,
    /// Moves in the solution.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<i64>,
    /// The solution, as blank directions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Moves>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expanded: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub generated: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selected: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duplicates: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_frontier: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_stored: Option<i64>,
    /// Effective branching factor, to two decimals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub branching: Option<f64>,
}

/// `heuristics:` the values of heuristics on one board, and its true
/// distance.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HeuristicsStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    /// Which heuristics (default: H1-H6, the six heuristics of a Vietnamese university report).
    pub heuristics: Option<Vec<HeuristicName>>,
    /// Also compute the true distance (an optimal search).
    #[serde(default = "yes")]
    pub distance: bool,
    /// Print each heuristic's explanation.
    #[serde(default)]
    pub explain: bool,
    #[serde(default)]
    pub expect: HeuristicsExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct HeuristicsExpect {
    #[serde(alias = "h1", skip_serializing_if = "Option::is_none")]
    pub misplaced: Option<i64>,
    #[serde(alias = "h2", skip_serializing_if = "Option::is_none")]
    pub manhattan: Option<i64>,
    #[serde(alias = "h3", skip_serializing_if = "Option::is_none")]
    pub euclidean: Option<i64>,
    #[serde(alias = "h4", skip_serializing_if = "Option::is_none")]
    pub rowcol: Option<i64>,
    #[serde(alias = "h5", skip_serializing_if = "Option::is_none")]
    pub linear_conflict: Option<i64>,
    #[serde(alias = "h6", skip_serializing_if = "Option::is_none")]
    pub seed_h6: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misplaced_with_blank: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub linear_conflict_pairs: Option<i64>,
    /// The true distance (length of a shortest solution).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distance: Option<i64>,
    /// The heuristics whose value exceeds the distance on this board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub overestimating: Option<Vec<String>>,
}
