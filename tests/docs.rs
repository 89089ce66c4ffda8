//! The documentation's examples are run: every `npuzzle ...` command in a
//! ```` ```console ```` block of README.md and of docs/ is executed with
//! trycmd and its output (standard output and standard error together) and
//! exit code compared with the block. `...` on a line of its own skips lines,
//! `[..]` the rest of a line, `? N` states a non-zero exit code.
//!
//! After a deliberate change of output, `TRYCMD=overwrite cargo test
//! --release --test docs` rewrites the blocks; review the diff.

use std::path::Path;

#[test]
fn console_examples_in_readme_and_docs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Pattern databases an example might build stay under cargo's target
    // directory, never in the user's cache.
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("docs-cache");
    std::fs::create_dir_all(&cache).expect("create the test cache directory");
    let state = Path::new(env!("CARGO_TARGET_TMPDIR")).join("docs-state");
    std::fs::create_dir_all(&state).expect("create the test state directory");
    let cases = trycmd::TestCases::new();
    cases
        .register_bin(
            "npuzzle",
            std::path::PathBuf::from(env!("CARGO_BIN_EXE_npuzzle")),
        )
        .env("NO_COLOR", "1")
        .env("XDG_CACHE_HOME", cache.display().to_string())
        .env("HOME", cache.display().to_string())
        // Saved lesson progress and the wrapping width never come from the
        // developer's own setup.
        .env("XDG_STATE_HOME", state.display().to_string())
        .env("COLUMNS", "80")
        .case(root.join("README.md"));
    let mut pages = 0;
    for dir in ["docs", "docs/src"] {
        let dir = root.join(dir);
        let entries = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("read a docs entry").path();
            // docs/src/sources.md is a link to docs/sources.md: run it once.
            let is_link = path
                .symlink_metadata()
                .map(|m| m.file_type().is_symlink())
                .unwrap_or(false);
            if path.extension().is_some_and(|e| e == "md") && !is_link {
                cases.case(path);
                pages += 1;
            }
        }
    }
    assert!(pages >= 10, "only {pages} pages found under docs/");
}
