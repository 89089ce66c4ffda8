//! The full-screen views (`play`, the step view of `solve --step`) in a real
//! 80x24 terminal (tmux), colour off and on: a paste of 4 to 8 KB is read
//! to its end and the `q` after it quits; SIGTERM, SIGHUP, SIGQUIT and an
//! external SIGINT leave the terminal restored (tmux's pane: no alternate
//! screen, the cursor shown, no mouse reports; `stty`: canonical mode and
//! echo); Ctrl-Z gives the shell a normal terminal and `fg` draws the view
//! again. Without tmux these fail under CI and are skipped (and say so)
//! locally.

use crate::common;
use crate::play::{assert_restored, play_line};

use common::tmux::{self, Tmux};
use std::time::{Duration, Instant};

/// The step view's board and rules (`solve --step`, 6 steps).
const LAB: &str =
    "'2 8 3/1 6 4/7 0 5' --goal snail --order LUDR --tree-search --no-undo --goal-test generation";

/// A view of the tests: how to start it and what shows it is drawn.
#[derive(Clone, Copy)]
enum View {
    Play,
    Step,
}

impl View {
    fn line(self, colour: bool) -> String {
        // No core file from SIGQUIT in the working directory.
        let line = match self {
            View::Play => play_line("'7 2 4/5 0 6/8 3 1' --arrows blank", colour),
            View::Step => {
                let env = if colour {
                    "env -u NO_COLOR CLICOLOR_FORCE=1 TERM=xterm-256color"
                } else {
                    "env NO_COLOR=1"
                };
                format!(
                    "{env} '{}' solve {LAB} --algo ordered --step; echo EXIT=$?",
                    common::bin()
                )
            }
        };
        format!("ulimit -c 0; {line}")
    }

    /// Text that is on the screen while the view is drawn.
    fn drawn(self) -> &'static str {
        match self {
            View::Play => "Moves made",
            View::Step => "ordered: ",
        }
    }

    /// A terminal running the view, its first frame drawn.
    fn start(self, name: &str, colour: bool) -> Tmux {
        let t = Tmux::start_sized(name, 80, 24);
        t.line(&self.line(colour));
        t.wait_until("the view", |_| t.visible().contains(self.drawn()));
        let styled = t.screen_styled();
        let has_colour = styled.contains("\x1b[3") || styled.contains("\x1b[9");
        assert_eq!(has_colour, colour, "colour {colour}, screen:\n{styled}");
        assert_eq!(t.format("#{alternate_on} #{cursor_flag}"), "1 0");
        t
    }
}

/// Wait (at most 20 s) until the shell prints the view's exit code.
fn exit_code(t: &Tmux, what: &str) -> i32 {
    let start = Instant::now();
    loop {
        let screen = t.screen();
        if let Some(code) = tmux::exit_code(&screen) {
            return code;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{what}: the view did not end; screen:\n{}",
            t.visible()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The process id of npuzzle, the child of the pane's shell.
fn view_pid(t: &Tmux) -> u32 {
    let shell: u32 = t.format("#{pane_pid}").parse().expect("the pane's pid");
    let start = Instant::now();
    loop {
        let found = std::fs::read_dir("/proc")
            .expect("/proc")
            .flatten()
            .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
            .find(|pid| {
                let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
                // pid (comm) state ppid ...
                let Some((comm, rest)) = stat.split_once(") ") else {
                    return false;
                };
                comm.ends_with("(npuzzle")
                    && rest.split_whitespace().nth(1) == Some(&shell.to_string())
            });
        if let Some(pid) = found {
            return pid;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no npuzzle under the shell {shell}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn kill(signal: &str, pid: u32) {
    let status = std::process::Command::new("kill")
        .args([format!("-{signal}"), pid.to_string()])
        .status()
        .expect("run kill");
    assert!(status.success(), "kill -{signal} {pid}");
}

/// A paste of `bytes` bytes (no key of the view in it), then `q`.
fn paste_then_q(view: View, name: &str, colour: bool, bytes: usize) {
    let t = view.start(name, colour);
    // 'z' means nothing to either view; a line of 63 and a newline.
    let line = format!("{}\n", "z".repeat(63));
    let text = line.repeat(bytes / line.len());
    let file = std::env::temp_dir().join(format!("npuzzle-paste-{}-{name}", std::process::id()));
    std::fs::write(&file, &text).unwrap();
    let out = t.run(&["load-buffer", &file.to_string_lossy()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_file(&file);
    t.run(&["paste-buffer", "-t", name]);
    t.keys(&["q"]);
    assert_eq!(
        exit_code(&t, &format!("q after a paste of {bytes} bytes")),
        0
    );
    assert_restored(&t);
}

#[test]
fn a_paste_of_4_to_8_kb_is_read_and_q_quits() {
    if !tmux::available("a_paste_of_4_to_8_kb_is_read_and_q_quits") {
        return;
    }
    for colour in [false, true] {
        paste_then_q(View::Play, &format!("paste8p{colour}"), colour, 8192);
        paste_then_q(View::Play, &format!("paste4p{colour}"), colour, 4096);
        paste_then_q(View::Step, &format!("paste6s{colour}"), colour, 6144);
    }
}

/// The exit code of a process ended by the signal (128 + its number).
fn ended_by(signal: &str) -> i32 {
    128 + match signal {
        "HUP" => 1,
        "QUIT" => 3,
        "TERM" => 15,
        other => panic!("{other}"),
    }
}

#[test]
fn every_signal_leaves_the_terminal_restored() {
    if !tmux::available("every_signal_leaves_the_terminal_restored") {
        return;
    }
    for colour in [false, true] {
        for (view, tag) in [(View::Play, "p"), (View::Step, "s")] {
            for signal in ["TERM", "HUP", "QUIT", "INT"] {
                let name = format!("sig{signal}{tag}{colour}");
                let t = view.start(&name, colour);
                kill(signal, view_pid(&t));
                let code = exit_code(&t, &format!("kill -{signal}"));
                // An external SIGINT quits as `q` does.
                let expected = if signal == "INT" { 0 } else { ended_by(signal) };
                assert_eq!(code, expected, "{name}: {}", t.visible());
                assert_restored(&t);
            }
        }
    }
}

#[test]
fn ctrl_z_gives_the_shell_a_terminal_and_fg_draws_the_view_again() {
    if !tmux::available("ctrl_z_gives_the_shell_a_terminal_and_fg_draws_the_view_again") {
        return;
    }
    for colour in [false, true] {
        for (view, tag) in [(View::Play, "p"), (View::Step, "s")] {
            let name = format!("ctrlz{tag}{colour}");
            let t = view.start(&name, colour);
            // Tell the shell's screen from the view's: the view is gone from it.
            t.keys(&["C-z"]);
            t.wait_until("the shell", |_| {
                t.format("#{alternate_on} #{cursor_flag} #{mouse_any_flag}") == "0 1 0"
                    && !t.visible().contains(view.drawn())
            });
            // The shell went on to `echo EXIT=$?` (147, stopped): cleared,
            // and `fg` says the view's own code.
            t.clear();
            t.line("stty -a | tr ' ;' '\\n\\n' | grep -x -e -icanon -e icanon | tr '\\n' ' '; echo STTY");
            let s = t.wait_for("icanon STTY");
            assert!(!s.contains("-icanon STTY"), "raw mode while stopped:\n{s}");
            t.line("fg; echo EXIT=$?");
            t.wait_until("the view again", |_| {
                t.format("#{alternate_on} #{cursor_flag}") == "1 0"
                    && t.visible().contains(view.drawn())
            });
            t.keys(&["q"]);
            assert_eq!(exit_code(&t, "q after fg"), 0, "{}", t.visible());
            assert_restored(&t);
        }
    }
}
