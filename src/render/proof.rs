//! Text renderer for a parity trace ([`crate::proof::Trace`]): a grid and
//! the proof for every move, or one line per move with `compact`.
//!
//! The output is split into pages (start, one per move, the end) so that
//! `trace --step` can show them one at a time; printed together they are
//! the whole trace.

use super::{Palette, grid};
use crate::board::Goal;
use crate::parity::Rule;
use crate::proof::row::{Form, cells, delta_sum, invariant_sum, signed};
use crate::proof::{PairChange, Snapshot, Step, Trace};
use std::fmt::Write as _;

/// Wrap a paragraph at `width` columns (words are never split).
pub fn wrap(text: &str, width: usize) -> String {
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
    if step.parity_kept {
        p.good("parity kept ✓")
    } else {
        p.bad("parity CHANGED ✗")
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
pub fn invariant_rule(trace: &Trace) -> String {
    let w = trace.width;
    match trace.rule {
        Rule::OddWidth => format!(
            "Invariant for width {w} (odd): the inversions. A vertical move jumps a tile over W − 1 = {} tiles (even).",
            w - 1
        ),
        Rule::EvenWidth => format!(
            "Invariant for width {w} (even): inversions + |blank row − {}| (the goal's blank row). A vertical move jumps a tile over W − 1 = {} tiles (odd).",
            trace.goal_blank_row,
            w - 1
        ),
        Rule::Thin => format!(
            "A {}x{} board is thin: tiles never jump anything, so the inversions never change at all (the invariant is the inversion count itself).",
            trace.width, trace.height
        ),
    }
}

fn snapshot_line(trace: &Trace, s: &Snapshot, p: Palette) -> String {
    let row = match trace.rule {
        Rule::EvenWidth => format!(
            "blank row {} (goal's blank row {}, distance {})",
            s.blank_row,
            trace.goal_blank_row,
            s.blank_row.abs_diff(trace.goal_blank_row)
        ),
        _ => format!("blank row {}", s.blank_row),
    };
    format!(
        "inversions {}, {row}; invariant {}, {}\n",
        p.number(&s.inversions.to_string()),
        invariant_sum(trace, s.inversions, s.blank_row, s.invariant),
        s.invariant_parity
    )
}

/// True when the goal does not read 1, 2, 3, …: tiles are then compared
/// by their rank in the goal's reading order.
fn is_relabelled(goal: &Goal) -> bool {
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
    let mut s = String::new();
    let _ = writeln!(s, "{} {heading}", p.heading("Trace"));
    let _ = writeln!(s, "{}", invariant_rule(trace));
    let goal = Goal::new(trace.goal.clone());
    let relabelled = is_relabelled(&goal);
    if relabelled {
        let _ = writeln!(s, "{}", super::parity::relabel_note(&goal));
    }
    let _ = writeln!(s);
    if let Some(table) = table {
        let _ = writeln!(s, "{}", table.row(0, " "));
        let _ = writeln!(s, "{}", table.row(1, " "));
    } else {
        let _ = writeln!(s, "{}", p.heading("Start"));
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
        let forms = [
            Form::Full,
            Form::BoardBelow,
            Form::ShortHeader,
            Form::SumOnly,
        ];
        let mut table = Self::with_form(trace, Form::Full);
        for form in forms {
            table = Self::with_form(trace, form);
            if p.fits(table.widest()) {
                break;
            }
        }
        table
    }

    fn with_form(trace: &'a Trace, form: Form) -> Table<'a> {
        let mut widths = [0; 7];
        for i in 0..trace.steps.len() + 2 {
            for (w, cell) in widths.iter_mut().zip(cells(trace, i, form).iter()) {
                *w = (*w).max(cell.chars().count());
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
        let board = self.trace.start.board.to_line().chars().count();
        match self.form {
            Form::Full => columns + 2 + board,
            _ => columns.max(self.widths[0] + 2 + board),
        }
    }

    /// Row `i` as a line, with its check mark before the board (or the
    /// board on the next line, under the tile).
    fn row(&self, i: usize, mark: &str) -> String {
        let cells = cells(self.trace, i, self.form);
        let mut line = String::new();
        for (cell, width) in cells.iter().zip(self.widths) {
            let _ = write!(line, "{cell:<width$}  ");
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
    if let Some(table) = table {
        return format!("{}\n", table.row(step.number + 1, &mark(step, p)));
    }
    let mut s = String::new();
    let goal = Goal::new(trace.goal.clone());
    let relabelled = is_relabelled(&goal);
    let show = |t: u8| label(&goal, relabelled, t);
    let written = if step.written.parse::<u32>().is_ok() {
        format!(", written as tile {}", step.written)
    } else {
        String::new()
    };
    let rows = if step.blank_row == step.blank_row_before {
        format!("the blank stays in row {}", step.blank_row)
    } else {
        format!("blank row {} → {}", step.blank_row_before, step.blank_row)
    };
    let _ = writeln!(
        s,
        "{}: tile {} slides {} ({rows})",
        p.heading(&format!("Move {} ({}{written})", step.number, step.letter)),
        p.accent(&step.tile.to_string()),
        step.tile_direction,
    );
    s.push_str(&grid(&step.board, p, &[step.tile_cell]));
    if step.vertical {
        let k = step.jumped.len();
        let _ = writeln!(
            s,
            "Vertical: in reading order tile {} jumps over the W − 1 = {k} tile{} between its old and new cell: {}",
            step.tile,
            if k == 1 { "" } else { "s" },
            if k == 0 {
                "none".to_string()
            } else {
                step.jumped
                    .iter()
                    .map(|&t| show(t))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
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
                PairChange::Becomes => "becomes an inversion",
                PairChange::Stops => "stops being an inversion",
            };
            let _ = writeln!(
                s,
                "  {before}  →  {after}: {what}  {}",
                signed(pair.change.delta())
            );
        }
        let k_parity = if k.is_multiple_of(2) { "even" } else { "odd" };
        let _ = writeln!(
            s,
            "Δinversions = {} ({k_parity}, like W − 1 = {k})",
            p.accent(&delta_sum(step))
        );
    } else {
        let _ = writeln!(
            s,
            "Horizontal: the reading order of the tiles is unchanged, Δinversions = 0"
        );
    }
    let _ = writeln!(
        s,
        "inversions {} → {}, {rows}",
        step.inversions_before,
        p.number(&step.inversions.to_string())
    );
    let _ = writeln!(
        s,
        "invariant {} → {}: {} → {}, {}",
        invariant_sum(
            trace,
            step.inversions_before,
            step.blank_row_before,
            step.invariant_before
        ),
        invariant_sum(trace, step.inversions, step.blank_row, step.invariant),
        crate::parity::Parity::of(step.invariant_before),
        step.invariant_parity,
        kept(step, p)
    );
    s
}

/// The last page: where the trace stopped (if it did), the summary and
/// the general argument.
fn end_page(trace: &Trace, p: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(s);
    if let Some(stop) = &trace.stopped {
        let _ = writeln!(
            s,
            "{} {}. The trace stops here.",
            p.bad("Stopped:"),
            stop.message
        );
        let _ = writeln!(s);
    }
    let sum = &trace.summary;
    let _ = writeln!(s, "{}", p.heading("Summary"));
    let _ = writeln!(
        s,
        "moves: {} ({} vertical, {} horizontal){}",
        sum.moves,
        sum.vertical_moves,
        sum.horizontal_moves,
        if trace.stopped.is_some() {
            ", all before the move that could not be made"
        } else {
            ""
        }
    );
    let _ = writeln!(
        s,
        "inversions: {} → {}, net change {}",
        trace.start.inversions,
        trace.end.inversions,
        signed(sum.net_delta_inversions)
    );
    let _ = writeln!(
        s,
        "invariant ({}): {} ({}) → {} ({}); {}",
        trace.invariant_name,
        trace.start.invariant,
        trace.start.invariant_parity,
        trace.end.invariant,
        trace.end.invariant_parity,
        if sum.parity_kept {
            p.good("parity kept on every move ✓")
        } else {
            p.bad("parity CHANGED ✗")
        }
    );
    let _ = writeln!(
        s,
        "parity flips: inversions alone on {} of {} moves; inversions + blank row (the Chinese blog's N) on {} of {}",
        sum.inversion_parity_changes, sum.moves, sum.inversions_plus_row_parity_changes, sum.moves
    );
    let _ = writeln!(s);
    // Wrap first, then colour the label, so escapes do not count as width.
    let why = wrap(&format!("Why: {}", sum.argument), 78);
    let _ = write!(s, "{}{}", p.heading("Why:"), &why["Why:".len()..]);
    let _ = writeln!(s);
    let _ = write!(s, "{}", wrap(&sum.seed_002, 78));
    s
}

/// The whole trace as pages: start, one per move, end.
pub fn pages(trace: &Trace, heading: &str, p: Palette, compact: bool) -> Vec<String> {
    let mut pages = Vec::with_capacity(trace.steps.len() + 2);
    let table = compact.then(|| Table::new(trace, p));
    pages.push(start_page(trace, heading, p, table.as_ref()));
    for step in &trace.steps {
        let mut page = step_page(trace, step, p, table.as_ref());
        if !compact {
            page.insert(0, '\n');
        }
        pages.push(page);
    }
    pages.push(end_page(trace, p));
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
    let table = compact.then(|| Table::new(trace, p));
    out.write_all(start_page(trace, heading, p, table.as_ref()).as_bytes())?;
    for step in &trace.steps {
        if !compact {
            out.write_all(b"\n")?;
        }
        out.write_all(step_page(trace, step, p, table.as_ref()).as_bytes())?;
    }
    out.write_all(end_page(trace, p).as_bytes())
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
                write(&mut out, &t, "h", Palette::PLAIN, compact).unwrap();
                let pages = pages(&t, "h", Palette::PLAIN, compact);
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
        let page = step_page(&t, &t.steps[0], Palette::PLAIN, None);
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
        assert_eq!(wrap("aa bb cc", 5), "aa bb\ncc\n");
        assert_eq!(wrap("", 5), "");
    }
}
