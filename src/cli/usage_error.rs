//! A usage error of the command line (clap's) as one line in the user's
//! language: the kind and the data clap gives (`ContextKind`) are said
//! from the catalogue (`i18n/LANG/usage.ftl`), where clap would say them
//! in English. The English catalogue says what clap says, so English
//! output is clap's. A kind or a detail this does not know is clap's
//! English, in parentheses in another language.

use npuzzle::i18n::{Arg, Lang, Msg};
use npuzzle::msg;

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The reason a value of an option was refused by one of our own value
/// parsers (`--time-limit`, `--count`, `--max-nodes`, ...): a message,
/// said in the user's language; its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValueError(pub Msg);

impl std::fmt::Display for ValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.english())
    }
}

impl std::error::Error for ValueError {}

/// `e` as one line in `lang`, without the program's name: the message,
/// its tips, and which command's `--help` to read.
pub fn one_line(e: &clap::Error, lang: Lang) -> String {
    let english = || english_one_line(&e.render().to_string());
    let Some(message) = message(e) else {
        return if lang == Lang::EN {
            english()
        } else {
            msg!("usage-other", english = english()).say(lang)
        };
    };
    let mut parts = vec![message.say(lang)];
    parts.extend(tips(e).into_iter().map(|t| t.say(lang)));
    let line = parts.join("; ");
    match command(e) {
        Some(command) => format!(
            "{line}{}",
            msg!("usage-see-help", command = command).say(lang)
        ),
        None => line,
    }
}

fn text(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        _ => None,
    }
}

fn texts(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    }
}

fn number(e: &clap::Error, kind: ContextKind) -> Option<isize> {
    match e.get(kind)? {
        ContextValue::Number(n) => Some(*n),
        _ => None,
    }
}

/// The error's own message, or `None` when clap did not give the data it
/// is made of.
fn message(e: &clap::Error) -> Option<Msg> {
    let arg = || text(e, ContextKind::InvalidArg);
    let value = || text(e, ContextKind::InvalidValue);
    Some(match e.kind() {
        ErrorKind::UnknownArgument => msg!("usage-unknown-argument", arg = arg()?),
        ErrorKind::InvalidSubcommand => msg!(
            "usage-unknown-subcommand",
            name = text(e, ContextKind::InvalidSubcommand)?
        ),
        ErrorKind::InvalidValue => {
            let (arg, value) = (arg()?, value()?);
            let head = if value.is_empty() {
                msg!("usage-value-required", arg = arg)
            } else {
                msg!("usage-invalid-value", arg = arg, value = value)
            };
            let valid = texts(e, ContextKind::ValidValue).join(", ");
            // `--goal`: the presets, or a board (see `GoalValueParser`).
            if text(e, ContextKind::Custom).as_deref() == Some(OR_A_BOARD) {
                msg!(
                    "usage-with-possible-values-or-a-board",
                    message = head,
                    values = valid
                )
            } else if valid.is_empty() {
                head
            } else {
                msg!("usage-with-possible-values", message = head, values = valid)
            }
        }
        ErrorKind::ValueValidation => {
            let (arg, value) = (arg()?, value()?);
            match std::error::Error::source(e) {
                Some(reason) => msg!(
                    "usage-invalid-value-because",
                    arg = arg,
                    value = value,
                    reason = reason_of(reason)
                ),
                None => msg!("usage-invalid-value", arg = arg, value = value),
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = texts(e, ContextKind::InvalidArg);
            if missing.is_empty() {
                return None;
            }
            msg!("usage-missing-arguments", args = missing.join(" "))
        }
        ErrorKind::MissingSubcommand => {
            let name = text(e, ContextKind::InvalidSubcommand)?;
            let valid = texts(e, ContextKind::ValidSubcommand);
            if valid.is_empty() {
                msg!("usage-missing-subcommand", name = name)
            } else {
                msg!(
                    "usage-missing-subcommand-of",
                    name = name,
                    values = valid.join(", ")
                )
            }
        }
        ErrorKind::ArgumentConflict => {
            let arg = arg()?;
            match e.get(ContextKind::PriorArg) {
                Some(ContextValue::String(other)) if *other == arg => {
                    msg!("usage-used-twice", arg = arg)
                }
                Some(ContextValue::String(other)) => {
                    msg!("usage-conflict", arg = arg, other = other.as_str())
                }
                Some(ContextValue::Strings(others)) => {
                    msg!("usage-conflict-list", arg = arg, others = others.join(" "))
                }
                _ => msg!("usage-conflict-others", arg = arg),
            }
        }
        ErrorKind::NoEquals => msg!("usage-no-equals", arg = arg()?),
        ErrorKind::TooManyValues => {
            msg!("usage-too-many-values", arg = arg()?, value = value()?)
        }
        ErrorKind::TooFewValues => msg!(
            "usage-too-few-values",
            arg = arg()?,
            count = number(e, ContextKind::ActualNumValues)?,
            min = number(e, ContextKind::MinValues)?
        ),
        ErrorKind::WrongNumberOfValues => msg!(
            "usage-wrong-number-of-values",
            arg = arg()?,
            count = number(e, ContextKind::ActualNumValues)?,
            expected = number(e, ContextKind::ExpectedNumValues)?
        ),
        _ => return None,
    })
}

/// The marker `GoalValueParser` puts in its error's `Custom` context: the
/// possible values go on with "or a board".
pub const OR_A_BOARD: &str = "or a board";

/// Why a value was refused: our own parsers' reasons are messages; the
/// standard library's number errors are said by their kind; anything
/// else is its English, in parentheses in another language.
fn reason_of(reason: &(dyn std::error::Error + 'static)) -> Arg {
    use std::num::IntErrorKind;
    if let Some(ValueError(m)) = reason.downcast_ref::<ValueError>() {
        return Arg::from(m.clone());
    }
    if let Some(int) = reason.downcast_ref::<std::num::ParseIntError>() {
        return Arg::from(match int.kind() {
            IntErrorKind::Empty => msg!("usage-reason-empty"),
            IntErrorKind::PosOverflow => msg!("usage-reason-too-large"),
            IntErrorKind::NegOverflow => msg!("usage-reason-too-small"),
            _ => msg!("usage-reason-not-a-whole-number"),
        });
    }
    if reason.is::<std::num::ParseFloatError>() {
        return Arg::from(msg!("usage-reason-not-a-number"));
    }
    Arg::from(msg!("usage-reason-other", english = reason.to_string()))
}

/// The tips clap adds: a similar name, `--` before a value that looks like
/// an option, a subcommand's flag.
fn tips(e: &clap::Error) -> Vec<Msg> {
    let mut tips = Vec::new();
    // One name, or several quoted and listed.
    let similar = |kind| -> Option<(String, bool)> {
        let names = texts(e, kind);
        match names.len() {
            0 => None,
            1 => Some((names[0].clone(), false)),
            _ => Some((
                names
                    .iter()
                    .map(|n| format!("'{n}'"))
                    .collect::<Vec<_>>()
                    .join(", "),
                true,
            )),
        }
    };
    tips.extend(
        similar(ContextKind::SuggestedSubcommand).map(|(names, many)| {
            if many {
                msg!("usage-tip-similar-subcommands", names = names)
            } else {
                msg!("usage-tip-similar-subcommand", name = names)
            }
        }),
    );
    tips.extend(similar(ContextKind::SuggestedArg).map(|(names, many)| {
        if many {
            msg!("usage-tip-similar-arguments", names = names)
        } else {
            msg!("usage-tip-similar-argument", name = names)
        }
    }));
    tips.extend(similar(ContextKind::SuggestedValue).map(|(names, many)| {
        if many {
            msg!("usage-tip-similar-values", names = names)
        } else {
            msg!("usage-tip-similar-value", name = names)
        }
    }));
    if let Some(ContextValue::StyledStrs(more)) = e.get(ContextKind::Suggested) {
        tips.extend(more.iter().map(|s| suggested(&s.to_string())));
    }
    tips
}

/// One of clap's free-form tips, read back into a message.
fn suggested(tip: &str) -> Msg {
    let quoted: Vec<&str> = tip.split('\'').skip(1).step_by(2).collect();
    if tip.starts_with("to pass '") && tip.contains("' as a value, use '") && quoted.len() == 2 {
        return msg!("usage-tip-as-value", arg = quoted[0], use_ = quoted[1]);
    }
    if tip.starts_with("subcommand '") && tip.contains("remove the '--'") && !quoted.is_empty() {
        return msg!("usage-tip-remove-dashes", name = quoted[0]);
    }
    if tip.starts_with('\'') && tip.ends_with("' exists") && quoted.len() == 1 {
        return msg!("usage-tip-exists", name = quoted[0]);
    }
    msg!("usage-tip-other", english = tip)
}

/// The command whose `--help` to read, from the usage clap gives:
/// `npuzzle lesson check`.
fn command(e: &clap::Error) -> Option<String> {
    let usage = text(e, ContextKind::Usage)?;
    let usage = usage.trim();
    let usage = usage.strip_prefix("Usage:").unwrap_or(usage);
    let words: Vec<&str> = usage
        .split_whitespace()
        .take_while(|w| !w.starts_with(['[', '<', '-']))
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// clap's own multi-line English error as one line: the message, its
/// details and tip, and which command's `--help` to read.
fn english_one_line(rendered: &str) -> String {
    let mut parts = Vec::new();
    let mut command = None;
    for paragraph in rendered.split("\n\n") {
        let text = paragraph
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        if let Some(usage) = text.strip_prefix("Usage: ") {
            let words: Vec<&str> = usage
                .split_whitespace()
                .take_while(|w| !w.starts_with(['[', '<', '-']))
                .collect();
            command = Some(words.join(" "));
        } else if !text.is_empty() && !text.starts_with("For more information") {
            parts.push(text.strip_prefix("error: ").unwrap_or(&text).to_string());
        }
    }
    match command {
        Some(command) => format!("{} (see `{command} --help`)", parts.join("; ")),
        None => parts.join("; "),
    }
}

/// Which argument is not UTF-8, and what it looks like, in `lang`.
pub fn non_utf8_argument(lang: Lang) -> String {
    std::env::args_os()
        .enumerate()
        .skip(1)
        .find(|(_, a)| a.to_str().is_none())
        .map(|(i, a)| {
            msg!(
                "usage-not-utf8",
                position = i,
                shown = npuzzle::parse::shown_text(&a.to_string_lossy())
            )
        })
        .unwrap_or_else(|| msg!("usage-not-utf8-somewhere"))
        .say(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(args: &[&str]) -> clap::Error {
        let mut all = vec!["npuzzle"];
        all.extend_from_slice(args);
        match super::super::parse_from(all) {
            Err(e) => e,
            Ok(_) => panic!("{args:?} parsed"),
        }
    }

    /// English is clap's own words, one line.
    #[test]
    fn english_is_what_clap_says() {
        for args in [
            &["solv"][..],
            &["random", "3x3"],
            &["solve", "--algo", "astr", "1 2 3/4 5 6/7 0 8"],
            &["lesson", "check"],
            &["solve", "--max-nodes", "abc", "1 2 3/4 5 6/7 0 8"],
            &["solve", "--algo"],
            &["pdb"],
        ] {
            let e = error(args);
            assert_eq!(
                one_line(&e, Lang::EN),
                english_one_line(&e.render().to_string()),
                "{args:?}"
            );
        }
    }

    /// `--goal`'s values go on with "or a board", which clap's own
    /// rendering of the error does not know.
    #[test]
    fn a_goal_is_a_preset_or_a_board() {
        let e = error(&["solve", "--goal", "snial", "1 2 3/4 5 6/7 0 8"]);
        assert_eq!(
            one_line(&e, Lang::EN),
            "invalid value 'snial' for '--goal <GOAL>' [possible values: blank-last, \
             blank-first, snail, or a board]; tip: a similar value exists: 'snail'"
        );
    }

    #[test]
    fn another_language_says_it_in_its_words() {
        let vi = Lang::from_code("vi").unwrap();
        let line = one_line(&error(&["random", "3x3"]), vi);
        assert!(!line.contains("unexpected"), "{line}");
        assert!(
            line.contains("'3x3'") && line.contains("npuzzle random --help"),
            "{line}"
        );
    }
}
