//! Running a lesson: compute every step's result as plain data.
//!
//! Nothing here prints. Each step kind is computed by its own small
//! function in `lesson::steps` (the same library functions as the matching
//! command: `inversions`, `solvable`, ...); this module runs them in order,
//! stops or goes on after a failing step, and looks up every quiz's truth
//! once everything is computed.

use super::load::Source;
use super::quiz;
use super::said;
use super::schema::{Lesson, Step};
use crate::error::{Error, Result};
use crate::parse::escape;

// The result types, where the renderers and the command line have always
// found them.
pub use super::result::*;

/// `e` at a step (`FILE: step 3 (inversions): ...`), the step said in the
/// user's language.
fn at_step(e: Error, source: &Source, number: usize, kind: &str) -> Error {
    e.context_said(said::step(number, kind))
        .context(&source.file)
}

/// Compute every step, calling `before(index, step)` before each step is
/// computed (the work budget and progress reports of `lesson check`); an
/// error from it stops the run. Errors (a board file that cannot be read, a
/// goal of the wrong size, a quiz pointing nowhere) name the step; they mean
/// the lesson is malformed (exit 2).
pub(crate) fn run_watched(
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
        match super::steps::compute(source, step) {
            Ok(r) => {
                crate::interrupt::check()?;
                results.push(Some(r))
            }
            Err(Error::Interrupted) => return Err(Error::Interrupted),
            Err(e) => {
                errors.push(at_step(e, source, i + 1, step.kind()));
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
                    errors.push(at_step(e, source, i + 1, "quiz"));
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
                return Err(Error::problem(crate::msg!(
                    "lessonfile-id-twice",
                    id = escape(id),
                    first = *first,
                    second = i + 1
                ))
                .context(&source.file));
            }
            seen.push((id, i + 1));
        }
    }
    // `reveals: ID` names a computing step, revealed by one question only.
    let mut revealed: Vec<&str> = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        if let Some(id) = step.reveals() {
            let at = |msg| at_step(said::at_field("reveals", msg), source, i + 1, step.kind());
            match lesson.steps.iter().position(|s| s.id() == Some(id)) {
                None => {
                    return Err(at(crate::msg!("lessonfile-no-such-id", id = escape(id))));
                }
                Some(k) if matches!(lesson.steps[k], Step::Exercise(_)) || k == i => {
                    return Err(at(crate::msg!(
                        "lessonfile-reveals-question",
                        id = escape(id)
                    )));
                }
                Some(_) => {}
            }
            if revealed.contains(&id) {
                return Err(at(crate::msg!(
                    "lessonfile-already-revealed",
                    id = escape(id)
                )));
            }
            revealed.push(id);
        }
    }
    Ok(())
}

/// A quiz with its truth looked up; `None` when the step holding the truth
/// failed (already reported).
fn quiz_result(
    source: &Source,
    q: &super::schema::Quiz,
    lesson: &Lesson,
    results: &[Option<StepResult>],
) -> Result<Option<QuizResult>> {
    let answer = quiz::from_author(q.answer_type, &q.answer).map_err(said::words)?;
    let board = q
        .board
        .as_ref()
        .map(|b| source.board(b, None))
        .transpose()
        .map_err(|e| e.context_said(crate::lesson::said::field("board")))?;
    let id = q.truth.step.as_str();
    let Some(target) = lesson.steps.iter().position(|s| s.id() == Some(id)) else {
        return Err(said::at_field(
            "truth.step",
            crate::msg!("lessonfile-no-such-id", id = escape(id)),
        ));
    };
    let Some(target_result) = &results[target] else {
        return Ok(None);
    };
    let claims = target_result.claims();
    let field = q.truth.field.as_str();
    let Some((_, truth)) = claims.iter().find(|(n, _)| *n == field) else {
        return Err(said::at_field(
            "truth.field",
            crate::msg!(
                "lessonfile-no-such-field",
                step = said::step(target + 1, lesson.steps[target].kind()),
                field = escape(field),
                fields = claims
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    };
    if quiz::type_of(truth) != Some(q.answer_type) {
        let asked = q.answer_type.name();
        let field = escape(field);
        let step = target + 1;
        return Err(said::at_field(
            "type",
            match quiz::type_of(truth) {
                Some(t) => crate::msg!(
                    "lessonfile-quiz-type",
                    asked = asked,
                    field = field,
                    step = step,
                    actual = t.name()
                ),
                None => crate::msg!(
                    "lessonfile-quiz-type-untypable",
                    asked = asked,
                    field = field,
                    step = step
                ),
            },
        ));
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
