//! A lesson's questions in Moodle's GIFT format (`lesson run NAME --format
//! gift`): one question per line in HTML (`[html]`), its boards in `<pre>`,
//! numerical `{#N}`, true/false `{T}`, short answer `{=A =B}`, multiple
//! choice `{=RIGHT ~WRONG#FEEDBACK}`, the lesson's explanation as the
//! general feedback (`####`). GIFT has no hints (Moodle XML carries them).
//! The questions left out, and why, are comments (`//`) at the top.
//!
//! Lesson text is data: HTML-escaped, then every GIFT special character
//! (`~ = # { } :` and `\`) escaped with a backslash; a line break is a
//! `<br>`, so that a question is one line and never ends at a blank one.

use super::bank::{category, choice_label, header, html_lines, left_out, name, question_html};
use super::escape::html;
use super::lesson_handout::explanation;
use crate::lesson::Prepared;
use crate::lesson::bank::{Item, Kind, items};
use std::fmt::Write as _;

/// Text with GIFT's special characters escaped, on one line.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '~' | '=' | '#' | '{' | '}' | ':' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("<br>"),
            '\r' => {}
            c if c.is_control() => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// A comment line: `// ` and the text on one line.
fn comment(s: &mut String, text: &str) {
    let one: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let _ = writeln!(s, "// {one}");
}

/// The lesson's bank in GIFT.
pub fn gift(p: &Prepared, lang: crate::i18n::Lang) -> String {
    let items = items(p, lang);
    let mut s = String::new();
    comment(&mut s, &header(p, &items, lang));
    comment(&mut s, &crate::t!(lang; "bank-gift-no-hints"));
    for (number, why) in left_out(&items, lang) {
        comment(
            &mut s,
            &crate::t!(lang; "bank-left-out", number = number.to_string(), why = why),
        );
    }
    let _ = writeln!(s, "\n$CATEGORY: {}\n", escape(&category(p)));
    for item in &items {
        if let Ok(kind) = &item.kind {
            let _ = writeln!(s, "{}\n", question(item, kind, lang));
        }
    }
    s
}

fn question(item: &Item, kind: &Kind, lang: crate::i18n::Lang) -> String {
    let q = item.question;
    let answers = match kind {
        Kind::Numerical(n) => format!("#{n}"),
        Kind::TrueFalse(b) => if *b { "T" } else { "F" }.to_string(),
        Kind::Short(spellings) => spellings
            .iter()
            .map(|t| format!("={}", escape(t)))
            .collect::<Vec<_>>()
            .join(" "),
        Kind::Choice(choices) => choices
            .iter()
            .map(|c| {
                let mut a = format!(
                    "{}{}",
                    if c.right { '=' } else { '~' },
                    escape(&html(&choice_label(q, c, lang)))
                );
                if !c.feedback.is_empty() {
                    a.push('#');
                    a.push_str(&escape(&html(&c.feedback)));
                }
                a
            })
            .collect::<Vec<_>>()
            .join(" "),
    };
    let general = explanation(q)
        .map(|x| format!("####{}", escape(&html_lines(x))))
        .unwrap_or_default();
    format!(
        "::{}::[html]{}{{{answers}{general}}}",
        escape(&name(item, lang)),
        escape(&question_html(q, lang))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_special_character_is_escaped() {
        assert_eq!(
            escape("a~b=c#d{e}f:g\\h\ni\u{1b}"),
            "a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h<br>i\u{FFFD}"
        );
    }
}
