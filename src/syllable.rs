//! Where a line may break in text written without spaces between words:
//! between the syllables of the Myanmar script.
//!
//! Burmese (like the other languages written in the Myanmar script) puts
//! spaces between phrases, not words, and a phrase may be longer than a
//! line. Unicode's line-breaking rules leave such text to a dictionary or
//! a model of the language (its characters are of the class SA, "complex
//! context"); without one, as in textwrap's default build, a whole phrase
//! is one unbreakable word (measured: `ပဟေဠိ၏အကွက်များကို…` came back as
//! one word of 70 columns). Breaking between syllables is what Burmese
//! typesetting does without a dictionary, and a syllable is found by a
//! rule on the characters alone, the one published Myanmar syllable
//! segmenters use (for example Ye Kyaw Thu's sylbreak): a syllable starts
//!
//! - at a consonant, unless it is stacked under the one before (it follows
//!   the virama `္`, U+1039) or it closes the syllable before (it is
//!   followed by the asat `်`, U+103A, or by the virama, possibly after
//!   the dot below `့`, U+1037, which Unicode orders before the asat);
//! - at an independent vowel (`ဣ ဤ ဥ ဦ ဧ ဩ ဪ`), the great sa `ဿ` and the
//!   independent symbols `၌ ၍ ၎ ၏`;
//! - at the first digit of a number (`၁၆` is one unit);
//!
//! and everything else (vowel signs, medials, the asat, tone marks,
//! stacked consonants, the punctuation `၊ ။`) belongs to the syllable
//! before it. So `မင်္ဂလာ` is `မင်္ဂ|လာ` (the kinzi), `ကျွန်ုပ်` one
//! syllable, and a line never starts with a vowel sign or `။`.
//!
//! [`breaks`] gives the places inside a run of Myanmar characters; a space,
//! and the rules of Unicode for every other script, give the rest.

/// A character of the Myanmar script (the Myanmar block and its two
/// extensions).
pub(crate) fn is_myanmar(c: char) -> bool {
    matches!(c, '\u{1000}'..='\u{109f}' | '\u{a9e0}'..='\u{a9ff}' | '\u{aa60}'..='\u{aa7f}')
}

/// A letter that can head a syllable: a consonant (Burmese, and the
/// letters the block adds for Pali, Mon, Shan and Karen), an independent
/// vowel, the great sa, an independent symbol.
fn is_head(c: char) -> bool {
    matches!(c,
        '\u{1000}'..='\u{102a}'
            | '\u{103f}'
            | '\u{104c}'..='\u{104f}'
            | '\u{1050}'..='\u{1055}'
            | '\u{105a}'..='\u{105d}'
            | '\u{1061}'
            | '\u{1065}'..='\u{1066}'
            | '\u{106e}'..='\u{1070}'
            | '\u{1075}'..='\u{1081}'
            | '\u{108e}'
            | '\u{a9e0}'..='\u{a9e4}'
            | '\u{a9e7}'..='\u{a9ef}'
            | '\u{a9fa}'..='\u{a9fe}'
            | '\u{aa60}'..='\u{aa76}'
            | '\u{aa7a}')
}

fn is_digit(c: char) -> bool {
    matches!(c, '\u{1040}'..='\u{1049}' | '\u{1090}'..='\u{1099}' | '\u{a9f0}'..='\u{a9f9}')
}

const VIRAMA: char = '\u{1039}';
const ASAT: char = '\u{103a}';
const DOT_BELOW: char = '\u{1037}';

/// Whether a syllable starts at `chars[i]` (by the rule of the module).
fn starts(chars: &[char], i: usize) -> bool {
    let c = chars[i];
    if is_digit(c) {
        return !chars[..i].last().is_some_and(|&p| is_digit(p));
    }
    if !is_head(c) {
        return false;
    }
    if i > 0 && chars[i - 1] == VIRAMA {
        return false;
    }
    let mut next = chars[i + 1..].iter().copied();
    let after = match next.next() {
        Some(DOT_BELOW) => next.next(),
        other => other,
    };
    !matches!(after, Some(ASAT | VIRAMA))
}

/// The byte offsets in `text` where a line may break between two
/// syllables: where a syllable starts right after another Myanmar
/// character (never at the start of a run of Myanmar text, whose break, if
/// any, is the space or the rule of the script before it).
pub fn breaks(text: &str) -> Vec<usize> {
    if text.is_ascii() {
        return Vec::new();
    }
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let only: Vec<char> = chars.iter().map(|&(_, c)| c).collect();
    (1..chars.len())
        .filter(|&i| is_myanmar(only[i - 1]) && is_myanmar(only[i]) && starts(&only, i))
        .map(|i| chars[i].0)
        .collect()
}

/// The syllables of a text (and the text between them): `text` cut at
/// [`breaks`].
#[cfg(test)]
pub(crate) fn split(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut from = 0;
    for at in breaks(text) {
        out.push(&text[from..at]);
        from = at;
    }
    out.push(&text[from..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn syllables(text: &str) -> String {
        split(text).join("|")
    }

    #[test]
    fn syllables_of_plain_burmese() {
        assert_eq!(syllables("မြန်မာ"), "မြန်|မာ");
        assert_eq!(syllables("ပြောင်းပြန်"), "ပြောင်း|ပြန်");
        assert_eq!(syllables("ဖြေရှင်းနိုင်သည်။"), "ဖြေ|ရှင်း|နိုင်|သည်။");
        assert_eq!(syllables("ကျွန်ုပ်"), "ကျွန်ုပ်");
        // The dot below before the asat (Unicode's order): one syllable.
        assert_eq!(syllables("သည့်အတွက်"), "သည့်|အ|တွက်");
    }

    #[test]
    fn kinzi_stacks_and_independent_letters() {
        // Kinzi (င်္) and a stacked consonant (္) stay with their syllable.
        assert_eq!(syllables("မင်္ဂလာ"), "မင်္ဂ|လာ");
        assert_eq!(syllables("ကမ္ဘာ"), "ကမ္ဘာ");
        assert_eq!(syllables("ဦးဆောင်"), "ဦး|ဆောင်");
        assert_eq!(syllables("ဤပုစ္ဆာ"), "ဤ|ပုစ္ဆာ");
        assert_eq!(syllables("လူ၏"), "လူ|၏");
    }

    #[test]
    fn numbers_spaces_and_other_scripts() {
        // A number is one unit; a space and other scripts are not broken here.
        assert_eq!(syllables("အကွက်၁၆ခု"), "အ|ကွက်|၁၆|ခု");
        assert_eq!(syllables("ဟုတ် no"), "ဟုတ် no");
        assert_eq!(syllables("(inversion)ပြောင်း"), "(inversion)ပြောင်း");
        assert!(breaks("plain ASCII text").is_empty());
        assert!(breaks("逆序数").is_empty());
        // Nothing is lost or added.
        let t = "ပဟေဠိ၏အကွက်များကိုရွှေ့ရာတွင် ပြောင်းပြန်အရေအတွက်";
        assert_eq!(split(t).concat(), t);
        // A line never starts with a mark, the asat or the punctuation.
        for piece in split(t).iter().skip(1) {
            let first = piece.chars().next().unwrap();
            assert!(is_head(first) || first == ' ', "{piece}");
        }
    }
}
