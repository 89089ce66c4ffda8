//! Scores that mean what they say, and progress that is never lost or
//! falsely reported as saved:
//! - on a real terminal (tmux, 80x24, colour on and off): a wrong answer,
//!   `q`, resume, the right answer is not right at the first try, and the
//!   answers file of `--save-answers` is graded unchanged by `lesson grade`;
//! - two runs at once (two terminals, one student) keep both records;
//! - a progress file that cannot be saved is never reported as saved;
//! - a FIFO or a symlink to /dev/zero as the progress file gives one line,
//!   never a hang;
//! - nothing lost: two lessons named `l.yaml` in two folders keep two
//!   records (progress is the lesson's, not the path's as typed), a lesson
//!   changed since its progress was saved is said, and `--save-answers`
//!   never overwrites a lesson or any file that is not its own answers.
//!
//! Progress goes to private state directories, never to the user's.

use crate::common;

use common::tmux::{Tmux, available, exit_code};
use std::path::{Path, PathBuf};

fn state_dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("progress-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `npuzzle ARGS` as a shell line at 80 columns with its own state, colour
/// on or off, printing its exit code.
fn line(state: &Path, colour: bool, args: &str) -> String {
    let colour = if colour {
        "env -u NO_COLOR CLICOLOR_FORCE=1"
    } else {
        "env NO_COLOR=1"
    };
    format!(
        "COLUMNS=80 XDG_STATE_HOME='{}' {colour} '{}' {args}; echo EXIT=$?",
        state.display(),
        common::bin()
    )
}

/// A terminal of 80 columns and 24 lines.
fn terminal(name: &str) -> Tmux {
    let t = Tmux::start(name);
    let out = t.run(&["resize-window", "-x", "80", "-y", "24"]);
    assert!(
        out.status.success(),
        "tmux resize-window: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    t
}

fn finish(t: &Tmux) -> String {
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert_eq!(exit_code(&s), Some(0), "{s}");
    s
}

fn wrong_quit_resume_right(colour: bool) {
    let name = if colour { "colour" } else { "plain" };
    let state = state_dir(name);
    let sheet = state.join("ada.txt");
    let save = format!(
        "lesson run 1 --save-answers '{}' --name Ada",
        sheet.display()
    );
    let t = terminal(name);

    // First run: question 1 (page 3) answered wrong, then q.
    t.line(&line(&state, colour, &save));
    t.wait_for("-- step 1 of 23 --");
    // (key typed, what the screen then shows)
    for (key, shown) in [
        ("", "-- step 2 of 23 --"),
        ("", "Your answer (h: hint"),
        ("5", "Not quite."),
    ] {
        t.line(key);
        t.wait_for(shown);
    }
    t.line("q");
    let s = finish(&t);
    assert!(s.contains("Progress saved"), "{s}");
    if colour {
        assert!(t.screen_styled().contains('\u{1b}'), "colour is on");
    }
    t.clear();

    // Second run: it resumes at the question; the right answer now. The
    // answers file there is this lesson's: replaced, and said.
    t.line(&line(&state, colour, &save));
    let s = t.wait_for("Your answer (h: hint");
    assert!(s.contains("Resuming at step 3 of 23"), "{s}");
    let words = s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("holds answers to this lesson: it is replaced"),
        "{s}"
    );
    t.line("0");
    t.wait_for("Correct.");
    t.wait_for("-- step 3 of 23 -- Enter");
    t.line("q");
    let s = finish(&t);
    assert!(
        s.contains("0 of 7 questions right at the first try, 1 right after a hint or"),
        "a wrong try before q counts:\n{s}"
    );
    let saved = std::fs::read_to_string(state.join("npuzzle/progress.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&saved).unwrap();
    let q1 = &v["lessons"]["01-counting-inversions"]["answers"]["3"];
    assert_eq!(q1["attempts"], 2, "{saved}");
    assert_eq!(q1["right"], true, "{saved}");
    t.clear();

    // lesson list: this run's score, three ways, within 80 columns.
    t.line(&line(&state, colour, "lesson list"));
    let s = finish(&t);
    assert!(s.contains("step 3    0/1/0 of 7"), "{s}");
    for l in s.lines().filter(|l| !l.contains("EXIT=$?")) {
        assert!(l.chars().count() <= 80, "{l}");
    }

    // The answers file of the run is graded unchanged; it names its lesson
    // and says what the student did; the second run said it replaced it.
    let text = std::fs::read_to_string(&sheet).unwrap();
    assert!(text.starts_with("# name: Ada\n"), "{text}");
    assert!(
        text.contains("\n# lesson: 01-counting-inversions ("),
        "{text}"
    );
    assert!(
        text.contains("# Question 1 (attempts: 2, hints: 0)\n0\n"),
        "{text}"
    );
    let f = sheet.display().to_string();
    let run = common::run(&["lesson", "grade", "01", &f, "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let s = &v["students"][0];
    assert_eq!(s["student"], "Ada");
    assert_eq!(s["answers"][0]["mark"], "right", "{v}");
    assert_eq!(s["answers"][0]["attempts"], 2, "{v}");
    assert_eq!(s["answers"][1]["mark"], "unanswered", "{v}");
    assert_eq!(s["score"], 1);
    let _ = std::fs::remove_dir_all(&state);
}

#[test]
fn a_wrong_try_before_quitting_counts_colour_off() {
    if !available("a_wrong_try_before_quitting_counts_colour_off") {
        return;
    }
    wrong_quit_resume_right(false);
}

#[test]
fn a_wrong_try_before_quitting_counts_colour_on() {
    if !available("a_wrong_try_before_quitting_counts_colour_on") {
        return;
    }
    wrong_quit_resume_right(true);
}

/// Two terminals, one student: lesson 01 in one, lesson 02 in the other,
/// both started before either answers. Each run's answer is kept.
#[test]
fn two_runs_at_once_lose_nothing() {
    if !available("two_runs_at_once_lose_nothing") {
        return;
    }
    let state = state_dir("two");
    let a = terminal("one");
    let b = terminal("two");
    a.line(&line(&state, false, "lesson run 01"));
    b.line(&line(&state, false, "lesson run 02"));
    a.wait_for("-- step 1 of 23 --");
    b.wait_for("-- step 1 of 25 --");
    a.line("");
    a.wait_for("-- step 2 of 23 --");
    a.line("");
    a.wait_for("Your answer (h: hint");
    b.line("");
    b.wait_for("-- step 2 of 25 --");
    b.line("");
    b.wait_for("Your answer (h: hint");
    a.line("0");
    a.wait_for("Correct.");
    b.line("yes");
    b.wait_for("Correct.");
    a.line("q");
    finish(&a);
    b.line("q");
    finish(&b);
    let saved = std::fs::read_to_string(state.join("npuzzle/progress.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&saved).unwrap();
    for lesson in ["01-counting-inversions", "02-solvable-or-not"] {
        let answers = v["lessons"][lesson]["answers"].as_object();
        assert!(
            answers.is_some_and(|a| a.values().any(|r| r["right"] == true)),
            "{lesson} lost: {saved}"
        );
    }
    let _ = std::fs::remove_dir_all(&state);
}

/// The state directory is a file: nothing can be saved, and the run says
/// so instead of "Progress saved".
#[test]
fn a_failed_save_is_never_reported_as_saved() {
    if !available("a_failed_save_is_never_reported_as_saved") {
        return;
    }
    let dir = state_dir("file");
    let state = dir.join("not-a-directory");
    std::fs::write(&state, "a file").unwrap();
    let t = terminal("fail");
    t.line(&line(&state, false, "lesson run 01"));
    t.wait_for("-- step 1 of 23 --");
    t.line("q");
    let s = finish(&t);
    assert!(s.contains("cannot save progress"), "{s}");
    assert!(s.contains("Progress NOT saved"), "{s}");
    assert!(!s.contains("Progress saved"), "{s}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A progress file that is a FIFO, or a symlink to /dev/zero: `lesson
/// list` says so in one line and lists the lessons; it never hangs and
/// never reads a gigabyte.
#[cfg(unix)]
#[test]
fn a_fifo_or_dev_zero_as_progress_file_is_one_line() {
    let limit = std::time::Duration::from_secs(30);
    for kind in ["fifo", "zero"] {
        let state = state_dir(kind);
        let file = state.join("npuzzle/progress.json");
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        if kind == "fifo" {
            let made = std::process::Command::new("mkfifo").arg(&file).status();
            assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        } else {
            std::os::unix::fs::symlink("/dev/zero", &file).unwrap();
        }
        let run = common::run_bounded(
            &["lesson", "list"],
            &[("XDG_STATE_HOME", state.as_path())],
            None,
            limit,
        );
        assert_eq!(run.code, 0, "{kind}: {}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{kind}: {}", run.stderr);
        assert!(
            run.stderr.contains("the saved progress cannot be read"),
            "{kind}: {}",
            run.stderr
        );
        assert!(run.stdout.contains("01-counting-inversions"), "{kind}");
        // Left as it was: never replaced.
        let meta = std::fs::symlink_metadata(&file).unwrap();
        assert!(!meta.file_type().is_file(), "{kind} replaced");
        let _ = std::fs::remove_dir_all(&state);
    }
}

/// The same FIFO under `lesson run` on a terminal: said once, the lesson
/// goes on, and quitting says the progress was not saved.
#[cfg(unix)]
#[test]
fn a_fifo_as_progress_file_under_lesson_run() {
    if !available("a_fifo_as_progress_file_under_lesson_run") {
        return;
    }
    let state = state_dir("run-fifo");
    let file = state.join("npuzzle/progress.json");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let made = std::process::Command::new("mkfifo").arg(&file).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let t = terminal("run-fifo");
    t.line(&line(&state, false, "lesson run 01"));
    let s = t.wait_for("-- step 1 of 23 --");
    assert!(s.contains("the saved progress cannot be read"), "{s}");
    assert!(s.contains("named pipe"), "{s}");
    t.line("q");
    let s = finish(&t);
    assert!(s.contains("Progress NOT saved"), "{s}");
    let meta = std::fs::symlink_metadata(&file).unwrap();
    assert!(!meta.file_type().is_file(), "the FIFO was replaced");
    let _ = std::fs::remove_dir_all(&state);
}

/// A small lesson: a page, a quiz, the step that answers it.
fn small_lesson(title: &str, extra: &str) -> String {
    format!(
        r#"format_version: 1
title: {title}
summary: A small lesson.
level: beginner
steps:
  - say: Page one of {title}.{extra}
  - quiz:
      question: How many inversions does 1 2 3/4 5 6/8 7 0 have?
      board: "1 2 3/4 5 6/8 7 0"
      type: number
      answer: 1
      truth: {{step: c, field: inversions}}
  - inversions:
      id: c
      board: "1 2 3/4 5 6/8 7 0"
"#
    )
}

fn nothing_is_lost(colour: bool) {
    let name = if colour { "lost-colour" } else { "lost-plain" };
    let state = state_dir(name);
    let (a, b) = (state.join("a"), state.join("b"));
    for (d, title) in [(&a, "Lesson A"), (&b, "Lesson B")] {
        std::fs::create_dir_all(d).unwrap();
        std::fs::write(d.join("l.yaml"), small_lesson(title, "")).unwrap();
    }
    let t = terminal(name);
    let here =
        |d: &Path, args: &str| format!("cd '{}' && {}", d.display(), line(&state, colour, args));

    // Lesson A, typed as `l.yaml` in its folder: the quiz answered, q.
    t.line(&here(&a, "lesson run l.yaml"));
    t.wait_for("-- step 1 of 3 --");
    t.line("");
    t.wait_for("Your answer");
    t.line("1");
    t.wait_for("Correct.");
    t.line("q");
    finish(&t);
    t.clear();
    // Lesson B, typed the same in its folder: its own progress, none yet.
    t.line(&here(&b, "lesson run l.yaml"));
    let s = t.wait_for("-- step 1 of 3 --");
    assert!(s.contains("Page one of Lesson B"), "{s}");
    assert!(!s.contains("Resuming"), "B resumed A's progress:\n{s}");
    t.line("q");
    let s = finish(&t);
    assert!(
        s.contains("0 of 1 question right at the first try, 0 right"),
        "{s}"
    );
    t.clear();
    // A again, by its full path: the same lesson, its progress kept.
    let full = a.join("l.yaml").display().to_string();
    t.line(&here(&b, &format!("lesson run '{full}'")));
    let s = t.wait_for("-- step 2 of 3 --");
    assert!(s.contains("Resuming at step 2 of 3"), "{s}");
    t.line("q");
    finish(&t);
    t.clear();
    // A changed since (a step more): said, and started afresh.
    std::fs::write(
        a.join("l.yaml"),
        small_lesson("Lesson A", "\n  - say: A new page."),
    )
    .unwrap();
    t.line(&here(&a, "lesson run l.yaml"));
    let s = t.wait_for("-- step 1 of 4 --");
    assert!(s.contains("changed since your progress was saved"), "{s}");
    assert!(!s.contains("Resuming"), "{s}");
    t.line("q");
    finish(&t);
    t.clear();

    // --save-answers never overwrites a lesson, another lesson's answers
    // or a file of the student's: refused before anything is written.
    let lesson = std::fs::read_to_string(a.join("l.yaml")).unwrap();
    std::fs::write(a.join("notes.txt"), "my notes\n").unwrap();
    let other = common::run(&[
        "lesson",
        "grade",
        "01",
        "tests/fixtures/class/ada.txt",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&other.stdout).unwrap();
    let header = format!("# lesson: {}\n1\n", v["answers_for"].as_str().unwrap());
    std::fs::write(a.join("other.txt"), &header).unwrap();
    for (target, said) in [
        ("l.yaml", "that is a lesson, not an answers file"),
        ("notes.txt", "not an answers file written by npuzzle"),
        (
            "other.txt",
            "holds the answers to lesson 01-counting-inversions, not to l",
        ),
    ] {
        t.line(&here(
            &a,
            &format!("lesson run l.yaml --save-answers {target}"),
        ));
        let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
        assert_eq!(exit_code(&s), Some(2), "{target}: {s}");
        assert!(s.contains(said), "{target}: {s}");
        assert!(s.contains("it is left as it is"), "{target}: {s}");
        t.clear();
    }
    assert_eq!(std::fs::read_to_string(a.join("l.yaml")).unwrap(), lesson);
    assert_eq!(
        std::fs::read_to_string(a.join("notes.txt")).unwrap(),
        "my notes\n"
    );
    assert_eq!(
        std::fs::read_to_string(a.join("other.txt")).unwrap(),
        header
    );
    // A new file is written, and names its lesson.
    t.line(&here(&a, "lesson run l.yaml --save-answers mine.txt"));
    t.wait_for("-- step 1 of 4 --");
    t.line("q");
    finish(&t);
    let mine = std::fs::read_to_string(a.join("mine.txt")).unwrap();
    assert!(mine.contains("\n# lesson: l ("), "{mine}");
    let _ = std::fs::remove_dir_all(&state);
}

#[test]
fn nothing_is_lost_colour_off() {
    if !available("nothing_is_lost_colour_off") {
        return;
    }
    nothing_is_lost(false);
}

#[test]
fn nothing_is_lost_colour_on() {
    if !available("nothing_is_lost_colour_on") {
        return;
    }
    nothing_is_lost(true);
}
