//! ARCHITECTURE.md against the tree it describes: every path it names
//! exists, every top-level module of src/lib.rs has an entry in its code map
//! and every entry is a module, each entry's "Uses:" line lists exactly the
//! modules that module's code names, every test file is in its test map,
//! and the core (everything outside src/cli/ and src/main.rs) never prints.
//! A failure says which line of ARCHITECTURE.md to change.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

fn map() -> String {
    read(&root().join("ARCHITECTURE.md"))
}

/// The text of a `## ` section of the map, up to the next `## `.
fn section<'a>(text: &'a str, title: &str) -> &'a str {
    let start = text
        .find(&format!("\n## {title}\n"))
        .unwrap_or_else(|| panic!("ARCHITECTURE.md has no section `## {title}`"));
    let body = &text[start + 1..];
    let end = body[3..].find("\n## ").map_or(body.len(), |i| i + 3);
    &body[..end]
}

/// Top-level modules declared in src/lib.rs.
fn lib_modules() -> BTreeSet<String> {
    read(&root().join("src/lib.rs"))
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';').to_string())
        .collect()
}

/// The code map's entries: `### `name`` headings, each with its text.
fn entries() -> Vec<(String, String)> {
    let text = map();
    let code_map = section(&text, "Code map");
    code_map
        .split("\n### `")
        .skip(1)
        .map(|chunk| {
            let name = chunk.split('`').next().unwrap().to_string();
            (name, chunk.to_string())
        })
        .collect()
}

#[test]
fn every_path_named_exists() {
    let text = map();
    let prefixes = [
        "src/",
        "tests/",
        "benches/",
        "lessons/",
        "data/",
        "docs/",
        "examples/",
        ".ci/",
    ];
    let mut named = BTreeSet::new();
    // Paths in backticks, and the targets of Markdown links.
    for (i, piece) in text.split('`').enumerate() {
        if i % 2 == 1 && prefixes.iter().any(|p| piece.starts_with(p)) {
            named.insert(piece.to_string());
        }
    }
    for link in text.split("](").skip(1) {
        let target = link.split(')').next().unwrap();
        if !target.contains("://") {
            named.insert(target.to_string());
        }
    }
    assert!(named.len() > 40, "only {} paths found", named.len());
    // A placeholder (`src/cli/NAME.rs`, `tests/*.rs`) names its folder.
    let placeholder = |segment: &str| {
        let stem = segment.split('.').next().unwrap_or("");
        stem.contains('*') || (!stem.is_empty() && stem.chars().all(|c| c.is_ascii_uppercase()))
    };
    let missing: Vec<&String> = named
        .iter()
        .filter(|p| {
            let segments: Vec<&str> = p.trim_end_matches('/').split('/').collect();
            let real = match segments.iter().position(|s| placeholder(s)) {
                Some(i) => &segments[..i],
                None => &segments[..],
            };
            !root().join(real.join("/")).exists()
        })
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names paths that do not exist: {missing:?}"
    );
}

#[test]
fn the_code_map_has_every_module_and_only_modules() {
    let mut expected = lib_modules();
    assert!(expected.len() > 15, "src/lib.rs: {expected:?}");
    expected.insert("main".to_string());
    let listed: BTreeSet<String> = entries().into_iter().map(|(n, _)| n).collect();
    let missing: Vec<_> = expected.difference(&listed).collect();
    let extra: Vec<_> = listed.difference(&expected).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "ARCHITECTURE.md's code map: missing modules {missing:?}, entries that are not modules {extra:?}"
    );
}

/// The source files of a top-level module: src/NAME.rs and everything
/// under src/NAME/.
fn files_of(module: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let single = root().join("src").join(format!("{module}.rs"));
    if single.exists() {
        files.push(single);
    }
    let mut dirs = vec![root().join("src").join(module)];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

/// A file's code without its `#[cfg(test)] mod tests` and comment lines.
fn code_of(source: &str) -> String {
    let code = source
        .find("#[cfg(test)]\nmod tests")
        .map_or(source, |i| &source[..i]);
    code.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules a file's non-test code names: `crate::NAME` paths
/// and the first names of `use crate::{a, b::c}` groups. Comment lines and
/// the `#[cfg(test)] mod tests` at the end of a file are left out.
fn modules_named(source: &str) -> BTreeSet<String> {
    let code = code_of(source);
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut named = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let before = code[..i].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level items of the group, up to its closing brace.
            let mut depth = 0;
            let mut item_start = true;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if c.is_whitespace() => {}
                    _ if item_start && depth == 0 => {
                        named.insert(ident(&group[j..]));
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            named.insert(ident(rest));
        }
    }
    named.retain(|n| !n.is_empty());
    named
}

#[test]
fn each_entry_lists_what_its_module_uses() {
    let modules = lib_modules();
    let mut wrong = Vec::new();
    for (name, text) in entries() {
        if name == "main" {
            continue;
        }
        let mut used = BTreeSet::new();
        for file in files_of(&name) {
            used.extend(modules_named(&read(&file)));
        }
        used.retain(|m| m != &name && modules.contains(m));
        let uses = text
            .split("**Uses:**")
            .nth(1)
            .unwrap_or_else(|| panic!("the entry `{name}` has no **Uses:** line"));
        let uses = &uses[..uses.find('.').expect("a Uses line ends with a full stop")];
        let listed: BTreeSet<String> = if uses.trim() == "nothing" {
            BTreeSet::new()
        } else if let Some(but) = uses.trim().strip_prefix("every module but ") {
            let except: BTreeSet<String> = but
                .split('`')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect();
            modules
                .iter()
                .filter(|m| **m != name && !except.contains(*m))
                .cloned()
                .collect()
        } else {
            uses.split('`')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect()
        };
        if listed != used {
            let line = used
                .iter()
                .map(|m| format!("`{m}`"))
                .collect::<Vec<_>>()
                .join(", ");
            wrong.push(format!("`{name}`: **Uses:** {line}."));
        }
    }
    assert!(
        wrong.is_empty(),
        "ARCHITECTURE.md's Uses lines differ from the code; measured:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_test_file_is_in_the_test_map() {
    let text = map();
    let tests = section(&text, "The test suite");
    let mut missing = Vec::new();
    for path in rust_files(&root().join("tests/suite")) {
        let name = format!(
            "`tests/suite/{}`",
            path.file_name().unwrap().to_string_lossy()
        );
        if !tests.contains(&name) {
            missing.push(name);
        }
    }
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md's test map lacks {missing:?}"
    );
}

/// The `.rs` files directly in `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    crate::common::files_with_extension(dir, "rs")
}

/// The integration tests are one crate, tests/suite/ (issue 27): a test file
/// elsewhere in tests/ would be a binary of its own, a file of tests/suite/
/// that main.rs does not declare would never run, and a snapshot left in
/// tests/snapshots/ would never be read.
#[test]
fn every_test_file_is_a_module_of_the_suite() {
    let stray: Vec<PathBuf> = rust_files(&root().join("tests"));
    assert!(
        stray.is_empty(),
        "test files outside the suite (fold them in with tests/move-into-suite.sh NAME): {stray:?}"
    );
    let main = read(&root().join("tests/suite/main.rs"));
    let declared: BTreeSet<&str> = main
        .lines()
        .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
        .collect();
    let undeclared: Vec<String> = rust_files(&root().join("tests/suite"))
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|name| name != "main" && !declared.contains(name.as_str()))
        .collect();
    assert!(
        undeclared.is_empty(),
        "tests/suite/main.rs does not declare {undeclared:?} (add `mod NAME;`)"
    );
    let old = root().join("tests/snapshots");
    let left: Vec<PathBuf> = match std::fs::read_dir(&old) {
        Ok(entries) => entries
            .map(|e| e.expect("a directory entry").path())
            .collect(),
        Err(_) => Vec::new(),
    };
    assert!(
        left.is_empty(),
        "snapshots outside tests/suite/snapshots/ (tests/move-into-suite.sh NAME moves them): {left:?}"
    );
}

#[test]
fn the_readme_links_the_map() {
    let readme = read(&root().join("README.md"));
    assert!(
        readme.contains("](ARCHITECTURE.md)"),
        "README.md does not link ARCHITECTURE.md"
    );
}

#[test]
fn the_core_never_prints() {
    let printing = [
        "print!(",
        "println!(",
        "eprint!(",
        "eprintln!(",
        "dbg!(",
        "std::io::stdout()",
        "std::io::stderr()",
        "io::stdout()",
        "io::stderr()",
    ];
    // The one place allowed, named in ARCHITECTURE.md: the panic hook that
    // main.rs installs prints its one line and exits 3.
    let allowed = [("src/error.rs", "panic_line(info)")];
    let mut found = Vec::new();
    for module in lib_modules() {
        if module == "cli" {
            continue;
        }
        for file in files_of(&module) {
            let code = code_of(&read(&file));
            for line in code.lines() {
                let exempt = allowed
                    .iter()
                    .any(|(f, text)| file.ends_with(f) && line.contains(text));
                if printing.iter().any(|p| line.contains(p)) && !exempt {
                    found.push(format!("{}: {}", file.display(), line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "the core prints (only src/cli/ and src/main.rs may; return data or take a writer):\n{}",
        found.join("\n")
    );
}
