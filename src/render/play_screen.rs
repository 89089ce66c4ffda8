//! The game laid out for a terminal of a given size: lines of styled spans
//! and where each board cell is (for mouse clicks). Plain data: the front
//! end only paints it. The largest board drawing that fits is chosen (tall
//! boxed cells, boxed cells, then a compact grid without borders), the
//! panel beside the board or under it; a terminal too small says so.
//! Every word is in the language given (`i18n/LANG/play.ftl`), measured
//! in display columns (a CJK character takes two), so that the layout fits
//! in every language alike. The panel's lines are [`super::play_panel`]'s,
//! and the words of the game's data are [`super::play_words`]'s.

pub(crate) use super::play_panel::Span;
pub use super::play_panel::Style;
use super::play_panel::{columns, last_move_lines, panel_lines, span, wrapped};
use super::play_words::{Tone, arrows, direction, distance_words, how, note};
use crate::board::{Board, Dir};
use crate::i18n::Lang;
use crate::play::hint::{HintAnswer, MoveEstimate};
use crate::play::panel::Panel;
use crate::play::{Arrows, Game, HintView};
use crate::random::oracle::{Distance, Method};
use crate::t;

/// A rectangle of the screen (columns and rows from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rect {
    pub(crate) x: u16,
    pub(crate) y: u16,
    pub(crate) w: u16,
    pub(crate) h: u16,
}

/// One frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Screen {
    pub lines: Vec<Vec<Span>>,
    /// The rectangle of each board cell (row-major), empty when too small.
    pub(crate) cells: Vec<Rect>,
}

impl Screen {
    /// The board cell under a click.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<usize> {
        self.cells
            .iter()
            .position(|r| x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
    }

    /// The frame as plain text (tests, debugging).
    #[cfg(test)]
    pub(crate) fn text(&self) -> String {
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

fn arrow(d: Dir) -> &'static str {
    match d {
        Dir::Up => "↑",
        Dir::Down => "↓",
        Dir::Left => "←",
        Dir::Right => "→",
    }
}

fn hint_lines(lang: Lang, game: &Game, width: usize) -> Vec<Vec<Span>> {
    let wrap = |text: &str, style: Style| wrapped(text, style, width);
    match game.hint() {
        HintView::None => Vec::new(),
        HintView::Waiting { preparing: true } => wrap(&t!(lang; "play-hint-building"), Style::Dim),
        HintView::Waiting { preparing: false } => wrap(&t!(lang; "play-hint-thinking"), Style::Dim),
        HintView::Shown(a) | HintView::WhyWaiting(a) | HintView::Why(a) => {
            let mut out = Vec::new();
            if let Some(d) = a.suggestion {
                let tile = a.moves.iter().find(|m| m.dir == d).map_or(0, |m| m.tile);
                // The arrow that makes the blank move `d` (each convention
                // is its own inverse).
                let k = game.arrows().blank_move(d);
                let lead = if a.proved {
                    t!(lang; "play-hint-lead")
                } else {
                    t!(lang; "play-hint-lead-unproved")
                };
                let text = t!(lang;
                    "play-hint",
                    lead = lead,
                    arrow = arrow(k),
                    tile = tile.to_string(),
                    dir = direction(lang, d.opposite(), false),
                    letter = d.letter(),
                    distance = distance_words(lang, a)
                );
                out.extend(wrap(&text, Style::Accent));
            }
            match game.hint() {
                HintView::WhyWaiting(_) => {
                    out.extend(wrap(&t!(lang; "play-why-thinking"), Style::Dim));
                }
                HintView::Why(_) => out.extend(wrap(&why(lang, a), Style::Plain)),
                _ => {}
            }
            out
        }
    }
}

/// The second `?`: the distance to the goal after each blank move when it
/// is known exactly (from the table, or the solver on each board after a
/// move), the move the hint names being one that lowers it; else the
/// heuristic after each move, said plainly to be a lower bound and not
/// the distance.
fn why(lang: Lang, a: &HintAnswer) -> String {
    let exact = |m: &MoveEstimate| match (a.method, m.distance) {
        (Method::Table, _) => Some(format!("d={}", m.h)),
        (_, Some(Distance::Exact(d))) => Some(format!("d={d}")),
        (_, Some(Distance::AtLeast(d))) => Some(format!("d≥{d}")),
        _ => None,
    };
    let distances: Option<Vec<String>> = a
        .moves
        .iter()
        .map(|m| exact(m).map(|d| format!("{} {d}", m.dir.letter())))
        .collect();
    if let Some(list) = distances {
        let what = t!(lang; "play-why-exact", how = how(lang, a.method));
        return t!(lang; "play-why", what = what, list = list.join(" · "));
    }
    let list = a
        .moves
        .iter()
        .map(|m| format!("{} h={}", m.dir.letter(), m.h))
        .collect::<Vec<_>>()
        .join(" · ");
    t!(lang;
        "play-why",
        what = t!(lang; "play-why-heuristic"),
        list = list
    )
}

fn note_lines(lang: Lang, game: &Game, width: usize) -> Vec<Vec<Span>> {
    let Some((text, tone)) = note(lang, game.note()) else {
        return Vec::new();
    };
    let style = match tone {
        Tone::Bad => Style::Bad,
        Tone::Info => Style::Dim,
        Tone::Good => Style::Good,
    };
    wrapped(&text, style, width)
}

fn solved_lines(lang: Lang, game: &Game, width: usize) -> Vec<Vec<Span>> {
    let Some(moves) = game.solved_with() else {
        return Vec::new();
    };
    let optimal = match game.optimal() {
        Some(a) => match a.answer.distance {
            Distance::Exact(d) => t!(lang; "play-optimal", count = d),
            Distance::AtLeast(d) => t!(lang; "play-optimal-at-least", count = d),
            Distance::Unsolvable => String::new(),
        },
        None => t!(lang; "play-optimal-computing"),
    };
    let (count, line) = (moves.len(), game.moves_line());
    let text = t!(lang; "play-solved", count = count, optimal = optimal, line = line);
    wrapped(&text, Style::Good, width)
}

/// The flag of the other arrows' convention (named by the keys' line).
fn other_flag(arrows: Arrows) -> &'static str {
    match arrows {
        Arrows::Tile => "--arrows blank",
        Arrows::Blank => "--arrows tile",
    }
}

fn keys_lines(lang: Lang, game: &Game, width: usize) -> Vec<Vec<Span>> {
    let text = t!(lang; "play-keys", flag = other_flag(game.arrows()));
    wrapped(&text, Style::Dim, width)
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

/// A line cut to `width` columns, ending in `…` where it was cut (the
/// title on a terminal narrower than it).
fn cut(line: Vec<Span>, width: usize) -> Vec<Span> {
    if line.iter().map(|s| columns(&s.text)).sum::<usize>() <= width {
        return line;
    }
    let mut left = width.saturating_sub(1);
    let mut out = Vec::new();
    for s in line {
        let mut text = String::new();
        for c in s.text.chars() {
            let w = columns(c.encode_utf8(&mut [0; 4]));
            if w > left {
                left = 0;
                break;
            }
            left -= w;
            text.push(c);
        }
        out.push(span(text, s.style));
        if left == 0 {
            break;
        }
    }
    if width > 0 {
        out.push(span("…", Style::Plain));
    }
    out
}

/// The smallest panel width worth showing beside the board.
const MIN_PANEL: usize = 30;

/// Lay the game out in `width` x `height`, its words in `lang`.
pub fn layout(lang: Lang, game: &Game, width: u16, height: u16) -> Screen {
    let (w, h) = (width as usize, height as usize);
    let panel = Panel::of(game);
    if let Some(screen) = arrange(lang, game, &panel, w, h) {
        return screen;
    }
    let (need_w, need_h) = needed(lang, game, &panel, w, h);
    let message = t!(lang;
        "play-too-small",
        width = w.to_string(),
        height = h.to_string(),
        size = game.board().size_name(),
        need_w = need_w.to_string(),
        need_h = need_h.to_string()
    );
    Screen {
        lines: wrapped(&message, Style::Bad, w),
        cells: Vec::new(),
    }
}

/// About the smallest terminal, at least `w` x `h`, the game fits in
/// now (the words of the language and the notes shown take room too):
/// taller first, then wider.
fn needed(lang: Lang, game: &Game, panel: &Panel, w: usize, h: usize) -> (usize, usize) {
    let (bw, bh) = board_size(Drawing::Compact, game.board());
    let (w0, h0) = (w.max(bw + 3 + MIN_PANEL), h.max((bh + 14).max(24)));
    for nw in (0..=20).map(|k| w0 + 10 * k) {
        for nh in h0..=h0 + 40 {
            if arrange(lang, game, panel, nw, nh).is_some() {
                return (nw, nh);
            }
        }
    }
    (w0, h0)
}

/// The game in `w` x `h` with the largest drawing that fits, if one does.
fn arrange(lang: Lang, game: &Game, panel: &Panel, w: usize, h: usize) -> Option<Screen> {
    let board = game.board();
    let (size, goal, arrows) = (
        board.size_name(),
        game.goal_name(),
        arrows(lang, game.arrows()),
    );
    let about = t!(lang; "play-title", size = size, goal = goal, arrows = arrows);
    let title = cut(
        vec![
            span("npuzzle play", Style::Title),
            span(format!(" {about}"), Style::Plain),
        ],
        w,
    );
    let bottom: Vec<Vec<Span>> = {
        let mut b = Vec::new();
        b.extend(last_move_lines(lang, panel, w));
        b.extend(note_lines(lang, game, w));
        b.extend(hint_lines(lang, game, w));
        b.extend(solved_lines(lang, game, w));
        b
    };
    let keys = keys_lines(lang, game, w);
    for d in [Drawing::Tall, Drawing::Boxed, Drawing::Compact] {
        let (bw, bh) = board_size(d, board);
        // Beside: board, three spaces, panel.
        if bw + 3 + MIN_PANEL <= w {
            let pw = w - bw - 3;
            let pl = panel_lines(lang, panel, pw);
            let middle = bh.max(pl.len());
            if 1 + middle + 1 + bottom.len() + keys.len() <= h {
                let (bl, rects) = draw_board(d, game);
                let mut lines = vec![title.clone()];
                for i in 0..middle {
                    let mut line = bl.get(i).cloned().unwrap_or_default();
                    if let Some(p) = pl.get(i) {
                        let used: usize = line.iter().map(|s| columns(&s.text)).sum();
                        line.push(span(" ".repeat(bw + 3 - used), Style::Plain));
                        line.extend(p.iter().cloned());
                    }
                    lines.push(line);
                }
                return Some(finish(lines, bottom, keys, h, rects));
            }
        }
        // Under: board, then the panel.
        if bw <= w {
            let pl = panel_lines(lang, panel, w);
            if 1 + bh + pl.len() + 1 + bottom.len() + keys.len() <= h {
                let (bl, rects) = draw_board(d, game);
                let mut lines = vec![title.clone()];
                lines.extend(bl);
                lines.extend(pl);
                return Some(finish(lines, bottom, keys, h, rects));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests;
