//! Text for `reduce`, `connect` and `verify`.

use super::{Palette, grid, side_by_side};
use crate::board::{Board, Goal, GoalSpec, moves_to_string};
use crate::parity::Rule;
use crate::reduce::{Class, Path, Phase, Prediction, Reduction};
use crate::statespace::{Progress, VerifyReport};
use std::fmt::Write as _;

/// `1234567` → `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A long move string broken into lines of 60, each indented.
pub fn wrapped_moves(moves: &[crate::board::Dir], indent: &str) -> String {
    if moves.is_empty() {
        return format!("{indent}(none)\n");
    }
    let text = moves_to_string(moves);
    let mut out = String::new();
    for chunk in text.as_bytes().chunks(60) {
        out.push_str(indent);
        out.push_str(std::str::from_utf8(chunk).expect("move letters are ASCII"));
        out.push('\n');
    }
    out
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The goal as named on the command line.
pub fn goal_name(goal: &Goal, spec: &GoalSpec) -> String {
    match spec {
        GoalSpec::Board(_) => format!("{} (explicit)", goal.board().to_line()),
        _ => format!("{} ({})", goal.board().to_line(), spec.name()),
    }
}

/// Boards bigger than this are shown without a grid per phase.
pub const COMPACT_ABOVE_CELLS: usize = 36;

/// Why the target is the one it is, from the numbers computed before the
/// first move.
pub fn prediction(p: &Prediction, board: &Board, goal: &Goal, palette: Palette) -> String {
    let mut s = String::new();
    let w = board.width();
    let _ = writeln!(
        s,
        "{}",
        palette.heading("Prediction, before the first move")
    );
    // `reduce` is not translated yet: its sentence on the rule stays in
    // English with the rest of its text, rather than one line in another
    // language.
    let why = crate::i18n::scoped(crate::i18n::Lang::EN, || p.rule.why(w));
    let _ = writeln!(s, "{why}");
    let inv = format!(
        "{} {}",
        thousands(p.relative_inversions as u64),
        if p.relative_inversions == 1 {
            "inversion"
        } else {
            "inversions"
        }
    );
    let invariant = match p.rule {
        Rule::EvenWidth => format!(
            "{inv} relative to the goal + blank-row distance {} = {}",
            p.blank_row_distance,
            thousands(p.invariant as u64)
        ),
        _ => format!("{inv} relative to the goal"),
    };
    let _ = writeln!(
        s,
        "The board: {invariant}: {}, so it is in the {} class.",
        if p.invariant.is_multiple_of(2) {
            "even"
        } else {
            "odd"
        },
        class_word(p.class, palette)
    );
    let (a, b) = (p.first_two[0], p.first_two[1]);
    let odd_board = goal.board().swapped(goal.home(a), goal.home(b));
    // Big boards are named rather than written out.
    let big = board.cells() > COMPACT_ABOVE_CELLS;
    let swapped = if big {
        format!(
            "The goal has 0 inversions relative to itself: it is the even class's canonical board. Swapping its first two tiles, {a} and {b}, gives one inversion, the blank in the same place: the odd class's canonical board."
        )
    } else {
        format!(
            "The goal {} has 0 inversions relative to itself: it is the even class's canonical board. Swapping its first two tiles, {a} and {b}, gives {}: one inversion, the blank in the same place, so the odd class's canonical board.",
            goal.board().to_line(),
            odd_board.to_line()
        )
    };
    let _ = writeln!(s, "{swapped}");
    if Board::blank_first(board.width(), board.height())
        .ok()
        .as_ref()
        == Some(goal.board())
    {
        let _ = writeln!(
            s,
            "(The Chinese blog names these two classes the other way round: (0,1,2,…) has 0 inversions, so it is the even one, and (0,2,1,…) the odd one.)"
        );
    }
    let target = match (big, p.class) {
        (false, _) => p.target.to_line(),
        (true, Class::Even) => "the goal".to_string(),
        (true, Class::Odd) => format!("the goal with tiles {a} and {b} swapped"),
    };
    let _ = writeln!(
        s,
        "No move changes the class, so the reduction can only end on {}: the predicted target.",
        palette.accent(&target)
    );
    s
}

fn class_word(c: Class, palette: Palette) -> String {
    match c {
        Class::Even => palette.good("even"),
        Class::Odd => palette.accent("odd"),
    }
}

fn phase_title(k: usize, phase: &Phase) -> String {
    let placed: Vec<String> = phase
        .placed
        .iter()
        .map(|p| {
            if p.from == p.to {
                format!("{} already at {}", p.tile, p.to)
            } else {
                format!("{} from {} to {}", p.tile, p.from, p.to)
            }
        })
        .collect();
    let what = if phase.placed.len() == 2 {
        format!(
            "tiles {} and {} together, the last two of the line: {}",
            phase.placed[0].tile,
            phase.placed[1].tile,
            placed.join("; ")
        )
    } else {
        format!("tile {}", placed.join("; "))
    };
    format!(
        "Phase {}, {}: {what}: {}",
        k + 1,
        phase.line,
        plural(phase.length, "move", "moves")
    )
}

/// The reduction as pages: the board and the prediction, one page per
/// phase, then the final region with the result. Joined, they are the
/// whole text; `--step` shows them one at a time.
pub fn reduction_pages(
    red: &Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    compact: bool,
    palette: Palette,
) -> Vec<String> {
    let board = &red.start;
    let w = board.width();
    let mut pages = Vec::new();
    let mut head = String::new();
    let _ = writeln!(
        head,
        "{} {} board {}, goal {}",
        palette.heading("Reduce"),
        board.size_name(),
        board.to_line(),
        goal_name(goal, spec)
    );
    let _ = writeln!(
        head,
        "Tiles are placed one at a time on their cells in the predicted target, from the line farthest from the blank's home; a placed tile is never moved again; the last region is finished by an exhaustive search. Moves name the direction the blank travels."
    );
    if !compact {
        head.push_str(&grid(board, palette, &[]));
    }
    head.push('\n');
    head.push_str(&prediction(&red.prediction, board, goal, palette));
    if compact {
        head.push('\n');
        let _ = writeln!(head, "{}", palette.heading("Phases"));
    }
    pages.push(head);
    let mut phase_lines = String::new();
    for (k, phase) in red.phases.iter().enumerate() {
        if compact {
            let _ = writeln!(phase_lines, "{}", phase_title(k, phase));
            continue;
        }
        let mut s = String::new();
        s.push('\n');
        let _ = writeln!(s, "{}", palette.heading(&phase_title(k, phase)));
        s.push_str(&wrapped_moves(&phase.moves, "  "));
        let marked: Vec<usize> = phase
            .placed
            .iter()
            .map(|p| (p.to.row - 1) * w + p.to.column - 1)
            .collect();
        s.push_str(&grid(&phase.board, palette, &marked));
        pages.push(s);
    }
    if compact && !phase_lines.is_empty() {
        pages[0].push_str(&phase_lines);
    }
    let f = &red.final_region;
    let mut s = String::new();
    s.push('\n');
    let tiles: Vec<String> = f.tiles.iter().map(|t| t.to_string()).collect();
    let _ = writeln!(
        s,
        "{}",
        palette.heading(&format!(
            "Final region, rows {}-{}, columns {}-{} (tiles {}): exhaustive search over {} arrangements: {}",
            f.top_left.row,
            f.bottom_right.row,
            f.top_left.column,
            f.bottom_right.column,
            tiles.join(" "),
            f.searched,
            plural(f.length, "move", "moves")
        ))
    );
    if !compact {
        s.push_str(&wrapped_moves(&f.moves, "  "));
    }
    s.push_str(&grid(&f.board, palette, &[]));
    s.push('\n');
    let _ = writeln!(s, "{}", palette.heading("Result"));
    let _ = writeln!(
        s,
        "Reached {}: the {} canonical board, {}.",
        if compact && red.target.cells() > COMPACT_ABOVE_CELLS {
            "the board above".to_string()
        } else {
            red.target.to_line()
        },
        red.prediction.class.name(),
        palette.good("as predicted")
    );
    let _ = writeln!(
        s,
        "Checked by replay: all {} moves are legal, no placed tile moves again, and they end on the predicted target.",
        thousands(red.moves.len() as u64)
    );
    let _ = writeln!(
        s,
        "Total: {} {}.",
        palette.number(&thousands(red.moves.len() as u64)),
        if red.moves.len() == 1 {
            "move"
        } else {
            "moves"
        }
    );
    let _ = writeln!(s, "Moves:");
    s.push_str(&wrapped_moves(&red.moves, "  "));
    pages.push(s);
    pages
}

/// `connect` when a path exists.
pub fn connection(path: &Path, goal: &Goal, spec: &GoalSpec, palette: Palette) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {} boards, goal {}",
        palette.heading("Connect"),
        path.from.size_name(),
        goal_name(goal, spec)
    );
    if path.from.cells() <= COMPACT_ABOVE_CELLS {
        s.push_str(&side_by_side(
            &[
                ("FROM".into(), grid(&path.from, palette, &[])),
                ("TO".into(), grid(&path.to, palette, &[])),
            ],
            4,
        ));
    } else {
        let _ = writeln!(s, "FROM {}", path.from.to_line());
        let _ = writeln!(s, "TO   {}", path.to.to_line());
    }
    s.push('\n');
    let _ = writeln!(
        s,
        "Both are in the {} class: both reduce to {}.",
        path.class.name(),
        path.target.to_line()
    );
    let _ = writeln!(
        s,
        "Path: FROM's reduction ({}), then TO's reduction backwards ({}): {} moves; {} back-and-forth moves cancelled: {}.",
        thousands(path.from_length as u64),
        thousands(path.to_length as u64),
        thousands((path.from_length + path.to_length) as u64),
        thousands(path.cancelled as u64),
        palette.number(&plural(path.length, "move", "moves"))
    );
    let _ = writeln!(
        s,
        "Checked by replay: the moves are legal and take FROM to TO."
    );
    let _ = writeln!(s, "Moves:");
    s.push_str(&wrapped_moves(&path.moves, "  "));
    s
}

/// `connect` when the boards are in different classes: the certificate.
pub fn apart(
    from: &Reduction,
    to: &Reduction,
    goal: &Goal,
    spec: &GoalSpec,
    palette: Palette,
) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {} boards, goal {}",
        palette.heading("Connect"),
        from.start.size_name(),
        goal_name(goal, spec)
    );
    for (name, red) in [("FROM", from), ("TO  ", to)] {
        let _ = writeln!(
            s,
            "{name} {} is in the {} class ({}): it reduces to {} in {}.",
            red.start.to_line(),
            red.prediction.class.name(),
            invariant_phrase(&red.prediction),
            red.target.to_line(),
            plural(red.moves.len(), "move", "moves")
        );
    }
    let _ = writeln!(
        s,
        "{}: the two canonical boards differ, every legal move keeps the class, and moves can be undone; a path FROM→TO would give a path between the two canonical boards, which differ in class. The two reductions (replayed and checked) are the certificate.",
        palette.bad("No path")
    );
    s
}

fn invariant_phrase(p: &Prediction) -> String {
    match p.rule {
        Rule::EvenWidth => format!(
            "{} + blank-row distance {} = {}",
            plural(p.relative_inversions, "inversion", "inversions"),
            p.blank_row_distance,
            p.invariant
        ),
        _ => plural(p.relative_inversions, "inversion", "inversions"),
    }
}

pub fn verify(r: &VerifyReport, palette: Palette) -> String {
    let mut s = String::new();
    let n = r.width * r.height;
    let _ = writeln!(
        s,
        "{} {}x{}, goal {} ({}): breadth-first search from the goal over all {n}! = {} arrangements",
        palette.heading("Verify"),
        r.width,
        r.height,
        r.goal.to_line(),
        r.goal_name,
        thousands(r.states)
    );
    let equal = r.reached == r.expected;
    let _ = writeln!(s, "{:<18}{:>13}", "States reached:", thousands(r.reached));
    let _ = writeln!(
        s,
        "{:<18}{:>13}  {}",
        format!("Expected ({n}!/2):"),
        thousands(r.expected),
        if equal {
            palette.good("equal")
        } else {
            palette.bad("DIFFERENT")
        }
    );
    let p = &r.parity;
    let _ = writeln!(
        s,
        "Parity rule: {} reached states predicted solvable, {} unreached states predicted unsolvable, {} disagreements: {}.",
        thousands(p.reached_and_predicted),
        thousands(p.unreached_and_predicted_unsolvable),
        thousands(p.reached_but_predicted_unsolvable + p.unreached_but_predicted_solvable),
        if r.agrees {
            palette.good("agrees")
        } else {
            palette.bad("DISAGREES")
        }
    );
    if let Some(b) = &p.first_disagreement {
        let _ = writeln!(s, "First disagreement: {}", b.to_line());
    }
    s.push('\n');
    let _ = writeln!(
        s,
        "{}",
        palette.heading("States at each distance from the goal")
    );
    let _ = writeln!(s, "distance  {:>13}", "states");
    for (d, &c) in r.by_depth.iter().enumerate() {
        let _ = writeln!(s, "{d:>8}  {:>13}", thousands(c));
    }
    let at_max = r.by_depth.last().copied().unwrap_or(0);
    let _ = writeln!(
        s,
        "Largest distance: {} ({} at that distance{}).",
        palette.number(&r.max_depth.to_string()),
        plural(at_max as usize, "board", "boards"),
        if r.farthest.is_empty() {
            String::new()
        } else {
            format!(
                ": {}{}",
                r.farthest
                    .iter()
                    .map(|b| b.to_line())
                    .collect::<Vec<_>>()
                    .join(", "),
                if (r.farthest.len() as u64) < at_max {
                    ", …"
                } else {
                    ""
                }
            )
        }
    );
    s
}

/// One progress line for standard error.
pub fn progress_line(size: &str, p: &Progress) -> String {
    format!(
        "verify {size}: distance {:>2}: {:>13} states, {:>13} reached ({:.1}% of the expected half), {:.1} s",
        p.depth,
        thousands(p.at_depth),
        thousands(p.reached),
        200.0 * p.reached as f64 / p.states as f64,
        p.elapsed.as_secs_f64()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(181_440), "181,440");
        assert_eq!(thousands(239_500_800), "239,500,800");
    }
}
