//! `lesson grade` on answer files as students hand them in (the class of
//! `tests/fixtures/class/`, graded against `tests/fixtures/course/
//! 01-parity.yaml`: a number, yes or no, a board): a blank line left for a
//! skipped question, `1. yes` and `Q1: yes`, `#3` for a node, a line too
//! many, a file for another lesson, per-student folders as Moodle and
//! Google Drive download them, two files of one student, names in any
//! script, files the page wrote with what the student did. Every file is a
//! row in every format, and nothing is silently wrong.

use crate::common;

use serde_json::Value;
use std::path::{Path, PathBuf};

const LESSON: &str = "tests/fixtures/course/01-parity.yaml";
const CLASS: &str = "tests/fixtures/class";

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("grading-{name}"))
}

/// The regular files under `dir`, hidden ones left out.
fn files_under(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .map(|p| if p.is_dir() { files_under(&p) } else { 1 })
        .sum()
}

fn json(args: &[&str]) -> Value {
    let run = common::run(args);
    assert!(run.code == 0 || run.code == 2, "{}", run.stderr);
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {}", run.stdout))
}

/// The row of the file whose path ends with `end`.
fn row<'a>(v: &'a Value, end: &str) -> &'a Value {
    v["students"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["file"].as_str().unwrap().ends_with(end))
        .unwrap_or_else(|| panic!("no row for {end}: {v}"))
}

fn marks(s: &Value) -> Vec<&str> {
    s["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["mark"].as_str().unwrap())
        .collect()
}

#[test]
fn the_files_students_hand_in_are_graded_by_question() {
    let v = json(&["lesson", "grade", LESSON, CLASS, "--json"]);
    // Every file is a row, graded or not (folders walked).
    let students = v["students"].as_array().unwrap();
    assert_eq!(students.len(), files_under(Path::new(CLASS)), "{v}");
    // A blank line for a skipped question skips that question only.
    assert_eq!(marks(row(&v, "fay.txt")), ["right", "unanswered", "right"]);
    // Answers numbered `1. yes`, `Q1: yes`.
    assert_eq!(marks(row(&v, "gus.txt")), ["right", "right", "right"]);
    assert_eq!(marks(row(&v, "hal.txt")), ["right", "unanswered", "right"]);
    // A line too many: graded, with a warning that names the line.
    let eve = row(&v, "eve.txt");
    assert_eq!(eve["graded"], true);
    assert_eq!(eve["score"], 3);
    assert_eq!(eve["warnings"][0]["line"], 4, "{eve}");
    // A blank line where the answers after it fit the question before: the
    // rule holds (question 2 unanswered) and the shift is said.
    let jo = row(&v, "jo.txt");
    assert_eq!(marks(jo), ["right", "unanswered", "malformed"]);
    let said: Vec<&str> = jo["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["message"].as_str().unwrap())
        .collect();
    assert!(said.iter().any(|m| m.contains("a shift?")), "{said:?}");
    // Answers to another lesson: a row, not graded, both lessons named.
    let ivy = row(&v, "ivy.txt");
    assert_eq!(ivy["graded"], false);
    assert_eq!(ivy["score"], Value::Null);
    let problem = ivy["problem"]["message"].as_str().unwrap();
    assert!(
        problem.contains("01-counting-inversions") && problem.contains("01-parity"),
        "{problem}"
    );
    // Per-student folders: Moodle's (`NAME_ID_assignsubmission_file_`) and
    // Google Drive's name the student; `# name:` in the file comes first.
    let an = row(&v, "Nguyễn Văn An_20481_assignsubmission_file_/answers.txt");
    assert_eq!(an["student"], "Nguyễn Văn An");
    assert_eq!(an["answers"][0]["attempts"], 2);
    assert_eq!(an["answers"][0]["hints"], 1);
    let wang = row(&v, "王小明-01-parity-20250301-101500.txt");
    assert_eq!(wang["student"], "王小明");
    // Full-width digits, and an answer typed after it was shown.
    assert_eq!(marks(wang), ["right", "shown", "right"]);
    assert_eq!(wang["score"], 2);
    let drive = row(&v, "drive/Ada Lovelace/answers.txt");
    assert_eq!(drive["student"], "Ada Lovelace");
    assert_eq!(marks(drive), ["right", "right", "right"], "a trailing `/`");
    // The same student twice: both rows say so.
    let ada = row(&v, "class/ada.txt");
    assert_eq!(
        ada["same_name_as"][0].as_str().unwrap(),
        drive["file"].as_str().unwrap()
    );
    assert_eq!(
        drive["same_name_as"][0].as_str().unwrap(),
        ada["file"].as_str().unwrap()
    );
    // Tallies count the graded files only.
    assert_eq!(v["questions"][0]["of"], students.len() - 1);
    assert_eq!(
        v["answers_for"].as_str().unwrap().split(' ').next(),
        Some("01-parity")
    );
}

#[test]
fn every_file_is_a_row_of_the_csv_with_its_problem() {
    let run = common::run(&["lesson", "grade", LESSON, CLASS, "--format", "csv"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut reader = csv::ReaderBuilder::new().from_reader(run.stdout.as_bytes());
    let head: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(
        head,
        [
            "student",
            "file",
            "score",
            "total",
            "q1",
            "q2",
            "q3",
            "graded",
            "problem",
            "warnings",
            "same_name_as"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), files_under(Path::new(CLASS)));
    let of = |end: &str| {
        rows.iter()
            .find(|r| r[1].ends_with(end))
            .unwrap_or_else(|| panic!("{end}: {}", run.stdout))
    };
    let ivy = of("ivy.txt");
    assert_eq!((&ivy[2], &ivy[7]), ("", "no"));
    assert!(ivy[8].contains("01-counting-inversions"), "{:?}", ivy);
    let eve = of("eve.txt");
    assert_eq!((&eve[2], &eve[7]), ("3", "yes"));
    assert!(eve[9].starts_with("line 4: "), "{:?}", eve);
    assert_eq!(&of("王小明-01-parity-20250301-101500.txt")[5], "s");
    assert!(of("class/ada.txt")[10].ends_with("drive/Ada Lovelace/answers.txt"));
    // The problems and warnings are said on standard error too.
    assert!(
        run.stderr.contains("ivy.txt:3: not graded: "),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("eve.txt:4: warning: "),
        "{}",
        run.stderr
    );
}

#[test]
fn a_node_written_as_tree_shows_it_is_an_answer() {
    let dir = scratch("nodes");
    let lesson = dir.join("nodes.yaml");
    std::fs::write(
        &lesson,
        r#"format_version: 1
title: Nodes
summary: Which node is next.
level: beginner
steps:
  - next-node:
      board: "2 8 3/1 6 4/7 0 5"
      goal: snail
      algo: bfs
      order: LUDR
      after: 2
"#,
    )
    .unwrap();
    let l = lesson.display().to_string();
    let grade_one = |text: &str| {
        let f = dir.join("a.txt");
        std::fs::write(&f, text).unwrap();
        let v = json(&["lesson", "grade", &l, f.to_str().unwrap(), "--json"]);
        v["students"][0]["answers"][0]["mark"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let mut seen = Vec::new();
    for k in 1..=3 {
        let plain = grade_one(&format!("{k}\n"));
        assert_ne!(plain, "unanswered");
        // `#3` as `tree` numbers nodes, `[3]`, `Q1: #3`: the same answer.
        for form in [format!("#{k}\n"), format!("[{k}]\n"), format!("Q1: #{k}\n")] {
            assert_eq!(grade_one(&form), plain, "{form:?}");
        }
        seen.push(plain);
    }
    assert!(seen.contains(&"right".to_string()), "{seen:?}");
    // `# 3` is a comment.
    assert_eq!(grade_one("# 3\n"), "unanswered");
}

#[test]
fn names_in_any_script_and_the_scripted_run_read_alike() {
    let dir = scratch("names");
    for (name, text) in [
        ("王小明.txt", "16\nyes\n1 0/3 2\n"),
        ("Nguyễn Văn An.txt", "1) 16\n2) có\n3) 1 _/3 2\n"),
    ] {
        std::fs::write(dir.join(name), text).unwrap();
    }
    let d = dir.display().to_string();
    let v = json(&["lesson", "grade", LESSON, &d, "--json"]);
    let names: Vec<&str> = v["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["student"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Nguyễn Văn An", "王小明"]);
    for s in v["students"].as_array().unwrap() {
        assert_eq!(s["score"], 3, "{s}");
    }
    // The text table lines up by display columns (王小明 is six).
    let text = common::run(&["lesson", "grade", LESSON, &d]).stdout;
    let at = |l: &str| npuzzle::render::wrap::display_width(&l[..l.find(&d).unwrap()]);
    let rows: Vec<&str> = text.lines().filter(|l| l.contains(&d)).collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert_eq!(at(rows[0]), at(rows[1]), "{text}");
    // `lesson run --answers` places answers as `lesson grade` does.
    let f = dir.join("Nguyễn Văn An.txt");
    let run = common::run(&["lesson", "run", LESSON, "--answers", f.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("Score: 3 of 3"), "{}", run.stdout);
}

#[test]
fn answers_to_another_lesson_are_refused_naming_both() {
    let dir = scratch("other-lesson");
    let v = json(&[
        "lesson",
        "grade",
        "01",
        "tests/fixtures/class/ada.txt",
        "--json",
    ]);
    let tag = v["answers_for"].as_str().unwrap().to_string();
    assert!(tag.starts_with("01-counting-inversions ("), "{tag}");
    // A file written for lesson 01 (its header), graded as lesson 05.
    let f = dir.join("for-01.txt");
    std::fs::write(
        &f,
        format!("# name: Ada\n# lesson: {tag}\n# Question 1\n0\n"),
    )
    .unwrap();
    let f = f.display().to_string();
    let run = common::run(&["lesson", "grade", "05", &f]);
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(run.stdout.contains("not graded"), "{}", run.stdout);
    let line = run
        .stderr
        .lines()
        .find(|l| l.contains("not graded"))
        .unwrap_or_else(|| panic!("{}", run.stderr));
    assert!(
        line.contains(&tag) && line.contains("05-bfs-vs-ordered") && line.contains(":2:"),
        "{line}"
    );
    // And as lesson 01: graded.
    let v = json(&["lesson", "grade", "01", &f, "--json"]);
    assert_eq!(v["students"][0]["graded"], true, "{v}");
    assert_eq!(v["students"][0]["answers"][0]["mark"], "right", "{v}");
    // A scripted run refuses it in one line.
    let run = common::run(&["lesson", "run", "05", "--answers", &f]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("05-bfs-vs-ordered"), "{}", run.stderr);
}
