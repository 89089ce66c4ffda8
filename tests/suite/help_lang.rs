//! The help in Vietnamese, Chinese and Burmese (issue 26,
//! `src/cli/help_lang.rs`): every command's.
//!
//! The help's message ids are computed from the command tree, not written
//! as `t!("...")` literals, so the test of the catalogue cannot find them:
//! these tests are what checks them. `i18n/en/help.ftl` must be exactly
//! the definitions' English (the binary writes it with
//! `NPUZZLE_HELP_CATALOGUE=1`), every English message must have a
//! Vietnamese, a Chinese and a Burmese translation and no translation may
//! name a message English does not have (a stale id), a translation keeps
//! every flag, `code` and example line of the English, every command's
//! help page in each language is in that language (no English prose of
//! the catalogue left), every line of every help page fits 80 columns, and
//! the English help is clap's, untouched.

use crate::common::{self, bin, run, transcript};
use npuzzle::i18n::{self, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// The messages of `i18n/LANG/help.ftl`, by id (a parse error or a
/// message defined twice fails the test).
fn messages(lang: &str) -> BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("i18n/{lang}/help.ftl"));
    let text = std::fs::read_to_string(&path).unwrap();
    let resource = match fluent_bundle::FluentResource::try_new(text) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{}: {errors:?}", path.display()),
    };
    let mut out = BTreeMap::new();
    let code = Lang::from_code(lang).unwrap();
    for entry in resource.entries() {
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            let id = m.id.name.to_string();
            let said = i18n::message_in(code, &id, &[]);
            assert!(
                out.insert(id.clone(), said).is_none(),
                "{}: {id} is defined twice",
                path.display()
            );
        }
    }
    out
}

#[test]
fn the_english_catalogue_is_the_definitions_english() {
    let out = Command::new(bin())
        .env("NPUZZLE_HELP_CATALOGUE", "1")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let made = String::from_utf8(out.stdout).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/en/help.ftl");
    let file = std::fs::read_to_string(&path).unwrap();
    if made == file {
        return;
    }
    // Name the messages that differ: each one's translations must follow.
    let parse = |text: &str| -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        let mut id = String::new();
        for line in text.lines() {
            if let Some((name, rest)) = line.split_once(" =")
                && !line.starts_with([' ', '#'])
            {
                id = name.to_string();
                out.insert(id.clone(), rest.to_string());
            } else if !id.is_empty() {
                out.get_mut(&id).unwrap().push_str(line);
            }
        }
        out
    };
    let (made, file) = (parse(&made), parse(&file));
    let mut report = Vec::new();
    for (id, text) in &made {
        match file.get(id) {
            None => report.push(format!("new: {id}")),
            Some(t) if t != text => report.push(format!("changed: {id}")),
            _ => {}
        }
    }
    for id in file.keys().filter(|id| !made.contains_key(*id)) {
        report.push(format!("stale (no such command, argument or text): {id}"));
    }
    panic!(
        "i18n/en/help.ftl is not the English of the definitions; regenerate it with\n  \
         NPUZZLE_HELP_CATALOGUE=1 target/release/npuzzle > i18n/en/help.ftl\n\
         and bring vi/help.ftl and zh/help.ftl along:\n{}",
        report.join("\n")
    );
}

#[test]
fn every_help_message_is_translated_and_no_translation_is_stale() {
    let english = messages("en");
    assert!(english.len() > 100, "only {} help messages", english.len());
    let mut report = Vec::new();
    for lang in ["vi", "zh", "my"] {
        let have = messages(lang);
        let missing: Vec<&str> = english
            .keys()
            .filter(|id| !have.contains_key(*id))
            .map(String::as_str)
            .collect();
        let stale: Vec<&str> = have
            .keys()
            .filter(|id| !english.contains_key(*id))
            .map(String::as_str)
            .collect();
        if !missing.is_empty() {
            report.push(format!(
                "i18n/{lang}/help.ftl lacks {} message(s): {}",
                missing.len(),
                missing.join(", ")
            ));
        }
        if !stale.is_empty() {
            report.push(format!(
                "i18n/{lang}/help.ftl has message(s) that name no command, argument or text: {}",
                stale.join(", ")
            ));
        }
        // A translation left in English is not a translation (the short
        // ones that are the same in every language excepted).
        for (id, text) in &have {
            if english.get(id) == Some(text) && text.chars().count() > 12 {
                report.push(format!("i18n/{lang}/help.ftl: {id} is the English text"));
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// What a translation never changes in a text: its flags (`--no-pause`),
/// its `code` and the example lines (`npuzzle ...`).
fn kept(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let example = line.trim_start();
        if example.starts_with("npuzzle ") || example.starts_with("echo ") {
            // Without its comment, which is prose.
            let command = example.split("  #").next().unwrap().trim_end();
            out.insert(command.to_string());
        }
        let mut rest = line;
        while let Some(i) = rest.find('`') {
            let after = &rest[i + 1..];
            match after.find('`') {
                Some(j) => {
                    out.insert(format!("`{}`", &after[..j]));
                    rest = &after[j + 1..];
                }
                None => break,
            }
        }
        for word in line.split(|c: char| c.is_whitespace() || "(),;`'\"".contains(c)) {
            let flag = word.trim_end_matches(['.', ':']);
            if flag.starts_with("--") && flag.len() > 2 {
                out.insert(flag.to_string());
            }
        }
    }
    out
}

#[test]
fn translations_keep_flags_code_and_examples() {
    let english = messages("en");
    let mut report = Vec::new();
    for lang in ["vi", "zh", "my"] {
        let have = messages(lang);
        for (id, en) in &english {
            let Some(text) = have.get(id) else { continue };
            for thing in kept(en) {
                if !text.contains(&thing) {
                    report.push(format!("i18n/{lang}/help.ftl: {id} lost {thing}"));
                }
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// Every help page: the top level and each command under it, found by
/// walking the `Commands:` lists of the English help (not the catalogue,
/// so that a command the catalogue lacks is still a page). clap's `help`
/// command is left out.
fn pages() -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut todo: Vec<Vec<String>> = vec![vec![]];
    while let Some(path) = todo.pop() {
        let r = help("en", &path, "--help", "never");
        assert_eq!(r.code, 0, "{path:?}: {}", r.stderr);
        let mut in_commands = false;
        for line in r.stdout.lines() {
            if line == "Commands:" {
                in_commands = true;
                continue;
            }
            if !line.starts_with("  ") {
                in_commands = false;
                continue;
            }
            let name = line[2..].split(' ').next().unwrap_or("");
            if in_commands && !name.is_empty() && name != "help" {
                let mut sub = path.clone();
                sub.push(name.to_string());
                todo.push(sub);
            }
        }
        out.push(path);
    }
    out.sort();
    out
}

fn help(lang: &str, path: &[String], flag: &str, colour: &str) -> common::Run {
    let mut args = vec!["--lang", lang, "--color", colour];
    args.extend(path.iter().map(String::as_str));
    args.push(flag);
    run(&args)
}

#[test]
fn every_help_line_fits_80_columns_in_vietnamese_chinese_and_burmese() {
    let mut report = Vec::new();
    let pages = pages();
    assert!(pages.len() > 20, "only {} help pages", pages.len());
    for lang in ["vi", "zh", "my"] {
        let usage = messages(lang)["help-heading-usage"].clone();
        for path in &pages {
            for flag in ["-h", "--help"] {
                let r = help(lang, path, flag, "never");
                assert_eq!(r.code, 0, "{lang} {path:?} {flag}: {}", r.stderr);
                for line in r.stdout.lines() {
                    let width = textwrap::core::display_width(line);
                    // An example command wider than the terminal by itself
                    // stays one line, which the terminal folds and copies
                    // back whole (its comment goes under it).
                    let whole_example = line.starts_with("  npuzzle ") && !line.contains(" #");
                    // So does clap's usage line, a command too (as long in
                    // English: `experiment heuristics` has three required
                    // options).
                    let usage_line = line
                        .strip_prefix(usage.as_str())
                        .is_some_and(|rest| rest.trim_start().starts_with("npuzzle "));
                    if width > 80 && !whole_example && !usage_line {
                        report.push(format!(
                            "--lang {lang} {} {flag}: {width} columns: {line}",
                            path.join(" ")
                        ));
                    }
                }
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn translated_pages_keep_no_english_of_clap_and_colour_changes_no_layout() {
    let english_words = [
        "Usage:",
        "Commands:",
        "Arguments:",
        "Options:",
        "Possible values",
        "[default:",
        "[possible values:",
        "Print help",
        "Print version",
        "Examples:",
    ];
    let mut report = Vec::new();
    for lang in ["vi", "zh", "my"] {
        for path in pages() {
            let translated = path
                .first()
                .is_none_or(|c| TRANSLATED_COMMANDS.split(' ').any(|t| t == c));
            for flag in ["-h", "--help"] {
                let plain = help(lang, &path, flag, "never").stdout;
                if translated {
                    for word in english_words {
                        if plain.contains(word) {
                            report.push(format!(
                                "--lang {lang} {} {flag} says {word:?}",
                                path.join(" ")
                            ));
                        }
                    }
                }
                // The break opportunities of Chinese are escapes that
                // change nothing: with colours the text is the same.
                let coloured = help(lang, &path, flag, "always").stdout;
                if strip(&coloured) != plain {
                    report.push(format!(
                        "--lang {lang} {} {flag}: colour changes the layout",
                        path.join(" ")
                    ));
                }
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// The commands whose help is translated in full (with what is under them).
const TRANSLATED_COMMANDS: &str = "explain inversions solvable trace play lesson solve tree \
     compare reduce connect verify random pdb heuristics experiment man explorer completions";

/// `s` without its escape sequences.
fn strip(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn vietnamese_explain_help() {
    insta::assert_snapshot!(
        "vi_explain_help",
        transcript(&["--lang", "vi", "explain", "--help"])
    );
}

#[test]
fn chinese_lesson_run_help() {
    insta::assert_snapshot!(
        "zh_lesson_run_help",
        transcript(&["--lang", "zh", "lesson", "run", "--help"])
    );
}

#[test]
fn burmese_lesson_run_help() {
    insta::assert_snapshot!(
        "my_lesson_run_help",
        transcript(&["--lang", "my", "lesson", "run", "--help"])
    );
}

/// `text` with each run of white space one space (clap's wrapping undone).
fn unwrapped(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` without its `[...]` spans.
fn without_brackets(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' if depth > 0 => depth -= 1,
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn every_command_is_translated_and_its_help_keeps_no_english_prose() {
    let pages = pages();
    let names: BTreeSet<&str> = pages
        .iter()
        .filter(|p| p.len() == 1)
        .map(|p| p[0].as_str())
        .collect();
    let translated: BTreeSet<&str> = TRANSLATED_COMMANDS.split_whitespace().collect();
    assert_eq!(
        names, translated,
        "TRANSLATED_COMMANDS is not every command"
    );
    let english = messages("en");
    let mut report = Vec::new();
    for lang in ["vi", "zh", "my"] {
        let have = messages(lang);
        for path in &pages {
            // The messages of this page and of the commands under it (whose
            // summaries it lists).
            let prefix = if path.is_empty() {
                "help-".to_string()
            } else {
                format!("help-{}-", path.join("-"))
            };
            for flag in ["-h", "--help"] {
                let said = help(lang, path, flag, "never").stdout;
                // Without clap's `[default: ..]` and `[possible values: ..]`
                // (the values are names, the same in every language).
                let plain = unwrapped(&without_brackets(&said));
                let english_page = help("en", path, flag, "never").stdout;
                if said == english_page {
                    report.push(format!("--lang {lang} {} {flag}: English", path.join(" ")));
                    continue;
                }
                for (id, en) in english.iter().filter(|(id, _)| id.starts_with(&prefix)) {
                    let Some(translation) = have.get(id).map(|t| unwrapped(t)) else {
                        continue;
                    };
                    // Each line of 24 characters or more (not an example's
                    // command), as wrapped by clap and laid out again here.
                    for line in en.lines() {
                        let line = line.trim();
                        if line.starts_with("npuzzle ") || line.chars().count() < 24 {
                            continue;
                        }
                        // What the translation keeps as it is (names, code,
                        // an example's command) is not English left over.
                        let start = unwrapped(&line.chars().take(40).collect::<String>());
                        if plain.contains(&start) && !translation.contains(&start) {
                            report.push(format!(
                                "--lang {lang} {} {flag}: {id} in English: {start}",
                                path.join(" ")
                            ));
                        }
                    }
                }
                // The line that used to close an untranslated command's help.
                let english_only = [
                    "English only",
                    "chỉ có bằng tiếng Anh",
                    "只有英文",
                    "အင်္ဂလိပ်ဘာသာဖြင့်သာ",
                ];
                if english_only.iter().any(|w| said.contains(w)) {
                    report.push(format!(
                        "--lang {lang} {} {flag}: says its help is in English",
                        path.join(" ")
                    ));
                }
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn the_english_help_is_claps_whatever_the_locale_says() {
    // `args` with the locale `locale` and no --lang.
    let in_locale = |args: &[&str], locale: &str| {
        Command::new(bin())
            .args(args)
            .env("LC_ALL", locale)
            .env("COLUMNS", "80")
            .env("NO_COLOR", "1")
            .output()
            .unwrap()
            .stdout
    };
    for path in [&[][..], &["explain"], &["lesson", "run"], &["solve"]] {
        let mut args: Vec<&str> = path.to_vec();
        args.push("--help");
        let plain = in_locale(&args, "C");
        let mut en = vec!["--lang", "en"];
        en.extend(&args);
        assert_eq!(run(&en).stdout.as_bytes(), plain, "{args:?}");
        // The locale alone chooses the language of the help, too.
        let vi = in_locale(&args, "vi_VN.UTF-8");
        let mut with_flag = vec!["--lang", "vi"];
        with_flag.extend(&args);
        assert_eq!(run(&with_flag).stdout.as_bytes(), vi, "{args:?}");
        assert_ne!(vi, plain, "{args:?}");
    }
}

#[test]
fn the_help_command_and_a_missing_command_speak_the_language_too() {
    let by_flag = run(&["--lang", "zh", "explain", "--help"]);
    let by_command = run(&["--lang", "zh", "help", "explain"]);
    assert_eq!(by_command.code, 0);
    assert_eq!(by_command.stdout, by_flag.stdout);
    // `lesson` without its command: the help on standard error, exit 2.
    let r = run(&["--lang", "vi", "lesson"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("Cách dùng: npuzzle lesson"),
        "{}",
        r.stderr
    );
}

#[test]
fn the_manual_page_and_completions_stay_english() {
    for args in [
        &["man"][..],
        &["completions", "bash"],
        &["completions", "fish"],
    ] {
        let english = run(&[&["--lang", "en"][..], args].concat());
        for lang in ["vi", "zh", "my"] {
            let said = run(&[&["--lang", lang][..], args].concat());
            assert_eq!(said.code, 0);
            assert_eq!(said.stdout, english.stdout, "--lang {lang} {args:?}");
        }
    }
}
