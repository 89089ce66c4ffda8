//! `npuzzle completions SHELL`: shell completion scripts.

use super::ctx::{Ctx, Outcome};
use npuzzle::error::Result;

/// Print a shell completion script.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Example:\n  npuzzle completions bash > ~/.local/share/bash-completion/completions/npuzzle"
)]
pub struct Args {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    // In English, whatever the language: the help of this command says so.
    let mut cmd = npuzzle::i18n::scoped(npuzzle::i18n::Lang::EN, super::command);
    // clap_complete panics when a write fails; generate into memory and
    // write it ourselves so that a closed pipe ends the run cleanly.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "npuzzle", &mut script);
    ctx.out.write_all(&script)?;
    Ok(Outcome::Success)
}
