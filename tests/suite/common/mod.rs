//! Run the real `npuzzle` binary with colour off and capture everything a
//! user sees, for insta snapshots.
#![allow(dead_code)]

pub mod bfs;
pub mod english;
pub mod tmux;
pub mod webdriver;

use std::io::Write;
use std::process::{Command, Stdio};

/// Whether an outside tool a test needs (tmux, Graphviz, Chromium, its
/// driver) is here. `found` says whether it was found. Under CI (`CI` set,
/// as `.ci/run` runs) a missing tool fails the test: a green run never hides
/// a skipped terminal or browser test. Locally the test is skipped, and the
/// skip is said on stderr, which the test harness shows for a passing test
/// only with `--nocapture`; so it is also written to
/// `target/skipped-tests.txt`, which `.ci/run` and a developer can read.
pub fn require(tool: &str, found: bool, test: &str) -> bool {
    if found {
        return true;
    }
    if std::env::var_os("CI").is_some_and(|v| !v.is_empty()) {
        panic!("{test}: {tool} is required under CI but is not installed (.ci/run installs it)");
    }
    let line = format!("SKIPPED {test}: {tool} is not installed\n");
    eprint!("{line}");
    let log = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("../skipped-tests.txt");
    if let Ok(mut f) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
    {
        let _ = f.write_all(line.as_bytes());
    }
    false
}

/// A fresh, empty folder of this test run: `CARGO_TARGET_TMPDIR/NAME`,
/// emptied first (a test's own name, so that tests running at once never
/// share one).
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every language npuzzle speaks: a folder of `i18n/` each (checked by
/// `every_language_is_listed`). A test "in every language" loops over these.
pub const LANGUAGES: [&str; 4] = ["en", "my", "vi", "zh"];

/// The built-in lessons' names, from `lesson list --json`.
pub fn builtin_lessons() -> Vec<String> {
    let run = run(&["lesson", "list", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).expect("lesson list --json");
    let names: Vec<String> = v["lessons"]
        .as_array()
        .expect("lessons")
        .iter()
        .filter(|l| l["builtin"] == true)
        .map(|l| l["name"].as_str().unwrap().to_string())
        .collect();
    assert!(names.len() >= 8, "{names:?}");
    names
}

/// The lab report's board and rules (snail goal, moves tried LUDR, tree
/// search, no undo, goal tested at generation): BFS expands 26 nodes,
/// ordered search 6.
pub const LAB: [&str; 9] = [
    "2 8 3/1 6 4/7 0 5",
    "--goal",
    "snail",
    "--order",
    "LUDR",
    "--tree-search",
    "--no-undo",
    "--goal-test",
    "generation",
];

/// Eight 3-tile patterns covering the 5x5 cells 1..24 (the blank's goal
/// cell 0): 5x5 databases small enough to build in a test.
pub fn small_5x5_partition() -> Vec<Vec<u8>> {
    vec![
        vec![1, 2, 6],
        vec![3, 4, 9],
        vec![5, 10, 11],
        vec![7, 8, 12],
        vec![13, 14, 19],
        vec![15, 20, 21],
        vec![16, 17, 22],
        vec![18, 23, 24],
    ]
}

/// The files directly in `dir` whose name ends in `.EXTENSION`, sorted.
pub fn files_with_extension(dir: &std::path::Path, extension: &str) -> Vec<std::path::PathBuf> {
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}

/// The files under `dir`, at any depth, whose name ends in `.EXTENSION`.
pub fn files_under(dir: &std::path::Path, extension: &str) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
    {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            out.extend(files_under(&path, extension));
        } else if path.extension().is_some_and(|e| e == extension) {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The binary built by cargo for this test run.
pub fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_npuzzle")
}

/// The output of one run.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// One text for a snapshot: the command, exit code, stdout and stderr.
    pub fn transcript(&self, args: &[&str]) -> String {
        format!(
            "$ npuzzle {}\nexit: {}\n--- stdout\n{}--- stderr\n{}",
            args.iter()
                .map(|a| if a.contains(' ') || a.is_empty() {
                    format!("'{a}'")
                } else {
                    a.to_string()
                })
                .collect::<Vec<_>>()
                .join(" "),
            self.code,
            self.stdout,
            self.stderr
        )
    }
}

/// Run `npuzzle ARGS` with standard input `stdin`, colour off.
pub fn run_with_input(args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(bin())
        .args(args)
        .env("NO_COLOR", "1")
        // Pattern databases built by a test stay under cargo's target
        // directory, never in the user's cache.
        .env(
            "XDG_CACHE_HOME",
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdb-cache"),
        )
        .env_remove("CLICOLOR_FORCE")
        // Lesson progress is never read from or written to the user's
        // state; lesson text is laid out at 80 columns.
        .env(
            "XDG_STATE_HOME",
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-lesson-state"),
        )
        .env("COLUMNS", "80")
        // The tool's words in English, whatever the machine's locale
        // (tests of the other languages pass --lang).
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn npuzzle");
    {
        let mut input = child.stdin.take().expect("stdin");
        let _ = input.write_all(stdin);
    }
    let output = child.wait_with_output().expect("wait for npuzzle");
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Run `npuzzle ARGS` with colour off, standard input closed, `env` set
/// and the working directory `dir` (when given); killed, and the test
/// failed, when it runs longer than `limit` (a blocking read, a hang).
pub fn run_bounded(
    args: &[&str],
    env: &[(&str, &std::path::Path)],
    dir: Option<&std::path::Path>,
    limit: std::time::Duration,
) -> Run {
    let mut command = Command::new(bin());
    command
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    if let Some(d) = dir {
        command.current_dir(d);
    }
    let mut child = command.spawn().expect("spawn npuzzle");
    let start = std::time::Instant::now();
    while child.try_wait().expect("wait for npuzzle").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("npuzzle {args:?} did not finish within {limit:?} (a blocking read?)");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("wait for npuzzle");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

pub fn run(args: &[&str]) -> Run {
    run_with_input(args, b"")
}

/// Run and return the transcript, for `insta::assert_snapshot!`.
pub fn transcript(args: &[&str]) -> String {
    run(args).transcript(args)
}

/// The npm package `spec` (`gift-pegjs@1`) installed once under
/// `target/DIR` (`marker`, a file of the package, says it is there): its
/// `node_modules`. `None` (the test skipped) without node or npm outside
/// CI; a failed install fails the test. One install at a time.
pub fn npm_package(test: &str, dir: &str, spec: &str, marker: &str) -> Option<std::path::PathBuf> {
    static INSTALL: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let found = |tool: &str| {
        Command::new(tool)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if !require("node", found("node"), test) || !require("npm", found("npm"), test) {
        return None;
    }
    let _one = INSTALL.lock().unwrap_or_else(|e| e.into_inner());
    let prefix = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("..")
        .join(dir);
    let modules = prefix.join("node_modules");
    if !modules.join(marker).exists() {
        let out = Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--prefix"])
            .arg(&prefix)
            .arg(spec)
            .output()
            .expect("npm runs");
        assert!(
            out.status.success(),
            "npm install {spec} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Some(modules)
}

/// A Python package from PyPI, installed once with pip into `target/DIR`
/// (`marker`, a path under it, says it is there): the folder to put on
/// `PYTHONPATH`. `None` (the test skipped) without python3 outside CI; a
/// failed install fails the test. One install at a time.
pub fn pip_package(test: &str, dir: &str, spec: &str, marker: &str) -> Option<std::path::PathBuf> {
    static INSTALL: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let found = Command::new("python3")
        .args(["-m", "pip", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !require("python3 with pip", found, test) {
        return None;
    }
    let _one = INSTALL.lock().unwrap_or_else(|e| e.into_inner());
    let target = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("..")
        .join(dir);
    if !target.join(marker).exists() {
        let out = Command::new("python3")
            .args(["-m", "pip", "install", "--quiet", "--target"])
            .arg(&target)
            .arg(spec)
            .output()
            .expect("pip runs");
        assert!(
            out.status.success(),
            "pip install {spec} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Some(target)
}

/// A lesson's answer key (`lesson run LESSON --answer-key` in `lang`):
/// question number -> the answer as typed.
pub fn answer_key(lang: &str, lesson: &str) -> std::collections::BTreeMap<usize, String> {
    answer_key_of(&["--lang", lang, "lesson", "run", lesson, "--answer-key"])
}

/// The answer key `args` prints (`lesson run ... --answer-key`): question
/// number -> answer as typed.
pub fn answer_key_of(args: &[&str]) -> std::collections::BTreeMap<usize, String> {
    let run = run(args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
        .lines()
        .filter_map(|l| {
            let (n, rest) = l.split_once(". `")?;
            Some((n.parse().ok()?, rest.split_once('`')?.0.to_string()))
        })
        .collect()
}

/// The entries of a zip, in the zip's order: name and bytes.
pub fn unzip(path: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    use std::io::Read as _;
    let mut z = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    (0..z.len())
        .map(|i| {
            let mut f = z.by_index(i).unwrap();
            let mut bytes = Vec::new();
            f.read_to_end(&mut bytes).unwrap();
            (f.name().unwrap().to_string(), bytes)
        })
        .collect()
}
