//! What a computed step shows, as quantities: a value of a kind (an
//! inversion count, a solution's length, a count of expanded nodes, a
//! heuristic's value, a verdict…) about a subject (a board against a goal,
//! a move made on a board, every board of a size), a move sequence from a
//! board, or the node a search expanded k-th. A question asks for one such
//! quantity; a step gives its answer away when it shows the same quantity
//! (see [`super::gives_away`]).

use crate::board::Board;
use crate::lesson::result::StepResult;
use crate::lesson::value::Val;

/// What a quantity is about.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Subject {
    /// A board, against a goal.
    Board { board: Board, goal: Board },
    /// One move (the blank's direction) made on a board, against a goal.
    Move {
        board: Board,
        goal: Board,
        letter: char,
    },
    /// Every board of the goal's size, against the goal.
    Space { goal: Board },
    /// One step's own value: no other step shows the same thing.
    Step(usize),
}

/// One thing a step shows.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Shown {
    /// A value of a kind (`measure`) about a subject; `field` is the name
    /// a lesson gives it (`expect:`, a quiz's `truth.field`).
    Value {
        field: String,
        subject: Subject,
        measure: String,
        value: Val,
    },
    /// A move sequence played from a board.
    Path { start: Board, moves: String },
    /// The `k`-th node (1: the root) a search from `start` expanded.
    Expansion {
        start: Board,
        goal: Board,
        k: usize,
        board: Board,
    },
}

/// The kind of a value, whatever step shows it: the same search count
/// under every algorithm of a comparison (`bfs.generated` is `generated`),
/// a solution's length and a distance alike (`length`), the reachable
/// boards of a space (`reached`, an audit's `states`), its largest
/// distance (`max_depth`, an audit's `diameter`).
pub(crate) fn measure(field: &str) -> String {
    let last = field.rsplit('.').next().unwrap_or(field);
    let search = [
        "solved",
        "length",
        "moves",
        "expanded",
        "generated",
        "selected",
        "duplicates",
        "max_frontier",
        "max_stored",
        "branching",
    ];
    let base = if search.contains(&last) { last } else { field };
    match base {
        "distance" => "length".into(),
        other => other.into(),
    }
}

struct Out {
    items: Vec<Shown>,
}

impl Out {
    fn value(&mut self, field: &str, subject: &Subject, value: Val) {
        self.items.push(Shown::Value {
            field: field.to_string(),
            subject: subject.clone(),
            measure: measure(field),
            value,
        });
    }
    fn num(&mut self, field: &str, subject: &Subject, n: impl TryInto<i64>) {
        self.value(field, subject, Val::Num(n.try_into().unwrap_or(i64::MAX)));
    }
    fn path(&mut self, start: &Board, moves: &[crate::board::Dir]) {
        if !moves.is_empty() {
            self.items.push(Shown::Path {
                start: start.clone(),
                moves: crate::board::moves_to_string(moves),
            });
        }
    }
}

fn board_subject(board: &Board, goal: &Board) -> Subject {
    Subject::Board {
        board: board.clone(),
        goal: goal.clone(),
    }
}

/// A reduction: where a board ends, its class and count, and its moves.
fn reduction(out: &mut Out, red: &crate::reduce::Reduction) {
    let s = board_subject(&red.start, &red.goal);
    out.value("target", &s, Val::Board(red.target.clone()));
    out.value("class", &s, Val::Text(red.prediction.class.name().into()));
    out.num("inversions", &s, red.prediction.relative_inversions);
    out.path(&red.start, &red.moves);
}

/// A search's counts and path, as `search_claims` names them.
fn search(
    out: &mut Out,
    prefix: &str,
    subject: &Subject,
    start: &Board,
    r: &crate::search::SearchResult,
) {
    let s = &r.stats;
    out.value(&format!("{prefix}solved"), subject, Val::Bool(r.solved()));
    if let Some(path) = &r.path {
        out.num(&format!("{prefix}length"), subject, path.len());
        out.value(
            &format!("{prefix}moves"),
            subject,
            Val::Moves(crate::board::moves_to_string(path)),
        );
        out.path(start, path);
    }
    out.num(&format!("{prefix}expanded"), subject, s.expanded);
    out.num(&format!("{prefix}generated"), subject, s.generated);
    out.num(&format!("{prefix}selected"), subject, s.selected);
    out.num(&format!("{prefix}duplicates"), subject, s.duplicates);
    out.num(&format!("{prefix}max_frontier"), subject, s.max_frontier);
    out.num(&format!("{prefix}max_stored"), subject, s.max_stored);
}

/// Everything step `index` shows. Questions show nothing here (what a
/// question's own display shows is [`display`]).
pub(crate) fn shown(index: usize, r: &StepResult) -> Vec<Shown> {
    let mut out = Out { items: Vec::new() };
    // Every claim of the step, about the step itself: a quiz's truth is
    // found among them even when no other step can show it.
    let own = Subject::Step(index);
    match r {
        StepResult::Section { .. }
        | StepResult::Say { .. }
        | StepResult::Quiz(_)
        | StepResult::Exercise(_)
        | StepResult::Board(_) => {}
        StepResult::Inversions(x) => {
            let s = board_subject(&x.setup.board, &x.setup.goal);
            out.num("inversions", &s, x.table.inversions);
            out.value("parity", &s, Val::Text(x.table.parity.name().into()));
            out.value(
                "counts",
                &s,
                Val::List(x.table.rows.iter().map(|t| t.count as i64).collect()),
            );
        }
        StepResult::Solvable(x) => {
            let s = board_subject(&x.setup.board, &x.setup.goal);
            out.value("solvable", &s, Val::Bool(x.verdict.solvable));
            out.num("inversions", &s, x.verdict.relative_inversions);
        }
        StepResult::Trace(x) => {
            let t = &x.trace;
            let goal = &t.goal;
            let mut before = x.board.clone();
            out.num(
                "inversions",
                &board_subject(&before, goal),
                t.start.inversions,
            );
            for m in &t.steps {
                let s = Subject::Move {
                    board: before.clone(),
                    goal: goal.clone(),
                    letter: m.letter,
                };
                out.num("delta", &s, m.delta_inversions);
                out.num("invariant", &s, m.invariant);
                out.value(
                    "parity",
                    &s,
                    Val::Text(m.invariant_parity.name().to_string()),
                );
                out.value(
                    "jumped",
                    &s,
                    Val::List(m.jumped.iter().map(|&j| j as i64).collect()),
                );
                out.num("inversions", &board_subject(&m.board, goal), m.inversions);
                before = m.board.clone();
            }
            let dirs: Vec<_> = t.steps.iter().map(|m| m.dir).collect();
            out.path(&x.board, &dirs);
        }
        StepResult::Reduce(x) => reduction(&mut out, &x.reduction),
        StepResult::Connect(x) => {
            let s = board_subject(&x.from, &x.to);
            if let Some(p) = &x.path {
                out.num("length", &s, p.length);
                out.path(&x.from, &p.moves);
            }
            // Two boards of different classes: each one's reduction.
            for red in x.apart.iter().flat_map(|(a, b)| [a, b]) {
                reduction(&mut out, red);
            }
        }
        StepResult::Verify(x) => {
            let v = &x.report;
            let s = Subject::Space {
                goal: v.goal.clone(),
            };
            out.num("reached", &s, v.reached);
            out.num("max_depth", &s, v.max_depth);
            out.num("farthest", &s, v.by_depth.last().copied().unwrap_or(0));
        }
        StepResult::Solve(x) => {
            let s = board_subject(&x.setup.board, &x.setup.goal);
            search(&mut out, "", &s, &x.setup.board, &x.result);
            // The views print the heuristic's value at the start.
            if let Some(h) = x.result.options.used_heuristic() {
                out.num(h.name(), &s, h.value(&x.setup.board, &x.setup.goal_cells));
            }
        }
        StepResult::Tree(x) => {
            let s = board_subject(&x.setup.board, &x.setup.goal);
            search(&mut out, "", &s, &x.setup.board, &x.result);
            for n in x.tree.expansion_order() {
                if let Some(k) = n.expanded {
                    out.items.push(Shown::Expansion {
                        start: x.setup.board.clone(),
                        goal: x.setup.goal.clone(),
                        k: k as usize,
                        board: x.tree.board(n),
                    });
                }
            }
        }
        StepResult::Compare(x) => {
            let s = board_subject(&x.setup.board, &x.setup.goal);
            for c in &x.results {
                search(
                    &mut out,
                    &format!("{}.", c.name),
                    &s,
                    &x.setup.board,
                    &c.result,
                );
            }
        }
        StepResult::Heuristics(x) => {
            let s = board_subject(&x.setup.board, &x.setup.goal);
            for v in &x.values {
                out.num(v.name, &s, v.value);
            }
            if let Some(d) = x.distance {
                out.num("distance", &s, d);
                for v in &x.values {
                    out.value(
                        &format!("admissible.{}", v.name),
                        &s,
                        Val::Bool(v.value <= d),
                    );
                }
            }
        }
        StepResult::Audit(x) => {
            let goal = x.goal_cells.board();
            let space = Subject::Space { goal: goal.clone() };
            if let crate::lab::audit::Coverage::Exhaustive {
                states, diameter, ..
            } = &x.audit.coverage
            {
                for (field, kind, n) in [
                    ("states", "reached", *states),
                    ("diameter", "max_depth", *diameter as u64),
                ] {
                    out.items.push(Shown::Value {
                        field: field.into(),
                        subject: space.clone(),
                        measure: kind.into(),
                        value: Val::Num(n as i64),
                    });
                }
            }
            for h in &x.audit.heuristics {
                let n = h.heuristic.name();
                if let Some(w) = &h.worst {
                    let s = board_subject(&w.board, goal);
                    out.num(n, &s, w.h);
                    out.num("distance", &s, w.distance);
                }
                if let Some(v) = &h.violation {
                    out.num(n, &board_subject(&v.board, goal), v.h_before);
                    out.num(n, &board_subject(&v.after, goal), v.h_after);
                }
            }
        }
        StepResult::CostTable(_) => {}
    }
    // Every claim the step makes, about the step itself (what a quiz's
    // truth names when no subject above has it).
    for (field, value) in r.claims() {
        let known = out
            .items
            .iter()
            .any(|s| matches!(s, Shown::Value { field: f, .. } if *f == field));
        if !known {
            out.items.push(Shown::Value {
                measure: field.clone(),
                field,
                subject: own.clone(),
                value,
            });
        }
    }
    out.items
}

/// What a question's own display shows besides its text: the nodes a
/// next-node exercise says were expanded so far.
pub(crate) fn display(r: &StepResult) -> Vec<Shown> {
    let StepResult::Exercise(e) = r else {
        return Vec::new();
    };
    let crate::lesson::exercise::Work::NextNode { expanded, .. } = &e.work else {
        return Vec::new();
    };
    expanded
        .iter()
        .enumerate()
        .map(|(k, b)| Shown::Expansion {
            start: e.board.clone(),
            goal: e.goal.clone(),
            k: k + 1,
            board: b.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kind_is_the_same_under_every_name() {
        assert_eq!(measure("bfs.generated"), "generated");
        assert_eq!(measure("generated"), "generated");
        assert_eq!(measure("distance"), "length");
        assert_eq!(measure("admissible.seed-h6"), "admissible.seed-h6");
        assert_eq!(
            measure("overestimated.linear-conflict-pairs"),
            "overestimated.linear-conflict-pairs"
        );
    }
}
