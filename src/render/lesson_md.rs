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
//!   Markdown is kept, raw HTML is not (`<` outside code becomes `&lt;`),
//!   and a link (or an image, or a link reference definition) is kept only
//!   when it leads to an `http:`, `https:` or `mailto:` address or is
//!   relative: any other (`javascript:`, `data:`, `vbscript:`…) is shown as
//!   text, never as a link a reader could click.

use super::escape::para;
use super::{Palette, grid};
use std::fmt::Write as _;

/// A plain-text field as Markdown that shows it literally.
pub(crate) fn text(s: &str) -> String {
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
pub(crate) fn markdown(s: &str) -> String {
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
        if bad_definition(line) {
            out.push_str(&text(line));
            continue;
        }
        out.push_str(&inline(line));
    }
    out
}

/// Whether a link destination may stay a link: `http:`, `https:` and
/// `mailto:` addresses, and relative ones (no scheme). Anything that could
/// hide a scheme from this test (a character reference, a backslash
/// escape, a control character or a space before the first `/`, `?` or
/// `#`) is refused, as every other scheme is.
pub(crate) fn allowed_link(dest: &str) -> bool {
    let d = dest.trim();
    let d = d
        .strip_prefix('<')
        .and_then(|r| r.strip_suffix('>'))
        .unwrap_or(d);
    let lower = d.to_ascii_lowercase();
    if ["http://", "https://", "mailto:"]
        .iter()
        .any(|s| lower.starts_with(s))
    {
        return true;
    }
    let head = d.split(['/', '?', '#']).next().unwrap_or("");
    !head.contains([':', '&', '\\']) && !head.chars().any(|c| c.is_control() || c.is_whitespace())
}

/// A link reference definition (`[label]: destination`) whose destination
/// is not allowed, or is on the next line (where this line-by-line reader
/// cannot see it): shown as text, so `[x][label]` is no link either.
fn bad_definition(line: &str) -> bool {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let body = &line[indent..];
    if indent > 3 || !body.starts_with('[') {
        return false;
    }
    let Some(close) = body.find("]:") else {
        return false;
    };
    let dest = body[close + 2..].split_whitespace().next();
    dest.is_none_or(|d| !allowed_link(d))
}

/// At `chars[i]` (a `[`, or the `!` of an image): an inline link
/// `[text](destination "title")`, as (the index after it, its destination).
fn inline_link(chars: &[char], i: usize) -> Option<(usize, String)> {
    let mut j = i + usize::from(chars[i] == '!');
    if chars.get(j) != Some(&'[') {
        return None;
    }
    // The matching `]`, skipping escaped characters and nested brackets.
    let mut depth = 0usize;
    loop {
        match chars.get(j)? {
            '\\' => j += 1,
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
        j += 1;
    }
    if chars.get(j + 1) != Some(&'(') {
        return None;
    }
    // The matching `)`, and the destination: `<…>` or up to a space.
    let mut k = j + 2;
    let mut parens = 1usize;
    let mut angle = false;
    while k < chars.len() {
        match chars[k] {
            '\\' => k += 1,
            '<' => angle = true,
            '>' => angle = false,
            '(' if !angle => parens += 1,
            ')' if !angle => {
                parens -= 1;
                if parens == 0 {
                    break;
                }
            }
            _ => {}
        }
        k += 1;
    }
    let inside: String = chars[j + 2..k.min(chars.len())].iter().collect();
    let inside = inside.trim_start();
    let dest = if inside.starts_with('<') {
        inside.split_inclusive('>').next().unwrap_or(inside)
    } else {
        inside.split_whitespace().next().unwrap_or("")
    };
    Some(((k + 1).min(chars.len()), dest.to_string()))
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
        if matches!(chars[i], '[' | '!')
            && let Some((end, dest)) = inline_link(&chars, i)
            && !allowed_link(&dest)
        {
            // Shown as text, not a link.
            let span: String = chars[i..end].iter().collect();
            out.push_str(&text(&span));
            i = end;
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
pub(crate) fn board(s: &mut String, caption: Option<&str>, board: &crate::board::Board) {
    if let Some(c) = caption.filter(|c| !c.is_empty()) {
        let _ = writeln!(s, "{c}\n");
    }
    let _ = writeln!(
        s,
        "```text\n{}```\n",
        grid(board, Palette::plain(crate::i18n::Lang::EN), &[]) /* a grid has no words */
    );
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

    #[test]
    fn only_web_mail_and_relative_links_stay_links() {
        for kept in [
            "[a](https://example.org/x?y#z)",
            "[a](http://example.org \"title\")",
            "[a](mailto:ada@example.org)",
            "[a](other.html#part)",
            "[a](../b/c.png)",
            "![a](pic.png)",
            "[a](#top)",
            "[a [b]](https://example.org/(x))",
        ] {
            assert_eq!(markdown(kept), kept);
        }
        for (shown, as_text) in [
            (
                "[here](javascript:alert(1))",
                "\\[here\\](javascript:alert(1))",
            ),
            ("[J](JaVaScRiPt:x)", "\\[J\\](JaVaScRiPt:x)"),
            (
                "![i](data:image/svg+xml,x)",
                "!\\[i\\](data:image/svg+xml,x)",
            ),
            ("[e](javascript&#58;x)", "\\[e\\](javascript&amp;#58;x)"),
            ("[e](java\\script:x)", "\\[e\\](java\\\\script:x)"),
            ("[v](<vbscript:x>)", "\\[v\\](&lt;vbscript:x&gt;)"),
            ("[r]: javascript:alert(1)", "\\[r\\]: javascript:alert(1)"),
            ("[r]:", "\\[r\\]:"),
        ] {
            assert_eq!(markdown(shown), as_text, "{shown}");
        }
        assert_eq!(
            markdown("See [ok](https://a.b) and [no](javascript:x) `[c](javascript:y)`"),
            "See [ok](https://a.b) and \\[no\\](javascript:x) `[c](javascript:y)`"
        );
        // A definition that is allowed stays one.
        assert_eq!(
            markdown("[r]: https://example.org"),
            "[r]: https://example.org"
        );
    }
}
