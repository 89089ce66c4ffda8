//! Text renderers for inversion tables and verdicts, in the reader's
//! language (the `board-…` messages of `i18n/LANG/board.ftl`).

use super::{Palette, grid, wrap};
use crate::board::{Board, Goal, GoalSpec};
use crate::i18n::Lang;
use crate::parity::{InversionTable, Parity, Rule, Verdict};
use crate::t;
use std::fmt::Write as _;

pub use crate::render::proof_row::parity_word;

/// `s` followed by spaces up to `width` display columns (a CJK character
/// takes two; escape sequences none).
pub(crate) fn pad_end(s: &str, width: usize) -> String {
    let w = wrap::display_width(s);
    format!("{s}{}", " ".repeat(width.saturating_sub(w)))
}

/// `s` after spaces up to `width` display columns.
pub(crate) fn pad_start(s: &str, width: usize) -> String {
    let w = wrap::display_width(s);
    format!("{}{s}", " ".repeat(width.saturating_sub(w)))
}

/// The board commands' text as the reader gets it: in English as it has
/// always been; in another language with every prose line wrapped to 80
/// columns by display width (tables and grids are laid out to fit already),
/// so that piped output and snapshots fit a terminal too.
pub fn fitted(text: String, lang: crate::i18n::Lang) -> String {
    if lang == Lang::EN {
        text
    } else {
        wrap::prose(&text, wrap::DEFAULT_WIDTH)
    }
}

/// The palette a table is laid out for: off a terminal, English keeps its
/// full tables; another language is laid out for 80 columns (see
/// [`fitted`]).
pub(crate) fn table_palette(p: Palette) -> Palette {
    let lang = p.lang;
    if p.width.is_none() && lang != Lang::EN {
        Palette {
            width: Some(wrap::DEFAULT_WIDTH),
            ..p
        }
    } else {
        p
    }
}

/// The heading line naming the board's size and goal.
pub fn goal_line(goal: &Goal, spec: &GoalSpec, lang: crate::i18n::Lang) -> String {
    let b = goal.board();
    match spec {
        GoalSpec::Board(_) => t!(lang; "board-goal-explicit", goal = b.to_line()),
        _ => t!(lang; "board-goal-preset", goal = b.to_line(), name = spec.name()),
    }
}

/// The first line of every board command: `Board 3x3, goal 1 2 3/... (blank-last)`.
pub fn board_heading(board: &Board, goal: &Goal, spec: &GoalSpec, p: Palette) -> String {
    let lang = p.lang;
    t!(
        lang; "board-heading",
        board = p.heading(&t!(lang; "board-board")),
        size = board.size_name(),
        goal = goal_line(goal, spec, lang)
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
pub fn relabel_note(goal: &Goal, lang: crate::i18n::Lang) -> String {
    let order: Vec<String> = goal
        .board()
        .tiles()
        .iter()
        .filter(|&&t| t != 0)
        .map(|&t| format!("{t}→{}", goal.rank(t)))
        .collect();
    t!(lang; "board-relabel-note", order = order.join(", "))
}

/// A table of text cells: the first column left-aligned, the others
/// right-aligned, each as wide as its widest cell (by display width),
/// `gaps[i]` spaces before column `i + 1`; the last column (a word, such
/// as the parity) starts where its header starts and is not padded.
fn aligned(rows: &[Vec<String>], gaps: &[usize]) -> String {
    let columns = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|cell| wrap::display_width(cell))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut s = String::new();
    for row in rows {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            if c == 0 {
                line.push_str(&pad_end(cell, widths[0]));
            } else if c + 1 == row.len() {
                line.push_str(&" ".repeat(gaps.get(c - 1).copied().unwrap_or(2)));
                line.push_str(cell);
            } else {
                line.push_str(&" ".repeat(gaps.get(c - 1).copied().unwrap_or(2)));
                line.push_str(&pad_start(cell, widths[c]));
            }
        }
        let _ = writeln!(s, "{line}");
    }
    s
}

/// The inversion table (as the Burmese tutorial draws it): tile, the smaller tiles after it, count, running total.
pub fn inversion_table(table: &InversionTable, goal: &Goal, palette: Palette) -> String {
    let lang = palette.lang;
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
        "{}",
        t!(lang; "board-reading-order", order = order.join(" "))
    );
    if table.relabelled {
        let _ = writeln!(s, "{}", relabel_note(goal, lang));
    }
    let _ = writeln!(s);
    let after_heading = if table.relabelled {
        t!(lang; "board-col-after-relabelled")
    } else {
        t!(lang; "board-col-after")
    };
    let heads = [
        t!(lang; "board-col-tile"),
        after_heading,
        t!(lang; "board-col-count"),
        t!(lang; "board-col-running"),
    ];
    let width = |s: &String| wrap::display_width(s);
    let tile_w = order
        .iter()
        .map(width)
        .max()
        .unwrap_or(4)
        .max(4)
        .max(width(&heads[0]));
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
        .map(width)
        .max()
        .unwrap_or(0)
        .max(width(&heads[1]));
    let count_w = width(&heads[2]).max(5);
    let running_w = width(&heads[3]).max(7);
    let line = |cells: [&str; 4]| {
        format!(
            "{}  {}  {}  {}",
            pad_start(cells[0], tile_w),
            pad_end(cells[1], after_w),
            pad_start(cells[2], count_w),
            pad_start(cells[3], running_w)
        )
    };
    let _ = writeln!(s, "{}", line([&heads[0], &heads[1], &heads[2], &heads[3]]));
    for (row, a) in table.rows.iter().zip(&after) {
        let _ = writeln!(
            s,
            "{}",
            line([
                &show(row.tile),
                a,
                &row.count.to_string(),
                &row.running.to_string()
            ])
        );
    }
    let sum: Vec<String> = table.rows.iter().map(|r| r.count.to_string()).collect();
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "{}",
        t!(
            lang; "board-total",
            sum = sum.join("+"),
            shown = palette.number(&table.inversions.to_string()),
            count = table.inversions,
            parity = parity_word(table.parity, lang)
        )
    );
    s
}

/// The rule for a board's shape, in a few words: `odd width (3): the
/// inversion parity decides`.
pub fn rule_words(rule: Rule, board: &Board, lang: crate::i18n::Lang) -> String {
    let w = board.width();
    match rule {
        Rule::OddWidth => t!(lang; "board-rule-odd", width = w),
        Rule::EvenWidth => t!(lang; "board-rule-even", width = w),
        Rule::Thin => t!(lang; "board-rule-thin", width = w, height = board.height()),
    }
}

/// The table of the numbers of board and goal: `columns` headers, then one
/// row per side.
/// The numbers of board and goal, as rows under a header row: the name,
/// inversions, blank row, (their sum,) parity. The terminal's table and a
/// page's are made of them.
pub(crate) fn sides_rows(v: &Verdict, with_sum: bool, lang: crate::i18n::Lang) -> Vec<Vec<String>> {
    let mut head = vec![
        String::new(),
        t!(lang; "board-col-inversions"),
        t!(lang; "board-col-blank-row"),
    ];
    if with_sum {
        head.push(t!(lang; "board-col-sum"));
    }
    head.push(t!(lang; "board-col-parity"));
    let mut rows = vec![head];
    for (name, side) in [
        (t!(lang; "board-row-board"), &v.start),
        (t!(lang; "board-row-goal"), &v.goal),
    ] {
        let mut row = vec![
            name,
            side.inversions.to_string(),
            side.blank_row.to_string(),
        ];
        if with_sum {
            row.push(side.invariant.to_string());
        }
        row.push(parity_word(side.parity, lang));
        rows.push(row);
    }
    rows
}

fn sides_table(v: &Verdict, with_sum: bool, lang: crate::i18n::Lang) -> String {
    let mut rows = sides_rows(v, with_sum, lang);
    // The names' column is 3 spaces wider than the widest name, as it
    // always was: `board   16`.
    let names = rows
        .iter()
        .map(|r| wrap::display_width(&r[0]))
        .max()
        .unwrap_or(0);
    for row in &mut rows {
        row[0] = pad_end(&row[0], names + 1);
    }
    aligned(&rows, &[2, 2, 2, 2])
}

/// How a word inside a verdict's sentence is shown: the terminal colours
/// the good and the bad ones, a page makes every marked word strong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tone {
    /// The rule that applies.
    Rule,
    Good,
    Bad,
}

/// One piece of a verdict's report, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum VerdictPart {
    /// A sentence (the catalogue's: it may hold line breaks).
    Line(String),
    /// A pause between groups (a blank line on a terminal).
    Pause,
    /// The numbers of board and goal (with their sum on an even width).
    Sides { with_sum: bool },
}

/// The verdict with its rule, the numbers for board and goal, and a fix,
/// as parts in `lang`; `mark` shows a word in its tone. The terminal's
/// report ([`verdict`]) and a page's (`render::lesson_view`) write them.
pub(crate) fn verdict_parts(
    v: &Verdict,
    board: &Board,
    goal: &Goal,
    lang: crate::i18n::Lang,
    mark: &dyn Fn(&str, Tone) -> String,
) -> Vec<VerdictPart> {
    use VerdictPart::{Line, Pause, Sides};
    let mut out = Vec::new();
    let w = board.width();
    out.push(Line(t!(
        lang; "board-rule-line",
        rule = mark(&rule_words(v.rule, board, lang), Tone::Rule)
    )));
    out.push(Line(v.rule.why(w).say(lang)));
    out.push(Pause);
    let relabelled = if is_relabelled(goal) {
        t!(lang; "board-relabelled-suffix")
    } else {
        String::new()
    };
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
            out.push(Line(
                t!(lang; "board-thin-order-board", order = order(board)),
            ));
            out.push(Line(
                t!(lang; "board-thin-order-goal", order = order(goal.board())),
            ));
            // Show that parity does not decide here: an even relative count
            // with the wrong order.
            if !v.solvable && v.relative_inversions.is_multiple_of(2) {
                out.push(Line(t!(
                    lang; "board-thin-parity-wrong",
                    count = v.relative_inversions,
                    wrong = mark(&t!(lang; "board-wrong"), Tone::Bad)
                )));
            }
        }
        Rule::EvenWidth => {
            // The invariant `trace` follows (inversions relative to the
            // goal + the blank's row distance to the goal's blank row),
            // then AIMA's form once, with why the two agree in parity.
            let d = v.blank_row_distance;
            let sum = v.relative_inversions + d;
            out.push(Line(t!(
                lang; "board-even-invariant",
                relabelled = relabelled.as_str()
            )));
            out.push(Line(t!(
                lang; "board-even-board-line",
                count = v.relative_inversions,
                row = v.start.blank_row,
                goal_row = v.goal.blank_row,
                distance = d,
                sum = sum,
                parity = parity_word(Parity::of(sum), lang)
            )));
            out.push(Line(t!(lang; "board-even-goal-line")));
            out.push(Pause);
            out.push(Line(t!(lang; "board-even-aima")));
            out.push(Sides { with_sum: true });
            out.push(Line(t!(lang; "board-even-agree")));
        }
        Rule::OddWidth => {
            out.push(Sides { with_sum: false });
            out.push(Line(t!(lang; "board-odd-note")));
            out.push(Line(t!(
                lang; "board-relative",
                relabelled = relabelled.as_str(),
                count = v.relative_inversions
            )));
        }
    }
    if v.rule != Rule::Thin {
        // The Burmese tutorial's rule, taken literally: an even inversion
        // count means solvable. It holds only for an odd width and a goal
        // with an even inversion count (such as 1..8 then the blank).
        let naive = v.start.inversions.is_multiple_of(2);
        if naive != v.solvable {
            let reason = if v.rule == Rule::EvenWidth {
                t!(lang; "board-naive-reason-even")
            } else {
                t!(lang; "board-naive-reason-odd", count = v.goal.inversions)
            };
            out.push(Line(t!(
                lang; "board-naive-wrong",
                said = if naive {
                    t!(lang; "board-solvable")
                } else {
                    t!(lang; "board-unsolvable")
                },
                wrong = mark(&t!(lang; "board-wrong"), Tone::Bad),
                reason = reason
            )));
        }
    }
    out.push(Pause);
    if v.solvable {
        out.push(Line(t!(
            lang; "board-verdict-solvable",
            solvable = mark(&t!(lang; "board-solvable"), Tone::Good)
        )));
        return out;
    }
    let why = match v.rule {
        Rule::Thin => t!(lang; "board-why-not-thin"),
        Rule::EvenWidth => t!(
            lang; "board-why-not-even",
            invariant = v.relative_inversions + v.blank_row_distance
        ),
        Rule::OddWidth => t!(
            lang; "board-why-not-odd",
            board = parity_word(v.start.parity, lang),
            goal = parity_word(v.goal.parity, lang)
        ),
    };
    out.push(Line(t!(
        lang; "board-verdict-unsolvable",
        unsolvable = mark(&t!(lang; "board-unsolvable"), Tone::Bad),
        why = why
    )));
    out.push(Line(match &v.fix {
        Some(fix) => t!(
            lang; "board-fix",
            a = fix.tiles[0],
            b = fix.tiles[1],
            board = fix.board.to_line()
        ),
        None => t!(lang; "board-no-fix"),
    }));
    out
}

/// The verdict with its rule, the numbers for board and goal, and a fix.
pub fn verdict(v: &Verdict, board: &Board, goal: &Goal, palette: Palette) -> String {
    let lang = palette.lang;
    let mark = |word: &str, tone: Tone| match tone {
        Tone::Rule => word.to_string(),
        Tone::Good => palette.good(word),
        Tone::Bad => palette.bad(word),
    };
    let mut s = String::new();
    for part in verdict_parts(v, board, goal, lang, &mark) {
        match part {
            VerdictPart::Line(line) => {
                let _ = writeln!(s, "{line}");
            }
            VerdictPart::Pause => s.push('\n'),
            VerdictPart::Sides { with_sum } => s.push_str(&sides_table(v, with_sum, lang)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn relabel_note_lists_the_goal_order() {
        let goal = Goal::new(Board::snail(3, 3).unwrap());
        let note = relabel_note(&goal, Lang::EN);
        assert!(
            note.contains("(1→1, 2→2, 3→3, 8→4, 4→5, 7→6, 6→7, 5→8)"),
            "{note}"
        );
    }

    #[test]
    fn goal_line_names_the_preset() {
        let goal = Goal::new(Board::blank_first(2, 2).unwrap());
        assert_eq!(
            goal_line(&goal, &GoalSpec::BlankFirst, Lang::EN),
            "goal 0 1/2 3 (blank-first)"
        );
        let spec = GoalSpec::Board(goal.board().clone());
        assert_eq!(goal_line(&goal, &spec, Lang::EN), "goal 0 1/2 3 (explicit)");
    }
}
