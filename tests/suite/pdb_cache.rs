//! The pattern database cache under attack and under faults: tampered
//! files with a recomputed checksum, devices and FIFOs in a file's place,
//! temporaries left by a killed save, Ctrl-C during a build, and where the
//! cache is. Each test has its own cache directory under cargo's target
//! directory.

use crate::common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Korf's instance 12: optimal length 45 for the blank-first goal.
const KORF_12: &str = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15";

fn temp_dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("pdb-cache-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Run with the cache under `cache` (XDG_CACHE_HOME), killed after 120 s.
fn npuzzle(args: &[&str], cache: &Path) -> common::Run {
    common::run_bounded(
        args,
        &[("XDG_CACHE_HOME", cache)],
        None,
        Duration::from_secs(120),
    )
}

/// The files of a cache directory but the build locks (empty files that
/// stay: `.pdb-….lock`, see `lock_file`) and the markers of verified
/// tables (`.pdb-….bin.verified`).
fn pdb_files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| {
                    !(n.starts_with(".pdb-") && (n.ends_with(".lock") || n.ends_with(".verified")))
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Raise every reachable value of a database file and recompute its
/// checksum as the format allows (header: magic 8, version 4, size 2,
/// goal 16, pattern size 1, cells k, entries 8, BLAKE3 32; then the table).
fn tamper(path: &Path) {
    let mut bytes = std::fs::read(path).unwrap();
    let k = bytes[30] as usize;
    let head = 31 + k + 8 + 32;
    let mut raised = 0;
    for v in &mut bytes[head..] {
        if (1..=60).contains(v) {
            *v += 4;
            raised += 1;
        }
    }
    assert!(raised > 1000, "nothing to raise in {}", path.display());
    let hash = *blake3::hash(&bytes[head..]).as_bytes();
    bytes[head - 32..head].copy_from_slice(&hash);
    std::fs::write(path, &bytes).unwrap();
}

/// `solve` Korf's instance 12 with the blank-first tables of the cache
/// `dir`, `altered` of which are refused (and rebuilt): the JSON answer, of
/// the true optimal length.
fn solve_refusing_altered(dir: &Path, altered: usize) -> serde_json::Value {
    let r = npuzzle(&["solve", KORF_12, "--goal", "blank-first", "--json"], dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr.matches("differs from the database").count(),
        altered,
        "{}",
        r.stderr
    );
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["length"], 45);
    v
}

#[test]
fn a_tampered_database_of_a_preset_goal_is_refused() {
    let dir = temp_dir("tamper");
    let r = npuzzle(&["pdb", "build", "--goal", "blank-first"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let sub = dir.join("npuzzle");
    let big: Vec<PathBuf> = pdb_files(&sub)
        .into_iter()
        .filter(|n| n.ends_with("14589c.bin") || n.ends_with("2367ab.bin"))
        .map(|n| sub.join(n))
        .collect();
    assert_eq!(big.len(), 2);
    for p in &big {
        tamper(p);
    }
    let r = npuzzle(&["pdb", "status", "--goal", "blank-first"], &dir);
    assert_eq!(r.code, 0);
    assert_eq!(
        r.stdout
            .matches("broken: differs from the database npuzzle builds for this goal")
            .count(),
        2,
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("1 of 3 databases ready"), "{}", r.stdout);
    // The solver refuses the altered files, rebuilds them and answers the
    // true optimum.
    let v = solve_refusing_altered(&dir, 2);
    assert_eq!(v["optimal"], true);
    assert_eq!(v["databases"], "verified");
    // The rebuilt files are the genuine ones again.
    let r = npuzzle(&["pdb", "status", "--goal", "blank-first"], &dir);
    assert_eq!(r.stdout.matches("present (verified)").count(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn databases_of_other_goals_are_trusted_on_their_checksum_only() {
    let dir = temp_dir("custom");
    let goal = "0 2 1 3/4 5 6 7/8 9 10 11/12 13 14 15";
    let r = npuzzle(&["pdb", "build", "--goal", goal], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = npuzzle(&["pdb", "status", "--goal", goal], &dir);
    assert_eq!(
        r.stdout.matches("present (checksum-only)").count(),
        3,
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("Trust: checksum only: this goal is not a preset"),
        "{}",
        r.stdout
    );
    let r = npuzzle(&["pdb", "status", "--goal", goal, "--json"], &dir);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["databases"][0]["trust"], "checksum-only");
    // A solution resting on them says so.
    let board = "4 2 1 3/0 5 6 7/8 9 10 11/12 13 14 15";
    let r = npuzzle(&["solve", board, "--goal", goal, "--json"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        (
            v["length"].as_u64(),
            v["databases"].as_str(),
            v["optimal"].as_bool()
        ),
        (Some(1), Some("checksum-only"), Some(false))
    );
    let r = npuzzle(&["solve", board, "--goal", goal], &dir);
    assert!(
        r.stdout
            .contains("not proved optimal: this goal is not a preset"),
        "{}",
        r.stdout
    );
    // Tables altered with a recomputed checksum: nothing false is claimed
    // about a board 2 moves from the goal (no "ruled out", no optimum).
    let sub = dir.join("npuzzle");
    for name in pdb_files(&sub) {
        tamper(&sub.join(name));
    }
    let near = "2 5 1 3/4 0 6 7/8 9 10 11/12 13 14 15";
    let r = npuzzle(
        &[
            "solve",
            near,
            "--goal",
            goal,
            "--json",
            "--max-nodes",
            "20000",
        ],
        &dir,
    );
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["optimal"], false, "{}", r.stdout);
    assert!(v["lower_bound"].is_null(), "{}", r.stdout);
    assert!(!r.stderr.contains("ruled out"), "{}", r.stderr);
    let r = npuzzle(
        &["solve", near, "--goal", goal, "--max-nodes", "20000"],
        &dir,
    );
    assert!(!r.stdout.contains("ruled out"), "{}", r.stdout);
    assert!(!r.stdout.contains("shortest possible"), "{}", r.stdout);
    assert!(r.stdout.contains("not proved"), "{}", r.stdout);
    // explain says the same of its solution (or its stopped search).
    let r = npuzzle(&["explain", near, "--goal", goal, "--json"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["solution"]["optimal"], false, "{}", r.stdout);
    assert_eq!(v["solution"]["method"], "unproved-pattern-databases");
    assert!(!r.stdout.contains("at least"), "{}", r.stdout);
    // Once rebuilt in the run that uses them, the answer is proved again.
    let r = npuzzle(&["pdb", "clear", "--goal", goal], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = npuzzle(&["solve", near, "--goal", goal, "--json"], &dir);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        (v["length"].as_u64(), v["optimal"].as_bool()),
        (Some(2), Some(true)),
        "{}",
        r.stdout
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn devices_and_fifos_in_the_cache_are_not_read() {
    let dir = temp_dir("special");
    let sub = dir.join("npuzzle");
    std::fs::create_dir_all(&sub).unwrap();
    let big = sub.join("pdb-4x4-0123456789abcdef-14589c.bin");
    let small = sub.join("pdb-4x4-0123456789abcdef-def.bin");
    std::os::unix::fs::symlink("/dev/zero", &big).unwrap();
    let c = std::ffi::CString::new(small.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let r = npuzzle(&["pdb", "status", "--goal", "blank-first"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.matches("broken: is not a regular file").count(),
        2,
        "{}",
        r.stdout
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn stale_temporaries_are_listed_and_removed() {
    let dir = temp_dir("tmp");
    let sub = dir.join("npuzzle");
    std::fs::create_dir_all(&sub).unwrap();
    // A process that has exited: its temporary is stale. This test's own
    // process is alive: its temporary is a save in progress and stays.
    let mut gone = Command::new(common::bin())
        .arg("--version")
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let dead = gone.id();
    gone.wait().unwrap();
    let stale = format!(".pdb-4x4-0123456789abcdef-def.bin.tmp{dead}");
    let live = format!(
        ".pdb-4x4-0123456789abcdef-14589c.bin.tmp{}",
        std::process::id()
    );
    std::fs::write(sub.join(&stale), b"half a database").unwrap();
    std::fs::write(sub.join(&live), b"being written").unwrap();
    let r = npuzzle(&["pdb", "status", "--goal", "blank-first"], &dir);
    assert!(r.stdout.contains("Stale temporary files"), "{}", r.stdout);
    assert!(r.stdout.contains(&stale), "{}", r.stdout);
    assert!(!r.stdout.contains(&live), "{}", r.stdout);
    let r = npuzzle(&["pdb", "status", "--json"], &dir);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["stale_temporaries"][0]["file"], stale.as_str());
    let r = npuzzle(&["pdb", "clear"], &dir);
    assert_eq!(r.code, 0);
    assert!(
        r.stdout.contains("Removed 1 stale temporary file"),
        "{}",
        r.stdout
    );
    assert_eq!(pdb_files(&sub), vec![live.clone()]);
    // `pdb build` removes them too.
    std::fs::write(sub.join(&stale), b"half a database").unwrap();
    let r = npuzzle(&["pdb", "build", "--goal", "blank-last", "--json"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["removed_temporaries"].as_array().unwrap().len(), 1);
    assert!(!sub.join(&stale).exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_directory_named_like_a_temporary_or_a_table_is_left_alone() {
    let dir = temp_dir("tmpdir");
    let sub = dir.join("npuzzle");
    for name in [
        ".pdb-4x4-0123456789abcdef-def.bin.tmp999998",
        "pdb-4x4-0123456789abcdef-14589c.bin",
    ] {
        std::fs::create_dir_all(sub.join(name).join("inside")).unwrap();
    }
    let r = npuzzle(&["pdb", "status"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.contains("tmp999998"), "{}", r.stdout);
    let r = npuzzle(&["pdb", "clear"], &dir);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    // -q: no status line at all on standard error (not a terminal here).
    let r = npuzzle(
        &["pdb", "build", "--goal", "blank-last", "--json", "-q"],
        &dir,
    );
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert!(
        sub.join("pdb-4x4-0123456789abcdef-14589c.bin/inside")
            .is_dir()
    );
    // Without -q the build's status lines are there.
    let r = npuzzle(&["pdb", "build", "--goal", "blank-last"], &dir);
    assert!(r.stderr.starts_with("pdb: loaded "), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Start `npuzzle args`, send SIGINT once it says it is building, and
/// return its exit code and standard error.
#[cfg(unix)]
fn interrupt_build(args: &[&str], cache: &Path) -> (i32, String) {
    let mut child = Command::new(common::bin())
        .args(args)
        .env("NO_COLOR", "1")
        .env("XDG_CACHE_HOME", cache)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut seen = String::new();
    loop {
        let mut line = String::new();
        if err.read_line(&mut line).unwrap() == 0 {
            panic!("npuzzle {args:?} ended before building: {seen}");
        }
        seen.push_str(&line);
        if line.contains("pdb: building pattern databases") {
            break;
        }
    }
    // SAFETY: signalling our own child.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("npuzzle {args:?} went on building after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut err, &mut rest).unwrap();
    seen.push_str(&rest);
    (status.code().unwrap_or(-1), seen)
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_build_and_leaves_no_file() {
    for args in [
        &["solve", KORF_12, "--goal", "blank-first"][..],
        &["pdb", "build", "--goal", "blank-first"],
    ] {
        let dir = temp_dir("ctrlc");
        let (code, err) = interrupt_build(args, &dir);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(
            err.contains("interrupted while building the pattern databases: nothing was saved"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("pdb: saved"), "{err}");
        assert_eq!(
            pdb_files(&dir.join("npuzzle")),
            Vec::<String>::new(),
            "{args:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_goal_of_another_size_is_named_as_a_goal() {
    let dir = temp_dir("size");
    let r = npuzzle(&["pdb", "status", "--goal", "724506831"], &dir);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr.trim(),
        "npuzzle: --goal: pattern databases exist for 4x4 goals only, and this goal is 3x3"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn status_prints_the_platform_cache_directory() {
    // Without XDG_CACHE_HOME the platform's place (from the directories
    // crate) is used; on Linux that is ~/.cache/npuzzle.
    let home = temp_dir("home");
    let out = Command::new(common::bin())
        .args(["pdb", "status", "--json"])
        .env("NO_COLOR", "1")
        .env_remove("XDG_CACHE_HOME")
        .env("HOME", &home)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let dir = v["cache_dir"].as_str().unwrap();
    if cfg!(target_os = "linux") {
        assert_eq!(Path::new(dir), home.join(".cache").join("npuzzle"), "{dir}");
    } else {
        assert!(dir.contains("npuzzle"), "{dir}");
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn an_altered_5x5_table_is_shown_broken_and_bad_5x5_goals_are_refused() {
    use npuzzle::board::Board;
    use npuzzle::pdb::pdb24;
    let dir = temp_dir("altered-5x5");
    // Korf & Felner's first table, all zeros, with a matching checksum.
    let goal = Board::blank_first(5, 5).unwrap();
    let layout = pdb24::Layout::new(&goal, &pdb24::korf_felner()).unwrap();
    let cells = &layout.tables[0];
    let path = dir.join("npuzzle").join(pdb24::file_name(cells));
    pdb24::write_cache(&path, cells, &vec![0u8; pdb24::placements(cells.len())]).unwrap();
    let r = npuzzle(&["pdb", "status"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let line = r
        .stdout
        .lines()
        .find(|l| l.contains("5x5 table 1"))
        .expect("the 5x5 table is listed");
    assert!(
        line.contains("broken: differs from the table npuzzle builds (content hash"),
        "{line}"
    );
    assert!(r.stdout.contains("5x5 table 2"), "{}", r.stdout);
    // Goals the 5x5 tables cannot serve, and sizes without tables.
    let r = npuzzle(&["pdb", "build", "--size", "5x5", "--goal", "snail"], &dir);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr.trim(),
        "npuzzle: --goal: the 5x5 pattern databases need a goal with the blank in a corner (blank-first or blank-last)"
    );
    let r = npuzzle(&["pdb", "build", "--size", "6x6"], &dir);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("invalid value '6x6'"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The lock a build of the blank-first 4x4 tables takes.
fn lock_file(cache: &Path) -> PathBuf {
    npuzzle::pdb::lock::path(&cache.join("npuzzle"), "pdb-4x4-0123456789abcdef")
}

#[cfg(unix)]
#[test]
fn a_build_waits_for_another_and_uses_its_tables() {
    // The lock held here as another build would hold it: `pdb build`
    // says it waits and builds nothing; the tables appear (built in a
    // second cache and copied in, still under the lock); once the lock is
    // released it reads them, builds none and saves none.
    let dir = temp_dir("lock");
    let other = temp_dir("lock-other");
    let r = npuzzle(&["pdb", "build", "--goal", "blank-first"], &other);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let never = std::sync::atomic::AtomicBool::new(false);
    let sub = dir.join("npuzzle");
    let held = npuzzle::pdb::lock::acquire(&sub, "pdb-4x4-0123456789abcdef", &never, &mut |_| {});
    assert!(lock_file(&dir).exists());
    let npuzzle::pdb::lock::Locked::Held {
        lock,
        waited: false,
    } = held
    else {
        panic!("the lock: {held:?}")
    };
    let mut child = Command::new(common::bin())
        .args(["pdb", "build", "--goal", "blank-first", "--json"])
        .env("NO_COLOR", "1")
        .env("XDG_CACHE_HOME", &dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    err.read_line(&mut line).unwrap();
    assert!(
        line.starts_with("pdb: another npuzzle is building these tables"),
        "{line}"
    );
    assert!(line.contains(".pdb-4x4-0123456789abcdef.lock"), "{line}");
    std::thread::sleep(Duration::from_millis(300));
    assert!(child.try_wait().unwrap().is_none(), "it does not wait");
    for name in pdb_files(&other.join("npuzzle")) {
        std::fs::copy(other.join("npuzzle").join(&name), sub.join(&name)).unwrap();
    }
    drop(lock);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (v["loaded"].as_u64(), v["built"].as_u64()),
        (Some(3), Some(0)),
        "{v}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}

#[test]
fn two_builds_at_once_build_the_tables_once() {
    let dir = temp_dir("two-builds");
    let start = || {
        Command::new(common::bin())
            .args(["pdb", "build", "--goal", "blank-last", "--json"])
            .env("XDG_CACHE_HOME", &dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let (a, b) = (start(), start());
    let mut built = 0;
    let mut waited = 0;
    for child in [a, b] {
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        built += v["built"].as_u64().unwrap();
        waited += err.contains("another npuzzle is building these tables") as u32;
    }
    // Three tables for the goal: built by one process, read by the other
    // (which waited for them when it started while they were being built).
    assert_eq!(built, 3, "waited: {waited}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_table_changed_after_it_was_verified_is_checked_again() {
    // A load hashes a table once and remembers it (a marker keyed by the
    // file's identity) when the file is older than two seconds; a table
    // rewritten in place afterwards (same name, inode and size, checksum
    // recomputed) no longer matches its marker: hashed again, refused.
    let dir = temp_dir("marker");
    let r = npuzzle(&["pdb", "build", "--goal", "blank-first"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    std::thread::sleep(Duration::from_millis(2100));
    let r = npuzzle(&["solve", KORF_12, "--goal", "blank-first", "--json"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let sub = dir.join("npuzzle");
    let table = sub.join("pdb-4x4-0123456789abcdef-14589c.bin");
    let marker = sub.join(".pdb-4x4-0123456789abcdef-14589c.bin.verified");
    assert!(
        marker.exists(),
        "{:?}",
        std::fs::read_dir(&sub).unwrap().collect::<Vec<_>>()
    );
    // Remembered: the next load reads the marker and does not hash.
    let r = npuzzle(&["pdb", "status", "--goal", "blank-first"], &dir);
    assert_eq!(
        r.stdout.matches("present (verified)").count(),
        3,
        "{}",
        r.stdout
    );
    tamper(&table);
    solve_refusing_altered(&dir, 1);
    // `pdb clear` takes the markers with the tables.
    let r = npuzzle(&["pdb", "clear"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!marker.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The 7-8 tables (issue 40): `pdb status` lists the goal's two files as
/// missing; a solve never builds them: `--heuristic pdb-7-8` (or
/// `pdb-7-8-dual`) without them is a one-line error naming the command
/// that builds them (exit 2), and
/// `solve --batch` keeps the 6-6-3 tables; goals without reflection and
/// 5x5 are refused.
#[test]
fn the_7_8_tables_are_listed_and_never_built_by_a_solve() {
    let dir = temp_dir("seven-eight");
    let r = npuzzle(&["pdb", "status", "--goal", "blank-first", "--json"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let tables = v["databases_7_8"].as_array().expect("the 7-8 tables");
    let files: Vec<&str> = tables.iter().map(|t| t["file"].as_str().unwrap()).collect();
    assert_eq!(
        files,
        [
            "pdb-4x4-0123456789abcdef-1234567.bin",
            "pdb-4x4-0123456789abcdef-89abcdef.bin"
        ]
    );
    let entries: Vec<u64> = tables
        .iter()
        .map(|t| t["entries"].as_u64().unwrap())
        .collect();
    assert_eq!(entries, [57_657_600, 518_918_400]);
    assert!(tables.iter().all(|t| t["state"] == "missing"), "{tables:?}");
    let r = npuzzle(&["pdb", "status", "--goal", "blank-first"], &dir);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("7-8 partition of this goal"),
        "{}",
        r.stdout
    );
    let missing = r
        .stdout
        .lines()
        .filter(|l| l.contains("518918400") || l.contains("57657600"))
        .filter(|l| l.ends_with("missing"))
        .count();
    assert_eq!(missing, 2, "{}", r.stdout);

    for heuristic in ["pdb-7-8", "pdb-7-8-dual"] {
        let r = npuzzle(
            &[
                "solve",
                KORF_12,
                "--goal",
                "blank-first",
                "--heuristic",
                heuristic,
            ],
            &dir,
        );
        assert_eq!(r.code, 2, "{heuristic}: {}", r.stdout);
        assert_eq!(
            r.stderr.trim(),
            "npuzzle: the 7-8 pattern databases of this goal are not in the cache; build them once with: npuzzle pdb build --partition 7-8 --goal blank-first (a few minutes, about 1.9 GB of memory)"
        );
    }
    let big = |dir: &Path| {
        pdb_files(&dir.join("npuzzle"))
            .into_iter()
            .filter(|n| n.ends_with("-1234567.bin") || n.ends_with("-89abcdef.bin"))
            .collect::<Vec<_>>()
    };
    assert!(big(&dir).is_empty(), "{:?}", big(&dir));

    // A batch without the 7-8 tables: the 6-6-3 ones, the published length.
    let file = dir.join("korf12.txt");
    std::fs::write(&file, format!("{KORF_12}\n")).unwrap();
    let r = npuzzle(
        &[
            "solve",
            "--batch",
            file.to_str().unwrap(),
            "--goal",
            "blank-first",
            "--format",
            "jsonl",
        ],
        &dir,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let line: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(line["heuristic"], "pdb-6-6-3", "{line}");
    assert_eq!(line["length"], 45);
    assert!(big(&dir).is_empty(), "{:?}", big(&dir));

    let r = npuzzle(
        &["pdb", "build", "--partition", "7-8", "--goal", "snail"],
        &dir,
    );
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr.trim(),
        "npuzzle: the 7-8 pattern databases need a 4x4 goal whose blank is on the main diagonal (blank-first or blank-last)"
    );
    let r = npuzzle(
        &["pdb", "build", "--partition", "7-8", "--size", "5x5"],
        &dir,
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("--partition 7-8"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}
