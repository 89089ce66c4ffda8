//! The interactive lesson page (`lesson run L --format html
//! --interactive`, `lesson export`, the SCO of `lesson export --scorm`):
//! the static page of `render::lesson_html` with, for every question, a
//! labelled input, a check button, hints on demand and "show the answer";
//! the steps a question reveals held back until it is answered; a score
//! panel, progress kept in the browser's storage, a "download my answers"
//! link in the answers-file format, and board widgets to play with.
//!
//! The page checks answers with npuzzle's own checkers compiled to
//! WebAssembly (web/wasm, op `check-answer`): the page embeds, per
//! question, its check (`lesson::feedback::Check`, the inputs of the
//! stepper's checker) as JSON, and the module base64 in a `<script
//! type="text/plain" data-wasm>`, started by the loader the explorer uses
//! (`web/page/loader.js`). The script (`page.js`) is the page's UI: it
//! neither parses nor judges an answer. The module comes from the caller
//! ([`Checker`]: the binary embeds it; the library cannot, being what it is
//! built from). One file, no address outside it: the policy forbids any
//! network and allows only the module's compilation (`wasm-unsafe-eval`).
//! The hooks for tests and instructors' scripts are in
//! docs/src/lesson-pages.md.

use super::escape::html as esc;
use super::page_words as words;
use crate::board::{Board, Goal};
use crate::lesson::Prepared;
use crate::lesson::feedback::page_data;
use crate::t;
use std::fmt::Write as _;

/// The page's own style (after the static page's).
pub(crate) const STYLE: &str = include_str!("page.css");
/// The page's script.
pub(crate) const SCRIPT: &str = include_str!("page.js");
/// The loader of npuzzle's WebAssembly, shared with the explorer page.
pub(crate) const LOADER: &str = include_str!("../../../web/page/loader.js");

/// The interactive page's Content-Security-Policy: nothing from outside,
/// inline style and script, and the module compiled from the page's own
/// bytes (`wasm-unsafe-eval`).
pub(crate) const CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; img-src data:";

/// What checks the answers of an interactive page: npuzzle's WebAssembly
/// module (`web/dist/npuzzle.wasm`, which the binary embeds), gzipped
/// and in base64 (the loader inflates it).
#[derive(Debug, Clone, Copy)]
pub struct Checker<'a> {
    pub wasm_gzip_base64: &'a str,
}

/// The SCORM page's bridge to the learning platform (`scorm.js`), before
/// [`SCRIPT`]: only the SCO of `lesson export --scorm` carries it, so the
/// offline page is byte for byte what it was.
pub(crate) const SCORM_SCRIPT: &str = include_str!("scorm.js");

/// The controls of question `number`: the input, check, hint and show
/// buttons, the live feedback, and the places the script fills in.
/// `chrome`: the ` lang` attribute of the page's words inside the lesson's
/// text (`page::chrome_lang`), empty when they are in one language.
pub(crate) fn ask(number: usize, hints: usize, chrome: &str, lang: crate::i18n::Lang) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<div class="ask"{chrome}><label for="answer-{number}">{}</label><span class="row"><input id="answer-{number}" type="text" data-input autocomplete="off" autocapitalize="off" spellcheck="false"><button type="button" data-action="check">{}</button>"#,
        esc(&t!(lang; "pages-your-answer", n = number.to_string())),
        esc(&t!(lang; "pages-check"))
    );
    if hints > 0 {
        let _ = write!(
            s,
            r#"<button type="button" data-action="hint" aria-describedby="hints-{number}">{}</button>"#,
            esc(&words::hint(0, lang))
        );
    }
    let _ = write!(
        s,
        r#"<button type="button" data-action="show">{}</button></span></div><div class="hints" id="hints-{number}" data-hints{chrome}></div><div class="feedback" data-result="" role="status" aria-live="polite" aria-atomic="true"{chrome}><p data-message></p><div data-reached hidden></div></div><p class="history" data-history hidden{chrome}></p><div class="answer" data-answer hidden></div>"#,
        esc(&t!(lang; "pages-show-answer"))
    );
    s
}

/// A board to play with: tiles as buttons (a click on a tile next to the
/// blank slides it; the arrow keys slide a tile into the blank), and the
/// panel of `npuzzle play` (inversions, the blank's row, the invariant),
/// its numbers computed by the script from the goal's tile ranks and the
/// rule for the board's width, starting from Rust's values.
pub(crate) fn widget(board: &Board, goal: &Goal, chrome: &str, lang: crate::i18n::Lang) -> String {
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
    let blank = esc(&t!(lang; "pages-blank"));
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<div class="widget" data-widget data-width="{}" data-ranks="{}" data-even-width="{}" data-goal-blank-row="{}"{chrome}><p class="wcaption">{}</p><div class="wboard" role="group" tabindex="0" aria-label="{}" data-board="{}" data-goal="{}" style="grid-template-columns: repeat({}, 2.6em)">"#,
        board.width(),
        ranks.join(" "),
        even,
        goal.board().blank_row() + 1,
        esc(&t!(lang; "pages-try-it")),
        esc(&t!(lang; "pages-board-to-play")),
        line(board),
        line(goal.board()),
        board.width()
    );
    for &t in board.tiles() {
        if t == 0 {
            let _ = write!(
                s,
                r#"<span class="wtile blank" data-tile="0" aria-label="{blank}"></span>"#
            );
        } else {
            let _ = write!(
                s,
                r#"<button type="button" class="wtile" data-tile="{t}" tabindex="-1">{t}</button>"#
            );
        }
    }
    let panel = t!(
        lang; "pages-widget-panel",
        inversions = format!("<strong data-inversions>{}</strong>", start.inversions),
        row = format!("<strong data-blank-row>{}</strong>", start.blank_row),
        goal = (goal.board().blank_row() + 1).to_string(),
        name = esc(&crate::render::proof::invariant_words(trace.rule, lang)),
        invariant = format!("<strong data-invariant>{}</strong>", start.invariant),
        parity = format!(
            "<span data-parity>{}</span>",
            esc(&words::parity(start.invariant_parity, lang))
        ),
        moves = "<span data-moves>0</span>"
    );
    let _ = write!(
        s,
        r#"</div><p class="panel" aria-live="polite">{panel}</p><p><button type="button" data-action="reset">{}</button></p></div>"#,
        esc(&t!(lang; "pages-start-again"))
    );
    s
}

/// The score panel, the student's name, the download link and "start
/// again" (which asks first: `data-forget-confirm`). A student's variant
/// (`lesson run --student ID`) fixes the id: the field is filled in and
/// read-only, and the answers file the page writes carries it (`# id:`).
pub(crate) fn panel(student: Option<&str>, lang: crate::i18n::Lang) -> String {
    let fixed = student.map_or(String::new(), |id| {
        format!(r#" value="{}" readonly data-student-fixed"#, esc(id))
    });
    format!(
        r#"<aside class="progress" aria-label="{}"><p data-progress-reset role="status" hidden>{}</p><p data-checker-failed role="alert" hidden></p><p><label for="student-name">{}</label> <input id="student-name" type="text" data-student-name autocomplete="name"></p><p><label for="student-id">{}</label> <input id="student-id" type="text" data-student-id autocomplete="off" spellcheck="false" maxlength="64"{fixed}></p><p data-score aria-live="polite"></p><p><a href="data:text/plain;charset=utf-8," data-action="download-answers" download="answers.txt">{}</a> <button type="button" data-action="forget" aria-expanded="false">{}</button></p><p data-forget-confirm role="alertdialog" hidden>{} <button type="button" data-action="forget-yes">{}</button> <button type="button" data-action="forget-no">{}</button></p></aside>"#,
        esc(&t!(lang; "pages-progress")),
        esc(&t!(lang; "pages-progress-reset")),
        esc(&t!(lang; "pages-your-name")),
        esc(&t!(lang; "pages-your-id")),
        esc(&t!(lang; "pages-download")),
        esc(&t!(lang; "pages-forget")),
        esc(&t!(lang; "pages-forget-confirm")),
        esc(&t!(lang; "pages-forget-yes")),
        esc(&t!(lang; "pages-forget-no"))
    )
}

/// A character no lesson text or answer can hold (a private-use one): the
/// mark of a place the script fills in, in the answers file's lines
/// (`\u{E000}name\u{E000}`).
const SLOT: char = '\u{E000}';

/// The page's own words for its script, in the page's language: the
/// script writes no word of its own. The answers file's lines are those of
/// `lesson::answers` (which `lesson grade` reads), with slots for the
/// name, the question's number, its attempts and hints.
fn script_words(p: &Prepared, lang: crate::i18n::Lang) -> serde_json::Value {
    use crate::lesson::answers;
    let slot = |k: &str| format!("{SLOT}{k}{SLOT}");
    let (n, a, h) = (slot("n"), slot("a"), slot("h"));
    serde_json::json!({
        // Each label with the space (or none) before its text.
        "answer_label": words::label(t!(lang; "pages-answer-label")),
        "hint": words::hint(0, lang),
        "stronger_hint": words::hint(1, lang),
        "hint_label": words::label(words::hint_label(0, lang)),
        "stronger_hint_label": words::label(words::hint_label(1, lang)),
        "blank": t!(lang; "pages-blank"),
        "movable_tile": t!(lang; "pages-movable-tile", t = "{t}"),
        "even": words::parity(crate::parity::Parity::Even, lang),
        "odd": words::parity(crate::parity::Parity::Odd, lang),
        "malformed": t!(lang; "pages-malformed", why = "{why}"),
        "checker_failed": t!(lang; "pages-checker-failed"),
        "shown_then_right": t!(lang; "pages-shown-then-right"),
        "your_answers": t!(lang; "pages-your-answers", answers = "{answers}"),
        "then": t!(lang; "pages-then", first = "{first}", next = "{next}"),
        "answer_was_shown": t!(lang; "pages-answer-was-shown"),
        "slot": SLOT.to_string(),
        "file": {
            "name": answers::name_line(&slot("name")),
            "id": answers::id_line(&slot("id")),
            "head": answers::head(&p.lesson.title, &crate::lesson::identity::tag(p)),
            "question": answers::question_line(&n, None),
            "record": answers::question_line(&n, Some((&a, &h, false))),
            "record_shown": answers::question_line(&n, Some((&a, &h, true))),
        },
    })
}

/// The page's data, module and script, for the end of the body; `scorm`:
/// with the bridge to a SCORM 1.2 platform ([`SCORM_SCRIPT`]) before the
/// script.
pub(crate) fn tail(
    p: &Prepared,
    checker: &Checker,
    scorm: bool,
    lang: crate::i18n::Lang,
) -> crate::error::Result<String> {
    let page = page_data(p);
    let mut data = serde_json::to_value(&page)
        .map_err(|e| crate::error::Error::internal(format!("the page's data: {e}")))?;
    data["name"] = serde_json::Value::String(p.source.name.clone());
    data["lang"] = serde_json::Value::String(lang.code().to_string());
    data["tally"] = serde_json::Value::String(page.tally.say(lang));
    data["words"] = script_words(p, lang);
    // Inside <script>: no `<` at all, so no `</script>` or `<!--`.
    let json = data.to_string().replace('<', "\\u003c");
    let bridge = if scorm {
        format!("<script>{SCORM_SCRIPT}</script>\n")
    } else {
        String::new()
    };
    // Base64 holds no `<`: the module's script cannot end early.
    let wasm = checker.wasm_gzip_base64;
    Ok(format!(
        "<script type=\"application/json\" id=\"lesson-data\">{json}</script>\n<script type=\"text/plain\" data-wasm>{wasm}</script>\n{bridge}<script>{LOADER}{SCRIPT}</script>\n"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page's script fills the answers file's templates as this does
    /// (`slots` in page.js): what it writes is what `lesson::answers`
    /// writes, which `lesson grade` reads.
    #[test]
    fn the_page_s_answers_file_is_the_one_lesson_grade_reads() {
        use crate::lesson::answers::{self, Entry, Record};
        let p = crate::lesson::prepare(
            crate::lesson::Source::builtin("01-counting-inversions").unwrap(),
            crate::i18n::Lang::EN,
        )
        .unwrap();
        let w = script_words(&p, crate::i18n::Lang::EN);
        let fill = |t: &serde_json::Value, values: &[(&str, String)]| -> String {
            t.as_str()
                .unwrap()
                .split(SLOT)
                .enumerate()
                .map(|(i, part)| match values.iter().find(|(k, _)| *k == part) {
                    Some((_, v)) if i % 2 == 1 => v.clone(),
                    _ => part.to_string(),
                })
                .collect()
        };
        let count = crate::lesson::ask::questions(&p.results).len();
        let mut entries = vec![Entry::default(); count];
        entries[0] = Entry {
            answer: Some("0".into()),
            record: Record {
                attempts: 2,
                hints: 1,
                shown: false,
            },
        };
        entries[1] = Entry {
            answer: Some("1 2".into()),
            record: Record {
                attempts: 0,
                hints: 0,
                shown: true,
            },
        };
        let f = &w["file"];
        let mut page = fill(&f["name"], &[("name", "Ada".into())]);
        page.push_str(f["head"].as_str().unwrap());
        for (k, e) in entries.iter().enumerate() {
            let r = e.record;
            let t = match (r.attempts > 0 || r.hints > 0 || r.shown, r.shown) {
                (false, _) => &f["question"],
                (true, false) => &f["record"],
                (true, true) => &f["record_shown"],
            };
            page.push_str(&fill(
                t,
                &[
                    ("n", (k + 1).to_string()),
                    ("a", r.attempts.to_string()),
                    ("h", r.hints.to_string()),
                ],
            ));
            page.push_str(e.answer.as_deref().unwrap_or("-"));
            page.push('\n');
        }
        let tag = crate::lesson::identity::tag(&p);
        assert_eq!(
            page,
            answers::write(Some("Ada"), &p.lesson.title, &tag, &entries)
        );
        let read = answers::place(&answers::parse(&page), count);
        assert_eq!(read.record(0), Some(entries[0].record));
        assert_eq!(read.answer(1), Some("1 2"));
    }
}
