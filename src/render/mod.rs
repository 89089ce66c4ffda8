//! Renderers: text with colour, JSON, and the helpers they share.
//!
//! The core modules return plain data; everything that turns data into
//! characters lives here and writes to a `Write` with a [`Palette`].

pub mod bank;
pub mod bank_gift;
pub mod bank_moodle;
pub mod bank_qti;
pub(crate) mod claim_words;
pub mod course_index;
pub mod escape;
pub mod exercise;
pub mod handout_html;
pub mod html_step;
pub mod json;
pub mod lab;
pub mod lesson;
pub mod lesson_handout;
pub mod lesson_html;
pub mod lesson_json;
pub mod lesson_markdown;
pub mod lesson_md;
pub mod lesson_page;
pub mod lesson_parts;
pub mod lesson_steps;
pub(crate) mod lesson_terminal;
pub(crate) mod lesson_view;
pub(crate) mod lesson_view_json;
pub mod page;
pub mod page_words;
pub mod pager;
pub mod parity;
pub mod play_panel;
pub mod play_screen;
pub mod play_words;
#[cfg(feature = "cli")]
pub mod plot;
// Without plotters (whose wasm32 build needs wasm-bindgen): the same
// functions, each an error saying the pictures are not in this build.
pub mod lab_report;
#[cfg(not(feature = "cli"))]
#[path = "plot_absent.rs"]
pub mod plot;
pub mod proof;
pub mod proof_row;
pub mod random;
pub mod reduce;
pub(crate) mod report;
pub mod scorm;
pub mod search;
pub mod search_pdb;
pub mod step_json;
pub mod step_screen;
pub mod step_text;
pub mod svg;
pub mod svg_legend;
pub mod svg_tree;
pub mod tree;
pub mod tree_dot;
pub mod tree_html;
pub mod wrap;

use crate::board::Board;
use owo_colors::OwoColorize;
use serde::Serialize;
use std::io::Write;

pub use crate::parse::escape;

/// How text output looks: which colours to use, and how wide a terminal
/// it is laid out for. A disabled palette returns text unchanged, so the
/// same renderer serves terminals, pipes, snapshots and `NO_COLOR`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    pub enabled: bool,
    /// The terminal's width (see [`wrap::width`]) when standard output is
    /// a terminal: a table wider than this is laid out in a compact form.
    /// `None` (pipes, files, snapshots): every table in its full form, so
    /// that piped output never depends on a terminal.
    pub width: Option<usize>,
    /// The language of the words, and of the numbers' format.
    pub lang: crate::i18n::Lang,
}

impl Palette {
    /// No colours, no terminal width, words in `lang`: for pages, files
    /// and pipes. Every palette is made with the language of its words.
    pub const fn plain(lang: crate::i18n::Lang) -> Palette {
        Palette {
            enabled: false,
            width: None,
            lang,
        }
    }

    /// Colours on, no terminal width, words in `lang`.
    pub const fn color(lang: crate::i18n::Lang) -> Palette {
        Palette {
            enabled: true,
            ..Palette::plain(lang)
        }
    }

    /// The same palette for words in `lang`.
    pub fn in_lang(self, lang: crate::i18n::Lang) -> Palette {
        Palette { lang, ..self }
    }

    /// True when a line `columns` wide fits the terminal (always true
    /// off a terminal).
    pub fn fits(&self, columns: usize) -> bool {
        self.width.is_none_or(|w| columns <= w)
    }

    /// True when every line of `text` fits the terminal.
    pub fn fits_text(&self, text: &str) -> bool {
        self.width.is_none_or(|w| wrap::widest(text) <= w)
    }

    fn paint(&self, text: &str, f: impl Fn(&str) -> String) -> String {
        if self.enabled {
            f(text)
        } else {
            text.to_string()
        }
    }

    /// Section headings.
    pub fn heading(&self, t: &str) -> String {
        self.paint(t, |t| t.bold().underline().to_string())
    }
    /// A positive verdict or a passed check.
    pub fn good(&self, t: &str) -> String {
        self.paint(t, |t| t.green().bold().to_string())
    }
    /// A negative verdict or a failed check.
    pub fn bad(&self, t: &str) -> String {
        self.paint(t, |t| t.red().bold().to_string())
    }
    /// Something to look at: the moving tile, a changed count.
    pub fn accent(&self, t: &str) -> String {
        self.paint(t, |t| t.yellow().bold().to_string())
    }
    /// Secondary information.
    pub fn dim(&self, t: &str) -> String {
        self.paint(t, |t| t.dimmed().to_string())
    }
    /// Numbers the tool computed.
    pub fn number(&self, t: &str) -> String {
        self.paint(t, |t| t.cyan().to_string())
    }
}

/// How wide a cell must be for the largest tile of a board.
pub fn cell_width(board: &Board) -> usize {
    (board.cells() - 1).to_string().len()
}

/// A board drawn as a boxed grid, the blank as an empty cell; cells listed
/// in `marked` are painted with the accent colour.
pub fn grid(board: &Board, palette: Palette, marked: &[usize]) -> String {
    let w = cell_width(board);
    let border = {
        let mut s = String::from("+");
        for _ in 0..board.width() {
            s.push_str(&"-".repeat(w + 2));
            s.push('+');
        }
        s
    };
    let mut out = String::new();
    out.push_str(&border);
    out.push('\n');
    for r in 0..board.height() {
        out.push('|');
        for c in 0..board.width() {
            let i = r * board.width() + c;
            let t = board.tiles()[i];
            let text = if t == 0 {
                " ".repeat(w)
            } else {
                format!("{t:>w$}")
            };
            let text = if marked.contains(&i) {
                palette.accent(&text)
            } else {
                text
            };
            out.push(' ');
            out.push_str(&text);
            out.push_str(" |");
        }
        out.push('\n');
        out.push_str(&border);
        out.push('\n');
    }
    out
}

/// A board on one line, rows separated by `/` (the blank as `0`).
pub fn inline(board: &Board) -> String {
    board.to_line()
}

/// Several boards side by side (each a grid), with captions above.
pub fn side_by_side(blocks: &[(String, String)], gap: usize) -> String {
    let split: Vec<(Vec<&str>, usize)> = blocks
        .iter()
        .map(|(caption, body)| {
            let mut lines = vec![caption.as_str()];
            lines.extend(body.lines());
            let width = lines.iter().map(|l| visible_width(l)).max().unwrap_or(0);
            (lines, width)
        })
        .collect();
    let height = split.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
    let mut out = String::new();
    for row in 0..height {
        let mut line = String::new();
        for (k, (lines, width)) in split.iter().enumerate() {
            let cell = lines.get(row).copied().unwrap_or("");
            line.push_str(cell);
            if k + 1 < split.len() {
                line.push_str(&" ".repeat(width - visible_width(cell) + gap));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Width of a string on screen, ignoring ANSI colour sequences (a CJK
/// character takes two columns: a caption in Chinese above a grid).
pub fn visible_width(s: &str) -> usize {
    wrap::display_width(s)
}

/// Write a value as pretty JSON followed by a new line, through a buffer:
/// for big documents, like a search tree, written as they are produced
/// and never held in memory whole.
pub fn stream_json<T: Serialize>(out: &mut dyn Write, value: &T) -> crate::error::Result<()> {
    let mut w = std::io::BufWriter::new(out);
    write_json(&mut w, value)?;
    w.flush()?;
    Ok(())
}

/// Write a value as pretty JSON followed by a new line: streamed, with
/// terminal controls and bidi overrides escaped (see [`json`]).
pub fn write_json<T: Serialize>(out: &mut dyn Write, value: &T) -> crate::error::Result<()> {
    json::write_pretty(out, &Versioned::new(value))
}

/// The version of the JSON the tool prints. Every top-level object carries
/// it as `"schema_version"`; it changes when a field is renamed or removed
/// or changes meaning (adding a field keeps it).
pub const SCHEMA_VERSION: u32 = 1;

/// A top-level JSON object with `"schema_version"` first. `value` must
/// serialize as an object (a struct or a map).
#[derive(Serialize)]
pub struct Versioned<'a, T: Serialize + ?Sized> {
    schema_version: u32,
    #[serde(flatten)]
    value: &'a T,
}

impl<'a, T: Serialize + ?Sized> Versioned<'a, T> {
    pub fn new(value: &'a T) -> Versioned<'a, T> {
        Versioned {
            schema_version: SCHEMA_VERSION,
            value,
        }
    }
}

/// One JSON object on one line (for `--format jsonl`), versioned.
pub fn write_json_line<T: Serialize>(out: &mut dyn Write, value: &T) -> crate::error::Result<()> {
    let text = serde_json::to_string(&Versioned::new(value))
        .map_err(|e| crate::error::Error::internal(format!("JSON: {e}")))?;
    writeln!(out, "{}", json::escape_extra(&text))?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_objects_carry_the_schema_version_first() {
        #[derive(Serialize)]
        struct S {
            a: u8,
        }
        let mut out = Vec::new();
        write_json(&mut out, &S { a: 1 }).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\n  \"schema_version\": 1,\n  \"a\": 1\n}\n"
        );
        let mut out = Vec::new();
        write_json_line(&mut out, &S { a: 2 }).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"schema_version\":1,\"a\":2}\n"
        );
        // A list is not an object: refused, never printed without a version.
        assert!(write_json(&mut Vec::new(), &[1, 2]).is_err());
    }

    #[test]
    fn grid_draws_blank_as_space() {
        let b = crate::parse::parse_board("1 2/3 0", None).unwrap();
        assert_eq!(
            grid(&b, Palette::plain(crate::i18n::Lang::EN), &[]),
            "+---+---+\n| 1 | 2 |\n+---+---+\n| 3 |   |\n+---+---+\n"
        );
    }

    #[test]
    fn side_by_side_pads_columns() {
        let s = side_by_side(
            &[("a".into(), "xx\nyy".into()), ("b".into(), "z".into())],
            2,
        );
        assert_eq!(s, "a   b\nxx  z\nyy\n");
    }
}
