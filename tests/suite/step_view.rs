//! The interactive stepper on a real terminal (tmux, 80x24, colour off and
//! on): `solve --step` and `compare --step` step forward, back, to a step,
//! to the end, and `q` gives the shell back with the terminal restored.

use crate::common;

use common::tmux::{self, Tmux};

const LAB: &str =
    "'2 8 3/1 6 4/7 0 5' --goal snail --order LUDR --tree-search --no-undo --goal-test generation";

/// A tmux terminal of 80x24.
fn terminal(name: &str) -> Tmux {
    let t = Tmux::start(name);
    let out = t.run(&["resize-window", "-t", name, "-x", "80", "-y", "24"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    t
}

fn start(t: &Tmux, args: &str, colour: bool) {
    let line = if colour {
        format!(
            "CLICOLOR_FORCE=1 '{}' --color always {args}; echo EXIT=$?",
            common::bin()
        )
    } else {
        tmux::command(args)
    };
    t.line(&line);
}

fn key(t: &Tmux, name: &str, k: &str) {
    t.run(&["send-keys", "-t", name, k]);
}

/// The screen fits 80x24: no line is wider than 80 columns.
fn fits(screen: &str) {
    for l in screen.lines() {
        assert!(l.chars().count() <= 80, "wider than 80: {l:?}");
    }
    assert!(screen.lines().count() <= 24, "{screen}");
}

fn solve_view(name: &str, colour: bool) {
    if !tmux::available(name) {
        return;
    }
    let t = terminal(name);
    start(&t, &format!("solve {LAB} --algo ordered --step"), colour);
    let s = t.wait_for("ordered: start, 6 steps");
    fits(&s);
    assert!(s.contains("Nothing expanded yet"), "{s}");
    assert!(s.contains("> #0 - 2 8 3/1 6 4/7 0 5"), "{s}");
    key(&t, name, "Enter");
    let s = t.wait_for("ordered: step 1 of 6");
    fits(&s);
    assert!(s.contains("Expanded #0, the root: g 0 h 4 f 4"), "{s}");
    assert!(s.contains("Generated: #1 added, #2 added, #3 added"), "{s}");
    assert!(s.contains("> #2 U 2 8 3/1 0 4/7 6 5  g 1 h 3 f 4"), "{s}");
    assert!(s.contains("Next: #2, f = 4, the lowest"), "{s}");
    key(&t, name, "Space");
    key(&t, name, "Right");
    let s = t.wait_for("ordered: step 3 of 6");
    assert!(s.contains("Expanded #4, move L"), "{s}");
    key(&t, name, "Left");
    let s = t.wait_for("ordered: step 2 of 6");
    assert!(
        s.contains("tie with #5 broken by generation order (#4 came"),
        "{s}"
    );
    if colour {
        let styled = t.screen_styled();
        assert!(styled.contains("\u{1b}["), "no colour: {styled}");
    }
    key(&t, name, "e");
    let s = t.wait_for("ordered: step 6 of 6 (the last)");
    fits(&s);
    assert!(s.contains("#13 is the goal: the search ends."), "{s}");
    assert!(s.contains("Solution: UULDR (5 moves)"), "{s}");
    key(&t, name, "g");
    key(&t, name, "1");
    let s = t.wait_for("Go to step (0 to 6): 1_");
    fits(&s);
    key(&t, name, "Enter");
    t.wait_for("ordered: step 1 of 6");
    key(&t, name, "q");
    let s = t.wait_for("EXIT=0");
    assert_eq!(tmux::exit_code(&s), Some(0), "{s}");
}

#[test]
fn solve_step_on_a_terminal_without_colour() {
    solve_view("step-plain", false);
}

#[test]
fn solve_step_on_a_terminal_with_colour() {
    solve_view("step-colour", true);
}

fn compare_view(name: &str, colour: bool) {
    if !tmux::available(name) {
        return;
    }
    let t = terminal(name);
    start(
        &t,
        &format!("compare {LAB} --algos bfs,ordered --step"),
        colour,
    );
    let s = t.wait_for("bfs: start, 26 steps");
    fits(&s);
    assert!(s.contains("ordered: start, 6 steps"), "{s}");
    for _ in 0..3 {
        key(&t, name, "Right");
    }
    let s = t.wait_for("bfs: step 3 of 26");
    fits(&s);
    assert!(s.contains("ordered: step 3 of 6"), "{s}");
    assert!(s.contains("Next: #3, first in, first out"), "{s}");
    key(&t, name, "Left");
    t.wait_for("bfs: step 2 of 26");
    key(&t, name, "e");
    let s = t.wait_for("bfs: step 26 of 26 (the last)");
    fits(&s);
    assert!(s.contains("ordered: step 6 of 6 (the last)"), "{s}");
    assert!(s.contains("#46 is the goal"), "{s}");
    // Ctrl-C quits as q does, the terminal restored.
    key(&t, name, "C-c");
    let s = t.wait_for("EXIT=0");
    assert_eq!(tmux::exit_code(&s), Some(0), "{s}");
}

#[test]
fn compare_step_side_by_side_without_colour() {
    compare_view("cmp-plain", false);
}

#[test]
fn compare_step_side_by_side_with_colour() {
    compare_view("cmp-colour", true);
}
