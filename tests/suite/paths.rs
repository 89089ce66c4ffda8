//! Hostile paths and huge inputs: a course folder never reads outside
//! itself, and no error quotes more than 80 characters of the input.

use crate::common;

use std::path::{Path, PathBuf};

fn dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("paths")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const LESSON: &str = "format_version: 1\ntitle: Fine\nsummary: s\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2/3 0\"\n      expect: {inversions: 0}\n";

#[cfg(unix)]
#[test]
fn a_course_does_not_follow_symlinks_out_of_its_folder() {
    let root = dir("course-symlink");
    let course = root.join("course");
    std::fs::create_dir_all(&course).unwrap();
    std::fs::write(course.join("01-fine.yaml"), LESSON).unwrap();
    let secret = root.join("secret.yaml");
    std::fs::write(&secret, "SECRET-PASSWORD-LINE\n").unwrap();
    std::os::unix::fs::symlink(&secret, course.join("03-pw.yaml")).unwrap();
    std::os::unix::fs::symlink("/etc/passwd", course.join("04-etc.yaml")).unwrap();
    let c = course.to_str().unwrap();
    for args in [
        &["lesson", "check", c][..],
        &["lesson", "list", "--dir", c][..],
        &["lesson", "list", "--dir", c, "--json"][..],
    ] {
        let run = common::run(args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        let all = format!("{}{}", run.stdout, run.stderr);
        assert!(all.contains("01-fine"), "{args:?}: {all}");
        for leaked in ["SECRET", "03-pw", "04-etc", "root:"] {
            assert!(!all.contains(leaked), "{args:?}: {leaked} in {all}");
        }
    }
    // Named on purpose, a symlinked lesson is not one of the course.
    let run = common::run(&["lesson", "run", "pw", "--dir", c, "--no-pause"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!run.stderr.contains("SECRET"), "{}", run.stderr);
    // course.yaml cannot list it either.
    std::fs::write(course.join("course.yaml"), "lessons: [01-fine, 03-pw]\n").unwrap();
    let run = common::run(&["lesson", "check", c]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("no lesson `03-pw`"), "{}", run.stderr);
    // Nor can course.yaml itself be a symlink out of the folder.
    std::fs::remove_file(course.join("course.yaml")).unwrap();
    std::os::unix::fs::symlink(&secret, course.join("course.yaml")).unwrap();
    let run = common::run(&["lesson", "check", c]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!run.stderr.contains("SECRET"), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("refused: course.yaml is a regular file inside the course's folder"),
        "{}",
        run.stderr
    );
}

#[cfg(unix)]
#[test]
fn an_at_file_board_through_a_symlink_out_of_the_folder_is_refused() {
    let root = dir("at-file");
    let lesson_dir = root.join("lesson");
    std::fs::create_dir_all(lesson_dir.join("boards")).unwrap();
    std::fs::write(root.join("outside.txt"), "1 2/3 0\n").unwrap();
    std::os::unix::fs::symlink(root.join("outside.txt"), lesson_dir.join("boards/b.txt")).unwrap();
    let file = lesson_dir.join("l.yaml");
    std::fs::write(
        &file,
        LESSON.replace("board: \"1 2/3 0\"", "board: \"@boards/b.txt\""),
    )
    .unwrap();
    let run = common::run(&["lesson", "check", file.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("`@boards/b.txt`: refused: the board file is outside the lesson's directory"),
        "{}",
        run.stderr
    );
    // The same board as a regular file inside the folder is read.
    std::fs::remove_file(lesson_dir.join("boards/b.txt")).unwrap();
    std::fs::write(lesson_dir.join("boards/b.txt"), "1 2/3 0\n").unwrap();
    let run = common::run(&["lesson", "check", file.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

/// Every line of the run, with its length.
fn longest_line(run: &common::Run) -> usize {
    run.stdout
        .lines()
        .chain(run.stderr.lines())
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
}

#[test]
fn no_error_quotes_more_than_80_characters_of_a_huge_line() {
    let root = dir("huge");
    let head = "format_version: 1\ntitle: T\nsummary: s\n";
    let long = |c: &str| c.repeat(200_000);
    let cases = [
        // An unknown value of an enum (serde quotes it with backticks).
        format!(
            "{head}level: {}\nsteps:\n  - inversions:\n      board: \"1 2/3 0\"\n",
            long("b")
        ),
        // A value of the wrong type (serde quotes it with double quotes).
        format!(
            "{head}level: beginner\nsteps:\n  - inversions:\n      board: \"1 2/3 0\"\n      expect: {{inversions: \"{}\"}}\n",
            long("9")
        ),
        // A false claim with a huge expected value.
        format!(
            "{head}level: beginner\nsteps:\n  - solve:\n      board: \"1 2/3 0\"\n      expect: {{moves: \"{}\"}}\n",
            long("U")
        ),
        // An unknown field with a huge name (a YAML key is at most 1,024
        // characters: a syntax error, which quotes nothing).
        format!(
            "{head}level: beginner\nsteps:\n  - inversions:\n      board: \"1 2/3 0\"\n      {}: 1\n",
            long("x")
        ),
        // A 250 KB one-line lesson.
        format!("title: \"{}\"", long("A")),
    ];
    for (i, text) in cases.iter().enumerate() {
        let file = root.join(format!("huge{i}.yaml"));
        std::fs::write(&file, text).unwrap();
        let run = common::run(&["lesson", "check", file.to_str().unwrap()]);
        assert!(run.code == 1 || run.code == 2, "case {i}: {}", run.stderr);
        let longest = longest_line(&run);
        assert!(
            longest < 300,
            "case {i}: a line of {longest} characters: {}",
            &run.stderr[..run.stderr.len().min(400)]
        );
        // The cases that quote the value say how long it was.
        assert!(
            i > 2 || run.stderr.contains("characters)") || run.stdout.contains("characters)"),
            "case {i}: {}{}",
            run.stdout,
            run.stderr
        );
    }
}
