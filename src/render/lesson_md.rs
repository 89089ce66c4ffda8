//! The one Markdown escaper of the lesson outputs (`--format markdown`,
//! `--handout`, `--answer-key`). A lesson's text is data: in Markdown it
//! must never become raw HTML (a `<svg onload=…>` title would run script in
//! any renderer that keeps HTML: pandoc, mdBook, markdown-it).
//!
//! - [`text`]: a plain-text field (titles, questions, hints, explanations,
//!   a step's `text:`, the summary): control characters shown escaped,
//!   HTML's `<`, `>` and `&` as entities, and every character Markdown
//!   gives a meaning backslash-escaped, so it reads exactly as written.
//! - [`markdown`]: the one field documented as Markdown (`say:`): its
//!   Markdown is kept, raw HTML is not (`<` outside code becomes `&lt;`).

use super::escape::para;
use super::{Palette, grid};
use std::fmt::Write as _;

/// A plain-text field as Markdown that shows it literally.
pub fn text(s: &str) -> String {
    let mut out = String::new();
    for (n, line) in para(s).split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let body = line.trim_start();
        out.push_str(&line[..line.len() - body.len()]);
        // A line that would start a list, a heading or a quote: its first
        // mark is escaped (`-`, `+`, `=`; the `.` or `)` of `1.`).
        let digits = body.chars().take_while(|c| c.is_ascii_digit()).count();
        let numbered = (digits > 0 && body[digits..].starts_with(['.', ')'])).then_some(digits);
        for (k, c) in body.chars().enumerate() {
            match c {
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                '&' => out.push_str("&amp;"),
                '\\' | '`' | '*' | '_' | '[' | ']' | '|' | '~' => {
                    out.push('\\');
                    out.push(c);
                }
                '-' | '+' | '=' | '#' if k == 0 => {
                    out.push('\\');
                    out.push(c);
                }
                '.' | ')' if numbered == Some(k) => {
                    out.push('\\');
                    out.push(c);
                }
                c => out.push(c),
            }
        }
    }
    out
}

/// A field documented as Markdown: its Markdown kept, no raw HTML. Inside
/// code spans and fenced code blocks (where Markdown shows `<` as written)
/// nothing changes; elsewhere `<` becomes `&lt;`.
pub fn markdown(s: &str) -> String {
    let mut out = String::new();
    let mut fence: Option<String> = None;
    for (n, line) in para(s).split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let body = line.trim_start();
        let marker: String = body.chars().take_while(|&c| c == '`' || c == '~').collect();
        if let Some(open) = &fence {
            if body.starts_with(open.as_str()) && body.trim_end().len() == marker.len() {
                fence = None;
            }
            out.push_str(line);
            continue;
        }
        if marker.len() >= 3
            && marker
                .chars()
                .all(|c| c == marker.chars().next().unwrap_or('`'))
        {
            fence = Some(marker);
            out.push_str(line);
            continue;
        }
        out.push_str(&inline(line));
    }
    out
}

/// One line of Markdown: code spans kept, `<` elsewhere as `&lt;`.
fn inline(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '`' {
            let run = chars[i..].iter().take_while(|&&c| c == '`').count();
            // The closing run of the same length, if any, on this line.
            let mut j = i + run;
            let mut close = None;
            while j < chars.len() {
                if chars[j] == '`' {
                    let r = chars[j..].iter().take_while(|&&c| c == '`').count();
                    if r == run {
                        close = Some(j);
                        break;
                    }
                    j += r;
                } else {
                    j += 1;
                }
            }
            match close {
                Some(j) => {
                    out.extend(&chars[i..j + run]);
                    i = j + run;
                }
                None => {
                    out.extend(&chars[i..i + run]);
                    i += run;
                }
            }
            continue;
        }
        if chars[i] == '<' {
            out.push_str("&lt;");
        } else {
            out.push(chars[i]);
        }
        i += 1;
    }
    out
}

/// A board as a Markdown code block.
pub fn board(s: &mut String, caption: Option<&str>, board: &crate::board::Board) {
    if let Some(c) = caption {
        let _ = writeln!(s, "{c}\n");
    }
    let _ = writeln!(s, "```text\n{}```\n", grid(board, Palette::PLAIN, &[]));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_never_becomes_html_or_markdown() {
        let t = text("<svg onload=alert(1)> *bold* `code` a|b & [x](y)");
        assert!(!t.contains('<'), "{t}");
        assert_eq!(
            t,
            "&lt;svg onload=alert(1)&gt; \\*bold\\* \\`code\\` a\\|b &amp; \\[x\\](y)"
        );
        assert_eq!(text("- not a list"), "\\- not a list");
        assert_eq!(text("1. not a list"), "1\\. not a list");
        assert_eq!(text("# not a heading"), "\\# not a heading");
        assert_eq!(text("7 - 2 = 5"), "7 - 2 = 5");
        // Control characters are shown escaped, as everywhere.
        assert!(!text("a\u{1b}[31mb").contains('\u{1b}'));
    }

    #[test]
    fn say_keeps_markdown_but_not_html() {
        assert_eq!(
            markdown("**Count** the `<b>` tiles <img src=x onerror=alert(1)>"),
            "**Count** the `<b>` tiles &lt;img src=x onerror=alert(1)>"
        );
        assert_eq!(
            markdown("```\n<kept in a block>\n```\n<b>"),
            "```\n<kept in a block>\n```\n&lt;b>"
        );
        // An unclosed backtick run is not a code span.
        assert_eq!(markdown("` <b>"), "` &lt;b>");
    }
}
