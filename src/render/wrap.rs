//! Text that fits the terminal: prose wrapped at word boundaries by display
//! width (a CJK character takes two columns, a combining mark none; colour
//! escapes take none), with the `textwrap` and `unicode-width` crates
//! rather than hand-written width tables.
//!
//! Lines that are laid out in columns (tables, grids, aligned lists) are
//! never wrapped: a renderer whose table does not fit chooses a compact
//! form instead.

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

/// Columns a string takes on a terminal (colour escapes take none).
pub fn display_width(s: &str) -> usize {
    textwrap::core::display_width(s)
}

/// True when a line is laid out in columns: two spaces in a row after its
/// indentation, or a table rule.
fn is_columnar(line: &str) -> bool {
    let body = line.trim_start();
    body.contains("  ")
        || body.starts_with('+')
        || body.starts_with('|')
        || body.contains('│')
        || body.starts_with("---")
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
        let indent = &body[..body.len() - body.trim_start().len()];
        let options = textwrap::Options::new(width)
            .initial_indent(indent)
            .subsequent_indent(indent)
            .break_words(false)
            .word_splitter(textwrap::WordSplitter::NoHyphenation);
        out.push_str(&textwrap::fill(body.trim_start(), options));
        out.push_str(newline);
    }
    out
}

/// A writer that wraps each prose line to `width` as it passes (see
/// [`prose`]) while `enabled()` says so: columnar lines (tables, grids)
/// pass as they are, and so does a line not yet ended when the writer is
/// flushed (a prompt). Put between a command's text renderer and a
/// terminal, so that long sentences break between words, not where the
/// terminal cuts them.
pub struct Lines<W: std::io::Write, F: Fn() -> bool> {
    inner: W,
    width: usize,
    enabled: F,
    line: Vec<u8>,
}

impl<W: std::io::Write, F: Fn() -> bool> Lines<W, F> {
    pub fn new(inner: W, width: usize, enabled: F) -> Self {
        Lines {
            inner,
            width,
            enabled,
            line: Vec::new(),
        }
    }

    fn emit(&mut self) -> std::io::Result<()> {
        let text = String::from_utf8_lossy(&self.line);
        if (self.enabled)() && display_width(text.trim_end_matches('\n')) > self.width {
            let wrapped = prose(&text, self.width);
            self.inner.write_all(wrapped.as_bytes())?;
        } else {
            self.inner.write_all(&self.line)?;
        }
        self.line.clear();
        Ok(())
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
/// with a hanging indent.
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
        } else if block.len() >= 2 {
            out.push(records(block, width));
        } else {
            out.push(hanging(block[0], width));
        }
        i = j;
    }
    out.join("\n")
}

/// The starts (in characters) of the cells of a header line: after its
/// indentation and after every run of two or more spaces.
fn cell_starts(header: &str) -> Vec<usize> {
    let chars: Vec<char> = header.chars().collect();
    let mut starts = Vec::new();
    let mut k = 0;
    while k < chars.len() && chars[k] == ' ' {
        k += 1;
    }
    if k < chars.len() {
        starts.push(k);
    }
    while k < chars.len() {
        if chars[k] == ' ' && k + 1 < chars.len() && chars[k + 1] == ' ' {
            while k < chars.len() && chars[k] == ' ' {
                k += 1;
            }
            if k < chars.len() {
                starts.push(k);
            }
        } else {
            k += 1;
        }
    }
    starts
}

/// A table too wide for the terminal, as one record per row.
fn records(block: &[&str], width: usize) -> String {
    let header = block[0];
    let starts = cell_starts(header);
    let cells = |line: &str| -> Vec<String> {
        let chars: Vec<char> = line.chars().collect();
        (0..starts.len())
            .map(|c| {
                let from = starts[c].min(chars.len());
                let to = starts
                    .get(c + 1)
                    .copied()
                    .unwrap_or(chars.len())
                    .min(chars.len());
                chars[from..to]
                    .iter()
                    .collect::<String>()
                    .trim()
                    .to_string()
            })
            .collect()
    };
    let names = cells(header);
    let mut out = Vec::new();
    for line in &block[1..] {
        let values = cells(line);
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
        out.push(fill(&format!("{name}: {}", fields.join(", ")), width, ""));
    }
    // Continuation lines are indented so the records stand apart.
    out.iter()
        .map(|r| {
            let mut lines = r.lines();
            let first = lines.next().unwrap_or("").to_string();
            let rest: Vec<String> = lines.map(|l| format!("    {l}")).collect();
            std::iter::once(first)
                .chain(rest)
                .collect::<Vec<_>>()
                .join("\n")
        })
        .map(|r| prose(&r, width).trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// One too-wide columnar line, broken after its last run of spaces: the
/// rest is wrapped under its own start (or indented by four spaces when
/// that start is far to the right).
fn hanging(line: &str, width: usize) -> String {
    let starts = cell_starts(line);
    let Some(&last) = starts.last().filter(|&&s| s > 0) else {
        return line.to_string();
    };
    let head = line
        .chars()
        .take(last)
        .collect::<String>()
        .trim_end()
        .to_string();
    let tail: String = line.chars().skip(last).collect();
    let at = display_width(&head) + 2;
    if at <= width / 2 {
        let indent = " ".repeat(at);
        let body = fill(&tail, width, &indent);
        return format!("{head}  {}", &body[indent.len()..]);
    }
    format!("{head}\n{}", fill(&tail, width, "    "))
}

/// Fill one paragraph to `width` with a hanging indent.
pub fn fill(text: &str, width: usize, indent: &str) -> String {
    let options = textwrap::Options::new(width)
        .initial_indent(indent)
        .subsequent_indent(indent)
        .break_words(false)
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::fill(text, options)
}

/// The widest line of a text, in columns.
pub fn widest(text: &str) -> usize {
    text.lines().map(display_width).max().unwrap_or(0)
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
            "one two three four\nfive six\na  table  row  that  is  long\nshort\n\
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
}
