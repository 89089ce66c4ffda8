//! Ctrl-C, one way for every command.
//!
//! Long commands (`solve`, `verify`, `heuristics check`, `experiment`,
//! `lesson check`, ...) call [`install`] (or [`flag`]) when they start: the
//! first Ctrl-C then sets a shared flag, the work stops at its next check
//! and the command ends with a message and exit code 1 (what a search
//! reports when a limit stops it; see `npuzzle --help`). A second Ctrl-C
//! ends the process at once with exit code 130.
//!
//! Work that must stop cleanly only for a while (a lesson's searches,
//! before the stepper waits at a prompt) takes a [`watch`] guard instead.
//! Commands that do neither keep the default: Ctrl-C ends them at once
//! (a prompt waiting for a line, say). The handler comes from
//! the `ctrlc` crate, which works on every platform, rather than an unsafe
//! `libc::signal`.

use crate::error::{Error, Result};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// Exit code of a process ended by a second Ctrl-C (128 + SIGINT).
#[cfg(feature = "cli")]
pub(crate) const SECOND_INTERRUPT_EXIT: i32 = 130;

static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
#[cfg(feature = "cli")]
static INSTALLED: OnceLock<()> = OnceLock::new();

/// The shared flag, without installing the handler: work that should stop
/// when the user interrupts a command (a lesson's searches, say) watches
/// it; it is only ever set once a command has called [`install`].
pub(crate) fn shared() -> Arc<AtomicBool> {
    FLAG.get_or_init(|| Arc::new(AtomicBool::new(false)))
        .clone()
}

/// Install the Ctrl-C handler for the rest of the run (once; later calls
/// do nothing): from now on the first Ctrl-C sets the flag.
pub fn install() {
    WHOLE_RUN.store(true, Ordering::SeqCst);
    handler();
}

/// Whether [`install`] was called: every Ctrl-C from then on sets the flag.
static WHOLE_RUN: AtomicBool = AtomicBool::new(false);
/// How many [`Watch`] guards are alive.
static WATCHING: AtomicUsize = AtomicUsize::new(0);

#[cfg(feature = "cli")]
fn handler() {
    INSTALLED.get_or_init(|| {
        let flag = shared();
        // An error means another handler is already installed (a library
        // user's own): then Ctrl-C keeps that meaning.
        let _ = ctrlc::set_handler(move || {
            let watched = WHOLE_RUN.load(Ordering::SeqCst) || WATCHING.load(Ordering::SeqCst) > 0;
            // Outside watched work (a prompt waiting for a line, say)
            // Ctrl-C ends the process at once, as without a handler.
            if !watched || flag.swap(true, Ordering::SeqCst) {
                std::process::exit(SECOND_INTERRUPT_EXIT);
            }
        });
    });
}

/// Without the terminal (the WebAssembly build) there is no Ctrl-C: the
/// flag is set by whoever holds it (a page's Stop button).
#[cfg(not(feature = "cli"))]
fn handler() {}

/// Work that stops at the first Ctrl-C while the guard lives (a lesson's
/// searches, before its steps are shown): the flag is set and the work
/// ends with [`Error::Interrupted`] at its next [`check`]. Outside every
/// guard (and without [`install`]) Ctrl-C ends the process at once, with
/// exit code 130, as a terminal user expects at a prompt.
#[must_use = "the work is watched only while the guard lives"]
pub struct Watch(());

/// Watch the work done while the returned guard lives.
pub fn watch() -> Watch {
    WATCHING.fetch_add(1, Ordering::SeqCst);
    handler();
    Watch(())
}

impl Drop for Watch {
    fn drop(&mut self) {
        WATCHING.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The Ctrl-C flag, the handler installed on first use (what searches
/// take as their `cancel` flag).
pub fn flag() -> Arc<AtomicBool> {
    install();
    shared()
}

/// Whether Ctrl-C was pressed (since the handler was installed).
pub fn requested() -> bool {
    FLAG.get().is_some_and(|f| f.load(Ordering::Relaxed))
}

/// `Err(Error::Interrupted)` once Ctrl-C was pressed: long loops call this
/// between units of work and stop with `?`.
pub fn check() -> Result<()> {
    if requested() {
        Err(Error::Interrupted)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_requested_until_the_flag_is_set() {
        // The handler is never installed in unit tests: the flag is only
        // set by hand here, and cleared again for the other tests.
        assert!(check().is_ok());
        shared().store(true, Ordering::SeqCst);
        assert!(requested());
        assert_eq!(check(), Err(Error::Interrupted));
        assert_eq!(Error::Interrupted.exit_code(), 1);
        shared().store(false, Ordering::SeqCst);
        assert!(check().is_ok());
    }
}
