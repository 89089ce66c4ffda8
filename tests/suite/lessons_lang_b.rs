//! The built-in lessons 05 to 08 in Vietnamese and Chinese (issue 26):
//! each has a translation into both languages, built into the binary and
//! identical to its file in `lessons/LANG/`; every translation passes
//! `lesson check` through the real binary (its claims and numbers are the
//! English lesson's); every text field the English lesson has is given in
//! the translation and reads differently (nothing left in English), in the
//! language's own script, Chinese with full-width punctuation; and a
//! student's run of each fits 80 columns with colour on and off.

use crate::common;
use npuzzle::lesson::builtin::{LESSONS, TRANSLATIONS};
use npuzzle::lesson::translate::{LESSON_TEXT_KEYS, TEXT_KEYS, TEXT_STEPS};
use serde_yaml::Value;

/// The lessons this module covers, in course order.
const OURS: [&str; 4] = [
    "05-bfs-vs-ordered",
    "06-heuristics",
    "07-bidirectional",
    "08-why-15-is-hard",
];
const LANGS: [&str; 2] = ["vi", "zh"];

/// Text fields whose translation is rightly the English text itself (a
/// pure board notation, a formula): `(lesson, language, field)` as
/// [`text_fields`] names them. None of lessons 05 to 08 has one: every
/// field carries words.
const SAME_AS_ENGLISH: &[(&str, &str, &str)] = &[];

fn file(lang: &str, name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("lessons")
        .join(lang)
        .join(format!("{name}.yaml"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn english(name: &str) -> &'static str {
    LESSONS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("{name} is not a built-in lesson"))
}

/// Every text field of a lesson as `(where, text)`: `title`, `summary`,
/// `step N (kind)` for a text step, `step N (kind): key` for a step's text
/// fields, in order.
fn text_fields(lesson: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for key in LESSON_TEXT_KEYS {
        if let Some(text) = lesson[*key].as_str() {
            out.push((key.to_string(), text.to_string()));
        }
    }
    let steps = lesson["steps"].as_sequence().cloned().unwrap_or_default();
    for (i, step) in steps.iter().enumerate() {
        let Some((kind, body)) = step.as_mapping().and_then(|m| m.iter().next()) else {
            continue;
        };
        let kind = kind.as_str().unwrap_or("");
        let at = format!("step {} ({kind})", i + 1);
        if TEXT_STEPS.contains(&kind) {
            out.push((at, body.as_str().unwrap_or("").to_string()));
        } else if let Some(body) = body.as_mapping() {
            for key in TEXT_KEYS {
                if let Some(text) = body.get(*key).and_then(Value::as_str) {
                    out.push((format!("{at}: {key}"), text.to_string()));
                }
            }
        }
    }
    out
}

#[test]
fn each_lesson_has_a_vietnamese_and_a_chinese_translation_built_in() {
    for name in OURS {
        for lang in LANGS {
            let built: Vec<&str> = TRANSLATIONS
                .iter()
                .filter(|(n, code, _)| *n == name && *code == lang)
                .map(|(_, _, text)| *text)
                .collect();
            assert_eq!(
                built,
                [file(lang, name).as_str()],
                "{name}: the built-in {lang} translation must be lessons/{lang}/{name}.yaml, once"
            );
            // The binary speaks it: the student's run opens with the
            // translated title.
            let title = serde_yaml::from_str::<Value>(&file(lang, name)).unwrap()["title"]
                .as_str()
                .unwrap()
                .to_string();
            let args = ["--lang", lang, "lesson", "run", name, "--no-pause"];
            let run = common::run(&args);
            assert_eq!(run.code, 0, "{}", run.transcript(&args));
            assert_eq!(run.stdout.lines().next(), Some(title.as_str()));
        }
    }
}

#[test]
fn every_translation_passes_lesson_check() {
    let mut args = vec!["lesson", "check", "--json"];
    args.extend(OURS);
    let run = common::run(&args);
    assert_eq!(run.code, 0, "{}", run.transcript(&args));
    let reports: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let reports = reports["files"]
        .as_array()
        .unwrap_or_else(|| panic!("no list of files in {}", run.stdout));
    for name in OURS {
        for lang in LANGS {
            let want = format!("lessons/{lang}/{name}.yaml");
            let report = reports
                .iter()
                .find(|r| r["file"] == want.as_str())
                .unwrap_or_else(|| panic!("{want} was not checked:\n{}", run.stdout));
            assert_eq!(report["ok"], true, "{want}: {report}");
            let english = reports
                .iter()
                .find(|r| r["file"] == format!("lessons/{name}.yaml").as_str())
                .unwrap();
            // The same lesson: every step run, every claim verified.
            assert_eq!(report["steps"], english["steps"], "{want}");
            assert_eq!(report["claims"], english["claims"], "{want}");
            assert!(report["claims"].as_u64().unwrap() > 0, "{want}");
        }
    }
}

/// A Chinese ideograph or full-width punctuation mark.
fn cjk(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

fn ideograph(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}')
}

/// What is wrong with the script of a translated text: a Vietnamese text
/// with no Vietnamese letter, a Chinese one with no Chinese character, with
/// ASCII punctuation against a Chinese character, or a space between two.
fn script_problem(lang: &str, text: &str) -> Option<String> {
    match lang {
        "vi" => (!text.chars().any(|c| c.is_alphabetic() && !c.is_ascii()))
            .then(|| "no Vietnamese letter: still English?".to_string()),
        "zh" => {
            if !text.chars().any(ideograph) {
                return Some("no Chinese character: still English?".into());
            }
            let chars: Vec<char> = text.chars().collect();
            for w in chars.windows(2) {
                let (a, b) = (w[0], w[1]);
                if ideograph(a) && ",.:;?!".contains(b) {
                    return Some(format!("ASCII `{b}` after `{a}`: full-width punctuation"));
                }
            }
            for w in chars.windows(3) {
                if cjk(w[0]) && w[1] == ' ' && cjk(w[2]) {
                    return Some(format!("a space between `{}` and `{}`", w[0], w[2]));
                }
            }
            None
        }
        _ => None,
    }
}

#[test]
fn every_text_field_is_translated() {
    let mut problems = Vec::new();
    for name in OURS {
        let en: Value = serde_yaml::from_str(english(name)).unwrap();
        let en_fields = text_fields(&en);
        assert!(en_fields.len() > 5, "{name}: {en_fields:?}");
        for lang in LANGS {
            let tr: Value = serde_yaml::from_str(&file(lang, name)).unwrap();
            let tr_fields = text_fields(&tr);
            for (at, text) in &en_fields {
                let Some((_, said)) = tr_fields.iter().find(|(w, _)| w == at) else {
                    problems.push(format!("{lang}/{name}: {at} is not translated"));
                    continue;
                };
                let exception = SAME_AS_ENGLISH.contains(&(name, lang, at.as_str()));
                if (said.trim() == text.trim()) != exception {
                    problems.push(format!(
                        "{lang}/{name}: {at} {}",
                        if exception {
                            "is listed as the same as English but is not"
                        } else {
                            "is the English text"
                        }
                    ));
                }
                if !exception && let Some(p) = script_problem(lang, said) {
                    problems.push(format!("{lang}/{name}: {at}: {p}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_script_checks_catch_what_they_name() {
    assert!(script_problem("vi", "The example").is_some());
    assert!(script_problem("vi", "Ví dụ").is_none());
    assert!(script_problem("zh", "The example").is_some());
    assert!(script_problem("zh", "例子,第二").is_some());
    assert!(script_problem("zh", "例子 第二").is_some());
    assert!(script_problem("zh", "共 5 步，UULDR。").is_none());
}

/// A student's run of each lesson in each language, laid out at 80
/// columns, with colour on and off: no line wider than 80 display columns
/// (a Chinese character takes two; colour sequences take none).
#[test]
fn every_translated_lesson_fits_80_columns_in_colour_and_without() {
    let mut wide = Vec::new();
    for name in OURS {
        for lang in LANGS {
            for colour in ["always", "never"] {
                let args = [
                    "--lang",
                    lang,
                    "--color",
                    colour,
                    "lesson",
                    "run",
                    name,
                    "--no-pause",
                ];
                let run = common::run(&args);
                assert_eq!(run.code, 0, "{}", run.transcript(&args));
                assert_eq!(
                    run.stdout.contains('\u{1b}'),
                    colour == "always",
                    "{lang}/{name}: colour {colour}"
                );
                for line in run.stdout.lines() {
                    let w = textwrap::core::display_width(line);
                    if w > 80 {
                        wide.push(format!("{lang}/{name} ({colour}): {w} columns: {line}"));
                    }
                }
            }
        }
    }
    assert!(wide.is_empty(), "{}", wide.join("\n"));
}
