//! The layout of the play screen, on boards from 2x2 to 16x16 and terminals
//! from 80x24 up.

use super::*;
use crate::board::Goal;
use crate::play::hint;
use crate::play::{Arrows, Input, Source};
use crate::random::Method;

fn game(w: usize, h: usize) -> Game {
    let goal = Goal::new(Board::blank_last(w, h).unwrap());
    let source = Source {
        method: Method::Uniform,
        seed: 9,
    };
    let mut g = Game::new(None, goal, "blank-last", Arrows::Tile, source).unwrap();
    for d in [Dir::Up, Dir::Left, Dir::Down, Dir::Right] {
        g.handle(Input::Arrow(d));
    }
    g
}

#[test]
fn boards_up_to_6x6_and_compact_ones_fit_80x24() {
    for &lang in Lang::all() {
        boards_fit_80x24(lang);
    }
}

fn boards_fit_80x24(lang: Lang) {
    for (w, h) in [
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (6, 6),
        (4, 3),
        (2, 6),
        (5, 1),
        (8, 8),
        (10, 10),
    ] {
        let g = game(w, h);
        let s = layout(lang, &g, 80, 24);
        assert_eq!(s.cells.len(), w * h, "{w}x{h}:\n{}", s.text());
        assert!(s.lines.len() <= 24, "{w}x{h}:\n{}", s.text());
        for line in s.text().lines() {
            assert!(columns(line) <= 80, "{w}x{h}: {line}");
        }
        // Every cell's rectangle shows its tile's number.
        for (i, r) in s.cells.iter().enumerate() {
            let t = g.board().tiles()[i];
            let row: String = s
                .text()
                .lines()
                .nth(r.y as usize + r.h as usize / 2)
                .unwrap()
                .chars()
                .skip(r.x as usize)
                .take(r.w as usize)
                .collect();
            if t != 0 {
                assert!(
                    row.contains(&t.to_string()),
                    "{w}x{h}: cell {i} shows {row:?}"
                );
            } else {
                assert!(row.trim().is_empty(), "{w}x{h}: the blank shows {row:?}");
            }
        }
    }
}

#[test]
fn a_board_too_big_for_the_terminal_says_so() {
    let s = layout(Lang::EN, &game(16, 16), 80, 24);
    assert!(s.cells.is_empty());
    assert!(
        s.text().contains("too small for a 16x16 board"),
        "{}",
        s.text()
    );
    let s = layout(Lang::EN, &game(16, 16), 140, 40);
    assert_eq!(s.cells.len(), 256);
}

/// Every line of `screen` fits `width` columns, no message is missing
/// (`[play-…]`), and outside English no English label is left.
fn check(screen: &Screen, width: usize, lang: Lang, what: &str) {
    let text = screen.text();
    for line in text.lines() {
        assert!(columns(line) <= width, "{lang:?} {what}: {line:?}\n{text}");
    }
    assert!(!text.contains("[play-"), "{lang:?} {what}:\n{text}");
    if lang != Lang::EN {
        for english in [
            "Moves made",
            "Inversions",
            "Verdict",
            "Hint",
            "Solved",
            "keys:",
        ] {
            assert!(!text.contains(english), "{lang:?} {what}:\n{text}");
        }
    }
}

/// The game through its states (a move, a refusal, a hint and its why,
/// an unknown key, the win, an unsolvable board declared) on an odd and
/// an even width, in every language, at 80x24 and narrower.
#[test]
fn every_state_fits_in_every_language() {
    for &lang in Lang::all() {
        for (board, first) in [
            ("1 2 3/4 0 5/7 8 6", Dir::Right),
            ("1 2 3 4/5 0 6 7", Dir::Right),
        ] {
            let b = crate::parse::parse_board(board, None).unwrap();
            let goal = Goal::new(Board::blank_last(b.width(), b.height()).unwrap());
            let source = Source {
                method: Method::Uniform,
                seed: 1,
            };
            let oracle = hint::oracle(&goal, None).unwrap();
            let mut g = Game::new(Some(b), goal, "blank-last", Arrows::Blank, source).unwrap();
            let answer = |g: &mut Game| {
                for r in g.take_requests() {
                    g.deliver(hint::answer(&oracle, &r, None));
                }
            };
            answer(&mut g);
            let mut shots = vec![("start", layout(lang, &g, 80, 24))];
            g.handle(Input::Arrow(Dir::Up));
            g.handle(Input::Arrow(Dir::Up));
            shots.push(("refused", layout(lang, &g, 80, 24)));
            g.handle(Input::Undo);
            g.handle(Input::Hint);
            answer(&mut g);
            assert!(matches!(g.hint(), HintView::Shown(_)), "{lang:?}");
            shots.push(("hint", layout(lang, &g, 80, 24)));
            g.handle(Input::Hint);
            shots.push(("why", layout(lang, &g, 80, 24)));
            shots.push(("why narrow", layout(lang, &g, 60, 24)));
            g.handle(Input::Other('z'));
            shots.push(("unknown key", layout(lang, &g, 80, 24)));
            g.handle(Input::Arrow(first));
            shots.push(("move", layout(lang, &g, 80, 24)));
            while !g.is_solved() {
                g.handle(Input::Hint);
                answer(&mut g);
                let Some(HintView::Shown(a)) = Some(g.hint().clone()) else {
                    panic!("{lang:?}: no hint");
                };
                g.handle(Input::Arrow(a.suggestion.unwrap()));
            }
            shots.push(("solved narrow", layout(lang, &g, 50, 24)));
            shots.push(("solved", layout(lang, &g, 80, 24)));
            for (what, screen) in &shots {
                let width = match *what {
                    "why narrow" => 60,
                    "solved narrow" => 50,
                    _ => 80,
                };
                check(screen, width, lang, what);
            }
            let solved = shots.last().unwrap().1.text();
            let word = match lang.code() {
                "vi" => "Đã giải xong",
                "zh" => "步解决",
                "my" => "ဖြေရှင်းပြီး",
                _ => "Solved in",
            };
            assert!(solved.contains(word), "{lang:?}:\n{solved}");
        }
        let b = crate::parse::parse_board("1 2 3/4 5 6/8 7 0", None).unwrap();
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let source = Source {
            method: Method::Uniform,
            seed: 1,
        };
        let mut g = Game::new(Some(b), goal, "blank-last", Arrows::Tile, source).unwrap();
        g.handle(Input::Declare);
        check(&layout(lang, &g, 80, 24), 80, lang, "declared");
        g.handle(Input::Hint);
        check(&layout(lang, &g, 80, 24), 80, lang, "no sequence");
        check(&layout(lang, &g, 30, 10), 30, lang, "too small");
        // The size the message asks for is enough.
        let text = layout(lang, &g, 30, 10).text().replace('\n', " ");
        let (w, h) = needed(lang, &g, &Panel::of(&g), 30, 10);
        assert!(text.contains(&format!("{w}x{h}")), "{lang:?}: {text}");
        assert_eq!(
            layout(lang, &g, w as u16, h as u16).cells.len(),
            9,
            "{lang:?}"
        );
    }
}

/// On a 4x4 board at 80x24 the last move's table stays one table in
/// every language, so the board keeps its tall drawing move after move.
#[test]
fn a_4x4_board_keeps_its_drawing_in_every_language() {
    for &lang in Lang::all() {
        let b = crate::parse::parse_board("12 1 10 2/7 11 4 14/5 0 9 15/8 13 6 3", None).unwrap();
        let goal = Goal::new(Board::blank_last(4, 4).unwrap());
        let source = Source {
            method: Method::Uniform,
            seed: 1,
        };
        let mut g = Game::new(Some(b), goal, "blank-last", Arrows::Blank, source).unwrap();
        for c in "URDDLURRUULD".chars() {
            g.handle(Input::Arrow(Dir::from_letter(c).unwrap()));
            let s = layout(lang, &g, 80, 24);
            check(&s, 80, lang, "4x4");
            assert_eq!(s.cells[0].h, 3, "{lang:?} after {c}:\n{}", s.text());
        }
    }
}
