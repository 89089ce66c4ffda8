//! One build of a set of tables at a time: a process about to build
//! tables takes an exclusive lock on a small file of the cache directory
//! named after the set (advisory file locks of the `fs4` crate, released
//! by the system when the process ends, even when it is killed). A second
//! process that finds the lock held says so ([`Event::Waiting`]), waits
//! (Ctrl-C still stops it), and then reads the tables the first one saved
//! instead of building them again.

use super::Event;
use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

/// How often a waiting process looks at the lock (and at Ctrl-C).
#[cfg(feature = "cli")]
const POLL: std::time::Duration = std::time::Duration::from_millis(50);

/// The lock on building one set of tables, held until dropped.
#[derive(Debug)]
pub struct BuildLock {
    _file: File,
}

/// What taking the lock gave.
#[derive(Debug)]
pub enum Locked {
    /// The lock is held; `waited` when another process held it first (its
    /// tables are then worth reading again before building).
    Held { lock: BuildLock, waited: bool },
    /// The lock file cannot be created (a read-only directory): the build
    /// goes on without it (and its tables will not be saved either).
    Unavailable,
    /// `cancel` was set while waiting.
    Cancelled,
}

/// The lock file of a set of tables in `dir` (`.NAME.lock`).
pub fn path(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!(".{name}.lock"))
}

/// Take the lock on building the set `name` in `dir`, waiting for another
/// process that holds it (reported once as [`Event::Waiting`]) until it is
/// released or `cancel` is set.
pub fn acquire(
    dir: &Path,
    name: &str,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(&Event),
) -> Locked {
    let path = path(dir, name);
    let file = std::fs::create_dir_all(dir).and_then(|()| {
        OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
    });
    let Ok(file) = file else {
        return Locked::Unavailable;
    };
    #[cfg(not(feature = "cli"))]
    {
        // The library without the command line (WebAssembly): no file
        // locks, so no waiting; build without one.
        let _ = (file, cancel, progress);
        Locked::Unavailable
    }
    #[cfg(feature = "cli")]
    let mut waited = false;
    #[cfg(feature = "cli")]
    loop {
        match fs4::FileExt::try_lock(&file) {
            Ok(()) => {
                return Locked::Held {
                    lock: BuildLock { _file: file },
                    waited,
                };
            }
            Err(fs4::TryLockError::WouldBlock) => {
                if !waited {
                    waited = true;
                    progress(&Event::Waiting { path: path.clone() });
                }
                if cancel.load(std::sync::atomic::Ordering::Relaxed) {
                    return Locked::Cancelled;
                }
                std::thread::sleep(POLL);
            }
            // A file system without locks: build without one.
            Err(fs4::TryLockError::Error(_)) => return Locked::Unavailable,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_taker_waits_until_the_first_releases() {
        let dir = std::env::temp_dir().join(format!("npuzzle-pdb-lock-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let never = AtomicBool::new(false);
        let Locked::Held { lock, waited } = acquire(&dir, "set", &never, &mut |_| {}) else {
            panic!("the first lock")
        };
        assert!(!waited);
        // Another open file description of the same file conflicts with it
        // (as another process's would).
        let (tx, rx) = std::sync::mpsc::channel();
        let d = dir.clone();
        let waiter = std::thread::spawn(move || {
            let never = AtomicBool::new(false);
            let mut events = 0;
            let got = acquire(&d, "set", &never, &mut |e| {
                assert!(matches!(e, Event::Waiting { .. }));
                events += 1;
                let _ = tx.send(());
            });
            (matches!(got, Locked::Held { waited: true, .. }), events)
        });
        rx.recv_timeout(std::time::Duration::from_secs(10))
            .expect("the second taker reports that it waits");
        drop(lock);
        assert_eq!(waiter.join().unwrap(), (true, 1));
        // Ctrl-C while waiting.
        let Locked::Held { lock: _held, .. } = acquire(&dir, "set", &never, &mut |_| {}) else {
            panic!("the lock again")
        };
        let cancel = AtomicBool::new(true);
        assert!(matches!(
            acquire(&dir, "set", &cancel, &mut |_| {}),
            Locked::Cancelled
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
