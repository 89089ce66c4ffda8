//! The optimal solver: a [`Solver`] holds the goal, the heuristic and its
//! databases, and runs the IDA* core ([`super::ida`]) with Korf's counting
//! (the driver here: thresholds, per-iteration records, limits), on one
//! thread or, with [`Limits::jobs`] above 1, each iteration split among
//! threads ([`super::parallel`]).

use super::dida24::Dida24Heuristic;
use super::dual24::Dual24Heuristic;
use super::heuristic::{Heuristic, LinearConflict, Manhattan};
use super::ida::{End, Ida, Moves, PackedWalk};
use super::korf_policy::{CHECK_EVERY, KorfLimits};
use super::pdb_heuristic::{DualPdbHeuristic, PDB24_LOOKUPS, Pdb24Heuristic, PdbHeuristic};
use super::pdb78::{Dual78Heuristic, Pdb78Heuristic};
use super::prune::Fsm;
use super::{
    Event, Iteration, Limits, MAX_CELLS, NARROW_CELLS, OptimalHeuristic, OptimalSolution,
    PdbVariant, SolveError, Stopped,
};
use crate::board::{Board, Dir, Goal};
use crate::clock::Instant;
use crate::error::Error;
use crate::parity;
use crate::pdb::pdb24::{self, Pdb24};
use crate::pdb::pdb78::Pdb78;
use crate::pdb::{self, PdbSet};
use crate::search::Stop;
use crate::search::packed::Key;
use std::sync::Arc;
use std::time::Duration;

/// A solver for one goal and heuristic; reusable for many boards (and from
/// many threads: `solve` takes `&self`).
pub struct Solver {
    goal: Goal,
    heuristic: OptimalHeuristic,
    moves: Moves,
    tables: Option<Arc<PdbSet>>,
    /// The 5×5 databases (when the heuristic is `Pdb` on 5×5).
    tables24: Option<Arc<Pdb24>>,
    /// The 4×4 7-8 tables (with [`PdbVariant::SevenEight`]).
    tables78: Option<Arc<Pdb78>>,
    /// The lookups taken on the databases.
    variant: PdbVariant,
}

impl Solver {
    /// Prepare a solver; for `Pdb`, loads or builds the databases (through
    /// the per-process and on-disk caches).
    pub fn new(
        goal: &Goal,
        heuristic: OptimalHeuristic,
        progress: &mut dyn FnMut(&Event),
    ) -> Result<Solver, Error> {
        let g = goal.board();
        check_size(g)?;
        if heuristic == OptimalHeuristic::Pdb && is_5x5(g) {
            let t = pdb24::for_goal(g, None, &mut |e| progress(&Event::Pdb(e)))?
                .ok_or_else(|| Error::internal("a build that cannot be cancelled was cancelled"))?;
            return Solver::with_pdb24(goal, t);
        }
        let tables = if heuristic == OptimalHeuristic::Pdb {
            Some(pdb::for_goal(g, &mut |e| progress(&Event::Pdb(e)))?)
        } else {
            None
        };
        Ok(Solver {
            goal: goal.clone(),
            heuristic,
            moves: korf_moves(g),
            tables,
            tables24: None,
            tables78: None,
            variant: PdbVariant::best_for(g.width()),
        })
    }

    /// The same solver with the lookups `variant`: an input error for a
    /// variant that does not exist on this size (every variant exists on
    /// the 4×4 and 5×5 tables).
    pub fn with_variant(mut self, variant: PdbVariant) -> Result<Solver, Error> {
        let side = self.goal.board().width();
        if self.heuristic == OptimalHeuristic::Pdb && !variant.available(side) {
            let name = format!("pdb-{}", variant.name());
            let size = self.goal.board().size_name();
            return Err(Error::problem(match variant {
                PdbVariant::DualSearchAny => {
                    crate::msg!("board-error-any-size", variant = name, size = size)
                }
                _ => crate::msg!("board-error-dual-size", variant = name, size = size),
            }));
        }
        // The 7-8 tables are other tables, not other lookups.
        if self.heuristic == OptimalHeuristic::Pdb
            && variant.seven_eight() != self.tables78.is_some()
        {
            return Err(Error::internal(
                "the 7-8 lookups need a solver made with the 7-8 tables (Solver::with_pdb78), and only those",
            ));
        }
        self.variant = variant;
        Ok(self)
    }

    /// A solver with the 4×4 7-8 tables ([`PdbVariant::SevenEight`]).
    pub fn with_pdb78(goal: &Goal, tables: Arc<Pdb78>) -> Result<Solver, Error> {
        let g = tables.goal.clone();
        Solver::four_by_four(goal, &g, None, Some(tables))
    }

    /// A 4×4 pattern-database solver with the 6-6-3 or the 7-8 tables
    /// (built for `built_for`).
    fn four_by_four(
        goal: &Goal,
        built_for: &crate::board::Board,
        tables: Option<Arc<PdbSet>>,
        tables78: Option<Arc<Pdb78>>,
    ) -> Result<Solver, Error> {
        let g = goal.board();
        check_size(g)?;
        pdb::check_goal(g)?;
        if built_for != g {
            return Err(Error::internal(
                "pattern databases built for another goal were offered",
            ));
        }
        let variant = if tables78.is_some() {
            PdbVariant::SevenEight
        } else {
            PdbVariant::best_for(g.width())
        };
        Ok(Solver {
            goal: goal.clone(),
            heuristic: OptimalHeuristic::Pdb,
            moves: korf_moves(g),
            tables,
            tables24: None,
            tables78,
            variant,
        })
    }

    /// The lookups this solver takes on its databases.
    #[cfg(test)]
    pub(crate) fn variant(&self) -> PdbVariant {
        self.variant
    }

    /// A pattern-database solver from databases already at hand.
    pub fn with_pdb(goal: &Goal, tables: Arc<PdbSet>) -> Result<Solver, Error> {
        let g = tables.goal.clone();
        Solver::four_by_four(goal, &g, Some(tables), None)
    }

    /// A 5×5 pattern-database solver from databases already at hand (any
    /// layout [`pdb24::Layout`] accepts, e.g. small patterns in tests).
    pub fn with_pdb24(goal: &Goal, tables: Arc<Pdb24>) -> Result<Solver, Error> {
        let g = goal.board();
        pdb24::check_goal(g)?;
        if tables.goal != *g {
            return Err(Error::internal(
                "pattern databases built for another goal were offered",
            ));
        }
        if tables
            .layout
            .partitions
            .iter()
            .map(|p| p.len())
            .sum::<usize>()
            > PDB24_LOOKUPS
        {
            return Err(Error::internal("too many 5x5 pattern lookups"));
        }
        Ok(Solver {
            goal: goal.clone(),
            heuristic: OptimalHeuristic::Pdb,
            moves: korf_moves(g),
            tables: None,
            tables24: Some(tables),
            tables78: None,
            variant: PdbVariant::Plain,
        })
    }

    /// True when the databases were built here or verified by content
    /// hash (false when a cached table is trusted on its checksum only).
    pub(crate) fn databases_verified(&self) -> bool {
        self.tables.as_ref().is_none_or(|t| t.verified())
            && self.tables24.as_ref().is_none_or(|t| t.verified())
            && self.tables78.as_ref().is_none_or(|t| t.verified())
    }

    /// The heuristic value of a board.
    pub fn h(&self, board: &Board) -> Result<u32, Error> {
        self.check_board(board)?;
        Ok(match self.heuristic {
            OptimalHeuristic::Manhattan => {
                Heuristic::<u64>::init(&Manhattan::new(&self.goal), board.tiles()).1
            }
            OptimalHeuristic::LinearConflict => {
                let lc = LinearConflict::new(&self.goal);
                if board.cells() <= NARROW_CELLS {
                    Heuristic::<u64>::init(&lc, board.tiles()).1
                } else {
                    Heuristic::<u128>::init(&lc, board.tiles()).1
                }
            }
            OptimalHeuristic::Pdb => {
                if let Some(t) = &self.tables24 {
                    return Ok(match self.variant {
                        PdbVariant::Plain => {
                            Heuristic::<u128>::init(&Pdb24Heuristic::new(t), board.tiles()).1
                        }
                        PdbVariant::Dual
                        | PdbVariant::DualNoBpmx
                        | PdbVariant::DualSearch
                        | PdbVariant::DualSearchAny
                        | PdbVariant::SevenEight
                        | PdbVariant::SevenEightDual => {
                            let h = Dual24Heuristic::<true>::new(&self.goal, t);
                            Heuristic::<u128>::init(&h, board.tiles()).1
                        }
                    });
                }
                if let Some(t) = &self.tables78 {
                    return Ok(if self.variant == PdbVariant::SevenEightDual {
                        Dual78Heuristic::<true>::new(&self.goal, t)
                            .init(board.tiles())
                            .1
                    } else {
                        Pdb78Heuristic::new(&self.goal, t).init(board.tiles()).1
                    });
                }
                let t = self.tables.as_ref().expect("pdb solver has tables");
                match self.variant {
                    PdbVariant::Plain => PdbHeuristic::new(&self.goal, t).init(board.tiles()).1,
                    PdbVariant::Dual
                    | PdbVariant::DualNoBpmx
                    | PdbVariant::DualSearch
                    | PdbVariant::DualSearchAny
                    | PdbVariant::SevenEight
                    | PdbVariant::SevenEightDual => {
                        DualPdbHeuristic::<true>::new(&self.goal, t)
                            .init(board.tiles())
                            .1
                    }
                }
            }
        })
    }

    fn check_board(&self, board: &Board) -> Result<(), Error> {
        if !board.same_size(self.goal.board()) {
            return Err(Error::problem(crate::msg!(
                "board-error-sizes-differ",
                board = board.size_name(),
                goal = self.goal.board().size_name()
            )));
        }
        Ok(())
    }

    /// Find an optimal path from `board` to the goal.
    pub fn solve(
        &self,
        board: &Board,
        limits: &Limits,
        progress: &mut dyn FnMut(&Event),
    ) -> Result<OptimalSolution, SolveError> {
        self.check_board(board)?;
        if !parity::is_solvable(board, &self.goal) {
            return Err(SolveError::Unsolvable);
        }
        let narrow = board.cells() <= NARROW_CELLS;
        let ordered = limits
            .order
            .map(|o| Moves::new(self.goal.board().width(), self.goal.board().height(), &o));
        let (geo, kind) = (ordered.as_ref().unwrap_or(&self.moves), self.heuristic);
        let solution = match self.heuristic {
            OptimalHeuristic::Manhattan => {
                let h = Manhattan::new(&self.goal);
                if narrow {
                    ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                } else {
                    ida::<u128, _>(geo, &h, kind, board, &self.goal, limits, progress)
                }
            }
            OptimalHeuristic::LinearConflict => {
                let h = LinearConflict::new(&self.goal);
                if narrow {
                    ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                } else {
                    ida::<u128, _>(geo, &h, kind, board, &self.goal, limits, progress)
                }
            }
            OptimalHeuristic::Pdb if self.tables24.is_some() => {
                let t = self.tables24.as_ref().expect("5x5 tables");
                match self.variant {
                    PdbVariant::Plain => {
                        let h = Pdb24Heuristic::new(t);
                        ida::<u128, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                    PdbVariant::Dual => {
                        let h = Dual24Heuristic::<true>::new(&self.goal, t);
                        ida::<u128, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                    PdbVariant::DualSearch => {
                        let h = Dual24Heuristic::<true, true>::new(&self.goal, t);
                        ida::<u128, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                    PdbVariant::DualSearchAny => {
                        let h = Dida24Heuristic::new(&self.goal, t);
                        ida::<u128, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                    PdbVariant::DualNoBpmx
                    | PdbVariant::SevenEight
                    | PdbVariant::SevenEightDual => {
                        let h = Dual24Heuristic::<false>::new(&self.goal, t);
                        ida::<u128, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                }
            }
            OptimalHeuristic::Pdb if self.tables78.is_some() => {
                let t = self.tables78.as_ref().expect("7-8 tables");
                if self.variant == PdbVariant::SevenEightDual {
                    let h = Dual78Heuristic::<true>::new(&self.goal, t);
                    ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                } else {
                    let h = Pdb78Heuristic::new(&self.goal, t);
                    ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                }
            }
            OptimalHeuristic::Pdb => {
                // 4×4 (checked when loaded).
                let t = self.tables.as_ref().expect("pdb solver has tables");
                match self.variant {
                    PdbVariant::Plain => {
                        let h = PdbHeuristic::new(&self.goal, t);
                        ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                    PdbVariant::Dual => {
                        let h = DualPdbHeuristic::<true>::new(&self.goal, t);
                        ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                    // (`DualSearchAny` is 5×5 only: `with_variant` refuses it.)
                    PdbVariant::DualSearch | PdbVariant::DualSearchAny => {
                        let h = DualPdbHeuristic::<true, true>::new(&self.goal, t);
                        ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                    PdbVariant::DualNoBpmx
                    | PdbVariant::SevenEight
                    | PdbVariant::SevenEightDual => {
                        let h = DualPdbHeuristic::<false>::new(&self.goal, t);
                        ida::<u64, _>(geo, &h, kind, board, &self.goal, limits, progress)
                    }
                }
            }
        };
        // What rests on a table trusted on its checksum only is not
        // proved: neither the length found nor the lower bound.
        let proved = self.databases_verified();
        let (path, mut stats) = solution.map_err(|e| match e {
            SolveError::Stopped(s) => SolveError::Stopped(Stopped { proved, ..s }),
            other => other,
        })?;
        stats.proved = proved;
        if self.heuristic == OptimalHeuristic::Pdb {
            stats.pdb_variant = Some(self.variant);
        }
        // Never hand out a path that does not replay.
        match board.apply_all(&path) {
            Ok(end) if end == *self.goal.board() => {}
            Ok(_) => {
                return Err(Error::internal("the optimal path does not reach the goal").into());
            }
            Err((i, e)) => {
                return Err(Error::internal(format!(
                    "the optimal path fails at move {}: {e}",
                    i + 1
                ))
                .into());
            }
        }
        stats.length = path.len();
        stats.path = path;
        Ok(stats)
    }
}

/// Solve one board optimally (the databases, when needed, come from the
/// caches). The convenience entry point for `solve` and `explain`.
pub fn solve(
    board: &Board,
    goal: &Goal,
    heuristic: OptimalHeuristic,
    limits: &Limits,
    progress: &mut dyn FnMut(&Event),
) -> Result<OptimalSolution, SolveError> {
    if !board.same_size(goal.board()) {
        return Err(Error::problem(crate::msg!(
            "board-error-sizes-differ",
            board = board.size_name(),
            goal = goal.board().size_name()
        ))
        .into());
    }
    // Ctrl-C (the cancel flag) also stops a database build.
    let stopped = || {
        SolveError::Stopped(Stopped {
            reason: Stop::Cancelled,
            generated: 0,
            expanded: 0,
            iterations: Vec::new(),
            lower_bound: 0,
            elapsed: Duration::ZERO,
            proved: true,
            threads: limits.jobs.max(1),
            parallel_last: false,
        })
    };
    let solver = if heuristic == OptimalHeuristic::Pdb && is_5x5(goal.board()) {
        let tables = pdb24::for_goal(goal.board(), limits.cancel.as_deref(), &mut |e| {
            progress(&Event::Pdb(e))
        })?;
        match tables {
            Some(t) => Solver::with_pdb24(goal, t)?,
            None => return Err(stopped()),
        }
    } else if heuristic == OptimalHeuristic::Pdb {
        check_size(goal.board())?;
        let tables = pdb::for_goal_cancellable(goal.board(), limits.cancel.as_deref(), &mut |e| {
            progress(&Event::Pdb(e))
        })?;
        match tables {
            Some(t) => Solver::with_pdb(goal, t)?,
            None => return Err(stopped()),
        }
    } else {
        Solver::new(goal, heuristic, progress)?
    };
    solver.solve(board, limits, progress)
}

fn is_5x5(board: &Board) -> bool {
    board.width() == pdb24::SIDE && board.height() == pdb24::SIDE
}

fn check_size(board: &Board) -> Result<(), Error> {
    if board.cells() > MAX_CELLS {
        return Err(Error::problem(crate::msg!(
            "board-error-optimal-too-big",
            size = board.size_name(),
            cells = board.cells(),
            max = MAX_CELLS
        )));
    }
    Ok(())
}

/// The order in which Korf's successors are generated: the blank moves
/// up, left, right, down (this order gives his 1985 counts to the node).
pub(crate) const KORF_ORDER: [Dir; 4] = [Dir::Up, Dir::Left, Dir::Right, Dir::Down];

fn korf_moves(goal: &Board) -> Moves {
    Moves::new(goal.width(), goal.height(), &KORF_ORDER)
}

/// An iteration is split among threads only after one that generated at
/// least this many nodes: the short iterations (and so the whole search of
/// most 15-puzzle boards) run on one thread and give exactly the
/// one-thread counts whatever `jobs` is; the long ones, where threads pay,
/// follow an iteration this long (IDA*'s iterations grow several-fold).
pub(super) const PARALLEL_AFTER: u64 = 1 << 22;

/// Run IDA* with Korf's counts and return the path with its statistics.
fn ida<S: Key + Send + Sync, H: Heuristic<S> + Sync>(
    moves: &Moves,
    heur: &H,
    kind: OptimalHeuristic,
    board: &Board,
    goal: &Goal,
    limits: &Limits,
    progress: &mut dyn FnMut(&Event),
) -> Result<(Vec<Dir>, OptimalSolution), SolveError> {
    let start = Instant::now();
    let max_nodes = limits.max_nodes.unwrap_or(u64::MAX);
    let policy = KorfLimits {
        limits,
        max_nodes,
        // A limit too far to represent is no limit (never a panic).
        deadline: limits.time_limit.and_then(|t| start.checked_add(t)),
    };
    let fsm = Fsm::of(limits.pruning);
    let walk = PackedWalk::<S, H>::new(heur, board.tiles(), goal.board().tiles(), fsm);
    let h0 = walk.root.h;
    let mut ida = Ida::new(moves, policy, walk, h0);
    ida.next_check = max_nodes.min(CHECK_EVERY);
    let threads = limits.jobs.max(1);
    let mut iterations = Vec::new();
    // The root is generated once (and its count goes to the first iteration).
    ida.counts.generated = 1;
    let mut parallel_last = false;
    loop {
        progress(&Event::Iteration {
            threshold: ida.bound,
            generated: ida.counts.generated,
            elapsed: start.elapsed(),
        });
        let (g0, e0) = if iterations.is_empty() {
            (0, 0)
        } else {
            (ida.counts.generated, ida.counts.expanded)
        };
        if ida.counts.generated >= max_nodes {
            ida.stop = Some(Stop::NodeLimit);
        }
        let end = if ida.stop.is_some() {
            End::Stopped
        } else if threads > 1
            && iterations
                .last()
                .is_some_and(|i: &Iteration| i.generated >= limits.parallel_after)
        {
            let (end, partial) = super::parallel::iterate(&mut ida, threads);
            parallel_last = partial;
            end
        } else {
            ida.iterate()
        };
        iterations.push(Iteration {
            threshold: ida.bound,
            generated: ida.counts.generated - g0,
            expanded: ida.counts.expanded - e0,
        });
        match end {
            End::Stopped => {
                return Err(SolveError::Stopped(Stopped {
                    reason: ida.stop.unwrap_or(Stop::Cancelled),
                    generated: ida.counts.generated,
                    expanded: ida.counts.expanded,
                    iterations,
                    lower_bound: ida.bound,
                    elapsed: start.elapsed(),
                    proved: true,
                    threads,
                    parallel_last,
                }));
            }
            End::Found => {
                let len = ida.found_len;
                let path = super::ida::unjump(&ida.path[..len])
                    .into_iter()
                    .map(crate::search::code_dir)
                    .collect();
                let stats = OptimalSolution {
                    path: Vec::new(),
                    length: len,
                    heuristic: kind,
                    pdb_variant: None,
                    pruning: limits.pruning,
                    initial_h: h0,
                    generated: ida.counts.generated,
                    expanded: ida.counts.expanded,
                    jumps: ida.counts.jumps,
                    iterations,
                    elapsed: start.elapsed(),
                    proved: true,
                    threads,
                    parallel_last,
                };
                return Ok((path, stats));
            }
            End::Exhausted => {}
        }
        if ida.next_bound == u32::MAX || ida.next_bound > 255 {
            return Err(Error::internal(format!(
                "IDA* exhausted the search without reaching the goal of a solvable board (threshold {})",
                ida.bound
            ))
            .into());
        }
        ida.bound = ida.next_bound;
    }
}
