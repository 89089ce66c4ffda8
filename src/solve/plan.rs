//! The decision: which engine, heuristic and databases solve a request.

use super::Request;
use crate::board::Board;
use crate::error::{Error, Result};
use crate::optimal::engine::{self, Engine};
use crate::optimal::{PdbVariant, Pruning};
use crate::search::{Algorithm, Options};

/// What the user asked for.
#[derive(Debug, Clone)]
pub enum Ask {
    /// Nothing in particular: the strongest means available. IDA* with
    /// the pattern databases on 4x4, and on 5x5 when the 6-6-6-6 tables
    /// are cached (building them takes minutes); A* with linear conflict
    /// otherwise.
    Best,
    /// The pattern databases by name (`--heuristic pdb`): 4x4 and 5x5
    /// boards only; missing tables are built.
    Databases,
    /// A search with exactly these options (an algorithm, a heuristic or
    /// a rule was given).
    Search(Options),
}

/// Why the plan is what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The request named it.
    Asked,
    /// Nothing was asked and the board is 4x4: the pattern databases.
    Default4x4,
    /// Nothing was asked, the board is 5x5 and its goal's tables are in
    /// the cache.
    Cached5x5,
    /// Nothing was asked and no pattern databases apply: A*.
    DefaultSearch,
    /// One of many 4x4 boards (`solve --batch`) with no lookups named,
    /// and the goal's 7-8 tables are cached: they take far fewer nodes,
    /// and their load (0.58 GB) pays over many boards.
    Many78,
}

/// How a request is solved.
#[derive(Debug, Clone)]
pub enum Plan {
    /// IDA* with the additive pattern databases: 6-6-3 on 4x4 (`side` 4),
    /// Korf & Felner's 6-6-6-6 on 5x5 (`side` 5), with these lookups.
    Databases {
        side: usize,
        why: Why,
        variant: PdbVariant,
        /// The move sequences the search leaves out: as asked, else
        /// [`Pruning::best`].
        pruning: Pruning,
    },
    /// A search with these options on this engine (the fast packed engine
    /// or the teaching engine, as [`engine::route`] decides).
    Search {
        options: Options,
        engine: Engine,
        why: Why,
    },
}

/// The pruning of a pattern-database plan: as asked, else the best.
fn pruning(request: &Request) -> Pruning {
    request.pruning.unwrap_or_else(Pruning::best)
}

/// The pattern databases the pipeline uses by default for boards of this
/// goal: 4 (the 6-6-3 tables, built on first use), 5 (the 6-6-6-6 tables,
/// only when they are already cached: loading takes seconds, building
/// minutes), or none. [`Plan::new`] and [`Plan::exact`] (the distances of
/// `random` and `play`) both decide with it.
pub fn default_databases(goal: &Board) -> Option<usize> {
    let square = |side: usize| goal.width() == side && goal.height() == side;
    if square(crate::pdb::SIDE) {
        Some(crate::pdb::SIDE)
    } else if square(crate::pdb::pdb24::SIDE) && crate::pdb::pdb24::cached(goal) {
        Some(crate::pdb::pdb24::SIDE)
    } else {
        None
    }
}

impl Plan {
    /// Decide. Asking for the databases on a board other than 4x4 or 5x5
    /// is a usage error.
    pub fn new(request: &Request) -> Result<Plan> {
        Plan::decide(request, &crate::pdb::pdb78::cached)
    }

    /// [`Plan::new`] with the answer to "are this goal's 7-8 tables
    /// cached (and sound)?" given as `cached78` (the plan's one look at
    /// the cache; tests give the answer without the 0.58 GB tables).
    pub fn decide(request: &Request, cached78: &dyn Fn(&Board) -> bool) -> Result<Plan> {
        let plan = Plan::choose(request, cached78)?;
        // Only the pattern-database search takes `--pruning`.
        if let (Some(_), Plan::Search { options, .. }) = (request.pruning, &plan) {
            return Err(Error::problem(crate::msg!(
                "usage-pruning",
                algorithm = options.algorithm.name()
            )));
        }
        Ok(plan)
    }

    fn choose(request: &Request, cached78: &dyn Fn(&Board) -> bool) -> Result<Plan> {
        let b = &request.board;
        let square = |side: usize| b.width() == side && b.height() == side;
        Ok(match &request.ask {
            Ask::Databases => {
                // The heuristic as the user named it.
                let named = match request.pdb_variant {
                    Some(v) => format!("pdb-{}", v.name()),
                    None => "pdb".to_string(),
                };
                if !(square(4) || square(5)) {
                    return Err(Error::problem(crate::msg!(
                        "usage-pdb-size",
                        heuristic = named,
                        size = b.size_name()
                    )));
                }
                if let Some(plan) = Plan::many78(request, square(4), cached78) {
                    return Ok(plan);
                }
                let variant = request
                    .pdb_variant
                    .unwrap_or_else(|| PdbVariant::best_for(b.width()));
                if variant.seven_eight() && !variant.available(b.width()) {
                    return Err(Error::problem(crate::msg!(
                        "usage-pdb-78-size",
                        heuristic = format!("pdb-{}", variant.name()),
                        size = b.size_name()
                    )));
                }
                if variant == PdbVariant::DualSearchAny && !variant.available(b.width()) {
                    return Err(Error::problem(crate::msg!(
                        "usage-pdb-any-size",
                        heuristic = format!("pdb-{}", variant.name()),
                        size = b.size_name()
                    )));
                }
                if !variant.available(b.width()) {
                    return Err(Error::problem(crate::msg!(
                        "usage-pdb-dual-size",
                        heuristic = format!("pdb-{}", variant.name()),
                        size = b.size_name()
                    )));
                }
                Plan::Databases {
                    side: b.width(),
                    why: Why::Asked,
                    variant,
                    pruning: pruning(request),
                }
            }
            Ask::Best => match default_databases(request.goal.board()) {
                Some(4) => Plan::many78(request, true, cached78).unwrap_or(Plan::Databases {
                    side: 4,
                    why: Why::Default4x4,
                    variant: PdbVariant::best_for(4),
                    pruning: pruning(request),
                }),
                Some(side) => Plan::Databases {
                    side,
                    why: Why::Cached5x5,
                    variant: PdbVariant::best_for(side),
                    pruning: pruning(request),
                },
                None => Plan::search(b, Options::new(Algorithm::Astar), Why::DefaultSearch),
            },
            Ask::Search(options) => Plan::named(b, *options),
        })
    }

    /// The 7-8 tables for one of many 4x4 boards when no lookups are
    /// named and the goal's tables are cached (`cached78`, a look at the
    /// files), with the lookups measured fastest on them
    /// ([`PdbVariant::best_for_many78`]).
    fn many78(request: &Request, square4: bool, cached78: &dyn Fn(&Board) -> bool) -> Option<Plan> {
        (request.many && square4 && request.pdb_variant.is_none() && cached78(request.goal.board()))
            .then_some(Plan::Databases {
                side: 4,
                why: Why::Many78,
                variant: PdbVariant::best_for_many78(),
                pruning: pruning(request),
            })
    }

    /// The plan of a search named in full ([`Ask::Search`]): these
    /// options on the engine [`engine::route`] picks for the board.
    pub(crate) fn named(board: &Board, options: Options) -> Plan {
        Plan::search(board, options, Why::Asked)
    }

    fn search(board: &Board, options: Options, why: Why) -> Plan {
        Plan::Search {
            engine: engine::route(board, &options),
            options,
            why,
        }
    }

    /// The move sequences the pattern-database search leaves out (none
    /// for the other searches, which leave out what their options say).
    pub fn pruning(&self) -> Option<Pruning> {
        match self {
            Plan::Databases { pruning, .. } => Some(*pruning),
            Plan::Search { .. } => None,
        }
    }

    pub fn why(&self) -> Why {
        match self {
            Plan::Databases { why, .. } | Plan::Search { why, .. } => *why,
        }
    }

    /// The algorithm's name (`idastar` for the databases).
    pub fn algorithm_name(&self) -> &'static str {
        match self {
            Plan::Databases { .. } => Algorithm::Idastar.name(),
            Plan::Search { options, .. } => options.algorithm.name(),
        }
    }

    /// The heuristic's name: `pdb-6-6-3` (the plain lookups),
    /// `pdb-6-6-3-dual` (dual lookups and BPMX), `pdb-6-6-3-dual-no-bpmx`,
    /// `pdb-6-6-3-dual-search` (and dual search), `pdb-6-6-6-6` (and its
    /// `-dual`, `-dual-no-bpmx`, `-dual-search`, `-dual-search-any`), `pdb-7-8`,
    /// `pdb-7-8-dual`, a search
    /// heuristic, or none (BFS, IDS, bidirectional search).
    pub fn heuristic_name(&self) -> Option<&'static str> {
        match self {
            Plan::Databases {
                variant: PdbVariant::SevenEight,
                ..
            } => Some("pdb-7-8"),
            Plan::Databases {
                variant: PdbVariant::SevenEightDual,
                ..
            } => Some("pdb-7-8-dual"),
            Plan::Databases {
                side: 5, variant, ..
            } => Some(match variant {
                PdbVariant::Plain => "pdb-6-6-6-6",
                PdbVariant::Dual => "pdb-6-6-6-6-dual",
                PdbVariant::DualNoBpmx => "pdb-6-6-6-6-dual-no-bpmx",
                PdbVariant::DualSearch => "pdb-6-6-6-6-dual-search",
                PdbVariant::DualSearchAny => "pdb-6-6-6-6-dual-search-any",
                PdbVariant::SevenEight => "pdb-7-8",
                PdbVariant::SevenEightDual => "pdb-7-8-dual",
            }),
            Plan::Databases { variant, .. } => Some(match variant {
                PdbVariant::Plain => "pdb-6-6-3",
                PdbVariant::Dual => "pdb-6-6-3-dual",
                PdbVariant::DualNoBpmx => "pdb-6-6-3-dual-no-bpmx",
                PdbVariant::DualSearch => "pdb-6-6-3-dual-search",
                // Never planned on 4×4 (refused above).
                PdbVariant::DualSearchAny => "pdb-6-6-3-dual-search-any",
                PdbVariant::SevenEight => "pdb-7-8",
                PdbVariant::SevenEightDual => "pdb-7-8-dual",
            }),
            Plan::Search { options, .. } => options.used_heuristic().map(|h| h.name()),
        }
    }
}
