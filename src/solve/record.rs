//! Searches whose tree (and steps) are recorded, for `tree`, `compare`,
//! `solve --step` and the stepping pages: always the teaching engine,
//! whose events the recorder sees. The path is checked to replay.

use crate::error::{Error, Result};
use crate::search::events::{DEFAULT_MAX_STEPS, Steps};
use crate::search::tree::{SearchTree, TreeRecorder};
use crate::search::{self, Algorithm, Limits, Observer, Options, Problem, SearchResult};

/// The searches the step-by-step views show.
pub fn check_steppable(algorithm: Algorithm) -> Result<()> {
    if algorithm == Algorithm::Bidir {
        return Err(Error::problem(crate::msg!("usage-step-bidir")));
    }
    Ok(())
}

/// A search recording its tree, at most `cap` nodes drawn.
pub fn tree(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    cap: usize,
) -> Result<(SearchResult, SearchTree)> {
    let rec = TreeRecorder::new(problem.start.width(), problem.start.height(), options, cap);
    with(problem, options, limits, rec)
}

/// A search on the teaching engine seen by `observer` (a recorder, a
/// lesson's exercise), its path checked to replay: what the lessons call.
pub fn observed<O: Observer>(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    observer: &mut O,
) -> Result<SearchResult> {
    let result = search::solve(problem, options, limits, observer)?;
    super::check_replay(problem, &result)?;
    Ok(result)
}

/// A search with this recorder (which may record the steps too).
pub(crate) fn with(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    mut rec: TreeRecorder,
) -> Result<(SearchResult, SearchTree)> {
    let result = observed(problem, options, limits, &mut rec)?;
    let tree = rec.finish(&result);
    Ok((result, tree))
}

/// A search recording its tree and its steps (of the last iteration, as
/// the tree shows it): what the stepping page draws.
pub fn for_page(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    cap: usize,
) -> Result<(SearchResult, SearchTree)> {
    check_steppable(options.algorithm)?;
    let rec = TreeRecorder::new(problem.start.width(), problem.start.height(), options, cap)
        .with_steps(DEFAULT_MAX_STEPS, true);
    with(problem, options, limits, rec)
}

/// A search recording its steps, at most `max_steps` (one engine run).
pub fn steps(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    max_steps: usize,
    last_iteration_only: bool,
) -> Result<(SearchResult, Steps)> {
    let rec = TreeRecorder::new(problem.start.width(), problem.start.height(), options, 1)
        .with_steps(max_steps, last_iteration_only);
    let (result, tree) = with(problem, options, limits, rec)?;
    let steps = tree
        .steps
        .ok_or_else(|| Error::internal("the steps were not recorded"))?;
    Ok((result, steps))
}
