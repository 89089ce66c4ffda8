//! Lessons as text pages (the step-through), JSON, and a Markdown handout.
//!
//! Every piece of text that comes from a lesson file goes through
//! [`para`] or [`escape`], so a lesson can never send control sequences to
//! the terminal.

use super::lesson_md as md;
use super::{Palette, escape, grid, side_by_side};
use crate::lesson::Prepared;
use crate::lesson::check::Checked;
use crate::lesson::run::{QuizResult, Setup, StepResult};
use crate::parity::Rule;
use serde::Serialize;
use std::fmt::Write as _;

/// Lesson text with its line breaks kept and every control character
/// (escape sequences included) shown escaped.
pub fn para(text: &str) -> String {
    text.trim_end()
        .split('\n')
        .map(escape)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Title, level and summary.
pub fn header(p: &Prepared, palette: Palette) -> String {
    let l = &p.lesson;
    let mut s = String::new();
    let _ = writeln!(s, "{}", palette.heading(&escape(&l.title)));
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&format!(
            "lesson {} · {} · {} steps",
            p.source.name,
            l.level.name(),
            l.steps.len()
        ))
    );
    let _ = writeln!(s, "{}", para(&l.summary));
    s
}

fn step_line(number: usize, total: usize, kind: &str, palette: Palette) -> String {
    palette.dim(&format!("--- step {number} of {total}: {kind} ---"))
}

fn board_and_goal(setup: &Setup, palette: Palette) -> String {
    if setup.goal_name == "blank-last" {
        grid(&setup.board, palette, &[])
    } else {
        side_by_side(
            &[
                ("board".into(), grid(&setup.board, palette, &[])),
                (
                    format!("goal ({})", setup.goal_name),
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
    if checked.is_empty() {
        return;
    }
    let items: Vec<String> = checked
        .iter()
        .map(|c| {
            let mark = if c.ok {
                palette.good("verified")
            } else {
                palette.bad("FALSE")
            };
            format!("{} = {} ({mark})", c.field, c.claimed)
        })
        .collect();
    let _ = writeln!(
        s,
        "{} {}",
        palette.dim("The lesson claims:"),
        items.join(", ")
    );
}

/// `The claimed count 26 is wrong: ...` for an inversions step with a
/// `claim`.
fn claim_line(r: &crate::lesson::run::InversionsResult, palette: Palette) -> Option<String> {
    let claim = r.claim?;
    let actual = r.table.inversions as i64;
    if claim == actual {
        return Some(format!(
            "The claimed count {claim} is {}.",
            palette.good("correct")
        ));
    }
    let hint = match r.table.rows.iter().find(|row| row.running as i64 > claim) {
        Some(row) if claim < actual => format!(
            " The running total passes {claim} at tile {}: recount from there.",
            row.tile
        ),
        _ => " It is larger than every running total: only the smaller tiles AFTER each tile count, and the blank is left out.".to_string(),
    };
    Some(format!(
        "The claimed count {claim} is {}: the count is {actual} (off by {}).{hint}",
        palette.bad("wrong"),
        claim.abs_diff(actual)
    ))
}

/// The title and text of the proof steps.
fn common_of(result: &StepResult) -> Option<&crate::lesson::run::Common> {
    match result {
        StepResult::Reduce(r) => Some(&r.common),
        StepResult::Connect(r) => Some(&r.common),
        StepResult::Verify(r) => Some(&r.common),
        StepResult::Audit(r) => Some(&r.common),
        StepResult::CostTable(r) => Some(&r.common),
        _ => None,
    }
}

/// The reduce, connect, verify, audit and cost-table steps, as their
/// commands print them.
fn proof_body(result: &StepResult, palette: Palette) -> String {
    match result {
        StepResult::Reduce(r) => super::reduce::reduction_pages(
            &r.reduction,
            &r.setup.goal_cells,
            &r.setup.goal_spec,
            r.compact,
            palette,
        )
        .concat(),
        StepResult::Connect(r) => match (&r.path, &r.apart) {
            (Some(p), _) => super::reduce::connection(p, &r.goal_cells, &r.goal_spec, palette),
            (None, Some((from, to))) => {
                super::reduce::apart(from, to, &r.goal_cells, &r.goal_spec, palette)
            }
            (None, None) => String::new(),
        },
        StepResult::Verify(r) => super::reduce::verify(&r.report, palette),
        StepResult::Audit(r) => super::lab::audit_text(
            &r.audit,
            &super::parity::goal_line(&r.goal_cells, &r.goal_spec),
            palette,
        ),
        StepResult::CostTable(r) => super::lab::cost_table_text(
            &r.table,
            &super::parity::goal_line(&r.goal_cells, &r.goal_spec),
            palette,
        ),
        _ => String::new(),
    }
}

/// `Solution: 5 moves: ULLDR.` or why the search stopped.
fn solution_line(r: &crate::search::SearchResult, cells: usize, palette: Palette) -> String {
    match &r.path {
        Some(p) => format!(
            "{} {} move{}: {}.\n",
            palette.heading("Solution:"),
            palette.number(&p.len().to_string()),
            if p.len() == 1 { "" } else { "s" },
            if p.is_empty() {
                "the board is already the goal".to_string()
            } else {
                crate::board::moves_to_string(p)
            }
        ),
        None => format!("{}\n", palette.bad(&super::search::stopped(r, cells))),
    }
}

/// The counts of a search (no timing: a lesson's output is the same on
/// every machine).
fn counts(r: &crate::search::SearchResult, palette: Palette) -> String {
    use super::search::count;
    let st = &r.stats;
    let mut s = String::new();
    let mut row = |name: &str, value: String| {
        let _ = writeln!(s, "  {name:<34} {}", palette.number(&value));
    };
    row("nodes expanded", count(st.expanded));
    row("nodes generated", count(st.generated));
    row("nodes selected from the frontier", count(st.selected));
    row("duplicates discarded", count(st.duplicates));
    row("largest frontier", count(st.max_frontier));
    row("most nodes held at once", count(st.max_stored));
    if st.iterations > 0 {
        row("iterations", st.iterations.to_string());
    }
    if let Some(b) = r.effective_branching_factor() {
        row("effective branching factor b*", format!("{b:.3}"));
    }
    s
}

/// One line per heuristic: label, name, value, and how it compares with
/// the true distance.
fn heuristic_lines(r: &crate::lesson::run::HeuristicsResult, palette: Palette) -> String {
    let mut s = String::new();
    let name_w = r.values.iter().map(|v| v.name.len()).max().unwrap_or(0);
    for v in &r.values {
        let verdict = match (r.distance, v.overestimates) {
            (Some(d), Some(true)) => {
                format!(
                    "  {}",
                    palette.bad(&format!("over the distance by {}", v.value - d))
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
            for line in super::proof::wrap(v.explanation, 72).lines() {
                let _ = writeln!(s, "      {line}");
            }
        }
    }
    if let Some(d) = r.distance {
        let _ = writeln!(
            s,
            "  true distance (a shortest solution): {} move{}",
            palette.number(&d.to_string()),
            if d == 1 { "" } else { "s" }
        );
    }
    s
}

/// The question of a quiz, without its answer.
/// The heading of question `number` (of the lesson's one list).
pub fn question_heading(number: Option<usize>, palette: Palette) -> String {
    palette.heading(&match number {
        Some(n) => format!("Question {n}:"),
        None => "Question:".to_string(),
    })
}

pub fn quiz_question(q: &QuizResult, number: Option<usize>, palette: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {}",
        question_heading(number, palette),
        para(&q.question)
    );
    if let Some(b) = &q.board {
        s.push_str(&grid(b, palette, &[]));
    }
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&format!("(answer with {})", answer_form(q)))
    );
    s
}

pub(crate) fn answer_form(q: &QuizResult) -> &'static str {
    use crate::lesson::schema::AnswerType;
    match q.answer_type {
        AnswerType::Number => "a whole number",
        AnswerType::YesNo => "yes or no",
        AnswerType::Board => "a board, rows separated by /",
        AnswerType::Moves => "moves of the blank: U, D, L, R",
    }
}

/// The answer and its explanation.
pub fn quiz_answer(q: &QuizResult, palette: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {}",
        palette.heading("Answer:"),
        palette.number(&q.answer.to_string())
    );
    if let Some(e) = &q.explanation {
        let _ = writeln!(s, "{}", para(e));
    }
    s
}

/// The hint shown after a wrong try.
pub fn quiz_hint(q: &QuizResult, palette: Palette) -> Option<String> {
    q.hint
        .as_ref()
        .map(|h| format!("{} {}\n", palette.accent("Hint:"), para(h)))
}

/// How a lesson is laid out for its reader.
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub palette: Palette,
    /// Prose is wrapped to this many columns.
    pub width: usize,
    /// Print "The lesson claims: ... (verified)" under each step (for the
    /// instructor: `lesson check`, `lesson run --show-claims`).
    pub show_claims: bool,
}

impl Look {
    /// 80 columns, claims hidden: what a student sees off a terminal.
    pub fn new(palette: Palette) -> Look {
        Look {
            palette,
            width: super::wrap::DEFAULT_WIDTH,
            show_claims: false,
        }
    }
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
    let total = p.results.len();
    let mut s = String::new();
    let result = &p.results[index];
    let _ = writeln!(s, "{}", step_line(number, total, result.kind(), palette));
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
                        ("board".into(), grid(&b.board, palette, &[])),
                        ("goal".into(), grid(g, palette, &[])),
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
                super::parity::goal_line(&r.goal_cells, &r.goal_spec)
            );
            let body = super::proof::text(&r.trace, &heading, palette, r.compact);
            s.push_str(&fit_trace(&body, &r.trace, look.width));
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
            let _ = writeln!(s, "Search: {}.", super::search::rules_line(&res.options));
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
                s.push_str(&super::search::path_lines(&r.setup.board, path));
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
        }
        StepResult::Compare(r) => {
            intro(&mut s, &r.common.title, &r.common.text, palette);
            s.push_str(&board_and_goal(&r.setup, palette));
            for x in &r.results {
                let _ = writeln!(
                    s,
                    "{}: {}.",
                    x.name,
                    super::search::rules_line(&x.result.options)
                );
            }
            s.push('\n');
            let rows: Vec<(String, &crate::search::SearchResult)> = r
                .results
                .iter()
                .map(|x| (x.name.to_string(), &x.result))
                .collect();
            s.push_str(&super::search::table(&rows, false));
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
fn fit_trace(text: &str, trace: &crate::proof::Trace, width: usize) -> String {
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
                    "Boards: start {}, end {}.",
                    trace.start.board.to_line(),
                    trace.end.board.to_line()
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
    let mut seen: Vec<(String, usize)> = Vec::new();
    crate::lesson::ask::order(&p.results)
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
                            look.palette.dim(&format!(
                                "(The same paragraph as in step {first}, not repeated.)"
                            ))
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

/// JSON: the lesson's header and each step's computed result.
#[derive(Serialize)]
pub struct Json<'a> {
    pub name: &'a str,
    pub file: &'a str,
    pub title: &'a str,
    pub summary: &'a str,
    pub level: &'static str,
    pub format_version: u32,
    pub steps: Vec<JsonStep<'a>>,
    pub check: &'a crate::lesson::check::Report,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<&'a Score>,
}

#[derive(Serialize)]
pub struct JsonStep<'a> {
    pub number: usize,
    /// For a quiz or an exercise: its number in the lesson's one list of
    /// questions (as in the handout and the answers file).
    /// (`question` is the question's text.)
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question_number: Option<usize>,
    #[serde(flatten)]
    pub result: &'a StepResult,
}

/// The result of a scripted (`--answers`) run.
#[derive(Debug, Clone, Serialize)]
pub struct Score {
    pub correct: usize,
    pub total: usize,
    pub answers: Vec<ScoredAnswer>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScoredAnswer {
    /// 1-based question number, as in the handout and the answers file.
    pub question: usize,
    /// 1-based step number of the question in the lesson file.
    pub step: usize,
    /// What the answers file said (absent when it ran out of lines).
    pub given: Option<String>,
    /// `right`, `wrong`, `malformed` or `unanswered` (as `lesson grade`).
    pub mark: &'static str,
    pub correct: bool,
    /// Why a malformed answer is not an answer of the expected form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    pub answer: String,
}

pub fn json<'a>(p: &'a Prepared, score: Option<&'a Score>) -> Json<'a> {
    Json {
        name: &p.source.name,
        file: &p.source.file,
        title: &p.lesson.title,
        summary: &p.lesson.summary,
        level: p.lesson.level.name(),
        format_version: p.lesson.format_version.0,
        steps: p
            .results
            .iter()
            .enumerate()
            .map(|(i, r)| JsonStep {
                number: i + 1,
                question_number: crate::lesson::ask::number_of(&p.results, i),
                result: r,
            })
            .collect(),
        check: &p.report,
        score,
    }
}

/// A board as a Markdown code block.
pub(crate) fn md_board(s: &mut String, caption: Option<&str>, board: &crate::board::Board) {
    if let Some(c) = caption {
        let _ = writeln!(s, "{c}\n");
    }
    let _ = writeln!(s, "```text\n{}```\n", grid(board, Palette::PLAIN, &[]));
}

fn md_intro(s: &mut String, title: &Option<String>, text: &Option<String>) {
    if let Some(t) = title {
        let _ = writeln!(s, "### {}\n", md::text(t).replace('\n', " "));
    }
    if let Some(t) = text {
        let _ = writeln!(s, "{}\n", md::text(t));
    }
}

fn md_setup(s: &mut String, setup: &Setup) {
    md_board(s, None, &setup.board);
    if setup.goal_name != "blank-last" {
        md_board(
            s,
            Some(&format!("Goal ({}):", setup.goal_name)),
            &setup.goal,
        );
    }
}

/// A trace as a table: one row per move, then the summary's argument.
fn md_trace(s: &mut String, r: &crate::lesson::run::TraceResult) {
    let t = &r.trace;
    md_board(s, None, &r.board);
    let _ = writeln!(
        s,
        "Moves `{}` (the blank's directions), goal {} ({}). The invariant for width {}: {}.\n",
        t.steps.iter().map(|m| m.letter).collect::<String>(),
        t.goal.to_line(),
        r.goal_name,
        t.width,
        t.invariant_name
    );
    let _ = writeln!(
        s,
        "| move | tile | jumps over | Δinversions | inversions | blank row | invariant |"
    );
    let _ = writeln!(s, "|---|---|---|---:|---:|---|---|");
    let _ = writeln!(
        s,
        "| start | | | | {} | {} | {} ({}) |",
        t.start.inversions, t.start.blank_row, t.start.invariant, t.start.invariant_parity
    );
    for m in &t.steps {
        let jumped = if m.jumped.is_empty() {
            "-".to_string()
        } else {
            m.jumped
                .iter()
                .map(|j| j.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let _ = writeln!(
            s,
            "| {} {} | {} {} | {jumped} | {:+} | {} | {}→{} | {} ({}){} |",
            m.number,
            m.letter,
            m.tile,
            m.tile_direction,
            m.delta_inversions,
            m.inversions,
            m.blank_row_before,
            m.blank_row,
            m.invariant,
            m.invariant_parity,
            if m.parity_kept { " ✓" } else { " ✗" }
        );
    }
    let _ = writeln!(s, "\n{}\n", t.summary.argument);
}

/// A printable handout: text, boards, tables, and the quiz answers at the
/// end.
pub fn markdown(p: &Prepared) -> String {
    markdown_as(p, false)
}

/// The Markdown of a lesson: the instructor's copy, or with `student` the
/// student's sheet (see `render::lesson_handout`): the steps that compute
/// a quiz's answer, the checked claims and the answers are left out, and
/// every question gets its hint and a blank answer line.
pub fn markdown_as(p: &Prepared, student: bool) -> String {
    let mut s = String::new();
    let l = &p.lesson;
    let _ = writeln!(s, "# {}\n", md::text(&l.title).replace('\n', " "));
    let _ = writeln!(s, "*Level: {}.* {}\n", l.level.name(), md::text(&l.summary));
    let mut answers = String::new();
    for i in crate::lesson::ask::order(&p.results) {
        let r = &p.results[i];
        if student && super::lesson_handout::gives_an_answer(p, i) {
            continue;
        }
        match r {
            StepResult::Section { title } => {
                let _ = writeln!(s, "## {}\n", md::text(title).replace('\n', " "));
            }
            StepResult::Say { text } => {
                let _ = writeln!(s, "{}\n", md::markdown(text));
            }
            StepResult::Board(b) => {
                md_intro(&mut s, &b.common.title, &b.common.text);
                md_board(&mut s, None, &b.board);
                if let Some(g) = &b.goal {
                    md_board(&mut s, Some("Goal:"), g);
                }
            }
            StepResult::Inversions(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup);
                let show = |t: u8| {
                    if r.table.relabelled {
                        format!("{t} ({})", r.setup.goal_cells.rank(t))
                    } else {
                        t.to_string()
                    }
                };
                let _ = writeln!(s, "| tile | smaller tiles after it | count | running |");
                let _ = writeln!(s, "|---:|:---|---:|---:|");
                for row in &r.table.rows {
                    let after = if row.smaller_after.is_empty() {
                        "-".to_string()
                    } else {
                        row.smaller_after
                            .iter()
                            .map(|&t| show(t))
                            .collect::<Vec<_>>()
                            .join(" ")
                    };
                    let _ = writeln!(
                        s,
                        "| {} | {after} | {} | {} |",
                        show(row.tile),
                        row.count,
                        row.running
                    );
                }
                let _ = writeln!(
                    s,
                    "\nTotal: **{} inversions** ({}).\n",
                    r.table.inversions, r.table.parity
                );
                if let Some(c) = claim_line(r, Palette::PLAIN) {
                    let _ = writeln!(s, "{c}\n");
                }
            }
            StepResult::Solvable(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup);
                let v = &r.verdict;
                let even = v.rule == Rule::EvenWidth;
                let _ = writeln!(
                    s,
                    "Rule: **{}**. {}\n",
                    v.rule.name(),
                    v.rule.why(r.setup.board.width())
                );
                if v.rule != Rule::Thin {
                    let _ = writeln!(
                        s,
                        "| | inversions | blank row |{} parity |",
                        if even {
                            " inversions + blank row |"
                        } else {
                            ""
                        }
                    );
                    let _ = writeln!(s, "|---|---:|---:|{}---|", if even { "---:|" } else { "" });
                    for (name, side) in [("board", &v.start), ("goal", &v.goal)] {
                        let _ = writeln!(
                            s,
                            "| {name} | {} | {} |{} {} |",
                            side.inversions,
                            side.blank_row,
                            if even {
                                format!(" {} |", side.invariant)
                            } else {
                                String::new()
                            },
                            side.parity
                        );
                    }
                    s.push('\n');
                }
                let _ = writeln!(
                    s,
                    "Verdict: **{}**.{}\n",
                    if v.solvable { "solvable" } else { "unsolvable" },
                    match &v.fix {
                        Some(f) => format!(
                            " Swapping tiles {} and {} gives `{}`, which is solvable.",
                            f.tiles[0],
                            f.tiles[1],
                            f.board.to_line()
                        ),
                        None => String::new(),
                    }
                );
            }
            StepResult::Trace(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_trace(&mut s, r);
            }
            StepResult::Reduce(_)
            | StepResult::Connect(_)
            | StepResult::Verify(_)
            | StepResult::Audit(_)
            | StepResult::CostTable(_) => {
                // Title and text as Markdown, the command's output as a block.
                if let Some(c) = common_of(r) {
                    md_intro(&mut s, &c.title, &c.text);
                }
                let body = proof_body(r, Palette::PLAIN);
                let _ = writeln!(s, "```text\n{}\n```\n", body.trim_end());
            }
            StepResult::Solve(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup);
                let res = &r.result;
                let _ = writeln!(
                    s,
                    "Search: {}.\n\n{}",
                    super::search::rules_line(&res.options),
                    solution_line(res, r.setup.board.cells(), Palette::PLAIN)
                );
                let mut block = String::new();
                if r.show_path
                    && let Some(path) = &res.path
                    && !path.is_empty()
                {
                    block.push_str(&super::search::path_lines(&r.setup.board, path));
                }
                block.push_str(&counts(res, Palette::PLAIN));
                let _ = writeln!(s, "```text\n{block}```\n");
            }
            StepResult::Tree(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup);
                let _ = writeln!(
                    s,
                    "{}\n",
                    super::tree::summary(&r.tree)
                        .trim_end()
                        .replace('\n', "  \n")
                );
                let _ = writeln!(s, "```mermaid\n{}```\n", super::tree::mermaid(&r.tree));
                let _ = writeln!(
                    s,
                    "{}\n```text\n{}```\n",
                    solution_line(&r.result, r.setup.board.cells(), Palette::PLAIN),
                    counts(&r.result, Palette::PLAIN)
                );
            }
            StepResult::Compare(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup);
                for x in &r.results {
                    let _ = writeln!(
                        s,
                        "- {}: {}.",
                        x.name,
                        super::search::rules_line(&x.result.options)
                    );
                }
                let rows: Vec<(String, &crate::search::SearchResult)> = r
                    .results
                    .iter()
                    .map(|x| (x.name.to_string(), &x.result))
                    .collect();
                let _ = writeln!(s, "\n```text\n{}```\n", super::search::table(&rows, false));
            }
            StepResult::Heuristics(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup);
                let _ = writeln!(s, "| | heuristic | value | compared with the distance |");
                let _ = writeln!(s, "|---|---|---:|---|");
                for v in &r.values {
                    let cmp = match (r.distance, v.overestimates) {
                        (Some(d), Some(true)) => format!("**over by {}**", v.value - d),
                        (Some(d), _) => format!("≤ {d}"),
                        _ => String::new(),
                    };
                    let _ = writeln!(
                        s,
                        "| {} | {} | {} | {cmp} |",
                        v.label.unwrap_or(""),
                        v.name,
                        v.value
                    );
                }
                if let Some(d) = r.distance {
                    let _ = writeln!(
                        s,
                        "\nTrue distance (a shortest solution): **{d} move{}**.",
                        if d == 1 { "" } else { "s" }
                    );
                }
                s.push('\n');
                if r.explain {
                    for v in &r.values {
                        let _ = writeln!(s, "- {}\n", v.explanation);
                    }
                }
            }
            StepResult::Quiz(_) | StepResult::Exercise(_) => {
                let q = crate::lesson::ask::Question::of(r).expect("a question");
                let n = crate::lesson::ask::number_of(&p.results, i).unwrap_or(0);
                super::lesson_handout::question(&mut s, n, q);
                if student {
                    super::lesson_handout::answer_space(&mut s, q);
                    continue;
                }
                let _ = writeln!(answers, "{}", super::lesson_handout::key_line(n, q, true));
            }
        }
        let claims: Vec<String> = p
            .report
            .checked
            .iter()
            .filter(|c| c.step == i + 1)
            .map(|c| format!("{} = {}", c.field, c.claimed))
            .collect();
        if !claims.is_empty() && !student {
            let _ = writeln!(
                s,
                "*Checked by npuzzle: {}.*\n",
                md::text(&claims.join(", "))
            );
        }
    }
    if !answers.is_empty() && !student {
        let _ = writeln!(s, "## Answers\n\n{answers}");
    }
    let out = s.trim_end().to_string();
    out + "\n"
}
