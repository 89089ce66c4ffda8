//! Checking a lesson: every `expect:` value and every quiz answer is
//! compared with what the tool computed. A lesson that states something
//! false fails, naming the step, the field, the claim and the truth.

use super::load::Source;
use super::result::StepResult;
use super::schema::{Moves, Step};
use super::value::Val;
use crate::error::{Error, Result};
use crate::i18n::Lang;
use crate::parse::{escape, parse_board};
use serde::Serialize;
use serde_yaml::Value;
use std::fmt;

/// One false claim.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Failure {
    /// The lesson file.
    pub(crate) lesson: String,
    /// 1-based step number.
    pub step: usize,
    /// Where the claim is written (1-based; 0 when unknown).
    pub line: usize,
    pub column: usize,
    pub kind: &'static str,
    /// `expect.inversions`, or `answer` for a quiz.
    pub field: String,
    /// What the lesson says.
    pub expected: String,
    /// What the tool computed.
    pub actual: String,
}

impl Failure {
    /// The false claim's one line in `lang` (a student sees it when a
    /// lesson is refused); the file, the kind and the field are the file's
    /// words.
    pub fn say(&self, lang: Lang) -> String {
        let place = if self.line > 0 {
            format!("{}:{}:{}: ", self.lesson, self.line, self.column)
        } else {
            format!("{}: ", self.lesson)
        };
        let said = crate::msg!(
            "lesson-check-failure",
            step = self.step.to_string(),
            kind = self.kind.to_string(),
            field = self.field.to_string(),
            expected = self.expected.to_string(),
            actual = self.actual.to_string()
        )
        .say(lang);
        place + &said
    }
}

/// In English, for logs and debugging: what people read is [`Failure::say`].
impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::EN))
    }
}

/// The outcome of checking one lesson.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub(crate) lesson: String,
    pub steps: usize,
    /// `expect:` values checked.
    pub claims: usize,
    pub quizzes: usize,
    /// Every `expect:` value with its verdict, in step order (renderers
    /// show them under the step).
    pub(crate) checked: Vec<Checked>,
    pub failures: Vec<Failure>,
}

/// One `expect:` value and whether the computation agrees.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct Checked {
    pub(crate) step: usize,
    pub(crate) field: String,
    pub(crate) claimed: String,
    pub(crate) ok: bool,
    /// What the step computed for the field (none when it computes no
    /// such value): pages write it in the reader's words.
    #[serde(skip)]
    pub(crate) value: Option<Val>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// The `expect:` entries of a step, as written.
fn expectations(step: &Step) -> Result<Vec<(String, Value)>> {
    let value = match step {
        Step::Inversions(s) => serde_yaml::to_value(&s.expect),
        Step::Solvable(s) => serde_yaml::to_value(&s.expect),
        Step::Trace(s) => serde_yaml::to_value(&s.expect),
        Step::Reduce(s) => serde_yaml::to_value(&s.expect),
        Step::Connect(s) => serde_yaml::to_value(&s.expect),
        Step::Verify(s) => serde_yaml::to_value(&s.expect),
        Step::Solve(s) => serde_yaml::to_value(&s.expect),
        Step::Tree(s) => serde_yaml::to_value(&s.expect),
        Step::Heuristics(s) => serde_yaml::to_value(&s.expect),
        Step::Audit(s) => Ok(Value::Mapping(s.expect.clone())),
        Step::CostTable(s) => Ok(Value::Mapping(s.expect.clone())),
        Step::Compare(s) => {
            // `expect: {bfs: {expanded: 26}}` checks the claim `bfs.expanded`.
            let mut all = Vec::new();
            for (algo, e) in &s.expect {
                let v =
                    serde_yaml::to_value(e).map_err(|e| Error::internal(format!("expect: {e}")))?;
                if let Value::Mapping(m) = v {
                    for (k, v) in m {
                        if let Some(k) = k.as_str() {
                            all.push((format!("{algo}.{k}"), v));
                        }
                    }
                }
            }
            return Ok(all);
        }
        Step::Section(_) | Step::Say(_) | Step::Board(_) | Step::Quiz(_) | Step::Exercise(_) => {
            return Ok(vec![]);
        }
    }
    .map_err(|e| Error::internal(format!("expect: {e}")))?;
    match value {
        Value::Mapping(m) => Ok(m
            .into_iter()
            .filter_map(|(k, v)| k.as_str().map(|k| (k.to_string(), v)))
            .collect()),
        Value::Null => Ok(vec![]),
        other => Err(Error::internal(format!("expect is not a map: {other:?}"))),
    }
}

/// How a YAML value reads in a message.
fn show(v: &Value) -> String {
    match v {
        Value::Null => "nothing".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => escape(s),
        Value::Sequence(items) => format!(
            "[{}]",
            items.iter().map(show).collect::<Vec<_>>().join(", ")
        ),
        other => escape(&format!("{other:?}")),
    }
}

fn list_agrees(claim: &Value, l: &[i64]) -> bool {
    claim
        .as_sequence()
        .is_some_and(|s| s.len() == l.len() && s.iter().zip(l).all(|(c, n)| c.as_i64() == Some(*n)))
}

/// True when the claimed value is the computed one.
fn agrees(claim: &Value, actual: &Val) -> bool {
    match actual {
        Val::Num(n) => claim.as_i64() == Some(*n),
        Val::Real(x) => claim.as_f64().is_some_and(|c| (c - x).abs() < 0.005 + 1e-9),
        Val::Bool(b) => claim.as_bool() == Some(*b),
        Val::Text(t) => claim.as_str() == Some(t.as_str()),
        Val::Board(b) => claim
            .as_str()
            .and_then(|s| parse_board(s, None).ok())
            .is_some_and(|c| &c == b),
        Val::Moves(m) => claim
            .as_str()
            .and_then(|s| Moves::parse(s).ok())
            .is_some_and(|c| &c.text() == m),
        Val::List(l) => list_agrees(claim, l),
        Val::Words(w) => claim.as_sequence().is_some_and(|s| {
            s.len() == w.len() && s.iter().zip(w).all(|(c, n)| c.as_str() == Some(n.as_str()))
        }),
        Val::Table(t) => claim
            .as_sequence()
            .is_some_and(|s| s.len() == t.len() && s.iter().zip(t).all(|(c, l)| list_agrees(c, l))),
    }
}

/// Check every claim of a computed lesson.
pub(crate) fn check(source: &Source, steps: &[Step], results: &[StepResult]) -> Result<Report> {
    check_computed(source, steps, results.iter().map(Some))
}

/// [`check`] for a lesson whose failed steps are `None` (see
/// [`super::run::run_each`]): their claims are not checked.
pub fn check_partial(
    source: &Source,
    steps: &[Step],
    results: &[Option<StepResult>],
) -> Result<Report> {
    check_computed(source, steps, results.iter().map(Option::as_ref))
}

fn check_computed<'a>(
    source: &Source,
    steps: &[Step],
    results: impl Iterator<Item = Option<&'a StepResult>>,
) -> Result<Report> {
    let mut report = Report {
        lesson: source.file.clone(),
        steps: steps.len(),
        claims: 0,
        quizzes: 0,
        checked: vec![],
        failures: vec![],
    };
    let blocks = super::diagnose::step_blocks(&source.text).map(|(_, b)| b);
    // Where a claim (`expect.inversions`, `bfs.expanded`, a quiz's
    // `answer`) is written in the file.
    let place = |step: usize, path: &[&str]| -> (usize, usize) {
        blocks
            .as_ref()
            .and_then(|b| b.get(step))
            .map(|b| super::diagnose::locate(&source.text, *b, path))
            .unwrap_or((0, 0))
    };
    let claim_place = |step: usize, field: &str| {
        // `worst.manhattan.h: 14` as one key, or nested keys.
        let whole = place(step, &["expect", field]);
        if whole != place(step, &["expect"]) {
            return whole;
        }
        let mut path = vec!["expect"];
        path.extend(field.split('.'));
        place(step, &path)
    };
    for (i, (step, result)) in steps.iter().zip(results).enumerate() {
        let Some(result) = result else {
            continue;
        };
        let claims = result.claims();
        for (field, claim) in expectations(step)? {
            let Some((_, actual)) = claims.iter().find(|(n, _)| *n == field) else {
                // `fix` exists only for unsolvable boards: claiming one for
                // a solvable board is a false claim, not a malformed file.
                report.claims += 1;
                report.checked.push(Checked {
                    step: i + 1,
                    field: field.clone(),
                    claimed: show(&claim),
                    ok: false,
                    value: None,
                });
                let (line, column) = claim_place(i, &field);
                report.failures.push(Failure {
                    lesson: source.file.clone(),
                    step: i + 1,
                    line,
                    column,
                    kind: result.kind(),
                    field: format!("expect.{field}"),
                    expected: show(&claim),
                    actual: "nothing (the step computes no such value here)".into(),
                });
                continue;
            };
            report.claims += 1;
            let ok = agrees(&claim, actual);
            report.checked.push(Checked {
                step: i + 1,
                field: field.clone(),
                claimed: show(&claim),
                ok,
                value: Some(actual.clone()),
            });
            if !ok {
                let (line, column) = claim_place(i, &field);
                report.failures.push(Failure {
                    lesson: source.file.clone(),
                    step: i + 1,
                    line,
                    column,
                    kind: result.kind(),
                    field: format!("expect.{field}"),
                    expected: show(&claim),
                    actual: actual.to_string(),
                });
            }
        }
        if let StepResult::Quiz(q) = result {
            report.quizzes += 1;
            if !super::quiz::matches(&q.answer, &q.truth) {
                let (line, column) = place(i, &["answer"]);
                report.failures.push(Failure {
                    lesson: source.file.clone(),
                    step: i + 1,
                    line,
                    column,
                    kind: "quiz",
                    field: "answer".into(),
                    expected: q.answer.to_string(),
                    actual: format!(
                        "{} ({} of step `{}`)",
                        super::quiz::truth_answer(&q.truth)
                            .map(|a| a.to_string())
                            .unwrap_or_else(|| q.truth.to_string()),
                        q.truth_field,
                        escape(&q.truth_step)
                    ),
                });
            }
        }
    }
    Ok(report)
}
