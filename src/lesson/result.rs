//! What every step computes, as plain data: one [`StepResult`] per step.
//!
//! The results serialise as the JSON of `lesson run --format json`, except
//! for the searches, trees, audits and cost tables (marked
//! `#[serde(skip)]` here): their JSON is the commands' own, and
//! `render::lesson_json` adds it, so that the core never calls a renderer.

use super::exercise::ExerciseResult;
use super::quiz::Answer;
use super::schema::AnswerType;
use super::setup::Setup;
use super::value::Val;
use crate::board::{Board, Goal, GoalSpec};
use crate::i18n::Msg;
use crate::parity::{InversionTable, Verdict};
use crate::proof::Trace;
use crate::reduce::Reduction;
use crate::search::SearchResult;
use crate::search::tree::SearchTree;
use crate::statespace::VerifyReport;
use serde::Serialize;

/// What every computing step carries besides its result.
#[derive(Debug, Clone, Serialize)]
pub struct Common {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) text: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct BoardResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    pub(crate) board: Board,
    /// Present when the lesson asked for the goal to be drawn beside it.
    pub(crate) goal: Option<Board>,
}

#[derive(Debug, Clone, Serialize)]
pub struct InversionsResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    #[serde(flatten)]
    pub(crate) setup: Setup,
    pub(crate) table: InversionTable,
    /// A claimed count shown against the true one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) claim: Option<i64>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SolvableResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    #[serde(flatten)]
    pub(crate) setup: Setup,
    pub(crate) verdict: Verdict,
    /// What "even inversions means solvable" says (the Burmese tutorial's rule).
    pub(crate) inversion_rule_says: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct TraceResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    pub(crate) board: Board,
    pub(crate) goal_name: &'static str,
    #[serde(skip)]
    pub(crate) goal_cells: Goal,
    #[serde(skip)]
    pub(crate) compact: bool,
    /// As in `npuzzle trace --format json`.
    pub(crate) trace: Trace,
}

#[derive(Debug, Clone, Serialize)]
pub struct ReduceResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    #[serde(flatten)]
    pub(crate) setup: Setup,
    #[serde(skip)]
    pub(crate) compact: bool,
    /// As in `npuzzle reduce --format json`.
    pub(crate) reduction: Reduction,
}

#[derive(Debug, Clone, Serialize)]
pub struct ConnectResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    pub(crate) from: Board,
    pub(crate) to: Board,
    pub(crate) goal: Board,
    pub(crate) goal_name: &'static str,
    #[serde(skip)]
    pub(crate) goal_spec: GoalSpec,
    #[serde(skip)]
    pub(crate) goal_cells: Goal,
    /// The path, when the boards are in one class.
    pub(crate) path: Option<crate::reduce::Path>,
    /// The two reductions ending on different targets, when they are not.
    pub(crate) apart: Option<(Reduction, Reduction)>,
}

#[derive(Debug, Clone, Serialize)]
pub struct VerifyResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    /// As in `npuzzle verify --format json`.
    pub(crate) report: VerifyReport,
}

#[derive(Debug, Clone, Serialize)]
pub struct SolveResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    #[serde(flatten)]
    pub(crate) setup: Setup,
    #[serde(skip)]
    pub(crate) show_path: bool,
    /// As in `npuzzle solve --format json`.
    #[serde(skip)]
    pub(crate) result: SearchResult,
}

#[derive(Debug, Clone, Serialize)]
pub struct TreeResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    #[serde(skip)]
    pub(crate) grids: bool,
    #[serde(skip)]
    pub result: SearchResult,
    /// As in `npuzzle tree --format json`.
    #[serde(skip)]
    pub(crate) tree: SearchTree,
    /// With `step: true`: the search one expansion at a time, each step as
    /// a line of `solve --step --format jsonl`.
    #[serde(skip)]
    pub steps: Option<crate::search::events::Steps>,
}

/// One algorithm's run in a comparison.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Compared {
    pub(crate) name: &'static str,
    #[serde(skip)]
    pub(crate) result: SearchResult,
}

#[derive(Debug, Clone, Serialize)]
pub struct CompareResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    #[serde(flatten)]
    pub(crate) setup: Setup,
    pub(crate) results: Vec<Compared>,
}

/// One heuristic's value on the board.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct HeuristicValue {
    pub(crate) name: &'static str,
    /// The Vietnamese university report's label, H1..H6.
    pub(crate) label: Option<&'static str>,
    pub(crate) value: u32,
    /// Above the true distance: this heuristic overestimates here.
    pub(crate) overestimates: Option<bool>,
    #[serde(skip)]
    pub(crate) explanation: Msg,
}

#[derive(Debug, Clone, Serialize)]
pub struct HeuristicsResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    #[serde(flatten)]
    pub(crate) setup: Setup,
    pub(crate) values: Vec<HeuristicValue>,
    /// The length of a shortest solution, when asked for.
    pub(crate) distance: Option<u32>,
    #[serde(skip)]
    pub(crate) explain: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct AuditResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    pub(crate) goal_name: &'static str,
    #[serde(skip)]
    pub(crate) goal_spec: GoalSpec,
    #[serde(skip)]
    pub(crate) goal_cells: Goal,
    /// As in `npuzzle heuristics check --format json`.
    #[serde(skip)]
    pub(crate) audit: crate::lab::audit::Audit,
}

#[derive(Debug, Clone, Serialize)]
pub struct CostTableResult {
    #[serde(flatten)]
    pub(crate) common: Common,
    pub(crate) goal_name: &'static str,
    #[serde(skip)]
    pub(crate) goal_spec: GoalSpec,
    #[serde(skip)]
    pub(crate) goal_cells: Goal,
    /// As in `npuzzle experiment cost-table --format json`.
    #[serde(skip)]
    pub(crate) table: crate::lab::cost_table::CostTable,
}

#[derive(Debug, Clone, Serialize)]
pub struct QuizResult {
    pub(crate) question: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) board: Option<Board>,
    #[serde(rename = "type")]
    pub(crate) answer_type: AnswerType,
    pub(crate) answer: Answer,
    /// The step and field the answer is checked against, and its value.
    pub(crate) truth_step: String,
    pub(crate) truth_field: String,
    pub(crate) truth: Val,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) hint: Option<String>,
    /// The stronger hint, given on a second `h`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) hint2: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) explanation: Option<String>,
    /// The step revealed once the quiz is answered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reveals: Option<String>,
}

/// One step's computed result.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum StepResult {
    Section {
        title: String,
    },
    Say {
        text: String,
    },
    Board(Box<BoardResult>),
    Inversions(Box<InversionsResult>),
    Solvable(Box<SolvableResult>),
    Trace(Box<TraceResult>),
    Reduce(Box<ReduceResult>),
    Connect(Box<ConnectResult>),
    Verify(Box<VerifyResult>),
    Solve(Box<SolveResult>),
    Tree(Box<TreeResult>),
    Compare(Box<CompareResult>),
    Heuristics(Box<HeuristicsResult>),
    Audit(Box<AuditResult>),
    #[serde(rename = "cost-table")]
    CostTable(Box<CostTableResult>),
    Quiz(Box<QuizResult>),
    /// `count`, `moves`, `predict` or `next-node` (in its `exercise` field).
    Exercise(Box<ExerciseResult>),
}

impl StepResult {
    pub fn kind(&self) -> &'static str {
        match self {
            StepResult::Section { .. } => "section",
            StepResult::Say { .. } => "say",
            StepResult::Board(_) => "board",
            StepResult::Inversions(_) => "inversions",
            StepResult::Solvable(_) => "solvable",
            StepResult::Trace(_) => "trace",
            StepResult::Reduce(_) => "reduce",
            StepResult::Connect(_) => "connect",
            StepResult::Verify(_) => "verify",
            StepResult::Solve(_) => "solve",
            StepResult::Tree(_) => "tree",
            StepResult::Compare(_) => "compare",
            StepResult::Heuristics(_) => "heuristics",
            StepResult::Audit(_) => "audit",
            StepResult::CostTable(_) => "cost-table",
            StepResult::Quiz(_) => "quiz",
            StepResult::Exercise(e) => e.exercise,
        }
    }

    /// The values this step lets a lesson claim, by field name.
    pub(crate) fn id(&self) -> Option<&str> {
        match self {
            StepResult::Board(r) => r.common.id.as_deref(),
            StepResult::Inversions(r) => r.common.id.as_deref(),
            StepResult::Solvable(r) => r.common.id.as_deref(),
            StepResult::Trace(r) => r.common.id.as_deref(),
            StepResult::Reduce(r) => r.common.id.as_deref(),
            StepResult::Connect(r) => r.common.id.as_deref(),
            StepResult::Verify(r) => r.common.id.as_deref(),
            StepResult::Solve(r) => r.common.id.as_deref(),
            StepResult::Tree(r) => r.common.id.as_deref(),
            StepResult::Compare(r) => r.common.id.as_deref(),
            StepResult::Heuristics(r) => r.common.id.as_deref(),
            StepResult::Audit(r) => r.common.id.as_deref(),
            StepResult::CostTable(r) => r.common.id.as_deref(),
            StepResult::Exercise(e) => e.id.as_deref(),
            _ => None,
        }
    }
}
