//! Lessons: YAML files an instructor writes and a student steps through.
//!
//! `schema` is the format, `load` reads a file safely, `run` computes every
//! step (each step kind a small function in `steps`, the searches through
//! `searching`) into the plain data of `result`, `claims` names what each
//! result lets a lesson claim, `check` verifies every claim the lesson
//! makes, and `builtin` embeds the course of `lessons/` in the binary.
//! Rendering lives in `render::lesson`.

pub mod answers;
pub mod ask;
pub(crate) mod askfirst;
pub mod bank;
pub mod budget;
pub mod builtin;
pub mod check;
pub(crate) mod claims;
pub mod course;
pub mod definitions;
pub mod diagnose;
pub(crate) mod exercise;
pub(crate) mod exercise_check;
pub mod feedback;
pub mod forms;
pub mod grade;
pub mod gradebook;
pub mod identity;
pub mod leaks;
pub mod load;
pub(crate) mod next_node;
pub mod quiz;
pub(crate) mod random_board;
pub(crate) mod result;
pub mod run;
pub(crate) mod said;
#[cfg(feature = "cli")]
pub mod saved;
pub mod schema;
pub mod schema_json;
pub(crate) mod searching;
pub(crate) mod setup;
pub(crate) mod steps;
pub mod translate;
pub(crate) mod translate_check;
pub(crate) mod value;
pub(crate) mod yaml_budget;
pub(crate) mod yaml_words;

pub use load::Source;

use crate::error::Result;
use crate::i18n::Lang;

/// A lesson read, computed and checked.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub source: Source,
    pub lesson: schema::Lesson,
    pub results: Vec<result::StepResult>,
    pub report: check::Report,
}

/// Parse, run and check a lesson. Malformed lessons are errors (exit 2);
/// false claims are in `report.failures`. `lang` is the language the
/// lesson is prepared for (a student's variant says its title in it).
pub fn prepare(source: Source, lang: Lang) -> Result<Prepared> {
    let lesson = source.parse()?;
    prepare_parsed(source, lesson, lang, &mut |_, _| Ok(()))
}

/// [`prepare`] for a lesson already parsed, calling `before(index, step)`
/// before each step is computed (see [`run::run_watched`]).
pub fn prepare_parsed(
    source: Source,
    lesson: schema::Lesson,
    lang: Lang,
    before: &mut dyn FnMut(usize, &schema::Step) -> Result<()>,
) -> Result<Prepared> {
    let mut lesson = lesson;
    let results = run::run_watched(&source, &lesson, before)?;
    let report = check::check(&source, &lesson.steps, &results)?;
    // A student's variant names the student wherever the title is shown
    // (the sheet, the key, the pages, the question banks).
    if let Some(v) = &source.student {
        // In the language the lesson is prepared in (the one its text was
        // chosen for, see `Source::for_student`).
        lesson.title = crate::msg!(
            "lesson-variant-title",
            title = lesson.title.clone(),
            id = v.id.clone()
        )
        .say(lang);
    }
    Ok(Prepared {
        source,
        lesson,
        results,
        report,
    })
}
