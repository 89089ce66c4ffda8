//! `experiment heuristics`: seed 001's comparison of heuristics, measured.
//!
//! Random solvable boards of one size (seeded) are solved by A* (or IDA*)
//! with each heuristic under a time limit and a node limit; per heuristic
//! the share solved, the mean nodes expanded and generated, the mean time
//! and solution length over the boards it solved, and how many of its
//! solutions are longer than the shortest an admissible heuristic found.
//! Runs are sequential so that the times are not disturbed by a second
//! search on the other core.

use crate::board::{Board, Goal};
use crate::error::{Error, Result};
use crate::heuristics::Heuristic;
use crate::rng::Rng;
use crate::search::{self, Algorithm, Limits, Options, Problem, Stop};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Seed 001's ranking, weakest first.
pub(crate) const SEED_RANKING: [Heuristic; 6] = [
    Heuristic::Misplaced,
    Heuristic::Euclidean,
    Heuristic::RowCol,
    Heuristic::Manhattan,
    Heuristic::LinearConflict,
    Heuristic::SeedH6,
];

#[derive(Debug, Clone)]
pub struct CompareOptions {
    pub count: usize,
    pub seed: u64,
    pub heuristics: Vec<Heuristic>,
    pub algorithm: Algorithm,
    pub time_limit: Option<Duration>,
    pub max_nodes: u64,
    pub cancel: Option<Arc<AtomicBool>>,
}

/// One search of one board.
#[derive(Debug, Clone, Serialize)]
pub struct Attempt {
    pub heuristic: Heuristic,
    pub stop: Stop,
    pub length: Option<usize>,
    pub expanded: u64,
    pub(crate) generated: u64,
    pub seconds: f64,
}

impl Attempt {
    pub(crate) fn solved(&self) -> bool {
        self.stop == Stop::Solved
    }
}

/// One board and every heuristic's attempt on it.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct BoardRuns {
    pub(crate) board: Board,
    /// The shortest solution found by a proven-admissible heuristic (an
    /// optimal length, since A* and IDA* with such an h are optimal).
    pub(crate) optimal: Option<usize>,
    pub(crate) attempts: Vec<Attempt>,
}

/// Per heuristic, over all boards.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Summary {
    pub(crate) heuristic: Heuristic,
    pub(crate) solved: usize,
    /// solved / boards.
    pub(crate) share: f64,
    /// Means over the boards this heuristic solved.
    pub(crate) mean_expanded: Option<f64>,
    pub(crate) mean_generated: Option<f64>,
    pub(crate) mean_seconds: Option<f64>,
    pub(crate) mean_length: Option<f64>,
    /// Mean nodes expanded over the boards every heuristic solved (a fair
    /// comparison: the same boards for all).
    pub(crate) common_mean_expanded: Option<f64>,
    /// Solutions longer than the optimal length.
    pub(crate) longer: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    pub(crate) goal: Board,
    pub(crate) count: usize,
    pub(crate) seed: u64,
    pub(crate) algorithm: Algorithm,
    pub(crate) time_limit: Option<f64>,
    pub(crate) max_nodes: u64,
    pub(crate) boards: Vec<BoardRuns>,
    /// Boards every heuristic solved.
    pub(crate) common: usize,
    pub(crate) summaries: Vec<Summary>,
    /// Weakest first, in groups of ties: fewer boards solved, then more
    /// nodes expanded on the boards both solved; heuristics that solved as
    /// many boards and share no solved board (or expand exactly as many
    /// nodes) are tied.
    pub(crate) ranking: Vec<Vec<Heuristic>>,
    /// True when Ctrl-C stopped the experiment early.
    pub interrupted: bool,
}

/// Progress: board `index` (from 1) of `count`, one attempt done.
pub struct Step<'a> {
    pub index: usize,
    pub count: usize,
    pub attempt: &'a Attempt,
}

pub fn run(goal: &Goal, o: &CompareOptions, progress: &mut dyn FnMut(&Step)) -> Result<Comparison> {
    let g = goal.board();
    search::check_searchable(g)?;
    if o.count == 0 {
        return Err(Error::problem(crate::msg!("usage-count-at-least-one")));
    }
    if !o.algorithm.properties().optimal_with_admissible {
        return Err(Error::problem(crate::msg!(
            "usage-compare-algo",
            algo = o.algorithm.name()
        )));
    }
    let mut rng = Rng::new(o.seed);
    let mut boards = Vec::new();
    let mut interrupted = false;
    'boards: for index in 0..o.count {
        let board = rng.solvable_board(goal);
        let problem = Problem {
            start: board.clone(),
            goal: goal.clone(),
        };
        let mut attempts = Vec::new();
        for &h in &o.heuristics {
            let mut options = Options::new(o.algorithm);
            options.heuristic = h;
            let mut limits = Limits {
                max_nodes: Some(o.max_nodes),
                time_limit: o.time_limit,
                ..Limits::default()
            };
            if let Some(c) = &o.cancel {
                limits.cancel = c.clone();
            }
            let r = crate::solve::named(&problem, &options, &limits)?;
            if let Some(p) = &r.path
                && !search::replays(&problem, p)
            {
                return Err(Error::internal(format!(
                    "{h}: the solution of {} does not replay",
                    board.to_line()
                )));
            }
            let attempt = Attempt {
                heuristic: h,
                stop: r.stop,
                length: r.path.as_ref().map(|p| p.len()),
                expanded: r.stats.expanded,
                generated: r.stats.generated,
                seconds: r.stats.elapsed.as_secs_f64(),
            };
            progress(&Step {
                index: index + 1,
                count: o.count,
                attempt: &attempt,
            });
            if r.stop == Stop::Cancelled {
                interrupted = true;
                break 'boards;
            }
            attempts.push(attempt);
        }
        let optimal = attempts
            .iter()
            .filter(|a| a.heuristic.is_proven_admissible())
            .filter_map(|a| a.length)
            .min();
        boards.push(BoardRuns {
            board,
            optimal,
            attempts,
        });
    }
    let common_boards: Vec<&BoardRuns> = boards
        .iter()
        .filter(|b| b.attempts.iter().all(Attempt::solved))
        .collect();
    let summaries: Vec<Summary> = o
        .heuristics
        .iter()
        .enumerate()
        .map(|(k, &h)| {
            let mine: Vec<(&BoardRuns, &Attempt)> = boards
                .iter()
                .map(|b| (b, &b.attempts[k]))
                .filter(|(_, a)| a.solved())
                .collect();
            let mean = |f: &dyn Fn(&Attempt) -> f64| {
                (!mine.is_empty())
                    .then(|| mine.iter().map(|(_, a)| f(a)).sum::<f64>() / mine.len() as f64)
            };
            Summary {
                heuristic: h,
                solved: mine.len(),
                share: if boards.is_empty() {
                    0.0
                } else {
                    mine.len() as f64 / boards.len() as f64
                },
                mean_expanded: mean(&|a| a.expanded as f64),
                mean_generated: mean(&|a| a.generated as f64),
                mean_seconds: mean(&|a| a.seconds),
                mean_length: mean(&|a| a.length.unwrap_or(0) as f64),
                common_mean_expanded: (!common_boards.is_empty()).then(|| {
                    common_boards
                        .iter()
                        .map(|b| b.attempts[k].expanded as f64)
                        .sum::<f64>()
                        / common_boards.len() as f64
                }),
                longer: mine
                    .iter()
                    .filter(
                        |(b, a)| matches!((a.length, b.optimal), (Some(l), Some(opt)) if l > opt),
                    )
                    .count(),
            }
        })
        .collect();
    // Pairwise: mean nodes expanded by a and by b on the boards both solved.
    let weaker = |a: usize, b: usize| -> std::cmp::Ordering {
        let (sa, sb) = (&summaries[a], &summaries[b]);
        sa.solved.cmp(&sb.solved).then_with(|| {
            let both: Vec<&BoardRuns> = boards
                .iter()
                .filter(|x| x.attempts[a].solved() && x.attempts[b].solved())
                .collect();
            if both.is_empty() {
                return std::cmp::Ordering::Equal;
            }
            let ea: u64 = both.iter().map(|x| x.attempts[a].expanded).sum();
            let eb: u64 = both.iter().map(|x| x.attempts[b].expanded).sum();
            eb.cmp(&ea)
        })
    };
    let mut order: Vec<usize> = (0..summaries.len()).collect();
    order.sort_by(|&a, &b| weaker(a, b));
    let mut ranking: Vec<Vec<Heuristic>> = Vec::new();
    let mut last: Option<usize> = None;
    for &k in &order {
        match (last, ranking.last_mut()) {
            (Some(prev), Some(group)) if weaker(prev, k) == std::cmp::Ordering::Equal => {
                group.push(summaries[k].heuristic)
            }
            _ => ranking.push(vec![summaries[k].heuristic]),
        }
        last = Some(k);
    }
    Ok(Comparison {
        goal: g.clone(),
        count: o.count,
        seed: o.seed,
        algorithm: o.algorithm,
        time_limit: o.time_limit.map(|d| d.as_secs_f64()),
        max_nodes: o.max_nodes,
        common: common_boards.len(),
        ranking,
        summaries,
        boards,
        interrupted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(heuristics: Vec<Heuristic>) -> CompareOptions {
        CompareOptions {
            count: 3,
            seed: 5,
            heuristics,
            algorithm: Algorithm::Astar,
            time_limit: None,
            max_nodes: 1_000_000,
            cancel: None,
        }
    }

    #[test]
    fn reproducible_and_admissible_heuristics_agree_on_length() {
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let o = options(vec![
            Heuristic::Misplaced,
            Heuristic::Manhattan,
            Heuristic::LinearConflict,
        ]);
        let a = run(&goal, &o, &mut |_| {}).unwrap();
        let b = run(&goal, &o, &mut |_| {}).unwrap();
        assert_eq!(a.common, 3);
        for (x, y) in a.boards.iter().zip(&b.boards) {
            assert_eq!(x.board, y.board);
            let lengths: Vec<_> = x.attempts.iter().map(|t| t.length).collect();
            assert!(lengths.iter().all(|&l| l == x.optimal), "{lengths:?}");
            for (s, t) in x.attempts.iter().zip(&y.attempts) {
                assert_eq!((s.expanded, s.generated), (t.expanded, t.generated));
            }
        }
        assert!(a.summaries.iter().all(|s| s.share == 1.0 && s.longer == 0));
        // Misplaced is the weakest; every heuristic is ranked once.
        assert_eq!(a.ranking[0], vec![Heuristic::Misplaced]);
        assert_eq!(a.ranking.iter().map(Vec::len).sum::<usize>(), 3);
        // Manhattan expands no more than misplaced on average.
        assert!(a.summaries[1].common_mean_expanded <= a.summaries[0].common_mean_expanded);
    }

    #[test]
    fn a_node_limit_leaves_boards_unsolved() {
        let goal = Goal::new(Board::blank_last(4, 4).unwrap());
        let mut o = options(vec![Heuristic::Misplaced]);
        o.max_nodes = 50;
        let a = run(&goal, &o, &mut |_| {}).unwrap();
        assert_eq!(a.summaries[0].solved, 0);
        assert!(a.summaries[0].mean_expanded.is_none());
        assert_eq!(a.boards[0].attempts[0].stop, Stop::NodeLimit);
        // Nothing solved by two heuristics: they are tied.
        o.heuristics = vec![Heuristic::Misplaced, Heuristic::Euclidean];
        let b = run(&goal, &o, &mut |_| {}).unwrap();
        assert_eq!(
            b.ranking,
            vec![vec![Heuristic::Misplaced, Heuristic::Euclidean]]
        );
    }
}
