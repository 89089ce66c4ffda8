//! Text that fits the terminal: prose wrapped at word boundaries by display
//! width (a CJK character takes two columns, a combining mark none; escape
//! sequences take none), with the `textwrap` crate's width tables, word
//! separator and optimal-fit algorithm rather than hand-written ones.
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

mod styled;
mod table;

pub(crate) use styled::Styled;
use styled::byte_at_column;
use table::fit_block;
pub use table::{fit, stacked};

/// The widest text the tool lays out, even on a wider terminal (long lines
/// are hard to read).
#[cfg(feature = "cli")]
pub(crate) const MAX_WIDTH: usize = 100;
/// The width when it is not known: not a terminal, `COLUMNS` unset.
pub(crate) const DEFAULT_WIDTH: usize = 80;
/// Narrower terminals still get this much (tables need it).
#[cfg(feature = "cli")]
pub(crate) const MIN_WIDTH: usize = 40;

/// The width to lay text out at: `COLUMNS` when set, else the terminal's
/// width when standard output is a terminal, else 80; at most 100.
#[cfg(feature = "cli")]
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

/// `s` padded with spaces to `columns` display columns (left-aligned; a
/// text already as wide is left as it is).
pub fn pad_end(s: &str, columns: usize) -> String {
    let w = display_width(s);
    format!("{s}{}", " ".repeat(columns.saturating_sub(w)))
}

/// `s` padded on the left to `columns` display columns (right-aligned).
pub fn pad_start(s: &str, columns: usize) -> String {
    let w = display_width(s);
    format!("{}{s}", " ".repeat(columns.saturating_sub(w)))
}

/// The text of a line without its escape sequences.
pub fn strip(s: &str) -> String {
    Styled::new(s).plain
}

/// True for a word that is an operator of a formula (`=`, `−`, `+`, `→`,
/// `…`): the line never breaks next to it.
fn is_operator(word: &str) -> bool {
    word.chars().count() <= 3 && word.chars().all(|c| "=−-+→←↔×·/≤≥<>≠±÷*…≡≈|".contains(c))
}

/// A word of a board written on one line (`7`, `2`, `4/5`), with quotes,
/// brackets and punctuation around it allowed (full-width ones too: a
/// Chinese text writes `（7 2 4/5 0 6/8 1 3）。`).
fn is_board_word(word: &str) -> bool {
    let core = word
        .trim_start_matches(['"', '\'', '(', '[', '“', '`', '（', '「', '《'])
        .trim_end_matches([
            '"', '\'', ')', ']', '.', ',', ':', ';', '”', '`', '）', '」', '》', '。', '，', '：',
            '；', '、',
        ]);
    !core.is_empty() && core.chars().all(|c| c.is_ascii_digit() || c == '/')
}

/// The words of `text` as textwrap finds its break opportunities (by
/// Unicode's line-breaking rules), with a formula and a board each glued
/// into one word.
fn words(text: &str) -> Vec<textwrap::core::Word<'_>> {
    let found: Vec<textwrap::core::Word> = textwrap::WordSeparator::new()
        .find_words(text)
        .flat_map(syllables)
        .collect();
    let bare = |k: usize| found[k].word.trim_end();
    // A run of board words holding a `/` is one board.
    let mut board: Vec<Option<usize>> = vec![None; found.len()];
    let mut k = 0;
    while k < found.len() {
        let mut j = k;
        while j < found.len() && is_board_word(bare(j)) {
            j += 1;
            // A comma or a full stop ends the board (`a/b c, d/e f`).
            if bare(j - 1).ends_with([',', ';', '.', ':', '，', '；', '。', '：', '、']) {
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

/// A word of Myanmar text cut between its syllables ([`crate::syllable`]):
/// Burmese puts no spaces between words, and Unicode's rules without a
/// dictionary never break it (a phrase would be one word wider than the
/// line). Other words come back as they are.
fn syllables(w: textwrap::core::Word<'_>) -> Vec<textwrap::core::Word<'_>> {
    let at = crate::syllable::breaks(w.word);
    if at.is_empty() {
        return vec![w];
    }
    let mut out = Vec::with_capacity(at.len() + 1);
    let mut from = 0;
    for b in at {
        out.push(textwrap::core::Word::from(&w.word[from..b]));
        from = b;
    }
    let mut last = textwrap::core::Word::from(&w.word[from..]);
    last.whitespace = w.whitespace;
    last.penalty = w.penalty;
    out.push(last);
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
/// indentation, or a table rule (`+-`, `|`, `│`, `---`; a sentence that
/// starts with `+1` is prose).
pub(crate) fn is_columnar(line: &str) -> bool {
    let plain = strip(line);
    let body = plain.trim_start();
    body.contains("  ")
        || body.starts_with("+-")
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
        let text = fit_block(&lines, self.width);
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

/// Fill one paragraph to `width` with a hanging indent (escapes kept
/// whole, colours re-opened on each line).
pub fn fill(text: &str, width: usize, indent: &str) -> String {
    wrap_styled(text, width, indent, indent).join("\n")
}

/// Fill one paragraph to `width`, its first line after `first` and the
/// others after `rest` (a hanging indent that shows where it starts).
pub fn hang(text: &str, width: usize, first: &str, rest: &str) -> String {
    wrap_styled(text, width, first, rest).join("\n")
}

/// The widest line of a text, in columns.
pub(crate) fn widest(text: &str) -> usize {
    text.lines().map(display_width).max().unwrap_or(0)
}

/// The first `columns` display columns of a line without the spaces they
/// end with, its escapes kept whole (and its colours closed at the cut).
pub(crate) fn take_columns(line: &str, columns: usize) -> String {
    let st = Styled::new(line);
    let at = byte_at_column(&st.plain, columns);
    let end = st.plain[..at].trim_end_matches(' ').len();
    st.slice(0..end, at == st.plain.len())
}

#[cfg(test)]
mod tests {
    use super::styled::*;
    use super::table::*;
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
    fn burmese_breaks_between_syllables_and_is_measured_as_terminals_do() {
        // A phrase without a space, longer than the line: broken between
        // syllables, nothing lost, every line within the width.
        let my = "ပဟေဠိ၏အကွက်များကိုရွှေ့ရာတွင်ပြောင်းပြန်အရေအတွက်၏စုံမစုံသည်မပြောင်းလဲပါ။\n";
        for width in [12, 20, 33, 40] {
            let w = prose(my, width);
            assert!(w.lines().count() > 1, "{width}: {w}");
            assert!(w.lines().all(|l| display_width(l) <= width), "{width}: {w}");
            assert_eq!(w.replace('\n', ""), my.trim_end(), "{width}");
            // Every line ends at a syllable's end: the next line starts a
            // syllable (never a vowel sign, the asat or `။`).
            for line in w.lines().skip(1) {
                let next = crate::syllable::split(line);
                assert_eq!(next.concat(), line);
                assert!(
                    crate::syllable::breaks(&format!("က{line}")).contains(&"က".len()),
                    "{line}"
                );
            }
        }
        // The width of Myanmar script: a mark that sits on its consonant
        // (General_Category Mn: vowel signs above and below, the asat, the
        // medials wa and ha, the dot below) takes no column, every other
        // character one (the spacing vowel signs ါ ာ ေ, the visarga း, the
        // medials ya and ra: Mc), as tmux draws them (tests/suite/burmese.rs).
        use icu_properties::CodePointMapData;
        use icu_properties::props::GeneralCategory;
        let gc = CodePointMapData::<GeneralCategory>::new();
        for c in '\u{1000}'..='\u{109f}' {
            let zero = gc.get(c) == GeneralCategory::NonspacingMark;
            assert_eq!(
                display_width(&c.to_string()),
                usize::from(!zero),
                "U+{:04X}",
                c as u32
            );
        }
        assert_eq!(display_width("မြန်မာ"), 5);
        assert_eq!(display_width("ပြောင်းပြန်"), 9);
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
        // A board in full-width brackets (Chinese) stays whole too.
        let s =
            "例 4 是把例 3 中的数码 1 和 3 交换后的棋盘（7 2 4/5 0 6/8 1 3）。它有多少个逆序？\n";
        for width in 40..90 {
            let w = prose(s, width);
            assert!(w.lines().all(|l| display_width(l) <= width), "{w}");
            assert!(w.contains("（7 2 4/5 0 6/8 1 3）。"), "{width}: {w}");
        }
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
        assert!(s.starts_with("intro\nname H1 misplaced: admissible"), "{s}");
        assert!(s.ends_with("\n\nshort  table\n"), "{s}");
        assert!(s.lines().all(|l| display_width(l) <= 30), "{s}");
    }

    #[test]
    fn a_list_without_a_header_keeps_its_first_row() {
        // Lesson 6's dominance list at 40 columns: the first row is a row
        // (before, every record was labelled with manhattan's list).
        let t = [
            "manhattan              >= misplaced, euclidean, rowcol",
            "euclidean              >= misplaced",
            "linear-conflict-pairs  >= misplaced, manhattan, euclidean, rowcol, linear-conflict",
        ];
        assert!(!has_header(&t));
        let s = fit(&t.join("\n"), 40);
        for name in ["manhattan", "euclidean", "linear-conflict-pairs"] {
            assert!(
                s.lines().any(|l| l.split_whitespace().next() == Some(name)),
                "{name}: {s}"
            );
        }
        let words = |x: &str| x.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&s), words(&t.join(" ")));
        assert!(!s.contains(": >="), "{s}");
        assert!(s.lines().all(|l| display_width(l) <= 40), "{s}");
    }

    #[test]
    fn an_indented_header_keeps_the_row_names() {
        let t = [
            "       nghịch thế  hàng ô trống  tổng  chẵn lẻ",
            "bảng            3             3     6  chẵn",
            "đích            0             4     4  chẵn",
        ];
        assert!(has_header(&t) && clean_cuts(&t));
        let s = records(&t, 40);
        assert!(s.starts_with("bảng: nghịch thế 3, hàng ô trống 3,"), "{s}");
        assert!(s.contains("\nđích: nghịch thế 0,"), "{s}");
    }

    #[test]
    fn a_sentence_starting_with_a_sign_is_prose() {
        let line =
            "+1 or −1. Two changes of ±1 add up to an even number: Δinversions ∈ {-2, 0, +2}.";
        let s = fit(line, 40);
        assert!(
            s.lines().count() > 1 && s.lines().all(|l| display_width(l) <= 40),
            "{s}"
        );
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
