//! Arguments shared by many commands: the board, its size and goal, and the
//! output format.

use crate::board::{Board, Goal, GoalSpec};
use crate::error::{Error, Result};
use crate::parse::{parse_size, read_arg_text, read_board_arg};
use clap::{Args, ValueEnum};

/// Output formats. Each command accepts the subset that makes sense for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
    Dot,
    Mermaid,
    Markdown,
    /// A self-contained SVG picture.
    Svg,
    /// A self-contained HTML page.
    Html,
    /// One JSON object per line, written as each row finishes.
    Jsonl,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Dot => "dot",
            Format::Mermaid => "mermaid",
            Format::Markdown => "markdown",
            Format::Svg => "svg",
            Format::Html => "html",
            Format::Jsonl => "jsonl",
        }
    }
}

#[derive(Debug, Clone, Args)]
pub struct OutputArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Shorthand for --format json.
    #[arg(long)]
    pub json: bool,
}

impl OutputArgs {
    /// The chosen format, refused with a usage error when this command
    /// does not support it.
    pub fn format(&self, supported: &[Format]) -> Result<Format> {
        let f = if self.json { Format::Json } else { self.format };
        if supported.contains(&f) {
            Ok(f)
        } else {
            Err(Error::usage(format!(
                "--format {} is not available for this command (use {})",
                f.name(),
                supported
                    .iter()
                    .map(|f| f.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            )))
        }
    }
}

/// The goal argument: a preset name or a board.
#[derive(Debug, Clone, Args)]
pub struct GoalArgs {
    /// Goal: blank-last (1..n then the blank, default), blank-first
    /// (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board.
    #[arg(long, short = 'g', default_value = "blank-last", value_name = "GOAL")]
    pub goal: String,
}

/// A board with its optional size and goal.
#[derive(Debug, Clone, Args)]
pub struct BoardArgs {
    /// The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`,
    /// `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
    #[arg(value_name = "BOARD", allow_hyphen_values = true)]
    pub board: String,
    /// Width x height, for flat lists that are not square (e.g. 4x3).
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    #[command(flatten)]
    pub goal: GoalArgs,
}

/// A board and its goal, read and checked.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub board: Board,
    pub goal: Goal,
    pub goal_spec: GoalSpec,
}

impl BoardArgs {
    pub fn load(&self) -> Result<Loaded> {
        let size = self
            .size
            .as_deref()
            .map(parse_size)
            .transpose()
            .map_err(|e| e.context("--size"))?;
        let board = read_board_arg(&self.board, size)?;
        let (goal_spec, goal) = self.goal.resolve_for(&board)?;
        Ok(Loaded {
            board,
            goal: Goal::new(goal),
            goal_spec,
        })
    }
}

impl GoalArgs {
    /// Parse the goal (a preset or a board) without a board to size it.
    pub fn spec(&self, size: Option<(usize, usize)>) -> Result<GoalSpec> {
        match GoalSpec::preset(&self.goal) {
            Some(spec) => Ok(spec),
            None if looks_like_a_name(&self.goal) => Err(Error::usage(format!(
                "--goal: unknown goal `{}` (use blank-last, blank-first, snail or a board)",
                crate::parse::shown_text(self.goal.trim())
            ))),
            None => read_goal_board(&self.goal, size)
                .map(GoalSpec::Board)
                .map_err(|e| e.context("--goal")),
        }
    }

    /// The goal board for `board`, checked for size.
    pub fn resolve_for(&self, board: &Board) -> Result<(GoalSpec, Board)> {
        let spec = self.spec(Some((board.width(), board.height())))?;
        let goal = spec
            .resolve(board.width(), board.height())
            .map_err(|e| e.context("--goal"))?;
        Ok((spec, goal))
    }
}

/// A word such as `nonsense` or `blank_last`: meant as a preset name, never
/// a board (a board's cells are numbers, `_` or `.`).
fn looks_like_a_name(text: &str) -> bool {
    let text = text.trim();
    text.starts_with(|c: char| c.is_alphabetic())
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// Read a goal board in the board's size (so that flat lists need no
/// `--size`); when it does not fit, say which size the goal has.
fn read_goal_board(arg: &str, size: Option<(usize, usize)>) -> Result<Board> {
    let text = read_arg_text(arg)?;
    match text.parse(size) {
        Ok(goal) => Ok(goal),
        Err(sized) => match (size, text.parse(None)) {
            (Some((w, h)), Ok(goal)) => Err(Error::input(format!(
                "the goal is {} but the board is {w}x{h}",
                goal.size_name()
            ))),
            _ => Err(sized),
        },
    }
}
