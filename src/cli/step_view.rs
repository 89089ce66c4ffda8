//! The interactive stepper on a terminal (`solve --step`, `compare
//! --step`): one state machine ([`Viewer`]) that keys move, and a loop
//! that draws its screen with crossterm (raw mode on the alternate screen,
//! taken and given back by [`terminal_guard`](super::terminal_guard): `q`,
//! Ctrl-C, an error, a panic, a signal, Ctrl-Z and `fg`).

use super::ctx::Ctx;
use super::terminal_guard::{self, Guard};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::{cursor, queue, terminal};
use npuzzle::error::{Error, Result};
use npuzzle::i18n::Lang;
use npuzzle::render::step_screen::{self, PaneView};
use npuzzle::search::events::Steps;
use npuzzle::t;
use std::io::Write;
use std::time::Duration;

/// One search and its outcome line.
pub struct Pane<'a> {
    pub title: &'a str,
    pub steps: &'a Steps,
    pub last: &'a str,
}

impl<'a> Pane<'a> {
    pub fn new(title: &'a str, steps: &'a Steps, last: &'a str) -> Pane<'a> {
        Pane { title, steps, last }
    }
}

/// What a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Ctrl-Z: give the terminal to the shell until `fg`.
    Suspend,
    Next,
    Back,
    Start,
    End,
    /// `g`: type a step number.
    Goto,
    Digit(u8),
    Erase,
    Confirm,
    Cancel,
    Quit,
    Other,
}

/// The stepper's state: the step shown (0 = before the first expansion)
/// and, while a step number is typed, what was typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Viewer {
    pub at: usize,
    pub last: usize,
    pub typing: Option<String>,
    pub note: Option<Note>,
    pub done: bool,
}

/// What the status line says after a key that did nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// A step number typed past the last step.
    NoSuchStep(usize),
    /// Next at the last step.
    LastStep,
}

impl Viewer {
    pub fn new(last: usize) -> Viewer {
        Viewer {
            at: 0,
            last,
            typing: None,
            note: None,
            done: false,
        }
    }

    pub fn handle(&mut self, key: Key) {
        self.note = None;
        if key == Key::Quit {
            self.done = true;
            return;
        }
        if let Some(t) = self.typing.as_mut() {
            match key {
                Key::Digit(d) if t.len() < 7 => t.push(char::from(b'0' + d)),
                Key::Erase => {
                    t.pop();
                }
                Key::Confirm | Key::Next => {
                    let asked = t.parse::<usize>().ok();
                    self.typing = None;
                    match asked {
                        Some(n) if n <= self.last => self.at = n,
                        Some(n) => self.note = Some(Note::NoSuchStep(n)),
                        None => {}
                    }
                }
                Key::Cancel => self.typing = None,
                _ => {}
            }
            return;
        }
        match key {
            Key::Next | Key::Confirm => {
                if self.at < self.last {
                    self.at += 1;
                } else {
                    self.note = Some(Note::LastStep);
                }
            }
            Key::Back => self.at = self.at.saturating_sub(1),
            Key::Start => self.at = 0,
            Key::End => self.at = self.last,
            Key::Goto => self.typing = Some(String::new()),
            _ => {}
        }
    }

    /// The status line, in `lang`.
    pub fn status(&self, lang: Lang) -> String {
        let last = self.last.to_string();
        match (&self.typing, self.note) {
            (Some(t), _) => t!(lang; "search-screen-go-to", last = last, typed = t.as_str()),
            (None, Some(Note::NoSuchStep(n))) => {
                t!(lang; "search-screen-no-such-step", n = n.to_string(), last = last)
            }
            (None, Some(Note::LastStep)) => t!(lang; "search-screen-last-step"),
            (None, None) => t!(lang; "search-screen-status", at = self.at.to_string(), last = last),
        }
    }
}

/// The key a terminal event means.
pub fn key_of(k: &KeyEvent) -> Key {
    if k.modifiers.contains(KeyModifiers::CONTROL) {
        match k.code {
            KeyCode::Char('c') | KeyCode::Char('d') => return Key::Quit,
            KeyCode::Char('z') => return Key::Suspend,
            _ => {}
        }
    }
    match k.code {
        KeyCode::Enter => Key::Confirm,
        KeyCode::Char(' ') | KeyCode::Right | KeyCode::Char('n') => Key::Next,
        KeyCode::Left | KeyCode::Char('b') | KeyCode::Char('p') => Key::Back,
        KeyCode::Home => Key::Start,
        KeyCode::End | KeyCode::Char('e') => Key::End,
        KeyCode::Char('g') => Key::Goto,
        KeyCode::Char(c @ '0'..='9') => Key::Digit(c as u8 - b'0'),
        KeyCode::Backspace => Key::Erase,
        KeyCode::Esc => Key::Cancel,
        KeyCode::Char('q') => Key::Quit,
        _ => Key::Other,
    }
}

fn io(e: std::io::Error) -> Error {
    Error::from(e)
}

/// Run the view until `q`. Draws on the terminal itself (standard output is
/// one: `ctx.interactive`).
pub fn run(panes: &[Pane], heading: &str, ctx: &mut Ctx) -> Result<()> {
    let views: Vec<PaneView> = panes
        .iter()
        .map(|p| PaneView {
            title: p.title,
            steps: p.steps,
            last: p.last,
        })
        .collect();
    let last = panes.iter().map(|p| p.steps.steps.len()).max().unwrap_or(0);
    let mut viewer = Viewer::new(last);
    let palette = ctx.palette;
    let first_line = heading.lines().next().unwrap_or("").to_string();
    let guard = Guard::enter(false).map_err(io)?;
    let mut frame = Vec::new();
    let mut drawn = None;
    while !viewer.done {
        let (w, h) = terminal::size().map_err(io)?;
        let (w, h) = (w as usize, (h as usize).max(6));
        // Drawn again only when something changed (a key, the size, `fg`).
        let now = (viewer.clone(), w, h);
        if guard.take_redraw() || drawn.as_ref() != Some(&now) {
            let mut lines = vec![palette.dim(&step_screen::fit(&first_line, w))];
            lines.extend(step_screen::screen(
                &views,
                viewer.at,
                w,
                h - 1,
                &viewer.status(palette.lang),
                palette,
            ));
            frame.clear();
            queue!(
                frame,
                terminal::Clear(terminal::ClearType::All),
                cursor::MoveTo(0, 0)
            )
            .map_err(io)?;
            write!(frame, "{}", lines.join("\r\n"))?;
            guard.draw(&frame).map_err(io)?;
            drawn = Some(now);
        }
        // A paste is read whole; the keys after it are seen at once.
        for event in terminal_guard::events(Duration::from_millis(100)).map_err(io)? {
            if let Event::Key(k) = event
                && k.kind != KeyEventKind::Release
            {
                match key_of(&k) {
                    Key::Suspend => guard.suspend(),
                    key => viewer.handle(key),
                }
            }
            if viewer.done {
                break;
            }
        }
        if guard.interrupted() {
            viewer.done = true;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_move_the_step() {
        let mut v = Viewer::new(5);
        v.handle(Key::Next);
        v.handle(Key::Next);
        assert_eq!(v.at, 2);
        v.handle(Key::Back);
        assert_eq!(v.at, 1);
        v.handle(Key::End);
        assert_eq!(v.at, 5);
        v.handle(Key::Next);
        assert_eq!(v.at, 5);
        assert!(v.status(Lang::EN).contains("last step"));
        v.handle(Key::Goto);
        v.handle(Key::Digit(3));
        v.handle(Key::Confirm);
        assert_eq!(v.at, 3);
        v.handle(Key::Goto);
        v.handle(Key::Digit(9));
        v.handle(Key::Confirm);
        assert_eq!(v.at, 3);
        assert!(v.status(Lang::EN).contains("no step 9"));
        v.handle(Key::Start);
        assert_eq!(v.at, 0);
        v.handle(Key::Quit);
        assert!(v.done);
    }
}
