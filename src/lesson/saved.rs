//! Saved progress: which page each lesson reached and, per question, what
//! the student did (attempts, hints, the answer shown, right or not), in
//! `$XDG_STATE_HOME/npuzzle/progress.json` (else `~/.local/state/npuzzle/`;
//! where a platform has no state directory, Windows, its data directory;
//! the `etcetera` crate finds the directories the way each platform
//! expects).
//!
//! - Every change is one [`update`]: under an exclusive lock on
//!   `progress.json.lock` (the `fs4` crate) the file is read again, the
//!   change applied to what is there, and the result written to a
//!   temporary file that replaces the old one in one rename. Two runs at
//!   once (two terminals, one student) never lose each other's answers,
//!   and an interrupted write never leaves half a file.
//! - The file is read through the bounded reader (`fsread`): a regular file
//!   only, opened without blocking, at most [`PROGRESS`] bytes. A FIFO or a
//!   device there is refused in one line and never replaced.
//! - A file that is not progress is kept once as `progress.json.bad`, then
//!   replaced.
//! - A missing file is never an error: the caller says so once and the
//!   student starts fresh.
//! - A save killed between its temporary file and the rename leaves
//!   `.progress.json.PID.tmp`: the next save removes every such file (under
//!   the lock no other save is writing one).
//! - A lesson's progress is kept under its identity
//!   (`lesson::identity::progress_key`: a built-in lesson's name, a file's
//!   canonical folder and name) with its version (the hash of its steps and
//!   answers), so that a changed lesson is noticed.

use serde::{Deserialize, Deserializer, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The format of progress.json this build writes (it reads format 1 too:
/// right-at-the-first-try flags become records).
pub(crate) const VERSION: u32 = 2;

/// The largest progress file read.
pub(crate) const PROGRESS: crate::fsread::Limit = crate::fsread::Limit {
    bytes: 4 << 20,
    too_big: || crate::msg!("file-too-big-for-progress"),
};

/// How long a save waits for another run holding the lock (a hang guard:
/// a save takes milliseconds).
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Everything saved.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub(crate) version: u32,
    /// By lesson (`lesson::identity::progress_key`).
    pub lessons: BTreeMap<String, LessonProgress>,
}

/// One lesson's progress.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// The page reached, from 1, in the order the lesson shows its pages.
    pub step: usize,
    /// Per question (its step number in the file): what the student did.
    #[serde(deserialize_with = "records")]
    pub answers: BTreeMap<usize, Record>,
    /// The last page was reached.
    #[serde(default)]
    pub finished: bool,
    /// The score of the last run that reached the end (kept until another
    /// run reaches it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completed: Option<Tally>,
    /// The lesson's version when this was saved (`lesson::identity::version`;
    /// absent in files written before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

/// What the student did at one question.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Answers typed (readable ones: a malformed answer is not an attempt).
    pub attempts: u32,
    /// Hints asked for.
    pub hints: u32,
    /// The answer was shown (`s`).
    pub shown: bool,
    /// Answered right (at some attempt).
    pub right: bool,
    /// The last answer typed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub given: Option<String>,
}

impl Record {
    /// Right at the first try: no wrong attempt, no hint, not shown.
    pub(crate) fn first_try(&self) -> bool {
        self.right && self.attempts == 1 && self.hints == 0 && !self.shown
    }

    /// Right, but after a wrong attempt or a hint.
    pub(crate) fn after_hints(&self) -> bool {
        self.right && !self.first_try()
    }

    /// Shown before it was answered right.
    pub fn shown_only(&self) -> bool {
        self.shown && !self.right
    }

    /// Answered right or shown: the question is behind the student.
    pub fn done(&self) -> bool {
        self.right || self.shown
    }
}

/// A lesson's score, split the three ways that mean different things.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Right at the first try.
    pub first_try: usize,
    /// Right after a wrong try or a hint.
    pub after_hints: usize,
    /// The answer shown (`s`).
    pub shown: usize,
    /// Questions in the lesson.
    pub questions: usize,
}

impl LessonProgress {
    /// Questions answered right or shown.
    pub fn answered(&self) -> usize {
        self.answers.values().filter(|r| r.done()).count()
    }

    /// Questions right at the first try.
    pub fn correct(&self) -> usize {
        self.answers.values().filter(|r| r.first_try()).count()
    }

    /// The tally of this run so far, for a lesson of `questions` questions.
    pub fn tally(&self, questions: usize) -> Tally {
        let count = |f: fn(&Record) -> bool| self.answers.values().filter(|r| f(r)).count();
        Tally {
            first_try: count(Record::first_try),
            after_hints: count(Record::after_hints),
            shown: count(Record::shown_only),
            questions,
        }
    }
}

/// Format 1 kept `true`/`false` (right at the first try) per question.
fn records<'de, D: Deserializer<'de>>(d: D) -> Result<BTreeMap<usize, Record>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        Record(Record),
        FirstTry(bool),
    }
    let map = BTreeMap::<usize, Either>::deserialize(d)?;
    Ok(map
        .into_iter()
        .map(|(k, v)| {
            let r = match v {
                Either::Record(r) => r,
                Either::FirstTry(true) => Record {
                    attempts: 1,
                    right: true,
                    ..Record::default()
                },
                Either::FirstTry(false) => Record {
                    shown: true,
                    ..Record::default()
                },
            };
            (k, r)
        })
        .collect())
}

/// Where progress is kept: `$XDG_STATE_HOME/npuzzle/progress.json`, or
/// `~/.local/state/npuzzle/progress.json`, or the data directory where the
/// platform has no state directory; `None` without a home directory.
pub fn path() -> Option<PathBuf> {
    use etcetera::BaseStrategy;
    let dirs = etcetera::choose_base_strategy().ok()?;
    Some(in_state_dir(dirs.state_dir(), dirs.data_dir()))
}

/// The progress file under the state directory, else the data directory.
fn in_state_dir(state: Option<PathBuf>, data: PathBuf) -> PathBuf {
    state.unwrap_or(data).join("npuzzle").join("progress.json")
}

/// Why the saved progress could not be used (said once, then fresh).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fresh {
    /// No file yet: the first lesson on this machine.
    Missing,
    /// A file that is not progress: its reason. It is kept as
    /// `progress.json.bad` and replaced at the first save.
    Corrupt(String),
    /// Not a file that can be read (a FIFO, a device, unreadable): its
    /// reason, said where it is printed. It is left alone and progress is
    /// not saved.
    Unusable(crate::i18n::Words),
}

/// The backup of a corrupt progress file.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bad");
    path.with_file_name(name)
}

/// Read the saved progress; a missing, corrupt or unusable file gives
/// empty progress and the reason.
pub fn load(path: &Path) -> (Saved, Option<Fresh>) {
    match std::fs::symlink_metadata(path) {
        // No file, or no directory for it (the state directory is a file):
        // nothing saved yet; saving will say why it fails.
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            return (Saved::default(), Some(Fresh::Missing));
        }
        _ => {}
    }
    let name = path.display().to_string();
    let text = match crate::fsread::read_text(path, &name, PROGRESS) {
        Ok(t) => t,
        Err(e) => {
            return (Saved::default(), Some(Fresh::Unusable(e.words_at(&name))));
        }
    };
    match serde_json::from_str::<Saved>(&text) {
        Ok(s) if s.version == VERSION || s.version == 1 => (s, None),
        Ok(s) => (
            Saved::default(),
            Some(Fresh::Corrupt(format!("written in format {}", s.version))),
        ),
        Err(e) => (Saved::default(), Some(Fresh::Corrupt(e.to_string()))),
    }
}

/// Apply `change` to the saved progress as it is on disk now, under the
/// lock, and write the result; returns it. A corrupt file is kept once as
/// `progress.json.bad` first; an unusable one (a FIFO, a device) is never
/// replaced: that is an error, as is a failed write.
pub fn update(path: &Path, change: &mut dyn FnMut(&mut Saved)) -> std::io::Result<Saved> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut lock_name = path.file_name().unwrap_or_default().to_os_string();
    lock_name.push(".lock");
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path.with_file_name(lock_name))?;
    let start = std::time::Instant::now();
    loop {
        match fs4::FileExt::try_lock(&lock) {
            Ok(()) => break,
            Err(fs4::TryLockError::WouldBlock) if start.elapsed() < LOCK_WAIT => {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(fs4::TryLockError::WouldBlock) => {
                return Err(std::io::Error::other(
                    "another npuzzle holds the progress file's lock",
                ));
            }
            Err(fs4::TryLockError::Error(e)) => return Err(e),
        }
    }
    let (mut saved, fresh) = load(path);
    match fresh {
        Some(Fresh::Unusable(why)) => {
            return Err(std::io::Error::other(format!(
                "{}; it is left as it is",
                why.say(crate::i18n::Lang::EN)
            )));
        }
        Some(Fresh::Corrupt(_)) => {
            let bad = backup_path(path);
            if std::fs::symlink_metadata(&bad).is_err() {
                std::fs::rename(path, &bad)?;
            }
        }
        _ => {}
    }
    change(&mut saved);
    remove_stale_temporaries(dir);
    store(path, &saved)?;
    // The lock goes with the file handle.
    drop(lock);
    Ok(saved)
}

/// The temporary file of a save by process `pid`.
fn temporary(dir: &Path, pid: u32) -> PathBuf {
    dir.join(format!(".progress.json.{pid}.tmp"))
}

/// Remove the temporary files that saves killed before their rename left
/// (`.progress.json.PID.tmp`). Called under the lock: no save is writing
/// one now.
fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name();
        let name = name.to_string_lossy();
        let stale = name
            .strip_prefix(".progress.json.")
            .and_then(|r| r.strip_suffix(".tmp"))
            .is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()));
        if stale && e.file_type().is_ok_and(|t| t.is_file()) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// Write the progress atomically (temporary file, then rename).
fn store(path: &Path, saved: &Saved) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let tmp = temporary(dir, std::process::id());
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        let s = Saved {
            version: VERSION,
            lessons: saved.lessons.clone(),
        };
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

    fn answer(p: &Path, lesson: &str, q: usize, right: bool) -> Saved {
        update(p, &mut |s| {
            let r = s
                .lessons
                .entry(lesson.into())
                .or_default()
                .answers
                .entry(q)
                .or_default();
            r.attempts += 1;
            r.right |= right;
        })
        .unwrap()
    }

    #[test]
    fn round_trip_and_fresh_starts() {
        let d = dir("rt");
        let p = d.join("npuzzle").join("progress.json");
        assert_eq!(load(&p), (Saved::default(), Some(Fresh::Missing)));
        answer(&p, "01", 3, true);
        answer(&p, "01", 7, false);
        answer(&p, "01", 7, true);
        let (back, fresh) = load(&p);
        assert_eq!(fresh, None);
        let l = &back.lessons["01"];
        assert_eq!((l.answered(), l.correct()), (2, 1));
        let t = l.tally(3);
        assert_eq!((t.first_try, t.after_hints, t.shown), (1, 1, 0));
        // Only the file and its lock are left behind.
        let mut names: Vec<String> = std::fs::read_dir(p.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["progress.json", "progress.json.lock"]);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_killed_save_s_temporary_file_is_removed_by_the_next_save() {
        let d = dir("tmp");
        let p = d.join("progress.json");
        answer(&p, "01", 1, true);
        // Saves killed before their rename, by two other processes.
        for pid in [4_000_001, 4_000_002] {
            std::fs::write(temporary(&d, pid), "{\"version\":2,").unwrap();
        }
        // Not a save's: left alone.
        std::fs::write(d.join(".progress.json.notes.tmp"), "mine").unwrap();
        answer(&p, "01", 2, true);
        let mut names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                ".progress.json.notes.tmp",
                "progress.json",
                "progress.json.lock"
            ]
        );
        assert_eq!(load(&p).0.lessons["01"].answers.len(), 2);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_corrupt_file_is_kept_once_as_bad() {
        let d = dir("bad");
        let p = d.join("progress.json");
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(&p, "{ not json").unwrap();
        assert!(matches!(load(&p).1, Some(Fresh::Corrupt(_))));
        answer(&p, "01", 3, true);
        assert_eq!(
            std::fs::read_to_string(backup_path(&p)).unwrap(),
            "{ not json"
        );
        assert_eq!(load(&p).1, None);
        // A second corrupt file does not replace the first backup.
        std::fs::write(&p, "also not json").unwrap();
        answer(&p, "01", 3, true);
        assert_eq!(
            std::fs::read_to_string(backup_path(&p)).unwrap(),
            "{ not json"
        );
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn format_1_is_read() {
        let d = dir("v1");
        let p = d.join("progress.json");
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(
            &p,
            r#"{"version":1,"lessons":{"01":{"step":4,"answers":{"3":true,"7":false}}}}"#,
        )
        .unwrap();
        let (s, fresh) = load(&p);
        assert_eq!(fresh, None);
        let l = &s.lessons["01"];
        assert!(l.answers[&3].first_try() && l.answers[&7].shown_only());
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_held_lock_is_waited_for_and_nothing_is_lost() {
        let d = dir("lock");
        let p = d.join("progress.json");
        answer(&p, "01", 1, true);
        let lock = std::fs::OpenOptions::new()
            .write(true)
            .open(d.join("progress.json.lock"))
            .unwrap();
        fs4::FileExt::lock(&lock).unwrap();
        let q = p.clone();
        let other = std::thread::spawn(move || answer(&q, "02", 2, true));
        // While the lock is held the other save waits (it cannot write).
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert!(!other.is_finished());
        assert!(!load(&p).0.lessons.contains_key("02"));
        fs4::FileExt::unlock(&lock).unwrap();
        let after = other.join().unwrap();
        assert!(after.lessons.contains_key("01") && after.lessons.contains_key("02"));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_device_is_refused_and_left_alone() {
        let d = dir("fifo");
        std::fs::create_dir_all(&d).unwrap();
        let p = d.join("progress.json");
        let made = std::process::Command::new("mkfifo").arg(&p).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo failed");
        assert!(
            matches!(load(&p).1, Some(Fresh::Unusable(w)) if w.say(crate::i18n::Lang::EN).contains("FIFO"))
        );
        assert!(update(&p, &mut |_| {}).is_err());
        let zero = d.join("zero.json");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        assert!(
            matches!(load(&zero).1, Some(Fresh::Unusable(w)) if w.say(crate::i18n::Lang::EN).contains("device"))
        );
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn without_a_state_directory_the_data_directory_is_used() {
        let data = PathBuf::from("/data");
        assert_eq!(
            in_state_dir(None, data.clone()),
            Path::new("/data/npuzzle/progress.json")
        );
        assert_eq!(
            in_state_dir(Some("/state".into()), data),
            Path::new("/state/npuzzle/progress.json")
        );
    }
}
