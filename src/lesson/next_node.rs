//! The feedback of a next-node exercise: why the node typed is not the
//! one the search expands next, from the values that decide it (f = g + h,
//! or the order of generation) and the tie rule. (The exercise itself is
//! computed and checked in `lesson::exercise`.)

use crate::board::Board;
use serde::Serialize;

/// A node waiting in the frontier of a next-node exercise.
#[derive(Debug, Clone, Serialize)]
pub struct FrontierNode {
    pub number: usize,
    pub board: Board,
    /// The blank move that produced it.
    #[serde(rename = "move")]
    pub letter: Option<char>,
    pub g: u32,
    pub h: Option<u32>,
    pub f: Option<u32>,
}

/// Why node `k` is not the one expanded next: the f = g + h of both nodes
/// (or their order of generation) and the tie rule.
pub fn not_next(
    frontier: &[FrontierNode],
    k: usize,
    next: usize,
    informed: bool,
    ties: &str,
) -> String {
    let (a, b) = (&frontier[k - 1], &frontier[next - 1]);
    let f = |n: &FrontierNode| {
        format!(
            "f = {} + {} = {}",
            n.g,
            n.h.unwrap_or(0),
            n.f.unwrap_or(n.g + n.h.unwrap_or(0))
        )
    };
    if !informed {
        return format!(
            "Not node {k}: first in, first out, and [{next}] was generated before [{k}] (they are numbered in the order they were generated)."
        );
    }
    if a.f == b.f {
        format!(
            "Not node {k}: [{k}] has {} and [{next}] has {}, a tie; ties go to {ties}: [{next}].",
            f(a),
            f(b)
        )
    } else {
        format!(
            "Not node {k}: [{k}] has {}, but [{next}] has {}, the lowest of the frontier (ties go to {ties}).",
            f(a),
            f(b)
        )
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
        let frontier = [node(1, 1, 4), node(2, 1, 3), node(3, 2, 2)];
        let ties = "the node generated first";
        let m = not_next(&frontier, 1, 2, true, ties);
        assert!(
            m.contains("[1] has f = 1 + 4 = 5, but [2] has f = 1 + 3 = 4"),
            "{m}"
        );
        let m = not_next(&frontier, 3, 2, true, ties);
        assert!(
            m.contains("a tie; ties go to the node generated first: [2]"),
            "{m}"
        );
        let m = not_next(&frontier, 3, 1, false, ties);
        assert!(m.contains("first in, first out"), "{m}");
    }
}
