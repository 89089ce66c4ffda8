//! Search results as text and JSON: the path with its boards, the
//! statistics with their definitions, limit messages, and the side-by-side
//! table of `compare`.

use super::{Palette, grid, side_by_side};
use crate::board::{Board, Dir, moves_to_string};
use crate::search::{Algorithm, GoalTest, Options, SearchResult, Stop};
use crate::t;
use serde::Serialize;
use std::fmt::Write as _;

/// An algorithm's description for headings, in the current language
/// (`breadth-first search`; the name on the command line is
/// [`Algorithm::name`], the same in every language).
pub fn title(a: Algorithm, lang: crate::i18n::Lang) -> String {
    match a {
        Algorithm::Bfs => t!(lang; "search-algo-bfs"),
        Algorithm::Ids => t!(lang; "search-algo-ids"),
        Algorithm::Ordered => t!(lang; "search-algo-ordered"),
        Algorithm::Greedy => t!(lang; "search-algo-greedy"),
        Algorithm::Astar => t!(lang; "search-algo-astar"),
        Algorithm::Idastar => t!(lang; "search-algo-idastar"),
        Algorithm::Bidir => t!(lang; "search-algo-bidir"),
    }
}

/// `goal test at expansion`, in the current language.
pub fn goal_test_words(g: GoalTest, lang: crate::i18n::Lang) -> String {
    match g {
        GoalTest::Generation => t!(lang; "search-goal-test-generation"),
        GoalTest::Expansion => t!(lang; "search-goal-test-expansion"),
    }
}

/// One line describing the rules a search ran under.
pub fn rules_line(o: &Options, lang: crate::i18n::Lang) -> String {
    let mut parts = vec![title(o.algorithm, lang)];
    if let Some(h) = o.used_heuristic()
        && o.algorithm != Algorithm::Ordered
    {
        parts.push(format!("h = {h}"));
    }
    parts.push(t!(lang; "search-rule-order", order = o.order.letters()));
    match o.algorithm {
        Algorithm::Ids | Algorithm::Idastar => {
            parts.push(t!(lang; "search-rule-no-undo-no-closed"))
        }
        Algorithm::Bidir => {
            parts.push(t!(lang; "search-rule-closed-each-side"));
            if o.no_undo {
                parts.push(t!(lang; "search-rule-no-undo"));
            }
        }
        _ => {
            parts.push(if o.tree_search {
                t!(lang; "search-rule-tree-search")
            } else {
                t!(lang; "search-rule-graph-search")
            });
            if o.no_undo {
                parts.push(t!(lang; "search-rule-no-undo"));
            }
        }
    }
    if !o.algorithm.properties().own_goal_test {
        parts.push(goal_test_words(o.goal_test, lang));
    }
    if o.algorithm.properties().breaks_ties {
        parts.push(t!(lang; "search-rule-ties", ties = o.ties.name()));
    }
    parts.join(&t!(lang; "search-list-separator"))
}

/// The boards along a path, as grids side by side (`per_row` to a row).
pub(crate) fn path_grids(start: &Board, path: &[Dir], palette: Palette, per_row: usize) -> String {
    let lang = palette.lang;
    let mut blocks = vec![(t!(lang; "search-path-start"), grid(start, palette, &[]))];
    let mut b = start.clone();
    for (i, &d) in path.iter().enumerate() {
        let tile = b.slide(d).unwrap_or(0);
        let moved_to = b.position_of(tile);
        blocks.push((
            t!(
                lang; "search-path-caption",
                n = (i + 1).to_string(),
                dir = d.letter(),
                tile = tile.to_string()
            ),
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
pub(crate) fn path_lines(start: &Board, path: &[Dir], lang: crate::i18n::Lang) -> String {
    let mut out = format!("  0.   {}\n", start.to_line());
    let mut b = start.clone();
    for (i, &d) in path.iter().enumerate() {
        let tile = b.slide(d).unwrap_or(0);
        let _ = writeln!(
            out,
            "{:>3}. {} {}   ({})",
            i + 1,
            d.letter(),
            b.to_line(),
            t!(lang; "search-path-tile", tile = tile.to_string())
        );
    }
    out
}

/// `x` with `digits` decimals, the decimal separator of the language
/// (`4.217`, Vietnamese `4,217`).
pub(crate) fn decimal(x: f64, digits: usize, lang: crate::i18n::Lang) -> String {
    lang.decimal(x, digits)
}

/// The elapsed time of a search (`0.08 ms`, `12 ms`, `10.5 s`).
pub(crate) fn ms(r: &SearchResult, lang: crate::i18n::Lang) -> String {
    let v = r.stats.elapsed_ms();
    if v < 10.0 {
        format!("{} ms", decimal(v, 2, lang))
    } else if v < 10_000.0 {
        format!("{} ms", decimal(v, 0, lang))
    } else {
        format!("{} s", decimal(v / 1000.0, 1, lang))
    }
}

/// A count as the language writes it: `1,234,567` (Vietnamese
/// `1.234.567`).
pub fn count(n: u64, lang: crate::i18n::Lang) -> String {
    lang.number(n)
}

/// `text` padded with spaces to `width` display columns (a CJK character
/// takes two), on the right (`left` aligned) or on the left.
pub(crate) fn pad(text: &str, width: usize, left: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(super::wrap::display_width(text)));
    if left {
        format!("{text}{fill}")
    } else {
        format!("{fill}{text}")
    }
}

/// The rows of the statistics a search reports (name, value), in the
/// current language: `length` adds the solution length (and closed nodes
/// reopened, when there are any), `timing` the elapsed time (and `-` for
/// a missing b*).
pub(crate) fn stat_rows(
    r: &SearchResult,
    length: bool,
    timing: bool,
    lang: crate::i18n::Lang,
) -> Vec<(String, String)> {
    let s = &r.stats;
    let mut rows = Vec::new();
    if length {
        rows.push((
            t!(lang; "search-stat-length"),
            match &r.path {
                Some(p) => p.len().to_string(),
                None => t!(lang; "search-stat-none-found"),
            },
        ));
    }
    rows.push((t!(lang; "search-stat-expanded"), count(s.expanded, lang)));
    rows.push((t!(lang; "search-stat-generated"), count(s.generated, lang)));
    rows.push((t!(lang; "search-stat-selected"), count(s.selected, lang)));
    rows.push((
        t!(lang; "search-stat-duplicates"),
        count(s.duplicates, lang),
    ));
    if s.reopened > 0 && length {
        rows.push((t!(lang; "search-stat-reopened"), count(s.reopened, lang)));
    }
    rows.push((
        t!(lang; "search-stat-largest-frontier"),
        count(s.max_frontier, lang),
    ));
    rows.push((t!(lang; "search-stat-most-held"), count(s.max_stored, lang)));
    if s.iterations > 0 {
        rows.push((t!(lang; "search-stat-iterations"), s.iterations.to_string()));
    }
    if timing {
        rows.push((t!(lang; "search-stat-elapsed"), ms(r, lang)));
    }
    match r.effective_branching_factor() {
        Some(b) => rows.push((t!(lang; "search-stat-branching"), decimal(b, 3, lang))),
        None if timing => rows.push((t!(lang; "search-stat-branching"), "-".into())),
        None => {}
    }
    rows
}

fn stat_lines(rows: &[(String, String)], palette: Palette) -> String {
    let name_w = rows
        .iter()
        .map(|(n, _)| super::wrap::display_width(n))
        .max()
        .unwrap_or(0)
        .max(34);
    let mut out = String::new();
    for (name, value) in rows {
        let _ = writeln!(
            out,
            "  {} {}",
            pad(name, name_w, true),
            palette.number(value)
        );
    }
    out
}

/// The statistics, one per line, with the mapping onto other courses'
/// counts.
pub fn stats(r: &SearchResult, palette: Palette) -> String {
    let lang = palette.lang;
    let s = &r.stats;
    let mut out = stat_lines(&stat_rows(r, true, true, lang), palette);
    let _ = writeln!(
        out,
        "{}",
        palette.dim(&format!(
            "  {}",
            t!(
                lang; "search-stats-courses",
                selected = count(s.selected, lang),
                held = count(s.max_stored, lang),
                expanded = count(s.expanded, lang),
                total = count(s.expanded + s.frontier_at_end, lang)
            )
        ))
    );
    out
}

/// What to try when a limit stopped a search.
pub(crate) fn suggestion(r: &SearchResult, cells: usize, lang: crate::i18n::Lang) -> String {
    let o = &r.options;
    if cells > 16 {
        return t!(lang; "search-try-large");
    }
    match o.algorithm {
        Algorithm::Bfs | Algorithm::Ids | Algorithm::Bidir | Algorithm::Ordered => {
            t!(lang; "search-try-stronger")
        }
        Algorithm::Astar => {
            if o.heuristic != crate::heuristics::Heuristic::LinearConflict {
                t!(lang; "search-try-astar-lc")
            } else {
                t!(lang; "search-try-astar")
            }
        }
        Algorithm::Idastar => t!(lang; "search-try-idastar"),
        Algorithm::Greedy => t!(lang; "search-try-greedy"),
    }
}

/// The message for a search that stopped without a solution: which limit,
/// what was reached, what to try.
pub fn stopped(r: &SearchResult, cells: usize, lang: crate::i18n::Lang) -> String {
    let s = &r.stats;
    let which = match r.stop {
        Stop::NodeLimit => t!(
            lang; "search-stop-node-limit",
            generated = count(s.generated, lang),
            limit = r
                .limits
                .max_nodes
                .map_or(t!(lang; "search-none"), |n| n.to_string())
        ),
        Stop::TimeLimit => t!(
            lang; "search-stop-time-limit",
            seconds = decimal(s.elapsed.as_secs_f64(), 1, lang),
            limit = r
                .limits
                .time_limit_secs
                .map_or(t!(lang; "search-none"), |t| format!("{t}"))
        ),
        Stop::Cancelled => t!(lang; "search-stop-cancelled"),
        Stop::Stopped => t!(lang; "search-stop-observer"),
        Stop::Exhausted => t!(lang; "search-stop-exhausted"),
        Stop::Solved => return String::new(),
    };
    let mut reached = t!(
        lang; "search-reached",
        expanded = count(s.expanded, lang),
        depth = r.reached.deepest.to_string()
    );
    if let Some(lb) = r.reached.lower_bound
        && lb > 0
    {
        reached.push_str(&t!(lang; "search-reached-bound", bound = lb));
    }
    if r.stop == Stop::Exhausted {
        return t!(lang; "search-stopped-exhausted", which = which, reached = reached);
    }
    if matches!(r.stop, Stop::Cancelled | Stop::Stopped) {
        // No limit was reached: nothing to raise, nothing to try.
        return t!(
            lang; "search-stopped-interrupted",
            which = which,
            reached = reached
        );
    }
    t!(
        lang; "search-stopped",
        which = which,
        reached = reached,
        suggestion = suggestion(r, cells, lang)
    )
}

/// Why a solution is (or is not) guaranteed to be a shortest one.
pub fn optimality_note(o: &Options, lang: crate::i18n::Lang) -> String {
    match o.algorithm {
        Algorithm::Bfs => t!(lang; "search-optimal-bfs"),
        Algorithm::Ids => t!(lang; "search-optimal-ids"),
        Algorithm::Bidir => t!(lang; "search-optimal-bidir"),
        Algorithm::Greedy => t!(lang; "search-not-optimal-greedy"),
        Algorithm::Ordered | Algorithm::Astar | Algorithm::Idastar => {
            let h = o
                .used_heuristic()
                .unwrap_or(crate::heuristics::Heuristic::Misplaced);
            if !h.is_proven_admissible() {
                t!(lang; "search-not-optimal-heuristic", h = h.name())
            } else if o.algorithm != Algorithm::Idastar
                && o.goal_test == crate::search::GoalTest::Generation
            {
                t!(lang; "search-not-optimal-generation")
            } else {
                t!(lang; "search-optimal-heuristic", h = h.name())
            }
        }
    }
}

/// The moves of a path, or the words for none (`the board is already the
/// goal`).
fn moves_or(path: &[Dir], none: String) -> String {
    if path.is_empty() {
        none
    } else {
        moves_to_string(path)
    }
}

/// `Solution: 5 moves: ULLDR.` (a lesson's line; the note after the
/// moves is [`solution`]'s).
pub(crate) fn solution_line(path: &[Dir], p: Palette) -> String {
    let lang = p.lang;
    format!(
        "{}\n",
        t!(
            lang; "search-solution-line",
            heading = p.heading(&t!(lang; "search-solution-heading")),
            length = p.number(&path.len().to_string()),
            n = path.len(),
            moves = moves_or(path, t!(lang; "search-already-goal"))
        )
    )
}

/// The solution line (`Solution: N moves: ... (note).`), the key to the
/// letters, and the path: one line per board with `compact`, else grids.
pub fn solution(board: &Board, path: &[Dir], note: &str, compact: bool, p: Palette) -> String {
    let lang = p.lang;
    let mut out = format!(
        "{}\n{}\n\n",
        t!(
            lang; "search-solution-noted",
            heading = p.heading(&t!(lang; "search-solution-heading")),
            length = p.number(&path.len().to_string()),
            n = path.len(),
            moves = moves_or(path, t!(lang; "search-already-goal")),
            note = note
        ),
        p.dim(&t!(lang; "search-letters-key"))
    );
    if compact {
        out.push_str(&path_lines(board, path, lang));
        out.push('\n');
    } else {
        out.push_str(&path_grids(board, path, p, grids_per_row(board)));
    }
    out
}

/// How many grids of a path fit side by side within 80 columns: a grid is
/// width x (cell + 3) + 1 wide, a caption up to 15, gap 3.
pub(crate) fn grids_per_row(board: &Board) -> usize {
    let grid_w = board.width() * (super::cell_width(board) + 3) + 1;
    (83 / (grid_w.max(15) + 3)).clamp(1, 8)
}

/// `Solution: DR (2 moves).` (`compare`'s line under each search).
pub fn short_solution(path: &[Dir], lang: crate::i18n::Lang) -> String {
    t!(
        lang; "search-solution-short",
        moves = moves_or(path, t!(lang; "search-none-needed")),
        length = path.len()
    )
}

/// `Solution: DR (2 moves). Counts: 8 expanded, 22 generated.` (the line
/// under the text tree; IDS and IDA* add how many iterations).
pub fn tree_solution(result: &SearchResult, path: &[Dir], lang: crate::i18n::Lang) -> String {
    let iterations = if result.stats.iterations > 1 {
        t!(lang; "search-over-iterations", n = result.stats.iterations)
    } else {
        String::new()
    };
    t!(
        lang; "search-tree-solution",
        moves = moves_or(path, t!(lang; "search-none-needed")),
        length = path.len(),
        expanded = count(result.stats.expanded, lang),
        generated = count(result.stats.generated, lang),
        iterations = iterations
    )
}

/// One line under a picture: the solution and the counts, or why the
/// search stopped.
pub fn outcome_line(result: &SearchResult, board: &Board, lang: crate::i18n::Lang) -> String {
    match &result.path {
        Some(path) => t!(
            lang; "search-outcome",
            moves = moves_or(path, t!(lang; "search-none-needed")),
            length = path.len(),
            expanded = count(result.stats.expanded, lang),
            generated = count(result.stats.generated, lang),
            frontier = count(result.stats.max_frontier, lang)
        ),
        None => stopped(result, board.cells(), lang),
    }
}

/// Statistics as JSON: the counts, the time in milliseconds and b*.
#[derive(Serialize)]
pub(crate) struct JsonStats {
    #[serde(flatten)]
    pub(crate) counts: crate::search::Stats,
    pub(crate) elapsed_ms: f64,
    pub(crate) effective_branching_factor: Option<f64>,
}

/// A search result as JSON.
#[derive(Serialize)]
pub struct JsonResult {
    pub(crate) algorithm: &'static str,
    pub(crate) heuristic: Option<&'static str>,
    pub(crate) order: String,
    pub(crate) tree_search: bool,
    pub(crate) no_undo: bool,
    pub(crate) goal_test: &'static str,
    pub(crate) ties: &'static str,
    pub(crate) solved: bool,
    pub(crate) stop: &'static str,
    /// The blank's moves, e.g. "UULDR" (null when not solved).
    pub(crate) moves: Option<String>,
    pub(crate) length: Option<usize>,
    /// True when these options guarantee a shortest solution.
    pub(crate) optimal: bool,
    pub(crate) stats: JsonStats,
    pub(crate) reached: crate::search::Reached,
    pub(crate) limits: crate::search::LimitsUsed,
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

/// Why a search stopped, in words of the current language (`solved`;
/// the JSON's `stop` is [`Stop::name`], the same in every language).
pub(crate) fn stop_word(s: Stop, lang: crate::i18n::Lang) -> String {
    match s {
        Stop::Solved => t!(lang; "search-stop-word-solved"),
        Stop::Exhausted => t!(lang; "search-stop-word-exhausted"),
        Stop::NodeLimit => t!(lang; "search-stop-word-node-limit"),
        Stop::TimeLimit => t!(lang; "search-stop-word-time-limit"),
        Stop::Cancelled => t!(lang; "search-stop-word-cancelled"),
        Stop::Stopped => t!(lang; "search-stop-word-stopped"),
    }
}

/// The counts of several searches side by side (`timing` adds the
/// elapsed time row, left out of snapshots), for a terminal `width`
/// columns wide: when it does not fit,
/// a column's name is written on two lines (`astar` over
/// `(linear-conflict)`).
pub fn table_for(
    results: &[(String, &SearchResult)],
    timing: bool,
    width: Option<usize>,
    lang: crate::i18n::Lang,
) -> String {
    let full = table_with(results, timing, false, lang);
    if width.is_none_or(|w| super::wrap::widest(&full) <= w) {
        return full;
    }
    table_with(results, timing, true, lang)
}

/// The rows of a comparison (a name, then one value per search), in
/// `lang`: the terminal's table and a page's are made of them.
pub(crate) fn compare_rows(
    results: &[(String, &SearchResult)],
    timing: bool,
    lang: crate::i18n::Lang,
) -> Vec<(String, Vec<String>)> {
    let mut rows: Vec<(String, Vec<String>)> = vec![
        (
            t!(lang; "search-table-length"),
            results
                .iter()
                .map(|(_, r)| r.path.as_ref().map_or("-".into(), |p| p.len().to_string()))
                .collect(),
        ),
        (
            t!(lang; "search-table-optimal"),
            results
                .iter()
                .map(|(_, r)| {
                    if r.options.is_optimal() {
                        t!(lang; "search-yes")
                    } else {
                        t!(lang; "search-no")
                    }
                })
                .collect(),
        ),
    ];
    let mut add = |name: String, f: &dyn Fn(&SearchResult) -> String| {
        rows.push((name, results.iter().map(|(_, r)| f(r)).collect()));
    };
    add(t!(lang; "search-table-expanded"), &|r| {
        count(r.stats.expanded, lang)
    });
    add(t!(lang; "search-table-generated"), &|r| {
        count(r.stats.generated, lang)
    });
    add(t!(lang; "search-table-selected"), &|r| {
        count(r.stats.selected, lang)
    });
    add(t!(lang; "search-table-duplicates"), &|r| {
        count(r.stats.duplicates, lang)
    });
    add(t!(lang; "search-table-largest-frontier"), &|r| {
        count(r.stats.max_frontier, lang)
    });
    add(t!(lang; "search-table-most-held"), &|r| {
        count(r.stats.max_stored, lang)
    });
    add("b*".into(), &|r| {
        r.effective_branching_factor()
            .map_or("-".into(), |b| decimal(b, 3, lang))
    });
    add(t!(lang; "search-table-stopped"), &|r| {
        stop_word(r.stop, lang)
    });
    if timing {
        add(t!(lang; "search-table-elapsed"), &|r| ms(r, lang));
    }
    rows
}

fn table_with(
    results: &[(String, &SearchResult)],
    timing: bool,
    split: bool,
    lang: crate::i18n::Lang,
) -> String {
    // The column names, on one line or split before their parenthesis.
    let heads: Vec<(&str, &str)> = results
        .iter()
        .map(|(h, _)| match h.find(" (") {
            Some(at) if split => (&h[..at], &h[at + 1..]),
            _ => (h.as_str(), ""),
        })
        .collect();
    let rows = compare_rows(results, timing, lang);
    let width = super::wrap::display_width;
    let name_w = rows.iter().map(|(n, _)| width(n)).max().unwrap_or(0);
    let col_w: Vec<usize> = heads
        .iter()
        .enumerate()
        .map(|(i, (h, under))| {
            rows.iter()
                .map(|(_, v)| width(&v[i]))
                .chain([width(h), width(under)])
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
            let _ = write!(out, "  {}", pad(text, col_w[i], false));
        }
        let end = out.trim_end_matches(' ').len();
        out.truncate(end);
        out.push('\n');
    }
    for (name, values) in &rows {
        let _ = write!(out, "{}", pad(name, name_w, true));
        for (i, v) in values.iter().enumerate() {
            let _ = write!(out, "  {}", pad(v, col_w[i], false));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn numbers_follow_the_language() {
        assert_eq!(decimal(4.2174, 3, Lang::EN), "4.217");
        assert_eq!(decimal(4.2174, 3, Lang::from_code("vi").unwrap()), "4,217");
        assert_eq!(count(1234567, Lang::from_code("vi").unwrap()), "1.234.567");
        assert_eq!(count(1234567, Lang::from_code("zh").unwrap()), "1,234,567");
    }

    #[test]
    fn padding_counts_display_columns() {
        assert_eq!(pad("结点", 6, true), "结点  ");
        assert_eq!(pad("ab", 4, false), "  ab");
    }
}
