//! Search results as text and JSON: the path with its boards, the
//! statistics with their definitions, limit messages, and the side-by-side
//! table of `compare`.

use super::{Palette, grid, side_by_side};
use crate::board::{Board, Dir, moves_to_string};
use crate::search::{Algorithm, Options, SearchResult, Stop};
use serde::Serialize;
use std::fmt::Write as _;

/// One line describing the rules a search ran under.
pub fn rules_line(o: &Options) -> String {
    let mut parts = vec![o.algorithm.title().to_string()];
    if let Some(h) = o.used_heuristic()
        && o.algorithm != Algorithm::Ordered
    {
        parts.push(format!("h = {h}"));
    }
    parts.push(format!("moves tried in the order {}", o.order.letters()));
    match o.algorithm {
        Algorithm::Ids | Algorithm::Idastar => parts.push("no undo, no closed set".into()),
        Algorithm::Bidir => {
            parts.push("a closed set on each side".into());
            if o.no_undo {
                parts.push("no undo".into());
            }
        }
        _ => {
            parts.push(if o.tree_search {
                "tree search (no closed set)".into()
            } else {
                "graph search (closed set)".into()
            });
            if o.no_undo {
                parts.push("no undo".into());
            }
        }
    }
    if !matches!(
        o.algorithm,
        Algorithm::Ids | Algorithm::Idastar | Algorithm::Bidir
    ) {
        parts.push(format!("goal test at {}", o.goal_test.name()));
    }
    if matches!(
        o.algorithm,
        Algorithm::Ordered | Algorithm::Greedy | Algorithm::Astar
    ) {
        parts.push(format!("ties: {}", o.ties.name()));
    }
    parts.join("; ")
}

/// The boards along a path, as grids side by side (`per_row` to a row).
pub fn path_grids(start: &Board, path: &[Dir], palette: Palette, per_row: usize) -> String {
    let mut blocks = vec![("start".to_string(), grid(start, palette, &[]))];
    let mut b = start.clone();
    for (i, &d) in path.iter().enumerate() {
        let tile = b.slide(d).unwrap_or(0);
        let moved_to = b.position_of(tile);
        blocks.push((
            format!("{}: {} (tile {tile})", i + 1, d.letter()),
            grid(&b, palette, &[moved_to]),
        ));
    }
    let mut out = String::new();
    for chunk in blocks.chunks(per_row.max(1)) {
        out.push_str(&side_by_side(chunk, 3));
        out.push('\n');
    }
    out
}

/// The boards along a path, one line each.
pub fn path_lines(start: &Board, path: &[Dir]) -> String {
    let mut out = format!("  0.   {}\n", start.to_line());
    let mut b = start.clone();
    for (i, &d) in path.iter().enumerate() {
        let tile = b.slide(d).unwrap_or(0);
        let _ = writeln!(
            out,
            "{:>3}. {} {}   (tile {tile})",
            i + 1,
            d.letter(),
            b.to_line()
        );
    }
    out
}

fn ms(r: &SearchResult) -> String {
    let v = r.stats.elapsed_ms();
    if v < 10.0 {
        format!("{v:.2} ms")
    } else if v < 10_000.0 {
        format!("{v:.0} ms")
    } else {
        format!("{:.1} s", v / 1000.0)
    }
}

/// Thousands separated by commas.
pub use crate::text::count;

/// The statistics, one per line, with the mapping onto other courses'
/// counts.
pub fn stats(r: &SearchResult, palette: Palette) -> String {
    let s = &r.stats;
    let mut out = String::new();
    let mut row = |name: &str, value: String| {
        let _ = writeln!(out, "  {name:<34} {}", palette.number(&value));
    };
    match &r.path {
        Some(p) => row("solution length (moves)", p.len().to_string()),
        None => row("solution length (moves)", "none found".into()),
    }
    row("nodes expanded", count(s.expanded));
    row("nodes generated", count(s.generated));
    row("nodes selected from the frontier", count(s.selected));
    row("duplicates discarded", count(s.duplicates));
    if s.reopened > 0 {
        row("closed nodes reopened", count(s.reopened));
    }
    row("largest frontier", count(s.max_frontier));
    row("most nodes held at once", count(s.max_stored));
    if s.iterations > 0 {
        row("iterations", s.iterations.to_string());
    }
    row("elapsed", ms(r));
    match r.effective_branching_factor() {
        Some(b) => row("effective branching factor b*", format!("{b:.3}")),
        None => row("effective branching factor b*", "-".into()),
    }
    let _ = writeln!(
        out,
        "{}",
        palette.dim(&format!(
            "  (as some courses count: complexity in time = {} selected, complexity in size = {} held; the Vietnamese report: \"approved\" = {} expanded, \"total nodes\" = expanded + frontier at the end = {})",
            count(s.selected),
            count(s.max_stored),
            count(s.expanded),
            count(s.expanded + s.frontier_at_end)
        ))
    );
    out
}

/// What to try when a limit stopped a search.
pub fn suggestion(r: &SearchResult, cells: usize) -> String {
    let o = &r.options;
    if cells > 16 {
        return "--algo greedy (fast, not optimal) or `npuzzle reduce` (a constructive solution); optimal search on boards this large is usually out of reach".into();
    }
    match o.algorithm {
        Algorithm::Bfs | Algorithm::Ids | Algorithm::Bidir | Algorithm::Ordered => {
            "a stronger heuristic: --algo astar --heuristic linear-conflict, or --algo idastar (almost no memory)".into()
        }
        Algorithm::Astar => format!(
            "--algo idastar (memory stays small){}, or raise --max-nodes",
            if o.heuristic != crate::heuristics::Heuristic::LinearConflict {
                " or --heuristic linear-conflict"
            } else {
                ""
            }
        ),
        Algorithm::Idastar => {
            "raise --max-nodes, or --algo greedy for a fast solution that is not optimal".into()
        }
        Algorithm::Greedy => "raise --max-nodes".into(),
    }
}

/// The message for a search that stopped without a solution: which limit,
/// what was reached, what to try.
pub fn stopped(r: &SearchResult, cells: usize) -> String {
    let s = &r.stats;
    let which = match r.stop {
        Stop::NodeLimit => format!(
            "node limit reached: {} nodes generated (--max-nodes {})",
            count(s.generated),
            r.limits
                .max_nodes
                .map_or("none".to_string(), |n| n.to_string())
        ),
        Stop::TimeLimit => format!(
            "time limit reached: {:.1} s (--time-limit {})",
            s.elapsed.as_secs_f64(),
            r.limits
                .time_limit_secs
                .map_or("none".into(), |t| format!("{t}"))
        ),
        Stop::Cancelled => "interrupted (Ctrl-C)".to_string(),
        Stop::Stopped => "stopped by the observer".to_string(),
        Stop::Exhausted => "the frontier ran empty without reaching the goal".to_string(),
        Stop::Solved => return String::new(),
    };
    let mut reached = format!(
        "{} nodes expanded, deepest node generated at depth {}",
        count(s.expanded),
        r.reached.deepest
    );
    if let Some(lb) = r.reached.lower_bound
        && lb > 0
    {
        let _ = write!(
            reached,
            "; no solution shorter than {lb} move{} exists",
            if lb == 1 { "" } else { "s" }
        );
    }
    if r.stop == Stop::Exhausted {
        return format!("Stopped: {which}; {reached}.");
    }
    format!(
        "Stopped: {which}. Reached: {reached}. Try: {}.",
        suggestion(r, cells)
    )
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
            let h = o
                .used_heuristic()
                .unwrap_or(crate::heuristics::Heuristic::Misplaced);
            if !h.is_proven_admissible() {
                format!("not guaranteed to be the shortest: {h} is not proven admissible")
            } else if o.algorithm != Algorithm::Idastar
                && o.goal_test == crate::search::GoalTest::Generation
            {
                "not guaranteed to be the shortest: the goal was tested at generation".into()
            } else {
                format!("shortest possible: {h} never overestimates")
            }
        }
    }
}

/// The solution line (`Solution: N moves: ... (note).`), the key to the
/// letters, and the path: one line per board with `compact`, else grids.
pub fn solution(board: &Board, path: &[Dir], note: &str, compact: bool, p: Palette) -> String {
    let mut out = format!(
        "{} {} move{}: {} ({note}).\n{}\n\n",
        p.heading("Solution:"),
        p.number(&path.len().to_string()),
        if path.len() == 1 { "" } else { "s" },
        if path.is_empty() {
            "the board is already the goal".to_string()
        } else {
            moves_to_string(path)
        },
        p.dim("(letters name the direction the blank travels)")
    );
    if compact {
        out.push_str(&path_lines(board, path));
        out.push('\n');
    } else {
        out.push_str(&path_grids(board, path, p, grids_per_row(board)));
    }
    out
}

/// How many grids of a path fit side by side within 80 columns: a grid is
/// width x (cell + 3) + 1 wide, a caption up to 15, gap 3.
pub fn grids_per_row(board: &Board) -> usize {
    let grid_w = board.width() * (super::cell_width(board) + 3) + 1;
    (83 / (grid_w.max(15) + 3)).clamp(1, 8)
}

/// One line under a picture: the solution and the counts, or why the
/// search stopped.
pub fn outcome_line(result: &SearchResult, board: &Board) -> String {
    match &result.path {
        Some(path) => format!(
            "Solution: {} ({} moves). Counts: {} expanded, {} generated, largest frontier {}.",
            if path.is_empty() {
                "none needed".to_string()
            } else {
                moves_to_string(path)
            },
            path.len(),
            count(result.stats.expanded),
            count(result.stats.generated),
            count(result.stats.max_frontier)
        ),
        None => stopped(result, board.cells()),
    }
}

/// Statistics as JSON: the counts, the time in milliseconds and b*.
#[derive(Serialize)]
pub struct JsonStats {
    #[serde(flatten)]
    pub counts: crate::search::Stats,
    pub elapsed_ms: f64,
    pub effective_branching_factor: Option<f64>,
}

/// A search result as JSON.
#[derive(Serialize)]
pub struct JsonResult {
    pub algorithm: &'static str,
    pub heuristic: Option<&'static str>,
    pub order: String,
    pub tree_search: bool,
    pub no_undo: bool,
    pub goal_test: &'static str,
    pub ties: &'static str,
    pub solved: bool,
    pub stop: &'static str,
    /// The blank's moves, e.g. "UULDR" (null when not solved).
    pub moves: Option<String>,
    pub length: Option<usize>,
    /// True when these options guarantee a shortest solution.
    pub optimal: bool,
    pub stats: JsonStats,
    pub reached: crate::search::Reached,
    pub limits: crate::search::LimitsUsed,
}

pub fn json(r: &SearchResult) -> JsonResult {
    let o = &r.options;
    let s = &r.stats;
    JsonResult {
        algorithm: r.algorithm.name(),
        heuristic: o.used_heuristic().map(|h| h.name()),
        order: o.order.letters(),
        tree_search: o.tree_search,
        no_undo: o.no_undo,
        goal_test: o.goal_test.name(),
        ties: o.ties.name(),
        solved: r.solved(),
        stop: r.stop.name(),
        moves: r.path.as_ref().map(|p| moves_to_string(p)),
        length: r.path.as_ref().map(|p| p.len()),
        optimal: o.is_optimal(),
        stats: JsonStats {
            counts: s.clone(),
            elapsed_ms: (s.elapsed_ms() * 1000.0).round() / 1000.0,
            effective_branching_factor: r
                .effective_branching_factor()
                .map(|b| (b * 1000.0).round() / 1000.0),
        },
        reached: r.reached,
        limits: r.limits,
    }
}

/// The counts of several searches side by side. `timing` adds the elapsed
/// time row (left out of snapshots, where it would change every run).
pub fn table(results: &[(String, &SearchResult)], timing: bool) -> String {
    table_for(results, timing, None)
}

/// [`table`] for a terminal `width` columns wide: when it does not fit,
/// a column's name is written on two lines (`astar` over
/// `(linear-conflict)`).
pub fn table_for(
    results: &[(String, &SearchResult)],
    timing: bool,
    width: Option<usize>,
) -> String {
    let full = table_with(results, timing, false);
    if width.is_none_or(|w| super::wrap::widest(&full) <= w) {
        return full;
    }
    table_with(results, timing, true)
}

fn table_with(results: &[(String, &SearchResult)], timing: bool, split: bool) -> String {
    // The column names, on one line or split before their parenthesis.
    let heads: Vec<(&str, &str)> = results
        .iter()
        .map(|(h, _)| match h.find(" (") {
            Some(at) if split => (&h[..at], &h[at + 1..]),
            _ => (h.as_str(), ""),
        })
        .collect();
    let mut rows: Vec<(String, Vec<String>)> = vec![
        (
            "solution length".into(),
            results
                .iter()
                .map(|(_, r)| r.path.as_ref().map_or("-".into(), |p| p.len().to_string()))
                .collect(),
        ),
        (
            "optimal guaranteed".into(),
            results
                .iter()
                .map(|(_, r)| if r.options.is_optimal() { "yes" } else { "no" }.into())
                .collect(),
        ),
    ];
    let mut add = |name: &str, f: &dyn Fn(&SearchResult) -> String| {
        rows.push((name.into(), results.iter().map(|(_, r)| f(r)).collect()));
    };
    add("expanded", &|r| count(r.stats.expanded));
    add("generated", &|r| count(r.stats.generated));
    add("selected", &|r| count(r.stats.selected));
    add("duplicates", &|r| count(r.stats.duplicates));
    add("largest frontier", &|r| count(r.stats.max_frontier));
    add("most held at once", &|r| count(r.stats.max_stored));
    add("b*", &|r| {
        r.effective_branching_factor()
            .map_or("-".into(), |b| format!("{b:.3}"))
    });
    add("stopped", &|r| r.stop.name().into());
    if timing {
        add("elapsed", &ms);
    }
    let name_w = rows.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    let col_w: Vec<usize> = heads
        .iter()
        .enumerate()
        .map(|(i, (h, under))| {
            rows.iter()
                .map(|(_, v)| v[i].chars().count())
                .chain([h.chars().count(), under.chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    let lines = if heads.iter().any(|(_, u)| !u.is_empty()) {
        2
    } else {
        1
    };
    for line in 0..lines {
        let _ = write!(out, "{:<name_w$}", "");
        for (i, (h, under)) in heads.iter().enumerate() {
            let text = if line == 0 { h } else { under };
            let _ = write!(out, "  {:>w$}", text, w = col_w[i]);
        }
        let end = out.trim_end_matches(' ').len();
        out.truncate(end);
        out.push('\n');
    }
    for (name, values) in &rows {
        let _ = write!(out, "{name:<name_w$}");
        for (i, v) in values.iter().enumerate() {
            let _ = write!(out, "  {:>w$}", v, w = col_w[i]);
        }
        out.push('\n');
    }
    out
}
