//! Property tests of the foundation, driven by the crate's own seeded RNG:
//! inversion counts and verdicts against brute-force references (pair
//! counting, permutation parity, and real reachability by breadth-first
//! search for every board shape of at most 9 cells), and a parser that never
//! panics and only ever answers a board or an input error.

use crate::common;

use npuzzle::board::{Board, Goal};
use npuzzle::error::Error;
use npuzzle::parity::{
    Rule, inversion_table, inversions, is_solvable, natural_inversions, verdict,
};
use npuzzle::parse::{parse_board, parse_size, read_board_file};
use npuzzle::rng::Rng;
use std::collections::{HashSet, VecDeque};
use std::panic::{AssertUnwindSafe, catch_unwind};

// ---------------------------------------------------------------- references

/// Inversions by definition: pairs of tiles (blank left out) whose order on
/// the board is the reverse of their order on the goal. O(n²).
fn brute_inversions(board: &Board, goal: &Board) -> usize {
    let order: Vec<u8> = board.tiles().iter().copied().filter(|&t| t != 0).collect();
    let mut count = 0;
    for i in 0..order.len() {
        for j in i + 1..order.len() {
            if goal.position_of(order[i]) > goal.position_of(order[j]) {
                count += 1;
            }
        }
    }
    count
}

/// The classical criterion, independent of reading orders: the permutation
/// of cells taking the board to the goal (blank included) must have the
/// parity of the blank's taxicab distance. Thin boards: same tile order.
fn reference_solvable(board: &Board, goal: &Board) -> bool {
    let (w, h) = (board.width(), board.height());
    if w == 1 || h == 1 {
        let order =
            |b: &Board| -> Vec<u8> { b.tiles().iter().copied().filter(|&t| t != 0).collect() };
        return order(board) == order(goal);
    }
    let n = board.cells();
    let target: Vec<usize> = board.tiles().iter().map(|&t| goal.position_of(t)).collect();
    let mut seen = vec![false; n];
    let mut transpositions = 0;
    for start in 0..n {
        let mut len = 0;
        let mut i = start;
        while !seen[i] {
            seen[i] = true;
            i = target[i];
            len += 1;
        }
        if len > 0 {
            transpositions += len - 1;
        }
    }
    let (b, g) = (board.blank_index(), goal.blank_index());
    let taxicab = (b / w).abs_diff(g / w) + (b % w).abs_diff(g % w);
    transpositions % 2 == taxicab % 2
}

/// Every board reachable from `start` by legal moves.
fn reachable(start: &Board) -> HashSet<u64> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(key(start));
    queue.push_back(start.clone());
    while let Some(b) = queue.pop_front() {
        for d in b.legal_moves() {
            let next = b.moved(d).expect("legal");
            if seen.insert(key(&next)) {
                queue.push_back(next);
            }
        }
    }
    seen
}

/// A board of at most 16 cells packed in 4-bit cells.
fn key(b: &Board) -> u64 {
    b.tiles().iter().fold(0, |k, &t| (k << 4) | t as u64)
}

fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// Every arrangement of `0..n` (Heap's algorithm).
fn all_arrangements(n: usize) -> Vec<Vec<u8>> {
    let mut a: Vec<u8> = (0..n as u8).collect();
    let mut out = vec![a.clone()];
    let mut c = vec![0usize; n];
    let mut i = 0;
    while i < n {
        if c[i] < i {
            if i % 2 == 0 {
                a.swap(0, i);
            } else {
                a.swap(c[i], i);
            }
            out.push(a.clone());
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    out
}

/// A random goal: a preset or any arrangement.
fn random_goal(rng: &mut Rng, w: usize, h: usize) -> Board {
    match rng.below(4) {
        0 => Board::blank_last(w, h).unwrap(),
        1 => Board::blank_first(w, h).unwrap(),
        2 => Board::snail(w, h).unwrap(),
        _ => rng.board(w, h),
    }
}

/// Check one verdict in full against the truth `truly_solvable`, where
/// `in_class(b)` says whether `b` can reach the goal.
fn check_verdict(board: &Board, goal_board: &Board, in_class: &dyn Fn(&Board) -> bool) {
    let goal = Goal::new(goal_board.clone());
    let truth = in_class(board);
    let v = verdict(board, &goal);
    assert_eq!(v.solvable, truth, "{board:?} -> {goal_board:?}");
    assert_eq!(
        is_solvable(board, &goal),
        truth,
        "{board:?} -> {goal_board:?}"
    );
    assert_eq!(v.start.blank_row, board.blank_row() + 1);
    assert_eq!(v.goal.blank_row, goal_board.blank_row() + 1);
    let thin = board.width() == 1 || board.height() == 1;
    assert_eq!(v.rule == Rule::Thin, thin);
    if truth {
        assert!(v.fix.is_none());
        return;
    }
    // A fix is one swap of two tiles (the blank stays) that truly works;
    // on thin boards "no fix" must mean that no single swap works.
    match &v.fix {
        Some(fix) => {
            let changed: Vec<usize> = (0..board.cells())
                .filter(|&i| board.tiles()[i] != fix.board.tiles()[i])
                .collect();
            assert_eq!(changed.len(), 2, "{board:?}: fix {:?}", fix.board);
            assert!(changed.iter().all(|&i| board.tiles()[i] != 0));
            let mut tiles = [board.tiles()[changed[0]], board.tiles()[changed[1]]];
            tiles.sort();
            assert_eq!(fix.tiles, tiles);
            assert!(
                in_class(&fix.board),
                "{board:?}: fix {:?} does not work",
                fix.board
            );
        }
        None => {
            assert!(thin, "{board:?}: an unsolvable wide board always has a fix");
            for i in 0..board.cells() {
                for j in i + 1..board.cells() {
                    if board.tiles()[i] != 0 && board.tiles()[j] != 0 {
                        assert!(
                            !in_class(&board.swapped(i, j)),
                            "{board:?}: swap {i} {j} works"
                        );
                    }
                }
            }
        }
    }
}

// ---------------------------------------------------------------- counts

#[test]
fn inversion_counts_match_pair_counting_on_random_boards_up_to_6x6() {
    let mut rng = Rng::new(2026);
    for _ in 0..3000 {
        let w = 1 + rng.below(6) as usize;
        let h = 1 + rng.below(6) as usize;
        if w * h < 2 {
            continue;
        }
        let board = rng.board(w, h);
        let goal_board = random_goal(&mut rng, w, h);
        let goal = Goal::new(goal_board.clone());
        let want = brute_inversions(&board, &goal_board);
        assert_eq!(
            inversions(&board, &goal),
            want,
            "{board:?} -> {goal_board:?}"
        );
        let table = inversion_table(&board, &goal);
        assert_eq!(table.inversions, want);
        assert_eq!(
            table.parity.name(),
            if want.is_multiple_of(2) {
                "even"
            } else {
                "odd"
            }
        );
        // The table row by row: reading order, labels, the tiles counted.
        let order: Vec<u8> = board.tiles().iter().copied().filter(|&t| t != 0).collect();
        let goal_order: Vec<u8> = goal_board
            .tiles()
            .iter()
            .copied()
            .filter(|&t| t != 0)
            .collect();
        let label = |t: u8| goal_order.iter().position(|&g| g == t).unwrap() + 1;
        assert_eq!(table.rows.len(), order.len());
        let mut running = 0;
        for (i, row) in table.rows.iter().enumerate() {
            assert_eq!(row.tile, order[i]);
            assert_eq!(row.label, label(row.tile));
            let expected: Vec<u8> = order[i + 1..]
                .iter()
                .copied()
                .filter(|&u| label(u) < label(row.tile))
                .collect();
            assert_eq!(row.smaller_after, expected);
            assert_eq!(row.count, expected.len());
            running += row.count;
            assert_eq!(row.running, running);
        }
        assert_eq!(
            table.relabelled,
            order.iter().any(|&t| label(t) != t as usize)
        );
        let natural = brute_inversions(&board, &Board::blank_last(w, h).unwrap());
        assert_eq!(natural_inversions(&board), natural);
        assert_eq!(verdict(&board, &goal).start.inversions, natural);
        assert_eq!(verdict(&board, &goal).relative_inversions, want);
    }
}

// ---------------------------------------------------------------- verdicts

#[test]
fn verdict_matches_permutation_parity_on_random_boards_up_to_6x6() {
    let mut rng = Rng::new(7);
    let mut seen = [0usize; 2];
    for _ in 0..3000 {
        let w = 1 + rng.below(6) as usize;
        let h = 1 + rng.below(6) as usize;
        if w * h < 2 {
            continue;
        }
        let goal = random_goal(&mut rng, w, h);
        // Half the boards from a walk (solvable by construction), half
        // uniformly random (mostly unsolvable on thin boards, half on others).
        let board = if rng.below(2) == 0 {
            let length = rng.below(60) as usize;
            let moves = rng.walk(&goal, length);
            goal.apply_all(&moves).unwrap()
        } else {
            rng.board(w, h)
        };
        let truth = reference_solvable(&board, &goal);
        seen[truth as usize] += 1;
        check_verdict(&board, &goal, &|b| reference_solvable(b, &goal));
    }
    assert!(
        seen[0] > 500 && seen[1] > 500,
        "both verdicts exercised: {seen:?}"
    );
}

#[test]
fn walks_stay_solvable_and_one_swap_breaks_them() {
    let mut rng = Rng::new(99);
    for _ in 0..1500 {
        let w = 1 + rng.below(6) as usize;
        let h = 1 + rng.below(6) as usize;
        if w * h < 3 {
            continue;
        }
        let goal_board = random_goal(&mut rng, w, h);
        let goal = Goal::new(goal_board.clone());
        let length = rng.below(80) as usize;
        let moves = rng.walk(&goal_board, length);
        let board = goal_board.apply_all(&moves).unwrap();
        assert!(
            is_solvable(&board, &goal),
            "{board:?} is {} moves from the goal",
            moves.len()
        );
        let tiles: Vec<usize> = (0..board.cells())
            .filter(|&i| board.tiles()[i] != 0)
            .collect();
        let a = tiles[rng.below(tiles.len() as u64) as usize];
        let mut b = a;
        while b == a {
            b = tiles[rng.below(tiles.len() as u64) as usize];
        }
        assert!(
            !is_solvable(&board.swapped(a, b), &goal),
            "{board:?} swap {a} {b}"
        );
    }
}

/// The truth itself: breadth-first search over every board shape with at
/// most 9 cells. Shapes of at most 8 cells are checked on every
/// arrangement, 9-cell shapes on random ones.
#[test]
fn verdict_matches_reachability_for_every_shape_up_to_9_cells() {
    let mut rng = Rng::new(2024);
    for w in 1..=9usize {
        for h in 1..=9usize {
            let n = w * h;
            if !(2..=9).contains(&n) {
                continue;
            }
            let thin = w == 1 || h == 1;
            let boards: Vec<Board> = if n <= 8 {
                all_arrangements(n)
                    .into_iter()
                    .map(|t| Board::new(w, h, t).unwrap())
                    .collect()
            } else {
                (0..4000).map(|_| rng.board(w, h)).collect()
            };
            let goals: Vec<Board> = (0..4).map(|_| random_goal(&mut rng, w, h)).collect();
            if thin {
                for goal in &goals {
                    let class = reachable(goal);
                    assert_eq!(
                        class.len(),
                        n,
                        "{w}x{h}: the blank can be anywhere, nothing else changes"
                    );
                    let in_class = |b: &Board| class.contains(&key(b));
                    for board in &boards {
                        check_verdict(board, goal, &in_class);
                    }
                }
            } else {
                // Moves are reversible, so the boards split into classes;
                // one search finds one class, the rest is the other.
                let class = reachable(&Board::blank_last(w, h).unwrap());
                assert_eq!(
                    class.len(),
                    factorial(n) / 2,
                    "{w}x{h}: exactly half the boards"
                );
                for goal in &goals {
                    let goal_side = class.contains(&key(goal));
                    let in_class = |b: &Board| class.contains(&key(b)) == goal_side;
                    for board in &boards {
                        check_verdict(board, goal, &in_class);
                    }
                }
            }
        }
    }
}

// ---------------------------------------------------------------- parser

/// Parse inside `catch_unwind`: a panic fails the test with the input shown.
fn parse_safely(text: &str, size: Option<(usize, usize)>) {
    let result = catch_unwind(AssertUnwindSafe(|| parse_board(text, size)));
    match result {
        Err(_) => panic!("parse_board panicked on {text:?} with size {size:?}"),
        Ok(Ok(board)) => {
            assert!(board.width() <= 16 && board.height() <= 16);
            assert!(board.cells() >= 2);
            let mut tiles = board.tiles().to_vec();
            tiles.sort();
            assert!(
                tiles.iter().enumerate().all(|(i, &t)| t as usize == i),
                "{text:?}"
            );
            if let Some((w, h)) = size {
                assert_eq!((board.width(), board.height()), (w, h), "{text:?}");
            }
            // What we print, we can read back.
            assert_eq!(
                parse_board(&board.to_line(), Some((board.width(), board.height()))).unwrap(),
                board
            );
        }
        Ok(Err(e @ (Error::Input(_) | Error::Problem(_)))) => {
            // One line in every language.
            for lang in npuzzle::i18n::Lang::all() {
                let message = e.say(*lang);
                assert!(
                    !message.is_empty() && !message.contains('\n'),
                    "{text:?}: {message:?}"
                );
            }
        }
        Ok(Err(other)) => panic!("{text:?}: not an input error: {other:?}"),
    }
}

const ALPHABET: &[char] = &[
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '1', '2', ' ', ' ', ',', ',', '/', '/',
    '_', '.', '\n', '\n', '#', '[', ']', ';', '\t', '\r', 'x', '-', '+', '×', 'é', '\u{0}',
    '\u{1b}', '\u{202e}', '３', '💥',
];

fn random_size(rng: &mut Rng) -> Option<(usize, usize)> {
    match rng.below(4) {
        0 => Some((rng.below(20) as usize, rng.below(20) as usize)),
        _ => None,
    }
}

#[test]
fn parser_never_panics_on_random_strings() {
    let mut rng = Rng::new(1);
    for _ in 0..20_000 {
        let len = rng.below(70) as usize;
        let text: String = (0..len)
            .map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize])
            .collect();
        let size = random_size(&mut rng);
        parse_safely(&text, size);
    }
}

#[test]
fn parser_never_panics_on_random_bytes() {
    let mut rng = Rng::new(2);
    for _ in 0..20_000 {
        let len = rng.below(70) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        let size = random_size(&mut rng);
        parse_safely(&String::from_utf8_lossy(&bytes), size);
    }
    // Through a file, where the bytes are read raw (not UTF-8 included).
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("random-bytes.txt");
    for _ in 0..300 {
        let len = rng.below(70) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        std::fs::write(&path, &bytes).unwrap();
        match catch_unwind(|| read_board_file(&path, None)) {
            Err(_) => panic!("read_board_file panicked on {bytes:?}"),
            Ok(Ok(_)) | Ok(Err(Error::Input(_) | Error::Problem(_))) => {}
            Ok(Err(other)) => panic!("{bytes:?}: not an input error: {other:?}"),
        }
    }
}

/// Valid boards in every notation, then broken by a few random edits.
#[test]
fn parser_never_panics_on_mutated_boards() {
    let mut rng = Rng::new(3);
    let mut accepted = 0;
    for _ in 0..20_000 {
        let w = 1 + rng.below(5) as usize;
        let h = 1 + rng.below(5) as usize;
        if w * h < 2 {
            continue;
        }
        let board = rng.board(w, h);
        let rows: Vec<Vec<String>> = board
            .rows()
            .iter()
            .map(|r| r.iter().map(|t| t.to_string()).collect())
            .collect();
        let mut text = match rng.below(6) {
            0 => board.to_line(),
            1 => rows
                .iter()
                .map(|r| r.join(","))
                .collect::<Vec<_>>()
                .join("/"),
            2 => rows
                .iter()
                .map(|r| r.join(" "))
                .collect::<Vec<_>>()
                .join("\n"),
            3 => format!(
                "# file\n{}\n{}\n",
                w,
                rows.iter()
                    .map(|r| r.join(" "))
                    .collect::<Vec<_>>()
                    .join("\n")
            ),
            4 => format!(
                "[{}]",
                rows.iter()
                    .map(|r| format!("[{}]", r.join(",")))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
            _ => board
                .tiles()
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(","),
        };
        for _ in 0..rng.below(4) {
            let chars: Vec<char> = text.chars().collect();
            let at = rng.below(chars.len() as u64 + 1) as usize;
            let c = ALPHABET[rng.below(ALPHABET.len() as u64) as usize];
            text = match rng.below(4) {
                0 if at < chars.len() => chars[..at].iter().chain(&chars[at + 1..]).collect(),
                1 => chars[..at]
                    .iter()
                    .chain(std::iter::once(&c))
                    .chain(&chars[at..])
                    .collect(),
                2 if at < chars.len() => {
                    let mut v = chars.clone();
                    v[at] = c;
                    v.into_iter().collect()
                }
                _ => {
                    let end = (at + rng.below(6) as usize).min(chars.len());
                    chars[..end].iter().chain(&chars[at..]).collect()
                }
            };
        }
        let size = if rng.below(3) == 0 {
            Some((w, h))
        } else {
            random_size(&mut rng)
        };
        parse_safely(&text, size);
        accepted += parse_board(&text, size).is_ok() as usize;
    }
    assert!(
        accepted > 2000,
        "mutations kept enough boards valid to matter: {accepted}"
    );
}

#[test]
fn size_parser_never_panics() {
    let mut rng = Rng::new(4);
    for _ in 0..10_000 {
        let len = rng.below(12) as usize;
        let text: String = (0..len)
            .map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize])
            .collect();
        match catch_unwind(|| parse_size(&text)) {
            Err(_) => panic!("parse_size panicked on {text:?}"),
            Ok(Ok((w, h))) => assert!((1..=16).contains(&w) && (1..=16).contains(&h) && w * h >= 2),
            Ok(Err(Error::Input(_) | Error::Problem(_))) => {}
            Ok(Err(other)) => panic!("{text:?}: {other:?}"),
        }
    }
    for text in [
        "18446744073709551615x18446744073709551615",
        "4294967296x4294967296",
        "0x5",
        "1x1",
    ] {
        assert!(
            matches!(parse_size(text), Err(Error::Input(_) | Error::Problem(_))),
            "{text}"
        );
    }
}

/// The real binary on random bytes from standard input: exit 0, 1 or 2,
/// and on 2 exactly one line on standard error.
#[test]
fn binary_answers_random_stdin_with_one_line_or_a_verdict() {
    let mut rng = Rng::new(5);
    for i in 0..150 {
        let len = rng.below(60) as usize;
        let bytes: Vec<u8> = if i % 2 == 0 {
            (0..len).map(|_| rng.below(256) as u8).collect()
        } else {
            (0..len)
                .map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize])
                .collect::<String>()
                .into_bytes()
        };
        let out = common::run_with_input(&["solvable", "-"], &bytes);
        assert!(matches!(out.code, 0..=2), "{bytes:?}: exit {}", out.code);
        if out.code == 2 {
            assert_eq!(out.stderr.lines().count(), 1, "{bytes:?}: {}", out.stderr);
            assert!(out.stderr.starts_with("npuzzle: "));
        } else {
            assert_eq!(out.stderr, "");
        }
        assert!(!out.stderr.contains("panicked"));
    }
}
