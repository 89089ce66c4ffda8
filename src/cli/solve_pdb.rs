//! `npuzzle solve` when the pipeline plans the pattern databases (the
//! default on 4x4, on 5x5 when they are cached, and `--heuristic pdb`):
//! runs the plan with the databases' progress on standard error and shows
//! the outcome as the same report as the other algorithms, with the
//! counts defined the same way (the pipeline converts them).

use super::common::{Format, Loaded};
use super::ctx::{Ctx, Outcome};
use super::progress_term::DatabaseProgress;
use super::search_args::Args;
use npuzzle::board::moves_to_string;
use npuzzle::error::Result;
use npuzzle::optimal::{OptimalHeuristic, PdbVariant};
use npuzzle::render::{self, parity as pview, search_pdb};
use npuzzle::solve::{Plan, Request, Run};
use serde::Serialize;

/// True for the names `--heuristic` accepts for the pattern databases
/// (`pdb`, and a lookup variant by name: `pdb-plain`, `pdb-dual`, ...).
pub fn is_pdb_name(name: &str) -> bool {
    OptimalHeuristic::from_name(name) == Some(OptimalHeuristic::Pdb)
        || pdb_variant_of(name).is_some()
}

/// The lookups a `--heuristic` name asks for: `pdb-plain`, `pdb-dual`,
/// `pdb-dual-no-bpmx`, `pdb-dual-search`, `pdb-dual-search-any`, `pdb-7-8` or `pdb-7-8-dual`;
/// `None` for `pdb` (the best measured) and the rest.
pub fn pdb_variant_of(name: &str) -> Option<PdbVariant> {
    let name = name.trim().to_ascii_lowercase();
    PdbVariant::from_name(name.strip_prefix("pdb-")?)
}

#[derive(Serialize)]
struct Stats {
    expanded: u64,
    /// Children created, root not counted (as for every algorithm here;
    /// Korf's published counts include the root: add 1).
    generated: u64,
    /// Dual search (`pdb-dual-search`, `pdb-dual-search-any`) only: the nodes where the search
    /// went on from the dual board.
    #[serde(skip_serializing_if = "Option::is_none")]
    jumps: Option<u64>,
    iterations: usize,
    /// The f bounds of the IDA* iterations, in order.
    thresholds: Vec<u32>,
    /// IDA* keeps only the current path: its frontier is not tracked by
    /// the pattern-database solver (null).
    max_frontier: Option<u64>,
    elapsed_ms: f64,
    effective_branching_factor: Option<f64>,
    /// Present when the last iteration ran on this many threads and ended
    /// early: its part of the counts depends on the threads' timing.
    #[serde(skip_serializing_if = "Option::is_none")]
    last_iteration_threads: Option<usize>,
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a npuzzle::board::Board,
    goal: &'a npuzzle::board::Board,
    goal_name: &'static str,
    h_start: u32,
    algorithm: &'static str,
    heuristic: &'static str,
    /// The lookups on the tables: `plain`, `dual`, `dual-no-bpmx`,
    /// `dual-search`, `dual-search-any`, `7-8`, `7-8-dual`.
    lookups: &'static str,
    /// The move sequences the search left out: `parent` (only the move
    /// back) or `duplicates`.
    pruning: &'static str,
    /// The order of the blank's moves when another than Korf's (ULRD)
    /// was asked (`--order`); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    order: Option<String>,
    solved: bool,
    stop: &'static str,
    moves: Option<String>,
    length: Option<usize>,
    /// False when the answer rests on a table trusted on its checksum
    /// only (`databases: checksum-only`): a length, not a proof.
    optimal: bool,
    /// `verified` (built here, or the content hash of a preset goal's
    /// databases) or `checksum-only` (cached databases of another goal).
    databases: &'static str,
    /// When a limit stopped the search: every shorter length was ruled out
    /// (null when that rests on a table trusted on its checksum only).
    lower_bound: Option<u32>,
    stats: Stats,
}

/// Run the pipeline's pattern-database plan (loading or building the
/// tables with their progress on standard error) and show its outcome.
pub fn run(
    request: &Request,
    plan: &Plan,
    loaded: &Loaded,
    args: &Args,
    format: Format,
    ctx: &mut Ctx,
) -> Result<Outcome> {
    let bar = ctx.progress();
    let lang = ctx.lang();
    let done = DatabaseProgress::quiet_loads(ctx.err, lang)
        .with_bar(bar)
        .run(request, plan)?;
    let report = match done.result {
        Run::Databases(r) => r,
        Run::BuildInterrupted => {
            // Ctrl-C during the build: no search, nothing saved; exit 1 as
            // for a search stopped by Ctrl-C.
            writeln!(
                ctx.err,
                "npuzzle: solve: {}",
                search_pdb::build_interrupted(ctx.lang())
            )?;
            return Ok(Outcome::Negative);
        }
        Run::Search(_) => {
            return Err(npuzzle::error::Error::internal(
                "a pattern-database plan gave another search",
            ));
        }
    };
    let path = report.path.clone();
    let proved = report.proved;
    let verified = report.verified;
    let h_start = report.h_start;
    let branching = report.effective_branching_factor();
    let stop_message = path
        .is_none()
        .then(|| search_pdb::stopped(&report, ctx.lang()));
    let outcome = Outcome::from_bool(path.is_some());
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                goal: loaded.goal.board(),
                goal_name: loaded.goal_spec.name(),
                h_start,
                algorithm: "idastar",
                heuristic: plan.heuristic_name().unwrap_or("pdb"),
                lookups: report.variant.name(),
                pruning: report.pruning.name(),
                order: report
                    .order
                    .map(|o| npuzzle::search::MoveOrder(o).letters()),
                solved: path.is_some(),
                stop: report.stop.name(),
                moves: path.as_ref().map(|p| moves_to_string(p)),
                length: path.as_ref().map(|p| p.len()),
                optimal: proved,
                databases: if verified {
                    "verified"
                } else {
                    "checksum-only"
                },
                lower_bound: report.lower_bound,
                stats: Stats {
                    expanded: report.expanded,
                    generated: report.generated,
                    jumps: report.jumps,
                    iterations: report.thresholds.len(),
                    thresholds: report.thresholds.clone(),
                    max_frontier: None,
                    elapsed_ms: (report.elapsed.as_secs_f64() * 1e6).round() / 1000.0,
                    effective_branching_factor: branching.map(|b| (b * 1000.0).round() / 1000.0),
                    last_iteration_threads: report.parallel_last,
                },
            },
        )?;
        if let Some(m) = &stop_message {
            writeln!(ctx.err, "{m}")?;
        }
        return Ok(outcome);
    }
    let p = ctx.palette;
    writeln!(
        ctx.out,
        "{}",
        pview::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
    )?;
    let lc = npuzzle::heuristics::Heuristic::LinearConflict.value(&loaded.board, &loaded.goal);
    writeln!(
        ctx.out,
        "{}",
        search_pdb::heading(&report, lc, args.explain_heuristic, p)
    )?;
    write!(
        ctx.out,
        "{}",
        search_pdb::report(&report, &loaded.board, args.compact, p)
    )?;
    Ok(outcome)
}
