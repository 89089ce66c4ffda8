//! `npuzzle --version` and `npuzzle --version --json`: what the binary is,
//! as `build.rs` found it at build time, so that bug reports from many
//! machines can be told apart.

use npuzzle::error::Result;
use serde::Serialize;
use std::io::Write;

/// The line of `--version` after the name: the version, and when built
/// from git the commit, its date and the target
/// (`0.1.0 (7e3ee7c4a 2026-05-30, x86_64-unknown-linux-gnu)`).
pub const LINE: &str = env!("NPUZZLE_VERSION_LINE");

/// The facts of `--version --json`.
#[derive(Debug, Serialize)]
pub struct Facts {
    pub schema_version: u32,
    pub name: &'static str,
    pub version: &'static str,
    /// The commit built, when built from a git checkout; else null.
    pub commit: Option<&'static str>,
    /// Its committer date (`YYYY-MM-DD`), when built from git.
    pub commit_date: Option<&'static str>,
    /// The target triple the binary was built for.
    pub target: &'static str,
    /// The cargo features enabled at build time.
    pub features: Vec<&'static str>,
    /// `rustc --version` of the compiler, when it could be asked.
    pub rustc: Option<&'static str>,
}

fn non_empty(s: &'static str) -> Option<&'static str> {
    (!s.is_empty()).then_some(s)
}

/// The facts of this binary.
pub fn facts() -> Facts {
    Facts {
        schema_version: 1,
        name: env!("CARGO_PKG_NAME"),
        version: env!("CARGO_PKG_VERSION"),
        commit: non_empty(env!("NPUZZLE_BUILD_COMMIT")),
        commit_date: non_empty(env!("NPUZZLE_BUILD_COMMIT_DATE")),
        target: env!("NPUZZLE_BUILD_TARGET"),
        features: env!("NPUZZLE_BUILD_FEATURES")
            .split(',')
            .filter(|f| !f.is_empty())
            .collect(),
        rustc: non_empty(env!("NPUZZLE_BUILD_RUSTC")),
    }
}

/// Whether `--version` asks for JSON: `--json` before `--` (clap prints
/// the version as soon as it reads `--version`, so the binary looks at
/// the words itself).
pub fn json_requested(args: &[std::ffi::OsString]) -> bool {
    args.iter()
        .skip(1)
        .take_while(|a| *a != "--")
        .any(|a| a == "--json")
}

/// Write the facts as one JSON object.
pub fn write_json(out: &mut dyn Write) -> Result<()> {
    npuzzle::render::json::write_pretty(out, &facts())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_starts_with_the_version_and_names_the_target_with_a_commit() {
        let f = facts();
        assert!(LINE.starts_with(f.version), "{LINE}");
        match f.commit {
            Some(commit) => {
                assert_eq!(commit.len(), 40, "{commit}");
                let date = f.commit_date.expect("a commit has a date");
                assert_eq!(
                    LINE,
                    format!("{} ({} {date}, {})", f.version, &commit[..9], f.target)
                );
            }
            None => assert_eq!(LINE, f.version),
        }
        assert!(f.target.split('-').count() >= 3, "{}", f.target);
    }

    #[test]
    fn json_is_asked_for_before_the_double_dash_only() {
        let words = |w: &[&str]| -> Vec<std::ffi::OsString> {
            std::iter::once("npuzzle")
                .chain(w.iter().copied())
                .map(Into::into)
                .collect()
        };
        assert!(json_requested(&words(&["--version", "--json"])));
        assert!(json_requested(&words(&["--json", "-V"])));
        assert!(!json_requested(&words(&["--version"])));
        assert!(!json_requested(&words(&["--version", "--", "--json"])));
    }
}
