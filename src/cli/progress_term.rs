//! Progress on a terminal: the [`Progress`] sink that `Ctx::progress()`
//! hands out. A bar with the time left when the amount of work is known, a
//! status line otherwise, both drawn by indicatif on standard error (a
//! well-kept crate: redraw rate, terminal width and clearing are its job).
//! Nothing at all when standard error is not a terminal or with `--quiet`.
//!
//! Also the reporter of the pattern databases' events ([`DatabaseProgress`]):
//! lines on standard error and the build's progress bar. The status line
//! of a search is written by the library (`solve::status`) into the sink.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use npuzzle::i18n::Lang;
use npuzzle::optimal;
use npuzzle::pdb::Event;
use npuzzle::progress::{Progress, Silent};
use npuzzle::render::escape;
use npuzzle::t;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Whether progress is drawn (set once by the binary: standard error is a
/// terminal and `--quiet` was not given). Off by default, so the library
/// and its tests draw nothing.
static ENABLED: AtomicBool = AtomicBool::new(false);

/// Turn drawing on or off for the whole process.
pub fn enable(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// True when progress is drawn.
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// The sink for long work: [`Terminal`] when enabled, else [`Silent`].
pub fn sink() -> Box<dyn Progress> {
    if enabled() {
        Box::new(Terminal::default())
    } else {
        Box::new(Silent)
    }
}

/// Open-ended work shows its status line only after this long, so quick
/// runs leave no trace.
const STATUS_DELAY: Duration = Duration::from_secs(1);

/// Draws on standard error through indicatif.
#[derive(Default)]
pub struct Terminal {
    bar: Option<ProgressBar>,
    label: String,
    total: Option<u64>,
    started: Option<Instant>,
    done: u64,
    message: String,
}

impl Terminal {
    /// Show the bar or status line once it is due: a bar at once, a status
    /// line after [`STATUS_DELAY`].
    fn show_when_due(&mut self) {
        if self.bar.is_some() {
            return;
        }
        let Some(started) = self.started else { return };
        if self.total.is_none() && started.elapsed() < STATUS_DELAY {
            return;
        }
        let target = ProgressDrawTarget::stderr_with_hz(10);
        let bar = match self.total {
            Some(total) => ProgressBar::with_draw_target(Some(total), target).with_style(
                ProgressStyle::with_template("{prefix} [{wide_bar}] {pos}/{len}, {eta} left {msg}")
                    .expect("a valid template")
                    .progress_chars("=> "),
            ),
            None => ProgressBar::with_draw_target(None, target).with_style(
                ProgressStyle::with_template("{spinner} {prefix}: {wide_msg} {elapsed}")
                    .expect("a valid template"),
            ),
        };
        let bar = bar.with_elapsed(started.elapsed());
        bar.set_prefix(self.label.clone());
        bar.set_position(self.done);
        bar.set_message(self.message.clone());
        bar.enable_steady_tick(Duration::from_millis(200));
        self.bar = Some(bar);
    }
}

impl Progress for Terminal {
    fn start(&mut self, label: &str, total: Option<u64>) {
        self.finish();
        self.label = label.to_string();
        self.total = total;
        self.started = Some(Instant::now());
        self.done = 0;
        self.message.clear();
        self.show_when_due();
    }

    fn set(&mut self, done: u64) {
        self.done = done;
        self.show_when_due();
        if let Some(bar) = &self.bar {
            bar.set_position(done);
        }
    }

    fn status(&mut self, text: &str) {
        text.clone_into(&mut self.message);
        self.show_when_due();
        if let Some(bar) = &self.bar {
            bar.set_message(self.message.clone());
        }
    }

    fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
        self.started = None;
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        self.finish();
    }
}

/// `--quiet`: no status lines (see [`DatabaseProgress::event`]).
static QUIET: AtomicBool = AtomicBool::new(false);

/// Set by the binary from `--quiet`.
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// Turns database events into lines on standard error (loads, rejections,
/// builds, saves) and the build's progress into the command's progress
/// sink (`Ctx::progress`: a bar on a terminal). Usable by any command that
/// needs the databases.
pub struct DatabaseProgress<'a> {
    /// Where the lines go (standard error).
    pub err: &'a mut dyn Write,
    bar: Box<dyn npuzzle::progress::Progress>,
    building: bool,
    pub loaded: usize,
    pub built: usize,
    pub saved: usize,
    pub not_saved: Vec<String>,
    pub rejected: Vec<String>,
    pub removed_temporaries: Vec<String>,
    /// Say nothing when a database is loaded from the cache (solve and
    /// explain: a load is routine there; builds and rejections are shown).
    quiet_loads: bool,
    /// The language of the lines.
    lang: Lang,
}

impl<'a> DatabaseProgress<'a> {
    /// Its lines said in `lang`.
    pub fn new(err: &'a mut dyn Write, lang: Lang) -> DatabaseProgress<'a> {
        DatabaseProgress {
            err,
            bar: Box::new(npuzzle::progress::Silent),
            building: false,
            quiet_loads: false,
            lang,
            loaded: 0,
            built: 0,
            saved: 0,
            not_saved: Vec::new(),
            rejected: Vec::new(),
            removed_temporaries: Vec::new(),
        }
    }

    /// Like [`DatabaseProgress::new`], but silent about loads from the cache.
    pub fn quiet_loads(err: &'a mut dyn Write, lang: Lang) -> DatabaseProgress<'a> {
        DatabaseProgress {
            quiet_loads: true,
            ..DatabaseProgress::new(err, lang)
        }
    }

    /// Report the build's progress to `bar` (from `Ctx::progress`).
    pub fn with_bar(self, bar: Box<dyn npuzzle::progress::Progress>) -> DatabaseProgress<'a> {
        DatabaseProgress { bar, ..self }
    }

    /// Run the library's pipeline with this reporter on its events (the
    /// databases loaded or built, the IDA* iterations), and close the bar.
    pub fn run(
        mut self,
        request: &npuzzle::solve::Request,
        plan: &npuzzle::solve::Plan,
    ) -> npuzzle::error::Result<npuzzle::solve::Outcome> {
        let done = npuzzle::solve::run(
            request,
            plan,
            &mut npuzzle::solve::Sinks {
                events: &mut |e| self.solver_event(e),
                status: None,
            },
        );
        self.finish();
        done
    }

    /// Close the progress bar if a build was under way (an interrupted
    /// build ends without its last event).
    pub fn finish(&mut self) {
        if self.building {
            self.building = false;
            self.bar.finish();
        }
    }

    /// Report an event of the optimal solver: database events as by
    /// [`DatabaseProgress::event`], and each new IDA* threshold once the search has
    /// run for a second (short searches stay quiet), as a status line: only
    /// on a terminal and never with `--quiet` ([`enabled`]).
    pub fn solver_event(&mut self, e: &optimal::Event) {
        match e {
            optimal::Event::Pdb(p) => self.event(p),
            optimal::Event::Iteration {
                threshold,
                generated,
                elapsed,
            } => {
                if enabled() && elapsed.as_secs_f64() >= 1.0 {
                    let line = t!(self.lang; "pdb-event-threshold",
                        threshold = *threshold,
                        generated = *generated,
                        seconds = rounded(elapsed.as_secs_f64(), 1),
                    );
                    let _ = writeln!(self.err, "{}", prose(self.lang, &format!("ida*: {line}")));
                }
            }
        }
    }

    /// Report one event (errors writing to standard error are ignored: a
    /// progress line is not worth failing a run for). With `--quiet` the
    /// status lines (loaded, building, built, saved, removed) are counted
    /// but not printed; warnings (a rejected or unsaved file) still are.
    pub fn event(&mut self, e: &Event) {
        let warning = matches!(e, Event::Rejected { .. } | Event::NotSaved { .. });
        if QUIET.load(Ordering::Relaxed) && !warning {
            // Counted as usual, written nowhere (a boxed `Sink` has no
            // size: nothing is allocated).
            let sink: &'static mut std::io::Sink = Box::leak(Box::new(std::io::sink()));
            let err = std::mem::replace(&mut self.err, sink);
            self.count(e);
            self.err = err;
            return;
        }
        self.count(e);
    }

    fn count(&mut self, e: &Event) {
        let lang = self.lang;
        let shown = |path: &std::path::Path| escape(&path.display().to_string());
        let _ = match e {
            Event::Loaded { .. } if self.quiet_loads => {
                self.loaded += 1;
                Ok(())
            }
            Event::Loaded { path, .. } => {
                self.loaded += 1;
                let line = t!(lang; "pdb-event-loaded", path = shown(path));
                writeln!(self.err, "pdb: {line}")
            }
            Event::Rejected { path, said, .. } => {
                self.rejected.push(path.display().to_string());
                let line = t!(lang; "pdb-event-rejected",
                    path = shown(path),
                    reason = escape(&said.say(lang)),
                );
                writeln!(self.err, "pdb: {line}")
            }
            Event::RemovedTemporary { path } => {
                self.removed_temporaries.push(path.display().to_string());
                let line = t!(lang; "pdb-event-removed-temporary", path = shown(path));
                writeln!(self.err, "pdb: {line}")
            }
            Event::Building { done, total, .. } => {
                if !self.building && done < total {
                    self.building = true;
                    self.bar
                        .start(&t!(lang; "pdb-event-building-label"), Some(*total));
                    let line = t!(lang; "pdb-event-building", total = *total);
                    writeln!(self.err, "{}", prose(lang, &format!("pdb: {line}")))
                } else if self.building {
                    self.bar.set(*done);
                    if done >= total {
                        self.finish();
                    }
                    Ok(())
                } else {
                    Ok(())
                }
            }
            Event::Built {
                pattern,
                placements,
                max,
                elapsed,
            } => {
                self.built += 1;
                let line = t!(lang; "pdb-event-built",
                    tiles = list(&pattern.tiles),
                    placements = *placements,
                    max = *max,
                    seconds = rounded(elapsed.as_secs_f64(), 2),
                );
                writeln!(self.err, "{}", prose(lang, &format!("pdb: {line}")))
            }
            Event::Saved { path } => {
                self.saved += 1;
                let line = t!(lang; "pdb-event-saved", path = shown(path));
                writeln!(self.err, "pdb: {line}")
            }
            Event::Waiting { path } => writeln!(
                self.err,
                "pdb: {}",
                t!(lang; "pdb-waiting", lock = shown(path))
            ),
            Event::NotSaved { path, reason } => {
                self.not_saved.push(path.display().to_string());
                let line = t!(lang; "pdb-event-not-saved",
                    path = shown(path),
                    reason = escape(reason),
                );
                writeln!(self.err, "pdb: {line}")
            }
        };
    }
}

/// A line of prose: as it is in English (its output never changed), else
/// filled to 80 columns with the lines after the first indented.
pub fn prose(lang: Lang, text: &str) -> String {
    if lang == Lang::EN {
        text.to_string()
    } else {
        npuzzle::render::wrap::hang(text, 80, "", "  ")
    }
}

/// `x` rounded to `digits` decimals (the catalogue's numbers).
pub fn rounded(x: f64, digits: i32) -> f64 {
    let scale = 10f64.powi(digits);
    (x * scale).round() / scale
}

/// Tile numbers separated by spaces.
pub fn list(items: &[u8]) -> String {
    items
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_drawn_unless_enabled() {
        // The library default: progress is off (the binary turns it on for
        // a terminal).
        assert!(!enabled());
    }

    #[test]
    fn ida_thresholds_are_status_lines_only_on_a_terminal() {
        // Progress is off when standard error is a file or a pipe, and
        // with -q on a terminal (`enable(!quiet && terminal)` in main): a
        // long IDA* says nothing of its thresholds then.
        assert!(!enabled());
        let mut lines = Vec::new();
        DatabaseProgress::new(&mut lines, Lang::EN).solver_event(&optimal::Event::Iteration {
            threshold: 41,
            generated: 123_456_789,
            elapsed: std::time::Duration::from_secs(5),
        });
        assert_eq!(String::from_utf8(lines).unwrap(), "");
    }

    #[test]
    fn a_5x5_build_reports_its_own_count_of_placements() {
        // Three-tile patterns of the 5x5 board: 25·24·23 placements each (the
        // 4x4 formula would say 16·15·14 = 3,360).
        let goal = npuzzle::board::Board::blank_last(5, 5).unwrap();
        // (The small partition of tests/suite/common's `small_5x5_partition`.)
        let partition: Vec<Vec<u8>> = vec![
            vec![1, 2, 6],
            vec![3, 4, 9],
            vec![5, 10, 11],
            vec![7, 8, 12],
            vec![13, 14, 19],
            vec![15, 20, 21],
            vec![16, 17, 22],
            vec![18, 23, 24],
        ];
        let mut counts = Vec::new();
        let mut lines = Vec::new();
        {
            let mut progress = DatabaseProgress::new(&mut lines, Lang::EN);
            npuzzle::pdb::pdb24::load_or_build(&goal, &partition, None, None, &mut |e| {
                if let npuzzle::pdb::Event::Built { placements, .. } = e {
                    counts.push(*placements);
                }
                progress.event(e);
            })
            .unwrap()
            .unwrap();
        }
        // (Tables that are the mirror image of another are not built.)
        assert!(!counts.is_empty());
        assert_eq!(counts, vec![13_800; counts.len()]);
        let text = String::from_utf8(lines).unwrap();
        assert_eq!(
            text.matches("(13800 placements,").count(),
            counts.len(),
            "{text}"
        );
    }
}
