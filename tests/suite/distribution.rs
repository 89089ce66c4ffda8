//! The command line as it is handed out (issue 39): `--version` says which
//! build it is, the package holds what the binary embeds, and the help's
//! examples come out whole through the real binary at any width.

use crate::common::{self, run};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The commit checked out here and its date, when this is the top of a
/// git work tree (as `build.rs` sees it).
fn checkout() -> Option<(String, String)> {
    let git = |args: &[&str]| {
        let out = Command::new("git")
            .arg("-C")
            .arg(root())
            .args(args)
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let top = git(&["rev-parse", "--show-toplevel"])?;
    if std::fs::canonicalize(top).ok()? != std::fs::canonicalize(root()).ok()? {
        return None;
    }
    let log = git(&["log", "-1", "--format=%H %cI", "HEAD"])?;
    let (commit, date) = log.split_once(' ')?;
    Some((commit.to_string(), date[..10].to_string()))
}

#[test]
fn version_names_the_commit_its_date_and_the_target() {
    let json = run(&["--version", "--json"]);
    assert_eq!((json.code, json.stderr.as_str()), (0, ""));
    let facts: serde_json::Value = serde_json::from_str(&json.stdout).expect("--version --json");
    assert_eq!(facts["schema_version"], 1);
    assert_eq!(facts["name"], "npuzzle");
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(facts["version"], version);
    let target = facts["target"].as_str().expect("a target");
    assert!(
        target.starts_with(std::env::consts::ARCH),
        "{target} is not built for {}",
        std::env::consts::ARCH
    );
    assert!(facts["features"].is_array(), "{facts}");
    assert!(
        facts["rustc"]
            .as_str()
            .is_some_and(|r| r.starts_with("rustc ")),
        "{facts}"
    );
    let line = run(&["--version"]);
    assert_eq!((line.code, line.stderr.as_str()), (0, ""));
    match checkout() {
        Some((commit, date)) => {
            assert_eq!(facts["commit"], commit.as_str());
            assert_eq!(facts["commit_date"], date.as_str());
            assert_eq!(
                line.stdout,
                format!("npuzzle {version} ({} {date}, {target})\n", &commit[..9])
            );
        }
        // Built from a package or an archive: the version alone.
        None => {
            assert!(facts["commit"].is_null(), "{facts}");
            assert_eq!(line.stdout, format!("npuzzle {version}\n"));
        }
    }
    // `-V` is the same line; `--json` without `--version` is a usage error.
    assert_eq!(run(&["-V"]).stdout, line.stdout);
    assert_eq!(run(&["--json", "-V"]).stdout, json.stdout);
    let alone = run(&["--json", "solvable", "724506831"]);
    assert_eq!(alone.code, 2, "{}", alone.stderr);
    assert!(alone.stderr.contains("--version"), "{}", alone.stderr);
}

/// The files the sources embed (`include_str!`, `include_bytes!`), and
/// those build.rs embeds by folder (every catalogue `i18n/LANG/*.ftl` and
/// lesson `lessons/**/*.yaml`), relative to the crate's root.
fn embedded() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (folder, ext) in [("i18n", "ftl"), ("lessons", "yaml")] {
        for file in common::files_under(&root().join(folder), ext) {
            let relative = file.strip_prefix(root()).unwrap();
            out.insert(relative.to_string_lossy().replace('\\', "/"));
        }
    }
    for file in common::files_under(&root().join("src"), "rs") {
        let text = std::fs::read_to_string(&file).unwrap();
        for macro_ in ["include_str!(\"", "include_bytes!(\""] {
            for (at, _) in text.match_indices(macro_) {
                let rest = &text[at + macro_.len()..];
                let literal = &rest[..rest.find('"').unwrap()];
                let mut path: PathBuf = file.parent().unwrap().to_path_buf();
                for part in Path::new(literal).components() {
                    match part {
                        std::path::Component::ParentDir => {
                            path.pop();
                        }
                        other => path.push(other),
                    }
                }
                let relative = path.strip_prefix(root()).unwrap();
                out.insert(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    out
}

#[test]
fn the_package_holds_what_the_binary_embeds_and_leaves_the_tests_out() {
    let out = Command::new(env!("CARGO"))
        .args([
            "package",
            "--list",
            "--locked",
            "--allow-dirty",
            "--offline",
        ])
        .current_dir(root())
        .output()
        .expect("cargo package --list");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let listed: BTreeSet<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    let embedded = embedded();
    assert!(
        embedded.iter().any(|f| f.starts_with("lessons/zh/"))
            && embedded.iter().any(|f| f.starts_with("i18n/vi/")),
        "the built-in lessons and catalogues: {embedded:?}"
    );
    let missing: Vec<&String> = embedded.difference(&listed).collect();
    assert!(missing.is_empty(), "embedded but not packaged: {missing:?}");
    // The build script, and the figure a unit test compares with its copy.
    for file in [
        "build.rs",
        "Cargo.lock",
        "data/aima-fig-3-29.txt",
        "README.md",
    ] {
        assert!(listed.contains(file), "{file} is not packaged");
    }
    let shipped_tests: Vec<&String> = listed
        .iter()
        .filter(|f| {
            ["tests/", "benches/", "docs/", ".ci/"]
                .iter()
                .any(|d| f.starts_with(d))
        })
        .collect();
    assert!(shipped_tests.is_empty(), "{shipped_tests:?}");
}

/// `npuzzle ARGS` with the help laid out for `columns` columns.
fn help_at(columns: &str, args: &[&str]) -> String {
    let out = Command::new(common::bin())
        .args(args)
        .env("COLUMNS", columns)
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_binary_keeps_examples_whole_at_the_terminals_width() {
    let loyd = "  npuzzle solvable \"1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0\"";
    for columns in ["40", "60", "80"] {
        let help = help_at(columns, &["solvable", "-h"]);
        let lines: Vec<&str> = help.lines().collect();
        let at = lines
            .iter()
            .position(|l| *l == loyd)
            .unwrap_or_else(|| panic!("COLUMNS={columns}: no whole example line:\n{help}"));
        assert!(lines[at + 1].starts_with("    # "), "{help}");
        // The prose is still wrapped to the width.
        let exit_codes = help_at(columns, &["--help"]);
        assert!(
            exit_codes
                .lines()
                .any(|l| l == "  npuzzle explain \"7 2 4/5 0 6/8 3 1\""),
            "{exit_codes}"
        );
        let widest_prose = exit_codes
            .lines()
            .filter(|l| !l.starts_with("  "))
            .map(|l| l.chars().count())
            .max()
            .unwrap();
        assert!(
            widest_prose <= columns.parse().unwrap(),
            "COLUMNS={columns}:\n{exit_codes}"
        );
    }
    // Wide enough, the comment stays on its line.
    let wide = help_at("120", &["--lang", "zh", "solvable", "-h"]);
    assert!(
        wide.lines()
            .any(|l| l.starts_with(loyd) && l.contains("# ")),
        "{wide}"
    );
}
