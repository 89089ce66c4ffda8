//! The files the tool writes: never through a symbolic link (`man --dir`
//! replaces a link by its page, the link's target untouched), a lesson's
//! translation read only from inside the lesson's folder, and `lesson
//! export` all or nothing: a write that fails (a file-size limit, as a full
//! disk) leaves no partial site and exits 3, not 2.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("written-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[cfg(unix)]
#[test]
fn man_dir_replaces_a_link_and_never_writes_through_it() {
    let dir = scratch("man");
    let precious = dir.join("precious.txt");
    std::fs::write(&precious, "keep me\n").unwrap();
    let pages = dir.join("man");
    std::fs::create_dir_all(&pages).unwrap();
    std::os::unix::fs::symlink(&precious, pages.join("npuzzle-solve.1")).unwrap();
    let run = common::run(&["man", "--dir", pages.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "keep me\n");
    let page = pages.join("npuzzle-solve.1");
    assert!(!page.symlink_metadata().unwrap().file_type().is_symlink());
    assert!(
        std::fs::read_to_string(&page)
            .unwrap()
            .contains("npuzzle-solve")
    );
    // No temporary file is left beside the pages.
    for e in std::fs::read_dir(&pages).unwrap() {
        let name = e.unwrap().file_name().into_string().unwrap();
        assert!(name.ends_with(".1"), "{name}");
    }
}

#[cfg(unix)]
#[test]
fn a_translation_linked_from_outside_a_lesson_folder_is_refused() {
    let dir = scratch("translation");
    let name = "01-counting-inversions.yaml";
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let lesson = dir.join("lesson");
    std::fs::create_dir_all(lesson.join("vi")).unwrap();
    std::fs::copy(root.join(name), lesson.join(name)).unwrap();
    let outside = dir.join(name);
    std::fs::copy(root.join("vi").join(name), &outside).unwrap();
    // Inside the folder it is read (and checked).
    std::fs::copy(&outside, lesson.join("vi").join(name)).unwrap();
    let file = lesson.join(name);
    let run = common::run(&["lesson", "check", file.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    // A link out of the folder is refused, as in a course.
    std::fs::remove_file(lesson.join("vi").join(name)).unwrap();
    std::os::unix::fs::symlink(&outside, lesson.join("vi").join(name)).unwrap();
    let run = common::run(&["lesson", "check", file.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stderr
            .contains("refused: a translation of a lesson is a regular file inside its folder"),
        "{}",
        run.stderr
    );
}

/// `lesson export --out OUT` with files limited to 8 KiB (SIGXFSZ
/// ignored: the write fails with "file too large", as on a full disk).
#[cfg(unix)]
fn export_limited(out: &Path) -> common::Run {
    let output = Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 16; exec \"$0\" lesson export --out \"$1\"")
        .arg(common::bin())
        .arg(out)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    common::Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn listing(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().into_string().unwrap(),
                std::fs::read(e.path()).unwrap_or_default(),
            )
        })
        .collect();
    files.sort();
    files
}

#[cfg(unix)]
#[test]
fn an_export_that_cannot_be_written_leaves_nothing_and_exits_3() {
    let dir = scratch("export");
    let out = dir.join("site");
    let run = export_limited(&out);
    assert_eq!(run.code, 3, "{}", run.stderr);
    assert!(
        run.stderr.contains("cannot write the file"),
        "{}",
        run.stderr
    );
    assert!(!out.exists(), "a partial site: {:?}", listing(&out));
    assert_eq!(listing(&dir), vec![], "something was left beside --out");
    // Over an earlier export: the old site stays whole, nothing is added.
    let run = common::run(&["lesson", "export", "--out", out.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let before = listing(&out);
    assert!(before.len() > 5, "{before:?}");
    let run = export_limited(&out);
    assert_eq!(run.code, 3, "{}", run.stderr);
    assert_eq!(listing(&out), before);
}
