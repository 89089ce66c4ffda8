//! The on-disk form of one 5x5 table: its file name, its header (the 4x4
//! databases' magic and version, the board size, the pattern cells, the
//! BLAKE3 hash of the entries), the atomic write and the bounded read.

use super::{KIND, SIDE, placements};
use crate::i18n::{Lang, Words};
use crate::msg;
use crate::pdb::mapped::Bytes;
use crate::pdb::store::{self, HASH_LEN, MAGIC, VERSION, content_hash};
use crate::pdb::{Origin, Pattern, trusted};
use std::fs;
use std::io::Write;
use std::path::Path;

/// The file name of one table (tables do not depend on the goal).
pub fn file_name(cells: &[u8]) -> String {
    let hex: String = cells.iter().map(|c| format!("{c:02x}")).collect();
    format!("pdb-5x5-{hex}.bin")
}

/// A pattern as the progress events name it (tiles = frame cells).
pub(super) fn pattern_of(cells: &[u8]) -> Pattern {
    Pattern {
        cells: cells.to_vec(),
        tiles: cells.to_vec(),
    }
}

pub(super) fn header(cells: &[u8], entries: u64, hash: &[u8; HASH_LEN]) -> Vec<u8> {
    let mut h = Vec::with_capacity(64);
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&VERSION.to_le_bytes());
    h.push(SIDE as u8);
    h.push(SIDE as u8);
    h.push(cells.len() as u8);
    h.extend_from_slice(cells);
    h.push(KIND);
    h.extend_from_slice(&entries.to_le_bytes());
    h.extend_from_slice(hash);
    h
}

/// Write one table atomically (temporary file, then rename).
pub fn write_cache(path: &Path, cells: &[u8], table: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let head = header(cells, table.len() as u64, &content_hash(table));
    let tmp = store::temporary(path);
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(&head)?;
        f.write_all(table)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Read and check one cached table: `Ok(None)` when there is no file,
/// `Err(reason)` when the file must not be used, else the table and how
/// far it is trusted (its content hash is embedded in this binary for
/// Korf & Felner's tables: [`Origin::Verified`]; other patterns'
/// tables rest on their own checksum: [`Origin::ChecksumOnly`]). Reads at most the header
/// and the entries the pattern has, from a regular file only.
pub fn read_cache(
    path: &Path,
    cells: &[u8],
) -> std::result::Result<Option<(Bytes, Origin)>, String> {
    check_cache(path, cells).map_err(|w| w.say(Lang::EN))
}

/// [`read_cache`] with the reason as words said where they are printed.
pub(crate) fn check_cache(
    path: &Path,
    cells: &[u8],
) -> std::result::Result<Option<(Bytes, Origin)>, Words> {
    let Some((mut f, size)) = store::open_regular(path)? else {
        return Ok(None);
    };
    let entries = placements(cells.len()) as u64;
    let expected = header(cells, entries, &[0; HASH_LEN]);
    let head_len = expected.len();
    let want = head_len as u64 + entries;
    let head = store::read_up_to(&mut f, head_len as u64)?;
    let truncated = || -> Words { msg!("pdb-reason-truncated", size = size, want = want).into() };
    if head.len() < MAGIC.len() {
        return Err(truncated());
    }
    if &head[..MAGIC.len()] != MAGIC {
        return Err(msg!("pdb-reason-magic").into());
    }
    if head.len() < head_len {
        return Err(truncated());
    }
    let version = u32::from_le_bytes(head[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(msg!("pdb-reason-version", version = version, expected = VERSION).into());
    }
    let fixed = head_len - HASH_LEN;
    if head[..fixed] != expected[..fixed] {
        return Err(msg!("pdb-reason-other-table").into());
    }
    if size != want {
        return Err(msg!("pdb-reason-size", size = size, want = want).into());
    }
    let stored: [u8; HASH_LEN] = head[fixed..].try_into().expect("32 bytes");
    let table = store::verified_table(path, &mut f, head_len, entries as usize, &stored)?;
    let hash = stored;
    let origin = match trusted::expected_hash(&file_name(cells)) {
        Some(want) if want == hash => Origin::Verified,
        Some(want) => {
            return Err(msg!(
                "pdb-reason-altered-5x5",
                hash = &store::hex(&hash)[..16],
                want = &store::hex(&want)[..16]
            )
            .into());
        }
        None => Origin::ChecksumOnly,
    };
    Ok(Some((table, origin)))
}
