//! `npuzzle solve --batch FILE`: many boards in one run, one per line (any
//! notation a board argument takes; blank lines and `#` comments skipped;
//! `-` reads standard input). Each board goes through the library's
//! pipeline (`npuzzle::solve`) exactly as a single `solve` would: the same
//! plan, the same rules; the pattern databases are loaded once per goal.
//!
//! `--jobs N` boards are solved at once, on scoped threads of the standard
//! library (`std::thread::scope`: no dependency, and the workers may
//! borrow the parsed boards); the lines are printed in input order, so
//! the output is byte for byte that of one thread. What a board's search
//! reports on standard error (a database build) is kept with its line.
//!
//! Output: one line per board in text; one JSON object per line with
//! `--format jsonl` (an `error` object for a bad line). A bad line is
//! reported with its number (on standard error, and in jsonl as an object)
//! and the other boards are solved. Exit code: 2 when any line was bad
//! (bad input wins, as for a single board), else 1 when any board was
//! unsolvable or not solved within the limits, else 0.

use super::common::{Format, GoalArgs};
use super::ctx::{Ctx, Outcome};
use super::progress_term::DatabaseProgress;
use npuzzle::board::{Goal, moves_to_string};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::search;
use npuzzle::solve::{self as pipeline, Ask, Plan, Request, Run};
use serde::Serialize;
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::sync::{Mutex, mpsc};

/// One line of the output (jsonl).
#[derive(Serialize, Default, Clone)]
struct Line {
    line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<String>,
    /// The bad line's error, in English (JSON is English in every
    /// language).
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// The same error in the user's language, for the text lines.
    #[serde(skip)]
    said: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solvable: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solved: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stop: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    length: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    optimal: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    algorithm: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heuristic: Option<&'static str>,
    /// The move sequences the pattern-database search left out (`parent`
    /// or `duplicates`; absent for the other searches).
    #[serde(skip_serializing_if = "Option::is_none")]
    pruning: Option<&'static str>,
    /// The order of the blank's moves in the pattern-database search when
    /// another than Korf's was asked (`--order`).
    #[serde(skip_serializing_if = "Option::is_none")]
    order: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expanded: Option<u64>,
    /// Children created, the root not counted (as for a single `solve`).
    #[serde(skip_serializing_if = "Option::is_none")]
    generated: Option<u64>,
    /// Dual search (`pdb-dual-search`, `pdb-dual-search-any`) only: the nodes where the search
    /// went on from the dual board.
    #[serde(skip_serializing_if = "Option::is_none")]
    jumps: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    elapsed_ms: Option<f64>,
}

/// What the run has seen so far.
#[derive(Default)]
struct Tally {
    solved: usize,
    negative: usize,
    /// How many bad lines, and the first (a count, not a list: memory
    /// does not grow with the lines).
    bad: usize,
    first_bad: Option<usize>,
}

/// The longest line of a batch file: far more than a 16x16 board in any
/// notation with a comment; a longer line is a bad line, read past without
/// being kept.
pub const MAX_LINE_BYTES: usize = npuzzle::fsread::MAX_BOARD_BYTES as usize;

/// How many boards may be read ahead of the line being printed, per
/// worker: the memory of a batch is that of these boards, whatever the
/// number of lines.
const AHEAD_PER_WORKER: usize = 64;

/// The UTF-8 byte-order mark, dropped at the start of the file.
const BOM: &[u8] = "\u{feff}".as_bytes();

/// The lines of a batch file, read one at a time.
struct Lines<'r> {
    reader: &'r mut dyn BufRead,
    name: String,
    /// The number of the last line read (1-based).
    number: usize,
    buf: Vec<u8>,
}

/// One line of the file: its text, or why it cannot be read.
type LineText = std::result::Result<String, Error>;

impl Lines<'_> {
    /// The next line (its number and text), `None` at the end of the file.
    fn next_line(&mut self) -> Result<Option<(usize, LineText)>> {
        self.buf.clear();
        let mut too_long = false;
        let mut any = false;
        loop {
            let chunk = self.reader.fill_buf().map_err(|e| {
                Error::Io(format!(
                    "{}: cannot read: {}",
                    self.name,
                    npuzzle::fsread::io_reason(&e)
                ))
            })?;
            if chunk.is_empty() {
                break;
            }
            any = true;
            let (take, end) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (chunk.len(), false),
            };
            let room = (MAX_LINE_BYTES + 1).saturating_sub(self.buf.len());
            self.buf.extend_from_slice(&chunk[..take.min(room)]);
            too_long |= self.buf.len() > MAX_LINE_BYTES;
            self.reader.consume(take + usize::from(end));
            if end {
                break;
            }
        }
        if !any {
            return Ok(None);
        }
        self.number += 1;
        let n = self.number;
        if too_long {
            return Ok(Some((
                n,
                Err(Error::problem(npuzzle::msg!(
                    "usage-batch-line-too-long",
                    kib = MAX_LINE_BYTES / 1024
                ))),
            )));
        }
        let bytes = if n == 1 && self.buf.starts_with(BOM) {
            &self.buf[BOM.len()..]
        } else {
            &self.buf[..]
        };
        let text = std::str::from_utf8(bytes)
            .map(|t| t.trim_end_matches('\r').to_string())
            .map_err(|e| {
                Error::problem(npuzzle::msg!(
                    "usage-batch-not-utf8",
                    byte = e.valid_up_to() + 1
                ))
            });
        Ok(Some((n, text)))
    }

    /// The next board to solve (its line number and job), blank lines and
    /// comments skipped; `None` at the end of the file.
    fn next_job(
        &mut self,
        batch: &Batch,
        size: Option<(usize, usize)>,
    ) -> Result<Option<(usize, Job)>> {
        while let Some((n, text)) = self.next_line()? {
            match text {
                Err(e) => return Ok(Some((n, Job::Bad(e)))),
                Ok(raw) => {
                    let body = raw.split('#').next().unwrap_or("").trim();
                    if !body.is_empty() {
                        return Ok(Some((n, prepare_line(batch, body, size))));
                    }
                }
            }
        }
        Ok(None)
    }
}

/// A batch run: the file, the board and goal flags, what was asked, the
/// limits of each board, the number of workers.
pub struct Batch<'a> {
    pub file: &'a str,
    pub size: Option<&'a str>,
    pub goal: &'a GoalArgs,
    pub ask: Ask,
    /// The pattern databases' lookups asked for by name (`None`: the best).
    pub pdb_variant: Option<npuzzle::optimal::PdbVariant>,
    /// `--pruning` (`None`: the plan's).
    pub pruning: Option<npuzzle::optimal::Pruning>,
    /// `--order` with the pattern databases (`None`: Korf's).
    pub pdb_order: Option<[npuzzle::board::Dir; 4]>,
    pub limits: search::Limits,
    pub jobs: usize,
    pub format: Format,
}

/// One board of the file, read and planned (in the main thread).
enum Job {
    /// A bad line (or another error, which ends the run at this line).
    Bad(Error),
    /// Unsolvable: its line is already complete.
    Done(Line),
    /// To solve.
    Solve(Box<(Request, Plan)>, Line),
}

/// What a worker hands back: the line (or the error), and what the
/// board's run wrote to standard error.
type Solved = (Result<Line>, Vec<u8>);

/// Solve every board of a batch file, read as it is solved: at most
/// [`AHEAD_PER_WORKER`] boards per worker are read ahead of the line being
/// printed, so memory does not grow with the number of lines.
pub(super) fn run(batch: &Batch, ctx: &mut Ctx) -> Result<Outcome> {
    let lang = ctx.lang();
    let size = batch
        .size
        .map(npuzzle::parse::parse_size)
        .transpose()
        .map_err(|e| e.context("--size"))?;
    let mut file;
    let (reader, name): (&mut dyn BufRead, String) = if batch.file == "-" {
        (&mut *ctx.input, "--batch -: standard input".to_string())
    } else {
        // A regular file only, opened without blocking.
        let name = format!("--batch {}", npuzzle::parse::escape(batch.file));
        file = std::io::BufReader::new(npuzzle::fsread::open_regular(
            std::path::Path::new(batch.file),
            &name,
        )?);
        (&mut file, name)
    };
    let mut lines = Lines {
        reader,
        name,
        number: 0,
        buf: Vec::new(),
    };
    let workers = batch.jobs.max(1);
    let mut printer = Printer {
        lang,
        out: &mut *ctx.out,
        err: &mut *ctx.err,
        format: batch.format,
        tally: Tally::default(),
    };
    let (to_workers, jobs) = mpsc::channel::<(usize, Job)>();
    let jobs = Mutex::new(jobs);
    std::thread::scope(|scope| {
        let (sender, results) = mpsc::channel::<(usize, Option<Solved>)>();
        for _ in 0..workers {
            let (sender, jobs) = (sender.clone(), &jobs);
            scope.spawn(move || {
                loop {
                    let next = jobs.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    let Ok((at, job)) = next else { break };
                    // No new board after Ctrl-C: the board is answered
                    // as not started.
                    let solved = (!npuzzle::interrupt::requested()).then(|| solve_job(&job, lang));
                    if sender.send((at, solved)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let window = workers.saturating_mul(AHEAD_PER_WORKER);
        // The line numbers of the boards sent and not yet printed, and
        // the results that came before their turn.
        let mut numbers = std::collections::VecDeque::new();
        let mut early: HashMap<usize, Option<Solved>> = HashMap::new();
        let (mut sent, mut printed, mut end) = (0usize, 0usize, false);
        let result = (|| -> Result<Outcome> {
            loop {
                while !end && sent - printed < window {
                    match lines.next_job(batch, size)? {
                        Some((number, job)) => {
                            numbers.push_back(number);
                            to_workers
                                .send((sent, job))
                                .map_err(|_| Error::internal("the batch workers stopped"))?;
                            sent += 1;
                        }
                        None => end = true,
                    }
                }
                let Some(number) = numbers.pop_front() else {
                    return printer.finish();
                };
                let solved = loop {
                    if let Some(s) = early.remove(&printed) {
                        break s;
                    }
                    let (at, s) = results
                        .recv()
                        .map_err(|_| Error::internal("the batch workers stopped"))?;
                    early.insert(at, s);
                };
                printed += 1;
                match solved {
                    Some(solved) => {
                        if let Some(outcome) = printer.line(number, solved)? {
                            return Ok(outcome);
                        }
                    }
                    None => return printer.not_started(number),
                }
            }
        })();
        drop(to_workers);
        result
    })
}

/// Where the lines go, and what the run has seen so far.
struct Printer<'o> {
    /// The language of the lines (English for JSON lines).
    lang: Lang,
    out: &'o mut dyn Write,
    err: &'o mut dyn Write,
    format: Format,
    tally: Tally,
}

impl Printer<'_> {
    /// Print one board's line (and what its run wrote to standard error);
    /// `Some` when the run ends here (Ctrl-C stopped this board).
    fn line(&mut self, number: usize, (line, stderr): Solved) -> Result<Option<Outcome>> {
        let lang = self.lang;
        self.err.write_all(&stderr)?;
        let line = match line {
            Ok(mut line) => {
                line.line = number;
                if line.solved == Some(true) {
                    self.tally.solved += 1;
                } else {
                    self.tally.negative += 1;
                }
                line
            }
            Err(e) if e.exit_code() == 2 => {
                self.tally.bad += 1;
                self.tally.first_bad.get_or_insert(number);
                let said = e.say(self.lang);
                writeln!(
                    self.err,
                    "{}",
                    npuzzle::t!(lang;
                        "usage-batch-line-error",
                        line = number.to_string(),
                        error = said.as_str()
                    )
                )?;
                Line {
                    line: number,
                    error: Some(e.say(npuzzle::i18n::Lang::EN)),
                    said: Some(said),
                    ..Line::default()
                }
            }
            Err(e) => return Err(e.context(format!("line {number}"))),
        };
        write_line(self.out, &line, self.format, self.lang)?;
        // Each line as soon as it is known: a long batch written to a
        // file can be followed (`tail -f`), and what goes to standard
        // error next comes after it.
        self.out.flush()?;
        if line.stop == Some(search::Stop::Cancelled.name()) {
            // Ctrl-C stops the batch at the board being solved: the
            // boards after it get no line at all. The boards before it
            // that ended before the signal (a worker may have finished
            // one just as it came) keep their lines.
            writeln!(
                self.err,
                "npuzzle: interrupted (Ctrl-C): stopped at line {number}, the board being solved; the boards after it were not solved"
            )?;
            return Ok(Some(Outcome::Negative));
        }
        Ok(None)
    }

    /// Ctrl-C came between two boards: none was being solved, and the
    /// board of line `number` was never started.
    fn not_started(&mut self, number: usize) -> Result<Outcome> {
        let lang = self.lang;
        writeln!(
            self.err,
            "npuzzle: {}",
            npuzzle::t!(lang;"usage-batch-interrupted", line = number.to_string())
        )?;
        Ok(Outcome::Negative)
    }

    /// The summary and the exit code of the whole run.
    fn finish(&mut self) -> Result<Outcome> {
        let lang = self.lang;
        let tally = &self.tally;
        if self.format == Format::Text {
            let boards = tally.solved + tally.negative + tally.bad;
            writeln!(
                self.out,
                "{}",
                npuzzle::t!(lang;
                    "usage-batch-summary",
                    boards = boards,
                    solved = tally.solved,
                    negative = tally.negative,
                    bad = tally.bad
                )
            )?;
        }
        if let Some(first) = tally.first_bad {
            return Err(Error::problem(npuzzle::msg!(
                "usage-batch-bad-lines",
                count = tally.bad,
                first = first.to_string()
            )));
        }
        Ok(Outcome::from_bool(tally.negative == 0))
    }
}

fn write_line(out: &mut dyn Write, line: &Line, format: Format, lang: Lang) -> Result<()> {
    if format == Format::Jsonl {
        return npuzzle::render::write_json_line(out, line);
    }
    let n = line.line;
    if let Some(e) = line.said.as_ref().or(line.error.as_ref()) {
        writeln!(
            out,
            "{}",
            npuzzle::t!(lang;
                "usage-batch-line-bad",
                line = n.to_string(),
                error = e.as_str()
            )
        )?;
        return Ok(());
    }
    let board = line.board.as_deref().unwrap_or("");
    if line.solvable == Some(false) {
        writeln!(
            out,
            "{}",
            npuzzle::t!(lang;
                "usage-batch-line-unsolvable",
                line = n.to_string(),
                board = board
            )
        )?;
        return Ok(());
    }
    let how = format!(
        "{} {}",
        line.algorithm.unwrap_or(""),
        line.heuristic.unwrap_or("")
    );
    let counts = npuzzle::t!(lang;
        "usage-batch-counts",
        expanded = line.expanded.unwrap_or(0),
        generated = line.generated.unwrap_or(0)
    );
    let how = how.trim();
    match (&line.moves, line.length) {
        (Some(moves), Some(len)) => {
            let moves = if moves.is_empty() { "-" } else { moves };
            let said = if line.optimal == Some(true) {
                npuzzle::t!(lang;
                    "usage-batch-line-optimal",
                    line = n.to_string(),
                    board = board,
                    length = len,
                    how = how,
                    moves = moves,
                    counts = counts
                )
            } else {
                npuzzle::t!(lang;
                    "usage-batch-line-not-proven",
                    line = n.to_string(),
                    board = board,
                    length = len,
                    how = how,
                    moves = moves,
                    counts = counts
                )
            };
            writeln!(out, "{said}")?
        }
        _ => writeln!(
            out,
            "{}",
            npuzzle::t!(lang;
                "usage-batch-line-not-solved",
                line = n.to_string(),
                board = board,
                stop = line.stop.unwrap_or("stopped"),
                how = how,
                counts = counts
            )
        )?,
    }
    Ok(())
}

/// Read one line's board and goal, and plan it (as a single `solve`).
fn prepare_line(batch: &Batch, body: &str, size: Option<(usize, usize)>) -> Job {
    let planned = || -> Result<Job> {
        let board = npuzzle::parse::parse_board(body, size)?;
        search::check_searchable(&board)?;
        let (goal_spec, goal) = batch.goal.resolve_for(&board)?;
        let goal = Goal::new(goal);
        let mut line = Line {
            board: Some(board.to_line()),
            ..Line::default()
        };
        if !npuzzle::parity::is_solvable(&board, &goal) {
            line.solvable = Some(false);
            line.solved = Some(false);
            return Ok(Job::Done(line));
        }
        line.solvable = Some(true);
        let request = Request {
            board,
            goal,
            goal_spec,
            ask: batch.ask.clone(),
            limits: batch.limits.clone(),
            // The boards share the threads: each search runs on one.
            jobs: 1,
            pdb_variant: batch.pdb_variant,
            pruning: batch.pruning,
            pdb_order: batch.pdb_order,
            many: true,
        };
        let plan = Plan::new(&request)?;
        Ok(Job::Solve(Box::new((request, plan)), line))
    };
    planned().unwrap_or_else(Job::Bad)
}

/// Solve one board (on a worker thread).
fn solve_job(job: &Job, lang: Lang) -> Solved {
    let mut stderr = Vec::new();
    let line = match job {
        Job::Bad(e) => Err(e.clone()),
        Job::Done(line) => Ok(line.clone()),
        Job::Solve(planned, line) => {
            let (request, plan) = &**planned;
            DatabaseProgress::quiet_loads(&mut stderr, lang)
                .run(request, plan)
                .map(|done| filled(line.clone(), &done))
        }
    };
    (line, stderr)
}

/// A line with what the pipeline found.
fn filled(mut line: Line, done: &pipeline::Outcome) -> Line {
    let path = done.path();
    line.solved = Some(done.solved());
    line.stop = Some(done.stop_name());
    line.length = path.map(|p| p.len());
    line.moves = path.map(moves_to_string);
    line.optimal = done.solved().then(|| done.proved());
    line.algorithm = Some(done.plan.algorithm_name());
    line.heuristic = done.plan.heuristic_name();
    line.pruning = done.plan.pruning().map(|p| p.name());
    if let Run::Databases(r) = &done.result {
        line.order = r.order.map(|o| npuzzle::search::MoveOrder(o).letters());
        line.jumps = r.jumps;
    }
    let (expanded, generated) = done.counts();
    line.expanded = Some(expanded);
    line.generated = Some(generated);
    if !matches!(done.result, Run::BuildInterrupted) {
        line.elapsed_ms = Some(round_ms(done.elapsed().as_secs_f64()));
    }
    line
}

fn round_ms(secs: f64) -> f64 {
    (secs * 1_000_000.0).round() / 1000.0
}
