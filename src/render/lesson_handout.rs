//! Handouts: the student's sheet of a lesson (questions with blank answer
//! lines, hints kept, answers and explanations left out) and its answer key
//! (the answers only, numbered as in the sheet). The instructor's copy is
//! `render::lesson::markdown`.

use super::escape;
use super::lesson::{markdown_as, para};
use crate::lesson::Prepared;
use crate::lesson::run::{QuizResult, StepResult};
use std::fmt::Write as _;

/// The student's sheet, in Markdown.
pub fn handout(p: &Prepared) -> String {
    markdown_as(p, true)
}

/// Whether step `index` computes the answer of a quiz (its `id` is a
/// quiz's `truth.step`): the student's sheet leaves it out.
pub fn answers_a_quiz(p: &Prepared, index: usize) -> bool {
    let Some(id) = p.results[index].id() else {
        return false;
    };
    p.results.iter().any(|r| match r {
        StepResult::Quiz(q) => q.truth_step == id,
        _ => false,
    })
}

/// Under a question of the student's sheet: the hint, then blank lines to
/// write the answer on.
pub fn answer_space(s: &mut String, q: &QuizResult) {
    if let Some(h) = &q.hint {
        let _ = writeln!(s, "*Hint: {}*\n", para(h).replace('\n', " "));
    }
    let _ = writeln!(s, "Answer: ________________________________________\n");
}

/// The answers only, numbered as in the student's sheet.
pub fn answer_key(p: &Prepared) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "# {}: answer key\n", escape(&p.lesson.title));
    let mut n = 0;
    for r in &p.results {
        if let StepResult::Quiz(q) = r {
            n += 1;
            let _ = writeln!(s, "{n}. {}", q.answer);
        }
    }
    if n == 0 {
        let _ = writeln!(s, "The lesson has no questions.");
    }
    s
}
