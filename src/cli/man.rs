//! `npuzzle man`: the manual page (roff, made by clap_mangen from the same
//! definitions as `--help`).

use super::{Ctx, Outcome};
use crate::error::{Error, Result};
use std::path::{Path, PathBuf};

/// Print the manual page, or write one page per command into a directory.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle man | man -l -\n  npuzzle man --dir target/man   (npuzzle.1, npuzzle-solve.1, npuzzle-pdb-build.1, ...)"
)]
pub struct Args {
    /// Write npuzzle.1 and one page per subcommand (npuzzle-solve.1, ...)
    /// into this directory (created if missing) instead of printing.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let cmd = super::command();
    match args.dir {
        None => {
            let mut page = Vec::new();
            clap_mangen::Man::new(cmd).render(&mut page)?;
            ctx.out.write_all(&page)?;
        }
        Some(dir) => {
            std::fs::create_dir_all(&dir).map_err(|e| in_dir(&dir, e))?;
            let mut written = Vec::new();
            write_pages(&dir, cmd, "npuzzle", &mut written)?;
            for path in written {
                writeln!(
                    ctx.out,
                    "{}",
                    crate::parse::escape(&path.display().to_string())
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
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd.clone()).render(&mut page)?;
    let path = dir.join(format!("{name}.1"));
    std::fs::write(&path, page).map_err(|e| in_dir(&path, e))?;
    written.push(path);
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let sub_name = format!("{name}-{}", sub.get_name());
        write_pages(dir, sub.clone(), &sub_name, written)?;
    }
    Ok(())
}

fn in_dir(path: &Path, e: std::io::Error) -> Error {
    Error::input(format!(
        "cannot write {}: {e}",
        crate::parse::escape(&path.display().to_string())
    ))
}
