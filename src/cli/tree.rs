//! `npuzzle tree`: draw the search tree a search builds, as text, Graphviz
//! DOT, a Mermaid flowchart or JSON.

use super::common::{BoardArgs, Format, OutputArgs};
use super::solve::{LimitArgs, Prepared, RuleArgs, check_answer, parse_algo, prepare, refuse};
use super::{Ctx, Outcome};
use crate::error::Result;
use crate::render::{self, search as sview, tree as view};
use crate::search::tree::{SearchTree, TreeRecorder};
use crate::search::{self, Options, Problem, SearchResult};
use serde::Serialize;

/// How boards appear in the text tree (`--boards`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum BoardsArg {
    Inline,
    Grid,
}

/// What the text view lists (`--view`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ViewArg {
    /// The tree, indented, children under their parent.
    Tree,
    /// Expansion by expansion: each expanded node and its children.
    Expansions,
}

/// Default for `--max-nodes-drawn`.
pub const DEFAULT_DRAWN: usize = 500;

/// Draw the search tree: every generated node with its number, move,
/// depth, g/h/f, board and fate; the solution path highlighted.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --boards grid\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo astar --heuristic manhattan --format dot | dot -Tsvg > tree.svg\n  npuzzle tree 123405786 --algo bfs --format mermaid\n\nMarkers: expanded Nth (expansion order), GOAL, duplicate (discarded: state already stored), cut off (IDS/IDA* bound), never expanded (still in the frontier), f > solution cost (A*: never needed). * marks the solution path."
)]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
    /// bfs, ids, ordered, greedy, astar, idastar, bidir.
    #[arg(long, default_value = "bfs", value_name = "ALGO", ignore_case = true, value_parser = super::common::algo_values())]
    pub algo: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Draw at most this many nodes (the first generated); the rest are
    /// counted as left out.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_DRAWN)]
    pub max_nodes_drawn: usize,
    /// Boards inline on the node's line, or as small grids.
    #[arg(long, value_enum, default_value_t = BoardsArg::Inline)]
    pub boards: BoardsArg,
    /// The indented tree, or the expansions in order.
    #[arg(long, value_enum, default_value_t = ViewArg::Tree)]
    pub view: ViewArg,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Run a search with a tree recorder.
pub fn recorded(
    problem: &Problem,
    options: &Options,
    limits: &search::Limits,
    cap: usize,
) -> Result<(SearchResult, SearchTree)> {
    let mut rec = TreeRecorder::new(problem.start.width(), problem.start.height(), options, cap);
    let result = search::solve(problem, options, limits, &mut rec)?;
    check_answer(problem, &result)?;
    let tree = rec.finish(&result);
    Ok((result, tree))
}

#[derive(Serialize)]
struct Json<'a> {
    tree: view::JsonTree<'a>,
    result: sview::JsonResult,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Dot, Format::Mermaid, Format::Json])?;
    let algorithm = parse_algo(&args.algo).map_err(|e| e.context("--algo"))?;
    let options = args.rules.options(algorithm, true)?;
    let limits = args.limits.limits()?;
    if args.max_nodes_drawn == 0 {
        return Err(crate::error::Error::usage(
            "--max-nodes-drawn must be at least 1",
        ));
    }
    let loaded = match prepare(&args.board)? {
        Prepared::Ready(l) => l,
        Prepared::Unsolvable(l, v) => return refuse(&l, &v, format == Format::Json, ctx),
    };
    let problem = Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    let (result, tree) = recorded(&problem, &options, &limits, args.max_nodes_drawn)?;
    let outcome = Outcome::from_bool(result.solved());
    match format {
        Format::Dot => write!(ctx.out, "{}", view::dot(&tree))?,
        Format::Mermaid => write!(ctx.out, "{}", view::mermaid(&tree))?,
        Format::Json => render::write_json(
            ctx.out,
            &Json {
                tree: view::json(&tree),
                result: sview::json(&result),
            },
        )?,
        _ => {
            let p = ctx.palette;
            let body = match args.view {
                ViewArg::Tree => view::text(
                    &tree,
                    p,
                    match args.boards {
                        BoardsArg::Inline => view::BoardStyle::Inline,
                        BoardsArg::Grid => view::BoardStyle::Grid,
                    },
                ),
                ViewArg::Expansions => view::expansions(&tree, p),
            };
            write!(ctx.out, "{body}")?;
            writeln!(ctx.out)?;
            match &result.path {
                Some(path) => writeln!(
                    ctx.out,
                    "Solution: {} ({} moves). Counts: {} expanded, {} generated{}.",
                    if path.is_empty() {
                        "none needed".to_string()
                    } else {
                        crate::board::moves_to_string(path)
                    },
                    path.len(),
                    sview::count(result.stats.expanded),
                    sview::count(result.stats.generated),
                    if result.stats.iterations > 1 {
                        format!(" over {} iterations", result.stats.iterations)
                    } else {
                        String::new()
                    }
                )?,
                None => writeln!(
                    ctx.out,
                    "{}",
                    p.bad(&sview::stopped(&result, loaded.board.cells()))
                )?,
            }
        }
    }
    if !result.solved() && format != Format::Text {
        writeln!(ctx.err, "{}", sview::stopped(&result, loaded.board.cells()))?;
    }
    Ok(outcome)
}
