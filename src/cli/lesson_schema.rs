//! `npuzzle lesson schema`: the JSON Schema of the lesson format, for
//! editors (completion and checking as you type).

use super::ctx::{Ctx, Outcome};
use npuzzle::error::Result;
use npuzzle::render;

/// Print the JSON Schema of the lesson format (the copy shipped in
/// lessons/lesson.schema.json is this output).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  npuzzle lesson schema > my-course/lesson.schema.json\n  npuzzle lesson schema > lessons/lesson.schema.json   # regenerate the shipped copy\n\n`npuzzle lesson new` starts a lesson with the modeline\n  # yaml-language-server: $schema=lesson.schema.json\nthat points YAML editors (VS Code, Neovim, Helix) at the schema next to it; lessons/README.md says how to set them up."
)]
pub struct SchemaArgs {}

pub fn run(_args: SchemaArgs, ctx: &mut Ctx) -> Result<Outcome> {
    // A JSON Schema document, not one of npuzzle's reports: no
    // `schema_version` key (see `render::write_json`).
    render::json::write_pretty(ctx.out, &npuzzle::lesson::schema_json::lesson_schema())?;
    Ok(Outcome::Success)
}
