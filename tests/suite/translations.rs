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
    // The student is not taught from a refused translation: one line, exit 2.
    for (file, problem) in [
        (
            "claim",
            "step 2 (inversions): `expect` cannot be translated",
        ),
        (
            "numbers",
            "summary: the numbers differ from the lesson's text: it has [16], the translation [15]",
        ),
        ("steps", "3 step(s), but the lesson has 4"),
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
