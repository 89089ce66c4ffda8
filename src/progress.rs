//! Progress of long work: the core reports it through this trait and never
//! draws anything itself; the binary decides how (a live bar or status line
//! on a terminal, nothing when standard error is not one or with `--quiet`).

/// A sink for progress reports. Every method has a do-nothing default so a
/// caller that does not care passes [`Silent`].
pub trait Progress {
    /// Work named `label` begins; `total` units when known (a bar with an
    /// estimate of the time left), `None` for open-ended work (a spinner or
    /// status line).
    fn start(&mut self, _label: &str, _total: Option<u64>) {}
    /// `done` units of the current work are finished.
    fn set(&mut self, _done: u64) {}
    /// A live status message (for a search: nodes expanded and generated,
    /// frontier, depth or threshold, nodes per second).
    fn status(&mut self, _text: &str) {}
    /// The current work is over: clear whatever was drawn.
    fn finish(&mut self) {}
}

/// Reports nothing.
#[derive(Debug, Default, Clone, Copy)]
pub struct Silent;

impl Progress for Silent {}
