//! Lesson translations (issue 26): a translation file carries only text;
//! `lesson check` checks every translation beside a lesson and refuses one
//! that changes a claim, leaves a step out or writes other numbers; the
//! student's language picks the translation.

use crate::common::{run, transcript};

const LESSON: &str = "tests/fixtures/translated/parity.yaml";

#[test]
fn check_finds_and_checks_every_translation() {
    let args = ["lesson", "check", "tests/fixtures/translated/"];
    insta::assert_snapshot!(transcript(&args));
    let one = run(&["lesson", "check", LESSON]);
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert!(one.stdout.contains("vi/parity.yaml"), "{}", one.stdout);
    assert!(one.stdout.contains("zh/parity.yaml"), "{}", one.stdout);
}

#[test]
fn a_translation_that_changes_anything_but_text_is_refused() {
    let args = ["lesson", "check", "tests/fixtures/translated-bad/"];
    insta::assert_snapshot!(transcript(&args));
    // The student is not taught from a refused translation: one line, exit 2,
    // in the student's language.
    for (file, problem) in [
        ("claim", "bước 2 (inversions): `expect` không thể dịch"),
        (
            "numbers",
            "`summary`: các số khác với văn bản của bài học: bài học có [16], bản dịch có [15]",
        ),
        ("steps", "3 bước, nhưng bài học có 4 bước"),
    ] {
        let path = format!("tests/fixtures/translated-bad/{file}.yaml");
        let r = run(&["--lang", "vi", "lesson", "run", &path, "--no-pause"]);
        assert_eq!(r.code, 2, "{file}: {}", r.stdout);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert!(r.stderr.contains(problem), "{file}: {}", r.stderr);
        // In English, the lesson itself is taught.
        let en = run(&["--lang", "en", "lesson", "run", &path, "--no-pause"]);
        assert_eq!(en.code, 0, "{}", en.stderr);
    }
}

#[test]
fn the_students_language_picks_the_translation() {
    let vi = run(&["--lang", "vi", "lesson", "run", LESSON, "--no-pause"]);
    assert_eq!(vi.code, 0, "{}", vi.stderr);
    assert!(
        vi.stdout.starts_with("Tính chẵn lẻ của một bảng\n"),
        "{}",
        vi.stdout
    );
    assert!(vi.stdout.contains("Bảng AIMA có bao nhiêu nghịch thế?"));
    let zh = run(&["--lang", "zh", "lesson", "run", LESSON, "--no-pause"]);
    assert!(zh.stdout.starts_with("一个棋盘的奇偶性\n"), "{}", zh.stdout);
    let en = run(&["--lang", "en", "lesson", "run", LESSON, "--no-pause"]);
    assert!(
        en.stdout.starts_with("Parity of one board\n"),
        "{}",
        en.stdout
    );
    // The locale picks it too.
    let mut locale = std::process::Command::new(crate::common::bin());
    let out = locale
        .args(["lesson", "run", LESSON, "--no-pause"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "zh_CN.UTF-8")
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("一个棋盘的奇偶性\n"));
    // The boards, the claims and the answers are the lesson's in every
    // language: the same answer is right in all three.
    let dir = tempfile::tempdir().unwrap();
    let answers = dir.path().join("answers.txt");
    std::fs::write(&answers, "16\n").unwrap();
    let wrong = dir.path().join("wrong.txt");
    std::fs::write(&wrong, "15\n").unwrap();
    for lang in ["en", "vi", "zh"] {
        let args = |file: &std::path::Path| {
            let f = file.to_str().unwrap().to_string();
            run(&[
                "--lang",
                lang,
                "lesson",
                "run",
                LESSON,
                "--no-pause",
                "--answers",
                &f,
            ])
        };
        let right = args(&answers);
        assert_eq!(right.code, 0, "{lang}: {}{}", right.stdout, right.stderr);
        let wrong = args(&wrong);
        assert_eq!(wrong.code, 1, "{lang}: {}{}", wrong.stdout, wrong.stderr);
    }
}

#[test]
fn a_lesson_declares_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("l.yaml");
    std::fs::write(
        &file,
        "format_version: 1\nlang: vi\ntitle: Bài học\nsummary: Một bài.\nlevel: beginner\nsteps:\n  - say: Xin chào.\n",
    )
    .unwrap();
    let r = run(&["lesson", "check", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    std::fs::write(
        &file,
        "format_version: 1\nlang: Vietnamese!\ntitle: Bài học\nsummary: Một bài.\nlevel: beginner\nsteps:\n  - say: Xin chào.\n",
    )
    .unwrap();
    let r = run(&["lesson", "check", file.to_str().unwrap()]);
    assert_eq!(r.code, 2, "{}", r.stdout);
    let said = format!("{}{}", r.stdout, r.stderr);
    assert!(
        said.contains("lang: `Vietnamese!` is not a language code"),
        "{said}"
    );
}

/// A lesson with a tile and its count, and a parity (issue 34).
const COUNTED: &str = "format_version: 1\ntitle: Counted\nsummary: 16 is even.\nlevel: beginner\nsteps:\n  - section: Part 1\n  - board:\n      board: \"1 2 3/4 5 6/7 0 8\"\n  - say: Tile 6 has 7 inversions.\n";

/// The lesson `COUNTED` with one translation, in a fresh folder.
fn counted_with(code: &str, translation: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("t.yaml"), COUNTED).unwrap();
    std::fs::create_dir(dir.path().join(code)).unwrap();
    std::fs::write(dir.path().join(code).join("t.yaml"), translation).unwrap();
    dir
}

#[test]
fn numbers_and_parity_words_are_checked_in_order_at_the_translations_own_line() {
    // Said in the language of the translation that is run (`--lang`).
    let cases = [
        // Swapped numbers: the same multiset, another claim.
        (
            "vi",
            "lang: vi\nsummary: 16 là số chẵn.\nsteps:\n  - section: Phần 1\n  - board: {}\n  - say: Ô số 7 có 6 nghịch thế.\n",
            Some(
                "vi/t.yaml:6:5: bước 3 (say): các số khác với văn bản của bài học: bài học có [6, 7], bản dịch có [7, 6] (theo thứ tự này)",
            ),
        ),
        // A parity word changed.
        (
            "vi",
            "lang: vi\nsummary: 16 là số lẻ.\n",
            Some(
                "vi/t.yaml:2:1: `summary`: các từ chỉ chẵn lẻ khác với văn bản của bài học: bài học có [even], bản dịch có [lẻ] (theo thứ tự này)",
            ),
        ),
        // Full-width digits and a Chinese numeral are read: right here…
        (
            "zh",
            "lang: zh\nsummary: １６是偶数。\nsteps:\n  - section: 第一部分\n  - board: {}\n  - say: 数码６有七个逆序。\n",
            None,
        ),
        // …and wrong here.
        (
            "zh",
            "lang: zh\nsummary: １６是偶数。\nsteps:\n  - section: 第一部分\n  - board: {}\n  - say: 数码６有八个逆序。\n",
            Some(
                "zh/t.yaml:6:5: 第 3 步（say）：数字与课的原文不同：原文是 [6, 7]，翻译是 [6]（按此顺序）",
            ),
        ),
    ];
    for (code, translation, problem) in cases {
        let dir = counted_with(code, translation);
        let file = dir.path().join("t.yaml");
        let file = file.to_str().unwrap();
        let r = crate::common::run_bounded(
            &["--lang", code, "lesson", "run", "t.yaml", "--no-pause"],
            &[],
            Some(dir.path()),
            std::time::Duration::from_secs(60),
        );
        let check = run(&["--lang", code, "lesson", "check", file]);
        match problem {
            None => {
                assert_eq!(r.code, 0, "{translation}: {}", r.stderr);
                assert_eq!(check.code, 0, "{translation}: {}", check.stderr);
            }
            Some(p) => {
                assert_eq!(r.code, 2, "{translation}: {}", r.stdout);
                assert_eq!(r.stderr, format!("npuzzle: {p}\n"));
                let in_dir = format!("{}/{p}", dir.path().display());
                assert!(check.stderr.contains(&in_dir), "{}", check.stderr);
            }
        }
    }
}

#[test]
fn a_problem_of_the_lesson_itself_is_cited_in_the_lessons_file() {
    // Before, it was cited in the translation's file, at a line of the
    // merged YAML (line 13 of a 6-line file).
    let broken = COUNTED.replace("7 0 8\"\n", "7 0 8\"\n      colour: red\n");
    let dir = counted_with("vi", "lang: vi\nsummary: 16 là số chẵn.\n");
    std::fs::write(dir.path().join("t.yaml"), &broken).unwrap();
    let r = crate::common::run_bounded(
        &["--lang", "vi", "lesson", "run", "t.yaml", "--no-pause"],
        &[],
        Some(dir.path()),
        std::time::Duration::from_secs(60),
    );
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .starts_with("npuzzle: t.yaml:9:7: bước 2 (board): trường `colour` không xác định"),
        "{}",
        r.stderr
    );
    let en = crate::common::run_bounded(
        &["--lang", "en", "lesson", "run", "t.yaml", "--no-pause"],
        &[],
        Some(dir.path()),
        std::time::Duration::from_secs(60),
    );
    assert!(
        en.stderr
            .starts_with("npuzzle: t.yaml:9:7: step 2 (board): unknown field `colour`"),
        "{}",
        en.stderr
    );
}
