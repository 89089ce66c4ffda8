//! `trace --step` driven through a real terminal: tmux runs a shell in a
//! pseudo-terminal, we type keys with `send-keys` and read the screen with
//! `capture-pane`. Enter advances, `b` goes back, `q` quits with exit 0.
//!
//! Without tmux the tests say they were skipped and pass (CI installs it;
//! locally: `apt-get install -y tmux`).

use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A tmux server of our own (its own socket file), killed and its socket
/// removed when dropped.
struct Tmux {
    socket: std::path::PathBuf,
    session: String,
}

fn tmux_available() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

impl Tmux {
    fn start(name: &str) -> Tmux {
        let t = Tmux {
            socket: std::env::temp_dir()
                .join(format!("npuzzle-test-{}-{name}.sock", std::process::id())),
            session: name.to_string(),
        };
        let out = t.run(&[
            "new-session",
            "-d",
            "-s",
            &t.session,
            "-x",
            "160",
            "-y",
            "50",
            "sh",
        ]);
        assert!(
            out.status.success(),
            "tmux new-session: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        t.run(&["set-option", "-t", &t.session, "history-limit", "5000"]);
        t
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(["-f", "/dev/null"])
            .args(args)
            .output()
            .expect("run tmux")
    }

    /// Type text literally, then press Enter.
    fn line(&self, text: &str) {
        if !text.is_empty() {
            self.run(&["send-keys", "-t", &self.session, "-l", text]);
        }
        self.run(&["send-keys", "-t", &self.session, "Enter"]);
    }

    /// The whole pane including scrollback, wrapped lines joined.
    fn screen(&self) -> String {
        let out = self.run(&["capture-pane", "-p", "-J", "-S", "-", "-t", &self.session]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Wait until `done(screen)` holds; panic with the screen after 15 s.
    fn wait_for(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if done(&screen) {
                return screen;
            }
            if start.elapsed() > Duration::from_secs(60) {
                panic!("timed out waiting for {what}; screen:\n{screen}");
            }
            sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
        let _ = std::fs::remove_file(&self.socket);
    }
}

fn command(args: &str) -> String {
    format!(
        "NO_COLOR=1 '{}' {args}; echo EXIT=$?",
        env!("CARGO_BIN_EXE_npuzzle")
    )
}

/// The exit code printed by `echo EXIT=$?` (the typed command line shows
/// `EXIT=$?`, which is not a number).
fn exit_code(screen: &str) -> Option<i32> {
    screen.match_indices("EXIT=").find_map(|(i, _)| {
        let digits: String = screen[i + 5..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits.parse().ok()
    })
}

fn count(screen: &str, needle: &str) -> usize {
    screen.matches(needle).count()
}

#[test]
fn enter_advances_b_goes_back_q_quits_with_exit_0() {
    if !tmux_available() {
        println!("step_pty: skipped, tmux is not installed (apt-get install -y tmux)");
        return;
    }
    let t = Tmux::start("step");
    t.line(&command("trace '7 2 4/5 0 6/8 3 1' ULDR --step --compact"));
    let s = t.wait_for("the start page", |s| s.contains("-- start -- Enter: next"));
    assert!(s.contains("start "), "{s}");
    assert!(!s.contains("1 U "), "move 1 shown before Enter:\n{s}");

    t.line("");
    let s = t.wait_for("move 1", |s| s.contains("-- move 1 of 4 --"));
    assert!(s.contains("1 U    2 down"), "{s}");
    assert!(!s.contains("2 L "), "move 2 shown too early:\n{s}");

    t.line("b");
    let s = t.wait_for("back to the start", |s| count(s, "-- start --") == 2);
    assert_eq!(count(&s, "-- move 1 of 4 --"), 1, "{s}");

    t.line("");
    t.wait_for("move 1 again", |s| count(s, "-- move 1 of 4 --") == 2);
    t.line("");
    let s = t.wait_for("move 2", |s| s.contains("-- move 2 of 4 --"));
    assert!(s.contains("2 L    7 right"), "{s}");

    t.line("q");
    let s = t.wait_for("the exit code", |s| exit_code(s).is_some());
    assert_eq!(exit_code(&s), Some(0), "{s}");
    assert!(!s.contains("Summary"), "quit still printed the rest:\n{s}");
    assert!(!s.contains("3 D "), "quit still printed move 3:\n{s}");
}

#[test]
fn stepping_to_the_end_shows_the_summary() {
    if !tmux_available() {
        println!("step_pty: skipped, tmux is not installed (apt-get install -y tmux)");
        return;
    }
    let t = Tmux::start("end");
    t.line(&command("trace 724506831 UL --step"));
    t.wait_for("the start page", |s| s.contains("-- start --"));
    t.line("");
    t.wait_for("move 1", |s| s.contains("-- move 1 of 2 --"));
    t.line("");
    t.wait_for("move 2", |s| s.contains("-- move 2 of 2 --"));
    t.line("");
    let s = t.wait_for("the exit code", |s| exit_code(s).is_some());
    assert!(s.contains("Summary"), "{s}");
    assert!(s.contains("parity kept on every move"), "{s}");
    assert_eq!(exit_code(&s), Some(0), "{s}");
}

#[test]
fn no_pause_prints_everything_on_a_terminal() {
    if !tmux_available() {
        println!("step_pty: skipped, tmux is not installed (apt-get install -y tmux)");
        return;
    }
    let t = Tmux::start("nopause");
    t.line(&command("trace 724506831 ULDR --step --no-pause --compact"));
    let s = t.wait_for("the exit code", |s| exit_code(s).is_some());
    assert!(!s.contains("Enter: next"), "{s}");
    assert!(s.contains("4 R "), "{s}");
    assert!(s.contains("Summary"), "{s}");
    assert_eq!(exit_code(&s), Some(0), "{s}");
}

#[test]
fn an_illegal_move_while_stepping_exits_2() {
    if !tmux_available() {
        println!("step_pty: skipped, tmux is not installed (apt-get install -y tmux)");
        return;
    }
    let t = Tmux::start("illegal");
    t.line(&command("trace 724506831 UU --step --compact"));
    t.wait_for("the start page", |s| s.contains("-- start --"));
    t.line("");
    t.wait_for("move 1", |s| s.contains("-- move 1 of 1 --"));
    t.line("");
    let s = t.wait_for("the exit code", |s| exit_code(s).is_some());
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
