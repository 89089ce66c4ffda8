//! The steps about boards, parity and the theorem: `board`, `inversions`,
//! `solvable`, `trace`, `reduce`, `connect`, `verify`, each with its
//! `expect:`.

use super::*;

/// `board:` draw a board, optionally next to its goal.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    /// Draw the goal beside the board.
    pub goal: Option<GoalRef>,
}

/// `inversions:` the per-tile table, as a Burmese tutorial draws it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InversionsStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    /// A count someone else claims (a seed's): shown next to the true one.
    pub claim: Option<i64>,
    #[serde(default)]
    pub expect: InversionsExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InversionsExpect {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parity: Option<ParityName>,
    /// One count per tile, in reading order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counts: Option<Vec<u64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relabelled: Option<bool>,
    /// Whether the step's `claim` is the true count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim_correct: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ParityName {
    Even,
    Odd,
}

/// `solvable:` the verdict.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SolvableStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    #[serde(default)]
    pub expect: SolvableExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SolvableExpect {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solvable: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<RuleName>,
    /// Inversions relative to the goal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blank_row_distance: Option<u64>,
    /// What "even inversions means solvable" (the 8-puzzle rule of seed
    /// 000) would answer for this board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversion_rule_says: Option<bool>,
    /// The two tiles of the fixing swap of an unsolvable board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<Vec<u64>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RuleName {
    OddWidth,
    EvenWidth,
    Thin,
}

/// The longest move sequence a lesson may trace.
pub const MAX_TRACE_MOVES: usize = 1000;

/// `trace:` the parity proof on every move (`npuzzle trace`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TraceStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    /// Blank directions, `U`, `D`, `L`, `R`.
    pub moves: Moves,
    /// One line per move (the default) or a grid per move (`false`).
    #[serde(default = "yes")]
    pub compact: bool,
    #[serde(default)]
    pub expect: TraceExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TraceExpect {
    /// The board after the last move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<BoardText>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vertical_moves: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub horizontal_moves: Option<i64>,
    /// The tiles each move jumps over (`[]` for a horizontal move).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jumped: Option<Vec<Vec<i64>>>,
    /// Δinversions of each move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deltas: Option<Vec<i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversions_start: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversions_end: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub net_change: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invariant_start: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invariant_end: Option<i64>,
    /// The invariant for this width kept its parity on every move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parity_kept: Option<bool>,
    /// Moves that flipped the parity of the inversion count alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversion_parity_changes: Option<i64>,
    /// Moves that flipped the parity of inversions + blank row (the N of a Chinese blog's question on AIMA's proof).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversions_plus_row_parity_changes: Option<i64>,
}

/// `reduce:` the canonical reduction (the one a Chinese blog sketches), by legal moves
/// (`npuzzle reduce`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReduceStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub board: BoardRef,
    pub goal: Option<GoalRef>,
    /// Boards on one line instead of grids.
    #[serde(default)]
    pub compact: bool,
    #[serde(default)]
    pub expect: ReduceExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReduceExpect {
    /// `even` (the goal's own class) or `odd`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<ParityName>,
    /// The canonical board the reduction ends on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<BoardText>,
    /// Moves in the whole reduction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<i64>,
    /// Inversions relative to the goal, computed before the first move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inversions: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phases: Option<i64>,
}

/// `connect:` an explicit path between two boards (`npuzzle connect`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConnectStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    pub from: BoardRef,
    pub to: BoardRef,
    pub goal: Option<GoalRef>,
    #[serde(default)]
    pub expect: ConnectExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConnectExpect {
    /// The boards are in one class and a path was found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub connected: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Moves>,
    /// The class of FROM (`even`: the goal's class).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<ParityName>,
}

/// The largest board a lesson may verify exhaustively (3x3: 362,880
/// arrangements, well under a second).
pub const MAX_VERIFY_CELLS: usize = 9;

/// `verify:` breadth-first search over a whole small state space
/// (`npuzzle verify`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    /// `3x3`, `2x4`, ... at most 9 cells.
    pub size: String,
    pub goal: Option<GoalRef>,
    #[serde(default)]
    pub expect: VerifyExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyExpect {
    /// Arrangements reached from the goal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reached: Option<i64>,
    /// (W·H)!/2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<i64>,
    /// Every arrangement, reachable or not: (W·H)!.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub states: Option<i64>,
    /// The largest distance from the goal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_depth: Option<i64>,
    /// How many boards lie at each distance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by_depth: Option<Vec<i64>>,
    /// Every reachable board is predicted solvable and every other one not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agrees: Option<bool>,
    /// How many boards lie at the largest distance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub farthest: Option<i64>,
}
