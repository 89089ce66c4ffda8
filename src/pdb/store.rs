//! The on-disk cache of pattern databases: where it is, the file format,
//! bounded reads, atomic writes, stale temporaries, status and clearing.
//!
//! A file is a header (magic, version, board size, goal, pattern cells,
//! number of entries, BLAKE3 hash of the entries) followed by the table
//! exactly as the solver uses it (16^k bytes, one per packed index), so a
//! load is one read into the table and one hash, with no scan. Reads are
//! bounded: only a regular file is read (a device, FIFO or directory in
//! the cache's place is refused without blocking), and never more bytes
//! than the format allows.

use super::mapped::{self, Bytes};
use super::{Origin, Pattern, PatternDb, check_goal, partitions, trusted};
use crate::board::Board;
use crate::error::{Error, Result};
use crate::i18n::{Lang, Words};
use crate::msg;
use serde::Serialize;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// First bytes of a cache file.
pub(crate) const MAGIC: &[u8; 8] = b"NPZLPDB\n";
/// Bump when the file layout or the meaning of the values changes.
/// Version 2: the sparse table as stored in memory, and a BLAKE3 hash.
pub(crate) const VERSION: u32 = 2;
/// Bytes of the content hash.
pub const HASH_LEN: usize = 32;

/// The environment variable that overrides the cache directory everywhere
/// (the freedesktop one, honoured on every platform).
pub(crate) const CACHE_ENV: &str = "XDG_CACHE_HOME";

/// The user's cache directory for npuzzle: `$XDG_CACHE_HOME/npuzzle` when
/// that variable holds an absolute path (on every platform), else the
/// platform's usual place from the `etcetera` crate's native strategy
/// (`~/.cache/npuzzle` on Linux, `~/Library/Caches/npuzzle` on macOS,
/// `%LOCALAPPDATA%\npuzzle` on Windows).
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(x) = std::env::var_os(CACHE_ENV) {
        let p = PathBuf::from(x);
        if p.is_absolute() {
            return Some(p.join("npuzzle"));
        }
    }
    use etcetera::BaseStrategy;
    let dirs = etcetera::base_strategy::choose_native_strategy().ok()?;
    Some(dirs.cache_dir().join("npuzzle"))
}

/// The file name of one database for a goal.
pub fn file_name(goal: &Board, pattern: &Pattern) -> String {
    let g: String = goal.tiles().iter().map(|t| format!("{t:x}")).collect();
    format!("pdb-4x4-{g}-{}.bin", pattern.cells_hex())
}

/// The BLAKE3 hash of a table's entries.
pub fn content_hash(table: &[u8]) -> [u8; HASH_LEN] {
    *blake3::hash(table).as_bytes()
}

/// A hash in lowercase hexadecimal.
pub fn hex(hash: &[u8]) -> String {
    mapped::hex(hash)
}

fn header(goal: &Board, pattern: &Pattern, entries: u64, hash: &[u8; HASH_LEN]) -> Vec<u8> {
    let mut h = Vec::with_capacity(96);
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&VERSION.to_le_bytes());
    h.push(goal.width() as u8);
    h.push(goal.height() as u8);
    h.extend_from_slice(goal.tiles());
    h.push(pattern.cells.len() as u8);
    h.extend_from_slice(&pattern.cells);
    h.extend_from_slice(&entries.to_le_bytes());
    h.extend_from_slice(hash);
    h
}

/// The name of this process's temporary file for `path`.
pub(super) fn temporary(path: &Path) -> PathBuf {
    let dir = path.parent().unwrap_or(Path::new("."));
    dir.join(format!(
        ".{}.tmp{}",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("pdb"),
        std::process::id()
    ))
}

/// Write one database to `path` atomically (temporary file, then rename).
pub fn write_cache(path: &Path, goal: &Board, db: &PatternDb) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let head = header(
        goal,
        &db.pattern,
        db.table.len() as u64,
        &content_hash(&db.table),
    );
    let tmp = temporary(path);
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(&head)?;
        f.write_all(&db.table)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// The `len` entries after the `start` header bytes of the open cache file
/// `path`, mapped, with the content hash `stored` checked: by hashing them,
/// unless the file's marker says that this very file was hashed before
/// ([`mapped`]); a file found good is remembered.
pub(super) fn verified_table(
    path: &Path,
    f: &mut fs::File,
    start: usize,
    len: usize,
    stored: &[u8; HASH_LEN],
) -> std::result::Result<Bytes, Words> {
    let id = f.metadata().ok().as_ref().and_then(mapped::Identity::of);
    let table = mapped::map(f, start, len)?;
    if id.is_some_and(|id| mapped::remembered(path, &id, stored)) {
        return Ok(table);
    }
    if content_hash(&table) != *stored {
        return Err(msg!("pdb-reason-checksum").into());
    }
    if let Some(id) = id {
        mapped::remember(path, &id, stored);
    }
    Ok(table)
}

/// Open a cache file without blocking; see [`crate::fsread::open_if_present`].
pub(super) use crate::fsread::open_if_present as open_regular;
/// Read at most `n` bytes; see [`crate::fsread::read_up_to`].
pub(super) use crate::fsread::read_up_to;

/// Read and check a cache file. `Ok(None)`: no file; `Err(reason)`: a file
/// that must not be trusted. The databases of the preset goals must have
/// the content hash this binary embeds ([`Origin::Verified`]); others are
/// trusted on their own checksum ([`Origin::ChecksumOnly`]).
pub fn read_cache(
    path: &Path,
    goal: &Board,
    pattern: &Pattern,
) -> std::result::Result<Option<PatternDb>, String> {
    check_cache(path, goal, pattern).map_err(|w| w.say(Lang::EN))
}

/// [`read_cache`] with the reason as words said where they are printed.
pub(crate) fn check_cache(
    path: &Path,
    goal: &Board,
    pattern: &Pattern,
) -> std::result::Result<Option<PatternDb>, Words> {
    let Some((mut f, size)) = open_regular(path)? else {
        return Ok(None);
    };
    let entries = pattern.stored_len() as u64;
    let expected = header(goal, pattern, entries, &[0; HASH_LEN]);
    let head_len = expected.len();
    let head = read_up_to(&mut f, head_len as u64)?;
    let truncated = || -> Words {
        msg!(
            "pdb-reason-truncated",
            size = size,
            want = head_len as u64 + entries
        )
        .into()
    };
    if head.len() < MAGIC.len() {
        return Err(truncated());
    }
    if &head[..8] != MAGIC {
        return Err(msg!("pdb-reason-magic").into());
    }
    if head.len() < 12 {
        return Err(truncated());
    }
    let version = u32::from_le_bytes(head[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(msg!("pdb-reason-version", version = version, expected = VERSION).into());
    }
    if head.len() < head_len {
        return Err(truncated());
    }
    // Everything but the hash must match the expected header exactly.
    let fixed = head_len - HASH_LEN - 8;
    if head[..fixed] != expected[..fixed] {
        return Err(msg!("pdb-reason-other-goal").into());
    }
    let len = u64::from_le_bytes(head[fixed..fixed + 8].try_into().expect("8 bytes"));
    if len != entries {
        return Err(msg!("pdb-reason-claims", len = len, entries = entries).into());
    }
    if size < head_len as u64 + entries {
        return Err(truncated());
    }
    if size > head_len as u64 + entries {
        return Err(msg!(
            "pdb-reason-too-long",
            size = size,
            want = head_len as u64 + entries
        )
        .into());
    }
    let stored: [u8; HASH_LEN] = head[fixed + 8..head_len].try_into().expect("32 bytes");
    let table = verified_table(path, &mut f, head_len, entries as usize, &stored)?;
    let hash = stored;
    let origin = match trusted::expected_hash(&file_name(goal, pattern)) {
        Some(want) if want == hash => Origin::Verified,
        Some(want) => {
            return Err(msg!(
                "pdb-reason-altered",
                hash = &hex(&hash)[..16],
                want = &hex(&want)[..16]
            )
            .into());
        }
        None => Origin::ChecksumOnly,
    };
    Ok(Some(PatternDb {
        pattern: pattern.clone(),
        table,
        origin,
    }))
}

/// One database file as `pdb status` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct FileStatus {
    pub file: String,
    pub(crate) path: PathBuf,
    /// The pattern's tiles.
    pub tiles: Vec<u8>,
    /// The pattern's goal cells.
    pub cells: Vec<u8>,
    /// Placements of the pattern's tiles.
    pub entries: u64,
    /// `present`, `missing`, or `broken: <reason>`.
    pub state: String,
    /// Why a broken file is not used, said where it is printed (the
    /// English of it is in `state`).
    #[serde(skip)]
    pub reason: Option<Words>,
    /// For a present file: `verified` (its content hash is the one npuzzle
    /// builds for this preset goal) or `checksum-only` (another goal: the
    /// file is trusted on its own checksum).
    pub trust: Option<&'static str>,
    pub bytes: Option<u64>,
}

/// The state of every database a goal needs in `dir`.
pub fn status(goal: &Board, dir: &Path) -> Result<Vec<FileStatus>> {
    check_goal(goal)?;
    let parts: Vec<Pattern> = partitions(goal).into_iter().flatten().collect();
    Ok(status_of(goal, dir, &parts))
}

/// The state of these patterns' files of a goal in `dir`.
pub(crate) fn status_of(goal: &Board, dir: &Path, patterns: &[Pattern]) -> Vec<FileStatus> {
    let mut out = Vec::new();
    for pattern in patterns {
        let file = file_name(goal, pattern);
        let path = dir.join(&file);
        let bytes = fs::symlink_metadata(&path).ok().map(|m| m.len());
        let (state, trust, reason) = match check_cache(&path, goal, pattern) {
            Ok(Some(db)) => ("present".to_string(), Some(db.origin.name()), None),
            Ok(None) => ("missing".to_string(), None, None),
            Err(r) => (format!("broken: {}", r.say(Lang::EN)), None, Some(r)),
        };
        out.push(FileStatus {
            file,
            path,
            tiles: pattern.tiles.clone(),
            cells: pattern.cells.clone(),
            entries: pattern.placements(),
            state,
            reason,
            trust,
            bytes,
        });
    }
    out
}

/// Every file in the cache directory that looks like a pattern database
/// (name and size), for any goal.
pub fn list_files(dir: &Path) -> Vec<(String, u64)> {
    list(dir, |name| {
        name.starts_with("pdb-") && name.ends_with(".bin")
    })
}

/// The entries of `dir` (directories aside) whose names `keep` accepts,
/// with their sizes.
fn list(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().to_str()?.to_string();
                    // `DirEntry::metadata` does not follow symlinks. A
                    // directory named like a table or a temporary
                    // (`.pdb-….bin.tmp999998`) is not one and is left
                    // alone; a symlink, a FIFO or a device is listed (and
                    // reported as broken, never read).
                    let meta = e.metadata().ok()?;
                    (!meta.is_dir() && keep(&name)).then_some((name, meta.len()))
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// The process id in the name of a temporary file (`.pdb-….bin.tmpNNNN`).
fn temporary_pid(name: &str) -> Option<u32> {
    let rest = name.strip_prefix(".pdb-")?;
    let (_, pid) = rest.rsplit_once(".bin.tmp")?;
    pid.parse().ok()
}

/// True when the process that wrote a temporary file is gone.
fn writer_gone(dir: &Path, name: &str, pid: u32) -> bool {
    if pid == std::process::id() {
        return false;
    }
    #[cfg(unix)]
    {
        let _ = (dir, name);
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return true;
        };
        // SAFETY: signal 0 sends nothing; it only asks whether the
        // process exists.
        let alive = unsafe { libc::kill(pid, 0) } == 0
            || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH);
        !alive
    }
    #[cfg(not(unix))]
    {
        // No cheap liveness test: a temporary untouched for an hour is stale.
        fs::metadata(dir.join(name))
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age.as_secs() > 3600)
    }
}

/// Temporary files left by a save that was killed (its process is gone):
/// name and size.
pub fn stale_temporaries(dir: &Path) -> Vec<(String, u64)> {
    list(dir, |name| {
        temporary_pid(name).is_some_and(|pid| writer_gone(dir, name, pid))
    })
}

/// Remove the stale temporaries; returns their names.
pub fn remove_stale_temporaries(dir: &Path) -> Result<Vec<String>> {
    let mut removed = Vec::new();
    for (name, _) in stale_temporaries(dir) {
        match fs::remove_file(dir.join(&name)) {
            Ok(()) => removed.push(name),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(Error::Io(format!("{}: {e}", dir.join(&name).display()))),
        }
    }
    Ok(removed)
}

/// Remove pattern database files from the cache: those of one goal, or all.
/// Returns the removed names (stale temporaries: [`remove_stale_temporaries`]).
pub fn clear(dir: &Path, goal: Option<&Board>) -> Result<Vec<String>> {
    let prefix = goal.map(|g| {
        let hex: String = g.tiles().iter().map(|t| format!("{t:x}")).collect();
        format!("pdb-4x4-{hex}-")
    });
    let mut removed = Vec::new();
    for (name, _) in list_files(dir) {
        if prefix.as_ref().is_none_or(|p| name.starts_with(p.as_str())) {
            fs::remove_file(dir.join(&name))
                .map_err(|e| Error::Io(format!("{}: {e}", dir.join(&name).display())))?;
            // Its marker (a stale one would never match another file).
            let _ = fs::remove_file(mapped::marker(&dir.join(&name)));
            removed.push(name);
        }
    }
    Ok(removed)
}
