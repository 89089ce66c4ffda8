//! Exercises and answers as text: the question with the board (and, for a
//! next-node exercise, the frontier with g, h and f), the right answer with
//! why it is right, and the hints.

use super::escape::para;
use super::lesson_parts::{Look, quiz_answer};
use super::{Palette, escape, grid, side_by_side};
use crate::board::Board;
use crate::lesson::ask::Question;
use crate::lesson::exercise::{ExerciseResult, Target, Work};
use crate::parity::Parity;
use std::fmt::Write as _;

/// The question, the boards it is about, and the form of the answer.
pub fn question(e: &ExerciseResult, number: Option<usize>, palette: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {}",
        super::lesson_parts::question_heading(number, palette),
        para(&e.question)
    );
    s.push_str(&body(e, palette));
    let _ = writeln!(
        s,
        "{}",
        palette.dim(&format!("(answer with {})", escape(&e.form)))
    );
    s
}

/// The boards of an exercise (and the frontier of a next-node one).
pub fn body(e: &ExerciseResult, palette: Palette) -> String {
    let mut s = String::new();
    let blocks: Vec<(String, String)> = boards(e)
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
pub fn boards(e: &ExerciseResult) -> Vec<(String, &Board)> {
    let mut blocks = vec![("board".to_string(), &e.board)];
    match &e.work {
        Work::Moves {
            target: Target::Board(b),
            ..
        } => blocks.push(("reach".to_string(), b)),
        Work::NextNode { .. } => {}
        _ if e.goal_name != "blank-last" => {
            blocks.push((format!("goal ({})", e.goal_name), &e.goal))
        }
        Work::Moves {
            target: Target::Goal,
            ..
        } => blocks.push(("goal".to_string(), &e.goal)),
        _ => {}
    }
    blocks
}

/// For a next-node exercise: the nodes expanded so far and the numbered
/// frontier with g, h and f (empty for other exercises).
pub fn frontier(e: &ExerciseResult, palette: Palette) -> String {
    let mut s = String::new();
    if let Work::NextNode {
        expanded,
        frontier,
        informed,
        ..
    } = &e.work
    {
        let _ = writeln!(s, "Expanded so far, in order:");
        for (k, b) in expanded.iter().enumerate() {
            let _ = writeln!(s, "  {:>2}. {}", k + 1, b.to_line());
        }
        let _ = writeln!(
            s,
            "Frontier (numbered in the order the nodes were generated):"
        );
        for n in frontier {
            let mv = n.letter.map(|c| c.to_string()).unwrap_or_default();
            let values = if *informed {
                format!(
                    "g={} h={} f={}",
                    n.g,
                    n.h.map(|h| h.to_string()).unwrap_or_default(),
                    n.f.map(|f| f.to_string()).unwrap_or_default()
                )
            } else {
                format!("depth {}", n.g)
            };
            let _ = writeln!(
                s,
                "  [{}]  {}  by {mv}  {values}",
                palette.number(&n.number.to_string()),
                n.board.to_line()
            );
        }
    }
    s
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
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {}",
        palette.heading("Answer:"),
        palette.number(&escape(&e.answer))
    );
    if let Some(why) = why(e) {
        let _ = writeln!(s, "{why}");
    }
    if let Some(x) = &e.explanation {
        let _ = writeln!(s, "{}", para(x));
    }
    s
}

/// Why the answer is right, from the computation itself.
fn why(e: &ExerciseResult) -> Option<String> {
    match &e.work {
        Work::Count { table, .. } => Some(format!(
            "Per tile: {}; total {} ({}).",
            table
                .rows
                .iter()
                .map(|r| format!("{}→{}", r.tile, r.count))
                .collect::<Vec<_>>()
                .join(" "),
            table.inversions,
            table.parity.name()
        )),
        Work::Moves { .. } => Some(format!(
            "A shortest way: {} ({} move{}); any legal sequence that reaches the target counts.",
            e.answer,
            e.answer.len(),
            if e.answer.len() == 1 { "" } else { "s" }
        )),
        Work::Predict {
            step,
            invariant_before,
            invariant_name,
            ..
        } => {
            let jumped = if step.jumped.is_empty() {
                "jumps over no tile (a horizontal move keeps the reading order)".to_string()
            } else {
                format!(
                    "jumps over {}",
                    step.jumped
                        .iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                )
            };
            let parity = match step.invariant_parity {
                Parity::Even => "even",
                Parity::Odd => "odd",
            };
            let invariant = if *invariant_name == "inversions" {
                format!(" ({parity})")
            } else {
                format!(
                    "; {invariant_name}: {invariant_before} → {} ({parity})",
                    step.invariant
                )
            };
            Some(format!(
                "Tile {} {jumped}: Δinversions {:+}, inversions {} → {}{invariant}.",
                step.tile, step.delta_inversions, step.inversions_before, step.inversions,
            ))
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
                Some(format!(
                    "{} expands the node with the lowest f = g + h: [{}] has f = {} + {} = {f}{}.",
                    capital(algorithm),
                    n.number,
                    n.g,
                    n.h.unwrap_or(0),
                    if tied.is_empty() {
                        String::new()
                    } else {
                        format!(", tied with {}; ties go to {ties}", tied.join(", "))
                    }
                ))
            } else {
                Some(format!(
                    "{} expands the oldest node of its frontier (first in, first out): [{}], at depth {}, was generated before every other node waiting.",
                    capital(algorithm),
                    n.number,
                    n.g
                ))
            }
        }
    }
}

/// Hint number `level` (0 the first, 1 the stronger one); `None` past the
/// last hint, so that a hint is never given twice as if it were new.
pub fn hint(q: Question, level: usize, palette: Palette) -> Option<String> {
    let hints = q.hints();
    let h = hints.get(level)?;
    let label = if level >= 1 {
        "Stronger hint:"
    } else {
        "Hint:"
    };
    Some(format!("{} {}\n", palette.accent(label), para(h)))
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
