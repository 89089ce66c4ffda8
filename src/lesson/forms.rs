//! The one reader of typed answers: what a student types at the stepper,
//! writes in an answers file (`lesson run --answers`, `lesson grade`) or
//! types on the interactive page is read by these functions, whatever the
//! question's checker (`quiz`, `exercise_check`).
//!
//! Every answer is first normalised by [`typed`]: full-width forms read as
//! ASCII (`１６` is 16: [`crate::text::halfwidth`]), the typographic minus
//! `−` (U+2212, as the tool itself prints a negative change) read as `-`,
//! and the text trimmed. Then each form reads:
//!
//! - a whole number ([`whole`]): `16`, `+3`, `-1`, `−1`;
//! - numbers ([`numbers`]): whole numbers separated by spaces or commas
//!   (`6 1 2 2`, `6,1,2,2`), for counts and tiles;
//! - yes or no ([`yes_no`]): `y`, `yes`, `true`, `n`, `no`, `false`, or the
//!   word of any language the tool speaks, accents and case aside (`Có`,
//!   `khong`, `是`);
//! - a parity ([`parity`]): `even`/`e`, `odd`/`o`, or the word of any
//!   language (`chẵn`, `le`, `偶`);
//! - "no tiles" ([`none`]): `none` or the word of any language (`không có`,
//!   `无`). Never `-`: in an answers file `-` is a question left
//!   unanswered, so it is no answer anywhere;
//! - a node ([`node`]): `3`, `#3` (as `tree` numbers nodes) or `[3]`;
//! - a board ([`board`]): any notation of `parse::parse_board`
//!   (`1 2 3/4 5 6/7 8 0`, `[[1,2,3],[4,5,6],[7,8,0]]`, `_` or `.` for the
//!   blank, `123456780`), with or without a trailing `/`;
//! - moves ([`moves`]): U, D, L, R (the blank's direction) and tile numbers;
//!   a quiz's moves ([`letters`]) are letters only.
//!
//! The interactive page reads with these very functions, compiled to
//! WebAssembly (its checks, and its `npuzzleRead`: [`read`]);
//! `tests/fixtures/class/answer-forms.txt` lists answer forms and what they
//! read as, and one test reads it with these functions and with the page's
//! module in Chromium (`tests/suite/answer_forms.rs`).

use crate::board::Board;
use crate::i18n::{Lang, Msg};
use crate::moves::{BadMoves, MoveToken};
use crate::parity::Parity;
use std::borrow::Cow;

/// An answer as every reader sees it: full-width forms as ASCII, the
/// typographic minus as `-`, trimmed.
pub(crate) fn typed(text: &str) -> Cow<'_, str> {
    let half = crate::text::halfwidth(text);
    if half.contains('\u{2212}') {
        Cow::Owned(half.replace('\u{2212}', "-").trim().to_string())
    } else {
        match half {
            Cow::Borrowed(b) => Cow::Borrowed(b.trim()),
            Cow::Owned(o) => Cow::Owned(o.trim().to_string()),
        }
    }
}

/// A whole number: `16`, `+3`, `-1`.
pub(crate) fn whole(text: &str) -> Option<i64> {
    text.trim().parse::<i64>().ok()
}

/// Whole numbers separated by spaces or commas (`+2` allowed).
pub(crate) fn numbers(text: &str) -> Option<Vec<i64>> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| t.trim_start_matches('+').parse::<i64>().ok())
        .collect()
}

/// Whether `t` is `word` in a language the tool speaks, accents and case
/// aside ([`crate::text::fold`]: `khong` is `không`): an answer reads the
/// same whatever the language of the run (an answers file is graded the
/// same in every language). A message may list several forms separated by
/// commas (`lesson-yes-typed`: the short forms students type).
pub(crate) fn in_any_language(t: &str, word: fn() -> Msg) -> bool {
    let t = crate::text::fold(t);
    typed_forms(word).iter().any(|w| crate::text::fold(w) == t)
}

/// `word` in every language the tool speaks, lower case, a message of
/// several comma-separated forms split: what a student may type for it
/// (the interactive page's script reads the same words, and compares them
/// folded as [`in_any_language`] does).
pub(crate) fn typed_forms(word: fn() -> Msg) -> Vec<String> {
    let mut forms: Vec<String> = Vec::new();
    for &l in Lang::all() {
        for w in word().say(l).split(',') {
            let w = w.trim().to_lowercase();
            if !w.is_empty() && !forms.contains(&w) {
                forms.push(w);
            }
        }
    }
    forms
}

/// The English words of each closed answer (the page's script gets these
/// and [`typed_forms`] of the catalogue's word).
pub(crate) const YES: &[&str] = &["y", "yes", "true"];
pub(crate) const NO: &[&str] = &["n", "no", "false"];
pub(crate) const EVEN: &[&str] = &["even", "e"];
pub(crate) const ODD: &[&str] = &["odd", "o"];
pub(crate) const NONE: &[&str] = &["none"];

/// `text` is one of `english` or `word` in any language, folded.
fn said(text: &str, english: &[&str], word: fn() -> Msg) -> bool {
    let t = crate::text::fold(text.trim());
    english.contains(&t.as_str()) || in_any_language(&t, word)
}

/// A typed yes or no.
/// The catalogue's word (`lesson-yes`: `có`, `是`, `ဟုတ်`) and the
/// usual short or polite forms of each language (`lesson-yes-typed`:
/// Burmese `ဟုတ်ကဲ့`, `ရ`, ...) alike.
pub(crate) fn yes_no(text: &str) -> Option<bool> {
    if said(text, YES, || crate::msg!("lesson-yes"))
        || in_any_language(text.trim(), || crate::msg!("lesson-yes-typed"))
    {
        Some(true)
    } else if said(text, NO, || crate::msg!("lesson-no"))
        || in_any_language(text.trim(), || crate::msg!("lesson-no-typed"))
    {
        Some(false)
    } else {
        None
    }
}

/// A typed parity.
pub(crate) fn parity(text: &str) -> Option<Parity> {
    if said(text, EVEN, || crate::msg!("lesson-parity-even")) {
        Some(Parity::Even)
    } else if said(text, ODD, || crate::msg!("lesson-parity-odd")) {
        Some(Parity::Odd)
    } else {
        None
    }
}

/// A typed "no tiles" (never `-`, which is no answer).
pub(crate) fn none(text: &str) -> bool {
    said(text, NONE, || crate::msg!("lesson-tiles-none"))
}

/// A node's number: `3`, `#3` or `[3]`.
pub(crate) fn node(text: &str) -> Option<usize> {
    let t = text.trim();
    let t = t
        .strip_prefix('#')
        .or_else(|| t.strip_prefix('[').and_then(|r| r.strip_suffix(']')))
        .unwrap_or(t);
    t.trim().parse::<usize>().ok()
}

/// A board, as `parse_board` reads it, a trailing `/` allowed.
pub(crate) fn board(text: &str) -> crate::error::Result<Board> {
    let t = text.trim();
    let t = t.strip_suffix('/').unwrap_or(t);
    crate::parse::parse_board(t, None)
}

/// Moves: blank directions and tile numbers.
pub(crate) fn moves(text: &str) -> Result<Vec<MoveToken>, BadMoves> {
    crate::moves::tokens(text)
}

/// A quiz's moves: letters U, D, L, R only (upper case in the result).
pub(crate) fn letters(text: &str) -> Result<String, crate::i18n::Msg> {
    super::schema::Moves::parse(text).map(|m| m.text())
}

/// The forms of the answer-forms corpus, by the name the corpus and the
/// page's `npuzzleRead` use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Whole,
    Numbers,
    YesNo,
    Parity,
    Tiles,
    Node,
    Board,
    Moves,
    Letters,
}

impl Form {
    pub const ALL: [Form; 9] = [
        Form::Whole,
        Form::Numbers,
        Form::YesNo,
        Form::Parity,
        Form::Tiles,
        Form::Node,
        Form::Board,
        Form::Moves,
        Form::Letters,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Form::Whole => "whole",
            Form::Numbers => "numbers",
            Form::YesNo => "yes-no",
            Form::Parity => "parity",
            Form::Tiles => "tiles",
            Form::Node => "node",
            Form::Board => "board",
            Form::Moves => "moves",
            Form::Letters => "letters",
        }
    }

    pub fn named(name: &str) -> Option<Form> {
        Form::ALL.into_iter().find(|f| f.name() == name)
    }
}

fn joined<T: ToString>(v: &[T]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What `text` reads as in `form`, written canonically (the corpus's right
/// column; `None`: not an answer of that form): a number in decimal,
/// numbers separated by one space, `yes`/`no`, `even`/`odd`, `none`, a
/// board as its width then its tiles, moves as `U`/`D`/`L`/`R` and tile
/// numbers separated by spaces, a quiz's moves as letters (`ULD`).
pub fn read(form: Form, text: &str) -> Option<String> {
    let t = &*typed(text);
    match form {
        Form::Whole => whole(t).map(|n| n.to_string()),
        Form::Numbers => numbers(t).filter(|v| !v.is_empty()).map(|v| joined(&v)),
        Form::YesNo => yes_no(t).map(|b| if b { "yes" } else { "no" }.to_string()),
        Form::Parity => parity(t).map(|p| p.name().to_string()),
        Form::Tiles if none(t) => Some("none".to_string()),
        Form::Tiles => numbers(t).filter(|v| !v.is_empty()).map(|v| joined(&v)),
        Form::Node => node(t).map(|k| k.to_string()),
        Form::Board => board(t).ok().map(|b| {
            let mut v = vec![b.width().to_string()];
            v.extend(b.tiles().iter().map(|x| x.to_string()));
            v.join(" ")
        }),
        Form::Moves => moves(t).ok().filter(|m| !m.is_empty()).map(|m| {
            m.iter()
                .map(|x| match x {
                    MoveToken::Blank(d) => d.letter().to_string(),
                    MoveToken::Tile(n) => n.to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        }),
        Form::Letters => letters(t).ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_reads_what_a_student_types() {
        let r = |f, t| read(f, t);
        assert_eq!(r(Form::Whole, " −1 "), Some("-1".into()));
        assert_eq!(r(Form::Whole, "＋３"), Some("3".into()));
        assert_eq!(r(Form::Whole, "3,"), None);
        assert_eq!(r(Form::Numbers, "6,1 2"), Some("6 1 2".into()));
        assert_eq!(r(Form::YesNo, "Khong"), Some("no".into()));
        assert_eq!(r(Form::Parity, "É"), Some("even".into()));
        assert_eq!(r(Form::Tiles, "-"), None);
        assert_eq!(r(Form::Tiles, "không có"), Some("none".into()));
        assert_eq!(r(Form::Node, "#3"), Some("3".into()));
        assert_eq!(r(Form::Node, "[2]"), Some("2".into()));
        assert_eq!(
            r(Form::Board, "1 2 3/4 5 6/7 8 _/"),
            Some("3 1 2 3 4 5 6 7 8 0".into())
        );
        assert_eq!(r(Form::Board, "[[1,2],[3,.]]"), Some("2 1 2 3 0".into()));
        assert_eq!(r(Form::Moves, "u 8,R"), Some("U 8 R".into()));
        assert_eq!(r(Form::Letters, "u l, d"), Some("ULD".into()));
        assert_eq!(r(Form::Letters, "u 8"), None);
        for f in Form::ALL {
            assert_eq!(Form::named(f.name()), Some(f));
        }
    }
}
