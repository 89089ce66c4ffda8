//! Running a lesson: compute every step's result as plain data.
//!
//! Nothing here prints. Each computing step calls the same library function
//! as the matching command (`inversions`, `solvable`, ...), and exposes the
//! values a lesson may state in `expect:` or use as a quiz's truth.

use super::load::Source;
use super::quiz::{self, Answer};
use super::schema::MAX_TRACE_MOVES;
use super::schema::{AnswerType, Lesson, Step};
use crate::board::{Board, Goal, GoalSpec};
use crate::error::{Error, Result};
use crate::parity::{InversionTable, Verdict, inversion_table, verdict};
use crate::parse::escape;
use crate::proof::{self, Trace};
use serde::Serialize;
use std::fmt;

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
}

#[derive(Debug, Clone, Serialize)]
pub struct SolvableResult {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub setup: Setup,
    pub verdict: Verdict,
    /// What "even inversions means solvable" says (seed 000's rule).
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
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

/// One step's computed result.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum StepResult {
    Section { title: String },
    Say { text: String },
    Board(BoardResult),
    Inversions(InversionsResult),
    Solvable(SolvableResult),
    Trace(TraceResult),
    Quiz(QuizResult),
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
            StepResult::Quiz(_) => "quiz",
        }
    }

    /// The values this step lets a lesson claim, by field name.
    pub fn claims(&self) -> Vec<(String, Val)> {
        let mut c = Claims::default();
        match self {
            StepResult::Section { .. } | StepResult::Say { .. } | StepResult::Quiz(_) => {}
            StepResult::Board(b) => {
                c.num("blank_row", b.board.blank_row() + 1);
                c.num("cells", b.board.cells());
            }
            StepResult::Inversions(r) => {
                c.num("inversions", r.table.inversions);
                c.text("parity", r.table.parity.name());
                c.list("counts", r.table.rows.iter().map(|t| t.count));
                c.put("relabelled", Val::Bool(r.table.relabelled));
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

/// Where a step sits, for messages: `FILE: step 3 (inversions)`.
pub fn place(source: &Source, number: usize, kind: &str) -> String {
    format!("{}: step {number} ({kind})", source.file)
}

/// Compute every step. Errors (a board file that cannot be read, a goal of
/// the wrong size, a quiz pointing nowhere) name the step; they mean the
/// lesson is malformed (exit 2).
pub fn run(source: &Source, lesson: &Lesson) -> Result<Vec<StepResult>> {
    check_ids(source, lesson)?;
    let mut results = Vec::with_capacity(lesson.steps.len());
    for (i, step) in lesson.steps.iter().enumerate() {
        let r = compute(source, step).map_err(|e| e.context(place(source, i + 1, step.kind())))?;
        results.push(r);
    }
    // Quizzes may ask about a step that comes after them (the question
    // first, the computation as the answer), so their truth is looked up
    // once everything is computed.
    for (i, step) in lesson.steps.iter().enumerate() {
        if let Step::Quiz(q) = step {
            let r = quiz_result(source, q, lesson, &results)
                .map_err(|e| e.context(place(source, i + 1, "quiz")))?;
            results[i] = StepResult::Quiz(r);
        }
    }
    Ok(results)
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
    Ok(())
}

fn setup(
    source: &Source,
    board: &super::schema::BoardRef,
    goal: Option<&super::schema::GoalRef>,
) -> Result<Setup> {
    let board = source.board(board).map_err(|e| e.context("board"))?;
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
            let board = source.board(&s.board).map_err(|e| e.context("board"))?;
            let goal = match &s.goal {
                Some(g) => Some(source.goal(Some(g), &board)?.1.board().clone()),
                None => None,
            };
            StepResult::Board(BoardResult {
                common: common(&s.id, &s.title, &s.text),
                board,
                goal,
            })
        }
        Step::Inversions(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let table = inversion_table(&setup.board, &setup.goal_cells);
            StepResult::Inversions(InversionsResult {
                common: common(&s.id, &s.title, &s.text),
                setup,
                table,
            })
        }
        Step::Solvable(s) => {
            let setup = setup(source, &s.board, s.goal.as_ref())?;
            let v = verdict(&setup.board, &setup.goal_cells);
            StepResult::Solvable(SolvableResult {
                common: common(&s.id, &s.title, &s.text),
                inversion_rule_says: v.relative_inversions.is_multiple_of(2),
                setup,
                verdict: v,
            })
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
            StepResult::Trace(TraceResult {
                common: common(&s.id, &s.title, &s.text),
                board: setup.board,
                goal_name: setup.goal_name,
                goal_spec: setup.goal_spec,
                goal_cells: setup.goal_cells,
                compact: s.compact,
                trace,
            })
        }
        // Filled in by the second pass.
        Step::Quiz(_) => StepResult::Say {
            text: String::new(),
        },
    })
}

fn quiz_result(
    source: &Source,
    q: &super::schema::Quiz,
    lesson: &Lesson,
    results: &[StepResult],
) -> Result<QuizResult> {
    let answer = quiz::from_author(q.answer_type, &q.answer).map_err(Error::input)?;
    let board = q
        .board
        .as_ref()
        .map(|b| source.board(b))
        .transpose()
        .map_err(|e| e.context("board"))?;
    let id = q.truth.step.as_str();
    let Some(target) = results.iter().position(|r| r.id() == Some(id)) else {
        return Err(Error::input(format!(
            "truth.step: no step has id `{}`",
            escape(id)
        )));
    };
    let claims = results[target].claims();
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
    Ok(QuizResult {
        question: q.question.clone(),
        board,
        answer_type: q.answer_type,
        answer,
        truth_step: id.to_string(),
        truth_field: field.to_string(),
        truth: truth.clone(),
        hint: q.hint.clone(),
        explanation: q.explanation.clone(),
    })
}
