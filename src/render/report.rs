//! A command's report as parts (the reduction, a connection, a
//! verification): its sentences are made once, in the reader's language,
//! by `render::reduce`; two writers lay them out, the terminal's text
//! ([`text`], `npuzzle reduce`, `connect`, `verify` and the lesson's
//! terminal page) and the lesson's view (`render::lesson_view`: pages,
//! sheets, Markdown).

use super::search::pad;
use super::{Palette, grid, side_by_side};
use crate::board::{Board, Dir, moves_to_string};
use crate::t;
use std::fmt::Write as _;

/// How a word inside one of the report's sentences is set off: the
/// terminal colours it, a page makes it strong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// The command's name at the head of its title.
    Heading,
    Good,
    Bad,
    /// Something to look at: the predicted target, an odd class.
    Accent,
    /// A number the report adds up to.
    Number,
    /// Secondary: a published figure beside ours, a legend.
    Dim,
}

/// A table: its header (a cell may be empty; no header when empty), rows
/// of plain text, and which columns hold numbers (aligned right).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Table {
    pub head: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub numeric: Vec<bool>,
}

/// How a terminal lays out a [`Part::Table`]: each column at least
/// `min[k]` wide, `gap[k]` spaces before column `k` (the first unused),
/// its cells aligned right when `right[k]`, its header when `head_right[k]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Columns {
    pub min: Vec<usize>,
    pub gap: Vec<usize>,
    pub right: Vec<bool>,
    pub head_right: Vec<bool>,
}

#[derive(Debug, Clone)]
pub(crate) enum Part<'a> {
    /// A heading of its own line.
    Heading(String),
    /// A sentence (the catalogue's, it may hold line breaks), its marked
    /// words already set off by the `mark` it was made with.
    Line(String),
    /// A pause: a blank line on a terminal.
    Gap,
    /// Where `reduce --step` turns a page.
    Page,
    /// A board drawn, the cells listed set off.
    Board(&'a Board, Vec<usize>),
    /// Boards with their captions: drawn side by side when `drawn`, else
    /// one per line, as `caption board-on-one-line`.
    Boards(Vec<(String, &'a Board)>, bool),
    /// Moves: the letters, wrapped and indented on a terminal.
    Moves(&'a [Dir]),
    /// A bulleted list of sentences.
    List(Vec<String>),
    Table(Table, Columns),
}

/// How the terminal sets off a marked word.
pub(crate) fn terminal_mark(palette: Palette) -> impl Fn(&str, Mark) -> String {
    move |word: &str, mark: Mark| match mark {
        Mark::Heading => palette.heading(word),
        Mark::Good => palette.good(word),
        Mark::Bad => palette.bad(word),
        Mark::Accent => palette.accent(word),
        Mark::Number => palette.number(word),
        Mark::Dim => palette.dim(word),
    }
}

/// The report as a terminal shows it, one string per page.
pub(crate) fn pages(parts: &[Part], palette: Palette) -> Vec<String> {
    let lang = palette.lang;
    let mut pages = Vec::new();
    let mut s = String::new();
    for part in parts {
        match part {
            Part::Heading(h) => {
                let _ = writeln!(s, "{}", palette.heading(h));
            }
            Part::Line(l) => {
                let _ = writeln!(s, "{l}");
            }
            Part::Gap => s.push('\n'),
            Part::Page => pages.push(std::mem::take(&mut s)),
            Part::Board(b, marked) => s.push_str(&grid(b, palette, marked)),
            Part::Boards(items, true) => {
                let drawn: Vec<(String, String)> = items
                    .iter()
                    .map(|(c, b)| (c.clone(), grid(b, palette, &[])))
                    .collect();
                s.push_str(&side_by_side(&drawn, 4));
            }
            Part::Boards(items, false) => {
                let width = items
                    .iter()
                    .map(|(c, _)| super::wrap::display_width(c))
                    .max()
                    .unwrap_or(0);
                for (c, b) in items {
                    let _ = writeln!(s, "{} {}", pad(c, width, true), b.to_line());
                }
            }
            Part::Moves(m) => s.push_str(&wrapped_moves(m, "  ", lang)),
            Part::List(items) => {
                for item in items {
                    let _ = writeln!(s, "- {item}");
                }
            }
            Part::Table(t, c) => s.push_str(&columns(t, c)),
        }
    }
    if !s.is_empty() || pages.is_empty() {
        pages.push(s);
    }
    pages
}

/// A long move string broken into lines of 60, each indented.
pub(crate) fn wrapped_moves(moves: &[Dir], indent: &str, lang: crate::i18n::Lang) -> String {
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

/// The report as a terminal shows it, whole.
pub(crate) fn text(parts: &[Part], palette: Palette) -> String {
    pages(parts, palette).concat()
}

/// A table in columns as `c` says, trailing spaces dropped.
pub(crate) fn columns(t: &Table, c: &Columns) -> String {
    let n = t.numeric.len();
    let width = |k: usize| {
        t.rows
            .iter()
            .chain(std::iter::once(&t.head))
            .filter_map(|r| r.get(k))
            .map(|x| super::wrap::display_width(x))
            .max()
            .unwrap_or(0)
            .max(c.min.get(k).copied().unwrap_or(0))
    };
    let widths: Vec<usize> = (0..n).map(width).collect();
    let line = |cells: &[String], head: bool| {
        let mut l = String::new();
        for (k, cell) in cells.iter().enumerate() {
            if k > 0 {
                l.push_str(&" ".repeat(c.gap.get(k).copied().unwrap_or(2)));
            }
            let right = if head { &c.head_right } else { &c.right };
            let right = right.get(k).copied().unwrap_or(false);
            l.push_str(&pad(cell, widths[k], !right));
        }
        format!("{}\n", l.trim_end())
    };
    let mut s = String::new();
    if !t.head.is_empty() {
        s.push_str(&line(&t.head, true));
    }
    for r in &t.rows {
        s.push_str(&line(r, false));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_align_numbers_right_and_drop_trailing_spaces() {
        let t = Table {
            head: vec!["distance".into(), "states".into()],
            rows: vec![
                vec!["0".into(), "1".into()],
                vec!["12".into(), "748".into()],
            ],
            numeric: vec![true, true],
        };
        let c = Columns {
            min: vec![8, 13],
            gap: vec![0, 2],
            right: vec![true, true],
            head_right: vec![false, true],
        };
        assert_eq!(
            columns(&t, &c),
            "distance         states\n       0              1\n      12            748\n"
        );
        let t = Table {
            head: vec![],
            rows: vec![
                vec!["Reached:".into(), "10".into(), String::new()],
                vec!["Expected:".into(), "10".into(), "equal".into()],
            ],
            numeric: vec![false, true, false],
        };
        let c = Columns {
            min: vec![18, 13, 0],
            gap: vec![0, 0, 2],
            right: vec![false, true, false],
            head_right: Vec::new(),
        };
        assert_eq!(
            columns(&t, &c),
            "Reached:                     10\nExpected:                    10  equal\n"
        );
    }
}
