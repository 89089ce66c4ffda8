//! IDA* with the pattern databases: the tables loaded or built (reported
//! through the event callback, stoppable by the cancel flag), the search,
//! and its counts in this tool's convention.

use super::{Request, Run, Sinks};
use crate::board::{Dir, Goal};
use crate::error::{Error, Result};
use crate::optimal::{self, PdbVariant, Pruning, SolveError, Solver};
use crate::search::{self, Stop};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// What the pattern-database search gave, with the counts defined as for
/// every other search (generated children, the root not counted; Korf's
/// published counts are one more).
#[derive(Debug, Clone)]
pub struct DatabaseRun {
    /// 4 (the 6-6-3 or, with [`PdbVariant::SevenEight`], the 7-8
    /// tables) or 5 (the 6-6-6-6 tables).
    pub(crate) side: usize,
    /// The lookups taken on the tables.
    pub variant: PdbVariant,
    /// The move sequences the search left out.
    pub pruning: Pruning,
    /// The order of the blank's moves when another than Korf's was asked
    /// (`--order`): the counts are then not those of his figures.
    pub order: Option<[Dir; 4]>,
    pub path: Option<Vec<Dir>>,
    /// `Solved`, `NodeLimit`, `TimeLimit` or `Cancelled`.
    pub stop: Stop,
    /// The pattern databases' estimate of the start board.
    pub h_start: u32,
    /// False when a table of a goal that is not a preset was trusted on
    /// its own checksum only.
    pub verified: bool,
    /// The length found is proved shortest (every table verified); for a
    /// stopped run, whether the tables are verified.
    pub proved: bool,
    /// When a limit stopped the search: every shorter length was ruled
    /// out (none when that rests on a table trusted on its checksum only).
    pub lower_bound: Option<u32>,
    pub expanded: u64,
    pub generated: u64,
    /// Dual search ([`PdbVariant::DualSearch`], [`PdbVariant::DualSearchAny`]): the nodes where the
    /// search went on from the dual board (`None` for the other lookups,
    /// and when a limit stopped the search).
    pub jumps: Option<u64>,
    /// The f bounds of the IDA* iterations, in order.
    pub thresholds: Vec<u32>,
    pub elapsed: Duration,
    /// When the last iteration ran on several threads and ended early (at
    /// a solution or a limit): their number. Its count then depends on the
    /// threads' timing; the completed iterations' counts are exact.
    pub parallel_last: Option<usize>,
}

impl DatabaseRun {
    /// The effective branching factor of a solved run.
    pub fn effective_branching_factor(&self) -> Option<f64> {
        let p = self.path.as_ref()?;
        search::effective_branching_factor(self.generated, p.len())
    }
}

/// The pattern-database solver of `goal` with the lookups `variant`: the
/// tables loaded, or built when missing (the 7-8 tables are never built
/// here: an error naming the command that builds them), their events
/// through `events`. `None` when `cancel` stopped a build. The one place
/// the databases are prepared: for one request ([`run`]) and for many
/// boards ([`super::Optimal`]).
pub(super) fn solver(
    goal: &Goal,
    variant: PdbVariant,
    cancel: Option<&AtomicBool>,
    events: &mut dyn FnMut(&optimal::Event),
) -> Result<Option<Solver>> {
    let g = goal.board();
    let solver = if variant.seven_eight() {
        // Never built here (minutes): an error naming the command that
        // builds them when they are not cached.
        let t = crate::pdb::pdb78::for_goal(g, &mut |e| events(&optimal::Event::Pdb(e)))?;
        Some(Solver::with_pdb78(goal, t))
    } else if g.width() == crate::pdb::pdb24::SIDE && g.height() == crate::pdb::pdb24::SIDE {
        crate::pdb::pdb24::for_goal(g, cancel, &mut |e| events(&optimal::Event::Pdb(e)))?
            .map(|t| Solver::with_pdb24(goal, t))
    } else {
        crate::pdb::for_goal_cancellable(g, cancel, &mut |e| events(&optimal::Event::Pdb(e)))?
            .map(|t| Solver::with_pdb(goal, t))
    };
    match solver {
        Some(s) => Ok(Some(s?.with_variant(variant)?)),
        None => Ok(None),
    }
}

/// Load (or build) the tables and search.
pub(super) fn run(
    request: &Request,
    variant: PdbVariant,
    pruning: Pruning,
    sinks: &mut Sinks,
) -> Result<Run> {
    let cancel = &request.limits.cancel;
    let events = &mut *sinks.events;
    let side = request.goal.board().width();
    let Some(solver) = solver(&request.goal, variant, Some(cancel), events)? else {
        return Ok(Run::BuildInterrupted);
    };
    let verified = solver.databases_verified();
    let h_start = solver.h(&request.board)?;
    let limits = optimal::Limits {
        // The solver counts the root among the generated nodes.
        max_nodes: request.limits.max_nodes.map(|n| n.saturating_add(1)),
        time_limit: request.limits.time_limit,
        cancel: Some(cancel.clone()),
        jobs: request.jobs.max(1),
        pruning,
        order: request.pdb_order,
        ..optimal::Limits::default()
    };
    let thresholds = |its: &[optimal::Iteration]| its.iter().map(|i| i.threshold).collect();
    let order = request.pdb_order.filter(|o| *o != optimal::KORF_ORDER);
    let run = match solver.solve(&request.board, &limits, events) {
        Ok(s) => {
            if !search::replays(&request.problem(), &s.path) {
                return Err(Error::internal(format!(
                    "the pattern-database solver returned {} which does not reach the goal",
                    crate::board::moves_to_string(&s.path)
                )));
            }
            DatabaseRun {
                side,
                variant,
                pruning,
                order,
                stop: Stop::Solved,
                h_start,
                verified,
                // Proved optimal only when no table was trusted on its
                // checksum only.
                proved: s.proved && verified,
                lower_bound: None,
                expanded: s.expanded,
                generated: s.generated.saturating_sub(1),
                jumps: matches!(variant, PdbVariant::DualSearch | PdbVariant::DualSearchAny)
                    .then_some(s.jumps),
                thresholds: thresholds(&s.iterations),
                elapsed: s.elapsed,
                parallel_last: s.parallel_last.then_some(s.threads),
                path: Some(s.path),
            }
        }
        Err(SolveError::Stopped(s)) => DatabaseRun {
            side,
            variant,
            pruning,
            order,
            path: None,
            stop: s.reason,
            h_start,
            verified,
            // Nothing found to prove; false when a table is trusted on its
            // checksum only (then no lower bound is proved either).
            proved: verified,
            lower_bound: s.proved.then_some(s.lower_bound),
            expanded: s.expanded,
            generated: s.generated.saturating_sub(1),
            jumps: None,
            thresholds: thresholds(&s.iterations),
            elapsed: s.elapsed,
            parallel_last: s.parallel_last.then_some(s.threads),
        },
        Err(SolveError::Unsolvable) => {
            return Err(Error::internal(
                "the pattern-database solver calls unsolvable a board the parity rule calls solvable",
            ));
        }
        Err(SolveError::Error(e)) => return Err(e),
    };
    Ok(Run::Databases(run))
}
