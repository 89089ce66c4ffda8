//! `npuzzle pdb status|build|clear` in Vietnamese, Chinese and Burmese:
//! no English words outside parentheses or backquotes (names, file names
//! and the cache's path aside), numbers written as the language writes
//! them, prose within 80 columns. Each run has its own cache directory
//! under cargo's target directory.

use crate::common;

use npuzzle::render::wrap::display_width;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn temp_dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("pdb-lang-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn npuzzle(args: &[&str], cache: &Path) -> common::Run {
    common::run_bounded(
        args,
        &[("XDG_CACHE_HOME", cache)],
        None,
        Duration::from_secs(180),
    )
}

/// English words left (see `common::english`), with the cache's path and
/// the database files' names taken out first.
fn english(lang: &str, text: &str, cache: &str) -> Vec<String> {
    let text = text.replace(cache, " ");
    let named: Vec<&str> = text
        .split(' ')
        .filter(|w| !w.contains(".bin") && !w.starts_with("pdb-4x4-") && !w.starts_with("pdb-5x5-"))
        .collect();
    common::english::english_outside_parentheses(&named.join(" "), lang)
}

/// Lines wider than 80 columns, but those that hold the cache's path or a
/// file name (a path is as long as it is).
fn wide_lines(text: &str, cache: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.contains(cache) && !l.contains(".bin"))
        .filter(|l| display_width(l) > 80)
        .map(String::from)
        .collect()
}

fn check(lang: &str, what: &str, text: &str, cache: &str) {
    let english = english(lang, text, cache);
    assert!(
        english.is_empty(),
        "{lang}, {what}: English words {english:?} in\n{text}"
    );
    let wide = wide_lines(text, cache);
    assert!(
        wide.is_empty(),
        "{lang}, {what}: lines wider than 80 columns {wide:?} in\n{text}"
    );
}

#[test]
fn pdb_status_build_and_clear_speak_vietnamese_chinese_and_burmese() {
    let dir = temp_dir("all");
    let cache = dir.to_str().unwrap();
    for lang in ["vi", "zh", "my"] {
        let status = ["--lang", lang, "pdb", "status"];
        let r = npuzzle(&status, &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb status (empty)", &r.stdout, cache);
        check(lang, "pdb status (empty), stderr", &r.stderr, cache);
        if lang == "vi" {
            // Vietnamese writes 5,765,760 as 5.765.760.
            assert!(r.stdout.contains("5.765.760"), "{}", r.stdout);
        }

        let r = npuzzle(&["--lang", lang, "pdb", "build"], &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb build", &r.stdout, cache);
        check(lang, "pdb build, stderr", &r.stderr, cache);
        if lang == "vi" {
            assert!(r.stdout.contains("33,6 MB"), "{}", r.stdout);
        }

        let r = npuzzle(&status, &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb status (built)", &r.stdout, cache);
        if lang == "vi" {
            assert!(r.stdout.contains("33,6 MB"), "{}", r.stdout);
        }

        // A damaged file: its state and why it is rebuilt, in the language.
        let smallest = std::fs::read_dir(dir.join("npuzzle"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "bin"))
            .min_by_key(|p| std::fs::metadata(p).unwrap().len())
            .unwrap();
        std::fs::write(&smallest, b"not a pattern database at all").unwrap();
        let r = npuzzle(&status, &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb status (a damaged file)", &r.stdout, cache);
        let r = npuzzle(&["--lang", lang, "pdb", "build"], &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb build (a damaged file), stderr", &r.stderr, cache);

        // Loaded from the cache this time.
        let r = npuzzle(&["--lang", lang, "pdb", "build"], &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb build (cached)", &r.stdout, cache);
        check(lang, "pdb build (cached), stderr", &r.stderr, cache);

        let r = npuzzle(&["--lang", lang, "pdb", "clear"], &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb clear", &r.stdout, cache);
        assert!(r.stdout.contains("pdb-4x4-"), "{}", r.stdout);

        let r = npuzzle(
            &["--lang", lang, "pdb", "clear", "--goal", "blank-first"],
            &dir,
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
        check(lang, "pdb clear --goal", &r.stdout, cache);

        // A 3x3 goal: bad input, said in the language.
        let r = npuzzle(
            &[
                "--lang",
                lang,
                "pdb",
                "status",
                "--goal",
                "1 2 3/4 5 6/7 8 0",
            ],
            &dir,
        );
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert!(r.stdout.is_empty(), "{}", r.stdout);
        check(lang, "pdb status --goal 3x3", &r.stderr, cache);
        let r = npuzzle(
            &[
                "--lang",
                lang,
                "pdb",
                "build",
                "--size",
                "5x5",
                "--goal",
                "1 2 3/4 5 6/7 8 0",
            ],
            &dir,
        );
        assert_eq!(r.code, 2, "{}", r.stderr);
        check(lang, "pdb build --size 5x5 --goal 3x3", &r.stderr, cache);
    }
    // The cache is empty again: a first optimal 4x4 solve builds and saves
    // the tables, and says so on standard error in the language.
    for lang in ["vi", "zh", "my"] {
        let r = npuzzle(
            &[
                "--lang",
                lang,
                "solve",
                "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15",
            ],
            &dir,
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stderr.contains("pdb: "), "{}", r.stderr);
        check(
            lang,
            "solve (building the tables), stderr",
            &r.stderr,
            cache,
        );
        let r = npuzzle(&["pdb", "clear"], &dir);
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn pdb_json_stays_english() {
    // JSON is a data format: the same in every language.
    let dir = temp_dir("json");
    let en = npuzzle(&["pdb", "status", "--json"], &dir);
    let vi = npuzzle(&["--lang", "vi", "pdb", "status", "--json"], &dir);
    assert_eq!(en.code, 0, "{}", en.stderr);
    assert_eq!(en.stdout, vi.stdout);
    assert!(vi.stdout.contains("\"missing\""), "{}", vi.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}
