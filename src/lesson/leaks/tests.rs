//! The finder on small lessons.

use super::*;
use crate::lesson::{Prepared, Source, askfirst, prepare};

fn lesson(steps: &str) -> Prepared {
    let text = format!("format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n{steps}");
    prepare(
        Source::stdin(&mut text.as_bytes()).unwrap(),
        crate::i18n::Lang::EN,
    )
    .unwrap()
}

/// The words of `text` that give the answer of the lesson's only question
/// away.
fn leaked(p: &Prepared, text: &str) -> Vec<String> {
    let all = asked(&p.results);
    assert_eq!(all.len(), 1);
    in_text(text, &all[0])
        .into_iter()
        .map(|(s, e)| text[s..e].to_string())
        .collect()
}

const COUNT: &str = "  - count:\n      board: \"3 6 1/2 8 7/5 4 0\"\n      by: total\n";

#[test]
fn the_table_of_the_counted_board_is_held_and_another_board_is_not() {
    // 0 the table of the same board, 1 the count (12), 2 another board's
    // table, 3 the same board's verdict.
    let p = lesson(&format!(
        "  - inversions:\n      board: \"3 6 1/2 8 7/5 4 0\"\n{COUNT}  - inversions:\n      board: \"7 2 4/5 0 6/8 3 1\"\n  - solvable:\n      board: \"3 6 1/2 8 7/5 4 0\"\n"
    ));
    let holds = askfirst::holds(&p.results);
    assert_eq!(holds[0].as_ref().map(|h| h.by), Some(1));
    assert!(
        holds[2].is_none(),
        "another board's table gives nothing away"
    );
    assert_eq!(holds[3].as_ref().map(|h| h.by), Some(1));
    assert_eq!(askfirst::order_with(&holds), [1, 0, 3, 2]);
}

#[test]
fn a_count_is_found_in_prose_but_not_as_a_cell_a_label_or_a_decimal() {
    let p = lesson(COUNT);
    assert_eq!(leaked(&p, "This board has 12 inversions."), ["12"]);
    assert_eq!(leaked(&p, "Its total is (12), as the table shows."), ["12"]);
    for quiet in [
        "Tile 12 is not on this board.",
        "Read 12 3 4 5 as a list of tiles.",
        "The H12 heuristic.",
        "A branching factor of 3.12.",
        "A 12-puzzle does not exist.",
        "It has 13 inversions.",
    ] {
        assert!(leaked(&p, quiet).is_empty(), "{quiet}");
    }
}

#[test]
fn a_one_digit_answer_only_with_its_unit() {
    // 1 2 3/4 5 6/8 7 0: one inversion.
    let p = lesson("  - count:\n      board: \"1 2 3/4 5 6/8 7 0\"\n      by: total\n");
    assert_eq!(leaked(&p, "It has 1 inversion."), ["1"]);
    assert!(leaked(&p, "Step 1: read the board.").is_empty());
    assert!(leaked(&p, "Swap 1 pair of tiles and look again.").is_empty());
}

#[test]
fn a_verdict_is_found_where_a_sentence_names_the_board() {
    let p = lesson(
        "  - solvable:\n      id: v\n      board: \"1 2 3/4 5 6/8 7 0\"\n  - quiz:\n      question: Is 1 2 3 / 4 5 6 / 8 7 0 solvable?\n      type: yes-no\n      truth: {step: v, field: solvable}\n      answer: no\n      reveals: v\n",
    );
    assert_eq!(
        leaked(&p, "The board 1 2 3 / 4 5 6 / 8 7 0 is unsolvable."),
        ["unsolvable"]
    );
    // Not about this board, or a question.
    assert!(leaked(&p, "Some boards are unsolvable.").is_empty());
    assert!(leaked(&p, "Is 1 2 3 / 4 5 6 / 8 7 0 unsolvable?").is_empty());
}

#[test]
fn a_move_string_the_checker_accepts_is_found() {
    // One move right solves it.
    let p = lesson("  - moves:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      goal: blank-last\n");
    assert_eq!(leaked(&p, "Hint: try R."), ["R"]);
    assert!(leaked(&p, "Hint: try L.").is_empty());
}
