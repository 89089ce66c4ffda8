//! A lesson's questions in Moodle XML (`lesson run NAME --format
//! moodle-xml`): a category named after the lesson, then one `<question>`
//! per question a bank can hold: `numerical` (tolerance 0), `truefalse`,
//! `shortanswer` (case aside) or `multichoice` (one right choice), each
//! right answer with `fraction="100"`, the grader's feedback on every wrong
//! choice, the lesson's hints as `<hint>`s and its explanation as the
//! general feedback. The questions left out, and why, are XML comments at
//! the top.
//!
//! Lesson text is data: the question's HTML (`render::bank`) escaped once
//! more as XML text (no CDATA), comments kept free of `--`.

use super::bank::{category, choice_label, header, html_lines, left_out, name, question_html};
use super::escape::html;
use super::lesson_handout::explanation;
use crate::lesson::Prepared;
use crate::lesson::bank::{Item, Kind, items};
use std::fmt::Write as _;

/// An XML comment: no `--` inside, no `-` at its end, no control
/// character.
fn comment(s: &mut String, text: &str) {
    let mut one: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    while one.contains("--") {
        one = one.replace("--", "- -");
    }
    let _ = writeln!(s, "<!-- {} -->", one.trim_end_matches('-'));
}

/// `<tag format="html"><text>HTML</text></tag>`, the HTML escaped as XML.
fn html_text(s: &mut String, indent: &str, tag: &str, html: &str) {
    let _ = writeln!(
        s,
        "{indent}<{tag} format=\"html\"><text>{}</text></{tag}>",
        html_lines(html)
    );
}

/// The XML declaration of a bank in XML (Moodle's, QTI's) and its
/// comments: the lesson and its count, each question left out and why.
pub(crate) fn prologue(p: &Prepared, items: &[Item], lang: crate::i18n::Lang) -> String {
    let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    comment(&mut s, &header(p, items, lang));
    for (number, why) in left_out(items, lang) {
        comment(
            &mut s,
            &crate::t!(lang; "bank-left-out", number = number.to_string(), why = why),
        );
    }
    s
}

/// The lesson's bank in Moodle XML.
pub fn moodle_xml(p: &Prepared, lang: crate::i18n::Lang) -> String {
    let items = items(p, lang);
    let mut s = prologue(p, &items, lang);
    s.push_str("<quiz>\n  <question type=\"category\">\n");
    let _ = writeln!(
        s,
        "    <category><text>$course$/top/{}</text></category>\n  </question>",
        html(&category(p))
    );
    for item in &items {
        if let Ok(kind) = &item.kind {
            question(&mut s, item, kind, lang);
        }
    }
    s.push_str("</quiz>\n");
    s
}

fn question(s: &mut String, item: &Item, kind: &Kind, lang: crate::i18n::Lang) {
    let q = item.question;
    let kind_name = match kind {
        Kind::Numerical(_) => "numerical",
        Kind::TrueFalse(_) => "truefalse",
        Kind::Short(_) => "shortanswer",
        Kind::Choice(_) => "multichoice",
    };
    let _ = writeln!(s, "  <question type=\"{kind_name}\">");
    let _ = writeln!(
        s,
        "    <name><text>{}</text></name>",
        html(&name(item, lang))
    );
    html_text(s, "    ", "questiontext", &question_html(q, lang));
    let general = explanation(q)
        .map(|x| html_lines(x).replace('\n', "<br>"))
        .unwrap_or_default();
    html_text(s, "    ", "generalfeedback", &general);
    s.push_str("    <defaultgrade>1</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>\n");
    // A choice is HTML; a typed answer is compared as it is written.
    let format = if matches!(kind, Kind::Choice(_)) {
        "html"
    } else {
        "moodle_auto_format"
    };
    let answer = |s: &mut String, right: bool, text: &str, feedback: &str, extra: &str| {
        let _ = writeln!(
            s,
            "    <answer fraction=\"{}\" format=\"{format}\"><text>{text}</text><feedback format=\"html\"><text>{}</text></feedback>{extra}</answer>",
            if right { 100 } else { 0 },
            html(&html(feedback))
        );
    };
    match kind {
        Kind::Numerical(n) => answer(s, true, &n.to_string(), "", "<tolerance>0</tolerance>"),
        Kind::TrueFalse(b) => {
            answer(s, *b, "true", "", "");
            answer(s, !*b, "false", "", "");
        }
        Kind::Short(spellings) => {
            s.push_str("    <usecase>0</usecase>\n");
            for t in spellings {
                answer(s, true, &html(t), "", "");
            }
        }
        Kind::Choice(choices) => {
            s.push_str("    <single>true</single>\n    <shuffleanswers>0</shuffleanswers>\n    <answernumbering>none</answernumbering>\n");
            for c in choices {
                let label = html(&html(&choice_label(q, c, lang)));
                answer(s, c.right, &label, &c.feedback, "");
            }
        }
    }
    for h in q.hints() {
        html_text(s, "    ", "hint", &html_lines(h).replace('\n', "<br>"));
    }
    s.push_str("  </question>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comment_never_holds_two_dashes_or_ends_with_one() {
        let mut s = String::new();
        comment(&mut s, "a -- b --- c -");
        assert_eq!(s, "<!-- a - - b - - - c  -->\n");
    }
}
