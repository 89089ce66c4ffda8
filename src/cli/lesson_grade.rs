//! `npuzzle lesson grade`: a class's answer files graded against a lesson.

use super::ctx::{Ctx, Outcome};
use clap::ValueEnum;
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::lesson::grade::{self, Said, Student};
use npuzzle::lesson::{self, Source};
use npuzzle::msg;
use npuzzle::render::{self, escape};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// Grade a class: one answer file per student (the format of `lesson run
/// --answers` and `--save-answers`; the student is the file's `# name:`,
/// else its per-student folder, else its stem), or folders of them.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson grade 01 answers/\n  npuzzle lesson grade my-lesson.yaml ada.txt bob.txt --format csv > grades.csv\n  npuzzle lesson grade parity --dir my-course answers/ --json\n  npuzzle lesson grade 01 answers/ --format moodle-csv --roster roster.csv --bom > moodle.csv\n\nAn answer file has one line per question, numbered as in `lesson run --handout` (quizzes and exercises alike). An answer goes to the question the file names (`# Question N` on the line before, as the page and --save-answers write it, or `N.`, `N)`, `N:`, `QN:` before it), else to the next question in order, and in a file without numbers a blank line between two answers is a question left unanswered. `-` leaves a question unanswered; a comment is `#` followed by anything but a digit (`#3` is an answer: a node); `# name: NAME` names the student; `# lesson: ID (HASH)` names the lesson, and answers to another lesson are not graded. Marks: ok right, x wrong, ? malformed (not an answer of the expected form, with the reason), - no answer, s shown before it was answered. Every file is a row in every format, one that cannot be graded with its problem, and warnings say what was decided (a line too many, a likely shift, the same student name twice). Folders are walked (per-student folders, as Moodle and Google Drive download them). Exit 0 when at least one file was graded, 2 when none could be.\n\nGradebook: --format moodle-csv or canvas-csv writes one row per student for Moodle's \"Import grades from CSV\" or Canvas's gradebook import (docs: class.md), matched by the student's id: the file's `# id: ID` (as `lesson run --student-id` and the page's student-number field write it), else the --roster line with the student's name. Roster students without a file are rows without a grade; a file without an id is left out and said; two files with one id, or a roster with an empty, repeated or unprintable id, are an error (exit 2). Names that a spreadsheet would run as a formula (= + - @ first) get a leading '. --bom starts a CSV with a UTF-8 byte-order mark for Excel."
)]
pub struct GradeArgs {
    /// A built-in lesson's name, a lesson file, or (with --dir) a lesson of
    /// a course.
    #[arg(value_name = "LESSON")]
    pub lesson: String,
    /// Answer files, or folders of them (walked: per-student folders too).
    #[arg(value_name = "ANSWERS", required = true)]
    pub answers: Vec<PathBuf>,
    /// Find LESSON among the lessons of this course directory.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    #[arg(long, value_enum, default_value_t = GradeFormat::Text)]
    pub format: GradeFormat,
    /// Shorthand for --format json.
    #[arg(long)]
    pub json: bool,
    /// With --format moodle-csv or canvas-csv: the class list, a CSV of
    /// `id,name` lines; it gives the id of a file without `# id:` by its
    /// student's name, and its students without a file are rows without a
    /// grade.
    #[arg(long, value_name = "FILE")]
    pub roster: Option<PathBuf>,
    /// With --format moodle-csv or canvas-csv: the grade column's title
    /// (default: the lesson's title); in Canvas, `TITLE (ID)` fills the
    /// assignment of that id.
    #[arg(long, value_name = "TITLE")]
    pub column: Option<String>,
    /// Start the CSV with a UTF-8 byte-order mark, so that Excel reads
    /// Vietnamese, Chinese and Burmese names right.
    #[arg(long)]
    pub bom: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GradeFormat {
    Text,
    Csv,
    Json,
    MoodleCsv,
    CanvasCsv,
}

impl GradeFormat {
    fn layout(self) -> Option<super::lesson_gradebook::Layout> {
        use super::lesson_gradebook::Layout;
        match self {
            GradeFormat::MoodleCsv => Some(Layout::Moodle),
            GradeFormat::CanvasCsv => Some(Layout::Canvas),
            _ => None,
        }
    }
}

/// An answers file to grade, and the student its per-student folder
/// names (when it is the only file of a folder inside a folder given, or
/// in a folder Moodle's "download all submissions" names).
struct Found {
    path: PathBuf,
    folder: Option<String>,
}

/// The most files `lesson grade` walks, and how deep.
const MAX_FILES: usize = 10_000;
const MAX_DEPTH: usize = 6;

/// The student a per-student folder names: Moodle's folders are
/// `NAME_ID_assignsubmission_file_`, other tools' (Google Drive) the name.
fn folder_student(name: &str) -> String {
    let head = match name.find("_assignsubmission_") {
        Some(i) => {
            let h = &name[..i];
            match h.rsplit_once('_') {
                Some((n, id)) if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) => n,
                _ => h,
            }
        }
        None => name,
    };
    head.trim().to_string()
}

/// The files of `dir` and its folders (hidden ones left out, links to
/// folders not followed), sorted by name in each folder.
fn walk(dir: &Path, depth: usize, out: &mut Vec<Found>) -> Result<()> {
    let shown = escape(&dir.display().to_string());
    if depth > MAX_DEPTH {
        return Err(Error::problem(msg!("grade-error-too-deep", max = MAX_DEPTH)).context(&shown));
    }
    let entries = std::fs::read_dir(dir).map_err(|e| {
        Error::problem(msg!(
            "file-cannot-read",
            reason = npuzzle::fsread::io_reason_said(&e)
        ))
        .context(&shown)
    })?;
    let mut inside: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    inside.sort();
    let (dirs, files): (Vec<PathBuf>, Vec<PathBuf>) = inside
        .into_iter()
        .filter(|p| p.is_file() || std::fs::symlink_metadata(p).is_ok_and(|m| m.is_dir()))
        .partition(|p| std::fs::symlink_metadata(p).is_ok_and(|m| m.is_dir()));
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let per_student = depth > 0 && (files.len() == 1 || name.contains("_assignsubmission_"));
    for f in files {
        if out.len() == MAX_FILES {
            return Err(
                Error::problem(msg!("grade-error-too-many-files", max = MAX_FILES)).context(&shown),
            );
        }
        out.push(Found {
            path: f,
            folder: per_student.then(|| folder_student(&name)),
        });
    }
    for d in dirs {
        walk(&d, depth + 1, out)?;
    }
    Ok(())
}

/// The answer files named on the command line, folders walked.
fn answer_files(args: &[PathBuf]) -> Result<Vec<Found>> {
    let mut files = Vec::new();
    for a in args {
        if a.is_dir() {
            walk(a, 0, &mut files)?;
        } else {
            files.push(Found {
                path: a.clone(),
                folder: None,
            });
        }
    }
    Ok(files)
}

#[derive(Serialize)]
struct Json<'a> {
    lesson: &'a str,
    /// `ID (HASH)`: what an answers file for this lesson names.
    answers_for: String,
    /// Every file given, graded or not.
    students: &'a [Student],
    questions: &'a [grade::QuestionTally],
}

pub fn run(mut args: GradeArgs, ctx: &mut Ctx) -> Result<Outcome> {
    if args.json {
        args.format = GradeFormat::Json;
    }
    let layout = args.format.layout();
    if layout.is_none() && (args.roster.is_some() || args.column.is_some()) {
        return Err(Error::problem(msg!("grade-error-roster-needs-gradebook")));
    }
    if args.bom && matches!(args.format, GradeFormat::Text | GradeFormat::Json) {
        return Err(Error::problem(msg!("grade-error-bom-needs-csv")));
    }
    let roster = match &args.roster {
        Some(path) => Some(super::lesson_gradebook::read_roster(path)?),
        None => None,
    };
    let own = match &args.dir {
        Some(d) => lesson::course::Course::open(d)?.find(&args.lesson)?,
        None => Source::find(&args.lesson)?,
    };
    let lang = ctx.lang();
    let source = own.clone().for_student(lang)?;
    let p = lesson::prepare(source, lang)?;
    if !p.report.passed() {
        for f in &p.report.failures {
            writeln!(ctx.err, "npuzzle: {}", f.say(lang))?;
        }
        return Err(Error::problem(msg!("grade-error-lesson-false")).context(&p.source.file));
    }
    let questions = grade::questions(&p);
    if questions.is_empty() {
        return Err(Error::problem(msg!("grade-error-no-questions")).context(&p.source.file));
    }
    let tag = lesson::identity::tag(&p);
    let files = answer_files(&args.answers)?;
    // A lesson whose boards vary per student: each file with a valid
    // `# id:` is graded against that student's own variant, recomputed
    // from the id; a file without one against the instructor's boards,
    // with a warning.
    let varies = own.varies()?;
    let ids: Vec<Option<String>> = files
        .iter()
        .map(|f| if varies { file_id(&f.path) } else { None })
        .collect();
    let mut variants: std::collections::BTreeMap<&str, lesson::Prepared> =
        std::collections::BTreeMap::new();
    for id in ids.iter().flatten() {
        if variants.contains_key(id.as_str()) {
            continue;
        }
        let v = lesson::prepare(own.with_student(id)?.for_student(lang)?, lang)?;
        if !v.report.passed() {
            for f in &v.report.failures {
                writeln!(ctx.err, "npuzzle: {}", f.say(lang))?;
            }
            return Err(
                Error::problem(msg!("grade-error-variant-false", id = escape(id)))
                    .context(&p.source.file),
            );
        }
        variants.insert(id.as_str(), v);
    }
    let mut students: Vec<Student> = Vec::new();
    for (f, id) in files.iter().zip(&ids) {
        let student = match id.as_deref().and_then(|id| variants.get(id)) {
            Some(v) => grade::grade_file(
                &grade::questions(v),
                &lesson::identity::tag(v),
                &f.path,
                f.folder.as_deref(),
                lang,
            ),
            None => {
                let mut s = grade::grade_file(&questions, &tag, &f.path, f.folder.as_deref(), lang);
                if varies && s.graded {
                    s.warnings.insert(
                        0,
                        grade::Said {
                            line: 0,
                            message: npuzzle::msg!("grade-no-id-varying").into(),
                        },
                    );
                }
                s
            }
        };
        students.push(student);
    }
    grade::flag_same_names(&mut students);
    grade::flag_same_ids(&mut students);
    let tallies = grade::tallies(&students, questions.len());
    match args.format {
        GradeFormat::Json => render::write_json(
            ctx.out,
            &Json {
                lesson: &p.source.file,
                answers_for: escape(&tag.to_string()),
                students: &students,
                questions: &tallies,
            },
        )?,
        GradeFormat::Csv => {
            let bytes = csv(&students, questions.len(), lang)?;
            write_csv(&bytes, args.bom, ctx)?;
        }
        GradeFormat::MoodleCsv | GradeFormat::CanvasCsv => {
            let bytes = super::lesson_gradebook::write(
                layout.expect("a gradebook layout"),
                &students,
                roster.as_deref(),
                args.column.as_deref().unwrap_or(&p.lesson.title),
                questions.len(),
                ctx,
            )?;
            write_csv(&bytes, args.bom, ctx)?;
        }
        GradeFormat::Text => text(&p, &questions, &students, &tallies, ctx)?,
    }
    let graded = students.iter().filter(|s| s.graded).count();
    // The machine formats' problems and warnings, for the one who runs it.
    if args.format != GradeFormat::Text || graded == 0 {
        for s in &students {
            if let Some(b) = &s.problem {
                writeln!(
                    ctx.err,
                    "npuzzle: {}",
                    npuzzle::t!(lang;
                        "grade-not-graded-line",
                        place = place(&s.file, b.line),
                        why = b.message.say(lang)
                    )
                )?;
            }
            if args.format != GradeFormat::Text {
                for w in &s.warnings {
                    writeln!(
                        ctx.err,
                        "npuzzle: {}",
                        npuzzle::t!(lang;
                            "grade-warning-line",
                            place = place(&s.file, w.line),
                            why = w.message.say(lang)
                        )
                    )?;
                }
            }
        }
    }
    if graded == 0 {
        return Err(Error::problem(msg!(
            "grade-error-none-graded",
            count = students.len()
        )));
    }
    Ok(Outcome::Success)
}

/// The valid `# id:` of an answers file (read as `lesson grade` reads it:
/// bounded, a regular file only); `None` when it has none, or a bad one
/// (which the grader then reports on the file's row).
fn file_id(path: &Path) -> Option<String> {
    let shown = escape(&path.display().to_string());
    let bytes = npuzzle::fsread::read_bytes(path, &shown, npuzzle::fsread::ANSWERS).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    let (_, id) = lesson::answers::parse(&text).id?;
    lesson::answers::id_problem(&id).is_none().then_some(id)
}

/// `FILE:LINE`, or `FILE` for the whole file.
fn place(file: &str, line: usize) -> String {
    if line > 0 {
        format!("{file}:{line}")
    } else {
        file.to_string()
    }
}

/// A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
/// or a tab or carriage return first) gets a leading `'`, which
/// spreadsheets show as text.
pub(super) fn neutral(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_string()
    }
}

/// Said lines as one cell or line: `line 4: ...; line 7: ...`.
pub(super) fn said(all: &[Said], lang: Lang) -> String {
    all.iter()
        .map(|w| {
            if w.line > 0 {
                npuzzle::t!(lang;
                    "grade-line",
                    line = w.line.to_string(),
                    text = w.message.say(lang)
                )
            } else {
                w.message.say(lang)
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The grades as CSV (RFC 4180, written by the `csv` crate): a row per
/// file; per question 1 right, 0 wrong, `?` malformed, `s` shown, empty
/// for no answer; then whether the file was graded, its problem, its
/// warnings and the files with the same student name.
fn csv(students: &[Student], count: usize, lang: Lang) -> Result<Vec<u8>> {
    let mut w = csv_writer();
    let mut head = vec![
        "student".to_string(),
        "file".into(),
        "score".into(),
        "total".into(),
    ];
    head.extend((1..=count).map(|k| format!("q{k}")));
    head.extend(["graded", "problem", "warnings", "same_name_as"].map(String::from));
    let csv_err = |e: ::csv::Error| Error::internal(format!("CSV: {e}"));
    w.write_record(&head).map_err(csv_err)?;
    for s in students {
        let mut row = vec![
            neutral(&s.student),
            neutral(&s.file),
            s.score.map(|n| n.to_string()).unwrap_or_default(),
            s.total.to_string(),
        ];
        let cells = s.answers.iter().map(|a| {
            match a.mark {
                "right" => "1",
                "wrong" => "0",
                "malformed" => "?",
                "shown" => "s",
                _ => "",
            }
            .to_string()
        });
        row.extend(cells.chain(std::iter::repeat(String::new())).take(count));
        row.push(if s.graded { "yes" } else { "no" }.into());
        row.push(neutral(&said(s.problem.as_slice(), lang)));
        row.push(neutral(&said(&s.warnings, lang)));
        row.push(neutral(&s.same_name_as.join("; ")));
        w.write_record(&row).map_err(csv_err)?;
    }
    w.into_inner()
        .map_err(|e| Error::internal(format!("CSV: {e}")))
}

/// The CSV writer of every layout: RFC 4180 (CRLF, fields quoted where
/// they need it), by the `csv` crate.
pub(super) fn csv_writer() -> ::csv::Writer<Vec<u8>> {
    ::csv::WriterBuilder::new()
        .terminator(::csv::Terminator::CRLF)
        .quote_style(::csv::QuoteStyle::Necessary)
        .from_writer(Vec::new())
}

/// A CSV to stdout, with a UTF-8 byte-order mark first when asked (Excel
/// reads a file without one in the computer's code page).
fn write_csv(bytes: &[u8], bom: bool, ctx: &mut Ctx) -> Result<()> {
    if bom {
        ctx.out.write_all("\u{feff}".as_bytes())?;
    }
    ctx.out.write_all(bytes)?;
    Ok(())
}

/// A line cut to `width` columns, `…` at the cut.
/// `line` cut to `width` display columns (a CJK character takes two),
/// with `…` where it was cut.
fn cut(line: &str, width: usize) -> String {
    use render::wrap::display_width;
    if display_width(line) <= width {
        return line.to_string();
    }
    let mut s = String::new();
    let mut used = 0;
    for c in line.chars() {
        let w = display_width(c.encode_utf8(&mut [0; 4]));
        if used + w + 1 > width {
            break;
        }
        s.push(c);
        used += w;
    }
    s.push('…');
    s
}

/// What the student did before answering, as the file records it:
/// `Q2 3 tries, 1 hint; Q4 shown`.
fn records(s: &Student, lang: Lang) -> Option<String> {
    let parts: Vec<String> = s
        .answers
        .iter()
        .filter_map(|a| {
            let (tries, hints, shown) = (a.attempts?, a.hints?, a.shown?);
            let mut bits = vec![npuzzle::t!(lang;"grade-tries", count = tries)];
            if hints > 0 {
                bits.push(npuzzle::t!(lang;"grade-hints", count = hints));
            }
            if shown {
                bits.push(npuzzle::t!(lang;"grade-shown"));
            }
            Some(format!("Q{} {}", a.question, bits.join(", ")))
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// A note of the report, `  PLACE: WHAT`, filled to `columns` with its
/// next lines further in; a place too wide to share its line (a long
/// path) stands alone above what is said about it, never broken.
fn note(at: &str, what: &str, columns: usize) -> String {
    use render::wrap::{display_width, hang};
    let head = format!("  {at}:");
    if display_width(&head) + 20 <= columns {
        hang(&format!("{at}: {what}"), columns, "  ", "    ")
    } else {
        format!("{head}\n{}", hang(what, columns, "    ", "    "))
    }
}

fn text(
    p: &lesson::Prepared,
    questions: &[lesson::ask::Question],
    students: &[Student],
    tallies: &[grade::QuestionTally],
    ctx: &mut Ctx,
) -> Result<()> {
    let pal = ctx.palette;
    let lang = pal.lang;
    let columns = render::wrap::width(ctx.interactive);
    let count = questions.len();
    let graded = students.iter().filter(|s| s.graded).count();
    let files = if graded == students.len() {
        npuzzle::t!(lang;"grade-students", count = graded)
    } else {
        npuzzle::t!(lang;
            "grade-files-graded",
            count = students.len(),
            graded = graded
        )
    };
    writeln!(
        ctx.out,
        "{}\n",
        npuzzle::t!(lang;
            "grade-title",
            title = pal.heading(&escape(&p.lesson.title)),
            questions = npuzzle::t!(lang;"grade-questions", count = count),
            files = files
        ),
    )?;
    // Names and files in any script: padded by display columns (王小明 is
    // six), so the columns line up.
    use render::wrap::{display_width, pad_end};
    let width = |head: &str, cells: &mut dyn Iterator<Item = usize>| {
        cells.max().unwrap_or(0).max(display_width(head))
    };
    let (h_student, h_file, h_score) = (
        npuzzle::t!(lang;"grade-col-student"),
        npuzzle::t!(lang;"grade-col-file"),
        npuzzle::t!(lang;"grade-col-score"),
    );
    let w = width(
        &h_student,
        &mut students.iter().map(|s| display_width(&s.student)),
    );
    let fw = width(
        &h_file,
        &mut students.iter().map(|s| display_width(&s.file)),
    );
    let sw = display_width(&h_score).max(5);
    let mut head = format!(
        "{}  {}  {}",
        pad_end(&h_student, w),
        pad_end(&h_file, fw),
        render::wrap::pad_start(&h_score, sw)
    );
    for k in 1..=count {
        head.push_str(&format!("  {:>3}", format!("Q{k}")));
    }
    writeln!(ctx.out, "{}", pal.heading(&head))?;
    for s in students {
        let score = match s.score {
            Some(n) => format!("{n}/{}", s.total),
            None => "-".into(),
        };
        let mut row = format!(
            "{}  {}  {score:>sw$}",
            pad_end(&s.student, w),
            pad_end(&s.file, fw)
        );
        if s.graded {
            for a in &s.answers {
                row.push_str(&format!("  {:>3}", a.symbol));
            }
        } else {
            row.push_str(&format!("  {}", npuzzle::t!(lang;"grade-not-graded-row")));
        }
        let mut flags = Vec::new();
        if !s.warnings.is_empty() {
            flags.push(npuzzle::t!(lang;"grade-flag-warnings", count = s.warnings.len()));
        }
        if !s.same_name_as.is_empty() {
            flags.push(npuzzle::t!(lang;"grade-flag-same-name"));
        }
        if !flags.is_empty() {
            row.push_str(&format!("  ({})", flags.join(", ")));
        }
        writeln!(ctx.out, "{row}")?;
    }
    // Each note: where (a file, a student) and what; the place is never
    // broken across lines.
    let not_graded: Vec<(String, String)> = students
        .iter()
        .filter_map(|s| {
            s.problem
                .as_ref()
                .map(|b| (place(&s.file, b.line), b.message.say(lang)))
        })
        .collect();
    let warnings: Vec<(String, String)> = students
        .iter()
        .flat_map(|s| {
            s.warnings
                .iter()
                .map(move |w| (place(&s.file, w.line), w.message.say(lang)))
        })
        .collect();
    let mut same: Vec<(String, String)> = Vec::new();
    for (i, s) in students.iter().enumerate() {
        // Each group once, at its first row.
        let first = students[..i]
            .iter()
            .all(|o| !s.same_name_as.contains(&o.file));
        if !s.same_name_as.is_empty() && first {
            let mut all = vec![s.file.clone()];
            all.extend(s.same_name_as.iter().cloned());
            same.push((s.student.clone(), all.join(", ")));
        }
    }
    let malformed: Vec<(String, String)> = students
        .iter()
        .flat_map(|s| {
            s.answers.iter().filter_map(move |a| {
                a.reason.as_ref().map(|why| {
                    let given = a.given.as_deref().unwrap_or("");
                    let at = format!("{} Q{}", s.file, a.question);
                    if why.contains(given) {
                        (at, why.to_string())
                    } else {
                        (at, format!("`{given}`: {why}"))
                    }
                })
            })
        })
        .collect();
    let did: Vec<(String, String)> = students
        .iter()
        .filter_map(|s| records(s, lang).map(|r| (s.file.clone(), r)))
        .collect();
    for (title, lines) in [
        (npuzzle::t!(lang;"grade-heading-not-graded"), &not_graded),
        (npuzzle::t!(lang;"grade-heading-warnings"), &warnings),
        (npuzzle::t!(lang;"grade-heading-same-name"), &same),
        (npuzzle::t!(lang;"grade-heading-malformed"), &malformed),
        (npuzzle::t!(lang;"grade-heading-records"), &did),
    ] {
        if lines.is_empty() {
            continue;
        }
        writeln!(ctx.out, "\n{}", pal.heading(&title))?;
        for (at, what) in lines {
            writeln!(ctx.out, "{}", note(at, what, columns))?;
        }
    }
    if graded > 0 {
        writeln!(
            ctx.out,
            "\n{}",
            pal.heading(&npuzzle::t!(lang;"grade-heading-hardest"))
        )?;
        let of = |q: &grade::QuestionTally| {
            npuzzle::t!(lang;
                "grade-of",
                right = q.right.to_string(),
                of = q.of.to_string()
            )
        };
        let ow = tallies
            .iter()
            .map(|q| display_width(&of(q)))
            .max()
            .unwrap_or(0)
            .max(8);
        for q in tallies {
            let share = (q.right * 100 + q.of / 2).checked_div(q.of).unwrap_or(0);
            let asked = questions
                .get(q.question - 1)
                .map(|z| escape(&z.text(ctx.lang())))
                .unwrap_or_default();
            let line = format!(
                "  {:<4} {} {}  {asked}",
                format!("Q{}", q.question),
                render::wrap::pad_start(&of(q), ow),
                npuzzle::t!(lang;"grade-right-share", share = format!("{share:>3}"))
            );
            writeln!(ctx.out, "{}", cut(&line, columns))?;
        }
    }
    writeln!(
        ctx.out,
        "\n{}",
        render::wrap::fill(&pal.dim(&npuzzle::t!(lang;"grade-legend")), columns, "")
    )?;
    Ok(())
}
