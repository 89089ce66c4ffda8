//! A student on a real terminal (tmux): a wrong answer, `h` for the hint,
//! the right answer, `q` with the score; the next run resumes at the same
//! step; `--restart` starts again at step 1. Progress goes to a private
//! XDG_STATE_HOME of this test, never to the user's state.
//!
//! Without tmux the test fails under CI and is skipped, saying so, locally (see
//! `common::require`; CI installs it;
//! locally: `apt-get install -y tmux`).

use crate::common;

use common::tmux::{Tmux, available, command, exit_code};

/// `npuzzle ARGS` at 80 columns with its own state directory.
fn student(state: &std::path::Path, args: &str) -> String {
    format!(
        "COLUMNS=80 XDG_STATE_HOME='{}' {}",
        state.display(),
        command(args)
    )
}

#[test]
fn a_student_answers_wrong_asks_for_a_hint_quits_and_resumes() {
    if !available("student") {
        return;
    }
    let state = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("student-state-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&state);
    let t = Tmux::start("student");

    // First run: pages 1 and 2, then the quiz of page 3.
    t.line(&student(&state, "lesson run 1"));
    let s = t.wait_for("-- step 1 of 23 --");
    assert!(s.contains("no saved progress yet"), "{s}");
    t.line("");
    t.wait_for("-- step 2 of 23 --");
    t.line("");
    t.wait_for("Your answer (h: hint");
    t.line("5");
    t.wait_for("Not quite.");
    t.line("h");
    t.wait_for("Hint: Is any larger number written before a smaller one?");
    t.line("0");
    let s = t.wait_for("Correct.");
    assert!(s.contains("Answer: 0"), "{s}");
    // The student reads the answer, then Enter reveals the table.
    t.wait_for("-- step 3 of 23 -- Enter");
    t.line("");
    t.wait_for("-- step 4 of 23 --");
    let s = t.screen();
    assert!(s.contains("--- step 4 of 23: inversions ---"), "{s}");
    t.line("q");
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert_eq!(exit_code(&s), Some(0), "{s}");
    assert!(
        s.contains("Score so far: 0 of 7 questions right at the first try, 1 right"),
        "a hint and a wrong try: not the first try\n{s}"
    );
    let saved = std::fs::read_to_string(state.join("npuzzle/progress.json")).unwrap();
    assert!(saved.contains("\"01-counting-inversions\""), "{saved}");

    // Second run: it resumes at step 4.
    t.clear();
    t.line(&student(&state, "lesson run 01-counting-inversions"));
    let s = t.wait_for("-- step 4 of 23 --");
    assert!(s.contains("Resuming at step 4 of 23"), "{s}");
    assert!(!s.contains("--- step 3 of 23"), "{s}");
    t.line("q");
    t.wait_until("the exit code", |s| exit_code(s).is_some());

    // lesson list shows the progress.
    t.line(&student(&state, "lesson list"));
    let s = t.wait_for("01-counting-inversions         23  step 4");
    assert!(s.contains("step 4    0/1/0 of 7"), "{s}");

    // --restart starts over at step 1.
    t.clear();
    t.line(&student(&state, "lesson run 1 --restart"));
    let s = t.wait_for("-- step 1 of 23 --");
    assert!(!s.contains("Resuming"), "{s}");
    assert!(s.contains("--- step 1 of 23: section ---"), "{s}");
    t.line("q");
    t.wait_until("the exit code", |s| exit_code(s).is_some());
    let _ = std::fs::remove_dir_all(&state);
}

#[test]
fn a_corrupt_progress_file_is_said_once_and_replaced() {
    if !available("student") {
        return;
    }
    let state = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("student-corrupt-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&state);
    std::fs::create_dir_all(state.join("npuzzle")).unwrap();
    std::fs::write(state.join("npuzzle/progress.json"), "{ not json").unwrap();
    let t = Tmux::start("corrupt");
    t.line(&student(&state, "lesson run 2"));
    let s = t.wait_for("-- step 1 of 25 --");
    assert!(s.contains("cannot be read"), "{s}");
    assert!(s.contains("a fresh record is started"), "{s}");
    t.line("q");
    t.wait_until("the exit code", |s| exit_code(s).is_some());
    let saved = std::fs::read_to_string(state.join("npuzzle/progress.json")).unwrap();
    assert!(saved.contains("\"02-solvable-or-not\""), "{saved}");
    // The corrupt file is kept once, as progress.json.bad.
    let bad = std::fs::read_to_string(state.join("npuzzle/progress.json.bad")).unwrap();
    assert_eq!(bad, "{ not json");
    assert!(s.contains("progress.json.bad"), "{s}");
    let _ = std::fs::remove_dir_all(&state);
}
