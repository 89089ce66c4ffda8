//! `lesson export --qti`: a lesson's questions as an IMS QTI 1.2 package,
//! `NAME.qti.zip`, the file Canvas imports as a quiz and its question bank
//! ("QTI .zip file"): its `imsmanifest.xml` and the assessment
//! (`render::bank_qti`), zipped by `package_zip`. The questions left out
//! are said on stderr, as `lesson run --format gift` says them.

use npuzzle::error::Result;
use npuzzle::lesson::Prepared;
use npuzzle::render::bank_qti;

/// The package's file name for lesson `name`.
pub fn file_name(name: &str) -> String {
    format!("{name}.qti.zip")
}

/// The zip of lesson `p`'s bank.
pub fn package(p: &Prepared, lang: npuzzle::i18n::Lang) -> Result<Vec<u8>> {
    let files = vec![(
        bank_qti::ASSESSMENT.to_string(),
        bank_qti::assessment(p, lang).into_bytes(),
    )];
    super::package_zip::package(&bank_qti::manifest(p), &files, "the QTI package")
}
