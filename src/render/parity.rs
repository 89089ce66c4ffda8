//! Text renderers for inversion tables and verdicts.

use super::{Palette, grid};
use crate::board::{Board, Goal, GoalSpec};
use crate::parity::{InversionTable, Rule, Verdict};
use std::fmt::Write as _;

/// The heading line naming the board's size and goal.
pub fn goal_line(goal: &Goal, spec: &GoalSpec) -> String {
    let b = goal.board();
    match spec {
        GoalSpec::Board(_) => format!("goal {} (explicit)", b.to_line()),
        _ => format!("goal {} ({})", b.to_line(), spec.name()),
    }
}

/// The first line of every board command: `Board 3x3, goal 1 2 3/... (blank-last)`.
pub fn board_heading(board: &Board, goal: &Goal, spec: &GoalSpec, p: Palette) -> String {
    format!(
        "{} {}, {}",
        p.heading("Board"),
        board.size_name(),
        goal_line(goal, spec)
    )
}

/// The heading and the board's grid below it (the grid ends with a newline).
pub fn board_block(board: &Board, goal: &Goal, spec: &GoalSpec, p: Palette) -> String {
    format!(
        "{}\n{}",
        board_heading(board, goal, spec, p),
        grid(board, p, &[])
    )
}

/// How tiles are relabelled for a goal other than blank-last.
pub fn relabel_note(goal: &Goal) -> String {
    let order: Vec<String> = goal
        .board()
        .tiles()
        .iter()
        .filter(|&&t| t != 0)
        .map(|&t| format!("{t}→{}", goal.rank(t)))
        .collect();
    format!(
        "The goal does not read 1, 2, 3, … so each tile is relabelled by its place in the goal's reading order ({}); a pair is an inversion when the labels stand in the wrong order. Tiles are shown as `tile(label)`.",
        order.join(", ")
    )
}

/// The inversion table (as the Burmese tutorial draws it): tile, the smaller tiles after it, count, running total.
pub fn inversion_table(table: &InversionTable, goal: &Goal, palette: Palette) -> String {
    let mut s = String::new();
    let show = |t: u8| -> String {
        if table.relabelled {
            format!("{t}({})", goal.rank(t))
        } else {
            t.to_string()
        }
    };
    let order: Vec<String> = table.rows.iter().map(|r| show(r.tile)).collect();
    let _ = writeln!(
        s,
        "Reading order (row by row, blank left out): {}",
        order.join(" ")
    );
    if table.relabelled {
        let _ = writeln!(s, "{}", relabel_note(goal));
    }
    let _ = writeln!(s);
    let after_heading = if table.relabelled {
        "after it with a smaller label"
    } else {
        "smaller tiles after it"
    };
    let tile_w = order
        .iter()
        .map(|o| o.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let after: Vec<String> = table
        .rows
        .iter()
        .map(|r| {
            if r.smaller_after.is_empty() {
                "-".to_string()
            } else {
                r.smaller_after
                    .iter()
                    .map(|&t| show(t))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        })
        .collect();
    let after_w = after
        .iter()
        .map(|a| a.chars().count())
        .max()
        .unwrap_or(0)
        .max(after_heading.len());
    let _ = writeln!(
        s,
        "{:>tile_w$}  {:<after_w$}  {:>5}  {:>7}",
        "tile", after_heading, "count", "running"
    );
    for (row, a) in table.rows.iter().zip(&after) {
        let _ = writeln!(
            s,
            "{:>tile_w$}  {:<after_w$}  {:>5}  {:>7}",
            show(row.tile),
            a,
            row.count,
            row.running
        );
    }
    let sum: Vec<String> = table.rows.iter().map(|r| r.count.to_string()).collect();
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "Total: {} = {} inversion{}, {}.",
        sum.join("+"),
        palette.number(&table.inversions.to_string()),
        if table.inversions == 1 { "" } else { "s" },
        table.parity
    );
    s
}

/// The verdict with its rule, the numbers for board and goal, and a fix.
pub fn verdict(v: &Verdict, board: &Board, goal: &Goal, palette: Palette) -> String {
    let mut s = String::new();
    let w = board.width();
    let rule = match v.rule {
        Rule::OddWidth => format!("odd width ({w}): the inversion parity decides"),
        Rule::EvenWidth => format!(
            "even width ({w}): inversions + the blank's row distance to the goal's blank row decide"
        ),
        Rule::Thin => format!(
            "a board {}x{}: the order of the tiles decides",
            w,
            board.height()
        ),
    };
    let _ = writeln!(s, "Rule: {rule}.");
    let _ = writeln!(s, "{}", v.rule.why(w));
    let _ = writeln!(s);
    match v.rule {
        Rule::Thin => {
            let order = |b: &Board| {
                b.tiles()
                    .iter()
                    .filter(|&&t| t != 0)
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let _ = writeln!(s, "Tile order of the board: {}", order(board));
            let _ = writeln!(s, "Tile order of the goal:  {}", order(goal.board()));
            // Show that parity does not decide here: an even relative count
            // with the wrong order.
            if !v.solvable && v.relative_inversions.is_multiple_of(2) {
                let _ = writeln!(
                    s,
                    "Inversion parity alone would say solvable here ({} inversions relative to the goal, even): {}, on a thin board only the order counts.",
                    v.relative_inversions,
                    palette.bad("wrong")
                );
            }
        }
        Rule::EvenWidth => {
            let _ = write!(s, "{}", even_width_numbers(v, goal));
        }
        Rule::OddWidth => {
            let _ = writeln!(s, "        inversions  blank row  parity");
            for (name, side) in [("board", &v.start), ("goal ", &v.goal)] {
                let _ = writeln!(
                    s,
                    "{name}   {:>10}  {:>9}  {:>6}",
                    side.inversions, side.blank_row, side.parity
                );
            }
            let _ = writeln!(
                s,
                "(inversions: pairs with the larger number first; rows counted from 1 at the top; the parity compared is that of the inversions)"
            );
            let _ = writeln!(
                s,
                "Relative to the goal{}: {} inversion{}.",
                if is_relabelled(goal) {
                    " (tiles relabelled by their place in the goal's reading order)"
                } else {
                    ""
                },
                v.relative_inversions,
                if v.relative_inversions == 1 { "" } else { "s" },
            );
        }
    }
    match v.rule {
        Rule::Thin => {}
        _ => {
            let even = v.rule == Rule::EvenWidth;
            // The Burmese tutorial's rule, taken literally: an even inversion count means
            // solvable. It holds only for an odd width and a goal with an
            // even inversion count (such as 1..8 then the blank).
            let naive = v.start.inversions.is_multiple_of(2);
            if naive != v.solvable {
                let reason = if even {
                    "for an even width the blank's row counts too".to_string()
                } else {
                    format!(
                        "the goal's own inversion count is {} (odd), so the board needs an odd count",
                        v.goal.inversions
                    )
                };
                let _ = writeln!(
                    s,
                    "The Burmese tutorial's rule (an even inversion count means solvable) would say {} here: {}, {reason}.",
                    if naive { "solvable" } else { "unsolvable" },
                    palette.bad("wrong")
                );
            }
        }
    }
    let _ = writeln!(s);
    if v.solvable {
        let _ = writeln!(
            s,
            "Verdict: {}: the board can reach the goal.",
            palette.good("solvable")
        );
    } else {
        let why = match v.rule {
            Rule::Thin => "the tiles are not in the goal's order".to_string(),
            Rule::EvenWidth => format!(
                "the invariant {} is odd, the goal's is 0",
                v.relative_inversions + v.blank_row_distance
            ),
            Rule::OddWidth => format!(
                "the parities differ ({} vs {})",
                v.start.parity, v.goal.parity
            ),
        };
        let _ = writeln!(
            s,
            "Verdict: {}: {why}; no sequence of moves reaches the goal.",
            palette.bad("unsolvable")
        );
        match &v.fix {
            Some(fix) => {
                let _ = writeln!(
                    s,
                    "Swapping tiles {} and {} (lifting them out, not a move) gives {}, which is solvable.",
                    fix.tiles[0],
                    fix.tiles[1],
                    fix.board.to_line()
                );
            }
            None => {
                let _ = writeln!(
                    s,
                    "No single swap of two tiles puts them in the goal's order."
                );
            }
        }
    }
    s
}

/// True when the goal's reading order is not 1, 2, 3, … (tiles are relabelled).
fn is_relabelled(goal: &Goal) -> bool {
    goal.board()
        .tiles()
        .iter()
        .any(|&t| t != 0 && goal.rank(t) != t as usize)
}

/// The even-width numbers: the invariant `trace` follows (inversions
/// relative to the goal + the blank's row distance to the goal's blank
/// row), then AIMA's form once, with why the two agree in parity.
fn even_width_numbers(v: &Verdict, goal: &Goal) -> String {
    let mut s = String::new();
    let d = v.blank_row_distance;
    let sum = v.relative_inversions + d;
    let _ = writeln!(
        s,
        "Invariant: inversions relative to the goal + the blank's row distance to the goal's blank row{}.",
        if is_relabelled(goal) {
            " (tiles relabelled by their place in the goal's reading order)"
        } else {
            ""
        }
    );
    let _ = writeln!(
        s,
        "board: {} inversion{} + |{} − {}| = {} + {d} = {sum}, {}",
        v.relative_inversions,
        if v.relative_inversions == 1 { "" } else { "s" },
        v.start.blank_row,
        v.goal.blank_row,
        v.relative_inversions,
        crate::parity::Parity::of(sum)
    );
    let _ = writeln!(
        s,
        "goal:  0 + 0 = 0, even (the goal measured against itself). Solvable exactly when the board's number is even."
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "Equivalent form (AIMA's): each board's own inversions + its blank row (rows counted from 1 at the top); board and goal must have the same parity."
    );
    let _ = writeln!(s, "        inversions  blank row  sum  parity");
    for (name, side) in [("board", &v.start), ("goal ", &v.goal)] {
        let _ = writeln!(
            s,
            "{name}   {:>10}  {:>9}  {:>3}  {:>6}",
            side.inversions, side.blank_row, side.invariant, side.parity
        );
    }
    let _ = writeln!(
        s,
        "The two forms agree: |r−g| has the parity of r+g, and the inversions relative to the goal have the parity of the board's own plus the goal's own."
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn relabel_note_lists_the_goal_order() {
        let goal = Goal::new(Board::snail(3, 3).unwrap());
        let note = relabel_note(&goal);
        assert!(
            note.contains("(1→1, 2→2, 3→3, 8→4, 4→5, 7→6, 6→7, 5→8)"),
            "{note}"
        );
    }

    #[test]
    fn goal_line_names_the_preset() {
        let goal = Goal::new(Board::blank_first(2, 2).unwrap());
        assert_eq!(
            goal_line(&goal, &GoalSpec::BlankFirst),
            "goal 0 1/2 3 (blank-first)"
        );
        let spec = GoalSpec::Board(goal.board().clone());
        assert_eq!(goal_line(&goal, &spec), "goal 0 1/2 3 (explicit)");
    }
}
