//! `npuzzle play`: the board a student moves, with the parity proof shown
//! live. One state machine ([`Game`]) takes inputs (keys already turned
//! into [`Input`]s, clicks on cells, ticks) and changes its state; it never
//! prints and never waits. Long work (the optimal distance for a hint,
//! building pattern databases) is asked for as a [`hint::Request`] that the
//! front end runs off the UI thread ([`hint::answer`]) and hands back with
//! [`Game::deliver`]. [`panel`] computes the live numbers with the same code
//! as `trace`; [`screen`] lays the game out for a terminal size.

pub mod hint;
pub mod panel;
pub mod screen;

use crate::board::{Board, Dir, Goal, moves_to_string};
use crate::error::Result;
use crate::parity;
use crate::proof::{self, Trace};
use crate::random::{self, Method, Request as RandomRequest};
use hint::{HintAnswer, Request, Response};

/// What the arrow keys (and hjkl, wasd) move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Arrows {
    /// The tile slides in the arrow's direction (into the blank).
    Tile,
    /// The blank travels in the arrow's direction (U/D/L/R, as in `trace`).
    Blank,
}

impl Arrows {
    /// The convention in words, for the screen, in the current language.
    pub fn describe(self) -> String {
        match self {
            Arrows::Tile => crate::t!("play-arrows-tile"),
            Arrows::Blank => crate::t!("play-arrows-blank"),
        }
    }

    /// The other convention's flag.
    pub fn other_flag(self) -> &'static str {
        match self {
            Arrows::Tile => "--arrows blank",
            Arrows::Blank => "--arrows tile",
        }
    }
}

/// One input to the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// An arrow (or h/j/k/l, w/a/s/d) pointing this way.
    Arrow(Dir),
    /// A click on the cell with this row-major index.
    Click(usize),
    Undo,
    Redo,
    New,
    Hint,
    Declare,
    Replay,
    Quit,
    /// Time passed (the replay advances).
    Tick,
    /// Any other key, shown as refused.
    Other(char),
}

/// Whether the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    Continue,
    Quit,
}

/// Where boards come from when none is given, and for `n`.
#[derive(Debug, Clone)]
pub struct Source {
    pub method: Method,
    pub seed: u64,
}

/// A line under the board: what the last input did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    None,
    /// An input that was refused, with the word why.
    Refused(String),
    Info(String),
    Good(String),
    Bad(String),
}

/// What the hint area shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HintView {
    None,
    /// Asked for; `preparing` when the databases are being built.
    Waiting {
        preparing: bool,
    },
    Shown(HintAnswer),
    /// The second `?`: the estimate of every possible move too.
    Why(HintAnswer),
}

/// The replay of an optimal solution after a win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    pub path: Vec<Dir>,
    pub done: usize,
}

/// The whole state of a game.
#[derive(Debug, Clone)]
pub struct Game {
    goal: Goal,
    goal_name: String,
    arrows: Arrows,
    source: Source,
    /// Boards drawn so far (the next `n` uses seed + this).
    drawn: u64,
    start: Board,
    board: Board,
    moves: Vec<Dir>,
    undone: Vec<Dir>,
    /// The one-move trace of the last move made (numbered as in the game).
    last: Option<Trace>,
    note: Note,
    hint: HintView,
    /// The optimal distance of the start board, once known.
    optimal: Option<HintAnswer>,
    /// The moves that solved the board (kept through a replay).
    solved_with: Option<Vec<Dir>>,
    replay: Option<Replay>,
    requests: Vec<Request>,
    /// Bumped on every new board, so that late answers are dropped.
    generation: u64,
}

impl Game {
    /// A game on `board` (or a board drawn from `source` when none).
    pub fn new(
        board: Option<Board>,
        goal: Goal,
        goal_name: &str,
        arrows: Arrows,
        source: Source,
    ) -> Result<Game> {
        let mut game = Game {
            start: goal.board().clone(),
            board: goal.board().clone(),
            goal,
            goal_name: goal_name.to_string(),
            arrows,
            source,
            drawn: 0,
            moves: Vec::new(),
            undone: Vec::new(),
            last: None,
            note: Note::None,
            hint: HintView::None,
            optimal: None,
            solved_with: None,
            replay: None,
            requests: Vec::new(),
            generation: 0,
        };
        let first = match board {
            Some(b) => b,
            None => game.draw()?,
        };
        game.reset(first);
        Ok(game)
    }

    /// The next board from the source that is not the goal itself (a
    /// thin board's class is small; the goal is drawn again and again only
    /// on a board whose class holds nothing else).
    fn draw(&mut self) -> Result<Board> {
        let mut board = self.draw_one()?;
        for _ in 0..64 {
            if board != *self.goal.board() {
                break;
            }
            board = self.draw_one()?;
        }
        Ok(board)
    }

    fn draw_one(&mut self) -> Result<Board> {
        let req = RandomRequest {
            goal: self.goal.clone(),
            count: 1,
            seed: self.source.seed.wrapping_add(self.drawn),
            method: self.source.method,
            unsolvable: false,
            max_nodes: random::DEFAULT_MAX_NODES,
            with_distance: false,
        };
        self.drawn += 1;
        let mut got = None;
        random::generate(&req, None, &mut |g| {
            got = Some(g.board);
            Ok(())
        })?;
        got.ok_or_else(|| crate::error::Error::input(crate::t!("play-no-board")))
    }

    /// Start over on `board`.
    fn reset(&mut self, board: Board) {
        self.start = board.clone();
        self.board = board;
        self.moves.clear();
        self.undone.clear();
        self.last = None;
        self.hint = HintView::None;
        self.optimal = None;
        self.solved_with = None;
        self.replay = None;
        self.generation += 1;
        self.requests.clear();
        if parity::is_solvable(&self.start, &self.goal) {
            self.requests.push(Request::Optimal {
                generation: self.generation,
                board: self.start.clone(),
            });
        }
    }

    pub fn goal(&self) -> &Goal {
        &self.goal
    }
    pub fn goal_name(&self) -> &str {
        &self.goal_name
    }
    pub fn arrows(&self) -> Arrows {
        self.arrows
    }
    pub fn start(&self) -> &Board {
        &self.start
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn moves(&self) -> &[Dir] {
        &self.moves
    }
    pub fn last(&self) -> Option<&Trace> {
        self.last.as_ref()
    }
    pub fn note(&self) -> &Note {
        &self.note
    }
    pub fn hint(&self) -> &HintView {
        &self.hint
    }
    pub fn optimal(&self) -> Option<&HintAnswer> {
        self.optimal.as_ref()
    }
    pub fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref()
    }
    pub fn is_solved(&self) -> bool {
        self.board == *self.goal.board()
    }
    /// The moves that solved the board, once solved.
    pub fn solved_with(&self) -> Option<&[Dir]> {
        self.solved_with.as_deref()
    }

    /// The moves to print on leaving, as U/D/L/R: those that solved the
    /// board, else those played so far (undone moves left out).
    pub fn moves_line(&self) -> String {
        moves_to_string(self.solved_with.as_deref().unwrap_or(&self.moves))
    }

    /// Work for the front end to run off the UI thread.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    /// Hand back the answer to a request (late answers are dropped).
    pub fn deliver(&mut self, response: Response) {
        match response {
            Response::Preparing { generation } if generation == self.generation => {
                if let HintView::Waiting { .. } = self.hint {
                    self.hint = HintView::Waiting { preparing: true };
                }
            }
            Response::Hint(a) if a.generation == self.generation && a.board == self.board => {
                self.hint = HintView::Shown(a);
            }
            Response::Optimal(a) if a.generation == self.generation => {
                self.optimal = Some(a);
            }
            Response::Failed {
                generation,
                message,
            } if generation == self.generation => {
                self.hint = HintView::None;
                self.note = Note::Bad(message);
            }
            _ => {}
        }
    }

    /// One input; `Quit` when the game should end.
    pub fn handle(&mut self, input: Input) -> Progress {
        if self.replay.is_some() && !matches!(input, Input::Tick) {
            // Any key ends a replay, and the board goes back to the win.
            self.replay = None;
            self.board = self.goal.board().clone();
            if matches!(input, Input::Quit) {
                return Progress::Quit;
            }
            self.note = Note::Info(crate::t!("play-replay-stopped"));
            return Progress::Continue;
        }
        match input {
            Input::Arrow(d) => {
                let blank = match self.arrows {
                    Arrows::Blank => d,
                    Arrows::Tile => d.opposite(),
                };
                self.play(blank);
            }
            Input::Click(cell) => self.click(cell),
            Input::Undo => self.undo(),
            Input::Redo => self.redo(),
            Input::New => match self.draw() {
                Ok(b) => {
                    self.reset(b);
                    self.note = Note::Info(crate::t!("play-new-board"));
                }
                Err(e) => self.note = Note::Bad(e.to_string()),
            },
            Input::Hint => self.ask_hint(),
            Input::Declare => self.declare(),
            Input::Replay => self.start_replay(),
            Input::Quit => return Progress::Quit,
            Input::Tick => self.tick(),
            Input::Other(c) => {
                self.note = Note::Refused(crate::t!(
                    "play-not-a-key",
                    key = c.escape_default().to_string()
                ))
            }
        }
        Progress::Continue
    }

    /// Move the blank `dir`, or refuse with the reason.
    fn play(&mut self, dir: Dir) {
        if self.solved_with.is_some() {
            self.note = Note::Refused(crate::t!("play-solved-refuse-move"));
            return;
        }
        match self.board.moved(dir) {
            Ok(next) => {
                self.undone.clear();
                self.step(dir, next);
            }
            Err(_) => {
                self.note = Note::Refused(refusal(self.arrows, dir));
            }
        }
    }

    /// Make a legal move (played or redone).
    fn step(&mut self, dir: Dir, next: Board) {
        let before = std::mem::replace(&mut self.board, next);
        self.moves.push(dir);
        self.last = one_move(&before, &self.goal, dir, self.moves.len());
        self.note = Note::None;
        self.hint = HintView::None;
        if self.is_solved() && self.solved_with.is_none() {
            self.solved_with = Some(self.moves.clone());
        }
    }

    fn click(&mut self, cell: usize) {
        if cell >= self.board.cells() {
            return;
        }
        let tile = self.board.tiles()[cell];
        if tile == 0 {
            self.note = Note::Refused(crate::t!("play-click-blank"));
            return;
        }
        match self.board.dir_for_tile(u32::from(tile)) {
            Ok(d) => self.play(d),
            Err(_) => {
                self.note = Note::Refused(crate::t!("play-click-far", tile = tile.to_string()));
            }
        }
    }

    fn undo(&mut self) {
        let Some(d) = self.moves.pop() else {
            self.note = Note::Refused(crate::t!("play-nothing-to-undo"));
            return;
        };
        self.board = self.board.moved(d.opposite()).expect("undo a legal move");
        self.undone.push(d);
        if self
            .solved_with
            .as_ref()
            .is_some_and(|s| s.len() > self.moves.len())
        {
            self.solved_with = None;
        }
        self.last = self.moves.last().and_then(|&l| {
            let before = self.board.moved(l.opposite()).ok()?;
            one_move(&before, &self.goal, l, self.moves.len())
        });
        self.hint = HintView::None;
        self.note = Note::Info(crate::t!("play-undid", letter = d.letter()));
    }

    fn redo(&mut self) {
        let Some(d) = self.undone.pop() else {
            self.note = Note::Refused(crate::t!("play-nothing-to-redo"));
            return;
        };
        let next = self.board.moved(d).expect("redo a legal move");
        let undone = std::mem::take(&mut self.undone);
        self.step(d, next);
        self.undone = undone;
        self.note = Note::Info(crate::t!("play-redid", letter = d.letter()));
    }

    fn ask_hint(&mut self) {
        if self.is_solved() {
            self.note = Note::Info(crate::t!("play-solved-no-hint"));
            return;
        }
        if !parity::is_solvable(&self.board, &self.goal) {
            self.hint = HintView::None;
            self.note = Note::Bad(crate::t!(
                "play-no-sequence",
                why = panel::mismatch(&self.board, &self.goal)
            ));
            return;
        }
        match &self.hint {
            HintView::Shown(a) => self.hint = HintView::Why(a.clone()),
            HintView::Why(_) | HintView::Waiting { .. } => {}
            HintView::None => {
                self.hint = HintView::Waiting { preparing: false };
                self.requests.push(Request::Hint {
                    generation: self.generation,
                    board: self.board.clone(),
                });
            }
        }
    }

    fn declare(&mut self) {
        let v = parity::verdict(&self.board, &self.goal);
        let why = panel::mismatch(&self.board, &self.goal);
        self.note = if v.solvable {
            Note::Bad(crate::t!("play-refuted", why = why))
        } else {
            Note::Good(crate::t!("play-confirmed", why = why))
        };
    }

    fn start_replay(&mut self) {
        if self.solved_with.is_none() || !self.is_solved() {
            self.note = Note::Refused(crate::t!("play-replay-not-solved"));
            return;
        }
        let Some(path) = self.optimal.as_ref().and_then(|o| o.answer.path.clone()) else {
            self.note = Note::Refused(crate::t!("play-replay-unknown"));
            return;
        };
        self.board = self.start.clone();
        self.replay = Some(Replay { path, done: 0 });
        self.note = Note::Info(crate::t!("play-replaying"));
    }

    fn tick(&mut self) {
        let Some(r) = &mut self.replay else {
            return;
        };
        match r.path.get(r.done) {
            Some(&d) => {
                self.board = self.board.moved(d).expect("an optimal path replays");
                r.done += 1;
            }
            None => {
                let n = r.path.len();
                self.replay = None;
                self.note = Note::Good(crate::t!("play-replay-done", count = n));
            }
        }
    }
}

/// The word for a move into the edge.
fn refusal(arrows: Arrows, blank: Dir) -> String {
    match arrows {
        Arrows::Blank => crate::t!("play-refused-blank", dir = direction(blank, false)),
        Arrows::Tile => crate::t!(
            "play-refused-tile",
            dir = direction(blank.opposite(), false)
        ),
    }
}

/// A direction in words (`up`, `lên`, `上`; `sang trái` in a sentence,
/// `trái` in a table when `short`): of the blank or of a tile.
pub fn direction(d: Dir, short: bool) -> String {
    match (d, short) {
        (Dir::Up, false) => crate::t!("play-dir-up"),
        (Dir::Down, false) => crate::t!("play-dir-down"),
        (Dir::Left, false) => crate::t!("play-dir-left"),
        (Dir::Right, false) => crate::t!("play-dir-right"),
        (Dir::Up, true) => crate::t!("play-dir-short-up"),
        (Dir::Down, true) => crate::t!("play-dir-short-down"),
        (Dir::Left, true) => crate::t!("play-dir-short-left"),
        (Dir::Right, true) => crate::t!("play-dir-short-right"),
    }
}

/// A parity in words (`even`, `chẵn`, `偶`).
pub fn parity_word(p: crate::parity::Parity) -> String {
    match p {
        crate::parity::Parity::Even => crate::t!("play-even"),
        crate::parity::Parity::Odd => crate::t!("play-odd"),
    }
}

/// The trace of one move, numbered `number` (what `trace` prints for it).
fn one_move(before: &Board, goal: &Goal, dir: Dir, number: usize) -> Option<Trace> {
    let mut t = proof::trace_dirs(before, goal, &[dir]).ok()?;
    t.steps.first_mut()?.number = number;
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(board: &str, arrows: Arrows) -> Game {
        let b = crate::parse::parse_board(board, None).unwrap();
        let goal = Goal::new(Board::blank_last(b.width(), b.height()).unwrap());
        Game::new(
            Some(b),
            goal,
            "blank-last",
            arrows,
            Source {
                method: Method::Uniform,
                seed: 1,
            },
        )
        .unwrap()
    }

    #[test]
    fn a_one_move_board_is_won_with_either_convention() {
        let mut g = game("1 2 3/4 5 6/7 0 8", Arrows::Blank);
        g.handle(Input::Arrow(Dir::Right));
        assert!(g.is_solved());
        assert_eq!(g.moves_line(), "R");
        let mut g = game("1 2 3/4 5 6/7 0 8", Arrows::Tile);
        g.handle(Input::Arrow(Dir::Left));
        assert!(g.is_solved());
        assert_eq!(g.moves_line(), "R");
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let mut g = game("1 2 3/4 5 6/7 8 0", Arrows::Blank);
        g.handle(Input::Arrow(Dir::Up));
        g.handle(Input::Arrow(Dir::Left));
        g.handle(Input::Undo);
        assert_eq!(g.moves_line(), "U");
        g.handle(Input::Redo);
        assert_eq!(g.moves_line(), "UL");
        assert_eq!(g.last().unwrap().steps[0].number, 2);
        g.handle(Input::Redo);
        assert_eq!(*g.note(), Note::Refused("nothing to redo".into()));
        let mut g = game("1 2 3/4 5 6/7 8 0", Arrows::Blank);
        g.handle(Input::Arrow(Dir::Down));
        assert_eq!(
            *g.note(),
            Note::Refused("refused: the blank cannot move down".into())
        );
        assert!(g.moves().is_empty());
    }

    #[test]
    fn declaring_an_unsolvable_board_is_confirmed() {
        let mut g = game("2 1 3/4 5 6/7 8 0", Arrows::Blank);
        g.handle(Input::Declare);
        assert!(matches!(g.note(), Note::Good(s) if s.starts_with("confirmed")));
        g.handle(Input::Hint);
        assert!(matches!(g.note(), Note::Bad(s) if s.starts_with("no sequence")));
        assert!(g.take_requests().is_empty());
    }
}
