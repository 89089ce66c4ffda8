//! The chrome every HTML page of a lesson shares (the lesson page, the
//! student's sheet, the answer key, a course's index): the `<head>` with
//! its Content-Security-Policy, the base style with its print rules, and
//! the small pieces of HTML they are built of (lesson text as paragraphs,
//! boards as tables, data tables, inline pictures). All text goes through
//! [`esc`] (after the control characters are shown escaped, as
//! everywhere).

use super::escape::html as esc;
use super::lesson::para;
use crate::board::Board;
use crate::lesson::Prepared;
use std::fmt::Write as _;

/// A page that needs no script: nothing may be fetched, nothing may run;
/// only inline style and `data:` images.
pub(crate) const CSP_NO_SCRIPT: &str =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/// The opening of a page up to `<body>`: the page's language (the tool's:
/// `--lang`, the locale), charset, the policy `csp`, the viewport for
/// phones, the title (escaped here) and the style.
pub fn head(title: &str, csp: &str, style: &str, lang: crate::i18n::Lang) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{style}</style>\n</head>\n<body>",
        lang.code(),
        esc(title)
    )
}

/// The ` lang="…"` attribute of a lesson's own text: the lesson's `lang:`
/// (a merged translation's), English when it declares none; empty when it
/// is the page's language, which the text then inherits from `<html>`.
pub(crate) fn content_lang(p: &Prepared, page: crate::i18n::Lang) -> String {
    in_lang_of(p.lesson.lang.as_deref(), page)
}

/// [`content_lang`] of a lesson whose `lang:` is `tag`, on a page in `page`.
pub(crate) fn in_lang_of(tag: Option<&str>, page: crate::i18n::Lang) -> String {
    other_lang(tag.unwrap_or("en"), page)
}

/// The ` lang="…"` attribute that gives the page's own words (the tool's
/// language) back inside the lesson's text; empty when the lesson is in
/// the page's language.
pub(crate) fn chrome_lang(p: &Prepared, lang: crate::i18n::Lang) -> String {
    if content_lang(p, lang).is_empty() {
        String::new()
    } else {
        format!(" lang=\"{}\"", lang.code())
    }
}

fn other_lang(tag: &str, lang: crate::i18n::Lang) -> String {
    if crate::i18n::Lang::from_code(tag) == Some(lang) {
        String::new()
    } else {
        format!(" lang=\"{}\"", esc(tag))
    }
}

/// `html` in a `<span>` with the attribute `lang` (of [`content_lang`]),
/// or as it is when `lang` is empty.
pub(crate) fn in_lang(lang: &str, html: &str) -> String {
    if lang.is_empty() {
        html.to_string()
    } else {
        format!("<span{lang}>{html}</span>")
    }
}

/// The base style: readable on a screen and at 360 px, and printable (A4
/// and Letter). The font stack names, after the Latin fonts (which have no
/// Myanmar glyphs, so a browser takes each Burmese character from the
/// first font below that has it), the Myanmar fonts of each platform:
/// Myanmar Text (Windows), Myanmar Sangam MN (macOS, iOS), Noto Sans
/// Myanmar (Android, Linux: fonts-noto-core), Padauk (Linux:
/// fonts-sil-padauk). All are Unicode fonts, never Zawgyi ones.
pub const STYLE: &str = r#"
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", Helvetica, Arial, "Myanmar Text", "Myanmar Sangam MN", "Noto Sans Myanmar", Padauk, sans-serif; line-height: 1.45; max-width: 60em; margin: 2em auto; padding: 0 1.2em; color: #111; background: #fff; }
h1 { font-size: 1.7em; margin-bottom: 0.2em; }
h2 { font-size: 1.3em; border-bottom: 1px solid #ccc; padding-bottom: 0.15em; margin-top: 1.6em; }
h3 { font-size: 1.08em; margin-bottom: 0.3em; }
.summary { color: #333; }
.step { margin: 1.1em 0; break-inside: avoid; page-break-inside: avoid; }
.boards { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
.boards figure { margin: 0; }
.boards figcaption { font-size: 0.9em; color: #444; margin-bottom: 0.2em; }
table.grid { border-collapse: collapse; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
table.grid td { border: 1.5px solid #555; width: 2em; height: 2em; text-align: center; font-size: 1.05em; }
table.grid td.blank { background: #b4b4b4; }
table.data { border-collapse: collapse; margin: 0.5em 0; font-size: 0.95em; }
table.data th, table.data td { border: 1px solid #bbb; padding: 0.2em 0.55em; }
table.data th { background: #f2f2f2; }
table.data td.n { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f7f7f7; border: 1px solid #ddd; padding: 0.6em 0.8em; overflow-x: auto; font-size: 0.85em; white-space: pre-wrap; }
.frontier { background: #f7f7f7; border: 1px solid #ddd; padding: 0.4em 0.6em; margin: 0.6em 0; font-size: 0.9em; }
.frontier p { margin: 0.3em 0; }
.frontier ul { list-style: none; margin: 0.2em 0 0.5em; padding: 0; }
.frontier li { padding-left: 1.5em; text-indent: -1.5em; font-variant-numeric: tabular-nums; }
.frontier li span { white-space: nowrap; margin-right: 0.6em; }
@media (max-width: 480px) { .frontier { padding: 0.4em 0.4em; } .frontier li { font-size: 0.78em; padding-left: 1em; text-indent: -1em; } .frontier li span { margin-right: 0.3em; } }
.picture svg { max-width: 100%; height: auto; border: 1px solid #e4e4e4; }
div.quiz { border-left: 4px solid #1f5fbf; padding: 0.3em 0.9em; background: #f5f8fd; }
details { margin-top: 0.4em; }
summary { cursor: pointer; color: #1f5fbf; }
.checked { font-size: 0.85em; color: #555; font-style: italic; }
.view { overflow-x: auto; }
@page { size: auto; margin: 15mm; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10.5pt; }
  h2 { break-after: avoid; page-break-after: avoid; }
  .picture, table, pre, div.quiz { break-inside: avoid; page-break-inside: avoid; }
  .picture svg { max-height: 240mm; }
  details > summary { display: none; }
  details { display: block; }
  pre { white-space: pre-wrap; }
}
"#;

/// A next-node exercise's expanded nodes and numbered frontier (the text
/// of [`super::exercise::frontier`]) as HTML, one node per line: each
/// heading a paragraph, each node a list item whose parts (its number,
/// its board, its move, its values) never break inside; on a narrow
/// screen a node's later parts go under it, indented, and never share a
/// line with another node.
pub(crate) fn frontier(text: &str) -> String {
    let mut s = String::from("<div class=\"frontier\">\n");
    let mut list = false;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        if line.starts_with(' ') {
            if !list {
                s.push_str("<ul>\n");
                list = true;
            }
            let parts: Vec<String> = line
                .split("  ")
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .map(|p| format!("<span>{}</span>", esc(p)))
                .collect();
            let _ = writeln!(s, "<li>{}</li>", parts.join(" "));
        } else {
            if list {
                s.push_str("</ul>\n");
                list = false;
            }
            let _ = writeln!(s, "<p>{}</p>", esc(line));
        }
    }
    if list {
        s.push_str("</ul>\n");
    }
    s.push_str("</div>");
    s
}

/// Lesson text as HTML: escaped, paragraphs at blank lines; a line break
/// is kept before a list item ("- ", "* ", "1. "), other lines flow.
pub(crate) fn text(t: &str) -> String {
    para(t)
        .split("\n\n")
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let mut out = String::new();
            let mut before = "";
            for (k, line) in p.split('\n').enumerate() {
                if k > 0 {
                    out.push_str(if item(line) {
                        "<br>\n"
                    } else if wide_join(before, line) {
                        // A browser shows a line break as a space, which
                        // Chinese text does not have between its lines.
                        ""
                    } else {
                        "\n"
                    });
                }
                out.push_str(&esc(line));
                before = line;
            }
            format!("<p>{out}</p>")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether two lines of text join with nothing between them: the first
/// ends and the second starts with a wide (CJK) character or punctuation.
fn wide_join(before: &str, after: &str) -> bool {
    let wide = |c: Option<char>| {
        c.is_some_and(|c| super::wrap::display_width(c.encode_utf8(&mut [0; 4])) == 2)
    };
    wide(before.trim_end().chars().next_back()) && wide(after.trim_start().chars().next())
}

/// True for a line that starts a list item.
pub(crate) fn item(line: &str) -> bool {
    let l = line.trim_start();
    l.starts_with("- ")
        || l.starts_with("* ")
        || l.split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// Escape, keeping line breaks as `<br>`.
pub(crate) fn esc_lines(s: &str) -> String {
    s.split('\n').map(esc).collect::<Vec<_>>().join("<br>\n")
}

/// A board as an HTML table, the blank grey.
pub(crate) fn grid(board: &Board, lang: crate::i18n::Lang) -> String {
    let blank = esc(&crate::t!(lang; "pages-blank"));
    let mut s = String::from(r#"<table class="grid">"#);
    for row in board.tiles().chunks(board.width()) {
        s.push_str("<tr>");
        for &t in row {
            if t == 0 {
                let _ = write!(s, r#"<td class="blank" aria-label="{blank}"></td>"#);
            } else {
                let _ = write!(s, "<td>{t}</td>");
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</table>");
    s
}

pub(crate) fn boards(items: &[(&str, &Board)], lang: crate::i18n::Lang) -> String {
    let mut s = String::from(r#"<div class="boards">"#);
    for (caption, b) in items {
        let _ = write!(
            s,
            "<figure>{}{}</figure>",
            if caption.is_empty() {
                String::new()
            } else {
                format!("<figcaption>{}</figcaption>", esc(caption))
            },
            grid(b, lang)
        );
    }
    s.push_str("</div>");
    s
}

/// A table with a header row (none when `head` is empty); cells already
/// HTML.
pub(crate) fn table(head: &[&str], rows: &[Vec<String>], numeric: &[bool]) -> String {
    let mut s = String::from(r#"<table class="data">"#);
    if !head.is_empty() {
        s.push_str("<thead><tr>");
        for h in head {
            let _ = write!(s, "<th>{}</th>", esc(h));
        }
        s.push_str("</tr></thead>");
    }
    s.push_str("<tbody>");
    for r in rows {
        s.push_str("<tr>");
        for (k, c) in r.iter().enumerate() {
            if numeric.get(k).copied().unwrap_or(false) {
                let _ = write!(s, r#"<td class="n">{c}</td>"#);
            } else {
                let _ = write!(s, "<td>{c}</td>");
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table>");
    s
}

pub(crate) fn picture(svg: &str) -> String {
    // Drop the XML declaration: the SVG is inline in HTML.
    let body = svg.trim_start_matches(r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    format!(r#"<div class="picture">{}</div>"#, body.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_lines_join_without_a_space() {
        assert_eq!(
            text("如果较大的数排在前面，\n这一对就是逆序。"),
            "<p>如果较大的数排在前面，这一对就是逆序。</p>"
        );
        assert_eq!(text("one\ntwo"), "<p>one\ntwo</p>");
        assert_eq!(text("逆序\n- 一"), "<p>逆序<br>\n- 一</p>");
    }
}
