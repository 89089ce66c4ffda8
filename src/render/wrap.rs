//! Text that fits the terminal: prose wrapped at word boundaries by display
//! width (a CJK character takes two columns, a combining mark none; escape
//! sequences take none), with the `textwrap` crate's width tables and
//! first-fit algorithm rather than hand-written ones.
//!
//! Escape sequences (colours) are kept whole: a line is split into its
//! visible text and the sequences between its characters ([`Styled`]),
//! laid out as plain text, and put back together. A line that is broken
//! closes its colours before the break and re-opens them after it, so that
//! every line stands on its own on the screen.
//!
//! A formula (`W − 1 = 2`, `16 + 2 = 18`) and a board written on one line
//! (`7 2 4/5 0 6/8 3 1`) are never broken inside, unless they alone are
//! wider than the line.
//!
//! Lines that are laid out in columns (tables, grids, aligned lists) are
//! never wrapped as prose: a renderer whose table does not fit chooses a
//! compact form, and [`fit`] turns what still does not fit into records.

use std::ops::Range;

/// The widest text the tool lays out, even on a wider terminal (long lines
/// are hard to read).
pub const MAX_WIDTH: usize = 100;
/// The width when it is not known: not a terminal, `COLUMNS` unset.
pub const DEFAULT_WIDTH: usize = 80;
/// Narrower terminals still get this much (tables need it).
pub const MIN_WIDTH: usize = 40;

/// The width to lay text out at: `COLUMNS` when set, else the terminal's
/// width when standard output is a terminal, else 80; at most 100.
pub fn width(is_terminal: bool) -> usize {
    let from_env = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c > 0);
    let w = match from_env {
        Some(c) => c,
        None if is_terminal => textwrap::termwidth(),
        None => DEFAULT_WIDTH,
    };
    w.clamp(MIN_WIDTH, MAX_WIDTH)
}

/// Columns a string takes on a terminal (escape sequences take none).
pub fn display_width(s: &str) -> usize {
    if s.contains('\u{1b}') {
        textwrap::core::display_width(&Styled::new(s).plain)
    } else {
        textwrap::core::display_width(s)
    }
}

/// The text of a line without its escape sequences.
pub fn strip(s: &str) -> String {
    Styled::new(s).plain
}

/// The length in bytes of the escape sequence at the start of `s` (which
/// starts with ESC), by the grammar of ECMA-48: a control sequence
/// (`ESC [` parameters, intermediates, a final byte), an operating system
/// command (`ESC ]` … BEL or `ESC \`), or `ESC` with intermediates and a
/// final byte. An unfinished sequence runs to the end of `s`.
fn escape_len(s: &str) -> usize {
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
pub struct Styled<'a> {
    pub plain: String,
    escapes: Vec<(usize, &'a str)>,
}

/// True for a Select Graphic Rendition sequence (a colour or an effect).
fn is_sgr(e: &str) -> bool {
    e.starts_with("\u{1b}[") && e.ends_with('m')
}

/// True for an SGR sequence that starts with a reset (`ESC[m`, `ESC[0m`,
/// `ESC[0;1m`).
fn resets(e: &str) -> bool {
    let params = &e[2..e.len() - 1];
    let first = params.split([';', ':']).next().unwrap_or("");
    first.chars().all(|c| c == '0')
}

/// Reset every colour and effect.
const RESET: &str = "\u{1b}[0m";

impl<'a> Styled<'a> {
    pub fn new(line: &'a str) -> Styled<'a> {
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
    fn active(&self, n: usize) -> Vec<&'a str> {
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
    fn before(&self, at: usize) -> usize {
        self.escapes.partition_point(|&(p, _)| p < at)
    }

    /// The visible text `range` with its escapes: the colours in force at
    /// its start re-opened, the escapes inside it, and a reset at its end
    /// when a colour is still on. With `last`, the escapes after the range
    /// (the line's closing resets) come too.
    pub fn slice(&self, range: Range<usize>, last: bool) -> String {
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
    fn whole(&self, range: Range<usize>, source: &str, last: bool) -> String {
        if range.start == 0 && range.end == self.plain.len() && last {
            source.to_string()
        } else {
            self.slice(range, last)
        }
    }
}

/// True for a word that is an operator of a formula (`=`, `−`, `+`, `→`,
/// `…`): the line never breaks next to it.
fn is_operator(word: &str) -> bool {
    word.chars().count() <= 3 && word.chars().all(|c| "=−-+→←↔×·/≤≥<>≠±÷*…≡≈|".contains(c))
}

/// A word of a board written on one line (`7`, `2`, `4/5`), with quotes,
/// brackets and punctuation around it allowed.
fn is_board_word(word: &str) -> bool {
    let core = word
        .trim_start_matches(['"', '\'', '(', '[', '“', '`'])
        .trim_end_matches(['"', '\'', ')', ']', '.', ',', ':', ';', '”', '`']);
    !core.is_empty() && core.chars().all(|c| c.is_ascii_digit() || c == '/')
}

/// The words of `text` as textwrap finds its break opportunities (by
/// Unicode's line-breaking rules), with a formula and a board each glued
/// into one word.
fn words(text: &str) -> Vec<textwrap::core::Word<'_>> {
    let found: Vec<textwrap::core::Word> =
        textwrap::WordSeparator::new().find_words(text).collect();
    let bare = |k: usize| found[k].word.trim_end();
    // A run of board words holding a `/` is one board.
    let mut board: Vec<Option<usize>> = vec![None; found.len()];
    let mut k = 0;
    while k < found.len() {
        let mut j = k;
        while j < found.len() && is_board_word(bare(j)) {
            j += 1;
            // A comma or a full stop ends the board (`a/b c, d/e f`).
            if bare(j - 1).ends_with([',', ';', '.', ':']) {
                break;
            }
        }
        if j > k + 1 && (k..j).any(|i| bare(i).contains('/')) {
            board[k..j].iter_mut().for_each(|b| *b = Some(k));
        }
        k = j.max(k + 1);
    }
    let mut out: Vec<textwrap::core::Word> = Vec::with_capacity(found.len());
    for (k, w) in found.iter().enumerate() {
        // A path is not broken after its slashes (`docs/src/x.md`).
        let path = k > 0 && found[k - 1].whitespace.is_empty() && found[k - 1].word.ends_with('/');
        let glued = k > 0
            && (path
                || is_operator(bare(k))
                || is_operator(bare(k - 1))
                || (board[k].is_some() && board[k] == board[k - 1]));
        match out.last_mut() {
            Some(last) if glued => {
                let start = offset(text, last.word);
                let end = offset(text, w.word) + w.word.len();
                last.word = &text[start..end];
                last.width = textwrap::core::display_width(last.word);
                last.whitespace = w.whitespace;
                last.penalty = w.penalty;
            }
            _ => out.push(*w),
        }
    }
    out
}

/// Where the slice `part` of `text` starts in it.
fn offset(text: &str, part: &str) -> usize {
    part.as_ptr() as usize - text.as_ptr() as usize
}

/// Wrap one line of text (with escapes) to `width`: the first line starts
/// with `initial`, the others with `subsequent` (plain spaces or text),
/// by textwrap's optimal-fit algorithm on the visible text. Words are never
/// split; a glued formula or board wider than a line is broken as usual.
fn wrap_styled(line: &str, width: usize, initial: &str, subsequent: &str) -> Vec<String> {
    let st = Styled::new(line);
    let plain = st.plain.as_str();
    let body = plain.trim_start_matches(' ');
    let avail = width.saturating_sub(display_width(subsequent));
    let words: Vec<textwrap::core::Word> = words(body)
        .into_iter()
        .flat_map(|w| {
            if w.width > avail && w.word.trim_end().contains(' ') {
                textwrap::WordSeparator::new()
                    .find_words(w.word)
                    .map(|mut p| {
                        if p.whitespace.is_empty() {
                            p.whitespace = w.whitespace;
                        }
                        p
                    })
                    .collect::<Vec<_>>()
            } else {
                vec![w]
            }
        })
        .collect();
    if words.is_empty() {
        return vec![initial.trim_end().to_string()];
    }
    let widths = [width.saturating_sub(display_width(initial)), avail];
    let lines = textwrap::WrapAlgorithm::new().wrap(&words, &widths);
    let n = lines.len();
    lines
        .iter()
        .enumerate()
        .map(|(k, ws)| {
            let start = offset(plain, ws[0].word);
            let last = ws[ws.len() - 1].word;
            let end = offset(plain, last) + last.trim_end_matches(' ').len();
            let lead = if k == 0 { initial } else { subsequent };
            format!("{lead}{}", st.whole(start..end, line, k + 1 == n))
        })
        .collect()
}

/// True when a line is laid out in columns: two spaces in a row after its
/// indentation, or a table rule.
fn is_columnar(line: &str) -> bool {
    let plain = strip(line);
    let body = plain.trim_start();
    body.contains("  ")
        || body.starts_with('+')
        || body.starts_with('|')
        || body.contains('│')
        || body.starts_with("---")
}

/// One prose line wrapped to `width`, keeping its indentation on the
/// lines it continues on.
fn prose_line(body: &str, width: usize) -> String {
    let plain = strip(body);
    let indent = " ".repeat(plain.len() - plain.trim_start_matches(' ').len());
    wrap_styled(body, width, &indent, &indent).join("\n")
}

/// Wrap every prose line longer than `width`, keeping its indentation on
/// the lines it continues on; columnar lines are left as they are.
pub fn prose(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    for line in text.split_inclusive('\n') {
        let (body, newline) = match line.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (line, ""),
        };
        if display_width(body) <= width || is_columnar(body) {
            out.push_str(line);
            continue;
        }
        out.push_str(&prose_line(body, width));
        out.push_str(newline);
    }
    out
}

/// A writer that makes each line fit `width` as it passes while
/// `enabled()` says so: prose lines are wrapped (see [`prose`]); a block
/// of columnar lines (a table) passes as it is when it fits and is made
/// to fit (see [`fit`]) when it does not; a line not yet ended when the
/// writer is flushed (a prompt) passes as it is. Put between a command's
/// text renderer and a terminal, so that long sentences break between
/// words, not where the terminal cuts them, and escape sequences are
/// never cut.
pub struct Lines<W: std::io::Write, F: Fn() -> bool> {
    inner: W,
    width: usize,
    enabled: F,
    line: Vec<u8>,
    /// Columnar lines waiting for the end of their block.
    block: Vec<String>,
    /// Set when a block grew past [`BLOCK_LINES`]: the rest of it passes
    /// line by line (a long trace is never held in memory whole).
    streaming: bool,
}

/// The longest table the writer holds back to lay out as a whole.
const BLOCK_LINES: usize = 1000;

impl<W: std::io::Write, F: Fn() -> bool> Lines<W, F> {
    pub fn new(inner: W, width: usize, enabled: F) -> Self {
        Lines {
            inner,
            width,
            enabled,
            line: Vec::new(),
            block: Vec::new(),
            streaming: false,
        }
    }

    fn emit_block(&mut self) -> std::io::Result<()> {
        if self.block.is_empty() {
            return Ok(());
        }
        let block = std::mem::take(&mut self.block);
        let lines: Vec<&str> = block.iter().map(|l| l.as_str()).collect();
        let text = if lines.iter().all(|l| display_width(l) <= self.width) {
            lines.join("\n")
        } else {
            stacked(&lines, self.width).unwrap_or_else(|| fit_block(&lines, self.width))
        };
        self.inner.write_all(text.as_bytes())?;
        self.inner.write_all(b"\n")
    }

    fn emit(&mut self) -> std::io::Result<()> {
        let line = std::mem::take(&mut self.line);
        if !(self.enabled)() {
            self.emit_block()?;
            return self.inner.write_all(&line);
        }
        let text = String::from_utf8_lossy(&line);
        let body = text.trim_end_matches('\n');
        if !body.trim().is_empty() && is_columnar(body) {
            if self.streaming {
                if display_width(body) <= self.width {
                    return self.inner.write_all(&line);
                }
                let text = fit_block(&[body], self.width);
                self.inner.write_all(text.as_bytes())?;
                return self.inner.write_all(b"\n");
            }
            self.block.push(body.to_string());
            if self.block.len() >= BLOCK_LINES {
                self.emit_block()?;
                self.streaming = true;
            }
            return Ok(());
        }
        self.streaming = false;
        self.emit_block()?;
        if display_width(body) > self.width {
            self.inner.write_all(prose(&text, self.width).as_bytes())
        } else {
            self.inner.write_all(&line)
        }
    }
}

impl<W: std::io::Write, F: Fn() -> bool> std::io::Write for Lines<W, F> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut rest = buf;
        while let Some(at) = rest.iter().position(|&b| b == b'\n') {
            self.line.extend_from_slice(&rest[..=at]);
            self.emit()?;
            rest = &rest[at + 1..];
        }
        self.line.extend_from_slice(rest);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.emit_block()?;
        self.streaming = false;
        if !self.line.is_empty() {
            let pending = std::mem::take(&mut self.line);
            self.inner.write_all(&pending)?;
        }
        self.inner.flush()
    }
}

/// Make every line fit `width`: prose is wrapped ([`prose`]); a block of
/// two or more columnar lines that does not fit becomes one record per row
/// (`row name: column value, column value, ...`, wrapped); a single
/// columnar line that does not fit is wrapped after its last run of spaces
/// with a hanging indent. Grids (boards drawn in boxes) are left whole.
pub fn fit(text: &str, width: usize) -> String {
    let text = prose(text, width);
    let lines: Vec<&str> = text.split('\n').collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let mut j = i;
        while j < lines.len() && !lines[j].trim().is_empty() && is_columnar(lines[j]) {
            j += 1;
        }
        if j == i {
            out.push(lines[i].to_string());
            i += 1;
            continue;
        }
        let block = &lines[i..j];
        if block.iter().all(|l| display_width(l) <= width) {
            out.extend(block.iter().map(|l| l.to_string()));
        } else {
            out.push(fit_block(block, width));
        }
        i = j;
    }
    out.join("\n")
}

/// True when a block of lines draws a board in boxes.
fn is_grid(block: &[&str]) -> bool {
    block.iter().any(|l| {
        let p = strip(l);
        let t = p.trim_start();
        t.starts_with("+-") || t.starts_with("| ")
    })
}

/// A block of columnar lines made to fit `width` (see [`fit`]).
fn fit_block(block: &[&str], width: usize) -> String {
    if is_grid(block) {
        block.join("\n")
    } else if block.len() >= 2 {
        records(block, width)
    } else {
        hanging(block[0], width)
    }
}

/// A table too wide for the terminal with its first column on lines of
/// its own: each row's first cell, then the rest of the row indented by
/// two spaces under it (a row whose first cell is empty, such as a header
/// over the other columns, is the indented line alone). `None` when the
/// rest does not fit either, or the block is a grid.
pub fn stacked(block: &[&str], width: usize) -> Option<String> {
    if block.len() < 2 || is_grid(block) {
        return None;
    }
    let rows: Vec<Styled> = block.iter().map(|l| Styled::new(l)).collect();
    // Where each row's first cell ends (0 when the row starts with two
    // spaces), and the widest such end.
    let first_end = |plain: &str| -> usize {
        if plain.starts_with("  ") {
            return 0;
        }
        plain.find("  ").unwrap_or(plain.len())
    };
    let cut_col = rows
        .iter()
        .map(|r| display_width(&r.plain[..first_end(&r.plain)]))
        .max()?;
    let cuts: Vec<usize> = rows
        .iter()
        .map(|r| byte_at_column(&r.plain, cut_col))
        .collect();
    // Every row must be blank at the cut: the columns are aligned.
    if rows
        .iter()
        .zip(&cuts)
        .any(|(r, &c)| r.plain[c..].chars().next().is_some_and(|ch| ch != ' '))
    {
        return None;
    }
    let lead = rows
        .iter()
        .zip(&cuts)
        .filter(|(r, c)| !r.plain[**c..].trim().is_empty())
        .map(|(r, &c)| r.plain[c..].len() - r.plain[c..].trim_start_matches(' ').len())
        .min()?;
    let mut out = Vec::new();
    for ((row, &cut), line) in rows.iter().zip(&cuts).zip(block) {
        let name_end = row.plain[..cut].trim_end().len();
        if name_end > 0 {
            out.push(row.slice(0..name_end, false));
        }
        if !row.plain[cut..].trim().is_empty() {
            let from = cut + lead;
            out.push(format!(
                "  {}",
                row.whole(from..row.plain.len(), line, true)
            ));
        }
    }
    out.iter()
        .all(|l| display_width(l) <= width)
        .then(|| out.join("\n"))
}

/// The display columns where the cells of a header line start: after its
/// indentation and after every run of two or more spaces.
fn cell_starts(header: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut col = 0;
    let mut spaces = 0;
    let mut started = false;
    for c in header.chars() {
        if c == ' ' {
            spaces += 1;
        } else {
            if !started || spaces >= 2 {
                starts.push(col);
            }
            started = true;
            spaces = 0;
        }
        col += textwrap::core::display_width(c.encode_utf8(&mut [0; 4]));
    }
    starts
}

/// The byte offset in `plain` of display column `col` (the end when the
/// text is shorter).
fn byte_at_column(plain: &str, col: usize) -> usize {
    let mut at = 0;
    for (i, c) in plain.char_indices() {
        if at >= col {
            return i;
        }
        at += textwrap::core::display_width(c.encode_utf8(&mut [0; 4]));
    }
    plain.len()
}

/// The cells of a columnar line, cut at the header's columns, with their
/// escapes (empty cells are empty strings).
fn cells(line: &str, starts: &[usize]) -> Vec<String> {
    let st = Styled::new(line);
    let plain = &st.plain;
    (0..starts.len())
        .map(|c| {
            let from = byte_at_column(plain, starts[c]);
            let to = starts
                .get(c + 1)
                .map_or(plain.len(), |&s| byte_at_column(plain, s));
            let cell = &plain[from..to];
            let a = from + (cell.len() - cell.trim_start().len());
            let b = (from + cell.trim_end().len()).max(a);
            if a == b {
                String::new()
            } else {
                st.slice(a..b, false)
            }
        })
        .collect()
}

/// A table too wide for the terminal, as one record per row.
fn records(block: &[&str], width: usize) -> String {
    let starts = cell_starts(&strip(block[0]));
    let names = cells(block[0], &starts);
    let mut out = Vec::new();
    for line in &block[1..] {
        let values = cells(line, &starts);
        let Some(first) = values.iter().position(|v| !v.is_empty()) else {
            continue;
        };
        let fields: Vec<String> = values
            .iter()
            .zip(&names)
            .skip(first + 1)
            .filter(|(v, _)| !v.is_empty())
            .map(|(v, n)| format!("{n} {v}"))
            .collect();
        let name = if first == 0 {
            values[0].clone()
        } else {
            format!("{} {}", names[first], values[first])
        };
        // Continuation lines are indented so the records stand apart.
        out.push(
            wrap_styled(&format!("{name}: {}", fields.join(", ")), width, "", "    ").join("\n"),
        );
    }
    out.join("\n")
}

/// One too-wide columnar line, broken after its last run of spaces: the
/// rest is wrapped under its own start (or indented by four spaces when
/// that start is far to the right).
fn hanging(line: &str, width: usize) -> String {
    let st = Styled::new(line);
    let starts = cell_starts(&st.plain);
    let Some(&last) = starts.last().filter(|&&s| s > 0) else {
        return line.to_string();
    };
    let at = byte_at_column(&st.plain, last);
    let head_end = st.plain[..at].trim_end().len();
    let head = st.slice(0..head_end, false);
    if display_width(&head) > width {
        // Too wide even without its last cell: wrapped as words.
        return wrap_styled(line, width, "", "    ").join("\n");
    }
    let tail = st.slice(at..st.plain.len(), true);
    let column = display_width(&head) + 2;
    if column <= width / 2 {
        let indent = " ".repeat(column);
        let mut lines = wrap_styled(&tail, width, &indent, &indent);
        lines[0] = format!("{head}  {}", &lines[0][indent.len()..]);
        return lines.join("\n");
    }
    format!(
        "{head}\n{}",
        wrap_styled(&tail, width, "    ", "    ").join("\n")
    )
}

/// Fill one paragraph to `width` with a hanging indent (escapes kept
/// whole, colours re-opened on each line).
pub fn fill(text: &str, width: usize, indent: &str) -> String {
    wrap_styled(text, width, indent, indent).join("\n")
}

/// The widest line of a text, in columns.
pub fn widest(text: &str) -> usize {
    text.lines().map(display_width).max().unwrap_or(0)
}

/// The first `columns` display columns of a line without the spaces they
/// end with, its escapes kept whole (and its colours closed at the cut).
pub fn take_columns(line: &str, columns: usize) -> String {
    let st = Styled::new(line);
    let at = byte_at_column(&st.plain, columns);
    let end = st.plain[..at].trim_end_matches(' ').len();
    st.slice(0..end, at == st.plain.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_wraps_prose_lines_and_passes_the_rest() {
        use std::io::Write;
        let on = std::cell::Cell::new(true);
        let mut out = Vec::new();
        {
            let mut w = Lines::new(&mut out, 20, || on.get());
            writeln!(w, "one two three four five six").unwrap();
            write!(w, "a  table  row  that  is  long\nshort\n").unwrap();
            on.set(false);
            writeln!(w, "one two three four five six").unwrap();
            on.set(true);
            write!(w, "prompt that is not ended > ").unwrap();
            w.flush().unwrap();
        }
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "one two three four\nfive six\na  table  row  that\n    is  long\nshort\n\
             one two three four five six\nprompt that is not ended > "
        );
    }

    #[test]
    fn prose_wraps_by_display_width() {
        let s = "one two three four five six seven eight nine ten\n";
        let w = prose(s, 20);
        assert!(w.lines().all(|l| display_width(l) <= 20), "{w}");
        assert_eq!(w.replace('\n', " ").trim(), s.trim());
        // Chinese characters take two columns each: 12 of them are 24 wide.
        let zh = "逆序数 是 每一对 顺序 相反 的 数字 之 和 这里 我们 数一数\n";
        let w = prose(zh, 16);
        assert!(w.lines().all(|l| display_width(l) <= 16), "{w}");
        assert!(w.lines().count() > 2, "{w}");
    }

    #[test]
    fn indentation_is_kept_and_tables_are_left_alone() {
        let w = prose("    alpha beta gamma delta epsilon\n", 20);
        assert!(w.lines().all(|l| l.starts_with("    ")), "{w}");
        let table = "  tile  after  count  running  and more columns than fit\n";
        assert_eq!(prose(table, 20), table);
    }

    #[test]
    fn wide_tables_become_records() {
        let t = "name          admissible  overestimated  mean h\nH1 misplaced  yes                     0    7.11\nH2 manhattan  yes                     0   14.00\n";
        let f = fit(t, 30);
        assert!(f.lines().all(|l| display_width(l) <= 30), "{f}");
        let joined = f.replace("\n    ", " ");
        assert!(
            joined.contains("H1 misplaced: admissible yes, overestimated 0, mean h 7.11"),
            "{f}"
        );
        assert!(joined.contains("mean h 14.00"), "{f}");
        // A table that fits is left alone.
        assert_eq!(fit(t, 80), t);
    }

    #[test]
    fn colour_escapes_take_no_columns() {
        assert_eq!(display_width("\u{1b}[1mbold\u{1b}[0m"), 4);
        assert_eq!(display_width("数"), 2);
    }

    /// Every escape of `s` is well formed and nothing is left open at the
    /// end of a line.
    fn well_formed(s: &str) {
        for line in s.lines() {
            let st = Styled::new(line);
            assert!(!st.plain.contains('\u{1b}'), "{line:?}");
            for (_, e) in &st.escapes {
                assert!(is_sgr(e), "{e:?} in {line:?}");
            }
            assert!(
                st.active(st.escapes.len()).is_empty(),
                "left open: {line:?}"
            );
        }
    }

    #[test]
    fn colour_is_closed_before_a_break_and_reopened_after_it() {
        let red = |t: &str| format!("\u{1b}[1m\u{1b}[31m{t}\u{1b}[39m\u{1b}[0m");
        let line = format!("one {} five six\n", red("two three four"));
        let w = prose(&line, 12);
        well_formed(&w);
        assert_eq!(strip(&w), "one two\nthree four\nfive six\n");
        let lines: Vec<&str> = w.lines().collect();
        assert_eq!(lines[0], "one \u{1b}[1m\u{1b}[31mtwo\u{1b}[0m");
        assert_eq!(lines[1], "\u{1b}[1m\u{1b}[31mthree four\u{1b}[39m\u{1b}[0m");
        // Indentation stays plain, the colour starts at the word.
        let w = prose(&format!("  {}\n", red("alpha beta gamma delta")), 14);
        well_formed(&w);
        assert!(w.lines().all(|l| l.starts_with("  ")), "{w:?}");
        assert!(w.lines().all(|l| display_width(l) <= 14), "{w:?}");
    }

    #[test]
    fn formulas_and_boards_stay_whole() {
        let s = "Invariant for width 3 (odd): the inversions. A vertical move jumps a tile over W − 1 = 2 tiles (even).\n";
        for width in 40..100 {
            let w = prose(s, width);
            assert!(w.lines().all(|l| display_width(l) <= width), "{w}");
            assert!(w.contains("W − 1 = 2"), "{width}: {w}");
        }
        let s = "goal: 1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0 (blank-last), and \"7 2 4/5 0 6/8 3 1\" too.\n";
        for width in 40..90 {
            let w = prose(s, width);
            assert!(
                w.contains("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"),
                "{width}: {w}"
            );
            assert!(w.contains("\"7 2 4/5 0 6/8 3 1\""), "{width}: {w}");
        }
        // A formula wider than the line is broken between its words.
        let w = prose("a = b = c = d = e = f = g = h\n", 10);
        assert!(w.lines().all(|l| display_width(l) <= 10), "{w}");
        let w = prose("every definition is in docs/src/definitions.md\n", 34);
        assert_eq!(w, "every definition is in\ndocs/src/definitions.md\n");
        // Two boards in a list are two groups.
        let w = prose("at: 8 0 6/5 4 7/2 3 1, 8 7 6/0 4 1/2 5 3\n", 24);
        assert_eq!(w, "at: 8 0 6/5 4 7/2 3 1,\n8 7 6/0 4 1/2 5 3\n");
        // Numbers in prose are not a board.
        let w = prose("one two 16 inversions\n", 12);
        assert_eq!(w, "one two 16\ninversions\n");
    }

    #[test]
    fn coloured_tables_become_records_without_cutting_escapes() {
        let ok = "\u{1b}[1m\u{1b}[32myes\u{1b}[39m\u{1b}[0m";
        let t = format!(
            "name          admissible  overestimated  mean h\nH1 misplaced  {ok}                     0    7.11\nH2 manhattan  {ok}                     0   14.00\n"
        );
        let f = fit(&t, 30);
        well_formed(&f);
        assert!(f.lines().all(|l| display_width(l) <= 30), "{f}");
        let joined = strip(&f).replace("\n    ", " ");
        assert!(
            joined.contains("H1 misplaced: admissible yes, overestimated 0, mean h 7.11"),
            "{f}"
        );
        // One too-wide coloured line.
        let line = format!(
            "label  {}",
            ["word"; 12]
                .map(|w| format!("\u{1b}[36m{w}\u{1b}[39m"))
                .join(" ")
        );
        let f = fit(&line, 30);
        well_formed(&f);
        assert!(f.lines().all(|l| display_width(l) <= 30), "{f}");
        assert_eq!(strip(&f).split_whitespace().count(), 13);
    }

    #[test]
    fn the_writer_fits_tables_at_the_end_of_their_block() {
        use std::io::Write;
        let mut out = Vec::new();
        {
            let mut w = Lines::new(&mut out, 30, || true);
            write!(
                w,
                "intro\nname          admissible  overestimated  mean h\nH1 misplaced  yes                     0    7.11\n\nshort  table\n"
            )
            .unwrap();
            w.flush().unwrap();
        }
        let s = String::from_utf8(out).unwrap();
        assert!(s.starts_with("intro\nH1 misplaced: admissible yes,"), "{s}");
        assert!(s.ends_with("\n\nshort  table\n"), "{s}");
        assert!(s.lines().all(|l| display_width(l) <= 30), "{s}");
    }

    #[test]
    fn take_columns_keeps_escapes_whole() {
        let line = "ab\u{1b}[1mcd\u{1b}[0mef";
        assert_eq!(take_columns(line, 3), "ab\u{1b}[1mc\u{1b}[0m");
        assert_eq!(strip(&take_columns(line, 2)), "ab");
        assert_eq!(take_columns(line, 9), line);
    }

    #[test]
    fn broken_escapes_swallow_nothing() {
        // An escape that is not a finished sequence counts as itself only.
        let st = Styled::new("a\u{1b}[1é");
        assert_eq!(st.plain, "a[1é");
    }

    #[test]
    fn a_wide_table_can_stack_its_first_column() {
        let t = [
            "heuristic              admissible  overestimated",
            "H1 misplaced           \u{1b}[32myes\u{1b}[39m                     0",
            "linear-conflict-pairs  NO                      7",
        ];
        let s = stacked(&t, 30).unwrap();
        well_formed(&s);
        assert_eq!(
            strip(&s),
            "heuristic\n  admissible  overestimated\nH1 misplaced\n  yes                     0\nlinear-conflict-pairs\n  NO                      7"
        );
        // A header over the other columns only.
        let t = [
            "          bfs  astar",
            "expanded   12      3",
            "generated  40      9",
        ];
        assert_eq!(
            stacked(&t, 12).unwrap(),
            "  bfs  astar\nexpanded\n   12      3\ngenerated\n   40      9"
        );
        // Too wide still: None (the caller makes records).
        assert!(stacked(&t, 5).is_none());
    }

    #[test]
    fn a_very_long_table_streams_past_its_first_rows() {
        use std::io::Write;
        let mut out = Vec::new();
        {
            let mut w = Lines::new(&mut out, 20, || true);
            for k in 0..BLOCK_LINES + 5 {
                writeln!(w, "row  {k}").unwrap();
            }
            // Held back: at most one block's worth, never the whole table.
            assert!(w.block.len() < BLOCK_LINES);
            writeln!(w, "a  row  far  too  wide  for  it").unwrap();
            w.flush().unwrap();
        }
        let s = String::from_utf8(out).unwrap();
        assert!(s.starts_with("row  0\nrow  1\n"), "{s}");
        assert!(s.lines().all(|l| display_width(l) <= 20), "{s}");
    }
}
