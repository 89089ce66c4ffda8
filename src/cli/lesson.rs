//! `npuzzle lesson`: list, run, check and start lessons.

use super::{Ctx, Outcome};
use crate::error::{Error, Result};
use crate::lesson::ask::{Question, Verdict};
use crate::lesson::{self, Prepared, Source, builtin};
use crate::render::lesson::{self as view, Score, ScoredAnswer};
use crate::render::{self, escape};
use clap::{Subcommand, ValueEnum};
use serde::Serialize;
use std::path::{Path, PathBuf};

mod stepper;

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

/// Step through a lesson: every question is asked before its answer is
/// shown (Enter: next, h or ?: hint, s: show the answer, b: back, q: quit
/// with the score). Progress is saved and the next run resumes. Without a
/// terminal, or with --no-pause, everything is printed.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson run 01-counting-inversions\n  npuzzle lesson run 1\n  npuzzle lesson run 01 --restart\n  npuzzle lesson run 01 --no-pause\n  npuzzle lesson run lessons/02-solvable-or-not.yaml --answers answers.txt\n  npuzzle lesson run 05 --format markdown > instructor.md\n  npuzzle lesson run 05 --handout > sheet.md\n  npuzzle lesson run 05 --answer-key > key.md\n\nAn answers file has one answer per line for each quiz in order (`#` comments and empty lines are skipped, `-` leaves a quiz unanswered). With --answers the run ends with a score and exits 1 unless every answer is right.\n\nProgress is kept in $XDG_STATE_HOME/npuzzle/progress.json (else ~/.local/state/npuzzle/)."
)]
pub struct RunArgs {
    /// A built-in lesson's name (or a unique prefix such as `01`), or a
    /// lesson file.
    #[arg(value_name = "NAME|FILE")]
    pub lesson: String,
    /// Print every step without pausing (the default without a terminal).
    #[arg(long)]
    pub no_pause: bool,
    /// Start at step 1 and forget this lesson's saved answers.
    #[arg(long, conflicts_with = "from")]
    pub restart: bool,
    /// Start at this step (1-based) instead of where you stopped.
    #[arg(long, value_name = "STEP")]
    pub from: Option<usize>,
    /// Print the lesson's checked claims under each step (for instructors).
    #[arg(long)]
    pub show_claims: bool,
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
    /// One self-contained HTML page (no external address, no script).
    Html,
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
    /// The saved progress (null when the lesson was never started).
    progress: Option<ListedProgress>,
}

/// A lesson's saved progress, as `lesson list --json` shows it.
#[derive(Serialize)]
struct ListedProgress {
    /// The step reached (1-based).
    step: usize,
    /// Questions answered.
    answered: usize,
    /// Questions answered right at the first try.
    correct: usize,
    /// The lesson was stepped through to its end.
    finished: bool,
}

/// Fill in the saved progress of each listed lesson.
fn with_progress(items: &mut [Listed]) {
    let Some(path) = lesson::saved::path() else {
        return;
    };
    let (saved, _) = lesson::saved::load(&path);
    for i in items {
        let key = if i.builtin { &i.name } else { &i.file };
        i.progress = saved.lessons.get(key).map(|l| ListedProgress {
            step: l.step,
            answered: l.answered(),
            correct: l.correct(),
            finished: l.finished,
        });
    }
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
            progress: None,
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
            progress: None,
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
            match course.read(f) {
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
                    progress: None,
                }),
            }
        }
    }
    with_progress(&mut items);
    if args.format == ListFormat::Json {
        /// `lesson list --json`: an object like every other command's.
        #[derive(serde::Serialize)]
        struct Lessons<'a> {
            lessons: &'a [Listed],
        }
        render::write_json(ctx.out, &Lessons { lessons: &items })?;
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
            "{:<name_w$}  {:>5}  {:<8}  {:<5}  TITLE",
            "NAME", "STEPS", "PROGRESS", "SCORE"
        ))
    )?;
    for i in &items {
        match &i.error {
            None => {
                let (progress, score) = match &i.progress {
                    None => ("-".to_string(), "-".to_string()),
                    Some(g) => (
                        if g.finished {
                            "done".to_string()
                        } else {
                            format!("step {}", g.step)
                        },
                        format!("{}/{}", g.correct, g.answered),
                    ),
                };
                writeln!(
                    ctx.out,
                    "{:<name_w$}  {:>5}  {progress:<8}  {score:<5}  {}",
                    i.name,
                    i.steps,
                    escape(&i.title)
                )?
            }
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
    // A regular file only, opened without blocking, capped (fsread).
    let text =
        crate::fsread::read_text(path, &format!("--answers {shown}"), crate::fsread::ANSWERS)?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| if l == "-" { None } else { Some(l.to_string()) })
        .collect())
}

/// `1` means lesson 01: a bare number names the built-in lesson it starts.
fn lesson_arg(arg: &str) -> String {
    match arg.parse::<usize>() {
        Ok(n) if !arg.starts_with('0') && (1..100).contains(&n) => format!("{n:02}-"),
        _ => arg.to_string(),
    }
}

fn run_lesson(mut args: RunArgs, ctx: &mut Ctx) -> Result<Outcome> {
    args.format = args.format.with(args.json);
    if args.answers.is_some() && matches!(args.format, RunFormat::Markdown | RunFormat::Html) {
        return Err(Error::usage(
            "--answers scores a run: use it with --format text or json, not markdown or html",
        ));
    }
    if (args.handout || args.answer_key) && args.format == RunFormat::Json {
        return Err(Error::usage(
            "--handout and --answer-key are Markdown: leave out --format json",
        ));
    }
    let answers = args.answers.as_deref().map(read_answers).transpose()?;
    let Some(p) = prepared_for_run(
        &lesson_arg(&args.lesson),
        args.dir.as_deref(),
        args.budget,
        ctx,
    )?
    else {
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
    let look = view::Look {
        palette: ctx.palette,
        width: render::wrap::width(ctx.interactive),
        show_claims: args.show_claims,
    };
    let score = answers.map(|a| score(&p, &a)).transpose()?;
    match args.format {
        RunFormat::Json => {
            render::write_json(ctx.out, &view::json(&p, score.as_ref()))?;
        }
        RunFormat::Markdown => {
            ctx.out.write_all(view::markdown(&p).as_bytes())?;
        }
        RunFormat::Html => {
            ctx.out
                .write_all(render::lesson_html::html(&p)?.as_bytes())?;
        }
        RunFormat::Text => match &score {
            Some(s) => scripted_text(&p, s, &look, ctx)?,
            None if ctx.interactive && !args.no_pause => {
                let start = stepper::Start {
                    restart: args.restart,
                    from: args.from,
                };
                return stepper::run(&p, ctx, look, start);
            }
            None => ctx.out.write_all(view::text_with(&p, &look).as_bytes())?,
        },
    }
    Ok(match score {
        Some(s) => Outcome::from_bool(s.correct == s.total),
        None => Outcome::Success,
    })
}

fn score(p: &Prepared, answers: &[Option<String>]) -> Result<Score> {
    let qs = lesson::ask::questions(&p.results);
    if answers.len() > qs.len() {
        return Err(Error::input(format!(
            "--answers: {} answers given, but the lesson has {} question{}",
            answers.len(),
            qs.len(),
            if qs.len() == 1 { "" } else { "s" }
        )));
    }
    let scored: Vec<ScoredAnswer> = qs
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let q = Question::of(&p.results[i]).expect("a question");
            let given = answers.get(k).cloned().flatten();
            let correct = given
                .as_deref()
                .is_some_and(|g| q.check(g) == Verdict::Right);
            ScoredAnswer {
                step: i + 1,
                given: given.map(|g| escape(&g)),
                correct,
                answer: q.answer(),
            }
        })
        .collect();
    Ok(Score {
        correct: scored.iter().filter(|s| s.correct).count(),
        total: scored.len(),
        answers: scored,
    })
}

fn scripted_text(p: &Prepared, s: &Score, look: &view::Look, ctx: &mut Ctx) -> Result<()> {
    let pal = ctx.palette;
    let wrap = |t: String| render::wrap::prose(&t, look.width);
    ctx.out.write_all(wrap(view::header(p, pal)).as_bytes())?;
    for page in view::pages(p, look) {
        writeln!(ctx.out)?;
        ctx.out.write_all(page.text.as_bytes())?;
        let Some(q) = Question::of(&p.results[page.index]) else {
            continue;
        };
        match s.answers.iter().find(|a| a.step == page.index + 1) {
            Some(ScoredAnswer {
                given: Some(given), ..
            }) => match q.check(given) {
                Verdict::Right => {
                    writeln!(ctx.out, "Your answer: {given}: {}", pal.good("correct"))?
                }
                Verdict::Wrong { feedback, board } => {
                    let line = if feedback.is_empty() {
                        format!("Your answer: {given}: {}\n", pal.bad("wrong"))
                    } else {
                        format!("Your answer: {given}: {}. {feedback}\n", pal.bad("wrong"))
                    };
                    ctx.out.write_all(wrap(line).as_bytes())?;
                    if let Some(b) = board {
                        ctx.out.write_all(render::grid(&b, pal, &[]).as_bytes())?;
                    }
                    if let Some(h) = render::exercise::hint(q, 0, pal) {
                        ctx.out.write_all(wrap(h).as_bytes())?;
                    }
                }
                Verdict::Unreadable(why) => {
                    let line = format!("Your answer: {given}: {} ({why})\n", pal.bad("wrong"));
                    ctx.out.write_all(wrap(line).as_bytes())?;
                }
            },
            _ => writeln!(ctx.out, "Your answer: (none)")?,
        }
        ctx.out
            .write_all(render::exercise::answer(q, look).as_bytes())?;
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
    if let Some(next) = stepper::next_lesson(p) {
        writeln!(ctx.out, "Next lesson: {next}.")?;
    }
    Ok(())
}
