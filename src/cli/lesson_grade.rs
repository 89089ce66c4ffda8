//! `npuzzle lesson grade`: a class's answer files graded against a lesson.

use super::{Ctx, Outcome};
use clap::ValueEnum;
use npuzzle::error::{Error, Result};
use npuzzle::lesson::grade::{self, BadFile, Student};
use npuzzle::lesson::{self, Source};
use npuzzle::render::{self, escape};
use serde::Serialize;
use std::path::PathBuf;

/// Grade a class: one answer file per student (the format of `lesson run
/// --answers` and `--save-answers`; the student is the file's stem, or the
/// `# name:` first line), or directories of them.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson grade 01 answers/\n  npuzzle lesson grade my-lesson.yaml ada.txt bob.txt --format csv > grades.csv\n  npuzzle lesson grade parity --dir my-course answers/ --json\n\nAn answer file has one line per question, numbered as in `lesson run --handout` (quizzes and exercises alike): `#` comments and empty lines are skipped, `-` leaves a question unanswered, a first line `# name: NAME` names the student. Marks: ok right, x wrong, ? malformed (not an answer of the expected form, with the reason), - no answer. A file that cannot be graded is named with its line and the problem, and the others are still graded: exit 0 when at least one file was graded, 2 when none could be."
)]
pub struct GradeArgs {
    /// A built-in lesson's name, a lesson file, or (with --dir) a lesson of
    /// a course.
    #[arg(value_name = "LESSON")]
    pub lesson: String,
    /// Answer files, or directories of them (every file inside, by name).
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GradeFormat {
    Text,
    Csv,
    Json,
}

/// The answer files named on the command line, directories expanded.
fn answer_files(args: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for a in args {
        if a.is_dir() {
            let shown = escape(&a.display().to_string());
            let entries = std::fs::read_dir(a).map_err(|e| {
                Error::Io(format!(
                    "{shown}: cannot read: {}",
                    npuzzle::parse::io_reason(&e)
                ))
            })?;
            let mut inside: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.is_file()
                        && !p
                            .file_name()
                            .is_some_and(|n| n.to_string_lossy().starts_with('.'))
                })
                .collect();
            inside.sort();
            files.extend(inside);
        } else {
            files.push(a.clone());
        }
    }
    Ok(files)
}

#[derive(Serialize)]
struct Json<'a> {
    lesson: &'a str,
    students: &'a [Student],
    questions: &'a [grade::QuestionTally],
    bad_files: &'a [BadFile],
}

pub fn run(mut args: GradeArgs, ctx: &mut Ctx) -> Result<Outcome> {
    if args.json {
        args.format = GradeFormat::Json;
    }
    let source = match &args.dir {
        Some(d) => lesson::course::Course::open(d)?.find(&args.lesson)?,
        None => Source::find(&args.lesson)?,
    }
    .for_student()?;
    let p = lesson::prepare(source)?;
    if !p.report.passed() {
        for f in &p.report.failures {
            writeln!(ctx.err, "npuzzle: {f}")?;
        }
        return Err(Error::input(format!(
            "{}: refused to grade against a lesson that states something false (`npuzzle lesson check` shows the same)",
            p.source.file
        )));
    }
    let questions = grade::questions(&p);
    if questions.is_empty() {
        return Err(Error::input(format!(
            "{}: the lesson has no questions to grade",
            p.source.file
        )));
    }
    let mut students = Vec::new();
    let mut bad = Vec::new();
    for f in answer_files(&args.answers)? {
        match grade::grade_file(&questions, &f) {
            Ok(s) => students.push(s),
            Err(b) => bad.push(b),
        }
    }
    let tallies = grade::tallies(&students, questions.len());
    if students.is_empty() {
        for b in &bad {
            writeln!(ctx.err, "npuzzle: {}", bad_line(b))?;
        }
        return Err(Error::input(format!(
            "no answer file could be graded ({} bad)",
            bad.len()
        )));
    }
    match args.format {
        GradeFormat::Json => render::write_json(
            ctx.out,
            &Json {
                lesson: &p.source.file,
                students: &students,
                questions: &tallies,
                bad_files: &bad,
            },
        )?,
        GradeFormat::Csv => csv(&students, questions.len(), ctx)?,
        GradeFormat::Text => text(&p, &questions, &students, &tallies, ctx)?,
    }
    for b in &bad {
        writeln!(ctx.err, "npuzzle: {}", bad_line(b))?;
    }
    Ok(Outcome::Success)
}

fn bad_line(b: &BadFile) -> String {
    let place = if b.line > 0 {
        format!("{}:{}", b.file, b.line)
    } else {
        b.file.clone()
    };
    format!("{place}: not graded: {}", b.message)
}

/// A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
/// or a tab or carriage return first) gets a leading `'`, which
/// spreadsheets show as text.
fn neutral(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_string()
    }
}

/// The grades as CSV (RFC 4180, written by the `csv` crate): per question
/// 1 right, 0 wrong, `?` malformed, empty for no answer.
fn csv(students: &[Student], count: usize, ctx: &mut Ctx) -> Result<()> {
    let mut w = ::csv::WriterBuilder::new()
        .terminator(::csv::Terminator::CRLF)
        .quote_style(::csv::QuoteStyle::Necessary)
        .from_writer(Vec::new());
    let mut head = vec![
        "student".to_string(),
        "file".into(),
        "score".into(),
        "total".into(),
    ];
    head.extend((1..=count).map(|k| format!("q{k}")));
    let csv_err = |e: ::csv::Error| Error::internal(format!("CSV: {e}"));
    w.write_record(&head).map_err(csv_err)?;
    for s in students {
        let mut row = vec![
            neutral(&s.student),
            neutral(&s.file),
            s.score.to_string(),
            s.total.to_string(),
        ];
        row.extend(s.answers.iter().map(|a| {
            match a.mark {
                "right" => "1",
                "wrong" => "0",
                "malformed" => "?",
                _ => "",
            }
            .to_string()
        }));
        w.write_record(&row).map_err(csv_err)?;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| Error::internal(format!("CSV: {e}")))?;
    ctx.out.write_all(&bytes)?;
    Ok(())
}

/// A line cut to `width` columns, `…` at the cut.
fn cut(line: &str, width: usize) -> String {
    if line.chars().count() <= width {
        return line.to_string();
    }
    let mut s: String = line.chars().take(width.saturating_sub(1)).collect();
    s.push('…');
    s
}

fn text(
    p: &lesson::Prepared,
    questions: &[lesson::ask::Question],
    students: &[Student],
    tallies: &[grade::QuestionTally],
    ctx: &mut Ctx,
) -> Result<()> {
    let pal = ctx.palette;
    let columns = render::wrap::width(ctx.interactive);
    let count = questions.len();
    writeln!(
        ctx.out,
        "{} ({} question{}, {} student{})\n",
        pal.heading(&escape(&p.lesson.title)),
        count,
        if count == 1 { "" } else { "s" },
        students.len(),
        if students.len() == 1 { "" } else { "s" }
    )?;
    let width = |head: &str, cells: &mut dyn Iterator<Item = usize>| {
        cells.max().unwrap_or(0).max(head.chars().count())
    };
    let w = width(
        "STUDENT",
        &mut students.iter().map(|s| s.student.chars().count()),
    );
    let fw = width("FILE", &mut students.iter().map(|s| s.file.chars().count()));
    let mut head = format!("{:<w$}  {:<fw$}  {:>5}", "STUDENT", "FILE", "SCORE");
    for k in 1..=count {
        head.push_str(&format!("  {:>3}", format!("Q{k}")));
    }
    writeln!(ctx.out, "{}", pal.heading(&head))?;
    for s in students {
        let mut row = format!(
            "{:<w$}  {:<fw$}  {:>5}",
            s.student,
            s.file,
            format!("{}/{}", s.score, s.total)
        );
        for a in &s.answers {
            row.push_str(&format!("  {:>3}", a.symbol));
        }
        writeln!(ctx.out, "{row}")?;
    }
    let malformed: Vec<String> = students
        .iter()
        .flat_map(|s| {
            s.answers.iter().filter_map(move |a| {
                a.reason.as_ref().map(|why| {
                    let given = a.given.as_deref().unwrap_or("");
                    if why.contains(given) {
                        format!("  {} Q{}: {why}", s.file, a.question)
                    } else {
                        format!("  {} Q{}: `{given}`: {why}", s.file, a.question)
                    }
                })
            })
        })
        .collect();
    if !malformed.is_empty() {
        writeln!(
            ctx.out,
            "\n{}",
            pal.heading("Malformed answers (?), not counted as answers:")
        )?;
        for m in malformed {
            writeln!(ctx.out, "{m}")?;
        }
    }
    writeln!(ctx.out, "\n{}", pal.heading("Questions, hardest first:"))?;
    for q in tallies {
        let share = (q.right * 100 + q.of / 2).checked_div(q.of).unwrap_or(0);
        let asked = questions
            .get(q.question - 1)
            .map(|z| escape(z.text()))
            .unwrap_or_default();
        let line = format!(
            "  {:<4} {:>8} right ({share:>3}%)  {asked}",
            format!("Q{}", q.question),
            format!("{} of {}", q.right, q.of)
        );
        writeln!(ctx.out, "{}", cut(&line, columns))?;
    }
    writeln!(
        ctx.out,
        "\n{}",
        pal.dim(
            "ok: right, x: wrong, ?: malformed (not an answer of the expected form), -: no answer"
        )
    )?;
    Ok(())
}
