//! Reading a lesson's text as the finder needs it: the numbers written in
//! it (with what stands around them), the runs of numbers (boards, reading
//! orders, lists of counts), the move strings, and the sentences.
//!
//! A number is not a count when it is
//! - a cell of a run of three or more numbers written with only spaces, one
//!   `/` or a bare comma between them (`7 2 4 / 5 0 6 / 8 3 1`,
//!   `(0,1,2,3,4,5,6,7,8)`, `1 8 2 4 3 7 6 5`): a board, a reading order, a
//!   list of tiles;
//! - part of a name: glued to a letter (`H2`, `4x3`, `3rd`), a range or a
//!   name with a hyphen (`14-15`, `8-puzzle`), a factorial (`9!`), or
//!   followed by a puzzle's name (`15 数码问题`);
//! - a label: right after a word that names an item by its number (`tile
//!   7`, `step 3`, `Example 2`, `第 2 课`; the catalogue's `leak-labels`).
//!
//! `1,480`, `181.440` and `262 504` with a narrow space are one number;
//! `3.52` is a decimal, never a whole-number answer.

use super::words::Words;

/// A number as written.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Number {
    /// Byte range in the text, the sign included.
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// The whole number, or `None` for a decimal.
    pub(crate) value: Option<i64>,
    pub(crate) signed: bool,
    /// How many digits (a one-digit answer is searched with its unit only).
    pub(crate) digits: usize,
    /// Not a count: a cell of a run, part of a name, or a label.
    pub(crate) not_a_count: bool,
    /// The index of the run it belongs to.
    pub(crate) run: Option<usize>,
}

/// Three or more numbers in a row.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Run {
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// The numbers, as ASCII.
    pub(crate) values: Vec<i64>,
    /// As a board would be typed (`/` where the text has one).
    pub(crate) text: String,
    /// Written with a `/`: rows of a board.
    pub(crate) slashed: bool,
}

/// Move letters in a row (`UULDR`, `D L U R R D L`, `U, D, L, R`).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Letters {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) moves: String,
}

/// A text, read.
#[derive(Debug, Clone)]
pub(crate) struct Scan {
    pub(crate) numbers: Vec<Number>,
    pub(crate) runs: Vec<Run>,
    pub(crate) letters: Vec<Letters>,
}

fn digit(c: char) -> Option<u32> {
    match c {
        '0'..='9' => Some(c as u32 - '0' as u32),
        '\u{FF10}'..='\u{FF19}' => Some(c as u32 - 0xFF10),
        _ => None,
    }
}

/// A letter of a word in a script that separates words with spaces: a
/// number glued to one is part of a name. Chinese characters are not:
/// `18步` is eighteen moves.
pub(crate) fn latin(c: char) -> bool {
    c.is_alphabetic() && !cjk(c)
}

pub(crate) fn cjk(c: char) -> bool {
    matches!(c as u32, 0x2E80..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF | 0x20000..=0x2FFFF)
}

const GROUP: [char; 5] = [',', '.', '\u{202f}', '\u{a0}', '\u{2009}'];

impl Scan {
    pub(crate) fn new(text: &str) -> Scan {
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let at = |i: usize| chars.get(i).map(|&(_, c)| c);
        let byte = |i: usize| chars.get(i).map_or(text.len(), |&(b, _)| b);
        let mut numbers = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i].1;
            if digit(c).is_none() || (i > 0 && at(i - 1).and_then(digit).is_some()) {
                i += 1;
                continue;
            }
            let first = i;
            let mut j = i;
            let mut text_digits = String::new();
            while let Some(d) = at(j).and_then(digit) {
                text_digits.push(char::from_digit(d, 10).unwrap_or('0'));
                j += 1;
            }
            let mut decimal = false;
            // Groups of three digits after a separator: one number.
            if text_digits.len() <= 3 {
                loop {
                    let sep = at(j).is_some_and(|s| GROUP.contains(&s));
                    let three = (1..=3).all(|k| at(j + k).and_then(digit).is_some())
                        && at(j + 4).and_then(digit).is_none();
                    if !(sep && three) {
                        break;
                    }
                    for k in 1..=3 {
                        text_digits.push(
                            char::from_digit(at(j + k).and_then(digit).unwrap_or(0), 10)
                                .unwrap_or('0'),
                        );
                    }
                    j += 4;
                }
            }
            // A decimal point (or comma) and more digits, unless the number
            // is one of a list written with bare commas (`0,2,1,3`).
            let in_list =
                |k: usize| matches!(at(k), Some(',')) && at(k + 1).and_then(digit).is_some();
            let after_list =
                first >= 2 && at(first - 1) == Some(',') && at(first - 2).and_then(digit).is_some();
            if matches!(at(j), Some('.' | ','))
                && at(j + 1).and_then(digit).is_some()
                && !after_list
            {
                let mut k = j + 1;
                while at(k).and_then(digit).is_some() {
                    k += 1;
                }
                if !(at(j) == Some(',') && in_list(k)) {
                    decimal = true;
                    j = k;
                }
            }
            // A sign right before, itself after a space or an opening.
            let mut start = first;
            let mut signed = false;
            if first > 0
                && matches!(
                    at(first - 1),
                    Some('+' | '-' | '\u{2212}' | '\u{FF0B}' | '\u{FF0D}')
                )
                && (first == 1
                    || at(first - 2).is_some_and(|p| p.is_whitespace() || "([{=,:;/（".contains(p)))
            {
                start = first - 1;
                signed = true;
            }
            let before = if start > 0 { at(start - 1) } else { None };
            let after = at(j);
            let name = before.is_some_and(|b| latin(b) || b == '_' || b == '×')
                || (!signed
                    && matches!(before, Some('-'))
                    && first >= 2
                    && at(first - 2).and_then(digit).is_some())
                || after.is_some_and(|a| latin(a) || a == '!' || a == '×')
                || (after == Some('-')
                    && at(j + 1).is_some_and(|n| latin(n) || digit(n).is_some()));
            let value = if decimal {
                None
            } else {
                text_digits.parse::<i64>().ok().map(|v| {
                    if signed && matches!(at(start), Some('-' | '\u{2212}' | '\u{FF0D}')) {
                        -v
                    } else {
                        v
                    }
                })
            };
            let (s_byte, e_byte) = (byte(start), byte(j));
            let label = labelled(&text[..s_byte]) || named_after(&text[e_byte..]);
            numbers.push(Number {
                start: s_byte,
                end: e_byte,
                value,
                signed,
                digits: text_digits.len(),
                not_a_count: name || label,
                run: None,
            });
            i = j;
        }
        let runs = runs(text, &mut numbers);
        numbers.extend(spelled(text));
        numbers.sort_by_key(|n| n.start);
        let letters = letters(text);
        Scan {
            numbers,
            runs,
            letters,
        }
    }

    /// The numbers that are counts.
    pub(crate) fn counts(&self) -> impl Iterator<Item = &Number> {
        self.numbers
            .iter()
            .filter(|n| !n.not_a_count && n.run.is_none())
    }
}

/// The numbers written as words (`one`, `một`, `一`): each counts as a
/// one-digit number (given away only with its unit), never as part of a
/// run.
fn spelled(text: &str) -> Vec<Number> {
    let lower: String = text.chars().map(lower_char).collect();
    let mut taken: Vec<(usize, usize)> = Vec::new();
    let mut out = Vec::new();
    for (w, value) in &Words::get().numbers {
        let mut from = 0;
        while let Some(i) = lower[from..].find(w.as_str()) {
            let s = from + i;
            let e = s + w.len();
            from = e;
            let numeral =
                |c: Option<char>| c.is_some_and(|c| "零一二两三四五六七八九十百千万".contains(c));
            let alone = ends_with_word(&lower[..e], w)
                && starts_with_word(&lower[s..], w)
                && !numeral(lower[..s].chars().next_back())
                && !numeral(lower[e..].chars().next());
            if !alone || taken.iter().any(|&(a, b)| s < b && a < e) {
                continue;
            }
            taken.push((s, e));
            out.push(Number {
                start: s,
                end: e,
                value: Some(*value),
                signed: false,
                digits: 1,
                not_a_count: labelled(&text[..s]),
                run: None,
            });
        }
    }
    out
}

/// Whether `before` (the text up to a number) ends with a label word.
fn labelled(before: &str) -> bool {
    let t = before.trim_end_matches([' ', '#', '\u{a0}']).to_lowercase();
    Words::get().labels.iter().any(|w| ends_with_word(&t, w))
}

/// Whether `after` (the text after a number) starts with a puzzle's name.
fn named_after(after: &str) -> bool {
    let t = after.trim_start().to_lowercase();
    Words::get()
        .names_after
        .iter()
        .any(|w| starts_with_word(&t, w))
}

/// `text` ends with the word (or phrase) `w`, not with the end of a longer word.
pub(crate) fn ends_with_word(text: &str, w: &str) -> bool {
    text.strip_suffix(w).is_some_and(|rest| {
        w.chars().next().is_some_and(cjk) || !rest.chars().next_back().is_some_and(latin)
    })
}

/// `text` starts with the word (or phrase) `w`, not with the start of a longer word.
pub(crate) fn starts_with_word(text: &str, w: &str) -> bool {
    text.strip_prefix(w).is_some_and(|rest| {
        w.chars().next_back().is_some_and(cjk) || !rest.chars().next().is_some_and(latin)
    })
}

/// Group the numbers into runs (three or more, with only spaces, one `/`
/// or a bare comma between two of them) and mark their members.
fn runs(text: &str, numbers: &mut [Number]) -> Vec<Run> {
    let joins = |a: &Number, b: &Number| {
        let gap = &text[a.end..b.start];
        let slashes = gap.matches('/').count();
        a.value.is_some()
            && b.value.is_some()
            && !a.signed
            && !b.signed
            && !(a.not_a_count || b.not_a_count)
            && (gap == ","
                || (!gap.is_empty()
                    && slashes <= 1
                    && gap.chars().all(|c| c == ' ' || c == '/' || c == '\u{a0}')))
    };
    let mut out = Vec::new();
    let mut k = 0;
    while k < numbers.len() {
        let mut e = k;
        while e + 1 < numbers.len() && joins(&numbers[e], &numbers[e + 1]) {
            e += 1;
        }
        if e - k + 1 >= 3 {
            let mut t = String::new();
            let mut slashed = false;
            for m in k..=e {
                if m > k {
                    let gap = &text[numbers[m - 1].end..numbers[m].start];
                    if gap.contains('/') {
                        t.push('/');
                        slashed = true;
                    } else {
                        t.push(' ');
                    }
                }
                t.push_str(&numbers[m].value.unwrap_or(0).to_string());
                numbers[m].run = Some(out.len());
            }
            out.push(Run {
                start: numbers[k].start,
                end: numbers[e].end,
                values: numbers[k..=e]
                    .iter()
                    .map(|n| n.value.unwrap_or(0))
                    .collect(),
                text: t,
                slashed,
            });
        }
        k = e + 1;
    }
    out
}

/// The move strings of a text: words made only of the capitals U, D, L
/// and R, and words of one such letter in a row (with spaces or commas
/// between them).
fn letters(text: &str) -> Vec<Letters> {
    let mut words: Vec<(usize, usize)> = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i].1;
        let boundary_before = i == 0 || !word_char(chars[i - 1].1);
        if !(boundary_before && "UDLR".contains(c)) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len() && "UDLR".contains(chars[j].1) {
            j += 1;
        }
        // A word ends the run, unless a hyphen joins it to another word.
        let joined = |k: usize| {
            word_char(chars[k].1)
                || (chars[k].1 == '-' && chars.get(k + 1).is_some_and(|n| word_char(n.1)))
        };
        let end_ok = j == chars.len() || !joined(j);
        if end_ok {
            let end = chars.get(j).map_or(text.len(), |x| x.0);
            words.push((chars[i].0, end));
        }
        i = j.max(i + 1);
    }
    let mut out: Vec<Letters> = Vec::new();
    // Whether the last run is made of one-letter words (it may grow).
    let mut singles = false;
    for (s, e) in words {
        let word = &text[s..e];
        if let (true, 1, Some(last)) = (singles, word.len(), out.last_mut()) {
            let gap = &text[last.end..s];
            if !gap.is_empty()
                && gap.chars().all(|c| c == ' ' || c == ',')
                && gap.matches(',').count() <= 1
            {
                last.moves.push_str(word);
                last.end = e;
                continue;
            }
        }
        singles = word.len() == 1;
        out.push(Letters {
            start: s,
            end: e,
            moves: word.to_string(),
        });
    }
    out
}

fn word_char(c: char) -> bool {
    latin(c) || c.is_ascii_digit() || c == '_'
}

/// The sentences of a text, as byte ranges: they end at `.`, `!`, `?`,
/// `;` and their Chinese forms, the Myanmar full stop `။`, at a blank line
/// and before a list item.
/// The flag says whether it asks (ends with a question mark).
pub(crate) fn sentences(text: &str) -> Vec<(usize, usize, bool)> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut start = 0;
    let mut k = 0;
    while k < chars.len() {
        let (b, c) = chars[k];
        let next = chars.get(k + 1).map(|x| x.1);
        let ends = match c {
            '.' | '!' | '?' | ';' => next.is_none_or(char::is_whitespace),
            '。' | '！' | '？' | '；' | '။' => true,
            '\n' => {
                let rest = text[b + 1..].trim_start_matches(' ');
                rest.starts_with('\n') || rest.starts_with("- ") || rest.starts_with("* ")
            }
            _ => false,
        };
        if ends {
            let end = b + c.len_utf8();
            if text[start..end].trim().chars().any(char::is_alphanumeric) {
                out.push((start, end, matches!(c, '?' | '？')));
            }
            start = end;
        }
        k += 1;
    }
    if text[start..].trim().chars().any(char::is_alphanumeric) {
        out.push((start, text.len(), false));
    }
    out
}

/// Where a phrase of `phrases` stands in `text` (lower-cased), as byte
/// ranges of the text, longest phrases first and never overlapping.
pub(crate) fn phrases_in(text: &str, phrases: &[(usize, &str)]) -> Vec<(usize, usize, usize)> {
    let lower: String = text.chars().map(lower_char).collect();
    // `lower_char` keeps every character's length: byte offsets agree.
    let mut taken: Vec<(usize, usize, usize)> = Vec::new();
    let mut sorted: Vec<&(usize, &str)> = phrases.iter().collect();
    sorted.sort_by_key(|(_, p)| std::cmp::Reverse(p.chars().count()));
    for &&(tag, p) in &sorted {
        let mut from = 0;
        while let Some(i) = lower[from..].find(p) {
            let s = from + i;
            let e = s + p.len();
            from = e;
            if !ends_with_word(&lower[..e], p) || !starts_with_word(&lower[s..], p) {
                continue;
            }
            if taken.iter().any(|&(a, b, _)| s < b && a < e) {
                continue;
            }
            taken.push((s, e, tag));
        }
    }
    taken.sort();
    taken
}

/// A character in lower case when that keeps its length in UTF-8.
fn lower_char(c: char) -> char {
    let mut l = c.to_lowercase();
    match (l.next(), l.next()) {
        (Some(x), None) if x.len_utf8() == c.len_utf8() => x,
        _ => c,
    }
}

/// Whether a negation stands in the few words before byte `at` of `text`
/// (three words, or three characters of Chinese).
pub(crate) fn negated(text: &str, at: usize) -> bool {
    let before: String = text[..at].chars().map(lower_char).collect();
    let window: String = {
        let mut words = 0;
        let mut start = before.len();
        for (i, c) in before.char_indices().rev() {
            if cjk(c) {
                if before.len() - i > 9 {
                    break;
                }
            } else if c.is_whitespace() {
                words += 1;
                if words > 3 {
                    break;
                }
            } else if ",.;:()".contains(c) {
                break;
            }
            start = i;
        }
        before[start..].to_string()
    };
    Words::get().negations.iter().any(|n| {
        let mut from = 0;
        while let Some(i) = window[from..].find(n.as_str()) {
            let s = from + i;
            from = s + n.len();
            if ends_with_word(&window[..s + n.len()], n) && starts_with_word(&window[s..], n) {
                return true;
            }
        }
        false
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(text: &str) -> Vec<i64> {
        Scan::new(text).counts().filter_map(|n| n.value).collect()
    }

    #[test]
    fn numbers_that_are_not_counts() {
        assert_eq!(counts("H1 8 <= H4 13 <= H2 18"), [8, 13, 18]);
        assert_eq!(
            counts("a 4x3 board, the 8-puzzle, Loyd's 14-15 puzzle, 9! boards"),
            Vec::<i64>::new()
        );
        assert_eq!(
            counts("tile 7 belongs at row 3, column 2; step 14; Example 2"),
            Vec::<i64>::new()
        );
        assert_eq!(counts("第 2 课 and 15 数码问题"), Vec::<i64>::new());
        assert_eq!(counts("7 2 4 / 5 0 6 / 8 3 1 has 16"), [16]);
        assert_eq!(counts("(0,1,2,3,4,5,6,7,8) and (94)"), [94]);
        assert_eq!(counts("31,776 and 181.440 and 3.52"), [31776, 181440]);
        assert_eq!(counts("1, 3, 5, 10 nodes"), [1, 3, 5, 10]);
        assert_eq!(counts("changes by -2, 0 or +2, −1"), [-2, 0, 2, -1]);
        assert_eq!(counts("2.3^42 and 18步"), [42, 18]);
        assert_eq!(counts("b* 3,42 and 2,30, then 0,50"), Vec::<i64>::new());
        assert_eq!(
            counts("one inversion, hai nước đi, 两个逆序, no moves, someone"),
            [1, 2, 2, 0]
        );
    }

    #[test]
    fn runs_are_boards_and_lists() {
        let s = Scan::new("7 2 4 / 5 0 6 / 8 3 1 reads 7 2 4 5 6 8 3 1, then (0,2,1,3,4,5,6,7,8)");
        let t: Vec<&str> = s.runs.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(
            t,
            ["7 2 4/5 0 6/8 3 1", "7 2 4 5 6 8 3 1", "0 2 1 3 4 5 6 7 8"]
        );
        assert!(s.runs[0].slashed && !s.runs[1].slashed);
    }

    #[test]
    fn move_strings() {
        let m = |t: &str| -> Vec<String> {
            Scan::new(t).letters.into_iter().map(|l| l.moves).collect()
        };
        assert_eq!(m("One way: D L U R R D L walks"), ["DLURRDL"]);
        assert_eq!(m("tried U, D, L, R and UULDR"), ["UDLR", "UULDR"]);
        assert_eq!(m("an L-shaped Dog, RUDL2, the letter D."), ["D"]);
    }

    #[test]
    fn sentences_and_statements() {
        let t = "H6 is admissible. But NOT consistent: moving it. Is it solvable?\n- a list item";
        let s: Vec<&str> = sentences(t)
            .iter()
            .map(|&(a, b, _)| t[a..b].trim())
            .collect();
        assert_eq!(
            s,
            [
                "H6 is admissible.",
                "But NOT consistent: moving it.",
                "Is it solvable?",
                "- a list item"
            ]
        );
        assert!(sentences(t)[2].2);
        let found = phrases_in(
            t,
            &[(0, "consistent"), (1, "not consistent"), (0, "admissible")],
        );
        assert_eq!(
            found
                .iter()
                .map(|&(a, b, tag)| (&t[a..b], tag))
                .collect::<Vec<_>>(),
            [("admissible", 0), ("NOT consistent", 1)]
        );
        assert!(negated("it is not really solvable", 18));
        assert!(!negated("not here, but solvable", 14));
        // Burmese ends a sentence with `။`.
        let my = "ဘုတ်တွင် ပြောင်းပြန် 16 ခု ရှိသည်။ မည်သည့်ဘုတ်လဲ။";
        assert_eq!(sentences(my).len(), 2);
    }
}
