//! One list of questions from the handout to the grade book: for every
//! built-in lesson a class of four answer files is written from its handout
//! and its answer key (one perfect, one empty, one malformed, one partly
//! wrong), and `lesson run --answers`, `lesson grade` (text, CSV and JSON)
//! and the answer key must agree on every mark.

use crate::common;

use std::path::{Path, PathBuf};

/// The number of questions of the student's sheet, checked to be
/// numbered 1, 2, ... and each to have an answer line.
fn handout_questions(lesson: &str) -> usize {
    let run = common::run(&["lesson", "run", lesson, "--handout"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let numbers: Vec<usize> = run
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix("**Question "))
        .map(|l| l.split('.').next().unwrap().parse().unwrap())
        .collect();
    let n = numbers.len();
    assert!(n > 0, "{lesson}: no question in the handout");
    assert_eq!(numbers, (1..=n).collect::<Vec<_>>(), "{lesson}");
    assert_eq!(
        run.stdout.matches("\nAnswer: ____").count(),
        n,
        "{lesson}: an answer line for every question"
    );
    assert!(!run.stdout.contains("## Answers"), "{lesson}");
    n
}

/// The answers of the answer key, by question.
fn key(lesson: &str) -> Vec<String> {
    let run = common::run(&["lesson", "run", lesson, "--answer-key"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut out = Vec::new();
    for line in run.stdout.lines() {
        let Some((n, rest)) = line.split_once(". `") else {
            continue;
        };
        let Ok(n) = n.parse::<usize>() else { continue };
        assert_eq!(n, out.len() + 1, "{lesson}: the key is numbered in order");
        out.push(rest.strip_suffix('`').unwrap().to_string());
    }
    out
}

/// A readable answer of the same form as `right` that is not right.
fn wrong(right: &str) -> String {
    match right {
        "yes" => return "no".into(),
        "no" => return "yes".into(),
        "even" => return "odd".into(),
        "odd" => return "even".into(),
        _ => {}
    }
    if right.contains('/') {
        // A board: swap its first two cells.
        let mut cells: Vec<String> = right.split([' ', '/']).map(String::from).collect();
        cells.swap(0, 1);
        let width = right.split('/').next().unwrap().split(' ').count();
        return cells
            .chunks(width)
            .map(|r| r.join(" "))
            .collect::<Vec<_>>()
            .join("/");
    }
    if right.chars().all(|c| "UDLR".contains(c)) {
        // Moves: a shortest answer cut short, or another single move.
        return if right.len() > 1 {
            right[..1].to_string()
        } else {
            let other = ["U", "D", "L", "R"]
                .into_iter()
                .find(|m| *m != right)
                .unwrap();
            other.to_string()
        };
    }
    let numbers: Vec<&str> = right.split(' ').collect();
    if numbers.len() > 1 {
        // A list of counts or tiles: its last number one more.
        let mut v: Vec<String> = numbers.iter().map(|s| s.to_string()).collect();
        let last: i64 = v.last().unwrap().parse().unwrap();
        *v.last_mut().unwrap() = (last + 1).to_string();
        return v.join(" ");
    }
    let n: i64 = right.parse().expect("a number");
    let w = if n > 1 { n - 1 } else { n + 1 };
    if right.starts_with(['+', '-']) {
        format!("{w:+}")
    } else {
        w.to_string()
    }
}

/// The four answer files of a lesson and the marks each must get.
fn class(dir: &Path, key: &[String]) -> Vec<(PathBuf, Vec<&'static str>)> {
    std::fs::create_dir_all(dir).unwrap();
    let n = key.len();
    let files: [(&str, String, Vec<&'static str>); 4] = [
        (
            "perfect",
            // A byte-order mark first: it is not part of the first answer.
            format!(
                "\u{feff}{}",
                key.iter().map(|a| format!("{a}\n")).collect::<String>()
            ),
            vec!["right"; n],
        ),
        ("empty", "# nothing yet\n".into(), vec!["unanswered"; n]),
        ("malformed", "@@@\n".repeat(n), vec!["malformed"; n]),
        (
            "partly",
            key.iter()
                .enumerate()
                .map(|(k, a)| {
                    if k % 2 == 0 {
                        format!("{a}\n")
                    } else {
                        format!("{}\n", wrong(a))
                    }
                })
                .collect(),
            (0..n)
                .map(|k| if k % 2 == 0 { "right" } else { "wrong" })
                .collect(),
        ),
    ];
    files
        .into_iter()
        .map(|(name, text, marks)| {
            let path = dir.join(format!("{name}.txt"));
            std::fs::write(&path, text).unwrap();
            (path, marks)
        })
        .collect()
}

fn symbol(mark: &str) -> &'static str {
    match mark {
        "right" => "ok",
        "wrong" => "x",
        "malformed" => "?",
        _ => "-",
    }
}

fn csv_cell(mark: &str) -> &'static str {
    match mark {
        "right" => "1",
        "wrong" => "0",
        "malformed" => "?",
        _ => "",
    }
}

#[test]
fn handout_key_answers_and_grade_agree_on_every_mark() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("class-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let names = common::builtin_lessons();
    assert!(names.len() >= 8);
    for lesson in &names {
        let n = handout_questions(lesson);
        let key = key(lesson);
        assert_eq!(key.len(), n, "{lesson}: the key has every question");
        let dir = root.join(lesson);
        let files = class(&dir, &key);
        let d = dir.display().to_string();

        // lesson run --answers, file by file.
        for (path, marks) in &files {
            let f = path.display().to_string();
            let run = common::run(&["lesson", "run", lesson, "--answers", &f, "--json"]);
            let perfect = marks.iter().all(|m| *m == "right");
            assert_eq!(run.code, if perfect { 0 } else { 1 }, "{f}: {}", run.stderr);
            let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
            let got: Vec<&str> = v["score"]["answers"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a["mark"].as_str().unwrap())
                .collect();
            assert_eq!(&got, marks, "--answers {f}");
            let numbers: Vec<u64> = v["score"]["answers"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a["question"].as_u64().unwrap())
                .collect();
            assert_eq!(numbers, (1..=n as u64).collect::<Vec<_>>());
            // The steps of the JSON carry the same numbers.
            let mut steps: Vec<u64> = v["steps"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|st| st["question_number"].as_u64())
                .collect();
            steps.sort_unstable();
            assert_eq!(steps, numbers, "{lesson}: the JSON steps' question numbers");
        }

        // lesson grade, JSON.
        let run = common::run(&["lesson", "grade", lesson, &d, "--json"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        for (path, marks) in &files {
            let f = path.display().to_string();
            let s = v["students"]
                .as_array()
                .unwrap()
                .iter()
                .find(|s| s["file"] == f.as_str())
                .unwrap_or_else(|| panic!("{f} graded: {v}"));
            let got: Vec<&str> = s["answers"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a["mark"].as_str().unwrap())
                .collect();
            assert_eq!(&got, marks, "grade --json {f}");
            for a in s["answers"].as_array().unwrap() {
                assert_eq!(
                    a.get("reason").is_some(),
                    a["mark"] == "malformed",
                    "a reason exactly for a malformed answer: {a}"
                );
            }
        }

        // lesson grade, CSV (RFC 4180: CRLF line ends).
        let run = common::run(&["lesson", "grade", lesson, &d, "--format", "csv"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let rows: Vec<Vec<String>> = run
            .stdout
            .split("\r\n")
            .filter(|l| !l.is_empty())
            .map(|l| l.split(',').map(String::from).collect())
            .collect();
        // student, file, score, total, the questions, then graded, problem,
        // warnings, same_name_as.
        assert_eq!(rows[0].len(), 4 + n + 4);
        for (path, marks) in &files {
            let f = path.display().to_string();
            let row = rows.iter().find(|r| r[1] == f).expect("a CSV row");
            let want: Vec<&str> = marks.iter().map(|m| csv_cell(m)).collect();
            assert_eq!(row[4..4 + n].to_vec(), want, "CSV {f}");
        }

        // lesson grade, text.
        let run = common::run(&["lesson", "grade", lesson, &d]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        for (path, marks) in &files {
            let f = path.display().to_string();
            let row = run
                .stdout
                .lines()
                .find(|l| l.split_whitespace().nth(1) == Some(f.as_str()))
                .unwrap_or_else(|| panic!("a text row for {f}:\n{}", run.stdout));
            let cells: Vec<&str> = row.split_whitespace().collect();
            let want: Vec<&str> = marks.iter().map(|m| symbol(m)).collect();
            // Student, file, score, then the marks (a row may end with its
            // warnings' count: lesson 07 varies per student, and these
            // files carry no `# id:`).
            assert_eq!(cells[3..3 + n].to_vec(), want, "text {f}");
        }
    }
    let _ = std::fs::remove_dir_all(&root);
}
