//! Burmese, for the students in Myanmar (issue 38): the board commands in
//! Burmese with no English outside parentheses; boards, sizes, claims and
//! an answers file typed in Myanmar digits (`၁၆`) read as the ASCII ones,
//! with Burmese yes/no words and their short forms; a lesson, a translation
//! and an answers file in the Zawgyi encoding refused with the file and
//! line (exit 2); Burmese drawn by tmux as wide as the tool counts it; and
//! a Burmese page in headless Chromium drawn with a Myanmar font, its
//! letters compared against the font's `.notdef` box (no tofu).

use crate::common;
use common::webdriver::{self, Browser};
use npuzzle::render::wrap::display_width;
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("npuzzle-burmese-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// ASCII digits written as Myanmar digits (U+1040 to U+1049).
fn myanmar_digits(text: &str) -> String {
    text.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_u32(0x1040 + d).unwrap(),
            None => c,
        })
        .collect()
}

// The same sentence in Unicode and in Zawgyi (made from the Unicode by ICU's
// CLDR transform, `uconv -x my-Zawgyi`, and checked back).
const UNICODE: &str = "ပြောင်းပြန်အရေအတွက် စုံဖြစ်လျှင် ဖြေရှင်းနိုင်သည်။";
const ZAWGYI: &str = "ေျပာင္းျပန္အေရအတြက္ စံုျဖစ္လ်ွင္ ေျဖရွင္းႏိုင္သည္။";

/// English words outside parentheses, in Burmese.
fn english_outside_parentheses(text: &str) -> Vec<String> {
    common::english::english_outside_parentheses(text, "my")
}

#[test]
fn the_board_commands_speak_burmese_with_english_only_in_parentheses() {
    let cases: &[&[&str]] = &[
        &["explain", "7 2 4/5 0 6/8 3 1"],
        &["explain", "7 2 4/5 0 6/8 1 3"],
        &["inversions", "7 2 4/5 0 6/8 3 1", "--claim", "26"],
        &["solvable", "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"],
        &["trace", "7 2 4/5 0 6/8 3 1", "ULDR", "--compact"],
        &["lesson", "list"],
    ];
    for args in cases {
        let mut all = vec!["--lang", "my"];
        all.extend_from_slice(args);
        let run = common::run(&all);
        assert!(run.code == 0 || run.code == 1, "{all:?}: {}", run.stderr);
        let english = english_outside_parentheses(&run.stdout);
        assert!(
            english.is_empty(),
            "{all:?}: English outside parentheses: {english:?}\n{}",
            run.stdout
        );
        for line in run.stdout.lines() {
            assert!(display_width(line) <= 80, "{all:?}: too wide: {line}");
        }
        assert!(run.stderr.is_empty(), "{all:?}: {}", run.stderr);
    }
    // The glossary's terms.
    let run = common::run(&["--lang", "my", "explain", "7 2 4/5 0 6/8 3 1"]);
    for term in ["ပြောင်းပြန်", "ဖြေရှင်းနိုင်", "အကွက်လွတ်", "ပန်းတိုင်", "စုံ"]
    {
        assert!(run.stdout.contains(term), "{term}:\n{}", run.stdout);
    }
    // The checker itself finds English.
    assert_eq!(
        english_outside_parentheses("ဘုတ် (board) Verdict: `UL` ok"),
        ["Verdict"]
    );
}

#[test]
fn the_locale_my_mm_selects_burmese_without_a_warning() {
    let out = std::process::Command::new(common::bin())
        .args(["solvable", "7 2 4/5 0 6/8 3 1"])
        .env_remove("LANGUAGE")
        .env_remove("LC_MESSAGES")
        .env("LC_ALL", "my_MM.UTF-8")
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("ဖြေရှင်းနိုင်"), "{stdout}");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn boards_sizes_moves_and_claims_in_myanmar_digits_read_as_ascii() {
    let cases: &[&[&str]] = &[
        &["explain", "7 2 4/5 0 6/8 3 1"],
        &["solvable", "3021", "--size", "4x1"],
        &["inversions", "7 2 4/5 0 6/8 3 1", "--claim", "16"],
        &[
            "inversions",
            "7 2 4/5 0 6/8 3 1",
            "--claim",
            "6,1,2,2,2,2,1,0",
        ],
        &["trace", "7 2 4/5 0 6/8 3 1", "5 7", "--compact"],
    ];
    for args in cases {
        let ascii = common::run(args);
        let burmese: Vec<String> = args.iter().map(|a| myanmar_digits(a)).collect();
        assert_ne!(burmese, args.to_vec(), "the case has digits");
        let burmese: Vec<&str> = burmese.iter().map(String::as_str).collect();
        let run = common::run(&burmese);
        assert_eq!(run.code, ascii.code, "{burmese:?}: {}", run.stderr);
        assert_eq!(run.stdout, ascii.stdout, "{burmese:?}");
    }
}

/// The answers of a built-in lesson's key, by question.
fn key(lesson: &str) -> Vec<String> {
    let run = common::run(&["lesson", "run", lesson, "--answer-key"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
        .lines()
        .filter_map(|l| l.split_once(". `"))
        .filter(|(n, _)| n.parse::<usize>().is_ok())
        .map(|(_, a)| a.strip_suffix('`').unwrap().to_string())
        .collect()
}

#[test]
fn an_answers_file_in_myanmar_digits_and_burmese_words_gets_full_marks() {
    let dir = scratch("answers");
    for lesson in ["01", "02"] {
        let answers: Vec<String> = key(lesson)
            .iter()
            .enumerate()
            .map(|(k, a)| {
                // Burmese words, in the catalogue's form and the short
                // forms students type, every other question.
                let word = match (a.as_str(), k % 2) {
                    ("yes", 0) => "ဟုတ်",
                    ("yes", _) => "ဟုတ်ကဲ့",
                    ("no", 0) => "မဟုတ်",
                    ("no", _) => "မရ",
                    ("even", _) => "စုံ",
                    ("odd", _) => "မ",
                    ("none", _) => "မရှိ",
                    _ => "",
                };
                let a = if word.is_empty() { a.as_str() } else { word };
                format!("{}. {}", k + 1, myanmar_digits(a))
            })
            .collect();
        assert!(
            answers
                .iter()
                .any(|a| a.chars().any(|c| ('\u{1040}'..='\u{1049}').contains(&c))),
            "{answers:?}"
        );
        let file = dir.join(format!("{lesson}.txt"));
        std::fs::write(&file, answers.join("\n") + "\n").unwrap();
        let file = file.to_str().unwrap();
        let run = common::run(&["lesson", "run", lesson, "--answers", file]);
        assert_eq!(run.code, 0, "{lesson}: {}\n{}", run.stdout, run.stderr);
        let run = common::run(&["lesson", "grade", lesson, file, "--json"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        let student = &v["students"][0];
        assert_eq!(
            student["right"], student["questions"],
            "{lesson}: {}",
            run.stdout
        );
    }
}

#[test]
fn zawgyi_is_refused_with_the_file_and_line() {
    let dir = scratch("zawgyi");
    let lesson = |text: &str| {
        format!(
            "format_version: 1\nlang: my\ntitle: \"{UNICODE}\"\nsummary: ပဟေဠိ\nlevel: beginner\nsteps:\n  - section: \"{text}\"\n  - board:\n      board: \"1 2 3/4 0 6/7 5 8\"\n"
        )
    };
    // The same lesson in Unicode checks.
    let good = dir.join("good.yaml");
    std::fs::write(&good, lesson(UNICODE)).unwrap();
    let good = good.to_str().unwrap();
    let run = common::run(&["lesson", "check", good, "--strict"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // In Zawgyi, its line is named with how to convert it, and nothing
    // of it is shown.
    let bad = dir.join("bad.yaml");
    std::fs::write(&bad, lesson(ZAWGYI)).unwrap();
    let bad = bad.to_str().unwrap();
    for args in [
        vec!["lesson", "check", bad],
        vec!["--lang", "my", "lesson", "run", bad, "--no-pause"],
    ] {
        let run = common::run(&args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        // One line (`lesson check` adds its count of problems).
        let first = run.stderr.lines().next().unwrap_or_default();
        assert!(run.stderr.lines().count() <= 2, "{}", run.stderr);
        assert!(first.contains(&format!("{bad}:7:")), "{}", run.stderr);
        assert!(run.stderr.contains("Zawgyi"), "{}", run.stderr);
        assert!(run.stderr.contains("uconv -x Zawgyi-my"), "{}", run.stderr);
        assert!(!run.stderr.contains("ျပန္"), "{}", run.stderr);
        assert!(run.stdout.is_empty(), "{}", run.stdout);
    }
    // A translation in Zawgyi (`my/NAME.yaml` beside the lesson) is
    // refused alike, by `lesson check` and when a student runs the lesson.
    let folder = dir.join("translated");
    std::fs::create_dir_all(folder.join("my")).unwrap();
    let english = "format_version: 1\ntitle: Inversions\nsummary: Inversions.\nlevel: beginner\nsteps:\n  - section: What an inversion is\n  - board:\n      board: \"1 2 3/4 0 6/7 5 8\"\n";
    std::fs::write(folder.join("l.yaml"), english).unwrap();
    let translation = folder.join("my/l.yaml");
    std::fs::write(
        &translation,
        format!(
            "lang: my\ntitle: \"{UNICODE}\"\nsteps:\n  - section: \"{ZAWGYI}\"\n  - board: {{}}\n"
        ),
    )
    .unwrap();
    let lesson_file = folder.join("l.yaml");
    let lesson_file = lesson_file.to_str().unwrap();
    let translation = translation.to_str().unwrap();
    for args in [
        vec!["lesson", "check", lesson_file],
        vec!["--lang", "my", "lesson", "run", lesson_file, "--no-pause"],
    ] {
        let run = common::run(&args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains(&format!("{translation}:4:")),
            "{args:?}: {}",
            run.stderr
        );
        assert!(run.stderr.contains("Zawgyi"), "{}", run.stderr);
    }
    // An answers file in Zawgyi: named with its line, exit 2.
    let answers = dir.join("answers.txt");
    std::fs::write(&answers, format!("# name: {UNICODE}\n1. {ZAWGYI}\n")).unwrap();
    let answers = answers.to_str().unwrap();
    let run = common::run(&["lesson", "run", "01", "--answers", answers]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(&format!("{answers}:2:")),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("Zawgyi"), "{}", run.stderr);
    let run = common::run(&["lesson", "grade", "01", answers]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stdout.contains("Zawgyi") || run.stderr.contains("Zawgyi"));
}

#[test]
fn tmux_draws_burmese_as_wide_as_the_tool_counts_it() {
    if !common::tmux::available("tmux_draws_burmese_as_wide_as_the_tool_counts_it") {
        return;
    }
    // A line of Burmese (spacing vowel signs, medials, stacked and
    // combining marks) and a marker, printed at the left edge, the shell
    // then waiting: tmux leaves its cursor after the marker at the column
    // its own count of the text's width gives.
    let t = common::tmux::Tmux::start("burmese-width");
    for text in [
        "မြန်မာ",
        "ပြောင်းပြန်အရေအတွက်",
        "ကျွန်ုပ်တို့၏ ပဟေဠိ",
        "မင်္ဂလာပါ ဣန္ဒြေ ၁၆",
        UNICODE,
    ] {
        t.clear();
        t.line(&format!("clear; printf '%s|' '{text}'; read x"));
        let drawn = format!("{text}|");
        t.wait_until("the marker", |s| s.lines().any(|l| l.trim_end() == drawn));
        let cursor: usize = t.format("#{cursor_x}").parse().unwrap();
        assert_eq!(cursor, display_width(text) + 1, "{text}: {}", t.visible());
        t.keys(&["Enter"]);
    }
}

#[test]
fn a_burmese_page_is_drawn_with_a_myanmar_font_not_notdef_boxes() {
    if !webdriver::available("a_burmese_page_is_drawn_with_a_myanmar_font_not_notdef_boxes") {
        return;
    }
    let dir = scratch("page");
    let lesson = dir.join("l.yaml");
    std::fs::write(
        &lesson,
        format!(
            "format_version: 1\nlang: my\ntitle: \"{UNICODE}\"\nsummary: ပဟေဠိ\nlevel: beginner\nsteps:\n  - section: ပဟေဠိ၏ အကွက်လွတ်\n  - say: \"ကျွန်ုပ်တို့ မင်္ဂလာပါ ဥပမာ ဣန္ဒြေ\"\n  - board:\n      board: \"1 2 3/4 0 6/7 5 8\"\n"
        ),
    )
    .unwrap();
    let page = common::run(&[
        "--lang",
        "my",
        "lesson",
        "run",
        lesson.to_str().unwrap(),
        "--format",
        "html",
    ]);
    assert_eq!(page.code, 0, "{}", page.stderr);
    assert!(
        page.stdout
            .starts_with("<!DOCTYPE html>\n<html lang=\"my\">")
    );
    let file = dir.join("page.html");
    std::fs::write(&file, &page.stdout).unwrap();
    let b = Browser::start("burmese-font");
    b.open_file(&file, None);
    // Every Myanmar letter of the page, drawn alone on a canvas in the
    // page's own font stack, against the same font's drawing of a
    // character no font has (U+E000, a private-use code point: its
    // `.notdef` box, what tofu looks like): a letter drawn as that box, or
    // two letters drawn alike, would be tofu.
    let result = b.execute(
        r##"
        const family = getComputedStyle(document.body).fontFamily;
        const text = document.body.innerText;
        const letters = [...new Set([...text].filter(c => c >= "\u1000" && c <= "\u1021"))];
        const canvas = document.createElement("canvas");
        canvas.width = 64; canvas.height = 64;
        const ctx = canvas.getContext("2d", { willReadFrequently: true });
        const draw = c => {
          ctx.clearRect(0, 0, 64, 64);
          ctx.font = "40px " + family;
          ctx.fillStyle = "#000";
          ctx.fillText(c, 8, 48);
          const d = ctx.getImageData(0, 0, 64, 64).data;
          let s = "";
          for (let i = 3; i < d.length; i += 4) s += d[i] > 127 ? "1" : "0";
          return s;
        };
        const tofu = draw("\uE000");
        const drawn = letters.map(draw);
        return {
          family,
          letters: letters.join(""),
          tofu: letters.filter((c, k) => drawn[k] === tofu).join(""),
          inked: drawn.filter(s => s.includes("1")).length,
          distinct: new Set(drawn).size,
        };
        "##,
    );
    let family = result["family"].as_str().unwrap();
    assert!(family.contains("Noto Sans Myanmar"), "{family}");
    assert!(family.contains("Padauk"), "{family}");
    assert!(family.contains("Myanmar Text"), "{family}");
    let letters = result["letters"].as_str().unwrap();
    assert!(letters.chars().count() >= 10, "{result}");
    assert_eq!(result["tofu"], "", "drawn as .notdef boxes: {result}");
    let n = letters.chars().count() as u64;
    assert_eq!(result["inked"], n, "{result}");
    assert_eq!(result["distinct"], n, "{result}");
    assert!(
        b.console_problems().is_empty(),
        "{:?}",
        b.console_problems()
    );
}
