//! `npuzzle lesson grade --format moodle-csv|canvas-csv`: the grades as
//! Moodle's "Import grades from CSV" and Canvas's gradebook import read
//! them (docs/src/class.md), and the roster (`--roster`) they are matched
//! with. Rows are matched by `lesson::gradebook`; this module reads the
//! roster and writes the CSV (the `csv` crate quotes every field).

use super::ctx::Ctx;
use npuzzle::error::{Error, Result};
use npuzzle::lesson::grade::{Said, Student};
use npuzzle::lesson::gradebook::{self, Enrolled, Row};
use npuzzle::render::escape;
use std::path::Path;

/// A roster's cap: 1 MiB holds tens of thousands of students.
const ROSTER: npuzzle::fsread::Limit = npuzzle::fsread::Limit {
    bytes: 1 << 20,
    too_big: || npuzzle::msg!("file-too-big-for-a-roster"),
};

/// A gradebook layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Moodle,
    Canvas,
}

/// Read a roster: CSV, one student a line, `id,name` (more columns are
/// left out); a first line whose first cell is `id` (or `ID number`,
/// `student id`, `SIS User ID`) is its header. Every id valid and once.
pub fn read_roster(path: &Path) -> Result<Vec<Enrolled>> {
    let shown = escape(&path.display().to_string());
    let text = npuzzle::fsread::read_text(path, &shown, ROSTER)?;
    let mut reader = ::csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(::csv::Trim::All)
        .from_reader(text.as_bytes());
    // A record's line from its byte offset, blank lines before it passed
    // (the reader's own line count leaves them out).
    let line_at = |byte: u64| {
        let b = text.as_bytes();
        let mut at = (byte as usize).min(b.len());
        while at < b.len() && matches!(b[at], b'\n' | b'\r') {
            at += 1;
        }
        b[..at].iter().filter(|&&c| c == b'\n').count() + 1
    };
    let mut out = Vec::new();
    for (k, record) in reader.records().enumerate() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, |p| line_at(p.byte()));
            Error::problem(npuzzle::msg!("usage-roster-not-csv", why = e.to_string()))
                .context(format!("{shown}:{line}"))
        })?;
        let line = record.position().map_or(k + 1, |p| line_at(p.byte()));
        let id = record.get(0).unwrap_or("");
        let header = ["id", "id number", "idnumber", "student id", "sis user id"];
        if k == 0 && header.contains(&id.to_lowercase().as_str()) {
            continue;
        }
        out.push(Enrolled {
            line,
            id: id.to_string(),
            name: record.get(1).unwrap_or("").to_string(),
        });
    }
    if out.is_empty() {
        return Err(Error::problem(npuzzle::msg!(
            "usage-roster-empty",
            file = shown.clone()
        )));
    }
    gradebook::check_roster(&shown, &out)?;
    Ok(out)
}

/// A row's note: the file's problem and warnings, then the row's own.
fn note(r: &Row, lang: npuzzle::i18n::Lang) -> String {
    let mut all: Vec<Said> = Vec::new();
    if let Some(s) = r.student {
        all.extend(s.problem.iter().cloned());
        all.extend(s.warnings.iter().cloned());
    }
    let mut text = super::lesson_grade::said(&all, lang);
    for n in &r.notes {
        if !text.is_empty() {
            text.push_str("; ");
        }
        text.push_str(n);
    }
    text
}

/// Write the gradebook CSV (rows without an id left out: a platform
/// refuses a whole file over a row it cannot match) and say on stderr what
/// the instructor must know.
pub fn write(
    layout: Layout,
    students: &[Student],
    roster: Option<&[Enrolled]>,
    column: &str,
    total: usize,
    ctx: &mut Ctx,
) -> Result<Vec<u8>> {
    use super::lesson_grade::neutral;
    let rows = gradebook::rows(students, roster)?;
    let mut w = super::lesson_grade::csv_writer();
    let csv_err = |e: ::csv::Error| Error::internal(format!("CSV: {e}"));
    let note_head = "npuzzle note";
    let column = neutral(column);
    match layout {
        Layout::Moodle => {
            w.write_record(["Full name", "ID number", &column, note_head])
                .map_err(csv_err)?;
        }
        Layout::Canvas => {
            w.write_record([
                "Student",
                "ID",
                "SIS User ID",
                "SIS Login ID",
                "Section",
                &column,
                note_head,
            ])
            .map_err(csv_err)?;
            // As Canvas's own export: the points of each column, the
            // others read only.
            w.write_record([
                "Points Possible",
                "",
                "",
                "",
                "",
                &total.to_string(),
                "(read only)",
            ])
            .map_err(csv_err)?;
        }
    }
    let mut missing = 0;
    for r in &rows {
        let Some(id) = &r.id else {
            let file = r.student.map(|s| s.file.as_str()).unwrap_or_default();
            writeln!(
                ctx.err,
                "npuzzle: {file}: left out of the gradebook: {}",
                note(r, ctx.lang())
            )?;
            continue;
        };
        if r.student.is_none() {
            missing += 1;
        }
        let name = neutral(&r.name);
        let score = r.score().map(|n| n.to_string()).unwrap_or_default();
        let note = neutral(&note(r, ctx.lang()));
        match layout {
            Layout::Moodle => w.write_record([&name, id, &score, &note]),
            Layout::Canvas => w.write_record([&name, "", id, "", "", &score, &note]),
        }
        .map_err(csv_err)?;
    }
    if missing > 0 {
        let who = if missing == 1 {
            "1 student".to_string()
        } else {
            format!("{missing} students")
        };
        writeln!(
            ctx.err,
            "npuzzle: {who} on the roster handed in no answers file: their rows have no grade"
        )?;
    }
    w.into_inner()
        .map_err(|e| Error::internal(format!("CSV: {e}")))
}
