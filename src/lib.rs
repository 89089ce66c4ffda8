//! npuzzle: explore and verify the mathematics of the sliding-tile puzzle.
//!
//! The core modules compute plain data and never print; `render` turns data
//! into text, JSON and pictures; `cli` wires both to the command line.
//!
//! A `pub` item is one another crate uses (the binary, the WebAssembly
//! build, the tests and benchmarks); the rest is `pub(crate)` or narrower,
//! which `unreachable_pub` checks for items in private modules and
//! tests/suite/architecture.rs for the names of the public ones.

#![warn(unreachable_pub)]

pub mod board;
pub(crate) mod clock;
pub mod error;
pub mod fsread;
pub mod heuristics;
pub mod i18n;
pub mod interrupt;
pub mod lab;
pub mod lesson;
pub mod moves;
pub mod optimal;
pub mod parity;
pub mod parse;
pub mod pdb;
pub mod play;
pub mod progress;
pub mod proof;
pub mod random;
pub mod reduce;
pub mod render;
pub mod rng;
pub mod search;
pub mod solution;
pub mod solve;
pub mod statespace;
pub mod syllable;
pub mod text;
pub mod zawgyi;
