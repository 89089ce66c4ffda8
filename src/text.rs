//! Text the core writes for people: the terminal escaper (every text from
//! a user or a lesson goes through [`escape`] before it reaches a
//! terminal), user input quoted in an error message, cut to a short line
//! ([`shown_text`], [`cut_quotes`]), and counts with thousands separated
//! ([`count`]), and what a student typed with a Chinese or Japanese input
//! method in full-width mode, or in the digits of their script (Myanmar
//! `၁၆`), read as the ASCII it stands for ([`halfwidth`], [`digit`]), and a
//! typed word without its accents ([`fold`]).
//! `parse` and `render` re-export the escaper.

/// Thousands separated by commas: `1,234,567`.
pub(crate) fn count(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Full-width forms and the decimal digits of every script read as ASCII:
/// `１６` and `၁၆` (Myanmar) are 16, `１ ２ ３／４ ０ ５` a board, `ＵＬＤ`
/// moves, with the ideographic space (U+3000) a space and the ideographic
/// comma `、` a comma. A Chinese input method in full-width mode types
/// these, a Burmese keyboard its own digits (as do Arabic, Bengali, Thai,
/// Devanagari ones: any character Unicode calls a decimal digit, see
/// [`digit`]); every other character is left as it is (so an error still
/// quotes what is not a number), and each character becomes one, so places
/// in the text stay right. The interactive lesson page's script reads
/// answers the same way (`halfwidth` in its page.js).
pub fn halfwidth(text: &str) -> std::borrow::Cow<'_, str> {
    let wide = |c: char| matches!(c, '\u{FF01}'..='\u{FF5E}' | '\u{3000}' | '\u{3001}');
    let changes = |c: char| !c.is_ascii() && (wide(c) || digit(c).is_some());
    if text.is_ascii() || !text.chars().any(changes) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{3000}' => ' ',
            '\u{3001}' => ',',
            c if !c.is_ascii() => match digit(c) {
                Some(d) => char::from(b'0' + d as u8),
                None => c,
            },
            _ => c,
        })
        .collect()
}

/// The value of a decimal digit of any script: `7`, Myanmar `၇`, Shan
/// `႗`, Arabic-Indic `٧`, Devanagari `७`, full-width `７` (Unicode's
/// General_Category Nd, from ICU4X's tables). Unicode assigns every
/// script's decimal digits as runs of ten consecutive code points, zero to
/// nine (a stability guarantee), so a digit's value is its distance from
/// the start of its run of Nd characters, modulo ten (some runs of ten
/// follow one another: the mathematical digits). Not a digit: superscripts
/// (`²`), circled numbers, fractions, Roman numerals (`None`).
pub(crate) fn digit(c: char) -> Option<u32> {
    if c.is_ascii() {
        return c.to_digit(10);
    }
    use icu_properties::CodePointMapData;
    use icu_properties::props::GeneralCategory;
    let gc = CodePointMapData::<GeneralCategory>::new();
    let is_digit = |c: char| gc.get(c) == GeneralCategory::DecimalNumber;
    if !is_digit(c) {
        return None;
    }
    let mut start = c as u32;
    while let Some(prev) = start.checked_sub(1).and_then(char::from_u32) {
        if !is_digit(prev) {
            break;
        }
        start -= 1;
    }
    Some((c as u32 - start) % 10)
}

/// A word as an answer is compared: lower case, without accents (the
/// combining diacritical marks that Latin, Greek and Cyrillic letters take,
/// after Unicode's canonical decomposition), with `đ` as `d` and without
/// zero-width spaces and joiners. A Vietnamese student who types `co`,
/// `khong`, `chan` or `le` without an input method means `có`, `không`,
/// `chẵn`, `lẻ`; a keyboard that sends `ó` as `o` and a combining accent is
/// read alike. The marks of other scripts are letters of the word, not
/// accents, and stay: Burmese `ဟုတ်` (yes) without its vowel sign and asat
/// would be another word, so a Burmese word is compared in its canonical
/// order only (the dot below `့` and the asat `်` typed in either order
/// are the same word). The interactive lesson page's script folds the same
/// way (`fold` in its page.js).
pub(crate) fn fold(word: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    word.to_lowercase()
        .nfd()
        .filter(|&c| !is_accent(c) && !matches!(c, '\u{200b}'..='\u{200d}' | '\u{feff}'))
        .map(|c| if c == 'đ' { 'd' } else { c })
        .collect()
}

/// A combining diacritical mark: the blocks of accents shared by the Latin,
/// Greek and Cyrillic scripts (U+0300–036F and their supplements and
/// extensions), not the vowel signs and other marks of a script's own block.
fn is_accent(c: char) -> bool {
    matches!(c,
        '\u{0300}'..='\u{036f}'
            | '\u{1ab0}'..='\u{1aff}'
            | '\u{1dc0}'..='\u{1dff}'
            | '\u{20d0}'..='\u{20ff}'
            | '\u{fe20}'..='\u{fe2f}')
}

/// User text quoted in an error: escaped, and cut to 40 characters so that
/// a huge token still gives a short line.
pub fn shown_text(text: &str) -> String {
    let escaped = escape(text);
    if escaped.chars().count() <= MAX_SHOWN {
        escaped
    } else {
        // Never a 49 KB error line: the start, an ellipsis, the length.
        let head: String = escaped.chars().take(MAX_SHOWN - 8).collect();
        format!("{head}… ({} characters)", text.chars().count())
    }
}

/// Text already escaped, cut to [`MAX_SHOWN`] characters like
/// [`shown_text`].
pub fn cut(text: &str) -> String {
    let n = text.chars().count();
    if n <= MAX_SHOWN || already_cut(text) {
        text.to_string()
    } else {
        let head: String = text.chars().take(MAX_SHOWN - 8).collect();
        format!("{head}… ({n} characters)")
    }
}

/// Whether `text` is already cut (`HEAD… (N characters)`, HEAD short).
fn already_cut(text: &str) -> bool {
    let Some(rest) = text.strip_suffix(" characters)") else {
        return false;
    };
    let Some((head, count)) = rest.rsplit_once("… (") else {
        return false;
    };
    head.chars().count() <= MAX_SHOWN && count.bytes().all(|b| b.is_ascii_digit())
}

/// A message with every quoted excerpt (between backticks or double
/// quotes, as serde and npuzzle quote values) longer than [`MAX_SHOWN`]
/// characters cut like [`shown_text`]: an error never quotes a whole file.
pub fn cut_quotes(message: &str) -> String {
    let chars: Vec<char> = message.chars().collect();
    let mut out = String::with_capacity(message.len().min(4096));
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '`' || c == '"' {
            // The closing quote, or the end of the message.
            let end = chars[i + 1..]
                .iter()
                .position(|&d| d == c)
                .map_or(chars.len(), |p| i + 1 + p);
            let inner: String = chars[i + 1..end].iter().collect();
            out.push(c);
            out.push_str(&cut(&inner));
            if end < chars.len() {
                out.push(c);
            }
            i = end + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The most characters of someone's input an error message quotes.
pub(crate) const MAX_SHOWN: usize = 80;

/// Escape control characters (and anything non-printable) so that text from
/// a user or a lesson can never drive the terminal.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() || is_invisible_format(c) => {
                out.push_str(&format!("\\u{{{:x}}}", c as u32))
            }
            c => out.push(c),
        }
    }
    out
}

/// Invisible formatting characters that can reorder or hide text on a
/// terminal (bidirectional overrides, zero-width characters, BOM).
fn is_invisible_format(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{61c}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2069}'
            | '\u{feff}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1000), "1,000");
        assert_eq!(count(181_440), "181,440");
        assert_eq!(count(1_234_567), "1,234,567");
    }

    #[test]
    fn full_width_forms_read_as_ascii() {
        assert_eq!(halfwidth("１６"), "16");
        assert_eq!(halfwidth("－２"), "-2");
        assert_eq!(halfwidth("１　２　３／４　０　５"), "1 2 3/4 0 5");
        assert_eq!(halfwidth("［１，２］、３"), "[1,2],3");
        assert_eq!(halfwidth("ｕｌｄ Ｙｅｓ"), "uld Yes");
        // Nothing else changes: Chinese words, other scripts' letters, ASCII.
        assert_eq!(halfwidth("是 không 16 မြန်မာ"), "是 không 16 မြန်မာ");
        assert!(matches!(halfwidth("16"), std::borrow::Cow::Borrowed(_)));
        assert!(matches!(
            halfwidth("မြန်မာ ²"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn the_digits_of_every_script_read_as_ascii() {
        // Myanmar, as a Burmese keyboard types a board and a count.
        assert_eq!(halfwidth("၁၆"), "16");
        assert_eq!(halfwidth("၇ ၂ ၄/၅ ၀ ၆/၈ ၃ ၁"), "7 2 4/5 0 6/8 3 1");
        assert_eq!(halfwidth("၃x၃"), "3x3");
        // Shan digits (their own run in the Myanmar block), Arabic-Indic,
        // Devanagari, Thai, and a mathematical bold digit (a run of ten
        // right after another run of ten).
        assert_eq!(halfwidth("႑႒႓"), "123");
        assert_eq!(halfwidth("٠١٢٣٤٥٦٧٨٩"), "0123456789");
        assert_eq!(halfwidth("७"), "7");
        assert_eq!(halfwidth("๙"), "9");
        assert_eq!(halfwidth("\u{1d7d7}\u{1d7e1}"), "99");
        for (k, c) in ('\u{1040}'..='\u{1049}').enumerate() {
            assert_eq!(digit(c), Some(k as u32), "{c}");
        }
        // Numbers that are not decimal digits are not read as one.
        for c in ['²', '½', '①', 'Ⅻ', '၊', 'က'] {
            assert_eq!(digit(c), None, "{c}");
        }
    }

    #[test]
    fn words_are_compared_without_accents() {
        assert_eq!(fold("Có"), "co");
        assert_eq!(fold("KHÔNG"), "khong");
        assert_eq!(fold("chẵn"), "chan");
        assert_eq!(fold("lẻ"), "le");
        assert_eq!(fold("đúng"), "dung");
        // `ó` sent as `o` and U+0301.
        assert_eq!(fold("co\u{301}"), "co");
        assert_eq!(fold("是"), "是");
        assert_eq!(fold("yes"), "yes");
    }

    #[test]
    fn burmese_marks_are_letters_not_accents() {
        // ဟုတ် (yes) and မဟုတ် (no) keep their vowel sign and asat: without
        // them `ဟတ` would be read as either.
        assert_eq!(fold("ဟုတ်"), "ဟုတ်");
        assert_ne!(fold("ဟုတ်"), fold("ဟတ"));
        assert_ne!(fold("စုံ"), fold("စ"));
        // The dot below and the asat typed in either order, and a
        // zero-width space a keyboard put in, are the same word.
        assert_eq!(fold("မြန့်"), fold("မြန့််".replace("််", "်").as_str()));
        assert_eq!(
            fold("\u{1014}\u{103a}\u{1037}"),
            fold("\u{1014}\u{1037}\u{103a}")
        );
        assert_eq!(fold("ဟုတ်\u{200b}"), fold("ဟုတ်"));
        // Other scripts' marks too: Hindi, Thai.
        assert_ne!(fold("हाँ"), fold("ह"));
        assert_ne!(fold("ใช่"), fold("ใช"));
    }
}
