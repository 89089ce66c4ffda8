//! Tables that do not fit the terminal: laid out again (the first column
//! on lines of its own, one record per row, or each row broken on its
//! own), escape sequences kept whole.
//!
//! A narrow layout never loses a row or a cell, and never puts a cell
//! under a name that is not its column's: the first line of a block is
//! read as a header (column names to repeat in each record) only when it
//! evidently is one ([`has_header`]), and the column cuts only when every
//! row is blank there ([`clean_cuts`]). Otherwise each row is laid out
//! alone, its words in their order.

use super::styled::{Styled, byte_at_column};
use super::{display_width, is_columnar, prose, strip, wrap_styled};

/// Make every line fit `width`: prose is wrapped ([`prose`]); a block of
/// columnar lines that does not fit is laid out by [`fit_block`].
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
        out.push(fit_block(&lines[i..j], width));
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

/// A block of columnar lines made to fit `width`, the first form that
/// fits and keeps every row and cell: the block as it is when it fits (and
/// a grid, a board drawn in boxes, always); its first column on lines of
/// its own ([`stacked`]); one record per row, `name: column value, column
/// value, ...` wrapped, when the block has a header and clean columns
/// ([`records`]); else each row alone, as it is when it fits, else broken
/// after its last run of spaces ([`hanging`]).
pub(super) fn fit_block(block: &[&str], width: usize) -> String {
    if is_grid(block) || block.iter().all(|l| display_width(l) <= width) {
        return block.join("\n");
    }
    if let Some(s) = stacked(block, width) {
        return s;
    }
    if has_header(block) && clean_cuts(block) {
        return records(block, width);
    }
    block
        .iter()
        .map(|l| {
            if display_width(l) <= width {
                l.to_string()
            } else {
                hanging(l, width)
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// True when the first line of a block of two or more is a header: none
/// of its cells is a number, and either its first cell is empty while
/// every other row's is not (the corner of a table with row names), or
/// some column it names holds mostly numbers below it. A list whose rows
/// are all alike (the dominance list `manhattan  >= misplaced, ...`, a
/// frontier, a tree) has no header: its first row is a row like the
/// others.
pub(super) fn has_header(block: &[&str]) -> bool {
    if block.len() < 2 {
        return false;
    }
    let head = strip(block[0]);
    let starts = header_starts(&head);
    let names = cells(&head, &starts);
    if names.iter().any(|n| is_number(n)) {
        return false;
    }
    let rows: Vec<Vec<String>> = block[1..]
        .iter()
        .map(|l| cells(&strip(l), &starts))
        .collect();
    let corner = names.first().is_some_and(|n| n.is_empty())
        && rows
            .iter()
            .all(|r| r.first().is_some_and(|c| !c.is_empty()));
    let numbers_below = (0..names.len()).any(|c| {
        let below: Vec<&String> = rows
            .iter()
            .map(|r| &r[c])
            .filter(|v| !v.is_empty())
            .collect();
        let numbers = below.iter().filter(|v| is_number(v)).count();
        !names[c].is_empty() && numbers > 0 && 2 * numbers >= below.len()
    });
    corner || numbers_below
}

/// A cell that is a number: it starts with a digit, or a sign and a digit
/// (`16`, `0.331`, `-1 -1 = -2`, `5.0 (1.79)`; not `seed-h6`).
fn is_number(cell: &str) -> bool {
    cell.trim_start_matches(['-', '+', '−'])
        .starts_with(|c: char| c.is_ascii_digit())
}

/// True when every row of a block is blank just before each column the
/// header starts (or ends before it): cut there, no word is split.
pub(super) fn clean_cuts(block: &[&str]) -> bool {
    let starts = header_starts(block[0]);
    block.iter().all(|l| {
        let plain = strip(l);
        starts.iter().filter(|&&s| s > 0).all(|&s| {
            let at = byte_at_column(&plain, s - 1);
            plain[at..].chars().next().is_none_or(|c| c == ' ')
        })
    })
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

/// The columns of a header line: where its cells start, and column 0 too
/// when it is indented (the empty corner over a column of row names).
fn header_starts(header: &str) -> Vec<usize> {
    let mut starts = cell_starts(&strip(header));
    if starts.first().is_some_and(|&s| s > 0) {
        starts.insert(0, 0);
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

/// A table too wide for the terminal, as one record per row under its
/// header's names: `name value: name value, name value, ...` (a name only
/// where the header has one).
pub(super) fn records(block: &[&str], width: usize) -> String {
    let starts = header_starts(block[0]);
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
            .map(|(v, n)| {
                if n.is_empty() {
                    v.clone()
                } else {
                    format!("{n} {v}")
                }
            })
            .collect();
        let name = if names[first].is_empty() {
            values[first].clone()
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
        // One cell only (a line that merely starts like a table): words.
        return wrap_styled(line, width, "", "    ").join("\n");
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
