//! `npuzzle pdb`: the pattern database cache of the optimal 15-puzzle
//! solver: where it is, what it holds, build it, clear it.

use super::common::{Format, GoalArgs, OutputArgs};
/// The reporter of database events (kept here under its old name).
use super::progress_term::list;
use super::{Ctx, Outcome};
use npuzzle::board::{Board, GoalSpec};
use npuzzle::error::{Error, Result};
use npuzzle::pdb::{self, Event, FileStatus};
use npuzzle::render::{self, escape};
use serde::Serialize;
use std::time::Instant;

/// Pattern databases for optimal solving (4x4 goals, and the 5x5 tables with `build --size 5x5`): `status`,
/// `build` or `clear` the cache in $XDG_CACHE_HOME/npuzzle (else the
/// platform's cache directory: ~/.cache/npuzzle on Linux).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle pdb status\n  npuzzle pdb build --goal blank-first\n  npuzzle pdb status --goal snail --json\n  npuzzle pdb clear                # every database in the cache\n  npuzzle pdb clear --goal snail   # only the snail goal's"
)]
pub struct Args {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Where the cache is, and the state of each database the goal needs.
    #[command(
        after_help = "Examples:\n  npuzzle pdb status\n  npuzzle pdb status --goal blank-first --json"
    )]
    Status {
        #[command(flatten)]
        goal: GoalArgs,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// Load the goal's databases, building (with progress on standard
    /// error) and saving those missing or broken. Exit 1 when they could
    /// not be saved.
    #[command(
        after_help = "Examples:\n  npuzzle pdb build\n  npuzzle pdb build --goal blank-first\n  npuzzle pdb build --size 5x5     # the 24-puzzle tables (about 1.5 min, 1.2 GB)"
    )]
    Build {
        #[command(flatten)]
        goal: GoalArgs,
        /// Board size: 4x4 (the goal's 6-6-3 databases) or 5x5 (Korf &
        /// Felner's 6-6-6-6 tables, which serve every 5x5 goal with the
        /// blank in a corner).
        #[arg(long, value_name = "WxH", default_value = "4x4", value_parser = ["4x4", "5x5"])]
        size: String,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// Remove database files: those of one goal with --goal, else all.
    #[command(
        after_help = "Examples:\n  npuzzle pdb clear\n  npuzzle pdb clear --goal blank-first"
    )]
    Clear {
        /// Only this goal's databases (a preset or a 4x4 board).
        #[arg(long, short = 'g', value_name = "GOAL")]
        goal: Option<String>,
        #[command(flatten)]
        output: OutputArgs,
    },
}

/// The 4×4 goal a `--goal` names. A board of another size is refused as
/// a goal of that size (no board was given, so none is spoken of).
fn goal_board(arg: &str) -> Result<(GoalSpec, Board)> {
    let args = GoalArgs {
        goal: arg.to_string(),
    };
    if let Ok(GoalSpec::Board(b)) = args.spec(None)
        && (b.width(), b.height()) != (pdb::SIDE, pdb::SIDE)
    {
        return Err(Error::input(format!(
            "--goal: pattern databases exist for 4x4 goals only, and this goal is {}",
            b.size_name()
        )));
    }
    let spec = args.spec(Some((pdb::SIDE, pdb::SIDE)))?;
    let board = spec
        .resolve(pdb::SIDE, pdb::SIDE)
        .map_err(|e| e.context("--goal"))?;
    pdb::check_goal(&board).map_err(|e| e.context("--goal"))?;
    Ok((spec, board))
}

/// The 5×5 goal a `--goal` names with `--size 5x5`: the blank in a corner.
fn goal_board_5x5(arg: &str) -> Result<(GoalSpec, Board)> {
    let args = GoalArgs {
        goal: arg.to_string(),
    };
    let spec = args.spec(Some((5, 5)))?;
    let board = spec.resolve(5, 5).map_err(|e| e.context("--goal"))?;
    pdb::pdb24::check_goal(&board).map_err(|e| e.context("--goal"))?;
    Ok((spec, board))
}

const NO_DIR: &str = "no cache directory: neither XDG_CACHE_HOME (absolute) nor HOME is set, so databases are built in memory on every run";

#[derive(Serialize)]
struct StatusJson<'a> {
    cache_dir: Option<String>,
    goal: &'a Board,
    goal_name: &'static str,
    /// `reflection` or `two-partitions`.
    second_lookup: &'static str,
    databases: Vec<FileStatus>,
    /// The 5x5 (24-puzzle) 6-6-6-6 tables: they serve every 5x5 goal with
    /// the blank in a corner, are built by `pdb build --size 5x5` or the
    /// first `solve --heuristic pdb` on such a board, and are verified
    /// against the content hashes built into the program.
    databases_5x5: Vec<FileStatus>,
    /// Every database file in the cache (any goal), with its size in bytes.
    files: Vec<FileJson>,
    /// Temporary files left by saves that were killed (removed by `pdb
    /// build` and `pdb clear`).
    stale_temporaries: Vec<FileJson>,
}

#[derive(Serialize)]
struct FileJson {
    file: String,
    bytes: u64,
}

#[derive(Serialize)]
struct BuildJson<'a> {
    cache_dir: Option<String>,
    goal: &'a Board,
    goal_name: &'static str,
    second_lookup: &'static str,
    loaded: usize,
    built: usize,
    saved: usize,
    not_saved: Vec<String>,
    rejected: Vec<String>,
    removed_temporaries: Vec<String>,
    memory_bytes: usize,
    seconds: f64,
}

#[derive(Serialize)]
struct ClearJson {
    cache_dir: Option<String>,
    removed: Vec<String>,
    removed_temporaries: Vec<String>,
}

fn second_lookup(goal: &Board) -> &'static str {
    if pdb::reflection_valid(goal) {
        "reflection"
    } else {
        "two-partitions"
    }
}

fn describe_second(goal: &Board) -> &'static str {
    if pdb::reflection_valid(goal) {
        "the maximum with a second lookup on the board reflected about the main diagonal"
    } else {
        "the maximum with a second, transposed partition (the goal's blank is off the diagonal, so reflection is not valid)"
    }
}

fn size(bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{:.1} MB", bytes as f64 / 1e6)
    } else if bytes >= 1000 {
        format!("{:.1} kB", bytes as f64 / 1e3)
    } else {
        format!("{bytes} B")
    }
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    match args.action {
        Action::Status { goal, output } => status(&goal.goal, &output, ctx),
        Action::Build { goal, size, output } => build(&goal.goal, size == "5x5", &output, ctx),
        Action::Clear { goal, output } => clear(goal.as_deref(), &output, ctx),
    }
}

fn status(goal_arg: &str, output: &OutputArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let format = output.format(&[Format::Text, Format::Json])?;
    let (spec, goal) = goal_board(goal_arg)?;
    let dir = pdb::cache_dir();
    let databases = match &dir {
        Some(d) => pdb::status(&goal, d)?,
        None => Vec::new(),
    };
    let blank_first_5x5 = Board::blank_first(5, 5)?;
    let databases_5x5 = match &dir {
        Some(d) => pdb::pdb24::status(&blank_first_5x5, d)?,
        None => Vec::new(),
    };
    let as_json = |v: Vec<(String, u64)>| -> Vec<FileJson> {
        v.into_iter()
            .map(|(file, bytes)| FileJson { file, bytes })
            .collect()
    };
    let files = as_json(dir.as_deref().map(pdb::list_files).unwrap_or_default());
    let temporaries = as_json(
        dir.as_deref()
            .map(pdb::stale_temporaries)
            .unwrap_or_default(),
    );
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &StatusJson {
                cache_dir: dir.as_ref().map(|d| d.display().to_string()),
                goal: &goal,
                goal_name: spec.name(),
                second_lookup: second_lookup(&goal),
                databases,
                databases_5x5,
                files,
                stale_temporaries: temporaries,
            },
        )?;
        return Ok(Outcome::Success);
    }
    let p = ctx.palette;
    let Some(dir) = dir else {
        writeln!(ctx.out, "{}", NO_DIR)?;
        return Ok(Outcome::Success);
    };
    writeln!(
        ctx.out,
        "{} {}",
        p.heading("Pattern database cache:"),
        escape(&dir.display().to_string())
    )?;
    writeln!(
        ctx.out,
        "Goal {} ({}): additive 6-6-3 partition, {}.",
        spec.name(),
        goal.to_line(),
        describe_second(&goal)
    )?;
    writeln!(
        ctx.out,
        "  {:<18} {:<18} {:>9}  {:<9} state",
        "tiles", "goal cells", "entries", "size"
    )?;
    for db in &databases {
        let state = match db.trust {
            Some(trust) => p.good(&format!("{} ({trust})", db.state)),
            None => p.bad(&escape(&db.state)),
        };
        writeln!(
            ctx.out,
            "  {:<18} {:<18} {:>9}  {:<9} {}",
            list(&db.tiles),
            list(&db.cells),
            db.entries,
            db.bytes.map(size).unwrap_or_else(|| "-".into()),
            state
        )?;
    }
    let ready = databases.iter().filter(|d| d.state == "present").count();
    writeln!(
        ctx.out,
        "{ready} of {} databases ready{}",
        databases.len(),
        if ready < databases.len() {
            "; `npuzzle pdb build` (or the first optimal 4x4 solve) builds the rest"
        } else {
            ""
        }
    )?;
    let preset = databases
        .first()
        .is_some_and(|d| pdb::trusted::expected_hash(&d.file).is_some());
    writeln!(
        ctx.out,
        "{}",
        if preset {
            "Trust: verified: a file is used only when its content hash is the one npuzzle builds for this goal (built into the program)."
        } else {
            "Trust: checksum only: this goal is not a preset, so npuzzle cannot know its databases' content; a file is trusted on its own checksum."
        }
    )?;
    writeln!(
        ctx.out,
        "5x5 (any goal with the blank in a corner): additive 6-6-6-6 partition (Korf & Felner), reflected lookup; built by `pdb build --size 5x5` or the first `solve --heuristic pdb` on 5x5."
    )?;
    for (i, db) in databases_5x5.iter().enumerate() {
        let state = match db.trust {
            Some(trust) => p.good(&format!("{} ({trust})", db.state)),
            None => p.bad(&escape(&db.state)),
        };
        writeln!(
            ctx.out,
            "  {:<18} {:<18} {:>9}  {:<9} {}",
            format!("5x5 table {}", i + 1),
            list(&db.cells),
            db.entries,
            db.bytes.map(size).unwrap_or_else(|| "-".into()),
            state
        )?;
    }
    writeln!(
        ctx.out,
        "Trust (5x5): verified: a file is used only when its content hash is the one npuzzle builds (built into the program)."
    )?;
    let total: u64 = files.iter().map(|f| f.bytes).sum();
    writeln!(
        ctx.out,
        "All database files in the cache: {} ({})",
        files.len(),
        size(total)
    )?;
    for f in &files {
        writeln!(ctx.out, "  {}  {}", escape(&f.file), size(f.bytes))?;
    }
    if !temporaries.is_empty() {
        writeln!(
            ctx.out,
            "Stale temporary files (left by a save that was killed; `npuzzle pdb build` or `npuzzle pdb clear` removes them): {}",
            temporaries.len()
        )?;
        for f in &temporaries {
            writeln!(ctx.out, "  {}  {}", escape(&f.file), size(f.bytes))?;
        }
    }
    Ok(Outcome::Success)
}

/// `pdb build`: the goal's 4x4 databases, or with `five` Korf & Felner's
/// two 5x5 tables (which serve every 5x5 goal with the blank in a corner).
fn build(goal_arg: &str, five: bool, output: &OutputArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let format = output.format(&[Format::Text, Format::Json])?;
    let (spec, goal) = if five {
        goal_board_5x5(goal_arg)?
    } else {
        goal_board(goal_arg)?
    };
    let dir = pdb::cache_dir();
    let start = Instant::now();
    let cancel = npuzzle::interrupt::flag();
    let bar = ctx.progress();
    let mut progress = super::progress_term::DatabaseProgress::new(ctx.err).with_bar(bar);
    if dir.is_none() {
        let _ = writeln!(progress.err, "pdb: {NO_DIR}");
    }
    if let Some(d) = &dir {
        for name in pdb::remove_stale_temporaries(d)? {
            progress.event(&Event::RemovedTemporary { path: d.join(name) });
        }
    }
    let mut on_event = |e: &Event| progress.event(e);
    // (tables, bytes in memory), or None when interrupted.
    let ready = if five {
        pdb::pdb24::load_or_build(
            &goal,
            &pdb::pdb24::korf_felner(),
            dir.as_deref(),
            Some(&cancel),
            &mut on_event,
        )?
        .map(|set| (set.tables.len(), set.memory()))
    } else {
        pdb::load_or_build_cancellable(&goal, dir.as_deref(), Some(&cancel), &mut on_event)?.map(
            |set| {
                let count = set.primary.len() + set.secondary.as_ref().map_or(0, |s| s.len());
                (count, set.memory())
            },
        )
    };
    progress.finish();
    let Some((count, memory)) = ready else {
        writeln!(
            progress.err,
            "npuzzle: pdb build: {}",
            npuzzle::render::search_pdb::build_interrupted()
        )?;
        return Ok(Outcome::Negative);
    };
    let seconds = start.elapsed().as_secs_f64();
    let ok = dir.is_some() && progress.not_saved.is_empty();
    let outcome = Outcome::from_bool(ok);
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &BuildJson {
                cache_dir: dir.as_ref().map(|d| d.display().to_string()),
                goal: &goal,
                goal_name: spec.name(),
                second_lookup: if five {
                    "reflection"
                } else {
                    second_lookup(&goal)
                },
                loaded: progress.loaded,
                built: progress.built,
                saved: progress.saved,
                not_saved: progress.not_saved,
                rejected: progress.rejected,
                removed_temporaries: progress.removed_temporaries,
                memory_bytes: memory,
                seconds,
            },
        )?;
        return Ok(outcome);
    }
    let p = ctx.palette;
    let what = if five {
        "5x5 pattern databases (Korf & Felner's 6-6-6-6) for goal"
    } else {
        "Pattern databases for goal"
    };
    writeln!(
        ctx.out,
        "{what} {} ({}): {count} ready ({} loaded from the cache, {} built, {} saved), {:.1} MB in memory, {seconds:.2} s",
        spec.name(),
        goal.to_line(),
        progress.loaded,
        progress.built,
        progress.saved,
        memory as f64 / 1e6
    )?;
    match &dir {
        Some(d) if ok => writeln!(
            ctx.out,
            "{} {}",
            p.good("Cached in"),
            escape(&d.display().to_string())
        )?,
        Some(d) => writeln!(
            ctx.out,
            "{} {}: later runs will build them again",
            p.bad("Could not save to"),
            escape(&d.display().to_string())
        )?,
        None => writeln!(ctx.out, "{}", p.bad(NO_DIR))?,
    }
    Ok(outcome)
}

fn clear(goal_arg: Option<&str>, output: &OutputArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let format = output.format(&[Format::Text, Format::Json])?;
    let goal = goal_arg.map(goal_board).transpose()?;
    let dir = pdb::cache_dir();
    let (removed, temporaries) = match &dir {
        Some(d) => (
            pdb::clear(d, goal.as_ref().map(|g| &g.1))?,
            pdb::remove_stale_temporaries(d)?,
        ),
        None => (Vec::new(), Vec::new()),
    };
    if format == Format::Json {
        render::write_json(
            ctx.out,
            &ClearJson {
                cache_dir: dir.as_ref().map(|d| d.display().to_string()),
                removed,
                removed_temporaries: temporaries,
            },
        )?;
        return Ok(Outcome::Success);
    }
    let Some(d) = dir else {
        writeln!(ctx.out, "{NO_DIR}")?;
        return Ok(Outcome::Success);
    };
    let which = match &goal {
        Some((spec, _)) => format!(" of goal {}", spec.name()),
        None => String::new(),
    };
    writeln!(
        ctx.out,
        "Removed {} pattern database file{}{which} from {}",
        removed.len(),
        if removed.len() == 1 { "" } else { "s" },
        escape(&d.display().to_string())
    )?;
    for name in &removed {
        writeln!(ctx.out, "  {}", escape(name))?;
    }
    if !temporaries.is_empty() {
        writeln!(
            ctx.out,
            "Removed {} stale temporary file{} (left by a save that was killed)",
            temporaries.len(),
            if temporaries.len() == 1 { "" } else { "s" }
        )?;
        for name in &temporaries {
            writeln!(ctx.out, "  {}", escape(name))?;
        }
    }
    Ok(Outcome::Success)
}
