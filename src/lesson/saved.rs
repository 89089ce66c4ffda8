//! Saved progress: which page each lesson reached and which questions were
//! answered right at the first try, in `$XDG_STATE_HOME/npuzzle/progress.json`
//! (else `~/.local/state/npuzzle/`; the `etcetera` crate finds the
//! directory the way each platform expects).
//!
//! A missing or unreadable file is never an error: the caller says so once
//! and the student starts fresh. Writes go to a temporary file in the same
//! directory, then replace the old file in one rename, so an interrupted
//! write never leaves half a file.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The format of progress.json this build writes.
pub const VERSION: u32 = 1;

/// Everything saved.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub version: u32,
    /// By lesson name (a built-in name, or a file's path).
    pub lessons: BTreeMap<String, LessonProgress>,
}

/// One lesson's progress.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// The page reached, from 1, in the order the lesson shows its pages.
    pub step: usize,
    /// Per question (its step number in the file): right at the first try.
    pub answers: BTreeMap<usize, bool>,
    /// The last page was reached.
    #[serde(default)]
    pub finished: bool,
}

impl LessonProgress {
    pub fn answered(&self) -> usize {
        self.answers.len()
    }

    pub fn correct(&self) -> usize {
        self.answers.values().filter(|&&r| r).count()
    }
}

/// Where progress is kept: `$XDG_STATE_HOME/npuzzle/progress.json`, or
/// `~/.local/state/npuzzle/progress.json`; `None` without a home directory.
pub fn path() -> Option<PathBuf> {
    use etcetera::BaseStrategy;
    let dirs = etcetera::choose_base_strategy().ok()?;
    Some(dirs.state_dir()?.join("npuzzle").join("progress.json"))
}

/// Why the saved progress could not be used (said once, then fresh).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fresh {
    /// No file yet: the first lesson on this machine.
    Missing,
    /// A file that is not progress: its reason.
    Corrupt(String),
}

/// Read the saved progress; a missing or corrupt file gives empty progress
/// and the reason.
pub fn load(path: &Path) -> (Saved, Option<Fresh>) {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return (Saved::default(), Some(Fresh::Missing));
        }
        Err(e) => {
            return (
                Saved::default(),
                Some(Fresh::Corrupt(crate::parse::io_reason(&e))),
            );
        }
    };
    match serde_json::from_str::<Saved>(&text) {
        Ok(s) if s.version == VERSION => (s, None),
        Ok(s) => (
            Saved::default(),
            Some(Fresh::Corrupt(format!("written in format {}", s.version))),
        ),
        Err(e) => (Saved::default(), Some(Fresh::Corrupt(e.to_string()))),
    }
}

/// Write the progress atomically (temporary file, then rename).
pub fn store(path: &Path, saved: &Saved) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(".progress.json.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        let mut s = Saved {
            version: VERSION,
            lessons: saved.lessons.clone(),
        };
        s.version = VERSION;
        let text = serde_json::to_string_pretty(&s).map_err(std::io::Error::other)?;
        f.write_all(text.as_bytes())?;
        f.write_all(b"\n")?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("npuzzle-saved-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn round_trip_and_fresh_starts() {
        let d = dir("rt");
        let p = d.join("npuzzle").join("progress.json");
        assert_eq!(load(&p), (Saved::default(), Some(Fresh::Missing)));
        let mut s = Saved::default();
        let mut l = LessonProgress {
            step: 4,
            ..Default::default()
        };
        l.answers.insert(3, true);
        l.answers.insert(7, false);
        s.lessons.insert("01-counting-inversions".into(), l);
        store(&p, &s).unwrap();
        let (back, fresh) = load(&p);
        assert_eq!(fresh, None);
        assert_eq!(back.lessons, s.lessons);
        let l = &back.lessons["01-counting-inversions"];
        assert_eq!((l.answered(), l.correct()), (2, 1));
        // No temporary file is left behind.
        assert_eq!(std::fs::read_dir(p.parent().unwrap()).unwrap().count(), 1);
        std::fs::write(&p, "{ not json").unwrap();
        let (back, fresh) = load(&p);
        assert!(back.lessons.is_empty());
        assert!(matches!(fresh, Some(Fresh::Corrupt(_))));
        let _ = std::fs::remove_dir_all(&d);
    }
}
