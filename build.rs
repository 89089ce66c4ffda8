//! Embeds the data files that make a language and a course: the message
//! catalogue (`i18n/LANG/*.ftl`) and the built-in lessons with their
//! translations (`lessons/*.yaml`, `lessons/LANG/*.yaml`). The lists are
//! made from the folders, so a new language or lesson is files, not code:
//! each list has one `include_str!` per file (Cargo then
//! rebuilds when one changes) and the folders are watched for new files.
//! Two files: `$OUT_DIR/catalogue.rs` (for `src/i18n/catalogue.rs`) and
//! `$OUT_DIR/lessons.rs` (for `src/lesson/builtin.rs`).
//!
//! Second (`version`), what `npuzzle --version` says about the build: the target, the enabled
//! features, the compiler and, when the crate is built from a git checkout
//! of this repository, the commit and its date. A build from a package or
//! an archive (no `.git`, or no `git` program) says only the version.
//!
//! The script runs again only when those folders or the checked-out commit
//! can have changed (the files of `HEAD` and of the branch it names), not
//! on every edit of the sources, and never because of another branch's
//! commit.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    embed();
    version();
}

/// The catalogue and the lessons.
fn embed() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by Cargo"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by Cargo"));
    let mut out = String::from("// Made by build.rs from the folder i18n/.\n");

    let i18n = root.join("i18n");
    watch(&i18n);
    let mut catalogue = Vec::new();
    // The help's messages are the command line's: a build without it (the
    // explorer's WebAssembly) leaves them out, a fifth of the catalogue.
    let cli = std::env::var_os("CARGO_FEATURE_CLI").is_some();
    for lang in subfolders(&i18n) {
        watch(&lang);
        for file in files(&lang, "ftl") {
            if !cli && name(&file) == "help.ftl" {
                continue;
            }
            catalogue.push((format!("{}/{}", name(&lang), name(&file)), file));
        }
    }
    list(&mut out, "CATALOGUE", &catalogue);
    fs::write(out_dir.join("catalogue.rs"), &out).expect("OUT_DIR is writable");

    let mut out = String::from("// Made by build.rs from the folder lessons/.\n");

    let lessons = root.join("lessons");
    watch(&lessons);
    let builtin: Vec<(String, PathBuf)> = files(&lessons, "yaml")
        .into_iter()
        .map(|f| (stem(&f), f))
        .collect();
    list(&mut out, "LESSONS", &builtin);

    let mut translations = Vec::new();
    for lang in subfolders(&lessons) {
        watch(&lang);
        for file in files(&lang, "yaml") {
            translations.push((stem(&file), name(&lang), file));
        }
    }
    // In course order, each lesson's languages in their codes' order.
    translations.sort();
    let _ = writeln!(
        out,
        "pub(super) const TRANSLATIONS: &[(&str, &str, &str)] = &["
    );
    for (lesson, lang, path) in &translations {
        let _ = writeln!(
            out,
            "    ({lesson:?}, {lang:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");

    fs::write(out_dir.join("lessons.rs"), out).expect("OUT_DIR is writable");
}

/// `pub const NAME: &[(&str, &str)]`: each entry's name and its text.
fn list(out: &mut String, constant: &str, entries: &[(String, PathBuf)]) {
    let _ = writeln!(out, "pub(super) const {constant}: &[(&str, &str)] = &[");
    for (key, path) in entries {
        let _ = writeln!(
            out,
            "    ({key:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
}

/// A folder's modification time changes when a file is added or removed.
fn watch(dir: &Path) {
    println!("cargo:rerun-if-changed={}", dir.display());
}

fn sorted(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable folder").path())
        .collect();
    v.sort();
    v
}

fn subfolders(dir: &Path) -> Vec<PathBuf> {
    sorted(dir).into_iter().filter(|p| p.is_dir()).collect()
}

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    sorted(dir)
        .into_iter()
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == ext))
        .collect()
}

fn name(p: &Path) -> String {
    p.file_name()
        .and_then(|n| n.to_str())
        .expect("a UTF-8 file name")
        .to_string()
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .and_then(|n| n.to_str())
        .expect("a UTF-8 file name")
        .to_string()
}

/// The words of `--version`, as environment variables of the compilation.
fn version() {
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
