//! The arguments every search command shares (`solve`, `tree`,
//! `compare`, `solve --step`): the board of `solve`, the search rules, the
//! limits; loading a board for a search and refusing an unsolvable one.

use super::common::{BoardArgs, Loaded, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::error::{Error, Result};
use npuzzle::heuristics::Heuristic;
use npuzzle::parity::verdict;
use npuzzle::render::{self, parity as pview};
use npuzzle::search::events::DEFAULT_MAX_STEPS;
use npuzzle::search::{self, Algorithm, GoalTest, Limits, MoveOrder, Options, TieBreak};
use serde::Serialize;

/// `--goal-test`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum GoalTestArg {
    Generation,
    Expansion,
}

/// `--pruning`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PruningArg {
    /// Only the move back to the parent: the counts of Korf's published figures.
    Parent,
    /// Also every sequence of up to 14 moves that a shorter or earlier one
    /// replaces (the same tiles moved, within the same rectangle): fewer
    /// nodes, the same optimal lengths.
    Duplicates,
}

impl PruningArg {
    pub fn pruning(self) -> npuzzle::optimal::Pruning {
        match self {
            PruningArg::Parent => npuzzle::optimal::Pruning::Parent,
            PruningArg::Duplicates => npuzzle::optimal::Pruning::Duplicates,
        }
    }
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
    /// Default UDLR; with the pattern databases, Korf's ULRD (there the order changes only the
    /// count of the last iteration, never the length).
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

/// The help of `--max-nodes`, its numbers the code's own.
fn max_nodes_help() -> String {
    use npuzzle::lesson::budget::group;
    use npuzzle::search::{DEFAULT_DEEPENING_NODES, DEFAULT_MAX_NODES, DEFAULT_SEARCH_MEMORY};
    format!(
        "Stop after generating this many nodes. Default: {} for bfs, ordered, greedy, astar and bidir (they store what they generate: at most {} GiB); {} for ids and idastar; none for the pattern-database solver, which always finishes (Ctrl-C stops it)",
        group(DEFAULT_MAX_NODES),
        DEFAULT_SEARCH_MEMORY >> 30,
        group(DEFAULT_DEEPENING_NODES)
    )
}

/// Search limits.
#[derive(Debug, Clone, clap::Args)]
pub struct LimitArgs {
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = super::numeric::whole(1, u64::MAX), help = max_nodes_help())]
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
            .map(|h| h.parse::<Heuristic>().map_err(Error::problem))
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
                let algo = algorithm.to_string();
                return Err(Error::problem(if algorithm == Algorithm::Ordered {
                    npuzzle::msg!("usage-heuristic-ordered", algo = algo)
                } else {
                    npuzzle::msg!("usage-heuristic-none", algo = algo)
                }));
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
            cancel: npuzzle::interrupt::flag(),
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

/// Load a board for searching: size checked (exit 2), solvability checked
/// (an unsolvable board gets the parity verdict and exit 1, never a search).
pub enum Prepared {
    Ready(Loaded),
    Unsolvable(Loaded, Box<npuzzle::parity::Verdict>),
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
    board: &'a npuzzle::board::Board,
    goal: &'a npuzzle::board::Board,
    solvable: bool,
    searched: bool,
    verdict: &'a npuzzle::parity::Verdict,
}

/// Refuse an unsolvable board: the verdict, exit 1.
pub fn refuse(
    loaded: &Loaded,
    v: &npuzzle::parity::Verdict,
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
        writeln!(ctx.out, "{}", npuzzle::t!(p.lang; "search-not-searched"))?;
    }
    Ok(Outcome::Negative)
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

/// An algorithm name; the caller names the flag it came from.
pub fn parse_algo(text: &str) -> Result<Algorithm> {
    text.parse::<Algorithm>().map_err(Error::problem)
}

/// The stepper's flags (flattened into `solve`).
#[derive(Debug, Clone, clap::Args)]
pub struct StepArgs {
    /// Show the search one expansion at a time: the node expanded, its
    /// children and their fate, the frontier in the order it is taken. On
    /// a terminal an interactive view; in a pipe the steps as text (or
    /// JSON lines with --format jsonl).
    #[arg(long, conflicts_with_all = ["batch", "compact", "explain_heuristic"])]
    pub step: bool,
    /// With --step: record at most this many steps (default 2,000, at most
    /// 20,000; each lists at most 200 frontier entries); the
    /// search runs on to the end and its counts are complete.
    #[arg(long, value_name = "N", requires = "step", value_parser = super::numeric::whole(1, 20_000))]
    pub max_steps: Option<u64>,
}

impl StepArgs {
    pub fn cap(&self) -> usize {
        self.max_steps.map_or(DEFAULT_MAX_STEPS, |n| n as usize)
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
    /// Threads (default: the number of cores): --batch solves that many
    /// boards at once (the output is the same, in input order, as with
    /// one thread), and the pattern-database search may share an IDA*
    /// iteration among them.
    #[arg(long, value_name = "N", value_parser = super::numeric::whole(1, 1024))]
    pub jobs: Option<u64>,
    /// Which move sequences IDA* with the pattern databases never makes.
    /// Default: duplicates.
    #[arg(long, value_enum, value_name = "WHICH", ignore_case = true)]
    pub pruning: Option<PruningArg>,
    #[command(flatten)]
    pub step: StepArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

impl Args {
    /// `--jobs`, else the number of cores.
    pub fn jobs(&self) -> usize {
        match self.jobs {
            Some(n) => n as usize,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}
