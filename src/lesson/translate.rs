//! A lesson in the student's language: translation files that carry only
//! text.
//!
//! A lesson's boards, claims and answers are written once, in its own file;
//! a translation (`vi/NAME.yaml` beside `NAME.yaml`, for the built-in course
//! `lessons/vi/…`) repeats the lesson's steps in order, each with its kind,
//! and gives only the text fields of each: `title`, `summary`, `section`,
//! `say`, and a step's `title`, `text`, `question`, `hint`, `hint2` and
//! `explanation`. Anything else in a translation is an error, so a claim
//! cannot be edited in one language only; and the numbers written in each
//! translated text must be the English text's (a translation that says
//! "7 inversions" where the English says 8 is an error).
//!
//! ```yaml
//! lang: vi
//! title: Đếm nghịch thế
//! summary: …
//! steps:
//!   - section: Nghịch thế là gì?
//!   - board: {}                  # a step with no text to translate
//!   - quiz:
//!       question: Bảng này có bao nhiêu nghịch thế?
//!       hint: …
//! ```
//!
//! [`localize`] merges a translation into the lesson's text before it is
//! parsed, so that everything after (running, checking, every view) sees
//! one lesson in one language; `lesson check` checks every translation.

use super::diagnose::{self, Problem};
use super::translate_check;
use super::yaml_budget;
use crate::error::{Error, Result};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::parse::escape;
use serde_yaml::{Mapping, Value};

/// The keys of a step whose value is text a translation may give.
pub const TEXT_KEYS: &[&str] = &["title", "text", "question", "hint", "hint2", "explanation"];
/// Step kinds whose whole value is text (`- say: …`).
pub const TEXT_STEPS: &[&str] = &["section", "say"];
/// The lesson's own text fields.
pub const LESSON_TEXT_KEYS: &[&str] = &["title", "summary"];

/// A translation file of a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Translation {
    pub lang: Lang,
    /// How to name it in messages (`lessons/vi/01-counting-inversions.yaml`).
    pub file: String,
    pub(crate) text: String,
}

/// The lesson's text with `tr`'s text fields in place of its own, and
/// `lang:` set to the translation's. `base_file` names the lesson in
/// messages. Both texts are read within the YAML budget
/// ([`super::yaml_budget`]). The lesson itself must parse as YAML (the caller reports it
/// otherwise); every problem of the translation is an error naming its file
/// and step, at the translation's own line.
pub(crate) fn localize(base: &str, base_file: &str, tr: &Translation) -> Result<String> {
    let problem = |p: Problem| {
        let (line, column) = place(&tr.text, &p);
        super::said::diagnosed(&Problem { line, column, ..p }, &tr.file)
    };
    let whole = |what: Msg| Problem::new(0, 0, what);
    let mut lesson: Value = read_yaml(base, base_file)?;
    let translation: Value = read_yaml(&tr.text, &tr.file)?;
    let Value::Mapping(translation) = translation else {
        return Err(problem(whole(msg!("lessonfile-tr-not-a-map"))));
    };
    let Some(lesson_map) = lesson.as_mapping_mut() else {
        return Err(Error::problem(crate::msg!("lessonfile-lesson-not-a-map")).context(base_file));
    };
    // The language the lesson is written in, and the translation's.
    let langs = (
        lesson_map
            .get("lang")
            .and_then(Value::as_str)
            .and_then(Lang::from_code)
            .unwrap_or(Lang::EN),
        tr.lang,
    );
    let mut steps_tr: Option<&Vec<Value>> = None;
    let mut said_lang = false;
    for (key, value) in &translation {
        let key = key.as_str().unwrap_or("");
        match key {
            "lang" => {
                let code = value.as_str().unwrap_or("");
                if code != tr.lang.code() {
                    return Err(problem(
                        whole(msg!(
                            "lessonfile-tr-wrong-lang",
                            code = escape(code),
                            language = tr.lang.native_name(),
                            expected = tr.lang.code()
                        ))
                        .at_field("lang"),
                    ));
                }
                said_lang = true;
            }
            "title" | "summary" => {
                let Some(text) = value.as_str() else {
                    return Err(problem(
                        whole(msg!("lessonfile-tr-expected-text")).at_field(key),
                    ));
                };
                let at = |what: Msg| whole(what).at_field(key);
                replace_text(lesson_map, key, text, &problem, &at, langs)?;
            }
            "steps" => match value.as_sequence() {
                Some(s) => steps_tr = Some(s),
                None => {
                    return Err(problem(
                        whole(msg!("lessonfile-tr-expected-steps")).at_field("steps"),
                    ));
                }
            },
            other => {
                let mut p = whole(msg!("lessonfile-tr-not-text", key = escape(other)));
                (p.line, p.column) = place_at(&tr.text, None, &[other]);
                return Err(super::said::diagnosed(&p, &tr.file));
            }
        }
    }
    if !said_lang {
        return Err(problem(whole(msg!(
            "lessonfile-tr-missing-lang",
            code = tr.lang.code()
        ))));
    }
    lesson_map.insert("lang".into(), tr.lang.code().into());
    let Some(steps_tr) = steps_tr else {
        return serialize(&lesson, base_file);
    };
    let Some(steps) = lesson_map.get_mut("steps").and_then(Value::as_sequence_mut) else {
        return Err(Error::problem(crate::msg!("lessonfile-no-steps")).context(base_file));
    };
    if steps_tr.len() != steps.len() {
        return Err(problem(whole(msg!(
            "lessonfile-tr-step-count",
            given = steps_tr.len(),
            steps = steps.len()
        ))));
    }
    for (i, (step, step_tr)) in steps.iter_mut().zip(steps_tr).enumerate() {
        let n = i + 1;
        let Some((kind, body)) = step.as_mapping_mut().and_then(|m| m.iter_mut().next()) else {
            continue;
        };
        let kind = kind.as_str().unwrap_or("").to_string();
        let Some((kind_tr, body_tr)) = step_tr
            .as_mapping()
            .and_then(|m| (m.len() == 1).then(|| m.iter().next()).flatten())
        else {
            return Err(problem(
                whole(msg!("lessonfile-tr-step-one-key", kind = kind.as_str())).in_step(n, ""),
            ));
        };
        let kind_tr = kind_tr.as_str().unwrap_or("");
        if kind_tr != kind {
            return Err(problem(
                whole(msg!(
                    "lessonfile-tr-step-kind",
                    number = n,
                    kind = kind.as_str(),
                    given = escape(kind_tr)
                ))
                .in_step(n, ""),
            ));
        }
        let at = |what: Msg| whole(what).in_step(n, &kind);
        if TEXT_STEPS.contains(&kind.as_str()) {
            let Some(text) = body_tr.as_str() else {
                return Err(problem(at(msg!("lessonfile-tr-expected-text"))));
            };
            check_numbers(body.as_str().unwrap_or(""), text, &at, &problem, langs)?;
            *body = text.into();
            continue;
        }
        let fields = match body_tr {
            Value::Null => continue,
            Value::Mapping(m) => m,
            _ => return Err(problem(at(msg!("lessonfile-tr-expected-fields")))),
        };
        let Some(body) = body.as_mapping_mut() else {
            return Err(problem(at(msg!("lessonfile-tr-no-fields"))));
        };
        for (key, value) in fields {
            let key = key.as_str().unwrap_or("");
            if !TEXT_KEYS.contains(&key) {
                let mut p = at(msg!(
                    "lessonfile-tr-not-text-field",
                    key = escape(key),
                    keys = TEXT_KEYS.join(", ")
                ));
                (p.line, p.column) = place_at(&tr.text, Some(n), &[&kind, key]);
                return Err(super::said::diagnosed(&p, &tr.file));
            }
            let Some(text) = value.as_str() else {
                return Err(problem(
                    at(msg!("lessonfile-tr-expected-text")).at_field(key),
                ));
            };
            let at_key = |what: Msg| at(what).at_field(key);
            replace_text(body, key, text, &problem, &at_key, langs)?;
        }
    }
    serialize(&lesson, base_file)
}

/// A YAML text within the budget, its errors at `FILE:LINE:COLUMN`.
fn read_yaml(text: &str, file: &str) -> Result<Value> {
    yaml_budget::from_str(text).map_err(|e| super::said::diagnosed(&Problem::from(e), file))
}

fn serialize(lesson: &Value, base_file: &str) -> Result<String> {
    serde_yaml::to_string(lesson).map_err(|e| Error::internal(format!("{base_file}: {e}")))
}

/// Put `text` in place of the text at `key`, which the lesson must have.
fn replace_text(
    map: &mut Mapping,
    key: &str,
    text: &str,
    problem: &dyn Fn(Problem) -> Error,
    at: &dyn Fn(Msg) -> Problem,
    langs: (Lang, Lang),
) -> Result<()> {
    match map.get_mut(key) {
        Some(v) if v.is_string() => {
            check_numbers(v.as_str().unwrap_or(""), text, at, problem, langs)?;
            *v = text.into();
            Ok(())
        }
        _ => Err(problem(at(msg!("lessonfile-tr-no-text-here")))),
    }
}

/// The numbers and parity words of `english` (the lesson's text, in
/// `langs.0`) must be those of `translated` (in `langs.1`), by the rule of
/// [`translate_check`].
fn check_numbers(
    english: &str,
    translated: &str,
    at: &dyn Fn(Msg) -> Problem,
    problem: &dyn Fn(Problem) -> Error,
    langs: (Lang, Lang),
) -> Result<()> {
    translate_check::compare(english, translated, langs.0, langs.1)
        .map_err(|what| problem(at(what)))
}

/// Where a problem of a translation is, in its own text: inside its step
/// at the step's kind and text key, or at a lesson field (`lang`, `title`,
/// `summary`, `steps`); (0, 0) for the whole file.
pub(crate) fn place(text: &str, p: &Problem) -> (usize, usize) {
    let first = p.field.split(['.', '[']).next().unwrap_or("");
    match &p.step {
        Some((n, kind)) => {
            let mut path: Vec<&str> = Vec::new();
            if !kind.is_empty() {
                path.push(kind);
                if TEXT_KEYS.contains(&first) {
                    path.push(first);
                }
            }
            place_at(text, Some(*n), &path)
        }
        None if ["lang", "title", "summary", "steps"].contains(&first) => {
            place_at(text, None, &[first])
        }
        None => (0, 0),
    }
}

/// The line and column of `path` in the translation's text: inside step
/// `step` (1-based), or from the top of the file.
fn place_at(text: &str, step: Option<usize>, path: &[&str]) -> (usize, usize) {
    let top = |key: &str| diagnose::top_key(text, key).map_or((0, 0), |n| (n, 1));
    let Some(n) = step else {
        return path.first().map_or((0, 0), |k| top(k));
    };
    let Some((_, blocks)) = diagnose::step_blocks(text) else {
        return top("steps");
    };
    let Some(&block) = blocks.get(n.wrapping_sub(1)) else {
        return top("steps");
    };
    diagnose::locate(text, block, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LESSON: &str = "format_version: 1\ntitle: Counting\nsummary: Count 3 things.\nlevel: beginner\nsteps:\n  - section: Part 1\n  - board:\n      board: \"1 2 3/4 5 6/7 0 8\"\n  - inversions:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      title: The table\n      expect: {total: 0}\n";

    fn tr(text: &str) -> Translation {
        Translation {
            lang: Lang::from_code("vi").unwrap(),
            file: "vi/t.yaml".into(),
            text: text.into(),
        }
    }

    #[test]
    fn text_is_replaced_and_nothing_else() {
        let out = localize(
            LESSON,
            "t.yaml",
            &tr("lang: vi\ntitle: Đếm\nsummary: Đếm 3 thứ.\nsteps:\n  - section: Phần 1\n  - board: {}\n  - inversions:\n      title: Bảng\n"),
        )
        .unwrap();
        let v: Value = serde_yaml::from_str(&out).unwrap();
        assert_eq!(v["title"], Value::from("Đếm"));
        assert_eq!(v["lang"], Value::from("vi"));
        assert_eq!(v["steps"][0]["section"], Value::from("Phần 1"));
        assert_eq!(v["steps"][2]["inversions"]["title"], Value::from("Bảng"));
        assert_eq!(
            v["steps"][2]["inversions"]["board"],
            Value::from("1 2 3/4 5 6/7 0 8")
        );
    }

    #[test]
    fn a_claim_cannot_be_translated() {
        let e = localize(
            LESSON,
            "t.yaml",
            &tr("lang: vi\nsteps:\n  - section: Phần 1\n  - board: {}\n  - inversions:\n      expect: {total: 1}\n"),
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.starts_with("vi/t.yaml:6:7: step 3 (inversions): `expect` cannot be translated"),
            "{e}"
        );
    }

    #[test]
    fn numbers_must_agree() {
        let e = localize(LESSON, "t.yaml", &tr("lang: vi\nsummary: Đếm 4 thứ.\n"))
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "vi/t.yaml:2:1: summary: the numbers differ from the lesson's text: it has [3], the translation [4] (in this order)"
        );
    }

    #[test]
    fn a_problem_is_cited_at_the_translations_own_line() {
        let e = localize(
            LESSON,
            "t.yaml",
            &tr("lang: vi\nsteps:\n  - section: Phần 1\n  - board: {}\n  - inversions:\n      title: Bảng 2\n"),
        )
        .unwrap_err()
        .to_string();
        assert_eq!(
            e,
            "vi/t.yaml:6:7: step 3 (inversions): title: the numbers differ from the lesson's text: it has [], the translation [2] (in this order)"
        );
        let e = localize(LESSON, "t.yaml", &tr("lang: vi\nlevel: x\n"))
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("vi/t.yaml:2:1: `level` cannot be translated"),
            "{e}"
        );
        // Myanmar digits are the same numbers.
        let my = Lang::from_code("my").unwrap();
        let zh = Lang::from_code("zh").unwrap();
        let compare = super::super::translate_check::compare;
        assert_eq!(
            compare("16 inversions, 7", "ပြောင်းပြန် ၁၆ ခု၊ 7", Lang::EN, my),
            Ok(())
        );
        assert!(compare("16 inversions, 7", "ပြောင်းပြန် ၁၇ ခု၊ 7", Lang::EN, my).is_err());
        // Full-width punctuation still separates (`2，4` is two numbers).
        assert_eq!(compare("2, 4, 5", "2，4、5", Lang::EN, zh), Ok(()));
        assert!(localize(LESSON, "t.yaml", &tr("lang: vi\nsummary: Đếm ၃ thứ.\n")).is_ok());
    }

    #[test]
    fn steps_must_be_repeated_in_order() {
        let e = localize(LESSON, "t.yaml", &tr("lang: vi\nsteps:\n  - say: x\n"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("1 step, but the lesson has 3"), "{e}");
        let e = localize(
            LESSON,
            "t.yaml",
            &tr("lang: vi\nsteps:\n  - say: x\n  - board: {}\n  - inversions: {}\n"),
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.starts_with("vi/t.yaml:3:5: step 1: the lesson's step 1 is `section`, not `say`"),
            "{e}"
        );
        let e = localize(LESSON, "t.yaml", &tr("lang: zh\n"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("the file is the Tiếng Việt translation"), "{e}");
    }
}
