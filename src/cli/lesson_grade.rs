//! `npuzzle lesson grade`: a class's answer files graded against a lesson.

use super::{Ctx, Outcome};
use crate::error::{Error, Result};
use crate::lesson::grade::{self, BadFile, Student};
use crate::lesson::{self, Source};
use crate::render::{self, escape};
use clap::ValueEnum;
use serde::Serialize;
use std::path::PathBuf;

/// Grade a class: one answer file per student (the format of `lesson run
/// --answers`; the student is the file's stem, or the `# name:` first
/// line), or directories of them.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson grade 01 answers/\n  npuzzle lesson grade my-lesson.yaml ada.txt bob.txt --format csv > grades.csv\n  npuzzle lesson grade parity --dir my-course answers/ --json\n\nAn answer file has one answer per line for each question in order (`#` comments and empty lines are skipped, `-` leaves a question unanswered). A file that cannot be graded is named with its line and the problem, and the others are still graded: exit 0 when at least one file was graded, 2 when none could be."
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
                    crate::parse::io_reason(&e)
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
    questions: &'a [grade::Question],
    bad_files: &'a [BadFile],
}

pub fn run(mut args: GradeArgs, ctx: &mut Ctx) -> Result<Outcome> {
    if args.json {
        args.format = GradeFormat::Json;
    }
    let source = match &args.dir {
        Some(d) => lesson::course::Course::open(d)?.find(&args.lesson)?,
        None => Source::find(&args.lesson)?,
    };
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
    let quizzes = grade::quizzes(&p);
    if quizzes.is_empty() {
        return Err(Error::input(format!(
            "{}: the lesson has no questions to grade",
            p.source.file
        )));
    }
    let mut students = Vec::new();
    let mut bad = Vec::new();
    for f in answer_files(&args.answers)? {
        match grade::grade_file(&quizzes, &f) {
            Ok(s) => students.push(s),
            Err(b) => bad.push(b),
        }
    }
    let questions = grade::questions(&students, quizzes.len());
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
                questions: &questions,
                bad_files: &bad,
            },
        )?,
        GradeFormat::Csv => csv(&students, quizzes.len(), ctx)?,
        GradeFormat::Text => text(&p, &students, &questions, ctx)?,
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

/// A CSV field, quoted when it needs to be.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn csv(students: &[Student], count: usize, ctx: &mut Ctx) -> Result<()> {
    let mut head = vec!["student".to_string(), "score".into(), "total".into()];
    head.extend((1..=count).map(|k| format!("q{k}")));
    writeln!(ctx.out, "{}", head.join(","))?;
    for s in students {
        let mut row = vec![field(&s.student), s.score.to_string(), s.total.to_string()];
        row.extend(
            s.answers
                .iter()
                .map(|a| if a.correct { "1" } else { "0" }.to_string()),
        );
        writeln!(ctx.out, "{}", row.join(","))?;
    }
    Ok(())
}

fn text(
    p: &lesson::Prepared,
    students: &[Student],
    questions: &[grade::Question],
    ctx: &mut Ctx,
) -> Result<()> {
    let pal = ctx.palette;
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
    let w = students
        .iter()
        .map(|s| s.student.chars().count())
        .max()
        .unwrap_or(7)
        .max(7);
    let mut head = format!("{:<w$}  {:>5}", "STUDENT", "SCORE");
    for k in 1..=count {
        head.push_str(&format!("  {:>3}", format!("Q{k}")));
    }
    writeln!(ctx.out, "{}", pal.heading(&head))?;
    for s in students {
        let mut row = format!(
            "{:<w$}  {:>5}",
            s.student,
            format!("{}/{}", s.score, s.total)
        );
        for a in &s.answers {
            let mark = match (&a.given, a.correct) {
                (_, true) => "ok",
                (None, false) => "-",
                (Some(_), false) => "x",
            };
            row.push_str(&format!("  {mark:>3}"));
        }
        writeln!(ctx.out, "{row}")?;
    }
    writeln!(ctx.out, "\n{}", pal.heading("Questions, hardest first:"))?;
    let quizzes = grade::quizzes(p);
    for q in questions {
        let share = (q.right * 100 + q.of / 2).checked_div(q.of).unwrap_or(0);
        let asked = quizzes
            .get(q.question - 1)
            .map(|z| escape(&z.question))
            .unwrap_or_default();
        writeln!(
            ctx.out,
            "  {:<4} {:>8} right ({share:>3}%)  {asked}",
            format!("Q{}", q.question),
            format!("{} of {}", q.right, q.of)
        )?;
    }
    writeln!(
        ctx.out,
        "\n{}",
        pal.dim("ok: right, x: wrong, -: no answer")
    )?;
    Ok(())
}
