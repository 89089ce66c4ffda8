//! A course: a directory of lessons, with an optional `course.yaml` that
//! gives its title and the order of its lessons.
//!
//! ```yaml
//! title: Sliding puzzles, week 3
//! lessons:
//!   - 01-parity        # a file stem, or a file name
//!   - 02-search.yaml
//! ```
//!
//! Without `course.yaml` the lessons are the directory's `*.yaml` and
//! `*.yml` files in name order. Lessons the file does not list still belong
//! to the course, after the listed ones, with a warning.

use super::diagnose::Problem;
use super::load::Source;
use super::said;
use crate::error::{Error, Result};
use crate::parse::escape;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The file that describes a course.
pub(crate) const COURSE_FILE: &str = "course.yaml";
/// The largest `course.yaml` read.
const MAX_COURSE_BYTES: u64 = 64 * 1024;

/// `course.yaml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CourseFile {
    title: Option<String>,
    #[serde(default)]
    lessons: Vec<String>,
}

/// A directory of lessons in course order.
#[derive(Debug, Clone)]
pub struct Course {
    pub dir: PathBuf,
    /// `dir`, canonical: every file read lies inside it.
    base: PathBuf,
    /// The title from `course.yaml`.
    pub title: Option<String>,
    /// The lesson files, in course order.
    pub lessons: Vec<PathBuf>,
    /// `(file, message)`: lessons `course.yaml` does not list.
    pub warnings: Vec<(PathBuf, crate::i18n::Msg)>,
}

/// A lesson of a course: a `*.yaml` or `*.yml` regular file of the folder
/// itself. A symlink is not one, wherever it points (`03-pw.yaml ->
/// /etc/passwd` is neither listed nor read).
fn is_lesson_file(entry: &std::fs::DirEntry) -> bool {
    let p = entry.path();
    // `DirEntry::file_type` does not follow symlinks.
    entry.file_type().is_ok_and(|t| t.is_file())
        && p.extension().is_some_and(|x| x == "yaml" || x == "yml")
        && p.file_name().is_some_and(|n| n != COURSE_FILE)
}

impl Course {
    /// Read a course directory (and its `course.yaml`, if any).
    pub fn open(dir: &Path) -> Result<Course> {
        let shown = escape(&dir.display().to_string());
        let unreadable = |e: std::io::Error| {
            Error::problem(crate::msg!(
                "lessonfile-course-dir-unreadable",
                reason = crate::fsread::io_reason_said(&e)
            ))
            .context(&shown)
        };
        let entries = std::fs::read_dir(dir).map_err(unreadable)?;
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok())
            .filter(is_lesson_file)
            .map(|e| e.path())
            .collect();
        files.sort();
        let base = dir.canonicalize().map_err(unreadable)?;
        let course_path = dir.join(COURSE_FILE);
        if std::fs::symlink_metadata(&course_path).is_err() {
            return Ok(Course {
                dir: dir.to_path_buf(),
                base,
                title: None,
                lessons: files,
                warnings: vec![],
            });
        }
        let cf = read_course_file(&course_path, &base)?;
        let course_shown = escape(&course_path.display().to_string());
        let mut lessons = Vec::new();
        for (k, name) in cf.lessons.iter().enumerate() {
            let found = files.iter().find(|f| {
                f.file_name().is_some_and(|n| n.to_string_lossy() == *name)
                    || f.file_stem().is_some_and(|n| n.to_string_lossy() == *name)
            });
            match found {
                Some(f) if lessons.contains(f) => {
                    return Err(Error::problem(crate::msg!(
                        "lessonfile-listed-twice",
                        name = escape(name)
                    ))
                    .context_said(said::field(format!("lessons[{k}]")))
                    .context(&course_shown));
                }
                Some(f) => lessons.push(f.clone()),
                None => {
                    return Err(Error::problem(crate::msg!(
                        "lessonfile-course-no-lesson",
                        name = escape(name),
                        dir = shown.as_str()
                    ))
                    .context_said(said::field(format!("lessons[{k}]")))
                    .context(&course_shown));
                }
            }
        }
        let mut warnings = Vec::new();
        for f in files {
            if !lessons.contains(&f) {
                warnings.push((
                    f.clone(),
                    crate::msg!("lessonfile-course-not-listed", file = COURSE_FILE),
                ));
                lessons.push(f);
            }
        }
        Ok(Course {
            dir: dir.to_path_buf(),
            base,
            title: cf.title,
            lessons,
            warnings,
        })
    }

    /// Read one of the course's lessons (a regular file inside its folder).
    pub fn read(&self, file: &Path) -> Result<Source> {
        Source::read_within(file, &self.base)
    }

    /// The warnings about one lesson file.
    pub fn warnings_for(&self, file: &Path) -> Vec<crate::i18n::Msg> {
        self.warnings
            .iter()
            .filter(|(f, _)| f == file)
            .map(|(_, w)| w.clone())
            .collect()
    }

    /// A lesson of the course by its stem, a unique prefix of it (`01`),
    /// or its stem without the number (`counting-inversions`).
    pub fn find(&self, arg: &str) -> Result<Source> {
        let stem = |p: &PathBuf| {
            p.file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        let arg_stem = arg
            .strip_suffix(".yaml")
            .or_else(|| arg.strip_suffix(".yml"))
            .unwrap_or(arg);
        if let Some(f) = self.lessons.iter().find(|f| stem(f) == arg_stem) {
            return self.read(f);
        }
        let matches: Vec<&PathBuf> = self
            .lessons
            .iter()
            .filter(|f| {
                let s = stem(f);
                s.starts_with(arg_stem)
                    || s.split_once('-').is_some_and(|(_, rest)| rest == arg_stem)
            })
            .collect();
        let dir = escape(&self.dir.display().to_string());
        match matches.as_slice() {
            [one] => self.read(one),
            [] => Err(Error::problem(crate::msg!(
                "lesson-error-no-such-lesson-in",
                name = escape(arg),
                dir = dir.as_str()
            ))),
            many => Err(Error::problem(crate::msg!(
                "lesson-error-several-lessons-of",
                name = escape(arg),
                dir = dir.as_str(),
                lessons = many
                    .iter()
                    .map(|f| escape(&stem(f)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }
}

fn read_course_file(path: &Path, base: &Path) -> Result<CourseFile> {
    let shown = escape(&path.display().to_string());
    let limit = crate::fsread::Limit {
        bytes: MAX_COURSE_BYTES,
        too_big: || crate::msg!("file-too-big-for-a-course"),
    };
    let text = crate::fsread::read_text_within(path, base, &shown, limit, || {
        Error::problem(crate::msg!(
            "lessonfile-course-file-outside",
            name = COURSE_FILE
        ))
        .context(&shown)
    })?;
    // (A byte-order mark was dropped by `fsread`.)
    let text = text.as_str();
    if text.trim().is_empty() {
        return Ok(CourseFile {
            title: None,
            lessons: vec![],
        });
    }
    if let Some(p) = super::diagnose::tab(text) {
        return Err(said::diagnosed(&p, &shown));
    }
    if let Some(line) = crate::zawgyi::find(text) {
        return Err(
            Error::problem(crate::msg!("lessonfile-zawgyi")).context(format!("{shown}:{line}"))
        );
    }
    super::yaml_budget::from_str(text).map_err(|e| said::diagnosed(&Problem::from(e), &shown))
}
