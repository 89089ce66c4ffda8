//! The whole-lesson work budget.
//!
//! Before a lesson's steps run, each step's work is estimated from its
//! parameters and limits, in *work units*: one unit is about one search
//! node generated, one state of a state space visited, or one board
//! operation. The estimate is an upper bound taken from the step's own
//! limits (a search's `max_nodes`, a state space's size, a cost table's
//! boards times its node limits), so it never depends on the machine's
//! speed and a lesson that fits is never stopped half-way. A lesson whose
//! steps add up to more than the budget is refused before anything runs,
//! naming the step where the budget runs out. `lesson check` and
//! `lesson run` take `--budget UNITS` to raise (or lower) it.

use super::load::Source;
use super::said;
use super::schema::Exercise;
use super::schema::{
    BoardRef, COST_ASTAR_NODES, DEFAULT_COST_IDS_NODES, DEFAULT_SEARCH_NODES, Lesson,
    MAX_AUDIT_CELLS, MAX_COST_COUNT, MAX_COST_DEPTH, MAX_COST_IDS_NODES, MAX_SEARCH_NODES,
    MAX_VERIFY_CELLS, RANDOM_DISTANCE_NODES, Step,
};
use crate::error::{Error, Result};

/// The budget when none is given: room for the costliest built-in lesson
/// (`08-why-15-is-hard`, about 136,000,000 units for its cost table), and
/// less than 2,000 `verify` steps or 200 searches of a million nodes.
pub const DEFAULT_BUDGET: u64 = 150_000_000;

/// The most nodes A* can generate on an 8-puzzle board: every one of the
/// 9!/2 reachable states expanded once, four moves each.
const ASTAR_3X3_NODES: u64 = 4 * 181_440;

/// Heuristics an `audit:` step checks when it names none (H1-H6 and the
/// two faulty variants).
const AUDIT_DEFAULT_HEURISTICS: u64 = 8;
/// A* columns a cost table always has (misplaced and manhattan).
const COST_TABLE_BASE_ASTAR: u64 = 2;

fn cells_of(board: &BoardRef) -> u64 {
    match board {
        BoardRef::Inline(b) => b.cells() as u64,
        // Unknown until read; lessons' board files are small boards.
        BoardRef::File(_) => 16,
        BoardRef::Random(r) => (r.size.0 * r.size.1) as u64,
    }
}

/// The work of drawing a step's seeded random boards: a random walk of
/// its moves; for `distance:` the state space of a board of at most
/// [`TABLE_CELLS`](crate::random::oracle::TABLE_CELLS) cells (breadth-first,
/// four moves a state), else the optimal solver's node limit.
fn draw_cost(board: &BoardRef) -> u64 {
    let BoardRef::Random(r) = board else {
        return 0;
    };
    let cells = (r.size.0 * r.size.1) as u64;
    match (r.moves, r.distance) {
        (Some(n), _) => n as u64 + cells,
        (None, Some(_)) if cells <= crate::random::oracle::TABLE_CELLS as u64 => {
            (factorial(cells) / 2).saturating_mul(4)
        }
        (None, Some(_)) => RANDOM_DISTANCE_NODES,
        (None, None) => cells.pow(2),
    }
}

/// Every board a step names.
fn boards(step: &Step) -> Vec<&BoardRef> {
    match step {
        Step::Section(_) | Step::Say(_) | Step::Verify(_) | Step::Audit(_) | Step::CostTable(_) => {
            vec![]
        }
        Step::Quiz(q) => q.board.iter().collect(),
        Step::Board(s) => vec![&s.board],
        Step::Inversions(s) => vec![&s.board],
        Step::Solvable(s) => vec![&s.board],
        Step::Trace(s) => vec![&s.board],
        Step::Reduce(s) => vec![&s.board],
        Step::Connect(s) => vec![&s.from, &s.to],
        Step::Solve(s) => vec![&s.board],
        Step::Tree(s) => vec![&s.board],
        Step::Compare(s) => vec![&s.board],
        Step::Heuristics(s) => vec![&s.board],
        Step::Exercise(e) => match &**e {
            Exercise::Count(x) => vec![&x.board],
            Exercise::Moves(x) => std::iter::once(&x.board).chain(x.to.iter()).collect(),
            Exercise::Predict(x) => vec![&x.board],
            Exercise::NextNode(x) => vec![&x.board],
        },
    }
}

fn factorial(n: u64) -> u64 {
    (1..=n).fold(1u64, |a, k| a.saturating_mul(k))
}

fn size_cells(size: &str) -> u64 {
    crate::parse::parse_size(size)
        .map(|(w, h)| (w * h) as u64)
        .unwrap_or(0)
}

/// Whether a step breaks its own limits (a search over `MAX_SEARCH_NODES`,
/// a state space too big): such a step is refused with its own message
/// when it runs, so it adds nothing to the budget.
fn over_own_limits(step: &Step) -> bool {
    let search = |n: Option<u64>| n.is_some_and(|n| n > MAX_SEARCH_NODES);
    match step {
        Step::Verify(s) => size_cells(&s.size) > MAX_VERIFY_CELLS as u64,
        Step::Audit(s) => s
            .size
            .as_deref()
            .is_some_and(|z| size_cells(z) > MAX_AUDIT_CELLS as u64),
        Step::CostTable(s) => {
            s.count > MAX_COST_COUNT
                || s.max_depth > MAX_COST_DEPTH
                || s.ids_max_nodes.is_some_and(|n| n > MAX_COST_IDS_NODES)
        }
        Step::Solve(s) => search(s.max_nodes),
        Step::Tree(s) => search(s.max_nodes),
        Step::Compare(s) => search(s.max_nodes),
        _ => false,
    }
}

/// The estimated work of one step, in work units (at least 1).
pub(crate) fn cost(step: &Step) -> u64 {
    if over_own_limits(step) {
        return 1;
    }
    let units = match step {
        Step::Section(_) | Step::Say(_) | Step::Quiz(_) => 1,
        // The truth of an exercise: a count or one move's changes (n^2), a
        // target's shortest distance (the moves exercise checks "at most N
        // moves" against a search), or a search run to its `after`-th
        // expansion (each expansion generates at most 4 nodes).
        Step::Exercise(e) => match &**e {
            Exercise::Count(x) => cells_of(&x.board).pow(2),
            Exercise::Predict(x) => (x.mv.0.len() as u64 + 1) * cells_of(&x.board).pow(2),
            Exercise::Moves(_) => DEFAULT_SEARCH_NODES,
            Exercise::NextNode(x) => x.after.saturating_add(1).saturating_mul(4),
        },
        Step::Board(s) => cells_of(&s.board),
        Step::Inversions(s) => cells_of(&s.board).pow(2),
        Step::Solvable(s) => cells_of(&s.board).pow(2),
        Step::Trace(s) => (s.moves.0.len() as u64 + 1) * cells_of(&s.board).pow(2),
        // The reduction makes O(n^1.5) moves, each checked: n^3 bounds it.
        Step::Reduce(s) => cells_of(&s.board).pow(3),
        Step::Connect(s) => 2 * cells_of(&s.from).pow(3),
        // Every arrangement's verdict, (W·H)!, and a breadth-first search
        // expanding each of the (W·H)!/2 reachable ones with up to 4 moves.
        Step::Verify(s) => factorial(size_cells(&s.size)).saturating_mul(3),
        Step::Solve(s) => s.max_nodes.unwrap_or(DEFAULT_SEARCH_NODES),
        Step::Tree(s) => s.max_nodes.unwrap_or(DEFAULT_SEARCH_NODES),
        Step::Compare(s) => {
            (s.algos.len() as u64).saturating_mul(s.max_nodes.unwrap_or(DEFAULT_SEARCH_NODES))
        }
        Step::Heuristics(s) => {
            let list = s.heuristics.as_ref().map(|l| l.len()).unwrap_or(6) as u64;
            let values = list * cells_of(&s.board).pow(2);
            if s.distance {
                values + DEFAULT_SEARCH_NODES
            } else {
                values
            }
        }
        // Every solvable state, (W·H)!/2, once per heuristic audited.
        Step::Audit(s) => {
            let cells = s.size.as_deref().map(size_cells).unwrap_or(9);
            let list = s
                .heuristics
                .as_ref()
                .map(|l| l.len() as u64)
                .unwrap_or(AUDIT_DEFAULT_HEURISTICS);
            (factorial(cells) / 2).saturating_mul(list.max(1))
        }
        // Per row (depth d) and board: IDS generates at most 3^d nodes (the
        // 8-puzzle's branching factor is below 3) and never more than its
        // node limit; A* at most 2^d per heuristic column, and never more
        // than its limit or the whole 8-puzzle.
        Step::CostTable(s) => {
            let ids_limit = if s.ids {
                s.ids_max_nodes.unwrap_or(DEFAULT_COST_IDS_NODES)
            } else {
                0
            };
            let columns =
                COST_TABLE_BASE_ASTAR + s.heuristics.as_ref().map(|h| h.len() as u64).unwrap_or(0);
            let astar_limit = COST_ASTAR_NODES.min(ASTAR_3X3_NODES);
            let per_board: u64 = (1..=s.max_depth / 2)
                .map(|k| {
                    let d = 2 * k;
                    let ids = 3u64.saturating_pow(d).min(ids_limit);
                    let astar = 2u64.saturating_pow(d).min(astar_limit);
                    ids.saturating_add(columns.saturating_mul(astar))
                })
                .fold(0u64, u64::saturating_add);
            (s.count as u64).saturating_mul(per_board)
        }
    };
    let drawing = boards(step)
        .into_iter()
        .fold(0u64, |a, b| a.saturating_add(draw_cost(b)));
    units.saturating_add(drawing).max(1)
}

/// The estimated work of a whole lesson.
pub(crate) fn total(lesson: &Lesson) -> u64 {
    lesson
        .steps
        .iter()
        .fold(0u64, |a, s| a.saturating_add(cost(s)))
}

/// Refuse a lesson whose steps add up to more than `budget` work units,
/// naming the step where the budget runs out.
pub fn check(source: &Source, lesson: &Lesson, budget: u64) -> Result<()> {
    let mut spent = 0u64;
    for (i, step) in lesson.steps.iter().enumerate() {
        let c = cost(step);
        spent = spent.saturating_add(c);
        if spent > budget {
            return Err(Error::problem(crate::msg!(
                "lessonfile-over-budget",
                budget = said::count(budget),
                step_cost = said::count(c),
                spent = said::count(spent),
                total = said::count(total(lesson))
            ))
            .context_said(said::step(i + 1, step.kind()))
            .context(&source.file));
        }
    }
    Ok(())
}

/// `200000000` as `200,000,000`.
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::builtin;

    #[test]
    fn every_builtin_lesson_fits_the_default_budget() {
        for (name, _) in builtin::LESSONS {
            let s = Source::builtin(name).unwrap();
            let l = s.parse().unwrap();
            assert!(
                check(&s, &l, DEFAULT_BUDGET).is_ok(),
                "{name}: {}",
                total(&l)
            );
        }
    }

    #[test]
    fn many_verify_steps_are_refused_at_the_step_that_runs_out() {
        let mut text =
            String::from("format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n");
        for _ in 0..2000 {
            text.push_str("  - verify: {size: 3x3}\n");
        }
        let s = Source {
            name: "t".into(),
            file: "t.yaml".into(),
            dir: None,
            text,
            builtin: false,
            translations: Vec::new(),
            translated: None,
            student: None,
        };
        let l = s.parse().unwrap();
        let e = check(&s, &l, DEFAULT_BUDGET).unwrap_err().to_string();
        // 3 x 9! = 1,088,640 units a step: the 138th step passes
        // 150,000,000.
        assert!(e.starts_with("t.yaml: step 138 (verify): refused"), "{e}");
        assert!(check(&s, &l, total(&l)).is_ok());
    }

    #[test]
    fn grouping() {
        assert_eq!(group(0), "0");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(200_000_000), "200,000,000");
    }
}
