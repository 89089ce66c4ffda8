//! Questions: `quiz` (an answer checked against a computed value) and the
//! exercises (`count`, `moves`, `predict`, `next-node`), whose answer is
//! the work itself.

use super::*;

/// `quiz:` a question whose answer is checked against a computed value.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Quiz {
    pub(crate) question: String,
    /// A board shown with the question.
    pub(crate) board: Option<BoardRef>,
    #[serde(rename = "type")]
    pub(crate) answer_type: AnswerType,
    pub(crate) answer: AnswerValue,
    /// Where the truth comes from: a step's `id` and one of its fields.
    pub(crate) truth: Truth,
    pub(crate) hint: Option<String>,
    /// A stronger hint, given when the student asks for a hint again.
    pub(crate) hint2: Option<String>,
    pub(crate) explanation: Option<String>,
    /// The `id` of a computing step kept hidden until this quiz is
    /// answered, then shown as its feedback (ask first, compute after).
    pub(crate) reveals: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum AnswerType {
    Number,
    YesNo,
    Board,
    Moves,
}

impl AnswerType {
    pub(crate) fn name(self) -> &'static str {
        match self {
            AnswerType::Number => "number",
            AnswerType::YesNo => "yes-no",
            AnswerType::Board => "board",
            AnswerType::Moves => "moves",
        }
    }
}

/// The author's answer as written; checked against `type` when loading.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum AnswerValue {
    Bool(bool),
    Number(i64),
    Text(String),
}

impl<'de> Deserialize<'de> for AnswerValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = AnswerValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                crate::lesson::yaml_words::expecting(f, crate::msg!("lessonfile-expected-answer"))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<AnswerValue, E> {
                Ok(AnswerValue::Bool(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<AnswerValue, E> {
                i64::try_from(v)
                    .map(AnswerValue::Number)
                    .map_err(|_| E::custom(format!("answer {v} is too large")))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<AnswerValue, E> {
                Ok(AnswerValue::Number(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<AnswerValue, E> {
                Ok(AnswerValue::Text(v.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

/// `truth: {step: ID, field: NAME}`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Truth {
    pub(crate) step: String,
    pub(crate) field: String,
}

/// An exercise: the student produces the work (a count, moves, a
/// prediction, a choice of node) and the tool checks it with the same code
/// that computes the truth.
#[derive(Debug, Clone)]
pub enum Exercise {
    /// Count the inversions of a board, tile by tile or as a total.
    Count(CountExercise),
    /// Type moves that reach a target.
    Moves(MovesExercise),
    /// Predict what one move changes, before it is shown.
    Predict(PredictExercise),
    /// Pick the node a search expands next from its frontier.
    NextNode(NextNodeExercise),
}

/// The exercises as a lesson file writes them, for the JSON Schema: a map
/// with one key, the exercise's kind (as every other step).
#[derive(JsonSchema)]
#[schemars(rename_all = "kebab-case")]
#[allow(dead_code)]
pub(super) enum ExerciseSchema {
    /// Count the inversions of a board, tile by tile or as a total.
    Count(CountExercise),
    /// Type moves that reach a target.
    Moves(MovesExercise),
    /// Predict what one move changes, before it is shown.
    Predict(PredictExercise),
    /// Pick the node a search expands next from its frontier.
    NextNode(NextNodeExercise),
}

/// What every exercise has besides its own fields.
#[derive(Debug, Clone, Default)]
pub(crate) struct Ask {
    /// The exercise's `id`.
    pub(crate) id: Option<String>,
    /// The question put to the student (each kind has a default).
    pub(crate) question: Option<String>,
    /// The hint given on `h`.
    pub(crate) hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub(crate) hint2: Option<String>,
    /// Shown with the answer.
    pub(crate) explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub(crate) reveals: Option<String>,
}

macro_rules! ask_of {
    ($e:expr) => {
        Ask {
            id: $e.id.clone(),
            question: $e.question.clone(),
            hint: $e.hint.clone(),
            hint2: $e.hint2.clone(),
            explanation: $e.explanation.clone(),
            reveals: $e.reveals.clone(),
        }
    };
}

impl Exercise {
    /// The kind as written in the file.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            Exercise::Count(_) => "count",
            Exercise::Moves(_) => "moves",
            Exercise::Predict(_) => "predict",
            Exercise::NextNode(_) => "next-node",
        }
    }

    /// The fields every exercise shares.
    pub(crate) fn ask(&self) -> Ask {
        match self {
            Exercise::Count(e) => ask_of!(e),
            Exercise::Moves(e) => ask_of!(e),
            Exercise::Predict(e) => ask_of!(e),
            Exercise::NextNode(e) => ask_of!(e),
        }
    }

    /// The `id` of the step the exercise reveals once answered.
    pub(crate) fn reveals(&self) -> Option<&str> {
        match self {
            Exercise::Count(e) => e.reveals.as_deref(),
            Exercise::Moves(e) => e.reveals.as_deref(),
            Exercise::Predict(e) => e.reveals.as_deref(),
            Exercise::NextNode(e) => e.reveals.as_deref(),
        }
    }

    pub(crate) fn id(&self) -> Option<&str> {
        match self {
            Exercise::Count(e) => e.id.as_deref(),
            Exercise::Moves(e) => e.id.as_deref(),
            Exercise::Predict(e) => e.id.as_deref(),
            Exercise::NextNode(e) => e.id.as_deref(),
        }
    }
}

/// How a count exercise is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum CountBy {
    /// One count per tile, in reading order (`6 1 2 2 2 2 1 0`).
    #[default]
    Tile,
    /// The total only.
    Total,
}

/// `count:` the student counts the inversions of a board.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CountExercise {
    /// The exercise's `id`.
    pub(crate) id: Option<String>,
    /// The question (default: count the inversions, tile by tile).
    pub(crate) question: Option<String>,
    /// The board to count.
    pub(crate) board: BoardRef,
    /// The goal whose order decides which pairs are inversions.
    pub(crate) goal: Option<GoalRef>,
    /// `tile` (one count per tile, the default) or `total`.
    #[serde(default)]
    pub(crate) by: CountBy,
    /// The hint given on `h`.
    pub(crate) hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub(crate) hint2: Option<String>,
    /// Shown with the answer.
    pub(crate) explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub(crate) reveals: Option<String>,
}

/// `moves:` the student types moves that reach a target.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MovesExercise {
    /// The exercise's `id`.
    pub(crate) id: Option<String>,
    /// The question (default: says the target).
    pub(crate) question: Option<String>,
    /// The board the moves start from.
    pub(crate) board: BoardRef,
    /// The goal (the target when neither `to` nor `tile` is given).
    pub(crate) goal: Option<GoalRef>,
    /// Reach this board.
    pub(crate) to: Option<BoardRef>,
    /// Bring this tile to its cell in the goal.
    pub(crate) tile: Option<u8>,
    /// At most this many moves.
    pub(crate) max_moves: Option<usize>,
    /// The hint given on `h`.
    pub(crate) hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub(crate) hint2: Option<String>,
    /// Shown with the answer.
    pub(crate) explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub(crate) reveals: Option<String>,
}

/// What a predict exercise asks about one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PredictAsk {
    /// The change in the inversion count (Δinversions).
    Delta,
    /// The invariant after the move.
    Invariant,
    /// The parity (even or odd) of the invariant after the move.
    Parity,
    /// The tiles the moving tile jumps over in reading order.
    Jumped,
}

/// `predict:` before a move is shown, the student predicts what it changes.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PredictExercise {
    /// The exercise's `id`.
    pub(crate) id: Option<String>,
    /// The question (default: says the move and what to predict).
    pub(crate) question: Option<String>,
    /// The board before the move.
    pub(crate) board: BoardRef,
    /// The goal (its order decides the inversions).
    pub(crate) goal: Option<GoalRef>,
    /// The move: one blank direction, U, D, L or R.
    #[serde(rename = "move")]
    pub(crate) mv: Moves,
    /// `delta`, `invariant`, `parity` or `jumped`.
    pub(crate) ask: PredictAsk,
    /// The hint given on `h`.
    pub(crate) hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub(crate) hint2: Option<String>,
    /// Shown with the answer.
    pub(crate) explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub(crate) reveals: Option<String>,
}

/// The most expansions a next-node exercise may let a search make first.
pub(crate) const MAX_NEXT_NODE_AFTER: u64 = 50;

/// `next-node:` the student picks which frontier node a search expands next.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NextNodeExercise {
    /// The exercise's `id`.
    pub(crate) id: Option<String>,
    /// The question (default: which node does ALGO expand next?).
    pub(crate) question: Option<String>,
    /// The start of the search.
    pub(crate) board: BoardRef,
    /// The goal of the search.
    pub(crate) goal: Option<GoalRef>,
    /// `bfs`, `ordered` or `astar` (default bfs).
    #[serde(default = "bfs")]
    pub(crate) algo: AlgoName,
    /// A* only: the heuristic (default manhattan).
    pub(crate) heuristic: Option<HeuristicName>,
    /// The order blank moves are tried (default of the search).
    pub(crate) order: Option<OrderText>,
    /// How many nodes the search has expanded when the question is asked
    /// (1 to 50).
    pub(crate) after: u64,
    /// The hint given on `h`.
    pub(crate) hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub(crate) hint2: Option<String>,
    /// Shown with the answer.
    pub(crate) explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub(crate) reveals: Option<String>,
}
