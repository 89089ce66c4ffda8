//! The catalogue files, embedded in the binary: `i18n/LANG/AREA.ftl`, one
//! file per area of the tool so that a translator (and a change) touches
//! one area at a time. The list is made by `build.rs` from the folder
//! `i18n/`: a new file, or a new language's folder, needs no code.

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));
}

/// Every catalogue file: its path under `i18n/` (`vi/lesson.ftl`) and its
/// text, by language and then by file name.
pub const FILES: &[(&str, &str)] = embedded::CATALOGUE;

/// The text of one catalogue file (`"vi/lesson.ftl"`), if there is one.
pub fn source(path: &str) -> Option<&'static str> {
    FILES.iter().find(|(p, _)| *p == path).map(|(_, t)| *t)
}
