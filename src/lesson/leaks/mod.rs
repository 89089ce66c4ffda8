//! Answers given away: for every question of a lesson, what its answer is
//! and every form it takes when printed, and where a lesson shows it
//! before the answer is due.
//!
//! A student's sheet holds every question at once, and the interactive
//! page shows all its text at once: an answer printed anywhere a student
//! reads before answering is given away. Only a question's explanation
//! (shown once it is answered) and the steps held back until a question is
//! answered are read after. Two kinds of places are searched:
//!
//! - **Computed steps**, by computation ([`gives_away`]): a step gives a
//!   question's answer away when it is the quiz's truth step, or when it
//!   shows the same quantity (see [`shown`]): for a quiz, a value of the
//!   same kind about the same subject equal to the truth (`generated` of
//!   the same board and goal, whichever search step shows it); for a count
//!   exercise, an inversion count or table of the same board and goal that
//!   the exercise's checker accepts; for a moves exercise, a move sequence
//!   from its board that the checker accepts; for a prediction, the same
//!   move traced on the same board; for a next-node exercise, the node the
//!   same search from the same board expanded at the same place (a tree,
//!   or another next-node question's list of expanded nodes). Such a step
//!   is held back until the question is answered (`lesson::askfirst`).
//! - **Prose** (the lesson's title and summary, sections, `say:`, a step's
//!   `title:` and `text:`, a question's text and hints), by the forms of
//!   the answer ([`in_text`]): a count (a whole number equal to the answer
//!   that is not a board's cell, a name or a label, see [`prose`]; an
//!   answer of one digit only when it is signed like the answer or
//!   followed by its unit, `1 inversion`, `5 moves`, since a lone digit is
//!   everywhere); a list of counts as a run of numbers; a move string; a
//!   board in any notation (unless the question's own text offers it as a
//!   choice); a frontier node as `[3]` or `node 3`; a yes-or-no verdict as
//!   a sentence that names the question's board or heuristic and states
//!   the answer in the tool's words (`NOT consistent`, `unsolvable`); a
//!   parity as a sentence that names the board and the parity. Every
//!   candidate is judged by the question's own checker: a form is a leak
//!   when the checker would mark it right.

pub mod place;
pub(crate) mod prose;
pub mod report;
pub(crate) mod shown;
pub(crate) mod words;

use super::ask::{Question, Verdict};
use super::exercise::Work;
use super::result::StepResult;
use super::schema::PredictAsk;
use super::value::Val;
use crate::board::Board;
use prose::Scan;
use shown::{Shown, Subject};
use words::{Unit, Words};

/// What a question asks for, as the finder compares it.
#[derive(Debug, Clone)]
pub(crate) enum Wanted {
    /// A quiz: a value of a kind about a subject (its truth step's
    /// `field`), and the values that answer it whatever they are (an
    /// inversion count answers "is 26 the inversion count?").
    Value {
        truth: Option<usize>,
        field: String,
        subject: Subject,
        measure: String,
        value: Val,
        answered_by: Vec<(Subject, String)>,
    },
    /// A count exercise: the inversions of a board.
    Count {
        board: Board,
        goal: Board,
        tiles: usize,
    },
    /// A moves exercise from a board.
    Moves { board: Board },
    /// A prediction about one move.
    Predict { subject: Subject, ask: PredictAsk },
    /// A next-node exercise: the `k`-th node the search expands, and its
    /// number in the frontier.
    NextNode {
        start: Board,
        goal: Board,
        k: usize,
        board: Board,
        number: usize,
    },
}

/// A question of the lesson, with what it asks for.
#[derive(Debug, Clone)]
pub(crate) struct Asked<'a> {
    /// Its step (0-based).
    pub(crate) index: usize,
    pub(crate) question: Question<'a>,
    pub(crate) wanted: Wanted,
}

/// Every question of a lesson, in file order.
pub(crate) fn asked(results: &[StepResult]) -> Vec<Asked<'_>> {
    results
        .iter()
        .enumerate()
        .filter_map(|(index, r)| {
            let question = Question::of(r)?;
            let wanted = wanted(results, r)?;
            Some(Asked {
                index,
                question,
                wanted,
            })
        })
        .collect()
}

fn wanted(results: &[StepResult], r: &StepResult) -> Option<Wanted> {
    match r {
        StepResult::Quiz(q) => {
            let truth = results
                .iter()
                .position(|x| x.id() == Some(q.truth_step.as_str()));
            let found = truth.and_then(|t| {
                shown::shown(t, &results[t])
                    .into_iter()
                    .find_map(|s| match s {
                        Shown::Value {
                            field,
                            subject,
                            measure,
                            value,
                        } if field == q.truth_field && value == q.truth => Some((subject, measure)),
                        _ => None,
                    })
            });
            let (subject, measure) = found.unwrap_or_else(|| {
                (
                    Subject::Step(truth.unwrap_or(usize::MAX)),
                    q.truth_field.clone(),
                )
            });
            let answered_by = vec![];
            Some(Wanted::Value {
                truth,
                field: q.truth_field.clone(),
                subject,
                measure,
                value: q.truth.clone(),
                answered_by,
            })
        }
        StepResult::Exercise(e) => Some(match &e.work {
            Work::Count { table, .. } => Wanted::Count {
                board: e.board.clone(),
                goal: e.goal.clone(),
                tiles: table.rows.len(),
            },
            Work::Moves { .. } => Wanted::Moves {
                board: e.board.clone(),
            },
            Work::Predict { letter, ask, .. } => Wanted::Predict {
                subject: Subject::Move {
                    board: e.board.clone(),
                    goal: e.goal.clone(),
                    letter: *letter,
                },
                ask: *ask,
            },
            Work::NextNode {
                expanded,
                frontier,
                next,
                ..
            } => Wanted::NextNode {
                start: e.board.clone(),
                goal: e.goal.clone(),
                k: expanded.len() + 1,
                board: frontier.get(next.checked_sub(1)?)?.board.clone(),
                number: *next,
            },
        }),
        _ => None,
    }
}

fn right(a: &Asked, text: &str) -> bool {
    a.question.check(text) == Verdict::Right
}

/// A list as typed: `13 14 15`, or `none`.
fn typed_list(l: &[i64]) -> String {
    if l.is_empty() {
        "none".into()
    } else {
        l.iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A value as a student would type it.
fn typed(v: &Val) -> Option<String> {
    match v {
        Val::Num(n) => Some(n.to_string()),
        Val::Text(t) => Some(t.clone()),
        Val::List(l) => Some(typed_list(l)),
        Val::Moves(m) => Some(m.clone()),
        Val::Board(b) => Some(b.to_line()),
        _ => None,
    }
}

/// Whether one thing a step shows gives `a`'s answer away.
pub(crate) fn gives_away(s: &Shown, a: &Asked) -> bool {
    match (s, &a.wanted) {
        (
            Shown::Value {
                subject,
                measure,
                value,
                ..
            },
            Wanted::Value {
                subject: ts,
                measure: tm,
                value: tv,
                answered_by,
                ..
            },
        ) => {
            (subject == ts && measure == tm && value == tv)
                || answered_by
                    .iter()
                    .any(|(bs, bm)| bs == subject && bm == measure)
        }
        (
            Shown::Path { start, moves },
            Wanted::Value {
                value: Val::Moves(_),
                subject: Subject::Board { board, .. },
                ..
            },
        ) => start == board && right(a, moves),
        (
            Shown::Value {
                subject,
                measure,
                value,
                ..
            },
            Wanted::Count { board, goal, .. },
        ) => {
            let same =
                matches!(subject, Subject::Board { board: b, goal: g } if b == board && g == goal);
            same && (measure == "inversions" || measure == "counts")
                && typed(value).is_some_and(|t| right(a, &t))
        }
        (Shown::Path { start, moves }, Wanted::Moves { board }) => {
            start == board && right(a, moves)
        }
        (
            Shown::Value {
                subject,
                measure,
                value,
                ..
            },
            Wanted::Predict { subject: ps, ask },
        ) => {
            let kind = match ask {
                PredictAsk::Delta => "delta",
                PredictAsk::Invariant => "invariant",
                PredictAsk::Parity => "parity",
                PredictAsk::Jumped => "jumped",
            };
            subject == ps && measure == kind && typed(value).is_some_and(|t| right(a, &t))
        }
        (
            Shown::Expansion {
                start,
                goal,
                k,
                board,
            },
            Wanted::NextNode {
                start: s2,
                goal: g2,
                k: k2,
                board: b2,
                ..
            },
        ) => start == s2 && goal == g2 && k == k2 && board == b2,
        _ => false,
    }
}

/// Whether computed step `index` gives `a`'s answer away: it is the
/// quiz's truth step, one thing it shows does, or its own title or text
/// states it.
pub(crate) fn step_gives_away(
    results: &[StepResult],
    index: usize,
    shown: &[Shown],
    a: &Asked,
) -> bool {
    if let Wanted::Value { truth: Some(t), .. } = a.wanted
        && t == index
    {
        return true;
    }
    if shown.iter().any(|s| gives_away(s, a)) {
        return true;
    }
    common_text(&results[index])
        .iter()
        .any(|t| !in_text(t, a).is_empty())
}

/// A computed step's title and text.
pub(crate) fn common_text(r: &StepResult) -> Vec<&str> {
    common(r).map_or(vec![], |c| {
        c.title.iter().chain(&c.text).map(String::as_str).collect()
    })
}

/// What every computed step carries besides its result.
pub(crate) fn common(r: &StepResult) -> Option<&crate::lesson::result::Common> {
    Some(match r {
        StepResult::Board(x) => &x.common,
        StepResult::Inversions(x) => &x.common,
        StepResult::Solvable(x) => &x.common,
        StepResult::Trace(x) => &x.common,
        StepResult::Reduce(x) => &x.common,
        StepResult::Connect(x) => &x.common,
        StepResult::Verify(x) => &x.common,
        StepResult::Solve(x) => &x.common,
        StepResult::Tree(x) => &x.common,
        StepResult::Compare(x) => &x.common,
        StepResult::Heuristics(x) => &x.common,
        StepResult::Audit(x) => &x.common,
        StepResult::CostTable(x) => &x.common,
        _ => return None,
    })
}

/// The unit written after a count of this kind.
fn unit(a: &Asked) -> Option<Unit> {
    let measure = match &a.wanted {
        Wanted::Count { .. } => return Some(Unit::Inversions),
        Wanted::Value { measure, .. } => measure.as_str(),
        _ => return None,
    };
    let last = measure.rsplit('.').next().unwrap_or(measure);
    let head = measure.split('.').next().unwrap_or(measure);
    Some(match (head, last) {
        (
            _,
            "inversions" | "counts" | "relative_inversions" | "inversions_start" | "inversions_end",
        ) => Unit::Inversions,
        (
            _,
            "length" | "moves" | "max_depth" | "diameter" | "vertical_moves" | "horizontal_moves",
        ) => Unit::Moves,
        (
            _,
            "expanded" | "generated" | "selected" | "duplicates" | "max_frontier" | "max_stored",
        ) => Unit::Nodes,
        (_, "reached" | "states" | "expected" | "farthest") | ("overestimated", _) => Unit::Boards,
        (_, l) if l.ends_with("jumped_count") => Unit::Tiles,
        (_, l) if l.ends_with("parity_changes") => Unit::Times,
        ("violating_moves", _) => Unit::Moves,
        (_, l)
            if crate::heuristics::Heuristic::ALL
                .iter()
                .any(|h| h.name() == l) =>
        {
            Unit::Moves
        }
        _ => return None,
    })
}

/// Whether the text after a number starts with one of the unit's words.
fn unit_follows(after: &str, unit: Unit) -> bool {
    let t = after.trim_start().to_lowercase();
    Words::get()
        .unit(unit)
        .iter()
        .any(|w| prose::starts_with_word(&t, w))
}

fn board_of(text: &str) -> Option<Board> {
    crate::parse::parse_board(text, None).ok()
}

/// Where `text` gives `a`'s answer away, as byte ranges.
pub(crate) fn in_text(text: &str, a: &Asked) -> Vec<(usize, usize)> {
    let scan = Scan::new(text);
    let mut out = Vec::new();
    let numeric = matches!(
        &a.wanted,
        Wanted::Value {
            value: Val::Num(_),
            ..
        } | Wanted::Count { .. }
            | Wanted::Predict {
                ask: PredictAsk::Invariant,
                ..
            }
    );
    if numeric {
        let unit = unit(a);
        // The sentences that write the question's board: there a lone digit
        // is about it.
        let about: Vec<(usize, usize)> = match subject_board(a) {
            Some(b) => prose::sentences(text)
                .into_iter()
                .filter(|&(s, e, asks)| !asks && names_board(&scan, s, e, b))
                .map(|(s, e, _)| (s, e))
                .collect(),
            None => vec![],
        };
        for n in scan.counts().filter(|n| !n.signed) {
            let Some(v) = n.value else { continue };
            let readable = n.digits >= 2
                || unit.is_some_and(|u| unit_follows(&text[n.end..], u))
                || about.iter().any(|&(s, e)| n.start >= s && n.end <= e);
            if readable && right(a, &v.to_string()) {
                out.push((n.start, n.end));
            }
        }
    }
    match &a.wanted {
        Wanted::Count { tiles, .. } => {
            for r in scan.runs.iter().filter(|r| r.values.len() == *tiles) {
                if right(a, &typed_list(&r.values)) {
                    out.push((r.start, r.end));
                }
            }
        }
        Wanted::Predict {
            ask: PredictAsk::Jumped,
            ..
        } => {
            for r in &scan.runs {
                if right(a, &typed_list(&r.values)) {
                    out.push((r.start, r.end));
                }
            }
        }
        Wanted::Moves { .. }
        | Wanted::Value {
            value: Val::Moves(_),
            ..
        } => {
            for l in &scan.letters {
                if right(a, &l.moves) {
                    out.push((l.start, l.end));
                }
            }
            for r in scan.runs.iter().filter(|r| !r.slashed) {
                if right(a, &typed_list(&r.values)) {
                    out.push((r.start, r.end));
                }
            }
        }
        Wanted::Value {
            value: Val::Board(b),
            subject: Subject::Board { board, .. },
            ..
        } => {
            for (s, e, asks) in prose::sentences(text) {
                if asks || b == board || !names_board(&scan, s, e, board) {
                    continue;
                }
                for r in scan.runs.iter().filter(|r| r.start >= s && r.end <= e) {
                    if board_of(&r.text).as_ref() == Some(b) {
                        out.push((r.start, r.end));
                    }
                }
            }
        }
        Wanted::Predict {
            ask: PredictAsk::Delta,
            subject: Subject::Move { board, .. },
        } => {
            for (s, e, _) in prose::sentences(text) {
                if !names_board(&scan, s, e, board) {
                    continue;
                }
                for n in scan
                    .counts()
                    .filter(|n| n.signed && n.start >= s && n.end <= e)
                {
                    if n.value.is_some_and(|v| right(a, &format!("{v:+}"))) {
                        out.push((n.start, n.end));
                    }
                }
            }
        }
        Wanted::NextNode { number, .. } => {
            for n in &scan.numbers {
                if n.value != Some(*number as i64) {
                    continue;
                }
                let before = text[..n.start].trim_end_matches([' ', '#']).to_lowercase();
                let bracketed = text[..n.start].ends_with('[') && text[n.end..].starts_with(']');
                let named = Words::get()
                    .node
                    .iter()
                    .any(|w| prose::ends_with_word(&before, w));
                if bracketed || named {
                    out.push((n.start, n.end));
                }
            }
        }
        Wanted::Value {
            value: Val::Bool(yes),
            field,
            subject,
            ..
        } => out.extend(statements(text, &scan, field, subject, *yes)),
        Wanted::Predict {
            ask: PredictAsk::Parity,
            subject: Subject::Move { board, .. },
        } => {
            if let Some(word) = parity_answer(a) {
                let words: Vec<String> =
                    crate::i18n::Lang::all().iter().map(|&l| word(l)).collect();
                for (s, e, asks) in prose::sentences(text) {
                    if asks || !names_board(&scan, s, e, board) {
                        continue;
                    }
                    let tagged: Vec<(usize, &str)> =
                        words.iter().map(|w| (0, w.as_str())).collect();
                    for (ps, pe, _) in prose::phrases_in(&text[s..e], &tagged) {
                        out.push((s + ps, s + pe));
                    }
                }
            }
        }
        _ => {}
    }
    out.sort();
    out.dedup();
    out
}

/// The parity word a parity prediction's answer is.
fn parity_answer(a: &Asked) -> Option<fn(crate::i18n::Lang) -> String> {
    if right(a, "even") {
        Some(|l| crate::msg!("lesson-parity-even").say(l))
    } else if right(a, "odd") {
        Some(|l| crate::msg!("lesson-parity-odd").say(l))
    } else {
        None
    }
}

/// The board a question is about, if it is about one board.
fn subject_board<'a>(a: &'a Asked) -> Option<&'a Board> {
    match &a.wanted {
        Wanted::Value {
            subject: Subject::Board { board, .. },
            ..
        }
        | Wanted::Count { board, .. } => Some(board),
        _ => None,
    }
}

/// Whether the sentence `s..e` writes `board` (in any notation).
fn names_board(scan: &Scan, s: usize, e: usize, board: &Board) -> bool {
    scan.runs
        .iter()
        .any(|r| r.start >= s && r.end <= e && board_of(&r.text).as_ref() == Some(board))
}

/// The names of the heuristic a field is about (`consistent.seed-h6`:
/// `seed-h6`, `seed h6`, `H6`).
fn heuristic_names(field: &str) -> Vec<String> {
    let Some(name) = field.split_once('.').map(|(_, n)| n) else {
        return vec![];
    };
    let Some(h) = crate::heuristics::Heuristic::ALL
        .iter()
        .chain(&[
            crate::heuristics::Heuristic::MisplacedWithBlank,
            crate::heuristics::Heuristic::LinearConflictPairs,
        ])
        .find(|h| h.name() == name)
    else {
        return vec![];
    };
    let mut names = vec![h.name().to_string(), h.name().replace('-', " ")];
    if let Some(l) = h.seed_label() {
        names.push(l.to_lowercase());
    }
    names
}

/// Sentences that state a yes-or-no answer: they name the subject (its
/// board, or the heuristic of the field) and say `yes` or `no` in the
/// tool's words for the field (a question's sentence states nothing).
fn statements(
    text: &str,
    scan: &Scan,
    field: &str,
    subject: &Subject,
    yes: bool,
) -> Vec<(usize, usize)> {
    let Some((say_yes, say_no)) = Words::get().statement(field) else {
        return vec![];
    };
    let names = heuristic_names(field);
    let tagged: Vec<(usize, &str)> = say_yes
        .iter()
        .map(|w| (1, w.as_str()))
        .chain(say_no.iter().map(|w| (0, w.as_str())))
        .collect();
    let mut out = Vec::new();
    for (s, e, asks) in prose::sentences(text) {
        if asks {
            continue;
        }
        let sentence = &text[s..e];
        let named = match subject {
            Subject::Board { board, .. } if names.is_empty() => names_board(scan, s, e, board),
            _ => {
                let tagged: Vec<(usize, &str)> = names.iter().map(|n| (0, n.as_str())).collect();
                !names.is_empty() && !prose::phrases_in(sentence, &tagged).is_empty()
            }
        };
        if !named {
            continue;
        }
        for (ps, pe, tag) in prose::phrases_in(sentence, &tagged) {
            let said_yes = (tag == 1) != prose::negated(sentence, ps);
            if said_yes == yes {
                out.push((s + ps, s + pe));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
