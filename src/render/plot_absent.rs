//! `render::plot` in a build without plotters (the library's WebAssembly
//! build, `--no-default-features`): the same functions, each an error
//! that says the picture is not in this build.

use crate::error::{Error, Result};
use crate::lab::cost_table::CostTable;
use crate::statespace::VerifyReport;

fn absent() -> Error {
    Error::usage("plots are not in this build of npuzzle (built without the `cli` feature)")
}

/// The cost table's plot: not in this build.
pub(crate) fn cost_table(
    _table: &CostTable,
    _goal_line: &str,
    _lang: crate::i18n::Lang,
) -> Result<String> {
    Err(absent())
}

/// The distances' plot: not in this build.
pub(crate) fn distances(_report: &VerifyReport, _lang: crate::i18n::Lang) -> Result<String> {
    Err(absent())
}
