//! A course's index page (`lesson export`): the course's title, then its
//! lessons in the course's order, each with its title (a link to its
//! page), its level, its number of questions and its summary, and links to
//! its student's sheet and answer key when they were written. One
//! self-contained file that needs no script, like every page of the
//! course; links are relative, so the folder works from `file://`, a USB
//! stick or a course site.

use super::escape;
use super::escape::html as esc;
use super::lesson::para;
use super::page::{CSP_NO_SCRIPT, STYLE, esc_lines, head};
use super::page_words as words;
use crate::lesson::schema::Level;
use crate::t;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use std::fmt::Write as _;

/// One lesson of the index. Text fields are the lesson's own (escaped
/// here); file names are relative to the index.
#[derive(Debug, Clone)]
pub struct Entry {
    pub name: String,
    pub title: String,
    pub summary: String,
    pub level: Level,
    /// The language of the lesson's text (its `lang:`, a merged
    /// translation's), `None` for English.
    pub lang: Option<String>,
    pub questions: usize,
    pub page: String,
    pub handout: Option<String>,
    pub key: Option<String>,
}

/// What the index lists.
#[derive(Debug, Clone)]
pub struct Index {
    pub title: String,
    pub entries: Vec<Entry>,
    /// The explorer page beside the lessons (`npuzzle explorer`), linked
    /// under the summary.
    pub explorer: Option<String>,
}

const INDEX_STYLE: &str = r#"
ol.lessons { padding-left: 1.6em; }
ol.lessons > li { margin: 1.1em 0; break-inside: avoid; page-break-inside: avoid; }
ol.lessons h2 { font-size: 1.15em; border: none; margin: 0 0 0.2em 0; padding: 0; }
ol.lessons p { margin: 0.2em 0; }
.meta { font-size: 0.9em; color: #444; }
a { color: #1f5fbf; }
a:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }
footer { margin-top: 2.5em; font-size: 0.85em; color: #555; border-top: 1px solid #ccc; padding-top: 0.4em; }
@media (max-width: 480px) { body { padding: 0 0.6em; } ol.lessons { padding-left: 1.2em; } }
@media print { a { color: #111; text-decoration: none; } }
"#;

/// The characters a file name keeps in a link: letters, digits and
/// `-._~` (every other byte is percent-encoded).
const KEEP: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// A relative link to a file of the folder.
pub(crate) fn href(file: &str) -> String {
    esc(&utf8_percent_encode(file, KEEP).to_string())
}

fn one_line(s: &str) -> String {
    escape(s).replace('\n', " ")
}

/// A word of the catalogue as the text of an element: escaped, an
/// apostrophe kept as it is (it needs no escape outside an attribute).
fn words_html(s: &str) -> String {
    esc(s).replace("&#39;", "'")
}

/// The index page.
pub fn index(ix: &Index, lang: crate::i18n::Lang) -> String {
    let style = format!("{STYLE}{INDEX_STYLE}");
    let title = one_line(&ix.title);
    let mut s = head(&title, CSP_NO_SCRIPT, &style, lang);
    let _ = writeln!(s);
    let _ = writeln!(s, "<h1>{}</h1>", esc(&title));
    let _ = writeln!(
        s,
        "<p class=\"summary\">{}</p>",
        esc(&t!(lang; "pages-index-summary", n = ix.entries.len()))
    );
    if let Some(file) = &ix.explorer {
        let _ = writeln!(
            s,
            "<p class=\"explorer\"><a href=\"{}\" data-link=\"explorer\">{}</a></p>",
            href(file),
            esc(&t!(lang; "explorer-index-link"))
        );
    }
    let _ = writeln!(s, "<ol class=\"lessons\">");
    for e in &ix.entries {
        let _ = writeln!(s, "<li data-lesson=\"{}\">", esc(&escape(&e.name)));
        let text_lang = super::page::in_lang_of(e.lang.as_deref(), lang);
        let _ = writeln!(
            s,
            "<h2{text_lang}><a href=\"{}\" data-link=\"lesson\">{}</a></h2>",
            href(&e.page),
            esc(&one_line(&e.title))
        );
        let mut meta = vec![
            esc(&t!(lang; "pages-level", level = words::level(e.level, lang))),
            esc(&t!(lang; "pages-question-count", n = e.questions)),
        ];
        if let Some(h) = &e.handout {
            meta.push(format!(
                "<a href=\"{}\" data-link=\"handout\">{}</a>",
                href(h),
                words_html(&t!(lang; "pages-student-sheet"))
            ));
        }
        if let Some(k) = &e.key {
            meta.push(format!(
                "<a href=\"{}\" data-link=\"key\">{}</a>",
                href(k),
                words_html(&t!(lang; "pages-answer-key"))
            ));
        }
        let _ = writeln!(s, "<p class=\"meta\">{}</p>", meta.join(" · "));
        let _ = writeln!(s, "<p{text_lang}>{}</p>", esc_lines(&para(&e.summary)));
        let _ = writeln!(s, "</li>");
    }
    let _ = writeln!(s, "</ol>");
    let _ = writeln!(
        s,
        "<footer>{}</footer>\n</body>\n</html>",
        t!(
            lang; "pages-index-footer",
            command = "<code>npuzzle lesson export</code>"
        )
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_encode_what_a_url_cannot_carry() {
        assert_eq!(href("01-intro.html"), "01-intro.html");
        assert_eq!(href("a b#c?.html"), "a%20b%23c%3F.html");
        assert_eq!(href("\"<x>.html"), "%22%3Cx%3E.html");
    }
}
