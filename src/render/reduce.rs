//! Text for `reduce`, `connect` and `verify`, in the current language
//! (its words from the catalogue, its numbers grouped as it groups them).

use super::Palette;
use super::report::{self, Columns, Mark, Part, Table};
use super::search::pad;
use crate::board::{Board, Goal, GoalSpec};
use crate::i18n::Lang;
use crate::parity::Rule;
use crate::reduce::{Class, Path, Phase, Prediction, Reduction};
use crate::statespace::{Progress, VerifyReport};
use crate::t;

/// `1234567` → `1,234,567` (Vietnamese `1.234.567`).
pub(crate) fn thousands(n: u64, lang: crate::i18n::Lang) -> String {
    lang.number(n)
}

/// `n moves` in the current language.
fn moves(n: usize, lang: crate::i18n::Lang) -> String {
    t!(lang; "reduce-moves", count = thousands(n as u64, lang), n = n)
}

/// The goal as named on the command line.
pub(crate) fn goal_name(goal: &Goal, spec: &GoalSpec, lang: crate::i18n::Lang) -> String {
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

/// How a marked word is set off (the terminal colours it, a page makes it
/// strong).
pub(crate) type Marker<'m> = &'m dyn Fn(&str, Mark) -> String;

/// Why the target is the one it is, from the numbers computed before the
/// first move.
fn prediction<'a>(
    out: &mut Vec<Part<'a>>,
    p: &Prediction,
    board: &Board,
    goal: &Goal,
    lang: Lang,
    mark: Marker,
) {
    let w = board.width();
    out.push(Part::Heading(t!(lang; "reduce-prediction")));
    out.push(Part::Line(p.rule.why(w).say(lang)));
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
    let class = match p.class {
        Class::Even => mark(&t!(lang; "board-even"), Mark::Good),
        Class::Odd => mark(&t!(lang; "board-odd"), Mark::Accent),
    };
    out.push(Part::Line(t!(
        lang; "reduce-board-class",
        invariant = invariant,
        parity = if p.invariant.is_multiple_of(2) {
            t!(lang; "board-even")
        } else {
            t!(lang; "board-odd")
        },
        class = class
    )));
    let (a, b) = (p.first_two[0], p.first_two[1]);
    let odd_board = goal.board().swapped(goal.home(a), goal.home(b));
    // Big boards are named rather than written out.
    let big = board.cells() > COMPACT_ABOVE_CELLS;
    out.push(Part::Line(if big {
        t!(lang; "reduce-canonical-big", a = a, b = b)
    } else {
        t!(
            lang; "reduce-canonical",
            goal = goal.board().to_line(),
            a = a,
            b = b,
            odd = odd_board.to_line()
        )
    }));
    if Board::blank_first(board.width(), board.height())
        .ok()
        .as_ref()
        == Some(goal.board())
    {
        out.push(Part::Line(t!(lang; "reduce-chinese-blog")));
    }
    let target = match (big, p.class) {
        (false, _) => p.target.to_line(),
        (true, Class::Even) => t!(lang; "reduce-target-goal"),
        (true, Class::Odd) => t!(lang; "reduce-target-swapped", a = a, b = b),
    };
    out.push(Part::Line(t!(
        lang; "reduce-target",
        target = mark(&target, Mark::Accent)
    )));
}

fn phase_title(k: usize, phase: &Phase, lang: Lang) -> String {
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

/// The reduction: the board and the prediction, one page per phase, then
/// the final region with the result (`compact`: the phases as one list,
/// no boards but the last).
pub(crate) fn reduction<'a>(
    red: &'a Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    compact: bool,
    lang: Lang,
    mark: Marker,
) -> Vec<Part<'a>> {
    let board = &red.start;
    let w = board.width();
    let mut out = vec![
        Part::Line(t!(
            lang; "reduce-title",
            heading = mark(&t!(lang; "reduce-heading"), Mark::Heading),
            size = board.size_name(),
            board = board.to_line(),
            goal = goal_name(goal, spec, lang)
        )),
        Part::Line(t!(lang; "reduce-intro")),
    ];
    if !compact {
        out.push(Part::Board(board, Vec::new()));
    }
    out.push(Part::Gap);
    prediction(&mut out, &red.prediction, board, goal, lang, mark);
    if compact {
        out.push(Part::Gap);
        out.push(Part::Heading(t!(lang; "reduce-phases")));
        for (k, phase) in red.phases.iter().enumerate() {
            out.push(Part::Line(phase_title(k, phase, lang)));
        }
    }
    out.push(Part::Page);
    if !compact {
        for (k, phase) in red.phases.iter().enumerate() {
            out.push(Part::Gap);
            out.push(Part::Heading(phase_title(k, phase, lang)));
            out.push(Part::Moves(&phase.moves));
            let marked: Vec<usize> = phase
                .placed
                .iter()
                .map(|p| (p.to.row - 1) * w + p.to.column - 1)
                .collect();
            out.push(Part::Board(&phase.board, marked));
            out.push(Part::Page);
        }
    }
    let f = &red.final_region;
    out.push(Part::Gap);
    let tiles: Vec<String> = f.tiles.iter().map(|t| t.to_string()).collect();
    out.push(Part::Heading(t!(
        lang; "reduce-final",
        top = f.top_left.row,
        bottom = f.bottom_right.row,
        left = f.top_left.column,
        right = f.bottom_right.column,
        tiles = tiles.join(" "),
        arrangements = f.searched.to_string(),
        moves = moves(f.length, lang)
    )));
    if !compact {
        out.push(Part::Moves(&f.moves));
    }
    out.push(Part::Board(&f.board, Vec::new()));
    out.push(Part::Gap);
    out.push(Part::Heading(t!(lang; "reduce-result")));
    out.push(Part::Line(t!(
        lang; "reduce-reached",
        board = if compact && red.target.cells() > COMPACT_ABOVE_CELLS {
            t!(lang; "reduce-board-above")
        } else {
            red.target.to_line()
        },
        class = class_name(red.prediction.class, lang),
        predicted = mark(&t!(lang; "reduce-as-predicted"), Mark::Good)
    )));
    out.push(Part::Line(t!(
        lang; "reduce-checked",
        count = thousands(red.moves.len() as u64, lang),
        n = red.moves.len()
    )));
    out.push(Part::Line(t!(
        lang; "reduce-total",
        count = mark(&thousands(red.moves.len() as u64, lang), Mark::Number),
        n = red.moves.len()
    )));
    out.push(Part::Line(t!(lang; "reduce-moves-heading")));
    out.push(Part::Moves(&red.moves));
    out
}

/// The reduction as a terminal shows it, one page per phase: joined,
/// they are the whole text; `--step` shows them one at a time.
pub fn reduction_pages(
    red: &Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    compact: bool,
    palette: Palette,
) -> Vec<String> {
    let mark = report::terminal_mark(palette);
    let parts = reduction(red, goal, spec, compact, palette.lang, &mark);
    report::pages(&parts, palette)
}

/// `connect` when a path exists.
pub(crate) fn connection_parts<'a>(
    path: &'a Path,
    goal: &Goal,
    spec: &GoalSpec,
    lang: Lang,
    mark: Marker,
) -> Vec<Part<'a>> {
    let mut out = vec![connect_title(&path.from, goal, spec, lang, mark)];
    out.push(Part::Boards(
        vec![
            (t!(lang; "connect-from"), &path.from),
            (t!(lang; "connect-to"), &path.to),
        ],
        path.from.cells() <= COMPACT_ABOVE_CELLS,
    ));
    out.push(Part::Gap);
    out.push(Part::Line(t!(
        lang; "connect-same-class",
        class = class_name(path.class, lang),
        target = path.target.to_line()
    )));
    let total = path.from_length + path.to_length;
    out.push(Part::Line(t!(
        lang; "connect-path",
        from_moves = thousands(path.from_length as u64, lang),
        to_moves = thousands(path.to_length as u64, lang),
        sum = thousands(total as u64, lang),
        n = total,
        cancelled = thousands(path.cancelled as u64, lang),
        moves = mark(&moves(path.length, lang), Mark::Number)
    )));
    out.push(Part::Line(t!(lang; "connect-checked")));
    out.push(Part::Line(t!(lang; "reduce-moves-heading")));
    out.push(Part::Moves(&path.moves));
    out
}

/// `connect` when a path exists, as a terminal shows it.
pub fn connection(path: &Path, goal: &Goal, spec: &GoalSpec, palette: Palette) -> String {
    let mark = report::terminal_mark(palette);
    report::text(
        &connection_parts(path, goal, spec, palette.lang, &mark),
        palette,
    )
}

/// `connect` when the boards are in different classes: the certificate.
pub(crate) fn apart_parts(
    from: &Reduction,
    to: &Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    lang: Lang,
    mark: Marker,
) -> Vec<Part<'static>> {
    let mut out = vec![connect_title(&from.start, goal, spec, lang, mark)];
    let names = [t!(lang; "connect-from"), t!(lang; "connect-to")];
    let width = names.iter().map(|n| display_width(n)).max().unwrap_or(0);
    for (name, red) in names.iter().zip([from, to]) {
        out.push(Part::Line(t!(
            lang; "connect-class-line",
            name = pad(name, width, true),
            board = red.start.to_line(),
            class = class_name(red.prediction.class, lang),
            invariant = invariant_phrase(&red.prediction, lang),
            target = red.target.to_line(),
            moves = moves(red.moves.len(), lang)
        )));
    }
    out.push(Part::Line(t!(
        lang; "connect-no-path",
        no = mark(&t!(lang; "connect-no-path-word"), Mark::Bad)
    )));
    out
}

/// `connect` when the boards are in different classes, as a terminal
/// shows it.
pub fn apart(
    from: &Reduction,
    to: &Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    palette: Palette,
) -> String {
    let mark = report::terminal_mark(palette);
    report::text(
        &apart_parts(from, to, goal, spec, palette.lang, &mark),
        palette,
    )
}

/// `Connect 3x3 boards, goal …`.
fn connect_title(
    board: &Board,
    goal: &Goal,
    spec: &GoalSpec,
    lang: Lang,
    mark: Marker,
) -> Part<'static> {
    Part::Line(t!(
        lang; "connect-title",
        heading = mark(&t!(lang; "connect-heading"), Mark::Heading),
        size = board.size_name(),
        goal = goal_name(goal, spec, lang)
    ))
}

fn invariant_phrase(p: &Prediction, lang: Lang) -> String {
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

/// `verify`: the states reached against the count the parity rule
/// predicts, and how many lie at each distance from the goal.
pub(crate) fn verify_parts(r: &VerifyReport, lang: Lang, mark: Marker) -> Vec<Part<'static>> {
    let n = r.width * r.height;
    let mut out = vec![Part::Line(t!(
        lang; "verify-title",
        heading = mark(&t!(lang; "verify-heading"), Mark::Heading),
        width = r.width,
        height = r.height,
        goal = r.goal.to_line(),
        name = r.goal_name.clone(),
        n = n,
        states = thousands(r.states, lang)
    ))];
    let equal = if r.reached == r.expected {
        mark(&t!(lang; "verify-equal"), Mark::Good)
    } else {
        mark(&t!(lang; "verify-different"), Mark::Bad)
    };
    out.push(Part::Table(
        Table {
            head: Vec::new(),
            rows: vec![
                vec![
                    t!(lang; "verify-reached"),
                    thousands(r.reached, lang),
                    String::new(),
                ],
                vec![
                    t!(lang; "verify-expected", n = n),
                    thousands(r.expected, lang),
                    equal,
                ],
            ],
            numeric: vec![false, true, false],
        },
        Columns {
            min: vec![18, 13, 0],
            gap: vec![0, 0, 2],
            right: vec![false, true, false],
            head_right: Vec::new(),
        },
    ));
    let p = &r.parity;
    out.push(Part::Line(t!(
        lang; "verify-parity",
        reached = thousands(p.reached_and_predicted, lang),
        unreached = thousands(p.unreached_and_predicted_unsolvable, lang),
        disagreements = thousands(
            p.reached_but_predicted_unsolvable + p.unreached_but_predicted_solvable,
            lang
        ),
        agrees = if r.agrees {
            mark(&t!(lang; "verify-agrees"), Mark::Good)
        } else {
            mark(&t!(lang; "verify-disagrees"), Mark::Bad)
        }
    )));
    if let Some(b) = &p.first_disagreement {
        out.push(Part::Line(t!(
            lang; "verify-first-disagreement",
            board = b.to_line()
        )));
    }
    out.push(Part::Gap);
    out.push(Part::Heading(t!(lang; "verify-by-distance")));
    out.push(Part::Table(
        Table {
            head: vec![t!(lang; "verify-distance"), t!(lang; "verify-states")],
            rows: r
                .by_depth
                .iter()
                .enumerate()
                .map(|(d, &c)| vec![d.to_string(), thousands(c, lang)])
                .collect(),
            numeric: vec![true, true],
        },
        Columns {
            min: vec![8, 13],
            gap: vec![0, 2],
            right: vec![true, true],
            head_right: vec![false, true],
        },
    ));
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
    out.push(Part::Line(t!(
        lang; "verify-largest",
        distance = mark(&r.max_depth.to_string(), Mark::Number),
        count = thousands(at_max, lang),
        n = at_max,
        farthest = farthest
    )));
    out
}

/// `verify`'s report as a terminal shows it.
pub fn verify(r: &VerifyReport, palette: Palette) -> String {
    let mark = report::terminal_mark(palette);
    report::text(&verify_parts(r, palette.lang, &mark), palette)
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
