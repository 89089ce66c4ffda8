//! The game laid out for a terminal of a given size: lines of styled spans
//! and where each board cell is (for mouse clicks). Plain data: the front
//! end only paints it. The largest board drawing that fits is chosen (tall
//! boxed cells, boxed cells, then a compact grid without borders), the
//! panel beside the board or under it; a terminal too small says so.
//! Every word is the current language's (`i18n/LANG/play.ftl`), measured
//! in display columns (a CJK character takes two), so that the layout fits
//! in every language alike.

use super::hint::HintAnswer;
use super::panel::Panel;
use super::{Arrows, Game, HintView, Note, direction, parity_word};
use crate::board::{Board, Dir};
use crate::random::oracle::{Distance, Method};
use crate::render::proof_row::{signed, tiles};

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

/// The columns a text takes on a terminal (a CJK character two).
fn columns(text: &str) -> usize {
    textwrap::core::display_width(text)
}

/// `text` padded with spaces to `width` columns.
fn pad(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(columns(text))))
}

/// The panel's labels in the current language; a sub-label (of the line
/// above) is indented by two spaces.
struct Labels {
    moves: String,
    inversions: String,
    last_move: String,
    blank_row: String,
    invariant: String,
    goals: String,
    verdict: String,
    manhattan: String,
    /// The column the values start at: 12, or two past the widest label.
    width: usize,
}

impl Labels {
    fn new() -> Labels {
        let mut l = Labels {
            moves: crate::t!("play-label-moves"),
            inversions: crate::t!("play-label-inversions"),
            last_move: format!("  {}", crate::t!("play-label-last-move")),
            blank_row: crate::t!("play-label-blank-row"),
            invariant: crate::t!("play-label-invariant"),
            goals: format!("  {}", crate::t!("play-label-goals")),
            verdict: crate::t!("play-label-verdict"),
            manhattan: crate::t!("play-label-manhattan"),
            width: 0,
        };
        l.width = [
            &l.moves,
            &l.inversions,
            &l.last_move,
            &l.blank_row,
            &l.invariant,
            &l.goals,
            &l.verdict,
            &l.manhattan,
        ]
        .iter()
        .map(|s| columns(s))
        .max()
        .unwrap_or(0);
        // Two spaces after the widest label when it does not fit in 12.
        l.width = if l.width < 12 { 12 } else { l.width + 2 };
        l
    }
}

/// Wrap `text` at `width`, the first line after a label, the others
/// indented under the text.
fn labelled(
    labels: &Labels,
    label: &str,
    text: &str,
    style: Style,
    width: usize,
) -> Vec<Vec<Span>> {
    let lw = labels.width;
    let avail = width.saturating_sub(lw).max(10);
    textwrap::wrap(text, avail)
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let head = if i == 0 {
                pad(label, lw)
            } else {
                " ".repeat(lw)
            };
            vec![span(head, Style::Label), span(l.into_owned(), style)]
        })
        .collect()
}

fn panel_lines(p: &Panel, width: usize) -> Vec<Vec<Span>> {
    let labels = Labels::new();
    let line = |label: &str, text: &str, style: Style| labelled(&labels, label, text, style, width);
    let mut out = Vec::new();
    out.extend(line(&labels.moves, &p.moves.to_string(), Style::Accent));
    out.extend(line(
        &labels.inversions,
        &p.inversions.to_string(),
        Style::Accent,
    ));
    if let Some(l) = &p.last {
        let tile = l.tile.to_string();
        let what = if l.jumped.is_empty() {
            crate::t!("play-last-jumped-nothing", tile = tile)
        } else {
            let (tiles, delta) = (tiles(&l.jumped), signed(l.delta_inversions));
            crate::t!(
                "play-last-jumped",
                tile = tile,
                tiles = tiles,
                delta = delta
            )
        };
        out.extend(line(&labels.last_move, &what, Style::Plain));
    }
    let row = match p.rule {
        crate::parity::Rule::EvenWidth => {
            let (row, goal) = (p.blank_row.to_string(), p.goal_blank_row.to_string());
            let distance = p.blank_row.abs_diff(p.goal_blank_row).to_string();
            crate::t!(
                "play-blank-row-even",
                row = row,
                goal = goal,
                distance = distance
            )
        }
        _ => p.blank_row.to_string(),
    };
    out.extend(line(&labels.blank_row, &row, Style::Plain));
    out.extend(line(&labels.invariant, &p.invariant, Style::Accent));
    if p.verdict_hidden {
        // Practice: the goal's parity against the board's is the verdict.
        out.extend(line(
            &labels.verdict,
            &crate::t!("play-practice-hidden"),
            Style::Dim,
        ));
        out.extend(line(
            &labels.manhattan,
            &p.manhattan.to_string(),
            Style::Plain,
        ));
        return out;
    }
    let same = p.parity == p.goal_parity;
    let (value, parity) = (p.goal_invariant.to_string(), parity_word(p.goal_parity));
    let goal = if same {
        crate::t!("play-goal-same", value = value, parity = parity)
    } else {
        crate::t!("play-goal-other", value = value, parity = parity)
    };
    let good = |yes: bool| if yes { Style::Good } else { Style::Bad };
    out.extend(line(&labels.goals, &goal, good(same)));
    out.extend(line(&labels.verdict, &p.verdict(), good(p.solvable)));
    out.extend(line(
        &labels.manhattan,
        &p.manhattan.to_string(),
        Style::Plain,
    ));
    out
}

/// The last move as `trace --compact` shows it: header and row, columns
/// aligned; split in two tables when one is wider than the screen.
fn last_move_lines(p: &Panel, width: usize) -> Vec<Vec<Span>> {
    let Some(l) = &p.last else {
        return wrapped(&crate::t!("play-no-move-yet"), Style::Dim, width);
    };
    let widths: Vec<usize> = l
        .header
        .iter()
        .zip(&l.row)
        .map(|(a, b)| columns(a).max(columns(b)))
        .collect();
    let table = |cols: std::ops::Range<usize>| -> Vec<Vec<Span>> {
        let line = |cells: &[String], style: Style| {
            let text: String = cols
                .clone()
                .map(|i| pad(&cells[i], widths[i] + 2))
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

/// How a distance is known, in words (`random::oracle`'s methods).
fn how(method: Method) -> String {
    match method {
        Method::Table => crate::t!("play-method-table"),
        Method::Solver(crate::optimal::OptimalHeuristic::Pdb) => crate::t!("play-method-pdb"),
        Method::Solver(_) => crate::t!("play-method-idastar"),
        Method::Bound => crate::t!("play-method-bound"),
    }
}

/// A hint's distance in words (also the explorer's hint, web/).
pub fn distance_words(a: &HintAnswer) -> String {
    match a.answer.distance {
        Distance::Exact(d) => crate::t!("play-distance-exact", count = d, how = how(a.method)),
        Distance::AtLeast(d) => {
            let why = match a.method {
                Method::Bound => crate::t!("play-bound-no-solver"),
                _ => crate::t!("play-bound-budget"),
            };
            crate::t!("play-distance-at-least", count = d, why = why)
        }
        Distance::Unsolvable => crate::t!("play-distance-unsolvable"),
    }
}

/// `text` wrapped at `width` columns, every line in `style`.
fn wrapped(text: &str, style: Style, width: usize) -> Vec<Vec<Span>> {
    textwrap::wrap(text, width.max(10))
        .into_iter()
        .map(|l| vec![span(l.into_owned(), style)])
        .collect()
}

fn hint_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let wrap = |text: &str, style: Style| wrapped(text, style, width);
    match game.hint() {
        HintView::None => Vec::new(),
        HintView::Waiting { preparing: true } => wrap(&crate::t!("play-hint-building"), Style::Dim),
        HintView::Waiting { preparing: false } => {
            wrap(&crate::t!("play-hint-thinking"), Style::Dim)
        }
        HintView::Shown(a) | HintView::WhyWaiting(a) | HintView::Why(a) => {
            let mut out = Vec::new();
            if let Some(d) = a.suggestion {
                let tile = a.moves.iter().find(|m| m.dir == d).map_or(0, |m| m.tile);
                let k = key_for(game.arrows(), d);
                let lead = if a.proved {
                    crate::t!("play-hint-lead")
                } else {
                    crate::t!("play-hint-lead-unproved")
                };
                let text = crate::t!(
                    "play-hint",
                    lead = lead,
                    arrow = arrow(k),
                    tile = tile.to_string(),
                    dir = direction(d.opposite(), false),
                    letter = d.letter(),
                    distance = distance_words(a)
                );
                out.extend(wrap(&text, Style::Accent));
            }
            match game.hint() {
                HintView::WhyWaiting(_) => {
                    out.extend(wrap(&crate::t!("play-why-thinking"), Style::Dim));
                }
                HintView::Why(_) => out.extend(wrap(&why(a), Style::Plain)),
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
fn why(a: &HintAnswer) -> String {
    let exact = |m: &super::hint::MoveEstimate| match (a.method, m.distance) {
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
        let what = crate::t!("play-why-exact", how = how(a.method));
        return crate::t!("play-why", what = what, list = list.join(" · "));
    }
    let list = a
        .moves
        .iter()
        .map(|m| format!("{} h={}", m.dir.letter(), m.h))
        .collect::<Vec<_>>()
        .join(" · ");
    crate::t!(
        "play-why",
        what = crate::t!("play-why-heuristic"),
        list = list
    )
}

fn note_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let (text, style) = match game.note() {
        Note::None => return Vec::new(),
        Note::Refused(t) => (t.as_str(), Style::Bad),
        Note::Info(t) => (t.as_str(), Style::Dim),
        Note::Good(t) => (t.as_str(), Style::Good),
        Note::Bad(t) => (t.as_str(), Style::Bad),
    };
    wrapped(text, style, width)
}

fn solved_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let Some(moves) = game.solved_with() else {
        return Vec::new();
    };
    let optimal = match game.optimal() {
        Some(a) => match a.answer.distance {
            Distance::Exact(d) => crate::t!("play-optimal", count = d),
            Distance::AtLeast(d) => crate::t!("play-optimal-at-least", count = d),
            Distance::Unsolvable => String::new(),
        },
        None => crate::t!("play-optimal-computing"),
    };
    let (count, line) = (moves.len(), game.moves_line());
    let text = crate::t!("play-solved", count = count, optimal = optimal, line = line);
    wrapped(&text, Style::Good, width)
}

fn keys_lines(game: &Game, width: usize) -> Vec<Vec<Span>> {
    let text = crate::t!("play-keys", flag = game.arrows().other_flag());
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

/// Lay the game out in `width` x `height`.
pub fn layout(game: &Game, width: u16, height: u16) -> Screen {
    let (w, h) = (width as usize, height as usize);
    let panel = Panel::of(game);
    if let Some(screen) = arrange(game, &panel, w, h) {
        return screen;
    }
    let (need_w, need_h) = needed(game, &panel, w, h);
    let message = crate::t!(
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
fn needed(game: &Game, panel: &Panel, w: usize, h: usize) -> (usize, usize) {
    let (bw, bh) = board_size(Drawing::Compact, game.board());
    let (w0, h0) = (w.max(bw + 3 + MIN_PANEL), h.max((bh + 14).max(24)));
    for nw in (0..=20).map(|k| w0 + 10 * k) {
        for nh in h0..=h0 + 40 {
            if arrange(game, panel, nw, nh).is_some() {
                return (nw, nh);
            }
        }
    }
    (w0, h0)
}

/// The game in `w` x `h` with the largest drawing that fits, if one does.
fn arrange(game: &Game, panel: &Panel, w: usize, h: usize) -> Option<Screen> {
    let board = game.board();
    let (size, goal, arrows) = (
        board.size_name(),
        game.goal_name(),
        game.arrows().describe(),
    );
    let about = crate::t!("play-title", size = size, goal = goal, arrows = arrows);
    let title = cut(
        vec![
            span("npuzzle play", Style::Title),
            span(format!(" {about}"), Style::Plain),
        ],
        w,
    );
    let bottom: Vec<Vec<Span>> = {
        let mut b = Vec::new();
        b.extend(last_move_lines(panel, w));
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
            let pl = panel_lines(panel, pw);
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
            let pl = panel_lines(panel, w);
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
