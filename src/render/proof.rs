//! Text renderer for a parity trace ([`crate::proof::Trace`]): a grid and
//! the proof for every move, or one line per move with `compact`.
//!
//! The output is split into pages (start, one per move, the end) so that
//! `trace --step` can show them one at a time; printed together they are
//! the whole trace.

use super::parity::{fitted, pad_end, parity_word, table_palette};
use super::{Palette, grid};
use crate::board::Goal;
use crate::i18n::Lang;
use crate::moves::MoveError;
use crate::parity::Rule;
use crate::proof::{PairChange, Snapshot, Step, Trace};
use crate::render::proof_row::{Form, cells, delta_sum, invariant_sum, signed};
use crate::t;
use std::fmt::Write as _;

pub(crate) use crate::render::proof_row::direction_word;

/// What the invariant sums, in the reader's language (the trace's JSON
/// keeps `invariant_name` in English).
pub fn invariant_words(rule: Rule, lang: crate::i18n::Lang) -> String {
    crate::proof::invariant_words(rule).say(lang)
}

/// Wrap a paragraph at `width` columns (words are never split). English
/// is wrapped word by word as it always was; another language by display
/// width and Unicode's line-breaking rules (Chinese has no spaces).
pub(crate) fn wrap(text: &str, width: usize, lang: crate::i18n::Lang) -> String {
    if lang != Lang::EN {
        let mut out = super::wrap::fill(text, width, "");
        if !out.is_empty() {
            out.push('\n');
        }
        return out;
    }
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn kept(step: &Step, p: Palette) -> String {
    let lang = p.lang;
    if step.parity_kept {
        p.good(&t!(lang; "board-parity-kept"))
    } else {
        p.bad(&t!(lang; "board-parity-changed"))
    }
}

fn mark(step: &Step, p: Palette) -> String {
    if step.parity_kept {
        p.good("✓")
    } else {
        p.bad("✗")
    }
}

/// The sentence defining the invariant for this board's shape.
pub fn invariant_rule(trace: &Trace, lang: crate::i18n::Lang) -> String {
    let w = trace.width;
    match trace.rule {
        Rule::OddWidth => t!(lang; "board-invariant-rule-odd", width = w, jumped = w - 1),
        Rule::EvenWidth => t!(
            lang; "board-invariant-rule-even",
            width = w,
            goal_row = trace.goal_blank_row,
            jumped = w - 1
        ),
        Rule::Thin => t!(
            lang; "board-invariant-rule-thin",
            width = trace.width,
            height = trace.height
        ),
    }
}

fn snapshot_line(trace: &Trace, s: &Snapshot, p: Palette) -> String {
    let lang = p.lang;
    let row = match trace.rule {
        Rule::EvenWidth => t!(
            lang; "board-snapshot-row-even",
            row = s.blank_row,
            goal_row = trace.goal_blank_row,
            distance = s.blank_row.abs_diff(trace.goal_blank_row)
        ),
        _ => t!(lang; "board-snapshot-row", row = s.blank_row),
    };
    format!(
        "{}\n",
        t!(
            lang; "board-snapshot",
            inversions = p.number(&s.inversions.to_string()),
            row = row,
            invariant = invariant_sum(trace, s.inversions, s.blank_row, s.invariant),
            parity = parity_word(s.invariant_parity, lang)
        )
    )
}

/// True when the goal does not read 1, 2, 3, …: tiles are then compared
/// by their rank in the goal's reading order.
pub(crate) fn is_relabelled(goal: &Goal) -> bool {
    goal.board()
        .tiles()
        .iter()
        .filter(|&&t| t != 0)
        .any(|&t| goal.rank(t) != t as usize)
}

/// A tile as shown in the pair lines: `6`, or `6(7)` with its goal rank.
fn label(goal: &Goal, relabelled: bool, tile: u8) -> String {
    if relabelled {
        format!("{tile}({})", goal.rank(tile))
    } else {
        tile.to_string()
    }
}

/// The first page: what is being traced, the definitions, the start.
fn start_page(trace: &Trace, heading: &str, p: Palette, table: Option<&Table>) -> String {
    let lang = p.lang;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "board-trace-heading",
            trace = p.heading(&t!(lang; "board-trace")),
            heading = heading
        )
    );
    let _ = writeln!(s, "{}", invariant_rule(trace, lang));
    let goal = Goal::new(trace.goal.clone());
    let relabelled = is_relabelled(&goal);
    if relabelled {
        let _ = writeln!(s, "{}", super::parity::relabel_note(&goal, lang));
    }
    let _ = writeln!(s);
    if let Some(table) = table {
        let _ = writeln!(s, "{}", table.row(0, " ", lang));
        let _ = writeln!(s, "{}", table.row(1, " ", lang));
    } else {
        let _ = writeln!(s, "{}", p.heading(&t!(lang; "board-start")));
        s.push_str(&grid(&trace.start.board, p, &[]));
        s.push_str(&snapshot_line(trace, &trace.start, p));
    }
    s
}

/// The compact layout: one line per row (header, start, moves), columns
/// as wide as their widest cell. Only the widths are kept; cells are
/// rebuilt when a row is printed, so long traces do not pile up in memory.
struct Table<'a> {
    trace: &'a Trace,
    form: Form,
    widths: [usize; 7],
}

impl<'a> Table<'a> {
    /// The full table, or off it the first narrower form that fits the
    /// terminal of `p` (the narrowest when none does).
    fn new(trace: &'a Trace, p: Palette) -> Table<'a> {
        let lang = p.lang;
        let p = table_palette(p);
        let forms = [
            Form::Full,
            Form::BoardBelow,
            Form::ShortHeader,
            Form::SumOnly,
        ];
        let mut table = Self::with_form(trace, Form::Full, lang);
        for form in forms {
            table = Self::with_form(trace, form, lang);
            if p.fits(table.widest()) {
                break;
            }
        }
        table
    }

    fn with_form(trace: &'a Trace, form: Form, lang: crate::i18n::Lang) -> Table<'a> {
        let mut widths = [0; 7];
        for i in 0..trace.steps.len() + 2 {
            for (w, cell) in widths.iter_mut().zip(cells(trace, i, form, lang).iter()) {
                *w = (*w).max(super::wrap::display_width(cell));
            }
        }
        Table {
            trace,
            form,
            widths,
        }
    }

    /// The widest line of the table, in columns.
    fn widest(&self) -> usize {
        let columns: usize = self.widths.iter().map(|w| w + 2).sum::<usize>() + 1;
        let board = super::wrap::display_width(&self.trace.start.board.to_line());
        match self.form {
            Form::Full => columns + 2 + board,
            _ => columns.max(self.widths[0] + 2 + board),
        }
    }

    /// Row `i` as a line, with its check mark before the board (or the
    /// board on the next line, under the tile).
    fn row(&self, i: usize, mark: &str, lang: crate::i18n::Lang) -> String {
        let cells = cells(self.trace, i, self.form, lang);
        let mut line = String::new();
        for (cell, width) in cells.iter().zip(self.widths) {
            let _ = write!(line, "{}  ", pad_end(cell, width));
        }
        if self.form == Form::Full {
            let _ = write!(line, "{mark}  {}", cells[7]);
        } else {
            let _ = write!(line, "{mark}");
            let line = line.trim_end().to_string();
            let indent = " ".repeat(self.widths[0] + 2);
            return format!("{line}\n{indent}{}", cells[7]);
        }
        line
    }
}

/// One move: grid and the full proof, or one compact line.
fn step_page(trace: &Trace, step: &Step, p: Palette, table: Option<&Table>) -> String {
    let lang = p.lang;
    if let Some(table) = table {
        return format!("{}\n", table.row(step.number + 1, &mark(step, p), lang));
    }
    let mut s = String::new();
    let goal = Goal::new(trace.goal.clone());
    let relabelled = is_relabelled(&goal);
    let show = |t: u8| label(&goal, relabelled, t);
    let written = if step.written.parse::<u32>().is_ok() {
        t!(lang; "board-move-written", tile = step.written.as_str())
    } else {
        String::new()
    };
    let rows = if step.blank_row == step.blank_row_before {
        t!(lang; "board-move-stays", row = step.blank_row)
    } else {
        t!(
            lang; "board-move-rows",
            from = step.blank_row_before,
            to = step.blank_row
        )
    };
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "board-move-slides",
            heading = p.heading(&t!(
                lang; "board-move-heading",
                number = step.number,
                letter = step.letter,
                written = written
            )),
            tile = p.accent(&step.tile.to_string()),
            direction = direction_word(step.dir.tile_direction(), lang),
            rows = rows.as_str()
        )
    );
    s.push_str(&grid(&step.board, p, &[step.tile_cell]));
    if step.vertical {
        let k = step.jumped.len();
        let _ = writeln!(
            s,
            "{}",
            t!(
                lang; "board-vertical",
                tile = step.tile,
                count = k,
                jumped = if k == 0 {
                    t!(lang; "board-none")
                } else {
                    step.jumped
                        .iter()
                        .map(|&t| show(t))
                        .collect::<Vec<_>>()
                        .join(" ")
                }
            )
        );
        // The blank going up means the tile comes down: it stood first.
        let moving_first_before = step.blank_row_before > step.blank_row;
        for pair in &step.pairs {
            let (a, b) = (show(step.tile), show(pair.tile));
            let (before, after) = if moving_first_before {
                (format!("{a} … {b}"), format!("{b} … {a}"))
            } else {
                (format!("{b} … {a}"), format!("{a} … {b}"))
            };
            let what = match pair.change {
                PairChange::Becomes => t!(lang; "board-pair-becomes"),
                PairChange::Stops => t!(lang; "board-pair-stops"),
            };
            let _ = writeln!(
                s,
                "  {before}  →  {after}: {what}  {}",
                signed(pair.change.delta())
            );
        }
        let k_parity = parity_word(crate::parity::Parity::of(k), lang);
        let _ = writeln!(
            s,
            "{}",
            t!(
                lang; "board-delta-line",
                sum = p.accent(&delta_sum(step)),
                parity = k_parity,
                count = k
            )
        );
    } else {
        let _ = writeln!(s, "{}", t!(lang; "board-horizontal"));
    }
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "board-step-inversions",
            from = step.inversions_before,
            to = p.number(&step.inversions.to_string()),
            rows = rows
        )
    );
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "board-step-invariant",
            from = invariant_sum(
                trace,
                step.inversions_before,
                step.blank_row_before,
                step.invariant_before
            ),
            to = invariant_sum(trace, step.inversions, step.blank_row, step.invariant),
            parity_from = parity_word(crate::parity::Parity::of(step.invariant_before), lang),
            parity_to = parity_word(step.invariant_parity, lang),
            kept = kept(step, p)
        )
    );
    s
}

/// A move that cannot be made, and why, in the reader's language (the
/// trace's JSON keeps the English message).
pub fn stop_message(e: &MoveError, lang: crate::i18n::Lang) -> String {
    e.said().say(lang)
}

/// Where the trace stopped (if it did), and the summary's lines (moves,
/// inversions, invariant, parity flips), with the words a writer sets off
/// made by `good` and `bad`: the terminal colours them, a page makes them
/// strong.
pub(crate) fn summary_lines(
    trace: &Trace,
    lang: Lang,
    good: &dyn Fn(&str) -> String,
    bad: &dyn Fn(&str) -> String,
) -> (Option<String>, Vec<String>) {
    let stopped = trace.stopped.as_ref().map(|stop| {
        t!(
            lang; "board-stopped",
            stopped = bad(&t!(lang; "board-stopped-word")),
            message = stop_message(&stop.error, lang)
        )
    });
    let sum = &trace.summary;
    let lines = vec![
        t!(
            lang; "board-summary-moves",
            moves = sum.moves.to_string(),
            vertical = sum.vertical_moves.to_string(),
            horizontal = sum.horizontal_moves.to_string(),
            before = if trace.stopped.is_some() {
                t!(lang; "board-summary-before-stop")
            } else {
                String::new()
            }
        ),
        t!(
            lang; "board-summary-inversions",
            from = trace.start.inversions.to_string(),
            to = trace.end.inversions.to_string(),
            net = signed(sum.net_delta_inversions)
        ),
        t!(
            lang; "board-summary-invariant",
            name = invariant_words(trace.rule, lang),
            from = trace.start.invariant.to_string(),
            parity_from = parity_word(trace.start.invariant_parity, lang),
            to = trace.end.invariant.to_string(),
            parity_to = parity_word(trace.end.invariant_parity, lang),
            kept = if sum.parity_kept {
                good(&t!(lang; "board-kept-every"))
            } else {
                bad(&t!(lang; "board-parity-changed"))
            }
        ),
        t!(
            lang; "board-summary-flips",
            inversions = sum.inversion_parity_changes.to_string(),
            moves = sum.moves.to_string(),
            row = sum.inversions_plus_row_parity_changes.to_string()
        ),
    ];
    (stopped, lines)
}

/// The last page: where the trace stopped (if it did), the summary and
/// the general argument.
fn end_page(trace: &Trace, p: Palette) -> String {
    let lang = p.lang;
    let mut s = String::new();
    let _ = writeln!(s);
    let (stopped, lines) = summary_lines(trace, lang, &|w| p.good(w), &|w| p.bad(w));
    if let Some(stopped) = stopped {
        let _ = writeln!(s, "{stopped}");
        let _ = writeln!(s);
    }
    let _ = writeln!(s, "{}", p.heading(&t!(lang; "board-summary")));
    for line in lines {
        let _ = writeln!(s, "{line}");
    }
    let _ = writeln!(s);
    // Wrap first, then colour the label, so escapes do not count as width.
    let label = t!(lang; "board-why");
    let argument = trace.summary.argument.say(lang);
    let why = wrap(
        &t!(
            lang; "board-why-paragraph",
            label = label.as_str(),
            argument = argument
        ),
        78,
        lang,
    );
    let _ = write!(s, "{}{}", p.heading(&label), &why[label.len()..]);
    let _ = writeln!(s);
    let _ = write!(s, "{}", wrap(&trace.summary.seed_002.say(lang), 78, lang));
    s
}

/// The whole trace as pages: start, one per move, end.
pub fn pages(trace: &Trace, heading: &str, p: Palette, compact: bool) -> Vec<String> {
    let lang = p.lang;
    let mut pages = Vec::with_capacity(trace.steps.len() + 2);
    let table = compact.then(|| Table::new(trace, p));
    pages.push(fitted(start_page(trace, heading, p, table.as_ref()), lang));
    for step in &trace.steps {
        let mut page = step_page(trace, step, p, table.as_ref());
        if !compact {
            page.insert(0, '\n');
        }
        pages.push(fitted(page, lang));
    }
    pages.push(fitted(end_page(trace, p), lang));
    pages
}

/// The whole trace as one text.
pub fn text(trace: &Trace, heading: &str, p: Palette, compact: bool) -> String {
    pages(trace, heading, p, compact).concat()
}

/// Write the whole trace page by page, without holding every page in
/// memory (a long trace on a 16x16 board runs to hundreds of megabytes).
pub fn write(
    out: &mut dyn std::io::Write,
    trace: &Trace,
    heading: &str,
    p: Palette,
    compact: bool,
) -> std::io::Result<()> {
    let lang = p.lang;
    let table = compact.then(|| Table::new(trace, p));
    out.write_all(fitted(start_page(trace, heading, p, table.as_ref()), lang).as_bytes())?;
    for step in &trace.steps {
        if !compact {
            out.write_all(b"\n")?;
        }
        out.write_all(fitted(step_page(trace, step, p, table.as_ref()), lang).as_bytes())?;
    }
    out.write_all(fitted(end_page(trace, p), lang).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::moves::parse_moves;
    use crate::parse::parse_board;
    use crate::proof::trace;

    #[test]
    fn streamed_text_equals_the_pages() {
        let board = parse_board("7 2 4/5 0 6/8 3 1", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        for moves in ["ULDR", "U L U"] {
            let t = trace(&board, &goal, &parse_moves(moves).unwrap()).unwrap();
            for compact in [false, true] {
                let mut out = Vec::new();
                write(
                    &mut out,
                    &t,
                    "h",
                    Palette::plain(crate::i18n::Lang::EN),
                    compact,
                )
                .unwrap();
                let pages = pages(&t, "h", Palette::plain(crate::i18n::Lang::EN), compact);
                assert_eq!(pages.len(), t.steps.len() + 2);
                assert_eq!(String::from_utf8(out).unwrap(), pages.concat());
            }
        }
    }

    #[test]
    fn pair_lines_show_the_order_before_and_after() {
        // Blank goes down: tile 3 comes up past 6 and 1 (it stood after them).
        let board = parse_board("7 2 4/5 0 6/1 3 8", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let t = trace(&board, &goal, &parse_moves("D").unwrap()).unwrap();
        let page = step_page(&t, &t.steps[0], Palette::plain(crate::i18n::Lang::EN), None);
        assert!(
            page.contains("  6 … 3  →  3 … 6: stops being an inversion  -1\n"),
            "{page}"
        );
        assert!(
            page.contains("  1 … 3  →  3 … 1: becomes an inversion  +1\n"),
            "{page}"
        );
        assert!(
            page.contains("Δinversions = -1 +1 = 0 (even, like W − 1 = 2)"),
            "{page}"
        );
    }

    #[test]
    fn wrap_keeps_words_whole() {
        assert_eq!(wrap("aa bb cc", 5, Lang::EN), "aa bb\ncc\n");
        assert_eq!(wrap("", 5, Lang::EN), "");
    }
}
