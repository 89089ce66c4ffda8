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
//! The blank may be written `0`, `_` or `.`. Every error names its place.

use crate::board::{Board, MAX_SIDE, check_size};
use crate::error::{Error, Result};
use std::io::Read;
use std::path::Path;

/// Largest input we read from a file or standard input (a 16×16 board with
/// comments fits many times over).
const MAX_INPUT_BYTES: u64 = 64 * 1024;

/// Parse `WxH` (`3x3`, `4X3`) or a single side `N` meaning `NxN`.
pub fn parse_size(text: &str) -> Result<(usize, usize)> {
    let t = text.trim();
    let parse_side = |s: &str| -> Result<usize> {
        s.trim().parse::<usize>().map_err(|_| {
            Error::input(format!(
                "size `{}`: expected WxH such as 3x3 or 4x3 (width x height)",
                escape(text)
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
    let rows = split_rows(text)?;
    let cells: Vec<Vec<Cell>> = rows;
    let (width, height, tiles) = shape(cells, size)?;
    let tiles = to_tiles(&tiles, width)?;
    Board::new(width, height, tiles)
}

/// Where a board argument comes from: `-` standard input, `@FILE` a file,
/// anything else the text itself.
pub fn read_board_arg(arg: &str, size: Option<(usize, usize)>) -> Result<Board> {
    if arg == "-" {
        let text = read_limited(std::io::stdin().lock(), "standard input")?;
        parse_board(&text, size).map_err(|e| e.context("standard input"))
    } else if let Some(path) = arg.strip_prefix('@') {
        read_board_file(Path::new(path), size)
    } else {
        parse_board(arg, size)
    }
}

/// Read a board from a file (any accepted notation, including the n-puzzle
/// file format). Errors are prefixed with the file name.
pub fn read_board_file(path: &Path, size: Option<(usize, usize)>) -> Result<Board> {
    let name = path.display().to_string();
    let file = std::fs::File::open(path)
        .map_err(|e| Error::Io(format!("{}: cannot open: {}", escape(&name), io_reason(&e))))?;
    let text = read_limited(file, &name)?;
    parse_board(&text, size).map_err(|e| e.context(escape(&name)))
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

fn read_limited(reader: impl Read, name: &str) -> Result<String> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::Io(format!("{}: {}", escape(name), e)))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(Error::input(format!(
            "{}: more than {} KiB: not a board",
            escape(name),
            MAX_INPUT_BYTES / 1024
        )));
    }
    String::from_utf8(bytes)
        .map_err(|_| Error::input(format!("{}: not UTF-8 text", escape(name))))
}

/// One cell as written, with its place for error messages.
#[derive(Debug, Clone)]
struct Cell {
    text: String,
    row: usize,
    col: usize,
    /// True when the board was a flat list: places are then "cell N".
    flat: bool,
}

impl Cell {
    fn place(&self) -> String {
        if self.flat {
            format!("cell {}", self.col + 1)
        } else {
            format!("row {}, column {}", self.row + 1, self.col + 1)
        }
    }
}

fn tokens(line: &str) -> Vec<String> {
    line.split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// Split the text into rows of tokens (a single row for flat lists).
fn split_rows(text: &str) -> Result<Vec<Vec<Cell>>> {
    // Drop comments and blank lines.
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .collect();
    if lines.is_empty() {
        return Err(Error::input("empty board: no tiles given"));
    }

    let mut raw_rows: Vec<Vec<String>> = if text.contains('[') || text.contains(']') {
        bracket_rows(&lines.join(" "))?
    } else if lines.len() > 1 {
        let mut rows: Vec<Vec<String>> = lines
            .iter()
            .flat_map(|l| l.split('/'))
            .map(tokens)
            .collect();
        // The n-puzzle file format: a first line with only the size N.
        if rows[0].len() == 1
            && let Ok(n) = rows[0][0].parse::<usize>()
            && rows.len() == n + 1
            && n > 1
            && rows.iter().skip(1).all(|r| r.len() == n)
        {
            rows.remove(0);
        }
        rows
    } else {
        lines[0].split('/').map(tokens).collect()
    };
    for (i, r) in raw_rows.iter().enumerate() {
        if r.is_empty() {
            return Err(Error::input(format!("row {} is empty", i + 1)));
        }
    }
    // Compact digit strings: one token of digits, `_` and `.`, one per cell.
    if raw_rows.len() == 1 && raw_rows[0].len() == 1 {
        let t = &raw_rows[0][0];
        if t.chars().count() > 1 && t.chars().all(|c| c.is_ascii_digit() || c == '_' || c == '.')
        {
            if t.chars().count() > 9 {
                return Err(Error::input(format!(
                    "`{}`: the compact digit form is for boards of at most 9 cells; separate the tiles with commas or spaces",
                    escape(t)
                )));
            }
            raw_rows = vec![t.chars().map(|c| c.to_string()).collect()];
        }
    }
    let flat = raw_rows.len() == 1;
    Ok(raw_rows
        .into_iter()
        .enumerate()
        .map(|(r, row)| {
            row.into_iter()
                .enumerate()
                .map(|(c, text)| Cell {
                    text,
                    row: r,
                    col: c,
                    flat,
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
                    return Err(Error::input(format!(
                        "brackets nested too deeply at character {}",
                        i + 1
                    )));
                }
                current = Some(String::new());
            }
            ']' => {
                if depth == 0 {
                    return Err(Error::input(format!(
                        "unmatched `]` at character {}",
                        i + 1
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
                    return Err(Error::input(format!(
                        "unexpected `{}` outside the brackets at character {}",
                        escape(&ch.to_string()),
                        i + 1
                    )));
                }
            }
        }
    }
    if depth != 0 {
        return Err(Error::input("unclosed `[`"));
    }
    if rows.is_empty() {
        return Err(Error::input("empty board: no tiles given"));
    }
    Ok(rows)
}

/// Work out width and height; check rows are not ragged.
fn shape(
    rows: Vec<Vec<Cell>>,
    size: Option<(usize, usize)>,
) -> Result<(usize, usize, Vec<Cell>)> {
    if rows.len() == 1 {
        let cells = rows.into_iter().next().unwrap_or_default();
        let n = cells.len();
        let (w, h) = match size {
            Some((w, h)) => {
                if w * h != n {
                    return Err(Error::input(format!(
                        "--size {w}x{h} needs {} cells, the board has {n}",
                        w * h
                    )));
                }
                (w, h)
            }
            None => {
                let side = (1..=MAX_SIDE).find(|s| s * s == n).ok_or_else(|| {
                    Error::input(format!(
                        "{n} cells do not make a square board: separate rows with `/` or give --size WxH"
                    ))
                })?;
                (side, side)
            }
        };
        return Ok((w, h, cells));
    }
    let width = rows[0].len();
    for (i, r) in rows.iter().enumerate() {
        if r.len() != width {
            return Err(Error::input(format!(
                "ragged rows: row {} has {} tiles but row 1 has {width}",
                i + 1,
                r.len()
            )));
        }
    }
    let height = rows.len();
    if let Some((w, h)) = size
        && (w, h) != (width, height)
    {
        return Err(Error::input(format!(
            "--size {w}x{h} does not match the board, which is {width}x{height}"
        )));
    }
    check_size(width, height)?;
    Ok((width, height, rows.into_iter().flatten().collect()))
}

fn to_tiles(cells: &[Cell], width: usize) -> Result<Vec<u8>> {
    check_size(width, cells.len() / width.max(1))?;
    let n = cells.len();
    let mut tiles = Vec::with_capacity(n);
    for cell in cells {
        let t = cell.text.as_str();
        let value: u64 = if t == "_" || t == "." {
            0
        } else if t.chars().all(|c| c.is_ascii_digit()) {
            t.parse::<u64>().unwrap_or(u64::MAX)
        } else {
            return Err(Error::input(format!(
                "`{}` at {} is not a tile number (use 0, _ or . for the blank)",
                escape(t),
                cell.place()
            )));
        };
        if value >= n as u64 {
            return Err(Error::input(format!(
                "tile {} at {} is out of range: a board of {n} cells has tiles 1 to {}",
                escape(t),
                cell.place(),
                n - 1
            )));
        }
        tiles.push(value as u8);
    }
    if !tiles.contains(&0) {
        return Err(Error::input(
            "no blank: write 0, _ or . for the empty cell",
        ));
    }
    // Name the missing tile alongside a duplicate.
    let mut seen = vec![None; n];
    for (i, &t) in tiles.iter().enumerate() {
        if let Some(first) = seen[t as usize] {
            let missing: Vec<String> = (1..n)
                .filter(|&m| !tiles.contains(&(m as u8)))
                .map(|m| m.to_string())
                .collect();
            let what = if t == 0 {
                "the blank".to_string()
            } else {
                format!("tile {t}")
            };
            let first_cell: &Cell = &cells[first];
            return Err(Error::input(format!(
                "{what} appears twice, at {} and at {}{}",
                first_cell.place(),
                cells[i].place(),
                match missing.len() {
                    0 => String::new(),
                    1 => format!(" (tile {} is missing)", missing[0]),
                    _ => format!(" (tiles {} are missing)", missing.join(", ")),
                }
            )));
        }
        seen[t as usize] = Some(i);
    }
    let _ = width;
    Ok(tiles)
}

/// Escape control characters (and anything non-printable) so that text from
/// a user or a lesson can never drive the terminal.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(s: &str) -> String {
        parse_board(s, None).unwrap().to_line()
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
        assert_eq!(line("7 2 4\n5 0 6\n8 3 1\n"), aima);
        assert_eq!(line("# a comment\n3\n7 2 4\n5 0 6 # inline\n8 3 1\n"), aima);
        assert_eq!(
            parse_board("1,2,3,4,5,0", Some((3, 2))).unwrap().to_line(),
            "1 2 3/4 5 0"
        );
        assert_eq!(parse_board("12345_", Some((2, 3))).unwrap().to_line(), "1 2/3 4/5 0");
    }

    #[test]
    fn errors_name_the_place() {
        let e = |s: &str| parse_board(s, None).unwrap_err().to_string();
        assert_eq!(e("1 2 3/4 5/6 7 0"), "ragged rows: row 2 has 2 tiles but row 1 has 3");
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
        assert_eq!(e("1 2 3/4 5 6/7 8 9"), "tile 9 at row 3, column 3 is out of range: a board of 9 cells has tiles 1 to 8");
        assert_eq!(e("1 2 3 4 5 6 7 8"), "8 cells do not make a square board: separate rows with `/` or give --size WxH");
        assert_eq!(e(""), "empty board: no tiles given");
        assert!(e("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 96 97 98 99 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131 132 133 134 135 136 137 138 139 140 141 142 143 144 145 146 147 148 149 150 151 152 153 154 155 156 157 158 159 160 161 162 163 164 165 166 167 168 169 170 171 172 173 174 175 176 177 178 179 180 181 182 183 184 185 186 187 188 189 190 191 192 193 194 195 196 197 198 199 200 201 202 203 204 205 206 207 208 209 210 211 212 213 214 215 216 217 218 219 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 239 240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 259 260 261 262 263 264 265 266 267 268 269 270 271 272 273 274 275 276 277 278 279 280 281 282 283 284 285 286 287 288").contains("square"));
    }

    #[test]
    fn too_big_is_refused() {
        let e = parse_size("17x2").unwrap_err().to_string();
        assert_eq!(e, "a 17x2 board is too big: each side may be at most 16");
    }

    #[test]
    fn escape_controls() {
        assert_eq!(escape("a\u{1b}[31mb\n"), "a\\u{1b}[31mb\\n");
    }
}
