//! Examples in the help that run when copied (issue 39).
//!
//! clap wraps the text after the options (`after_help`) at any space to
//! the terminal's width, so at 80 columns a long example became two shell
//! lines, neither of which runs (`npuzzle solvable "1 2 ... 0" # Sam
//! Loyd's 14-15` and then `puzzle`). Here, when a help page is shown, that
//! text is laid out before clap sees it, and written into the page's help
//! template, where clap leaves text as it is:
//!
//! - a prose line is wrapped by clap, exactly as before;
//! - an indented line (an example, or a line to copy such as a modeline)
//!   is never broken: a command wider than the terminal stays one line,
//!   which the terminal folds (and copies back as one line); a comment
//!   after a command that does not fit moves closer to it, else goes
//!   under it, as shell comment lines (`# ...`) wrapped in any language.
//!
//! Only the help shown on the terminal is laid out (`parse_from` does it
//! when clap asks for a help page); the manual page and the English
//! catalogue read the definitions unchanged.

use super::help_lang;
use clap::Command;
use npuzzle::i18n::{self, Lang};
use npuzzle::render::wrap;

/// The width clap lays the help out at: the terminal's (standard output,
/// else standard error, else standard input), else `COLUMNS`, else 100.
pub fn width() -> usize {
    terminal_size::terminal_size()
        .map(|(w, _)| usize::from(w.0))
        .or_else(|| {
            std::env::var("COLUMNS")
                .ok()
                .and_then(|c| c.trim().parse::<usize>().ok())
        })
        .unwrap_or(100)
}

/// `cmd` (as [`super::command`] made it, in the current language) with
/// every command's after-help text laid out at `width` in its help
/// template, and clap's width set to the same.
pub fn lay_out(cmd: Command, width: usize) -> Command {
    walk(cmd, &[], width, i18n::current())
}

fn walk(cmd: Command, path: &[String], width: usize, lang: Lang) -> Command {
    let cmd = help_lang::each_subcommand(cmd, path, |s, sub| walk(s, sub, width, lang));
    let cmd = cmd.term_width(width);
    let Some(text) = cmd.get_after_help().map(|t| t.ansi().to_string()) else {
        return cmd;
    };
    // A template's braces are its tags: a text with braces stays clap's
    // (none has any), as does a different text for `--help`.
    if text.contains(['{', '}']) || cmd.get_after_long_help().is_some() {
        return cmd;
    }
    let template = help_lang::template_at(&cmd, path, lang);
    let Some(page) = template.strip_suffix("{after-help}") else {
        return cmd;
    };
    let page = format!("{page}\n\n{}", text_at(&text, width));
    cmd.help_template(page).after_help(None::<&str>)
}

/// An after-help text laid out at `width`.
pub fn text_at(text: &str, width: usize) -> String {
    text.lines()
        .map(|line| {
            if line.trim().is_empty() {
                String::new()
            } else if line.starts_with("  ") {
                indented(line, width)
            } else {
                prose(line, width)
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A prose line, wrapped by clap as it wraps any after-help text.
fn prose(line: &str, width: usize) -> String {
    let page = Command::new("prose")
        .term_width(width)
        .help_template("{after-help}")
        .after_help(line.to_string())
        .render_help();
    // clap puts a blank line before the text.
    let page = page.ansi().to_string();
    page.trim_start_matches('\n').trim_end().to_string()
}

/// An indented line: never broken; a comment that does not fit goes under
/// its command.
fn indented(line: &str, width: usize) -> String {
    if wrap::display_width(line) <= width {
        return line.to_string();
    }
    let body = line.trim_start();
    let indent = &line[..line.len() - body.len()];
    let Some((command, comment)) = split_comment(body) else {
        return line.to_string();
    };
    // The comment's alignment given up first, then its place.
    let closer = format!("{indent}{command}  # {comment}");
    if wrap::display_width(&closer) <= width {
        return closer;
    }
    let under = format!("{indent}  # ");
    format!(
        "{indent}{command}\n{}",
        wrap::fill(comment, width.max(under.len() + 10), &under)
    )
}

/// A command line and its comment: `npuzzle play   # a random board` is
/// (`npuzzle play`, `a random board`). None when the line is all comment
/// or has none.
fn split_comment(body: &str) -> Option<(&str, &str)> {
    let at = body.find(" #")?;
    let command = body[..at].trim_end();
    let comment = body[at + 2..].trim();
    (!command.is_empty() && !comment.is_empty()).then_some((command, comment))
}

#[cfg(test)]
#[path = "help_examples_tests.rs"]
mod tests;
