//! Korf's counting convention with the optimal solver's limits: the
//! [`Policy`] that the database search and its parallel iterations share.

use super::ida::{Policy, Tally};
use super::{Limits, StopReason};
use crate::clock::Instant;
use std::sync::atomic::Ordering;

/// Limits are checked every this many generated nodes.
pub(super) const CHECK_EVERY: u64 = 1 << 20;

/// Korf's counting convention with the optimal solver's limits.
pub(super) struct KorfLimits<'a> {
    pub limits: &'a Limits,
    pub max_nodes: u64,
    pub deadline: Option<Instant>,
}

impl KorfLimits<'_> {
    /// The first reason to stop at `generated` nodes, if any.
    pub fn reason(&self, generated: u64) -> Option<StopReason> {
        if generated >= self.max_nodes {
            Some(StopReason::NodeLimit)
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            Some(StopReason::TimeLimit)
        } else if self
            .limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            Some(StopReason::Cancelled)
        } else {
            None
        }
    }
}

impl Policy for KorfLimits<'_> {
    const KORF: bool = true;
    const MAX_DEPTH: usize = 257;
    type Stop = StopReason;

    fn check(&mut self, counts: &Tally) -> (Option<StopReason>, u64) {
        let g = counts.generated;
        (self.reason(g), self.max_nodes.min(g + CHECK_EVERY))
    }
}
