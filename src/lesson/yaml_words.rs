//! serde's and the YAML parser's errors read back as problems, so that a
//! lesson file's mistakes are said in the instructor's language.
//!
//! serde_yaml gives its errors as English text:
//! `steps[2].inversions.board: invalid type: sequence, expected …`,
//! `unknown field `expcet`, expected one of …`, or the YAML parser's
//! `did not find expected key, while parsing a block mapping at line 6
//! column 5`. This module reads such a text back into a
//! [`Problem`](super::diagnose::Problem): the step and the field of its path,
//! and what is wrong as a catalogue message (`lessonfile-*`). Our own
//! refusals inside a `Deserialize` ([`refuse`]) are messages kept aside
//! while serde carries their English, and found again by it. What the
//! module does not know is kept as serde's text (in parentheses in the
//! other languages).

use super::diagnose::{Problem, closest};
use crate::i18n::Msg;
use crate::msg;
use crate::parse::shown_text as escape;
use std::cell::RefCell;

/// How many refusals a thread keeps (a file with many bad steps).
const KEPT_MAX: usize = 256;

thread_local! {
    /// The messages of our refusals, by their English.
    static KEPT: RefCell<Vec<(String, Msg)>> = const { RefCell::new(Vec::new()) };
}

/// A serde error that says `what`: serde carries its English, and
/// [`problem`] finds the message again by it.
pub(crate) fn refuse<E: serde::de::Error>(what: Msg) -> E {
    let english = what.english();
    keep(&english, what);
    E::custom(english)
}

/// A visitor's `expecting`: writes the English of `what` and keeps the
/// message, so that serde's `expected …` is said in the reader's language.
pub(crate) fn expecting(f: &mut std::fmt::Formatter, what: Msg) -> std::fmt::Result {
    let english = what.english();
    keep(&english, what);
    f.write_str(&english)
}

fn keep(english: &str, what: Msg) {
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        if !k.iter().any(|(e, _)| e == english) {
            if k.len() >= KEPT_MAX {
                k.remove(0);
            }
            k.push((english.to_string(), what));
        }
    });
}

/// The message kept for `text`, our refusal's English.
fn kept(text: &str) -> Option<Msg> {
    KEPT.with(|k| {
        k.borrow()
            .iter()
            .find(|(e, _)| e == text)
            .map(|(_, m)| m.clone())
    })
}

/// A file refused by the YAML budget, at the event over the limit.
impl From<super::yaml_budget::Refusal> for Problem {
    fn from(r: super::yaml_budget::Refusal) -> Problem {
        Problem::new(r.line, r.column, r.message)
    }
}

/// A YAML file refused by the budget or by serde_yaml.
impl From<super::yaml_budget::Refused> for Problem {
    fn from(r: super::yaml_budget::Refused) -> Problem {
        match r {
            super::yaml_budget::Refused::Budget(r) => r.into(),
            super::yaml_budget::Refused::Yaml(e) => problem(&e),
        }
    }
}

/// serde_yaml's message without the ` at line L column C` it appends,
/// and that place (1-based; 0, 0 when it has none).
pub(crate) fn yaml_error(e: &serde_yaml::Error) -> (usize, usize, String) {
    let message = e.to_string();
    match e.location() {
        Some(l) => {
            let suffix = format!(" at line {} column {}", l.line(), l.column());
            (l.line(), l.column(), message.replacen(&suffix, "", 1))
        }
        None => (0, 0, message),
    }
}

/// serde_yaml's error as a problem at its place.
pub(crate) fn problem(e: &serde_yaml::Error) -> Problem {
    let (line, column, text) = yaml_error(e);
    read(line, column, &text)
}

/// A serde_yaml message (without its place) as a problem at `line`,
/// `column`: `steps[2].inversions.board: …` is step 3 (inversions), field
/// `board`.
pub(crate) fn read(line: usize, column: usize, text: &str) -> Problem {
    let (path, rest) = split_path(text);
    let mut p = Problem::new(line, column, what(rest));
    let Some(after) = path.strip_prefix("steps[") else {
        return p.at_field(path);
    };
    let Some((n, tail)) = after.split_once(']') else {
        return p.at_field(path);
    };
    let Ok(n) = n.parse::<usize>() else {
        return p.at_field(path);
    };
    let tail = tail.strip_prefix('.').unwrap_or(tail);
    let (kind, field) = match tail.split_once('.') {
        Some((k, f)) => (k, f),
        None => (tail, ""),
    };
    p.step = Some((n + 1, kind.to_string()));
    p.field = field.to_string();
    p
}

/// The path serde_yaml puts before a message (`steps[0].solve.goal`) and
/// the message.
fn split_path(text: &str) -> (&str, &str) {
    if kept(text).is_some() || known(text) {
        return ("", text);
    }
    let mut from = 0;
    let mut first = None;
    while let Some(i) = text[from..].find(": ") {
        let (path, rest) = (&text[..from + i], &text[from + i + 2..]);
        if !is_path(path) {
            break;
        }
        if kept(rest).is_some() || known(rest) {
            return (path, rest);
        }
        first = first.or(Some((path, rest)));
        from += i + 2;
    }
    // A message we do not know, after a path that is surely one (into a
    // step, or a field of the file's top).
    match first {
        Some((path, rest)) if path.contains(['.', '[']) || TOP_FIELDS.contains(&path) => {
            (path, rest)
        }
        _ => ("", text),
    }
}

/// The fields at the top of a lesson file and of `course.yaml`.
const TOP_FIELDS: [&str; 7] = [
    "format_version",
    "lang",
    "title",
    "summary",
    "level",
    "steps",
    "lessons",
];

/// `steps[0].solve.goal`: keys and indices, no spaces.
fn is_path(text: &str) -> bool {
    !text.is_empty()
        && text.split('.').all(|seg| {
            let key = seg.split('[').next().unwrap_or("");
            !key.is_empty()
                && !key.contains([' ', ':', '`', '"', ']'])
                && seg[key.len()..].split('[').skip(1).all(|i| {
                    i.strip_suffix(']')
                        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                })
        })
}

/// serde's and the parser's messages this module reads.
const KNOWN: [&str; 11] = [
    "unknown field `",
    "unknown variant `",
    "missing field `",
    "duplicate field `",
    "duplicate entry with key ",
    "invalid type: ",
    "invalid value: ",
    "invalid length ",
    "recursion limit exceeded",
    "repetition limit exceeded",
    "EOF while parsing",
];

fn known(text: &str) -> bool {
    KNOWN.iter().any(|k| text.starts_with(k))
}

/// What a message (without its path) says, as a catalogue message.
fn what(text: &str) -> Msg {
    if let Some(m) = kept(text) {
        return m;
    }
    unknown_name(text)
        .or_else(|| named(text))
        .or_else(|| wrong_value(text))
        .or_else(|| limits(text))
        .or_else(|| syntax(text))
        .unwrap_or_else(|| msg!("lessonfile-yaml-words", text = escape(text)))
}

/// `unknown field `x`, expected one of `a`, `b``, and the same for an
/// enum's variant: with the name that was meant when one is close.
fn unknown_name(text: &str) -> Option<Msg> {
    let (field, rest) = if let Some(r) = text.strip_prefix("unknown field `") {
        (true, r)
    } else {
        (false, text.strip_prefix("unknown variant `")?)
    };
    let (given, tail) = rest.split_once('`')?;
    let given = escape(given);
    let list = tail
        .strip_prefix(", expected one of ")
        .or_else(|| tail.strip_prefix(", expected "));
    let Some(list) = list else {
        return Some(msg!("lessonfile-unknown-field-none", name = given));
    };
    let options: Vec<String> = list
        .split(", ")
        .flat_map(|o| o.split(" or "))
        .map(|o| o.trim().trim_matches('`').to_string())
        .filter(|o| !o.is_empty())
        .collect();
    Some(match closest(&given, &options) {
        Some(best) if field => msg!("lessonfile-unknown-field-meant", name = given, meant = best),
        Some(best) => msg!(
            "lessonfile-unknown-value-meant",
            value = given,
            meant = best
        ),
        None => {
            let expected = options
                .iter()
                .map(|o| format!("`{o}`"))
                .collect::<Vec<_>>()
                .join(", ");
            if field {
                msg!(
                    "lessonfile-unknown-field",
                    name = given,
                    expected = expected
                )
            } else {
                msg!(
                    "lessonfile-unknown-value",
                    value = given,
                    expected = expected
                )
            }
        }
    })
}

/// `missing field `x``, `duplicate field `x``, `duplicate entry with key "x"`.
fn named(text: &str) -> Option<Msg> {
    let quoted = |prefix: &str, close: char| {
        let rest = text.strip_prefix(prefix)?;
        let (name, tail) = rest.rsplit_once(close)?;
        tail.is_empty().then(|| escape(name))
    };
    if let Some(name) = quoted("missing field `", '`') {
        return Some(msg!("lessonfile-missing-field", name = name));
    }
    if let Some(name) = quoted("duplicate field `", '`') {
        return Some(msg!("lessonfile-duplicate-field", name = name));
    }
    if let Some(name) = quoted("duplicate entry with key \"", '"') {
        return Some(msg!("lessonfile-duplicate-field", name = name));
    }
    None
}

/// `invalid type: string "no", expected true or false` and the other
/// values of the wrong type or out of range.
fn wrong_value(text: &str) -> Option<Msg> {
    if let Some(rest) = text.strip_prefix("invalid length ") {
        let (n, expected) = rest.split_once(", expected ")?;
        return Some(msg!(
            "lessonfile-invalid-length",
            length = n.to_string(),
            expected = expected_msg(expected)
        ));
    }
    let (kind, rest) = if let Some(r) = text.strip_prefix("invalid type: ") {
        ("type", r)
    } else {
        ("value", text.strip_prefix("invalid value: ")?)
    };
    // The found value may hold ", expected" itself (`string "a, expected b"`):
    // the expectation is the last one.
    let (found, expected) = rest.rsplit_once(", expected ")?;
    let expected_what = expected_msg(expected);
    if expected_what.id() == "lessonfile-expected-true-false"
        && let Some(word) = found
            .strip_prefix("string \"")
            .and_then(|w| w.strip_suffix('"'))
    {
        let value = match word.to_ascii_lowercase().as_str() {
            "no" | "off" | "n" => Some("false"),
            "yes" | "on" | "y" => Some("true"),
            _ => None,
        };
        if let Some(value) = value {
            return Some(msg!(
                "lessonfile-yes-no-text",
                word = escape(word),
                value = value
            ));
        }
    }
    let found = found_msg(found);
    Some(if kind == "type" {
        msg!(
            "lessonfile-invalid-type",
            found = found,
            expected = expected_what
        )
    } else {
        msg!(
            "lessonfile-invalid-value",
            found = found,
            expected = expected_what
        )
    })
}

/// serde's name of a value it found (`integer `-1``, `sequence`).
fn found_msg(found: &str) -> Msg {
    let inner = |prefix: &str| {
        found
            .strip_prefix(prefix)
            .and_then(|r| r.strip_suffix('`'))
            .map(escape)
    };
    if let Some(v) = inner("integer `") {
        return msg!("lessonfile-found-number", value = v);
    }
    if let Some(v) = inner("floating point `") {
        return msg!("lessonfile-found-number", value = v);
    }
    if let Some(v) = inner("boolean `") {
        return msg!("lessonfile-found-boolean", value = v);
    }
    if let Some(v) = inner("character `") {
        return msg!("lessonfile-found-text", value = v);
    }
    if let Some(v) = found
        .strip_prefix("string \"")
        .and_then(|r| r.strip_suffix('"'))
    {
        return msg!("lessonfile-found-text", value = escape(v));
    }
    match found {
        "unit value" | "Option value" => msg!("lessonfile-found-nothing"),
        "sequence" => msg!("lessonfile-found-list"),
        "map" => msg!("lessonfile-found-map"),
        other => msg!("lessonfile-yaml-words", text = escape(other)),
    }
}

/// What serde expected (`u64`, `a boolean`, `struct RandomBoard`, or a
/// visitor's own words, which are the English of a `lessonfile-expected-*`
/// message).
fn expected_msg(expected: &str) -> Msg {
    if let Some(m) = kept(expected) {
        return m;
    }
    match expected {
        "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize" => {
            msg!("lessonfile-expected-whole-number")
        }
        "f32" | "f64" => msg!("lessonfile-expected-number"),
        "a boolean" => msg!("lessonfile-expected-true-false"),
        "a string" | "a borrowed string" | "a character" => msg!("lessonfile-expected-text"),
        "a sequence" => msg!("lessonfile-expected-list"),
        e if e.starts_with("struct ") || e == "a map" => msg!("lessonfile-expected-map"),
        other => msg!("lessonfile-yaml-words", text = escape(other)),
    }
}

/// serde_yaml's own limits and an empty file.
fn limits(text: &str) -> Option<Msg> {
    match text {
        "recursion limit exceeded" => Some(msg!("lessonfile-refused-nested")),
        "repetition limit exceeded" => Some(msg!("lessonfile-refused-repeats")),
        t if t.starts_with("EOF while parsing") => Some(msg!("lessonfile-empty")),
        _ => None,
    }
}

/// The YAML parser's syntax errors: `PROBLEM, while CONTEXT at line L
/// column C` (the context's place is where the construct began).
fn syntax(text: &str) -> Option<Msg> {
    let (problem, context) = match text.split_once(", while ") {
        Some((p, c)) => (p, c),
        None => (text, ""),
    };
    let (context, line, column) = match context.rsplit_once(" at line ") {
        Some((c, place)) => {
            let (l, col) = place.split_once(" column ")?;
            (c, l.parse::<usize>().ok()?, col.parse::<usize>().ok()?)
        }
        None => (context, 0, 0),
    };
    let begun = line > 0;
    Some(match (problem, context) {
        ("found unexpected end of stream", "scanning a quoted scalar") if begun => {
            msg!("lessonfile-yaml-open-quote", line = line, column = column)
        }
        ("did not find expected key", "parsing a block mapping") if begun => {
            msg!("lessonfile-yaml-expected-key", line = line, column = column)
        }
        ("did not find expected '-' indicator", "parsing a block collection") if begun => {
            msg!(
                "lessonfile-yaml-expected-dash",
                line = line,
                column = column
            )
        }
        ("did not find expected ',' or ']'", "parsing a flow sequence") if begun => {
            msg!("lessonfile-yaml-open-list", line = line, column = column)
        }
        ("did not find expected ',' or '}'", "parsing a flow mapping") if begun => {
            msg!("lessonfile-yaml-open-map", line = line, column = column)
        }
        ("could not find expected ':'", "scanning a simple key") if begun => {
            msg!(
                "lessonfile-yaml-expected-colon",
                line = line,
                column = column
            )
        }
        ("mapping values are not allowed in this context", _) => {
            msg!("lessonfile-yaml-colon-in-value")
        }
        ("found character that cannot start any token", _) => {
            msg!("lessonfile-yaml-bad-character")
        }
        ("did not find expected node content", _) => msg!("lessonfile-yaml-no-value"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn said(text: &str) -> String {
        read(0, 0, text).say(Lang::EN)
    }

    #[test]
    fn paths_become_a_step_and_a_field() {
        let p = read(
            7,
            14,
            "steps[0].inversions.expect.parity: missing field `x`",
        );
        assert_eq!(p.step, Some((1, "inversions".to_string())));
        assert_eq!(p.field, "expect.parity");
        assert_eq!(p.what.id(), "lessonfile-missing-field");
        let top = read(4, 8, "level: unknown variant `expert`, expected `beginner`");
        assert_eq!((top.step, top.field.as_str()), (None, "level"));
        assert_eq!(read(1, 1, "missing field `title`").field, "");
        assert!(is_path("steps[12].quiz.choices[3]"));
        assert!(!is_path("a step has exactly one kind"));
    }

    #[test]
    fn names_are_suggested() {
        assert_eq!(
            said("unknown field `expcet`, expected one of `id`, `expect`"),
            "unknown field `expcet`: did you mean `expect`?"
        );
        assert_eq!(
            said("unknown field `titel`, expected `title` or `lessons`"),
            "unknown field `titel`: did you mean `title`?"
        );
        assert_eq!(
            said("unknown field `zzzzzz`, expected one of `id`, `expect`"),
            "unknown field `zzzzzz`, expected one of `id`, `expect`"
        );
    }

    #[test]
    fn types_are_said_in_words() {
        assert_eq!(
            said(
                "steps[0].solvable.expect.solvable: invalid type: string \"no\", expected a boolean"
            ),
            "step 1 (solvable): expect.solvable: `no` is read as text here, not true or false: write `false` (only a quiz's `answer:` takes yes and no)"
        );
        assert_eq!(
            said("invalid type: integer `-1`, expected u64"),
            "expected a whole number, not the number `-1`"
        );
        assert_eq!(
            said("invalid type: sequence, expected struct RandomBoard"),
            "expected a map (`key: value` lines or `{key: value}`), not a list"
        );
    }

    #[test]
    fn refusals_are_found_by_their_english() {
        let e: serde_yaml::Error = refuse(msg!("lessonfile-tab"));
        let p = read(3, 1, &format!("steps[1].say: {e}"));
        assert_eq!(p.what, msg!("lessonfile-tab"));
        assert_eq!(p.step, Some((2, "say".to_string())));
    }

    #[test]
    fn the_parsers_words_are_read() {
        assert_eq!(
            read(
                8,
                1,
                "found unexpected end of stream, while scanning a quoted scalar at line 7 column 14"
            )
            .what,
            msg!("lessonfile-yaml-open-quote", line = 7, column = 14)
        );
        let other = read(1, 1, "found undefined tag handle");
        assert_eq!(other.what.id(), "lessonfile-yaml-words");
        // Words we do not know keep their place in the lesson.
        let inside = read(7, 7, "steps[1].solve.goal: something new");
        assert_eq!(inside.step, Some((2, "solve".to_string())));
        assert_eq!(inside.field, "goal");
        assert_eq!(inside.say(Lang::EN), "step 2 (solve): goal: something new");
        assert_eq!(read(1, 1, "refused: x").field, "");
    }
}
