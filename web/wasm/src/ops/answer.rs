//! The interactive lesson page's answer checks: one typed answer of one
//! question judged by the stepper's own checkers
//! (`lesson::feedback::page_verdict`), from the question's check as the
//! page embeds it (`lesson::feedback::Check`), and the page's readers of
//! typed answers (`lesson::forms::read`, the page's `npuzzleRead`).

use npuzzle::error::{Error, Result};
use npuzzle::lesson::feedback::{Check, page_verdict};
use npuzzle::lesson::forms::{self, Form};
use serde_json::Value;

/// The verdict on `text`, with the sentence the page shows (in the
/// current language) and, for moves, the board reached.
pub fn check(check: &Check, text: &str, lang: npuzzle::i18n::Lang) -> Result<Value> {
    let verdict = page_verdict(check, text)?;
    let mut value = serde_json::to_value(&verdict).map_err(|e| Error::internal(e.to_string()))?;
    value["message"] = Value::String(verdict.message.say(lang));
    Ok(value)
}

/// `text` read as `form` (its canonical form), or null when it is not an
/// answer of that form.
pub fn read(form: &str, text: &str) -> Result<Value> {
    let form = Form::named(form).ok_or_else(|| {
        Error::usage(format!(
            "unknown answer form `{}`",
            npuzzle::parse::shown_text(form)
        ))
    })?;
    Ok(forms::read(form, text).map_or(Value::Null, Value::from))
}
