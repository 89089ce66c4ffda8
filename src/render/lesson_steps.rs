//! A lesson's `tree` step with `step: true`, printed: the search one
//! expansion at a time as `solve --step` prints it in a pipe, the first
//! few steps only (a lesson page stays readable), then where to see the
//! rest. On a terminal the stepper offers the step view itself
//! (`cli::lesson::stepper`).

use super::Palette;
use super::step_text;
use super::wrap::prose;
use crate::search::events::Steps;

/// The steps printed on a lesson page.
pub const SHOWN: usize = 3;

/// The steps, the first [`SHOWN`] of them, as text wrapped to `width`.
pub fn text(steps: &Steps, p: Palette, width: usize) -> String {
    let lang = p.lang;
    let total = steps.steps.len() as u64 + steps.omitted;
    let shown = steps.steps.len().min(SHOWN);
    let mut out = format!(
        "\n{}\n",
        p.heading(&crate::t!(
            lang; "lesson-steps-heading",
            shown = shown,
            total = total
        ))
    );
    out.push_str(&step_text::start(steps, lang));
    for s in &steps.steps[..shown] {
        out.push('\n');
        out.push_str(&step_text::step(steps, s, p));
    }
    if shown as u64 == total {
        out.push('\n');
        out.push_str(&step_text::end(steps, lang));
    } else {
        out.push('\n');
        out.push_str(&prose(
            &format!(
                "{}\n",
                crate::t!(lang; "lesson-steps-more", more = total - shown as u64)
            ),
            width,
        ));
    }
    out
}
