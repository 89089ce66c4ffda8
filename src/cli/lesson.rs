//! `npuzzle lesson`: list, run, check and start lessons.

use super::ctx::{Ctx, Outcome};
use clap::{Subcommand, ValueEnum};
use list_format::ListFormat;
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::lesson::ask::{Question, Verdict};
use npuzzle::lesson::{self, Prepared, Source, builtin};
use npuzzle::render::lesson::{self as view, Score, ScoredAnswer};
use npuzzle::render::{self, escape};
use serde::Serialize;
use std::path::{Path, PathBuf};

#[cfg(test)]
mod interactive_tests;
pub mod list_format;
mod stepper;

/// Lessons: step through the built-in course or an instructor's YAML file;
/// check that every claim a lesson makes is true.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson list\n  npuzzle lesson run 01-counting-inversions\n  npuzzle lesson run lessons/05-bfs-vs-ordered.yaml --format markdown > handout.md\n  npuzzle lesson check lessons/*.yaml\n  npuzzle lesson new > my-lesson.yaml\n  npuzzle lesson export --dir my-course --out site --handout\n\nThe lesson format is documented in lessons/README.md."
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
    Export(super::lesson_export::ExportArgs),
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

/// Step through a lesson: every question is asked before its answer is
/// shown (Enter: next, h or ?: hint, s: show the answer, b: back, q: quit
/// with the score). Progress is saved and the next run resumes. Without a
/// terminal, or with --no-pause, everything is printed.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson run 01-counting-inversions\n  npuzzle lesson run 1\n  npuzzle lesson run 01 --restart\n  npuzzle lesson run 01 --no-pause\n  npuzzle lesson run lessons/02-solvable-or-not.yaml --answers answers.txt\n  npuzzle lesson run 01 --save-answers ada.txt\n  npuzzle lesson run 05 --format markdown > instructor.md\n  npuzzle lesson run 05 --handout > sheet.md\n  npuzzle lesson run 05 --answer-key > key.md\n  npuzzle lesson run 05 --handout --format html > sheet.html\n  npuzzle lesson run 05 --answer-key --format html > key.html\n  npuzzle lesson run 01 --format html --interactive > 01.html\n\nAn answers file has one line per question, numbered as in --handout (quizzes and exercises alike; by the number the file gives, `# Question N`, `N.` or `QN:`, else in order; `-` leaves a question unanswered, `# name: NAME` names the student); `lesson grade` reads the same files and says exactly what it accepts. With --answers the run ends with a score and exits 1 unless every answer is right. --save-answers writes the answers of an interactive run in that format, with the attempts, hints and answers shown; it never replaces a lesson or any file but this lesson's answers.\n\nProgress is kept in $XDG_STATE_HOME/npuzzle/progress.json (else ~/.local/state/npuzzle/)."
)]
pub struct RunArgs {
    /// A built-in lesson's name (or a unique prefix such as `01`), or a
    /// lesson file.
    #[arg(value_name = "NAME|FILE", required_unless_present = "out")]
    pub lesson: Option<String>,
    /// (`lesson export --out DIR` writes a course's pages to a folder.)
    #[arg(long, value_name = "DIR", hide = true)]
    pub out: Option<PathBuf>,
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
    /// Write the answers of this interactive run to FILE, one line per
    /// question (the format of --answers and `lesson grade`), after every
    /// answer; a lesson or any file but this lesson's answers is refused.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["answers", "handout", "answer_key"])]
    pub save_answers: Option<PathBuf>,
    /// The student's name for the first line of --save-answers (`# name:`).
    #[arg(long, value_name = "NAME", requires = "save_answers")]
    pub name: Option<String>,
    /// The student's id for --save-answers (`# id:`): the student number,
    /// username or email address the class's learning platform knows
    /// (`lesson grade --format moodle-csv` puts it in the gradebook).
    #[arg(long, value_name = "ID", requires = "save_answers")]
    pub student_id: Option<String>,
    /// This student's variant of the lesson: the boards marked `vary:
    /// true` drawn for the id (the same id gets the same boards on every
    /// machine); every format (the sheet and key name the id, the page
    /// fixes it, --save-answers writes it as `# id:`).
    #[arg(long, value_name = "ID", conflicts_with = "student_id")]
    pub student: Option<String>,
    /// text: the step-through; json: each step's computed result;
    /// markdown: a handout with the quiz answers at the end.
    #[arg(long, value_enum, default_value_t = RunFormat::Text)]
    pub format: RunFormat,
    /// Shorthand for --format json.
    #[arg(long)]
    pub json: bool,
    /// The student's sheet (Markdown, or HTML with --format html):
    /// questions with blank answer lines and hints; no answers, no
    /// explanations, no step that computes an answer.
    #[arg(long, conflicts_with_all = ["answer_key", "answers", "json"])]
    pub handout: bool,
    /// The answers only, numbered as in --handout (Markdown, or HTML with
    /// the explanations with --format html).
    #[arg(long, conflicts_with_all = ["answers", "json"])]
    pub answer_key: bool,
    /// With --format html: the interactive page (questions checked in the
    /// browser with the stepper's feedback, hints, progress kept, answers
    /// downloaded for `lesson grade`). Without it, --format html is the
    /// static page to read and print. The interactive page carries its
    /// answers in its source: hand out --handout for a sheet without them.
    #[arg(long, conflicts_with_all = ["answers", "handout", "answer_key", "json"])]
    pub interactive: bool,
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
    /// One self-contained HTML page to read and print (no external
    /// address); with --interactive, the page that asks and checks.
    Html,
    /// The questions as a Moodle GIFT question bank (the questions with
    /// many right answers left out, listed at the top and on stderr).
    Gift,
    /// The questions as Moodle XML (numerical, truefalse, shortanswer,
    /// multichoice, with hints and feedback).
    MoodleXml,
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
        Sub::Export(a) => super::lesson_export::run(a, ctx),
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
    /// Questions (quizzes and exercises).
    questions: usize,
    /// The lesson's path (for a built-in lesson, its path in the npuzzle
    /// source tree: it is embedded in the binary).
    file: String,
    builtin: bool,
    /// Set when a file in --dir could not be read as a lesson.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// The saved progress (null when the lesson was never started).
    progress: Option<ListedProgress>,
    /// Where its progress is kept (`lesson::identity::progress_key`).
    #[serde(skip)]
    key: String,
}

/// A lesson's saved progress, as `lesson list --json` shows it.
#[derive(Serialize)]
struct ListedProgress {
    /// The step reached (1-based).
    step: usize,
    /// Questions answered (right, or shown).
    answered: usize,
    /// Questions answered right at the first try (no wrong try, no hint).
    correct: usize,
    /// This run so far: right at the first try, right after a hint or a
    /// retry, shown.
    right_first_try: usize,
    right_after_hints: usize,
    shown: usize,
    /// The lesson was stepped through to its end.
    finished: bool,
    /// The score of the last run that reached the end (null if none).
    completed: Option<lesson::saved::Tally>,
}

/// Fill in the saved progress of each listed lesson; a progress file that
/// cannot be read is said in one line and the list goes on without it.
fn with_progress(items: &mut [Listed], ctx: &mut Ctx) -> Result<()> {
    let Some(path) = lesson::saved::path() else {
        return Ok(());
    };
    let lang = ctx.lang();
    let (saved, fresh) = lesson::saved::load(&path);
    let why = match &fresh {
        Some(lesson::saved::Fresh::Corrupt(why)) => Some(why.clone()),
        Some(lesson::saved::Fresh::Unusable(why)) => Some(why.say(lang)),
        _ => None,
    };
    if let Some(why) = why {
        writeln!(
            ctx.err,
            "{}",
            npuzzle::t!(lang;
                "lesson-list-progress-unreadable",
                file = escape(&path.display().to_string()),
                why = escape(&why)
            )
        )?;
    }
    for i in items {
        let questions = i.questions;
        i.progress = saved.lessons.get(&i.key).map(|l| {
            let t = l.tally(questions);
            ListedProgress {
                step: l.step,
                answered: l.answered(),
                correct: l.correct(),
                right_first_try: t.first_try,
                right_after_hints: t.after_hints,
                shown: t.shown,
                finished: l.finished,
                completed: l.completed,
            }
        });
    }
    Ok(())
}

fn listed(source: &Source, lang: Lang) -> Listed {
    match source.parse() {
        Ok(l) => Listed {
            name: source.name.clone(),
            title: l.title.clone(),
            summary: l.summary.clone(),
            level: l.level.name().to_string(),
            steps: l.steps.len(),
            questions: l
                .steps
                .iter()
                .filter(|s| {
                    matches!(
                        s,
                        lesson::schema::Step::Quiz(_) | lesson::schema::Step::Exercise(_)
                    )
                })
                .count(),
            file: source.file.clone(),
            builtin: source.builtin,
            error: None,
            progress: None,
            key: lesson::identity::progress_key(source),
        },
        Err(e) => Listed {
            name: source.name.clone(),
            title: String::new(),
            summary: String::new(),
            level: String::new(),
            steps: 0,
            questions: 0,
            file: source.file.clone(),
            builtin: source.builtin,
            error: Some(e.say(lang)),
            progress: None,
            key: lesson::identity::progress_key(source),
        },
    }
}

/// A lesson listed with its title and summary in the student's language
/// (when translated), under its own file name (what `lesson run` takes).
fn student_listed(s: Source, lang: Lang) -> Listed {
    let file = s.file.clone();
    let mut item = listed(&s.clone().for_student(lang).unwrap_or(s), lang);
    item.file = file;
    item
}

fn list(mut args: ListArgs, ctx: &mut Ctx) -> Result<Outcome> {
    args.format = args.format.with(args.json);
    let lang = ctx.lang();
    let mut items: Vec<Listed> = builtin::LESSONS
        .iter()
        .filter_map(|(n, _)| Source::builtin(n))
        .map(|s| student_listed(s, lang))
        .collect();
    let course = args
        .dir
        .as_deref()
        .map(lesson::course::Course::open)
        .transpose()?;
    if let Some(course) = &course {
        for f in &course.lessons {
            match course.read(f) {
                Ok(s) => items.push(student_listed(s, lang)),
                Err(e) => items.push(Listed {
                    name: escape(&f.file_stem().unwrap_or_default().to_string_lossy()),
                    title: String::new(),
                    summary: String::new(),
                    level: String::new(),
                    steps: 0,
                    questions: 0,
                    file: escape(&f.display().to_string()),
                    builtin: false,
                    error: Some(e.say(lang)),
                    progress: None,
                    key: String::new(),
                }),
            }
        }
    }
    with_progress(&mut items, ctx)?;
    if args.format == ListFormat::Json {
        /// `lesson list --json`: an object like every other command's.
        #[derive(serde::Serialize)]
        struct Lessons<'a> {
            lessons: &'a [Listed],
        }
        render::write_json(ctx.out, &Lessons { lessons: &items })?;
        return Ok(Outcome::Success);
    }
    list_text(&items, ctx)?;
    if let Some(title) = course.as_ref().and_then(|c| c.title.as_deref()) {
        writeln!(
            ctx.out,
            "\n{}",
            npuzzle::t!(lang;"lesson-list-course", title = escape(title))
        )?;
    }
    if args.dir.is_none() {
        let line = npuzzle::t!(lang;"lesson-list-run-one");
        writeln!(ctx.out)?;
        for l in render::wrap::prose(&line, render::wrap::width(ctx.interactive)).lines() {
            writeln!(ctx.out, "{}", ctx.palette.dim(l))?;
        }
    }
    Ok(Outcome::Success)
}

/// `lesson list` as text: one row per lesson (name, steps, progress, and
/// the score split three ways: right at the first try, right after a hint
/// or a retry, shown), the title after it when every row fits the width,
/// else on a line of its own under the row.
fn list_text(items: &[Listed], ctx: &mut Ctx) -> Result<()> {
    use npuzzle::render::wrap::{display_width, pad_end, pad_start};
    use npuzzle::t;
    let p = ctx.palette;
    let lang = p.lang;
    let width = render::wrap::width(ctx.interactive);
    let cells = |i: &Listed| -> (String, String) {
        match &i.progress {
            None => ("-".to_string(), "-".to_string()),
            Some(g) => {
                let progress = if g.finished {
                    t!(lang;"lesson-list-done")
                } else {
                    t!(lang;"lesson-list-at-step", step = g.step)
                };
                // The last completed run's score, else this run's so far.
                let (a, b, c) = match (&g.completed, g.finished) {
                    (Some(t), _) => (t.first_try, t.after_hints, t.shown),
                    (None, _) => (g.right_first_try, g.right_after_hints, g.shown),
                };
                (
                    progress,
                    t!(lang;
                        "lesson-list-score",
                        score = format!("{a}/{b}/{c}"),
                        questions = i.questions
                    ),
                )
            }
        }
    };
    let heads = [
        t!(lang;"lesson-list-name"),
        t!(lang;"lesson-list-steps"),
        t!(lang;"lesson-list-progress"),
        t!(lang;"lesson-list-score-head"),
        t!(lang;"lesson-list-title"),
    ];
    // Each column as wide as its widest cell (its heading included), by
    // display width: a CJK heading takes two columns a character.
    let rows: Vec<(String, String)> = items.iter().map(cells).collect();
    let widest = |f: &dyn Fn(&Listed, &(String, String)) -> usize, min: usize| {
        items
            .iter()
            .zip(&rows)
            .filter(|(i, _)| i.error.is_none())
            .map(|(i, r)| f(i, r))
            .max()
            .unwrap_or(0)
            .max(min)
    };
    let name_w = items
        .iter()
        .map(|i| display_width(&i.name))
        .max()
        .unwrap_or(4)
        .max(display_width(&heads[0]));
    let steps_w = display_width(&heads[1]).max(5);
    let progress_w = widest(&|_, r| display_width(&r.0), display_width(&heads[2]).max(8));
    let score_w = widest(
        &|_, r| display_width(&r.1),
        display_width(&heads[3]).max(13),
    );
    let row = |name: &str, steps: &str, progress: &str, score: &str| {
        format!(
            "{}  {}  {}  {}",
            pad_end(name, name_w),
            pad_start(steps, steps_w),
            pad_end(progress, progress_w),
            pad_end(score, score_w)
        )
    };
    let head = row(&heads[0], &heads[1], &heads[2], &heads[3]);
    let inline = items.iter().all(|i| {
        i.error.is_some() || display_width(&head) + 2 + display_width(&escape(&i.title)) <= width
    });
    let title_head = if inline {
        format!("  {}", heads[4])
    } else {
        String::new()
    };
    writeln!(
        ctx.out,
        "{}",
        p.heading(format!("{head}{title_head}").trim_end())
    )?;
    for (i, (progress, score)) in items.iter().zip(&rows) {
        match &i.error {
            None => {
                let line = row(&i.name, &i.steps.to_string(), progress, score);
                let title = escape(&i.title);
                if inline {
                    writeln!(ctx.out, "{line}  {title}")?;
                } else {
                    writeln!(ctx.out, "{}", line.trim_end())?;
                    let t = render::wrap::prose(&title, width.saturating_sub(2).max(20));
                    for l in t.lines() {
                        writeln!(ctx.out, "  {l}")?;
                    }
                }
            }
            Some(e) => {
                let line = format!(
                    "{}  {}",
                    pad_end(&i.name, name_w),
                    t!(lang;"lesson-list-invalid", error = e.as_str())
                );
                for l in render::wrap::prose(&line, width).lines() {
                    writeln!(ctx.out, "{}", p.bad(l))?;
                }
            }
        }
    }
    for l in render::wrap::prose(&t!(lang;"lesson-list-score-legend"), width).lines() {
        writeln!(ctx.out, "{}", p.dim(l))?;
    }
    Ok(())
}

/// Prepare a lesson for running; a lesson with a false claim is not taught.
fn prepared_for_run(
    arg: &str,
    dir: Option<&Path>,
    budget: u64,
    student: Option<&str>,
    ctx: &mut Ctx,
) -> Result<Option<Prepared>> {
    let source = match dir {
        Some(d) => lesson::course::Course::open(d)?.find(arg)?,
        None => Source::find(arg)?,
    };
    let lang = ctx.lang();
    let source = match student {
        Some(id) => source.with_student(id)?,
        None => source,
    }
    .for_student(lang)?;
    let parsed = source.parse()?;
    lesson::budget::check(&source, &parsed, budget)?;
    let p = lesson::prepare_parsed(source, parsed, lang, &mut |_, _| Ok(()))?;
    if !p.report.passed() {
        for f in &p.report.failures {
            writeln!(ctx.err, "npuzzle: {}", f.say(lang))?;
        }
        writeln!(
            ctx.err,
            "{}",
            npuzzle::t!(lang;"lesson-refused", file = p.source.file.as_str())
        )?;
        return Ok(None);
    }
    Ok(Some(p))
}

/// An answers file (`lesson::answers`): read through the bounded reader
/// (a regular file only, never blocking, capped) and placed on the
/// lesson's questions as `lesson grade` places it; answers to another
/// lesson are refused, and what the grader would warn about is said on
/// standard error.
fn read_answers(path: &Path, p: &Prepared, ctx: &mut Ctx) -> Result<lesson::grade::Sheet> {
    let shown = escape(&path.display().to_string());
    let text = npuzzle::fsread::read_text(
        path,
        &format!("--answers {shown}"),
        npuzzle::fsread::ANSWERS,
    )?;
    let lang = ctx.lang();
    let questions = lesson::grade::questions(p);
    let sheet =
        lesson::grade::sheet(&questions, &lesson::identity::tag(p), &text).map_err(|e| {
            Error::input(format!(
                "--answers {shown}:{}: {}",
                e.line,
                e.message.say(lang)
            ))
        })?;
    for w in &sheet.warnings {
        writeln!(
            ctx.err,
            "npuzzle: {}",
            npuzzle::t!(lang;
                "grade-warning-line",
                place = format!("--answers {shown}:{}", w.line),
                why = w.message.say(lang)
            )
        )?;
    }
    Ok(sheet)
}

/// `1` means lesson 01: a bare number names the built-in lesson it starts
/// (a number no lesson starts with stays as it was typed, for the error).
fn lesson_arg(arg: &str) -> String {
    match arg.parse::<usize>() {
        Ok(n) if !arg.starts_with('0') && (1..100).contains(&n) => {
            let prefix = format!("{n:02}-");
            if npuzzle::lesson::builtin::LESSONS
                .iter()
                .any(|(name, _)| name.starts_with(&prefix))
            {
                prefix
            } else {
                arg.to_string()
            }
        }
        _ => arg.to_string(),
    }
}

fn run_lesson(mut args: RunArgs, ctx: &mut Ctx) -> Result<Outcome> {
    args.format = args.format.with(args.json);
    // JSON is the same in every language (issue 26): the lesson as it is
    // written, the tool's words in English (an error that stops the run
    // is still said in the user's language).
    if args.format == RunFormat::Json && ctx.lang() != Lang::EN {
        return ctx.in_english(|ctx| run_lesson(args, ctx));
    }
    let bank = matches!(args.format, RunFormat::Gift | RunFormat::MoodleXml);
    if args.answers.is_some()
        && (bank || matches!(args.format, RunFormat::Markdown | RunFormat::Html))
    {
        return Err(Error::problem(npuzzle::msg!("usage-answers-format")));
    }
    if bank && (args.handout || args.answer_key) {
        return Err(Error::problem(npuzzle::msg!("usage-handout-bank")));
    }
    if let Some(why) = args
        .student_id
        .as_deref()
        .and_then(npuzzle::lesson::answers::id_problem)
    {
        return Err(Error::usage(format!("--student-id: {}", escape(&why))));
    }
    if let Some(why) = args
        .student
        .as_deref()
        .and_then(npuzzle::lesson::answers::id_problem)
    {
        return Err(Error::usage(format!("--student: {}", escape(&why))));
    }
    if args.save_answers.is_some()
        && (args.no_pause || args.format != RunFormat::Text || !ctx.interactive)
    {
        return Err(Error::problem(npuzzle::msg!("usage-save-answers")));
    }
    if args.interactive && args.format != RunFormat::Html {
        return Err(Error::problem(npuzzle::msg!("usage-interactive-html")));
    }
    if args.out.is_some() {
        return Err(Error::problem(npuzzle::msg!("usage-run-out")));
    }
    if (args.handout || args.answer_key) && args.format == RunFormat::Json {
        return Err(Error::problem(npuzzle::msg!("usage-handout-json")));
    }
    let Some(p) = prepared_for_run(
        &lesson_arg(args.lesson.as_deref().unwrap_or_default()),
        args.dir.as_deref(),
        args.budget,
        args.student.as_deref(),
        ctx,
    )?
    else {
        return Ok(Outcome::Negative);
    };
    if args.handout || args.answer_key {
        let html = args.format == RunFormat::Html;
        let text = match (args.handout, html) {
            (true, true) => render::handout_html::handout(&p, ctx.lang())?,
            (true, false) => render::lesson_markdown::handout(&p, ctx.lang()),
            (false, true) => render::handout_html::answer_key(&p, ctx.lang()),
            (false, false) => render::lesson_handout::answer_key(&p, ctx.lang()),
        };
        ctx.out.write_all(text.as_bytes())?;
        return Ok(Outcome::Success);
    }
    let look = view::Look {
        palette: ctx.palette,
        width: render::wrap::width(ctx.interactive),
        show_claims: args.show_claims,
    };
    let answers = args
        .answers
        .as_deref()
        .map(|a| read_answers(a, &p, ctx))
        .transpose()?;
    let score = answers.map(|a| score(&p, &a, ctx.lang()));
    match args.format {
        RunFormat::Json => {
            render::write_json(ctx.out, &view::json(&p, score.as_ref()))?;
        }
        RunFormat::Markdown => {
            ctx.out
                .write_all(view::markdown(&p, ctx.lang()).as_bytes())?;
        }
        RunFormat::Html => {
            let checker = args.interactive.then(super::explorer::checker);
            ctx.out.write_all(
                render::lesson_html::html_with(&p, checker.as_ref(), ctx.lang())?.as_bytes(),
            )?;
        }
        RunFormat::Gift | RunFormat::MoodleXml => return question_bank(&p, args.format, ctx),
        RunFormat::Text => match &score {
            Some(s) => scripted_text(&p, s, &look, ctx)?,
            None if ctx.interactive && !args.no_pause => {
                let start = stepper::Start {
                    restart: args.restart,
                    from: args.from,
                    save_answers: args.save_answers.clone(),
                    name: args.name.clone(),
                    student_id: args.student_id.clone().or(args.student.clone()),
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

/// A lesson's question bank on stdout, each question left out said on
/// stderr (and at the top of the bank).
fn question_bank(p: &lesson::Prepared, format: RunFormat, ctx: &mut Ctx) -> Result<Outcome> {
    let lang = ctx.lang();
    let text = match format {
        RunFormat::Gift => render::bank_gift::gift(p, ctx.lang()),
        _ => render::bank_moodle::moodle_xml(p, ctx.lang()),
    };
    ctx.out.write_all(text.as_bytes())?;
    for (number, why) in render::bank::left_out(&lesson::bank::items(p, ctx.lang()), ctx.lang()) {
        writeln!(
            ctx.err,
            "{}",
            npuzzle::t!(lang;
                "bank-left-out-stderr",
                name = p.source.name.clone(),
                number = number.to_string(),
                why = why
            )
        )?;
    }
    Ok(Outcome::Success)
}

/// The score of a scripted run: every question marked by its checker, as
/// `lesson grade` marks it.
/// A malformed answer's reason is said in `lang`.
fn score(p: &Prepared, answers: &lesson::grade::Sheet, lang: Lang) -> Score {
    let qs = lesson::ask::questions(&p.results);
    let scored: Vec<ScoredAnswer> = qs
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let q = Question::of(&p.results[i]).expect("a question");
            let given = answers.placed.answer(k);
            let mark = &answers.marks[k];
            ScoredAnswer {
                question: k + 1,
                step: i + 1,
                given: given.map(escape),
                mark: mark.name(),
                correct: mark.is_right(),
                reason: mark.reason().map(|w| escape(&w.say(lang))),
                answer: q.answer(),
            }
        })
        .collect();
    Score {
        correct: scored.iter().filter(|s| s.correct).count(),
        total: scored.len(),
        answers: scored,
    }
}

fn scripted_text(p: &Prepared, s: &Score, look: &view::Look, ctx: &mut Ctx) -> Result<()> {
    let pal = ctx.palette;
    let lang = pal.lang;
    let wrap = |t: String| render::wrap::prose(&t, look.width);
    ctx.out.write_all(wrap(view::header(p, pal)).as_bytes())?;
    for page in view::pages(p, look) {
        writeln!(ctx.out)?;
        ctx.out.write_all(page.text.as_bytes())?;
        let Some(q) = Question::of(&p.results[page.index]) else {
            continue;
        };
        let yours = |given: &str, mark: String| npuzzle::t!(lang;"lesson-your-answer", given = given, mark = mark);
        match s.answers.iter().find(|a| a.step == page.index + 1) {
            Some(ScoredAnswer {
                given: Some(given),
                mark: "shown",
                ..
            }) => writeln!(
                ctx.out,
                "{}",
                npuzzle::t!(lang;"lesson-your-answer-shown", given = given.as_str())
            )?,
            Some(ScoredAnswer {
                given: Some(given), ..
            }) => match q.check(given) {
                Verdict::Right => writeln!(
                    ctx.out,
                    "{}",
                    yours(given, pal.good(&npuzzle::t!(lang;"lesson-mark-correct")))
                )?,
                Verdict::Wrong { feedback, board } => {
                    let wrong = pal.bad(&npuzzle::t!(lang;"lesson-mark-wrong"));
                    let feedback = feedback.say(pal.lang);
                    let line = if feedback.is_empty() {
                        format!("{}\n", yours(given, wrong))
                    } else {
                        let mark = npuzzle::t!(lang;"lesson-mark-feedback", mark = wrong, feedback = feedback);
                        format!("{}\n", yours(given, mark))
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
                    let mark = yours(given, pal.bad(&npuzzle::t!(lang;"lesson-mark-malformed")));
                    let line = format!("{mark} ({})\n", escape(&why.say(pal.lang)));
                    ctx.out.write_all(wrap(line).as_bytes())?;
                }
            },
            _ => writeln!(ctx.out, "{}", npuzzle::t!(lang;"lesson-your-answer-none"))?,
        }
        ctx.out
            .write_all(render::exercise::answer(q, look).as_bytes())?;
    }
    writeln!(ctx.out)?;
    let line = npuzzle::t!(lang;
        "lesson-scripted-score",
        correct = s.correct,
        total = s.total
    );
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
        writeln!(ctx.out, "{}", npuzzle::t!(lang;"lesson-next", next = next))?;
    }
    Ok(())
}
