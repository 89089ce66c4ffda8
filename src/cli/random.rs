//! `npuzzle random`: boards to practise on, one per line.

use super::common::{Format, GoalArgs, OutputArgs};
use super::ctx::{Ctx, Outcome};
use npuzzle::board::{Board, Goal, GoalSpec};
use npuzzle::error::{Error, Result};
use npuzzle::parse::parse_size;
use npuzzle::random::oracle::exact_at_once;
use npuzzle::random::{self, Generated, Method, Request};
use npuzzle::render::random::{BoardJson, write_line};
use serde::Serialize;

/// Random boards: uniform, a random walk, or at an exact optimal distance.
///
/// One board per line in the tool's notation, so that `npuzzle solve
/// --batch -` reads the output. The same --seed gives the same boards on
/// every machine. Without --moves or --distance the boards are uniform over
/// the boards that can reach the goal (with --unsolvable, over those that
/// cannot).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Distances: exact by breadth-first search of every board up to 9 cells (3x3), proved by the optimal solver (IDA*, pattern databases on 4x4) up to 25 cells, within --max-nodes.

Examples:
  npuzzle random                                # one solvable 3x3 board
  npuzzle random --size 4x4 --count 5 --seed 1
  npuzzle random --distance 20 --count 3 --seed 7
  npuzzle random --moves 30 --size 4x4 --goal blank-first
  npuzzle random --unsolvable --count 2
  npuzzle random --size 4x4 --distance 30 --count 10 | npuzzle solve --batch -
  npuzzle random --count 3 --format jsonl"
)]
pub struct Args {
    /// Width x height (default 3x3).
    #[arg(long, value_name = "WxH", default_value = "3x3")]
    pub size: String,
    #[command(flatten)]
    pub goal: GoalArgs,
    /// How many boards.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1)]
    pub count: usize,
    #[command(flatten)]
    pub draw: DrawArgs,
    /// Boards of the other parity class, that cannot reach the goal.
    #[arg(long)]
    pub unsolvable: bool,
    /// The most nodes the optimal solver may generate (--distance beyond
    /// 3x3, and each board's distance in JSON).
    #[arg(long, value_name = "N", default_value_t = random::DEFAULT_MAX_NODES)]
    pub max_nodes: u64,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// How random boards are drawn: `random`'s and `play`'s shared options.
#[derive(Debug, Clone, clap::Args)]
pub struct DrawArgs {
    /// The seed: the same seed gives the same boards (default: from the clock).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// A random walk of N moves from the goal, never undoing the previous move.
    #[arg(long, value_name = "N", conflicts_with = "distance")]
    pub moves: Option<usize>,
    /// Boards whose optimal distance to the goal is exactly D moves.
    #[arg(long, value_name = "D")]
    pub distance: Option<u32>,
}

impl DrawArgs {
    pub fn method(&self) -> Method {
        match (self.moves, self.distance) {
            (Some(n), _) => Method::Walk(n),
            (_, Some(d)) => Method::Distance(d),
            _ => Method::Uniform,
        }
    }

    /// The seed given, else one from the clock.
    pub fn seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0)
        })
    }
}

/// The most boards one run makes.
pub const MAX_COUNT: usize = 1_000_000;

#[derive(Serialize)]
struct Json<'a> {
    width: usize,
    height: usize,
    goal: String,
    goal_name: &'static str,
    seed: u64,
    method: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<usize>,
    boards: &'a [BoardJson],
    /// Present when the node budget ran out before `count` boards.
    #[serde(skip_serializing_if = "Option::is_none")]
    stopped: Option<String>,
}

/// The goal of `--size` and `--goal`.
pub fn goal_for(size: &str, goal: &GoalArgs) -> Result<(GoalSpec, Goal)> {
    let (w, h) = parse_size(size).map_err(|e| e.context("--size"))?;
    let spec = goal.spec(Some((w, h)))?;
    let board: Board = spec.resolve(w, h).map_err(|e| e.context("--goal"))?;
    if board.width() != w || board.height() != h {
        return Err(Error::problem(npuzzle::msg!(
            "usage-goal-size-not-size",
            goal = board.size_name(),
            size = format!("{w}x{h}")
        )));
    }
    Ok((spec, Goal::new(board)))
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let format = args.output.format(
        &[Format::Text, Format::Json, Format::Jsonl],
        &mut ctx.palette,
    )?;
    let (spec, goal) = goal_for(&args.size, &args.goal)?;
    if args.count == 0 || args.count > MAX_COUNT {
        return Err(Error::problem(npuzzle::msg!(
            "usage-random-count",
            count = args.count.to_string(),
            max = MAX_COUNT
        )));
    }
    if args.max_nodes == 0 {
        return Err(Error::problem(npuzzle::msg!("usage-random-max-nodes-zero")));
    }
    let method = args.draw.method();
    let seed = args.draw.seed();
    let req = Request {
        goal: goal.clone(),
        count: args.count,
        seed,
        method,
        unsolvable: args.unsolvable,
        max_nodes: args.max_nodes,
        // A board's distance in JSON only where it is proved at once (the
        // table, the pattern databases): elsewhere "not computed", rather
        // than the node budget spent on every board for nothing.
        with_distance: format != Format::Text && exact_at_once(goal.board()),
    };
    let cancel = npuzzle::interrupt::flag();
    let mut collected: Vec<BoardJson> = Vec::new();
    let stopped = {
        let out = &mut *ctx.out;
        let mut emit = |g: Generated| -> Result<()> {
            match format {
                Format::Text => write_line(out, &g)?,
                Format::Jsonl => npuzzle::render::write_json_line(out, &BoardJson::new(&g))?,
                _ => collected.push(BoardJson::new(&g)),
            }
            Ok(())
        };
        random::generate(&req, Some(cancel), &mut emit)?
    };
    let stop_message = stopped.as_ref().map(|s| {
        format!(
            "the node budget (--max-nodes {}) ran out after {} of {} boards ({} nodes): raise --max-nodes or ask for a smaller --distance",
            args.max_nodes, s.made, args.count, s.nodes
        )
    });
    if format == Format::Json {
        npuzzle::render::write_json(
            ctx.out,
            &Json {
                width: goal.board().width(),
                height: goal.board().height(),
                goal: goal.board().to_line(),
                goal_name: spec.name(),
                seed,
                method: match method {
                    Method::Uniform => "uniform",
                    Method::Walk(_) => "walk",
                    Method::Distance(_) => "distance",
                },
                moves: args.draw.moves,
                boards: &collected,
                stopped: stop_message.clone(),
            },
        )?;
    }
    match stop_message {
        Some(m) => {
            ctx.out.flush()?;
            writeln!(ctx.err, "npuzzle: {m}")?;
            Ok(Outcome::Negative)
        }
        None => Ok(Outcome::Success),
    }
}
