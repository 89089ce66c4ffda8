//! The live status line of a search, written into a [`Progress`] sink:
//! nodes expanded and generated, frontier, depth or IDA* threshold, nodes
//! per second. The teaching engine feeds it through an observer sampled
//! every few thousand expansions, the fast engine through its status hook,
//! so that the search runs at full speed.

use crate::clock::Instant;
use crate::error::Result;
use crate::optimal::engine::{self, Engine};
use crate::progress::Progress;
use crate::search::{
    self, Algorithm, Control, Event, Limits, Observer, Options, Problem, SearchResult,
};
use std::time::Duration;

/// Run a search on the engine [`engine::route`] picks; with a `status`
/// sink a live status line is drawn there while it runs.
pub(crate) fn search(
    problem: &Problem,
    options: &Options,
    limits: &Limits,
    status: Option<Box<dyn Progress>>,
) -> Result<SearchResult> {
    let Some(mut progress) = status else {
        return engine::solve(problem, options, limits);
    };
    match engine::route(&problem.start, options) {
        Engine::Fast => engine::solve_fast_with_status(
            problem,
            options,
            limits,
            fast_status(progress, options.algorithm),
        ),
        Engine::Teaching => {
            let mut status = SearchStatus::new(&mut *progress, options.algorithm);
            search::solve(problem, options, limits, &mut status)
        }
    }
}

/// Expansions between two looks at the clock.
const SAMPLE: u64 = 4096;
/// The status line is rewritten at most this often.
const REDRAW: Duration = Duration::from_millis(100);

/// A search observer that reports to a [`Progress`] as a status line:
/// nodes expanded and generated, frontier, depth or IDA* threshold,
/// nodes per second. It counts events and looks at the clock every
/// 4,096 expansions (`SAMPLE`); it never stops or prunes the search.
pub(crate) struct SearchStatus<'a> {
    progress: &'a mut dyn Progress,
    algorithm: Algorithm,
    started: Instant,
    last_draw: Instant,
    expanded: u64,
    generated: u64,
    duplicates: u64,
    /// The deepest g generated (best-first, BFS) or of this iteration.
    depth: u32,
    /// IDS: the depth limit; IDA*: the f threshold.
    bound: Option<u32>,
}

impl<'a> SearchStatus<'a> {
    /// Start reporting: `progress.start` is called here and `finish` on
    /// drop.
    pub(crate) fn new(progress: &'a mut dyn Progress, algorithm: Algorithm) -> SearchStatus<'a> {
        progress.start(algorithm.name(), None);
        let now = Instant::now();
        SearchStatus {
            progress,
            algorithm,
            started: now,
            last_draw: now,
            expanded: 0,
            generated: 0,
            duplicates: 0,
            depth: 0,
            bound: None,
        }
    }

    /// The status line for the counts so far.
    pub(crate) fn line(&self) -> String {
        let secs = self.started.elapsed().as_secs_f64();
        let rate = if secs > 0.0 {
            self.generated as f64 / secs
        } else {
            0.0
        };
        let place = match (self.algorithm, self.bound) {
            (Algorithm::Idastar, Some(b)) => format!("threshold {b}"),
            (Algorithm::Ids, Some(b)) => format!("depth limit {b}"),
            _ => format!(
                "depth {}, frontier {}",
                self.depth,
                count((self.generated + 1).saturating_sub(self.duplicates + self.expanded))
            ),
        };
        format!(
            "{} expanded, {} generated, {place}, {}/s",
            count(self.expanded),
            count(self.generated),
            count(rate as u64)
        )
    }

    fn sample(&mut self) {
        let now = Instant::now();
        if now.duration_since(self.last_draw) >= REDRAW {
            self.last_draw = now;
            let line = self.line();
            self.progress.status(&line);
        }
    }
}

impl Observer for SearchStatus<'_> {
    #[inline]
    fn event(&mut self, event: &Event) -> Control {
        match *event {
            Event::Generated(ref n) => {
                self.generated += 1;
                self.depth = self.depth.max(n.g);
            }
            Event::Expanded { .. } => {
                self.expanded += 1;
                if self.expanded.is_multiple_of(SAMPLE) {
                    self.sample();
                }
            }
            Event::Duplicate { .. } => self.duplicates += 1,
            Event::Iteration { bound, .. } => {
                self.bound = Some(bound);
                self.depth = 0;
                self.sample();
            }
            Event::Cutoff { .. } | Event::Goal { .. } | Event::Meet { .. } => {}
        }
        Control::Continue
    }
}

impl Drop for SearchStatus<'_> {
    fn drop(&mut self) {
        self.progress.finish();
    }
}

/// The status line of a search on the fast engine (which has no
/// observer): drawn from its counts at its limit checks, at most every
/// 100 ms (`REDRAW`); finished when the search drops the hook.
pub(crate) fn fast_status(
    progress: Box<dyn Progress>,
    algorithm: Algorithm,
) -> crate::optimal::engine::StatusHook {
    struct Fast {
        progress: Box<dyn Progress>,
        started: Instant,
        last_draw: Instant,
    }
    impl Drop for Fast {
        fn drop(&mut self) {
            self.progress.finish();
        }
    }
    let mut progress = progress;
    progress.start(algorithm.name(), None);
    let now = Instant::now();
    let mut fast = Fast {
        progress,
        started: now,
        last_draw: now,
    };
    Box::new(move |stats, bound| {
        let now = Instant::now();
        if now.duration_since(fast.last_draw) < REDRAW {
            return;
        }
        fast.last_draw = now;
        let secs = fast.started.elapsed().as_secs_f64();
        let rate = if secs > 0.0 {
            stats.generated as f64 / secs
        } else {
            0.0
        };
        let place = match bound {
            Some(b) => format!("threshold {b}"),
            None => format!("frontier {}", count(stats.max_frontier)),
        };
        let line = format!(
            "{} expanded, {} generated, {place}, {}/s",
            count(stats.expanded),
            count(stats.generated),
            count(rate as u64)
        );
        fast.progress.status(&line);
    })
}

/// 1234567 as 1,234,567.
/// A count short enough for an 80-column status line: 9,999 as it is,
/// then 14.6k, 3.9M, 1.2G.
fn count(n: u64) -> String {
    let f = n as f64;
    if n < 10_000 {
        crate::text::count(n)
    } else if n < 1_000_000 {
        format!("{:.1}k", f / 1e3)
    } else if n < 1_000_000_000 {
        format!("{:.1}M", f / 1e6)
    } else {
        format!("{:.1}G", f / 1e9)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::NodeEvent;

    /// Records what it is told.
    #[derive(Default)]
    struct Log(Vec<String>);
    impl Progress for Log {
        fn start(&mut self, label: &str, total: Option<u64>) {
            self.0.push(format!("start {label} {total:?}"));
        }
        fn status(&mut self, text: &str) {
            self.0.push(text.to_string());
        }
        fn finish(&mut self) {
            self.0.push("finish".into());
        }
    }

    fn generated(g: u32) -> Event {
        Event::Generated(NodeEvent {
            id: 1,
            parent: Some(0),
            mv: None,
            g,
            h: None,
            state: 0,
            side: crate::search::Side::Forward,
        })
    }

    #[test]
    fn the_status_line_names_the_counts() {
        let mut log = Log::default();
        {
            let mut s = SearchStatus::new(&mut log, Algorithm::Astar);
            for _ in 0..10 {
                s.event(&generated(3));
            }
            s.event(&Event::Duplicate { id: 1 });
            s.event(&Event::Expanded { id: 1, order: 1 });
            let line = s.line();
            assert!(
                line.starts_with("1 expanded, 10 generated, depth 3, frontier 9, "),
                "{line}"
            );
        }
        assert_eq!(log.0.first().map(String::as_str), Some("start astar None"));
        assert_eq!(log.0.last().map(String::as_str), Some("finish"));
    }

    #[test]
    fn idastar_shows_its_threshold() {
        let mut log = Log::default();
        let mut s = SearchStatus::new(&mut log, Algorithm::Idastar);
        s.event(&Event::Iteration {
            number: 2,
            bound: 41,
        });
        assert!(s.line().contains("threshold 41"), "{}", s.line());
    }
}
