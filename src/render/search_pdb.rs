//! The report of a pattern-database search (`solve` on 4x4 by default, on
//! 5x5 with the 6-6-6-6 tables, `--heuristic pdb`): the search and its
//! heuristic, h(start), the solution or why it stopped, and the
//! statistics, laid out as `render::search` lays out the other searches,
//! in the current language with its number format.

use super::Palette;
use super::search::{count, decimal, pad};
use crate::board::Board;
use crate::optimal::{PdbVariant, Pruning};
use crate::search::Stop;
use crate::solve::DatabaseRun;
use crate::t;
use std::fmt::Write as _;

/// The tables' partition: `6-6-3` on 4x4, `6-6-6-6` on 5x5.
pub(crate) fn partition(side: usize) -> &'static str {
    if side == 5 { "6-6-6-6" } else { "6-6-3" }
}

/// Why an answer resting on cached tables of a goal that is not a preset
/// is not a proof.
pub(crate) fn unproved(lang: crate::i18n::Lang) -> String {
    t!(lang; "pdb-unproved")
}

/// What is said when Ctrl-C stops a build of the tables.
pub fn build_interrupted(lang: crate::i18n::Lang) -> String {
    t!(lang; "pdb-build-interrupted")
}

/// The lines before the search: the rules, h(start) beside Manhattan with
/// linear conflict (`lc`), and with `explain` how the tables bound the
/// distance.
pub fn heading(run: &DatabaseRun, lc: u32, explain: bool, p: Palette) -> String {
    let lang = p.lang;
    let rules = [
        match run.variant {
            PdbVariant::Plain => t!(lang; "pdb-rules", partition = partition(run.side)),
            PdbVariant::SevenEight => t!(lang; "pdb-rules", partition = "7-8"),
            PdbVariant::SevenEightDual => t!(lang; "pdb-rules-dual", partition = "7-8"),
            PdbVariant::Dual => t!(lang; "pdb-rules-dual", partition = partition(run.side)),
            PdbVariant::DualNoBpmx => {
                t!(lang; "pdb-rules-dual-no-bpmx", partition = partition(run.side))
            }
            PdbVariant::DualSearch => {
                t!(lang; "pdb-rules-dual-search", partition = partition(run.side))
            }
            PdbVariant::DualSearchAny => {
                t!(lang; "pdb-rules-dual-search-any", partition = partition(run.side))
            }
        },
        match run.pruning {
            Pruning::Parent => t!(lang; "search-rule-no-undo-no-closed"),
            Pruning::Duplicates => {
                let (count, moves) = run.pruning.sequences();
                t!(
                    lang; "pdb-rule-duplicates",
                    count = super::search::count(count as u64, lang),
                    moves = moves.to_string()
                )
            }
        },
    ]
    .into_iter()
    .chain(
        run.order
            .map(|o| t!(lang; "search-rule-order", order = crate::search::MoveOrder(o).letters())),
    )
    .collect::<Vec<_>>()
    .join(&t!(lang; "search-list-separator"));
    let mut out = format!("{}\n", t!(lang; "search-rules-heading", rules = rules));
    let _ = writeln!(
        out,
        "{}",
        t!(
            lang; "search-h-start",
            value = p.number(&run.h_start.to_string()),
            h = t!(lang; "pdb-h-beside", lc = lc.to_string())
        )
    );
    if explain {
        let tiles = run.side * run.side - 1;
        let _ = writeln!(
            out,
            "\n{}",
            t!(
                lang; "pdb-explain",
                tiles = tiles.to_string(),
                partition = if run.variant.seven_eight() {
                    "7-8"
                } else {
                    partition(run.side)
                }
            )
        );
        if matches!(
            run.variant,
            PdbVariant::Dual
                | PdbVariant::DualNoBpmx
                | PdbVariant::DualSearch
                | PdbVariant::DualSearchAny
        ) {
            let _ = writeln!(out, "{}", t!(lang; "pdb-explain-dual"));
            if run.side == 4 {
                // The example group: the blank-first goal's that walls
                // cell 0 in.
                let first = crate::board::Board::blank_first(4, 4).map(|g| {
                    let group = &crate::pdb::partition(&g, false)[0];
                    group
                        .tiles
                        .iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                });
                let group = first.unwrap_or_default();
                let _ = writeln!(
                    out,
                    "{}",
                    t!(lang; "pdb-explain-dual-region", group = group)
                );
            }
        }
        if run.variant == PdbVariant::DualSearch {
            let _ = writeln!(out, "{}", t!(lang; "pdb-explain-dual-search"));
        }
        if run.variant == PdbVariant::DualSearchAny {
            let _ = writeln!(out, "{}", t!(lang; "pdb-explain-dual-search-any"));
        }
        if run.variant == PdbVariant::SevenEightDual {
            let _ = writeln!(out, "{}", t!(lang; "pdb-explain-dual-78"));
        }
    }
    out
}

/// The note after the solution's length: proved shortest, or why not.
pub(crate) fn optimality(run: &DatabaseRun, lang: crate::i18n::Lang) -> String {
    if run.proved {
        t!(lang; "pdb-optimal")
    } else {
        t!(lang; "pdb-not-proved", why = unproved(lang))
    }
}

/// Why the search stopped, what it proved, and what to try.
pub fn stopped(run: &DatabaseRun, lang: crate::i18n::Lang) -> String {
    let which = match run.stop {
        Stop::TimeLimit => t!(lang; "pdb-stop-time-limit"),
        Stop::Cancelled => t!(lang; "pdb-stop-cancelled"),
        _ => t!(lang; "pdb-stop-node-limit"),
    };
    let bound = match run.lower_bound {
        Some(lb) => t!(lang; "pdb-bound", bound = lb),
        None => t!(lang; "pdb-no-bound", why = unproved(lang)),
    };
    t!(
        lang; "pdb-stopped",
        which = which,
        generated = count(run.generated, lang),
        seconds = decimal(run.elapsed.as_secs_f64(), 1, lang),
        bound = bound
    )
}

/// The statistics, one per line, and what IDA*'s counts mean.
pub(crate) fn stats(run: &DatabaseRun, p: Palette) -> String {
    let lang = p.lang;
    let ms = run.elapsed.as_secs_f64() * 1000.0;
    let elapsed = if ms < 10_000.0 {
        format!("{} ms", decimal(ms, 1, lang))
    } else {
        format!("{} s", decimal(ms / 1000.0, 1, lang))
    };
    let bounds = run
        .thresholds
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(&t!(lang; "pdb-bounds-separator"));
    let jumps = run
        .jumps
        .map(|j| (t!(lang; "pdb-stat-jumps"), count(j, lang)));
    let rows = [
        (
            t!(lang; "search-stat-length"),
            run.path
                .as_ref()
                .map_or(t!(lang; "search-stat-none-found"), |p| p.len().to_string()),
        ),
        (t!(lang; "search-stat-expanded"), count(run.expanded, lang)),
        (
            t!(lang; "search-stat-generated"),
            count(run.generated, lang),
        ),
    ]
    .into_iter()
    .chain(jumps)
    .chain([
        (
            t!(lang; "pdb-stat-iterations"),
            format!("{} ({bounds})", run.thresholds.len()),
        ),
        (t!(lang; "pdb-stat-elapsed"), elapsed),
        (
            t!(lang; "search-stat-branching"),
            run.effective_branching_factor()
                .map_or("-".into(), |b| decimal(b, 3, lang)),
        ),
    ])
    .collect::<Vec<_>>();
    let width = rows
        .iter()
        .map(|(n, _)| super::wrap::display_width(n))
        .max()
        .unwrap_or(0)
        .max(34);
    let mut out = format!("{}\n", p.heading(&t!(lang; "search-statistics")));
    for (name, value) in &rows {
        let _ = writeln!(out, "  {} {}", pad(name, width, true), p.number(value));
    }
    let _ = writeln!(
        out,
        "{}",
        p.dim(&format!(
            "  {}",
            match (run.pruning, run.order) {
                (_, Some(_)) => t!(lang; "pdb-note-idastar-order"),
                (Pruning::Parent, None) => t!(lang; "pdb-note-idastar"),
                (Pruning::Duplicates, None) => t!(lang; "pdb-note-idastar-duplicates"),
            }
        ))
    );
    if let Some(threads) = run.parallel_last {
        let _ = writeln!(
            out,
            "{}",
            p.dim(&format!(
                "  {}",
                t!(lang; "pdb-note-threads", threads = threads.to_string())
            ))
        );
    }
    out
}

/// The whole report after the heading: the solution (or why the search
/// stopped) and the statistics.
pub fn report(run: &DatabaseRun, board: &Board, compact: bool, p: Palette) -> String {
    let lang = p.lang;
    let mut out = String::new();
    match &run.path {
        Some(path) => out.push_str(&super::search::solution(
            board,
            path,
            &optimality(run, lang),
            compact,
            p,
        )),
        None => {
            let _ = writeln!(out, "{}\n", p.bad(&stopped(run, lang)));
        }
    }
    out.push_str(&stats(run, p));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, scoped};
    use std::time::Duration;

    fn run(side: usize) -> DatabaseRun {
        DatabaseRun {
            side,
            variant: crate::optimal::PdbVariant::Plain,
            pruning: Pruning::Parent,
            order: None,
            path: None,
            stop: Stop::NodeLimit,
            h_start: 100,
            verified: true,
            proved: true,
            lower_bound: Some(102),
            expanded: 1234,
            generated: 5678,
            jumps: None,
            thresholds: vec![100, 102],
            elapsed: Duration::from_millis(1500),
            parallel_last: None,
        }
    }

    #[test]
    fn the_report_names_the_tables_of_the_boards_size() {
        // English words whatever the thread's language: the palette's.
        scoped(Lang::from_code("vi").unwrap(), || {
            let four = heading(&run(4), 90, true, Palette::plain(Lang::EN));
            assert!(four.contains("additive 6-6-3 pattern databases"), "{four}");
            assert!(four.contains("The 15 tiles are split into groups (6-6-3)"));
            let five = heading(&run(5), 90, true, Palette::plain(Lang::EN));
            assert!(
                five.contains("additive 6-6-6-6 pattern databases"),
                "{five}"
            );
            assert!(five.contains("The 24 tiles are split into groups (6-6-6-6)"));
            assert!(!five.contains("6-6-3") && !five.contains(" 15 "), "{five}");
        })
    }

    #[test]
    fn numbers_follow_the_language() {
        let vi = report(
            &run(4),
            &Board::blank_last(4, 4).unwrap(),
            true,
            Palette::plain(Lang::from_code("vi").unwrap()),
        );
        // Thousands with a dot, decimals with a comma, f bounds apart with
        // a semicolon (a comma would read as a decimal).
        assert!(vi.contains("5.678"), "{vi}");
        assert!(vi.contains("1,5 s"), "{vi}");
        assert!(vi.contains("2 (100; 102)"), "{vi}");
        assert!(vi.contains("102 nước đi"), "{vi}");
    }
}
