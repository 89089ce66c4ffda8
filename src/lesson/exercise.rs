//! Exercises: the student's answer is the work itself (a count, a move
//! sequence, a prediction, a choice of node), checked by the same library
//! code that computes the truth (`parity::inversion_table`,
//! `moves::resolve_prefix`, `proof::trace_dirs`, the search and its tree).
//!
//! Nothing here prints: [`compute`] builds the plain data of an exercise
//! and [`check`] judges one answer, with feedback that points at the first
//! thing that is wrong.

use super::load::Source;
pub use super::next_node::FrontierNode;
use super::schema::{
    CountBy, Exercise, MAX_NEXT_NODE_AFTER, MovesExercise, NextNodeExercise, PredictAsk,
    PredictExercise, SearchRules,
};
use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use crate::parity::{InversionTable, Parity, inversion_table};
use crate::parse::escape;
use crate::search::tree::{Status, TreeRecorder};
use crate::search::{Algorithm, NoObserver, TieBreak};
use serde::Serialize;
use std::collections::{HashSet, VecDeque};

/// The most boards the search for a tile-home answer may visit.
const TILE_HOME_STATES: usize = 200_000;

/// An exercise, computed.
#[derive(Debug, Clone, Serialize)]
pub struct ExerciseResult {
    /// `count`, `moves`, `predict` or `next-node`.
    pub exercise: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub question: String,
    pub board: Board,
    pub goal: Board,
    pub goal_name: &'static str,
    /// The hint, then the stronger hint (as many as the lesson gives).
    pub hints: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reveals: Option<String>,
    /// A right answer, as a student would type it.
    pub answer: String,
    /// What a student types, for the prompt: `8 counts, one per tile`.
    pub form: String,
    pub work: Work,
}

/// The kind-specific part of an exercise.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Work {
    Count {
        by: CountBy,
        table: InversionTable,
    },
    Moves {
        target: Target,
        #[serde(skip_serializing_if = "Option::is_none")]
        max_moves: Option<usize>,
        #[serde(skip)]
        goal_cells: Goal,
    },
    Predict {
        #[serde(rename = "move")]
        letter: char,
        ask: PredictAsk,
        /// The traced move: tile, jumped tiles, Δinversions, invariant.
        step: Box<crate::proof::Step>,
        invariant_before: usize,
        invariant_name: &'static str,
    },
    NextNode {
        algorithm: &'static str,
        /// True when the nodes carry g, h and f.
        informed: bool,
        ties: &'static str,
        /// The boards expanded so far, in order.
        expanded: Vec<Board>,
        /// The frontier when the question is asked, numbered from 1 in
        /// the order the nodes were generated.
        frontier: Vec<FrontierNode>,
        /// The number (in `frontier`) of the node expanded next.
        next: usize,
    },
}

/// What a moves exercise must reach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Target {
    Goal,
    Board(Board),
    /// This tile on its goal cell.
    Tile(u8),
}

/// The verdict on one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Right,
    /// Wrong, with what is wrong and (for moves) the board reached.
    Wrong {
        feedback: String,
        board: Option<Board>,
    },
    /// Not an answer of the right form; nothing is counted.
    Unreadable(String),
}

impl Verdict {
    fn wrong(feedback: impl Into<String>) -> Verdict {
        Verdict::Wrong {
            feedback: feedback.into(),
            board: None,
        }
    }
}

/// Compute an exercise: its truth and the right answer.
pub fn compute(source: &Source, e: &Exercise) -> Result<ExerciseResult> {
    let ask = e.ask();
    let (board, goal_ref) = match e {
        Exercise::Count(c) => (&c.board, c.goal.as_ref()),
        Exercise::Moves(m) => (&m.board, m.goal.as_ref()),
        Exercise::Predict(p) => (&p.board, p.goal.as_ref()),
        Exercise::NextNode(n) => (&n.board, n.goal.as_ref()),
    };
    let setup = super::setup::setup(source, board, goal_ref)?;
    let (question, answer, form, work) = match e {
        Exercise::Count(c) => count(&setup, c.by),
        Exercise::Moves(m) => moves(source, &setup, m)?,
        Exercise::Predict(p) => predict(&setup, p)?,
        Exercise::NextNode(n) => next_node(&setup, n)?,
    };
    Ok(ExerciseResult {
        exercise: e.kind(),
        id: ask.id,
        question: ask.question.unwrap_or(question),
        board: setup.board,
        goal: setup.goal,
        goal_name: setup.goal_name,
        hints: ask.hint.into_iter().chain(ask.hint2).collect(),
        explanation: ask.explanation,
        reveals: ask.reveals,
        answer,
        form,
        work,
    })
}

type Parts = (String, String, String, Work);

fn count(setup: &super::setup::Setup, by: CountBy) -> Parts {
    let table = inversion_table(&setup.board, &setup.goal_cells);
    let n = table.rows.len();
    let (question, answer, form) = match by {
        CountBy::Tile => (
            "Count the inversions of this board tile by tile: for each tile in reading order, how many smaller tiles come after it?".to_string(),
            table
                .rows
                .iter()
                .map(|r| r.count.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            format!("{n} counts, one per tile in reading order, e.g. 2 0 1 ..."),
        ),
        CountBy::Total => (
            "How many inversions does this board have?".to_string(),
            table.inversions.to_string(),
            "a whole number".to_string(),
        ),
    };
    (question, answer, form, Work::Count { by, table })
}

fn moves(source: &Source, setup: &super::setup::Setup, m: &MovesExercise) -> Result<Parts> {
    let target = match (&m.to, m.tile) {
        (Some(_), Some(_)) => {
            return Err(Error::input(
                "to, tile: give one target (a board to reach, or a tile to bring home)",
            ));
        }
        (Some(b), None) => {
            let b = source
                .board(b, m.goal.as_ref())
                .map_err(|e| e.context("to"))?;
            if !b.same_size(&setup.board) {
                return Err(Error::input(format!(
                    "to: the board is {}, but the exercise's board is {}",
                    b.size_name(),
                    setup.board.size_name()
                )));
            }
            Target::Board(b)
        }
        (None, Some(t)) => {
            if t == 0 || t as usize >= setup.board.cells() {
                return Err(Error::input(format!(
                    "tile: there is no tile {t} on a {} board",
                    setup.board.size_name()
                )));
            }
            Target::Tile(t)
        }
        (None, None) => Target::Goal,
    };
    let solution = shortest(setup, &target)?;
    if let Some(max) = m.max_moves
        && solution.len() > max
    {
        return Err(Error::input(format!(
            "max_moves: {max}, but the shortest way takes {} moves",
            solution.len()
        )));
    }
    if solution.is_empty() {
        return Err(Error::input(
            "the board already is the target: there is nothing to do",
        ));
    }
    let within = match m.max_moves {
        Some(max) => format!(" in at most {max} moves"),
        None => String::new(),
    };
    let question = match &target {
        Target::Goal => format!("Type moves that bring this board to the goal{within}."),
        Target::Board(b) => format!(
            "Type moves that turn this board into {}{within}.",
            b.to_line()
        ),
        Target::Tile(t) => format!(
            "Type moves that bring tile {t} to its place in the goal ({}){within}.",
            crate::board::cell_name(setup.goal_cells.home(*t), setup.board.width())
        ),
    };
    Ok((
        question,
        crate::board::moves_to_string(&solution),
        "moves of the blank (U, D, L, R) or the numbers of the tiles that slide".to_string(),
        Work::Moves {
            target,
            max_moves: m.max_moves,
            goal_cells: setup.goal_cells.clone(),
        },
    ))
}

fn reached(board: &Board, target: &Target, goal: &Goal) -> bool {
    match target {
        Target::Goal => board == goal.board(),
        Target::Board(b) => board == b,
        Target::Tile(t) => board.position_of(*t) == goal.home(*t),
    }
}

/// A shortest move sequence to the target: the optimal search for a board,
/// a breadth-first search over boards for a tile.
fn shortest(setup: &super::setup::Setup, target: &Target) -> Result<Vec<Dir>> {
    let goal = match target {
        Target::Goal => setup.goal_cells.clone(),
        Target::Board(b) => Goal::new(b.clone()),
        Target::Tile(_) => return tile_home(&setup.board, target, &setup.goal_cells),
    };
    if !crate::parity::is_solvable(&setup.board, &goal) {
        return Err(Error::input(
            "the board cannot reach the target (their parities differ)",
        ));
    }
    let mut options = crate::search::Options::new(Algorithm::Astar);
    options.heuristic = crate::heuristics::Heuristic::LinearConflict;
    let s = super::setup::Setup {
        board: setup.board.clone(),
        goal: goal.board().clone(),
        goal_name: setup.goal_name,
        goal_spec: setup.goal_spec.clone(),
        goal_cells: goal,
    };
    let r = super::searching::searched(&s, &options, &SearchRules::default(), &mut NoObserver)?;
    r.path.ok_or_else(|| {
        Error::input(format!(
            "the search for a shortest answer stopped ({}); choose a nearer target",
            r.stop.name()
        ))
    })
}

fn tile_home(start: &Board, target: &Target, goal: &Goal) -> Result<Vec<Dir>> {
    let mut seen: HashSet<Board> = HashSet::new();
    let mut queue: VecDeque<(Board, Vec<Dir>)> = VecDeque::new();
    seen.insert(start.clone());
    queue.push_back((start.clone(), Vec::new()));
    while let Some((b, path)) = queue.pop_front() {
        if reached(&b, target, goal) {
            return Ok(path);
        }
        for d in b.legal_moves() {
            let next = b.moved(d).expect("a legal move");
            if seen.len() >= TILE_HOME_STATES {
                return Err(Error::input(
                    "tile: the tile is too far from home for a lesson exercise",
                ));
            }
            if seen.insert(next.clone()) {
                let mut p = path.clone();
                p.push(d);
                queue.push_back((next, p));
            }
        }
    }
    Err(Error::input("tile: the tile can never reach its cell"))
}

fn predict(setup: &super::setup::Setup, p: &PredictExercise) -> Result<Parts> {
    let [dir] = p.mv.0[..] else {
        return Err(Error::input(format!(
            "move: `{}`: a prediction is about one move",
            p.mv.text()
        )));
    };
    let trace = crate::proof::trace_dirs(&setup.board, &setup.goal_cells, &[dir])?;
    if let Some(stop) = &trace.stopped {
        return Err(Error::input(format!("move: {}", stop.message)));
    }
    let step = trace.steps[0].clone();
    let tile = step.tile;
    let (what, answer, form) = match p.ask {
        PredictAsk::Delta => (
            "by how much does the inversion count change (Δinversions)?".to_string(),
            format!("{:+}", step.delta_inversions),
            "a whole number, with its sign: +2, -1, 0".to_string(),
        ),
        PredictAsk::Invariant => (
            format!("what is the invariant ({}) after it?", trace.invariant_name),
            step.invariant.to_string(),
            "a whole number".to_string(),
        ),
        PredictAsk::Parity => (
            format!(
                "is the invariant ({}) even or odd after it?",
                trace.invariant_name
            ),
            step.invariant_parity.name().to_string(),
            "even or odd".to_string(),
        ),
        PredictAsk::Jumped => (
            format!("which tiles does tile {tile} jump over in reading order?"),
            if step.jumped.is_empty() {
                "none".to_string()
            } else {
                step.jumped
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            },
            "tile numbers, or none".to_string(),
        ),
    };
    let question = format!(
        "The blank moves {} ({}), so tile {tile} slides {}: {what}",
        dir.letter(),
        dir.name(),
        step.tile_direction
    );
    Ok((
        question,
        answer,
        form,
        Work::Predict {
            letter: dir.letter(),
            ask: p.ask,
            invariant_before: step.invariant_before,
            invariant_name: trace.invariant_name,
            step: Box::new(step),
        },
    ))
}

fn next_node(setup: &super::setup::Setup, n: &NextNodeExercise) -> Result<Parts> {
    let algo = n.algo.0;
    if !matches!(algo, Algorithm::Bfs | Algorithm::Ordered | Algorithm::Astar) {
        return Err(Error::input(format!(
            "algo: {}: a next-node exercise is about bfs, ordered or astar",
            algo.name()
        )));
    }
    if n.after == 0 || n.after > MAX_NEXT_NODE_AFTER {
        return Err(Error::input(format!(
            "after: {}; ask after 1 to {MAX_NEXT_NODE_AFTER} expansions",
            n.after
        )));
    }
    let rules = SearchRules {
        heuristic: n.heuristic,
        order: n.order,
        ..SearchRules::default()
    };
    let options = super::searching::search_options(algo, &rules, true)?;
    let mut rec = TreeRecorder::new(setup.board.width(), setup.board.height(), &options, 2000);
    let result = super::searching::searched(setup, &options, &rules, &mut rec)?;
    let tree = rec.finish(&result);
    let after = n.after;
    let done = |id: u64| {
        tree.node(id)
            .and_then(|x| x.expanded)
            .is_some_and(|k| k <= after)
    };
    let next_id = tree
        .nodes
        .iter()
        .find(|x| x.expanded == Some(after + 1))
        .map(|x| x.id)
        .ok_or_else(|| {
            Error::input(format!(
                "after: {after}: the search ends before it expands node {}; ask earlier",
                after + 1
            ))
        })?;
    let frontier: Vec<FrontierNode> = tree
        .nodes
        .iter()
        .filter(|x| x.parent.is_some_and(done) && !done(x.id) && x.status != Status::Duplicate)
        .enumerate()
        .map(|(i, x)| FrontierNode {
            number: i + 1,
            board: tree.board(x),
            letter: x.mv.map(|d| d.letter()),
            g: x.g,
            h: x.h,
            f: x.f,
        })
        .collect();
    let next = tree
        .nodes
        .iter()
        .filter(|x| x.parent.is_some_and(done) && !done(x.id) && x.status != Status::Duplicate)
        .position(|x| x.id == next_id)
        .map(|i| i + 1)
        .ok_or_else(|| {
            Error::internal(format!(
                "the node expanded after {after} expansions is not in the frontier"
            ))
        })?;
    let expanded: Vec<Board> = tree
        .expansion_order()
        .into_iter()
        .take(after as usize)
        .map(|x| tree.board(x))
        .collect();
    let informed = algo.shows_f();
    let name = match algo {
        Algorithm::Bfs => "breadth-first search",
        Algorithm::Ordered => "ordered search",
        _ => "A*",
    };
    let ties = match options.ties {
        TieBreak::Fifo => "the node generated first",
        TieBreak::LowH => "the lower h, then the node generated first",
    };
    let rule = if informed {
        format!("It expands the node with the lowest f = g + h; ties go to {ties}.")
    } else {
        "It expands the node that has waited longest (first in, first out).".to_string()
    };
    Ok((
        format!(
            "{} has expanded {after} node{}; its frontier is below. {rule} Which node does it expand next?",
            capital(name),
            if after == 1 { "" } else { "s" }
        ),
        next.to_string(),
        format!("the node's number, 1 to {}", frontier.len()),
        Work::NextNode {
            algorithm: name,
            informed,
            ties,
            expanded,
            frontier,
            next,
        },
    ))
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Judge one answer.
pub fn check(e: &ExerciseResult, text: &str) -> Verdict {
    let text = text.trim();
    match &e.work {
        Work::Count { by, table } => check_count(*by, table, text),
        Work::Moves {
            target,
            max_moves,
            goal_cells,
        } => check_moves(&e.board, target, *max_moves, goal_cells, text),
        Work::Predict { ask, step, .. } => check_predict(*ask, step, text),
        Work::NextNode {
            frontier,
            next,
            informed,
            ties,
            ..
        } => match text.parse::<usize>() {
            Ok(k) if k >= 1 && k <= frontier.len() => {
                if k == *next {
                    Verdict::Right
                } else {
                    Verdict::wrong(super::next_node::not_next(
                        frontier, k, *next, *informed, ties,
                    ))
                }
            }
            _ => Verdict::Unreadable(format!(
                "`{}` is not a node number: type 1 to {}",
                escape(text),
                frontier.len()
            )),
        },
    }
}

/// Whole numbers separated by spaces or commas (`+2` allowed).
fn numbers(text: &str) -> Option<Vec<i64>> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| t.trim_start_matches('+').parse::<i64>().ok())
        .collect()
}

fn list(tiles: &[u8]) -> String {
    if tiles.is_empty() {
        "none".to_string()
    } else {
        tiles
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

fn check_count(by: CountBy, table: &InversionTable, text: &str) -> Verdict {
    let Some(given) = numbers(text).filter(|g| !g.is_empty()) else {
        return Verdict::Unreadable(format!("`{}` is not a list of counts", escape(text)));
    };
    let truth = table.inversions as i64;
    if by == CountBy::Total || (given.len() == 1 && table.rows.len() > 1) {
        if given.len() != 1 {
            return Verdict::Unreadable("type the total only, one whole number".to_string());
        }
        if by == CountBy::Tile && given[0] != truth {
            return Verdict::Unreadable(format!(
                "count tile by tile: type {} counts, one per tile in reading order",
                table.rows.len()
            ));
        }
        let g = given[0];
        if g == truth {
            return Verdict::Right;
        }
        return Verdict::wrong(match table.rows.iter().find(|r| r.running as i64 > g) {
            Some(r) if g < truth => format!(
                "{g} is too few. The running total passes {g} at tile {}: after it come the smaller tiles {}. Recount from there.",
                r.tile,
                list(&r.smaller_after)
            ),
            _ => format!(
                "{g} is too many: only the smaller tiles AFTER each tile count, and the blank is left out."
            ),
        });
    }
    if given.len() != table.rows.len() {
        return Verdict::Unreadable(format!(
            "{} counts given: type {}, one per tile in reading order (the blank left out)",
            given.len(),
            table.rows.len()
        ));
    }
    for (k, (g, row)) in given.iter().zip(&table.rows).enumerate() {
        if *g != row.count as i64 {
            return Verdict::wrong(format!(
                "Tile {} (the {} tile in reading order): you counted {g}. The tiles after it that are smaller: {}. Count them, then try again.",
                row.tile,
                ordinal(k + 1),
                list(&row.smaller_after)
            ));
        }
    }
    Verdict::Right
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn check_moves(
    board: &Board,
    target: &Target,
    max_moves: Option<usize>,
    goal: &Goal,
    text: &str,
) -> Verdict {
    let tokens = match crate::moves::parse_moves(text) {
        Ok(t) if t.is_empty() => {
            return Verdict::Unreadable("type at least one move".to_string());
        }
        Ok(t) => t,
        Err(e) => return Verdict::Unreadable(e.to_string()),
    };
    let (dirs, problem) = crate::moves::resolve_prefix(board, &tokens);
    let end = board.apply_all(&dirs).expect("resolve_prefix played them");
    if let Some(p) = problem {
        return Verdict::Wrong {
            feedback: format!("Illegal {p}. The board before that move:"),
            board: Some(end),
        };
    }
    if !reached(&end, target, goal) {
        let what = match target {
            Target::Goal => "the goal".to_string(),
            Target::Board(b) => b.to_line(),
            Target::Tile(t) => format!("tile {t} at home"),
        };
        return Verdict::Wrong {
            feedback: format!(
                "{} move{} played, but the board reached is not {what}:",
                dirs.len(),
                if dirs.len() == 1 { "" } else { "s" }
            ),
            board: Some(end),
        };
    }
    if let Some(max) = max_moves
        && dirs.len() > max
    {
        return Verdict::wrong(format!(
            "These {} moves reach the target, but it can be done in at most {max}.",
            dirs.len()
        ));
    }
    Verdict::Right
}

fn check_predict(ask: PredictAsk, step: &crate::proof::Step, text: &str) -> Verdict {
    match ask {
        PredictAsk::Delta | PredictAsk::Invariant => {
            let Some([n]) = numbers(text)
                .as_deref()
                .and_then(|v| <[i64; 1]>::try_from(v).ok())
            else {
                return Verdict::Unreadable(format!("`{}` is not a whole number", escape(text)));
            };
            let truth = match ask {
                PredictAsk::Delta => step.delta_inversions,
                _ => step.invariant as i64,
            };
            if n == truth {
                Verdict::Right
            } else if ask == PredictAsk::Delta && n.rem_euclid(2) != truth.rem_euclid(2) {
                Verdict::wrong(format!(
                    "{n:+} has the wrong parity: tile {} jumps over {} tile{}, and each pair it jumps changes the count by one.",
                    step.tile,
                    step.jumped.len(),
                    if step.jumped.len() == 1 { "" } else { "s" }
                ))
            } else {
                Verdict::wrong(format!("Not {n}."))
            }
        }
        PredictAsk::Parity => {
            let p = match text.to_ascii_lowercase().as_str() {
                "even" | "e" => Parity::Even,
                "odd" | "o" => Parity::Odd,
                _ => {
                    return Verdict::Unreadable(format!("`{}` is not even or odd", escape(text)));
                }
            };
            if p == step.invariant_parity {
                Verdict::Right
            } else {
                Verdict::wrong(format!("Not {}.", p.name()))
            }
        }
        PredictAsk::Jumped => {
            let mut given: Vec<i64> = if matches!(text.to_ascii_lowercase().as_str(), "none" | "-")
            {
                Vec::new()
            } else {
                match numbers(text) {
                    Some(v) if !v.is_empty() => v,
                    _ => {
                        return Verdict::Unreadable(format!(
                            "`{}` is not a list of tiles (or none)",
                            escape(text)
                        ));
                    }
                }
            };
            given.sort_unstable();
            let mut truth: Vec<i64> = step.jumped.iter().map(|&t| t as i64).collect();
            truth.sort_unstable();
            if given == truth {
                Verdict::Right
            } else if given.len() != truth.len() {
                Verdict::wrong(format!(
                    "You named {} tile{}; count the cells strictly between the tile's old and new place in reading order.",
                    given.len(),
                    if given.len() == 1 { "" } else { "s" }
                ))
            } else {
                Verdict::wrong("The right number of tiles, but not the right ones.")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    fn b(s: &str) -> Board {
        parse_board(s, None).unwrap()
    }

    fn table(s: &str) -> InversionTable {
        let board = b(s);
        let goal = Goal::new(Board::blank_last(board.width(), board.height()).unwrap());
        inversion_table(&board, &goal)
    }

    #[test]
    fn count_by_tile_points_at_the_first_wrong_tile() {
        // 7 2 4/5 0 6/8 3 1: counts 6 1 2 2 2 2 1 0, total 16.
        let t = table("7 2 4/5 0 6/8 3 1");
        assert_eq!(
            check_count(CountBy::Tile, &t, "6 1 2 2 2 2 1 0"),
            Verdict::Right
        );
        assert_eq!(
            check_count(CountBy::Tile, &t, "6,1,2,2,2,2,1,0"),
            Verdict::Right
        );
        match check_count(CountBy::Tile, &t, "6 1 3 2 2 2 1 0") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.starts_with("Tile 4 (the 3rd tile"), "{feedback}");
                assert!(feedback.contains("smaller: 3 1."), "{feedback}");
                assert!(!feedback.contains("Tile 7"), "{feedback}");
            }
            v => panic!("{v:?}"),
        }
        // The wrong count of a later tile is named, not an earlier one.
        match check_count(CountBy::Tile, &t, "6 1 2 2 2 2 1 1") {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.starts_with("Tile 1 "), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        assert!(matches!(
            check_count(CountBy::Tile, &t, "6 1 2"),
            Verdict::Unreadable(_)
        ));
        assert!(matches!(
            check_count(CountBy::Tile, &t, "six"),
            Verdict::Unreadable(_)
        ));
        // A right total is accepted; a wrong one asks for the tiles.
        assert_eq!(check_count(CountBy::Tile, &t, "16"), Verdict::Right);
        assert!(matches!(
            check_count(CountBy::Tile, &t, "15"),
            Verdict::Unreadable(_)
        ));
    }

    #[test]
    fn count_by_total_says_where_the_running_total_passes() {
        let t = table("7 2 4/5 0 6/8 3 1");
        assert_eq!(check_count(CountBy::Total, &t, "16"), Verdict::Right);
        match check_count(CountBy::Total, &t, "8") {
            // Running totals 6 7 9: 9 passes 8 at tile 4.
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.contains("at tile 4"), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        match check_count(CountBy::Total, &t, "20") {
            Verdict::Wrong { feedback, .. } => assert!(feedback.contains("too many"), "{feedback}"),
            v => panic!("{v:?}"),
        }
    }

    #[test]
    fn moves_name_an_illegal_move_and_show_the_board_reached() {
        let start = b("1 2 3/4 5 6/7 0 8");
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        assert_eq!(
            check_moves(&start, &Target::Goal, Some(1), &goal, "R"),
            Verdict::Right
        );
        // Tile numbers work too: tile 8 slides left.
        assert_eq!(
            check_moves(&start, &Target::Goal, None, &goal, "8"),
            Verdict::Right
        );
        match check_moves(&start, &Target::Goal, None, &goal, "U D D R") {
            Verdict::Wrong {
                feedback,
                board: Some(end),
            } => {
                assert!(
                    feedback.contains("move 3 (D): the blank is already in the bottom row"),
                    "{feedback}"
                );
                assert_eq!(end, start);
            }
            v => panic!("{v:?}"),
        }
        match check_moves(&start, &Target::Goal, None, &goal, "L") {
            Verdict::Wrong {
                feedback,
                board: Some(end),
            } => {
                assert!(feedback.contains("not the goal"), "{feedback}");
                assert_eq!(end, b("1 2 3/4 5 6/0 7 8"));
            }
            v => panic!("{v:?}"),
        }
        match check_moves(&start, &Target::Goal, None, &goal, "2") {
            Verdict::Wrong { feedback, .. } => {
                assert!(
                    feedback.contains("tile 2 is not next to the blank"),
                    "{feedback}"
                )
            }
            v => panic!("{v:?}"),
        }
        // Longer than allowed.
        assert!(matches!(
            check_moves(&start, &Target::Goal, Some(1), &goal, "RLR"),
            Verdict::Wrong { .. }
        ));
        assert!(matches!(
            check_moves(&start, &Target::Goal, None, &goal, "X"),
            Verdict::Unreadable(_)
        ));
        // A tile brought home.
        assert_eq!(
            check_moves(&start, &Target::Tile(8), None, &goal, "R"),
            Verdict::Right
        );
        assert_eq!(
            tile_home(&start, &Target::Tile(8), &goal).unwrap(),
            vec![Dir::Right]
        );
    }

    #[test]
    fn predictions_are_checked_against_the_traced_move() {
        let board = b("7 2 4/5 0 6/8 3 1");
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        // U: tile 2 slides down over 4 and 5: both pairs become inversions? 2 < 4, 2 < 5: +... computed.
        let t = crate::proof::trace_dirs(&board, &goal, &[Dir::Up]).unwrap();
        let step = &t.steps[0];
        let d = step.delta_inversions;
        assert_eq!(
            check_predict(PredictAsk::Delta, step, &format!("{d:+}")),
            Verdict::Right
        );
        assert_eq!(
            check_predict(PredictAsk::Delta, step, &d.to_string()),
            Verdict::Right
        );
        match check_predict(PredictAsk::Delta, step, &(d + 1).to_string()) {
            Verdict::Wrong { feedback, .. } => {
                assert!(feedback.contains("wrong parity"), "{feedback}")
            }
            v => panic!("{v:?}"),
        }
        assert_eq!(
            check_predict(PredictAsk::Jumped, step, "5 4"),
            Verdict::Right
        );
        assert!(matches!(
            check_predict(PredictAsk::Jumped, step, "4"),
            Verdict::Wrong { .. }
        ));
        let parity = step.invariant_parity.name();
        assert_eq!(
            check_predict(PredictAsk::Parity, step, parity),
            Verdict::Right
        );
        assert!(matches!(
            check_predict(PredictAsk::Parity, step, "maybe"),
            Verdict::Unreadable(_)
        ));
        let left = crate::proof::trace_dirs(&board, &goal, &[Dir::Left]).unwrap();
        assert_eq!(
            check_predict(PredictAsk::Jumped, &left.steps[0], "none"),
            Verdict::Right
        );
        assert_eq!(
            check_predict(PredictAsk::Delta, &left.steps[0], "0"),
            Verdict::Right
        );
    }
}
