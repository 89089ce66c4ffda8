//! What a command is given (`Ctx`: its writers, reader, palette) and what
//! it returns when it ran (`Outcome`), apart from the command table in
//! `cli/mod.rs` so that the commands depend on this leaf, not on it.

use super::progress_term;
use npuzzle::render::Palette;
use std::io::{BufRead, Write};

/// The outcome of a valid run: success (exit 0) or a negative verdict (exit 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Success,
    Negative,
}

impl Outcome {
    pub fn from_bool(ok: bool) -> Outcome {
        if ok {
            Outcome::Success
        } else {
            Outcome::Negative
        }
    }
}

/// What a command may use from its surroundings.
pub struct Ctx<'a> {
    pub out: &'a mut dyn Write,
    /// Progress and status lines (standard error).
    pub err: &'a mut dyn Write,
    pub input: &'a mut dyn BufRead,
    pub palette: Palette,
    /// True when both standard input and standard output are terminals, so
    /// that step-through pauses make sense.
    pub interactive: bool,
}

impl Ctx<'_> {
    /// The language of the run's words (its palette's).
    pub fn lang(&self) -> npuzzle::i18n::Lang {
        self.palette.lang
    }

    /// Run `f` with the run's words in English (a data format's, made by
    /// a command that has no `OutputArgs::format`), then give the palette
    /// its language back: the error that stops the run is still said in
    /// the user's.
    pub fn in_english<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let user = self.palette;
        self.palette = user.in_lang(npuzzle::i18n::Lang::EN);
        let result = f(self);
        self.palette = user;
        result
    }

    /// Where long work reports its progress: a bar (with the time left)
    /// or a status line on standard error when it is a terminal, nothing
    /// when it is not or with `--quiet` (see [`progress_term`]).
    pub fn progress(&self) -> Box<dyn npuzzle::progress::Progress> {
        progress_term::sink()
    }
}
