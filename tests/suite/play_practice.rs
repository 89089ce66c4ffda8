//! `play` beyond 9 cells and in practice (issue 33), in tmux at 80x24 with
//! colour on and off:
//!
//! - the second `?` on a 4x3 board gives the solver's distance to the goal
//!   after each blank move (each checked here against `npuzzle solve` on
//!   the board after that move), the hint's move one that lowers it; on a
//!   6x6 board, where no exact distance is known, it says plainly that h is
//!   a lower bound and not the distance;
//! - `--practice` hides the verdict (and the goal's parity against the
//!   board's) from the panel and refuses the hint until `x`, which then
//!   confirms or refutes and shows the verdict; `p` turns practice on and
//!   off; in Vietnamese and Chinese too.

use crate::common;
use crate::play::{assert_restored, play_line};
use common::tmux::{self, Tmux};

fn start(name: &str, args: &str, colour: bool, ready: &str) -> Tmux {
    let t = Tmux::start_sized(name, 80, 24);
    t.line(&play_line(args, colour));
    t.wait_until("the board", |_| t.visible().contains(ready));
    let styled = t.screen_styled();
    let has_colour = styled.contains("\x1b[3") || styled.contains("\x1b[9");
    assert_eq!(has_colour, colour, "colour {colour}, screen:\n{styled}");
    t
}

fn wait(t: &Tmux, what: &str, done: impl Fn(&str) -> bool) -> String {
    t.wait_until(what, |_| done(&t.visible()));
    t.visible()
}

fn quit(t: &Tmux) {
    t.keys(&["q"]);
    let s = t.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    assert_eq!(tmux::exit_code(&s), Some(0), "{s}");
    assert_restored(t);
}

/// The screen's text on one line (the layout wraps sentences).
fn flat(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The board after the blank moves `letter` (U, D, L, R).
fn after(board: &str, letter: char) -> String {
    let rows: Vec<Vec<&str>> = board
        .split('/')
        .map(|r| r.split_whitespace().collect())
        .collect();
    let w = rows[0].len();
    let mut cells: Vec<&str> = rows.concat();
    let z = cells.iter().position(|&t| t == "0").unwrap();
    let to = match letter {
        'U' => z - w,
        'D' => z + w,
        'L' => z - 1,
        'R' => z + 1,
        _ => panic!("{letter}"),
    };
    cells.swap(z, to);
    cells
        .chunks(w)
        .map(|r| r.join(" "))
        .collect::<Vec<_>>()
        .join("/")
}

/// The optimal length of `board`, by `npuzzle solve`.
fn optimal(board: &str) -> u32 {
    let r = common::run(&["solve", board, "--format", "json"]);
    assert_eq!(r.code, 0, "{board}: {}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["optimal"], true, "{board}: {v}");
    v["length"]
        .as_u64()
        .unwrap_or_else(|| panic!("no length in {v}")) as u32
}

#[test]
fn the_second_question_mark_gives_the_solvers_distances_on_twelve_cells() {
    if !tmux::available("the_second_question_mark_gives_the_solvers_distances_on_twelve_cells") {
        return;
    }
    let board = "5 1 2 3/9 6 7 4/10 0 11 8";
    let d = optimal(board);
    for colour in [false, true] {
        let t = start(
            &format!("why12{colour}"),
            &format!("'{board}'"),
            colour,
            "Moves made",
        );
        t.keys(&["?"]);
        wait(&t, "the hint", |s| flat(s).contains("? again: why"));
        t.keys(&["?"]);
        let s = flat(&wait(&t, "the why", |s| {
            flat(s).contains("the hint's move lowers it:")
        }));
        assert!(
            s.contains(&format!(
                "{d} moves to the goal (exact: IDA* with linear conflict)"
            )),
            "{s}"
        );
        assert!(
            s.contains(
                "Why: distance to the goal after each blank move (exact: IDA* with linear conflict)"
            ),
            "{s}"
        );
        let list = s
            .split("the hint's move lowers it: ")
            .nth(1)
            .unwrap()
            .split(" keys:")
            .next()
            .unwrap();
        let hinted = s
            .split("blank move ")
            .nth(1)
            .unwrap()
            .chars()
            .next()
            .unwrap();
        let mut seen = 0;
        for item in list.split(" · ") {
            let (letter, value) = item
                .trim()
                .split_once(" d=")
                .unwrap_or_else(|| panic!("{item:?}"));
            let letter = letter.chars().next().unwrap();
            let value: u32 = value.trim().parse().unwrap_or_else(|_| panic!("{item:?}"));
            assert_eq!(value, optimal(&after(board, letter)), "{letter} in {s}");
            if letter == hinted {
                assert_eq!(value, d - 1, "the hint's move {letter}: {s}");
            }
            seen += 1;
        }
        assert_eq!(seen, 3, "three moves from this blank: {list}");
        quit(&t);
    }
}

#[test]
fn without_an_exact_distance_the_why_says_what_h_is() {
    if !tmux::available("without_an_exact_distance_the_why_says_what_h_is") {
        return;
    }
    // 6x6: no exact solver; two moves from the goal.
    let mut tiles: Vec<String> = (1..36).map(|t| t.to_string()).collect();
    tiles.push("0".into());
    let goal = tiles
        .chunks(6)
        .map(|r| r.join(" "))
        .collect::<Vec<_>>()
        .join("/");
    let board = after(&after(&goal, 'U'), 'L');
    for colour in [false, true] {
        let t = start(
            &format!("why36{colour}"),
            &format!("'{board}'"),
            colour,
            "Moves made",
        );
        t.keys(&["?"]);
        wait(&t, "the hint", |s| flat(s).contains("? again: why"));
        t.keys(&["?"]);
        // The answer, not the line shown while the solver works it out.
        let s = flat(&wait(&t, "the why", |s| {
            let s = flat(s);
            s.contains("Why:") && !s.contains("is working out")
        }));
        assert!(
            s.contains("Why: the heuristic h after each blank move: a lower bound on the moves left, not their number"),
            "{s}"
        );
        assert!(s.contains(" h="), "{s}");
        assert!(!s.contains(" d="), "{s}");
        quit(&t);
    }
}

#[test]
fn practice_hides_the_verdict_until_x() {
    if !tmux::available("practice_hides_the_verdict_until_x") {
        return;
    }
    for colour in [false, true] {
        // Unsolvable: 8 and 7 swapped.
        let t = start(
            &format!("practice{colour}"),
            "--practice '1 2 3/4 5 6/8 7 0'",
            colour,
            "Moves made",
        );
        let s = flat(&t.visible());
        assert!(s.contains("Verdict hidden (practice)"), "{s}");
        for giveaway in [
            "UNSOLVABLE",
            "Verdict solvable",
            "other parity",
            "same parity",
        ] {
            assert!(!s.contains(giveaway), "{giveaway}: {s}");
        }
        t.keys(&["?"]);
        wait(&t, "the refused hint", |s| {
            flat(s).contains("practice: a hint would tell whether this board can reach the goal")
        });
        t.keys(&["Down", "Right"]);
        let s = flat(&wait(&t, "two moves", |s| s.contains("Moves made  2")));
        assert!(s.contains("Verdict hidden (practice)"), "{s}");
        t.keys(&["x"]);
        let s = flat(&wait(&t, "confirmed", |s| {
            flat(s).contains("confirmed: unsolvable")
        }));
        assert!(
            s.contains("UNSOLVABLE") && s.contains("other parity"),
            "{s}"
        );
        // p leaves practice, and p again comes back to it.
        t.keys(&["p"]);
        wait(&t, "practice off", |s| {
            flat(s).contains("practice off: the verdict is shown")
        });
        t.keys(&["p"]);
        let s = flat(&wait(&t, "practice on", |s| {
            flat(s).contains("practice on:")
        }));
        assert!(s.contains("Verdict hidden (practice)"), "{s}");
        quit(&t);
    }
    // A solvable board declared unsolvable: refuted, and the verdict shown.
    let t = start(
        "practice-refuted",
        "--practice '1 2 3/4 5 6/7 0 8'",
        false,
        "Moves made",
    );
    assert!(!flat(&t.visible()).contains("Verdict solvable"));
    t.keys(&["x"]);
    let s = flat(&wait(&t, "refuted", |s| {
        flat(s).contains("refuted: this board is solvable")
    }));
    assert!(
        s.contains("Verdict solvable") && s.contains("same parity"),
        "{s}"
    );
    quit(&t);
    // p turns practice on in a game started without it.
    let t = start("practice-key", "'1 2 3/4 5 6/7 0 8'", true, "Moves made");
    assert!(flat(&t.visible()).contains("Verdict solvable"));
    t.keys(&["p"]);
    let s = flat(&wait(&t, "practice on", |s| {
        flat(s).contains("practice on:")
    }));
    assert!(
        s.contains("Verdict hidden (practice)") && !s.contains("SOLVABLE"),
        "{s}"
    );
    quit(&t);
}

#[test]
fn practice_speaks_vietnamese_and_chinese() {
    if !tmux::available("practice_speaks_vietnamese_and_chinese") {
        return;
    }
    for (lang, hidden, refused, ready) in [
        (
            "vi",
            "đang giấu (luyện tập)",
            "luyện tập: gợi ý sẽ cho biết",
            "Số nước đi",
        ),
        ("zh", "已隐藏（练习）", "练习：提示会透露", "已走步数"),
    ] {
        for colour in [false, true] {
            let t = start(
                &format!("practice-{lang}{colour}"),
                &format!("--lang {lang} --practice '1 2 3/4 5 6/8 7 0'"),
                colour,
                ready,
            );
            let s = t.visible();
            assert!(s.contains(hidden), "{s}");
            assert!(
                s.lines().all(|l| textwrap::core::display_width(l) <= 80),
                "{s}"
            );
            t.keys(&["?"]);
            wait(&t, "the refused hint", |s| {
                flat(s).replace(' ', "").contains(&refused.replace(' ', ""))
            });
            quit(&t);
        }
    }
}
