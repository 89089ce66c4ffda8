//! What `npuzzle --version` says about the build: the target, the enabled
//! features, the compiler and, when the crate is built from a git checkout
//! of this repository, the commit and its date. A build from a package or
//! an archive (no `.git`, or no `git` program) says only the version.
//!
//! The script runs again only when the checked-out commit can have changed
//! (the files of `HEAD` and of the branch it names), not on every edit of
//! the sources, and never because of another branch's commit.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let dir = PathBuf::from(var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let version = var("CARGO_PKG_VERSION").unwrap_or_default();
    let target = var("TARGET").unwrap_or_default();
    let features = features();
    let rustc = rustc_version().unwrap_or_default();
    let line = match git(&dir) {
        Some(git) => {
            for path in &git.watched {
                println!("cargo:rerun-if-changed={}", path.display());
            }
            println!("cargo:rustc-env=NPUZZLE_BUILD_COMMIT={}", git.commit);
            println!("cargo:rustc-env=NPUZZLE_BUILD_COMMIT_DATE={}", git.date);
            let short = &git.commit[..git.commit.len().min(9)];
            format!("{version} ({short} {}, {target})", git.date)
        }
        None => {
            println!("cargo:rustc-env=NPUZZLE_BUILD_COMMIT=");
            println!("cargo:rustc-env=NPUZZLE_BUILD_COMMIT_DATE=");
            version
        }
    };
    println!("cargo:rustc-env=NPUZZLE_BUILD_TARGET={target}");
    println!(
        "cargo:rustc-env=NPUZZLE_BUILD_FEATURES={}",
        features.join(",")
    );
    println!("cargo:rustc-env=NPUZZLE_BUILD_RUSTC={rustc}");
    println!("cargo:rustc-env=NPUZZLE_VERSION_LINE={line}");
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The enabled features of the package, sorted.
fn features() -> Vec<String> {
    let mut names: Vec<String> = match var("CARGO_CFG_FEATURE") {
        Some(list) => list
            .split(',')
            .filter(|f| !f.is_empty())
            .map(str::to_string)
            .collect(),
        // Older cargo: the names upper-cased, `-` as `_`.
        None => std::env::vars()
            .filter_map(|(k, _)| {
                k.strip_prefix("CARGO_FEATURE_")
                    .map(|f| f.to_lowercase().replace('_', "-"))
            })
            .collect(),
    };
    names.sort();
    names
}

/// `rustc --version` of the compiler cargo builds with.
fn rustc_version() -> Option<String> {
    let rustc = var("RUSTC").unwrap_or_else(|| "rustc".to_string());
    let out = Command::new(rustc).arg("--version").output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    out.status
        .success()
        .then(|| text.trim().to_string())
        .filter(|t| !t.is_empty())
}

struct Git {
    commit: String,
    /// The committer's date, `YYYY-MM-DD` in the commit's own time zone
    /// (the same whoever builds it).
    date: String,
    /// The files whose change means another commit is checked out.
    watched: Vec<PathBuf>,
}

/// `git` in `dir`, with nothing of the environment's `GIT_*` (a hook that
/// runs cargo sets `GIT_DIR` and `GIT_INDEX_FILE`).
fn git_output(dir: &Path, args: &[&str]) -> Option<String> {
    let mut cmd = Command::new("git");
    cmd.arg("-C").arg(dir).args(args);
    for (k, _) in std::env::vars_os() {
        if k.to_string_lossy().starts_with("GIT_") {
            cmd.env_remove(k);
        }
    }
    let out = cmd.output().ok()?;
    if !out.status.success() {
        return None;
    }
    String::from_utf8(out.stdout).ok()
}

/// The commit checked out in `dir`, if `dir` is the top of a git work tree
/// (not a package unpacked somewhere inside another repository, as
/// `cargo package` does under `target/`).
fn git(dir: &Path) -> Option<Git> {
    let out = git_output(
        dir,
        &[
            "rev-parse",
            "--show-toplevel",
            "--absolute-git-dir",
            "--git-common-dir",
            "--symbolic-full-name",
            "HEAD",
        ],
    )?;
    let lines: Vec<&str> = out.lines().collect();
    let [top, git_dir, common, head] = lines[..] else {
        return None;
    };
    if std::fs::canonicalize(top).ok()? != std::fs::canonicalize(dir).ok()? {
        return None;
    }
    let git_dir = PathBuf::from(git_dir);
    let common = match Path::new(common) {
        c if c.is_absolute() => c.to_path_buf(),
        c => dir.join(c),
    };
    let log = git_output(dir, &["log", "-1", "--format=%H %cI", "HEAD"])?;
    let (commit, when) = log.trim().split_once(' ')?;
    let date = when.get(..10)?.to_string();
    if commit.len() < 40 || !commit.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut watched = vec![git_dir.join("HEAD")];
    if head != "HEAD" {
        // A branch: its loose ref, else the packed refs and the folder
        // where the loose ref would appear.
        let loose = common.join(head);
        if loose.is_file() {
            watched.push(loose);
        } else if let Some(parent) = loose.parent().filter(|p| p.is_dir()) {
            watched.push(parent.to_path_buf());
        }
    }
    // Only files that exist: cargo reruns a script on every build for a
    // missing one.
    for extra in ["packed-refs", "reftable"] {
        let path = common.join(extra);
        if path.exists() {
            watched.push(path);
        }
    }
    Some(Git {
        commit: commit.to_string(),
        date,
        watched,
    })
}
