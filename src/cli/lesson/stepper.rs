//! The interactive step-through of `lesson run`: one page at a time, every
//! question asked before its answer is shown, hints on demand, progress
//! saved so that the next run resumes where the student stopped.
//!
//! Keys (typed, then Enter): Enter next (at a question: asks once more),
//! `h` or `?` a hint (again: a stronger one), `s` show the answer and go
//! on, `b` back, `q` quit with the score so far. Anything else at a page
//! prints the key help and stays.
//!
//! What the student does at a question is saved as it happens (attempts,
//! hints, the answer shown: `lesson::saved::Record`), so a wrong answer
//! before `q` still counts when the lesson is resumed.

use crate::cli::ctx::{Ctx, Outcome};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::lesson::ask::{Question, Verdict};
use npuzzle::lesson::run::{StepResult, TreeResult};
use npuzzle::lesson::saved::{self, Fresh, LessonProgress, Tally};
use npuzzle::lesson::{Prepared, builtin};
use npuzzle::render::lesson::{self as view, Look, Page};
use npuzzle::render::wrap::prose;
use npuzzle::render::{escape, exercise as ex_view, grid};
use npuzzle::t;
use std::path::{Path, PathBuf};

/// Where to start, and what else to do.
#[derive(Debug, Clone, Default)]
pub struct Start {
    /// Start at page 1 and forget the answers saved for this lesson.
    pub restart: bool,
    /// Start at this page (1-based).
    pub from: Option<usize>,
    /// Write the student's answers file here after every answer.
    pub save_answers: Option<PathBuf>,
    /// The `# name:` line of that file.
    pub name: Option<String>,
    /// `# id:` of the answers file.
    pub student_id: Option<String>,
}

/// What the student did at a prompt.
enum Move {
    Next,
    Back,
    Quit,
}

struct Session<'a> {
    p: &'a Prepared,
    pages: Vec<Page>,
    look: Look,
    key: String,
    /// The progress file; `None` when progress is not saved (no home
    /// directory, or a file that cannot be used).
    path: Option<PathBuf>,
    /// This lesson's progress as last saved (or kept in memory).
    progress: LessonProgress,
    /// Why the last save failed (said once, then the lesson goes on).
    save_error: Option<String>,
    said_save_error: bool,
    start: Start,
    said_answers_error: bool,
    /// The lesson's version (`lesson::identity::version`), saved with its
    /// progress.
    version: String,
}

impl Session<'_> {
    /// Apply a change to this lesson's progress and save it: under the
    /// lock, to the file as it is now (another run's answers are kept).
    fn change(&mut self, ctx: &mut Ctx, f: &dyn Fn(&mut LessonProgress)) -> Result<()> {
        let lang = self.look.palette.lang;
        let version = self.version.clone();
        let stamped = |l: &mut LessonProgress| {
            f(l);
            l.version = Some(version.clone());
        };
        stamped(&mut self.progress);
        if let Some(path) = &self.path {
            let key = self.key.clone();
            match saved::update(path, &mut |s| {
                stamped(s.lessons.entry(key.clone()).or_default())
            }) {
                Ok(s) => {
                    if let Some(l) = s.lessons.get(&self.key) {
                        self.progress = l.clone();
                    }
                    self.save_error = None;
                }
                Err(e) => {
                    let why = npuzzle::parse::io_reason(&e);
                    if !self.said_save_error {
                        self.said_save_error = true;
                        let line = t!(lang;
                            "lesson-cannot-save",
                            file = escape(&path.display().to_string()),
                            why = escape(&why)
                        );
                        writeln!(ctx.err, "{}", prose(&line, self.look.width).trim_end())?;
                    }
                    self.save_error = Some(why);
                }
            }
        }
        self.write_answers(ctx)
    }

    /// The student's answers file (`--save-answers`), rewritten whole (a
    /// temporary file renamed over it: never half a file), each question
    /// with what the student did (attempts, hints, the answer shown).
    fn write_answers(&mut self, ctx: &mut Ctx) -> Result<()> {
        use npuzzle::lesson::answers::{Entry, Record};
        let lang = self.look.palette.lang;
        let Some(file) = &self.start.save_answers else {
            return Ok(());
        };
        let entries: Vec<Entry> = npuzzle::lesson::ask::questions(&self.p.results)
            .iter()
            .map(|i| match self.progress.answers.get(&(i + 1)) {
                Some(r) => Entry {
                    answer: r.given.clone(),
                    record: Record {
                        attempts: r.attempts,
                        hints: r.hints,
                        shown: r.shown_only(),
                    },
                },
                None => Entry::default(),
            })
            .collect();
        let text = npuzzle::lesson::answers::write_student(
            self.start.name.as_deref(),
            self.start.student_id.as_deref(),
            &self.p.lesson.title,
            &npuzzle::lesson::identity::tag(self.p),
            &entries,
        );
        if let Err(e) = replace_file(file, &text)
            && !self.said_answers_error
        {
            self.said_answers_error = true;
            writeln!(
                ctx.err,
                "{}",
                t!(lang;
                    "lesson-cannot-write-answers",
                    file = escape(&file.display().to_string()),
                    why = npuzzle::parse::io_reason(&e)
                )
            )?;
        }
        Ok(())
    }

    fn questions(&self) -> usize {
        npuzzle::lesson::ask::questions(&self.p.results).len()
    }

    /// `Score: ...` (`end`: the lesson's end) or `Score so far: ...`.
    fn score_line(&self, end: bool) -> String {
        let lang = self.look.palette.lang;
        let tally = tally_words(&self.progress.tally(self.questions()), lang);
        if end {
            t!(lang;"lesson-score-end", tally = tally)
        } else {
            t!(lang;"lesson-score-so-far", tally = tally)
        }
    }

    /// The last line of a run that stops: progress saved, or why not.
    fn saved_line(&self, step: usize) -> String {
        let lang = self.look.palette.lang;
        match (&self.path, &self.save_error) {
            (Some(_), None) => {
                let command = format!("npuzzle lesson run {}", escape(&progress_key(self.p)));
                let line = t!(lang;
                    "lesson-progress-saved",
                    command = command.as_str(),
                    step = step
                );
                if npuzzle::render::wrap::display_width(&line) <= self.look.width {
                    line
                } else {
                    // A command is never cut: on a line of its own.
                    format!(
                        "{}\n  {command}",
                        t!(lang;"lesson-progress-saved-long", step = step)
                    )
                }
            }
            (_, Some(why)) => not_saved(why, lang),
            (None, None) => t!(lang;"lesson-progress-not-kept"),
        }
    }
}

/// Write `text` to `file` through a temporary file of its folder renamed
/// over it (a link there is replaced, never written through).
fn replace_file(file: &Path, text: &str) -> std::io::Result<()> {
    let dir = match file.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, file));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Whether `--save-answers FILE` may write there: a new file, or an
/// answers file of this lesson (its answers are this run's too: progress
/// keeps them), said once. A lesson, an answers file of another lesson
/// and any other file are refused and left as they are (exit 2).
fn answers_target(file: &Path, p: &Prepared, lang: Lang) -> Result<Option<String>> {
    let shown = escape(&file.display().to_string());
    match std::fs::symlink_metadata(file) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        _ => {}
    }
    let text = npuzzle::fsread::read_text(file, &shown, npuzzle::fsread::ANSWERS).map_err(|e| {
        let why = e.say(lang);
        let why = why
            .strip_prefix(&format!("{shown}: "))
            .unwrap_or(&why)
            .to_string();
        Error::input(t!(lang;
            "lesson-save-answers-unusable",
            file = shown.as_str(),
            why = why
        ))
    })?;
    if text.trim().is_empty() {
        return Ok(Some(t!(lang;
            "lesson-save-answers-replacing-empty",
            file = shown.as_str()
        )));
    }
    let this = npuzzle::lesson::identity::tag(p);
    match npuzzle::lesson::answers::written_for(&text) {
        Some(t) if t.id == this.id || t.hash == this.hash => Ok(Some(t!(lang;
            "lesson-save-answers-replacing",
            file = shown.as_str()
        ))),
        Some(t) => Err(Error::input(t!(lang;
            "lesson-save-answers-other-lesson",
            file = shown.as_str(),
            other = escape(&t.id),
            lesson = escape(&this.id)
        ))),
        None if looks_like_lesson(&text) => Err(Error::input(t!(lang;
            "lesson-save-answers-is-lesson",
            file = shown.as_str()
        ))),
        None => Err(Error::input(t!(lang;
            "lesson-save-answers-not-answers",
            file = shown.as_str()
        ))),
    }
}

/// A lesson's YAML: a top-level `format_version:` or `steps:`.
fn looks_like_lesson(text: &str) -> bool {
    text.lines()
        .any(|l| l.starts_with("format_version:") || l.starts_with("steps:"))
}

/// `Progress NOT saved (WHY).`
fn not_saved(why: &str, lang: Lang) -> String {
    t!(lang;"lesson-progress-not-saved", why = escape(why))
}

/// A tally in words: `5 of 7 questions right at the first try, 1 after a
/// hint or a retry, 1 shown`.
pub fn tally_words(t: &Tally, lang: Lang) -> String {
    npuzzle::lesson::feedback::tally_sentence(&t.first_try, t.questions, &t.after_hints, &t.shown)
        .say(lang)
}

/// How `lesson run` names a lesson again: its built-in name, or its file.
/// (Its progress is kept under `lesson::identity::progress_key`.)
pub fn progress_key(p: &Prepared) -> String {
    if p.source.builtin {
        p.source.name.clone()
    } else {
        p.source.file.clone()
    }
}

/// The built-in lesson after this one, if any.
pub fn next_lesson(p: &Prepared) -> Option<&'static str> {
    if !p.source.builtin {
        return None;
    }
    let i = builtin::LESSONS
        .iter()
        .position(|(n, _)| *n == p.source.name)?;
    builtin::LESSONS.get(i + 1).map(|(n, _)| *n)
}

/// Read one line; `None` at the end of input.
fn read_line(ctx: &mut Ctx) -> Result<Option<String>> {
    let mut line = String::new();
    let n = ctx.input.read_line(&mut line)?;
    Ok((n > 0).then(|| line.trim().to_string()))
}

pub fn run(p: &Prepared, ctx: &mut Ctx, look: Look, start: Start) -> Result<Outcome> {
    let lang = look.palette.lang;
    let pages = view::pages(p, &look);
    let n = pages.len();
    if let Some(f) = start.from
        && (f == 0 || f > n)
    {
        return Err(Error::usage(t!(lang;
            "lesson-from-out-of-range",
            from = f,
            steps = n
        )));
    }
    // Nothing is written before the target of --save-answers is known to
    // be safe to replace.
    let replacing = match &start.save_answers {
        Some(f) => answers_target(f, p, lang)?,
        None => None,
    };
    let mut path = saved::path();
    let (saved, fresh) = match &path {
        Some(path) => saved::load(path),
        None => (saved::Saved::default(), None),
    };
    let pal = look.palette;
    // Said once: the sentence wrapped to the terminal like the lesson text,
    // the file on a line of its own (a path is never cut).
    let notice = match (&fresh, &path) {
        (Some(Fresh::Corrupt(why)), Some(path)) => Some((
            t!(lang;
                "lesson-progress-corrupt",
                why = escape(why),
                backup = escape(
                    &saved::backup_path(path)
                        .file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                )
            ),
            path.clone(),
        )),
        (Some(Fresh::Unusable(why)), Some(path)) => Some((
            t!(lang; "lesson-progress-unusable", why = escape(&why.say(lang))),
            path.clone(),
        )),
        (Some(Fresh::Missing), Some(path)) => {
            Some((t!(lang;"lesson-progress-missing"), path.clone()))
        }
        _ => None,
    };
    if let Some((text, file)) = notice {
        let text = prose(&text, look.width);
        writeln!(ctx.err, "{text}\n  {}", escape(&file.display().to_string()))?;
    }
    // A FIFO or a device is never replaced: this run keeps its progress in
    // memory only, and says so when it stops.
    let unusable = match &fresh {
        Some(Fresh::Unusable(why)) => {
            path = None;
            Some(why.say(lang))
        }
        _ => None,
    };
    if let Some(line) = replacing {
        writeln!(ctx.err, "{}", prose(&line, look.width).trim_end())?;
    }
    // Progress is the lesson's (its canonical place, not the path as
    // typed) and of its version: a lesson changed since is said, and its
    // old answers are not used.
    let key = npuzzle::lesson::identity::progress_key(&p.source);
    let version = npuzzle::lesson::identity::version(p);
    let mut prior = saved.lessons.get(&key).cloned();
    let changed = prior
        .as_ref()
        .and_then(|pr| pr.version.as_ref())
        .is_some_and(|v| *v != version);
    if changed {
        let line = t!(lang;
            "lesson-changed-since-saved",
            name = escape(&progress_key(p))
        );
        ctx.out.write_all(dim_wrapped(&look, &line).as_bytes())?;
        prior = None;
    }
    let mut s = Session {
        p,
        pages,
        look,
        key,
        path,
        progress: prior.clone().unwrap_or_default(),
        said_save_error: unusable.is_some(),
        save_error: unusable,
        start,
        said_answers_error: false,
        version,
    };
    if changed {
        s.change(ctx, &|l| *l = LessonProgress::default())?;
    }
    let from = s.start.from;
    let review = !s.start.restart && from.is_none() && prior.as_ref().is_some_and(|pr| pr.finished);
    let mut i = match (from, s.start.restart, &prior) {
        (Some(f), _, _) => f - 1,
        (None, true, _) => 0,
        (None, false, Some(pr)) if !pr.finished && pr.step > 1 => pr.step.min(n) - 1,
        _ => 0,
    };
    if s.start.restart {
        // A new run: this run's answers are forgotten; the last completed
        // score stays until this run completes.
        s.change(ctx, &|l| {
            l.answers.clear();
            l.finished = false;
            l.step = 1;
        })?;
    }
    ctx.out
        .write_all(prose(&view::header(p, pal), look.width).as_bytes())?;
    if review {
        let done = prior
            .as_ref()
            .and_then(|pr| pr.completed)
            .unwrap_or_else(|| s.progress.tally(s.questions()));
        let line = t!(lang;
            "lesson-reviewing",
            tally = tally_words(&done, lang),
            name = escape(&progress_key(p))
        );
        ctx.out.write_all(dim_wrapped(&look, &line).as_bytes())?;
    } else if i > 0 && from.is_none() {
        writeln!(
            ctx.out,
            "{}",
            pal.dim(&t!(lang;"lesson-resuming", step = i + 1, steps = n))
        )?;
    }
    s.write_answers(ctx)?;
    loop {
        let step = i + 1;
        s.change(ctx, &|l| l.step = step)?;
        writeln!(ctx.out)?;
        ctx.out.write_all(s.pages[i].text.as_bytes())?;
        let index = s.pages[i].index;
        let mv = match Question::of(&p.results[index]) {
            Some(q) => match s.progress.answers.get(&(index + 1)) {
                Some(r) if r.done() => {
                    writeln!(ctx.out, "{}", pal.dim(&t!(lang;"lesson-answered-before")))?;
                    ctx.out.write_all(ex_view::answer(q, &look).as_bytes())?;
                    None
                }
                _ => Some(ask(&mut s, q, index, ctx)?),
            },
            None => None,
        };
        // After a page, or a question answered, the student reads on
        // before the next page.
        let watch = match &p.results[index] {
            StepResult::Tree(r) if r.steps.is_some() => Some(&**r),
            _ => None,
        };
        let mv = match mv {
            Some(Move::Next) | None if i + 1 == n && watch.is_none() => Move::Next,
            Some(Move::Next) | None => page_prompt(i, n, ctx, &look, watch)?,
            Some(m) => m,
        };
        match mv {
            Move::Next if i + 1 == n => break,
            Move::Next => i += 1,
            Move::Back => i = i.saturating_sub(1),
            Move::Quit => {
                s.change(ctx, &|l| l.step = step)?;
                let line = s.score_line(false);
                ctx.out
                    .write_all(prose(&format!("\n{line}\n"), look.width).as_bytes())?;
                for l in s.saved_line(i + 1).lines() {
                    writeln!(ctx.out, "{}", pal.dim(l))?;
                }
                return Ok(Outcome::Success);
            }
        }
    }
    let questions = s.questions();
    s.change(ctx, &|l| {
        l.finished = true;
        l.completed = Some(l.tally(questions));
    })?;
    let line = t!(lang;"lesson-end", score = s.score_line(true));
    ctx.out
        .write_all(prose(&format!("\n{line}\n"), look.width).as_bytes())?;
    if let Some(why) = &s.save_error {
        let line = format!("{}\n", not_saved(why, lang));
        ctx.out.write_all(dim_wrapped(&look, &line).as_bytes())?;
    }
    match next_lesson(p) {
        Some(next) => ctx.out.write_all(
            prose(
                &format!("{}\n", t!(lang;"lesson-next-run", next = next)),
                look.width,
            )
            .as_bytes(),
        )?,
        None if p.source.builtin => writeln!(ctx.out, "{}", t!(lang;"lesson-last-of-course"))?,
        None => {}
    }
    Ok(Outcome::Success)
}

/// Text wrapped to the terminal, then dimmed line by line (a colour never
/// spans a line break).
fn dim_wrapped(look: &Look, text: &str) -> String {
    prose(text, look.width)
        .lines()
        .map(|l| format!("{}\n", look.palette.dim(l)))
        .collect()
}

/// The prompt after a page without a question; at a search shown step by
/// step (`watch`), `w` opens the step view and `q` there comes back here.
fn page_prompt(
    i: usize,
    n: usize,
    ctx: &mut Ctx,
    look: &Look,
    watch: Option<&TreeResult>,
) -> Result<Move> {
    let pal = look.palette;
    let lang = pal.lang;
    loop {
        let prompt = if watch.is_some() {
            t!(lang;"lesson-page-prompt-watch", step = i + 1, steps = n)
        } else {
            t!(lang;"lesson-page-prompt", step = i + 1, steps = n)
        };
        // The prompt ends with a space the catalogue cannot hold.
        write!(ctx.out, "{}", pal.dim(&format!("{prompt} ")))?;
        ctx.out.flush()?;
        let Some(line) = read_line(ctx)? else {
            writeln!(ctx.out)?;
            return Ok(Move::Quit);
        };
        match line.to_ascii_lowercase().as_str() {
            "" | "n" | "next" => return Ok(Move::Next),
            "b" | "back" => return Ok(Move::Back),
            "q" | "quit" => return Ok(Move::Quit),
            "w" | "watch" if watch.is_some() => {
                if let Some(r) = watch {
                    watch_search(r, ctx)?;
                }
                writeln!(
                    ctx.out,
                    "{}",
                    pal.dim(&t!(lang;"lesson-back-at", step = i + 1, steps = n))
                )?;
            }
            "h" | "?" | "help" => ctx
                .out
                .write_all(dim_wrapped(look, &t!(lang;"lesson-no-hint-here")).as_bytes())?,
            _ => ctx
                .out
                .write_all(dim_wrapped(look, &t!(lang;"lesson-page-keys")).as_bytes())?,
        }
    }
}

/// The step view of `solve --step` on a tree step's search, until `q`.
fn watch_search(r: &TreeResult, ctx: &mut Ctx) -> Result<()> {
    let Some(steps) = &r.steps else {
        return Ok(());
    };
    let last = npuzzle::render::search::outcome_line(&r.result, &r.setup.board, ctx.lang());
    let name = r.result.algorithm.name();
    let pane = crate::cli::step_view::Pane::new(name, steps, &last);
    let rules = t!(ctx.lang();
        "lesson-search-rules",
        rules = npuzzle::render::search::rules_line(&r.result.options, ctx.lang())
    );
    crate::cli::step_view::run(&[pane], &rules, ctx)
}

/// Ask a question until it is answered right, shown, or left. Every
/// attempt, hint and `s` is saved as it happens.
fn ask(s: &mut Session, q: Question, index: usize, ctx: &mut Ctx) -> Result<Move> {
    let look = s.look;
    let pal = look.palette;
    let lang = pal.lang;
    let step = index + 1;
    let has_hints = !q.hints().is_empty();
    let mut wrong = 0;
    let mut hints = 0;
    let (prompt, keys) = if has_hints {
        (
            t!(lang;"lesson-answer-prompt-hints"),
            t!(lang;"lesson-answer-keys-hints"),
        )
    } else {
        (
            t!(lang;"lesson-answer-prompt"),
            t!(lang;"lesson-answer-keys"),
        )
    };
    loop {
        // The prompt ends with a space the catalogue cannot hold.
        write!(ctx.out, "{}", pal.dim(&format!("{prompt} ")))?;
        ctx.out.flush()?;
        let Some(line) = read_line(ctx)? else {
            writeln!(ctx.out)?;
            return Ok(Move::Quit);
        };
        match line.to_ascii_lowercase().as_str() {
            "" => {
                let nudge = if has_hints {
                    t!(lang;"lesson-have-a-go-hints")
                } else {
                    t!(lang;"lesson-have-a-go")
                };
                ctx.out.write_all(dim_wrapped(&look, &nudge).as_bytes())?;
                continue;
            }
            "h" | "?" => {
                match ex_view::hint(q, hints, pal) {
                    Some(h) => {
                        ctx.out.write_all(prose(&h, look.width).as_bytes())?;
                        hints += 1;
                        s.change(ctx, &|l| l.answers.entry(step).or_default().hints += 1)?;
                    }
                    None => {
                        let none = if has_hints {
                            t!(lang;"lesson-no-more-hints")
                        } else {
                            t!(lang;"lesson-no-hint")
                        };
                        ctx.out.write_all(dim_wrapped(&look, &none).as_bytes())?;
                    }
                }
                continue;
            }
            "s" => {
                ctx.out.write_all(ex_view::answer(q, &look).as_bytes())?;
                s.change(ctx, &|l| l.answers.entry(step).or_default().shown = true)?;
                return Ok(Move::Next);
            }
            "b" => return Ok(Move::Back),
            "q" => return Ok(Move::Quit),
            _ => {}
        }
        let verdict = q.check(&line);
        if !matches!(verdict, Verdict::Unreadable(_)) {
            let right = verdict == Verdict::Right;
            let given = line.clone();
            s.change(ctx, &|l| {
                let r = l.answers.entry(step).or_default();
                r.attempts += 1;
                r.right |= right;
                r.given = Some(given.clone());
            })?;
        }
        match verdict {
            Verdict::Right => {
                writeln!(
                    ctx.out,
                    "{}",
                    pal.good(&npuzzle::lesson::feedback::correct().say(pal.lang))
                )?;
                ctx.out.write_all(ex_view::answer(q, &look).as_bytes())?;
                return Ok(Move::Next);
            }
            Verdict::Wrong { feedback, board } => {
                wrong += 1;
                let text = npuzzle::lesson::feedback::not_quite(&feedback).say(pal.lang);
                ctx.out
                    .write_all(prose(&format!("{}\n", pal.bad(&text)), look.width).as_bytes())?;
                if let Some(b) = board {
                    ctx.out.write_all(grid(&b, pal, &[]).as_bytes())?;
                }
                if wrong >= 2 {
                    let again = if has_hints {
                        t!(lang;"lesson-try-again-hints")
                    } else {
                        t!(lang;"lesson-try-again")
                    };
                    ctx.out.write_all(dim_wrapped(&look, &again).as_bytes())?;
                }
            }
            Verdict::Unreadable(why) => {
                ctx.out.write_all(
                    dim_wrapped(
                        &look,
                        &t!(lang;"lesson-unreadable", why = escape(&why.say(pal.lang))),
                    )
                    .as_bytes(),
                )?;
                ctx.out.write_all(dim_wrapped(&look, &keys).as_bytes())?;
            }
        }
    }
}
