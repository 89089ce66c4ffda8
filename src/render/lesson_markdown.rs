//! `lesson run --format markdown`: the instructor's copy of a lesson, and
//! with `student` the student's sheet (`lesson run --handout`). Every text
//! from the lesson file goes through `render::lesson_md`.

use super::lesson_md as md;
use super::lesson_view::{self, Block, Span};
use super::page_words as words;
use crate::lesson::Prepared;
use crate::lesson::result::StepResult;
use crate::t;
use std::fmt::Write as _;

/// The student's sheet, in Markdown (`render::lesson_handout` has its
/// pieces and the answer key).
pub fn handout(p: &Prepared, lang: crate::i18n::Lang) -> String {
    markdown_as(p, true, lang)
}

/// A sentence's spans as Markdown (the spaces around a span kept: the
/// escaper trims a line's end).
fn md_spans(list: &[Span]) -> String {
    let plain = |t: &str| {
        let core = t.trim();
        if core.is_empty() {
            return t.to_string();
        }
        let at = t.find(core).unwrap_or(0);
        format!("{}{}{}", &t[..at], md::text(core), &t[at + core.len()..])
    };
    list.iter()
        .map(|s| match s {
            Span::Text(t) => plain(t),
            Span::Strong(t, _) => format!("**{}**", md::text(t.trim())),
            Span::Code(t) => format!("`{t}`"),
        })
        .collect()
}

/// One table cell: plain text, on one line.
fn md_cell(c: &str) -> String {
    let t = md::text(c).replace('\n', " ");
    // A mark that would start a list or a heading on a line of its own
    // means nothing in a cell: `-` stays `-`.
    match t.strip_prefix('\\') {
        Some(rest) if rest.starts_with(['-', '+', '=', '#']) => rest.to_string(),
        _ => t,
    }
}

/// The Markdown writer of a step's view ([`lesson_view::view`]).
fn write_view(s: &mut String, blocks: &[Block<'_>], lang: crate::i18n::Lang) {
    // What npuzzle computed stands in a block quote, apart from the
    // lesson's own words (a reader, and the sheet's tests, tell them apart).
    let mut quoted = String::new();
    for block in blocks {
        if block.computed() {
            write_block(&mut quoted, block, lang);
            continue;
        }
        quote(s, &mut quoted);
        write_block(s, block, lang);
    }
    quote(s, &mut quoted);
}

/// `text` as a block quote, appended to `s`; `text` is emptied.
fn quote(s: &mut String, text: &mut String) {
    let body = text.trim_end();
    if body.is_empty() {
        return;
    }
    for line in body.lines() {
        if line.is_empty() {
            s.push_str(">\n");
        } else {
            let _ = writeln!(s, "> {line}");
        }
    }
    s.push('\n');
    text.clear();
}

/// One block of a step's view as Markdown.
fn write_block(s: &mut String, block: &Block<'_>, lang: crate::i18n::Lang) {
    {
        match block {
            Block::Section(t) => {
                let _ = writeln!(s, "## {}\n", md::text(t).replace('\n', " "));
            }
            Block::Title(t) => {
                let _ = writeln!(s, "### {}\n", md::text(t).replace('\n', " "));
            }
            Block::Heading(h) => {
                let _ = writeln!(s, "**{}**\n", md::text(h).replace('\n', " "));
            }
            Block::Text(t) => {
                let _ = writeln!(s, "{}\n", md::text(t));
            }
            Block::Say(t) => {
                let _ = writeln!(s, "{}\n", md::markdown(t));
            }
            Block::Boards(items) => {
                for (caption, board) in items {
                    md::board(s, Some(&md::text(caption)), board);
                }
            }
            Block::Para(p) => {
                let _ = writeln!(s, "{}\n", md_spans(p));
            }
            Block::Table(t) => {
                let row = |cells: &mut dyn Iterator<Item = String>| {
                    format!("| {} |", cells.collect::<Vec<_>>().join(" | "))
                };
                // Markdown tables need a header row: empty cells when the
                // table has none.
                let head: Vec<String> = if t.head.is_empty() {
                    t.numeric.iter().map(|_| " ".to_string()).collect()
                } else {
                    t.head.iter().map(|h| md_cell(h)).collect()
                };
                let _ = writeln!(s, "{}", row(&mut head.into_iter()));
                let _ = writeln!(
                    s,
                    "{}",
                    row(&mut t.numeric.iter().map(|&n| if n {
                        "---:".into()
                    } else {
                        "---".into()
                    }))
                );
                for r in &t.rows {
                    let _ = writeln!(s, "{}", row(&mut r.iter().map(|c| md_cell(c))));
                }
                s.push('\n');
            }
            Block::List(items) => {
                for item in items {
                    let _ = writeln!(s, "- {}", md_spans(item));
                }
                s.push('\n');
            }
            // Markdown has no inline pictures here; the numbers are in the
            // step's report.
            Block::Plot(_) => {}
            Block::Tree(r) => {
                let _ = writeln!(
                    s,
                    "{}\n",
                    super::tree::summary(&r.tree, lang)
                        .trim_end()
                        .replace('\n', "  \n")
                );
                let _ = writeln!(s, "```mermaid\n{}```\n", super::tree::mermaid(&r.tree));
            }
        }
    }
}

/// A printable handout: text, boards, tables, and the quiz answers at the
/// end.
pub fn markdown(p: &Prepared, lang: crate::i18n::Lang) -> String {
    markdown_as(p, false, lang)
}

/// The Markdown of a lesson: the instructor's copy, or with `student` the
/// student's sheet (see `render::lesson_handout`): the steps that compute
/// a quiz's answer, the checked claims and the answers are left out, and
/// every question gets its hint and a blank answer line.
pub fn markdown_as(p: &Prepared, student: bool, lang: crate::i18n::Lang) -> String {
    let mut s = String::new();
    let l = &p.lesson;
    let _ = writeln!(s, "# {}\n", md::text(&l.title).replace('\n', " "));
    let _ = writeln!(
        s,
        "*{}* {}\n",
        t!(lang; "pages-level-sentence", level = words::level(l.level, lang)),
        md::text(&l.summary)
    );
    let mut answers = String::new();
    let holds = crate::lesson::askfirst::holds(&p.results);
    for i in crate::lesson::askfirst::order_with(&holds) {
        let r = &p.results[i];
        if student && holds[i].is_some() {
            continue;
        }
        match r {
            StepResult::Quiz(_) | StepResult::Exercise(_) => {
                let q = crate::lesson::ask::Question::of(r).expect("a question");
                let n = crate::lesson::ask::number_of(&p.results, i).unwrap_or(0);
                super::lesson_handout::question(&mut s, n, q, lang);
                if student {
                    super::lesson_handout::answer_space(&mut s, q, lang);
                    super::lesson_handout::held_note(&mut s, &holds, i, lang);
                    continue;
                }
                let _ = writeln!(answers, "{}", super::lesson_handout::key_line(n, q, true));
            }
            _ => write_view(&mut s, &lesson_view::view(p, i, lang), lang),
        }
        if !student && let Some(line) = lesson_view::checked(p, i, lang) {
            let _ = writeln!(s, "*{}*\n", md::text(&line));
        }
    }
    if !answers.is_empty() && !student {
        let _ = writeln!(s, "## {}\n\n{answers}", t!(lang; "pages-answers-heading"));
    }
    let out = s.trim_end().to_string();
    out + "\n"
}
