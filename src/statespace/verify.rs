//! The theorem checked over a whole state space: reachability compared
//! with the parity rule on every arrangement (`ParityCheck`), and the
//! report of `npuzzle verify` (`VerifyReport`, plain data that
//! `render::reduce` writes and lessons claim from).

use super::{DistanceTable, UNREACHED, get_byte};
use crate::board::Board;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How the exhaustive search compares with the parity rule.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ParityCheck {
    /// Arrangements reached from the goal and predicted solvable.
    pub reached_and_predicted: u64,
    /// Arrangements not reached and predicted unsolvable.
    pub unreached_and_predicted_unsolvable: u64,
    /// Reached but predicted unsolvable (the rule would be wrong).
    pub(crate) reached_but_predicted_unsolvable: u64,
    /// Not reached but predicted solvable (the rule would be wrong).
    pub(crate) unreached_but_predicted_solvable: u64,
    /// The first disagreement, if any.
    pub(crate) first_disagreement: Option<Board>,
}

impl ParityCheck {
    pub fn agrees(&self) -> bool {
        self.reached_but_predicted_unsolvable == 0 && self.unreached_but_predicted_solvable == 0
    }
}

impl DistanceTable {
    /// Compare reachability with the parity rule over every arrangement.
    /// The rule compared is the one for boards at least 2×2 (a board one
    /// cell wide or high follows the order rule instead, and would show
    /// disagreements here).
    /// Ranks are visited in blocks that share their leading Lehmer digits,
    /// so each state costs two table lookups rather than an unranking.
    pub fn check_parity(&self) -> ParityCheck {
        let codec = &self.codec;
        let n = codec.n;
        let m = codec.low_count;
        let blocks = codec.high.len();
        let next_block = AtomicUsize::new(0);
        let work = || {
            let mut c = [0u64; 4];
            let mut first_bad: Option<u64> = None;
            loop {
                let first = next_block.fetch_add(64, Ordering::Relaxed);
                if first >= blocks {
                    break;
                }
                for hi in first..(first + 64).min(blocks) {
                    let packed = codec.high[hi];
                    // The values of the leading cells, and where the blank is.
                    let mut used: u32 = 0;
                    let mut fixed_blank = None;
                    for k in 0..n - m {
                        let d = (packed >> (4 * k)) & 0xF;
                        let mut rest = !used & ((1u32 << n) - 1);
                        for _ in 0..d {
                            rest &= rest - 1;
                        }
                        let v = rest.trailing_zeros();
                        used |= 1 << v;
                        if v == codec.blank_value as u32 {
                            fixed_blank = Some(k);
                        }
                    }
                    let below_blank = (!used & ((1u32 << codec.blank_value) - 1)).count_ones();
                    let high_parity = (packed >> 63) as u8;
                    let base = hi as u64 * codec.low_radix;
                    for lo in 0..codec.low_radix as usize {
                        let r = base + lo as u64;
                        let reached = get_byte(&self.words, r) != UNREACHED;
                        let parity = high_parity ^ (codec.low[lo] >> 63) as u8;
                        let b = match fixed_blank {
                            Some(b) => b,
                            None => {
                                n - m + codec.low_positions[lo * m + below_blank as usize] as usize
                            }
                        };
                        let predicted = codec.predicted_at(b, parity);
                        c[(reached as usize) << 1 | predicted as usize] += 1;
                        if reached != predicted && first_bad.is_none_or(|f| r < f) {
                            first_bad = Some(r);
                        }
                    }
                }
            }
            (c, first_bad)
        };
        let threads = if n < 10 { 1 } else { self.threads };
        let parts: Vec<([u64; 4], Option<u64>)> = if threads == 1 {
            vec![work()]
        } else {
            std::thread::scope(|s| {
                let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("check thread"))
                    .collect()
            })
        };
        let mut c = [0u64; 4];
        let mut first_bad: Option<u64> = None;
        for (part, f) in parts {
            for (total, x) in c.iter_mut().zip(part) {
                *total += x;
            }
            if let Some(f) = f {
                first_bad = Some(first_bad.map_or(f, |g: u64| g.min(f)));
            }
        }
        ParityCheck {
            unreached_and_predicted_unsolvable: c[0b00],
            unreached_but_predicted_solvable: c[0b01],
            reached_but_predicted_unsolvable: c[0b10],
            reached_and_predicted: c[0b11],
            first_disagreement: first_bad.map(|r| codec.board(r)),
        }
    }
}

/// The verification report of `verify`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct VerifyReport {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) goal: Board,
    pub(crate) goal_name: String,
    /// Every arrangement of the board, reachable or not: (W·H)!.
    pub(crate) states: u64,
    pub reached: u64,
    /// (W·H)!/2, what the theorem says.
    pub expected: u64,
    pub(crate) max_depth: usize,
    pub(crate) by_depth: Vec<u64>,
    /// The boards at the largest distance (at most 8 listed).
    pub(crate) farthest: Vec<Board>,
    pub agrees: bool,
    pub(crate) parity: ParityCheck,
}

impl VerifyReport {
    /// The report of a finished breadth-first search over a whole space:
    /// the parity rule is checked on every arrangement here.
    pub fn from_table(goal: Board, goal_name: &str, table: &DistanceTable) -> VerifyReport {
        let parity = table.check_parity();
        let max_depth = table.max_depth();
        VerifyReport {
            width: goal.width(),
            height: goal.height(),
            goal_name: goal_name.to_string(),
            goal,
            states: table.states(),
            reached: table.reached(),
            expected: table.states() / 2,
            max_depth,
            by_depth: table.by_depth().to_vec(),
            farthest: table.boards_at(max_depth as u8, 8),
            agrees: parity.agrees(),
            parity,
        }
    }
}
