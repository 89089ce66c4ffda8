//! The one JSON writer: pretty JSON streamed to the writer (never built
//! whole in memory), with the characters that can drive or disguise a
//! terminal escaped as `\uXXXX`.
//!
//! serde_json escapes only what JSON requires (quotes, backslash, C0
//! controls). Lesson text is data from someone else, so this writer also
//! escapes C1 controls (U+0080–U+009F, U+009B is a terminal's CSI),
//! bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069,
//! U+200E/U+200F, U+061C), zero-width and invisible formatting characters
//! (U+00AD, U+200B–U+200D, U+2060–U+2065, U+FEFF) and the line separators
//! U+2028/U+2029. The JSON means the same; only its spelling changes.

use crate::error::{Error, Result};
use serde::Serialize;
use serde_json::ser::{Formatter, PrettyFormatter};
use std::io::{self, Write};

/// Whether `c` is written as `\uXXXX` in JSON output.
pub fn needs_escape(c: char) -> bool {
    matches!(
        c,
        '\u{80}'..='\u{9f}'
            | '\u{ad}'
            | '\u{61c}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2069}'
            | '\u{feff}'
    )
}

/// serde_json's pretty formatter, with the extra escapes.
pub(crate) struct Escaping<'a>(PrettyFormatter<'a>);

impl Default for Escaping<'_> {
    fn default() -> Self {
        Escaping(PrettyFormatter::new())
    }
}

impl Formatter for Escaping<'_> {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut start = 0;
        for (i, c) in fragment.char_indices() {
            if needs_escape(c) {
                writer.write_all(&fragment.as_bytes()[start..i])?;
                write!(writer, "\\u{:04x}", c as u32)?;
                start = i + c.len_utf8();
            }
        }
        writer.write_all(&fragment.as_bytes()[start..])
    }

    // The layout is the pretty formatter's.
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }
    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

/// Write `value` as pretty, escaped JSON and a new line, streamed.
pub fn write_pretty<T: Serialize + ?Sized>(out: &mut dyn Write, value: &T) -> Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(&mut *out, Escaping::default());
    value
        .serialize(&mut ser)
        .map_err(|e| match e.io_error_kind() {
            Some(kind) => Error::from(io::Error::from(kind)),
            None => Error::internal(format!("JSON: {e}")),
        })?;
    writeln!(out)?;
    Ok(())
}

/// Compact JSON text with the same extra escapes. Every character
/// [`needs_escape`] matches is outside ASCII, so it can only stand inside a
/// JSON string: escaping it anywhere in the text is escaping it there.
pub(crate) fn escape_extra(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if needs_escape(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json<T: Serialize>(v: &T) -> String {
        let mut out = Vec::new();
        write_pretty(&mut out, v).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn terminal_tricks_are_escaped_and_mean_the_same() {
        let text = "a\u{9b}31mb\u{202e}c\u{2066}d\u{85}e\u{feff}f é ü 漢 \u{1f600}\n\"";
        let out = json(&serde_json::json!({ "title": text }));
        assert_eq!(
            out,
            "{\n  \"title\": \"a\\u009b31mb\\u202ec\\u2066d\\u0085e\\ufefff é ü 漢 \u{1f600}\\n\\\"\"\n}\n"
        );
        assert!(!out.chars().any(needs_escape));
        let back: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(back["title"], text);
    }

    #[test]
    fn the_layout_is_serde_jsons_pretty_one() {
        let v = serde_json::json!({ "a": [1, 2, { "b": [] }], "c": {}, "d": "x" });
        assert_eq!(
            json(&v),
            format!("{}\n", serde_json::to_string_pretty(&v).unwrap())
        );
    }
}
