//! The pieces every view of a lesson shares (the text pages, the exercise
//! prompts, Markdown, the handouts, the HTML page): how a lesson is laid
//! out for its reader ([`Look`]), a question's heading, and a quiz's
//! question, answer form, answer and hint.

use super::escape::para;
use super::{Palette, grid};
use crate::lesson::result::{QuizResult, StepResult};
use std::fmt::Write as _;

/// The heading of question `number` (of the lesson's one list).
pub fn question_heading(number: Option<usize>, palette: Palette) -> String {
    palette.heading(&match number {
        Some(n) => format!("Question {n}:"),
        None => "Question:".to_string(),
    })
}

/// The question of a quiz, without its answer.
pub fn quiz_question(q: &QuizResult, number: Option<usize>, palette: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {}",
        question_heading(number, palette),
        para(&q.question)
    );
    if let Some(b) = &q.board {
        s.push_str(&grid(b, palette, &[]));
    }
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&format!("(answer with {})", answer_form(q)))
    );
    s
}

/// How a quiz is answered, for its prompt.
pub fn answer_form(q: &QuizResult) -> &'static str {
    use crate::lesson::schema::AnswerType;
    match q.answer_type {
        AnswerType::Number => "a whole number",
        AnswerType::YesNo => "yes or no",
        AnswerType::Board => "a board, rows separated by /",
        AnswerType::Moves => "moves of the blank: U, D, L, R",
    }
}

/// The answer and its explanation.
pub fn quiz_answer(q: &QuizResult, palette: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {}",
        palette.heading("Answer:"),
        palette.number(&q.answer.to_string())
    );
    if let Some(e) = &q.explanation {
        let _ = writeln!(s, "{}", para(e));
    }
    s
}

/// The hint shown after a wrong try.
pub fn quiz_hint(q: &QuizResult, palette: Palette) -> Option<String> {
    q.hint
        .as_ref()
        .map(|h| format!("{} {}\n", palette.accent("Hint:"), para(h)))
}

/// How a lesson is laid out for its reader.
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub palette: Palette,
    /// Prose is wrapped to this many columns.
    pub width: usize,
    /// Print "The lesson claims: ... (verified)" under each step (for the
    /// instructor: `lesson check`, `lesson run --show-claims`).
    pub show_claims: bool,
}

impl Look {
    /// 80 columns, claims hidden: what a student sees off a terminal.
    pub fn new(palette: Palette) -> Look {
        Look {
            palette,
            width: super::wrap::DEFAULT_WIDTH,
            show_claims: false,
        }
    }
}

/// `The claimed count 26 is wrong: ...` for an inversions step with a
/// `claim`.
pub fn claim_line(r: &crate::lesson::result::InversionsResult, palette: Palette) -> Option<String> {
    let claim = r.claim?;
    let actual = r.table.inversions as i64;
    if claim == actual {
        return Some(format!(
            "The claimed count {claim} is {}.",
            palette.good("correct")
        ));
    }
    let hint = match r.table.rows.iter().find(|row| row.running as i64 > claim) {
        Some(row) if claim < actual => format!(
            " The running total passes {claim} at tile {}: recount from there.",
            row.tile
        ),
        _ => " It is larger than every running total: only the smaller tiles AFTER each tile count, and the blank is left out.".to_string(),
    };
    Some(format!(
        "The claimed count {claim} is {}: the count is {actual} (off by {}).{hint}",
        palette.bad("wrong"),
        claim.abs_diff(actual)
    ))
}

/// The title and text of the proof steps.
pub fn common_of(result: &StepResult) -> Option<&crate::lesson::result::Common> {
    match result {
        StepResult::Reduce(r) => Some(&r.common),
        StepResult::Connect(r) => Some(&r.common),
        StepResult::Verify(r) => Some(&r.common),
        StepResult::Audit(r) => Some(&r.common),
        StepResult::CostTable(r) => Some(&r.common),
        _ => None,
    }
}

/// The reduce, connect, verify, audit and cost-table steps, as their
/// commands print them.
pub fn proof_body(result: &StepResult, palette: Palette) -> String {
    match result {
        StepResult::Reduce(r) => super::reduce::reduction_pages(
            &r.reduction,
            &r.setup.goal_cells,
            &r.setup.goal_spec,
            r.compact,
            palette,
        )
        .concat(),
        StepResult::Connect(r) => match (&r.path, &r.apart) {
            (Some(p), _) => super::reduce::connection(p, &r.goal_cells, &r.goal_spec, palette),
            (None, Some((from, to))) => {
                super::reduce::apart(from, to, &r.goal_cells, &r.goal_spec, palette)
            }
            (None, None) => String::new(),
        },
        StepResult::Verify(r) => super::reduce::verify(&r.report, palette),
        StepResult::Audit(r) => super::lab::audit_text(
            &r.audit,
            &super::parity::goal_line(&r.goal_cells, &r.goal_spec),
            palette,
        ),
        StepResult::CostTable(r) => super::lab::cost_table_text(
            &r.table,
            &super::parity::goal_line(&r.goal_cells, &r.goal_spec),
            palette,
        ),
        _ => String::new(),
    }
}

/// `Solution: 5 moves: ULLDR.` or why the search stopped.
pub fn solution_line(r: &crate::search::SearchResult, cells: usize, palette: Palette) -> String {
    match &r.path {
        Some(p) => super::search::solution_line(p, palette),
        None => format!("{}\n", palette.bad(&super::search::stopped(r, cells))),
    }
}

/// The counts of a search (no timing: a lesson's output is the same on
/// every machine).
pub fn counts(r: &crate::search::SearchResult, palette: Palette) -> String {
    super::search::counts(r, palette)
}
