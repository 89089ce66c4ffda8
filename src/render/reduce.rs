//! Text for `reduce`, `connect` and `verify`, in the current language
//! (its words from the catalogue, its numbers grouped as it groups them).

use super::search::pad;
use super::{Palette, grid, side_by_side};
use crate::board::{Board, Goal, GoalSpec, moves_to_string};
use crate::parity::Rule;
use crate::reduce::{Class, Path, Phase, Prediction, Reduction};
use crate::statespace::{Progress, VerifyReport};
use crate::t;
use std::fmt::Write as _;

/// `1234567` → `1,234,567` (Vietnamese `1.234.567`).
pub fn thousands(n: u64, lang: crate::i18n::Lang) -> String {
    lang.number(n)
}

/// A long move string broken into lines of 60, each indented.
pub fn wrapped_moves(moves: &[crate::board::Dir], indent: &str, lang: crate::i18n::Lang) -> String {
    if moves.is_empty() {
        return format!("{indent}{}\n", t!(lang; "reduce-none"));
    }
    let text = moves_to_string(moves);
    let mut out = String::new();
    for chunk in text.as_bytes().chunks(60) {
        out.push_str(indent);
        out.push_str(std::str::from_utf8(chunk).expect("move letters are ASCII"));
        out.push('\n');
    }
    out
}

/// `n moves` in the current language.
fn moves(n: usize, lang: crate::i18n::Lang) -> String {
    t!(lang; "reduce-moves", count = thousands(n as u64, lang), n = n)
}

/// The goal as named on the command line.
pub fn goal_name(goal: &Goal, spec: &GoalSpec, lang: crate::i18n::Lang) -> String {
    match spec {
        GoalSpec::Board(_) => t!(lang; "reduce-goal-explicit", board = goal.board().to_line()),
        _ => format!("{} ({})", goal.board().to_line(), spec.name()),
    }
}

/// A class's word: even or odd.
fn class_name(c: Class, lang: crate::i18n::Lang) -> String {
    match c {
        Class::Even => t!(lang; "board-even"),
        Class::Odd => t!(lang; "board-odd"),
    }
}

/// A cell: `row 2, column 3`.
fn cell(c: &crate::reduce::Cell, lang: crate::i18n::Lang) -> String {
    t!(lang; "reduce-cell", row = c.row, column = c.column)
}

/// Boards bigger than this are shown without a grid per phase.
pub const COMPACT_ABOVE_CELLS: usize = 36;

/// Why the target is the one it is, from the numbers computed before the
/// first move.
pub fn prediction(p: &Prediction, board: &Board, goal: &Goal, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let w = board.width();
    let _ = writeln!(s, "{}", palette.heading(&t!(lang; "reduce-prediction")));
    let _ = writeln!(s, "{}", p.rule.why(w).say(lang));
    let inv = thousands(p.relative_inversions as u64, lang);
    let n = p.relative_inversions;
    let invariant = match p.rule {
        Rule::EvenWidth => t!(
            lang; "reduce-invariant-row",
            count = inv,
            n = n,
            distance = p.blank_row_distance,
            invariant = thousands(p.invariant as u64, lang)
        ),
        _ => t!(lang; "reduce-invariant", count = inv, n = n),
    };
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "reduce-board-class",
            invariant = invariant,
            parity = if p.invariant.is_multiple_of(2) {
                t!(lang; "board-even")
            } else {
                t!(lang; "board-odd")
            },
            class = class_word(p.class, palette)
        )
    );
    let (a, b) = (p.first_two[0], p.first_two[1]);
    let odd_board = goal.board().swapped(goal.home(a), goal.home(b));
    // Big boards are named rather than written out.
    let big = board.cells() > COMPACT_ABOVE_CELLS;
    let swapped = if big {
        t!(lang; "reduce-canonical-big", a = a, b = b)
    } else {
        t!(
            lang; "reduce-canonical",
            goal = goal.board().to_line(),
            a = a,
            b = b,
            odd = odd_board.to_line()
        )
    };
    let _ = writeln!(s, "{swapped}");
    if Board::blank_first(board.width(), board.height())
        .ok()
        .as_ref()
        == Some(goal.board())
    {
        let _ = writeln!(s, "{}", t!(lang; "reduce-chinese-blog"));
    }
    let target = match (big, p.class) {
        (false, _) => p.target.to_line(),
        (true, Class::Even) => t!(lang; "reduce-target-goal"),
        (true, Class::Odd) => t!(lang; "reduce-target-swapped", a = a, b = b),
    };
    let _ = writeln!(
        s,
        "{}",
        t!(lang; "reduce-target", target = palette.accent(&target))
    );
    s
}

fn class_word(c: Class, palette: Palette) -> String {
    let lang = palette.lang;
    match c {
        Class::Even => palette.good(&t!(lang; "board-even")),
        Class::Odd => palette.accent(&t!(lang; "board-odd")),
    }
}

fn phase_title(k: usize, phase: &Phase, lang: crate::i18n::Lang) -> String {
    let placed: Vec<String> = phase
        .placed
        .iter()
        .map(|p| {
            if p.from == p.to {
                t!(lang; "reduce-placed-already", tile = p.tile, cell = cell(&p.to, lang))
            } else {
                t!(
                    lang; "reduce-placed-moved",
                    tile = p.tile,
                    from = cell(&p.from, lang),
                    to = cell(&p.to, lang)
                )
            }
        })
        .collect();
    let placed = placed.join(&t!(lang; "search-list-separator"));
    let what = if phase.placed.len() == 2 {
        t!(
            lang; "reduce-phase-two",
            a = phase.placed[0].tile,
            b = phase.placed[1].tile,
            placed = placed
        )
    } else {
        t!(lang; "reduce-phase-one", placed = placed)
    };
    let line = match phase.line {
        crate::reduce::Line::Row(r) => t!(lang; "reduce-line-row", row = r),
        crate::reduce::Line::Column(c) => t!(lang; "reduce-line-column", column = c),
    };
    t!(
        lang; "reduce-phase",
        k = k + 1,
        line = line,
        what = what,
        moves = moves(phase.length, lang)
    )
}

/// The reduction as pages: the board and the prediction, one page per
/// phase, then the final region with the result. Joined, they are the
/// whole text; `--step` shows them one at a time.
pub fn reduction_pages(
    red: &Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    compact: bool,
    palette: Palette,
) -> Vec<String> {
    let lang = palette.lang;
    let board = &red.start;
    let w = board.width();
    let mut pages = Vec::new();
    let mut head = String::new();
    let _ = writeln!(
        head,
        "{}",
        t!(
            lang; "reduce-title",
            heading = palette.heading(&t!(lang; "reduce-heading")),
            size = board.size_name(),
            board = board.to_line(),
            goal = goal_name(goal, spec, lang)
        )
    );
    let _ = writeln!(head, "{}", t!(lang; "reduce-intro"));
    if !compact {
        head.push_str(&grid(board, palette, &[]));
    }
    head.push('\n');
    head.push_str(&prediction(&red.prediction, board, goal, palette));
    if compact {
        head.push('\n');
        let _ = writeln!(head, "{}", palette.heading(&t!(lang; "reduce-phases")));
    }
    pages.push(head);
    let mut phase_lines = String::new();
    for (k, phase) in red.phases.iter().enumerate() {
        if compact {
            let _ = writeln!(phase_lines, "{}", phase_title(k, phase, lang));
            continue;
        }
        let mut s = String::new();
        s.push('\n');
        let _ = writeln!(s, "{}", palette.heading(&phase_title(k, phase, lang)));
        s.push_str(&wrapped_moves(&phase.moves, "  ", lang));
        let marked: Vec<usize> = phase
            .placed
            .iter()
            .map(|p| (p.to.row - 1) * w + p.to.column - 1)
            .collect();
        s.push_str(&grid(&phase.board, palette, &marked));
        pages.push(s);
    }
    if compact && !phase_lines.is_empty() {
        pages[0].push_str(&phase_lines);
    }
    let f = &red.final_region;
    let mut s = String::new();
    s.push('\n');
    let tiles: Vec<String> = f.tiles.iter().map(|t| t.to_string()).collect();
    let _ = writeln!(
        s,
        "{}",
        palette.heading(&t!(
            lang; "reduce-final",
            top = f.top_left.row,
            bottom = f.bottom_right.row,
            left = f.top_left.column,
            right = f.bottom_right.column,
            tiles = tiles.join(" "),
            arrangements = f.searched.to_string(),
            moves = moves(f.length, lang)
        ))
    );
    if !compact {
        s.push_str(&wrapped_moves(&f.moves, "  ", lang));
    }
    s.push_str(&grid(&f.board, palette, &[]));
    s.push('\n');
    let _ = writeln!(s, "{}", palette.heading(&t!(lang; "reduce-result")));
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "reduce-reached",
            board = if compact && red.target.cells() > COMPACT_ABOVE_CELLS {
                t!(lang; "reduce-board-above")
            } else {
                red.target.to_line()
            },
            class = class_name(red.prediction.class, lang),
            predicted = palette.good(&t!(lang; "reduce-as-predicted"))
        )
    );
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "reduce-checked",
            count = thousands(red.moves.len() as u64, lang),
            n = red.moves.len()
        )
    );
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "reduce-total",
            count = palette.number(&thousands(red.moves.len() as u64, lang)),
            n = red.moves.len()
        )
    );
    let _ = writeln!(s, "{}", t!(lang; "reduce-moves-heading"));
    s.push_str(&wrapped_moves(&red.moves, "  ", lang));
    pages.push(s);
    pages
}

/// `connect` when a path exists.
pub fn connection(path: &Path, goal: &Goal, spec: &GoalSpec, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    s.push_str(&connect_title(&path.from, goal, spec, palette));
    let (from, to) = (t!(lang; "connect-from"), t!(lang; "connect-to"));
    if path.from.cells() <= COMPACT_ABOVE_CELLS {
        s.push_str(&side_by_side(
            &[
                (from.clone(), grid(&path.from, palette, &[])),
                (to.clone(), grid(&path.to, palette, &[])),
            ],
            4,
        ));
    } else {
        let width = display_width(&from).max(display_width(&to));
        let _ = writeln!(s, "{} {}", pad(&from, width, true), path.from.to_line());
        let _ = writeln!(s, "{} {}", pad(&to, width, true), path.to.to_line());
    }
    s.push('\n');
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "connect-same-class",
            class = class_name(path.class, lang),
            target = path.target.to_line()
        )
    );
    let total = path.from_length + path.to_length;
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "connect-path",
            from_moves = thousands(path.from_length as u64, lang),
            to_moves = thousands(path.to_length as u64, lang),
            sum = thousands(total as u64, lang),
            n = total,
            cancelled = thousands(path.cancelled as u64, lang),
            moves = palette.number(&moves(path.length, lang))
        )
    );
    let _ = writeln!(s, "{}", t!(lang; "connect-checked"));
    let _ = writeln!(s, "{}", t!(lang; "reduce-moves-heading"));
    s.push_str(&wrapped_moves(&path.moves, "  ", lang));
    s
}

/// `connect` when the boards are in different classes: the certificate.
pub fn apart(
    from: &Reduction,
    to: &Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    palette: Palette,
) -> String {
    let lang = palette.lang;
    let mut s = connect_title(&from.start, goal, spec, palette);
    let names = [t!(lang; "connect-from"), t!(lang; "connect-to")];
    let width = names.iter().map(|n| display_width(n)).max().unwrap_or(0);
    for (name, red) in names.iter().zip([from, to]) {
        let _ = writeln!(
            s,
            "{}",
            t!(
                lang; "connect-class-line",
                name = pad(name, width, true),
                board = red.start.to_line(),
                class = class_name(red.prediction.class, lang),
                invariant = invariant_phrase(&red.prediction, lang),
                target = red.target.to_line(),
                moves = moves(red.moves.len(), lang)
            )
        );
    }
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "connect-no-path",
            no = palette.bad(&t!(lang; "connect-no-path-word"))
        )
    );
    s
}

/// `Connect 3x3 boards, goal …` and its line break.
fn connect_title(board: &Board, goal: &Goal, spec: &GoalSpec, palette: Palette) -> String {
    let lang = palette.lang;
    format!(
        "{}\n",
        t!(
            lang; "connect-title",
            heading = palette.heading(&t!(lang; "connect-heading")),
            size = board.size_name(),
            goal = goal_name(goal, spec, lang)
        )
    )
}

fn invariant_phrase(p: &Prediction, lang: crate::i18n::Lang) -> String {
    let count = thousands(p.relative_inversions as u64, lang);
    let n = p.relative_inversions;
    match p.rule {
        Rule::EvenWidth => t!(
            lang; "connect-invariant-row",
            count = count,
            n = n,
            distance = p.blank_row_distance,
            invariant = p.invariant
        ),
        _ => t!(lang; "connect-invariant", count = count, n = n),
    }
}

fn display_width(text: &str) -> usize {
    super::wrap::display_width(text)
}

pub fn verify(r: &VerifyReport, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let n = r.width * r.height;
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "verify-title",
            heading = palette.heading(&t!(lang; "verify-heading")),
            width = r.width,
            height = r.height,
            goal = r.goal.to_line(),
            name = r.goal_name.clone(),
            n = n,
            states = thousands(r.states, lang)
        )
    );
    let equal = r.reached == r.expected;
    let labels = [
        t!(lang; "verify-reached"),
        t!(lang; "verify-expected", n = n),
    ];
    let width = labels
        .iter()
        .map(|l| display_width(l))
        .max()
        .unwrap_or(0)
        .max(18);
    let _ = writeln!(
        s,
        "{}{}",
        pad(&labels[0], width, true),
        pad(&thousands(r.reached, lang), 13, false)
    );
    let _ = writeln!(
        s,
        "{}{}  {}",
        pad(&labels[1], width, true),
        pad(&thousands(r.expected, lang), 13, false),
        if equal {
            palette.good(&t!(lang; "verify-equal"))
        } else {
            palette.bad(&t!(lang; "verify-different"))
        }
    );
    let p = &r.parity;
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "verify-parity",
            reached = thousands(p.reached_and_predicted, lang),
            unreached = thousands(p.unreached_and_predicted_unsolvable, lang),
            disagreements = thousands(
                p.reached_but_predicted_unsolvable + p.unreached_but_predicted_solvable,
                lang
            ),
            agrees = if r.agrees {
                palette.good(&t!(lang; "verify-agrees"))
            } else {
                palette.bad(&t!(lang; "verify-disagrees"))
            }
        )
    );
    if let Some(b) = &p.first_disagreement {
        let _ = writeln!(
            s,
            "{}",
            t!(lang; "verify-first-disagreement", board = b.to_line())
        );
    }
    s.push('\n');
    let _ = writeln!(s, "{}", palette.heading(&t!(lang; "verify-by-distance")));
    let distance = t!(lang; "verify-distance");
    let column = display_width(&distance).max(8);
    let _ = writeln!(
        s,
        "{}  {}",
        pad(&distance, column, true),
        pad(&t!(lang; "verify-states"), 13, false)
    );
    for (d, &c) in r.by_depth.iter().enumerate() {
        let _ = writeln!(
            s,
            "{}  {}",
            pad(&d.to_string(), column, false),
            pad(&thousands(c, lang), 13, false)
        );
    }
    let at_max = r.by_depth.last().copied().unwrap_or(0);
    let farthest = if r.farthest.is_empty() {
        String::new()
    } else {
        format!(
            ": {}{}",
            r.farthest
                .iter()
                .map(|b| b.to_line())
                .collect::<Vec<_>>()
                .join(", "),
            if (r.farthest.len() as u64) < at_max {
                ", …"
            } else {
                ""
            }
        )
    };
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "verify-largest",
            distance = palette.number(&r.max_depth.to_string()),
            count = thousands(at_max, lang),
            n = at_max,
            farthest = farthest
        )
    );
    s
}

/// One progress line for standard error.
pub fn progress_line(size: &str, p: &Progress, lang: crate::i18n::Lang) -> String {
    t!(
        lang; "verify-progress",
        size = size,
        depth = pad(&p.depth.to_string(), 2, false),
        states = pad(&thousands(p.at_depth, lang), 13, false),
        reached = pad(&thousands(p.reached, lang), 13, false),
        percent = super::search::decimal(200.0 * p.reached as f64 / p.states as f64, 1, lang),
        seconds = super::search::decimal(p.elapsed.as_secs_f64(), 1, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_groups_digits_as_the_language_does() {
        let en = crate::i18n::Lang::EN;
        assert_eq!(thousands(0, en), "0");
        assert_eq!(thousands(999, en), "999");
        assert_eq!(thousands(181_440, en), "181,440");
        assert_eq!(thousands(239_500_800, en), "239,500,800");
        let vi = crate::i18n::Lang::from_code("vi").unwrap();
        assert_eq!(thousands(181_440, vi), "181.440");
    }
}
