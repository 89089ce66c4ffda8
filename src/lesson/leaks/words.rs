//! The finder's words, from the catalogue (`i18n/LANG/leaks.ftl`), in
//! every language the tool speaks at once: a lesson's text may be in any
//! of them whatever the reader's language, so a new language is a
//! catalogue, not code.

use crate::i18n::Lang;
use std::sync::OnceLock;

/// The comma-separated phrases of a message in every language, lower
/// case, longest first (so that `not consistent` is tried before
/// `consistent`).
pub(crate) fn phrases(message: fn(Lang) -> String) -> Vec<String> {
    let mut all: Vec<String> = Lang::all()
        .iter()
        .flat_map(|&l| {
            message(l)
                .split(',')
                .map(|w| w.trim().to_lowercase())
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
        })
        .collect();
    all.sort_by(|a, b| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
    all.dedup();
    all
}

/// Numbers written as words: the message lists them from zero, with `|`
/// between two ways of writing one number; longest first.
fn number_words(message: fn(Lang) -> String) -> Vec<(String, i64)> {
    let mut all: Vec<(String, i64)> = Lang::all()
        .iter()
        .flat_map(|&l| {
            message(l)
                .split(',')
                .enumerate()
                .flat_map(|(n, ways)| {
                    ways.split('|')
                        .map(|w| (w.trim().to_lowercase(), n as i64))
                        .filter(|(w, _)| !w.is_empty())
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>()
        })
        .collect();
    all.sort_by(|a, b| b.0.chars().count().cmp(&a.0.chars().count()).then(a.cmp(b)));
    all.dedup();
    all
}

/// What a count is a count of, for a one-digit answer: the words written
/// after a number of that kind (`5 moves`, `1 inversion`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unit {
    Inversions,
    Moves,
    Nodes,
    Boards,
    Tiles,
    Times,
}

/// The finder's vocabulary, read once.
pub(crate) struct Words {
    /// Written before a number that names an item (`tile 7`, `step 3`).
    pub(crate) labels: Vec<String>,
    /// Written after a number that names a puzzle (`15 数码问题`).
    pub(crate) names_after: Vec<String>,
    /// A frontier node's number (`node 3`).
    pub(crate) node: Vec<String>,
    /// Words that turn a statement round (`not`, `không`, `不`).
    pub(crate) negations: Vec<String>,
    /// Numbers written as words, with their value (`one`, `một`, `一`).
    pub(crate) numbers: Vec<(String, i64)>,
    units: Vec<(Unit, Vec<String>)>,
    /// For a yes-or-no field: the phrases that say yes, and those that say no.
    statements: Vec<(&'static str, Vec<String>, Vec<String>)>,
}

impl Words {
    pub(crate) fn get() -> &'static Words {
        static WORDS: OnceLock<Words> = OnceLock::new();
        WORDS.get_or_init(|| Words {
            labels: phrases(|l| crate::msg!("leak-labels").say(l)),
            names_after: phrases(|l| crate::msg!("leak-name-after").say(l)),
            node: phrases(|l| crate::msg!("leak-node").say(l)),
            negations: phrases(|l| crate::msg!("leak-negations").say(l)),
            numbers: number_words(|l| crate::msg!("leak-number-words").say(l)),
            units: vec![
                (
                    Unit::Inversions,
                    phrases(|l| crate::msg!("leak-unit-inversions").say(l)),
                ),
                (
                    Unit::Moves,
                    phrases(|l| crate::msg!("leak-unit-moves").say(l)),
                ),
                (
                    Unit::Nodes,
                    phrases(|l| crate::msg!("leak-unit-nodes").say(l)),
                ),
                (
                    Unit::Boards,
                    phrases(|l| crate::msg!("leak-unit-boards").say(l)),
                ),
                (
                    Unit::Tiles,
                    phrases(|l| crate::msg!("leak-unit-tiles").say(l)),
                ),
                (
                    Unit::Times,
                    phrases(|l| crate::msg!("leak-unit-times").say(l)),
                ),
            ],
            statements: vec![
                (
                    "solvable",
                    phrases(|l| crate::msg!("leak-solvable-yes").say(l)),
                    phrases(|l| crate::msg!("leak-solvable-no").say(l)),
                ),
                (
                    "admissible",
                    phrases(|l| crate::msg!("leak-admissible-yes").say(l)),
                    phrases(|l| crate::msg!("leak-admissible-no").say(l)),
                ),
                (
                    "consistent",
                    phrases(|l| crate::msg!("leak-consistent-yes").say(l)),
                    phrases(|l| crate::msg!("leak-consistent-no").say(l)),
                ),
            ],
        })
    }

    pub(crate) fn unit(&self, unit: Unit) -> &[String] {
        self.units
            .iter()
            .find(|(u, _)| *u == unit)
            .map(|(_, w)| w.as_slice())
            .unwrap_or(&[])
    }

    /// The phrases that say yes and no for a yes-or-no field
    /// (`solvable`, `consistent.seed-h6`: its first part), if the tool has
    /// words for it.
    pub(crate) fn statement(&self, field: &str) -> Option<(&[String], &[String])> {
        let head = field.split('.').next().unwrap_or(field);
        self.statements
            .iter()
            .find(|(f, _, _)| *f == head)
            .map(|(_, y, n)| (y.as_slice(), n.as_slice()))
    }
}
