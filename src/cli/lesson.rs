//! `npuzzle lesson`: list, run, check and start lessons.

use super::{Ctx, Outcome};
use crate::error::{Error, Result};
use crate::lesson::{self, Prepared, Source, builtin, quiz};
use crate::render::lesson::{self as view, Score, ScoredAnswer};
use crate::render::{self, escape, pager};
use clap::{Subcommand, ValueEnum};
use serde::Serialize;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Lessons: step through the built-in course or an instructor's YAML file;
/// check that every claim a lesson makes is true.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson list\n  npuzzle lesson run 01-counting-inversions\n  npuzzle lesson run lessons/05-bfs-vs-ordered.yaml --format markdown > handout.md\n  npuzzle lesson check lessons/*.yaml\n  npuzzle lesson new > my-lesson.yaml\n\nThe lesson format is documented in lessons/README.md."
)]
pub struct Args {
    #[command(subcommand)]
    pub command: Sub,
}

#[derive(Debug, Subcommand)]
pub enum Sub {
    List(ListArgs),
    Run(RunArgs),
    Check(super::lesson_check::CheckArgs),
    New(NewArgs),
    Schema(super::lesson_schema::SchemaArgs),
    Grade(super::lesson_grade::GradeArgs),
}

/// The built-in lessons (and those in --dir) with their titles.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson list\n  npuzzle lesson list --dir my-course --format json"
)]
pub struct ListArgs {
    /// Also list the lessons of this course directory (its *.yaml files,
    /// in the order of its course.yaml, if any).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    #[arg(long, value_enum, default_value_t = ListFormat::Text)]
    pub format: ListFormat,
    /// Shorthand for --format json.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ListFormat {
    Text,
    Json,
}

impl ListFormat {
    /// The format, `--json` winning over `--format`.
    fn with(self, json: bool) -> ListFormat {
        if json { ListFormat::Json } else { self }
    }
}

/// Step through a lesson (Enter: next, b: back, q: quit); quizzes ask and
/// check the answer. Without a terminal, or with --no-pause, everything is
/// printed.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson run 01-counting-inversions\n  npuzzle lesson run 01 --no-pause\n  npuzzle lesson run lessons/02-solvable-or-not.yaml --answers answers.txt\n  npuzzle lesson run 05 --format markdown > instructor.md\n  npuzzle lesson run 05 --handout > sheet.md\n  npuzzle lesson run 05 --answer-key > key.md\n\nAn answers file has one answer per line for each quiz in order (`#` comments and empty lines are skipped, `-` leaves a quiz unanswered). With --answers the run ends with a score and exits 1 unless every answer is right."
)]
pub struct RunArgs {
    /// A built-in lesson's name (or a unique prefix such as `01`), or a
    /// lesson file.
    #[arg(value_name = "NAME|FILE")]
    pub lesson: String,
    /// Print every step without pausing (the default without a terminal).
    #[arg(long)]
    pub no_pause: bool,
    /// Scripted answers for the quizzes, one per line; prints a score.
    #[arg(long, value_name = "FILE")]
    pub answers: Option<PathBuf>,
    /// text: the step-through; json: each step's computed result;
    /// markdown: a handout with the quiz answers at the end.
    #[arg(long, value_enum, default_value_t = RunFormat::Text)]
    pub format: RunFormat,
    /// Shorthand for --format json.
    #[arg(long)]
    pub json: bool,
    /// The student's sheet in Markdown: questions with blank answer lines
    /// and hints; no answers, no explanations, no step that computes an
    /// answer.
    #[arg(long, conflicts_with_all = ["answer_key", "answers", "json"])]
    pub handout: bool,
    /// The answers only, in Markdown, numbered as in --handout.
    #[arg(long, conflicts_with_all = ["answers", "json"])]
    pub answer_key: bool,
    /// Find NAME among the lessons of this course directory.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// The lesson's work budget, in work units (see `lesson check --help`).
    #[arg(long, value_name = "UNITS", default_value_t = lesson::budget::DEFAULT_BUDGET)]
    pub budget: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RunFormat {
    Text,
    Json,
    Markdown,
}

impl RunFormat {
    /// The format, `--json` winning over `--format`.
    fn with(self, json: bool) -> RunFormat {
        if json { RunFormat::Json } else { self }
    }
}

/// Print a commented lesson template that passes `lesson check`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Example:\n  npuzzle lesson new > my-lesson.yaml && npuzzle lesson check my-lesson.yaml"
)]
pub struct NewArgs {}

/// The template printed by `lesson new`.
pub const TEMPLATE: &str = include_str!("../lesson/template.yaml");

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    match args.command {
        Sub::List(a) => list(a, ctx),
        Sub::Run(a) => run_lesson(a, ctx),
        Sub::Check(a) => super::lesson_check::run(a, ctx),
        Sub::Schema(a) => super::lesson_schema::run(a, ctx),
        Sub::Grade(a) => super::lesson_grade::run(a, ctx),
        Sub::New(_) => {
            ctx.out.write_all(TEMPLATE.as_bytes())?;
            Ok(Outcome::Success)
        }
    }
}

#[derive(Serialize)]
struct Listed {
    name: String,
    title: String,
    summary: String,
    level: String,
    steps: usize,
    /// The lesson's path (for a built-in lesson, its path in the npuzzle
    /// source tree: it is embedded in the binary).
    file: String,
    builtin: bool,
    /// Set when a file in --dir could not be read as a lesson.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn listed(source: &Source) -> Listed {
    match source.parse() {
        Ok(l) => Listed {
            name: source.name.clone(),
            title: l.title.clone(),
            summary: l.summary.clone(),
            level: l.level.name().to_string(),
            steps: l.steps.len(),
            file: source.file.clone(),
            builtin: source.builtin,
            error: None,
        },
        Err(e) => Listed {
            name: source.name.clone(),
            title: String::new(),
            summary: String::new(),
            level: String::new(),
            steps: 0,
            file: source.file.clone(),
            builtin: source.builtin,
            error: Some(e.to_string()),
        },
    }
}

fn list(mut args: ListArgs, ctx: &mut Ctx) -> Result<Outcome> {
    args.format = args.format.with(args.json);
    let mut items: Vec<Listed> = builtin::LESSONS
        .iter()
        .filter_map(|(n, _)| Source::builtin(n))
        .map(|s| listed(&s))
        .collect();
    let course = args
        .dir
        .as_deref()
        .map(lesson::course::Course::open)
        .transpose()?;
    if let Some(course) = &course {
        for f in &course.lessons {
            match Source::read(f) {
                Ok(s) => items.push(listed(&s)),
                Err(e) => items.push(Listed {
                    name: escape(&f.file_stem().unwrap_or_default().to_string_lossy()),
                    title: String::new(),
                    summary: String::new(),
                    level: String::new(),
                    steps: 0,
                    file: escape(&f.display().to_string()),
                    builtin: false,
                    error: Some(e.to_string()),
                }),
            }
        }
    }
    if args.format == ListFormat::Json {
        render::write_json(ctx.out, &items)?;
        return Ok(Outcome::Success);
    }
    let p = ctx.palette;
    let name_w = items
        .iter()
        .map(|i| i.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    writeln!(
        ctx.out,
        "{}",
        p.heading(&format!(
            "{:<name_w$}  {:<12}  {:>5}  TITLE",
            "NAME", "LEVEL", "STEPS"
        ))
    )?;
    for i in &items {
        match &i.error {
            None => writeln!(
                ctx.out,
                "{:<name_w$}  {:<12}  {:>5}  {}",
                i.name,
                i.level,
                i.steps,
                escape(&i.title)
            )?,
            Some(e) => writeln!(
                ctx.out,
                "{:<name_w$}  {}",
                i.name,
                p.bad(&format!("not a valid lesson: {e}"))
            )?,
        }
    }
    if let Some(title) = course.as_ref().and_then(|c| c.title.as_deref()) {
        writeln!(ctx.out, "\nCourse: {}", escape(title))?;
    }
    if args.dir.is_none() {
        writeln!(
            ctx.out,
            "\n{}",
            p.dim("Run one with `npuzzle lesson run NAME`; add your own with --dir DIR.")
        )?;
    }
    Ok(Outcome::Success)
}

/// Prepare a lesson for running; a lesson with a false claim is not taught.
fn prepared_for_run(
    arg: &str,
    dir: Option<&Path>,
    budget: u64,
    ctx: &mut Ctx,
) -> Result<Option<Prepared>> {
    let source = match dir {
        Some(d) => lesson::course::Course::open(d)?.find(arg)?,
        None => Source::find(arg)?,
    };
    let parsed = source.parse()?;
    lesson::budget::check(&source, &parsed, budget)?;
    let p = lesson::prepare_parsed(source, parsed, &mut |_, _| Ok(()))?;
    if !p.report.passed() {
        for f in &p.report.failures {
            writeln!(ctx.err, "npuzzle: {f}")?;
        }
        writeln!(
            ctx.err,
            "npuzzle: {}: refused to teach a lesson that states something false (`npuzzle lesson check` shows the same)",
            p.source.file
        )?;
        return Ok(None);
    }
    Ok(Some(p))
}

/// The lines of an answers file: one answer per quiz, `#` comments and
/// empty lines skipped, `-` for no answer.
fn read_answers(path: &Path) -> Result<Vec<Option<String>>> {
    let shown = escape(&path.display().to_string());
    let file = std::fs::File::open(path).map_err(|e| {
        Error::Io(format!(
            "--answers {shown}: cannot open: {}",
            crate::parse::io_reason(&e)
        ))
    })?;
    let mut text = String::new();
    file.take(64 * 1024 + 1)
        .read_to_string(&mut text)
        .map_err(|e| Error::input(format!("--answers {shown}: {e}")))?;
    if text.len() > 64 * 1024 {
        return Err(Error::input(format!(
            "--answers {shown}: larger than 64 KiB"
        )));
    }
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| if l == "-" { None } else { Some(l.to_string()) })
        .collect())
}

fn run_lesson(mut args: RunArgs, ctx: &mut Ctx) -> Result<Outcome> {
    args.format = args.format.with(args.json);
    if args.answers.is_some() && args.format == RunFormat::Markdown {
        return Err(Error::usage(
            "--answers scores a run: use it with --format text or json, not markdown",
        ));
    }
    if (args.handout || args.answer_key) && args.format == RunFormat::Json {
        return Err(Error::usage(
            "--handout and --answer-key are Markdown: leave out --format json",
        ));
    }
    let answers = args.answers.as_deref().map(read_answers).transpose()?;
    let Some(p) = prepared_for_run(&args.lesson, args.dir.as_deref(), args.budget, ctx)? else {
        return Ok(Outcome::Negative);
    };
    if args.handout || args.answer_key {
        let text = if args.handout {
            render::lesson_handout::handout(&p)
        } else {
            render::lesson_handout::answer_key(&p)
        };
        ctx.out.write_all(text.as_bytes())?;
        return Ok(Outcome::Success);
    }
    let score = answers.map(|a| score(&p, &a)).transpose()?;
    match args.format {
        RunFormat::Json => {
            render::write_json(ctx.out, &view::json(&p, score.as_ref()))?;
        }
        RunFormat::Markdown => {
            ctx.out.write_all(view::markdown(&p).as_bytes())?;
        }
        RunFormat::Text => match &score {
            Some(s) => scripted_text(&p, s, ctx)?,
            None if ctx.interactive && !args.no_pause => return interactive(&p, ctx),
            None => ctx.out.write_all(view::text(&p, ctx.palette).as_bytes())?,
        },
    }
    Ok(match score {
        Some(s) => Outcome::from_bool(s.correct == s.total),
        None => Outcome::Success,
    })
}

fn quizzes(p: &Prepared) -> Vec<(usize, &crate::lesson::run::QuizResult)> {
    p.results
        .iter()
        .enumerate()
        .filter_map(|(i, r)| match r {
            lesson::run::StepResult::Quiz(q) => Some((i, q.as_ref())),
            _ => None,
        })
        .collect()
}

fn score(p: &Prepared, answers: &[Option<String>]) -> Result<Score> {
    let qs = quizzes(p);
    if answers.len() > qs.len() {
        return Err(Error::input(format!(
            "--answers: {} answers given, but the lesson has {} quiz{}",
            answers.len(),
            qs.len(),
            if qs.len() == 1 { "" } else { "zes" }
        )));
    }
    let scored: Vec<ScoredAnswer> = qs
        .iter()
        .enumerate()
        .map(|(k, (i, q))| {
            let given = answers.get(k).cloned().flatten();
            let correct = given
                .as_deref()
                .and_then(|g| quiz::parse(q.answer_type, g).ok())
                .is_some_and(|a| quiz::matches(&a, &q.truth));
            ScoredAnswer {
                step: i + 1,
                given: given.map(|g| escape(&g)),
                correct,
                answer: q.answer.to_string(),
            }
        })
        .collect();
    Ok(Score {
        correct: scored.iter().filter(|s| s.correct).count(),
        total: scored.len(),
        answers: scored,
    })
}

fn scripted_text(p: &Prepared, s: &Score, ctx: &mut Ctx) -> Result<()> {
    let pal = ctx.palette;
    ctx.out.write_all(view::header(p, pal).as_bytes())?;
    for (i, r) in p.results.iter().enumerate() {
        writeln!(ctx.out)?;
        ctx.out.write_all(view::page(p, i, pal).as_bytes())?;
        if let lesson::run::StepResult::Quiz(q) = r {
            let a = s.answers.iter().find(|a| a.step == i + 1);
            match a {
                Some(a) => {
                    let given = a.given.as_deref().unwrap_or("(no answer)");
                    if a.correct {
                        writeln!(ctx.out, "Your answer: {given}: {}", pal.good("correct"))?;
                    } else {
                        let why = a
                            .given
                            .as_deref()
                            .and_then(|g| quiz::parse(q.answer_type, g).err())
                            .map(|e| format!(" ({e})"))
                            .unwrap_or_default();
                        writeln!(ctx.out, "Your answer: {given}: {}{why}", pal.bad("wrong"))?;
                        if let Some(h) = view::quiz_hint(q, pal) {
                            ctx.out.write_all(h.as_bytes())?;
                        }
                    }
                }
                None => writeln!(ctx.out, "Your answer: (none)")?,
            }
            ctx.out.write_all(view::quiz_answer(q, pal).as_bytes())?;
        }
    }
    writeln!(ctx.out)?;
    let line = format!("Score: {} of {} correct", s.correct, s.total);
    writeln!(
        ctx.out,
        "{}",
        if s.correct == s.total {
            pal.good(&line)
        } else {
            pal.bad(&line)
        }
    )?;
    Ok(())
}

/// Read one line; `None` at the end of input.
fn read_line(ctx: &mut Ctx) -> Result<Option<String>> {
    let mut line = String::new();
    let n = ctx.input.read_line(&mut line)?;
    Ok((n > 0).then_some(line))
}

/// Ask a quiz on the terminal: two tries, the hint after the first wrong
/// one. Returns whether it was answered right, or `None` when input ended.
fn ask(q: &crate::lesson::run::QuizResult, ctx: &mut Ctx) -> Result<Option<bool>> {
    let pal = ctx.palette;
    let mut tries = 0;
    loop {
        write!(ctx.out, "Your answer (Enter to see it): ")?;
        ctx.out.flush()?;
        let Some(line) = read_line(ctx)? else {
            writeln!(ctx.out)?;
            return Ok(None);
        };
        let line = line.trim();
        if line.is_empty() {
            ctx.out.write_all(view::quiz_answer(q, pal).as_bytes())?;
            return Ok(Some(false));
        }
        match quiz::parse(q.answer_type, line) {
            Err(e) => writeln!(ctx.out, "{}", pal.dim(&format!("{e}; try again")))?,
            Ok(a) if quiz::matches(&a, &q.truth) => {
                writeln!(ctx.out, "{}", pal.good("Correct."))?;
                ctx.out.write_all(view::quiz_answer(q, pal).as_bytes())?;
                return Ok(Some(tries == 0));
            }
            Ok(_) => {
                tries += 1;
                if tries == 1 {
                    writeln!(ctx.out, "{}", pal.bad("Not quite."))?;
                    match view::quiz_hint(q, pal) {
                        Some(h) => ctx.out.write_all(h.as_bytes())?,
                        None => writeln!(ctx.out, "Try once more.")?,
                    }
                } else {
                    writeln!(ctx.out, "{}", pal.bad("Not this time."))?;
                    ctx.out.write_all(view::quiz_answer(q, pal).as_bytes())?;
                    return Ok(Some(false));
                }
            }
        }
    }
}

fn interactive(p: &Prepared, ctx: &mut Ctx) -> Result<Outcome> {
    let pal = ctx.palette;
    let n = p.results.len();
    let mut asked: Vec<Option<bool>> = vec![None; n];
    ctx.out.write_all(view::header(p, pal).as_bytes())?;
    let mut i = 0;
    loop {
        writeln!(ctx.out)?;
        ctx.out.write_all(view::page(p, i, pal).as_bytes())?;
        if let lesson::run::StepResult::Quiz(q) = &p.results[i] {
            match asked[i] {
                Some(_) => ctx.out.write_all(view::quiz_answer(q, pal).as_bytes())?,
                None => match ask(q, ctx)? {
                    Some(right) => asked[i] = Some(right),
                    None => return Ok(Outcome::Success),
                },
            }
        }
        if i + 1 == n {
            break;
        }
        write!(ctx.out, "{}", pal.dim(&pager::default_prompt(i, n)))?;
        ctx.out.flush()?;
        let line = read_line(ctx)?;
        match pager::parse_key(line.as_deref()) {
            pager::Key::Next => i += 1,
            pager::Key::Back => i = i.saturating_sub(1),
            pager::Key::Quit => {
                writeln!(ctx.out)?;
                return Ok(Outcome::Success);
            }
        }
    }
    let total = quizzes(p).len();
    if total > 0 {
        let right = asked.iter().filter(|a| **a == Some(true)).count();
        writeln!(
            ctx.out,
            "\nEnd of the lesson. First-try answers right: {right} of {total}."
        )?;
    } else {
        writeln!(ctx.out, "\nEnd of the lesson.")?;
    }
    Ok(Outcome::Success)
}
