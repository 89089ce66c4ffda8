//! `npuzzle tree`: draw the search tree a search builds, as text, Graphviz
//! DOT, a Mermaid flowchart or JSON.

use super::common::{BoardArgs, Format, OutputArgs};
use super::ctx::{Ctx, Outcome};
use super::search_args::{LimitArgs, Prepared, RuleArgs, parse_algo, prepare, refuse};
use npuzzle::error::Result;
use npuzzle::render::{self, search as sview, svg_tree as view_svg, tree as view};
use npuzzle::search::{self, Options, Problem};
use npuzzle::solve::record;
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

/// Which way a picture's tree grows (`--rankdir`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RankdirArg {
    /// Root at the top.
    #[value(name = "TB", alias = "tb")]
    Tb,
    /// Root at the left.
    #[value(name = "LR", alias = "lr")]
    Lr,
}

impl RankdirArg {
    pub fn get(self) -> view_svg::Rankdir {
        match self {
            RankdirArg::Tb => view_svg::Rankdir::TopBottom,
            RankdirArg::Lr => view_svg::Rankdir::LeftRight,
        }
    }
}

/// Default for `--max-nodes-drawn` in text and JSON.
pub const DEFAULT_DRAWN: usize = 500;
/// Default for `--max-nodes-drawn` in pictures (SVG, DOT): what still reads
/// on one slide (about 60 nodes of 3x3 boards, from rendering tests).
pub const DEFAULT_DRAWN_PICTURE: usize = 60;
/// The most nodes text and JSON draw (about 30 MB of JSON).
pub const MAX_DRAWN: usize = 100_000;
/// The most nodes a picture (SVG, DOT, Mermaid) draws.
pub const MAX_DRAWN_PICTURE: usize = 2_000;

/// `--max-nodes-drawn` checked against the documented maximum of the
/// format, or its default: big drawings are refused before any search.
pub fn drawn_cap(asked: Option<usize>, format: Format) -> Result<usize> {
    let picture = matches!(
        format,
        Format::Svg | Format::Dot | Format::Mermaid | Format::Html
    );
    let (default, max) = if picture {
        (DEFAULT_DRAWN_PICTURE, MAX_DRAWN_PICTURE)
    } else {
        (DEFAULT_DRAWN, MAX_DRAWN)
    };
    match asked {
        None => Ok(default),
        Some(0) => Err(npuzzle::error::Error::problem(npuzzle::msg!(
            "usage-tree-drawn-zero"
        ))),
        Some(n) if n > max => Err(npuzzle::error::Error::problem(npuzzle::msg!(
            "usage-tree-drawn-cap",
            // The flag as it was typed.
            asked = n.to_string(),
            format = format.name(),
            max = max,
            text_max = MAX_DRAWN,
            picture_max = MAX_DRAWN_PICTURE
        ))),
        Some(n) => Ok(n),
    }
}

/// Draw the search tree: every generated node with its number, move,
/// depth, g/h/f, board and fate; the solution path highlighted.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --boards grid\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo astar --heuristic manhattan --format dot | dot -Tsvg > tree.svg\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > tree.svg\n  npuzzle tree \"2 8 3/1 6 4/7 0 5\" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html   # step through it in a browser\n  npuzzle tree 123405786 --algo bfs --format mermaid\n\nMarkers: expanded Nth (expansion order), GOAL, duplicate (discarded: state already stored), cut off (IDS/IDA* bound), never expanded (still in the frontier), f > solution cost (A*: never needed). * marks the solution path."
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
    /// counted as left out (pictures: collapsed into "+N more" nodes).
    /// Default 500 (text, json) or 60 (svg, dot, html); at most 100,000
    /// (text, json) or 2,000 (svg, dot, mermaid, html).
    #[arg(long, value_name = "N")]
    pub max_nodes_drawn: Option<usize>,
    /// Pictures (svg, dot, html): the root at the top (TB) or at the left
    /// (LR).
    #[arg(long, value_enum, value_name = "DIR")]
    pub rankdir: Option<RankdirArg>,
    /// Boards inline on the node's line, or as small grids.
    #[arg(long, value_enum, default_value_t = BoardsArg::Inline)]
    pub boards: BoardsArg,
    /// The indented tree, or the expansions in order.
    #[arg(long, value_enum, default_value_t = ViewArg::Tree)]
    pub view: ViewArg,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `--rankdir`, for the formats that have it.
pub fn rankdir(asked: Option<RankdirArg>, format: Format) -> Result<view_svg::Rankdir> {
    match asked {
        Some(_) if !matches!(format, Format::Svg | Format::Dot | Format::Html) => {
            Err(npuzzle::error::Error::problem(npuzzle::msg!(
                "usage-tree-rankdir",
                format = format.name()
            )))
        }
        Some(r) => Ok(r.get()),
        None => Ok(view_svg::Rankdir::TopBottom),
    }
}

#[derive(Serialize)]
struct Json<'a> {
    tree: view::JsonTree<'a>,
    result: sview::JsonResult,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args.output.format(
        &[
            Format::Text,
            Format::Dot,
            Format::Svg,
            Format::Mermaid,
            Format::Json,
            Format::Html,
        ],
        &mut ctx.palette,
    )?;
    // After `format`: a data format's words are English.
    let lang = ctx.lang();
    let algorithm = parse_algo(&args.algo).map_err(|e| e.context("--algo"))?;
    let options = args.rules.options(algorithm, true)?;
    let limits = args.limits.limits()?;
    let cap = drawn_cap(args.max_nodes_drawn, format)?;
    let rankdir = rankdir(args.rankdir, format)?;
    let loaded = match prepare(&args.board)? {
        Prepared::Ready(l) => l,
        Prepared::Unsolvable(l, v) => return refuse(&l, &v, format == Format::Json, ctx),
    };
    let problem = Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    if format == Format::Html {
        return html(
            &problem,
            &loaded.board,
            &options,
            &limits,
            cap,
            rankdir,
            ctx,
        );
    }
    let (result, tree) = record::tree(&problem, &options, &limits, cap)?;
    let outcome = Outcome::from_bool(result.solved());
    let caption = || {
        view::caption(
            &tree,
            &[sview::outcome_line(&result, &loaded.board, lang)],
            lang,
        )
    };
    match format {
        Format::Dot => write!(ctx.out, "{}", view::dot(&tree, &caption(), rankdir, lang))?,
        Format::Svg => write!(
            ctx.out,
            "{}",
            view_svg::tree(&tree, &caption(), rankdir, lang)
        )?,
        Format::Mermaid => write!(ctx.out, "{}", view::mermaid(&tree))?,
        Format::Json => render::stream_json(
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
            // On a terminal, a node's note goes under it when the line
            // would not fit.
            let body = match p.width {
                Some(w) => view::fit(&body, w),
                None => body,
            };
            write!(ctx.out, "{body}")?;
            writeln!(ctx.out)?;
            match &result.path {
                Some(path) => writeln!(
                    ctx.out,
                    "{}",
                    sview::tree_solution(&result, path, ctx.lang())
                )?,
                None => writeln!(
                    ctx.out,
                    "{}",
                    p.bad(&sview::stopped(&result, loaded.board.cells(), ctx.lang()))
                )?,
            }
        }
    }
    if !result.solved() && format != Format::Text {
        writeln!(
            ctx.err,
            "{}",
            sview::stopped(&result, loaded.board.cells(), ctx.lang())
        )?;
    }
    Ok(outcome)
}

/// `tree --format html`: the stepping page of one search.
fn html(
    problem: &Problem,
    board: &npuzzle::board::Board,
    options: &Options,
    limits: &search::Limits,
    cap: usize,
    rankdir: view_svg::Rankdir,
    ctx: &mut Ctx,
) -> Result<Outcome> {
    let lang = ctx.lang();
    let (result, tree) = record::for_page(problem, options, limits, cap)?;
    let outcome_text = sview::outcome_line(&result, board, ctx.lang());
    let caption = view::caption(&tree, std::slice::from_ref(&outcome_text), ctx.lang());
    let svg = view_svg::tree_with(
        &tree,
        &caption,
        rankdir,
        &view_svg::Extras {
            hooks: true,
            ..Default::default()
        },
        lang,
    );
    let steps = tree
        .steps
        .as_ref()
        .ok_or_else(|| npuzzle::error::Error::internal("the steps were not recorded"))?;
    let search = render::tree_html::Search {
        name: options.algorithm.name().to_string(),
        rules: sview::rules_line(options, ctx.lang()),
        tree: &tree,
        steps,
        outcome: outcome_text,
    };
    let title = format!(
        "{} on {}, step by step",
        sview::title(options.algorithm, ctx.lang()),
        board.to_line()
    );
    write!(
        ctx.out,
        "{}",
        render::tree_html::page(&title, &[], &[search], &svg, ctx.lang())
    )?;
    if !result.solved() {
        writeln!(
            ctx.err,
            "{}",
            sview::stopped(&result, board.cells(), ctx.lang())
        )?;
    }
    Ok(Outcome::from_bool(result.solved()))
}
