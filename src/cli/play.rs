//! `npuzzle play [BOARD]`: the terminal front end of [`npuzzle::play`]. It
//! turns crossterm's key, mouse and resize events into [`Input`]s, paints
//! the [`play_screen::layout`] of the game in the user's language, runs hint
//! requests in a worker thread; the terminal is taken and given back by
//! [`terminal_guard`] (q, Ctrl-C, a panic, a signal, Ctrl-Z and `fg`).

use super::common::{BoardArgs, GoalArgs};
use super::ctx::{Ctx, Outcome};
use super::random::DrawArgs;
use super::terminal_guard::{self, Guard};
use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use crossterm::style::{Attribute, Color, Print, ResetColor, SetAttribute, SetForegroundColor};
use crossterm::terminal::{self, Clear, ClearType};
use crossterm::{cursor, queue};
use npuzzle::board::{Dir, Goal};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::play::hint::{self, Request, Response};
use npuzzle::play::{Arrows, Game, Input, Progress, Source};
use npuzzle::render::play_screen::{self, Screen, Style};
use npuzzle::t;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// Play the puzzle in the terminal, with the parity proof shown live.
///
/// A full-screen board: move with the arrow keys, hjkl, wasd or a click on
/// a tile next to the blank. The panel shows, after every move, the
/// inversion count and the tiles the move jumped, the blank's row, the
/// invariant and its parity next to the goal's, the verdict with its rule
/// and the Manhattan distance; the last move is shown as `trace` prints it.
/// By default an arrow slides the tile in its direction into the blank
/// (`--arrows tile`); `--arrows blank` moves the blank instead, like the
/// U/D/L/R letters of `trace`. On leaving, the moves are printed as one line
/// of U/D/L/R (the blank's moves) that `npuzzle trace BOARD MOVES` replays.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Keys: arrows, h j k l or w a s d move; a click on a tile next to the blank slides it; u undo, r redo, n a new random board, ? a hint (the next move of an optimal solution and the distance; ? again: the distance after each move, or the estimate where no exact distance is known), x declare the board unsolvable (the tool confirms or refutes), p practice (the verdict hidden until x or the win; new boards solvable or not, half and half), o replay the optimal solution once solved, q (or Ctrl-C) quit.

Hints are exact up to 4x4 (breadth-first search up to 3x3, IDA* with the 15-puzzle's pattern databases on 4x4, built on first use), on 5x5 with the databases when they are built; otherwise a lower bound, labelled so.

Needs a terminal; for scripted moves use `npuzzle trace BOARD MOVES`.

Examples:
  npuzzle play                          # a random solvable 3x3 board
  npuzzle play \"7 2 4/5 0 6/8 3 1\"
  npuzzle play --size 4x4 --distance 20 --seed 3
  npuzzle play --arrows blank --goal blank-first
  npuzzle play --practice               # is it solvable? x if not"
)]
pub struct Args {
    /// The board (`7 2 4/5 0 6/8 3 1`, `724506831`, `@FILE`); default: a
    /// random solvable board of --size.
    #[arg(value_name = "BOARD")]
    pub board: Option<String>,
    /// Width x height of the random board (default 3x3), or of a flat BOARD.
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    #[command(flatten)]
    pub goal: GoalArgs,
    /// How the random boards are drawn (the first without BOARD, and each `n`).
    #[command(flatten)]
    pub draw: DrawArgs,
    /// What an arrow moves: the tile into the blank, or the blank.
    #[arg(long, value_enum, default_value_t = ArrowsArg::Tile)]
    pub arrows: ArrowsArg,
    /// Practice declaring unsolvable boards: random boards are solvable or
    /// not, half and half, and the panel hides the verdict (and ? gives no
    /// hint) until x or the win; p turns it on and off.
    #[arg(long)]
    pub practice: bool,
}

/// What the arrow keys (and hjkl, wasd) move: `--arrows`' values, one for
/// each [`Arrows`] of the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ArrowsArg {
    /// The tile slides in the arrow's direction (into the blank).
    Tile,
    /// The blank travels in the arrow's direction (U/D/L/R, as in `trace`).
    Blank,
}

impl From<ArrowsArg> for Arrows {
    fn from(a: ArrowsArg) -> Arrows {
        match a {
            ArrowsArg::Tile => Arrows::Tile,
            ArrowsArg::Blank => Arrows::Blank,
        }
    }
}

fn setup(args: &Args) -> Result<Game> {
    let (board, goal, goal_name) = match &args.board {
        Some(text) => {
            let loaded = BoardArgs {
                board: text.clone(),
                size: args.size.clone(),
                goal: args.goal.clone(),
            }
            .load()?;
            let name = loaded.goal_spec.name().to_string();
            (Some(loaded.board), loaded.goal, name)
        }
        None => {
            let (spec, goal) =
                super::random::goal_for(args.size.as_deref().unwrap_or("3x3"), &args.goal)?;
            (None, goal, spec.name().to_string())
        }
    };
    let source = Source {
        method: args.draw.method(),
        seed: args.draw.seed(),
    };
    let mut game = Game::new(board, goal, &goal_name, args.arrows.into(), source)?;
    if args.practice {
        game.begin_practice(args.board.is_none())?;
    }
    Ok(game)
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let lang = ctx.palette.lang;
    let mut game = setup(&args)?;
    if !ctx.interactive {
        return Err(Error::usage(t!(lang; "play-not-a-terminal")));
    }
    let colour = ctx.palette.enabled;
    let outcome = {
        let guard = Guard::enter(true).map_err(terminal_error(lang))?;
        play(&mut game, lang, colour, &guard)
    };
    outcome?;
    // The terminal is restored: only the moves stay on screen.
    let line = game.moves_line();
    let board = game.start().to_line();
    let goal = if game.goal_name() == "blank-last" {
        String::new()
    } else if game.goal_name() == "board" {
        format!(" --goal '{}'", game.goal().board().to_line())
    } else {
        format!(" --goal {}", game.goal_name())
    };
    if line.is_empty() {
        writeln!(ctx.err, "{}", t!(lang; "play-no-moves", board = board))?;
    } else {
        writeln!(ctx.out, "{line}")?;
        ctx.out.flush()?;
        let count = line.len();
        let command = format!("npuzzle trace '{board}' {line}{goal}");
        let summary = if game.solved_with().is_some() {
            t!(lang; "play-summary-solved", count = count, command = command)
        } else {
            t!(lang; "play-summary-not-solved", count = count, command = command)
        };
        writeln!(ctx.err, "{summary}")?;
    }
    Ok(Outcome::Success)
}

/// An error of the terminal, in words of `lang`.
fn terminal_error(lang: Lang) -> impl Fn(std::io::Error) -> Error + Copy {
    move |e| Error::Io(t!(lang; "play-terminal-error", error = e.to_string()))
}

/// The worker: answers hint requests in order, the oracle made on the
/// first one; requests of an older board are skipped.
fn worker(
    goal: Goal,
    requests: mpsc::Receiver<Request>,
    responses: mpsc::Sender<Response>,
    current: Arc<AtomicU64>,
    cancel: Arc<AtomicBool>,
) {
    let mut oracle = None;
    for request in requests {
        if request.generation() < current.load(Ordering::Relaxed) {
            continue;
        }
        if oracle.is_none() {
            if hint::slow_to_prepare(&goal) {
                let _ = responses.send(Response::Preparing {
                    generation: request.generation(),
                });
            }
            match hint::oracle(&goal, Some(&cancel)) {
                Ok(o) => oracle = Some(o),
                Err(error) => {
                    let _ = responses.send(Response::Failed {
                        generation: request.generation(),
                        error,
                    });
                    continue;
                }
            }
        }
        let o = oracle.as_ref().expect("made above");
        let r = hint::answer(o, &request, Some(cancel.clone()));
        if cancel.load(Ordering::Relaxed) || responses.send(r).is_err() {
            return;
        }
    }
}

fn input_of(key: KeyEvent) -> Option<Input> {
    if key.kind != KeyEventKind::Press {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') | KeyCode::Char('d') => Some(Input::Quit),
            _ => None,
        };
    }
    Some(match key.code {
        KeyCode::Up | KeyCode::Char('k') | KeyCode::Char('w') => Input::Arrow(Dir::Up),
        KeyCode::Down | KeyCode::Char('j') | KeyCode::Char('s') => Input::Arrow(Dir::Down),
        KeyCode::Left | KeyCode::Char('h') | KeyCode::Char('a') => Input::Arrow(Dir::Left),
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Char('d') => Input::Arrow(Dir::Right),
        KeyCode::Char('u') => Input::Undo,
        KeyCode::Char('r') => Input::Redo,
        KeyCode::Char('n') => Input::New,
        KeyCode::Char('?') => Input::Hint,
        KeyCode::Char('x') => Input::Declare,
        KeyCode::Char('p') => Input::Practice,
        KeyCode::Char('o') => Input::Replay,
        KeyCode::Char('q') | KeyCode::Esc => Input::Quit,
        KeyCode::Char(c) => Input::Other(c),
        _ => return None,
    })
}

/// How often a replay advances.
const REPLAY_STEP: Duration = Duration::from_millis(350);

/// The key that suspends the game (raw mode reads Ctrl-Z as a key).
fn is_suspend(key: &KeyEvent) -> bool {
    key.kind == KeyEventKind::Press
        && key.modifiers.contains(KeyModifiers::CONTROL)
        && key.code == KeyCode::Char('z')
}

fn play(game: &mut Game, lang: Lang, colour: bool, guard: &Guard) -> Result<()> {
    let io = terminal_error(lang);
    let (req_tx, req_rx) = mpsc::channel::<Request>();
    let (resp_tx, resp_rx) = mpsc::channel::<Response>();
    let current = Arc::new(AtomicU64::new(0));
    let cancel = Arc::new(AtomicBool::new(false));
    let handle = {
        let (goal, current, cancel) = (game.goal().clone(), current.clone(), cancel.clone());
        std::thread::Builder::new()
            .name("play-hints".into())
            .spawn(move || worker(goal, req_rx, resp_tx, current, cancel))
            .map_err(|e| Error::internal(format!("the hint worker: {e}")))?
    };
    let mut last_tick = Instant::now();
    let mut frame_bytes = Vec::new();
    let result = (|| -> Result<()> {
        loop {
            for r in game.take_requests() {
                current.store(r.generation(), Ordering::Relaxed);
                let _ = req_tx.send(r);
            }
            while let Ok(r) = resp_rx.try_recv() {
                game.deliver(r);
            }
            let (w, h) = terminal::size().map_err(io)?;
            let frame = play_screen::layout(lang, game, w, h);
            frame_bytes.clear();
            if guard.take_redraw() {
                queue!(frame_bytes, Clear(ClearType::All)).map_err(io)?;
            }
            paint(&mut frame_bytes, &frame, colour, h).map_err(io)?;
            guard.draw(&frame_bytes).map_err(io)?;
            let wait = if game.replay().is_some() {
                REPLAY_STEP.saturating_sub(last_tick.elapsed())
            } else {
                Duration::from_millis(100)
            };
            // A paste is handled whole before the next frame.
            for event in terminal_guard::events(wait).map_err(io)? {
                let input = match event {
                    Event::Key(k) if is_suspend(&k) => {
                        guard.suspend();
                        None
                    }
                    Event::Key(k) => input_of(k),
                    Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                        frame.cell_at(m.column, m.row).map(Input::Click)
                    }
                    _ => None,
                };
                if let Some(i) = input
                    && game.handle(i) == Progress::Quit
                {
                    return Ok(());
                }
            }
            if guard.interrupted() {
                return Ok(());
            }
            if game.replay().is_some() && last_tick.elapsed() >= REPLAY_STEP {
                last_tick = Instant::now();
                game.handle(Input::Tick);
            }
        }
    })();
    cancel.store(true, Ordering::Relaxed);
    drop(req_tx);
    // The solver looks at the flag every 2^20 nodes: a few milliseconds.
    let _ = handle.join();
    result
}

fn paint(out: &mut impl Write, frame: &Screen, colour: bool, height: u16) -> std::io::Result<()> {
    queue!(out, cursor::MoveTo(0, 0))?;
    for (y, line) in frame.lines.iter().enumerate() {
        queue!(out, cursor::MoveTo(0, y as u16))?;
        for s in line {
            if colour {
                style_on(out, s.style)?;
            }
            queue!(out, Print(&s.text))?;
            if colour {
                queue!(out, SetAttribute(Attribute::Reset), ResetColor)?;
            }
        }
        queue!(out, Clear(ClearType::UntilNewLine))?;
    }
    // Below the last line (MoveTo past the bottom would stay on the last
    // row and clear it).
    if (frame.lines.len() as u16) < height {
        queue!(
            out,
            cursor::MoveTo(0, frame.lines.len() as u16),
            Clear(ClearType::FromCursorDown)
        )?;
    }
    out.flush()
}

fn style_on(out: &mut impl Write, style: Style) -> std::io::Result<()> {
    match style {
        Style::Plain => Ok(()),
        Style::Title => queue!(out, SetAttribute(Attribute::Bold)),
        Style::Label => queue!(out, SetAttribute(Attribute::Bold)),
        Style::Border => queue!(out, SetForegroundColor(Color::DarkGrey)),
        Style::Moved => queue!(
            out,
            SetForegroundColor(Color::Yellow),
            SetAttribute(Attribute::Bold)
        ),
        Style::Home => queue!(out, SetForegroundColor(Color::Green)),
        Style::Good => queue!(
            out,
            SetForegroundColor(Color::Green),
            SetAttribute(Attribute::Bold)
        ),
        Style::Bad => queue!(
            out,
            SetForegroundColor(Color::Red),
            SetAttribute(Attribute::Bold)
        ),
        Style::Accent => queue!(out, SetForegroundColor(Color::Cyan)),
        Style::Dim => queue!(out, SetForegroundColor(Color::DarkGrey)),
    }
}
