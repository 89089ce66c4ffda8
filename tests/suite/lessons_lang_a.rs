//! The built-in lessons 01-04 in Vietnamese and Chinese (issue 26): each
//! has both translations, on disk and built into the binary; each passes
//! `lesson check` through the binary; no text field of the English lesson
//! is left out or left in English; the Chinese text uses full-width
//! punctuation and spaces embedded numbers and Latin words the same way
//! everywhere; a run in each language fits 80 columns, colour on and off.

use crate::common;
use npuzzle::lesson::translate::{LESSON_TEXT_KEYS, TEXT_KEYS, TEXT_STEPS};
use serde_yaml::Value;

const LESSONS: &[&str] = &[
    "01-counting-inversions",
    "02-solvable-or-not",
    "03-invariant-on-every-move",
    "04-constructive-proof",
];
const LANGS: &[&str] = &["vi", "zh"];

/// Text fields whose translation is rightly the English text (a pure board
/// notation, a command line), as `(lesson, language, field)`. None of
/// these lessons has one: every title that shows a board also has words.
const SAME_AS_ENGLISH: &[(&str, &str, &str)] = &[];

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn yaml(path: &str, text: &str) -> Value {
    serde_yaml::from_str(text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_lesson_has_both_translations_built_in() {
    for name in LESSONS {
        for lang in LANGS {
            let path = format!("lessons/{lang}/{name}.yaml");
            let on_disk = read(&path);
            let built_in: Vec<&str> = npuzzle::lesson::builtin::TRANSLATIONS
                .iter()
                .filter(|(n, l, _)| n == name && l == lang)
                .map(|(_, _, text)| *text)
                .collect();
            assert!(
                built_in == [on_disk.as_str()],
                "{path}: built into builtin::TRANSLATIONS {} time(s), and the text embedded {} the file's (rebuild after editing)",
                built_in.len(),
                if built_in.contains(&on_disk.as_str()) {
                    "is"
                } else {
                    "is not"
                }
            );
            assert_eq!(yaml(&path, &on_disk)["lang"], Value::from(*lang), "{path}");
        }
    }
}

#[test]
fn every_translation_passes_lesson_check() {
    for name in LESSONS {
        // By name (the embedded course) and by file (the files beside it).
        let file = format!("lessons/{name}.yaml");
        for target in [*name, file.as_str()] {
            let args = ["lesson", "check", target];
            let run = common::run(&args);
            assert_eq!(run.code, 0, "{}", run.transcript(&args));
            let lines: Vec<&str> = run.stdout.lines().collect();
            assert_eq!(lines.len(), 3, "{}", run.transcript(&args));
            for (line, checked) in lines.iter().zip([
                format!("lessons/{name}.yaml:"),
                format!("lessons/vi/{name}.yaml:"),
                format!("lessons/zh/{name}.yaml:"),
            ]) {
                assert!(
                    line.starts_with("ok ") && line.contains(&checked),
                    "expected `ok` for {checked}\n{}",
                    run.transcript(&args)
                );
            }
        }
    }
}

/// Every text field of the English lesson that the translation leaves out
/// or gives unchanged, as `(field, problem)`.
fn untranslated(english: &Value, translation: &Value) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    let mut compare = |field: String, en: &Value, tr: &Value| {
        let Some(en) = en.as_str() else { return };
        match tr.as_str() {
            None => out.push((field, "missing")),
            Some(tr) if tr.trim() == en.trim() => out.push((field, "the English text")),
            Some(_) => {}
        }
    };
    for key in LESSON_TEXT_KEYS {
        compare(key.to_string(), &english[*key], &translation[*key]);
    }
    let none = Vec::new();
    let steps = english["steps"].as_sequence().unwrap_or(&none);
    let steps_tr = translation["steps"].as_sequence().unwrap_or(&none);
    for (i, step) in steps.iter().enumerate() {
        let Some((kind, body)) = step.as_mapping().and_then(|m| m.iter().next()) else {
            continue;
        };
        let kind = kind.as_str().unwrap_or("");
        let at = format!("step {} ({kind})", i + 1);
        let body_tr = steps_tr.get(i).map_or(&Value::Null, |s| &s[kind]);
        if TEXT_STEPS.contains(&kind) {
            compare(at, body, body_tr);
            continue;
        }
        for key in TEXT_KEYS {
            compare(format!("{at}: {key}"), &body[*key], &body_tr[*key]);
        }
    }
    out
}

#[test]
fn no_text_field_is_left_in_english() {
    let mut problems = Vec::new();
    for name in LESSONS {
        let path = format!("lessons/{name}.yaml");
        let english = yaml(&path, &read(&path));
        for lang in LANGS {
            let path_tr = format!("lessons/{lang}/{name}.yaml");
            let translation = yaml(&path_tr, &read(&path_tr));
            for (field, problem) in untranslated(&english, &translation) {
                let allowed = problem == "the English text"
                    && SAME_AS_ENGLISH.contains(&(*name, *lang, field.as_str()));
                if !allowed {
                    problems.push(format!("{path_tr}: {field}: {problem}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_for_english_left_over_can_fail() {
    let english = yaml(
        "en",
        "title: Counting\nsummary: Count.\nsteps:\n  - say: Read it.\n  - quiz:\n      question: How many?\n      hint: Look.\n      board: \"1 2 3/4 5 6/7 8 0\"\n  - board:\n      board: \"1 2 3/4 5 6/7 8 0\"\n",
    );
    let translation = yaml(
        "vi",
        "lang: vi\ntitle: Đếm\nsummary: Count.\nsteps:\n  - say: Đọc.\n  - quiz:\n      question: Bao nhiêu?\n  - board: {}\n",
    );
    assert_eq!(
        untranslated(&english, &translation),
        [
            ("summary".to_string(), "the English text"),
            ("step 2 (quiz): hint".to_string(), "missing"),
        ]
    );
}

fn is_cjk(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// The problems of one Chinese text: ASCII punctuation after a Chinese
/// character, a space between two, a number or Latin word written against
/// one without a space.
fn chinese_style(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, w) in chars.windows(2).enumerate() {
        let (a, b) = (w[0], w[1]);
        let around: String = chars[i.saturating_sub(6)..(i + 8).min(chars.len())]
            .iter()
            .collect();
        if is_cjk(a) && ",.:;?!".contains(b) {
            out.push(format!("ASCII `{b}` after Chinese: …{around}…"));
        }
        if (is_cjk(a) && b.is_ascii_alphanumeric()) || (a.is_ascii_alphanumeric() && is_cjk(b)) {
            out.push(format!("no space between Chinese and `{a}{b}`: …{around}…"));
        }
        if a == ' ' && i > 0 && is_cjk(chars[i - 1]) && is_cjk(b) {
            out.push(format!("a space between Chinese characters: …{around}…"));
        }
    }
    out
}

/// Every text of a translation file, with where it is.
fn texts(v: &Value, at: &str, out: &mut Vec<(String, String)>) {
    match v {
        Value::String(s) => out.push((at.to_string(), s.clone())),
        Value::Sequence(items) => {
            for (i, item) in items.iter().enumerate() {
                texts(item, &format!("{at}[{}]", i + 1), out);
            }
        }
        Value::Mapping(m) => {
            for (k, item) in m {
                texts(item, &format!("{at}.{}", k.as_str().unwrap_or("?")), out);
            }
        }
        _ => {}
    }
}

#[test]
fn the_chinese_text_is_written_the_chinese_way() {
    assert_eq!(chinese_style("逆序数是 16。"), Vec::<String>::new());
    assert_eq!(chinese_style("共16个逆序.").len(), 3);
    assert_eq!(chinese_style("逆序 数").len(), 1);
    let mut problems = Vec::new();
    for name in LESSONS {
        let path = format!("lessons/zh/{name}.yaml");
        let mut all = Vec::new();
        texts(&yaml(&path, &read(&path)), "", &mut all);
        for (at, text) in all {
            for p in chinese_style(&text) {
                problems.push(format!("{path}: {at}: {p}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_translated_run_fits_80_columns_in_colour_and_without() {
    for name in LESSONS {
        for lang in LANGS {
            let path = format!("lessons/{lang}/{name}.yaml");
            let title = yaml(&path, &read(&path))["title"]
                .as_str()
                .unwrap()
                .to_string();
            for color in ["never", "always"] {
                let args = [
                    "--lang",
                    lang,
                    "lesson",
                    "run",
                    name,
                    "--no-pause",
                    "--color",
                    color,
                ];
                let run = common::run(&args);
                assert_eq!(run.code, 0, "{}", run.transcript(&args));
                assert_eq!(
                    run.stdout.contains('\u{1b}'),
                    color == "always",
                    "{name} {lang}: colour {color}"
                );
                let plain = npuzzle::render::wrap::strip(&run.stdout);
                assert!(
                    plain.lines().next() == Some(title.as_str()),
                    "{name} {lang}: the run starts with the translated title"
                );
                for line in run.stdout.lines() {
                    let width = npuzzle::render::wrap::display_width(line);
                    assert!(
                        width <= 80,
                        "{name} {lang} colour {color}: a line of {width} columns:\n{line}"
                    );
                }
            }
        }
    }
}
