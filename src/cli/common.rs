//! Arguments shared by many commands: the board, its size and goal, and the
//! output format.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use npuzzle::board::{Board, Goal, GoalSpec};
use npuzzle::error::{Error, Result};
use npuzzle::parse::{parse_size, read_arg_text, read_board_arg};

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

/// The formats each command supports, by its path (`tree`, `pdb build`).
/// This table is the one declaration: clap checks `--format` against it,
/// lists it in the command's help and completes it, and the command's
/// `run` refuses anything else through [`OutputArgs::format`] with the same
/// list. To support a format, add it here and to that call.
pub const FORMATS: &[(&str, &[Format])] = {
    use Format::*;
    &[
        ("explain", &[Text, Json]),
        ("inversions", &[Text, Json]),
        ("solvable", &[Text, Json]),
        ("reduce", &[Text, Json]),
        ("connect", &[Text, Json]),
        ("verify", &[Text, Json, Svg]),
        ("solve", &[Text, Json, Jsonl]),
        ("tree", &[Text, Json, Dot, Mermaid, Svg, Html]),
        ("compare", &[Text, Json, Svg, Dot, Html]),
        ("trace", &[Text, Json]),
        ("random", &[Text, Json, Jsonl]),
        ("pdb status", &[Text, Json]),
        ("pdb build", &[Text, Json]),
        ("pdb clear", &[Text, Json]),
        ("heuristics check", &[Text, Json]),
        ("experiment cost-table", &[Text, Json, Jsonl, Svg]),
        ("experiment heuristics", &[Text, Json, Jsonl]),
    ]
};

/// Set when the command has chosen plain text as its output format (by
/// [`OutputArgs::format`]): only then does the binary wrap long lines of
/// standard output to the terminal (never JSON, SVG, DOT, CSV, … and
/// never the commands that lay out their own text, such as lessons).
static TEXT_CHOSEN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// True once the running command chose plain text output.
pub fn text_chosen() -> bool {
    TEXT_CHOSEN.load(std::sync::atomic::Ordering::Relaxed)
}

/// The formats of the command at `path` (`None`: it has no `--format` of
/// [`Format`]).
pub fn formats_of(path: &str) -> Option<&'static [Format]> {
    FORMATS.iter().find(|(p, _)| *p == path).map(|(_, f)| *f)
}

/// Restrict every `--format` of [`Format`] to its command's list in
/// [`FORMATS`] (help, completion, checking), walking the subcommands.
pub fn restrict_formats(cmd: clap::Command) -> clap::Command {
    restrict_at(cmd, "")
}

fn restrict_at(mut cmd: clap::Command, path: &str) -> clap::Command {
    if let Some(formats) = formats_of(path) {
        cmd = cmd.mut_arg("format", |a| a.value_parser(format_parser(formats)));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path} {name}")
        };
        cmd = cmd.mut_subcommand(&name, |c| restrict_at(c, &sub_path));
    }
    cmd
}

/// A parser that accepts only `formats`, giving a [`Format`].
fn format_parser(formats: &'static [Format]) -> impl TypedValueParser<Value = Format> {
    PossibleValuesParser::new(
        formats
            .iter()
            .map(|f| f.to_possible_value().expect("no skipped format")),
    )
    .map(|name| Format::from_str(&name, true).expect("a listed format"))
}

/// `--algo`: the algorithms, with their aliases, checked and completed by
/// clap (a typo gets "a similar value exists").
pub fn algo_values() -> PossibleValuesParser {
    use npuzzle::search::Algorithm;
    PossibleValuesParser::new(Algorithm::ALL.map(|a| {
        let v = PossibleValue::new(a.name()).help(a.title());
        match a {
            Algorithm::Astar => v.aliases(["a*", "a-star"]),
            Algorithm::Idastar => v.aliases(["ida*", "ida-star"]),
            Algorithm::Ordered => v.alias("best-first"),
            Algorithm::Bidir => v.alias("bidirectional"),
            _ => v,
        }
    }))
}

/// `--heuristic`: the heuristics (the Vietnamese report's h1..h6 as aliases); with
/// `pdb`, also the pattern databases (4x4, `solve`).
pub fn heuristic_values(pdb: bool) -> PossibleValuesParser {
    use npuzzle::heuristics::Heuristic;
    let mut values: Vec<PossibleValue> = Heuristic::ALL
        .into_iter()
        .map(|h| {
            let mut v = PossibleValue::new(h.name());
            if let Some(label) = h.seed_label() {
                v = v
                    .alias(label.to_ascii_lowercase())
                    .help(format!("the Vietnamese report's {label}"));
            }
            match h {
                Heuristic::RowCol => v.alias("row-col"),
                Heuristic::LinearConflict => v.aliases(["lc", "linear"]),
                Heuristic::MisplacedWithBlank | Heuristic::LinearConflictPairs => {
                    v.help("faulty: overestimates")
                }
                _ => v,
            }
        })
        .collect();
    if pdb {
        values.push(
            PossibleValue::new("pdb")
                .aliases(["pattern-database", "pattern-databases"])
                .help("the pattern databases (6-6-3 on 4x4, 6-6-6-6 on 5x5; IDA*), with the lookups measured fastest"),
        );
        values.push(
            PossibleValue::new("pdb-plain")
                .help("the pattern databases, regular and reflected lookups (consistent)"),
        );
        values.push(
            PossibleValue::new("pdb-dual")
                .help("the pattern databases (4x4 and 5x5), with dual lookups too and BPMX"),
        );
        values.push(
            PossibleValue::new("pdb-dual-no-bpmx")
                .help("the pattern databases (4x4 and 5x5), with dual lookups too, without BPMX"),
        );
        values.push(PossibleValue::new("pdb-dual-search").help(
            "the pattern databases (4x4 and 5x5), with dual lookups, BPMX and dual search (DIDA*)",
        ));
        values.push(PossibleValue::new("pdb-dual-search-any").help(
            "the pattern databases (5x5), with dual lookups, BPMX and dual search jumping at any node",
        ));
        values.push(
            PossibleValue::new("pdb-7-8")
                .help("the 7-8 pattern databases (4x4; built once by pdb build --partition 7-8)"),
        );
        values.push(
            PossibleValue::new("pdb-7-8-dual")
                .help(
                    "the 7-8 pattern databases (4x4; built once by pdb build --partition 7-8), with dual lookups too and BPMX",
                ),
        );
    }
    PossibleValuesParser::new(values)
}

/// The goal presets with their aliases.
fn goal_presets() -> [PossibleValue; 3] {
    [
        PossibleValue::new("blank-last")
            .aliases(["last", "default"])
            .help("1..n then the blank"),
        PossibleValue::new("blank-first")
            .aliases(["first", "aima", "korf"])
            .help("the blank then 1..n (AIMA, Korf)"),
        PossibleValue::new("snail")
            .alias("spiral")
            .help("the spiral goal"),
    ]
}

/// `--goal`: a preset (listed, completed, suggested on a typo) or a board
/// (checked once the board's size is known).
#[derive(Debug, Clone, Copy)]
pub struct GoalValueParser;

impl TypedValueParser for GoalValueParser {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> std::result::Result<String, clap::Error> {
        let text = clap::builder::StringValueParser::new().parse_ref(cmd, arg, value)?;
        if GoalSpec::preset(&text).is_some() || !looks_like_a_name(&text) {
            return Ok(text);
        }
        let word = text.trim().to_ascii_lowercase();
        let suggestion = goal_presets()
            .iter()
            .flat_map(|v| {
                v.get_name_and_aliases()
                    .map(|n| (n.to_string(), v.get_name()))
            })
            .map(|(n, name)| (strsim::jaro(&word, &n), name))
            .filter(|(score, _)| *score > 0.7)
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, name)| name.to_string());
        let flag = arg.map_or("--goal <GOAL>".to_string(), |a| {
            format!("--{} <GOAL>", a.get_long().unwrap_or("goal"))
        });
        // Said in the user's language by `usage_error`; the `Custom` mark
        // adds "or a board" to the presets.
        use clap::error::{ContextKind, ContextValue, ErrorKind};
        let mut e = clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd);
        e.insert(ContextKind::InvalidArg, ContextValue::String(flag));
        e.insert(
            ContextKind::InvalidValue,
            ContextValue::String(npuzzle::parse::escape(text.trim())),
        );
        e.insert(
            ContextKind::ValidValue,
            ContextValue::Strings(
                goal_presets()
                    .iter()
                    .map(|v| v.get_name().to_string())
                    .collect(),
            ),
        );
        e.insert(
            ContextKind::Custom,
            ContextValue::String(super::usage_error::OR_A_BOARD.to_string()),
        );
        if let Some(name) = suggestion {
            e.insert(ContextKind::SuggestedValue, ContextValue::String(name));
        }
        Err(e)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(goal_presets().into_iter()))
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
    /// A data format's words are English whatever the language: its
    /// `palette` is made English.
    pub fn format(
        &self,
        supported: &[Format],
        palette: &mut npuzzle::render::Palette,
    ) -> Result<Format> {
        let f = if self.json { Format::Json } else { self.format };
        if supported.contains(&f) {
            TEXT_CHOSEN.store(f == Format::Text, std::sync::atomic::Ordering::Relaxed);
            // Data for programs is the same in every language: the words
            // inside JSON, DOT, Mermaid and SVG (captions, notes, stop
            // messages) are English whatever --lang says. The palette
            // carries the language to every word the command says
            // (`Ctx::lang`), and main says an error that stops the run in
            // it too.
            if matches!(
                f,
                Format::Json | Format::Jsonl | Format::Dot | Format::Mermaid | Format::Svg
            ) {
                *palette = palette.in_lang(npuzzle::i18n::Lang::EN);
            }
            Ok(f)
        } else {
            Err(Error::problem(npuzzle::msg!(
                "usage-format-unavailable",
                format = f.name(),
                supported = supported
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
    #[arg(
        long,
        short = 'g',
        default_value = "blank-last",
        value_name = "GOAL",
        value_parser = GoalValueParser,
        hide_possible_values = true
    )]
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
        let board = read_board_arg(&self.board, size)
            .map_err(|e| super::hints::file_without_at(&self.board, e))?;
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
            None if looks_like_a_name(&self.goal) => Err(Error::problem(npuzzle::msg!(
                "usage-goal-unknown",
                goal = npuzzle::parse::shown_text(self.goal.trim())
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
            (Some((w, h)), Ok(goal)) => Err(npuzzle::board::goal_size_error(
                &goal.size_name(),
                &format!("{w}x{h}"),
            )),
            _ => Err(sized),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command with a `--format` of the shared `Format` is in the table
    /// (a command left out would list all eight formats, dot and svg included).
    #[test]
    fn every_format_flag_is_declared() {
        fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
            if let Some(a) = cmd.get_arguments().find(|a| a.get_id() == "format") {
                let values: Vec<String> = a
                    .get_possible_values()
                    .iter()
                    .map(|v| v.get_name().to_string())
                    .collect();
                if values.iter().any(|v| v == "mermaid") && formats_of(path).is_none() {
                    missing.push(path.to_string());
                }
            }
            for sub in cmd.get_subcommands() {
                let p = if path.is_empty() {
                    sub.get_name().to_string()
                } else {
                    format!("{path} {}", sub.get_name())
                };
                walk(sub, &p, missing);
            }
        }
        let mut missing = Vec::new();
        walk(&crate::cli::command(), "", &mut missing);
        assert!(
            missing.is_empty(),
            "add to cli::common::FORMATS: {missing:?}"
        );
    }
}
