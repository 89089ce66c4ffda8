//! The claims npuzzle checked on a lesson step, in the reader's words:
//! `solvable: yes; rule: odd width; inversions: 16`, never the lesson
//! file's field names and YAML values (`solvable = true, rule =
//! odd-width`). A field's name is made of the catalogue's `claim-…` words;
//! a part the lesson chose (an algorithm's or a heuristic's name) stays as
//! written. The value is the one npuzzle computed, written as the
//! language writes numbers.

use crate::i18n::Lang;
use crate::lesson::check::Checked;
use crate::lesson::value::Val;
use crate::parity::Parity;
use crate::t;

/// The checked claims of one step, as one sentence (plain text: the
/// writer escapes it); `None` when the step claims nothing.
pub(crate) fn sentence(checked: &[&Checked], lang: Lang) -> Option<String> {
    if checked.is_empty() {
        return None;
    }
    let items: Vec<String> = checked.iter().map(|c| claim(c, lang)).collect();
    let claims = items.join(&t!(lang; "pages-claims-join"));
    Some(t!(lang; "pages-checked", claims = claims))
}

/// One claim: its name and its value.
fn claim(c: &Checked, lang: Lang) -> String {
    let label = label(&c.field, lang);
    let value = match &c.value {
        Some(v) => value(v, lang),
        None => c.claimed.clone(),
    };
    if c.ok {
        t!(lang; "pages-claim", label = label, value = value)
    } else {
        t!(lang; "pages-claim-false", label = label, value = value)
    }
}

/// A field's name in words: each part of `bfs.expanded` or
/// `worst.manhattan.h` said, the lesson's own names kept.
fn label(field: &str, lang: Lang) -> String {
    field
        .split('.')
        .map(|part| part_words(part, lang).unwrap_or_else(|| part.to_string()))
        .collect::<Vec<_>>()
        .join(&t!(lang; "pages-claim-part-join"))
}

/// The number after `prefix` in `part` (`depth_12`), if it is all digits.
fn numbered<'a>(part: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = part.strip_prefix(prefix)?;
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some(rest)
}

/// `move_3_delta`: the move's number and what is said of it.
fn move_part(part: &str) -> Option<(&str, &str)> {
    let rest = part.strip_prefix("move_")?;
    let (n, what) = rest.split_once('_')?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then_some((n, what))
}

/// One part of a field's name in words, if it is one of the tool's.
fn part_words(part: &str, lang: Lang) -> Option<String> {
    if let Some(n) = numbered(part, "depth_") {
        return Some(t!(lang; "claim-depth", n = n));
    }
    if let Some(tile) = numbered(part, "tile_") {
        return Some(t!(lang; "claim-tile-count", tile = tile));
    }
    if let Some((n, what)) = move_part(part) {
        return match what {
            "jumped_count" => Some(t!(lang; "claim-move-jumped-count", n = n)),
            "delta" => Some(t!(lang; "claim-move-delta", n = n)),
            "tile" => Some(t!(lang; "claim-move-tile", n = n)),
            _ => None,
        };
    }
    Some(match part {
        "solvable" => t!(lang; "claim-solvable"),
        "rule" => t!(lang; "claim-rule"),
        "inversions" => t!(lang; "claim-inversions"),
        "blank_row_distance" => t!(lang; "claim-blank-row-distance"),
        "inversion_rule_says" => t!(lang; "claim-inversion-rule-says"),
        "fix" => t!(lang; "claim-fix"),
        "parity" => t!(lang; "claim-parity"),
        "counts" => t!(lang; "claim-counts"),
        "relabelled" => t!(lang; "claim-relabelled"),
        "claim_correct" => t!(lang; "claim-claim-correct"),
        "blank_row" => t!(lang; "claim-blank-row"),
        "cells" => t!(lang; "claim-cells"),
        "end" => t!(lang; "claim-end"),
        "vertical_moves" => t!(lang; "claim-vertical-moves"),
        "horizontal_moves" => t!(lang; "claim-horizontal-moves"),
        "jumped" => t!(lang; "claim-jumped"),
        "deltas" => t!(lang; "claim-deltas"),
        "inversions_start" => t!(lang; "claim-inversions-start"),
        "inversions_end" => t!(lang; "claim-inversions-end"),
        "net_change" => t!(lang; "claim-net-change"),
        "invariant_start" => t!(lang; "claim-invariant-start"),
        "invariant_end" => t!(lang; "claim-invariant-end"),
        "parity_kept" => t!(lang; "claim-parity-kept"),
        "inversion_parity_changes" => t!(lang; "claim-inversion-parity-changes"),
        "inversions_plus_row_parity_changes" => {
            t!(lang; "claim-inversions-plus-row-parity-changes")
        }
        "class" => t!(lang; "claim-class"),
        "target" => t!(lang; "claim-target"),
        "length" => t!(lang; "claim-length"),
        "phases" => t!(lang; "claim-phases"),
        "connected" => t!(lang; "claim-connected"),
        "moves" => t!(lang; "claim-moves"),
        "reached" => t!(lang; "claim-reached"),
        "expected" => t!(lang; "claim-expected"),
        "states" => t!(lang; "claim-states"),
        "max_depth" => t!(lang; "claim-max-depth"),
        "by_depth" => t!(lang; "claim-by-depth"),
        "agrees" => t!(lang; "claim-agrees"),
        "farthest" => t!(lang; "claim-farthest"),
        "solved" => t!(lang; "claim-solved"),
        "expanded" => t!(lang; "claim-expanded"),
        "generated" => t!(lang; "claim-generated"),
        "selected" => t!(lang; "claim-selected"),
        "duplicates" => t!(lang; "claim-duplicates"),
        "max_frontier" => t!(lang; "claim-max-frontier"),
        "max_stored" => t!(lang; "claim-max-stored"),
        "branching" => t!(lang; "claim-branching"),
        "distance" => t!(lang; "claim-distance"),
        "overestimating" => t!(lang; "claim-overestimating"),
        "admissible" => t!(lang; "claim-admissible"),
        "consistent" => t!(lang; "claim-consistent"),
        "overestimated" => t!(lang; "claim-overestimated"),
        "diameter" => t!(lang; "claim-diameter"),
        "violating_moves" => t!(lang; "claim-violating-moves"),
        "mean_ratio" => t!(lang; "claim-mean-ratio"),
        "dominates" => t!(lang; "claim-dominates"),
        "worst" => t!(lang; "claim-worst"),
        "violation" => t!(lang; "claim-violation"),
        "board" => t!(lang; "claim-board"),
        "h" => t!(lang; "claim-h"),
        "excess" => t!(lang; "claim-excess"),
        "count" => t!(lang; "claim-count"),
        "move" => t!(lang; "claim-move"),
        "after" => t!(lang; "claim-after"),
        "h_before" => t!(lang; "claim-h-before"),
        "h_after" => t!(lang; "claim-h-after"),
        "available" => t!(lang; "claim-available"),
        "run" => t!(lang; "claim-run"),
        "longer" => t!(lang; "claim-longer"),
        "published" => t!(lang; "claim-published"),
        "never_more" => t!(lang; "claim-never-more"),
        "fewer" => t!(lang; "claim-fewer"),
        _ => return None,
    })
}

/// A whole number as the language writes it.
fn number(n: i64, lang: Lang) -> String {
    let digits = super::search::count(n.unsigned_abs(), lang);
    if n < 0 {
        format!("−{digits}")
    } else {
        digits
    }
}

/// A computed value in the reader's words.
fn value(v: &Val, lang: Lang) -> String {
    let list = |items: &[i64], sep: &str| {
        items
            .iter()
            .map(|&n| number(n, lang))
            .collect::<Vec<_>>()
            .join(sep)
    };
    match v {
        Val::Bool(true) => t!(lang; "lesson-yes"),
        Val::Bool(false) => t!(lang; "lesson-no"),
        Val::Num(n) => number(*n, lang),
        // Claims are compared to two decimal places.
        Val::Real(x) => super::search::decimal(*x, 2, lang),
        Val::Text(s) => match s.as_str() {
            "odd-width" => t!(lang; "claim-value-odd-width"),
            "even-width" => t!(lang; "claim-value-even-width"),
            "thin" => t!(lang; "claim-value-thin"),
            "even" => super::page_words::parity(Parity::Even, lang),
            "odd" => super::page_words::parity(Parity::Odd, lang),
            other => other.to_string(),
        },
        Val::Board(b) => b.to_line(),
        Val::Moves(m) if m.is_empty() => t!(lang; "lesson-no-moves"),
        Val::Moves(m) => m.clone(),
        Val::List(l) if l.is_empty() => t!(lang; "claim-value-none"),
        Val::List(l) => list(l, ", "),
        Val::Table(rows) => rows
            .iter()
            .map(|r| {
                if r.is_empty() {
                    "(-)".to_string()
                } else {
                    format!("({})", list(r, " "))
                }
            })
            .collect::<Vec<_>>()
            .join(" "),
        Val::Words(w) if w.is_empty() => t!(lang; "claim-value-none"),
        Val::Words(w) => w.join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checked(field: &str, value: Val) -> Checked {
        Checked {
            step: 1,
            field: field.into(),
            claimed: "as written".into(),
            ok: true,
            value: Some(value),
        }
    }

    #[test]
    fn claims_are_said_in_words_not_field_names() {
        let c = [
            checked("solvable", Val::Bool(true)),
            checked("rule", Val::Text("odd-width".into())),
            checked("inversions", Val::Num(16)),
            checked("bfs.generated", Val::Num(3136)),
            checked("jumped", Val::Table(vec![vec![13, 14, 15], vec![]])),
        ];
        let refs: Vec<&Checked> = c.iter().collect();
        assert_eq!(
            sentence(&refs, Lang::EN).unwrap(),
            "Checked by npuzzle: solvable: yes; rule: odd width; inversions: 16; \
             bfs · nodes generated: 3,136; tiles jumped over: (13 14 15) (-)."
        );
        let vi = sentence(&refs, crate::i18n::Lang::from_code("vi").unwrap()).unwrap();
        assert!(
            !vi.contains("solvable") && !vi.contains("odd-width"),
            "{vi}"
        );
        assert!(vi.contains("3.136"), "{vi}");
    }

    #[test]
    fn every_part_a_step_can_claim_has_words() {
        // Every field the built-in lessons' steps compute, and every name
        // an audit or a cost table may compute, is said in words, except
        // the names of the tool's heuristics and algorithms.
        let mut fields = crate::lesson::claims::audit_fields(&["manhattan"]);
        fields.extend(crate::lesson::claims::cost_fields(
            &[2, 20],
            &["ids".into(), "astar-manhattan".into()],
        ));
        for (name, _) in crate::lesson::builtin::LESSONS {
            let source = crate::lesson::load::Source::builtin(name).unwrap();
            let p = crate::lesson::prepare(source, crate::i18n::Lang::EN).unwrap();
            for r in &p.results {
                fields.extend(r.claims().into_iter().map(|(f, _)| f));
            }
        }
        assert!(fields.len() > 200, "{}", fields.len());
        let names: Vec<String> = crate::heuristics::Heuristic::ALL
            .iter()
            .map(|h| h.name().to_string())
            .chain(
                [
                    "bfs",
                    "ordered",
                    "ids",
                    "astar-misplaced",
                    "ids-with-undo",
                    "astar-manhattan",
                    "bidir",
                    "dfs",
                ]
                .map(String::from),
            )
            .collect();
        for f in fields {
            for part in f.split('.') {
                assert!(
                    names.iter().any(|n| n == part) || part_words(part, Lang::EN).is_some(),
                    "{f}: no words for {part}"
                );
            }
        }
    }
}
