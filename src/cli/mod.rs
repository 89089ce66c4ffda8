//! The command line: clap definitions and dispatch. Each command lives in
//! its own file with its `Args` and a `run` that calls the library and a
//! renderer.

pub mod batch;
pub mod common;
pub mod compare;
pub mod completions;
pub mod connect;
pub mod ctx;
pub mod experiment;
pub mod explain;
pub mod explorer;
pub mod files_out;
pub mod help_examples;
pub mod help_lang;
pub mod heuristics;
pub mod hints;
pub mod inversions;
pub mod lesson;
pub mod lesson_check;
pub mod lesson_export;
pub mod lesson_grade;
pub mod lesson_gradebook;
pub mod lesson_qti;
pub mod lesson_schema;
pub mod lesson_scorm;
pub mod man;
pub mod numeric;
pub mod package_zip;
pub mod pdb;
pub mod play;
pub mod progress_term;
pub mod random;
pub mod reduce;
pub mod search_args;
pub mod solvable;
pub mod solve;
pub mod solve_pdb;
pub mod step;
pub mod step_view;
pub mod terminal_guard;
pub mod trace;
pub mod tree;
pub mod usage_error;
pub mod verify;
pub mod version;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use ctx::{Ctx, Outcome};
use npuzzle::error::Result;

#[derive(Debug, Parser)]
#[command(
    name = "npuzzle",
    version = version::LINE,
    about = "Explore and verify the mathematics of the sliding-tile puzzle",
    long_about = "Explore and verify the mathematics of the sliding-tile puzzle (8-puzzle, 15-puzzle, any WxH board): inversion counts, solvability, the parity proof move by move, constructive reductions, searches and lessons.",
    after_help = "Start with:\n  npuzzle explain \"7 2 4/5 0 6/8 3 1\"\n\nExit codes: 0 ok, 1 a valid run with a negative verdict (unsolvable, a failed check, a limit hit) or work stopped by Ctrl-C (a second Ctrl-C exits 130 at once), 2 bad usage or input, 3 an internal error (or standard output could not be written)."
)]
pub struct Cli {
    /// When to use colour, help included. auto: on a terminal, unless
    /// NO_COLOR is set, CLICOLOR=0 or TERM=dumb; CLICOLOR_FORCE=1 turns it on
    /// off a terminal.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// No progress bars or status lines on standard error (they are only
    /// drawn when standard error is a terminal).
    #[arg(long, short = 'q', global = true)]
    pub quiet: bool,
    /// The language of the tool's words, by its code. Without it, the
    /// first of LANGUAGE's list the tool speaks, else the locale's (LC_ALL,
    /// LC_MESSAGES, LANG), else English.
    /// JSON, DOT, Mermaid and SVG identifiers and exit codes are the same in
    /// every language.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// With --version: the version, commit, date, target, features and
    /// compiler as JSON, for a bug report.
    #[arg(long = "json", requires = "version")]
    pub version_json: bool,
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
    Random(random::Args),
    Play(play::Args),
    Completions(completions::Args),
    Lesson(lesson::Args),
    Pdb(pdb::Args),
    Heuristics(heuristics::Args),
    Experiment(experiment::Args),
    Man(man::Args),
    Explorer(explorer::Args),
}

/// The command line as clap sees it: the derived definitions, each
/// `--format` restricted to its command's formats, the pattern databases
/// offered by `solve` only, built-in lesson names offered for completion,
/// and help wrapped to the terminal's width.
pub fn command() -> clap::Command {
    let cmd = common::restrict_formats(Cli::command());
    help_lang::localise(languages(lesson_names(search_heuristics(cmd))))
}

/// `tree` and `compare` share `solve`'s rules (`RuleArgs`) but run the
/// teaching engine only: their `--heuristic` neither lists nor takes the
/// pattern databases.
fn search_heuristics(mut cmd: clap::Command) -> clap::Command {
    for name in ["tree", "compare"] {
        cmd = cmd.mut_subcommand(name, |c| {
            c.mut_arg("heuristic", |a| {
                a.value_parser(common::heuristic_values(false))
            })
        });
    }
    cmd
}

/// Parse `args` (the program name first) with [`command`]. When they ask
/// for a help page, the page clap returns (as its error) has its examples
/// laid out whole for the terminal's width ([`help_examples`]).
pub fn parse_from<I, T>(args: I) -> std::result::Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    match command().try_get_matches_from(&args) {
        Ok(mut matches) => Cli::from_arg_matches_mut(&mut matches),
        Err(e) if shows_help(&e) => {
            let laid_out = help_examples::lay_out(command(), help_examples::width());
            Err(laid_out.try_get_matches_from(&args).err().unwrap_or(e))
        }
        Err(e) => Err(e),
    }
}

/// Whether clap's "error" is a help page to print.
fn shows_help(e: &clap::Error) -> bool {
    use clap::error::ErrorKind;
    matches!(
        e.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    )
}

/// A value that may be anything, with a list of the usual ones that help
/// and completions show: the built-in lessons' names, the languages.
#[derive(Clone)]
struct Usual(fn() -> Vec<&'static str>);

impl clap::builder::TypedValueParser for Usual {
    type Value = String;
    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> std::result::Result<String, clap::Error> {
        clap::builder::StringValueParser::new().parse_ref(cmd, arg, value)
    }
    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            (self.0)()
                .into_iter()
                .map(clap::builder::PossibleValue::new),
        ))
    }
}

/// `lesson run NAME`: the built-in lessons' names are completed (hidden
/// from help, and any file is still accepted).
fn lesson_names(cmd: clap::Command) -> clap::Command {
    let names = || {
        npuzzle::lesson::builtin::LESSONS
            .iter()
            .map(|(name, _)| *name)
            .collect()
    };
    cmd.mut_subcommand("lesson", |l| {
        l.mut_subcommand("run", |r| {
            r.mut_arg("lesson", |a| {
                a.value_parser(Usual(names)).hide_possible_values(true)
            })
        })
    })
}

/// `--lang`: the languages of the catalogue are its possible values, so
/// that a new language needs no code; any other value is still accepted
/// (the binary warns and uses English, see `i18n::choose`).
fn languages(cmd: clap::Command) -> clap::Command {
    let codes = || {
        npuzzle::i18n::Lang::all()
            .iter()
            .map(|l| l.code())
            .collect()
    };
    cmd.mut_arg("lang", |a| a.value_parser(Usual(codes)))
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
        Command::Random(a) => random::run(a, ctx),
        Command::Play(a) => play::run(a, ctx),
        Command::Completions(a) => completions::run(a, ctx),
        Command::Lesson(a) => lesson::run(a, ctx),
        Command::Pdb(a) => pdb::run(a, ctx),
        Command::Heuristics(a) => heuristics::run(a, ctx),
        Command::Experiment(a) => experiment::run(a, ctx),
        Command::Man(a) => man::run(a, ctx),
        Command::Explorer(a) => explorer::run(a, ctx),
    }
}
