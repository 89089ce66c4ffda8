//! Grading a class: one answer file per student (the format of `lesson run
//! --answers`), each answer compared with the computed truth of its quiz.
//! Grading is plain comparison: it never depends on the machine's speed.

use super::Prepared;
use super::quiz;
use super::run::{QuizResult, StepResult};
use crate::parse::escape;
use serde::Serialize;
use std::path::Path;

/// The largest answer file read.
pub const MAX_ANSWER_BYTES: usize = 64 * 1024;

/// One student's answer to one question.
#[derive(Debug, Clone, Serialize)]
pub struct Graded {
    /// 1-based question number, as in the handout.
    pub question: usize,
    /// What the student wrote (`None`: no answer, or `-`).
    pub given: Option<String>,
    pub correct: bool,
}

/// One student's result.
#[derive(Debug, Clone, Serialize)]
pub struct Student {
    pub student: String,
    #[serde(skip)]
    pub file: String,
    pub score: usize,
    pub total: usize,
    pub answers: Vec<Graded>,
}

/// How the class did on one question.
#[derive(Debug, Clone, Serialize)]
pub struct Question {
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

/// The quizzes of a lesson, in order.
pub fn quizzes(p: &Prepared) -> Vec<&QuizResult> {
    p.results
        .iter()
        .filter_map(|r| match r {
            StepResult::Quiz(q) => Some(q.as_ref()),
            _ => None,
        })
        .collect()
}

/// Grade one answer file's text. `stem` names the student unless the
/// first line is `# name: NAME`.
pub fn grade_text(
    quizzes: &[&QuizResult],
    file: &str,
    stem: &str,
    text: &str,
) -> Result<Student, BadFile> {
    let bad = |line: usize, message: String| BadFile {
        file: file.to_string(),
        line,
        message,
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut student = stem.to_string();
    let mut given: Vec<(usize, Option<String>)> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if n == 0
            && let Some(name) = line
                .strip_prefix('#')
                .map(str::trim_start)
                .and_then(|l| l.strip_prefix("name:"))
        {
            let name = name.trim();
            if name.is_empty() {
                return Err(bad(1, "`# name:` gives no name".into()));
            }
            student = name.to_string();
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        given.push((n + 1, (line != "-").then(|| line.to_string())));
    }
    if given.len() > quizzes.len() {
        let (line, _) = given[quizzes.len()];
        return Err(bad(
            line,
            format!(
                "answer {} here, but the lesson has {} question{}",
                quizzes.len() + 1,
                quizzes.len(),
                if quizzes.len() == 1 { "" } else { "s" }
            ),
        ));
    }
    let answers: Vec<Graded> = quizzes
        .iter()
        .enumerate()
        .map(|(k, q)| {
            let g = given.get(k).and_then(|(_, g)| g.clone());
            let correct = g
                .as_deref()
                .and_then(|g| quiz::parse(q.answer_type, g).ok())
                .is_some_and(|a| quiz::matches(&a, &q.truth));
            Graded {
                question: k + 1,
                given: g.map(|g| escape(&g)),
                correct,
            }
        })
        .collect();
    Ok(Student {
        student: escape(&student),
        file: file.to_string(),
        score: answers.iter().filter(|a| a.correct).count(),
        total: answers.len(),
        answers,
    })
}

/// Read and grade one answer file.
pub fn grade_file(quizzes: &[&QuizResult], path: &Path) -> Result<Student, BadFile> {
    use std::io::Read;
    let file = escape(&path.display().to_string());
    let bad = |message: String| BadFile {
        file: file.clone(),
        line: 0,
        message,
    };
    let f = std::fs::File::open(path)
        .map_err(|e| bad(format!("cannot open: {}", crate::parse::io_reason(&e))))?;
    let mut bytes = Vec::new();
    f.take(MAX_ANSWER_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| bad(format!("cannot read: {}", crate::parse::io_reason(&e))))?;
    if bytes.len() > MAX_ANSWER_BYTES {
        return Err(bad(format!(
            "larger than {} KiB, too big for an answer file",
            MAX_ANSWER_BYTES / 1024
        )));
    }
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
    grade_text(quizzes, &file, &stem, &text)
}

/// Per question, how many students got it right, hardest first (then in
/// question order).
pub fn questions(students: &[Student], count: usize) -> Vec<Question> {
    let mut qs: Vec<Question> = (0..count)
        .map(|k| Question {
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
    fn names_scores_and_bad_files() {
        let p = prepare(Source::builtin("01-counting-inversions").unwrap()).unwrap();
        let qs = quizzes(&p);
        assert!(qs.len() >= 2);
        let s = grade_text(&qs, "a.txt", "a", "# name: Ada Lovelace\n16\n-\n").unwrap();
        assert_eq!(s.student, "Ada Lovelace");
        assert_eq!(s.total, qs.len());
        assert!(s.answers[1].given.is_none());
        let s = grade_text(&qs, "b.txt", "bob", "# a comment\n\n").unwrap();
        assert_eq!((s.student.as_str(), s.score), ("bob", 0));
        let many = "1\n".repeat(qs.len() + 1);
        let e = grade_text(&qs, "c.txt", "c", &many).unwrap_err();
        assert_eq!(e.line, qs.len() + 1);
    }
}
