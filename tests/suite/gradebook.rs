//! `lesson grade --format moodle-csv|canvas-csv`: a class's grades as
//! Moodle's and Canvas's gradebook imports read them (the class of
//! `tests/fixtures/gradebook/`: Vietnamese, Chinese and Burmese names, a
//! name a spreadsheet would run as a formula, an id with a control
//! character, a roster with a student who handed in nothing). Snapshots
//! of the CSVs, read back with the `csv` crate; roster errors; the same id
//! twice; `--bom`; a blank line and CRLF line ends change no grade.

use crate::common;

use std::path::{Path, PathBuf};

const LESSON: &str = "tests/fixtures/course/01-parity.yaml";
const ANSWERS: &str = "tests/fixtures/gradebook/answers";
const ROSTER: &str = "tests/fixtures/gradebook/roster.csv";

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("gradebook-{name}"))
}

fn grade(extra: &[&str]) -> common::Run {
    let mut args = vec!["lesson", "grade", LESSON, ANSWERS];
    args.extend_from_slice(extra);
    common::run(&args)
}

/// The CSV's rows (header first), read by the `csv` crate.
fn rows(csv_text: &str) -> Vec<Vec<String>> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(csv_text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect()
}

#[test]
fn the_gradebook_csvs() {
    for (name, extra) in [
        ("moodle", vec!["--format", "moodle-csv"]),
        (
            "moodle_roster",
            vec!["--format", "moodle-csv", "--roster", ROSTER],
        ),
        (
            "canvas_roster",
            vec![
                "--format",
                "canvas-csv",
                "--roster",
                ROSTER,
                "--column",
                "Parity (4021)",
            ],
        ),
    ] {
        let mut args = vec!["lesson", "grade", LESSON, ANSWERS];
        args.extend_from_slice(&extra);
        insta::assert_snapshot!(format!("gradebook_{name}"), common::transcript(&args));
    }
}

#[test]
fn moodle_rows_read_back_by_id_one_per_student() {
    let run = grade(&["--format", "moodle-csv", "--roster", ROSTER]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let all = rows(&run.stdout);
    assert_eq!(
        all[0],
        ["Full name", "ID number", "Parity in a week", "npuzzle note"]
    );
    let by_id = |id: &str| {
        all.iter()
            .find(|r| r[1] == id)
            .unwrap_or_else(|| panic!("no row {id}: {}", run.stdout))
    };
    // Every roster student is a row, in the roster's order.
    let ids: Vec<&str> = all[1..].iter().map(|r| r[1].as_str()).collect();
    assert_eq!(ids, ["2024001", "2024002", "2024003", "2024004", "2024006"]);
    assert_eq!(by_id("2024001")[..3], ["Nguyễn Văn An", "2024001", "3"]);
    // No `# id:`: found on the roster by name.
    assert_eq!(by_id("2024002")[..3], ["王小明", "2024002", "2"]);
    assert_eq!(by_id("2024003")[..3], ["မောင်အောင်", "2024003", "2"]);
    // The roster's name, and the file's (a formula) only in the note,
    // neutralised where it starts a cell.
    let eve = by_id("2024004");
    assert_eq!(eve[0], "Eve, the tester");
    assert!(eve[3].contains("=HYPERLINK"), "{eve:?}");
    assert!(!all.iter().flatten().any(|c| c.starts_with(['=', '+', '@'])));
    // On the roster, no file: a row without a grade, said in the note.
    assert_eq!(by_id("2024006")[2..], ["", "no answers file"]);
    // A file whose id has a control character: not graded, not in the
    // gradebook, and both said.
    assert!(!run.stdout.contains("Zed"));
    assert!(
        run.stderr
            .contains("zed.txt: left out of the gradebook: line 2: `# id:`: a student id with a control or invisible character (\\u{7})"),
        "{}",
        run.stderr
    );
}

#[test]
fn canvas_columns_and_points_possible() {
    let run = grade(&["--format", "canvas-csv", "--roster", ROSTER]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let all = rows(&run.stdout);
    assert_eq!(
        all[0],
        [
            "Student",
            "ID",
            "SIS User ID",
            "SIS Login ID",
            "Section",
            "Parity in a week",
            "npuzzle note"
        ]
    );
    assert_eq!(
        all[1],
        ["Points Possible", "", "", "", "", "3", "(read only)"]
    );
    let an = all.iter().find(|r| r[2] == "2024001").unwrap();
    assert_eq!(an[..6], ["Nguyễn Văn An", "", "2024001", "", "", "3"]);
    assert!(all[2..].iter().all(|r| r.len() == 7 && !r[2].is_empty()));
}

#[test]
fn bom_starts_the_csv_for_excel_and_changes_nothing_else() {
    for format in ["csv", "moodle-csv", "canvas-csv"] {
        let plain = grade(&["--format", format]);
        let bom = grade(&["--format", format, "--bom"]);
        assert_eq!(bom.code, 0, "{}", bom.stderr);
        assert_eq!(
            bom.stdout.strip_prefix('\u{feff}'),
            Some(plain.stdout.as_str())
        );
    }
    let run = grade(&["--bom"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "npuzzle: --bom is for a CSV: use it with --format csv, moodle-csv or canvas-csv\n"
    );
}

#[test]
fn a_bad_roster_is_one_line_naming_its_line() {
    let dir = scratch("rosters");
    for (text, said) in [
        (
            "id,name\n2024001,An\n\n2024001,Bình\n",
            "r.csv:4: student id 2024001 is also on line 2: one id, one student",
        ),
        (
            "id,name\n2024001,An\n,Bình\n",
            "r.csv:3: an empty student id",
        ),
        (
            "2024001,An\n2024\u{1b}[31m,Bình\n",
            "r.csv:2: a student id with a control or invisible character (\\u{1b})",
        ),
        ("id,name\r\n", "r.csv: no students"),
    ] {
        let path = dir.join("r.csv");
        std::fs::write(&path, text).unwrap();
        let shown = path.display().to_string();
        let run = grade(&["--format", "moodle-csv", "--roster", &shown]);
        assert_eq!(run.code, 2, "{text:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        let want = format!("npuzzle: {}", shown.replace("r.csv", said));
        assert!(run.stderr.starts_with(&want), "{}\nwant {want}", run.stderr);
    }
    // A roster is for a gradebook.
    let run = grade(&["--roster", ROSTER]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--format moodle-csv or canvas-csv"));
}

#[test]
fn two_files_with_one_id_are_an_error_not_a_choice() {
    let dir = scratch("same-id");
    std::fs::write(dir.join("a.txt"), "# id: 7\n16\n").unwrap();
    std::fs::write(dir.join("b.txt"), "# id: 7\n16\nyes\n").unwrap();
    let d = dir.display().to_string();
    let run = common::run(&["lesson", "grade", LESSON, &d, "--format", "canvas-csv"]);
    assert_eq!(run.code, 2);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    let line = run.stderr.lines().last().unwrap();
    assert!(
        line.contains("a.txt and ") && line.contains("b.txt: both are student id 7"),
        "{}",
        run.stderr
    );
    // The other formats grade both and warn on both rows.
    let run = common::run(&["lesson", "grade", LESSON, &d, "--json"]);
    assert_eq!(run.code, 0);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    for s in v["students"].as_array().unwrap() {
        assert_eq!(s["id"], "7");
        assert!(
            s["warnings"][0]["message"]
                .as_str()
                .unwrap()
                .starts_with("student id 7 is also the id of ")
        );
    }
}

#[test]
fn a_blank_line_and_crlf_leave_the_grade_alone() {
    let dir = scratch("crlf");
    let text = std::fs::read_to_string(Path::new(ANSWERS).join("an.txt")).unwrap();
    // Blank lines before the first answer and after the last, CRLF ends.
    let (head, answers) = text.split_at(text.find("16").unwrap());
    let crlf = format!("{head}\n{answers}\n\n").replace('\n', "\r\n");
    std::fs::write(dir.join("an.txt"), &text).unwrap();
    std::fs::write(dir.join("an-crlf.txt"), crlf).unwrap();
    let moodle = |f: &str| {
        let p = dir.join(f).display().to_string();
        let run = common::run(&["lesson", "grade", LESSON, &p, "--format", "moodle-csv"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        rows(&run.stdout)
    };
    let plain = moodle("an.txt");
    assert_eq!(plain[1][..3], ["Nguyễn Văn An", "2024001", "3"]);
    assert_eq!(moodle("an-crlf.txt"), plain);
}

#[test]
fn a_bad_student_id_for_save_answers_is_refused() {
    for (id, said) in [
        (
            "=SUM(A1)",
            "starts with =: a spreadsheet would run it as a formula",
        ),
        ("a/b", "has a path character"),
        (
            &"9".repeat(65),
            "a student id of 65 characters (at most 64)",
        ),
    ] {
        let run = common::run(&[
            "lesson",
            "run",
            "01",
            "--save-answers",
            "x.txt",
            "--student-id",
            id,
        ]);
        assert_eq!(run.code, 2, "{id}: {}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.contains(said), "{}", run.stderr);
    }
}
