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
use std::fmt::Write as _;

/// A page that needs no script: nothing may be fetched, nothing may run;
/// only inline style and `data:` images.
pub const CSP_NO_SCRIPT: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/// The opening of a page up to `<body>`: charset, the policy `csp`, the
/// viewport for phones, the title (escaped here) and the style.
pub fn head(title: &str, csp: &str, style: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{style}</style>\n</head>\n<body>",
        esc(title)
    )
}

/// The base style: readable on a screen and at 360 px, and printable (A4
/// and Letter).
pub const STYLE: &str = r#"
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; line-height: 1.45; max-width: 60em; margin: 2em auto; padding: 0 1.2em; color: #111; background: #fff; }
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
.picture svg { max-width: 100%; height: auto; border: 1px solid #e4e4e4; }
div.quiz { border-left: 4px solid #1f5fbf; padding: 0.3em 0.9em; background: #f5f8fd; }
details { margin-top: 0.4em; }
summary { cursor: pointer; color: #1f5fbf; }
.checked { font-size: 0.85em; color: #555; font-style: italic; }
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

/// Lesson text as HTML: escaped, paragraphs at blank lines; a line break
/// is kept before a list item ("- ", "* ", "1. "), other lines flow.
pub fn text(t: &str) -> String {
    para(t)
        .split("\n\n")
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let mut out = String::new();
            for (k, line) in p.split('\n').enumerate() {
                if k > 0 {
                    out.push_str(if item(line) { "<br>\n" } else { "\n" });
                }
                out.push_str(&esc(line));
            }
            format!("<p>{out}</p>")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// True for a line that starts a list item.
pub fn item(line: &str) -> bool {
    let l = line.trim_start();
    l.starts_with("- ")
        || l.starts_with("* ")
        || l.split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// Escape, keeping line breaks as `<br>`.
pub fn esc_lines(s: &str) -> String {
    s.split('\n').map(esc).collect::<Vec<_>>().join("<br>\n")
}

/// A board as an HTML table, the blank grey.
pub fn grid(board: &Board) -> String {
    let mut s = String::from(r#"<table class="grid">"#);
    for row in board.tiles().chunks(board.width()) {
        s.push_str("<tr>");
        for &t in row {
            if t == 0 {
                s.push_str(r#"<td class="blank" aria-label="blank"></td>"#);
            } else {
                let _ = write!(s, "<td>{t}</td>");
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</table>");
    s
}

pub fn boards(items: &[(&str, &Board)]) -> String {
    let mut s = String::from(r#"<div class="boards">"#);
    for (caption, b) in items {
        let _ = write!(
            s,
            "<figure><figcaption>{}</figcaption>{}</figure>",
            esc(caption),
            grid(b)
        );
    }
    s.push_str("</div>");
    s
}

/// A table with a header row; cells already HTML.
pub fn table(head: &[&str], rows: &[Vec<String>], numeric: &[bool]) -> String {
    let mut s = String::from(r#"<table class="data"><thead><tr>"#);
    for h in head {
        let _ = write!(s, "<th>{}</th>", esc(h));
    }
    s.push_str("</tr></thead><tbody>");
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

pub fn picture(svg: &str) -> String {
    // Drop the XML declaration: the SVG is inline in HTML.
    let body = svg.trim_start_matches(r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    format!(r#"<div class="picture">{}</div>"#, body.trim())
}
