//! Exercises: the student's answer is the work itself (a count, a move
//! sequence, a prediction, a choice of node), checked by the same library
//! code that computes the truth (`parity::inversion_table`,
//! `moves::resolve_prefix`, `proof::trace_dirs`, the search and its tree).
//!
//! Nothing here prints: [`compute`] builds the plain data of an exercise;
//! `lesson::exercise_check` ([`check`]) judges one answer.

use super::load::Source;
use super::said;

pub(crate) use super::next_node::FrontierNode;
use super::schema::{
    CountBy, Exercise, MAX_NEXT_NODE_AFTER, MovesExercise, NextNodeExercise, PredictAsk,
    PredictExercise, SearchRules,
};
use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use crate::i18n::{Arg, Msg, Words};
use crate::parity::{InversionTable, inversion_table};
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
    pub(crate) exercise: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) id: Option<String>,
    /// The lesson's own question, or the one made for the exercise (said in
    /// the student's language where it is shown; English in JSON).
    pub(crate) question: Words,
    pub(crate) board: Board,
    pub(crate) goal: Board,
    pub(crate) goal_name: &'static str,
    /// The hint, then the stronger hint (as many as the lesson gives).
    pub(crate) hints: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) explanation: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reveals: Option<String>,
    /// A right answer, as a student would type it.
    pub(crate) answer: String,
    /// What a student types, for the prompt: `8 counts, one per tile`.
    pub(crate) form: Msg,
    pub(crate) work: Work,
}

/// The kind-specific part of an exercise.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub(crate) enum Work {
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
        /// The invariant's name in English (the JSON's); its words are
        /// the rule's, said where it is shown.
        invariant_name: &'static str,
        #[serde(skip)]
        rule: crate::parity::Rule,
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
pub(crate) enum Target {
    Goal,
    Board(Board),
    /// This tile on its goal cell.
    Tile(u8),
}

/// Compute an exercise: its truth and the right answer.
pub(crate) fn compute(source: &Source, e: &Exercise) -> Result<ExerciseResult> {
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
        question: ask.question.map_or(Words::Msg(question), Words::Text),
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

type Parts = (Msg, String, Msg, Work);

fn count(setup: &super::setup::Setup, by: CountBy) -> Parts {
    let table = inversion_table(&setup.board, &setup.goal_cells);
    let n = table.rows.len();
    let (question, answer, form) = match by {
        CountBy::Tile => (
            crate::msg!("lesson-ex-count-tiles-question"),
            table
                .rows
                .iter()
                .map(|r| r.count.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            crate::msg!("lesson-ex-count-tiles-form", n = n),
        ),
        CountBy::Total => (
            crate::msg!("lesson-ex-count-total-question"),
            table.inversions.to_string(),
            crate::msg!("lesson-form-number"),
        ),
    };
    (question, answer, form, Work::Count { by, table })
}

fn moves(source: &Source, setup: &super::setup::Setup, m: &MovesExercise) -> Result<Parts> {
    let target = match (&m.to, m.tile) {
        (Some(_), Some(_)) => {
            return Err(said::at_field(
                "to, tile",
                crate::msg!("lessonfile-one-target"),
            ));
        }
        (Some(b), None) => {
            let b = source
                .board(b, m.goal.as_ref())
                .map_err(|e| e.context_said(crate::lesson::said::field("to")))?;
            if !b.same_size(&setup.board) {
                return Err(said::at_field(
                    "to",
                    crate::msg!(
                        "lessonfile-to-size",
                        size = b.size_name(),
                        expected = setup.board.size_name()
                    ),
                ));
            }
            Target::Board(b)
        }
        (None, Some(t)) => {
            if t == 0 || t as usize >= setup.board.cells() {
                return Err(said::at_field(
                    "tile",
                    crate::msg!(
                        "lessonfile-no-such-tile",
                        tile = t,
                        size = setup.board.size_name()
                    ),
                ));
            }
            Target::Tile(t)
        }
        (None, None) => Target::Goal,
    };
    let solution = shortest(setup, &target)?;
    if let Some(max) = m.max_moves
        && solution.len() > max
    {
        return Err(said::at_field(
            "max_moves",
            crate::msg!("lessonfile-max-moves", max = max, moves = solution.len()),
        ));
    }
    if solution.is_empty() {
        return Err(Error::problem(crate::msg!("lessonfile-nothing-to-do")));
    }
    let within: Arg = match m.max_moves {
        Some(max) => crate::msg!("lesson-ex-moves-within", max = max).into(),
        None => "".into(),
    };
    let question = match &target {
        Target::Goal => crate::msg!("lesson-ex-moves-goal", within = within.clone()),
        Target::Board(b) => crate::msg!(
            "lesson-ex-moves-board",
            board = b.to_line(),
            within = within.clone()
        ),
        Target::Tile(t) => crate::msg!(
            "lesson-ex-moves-tile",
            tile = t.to_string(),
            cell = crate::board::cell_name(setup.goal_cells.home(*t), setup.board.width()),
            within = within.clone()
        ),
    };
    Ok((
        question,
        crate::board::moves_to_string(&solution),
        crate::msg!("lesson-ex-moves-form"),
        Work::Moves {
            target,
            max_moves: m.max_moves,
            goal_cells: setup.goal_cells.clone(),
        },
    ))
}

pub(super) fn reached(board: &Board, target: &Target, goal: &Goal) -> bool {
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
        return Err(Error::problem(crate::msg!("lessonfile-target-unreachable")));
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
        Error::problem(crate::msg!(
            "lessonfile-shortest-stopped",
            stop = r.stop.name()
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
                return Err(said::at_field(
                    "tile",
                    crate::msg!("lessonfile-tile-too-far"),
                ));
            }
            if seen.insert(next.clone()) {
                let mut p = path.clone();
                p.push(d);
                queue.push_back((next, p));
            }
        }
    }
    Err(said::at_field("tile", crate::msg!("lessonfile-tile-never")))
}

fn predict(setup: &super::setup::Setup, p: &PredictExercise) -> Result<Parts> {
    let [dir] = p.mv.0[..] else {
        return Err(said::at_field(
            "move",
            crate::msg!("lessonfile-predict-one-move", moves = p.mv.text()),
        ));
    };
    let trace = crate::proof::trace_dirs(&setup.board, &setup.goal_cells, &[dir])?;
    if let Some(stop) = &trace.stopped {
        return Err(said::at_field("move", stop.error.said()));
    }
    let step = trace.steps[0].clone();
    let tile = step.tile;
    let (what, answer, form) = match p.ask {
        PredictAsk::Delta => (
            crate::msg!("lesson-ex-predict-delta"),
            format!("{:+}", step.delta_inversions),
            crate::msg!("lesson-ex-predict-delta-form"),
        ),
        PredictAsk::Invariant => (
            crate::msg!(
                "lesson-ex-predict-invariant",
                name = crate::proof::invariant_words(trace.rule)
            ),
            step.invariant.to_string(),
            crate::msg!("lesson-form-number"),
        ),
        PredictAsk::Parity => (
            crate::msg!(
                "lesson-ex-predict-parity",
                name = crate::proof::invariant_words(trace.rule)
            ),
            step.invariant_parity.name().to_string(),
            crate::msg!("lesson-form-even-odd"),
        ),
        PredictAsk::Jumped => (
            crate::msg!("lesson-ex-predict-jumped", tile = tile.to_string()),
            if step.jumped.is_empty() {
                "none".to_string()
            } else {
                step.jumped
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            },
            crate::msg!("lesson-ex-predict-jumped-form"),
        ),
    };
    let question = crate::msg!(
        "lesson-ex-predict-question",
        letter = dir.letter(),
        dir = direction_words(dir.name()),
        tile = tile.to_string(),
        slides = direction_words(step.tile_direction),
        what = what
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
            rule: trace.rule,
            step: Box::new(step),
        },
    ))
}

fn next_node(setup: &super::setup::Setup, n: &NextNodeExercise) -> Result<Parts> {
    let algo = n.algo.0;
    if !algo.properties().keeps_frontier {
        return Err(said::at_field(
            "algo",
            crate::msg!("lessonfile-next-node-algo", algo = algo.name()),
        ));
    }
    if n.after == 0 || n.after > MAX_NEXT_NODE_AFTER {
        return Err(said::at_field(
            "after",
            crate::msg!(
                "lessonfile-after-range",
                after = n.after,
                max = MAX_NEXT_NODE_AFTER
            ),
        ));
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
            said::at_field(
                "after",
                crate::msg!("lessonfile-after-ends", after = after, next = after + 1),
            )
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
        crate::msg!(
            "lesson-ex-next-rule-f",
            ties = super::next_node::ties_words(ties)
        )
    } else {
        crate::msg!("lesson-ex-next-rule-fifo")
    };
    Ok((
        crate::msg!(
            "lesson-ex-next-question",
            algo = super::next_node::algorithm_words(name),
            after = after,
            rule = rule
        ),
        next.to_string(),
        crate::msg!("lesson-ex-next-form", nodes = frontier.len()),
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

/// A direction (`up`, as `board::Dir` and the trace name it) in the
/// student's language.
fn direction_words(name: &str) -> Arg {
    match name {
        "up" => crate::msg!("lesson-dir-up").into(),
        "down" => crate::msg!("lesson-dir-down").into(),
        "left" => crate::msg!("lesson-dir-left").into(),
        "right" => crate::msg!("lesson-dir-right").into(),
        other => other.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    #[test]
    fn a_tile_is_brought_home_by_the_shortest_way() {
        let start = parse_board("1 2 3/4 5 6/7 0 8", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        assert_eq!(
            tile_home(&start, &Target::Tile(8), &goal).unwrap(),
            vec![Dir::Right]
        );
    }
}
