//! Lessons as text pages (the step-through). The JSON is
//! `render::lesson_json`, the Markdown `render::lesson_markdown`, the
//! pieces they share `render::lesson_parts`; all are re-exported here.
//!
//! Every piece of text that comes from a lesson file goes through
//! [`para`] or [`escape`], so a lesson can never send control sequences to
//! the terminal.

use super::{Palette, escape, grid, side_by_side};
use crate::lesson::Prepared;
use crate::lesson::check::Checked;
use crate::lesson::result::StepResult;
use crate::lesson::setup::Setup;
use std::fmt::Write as _;

// The other views of a lesson, where the commands find them.
pub use super::escape::para;
pub use super::lesson_json::{Json, JsonStep, Score, ScoredAnswer, json};
pub use super::lesson_markdown::{markdown, markdown_as};
pub use super::lesson_parts::{
    Look, answer_form, question_heading, quiz_answer, quiz_hint, quiz_question,
};
use super::lesson_parts::{
    caption_board, caption_goal, claim_line, common_of, counts, proof_body, solution_line,
};

/// Title, level and summary.
pub fn header(p: &Prepared, palette: Palette) -> String {
    let lang = palette.lang;
    let l = &p.lesson;
    let mut s = String::new();
    let _ = writeln!(s, "{}", palette.heading(&escape(&l.title)));
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&crate::t!(
            lang; "lesson-header",
            name = p.source.name.as_str(),
            level = level_word(l.level, lang),
            steps = l.steps.len()
        ))
    );
    let _ = writeln!(s, "{}", para(&l.summary));
    s
}

/// A lesson's level as the student reads it (the file says `beginner`,
/// `intermediate` or `advanced` in every language).
pub fn level_word(level: crate::lesson::schema::Level, lang: crate::i18n::Lang) -> String {
    use crate::lesson::schema::Level;
    match level {
        Level::Beginner => crate::t!(lang; "lesson-level-beginner"),
        Level::Intermediate => crate::t!(lang; "lesson-level-intermediate"),
        Level::Advanced => crate::t!(lang; "lesson-level-advanced"),
    }
}

fn step_line(number: usize, total: usize, kind: &str, palette: Palette) -> String {
    let lang = palette.lang;
    palette.dim(&crate::t!(
        lang; "lesson-step-line",
        number = number,
        total = total,
        kind = kind
    ))
}

fn board_and_goal(setup: &Setup, palette: Palette) -> String {
    let lang = palette.lang;
    if setup.goal_name == "blank-last" {
        grid(&setup.board, palette, &[])
    } else {
        side_by_side(
            &[
                (caption_board(lang), grid(&setup.board, palette, &[])),
                (
                    caption_goal(Some(setup.goal_name), lang),
                    grid(&setup.goal, palette, &[]),
                ),
            ],
            4,
        )
    }
}

fn intro(s: &mut String, title: &Option<String>, text: &Option<String>, palette: Palette) {
    if let Some(t) = title {
        let _ = writeln!(s, "{}", palette.heading(&escape(t)));
    }
    if let Some(t) = text {
        let _ = writeln!(s, "{}", para(t));
        let _ = writeln!(s);
    }
}

fn verified(s: &mut String, checked: &[&Checked], palette: Palette) {
    // The claims in the reader's words (`solvable: yes; rule: odd
    // width`), red when one of them is false.
    let Some(line) = super::claim_words::sentence(checked, palette.lang) else {
        return;
    };
    let shown = if checked.iter().all(|c| c.ok) {
        palette.dim(&line)
    } else {
        palette.bad(&line)
    };
    let _ = writeln!(s, "{shown}");
}

/// One line per heuristic: label, name, value, and how it compares with
/// the true distance.
fn heuristic_lines(r: &crate::lesson::run::HeuristicsResult, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let name_w = r.values.iter().map(|v| v.name.len()).max().unwrap_or(0);
    for v in &r.values {
        let verdict = match (r.distance, v.overestimates) {
            (Some(d), Some(true)) => {
                format!(
                    "  {}",
                    palette.bad(&crate::t!(
                        lang; "lesson-over-distance",
                        by = (v.value - d).to_string()
                    ))
                )
            }
            (Some(d), _) => format!("  {}", palette.dim(&format!("≤ {d}"))),
            _ => String::new(),
        };
        let _ = writeln!(
            s,
            "  {:<3} {:<name_w$}  {}{verdict}",
            v.label.unwrap_or(""),
            v.name,
            // Padded before it is coloured: escapes take no columns.
            palette.number(&format!("{:>3}", v.value))
        );
        if r.explain {
            for line in super::search::wrap_paragraph(&v.explanation.say(lang), 72).lines() {
                let _ = writeln!(s, "      {line}");
            }
        }
    }
    if let Some(d) = r.distance {
        let _ = writeln!(
            s,
            "  {}",
            crate::t!(
                lang; "lesson-true-distance",
                n = palette.number(&d.to_string()),
                count = d
            )
        );
    }
    s
}

/// One page of the step-through: the step's text and its computed result.
/// Quizzes show the question only; the caller reveals the answer.
pub fn page(p: &Prepared, index: usize, palette: Palette) -> String {
    let look = Look {
        show_claims: true,
        ..Look::new(palette)
    };
    page_at(p, index, index + 1, &look)
}

/// Step `index` of the file, shown as page `number` of the lesson.
pub fn page_at(p: &Prepared, index: usize, number: usize, look: &Look) -> String {
    let palette = look.palette;
    let lang = palette.lang;
    let total = p.results.len();
    let mut s = String::new();
    let result = &p.results[index];
    let _ = writeln!(
        s,
        "{}",
        step_line(number, total, &kind_word(result, lang), palette)
    );
    let checked: Vec<&Checked> = p
        .report
        .checked
        .iter()
        .filter(|c| c.step == index + 1)
        .collect();
    match result {
        StepResult::Section { title } => {
            let _ = writeln!(s, "{}", palette.heading(&escape(title)));
        }
        StepResult::Say { text } => {
            let _ = writeln!(s, "{}", para(text));
        }
        StepResult::Board(b) => {
            intro(&mut s, &b.common.title, &b.common.text, palette);
            match &b.goal {
                Some(g) => s.push_str(&side_by_side(
                    &[
                        (caption_board(lang), grid(&b.board, palette, &[])),
                        (caption_goal(None, lang), grid(g, palette, &[])),
                    ],
                    4,
                )),
                None => s.push_str(&grid(&b.board, palette, &[])),
            }
        }
        StepResult::Inversions(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            s.push_str(&board_and_goal(&r.setup, palette));
            s.push_str(&super::parity::inversion_table(
                &r.table,
                &r.setup.goal_cells,
                palette,
            ));
            if let Some(c) = claim_line(r, palette) {
                let _ = writeln!(s, "{c}");
            }
        }
        StepResult::Solvable(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            s.push_str(&board_and_goal(&r.setup, palette));
            s.push_str(&super::parity::verdict(
                &r.verdict,
                &r.setup.board,
                &r.setup.goal_cells,
                palette,
            ));
        }
        StepResult::Trace(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            let heading = format!(
                "{}, {}",
                r.board.size_name(),
                super::parity::goal_line(&r.goal_cells, &r.goal_spec, lang)
            );
            let body = super::proof::text(&r.trace, &heading, palette, r.compact);
            s.push_str(&fit_trace(&body, &r.trace, look.width, lang));
        }
        StepResult::Reduce(_)
        | StepResult::Connect(_)
        | StepResult::Verify(_)
        | StepResult::Audit(_)
        | StepResult::CostTable(_) => {
            if let Some(c) = common_of(result) {
                intro(&mut s, &c.title, &c.text, palette);
            }
            s.push_str(&proof_body(result, palette));
        }
        StepResult::Solve(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            s.push_str(&board_and_goal(&r.setup, palette));
            let res = &r.result;
            let _ = writeln!(
                s,
                "{}",
                crate::t!(
                    lang; "lesson-search-rules",
                    rules = super::search::rules_line(&res.options, lang)
                )
            );
            if let Some(h) = res.options.used_heuristic() {
                let _ = writeln!(
                    s,
                    "h(start) = {} ({h}).",
                    palette.number(&h.value(&r.setup.board, &r.setup.goal_cells).to_string())
                );
            }
            s.push_str(&solution_line(res, r.setup.board.cells(), palette));
            if r.show_path
                && let Some(path) = &res.path
                && !path.is_empty()
            {
                s.push_str(&super::search::path_lines(&r.setup.board, path, lang));
            }
            s.push_str(&counts(res, palette));
        }
        StepResult::Tree(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            let style = if r.grids {
                super::tree::BoardStyle::Grid
            } else {
                super::tree::BoardStyle::Inline
            };
            s.push_str(&super::tree::fit(
                &super::tree::text(&r.tree, palette, style),
                look.width,
            ));
            s.push('\n');
            s.push_str(&solution_line(&r.result, r.setup.board.cells(), palette));
            s.push_str(&counts(&r.result, palette));
            if let Some(steps) = &r.steps {
                s.push_str(&super::lesson_steps::text(steps, palette, look.width));
            }
        }
        StepResult::Compare(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            s.push_str(&board_and_goal(&r.setup, palette));
            for x in &r.results {
                let _ = writeln!(
                    s,
                    "{}: {}.",
                    x.name,
                    super::search::rules_line(&x.result.options, lang)
                );
            }
            s.push('\n');
            let rows: Vec<(String, &crate::search::SearchResult)> = r
                .results
                .iter()
                .map(|x| (x.name.to_string(), &x.result))
                .collect();
            s.push_str(&super::search::table(&rows, false, lang));
        }
        StepResult::Heuristics(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            s.push_str(&board_and_goal(&r.setup, palette));
            s.push_str(&heuristic_lines(r, palette));
        }
        StepResult::Quiz(q) => s.push_str(&quiz_question(
            q,
            crate::lesson::ask::number_of(&p.results, index),
            palette,
        )),
        StepResult::Exercise(e) => s.push_str(&super::exercise::question(
            e,
            crate::lesson::ask::number_of(&p.results, index),
            palette,
        )),
    }
    if look.show_claims {
        verified(&mut s, &checked, palette);
    }
    super::wrap::fit(&s, look.width)
}

/// A trace table too wide for the terminal loses its board column (the
/// compact form); the start and end boards follow the table.
fn fit_trace(
    text: &str,
    trace: &crate::proof::Trace,
    width: usize,
    lang: crate::i18n::Lang,
) -> String {
    if super::wrap::widest(text) <= width {
        return text.to_string();
    }
    let mut out = String::new();
    let mut cut: Option<usize> = None;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        if cut.is_none() && body.starts_with("move ") && body.ends_with("board") {
            cut = Some(body.chars().count() - "board".len());
        }
        match cut {
            Some(_) if body.is_empty() => {
                let _ = writeln!(
                    out,
                    "{}",
                    crate::t!(
                        lang; "lesson-trace-boards",
                        start = trace.start.board.to_line(),
                        end = trace.end.board.to_line()
                    )
                );
                cut = None;
                out.push_str(line);
            }
            Some(c) => {
                // Cut by columns, escapes kept whole.
                let kept = super::wrap::take_columns(body, c);
                let _ = writeln!(out, "{}", kept.trim_end());
            }
            None => out.push_str(line),
        }
    }
    out
}

/// One page in the order the lesson shows them.
#[derive(Debug, Clone)]
pub struct Page {
    /// The step's index in the file (0-based).
    pub index: usize,
    pub text: String,
}

/// Paragraphs this long or longer are shown once per lesson, then referred to.
const REPEATED_PARAGRAPH: usize = 120;

/// Every page in the order shown (a step revealed by a question right
/// after it). A long paragraph that would repeat word for word is shown
/// the first time only, then referred to by its step.
pub fn pages(p: &Prepared, look: &Look) -> Vec<Page> {
    let lang = look.palette.lang;
    let mut seen: Vec<(String, usize)> = Vec::new();
    crate::lesson::askfirst::order(&p.results)
        .into_iter()
        .enumerate()
        .map(|(k, index)| {
            let text = page_at(p, index, k + 1, look);
            let mut out = String::new();
            for para in paragraphs(&text) {
                let plain: String = para.split_whitespace().collect::<Vec<_>>().join(" ");
                if plain.chars().count() >= REPEATED_PARAGRAPH {
                    if let Some((_, first)) = seen.iter().find(|(t, _)| *t == plain) {
                        let _ = writeln!(
                            out,
                            "{}",
                            look.palette
                                .dim(&crate::t!(lang; "lesson-same-paragraph", step = *first))
                        );
                        continue;
                    }
                    seen.push((plain, k + 1));
                }
                out.push_str(para);
            }
            Page { index, text: out }
        })
        .collect()
}

/// A text cut into runs of non-empty lines, each with its line breaks and
/// the empty lines after it (so that joining them gives the text back).
fn paragraphs(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_blank = false;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        let blank = line.trim().is_empty();
        if !blank && in_blank {
            out.push(&text[start..pos]);
            start = pos;
        }
        in_blank = blank;
        pos += line.len();
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// The whole lesson as one text (no pauses): every page, quizzes followed
/// by their answers.
pub fn text(p: &Prepared, palette: Palette) -> String {
    text_with(p, &Look::new(palette))
}

/// The whole lesson laid out for `look`.
pub fn text_with(p: &Prepared, look: &Look) -> String {
    let mut s = super::wrap::prose(&header(p, look.palette), look.width);
    for page in pages(p, look) {
        s.push('\n');
        s.push_str(&page.text);
        if let Some(q) = crate::lesson::ask::Question::of(&p.results[page.index]) {
            s.push_str(&super::exercise::answer(q, look));
        }
    }
    s
}

/// The kind as the student reads it, in the step's header (`--- step
/// 3 of 23: section ---`): [`StepResult::kind`] in the student's
/// language.
fn kind_word(result: &StepResult, lang: crate::i18n::Lang) -> String {
    match result.kind() {
        "section" => crate::t!(lang; "lesson-kind-section"),
        "say" => crate::t!(lang; "lesson-kind-say"),
        "board" => crate::t!(lang; "lesson-kind-board"),
        "inversions" => crate::t!(lang; "lesson-kind-inversions"),
        "solvable" => crate::t!(lang; "lesson-kind-solvable"),
        "trace" => crate::t!(lang; "lesson-kind-trace"),
        "reduce" => crate::t!(lang; "lesson-kind-reduce"),
        "connect" => crate::t!(lang; "lesson-kind-connect"),
        "verify" => crate::t!(lang; "lesson-kind-verify"),
        "solve" => crate::t!(lang; "lesson-kind-solve"),
        "tree" => crate::t!(lang; "lesson-kind-tree"),
        "compare" => crate::t!(lang; "lesson-kind-compare"),
        "heuristics" => crate::t!(lang; "lesson-kind-heuristics"),
        "audit" => crate::t!(lang; "lesson-kind-audit"),
        "cost-table" => crate::t!(lang; "lesson-kind-cost-table"),
        "quiz" => crate::t!(lang; "lesson-kind-quiz"),
        "count" => crate::t!(lang; "lesson-kind-count"),
        "moves" => crate::t!(lang; "lesson-kind-moves"),
        "predict" => crate::t!(lang; "lesson-kind-predict"),
        "next-node" => crate::t!(lang; "lesson-kind-next-node"),
        other => other.to_string(),
    }
}
