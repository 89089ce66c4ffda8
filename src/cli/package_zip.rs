//! The zips of `lesson export` (`--scorm`, `--qti`), reproducible: the
//! manifest first and stored (its mark readable at the file's start, for
//! `lesson export`'s check of what it may replace), the other files in
//! name order and deflated, every entry dated 1980-01-01 00:00 with mode
//! 0644. Written with the `zip` crate.

use npuzzle::error::{Error, Result};
use std::io::Write as _;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// The zip of `imsmanifest.xml` (`manifest`) and `files`; `what` names the
/// package in an error ("the SCORM package").
pub fn package(manifest: &str, files: &[(String, Vec<u8>)], what: &str) -> Result<Vec<u8>> {
    let failed = |e: &dyn std::fmt::Display| Error::internal(format!("{what}: {e}"));
    let options = SimpleFileOptions::default()
        .last_modified_time(DateTime::default())
        .unix_permissions(0o644);
    let mut sorted: Vec<&(String, Vec<u8>)> = files.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    let mut z = ZipWriter::new(std::io::Cursor::new(Vec::new()));
    z.start_file(
        "imsmanifest.xml",
        options.compression_method(CompressionMethod::Stored),
    )
    .map_err(|e| failed(&e))?;
    z.write_all(manifest.as_bytes()).map_err(|e| failed(&e))?;
    for (name, bytes) in sorted {
        z.start_file(
            name.as_str(),
            options.compression_method(CompressionMethod::Deflated),
        )
        .map_err(|e| failed(&e))?;
        z.write_all(bytes).map_err(|e| failed(&e))?;
    }
    Ok(z.finish().map_err(|e| failed(&e))?.into_inner())
}
