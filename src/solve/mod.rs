//! One solving pipeline: a [`Request`] (a board, its goal, what was asked
//! for, the limits, the threads) goes in; plain data comes out.
//!
//! The pipeline decides everything about *how* a board is solved, so that
//! no command re-decides it: [`Plan::new`] picks the engine (IDA* with the
//! pattern databases, the fast packed engine, or the teaching engine), the
//! heuristic and the databases (the 4x4 6-6-3 tables by default on 4x4, the
//! 5x5 6-6-6-6 tables when they are cached or asked for), and [`run`] loads
//! or builds the tables (reporting through the event callback), searches,
//! checks that the path replays, and converts the counts to one convention
//! (generated children, the root not counted). The [`Outcome`] says which
//! engine and heuristic were used and why, the path, every count, the stop
//! reason, whether the length is proved optimal, and what would finish
//! when a limit stopped the search ([`Suggestions`]).
//!
//! ```
//! use npuzzle::board::{Board, Goal, GoalSpec};
//! use npuzzle::parse::parse_board;
//! use npuzzle::solve::{self, Ask, Request};
//!
//! let board = parse_board("1 2 3/4 5 6/0 7 8", None).unwrap();
//! let goal = Goal::new(Board::blank_last(3, 3).unwrap());
//! let request = Request::new(board, goal, GoalSpec::BlankLast, Ask::Best);
//! let outcome = solve::solve(&request).unwrap();
//! assert_eq!(outcome.plan.algorithm_name(), "astar");
//! assert_eq!(outcome.path().map(|p| p.len()), Some(2));
//! assert!(outcome.proved());
//! ```
//!
//! Tree drawing and the step-by-step views use the teaching engine with a
//! recorder: [`record`].
//!
//! Callers that solve many boards decide here too: [`Plan::exact`] says how
//! the boards of one goal are solved exactly and [`Optimal`] keeps that
//! method prepared (the distances of `random`, `play`'s hints, the sampled
//! audit of `heuristics check`); [`named`] runs a search named in full on
//! the engine the plan picks (the lab's experiments).

mod databases;
mod exact;
mod hint;
mod plan;
pub mod record;
pub(crate) mod status;

pub(crate) use databases::DatabaseRun;
pub(crate) use exact::TABLE_CELLS;
pub use exact::{Exact, ExactAsk, Found, Optimal, Tables};
pub use hint::Suggestions;
pub use plan::{Ask, Plan, Why, default_databases};

use crate::board::{Board, Dir, Goal, GoalSpec};
use crate::error::{Error, Result};
use crate::optimal;
use crate::optimal::engine::{self, Engine};
use crate::progress::Progress;
use crate::search::{self, Limits, Options, Problem, SearchResult};

/// What to solve and within which limits.
#[derive(Debug, Clone)]
pub struct Request {
    pub board: Board,
    pub goal: Goal,
    /// How the goal was named (for the commands a suggestion spells out).
    pub goal_spec: GoalSpec,
    /// The algorithm and heuristic asked for, or the best available.
    pub ask: Ask,
    /// Node budget (`None`: the algorithm's default, none for the pattern
    /// databases), an optional time limit, and the cancel flag (Ctrl-C).
    pub limits: Limits,
    /// Threads an IDA* iteration of the pattern-database search may use.
    pub jobs: usize,
    /// The lookups of the pattern-database search when they are asked for
    /// by name (`--heuristic pdb-plain`, `pdb-dual`, ...); `None`: the
    /// best measured for the size ([`optimal::PdbVariant::best_for`]).
    pub pdb_variant: Option<optimal::PdbVariant>,
    /// The move sequences the pattern-database search leaves out when
    /// asked by name (`--pruning`); `None`: [`optimal::Pruning::best`].
    pub pruning: Option<optimal::Pruning>,
    /// The order of the blank's moves in the pattern-database search when
    /// asked (`--order`); `None`: Korf's ([`optimal::Limits::order`]).
    pub pdb_order: Option<[crate::board::Dir; 4]>,
    /// One of many boards (`solve --batch`, the benchmarks): on 4x4 the
    /// plan then takes the 7-8 tables when they are cached (loading 0.58
    /// GB pays over many boards, not for one).
    pub many: bool,
}

impl Request {
    /// A request with the default limits (node budgets, no time limit, a
    /// cancel flag of its own) and one thread.
    pub fn new(board: Board, goal: Goal, goal_spec: GoalSpec, ask: Ask) -> Request {
        Request {
            board,
            goal,
            goal_spec,
            ask,
            limits: Limits::default(),
            jobs: 1,
            pdb_variant: None,
            pruning: None,
            pdb_order: None,
            many: false,
        }
    }

    /// The search problem of this request.
    pub fn problem(&self) -> Problem {
        Problem {
            start: self.board.clone(),
            goal: self.goal.clone(),
        }
    }
}

/// What a run gave.
#[derive(Debug, Clone)]
pub enum Run {
    /// A search on the fast or the teaching engine.
    Search(SearchResult),
    /// IDA* with the pattern databases.
    Databases(DatabaseRun),
    /// Ctrl-C while the pattern databases were being built: nothing was
    /// saved and nothing searched.
    BuildInterrupted,
}

/// The answer of the pipeline: the plan it followed, what the run gave,
/// and what to try when it stopped.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub plan: Plan,
    pub result: Run,
    pub suggestions: Suggestions,
}

impl Outcome {
    /// The moves of the blank, when solved.
    pub fn path(&self) -> Option<&[Dir]> {
        match &self.result {
            Run::Search(r) => r.path.as_deref(),
            Run::Databases(d) => d.path.as_deref(),
            Run::BuildInterrupted => None,
        }
    }

    pub fn solved(&self) -> bool {
        self.path().is_some()
    }

    /// True when the path found is a shortest one: the algorithm and
    /// heuristic guarantee it, and no table was trusted on its checksum
    /// only.
    pub fn proved(&self) -> bool {
        match &self.result {
            Run::Search(r) => r.solved() && r.options.is_optimal(),
            Run::Databases(d) => d.path.is_some() && d.proved,
            Run::BuildInterrupted => false,
        }
    }

    /// The stop reason's name: `solved`, `node-limit`, `time-limit`,
    /// `cancelled`, `exhausted`.
    pub fn stop_name(&self) -> &'static str {
        match &self.result {
            Run::Search(r) => r.stop.name(),
            Run::Databases(d) => d.stop.name(),
            Run::BuildInterrupted => search::Stop::Cancelled.name(),
        }
    }

    /// Nodes expanded and generated (children, the root not counted).
    pub fn counts(&self) -> (u64, u64) {
        match &self.result {
            Run::Search(r) => (r.stats.expanded, r.stats.generated),
            Run::Databases(d) => (d.expanded, d.generated),
            Run::BuildInterrupted => (0, 0),
        }
    }

    /// The search time (loading or building tables not included).
    pub fn elapsed(&self) -> std::time::Duration {
        match &self.result {
            Run::Search(r) => r.stats.elapsed,
            Run::Databases(d) => d.elapsed,
            Run::BuildInterrupted => std::time::Duration::ZERO,
        }
    }
}

/// Where the pipeline reports while it works. `events` sees the pattern
/// databases being loaded or built and each IDA* iteration of the
/// database search; `status` (when given) receives a live status line of
/// the other searches (counts, depth or threshold, nodes per second).
pub struct Sinks<'a> {
    pub events: &'a mut dyn FnMut(&optimal::Event),
    pub status: Option<Box<dyn Progress>>,
}

impl Sinks<'_> {
    /// Report nothing.
    pub(crate) fn silent(run: impl FnOnce(&mut Sinks) -> Result<Outcome>) -> Result<Outcome> {
        let mut ignore = |_: &optimal::Event| {};
        run(&mut Sinks {
            events: &mut ignore,
            status: None,
        })
    }
}

/// Plan and run a request, reporting nothing.
pub fn solve(request: &Request) -> Result<Outcome> {
    let plan = Plan::new(request)?;
    Sinks::silent(|sinks| run(request, &plan, sinks))
}

/// Run a request by its plan ([`Plan::new`]). The board must be solvable
/// (the caller has the verdict; an unsolvable board gets a search that
/// runs until its limits).
pub fn run(request: &Request, plan: &Plan, sinks: &mut Sinks) -> Result<Outcome> {
    let result = match plan {
        Plan::Databases {
            variant, pruning, ..
        } => databases::run(request, *variant, *pruning, sinks)?,
        Plan::Search { options, .. } => {
            let problem = request.problem();
            let r = status::search(&problem, options, &request.limits, sinks.status.take())?;
            check_replay(&problem, &r)?;
            Run::Search(r)
        }
    };
    let suggestions = hint::suggest(request, plan, &result);
    Ok(Outcome {
        plan: plan.clone(),
        result,
        suggestions,
    })
}

/// A search named in full (an algorithm and its heuristic: the plan of
/// [`Ask::Search`]) on the engine the plan picks, with the caller's limits
/// and no request: for the lab's experiments, which run it on many boards
/// and check each path themselves (no suggestions, no replay check here).
pub(crate) fn named(problem: &Problem, options: &Options, limits: &Limits) -> Result<SearchResult> {
    match Plan::named(&problem.start, *options) {
        Plan::Search {
            options, engine, ..
        } => match engine {
            Engine::Fast => engine::solve_fast(problem, &options, limits),
            Engine::Teaching => search::solve(problem, &options, limits, &mut search::NoObserver),
        },
        Plan::Databases { .. } => Err(Error::internal(
            "a search named in full was planned on the pattern databases",
        )),
    }
}

/// A returned path must replay to the goal: a bug guard (exit 3).
pub(crate) fn check_replay(problem: &Problem, result: &SearchResult) -> Result<()> {
    if let Some(path) = &result.path
        && !search::replays(problem, path)
    {
        return Err(Error::internal(format!(
            "{} returned {} which does not reach the goal",
            result.algorithm,
            crate::board::moves_to_string(path)
        )));
    }
    Ok(())
}
