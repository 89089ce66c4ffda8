//! Tables that do not fit the terminal: laid out again (the first column
//! on lines of its own, or one record per row), escape sequences kept whole.

use super::styled::{Styled, byte_at_column};
use super::{display_width, is_columnar, prose, strip, wrap_styled};

/// Make every line fit `width`: prose is wrapped ([`prose`]); a block of
/// two or more columnar lines that does not fit becomes one record per row
/// (`row name: column value, column value, ...`, wrapped); a single
/// columnar line that does not fit is wrapped after its last run of spaces
/// with a hanging indent. Grids (boards drawn in boxes) are left whole.
pub fn fit(text: &str, width: usize) -> String {
    let text = prose(text, width);
    let lines: Vec<&str> = text.split('\n').collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let mut j = i;
        while j < lines.len() && !lines[j].trim().is_empty() && is_columnar(lines[j]) {
            j += 1;
        }
        if j == i {
            out.push(lines[i].to_string());
            i += 1;
            continue;
        }
        let block = &lines[i..j];
        if block.iter().all(|l| display_width(l) <= width) {
            out.extend(block.iter().map(|l| l.to_string()));
        } else {
            out.push(fit_block(block, width));
        }
        i = j;
    }
    out.join("\n")
}

/// True when a block of lines draws a board in boxes.
pub(super) fn is_grid(block: &[&str]) -> bool {
    block.iter().any(|l| {
        let p = strip(l);
        let t = p.trim_start();
        t.starts_with("+-") || t.starts_with("| ")
    })
}

/// A block of columnar lines made to fit `width` (see [`fit`]).
pub(super) fn fit_block(block: &[&str], width: usize) -> String {
    if is_grid(block) {
        block.join("\n")
    } else if block.len() >= 2 {
        records(block, width)
    } else {
        hanging(block[0], width)
    }
}

/// A table too wide for the terminal with its first column on lines of
/// its own: each row's first cell, then the rest of the row indented by
/// two spaces under it (a row whose first cell is empty, such as a header
/// over the other columns, is the indented line alone). `None` when the
/// rest does not fit either, or the block is a grid.
pub fn stacked(block: &[&str], width: usize) -> Option<String> {
    if block.len() < 2 || is_grid(block) {
        return None;
    }
    let rows: Vec<Styled> = block.iter().map(|l| Styled::new(l)).collect();
    // Where each row's first cell ends (0 when the row starts with two
    // spaces), and the widest such end.
    let first_end = |plain: &str| -> usize {
        if plain.starts_with("  ") {
            return 0;
        }
        plain.find("  ").unwrap_or(plain.len())
    };
    let cut_col = rows
        .iter()
        .map(|r| display_width(&r.plain[..first_end(&r.plain)]))
        .max()?;
    let cuts: Vec<usize> = rows
        .iter()
        .map(|r| byte_at_column(&r.plain, cut_col))
        .collect();
    // Every row must be blank at the cut: the columns are aligned.
    if rows
        .iter()
        .zip(&cuts)
        .any(|(r, &c)| r.plain[c..].chars().next().is_some_and(|ch| ch != ' '))
    {
        return None;
    }
    let lead = rows
        .iter()
        .zip(&cuts)
        .filter(|(r, c)| !r.plain[**c..].trim().is_empty())
        .map(|(r, &c)| r.plain[c..].len() - r.plain[c..].trim_start_matches(' ').len())
        .min()?;
    let mut out = Vec::new();
    for ((row, &cut), line) in rows.iter().zip(&cuts).zip(block) {
        let name_end = row.plain[..cut].trim_end().len();
        if name_end > 0 {
            out.push(row.slice(0..name_end, false));
        }
        if !row.plain[cut..].trim().is_empty() {
            let from = cut + lead;
            out.push(format!(
                "  {}",
                row.whole(from..row.plain.len(), line, true)
            ));
        }
    }
    out.iter()
        .all(|l| display_width(l) <= width)
        .then(|| out.join("\n"))
}

/// The display columns where the cells of a header line start: after its
/// indentation and after every run of two or more spaces.
pub(super) fn cell_starts(header: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut col = 0;
    let mut spaces = 0;
    let mut started = false;
    for c in header.chars() {
        if c == ' ' {
            spaces += 1;
        } else {
            if !started || spaces >= 2 {
                starts.push(col);
            }
            started = true;
            spaces = 0;
        }
        col += textwrap::core::display_width(c.encode_utf8(&mut [0; 4]));
    }
    starts
}

/// The cells of a columnar line, cut at the header's columns, with their
/// escapes (empty cells are empty strings).
pub(super) fn cells(line: &str, starts: &[usize]) -> Vec<String> {
    let st = Styled::new(line);
    let plain = &st.plain;
    (0..starts.len())
        .map(|c| {
            let from = byte_at_column(plain, starts[c]);
            let to = starts
                .get(c + 1)
                .map_or(plain.len(), |&s| byte_at_column(plain, s));
            let cell = &plain[from..to];
            let a = from + (cell.len() - cell.trim_start().len());
            let b = (from + cell.trim_end().len()).max(a);
            if a == b {
                String::new()
            } else {
                st.slice(a..b, false)
            }
        })
        .collect()
}

/// A table too wide for the terminal, as one record per row.
pub(super) fn records(block: &[&str], width: usize) -> String {
    let starts = cell_starts(&strip(block[0]));
    let names = cells(block[0], &starts);
    let mut out = Vec::new();
    for line in &block[1..] {
        let values = cells(line, &starts);
        let Some(first) = values.iter().position(|v| !v.is_empty()) else {
            continue;
        };
        let fields: Vec<String> = values
            .iter()
            .zip(&names)
            .skip(first + 1)
            .filter(|(v, _)| !v.is_empty())
            .map(|(v, n)| format!("{n} {v}"))
            .collect();
        let name = if first == 0 {
            values[0].clone()
        } else {
            format!("{} {}", names[first], values[first])
        };
        // Continuation lines are indented so the records stand apart.
        out.push(
            wrap_styled(&format!("{name}: {}", fields.join(", ")), width, "", "    ").join("\n"),
        );
    }
    out.join("\n")
}

/// One too-wide columnar line, broken after its last run of spaces: the
/// rest is wrapped under its own start (or indented by four spaces when
/// that start is far to the right).
pub(super) fn hanging(line: &str, width: usize) -> String {
    let st = Styled::new(line);
    let starts = cell_starts(&st.plain);
    let Some(&last) = starts.last().filter(|&&s| s > 0) else {
        return line.to_string();
    };
    let at = byte_at_column(&st.plain, last);
    let head_end = st.plain[..at].trim_end().len();
    let head = st.slice(0..head_end, false);
    if display_width(&head) > width {
        // Too wide even without its last cell: wrapped as words.
        return wrap_styled(line, width, "", "    ").join("\n");
    }
    let tail = st.slice(at..st.plain.len(), true);
    let column = display_width(&head) + 2;
    if column <= width / 2 {
        let indent = " ".repeat(column);
        let mut lines = wrap_styled(&tail, width, &indent, &indent);
        lines[0] = format!("{head}  {}", &lines[0][indent.len()..]);
        return lines.join("\n");
    }
    format!(
        "{head}\n{}",
        wrap_styled(&tail, width, "    ", "    ").join("\n")
    )
}
