//! What a translated text must keep of the lesson's text: its numbers, in
//! their order, and its parity words (docs/src/translating.md states the
//! rule for translators).
//!
//! The numbers are read in every form the tool reads: ASCII and full-width
//! digits ([`crate::text::halfwidth`]), with a thousands separator (`,`, `.`
//! or a narrow space before three digits: `2,735,150` and `2.735.150` are
//! one number), and Chinese numerals (`十七`, `一百万`). A number is compared
//! in order with the numbers of its kind:
//!
//! - a board (`1 2 3 / 4 5 6 / 7 8 0`) with the boards, in any order (a
//!   board is unmistakable, and a sentence that names a board and its goal
//!   puts them where its language puts them);
//! - a size (`4x3`) with the sizes; a number glued to letters (`H2`) with
//!   the names of those letters; an `8-puzzle` (`8 数码`) with the puzzles;
//! - a number next to words that name what it counts, `lesson` (`bài học`,
//!   `第 N 课`), `example` (`ví dụ`, `例`) or `depth` (`độ sâu`, `深度`), with
//!   the numbers next to the same kind of words: these are what a language
//!   moves inside a sentence ("4 boards at depth 2" is "深度 2 有 4 个").
//!   The words are each language's own, read from its `language.ftl`
//!   (`language-number-label-*`): a new language brings its words, not code;
//! - every other number with the other numbers, in order: "Tile 6 has 7"
//!   and "Ô số 7 có 6" differ.
//!
//! A Chinese numeral may stand for a number of the lesson written in digits
//! (`十七` for `17`) and is otherwise a word (`一步`, `两张表` for "a move",
//! "two tables"): it is compared only where the lesson has that number.
//!
//! The parity words are those a student may type as an answer (the
//! catalogue's `lesson-parity-even` and `-odd`: even/odd, chẵn/lẻ, 偶/奇),
//! compared in order, leaving out the words that do not name a parity: the
//! word for parity itself (`chẵn lẻ`, `奇偶`: both words side by side),
//! English "even" as an adverb ("even so", "not even"), and Chinese words
//! that merely contain the character (`奇怪`, `偶然`).

use crate::i18n::{Lang, NUMBER_LABEL_KINDS};

/// What a number is compared with.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Plain,
    Board,
    Size,
    /// Glued to these letters (`H` for `H2`).
    Name(String),
    Puzzle,
    Lesson,
    Example,
    Depth,
}

impl Kind {
    fn label(&self) -> crate::i18n::Msg {
        match self {
            Kind::Plain => crate::msg!("lessonfile-tr-kind-numbers"),
            Kind::Board => crate::msg!("lessonfile-tr-kind-boards"),
            Kind::Size => crate::msg!("lessonfile-tr-kind-sizes"),
            Kind::Name(l) => crate::msg!("lessonfile-tr-kind-names", label = l.as_str()),
            Kind::Puzzle => crate::msg!("lessonfile-tr-kind-puzzles"),
            Kind::Lesson => crate::msg!("lessonfile-tr-kind-lessons"),
            Kind::Example => crate::msg!("lessonfile-tr-kind-examples"),
            Kind::Depth => crate::msg!("lessonfile-tr-kind-depths"),
        }
    }
}

/// A number as read.
#[derive(Debug, Clone)]
struct Token {
    kind: Kind,
    /// Its value (digits, a board or a size written one way).
    value: String,
    /// As written, for messages.
    shown: String,
    /// A Chinese numeral: a number only where the other text has it.
    optional: bool,
}

/// `Ok` when `translated` keeps the numbers and the parity words of
/// `original` (written in `from`; the translation in `to`); else what
/// differs, for a message.
pub(crate) fn compare(
    original: &str,
    translated: &str,
    from: Lang,
    to: Lang,
) -> Result<(), crate::i18n::Msg> {
    // A translation may name a term in the source language too: the
    // labels of both languages read both texts, each kind's in order.
    let mut labels: Vec<&(&str, String)> = from
        .number_labels()
        .iter()
        .chain(to.number_labels())
        .collect();
    labels.sort_by_key(|(kind, _)| NUMBER_LABEL_KINDS.iter().position(|k| k == kind));
    let (a, b) = (numbers(original, &labels), numbers(translated, &labels));
    let mut kinds: Vec<&Kind> = a.iter().chain(&b).map(|t| &t.kind).collect();
    kinds.sort();
    kinds.dedup();
    for kind in kinds {
        let of =
            |v: &[Token]| -> Vec<Token> { v.iter().filter(|t| &t.kind == kind).cloned().collect() };
        let (mut x, mut y) = (of(&a), of(&b));
        let shown = |v: &[Token]| {
            v.iter()
                .filter(|t| !t.optional)
                .map(|t| t.shown.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        // Boards are a set; so are all numbers in a language whose
        // sentences order them otherwise (`language-numbers-in-order`).
        let as_set = *kind == Kind::Board || !(from.numbers_in_order() && to.numbers_in_order());
        if as_set {
            x.sort_by(|p, q| p.value.cmp(&q.value));
            y.sort_by(|p, q| p.value.cmp(&q.value));
        }
        if !aligned(&x, &y) {
            let (lesson, translation) = (shown(&x), shown(&y));
            return Err(if as_set {
                crate::msg!(
                    "lessonfile-tr-differ",
                    what = kind.label(),
                    lesson = lesson,
                    translation = translation
                )
            } else {
                crate::msg!(
                    "lessonfile-tr-differ-in-order",
                    what = kind.label(),
                    lesson = lesson,
                    translation = translation
                )
            });
        }
    }
    if !(from.parity_words_found() && to.parity_words_found()) {
        return Ok(());
    }
    let (mut p, mut q) = (parities(original, from), parities(translated, to));
    let in_order = from.numbers_in_order() && to.numbers_in_order();
    if !in_order {
        p.sort_by_key(|w| w.0);
        q.sort_by_key(|w| w.0);
    }
    let same = p.len() == q.len() && p.iter().zip(&q).all(|(x, y)| x.0 == y.0);
    if !same {
        let words = |v: &[(bool, String)]| {
            v.iter()
                .map(|(_, w)| w.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let what = crate::msg!("lessonfile-tr-kind-parity");
        let (lesson, translation) = (words(&p), words(&q));
        return Err(if in_order {
            crate::msg!(
                "lessonfile-tr-differ-in-order",
                what = what,
                lesson = lesson,
                translation = translation
            )
        } else {
            crate::msg!(
                "lessonfile-tr-differ",
                what = what,
                lesson = lesson,
                translation = translation
            )
        });
    }
    Ok(())
}

/// Whether the two lists of one kind say the same numbers in the same
/// order, a Chinese numeral on either side counted only where it pairs
/// with a number of the other.
fn aligned(x: &[Token], y: &[Token]) -> bool {
    // can[i][j]: x[i..] and y[j..] align.
    let (n, m) = (x.len(), y.len());
    let mut can = vec![vec![false; m + 1]; n + 1];
    for i in (0..=n).rev() {
        for j in (0..=m).rev() {
            can[i][j] = if i == n && j == m {
                true
            } else {
                (i < n && j < m && x[i].value == y[j].value && can[i + 1][j + 1])
                    || (i < n && x[i].optional && can[i + 1][j])
                    || (j < m && y[j].optional && can[i][j + 1])
            };
        }
    }
    can[0][0]
}

/// The text with full-width forms read as ASCII; the Chinese commas (`，`,
/// `、`) stay separators, never a thousands separator.
fn normalized(text: &str) -> Vec<char> {
    let text: String = text
        .chars()
        .map(|c| match c {
            '\u{FF0C}' | '\u{3001}' => ';',
            c => c,
        })
        .collect();
    crate::text::halfwidth(&text).chars().collect()
}

/// One run of digits with its thousands separators: (start, end, digits).
fn digits_at(c: &[char], i: usize) -> (usize, String) {
    let mut j = i;
    let mut value = String::new();
    while j < c.len() && c[j].is_ascii_digit() {
        value.push(c[j]);
        j += 1;
    }
    // `2,735,150`: a separator and exactly three digits, again and again.
    while j + 3 < c.len()
        && matches!(c[j], ',' | '.' | '\u{202f}')
        && c[j + 1..j + 4].iter().all(char::is_ascii_digit)
        && !c.get(j + 4).is_some_and(char::is_ascii_digit)
    {
        value.extend(&c[j + 1..j + 4]);
        j += 4;
    }
    (j, value)
}

const HAN_DIGITS: &str = "零〇一二两三四五六七八九";
const HAN_UNITS: &str = "十百千万亿";

fn is_han_numeral(c: char) -> bool {
    HAN_DIGITS.contains(c) || HAN_UNITS.contains(c)
}

/// The value of a Chinese numeral (`十七` 17, `一百零五` 105, `一百万`
/// 1,000,000; without units digit by digit: `二零二六` 2026).
fn han_value(run: &str) -> Option<u64> {
    let digit = |c: char| match c {
        '零' | '〇' => Some(0),
        '一' => Some(1),
        '二' | '两' => Some(2),
        '三' => Some(3),
        '四' => Some(4),
        '五' => Some(5),
        '六' => Some(6),
        '七' => Some(7),
        '八' => Some(8),
        '九' => Some(9),
        _ => None,
    };
    if !run.chars().any(|c| HAN_UNITS.contains(c)) {
        return run
            .chars()
            .try_fold(0u64, |n, c| n.checked_mul(10)?.checked_add(digit(c)?));
    }
    let (mut total, mut section, mut current) = (0u64, 0u64, 0u64);
    for c in run.chars() {
        if let Some(d) = digit(c) {
            current = d;
            continue;
        }
        let unit: u64 = match c {
            '十' => 10,
            '百' => 100,
            '千' => 1000,
            '万' => 10_000,
            _ => 100_000_000,
        };
        if unit < 10_000 {
            section = section.checked_add(current.max(1).checked_mul(unit)?)?;
        } else if unit == 10_000 {
            total = total.checked_add(section.checked_add(current)?.checked_mul(unit)?)?;
            section = 0;
        } else {
            total = total
                .checked_add(section)?
                .checked_add(current)?
                .checked_mul(unit)?;
            section = 0;
        }
        current = 0;
    }
    total.checked_add(section)?.checked_add(current)
}

/// Whether `before` ends with `word` (case-insensitive) as a whole word,
/// then white space (at least one character of it when `spaced`).
fn ends_with_word(before: &[char], word: &str, spaced: bool) -> bool {
    let mut end = before.len();
    while end > 0 && before[end - 1].is_whitespace() {
        end -= 1;
    }
    if spaced && end == before.len() {
        return false;
    }
    let w: Vec<char> = word.chars().collect();
    if end < w.len() {
        return false;
    }
    let start = end - w.len();
    let same = before[start..end]
        .iter()
        .zip(&w)
        .all(|(a, b)| a.to_lowercase().eq(b.to_lowercase()));
    same && (start == 0 || !before[start - 1].is_alphabetic() || !w[0].is_ascii())
}

/// Whether a number with `before` and `after` it is labelled by
/// `template` (`lesson #`, `第#课`, `#-puzzle`): the words before `#` end
/// just before the number (a space before `#` asks for one, and for the
/// words to start a word), the words after it follow the number (after
/// white space or not), and no digit follows them.
fn labelled(before: &[char], after: &str, template: &str) -> bool {
    let Some((head, tail)) = template.split_once('#') else {
        return false;
    };
    let word = head.trim_end();
    if !word.is_empty() && !ends_with_word(before, word, word.len() < head.len()) {
        return false;
    }
    let tail = tail.trim();
    if tail.is_empty() {
        return !word.is_empty();
    }
    after
        .trim_start()
        .strip_prefix(tail)
        .is_some_and(|rest| !rest.trim_start().starts_with(|d: char| d.is_ascii_digit()))
}

/// What a single number is compared with, from the words around it (the
/// number labels of the two languages compared).
fn kind_of(c: &[char], start: usize, end: usize, labels: &[&(&str, String)]) -> Kind {
    let before = &c[start.saturating_sub(16)..start];
    let after = &c[end..(end + 8).min(c.len())];
    let letters: String = before
        .iter()
        .rev()
        .take_while(|ch| ch.is_ascii_alphabetic())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    if !letters.is_empty() {
        return Kind::Name(letters.to_ascii_uppercase());
    }
    let after_text: String = after.iter().collect();
    for (kind, template) in labels {
        if labelled(before, &after_text, template) {
            return match *kind {
                "puzzle" => Kind::Puzzle,
                "lesson" => Kind::Lesson,
                "depth" => Kind::Depth,
                "example" => Kind::Example,
                _ => Kind::Plain,
            };
        }
    }
    Kind::Plain
}

/// The numbers of a text, in order, each of the kind its words say
/// (`labels`).
fn numbers(text: &str, labels: &[&(&str, String)]) -> Vec<Token> {
    let c = normalized(text);
    // Runs of digits: (start, end, digits).
    let mut runs: Vec<(usize, usize, String)> = Vec::new();
    let mut out: Vec<(usize, Token)> = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if c[i].is_ascii_digit() {
            let (end, value) = digits_at(&c, i);
            runs.push((i, end, value));
            i = end;
        } else if is_han_numeral(c[i]) {
            let start = i;
            while i < c.len() && is_han_numeral(c[i]) {
                i += 1;
            }
            let run: String = c[start..i].iter().collect();
            out.push((
                start,
                Token {
                    kind: Kind::Plain,
                    value: han_value(&run).map_or_else(|| run.clone(), |v| v.to_string()),
                    shown: run,
                    optional: true,
                },
            ));
        } else {
            i += 1;
        }
    }
    // What lies between two runs: only spaces (`Some(false)`), or spaces
    // and one `/` (`Some(true)`).
    let gap = |from: usize, to: usize| -> Option<bool> {
        let between = &c[from..to];
        let slashes = between.iter().filter(|&&ch| ch == '/').count();
        let rest_spaces = between.iter().all(|&ch| ch == '/' || ch.is_whitespace());
        (rest_spaces && slashes <= 1).then_some(slashes == 1)
    };
    let mut k = 0;
    while k < runs.len() {
        let (start, end, value) = runs[k].clone();
        // A size: `4x3`.
        if let Some(next) = runs.get(k + 1)
            && next.0 == end + 1
            && matches!(c[end], 'x' | '×')
        {
            let v = format!("{value}x{}", next.2);
            out.push((start, token(Kind::Size, v.clone(), v)));
            k += 2;
            continue;
        }
        // A board: rows of numbers between slashes, the first of two or
        // more numbers.
        let mut last = k;
        let mut rows = vec![vec![value.clone()]];
        while let Some(next) = runs.get(last + 1)
            && let Some(slash) = gap(runs[last].1, next.0)
        {
            if slash {
                rows.push(Vec::new());
            }
            rows.last_mut().expect("a row").push(next.2.clone());
            last += 1;
        }
        if rows.len() > 1 && rows[0].len() > 1 {
            let v = rows
                .iter()
                .map(|r| r.join(" "))
                .collect::<Vec<_>>()
                .join(" / ");
            out.push((start, token(Kind::Board, v.clone(), v)));
            k = last + 1;
            continue;
        }
        let shown: String = c[start..end].iter().collect();
        out.push((start, token(kind_of(&c, start, end, labels), value, shown)));
        k += 1;
    }
    out.sort_by_key(|(at, _)| *at);
    out.into_iter()
        .map(|(_, mut t)| {
            if let Kind::Name(l) = &t.kind {
                t.shown = format!("{l}{}", t.shown);
            }
            t
        })
        .collect()
}

fn token(kind: Kind, value: String, shown: String) -> Token {
    Token {
        kind,
        value,
        shown,
        optional: false,
    }
}

/// The parity words of a text in `lang`, in order: (even?, as written).
fn parities(text: &str, lang: Lang) -> Vec<(bool, String)> {
    let even = crate::msg!("lesson-parity-even").say(lang).to_lowercase();
    let odd = crate::msg!("lesson-parity-odd").say(lang).to_lowercase();
    let c: Vec<char> = text.chars().collect();
    let lower: Vec<char> = text.to_lowercase().chars().collect();
    if lower.len() != c.len() {
        // (A character whose lower case is longer: compare as written.)
        return parities_in(&c, &c, &even, &odd);
    }
    parities_in(&c, &lower, &even, &odd)
}

/// Words around a Chinese parity character that make it another word.
const NOT_PARITY_ZH: &[&str] = &[
    "偶然", "偶尔", "奇怪", "神奇", "奇妙", "奇迹", "好奇", "惊奇", "奇特",
];
/// Words after English "even" that make it an adverb ("even so").
const EVEN_ADVERB_BEFORE: &[&str] = &[
    "so", "with", "where", "when", "if", "though", "across", "in", "on", "at", "the", "a", "an",
    "more", "less", "without", "goes", "after", "before", "then", "for", "to", "that", "this",
    "its", "one",
];

fn parities_in(c: &[char], lower: &[char], even: &str, odd: &str) -> Vec<(bool, String)> {
    let words = [(true, even), (false, odd)];
    // (start, end, even?)
    let mut found: Vec<(usize, usize, bool)> = Vec::new();
    let mut i = 0;
    while i < lower.len() {
        let hit = words.iter().find_map(|&(is_even, w)| {
            let w: Vec<char> = w.chars().collect();
            let end = i + w.len();
            if w.is_empty() || end > lower.len() || lower[i..end] != w[..] {
                return None;
            }
            // A whole word, unless the language writes words unspaced.
            let alphabetic = w[0].is_alphabetic() && !is_cjk(w[0]);
            let bounded = !alphabetic
                || ((i == 0 || !lower[i - 1].is_alphabetic())
                    && (end == lower.len() || !lower[end].is_alphabetic()));
            bounded.then_some((i, end, is_even))
        });
        match hit {
            Some(h) => {
                found.push(h);
                i = h.1;
            }
            None => i += 1,
        }
    }
    let text: String = lower.iter().collect();
    let byte = |at: usize| lower[..at].iter().map(|ch| ch.len_utf8()).sum::<usize>();
    let mut out = Vec::new();
    for (n, &(start, end, is_even)) in found.iter().enumerate() {
        // The word for parity itself: an even and an odd word side by side.
        let joined = |a: usize, b: usize| {
            lower[a..b]
                .iter()
                .all(|&ch| ch == ' ' || ch == '-' || ch == '/')
        };
        let paired = (n > 0 && found[n - 1].2 != is_even && joined(found[n - 1].1, start))
            || (n + 1 < found.len() && found[n + 1].2 != is_even && joined(end, found[n + 1].0));
        if paired {
            continue;
        }
        let (b0, b1) = (byte(start), byte(end));
        let other_word = NOT_PARITY_ZH.iter().any(|w| {
            w.find(&text[b0..b1]).is_some_and(|k| {
                b0.checked_sub(k)
                    .and_then(|from| text.get(from..from + w.len()))
                    .is_some_and(|around| around == *w)
            })
        });
        if other_word {
            continue;
        }
        if is_even && text[b0..b1] == *"even" {
            let next: String = lower[end..]
                .iter()
                .skip_while(|ch| **ch == ' ')
                .take_while(|ch| ch.is_alphabetic())
                .collect();
            let prev: String = lower[..start]
                .iter()
                .rev()
                .skip_while(|ch| **ch == ' ')
                .take_while(|ch| ch.is_alphabetic())
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            if EVEN_ADVERB_BEFORE.contains(&next.as_str()) || prev == "not" {
                continue;
            }
        }
        out.push((is_even, c[start..end].iter().collect()));
    }
    out
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(en: &str, tr: &str, to: Lang) -> Result<(), String> {
        compare(en, tr, Lang::EN, to).map_err(|m| m.english())
    }

    #[test]
    fn the_words_that_label_a_number_are_each_languages_own() {
        let my = Lang::from_code("my").unwrap();
        assert!(
            my.number_labels()
                .contains(&("example", "ဥပမာ #".to_string()))
        );
        // Burmese orders its numbers otherwise (compared as a set), but a
        // lesson number stays a lesson number.
        assert_eq!(
            check("Example 3 of lesson 1", "သင်ခန်းစာ ၁ ၏ ဥပမာ ၃", my),
            Ok(())
        );
        assert!(check("Example 3 of lesson 1", "သင်ခန်းစာ ၃ ၏ ဥပမာ ၁", my).is_err());
        // "每个深度" (each depth) is not a depth's label.
        let zh = Lang::from_code("zh").unwrap();
        assert_eq!(check("2 boards at depth 3", "深度 3 有 2 个", zh), Ok(()));
        assert!(check("2 boards at depth 3", "深度 2 有 3 个", zh).is_err());
    }

    #[test]
    fn numbers_are_compared_in_order() {
        assert_eq!(
            check("Tile 6 has 7 inversions.", "Ô số 7 có 6 nghịch thế.", Lang::from_code("vi").unwrap()),
            Err("the numbers differ from the lesson's text: it has [6, 7], the translation [7, 6] (in this order)".into())
        );
        assert_eq!(
            check(
                "Tile 6 has 7 inversions.",
                "Ô số 6 có 7 nghịch thế.",
                Lang::from_code("vi").unwrap()
            ),
            Ok(())
        );
        // Thousands separators of either language.
        assert_eq!(
            check(
                "2,735,150 and 1.83",
                "2.735.150 và 1,83",
                Lang::from_code("vi").unwrap()
            ),
            Ok(())
        );
        // The Chinese commas are separators, never thousands.
        assert_eq!(
            check(
                "13, 140 and 15",
                "13、140 和 15",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
    }

    #[test]
    fn full_width_digits_and_chinese_numerals_are_read() {
        assert_eq!(
            check(
                "Tile 17 has 6.",
                "数码１７有６个。",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        assert!(
            check(
                "Tile 17 has 6.",
                "数码１６有６个。",
                Lang::from_code("zh").unwrap()
            )
            .is_err()
        );
        // 十七 stands for 17; 十六 does not.
        assert_eq!(
            check(
                "Tile 17 is last.",
                "数码十七在最后。",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        let e = check(
            "Tile 17 is last.",
            "数码十六在最后。",
            Lang::from_code("zh").unwrap(),
        )
        .unwrap_err();
        assert_eq!(
            e,
            "the numbers differ from the lesson's text: it has [17], the translation [] (in this order)"
        );
        // A numeral where the lesson has none is a word: 一步, 两张表.
        assert_eq!(
            check(
                "A move, two tables.",
                "一步，两张表。",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        assert_eq!(han_value("一百零五"), Some(105));
        assert_eq!(han_value("一百万"), Some(1_000_000));
        assert_eq!(han_value("一亿五千万"), Some(150_000_000));
        assert_eq!(han_value("二零二六"), Some(2026));
        assert_eq!(han_value("十"), Some(10));
    }

    #[test]
    fn numbers_of_their_own_kind_may_move() {
        // A size, a name, a puzzle, a board, and numbers after depth move
        // with their words.
        assert_eq!(
            check(
                "A 48-move 5x5 board, IDA* with H2",
                "Một bảng 5x5 cách đích 48 nước đi, IDA* với H2",
                Lang::from_code("vi").unwrap()
            ),
            Ok(())
        );
        assert_eq!(
            check(
                "How many inversions does 0 2 1 / 3 4 5 / 6 7 8 have relative to the goal 0 1 2 / 3 4 5 / 6 7 8?",
                "相对于目标状态 0 1 2 / 3 4 5 / 6 7 8，0 2 1 / 3 4 5 / 6 7 8 有多少个逆序？",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        assert_eq!(
            check(
                "(4 at depth 2, 748 at depth 12)",
                "（深度 2 有 4 个，深度 12 有 748 个）",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        assert_eq!(
            check(
                "Example 3 of lesson 1",
                "第 1 课的例 3",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        assert_eq!(
            check(
                "the 15-puzzle with 14 and 15 swapped",
                "把 14 和 15 对调后的 15 数码问题",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        // But a board changed, or depths swapped, is refused.
        let e = check(
            "1 2 3 / 4 5 6 / 7 8 0",
            "1 2 3 / 4 5 6 / 8 7 0",
            Lang::from_code("vi").unwrap(),
        )
        .unwrap_err();
        assert!(e.starts_with("the boards differ"), "{e}");
        let e = check(
            "at depth 2 and depth 4",
            "ở độ sâu 4 và độ sâu 2",
            Lang::from_code("vi").unwrap(),
        )
        .unwrap_err();
        assert!(e.starts_with("the depths differ"), "{e}");
    }

    #[test]
    fn parity_words_are_compared() {
        let e = check(
            "16 is even, 3 is odd.",
            "16 là số lẻ, 3 là số chẵn.",
            Lang::from_code("vi").unwrap(),
        )
        .unwrap_err();
        assert_eq!(
            e,
            "the parity words differ from the lesson's text: it has [even, odd], the translation [lẻ, chẵn] (in this order)"
        );
        assert!(check("16 is even.", "16 是奇数。", Lang::from_code("zh").unwrap()).is_err());
        assert_eq!(
            check("16 is even.", "16 是偶数。", Lang::from_code("zh").unwrap()),
            Ok(())
        );
        // The word for parity, "even" as an adverb, and words that only
        // contain the character are not parity words.
        assert_eq!(
            check(
                "Even so, the parity is not even in question.",
                "Dù vậy, tính chẵn lẻ không phải là vấn đề.",
                Lang::from_code("vi").unwrap()
            ),
            Ok(())
        );
        assert_eq!(
            check(
                "The parity is odd.",
                "奇偶性是奇数，这并不奇怪。",
                Lang::from_code("zh").unwrap()
            ),
            Ok(())
        );
        assert_eq!(
            check("Seven boards", "Bảy bảng", Lang::from_code("vi").unwrap()),
            Ok(())
        );
    }

    #[test]
    fn the_built_in_translations_keep_their_numbers_and_parity_words() {
        use serde_yaml::Value;
        let text = |v: &Value| v.as_str().unwrap_or("").to_string();
        for (name, code, tr_text) in crate::lesson::builtin::TRANSLATIONS {
            let lang = Lang::from_code(code).unwrap();
            let (_, en_text) = crate::lesson::builtin::LESSONS
                .iter()
                .find(|(n, _)| n == name)
                .unwrap();
            let en: Value = serde_yaml::from_str(en_text).unwrap();
            let tr: Value = serde_yaml::from_str(tr_text).unwrap();
            let mut pairs = vec![];
            for key in ["title", "summary"] {
                if let Some(t) = tr.get(key) {
                    pairs.push((key.to_string(), text(&en[key]), text(t)));
                }
            }
            let steps = tr["steps"].as_sequence().unwrap();
            for (i, (s, t)) in en["steps"]
                .as_sequence()
                .unwrap()
                .iter()
                .zip(steps)
                .enumerate()
            {
                let (kind, body) = s.as_mapping().unwrap().iter().next().unwrap();
                let (_, body_tr) = t.as_mapping().unwrap().iter().next().unwrap();
                match body_tr {
                    Value::String(t) => {
                        pairs.push((format!("step {}", i + 1), text(body), t.clone()))
                    }
                    Value::Mapping(m) => {
                        for (k, v) in m {
                            pairs.push((
                                format!("step {} {kind:?} {k:?}", i + 1),
                                text(&body[k]),
                                text(v),
                            ));
                        }
                    }
                    _ => {}
                }
            }
            for (at, e, t) in pairs {
                assert_eq!(
                    compare(&e, &t, Lang::EN, lang),
                    Ok(()),
                    "{code}/{name} {at}"
                );
            }
        }
    }
}
