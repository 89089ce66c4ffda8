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
    let mut stack = vec![root.join("src"), root.join("web/src")];
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
            for marker in ["t!(", "message_in(", "message("] {
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
    let english = &defined[&Lang::En];
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
    let english = &defined[&Lang::En];
    let mut report = Vec::new();
    for lang in [Lang::Vi, Lang::Zh] {
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
    for id in &defined[&Lang::En] {
        let en = i18n::message_in(Lang::En, id, &[]);
        for lang in [Lang::Vi, Lang::Zh] {
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
        "npuzzle: warning: language 'fr' is not available (available: en, vi, zh); using English\n"
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
    let unknown_locale = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["inversions", "1 2 3/4 5 6/7 8 0"])
        .env("LC_ALL", "")
        .env("LC_MESSAGES", "de_DE.UTF-8")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&unknown_locale.stderr),
        "npuzzle: warning: language 'de_DE.UTF-8' is not available (available: en, vi, zh); using English\n"
    );
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
    let stale: Vec<&String> = defined[&Lang::En]
        .iter()
        .filter(|id| !id.starts_with("help-"))
        .filter(|id| !page.contains(&format!("\"{id}\"")))
        .filter(|id| !used.contains_key(*id) && !referenced.contains(*id))
        .filter(|id| !["i18n-example"].contains(&id.as_str()))
        .collect();
    assert!(
        stale.is_empty(),
        "English messages no code uses (remove them from every language): {stale:?}"
    );
}
