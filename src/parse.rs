//! Reading boards in the notations people type.
//!
//! Accepted, whatever the source (argument, standard input, file):
//! - rows separated by `/` or by new lines, tiles by commas or spaces:
//!   `7,2,4/5,0,6/8,3,1`, `7 2 4/5 0 6/8 3 1`;
//! - a flat list when the count is a perfect square or a size is given:
//!   `7,2,4,5,0,6,8,3,1`;
//! - Python-style nested lists: `[[7,2,4],[5,0,6],[8,3,1]]`;
//! - the compact digit string for boards of at most 9 cells: `724506831`;
//! - the n-puzzle file format: `#` comments, a first line with the size N,
//!   then N rows.
//!
//! The blank may be written `0`, `_` or `.`. Full-width digits and
//! punctuation (a Chinese input method's `１，２，３`) read as ASCII.
//! Every error names its place.

use crate::board::{Board, MAX_SIDE, check_size};
use crate::error::{Error, Result};
use std::path::Path;

pub use crate::text::{cut, cut_quotes, escape, halfwidth, shown_text};

/// Largest input we read from a file or standard input (a 16×16 board with
/// comments fits many times over).
const MAX_INPUT_BYTES: u64 = crate::fsread::MAX_BOARD_BYTES;

/// Parse `WxH` (`3x3`, `4X3`) or a single side `N` meaning `NxN`.
pub fn parse_size(text: &str) -> Result<(usize, usize)> {
    let t = crate::text::halfwidth(text);
    let t = t.trim();
    let parse_side = |s: &str| -> Result<usize> {
        s.trim().parse::<usize>().map_err(|_| {
            Error::problem(crate::msg!(
                "board-error-size-syntax",
                text = shown_text(text)
            ))
        })
    };
    let (w, h) = match t.split_once(['x', 'X', '×']) {
        Some((w, h)) => (parse_side(w)?, parse_side(h)?),
        None => {
            let n = parse_side(t)?;
            (n, n)
        }
    };
    check_size(w, h)?;
    Ok((w, h))
}

/// Parse a board from text. `size` (width, height) is needed for flat lists
/// whose length is not a perfect square, and is checked against rows.
pub fn parse_board(text: &str, size: Option<(usize, usize)>) -> Result<Board> {
    if text.len() as u64 > MAX_INPUT_BYTES {
        return Err(Error::problem(crate::msg!(
            "board-error-too-much-text",
            kib = (MAX_INPUT_BYTES / 1024).to_string()
        )));
    }
    // `１ ２ ３／４ ５ ６／７ ８ ０`, typed in full-width mode, is the board
    // it stands for; each character maps to one, so places stay right.
    let text = &*crate::text::halfwidth(text);
    let rows = split_rows(text)?;
    // A word is named before the shape is judged: `hello` is not "a 1x1 board".
    if let Some(cell) = rows.iter().flatten().find(|c| !is_cell_text(&c.text)) {
        return Err(not_a_tile_number(cell));
    }
    let cells: Vec<Vec<Cell>> = rows;
    let (width, height, tiles) = shape(cells, size)?;
    let tiles = to_tiles(&tiles, width)?;
    Board::new(width, height, tiles)
}

/// Where a board argument comes from: `-` standard input, `@FILE` a file,
/// anything else the text itself.
pub fn read_board_arg(arg: &str, size: Option<(usize, usize)>) -> Result<Board> {
    let source = read_arg_text(arg)?;
    source.parse(size)
}

/// The text of a board argument, read once, with where it came from (so a
/// caller may parse it more than once, e.g. with and without a size).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgText {
    pub(crate) text: String,
    /// Standard input or the file's name; `None` for the argument itself.
    pub(crate) source: Option<ArgSource>,
}

/// Where a board argument's text came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ArgSource {
    Stdin,
    /// A file, by its name as shown (escaped).
    File(String),
}

impl ArgText {
    /// Parse the text as a board; errors are prefixed with the source.
    pub fn parse(&self, size: Option<(usize, usize)>) -> Result<Board> {
        let parsed = parse_board(&self.text, size);
        match &self.source {
            Some(ArgSource::File(name)) => parsed.map_err(|e| e.context(name)),
            Some(ArgSource::Stdin) => {
                parsed.map_err(|e| e.context_said(crate::msg!("board-standard-input")))
            }
            None => parsed,
        }
    }
}

/// Read a board argument's text: `-` standard input, `@FILE` a file,
/// anything else the argument itself.
pub fn read_arg_text(arg: &str) -> Result<ArgText> {
    if looks_like_option(arg) {
        // Board arguments accept a leading `-` (clap lets them through), so
        // a mistyped flag lands here: say so rather than parse it as a board.
        return Err(Error::problem(crate::msg!(
            "board-error-option",
            arg = shown_text(arg)
        )));
    }
    if arg == "-" {
        let text = crate::fsread::read_stdin_text(crate::fsread::BOARD)?;
        Ok(ArgText {
            text,
            source: Some(ArgSource::Stdin),
        })
    } else if let Some(path) = arg.strip_prefix('@') {
        if path.is_empty() {
            return Err(Error::problem(crate::msg!("board-error-at-alone")));
        }
        let name = escape(path);
        let text = crate::fsread::read_text(Path::new(path), &name, crate::fsread::BOARD)?;
        Ok(ArgText {
            text,
            source: Some(ArgSource::File(name)),
        })
    } else {
        Ok(ArgText {
            text: arg.to_string(),
            source: None,
        })
    }
}

/// `--name` or `-x`: an option, never a board (a board's first cell is a
/// number, `_` or `.`).
fn looks_like_option(arg: &str) -> bool {
    let mut chars = arg.chars();
    chars.next() == Some('-') && chars.next().is_some_and(|c| c == '-' || c.is_alphabetic())
}

/// Read a board from a file (any accepted notation, including the n-puzzle
/// file format). Errors are prefixed with the file name.
pub fn read_board_file(path: &Path, size: Option<(usize, usize)>) -> Result<Board> {
    let name = escape(&path.display().to_string());
    let text = crate::fsread::read_text(path, &name, crate::fsread::BOARD)?;
    parse_board(&text, size).map_err(|e| e.context(name))
}

/// A short reason for a failed read, without the OS error number.
pub use crate::fsread::io_reason;

/// One cell as written, with its place for error messages.
#[derive(Debug, Clone)]
struct Cell {
    text: String,
    row: usize,
    col: usize,
    /// True when the board was a flat list: places are then "cell N".
    flat: bool,
    /// The line of the text (1-based) for input of several lines.
    line: Option<usize>,
}

impl Cell {
    /// Where the cell is, as a message: `cell N` in a flat list, `row R,
    /// column C` otherwise, with the line of a text of several lines.
    fn place(&self) -> crate::i18n::Msg {
        let (row, col) = ((self.row + 1).to_string(), (self.col + 1).to_string());
        match (self.flat, self.line) {
            (true, None) => crate::msg!("board-place-cell", n = col),
            (true, Some(l)) => crate::msg!("board-place-cell-line", n = col, line = l.to_string()),
            (false, None) => crate::msg!("board-place-cell-rc", row = row, col = col),
            (false, Some(l)) => crate::msg!(
                "board-place-cell-rc-line",
                row = row,
                col = col,
                line = l.to_string()
            ),
        }
    }
}

fn tokens(line: &str) -> Vec<String> {
    line.split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// A token written in the compact digit form (`724506831`, `12_`): more
/// than one character, each a digit, `_` or `.`.
fn is_compact(token: &str) -> bool {
    token.chars().count() > 1
        && token
            .chars()
            .all(|c| c.is_ascii_digit() || c == '_' || c == '.')
}

/// Split the text into rows of tokens (a single row for flat lists), each
/// with the line it came from when the text has several lines.
fn split_rows(text: &str) -> Result<Vec<Vec<Cell>>> {
    // Drop comments and blank lines, keeping line numbers.
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    if lines.is_empty() {
        return Err(Error::problem(crate::msg!("board-error-empty")));
    }
    let multi_line = text.lines().count() > 1;

    let mut raw_rows: Vec<(Vec<String>, Option<usize>)> =
        if lines.iter().any(|(_, l)| l.contains(['[', ']'])) {
            let joined: Vec<&str> = lines.iter().map(|(_, l)| *l).collect();
            bracket_rows(&joined.join(" "))?
                .into_iter()
                .map(|r| (r, None))
                .collect()
        } else {
            lines
                .iter()
                .flat_map(|&(n, l)| {
                    l.split('/')
                        .map(move |part| (tokens(part), multi_line.then_some(n)))
                })
                .collect()
        };
    // The n-puzzle file format: a first line holding only the size N, then
    // N rows of N tiles. (A column board, one tile per line, is not this.)
    // The second row has several tiles, whatever their width: `10 1 2 3`
    // after a size line is a row of tiles, not a compact row.
    if raw_rows.len() > 1
        && raw_rows[0].0.len() == 1
        && raw_rows[1].0.len() > 1
        && let Ok(n) = raw_rows[0].0[0].parse::<usize>()
    {
        let line = raw_rows[0].1.unwrap_or(1);
        let rows = raw_rows.len() - 1;
        if n > MAX_SIDE {
            return Err(Error::problem(crate::msg!(
                "board-error-size-line-too-big",
                line = line.to_string(),
                n = n.to_string(),
                max = MAX_SIDE
            )));
        }
        if rows != n {
            return Err(Error::problem(crate::msg!(
                "board-error-size-line-rows",
                line = line.to_string(),
                n = n.to_string(),
                rows = rows
            )));
        }
        if let Some((i, (r, l))) = raw_rows
            .iter()
            .enumerate()
            .skip(1)
            .find(|(_, (r, _))| r.len() != n)
        {
            let place = match l {
                Some(l) => crate::msg!("board-place-line", line = l.to_string()),
                None => crate::msg!("board-place-row", row = i.to_string()),
            };
            return Err(Error::problem(crate::msg!(
                "board-error-size-line-row-tiles",
                place = place,
                tiles = r.len(),
                line = line.to_string(),
                n = n.to_string()
            )));
        }
        raw_rows.remove(0);
    }
    for (i, (r, line)) in raw_rows.iter().enumerate() {
        if r.is_empty() {
            return Err(Error::problem(match line {
                Some(l) => crate::msg!(
                    "board-error-row-empty-line",
                    row = (i + 1).to_string(),
                    line = l.to_string()
                ),
                None => crate::msg!("board-error-row-empty", row = (i + 1).to_string()),
            }));
        }
    }
    // Compact digit strings: one token of digits, `_` and `.`, one per cell;
    // either the whole board (`724506831`) or one token per row (`724/506/831`).
    if raw_rows
        .iter()
        .all(|(r, _)| r.len() == 1 && is_compact(&r[0]))
    {
        let cells: usize = raw_rows.iter().map(|(r, _)| r[0].chars().count()).sum();
        if cells > 9 {
            let shown: Vec<&str> = raw_rows.iter().map(|(r, _)| r[0].as_str()).collect();
            return Err(Error::problem(crate::msg!(
                "board-error-compact-long",
                text = shown_text(&shown.join("/"))
            )));
        }
        for (r, _) in raw_rows.iter_mut() {
            *r = r[0].chars().map(|c| c.to_string()).collect();
        }
    }
    let flat = raw_rows.len() == 1;
    Ok(raw_rows
        .into_iter()
        .enumerate()
        .map(|(r, (row, line))| {
            row.into_iter()
                .enumerate()
                .map(|(c, text)| Cell {
                    text,
                    row: r,
                    col: c,
                    flat,
                    line,
                })
                .collect()
        })
        .collect())
}

/// Rows of a Python-style nested list: every innermost `[...]` is a row; a
/// single group is a flat list.
fn bracket_rows(text: &str) -> Result<Vec<Vec<String>>> {
    let mut rows = Vec::new();
    let mut depth = 0usize;
    let mut current: Option<String> = None;
    for (i, ch) in text.chars().enumerate() {
        match ch {
            '[' => {
                depth += 1;
                if depth > 2 {
                    return Err(Error::problem(crate::msg!(
                        "board-error-brackets-deep",
                        at = (i + 1).to_string()
                    )));
                }
                current = Some(String::new());
            }
            ']' => {
                if depth == 0 {
                    return Err(Error::problem(crate::msg!(
                        "board-error-bracket-unmatched",
                        at = (i + 1).to_string()
                    )));
                }
                depth -= 1;
                if let Some(row) = current.take() {
                    rows.push(tokens(&row));
                }
            }
            _ => {
                if let Some(row) = current.as_mut() {
                    row.push(ch);
                } else if !(ch.is_whitespace() || ch == ',') {
                    // Tiles before any bracket: the board is written in
                    // another notation, and the bracket is the odd one out.
                    if rows.is_empty()
                        && let Some((j, b)) = text
                            .chars()
                            .enumerate()
                            .find(|(_, c)| matches!(c, '[' | ']'))
                        && j > i
                    {
                        return Err(Error::problem(crate::msg!(
                            "board-error-bracket-stray",
                            bracket = b,
                            at = (j + 1).to_string()
                        )));
                    }
                    return Err(Error::problem(crate::msg!(
                        "board-error-outside-brackets",
                        text = escape(&ch.to_string()),
                        at = (i + 1).to_string()
                    )));
                }
            }
        }
    }
    if depth != 0 {
        return Err(Error::problem(crate::msg!("board-error-unclosed")));
    }
    if rows.is_empty() {
        return Err(Error::problem(crate::msg!("board-error-empty")));
    }
    Ok(rows)
}

/// Work out width and height; check rows are not ragged.
fn shape(rows: Vec<Vec<Cell>>, size: Option<(usize, usize)>) -> Result<(usize, usize, Vec<Cell>)> {
    if let Some((w, h)) = size {
        check_size(w, h)?;
    }
    if rows.len() == 1 {
        let cells = rows.into_iter().next().unwrap_or_default();
        let n = cells.len();
        let (w, h) = match size {
            Some((w, h)) => {
                if w * h != n {
                    return Err(Error::problem(crate::msg!(
                        "board-error-cells",
                        width = w.to_string(),
                        height = h.to_string(),
                        cells = w * h,
                        given = n
                    )));
                }
                (w, h)
            }
            None => {
                let side = n.isqrt();
                if side * side != n {
                    return Err(Error::problem(crate::msg!(
                        "board-error-not-square",
                        cells = n
                    )));
                }
                check_size(side, side)?;
                (side, side)
            }
        };
        return Ok((w, h, cells));
    }
    let width = rows[0].len();
    for (i, r) in rows.iter().enumerate() {
        if r.len() != width {
            let line = r.first().and_then(|c| c.line);
            let row = (i + 1).to_string();
            return Err(Error::problem(match line {
                Some(l) => crate::msg!(
                    "board-error-ragged-line",
                    row = row,
                    line = l.to_string(),
                    tiles = r.len(),
                    width = width
                ),
                None => crate::msg!(
                    "board-error-ragged",
                    row = row,
                    tiles = r.len(),
                    width = width
                ),
            }));
        }
    }
    let height = rows.len();
    check_size(width, height)?;
    if let Some((w, h)) = size
        && (w, h) != (width, height)
    {
        return Err(Error::problem(crate::msg!(
            "board-error-rows-size",
            width = width.to_string(),
            height = height.to_string(),
            w = w.to_string(),
            h = h.to_string()
        )));
    }
    Ok((width, height, rows.into_iter().flatten().collect()))
}

/// A tile number or a blank (`_`, `.`).
fn is_cell_text(t: &str) -> bool {
    t == "_" || t == "." || (!t.is_empty() && t.chars().all(|c| c.is_ascii_digit()))
}

fn not_a_tile_number(cell: &Cell) -> Error {
    Error::problem(crate::msg!(
        "board-error-not-tile",
        text = shown_text(&cell.text),
        place = cell.place()
    ))
}

fn to_tiles(cells: &[Cell], width: usize) -> Result<Vec<u8>> {
    check_size(width, cells.len() / width.max(1))?;
    let n = cells.len();
    let mut tiles = Vec::with_capacity(n);
    for cell in cells {
        let t = cell.text.as_str();
        let value: u64 = if t == "_" || t == "." {
            0
        } else if is_cell_text(t) {
            t.parse::<u64>().unwrap_or(u64::MAX)
        } else {
            return Err(not_a_tile_number(cell));
        };
        if value >= n as u64 {
            return Err(Error::problem(crate::msg!(
                "board-error-out-of-range",
                text = shown_text(t),
                place = cell.place(),
                cells = n,
                last = (n - 1).to_string()
            )));
        }
        tiles.push(value as u8);
    }
    // A repeated tile is named with both places, and the tiles it crowds
    // out are named too.
    let mut seen: Vec<Option<usize>> = vec![None; n];
    for (i, &t) in tiles.iter().enumerate() {
        if let Some(first) = seen[t as usize] {
            let what = crate::board::tile_name(t);
            let (first, second) = (cells[first].place(), cells[i].place());
            return Err(Error::problem(match missing_note(&tiles, n) {
                Some(note) => crate::msg!(
                    "board-error-twice-missing",
                    what = what,
                    first = first,
                    second = second,
                    note = note
                ),
                None => crate::msg!(
                    "board-error-twice",
                    what = what,
                    first = first,
                    second = second
                ),
            }));
        }
        seen[t as usize] = Some(i);
    }
    let _ = width;
    Ok(tiles)
}

/// What a board with a repeated tile lacks (`tiles 2 and 3 are missing`,
/// at most ten tiles listed; `the blank is missing: ...`), or `None`.
fn missing_note(tiles: &[u8], n: usize) -> Option<crate::i18n::Msg> {
    use crate::msg;
    let missing: Vec<String> = (1..n)
        .filter(|&m| !tiles.contains(&(m as u8)))
        .map(|m| m.to_string())
        .collect();
    let list = match missing.len() {
        0 => None,
        1 => Some(msg!("board-missing-one", tile = missing[0].clone())),
        k if k <= 10 => Some(msg!(
            "board-missing-some",
            tiles = missing[..k - 1].join(", "),
            last = missing[k - 1].clone()
        )),
        k => Some(msg!(
            "board-missing-many",
            tiles = missing[..10].join(", "),
            more = k - 10
        )),
    };
    let blank = (!tiles.contains(&0)).then(|| msg!("board-missing-blank"));
    match (list, blank) {
        (None, None) => None,
        (Some(l), None) => Some(l),
        (None, Some(b)) => Some(b),
        (Some(l), Some(b)) => Some(msg!("board-missing-both", tiles = l, blank = b)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(s: &str) -> String {
        parse_board(s, None).unwrap().to_line()
    }

    #[test]
    fn long_quotes_in_a_message_are_cut() {
        let long = "b".repeat(1000);
        let m = cut_quotes(&format!(
            "level: unknown variant `{long}`, expected `beginner`"
        ));
        assert_eq!(
            m,
            format!(
                "level: unknown variant `{}… (1000 characters)`, expected `beginner`",
                "b".repeat(72)
            )
        );
        let m = cut_quotes(&format!("invalid type: string \"{long}"));
        assert_eq!(
            m,
            format!(
                "invalid type: string \"{}… (1000 characters)",
                "b".repeat(72)
            )
        );
        assert_eq!(cut_quotes("a `short` \"one\""), "a `short` \"one\"");
        // Cut once, not twice.
        let shown = shown_text(&long);
        assert_eq!(cut_quotes(&format!("`{shown}`")), format!("`{shown}`"));
    }

    #[test]
    fn a_stray_bracket_is_blamed_not_the_first_tile() {
        let e = parse_board("1 2 3/4 5 6/7 8 [0]", None).unwrap_err();
        assert!(
            e.to_string().starts_with("unexpected `[` at character 17:"),
            "{e}"
        );
        let e = parse_board("1 2 3/4 5 6/7 8 0]", None).unwrap_err();
        assert!(
            e.to_string().starts_with("unexpected `]` at character 18:"),
            "{e}"
        );
        // Inside the nested notation, a stray tile is still the culprit.
        let e = parse_board("[[1,2],[3,0]] 4", None).unwrap_err();
        assert!(e.to_string().starts_with("unexpected `4`"), "{e}");
    }

    #[test]
    fn quoted_input_is_capped() {
        let long = "x".repeat(1000);
        let shown = shown_text(&long);
        assert_eq!(
            shown.chars().count(),
            72 + "… (1000 characters)".chars().count()
        );
        assert!(shown.ends_with("… (1000 characters)"));
        assert_eq!(shown_text("short"), "short");
    }

    #[test]
    fn notations() {
        let aima = "7 2 4/5 0 6/8 3 1";
        assert_eq!(line("7,2,4/5,0,6/8,3,1"), aima);
        assert_eq!(line("7 2 4/5 0 6/8 3 1"), aima);
        assert_eq!(line("7,2,4,5,0,6,8,3,1"), aima);
        assert_eq!(line("724506831"), aima);
        assert_eq!(line("7245_6831"), aima);
        assert_eq!(line("7 2 4/5 . 6/8 3 1"), aima);
        assert_eq!(line("[[7,2,4],[5,0,6],[8,3,1]]"), aima);
        assert_eq!(line("[[7, 2, 4],\n [5, 0, 6],\n [8, 3, 1]]  # AIMA"), aima);
        assert_eq!(line("# [a comment]\n7 2 4\n5 0 6\n8 3 1"), aima);
        assert_eq!(line("7 2 4\n5 0 6\n8 3 1\n"), aima);
        assert_eq!(line("# a comment\n3\n7 2 4\n5 0 6 # inline\n8 3 1\n"), aima);
        // Typed in full-width mode (a Chinese input method).
        assert_eq!(line("７　２　４／５　０　６／８　３　１"), aima);
        assert_eq!(line("７，２，４，５，０，６，８，３，１"), aima);
        assert_eq!(line("７、２、４、５、０、６、８、３、１"), aima);
        assert_eq!(
            line("［［７，２，４］，［５，０，６］，［８，３，１］］"),
            aima
        );
        assert_eq!(line("７２４５＿６８３１"), aima);
        assert_eq!(parse_size("３ｘ３").unwrap(), (3, 3));
        assert_eq!(
            parse_board("1,2,3,4,5,0", Some((3, 2))).unwrap().to_line(),
            "1 2 3/4 5 0"
        );
        assert_eq!(
            parse_board("12345_", Some((2, 3))).unwrap().to_line(),
            "1 2/3 4/5 0"
        );
    }

    #[test]
    fn errors_name_the_place() {
        let e = |s: &str| parse_board(s, None).unwrap_err().to_string();
        assert_eq!(
            e("1 2 3/4 5/6 7 0"),
            "ragged rows: row 2 has 2 tiles but row 1 has 3"
        );
        assert_eq!(
            e("1 2 3/4 x 6/7 8 0"),
            "`x` at row 2, column 2 is not a tile number (use 0, _ or . for the blank)"
        );
        assert_eq!(
            e("1 2 3/4 5 6/7 9 0"),
            "tile 9 at row 3, column 2 is out of range: a board of 9 cells has tiles 1 to 8"
        );
        assert_eq!(
            e("1 2 3/4 5 6/7 3 0"),
            "tile 3 appears twice, at row 1, column 3 and at row 3, column 2 (tile 8 is missing)"
        );
        assert_eq!(
            e("1 2 3/4 5 6/7 8 9"),
            "tile 9 at row 3, column 3 is out of range: a board of 9 cells has tiles 1 to 8"
        );
        assert_eq!(
            e("1 2 3 4 5 6 7 8"),
            "8 cells do not make a square board: separate rows with `/` or give --size WxH"
        );
        assert_eq!(e(""), "empty board: no tiles given");
        let huge: Vec<String> = (0..289).map(|t| t.to_string()).collect();
        assert_eq!(
            e(&huge.join(" ")),
            "a 17x17 board is too big: each side may be at most 16"
        );
    }

    #[test]
    fn compact_rows_and_column_boards() {
        assert_eq!(line("724/506/831"), "7 2 4/5 0 6/8 3 1");
        assert_eq!(line("12/3_"), "1 2/3 0");
        // One tile per line is a column board, not a size line.
        assert_eq!(line("2\n1\n0\n"), "2/1/0");
        assert_eq!(line("1/2/0"), "1/2/0");
    }

    #[test]
    fn npuzzle_file_with_a_two_digit_first_tile() {
        // Issue 13: the size line was taken for a one-tile compact row.
        assert_eq!(
            line("4\n10 1 2 3\n4 5 6 7\n8 9 11 12\n13 14 15 0\n"),
            "10 1 2 3/4 5 6 7/8 9 11 12/13 14 15 0"
        );
        assert_eq!(
            line("# This puzzle is solvable\n3\n 8  1  2\n 3  4  5\n 6  7  0\n"),
            "8 1 2/3 4 5/6 7 0"
        );
    }

    #[test]
    fn npuzzle_file_format_errors_name_the_line() {
        let e = |s: &str| parse_board(s, None).unwrap_err().to_string();
        assert_eq!(
            e("# puzzle\n3\n7 2 4\n5 0 6\n"),
            "line 2 gives the size 3, but 2 rows follow"
        );
        assert_eq!(
            e("3\n7 2 4\n5 0 6 9\n8 3 1\n"),
            "line 3 has 4 tiles, but line 1 gives the size 3"
        );
        assert_eq!(
            e("# c\n\n3\n7 2 4\n5 x 6\n8 3 1\n"),
            "`x` at row 2, column 2 (line 5) is not a tile number (use 0, _ or . for the blank)"
        );
        assert_eq!(
            e("17\n1 2\n"),
            "line 1: a 17x17 board is too big: each side may be at most 16"
        );
    }

    #[test]
    fn sizes_are_checked_without_overflow() {
        let e = parse_size("99999999999x99999999999")
            .unwrap_err()
            .to_string();
        assert!(e.contains("too big"), "{e}");
        let e = parse_board("1 0", Some((usize::MAX, usize::MAX)))
            .unwrap_err()
            .to_string();
        assert!(e.contains("too big"), "{e}");
        assert_eq!(
            parse_board("1 2 3 0", Some((3, 3)))
                .unwrap_err()
                .to_string(),
            "a 3x3 board needs 9 cells, 4 given"
        );
        assert_eq!(
            parse_board("1 2/3 0", Some((4, 1)))
                .unwrap_err()
                .to_string(),
            "the rows make a 2x2 board, not 4x1"
        );
    }

    #[test]
    fn long_tokens_are_shortened_in_errors() {
        let e = parse_board(&format!("1 {}/3 0", "x".repeat(1000)), None)
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            format!(
                "`{}… (1000 characters)` at row 1, column 2 is not a tile number (use 0, _ or . for the blank)",
                "x".repeat(72)
            )
        );
    }

    #[test]
    fn huge_text_is_refused() {
        let text = "1 ".repeat(40_000);
        assert_eq!(
            parse_board(&text, None).unwrap_err().to_string(),
            "more than 64 KiB of text: not a board"
        );
    }

    #[test]
    fn too_big_is_refused() {
        let e = parse_size("17x2").unwrap_err().to_string();
        assert_eq!(e, "a 17x2 board is too big: each side may be at most 16");
    }

    #[test]
    fn escape_controls() {
        assert_eq!(escape("a\u{1b}[31mb\n"), "a\\u{1b}[31mb\\n");
        assert_eq!(escape("x\u{202e}y"), "x\\u{202e}y");
    }
}
