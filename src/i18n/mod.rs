//! The tool's own words in the student's language: a message catalogue in
//! Project Fluent's format (`i18n/LANG/*.ftl`, embedded in the binary),
//! English the source and the fallback of every message.
//!
//! The binary chooses the language ([`choose`]: `--lang`, else the
//! environment, else English); code that writes words asks for a message by
//! its id, in a language it is given, with [`t!`](crate::t):
//!
//! ```
//! use npuzzle::i18n::Lang;
//! assert_eq!(npuzzle::t!(Lang::EN; "i18n-example", count = 3), "3 inversions");
//! let vi = Lang::from_code("vi").unwrap();
//! assert_eq!(npuzzle::t!(vi; "i18n-example", count = 12345), "12.345 nghịch thế");
//! ```
//!
//! The languages are the folders of `i18n/` (see [`Lang`]); what the code
//! needs of each is in its `language.ftl`.
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

/// A language the tool speaks: one folder of the catalogue, `i18n/LANG/`.
/// The languages are the catalogue's folders (English, the source, first;
/// the others by code), and what the code needs to know of each (its name,
/// how it writes numbers, whether it puts spaces between words) is read
/// from its own `language.ftl`: a new language is files, not code.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lang(u8);

/// What the code reads of a language from its `language.ftl`.
struct Spoken {
    code: &'static str,
    native_name: String,
    thousands: String,
    decimal: String,
    /// Whether the language separates its words with spaces (Chinese and
    /// Burmese do not: text breaks between characters or syllables).
    spaces: bool,
    /// Whether a sentence keeps English's order of its numbers (Burmese,
    /// verb last, does not): a translation's numbers are then compared
    /// in order, else as a set (`lesson::translate_check`).
    numbers_in_order: bool,
    /// Whether its words for even and odd can be found in a sentence by
    /// their spelling (Burmese's odd, `မ`, is also its "not").
    parity_words_found: bool,
    /// The words that say what a number counts, by what they count
    /// (`language-number-label-*`): `(lesson, "bài học #")`, ...
    number_labels: Vec<(&'static str, String)>,
}

/// What a word next to a number may say it counts (the settings
/// `language-number-label-KIND` of `language.ftl`); `none` lists words
/// that look like one of these but do not label the number.
pub const NUMBER_LABEL_KINDS: [&str; 5] = ["none", "puzzle", "lesson", "depth", "example"];

fn spoken() -> &'static [Spoken] {
    static SPOKEN: OnceLock<Vec<Spoken>> = OnceLock::new();
    SPOKEN.get_or_init(|| {
        let mut codes: Vec<&'static str> = FILES
            .iter()
            .filter_map(|(path, _)| path.split_once('/').map(|(code, _)| code))
            .collect();
        codes.sort_by_key(|c| (*c != "en", *c));
        codes.dedup();
        codes
            .into_iter()
            .map(|code| {
                let fact = |id: &str, default: &str| {
                    setting(code, id).unwrap_or_else(|| default.to_string())
                };
                Spoken {
                    code,
                    native_name: fact("language-native-name", code),
                    thousands: fact("language-thousands-separator", ","),
                    decimal: fact("language-decimal-separator", "."),
                    spaces: fact("language-word-spaces", "yes") != "no",
                    numbers_in_order: fact("language-numbers-in-order", "yes") != "no",
                    parity_words_found: fact("language-parity-words-found", "yes") != "no",
                    number_labels: NUMBER_LABEL_KINDS
                        .into_iter()
                        .flat_map(|kind| {
                            let list = setting(code, &format!("language-number-label-{kind}"))
                                .unwrap_or_default();
                            list.split('|')
                                .map(str::trim)
                                .filter(|t| t.contains('#'))
                                .map(|t| (kind, t.to_string()))
                                .collect::<Vec<_>>()
                        })
                        .collect(),
                }
            })
            .collect()
    })
}

/// A setting of `code`'s `language.ftl` (a message without arguments).
fn setting(code: &str, id: &str) -> Option<String> {
    let text = source(&format!("{code}/language.ftl"))?;
    let resource = FluentResource::try_new(text.to_string()).ok()?;
    let mut bundle = fluent_bundle::FluentBundle::<FluentResource>::new(vec![]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).ok()?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned(),
    )
}

impl Lang {
    /// English: the source of every message and the fallback of any.
    pub const EN: Lang = Lang(0);

    /// Every language, English first.
    pub fn all() -> &'static [Lang] {
        static ALL: OnceLock<Vec<Lang>> = OnceLock::new();
        ALL.get_or_init(|| (0..spoken().len()).map(|i| Lang(i as u8)).collect())
    }

    fn spoken(self) -> &'static Spoken {
        &spoken()[self.0 as usize]
    }

    /// The code used by `--lang`, lesson files and the catalogue's folders.
    pub fn code(self) -> &'static str {
        self.spoken().code
    }

    /// The language's own name for itself.
    pub fn native_name(self) -> &'static str {
        &self.spoken().native_name
    }

    /// Whether the language writes spaces between its words.
    pub fn spaces_words(self) -> bool {
        self.spoken().spaces
    }

    /// Whether a sentence keeps English's order of its numbers (see
    /// `language-numbers-in-order` in `language.ftl`).
    pub fn numbers_in_order(self) -> bool {
        self.spoken().numbers_in_order
    }

    /// Whether its words for even and odd can be found in a sentence by
    /// their spelling (see `language-parity-words-found` in `language.ftl`).
    pub fn parity_words_found(self) -> bool {
        self.spoken().parity_words_found
    }

    /// The words that say what a number counts, each a template with `#`
    /// for the number, by kind ([`NUMBER_LABEL_KINDS`]), in the order of
    /// the kinds (see `language-number-label-*` in `language.ftl`).
    pub fn number_labels(self) -> &'static [(&'static str, String)] {
        &self.spoken().number_labels
    }

    /// A language from a code or a locale name: `vi`, `zh`, `en`, `vi_VN.UTF-8`,
    /// `zh-Hans-CN`, `en_GB`; `None` for a language the tool does not speak.
    /// `C` and `POSIX` (the locale of no language) are English.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        if code == "C" || code == "POSIX" || code.starts_with("C.") {
            return Some(Lang::EN);
        }
        // A Traditional Chinese locale (zh_TW, zh-Hant) is still closer to
        // the Simplified catalogue than to English: the base code decides.
        let base = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::all().iter().copied().find(|l| l.code() == base)
    }

    /// Every language's code, for a message that lists them (`en, vi, zh`).
    pub fn codes() -> String {
        Lang::all()
            .iter()
            .map(|l| l.code())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn index(self) -> usize {
        self.0 as usize
    }

    /// The message `id` in this language, falling back to English: what
    /// `t!(lang; "id", ...)` calls.
    pub fn message(self, id: &str, args: &[(&str, Arg)]) -> String {
        message_in(self, id, args)
    }

    /// A whole number as the language writes it: `2,735,150,056` in
    /// English and Chinese, `2.735.150.056` in Vietnamese.
    pub fn number(self, n: u64) -> String {
        group(&n.to_string(), &self.spoken().thousands)
    }

    /// `x` with `digits` decimals and the language's decimal separator
    /// (`4.217`; Vietnamese `4,217`), never grouped: a decimal and a
    /// thousands separator never look alike in one language.
    pub fn decimal(self, x: f64, digits: usize) -> String {
        let s = format!("{x:.digits$}");
        match s.split_once('.') {
            Some((int, frac)) => format!("{int}{}{frac}", self.spoken().decimal),
            None => s,
        }
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

/// How the language was chosen, for the one warning line of an unknown one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// A language the tool speaks.
    Known(Lang),
    /// Asked for by `--lang` but not spoken: English, with the name that
    /// was asked for (the binary says so in one line).
    Unknown(String),
}

/// The language asked for: `flag` (the value of `--lang`) when given, else
/// the first language the tool speaks in the environment's list, else
/// English. The environment is read as GNU gettext reads it: `LANGUAGE`
/// (a list, `vi:zh:en`) unless the locale is `C`, then `LC_ALL`,
/// `LC_MESSAGES`, `LANG`, then the system's setting (sys-locale). A locale
/// the tool has no catalogue for (`de_DE.UTF-8`) is English without a
/// word; only an unknown `--lang` is [`Choice::Unknown`].
#[cfg(feature = "cli")]
pub fn choose(flag: Option<&str>) -> Choice {
    if let Some(code) = flag {
        return match Lang::from_code(code) {
            Some(l) => Choice::Known(l),
            None => Choice::Unknown(code.to_string()),
        };
    }
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    Choice::Known(from_environment(
        var("LANGUAGE"),
        ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(var),
        sys_locale::get_locale,
    ))
}

/// [`choose`]'s reading of the environment, given its values.
#[cfg(feature = "cli")]
fn from_environment(
    language: Option<String>,
    locale: Option<String>,
    system: impl FnOnce() -> Option<String>,
) -> Lang {
    let locale = locale.or_else(system);
    let c_locale = locale
        .as_deref()
        .is_some_and(|l| Lang::from_code(l) == Some(Lang::EN) && l.starts_with(['C', 'P']));
    if !c_locale
        && let Some(list) = language
        && let Some(l) = list.split(':').find_map(Lang::from_code)
    {
        return l;
    }
    locale
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(Lang::EN)
}

static GLOBAL: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static LOCAL: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Set the language of the whole process: the binary does it once, when
/// it has chosen the language (`--lang`, else the locale), before it
/// parses the command line.
pub fn set(lang: Lang) {
    GLOBAL.store(lang.index() as u8, Ordering::Relaxed);
}

/// The process's language (the one of [`scoped`] on this thread, else
/// the one [`set`] chose), for startup only: clap's help is built from it
/// when the command line is parsed (`cli::help_lang`, `cli::help_examples`),
/// and the manual page and the completions take clap's definitions in
/// English with [`scoped`]. Nothing else reads it: every word is said in
/// a language given as a value (`t!(lang; ...)`, `Msg::say`,
/// `Error::say`; the explorer's WebAssembly ops take their request's),
/// which `tests/suite/architecture.rs` checks.
pub fn current() -> Lang {
    LOCAL.with(|l| l.get()).unwrap_or_else(|| {
        let i = GLOBAL.load(Ordering::Relaxed) as usize;
        Lang::all().get(i).copied().unwrap_or(Lang::EN)
    })
}

/// Run `f` with `lang` as this thread's language, as [`current`] reads
/// it (clap's definitions in English for the manual page and the
/// completions).
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
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
    /// A message said in the same language as the one it is inside
    /// (`the rule: { $rule }`, the rule a message of its own).
    Msg(Box<Msg>),
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

impl From<&Msg> for Arg {
    fn from(m: &Msg) -> Arg {
        Arg::Msg(Box::new(m.clone()))
    }
}

/// A message as data: its catalogue id and its arguments, said in a
/// language only where words are written ([`Msg::say`]). The core returns
/// these instead of sentences, so that the language is chosen in one
/// layer; made with [`msg!`](crate::msg). A `Msg` serialises as its
/// English (JSON is English by construction).
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message; prefer [`msg!`](crate::msg), whose id the catalogue's
    /// test can find.
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Msg {
        Msg { id, args }
    }

    /// The catalogue id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The argument `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The message in `lang` (English where `lang` has no such message).
    pub fn say(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg)> = self.args.iter().map(|(n, a)| (*n, a.clone())).collect();
        message_in(lang, self.id, &args)
    }

    /// The message in English: what JSON and logs carry.
    pub fn english(&self) -> String {
        self.say(Lang::EN)
    }
}

impl serde::Serialize for Msg {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.english())
    }
}

impl Eq for Msg {}
impl Eq for Arg {}

/// Words the core returns for a person to read: a catalogue message, or
/// text that came from elsewhere already made (a file system's error).
/// Said in a language where it is printed ([`Words::say`]); `Display` and
/// the serialisation are its English (for logs, debugging and JSON).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Words {
    Text(String),
    Msg(Msg),
}

impl Words {
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Words::Text(t) => t.clone(),
            Words::Msg(m) => m.say(lang),
        }
    }
}

impl From<Msg> for Words {
    fn from(m: Msg) -> Words {
        Words::Msg(m)
    }
}

impl From<String> for Words {
    fn from(t: String) -> Words {
        Words::Text(t)
    }
}

impl From<&str> for Words {
    fn from(t: &str) -> Words {
        Words::Text(t.to_string())
    }
}

impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::EN))
    }
}

impl serde::Serialize for Words {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.say(Lang::EN))
    }
}

/// A message as data, [`Msg`], with named arguments:
/// `msg!("search-stop-nodes", limit = n)`. Like [`t!`](crate::t) without a
/// language: the words are chosen where the message is said.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $crate::i18n::Msg::new($id, Vec::new())
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Msg::new(
            $id,
            vec![$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
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

impl From<Words> for Arg {
    fn from(w: Words) -> Arg {
        match w {
            Words::Text(t) => Arg::Text(t),
            Words::Msg(m) => Arg::Msg(Box::new(m)),
        }
    }
}

impl From<&Words> for Arg {
    fn from(w: &Words) -> Arg {
        w.clone().into()
    }
}

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

/// A message of the catalogue by its id, with named arguments, in the
/// language given first: `t!(lang; "lesson-correct")`,
/// `t!(lang; "inversions-total", count = n, board = text)`.
/// Numbers become Fluent numbers (formatted and pluralised by the
/// language); anything else that is text (`&str`, `String`, `char`) is
/// inserted as it is. The id must be a literal, so that the test of the
/// catalogue finds every id the code uses.
///
/// There is no form without a language: words are said in the language
/// their caller was given (`Ctx::lang`, a `Palette`'s), never in the
/// process's.
#[macro_export]
macro_rules! t {
    ($lang:expr; $id:literal) => {
        $crate::i18n::Lang::message($lang, $id, &[])
    };
    ($lang:expr; $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Lang::message(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// The message `id` in `lang`, falling back to English (the id itself,
/// in brackets, when English has none either, which the catalogue's test
/// forbids).
pub fn message_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    for l in [lang, Lang::EN] {
        let bundle = bundle(l);
        if let Some(msg) = bundle.get_message(id)
            && let Some(pattern) = msg.value()
        {
            let mut fargs = FluentArgs::new();
            for (name, value) in args {
                match value {
                    Arg::Number(n) => fargs.set(*name, FluentValue::from(*n)),
                    Arg::Text(s) => fargs.set(*name, FluentValue::from(s.as_str())),
                    Arg::Msg(m) => fargs.set(*name, FluentValue::from(m.say(l))),
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

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<OnceLock<Bundle>>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::all().iter().map(|_| OnceLock::new()).collect())[lang.index()]
        .get_or_init(|| build(lang))
}

fn build(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the words go to
    // terminals and files, not to a bidirectional layout engine.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format_number));
    let _ = bundle.add_builtins();
    let prefix = format!("{}/", lang.code());
    for (file, text) in FILES.iter().filter(|(file, _)| file.starts_with(&prefix)) {
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

/// The separators of the bundle's language, found by the formatter
/// through the bundle's memoizer (Fluent's way of giving a formatter its
/// language).
struct Separators {
    thousands: &'static str,
    decimal: &'static str,
}

impl intl_memoizer::Memoizable for Separators {
    type Args = ();
    type Error = ();
    fn construct(lang: unic_langid::LanguageIdentifier, _: ()) -> Result<Self, ()> {
        let spoken = Lang::from_code(lang.language.as_str())
            .unwrap_or(Lang::EN)
            .spoken();
        Ok(Separators {
            thousands: &spoken.thousands,
            decimal: &spoken.decimal,
        })
    }
}

fn format_number<M: fluent_bundle::memoizer::MemoizerKind>(
    v: &FluentValue,
    memoizer: &M,
) -> Option<String> {
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
    memoizer
        .with_try_get_threadsafe::<Separators, _, _>((), |sep| {
            let grouped = if n.options.use_grouping {
                group(digits, sep.thousands)
            } else {
                digits.to_string()
            };
            match frac {
                Some(f) => format!("{sign}{grouped}{}{f}", sep.decimal),
                None => format!("{sign}{grouped}"),
            }
        })
        .ok()
}

/// Digits grouped by three from the right.
fn group(digits: &str, thousands: &str) -> String {
    let mut out = String::new();
    let len = digits.chars().count();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (len - i).is_multiple_of(3) {
            out.push_str(thousands);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vi() -> Lang {
        Lang::from_code("vi").unwrap()
    }
    fn zh() -> Lang {
        Lang::from_code("zh").unwrap()
    }

    #[test]
    #[cfg(feature = "cli")]
    fn the_environment_is_read_as_gettext_reads_it() {
        let env = |language: Option<&str>, locale: Option<&str>, system: Option<&str>| {
            from_environment(language.map(String::from), locale.map(String::from), || {
                system.map(String::from)
            })
        };
        assert_eq!(env(None, Some("vi_VN.UTF-8"), None), vi());
        assert_eq!(env(Some("de:zh"), Some("en_US.UTF-8"), None), zh());
        assert_eq!(env(Some("zh"), Some("C.UTF-8"), None), Lang::EN);
        assert_eq!(env(Some("zh"), Some("POSIX"), None), Lang::EN);
        assert_eq!(env(None, Some("de_DE.UTF-8"), None), Lang::EN);
        assert_eq!(env(None, None, Some("zh-Hans-CN")), zh());
        assert_eq!(env(Some("fr:de"), None, Some("vi-VN")), vi());
        assert_eq!(env(None, None, None), Lang::EN);
    }

    #[test]
    fn codes_and_locales() {
        assert_eq!(Lang::from_code("vi_VN.UTF-8"), Some(vi()));
        assert_eq!(Lang::from_code("zh_TW"), Some(zh()));
        assert_eq!(Lang::from_code("zh-Hans-CN"), Some(zh()));
        assert_eq!(Lang::from_code("en_GB"), Some(Lang::EN));
        assert_eq!(Lang::from_code("C.UTF-8"), Some(Lang::EN));
        assert_eq!(Lang::from_code("POSIX"), Some(Lang::EN));
        assert_eq!(Lang::from_code("my_MM.UTF-8").map(Lang::code), Some("my"));
        assert_eq!(Lang::from_code("de_DE"), None);
        assert_eq!(Lang::from_code("fr"), None);
    }

    #[test]
    fn numbers_and_plurals_come_from_the_catalogue() {
        assert_eq!(
            crate::t!(Lang::EN; "i18n-example", count = 1),
            "1 inversion"
        );
        assert_eq!(
            crate::t!(Lang::EN; "i18n-example", count = 2735150056u64),
            "2,735,150,056 inversions"
        );
        assert_eq!(
            crate::t!(vi(); "i18n-example", count = 2735150056u64),
            "2.735.150.056 nghịch thế"
        );
        assert_eq!(crate::t!(zh(); "i18n-example", count = 1), "1 个逆序");
        assert_eq!(vi().number(1234567), "1.234.567");
        assert_eq!(Lang::EN.number(999), "999");
    }

    #[test]
    fn a_message_is_data_said_in_a_language() {
        let m = crate::msg!("i18n-example", count = 12345);
        assert_eq!(m.id(), "i18n-example");
        assert_eq!(m.say(vi()), "12.345 nghịch thế");
        assert_eq!(m.english(), "12,345 inversions");
        assert_eq!(serde_json::to_string(&m).unwrap(), "\"12,345 inversions\"");
        // A message inside another is said in the same language.
        let outer = crate::msg!("i18n-unknown-language", lang = "xx", available = m);
        assert!(outer.say(vi()).contains("12.345 nghịch thế"));
    }

    #[test]
    fn a_missing_message_falls_back_to_english() {
        // Only English has it: the test of the fallback itself.
        assert_eq!(crate::t!(zh(); "i18n-fallback-example"), "only in English");
        assert!(!has(zh(), "i18n-fallback-example"));
    }

    #[test]
    fn scoped_restores_the_language() {
        let before = current();
        scoped(vi(), || {
            assert_eq!(current(), vi());
            scoped(zh(), || assert_eq!(current(), zh()));
            assert_eq!(current(), vi());
        });
        assert_eq!(current(), before);
    }
}
