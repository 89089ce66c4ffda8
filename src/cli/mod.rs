//! The command line: clap definitions and dispatch. Each command lives in
//! its own file with its `Args` and a `run` that calls the library and a
//! renderer.

pub mod common;
pub mod compare;
pub mod completions;
pub mod connect;
pub mod experiment;
pub mod explain;
pub mod heuristics;
pub mod inversions;
pub mod lesson;
pub mod lesson_check;
pub mod lesson_grade;
pub mod lesson_schema;
pub mod pdb;
pub mod reduce;
pub mod solvable;
pub mod solve;
pub mod solve_pdb;
pub mod trace;
pub mod tree;
pub mod verify;

use crate::error::Result;
use crate::render::Palette;
use clap::{Parser, Subcommand, ValueEnum};
use std::io::{BufRead, Write};

#[derive(Debug, Parser)]
#[command(
    name = "npuzzle",
    version,
    about = "Explore and verify the mathematics of the sliding-tile puzzle",
    long_about = "Explore and verify the mathematics of the sliding-tile puzzle (8-puzzle, 15-puzzle, any WxH board): inversion counts, solvability, the parity proof move by move, constructive reductions, searches and lessons.\n\nStart with: npuzzle explain \"7 2 4/5 0 6/8 3 1\"",
    after_help = "Exit codes: 0 ok, 1 a valid run with a negative verdict (unsolvable, a failed check, a limit hit), 2 bad usage or input, 3 an internal error."
)]
pub struct Cli {
    /// When to use colour (NO_COLOR in the environment also turns it off).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Explain(explain::Args),
    Inversions(inversions::Args),
    Solvable(solvable::Args),
    Reduce(reduce::Args),
    Connect(connect::Args),
    Verify(verify::Args),
    Solve(solve::Args),
    Tree(tree::Args),
    Compare(compare::Args),
    Trace(trace::Args),
    Completions(completions::Args),
    Lesson(lesson::Args),
    Pdb(pdb::Args),
    Heuristics(heuristics::Args),
    Experiment(experiment::Args),
}

/// The outcome of a valid run: success (exit 0) or a negative verdict (exit 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Success,
    Negative,
}

impl Outcome {
    pub fn from_bool(ok: bool) -> Outcome {
        if ok {
            Outcome::Success
        } else {
            Outcome::Negative
        }
    }
}

/// What a command may use from its surroundings.
pub struct Ctx<'a> {
    pub out: &'a mut dyn Write,
    /// Progress and status lines (standard error).
    pub err: &'a mut dyn Write,
    pub input: &'a mut dyn BufRead,
    pub palette: Palette,
    /// True when both standard input and standard output are terminals, so
    /// that step-through pauses make sense.
    pub interactive: bool,
}

impl Ctx<'_> {
    /// Where long work reports its progress. Today it reports nothing; the
    /// terminal implementation (bar / status line on standard error, silent
    /// when standard error is not a terminal or with `--quiet`) plugs in here.
    pub fn progress(&self) -> Box<dyn crate::progress::Progress> {
        Box::new(crate::progress::Silent)
    }
}

pub fn run(cli: Cli, ctx: &mut Ctx) -> Result<Outcome> {
    match cli.command {
        Command::Explain(a) => explain::run(a, ctx),
        Command::Inversions(a) => inversions::run(a, ctx),
        Command::Solvable(a) => solvable::run(a, ctx),
        Command::Reduce(a) => reduce::run(a, ctx),
        Command::Connect(a) => connect::run(a, ctx),
        Command::Verify(a) => verify::run(a, ctx),
        Command::Solve(a) => solve::run(a, ctx),
        Command::Tree(a) => tree::run(a, ctx),
        Command::Compare(a) => compare::run(a, ctx),
        Command::Trace(a) => trace::run(a, ctx),
        Command::Completions(a) => completions::run(a, ctx),
        Command::Lesson(a) => lesson::run(a, ctx),
        Command::Pdb(a) => pdb::run(a, ctx),
        Command::Heuristics(a) => heuristics::run(a, ctx),
        Command::Experiment(a) => experiment::run(a, ctx),
    }
}
