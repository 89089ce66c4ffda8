//! Per-student variants (issue 37): a random board marked `vary: true` is
//! drawn for each student id (`lesson run --student ID`, `lesson export
//! --students ROSTER`); `lesson grade` grades each answers file with an
//! `# id:` against that student's own boards; `lesson check` checks a
//! fixed sample of variants. Built-in lesson 07 ends with a varying board.

use crate::common;

use std::path::{Path, PathBuf};

const LESSON: &str = "07";

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("variants-{name}"))
}

/// The answer key of `id`'s variant (`None`: the instructor's), one answer
/// per question.
fn key(id: Option<&str>) -> Vec<String> {
    let mut args = vec!["lesson", "run", LESSON, "--answer-key"];
    if let Some(id) = id {
        args.extend(["--student", id]);
    }
    let r = common::run(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
        .lines()
        .filter_map(|l| {
            let (n, rest) = l.split_once(". ")?;
            n.parse::<usize>().ok()?;
            Some(rest.trim_matches('`').to_string())
        })
        .collect()
}

/// An answers file with `answers`, for `id` (no `# id:` line without one).
fn answers_file(dir: &Path, file: &str, id: Option<&str>, answers: &[String]) -> PathBuf {
    let mut text = String::from("# name: Student\n");
    if let Some(id) = id {
        text.push_str(&format!("# id: {id}\n"));
    }
    for (k, a) in answers.iter().enumerate() {
        text.push_str(&format!("{}. {a}\n", k + 1));
    }
    let path = dir.join(file);
    std::fs::write(&path, text).unwrap();
    path
}

/// `lesson grade --json`: each file's score, in the order given.
fn scores(files: &[&Path]) -> Vec<Option<u64>> {
    let mut args = vec!["lesson", "grade", LESSON, "--json"];
    let shown: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    args.extend(shown.iter().map(String::as_str));
    let r = common::run(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    v["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["score"].as_u64())
        .collect()
}

#[test]
fn two_students_get_different_boards_and_the_same_ones_again() {
    let a = key(Some("s001"));
    let b = key(Some("s002"));
    let base = key(None);
    assert_eq!(a.len(), base.len());
    assert_ne!(a, b, "two students' variants differ");
    assert_eq!(a, key(Some("s001")), "the same id gets the same boards");
    // Only the varying question differs: the others are the lesson's own.
    let differ = (0..a.len()).filter(|&k| a[k] != base[k]).count();
    assert_eq!(differ, 1, "{a:?} vs {base:?}");
    // The exercise's board itself, as the JSON gives it.
    let board = |id: &str| {
        let r = common::run(&["lesson", "run", LESSON, "--json", "--student", id]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
        v["steps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["kind"] == "exercise")
            .map(|s| s["board"].clone())
            .collect::<Vec<_>>()
    };
    assert_ne!(board("s001"), board("s002"));
    assert_eq!(board("s001"), board("s001"));
}

#[test]
fn the_sheet_key_and_page_name_the_student() {
    let r = common::run(&["lesson", "run", LESSON, "--handout", "--student", "s001"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("(student s001)"), "{}", r.stdout);
    let r = common::run(&["lesson", "run", LESSON, "--answer-key", "--student", "s001"]);
    assert!(r.stdout.lines().next().unwrap().contains("(student s001)"));
    let r = common::run(&[
        "lesson",
        "run",
        LESSON,
        "--format",
        "html",
        "--interactive",
        "--student",
        "s001",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains(r#"data-student-id autocomplete="off" spellcheck="false" maxlength="64" value="s001" readonly data-student-fixed"#),
        "the page fixes the id"
    );
    // Without --student the field is the student's to fill in.
    let r = common::run(&["lesson", "run", LESSON, "--format", "html", "--interactive"]);
    assert!(!r.stdout.contains("readonly data-student-fixed"));
    // A question bank of a variant is that student's too.
    let r = common::run(&[
        "lesson",
        "run",
        LESSON,
        "--format",
        "gift",
        "--student",
        "s001",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn each_student_has_full_marks_only_with_their_own_answers() {
    let dir = scratch("grade");
    let (a, b) = (key(Some("s001")), key(Some("s002")));
    let own_a = answers_file(&dir, "a.txt", Some("s001"), &a);
    let own_b = answers_file(&dir, "b.txt", Some("s002"), &b);
    let swapped = answers_file(&dir, "swapped.txt", Some("s001"), &b);
    let total = a.len() as u64;
    assert_eq!(
        scores(&[&own_a, &own_b, &swapped]),
        vec![Some(total), Some(total), Some(total - 1)]
    );
    // Without an id: graded against the instructor's boards, with a
    // warning that says so.
    let no_id = answers_file(&dir, "no-id.txt", None, &a);
    assert_eq!(scores(&[&no_id]), vec![Some(total - 1)]);
    let r = common::run(&["lesson", "grade", LESSON, no_id.to_str().unwrap()]);
    assert!(r.stdout.contains("no `# id:`"), "{}", r.stdout);
    let base = answers_file(&dir, "base.txt", None, &key(None));
    assert_eq!(scores(&[&base]), vec![Some(total)]);
}

#[test]
fn bad_ids_rosters_and_lessons_get_one_line_and_exit_2() {
    let dir = scratch("bad");
    let one_line = |args: &[&str], says: &str| {
        let r = common::run(args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"));
    };
    one_line(
        &["lesson", "run", LESSON, "--student", "a/b"],
        "path character",
    );
    one_line(
        &["lesson", "run", LESSON, "--student", ""],
        "empty student id",
    );
    one_line(
        &["lesson", "run", "02", "--handout", "--student", "s001"],
        "no board varies per student",
    );
    let roster = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let out = dir.join("site").display().to_string();
    for (file, text, says) in [
        ("dup.csv", "id,name\ns001,An\ns001,Bo\n", "also on line 2"),
        ("empty.csv", "id,name\n,An\n", "an empty student id"),
        ("path.csv", "id,name\n../x,An\n", "path character"),
        ("case.csv", "id,name\nA1,An\na1,Bo\n", "differ only in case"),
    ] {
        let r = roster(file, text);
        one_line(&["lesson", "export", "--out", &out, "--students", &r], says);
    }
    assert!(!Path::new(&out).exists(), "nothing written");
    // A course with no varying lesson.
    let course = dir.join("course");
    std::fs::create_dir_all(&course).unwrap();
    std::fs::write(
        course.join("l.yaml"),
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - count:\n      board: \"1 2 3/4 5 6/8 7 0\"\n",
    )
    .unwrap();
    let ok = roster("ok.csv", "id,name\ns001,An\n");
    one_line(
        &[
            "lesson",
            "export",
            "--dir",
            course.to_str().unwrap(),
            "--out",
            &out,
            "--students",
            &ok,
        ],
        "no lesson of the course has a board that varies",
    );
}

#[test]
fn a_fixed_claim_or_a_quiz_on_a_varying_board_is_refused_where_it_is() {
    let dir = scratch("rules");
    let head = "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n";
    let expect = dir.join("expect.yaml");
    std::fs::write(
        &expect,
        format!("{head}  - inversions:\n      board: {{random: {{size: 3x3, seed: 1, vary: true}}}}\n      expect:\n        inversions: 4\n"),
    )
    .unwrap();
    let r = common::run(&["lesson", "check", expect.to_str().unwrap()]);
    assert_ne!(r.code, 0);
    let all = format!("{}{}", r.stdout, r.stderr);
    assert!(all.contains("expect.yaml:8:7:"), "{all}");
    assert!(
        all.contains("a fixed claim about a board that varies"),
        "{all}"
    );
    let quiz = dir.join("quiz.yaml");
    std::fs::write(
        &quiz,
        format!("{head}  - quiz:\n      question: How many?\n      type: number\n      answer: 4\n      truth: {{step: b, field: inversions}}\n  - inversions:\n      id: b\n      board: {{random: {{size: 3x3, seed: 1, vary: true}}}}\n"),
    )
    .unwrap();
    let r = common::run(&["lesson", "run", quiz.to_str().unwrap(), "--no-pause"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("quiz.yaml:10:7: step 1 (quiz)"),
        "{}",
        r.stderr
    );
    // A fixed move on a varying board: legal on the instructor's board of
    // seed 5 and on the 8 sample students', illegal on some others'.
    let predict = dir.join("predict.yaml");
    std::fs::write(
        &predict,
        format!("{head}  - predict:\n      board: {{random: {{size: 3x3, seed: 5, vary: true}}}}\n      move: U\n      ask: delta\n"),
    )
    .unwrap();
    let r = common::run(&["lesson", "check", predict.to_str().unwrap()]);
    assert_eq!(r.code, 2, "{}{}", r.stdout, r.stderr);
    let all = format!("{}{}", r.stdout, r.stderr);
    assert!(
        all.contains(
            "predict.yaml:8:7: step 1 (predict): move: fixed moves on a board that varies"
        ),
        "{all}"
    );
}

#[test]
fn lesson_check_checks_a_sample_of_variants() {
    let r = common::run(&["lesson", "check", "lessons/07-bidirectional.yaml"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("and the variants of 8 sample students (s001,"),
        "{}",
        r.stdout
    );
    // A variant on which a step's claim is false fails the check: the
    // instructor's board of seed 1 (a walk of 12 moves) is solved in 8,
    // chi.nguyen's needs 12; with max_moves: 12 every variant passes (a
    // walk of 12 moves is undone in at most 12).
    let dir = scratch("check");
    let lesson = dir.join("walk.yaml");
    let write = |max: u32| {
        std::fs::write(
            &lesson,
            format!("format_version: 1\ntitle: Short\nsummary: S\nlevel: beginner\nsteps:\n  - moves:\n      question: Solve it.\n      board: {{random: {{size: 3x3, seed: 1, moves: 12, vary: true}}}}\n      max_moves: {max}\n"),
        )
        .unwrap();
    };
    write(12);
    let r = common::run(&["lesson", "check", lesson.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    write(8);
    let r = common::run(&["lesson", "check", lesson.to_str().unwrap()]);
    assert_ne!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains(
            "the variant of student `chi.nguyen`: step 1 (moves): max_moves: 8, but the shortest way takes 12 moves"
        ),
        "{}{}",
        r.stdout,
        r.stderr
    );
}

#[test]
fn export_writes_each_students_files() {
    let dir = scratch("export");
    let roster = dir.join("roster.csv");
    std::fs::write(&roster, "id,name\ns001,An\ns002,Bình\n").unwrap();
    let out = dir.join("site");
    let r = common::run(&[
        "lesson",
        "export",
        "--out",
        out.to_str().unwrap(),
        "--students",
        roster.to_str().unwrap(),
        "--handout",
        "--scorm",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for id in ["s001", "s002"] {
        for ext in ["html", "handout.html", "zip"] {
            let f = out.join(format!("07-bidirectional.{id}.{ext}"));
            assert!(f.is_file(), "{}", f.display());
        }
        let page =
            std::fs::read_to_string(out.join(format!("07-bidirectional.{id}.html"))).unwrap();
        assert!(page.contains(&format!("value=\"{id}\" readonly")));
    }
    // A lesson that does not vary is written once.
    assert!(!out.join("02-solvable-or-not.s001.html").exists());
    assert_ne!(
        std::fs::read(out.join("07-bidirectional.s001.handout.html")).unwrap(),
        std::fs::read(out.join("07-bidirectional.s002.handout.html")).unwrap()
    );
}
