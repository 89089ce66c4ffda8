//! Diagnosing the YAML mistakes an instructor makes, at the right place and
//! with a message that says what to do.
//!
//! The YAML parser stops at the first thing it cannot read, which is often a
//! line after the real mistake, and serde stops at the first bad field. This
//! module finds the line that is wrong (a tab, an indentation that matches
//! no block), splits a lesson into its steps so that every bad step is
//! reported, suggests the name that was meant (`did you mean
//! `inversions`?`), and finds the line and column of a claim.

use crate::i18n::{Lang, Msg};
use crate::msg;

/// One problem in a lesson file, at a 1-based line and column (0 when the
/// problem concerns the whole file): where it is in the lesson (a step, a
/// field) and what is wrong, as data. Its words are chosen where it is
/// printed ([`Problem::say`]), in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub column: usize,
    /// The step it is in: its number (1-based) and its kind as written
    /// (empty when the kind itself is the problem).
    pub(crate) step: Option<(usize, String)>,
    /// The field it is about, as a path from the step (or from the top of
    /// the file): `board`, `expect.parity`; empty for none.
    pub(crate) field: String,
    pub(crate) what: Msg,
}

impl Problem {
    /// The problem `what` at `line`, `column`.
    pub(crate) fn new(line: usize, column: usize, what: Msg) -> Problem {
        Problem {
            line,
            column,
            step: None,
            field: String::new(),
            what,
        }
    }

    /// Text already said (a message printed elsewhere, split back into
    /// its place and its words): shown as it is.
    pub fn said(line: usize, column: usize, text: &str) -> Problem {
        Problem::new(line, column, msg!("lessonfile-diagnosed", message = text))
    }

    /// The same problem inside step `number` (1-based) of kind `kind`.
    pub(crate) fn in_step(mut self, number: usize, kind: &str) -> Problem {
        self.step = Some((number, kind.to_string()));
        self
    }

    /// The same problem about the field `path`.
    pub(crate) fn at_field(mut self, path: &str) -> Problem {
        self.field = path.to_string();
        self
    }

    /// Where it is inside the lesson, from the outside in: its step
    /// (`step 3 (inversions)`) and its field (`board`), as messages.
    pub(crate) fn places(&self) -> Vec<Msg> {
        let mut places = Vec::new();
        if let Some((n, kind)) = &self.step {
            places.push(if kind.is_empty() {
                msg!("lessonfile-step-number", number = *n)
            } else {
                msg!("lessonfile-step", number = *n, kind = kind.as_str())
            });
        }
        if !self.field.is_empty() {
            places.push(msg!("lessonfile-field", name = self.field.as_str()));
        }
        places
    }

    /// `step 3 (inversions): board: …` in `lang`; quoted excerpts are cut
    /// at 80 characters ([`crate::parse::cut_quotes`]).
    pub fn say(&self, lang: Lang) -> String {
        let mut s = self.what.say(lang);
        for place in self.places().iter().rev() {
            s = crate::error::placed(place.say(lang), s, lang);
        }
        crate::parse::cut_quotes(&s)
    }
}

/// As JSON: its place and its English.
impl serde::Serialize for Problem {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Problem", 3)?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("column", &self.column)?;
        st.serialize_field("message", &self.say(Lang::EN))?;
        st.end()
    }
}

/// The first tab in the indentation of a line: YAML never accepts one there.
pub(crate) fn tab(text: &str) -> Option<Problem> {
    for (ln, line) in text.lines().enumerate() {
        for (col, c) in line.chars().enumerate() {
            match c {
                ' ' => continue,
                '\t' => {
                    return Some(Problem::new(ln + 1, col + 1, msg!("lessonfile-tab")));
                }
                _ => break,
            }
        }
    }
    None
}

/// A line of YAML structure: its indentation and what it holds.
struct Line<'a> {
    number: usize,
    indent: usize,
    /// The text after the indentation, without a trailing comment.
    code: &'a str,
}

/// The lines that carry structure: not empty, not comments, not the
/// content of a block scalar (`text: |`).
fn structural(text: &str) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    let mut block: Option<usize> = None;
    for (ln, raw) in text.lines().enumerate() {
        let indent = raw.len() - raw.trim_start_matches(' ').len();
        let body = raw.trim();
        if let Some(b) = block {
            if body.is_empty() || indent > b {
                continue;
            }
            block = None;
        }
        if body.is_empty() || body.starts_with('#') || body == "---" || body == "..." {
            continue;
        }
        let code = strip_comment(&raw[indent..]).trim_end();
        if ends_block_scalar(code) {
            block = Some(indent);
        }
        out.push(Line {
            number: ln + 1,
            indent,
            code,
        });
    }
    out
}

fn strip_comment(s: &str) -> &str {
    let mut single = false;
    let mut double = false;
    let mut prev = ' ';
    for (i, c) in s.char_indices() {
        match c {
            '\'' if !double => single = !single,
            '"' if !single && prev != '\\' => double = !double,
            '#' if !single && !double && (prev == ' ' || i == 0) => return &s[..i],
            _ => {}
        }
        prev = c;
    }
    s
}

fn ends_block_scalar(code: &str) -> bool {
    let Some(value) = code.rsplit_once(": ").map(|(_, v)| v).or_else(|| {
        code.strip_prefix("- ")
            .filter(|v| v.starts_with(['|', '>']))
    }) else {
        return false;
    };
    let v = value.trim();
    v.starts_with(['|', '>']) && v[1..].chars().all(|c| matches!(c, '-' | '+' | '0'..='9'))
}

/// Whether a line opens a block below it (`key:` or `- key:` with no
/// value, or a lone `-`).
fn opens_block(code: &str) -> bool {
    let mut c = code;
    while let Some(rest) = c.strip_prefix("- ") {
        c = rest.trim_start();
    }
    c == "-" || c.ends_with(':')
}

/// The columns where keys of this line's mappings begin: `- - key: v` at
/// indent 2 opens sequence levels at 2 and 4 and a mapping at 6.
fn levels_of(line: &Line) -> Vec<usize> {
    let mut levels = vec![line.indent];
    let mut col = line.indent;
    let mut c = line.code;
    while let Some(rest) = c.strip_prefix('-') {
        if !(rest.is_empty() || rest.starts_with(' ')) {
            break;
        }
        let trimmed = rest.trim_start();
        col += 1 + (rest.len() - trimmed.len());
        if trimmed.is_empty() {
            break;
        }
        levels.push(col);
        c = trimmed;
    }
    levels
}

/// The first line whose indentation fits no open block: indented more
/// than the line before although that line holds a value, or indented
/// back to a column where no block began. This is the line to fix, where
/// the parser often complains a line later (or earlier).
pub(crate) fn indentation(text: &str) -> Option<Problem> {
    let lines = structural(text);
    // Open blocks: (column, line that opened it).
    let mut open: Vec<(usize, usize)> = Vec::new();
    let mut prev: Option<&Line> = None;
    for line in &lines {
        if let Some(p) = prev {
            let top = open.last().map(|o| o.0).unwrap_or(0);
            if line.indent > top {
                let deepest = *levels_of(p).last().unwrap_or(&p.indent);
                if line.indent > deepest && !opens_block(p.code) {
                    // A flow collection or a quoted scalar may span lines.
                    if !(p.code.contains('[') || p.code.contains('{') || p.code.ends_with(',')) {
                        return Some(Problem::new(
                            line.number,
                            line.indent + 1,
                            msg!(
                                "lessonfile-indent-too-deep",
                                line = p.number,
                                column = deepest + 1
                            ),
                        ));
                    }
                }
            } else {
                let mut deeper = None;
                while open.last().is_some_and(|o| o.0 > line.indent) {
                    deeper = open.pop();
                }
                if open.last().map(|o| o.0) != Some(line.indent) {
                    let choices: Vec<(usize, usize)> =
                        deeper.into_iter().chain(open.last().copied()).collect();
                    let column = line.indent + 1;
                    let what = match choices[..] {
                        [(c, l)] => msg!(
                            "lessonfile-indent-no-block-one",
                            column = column,
                            at_column = c + 1,
                            at_line = l
                        ),
                        [(c, l), (c2, l2), ..] => msg!(
                            "lessonfile-indent-no-block-two",
                            column = column,
                            at_column = c + 1,
                            at_line = l,
                            or_column = c2 + 1,
                            or_line = l2
                        ),
                        [] => msg!("lessonfile-indent-no-block", column = column),
                    };
                    return Some(Problem::new(line.number, column, what));
                }
                open.pop();
            }
        }
        for l in levels_of(line) {
            open.push((l, line.number));
        }
        prev = Some(line);
    }
    None
}

/// The known name closest to a misspelt one, if any is close enough.
pub(crate) fn closest(given: &str, options: &[String]) -> Option<String> {
    let g = given.to_ascii_lowercase();
    options
        .iter()
        .map(|o| (strsim::damerau_levenshtein(&g, &o.to_ascii_lowercase()), o))
        .filter(|(d, o)| *d <= 2.max(o.len() / 3) && *d < o.len())
        .min_by_key(|(d, _)| *d)
        .map(|(_, o)| o.clone())
}

/// The line (1-based) where the top-level key `key:` is written.
pub(crate) fn top_key(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|l| l.strip_prefix(key).is_some_and(|r| r.starts_with(':')))
        .map(|n| n + 1)
}

/// The lines (1-based, inclusive start, exclusive end) of every step under
/// the top-level `steps:` key, when the steps are written as a block
/// sequence. `None` when the file is laid out otherwise.
pub(crate) fn step_blocks(text: &str) -> Option<(usize, Vec<(usize, usize)>)> {
    let lines = structural(text);
    let key = lines
        .iter()
        .position(|l| l.indent == 0 && l.code.starts_with("steps:"))?;
    if lines[key].code.trim_end() != "steps:" {
        return None;
    }
    let total = text.lines().count() + 1;
    let mut blocks: Vec<(usize, usize)> = Vec::new();
    let mut item_indent = None;
    let mut end = total;
    for l in &lines[key + 1..] {
        let is_item = l.code == "-" || l.code.starts_with("- ");
        match item_indent {
            None if is_item => item_indent = Some(l.indent),
            None => return None,
            Some(_) => {}
        }
        let ii = item_indent.unwrap_or(0);
        if l.indent < ii || (l.indent == ii && !is_item) {
            if l.indent == 0 && !is_item {
                end = l.number;
                break;
            }
            continue;
        }
        if l.indent == ii && is_item {
            if let Some(last) = blocks.last_mut() {
                last.1 = l.number;
            }
            blocks.push((l.number, total));
        }
    }
    if let Some(last) = blocks.last_mut() {
        last.1 = end.min(last.1);
    }
    Some((lines[key].number, blocks))
}

/// Where a key path (`expect`, `inversions`) is written inside a step's
/// lines: the line and column of its last key found, searching each key
/// after the one before. Falls back to the step's first line.
pub(crate) fn locate(text: &str, block: (usize, usize), path: &[&str]) -> (usize, usize) {
    let lines: Vec<&str> = text.lines().collect();
    let first = lines.get(block.0 - 1).copied().unwrap_or("");
    let first_col = first.len() - first.trim_start_matches([' ', '-']).len() + 1;
    let mut at = (block.0, first_col);
    let mut from = block.0 - 1;
    for key in path {
        let found = (from..block.1.saturating_sub(1).min(lines.len())).find_map(|i| {
            let line = lines[i];
            let body = line.trim_start_matches([' ', '-']);
            let col = line.len() - body.len();
            // `key: v`, `{key: v}` and `key:` at the line's end.
            if let Some(p) = body.find(&format!("{key}:")) {
                let before = &body[..p];
                if before.is_empty() || before.ends_with(['{', ' ', ',']) {
                    return Some((i, col + p + 1));
                }
            }
            None
        });
        match found {
            Some((i, col)) => {
                at = (i + 1, col);
                from = i;
            }
            None => break,
        }
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n";

    #[test]
    fn tabs_are_found() {
        let p = tab(&format!("{HEAD}  - inversions:\n \tboard: x\n")).unwrap();
        assert_eq!((p.line, p.column), (7, 2));
        assert!(tab("a: 'x\ty'\n").is_none());
    }

    #[test]
    fn indentation_points_at_the_wrong_line() {
        let over = format!("{HEAD}  - quiz:\n      question: Is it?\n       type: yes-no\n");
        assert_eq!(indentation(&over).unwrap().line, 8);
        let under = format!(
            "{HEAD}  - inversions:\n      board: x\n      expect:\n        inversions: 0\n       parity: even\n"
        );
        assert_eq!(indentation(&under).unwrap().line, 10);
        let top = "format_version: 1\n title: t\n";
        assert_eq!(indentation(top).unwrap().line, 2);
        let good = format!(
            "{HEAD}  - say: |\n      text\n        more\n  - inversions:\n      board: x\n      expect: {{inversions: 0}}\n"
        );
        assert!(indentation(&good).is_none(), "{:?}", indentation(&good));
    }

    #[test]
    fn steps_are_split_and_claims_located() {
        let text = format!(
            "{HEAD}  - say: hi\n  # a comment\n  - inversions:\n      board: x\n      expect:\n        inversions: 3\n\nafter: 1\n"
        );
        let (key, blocks) = step_blocks(&text).unwrap();
        assert_eq!(key, 5);
        assert_eq!(blocks, vec![(6, 8), (8, 13)]);
        assert_eq!(locate(&text, blocks[1], &["expect", "inversions"]), (11, 9));
        assert_eq!(locate(&text, blocks[1], &["nothing"]), (8, 5));
    }
}
