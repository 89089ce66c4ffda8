//! The instructor's workflow: the lesson schema, YAML mistakes reported at
//! the line to fix, a course checked as a whole, handouts and answer keys,
//! and a class's answers graded.

use crate::common;

use common::transcript;

/// The shipped schema is the generated one. Regenerate it with
/// `npuzzle lesson schema > lessons/lesson.schema.json`.
#[test]
fn shipped_schema_is_the_generated_one() {
    let run = common::run(&["lesson", "schema"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let shipped =
        std::fs::read_to_string("lessons/lesson.schema.json").expect("lessons/lesson.schema.json");
    assert!(
        shipped == run.stdout,
        "lessons/lesson.schema.json differs from `npuzzle lesson schema`: regenerate it with\n  cargo run --release -- lesson schema > lessons/lesson.schema.json"
    );
}

fn yaml_to_json(text: &str) -> serde_json::Value {
    let v: serde_yaml::Value = serde_yaml::from_str(text).expect("YAML");
    serde_json::to_value(v).expect("JSON")
}

/// Every built-in lesson (and the template of `lesson new`) validates
/// against the schema with an independent validator.
#[test]
fn builtin_lessons_validate_against_the_schema() {
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("lessons/lesson.schema.json").unwrap())
            .unwrap();
    let validator = jsonschema::validator_for(&schema).expect("a valid JSON Schema");
    let mut files: Vec<_> = std::fs::read_dir("lessons")
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() >= 8);
    let template = common::run(&["lesson", "new"]).stdout;
    let mut texts: Vec<(String, String)> = files
        .iter()
        .map(|p| (p.display().to_string(), std::fs::read_to_string(p).unwrap()))
        .collect();
    texts.push(("lesson new".into(), template));
    for (name, text) in texts {
        let errors: Vec<String> = validator
            .iter_errors(&yaml_to_json(&text))
            .map(|e| format!("{}: {e}", e.instance_path()))
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
    }
    // And the schema refuses what npuzzle refuses.
    let bad = yaml_to_json(
        "format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n  - inversion: {board: '1 2/3 0'}\n",
    );
    assert!(!validator.is_valid(&bad));
    let typo = yaml_to_json(
        "format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n  - inversions: {board: '1 2/3 0', expcet: {}}\n",
    );
    assert!(!validator.is_valid(&typo));
}

#[test]
fn lesson_new_points_editors_at_the_schema() {
    let run = common::run(&["lesson", "new"]);
    assert!(
        run.stdout
            .starts_with("# yaml-language-server: $schema=lesson.schema.json\n"),
        "{}",
        run.stdout
    );
}

/// Each mistake an instructor makes, with the message and its place.
#[test]
fn yaml_mistakes() {
    insta::glob!("../fixtures/mistakes", "*.yaml", |path| {
        let file = format!(
            "tests/fixtures/mistakes/{}",
            path.file_name().unwrap().to_str().unwrap()
        );
        insta::assert_snapshot!(transcript(&["lesson", "check", &file]));
    });
}

#[test]
fn a_lesson_with_a_byte_order_mark_is_read() {
    let run = common::run(&["lesson", "check", "tests/fixtures/mistakes/bom.yml"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn check_a_course_directory() {
    insta::assert_snapshot!(transcript(&["lesson", "check", "tests/fixtures/course"]));
}

#[test]
fn check_a_course_directory_json() {
    let run = common::run(&["lesson", "check", "tests/fixtures/course", "--json"]);
    assert_eq!(run.code, 2);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(v["schema_version"], 1);
    let files = v["files"].as_array().unwrap();
    for f in files {
        for key in ["file", "ok", "claims", "errors"] {
            assert!(f.get(key).is_some(), "{f} lacks {key}");
        }
    }
    let bad: Vec<&serde_json::Value> = files.iter().filter(|f| f["ok"] == false).collect();
    assert_eq!(bad.len(), 1, "{v}");
    let errors = bad[0]["errors"].as_array().unwrap();
    assert!(errors.len() >= 2, "every problem of the file: {errors:?}");
    assert!(errors.iter().all(|e| e["line"].as_u64().unwrap() > 0));
}

#[test]
fn course_lessons_by_name() {
    insta::assert_snapshot!(transcript(&[
        "lesson",
        "list",
        "--dir",
        "tests/fixtures/course"
    ]));
    let run = common::run(&[
        "lesson",
        "run",
        "parity",
        "--dir",
        "tests/fixtures/course",
        "--no-pause",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("Parity in a week"), "{}", run.stdout);
}

#[test]
fn work_budget() {
    insta::assert_snapshot!(transcript(&[
        "lesson",
        "check",
        "tests/fixtures/course/01-parity.yaml",
        "--budget",
        "100"
    ]));
    let run = common::run(&[
        "lesson",
        "run",
        "tests/fixtures/course/01-parity.yaml",
        "--budget",
        "100",
    ]);
    assert_eq!(run.code, 2);
}

#[test]
fn handout_and_answer_key() {
    let lesson = "tests/fixtures/course/01-parity.yaml";
    insta::assert_snapshot!(transcript(&["lesson", "run", lesson, "--handout"]));
    insta::assert_snapshot!(transcript(&["lesson", "run", lesson, "--answer-key"]));
    // The instructor's copy still has the answers.
    let md = common::run(&["lesson", "run", lesson, "--format", "markdown"]);
    assert!(md.stdout.contains("## Answers"), "{}", md.stdout);
    let sheet = common::run(&["lesson", "run", lesson, "--handout"]).stdout;
    assert!(!sheet.contains("## Answers"));
    assert!(!sheet.contains("16 is even"), "explanations stay out");
}

#[test]
fn grade_a_class() {
    let lesson = "tests/fixtures/course/01-parity.yaml";
    let class = "tests/fixtures/class";
    insta::assert_snapshot!(transcript(&["lesson", "grade", lesson, class]));
    insta::assert_snapshot!(transcript(&[
        "lesson", "grade", lesson, class, "--format", "csv"
    ]));
    let run = common::run(&["lesson", "grade", lesson, class, "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let students = v["students"].as_array().unwrap();
    // Every file is a row (folders walked); tests/suite/grading.rs checks
    // each one's marks.
    assert_eq!(students.len(), 13, "{}", run.stdout);
    for s in students {
        for key in [
            "student", "file", "graded", "score", "total", "answers", "warnings",
        ] {
            assert!(s.get(key).is_some(), "{s} lacks {key}");
        }
        for a in s["answers"].as_array().unwrap() {
            for key in ["question", "given", "correct"] {
                assert!(a.get(key).is_some(), "{a} lacks {key}");
            }
        }
    }
    assert_eq!(students[0]["student"], "Ada Lovelace");
    for q in v["questions"].as_array().unwrap() {
        for key in ["question", "right", "of"] {
            assert!(q.get(key).is_some(), "{q} lacks {key}");
        }
    }
    // Only files that cannot be graded (answers to another lesson): exit 2,
    // and still a row.
    let only_bad = ["lesson", "grade", lesson, "tests/fixtures/class/ivy.txt"];
    insta::assert_snapshot!(transcript(&only_bad));
}

/// A fresh, empty directory of this test run.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A lesson whose every text field carries HTML: the Markdown outputs
/// (instructor's copy, student's sheet, answer key) carry none of it as
/// HTML; `say:` keeps its Markdown, and its code spans are left alone.
#[test]
fn markdown_outputs_never_carry_raw_html() {
    let f = "tests/fixtures/lessons/html-in-every-field.yaml";
    for args in [
        vec!["lesson", "run", f, "--format", "markdown"],
        vec!["lesson", "run", f, "--handout"],
        vec!["lesson", "run", f, "--answer-key"],
    ] {
        let run = common::run(&args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        let md = &run.stdout;
        // Outside code spans, no `<` at all: no tag can open.
        let outside: String = md
            .split('`')
            .enumerate()
            .filter(|(k, _)| k % 2 == 0)
            .map(|(_, s)| s)
            .collect();
        assert!(!outside.contains('<'), "{args:?}:\n{md}");
        assert!(md.contains("&lt;svg onload=alert(1)&gt; Evil"), "{md}");
    }
    let sheet = common::run(&["lesson", "run", f, "--handout"]).stdout;
    // say: keeps its Markdown and its code span; its HTML is text.
    assert!(
        sheet.contains("**Count** the `<b>` tiles &lt;img src=x onerror=alert(3)>"),
        "{sheet}"
    );
    assert!(
        sheet.contains("*Hint: &lt;b onmouseover=alert(6)&gt;hint&lt;/b&gt;*"),
        "{sheet}"
    );
    assert!(
        sheet.contains("*Stronger hint: &lt;u&gt;stronger&lt;/u&gt;*"),
        "{sheet}"
    );
}

/// CSV by RFC 4180 (CRLF, fields with a comma or a quote quoted; control
/// characters in a name are shown escaped, as in every output, so a CR or
/// LF never splits a row) and cells a spreadsheet would run as formulas
/// neutralised.
#[test]
fn grade_csv_quotes_and_neutralises() {
    let dir = scratch("csv-class");
    let files = [
        ("=HYPERLINK(\"x\").txt", "16\n".to_string()),
        ("a,b.txt", "16\n".to_string()),
        ("line\nbreak.txt", "16\n".to_string()),
        ("cr\rhere.txt", "16\n".to_string()),
        ("named.txt", "# name: @SUM(A1)\n16\n".to_string()),
        ("plus.txt", "# name: +1-2\n16\n".to_string()),
        ("minus.txt", "# name: -x\n16\n".to_string()),
    ];
    for (name, text) in &files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    let d = dir.display().to_string();
    let lesson = "tests/fixtures/course/01-parity.yaml";
    let run = common::run(&["lesson", "grade", lesson, &d, "--format", "csv"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.ends_with("\r\n"), "CRLF line ends");
    assert!(
        run.stdout.contains("\"'=HYPERLINK(\"\"x\"\")\","),
        "{}",
        run.stdout
    );
    let mut reader = csv::ReaderBuilder::new().from_reader(run.stdout.as_bytes());
    let head = reader.headers().unwrap().clone();
    let head: Vec<&str> = head.iter().take(4).collect();
    assert_eq!(head, ["student", "file", "score", "total"]);
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), files.len(), "{}", run.stdout);
    for row in &rows {
        for cell in [&row[0], &row[1]] {
            assert!(
                !cell.starts_with(['=', '+', '-', '@']),
                "a formula cell: {cell:?}\n{}",
                run.stdout
            );
        }
        assert_eq!(&row[4], "1", "{row:?}");
    }
    let students: Vec<&str> = rows.iter().map(|r| &r[0]).collect();
    for want in [
        "'=HYPERLINK(\"x\")",
        "a,b",
        "line\\nbreak",
        "cr\\rhere",
        "'@SUM(A1)",
        "'+1-2",
        "'-x",
    ] {
        assert!(students.contains(&want), "{want:?} in {students:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `lesson grade` reads answer files through the bounded reader: a FIFO,
/// `/dev/null` and `/dev/stdin` are refused in one line each, never a hang.
#[cfg(unix)]
#[test]
fn grade_refuses_fifos_and_devices_without_hanging() {
    let dir = scratch("grade-fifo");
    let fifo = dir.join("fifo.txt");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let f = fifo.display().to_string();
    let run = common::run_bounded(
        &["lesson", "grade", "01", &f, "/dev/null", "/dev/stdin"],
        &[],
        None,
        std::time::Duration::from_secs(30),
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 4, "{}", run.stderr);
    assert!(
        lines[0].ends_with("not graded: cannot read: a named pipe (FIFO), not a file"),
        "{}",
        run.stderr
    );
    assert!(
        lines[1].starts_with("npuzzle: /dev/null: not graded: cannot read: a character device"),
        "{}",
        run.stderr
    );
    assert!(
        lines[2].starts_with("npuzzle: /dev/stdin: not graded: cannot read:"),
        "{}",
        run.stderr
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two students whose files have the same name in two folders are two
/// rows that name their files, in every view.
#[test]
fn same_file_names_in_two_folders_are_told_apart() {
    let dir = scratch("same-stem");
    for (group, answer) in [("group-a", "16\n"), ("group-b", "15\n")] {
        std::fs::create_dir_all(dir.join(group)).unwrap();
        std::fs::write(dir.join(group).join("alice.txt"), answer).unwrap();
    }
    let a = dir.join("group-a").display().to_string();
    let b = dir.join("group-b").display().to_string();
    let lesson = "tests/fixtures/course/01-parity.yaml";
    let fa = format!("{a}/alice.txt");
    let fb = format!("{b}/alice.txt");
    let text = common::run(&["lesson", "grade", lesson, &a, &b]).stdout;
    let rows: Vec<&str> = text.lines().filter(|l| l.starts_with("alice ")).collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(rows[0].contains(&fa) && rows[0].contains(" ok "), "{text}");
    assert!(rows[1].contains(&fb) && rows[1].contains(" x "), "{text}");
    let csv = common::run(&["lesson", "grade", lesson, &a, &b, "--format", "csv"]).stdout;
    assert!(csv.contains(&format!("alice,{fa},1,")), "{csv}");
    assert!(csv.contains(&format!("alice,{fb},0,")), "{csv}");
    let json = common::run(&["lesson", "grade", lesson, &a, &b, "--json"]).stdout;
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let files: Vec<&str> = v["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["file"].as_str().unwrap())
        .collect();
    assert_eq!(files, [fa.as_str(), fb.as_str()]);
    let _ = std::fs::remove_dir_all(&dir);
}
