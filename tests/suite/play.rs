//! `npuzzle play` driven in a real 80x24 terminal (tmux), with colour on
//! and off: every key set wins a one-move board, undo/redo, the panel
//! against `trace`'s rows, hints on an optimal path, an unsolvable board,
//! the printed moves replayed by `trace`, and the terminal restored after
//! q, Ctrl-C and a resize. Without tmux these fail under CI and are skipped
//! (and say so) locally.

use crate::common;

use common::tmux::{self, Tmux};

/// The pattern databases of the tests, under cargo's target directory.
fn cache() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdb-cache")
}

/// The shell line that runs `npuzzle play ARGS`, colour on or off.
pub(crate) fn play_line(args: &str, colour: bool) -> String {
    let env = if colour {
        "env -u NO_COLOR -u CLICOLOR -u CLICOLOR_FORCE TERM=xterm-256color"
    } else {
        "env NO_COLOR=1"
    };
    format!(
        "{env} XDG_CACHE_HOME='{}' '{}' play {args}; echo EXIT=$?",
        cache().display(),
        common::bin()
    )
}

/// A terminal running `play ARGS`, its first frame drawn.
fn start(name: &str, args: &str, colour: bool) -> Tmux {
    let t = Tmux::start_sized(name, 80, 24);
    t.line(&play_line(args, colour));
    t.wait_until("the board", |_| t.visible().contains("Moves made"));
    let styled = t.screen_styled();
    let has_colour = styled.contains("\x1b[3") || styled.contains("\x1b[9");
    assert_eq!(has_colour, colour, "colour {colour}, screen:\n{styled}");
    t
}

/// Wait for the visible screen to satisfy `done`.
fn wait(t: &Tmux, what: &str, done: impl Fn(&str) -> bool) -> String {
    t.wait_until(what, |_| done(&t.visible()));
    t.visible()
}

/// Quit, check the terminal is back to normal, and return the moves line
/// and the board from the replay sentence on standard error.
fn quit_with(t: &Tmux, key: &str) -> (String, String) {
    t.keys(&[key]);
    let screen = t.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    assert_eq!(tmux::exit_code(&screen), Some(0), "{screen}");
    assert_restored(t);
    let visible = t.visible();
    assert!(
        !visible.contains("Moves made"),
        "the game is still on screen:\n{visible}"
    );
    let replay = screen
        .lines()
        .find_map(|l| l.split_once("replay them with: npuzzle trace '"))
        .map(|(_, rest)| rest.to_string())
        .unwrap_or_else(|| panic!("no replay line:\n{screen}"));
    let (board, moves) = replay.split_once("' ").expect("board then moves");
    let moves = moves.split_whitespace().next().unwrap().to_string();
    assert!(
        // (The shell's prompt may stand before it when the command was
        // typed before the prompt appeared.)
        screen
            .lines()
            .any(|l| l.trim().trim_start_matches("# ") == moves),
        "the moves are not printed on a line of their own:\n{screen}"
    );
    (moves, board.to_string())
}

/// Raw mode, the alternate screen and mouse reports are all off again, and
/// the cursor is shown.
pub(crate) fn assert_restored(t: &Tmux) {
    assert_eq!(
        t.format("#{alternate_on} #{cursor_flag} #{mouse_any_flag}"),
        "0 1 0",
        "alternate screen, cursor, mouse"
    );
    t.line("stty -a | tr ' ;' '\\n\\n' | grep -x -e -icanon -e icanon -e -echo -e echo | tr '\\n' ' '; echo STTY");
    let s = t.wait_for("icanon echo STTY");
    assert!(!s.contains("-icanon echo STTY"), "{s}");
}

/// The cells of a `trace --compact` row (columns are two spaces or more apart).
fn columns(line: &str) -> Vec<String> {
    line.split("  ")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_string)
        .collect()
}

/// The value after a panel label (`Inversions  12`).
pub(crate) fn panel_value(screen: &str, label: &str) -> String {
    screen
        .lines()
        .find_map(|l| {
            let (_, rest) = l.split_once(&format!("   {label} "))?;
            Some(rest.trim().to_string())
        })
        .unwrap_or_else(|| panic!("no {label} in:\n{screen}"))
}

#[test]
fn every_key_set_wins_a_one_move_board() {
    if !tmux::available("every_key_set_wins_a_one_move_board") {
        return;
    }
    // 1 2 3/4 5 6/7 0 8: tile 8 slides left, the blank moves right (R).
    let board = "'1 2 3/4 5 6/7 0 8'";
    let cases: &[(&str, &[&str])] = &[
        ("--arrows tile", &["Left"]),
        ("--arrows tile", &["h"]),
        ("--arrows tile", &["a"]),
        ("--arrows blank", &["Right"]),
        ("--arrows blank", &["l"]),
        ("--arrows blank", &["d"]),
        ("", &["Left"]),
    ];
    for colour in [false, true] {
        for (i, (flag, keys)) in cases.iter().enumerate() {
            let t = start(
                &format!("keys{i}{colour}"),
                &format!("{board} {flag}"),
                colour,
            );
            let s = t.visible();
            let convention = if flag.contains("blank") {
                "arrows move the blank"
            } else {
                "arrows slide a tile into the blank"
            };
            assert!(s.contains(convention), "{s}");
            t.keys(keys);
            wait(&t, "the win", |s| {
                s.contains("Solved in 1 move (optimal 1)")
            });
            let (moves, start_board) = quit_with(&t, "q");
            assert_eq!(
                (moves.as_str(), start_board.as_str()),
                ("R", "1 2 3/4 5 6/7 0 8")
            );
        }
        // A click on tile 8 (row 3, column 3 of the tall grid: screen
        // column 15, row 12, 1-based in the mouse report).
        let t = start(&format!("click{colour}"), board, colour);
        t.literal("\x1b[<0;15;12M\x1b[<0;15;12m");
        wait(&t, "the win by click", |s| s.contains("Solved in 1 move"));
        assert_eq!(quit_with(&t, "q").0, "R");
    }
}

#[test]
fn illegal_moves_and_clicks_are_refused_with_a_word() {
    if !tmux::available("illegal_moves_and_clicks_are_refused_with_a_word") {
        return;
    }
    let t = start("refuse", "'1 2 3/4 5 6/7 8 0' --arrows blank", false);
    t.keys(&["Down"]);
    wait(&t, "the refusal", |s| {
        s.contains("refused: the blank cannot move down")
    });
    // Tile 1, far from the blank.
    t.literal("\x1b[<0;3;4M");
    wait(&t, "the click refusal", |s| {
        s.contains("tile 1 is not next to the blank")
    });
    t.keys(&["z"]);
    wait(&t, "the unknown key", |s| {
        s.contains("`z` is not a key of play")
    });
    assert!(t.visible().contains("Moves made  0"));
    t.keys(&["Up"]);
    wait(&t, "a move", |s| s.contains("Moves made  1"));
    assert_eq!(quit_with(&t, "q").0, "U");
}

#[test]
fn undo_and_redo() {
    if !tmux::available("undo_and_redo") {
        return;
    }
    for colour in [false, true] {
        let t = start(
            &format!("undo{colour}"),
            "'1 2 3/4 5 6/7 8 0' --arrows blank",
            colour,
        );
        t.keys(&["Up", "Left", "Down"]);
        wait(&t, "three moves", |s| s.contains("Moves made  3"));
        t.keys(&["u", "u"]);
        let s = wait(&t, "two undos", |s| s.contains("Moves made  1"));
        assert!(s.contains("undid L"), "{s}");
        t.keys(&["r"]);
        let s = wait(&t, "a redo", |s| s.contains("Moves made  2"));
        assert!(s.contains("redid L"), "{s}");
        assert!(s.lines().any(|l| l.starts_with("2 L ")), "{s}");
        t.keys(&["u", "u", "u"]);
        wait(&t, "nothing to undo", |s| s.contains("nothing to undo"));
        t.keys(&["r", "r", "r"]);
        wait(&t, "all redone", |s| s.contains("Moves made  3"));
        t.keys(&["r"]);
        wait(&t, "nothing to redo", |s| s.contains("nothing to redo"));
        let (moves, board) = quit_with(&t, "q");
        assert_eq!(moves, "ULD");
        let run = common::run(&["trace", &board, &moves]);
        assert_eq!(run.code, 0, "{}", run.stderr);
    }
}

#[test]
fn the_panel_agrees_with_traces_rows_move_by_move() {
    if !tmux::available("the_panel_agrees_with_traces_rows_move_by_move") {
        return;
    }
    let cases = [
        ("12 1 10 2/7 11 4 14/5 0 9 15/8 13 6 3", "URDDLUR", false),
        ("7 2 4/5 0 6/8 3 1", "ULDRRUL", true),
    ];
    for (board, moves, colour) in cases {
        let trace = common::run(&["trace", board, moves, "--compact"]);
        assert_eq!(trace.code, 0, "{}", trace.stderr);
        let t = start(
            &format!("panel{colour}"),
            &format!("'{board}' --arrows blank"),
            colour,
        );
        for (i, letter) in moves.chars().enumerate() {
            let n = i + 1;
            let key = match letter {
                'U' => "Up",
                'D' => "Down",
                'L' => "Left",
                _ => "Right",
            };
            t.keys(&[key]);
            let s = wait(&t, &format!("move {n}"), |s| {
                s.contains(&format!("Moves made  {n}\n"))
                    || s.contains(&format!("Moves made  {n} "))
            });
            let prefix = format!("{n} {letter} ");
            let want = trace
                .stdout
                .lines()
                .find(|l| l.starts_with(&prefix))
                .map(columns)
                .unwrap_or_else(|| panic!("no row {n} in trace:\n{}", trace.stdout));
            let got = s
                .lines()
                .find(|l| l.starts_with(&prefix))
                .map(columns)
                .unwrap_or_else(|| panic!("no row {n} on screen:\n{s}"));
            // move, tile, jumps over, Δinversions, inv, blank row, invariant
            assert_eq!(got[..7], want[..7], "move {n}:\n{s}");
            assert_eq!(panel_value(&s, "Inversions"), want[4], "move {n}:\n{s}");
            assert_eq!(panel_value(&s, "Invariant"), want[6], "move {n}:\n{s}");
        }
        let (printed, start_board) = quit_with(&t, "q");
        assert_eq!((printed.as_str(), start_board.as_str()), (moves, board));
    }
}

/// Follow the hints until the board is solved: each hinted move lowers the
/// distance by exactly one, and the win is optimal.
fn follow_hints(name: &str, args: &str, distance: usize) {
    let t = start(name, args, false);
    for left in (1..=distance).rev() {
        t.keys(&["?"]);
        let s = wait(&t, "a hint", |s| s.contains("to the goal"));
        let plural = if left == 1 { "" } else { "s" };
        assert!(
            s.contains(&format!(": {left} move{plural} to the goal (exact")),
            "{s}"
        );
        let key = ["↑", "↓", "←", "→"]
            .iter()
            .zip(["Up", "Down", "Left", "Right"])
            .find(|(a, _)| s.contains(&format!("Hint: press {a} ")))
            .map(|(_, k)| k)
            .unwrap_or_else(|| panic!("no key in the hint:\n{s}"));
        if left == distance {
            t.keys(&["?"]);
            // The answer, not the line shown while the solver works it out.
            let why = wait(&t, "why", |s| {
                s.contains("Why:") && !s.contains("is working out")
            });
            assert!(why.contains("after each blank move"), "{why}");
        }
        t.keys(&[key]);
        let moved = distance - left + 1;
        wait(&t, "the move", |s| {
            s.contains(&format!("Moves made  {moved}"))
        });
    }
    wait(&t, "an optimal win", |s| {
        s.contains(&format!("Solved in {distance} moves (optimal {distance})"))
    });
    let (moves, board) = quit_with(&t, "q");
    assert_eq!(moves.len(), distance);
    let run = common::run(&["trace", &board, &moves]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn hints_follow_an_optimal_path() {
    if !tmux::available("hints_follow_an_optimal_path") {
        return;
    }
    follow_hints("hint3", "--distance 9 --seed 4", 9);
    follow_hints(
        "hint4",
        "--size 4x4 --distance 6 --seed 2 --arrows blank",
        6,
    );
}

#[test]
fn an_unsolvable_board_cannot_be_won_and_x_is_confirmed() {
    if !tmux::available("an_unsolvable_board_cannot_be_won_and_x_is_confirmed") {
        return;
    }
    for colour in [false, true] {
        // Loyd's 14-15 on 3x3: 8 and 7 swapped.
        let t = start(
            &format!("unsolvable{colour}"),
            "'1 2 3/4 5 6/8 7 0'",
            colour,
        );
        let s = t.visible();
        assert!(s.contains("UNSOLVABLE"), "{s}");
        assert!(s.contains("0 even ✗ other parity"), "{s}");
        t.keys(&["?"]);
        wait(&t, "no sequence", |s| {
            s.contains(
                "no sequence of moves reaches the goal: invariant 1 is odd, the goal's 0 is even",
            )
        });
        // Move around and come back: never solved, the parity kept.
        t.keys(&["Down", "Right", "Up", "Left"]);
        let s = wait(&t, "four moves", |s| s.contains("Moves made  4"));
        assert!(!s.contains("Solved"), "{s}");
        assert!(panel_value(&s, "Invariant").ends_with(" odd"), "{s}");
        assert!(s.contains("0 even ✗ other parity"), "{s}");
        t.keys(&["x"]);
        wait(&t, "confirmed", |s| s.contains("confirmed: unsolvable"));
        quit_with(&t, "q");
    }
    // Declaring a solvable board unsolvable is refuted.
    let t = start("refuted", "'1 2 3/4 5 6/7 0 8'", false);
    t.keys(&["x"]);
    wait(&t, "refuted", |s| {
        s.contains("refuted: this board is solvable")
    });
    t.keys(&["q"]);
    let s = t.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    assert_eq!(tmux::exit_code(&s), Some(0));
    assert!(s.contains("no moves played"), "{s}");
    assert_restored(&t);
}

#[test]
fn the_terminal_is_restored_after_ctrl_c_and_a_resize() {
    if !tmux::available("the_terminal_is_restored_after_ctrl_c_and_a_resize") {
        return;
    }
    for colour in [false, true] {
        let t = start(
            &format!("ctrlc{colour}"),
            "'7 2 4/5 0 6/8 3 1' --arrows blank",
            colour,
        );
        t.keys(&["Up"]);
        wait(&t, "a move", |s| s.contains("Moves made  1"));
        t.resize(100, 30);
        let wide = |s: &str| s.lines().any(|l| l.trim_end().chars().count() > 80);
        wait(&t, "the wider frame", wide);
        t.resize(80, 24);
        wait(&t, "the 80x24 frame", |s| {
            !wide(s) && s.contains("Moves made  1")
        });
        t.resize(30, 10);
        wait(&t, "too small", |s| s.contains("The terminal is 30x10"));
        t.resize(80, 24);
        wait(&t, "the board again", |s| s.contains("Moves made  1"));
        let (moves, _) = quit_with(&t, "C-c");
        assert_eq!(moves, "U");
    }
}

#[test]
fn the_optimal_solution_replays_after_a_win() {
    if !tmux::available("the_optimal_solution_replays_after_a_win") {
        return;
    }
    // Three moves the long way round; the optimal solution is one move.
    let t = start("replay", "'1 2 3/4 5 6/7 0 8' --arrows blank", false);
    t.keys(&["Left", "Right", "Right"]);
    wait(&t, "the win", |s| {
        s.contains("Solved in 3 moves (optimal 1)")
    });
    t.keys(&["Left"]);
    wait(&t, "moves refused once solved", |s| {
        s.contains("solved: o replays")
    });
    t.keys(&["o"]);
    wait(&t, "the replay's end", |s| {
        s.contains("the optimal solution: 1 move")
    });
    let (moves, _) = quit_with(&t, "q");
    assert_eq!(moves, "LRR");
}

#[test]
fn not_a_terminal_and_bad_arguments() {
    let cases: &[&[&str]] = &[
        &["play", "724506831"],
        &["play"],
        &["play", "--arrows", "up"],
        &["play", "1234"],
        &["play", "--distance", "40"],
        &[
            "play",
            "724506831",
            "--goal",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
        ],
    ];
    let mut all = String::new();
    for args in cases {
        let run = common::run(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
        all.push_str(&run.transcript(args));
    }
    insta::assert_snapshot!(all);
}
