//! Every file the tool reads goes through the one bounded, regular-files-
//! only reader, `src/fsread.rs` (no FIFO hangs, no `/dev/zero` read to the
//! end, no file read past its cap). This test reads the sources and fails
//! with the list of every other place that opens or reads a file.

use std::path::{Path, PathBuf};

/// What reads a file (directory listings, metadata and writes are fine).
const READS: &[&str] = &[
    "File::open(",
    "fs::read(",
    "fs::read_to_string(",
    "read_to_string(",
    "read_to_end(",
    ".read(true)",
];

/// Files allowed to read on their own, each with its reason (none today:
/// an entry must say why a file cannot go through `fsread`).
const ALLOWED: &[(&str, &str)] = &[];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without its unit tests (`#[cfg(test)] mod tests`
/// at the end, or a whole file that is one, marked `#![cfg(test)]`: they
/// read fixtures) and without comments.
fn code(text: &str) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    if text.lines().any(|l| l.trim() == "#![cfg(test)]") {
        return lines;
    }
    let mut all = text.lines().enumerate().peekable();
    while let Some((i, line)) = all.next() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]")
            && all
                .peek()
                .is_some_and(|(_, next)| next.trim_start().starts_with("mod tests"))
        {
            break;
        }
        if t.starts_with("//") {
            continue;
        }
        lines.push((i + 1, line));
    }
    lines
}

#[test]
fn no_file_is_read_outside_fsread() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    assert!(files.len() > 50, "the sources were not found");
    let mut found = Vec::new();
    let mut allowed_seen = Vec::new();
    for file in &files {
        let rel = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if rel == "src/fsread.rs" {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in code(&text) {
            if READS.iter().any(|r| line.contains(r)) {
                if ALLOWED.iter().any(|(f, _)| *f == rel) {
                    allowed_seen.push(rel.clone());
                } else {
                    found.push(format!("{rel}:{n}: {}", line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "files read outside src/fsread.rs (use fsread::read_text, read_bytes or read_text_within):\n{}",
        found.join("\n")
    );
    // An allowance that is no longer needed is removed, not kept.
    for (f, why) in ALLOWED {
        assert!(
            allowed_seen.iter().any(|s| s == f),
            "{f} no longer reads on its own ({why}): remove it from ALLOWED"
        );
    }
}

#[test]
fn the_check_sees_a_read() {
    // The scanner itself: a read in code is found, one in a comment or in
    // the unit tests is not.
    let text = "fn a() {\n    let t = std::fs::read_to_string(p);\n}\n// File::open(x)\n#[cfg(test)]\nmod tests {\n    fn b() { std::fs::File::open(q); }\n}\n";
    let hits: Vec<usize> = code(text)
        .into_iter()
        .filter(|(_, l)| READS.iter().any(|r| l.contains(r)))
        .map(|(n, _)| n)
        .collect();
    assert_eq!(hits, vec![2]);
}
