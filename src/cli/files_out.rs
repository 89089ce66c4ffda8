//! The files a command writes (`man --dir`, `lesson export`), one rule for
//! all: never through a symbolic link. Each file is written to a temporary
//! file in its folder and renamed over its name, so a link there is
//! replaced by the file (its target is never opened), a reader never sees
//! half a file, and a failed write (a full disk) leaves the old file as it
//! was. A failure to write is [`Error::Write`] (exit 3), not bad input.

use npuzzle::error::{Error, Result};
use npuzzle::parse::escape;
use std::io::Write as _;
use std::path::Path;

/// The words of a failed write: the file and the reason.
pub fn write_error(path: &Path, what: &str, e: &std::io::Error) -> Error {
    Error::Write(format!(
        "{}: cannot {what}: {}",
        escape(&path.display().to_string()),
        npuzzle::parse::io_reason(e)
    ))
}

/// Write `bytes` to `path` through a temporary file of its folder renamed
/// over it (readable by all, less the umask).
pub fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".npuzzle-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    let mut tmp = builder
        .tempfile_in(dir)
        .map_err(|e| write_error(dir, "write a file in this folder", &e))?;
    tmp.write_all(bytes)
        .and_then(|_| tmp.as_file().sync_all())
        .map_err(|e| write_error(path, "write the file", &e))?;
    tmp.persist(path)
        .map_err(|e| write_error(path, "write the file", &e.error))?;
    Ok(())
}
