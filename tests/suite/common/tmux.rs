//! A real terminal for step-through tests: tmux runs a shell in a
//! pseudo-terminal, keys are typed with `send-keys` and the screen is read
//! with `capture-pane`. Without tmux the tests fail under CI and are skipped
//! (and say so) locally: see `common::require`. Locally: `apt-get install -y tmux`.

use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How often a wait looks at the screen again: one `tmux capture-pane`
/// takes about a millisecond, and a wait ends this soon after the screen
/// is ready (it was 50 ms; a tmux test waits hundreds of times).
const POLL: Duration = Duration::from_millis(10);

/// A tmux server of our own (its own socket file) with one session, killed
/// and its socket removed when dropped (also when a check fails).
pub struct Tmux {
    socket: std::path::PathBuf,
    session: String,
}

/// True when tmux can be run; otherwise the test fails under CI and is
/// skipped, saying so, locally (`common::require`).
pub fn available(test: &str) -> bool {
    let ok = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    super::require("tmux", ok, test)
}

/// `npuzzle ARGS` as a shell command line that prints its exit code.
pub fn command(args: &str) -> String {
    format!("NO_COLOR=1 '{}' {args}; echo EXIT=$?", super::bin())
}

/// The exit code printed by `echo EXIT=$?` (the typed command line shows
/// `EXIT=$?`, which is not a number).
pub fn exit_code(screen: &str) -> Option<i32> {
    screen.match_indices("EXIT=").find_map(|(i, _)| {
        let digits: String = screen[i + 5..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits.parse().ok()
    })
}

impl Tmux {
    /// A 160x50 terminal running a shell.
    pub fn start(name: &str) -> Tmux {
        Tmux::start_sized(name, 160, 50)
    }

    /// A `width` x `height` terminal running a shell (80x24 for the
    /// full-screen tests).
    pub fn start_sized(name: &str, width: u16, height: u16) -> Tmux {
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
            &width.to_string(),
            "-y",
            &height.to_string(),
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

    pub fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(["-f", "/dev/null"])
            .args(args)
            .output()
            .expect("run tmux")
    }

    /// Type text literally, then press Enter.
    pub fn line(&self, text: &str) {
        if !text.is_empty() {
            self.run(&["send-keys", "-t", &self.session, "-l", text]);
        }
        self.run(&["send-keys", "-t", &self.session, "Enter"]);
    }

    /// Press keys by tmux's names (`Up`, `C-c`, `q`), one after the other.
    pub fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.run(&["send-keys", "-t", &self.session, k]);
        }
    }

    /// Type bytes literally (an escape sequence such as a mouse report).
    pub fn literal(&self, text: &str) {
        self.run(&["send-keys", "-t", &self.session, "-l", text]);
    }

    /// Resize the terminal.
    pub fn resize(&self, width: u16, height: u16) {
        self.run(&[
            "resize-window",
            "-t",
            &self.session,
            "-x",
            &width.to_string(),
            "-y",
            &height.to_string(),
        ]);
    }

    /// A tmux format about the pane (`#{alternate_on}`, `#{cursor_flag}`).
    pub fn format(&self, format: &str) -> String {
        let out = self.run(&["display-message", "-p", "-t", &self.session, format]);
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// The visible screen only (no scrollback), as the user sees it now.
    pub fn visible(&self) -> String {
        let out = self.run(&["capture-pane", "-p", "-t", &self.session]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The whole pane including scrollback, wrapped lines joined.
    /// The screen with its colours as escape sequences (`capture-pane -e`).
    pub fn screen_styled(&self) -> String {
        let out = self.run(&[
            "capture-pane",
            "-e",
            "-p",
            "-J",
            "-S",
            "-",
            "-t",
            &self.session,
        ]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn screen(&self) -> String {
        let out = self.run(&["capture-pane", "-p", "-J", "-S", "-", "-t", &self.session]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Wait until `done(screen)` holds; panic with the screen after 60 s
    /// (generous: CI machines can be loaded).
    pub fn wait_until(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if done(&screen) {
                return screen;
            }
            if start.elapsed() > Duration::from_secs(60) {
                panic!("timed out waiting for {what}; screen:\n{screen}");
            }
            sleep(POLL);
        }
    }

    /// Clear the screen and its history, and wait until the last command's
    /// `EXIT=N` is gone from it (so that the next wait sees the next
    /// command's screen only).
    pub fn clear(&self) {
        self.line("clear");
        let start = Instant::now();
        loop {
            self.run(&["clear-history"]);
            if exit_code(&self.screen()).is_none() {
                return;
            }
            if start.elapsed() > Duration::from_secs(60) {
                panic!("the screen was not cleared:\n{}", self.screen());
            }
            sleep(POLL);
        }
    }

    /// Wait until the screen shows `text`.
    pub fn wait_for(&self, text: &str) -> String {
        self.wait_until(&format!("{text:?}"), |s| s.contains(text))
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
        let _ = std::fs::remove_file(&self.socket);
    }
}
