//! A line of text with escape sequences (colours) in it, split into its
//! visible text and the sequences between its characters, so that it can
//! be laid out as plain text and put back together with every sequence
//! whole and every colour closed at the end of each line.

use std::ops::Range;

/// The length in bytes of the escape sequence at the start of `s` (which
/// starts with ESC), by the grammar of ECMA-48: a control sequence
/// (`ESC [` parameters, intermediates, a final byte), an operating system
/// command (`ESC ]` … BEL or `ESC \`), or `ESC` with intermediates and a
/// final byte. An unfinished sequence runs to the end of `s`.
pub(super) fn escape_len(s: &str) -> usize {
    let b = s.as_bytes();
    match b.get(1) {
        Some(b'[') => {
            let mut i = 2;
            while i < b.len() && (0x20..=0x3f).contains(&b[i]) {
                i += 1;
            }
            if i < b.len() && (0x40..=0x7e).contains(&b[i]) {
                i + 1
            } else {
                // Not a well-formed sequence: the escape alone, so that
                // nothing visible is swallowed.
                1
            }
        }
        Some(b']') => {
            let mut i = 2;
            while i < b.len() {
                if b[i] == 0x07 {
                    return i + 1;
                }
                if b[i] == 0x1b && b.get(i + 1) == Some(&b'\\') {
                    return i + 2;
                }
                i += 1;
            }
            b.len()
        }
        Some(_) => {
            let mut i = 1;
            while i < b.len() && (0x20..=0x2f).contains(&b[i]) {
                i += 1;
            }
            if i < b.len() && (0x30..=0x7e).contains(&b[i]) {
                i + 1
            } else {
                1
            }
        }
        None => 1,
    }
}

/// A line split into its visible text and its escape sequences, each with
/// the place in the visible text (a byte offset into `plain`) it stands at.
pub(crate) struct Styled<'a> {
    pub(crate) plain: String,
    pub(super) escapes: Vec<(usize, &'a str)>,
}

/// True for a Select Graphic Rendition sequence (a colour or an effect).
pub(super) fn is_sgr(e: &str) -> bool {
    e.starts_with("\u{1b}[") && e.ends_with('m')
}

/// True for an SGR sequence that starts with a reset (`ESC[m`, `ESC[0m`,
/// `ESC[0;1m`).
pub(super) fn resets(e: &str) -> bool {
    let params = &e[2..e.len() - 1];
    let first = params.split([';', ':']).next().unwrap_or("");
    first.chars().all(|c| c == '0')
}

/// Reset every colour and effect.
pub(super) const RESET: &str = "\u{1b}[0m";

impl<'a> Styled<'a> {
    pub(crate) fn new(line: &'a str) -> Styled<'a> {
        let mut plain = String::with_capacity(line.len());
        let mut escapes = Vec::new();
        let mut rest = line;
        while let Some(at) = rest.find('\u{1b}') {
            plain.push_str(&rest[..at]);
            let len = escape_len(&rest[at..]);
            escapes.push((plain.len(), &rest[at..at + len]));
            rest = &rest[at + len..];
        }
        plain.push_str(rest);
        Styled { plain, escapes }
    }

    /// The colour sequences in force after the escapes `escapes[..n]`:
    /// those since the last reset, in order (replaying them restores the
    /// state).
    pub(super) fn active(&self, n: usize) -> Vec<&'a str> {
        let mut on: Vec<&'a str> = Vec::new();
        for &(_, e) in &self.escapes[..n] {
            if !is_sgr(e) {
                continue;
            }
            if resets(e) {
                on.clear();
                // `ESC[0;1m` resets, then sets what follows.
                if e.contains([';', ':']) {
                    on.push(e);
                }
            } else {
                on.push(e);
            }
        }
        on
    }

    /// The number of escapes that stand before byte `at` of the text.
    pub(super) fn before(&self, at: usize) -> usize {
        self.escapes.partition_point(|&(p, _)| p < at)
    }

    /// The visible text `range` with its escapes: the colours in force at
    /// its start re-opened, the escapes inside it, and a reset at its end
    /// when a colour is still on. With `last`, the escapes after the range
    /// (the line's closing resets) come too.
    pub(crate) fn slice(&self, range: Range<usize>, last: bool) -> String {
        let first = self.before(range.start);
        // Escapes right after the last character (its closing resets)
        // stay with it.
        let end = if last {
            self.escapes.len()
        } else {
            self.escapes.partition_point(|&(p, _)| p <= range.end)
        };
        let mut out = self.active(first).concat();
        let mut cursor = range.start;
        for &(p, e) in &self.escapes[first..end] {
            let p = p.clamp(cursor, range.end);
            out.push_str(&self.plain[cursor..p]);
            out.push_str(e);
            cursor = p;
        }
        out.push_str(&self.plain[cursor..range.end]);
        if !self.active(end).is_empty() {
            out.push_str(RESET);
        }
        out
    }

    /// `slice` when the range is the whole line: the line as it was.
    pub(super) fn whole(&self, range: Range<usize>, source: &str, last: bool) -> String {
        if range.start == 0 && range.end == self.plain.len() && last {
            source.to_string()
        } else {
            self.slice(range, last)
        }
    }
}

/// The byte offset in `plain` of display column `col` (the end when the
/// text is shorter).
pub(super) fn byte_at_column(plain: &str, col: usize) -> usize {
    let mut at = 0;
    for (i, c) in plain.char_indices() {
        if at >= col {
            return i;
        }
        at += textwrap::core::display_width(c.encode_utf8(&mut [0; 4]));
    }
    plain.len()
}
