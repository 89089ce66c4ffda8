//! `npuzzle man`: the manual page (roff, made by clap_mangen from the same
//! definitions as `--help`).

use super::ctx::{Ctx, Outcome};
use npuzzle::error::Result;
use std::path::{Path, PathBuf};

/// Print the manual page, or write one page per command into a directory.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle man | man -l -\n  npuzzle man --dir target/man   # npuzzle.1, npuzzle-solve.1, npuzzle-pdb-build.1, ..."
)]
pub struct Args {
    /// Write npuzzle.1 and one page per subcommand (npuzzle-solve.1, ...)
    /// into this directory (created if missing) instead of printing.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    // In English, whatever the language: the help of this command says so.
    let cmd = npuzzle::i18n::scoped(npuzzle::i18n::Lang::EN, super::command);
    match args.dir {
        None => {
            ctx.out.write_all(&main_page(cmd)?)?;
        }
        Some(dir) => {
            std::fs::create_dir_all(&dir)
                .map_err(|e| super::files_out::write_error(&dir, "create the folder", &e))?;
            let mut written = Vec::new();
            write_pages(&dir, cmd, "npuzzle", &mut written)?;
            for path in written {
                writeln!(
                    ctx.out,
                    "{}",
                    npuzzle::parse::escape(&path.display().to_string())
                )?;
            }
        }
    }
    Ok(Outcome::Success)
}

/// Write `name.1` for `cmd` and, recursively, `name-sub.1` for each of its
/// visible subcommands.
fn write_pages(
    dir: &Path,
    cmd: clap::Command,
    name: &str,
    written: &mut Vec<PathBuf>,
) -> Result<()> {
    let cmd = cmd.name(name.to_string());
    let page = if name == "npuzzle" {
        main_page(cmd.clone())?
    } else {
        let mut page = Vec::new();
        clap_mangen::Man::new(cmd.clone()).render(&mut page)?;
        page
    };
    let path = dir.join(format!("{name}.1"));
    // Never through a link: a temporary file renamed over the name.
    super::files_out::write(&path, &page)?;
    written.push(path);
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let sub_name = format!("{name}-{}", sub.get_name());
        write_pages(dir, sub.clone(), &sub_name, written)?;
    }
    Ok(())
}

/// The page of `npuzzle` itself: clap_mangen's sections, with EXIT STATUS,
/// ENVIRONMENT and FILES (as man-pages(7) orders them) in place of the
/// EXTRA section that `--help`'s closing text would make.
fn main_page(cmd: clap::Command) -> Result<Vec<u8>> {
    let man = clap_mangen::Man::new(cmd);
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    man.render_subcommands_section(&mut page)?;
    page.extend_from_slice(SECTIONS.as_bytes());
    man.render_version_section(&mut page)?;
    Ok(page)
}

/// EXIT STATUS, ENVIRONMENT and FILES, in roff.
const SECTIONS: &str = r#".SH "EXIT STATUS"
.TP
\fB0\fR
Success, or the reader of the output went away (a broken pipe, as in \fBnpuzzle explain ... | head\fR).
.TP
\fB1\fR
A valid run with a negative verdict: an unsolvable board, a false claim, an answer marked wrong, a search stopped by a limit; or work stopped by Ctrl\-C (a second Ctrl\-C exits 130 at once).
.TP
\fB2\fR
Bad usage or bad input: one line on standard error names the problem and where it is.
.TP
\fB3\fR
An internal error (a bug caught, or a panic: \fBnpuzzle: internal error, please report: ...\fR), or standard output that could not be written (a full disk, a closed descriptor).
.SH ENVIRONMENT
.TP
\fBNO_COLOR\fR, \fBCLICOLOR\fR, \fBCLICOLOR_FORCE\fR, \fBTERM\fR
Colour: on a terminal unless \fBNO_COLOR\fR is set, \fBCLICOLOR=0\fR or \fBTERM=dumb\fR; \fBCLICOLOR_FORCE=1\fR turns it on off a terminal. \fB\-\-color\fR wins over all of them.
.TP
\fBCOLUMNS\fR
The width text is wrapped to on a terminal (else the terminal's own width).
.TP
\fBXDG_CACHE_HOME\fR
Where the pattern databases are cached: \fI$XDG_CACHE_HOME/npuzzle\fR (an absolute path), else the platform's cache directory.
.TP
\fBXDG_STATE_HOME\fR
Where lesson progress is kept: \fI$XDG_STATE_HOME/npuzzle/progress.json\fR, else \fI~/.local/state/npuzzle/progress.json\fR.
.TP
\fBHOME\fR
The base of the default cache and state directories.
.SH FILES
.TP
\fI~/.cache/npuzzle/pdb\-*.bin\fR
The pattern databases (\fBnpuzzle pdb status\fR lists them, \fBnpuzzle pdb clear\fR removes them): about 34 MB per 4x4 goal, 1.2 GB for the 5x5 tables.
.TP
\fI~/.local/state/npuzzle/progress.json\fR
Lesson progress, read and written by \fBnpuzzle lesson run\fR and \fBnpuzzle lesson list\fR.
.TP
\fIlessons/*.yaml\fR
Lessons are YAML files (\fBnpuzzle lesson new\fR prints a template; \fBnpuzzle lesson check\fR checks one). A lesson never runs commands; it reads only board files inside its own folder.
"#;
