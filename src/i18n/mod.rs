//! The tool's own words in the student's language: a message catalogue in
//! Project Fluent's format (`i18n/LANG/*.ftl`, embedded in the binary),
//! English the source and the fallback of every message.
//!
//! The language is chosen once by the binary ([`set`]: `--lang`, else the
//! locale, else English); code that writes words asks for a message by its
//! id with [`t!`](crate::t):
//!
//! ```
//! use npuzzle::i18n::{self, Lang};
//! let said = i18n::scoped(Lang::En, || npuzzle::t!("i18n-example", count = 3));
//! assert_eq!(said, "3 inversions");
//! let said = i18n::scoped(Lang::Vi, || npuzzle::t!("i18n-example", count = 12345));
//! assert_eq!(said, "12.345 nghịch thế");
//! ```
//!
//! Numbers are formatted by the catalogue (the thousands separator of the
//! language: `12,345` in English and Chinese, `12.345` in Vietnamese), and
//! plurals are chosen by the language's plural rules (Fluent's selectors),
//! never by hand. Every id used by the code must have an English message,
//! and every message must have a Vietnamese and a Chinese one
//! (`tests/suite/i18n.rs` lists what is missing). A message missing in the
//! chosen language falls back to English, so a new language (Burmese is
//! the next) can be added a file at a time (`docs/src/translating.md`).
//!
//! JSON keys and values, DOT/Mermaid/SVG identifiers and exit codes never
//! go through the catalogue: they are the same in every language.

mod catalogue;

pub use catalogue::{FILES, source};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language the tool speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    En,
    Vi,
    Zh,
}

impl Lang {
    /// Every language, English (the source) first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Vi, Lang::Zh];

    /// The code used by `--lang`, lesson files and the catalogue's folders.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
            Lang::Zh => "zh",
        }
    }

    /// The language's own name for itself.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Vi => "Tiếng Việt",
            Lang::Zh => "简体中文",
        }
    }

    /// A language from a code or a locale name: `vi`, `zh`, `en`, `vi_VN.UTF-8`,
    /// `zh-Hans-CN`, `en_GB`; `None` for a language the tool does not speak.
    /// `C` and `POSIX` (the locale of no language) are English.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        if code == "C" || code == "POSIX" || code.starts_with("C.") {
            return Some(Lang::En);
        }
        let base = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match base.as_str() {
            "en" => Some(Lang::En),
            "vi" => Some(Lang::Vi),
            // Simplified Chinese; a Traditional locale (zh_TW, zh-Hant) is
            // still closer to it than to English.
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// How the language was chosen, for the one warning line of an unknown one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// A language the tool speaks.
    Known(Lang),
    /// Asked for (by `--lang` or the locale) but not spoken: English, with
    /// the name that was asked for.
    Unknown(String),
}

/// The language asked for: `flag` (the value of `--lang`) when given, else
/// the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`, read by sys-locale), else
/// English. An unknown locale is English without a warning when it came
/// from the environment and `C`/`POSIX`; any other unknown name is
/// [`Choice::Unknown`], which the binary reports in one line.
#[cfg(feature = "cli")]
pub fn choose(flag: Option<&str>) -> Choice {
    if let Some(code) = flag {
        return match Lang::from_code(code) {
            Some(l) => Choice::Known(l),
            None => Choice::Unknown(code.to_string()),
        };
    }
    // The POSIX order: LC_ALL overrides LC_MESSAGES, which overrides LANG;
    // an empty variable counts as unset. sys-locale reads the same
    // variables (and the system's setting where there are none).
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(v) = std::env::var(var)
            && !v.is_empty()
        {
            return match Lang::from_code(&v) {
                Some(l) => Choice::Known(l),
                None => Choice::Unknown(v),
            };
        }
    }
    match sys_locale::get_locale() {
        Some(v) => Lang::from_code(&v).map_or(Choice::Known(Lang::En), Choice::Known),
        None => Choice::Known(Lang::En),
    }
}

static GLOBAL: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static LOCAL: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Set the language of the whole process (the binary does it once).
pub fn set(lang: Lang) {
    GLOBAL.store(lang.index() as u8, Ordering::Relaxed);
}

/// The language words are written in now: the one of [`scoped`] on this
/// thread, else the process's.
pub fn current() -> Lang {
    LOCAL.with(|l| l.get()).unwrap_or_else(|| {
        let i = GLOBAL.load(Ordering::Relaxed) as usize;
        Lang::ALL.get(i).copied().unwrap_or(Lang::En)
    })
}

/// Run `f` with `lang` as this thread's language (tests, and a page
/// rendered in another language than the process's).
pub fn scoped<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            LOCAL.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(LOCAL.with(|l| l.replace(Some(lang))));
    f()
}

/// One argument of a message.
pub enum Arg {
    Number(f64),
    Text(String),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Arg {
                Arg::Number(*n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

/// A message of the catalogue by its id, with named arguments:
/// `t!("lesson-correct")`, `t!("inversions-total", count = n, board = text)`.
/// Numbers become Fluent numbers (formatted and pluralised by the
/// language); anything else that is text (`&str`, `String`, `char`) is
/// inserted as it is. The id must be a literal, so that the test of the
/// catalogue finds every id the code uses.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::message($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message(
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// The message `id` in the current language (English when the language
/// has none; the id itself, in brackets, when English has none either,
/// which the catalogue's test forbids).
pub fn message(id: &str, args: &[(&str, Arg)]) -> String {
    message_in(current(), id, args)
}

/// The message `id` in `lang`, falling back to English.
pub fn message_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    for l in [lang, Lang::En] {
        let bundle = bundle(l);
        if let Some(msg) = bundle.get_message(id)
            && let Some(pattern) = msg.value()
        {
            let mut fargs = FluentArgs::new();
            for (name, value) in args {
                match value {
                    Arg::Number(n) => fargs.set(*name, FluentValue::from(*n)),
                    Arg::Text(s) => fargs.set(*name, FluentValue::from(s.as_str())),
                }
            }
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fargs), &mut errors)
                .into_owned();
        }
    }
    format!("[{id}]")
}

/// Whether `lang`'s own catalogue (not the fallback) has `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// A number as the language writes it: `2,735,150,056` in English and
/// Chinese, `2.735.150.056` in Vietnamese (the same formatting as the
/// catalogue's `{ $n }`).
pub fn number(n: u64) -> String {
    group(&n.to_string(), separators(current()))
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    BUNDLES[lang.index()].get_or_init(|| build(lang))
}

fn build(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a valid language code");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the words go to
    // terminals and files, not to a bidirectional layout engine.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => format_en,
        Lang::Vi => format_vi,
        Lang::Zh => format_zh,
    }));
    let _ = bundle.add_builtins();
    for (file, text) in FILES
        .iter()
        .filter(|(file, _)| file.starts_with(lang.code()))
    {
        // A file that does not parse keeps its good messages; the
        // catalogue's test fails on any error.
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        if bundle.add_resource(resource).is_err() {
            debug_assert!(false, "{file}: a message is defined twice");
        }
    }
    bundle
}

/// The thousands and decimal separators of a language.
fn separators(lang: Lang) -> (char, char) {
    match lang {
        Lang::Vi => ('.', ','),
        Lang::En | Lang::Zh => (',', '.'),
    }
}

fn format_en<M>(v: &FluentValue, _: &M) -> Option<String> {
    format_number(v, separators(Lang::En))
}
fn format_vi<M>(v: &FluentValue, _: &M) -> Option<String> {
    format_number(v, separators(Lang::Vi))
}
fn format_zh<M>(v: &FluentValue, _: &M) -> Option<String> {
    format_number(v, separators(Lang::Zh))
}

fn format_number(v: &FluentValue, (thousands, decimal): (char, char)) -> Option<String> {
    let FluentValue::Number(n) = v else {
        return None;
    };
    let plain = n.as_string().into_owned();
    let (int, frac) = match plain.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (plain.as_str(), None),
    };
    let (sign, digits) = match int.strip_prefix('-') {
        Some(d) => ("-", d),
        None => ("", int),
    };
    let grouped = if n.options.use_grouping {
        group(digits, (thousands, decimal))
    } else {
        digits.to_string()
    };
    Some(match frac {
        Some(f) => format!("{sign}{grouped}{decimal}{f}"),
        None => format!("{sign}{grouped}"),
    })
}

/// Digits grouped by three from the right.
fn group(digits: &str, (thousands, _): (char, char)) -> String {
    let mut out = String::new();
    let len = digits.chars().count();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (len - i).is_multiple_of(3) {
            out.push(thousands);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_locales() {
        assert_eq!(Lang::from_code("vi_VN.UTF-8"), Some(Lang::Vi));
        assert_eq!(Lang::from_code("zh-Hans-CN"), Some(Lang::Zh));
        assert_eq!(Lang::from_code("en_GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("C.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_code("POSIX"), Some(Lang::En));
        assert_eq!(Lang::from_code("my_MM"), None);
        assert_eq!(Lang::from_code("fr"), None);
    }

    #[test]
    fn numbers_and_plurals_come_from_the_catalogue() {
        assert_eq!(
            scoped(Lang::En, || crate::t!("i18n-example", count = 1)),
            "1 inversion"
        );
        assert_eq!(
            scoped(Lang::En, || crate::t!(
                "i18n-example",
                count = 2735150056u64
            )),
            "2,735,150,056 inversions"
        );
        assert_eq!(
            scoped(Lang::Vi, || crate::t!(
                "i18n-example",
                count = 2735150056u64
            )),
            "2.735.150.056 nghịch thế"
        );
        assert_eq!(
            scoped(Lang::Zh, || crate::t!("i18n-example", count = 1)),
            "1 个逆序"
        );
        assert_eq!(scoped(Lang::Vi, || number(1234567)), "1.234.567");
        assert_eq!(scoped(Lang::En, || number(999)), "999");
    }

    #[test]
    fn a_missing_message_falls_back_to_english() {
        // Only English has it: the test of the fallback itself.
        assert_eq!(
            scoped(Lang::Zh, || crate::t!("i18n-fallback-example")),
            "only in English"
        );
        assert!(!has(Lang::Zh, "i18n-fallback-example"));
    }

    #[test]
    fn scoped_restores_the_language() {
        let before = current();
        scoped(Lang::Vi, || {
            assert_eq!(current(), Lang::Vi);
            scoped(Lang::Zh, || assert_eq!(current(), Lang::Zh));
            assert_eq!(current(), Lang::Vi);
        });
        assert_eq!(current(), before);
    }
}
