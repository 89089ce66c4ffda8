//! The help in Vietnamese and Chinese (issue 26, `src/cli/help_lang.rs`).
//!
//! The help's message ids are computed from the command tree, not written
//! as `t!("...")` literals, so the test of the catalogue cannot find them:
//! these tests are what checks them. `i18n/en/help.ftl` must be exactly
//! the definitions' English (the binary writes it with
//! `NPUZZLE_HELP_CATALOGUE=1`), every English message must have a
//! Vietnamese and a Chinese translation and no translation may name a
//! message English does not have (a stale id), a translation keeps every
//! flag, `code` and example line of the English, every line of every help
//! page fits 80 columns, and the English help is clap's, untouched.

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

/// Every help page: the top level and each command of the catalogue (the
/// translated ones and, in English, the others).
fn pages() -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![vec![]];
    for id in messages("en").keys() {
        if id.ends_with("-long-about") {
            continue;
        }
        if let Some(path) = id
            .strip_prefix("help-")
            .and_then(|p| p.strip_suffix("-about"))
        {
            out.push(path.split('-').map(str::to_string).collect());
        }
    }
    // The subcommands of an English-only command (their help says so).
    out.push(vec!["pdb".to_string(), "build".to_string()]);
    out
}

fn help(lang: &str, path: &[String], flag: &str, colour: &str) -> common::Run {
    let mut args = vec!["--lang", lang, "--color", colour];
    args.extend(path.iter().map(String::as_str));
    args.push(flag);
    run(&args)
}

#[test]
fn every_help_line_fits_80_columns_in_vietnamese_and_chinese() {
    let mut report = Vec::new();
    let pages = pages();
    assert!(pages.len() > 20, "only {} help pages", pages.len());
    for lang in ["vi", "zh", "my"] {
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
                    if width > 80 && !whole_example {
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
const TRANSLATED_COMMANDS: &str = "explain inversions solvable trace play lesson";

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

#[test]
fn english_only_commands_say_so_in_one_line() {
    for (lang, line) in [
        ("vi", "Trợ giúp của lệnh này hiện chỉ có bằng tiếng Anh."),
        ("zh", "此命令的帮助目前只有英文。"),
        ("my", "ဤအမိန့် (command) ၏ အကူအညီသည် ယခု အင်္ဂလိပ်ဘာသာဖြင့်သာ ရှိသည်။"),
    ] {
        for path in [&["solve"][..], &["pdb", "build"], &["experiment"]] {
            let mut args = vec!["--lang", lang];
            args.extend(path);
            args.push("--help");
            let r = run(&args);
            assert_eq!(r.code, 0);
            assert_eq!(r.stdout.lines().last(), Some(line), "{args:?}");
            assert_eq!(r.stdout.matches(line).count(), 1, "{args:?}");
            // Apart from that line (and, for a top-level command, its
            // summary above the usage line), the help is the English one.
            let mut english_args = vec!["--lang", "en"];
            english_args.extend(path);
            english_args.push("--help");
            let english = run(&english_args).stdout;
            let said = r
                .stdout
                .strip_suffix(&format!("\n\n{line}\n"))
                .expect("the line closes the help");
            let usage = english.find("Usage:").unwrap();
            assert!(
                said.ends_with(english[usage..].trim_end()),
                "{args:?}:\n{}",
                r.stdout
            );
            if path.len() > 1 {
                assert_eq!(said, english.trim_end(), "{args:?}");
            }
        }
    }
    let r = run(&["--lang", "en", "solve", "--help"]);
    assert!(!r.stdout.contains("English only"));
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
