//! The step-through driven in process, as a terminal would drive it:
//! Enter for next, `b` for back, answers typed at the prompts (tests of the
//! command line live with it, in the binary).
#![cfg(test)]

use crate::cli::Cli;
use crate::cli::ctx::{Ctx, Outcome};
use clap::Parser;
use npuzzle::render::Palette;

/// Saved progress of the in-process runs goes to a directory of this test
/// run, never to the user's state.
fn private_state() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let dir = std::env::temp_dir().join(format!("npuzzle-lesson-state-{}", std::process::id()));
        // SAFETY: set once, before any test of this binary reads it.
        unsafe { std::env::set_var("XDG_STATE_HOME", dir) };
    });
}

/// Drive the interactive step-through through the library, as a terminal
/// would: Enter for next, `b` for back, answers typed at the prompts.
fn interactive(args: &[&str], input: &str) -> (Outcome, String) {
    private_state();
    let mut argv = vec!["npuzzle"];
    argv.extend_from_slice(args);
    let cli = Cli::try_parse_from(argv).unwrap();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let mut input = std::io::Cursor::new(input.as_bytes().to_vec());
    let outcome = {
        let mut ctx = Ctx {
            out: &mut out,
            err: &mut err,
            input: &mut input,
            palette: Palette::plain(npuzzle::i18n::Lang::EN),
            interactive: true,
        };
        crate::cli::run(cli, &mut ctx).unwrap()
    };
    (outcome, String::from_utf8(out).unwrap())
}

#[test]
fn interactive_quiz_gives_the_hint_on_demand() {
    // The template: section, say, inversions, quiz, solvable.
    let path =
        std::env::temp_dir().join(format!("npuzzle-interactive-{}.yaml", std::process::id()));
    std::fs::write(&path, super::TEMPLATE).unwrap();
    let p = path.display().to_string();
    // Next, next, back, next, next, then "no" (wrong), h, "yes" (right), next.
    let (outcome, out) = interactive(
        &["lesson", "run", p.as_str(), "--restart"],
        "\n\nb\n\n\nno\nh\nyes\n\n",
    );
    let _ = std::fs::remove_file(&path);
    assert_eq!(outcome, Outcome::Success);
    assert_eq!(out.matches("--- step 2 of 5: say ---").count(), 2, "{out}");
    assert!(out.contains("Not quite."), "{out}");
    assert!(out.contains("Hint: For a width of 3"), "{out}");
    assert!(out.contains("Correct.\nAnswer: yes"), "{out}");
    assert!(out.contains("--- step 5 of 5: solvable ---"), "{out}");
    assert!(
        out.ends_with(
            "End of the lesson. Score: 0 of 1 question right at the first try, 1 right after\na hint or a retry, 0 shown.\n"
        ),
        "{out}"
    );
}

#[test]
fn a_one_hint_quiz_does_not_repeat_its_hint() {
    let path = std::env::temp_dir().join(format!("npuzzle-one-hint-{}.yaml", std::process::id()));
    std::fs::write(&path, super::TEMPLATE).unwrap();
    let p = path.display().to_string();
    // To the quiz (page 4), then h twice, then a malformed answer.
    let (_, out) = interactive(
        &["lesson", "run", p.as_str(), "--restart"],
        "\n\n\nh\nh\nmaybe\nq\n",
    );
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.matches("For a width of 3").count(), 1, "{out}");
    assert!(out.contains("No more hints; s shows the answer."), "{out}");
    // The key help after a malformed answer is wrapped to 80 columns.
    assert!(out.contains("`maybe` is not yes or no."), "{out}");
    // (Input is not echoed here: what follows a prompt starts a new line
    // on a terminal.)
    for line in out.lines().map(|l| l.rsplit(" > ").next().unwrap_or(l)) {
        assert!(line.chars().count() <= 80, "{line}");
    }
}

/// A finished lesson opened again keeps its record: it is reviewed with
/// the answers shown, and `--restart` starts a new run whose score replaces
/// the old one only when it completes.
#[test]
fn a_finished_lesson_keeps_its_record() {
    let path = std::env::temp_dir().join(format!("npuzzle-finished-{}.yaml", std::process::id()));
    std::fs::write(&path, super::TEMPLATE).unwrap();
    let p = path.display().to_string();
    // Through to the end, the quiz right at the first try.
    let (_, out) = interactive(&["lesson", "run", p.as_str(), "--restart"], "\n\n\nyes\n\n");
    assert!(
        out.contains("End of the lesson. Score: 1 of 1 question right at the first try"),
        "{out}"
    );
    // Opened again: reviewed, not reset.
    let (_, out) = interactive(&["lesson", "run", p.as_str()], "\n\n\n\n");
    assert!(
        out.contains("You finished this lesson: 1 of 1 question right at the first try"),
        "{out}"
    );
    assert!(out.contains("--restart"), "{out}");
    assert!(out.contains("(answered before)"), "{out}");
    assert!(
        out.contains("End of the lesson. Score: 1 of 1 question right at the first try"),
        "{out}"
    );
    // A new run that is left half-way: the completed score stays.
    let (_, out) = interactive(&["lesson", "run", p.as_str(), "--restart"], "\n\n\ns\nq\n");
    let out = out.replace('\n', " ");
    assert!(out.contains("Score so far: 0 of 1 question right at the first try, 0 right after a hint or a retry, 1 shown."), "{out}");
    let (_, list) = interactive(&["lesson", "list", "--json"], "");
    let v: serde_json::Value = serde_json::from_str(&list).unwrap();
    // Progress is kept under the lesson's canonical path.
    let key = std::fs::canonicalize(&path).unwrap().display().to_string();
    let _ = std::fs::remove_file(&path);
    // (Lessons outside --dir are not listed; the record is in the file.)
    assert!(v["lessons"].is_array());
    let state = std::env::var("XDG_STATE_HOME").unwrap();
    let saved = std::fs::read_to_string(std::path::Path::new(&state).join("npuzzle/progress.json"))
        .unwrap();
    let v: serde_json::Value = serde_json::from_str(&saved).unwrap();
    let l = &v["lessons"][key.as_str()];
    assert_eq!(l["completed"]["first_try"], 1, "{saved}");
    assert_eq!(l["finished"], false, "{saved}");
    assert_eq!(l["answers"]["4"]["shown"], true, "{saved}");
}

#[test]
fn interactive_keys_at_a_page() {
    // An unknown key prints the key help and stays; h has no hint on a page.
    let (outcome, out) = interactive(&["lesson", "run", "02", "--from", "2"], "x\nh\nq\n");
    assert_eq!(outcome, Outcome::Success);
    assert!(out.contains("Keys: Enter next, b back, q quit"), "{out}");
    // A page without a question does not advertise a hint.
    assert!(!out.contains("h: hint"), "{out}");
    assert!(out.contains("No hint on this step"), "{out}");
    assert!(!out.contains("--- step 3 of"), "{out}");
    assert!(out.contains("Score so far: 0 of "), "{out}");
}

#[test]
fn interactive_quit() {
    let (outcome, out) = interactive(&["lesson", "run", "01", "--restart"], "\nq\n");
    assert_eq!(outcome, Outcome::Success);
    assert!(out.contains("--- step 2 of"));
    assert!(!out.contains("--- step 3 of"));
    assert!(
        out.contains("Score so far: 0 of 7 questions right at the first try, 0 right after"),
        "{out}"
    );
}

#[test]
fn a_step_that_gives_the_answer_away_waits_for_it() {
    // The table is written before the question and the verdict after it:
    // neither shows until the count is answered (ask first, issue 33).
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/lessons/leaks/held-twice.yaml"
    );
    // Section, say, the question (a wrong count, then the right one), the
    // table, the verdict, the last page.
    let (outcome, out) = interactive(&["lesson", "run", file, "--restart"], "\n\n11\n12\n\n\n\n");
    assert_eq!(outcome, Outcome::Success);
    let asked = out.find("How many inversions").expect("the question");
    let wrong = out.find("Not quite.").expect("the wrong count");
    let right = out.find("Correct.").expect("the right count");
    let table = out.find("Total:").expect("the table");
    assert!(asked < wrong && wrong < right && right < table, "{out}");
    assert!(!out[..right].contains("Total:"), "{out}");
    assert!(out.contains("--- step 4 of 6: inversions ---"), "{out}");
}
