//! `trace --step` driven through a real terminal: tmux runs a shell in a
//! pseudo-terminal, we type keys with `send-keys` and read the screen with
//! `capture-pane`. Enter advances, `b` goes back, `q` quits with exit 0.
//!
//! Without tmux the tests fail under CI and are skipped, saying so, locally (see
//! `common::require`; CI installs it;
//! locally: `apt-get install -y tmux`).

use crate::common;

use common::tmux::{Tmux, available, command, exit_code};

fn count(screen: &str, needle: &str) -> usize {
    screen.matches(needle).count()
}

#[test]
fn enter_advances_b_goes_back_q_quits_with_exit_0() {
    if !available("step_pty") {
        return;
    }
    let t = Tmux::start("step");
    t.line(&command("trace '7 2 4/5 0 6/8 3 1' ULDR --step --compact"));
    let s = t.wait_until("the start page", |s| s.contains("-- start -- Enter: next"));
    assert!(s.contains("start "), "{s}");
    assert!(!s.contains("1 U "), "move 1 shown before Enter:\n{s}");

    t.line("");
    let s = t.wait_until("move 1", |s| s.contains("-- move 1 of 4 --"));
    assert!(s.contains("1 U    2 down"), "{s}");
    assert!(!s.contains("2 L "), "move 2 shown too early:\n{s}");

    t.line("b");
    let s = t.wait_until("back to the start", |s| count(s, "-- start --") == 2);
    assert_eq!(count(&s, "-- move 1 of 4 --"), 1, "{s}");

    t.line("");
    t.wait_until("move 1 again", |s| count(s, "-- move 1 of 4 --") == 2);
    t.line("");
    let s = t.wait_until("move 2", |s| s.contains("-- move 2 of 4 --"));
    assert!(s.contains("2 L    7 right"), "{s}");

    t.line("q");
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert_eq!(exit_code(&s), Some(0), "{s}");
    assert!(!s.contains("Summary"), "quit still printed the rest:\n{s}");
    assert!(!s.contains("3 D "), "quit still printed move 3:\n{s}");
}

#[test]
fn stepping_to_the_end_shows_the_summary() {
    if !available("step_pty") {
        return;
    }
    let t = Tmux::start("end");
    t.line(&command("trace 724506831 UL --step"));
    t.wait_until("the start page", |s| s.contains("-- start --"));
    t.line("");
    t.wait_until("move 1", |s| s.contains("-- move 1 of 2 --"));
    t.line("");
    t.wait_until("move 2", |s| s.contains("-- move 2 of 2 --"));
    t.line("");
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert!(s.contains("Summary"), "{s}");
    assert!(s.contains("parity kept on every move"), "{s}");
    assert_eq!(exit_code(&s), Some(0), "{s}");
}

#[test]
fn no_pause_prints_everything_on_a_terminal() {
    if !available("step_pty") {
        return;
    }
    let t = Tmux::start("nopause");
    t.line(&command("trace 724506831 ULDR --step --no-pause --compact"));
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert!(!s.contains("Enter: next"), "{s}");
    assert!(s.contains("4 R "), "{s}");
    assert!(s.contains("Summary"), "{s}");
    assert_eq!(exit_code(&s), Some(0), "{s}");
}

#[test]
fn an_illegal_move_while_stepping_exits_2() {
    if !available("step_pty") {
        return;
    }
    let t = Tmux::start("illegal");
    t.line(&command("trace 724506831 UU --step --compact"));
    t.wait_until("the start page", |s| s.contains("-- start --"));
    t.line("");
    t.wait_until("move 1", |s| s.contains("-- move 1 of 1 --"));
    t.line("");
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert!(
        s.contains("Stopped: move 2 (U): the blank is already in the top row"),
        "{s}"
    );
    assert!(
        s.contains("npuzzle: move 2 (U): the blank is already in the top row"),
        "{s}"
    );
    assert_eq!(exit_code(&s), Some(2), "{s}");
}

#[test]
fn text_output_on_a_terminal_is_wrapped_between_words_and_json_is_not() {
    if !available("step_pty") {
        return;
    }
    // explain's closing sentences are longer than 80 columns: on an
    // 80-column terminal they break between words (the pane is read with
    // wrapped lines joined, so a line the terminal cut would come back
    // whole and longer than 80).
    let t = Tmux::start("wrap");
    t.line(&format!(
        "COLUMNS=80 {}",
        command("explain '7 2 4/5 0 6/8 3 1'")
    ));
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert_eq!(exit_code(&s), Some(0), "{s}");
    let flips = s
        .lines()
        .find(|l| l.starts_with("parity flips:"))
        .expect("the parity summary");
    assert!(flips.chars().count() <= 80, "{flips}");
    assert!(flips.ends_with("blank row (the"), "{flips}");
    // Prose lines fit; only the columns of the move table may be wider.
    for line in s
        .lines()
        .filter(|l| !l.contains("  ") && !l.contains("npuzzle"))
    {
        assert!(
            line.chars().count() <= 80,
            "a prose line wider than 80: {line}"
        );
    }
    drop(t);
    // JSON on the same terminal keeps its long lines (a string is never cut).
    let t = Tmux::start("wrap-json");
    t.line(&format!(
        "COLUMNS=80 {}",
        command("explain '7 2 4/5 0 6/8 3 1' --json")
    ));
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert_eq!(exit_code(&s), Some(0), "{s}");
    assert!(
        s.lines()
            .any(|l| l.chars().count() > 80 && l.trim_start().starts_with('"')),
        "JSON lines longer than the terminal stay whole: {s}"
    );
}
