//! The `--format` of `lesson list` and `lesson check`: a text table or one
//! JSON object (`--json` is its shorthand).

use clap::ValueEnum;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ListFormat {
    Text,
    Json,
}

impl ListFormat {
    /// The format, `--json` winning over `--format`.
    pub fn with(self, json: bool) -> ListFormat {
        if json { ListFormat::Json } else { self }
    }
}
