//! `lesson run --format markdown`: the instructor's copy of a lesson, and
//! with `student` the student's sheet (`lesson run --handout`). Every text
//! from the lesson file goes through `render::lesson_md`.

use super::Palette;
use super::lesson_md as md;
use super::lesson_parts::{claim_line, common_of, counts, proof_body, solution_line};
use super::page_words as words;
use crate::lesson::Prepared;
use crate::lesson::result::StepResult;
use crate::lesson::setup::Setup;
use crate::parity::Rule;
use crate::t;
use std::fmt::Write as _;

/// The student's sheet, in Markdown (`render::lesson_handout` has its
/// pieces and the answer key).
pub fn handout(p: &Prepared, lang: crate::i18n::Lang) -> String {
    markdown_as(p, true, lang)
}

fn md_intro(s: &mut String, title: &Option<String>, text: &Option<String>) {
    if let Some(t) = title {
        let _ = writeln!(s, "### {}\n", md::text(t).replace('\n', " "));
    }
    if let Some(t) = text {
        let _ = writeln!(s, "{}\n", md::text(t));
    }
}

fn md_setup(s: &mut String, setup: &Setup, lang: crate::i18n::Lang) {
    md::board(s, None, &setup.board);
    if setup.goal_name != "blank-last" {
        md::board(
            s,
            Some(&t!(lang; "pages-goal-named-colon", goal = setup.goal_name)),
            &setup.goal,
        );
    }
}

/// A trace as a table: one row per move, then the summary's argument.
fn md_trace(s: &mut String, r: &crate::lesson::run::TraceResult, lang: crate::i18n::Lang) {
    let t = &r.trace;
    md::board(s, None, &r.board);
    let _ = writeln!(
        s,
        "{}\n",
        t!(
            lang; "pages-trace-moves",
            moves = format!("`{}`", t.steps.iter().map(|m| m.letter).collect::<String>()),
            goal = t.goal.to_line(),
            name = r.goal_name,
            width = t.width.to_string(),
            invariant = t.invariant_name
        )
    );
    let _ = writeln!(
        s,
        "| {} | {} | {} | {} | {} | {} | {} |",
        t!(lang; "pages-col-move"),
        t!(lang; "pages-col-tile"),
        t!(lang; "pages-col-jumps-over"),
        t!(lang; "pages-col-delta-inversions"),
        t!(lang; "pages-col-inversions"),
        t!(lang; "pages-col-blank-row"),
        t!(lang; "pages-col-invariant")
    );
    let _ = writeln!(s, "|---|---|---|---:|---:|---|---|");
    let _ = writeln!(
        s,
        "| {} | | | | {} | {} | {} ({}) |",
        t!(lang; "pages-trace-start"),
        t.start.inversions,
        t.start.blank_row,
        t.start.invariant,
        words::parity(t.start.invariant_parity, lang)
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
            words::parity(m.invariant_parity, lang),
            if m.parity_kept { " ✓" } else { " ✗" }
        );
    }
    let _ = writeln!(s, "\n{}\n", t.summary.argument.say(lang));
}

/// A printable handout: text, boards, tables, and the quiz answers at the
/// end.
pub fn markdown(p: &Prepared, lang: crate::i18n::Lang) -> String {
    markdown_as(p, false, lang)
}

/// The Markdown of a lesson: the instructor's copy, or with `student` the
/// student's sheet (see `render::lesson_handout`): the steps that compute
/// a quiz's answer, the checked claims and the answers are left out, and
/// every question gets its hint and a blank answer line.
pub fn markdown_as(p: &Prepared, student: bool, lang: crate::i18n::Lang) -> String {
    let mut s = String::new();
    let l = &p.lesson;
    let _ = writeln!(s, "# {}\n", md::text(&l.title).replace('\n', " "));
    let _ = writeln!(
        s,
        "*{}* {}\n",
        t!(lang; "pages-level-sentence", level = words::level(l.level, lang)),
        md::text(&l.summary)
    );
    let mut answers = String::new();
    let holds = crate::lesson::askfirst::holds(&p.results);
    for i in crate::lesson::askfirst::order_with(&holds) {
        let r = &p.results[i];
        if student && holds[i].is_some() {
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
                md::board(&mut s, None, &b.board);
                if let Some(g) = &b.goal {
                    md::board(&mut s, Some(&t!(lang; "pages-goal-colon")), g);
                }
            }
            StepResult::Inversions(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup, lang);
                let show = |t: u8| {
                    if r.table.relabelled {
                        format!("{t} ({})", r.setup.goal_cells.rank(t))
                    } else {
                        t.to_string()
                    }
                };
                let _ = writeln!(
                    s,
                    "| {} | {} | {} | {} |",
                    t!(lang; "pages-col-tile"),
                    t!(lang; "pages-col-smaller-after"),
                    t!(lang; "pages-col-count"),
                    t!(lang; "pages-col-running")
                );
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
                    "\n{}\n",
                    t!(
                        lang; "pages-total",
                        total = format!(
                            "**{}**",
                            t!(lang; "pages-inversion-count", count = r.table.inversions)
                        ),
                        parity = words::parity(r.table.parity, lang)
                    )
                );
                if let Some(c) = claim_line(r, Palette::plain(lang)) {
                    let _ = writeln!(s, "{c}\n");
                }
            }
            StepResult::Solvable(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup, lang);
                let v = &r.verdict;
                let even = v.rule == Rule::EvenWidth;
                let _ = writeln!(
                    s,
                    "{}\n",
                    t!(
                        lang; "pages-rule",
                        rule = format!("**{}**", v.rule.name()),
                        why = v.rule.why(r.setup.board.width())
                    )
                );
                if v.rule != Rule::Thin {
                    let _ = writeln!(
                        s,
                        "| | {} | {} |{} {} |",
                        t!(lang; "pages-col-inversions"),
                        t!(lang; "pages-col-blank-row"),
                        if even {
                            format!(" {} |", t!(lang; "pages-col-inversions-plus-blank-row"))
                        } else {
                            String::new()
                        },
                        t!(lang; "pages-col-parity")
                    );
                    let _ = writeln!(s, "|---|---:|---:|{}---|", if even { "---:|" } else { "" });
                    for (name, side) in [
                        (t!(lang; "pages-row-board"), &v.start),
                        (t!(lang; "pages-row-goal"), &v.goal),
                    ] {
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
                            words::parity(side.parity, lang)
                        );
                    }
                    s.push('\n');
                }
                let verdict = if v.solvable {
                    t!(lang; "pages-solvable")
                } else {
                    t!(lang; "pages-unsolvable")
                };
                let _ = writeln!(
                    s,
                    "{}{}\n",
                    t!(lang; "pages-verdict", verdict = format!("**{verdict}**")),
                    match &v.fix {
                        Some(f) => format!(
                            " {}",
                            t!(
                                lang; "pages-verdict-fix",
                                a = f.tiles[0].to_string(),
                                b = f.tiles[1].to_string(),
                                board = format!("`{}`", f.board.to_line())
                            )
                        ),
                        None => String::new(),
                    }
                );
            }
            StepResult::Trace(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_trace(&mut s, r, lang);
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
                let body = proof_body(r, Palette::plain(lang));
                let _ = writeln!(s, "```text\n{}\n```\n", body.trim_end());
            }
            StepResult::Solve(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup, lang);
                let res = &r.result;
                let _ = writeln!(
                    s,
                    "{}\n\n{}",
                    t!(
                        lang; "pages-search",
                        rules = super::search::rules_line(&res.options, lang)
                    ),
                    solution_line(res, r.setup.board.cells(), Palette::plain(lang))
                );
                let mut block = String::new();
                if r.show_path
                    && let Some(path) = &res.path
                    && !path.is_empty()
                {
                    block.push_str(&super::search::path_lines(&r.setup.board, path, lang));
                }
                block.push_str(&counts(res, Palette::plain(lang)));
                let _ = writeln!(s, "```text\n{block}```\n");
            }
            StepResult::Tree(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup, lang);
                let _ = writeln!(
                    s,
                    "{}\n",
                    super::tree::summary(&r.tree, lang)
                        .trim_end()
                        .replace('\n', "  \n")
                );
                let _ = writeln!(s, "```mermaid\n{}```\n", super::tree::mermaid(&r.tree));
                let _ = writeln!(
                    s,
                    "{}\n```text\n{}```\n",
                    solution_line(&r.result, r.setup.board.cells(), Palette::plain(lang)),
                    counts(&r.result, Palette::plain(lang))
                );
            }
            StepResult::Compare(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup, lang);
                for x in &r.results {
                    let _ = writeln!(
                        s,
                        "- {}: {}.",
                        x.name,
                        super::search::rules_line(&x.result.options, lang)
                    );
                }
                let rows: Vec<(String, &crate::search::SearchResult)> = r
                    .results
                    .iter()
                    .map(|x| (x.name.to_string(), &x.result))
                    .collect();
                let _ = writeln!(
                    s,
                    "\n```text\n{}```\n",
                    super::search::table(&rows, false, lang)
                );
            }
            StepResult::Heuristics(r) => {
                md_intro(&mut s, &r.common.title, &r.common.text);
                md_setup(&mut s, &r.setup, lang);
                let _ = writeln!(
                    s,
                    "| | {} | {} | {} |",
                    t!(lang; "pages-col-heuristic"),
                    t!(lang; "pages-col-value"),
                    t!(lang; "pages-col-compared")
                );
                let _ = writeln!(s, "|---|---|---:|---|");
                for v in &r.values {
                    let cmp = match (r.distance, v.overestimates) {
                        (Some(d), Some(true)) => {
                            format!("**{}**", t!(lang; "pages-over-by", n = v.value - d))
                        }
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
                        "\n{}",
                        t!(
                            lang; "pages-true-distance",
                            moves = format!("**{}**", t!(lang; "pages-move-count", n = d))
                        )
                    );
                }
                s.push('\n');
                if r.explain {
                    for v in &r.values {
                        let _ = writeln!(s, "- {}\n", v.explanation.say(lang));
                    }
                }
            }
            StepResult::Quiz(_) | StepResult::Exercise(_) => {
                let q = crate::lesson::ask::Question::of(r).expect("a question");
                let n = crate::lesson::ask::number_of(&p.results, i).unwrap_or(0);
                super::lesson_handout::question(&mut s, n, q, lang);
                if student {
                    super::lesson_handout::answer_space(&mut s, q, lang);
                    super::lesson_handout::held_note(&mut s, &holds, i, lang);
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
                "*{}*\n",
                t!(lang; "pages-checked", claims = md::text(&claims.join(", ")))
            );
        }
    }
    if !answers.is_empty() && !student {
        let _ = writeln!(s, "## {}\n\n{answers}", t!(lang; "pages-answers-heading"));
    }
    let out = s.trim_end().to_string();
    out + "\n"
}
