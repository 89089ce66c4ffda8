//! `heuristics check`: every heuristic measured against the truth.
//!
//! On boards of at most 12 cells the exact distance of every solvable state
//! is known (breadth-first search from the goal, [`super::space`]), so each
//! claim is settled over the whole state space:
//! - *admissible*: h(s) ≤ h*(s) for every state s (h* = the true distance);
//!   the worst overestimate is the largest h − h*;
//! - *consistent*: h(s) ≤ 1 + h(t) for every move s → t (and h = 0 at the
//!   goal); a violating move is one where h drops by 2 or more;
//! - *mean h/h\**: the mean of h(s)/h*(s) over the states other than the
//!   goal (1 would be a perfect estimate);
//! - *dominance*: h1 dominates h2 when h1(s) ≥ h2(s) on every state.
//!
//! Larger boards (up to 16 cells) are audited on a random sample: each
//! board's optimal length comes from the optimal solver, and the moves out
//! of each sampled board are checked for consistency (which needs no
//! distances). A sample can refute admissibility or consistency, never
//! prove it.

use super::space::{MAX_CELLS, Space};
use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use crate::heuristics::{Evaluator, Heuristic};
use crate::optimal::{self, OptimalHeuristic};
use crate::rng::Rng;
use crate::solve::{Exact, ExactAsk, Found, Optimal};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A state where a heuristic overestimates.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Overestimate {
    pub board: Board,
    pub(crate) h: u32,
    /// The true number of moves to the goal.
    pub(crate) distance: u32,
}

impl Overestimate {
    pub fn excess(&self) -> u32 {
        self.h - self.distance
    }
}

/// A move along which a heuristic drops by more than the move's cost.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct Violation {
    pub(crate) board: Board,
    /// The blank's move.
    #[serde(rename = "move")]
    pub(crate) mv: Dir,
    pub(crate) after: Board,
    pub(crate) h_before: u32,
    pub(crate) h_after: u32,
}

/// The verdict on one heuristic.
#[derive(Debug, Clone, Serialize)]
pub struct HeuristicAudit {
    pub heuristic: Heuristic,
    /// h ≤ h* on every state checked.
    pub admissible: bool,
    /// States (or sampled boards) with h > h*.
    pub overestimated: u64,
    /// The largest overestimate (among equals the state nearest the goal,
    /// then the first in rank order).
    pub worst: Option<Overestimate>,
    /// States whose overestimate equals the worst one.
    pub(crate) worst_count: u64,
    /// h(s) ≤ 1 + h(t) on every move checked.
    pub consistent: bool,
    /// Moves s → t checked where h(s) > 1 + h(t).
    pub violating_moves: u64,
    /// The largest drop (first in rank and move order among equals).
    pub(crate) violation: Option<Violation>,
    /// Mean of h/h* over the states other than the goal.
    pub mean_ratio: f64,
    /// Mean h over the same states.
    pub(crate) mean_h: f64,
}

/// `dominant` ≥ `dominated` on every state checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Dominance {
    pub(crate) dominant: Heuristic,
    pub(crate) dominated: Heuristic,
    /// Greater on at least one state (not merely equal everywhere).
    pub(crate) strict: bool,
}

/// What the audit ran over.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Coverage {
    /// Every solvable state.
    Exhaustive {
        states: u64,
        /// The largest distance to the goal.
        diameter: usize,
        /// Moves checked for consistency (each direction counted).
        moves: u64,
    },
    /// Random boards solved optimally.
    Sample {
        requested: usize,
        seed: u64,
        /// Boards solved within the limits (the others are left out).
        solved: usize,
        unsolved: Vec<Board>,
        moves: u64,
        solver: OptimalHeuristic,
    },
}

/// The whole audit.
#[derive(Debug, Clone, Serialize)]
pub struct Audit {
    pub(crate) goal: Board,
    pub coverage: Coverage,
    pub heuristics: Vec<HeuristicAudit>,
    pub(crate) dominance: Vec<Dominance>,
}

/// The numbers each worker gathers, merged in rank order.
#[derive(Clone)]
struct Tally {
    over: u64,
    worst: Option<(u32, u64, u32, u32)>, // (excess, rank, h, d)
    worst_count: u64,
    ratio_sum: f64,
    h_sum: f64,
    violations: u64,
    drop: Option<(u32, u64, usize, u32, u32)>, // (drop, rank, move index, h, h')
}

impl Tally {
    fn new() -> Tally {
        Tally {
            over: 0,
            worst: None,
            worst_count: 0,
            ratio_sum: 0.0,
            h_sum: 0.0,
            violations: 0,
            drop: None,
        }
    }

    fn overestimate(&mut self, rank: u64, h: u32, d: u32) {
        self.over += 1;
        self.offer_worst((h - d, rank, h, d), 1);
    }

    /// Keep the largest excess; among equals the state nearest the goal,
    /// then the first in rank order (the clearest example to show).
    fn offer_worst(&mut self, w: (u32, u64, u32, u32), count: u64) {
        let (e, rank, _, d) = w;
        match self.worst {
            Some((we, ..)) if we > e => {}
            Some((we, wr, _, wd)) if we == e => {
                self.worst_count += count;
                if (d, rank) < (wd, wr) {
                    self.worst = Some(w);
                }
            }
            _ => {
                self.worst = Some(w);
                self.worst_count = count;
            }
        }
    }

    fn violation(&mut self, rank: u64, mv: usize, h: u32, h2: u32) {
        self.violations += 1;
        let drop = h - h2;
        let better = match self.drop {
            None => true,
            Some((w, r, m, ..)) => drop > w || (drop == w && (rank, mv) < (r, m)),
        };
        if better {
            self.drop = Some((drop, rank, mv, h, h2));
        }
    }

    fn merge(&mut self, o: &Tally) {
        self.over += o.over;
        if let Some(w) = o.worst {
            self.offer_worst(w, o.worst_count);
        }
        self.ratio_sum += o.ratio_sum;
        self.h_sum += o.h_sum;
        self.merge_violations(o);
    }

    fn merge_violations(&mut self, o: &Tally) {
        self.violations += o.violations;
        if let Some((drop, r, m, h, h2)) = o.drop {
            let better = match self.drop {
                None => true,
                Some((w, wr, wm, ..)) => drop > w || (drop == w && (r, m) < (wr, wm)),
            };
            if better {
                self.drop = Some((drop, r, m, h, h2));
            }
        }
    }
}

/// How many bytes of heuristic tables one pass may hold (one byte per rank
/// and heuristic); more heuristics than fit are checked in several passes.
const TABLE_BUDGET: u64 = 2 << 30;

/// The number of worker threads: both cores of a small machine.
pub fn threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 8)
}

/// Audit `heuristics` over every solvable state of the goal's board.
pub fn exhaustive(goal: &Goal, heuristics: &[Heuristic]) -> Result<Audit> {
    exhaustive_with(goal, heuristics, &mut |_| {})
}

/// Boards with at least this many cells report progress (12 cells take
/// minutes; 10 take about a second).
pub(crate) const PROGRESS_CELLS: usize = 11;

/// Where an exhaustive audit of a big board is ([`exhaustive_with`]):
/// data, said by the caller.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum AuditProgress {
    /// The distance table: a level done, the states reached so far.
    Distances {
        depth: u32,
        reached: u64,
        seconds: f64,
    },
    /// Every move of every state checked for the heuristics.
    Checking {
        heuristics: usize,
        states: u64,
        seconds: f64,
    },
    Done {
        seconds: f64,
    },
}

/// [`exhaustive`], with progress for big boards.
pub fn exhaustive_with(
    goal: &Goal,
    heuristics: &[Heuristic],
    progress: &mut dyn FnMut(AuditProgress),
) -> Result<Audit> {
    let g = goal.board();
    if g.cells() > MAX_CELLS {
        return Err(Error::problem(crate::msg!(
            "board-error-audit-too-big",
            size = g.size_name(),
            cells = g.cells(),
            max = MAX_CELLS
        )));
    }
    let loud = g.cells() >= PROGRESS_CELLS;
    let started = std::time::Instant::now();
    let space = Space::with_progress(g, &mut |p| {
        if loud {
            progress(AuditProgress::Distances {
                depth: p.depth as u32,
                reached: p.reached,
                seconds: p.elapsed.as_secs_f64(),
            });
        }
    })?;
    if loud {
        progress(AuditProgress::Checking {
            heuristics: heuristics.len(),
            states: space.reached(),
            seconds: started.elapsed().as_secs_f64(),
        });
    }
    let audit = audit_space(&space, goal, heuristics);
    if loud {
        progress(AuditProgress::Done {
            seconds: started.elapsed().as_secs_f64(),
        });
    }
    Ok(audit)
}

/// The audit over a distance table already built.
pub(crate) fn audit_space(space: &Space, goal: &Goal, heuristics: &[Heuristic]) -> Audit {
    let k = heuristics.len();
    let evaluators: Vec<Evaluator> = heuristics
        .iter()
        .map(|&h| Evaluator::new(h, goal))
        .collect();
    let ranks = space.ranks();
    let n = space.cells();
    let workers = threads().min(ranks.div_ceil(4096) as usize).max(1);
    let chunk = ranks.div_ceil(workers as u64);
    // Dominance: ge[a*k+b] = h_a ≥ h_b everywhere; gt = somewhere greater.
    let mut ge = vec![true; k * k];
    let mut gt = vec![false; k * k];
    let mut tallies = vec![Tally::new(); k];
    let per_pass = ((TABLE_BUDGET / ranks.max(1)) as usize).clamp(1, k.max(1));
    let mut first = true;
    let all: Vec<usize> = (0..k).collect();
    let mut moves_checked = 0;
    for group in (0..k).collect::<Vec<_>>().chunks(per_pass) {
        let width = group.len();
        let mut table = vec![0u8; ranks as usize * width];
        // Pass 1: the h values of every state, and (first pass) everything
        // that needs all heuristics of one state at once.
        let results: Vec<(Vec<Tally>, Vec<bool>, Vec<bool>)> = std::thread::scope(|s| {
            let handles: Vec<_> = table
                .chunks_mut(chunk as usize * width)
                .enumerate()
                .map(|(w, slice)| {
                    let evaluators = &evaluators;
                    let all = &all;
                    s.spawn(move || {
                        let lo = w as u64 * chunk;
                        let mut tallies = vec![Tally::new(); k];
                        let mut ge = vec![true; k * k];
                        let mut gt = vec![false; k * k];
                        let mut cells = [0u8; MAX_CELLS];
                        let mut hs = vec![0u32; k];
                        for (i, slot) in slice.chunks_mut(width).enumerate() {
                            let r = lo + i as u64;
                            let Some(d) = space.distance_of_rank(r) else {
                                continue;
                            };
                            space.decode(r, &mut cells[..n]);
                            let which: &[usize] = if first { all } else { group };
                            for &j in which {
                                hs[j] = evaluators[j].value(&cells[..n]);
                            }
                            for (x, &j) in group.iter().enumerate() {
                                slot[x] = hs[j].min(254) as u8;
                            }
                            if !first {
                                continue;
                            }
                            let d = d as u32;
                            for a in 0..k {
                                let h = hs[a];
                                if h > d {
                                    tallies[a].overestimate(r, h, d);
                                }
                                if d > 0 {
                                    tallies[a].ratio_sum += h as f64 / d as f64;
                                    tallies[a].h_sum += h as f64;
                                }
                                for b in 0..k {
                                    if hs[a] < hs[b] {
                                        ge[a * k + b] = false;
                                    } else if hs[a] > hs[b] {
                                        gt[a * k + b] = true;
                                    }
                                }
                            }
                        }
                        (tallies, ge, gt)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("worker"))
                .collect()
        });
        if first {
            for (t, wge, wgt) in &results {
                for a in 0..k {
                    tallies[a].merge(&t[a]);
                }
                for i in 0..k * k {
                    ge[i] &= wge[i];
                    gt[i] |= wgt[i];
                }
            }
        }
        // Pass 2: every move, from the table.
        let table = &table;
        let moves: Vec<(Vec<Tally>, u64)> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    s.spawn(move || {
                        let lo = w as u64 * chunk;
                        let hi = (lo + chunk).min(ranks);
                        let mut tallies = vec![Tally::new(); width];
                        let mut cells = [0u8; MAX_CELLS];
                        let mut count = 0u64;
                        for r in lo..hi {
                            if space.distance_of_rank(r).is_none() {
                                continue;
                            }
                            space.decode(r, &mut cells[..n]);
                            let blank = cells[..n].iter().position(|&t| t == 0).unwrap_or(0);
                            let here = &table[r as usize * width..(r as usize + 1) * width];
                            for (m, &(_, to)) in space.moves(blank).iter().enumerate() {
                                cells.swap(blank, to);
                                let t = space.rank(&cells[..n]) as usize;
                                cells.swap(blank, to);
                                count += 1;
                                let there = &table[t * width..(t + 1) * width];
                                for x in 0..width {
                                    let (h, h2) = (here[x] as u32, there[x] as u32);
                                    if h > h2 + 1 {
                                        tallies[x].violation(r, m, h, h2);
                                    }
                                }
                            }
                        }
                        (tallies, count)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("worker"))
                .collect()
        });
        for (t, _) in &moves {
            for (x, &j) in group.iter().enumerate() {
                tallies[j].merge_violations(&t[x]);
            }
        }
        if first {
            moves_checked = moves.iter().map(|(_, c)| c).sum();
        }
        first = false;
    }
    let others = (space.reached() - 1).max(1) as f64;
    let audits = heuristics
        .iter()
        .zip(&tallies)
        .map(|(&h, t)| {
            let worst = t.worst.map(|(_, r, hv, d)| Overestimate {
                board: space.board(r),
                h: hv,
                distance: d,
            });
            let violation = t.drop.map(|(_, r, m, hb, ha)| {
                let board = space.board(r);
                let blank = board.blank_index();
                let (mv, _) = space.moves(blank)[m];
                let after = board.moved(mv).expect("a legal move");
                Violation {
                    board,
                    mv,
                    after,
                    h_before: hb,
                    h_after: ha,
                }
            });
            HeuristicAudit {
                heuristic: h,
                admissible: t.over == 0,
                overestimated: t.over,
                worst,
                worst_count: t.worst_count,
                consistent: t.violations == 0,
                violating_moves: t.violations,
                violation,
                mean_ratio: t.ratio_sum / others,
                mean_h: t.h_sum / others,
            }
        })
        .collect();
    Audit {
        goal: space.goal().clone(),
        coverage: Coverage::Exhaustive {
            states: space.reached(),
            diameter: space.max_depth(),
            moves: moves_checked,
        },
        heuristics: audits,
        dominance: dominance(heuristics, &ge, &gt),
    }
}

/// Every ordered pair (a, b), a ≠ b, with a ≥ b everywhere.
fn dominance(heuristics: &[Heuristic], ge: &[bool], gt: &[bool]) -> Vec<Dominance> {
    let k = heuristics.len();
    let mut out = Vec::new();
    for a in 0..k {
        for b in 0..k {
            if a != b && ge[a * k + b] {
                out.push(Dominance {
                    dominant: heuristics[a],
                    dominated: heuristics[b],
                    strict: gt[a * k + b],
                });
            }
        }
    }
    out
}

/// Options of the sampled audit.
#[derive(Debug, Clone)]
pub struct SampleOptions {
    pub count: usize,
    pub seed: u64,
    /// Per board, for the optimal solver: the nodes it may generate.
    pub max_nodes: Option<u64>,
    /// Per board, for the optimal solver (only when the user asks).
    pub time_limit: Option<Duration>,
    /// The optimal solver's heuristic (`None`: the strongest the solving
    /// pipeline has for the goal, [`crate::solve::Plan::exact`]).
    pub solver: Option<OptimalHeuristic>,
    /// Set from elsewhere (Ctrl-C) to stop the current board's search.
    pub cancel: Option<Arc<AtomicBool>>,
}

/// What the sampled audit reports as it goes.
pub enum SampleEvent<'a> {
    /// The optimal solver's own progress (pattern database building).
    Solver(&'a optimal::Event<'a>),
    /// Board `index` (from 1) of `count` is done.
    Board {
        index: usize,
        count: usize,
        distance: Option<u32>,
    },
}

/// Audit `heuristics` on random boards whose optimal lengths come from the
/// optimal solver (boards of at most 16 cells).
pub fn sampled(
    goal: &Goal,
    heuristics: &[Heuristic],
    options: &SampleOptions,
    progress: &mut dyn FnMut(&SampleEvent),
) -> Result<Audit> {
    let g = goal.board();
    if g.cells() > optimal::RANDOM_BOARD_CELLS {
        return Err(Error::problem(crate::msg!(
            "board-error-sample-too-big",
            size = g.size_name(),
            cells = g.cells(),
            max = optimal::RANDOM_BOARD_CELLS
        )));
    }
    // The plan decides the solver (and loads its tables once for every
    // board).
    let solver = Optimal::new(goal, ExactAsk::Solver(options.solver), None, &mut |e| {
        progress(&SampleEvent::Solver(e))
    })?;
    let Exact::Solver(used) = solver.exact() else {
        return Err(Error::internal(
            "the sampled audit was planned without the optimal solver",
        ));
    };
    let limits = optimal::Limits {
        max_nodes: options.max_nodes,
        time_limit: options.time_limit,
        cancel: options.cancel.clone(),
        ..optimal::Limits::default()
    };
    let evaluators: Vec<Evaluator> = heuristics
        .iter()
        .map(|&h| Evaluator::new(h, goal))
        .collect();
    let k = heuristics.len();
    let mut rng = Rng::new(options.seed);
    let mut tallies = vec![Tally::new(); k];
    let mut ge = vec![true; k * k];
    let mut gt = vec![false; k * k];
    let mut solved = 0usize;
    let mut unsolved = Vec::new();
    let mut boards = Vec::new();
    let mut moves = 0u64;
    for index in 0..options.count {
        // Ctrl-C: stop here rather than count every later board unsolved.
        crate::interrupt::check()?;
        let board = rng.solvable_board(goal);
        let distance = match solver.solve(&board, &limits)? {
            Found::Solved { length, .. } => Some(length),
            Found::Stopped { .. } | Found::Bound => None,
            Found::Unsolvable => {
                return Err(Error::internal(format!(
                    "a random board drawn solvable is unsolvable: {}",
                    board.to_line()
                )));
            }
        };
        progress(&SampleEvent::Board {
            index: index + 1,
            count: options.count,
            distance,
        });
        let Some(d) = distance else {
            unsolved.push(board);
            continue;
        };
        let r = boards.len() as u64;
        solved += 1;
        let hs: Vec<u32> = evaluators.iter().map(|e| e.value(board.tiles())).collect();
        for a in 0..k {
            if hs[a] > d {
                tallies[a].overestimate(r, hs[a], d);
            }
            if d > 0 {
                tallies[a].ratio_sum += hs[a] as f64 / d as f64;
                tallies[a].h_sum += hs[a] as f64;
            }
            for b in 0..k {
                if hs[a] < hs[b] {
                    ge[a * k + b] = false;
                } else if hs[a] > hs[b] {
                    gt[a * k + b] = true;
                }
            }
        }
        for (m, &mv) in board.legal_moves().iter().enumerate() {
            let after = board.moved(mv).expect("legal");
            moves += 1;
            for a in 0..k {
                let h2 = evaluators[a].value(after.tiles());
                if hs[a] > h2 + 1 {
                    tallies[a].violation(r, m, hs[a], h2);
                }
            }
        }
        boards.push((board, d));
    }
    let nonzero = boards.iter().filter(|(_, d)| *d > 0).count().max(1) as f64;
    let audits = heuristics
        .iter()
        .zip(&tallies)
        .map(|(&h, t)| HeuristicAudit {
            heuristic: h,
            admissible: t.over == 0,
            overestimated: t.over,
            worst: t.worst.map(|(_, r, hv, d)| Overestimate {
                board: boards[r as usize].0.clone(),
                h: hv,
                distance: d,
            }),
            worst_count: t.worst_count,
            consistent: t.violations == 0,
            violating_moves: t.violations,
            violation: t.drop.map(|(_, r, m, hb, ha)| {
                let board = boards[r as usize].0.clone();
                let mv = board.legal_moves()[m];
                let after = board.moved(mv).expect("legal");
                Violation {
                    board,
                    mv,
                    after,
                    h_before: hb,
                    h_after: ha,
                }
            }),
            mean_ratio: t.ratio_sum / nonzero,
            mean_h: t.h_sum / nonzero,
        })
        .collect();
    Ok(Audit {
        goal: g.clone(),
        coverage: Coverage::Sample {
            requested: options.count,
            seed: options.seed,
            solved,
            unsolved,
            moves,
            solver: used,
        },
        heuristics: audits,
        dominance: dominance(heuristics, &ge, &gt),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    fn audit(goal: Board) -> Audit {
        exhaustive(&Goal::new(goal), &Heuristic::ALL).unwrap()
    }

    fn find(a: &Audit, h: Heuristic) -> &HeuristicAudit {
        a.heuristics.iter().find(|x| x.heuristic == h).unwrap()
    }

    #[test]
    fn the_admissible_five_pass_on_the_8_puzzle() {
        let a = audit(Board::blank_last(3, 3).unwrap());
        for h in [
            Heuristic::Misplaced,
            Heuristic::Manhattan,
            Heuristic::Euclidean,
            Heuristic::RowCol,
            Heuristic::LinearConflict,
        ] {
            let x = find(&a, h);
            assert!(x.admissible && x.worst.is_none(), "{h}");
            assert!(x.mean_ratio > 0.0 && x.mean_ratio <= 1.0, "{h}");
        }
        assert!(find(&a, Heuristic::Manhattan).consistent);
        assert!(find(&a, Heuristic::Misplaced).consistent);
        let dom = |x, y| {
            a.dominance
                .iter()
                .any(|d| d.dominant == x && d.dominated == y)
        };
        assert!(dom(Heuristic::Manhattan, Heuristic::Misplaced));
        assert!(dom(Heuristic::LinearConflict, Heuristic::Manhattan));
        assert!(!dom(Heuristic::Misplaced, Heuristic::Manhattan));
        if let Coverage::Exhaustive {
            states, diameter, ..
        } = a.coverage
        {
            assert_eq!((states, diameter), (181_440, 31));
        } else {
            panic!("exhaustive");
        }
    }

    #[test]
    fn faulty_variants_are_exposed_with_boards_that_replay() {
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let a = exhaustive(&goal, &Heuristic::ALL).unwrap();
        let space = Space::new(goal.board()).unwrap();
        for h in [
            Heuristic::MisplacedWithBlank,
            Heuristic::LinearConflictPairs,
        ] {
            let x = find(&a, h);
            assert!(!x.admissible, "{h}");
            let w = x.worst.as_ref().unwrap();
            // The witness is real: recompute h and the distance.
            assert_eq!(h.value(&w.board, &goal), w.h);
            assert_eq!(space.distance(&w.board), Some(w.distance as u8));
            assert!(w.h > w.distance);
        }
        // One move from the goal the blank-counting variant says 2.
        let w = find(&a, Heuristic::MisplacedWithBlank)
            .worst
            .as_ref()
            .unwrap();
        assert!(w.excess() >= 1);
    }

    #[test]
    fn a_violation_is_a_real_move() {
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let a = exhaustive(&goal, &Heuristic::ALL).unwrap();
        for x in &a.heuristics {
            assert_eq!(x.consistent, x.violation.is_none());
            if let Some(v) = &x.violation {
                assert_eq!(v.board.moved(v.mv).unwrap(), v.after);
                assert_eq!(x.heuristic.value(&v.board, &goal), v.h_before);
                assert_eq!(x.heuristic.value(&v.after, &goal), v.h_after);
                assert!(v.h_before > v.h_after + 1);
            }
            // Inconsistent with h(goal) = 0 would not imply inadmissible,
            // but an inadmissible h cannot be consistent.
            if !x.admissible {
                assert!(!x.consistent, "{}", x.heuristic);
            }
        }
    }

    #[test]
    fn small_board_by_hand() {
        // 2x2: 12 solvable states in one cycle, distances 0..6.
        let a = audit(Board::blank_last(2, 2).unwrap());
        if let Coverage::Exhaustive {
            states,
            diameter,
            moves,
        } = a.coverage
        {
            assert_eq!((states, diameter, moves), (12, 6, 24));
        }
        let goal = Goal::new(Board::blank_last(2, 2).unwrap());
        // 1 2/0 3 is one move away; misplaced-with-blank says 2.
        let b = parse_board("1 2/0 3", None).unwrap();
        assert_eq!(Heuristic::MisplacedWithBlank.value(&b, &goal), 2);
        assert!(!find(&a, Heuristic::MisplacedWithBlank).admissible);
    }
}
