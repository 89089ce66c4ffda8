//! Quiz answers: the author's and the student's, read by type and compared
//! with the computed truth.

use super::schema::{AnswerType, AnswerValue};
use super::value::Val;
use crate::board::Board;
use crate::i18n::Words;
use crate::parse::escape;
use serde::Serialize;
use std::fmt;

/// An answer in its checked form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    Number(i64),
    YesNo(bool),
    Board(Board),
    /// Upper-case letters U, D, L, R.
    Moves(String),
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Number(n) => write!(f, "{n}"),
            Answer::YesNo(true) => f.write_str("yes"),
            Answer::YesNo(false) => f.write_str("no"),
            Answer::Board(b) => f.write_str(&b.to_line()),
            Answer::Moves(m) if m.is_empty() => f.write_str("(no moves)"),
            Answer::Moves(m) => f.write_str(m),
        }
    }
}

/// Read a typed answer (what a student typed, or a line of an answers
/// file) with the one reader of answers, `lesson::forms`.
pub fn parse(kind: AnswerType, text: &str) -> Result<Answer, Words> {
    use super::forms;
    let t = &*forms::typed(text);
    match kind {
        AnswerType::Number => forms::whole(t)
            .map(Answer::Number)
            .ok_or_else(|| super::exercise_check::not_whole(&crate::parse::shown_text(t)).into()),
        AnswerType::YesNo => match forms::yes_no(t) {
            Some(b) => Ok(Answer::YesNo(b)),
            None => {
                Err(crate::msg!("lesson-not-yes-or-no", text = crate::parse::shown_text(t)).into())
            }
        },
        AnswerType::Board => forms::board(t)
            .map(Answer::Board)
            .map_err(|e| crate::msg!("lesson-not-a-board", why = e.words_at("")).into()),
        AnswerType::Moves => forms::letters(t).map(Answer::Moves).map_err(Words::from),
    }
}

/// The author's answer from the file, read by the quiz's `type`.
pub(crate) fn from_author(kind: AnswerType, value: &AnswerValue) -> Result<Answer, Words> {
    match (kind, value) {
        (AnswerType::Number, AnswerValue::Number(n)) => Ok(Answer::Number(*n)),
        (AnswerType::YesNo, AnswerValue::Bool(b)) => Ok(Answer::YesNo(*b)),
        (AnswerType::Board | AnswerType::Moves | AnswerType::YesNo, AnswerValue::Text(t)) => {
            parse(kind, t)
        }
        (AnswerType::Board, AnswerValue::Number(n)) => parse(kind, &n.to_string()),
        (_, v) => Err(crate::msg!(
            "lessonfile-answer-type",
            answer = match v {
                AnswerValue::Bool(b) => b.to_string(),
                AnswerValue::Number(n) => n.to_string(),
                AnswerValue::Text(t) => escape(t),
            },
            kind = kind.name()
        )
        .into()),
    }
}

/// The type of answer a computed value can be compared with.
pub(crate) fn type_of(val: &Val) -> Option<AnswerType> {
    match val {
        Val::Num(_) => Some(AnswerType::Number),
        Val::Bool(_) => Some(AnswerType::YesNo),
        Val::Board(_) => Some(AnswerType::Board),
        Val::Moves(_) => Some(AnswerType::Moves),
        Val::Real(_) | Val::Text(_) | Val::List(_) | Val::Table(_) | Val::Words(_) => None,
    }
}

/// True when the answer is the computed value.
pub(crate) fn matches(answer: &Answer, truth: &Val) -> bool {
    match (answer, truth) {
        (Answer::Number(a), Val::Num(t)) => a == t,
        (Answer::YesNo(a), Val::Bool(t)) => a == t,
        (Answer::Board(a), Val::Board(t)) => a == t,
        (Answer::Moves(a), Val::Moves(t)) => a == t,
        _ => false,
    }
}

/// Judge a typed quiz answer (read by its type) against the computed
/// value; a wrong quiz answer has no feedback.
pub(crate) fn check(kind: AnswerType, truth: &Val, text: &str) -> super::exercise_check::Verdict {
    use super::exercise_check::Verdict;
    match parse(kind, text) {
        Err(e) => Verdict::Unreadable(e),
        Ok(a) if matches(&a, truth) => Verdict::Right,
        Ok(_) => Verdict::Wrong {
            feedback: String::new().into(),
            board: None,
        },
    }
}

/// The computed value as an answer (to show the right answer).
pub(crate) fn truth_answer(truth: &Val) -> Option<Answer> {
    match truth {
        Val::Num(n) => Some(Answer::Number(*n)),
        Val::Bool(b) => Some(Answer::YesNo(*b)),
        Val::Board(b) => Some(Answer::Board(b.clone())),
        Val::Moves(m) => Some(Answer::Moves(m.clone())),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;

    #[test]
    fn student_answers() {
        assert_eq!(parse(AnswerType::Number, " 16 "), Ok(Answer::Number(16)));
        assert_eq!(parse(AnswerType::YesNo, "Y"), Ok(Answer::YesNo(true)));
        assert_eq!(
            parse(AnswerType::Moves, "u l, d"),
            Ok(Answer::Moves("ULD".into()))
        );
        assert!(parse(AnswerType::Number, "sixteen").is_err());
        assert!(parse(AnswerType::YesNo, "maybe").is_err());
        // Yes and no in any language the tool speaks.
        assert_eq!(parse(AnswerType::YesNo, "Có"), Ok(Answer::YesNo(true)));
        assert_eq!(parse(AnswerType::YesNo, "không"), Ok(Answer::YesNo(false)));
        assert_eq!(parse(AnswerType::YesNo, "是"), Ok(Answer::YesNo(true)));
        assert_eq!(parse(AnswerType::YesNo, "否"), Ok(Answer::YesNo(false)));
        // Without accents, as typed without a Vietnamese input method.
        assert_eq!(parse(AnswerType::YesNo, "Co"), Ok(Answer::YesNo(true)));
        assert_eq!(parse(AnswerType::YesNo, "khong"), Ok(Answer::YesNo(false)));
        assert_eq!(
            super::super::forms::parity("chan"),
            Some(crate::parity::Parity::Even)
        );
        assert_eq!(
            super::super::forms::parity("le"),
            Some(crate::parity::Parity::Odd)
        );
        assert!(super::super::forms::none("khong co"));
        // The typographic minus the tool prints, and a trailing `/`.
        assert_eq!(parse(AnswerType::Number, "−2"), Ok(Answer::Number(-2)));
        assert!(parse(AnswerType::Board, "1 2/3 0/").is_ok());
        let b = parse(AnswerType::Board, "1 2/3 0").unwrap();
        assert!(matches(
            &b,
            &Val::Board(parse_board("1,2,3,0", None).unwrap())
        ));
    }

    #[test]
    fn author_answers_follow_the_type() {
        assert_eq!(
            from_author(AnswerType::YesNo, &AnswerValue::Text("no".into())),
            Ok(Answer::YesNo(false))
        );
        assert!(from_author(AnswerType::Number, &AnswerValue::Text("x".into())).is_err());
        assert_eq!(
            from_author(AnswerType::Board, &AnswerValue::Number(123456780)).map(|a| a.to_string()),
            Ok("1 2 3/4 5 6/7 8 0".to_string())
        );
    }
}
