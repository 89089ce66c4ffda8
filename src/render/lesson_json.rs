//! `lesson run --format json` and `lesson check --format json`: the
//! lesson's header, each step's computed result with its number and, for a
//! step that is not a question, its view as a page shows it
//! ([`super::lesson_view_json`]), the check report and the score of a
//! scripted run. A search, a tree, an audit and a
//! cost table are written as the commands write them (`render::search`,
//! `render::tree`, `render::step_json`, `render::lab`); the core's
//! `lesson::result` types leave those fields to this module.

use crate::lesson::Prepared;
use crate::lesson::result::{CompareResult, SolveResult, StepResult, TreeResult};
use serde::{Serialize, Serializer};

/// JSON: the lesson's header and each step's computed result.
#[derive(Serialize)]
pub struct Json<'a> {
    pub(crate) name: &'a str,
    pub(crate) file: &'a str,
    pub(crate) title: &'a str,
    pub(crate) summary: &'a str,
    pub(crate) level: &'static str,
    pub(crate) format_version: u32,
    pub(crate) steps: Vec<JsonStep<'a>>,
    pub(crate) check: &'a crate::lesson::check::Report,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) score: Option<&'a Score>,
}

#[derive(Serialize)]
pub struct JsonStep<'a> {
    pub(crate) number: usize,
    /// For a quiz or an exercise: its number in the lesson's one list of
    /// questions (as in the handout and the answers file).
    /// (`question` is the question's text.)
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) question_number: Option<usize>,
    #[serde(flatten)]
    pub(crate) result: StepJson<'a>,
    /// The step as a page shows it (not for a question: its answer is in
    /// the result), block by block ([`super::lesson_view_json`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) view: Option<Vec<super::lesson_view_json::ViewBlock<'a>>>,
}

/// The result of a scripted (`--answers`) run.
#[derive(Debug, Clone, Serialize)]
pub struct Score {
    pub correct: usize,
    pub total: usize,
    pub answers: Vec<ScoredAnswer>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScoredAnswer {
    /// 1-based question number, as in the handout and the answers file.
    pub question: usize,
    /// 1-based step number of the question in the lesson file.
    pub step: usize,
    /// What the answers file said (absent when it ran out of lines).
    pub given: Option<String>,
    /// `right`, `wrong`, `malformed` or `unanswered` (as `lesson grade`).
    pub mark: &'static str,
    pub correct: bool,
    /// Why a malformed answer is not an answer of the expected form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    pub answer: String,
}

pub fn json<'a>(p: &'a Prepared, score: Option<&'a Score>) -> Json<'a> {
    Json {
        name: &p.source.name,
        file: &p.source.file,
        title: &p.lesson.title,
        summary: &p.lesson.summary,
        level: p.lesson.level.name(),
        format_version: p.lesson.format_version.0,
        steps: p
            .results
            .iter()
            .enumerate()
            .map(|(i, r)| JsonStep {
                number: i + 1,
                question_number: crate::lesson::ask::number_of(&p.results, i),
                result: StepJson(r),
                view: crate::lesson::ask::Question::of(r)
                    .is_none()
                    .then(|| super::lesson_view_json::view(p, i)),
            })
            .collect(),
        check: &p.report,
        score,
    }
}

/// One step's result as JSON: `kind`, the fields of the core's result,
/// and the commands' own JSON of what it searched or measured.
pub(crate) struct StepJson<'a>(pub(crate) &'a StepResult);

/// `kind`, then the core's fields, then the views only a renderer makes.
#[derive(Serialize)]
struct With<'a, T: Serialize, E: Serialize> {
    kind: &'static str,
    #[serde(flatten)]
    base: &'a T,
    #[serde(flatten)]
    views: E,
}

#[derive(Serialize)]
struct SolveViews {
    result: super::search::JsonResult,
}

#[derive(Serialize)]
struct TreeViews<'a> {
    result: super::search::JsonResult,
    tree: super::tree::JsonTree<'a>,
    /// With `step: true`: the search one expansion at a time, each step as
    /// a line of `solve --step --format jsonl`.
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<Vec<super::step_json::JsonStep>>,
}

#[derive(Serialize)]
struct ComparedJson {
    name: &'static str,
    result: super::search::JsonResult,
}

#[derive(Serialize)]
struct CompareViews {
    results: Vec<ComparedJson>,
}

#[derive(Serialize)]
struct AuditViews<'a> {
    audit: super::lab::JsonAudit<'a>,
}

#[derive(Serialize)]
struct CostTableViews {
    table: serde_json::Value,
}

impl Serialize for StepJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            StepResult::Solve(r) => With {
                kind: "solve",
                base: &**r,
                views: solve_views(r),
            }
            .serialize(s),
            StepResult::Tree(r) => With {
                kind: "tree",
                base: &**r,
                views: tree_views(r),
            }
            .serialize(s),
            StepResult::Compare(r) => With {
                kind: "compare",
                base: &**r,
                views: compare_views(r),
            }
            .serialize(s),
            StepResult::Audit(r) => With {
                kind: "audit",
                base: &**r,
                views: AuditViews {
                    audit: super::lab::audit_json(&r.audit),
                },
            }
            .serialize(s),
            StepResult::CostTable(r) => With {
                kind: "cost-table",
                base: &**r,
                views: CostTableViews {
                    table: super::lab::cost_table_json(&r.table),
                },
            }
            .serialize(s),
            other => other.serialize(s),
        }
    }
}

fn solve_views(r: &SolveResult) -> SolveViews {
    SolveViews {
        result: super::search::json(&r.result),
    }
}

fn tree_views(r: &TreeResult) -> TreeViews<'_> {
    TreeViews {
        result: super::search::json(&r.result),
        tree: super::tree::json(&r.tree),
        steps: r.steps.as_ref().map(|st| {
            st.steps
                .iter()
                .map(|x| super::step_json::step(st, x))
                .collect()
        }),
    }
}

fn compare_views(r: &CompareResult) -> CompareViews {
    CompareViews {
        results: r
            .results
            .iter()
            .map(|x| ComparedJson {
                name: x.name,
                result: super::search::json(&x.result),
            })
            .collect(),
    }
}
