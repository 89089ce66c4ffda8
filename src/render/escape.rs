//! The escapers, one per target language, that every output uses for text
//! that comes from outside (a lesson file, a board file, a goal name):
//!
//! - terminal: [`terminal`] (`parse::escape`, also `render::escape`), and
//!   [`para`] for prose whose line breaks are kept: control characters
//!   (escape sequences included) shown escaped;
//! - HTML and XML (pages, SVG, Graphviz's HTML labels): [`html`];
//! - Markdown: `render::lesson_md`;
//! - JSON: `render::json` (serde_json with the extra escapes of a page).
//!
//! No crate is used for HTML: the escaping crates (`html-escape`,
//! `v_htmlescape`) pass control characters through, which XML 1.0 forbids
//! (one C0 control makes an SVG not well-formed), so a pass over the
//! characters is needed anyway, and the five entities are the rest of it.

pub(crate) use crate::parse::escape as terminal;

/// Lesson text with its line breaks kept and every control character
/// (escape sequences included) shown escaped.
pub fn para(text: &str) -> String {
    text.trim_end()
        .split('\n')
        .map(terminal)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Text for HTML or XML, in an element or a quoted attribute: `&`, `<`,
/// `>`, `"` and `'` as entities; a tab or a line break as a space (a
/// caption is one line); any other control character, which XML does not
/// allow, as U+FFFD.
pub fn html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' => out.push(' '),
            c if c.is_control() => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_markup_and_quotes() {
        assert_eq!(
            html(r#"<svg onload="x('1')">&amp;</svg>"#),
            "&lt;svg onload=&quot;x(&#39;1&#39;)&quot;&gt;&amp;amp;&lt;/svg&gt;"
        );
        assert_eq!(html("8-puzzle, 3x3 ✓"), "8-puzzle, 3x3 ✓");
    }

    #[test]
    fn html_replaces_control_characters() {
        // Tab and line break become spaces; ESC, NUL, DEL and C1 controls,
        // which XML 1.0 forbids, become U+FFFD.
        assert_eq!(html("a\tb\nc"), "a b c");
        assert_eq!(
            html("\u{1b}[31mred\u{0}\u{7f}\u{85}"),
            "\u{FFFD}[31mred\u{FFFD}\u{FFFD}\u{FFFD}"
        );
        assert!(html("\r").chars().all(|c| !c.is_control()));
    }

    #[test]
    fn para_keeps_line_breaks_and_shows_escapes() {
        assert_eq!(para("one\ntwo\n\n"), "one\ntwo");
        let shown = para("\u{1b}[2Jgone");
        assert!(!shown.contains('\u{1b}'), "{shown:?}");
        assert!(shown.ends_with("[2Jgone"), "{shown:?}");
    }
}
