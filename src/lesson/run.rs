//! Running a lesson: compute every step's result as plain data.
//!
//! Nothing here prints. Each computing step calls the same library function
//! as the matching command (`inversions`, `solvable`, ...), and exposes the
//! values a lesson may state in `expect:` or use as a quiz's truth.

use super::load::Source;
use super::quiz::{self, Answer};
use super::schema::MAX_VERIFY_CELLS;
use super::schema::{AnswerType, Lesson, Step};
use super::schema::{
    COST_ASTAR_NODES, DEFAULT_COST_IDS_NODES, MAX_AUDIT_CELLS, MAX_COST_COUNT, MAX_COST_DEPTH,
    MAX_COST_IDS_NODES,
};
use super::schema::{
    DEFAULT_SEARCH_NODES, GoalTestName, MAX_DRAWN, MAX_SEARCH_NODES, MAX_TRACE_MOVES,
    SEARCH_SECONDS, SearchRules, TiesName,
};
use crate::board::{Board, Goal, GoalSpec};
use crate::error::{Error, Result};
use crate::heuristics::Heuristic;
use crate::parity::{InversionTable, Verdict, inversion_table, verdict};
use crate::parse::escape;
use crate::proof::{self, Trace};
use crate::reduce::{Connection, Reduction};
use crate::render::reduce::VerifyReport;
use crate::search::tree::{SearchTree, TreeRecorder};
use crate::search::{
    self, Algorithm, GoalTest, Limits, NoObserver, Observer, Options, Problem, SearchResult,
    TieBreak,
};
use serde::Serialize;
use std::fmt;
use std::time::Duration;

/// The search rules of a `solve`, `tree` or `compare` step: the three
/// step types share these fields (each is its own struct, so that unknown
/// fields are rejected with their place).
macro_rules! search_rules {
    ($s:expr) => {
        SearchRules {
            heuristic: $s.heuristic,
            order: $s.order,
            tree_search: $s.tree_search,
            no_undo: $s.no_undo,
            goal_test: $s.goal_test,
            ties: $s.ties,
            max_nodes: $s.max_nodes,
        }
    };
}

/// A value a step computed, as a lesson can claim it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Val {
    Num(i64),
    /// Compared to two decimal places.
    Real(f64),
    Bool(bool),
    Text(String),
    Board(Board),
    Moves(String),
    List(Vec<i64>),
    /// A list of lists (the tiles each move jumps over).
    Table(Vec<Vec<i64>>),
    /// Names (the heuristics that overestimate).
    Words(Vec<String>),
}

impl fmt::Display for Val {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Val::Num(n) => write!(f, "{n}"),
            Val::Real(x) => write!(f, "{x:.2}"),
            Val::Bool(b) => write!(f, "{b}"),
            Val::Text(t) => f.write_str(&escape(t)),
            Val::Board(b) => write!(f, "{}", b.to_line()),
            Val::Moves(m) if m.is_empty() => f.write_str("(no moves)"),
            Val::Moves(m) => f.write_str(m),
            Val::List(l) => f.write_str(&list_text(l)),
            Val::Words(w) => write!(f, "[{}]", escape(&w.join(", "))),
            Val::Table(t) => write!(
                f,
                "[{}]",
                t.iter()
                    .map(|l| list_text(l))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

fn list_text(l: &[i64]) -> String {
    format!(
        "[{}]",
        l.iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// What every computing step carries besides its result.
#[derive(Debug, Clone, Serialize)]
pub struct Common {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// A board and the goal it was computed against.
#[derive(Debug, Clone, Serialize)]
pub struct Setup {
    pub board: Board,
    pub goal: Board,
    pub goal_name: &'static str,
    #[serde(skip)]
    pub goal_spec: GoalSpec,
    #[serde(skip)]
    pub goal_cells: Goal,
}

#[derive(Debug, Clone, Serialize)]
pub struct BoardResult {
    #[serde(flatten)]
    pub common: Common,
    pub board: Board,
    /// Present when the lesson asked for the goal to be drawn beside it.
    pub goal: Option<Board>,
}

#[derive(Debug, Clone, Serialize)]
pub struct InversionsResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    pub table: InversionTable,
    /// A claimed count shown against the true one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<i64>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SolvableResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    pub verdict: Verdict,
    /// What "even inversions means solvable" says (the Burmese tutorial's rule).
    pub inversion_rule_says: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct TraceResult {
    #[serde(flatten)]
    pub common: Common,
    pub board: Board,
    pub goal_name: &'static str,
    #[serde(skip)]
    pub goal_spec: GoalSpec,
    #[serde(skip)]
    pub goal_cells: Goal,
    #[serde(skip)]
    pub compact: bool,
    /// As in `npuzzle trace --format json`.
    pub trace: Trace,
}

#[derive(Debug, Clone, Serialize)]
pub struct ReduceResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    #[serde(skip)]
    pub compact: bool,
    /// As in `npuzzle reduce --format json`.
    pub reduction: Reduction,
}

#[derive(Debug, Clone, Serialize)]
pub struct ConnectResult {
    #[serde(flatten)]
    pub common: Common,
    pub from: Board,
    pub to: Board,
    pub goal: Board,
    pub goal_name: &'static str,
    #[serde(skip)]
    pub goal_spec: GoalSpec,
    #[serde(skip)]
    pub goal_cells: Goal,
    /// The path, when the boards are in one class.
    pub path: Option<crate::reduce::Path>,
    /// The two reductions ending on different targets, when they are not.
    pub apart: Option<(Reduction, Reduction)>,
}

#[derive(Debug, Clone, Serialize)]
pub struct VerifyResult {
    #[serde(flatten)]
    pub common: Common,
    /// As in `npuzzle verify --format json`.
    pub report: VerifyReport,
}

fn search_json<S: serde::Serializer>(r: &SearchResult, s: S) -> Result<S::Ok, S::Error> {
    crate::render::search::json(r).serialize(s)
}

fn tree_json<S: serde::Serializer>(t: &SearchTree, s: S) -> Result<S::Ok, S::Error> {
    crate::render::tree::json(t).serialize(s)
}

#[derive(Debug, Clone, Serialize)]
pub struct SolveResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    #[serde(skip)]
    pub show_path: bool,
    /// As in `npuzzle solve --format json`.
    #[serde(serialize_with = "search_json")]
    pub result: SearchResult,
}

#[derive(Debug, Clone, Serialize)]
pub struct TreeResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    #[serde(skip)]
    pub grids: bool,
    #[serde(serialize_with = "search_json")]
    pub result: SearchResult,
    /// As in `npuzzle tree --format json`.
    #[serde(serialize_with = "tree_json")]
    pub tree: SearchTree,
    /// With `step: true`: the search one expansion at a time, each step as
    /// a line of `solve --step --format jsonl`.
    #[serde(serialize_with = "steps_json", skip_serializing_if = "Option::is_none")]
    pub steps: Option<crate::search::events::Steps>,
}

fn steps_json<S: serde::Serializer>(
    steps: &Option<crate::search::events::Steps>,
    s: S,
) -> Result<S::Ok, S::Error> {
    let list: Vec<_> = steps
        .iter()
        .flat_map(|st| {
            st.steps
                .iter()
                .map(move |x| crate::render::step_json::step(st, x))
        })
        .collect();
    list.serialize(s)
}

/// One algorithm's run in a comparison.
#[derive(Debug, Clone, Serialize)]
pub struct Compared {
    pub name: &'static str,
    #[serde(serialize_with = "search_json")]
    pub result: SearchResult,
}

#[derive(Debug, Clone, Serialize)]
pub struct CompareResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    pub results: Vec<Compared>,
}

/// One heuristic's value on the board.
#[derive(Debug, Clone, Serialize)]
pub struct HeuristicValue {
    pub name: &'static str,
    /// The Vietnamese university report's label, H1..H6.
    pub label: Option<&'static str>,
    pub value: u32,
    /// Above the true distance: this heuristic overestimates here.
    pub overestimates: Option<bool>,
    #[serde(skip)]
    pub explanation: &'static str,
}

#[derive(Debug, Clone, Serialize)]
pub struct HeuristicsResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    pub values: Vec<HeuristicValue>,
    /// The length of a shortest solution, when asked for.
    pub distance: Option<u32>,
    #[serde(skip)]
    pub explain: bool,
}

fn audit_json<S: serde::Serializer>(a: &crate::lab::audit::Audit, s: S) -> Result<S::Ok, S::Error> {
    crate::render::lab::audit_json(a).serialize(s)
}

fn cost_json<S: serde::Serializer>(
    t: &crate::lab::cost_table::CostTable,
    s: S,
) -> Result<S::Ok, S::Error> {
    crate::render::lab::cost_table_json(t).serialize(s)
}

#[derive(Debug, Clone, Serialize)]
pub struct AuditResult {
    #[serde(flatten)]
    pub common: Common,
    pub goal_name: &'static str,
    #[serde(skip)]
    pub goal_spec: GoalSpec,
    #[serde(skip)]
    pub goal_cells: Goal,
    /// As in `npuzzle heuristics check --format json`.
    #[serde(serialize_with = "audit_json")]
    pub audit: crate::lab::audit::Audit,
}

#[derive(Debug, Clone, Serialize)]
pub struct CostTableResult {
    #[serde(flatten)]
    pub common: Common,
    pub goal_name: &'static str,
    #[serde(skip)]
    pub goal_spec: GoalSpec,
    #[serde(skip)]
    pub goal_cells: Goal,
    /// As in `npuzzle experiment cost-table --format json`.
    #[serde(serialize_with = "cost_json")]
    pub table: crate::lab::cost_table::CostTable,
}

#[derive(Debug, Clone, Serialize)]
pub struct QuizResult {
    pub question: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<Board>,
    #[serde(rename = "type")]
    pub answer_type: AnswerType,
    pub answer: Answer,
    /// The step and field the answer is checked against, and its value.
    pub truth_step: String,
    pub truth_field: String,
    pub truth: Val,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
    /// The stronger hint, given on a second `h`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint2: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    /// The step revealed once the quiz is answered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reveals: Option<String>,
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
    Exercise(Box<super::exercise::ExerciseResult>),
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
    pub fn claims(&self) -> Vec<(String, Val)> {
        let mut c = Claims::default();
        match self {
            StepResult::Section { .. }
            | StepResult::Say { .. }
            | StepResult::Quiz(_)
            | StepResult::Exercise(_) => {}
            StepResult::Board(b) => {
                c.num("blank_row", b.board.blank_row() + 1);
                c.num("cells", b.board.cells());
            }
            StepResult::Inversions(r) => {
                c.num("inversions", r.table.inversions);
                c.text("parity", r.table.parity.name());
                c.list("counts", r.table.rows.iter().map(|t| t.count));
                c.put("relabelled", Val::Bool(r.table.relabelled));
                if let Some(claim) = r.claim {
                    c.put(
                        "claim_correct",
                        Val::Bool(claim == r.table.inversions as i64),
                    );
                }
                // `tile_7`: the count of one tile, for quizzes.
                for row in &r.table.rows {
                    c.num(&format!("tile_{}", row.tile), row.count);
                }
            }
            StepResult::Solvable(r) => {
                let v = &r.verdict;
                c.put("solvable", Val::Bool(v.solvable));
                c.text("rule", v.rule.name());
                c.num("inversions", v.relative_inversions);
                c.num("blank_row_distance", v.blank_row_distance);
                c.put("inversion_rule_says", Val::Bool(r.inversion_rule_says));
                if let Some(fix) = &v.fix {
                    c.list("fix", fix.tiles.iter().map(|&t| t as usize));
                }
            }
            StepResult::Trace(r) => {
                let t = &r.trace;
                c.put("end", Val::Board(t.end.board.clone()));
                c.num("vertical_moves", t.summary.vertical_moves);
                c.num("horizontal_moves", t.summary.horizontal_moves);
                c.put(
                    "jumped",
                    Val::Table(
                        t.steps
                            .iter()
                            .map(|s| s.jumped.iter().map(|&j| j as i64).collect())
                            .collect(),
                    ),
                );
                c.put(
                    "deltas",
                    Val::List(t.steps.iter().map(|s| s.delta_inversions).collect()),
                );
                c.num("inversions_start", t.start.inversions);
                c.num("inversions_end", t.end.inversions);
                c.put("net_change", Val::Num(t.summary.net_delta_inversions));
                c.num("invariant_start", t.start.invariant);
                c.num("invariant_end", t.end.invariant);
                c.put("parity_kept", Val::Bool(t.summary.parity_kept));
                c.num(
                    "inversion_parity_changes",
                    t.summary.inversion_parity_changes,
                );
                c.num(
                    "inversions_plus_row_parity_changes",
                    t.summary.inversions_plus_row_parity_changes,
                );
                // `move_3_jumped_count`, `move_3_delta`, `move_3_tile`: one
                // move's numbers, for quizzes.
                for s in &t.steps {
                    c.num(&format!("move_{}_jumped_count", s.number), s.jumped.len());
                    c.put(
                        &format!("move_{}_delta", s.number),
                        Val::Num(s.delta_inversions),
                    );
                    c.num(&format!("move_{}_tile", s.number), s.tile);
                }
            }
            StepResult::Reduce(r) => {
                let red = &r.reduction;
                c.text("class", red.prediction.class.name());
                c.put("target", Val::Board(red.target.clone()));
                c.num("length", red.moves.len());
                c.num("inversions", red.prediction.relative_inversions);
                c.num("phases", red.phases.len());
            }
            StepResult::Connect(r) => {
                c.put("connected", Val::Bool(r.path.is_some()));
                match (&r.path, &r.apart) {
                    (Some(p), _) => {
                        c.num("length", p.length);
                        c.put("moves", Val::Moves(crate::board::moves_to_string(&p.moves)));
                        c.text("class", p.class.name());
                    }
                    (None, Some((from, _))) => c.text("class", from.prediction.class.name()),
                    (None, None) => {}
                }
            }
            StepResult::Verify(r) => {
                let v = &r.report;
                c.num("reached", v.reached);
                c.num("expected", v.expected);
                c.num("states", v.states);
                c.num("max_depth", v.max_depth);
                c.list("by_depth", v.by_depth.iter().copied());
                c.put("agrees", Val::Bool(v.agrees));
                c.num("farthest", v.by_depth.last().copied().unwrap_or(0));
            }
            StepResult::Solve(r) => search_claims(&mut c, "", &r.result),
            StepResult::Tree(r) => search_claims(&mut c, "", &r.result),
            StepResult::Compare(r) => {
                for x in &r.results {
                    search_claims(&mut c, &format!("{}.", x.name), &x.result);
                }
            }
            StepResult::Heuristics(r) => {
                for v in &r.values {
                    c.num(v.name, v.value);
                }
                if let Some(d) = r.distance {
                    // `admissible.seed-h6`: at most the distance on this board.
                    for v in &r.values {
                        c.put(&format!("admissible.{}", v.name), Val::Bool(v.value <= d));
                    }
                    c.num("distance", d);
                    c.put(
                        "overestimating",
                        Val::Words(
                            r.values
                                .iter()
                                .filter(|v| v.overestimates == Some(true))
                                .map(|v| v.name.to_string())
                                .collect(),
                        ),
                    );
                }
            }
            StepResult::Audit(r) => audit_claims(&mut c, &r.audit),
            StepResult::CostTable(r) => cost_claims(&mut c, &r.table),
        }
        c.0
    }

    /// The `id` of a computing step.
    pub fn id(&self) -> Option<&str> {
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

/// A step's claimable values, built by name.
#[derive(Default)]
struct Claims(Vec<(String, Val)>);

impl Claims {
    fn put(&mut self, name: &str, v: Val) {
        self.0.push((name.to_string(), v));
    }
    fn num(&mut self, name: &str, n: impl TryInto<i64>) {
        self.put(name, Val::Num(n.try_into().unwrap_or(i64::MAX)));
    }
    fn text(&mut self, name: &str, t: &str) {
        self.put(name, Val::Text(t.to_string()));
    }
    fn list<T: TryInto<i64>>(&mut self, name: &str, items: impl Iterator<Item = T>) {
        let l = items.map(|n| n.try_into().unwrap_or(i64::MAX)).collect();
        self.put(name, Val::List(l));
    }
}

/// The claimable counts of one search; `prefix` is `bfs.` in a comparison.
fn search_claims(c: &mut Claims, prefix: &str, r: &SearchResult) {
    let s = &r.stats;
    c.put(&format!("{prefix}solved"), Val::Bool(r.solved()));
    if let Some(path) = &r.path {
        c.num(&format!("{prefix}length"), path.len());
        c.put(
            &format!("{prefix}moves"),
            Val::Moves(crate::board::moves_to_string(path)),
        );
    }
    c.num(&format!("{prefix}expanded"), s.expanded);
    c.num(&format!("{prefix}generated"), s.generated);
    c.num(&format!("{prefix}selected"), s.selected);
    c.num(&format!("{prefix}duplicates"), s.duplicates);
    c.num(&format!("{prefix}max_frontier"), s.max_frontier);
    c.num(&format!("{prefix}max_stored"), s.max_stored);
    if let Some(b) = r.effective_branching_factor() {
        c.put(&format!("{prefix}branching"), Val::Real(b));
    }
}

/// The claimable findings of a heuristic audit: `admissible.NAME`,
/// `worst.NAME.h`, `dominates.NAME`, ... (see lessons/README.md).
fn audit_claims(c: &mut Claims, a: &crate::lab::audit::Audit) {
    use crate::lab::audit::Coverage;
    if let Coverage::Exhaustive {
        states,
        diameter,
        moves,
    } = &a.coverage
    {
        c.num("states", *states);
        c.num("diameter", *diameter);
        c.num("moves", *moves);
    }
    let names = |keep: &dyn Fn(&crate::lab::audit::HeuristicAudit) -> bool| {
        Val::Words(
            a.heuristics
                .iter()
                .filter(|x| keep(x))
                .map(|x| x.heuristic.name().to_string())
                .collect(),
        )
    };
    c.put("admissible", names(&|x| x.admissible));
    c.put("consistent", names(&|x| x.consistent));
    for x in &a.heuristics {
        let n = x.heuristic.name();
        c.put(&format!("admissible.{n}"), Val::Bool(x.admissible));
        c.put(&format!("consistent.{n}"), Val::Bool(x.consistent));
        c.num(&format!("overestimated.{n}"), x.overestimated);
        if let Some(w) = &x.worst {
            c.put(&format!("worst.{n}.board"), Val::Board(w.board.clone()));
            c.num(&format!("worst.{n}.h"), w.h);
            c.num(&format!("worst.{n}.distance"), w.distance);
            c.num(&format!("worst.{n}.excess"), w.excess());
            c.num(&format!("worst.{n}.count"), x.worst_count);
        }
        c.num(&format!("violating_moves.{n}"), x.violating_moves);
        if let Some(v) = &x.violation {
            c.put(&format!("violation.{n}.board"), Val::Board(v.board.clone()));
            c.put(
                &format!("violation.{n}.move"),
                Val::Moves(v.mv.letter().to_string()),
            );
            c.put(&format!("violation.{n}.after"), Val::Board(v.after.clone()));
            c.num(&format!("violation.{n}.h_before"), v.h_before);
            c.num(&format!("violation.{n}.h_after"), v.h_after);
        }
        c.put(&format!("mean_ratio.{n}"), Val::Real(x.mean_ratio));
        c.put(
            &format!("dominates.{n}"),
            Val::Words(
                a.dominance
                    .iter()
                    .filter(|d| d.dominant == x.heuristic)
                    .map(|d| d.dominated.name().to_string())
                    .collect(),
            ),
        );
    }
}

/// Every name an audit of these heuristics may compute (some only when the
/// heuristic fails: `worst.*` and `violation.*`).
fn audit_fields(names: &[&str]) -> Vec<String> {
    let mut f: Vec<String> = ["states", "diameter", "moves", "admissible", "consistent"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for n in names {
        for p in [
            "admissible",
            "consistent",
            "overestimated",
            "violating_moves",
            "mean_ratio",
            "dominates",
        ] {
            f.push(format!("{p}.{n}"));
        }
        for w in ["board", "h", "distance", "excess", "count"] {
            f.push(format!("worst.{n}.{w}"));
        }
        for v in ["board", "move", "after", "h_before", "h_after"] {
            f.push(format!("violation.{n}.{v}"));
        }
    }
    f
}

/// The claimable numbers of a cost table: `depth_12.astar-manhattan.generated`,
/// `published.depth_12.ids.generated`, `never_more.astar-manhattan.astar-misplaced`, ...
fn cost_claims(c: &mut Claims, t: &crate::lab::cost_table::CostTable) {
    use crate::lab::cost_table::{Published, effective_branching_factor};
    for row in &t.rows {
        let d = row.depth;
        c.num(&format!("depth_{d}.available"), row.available);
        for (cell, col) in row.cells.iter().zip(&t.columns) {
            let k = col.key();
            c.put(&format!("depth_{d}.{k}.run"), Val::Bool(cell.run));
            if let Some(g) = cell.generated {
                c.put(&format!("depth_{d}.{k}.generated"), Val::Real(g));
            }
            if let Some(e) = cell.expanded {
                c.put(&format!("depth_{d}.{k}.expanded"), Val::Real(e));
            }
            if let Some(b) = cell.branching {
                c.put(&format!("depth_{d}.{k}.branching"), Val::Real(b));
            }
            if cell.run {
                c.num(&format!("depth_{d}.{k}.longer"), cell.longer);
            }
            if let Some(n) = Published::for_depth(d).and_then(|p| p.get(*col)) {
                c.num(&format!("published.depth_{d}.{k}.generated"), n);
                if let Some(b) = effective_branching_factor(n as f64, d) {
                    c.put(&format!("published.depth_{d}.{k}.branching"), Val::Real(b));
                }
            }
        }
    }
    // Over the depths where both columns ran: A never generated more than
    // B (`never_more`), or fewer at every one of them (`fewer`).
    for (i, a) in t.columns.iter().enumerate() {
        for (j, b) in t.columns.iter().enumerate() {
            if i == j {
                continue;
            }
            let pairs: Vec<(f64, f64)> = t
                .rows
                .iter()
                .filter_map(|r| Some((r.cells[i].generated?, r.cells[j].generated?)))
                .collect();
            if pairs.is_empty() {
                continue;
            }
            let (ka, kb) = (a.key(), b.key());
            c.put(
                &format!("never_more.{ka}.{kb}"),
                Val::Bool(pairs.iter().all(|(x, y)| x <= y)),
            );
            c.put(
                &format!("fewer.{ka}.{kb}"),
                Val::Bool(pairs.iter().all(|(x, y)| x < y)),
            );
        }
    }
}

/// Every name a cost table with these depths and columns may compute.
fn cost_fields(depths: &[u32], keys: &[String]) -> Vec<String> {
    let mut f = Vec::new();
    for d in depths {
        f.push(format!("depth_{d}.available"));
        for k in keys {
            for v in ["run", "generated", "expanded", "branching", "longer"] {
                f.push(format!("depth_{d}.{k}.{v}"));
            }
            for v in ["generated", "branching"] {
                f.push(format!("published.depth_{d}.{k}.{v}"));
            }
        }
    }
    for a in keys {
        for b in keys {
            if a != b {
                f.push(format!("never_more.{a}.{b}"));
                f.push(format!("fewer.{a}.{b}"));
            }
        }
    }
    f
}

/// Refuse an `expect:` name the step can never compute (a typo would
/// otherwise read as a false claim); `forms` says what may be written.
fn known_fields(expect: &serde_yaml::Mapping, fields: &[String], forms: &str) -> Result<()> {
    for key in expect.keys() {
        let Some(k) = key.as_str() else {
            return Err(Error::input(format!(
                "expect: a claim is named by text ({forms}), not {}",
                escape(&format!("{key:?}"))
            )));
        };
        if !fields.iter().any(|f| f == k) {
            return Err(Error::input(format!(
                "expect.{}: not a value this step computes; write {forms}",
                escape(k)
            )));
        }
    }
    Ok(())
}

/// Where a step sits, for messages: `FILE: step 3 (inversions)`.
pub fn place(source: &Source, number: usize, kind: &str) -> String {
    format!("{}: step {number} ({kind})", source.file)
}

/// Compute every step. Errors (a board file that cannot be read, a goal of
/// the wrong size, a quiz pointing nowhere) name the step; they mean the
/// lesson is malformed (exit 2).
pub fn run(source: &Source, lesson: &Lesson) -> Result<Vec<StepResult>> {
    run_watched(source, lesson, &mut |_, _| Ok(()))
}

/// [`run`], calling `before(index, step)` before each step is computed (the
/// work budget and progress reports of `lesson check`); an error from it
/// stops the run.
pub fn run_watched(
    source: &Source,
    lesson: &Lesson,
    before: &mut dyn FnMut(usize, &Step) -> Result<()>,
) -> Result<Vec<StepResult>> {
    let (results, mut errors) = run_inner(source, lesson, before, false)?;
    if !errors.is_empty() {
        return Err(errors.swap_remove(0));
    }
    Ok(results
        .into_iter()
        .map(|r| r.expect("every step computed when none failed"))
        .collect())
}

/// Compute every step that can be computed, for `lesson check`: a step
/// that fails (a missing board file, a goal of the wrong size, a quiz
/// pointing nowhere) is reported and the next steps still run. `None`
/// marks a step that failed, and a quiz whose truth is a failed step
/// (unchecked, not reported twice). Ctrl-C and errors from `before` stop
/// the run.
pub fn run_each(
    source: &Source,
    lesson: &Lesson,
    before: &mut dyn FnMut(usize, &Step) -> Result<()>,
) -> Result<(Vec<Option<StepResult>>, Vec<Error>)> {
    run_inner(source, lesson, before, true)
}

fn run_inner(
    source: &Source,
    lesson: &Lesson,
    before: &mut dyn FnMut(usize, &Step) -> Result<()>,
    keep_going: bool,
) -> Result<(Vec<Option<StepResult>>, Vec<Error>)> {
    check_ids(source, lesson)?;
    // The first Ctrl-C stops the searches and the command: a stopped
    // search's partial counts are never taught or checked as final.
    let _watch = crate::interrupt::watch();
    let mut results: Vec<Option<StepResult>> = Vec::with_capacity(lesson.steps.len());
    let mut errors = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        crate::interrupt::check()?;
        before(i, step)?;
        match compute(source, step) {
            Ok(r) => {
                crate::interrupt::check()?;
                results.push(Some(r))
            }
            Err(Error::Interrupted) => return Err(Error::Interrupted),
            Err(e) => {
                errors.push(e.context(place(source, i + 1, step.kind())));
                if !keep_going {
                    return Ok((results, errors));
                }
                results.push(None);
            }
        }
    }
    // Quizzes may ask about a step that comes after them (the question
    // first, the computation as the answer), so their truth is looked up
    // once everything is computed.
    for (i, step) in lesson.steps.iter().enumerate() {
        if let Step::Quiz(q) = step {
            if results[i].is_none() {
                continue;
            }
            match quiz_result(source, q, lesson, &results) {
                Ok(r) => results[i] = r.map(|r| StepResult::Quiz(Box::new(r))),
                Err(e) => {
                    errors.push(e.context(place(source, i + 1, "quiz")));
                    if !keep_going {
                        return Ok((results, errors));
                    }
                    results[i] = None;
                }
            }
        }
    }
    crate::interrupt::check()?;
    Ok((results, errors))
}

fn check_ids(source: &Source, lesson: &Lesson) -> Result<()> {
    let mut seen: Vec<(&str, usize)> = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        if let Some(id) = step.id() {
            if let Some((_, first)) = seen.iter().find(|(s, _)| *s == id) {
                return Err(Error::input(format!(
                    "{}: id `{}` is used twice (steps {first} and {})",
                    source.file,
                    escape(id),
                    i + 1
                )));
            }
            seen.push((id, i + 1));
        }
    }
    // `reveals: ID` names a computing step, revealed by one question only.
    let mut revealed: Vec<&str> = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        if let Some(id) = step.reveals() {
            let at = place(source, i + 1, step.kind());
            match lesson.steps.iter().position(|s| s.id() == Some(id)) {
                None => {
                    return Err(Error::input(format!(
                        "{at}: reveals: no step has id `{}`",
                        escape(id)
                    )));
                }
                Some(k) if matches!(lesson.steps[k], Step::Exercise(_)) || k == i => {
                    return Err(Error::input(format!(
                        "{at}: reveals: `{}` is a question; a question reveals a computing step",
                        escape(id)
                    )));
                }
                Some(_) => {}
            }
            if revealed.contains(&id) {
                return Err(Error::input(format!(
                    "{at}: reveals: step `{}` is already revealed by an earlier question",
                    escape(id)
                )));
            }
            revealed.push(id);
        }
    }
    Ok(())
}

pub(crate) fn setup(
    source: &Source,
    board: &super::schema::BoardRef,
    goal: Option<&super::schema::GoalRef>,
) -> Result<Setup> {
    let board = source.board(board, goal).map_err(|e| e.context("board"))?;
    let (spec, goal) = source.goal(goal, &board)?;
    Ok(Setup {
        board,
        goal: goal.board().clone(),
        goal_name: spec.name(),
        goal_spec: spec,
        goal_cells: goal,
    })
}

fn common(id: &Option<String>, title: &Option<String>, text: &Option<String>) -> Common {
    Common {
        id: id.clone(),
        title: title.clone(),
        text: text.clone(),
    }
}

fn compute(source: &Source, step: &Step) -> Result<StepResult> {
    Ok(match step {
        Step::Section(t) => StepResult::Section { title: t.clone() },
        Step::Say(t) => StepResult::Say { text: t.clone() },
        Step::Board(s) => {
            let board = source
                .board(&s.board, s.goal.as_ref())
                .map_err(|e| e.context("board"))?;
            let goal = match &s.goal {
                Some(g) => Some(source.goal(Some(g), &board)?.1.board().clone()),
                None => None,
            };
            StepResult::Board(Box::new(BoardResult {
                common: common(&s.id, &s.title, &s.text),
                board,
                goal,
            }))
        }
        Step::Inversions(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let table = inversion_table(&setup.board, &setup.goal_cells);
            StepResult::Inversions(Box::new(InversionsResult {
                common: common(&s.id, &s.title, &s.text),
                setup,
                table,
                claim: s.claim,
            }))
        }
        Step::Solvable(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let v = verdict(&setup.board, &setup.goal_cells);
            StepResult::Solvable(Box::new(SolvableResult {
                common: common(&s.id, &s.title, &s.text),
                inversion_rule_says: v.relative_inversions.is_multiple_of(2),
                setup,
                verdict: v,
            }))
        }
        Step::Trace(s) => {
            if s.moves.0.len() > MAX_TRACE_MOVES {
                return Err(Error::input(format!(
                    "moves: {} moves; a lesson may trace at most {MAX_TRACE_MOVES}",
                    s.moves.0.len()
                )));
            }
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let trace = proof::trace_dirs(&setup.board, &setup.goal_cells, &s.moves.0)?;
            if let Some(stop) = &trace.stopped {
                return Err(Error::input(format!("moves: {}", stop.message)));
            }
            StepResult::Trace(Box::new(TraceResult {
                common: common(&s.id, &s.title, &s.text),
                board: setup.board,
                goal_name: setup.goal_name,
                goal_spec: setup.goal_spec,
                goal_cells: setup.goal_cells,
                compact: s.compact,
                trace,
            }))
        }
        Step::Reduce(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let reduction = crate::reduce::reduce(&setup.board, &setup.goal_cells)?;
            StepResult::Reduce(Box::new(ReduceResult {
                common: common(&s.id, &s.title, &s.text),
                setup,
                compact: s.compact,
                reduction,
            }))
        }
        Step::Connect(s) => {
            let from = source
                .board(&s.from, s.goal.as_ref())
                .map_err(|e| e.context("from"))?;
            let to = source
                .board(&s.to, s.goal.as_ref())
                .map_err(|e| e.context("to"))?;
            if !from.same_size(&to) {
                return Err(Error::input(format!(
                    "to: the boards differ in size ({} and {})",
                    from.size_name(),
                    to.size_name()
                )));
            }
            let (spec, goal) = source.goal(s.goal.as_ref(), &from)?;
            let (path, apart) = match crate::reduce::connect(&from, &to, &goal)? {
                Connection::Path(p) => (Some(p), None),
                Connection::Apart { from, to } => (None, Some((*from, *to))),
            };
            StepResult::Connect(Box::new(ConnectResult {
                common: common(&s.id, &s.title, &s.text),
                from,
                to,
                goal: goal.board().clone(),
                goal_name: spec.name(),
                goal_spec: spec,
                goal_cells: goal,
                path,
                apart,
            }))
        }
        Step::Verify(s) => {
            let (w, h) = crate::parse::parse_size(&s.size).map_err(|e| e.context("size"))?;
            if w * h > MAX_VERIFY_CELLS {
                return Err(Error::input(format!(
                    "size: {w}x{h} has {} cells; a lesson may verify boards of at most {MAX_VERIFY_CELLS} cells (`npuzzle verify` goes to 12)",
                    w * h
                )));
            }
            if w == 1 || h == 1 {
                return Err(Error::input(format!(
                    "size: {w}x{h}: a board one cell wide or high is outside the theorem"
                )));
            }
            let sizing = Board::blank_last(w, h)?;
            let (spec, goal) = source.goal(s.goal.as_ref(), &sizing)?;
            let goal = goal.board().clone();
            let table = crate::statespace::distances_with(&goal, 1, &mut |_| {})?;
            let report = VerifyReport::from_table(goal, spec.name(), &table);
            StepResult::Verify(Box::new(VerifyResult {
                common: common(&s.id, &s.title, &s.text),
                report,
            }))
        }
        Step::Solve(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let rules = search_rules!(s);
            let options = search_options(s.algo.0, &rules, true)?;
            let result = searched(&setup, &options, &rules, &mut NoObserver)?;
            StepResult::Solve(Box::new(SolveResult {
                common: common(&s.id, &s.title, &s.text),
                setup,
                show_path: s.show_path,
                result,
            }))
        }
        Step::Tree(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let rules = search_rules!(s);
            let options = search_options(s.algo.0, &rules, true)?;
            let cap = s.max_nodes_drawn.unwrap_or(200);
            if cap == 0 || cap > MAX_DRAWN {
                return Err(Error::input(format!(
                    "max_nodes_drawn: {cap}; a lesson may draw 1 to {MAX_DRAWN} nodes"
                )));
            }
            let mut rec =
                TreeRecorder::new(setup.board.width(), setup.board.height(), &options, cap);
            if s.step {
                rec = rec.with_steps(crate::search::events::DEFAULT_MAX_STEPS, false);
            }
            let result = searched(&setup, &options, &rules, &mut rec)?;
            let mut tree = rec.finish(&result);
            let steps = tree.steps.take();
            StepResult::Tree(Box::new(TreeResult {
                common: common(&s.id, &s.title, &s.text),
                setup,
                grids: s.grids,
                result,
                tree,
                steps,
            }))
        }
        Step::Compare(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            if s.algos.is_empty() {
                return Err(Error::input("algos: name at least one algorithm"));
            }
            for key in s.expect.keys() {
                if !s.algos.iter().any(|a| a.0.name() == key) {
                    return Err(Error::input(format!(
                        "expect.{}: not one of the compared algorithms ({})",
                        escape(key),
                        s.algos
                            .iter()
                            .map(|a| a.0.name())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )));
                }
            }
            let rules = search_rules!(s);
            let mut results = Vec::new();
            for a in &s.algos {
                let options = search_options(a.0, &rules, false)?;
                let result = searched(&setup, &options, &rules, &mut NoObserver)?;
                results.push(Compared {
                    name: a.0.name(),
                    result,
                });
            }
            StepResult::Compare(Box::new(CompareResult {
                common: common(&s.id, &s.title, &s.text),
                setup,
                results,
            }))
        }
        Step::Heuristics(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let list: Vec<Heuristic> = match &s.heuristics {
                Some(l) if l.is_empty() => {
                    return Err(Error::input("heuristics: name at least one heuristic"));
                }
                Some(l) => l.iter().map(|h| h.0).collect(),
                None => Heuristic::SEED.to_vec(),
            };
            let distance = if s.distance {
                let rules = SearchRules::default();
                let mut options = Options::new(Algorithm::Astar);
                options.heuristic = Heuristic::LinearConflict;
                let r = searched(&setup, &options, &rules, &mut NoObserver)?;
                match &r.path {
                    Some(p) => Some(p.len() as u32),
                    None => {
                        return Err(Error::input(format!(
                            "distance: the optimal search stopped ({}) before finding the distance; set `distance: false`",
                            r.stop.name()
                        )));
                    }
                }
            } else {
                None
            };
            let values = list
                .iter()
                .map(|&h| {
                    let value = h.value(&setup.board, &setup.goal_cells);
                    HeuristicValue {
                        name: h.name(),
                        label: h.seed_label(),
                        value,
                        overestimates: distance.map(|d| value > d),
                        explanation: h.explanation(),
                    }
                })
                .collect();
            StepResult::Heuristics(Box::new(HeuristicsResult {
                common: common(&s.id, &s.title, &s.text),
                setup,
                values,
                distance,
                explain: s.explain,
            }))
        }
        Step::Exercise(e) => StepResult::Exercise(Box::new(super::exercise::compute(source, e)?)),
        Step::Audit(s) => audit_step(source, s)?,
        Step::CostTable(s) => cost_table_step(source, s)?,
        // Filled in by the second pass.
        Step::Quiz(_) => StepResult::Say {
            text: String::new(),
        },
    })
}

/// Heuristics named in a lesson, each at most once.
fn heuristic_list(named: &[super::schema::HeuristicName]) -> Result<Vec<Heuristic>> {
    let mut list = Vec::new();
    for h in named {
        if list.contains(&h.0) {
            return Err(Error::input(format!(
                "heuristics: `{}` is named twice",
                h.0.name()
            )));
        }
        list.push(h.0);
    }
    Ok(list)
}

/// `audit:` the exhaustive audit of `npuzzle heuristics check`, on boards
/// of at most [`MAX_AUDIT_CELLS`] cells.
fn audit_step(source: &Source, s: &super::schema::AuditStep) -> Result<StepResult> {
    let size = s.size.as_deref().unwrap_or("3x3");
    let (w, h) = crate::parse::parse_size(size).map_err(|e| e.context("size"))?;
    if w * h > MAX_AUDIT_CELLS {
        return Err(Error::input(format!(
            "size: {w}x{h} has {} cells; a lesson may audit boards of at most {MAX_AUDIT_CELLS} cells (`npuzzle heuristics check` goes to 12)",
            w * h
        )));
    }
    if w == 1 || h == 1 {
        return Err(Error::input(format!(
            "size: {w}x{h}: on a board one cell wide or high the tiles cannot pass each other; audit at least 2x2"
        )));
    }
    let list = match &s.heuristics {
        Some(l) if l.is_empty() => {
            return Err(Error::input("heuristics: name at least one heuristic"));
        }
        Some(l) => heuristic_list(l)?,
        None => Heuristic::ALL.to_vec(),
    };
    let names: Vec<&str> = list.iter().map(|h| h.name()).collect();
    known_fields(
        &s.expect,
        &audit_fields(&names),
        &format!(
            "states, diameter, moves, admissible, consistent, or admissible.NAME, consistent.NAME, overestimated.NAME, worst.NAME.board/h/distance/excess/count, violating_moves.NAME, violation.NAME.board/move/after/h_before/h_after, mean_ratio.NAME, dominates.NAME, NAME one of the audited heuristics ({})",
            names.join(", ")
        ),
    )?;
    let sizing = Board::blank_last(w, h)?;
    let (spec, goal) = source.goal(s.goal.as_ref(), &sizing)?;
    let audit = crate::lab::audit::exhaustive(&goal, &list)?;
    Ok(StepResult::Audit(Box::new(AuditResult {
        common: common(&s.id, &s.title, &s.text),
        goal_name: spec.name(),
        goal_spec: spec,
        goal_cells: goal,
        audit,
    })))
}

/// `cost-table:` AIMA's Figure 3.29 measured again, under a lesson's caps.
fn cost_table_step(source: &Source, s: &super::schema::CostTableStep) -> Result<StepResult> {
    use crate::lab::cost_table::{self, Column, CostOptions};
    if s.count == 0 || s.count > MAX_COST_COUNT {
        return Err(Error::input(format!(
            "count: {}; a lesson's cost table may draw 1 to {MAX_COST_COUNT} boards per depth",
            s.count
        )));
    }
    if s.max_depth < 2 || s.max_depth > MAX_COST_DEPTH || s.max_depth % 2 == 1 {
        return Err(Error::input(format!(
            "max_depth: {}; a lesson's cost table goes to an even depth from 2 to {MAX_COST_DEPTH}",
            s.max_depth
        )));
    }
    let ids_max_nodes = s.ids_max_nodes.unwrap_or(DEFAULT_COST_IDS_NODES);
    if ids_max_nodes == 0 || ids_max_nodes > MAX_COST_IDS_NODES {
        return Err(Error::input(format!(
            "ids_max_nodes: {ids_max_nodes}; a lesson's IDS may generate 1 to {MAX_COST_IDS_NODES} nodes per board"
        )));
    }
    let mut columns = Vec::new();
    if s.ids {
        columns.push(Column::Ids);
    }
    if s.ids_with_undo {
        columns.push(Column::IdsWithUndo);
    }
    columns.extend([
        Column::Astar(Heuristic::Misplaced),
        Column::Astar(Heuristic::Manhattan),
    ]);
    for h in heuristic_list(s.heuristics.as_deref().unwrap_or(&[]))? {
        if !columns.contains(&Column::Astar(h)) {
            columns.push(Column::Astar(h));
        }
    }
    let depths: Vec<u32> = (2..=s.max_depth).step_by(2).collect();
    let keys: Vec<String> = columns.iter().map(|c| c.key()).collect();
    known_fields(
        &s.expect,
        &cost_fields(&depths, &keys),
        &format!(
            "depth_D.available, depth_D.COLUMN.run/generated/expanded/branching/longer, published.depth_D.COLUMN.generated/branching, never_more.COLUMN.COLUMN or fewer.COLUMN.COLUMN, D an even depth up to {} and COLUMN one of {}",
            s.max_depth,
            keys.join(", ")
        ),
    )?;
    let default_goal = super::schema::GoalRef::Spec(GoalSpec::BlankFirst);
    let sizing = Board::blank_last(3, 3)?;
    let (spec, goal) = source.goal(Some(s.goal.as_ref().unwrap_or(&default_goal)), &sizing)?;
    let options = CostOptions {
        count: s.count,
        seed: s.seed,
        max_depth: s.max_depth,
        columns,
        ids_max_nodes,
        astar_max_nodes: COST_ASTAR_NODES,
    };
    let table = cost_table::run(&goal, &options, &mut |_| {})?;
    Ok(StepResult::CostTable(Box::new(CostTableResult {
        common: common(&s.id, &s.title, &s.text),
        goal_name: spec.name(),
        goal_spec: spec,
        goal_cells: goal,
        table,
    })))
}

/// The search options a lesson asked for (as `npuzzle solve` builds them).
/// `strict` refuses a heuristic the algorithm does not use.
pub(crate) fn search_options(
    algorithm: Algorithm,
    rules: &SearchRules,
    strict: bool,
) -> Result<Options> {
    let mut o = Options::new(algorithm);
    if let Some(h) = rules.heuristic {
        if algorithm.uses_heuristic() {
            o.heuristic = h.0;
        } else if strict {
            return Err(Error::input(format!(
                "heuristic: {} uses {}",
                algorithm.name(),
                if algorithm == Algorithm::Ordered {
                    "misplaced tiles always (as in the Chinese lab report); use `algo: astar` for another h"
                } else {
                    "no heuristic"
                }
            )));
        }
    }
    if let Some(order) = rules.order {
        o.order = order.0;
    }
    o.tree_search = rules.tree_search;
    o.no_undo = rules.no_undo;
    if let Some(g) = rules.goal_test {
        o.goal_test = match g {
            GoalTestName::Generation => GoalTest::Generation,
            GoalTestName::Expansion => GoalTest::Expansion,
        };
    }
    if let Some(t) = rules.ties {
        o.ties = match t {
            TiesName::Fifo => TieBreak::Fifo,
            TiesName::LowH => TieBreak::LowH,
        };
    }
    Ok(o)
}

/// Run one search under a lesson's limits. An unsolvable board is refused
/// (a search could only run into its limits); a solution is replayed
/// before it is believed.
pub(crate) fn searched<O: Observer>(
    setup: &Setup,
    options: &Options,
    rules: &SearchRules,
    observer: &mut O,
) -> Result<SearchResult> {
    search::check_searchable(&setup.board)?;
    if !crate::parity::is_solvable(&setup.board, &setup.goal_cells) {
        return Err(Error::input(
            "the board cannot reach the goal (see its parity), so there is nothing to search",
        ));
    }
    let max_nodes = rules.max_nodes.unwrap_or(DEFAULT_SEARCH_NODES);
    if max_nodes == 0 || max_nodes > MAX_SEARCH_NODES {
        return Err(Error::input(format!(
            "max_nodes: {max_nodes}; a lesson's search may generate 1 to {MAX_SEARCH_NODES} nodes"
        )));
    }
    let limits = Limits {
        max_nodes: Some(max_nodes),
        time_limit: Some(Duration::from_secs(SEARCH_SECONDS)),
        cancel: crate::interrupt::shared(),
    };
    let problem = Problem {
        start: setup.board.clone(),
        goal: setup.goal_cells.clone(),
    };
    let result = search::solve(&problem, options, &limits, observer)?;
    if let Some(path) = &result.path
        && !search::replays(&problem, path)
    {
        return Err(Error::internal(format!(
            "{} returned moves {} that do not reach the goal",
            options.algorithm.name(),
            crate::board::moves_to_string(path)
        )));
    }
    Ok(result)
}

/// A quiz with its truth looked up; `None` when the step holding the truth
/// failed (already reported).
fn quiz_result(
    source: &Source,
    q: &super::schema::Quiz,
    lesson: &Lesson,
    results: &[Option<StepResult>],
) -> Result<Option<QuizResult>> {
    let answer = quiz::from_author(q.answer_type, &q.answer).map_err(Error::input)?;
    let board = q
        .board
        .as_ref()
        .map(|b| source.board(b, None))
        .transpose()
        .map_err(|e| e.context("board"))?;
    let id = q.truth.step.as_str();
    let Some(target) = lesson.steps.iter().position(|s| s.id() == Some(id)) else {
        return Err(Error::input(format!(
            "truth.step: no step has id `{}`",
            escape(id)
        )));
    };
    let Some(target_result) = &results[target] else {
        return Ok(None);
    };
    let claims = target_result.claims();
    let field = q.truth.field.as_str();
    let Some((_, truth)) = claims.iter().find(|(n, _)| *n == field) else {
        return Err(Error::input(format!(
            "truth.field: step {} ({}) has no field `{}`; it has {}",
            target + 1,
            lesson.steps[target].kind(),
            escape(field),
            claims
                .iter()
                .map(|(n, _)| n.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    };
    if quiz::type_of(truth) != Some(q.answer_type) {
        return Err(Error::input(format!(
            "type: the quiz asks for a {} but `{}` of step {} is {}",
            q.answer_type.name(),
            escape(field),
            target + 1,
            match quiz::type_of(truth) {
                Some(t) => format!("a {}", t.name()),
                None => "not something a student can type".to_string(),
            }
        )));
    }
    Ok(Some(QuizResult {
        question: q.question.clone(),
        board,
        answer_type: q.answer_type,
        answer,
        truth_step: id.to_string(),
        truth_field: field.to_string(),
        truth: truth.clone(),
        hint: q.hint.clone(),
        hint2: q.hint2.clone(),
        explanation: q.explanation.clone(),
        reveals: q.reveals.clone(),
    }))
}
