//! What every algorithm of [`super`] gets ([`Run`]): the board geometry,
//! the options, the heuristic, the clock, the limits, the counts and the
//! observer.

use super::packed::Key;
use super::{Control, Event, GoalTest, Limits, Observer, Options, Problem, Reached, Stats, Stop};
use crate::board::Dir;
use crate::clock::Instant;
use crate::heuristics::{Evaluator, Heuristic};
use std::sync::atomic::Ordering;

/// What every algorithm gets: the board geometry, the options, the clock,
/// the counts and the observer.
pub(crate) struct Run<'a, O> {
    pub(crate) width: usize,
    pub(crate) cells: usize,
    pub(crate) start_cells: Vec<u8>,
    pub(crate) goal_cells: Vec<u8>,
    pub(crate) options: Options,
    pub(crate) evaluator: Evaluator,
    /// For each blank cell, the moves in `--order` with their target cell.
    pub(crate) moves: Vec<Vec<(Dir, usize)>>,
    pub(crate) stats: Stats,
    pub(crate) observer: &'a mut O,
    pub(crate) started: Instant,
    limits: Limits,
    /// The node limit in force (`u64::MAX` for none).
    max_nodes: u64,
    checks: u32,
}

impl<'a, O: Observer> Run<'a, O> {
    pub(super) fn new(
        problem: &Problem,
        options: &Options,
        limits: &Limits,
        observer: &'a mut O,
    ) -> Self {
        let b = &problem.start;
        let (w, h) = (b.width(), b.height());
        let moves = (0..b.cells())
            .map(|cell| {
                let (r, c) = (cell / w, cell % w);
                options
                    .order
                    .0
                    .iter()
                    .filter_map(|&d| {
                        let t = match d {
                            Dir::Up if r > 0 => cell - w,
                            Dir::Down if r + 1 < h => cell + w,
                            Dir::Left if c > 0 => cell - 1,
                            Dir::Right if c + 1 < w => cell + 1,
                            _ => return None,
                        };
                        Some((d, t))
                    })
                    .collect()
            })
            .collect();
        Run {
            width: w,
            cells: b.cells(),
            start_cells: b.tiles().to_vec(),
            goal_cells: problem.goal.board().tiles().to_vec(),
            options: *options,
            evaluator: Evaluator::new(
                options.used_heuristic().unwrap_or(Heuristic::Misplaced),
                &problem.goal,
            ),
            moves,
            stats: Stats::default(),
            observer,
            started: Instant::now(),
            limits: limits.clone(),
            max_nodes: limits.max_nodes_for(options.algorithm).unwrap_or(u64::MAX),
            checks: 0,
        }
    }

    pub(crate) fn max_nodes(&self) -> u64 {
        self.max_nodes
    }

    #[inline(always)]
    pub(crate) fn emit(&mut self, event: Event) -> Control {
        self.observer.event(&event)
    }

    /// Announce the root (`root`, node 0) and, when the goal is tested at
    /// generation, stop at once if the start is the goal. `Some` is the
    /// search's result when it ends at the root; `None` means search on.
    pub(crate) fn open_root(
        &mut self,
        root: Event,
        start_is_goal: bool,
        reached: Reached,
    ) -> Option<(Option<Vec<Dir>>, Stop, Reached)> {
        match self.emit(root) {
            Control::Break => return Some((None, Stop::Stopped, reached)),
            Control::Prune => return Some((None, Stop::Exhausted, reached)),
            Control::Continue => {}
        }
        if start_is_goal && self.options.goal_test == GoalTest::Generation {
            self.emit(Event::Goal { id: 0 });
            self.stats.finish(0, 1);
            return Some((Some(Vec::new()), Stop::Solved, reached));
        }
        None
    }

    /// Called once per expansion: the node limit every time, the clock and
    /// the cancel flag every 256 calls.
    #[inline]
    pub(crate) fn over_limit(&mut self) -> Option<Stop> {
        if self.stats.generated >= self.max_nodes {
            return Some(Stop::NodeLimit);
        }
        let c = self.checks;
        self.checks = c.wrapping_add(1);
        if c & 0xFF == 0 {
            if self.limits.cancel.load(Ordering::Relaxed) {
                return Some(Stop::Cancelled);
            }
            if let Some(t) = self.limits.time_limit
                && self.started.elapsed() >= t
            {
                return Some(Stop::TimeLimit);
            }
        }
        None
    }

    pub(crate) fn start_key<K: Key>(&self) -> K {
        K::from_cells(&self.start_cells)
    }

    pub(crate) fn goal_key<K: Key>(&self) -> K {
        K::from_cells(&self.goal_cells)
    }

    /// The heuristic of a packed state, computed in full.
    pub(crate) fn h_of<K: Key>(&self, key: K) -> u32 {
        let mut cells = [0u8; 32];
        key.to_cells(self.cells, &mut cells);
        self.evaluator.value(&cells[..self.cells])
    }

    /// The heuristic of a child from its parent's, incrementally.
    #[inline]
    pub(crate) fn h_after<K: Key>(
        &self,
        parent_h: u32,
        child: K,
        tile: u8,
        from: usize,
        to: usize,
    ) -> u32 {
        let mut cells = [0u8; 32];
        child.to_cells(self.cells, &mut cells);
        self.evaluator
            .after_move(parent_h, &cells[..self.cells], tile, from, to)
    }
}
