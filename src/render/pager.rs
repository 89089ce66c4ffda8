//! Step-through display shared by `trace --step`, `reduce --step` and
//! `lesson run`: show one page, wait for a key, go on, back or quit.
//!
//! Input is read a line at a time (Enter: next, `b` Enter: back, `q` Enter:
//! quit), which works on every terminal without raw mode and can be driven
//! by tmux or a script.

use std::io::{BufRead, Write};

/// What the reader asked for after a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Key {
    Next,
    Back,
    Quit,
}

/// Parse one line typed at the prompt. End of input quits.
pub(crate) fn parse_key(line: Option<&str>) -> Key {
    match line.map(|l| l.trim().to_ascii_lowercase()) {
        None => Key::Quit,
        Some(l) if l == "q" || l == "quit" => Key::Quit,
        Some(l) if l == "b" || l == "back" || l == "p" => Key::Back,
        Some(_) => Key::Next,
    }
}

/// How a step-through ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Every page was shown.
    Finished,
    /// The reader quit after seeing this many pages (1-based index of the last).
    Quit(usize),
}

/// Show `pages` one at a time. `prompt(i, n)` is printed after page `i`
/// (0-based) of `n`; nothing is printed after the last page.
pub fn step_through(
    pages: &[String],
    out: &mut dyn Write,
    input: &mut dyn BufRead,
    prompt: &dyn Fn(usize, usize) -> String,
) -> crate::error::Result<Ending> {
    let n = pages.len();
    let mut i = 0;
    while i < n {
        out.write_all(pages[i].as_bytes())?;
        if i + 1 == n {
            out.flush()?;
            return Ok(Ending::Finished);
        }
        write!(out, "{}", prompt(i, n))?;
        out.flush()?;
        let mut line = String::new();
        let read = input.read_line(&mut line)?;
        match parse_key((read > 0).then_some(line.as_str())) {
            Key::Next => i += 1,
            Key::Back => i = i.saturating_sub(1),
            Key::Quit => {
                writeln!(out)?;
                return Ok(Ending::Quit(i + 1));
            }
        }
    }
    Ok(Ending::Finished)
}

/// The standard prompt.
pub fn default_prompt(i: usize, n: usize) -> String {
    format!(
        "-- step {} of {n} -- Enter: next, b: back, q: quit > ",
        i + 1
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_back_quit() {
        let pages: Vec<String> = ["A\n", "B\n", "C\n"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut out = Vec::new();
        let mut input = std::io::Cursor::new("\nb\n\n\n");
        let end = step_through(&pages, &mut out, &mut input, &|_, _| "> ".into()).unwrap();
        assert_eq!(end, Ending::Finished);
        assert_eq!(String::from_utf8(out).unwrap(), "A\n> B\n> A\n> B\n> C\n");
        let mut out = Vec::new();
        let mut input = std::io::Cursor::new("q\n");
        let end = step_through(&pages, &mut out, &mut input, &|_, _| "> ".into()).unwrap();
        assert_eq!(end, Ending::Quit(1));
    }
}
