//! The help of the commands students use, in their language (issue 26).
//!
//! English is clap's: the doc comments and attributes of the definitions,
//! printed as they are (in English this module changes nothing). In
//! another language [`localise`] walks the built command tree and replaces
//! each text with the message of `i18n/LANG/help.ftl` named by its place:
//!
//! - `help-PATH-about`, `help-PATH-long-about`, `help-PATH-after-help`
//!   (`PATH` is the command's path with `-`: `lesson-run`; the top level
//!   has none: `help-about`);
//! - `help-PATH-arg-ID` and `help-PATH-arg-ID-long` for an argument (its
//!   id with `-` for `_`: `help-lesson-run-arg-no-pause`),
//!   `help-PATH-arg-ID-value-NAME` for one of its values; a global option
//!   (`--color`, `--quiet`, `--lang`) is `help-arg-ID` everywhere;
//! - clap's own words ([`CLAP_WORDS`]): the headings, `[default: ..]` and
//!   `[possible values: ..]`, the help and version flags, the `help`
//!   command.
//!
//! The translated commands are [`TRANSLATED`] and everything under them:
//! every command (a unit test fails when a command is not in the list). A
//! command left out would keep its English help, only its one-line
//! summary, which the top-level list shows, translated (`help-NAME-about`).
//!
//! `i18n/en/help.ftl` is the English of every message, made from the
//! definitions by [`english_catalogue`] (`NPUZZLE_HELP_CATALOGUE=1
//! npuzzle > i18n/en/help.ftl`); `tests/suite/help_lang.rs` fails when it
//! is not the definitions' English, so a changed doc comment names the
//! message whose translations must follow. A message missing in a
//! language leaves clap's English text in place.
//!
//! Chinese has no spaces between words, and clap wraps only at spaces:
//! next to each CJK character [`breakable`] puts an empty style change,
//! where clap's wrapping may break a line too (the escape is removed with
//! the colours off, and is a no-op with them on).

use clap::{Arg, Command};
use npuzzle::i18n::{self, Lang};

/// The commands whose whole help is translated, with everything under
/// them (the top level is translated too).
pub const TRANSLATED: &[&str] = &[
    "explain",
    "inversions",
    "solvable",
    "trace",
    "play",
    "lesson",
    "solve",
    "tree",
    "compare",
    "reduce",
    "connect",
    "verify",
    "random",
    "pdb",
    "heuristics",
    "experiment",
    "man",
    "explorer",
    "completions",
];

/// The words clap writes itself, with their messages (in Fluent's
/// syntax: `{ $value }` is an argument, `{"["}` a bracket).
pub const CLAP_WORDS: &[(&str, &str)] = &[
    ("help-heading-usage", "Usage:"),
    ("help-heading-commands", "Commands:"),
    ("help-heading-arguments", "Arguments:"),
    ("help-heading-options", "Options:"),
    ("help-heading-possible-values", "Possible values:"),
    ("help-default", "{\"[\"}default: { $value }]"),
    (
        "help-possible-values",
        "{\"[\"}possible values: { $values }]",
    ),
    ("help-flag-help", "Print help"),
    ("help-flag-help-more", "Print help (see more with '--help')"),
    (
        "help-flag-help-summary",
        "Print help (see a summary with '-h')",
    ),
    ("help-flag-version", "Print version"),
    (
        "help-command-help",
        "Print this message or the help of the given subcommand(s)",
    ),
    (
        "help-command-help-arg-subcommand",
        "Print help for the subcommand(s)",
    ),
];

/// The command line's help in the current language: `cmd` as it is in
/// English, else built and with every text of the translated commands in
/// the language.
pub fn localise(cmd: Command) -> Command {
    let lang = i18n::current();
    if lang == Lang::EN {
        return cmd;
    }
    let mut cmd = cmd;
    // Build first: the help and version flags, the `help` command and the
    // global options in every command exist only then.
    cmd.build();
    walk(cmd, &[], lang)
}

/// Whether the command at `path` has its whole help translated.
fn translated(path: &[String]) -> bool {
    path.first()
        .is_none_or(|c| TRANSLATED.contains(&c.as_str()))
}

/// The id of a message of the command at `path`: `help-lesson-run-REST`.
fn id(path: &[String], rest: &str) -> String {
    let mut id = String::from("help");
    for p in path {
        id.push('-');
        id.push_str(p);
    }
    id.push('-');
    id.push_str(rest);
    id.replace('_', "-")
}

/// The id of an argument's message.
fn arg_id(path: &[String], arg: &Arg, rest: &str) -> String {
    let name = format!("arg-{}{rest}", arg.get_id());
    if arg.is_global_set() {
        id(&[], &name)
    } else {
        id(path, &name)
    }
}

/// Whether `cmd` is clap's own `help` command.
fn is_help_command(cmd: &Command) -> bool {
    cmd.get_name() == "help" && cmd.get_about().map(|a| a.to_string()) == Some(clap_word(HELP_CMD))
}

const HELP_CMD: &str = "help-command-help";

/// The English of one of clap's words.
fn clap_word(id: &str) -> String {
    CLAP_WORDS
        .iter()
        .find(|(i, _)| *i == id)
        .map(|(_, t)| t.to_string())
        .unwrap_or_default()
}

/// `id` in `lang`, or `english` when the language has no such message.
fn say(lang: Lang, id: &str, english: &str) -> String {
    if i18n::has(lang, id) {
        clap_say(lang, id, &[])
    } else {
        english.to_string()
    }
}

/// One of clap's words in `lang`, with arguments; in a language written
/// without spaces between words, with its break opportunities.
fn clap_say(lang: Lang, id: &str, args: &[(&str, i18n::Arg)]) -> String {
    let text = i18n::message_in(lang, id, args);
    if lang.spaces_words() {
        // A Chinese name in Vietnamese text (`简体中文`) is one word.
        text
    } else {
        breakable(&text)
    }
}

/// `cmd` with each of its subcommands replaced by `f(subcommand, its
/// path)`.
pub fn each_subcommand(
    mut cmd: Command,
    path: &[String],
    f: impl Fn(Command, &[String]) -> Command,
) -> Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let mut sub = path.to_vec();
        sub.push(name.clone());
        cmd = cmd.mut_subcommand(&name, |s| f(s, &sub));
    }
    cmd
}

fn walk(cmd: Command, path: &[String], lang: Lang) -> Command {
    let mut cmd = each_subcommand(cmd, path, |s, sub| walk(s, sub, lang));
    if is_help_command(&cmd) {
        // In the language under a translated command, else English.
        return if translated(&path[..path.len() - 1]) {
            help_command(cmd, lang)
        } else {
            cmd
        };
    }
    if !translated(path) {
        return untranslated(cmd, path, lang);
    }
    for (field, rest) in [
        (Field::About, "about"),
        (Field::LongAbout, "long-about"),
        (Field::AfterHelp, "after-help"),
        (Field::AfterLongHelp, "after-long-help"),
    ] {
        if let Some(text) = field.get(&cmd) {
            let said = say(lang, &id(path, rest), &text);
            cmd = field.set(cmd, said);
        }
    }
    for a in shown_args(&cmd) {
        cmd = cmd.mut_arg(&a, |arg| localise_arg(arg, path, lang));
    }
    headings(cmd, lang)
}

/// The ids of the arguments a command's help shows.
fn shown_args(cmd: &Command) -> Vec<String> {
    cmd.get_arguments()
        .filter(|a| !a.is_hide_set())
        .map(|a| a.get_id().to_string())
        .collect()
}

/// The texts of a command.
#[derive(Clone, Copy)]
enum Field {
    About,
    LongAbout,
    AfterHelp,
    AfterLongHelp,
}

impl Field {
    fn get(self, cmd: &Command) -> Option<String> {
        let s = match self {
            Field::About => cmd.get_about(),
            Field::LongAbout => cmd.get_long_about(),
            Field::AfterHelp => cmd.get_after_help(),
            Field::AfterLongHelp => cmd.get_after_long_help(),
        };
        s.map(|s| s.to_string())
    }

    fn set(self, cmd: Command, text: String) -> Command {
        match self {
            Field::About => cmd.about(text),
            Field::LongAbout => cmd.long_about(text),
            Field::AfterHelp => cmd.after_help(text),
            Field::AfterLongHelp => cmd.after_long_help(text),
        }
    }
}

/// A command whose help stays English (none is: see [`TRANSLATED`]), but
/// for the summary of a top-level command, which the top-level list shows.
fn untranslated(cmd: Command, path: &[String], lang: Lang) -> Command {
    match cmd.get_about().map(|a| a.to_string()) {
        Some(about) if path.len() == 1 => {
            let said = say(lang, &id(path, "about"), &about);
            cmd.about(said)
        }
        _ => cmd,
    }
}

/// clap's `help` command: its summary, its argument and its headings.
fn help_command(mut cmd: Command, lang: Lang) -> Command {
    cmd = cmd.about(clap_say(lang, HELP_CMD, &[]));
    for a in shown_args(&cmd) {
        cmd = cmd.mut_arg(&a, |arg| {
            let key = format!("{HELP_CMD}-arg-{}", arg.get_id());
            let english = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
            if english == clap_word(&key) {
                arg.help(clap_say(lang, &key, &[]))
            } else {
                arg
            }
        });
    }
    headings(cmd, lang)
}

/// An argument's help (short and long) in `lang`, with the default and
/// possible values in the language's words.
fn localise_arg(arg: Arg, path: &[String], lang: Lang) -> Arg {
    let flag = match arg.get_id().as_str() {
        "help" => Some(help_flag(&arg)),
        "version" => Some("help-flag-version".to_string()),
        _ => None,
    };
    let (short, long) = match flag {
        Some(flag) => {
            let short = clap_say(lang, &flag, &[]);
            let long = match arg.get_long_help() {
                Some(_) => clap_say(lang, "help-flag-help-summary", &[]),
                None => short.clone(),
            };
            (short, long)
        }
        None => {
            let help = arg.get_help().map(|h| h.to_string());
            let long_help = arg.get_long_help().map(|h| h.to_string());
            let short = help
                .as_deref()
                .map(|h| say(lang, &arg_id(path, &arg, ""), h));
            let long = long_help
                .as_deref()
                .map(|h| say(lang, &arg_id(path, &arg, "-long"), h))
                .or_else(|| short.clone());
            (short.unwrap_or_default(), long.unwrap_or_default())
        }
    };
    let short = join(&short, " ", &spec(&arg, path, lang, false));
    let long = join(&long, "\n\n", &spec(&arg, path, lang, true));
    if short.is_empty() && long.is_empty() {
        return arg;
    }
    arg.help(short)
        .long_help(long)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// Which message the help flag's text is.
fn help_flag(arg: &Arg) -> String {
    let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
    if help == clap_word("help-flag-help-more") {
        "help-flag-help-more".to_string()
    } else {
        "help-flag-help".to_string()
    }
}

fn join(text: &str, sep: &str, spec: &str) -> String {
    match (text.is_empty(), spec.is_empty()) {
        (_, true) => text.to_string(),
        (true, false) => spec.to_string(),
        (false, false) => format!("{text}{sep}{spec}"),
    }
}

/// What clap writes after an argument's help (the default, the possible
/// values, as a list with their help in the long help), in `lang`.
fn spec(arg: &Arg, path: &[String], lang: Lang, long: bool) -> String {
    let mut parts = Vec::new();
    let values: Vec<_> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    let listed = long && values.iter().any(|v| v.get_help().is_some());
    if listed && !arg.is_hide_possible_values_set() {
        let mut list = i18n::message_in(lang, "help-heading-possible-values", &[]);
        let longest = values.iter().map(|v| v.get_name().len()).max().unwrap_or(0);
        for v in &values {
            list.push_str("\n- ");
            list.push_str(v.get_name());
            if let Some(help) = v.get_help() {
                let key = arg_id(path, arg, &format!("-value-{}", v.get_name()));
                list.push_str(": ");
                list.push_str(&" ".repeat(longest - v.get_name().len()));
                list.push_str(&say(lang, &key, &help.to_string()));
            }
        }
        parts.push(list);
    }
    let takes_value = arg.get_action().takes_values();
    if takes_value && !arg.is_hide_default_value_set() && !arg.get_default_values().is_empty() {
        let value = arg
            .get_default_values()
            .iter()
            .map(|v| quoted(&v.to_string_lossy()))
            .collect::<Vec<_>>()
            .join(" ");
        parts.push(clap_say(lang, "help-default", &[("value", value.into())]));
    }
    if !listed && !arg.is_hide_possible_values_set() && !values.is_empty() {
        let names = values
            .iter()
            .map(|v| quoted(v.get_name()))
            .collect::<Vec<_>>()
            .join(", ");
        parts.push(clap_say(
            lang,
            "help-possible-values",
            &[("values", names.into())],
        ));
    }
    if listed && parts.len() > 1 {
        // As clap does: a blank line between the list and the rest.
        let list = parts.remove(0);
        return format!("{list}\n\n{}", parts.join("\n"));
    }
    parts.join(if long { "\n" } else { " " })
}

/// A value as clap shows it: quoted when it has a space.
fn quoted(v: &str) -> String {
    if v.contains(char::is_whitespace) {
        format!("{v:?}")
    } else {
        v.to_string()
    }
}

/// The headings (Usage, Commands, Arguments, Options) in `lang`: a help
/// template with clap's layout.
fn headings(cmd: Command, lang: Lang) -> Command {
    let template = template(&cmd, lang);
    cmd.help_template(template)
}

/// The help template of the command `cmd` at `path` as [`localise`] left
/// it: clap's layout ending with `{after-help}`, with the headings in
/// `lang` where the command's help is translated, else clap's default
/// template itself (the one clap uses for a command without one).
pub fn template_at(cmd: &Command, path: &[String], lang: Lang) -> String {
    let in_lang = if is_help_command(cmd) {
        translated(&path[..path.len().saturating_sub(1)])
    } else {
        translated(path)
    };
    template(cmd, if in_lang { lang } else { Lang::EN })
}

/// The help template of `cmd` with its headings in `lang`.
fn template(cmd: &Command, lang: Lang) -> String {
    if lang == Lang::EN {
        return "{before-help}{about-with-newline}\n{usage-heading} {usage}\n\n{all-args}{after-help}"
            .to_string();
    }
    let styles = cmd.get_styles();
    let header = styles.get_header();
    let usage = styles.get_usage();
    // Not `breakable`: a heading is one styled word, never wrapped.
    let heading = |key: &str| {
        format!(
            "{}{}{}",
            header.render(),
            i18n::message_in(lang, key, &[]),
            header.render_reset()
        )
    };
    let subcommands = cmd.get_subcommands().any(|s| !s.is_hide_set());
    let positionals = cmd.get_positionals().any(|a| !a.is_hide_set());
    let options = cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set());
    let usage_word = i18n::message_in(lang, "help-heading-usage", &[]);
    // After a full-width colon (`用法：`), no space.
    let space = if usage_word.ends_with('：') { "" } else { " " };
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{}{usage_word}{}{space}{{usage}}",
        usage.render(),
        usage.render_reset()
    );
    let mut sections = Vec::new();
    if subcommands {
        sections.push(format!(
            "{}\n{{subcommands}}",
            heading("help-heading-commands")
        ));
    }
    if positionals {
        sections.push(format!(
            "{}\n{{positionals}}",
            heading("help-heading-arguments")
        ));
    }
    if options {
        sections.push(format!("{}\n{{options}}", heading("help-heading-options")));
    }
    if !sections.is_empty() {
        template.push_str("\n\n");
        template.push_str(&sections.join("\n\n"));
    }
    template.push_str("{after-help}");
    template
}

/// `text` with a break opportunity for clap's wrapping next to each CJK
/// character (not before closing punctuation, not after opening) and
/// between the syllables of Myanmar script (`npuzzle::syllable`).
pub fn breakable(text: &str) -> String {
    // An empty SGR sequence: clap's wrapping treats the text on either
    // side of an escape as separate words; anstream removes it without
    // colours, and a terminal ignores a change to nothing.
    const BREAK: &str = "\x1b[22m";
    let mut out = String::with_capacity(text.len());
    let mut prev: Option<char> = None;
    let syllables = npuzzle::syllable::breaks(text);
    for (at, c) in text.char_indices() {
        if let Some(p) = prev
            && (((wide(p) || wide(c)) && !closing(c) && !opening(p))
                || syllables.binary_search(&at).is_ok())
            && !p.is_whitespace()
            && !c.is_whitespace()
        {
            out.push_str(BREAK);
        }
        out.push(c);
        prev = Some(c);
    }
    out
}

/// A character that takes two columns and may end or start a line.
fn wide(c: char) -> bool {
    matches!(c as u32,
        0x2E80..=0x9FFF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6 | 0x20000..=0x3FFFD)
}

/// Punctuation that never starts a line.
fn closing(c: char) -> bool {
    "，。、；：？！）》」』】〕…—·％),.:;!?]}".contains(c)
}

/// Punctuation that never ends a line.
fn opening(c: char) -> bool {
    "（《「『【〔([{".contains(c)
}

/// The English of every message of `help.ftl`, in Fluent's syntax, from
/// the definitions (`cmd` is [`super::command`] in English).
pub fn english_catalogue(mut cmd: Command) -> String {
    cmd.build();
    let mut entries: Vec<(String, String)> = Vec::new();
    collect(&cmd, &[], &mut entries);
    let mut out = String::from(CATALOGUE_HEAD);
    let mut seen = std::collections::BTreeSet::new();
    for (id, text) in entries {
        if seen.insert(id.clone()) {
            let entry = fluent_entry(&id, &text);
            assert_eq!(
                read_back(&id, &entry).as_deref(),
                Some(text.as_str()),
                "{id}: Fluent does not read back the text written"
            );
            out.push_str(&entry);
        }
    }
    out.push_str("\n# clap's own words.\n");
    for (id, source) in CLAP_WORDS {
        out.push_str(&format!("{id} = {source}\n"));
    }
    out
}

const CATALOGUE_HEAD: &str = "\
# The help of every command (src/cli/help_lang.rs). English is
# clap's: this file is made from the definitions' doc comments with
#   NPUZZLE_HELP_CATALOGUE=1 npuzzle > i18n/en/help.ftl
# and tests/suite/help_lang.rs fails when it is not their English. Do not
# edit it by hand: change the doc comment, regenerate, then translate the
# changed message in vi/help.ftl, zh/help.ftl and my/help.ftl.

";

/// The messages of the command at `path` and below, in the order of the
/// help pages.
fn collect(cmd: &Command, path: &[String], out: &mut Vec<(String, String)>) {
    if is_help_command(cmd) {
        return;
    }
    if !translated(path) {
        if path.len() == 1
            && let Some(about) = cmd.get_about()
        {
            out.push((id(path, "about"), about.to_string()));
        }
        return;
    }
    for (field, rest) in [
        (Field::About, "about"),
        (Field::LongAbout, "long-about"),
        (Field::AfterHelp, "after-help"),
        (Field::AfterLongHelp, "after-long-help"),
    ] {
        if let Some(text) = field.get(cmd) {
            out.push((id(path, rest), text));
        }
    }
    for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
        if matches!(arg.get_id().as_str(), "help" | "version") {
            continue;
        }
        if let Some(h) = arg.get_help() {
            out.push((arg_id(path, arg, ""), h.to_string()));
        }
        if let Some(h) = arg.get_long_help() {
            out.push((arg_id(path, arg, "-long"), h.to_string()));
        }
        for v in arg.get_possible_values() {
            // `--lang`'s values are the languages' own names, the same in
            // every language (from the catalogue's language.ftl).
            if arg.is_hide_possible_values_set() || arg.get_id() == "lang" {
                break;
            }
            if let (false, Some(h)) = (v.is_hide_set(), v.get_help()) {
                out.push((
                    arg_id(path, arg, &format!("-value-{}", v.get_name())),
                    h.to_string(),
                ));
            }
        }
    }
    for sub in cmd.get_subcommands() {
        let mut p = path.to_vec();
        p.push(sub.get_name().to_string());
        collect(sub, &p, out);
    }
}

/// One message in Fluent's syntax: a multi-line text indented under its
/// id; `{`, `}` and a line's leading `[`, `*` or `.` written as literals.
fn fluent_entry(id: &str, text: &str) -> String {
    let escape = |line: &str| {
        let mut s = String::new();
        for (i, c) in line.chars().enumerate() {
            match c {
                '{' => s.push_str("{\"{\"}"),
                '}' => s.push_str("{\"}\"}"),
                '[' | '*' | '.' if i == 0 => {
                    s.push_str(&format!("{{\"{c}\"}}"));
                }
                c => s.push(c),
            }
        }
        s
    };
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() == 1 && !text.starts_with(' ') {
        return format!("{id} = {}\n", escape(lines[0]));
    }
    let mut out = format!("{id} =\n");
    for line in lines {
        if line.is_empty() {
            out.push('\n');
        } else {
            out.push_str("    ");
            out.push_str(&escape(line));
            out.push('\n');
        }
    }
    out
}

/// The text of the message `id` of `entry` as Fluent reads it.
fn read_back(id: &str, entry: &str) -> Option<String> {
    let resource = fluent_bundle::FluentResource::try_new(entry.to_string()).ok()?;
    let lang: unic_langid::LanguageIdentifier = "en".parse().ok()?;
    let mut bundle = fluent_bundle::FluentBundle::new(vec![lang]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).ok()?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, None, &mut errors)
        .into_owned();
    errors.is_empty().then_some(text)
}

/// Whether `NPUZZLE_HELP_CATALOGUE` is set: the binary then prints
/// [`english`] instead of running.
pub fn catalogue_requested() -> bool {
    std::env::var_os("NPUZZLE_HELP_CATALOGUE").is_some()
}

/// The English catalogue of the help (`i18n/en/help.ftl`), from the
/// definitions.
pub fn english() -> String {
    i18n::scoped(Lang::EN, || english_catalogue(super::command()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_every_command_is_translated() {
        let cmd = i18n::scoped(Lang::EN, super::super::command);
        let missing: Vec<&str> = cmd
            .get_subcommands()
            .map(|s| s.get_name())
            .filter(|name| *name != "help" && !TRANSLATED.contains(name))
            .collect();
        assert!(missing.is_empty(), "not in TRANSLATED: {missing:?}");
        for name in TRANSLATED {
            assert!(
                cmd.find_subcommand(name).is_some(),
                "TRANSLATED names no command: {name}"
            );
        }
    }

    #[test]
    fn help_the_catalogue_names_no_english_only_line() {
        let english = english();
        assert!(!english.contains("help-english-only"));
        assert!(english.contains("help-solve-about"));
        assert!(english.contains("help-pdb-build-about"));
        assert!(english.contains("help-experiment-about"));
    }
}
