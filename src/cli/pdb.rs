//! `npuzzle pdb`: the pattern database cache of the optimal 15-puzzle
//! solver: where it is, what it holds, build it, clear it.

use super::common::{Format, GoalArgs, OutputArgs};
use super::ctx::{Ctx, Outcome};
/// The reporter of database events (kept here under its old name).
use super::progress_term::{list, prose, rounded};
use npuzzle::board::{Board, GoalSpec};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::pdb::{self, Event, FileStatus};
use npuzzle::render::wrap::{display_width, hang, pad_end, pad_start};
use npuzzle::render::{self, escape};
use npuzzle::{msg, t};
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
        after_help = "Examples:\n  npuzzle pdb build\n  npuzzle pdb build --goal blank-first\n  npuzzle pdb build --size 5x5     # the 24-puzzle tables (about 1.5 min, 1.2 GB)\n  npuzzle pdb build --partition 7-8 --goal blank-first   # 0.58 GB, minutes"
    )]
    Build {
        #[command(flatten)]
        goal: GoalArgs,
        /// Board size: 4x4 (the goal's 6-6-3 databases) or 5x5 (Korf &
        /// Felner's 6-6-6-6 tables, which serve every 5x5 goal with the
        /// blank in a corner).
        #[arg(long, value_name = "WxH", default_value = "4x4", value_parser = ["4x4", "5x5"])]
        size: String,
        /// The 4x4 partition: 6-6-3 (the default, built on first use) or
        /// 7-8 (two tables of 0.58 GB together, for many boards: built
        /// only by this command, for a goal whose blank is on the main
        /// diagonal)
        #[arg(long, value_name = "PARTITION", default_value = "6-6-3", value_parser = ["6-6-3", "7-8"])]
        partition: String,
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
        return Err(
            Error::problem(msg!("pdb-goal-not-4x4", size = b.size_name())).context("--goal"),
        );
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

/// There is no cache directory (neither XDG_CACHE_HOME nor HOME).
fn no_dir(lang: Lang) -> String {
    t!(lang; "pdb-no-cache-dir")
}

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
    /// The goal's 7-8 tables (4x4, blank on the main diagonal; none for
    /// other goals): built only by `pdb build --partition 7-8`, used by
    /// `solve --batch` and `--heuristic pdb-7-8`.
    databases_7_8: Vec<FileStatus>,
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

fn describe_second(lang: Lang, goal: &Board) -> String {
    if pdb::reflection_valid(goal) {
        t!(lang; "pdb-second-reflection")
    } else {
        t!(lang; "pdb-second-transposed")
    }
}

fn size(lang: Lang, bytes: u64) -> String {
    if bytes >= 1_000_000 {
        t!(lang; "pdb-size-mb", n = rounded(bytes as f64 / 1e6, 1))
    } else if bytes >= 1000 {
        t!(lang; "pdb-size-kb", n = rounded(bytes as f64 / 1e3, 1))
    } else {
        t!(lang; "pdb-size-bytes", n = bytes)
    }
}

/// A database's state in the user's words (`present (verified)`).
fn state_words(lang: Lang, db: &FileStatus) -> String {
    let state = match db.state.as_str() {
        "present" => t!(lang; "pdb-state-present"),
        "missing" => t!(lang; "pdb-state-missing"),
        other => match (&db.reason, other.strip_prefix("broken: ")) {
            (Some(reason), _) => t!(lang; "pdb-state-broken", reason = escape(&reason.say(lang))),
            (None, Some(reason)) => t!(lang; "pdb-state-broken", reason = escape(reason)),
            (None, None) => escape(other),
        },
    };
    match db.trust {
        Some(trust) => {
            let trust = match trust {
                "verified" => t!(lang; "pdb-trust-verified"),
                "checksum-only" => t!(lang; "pdb-trust-checksum-only"),
                other => other.to_string(),
            };
            t!(lang; "pdb-state-trusted", state = state, trust = trust)
        }
        None => state,
    }
}

/// The columns of the tables of databases (tiles, goal cells, entries,
/// size; the state last, unpadded): each as wide as its widest cell, and
/// in English as wide as it always was (its output never changed).
struct Columns([usize; 4], Lang);

impl Columns {
    fn new<'a>(lang: Lang, rows: impl IntoIterator<Item = &'a [String; 4]>) -> Columns {
        let mut widths = if lang == Lang::EN {
            [18, 18, 9, 9]
        } else {
            [0; 4]
        };
        for row in rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(display_width(cell));
            }
        }
        if lang != Lang::EN {
            // Lists of numbers side by side: a wider gap between them.
            widths[0] += 1;
            widths[1] += 1;
        }
        Columns(widths, lang)
    }

    fn line(&self, cells: &[String; 4], state: &str) -> String {
        let w = self.0;
        let start = format!(
            "  {} {} {}  {} ",
            pad_end(&cells[0], w[0]),
            pad_end(&cells[1], w[1]),
            pad_start(&cells[2], w[2]),
            pad_end(&cells[3], w[3]),
        );
        let column = display_width(&start);
        if self.1 == Lang::EN || column + display_width(state) <= 80 || column > 60 {
            return format!("{start}{state}");
        }
        // A long state (a broken file's reason) goes on in its column.
        let state = hang(state, 80 - column, "", "");
        let indent = " ".repeat(column);
        let mut lines = state.lines();
        let mut out = format!("{start}{}", lines.next().unwrap_or(""));
        for line in lines {
            out.push('\n');
            out.push_str(&indent);
            out.push_str(line);
        }
        out
    }
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    match args.action {
        Action::Status { goal, output } => status(&goal.goal, &output, ctx),
        Action::Build {
            goal,
            size,
            partition,
            output,
        } => {
            if partition == pdb::pdb78::NAME {
                if size == "5x5" {
                    return Err(Error::problem(npuzzle::msg!("usage-partition-78-size")));
                }
                return build(&goal.goal, Tables::SevenEight, &output, ctx);
            }
            let tables = if size == "5x5" {
                Tables::Five
            } else {
                Tables::SixSixThree
            };
            build(&goal.goal, tables, &output, ctx)
        }
        Action::Clear { goal, output } => clear(goal.as_deref(), &output, ctx),
    }
}

fn status(goal_arg: &str, output: &OutputArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let format = output.format(&[Format::Text, Format::Json], &mut ctx.palette)?;
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
    let databases_7_8 = match &dir {
        Some(d) => pdb::pdb78::status(&goal, d),
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
                databases_7_8,
                files,
                stale_temporaries: temporaries,
            },
        )?;
        return Ok(Outcome::Success);
    }
    let lang = ctx.lang();
    let p = ctx.palette;
    let Some(dir) = dir else {
        writeln!(ctx.out, "{}", prose(lang, &no_dir(lang)))?;
        return Ok(Outcome::Success);
    };
    writeln!(
        ctx.out,
        "{} {}",
        p.heading(&t!(lang; "pdb-status-cache")),
        escape(&dir.display().to_string())
    )?;
    let goal_line = t!(lang; "pdb-status-goal",
        name = spec.name(),
        board = goal.to_line(),
        second = describe_second(lang, &goal),
    );
    writeln!(ctx.out, "{}", prose(lang, &goal_line))?;
    let entries = |n: u64| t!(lang; "pdb-entries", n = n);
    let bytes = |b: Option<u64>| b.map(|b| size(lang, b)).unwrap_or_else(|| "-".into());
    let head = [
        t!(lang; "pdb-col-tiles"),
        t!(lang; "pdb-col-cells"),
        t!(lang; "pdb-col-entries"),
        t!(lang; "pdb-col-size"),
    ];
    // A table's row: its tiles and goal cells said by `said`.
    let row = |db: &FileStatus, said: fn(&[u8]) -> String| -> [String; 4] {
        [
            said(&db.tiles),
            said(&db.cells),
            entries(db.entries),
            bytes(db.bytes),
        ]
    };
    let rows: Vec<[String; 4]> = databases.iter().map(|db| row(db, list)).collect();
    let rows_5x5: Vec<[String; 4]> = databases_5x5
        .iter()
        .enumerate()
        .map(|(i, db)| {
            [
                t!(lang; "pdb-status-5x5-table", n = i + 1),
                list(&db.cells),
                entries(db.entries),
                bytes(db.bytes),
            ]
        })
        .collect();
    let rows_7_8: Vec<[String; 4]> = databases_7_8.iter().map(|db| row(db, runs)).collect();
    let columns = Columns::new(
        lang,
        std::iter::once(&head)
            .chain(&rows)
            .chain(&rows_5x5)
            .chain(&rows_7_8),
    );
    let colour = |db: &FileStatus| {
        let words = state_words(lang, db);
        if db.trust.is_some() {
            p.good(&words)
        } else {
            p.bad(&words)
        }
    };
    writeln!(
        ctx.out,
        "{}",
        columns.line(&head, &t!(lang; "pdb-col-state"))
    )?;
    for (db, row) in databases.iter().zip(&rows) {
        writeln!(ctx.out, "{}", columns.line(row, &colour(db)))?;
    }
    let ready = databases.iter().filter(|d| d.state == "present").count();
    let ready_line = if ready < databases.len() {
        t!(lang; "pdb-status-ready-partial", ready = ready, count = databases.len())
    } else {
        t!(lang; "pdb-status-ready", ready = ready, count = databases.len())
    };
    writeln!(ctx.out, "{}", prose(lang, &ready_line))?;
    let preset = databases
        .first()
        .is_some_and(|d| pdb::trusted::expected_hash(&d.file).is_some());
    let trust = if preset {
        t!(lang; "pdb-status-trust-verified")
    } else {
        t!(lang; "pdb-status-trust-checksum")
    };
    writeln!(ctx.out, "{}", prose(lang, &trust))?;
    if !databases_7_8.is_empty() {
        writeln!(ctx.out, "{}", prose(lang, &t!(lang; "pdb-status-78")))?;
        for (db, row) in databases_7_8.iter().zip(&rows_7_8) {
            writeln!(ctx.out, "{}", columns.line(row, &colour(db)))?;
        }
    }
    writeln!(ctx.out, "{}", prose(lang, &t!(lang; "pdb-status-5x5")))?;
    for (db, row) in databases_5x5.iter().zip(&rows_5x5) {
        writeln!(ctx.out, "{}", columns.line(row, &colour(db)))?;
    }
    writeln!(
        ctx.out,
        "{}",
        prose(lang, &t!(lang; "pdb-status-trust-5x5"))
    )?;
    let total: u64 = files.iter().map(|f| f.bytes).sum();
    writeln!(
        ctx.out,
        "{}",
        prose(
            lang,
            &t!(lang; "pdb-status-files", count = files.len(), size = size(lang, total))
        )
    )?;
    for f in &files {
        writeln!(ctx.out, "  {}  {}", escape(&f.file), size(lang, f.bytes))?;
    }
    if !temporaries.is_empty() {
        writeln!(
            ctx.out,
            "{}",
            prose(
                lang,
                &t!(lang; "pdb-status-stale", count = temporaries.len())
            )
        )?;
        for f in &temporaries {
            writeln!(ctx.out, "  {}  {}", escape(&f.file), size(lang, f.bytes))?;
        }
    }
    Ok(Outcome::Success)
}

/// Ascending numbers with their runs of three or more shortened (`1-7`,
/// `8-15`): the 7-8 patterns' tiles and cells fit the table's columns.
fn runs(items: &[u8]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < items.len() {
        let mut j = i;
        while j + 1 < items.len() && items[j + 1] == items[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            out.push(format!("{}-{}", items[i], items[j]));
        } else {
            out.extend(items[i..=j].iter().map(|t| t.to_string()));
        }
        i = j + 1;
    }
    out.join(" ")
}

/// Which tables `pdb build` builds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tables {
    /// The goal's 6-6-3 databases.
    SixSixThree,
    /// The goal's 7-8 tables.
    SevenEight,
    /// Korf & Felner's two 5x5 tables.
    Five,
}

/// `pdb build`: the goal's 4x4 databases (6-6-3 or 7-8), or Korf &
/// Felner's two 5x5 tables (which serve every 5x5 goal with the blank in a
/// corner).
fn build(goal_arg: &str, tables: Tables, output: &OutputArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let five = tables == Tables::Five;
    let format = output.format(&[Format::Text, Format::Json], &mut ctx.palette)?;
    let (spec, goal) = if five {
        goal_board_5x5(goal_arg)?
    } else {
        goal_board(goal_arg)?
    };
    let lang = ctx.lang();
    let dir = pdb::cache_dir();
    let start = Instant::now();
    let cancel = npuzzle::interrupt::flag();
    let bar = ctx.progress();
    let mut progress = super::progress_term::DatabaseProgress::new(ctx.err, lang).with_bar(bar);
    if dir.is_none() {
        let _ = writeln!(
            progress.err,
            "{}",
            prose(lang, &format!("pdb: {}", no_dir(lang)))
        );
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
    } else if tables == Tables::SevenEight {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        pdb::pdb78::load_or_build(&goal, dir.as_deref(), threads, Some(&cancel), &mut on_event)?
            .map(|set| (set.dbs.len(), set.memory()))
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
            npuzzle::render::search_pdb::build_interrupted(lang)
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
    let memory = rounded(memory as f64 / 1e6, 1);
    let seconds = rounded(seconds, 2);
    let summary = if five {
        t!(lang; "pdb-build-summary-5x5",
            name = spec.name(),
            board = goal.to_line(),
            count = count,
            loaded = progress.loaded,
            built = progress.built,
            saved = progress.saved,
            memory = memory,
            seconds = seconds,
        )
    } else {
        t!(lang; "pdb-build-summary",
            name = spec.name(),
            board = goal.to_line(),
            count = count,
            loaded = progress.loaded,
            built = progress.built,
            saved = progress.saved,
            memory = memory,
            seconds = seconds,
        )
    };
    writeln!(ctx.out, "{}", prose(lang, &summary))?;
    match &dir {
        Some(d) if ok => writeln!(
            ctx.out,
            "{}",
            t!(lang; "pdb-build-cached",
                head = p.good(&t!(lang; "pdb-build-cached-head")),
                dir = escape(&d.display().to_string()),
            )
        )?,
        Some(d) => writeln!(
            ctx.out,
            "{}",
            t!(lang; "pdb-build-not-saved",
                head = p.bad(&t!(lang; "pdb-build-not-saved-head")),
                dir = escape(&d.display().to_string()),
            )
        )?,
        None => writeln!(ctx.out, "{}", p.bad(&prose(lang, &no_dir(lang))))?,
    }
    Ok(outcome)
}

fn clear(goal_arg: Option<&str>, output: &OutputArgs, ctx: &mut Ctx) -> Result<Outcome> {
    let format = output.format(&[Format::Text, Format::Json], &mut ctx.palette)?;
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
    let lang = ctx.lang();
    let Some(d) = dir else {
        writeln!(ctx.out, "{}", prose(lang, &no_dir(lang)))?;
        return Ok(Outcome::Success);
    };
    let d = escape(&d.display().to_string());
    let removed_line = match &goal {
        Some((spec, _)) => t!(lang; "pdb-clear-removed-goal",
            count = removed.len(),
            goal = spec.name(),
            dir = d,
        ),
        None => t!(lang; "pdb-clear-removed", count = removed.len(), dir = d),
    };
    writeln!(ctx.out, "{removed_line}")?;
    for name in &removed {
        writeln!(ctx.out, "  {}", escape(name))?;
    }
    if !temporaries.is_empty() {
        writeln!(
            ctx.out,
            "{}",
            prose(
                lang,
                &t!(lang; "pdb-clear-stale", count = temporaries.len())
            )
        )?;
        for name in &temporaries {
            writeln!(ctx.out, "  {}", escape(name))?;
        }
    }
    Ok(Outcome::Success)
}
