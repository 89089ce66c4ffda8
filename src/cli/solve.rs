//! `npuzzle solve`: search for a solution and show the path and every count.
//! Also the arguments shared with `tree` and `compare`.

use super::common::{BoardArgs, Format, Loaded, OutputArgs};
use super::{Ctx, Outcome};
use crate::board::{Board, Dir};
use crate::error::{Error, Result};
use crate::heuristics::Heuristic;
use crate::parity::verdict;
use crate::render::{self, parity as pview, search as view};
use crate::search::{
    self, Algorithm, GoalTest, Limits, MoveOrder, Options, Problem, SearchResult, TieBreak,
};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// `--goal-test`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum GoalTestArg {
    Generation,
    Expansion,
}

/// `--ties`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TiesArg {
    /// Lower f, then first generated (the Chinese lab report's stable sort).
    Fifo,
    /// Lower f, then lower h, then first generated.
    LowH,
}

/// How the search runs: heuristic, move order, closed set, undo, goal test.
#[derive(Debug, Clone, clap::Args)]
pub struct RuleArgs {
    /// Heuristic for greedy, astar and idastar: misplaced (h1), manhattan
    /// (h2), euclidean (h3), rowcol (h4), linear-conflict (h5, default),
    /// seed-h6 (h6), and the faulty misplaced-with-blank and
    /// linear-conflict-pairs.
    #[arg(long, value_name = "H", ignore_case = true, value_parser = super::common::heuristic_values(true))]
    pub heuristic: Option<String>,
    /// The order in which blank moves are tried, e.g. LUDR (as in the Chinese lab report).
    /// Default UDLR.
    #[arg(long, value_name = "ORDER")]
    pub order: Option<String>,
    /// Keep no closed set (BFS, ordered, greedy, A*): a state reached twice
    /// is searched twice, as in the Chinese lab report's code.
    #[arg(long)]
    pub tree_search: bool,
    /// Never generate the move that undoes the previous one (IDS and IDA*
    /// always work this way).
    #[arg(long)]
    pub no_undo: bool,
    /// When the goal test is made (BFS, ordered, greedy, A*). Default:
    /// expansion.
    #[arg(long, value_enum, value_name = "WHEN")]
    pub goal_test: Option<GoalTestArg>,
    /// Tie-breaking among equal f (ordered, greedy, A*). Default: fifo for
    /// ordered, low-h for the others.
    #[arg(long, value_enum)]
    pub ties: Option<TiesArg>,
}

/// Search limits.
#[derive(Debug, Clone, clap::Args)]
pub struct LimitArgs {
    /// Stop after generating this many nodes. Default: 50,000,000 for
    /// bfs, ordered, greedy, astar and bidir (they store what they
    /// generate); 1,000,000,000 for ids and idastar; none for the
    /// pattern-database solver, which always finishes (Ctrl-C stops it).
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_nodes: Option<u64>,
    /// Stop after this many seconds (0 = none; at most 1e9). No default:
    /// where a time limit stops a search depends on the machine's speed,
    /// so the default limits count nodes.
    #[arg(long, value_name = "SECS", allow_negative_numbers = true, value_parser = super::numeric::seconds)]
    pub time_limit: Option<f64>,
}

impl RuleArgs {
    pub fn heuristic(&self) -> Result<Option<Heuristic>> {
        self.heuristic
            .as_deref()
            .map(|h| h.parse::<Heuristic>().map_err(Error::usage))
            .transpose()
            .map_err(|e| e.context("--heuristic"))
    }

    /// The options for one algorithm. `strict` refuses a heuristic the
    /// algorithm does not use (solve, tree); compare applies it where it
    /// applies.
    pub fn options(&self, algorithm: Algorithm, strict: bool) -> Result<Options> {
        let mut o = Options::new(algorithm);
        if let Some(h) = self.heuristic()? {
            if algorithm.uses_heuristic() {
                o.heuristic = h;
            } else if strict {
                return Err(Error::usage(format!(
                    "--heuristic applies to greedy, astar and idastar; {} {}",
                    algorithm,
                    if algorithm == Algorithm::Ordered {
                        "always uses misplaced tiles (as in the Chinese lab report): use --algo astar --heuristic H for another h"
                    } else {
                        "uses no heuristic"
                    }
                )));
            }
        }
        if let Some(order) = &self.order {
            o.order = MoveOrder::parse(order)?;
        }
        o.tree_search = self.tree_search;
        o.no_undo = self.no_undo;
        if let Some(g) = self.goal_test {
            o.goal_test = match g {
                GoalTestArg::Generation => GoalTest::Generation,
                GoalTestArg::Expansion => GoalTest::Expansion,
            };
        }
        if let Some(t) = self.ties {
            o.ties = match t {
                TiesArg::Fifo => TieBreak::Fifo,
                TiesArg::LowH => TieBreak::LowH,
            };
        }
        Ok(o)
    }
}

impl LimitArgs {
    pub fn limits(&self) -> Result<Limits> {
        let mut l = Limits {
            cancel: interrupt_flag(),
            ..Limits::default()
        };
        // clap checked the ranges (--max-nodes at least 1, --time-limit
        // from 0 to 1e9 seconds); the conversion saturates all the same.
        if let Some(n) = self.max_nodes {
            l.max_nodes = Some(n.max(1));
        }
        if let Some(t) = self.time_limit {
            l.time_limit = super::numeric::time_limit(t);
        }
        Ok(l)
    }
}

/// The flag Ctrl-C sets: the search stops cleanly at its next check and
/// the partial statistics are printed. A second Ctrl-C ends the process
/// at once (exit 130). Kept here for callers; see [`crate::interrupt`].
pub fn interrupt_flag() -> Arc<AtomicBool> {
    crate::interrupt::flag()
}

/// Load a board for searching: size checked (exit 2), solvability checked
/// (an unsolvable board gets the parity verdict and exit 1, never a search).
pub enum Prepared {
    Ready(Loaded),
    Unsolvable(Loaded, Box<crate::parity::Verdict>),
}

pub fn prepare(board: &BoardArgs) -> Result<Prepared> {
    let loaded = board.load()?;
    search::check_searchable(&loaded.board)?;
    let v = verdict(&loaded.board, &loaded.goal);
    Ok(if v.solvable {
        Prepared::Ready(loaded)
    } else {
        Prepared::Unsolvable(loaded, Box::new(v))
    })
}

#[derive(Serialize)]
struct UnsolvableJson<'a> {
    board: &'a crate::board::Board,
    goal: &'a crate::board::Board,
    solvable: bool,
    searched: bool,
    verdict: &'a crate::parity::Verdict,
}

/// Refuse an unsolvable board: the verdict, exit 1.
pub fn refuse(
    loaded: &Loaded,
    v: &crate::parity::Verdict,
    json: bool,
    ctx: &mut Ctx,
) -> Result<Outcome> {
    if json {
        render::write_json(
            ctx.out,
            &UnsolvableJson {
                board: &loaded.board,
                goal: loaded.goal.board(),
                solvable: false,
                searched: false,
                verdict: v,
            },
        )?;
    } else {
        let p = ctx.palette;
        write!(
            ctx.out,
            "{}",
            pview::board_block(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
        )?;
        write!(
            ctx.out,
            "{}",
            pview::verdict(v, &loaded.board, &loaded.goal, p)
        )?;
        writeln!(
            ctx.out,
            "Not searched: no sequence of moves reaches the goal, so a search could only run until its limits."
        )?;
    }
    Ok(Outcome::Negative)
}

/// Why a solution is (or is not) guaranteed to be a shortest one.
pub fn optimality_note(o: &Options) -> String {
    match o.algorithm {
        Algorithm::Bfs => "shortest possible: BFS reaches every shorter state first".into(),
        Algorithm::Ids => {
            "shortest possible: every shorter depth limit was searched in full".into()
        }
        Algorithm::Bidir => {
            "shortest possible: the shortest meeting of two full-layer searches".into()
        }
        Algorithm::Greedy => {
            "not guaranteed to be the shortest: greedy search ignores the path cost g".into()
        }
        Algorithm::Ordered | Algorithm::Astar | Algorithm::Idastar => {
            let h = o.used_heuristic().unwrap_or(Heuristic::Misplaced);
            if !h.is_proven_admissible() {
                format!("not guaranteed to be the shortest: {h} is not proven admissible")
            } else if o.algorithm != Algorithm::Idastar && o.goal_test == GoalTest::Generation {
                "not guaranteed to be the shortest: the goal was tested at generation".into()
            } else {
                format!("shortest possible: {h} never overestimates")
            }
        }
    }
}

/// Search for a solution; show the path, the counts and their meaning.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle solve \"8 6 7/2 5 4/3 0 1\"\n  npuzzle solve \"2 8 3/1 6 4/7 0 5\" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation\n  npuzzle solve \"5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0\" --algo idastar --heuristic manhattan --compact\n  npuzzle solve 812043765 --goal snail --algo astar --heuristic h4 --explain-heuristic --format json\n\nCounts (defined in docs/src/definitions.md): generated = children created (root not counted, duplicates and the goal counted); expanded = nodes whose children were generated; selected = nodes taken from the frontier (what some courses call complexity in time); most nodes held at once = its complexity in size."
)]
pub struct Args {
    #[command(flatten)]
    pub board: SolveBoard,
    /// Solve every board of FILE (one per line, in any notation a board
    /// takes; blank lines and # comments skipped; - for standard input),
    /// one line each (one JSON object per line with --format jsonl). Exit
    /// 2 if any line is bad (the others are still solved), else 1 if any
    /// board is unsolvable or not solved within the limits, else 0.
    #[arg(long, value_name = "FILE", allow_hyphen_values = true, conflicts_with_all = ["board", "compact", "explain_heuristic"])]
    pub batch: Option<String>,
    /// bfs, ids, ordered (f = g + misplaced), greedy, astar, idastar, bidir.
    /// Default: astar, and on a 4x4 board IDA* with the pattern databases.
    #[arg(long, value_name = "ALGO", ignore_case = true, value_parser = super::common::algo_values())]
    pub algo: Option<String>,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Show the path as one line per move instead of grids.
    #[arg(long)]
    pub compact: bool,
    /// Print the heuristic's explanation (what it counts and why it is or
    /// is not admissible).
    #[arg(long)]
    pub explain_heuristic: bool,
    #[command(flatten)]
    pub step: super::step::StepArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The board of `solve` (none with `--batch`), its size and goal.
#[derive(Debug, Clone, clap::Args)]
pub struct SolveBoard {
    /// The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`,
    /// `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
    #[arg(
        value_name = "BOARD",
        allow_hyphen_values = true,
        required_unless_present = "batch"
    )]
    pub board: Option<String>,
    /// Width x height, for flat lists that are not square (e.g. 4x3).
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    #[command(flatten)]
    pub goal: super::common::GoalArgs,
}

impl SolveBoard {
    pub(super) fn board_args(&self) -> BoardArgs {
        BoardArgs {
            board: self.board.clone().unwrap_or_default(),
            size: self.size.clone(),
            goal: self.goal.clone(),
        }
    }
}

/// Flags that decide whether a search goes to the pattern databases.
pub(super) struct PdbChoice {
    /// `--heuristic pdb` was given.
    named: bool,
    /// `--order`, `--tree-search`, `--no-undo`, `--goal-test` or `--ties`.
    rules_given: bool,
}

impl PdbChoice {
    /// Read the flags; wrong combinations with `--heuristic pdb` are usage
    /// errors, found before the board is even read.
    fn of(args: &Args, algorithm: Option<Algorithm>) -> Result<PdbChoice> {
        let named = args
            .rules
            .heuristic
            .as_deref()
            .is_some_and(super::solve_pdb::is_pdb_name);
        let rules_given = args.rules.order.is_some()
            || args.rules.tree_search
            || args.rules.no_undo
            || args.rules.goal_test.is_some()
            || args.rules.ties.is_some();
        if named && algorithm.is_some_and(|a| a != Algorithm::Idastar) {
            return Err(Error::usage(
                "--heuristic pdb: the pattern databases are searched with IDA* (--algo idastar or no --algo)",
            ));
        }
        if named && rules_given {
            return Err(Error::usage(
                "--heuristic pdb: the pattern-database solver has fixed rules (no --order, --tree-search, --no-undo, --goal-test or --ties)",
            ));
        }
        Ok(PdbChoice { named, rules_given })
    }

    /// True when this board goes to the pattern databases: named (the
    /// size was checked on loading), or a 4x4 board with neither `--algo`,
    /// `--heuristic` nor a rule given (the strongest heuristic is the
    /// default where it exists).
    pub(super) fn applies(&self, args: &Args, board: &Board) -> bool {
        self.named || (board.width() == 4 && board.height() == 4 && self.is_default(args))
    }

    /// Neither `--algo`, `--heuristic` nor a rule given: the tool picks.
    fn is_default(&self, args: &Args) -> bool {
        args.algo.is_none() && args.rules.heuristic.is_none() && !self.rules_given
    }

    /// A 5x5 board left to the default whose goal's 6-6-6-6 databases are
    /// in the cache: IDA* with them, as on 4x4 (without them the default
    /// stays A*, since building them takes minutes; see [`pdb_5x5_hint`]).
    fn cached_5x5(&self, args: &Args, loaded: &Loaded) -> bool {
        let b = &loaded.board;
        b.width() == 5
            && b.height() == 5
            && self.is_default(args)
            && crate::pdb::pdb24::cached(loaded.goal.board())
    }
}

/// Load the board; with `--heuristic pdb` its size is checked before its
/// solvability, so that a wrong size is reported as such.
fn board_for_search(board: &BoardArgs, pdb_named: bool) -> Result<Prepared> {
    let prepared = prepare(board)?;
    if pdb_named {
        let b = match &prepared {
            Prepared::Ready(l) | Prepared::Unsolvable(l, _) => &l.board,
        };
        if !(b.width() == b.height() && (b.width() == 4 || b.width() == 5)) {
            return Err(Error::usage(format!(
                "--heuristic pdb: the pattern databases are for 4x4 and 5x5 boards, this one is {}",
                b.size_name()
            )));
        }
    }
    Ok(prepared)
}

/// An algorithm name; the caller names the flag it came from.
pub fn parse_algo(text: &str) -> Result<Algorithm> {
    text.parse::<Algorithm>().map_err(Error::usage)
}

#[derive(Serialize)]
struct SolveJson<'a> {
    board: &'a crate::board::Board,
    goal: &'a crate::board::Board,
    goal_name: &'static str,
    h_start: Option<u32>,
    #[serde(flatten)]
    result: view::JsonResult,
    heuristic_explanation: Option<&'static str>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    if args.step.step {
        return super::step::solve(&args, ctx);
    }
    let format = if args.batch.is_some() {
        args.output.format(&[Format::Text, Format::Jsonl])?
    } else {
        args.output.format(&[Format::Text, Format::Json])?
    };
    let chosen = args
        .algo
        .as_deref()
        .map(parse_algo)
        .transpose()
        .map_err(|e| e.context("--algo"))?;
    let algorithm = chosen.unwrap_or(Algorithm::Astar);
    let pdb = PdbChoice::of(&args, chosen)?;
    let options = if pdb.named {
        Options::new(Algorithm::Idastar)
    } else {
        args.rules.options(algorithm, true)?
    };
    let limits = args.limits.limits()?;
    if let Some(file) = &args.batch {
        return super::batch::run(&args, file, &options, &pdb, &limits, format, ctx);
    }
    let loaded = board_for_search(&args.board.board_args(), pdb.named)?;
    let loaded = match loaded {
        Prepared::Ready(l) => l,
        Prepared::Unsolvable(l, v) => return refuse(&l, &v, format == Format::Json, ctx),
    };
    if pdb.applies(&args, &loaded.board) || pdb.cached_5x5(&args, &loaded) {
        return super::solve_pdb::run(&args, &loaded, &limits, format, ctx);
    }
    let problem = Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    let heuristic = options.used_heuristic();
    let h_start = heuristic.map(|h| h.value(&loaded.board, &loaded.goal));
    if format == Format::Text {
        // The heading first, so that a long search is not a blank screen.
        let p = ctx.palette;
        writeln!(
            ctx.out,
            "{}",
            pview::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
        )?;
        writeln!(ctx.out, "Search: {}.", view::rules_line(&options))?;
        if let (Some(h), Some(v)) = (heuristic, h_start) {
            writeln!(ctx.out, "h(start) = {} ({h}).", p.number(&v.to_string()))?;
        }
        if args.explain_heuristic {
            match heuristic {
                Some(h) => writeln!(ctx.out, "\n{}", h.explanation())?,
                None => writeln!(ctx.out, "\n{} uses no heuristic.", algorithm.title())?,
            }
        }
        writeln!(ctx.out)?;
        ctx.out.flush()?;
    }
    let result = search_with_status(&problem, &options, &limits, ctx)?;
    check_answer(&problem, &result)?;
    let outcome = Outcome::from_bool(result.solved());
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &SolveJson {
                board: &loaded.board,
                goal: loaded.goal.board(),
                goal_name: loaded.goal_spec.name(),
                h_start,
                result: view::json(&result),
                heuristic_explanation: args
                    .explain_heuristic
                    .then(|| heuristic.map(|h| h.explanation()))
                    .flatten(),
            },
        )?;
        if !result.solved() {
            writeln!(ctx.err, "{}", view::stopped(&result, loaded.board.cells()))?;
            if let Some(hint) = idastar_hint(&loaded, &result) {
                writeln!(ctx.err, "{hint}")?;
            }
            if let Some(hint) = pdb_5x5_hint(&pdb, &args, &loaded, &result) {
                writeln!(ctx.err, "{hint}")?;
            }
        }
        return Ok(outcome);
    }
    write_result(ctx, &loaded, &result, args.compact)?;
    if let Some(hint) = pdb_5x5_hint(&pdb, &args, &loaded, &result) {
        writeln!(ctx.out, "\n{hint}")?;
    }
    if let Some(hint) = idastar_hint(&loaded, &result) {
        writeln!(ctx.out, "\n{hint}")?;
    }
    Ok(outcome)
}

/// Run the search on the engine `optimal::engine::route` picks; on a terminal a live status line (counts, depth or
/// threshold, nodes per second) is drawn on standard error while it runs.
pub fn search_with_status(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    ctx: &Ctx,
) -> Result<SearchResult> {
    use crate::optimal::engine::{self, Engine};
    if !super::progress_term::enabled() {
        return engine::solve(problem, options, limits);
    }
    match engine::route(&problem.start, options) {
        Engine::Fast => engine::solve_fast_with_status(
            problem,
            options,
            limits,
            super::progress_term::fast_status(ctx.progress(), options.algorithm),
        ),
        Engine::Teaching => {
            let mut progress = ctx.progress();
            let mut status =
                super::progress_term::SearchStatus::new(&mut *progress, options.algorithm);
            search::solve(problem, options, limits, &mut status)
        }
    }
}

/// When A* stops at its node budget (which bounds its memory): the search
/// that would finish, IDA* with the same heuristic, as a command.
/// On a 5x5 board left to the default search (the 5x5 databases are not
/// cached) that stopped: how to get the databases that solve it.
fn pdb_5x5_hint(
    pdb: &PdbChoice,
    args: &Args,
    loaded: &Loaded,
    result: &SearchResult,
) -> Option<String> {
    if result.solved()
        || !pdb.is_default(args)
        || crate::pdb::pdb24::check_goal(loaded.goal.board()).is_err()
    {
        return None;
    }
    let goal = goal_flag(loaded);
    Some(format!(
        "The 24-puzzle's pattern databases (Korf & Felner's 6-6-6-6) solve boards like this one optimally: build them once with `npuzzle pdb build --size 5x5` (about 1.5 minutes and 1.2 GB of memory and disk), and `npuzzle solve` uses them by default on 5x5; or now: npuzzle solve \"{}\"{goal} --heuristic pdb (builds them first)",
        loaded.board.to_line()
    ))
}

/// The `--goal` flag that names the loaded goal in a suggested command
/// (nothing for the default, blank-last).
fn goal_flag(loaded: &Loaded) -> String {
    match &loaded.goal_spec {
        crate::board::GoalSpec::BlankLast => String::new(),
        crate::board::GoalSpec::Board(b) => format!(" --goal \"{}\"", b.to_line()),
        other => format!(" --goal {}", other.name()),
    }
}

fn idastar_hint(loaded: &Loaded, result: &SearchResult) -> Option<String> {
    let o = &result.options;
    if o.algorithm != Algorithm::Astar || result.stop != search::Stop::NodeLimit {
        return None;
    }
    let h = o.used_heuristic()?;
    if !h.is_proven_admissible() {
        return None;
    }
    let goal = goal_flag(loaded);
    Some(format!(
        "A* keeps every state it reaches ({} held when its node budget ran out). IDA* with the same heuristic keeps only its current path, so memory never stops it, and it finds the same optimal length: npuzzle solve \"{}\"{goal} --algo idastar --heuristic {h}",
        view::count(result.stats.max_stored),
        loaded.board.to_line()
    ))
}

/// The path (or the stop message) and the statistics.
pub fn write_result(
    ctx: &mut Ctx,
    loaded: &Loaded,
    result: &SearchResult,
    compact: bool,
) -> Result<()> {
    let p = ctx.palette;
    match &result.path {
        Some(path) => write_path(
            ctx,
            &loaded.board,
            path,
            &optimality_note(&result.options),
            compact,
        )?,
        None => {
            writeln!(
                ctx.out,
                "{}",
                p.bad(&view::stopped(result, loaded.board.cells()))
            )?;
            writeln!(ctx.out)?;
        }
    }
    writeln!(ctx.out, "{}", p.heading("Statistics"))?;
    write!(ctx.out, "{}", view::stats(result, p))?;
    Ok(())
}

/// The solution line (`Solution: N moves: ... (note).`), the key to the
/// letters, and the path: one line per board with `compact`, else grids.
pub fn write_path(
    ctx: &mut Ctx,
    board: &Board,
    path: &[Dir],
    note: &str,
    compact: bool,
) -> Result<()> {
    let p = ctx.palette;
    writeln!(
        ctx.out,
        "{} {} move{}: {} ({note}).",
        p.heading("Solution:"),
        p.number(&path.len().to_string()),
        if path.len() == 1 { "" } else { "s" },
        if path.is_empty() {
            "the board is already the goal".to_string()
        } else {
            crate::board::moves_to_string(path)
        },
    )?;
    writeln!(
        ctx.out,
        "{}",
        p.dim("(letters name the direction the blank travels)")
    )?;
    writeln!(ctx.out)?;
    if compact {
        write!(ctx.out, "{}", view::path_lines(board, path))?;
        writeln!(ctx.out)?;
    } else {
        write!(
            ctx.out,
            "{}",
            view::path_grids(board, path, p, grids_per_row(board))
        )?;
    }
    Ok(())
}

/// How many grids of a path fit side by side within 80 columns: a grid is
/// width x (cell + 3) + 1 wide, a caption up to 15, gap 3.
pub fn grids_per_row(board: &Board) -> usize {
    let grid_w = board.width() * (render::cell_width(board) + 3) + 1;
    (83 / (grid_w.max(15) + 3)).clamp(1, 8)
}

/// A returned path must replay to the goal: a bug guard (exit 3).
pub fn check_answer(problem: &Problem, result: &SearchResult) -> Result<()> {
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
