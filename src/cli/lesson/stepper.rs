//! The interactive step-through of `lesson run`: one page at a time, every
//! question asked before its answer is shown, hints on demand, progress
//! saved so that the next run resumes where the student stopped.
//!
//! Keys (typed, then Enter): Enter next (at a question: asks once more),
//! `h` or `?` a hint (again: a stronger one), `s` show the answer and go
//! on, `b` back, `q` quit with the score so far. Anything else at a page
//! prints the key help and stays.

use crate::cli::{Ctx, Outcome};
use crate::error::{Error, Result};
use crate::lesson::ask::{Question, Verdict};
use crate::lesson::saved::{self, Fresh, LessonProgress, Saved};
use crate::lesson::{Prepared, builtin};
use crate::render::lesson::{self as view, Look, Page};
use crate::render::{escape, exercise as ex_view, grid};
use std::path::PathBuf;

/// Where to start.
#[derive(Debug, Clone, Copy, Default)]
pub struct Start {
    /// Start at page 1 and forget the answers saved for this lesson.
    pub restart: bool,
    /// Start at this page (1-based).
    pub from: Option<usize>,
}

const PAGE_KEYS: &str = "Keys: Enter next, b back, h hint, q quit (then Enter).";
const QUESTION_KEYS: &str =
    "Keys: type your answer, h or ? hint, s show the answer, b back, q quit (then Enter).";

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
    path: Option<PathBuf>,
    saved: Saved,
    /// Set once saving failed (said once, then the lesson goes on).
    save_failed: bool,
}

impl Session<'_> {
    fn progress(&mut self) -> &mut LessonProgress {
        self.saved.lessons.entry(self.key.clone()).or_default()
    }

    fn save(&mut self, ctx: &mut Ctx) -> Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        if let Err(e) = saved::store(path, &self.saved)
            && !self.save_failed
        {
            self.save_failed = true;
            writeln!(
                ctx.err,
                "npuzzle: cannot save progress to {}: {} (the lesson goes on)",
                escape(&path.display().to_string()),
                crate::parse::io_reason(&e)
            )?;
        }
        Ok(())
    }

    fn questions(&self) -> usize {
        self.pages
            .iter()
            .filter(|pg| Question::of(&self.p.results[pg.index]).is_some())
            .count()
    }

    fn score_line(&mut self, so_far: bool) -> String {
        let total = self.questions();
        let prog = self.progress().clone();
        format!(
            "{}: {} of {total} question{} right at the first try ({} answered).",
            if so_far { "Score so far" } else { "Score" },
            prog.correct(),
            if total == 1 { "" } else { "s" },
            prog.answered()
        )
    }
}

/// The progress key of a lesson: its built-in name, or its file.
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
    let pages = view::pages(p, &look);
    let n = pages.len();
    if let Some(f) = start.from
        && (f == 0 || f > n)
    {
        return Err(Error::usage(format!(
            "--from {f}: the lesson has steps 1 to {n}"
        )));
    }
    let path = saved::path();
    let (saved, fresh) = match &path {
        Some(path) => saved::load(path),
        None => (Saved::default(), None),
    };
    let mut s = Session {
        p,
        pages,
        look,
        key: progress_key(p),
        path,
        saved,
        save_failed: false,
    };
    let pal = look.palette;
    // Said once: the sentence wrapped to the terminal like the lesson text,
    // the file on a line of its own (a path is never cut).
    let notice = match (&fresh, &s.path) {
        (Some(Fresh::Corrupt(why)), Some(path)) => Some((
            format!(
                "npuzzle: the saved progress cannot be read ({}); starting fresh in",
                escape(why)
            ),
            path,
        )),
        (Some(Fresh::Missing), Some(path)) => Some((
            "npuzzle: no saved progress yet; it will be kept in".to_string(),
            path,
        )),
        _ => None,
    };
    if let Some((text, path)) = notice {
        let text = crate::render::wrap::prose(&text, look.width);
        writeln!(ctx.err, "{text}\n  {}", escape(&path.display().to_string()))?;
    }
    let prior = s.saved.lessons.get(&s.key).cloned();
    let mut i = match (start.from, start.restart, &prior) {
        (Some(f), _, _) => f - 1,
        (None, true, _) => 0,
        (None, false, Some(pr)) if !pr.finished && pr.step > 1 => pr.step.min(n) - 1,
        _ => 0,
    };
    if start.restart
        || prior
            .as_ref()
            .is_some_and(|pr| pr.finished && start.from.is_none())
    {
        *s.progress() = LessonProgress::default();
    }
    ctx.out
        .write_all(crate::render::wrap::prose(&view::header(p, pal), look.width).as_bytes())?;
    if i > 0 && start.from.is_none() {
        writeln!(
            ctx.out,
            "{}",
            pal.dim(&format!(
                "Resuming at step {} of {n} (--restart starts over).",
                i + 1
            ))
        )?;
    }
    loop {
        s.progress().step = i + 1;
        s.save(ctx)?;
        writeln!(ctx.out)?;
        ctx.out.write_all(s.pages[i].text.as_bytes())?;
        let index = s.pages[i].index;
        let mv = match Question::of(&p.results[index]) {
            Some(q) => match s.progress().answers.get(&(index + 1)).copied() {
                Some(_) => {
                    writeln!(ctx.out, "{}", pal.dim("(answered before)"))?;
                    ctx.out.write_all(ex_view::answer(q, &look).as_bytes())?;
                    None
                }
                None => Some(ask(&mut s, q, index, ctx)?),
            },
            None => None,
        };
        // After a page, or a question answered, the student reads on
        // before the next page.
        let mv = match mv {
            Some(Move::Next) | None if i + 1 == n => Move::Next,
            Some(Move::Next) | None => page_prompt(i, n, ctx, &look)?,
            Some(m) => m,
        };
        match mv {
            Move::Next if i + 1 == n => break,
            Move::Next => i += 1,
            Move::Back => i = i.saturating_sub(1),
            Move::Quit => {
                let line = s.score_line(true);
                writeln!(ctx.out, "\n{line}")?;
                writeln!(
                    ctx.out,
                    "{}",
                    pal.dim(&format!(
                        "Progress saved: `npuzzle lesson run {}` goes on at step {}.",
                        escape(&p.source.name),
                        i + 1
                    ))
                )?;
                s.save(ctx)?;
                return Ok(Outcome::Success);
            }
        }
    }
    s.progress().finished = true;
    s.save(ctx)?;
    let line = s.score_line(false);
    writeln!(ctx.out, "\nEnd of the lesson. {line}")?;
    match next_lesson(p) {
        Some(next) => writeln!(
            ctx.out,
            "Next lesson: {next} (`npuzzle lesson run {next}`)."
        )?,
        None if p.source.builtin => writeln!(ctx.out, "This was the last lesson of the course.")?,
        None => {}
    }
    Ok(Outcome::Success)
}

/// The prompt after a page without a question.
fn page_prompt(i: usize, n: usize, ctx: &mut Ctx, look: &Look) -> Result<Move> {
    let pal = look.palette;
    loop {
        write!(
            ctx.out,
            "{}",
            pal.dim(&format!(
                "-- step {} of {n} -- Enter: next, b: back, h: hint, q: quit > ",
                i + 1
            ))
        )?;
        ctx.out.flush()?;
        let Some(line) = read_line(ctx)? else {
            writeln!(ctx.out)?;
            return Ok(Move::Quit);
        };
        match line.to_ascii_lowercase().as_str() {
            "" | "n" | "next" => return Ok(Move::Next),
            "b" | "back" => return Ok(Move::Back),
            "q" | "quit" => return Ok(Move::Quit),
            "h" | "?" | "help" => writeln!(
                ctx.out,
                "{}",
                pal.dim("No hint on this step: hints belong to the questions. Enter goes on.")
            )?,
            _ => writeln!(ctx.out, "{}", pal.dim(PAGE_KEYS))?,
        }
    }
}

/// Ask a question until it is answered right, shown, or left.
fn ask(s: &mut Session, q: Question, index: usize, ctx: &mut Ctx) -> Result<Move> {
    let look = s.look;
    let pal = look.palette;
    let mut wrong = 0;
    let mut hints = 0;
    loop {
        write!(
            ctx.out,
            "{}",
            pal.dim("Your answer (h: hint, s: show the answer, b: back, q: quit) > ")
        )?;
        ctx.out.flush()?;
        let Some(line) = read_line(ctx)? else {
            writeln!(ctx.out)?;
            return Ok(Move::Quit);
        };
        match line.to_ascii_lowercase().as_str() {
            "" => {
                writeln!(
                    ctx.out,
                    "{}",
                    pal.dim(
                        "Have a go first: type your answer (h for a hint, s to see the answer)."
                    )
                )?;
                continue;
            }
            "h" | "?" => {
                match ex_view::hint(q, hints, pal) {
                    Some(h) => ctx
                        .out
                        .write_all(crate::render::wrap::prose(&h, look.width).as_bytes())?,
                    None => writeln!(
                        ctx.out,
                        "{}",
                        pal.dim("This question has no hint; s shows the answer.")
                    )?,
                }
                hints += 1;
                continue;
            }
            "s" => {
                ctx.out.write_all(ex_view::answer(q, &look).as_bytes())?;
                s.progress().answers.insert(index + 1, false);
                s.save(ctx)?;
                return Ok(Move::Next);
            }
            "b" => return Ok(Move::Back),
            "q" => return Ok(Move::Quit),
            _ => {}
        }
        match q.check(&line) {
            Verdict::Right => {
                writeln!(ctx.out, "{}", pal.good("Correct."))?;
                ctx.out.write_all(ex_view::answer(q, &look).as_bytes())?;
                s.progress().answers.insert(index + 1, wrong == 0);
                s.save(ctx)?;
                return Ok(Move::Next);
            }
            Verdict::Wrong { feedback, board } => {
                wrong += 1;
                let text = if feedback.is_empty() {
                    "Not quite.".to_string()
                } else {
                    format!("Not quite. {feedback}")
                };
                ctx.out.write_all(
                    crate::render::wrap::prose(&format!("{}\n", pal.bad(&text)), look.width)
                        .as_bytes(),
                )?;
                if let Some(b) = board {
                    ctx.out.write_all(grid(&b, pal, &[]).as_bytes())?;
                }
                if wrong >= 2 {
                    writeln!(
                        ctx.out,
                        "{}",
                        pal.dim("Try again, or h for a hint, s to see the answer.")
                    )?;
                }
            }
            Verdict::Unreadable(why) => {
                writeln!(ctx.out, "{}", pal.dim(&format!("{}.", escape(&why))))?;
                writeln!(ctx.out, "{}", pal.dim(QUESTION_KEYS))?;
            }
        }
    }
}
