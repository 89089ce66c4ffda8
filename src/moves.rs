//! Move strings as people type them.
//!
//! Two notations, which may be mixed:
//! - letters `U`, `D`, `L`, `R` (any case): the direction the *blank*
//!   travels, as in AIMA and the seeds (`UULDR`, `u u l`, `U,L,D`);
//! - tile numbers: the tile that slides into the blank (`5,3,8`, `5 3 8`).
//!   A tile number is resolved against the board as it is after the moves
//!   before it, so the same number may mean different directions.
//!
//! Spaces and commas separate moves and are otherwise ignored; letters may
//! run together, numbers must be separated. Parsing ([`parse_moves`]) needs
//! no board; resolving ([`resolve`], [`resolve_prefix`]) plays the moves on
//! a board and names the first step that cannot be made.

use crate::board::{Board, Dir, IllegalMove};
use crate::error::{Error, Result};
use crate::parse::escape;
use serde::Serialize;
use std::fmt;

/// One move as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveToken {
    /// A letter: the direction the blank travels.
    Blank(Dir),
    /// A number: the tile that slides into the blank.
    Tile(u32),
}

impl fmt::Display for MoveToken {
    /// As the user wrote it: `U` or `8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveToken::Blank(d) => write!(f, "{}", d.letter()),
            MoveToken::Tile(t) => write!(f, "{t}"),
        }
    }
}

/// Parse a move string into tokens without looking at a board.
///
/// An empty string (or only separators) gives no moves; callers that need
/// at least one say so themselves.
pub fn parse_moves(text: &str) -> Result<Vec<MoveToken>> {
    tokens(text).map_err(|e| {
        Error::problem(match e {
            BadMoves::NotATile { digits, number } => crate::msg!(
                "moves-error-not-tile",
                text = digits,
                number = number.to_string()
            ),
            BadMoves::NotAMove { c, at } => crate::msg!(
                "moves-error-not-move",
                text = escape(&c.to_string()),
                at = at.to_string()
            ),
        })
    })
}

/// What makes a text not a move string (a lesson says it in the student's
/// language, `lesson::exercise_check::bad_moves`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BadMoves {
    /// A number too large for a tile, and the move it would be (1-based).
    NotATile { digits: String, number: usize },
    /// A character that is no move, and where it is (1-based).
    NotAMove { c: char, at: usize },
}

/// [`parse_moves`], with what is wrong as data.
pub(crate) fn tokens(text: &str) -> std::result::Result<Vec<MoveToken>, BadMoves> {
    // Tile numbers in any script's digits (`၁ ၂`), full-width letters:
    // one character for one, so positions stay right.
    let chars: Vec<char> = crate::parse::halfwidth(text).chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == ',' || c.is_whitespace() {
            i += 1;
        } else if let Some(d) = Dir::from_letter(c) {
            tokens.push(MoveToken::Blank(d));
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let tile = digits
                .parse::<u32>()
                .ok()
                .filter(|&t| t <= u8::MAX as u32)
                .ok_or_else(|| BadMoves::NotATile {
                    digits: digits.clone(),
                    number: tokens.len() + 1,
                })?;
            tokens.push(MoveToken::Tile(tile));
        } else {
            return Err(BadMoves::NotAMove { c, at: i + 1 });
        }
    }
    Ok(tokens)
}

/// Why one step of a move sequence cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StepProblem {
    /// The blank is on an edge, or the tile is not next to the blank.
    Illegal(IllegalMove),
    /// The number 0 was given: that is the blank, not a tile.
    Blank,
    /// The number is larger than any tile on this board.
    NoSuchTile {
        tile: u32,
        width: usize,
        height: usize,
    },
}

impl fmt::Display for StepProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepProblem::Illegal(e) => write!(f, "{e}"),
            StepProblem::Blank => write!(f, "0 is the blank, not a tile that can slide"),
            StepProblem::NoSuchTile {
                tile,
                width,
                height,
            } => write!(
                f,
                "there is no tile {tile} on a {width}x{height} board (tiles 1 to {}); separate tile numbers with spaces or commas",
                width * height - 1
            ),
        }
    }
}

/// The first step of a sequence that cannot be made, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveError {
    /// 0-based index of the failing move.
    pub(crate) step: usize,
    pub(crate) token: MoveToken,
    pub(crate) problem: StepProblem,
}

impl fmt::Display for MoveError {
    /// `move 4 (U): the blank is already in the top row`,
    /// `move 2: tile 8 is not next to the blank`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.token {
            MoveToken::Blank(d) => write!(f, "move {} ({}): {}", self.step + 1, d, self.problem),
            MoveToken::Tile(_) => write!(f, "move {}: {}", self.step + 1, self.problem),
        }
    }
}

impl MoveError {
    /// A move that cannot be made, and why (`move 4 (U): the blank is
    /// already in the top row`), as a message.
    pub(crate) fn said(&self) -> crate::i18n::Msg {
        let e = self;
        let problem = match e.problem {
            StepProblem::Illegal(crate::board::IllegalMove::Edge(d)) => match d {
                crate::board::Dir::Up => crate::msg!("board-stop-top"),
                crate::board::Dir::Down => crate::msg!("board-stop-bottom"),
                crate::board::Dir::Left => crate::msg!("board-stop-left"),
                crate::board::Dir::Right => crate::msg!("board-stop-right"),
            },
            StepProblem::Illegal(crate::board::IllegalMove::NotAdjacent(tile)) => {
                crate::msg!("board-stop-not-adjacent", tile = tile)
            }
            StepProblem::Blank => crate::msg!("board-stop-blank"),
            StepProblem::NoSuchTile {
                tile,
                width,
                height,
            } => crate::msg!(
                "board-stop-no-such-tile",
                tile = tile,
                width = width,
                height = height,
                last = width * height - 1
            ),
        };
        match e.token {
            MoveToken::Blank(d) => crate::msg!(
                "board-stop-move-letter",
                number = e.step + 1,
                letter = d.letter(),
                problem = problem
            ),
            MoveToken::Tile(_) => {
                crate::msg!("board-stop-move", number = e.step + 1, problem = problem)
            }
        }
    }
}

impl From<MoveError> for Error {
    fn from(e: MoveError) -> Error {
        Error::problem(e.said())
    }
}

/// The blank direction for one token on one board.
pub(crate) fn direction(board: &Board, token: MoveToken) -> Result<Dir, StepProblem> {
    match token {
        MoveToken::Blank(d) => {
            if board.can_move(d) {
                Ok(d)
            } else {
                Err(StepProblem::Illegal(IllegalMove::Edge(d)))
            }
        }
        MoveToken::Tile(0) => Err(StepProblem::Blank),
        MoveToken::Tile(t) if t as usize >= board.cells() => Err(StepProblem::NoSuchTile {
            tile: t,
            width: board.width(),
            height: board.height(),
        }),
        MoveToken::Tile(t) => board.dir_for_tile(t).map_err(StepProblem::Illegal),
    }
}

/// Play the tokens on `board` as far as they go: the blank directions of
/// the legal prefix, and the first problem if there is one.
pub(crate) fn resolve_prefix(board: &Board, tokens: &[MoveToken]) -> (Vec<Dir>, Option<MoveError>) {
    let mut b = board.clone();
    let mut dirs = Vec::with_capacity(tokens.len());
    for (step, &token) in tokens.iter().enumerate() {
        match direction(&b, token) {
            Ok(d) => {
                b.slide(d).expect("direction() checked the move");
                dirs.push(d);
            }
            Err(problem) => {
                return (
                    dirs,
                    Some(MoveError {
                        step,
                        token,
                        problem,
                    }),
                );
            }
        }
    }
    (dirs, None)
}

/// All tokens as blank directions, or the first step that cannot be made.
pub(crate) fn resolve(board: &Board, tokens: &[MoveToken]) -> Result<Vec<Dir>, MoveError> {
    match resolve_prefix(board, tokens) {
        (dirs, None) => Ok(dirs),
        (_, Some(e)) => Err(e),
    }
}

/// Parse and resolve in one go, for commands that only need the directions.
pub fn parse_and_resolve(board: &Board, text: &str) -> Result<Vec<Dir>> {
    let tokens = parse_moves(text)?;
    resolve(board, &tokens).map_err(Error::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    fn b(s: &str) -> Board {
        parse_board(s, None).unwrap()
    }

    #[test]
    fn letters_any_case_with_separators() {
        use MoveToken::Blank;
        let t = parse_moves("uU, l d\tR").unwrap();
        assert_eq!(
            t,
            vec![
                Blank(Dir::Up),
                Blank(Dir::Up),
                Blank(Dir::Left),
                Blank(Dir::Down),
                Blank(Dir::Right)
            ]
        );
        assert_eq!(parse_moves("  ,, ").unwrap(), vec![]);
    }

    #[test]
    fn tile_numbers_and_mixed() {
        use MoveToken::{Blank, Tile};
        assert_eq!(
            parse_moves("5,3,8").unwrap(),
            vec![Tile(5), Tile(3), Tile(8)]
        );
        assert_eq!(parse_moves("5 3 8").unwrap(), parse_moves("5,3,8").unwrap());
        assert_eq!(
            parse_moves("12U3").unwrap(),
            vec![Tile(12), Blank(Dir::Up), Tile(3)]
        );
    }

    #[test]
    fn bad_characters_name_their_place() {
        let e = parse_moves("UUx").unwrap_err().to_string();
        assert!(e.starts_with("`x` at character 3 is not a move"), "{e}");
        let e = parse_moves("U\u{1b}").unwrap_err().to_string();
        assert!(e.contains("`\\u{1b}` at character 2"), "{e}");
        let e = parse_moves("1 99999999999").unwrap_err().to_string();
        assert!(e.contains("`99999999999` (move 2)"), "{e}");
    }

    #[test]
    fn tiles_resolve_against_the_evolving_board() {
        // Blank in the centre of AIMA's board; tile 2 is above it.
        let board = b("7 2 4/5 0 6/8 3 1");
        let dirs = resolve(&board, &parse_moves("2 7 5").unwrap()).unwrap();
        assert_eq!(dirs, vec![Dir::Up, Dir::Left, Dir::Down]);
        assert_eq!(
            board.apply_all(&dirs).unwrap().to_line(),
            "5 7 4/0 2 6/8 3 1"
        );
    }

    #[test]
    fn errors_name_the_step_and_why() {
        let board = b("7 2 4/5 0 6/8 3 1");
        let e = resolve(&board, &parse_moves("UUUU").unwrap()).unwrap_err();
        assert_eq!(e.step, 1);
        assert_eq!(
            e.to_string(),
            "move 2 (U): the blank is already in the top row"
        );
        let e = resolve(&board, &parse_moves("2 8").unwrap()).unwrap_err();
        assert_eq!(e.to_string(), "move 2: tile 8 is not next to the blank");
        let e = resolve(&board, &parse_moves("0").unwrap()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "move 1: 0 is the blank, not a tile that can slide"
        );
        let e = resolve(&board, &parse_moves("2 42").unwrap()).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("move 2: there is no tile 42 on a 3x3 board")
        );
        let (prefix, err) = resolve_prefix(&board, &parse_moves("L D R R R").unwrap());
        assert_eq!(prefix, vec![Dir::Left, Dir::Down, Dir::Right, Dir::Right]);
        assert_eq!(
            err.unwrap().to_string(),
            "move 5 (R): the blank is already in the rightmost column"
        );
    }
}
