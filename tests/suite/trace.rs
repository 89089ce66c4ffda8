//! `npuzzle trace`: the parity proof on every move, run through the real
//! binary.

use crate::common;

use serde_json::Value;

fn json(args: &[&str]) -> (i32, Value) {
    let run = common::run(args);
    let value = serde_json::from_str(&run.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}\n{}", run.stdout, run.stderr));
    (run.code, value)
}

#[test]
fn aima_board_3x3_with_vertical_moves() {
    // U and D jump a tile over 2 tiles; move 3 has one pair that becomes
    // and one that stops being an inversion (Δ = 0).
    insta::assert_snapshot!(common::transcript(&["trace", "7 2 4/5 0 6/8 3 1", "ULDR"]));
}

#[test]
fn fifteen_puzzle_4x4() {
    // Every vertical move jumps 3 tiles: Δ odd (here -1, -1, -3, pairs
    // both becoming and stopping being inversions), blank row ±1.
    insta::assert_snapshot!(common::transcript(&[
        "trace",
        "12 1 10 2/7 11 4 14/5 0 9 15/8 13 6 3",
        "U R D D L"
    ]));
}

#[test]
fn fifteen_puzzle_compact() {
    insta::assert_snapshot!(common::transcript(&[
        "trace",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
        "U L U R D",
        "--compact"
    ]));
}

#[test]
fn illegal_move_prints_the_trace_so_far_then_fails() {
    insta::assert_snapshot!(common::transcript(&[
        "trace",
        "7 2 4/5 0 6/8 3 1",
        "u,l,u",
        "--compact"
    ]));
}

#[test]
fn tile_numbers_resolve_as_the_board_changes() {
    // 2 then 7 then 5 = U L D on this board.
    let by_tiles = common::run(&["trace", "724506831", "2 7 5", "--compact"]);
    let by_letters = common::run(&["trace", "724506831", "ULD", "--compact"]);
    assert_eq!(by_tiles.code, 0);
    assert_eq!(by_tiles.stdout, by_letters.stdout);
    let run = common::run(&["trace", "724506831", "2,8"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "npuzzle: move 2: tile 8 is not next to the blank\n"
    );
    assert!(run.stdout.contains("Move 1 (U, written as tile 2)"));
}

#[test]
fn json_fields() {
    let (code, v) = json(&[
        "trace",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
        "ULD",
        "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["width"], 4);
    assert_eq!(v["rule"], "even-width");
    assert_eq!(v["goal_blank_row"], 4);
    assert_eq!(v["start"]["inversions"], 0);
    assert_eq!(v["start"]["invariant"], 0);
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 3);
    let s = &steps[0];
    assert_eq!(s["move"], "U");
    assert_eq!(s["tile"], 12);
    assert_eq!(s["tile_direction"], "down");
    assert_eq!(s["jumped"], serde_json::json!([13, 14, 15]));
    assert_eq!(s["pairs"][0]["change"], "becomes");
    assert_eq!(s["delta_inversions"], 3);
    assert_eq!(s["inversions"], 3);
    assert_eq!(s["blank_row_before"], 4);
    assert_eq!(s["blank_row"], 3);
    assert_eq!(s["invariant"], 4);
    assert_eq!(s["invariant_parity"], "even");
    assert_eq!(s["parity_kept"], true);
    assert_eq!(steps[1]["jumped"], serde_json::json!([]));
    assert_eq!(steps[1]["delta_inversions"], 0);
    assert_eq!(steps[2]["jumped"], serde_json::json!([11, 13, 14]));
    assert_eq!(v["end"]["inversions"], 6);
    assert_eq!(v["end"]["blank_row"], 4);
    assert_eq!(v["end"]["invariant"], 6);
    assert_eq!(v["summary"]["moves"], 3);
    assert_eq!(v["summary"]["net_delta_inversions"], 6);
    assert_eq!(v["summary"]["inversion_parity_changes"], 2);
    assert_eq!(v["summary"]["inversions_plus_row_parity_changes"], 0);
    assert!(v.get("stopped").is_none());
}

#[test]
fn json_of_an_illegal_move_keeps_the_prefix() {
    let run = common::run(&["trace", "724506831", "U U", "--format", "json"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "npuzzle: move 2 (U): the blank is already in the top row\n"
    );
    let v: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(v["steps"].as_array().unwrap().len(), 1);
    assert_eq!(v["stopped"]["step"], 2);
    assert_eq!(
        v["stopped"]["reason"],
        "the blank is already in the top row"
    );
}

#[test]
fn json_for_odd_width_shows_seed_002_mistake() {
    // 8-puzzle: inversions alone never change parity, inversions + blank
    // row changes on every vertical move.
    let (code, v) = json(&["trace", "724506831", "ULDRUL", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["summary"]["vertical_moves"], 3);
    assert_eq!(v["summary"]["inversion_parity_changes"], 0);
    assert_eq!(v["summary"]["inversions_plus_row_parity_changes"], 3);
}

#[test]
fn step_without_a_terminal_prints_everything() {
    let all = common::run(&["trace", "724506831", "ULDR"]);
    let stepped = common::run_with_input(&["trace", "724506831", "ULDR", "--step"], b"q\n");
    assert_eq!(stepped.code, 0);
    assert_eq!(stepped.stdout, all.stdout);
    assert!(!stepped.stdout.contains("Enter: next"));
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for (args, message) in [
        (
            &["trace", "724506831", "UXD"][..],
            "npuzzle: moves: `X` at character 2 is not a move: use U, D, L, R (the direction the blank travels) or tile numbers separated by spaces or commas\n",
        ),
        (
            &["trace", "724506831", ""][..],
            "npuzzle: moves: no moves given: write letters U, D, L, R (the blank's direction) or tile numbers\n",
        ),
        (
            &["trace", "724506831", "9"][..],
            "npuzzle: move 1: there is no tile 9 on a 3x3 board (tiles 1 to 8); separate tile numbers with spaces or commas\n",
        ),
        (
            &["trace", "724506831", "U", "--format", "dot"][..],
            "npuzzle: invalid value 'dot' for '--format <FORMAT>' [possible values: text, json]\n",
        ),
        (
            &["trace", "72450683", "U"][..],
            "npuzzle: 8 cells do not make a square board: separate rows with `/` or give --size WxH\n",
        ),
    ] {
        let run = common::run(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stderr, message, "{args:?}");
    }
}

#[test]
fn explain_with_moves_appends_the_trace() {
    let run = common::run(&["explain", "724506831", "--moves", "UL"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let at = run
        .stdout
        .find("3. The moves, one by one")
        .expect("section 3");
    let tail = &run.stdout[at..];
    assert!(tail.contains("Move 1 (U): tile 2 slides down"));
    assert!(tail.contains("Move 2 (L): tile 7 slides right"));
    let (code, v) = json(&["explain", "724506831", "--moves", "UL", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["trace"]["steps"][0]["jumped"], serde_json::json!([4, 5]));
    let without = common::run(&["explain", "724506831", "--json"]);
    assert!(!without.stdout.contains("\"trace\""));
    let bad = common::run(&["explain", "724506831", "--moves", "LL"]);
    assert_eq!(bad.code, 2);
    assert_eq!(
        bad.stderr,
        "npuzzle: move 2 (L): the blank is already in the leftmost column\n"
    );
}

#[test]
fn non_square_and_thin_boards() {
    // 4x3: even width, 3 tiles jumped; 1x4: a column, nothing jumped.
    let (code, v) = json(&["trace", "1 2 3 4/5 6 7 8/9 10 11 0", "U L D", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["steps"][0]["jumped"], serde_json::json!([9, 10, 11]));
    assert_eq!(v["summary"]["parity_kept"], true);
    let (code, v) = json(&["trace", "1 2 0 3", "U D D", "--size", "1x4", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["rule"], "thin");
    for s in v["steps"].as_array().unwrap() {
        assert_eq!(s["jumped"], serde_json::json!([]));
        assert_eq!(s["delta_inversions"], 0);
    }
}

#[test]
fn board_from_standard_input() {
    // `-` reads the board from standard input (this used to hang: the
    // binary held the stdin lock while the board reader took it again).
    let run = common::run_with_input(&["trace", "-", "UL", "--compact"], b"7 2 4/5 0 6/8 3 1\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        common::run(&["trace", "724506831", "UL", "--compact"]).stdout
    );
}
