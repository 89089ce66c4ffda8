//! `npuzzle lesson export`: a course as a folder of pages for a class. One
//! page per lesson and an `index.html` that links them in the course's
//! order (`course.yaml`), and with `--handout` / `--answer-key` each
//! lesson's student's sheet and answer key. Every lesson is read, computed
//! and checked before anything is written; a file of the folder that
//! npuzzle did not write is never replaced without `--force`; each file is
//! written to a temporary file of the folder and renamed over the old one.

use super::{Ctx, Outcome};
use npuzzle::error::{Error, Result};
use npuzzle::lesson::{self, Prepared, Source, builtin};
use npuzzle::render::course_index::{Entry, Index};
use npuzzle::render::{self, escape};
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Write a course's pages (the built-in course without --dir) to a folder:
/// one page per lesson and an index.html linking them in course order.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson export --out site\n  npuzzle lesson export --dir my-course --out site --handout --answer-key\n  npuzzle lesson export --dir my-course --out site --force\n\nFiles: index.html, NAME.html per lesson, NAME.handout.html with --handout (no answer anywhere in the file), NAME.key.html with --answer-key (leave the keys out of what students can open). Every lesson is checked first: a lesson that cannot be read or states something false stops the export before anything is written. A file in --out that npuzzle did not write is not replaced without --force."
)]
pub struct ExportArgs {
    /// The course directory (its *.yaml lessons, in the order of its
    /// course.yaml); without it, the built-in course.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// The folder to write the pages to (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Also write each lesson's student's sheet (NAME.handout.html).
    #[arg(long)]
    pub handout: bool,
    /// Also write each lesson's answer key (NAME.key.html).
    #[arg(long)]
    pub answer_key: bool,
    /// Replace files in --out that npuzzle did not write.
    #[arg(long)]
    pub force: bool,
    /// Each lesson's work budget, in work units (see `lesson check --help`).
    #[arg(long, value_name = "UNITS", default_value_t = lesson::budget::DEFAULT_BUDGET)]
    pub budget: u64,
}

/// Marks every page this command writes: a file that carries it may be
/// replaced by the next export.
pub const GENERATOR: &str = "<meta name=\"generator\" content=\"npuzzle lesson export\">";

/// The page of one lesson in the export.
pub fn lesson_page(p: &Prepared) -> Result<String> {
    render::lesson_html::html_with(p, true)
}

/// The course's lessons in course order, and its title.
fn sources(dir: Option<&Path>, ctx: &mut Ctx) -> Result<(String, Vec<Source>)> {
    let Some(dir) = dir else {
        let all = builtin::LESSONS
            .iter()
            .filter_map(|(n, _)| Source::builtin(n))
            .collect();
        return Ok((npuzzle::t!("pages-builtin-course"), all));
    };
    let course = lesson::course::Course::open(dir)?;
    for (f, w) in &course.warnings {
        writeln!(
            ctx.err,
            "npuzzle: {}: {}",
            escape(&f.display().to_string()),
            w
        )?;
    }
    let title = course.title.clone().unwrap_or_else(|| {
        dir.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| dir.display().to_string())
    });
    let all = course
        .lessons
        .iter()
        .map(|f| course.read(f))
        .collect::<Result<Vec<_>>>()?;
    Ok((title, all))
}

/// Read, run and check one lesson; a lesson that states something false is
/// not exported.
fn prepare(source: Source, budget: u64) -> Result<Prepared> {
    // In the student's language (`--lang`, the locale), when translated.
    let source = source.for_student()?;
    let parsed = source.parse()?;
    lesson::budget::check(&source, &parsed, budget)?;
    let p = lesson::prepare_parsed(source, parsed, &mut |_, _| Ok(()))?;
    if let Some(f) = p.report.failures.first() {
        return Err(Error::input(format!(
            "{f} (refused to export a lesson that states something false; `npuzzle lesson check {}` shows every claim)",
            p.source.file
        )));
    }
    Ok(p)
}

/// A lesson's error, saying that the export stopped before writing.
fn nothing_written(e: Error) -> Error {
    match e {
        Error::Input(m) => Error::Input(format!("{m} (nothing was written)")),
        Error::Io(m) => Error::Io(format!("{m} (nothing was written)")),
        other => other,
    }
}

/// A page's text with the generator mark in its `<head>`.
fn marked(page: String) -> Result<String> {
    match page.find("<head>") {
        Some(i) => {
            let at = i + "<head>".len();
            Ok(format!("{}\n{GENERATOR}{}", &page[..at], &page[at..]))
        }
        None => Err(Error::internal("a page without <head>")),
    }
}

/// True when the file at `path` carries the generator mark (in its first
/// kilobytes, where `<head>` is).
fn written_by_us(path: &Path) -> bool {
    match npuzzle::fsread::open_if_present(path) {
        Ok(Some((mut f, _))) => npuzzle::fsread::read_up_to(&mut f, 4096)
            .is_ok_and(|head| String::from_utf8_lossy(&head).contains(GENERATOR)),
        _ => false,
    }
}

fn shown(path: &Path) -> String {
    escape(&path.display().to_string())
}

fn io_error(path: &Path, what: &str, e: &std::io::Error) -> Error {
    Error::Io(format!(
        "{}: cannot {what}: {}",
        shown(path),
        npuzzle::parse::io_reason(e)
    ))
}

/// May the export write `path`? Missing, or written by an earlier export,
/// or `force`; never a directory.
fn may_write(path: &Path, force: bool) -> Result<()> {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return Ok(());
    };
    if meta.is_dir() {
        return Err(Error::Io(format!(
            "{}: is a directory: refused to replace it with a page",
            shown(path)
        )));
    }
    if force || (meta.is_file() && written_by_us(path)) {
        return Ok(());
    }
    Err(Error::Io(format!(
        "{}: exists and was not written by `npuzzle lesson export`: refused to replace it (--force replaces it); nothing was written",
        shown(path)
    )))
}

/// Write `text` to `path` atomically: a temporary file in the same folder,
/// renamed over `path`.
fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut builder = tempfile::Builder::new();
    builder.prefix(".npuzzle-export-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        // A page for a course site: readable by all (less the umask).
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    let mut tmp = builder
        .tempfile_in(dir)
        .map_err(|e| io_error(dir, "write a page in this folder", &e))?;
    tmp.write_all(text.as_bytes())
        .and_then(|_| tmp.as_file().sync_all())
        .map_err(|e| io_error(path, "write the page", &e))?;
    tmp.persist(path)
        .map_err(|e| io_error(path, "write the page", &e.error))?;
    Ok(())
}

pub fn run(args: ExportArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let (title, all) = sources(args.dir.as_deref(), ctx)?;
    if all.is_empty() {
        return Err(Error::input(format!(
            "{}: the course has no lessons (*.yaml files)",
            shown(args.dir.as_deref().unwrap_or(Path::new(".")))
        )));
    }
    // Every page is made before any is written.
    let mut files: Vec<(String, String)> = Vec::new();
    let mut entries = Vec::new();
    for source in all {
        let p = prepare(source, args.budget).map_err(nothing_written)?;
        let name = p.source.name.clone();
        let page = format!("{name}.html");
        files.push((page.clone(), marked(lesson_page(&p)?)?));
        let handout = args.handout.then(|| format!("{name}.handout.html"));
        if let Some(h) = &handout {
            files.push((h.clone(), marked(render::handout_html::handout(&p)?)?));
        }
        let key = args.answer_key.then(|| format!("{name}.key.html"));
        if let Some(k) = &key {
            files.push((k.clone(), marked(render::handout_html::answer_key(&p))?));
        }
        entries.push(Entry {
            name,
            title: p.lesson.title.clone(),
            summary: p.lesson.summary.clone(),
            level: p.lesson.level,
            lang: p.lesson.lang.clone(),
            questions: lesson::ask::questions(&p.results).len(),
            page,
            handout,
            key,
        });
    }
    let explorer = super::explorer::FILE_NAME.to_string();
    files.push((explorer.clone(), marked(super::explorer::page())?));
    let index = render::course_index::index(&Index {
        title,
        entries,
        explorer: Some(explorer),
    });
    files.push(("index.html".to_string(), marked(index)?));
    for (k, (name, _)) in files.iter().enumerate() {
        if files[..k].iter().any(|(n, _)| n == name) {
            return Err(Error::input(format!(
                "two pages of the course would be written to {}: rename one of the lessons",
                escape(name)
            )));
        }
    }
    let out = &args.out;
    if out.exists() && !out.is_dir() {
        return Err(Error::Io(format!(
            "--out {}: is not a directory",
            shown(out)
        )));
    }
    std::fs::create_dir_all(out).map_err(|e| io_error(out, "create the folder", &e))?;
    for (name, _) in &files {
        may_write(&out.join(name), args.force)?;
    }
    for (name, text) in &files {
        write_atomically(&out.join(name), text)?;
    }
    let lessons = files.len() - 2; // neither the index nor the explorer
    writeln!(
        ctx.out,
        "{}",
        npuzzle::t!(
            "pages-export-wrote",
            index = shown(&out.join("index.html")),
            pages = lessons
        )
    )?;
    if args.answer_key {
        writeln!(
            ctx.err,
            "{}",
            npuzzle::t!("pages-export-keys", dir = shown(out))
        )?;
    }
    Ok(Outcome::Success)
}
