//! The lesson file format: what an instructor may write, as serde types.
//!
//! Every struct rejects unknown fields, so a typo (`expcet:`) is an error
//! with its line and column instead of a claim silently left unchecked.
//! Boards, goals and move strings are parsed while the file is read, so a
//! malformed board is reported at its place in the file too. The full field
//! reference with examples is `lessons/README.md`.

use crate::board::{Board, Dir, GoalSpec};
use crate::parse::{escape, parse_board, shown_text};
use schemars::JsonSchema;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// The only format version this build reads.
pub const FORMAT_VERSION: u32 = 1;

/// A whole lesson file.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub format_version: FormatVersion,
    pub title: String,
    /// One or two sentences: what the student will learn.
    pub summary: String,
    pub level: Level,
    pub steps: Vec<Step>,
}

/// `format_version: 1`, checked while reading so that a lesson written for
/// a later format is refused at its place in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FormatVersion(pub u32);

impl<'de> Deserialize<'de> for FormatVersion {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = u32::deserialize(d)?;
        if v != FORMAT_VERSION {
            return Err(de::Error::custom(format!(
                "format_version {v} is not supported: this npuzzle reads format_version {FORMAT_VERSION}"
            )));
        }
        Ok(FormatVersion(v))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Beginner,
    Intermediate,
    Advanced,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
        }
    }
}

/// One step of a lesson: a YAML map with exactly one key, the step's kind.
#[derive(Debug, Clone, JsonSchema)]
#[schemars(rename_all = "kebab-case")]
pub enum Step {
    /// A heading that opens a part of the lesson.
    Section(String),
    /// Text for the student.
    Say(String),
    /// Draw a board (and its goal, if given).
    Board(BoardStep),
    /// The per-tile inversion table.
    Inversions(InversionsStep),
    /// The solvability verdict with the rule that applies.
    Solvable(SolvableStep),
    /// The parity proof checked on every move of a move sequence.
    Trace(TraceStep),
    /// The constructive proof: a board reduced to its class's canonical board.
    Reduce(ReduceStep),
    /// An explicit path between two boards of one class.
    Connect(ConnectStep),
    /// The theorem checked over a whole small state space.
    Verify(VerifyStep),
    /// A search: the path and every count.
    Solve(SolveStep),
    /// A search and the tree it built.
    Tree(TreeStep),
    /// Several searches on one board, side by side.
    Compare(CompareStep),
    /// Heuristic values of a board next to its true distance.
    Heuristics(HeuristicsStep),
    /// Heuristics audited over a whole small state space
    /// (`npuzzle heuristics check`).
    Audit(AuditStep),
    /// Search cost by solution depth, AIMA's Figure 3.29
    /// (`npuzzle experiment cost-table`).
    CostTable(CostTableStep),
    /// A question with a checked answer.
    Quiz(Quiz),
    /// An exercise whose answer is the student's own work (`count`,
    /// `moves`, `predict`, `next-node`), checked by the code that computes
    /// the truth.
    #[schemars(untagged, with = "ExerciseSchema")]
    Exercise(Box<Exercise>),
}

/// Every step kind, as written in a file.
pub const KINDS: &[&str] = &[
    "section",
    "say",
    "board",
    "inversions",
    "solvable",
    "trace",
    "reduce",
    "connect",
    "verify",
    "solve",
    "tree",
    "compare",
    "heuristics",
    "audit",
    "cost-table",
    "quiz",
    "count",
    "moves",
    "predict",
    "next-node",
];

impl<'de> Deserialize<'de> for Step {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Step;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(
                    f,
                    "a step: a map with one key, its kind ({})",
                    KINDS.join(", ")
                )
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Step, A::Error> {
                let Some(kind) = map.next_key::<String>()? else {
                    return Err(de::Error::custom(format!(
                        "empty step: write one of {}",
                        KINDS.join(", ")
                    )));
                };
                let step = match kind.as_str() {
                    "section" => Step::Section(map.next_value()?),
                    "say" => Step::Say(map.next_value()?),
                    "board" => Step::Board(map.next_value()?),
                    "inversions" => Step::Inversions(map.next_value()?),
                    "solvable" => Step::Solvable(map.next_value()?),
                    "trace" => Step::Trace(map.next_value()?),
                    "reduce" => Step::Reduce(map.next_value()?),
                    "connect" => Step::Connect(map.next_value()?),
                    "verify" => Step::Verify(map.next_value()?),
                    "solve" => Step::Solve(map.next_value()?),
                    "tree" => Step::Tree(map.next_value()?),
                    "compare" => Step::Compare(map.next_value()?),
                    "heuristics" => Step::Heuristics(map.next_value()?),
                    "audit" => Step::Audit(map.next_value()?),
                    "cost-table" => Step::CostTable(map.next_value()?),
                    "quiz" => Step::Quiz(map.next_value()?),
                    "count" => Step::Exercise(Box::new(Exercise::Count(map.next_value()?))),
                    "moves" => Step::Exercise(Box::new(Exercise::Moves(map.next_value()?))),
                    "predict" => Step::Exercise(Box::new(Exercise::Predict(map.next_value()?))),
                    "next-node" => Step::Exercise(Box::new(Exercise::NextNode(map.next_value()?))),
                    other => {
                        return Err(de::Error::custom(format!(
                            "unknown step kind `{}`, expected one of {}",
                            shown_text(other),
                            KINDS.join(", ")
                        )));
                    }
                };
                if let Some(extra) = map.next_key::<String>()? {
                    return Err(de::Error::custom(format!(
                        "a step has exactly one kind, but this one also has `{}` (indent the step's fields under `{kind}:`)",
                        shown_text(&extra)
                    )));
                }
                Ok(step)
            }
        }
        d.deserialize_map(V)
    }
}

impl Step {
    /// The kind as written in the file.
    pub fn kind(&self) -> &'static str {
        match self {
            Step::Section(_) => "section",
            Step::Say(_) => "say",
            Step::Board(_) => "board",
            Step::Inversions(_) => "inversions",
            Step::Solvable(_) => "solvable",
            Step::Trace(_) => "trace",
            Step::Reduce(_) => "reduce",
            Step::Connect(_) => "connect",
            Step::Verify(_) => "verify",
            Step::Solve(_) => "solve",
            Step::Tree(_) => "tree",
            Step::Compare(_) => "compare",
            Step::Heuristics(_) => "heuristics",
            Step::Audit(_) => "audit",
            Step::CostTable(_) => "cost-table",
            Step::Quiz(_) => "quiz",
            Step::Exercise(e) => e.kind(),
        }
    }

    /// The step's `id`, for steps that compute something.
    pub fn id(&self) -> Option<&str> {
        match self {
            Step::Section(_) | Step::Say(_) | Step::Quiz(_) => None,
            Step::Board(s) => s.id.as_deref(),
            Step::Inversions(s) => s.id.as_deref(),
            Step::Solvable(s) => s.id.as_deref(),
            Step::Trace(s) => s.id.as_deref(),
            Step::Reduce(s) => s.id.as_deref(),
            Step::Connect(s) => s.id.as_deref(),
            Step::Verify(s) => s.id.as_deref(),
            Step::Solve(s) => s.id.as_deref(),
            Step::Tree(s) => s.id.as_deref(),
            Step::Compare(s) => s.id.as_deref(),
            Step::Heuristics(s) => s.id.as_deref(),
            Step::Audit(s) => s.id.as_deref(),
            Step::CostTable(s) => s.id.as_deref(),
            Step::Exercise(e) => e.id(),
        }
    }

    /// The `id` of the step a quiz or an exercise reveals once answered.
    pub fn reveals(&self) -> Option<&str> {
        match self {
            Step::Quiz(q) => q.reveals.as_deref(),
            Step::Exercise(e) => e.reveals(),
            _ => None,
        }
    }
}

/// A board as written: inline text, `@FILE` relative to the lesson, or a
/// seeded random board (`{random: {size: 3x3, seed: 7, moves: 20}}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardRef {
    Inline(Board),
    File(String),
    Random(RandomBoard),
}

/// `board: {random: {...}}`: a board drawn by the generator of `npuzzle
/// random` and `npuzzle play` with a fixed seed, so the lesson's claims are
/// checked on the board it produces (the same one on every machine).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RandomBoard {
    /// The board's size, WxH (`3x3`, `4x3`).
    pub size: SizeText,
    /// The seed: the same seed gives the same board everywhere.
    pub seed: u64,
    /// A random walk of this many moves from the goal (`npuzzle random
    /// --moves`).
    pub moves: Option<usize>,
    /// A board whose optimal distance to the goal is exactly this
    /// (`npuzzle random --distance`).
    pub distance: Option<u32>,
    /// A board of the other class, that cannot reach the goal.
    #[serde(default)]
    pub unsolvable: bool,
}

/// The most nodes the optimal solver may generate to draw a random board
/// at an exact `distance:` beyond the boards whose whole state space is
/// searched (the lesson's work budget counts them).
pub const RANDOM_DISTANCE_NODES: u64 = MAX_SEARCH_NODES;

/// A board size `WxH`, checked while reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeText(pub usize, pub usize);

impl<'de> Deserialize<'de> for SizeText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        crate::parse::parse_size(&text)
            .map(|(w, h)| SizeText(w, h))
            .map_err(de::Error::custom)
    }
}

/// The one key of a random board's map.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RandomKey {
    random: RandomBoard,
}

impl RandomBoard {
    /// Refuse what `npuzzle random` would refuse without looking at the
    /// goal (the rest is said when the board is drawn).
    fn checked(self) -> Result<RandomBoard, String> {
        if self.moves.is_some() && self.distance.is_some() {
            return Err(
                "random: give `moves:` or `distance:`, not both (neither: uniform over the class)"
                    .to_string(),
            );
        }
        if let Some(n) = self.moves
            && n > crate::random::MAX_WALK
        {
            return Err(format!(
                "random: moves: {n}: a random walk may have at most {} moves",
                crate::random::MAX_WALK
            ));
        }
        if self.distance.is_some() && self.unsolvable {
            return Err(
                "random: distance: with unsolvable: an unsolvable board has no distance to the goal"
                    .to_string(),
            );
        }
        Ok(self)
    }
}

/// A goal as written: a preset name, an inline board, or `@FILE`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoalRef {
    Spec(GoalSpec),
    File(String),
}

/// Accept a scalar as text: `board: 724506831` is read by YAML as a number.
struct ScalarText;

impl<'de> Visitor<'de> for ScalarText {
    type Value = String;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<String, E> {
        Ok(v.to_string())
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<String, E> {
        Ok(v.to_string())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<String, E> {
        Ok(v.to_string())
    }
}

fn scalar_text<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    d.deserialize_any(ScalarText)
}

fn file_name(text: &str) -> Option<String> {
    text.trim().strip_prefix('@').map(|p| p.trim().to_string())
}

/// A board as text (a scalar) or a random board (a map).
struct BoardRefVisitor;

impl BoardRefVisitor {
    fn text<E: de::Error>(text: &str) -> Result<BoardRef, E> {
        if let Some(path) = file_name(text) {
            return Ok(BoardRef::File(path));
        }
        parse_board(text, None)
            .map(BoardRef::Inline)
            .map_err(|e| de::Error::custom(format!("bad board `{}`: {e}", shown_text(text))))
    }
}

impl<'de> Visitor<'de> for BoardRefVisitor {
    type Value = BoardRef;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a board (`7 2 4/5 0 6/8 3 1`, `@FILE`) or a random board (`{random: {size: 3x3, seed: 7, moves: 20}}`)")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<BoardRef, E> {
        Self::text(v)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<BoardRef, E> {
        Self::text(&v.to_string())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<BoardRef, E> {
        Self::text(&v.to_string())
    }
    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<BoardRef, A::Error> {
        let key = RandomKey::deserialize(de::value::MapAccessDeserializer::new(map))?;
        key.random
            .checked()
            .map(BoardRef::Random)
            .map_err(de::Error::custom)
    }
}

impl<'de> Deserialize<'de> for BoardRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(BoardRefVisitor)
    }
}

impl<'de> Deserialize<'de> for GoalRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        if let Some(path) = file_name(&text) {
            return Ok(GoalRef::File(path));
        }
        if let Some(spec) = GoalSpec::preset(&text) {
            return Ok(GoalRef::Spec(spec));
        }
        parse_board(&text, None)
            .map(|b| GoalRef::Spec(GoalSpec::Board(b)))
            .map_err(|e| {
                de::Error::custom(format!(
                    "bad goal `{}`: not blank-last, blank-first or snail, and not a board: {e}",
                    shown_text(&text)
                ))
            })
    }
}

/// A board written in an `expect:` or a quiz answer, compared by its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardText(pub Board);

impl<'de> Deserialize<'de> for BoardText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        parse_board(&text, None)
            .map(BoardText)
            .map_err(|e| de::Error::custom(format!("bad board `{}`: {e}", shown_text(&text))))
    }
}

impl Serialize for BoardText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.to_line())
    }
}

/// A move string (`UULDR`: the directions the blank travels), checked while
/// reading; spaces and commas are ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moves(pub Vec<Dir>);

impl Moves {
    pub fn parse(text: &str) -> Result<Moves, String> {
        let mut moves = Vec::new();
        for (i, c) in text.chars().enumerate() {
            if c.is_whitespace() || c == ',' {
                continue;
            }
            match Dir::from_letter(c) {
                Some(d) => moves.push(d),
                None => {
                    return Err(format!(
                        "`{}` at character {} of `{}` is not a move: use U, D, L, R (the direction the blank travels)",
                        escape(&c.to_string()),
                        i + 1,
                        shown_text(text)
                    ));
                }
            }
        }
        Ok(Moves(moves))
    }

    pub fn text(&self) -> String {
        crate::board::moves_to_string(&self.0)
    }
}

impl<'de> Deserialize<'de> for Moves {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        Moves::parse(&text).map_err(de::Error::custom)
    }
}

impl Serialize for Moves {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

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

fn yes() -> bool {
    true
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

/// The most nodes a lesson's search may generate (a few hundred MB at most).
pub const MAX_SEARCH_NODES: u64 = 5_000_000;
/// The node limit when a lesson names none.
pub const DEFAULT_SEARCH_NODES: u64 = 1_000_000;
/// A lesson's search stops after this long whatever it asks (a safety net:
/// the node limit is what keeps results the same on every machine).
pub const SEARCH_SECONDS: u64 = 30;
/// The most tree nodes a lesson may draw.
pub const MAX_DRAWN: usize = 2000;

/// Read a value from a string with its `FromStr`, the error at its place.
fn from_text<'de, D: Deserializer<'de>, T: std::str::FromStr<Err = String>>(
    d: D,
) -> Result<T, D::Error> {
    let text = scalar_text(d)?;
    text.parse::<T>().map_err(de::Error::custom)
}

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
            .map_err(de::Error::custom)
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

fn astar() -> AlgoName {
    AlgoName(crate::search::Algorithm::Astar)
}

fn bfs() -> AlgoName {
    AlgoName(crate::search::Algorithm::Bfs)
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

/// The largest board a lesson may audit exhaustively (3x3: 181,440 states,
/// about a tenth of a second; `npuzzle heuristics check` goes to 12 cells).
pub const MAX_AUDIT_CELLS: usize = 9;

/// `audit:` heuristics checked against the exact distance of every
/// solvable state (`npuzzle heuristics check`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuditStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    /// `3x3`, `2x4`, ... at most 9 cells (default 3x3).
    pub size: Option<String>,
    pub goal: Option<GoalRef>,
    /// Which heuristics (default: all eight, H1-H6 and the two faulty
    /// variants).
    pub heuristics: Option<Vec<HeuristicName>>,
    /// Claims by name, e.g. `admissible.seed-h6: true`,
    /// `worst.linear-conflict-pairs.h: 32` (the names are checked against
    /// what the step computes).
    #[serde(default)]
    #[schemars(with = "std::collections::BTreeMap<String, serde_json::Value>")]
    pub expect: serde_yaml::Mapping,
}

/// The most boards per depth a lesson's cost table may draw.
pub const MAX_COST_COUNT: usize = 100;
/// The deepest row a lesson's cost table may ask for.
pub const MAX_COST_DEPTH: u32 = 24;
/// The most nodes iterative deepening may generate on one board of a
/// lesson's cost table (deeper rows are then marked not run).
pub const MAX_COST_IDS_NODES: u64 = 1_000_000;
/// IDS's node limit per board when a lesson names none.
pub const DEFAULT_COST_IDS_NODES: u64 = 200_000;
/// A*'s node limit per board in a lesson's cost table.
pub const COST_ASTAR_NODES: u64 = 1_000_000;

/// `cost-table:` AIMA's Figure 3.29 measured again on seeded random
/// 8-puzzle boards (`npuzzle experiment cost-table`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CostTableStep {
    pub id: Option<String>,
    pub title: Option<String>,
    pub text: Option<String>,
    /// A 3x3 goal (default blank-first, AIMA's).
    pub goal: Option<GoalRef>,
    /// Boards per depth (at most 100).
    pub count: usize,
    /// Seed of the random boards (default 1).
    #[serde(default = "one")]
    pub seed: u64,
    /// The deepest row: depths 2, 4, ... up to this (even, at most 24).
    pub max_depth: u32,
    /// The IDS column (default true).
    #[serde(default = "yes")]
    pub ids: bool,
    /// AIMA's IDS, which also generates the move back to the parent.
    #[serde(default)]
    pub ids_with_undo: bool,
    /// IDS gives up on a board after this many generated nodes (default
    /// 200,000, at most 1,000,000).
    pub ids_max_nodes: Option<u64>,
    /// A* columns added to misplaced and manhattan.
    pub heuristics: Option<Vec<HeuristicName>>,
    /// Claims by name, e.g. `depth_12.astar-manhattan.generated: 80.4`.
    #[serde(default)]
    #[schemars(with = "std::collections::BTreeMap<String, serde_json::Value>")]
    pub expect: serde_yaml::Mapping,
}

fn one() -> u64 {
    1
}

/// `quiz:` a question whose answer is checked against a computed value.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Quiz {
    pub question: String,
    /// A board shown with the question.
    pub board: Option<BoardRef>,
    #[serde(rename = "type")]
    pub answer_type: AnswerType,
    pub answer: AnswerValue,
    /// Where the truth comes from: a step's `id` and one of its fields.
    pub truth: Truth,
    pub hint: Option<String>,
    /// A stronger hint, given when the student asks for a hint again.
    pub hint2: Option<String>,
    pub explanation: Option<String>,
    /// The `id` of a computing step kept hidden until this quiz is
    /// answered, then shown as its feedback (ask first, compute after).
    pub reveals: Option<String>,
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
    pub fn name(self) -> &'static str {
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
pub enum AnswerValue {
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
                f.write_str("a number, yes/no, a board or a move string")
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
pub struct Truth {
    pub step: String,
    pub field: String,
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
enum ExerciseSchema {
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
pub struct Ask {
    /// The exercise's `id`.
    pub id: Option<String>,
    /// The question put to the student (each kind has a default).
    pub question: Option<String>,
    /// The hint given on `h`.
    pub hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub hint2: Option<String>,
    /// Shown with the answer.
    pub explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub reveals: Option<String>,
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
    pub fn kind(&self) -> &'static str {
        match self {
            Exercise::Count(_) => "count",
            Exercise::Moves(_) => "moves",
            Exercise::Predict(_) => "predict",
            Exercise::NextNode(_) => "next-node",
        }
    }

    /// The fields every exercise shares.
    pub fn ask(&self) -> Ask {
        match self {
            Exercise::Count(e) => ask_of!(e),
            Exercise::Moves(e) => ask_of!(e),
            Exercise::Predict(e) => ask_of!(e),
            Exercise::NextNode(e) => ask_of!(e),
        }
    }

    /// The `id` of the step the exercise reveals once answered.
    pub fn reveals(&self) -> Option<&str> {
        match self {
            Exercise::Count(e) => e.reveals.as_deref(),
            Exercise::Moves(e) => e.reveals.as_deref(),
            Exercise::Predict(e) => e.reveals.as_deref(),
            Exercise::NextNode(e) => e.reveals.as_deref(),
        }
    }

    pub fn id(&self) -> Option<&str> {
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
pub enum CountBy {
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
    pub id: Option<String>,
    /// The question (default: count the inversions, tile by tile).
    pub question: Option<String>,
    /// The board to count.
    pub board: BoardRef,
    /// The goal whose order decides which pairs are inversions.
    pub goal: Option<GoalRef>,
    /// `tile` (one count per tile, the default) or `total`.
    #[serde(default)]
    pub by: CountBy,
    /// The hint given on `h`.
    pub hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub hint2: Option<String>,
    /// Shown with the answer.
    pub explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub reveals: Option<String>,
}

/// `moves:` the student types moves that reach a target.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MovesExercise {
    /// The exercise's `id`.
    pub id: Option<String>,
    /// The question (default: says the target).
    pub question: Option<String>,
    /// The board the moves start from.
    pub board: BoardRef,
    /// The goal (the target when neither `to` nor `tile` is given).
    pub goal: Option<GoalRef>,
    /// Reach this board.
    pub to: Option<BoardRef>,
    /// Bring this tile to its cell in the goal.
    pub tile: Option<u8>,
    /// At most this many moves.
    pub max_moves: Option<usize>,
    /// The hint given on `h`.
    pub hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub hint2: Option<String>,
    /// Shown with the answer.
    pub explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub reveals: Option<String>,
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
    pub id: Option<String>,
    /// The question (default: says the move and what to predict).
    pub question: Option<String>,
    /// The board before the move.
    pub board: BoardRef,
    /// The goal (its order decides the inversions).
    pub goal: Option<GoalRef>,
    /// The move: one blank direction, U, D, L or R.
    #[serde(rename = "move")]
    pub mv: Moves,
    /// `delta`, `invariant`, `parity` or `jumped`.
    pub ask: PredictAsk,
    /// The hint given on `h`.
    pub hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub hint2: Option<String>,
    /// Shown with the answer.
    pub explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub reveals: Option<String>,
}

/// The most expansions a next-node exercise may let a search make first.
pub const MAX_NEXT_NODE_AFTER: u64 = 50;

/// `next-node:` the student picks which frontier node a search expands next.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NextNodeExercise {
    /// The exercise's `id`.
    pub id: Option<String>,
    /// The question (default: which node does ALGO expand next?).
    pub question: Option<String>,
    /// The start of the search.
    pub board: BoardRef,
    /// The goal of the search.
    pub goal: Option<GoalRef>,
    /// `bfs`, `ordered` or `astar` (default bfs).
    #[serde(default = "bfs")]
    pub algo: AlgoName,
    /// A* only: the heuristic (default manhattan).
    pub heuristic: Option<HeuristicName>,
    /// The order blank moves are tried (default of the search).
    pub order: Option<OrderText>,
    /// How many nodes the search has expanded when the question is asked
    /// (1 to 50).
    pub after: u64,
    /// The hint given on `h`.
    pub hint: Option<String>,
    /// A stronger hint, given on a second `h`.
    pub hint2: Option<String>,
    /// Shown with the answer.
    pub explanation: Option<String>,
    /// The `id` of a step kept hidden until the exercise is answered.
    pub reveals: Option<String>,
}
