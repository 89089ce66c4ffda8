//! Grading a class: one answers file per student (the format of
//! `lesson::answers`, the same as `lesson run --answers`), each answer
//! judged by the checker of its question, quizzes and exercises alike.
//! Grading is plain comparison: it never depends on the machine's speed.

use super::Prepared;
use super::answers::{self, AnswerFile};
use super::ask::{Mark, Question};
use crate::parse::escape;
use serde::Serialize;
use std::path::Path;

/// One student's answer to one question.
#[derive(Debug, Clone, Serialize)]
pub struct Graded {
    /// 1-based question number, as in the handout.
    pub question: usize,
    /// What the student wrote (`None`: no answer, or `-`).
    pub given: Option<String>,
    /// `right`, `wrong`, `malformed` or `unanswered`.
    pub mark: &'static str,
    pub correct: bool,
    /// Why a malformed answer is not an answer of the expected form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(skip)]
    pub symbol: &'static str,
}

/// One student's result.
#[derive(Debug, Clone, Serialize)]
pub struct Student {
    pub student: String,
    /// The answers file, as named on the command line.
    pub file: String,
    pub score: usize,
    pub total: usize,
    pub answers: Vec<Graded>,
}

/// How the class did on one question.
#[derive(Debug, Clone, Serialize)]
pub struct QuestionTally {
    pub question: usize,
    pub right: usize,
    pub of: usize,
}

/// An answer file that could not be graded, with the line of the problem
/// (0 when it concerns the whole file).
#[derive(Debug, Clone, Serialize)]
pub struct BadFile {
    pub file: String,
    pub line: usize,
    pub message: String,
}

/// The lesson's questions, numbered from 1 in this order.
pub fn questions(p: &Prepared) -> Vec<Question<'_>> {
    super::ask::questions(&p.results)
        .into_iter()
        .filter_map(|i| Question::of(&p.results[i]))
        .collect()
}

/// Grade every question of an answers file.
pub fn marks(questions: &[Question], file: &AnswerFile) -> Vec<Mark> {
    questions
        .iter()
        .enumerate()
        .map(|(k, q)| q.mark(file.answer(k)))
        .collect()
}

/// Grade one answer file's text. `stem` names the student unless the
/// first line is `# name: NAME`.
pub fn grade_text(
    questions: &[Question],
    file: &str,
    stem: &str,
    text: &str,
) -> Result<Student, BadFile> {
    let read = answers::parse(text, questions.len()).map_err(|p| BadFile {
        file: file.to_string(),
        line: p.line,
        message: p.message,
    })?;
    let answers: Vec<Graded> = marks(questions, &read)
        .into_iter()
        .enumerate()
        .map(|(k, m)| Graded {
            question: k + 1,
            given: read.answer(k).map(escape),
            mark: m.name(),
            correct: m.is_right(),
            reason: m.reason().map(escape),
            symbol: m.symbol(),
        })
        .collect();
    Ok(Student {
        student: escape(read.name.as_deref().unwrap_or(stem)),
        file: file.to_string(),
        score: answers.iter().filter(|a| a.correct).count(),
        total: answers.len(),
        answers,
    })
}

/// Read (a regular file only, never blocking, capped: `fsread`) and grade
/// one answer file.
pub fn grade_file(questions: &[Question], path: &Path) -> Result<Student, BadFile> {
    let file = escape(&path.display().to_string());
    let bytes = crate::fsread::read_bytes(path, &file, crate::fsread::ANSWERS).map_err(|e| {
        let message = e.to_string();
        BadFile {
            message: message
                .strip_prefix(&format!("{file}: "))
                .unwrap_or(&message)
                .to_string(),
            file: file.clone(),
            line: 0,
        }
    })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        BadFile {
            file: file.clone(),
            line,
            message: format!("not UTF-8 text (byte {})", at + 1),
        }
    })?;
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| file.clone());
    grade_text(questions, &file, &stem, &text)
}

/// Per question, how many students got it right, hardest first (then in
/// question order).
pub fn tallies(students: &[Student], count: usize) -> Vec<QuestionTally> {
    let mut qs: Vec<QuestionTally> = (0..count)
        .map(|k| QuestionTally {
            question: k + 1,
            right: students.iter().filter(|s| s.answers[k].correct).count(),
            of: students.len(),
        })
        .collect();
    qs.sort_by_key(|q| (q.right, q.question));
    qs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{Source, prepare};

    #[test]
    fn names_marks_and_bad_files() {
        let p = prepare(Source::builtin("01-counting-inversions").unwrap()).unwrap();
        let qs = questions(&p);
        // Quizzes and exercises alike: lesson 01 has 5 quizzes, 2 counts.
        assert_eq!(qs.len(), 7);
        let s = grade_text(&qs, "a.txt", "a", "# name: Ada Lovelace\n0\n-\none\n").unwrap();
        assert_eq!(s.student, "Ada Lovelace");
        assert_eq!(s.total, qs.len());
        let marks: Vec<&str> = s.answers.iter().map(|a| a.symbol).collect();
        assert_eq!(marks[..4], ["ok", "-", "?", "-"]);
        assert!(
            s.answers[2]
                .reason
                .as_deref()
                .unwrap()
                .contains("not a whole number")
        );
        // A byte-order mark is not part of the first answer.
        let s = grade_text(&qs, "b.txt", "bob", "\u{feff}0\n").unwrap();
        assert_eq!((s.student.as_str(), s.score), ("bob", 1));
        let many = "1\n".repeat(qs.len() + 1);
        let e = grade_text(&qs, "c.txt", "c", &many).unwrap_err();
        assert_eq!(e.line, qs.len() + 1);
    }
}
