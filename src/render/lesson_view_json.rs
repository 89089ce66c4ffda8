//! The JSON writer of a lesson step's view ([`super::lesson_view::view`]):
//! the step as a page shows it, block by block, for a tool that lays a
//! lesson out itself (the `view` of each step of `lesson run --format
//! json`). Built in English, as all of npuzzle's JSON: the words are the
//! catalogue's, the numbers the tool's, the lesson's own text as written.

use super::lesson_view::{Block, Emph, Plot, Span};
use crate::i18n::Lang;
use crate::lesson::Prepared;
use serde::Serialize;

/// One block of a step's view.
#[derive(Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub(crate) enum ViewBlock<'a> {
    /// A section's title (the lesson's words).
    Section { text: &'a str },
    /// A step's title (the lesson's words).
    Title { text: &'a str },
    /// A heading inside a command's report.
    Heading { text: String },
    /// A step's `text:` (the lesson's words, plain).
    Text { text: &'a str },
    /// A `say:` (the lesson's words, Markdown).
    Say { markdown: &'a str },
    /// Boards side by side, each with its caption.
    Boards { boards: Vec<ViewBoard> },
    /// One of the tool's sentences.
    Paragraph { spans: Vec<ViewSpan> },
    /// A table: its header (empty when none), rows, the numeric columns.
    Table {
        head: Vec<String>,
        rows: Vec<Vec<String>>,
        numeric: Vec<bool>,
    },
    /// A bulleted list of the tool's sentences.
    List { items: Vec<Vec<ViewSpan>> },
    /// A picture whose numbers are in the step's data (`distances`: the
    /// boards at each distance; `cost-table`: the cost table).
    Plot { plot: &'static str },
    /// The search tree of the step's `tree` field.
    Tree,
}

/// A board with its caption: its rows, the blank as 0.
#[derive(Debug, Serialize)]
pub(crate) struct ViewBoard {
    caption: String,
    board: String,
    rows: Vec<Vec<u8>>,
}

/// A piece of a sentence: plain text, a strong word (with its kind:
/// `number`, `good`, `bad` or `accent`), or code (moves, a board on one
/// line).
#[derive(Debug, Serialize)]
pub(crate) struct ViewSpan {
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    strong: Option<&'static str>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    code: bool,
}

fn span(s: Span) -> ViewSpan {
    match s {
        Span::Text(text) => ViewSpan {
            text,
            strong: None,
            code: false,
        },
        Span::Code(text) => ViewSpan {
            text,
            strong: None,
            code: true,
        },
        Span::Strong(text, emph) => ViewSpan {
            text,
            strong: Some(match emph {
                Emph::Number => "number",
                Emph::Good => "good",
                Emph::Bad => "bad",
                Emph::Accent => "accent",
            }),
            code: false,
        },
    }
}

/// The view of step `i` (not a question), in English.
pub(crate) fn view(p: &Prepared, i: usize) -> Vec<ViewBlock<'_>> {
    super::lesson_view::view(p, i, Lang::EN)
        .into_iter()
        .map(|block| match block {
            Block::Section(text) => ViewBlock::Section { text },
            Block::Title(text) => ViewBlock::Title { text },
            Block::Heading(text) => ViewBlock::Heading { text },
            Block::Text(text) => ViewBlock::Text { text },
            Block::Say(markdown) => ViewBlock::Say { markdown },
            Block::Boards(items) => ViewBlock::Boards {
                boards: items
                    .into_iter()
                    .map(|(caption, b)| ViewBoard {
                        caption,
                        board: b.to_line(),
                        rows: b.tiles().chunks(b.width()).map(<[u8]>::to_vec).collect(),
                    })
                    .collect(),
            },
            Block::Para(spans) => ViewBlock::Paragraph {
                spans: spans.into_iter().map(span).collect(),
            },
            Block::Table(t) => ViewBlock::Table {
                head: t.head,
                rows: t.rows,
                numeric: t.numeric,
            },
            Block::List(items) => ViewBlock::List {
                items: items
                    .into_iter()
                    .map(|item| item.into_iter().map(span).collect())
                    .collect(),
            },
            Block::Plot(Plot::Distances(_)) => ViewBlock::Plot { plot: "distances" },
            Block::Plot(Plot::CostTable(_)) => ViewBlock::Plot { plot: "cost-table" },
            Block::Tree(_) => ViewBlock::Tree,
        })
        .collect()
}
