//! `lesson export --scorm`: a lesson as a SCORM 1.2 package, `NAME.zip`,
//! for a learning platform (Moodle, Canvas, Blackboard, Brightspace): its
//! `imsmanifest.xml` (`render::scorm`) and the SCO, the interactive page
//! with its bridge to the platform's API (`render::lesson_html::
//! scorm_html`), zipped by `package_zip`.

use npuzzle::error::Result;
use npuzzle::lesson::Prepared;
use npuzzle::render::{lesson_html, scorm};

/// The package's file name for lesson `name`.
pub fn file_name(name: &str) -> String {
    format!("{name}.zip")
}

/// The zip of lesson `p`; `marked` puts export's generator mark in the
/// page's `<head>`.
pub fn package(
    p: &Prepared,
    marked: impl Fn(String) -> Result<String>,
    lang: npuzzle::i18n::Lang,
) -> Result<Vec<u8>> {
    let launch = format!("{}.html", p.source.name);
    let page = marked(lesson_html::scorm_html(
        p,
        &super::explorer::checker(),
        lang,
    )?)?;
    let files: Vec<(String, Vec<u8>)> = vec![(launch.clone(), page.into_bytes())];
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    let manifest = scorm::manifest(
        &scorm::identifier("npuzzle-", &p.source.copy_name()),
        &p.lesson.title,
        &launch,
        &names,
    );
    super::package_zip::package(&manifest, &files, "the SCORM package")
}
