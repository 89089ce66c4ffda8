//! Exercises and answers as text: the question with the board (and, for a
//! next-node exercise, the frontier with g, h and f), the right answer with
//! why it is right, and the hints.

use super::escape::para;
use super::lesson_parts::{Look, quiz_answer};
use super::{Palette, escape, grid, side_by_side};
use crate::board::Board;
use crate::lesson::ask::Question;
use crate::lesson::exercise::{ExerciseResult, Target, Work};
use crate::lesson::exercise_check::parity_word;
use crate::lesson::next_node::{algorithm_words, ties_words};
use std::fmt::Write as _;

/// The question, the boards it is about, and the form of the answer.
pub fn question(e: &ExerciseResult, number: Option<usize>, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}",
        super::lesson_parts::question_line(number, &e.question.say(palette.lang), palette)
    );
    s.push_str(&body(e, palette));
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&super::lesson_parts::answer_with(
            &escape(&e.form.say(lang)),
            lang
        ))
    );
    s
}

/// The boards of an exercise (and the frontier of a next-node one).
pub fn body(e: &ExerciseResult, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let blocks: Vec<(String, String)> = boards(e, lang)
        .into_iter()
        .map(|(caption, b)| (caption, grid(b, palette, &[])))
        .collect();
    if blocks.len() == 1 {
        s.push_str(&blocks[0].1);
    } else {
        s.push_str(&side_by_side(&blocks, 4));
    }
    s.push_str(&frontier(e, palette));
    s
}

/// The boards an exercise is about, with their captions: its board, and
/// the board a moves exercise must reach, or the goal when it is not the
/// usual one (every view of the question shows the same boards).
pub fn boards(e: &ExerciseResult, lang: crate::i18n::Lang) -> Vec<(String, &Board)> {
    use super::lesson_parts::{caption_board, caption_goal};
    let mut blocks = vec![(caption_board(lang), &e.board)];
    match &e.work {
        Work::Moves {
            target: Target::Board(b),
            ..
        } => blocks.push((crate::t!(lang; "lesson-caption-reach"), b)),
        Work::NextNode { .. } => {}
        _ if e.goal_name != "blank-last" => {
            blocks.push((caption_goal(Some(e.goal_name), lang), &e.goal))
        }
        Work::Moves {
            target: Target::Goal,
            ..
        } => blocks.push((caption_goal(None, lang), &e.goal)),
        _ => {}
    }
    blocks
}

/// For a next-node exercise: the nodes expanded so far and the numbered
/// frontier with g, h and f (empty for other exercises).
pub fn frontier(e: &ExerciseResult, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    if let Work::NextNode {
        expanded,
        frontier,
        informed,
        ..
    } = &e.work
    {
        let _ = writeln!(s, "{}", crate::t!(lang; "lesson-expanded-so-far"));
        for (k, b) in expanded.iter().enumerate() {
            let _ = writeln!(s, "  {:>2}. {}", k + 1, b.to_line());
        }
        let _ = writeln!(s, "{}", crate::t!(lang; "lesson-frontier-numbered"));
        for n in frontier {
            let mv = n.letter.map(|c| c.to_string()).unwrap_or_default();
            let values = node_values(n, *informed, lang);
            let _ = writeln!(
                s,
                "  [{}]  {}  {}  {values}",
                palette.number(&n.number.to_string()),
                n.board.to_line(),
                crate::t!(lang; "lesson-frontier-by", letter = mv)
            );
        }
    }
    s
}

/// A frontier node's values: `g=1 h=5 f=6`, or its depth for an
/// uninformed search.
pub fn node_values(
    n: &crate::lesson::exercise::FrontierNode,
    informed: bool,
    lang: crate::i18n::Lang,
) -> String {
    if informed {
        format!(
            "g={} h={} f={}",
            n.g,
            n.h.map(|h| h.to_string()).unwrap_or_default(),
            n.f.map(|f| f.to_string()).unwrap_or_default()
        )
    } else {
        crate::t!(lang; "lesson-frontier-depth", g = n.g.to_string())
    }
}

/// The answer of any question, with why it is right and the explanation.
pub fn answer(q: Question, look: &Look) -> String {
    let s = match q {
        Question::Quiz(q) => quiz_answer(q, look.palette),
        Question::Exercise(e) => exercise_answer(e, look.palette),
    };
    super::wrap::prose(&s, look.width)
}

fn exercise_answer(e: &ExerciseResult, palette: Palette) -> String {
    let lang = palette.lang;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}",
        super::lesson_parts::answer_line(&escape(&shown_answer(e, lang)), palette)
    );
    if let Some(why) = why(e, lang) {
        let _ = writeln!(s, "{why}");
    }
    if let Some(x) = &e.explanation {
        let _ = writeln!(s, "{}", para(x));
    }
    s
}

/// The right answer as the student reads it: a parity or "none" in the
/// student's language (the answer a student may type, and the JSON's,
/// is `e.answer`, the same in every language).
fn shown_answer(e: &ExerciseResult, lang: crate::i18n::Lang) -> String {
    use crate::lesson::schema::PredictAsk;
    match &e.work {
        Work::Predict {
            ask: PredictAsk::Parity,
            step,
            ..
        } => parity_word(step.invariant_parity).say(lang),
        Work::Predict {
            ask: PredictAsk::Jumped,
            step,
            ..
        } if step.jumped.is_empty() => crate::t!(lang; "lesson-tiles-none"),
        _ => e.answer.clone(),
    }
}

/// Why the answer is right, from the computation itself.
fn why(e: &ExerciseResult, lang: crate::i18n::Lang) -> Option<String> {
    match &e.work {
        Work::Count { table, .. } => Some(crate::t!(
            lang; "lesson-why-count",
            tiles = table
                .rows
                .iter()
                .map(|r| format!("{}→{}", r.tile, r.count))
                .collect::<Vec<_>>()
                .join(" "),
            total = table.inversions.to_string(),
            parity = parity_word(table.parity)
        )),
        Work::Moves { .. } => Some(crate::t!(
            lang; "lesson-why-moves",
            path = e.answer.as_str(),
            count = e.answer.len()
        )),
        Work::Predict {
            step,
            invariant_before,
            rule,
            ..
        } => {
            let jumped = if step.jumped.is_empty() {
                crate::t!(lang; "lesson-why-jumps-none")
            } else {
                crate::t!(
                    lang; "lesson-why-jumps",
                    tiles = step
                        .jumped
                        .iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                )
            };
            let parity = parity_word(step.invariant_parity);
            let (tile, delta) = (
                step.tile.to_string(),
                format!("{:+}", step.delta_inversions),
            );
            let (before, after) = (
                step.inversions_before.to_string(),
                step.inversions.to_string(),
            );
            Some(if *rule != crate::parity::Rule::EvenWidth {
                crate::t!(
                    lang; "lesson-why-predict",
                    tile = tile,
                    jumped = jumped,
                    delta = delta,
                    before = before,
                    after = after,
                    parity = parity
                )
            } else {
                crate::t!(
                    lang; "lesson-why-predict-invariant",
                    tile = tile,
                    jumped = jumped,
                    delta = delta,
                    before = before,
                    after = after,
                    name = super::proof::invariant_words(*rule, lang),
                    from = invariant_before.to_string(),
                    to = step.invariant.to_string(),
                    parity = parity
                )
            })
        }
        Work::NextNode {
            algorithm,
            informed,
            ties,
            frontier,
            next,
            ..
        } => {
            let n = &frontier[next - 1];
            if *informed {
                let f = n.f.unwrap_or(0);
                let tied: Vec<String> = frontier
                    .iter()
                    .filter(|x| x.f == n.f && x.number != n.number)
                    .map(|x| format!("[{}]", x.number))
                    .collect();
                Some(crate::t!(
                    lang; "lesson-why-next-f",
                    algo = algorithm_words(algorithm),
                    node = n.number.to_string(),
                    f = format!("f = {} + {} = {f}", n.g, n.h.unwrap_or(0)),
                    tied = if tied.is_empty() {
                        String::new()
                    } else {
                        crate::t!(
                            lang; "lesson-why-next-tied",
                            nodes = tied.join(", "),
                            ties = ties_words(ties)
                        )
                    }
                ))
            } else {
                Some(crate::t!(
                    lang; "lesson-why-next-fifo",
                    algo = algorithm_words(algorithm),
                    node = n.number.to_string(),
                    depth = n.g.to_string()
                ))
            }
        }
    }
}

/// Hint number `level` (0 the first, 1 the stronger one); `None` past the
/// last hint, so that a hint is never given twice as if it were new.
pub fn hint(q: Question, level: usize, palette: Palette) -> Option<String> {
    let lang = palette.lang;
    let hints = q.hints();
    let h = hints.get(level)?;
    let label = if level >= 1 {
        crate::t!(lang; "lesson-hint-stronger")
    } else {
        crate::t!(lang; "lesson-hint")
    };
    Some(format!(
        "{}\n",
        super::lesson_parts::labelled(&label, |l| palette.accent(l), &para(h))
    ))
}
