//! The live panel of `npuzzle play` beside (or under) the board, and the
//! last move's table as `trace --compact` writes it, in a language given
//! as a value: lines of styled spans that fit a width, every word measured
//! in display columns (a CJK character takes two). Also the spans the
//! whole screen ([`super::play_screen`]) is made of.

use super::play_words::{direction, parity_word, verdict};
use crate::i18n::Lang;
use crate::play::panel::Panel;
use crate::proof::Trace;
use crate::render::proof_row::{delta_sum, invariant_sum, signed, tiles};
use crate::t;

/// How a span is painted (the front end maps these to colours, or to
/// nothing with `NO_COLOR`: the text alone must read).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Plain,
    Title,
    Label,
    Border,
    /// The tile that moved last.
    Moved,
    /// A tile on its goal cell.
    Home,
    Good,
    Bad,
    Accent,
    Dim,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    pub style: Style,
}

pub(super) fn span(text: impl Into<String>, style: Style) -> Span {
    Span {
        text: text.into(),
        style,
    }
}

/// The columns a text takes on a terminal (a CJK character two).
pub(super) fn columns(text: &str) -> usize {
    textwrap::core::display_width(text)
}

/// `text` padded with spaces to `width` columns.
fn pad(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(columns(text))))
}

/// `text` wrapped at `width` columns, every line in `style`.
pub(super) fn wrapped(text: &str, style: Style, width: usize) -> Vec<Vec<Span>> {
    textwrap::wrap(text, width.max(10))
        .into_iter()
        .map(|l| vec![span(l.into_owned(), style)])
        .collect()
}

/// The panel's labels in `lang`; a sub-label (of the line above) is
/// indented by two spaces.
struct Labels {
    moves: String,
    inversions: String,
    last_move: String,
    blank_row: String,
    invariant: String,
    goals: String,
    verdict: String,
    manhattan: String,
    /// The column the values start at: 12, or two past the widest label.
    width: usize,
}

impl Labels {
    fn new(lang: Lang) -> Labels {
        let mut l = Labels {
            moves: t!(lang; "play-label-moves"),
            inversions: t!(lang; "play-label-inversions"),
            last_move: format!("  {}", t!(lang; "play-label-last-move")),
            blank_row: t!(lang; "play-label-blank-row"),
            invariant: t!(lang; "play-label-invariant"),
            goals: format!("  {}", t!(lang; "play-label-goals")),
            verdict: t!(lang; "play-label-verdict"),
            manhattan: t!(lang; "play-label-manhattan"),
            width: 0,
        };
        l.width = [
            &l.moves,
            &l.inversions,
            &l.last_move,
            &l.blank_row,
            &l.invariant,
            &l.goals,
            &l.verdict,
            &l.manhattan,
        ]
        .iter()
        .map(|s| columns(s))
        .max()
        .unwrap_or(0);
        // Two spaces after the widest label when it does not fit in 12.
        l.width = if l.width < 12 { 12 } else { l.width + 2 };
        l
    }
}

/// Wrap `text` at `width`, the first line after a label, the others
/// indented under the text.
fn labelled(
    labels: &Labels,
    label: &str,
    text: &str,
    style: Style,
    width: usize,
) -> Vec<Vec<Span>> {
    let lw = labels.width;
    let avail = width.saturating_sub(lw).max(10);
    textwrap::wrap(text, avail)
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let head = if i == 0 {
                pad(label, lw)
            } else {
                " ".repeat(lw)
            };
            vec![span(head, Style::Label), span(l.into_owned(), style)]
        })
        .collect()
}

/// The invariant as `trace` writes it (`12 + 2 = 14 even`).
fn invariant(
    lang: Lang,
    trace: &Trace,
    inversions: usize,
    blank_row: usize,
    value: usize,
    parity: crate::parity::Parity,
) -> String {
    let value = invariant_sum(trace, inversions, blank_row, value);
    t!(lang; "play-invariant", value = value, parity = parity_word(lang, parity))
}

/// The panel's lines in `width` columns.
pub(crate) fn panel_lines(lang: Lang, p: &Panel, width: usize) -> Vec<Vec<Span>> {
    let labels = Labels::new(lang);
    let line = |label: &str, text: &str, style: Style| labelled(&labels, label, text, style, width);
    let mut out = Vec::new();
    out.extend(line(&labels.moves, &p.moves.to_string(), Style::Accent));
    out.extend(line(
        &labels.inversions,
        &p.inversions.to_string(),
        Style::Accent,
    ));
    if let Some(l) = &p.last {
        let tile = l.tile.to_string();
        let what = if l.jumped.is_empty() {
            t!(lang; "play-last-jumped-nothing", tile = tile)
        } else {
            let (tiles, delta) = (tiles(&l.jumped), signed(l.delta_inversions));
            t!(lang;
                "play-last-jumped",
                tile = tile,
                tiles = tiles,
                delta = delta
            )
        };
        out.extend(line(&labels.last_move, &what, Style::Plain));
    }
    let row = match p.rule {
        crate::parity::Rule::EvenWidth => {
            let (row, goal) = (p.blank_row.to_string(), p.goal_blank_row.to_string());
            let distance = p.blank_row.abs_diff(p.goal_blank_row).to_string();
            t!(lang;
                "play-blank-row-even",
                row = row,
                goal = goal,
                distance = distance
            )
        }
        _ => p.blank_row.to_string(),
    };
    out.extend(line(&labels.blank_row, &row, Style::Plain));
    let now = invariant(
        lang,
        &p.now,
        p.inversions,
        p.blank_row,
        p.invariant_value,
        p.parity,
    );
    out.extend(line(&labels.invariant, &now, Style::Accent));
    if p.verdict_hidden {
        // Practice: the goal's parity against the board's is the verdict.
        out.extend(line(
            &labels.verdict,
            &t!(lang; "play-practice-hidden"),
            Style::Dim,
        ));
        out.extend(line(
            &labels.manhattan,
            &p.manhattan.to_string(),
            Style::Plain,
        ));
        return out;
    }
    let same = p.parity == p.goal_parity;
    let (value, parity) = (
        p.goal_invariant.to_string(),
        parity_word(lang, p.goal_parity),
    );
    let goal = if same {
        t!(lang; "play-goal-same", value = value, parity = parity)
    } else {
        t!(lang; "play-goal-other", value = value, parity = parity)
    };
    let good = |yes: bool| if yes { Style::Good } else { Style::Bad };
    out.extend(line(&labels.goals, &goal, good(same)));
    out.extend(line(&labels.verdict, &verdict(lang, p), good(p.solvable)));
    out.extend(line(
        &labels.manhattan,
        &p.manhattan.to_string(),
        Style::Plain,
    ));
    out
}

/// The header of the last move's table (`trace --compact`'s, without the
/// board column).
fn header_cells(lang: Lang) -> Vec<String> {
    vec![
        t!(lang; "play-col-move"),
        t!(lang; "play-col-tile"),
        t!(lang; "play-col-jumps"),
        t!(lang; "play-col-delta"),
        t!(lang; "play-col-inv"),
        t!(lang; "play-col-blank-row"),
        t!(lang; "play-col-invariant"),
    ]
}

/// The row of the one move of `trace` as `trace --compact` writes it,
/// without the board column, the words in `lang` (in English exactly
/// [`crate::render::proof_row::compact_cells`]).
fn move_cells(lang: Lang, trace: &Trace) -> Option<Vec<String>> {
    let step = trace.steps.first()?;
    let row = if step.blank_row == step.blank_row_before {
        step.blank_row.to_string()
    } else {
        format!("{}→{}", step.blank_row_before, step.blank_row)
    };
    let dir = direction(lang, step.dir.tile_direction(), true);
    Some(vec![
        format!("{} {}", step.number, step.letter),
        t!(lang; "play-tile-dir", tile = step.tile.to_string(), dir = dir),
        if step.jumped.is_empty() {
            "-".to_string()
        } else {
            tiles(&step.jumped)
        },
        delta_sum(step),
        step.inversions.to_string(),
        row,
        invariant(
            lang,
            trace,
            step.inversions,
            step.blank_row,
            step.invariant,
            step.invariant_parity,
        ),
    ])
}

/// The last move as `trace --compact` shows it: header and row, columns
/// aligned; split in two tables when one is wider than the screen.
pub(crate) fn last_move_lines(lang: Lang, p: &Panel, width: usize) -> Vec<Vec<Span>> {
    let no_move = || wrapped(&t!(lang; "play-no-move-yet"), Style::Dim, width);
    let Some(l) = &p.last else {
        return no_move();
    };
    let (Some(row), header) = (move_cells(lang, &l.trace), header_cells(lang)) else {
        return no_move();
    };
    let widths: Vec<usize> = header
        .iter()
        .zip(&row)
        .map(|(a, b)| columns(a).max(columns(b)))
        .collect();
    let table = |cols: std::ops::Range<usize>| -> Vec<Vec<Span>> {
        let line = |cells: &[String], style: Style| {
            let text: String = cols
                .clone()
                .map(|i| pad(&cells[i], widths[i] + 2))
                .collect();
            vec![span(text.trim_end().to_string(), style)]
        };
        vec![line(&header, Style::Label), line(&row, Style::Plain)]
    };
    let total: usize = widths.iter().map(|w| w + 2).sum();
    if total <= width {
        table(0..widths.len())
    } else {
        let mut t = table(0..4);
        t.extend(table(4..widths.len()));
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Dir, Goal};
    use crate::proof;
    use crate::render::proof_row::compact_cells;

    #[test]
    fn in_english_the_last_move_is_traces_compact_row() {
        let (vi, zh) = (
            Lang::from_code("vi").unwrap(),
            Lang::from_code("zh").unwrap(),
        );
        // `trace`'s row in English, and the panel's made in the language
        // given as a value whatever the thread's is.
        let english = |t: &Trace, i: usize| compact_cells(t, i, Lang::EN)[..7].to_vec();
        let b = crate::parse::parse_board("1 2 3/4 0 6/7 5 8", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        for dirs in [[Dir::Up], [Dir::Left], [Dir::Down], [Dir::Right]] {
            let t = proof::trace_dirs(&b, &goal, &dirs).unwrap();
            crate::i18n::scoped(vi, || {
                assert_eq!(header_cells(Lang::EN), english(&t, 0));
                assert_eq!(move_cells(Lang::EN, &t).unwrap(), english(&t, 2));
            });
            let zh = move_cells(zh, &t).unwrap();
            assert!(zh[6].ends_with(" 偶") || zh[6].ends_with(" 奇"), "{zh:?}");
        }
        // An even width: the invariant is a sum.
        let b = crate::parse::parse_board("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", None).unwrap();
        let goal = Goal::new(Board::blank_last(4, 4).unwrap());
        let t = proof::trace_dirs(&b, &goal, &[Dir::Up]).unwrap();
        crate::i18n::scoped(zh, || {
            assert_eq!(move_cells(Lang::EN, &t).unwrap(), english(&t, 2));
        });
        let vi = move_cells(vi, &t).unwrap();
        assert_eq!(vi[1], "11 xuống");
    }
}
