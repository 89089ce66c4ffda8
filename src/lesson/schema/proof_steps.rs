//! The steps about boards, parity and the theorem: `board`, `inversions`,
//! `solvable`, `trace`, `reduce`, `connect`, `verify`, each with its
//! `expect:`.

use super::*;

/// `board:` draw a board, optionally next to its goal.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    /// Draw the goal beside the board.
    pub(crate) goal: Option<GoalRef>,
}

/// `inversions:` the per-tile table, as a Burmese tutorial draws it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InversionsStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    /// A count someone else claims (a seed's): shown next to the true one.
    pub(crate) claim: Option<i64>,
    #[serde(default)]
    pub(crate) expect: InversionsExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct InversionsExpect {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) parity: Option<ParityName>,
    /// One count per tile, in reading order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) counts: Option<Vec<u64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) relabelled: Option<bool>,
    /// Whether the step's `claim` is the true count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) claim_correct: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum ParityName {
    Even,
    Odd,
}

/// `solvable:` the verdict.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SolvableStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    #[serde(default)]
    pub(crate) expect: SolvableExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SolvableExpect {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) solvable: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) rule: Option<RuleName>,
    /// Inversions relative to the goal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) blank_row_distance: Option<u64>,
    /// What "even inversions means solvable" (the 8-puzzle rule of seed
    /// 000) would answer for this board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversion_rule_says: Option<bool>,
    /// The two tiles of the fixing swap of an unsolvable board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) fix: Option<Vec<u64>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum RuleName {
    OddWidth,
    EvenWidth,
    Thin,
}

/// The longest move sequence a lesson may trace.
pub(crate) const MAX_TRACE_MOVES: usize = 1000;

/// `trace:` the parity proof on every move (`npuzzle trace`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TraceStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    /// Blank directions, `U`, `D`, `L`, `R`.
    pub(crate) moves: Moves,
    /// One line per move (the default) or a grid per move (`false`).
    #[serde(default = "yes")]
    pub(crate) compact: bool,
    #[serde(default)]
    pub(crate) expect: TraceExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TraceExpect {
    /// The board after the last move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) end: Option<BoardText>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) vertical_moves: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) horizontal_moves: Option<i64>,
    /// The tiles each move jumps over (`[]` for a horizontal move).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) jumped: Option<Vec<Vec<i64>>>,
    /// Δinversions of each move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) deltas: Option<Vec<i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversions_start: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversions_end: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) net_change: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) invariant_start: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) invariant_end: Option<i64>,
    /// The invariant for this width kept its parity on every move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) parity_kept: Option<bool>,
    /// Moves that flipped the parity of the inversion count alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversion_parity_changes: Option<i64>,
    /// Moves that flipped the parity of inversions + blank row (the N of a Chinese blog's question on AIMA's proof).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversions_plus_row_parity_changes: Option<i64>,
}

/// `reduce:` the canonical reduction (the one a Chinese blog sketches), by legal moves
/// (`npuzzle reduce`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReduceStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) board: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    /// Boards on one line instead of grids.
    #[serde(default)]
    pub(crate) compact: bool,
    #[serde(default)]
    pub(crate) expect: ReduceExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReduceExpect {
    /// `even` (the goal's own class) or `odd`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) class: Option<ParityName>,
    /// The canonical board the reduction ends on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) target: Option<BoardText>,
    /// Moves in the whole reduction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) length: Option<i64>,
    /// Inversions relative to the goal, computed before the first move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) inversions: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) phases: Option<i64>,
}

/// `connect:` an explicit path between two boards (`npuzzle connect`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConnectStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    pub(crate) from: BoardRef,
    pub(crate) to: BoardRef,
    pub(crate) goal: Option<GoalRef>,
    #[serde(default)]
    pub(crate) expect: ConnectExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ConnectExpect {
    /// The boards are in one class and a path was found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) connected: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) length: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) moves: Option<Moves>,
    /// The class of FROM (`even`: the goal's class).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) class: Option<ParityName>,
}

/// The largest board a lesson may verify exhaustively (3x3: 362,880
/// arrangements, well under a second).
pub(crate) const MAX_VERIFY_CELLS: usize = 9;

/// `verify:` breadth-first search over a whole small state space
/// (`npuzzle verify`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyStep {
    pub(crate) id: Option<String>,
    pub(crate) title: Option<String>,
    pub(crate) text: Option<String>,
    /// `3x3`, `2x4`, ... at most 9 cells.
    pub(crate) size: String,
    pub(crate) goal: Option<GoalRef>,
    #[serde(default)]
    pub(crate) expect: VerifyExpect,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct VerifyExpect {
    /// Arrangements reached from the goal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reached: Option<i64>,
    /// (W·H)!/2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) expected: Option<i64>,
    /// Every arrangement, reachable or not: (W·H)!.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) states: Option<i64>,
    /// The largest distance from the goal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max_depth: Option<i64>,
    /// How many boards lie at each distance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) by_depth: Option<Vec<i64>>,
    /// Every reachable board is predicted solvable and every other one not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) agrees: Option<bool>,
    /// How many boards lie at the largest distance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) farthest: Option<i64>,
}
