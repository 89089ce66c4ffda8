//! The built-in lessons in Vietnamese, Chinese and Burmese (issues 26, 38): each has both
//! translations, on disk and built into the binary, identical, declaring
//! their language; each passes `lesson check` through the binary, by name
//! and by file, with the English lesson's steps and claims; no text field
//! of the English lesson is left out or left in English, and each is in
//! the language's own script; the Chinese text uses full-width punctuation
//! and spaces embedded numbers and Latin words the same way everywhere; a
//! student's run in each language starts with the translated title and
//! fits 80 columns, colour on and off.

use crate::common;
use npuzzle::lesson::builtin::{LESSONS, TRANSLATIONS};
use npuzzle::lesson::translate::{LESSON_TEXT_KEYS, TEXT_KEYS, TEXT_STEPS};
use serde_yaml::Value;

const LANGS: [&str; 3] = ["vi", "zh", "my"];

/// Text fields whose translation is rightly the English text (a pure board
/// notation, a command line), as `(lesson, language, field)`. None of the
/// built-in lessons has one: every field carries words.
const SAME_AS_ENGLISH: &[(&str, &str, &str)] = &[];

/// The built-in lessons' names, in course order.
fn names() -> Vec<&'static str> {
    let names: Vec<&str> = LESSONS.iter().map(|(n, _)| *n).collect();
    assert_eq!(names.len(), 8, "{names:?}");
    names
}

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn yaml(path: &str, text: &str) -> Value {
    serde_yaml::from_str(text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_lesson_has_both_translations_built_in() {
    for name in names() {
        for lang in LANGS {
            let path = format!("lessons/{lang}/{name}.yaml");
            let on_disk = read(&path);
            let built_in: Vec<&str> = TRANSLATIONS
                .iter()
                .filter(|(n, l, _)| *n == name && *l == lang)
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
            assert_eq!(yaml(&path, &on_disk)["lang"], Value::from(lang), "{path}");
        }
    }
}

#[test]
fn every_translation_passes_lesson_check() {
    let names = names();
    // By name (the embedded course), as JSON: every translation is checked
    // as a lesson of its own, with the English lesson's steps and claims.
    let mut args = vec!["lesson", "check", "--json"];
    args.extend(names.iter().copied());
    let run = common::run(&args);
    assert_eq!(run.code, 0, "{}", run.transcript(&args));
    let reports: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let reports = reports["files"]
        .as_array()
        .unwrap_or_else(|| panic!("no list of files in {}", run.stdout));
    for name in &names {
        let english = reports
            .iter()
            .find(|r| r["file"] == format!("lessons/{name}.yaml").as_str())
            .unwrap_or_else(|| panic!("{name} was not checked:\n{}", run.stdout));
        for lang in LANGS {
            let want = format!("lessons/{lang}/{name}.yaml");
            let report = reports
                .iter()
                .find(|r| r["file"] == want.as_str())
                .unwrap_or_else(|| panic!("{want} was not checked:\n{}", run.stdout));
            assert_eq!(report["ok"], true, "{want}: {report}");
            assert_eq!(report["steps"], english["steps"], "{want}");
            assert_eq!(report["claims"], english["claims"], "{want}");
            assert!(report["claims"].as_u64().unwrap() > 0, "{want}");
        }
    }
    // By file (the translations beside it), as text: one `ok` line for the
    // lesson and one for each translation, in that order.
    let files: Vec<String> = names.iter().map(|n| format!("lessons/{n}.yaml")).collect();
    let mut args = vec!["lesson", "check"];
    args.extend(files.iter().map(String::as_str));
    let run = common::run(&args);
    assert_eq!(run.code, 0, "{}", run.transcript(&args));
    let want: Vec<String> = names
        .iter()
        .flat_map(|n| ["", "my/", "vi/", "zh/"].map(|l| format!("lessons/{l}{n}.yaml:")))
        .collect();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), want.len(), "{}", run.transcript(&args));
    for (line, checked) in lines.iter().zip(&want) {
        assert!(
            line.starts_with("ok ") && line.contains(checked.as_str()),
            "expected `ok` for {checked}\n{}",
            run.transcript(&args)
        );
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
fn no_text_field_is_left_out_in_english_or_in_another_script() {
    let mut problems = Vec::new();
    for name in names() {
        let path = format!("lessons/{name}.yaml");
        let english = yaml(&path, &read(&path));
        for lang in LANGS {
            let path_tr = format!("lessons/{lang}/{name}.yaml");
            let translation = yaml(&path_tr, &read(&path_tr));
            for (field, problem) in untranslated(&english, &translation) {
                let allowed = problem == "the English text"
                    && SAME_AS_ENGLISH.contains(&(name, lang, field.as_str()));
                if !allowed {
                    problems.push(format!("{path_tr}: {field}: {problem}"));
                }
            }
            for (field, text) in text_fields(&translation) {
                if !SAME_AS_ENGLISH.contains(&(name, lang, field.as_str()))
                    && let Some(p) = script_problem(lang, &text)
                {
                    problems.push(format!("{path_tr}: {field}: {p}"));
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

/// Every text field of a lesson as `(where, text)`, named as
/// [`untranslated`] names them.
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
        "my" => {
            if !text.chars().any(|c| ('\u{1000}'..='\u{1021}').contains(&c)) {
                return Some("no Burmese letter: still English?".into());
            }
            npuzzle::zawgyi::find(text).map(|line| format!("line {line} is Zawgyi, not Unicode"))
        }
        _ => None,
    }
}

#[test]
fn the_script_checks_catch_what_they_name() {
    assert!(script_problem("vi", "The example").is_some());
    assert!(script_problem("vi", "Ví dụ").is_none());
    assert!(script_problem("zh", "The example").is_some());
    assert!(script_problem("zh", "例子,第二").is_some());
    assert!(script_problem("zh", "例子 第二").is_some());
    assert!(script_problem("zh", "共 5 步，UULDR。").is_none());
    assert!(script_problem("my", "The example").is_some());
    assert!(script_problem("my", "ဥပမာ 1: ပြောင်းပြန် (inversion)").is_none());
    assert!(script_problem("my", "ေျပာင္းျပန္အေရအတြက္ စံုျဖစ္လ်ွင္ ေျဖရွင္းႏိုင္သည္။").is_some());
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
    for name in names() {
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

/// A student's run of each lesson in each language, laid out at 80
/// columns, with colour on and off: it starts with the translated title,
/// and no line is wider than 80 display columns (a Chinese character takes
/// two; colour sequences take none).
#[test]
fn every_translated_run_fits_80_columns_in_colour_and_without() {
    let mut wide = Vec::new();
    for name in names() {
        for lang in LANGS {
            let path = format!("lessons/{lang}/{name}.yaml");
            let title = yaml(&path, &read(&path))["title"]
                .as_str()
                .unwrap()
                .to_string();
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
                let plain = npuzzle::render::wrap::strip(&run.stdout);
                assert!(
                    plain.lines().next() == Some(title.as_str()),
                    "{lang}/{name}: the run starts with the translated title"
                );
                for line in run.stdout.lines() {
                    let w = npuzzle::render::wrap::display_width(line);
                    if w > 80 {
                        wide.push(format!("{lang}/{name} ({colour}): {w} columns: {line}"));
                    }
                }
            }
        }
    }
    assert!(wide.is_empty(), "{}", wide.join("\n"));
}
