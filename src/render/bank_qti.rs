//! A lesson's questions as an IMS QTI 1.2 assessment, the package Canvas
//! imports (`lesson export --qti`, Settings, Import course content, "QTI
//! .zip file"): `questestinterop` with one `assessment` and one `section`,
//! one `item` per question a bank can hold, in Canvas's profile of QTI 1.2
//! (its `question_type` and `points_possible` metadata):
//! `numerical_question` (the key's number exactly), `true_false_question`
//! (the lesson's words for yes and no), `short_answer_question` (every
//! spelling the grader marks right, case aside) and
//! `multiple_choice_question` (one right choice, the grader's feedback on
//! each wrong one). The lesson's explanation is the general feedback, its
//! hints QTI's `<hint>`s (Canvas shows no hints; other readers may). The
//! questions left out, and why, are XML comments at the top, as in Moodle
//! XML.
//!
//! Lesson text is data: the question's HTML (`render::bank`) escaped once
//! more as XML text (no CDATA), comments kept free of `--`; identifiers
//! are ASCII (`render::scorm::identifier`).

use super::bank::{category, choice_label, html_lines, name, question_html};
use super::bank_moodle::prologue;
use super::escape::html;
use super::lesson_handout::explanation;
use super::scorm::identifier;
use crate::lesson::Prepared;
use crate::lesson::bank::{Item, Kind, items};
use std::fmt::Write as _;

/// QTI 1.2's namespace, and IMS's content package of a QTI package.
pub(crate) const QTI: &str = "http://www.imsglobal.org/xsd/ims_qtiasiv1p2";
pub(crate) const IMSCP: &str = "http://www.imsglobal.org/xsd/imscp_v1p1";

/// The comment a QTI package's manifest opens with: a zip that carries it
/// (in its first, stored entry) was written by `lesson export` and may be
/// replaced by the next export.
pub const MARK: &str = "<!-- npuzzle lesson export: an IMS QTI 1.2 package -->";

/// The assessment's file in the package.
pub const ASSESSMENT: &str = "assessment.xml";

/// The one response of every item, and its identifier in the conditions.
const RESPONSE: &str = "response1";

/// The lesson's bank as a QTI 1.2 assessment.
pub fn assessment(p: &Prepared, lang: crate::i18n::Lang) -> String {
    let items = items(p, lang);
    let mut s = prologue(p, &items, lang);
    let _ = writeln!(
        s,
        "<questestinterop xmlns=\"{QTI}\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"{QTI} http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd\">"
    );
    let _ = writeln!(
        s,
        "  <assessment ident=\"{}\" title=\"{}\">",
        identifier("npuzzle-", &p.source.copy_name()),
        html(&one_line(&p.lesson.title))
    );
    let _ = writeln!(
        s,
        "    <qtimetadata>\n      <qtimetadatafield><fieldlabel>cc_maxattempts</fieldlabel><fieldentry>unlimited</fieldentry></qtimetadatafield>\n    </qtimetadata>\n    <section ident=\"root_section\" title=\"{}\">",
        html(&category(p))
    );
    for item in &items {
        if let Ok(kind) = &item.kind {
            question(&mut s, item, kind, lang);
        }
    }
    s.push_str("    </section>\n  </assessment>\n</questestinterop>\n");
    s
}

/// The package's manifest: one resource of type `imsqti_xmlv1p2`, the
/// assessment.
pub fn manifest(p: &Prepared) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{MARK}");
    let _ = writeln!(
        s,
        "<manifest identifier=\"{}\" xmlns=\"{IMSCP}\">",
        identifier("npuzzle-qti-", &p.source.copy_name())
    );
    s.push_str(
        "  <metadata>\n    <schema>IMS Content</schema>\n    <schemaversion>1.1.3</schemaversion>\n  </metadata>\n  <organizations/>\n",
    );
    let _ = writeln!(
        s,
        "  <resources>\n    <resource identifier=\"{}\" type=\"imsqti_xmlv1p2\" href=\"{ASSESSMENT}\">\n      <file href=\"{ASSESSMENT}\"/>\n    </resource>\n  </resources>\n</manifest>",
        identifier("npuzzle-", &p.source.copy_name())
    );
    s
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `<material><mattext texttype="text/html">HTML</mattext></material>`,
/// the HTML escaped as XML, its line breaks (inside `<pre>`) kept.
fn material(html_text: &str) -> String {
    format!(
        "<material><mattext texttype=\"text/html\">{}</mattext></material>",
        html_lines(html_text)
    )
}

/// A choice's identifier: `c1`, `c2`, ….
fn choice_id(k: usize) -> String {
    format!("c{}", k + 1)
}

fn question(s: &mut String, item: &Item, kind: &Kind, lang: crate::i18n::Lang) {
    let q = item.question;
    let type_name = match kind {
        Kind::Numerical(_) => "numerical_question",
        Kind::TrueFalse(_) => "true_false_question",
        Kind::Short(_) => "short_answer_question",
        Kind::Choice(_) => "multiple_choice_question",
    };
    let _ = writeln!(
        s,
        "      <item ident=\"q{:02}\" title=\"{}\">",
        item.number,
        html(&name(item, lang))
    );
    let _ = writeln!(
        s,
        "        <itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>{type_name}</fieldentry></qtimetadatafield><qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>1</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>"
    );
    let _ = writeln!(
        s,
        "        <presentation>\n          {}",
        material(&question_html(q, lang))
    );
    // The choices as HTML: what the student picks among, with the
    // grader's feedback on each wrong one.
    let choices: Vec<(String, bool, String)> = match kind {
        Kind::TrueFalse(b) => vec![
            (
                format!("<p>{}</p>", html(&crate::t!(lang; "lesson-yes"))),
                *b,
                String::new(),
            ),
            (
                format!("<p>{}</p>", html(&crate::t!(lang; "lesson-no"))),
                !*b,
                String::new(),
            ),
        ],
        Kind::Choice(choices) => choices
            .iter()
            .map(|c| {
                (
                    format!("<p>{}</p>", html(&choice_label(q, c, lang))),
                    c.right,
                    c.feedback.clone(),
                )
            })
            .collect(),
        _ => Vec::new(),
    };
    match kind {
        Kind::Numerical(_) => {
            let _ = writeln!(
                s,
                "          <response_str ident=\"{RESPONSE}\" rcardinality=\"Single\"><render_fib fibtype=\"Decimal\"><response_label ident=\"answer1\"/></render_fib></response_str>"
            );
        }
        Kind::Short(_) => {
            let _ = writeln!(
                s,
                "          <response_str ident=\"{RESPONSE}\" rcardinality=\"Single\"><render_fib><response_label ident=\"answer1\" rshuffle=\"No\"/></render_fib></response_str>"
            );
        }
        Kind::TrueFalse(_) | Kind::Choice(_) => {
            let _ = writeln!(
                s,
                "          <response_lid ident=\"{RESPONSE}\" rcardinality=\"Single\"><render_choice shuffle=\"No\">"
            );
            for (k, (label, _, _)) in choices.iter().enumerate() {
                let _ = writeln!(
                    s,
                    "            <response_label ident=\"{}\">{}</response_label>",
                    choice_id(k),
                    material(label)
                );
            }
            s.push_str("          </render_choice></response_lid>\n");
        }
    }
    s.push_str("        </presentation>\n        <resprocessing>\n          <outcomes><decvar maxvalue=\"100\" minvalue=\"0\" varname=\"SCORE\" vartype=\"Decimal\"/></outcomes>\n");
    let general = explanation(q).map(|x| format!("<p>{}</p>", html_lines(x).replace('\n', "<br>")));
    if general.is_some() {
        let _ = writeln!(
            s,
            "          <respcondition continue=\"Yes\"><conditionvar><other/></conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"general_fb\"/></respcondition>"
        );
    }
    for (k, (_, right, feedback)) in choices.iter().enumerate() {
        if !right && !feedback.is_empty() {
            let _ = writeln!(
                s,
                "          <respcondition continue=\"Yes\"><conditionvar><varequal respident=\"{RESPONSE}\">{id}</varequal></conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"{id}_fb\"/></respcondition>",
                id = choice_id(k)
            );
        }
    }
    let right = |s: &mut String, condition: &str| {
        let _ = writeln!(
            s,
            "          <respcondition continue=\"No\"><conditionvar>{condition}</conditionvar><setvar action=\"Set\" varname=\"SCORE\">100</setvar></respcondition>"
        );
    };
    match kind {
        Kind::Numerical(n) => right(
            s,
            &format!(
                "<or><varequal respident=\"{RESPONSE}\">{n}</varequal><and><vargte respident=\"{RESPONSE}\">{n}</vargte><varlte respident=\"{RESPONSE}\">{n}</varlte></and></or>"
            ),
        ),
        Kind::Short(spellings) => {
            for t in spellings {
                right(
                    s,
                    &format!(
                        "<varequal respident=\"{RESPONSE}\" case=\"No\">{}</varequal>",
                        html(t)
                    ),
                );
            }
        }
        Kind::TrueFalse(_) | Kind::Choice(_) => {
            for (k, (_, is_right, _)) in choices.iter().enumerate() {
                if *is_right {
                    right(
                        s,
                        &format!(
                            "<varequal respident=\"{RESPONSE}\">{}</varequal>",
                            choice_id(k)
                        ),
                    );
                }
            }
        }
    }
    s.push_str("        </resprocessing>\n");
    if let Some(g) = general {
        let _ = writeln!(
            s,
            "        <itemfeedback ident=\"general_fb\"><flow_mat>{}</flow_mat></itemfeedback>",
            material(&g)
        );
    }
    for (k, (_, right, feedback)) in choices.iter().enumerate() {
        if !right && !feedback.is_empty() {
            let _ = writeln!(
                s,
                "        <itemfeedback ident=\"{}_fb\"><flow_mat>{}</flow_mat></itemfeedback>",
                choice_id(k),
                material(&format!(
                    "<p>{}</p>",
                    html_lines(feedback).replace('\n', "<br>")
                ))
            );
        }
    }
    let hints = q.hints();
    if !hints.is_empty() {
        s.push_str("        <itemfeedback ident=\"hints\"><hint feedbackstyle=\"Incremental\">");
        for h in hints {
            let _ = write!(
                s,
                "<hintmaterial><flow_mat>{}</flow_mat></hintmaterial>",
                material(&format!("<p>{}</p>", html_lines(h).replace('\n', "<br>")))
            );
        }
        s.push_str("</hint></itemfeedback>\n");
    }
    s.push_str("      </item>\n");
}
