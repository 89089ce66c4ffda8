//! The documentation's examples are run (each page once: docs/src is the
//! only copy of the book's pages), and its relative links must resolve.
//!
//! The examples: every `npuzzle ...` command in a
//! ```` ```console ```` block of README.md and of docs/ is executed with
//! trycmd and its output (standard output and standard error together) and
//! exit code compared with the block. `...` on a line of its own skips lines,
//! `[..]` the rest of a line, `? N` states a non-zero exit code.
//!
//! After a deliberate change of output, `TRYCMD=overwrite cargo test
//! --release --test suite docs::` rewrites the blocks; review the diff.

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
    for path in book_pages(root) {
        cases.case(path);
        pages += 1;
    }
    assert!(pages >= 10, "only {pages} pages found under docs/src/");
}

/// The pages of the mdBook (docs/src/*.md), each once.
fn book_pages(root: &Path) -> Vec<std::path::PathBuf> {
    crate::common::files_with_extension(&root.join("docs/src"), "md")
}

/// The targets of the inline Markdown links `[text](target)` of a page,
/// outside code (fenced blocks and `code spans`).
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // Code spans hold examples, not links.
        let prose: String = line
            .split('`')
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, s)| s)
            .collect::<Vec<_>>()
            .join(" ");
        let mut rest = prose.as_str();
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let Some(end) = after.find(')') else { break };
            out.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    out
}

/// Every relative link of README.md and of the book resolves. In the book
/// a link must stay inside docs/src (mdBook copies only that folder, and
/// turns `.md` links into `.html` pages): a link to a file elsewhere in
/// the repository is dead on the rendered site.
#[test]
fn every_relative_link_of_the_readme_and_the_book_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let book = root.join("docs/src").canonicalize().unwrap();
    let mut dead = Vec::new();
    let mut checked = 0;
    let mut pages = book_pages(root);
    pages.push(root.join("README.md"));
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        let in_book = page.starts_with(root.join("docs/src"));
        for target in links(&text) {
            let target = target.split_whitespace().next().unwrap_or("");
            if target.is_empty()
                || target.starts_with('#')
                || target.contains("://")
                || target.starts_with("mailto:")
            {
                continue;
            }
            let file = target.split('#').next().unwrap();
            let resolved = page.parent().unwrap().join(file);
            checked += 1;
            let name = page.strip_prefix(root).unwrap().display().to_string();
            match resolved.canonicalize() {
                Err(_) => dead.push(format!("{name}: {target}: no such file")),
                Ok(real) if in_book && !real.starts_with(&book) => dead.push(format!(
                    "{name}: {target}: outside docs/src, dead in the rendered book"
                )),
                Ok(_) => {}
            }
        }
    }
    assert!(checked > 20, "only {checked} links found");
    assert!(dead.is_empty(), "dead links:\n{}", dead.join("\n"));
}

#[test]
fn the_link_finder_skips_code() {
    let text = "See [a](a.md) and `[b](b.md)`.\n```\n[c](c.md)\n```\n[d](d.md#x)";
    assert_eq!(links(text), vec!["a.md", "d.md#x"]);
}
