//! The terminal's writer of a lesson step's view ([`super::lesson_view`]):
//! the same blocks as the page, the Markdown and the sheets, laid out on a
//! fixed-width screen and coloured by the palette. It chooses no words and
//! no numbers: every sentence, caption, column name and cell is the view's.
//!
//! Everything is escaped for the terminal (the lesson's words and the
//! tool's alike: a tool's sentence may quote a lesson's name), and the
//! page is made to fit its width afterwards (`render::wrap::fit`: prose
//! wrapped, a table too wide laid out again without losing a cell).

use super::lesson_parts::Look;
use super::lesson_view::{Block, Emph, Span, Table};
use super::report::{Columns, columns};
use super::{Palette, escape, grid, side_by_side};
use std::fmt::Write as _;

/// Move letters on one line at most this long, as the commands print them.
const MOVES_PER_LINE: usize = 60;

/// Write the blocks of one step, each a paragraph of its own (a blank
/// line after it; a section's or a step's title belongs to what
/// follows).
pub(crate) fn write(s: &mut String, blocks: &[Block<'_>], look: &Look) {
    let palette = look.palette;
    for block in blocks {
        match block {
            Block::Section(t) | Block::Title(t) => {
                let _ = writeln!(s, "{}", palette.heading(&escape(t)));
            }
            // A heading inside a report is a paragraph of its own: a
            // report's long paragraph said again in a later step gives way
            // to a note (`render::lesson::pages`), its heading does not.
            Block::Heading(h) => {
                let _ = writeln!(s, "{}\n", palette.heading(&escape(h)));
            }
            Block::Text(t) | Block::Say(t) => {
                let _ = writeln!(s, "{}\n", super::escape::para(t));
            }
            Block::Boards(items) => {
                s.push_str(&boards(items, palette));
                s.push('\n');
            }
            Block::Para(p) => {
                s.push_str(&sentence(p, palette));
                s.push('\n');
            }
            Block::Table(t) => {
                s.push_str(&table(t));
                s.push('\n');
            }
            Block::List(items) => {
                for item in items {
                    let line = spans(item, palette);
                    let _ = writeln!(s, "{}", super::wrap::hang(&line, look.width, "- ", "  "));
                }
                s.push('\n');
            }
            // A picture the terminal cannot draw: its numbers are in the
            // step's tables.
            Block::Plot(_) => {}
            Block::Tree(r) => {
                let style = if r.grids {
                    super::tree::BoardStyle::Grid
                } else {
                    super::tree::BoardStyle::Inline
                };
                s.push_str(&super::tree::fit(
                    &super::tree::text(&r.tree, palette, style),
                    look.width,
                ));
                s.push('\n');
                if let Some(steps) = &r.steps {
                    s.push_str(&super::lesson_steps::text(steps, palette, look.width));
                    s.push('\n');
                }
            }
        }
    }
}

/// Boards side by side under their captions; one board without a caption
/// alone.
fn boards(items: &[(String, &crate::board::Board)], palette: Palette) -> String {
    match items {
        [(caption, board)] if caption.is_empty() => grid(board, palette, &[]),
        _ => side_by_side(
            &items
                .iter()
                .map(|(c, b)| (escape(c), grid(b, palette, &[])))
                .collect::<Vec<_>>(),
            4,
        ),
    }
}

/// A sentence on its line; a sentence that is moves alone (a reduction's
/// hundreds of letters) indented, in lines of [`MOVES_PER_LINE`].
fn sentence(p: &[Span], palette: Palette) -> String {
    if let [Span::Code(moves)] = p {
        let letters: Vec<char> = escape(moves).chars().collect();
        return letters
            .chunks(MOVES_PER_LINE)
            .map(|chunk| format!("  {}\n", chunk.iter().collect::<String>()))
            .collect();
    }
    format!("{}\n", spans(p, palette))
}

/// The spans of a sentence, the strong ones coloured as the numbers the
/// tool computed.
fn spans(p: &[Span], palette: Palette) -> String {
    p.iter()
        .map(|span| match span {
            Span::Text(t) | Span::Code(t) => escape(t),
            Span::Strong(t, emph) => {
                let t = escape(t);
                match emph {
                    Emph::Number => palette.number(&t),
                    Emph::Good => palette.good(&t),
                    Emph::Bad => palette.bad(&t),
                    Emph::Accent => palette.accent(&t),
                }
            }
        })
        .collect()
}

/// A table in columns, numbers aligned right, two spaces between columns.
fn table(t: &Table) -> String {
    let escaped = Table {
        head: t.head.iter().map(|c| escape(c)).collect(),
        rows: t
            .rows
            .iter()
            .map(|r| r.iter().map(|c| escape(c)).collect())
            .collect(),
        numeric: t.numeric.clone(),
    };
    columns(
        &escaped,
        &Columns {
            min: Vec::new(),
            gap: Vec::new(),
            right: t.numeric.clone(),
            head_right: t.numeric.clone(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn look() -> Look {
        Look::new(Palette::plain(Lang::EN))
    }

    #[test]
    fn every_sentence_is_a_paragraph_and_a_table_keeps_its_columns() {
        let blocks = vec![
            Block::Heading("Counts".into()),
            Block::Para(vec![
                Span::Text("One ".into()),
                Span::Strong("two".into(), Emph::Number),
            ]),
            Block::Para(vec![Span::Text("three".into())]),
            Block::Table(Table {
                head: vec!["tile".into(), "count".into()],
                rows: vec![vec!["10".into(), "7".into()], vec!["3".into(), "12".into()]],
                numeric: vec![true, true],
            }),
        ];
        let mut s = String::new();
        write(&mut s, &blocks, &look());
        assert_eq!(
            s,
            "Counts\n\nOne two\n\nthree\n\ntile  count\n  10      7\n   3     12\n\n"
        );
    }

    /// A verdict is coloured as the commands colour it (green, red), a
    /// number as the tool's numbers.
    #[test]
    fn strong_words_are_coloured_by_their_kind() {
        let palette = Palette {
            enabled: true,
            ..Palette::plain(Lang::EN)
        };
        let para = |emph| vec![Span::Strong("word".into(), emph)];
        for emph in [Emph::Number, Emph::Good, Emph::Bad, Emph::Accent] {
            let want = match emph {
                Emph::Number => palette.number("word"),
                Emph::Good => palette.good("word"),
                Emph::Bad => palette.bad("word"),
                Emph::Accent => palette.accent("word"),
            };
            assert_eq!(spans(&para(emph), palette), want);
        }
        assert_ne!(palette.good("word"), palette.bad("word"));
        assert_ne!(palette.good("word"), palette.number("word"));
    }

    #[test]
    fn long_moves_are_cut_into_indented_lines_and_control_characters_escaped() {
        let moves = "U".repeat(130);
        let mut s = String::new();
        write(
            &mut s,
            &[
                Block::Para(vec![Span::Code(moves)]),
                Block::Title("a\u{1b}[2Jb"),
            ],
            &look(),
        );
        let lines: Vec<&str> = s.lines().collect();
        assert_eq!(lines[0].len(), 2 + MOVES_PER_LINE);
        assert_eq!(lines[2], format!("  {}", "U".repeat(10)));
        assert!(!s.contains('\u{1b}'), "{s:?}");
    }
}
