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

mod boards;
mod lab_steps;
mod proof_steps;
mod questions;
mod search_steps;

pub(crate) use boards::*;
pub(crate) use lab_steps::*;
pub(crate) use proof_steps::*;
pub use questions::*;
pub(crate) use search_steps::*;

use super::yaml_words::refuse;

/// The only format version this build reads.
pub(crate) const FORMAT_VERSION: u32 = 1;

/// A whole lesson file.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub(crate) format_version: FormatVersion,
    /// The language the lesson's text is written in (`en`, `vi`, `zh`, `my`,
    /// …; English when not given). The tool's own words follow the
    /// student's language (`--lang`, the locale), whatever the lesson's.
    #[serde(default, deserialize_with = "lang_tag")]
    #[schemars(regex(pattern = r"^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$"))]
    pub lang: Option<String>,
    pub title: String,
    /// One or two sentences: what the student will learn.
    pub summary: String,
    pub level: Level,
    pub steps: Vec<Step>,
}

/// A language tag (`vi`, `zh`, `zh-Hans`, `my`), checked while reading.
fn lang_tag<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    let tag = String::deserialize(d)?;
    let mut parts = tag.split(['-', '_']);
    let first = parts.next().unwrap_or("");
    let ok = (2..=3).contains(&first.len())
        && first.bytes().all(|b| b.is_ascii_lowercase())
        && parts
            .all(|p| (2..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()));
    if !ok {
        return Err(refuse(crate::msg!(
            "lessonfile-bad-lang",
            tag = escape(&tag)
        )));
    }
    Ok(Some(tag))
}

/// `format_version: 1`, checked while reading so that a lesson written for
/// a later format is refused at its place in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub(crate) struct FormatVersion(pub(crate) u32);

impl<'de> Deserialize<'de> for FormatVersion {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = u32::deserialize(d)?;
        if v != FORMAT_VERSION {
            return Err(refuse(crate::msg!(
                "lessonfile-format-version",
                version = v,
                supported = FORMAT_VERSION
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
pub(crate) const KINDS: &[&str] = &[
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
                super::yaml_words::expecting(
                    f,
                    crate::msg!("lessonfile-expected-step", kinds = KINDS.join(", ")),
                )
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Step, A::Error> {
                let Some(kind) = map.next_key::<String>()? else {
                    return Err(refuse(crate::msg!(
                        "lessonfile-empty-step",
                        kinds = KINDS.join(", ")
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
                        let kinds: Vec<String> = KINDS.iter().map(|k| k.to_string()).collect();
                        let kind = shown_text(other);
                        return Err(refuse(match super::diagnose::closest(other, &kinds) {
                            Some(meant) => crate::msg!(
                                "lessonfile-unknown-kind-meant",
                                kind = kind,
                                meant = meant
                            ),
                            None => crate::msg!(
                                "lessonfile-unknown-kind",
                                kind = kind,
                                kinds = KINDS.join(", ")
                            ),
                        }));
                    }
                };
                if let Some(extra) = map.next_key::<String>()? {
                    return Err(refuse(crate::msg!(
                        "lessonfile-step-extra-key",
                        key = shown_text(&extra),
                        kind = kind
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
    pub(crate) fn id(&self) -> Option<&str> {
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
    pub(crate) fn reveals(&self) -> Option<&str> {
        match self {
            Step::Quiz(q) => q.reveals.as_deref(),
            Step::Exercise(e) => e.reveals(),
            _ => None,
        }
    }
}

/// Accept a scalar as text: `board: 724506831` is read by YAML as a number.
struct ScalarText;

impl<'de> Visitor<'de> for ScalarText {
    type Value = String;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        super::yaml_words::expecting(f, crate::msg!("lessonfile-expected-text"))
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

fn yes() -> bool {
    true
}

/// Read a value from a string with its `FromStr`, the error at its place.
fn from_text<'de, D: Deserializer<'de>, T: std::str::FromStr<Err = crate::i18n::Msg>>(
    d: D,
) -> Result<T, D::Error> {
    let text = scalar_text(d)?;
    text.parse::<T>().map_err(refuse)
}

fn astar() -> AlgoName {
    AlgoName(crate::search::Algorithm::Astar)
}

fn bfs() -> AlgoName {
    AlgoName(crate::search::Algorithm::Bfs)
}

fn one() -> u64 {
    1
}
