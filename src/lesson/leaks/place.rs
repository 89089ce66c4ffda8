//! Where a piece of a lesson's text is written: the file (the lesson's, or
//! its translation's when the translation gives that text), the line and
//! the column (in characters, 1-based) of the words found in a field.

use crate::lesson::Source;
use crate::lesson::diagnose::step_blocks;

/// The files a lesson's text comes from.
#[derive(Debug, Clone, Copy)]
pub struct Files<'a> {
    /// The lesson's file: its name in messages and its text.
    pub(crate) lesson: (&'a str, &'a str),
    /// The translation whose text the lesson is read in, if any.
    pub(crate) translation: Option<(&'a str, &'a str)>,
}

impl<'a> Files<'a> {
    /// The files of a lesson read as `shown` (itself, or one of its
    /// translations), `lesson` being the untranslated lesson.
    pub fn of(shown: &'a Source, lesson: &'a Source) -> Files<'a> {
        let translation = shown.translated.and_then(|lang| {
            shown
                .translations
                .iter()
                .find(|t| t.lang == lang)
                .map(|t| (t.file.as_str(), t.text.as_str()))
        });
        Files {
            lesson: (lesson.file.as_str(), lesson.text.as_str()),
            translation,
        }
    }
}

/// A place: file, line, column.
pub(crate) type Place = (String, usize, usize);

/// Where the `nth` (0-based) occurrence of `needle` in the value of `key`
/// of step `step` (`None`: a key of the lesson itself, `title` or
/// `summary`) is written: in the translation if it gives that key, else in
/// the lesson. Falls back to the key, then to the step.
pub(crate) fn text(
    files: Files,
    step: Option<usize>,
    key: &str,
    needle: &str,
    nth: usize,
) -> Place {
    for (file, body) in files.translation.into_iter().chain([files.lesson]) {
        if let Some((line, col)) = in_file(body, step, key, needle, nth) {
            return (file.to_string(), line, col);
        }
    }
    let (file, body) = files.lesson;
    let (line, col) = step.map_or((0, 0), |s| step_line(body, s));
    (file.to_string(), line, col)
}

/// Where step `step` begins in the lesson's file (its `- kind:` item).
pub(crate) fn step(files: Files, step: usize) -> Place {
    let (file, body) = files.lesson;
    let (line, col) = step_line(body, step);
    (file.to_string(), line, col)
}

fn step_line(body: &str, step: usize) -> (usize, usize) {
    let Some(line) = step_blocks(body).and_then(|(_, b)| b.get(step).map(|b| b.0)) else {
        return (0, 0);
    };
    let text = body.lines().nth(line - 1).unwrap_or("");
    let col = text.chars().take_while(|c| *c == ' ' || *c == '-').count() + 1;
    (line, col)
}

/// The lines (0-based, end excluded) a key's value may span, and where the
/// key is.
fn key_span(body: &str, step: Option<usize>, key: &str) -> Option<(usize, usize, usize)> {
    let lines: Vec<&str> = body.lines().collect();
    let (from, to) = match step {
        Some(s) => {
            let (_, blocks) = step_blocks(body)?;
            let b = *blocks.get(s)?;
            (b.0 - 1, (b.1 - 1).min(lines.len()))
        }
        None => {
            let start = lines
                .iter()
                .position(|l| l.starts_with(&format!("{key}:")))?;
            let end = lines[start + 1..]
                .iter()
                .position(|l| !l.is_empty() && !l.starts_with([' ', '#']))
                .map_or(lines.len(), |k| start + 1 + k);
            return Some((start, end, 0));
        }
    };
    let at = (from..to).find(|&i| {
        let body = lines[i].trim_start_matches([' ', '-']);
        body.find(&format!("{key}:")).is_some_and(|p| {
            let before = &body[..p];
            before.is_empty() || before.ends_with(['{', ' ', ','])
        })
    })?;
    let indent = lines[at].len() - lines[at].trim_start_matches([' ', '-']).len();
    // The value ends where a line as little indented as the key starts.
    let end = (at + 1..to)
        .find(|&i| {
            let l = lines[i];
            let here = l.len() - l.trim_start().len();
            !l.trim().is_empty() && here <= indent && !l.trim_start().starts_with('#')
        })
        .unwrap_or(to);
    Some((at, end, body_col(lines[at], key)))
}

fn body_col(line: &str, key: &str) -> usize {
    line.find(&format!("{key}:"))
        .map_or(0, |b| line[..b].chars().count())
}

fn in_file(
    body: &str,
    step: Option<usize>,
    key: &str,
    needle: &str,
    nth: usize,
) -> Option<(usize, usize)> {
    let (from, to, key_col) = key_span(body, step, key)?;
    let lines: Vec<&str> = body.lines().collect();
    let mut seen = 0;
    for (i, line) in lines.iter().enumerate().take(to).skip(from) {
        // On the key's line, only after the key.
        let start = if i == from {
            line.char_indices()
                .nth(key_col + key.len() + 1)
                .map_or(line.len(), |(b, _)| b)
        } else {
            0
        };
        for b in occurrences(&line[start..], needle) {
            if seen == nth {
                return Some((i + 1, line[..start + b].chars().count() + 1));
            }
            seen += 1;
        }
    }
    Some((from + 1, key_col + 1))
}

/// The byte offsets of `needle` in `hay` where it stands alone: not inside
/// a longer number, nor inside a longer word.
pub(crate) fn occurrences(hay: &str, needle: &str) -> Vec<usize> {
    let glue = |c: char| c.is_ascii_digit() || super::prose::latin(c);
    let first = needle.chars().next();
    let last = needle.chars().next_back();
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = hay[from..].find(needle) {
        let s = from + i;
        let e = s + needle.len();
        from = s + needle.len().max(1);
        let before = hay[..s].chars().next_back();
        let after = hay[e..].chars().next();
        let alone_before = !(first.is_some_and(glue) && before.is_some_and(glue));
        let alone_after = !(last.is_some_and(glue) && after.is_some_and(glue));
        if alone_before && alone_after {
            out.push(s);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const LESSON: &str = "format_version: 1\ntitle: T\nsummary: >\n  It has 94\n  and 94.\nsteps:\n  - say: |\n      One 46 and 146,\n      then 46.\n  - quiz:\n      question: How many? 46\n      hint: 46 or so\n";

    #[test]
    fn words_are_found_in_their_field() {
        let files = Files {
            lesson: ("l.yaml", LESSON),
            translation: None,
        };
        assert_eq!(
            text(files, Some(0), "say", "46", 1),
            ("l.yaml".into(), 9, 12)
        );
        assert_eq!(
            text(files, Some(0), "say", "46", 0),
            ("l.yaml".into(), 8, 11)
        );
        assert_eq!(
            text(files, Some(1), "hint", "46", 0),
            ("l.yaml".into(), 12, 13)
        );
        assert_eq!(
            text(files, None, "summary", "94", 1),
            ("l.yaml".into(), 5, 7)
        );
        assert_eq!(step(files, 1), ("l.yaml".into(), 10, 5));
        let tr =
            "lang: vi\nsteps:\n  - say: |\n      Một 46\n  - quiz:\n      question: Bao nhiêu?\n";
        let files = Files {
            lesson: ("l.yaml", LESSON),
            translation: Some(("vi/l.yaml", tr)),
        };
        assert_eq!(
            text(files, Some(0), "say", "46", 0),
            ("vi/l.yaml".into(), 4, 11)
        );
        // The hint is not translated: it is the lesson's.
        assert_eq!(
            text(files, Some(1), "hint", "46", 0),
            ("l.yaml".into(), 12, 13)
        );
    }
}
