//! What a fast-engine search ([`super::engine`]: IDA* with the teaching
//! engine's counts, and the compact A* of [`super::astar`]) shares: the
//! move table in the run's order, the start and the goal, the limits and
//! the counts in `search`'s terms, and the live status hook.

use super::heuristic::Slide;
use super::ida::Moves;
use crate::clock::Instant;
use crate::search::packed::Key;
use crate::search::{Limits, Options, Problem, Reached, Stats, Stop};
use std::sync::atomic::Ordering;

/// What both searches share: the move table in the run's order, the
/// limits and the counts.
pub(super) struct Counts {
    /// For each blank cell: (direction code, target cell), in `--order`.
    pub(crate) moves: Moves,
    pub(crate) start: Vec<u8>,
    /// The goal's tiles (packed by each search its own way).
    pub(crate) goal: Vec<u8>,
    pub(crate) cells: usize,
    pub(crate) stats: Stats,
    pub(crate) reached: Reached,
    pub(crate) started: Instant,
    pub(crate) limits: Limits,
    pub(crate) max_nodes: u64,
    /// The next generated count at which the limits are looked at.
    pub(crate) next_check: u64,
    pub(crate) admissible: bool,
    /// IDA*: the f threshold of the current iteration (for the status line).
    pub(crate) bound: Option<u32>,
    /// Told the counts so far at every limit check (every [`CHECK_EVERY`]
    /// generated nodes): a live status line. It decides itself how often
    /// to draw.
    pub(crate) status: Option<StatusHook>,
}

/// A status line fed from the fast engine: the counts so far and, for
/// IDA*, the current threshold.
pub(crate) type StatusHook = Box<dyn FnMut(&Stats, Option<u32>)>;

/// The clock and the cancel flag are looked at every this many generated
/// nodes (a fraction of a millisecond); the node limit exactly.
const CHECK_EVERY: u64 = 1 << 12;

impl Counts {
    pub(super) fn new(problem: &Problem, options: &Options, limits: &Limits) -> Counts {
        let b = &problem.start;
        let moves = Moves::new(b.width(), b.height(), &options.order.0);
        let admissible = options
            .used_heuristic()
            .is_some_and(|h| h.is_proven_admissible());
        Counts {
            moves,
            start: b.tiles().to_vec(),
            goal: problem.goal.board().tiles().to_vec(),
            cells: b.cells(),
            stats: Stats::default(),
            reached: Reached {
                deepest: 0,
                lower_bound: admissible.then_some(0),
            },
            started: Instant::now(),
            limits: limits.clone(),
            max_nodes: limits.max_nodes_for(options.algorithm).unwrap_or(u64::MAX),
            next_check: 0,
            admissible,
            bound: None,
            status: None,
        }
    }

    /// Looked at before each expansion once `generated` reaches
    /// `next_check`: the node limit (exactly as the teaching engine, which
    /// looks before every expansion), the cancel flag and the clock.
    #[cold]
    pub(super) fn over_limit(&mut self) -> Option<Stop> {
        let g = self.stats.generated;
        self.next_check = self.max_nodes.min(g + CHECK_EVERY);
        if g >= self.max_nodes {
            return Some(Stop::NodeLimit);
        }
        if self.limits.cancel.load(Ordering::Relaxed) {
            return Some(Stop::Cancelled);
        }
        if let Some(t) = self.limits.time_limit
            && self.started.elapsed() >= t
        {
            return Some(Stop::TimeLimit);
        }
        if let Some(status) = self.status.as_mut() {
            status(&self.stats, self.bound);
        }
        None
    }

    pub(super) fn frontier(&mut self, frontier: u64, stored: u64) {
        let s = &mut self.stats;
        s.max_frontier = s.max_frontier.max(frontier);
        s.max_stored = s.max_stored.max(stored);
    }

    pub(super) fn finish(&mut self, frontier: u64, stored: u64) {
        self.stats.frontier_at_end = frontier;
        self.stats.stored_at_end = stored;
        self.frontier(frontier, stored);
    }
}

/// The packed board after the blank at `blank` swaps with the tile at `to`.
#[inline(always)]
pub(super) fn slide<S: Key>(state: S, blank: usize, to: usize) -> (S, Slide<S>) {
    let tile = state.get(to);
    let next = state.slide(blank, to, tile);
    (
        next,
        Slide {
            tile: tile as usize,
            from: to,
            to: blank,
            before: state,
            after: next,
        },
    )
}
