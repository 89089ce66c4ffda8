//! Hints for a newcomer's usual mistakes, added to the one-line error:
//! a board typed without quotes, a file named without `@`, a board left out
//! while standard input is a file or a pipe.

use npuzzle::error::Error;
use npuzzle::i18n::Lang;
use std::path::Path;

/// A board argument that failed to read or parse but names an existing
/// file: "did you mean @FILE?".
pub fn file_without_at(arg: &str, e: Error) -> Error {
    if arg != "-" && !arg.starts_with('@') && !arg.trim().is_empty() && Path::new(arg).is_file() {
        // Said with the message, in its language.
        return e.with_note(npuzzle::msg!(
            "hint-file-without-at",
            file = npuzzle::parse::escape(arg)
        ));
    }
    e
}

/// A token that looks like one or more cells of a board typed without
/// quotes: digits, `_`, `.`, and the row separators `/` and `,`.
fn board_like(token: &str) -> bool {
    !token.is_empty()
        && token.chars().any(|c| c.is_ascii_digit() || c == '_')
        && token
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '_' | '.' | '/' | ','))
}

/// For clap's "unexpected argument" error: when the command line has a run
/// of at least three board-like words, the board was not quoted. Returns
/// the hint with the quoted board.
pub fn unquoted_board(args: &[String], lang: Lang) -> Option<String> {
    let mut best: &[String] = &[];
    let mut i = 0;
    while i < args.len() {
        let start = i;
        while i < args.len() && board_like(&args[i]) {
            i += 1;
        }
        if i - start > best.len() {
            best = &args[start..i];
        }
        i = i.max(start + 1);
    }
    (best.len() >= 3).then(|| npuzzle::t!(lang;"hint-quote-board", board = best.join(" ")))
}

/// For clap's "missing required argument <BOARD>" error when standard input
/// is not a terminal.
pub fn board_from_stdin(lang: Lang) -> String {
    npuzzle::t!(lang;"hint-board-from-stdin")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unquoted_board_en(args: &[String]) -> Option<String> {
        unquoted_board(args, Lang::EN)
    }

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn an_unquoted_board_is_found() {
        assert_eq!(
            unquoted_board_en(&words("solvable 1 2 3 4 5 6 7 8 0")).as_deref(),
            Some("quote the board so that it is one argument: \"1 2 3 4 5 6 7 8 0\"")
        );
        assert_eq!(
            unquoted_board_en(&words("solve 7 2 4/5 0 6/8 3 1 --algo bfs")).as_deref(),
            Some("quote the board so that it is one argument: \"7 2 4/5 0 6/8 3 1\"")
        );
    }

    #[test]
    fn two_numbers_are_not_a_board() {
        assert_eq!(
            unquoted_board_en(&words("solve 724506831 --max-nodes 5 6")),
            None
        );
        assert_eq!(unquoted_board_en(&words("solve board extra words")), None);
    }
}
