//! `npuzzle heuristics check`: settle by computation whether each heuristic
//! is admissible and consistent, how close it comes to the truth, and which
//! dominates which.

use super::common::{Format, GoalArgs, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::board::{Board, Goal, GoalSpec};
use npuzzle::error::{Error, Result};
use npuzzle::heuristics::Heuristic;
use npuzzle::lab::audit::{self, SampleEvent, SampleOptions};
use npuzzle::optimal::{self, OptimalHeuristic};
use npuzzle::parse::parse_size;
use npuzzle::render::{self, lab as view};
use npuzzle::t;

/// Heuristics: audits against exact distances.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle heuristics check\n  npuzzle heuristics check --size 2x3 --format json\n  npuzzle heuristics check --size 4x4 --sample 20"
)]
pub struct Args {
    #[command(subcommand)]
    pub command: Sub,
}

#[derive(Debug, clap::Subcommand)]
pub enum Sub {
    Check(CheckArgs),
}

/// Audit heuristics: admissible? consistent? how close to the truth? which
/// dominates which?
///
/// Boards of at most 12 cells are checked on every solvable state against
/// exact distances (breadth-first search from the goal). Larger boards (up
/// to 16 cells) need --sample N: random boards against optimal lengths from
/// the optimal solver. The exit code is 0 whenever the audit ran, whatever
/// it found (the findings are data); 2 for bad input.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle heuristics check\n  npuzzle heuristics check --heuristic linear-conflict --heuristic linear-conflict-pairs\n  npuzzle heuristics check --size 2x3 --goal blank-first --format json\n  npuzzle heuristics check --size 4x4 --sample 20 --seed 7 --heuristic manhattan,linear-conflict,seed-h6"
)]
pub struct CheckArgs {
    /// Board size, width x height (default 3x3; at most 12 cells without
    /// --sample).
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    #[command(flatten)]
    pub goal: GoalArgs,
    /// Heuristics to audit (repeat or separate by commas; default all
    /// eight): misplaced, manhattan, euclidean, rowcol, linear-conflict,
    /// seed-h6, misplaced-with-blank, linear-conflict-pairs, or h1..h6.
    #[arg(
        long = "heuristic",
        value_name = "H",
        value_delimiter = ',',
        ignore_case = true,
        value_parser = super::common::heuristic_values(false)
    )]
    pub heuristics: Vec<String>,
    /// Audit N random boards against optimal solutions instead of the
    /// whole state space (any board of at most 16 cells).
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = super::numeric::count)]
    pub sample: Option<usize>,
    /// Seed of the random boards of --sample.
    #[arg(
        long,
        allow_negative_numbers = true,
        value_name = "S",
        default_value_t = 1
    )]
    pub seed: u64,
    /// With --sample: the nodes the optimal solver may generate on one
    /// board; a board not solved within it is left out and listed (the
    /// same boards on every machine).
    #[arg(
        long,
        value_name = "N",
        default_value_t = npuzzle::search::DEFAULT_DEEPENING_NODES,
        allow_negative_numbers = true,
        value_parser = super::numeric::whole(1, u64::MAX)
    )]
    pub max_nodes: u64,
    /// With --sample: also stop one board's search after SECS seconds (0 =
    /// no time limit, the default; with one, which boards are solved
    /// depends on the machine's speed).
    #[arg(
        long,
        value_name = "SECS",
        default_value_t = 0.0,
        allow_negative_numbers = true,
        value_parser = super::numeric::seconds
    )]
    pub time_limit: f64,
    /// With --sample: the optimal solver's heuristic (manhattan,
    /// linear-conflict, pdb; default the strongest for the size).
    #[arg(long, value_name = "H")]
    pub solver: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    match args.command {
        Sub::Check(a) => check(a, ctx),
    }
}

/// The heuristics named on the command line, in order, without repeats;
/// all of them when none is named.
pub fn parse_heuristics(names: &[String], default: &[Heuristic]) -> Result<Vec<Heuristic>> {
    let mut out: Vec<Heuristic> = Vec::new();
    for name in names.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
        let h = name
            .parse::<Heuristic>()
            .map_err(|e| Error::problem(e).context("--heuristic"))?;
        if !out.contains(&h) {
            out.push(h);
        }
    }
    Ok(if out.is_empty() {
        default.to_vec()
    } else {
        out
    })
}

/// The goal board from `--size` and `--goal` (a preset needs a size, 3x3
/// by default; an explicit goal board brings its own).
pub fn goal_of(
    size: Option<&str>,
    goal: &GoalArgs,
    default: (usize, usize),
) -> Result<(GoalSpec, Board)> {
    let size = size
        .map(parse_size)
        .transpose()
        .map_err(|e| e.context("--size"))?;
    let spec = goal.spec(size)?;
    let board = match (&spec, size) {
        (GoalSpec::Board(b), _) => b.clone(),
        (_, Some((w, h))) => spec.resolve(w, h).map_err(|e| e.context("--size"))?,
        (_, None) => spec.resolve(default.0, default.1)?,
    };
    if let (GoalSpec::Board(_), Some((w, h))) = (&spec, size)
        && (board.width(), board.height()) != (w, h)
    {
        return Err(Error::problem(npuzzle::msg!(
            "usage-goal-size-says",
            goal = board.size_name(),
            size = format!("{w}x{h}")
        )));
    }
    Ok((spec, board))
}

fn check(args: CheckArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args
        .output
        .format(&[Format::Text, Format::Json], &mut ctx.palette)?;
    let heuristics = parse_heuristics(&args.heuristics, &Heuristic::ALL)?;
    let (spec, goal_board) = goal_of(args.size.as_deref(), &args.goal, (3, 3))?;
    let goal = Goal::new(goal_board);
    // Ctrl-C stops the audit with a message and exit 1 (see `interrupt`).
    npuzzle::interrupt::install();
    let lang = ctx.lang();
    let audit = match args.sample {
        None => {
            let mut progress = ctx.progress();
            progress.start(&t!(lang; "progress-heuristics-check"), None);
            let audit = audit::exhaustive_with(&goal, &heuristics, &mut |p| {
                progress.status(&audit_progress(p, lang));
            })?;
            progress.finish();
            audit
        }
        Some(count) => {
            let b = goal.board();
            // None: the solving pipeline picks the strongest.
            let solver = match &args.solver {
                None => None,
                Some(name) => Some(OptimalHeuristic::from_name(name).ok_or_else(|| {
                    Error::problem(npuzzle::msg!(
                        "usage-heuristics-solver",
                        name = npuzzle::parse::shown_text(name)
                    ))
                })?),
            };
            if b.cells() > optimal::RANDOM_BOARD_CELLS {
                return Err(Error::problem(npuzzle::msg!(
                    "usage-heuristics-sample-too-big",
                    size = b.size_name(),
                    cells = b.cells(),
                    max = optimal::RANDOM_BOARD_CELLS
                )));
            }
            let options = SampleOptions {
                count,
                seed: args.seed,
                max_nodes: Some(args.max_nodes),
                time_limit: super::numeric::time_limit(args.time_limit),
                solver,
                cancel: Some(npuzzle::interrupt::flag()),
            };
            let mut pdb_progress =
                super::progress_term::DatabaseProgress::new(&mut *ctx.err, ctx.palette.lang);
            let mut progress = super::progress_term::sink();
            progress.start(&t!(lang; "progress-heuristics-sample"), Some(count as u64));
            let audit = audit::sampled(&goal, &heuristics, &options, &mut |e| match e {
                SampleEvent::Solver(optimal::Event::Pdb(p)) => pdb_progress.event(p),
                SampleEvent::Solver(_) => {}
                SampleEvent::Board {
                    index,
                    count: _,
                    distance,
                } => {
                    progress.set(*index as u64);
                    progress.status(&match distance {
                        Some(d) => t!(lang; "progress-last-board", moves = *d),
                        None => t!(lang; "progress-last-board-unsolved"),
                    });
                }
            })?;
            progress.finish();
            audit
        }
    };
    npuzzle::interrupt::check()?;
    if format == Format::Json {
        render::write_json(ctx.out, &view::audit_json(&audit))?;
    } else {
        let line = render::parity::goal_line(&goal, &spec, ctx.lang());
        write!(
            ctx.out,
            "{}",
            render::lab_report::audit_text(&audit, &line, ctx.palette)
        )?;
    }
    Ok(Outcome::Success)
}

/// Where an exhaustive audit is, in the user's words.
fn audit_progress(p: audit::AuditProgress, lang: npuzzle::i18n::Lang) -> String {
    match p {
        audit::AuditProgress::Distances {
            depth,
            reached,
            seconds,
        } => t!(lang;
            "progress-audit-distances",
            depth = depth,
            reached = lang.number(reached),
            seconds = lang.decimal(seconds, 1)
        ),
        audit::AuditProgress::Checking {
            heuristics,
            states,
            seconds,
        } => t!(lang;
            "progress-audit-checking",
            heuristics = heuristics,
            states = lang.number(states),
            seconds = lang.decimal(seconds, 1)
        ),
        audit::AuditProgress::Done { seconds } => {
            t!(lang; "progress-audit-done", seconds = lang.decimal(seconds, 1))
        }
    }
}
