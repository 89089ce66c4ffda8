//! Tables that load at once: a cached table is memory-mapped rather than
//! read (the system pages it in as the search touches it, and processes
//! share the pages), and its content hash is checked once and remembered
//! in a marker next to it, keyed by the file's identity: device, inode,
//! size, modification and status-change times. Any write to the file
//! changes its status-change time (which no user can set back), a new
//! file has a new inode, so a changed file no longer matches its marker
//! and is hashed again; the marker itself is only a hint: a torn or forged
//! one that does not match the file is ignored.
//!
//! A file modified within one tick of the file system's clock as it was
//! last written could keep its times; as git does for its index ("racily
//! clean" entries), a file changed less than [`RACY`] before it is
//! verified is not remembered, and is hashed again on the next load.
//!
//! Only our own saves write the cache files, always to a new file renamed
//! into place, so a mapped table never changes under the search; a file
//! truncated in place by something else while mapped would stop the
//! process (SIGBUS), as it would any program that maps files.

use crate::i18n::Words;
use crate::msg;
use std::fs::{File, Metadata};
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// A file changed less than this before it is verified is not remembered.
pub(crate) const RACY: Duration = Duration::from_secs(2);

/// The bytes of a table: built in memory, or mapped from its cache file.
pub enum Bytes {
    Owned(Vec<u8>),
    #[cfg(feature = "cli")]
    Mapped {
        map: memmap2::Mmap,
        start: usize,
        len: usize,
    },
}

impl Deref for Bytes {
    type Target = [u8];
    #[inline(always)]
    fn deref(&self) -> &[u8] {
        match self {
            Bytes::Owned(v) => v,
            #[cfg(feature = "cli")]
            Bytes::Mapped { map, start, len } => &map[*start..*start + *len],
        }
    }
}

impl std::fmt::Debug for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = if self.is_mapped() { "mapped" } else { "owned" };
        write!(f, "Bytes({} {how})", self.len())
    }
}

impl From<Vec<u8>> for Bytes {
    fn from(v: Vec<u8>) -> Bytes {
        Bytes::Owned(v)
    }
}

impl Bytes {
    /// True when the bytes are mapped from a file.
    pub(crate) fn is_mapped(&self) -> bool {
        #[cfg(feature = "cli")]
        return matches!(self, Bytes::Mapped { .. });
        #[cfg(not(feature = "cli"))]
        false
    }
}

/// The `len` bytes of `file` from `start`, mapped (read into memory where
/// mapping fails, e.g. on a file system that cannot map). The caller has
/// checked that the file is a regular file of `start + len` bytes.
pub(crate) fn map(file: &mut File, start: usize, len: usize) -> Result<Bytes, Words> {
    // SAFETY: the cache's files are written once to a temporary file and
    // renamed into place, never changed in place (see the module's
    // documentation for what happens when something else truncates one).
    #[cfg(feature = "cli")]
    if let Ok(map) = unsafe { memmap2::MmapOptions::new().map(&*file) }
        && map.len() >= start + len
    {
        advise(&map);
        return Ok(Bytes::Mapped { map, start, len });
    }
    use std::io::{Seek, SeekFrom};
    file.seek(SeekFrom::Start(start as u64))
        .map_err(|e| msg!("pdb-reason-unreadable", error = e.to_string()))?;
    let v = crate::fsread::read_up_to(file, len as u64)?;
    if v.len() != len {
        return Err(msg!("pdb-reason-truncated-entries", got = v.len(), want = len).into());
    }
    Ok(Bytes::Owned(v))
}

/// Lookups are random: ask the system not to read ahead around each one.
#[cfg(feature = "cli")]
fn advise(map: &memmap2::Mmap) {
    #[cfg(unix)]
    let _ = map.advise(memmap2::Advice::Random);
    #[cfg(not(unix))]
    let _ = map;
}

/// What identifies one version of a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Identity {
    dev: u64,
    ino: u64,
    size: u64,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

impl Identity {
    /// The identity of an open file (`None` where the platform gives no
    /// inode and status-change time: there nothing is remembered).
    pub(crate) fn of(meta: &Metadata) -> Option<Identity> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            Some(Identity {
                dev: meta.dev(),
                ino: meta.ino(),
                size: meta.size(),
                mtime: (meta.mtime(), meta.mtime_nsec()),
                ctime: (meta.ctime(), meta.ctime_nsec()),
            })
        }
        #[cfg(not(unix))]
        {
            let _ = meta;
            None
        }
    }

    /// True when the file changed less than [`RACY`] before `now`.
    fn racy(&self, now: SystemTime) -> bool {
        let changed = self.mtime.max(self.ctime);
        let changed = Duration::new(
            changed.0.max(0) as u64,
            changed.1.clamp(0, 999_999_999) as u32,
        );
        let now = now
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default();
        now < changed + RACY
    }

    fn line(&self) -> String {
        format!(
            "{} {} {} {} {} {} {}",
            self.dev, self.ino, self.size, self.mtime.0, self.mtime.1, self.ctime.0, self.ctime.1
        )
    }
}

/// A hash in lowercase hexadecimal (`store::hex`).
pub(super) fn hex(hash: &[u8]) -> String {
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

const MARKER_HEAD: &str = "npuzzle verified table 1";
const MARKER_END: &str = "end";

/// The marker of the table file `path`: `.NAME.verified` next to it.
pub(crate) fn marker(path: &Path) -> PathBuf {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("pdb");
    path.with_file_name(format!(".{name}.verified"))
}

/// True when `path`'s marker says that the file with this identity was
/// hashed and held entries with this hash.
pub(crate) fn remembered(path: &Path, id: &Identity, hash: &[u8]) -> bool {
    let Ok(Some((mut f, _))) = crate::fsread::open_if_present(&marker(path)) else {
        return false;
    };
    let Ok(bytes) = crate::fsread::read_up_to(&mut f, 512) else {
        return false;
    };
    let want = format!(
        "{MARKER_HEAD}\n{}\n{}\n{MARKER_END}\n",
        id.line(),
        hex(hash)
    );
    bytes == want.as_bytes()
}

/// Remember that the file with this identity holds entries with this hash
/// (not when it changed too recently to tell a later change apart; errors
/// are ignored: the file is then hashed again next time).
pub(crate) fn remember(path: &Path, id: &Identity, hash: &[u8]) {
    remember_at(path, id, hash, SystemTime::now());
}

fn remember_at(path: &Path, id: &Identity, hash: &[u8], now: SystemTime) {
    if id.racy(now) {
        return;
    }
    let text = format!(
        "{MARKER_HEAD}\n{}\n{}\n{MARKER_END}\n",
        id.line(),
        hex(hash)
    );
    let marker = marker(path);
    let tmp = marker.with_extension(format!("verified.tmp{}", std::process::id()));
    if std::fs::write(&tmp, text).is_err() || std::fs::rename(&tmp, &marker).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn id_of(path: &Path) -> Identity {
        Identity::of(&std::fs::metadata(path).unwrap()).unwrap()
    }

    /// A fresh directory of the system's temporary one, with `file` in it
    /// holding `bytes`: (directory, path of the file).
    fn scratch(name: &str, file: &str, bytes: &[u8]) -> (PathBuf, PathBuf) {
        let dir = std::env::temp_dir().join(format!("npuzzle-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(file);
        std::fs::write(&path, bytes).unwrap();
        (dir, path)
    }

    #[test]
    fn a_marker_matches_only_the_file_it_was_written_for() {
        let (dir, path) = scratch("mapped", "pdb-test.bin", b"table");
        let id = id_of(&path);
        let hash = [7u8; 32];
        // Just written: too recent to remember.
        remember(&path, &id, &hash);
        assert!(!remembered(&path, &id, &hash));
        let later = SystemTime::now() + RACY + Duration::from_millis(10);
        remember_at(&path, &id, &hash, later);
        assert!(remembered(&path, &id, &hash));
        assert!(!remembered(&path, &id, &[8u8; 32]), "another hash");
        // Rewritten in place: the same inode and size, a new status-change
        // time (waited for, as a clock tick may be coarse).
        std::thread::sleep(Duration::from_millis(20));
        std::fs::write(&path, b"TABLE").unwrap();
        let changed = id_of(&path);
        assert_eq!((changed.ino, changed.size), (id.ino, id.size));
        assert!(!remembered(&path, &changed, &hash));
        // A torn marker is no marker.
        let m = marker(&path);
        let text = crate::fsread::read_bytes(&m, "marker", crate::fsread::LESSON).unwrap();
        std::fs::write(&m, &text[..text.len() - 4]).unwrap();
        assert!(!remembered(&path, &id, &hash));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_mapped_table_reads_as_the_file_holds_it() {
        let (dir, path) = scratch("map", "t.bin", b"headTABLE");
        let mut f = crate::fsread::open_regular(&path, "table").unwrap();
        let b = map(&mut f, 4, 5).unwrap();
        assert!(b.is_mapped());
        assert_eq!(&*b, b"TABLE");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
