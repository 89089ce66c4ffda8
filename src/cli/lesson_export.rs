//! `npuzzle lesson export`: a course as a folder of pages for a class. One
//! page per lesson and an `index.html` that links them in the course's
//! order (`course.yaml`), and with `--handout` / `--answer-key` each
//! lesson's student's sheet and answer key. Every lesson is read, computed
//! and checked before anything is written; a file of the folder that
//! npuzzle did not write is never replaced without `--force`; the pages are
//! written all or nothing (a temporary folder, then renamed into place),
//! never through a link, and a failed write exits 3 (`files_out`).

use super::ctx::{Ctx, Outcome};
use super::files_out::{self, write_error};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::lesson::{self, Prepared, Source, builtin};
use npuzzle::render::course_index::{Entry, Index};
use npuzzle::render::{self, escape};
use std::path::{Path, PathBuf};

/// Write a course's pages (the built-in course without --dir) to a folder:
/// one page per lesson and an index.html linking them in course order.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson export --out site\n  npuzzle lesson export --dir my-course --out site --handout --answer-key\n  npuzzle lesson export --dir my-course --out site --force\n  npuzzle lesson export --out site --scorm\n  npuzzle lesson export --out site --qti\n  npuzzle lesson export --out site --gift --moodle-xml\n\nFiles: index.html, NAME.html per lesson, NAME.handout.html with --handout (no answer anywhere in the file), NAME.key.html with --answer-key (leave the keys out of what students can open), NAME.zip with --scorm (a SCORM 1.2 package: the interactive page, which reports answers, score and status to the platform and resumes from it; upload it as a SCORM activity in Moodle or Canvas), NAME.qti.zip with --qti (an IMS QTI 1.2 package of the lesson's questions: import it into Canvas as a \"QTI .zip file\"; the questions with many right answers are left out and said on stderr), NAME.gift.txt with --gift and NAME.moodle.xml with --moodle-xml (Moodle question banks: import them in Moodle's Question bank, Import, as GIFT or Moodle XML; the same questions as the QTI package). With --students, each student's files of a lesson that varies are NAME.ID.* beside them. Every lesson is checked first: a lesson that cannot be read or states something false stops the export before anything is written. A file in --out that npuzzle did not write is not replaced without --force."
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
    /// Also write each lesson's SCORM 1.2 package (NAME.zip) to upload to
    /// a learning platform.
    #[arg(long)]
    pub scorm: bool,
    /// Also write each lesson's questions as an IMS QTI 1.2 package
    /// (NAME.qti.zip) to import into Canvas.
    #[arg(long)]
    pub qti: bool,
    /// Also write each lesson's questions as a Moodle question bank in
    /// GIFT (NAME.gift.txt).
    #[arg(long)]
    pub gift: bool,
    /// Also write each lesson's questions as a Moodle question bank in
    /// Moodle XML, with hints (NAME.moodle.xml).
    #[arg(long)]
    pub moodle_xml: bool,
    /// A class roster (CSV, `id,name`, as `lesson grade --roster` reads
    /// it): each lesson whose boards vary per student also gets each
    /// student's own page, sheet, key, package and bank, named
    /// NAME.ID.html, NAME.ID.handout.html, NAME.ID.key.html, NAME.ID.zip,
    /// NAME.ID.qti.zip, NAME.ID.gift.txt, NAME.ID.moodle.xml.
    #[arg(long, value_name = "FILE")]
    pub students: Option<PathBuf>,
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

/// Marks a GIFT bank this command writes (its first line, a comment).
pub const GIFT_MARK: &str = "// npuzzle lesson export: a GIFT question bank";

/// Marks a Moodle XML bank this command writes (after its declaration).
pub const MOODLE_MARK: &str = "<!-- npuzzle lesson export: a Moodle XML question bank -->";

/// The banks of lesson `p` that the flags ask for, each with its file
/// name (`name` is NAME or NAME.ID) and the export's mark.
fn banks(
    p: &Prepared,
    name: &str,
    args: &ExportArgs,
    lang: npuzzle::i18n::Lang,
) -> Result<Vec<(String, Vec<u8>)>> {
    let mut files = Vec::new();
    if args.qti {
        files.push((
            super::lesson_qti::file_name(name),
            super::lesson_qti::package(p, lang)?,
        ));
    }
    if args.gift {
        let text = format!("{GIFT_MARK}\n{}", render::bank_gift::gift(p, lang));
        files.push((format!("{name}.gift.txt"), text.into_bytes()));
    }
    if args.moodle_xml {
        let xml = render::bank_moodle::moodle_xml(p, lang);
        let text = match xml.split_once('\n') {
            Some((declaration, rest)) => format!("{declaration}\n{MOODLE_MARK}\n{rest}"),
            None => return Err(Error::internal("a Moodle XML bank without a declaration")),
        };
        files.push((format!("{name}.moodle.xml"), text.into_bytes()));
    }
    Ok(files)
}

/// The page of one lesson in the export.
pub fn lesson_page(p: &Prepared, lang: npuzzle::i18n::Lang) -> Result<String> {
    render::lesson_html::html_with(p, Some(&super::explorer::checker()), lang)
}

/// The course's lessons in course order, and its title.
fn sources(dir: Option<&Path>, ctx: &mut Ctx) -> Result<(String, Vec<Source>)> {
    let Some(dir) = dir else {
        let all = builtin::LESSONS
            .iter()
            .filter_map(|(n, _)| Source::builtin(n))
            .collect();
        return Ok((npuzzle::t!(ctx.lang(); "pages-builtin-course"), all));
    };
    let course = lesson::course::Course::open(dir)?;
    for (f, w) in &course.warnings {
        writeln!(
            ctx.err,
            "npuzzle: {}: {}",
            escape(&f.display().to_string()),
            w.say(ctx.lang())
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
/// not exported. `lang` is the student's language (`--lang`, the locale).
fn prepare(source: Source, budget: u64, lang: Lang) -> Result<Prepared> {
    // In the student's language, when translated.
    let source = source.for_student(lang)?;
    let parsed = source.parse()?;
    lesson::budget::check(&source, &parsed, budget)?;
    let p = lesson::prepare_parsed(source, parsed, lang, &mut |_, _| Ok(()))?;
    if let Some(f) = p.report.failures.first() {
        return Err(Error::problem(npuzzle::msg!(
            "usage-export-false-claim",
            failure = f.say(lang),
            file = p.source.file.clone()
        )));
    }
    Ok(p)
}

/// A lesson's error, saying that the export stopped before writing (a
/// problem's words said in `lang`).
fn nothing_written(e: Error, lang: Lang) -> Error {
    match e {
        Error::Input(m) => Error::Input(format!("{m} (nothing was written)")),
        Error::Io(m) => Error::Io(format!("{m} (nothing was written)")),
        Error::Problem(p) => Error::Input(format!(
            "{} (nothing was written)",
            Error::Problem(p).say(lang)
        )),
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
/// kilobytes, where `<head>` is, or a package's manifest).
fn written_by_us(path: &Path) -> bool {
    match npuzzle::fsread::open_if_present(path) {
        Ok(Some((mut f, _))) => npuzzle::fsread::read_up_to(&mut f, 4096).is_ok_and(|head| {
            let head = String::from_utf8_lossy(&head);
            head.contains(GENERATOR)
                || head.contains(npuzzle::render::scorm::MARK)
                || head.contains(npuzzle::render::bank_qti::MARK)
                || head.starts_with(GIFT_MARK)
                || head.contains(MOODLE_MARK)
        }),
        _ => false,
    }
}

fn shown(path: &Path) -> String {
    escape(&path.display().to_string())
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

/// Write every page, all or nothing: into a temporary folder first (beside
/// `out` when it does not exist yet, then renamed to it; inside it
/// otherwise, then each page renamed into place), so a failed write (a
/// full disk) leaves no partial site and no page half written. Each page
/// is written as `files_out` writes (never through a link).
fn write_site(out: &Path, files: &[(String, Vec<u8>)], force: bool) -> Result<()> {
    let stage_in = |dir: &Path| {
        tempfile::Builder::new()
            .prefix(".npuzzle-export-")
            .tempdir_in(dir)
            .map_err(|e| write_error(dir, "write a page in this folder", &e))
    };
    let write_all = |stage: &Path| -> Result<()> {
        for (name, text) in files {
            files_out::write(&stage.join(name), text)?;
        }
        Ok(())
    };
    if std::fs::symlink_metadata(out).is_err() {
        let parent = match out.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if std::fs::create_dir_all(parent).is_err() {
            // A bad --out (under a file, say): bad input, exit 2, in the
            // words creating --out itself gives.
            if let Err(e) = std::fs::create_dir_all(out) {
                return Err(Error::Io(format!(
                    "{}: cannot create the folder: {}",
                    shown(out),
                    npuzzle::parse::io_reason(&e)
                )));
            }
        }
        let stage = stage_in(parent)?;
        write_all(stage.path())?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            // A course site: readable by all, as a new folder would be.
            std::fs::set_permissions(stage.path(), std::fs::Permissions::from_mode(0o755))
                .map_err(|e| write_error(out, "create the folder", &e))?;
        }
        let path = stage.keep();
        return std::fs::rename(&path, out).map_err(|e| {
            let _ = std::fs::remove_dir_all(&path);
            write_error(out, "create the folder", &e)
        });
    }
    for (name, _) in files {
        may_write(&out.join(name), force)?;
    }
    let stage = stage_in(out)?;
    write_all(stage.path())?;
    for (name, _) in files {
        std::fs::rename(stage.path().join(name), out.join(name))
            .map_err(|e| write_error(&out.join(name), "write the page", &e))?;
    }
    Ok(())
}

pub fn run(args: ExportArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let lang = ctx.lang();
    let (title, all) = sources(args.dir.as_deref(), ctx)?;
    if all.is_empty() {
        return Err(Error::problem(npuzzle::msg!(
            "usage-course-empty",
            dir = shown(args.dir.as_deref().unwrap_or(Path::new(".")))
        )));
    }
    let roster = match &args.students {
        Some(path) => {
            Some(super::lesson_gradebook::read_roster(path).map_err(|e| e.context("--students"))?)
        }
        None => None,
    };
    // Each student's files are named by the id: two ids that differ only
    // in case would be one file on Windows and macOS.
    if let Some(roster) = &roster {
        for (k, a) in roster.iter().enumerate() {
            if let Some(b) = roster[..k]
                .iter()
                .find(|b| b.id.to_lowercase() == a.id.to_lowercase())
            {
                return Err(Error::problem(npuzzle::msg!(
                    "usage-students-case",
                    first = escape(&b.id),
                    second = escape(&a.id)
                )));
            }
        }
    }
    if roster.is_some() && !all.iter().any(|s| s.varies().unwrap_or(false)) {
        return Err(Error::problem(npuzzle::msg!("usage-students-no-vary")));
    }
    // Every page is made before any is written.
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut entries = Vec::new();
    let mut left_out: Vec<String> = Vec::new();
    for source in all {
        // Each student's own files, for a lesson that varies.
        if let Some(roster) = &roster
            && source.varies()?
        {
            for student in roster {
                let v = prepare(source.with_student(&student.id)?, args.budget, lang)
                    .map_err(|e| nothing_written(e, lang))?;
                let name = format!("{}.{}", source.name, student.id);
                files.push((
                    format!("{name}.html"),
                    marked(lesson_page(&v, ctx.lang())?)?.into_bytes(),
                ));
                if args.handout {
                    files.push((
                        format!("{name}.handout.html"),
                        marked(render::handout_html::handout(&v, ctx.lang())?)?.into_bytes(),
                    ));
                }
                if args.answer_key {
                    files.push((
                        format!("{name}.key.html"),
                        marked(render::handout_html::answer_key(&v, ctx.lang()))?.into_bytes(),
                    ));
                }
                if args.scorm {
                    files.push((
                        super::lesson_scorm::file_name(&name),
                        super::lesson_scorm::package(&v, marked, ctx.lang())?,
                    ));
                }
                files.extend(banks(&v, &name, &args, ctx.lang())?);
            }
        }
        let p = prepare(source, args.budget, lang).map_err(|e| nothing_written(e, lang))?;
        let name = p.source.name.clone();
        let page = format!("{name}.html");
        files.push((
            page.clone(),
            marked(lesson_page(&p, ctx.lang())?)?.into_bytes(),
        ));
        let handout = args.handout.then(|| format!("{name}.handout.html"));
        if let Some(h) = &handout {
            files.push((
                h.clone(),
                marked(render::handout_html::handout(&p, ctx.lang())?)?.into_bytes(),
            ));
        }
        let key = args.answer_key.then(|| format!("{name}.key.html"));
        if let Some(k) = &key {
            files.push((
                k.clone(),
                marked(render::handout_html::answer_key(&p, ctx.lang()))?.into_bytes(),
            ));
        }
        if args.scorm {
            let zip = super::lesson_scorm::file_name(&name);
            files.push((zip, super::lesson_scorm::package(&p, marked, ctx.lang())?));
        }
        files.extend(banks(&p, &name, &args, ctx.lang())?);
        if args.qti || args.gift || args.moodle_xml {
            for (number, why) in
                render::bank::left_out(&lesson::bank::items(&p, ctx.lang()), ctx.lang())
            {
                left_out.push(npuzzle::t!(lang;
                    "bank-left-out-stderr",
                    name = name.clone(),
                    number = number.to_string(),
                    why = why
                ));
            }
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
    files.push((
        explorer.clone(),
        marked(super::explorer::page(ctx.lang()))?.into_bytes(),
    ));
    let index = render::course_index::index(
        &Index {
            title,
            entries,
            explorer: Some(explorer),
        },
        ctx.lang(),
    );
    files.push(("index.html".to_string(), marked(index)?.into_bytes()));
    for (k, (name, _)) in files.iter().enumerate() {
        if files[..k].iter().any(|(n, _)| n == name) {
            return Err(Error::problem(npuzzle::msg!(
                "usage-course-same-page",
                name = escape(name)
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
    write_site(out, &files, args.force)?;
    // The pages: neither the index, the explorer nor the packages.
    let lessons = files.iter().filter(|(n, _)| n.ends_with(".html")).count() - 2;
    let qti_packages = files
        .iter()
        .filter(|(n, _)| n.ends_with(".qti.zip"))
        .count();
    let packages = files
        .iter()
        .filter(|(n, _)| n.ends_with(".zip") && !n.ends_with(".qti.zip"))
        .count();
    let gift_banks = files
        .iter()
        .filter(|(n, _)| n.ends_with(".gift.txt"))
        .count();
    let moodle_banks = files
        .iter()
        .filter(|(n, _)| n.ends_with(".moodle.xml"))
        .count();
    writeln!(
        ctx.out,
        "{}",
        npuzzle::t!(lang;
            "pages-export-wrote",
            index = shown(&out.join("index.html")),
            pages = lessons
        )
    )?;
    if args.scorm {
        writeln!(
            ctx.out,
            "{}",
            npuzzle::t!(lang;"pages-export-scorm", dir = shown(out), packages = packages)
        )?;
    }
    if args.qti {
        writeln!(
            ctx.out,
            "{}",
            npuzzle::t!(lang;
                "pages-export-qti",
                dir = shown(out),
                packages = qti_packages
            )
        )?;
    }
    if args.gift {
        writeln!(
            ctx.out,
            "{}",
            npuzzle::t!(lang;"pages-export-gift", dir = shown(out), banks = gift_banks)
        )?;
    }
    if args.moodle_xml {
        writeln!(
            ctx.out,
            "{}",
            npuzzle::t!(lang;
                "pages-export-moodle-xml",
                dir = shown(out),
                banks = moodle_banks
            )
        )?;
    }
    for line in &left_out {
        writeln!(ctx.err, "{line}")?;
    }
    if args.answer_key {
        writeln!(
            ctx.err,
            "{}",
            npuzzle::t!(lang;"pages-export-keys", dir = shown(out))
        )?;
    }
    Ok(Outcome::Success)
}
