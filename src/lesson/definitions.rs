//! A lesson's prose against the definitions the tool states
//! (docs/src/definitions.md): a sentence that misstates one is reported by
//! `lesson check` (a warning; `--strict` fails), wherever it stands.
//!
//! The rule, for each definition a lesson can misstate (linear conflict,
//! misplaced tiles, the Manhattan distance, an inversion, the invariant of
//! an even width): a sentence **contradicts** it when it names the defined
//! thing (`linear conflict`, `H5`…) and states it wrongly (`each pair`,
//! `counting the blank`…), unless a negation stands just before the wrong
//! words (`not counting the blank`) or its paragraph marks it as a quoted
//! mistake or a faulty variant (`overestimates`, `faulty`, `mistake`…).
//! Every word list is the catalogue's (`i18n/LANG/leaks.ftl`), read in all
//! languages at once; the definition printed with the warning is
//! docs/src/definitions.md's, word for word.

use super::Prepared;
use super::leaks::place::{self, Files};
use super::leaks::prose::{negated, phrases_in, sentences};
use super::leaks::{common, words::phrases};
use super::result::StepResult;
use crate::i18n::{Lang, Words};
use serde::Serialize;

/// A definition, with its words.
pub struct Definition {
    /// `linear-conflict`, `misplaced`, `manhattan`, `inversion`, `invariant`.
    pub id: &'static str,
    names: Vec<String>,
    wrong: Vec<String>,
    exempt: Vec<String>,
    /// The defined word and the definition, in a language.
    pub term: fn(Lang) -> String,
    pub rule: fn(Lang) -> String,
}

/// The definitions the check applies (each message's words in every
/// language at once, see [`phrases`]).
pub fn definitions() -> Vec<Definition> {
    vec![
        Definition {
            id: "linear-conflict",
            names: phrases(|l| crate::msg!("definition-linear-conflict-names").say(l)),
            wrong: phrases(|l| crate::msg!("definition-linear-conflict-wrong").say(l)),
            exempt: phrases(|l| crate::msg!("definition-linear-conflict-exempt").say(l)),
            term: |l| crate::msg!("definition-linear-conflict-term").say(l),
            rule: |l| crate::msg!("definition-linear-conflict-rule").say(l),
        },
        Definition {
            id: "misplaced",
            names: phrases(|l| crate::msg!("definition-misplaced-names").say(l)),
            wrong: phrases(|l| crate::msg!("definition-misplaced-wrong").say(l)),
            exempt: phrases(|l| crate::msg!("definition-misplaced-exempt").say(l)),
            term: |l| crate::msg!("definition-misplaced-term").say(l),
            rule: |l| crate::msg!("definition-misplaced-rule").say(l),
        },
        Definition {
            id: "manhattan",
            names: phrases(|l| crate::msg!("definition-manhattan-names").say(l)),
            wrong: phrases(|l| crate::msg!("definition-manhattan-wrong").say(l)),
            exempt: phrases(|l| crate::msg!("definition-manhattan-exempt").say(l)),
            term: |l| crate::msg!("definition-manhattan-term").say(l),
            rule: |l| crate::msg!("definition-manhattan-rule").say(l),
        },
        Definition {
            id: "inversion",
            names: phrases(|l| crate::msg!("definition-inversion-names").say(l)),
            wrong: phrases(|l| crate::msg!("definition-inversion-wrong").say(l)),
            exempt: phrases(|l| crate::msg!("definition-inversion-exempt").say(l)),
            term: |l| crate::msg!("definition-inversion-term").say(l),
            rule: |l| crate::msg!("definition-inversion-rule").say(l),
        },
        Definition {
            id: "invariant",
            names: phrases(|l| crate::msg!("definition-invariant-names").say(l)),
            wrong: phrases(|l| crate::msg!("definition-invariant-wrong").say(l)),
            exempt: phrases(|l| crate::msg!("definition-invariant-exempt").say(l)),
            term: |l| crate::msg!("definition-invariant-term").say(l),
            rule: |l| crate::msg!("definition-invariant-rule").say(l),
        },
    ]
}

fn tagged(words: &[String]) -> Vec<(usize, &str)> {
    words.iter().map(|w| (0, w.as_str())).collect()
}

/// Where `text` contradicts `d`: the byte ranges of the wrong words.
pub(crate) fn in_text(text: &str, d: &Definition) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for para in paragraphs(text) {
        let p = &text[para.0..para.1];
        if !phrases_in(p, &tagged(&d.exempt)).is_empty() {
            continue;
        }
        for (s, e, _) in sentences(p) {
            let sentence = &p[s..e];
            if phrases_in(sentence, &tagged(&d.names)).is_empty() {
                continue;
            }
            for (ws, we, _) in phrases_in(sentence, &tagged(&d.wrong)) {
                if !negated(sentence, ws) {
                    out.push((para.0 + s + ws, para.0 + s + we));
                }
            }
        }
    }
    out
}

/// The paragraphs of a text (separated by a blank line), as byte ranges.
fn paragraphs(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut from = 0;
    while let Some(i) = text[from..].find("\n\n") {
        let end = from + i;
        out.push((start, end));
        start = end + 2;
        from = start;
    }
    out.push((start, text.len()));
    out
}

/// A sentence that contradicts a definition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Contradiction {
    pub file: String,
    pub line: usize,
    pub column: usize,
    /// The step (1-based; 0: the lesson's title or summary) and the key
    /// the text is written under.
    pub step: usize,
    pub field: String,
    /// The wrong words, as written.
    pub found: String,
    /// The definition's id.
    pub definition: &'static str,
}

/// Every piece of a lesson's text, explanations included: a definition
/// is misstated wherever it stands.
fn texts(p: &Prepared) -> Vec<(Option<usize>, &'static str, &str)> {
    let mut out = vec![
        (None, "title", p.lesson.title.as_str()),
        (None, "summary", p.lesson.summary.as_str()),
    ];
    for (i, r) in p.results.iter().enumerate() {
        let at = Some(i);
        match r {
            StepResult::Section { title } => out.push((at, "section", title)),
            StepResult::Say { text } => out.push((at, "say", text)),
            StepResult::Quiz(q) => {
                out.push((at, "question", &q.question));
                for (key, t) in [
                    ("hint", &q.hint),
                    ("hint2", &q.hint2),
                    ("explanation", &q.explanation),
                ] {
                    if let Some(t) = t {
                        out.push((at, key, t));
                    }
                }
            }
            StepResult::Exercise(e) => {
                // The lesson's own question (a question the tool makes is
                // the catalogue's words, checked with the catalogue).
                if let Words::Text(q) = &e.question {
                    out.push((at, "question", q));
                }
                for (key, h) in ["hint", "hint2"].into_iter().zip(&e.hints) {
                    out.push((at, key, h));
                }
                if let Some(x) = &e.explanation {
                    out.push((at, "explanation", x));
                }
            }
            _ => {
                if let Some(c) = common(r) {
                    for (key, t) in [("title", &c.title), ("text", &c.text)] {
                        if let Some(t) = t {
                            out.push((at, key, t));
                        }
                    }
                }
            }
        }
    }
    out
}

/// Every sentence of the lesson that contradicts a definition.
pub fn check(p: &Prepared, files: Files) -> Vec<Contradiction> {
    let defs = definitions();
    let mut out = Vec::new();
    for (step, key, text) in texts(p) {
        for d in &defs {
            for (s, e) in in_text(text, d) {
                let found = &text[s..e];
                let nth = place::occurrences(&text[..s], found).len();
                let (file, line, column) = place::text(files, step, key, found, nth);
                out.push(Contradiction {
                    file,
                    line,
                    column,
                    step: step.map_or(0, |s| s + 1),
                    field: key.to_string(),
                    found: found.to_string(),
                    definition: d.id,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<(&'static str, String)> {
        definitions()
            .iter()
            .flat_map(|d| {
                in_text(text, d)
                    .into_iter()
                    .map(|(s, e)| (d.id, text[s..e].to_string()))
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn the_per_pair_count_is_a_contradiction_unless_it_is_the_faulty_one() {
        // Lesson 08 as it was, in its three languages.
        assert_eq!(
            found(
                "Linear conflict adds two moves for each pair of tiles that must pass each other."
            ),
            [("linear-conflict", "for each pair".to_string())]
        );
        assert_eq!(
            found("Xung đột tuyến tính cộng thêm hai nước đi cho mỗi cặp ô số phải vượt qua nhau."),
            [("linear-conflict", "mỗi cặp".to_string())]
        );
        assert_eq!(
            found("线性冲突对每一对必须在目标行或目标列中互相穿过的数码加两步。"),
            [("linear-conflict", "每一对".to_string())]
        );
        // Lesson 06: the faulty variant, said to be one.
        assert!(found("Three reversed tiles make three pairs: counted per pair, linear conflict overestimates.").is_empty());
        // The definition itself.
        assert!(found("Linear conflict adds two moves for each tile that must leave its goal row or column.").is_empty());
    }

    #[test]
    fn the_blank_is_never_counted() {
        assert_eq!(
            found("Misplaced tiles, counting the blank, is H1."),
            [("misplaced", "counting the blank".to_string())]
        );
        assert!(
            found("H1 misplaced: tiles not on their goal cell (the blank not counted).").is_empty()
        );
        assert!(found("Popular teaching code ships two variants. The first counts the blank as a misplaced tile.").is_empty());
        assert_eq!(
            found("An inversion is a pair of tiles in the wrong order, counting the blank."),
            [("inversion", "counting the blank".to_string())]
        );
        assert!(found("Count the inversions, not counting the blank.").is_empty());
    }

    #[test]
    fn on_an_even_width_the_inversions_alone_decide_nothing() {
        assert_eq!(
            found("On the 15-puzzle, even means solvable."),
            [("invariant", "even means solvable".to_string())]
        );
        assert!(
            found("A Burmese tutorial says: even means solvable. On the 15-puzzle that fails.")
                .is_empty()
        );
    }
}
