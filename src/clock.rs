//! The one clock of the core: `std::time::Instant`, except in the
//! browser. On `wasm32-unknown-unknown` the standard library has no clock
//! (its `Instant::now` panics), so the library's WebAssembly build (web/,
//! `npuzzle explorer`) reads the page's: the host gives the module one
//! import, `npuzzle.now_ms` (`performance.now()`, milliseconds). Searches
//! measure their time and honour a time limit with it, as on a terminal.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) use std::time::Instant;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(crate) use browser::Instant;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod browser {
    use std::time::Duration;

    #[link(wasm_import_module = "npuzzle")]
    unsafe extern "C" {
        /// Milliseconds of a monotonic clock (`performance.now()`).
        fn now_ms() -> f64;
    }

    /// A moment of the page's monotonic clock, in milliseconds.
    #[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
    pub(crate) struct Instant(f64);

    impl Instant {
        pub(crate) fn now() -> Instant {
            // SAFETY: an imported function of no arguments returning a
            // number; the loader of web/ always provides it.
            Instant(unsafe { now_ms() })
        }

        pub(crate) fn duration_since(&self, earlier: Instant) -> Duration {
            Duration::from_secs_f64(((self.0 - earlier.0) / 1000.0).max(0.0))
        }

        pub(crate) fn elapsed(&self) -> Duration {
            Instant::now().duration_since(*self)
        }

        pub(crate) fn checked_add(&self, d: Duration) -> Option<Instant> {
            Some(Instant(self.0 + d.as_secs_f64() * 1000.0))
        }
    }
}
