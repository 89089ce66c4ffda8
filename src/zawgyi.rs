//! Burmese written in the Zawgyi encoding, told from Unicode Burmese.
//!
//! Zawgyi is a font encoding still common in Myanmar: it puts glyphs on the
//! Myanmar code points in another order and with other meanings (the vowel
//! sign `ေ` before its consonant, U+1039 for the asat, stacked forms on
//! the code points of Mon and Shan letters), so that Zawgyi text looks
//! right only with a Zawgyi font and is garbage to every other program:
//! the tool's syllable breaking, widths, answer comparison and every
//! Unicode font. A lesson, a translation or an answer file in Zawgyi is
//! refused with the line where it was found and how to convert it
//! ([`find`], [`message`]); it is never shown as if it were Unicode.
//!
//! The detector is Google's published myanmar-tools model (its data file,
//! Apache-2.0, is `data/myanmar-tools/`; this module is our own reading
//! of its documented format, not a copy of its code): two Markov chains of
//! character transitions, one trained on Unicode and one on Zawgyi web
//! text, stored as the differences of their log probabilities. A text is
//! scored on every transition between two characters where either is in
//! the Myanmar blocks or a Unicode space (U+2000 to U+200B); every other
//! character is one "outside" state. No Rust crate detects Zawgyi, and a
//! model (rather than hand-written rules) does not mistake Unicode Shan or
//! Mon, which use the code points Zawgyi reuses, for Zawgyi.
//!
//! Converting is left to ICU, which has the CLDR transform
//! (`uconv -x Zawgyi-my`, Debian's icu-devtools): no well-kept converter
//! exists as a Rust crate.

use std::sync::OnceLock;

/// The model's data: myanmar-tools' `zawgyiUnicodeModel.dat`.
const MODEL: &[u8] = include_bytes!("../data/myanmar-tools/zawgyiUnicodeModel.dat");

/// A line whose own score is above this is Zawgyi, however much Unicode
/// is around it (myanmar-tools advise 0.95 where over-predicting Zawgyi
/// is bad; a whole line is scored here, so a stricter bar is safe: every
/// line of the tool's own Burmese is far below it, a test checks).
const LINE_THRESHOLD: f64 = 0.999;
/// A file whose score as a whole is above this is Zawgyi.
const FILE_THRESHOLD: f64 = 0.95;

/// The two chains' log-probability differences, `size` x `size`.
struct Model {
    spaces: bool,
    size: usize,
    diff: Vec<f32>,
}

/// The code point ranges that have a state of their own, in the order of
/// their states (state 0 is everything else): the Myanmar block without
/// its digits, Myanmar Extended-A, Extended-B, and, in a model that has
/// them, the Unicode spaces.
const RANGES: [(u32, u32); 5] = [
    (0x1000, 0x103F),
    (0x104A, 0x109F),
    (0xAA60, 0xAA7F),
    (0xA9E0, 0xA9FF),
    (0x2000, 0x200B),
];

impl Model {
    fn state(&self, c: char) -> usize {
        let cp = c as u32;
        let mut base = 1;
        let ranges = if self.spaces {
            &RANGES[..]
        } else {
            &RANGES[..4]
        };
        for &(lo, hi) in ranges {
            if (lo..=hi).contains(&cp) {
                return base + (cp - lo) as usize;
            }
            base += (hi - lo + 1) as usize;
        }
        0
    }

    /// The sum of the log-probability differences (Unicode minus Zawgyi)
    /// of the text's transitions; `None` when no transition involves a
    /// Myanmar character.
    fn delta(&self, text: &str) -> Option<f64> {
        let mut prev = 0;
        let mut total = 0.0f64;
        let mut seen = false;
        for state in text.chars().map(|c| self.state(c)).chain([0]) {
            if prev != 0 || state != 0 {
                total += f64::from(self.diff[prev * self.size + state]);
                seen = true;
            }
            prev = state;
        }
        seen.then_some(total)
    }

    fn parse(mut data: &[u8]) -> Option<Model> {
        let mut take = |n: usize| -> Option<&[u8]> {
            let (head, rest) = data.split_at_checked(n)?;
            data = rest;
            Some(head)
        };
        let mut int = |n: usize| take(n).map(|b| b.iter().fold(0u64, |a, &x| a << 8 | x as u64));
        if int(8)? != u64::from_be_bytes(*b"UZMODEL ") {
            return None;
        }
        let spaces = match int(4)? {
            1 => true,
            2 => int(4)? == 0,
            _ => return None,
        };
        if int(8)? != u64::from_be_bytes(*b"BMARKOV ") || int(4)? != 0 {
            return None;
        }
        let size = int(2)? as usize;
        let states = 1 + RANGES[..if spaces { 5 } else { 4 }]
            .iter()
            .map(|(lo, hi)| (hi - lo + 1) as usize)
            .sum::<usize>();
        if size != states {
            return None;
        }
        let float = |bits: u64| f32::from_bits(bits as u32);
        let mut diff = vec![0f32; size * size];
        for row in diff.chunks_mut(size) {
            // A row: how many entries it lists, the value of the others,
            // then (column, value) pairs in increasing column order.
            let entries = int(2)? as usize;
            if entries == 0 {
                continue;
            }
            let fallback = float(int(4)?);
            row.fill(fallback);
            let mut last = None;
            for _ in 0..entries {
                let column = int(2)? as usize;
                if column >= size || last.is_some_and(|l| l >= column) {
                    return None;
                }
                row[column] = float(int(4)?);
                last = Some(column);
            }
        }
        data.is_empty().then_some(Model { spaces, size, diff })
    }
}

fn model() -> &'static Model {
    static MODEL_DATA: OnceLock<Model> = OnceLock::new();
    // The data is part of the binary and a unit test reads it: a failure
    // here is a broken build, not bad input.
    MODEL_DATA.get_or_init(|| Model::parse(MODEL).expect("the embedded Zawgyi model reads"))
}

/// The probability that `text` is Zawgyi rather than Unicode Burmese, from
/// 0 (surely Unicode) to 1 (surely Zawgyi); `None` for a text without a
/// Myanmar character. Text around the Burmese (ASCII, YAML, Chinese)
/// does not change it.
#[cfg(test)]
pub(crate) fn probability(text: &str) -> Option<f64> {
    model().delta(text).map(odds)
}

fn odds(delta: f64) -> f64 {
    1.0 / (1.0 + delta.exp())
}

/// The first line (1-based) of a file in Zawgyi: a line that is surely
/// Zawgyi on its own, or, when the file as a whole is Zawgyi, its first
/// line that leans that way. `None` for a file in Unicode (or without
/// Burmese).
pub fn find(text: &str) -> Option<usize> {
    let m = model();
    let lines: Vec<Option<f64>> = text.lines().map(|l| m.delta(l)).collect();
    if let Some(k) = lines
        .iter()
        .position(|d| d.is_some_and(|d| odds(d) > LINE_THRESHOLD))
    {
        return Some(k + 1);
    }
    // The transitions of the whole file are those of its lines (a line
    // break is an outside character).
    let total: f64 = lines.iter().flatten().sum();
    if lines.iter().all(Option::is_none) || odds(total) <= FILE_THRESHOLD {
        return None;
    }
    let leaning = lines.iter().position(|d| d.is_some_and(|d| odds(d) > 0.5));
    let strongest = lines
        .iter()
        .enumerate()
        .filter_map(|(k, d)| d.map(|d| (k, d)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(k, _)| k);
    leaning.or(strongest).map(|k| k + 1)
}

/// What is wrong and how to mend it (after `FILE:LINE: `), as a message
/// said where it is printed.
pub(crate) fn message() -> crate::i18n::Msg {
    crate::msg!("lessonfile-zawgyi")
}

#[cfg(test)]
mod tests {
    use super::*;

    // The same sentences in Unicode and in Zawgyi (made from the Unicode by
    // ICU's CLDR transform, `uconv -x my-Zawgyi`, and checked back with
    // `uconv -x Zawgyi-my`).
    const UNICODE: &str = "ပြောင်းပြန်အရေအတွက် စုံဖြစ်လျှင် ဖြေရှင်းနိုင်သည်။";
    const ZAWGYI: &str = "ေျပာင္းျပန္အေရအတြက္ စံုျဖစ္လ်ွင္ ေျဖရွင္းႏိုင္သည္။";

    #[test]
    fn the_model_reads_and_tells_the_encodings_apart() {
        let m = Model::parse(MODEL).expect("reads");
        assert_eq!(m.size, 227);
        assert!(m.spaces);
        assert!(
            probability(UNICODE).unwrap() < 0.001,
            "{:?}",
            probability(UNICODE)
        );
        assert!(
            probability(ZAWGYI).unwrap() > 0.999,
            "{:?}",
            probability(ZAWGYI)
        );
        // Nothing Burmese: no score. Digits are not scored either.
        assert_eq!(probability("all ascii 是"), None);
        assert_eq!(probability("၁၆"), None);
        // Text around the Burmese changes nothing.
        let around = format!("title: \"{ZAWGYI}\" # 16");
        assert_eq!(probability(&around), probability(ZAWGYI));
    }

    #[test]
    fn a_truncated_or_foreign_model_is_refused() {
        assert!(Model::parse(&MODEL[..MODEL.len() - 1]).is_none());
        assert!(Model::parse(b"UZMODEL \x00\x00\x00\x03").is_none());
        let mut longer = MODEL.to_vec();
        longer.push(0);
        assert!(Model::parse(&longer).is_none());
    }

    #[test]
    fn the_line_is_found() {
        let file = format!("lang: my\ntitle: {UNICODE}\nsteps:\n  - section: {ZAWGYI}\n");
        assert_eq!(find(&file), Some(4));
        let unicode = format!("lang: my\ntitle: {UNICODE}\n");
        assert_eq!(find(&unicode), None);
        assert_eq!(find("title: Counting\n"), None);
        assert!(message().english().contains("uconv -x Zawgyi-my"));
    }
}
