//! Embeds the data files that make a language and a course: the message
//! catalogue (`i18n/LANG/*.ftl`) and the built-in lessons with their
//! translations (`lessons/*.yaml`, `lessons/LANG/*.yaml`). The lists are
//! made from the folders, so a new language or lesson is files, not code:
//! each list has one `include_str!` per file (Cargo then
//! rebuilds when one changes) and the folders are watched for new files.
//! Two files: `$OUT_DIR/catalogue.rs` (for `src/i18n/catalogue.rs`) and
//! `$OUT_DIR/lessons.rs` (for `src/lesson/builtin.rs`).

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by Cargo"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by Cargo"));
    let mut out = String::from("// Made by build.rs from the folder i18n/.\n");

    let i18n = root.join("i18n");
    watch(&i18n);
    let mut catalogue = Vec::new();
    for lang in subfolders(&i18n) {
        watch(&lang);
        for file in files(&lang, "ftl") {
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
    let _ = writeln!(out, "pub const TRANSLATIONS: &[(&str, &str, &str)] = &[");
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
    let _ = writeln!(out, "pub const {constant}: &[(&str, &str)] = &[");
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
