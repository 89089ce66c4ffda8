//! Ask first: a question whose answer is already on the screen when it is
//! asked teaches copying, not thinking. [`warnings`] finds every quiz whose
//! truth step is shown before it (in the order the lesson shows its pages,
//! `reveals:` included), with the file and line of the quiz, for
//! `lesson check` (a warning; `--strict` makes it fail).

use super::Prepared;
use super::ask::{Question, order};
use super::result::StepResult;
use serde::Serialize;
use std::fmt;

/// A quiz asked after its answer is shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Warning {
    pub file: String,
    /// 1-based line of the quiz in the file (0 when not found).
    pub line: usize,
    /// 1-based step number of the quiz.
    pub step: usize,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: step {} (quiz): {}",
            self.file, self.line, self.step, self.message
        )
    }
}

/// How many questions are asked before their answer is on the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub questions: usize,
    pub asked_first: usize,
}

/// The 1-based line of each step in a lesson's text: the `- ` items of the
/// top-level `steps:` list.
pub fn step_lines(text: &str) -> Vec<usize> {
    let mut lines = Vec::new();
    let mut in_steps = false;
    let mut indent: Option<usize> = None;
    for (n, line) in text.lines().enumerate() {
        let body = line.trim_start();
        let here = line.len() - body.len();
        if here == 0 && !body.is_empty() && !body.starts_with('#') && !body.starts_with('-') {
            in_steps = body.starts_with("steps:");
            continue;
        }
        if !in_steps || !(body.starts_with("- ") || body == "-") {
            continue;
        }
        match indent {
            None => {
                indent = Some(here);
                lines.push(n + 1);
            }
            Some(i) if i == here => lines.push(n + 1),
            Some(_) => {}
        }
    }
    lines
}

/// Every quiz whose truth is shown before it, and the tally of questions.
pub fn warnings(p: &Prepared) -> (Vec<Warning>, Tally) {
    let shown = order(&p.results);
    let position = |i: usize| shown.iter().position(|&k| k == i).unwrap_or(usize::MAX);
    let lines = step_lines(&p.source.text);
    let mut out = Vec::new();
    let mut tally = Tally {
        questions: 0,
        asked_first: 0,
    };
    for (i, r) in p.results.iter().enumerate() {
        if Question::of(r).is_none() {
            continue;
        }
        tally.questions += 1;
        let StepResult::Quiz(q) = r else {
            // An exercise computes its own truth, shown only as its answer.
            tally.asked_first += 1;
            continue;
        };
        let Some(t) = p
            .results
            .iter()
            .position(|x| x.id() == Some(q.truth_step.as_str()))
        else {
            continue;
        };
        if position(t) < position(i) {
            out.push(Warning {
                file: p.source.file.clone(),
                line: lines.get(i).copied().unwrap_or(0),
                step: i + 1,
                message: format!(
                    "the answer (`{}` of step {}, `{}`) is on the screen before the question; move the quiz before that step or write `reveals: {}`",
                    q.truth_field,
                    t + 1,
                    q.truth_step,
                    q.truth_step
                ),
            });
        } else {
            tally.asked_first += 1;
        }
    }
    (out, tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_lines_are_the_items_of_steps() {
        let text = "format_version: 1\ntitle: t\nsteps:\n  - say: a\n  - quiz:\n      question: q\n      truth: {step: x}\n  # comment\n  - section: s\n";
        assert_eq!(step_lines(text), vec![4, 5, 9]);
    }
}
