//! The terminal of the full-screen views (`play`, the step view of `solve
//! --step`, `compare --step` and the lesson's searches), taken and given
//! back in one place.
//!
//! [`Guard::enter`] turns on raw mode, the alternate screen and a hidden
//! cursor (and mouse reports if asked); the terminal is put back however
//! the view ends: on drop (`q`, an error), in the panic hook, before
//! SIGTERM, SIGHUP or SIGQUIT end the process (the signal's own ending:
//! the shell sees 143, 129 or 131), and around a suspension (Ctrl-Z, or
//! SIGTSTP from outside): the shell gets a normal terminal and `fg` takes
//! the screen again and asks the view to redraw ([`Guard::take_redraw`]).
//! An external SIGINT asks the view to quit as `q` does
//! ([`Guard::interrupted`], through [`npuzzle::interrupt`]).
//!
//! Every byte a view draws goes through [`Guard::draw`], under the lock the
//! signal thread takes: a frame is never half written over the restored
//! terminal, and nothing is drawn while the view is suspended.
//! [`events`] reads a whole burst of input (a paste) at once, so that a
//! view draws once per burst rather than once per key.

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::style::ResetColor;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{cursor, queue, terminal};
#[cfg(unix)]
use signal_hook::consts::{SIGCONT, SIGHUP, SIGQUIT, SIGTERM, SIGTSTP};
use std::fs::File;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::Duration;

/// What the terminal is showing, shared with the signal thread.
struct State {
    /// A view holds a [`Guard`].
    active: bool,
    /// The terminal is in the view's modes (false while suspended).
    shown: bool,
    /// The view asked for mouse reports.
    mouse: bool,
}

static STATE: Mutex<State> = Mutex::new(State {
    active: false,
    shown: false,
    mouse: false,
});
/// Set when the screen was given back and taken again: draw it whole.
static REDRAW: AtomicBool = AtomicBool::new(false);
/// Standard output (a terminal), duplicated: written without the lock of
/// `std::io::stdout`, which the main thread holds for the whole run.
static TTY: OnceLock<File> = OnceLock::new();
/// The signal thread and the panic hook, installed once per process.
static INSTALLED: OnceLock<std::io::Result<()>> = OnceLock::new();

/// At most this many events are read as one burst; the rest waits for the
/// next frame (a paste of any size is read in bounded memory).
pub const BURST: usize = 4096;

fn state() -> MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

fn tty() -> Option<&'static File> {
    TTY.get()
}

/// Put the terminal back (best effort: the terminal may be gone).
fn hide(mouse: bool) {
    if let Some(mut out) = tty() {
        let mut bytes = Vec::new();
        if mouse {
            let _ = queue!(bytes, DisableMouseCapture);
        }
        let _ = queue!(bytes, ResetColor, cursor::Show, LeaveAlternateScreen);
        let _ = out.write_all(&bytes);
        let _ = out.flush();
    }
    let _ = terminal::disable_raw_mode();
}

/// Take the terminal: raw mode, the alternate screen, no cursor.
fn show(mouse: bool) -> std::io::Result<()> {
    terminal::enable_raw_mode()?;
    let mut bytes = Vec::new();
    queue!(bytes, EnterAlternateScreen)?;
    if mouse {
        queue!(bytes, EnableMouseCapture)?;
    }
    queue!(bytes, cursor::Hide)?;
    let mut out = tty().ok_or_else(|| std::io::Error::other("no terminal"))?;
    out.write_all(&bytes)?;
    out.flush()
}

/// The signal thread's answer to one signal (Unix: Windows has none of
/// these signals, and its console is given back on drop and in the panic
/// hook).
#[cfg(unix)]
fn on_signal(signal: i32) {
    match signal {
        SIGTSTP => {
            {
                let mut s = state();
                if s.shown {
                    hide(s.mouse);
                    s.shown = false;
                }
            }
            // Stops the process here; SIGCONT takes the screen again.
            let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
        }
        SIGCONT => {
            let mut s = state();
            if s.active {
                // Also after SIGSTOP, when the shell may have changed the
                // terminal's modes: give it back and take it again.
                if s.shown {
                    hide(s.mouse);
                }
                s.shown = show(s.mouse).is_ok();
                REDRAW.store(true, Ordering::SeqCst);
            }
        }
        _ => {
            // The lock stays held: no frame is drawn after the restore.
            let s = state();
            if s.shown {
                hide(s.mouse);
            }
            let _ = signal_hook::low_level::emulate_default_handler(signal);
        }
    }
}

/// Standard output as a file of its own (the terminal the view draws on),
/// written to unbuffered and without Rust's lock on stdout.
#[cfg(unix)]
fn stdout_file() -> std::io::Result<File> {
    use std::os::fd::AsFd;
    Ok(File::from(std::io::stdout().as_fd().try_clone_to_owned()?))
}

/// Standard output as a file of its own (the console the view draws on).
#[cfg(windows)]
fn stdout_file() -> std::io::Result<File> {
    use std::os::windows::io::AsHandle;
    Ok(File::from(
        std::io::stdout().as_handle().try_clone_to_owned()?,
    ))
}

fn install() -> std::io::Result<()> {
    INSTALLED
        .get_or_init(|| {
            let _ = TTY.set(stdout_file()?);
            // The handlers stay for the whole run: outside a view each
            // signal does what it does by default (see `on_signal`).
            #[cfg(unix)]
            {
                let mut signals = signal_hook::iterator::Signals::new([
                    SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT,
                ])?;
                std::thread::Builder::new()
                    .name("terminal-signals".into())
                    .spawn(move || {
                        for signal in signals.forever() {
                            on_signal(signal);
                        }
                    })?;
            }
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                // try_lock: the panic may come from a thread that holds it.
                let mouse = match STATE.try_lock() {
                    Ok(mut s) => {
                        let was = s.shown.then_some(s.mouse);
                        s.shown = false;
                        was
                    }
                    Err(_) => Some(true),
                };
                if let Some(mouse) = mouse {
                    hide(mouse);
                }
                previous(info);
            }));
            Ok(())
        })
        .as_ref()
        .map(|_| ())
        .map_err(|e| std::io::Error::new(e.kind(), e.to_string()))
}

/// The terminal of a full-screen view, given back when dropped.
#[must_use = "the terminal is the view's only while the guard lives"]
pub struct Guard {
    /// An external SIGINT sets the interrupt flag (instead of ending the
    /// process) while the view lives.
    _watch: npuzzle::interrupt::Watch,
    /// Whether the interrupt flag was set before the view began.
    interrupted_before: bool,
}

impl Guard {
    /// Take the terminal (standard output, which must be one).
    pub fn enter(mouse: bool) -> std::io::Result<Guard> {
        // Whatever the command wrote before goes out first.
        std::io::stdout().flush()?;
        install()?;
        let watch = npuzzle::interrupt::watch();
        let mut s = state();
        s.active = true;
        s.mouse = mouse;
        REDRAW.store(false, Ordering::SeqCst);
        if let Err(e) = show(mouse) {
            hide(mouse);
            s.active = false;
            return Err(e);
        }
        s.shown = true;
        Ok(Guard {
            _watch: watch,
            interrupted_before: npuzzle::interrupt::requested(),
        })
    }

    /// Write one frame (nothing while the view is suspended).
    pub fn draw(&self, frame: &[u8]) -> std::io::Result<()> {
        let s = state();
        match tty() {
            Some(mut out) if s.shown => {
                out.write_all(frame)?;
                out.flush()
            }
            _ => Ok(()),
        }
    }

    /// Whether the screen was taken again since the last call (after `fg`):
    /// the view draws it whole.
    pub fn take_redraw(&self) -> bool {
        REDRAW.swap(false, Ordering::SeqCst)
    }

    /// Whether an external SIGINT asked the view to quit.
    pub fn interrupted(&self) -> bool {
        !self.interrupted_before && npuzzle::interrupt::requested()
    }

    /// Ctrl-Z (raw mode reads it as a key): give the terminal back and stop
    /// the process, as the shell's job control expects; `fg` resumes.
    /// Windows has no job control: the key does nothing there.
    pub fn suspend(&self) {
        #[cfg(unix)]
        let _ = signal_hook::low_level::raise(SIGTSTP);
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let mut s = state();
        if s.shown {
            hide(s.mouse);
        }
        s.shown = false;
        s.active = false;
    }
}

/// Wait up to `wait` for input, then read everything already typed or
/// pasted (at most [`BURST`] events): a paste is read in one go, and the
/// key after it is seen at once.
pub fn events(wait: Duration) -> std::io::Result<Vec<Event>> {
    let mut read = Vec::new();
    if !event::poll(wait)? {
        return Ok(read);
    }
    while read.len() < BURST && event::poll(Duration::ZERO)? {
        read.push(event::read()?);
    }
    Ok(read)
}
