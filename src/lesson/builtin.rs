//! The built-in course, embedded so that it works after `cargo install`.
//! The lists are made by `build.rs` from the folder `lessons/`: a new
//! lesson or a new language's translations are files, not code.

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/lessons.rs"));
}

/// `(name, YAML text)` of every built-in lesson (`lessons/NAME.yaml`), in
/// course order (the order of their names).
pub const LESSONS: &[(&str, &str)] = embedded::LESSONS;

/// `(lesson name, language code, YAML text)` of every translation of a
/// built-in lesson (`lessons/LANG/NAME.yaml`: only text, see
/// `lesson::translate`), in course order, each lesson's languages by code.
pub const TRANSLATIONS: &[(&str, &str, &str)] = embedded::TRANSLATIONS;
