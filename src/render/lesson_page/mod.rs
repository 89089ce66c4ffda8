//! The interactive lesson page (`lesson run L --format html
//! --interactive`): the static page of `render::lesson_html` with, for
//! every question, a labelled input, a check button, hints on demand and
//! "show the answer"; the steps a question reveals held back until it is
//! answered; a score panel, progress kept in the browser's storage, a
//! "download my answers" link in the answers-file format, and board
//! widgets to play with.
//!
//! The page checks answers in the browser with the data of
//! `lesson::feedback` (the answers and the stepper's feedback sentences),
//! embedded as JSON; the script (`page.js`) parses, compares and shows.
//! One file, no address outside it: the policy forbids any network.
//! The hooks for tests and instructors' scripts are in
//! docs/src/lesson-pages.md.

use super::escape::html as esc;
use crate::board::{Board, Goal};
use crate::lesson::Prepared;
use crate::lesson::feedback::page_data;
use std::fmt::Write as _;

/// The page's own style (after the static page's).
pub const STYLE: &str = include_str!("page.css");
/// The page's script.
pub const SCRIPT: &str = include_str!("page.js");

/// The controls of question `number`: the input, check, hint and show
/// buttons, the live feedback, and the places the script fills in.
pub fn ask(number: usize, hints: usize) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<div class="ask"><label for="answer-{number}">Your answer to question {number}</label><span class="row"><input id="answer-{number}" type="text" data-input autocomplete="off" autocapitalize="off" spellcheck="false"><button type="button" data-action="check">Check</button>"#
    );
    if hints > 0 {
        let _ = write!(
            s,
            r#"<button type="button" data-action="hint" aria-describedby="hints-{number}">Hint</button>"#
        );
    }
    let _ = write!(
        s,
        r#"<button type="button" data-action="show">Show the answer</button></span></div><div class="hints" id="hints-{number}" data-hints></div><div class="feedback" data-result="" role="status" aria-live="polite" aria-atomic="true"><p data-message></p><div data-reached hidden></div></div><div class="answer" data-answer hidden></div>"#
    );
    s
}

/// A board to play with: tiles as buttons (a click on a tile next to the
/// blank slides it; the arrow keys slide a tile into the blank), and the
/// panel of `npuzzle play` (inversions, the blank's row, the invariant),
/// its numbers computed by the script from the goal's tile ranks and the
/// rule for the board's width, starting from Rust's values.
pub fn widget(board: &Board, goal: &Goal) -> String {
    let trace = crate::proof::trace(board, goal, &[]).expect("a board of the goal's size");
    let start = &trace.start;
    let ranks: Vec<String> = (0..board.cells())
        .map(|t| {
            if t == 0 {
                "0".to_string()
            } else {
                goal.rank(t as u8).to_string()
            }
        })
        .collect();
    let line = |b: &Board| {
        b.tiles()
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let even = matches!(trace.rule, crate::parity::Rule::EvenWidth);
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<div class="widget" data-widget data-width="{}" data-ranks="{}" data-even-width="{}" data-goal-blank-row="{}"><p class="wcaption">Try it: click a tile next to the blank, or focus the board and use the arrow keys.</p><div class="wboard" role="group" tabindex="0" aria-label="Board to play with: click a tile next to the blank, or use the arrow keys" data-board="{}" data-goal="{}" style="grid-template-columns: repeat({}, 2.6em)">"#,
        board.width(),
        ranks.join(" "),
        even,
        goal.board().blank_row() + 1,
        line(board),
        line(goal.board()),
        board.width()
    );
    for &t in board.tiles() {
        if t == 0 {
            s.push_str(r#"<span class="wtile blank" data-tile="0" aria-label="blank"></span>"#);
        } else {
            let _ = write!(
                s,
                r#"<button type="button" class="wtile" data-tile="{t}" tabindex="-1">{t}</button>"#
            );
        }
    }
    let _ = write!(
        s,
        r#"</div><p class="panel" aria-live="polite">Inversions: <strong data-inversions>{}</strong> · blank's row: <strong data-blank-row>{}</strong> (the goal's: {}) · invariant ({}): <strong data-invariant>{}</strong>, <span data-parity>{}</span> · moves: <span data-moves>0</span></p><p><button type="button" data-action="reset">Start again</button></p></div>"#,
        start.inversions,
        start.blank_row,
        goal.board().blank_row() + 1,
        esc(trace.invariant_name),
        start.invariant,
        start.invariant_parity.name(),
    );
    s
}

/// The score panel, the student's name and the download link.
pub fn panel() -> String {
    r#"<aside class="progress" aria-label="Your progress"><p><label for="student-name">Your name (written on your answers file)</label> <input id="student-name" type="text" data-student-name autocomplete="name"></p><p data-score aria-live="polite"></p><p><a href="data:text/plain;charset=utf-8," data-action="download-answers" download="answers.txt">Download my answers</a> <button type="button" data-action="forget">Start this lesson again</button></p></aside>"#.to_string()
}

/// The page's data and script, for the end of the body.
pub fn tail(p: &Prepared) -> crate::error::Result<String> {
    let mut data = serde_json::to_value(page_data(p))
        .map_err(|e| crate::error::Error::internal(format!("the page's data: {e}")))?;
    data["name"] = serde_json::Value::String(p.source.name.clone());
    // Inside <script>: no `<` at all, so no `</script>` or `<!--`.
    let json = data.to_string().replace('<', "\\u003c");
    Ok(format!(
        "<script type=\"application/json\" id=\"lesson-data\">{json}</script>\n<script>{SCRIPT}</script>\n"
    ))
}
