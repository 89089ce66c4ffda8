//! Ask first: a question whose answer is already on the screen when it is
//! asked teaches copying, not thinking. A computed step that gives a
//! question's answer away (found by `lesson::leaks`, or named by the
//! question's `reveals:`) is held back until that question is answered:
//! the step-through shows it right after the question, the interactive
//! page keeps it hidden until the question is answered, and the student's
//! sheet leaves it out. [`holds`] says which step waits for which
//! question; [`order`] is the order every view shows the steps in.
//!
//! A step that gives several answers away waits for the last of those
//! questions (and for the one that reveals it, if that comes later). The
//! steps held by one question are shown right after it, in file order.

use super::ask::Question;
use super::leaks::{self, shown::shown};
use super::result::StepResult;

/// Why a step is held back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Hold {
    /// The question (its step, 0-based) the step waits for.
    pub(crate) by: usize,
    /// The questions (their steps) whose answer the step shows.
    pub(crate) gives: Vec<usize>,
    /// The question that names the step in `reveals:`.
    pub(crate) declared: Option<usize>,
}

/// For every step, the question it waits for, if any.
pub(crate) fn holds(results: &[StepResult]) -> Vec<Option<Hold>> {
    let asked = leaks::asked(results);
    results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            if Question::of(r).is_some() {
                return None;
            }
            let declared = r.id().and_then(|id| {
                results
                    .iter()
                    .position(|q| Question::of(q).and_then(|q| q.reveals()) == Some(id))
            });
            let items = shown(i, r);
            let gives: Vec<usize> = asked
                .iter()
                .filter(|a| leaks::step_gives_away(results, i, &items, a))
                .map(|a| a.index)
                .collect();
            let by = gives.iter().copied().chain(declared).max()?;
            Some(Hold {
                by,
                gives,
                declared,
            })
        })
        .collect()
}

/// The order in which the steps are shown (indices into the results):
/// file order, except that the steps a question holds back come right
/// after it.
pub(crate) fn order(results: &[StepResult]) -> Vec<usize> {
    order_with(&holds(results))
}

/// [`order`] for holds already computed.
pub(crate) fn order_with(holds: &[Option<Hold>]) -> Vec<usize> {
    let mut out = Vec::with_capacity(holds.len());
    for (i, h) in holds.iter().enumerate() {
        if h.is_some() {
            continue;
        }
        out.push(i);
        out.extend(
            holds
                .iter()
                .enumerate()
                .filter(|(_, h)| h.as_ref().is_some_and(|h| h.by == i))
                .map(|(k, _)| k),
        );
    }
    out
}

/// The steps (0-based) a question holds back, in the order shown.
pub(crate) fn held_by(holds: &[Option<Hold>], question: usize) -> Vec<usize> {
    holds
        .iter()
        .enumerate()
        .filter(|(_, h)| h.as_ref().is_some_and(|h| h.by == question))
        .map(|(k, _)| k)
        .collect()
}

/// A hold the lesson does not say: the step is not named by the
/// question's `reveals:`, nor written right after a step it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unsaid {
    /// The step held (0-based).
    pub(crate) step: usize,
    /// The question it waits for (its step).
    pub(crate) by: usize,
    /// The earlier question that reveals it, if one does.
    pub(crate) revealed_by: Option<usize>,
}

/// Every hold the lesson does not declare.
pub(crate) fn unsaid(holds: &[Option<Hold>]) -> Vec<Unsaid> {
    let mut out = Vec::new();
    let mut said = vec![false; holds.len()];
    for (i, h) in holds.iter().enumerate() {
        let Some(h) = h else { continue };
        said[i] = h.declared == Some(h.by)
            || (i > 0 && said[i - 1] && holds[i - 1].as_ref().is_some_and(|p| p.by == h.by));
        if !said[i] {
            out.push(Unsaid {
                step: i,
                by: h.by,
                revealed_by: h.declared,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hold(by: usize, declared: Option<usize>) -> Option<Hold> {
        Some(Hold {
            by,
            gives: vec![by],
            declared,
        })
    }

    #[test]
    fn held_steps_come_right_after_their_question() {
        // 0 table of 1, 1 question, 2 say, 3 table revealed by 1, 4 table of 1.
        let h = vec![hold(1, None), None, None, hold(1, Some(1)), hold(1, None)];
        assert_eq!(order_with(&h), [1, 0, 3, 4, 2]);
        assert_eq!(held_by(&h, 1), [0, 3, 4]);
        // 0 is not declared; 4 follows the declared 3.
        let u = unsaid(&h);
        assert_eq!(u.iter().map(|u| u.step).collect::<Vec<_>>(), [0]);
        // Revealed by an earlier question, but it gives a later one away.
        let h = vec![None, hold(2, Some(0)), None];
        assert_eq!(unsaid(&h)[0].revealed_by, Some(0));
    }
}
