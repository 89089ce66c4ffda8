//! The message catalogue (`i18n/LANG/*.ftl`, issue 26): every file parses,
//! no message is defined twice, every message the code asks for has an
//! English source, and every English message has a Vietnamese and a
//! Chinese translation (a failure lists, per language, what is missing).
//! The help text's translations are checked by the test of the help.

use npuzzle::i18n::{self, FILES, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// English-only messages on purpose: the test of the fallback itself.
const ENGLISH_ONLY: &[&str] = &["i18n-fallback-example"];

/// The message ids defined by each language's files (a parse error or a
/// second definition fails the test).
fn defined() -> BTreeMap<Lang, BTreeSet<String>> {
    let mut out: BTreeMap<Lang, BTreeSet<String>> = BTreeMap::new();
    let mut problems = Vec::new();
    for (path, text) in FILES {
        let lang = Lang::from_code(path.split('/').next().unwrap()).expect("a known language");
        let resource = match fluent_bundle::FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                problems.push(format!("i18n/{path}: {errors:?}"));
                r
            }
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let id = m.id.name.to_string();
                if m.value.is_none() {
                    problems.push(format!("i18n/{path}: message {id} has no value"));
                }
                if !out.entry(lang).or_default().insert(id.clone()) {
                    problems.push(format!("i18n/{path}: message {id} is defined twice"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    out
}

/// The ids the code asks for: every `t!("id"` and `message_in(.., "id"` in
/// `src/`.
fn used() -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The library, the binary, and the web crate of the explorer page.
    let mut stack = vec![root.join("src"), root.join("web/wasm/src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let raw = std::fs::read_to_string(&path).unwrap();
            // Comment lines (doc examples) are not the code's own use.
            let text: String = raw
                .lines()
                .map(|l| {
                    if l.trim_start().starts_with("//") {
                        ""
                    } else {
                        l
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            for marker in ["t!(", "msg!(", "message_in(", "message("] {
                let mut from = 0;
                while let Some(i) = text[from..].find(marker) {
                    let at = from + i;
                    from = at + marker.len();
                    // `t!(` itself, not `what!(` or `format!(`.
                    if text[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                    {
                        continue;
                    }
                    // The id: the first argument (`t!`, `message`) or the
                    // second (`message_in(lang, "id", ..)`), perhaps on
                    // the next line.
                    let mut rest = text[from..].trim_start();
                    // `t!(lang; "id", ..)`: the language first (an
                    // expression, `ctx.lang()` or `zh()` too).
                    if marker == "t!("
                        && !rest.starts_with('"')
                        && let Some(c) = rest.find(';')
                        && !rest[..c].contains('"')
                        && rest[..c].matches('(').count() == rest[..c].matches(')').count()
                    {
                        rest = rest[c + 1..].trim_start();
                    }
                    if marker == "message_in(" {
                        match rest.find(',') {
                            Some(c) if !rest[..c].contains(')') => {
                                rest = rest[c + 1..].trim_start()
                            }
                            _ => continue,
                        }
                    }
                    let Some(tail) = rest.strip_prefix('"') else {
                        continue;
                    };
                    if let Some(end) = tail.find('"') {
                        let id = &tail[..end];
                        if !id.is_empty()
                            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                        {
                            let line = text[..at].lines().count().max(1);
                            out.entry(id.to_string())
                                .or_insert_with(|| format!("{}:{line}", path.display()));
                        }
                    }
                }
            }
        }
    }
    out
}

#[test]
fn every_message_the_code_uses_has_an_english_source() {
    let defined = defined();
    let english = &defined[&Lang::EN];
    let missing: Vec<String> = used()
        .into_iter()
        .filter(|(id, _)| !english.contains(id))
        .map(|(id, at)| format!("{id} (used at {at})"))
        .collect();
    assert!(
        missing.is_empty(),
        "messages used by the code with no English source in i18n/en/:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_translation_has_every_message() {
    let defined = defined();
    let english = &defined[&Lang::EN];
    let mut report = Vec::new();
    for &lang in &Lang::all()[1..] {
        let have = defined.get(&lang).cloned().unwrap_or_default();
        let missing: Vec<&String> = english
            .iter()
            .filter(|id| !have.contains(*id) && !ENGLISH_ONLY.contains(&id.as_str()))
            .collect();
        let extra: Vec<&String> = have.iter().filter(|id| !english.contains(*id)).collect();
        if !missing.is_empty() {
            report.push(format!(
                "{} ({}) lacks {} message(s) (they fall back to English): {}",
                lang.code(),
                lang.native_name(),
                missing.len(),
                missing
                    .iter()
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if !extra.is_empty() {
            report.push(format!(
                "{} has message(s) English does not: {}",
                lang.code(),
                extra
                    .iter()
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn every_message_formats_in_every_language_without_an_error() {
    // A translation that names an argument the English message does not
    // pass (a typo: `{ $cuont }`) would print `{$cuont}`: each message is
    // formatted with the English message's arguments.
    let defined = defined();
    let mut problems = Vec::new();
    for id in &defined[&Lang::EN] {
        let en = i18n::message_in(Lang::EN, id, &[]);
        for &lang in &Lang::all()[1..] {
            let said = i18n::message_in(lang, id, &[]);
            let args_en = placeholders(&en);
            let args_l = placeholders(&said);
            if !args_l.is_subset(&args_en) {
                problems.push(format!(
                    "{}: {id} uses {:?}, which English does not",
                    lang.code(),
                    args_l.difference(&args_en).collect::<Vec<_>>()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The unresolved arguments of a message formatted without arguments
/// (Fluent writes them `{$name}`).
fn placeholders(s: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = s;
    while let Some(i) = rest.find("{$") {
        rest = &rest[i + 2..];
        if let Some(end) = rest.find('}') {
            out.insert(rest[..end].to_string());
        }
    }
    out
}

#[test]
fn an_unknown_language_is_one_warning_line_and_english() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["--lang", "fr", "inversions", "1 2 3/4 5 6/7 8 0"])
        .output()
        .unwrap();
    let english = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["--lang", "en", "inversions", "1 2 3/4 5 6/7 8 0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "npuzzle: warning: language 'fr' is not available (available: en, my, vi, zh); using English\n"
    );
    assert_eq!(out.stdout, english.stdout);
    // The locale is read when --lang is not given; C is English, silently.
    let c = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["inversions", "1 2 3/4 5 6/7 8 0"])
        .env("LC_ALL", "C")
        .output()
        .unwrap();
    assert!(c.stderr.is_empty());
    assert_eq!(c.stdout, english.stdout);
    // A locale the tool has no catalogue for is English without a word
    // (only an unknown --lang is warned about).
    let unknown_locale = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["inversions", "1 2 3/4 5 6/7 8 0"])
        .env("LC_ALL", "")
        .env("LANGUAGE", "")
        .env("LC_MESSAGES", "de_DE.UTF-8")
        .output()
        .unwrap();
    assert!(unknown_locale.stderr.is_empty());
    assert_eq!(unknown_locale.stdout, english.stdout);
    // --quiet silences the warning of an unknown --lang.
    let quiet = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["--lang", "fr", "-q", "inversions", "1 2 3/4 5 6/7 8 0"])
        .output()
        .unwrap();
    assert!(quiet.stderr.is_empty());
    assert_eq!(quiet.stdout, english.stdout);
}

#[test]
fn the_gnu_language_list_is_honoured_unless_the_locale_is_c() {
    let run = |envs: &[(&str, &str)]| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"));
        cmd.args(["inversions", "1 2 3/4 5 6/7 8 0"]);
        for v in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            cmd.env_remove(v);
        }
        for (k, v) in envs {
            cmd.env(k, v);
        }
        let out = cmd.output().unwrap();
        assert!(
            out.stderr.is_empty(),
            "{envs:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let in_lang = |code: &str| run(&[("LC_ALL", code)]);
    let zh = in_lang("zh_CN.UTF-8");
    let vi = in_lang("vi_VN.UTF-8");
    let en = in_lang("C");
    assert_ne!(zh, en);
    assert_ne!(vi, en);
    // The first language of the list the tool speaks.
    assert_eq!(
        run(&[("LANGUAGE", "de:zh:vi"), ("LANG", "en_US.UTF-8")]),
        zh
    );
    assert_eq!(run(&[("LANGUAGE", "fr"), ("LANG", "vi_VN.UTF-8")]), vi);
    // GNU gettext ignores LANGUAGE in the C locale.
    assert_eq!(run(&[("LANGUAGE", "zh"), ("LC_ALL", "C")]), en);
}

#[test]
fn every_language_states_its_settings() {
    // src/i18n/mod.rs reads these from i18n/LANG/language.ftl: a language
    // without them would fall back to English's silently.
    for &lang in Lang::all() {
        let file = format!("{}/language.ftl", lang.code());
        let text = npuzzle::i18n::source(&file).unwrap_or_else(|| panic!("i18n/{file} is missing"));
        for id in [
            "language-native-name",
            "language-thousands-separator",
            "language-decimal-separator",
            "language-word-spaces",
        ] {
            assert!(text.contains(&format!("\n{id} =")), "i18n/{file}: no {id}");
        }
        let a_million = lang.number(1_234_567);
        let a_fraction = lang.decimal(1.5, 1);
        assert_ne!(
            a_million
                .trim_matches(|c: char| c.is_ascii_digit())
                .chars()
                .next(),
            a_fraction
                .trim_matches(|c: char| c.is_ascii_digit())
                .chars()
                .next(),
            "{}: the thousands and the decimal separator look alike ({a_million}, {a_fraction})",
            lang.code()
        );
    }
    assert_eq!(Lang::all()[0], Lang::EN);
    assert_eq!(Lang::EN.number(2_735_150_056), "2,735,150,056");
    assert_eq!(
        Lang::from_code("vi").unwrap().number(1_234_567),
        "1.234.567"
    );
    assert_eq!(Lang::from_code("vi").unwrap().decimal(1.1534, 3), "1,153");
}

#[test]
fn every_english_message_is_used() {
    // A message no code asks for is stale: a sentence changed in the code
    // and left behind in the catalogue (and in every translation). The
    // help's messages are named by the command tree (tests/suite/help_lang.rs
    // checks those); a message referenced by another (`{ name }`) is used.
    let defined = defined();
    let used = used();
    let referenced: BTreeSet<String> = FILES
        .iter()
        .flat_map(|(_, text)| {
            let mut ids = Vec::new();
            let mut rest = *text;
            while let Some(i) = rest.find('{') {
                rest = &rest[i + 1..];
                let inner = rest.trim_start();
                let id: String = inner
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if !id.is_empty() && !inner.starts_with('$') {
                    ids.push(id);
                }
            }
            ids
        })
        .collect();
    // The explorer page's own words are asked for by its markup and script
    // (`data-t="explorer-…"`, `W["explorer-…"]`, web/page/).
    let page: String = ["web/page/body.html", "web/page/explorer.js"]
        .iter()
        .map(|f| std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(f)).unwrap())
        .collect();
    let stale: Vec<&String> = defined[&Lang::EN]
        .iter()
        .filter(|id| !id.starts_with("help-"))
        .filter(|id| !page.contains(&format!("\"{id}\"")))
        .filter(|id| !used.contains_key(*id) && !referenced.contains(*id))
        .filter(|id| !["i18n-example"].contains(&id.as_str()))
        // Read by src/i18n/mod.rs by their ids, not through t!.
        .filter(|id| !id.starts_with("language-"))
        .collect();
    assert!(
        stale.is_empty(),
        "English messages no code uses (remove them from every language): {stale:?}"
    );
}

#[test]
fn every_language_is_listed() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let mut found: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    assert_eq!(
        found,
        crate::common::LANGUAGES,
        "tests/suite/common/mod.rs LANGUAGES"
    );
}
