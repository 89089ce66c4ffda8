//! The game laid out for a terminal of a given size: lines of styled spans
//! and where each board cell is (for mouse clicks). Plain data: the front
//! end only paints it. The largest board drawing that fits is chosen (tall
//! boxed cells, boxed cells, then a compact grid without borders), the
//! panel beside the board or under it; a terminal too small says so.

use super::hint::HintAnswer;
use super::panel::Panel;
use super::{Arrows, Game, HintView, Note};
use crate::board::{Board, Dir};
use crate::random::oracle::{Distance, Method};

/// How a span is painted (the front end maps these to colours, or to
/// nothing with `NO_COLOR`: the text alone must read).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Plain,
    Title,
    Label,
    Border,
    /// The tile that moved last.
    Moved,
    /// A tile on its goal cell.
    Home,
    Good,
    Bad,
    Accent,
    Dim,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    pub style: Style,
}

fn span(text: impl Into<String>, style: Style) -> Span {
    Span {
        text: text.into(),
        style,
    }
}

/// A rectangle of the screen (columns and rows from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rect {
    pub x: u16,
    pub y: u16,
    pub w: u16,
    pub h: u16,
}

/// One frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Screen {
    pub lines: Vec<Vec<Span>>,
    /// The rectangle of each board cell (row-major), empty when too small.
    pub cells: Vec<Rect>,
}

impl Screen {
    /// The board cell under a click.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<usize> {
        self.cells
            .iter()
            .position(|r| x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
    }

    /// The frame as plain text (tests, debugging).
    pub fn text(&self) -> String {
        self.lines
            .iter()
            .map(|l| l.iter().map(|s| s.text.as_str()).collect::<String>() + "\n")
            .collect()
    }
}

/// The board drawings, largest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Drawing {
    Tall,
    Boxed,
    Compact,
}

fn digits(board: &Board) -> usize {
    (board.cells() - 1).to_string().len()
}

/// Inner width and height of a cell, and whether there are borders.
fn cell_size(d: Drawing, board: &Board) -> (usize, usize, bool) {
    let n = digits(board);
    match d {
        Drawing::Tall => ((n + 4).max(5), 3, true),
        Drawing::Boxed => (n + 2, 1, true),
        Drawing::Compact => (n + 1, 1, false),
    }
}

fn board_size(d: Drawing, board: &Board) -> (usize, usize) {
    let (cw, ch, borders) = cell_size(d, board);
    if borders {
        (board.width() * (cw + 1) + 1, board.height() * (ch + 1) + 1)
    } else {
        (board.width() * cw, board.height())
    }
}

/// The board as lines, with each cell's rectangle relative to its corner.
fn draw_board(d: Drawing, game: &Game) -> (Vec<Vec<Span>>, Vec<Rect>) {
    let board = game.board();
    let goal = game.goal().board();
    let (cw, ch, borders) = cell_size(d, board);
    let moved = if game.replay().is_some() {
        None
    } else {
        game.last()
            .and_then(|t| t.steps.first())
            .map(|s| s.tile_cell)
    };
    let mut lines = Vec::new();
    let mut rects = Vec::new();
    let border = {
        let mut s = String::from("+");
        for _ in 0..board.width() {
            s.push_str(&"-".repeat(cw));
            s.push('+');
        }
        s
    };
    for r in 0..board.height() {
        if borders {
            lines.push(vec![span(border.clone(), Style::Border)]);
        }
        let top = lines.len();
        for k in 0..ch {
            let mut line = Vec::new();
            if borders {
                line.push(span("|", Style::Border));
            }
            for c in 0..board.width() {
                let i = r * board.width() + c;
                let t = board.tiles()[i];
                let middle = k == ch / 2;
                let is_moved = moved == Some(i);
                let text = if t == 0 || !middle {
                    " ".repeat(cw)
                } else if borders {
                    let n = digits(board) + 2;
                    let label = if is_moved {
                        format!("[{t}]")
                    } else {
                        format!(" {t} ")
                    };
                    let label = format!("{label:>n$}");
                    format!("{label:^cw$}")
                } else {
                    let mark = if is_moved { '*' } else { ' ' };
                    format!("{mark}{t:>w$}", w = cw - 1)
                };
                let style = if t == 0 {
                    Style::Plain
                } else if is_moved {
                    Style::Moved
                } else if goal.tiles()[i] == t {
                    Style::Home
                } else {
                    Style::Plain
                };
                line.push(span(text, style));
                if borders {
                    line.push(span("|", Style::Border));
                }
                if k == 0 {
                    let x = if borders { c * (cw + 1) + 1 } else { c * cw };
                    rects.push(Rect {
                        x: x as u16,
                        y: top as u16,
                        w: cw as u16,
                        h: ch as u16,
                    });
                }
            }
            lines.push(line);
        }
    }
    if borders {
        lines.push(vec![span(border, Style::Border)]);
    }
    (lines, rects)
}

const LABEL: usize = 12;

/// Wrap `text` at `width`, the first line after a label, the others
/// indented under the text.
fn labelled(label: &str, text: &str, style: Style, width: usize) -> Vec<Vec<Span>> {
    let avail = width.saturating_sub(LABEL).max(10);
    textwrap::wrap(text, avail)
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let head = if i == 0 {
                format!("{label:<LABEL$}")
            } else {
                " ".repeat(LABEL)
            };
            vec![span(head, Style::Label), span(l.into_owned(), style)]
        })
        .collect()
}

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn panel_lines(p: &Panel, width: usize) -> Vec<Vec<Span>> {
    let mut out = Vec::new();
    out.extend(labelled(
        "Moves made",
        &p.moves.to_string(),
        Style::Accent,
        width,
    ));
    out.extend(labelled(
        "Inversions",
        &p.inversions.to_string(),
        Style::Accent,
        width,
    ));
    if let Some(l) = &p.last {
        let what = if l.jumped.is_empty() {
            format!("tile {} jumped nothing: Δinversions 0", l.tile)
        } else {
            format!(
                "tile {} jumped {}: Δinversions {}",
                l.tile,
                l.jumped
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                signed(l.delta_inversions)
            )
        };
        out.extend(labelled("  last move", &what, Style::Plain, width));
    }
    let row = match p.rule {
        crate::parity::Rule::EvenWidth => format!(
            "{} (goal's {}, distance {})",
            p.blank_row,
            p.goal_blank_row,
            p.blank_row.abs_diff(p.goal_blank_row)
        ),
        _ => p.blank_row.to_string(),
    };
    out.extend(labelled("Blank row", &row, Style::Plain, width));
    out.extend(labelled("Invariant", &p.invariant, Style::Accent, width));
    let same = p.parity == p.goal_parity;
    let goal = format!(
        "{} {} {}",
        p.goal_invariant,
        p.goal_parity,
        if same {
            "✓ same parity"
        } else {
            "✗ other parity"
        }
    );
    out.extend(labelled(
        "  goal's",
        &goal,
        if same { Style::Good } else { Style::Bad },
        width,
    ));
    out.extend(labelled(
        "Verdict",
        &p.verdict(),
        if p.solvable { Style::Good } else { Style::Bad },
        width,
    ));
    out.extend(labelled(
        "Manhattan",
        &p.manhattan.to_string(),
        Style::Plain,
        width,
    ));
    out
}

/// The last move as `trace --compact` shows it: header and row, columns
/// aligned; split in two tables when one is wider than the screen.
fn last_move_lines(p: &Panel, width: usize) -> Vec<Vec<Span>> {
    let Some(l) = &p.last else {
        return vec![vec![span(
            "No move yet: the table of each move (as `npuzzle trace` prints it) appears here.",
            Style::Dim,
        )]];
    };
    let widths: Vec<usize> = l
        .header
        .iter()
        .zip(&l.row)
        .map(|(a, b)| a.chars().count().max(b.chars().count()))
        .collect();
    let table = |cols: std::ops::Range<usize>| -> Vec<Vec<Span>> {
        let line = |cells: &[String], style: Style| {
            let text: String = cols
                .clone()
                .map(|i| format!("{:<w$}  ", cells[i], w = widths[i]))
                .collect();
            vec![span(text.trim_end().to_string(), style)]
        };
        vec![line(&l.header, Style::Label), line(&l.row, Style::Plain)]
    };
    let total: usize = widths.iter().map(|w| w + 2).sum();
    if total <= width {
        table(0..widths.len())
    } else {
        let mut t = table(0..4);
        t.extend(table(4..widths.len()));
        t
    }
}

fn arrow(d: Dir) -> &'static str {
    match d {
        Dir::Up => "↑",
        Dir::Down => "↓",
        Dir::Left => "←",
        Dir::Right => "→",
    }
}

/// The key that makes the blank move `d` under a convention.
fn key_for(arrows: Arrows, d: Dir) -> Dir {
    match arrows {
        Arrows::Blank => d,
        Arrows::Tile => d.opposite(),
    }
}

fn how(method: Method) -> &'static str {
    method.describe()
}

fn distance_words(a: &HintAnswer) -> String {
    match a.answer.distance {
        Distance::Exact(d) => format!(
            "{d} move{} to the goal ({})",
            if d == 1 { "" } else { "s" },
            how(a.method)
        ),
        Distance::AtLeast(d) => format!(
            "at least {d} moves to the goal (a lower bound: {})",
            match a.method {
                Method::Bound => "linear conflict, no exact solver for this size",
                _ => "the optimal solver stopped at its node budget",
            }
        ),
        Distance::Unsolvable => "no sequence reaches the goal".to_string(),
    }
}

fn hint_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let wrap = |text: &str, style: Style| -> Vec<Vec<Span>> {
        textwrap::wrap(text, width.max(10))
            .into_iter()
            .map(|l| vec![span(l.into_owned(), style)])
            .collect()
    };
    match game.hint() {
        HintView::None => Vec::new(),
        HintView::Waiting { preparing: true } => wrap(
            "Hint: building tables… (the 15-puzzle's pattern databases, on first use: a second or two)",
            Style::Dim,
        ),
        HintView::Waiting { preparing: false } => wrap("Hint: thinking…", Style::Dim),
        HintView::Shown(a) | HintView::Why(a) => {
            let mut out = Vec::new();
            if let Some(d) = a.suggestion {
                let tile = a.moves.iter().find(|m| m.dir == d).map_or(0, |m| m.tile);
                let k = key_for(game.arrows(), d);
                let lead = if a.proved {
                    "Hint: press"
                } else {
                    "Hint (not proved optimal: the smallest estimate): press"
                };
                out.extend(wrap(
                    &format!(
                        "{lead} {} (tile {tile} slides {}, blank move {}): {}. ? again: why",
                        arrow(k),
                        d.opposite().name(),
                        d.letter(),
                        distance_words(a)
                    ),
                    Style::Accent,
                ));
            }
            if let HintView::Why(_) = game.hint() {
                let exact = a.method == Method::Table;
                let list = a
                    .moves
                    .iter()
                    .map(|m| {
                        format!(
                            "{} {}={}",
                            m.dir.letter(),
                            if exact { "d" } else { "h" },
                            m.h
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" · ");
                let what = if exact {
                    "distance after each blank move (exact, from the table)"
                } else {
                    "the heuristic h after each blank move (never more than the true distance)"
                };
                out.extend(wrap(&format!("Why: {what}: {list}"), Style::Plain));
            }
            out
        }
    }
}

fn note_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let (text, style) = match game.note() {
        Note::None => return Vec::new(),
        Note::Refused(t) => (t.as_str(), Style::Bad),
        Note::Info(t) => (t.as_str(), Style::Dim),
        Note::Good(t) => (t.as_str(), Style::Good),
        Note::Bad(t) => (t.as_str(), Style::Bad),
    };
    textwrap::wrap(text, width.max(10))
        .into_iter()
        .map(|l| vec![span(l.into_owned(), style)])
        .collect()
}

fn solved_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let Some(moves) = game.solved_with() else {
        return Vec::new();
    };
    let optimal = match game.optimal() {
        Some(a) => match a.answer.distance {
            Distance::Exact(d) => format!("optimal {d}"),
            Distance::AtLeast(d) => format!("optimal at least {d}"),
            Distance::Unsolvable => String::new(),
        },
        None => "optimal: computing…".to_string(),
    };
    let text = format!(
        "Solved in {} move{} ({optimal}). o replays the optimal solution, n a new board, q quits and prints: {}",
        moves.len(),
        if moves.len() == 1 { "" } else { "s" },
        game.moves_line()
    );
    textwrap::wrap(&text, width.max(10))
        .into_iter()
        .map(|l| vec![span(l.into_owned(), Style::Good)])
        .collect()
}

fn keys_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let text = format!(
        "keys: arrows, hjkl, wasd, a click on a tile (other way: {}) · u undo · r redo · n new · ? hint · x \"unsolvable!\" · q quit",
        game.arrows().other_flag()
    );
    textwrap::wrap(&text, width.max(10))
        .into_iter()
        .map(|l| vec![span(l.into_owned(), Style::Dim)])
        .collect()
}

/// The frame below the board and panel: a blank line, the last move,
/// notes and hints, then the keys on the screen's last lines; the cells
/// moved down under the title.
fn finish(
    mut lines: Vec<Vec<Span>>,
    bottom: Vec<Vec<Span>>,
    keys: Vec<Vec<Span>>,
    height: usize,
    rects: Vec<Rect>,
) -> Screen {
    lines.push(Vec::new());
    lines.extend(bottom);
    while lines.len() + keys.len() < height {
        lines.push(Vec::new());
    }
    lines.extend(keys);
    let cells = rects
        .into_iter()
        .map(|r| Rect { y: r.y + 1, ..r })
        .collect();
    Screen { lines, cells }
}

/// The smallest panel width worth showing beside the board.
const MIN_PANEL: usize = 30;

/// Lay the game out in `width` x `height`.
pub fn layout(game: &Game, width: u16, height: u16) -> Screen {
    let (w, h) = (width as usize, height as usize);
    let panel = Panel::of(game);
    let board = game.board();
    let title = vec![
        span("npuzzle play", Style::Title),
        span(
            format!(
                " · {} · goal {} · {}",
                board.size_name(),
                game.goal_name(),
                game.arrows().describe()
            ),
            Style::Plain,
        ),
    ];
    let bottom: Vec<Vec<Span>> = {
        let mut b = Vec::new();
        b.extend(last_move_lines(&panel, w));
        b.extend(note_lines(game, w));
        b.extend(hint_lines(game, w));
        b.extend(solved_lines(game, w));
        b
    };
    let keys = keys_lines(game, w);
    for d in [Drawing::Tall, Drawing::Boxed, Drawing::Compact] {
        let (bw, bh) = board_size(d, board);
        // Beside: board, three spaces, panel.
        if bw + 3 + MIN_PANEL <= w {
            let pw = w - bw - 3;
            let pl = panel_lines(&panel, pw);
            let middle = bh.max(pl.len());
            if 1 + middle + 1 + bottom.len() + keys.len() <= h {
                let (bl, rects) = draw_board(d, game);
                let mut lines = vec![title.clone()];
                for i in 0..middle {
                    let mut line = bl.get(i).cloned().unwrap_or_default();
                    if let Some(p) = pl.get(i) {
                        let used: usize = line.iter().map(|s| s.text.chars().count()).sum();
                        line.push(span(" ".repeat(bw + 3 - used), Style::Plain));
                        line.extend(p.iter().cloned());
                    }
                    lines.push(line);
                }
                return finish(lines, bottom, keys, h, rects);
            }
        }
        // Under: board, then the panel.
        if bw <= w {
            let pl = panel_lines(&panel, w);
            if 1 + bh + pl.len() + 1 + bottom.len() + keys.len() <= h {
                let (bl, rects) = draw_board(d, game);
                let mut lines = vec![title.clone()];
                lines.extend(bl);
                lines.extend(pl);
                return finish(lines, bottom, keys, h, rects);
            }
        }
    }
    let (bw, bh) = board_size(Drawing::Compact, board);
    let message = format!(
        "The terminal is {w}x{h}: too small for a {} board (about {}x{} is needed). Enlarge it, or quit with q and choose a smaller --size.",
        board.size_name(),
        bw + 3 + MIN_PANEL,
        (bh + 14).max(24)
    );
    let lines = textwrap::wrap(&message, w.max(10))
        .into_iter()
        .map(|l| vec![span(l.into_owned(), Style::Bad)])
        .collect();
    Screen {
        lines,
        cells: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Goal;
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
            let s = layout(&g, 80, 24);
            assert_eq!(s.cells.len(), w * h, "{w}x{h}:\n{}", s.text());
            assert!(s.lines.len() <= 24, "{w}x{h}:\n{}", s.text());
            for line in s.text().lines() {
                assert!(line.chars().count() <= 80, "{w}x{h}: {line}");
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
        let s = layout(&game(16, 16), 80, 24);
        assert!(s.cells.is_empty());
        assert!(
            s.text().contains("too small for a 16x16 board"),
            "{}",
            s.text()
        );
        let s = layout(&game(16, 16), 140, 40);
        assert_eq!(s.cells.len(), 256);
    }
}
