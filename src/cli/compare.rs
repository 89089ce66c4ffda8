//! `npuzzle compare`: several algorithms on one board, their trees (or a
//! summary when a tree is big) and their counts side by side.

use super::common::{BoardArgs, Format, OutputArgs};
use super::ctx::{Ctx, Outcome};
use super::search_args::{LimitArgs, Prepared, RuleArgs, parse_algo, prepare, refuse};
use npuzzle::error::{Error, Result};
use npuzzle::render::{self, search as sview, svg_tree as view_svg, tree as view};
use npuzzle::search::SearchResult;
use npuzzle::search::tree::SearchTree;
use npuzzle::search::{Algorithm, Problem};
use npuzzle::solve::record;
use serde::Serialize;

/// Run several algorithms on one board and compare what they did.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle compare \"2 8 3/1 6 4/7 0 5\" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation\n  npuzzle compare \"2 8 3/1 6 4/7 0 5\" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > compare.svg\n  npuzzle compare \"2 8 3/1 6 4/7 0 5\" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --step\n  npuzzle compare \"2 8 3/1 6 4/7 0 5\" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html\n  npuzzle compare \"8 6 7/2 5 4/3 0 1\" --algos bfs,bidir,astar,idastar\n  npuzzle compare 867254301 --algos astar,greedy --heuristic manhattan --json"
)]
pub struct Args {
    #[command(flatten)]
    pub board: BoardArgs,
    /// Comma-separated algorithms: bfs, ids, ordered, greedy, astar,
    /// idastar, bidir.
    #[arg(long, default_value = "bfs,ordered,astar", value_name = "LIST")]
    pub algos: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Draw a search's tree when it has at most this many nodes; bigger
    /// trees are summarised (text) or cut into "+N more" nodes (svg, dot).
    /// At most 2,000 (svg, dot) or 100,000 (text, json).
    #[arg(long, value_name = "N", default_value_t = 60)]
    pub max_nodes_drawn: usize,
    /// Pictures (svg, dot): the roots at the top (TB) or at the left (LR).
    #[arg(long, value_enum, value_name = "DIR")]
    pub rankdir: Option<super::tree::RankdirArg>,
    /// Leave out the elapsed-time row (for reproducible output).
    #[arg(long)]
    pub no_timing: bool,
    /// Step through the searches together, one expansion at a time: on a
    /// terminal side by side (interactive), in a pipe one after the other.
    #[arg(long)]
    pub step: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Serialize)]
struct Json<'a> {
    board: &'a npuzzle::board::Board,
    goal: &'a npuzzle::board::Board,
    results: Vec<sview::JsonResult>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args.output.format(
        &[
            Format::Text,
            Format::Json,
            Format::Svg,
            Format::Dot,
            Format::Html,
        ],
        &mut ctx.palette,
    )?;
    // After `format`: a data format's words are English.
    let lang = ctx.lang();
    let cap = super::tree::drawn_cap(Some(args.max_nodes_drawn), format)?;
    let rankdir = super::tree::rankdir(args.rankdir, format)?;
    let algorithms: Vec<Algorithm> = args
        .algos
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| parse_algo(s).map_err(|e| e.context("--algos")))
        .collect::<Result<_>>()?;
    if algorithms.is_empty() {
        return Err(Error::problem(npuzzle::msg!("usage-algos-none")));
    }
    // Each algorithm once: the list is at most the seven algorithms.
    for (i, a) in algorithms.iter().enumerate() {
        if algorithms[..i].contains(a) {
            return Err(Error::problem(npuzzle::msg!(
                "usage-algos-twice",
                name = a.name(),
                max = Algorithm::ALL.len()
            )));
        }
    }
    if args.rules.heuristic.is_some() && !algorithms.iter().any(|a| a.uses_heuristic()) {
        return Err(Error::problem(npuzzle::msg!("usage-algos-heuristic")));
    }
    if args.step {
        return super::step::compare(
            &args.board,
            &args.rules,
            &args.limits,
            &args.output,
            &algorithms,
            ctx,
        );
    }
    let limits = args.limits.limits()?;
    let loaded = match prepare(&args.board)? {
        Prepared::Ready(l) => l,
        Prepared::Unsolvable(l, v) => return refuse(&l, &v, format == Format::Json, ctx),
    };
    let problem = Problem {
        start: loaded.board.clone(),
        goal: loaded.goal.clone(),
    };
    let mut runs = Vec::new();
    for &a in &algorithms {
        let options = args.rules.options(a, false)?;
        runs.push(if format == Format::Html {
            record::for_page(&problem, &options, &limits, cap)?
        } else {
            record::tree(&problem, &options, &limits, cap)?
        });
    }
    let all_solved = runs.iter().all(|(r, _)| r.solved());
    if matches!(format, Format::Svg | Format::Dot | Format::Html) {
        let caption = vec![
            format!(
                "{} side by side",
                runs.iter()
                    .map(|(r, _)| sview::title(r.algorithm, ctx.lang()))
                    .collect::<Vec<_>>()
                    .join(" beside ")
            ),
            format!(
                "Board {}, {}",
                loaded.board.to_line(),
                render::parity::goal_line(&loaded.goal, &loaded.goal_spec, ctx.lang())
            ),
        ];
        let panels: Vec<view_svg::Panel> = runs
            .iter()
            .map(|(r, t)| view_svg::Panel {
                lines: panel_lines(r, t, ctx.lang()),
                tree: t,
            })
            .collect();
        let picture = match format {
            Format::Svg => view_svg::compare(&caption, &panels, rankdir, lang),
            Format::Html => html(&loaded, &caption, &panels, &runs, rankdir, ctx.lang())?,
            _ => compare_dot(&caption, &panels, rankdir, lang),
        };
        write!(ctx.out, "{picture}")?;
        for (r, _) in &runs {
            if !r.solved() {
                writeln!(
                    ctx.err,
                    "{}: {}",
                    r.algorithm,
                    sview::stopped(r, loaded.board.cells(), ctx.lang())
                )?;
            }
        }
        return Ok(Outcome::from_bool(all_solved));
    }
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &Json {
                board: &loaded.board,
                goal: loaded.goal.board(),
                results: runs.iter().map(|(r, _)| sview::json(r)).collect(),
            },
        )?;
        return Ok(Outcome::from_bool(all_solved));
    }
    let p = ctx.palette;
    writeln!(
        ctx.out,
        "{}",
        render::parity::board_heading(&loaded.board, &loaded.goal, &loaded.goal_spec, p)
    )?;
    writeln!(ctx.out)?;
    for (result, tree) in &runs {
        writeln!(
            ctx.out,
            "{}",
            p.heading(&format!(
                "{}: {}",
                result.algorithm,
                sview::rules_line(&result.options, ctx.lang())
            ))
        )?;
        if tree.omitted == 0 {
            write!(ctx.out, "{}", view::text(tree, p, view::BoardStyle::Inline))?;
        } else {
            let over = if result.stats.iterations > 1 {
                npuzzle::t!(lang;"search-compare-over-all")
            } else {
                String::new()
            };
            writeln!(
                ctx.out,
                "{}",
                npuzzle::t!(lang;
                    "search-compare-not-drawn",
                    generated = sview::count(result.stats.generated, lang),
                    over = over,
                    cap = args.max_nodes_drawn.to_string()
                )
            )?;
        }
        match &result.path {
            Some(path) => writeln!(ctx.out, "{}", sview::short_solution(path, ctx.lang()))?,
            None => writeln!(
                ctx.out,
                "{}",
                p.bad(&sview::stopped(result, loaded.board.cells(), ctx.lang()))
            )?,
        }
        writeln!(ctx.out)?;
    }
    writeln!(
        ctx.out,
        "{}",
        p.heading(&npuzzle::t!(lang;"search-counts-heading"))
    )?;
    let named: Vec<(String, &npuzzle::search::SearchResult)> = runs
        .iter()
        .map(|(r, _)| {
            let name = match r.options.used_heuristic() {
                Some(h) if r.algorithm.uses_heuristic() => format!("{} ({})", r.algorithm, h),
                _ => r.algorithm.to_string(),
            };
            (name, r)
        })
        .collect();
    write!(
        ctx.out,
        "{}",
        sview::table_for(&named, !args.no_timing, ctx.palette.width, ctx.lang())
    )?;
    writeln!(
        ctx.out,
        "{}",
        p.dim(&npuzzle::t!(lang;"search-compare-legend"))
    )?;
    Ok(Outcome::from_bool(all_solved))
}

/// `compare --format html`: the stepping page, the searches side by side.
fn html(
    loaded: &super::common::Loaded,
    caption: &[String],
    panels: &[view_svg::Panel],
    runs: &[(SearchResult, SearchTree)],
    rankdir: view_svg::Rankdir,
    lang: npuzzle::i18n::Lang,
) -> Result<String> {
    let svg = view_svg::compare_with(&[], panels, rankdir, true, lang);
    let searches = runs
        .iter()
        .map(|(r, t)| {
            Ok(render::tree_html::Search {
                name: r.algorithm.name().to_string(),
                rules: sview::rules_line(&r.options, lang),
                tree: t,
                steps: t
                    .steps
                    .as_ref()
                    .ok_or_else(|| Error::internal("the steps were not recorded"))?,
                outcome: sview::outcome_line(r, &loaded.board, lang),
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(render::tree_html::page(
        &format!("{}, step by step", caption[0]),
        &caption[1..],
        &searches,
        &svg,
        lang,
    ))
}

/// The heading of one panel: the algorithm and rules, its counts, and what
/// is drawn.
fn panel_lines(r: &SearchResult, t: &SearchTree, lang: npuzzle::i18n::Lang) -> Vec<String> {
    let mut lines = vec![
        sview::title(r.algorithm, lang),
        {
            // The rules without the algorithm's name (the line above).
            let rules = sview::rules_line(&r.options, lang);
            match rules.split_once("; ") {
                Some((_, rest)) => rest.to_string(),
                None => rules,
            }
        },
        format!(
            "expanded {}, generated {}, max frontier {}, length {}",
            sview::count(r.stats.expanded, lang),
            sview::count(r.stats.generated, lang),
            sview::count(r.stats.max_frontier, lang),
            r.path
                .as_ref()
                .map_or("none (stopped)".to_string(), |p| p.len().to_string())
        ),
    ];
    lines.push(if t.omitted == 0 {
        format!("all {} nodes drawn", t.nodes.len())
    } else {
        format!(
            "first {} nodes drawn; {} more in \"+N more\" nodes",
            t.nodes.len(),
            sview::count(t.omitted, lang)
        )
    });
    lines
}

/// The comparison as one Graphviz graph: a cluster per search, nodes
/// expanded by every search marked with a dot, one legend.
fn compare_dot(
    caption: &[String],
    panels: &[view_svg::Panel],
    rankdir: view_svg::Rankdir,
    lang: npuzzle::i18n::Lang,
) -> String {
    use std::fmt::Write as _;
    let trees: Vec<&SearchTree> = panels.iter().map(|p| p.tree).collect();
    let shared = view_svg::shared_expanded(&trees);
    let esc = render::escape::html;
    let mut entries = Vec::new();
    for t in &trees {
        for e in view::dot_legend(t, panels.len() > 1) {
            if !entries.iter().any(|x: &view::LegendEntry| x.4 == e.4) {
                entries.push(e);
            }
        }
    }
    let mut out = String::from("digraph compare {\n");
    // The caption, then the legend, above the panels (a legend node would
    // stretch the ranks of the clusters).
    let _ = writeln!(
        out,
        "  graph [rankdir={}, label=<<table border=\"0\"><tr><td>{}</td></tr><tr><td>{}</td></tr></table>>, labelloc=t, fontname=\"Helvetica\", fontsize=12, nodesep=0.2, ranksep=0.35];",
        if rankdir == view_svg::Rankdir::LeftRight {
            "LR"
        } else {
            "TB"
        },
        caption
            .iter()
            .map(|l| esc(l))
            .collect::<Vec<_>>()
            .join("<br/>"),
        view::dot_legend_table(&entries)
    );
    out.push_str("  node [shape=plain, fontname=\"Courier\", fontsize=11];\n");
    out.push_str("  edge [fontname=\"Helvetica\", fontsize=10, arrowsize=0.6];\n");
    for (k, p) in panels.iter().enumerate() {
        let _ = writeln!(
            out,
            "  subgraph cluster_{k} {{\n  label=<{}>; fontname=\"Helvetica\"; color=\"#c8c8c8\";",
            p.lines
                .iter()
                .map(|l| esc(l))
                .collect::<Vec<_>>()
                .join("<br/>")
        );
        view::dot_body(
            &mut out,
            p.tree,
            &format!("s{k}_"),
            (panels.len() > 1).then_some(&shared),
            lang,
        );
        out.push_str("  }\n");
    }
    out.push_str("}\n");
    out
}
