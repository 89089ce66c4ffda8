//! The feedback of a next-node exercise: why the node typed is not the
//! one the search expands next, from the values that decide it (f = g + h,
//! or the order of generation) and the tie rule. (The exercise itself is
//! computed and checked in `lesson::exercise`.)

use crate::board::Board;
use crate::i18n::{Arg, Msg};
use serde::{Deserialize, Serialize};

/// A node waiting in the frontier of a next-node exercise.
#[derive(Debug, Clone, Serialize)]
pub struct FrontierNode {
    pub(crate) number: usize,
    pub(crate) board: Board,
    /// The blank move that produced it.
    #[serde(rename = "move")]
    pub(crate) letter: Option<char>,
    pub(crate) g: u32,
    pub(crate) h: Option<u32>,
    pub(crate) f: Option<u32>,
}

/// What decides whether a frontier node is expanded next: its g, h and f
/// (the interactive page carries these, not the boards, to check a choice
/// with [`super::exercise_check::check_next_node`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Costs {
    pub(crate) g: u32,
    pub(crate) h: Option<u32>,
    pub(crate) f: Option<u32>,
}

impl FrontierNode {
    pub(crate) fn costs(&self) -> Costs {
        Costs {
            g: self.g,
            h: self.h,
            f: self.f,
        }
    }
}

/// Why node `k` is not the one expanded next: the f = g + h of both nodes
/// (or their order of generation) and the tie rule.
pub(crate) fn not_next(
    frontier: &[Costs],
    k: usize,
    next: usize,
    informed: bool,
    ties: &str,
) -> Msg {
    let (a, b) = (&frontier[k - 1], &frontier[next - 1]);
    let f = |n: &Costs| {
        format!(
            "f = {} + {} = {}",
            n.g,
            n.h.unwrap_or(0),
            n.f.unwrap_or(n.g + n.h.unwrap_or(0))
        )
    };
    let (shown_k, shown_next) = (k.to_string(), next.to_string());
    if !informed {
        return crate::msg!("lesson-not-next-fifo", k = shown_k, next = shown_next);
    }
    let ties = ties_words(ties);
    if a.f == b.f {
        crate::msg!(
            "lesson-not-next-tie",
            k = shown_k,
            next = shown_next,
            fa = f(a),
            fb = f(b),
            ties = ties
        )
    } else {
        crate::msg!(
            "lesson-not-next-lower",
            k = shown_k,
            next = shown_next,
            fa = f(a),
            fb = f(b),
            ties = ties
        )
    }
}

/// A search's tie rule (as `lesson::exercise` names it in its data: the
/// same in every language) in the student's language.
pub(crate) fn ties_words(ties: &str) -> Arg {
    match ties {
        "the node generated first" => crate::msg!("lesson-ties-fifo").into(),
        "the lower h, then the node generated first" => crate::msg!("lesson-ties-low-h").into(),
        other => other.into(),
    }
}

/// A search's name (as `lesson::exercise` names it in its data) in the
/// student's language, at the start of a sentence (capitalised by the
/// catalogue).
pub(crate) fn algorithm_words(name: &str) -> Arg {
    match name {
        "breadth-first search" => crate::msg!("lesson-algo-bfs").into(),
        "ordered search" => crate::msg!("lesson-algo-ordered").into(),
        other => other.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    fn node(number: usize, g: u32, h: u32) -> FrontierNode {
        FrontierNode {
            number,
            board: parse_board("1 2/3 0", None).unwrap(),
            letter: Some('L'),
            g,
            h: Some(h),
            f: Some(g + h),
        }
    }

    #[test]
    fn the_values_and_the_tie_rule_are_named() {
        let frontier = [node(1, 1, 4), node(2, 1, 3), node(3, 2, 2)].map(|n| n.costs());
        let ties = "the node generated first";
        let m = not_next(&frontier, 1, 2, true, ties).english();
        assert!(
            m.contains("[1] has f = 1 + 4 = 5, but [2] has f = 1 + 3 = 4"),
            "{m}"
        );
        let m = not_next(&frontier, 3, 2, true, ties).english();
        assert!(
            m.contains("a tie; ties go to the node generated first: [2]"),
            "{m}"
        );
        let m = not_next(&frontier, 3, 1, false, ties).english();
        assert!(m.contains("first in, first out"), "{m}");
    }
}
