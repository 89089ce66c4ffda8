//! Grading a class: one answers file per student (the format of
//! `lesson::answers`, the same as `lesson run --answers`), each answer
//! judged by the checker of its question, quizzes and exercises alike.
//! Grading is plain comparison: it never depends on the machine's speed.
//!
//! Nothing is silently wrong: every file given is a [`Student`] row, with
//! its problem when it could not be graded (not text, answers to another
//! lesson); what the grader had to decide is a warning on the row (an
//! answer past the last question, a question answered twice, a blank line
//! read as a skipped question where the answers after it fit the
//! questions before better, another version of the lesson); two files
//! with the same student name are flagged on both rows.

use super::Prepared;
use super::answers::{self, LessonTag, Placed};
use super::ask::{Mark, Question, Verdict};
use crate::i18n::Lang;
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
    /// The line of the file it was read from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) line: Option<usize>,
    /// `right`, `wrong`, `malformed`, `unanswered` or `shown`.
    pub mark: &'static str,
    pub(crate) correct: bool,
    /// Why a malformed answer is not an answer of the expected form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// What the student did first, when the file says (a file written by
    /// the page or the stepper): answers checked, hints, the answer shown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attempts: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hints: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown: Option<bool>,
    #[serde(skip)]
    pub symbol: &'static str,
}

/// A line of a file the grade says something about (line 0: the whole
/// file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Said {
    pub line: usize,
    pub message: crate::i18n::Words,
}

/// One student's result: one row per file given, graded or not.
#[derive(Debug, Clone, Serialize)]
pub struct Student {
    pub student: String,
    /// The student's id: the file's `# id:` (or, in a gradebook, the
    /// roster's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) id: Option<String>,
    /// The answers file, as named on the command line.
    pub file: String,
    /// Whether the file was graded; when not, `problem` says why.
    pub graded: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problem: Option<Said>,
    /// `None` for a file not graded.
    pub score: Option<usize>,
    pub total: usize,
    pub answers: Vec<Graded>,
    pub warnings: Vec<Said>,
    /// The other files whose student has the same name.
    pub same_name_as: Vec<String>,
    /// The lesson the file says its answers are for (`ID (HASH)`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) lesson: Option<String>,
}

/// How the class did on one question (graded files only).
#[derive(Debug, Clone, Serialize)]
pub struct QuestionTally {
    pub question: usize,
    pub right: usize,
    pub of: usize,
}

/// The lesson's questions, numbered from 1 in this order.
pub fn questions(p: &Prepared) -> Vec<Question<'_>> {
    super::ask::questions(&p.results)
        .into_iter()
        .filter_map(|i| Question::of(&p.results[i]))
        .collect()
}

/// An answers file read and marked against a lesson.
#[derive(Debug, Clone)]
pub struct Sheet {
    pub(crate) name: Option<String>,
    pub(crate) id: Option<String>,
    pub(crate) lesson: Option<LessonTag>,
    pub placed: Placed,
    pub marks: Vec<Mark>,
    pub warnings: Vec<Said>,
}

/// Whether an answer reads as an answer of the question's form.
fn fits(q: &Question, text: Option<&str>) -> bool {
    text.is_some_and(|t| !matches!(q.check(t), Verdict::Unreadable(_)))
}

/// Blank lines read as skipped questions where the answers after them fit
/// the questions before better (each answer read by its question's form):
/// a student who left a blank line for layout, not for a skipped question.
fn shifts(questions: &[Question], placed: &Placed) -> Vec<Said> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < placed.skipped.len() {
        // A run of blank lines: questions first..=last.
        let (line, first) = placed.skipped[k];
        let mut last = first;
        while k + 1 < placed.skipped.len() && placed.skipped[k + 1].1 == last + 1 {
            k += 1;
            last += 1;
        }
        k += 1;
        let run = last - first + 1;
        // The answers after the run, up to the next skipped question.
        let end = placed
            .skipped
            .get(k)
            .map_or(questions.len(), |&(_, q)| q - 1);
        let after: Vec<usize> = (last..end).collect();
        let here = after
            .iter()
            .filter(|&&j| fits(&questions[j], placed.answer(j)))
            .count();
        let before = after
            .iter()
            .filter(|&&j| fits(&questions[j - run], placed.answer(j)))
            .count();
        if before > here {
            let n = after
                .iter()
                .filter(|&&j| placed.answer(j).is_some())
                .count();
            let range = if run > 1 {
                crate::msg!(
                    "grade-shift-range",
                    first = first.to_string(),
                    last = last.to_string()
                )
            } else {
                crate::msg!("grade-shift-one", first = first.to_string())
            };
            out.push(Said {
                line,
                message: crate::msg!(
                    "grade-shift",
                    range = range,
                    here = here.to_string(),
                    n = n.to_string(),
                    before = before.to_string(),
                    run = run,
                    next = (last + 1).to_string()
                )
                .into(),
            });
        }
    }
    out
}

/// Read an answers file's text and mark it against the lesson `lesson`
/// (its questions and tag). `Err`: the file's answers are for another
/// lesson (the problem, naming both), or are Burmese in the Zawgyi
/// encoding (`crate::zawgyi`).
pub fn sheet(questions: &[Question], lesson: &LessonTag, text: &str) -> Result<Sheet, Said> {
    // Answers typed in Zawgyi would be compared (and shown) as garbage.
    if let Some(line) = crate::zawgyi::find(text) {
        return Err(Said {
            line,
            message: crate::zawgyi::message().into(),
        });
    }
    let file = answers::parse(text);
    if let Some((line, id)) = &file.id
        && let Some(why) = answers::id_problem(id)
    {
        return Err(Said {
            line: *line,
            message: format!("`# id:`: {why}").into(),
        });
    }
    let mut warnings = Vec::new();
    if let Some(line) = file.empty_name {
        warnings.push(Said {
            line,
            message: crate::msg!("grade-empty-name").into(),
        });
    }
    if let Some(t) = &file.lesson {
        let line = file.lesson_line;
        if t.id != lesson.id && t.hash != lesson.hash {
            return Err(Said {
                line,
                message: crate::msg!(
                    "grade-other-lesson",
                    theirs = escape(&t.to_string()),
                    this = escape(&lesson.to_string())
                )
                .into(),
            });
        }
        if t.hash != lesson.hash {
            warnings.push(Said {
                line,
                message: crate::msg!(
                    "grade-other-version",
                    theirs = escape(&t.hash),
                    this = lesson.hash.clone()
                )
                .into(),
            });
        } else if t.id != lesson.id {
            warnings.push(Said {
                line,
                message: crate::msg!(
                    "grade-same-lesson",
                    theirs = escape(&t.id),
                    this = escape(&lesson.id)
                )
                .into(),
            });
        }
    }
    let placed = answers::place(&file, questions.len());
    warnings.extend(placed.notes.iter().map(|n| Said {
        line: n.line(),
        message: n.message(questions.len()).into(),
    }));
    warnings.extend(shifts(questions, &placed));
    warnings.sort_by_key(|w| w.line);
    let marks = questions
        .iter()
        .enumerate()
        .map(|(k, q)| match q.mark(placed.answer(k)) {
            _ if placed.record(k).is_some_and(|r| r.shown) => Mark::Shown,
            m => m,
        })
        .collect();
    Ok(Sheet {
        name: file.name,
        id: file.id.map(|(_, id)| id),
        lesson: file.lesson,
        placed,
        marks,
        warnings,
    })
}

/// A row for a file that could not be graded.
pub(crate) fn ungraded(file: &str, student: &str, total: usize, problem: Said) -> Student {
    Student {
        student: escape(student),
        id: None,
        file: file.to_string(),
        graded: false,
        problem: Some(problem),
        score: None,
        total,
        answers: Vec::new(),
        warnings: Vec::new(),
        same_name_as: Vec::new(),
        lesson: None,
    }
}

/// Grade one answer file's text. The student is the file's `# name:`,
/// else `fallback` (the file's folder or stem).
///
/// A malformed answer's reason is said in `lang`.
pub fn grade_text(
    questions: &[Question],
    lesson: &LessonTag,
    file: &str,
    fallback: &str,
    text: &str,
    lang: Lang,
) -> Student {
    let s = match sheet(questions, lesson, text) {
        Ok(s) => s,
        Err(problem) => {
            let read = answers::parse(text);
            let mut row = ungraded(
                file,
                read.name.as_deref().unwrap_or(fallback),
                questions.len(),
                problem,
            );
            // A valid id still says whose row it is.
            row.id = read
                .id
                .map(|(_, id)| id)
                .filter(|id| answers::id_problem(id).is_none());
            return row;
        }
    };
    let answers: Vec<Graded> = s
        .marks
        .iter()
        .enumerate()
        .map(|(k, m)| {
            let record = s.placed.record(k);
            Graded {
                question: k + 1,
                given: s.placed.answer(k).map(escape),
                line: s.placed.given[k].as_ref().map(|g| g.line),
                mark: m.name(),
                correct: m.is_right(),
                reason: m.reason().map(|w| escape(&w.say(lang))),
                attempts: record.map(|r| r.attempts),
                hints: record.map(|r| r.hints),
                shown: record.map(|r| r.shown),
                symbol: m.symbol(),
            }
        })
        .collect();
    Student {
        student: escape(s.name.as_deref().unwrap_or(fallback)),
        id: s.id,
        file: file.to_string(),
        graded: true,
        problem: None,
        score: Some(answers.iter().filter(|a| a.correct).count()),
        total: answers.len(),
        answers,
        warnings: s.warnings,
        same_name_as: Vec::new(),
        lesson: s.lesson.map(|t| escape(&t.to_string())),
    }
}

/// Read (a regular file only, never blocking, capped: `fsread`) and grade
/// one answer file; `fallback` names the student when the file does not
/// (its per-student folder, else the file's stem). Its words are said in
/// `lang`.
pub fn grade_file(
    questions: &[Question],
    lesson: &LessonTag,
    path: &Path,
    fallback: Option<&str>,
    lang: Lang,
) -> Student {
    let file = escape(&path.display().to_string());
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| file.clone());
    let name = fallback.unwrap_or(&stem);
    let bad = |line, message: crate::i18n::Words| {
        ungraded(&file, name, questions.len(), Said { line, message })
    };
    let bytes = match crate::fsread::read_bytes(path, &file, crate::fsread::ANSWERS) {
        Ok(b) => b,
        Err(e) => {
            let message = e.say(lang);
            let message = message
                .strip_prefix(&format!("{file}: "))
                .unwrap_or(&message)
                .to_string();
            return bad(0, message.into());
        }
    };
    match String::from_utf8(bytes) {
        Ok(text) => grade_text(questions, lesson, &file, name, &text, lang),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            bad(
                line,
                crate::msg!("grade-not-utf8", byte = (at + 1).to_string()).into(),
            )
        }
    }
}

/// A name as two rows are compared: case, accents and spacing aside
/// (`Nguyen Van An` is `Nguyễn  Văn An`).
fn same_name_key(name: &str) -> String {
    crate::text::fold(name)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Flag the rows whose student has the same name as another's.
pub fn flag_same_names(students: &mut [Student]) {
    let keys: Vec<String> = students.iter().map(|s| same_name_key(&s.student)).collect();
    let files: Vec<String> = students.iter().map(|s| s.file.clone()).collect();
    for (i, s) in students.iter_mut().enumerate() {
        s.same_name_as = keys
            .iter()
            .enumerate()
            .filter(|&(j, k)| j != i && *k == keys[i] && !k.is_empty())
            .map(|(j, _)| files[j].clone())
            .collect();
    }
}

/// Warn on each row whose student id another row has too (the same
/// student's answers twice, or an id typed wrong): which one counts is
/// the instructor's decision, never the grader's.
pub fn flag_same_ids(students: &mut [Student]) {
    let ids: Vec<Option<String>> = students.iter().map(|s| s.id.clone()).collect();
    let files: Vec<String> = students.iter().map(|s| s.file.clone()).collect();
    for (i, s) in students.iter_mut().enumerate() {
        let Some(id) = &ids[i] else { continue };
        let others: Vec<&str> = (0..ids.len())
            .filter(|&j| j != i && ids[j].as_ref() == Some(id))
            .map(|j| files[j].as_str())
            .collect();
        if !others.is_empty() {
            s.warnings.push(Said {
                line: 0,
                message: crate::msg!("grade-same-id", id = id.clone(), files = others.join(", "))
                    .into(),
            });
        }
    }
}

/// Per question, how many graded students got it right, hardest first
/// (then in question order).
pub fn tallies(students: &[Student], count: usize) -> Vec<QuestionTally> {
    let graded: Vec<&Student> = students.iter().filter(|s| s.graded).collect();
    let mut qs: Vec<QuestionTally> = (0..count)
        .map(|k| QuestionTally {
            question: k + 1,
            right: graded.iter().filter(|s| s.answers[k].correct).count(),
            of: graded.len(),
        })
        .collect();
    qs.sort_by_key(|q| (q.right, q.question));
    qs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{Source, identity, prepare};

    #[test]
    fn names_marks_and_files_with_problems() {
        let p = prepare(Source::builtin("01-counting-inversions").unwrap(), Lang::EN).unwrap();
        let qs = questions(&p);
        let tag = identity::tag(&p);
        // Quizzes and exercises alike: lesson 01 has 5 quizzes, 2 counts.
        assert_eq!(qs.len(), 7);
        let s = grade_text(
            &qs,
            &tag,
            "a.txt",
            "a",
            "# name: Ada Lovelace\n0\n-\none\n",
            Lang::EN,
        );
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
        let s = grade_text(&qs, &tag, "b.txt", "bob", "\u{feff}0\n", Lang::EN);
        assert_eq!((s.student.as_str(), s.score), ("bob", Some(1)));
        // One line too many: graded, with a warning on the line.
        let many = "0\n".repeat(qs.len() + 1);
        let s = grade_text(&qs, &tag, "c.txt", "c", &many, Lang::EN);
        assert!(s.graded && s.score == Some(1), "{s:?}");
        assert_eq!(s.warnings[0].line, qs.len() + 1);
        // Answers to another lesson: not graded, both lessons named.
        let other = LessonTag {
            id: "05-bfs-vs-ordered".into(),
            hash: "0000000000000000".into(),
        };
        let text = format!("# lesson: {tag}\n0\n");
        let s = grade_text(&qs, &other, "d.txt", "d", &text, Lang::EN);
        assert!(!s.graded);
        let m = s.problem.as_ref().unwrap().message.to_string();
        assert!(
            m.contains("01-counting-inversions") && m.contains("05-bfs-vs-ordered"),
            "{m}"
        );
    }

    #[test]
    fn a_shown_answer_is_shown_and_a_shift_is_told() {
        let p = prepare(Source::builtin("01-counting-inversions").unwrap(), Lang::EN).unwrap();
        let qs = questions(&p);
        let tag = identity::tag(&p);
        let right: Vec<String> = qs.iter().map(|q| q.answer()).collect();
        let text = format!(
            "# Question 1 (attempts: 1, hints: 0, shown)\n{}\n",
            right[0]
        );
        let s = grade_text(&qs, &tag, "s.txt", "s", &text, Lang::EN);
        assert_eq!((s.answers[0].mark, s.score), ("shown", Some(0)));
        assert_eq!(s.answers[0].attempts, Some(1));
        // Lesson 01: numbers, then counts tile by tile (question 6). A
        // blank line before the counts shifts them onto question 7 (a
        // total), where eight numbers do not fit.
        let forms: Vec<String> = qs
            .iter()
            .map(|q| format!("{:?}", q.check("1 2 3 4 5 6 7 8")))
            .collect();
        let k = forms
            .iter()
            .position(|f| !f.contains("Unreadable"))
            .expect("a counts question");
        let mut lines: Vec<String> = right[..k].to_vec();
        lines.push(String::new());
        lines.push(right[k].clone());
        let s = grade_text(
            &qs,
            &tag,
            "t.txt",
            "t",
            &(lines.join("\n") + "\n"),
            Lang::EN,
        );
        assert!(
            s.warnings
                .iter()
                .any(|w| w.message.to_string().contains("a shift?")),
            "{:?}",
            s.warnings
        );
    }

    #[test]
    fn same_names_are_flagged_accents_and_case_aside() {
        let p = prepare(Source::builtin("01-counting-inversions").unwrap(), Lang::EN).unwrap();
        let qs = questions(&p);
        let tag = identity::tag(&p);
        let mut rows = vec![
            grade_text(&qs, &tag, "a/x.txt", "Nguyễn Văn An", "0\n", Lang::EN),
            grade_text(&qs, &tag, "b/y.txt", "nguyen  van an", "0\n", Lang::EN),
            grade_text(&qs, &tag, "c/z.txt", "Ada", "0\n", Lang::EN),
        ];
        flag_same_names(&mut rows);
        assert_eq!(rows[0].same_name_as, ["b/y.txt"]);
        assert_eq!(rows[1].same_name_as, ["a/x.txt"]);
        assert!(rows[2].same_name_as.is_empty());
    }
}
