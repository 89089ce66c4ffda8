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
            .break_words(false);
        out.push_str(&textwrap::fill(body.trim_start(), options));
        out.push_str(newline);
    }
    out
}

/// Fill one paragraph to `width` with a hanging indent.
pub fn fill(text: &str, width: usize, indent: &str) -> String {
    let options = textwrap::Options::new(width)
        .initial_indent(indent)
        .subsequent_indent(indent)
        .break_words(false);
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
    fn colour_escapes_take_no_columns() {
        assert_eq!(display_width("\u{1b}[1mbold\u{1b}[0m"), 4);
        assert_eq!(display_width("数"), 2);
    }
}
