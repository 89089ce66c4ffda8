//! Hostile YAML refused at once, on the real binary: alias bombs (aliases
//! counted in the open, hidden from a text scan by a tab or an apostrophe,
//! repeated text), nesting 100,000 levels deep behind an apostrophe, in a
//! lesson, a translation and a `course.yaml`, through `lesson check`,
//! `run`, `grade` and `list --dir`. Each run is given at most 16 MiB of
//! data (`RLIMIT_DATA`, set in the child before it runs npuzzle: an
//! allocation past it aborts the run, and the test fails) and its CPU time
//! is measured (the child's own, from `wait4`); a 120 s hang guard kills a
//! run that never ends. The bounds are generous (the runs take under 2 MB of data
//! and 0.01 s; before the budget they took 3 GB, or minutes).
//!
//! The memory is bounded, not measured: a child's `ru_maxrss` counts the
//! memory of the test process it was spawned from (Linux carries the old
//! image's peak across `exec`), so it measured the test harness, not
//! npuzzle, and failed when the rest of the suite made the harness large.

use crate::common;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The most data memory (heap and private mappings) a refusal may take
/// (a refusal needs under 2 MB).
const DATA_BOUND_BYTES: libc::rlim_t = 16 * 1024 * 1024;
/// The most CPU time a refusal may take.
const CPU_BOUND: Duration = Duration::from_secs(10);
/// A run past this is killed (only a hang reaches it).
const HANG_GUARD: Duration = Duration::from_secs(120);

struct Measured {
    code: i32,
    stderr: String,
    cpu: Duration,
}

/// Run `npuzzle ARGS` in `dir` with at most [`DATA_BOUND_BYTES`] of data,
/// its CPU time measured. The child is reaped by `wait4` (for its own
/// resource usage), not by `Child::wait`.
#[allow(clippy::zombie_processes)]
fn measured(args: &[&str], dir: &Path) -> Measured {
    let mut command = Command::new(common::bin());
    // SAFETY: `setrlimit` is async-signal-safe; nothing else runs between
    // fork and exec.
    unsafe {
        command.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: DATA_BOUND_BYTES,
                rlim_max: DATA_BOUND_BYTES,
            };
            if libc::setrlimit(libc::RLIMIT_DATA, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("XDG_STATE_HOME", dir.join("state"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn npuzzle");
    let pid = child.id() as i32;
    let mut pipe = child.stderr.take().expect("stderr");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = pipe.read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    let mut status = 0;
    // SAFETY: a plain C struct, filled by wait4.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut killed = None;
    loop {
        // SAFETY: `pid` is our child, not yet reaped (std's `Child` is
        // never waited on here).
        let r = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if r == pid {
            break;
        }
        assert_eq!(r, 0, "wait4: {}", std::io::Error::last_os_error());
        if killed.is_none() && start.elapsed() > HANG_GUARD {
            killed = Some(format!("killed after {:?}", start.elapsed()));
            // SAFETY: signalling our own unreaped child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let stderr = reader.join().expect("stderr reader");
    if let Some(k) = killed {
        panic!("npuzzle {args:?} {k}; stderr: {stderr}");
    }
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    Measured {
        code: if libc::WIFEXITED(status) {
            libc::WEXITSTATUS(status)
        } else {
            -1
        },
        stderr,
        cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
    }
}

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    common::scratch(&format!("hostile-yaml-{name}"))
}

const HEAD: &str =
    "format_version: 1\ntitle: Bomb\nsummary: s\nlevel: beginner\nsteps:\n  - say: hi\n";

/// `levels` anchors, each a list of `fan` aliases of the one before
/// (`lead` first in the list, `sep` before each alias), over a first list
/// of `width` scalars; the anchors at lines 7 and on (after [`HEAD`]).
fn bomb(width: usize, levels: usize, fan: usize, lead: &str, sep: &str) -> String {
    let mut t = format!("{HEAD}x0: &a0 [{}]\n", vec!["x"; width].join(","));
    for i in 1..=levels {
        let items = vec![format!("{sep}*a{}", i - 1); fan].join(",");
        t.push_str(&format!("x{i}: &a{i} [{lead}{items}]\n"));
    }
    t
}

/// The three families of the attack: a 60 KB file of 40 aliases repeating
/// a 30,000-scalar list over 4 levels (under the old count of 64); aliases
/// hidden from the old text scan by a tab or an apostrophe (a 240 KB file);
/// 100,000 brackets behind an apostrophe. Each with its refusal.
fn families() -> Vec<(&'static str, String, &'static str)> {
    families_within(100_000)
}

/// [`families`] with lists of `n` scalars and `n` brackets (a
/// `course.yaml` is capped at 64 KiB).
fn families_within(n: usize) -> Vec<(&'static str, String, &'static str)> {
    let nodes = "refused: YAML aliases repeat more than 10000 nodes (an alias bomb?)";
    let deep = "refused: nested too deeply (more than 24 levels)";
    vec![
        ("forty", bomb(30_000, 4, 10, "", " "), nodes),
        ("tab", bomb(n, 5, 30, "", "\t"), nodes),
        ("apostrophe", bomb(n, 5, 30, "a'b,", " "), nodes),
        (
            "brackets",
            format!("{HEAD}x: [a', {}{}]\n", "[".repeat(n), "]".repeat(n)),
            deep,
        ),
    ]
}

fn assert_refused(m: &Measured, place: &str, message: &str, what: &str) {
    assert_eq!(m.code, 2, "{what}: {}", m.stderr);
    assert_eq!(m.stderr.lines().count(), 1, "{what}: {}", m.stderr);
    assert!(
        m.stderr.starts_with(&format!("npuzzle: {place}"))
            && m.stderr.trim_end().ends_with(message),
        "{what}: {}",
        m.stderr
    );
    assert!(m.cpu < CPU_BOUND, "{what}: {:?} of CPU", m.cpu);
}

#[test]
fn bombs_are_refused_at_once_by_every_lesson_command() {
    let dir = folder("lessons");
    for (name, text, message) in families() {
        let file = format!("{name}.yaml");
        std::fs::write(dir.join(&file), &text).unwrap();
        assert!(text.len() < 256 * 1024, "{name}: {} bytes", text.len());
        let place = match name {
            "brackets" => format!("{file}:7:31: "),
            _ => format!("{file}:8:"),
        };
        let answers = dir.join("answers.txt");
        std::fs::write(&answers, "1\n").unwrap();
        for args in [
            vec!["lesson", "run", file.as_str(), "--no-pause"],
            vec!["lesson", "grade", file.as_str(), "answers.txt"],
        ] {
            let m = measured(&args, &dir);
            assert_refused(&m, &place, message, &format!("{name} {args:?}"));
        }
        // `lesson check` lists its problems, then says how many.
        let m = measured(&["lesson", "check", &file], &dir);
        assert_eq!(m.code, 2, "{name}: {}", m.stderr);
        assert!(
            m.stderr.starts_with(&place) && m.stderr.lines().next().unwrap().ends_with(message),
            "{name}: {}",
            m.stderr
        );
        assert!(m.cpu < CPU_BOUND, "{name}");
    }
    // `lesson list --dir` lists each as not a valid lesson, with its reason.
    let m = measured(&["lesson", "list", "--dir", "."], &dir);
    assert_eq!(m.code, 0, "{}", m.stderr);
    assert!(m.cpu < CPU_BOUND, "list");
}

#[test]
fn list_dir_names_each_refusal() {
    let dir = folder("list");
    for (name, text, _) in families() {
        std::fs::write(dir.join(format!("{name}.yaml")), text).unwrap();
    }
    let run = common::run_bounded(
        &["lesson", "list", "--dir", "."],
        &[("XDG_STATE_HOME", &dir.join("state"))],
        Some(&dir),
        HANG_GUARD,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    for (name, _, message) in families() {
        let line = run
            .stdout
            .lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("{name} not listed: {}", run.stdout));
        assert!(line.ends_with(message), "{line}");
    }
}

#[test]
fn repeated_text_is_refused() {
    // One 30,000-byte scalar repeated by 40 aliases: 1.2 MB from 30 KB.
    let dir = folder("text");
    let big = "y".repeat(30_000);
    let text = format!("{HEAD}s: &s {big}\nl: [{}]\n", vec!["*s"; 40].join(", "));
    std::fs::write(dir.join("text.yaml"), text).unwrap();
    let m = measured(&["lesson", "run", "text.yaml", "--no-pause"], &dir);
    assert_refused(
        &m,
        "text.yaml:8:141: ",
        "refused: YAML aliases repeat more than 1024 KiB of text (an alias bomb?)",
        "text",
    );
}

#[test]
fn a_course_yaml_has_the_same_budget() {
    // A 60 KB course.yaml: one 30,000-byte lesson name repeated by 7,500
    // aliases took 229 MB (serde_yaml's own repetition limit allows it).
    let dir = folder("course");
    let name = "a".repeat(30_000);
    let text = format!("lessons: [&s {name}, {}]\n", vec!["*s"; 7_500].join(", "));
    std::fs::write(dir.join("course.yaml"), text).unwrap();
    std::fs::write(dir.join("01-a.yaml"), HEAD).unwrap();
    let m = measured(&["lesson", "list", "--dir", "."], &dir);
    assert_refused(
        &m,
        "./course.yaml:1:30152: ",
        "refused: YAML aliases repeat more than 1024 KiB of text (an alias bomb?)",
        "course",
    );
    // And the families in a course.yaml.
    for (name, text, message) in families_within(30_000) {
        let text = text.replacen(HEAD, "lessons: [01-a.yaml]\n", 1);
        std::fs::write(dir.join("course.yaml"), text).unwrap();
        let m = measured(&["lesson", "list", "--dir", "."], &dir);
        assert_refused(&m, "./course.yaml:", message, name);
    }
}

#[test]
fn a_translation_has_the_same_budget() {
    let dir = folder("translation");
    std::fs::create_dir_all(dir.join("vi")).unwrap();
    std::fs::write(dir.join("t.yaml"), HEAD).unwrap();
    for (name, text, message) in families() {
        let text = text.replacen(HEAD, "lang: vi\nsteps:\n  - say: chào\n", 1);
        std::fs::write(dir.join("vi/t.yaml"), text).unwrap();
        for args in [
            vec!["lesson", "check", "t.yaml"],
            vec!["--lang", "vi", "lesson", "run", "t.yaml", "--no-pause"],
        ] {
            let m = measured(&args, &dir);
            assert_eq!(m.code, 2, "{name} {args:?}: {}", m.stderr);
            let first = m.stderr.lines().next().unwrap_or("");
            // The Vietnamese student is told in Vietnamese (`bị từ chối`:
            // refused).
            let said = if args[0] == "--lang" {
                first.contains("bị từ chối")
            } else {
                first.ends_with(message)
            };
            assert!(
                first.contains("vi/t.yaml:") && said,
                "{name} {args:?}: {}",
                m.stderr
            );
            assert!(m.cpu < CPU_BOUND, "{name} {args:?}");
        }
    }
}
