//! `npuzzle lesson check`: every problem of every lesson file, and of every
//! lesson of a course directory, with a summary table.

use super::ctx::{Ctx, Outcome};
use super::lesson::list_format::ListFormat;
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::lesson::budget::{self, DEFAULT_BUDGET};
use npuzzle::lesson::course::Course;
use npuzzle::lesson::diagnose::Problem;
use npuzzle::lesson::leaks::report::{How, Leak};
use npuzzle::lesson::{self, Source};
use npuzzle::render::wrap::{display_width, pad_end, pad_start};
use npuzzle::render::{self, escape};
use npuzzle::t;
use serde::Serialize;
use std::path::Path;

/// The text after the options; the budget is the code's own.
fn after_help() -> String {
    format!(
        "Examples:\n  npuzzle lesson check lessons/*.yaml\n  npuzzle lesson check my-course/\n  npuzzle lesson check my-lesson.yaml --format json\n\nA directory is a course: all its lessons are checked (in the order of its course.yaml, if any) and a summary table is printed.\n\nEvery lesson has a work budget (default {} units: about one unit per search node or state visited, estimated from each step's limits before anything runs); a lesson over it is refused naming the step where it runs out.",
        npuzzle::lesson::budget::group(npuzzle::lesson::budget::DEFAULT_BUDGET)
    )
}

/// Check lessons: parse, run every step, verify every `expect:` and every
/// quiz answer. Every problem of a file is reported, and every lesson of a
/// course directory. Exit 0 all true, 1 a claim is false, 2 a file is
/// malformed.
#[derive(Debug, clap::Args)]
#[command(
    after_help = after_help()
)]
pub struct CheckArgs {
    /// Lesson files, course directories, or built-in lesson names; `-`
    /// reads a lesson from standard input.
    #[arg(value_name = "FILE|DIR", required = true)]
    pub files: Vec<String>,
    #[arg(long, value_enum, default_value_t = ListFormat::Text)]
    pub format: ListFormat,
    /// Shorthand for --format json.
    #[arg(long)]
    pub json: bool,
    /// The work budget of each lesson, in work units.
    #[arg(long, value_name = "UNITS", default_value_t = DEFAULT_BUDGET)]
    pub budget: u64,
    /// Exit 1 when an answer is given away before it is due, or a sentence
    /// misstates a definition (warnings otherwise).
    #[arg(long)]
    pub strict: bool,
}

/// The outcome of checking one lesson file.
#[derive(Debug, Serialize)]
pub struct FileReport {
    pub file: String,
    /// True when the lesson is well formed and every claim is true.
    pub ok: bool,
    /// Steps (0 when the file could not be read as a lesson).
    pub steps: usize,
    /// Claims and quiz answers verified true.
    pub claims: usize,
    pub warnings: Vec<String>,
    /// Answers given away before they are due (warnings; errors with
    /// `--strict`), and prose that contradicts a definition.
    pub leaks: Vec<Located>,
    pub errors: Vec<FileError>,
    #[serde(skip)]
    malformed: bool,
    /// `expect:` values and quiz answers checked.
    #[serde(skip)]
    expects: usize,
    #[serde(skip)]
    quizzes: usize,
    /// Students' variants checked (a lesson with a board marked `vary:
    /// true`: the fixed sample of ids [`lesson::load::SAMPLE_IDS`]).
    pub variants: usize,
}

/// A warning at a place of a file: an answer given away, or a sentence
/// that contradicts a definition.
#[derive(Debug, Serialize)]
pub struct Located {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// The question given away (its number), if it is a leak.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question: Option<usize>,
}

impl Located {
    /// `FILE:LINE:COLUMN: warning: message`, as compilers print them.
    fn line(&self) -> String {
        place_line(
            &self.file,
            self.line,
            self.column,
            &format!("warning: {}", self.message),
        )
    }
}

/// One problem of a file: malformed, or a claim that is false.
#[derive(Debug, Serialize)]
pub struct FileError {
    /// 1-based; 0 when the problem concerns the whole file.
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// `malformed` or `false-claim`.
    pub kind: &'static str,
}

impl FileReport {
    fn malformed(
        lang: Lang,
        file: String,
        problems: Vec<Problem>,
        warnings: Vec<String>,
    ) -> FileReport {
        FileReport {
            file,
            ok: false,
            steps: 0,
            claims: 0,
            warnings,
            leaks: vec![],
            variants: 0,
            errors: problems
                .into_iter()
                .map(|p| FileError {
                    line: p.line,
                    column: p.column,
                    message: p.say(lang),
                    kind: "malformed",
                })
                .collect(),
            malformed: true,
            expects: 0,
            quizzes: 0,
        }
    }
}

/// An error of a whole file (cannot read, a step that cannot run): split
/// `FILE:LINE:COLUMN: message` back into its parts.
fn problem_of(file: &str, e: &Error, lang: Lang) -> Problem {
    let text = e.say(lang);
    let rest = text
        .strip_prefix(file)
        .and_then(|r| r.strip_prefix(':'))
        .map(str::trim_start);
    let Some(rest) = rest else {
        return Problem::said(0, 0, &text);
    };
    let mut parts = rest.splitn(3, ':');
    if let (Some(l), Some(c), Some(m)) = (parts.next(), parts.next(), parts.next())
        && let (Ok(l), Ok(c)) = (l.parse(), c.parse())
    {
        return Problem::said(l, c, m.trim_start());
    }
    Problem::said(0, 0, rest)
}

/// Check one lesson, reporting progress as its steps finish.
/// Every translation of a lesson checked like a lesson of its own (its
/// text merged into the lesson's, `lesson::translate`): a translation that
/// changes anything but text, or whose numbers differ, is malformed.
fn check_translations(
    source: &Source,
    budget: u64,
    ctx: &Ctx,
    reports: &mut Vec<FileReport>,
) -> Result<()> {
    let lang = ctx.lang();
    for tr in &source.translations {
        reports.push(match source.in_language(tr.lang) {
            Ok(s) => check_source(s, Some(source), vec![], budget, ctx)?,
            Err(e) => FileReport::malformed(
                lang,
                tr.file.clone(),
                vec![problem_of(&tr.file, &e, lang)],
                vec![],
            ),
        });
    }
    Ok(())
}

/// `base`: the untranslated lesson when `source` is one of its
/// translations.
fn check_source(
    source: Source,
    base: Option<&Source>,
    warnings: Vec<String>,
    budget: u64,
    ctx: &Ctx,
) -> Result<FileReport> {
    let lang = ctx.lang();
    let file = source.file.clone();
    // Problems inside steps do not hide the false claims of the others:
    // the bad steps are set aside and the rest is checked.
    let (lesson, mut problems) = match source.problems() {
        Ok(l) => (l, vec![]),
        Err(problems) => match source.salvage(&problems) {
            Some(l) => (l, problems),
            None => return Ok(FileReport::malformed(lang, file, problems, warnings)),
        },
    };
    if let Err(e) = budget::check(&source, &lesson, budget) {
        return Ok(FileReport::malformed(
            lang,
            file.clone(),
            vec![problem_of(&file, &e, lang)],
            warnings,
        ));
    }
    let steps = lesson.steps.len();
    let mut progress = ctx.progress();
    progress.start(
        &t!(lang; "progress-lesson-checking", file = file.as_str()),
        Some(steps as u64),
    );
    let run = lesson::run::run_each(&source, &lesson, &mut |i, step| {
        progress.set(i as u64);
        progress.status(&t!(lang;
            "progress-lesson-step",
            step = i + 1,
            steps = steps,
            kind = step.kind()
        ));
        Ok(())
    });
    progress.finish();
    let (results, step_errors) = match run {
        Ok(r) => r,
        // Ctrl-C stops the whole check.
        Err(Error::Interrupted) => return Err(Error::Interrupted),
        Err(e) => {
            return Ok(FileReport::malformed(
                lang,
                file.clone(),
                vec![problem_of(&file, &e, lang)],
                warnings,
            ));
        }
    };
    let report = match lesson::check::check_partial(&source, &lesson.steps, &results) {
        Ok(r) => r,
        Err(e) => {
            return Ok(FileReport::malformed(
                lang,
                file.clone(),
                vec![problem_of(&file, &e, lang)],
                warnings,
            ));
        }
    };
    let false_claims = report.failures.iter().map(|f| FileError {
        line: f.line,
        column: f.column,
        // In the reader's language (English in JSON, which runs in it).
        message: t!(lang;
            "lesson-check-failure",
            step = f.step.to_string(),
            kind = f.kind.to_string(),
            field = f.field.to_string(),
            expected = npuzzle::parse::cut(&f.expected.to_string()),
            actual = npuzzle::parse::cut(&f.actual.to_string())
        ),
        kind: "false-claim",
    });
    if !step_errors.is_empty() || !problems.is_empty() {
        // Every malformed step and every step that could not run, then
        // the false claims of those that did, in the order of the file.
        problems.extend(step_errors.iter().map(|e| problem_of(&file, e, lang)));
        let mut report_file = FileReport::malformed(lang, file.clone(), problems, warnings);
        report_file.steps = steps;
        report_file.claims = report.claims + report.quizzes - report.failures.len();
        report_file.errors.extend(false_claims);
        // In the order of the steps (a stable sort: a step's own order
        // stays).
        report_file
            .errors
            .sort_by_key(|e| step_number(&e.message, lang));
        return Ok(report_file);
    }
    let errors: Vec<FileError> = false_claims.collect();
    let results: Vec<_> = results.into_iter().flatten().collect();
    let p = lesson::Prepared {
        source,
        lesson,
        results,
        report,
    };
    let r = &p.report;
    let mut warnings = warnings;
    let files = lesson::leaks::place::Files::of(&p.source, base.unwrap_or(&p.source));
    let leaks: Vec<Located> = lesson::leaks::report::find(&p, files)
        .iter()
        .map(|l| Located {
            file: l.file.clone(),
            line: l.line,
            column: l.column,
            message: leak_message(&p, l, lang),
            question: Some(l.question),
        })
        .chain(
            lesson::definitions::check(&p, files)
                .into_iter()
                .map(|c| Located {
                    message: contradiction_message(&p, &c, lang),
                    file: c.file,
                    line: c.line,
                    column: c.column,
                    question: None,
                }),
        )
        .collect();
    if r.claims + r.quizzes == 0 {
        warnings.push(t!(lang; "check-nothing-checked"));
    }
    let mut errors = errors;
    let variants = check_variants(&p.source, base, &mut errors, lang)?;
    Ok(FileReport {
        file,
        variants,
        ok: errors.is_empty(),
        steps: r.steps,
        claims: r.claims + r.quizzes - r.failures.len(),
        warnings,
        leaks,
        errors,
        malformed: false,
        expects: r.claims,
        quizzes: r.quizzes,
    })
}

/// A lesson whose boards vary per student: the variants of a fixed sample
/// of ids are run and their claims checked (a board that cannot be drawn,
/// a step that cannot run on a student's board, a claim false for one);
/// how many were checked (0 for a lesson that does not vary). A
/// translation is checked on the lesson it translates.
fn check_variants(
    source: &Source,
    base: Option<&Source>,
    errors: &mut Vec<FileError>,
    lang: Lang,
) -> Result<usize> {
    if base.is_some() || !source.varies()? {
        return Ok(0);
    }
    for id in lesson::load::SAMPLE_IDS {
        let run = source.with_student(id).and_then(|s| {
            let parsed = s.parse()?;
            lesson::prepare_parsed(s, parsed, lang, &mut |_, _| Ok(()))
        });
        match run {
            Ok(p) => errors.extend(p.report.failures.iter().map(|f| FileError {
                line: f.line,
                column: f.column,
                message: format!(
                    "step {} ({}): {}: for student `{id}`: expected {}, actual {}",
                    f.step,
                    f.kind,
                    f.field,
                    npuzzle::parse::cut(&f.expected.to_string()),
                    npuzzle::parse::cut(&f.actual.to_string())
                ),
                kind: "false-claim",
            })),
            Err(Error::Interrupted) => return Err(Error::Interrupted),
            Err(e) => errors.push(FileError {
                line: 0,
                column: 0,
                message: {
                    let e = e.say(lang);
                    let e = e
                        .strip_prefix(&format!("{}: ", source.file))
                        .unwrap_or(&e)
                        .to_string();
                    format!("the variant of student `{id}`: {e}")
                },
                kind: "false-claim",
            }),
        }
    }
    Ok(lesson::load::SAMPLE_IDS.len())
}

/// Where a leak is, in words: a step and its kind, or the lesson itself.
fn place_words(p: &lesson::Prepared, step: usize, lang: Lang) -> String {
    match step.checked_sub(1).and_then(|i| p.results.get(i)) {
        Some(r) => t!(lang;"leak-where-step", at = step, kind = r.kind()),
        None => t!(lang;"leak-where-lesson"),
    }
}

/// What `lesson check` says about a sentence that misstates a definition.
fn contradiction_message(
    p: &lesson::Prepared,
    c: &lesson::definitions::Contradiction,
    lang: Lang,
) -> String {
    let d = lesson::definitions::definitions()
        .into_iter()
        .find(|d| d.id == c.definition);
    t!(lang;
        "definition-contradiction",
        found = format!("`{}`", escape(&c.found)),
        field = c.field.as_str(),
        place = place_words(p, c.step, lang),
        term = d
            .as_ref()
            .map_or(String::new(), |d| (d.term)(lang)),
        rule = d
            .as_ref()
            .map_or(String::new(), |d| (d.rule)(lang))
    )
}

/// What `lesson check` says about an answer given away.
fn leak_message(p: &lesson::Prepared, l: &Leak, lang: Lang) -> String {
    match &l.how {
        How::Prose { field, found } => t!(lang;
            "leak-prose",
            found = format!("`{}`", escape(found)),
            field = field.as_str(),
            place = place_words(p, l.step, lang),
            question = l.question,
            step = l.question_step
        ),
        How::Held {
            kind,
            next_to: Some(revealed),
            ..
        } => t!(lang;
            "leak-held-next-to",
            at = l.step,
            kind = *kind,
            question = l.question,
            step = l.question_step,
            revealed = *revealed
        ),
        How::Held {
            kind, id: Some(id), ..
        } => t!(lang;
            "leak-held",
            at = l.step,
            kind = *kind,
            question = l.question,
            step = l.question_step,
            id = escape(id)
        ),
        How::Held { kind, id: None, .. } => t!(lang;
            "leak-held-no-id",
            at = l.step,
            kind = *kind,
            question = l.question,
            step = l.question_step
        ),
        How::HeldLater { kind, by } => t!(lang;
            "leak-held-later",
            at = l.step,
            kind = *kind,
            by = *by,
            question = l.question,
            step = l.question_step
        ),
        How::InQuestion { by } => t!(lang;
            "leak-in-question",
            by = *by,
            at = l.step,
            question = l.question,
            step = l.question_step
        ),
    }
}

/// The step a message is about (`step 3 (solve): …`), for ordering;
/// messages about the whole file come last.
fn step_number(message: &str, lang: Lang) -> usize {
    // The place as the language writes it (`step 3 (solve)`, `bước 3 …`,
    // `第 3 步…`): what comes before the number.
    let marker = 987_654_321_u64;
    let said = t!(lang;"lessonfile-step", number = marker, kind = "k");
    let prefix = said.split(&marker.to_string()).next().unwrap_or("");
    [prefix, "step "]
        .into_iter()
        .filter(|p| !p.is_empty())
        .find_map(|p| message.strip_prefix(p))
        .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX)
}

/// What one command-line argument names.
enum Target {
    Course(Course),
    Lesson(String),
    /// `-`: a lesson on standard input.
    Stdin,
}

pub fn run(mut args: CheckArgs, ctx: &mut Ctx) -> Result<Outcome> {
    if args.json {
        args.format = ListFormat::Json;
    }
    // JSON is the same in every language: the report's words in English
    // (an error that stops the run is still said in the user's language).
    if args.format == ListFormat::Json && ctx.lang() != Lang::EN {
        return ctx.in_english(|ctx| run(args, ctx));
    }
    let lang = ctx.lang();
    // Ctrl-C stops the check between steps (and any search in a step).
    npuzzle::interrupt::install();
    let mut targets = Vec::new();
    if args.files.iter().filter(|f| *f == "-").count() > 1 {
        return Err(Error::problem(npuzzle::msg!("usage-stdin-once")));
    }
    for f in &args.files {
        if f == "-" {
            targets.push(Target::Stdin);
        } else if Path::new(f).is_dir() {
            targets.push(Target::Course(Course::open(Path::new(f))?));
        } else {
            targets.push(Target::Lesson(f.clone()));
        }
    }
    let table = targets.iter().any(|t| matches!(t, Target::Course(_)));
    let mut reports: Vec<FileReport> = Vec::new();
    let mut titles = Vec::new();
    for t in &targets {
        match t {
            Target::Course(c) => {
                if let Some(title) = &c.title {
                    titles.push(format!(
                        "{} ({})",
                        escape(title),
                        escape(&c.dir.display().to_string())
                    ));
                }
                for f in &c.lessons {
                    let warnings = c.warnings_for(f).iter().map(|w| w.say(lang)).collect();
                    let mut translations = Vec::new();
                    reports.push(match c.read(f) {
                        Ok(s) => {
                            check_translations(&s, args.budget, ctx, &mut translations)?;
                            check_source(s, None, warnings, args.budget, ctx)?
                        }
                        Err(e) => {
                            let file = escape(&f.display().to_string());
                            let p = problem_of(&file, &e, lang);
                            FileReport::malformed(lang, file, vec![p], warnings)
                        }
                    });
                    reports.extend(translations);
                }
            }
            Target::Stdin => match Source::stdin(&mut *ctx.input) {
                Ok(s) => reports.push(check_source(s, None, vec![], args.budget, ctx)?),
                Err(e) => {
                    let file = lesson::load::STDIN_NAME.to_string();
                    let p = problem_of(&file, &e, lang);
                    reports.push(FileReport::malformed(lang, file, vec![p], vec![]));
                }
            },
            Target::Lesson(name) => match Source::find(name) {
                Ok(s) => {
                    let mut translations = Vec::new();
                    check_translations(&s, args.budget, ctx, &mut translations)?;
                    reports.push(check_source(s, None, vec![], args.budget, ctx)?);
                    reports.extend(translations);
                }
                Err(e) => {
                    let file = escape(name);
                    let p = problem_of(&file, &e, lang);
                    reports.push(FileReport::malformed(lang, file, vec![p], vec![]));
                }
            },
        }
    }
    // A check that Ctrl-C cut short gives no verdict, not even `ok`.
    npuzzle::interrupt::check()?;
    if args.format == ListFormat::Json {
        /// `lesson check --json`: an object like every other command's,
        /// one report per lesson file.
        #[derive(Serialize)]
        struct Files<'a> {
            files: &'a [FileReport],
        }
        render::write_json(ctx.out, &Files { files: &reports })?;
    } else if table {
        summary_table(&reports, &titles, ctx)?;
    } else {
        lines(&reports, ctx)?;
    }
    let malformed: Vec<&FileReport> = reports.iter().filter(|r| r.malformed).collect();
    if malformed.is_empty() {
        let late = reports.iter().any(|r| !r.leaks.is_empty());
        return Ok(Outcome::from_bool(
            reports.iter().all(|r| r.ok) && !(args.strict && late),
        ));
    }
    if args.format == ListFormat::Json || table {
        return Err(Error::problem(npuzzle::msg!(
            "check-error-malformed",
            count = malformed.len(),
            total = reports.len(),
            files = files_of(&malformed)
        )));
    }
    // One `FILE:LINE:COLUMN: message` line per problem on standard error,
    // as compilers print them (an editor's matcher anchored at the start
    // of the line finds them), then a summary that `main` prints (exit 2).
    let all: Vec<String> = malformed
        .iter()
        .flat_map(|r| r.errors.iter().map(|e| located(&r.file, e)))
        .collect();
    for l in &all {
        writeln!(ctx.err, "{l}")?;
    }
    Err(Error::problem(npuzzle::msg!(
        "check-error-problems",
        count = all.len(),
        files = files_of(&malformed)
    )))
}

/// The files of some reports, for a summary line.
fn files_of(reports: &[&FileReport]) -> String {
    reports
        .iter()
        .map(|r| r.file.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn located(file: &str, e: &FileError) -> String {
    place_line(file, e.line, e.column, &e.message)
}

/// `FILE:LINE:COLUMN: text` (or `FILE: text` without a place).
fn place_line(file: &str, line: usize, column: usize, text: &str) -> String {
    let text = npuzzle::parse::cut_quotes(text);
    if line == 0 {
        format!("{file}: {text}")
    } else {
        format!("{file}:{line}:{column}: {text}")
    }
}

/// One line per well-formed lesson (malformed ones go to standard error).
fn lines(reports: &[FileReport], ctx: &mut Ctx) -> Result<()> {
    let pal = ctx.palette;
    let lang = pal.lang;
    for r in reports.iter().filter(|r| !r.malformed) {
        if r.ok {
            let verified = if r.variants > 0 {
                npuzzle::t!(lang;
                    "check-verified-with-variants",
                    file = r.file.as_str(),
                    steps = r.steps,
                    claims = r.expects,
                    quizzes = r.quizzes,
                    variants = r.variants,
                    ids = lesson::load::SAMPLE_IDS.join(", ")
                )
            } else {
                npuzzle::t!(lang;
                    "check-verified",
                    file = r.file.as_str(),
                    steps = r.steps,
                    claims = r.expects,
                    quizzes = r.quizzes
                )
            };
            writeln!(ctx.out, "{}  {verified}", pal.good(&mark(true, lang)))?;
        } else {
            writeln!(
                ctx.out,
                "{}  {}",
                pal.bad(&mark(false, lang)),
                npuzzle::t!(lang;
                    "check-false",
                    file = r.file.as_str(),
                    count = r.errors.len(),
                    total = r.expects + r.quizzes
                )
            )?;
            // Unindented: `FILE:LINE:COLUMN: message` at the start of the
            // line, for editors.
            for e in &r.errors {
                writeln!(ctx.out, "{}", located(&r.file, e))?;
            }
        }
        for w in &r.warnings {
            writeln!(ctx.out, "      {}", warning_line(&r.file, w, lang))?;
        }
        // Unindented too: each names its own file, line and column.
        for l in &r.leaks {
            writeln!(ctx.out, "{}", l.line())?;
        }
    }
    Ok(())
}

/// `FILE: warning: TEXT`.
fn warning_line(file: &str, w: &str, lang: Lang) -> String {
    npuzzle::t!(lang;"check-warning-line", file = file, text = w)
}

/// The mark before a lesson's line (`ok`, `FAIL`), as wide as the widest
/// mark, so that the files line up.
fn mark(ok: bool, lang: Lang) -> String {
    let (good, bad) = (
        npuzzle::t!(lang;"check-mark-ok"),
        npuzzle::t!(lang;"check-mark-fail"),
    );
    let width = display_width(&good).max(display_width(&bad));
    pad_end(if ok { &good } else { &bad }, width)
}

/// The summary table of a course, then every problem and warning.
fn summary_table(reports: &[FileReport], titles: &[String], ctx: &mut Ctx) -> Result<()> {
    let pal = ctx.palette;
    let lang = pal.lang;
    for t in titles {
        writeln!(
            ctx.out,
            "{}",
            pal.heading(&npuzzle::t!(lang;"check-course", title = t.as_str()))
        )?;
    }
    let heads = [
        npuzzle::t!(lang;"check-col-file"),
        npuzzle::t!(lang;"check-col-steps"),
        npuzzle::t!(lang;"check-col-claims"),
        npuzzle::t!(lang;"check-col-warnings"),
        npuzzle::t!(lang;"check-col-errors"),
        npuzzle::t!(lang;"check-col-result"),
    ];
    let w = reports
        .iter()
        .map(|r| display_width(&r.file))
        .chain([display_width(&heads[0])])
        .max()
        .unwrap_or(4);
    // Each number column as wide as its heading (at least 5).
    let cw: Vec<usize> = heads[1..5]
        .iter()
        .map(|h| display_width(h).max(5))
        .collect();
    writeln!(
        ctx.out,
        "{}",
        pal.heading(&format!(
            "{}  {}  {}  {}  {}  {}",
            pad_end(&heads[0], w),
            pad_start(&heads[1], cw[0]),
            pad_start(&heads[2], cw[1]),
            pad_start(&heads[3], cw[2]),
            pad_start(&heads[4], cw[3]),
            heads[5]
        ))
    )?;
    for r in reports {
        let (steps, claims) = if r.malformed {
            ("-".to_string(), "-".to_string())
        } else {
            (r.steps.to_string(), r.claims.to_string())
        };
        let result = if r.malformed {
            pal.bad(&npuzzle::t!(lang;"check-result-malformed"))
        } else if r.ok {
            pal.good(&npuzzle::t!(lang;"check-result-ok"))
        } else {
            pal.bad(&npuzzle::t!(lang;"check-result-false"))
        };
        writeln!(
            ctx.out,
            "{}  {}  {}  {}  {}  {result}",
            pad_end(&r.file, w),
            pad_start(&steps, cw[0]),
            pad_start(&claims, cw[1]),
            pad_start(&(r.warnings.len() + r.leaks.len()).to_string(), cw[2]),
            pad_start(&r.errors.len().to_string(), cw[3]),
        )?;
    }
    let problems: Vec<String> = reports
        .iter()
        .flat_map(|r| {
            r.errors
                .iter()
                .map(|e| located(&r.file, e))
                .chain(r.warnings.iter().map(|w| warning_line(&r.file, w, lang)))
                .chain(r.leaks.iter().map(Located::line))
        })
        .collect();
    if !problems.is_empty() {
        writeln!(ctx.out)?;
        for p in problems {
            writeln!(ctx.out, "{p}")?;
        }
    }
    let ok = reports.iter().filter(|r| r.ok).count();
    writeln!(
        ctx.out,
        "\n{}",
        npuzzle::t!(lang;"check-passed", ok = ok, count = reports.len())
    )?;
    Ok(())
}
