//! `lesson export --scorm`: a lesson as a SCORM 1.2 package, `NAME.zip`,
//! for a learning platform (Moodle, Canvas, Blackboard, Brightspace): its
//! `imsmanifest.xml` (`render::scorm`) and the SCO, the interactive page
//! with its bridge to the platform's API (`render::lesson_html::
//! scorm_html`). The zip is reproducible: the manifest first and stored
//! (its mark readable at the file's start, for `lesson export`'s check of
//! what it may replace), the other files in name order and deflated, every
//! entry dated 1980-01-01 00:00 with mode 0644.

use npuzzle::error::{Error, Result};
use npuzzle::lesson::Prepared;
use npuzzle::render::{lesson_html, scorm};
use std::io::Write as _;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// The package's file name for lesson `name`.
pub fn file_name(name: &str) -> String {
    format!("{name}.zip")
}

/// The zip of lesson `p`; `marked` puts export's generator mark in the
/// page's `<head>`.
pub fn package(p: &Prepared, marked: impl Fn(String) -> Result<String>) -> Result<Vec<u8>> {
    let launch = format!("{}.html", p.source.name);
    let page = marked(lesson_html::scorm_html(p, &super::explorer::checker())?)?;
    let mut files: Vec<(String, Vec<u8>)> = vec![(launch.clone(), page.into_bytes())];
    files.sort_by(|a, b| a.0.cmp(&b.0));
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    let manifest = scorm::manifest(
        &scorm::identifier("npuzzle-", &p.source.name),
        &p.lesson.title,
        &launch,
        &names,
    );
    let zipped = |e: zip::result::ZipError| Error::internal(format!("the SCORM package: {e}"));
    let options = SimpleFileOptions::default()
        .last_modified_time(DateTime::default())
        .unix_permissions(0o644);
    let mut z = ZipWriter::new(std::io::Cursor::new(Vec::new()));
    z.start_file(
        "imsmanifest.xml",
        options.compression_method(CompressionMethod::Stored),
    )
    .map_err(zipped)?;
    z.write_all(manifest.as_bytes())
        .map_err(|e| Error::internal(format!("the SCORM package: {e}")))?;
    for (name, bytes) in &files {
        z.start_file(
            name.as_str(),
            options.compression_method(CompressionMethod::Deflated),
        )
        .map_err(zipped)?;
        z.write_all(bytes)
            .map_err(|e| Error::internal(format!("the SCORM package: {e}")))?;
    }
    Ok(z.finish().map_err(zipped)?.into_inner())
}
