//! Boards, goals and move strings as a lesson writes them: inline, `@FILE`
//! next to the lesson, a preset goal, or a seeded random board; parsed
//! while the file is read, so a malformed one is reported at its place.

use super::*;

/// A board as written: inline text, `@FILE` relative to the lesson, or a
/// seeded random board (`{random: {size: 3x3, seed: 7, moves: 20}}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BoardRef {
    Inline(Board),
    File(String),
    Random(RandomBoard),
}

/// `board: {random: {...}}`: a board drawn by the generator of `npuzzle
/// random` and `npuzzle play` with a fixed seed, so the lesson's claims are
/// checked on the board it produces (the same one on every machine).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RandomBoard {
    /// The board's size, WxH (`3x3`, `4x3`).
    pub(crate) size: SizeText,
    /// The seed: the same seed gives the same board everywhere.
    pub(crate) seed: u64,
    /// A random walk of this many moves from the goal (`npuzzle random
    /// --moves`).
    pub(crate) moves: Option<usize>,
    /// A board whose optimal distance to the goal is exactly this
    /// (`npuzzle random --distance`).
    pub(crate) distance: Option<u32>,
    /// A board of the other class, that cannot reach the goal.
    #[serde(default)]
    pub(crate) unsolvable: bool,
    /// A board that varies per student: with a student id (`lesson run
    /// --student ID`, `lesson grade` of a file with `# id:`), the seed is
    /// derived from the lesson's title, this seed and the id, the same on
    /// every machine; without one, `seed:` gives the instructor's board.
    /// A step on such a board has no fixed `expect:` and no quiz asks
    /// about it: its truth is computed for each student.
    #[serde(default)]
    pub(crate) vary: bool,
}

/// The most nodes the optimal solver may generate to draw a random board
/// at an exact `distance:` beyond the boards whose whole state space is
/// searched (the lesson's work budget counts them).
pub(crate) const RANDOM_DISTANCE_NODES: u64 = MAX_SEARCH_NODES;

/// A board size `WxH`, checked while reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SizeText(pub(crate) usize, pub(crate) usize);

impl<'de> Deserialize<'de> for SizeText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        crate::parse::parse_size(&text)
            .map(|(w, h)| SizeText(w, h))
            .map_err(|e| refuse(crate::lesson::said::error_msg(&e)))
    }
}

/// The one key of a random board's map.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RandomKey {
    random: RandomBoard,
}

impl RandomBoard {
    /// Refuse what `npuzzle random` would refuse without looking at the
    /// goal (the rest is said when the board is drawn).
    fn checked(self) -> Result<RandomBoard, crate::i18n::Msg> {
        if self.moves.is_some() && self.distance.is_some() {
            return Err(crate::msg!("lessonfile-random-moves-and-distance"));
        }
        if let Some(n) = self.moves
            && n > crate::random::MAX_WALK
        {
            return Err(crate::msg!(
                "lessonfile-random-walk-too-long",
                moves = n,
                max = crate::random::MAX_WALK
            ));
        }
        if self.distance.is_some() && self.unsolvable {
            return Err(crate::msg!("lessonfile-random-distance-unsolvable"));
        }
        Ok(self)
    }
}

/// `bad board `…`: why`.
fn bad_board(text: &str, e: &crate::error::Error) -> crate::i18n::Msg {
    crate::msg!(
        "lessonfile-bad-board",
        board = shown_text(text),
        why = crate::lesson::said::error_msg(e)
    )
}

/// A goal as written: a preset name, an inline board, or `@FILE`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum GoalRef {
    Spec(GoalSpec),
    File(String),
}

fn file_name(text: &str) -> Option<String> {
    text.trim().strip_prefix('@').map(|p| p.trim().to_string())
}

/// A board as text (a scalar) or a random board (a map).
struct BoardRefVisitor;

impl BoardRefVisitor {
    fn text<E: de::Error>(text: &str) -> Result<BoardRef, E> {
        if let Some(path) = file_name(text) {
            return Ok(BoardRef::File(path));
        }
        parse_board(text, None)
            .map(BoardRef::Inline)
            .map_err(|e| refuse(bad_board(text, &e)))
    }
}

impl<'de> Visitor<'de> for BoardRefVisitor {
    type Value = BoardRef;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        crate::lesson::yaml_words::expecting(f, crate::msg!("lessonfile-expected-board"))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<BoardRef, E> {
        Self::text(v)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<BoardRef, E> {
        Self::text(&v.to_string())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<BoardRef, E> {
        Self::text(&v.to_string())
    }
    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<BoardRef, A::Error> {
        let key = RandomKey::deserialize(de::value::MapAccessDeserializer::new(map))?;
        key.random.checked().map(BoardRef::Random).map_err(refuse)
    }
}

impl<'de> Deserialize<'de> for BoardRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(BoardRefVisitor)
    }
}

impl<'de> Deserialize<'de> for GoalRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        if let Some(path) = file_name(&text) {
            return Ok(GoalRef::File(path));
        }
        if let Some(spec) = GoalSpec::preset(&text) {
            return Ok(GoalRef::Spec(spec));
        }
        parse_board(&text, None)
            .map(|b| GoalRef::Spec(GoalSpec::Board(b)))
            .map_err(|e| {
                refuse(crate::msg!(
                    "lessonfile-bad-goal",
                    goal = shown_text(&text),
                    why = crate::lesson::said::error_msg(&e)
                ))
            })
    }
}

/// A board written in an `expect:` or a quiz answer, compared by its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct BoardText(pub(crate) Board);

impl<'de> Deserialize<'de> for BoardText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        parse_board(&text, None)
            .map(BoardText)
            .map_err(|e| refuse(bad_board(&text, &e)))
    }
}

impl Serialize for BoardText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.to_line())
    }
}

/// A move string (`UULDR`: the directions the blank travels), checked while
/// reading; spaces and commas are ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Moves(pub(crate) Vec<Dir>);

impl Moves {
    pub(crate) fn parse(text: &str) -> Result<Moves, crate::i18n::Msg> {
        let mut moves = Vec::new();
        for (i, c) in text.chars().enumerate() {
            if c.is_whitespace() || c == ',' {
                continue;
            }
            match Dir::from_letter(c) {
                Some(d) => moves.push(d),
                None => {
                    return Err(crate::msg!(
                        "lessonfile-moves-letter",
                        letter = escape(&c.to_string()),
                        at = i + 1,
                        moves = shown_text(text)
                    ));
                }
            }
        }
        Ok(Moves(moves))
    }

    pub(crate) fn text(&self) -> String {
        crate::board::moves_to_string(&self.0)
    }
}

impl<'de> Deserialize<'de> for Moves {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = scalar_text(d)?;
        Moves::parse(&text).map_err(refuse)
    }
}

impl Serialize for Moves {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}
