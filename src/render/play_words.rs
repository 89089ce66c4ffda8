//! The words of `npuzzle play` in a language given as a value: what the
//! game's data ([`crate::play::Note`], [`crate::play::panel::Mismatch`],
//! a hint's distance, directions and parities) says to a student. The
//! terminal's screen ([`super::play_screen`]) and the explorer's hint
//! (web/) share them.

use crate::board::Dir;
use crate::error::Error;
use crate::i18n::Lang;
use crate::parity::Parity;
use crate::play::hint::HintAnswer;
use crate::play::panel::{Mismatch, Panel};
use crate::play::{Arrows, Info, Note, Refusal};
use crate::random::oracle::{Distance, Method};
use crate::t;

/// A direction in words (`up`, `lên`, `上`; `sang trái` in a sentence,
/// `trái` in a table when `short`): of the blank or of a tile.
pub fn direction(lang: Lang, d: Dir, short: bool) -> String {
    match (d, short) {
        (Dir::Up, false) => t!(lang; "play-dir-up"),
        (Dir::Down, false) => t!(lang; "play-dir-down"),
        (Dir::Left, false) => t!(lang; "play-dir-left"),
        (Dir::Right, false) => t!(lang; "play-dir-right"),
        (Dir::Up, true) => t!(lang; "play-dir-short-up"),
        (Dir::Down, true) => t!(lang; "play-dir-short-down"),
        (Dir::Left, true) => t!(lang; "play-dir-short-left"),
        (Dir::Right, true) => t!(lang; "play-dir-short-right"),
    }
}

/// A parity in words (`even`, `chẵn`, `偶`).
pub(crate) fn parity_word(lang: Lang, p: Parity) -> String {
    match p {
        Parity::Even => t!(lang; "play-even"),
        Parity::Odd => t!(lang; "play-odd"),
    }
}

/// The arrows' convention in words, for the title.
pub(crate) fn arrows(lang: Lang, a: Arrows) -> String {
    match a {
        Arrows::Tile => t!(lang; "play-arrows-tile"),
        Arrows::Blank => t!(lang; "play-arrows-blank"),
    }
}

/// How a distance is known, in words (`random::oracle`'s methods).
pub(crate) fn how(lang: Lang, method: Method) -> String {
    match method {
        Method::Table => t!(lang; "play-method-table"),
        Method::Solver(crate::optimal::OptimalHeuristic::Pdb) => t!(lang; "play-method-pdb"),
        Method::Solver(_) => t!(lang; "play-method-idastar"),
        Method::Bound => t!(lang; "play-method-bound"),
    }
}

/// A hint's distance in words (also the explorer's hint, web/).
pub fn distance_words(lang: Lang, a: &HintAnswer) -> String {
    match a.answer.distance {
        Distance::Exact(d) => {
            t!(lang; "play-distance-exact", count = d, how = how(lang, a.method))
        }
        Distance::AtLeast(d) => {
            let why = match a.method {
                Method::Bound => t!(lang; "play-bound-no-solver"),
                _ => t!(lang; "play-bound-budget"),
            };
            t!(lang; "play-distance-at-least", count = d, why = why)
        }
        Distance::Unsolvable => t!(lang; "play-distance-unsolvable"),
    }
}

/// The message of a hint that could not be worked out.
pub fn no_hint(lang: Lang, error: &Error) -> String {
    t!(lang; "play-no-hint", error = error.say(lang))
}

/// The invariant against the goal's, in words (the reason for a verdict).
pub(crate) fn mismatch(lang: Lang, m: Mismatch) -> String {
    match m {
        Mismatch::Thin { solvable: true } => t!(lang; "play-mismatch-thin-same"),
        Mismatch::Thin { solvable: false } => t!(lang; "play-mismatch-thin-differ"),
        Mismatch::Invariant { value, parity } => {
            let (value, parity) = (value.to_string(), parity_word(lang, parity));
            t!(lang; "play-mismatch", value = value, parity = parity)
        }
    }
}

/// The panel's verdict with the rule that applies, in a few words.
pub(crate) fn verdict(lang: Lang, p: &Panel) -> String {
    let class = if p.solvable {
        t!(lang; "play-solvable")
    } else {
        t!(lang; "play-unsolvable")
    };
    let rule = match p.rule {
        crate::parity::Rule::OddWidth => t!(lang; "play-rule-odd"),
        crate::parity::Rule::EvenWidth => t!(lang; "play-rule-even"),
        crate::parity::Rule::Thin => t!(lang; "play-rule-thin"),
    };
    t!(lang; "play-verdict", class = class, rule = rule)
}

/// Why an input was refused.
fn refusal(lang: Lang, r: Refusal) -> String {
    match r {
        Refusal::NotAKey(c) => t!(lang; "play-not-a-key", key = c.escape_default().to_string()),
        Refusal::Solved => t!(lang; "play-solved-refuse-move"),
        // The words name what the arrow moves: the blank, or the tile
        // (which goes the other way).
        Refusal::Edge {
            arrows: Arrows::Blank,
            blank,
        } => t!(lang; "play-refused-blank", dir = direction(lang, blank, false)),
        Refusal::Edge {
            arrows: Arrows::Tile,
            blank,
        } => t!(lang; "play-refused-tile", dir = direction(lang, blank.opposite(), false)),
        Refusal::ClickBlank => t!(lang; "play-click-blank"),
        Refusal::ClickFar { tile } => t!(lang; "play-click-far", tile = tile.to_string()),
        Refusal::NothingToUndo => t!(lang; "play-nothing-to-undo"),
        Refusal::NothingToRedo => t!(lang; "play-nothing-to-redo"),
        Refusal::PracticeNoHint => t!(lang; "play-practice-no-hint"),
        Refusal::ReplayNotSolved => t!(lang; "play-replay-not-solved"),
        Refusal::ReplayUnknown => t!(lang; "play-replay-unknown"),
    }
}

/// What an input did.
fn info(lang: Lang, i: Info) -> String {
    match i {
        Info::PracticeOn => t!(lang; "play-practice-on"),
        Info::PracticeOff => t!(lang; "play-practice-off"),
        Info::ReplayStopped => t!(lang; "play-replay-stopped"),
        Info::NewBoard => t!(lang; "play-new-board"),
        Info::Undid(d) => t!(lang; "play-undid", letter = d.letter()),
        Info::Redid(d) => t!(lang; "play-redid", letter = d.letter()),
        Info::SolvedNoHint => t!(lang; "play-solved-no-hint"),
        Info::Replaying => t!(lang; "play-replaying"),
    }
}

/// How a note reads: a refusal or a failure, news, or a success.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tone {
    Bad,
    Info,
    Good,
}

/// A note in words, and its tone; `None` for no note.
pub(crate) fn note(lang: Lang, n: &Note) -> Option<(String, Tone)> {
    Some(match n {
        Note::None => return None,
        Note::Refused(r) => (refusal(lang, *r), Tone::Bad),
        Note::Info(i) => (info(lang, *i), Tone::Info),
        Note::Confirmed(m) => {
            let why = mismatch(lang, *m);
            (t!(lang; "play-confirmed", why = why), Tone::Good)
        }
        Note::Refuted(m) => {
            let why = mismatch(lang, *m);
            (t!(lang; "play-refuted", why = why), Tone::Bad)
        }
        Note::NoSequence(m) => {
            let why = mismatch(lang, *m);
            (t!(lang; "play-no-sequence", why = why), Tone::Bad)
        }
        Note::ReplayDone { moves } => (t!(lang; "play-replay-done", count = moves), Tone::Good),
        Note::NoHint(e) => (no_hint(lang, e), Tone::Bad),
        Note::NoBoard(e) => (e.say(lang), Tone::Bad),
    })
}
