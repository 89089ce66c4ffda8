//! Text the core writes for people: the terminal escaper (every text from
//! a user or a lesson goes through [`escape`] before it reaches a
//! terminal), user input quoted in an error message, cut to a short line
//! ([`shown_text`], [`cut_quotes`]), and counts with thousands separated
//! ([`count`]), and what a student typed with a Chinese or Japanese input
//! method in full-width mode read as the ASCII it stands for
//! ([`halfwidth`]), and a typed word without its accents ([`fold`]).
//! `parse` and `render` re-export the escaper.

/// Thousands separated by commas: `1,234,567`.
pub fn count(n: u64) -> String {
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

/// Full-width forms read as ASCII: `１６` is 16, `１ ２ ３／４ ０ ５` a board,
/// `ＵＬＤ` moves, with the ideographic space (U+3000) a space and the
/// ideographic comma `、` a comma. A Chinese input method in full-width
/// mode types these; every other character is left as it is (so an error
/// still quotes what is not a number). The interactive lesson page's
/// script reads answers the same way (`halfwidth` in its page.js).
pub fn halfwidth(text: &str) -> std::borrow::Cow<'_, str> {
    let wide = |c: char| matches!(c, '\u{FF01}'..='\u{FF5E}' | '\u{3000}' | '\u{3001}');
    if !text.chars().any(wide) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{3000}' => ' ',
            '\u{3001}' => ',',
            _ => c,
        })
        .collect()
}

/// A word as an answer is compared: lower case, without accents or other
/// combining marks (Unicode's canonical decomposition, the marks dropped)
/// and with `đ` as `d`. A Vietnamese student who types `co`, `khong`,
/// `chan` or `le` without an input method means `có`, `không`, `chẵn`,
/// `lẻ`; a keyboard that sends `ó` as `o` and a combining accent is read
/// alike. The interactive lesson page's script folds the same way (`fold`
/// in its page.js).
pub fn fold(word: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::is_combining_mark;
    word.to_lowercase()
        .nfd()
        .filter(|&c| !is_combining_mark(c))
        .map(|c| if c == 'đ' { 'd' } else { c })
        .collect()
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
pub const MAX_SHOWN: usize = 80;

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
        // Nothing else changes: Chinese words, other scripts, ASCII.
        assert_eq!(halfwidth("是 không 16 ၁၆"), "是 không 16 ၁၆");
        assert!(matches!(halfwidth("16"), std::borrow::Cow::Borrowed(_)));
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
}
