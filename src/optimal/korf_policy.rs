//! Korf's counting convention with the optimal solver's limits: the
//! [`Policy`] that the database search and its parallel iterations share.

use super::Limits;
use super::ida::{Policy, Tally};
use crate::clock::Instant;
use crate::search::Stop;
use std::sync::atomic::Ordering;

/// Limits are checked every this many generated nodes.
pub(super) const CHECK_EVERY: u64 = 1 << 20;

/// Korf's counting convention with the optimal solver's limits.
pub(super) struct KorfLimits<'a> {
    pub(crate) limits: &'a Limits,
    pub(crate) max_nodes: u64,
    pub(crate) deadline: Option<Instant>,
}

impl KorfLimits<'_> {
    /// The first reason to stop at `generated` nodes, if any.
    pub(super) fn reason(&self, generated: u64) -> Option<Stop> {
        if generated >= self.max_nodes {
            Some(Stop::NodeLimit)
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            Some(Stop::TimeLimit)
        } else if self
            .limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            Some(Stop::Cancelled)
        } else {
            None
        }
    }
}

impl Policy for KorfLimits<'_> {
    const KORF: bool = true;
    const MAX_DEPTH: usize = 257;
    type Stop = crate::search::Stop;

    fn check(&mut self, counts: &Tally) -> (Option<Stop>, u64) {
        let g = counts.generated;
        (self.reason(g), self.max_nodes.min(g + CHECK_EVERY))
    }
}
