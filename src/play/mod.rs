//! `npuzzle play`: the board a student moves, with the parity proof shown
//! live. One state machine ([`Game`]) takes inputs (keys already turned
//! into [`Input`]s, clicks on cells, ticks) and changes its state; it never
//! prints and never waits. Long work (the optimal distance for a hint,
//! building pattern databases) is asked for as a [`hint::Request`] that the
//! front end runs off the UI thread ([`hint::answer`]) and hands back with
//! [`Game::deliver`]. [`panel`] computes the live numbers with the same code
//! as `trace`. Everything here is data (a [`Note`] says what happened, not
//! in which words); `render::play_screen` lays the game out for a terminal
//! size, in a language it is given.

pub mod hint;
pub(crate) mod panel;

use crate::board::{Board, Dir, Goal, moves_to_string};
use crate::error::{Error, Result};
use crate::parity;
use crate::proof::{self, Trace};
use crate::random::oracle::{Distance, Method as OracleMethod};
use crate::random::{self, Method, Request as RandomRequest};
use hint::{HintAnswer, Request, Response};
use panel::Mismatch;

/// Mixed into the seed of a practice board's coin (solvable or not), so
/// that the coin and the board's own draw are independent.
const PRACTICE_COIN: u64 = 0x5EED_C0FF_EE00_0001;

/// What the arrow keys (and hjkl, wasd) move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrows {
    /// The tile slides in the arrow's direction (into the blank).
    Tile,
    /// The blank travels in the arrow's direction (U/D/L/R, as in `trace`).
    Blank,
}

impl Arrows {
    /// The blank's move for an arrow pointing `d`.
    pub(crate) fn blank_move(self, d: Dir) -> Dir {
        match self {
            Arrows::Blank => d,
            Arrows::Tile => d.opposite(),
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
    /// Practice on or off (`p`): the verdict hidden until declared.
    Practice,
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

/// A line under the board: what the last input did, as data (the words
/// are the renderer's, `render::play_words::note`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Note {
    None,
    /// An input that was refused, and why.
    Refused(Refusal),
    Info(Info),
    /// The board was declared unsolvable (`x`) and cannot reach the goal.
    Confirmed(Mismatch),
    /// The board was declared unsolvable (`x`) but can reach the goal.
    Refuted(Mismatch),
    /// A hint asked for on a board that cannot reach the goal.
    NoSequence(Mismatch),
    /// The optimal solution was replayed, in this many moves.
    ReplayDone {
        moves: usize,
    },
    /// The hint could not be worked out.
    NoHint(Error),
    /// No new board could be drawn (`n`).
    NoBoard(Error),
}

/// Why an input did nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// A key the game does not use.
    NotAKey(char),
    /// A move on a solved board.
    Solved,
    /// A move into the edge: the blank cannot move `blank` (the arrows'
    /// convention says whether the words name the blank or the tile).
    Edge {
        arrows: Arrows,
        blank: Dir,
    },
    /// A click on the blank.
    ClickBlank,
    /// A click on a tile that is not next to the blank.
    ClickFar {
        tile: u8,
    },
    NothingToUndo,
    NothingToRedo,
    /// A hint asked for in practice before the verdict is given.
    PracticeNoHint,
    /// A replay asked for before the board is solved.
    ReplayNotSolved,
    /// A replay asked for before the optimal solution is known.
    ReplayUnknown,
}

/// What an input did, when that is worth a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Info {
    PracticeOn,
    PracticeOff,
    ReplayStopped,
    NewBoard,
    /// The blank's move undone.
    Undid(Dir),
    /// The blank's move made again.
    Redid(Dir),
    /// A hint asked for on the solved board.
    SolvedNoHint,
    Replaying,
}

/// What the hint area shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum HintView {
    None,
    /// Asked for; `preparing` when the databases are being built.
    Waiting {
        preparing: bool,
    },
    Shown(HintAnswer),
    /// The second `?` asked for, the hint still shown: the solver works
    /// out the distance after each move.
    WhyWaiting(HintAnswer),
    /// The second `?`: the distance (or the estimate) after every
    /// possible move too.
    Why(HintAnswer),
}

/// The replay of an optimal solution after a win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    pub(crate) path: Vec<Dir>,
    pub(crate) done: usize,
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
    /// Practice: new boards are solvable or not at random, and whether
    /// the board can reach the goal is hidden (the panel's verdict, the
    /// hint) until the student declares it unsolvable (`x`), solves it,
    /// or turns practice off (`p`).
    practice: bool,
    /// The verdict of this board has been given away (declared).
    revealed: bool,
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
            practice: false,
            revealed: false,
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
        let seed = self.source.seed.wrapping_add(self.drawn);
        // In practice, half the boards cannot reach the goal (a board with
        // one tile has no other class; a board at a distance is solvable).
        let unsolvable = self.practice
            && self.goal.board().cells() >= 3
            && !matches!(self.source.method, Method::Distance(_))
            && crate::rng::Rng::new(seed ^ PRACTICE_COIN).below(2) == 1;
        let req = RandomRequest {
            goal: self.goal.clone(),
            count: 1,
            seed,
            method: self.source.method,
            unsolvable,
            max_nodes: random::DEFAULT_MAX_NODES,
            with_distance: false,
        };
        self.drawn += 1;
        let mut got = None;
        random::generate(&req, None, &mut |g| {
            got = Some(g.board);
            Ok(())
        })?;
        got.ok_or_else(|| Error::problem(crate::msg!("play-no-board")))
    }

    /// Practice on or off (`--practice`, the `p` key).
    pub(crate) fn set_practice(&mut self, on: bool) {
        self.practice = on;
        self.revealed = false;
    }

    /// Start in practice (`--practice`): with `redraw`, the first board
    /// is drawn again from the start of the source, solvable or not at
    /// random.
    pub fn begin_practice(&mut self, redraw: bool) -> Result<()> {
        self.set_practice(true);
        if redraw {
            self.drawn = 0;
            let board = self.draw()?;
            self.reset(board);
        }
        self.note = Note::Info(Info::PracticeOn);
        Ok(())
    }

    #[cfg(test)]
    pub(crate) fn practice(&self) -> bool {
        self.practice
    }

    /// True while practice hides whether the board can reach the goal:
    /// until it is declared (`x`) or solved.
    pub(crate) fn verdict_hidden(&self) -> bool {
        self.practice && !self.revealed && self.solved_with.is_none()
    }

    /// Start over on `board`.
    fn reset(&mut self, board: Board) {
        self.revealed = false;
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
    pub(crate) fn arrows(&self) -> Arrows {
        self.arrows
    }
    pub fn start(&self) -> &Board {
        &self.start
    }
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }
    pub(crate) fn moves(&self) -> &[Dir] {
        &self.moves
    }
    pub(crate) fn last(&self) -> Option<&Trace> {
        self.last.as_ref()
    }
    pub(crate) fn note(&self) -> &Note {
        &self.note
    }
    pub(crate) fn hint(&self) -> &HintView {
        &self.hint
    }
    pub(crate) fn optimal(&self) -> Option<&HintAnswer> {
        self.optimal.as_ref()
    }
    pub fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref()
    }
    pub(crate) fn is_solved(&self) -> bool {
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
            Response::Why(a) if a.generation == self.generation && a.board == self.board => {
                if let HintView::WhyWaiting(_) = self.hint {
                    self.hint = HintView::Why(a);
                }
            }
            Response::Optimal(a) if a.generation == self.generation => {
                self.optimal = Some(a);
            }
            Response::Failed { generation, error } if generation == self.generation => {
                self.hint = HintView::None;
                self.note = Note::NoHint(error);
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
            self.note = Note::Info(Info::ReplayStopped);
            return Progress::Continue;
        }
        match input {
            Input::Arrow(d) => self.play(self.arrows.blank_move(d)),
            Input::Click(cell) => self.click(cell),
            Input::Undo => self.undo(),
            Input::Redo => self.redo(),
            Input::New => match self.draw() {
                Ok(b) => {
                    self.reset(b);
                    self.note = Note::Info(Info::NewBoard);
                }
                Err(e) => self.note = Note::NoBoard(e),
            },
            Input::Hint => self.ask_hint(),
            Input::Declare => self.declare(),
            Input::Practice => {
                self.set_practice(!self.practice);
                self.hint = HintView::None;
                self.note = Note::Info(if self.practice {
                    Info::PracticeOn
                } else {
                    Info::PracticeOff
                });
            }
            Input::Replay => self.start_replay(),
            Input::Quit => return Progress::Quit,
            Input::Tick => self.tick(),
            Input::Other(c) => self.note = Note::Refused(Refusal::NotAKey(c)),
        }
        Progress::Continue
    }

    /// Move the blank `dir`, or refuse with the reason.
    fn play(&mut self, dir: Dir) {
        if self.solved_with.is_some() {
            self.note = Note::Refused(Refusal::Solved);
            return;
        }
        match self.board.moved(dir) {
            Ok(next) => {
                self.undone.clear();
                self.step(dir, next);
            }
            Err(_) => {
                self.note = Note::Refused(Refusal::Edge {
                    arrows: self.arrows,
                    blank: dir,
                });
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
            self.note = Note::Refused(Refusal::ClickBlank);
            return;
        }
        match self.board.dir_for_tile(u32::from(tile)) {
            Ok(d) => self.play(d),
            Err(_) => {
                self.note = Note::Refused(Refusal::ClickFar { tile });
            }
        }
    }

    fn undo(&mut self) {
        let Some(d) = self.moves.pop() else {
            self.note = Note::Refused(Refusal::NothingToUndo);
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
        self.note = Note::Info(Info::Undid(d));
    }

    fn redo(&mut self) {
        let Some(d) = self.undone.pop() else {
            self.note = Note::Refused(Refusal::NothingToRedo);
            return;
        };
        let next = self.board.moved(d).expect("redo a legal move");
        let undone = std::mem::take(&mut self.undone);
        self.step(d, next);
        self.undone = undone;
        self.note = Note::Info(Info::Redid(d));
    }

    fn ask_hint(&mut self) {
        if self.is_solved() {
            self.note = Note::Info(Info::SolvedNoHint);
            return;
        }
        if self.verdict_hidden() {
            self.note = Note::Refused(Refusal::PracticeNoHint);
            return;
        }
        if !parity::is_solvable(&self.board, &self.goal) {
            self.hint = HintView::None;
            self.note = Note::NoSequence(panel::mismatch(&self.board, &self.goal));
            return;
        }
        match &self.hint {
            HintView::Shown(a) => {
                // The distances after each move: from the table at once, by
                // the solver when the hint's distance is exact, else the
                // estimates alone (said so).
                let exact = matches!(a.answer.distance, Distance::Exact(_));
                if a.method == OracleMethod::Table || !exact {
                    self.hint = HintView::Why(a.clone());
                } else {
                    self.hint = HintView::WhyWaiting(a.clone());
                    self.requests.push(Request::Why {
                        generation: self.generation,
                        board: self.board.clone(),
                    });
                }
            }
            HintView::Why(_) | HintView::WhyWaiting(_) | HintView::Waiting { .. } => {}
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
            Note::Refuted(why)
        } else {
            Note::Confirmed(why)
        };
        self.revealed = true;
    }

    fn start_replay(&mut self) {
        if self.solved_with.is_none() || !self.is_solved() {
            self.note = Note::Refused(Refusal::ReplayNotSolved);
            return;
        }
        let Some(path) = self.optimal.as_ref().and_then(|o| o.answer.path.clone()) else {
            self.note = Note::Refused(Refusal::ReplayUnknown);
            return;
        };
        self.board = self.start.clone();
        self.replay = Some(Replay { path, done: 0 });
        self.note = Note::Info(Info::Replaying);
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
                self.note = Note::ReplayDone { moves: n };
            }
        }
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

    /// A note in English, as the screen says it.
    fn english(note: &Note) -> String {
        crate::render::play_words::note(crate::i18n::Lang::EN, note)
            .expect("a note")
            .0
    }

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
        assert_eq!(*g.note(), Note::Refused(Refusal::NothingToRedo));
        assert_eq!(english(g.note()), "nothing to redo");
        let mut g = game("1 2 3/4 5 6/7 8 0", Arrows::Blank);
        g.handle(Input::Arrow(Dir::Down));
        assert_eq!(
            *g.note(),
            Note::Refused(Refusal::Edge {
                arrows: Arrows::Blank,
                blank: Dir::Down
            })
        );
        assert_eq!(english(g.note()), "refused: the blank cannot move down");
        assert!(g.moves().is_empty());
    }

    #[test]
    fn practice_draws_both_classes_and_hides_the_verdict_until_declared() {
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let source = Source {
            method: Method::Uniform,
            seed: 5,
        };
        let mut g = Game::new(None, goal.clone(), "blank-last", Arrows::Tile, source).unwrap();
        g.begin_practice(true).unwrap();
        let mut classes = [0; 2];
        for _ in 0..40 {
            assert!(g.verdict_hidden());
            g.handle(Input::Hint);
            assert!(
                g.take_requests()
                    .iter()
                    .all(|r| !matches!(r, Request::Hint { .. }))
            );
            classes[usize::from(parity::is_solvable(g.board(), &goal))] += 1;
            g.handle(Input::New);
        }
        assert!(classes[0] >= 8 && classes[1] >= 8, "{classes:?}");
        g.handle(Input::Declare);
        assert!(!g.verdict_hidden());
        g.handle(Input::Practice);
        assert!(!g.practice() && !g.verdict_hidden());
    }

    #[test]
    fn declaring_an_unsolvable_board_is_confirmed() {
        let mut g = game("2 1 3/4 5 6/7 8 0", Arrows::Blank);
        g.handle(Input::Declare);
        assert!(matches!(g.note(), Note::Confirmed(_)));
        assert!(english(g.note()).starts_with("confirmed"));
        g.handle(Input::Hint);
        assert!(matches!(g.note(), Note::NoSequence(_)));
        assert!(english(g.note()).starts_with("no sequence"));
        assert!(g.take_requests().is_empty());
    }
}
