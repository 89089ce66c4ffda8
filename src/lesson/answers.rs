//! The answers file: what a student hands in, read the same way by `lesson
//! run --answers` (a scripted run with a score) and `lesson grade` (a
//! class), and written by `lesson run --save-answers` (an interactive run).
//!
//! The format (docs/src/lessons.md, "Answer files"):
//! - one line per question of the lesson, in the order of the handout
//!   (`Question 1`, `Question 2`, ...), quizzes and exercises alike;
//! - `-` leaves a question unanswered, and so does a file that stops early;
//! - empty lines and lines starting with `#` are skipped, except that a first
//!   line `# name: NAME` names the student (else the file's stem does);
//! - a UTF-8 byte-order mark at the start is ignored.

/// One answer line of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Given {
    /// 1-based line in the file.
    pub line: usize,
    /// What the line says, trimmed; `None` for `-`.
    pub text: Option<String>,
}

/// An answers file, read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnswerFile {
    /// The `# name:` of the first line.
    pub name: Option<String>,
    /// The answers, in question order.
    pub answers: Vec<Given>,
}

impl AnswerFile {
    /// The answer to question `k` (0-based), `None` when unanswered.
    pub fn answer(&self, k: usize) -> Option<&str> {
        self.answers.get(k).and_then(|g| g.text.as_deref())
    }
}

/// A problem with a line of an answers file (line 0: the whole file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub message: String,
}

/// Read an answers file for a lesson of `questions` questions.
pub fn parse(text: &str, questions: usize) -> Result<AnswerFile, Problem> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // Answers typed in Zawgyi would be compared (and shown) as garbage.
    if let Some(line) = crate::zawgyi::find(text) {
        return Err(Problem {
            line,
            message: crate::zawgyi::message(),
        });
    }
    let mut file = AnswerFile::default();
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
                return Err(Problem {
                    line: 1,
                    message: "`# name:` gives no name".into(),
                });
            }
            file.name = Some(name.to_string());
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if file.answers.len() == questions {
            return Err(Problem {
                line: n + 1,
                message: format!(
                    "answer {} here, but the lesson has {questions} question{}",
                    questions + 1,
                    if questions == 1 { "" } else { "s" }
                ),
            });
        }
        file.answers.push(Given {
            line: n + 1,
            text: (line != "-").then(|| line.to_string()),
        });
    }
    Ok(file)
}

/// The text of an answers file: the name line, then one line per question
/// (`-` for none), each preceded by a comment with its number. An answer
/// is one line: line breaks in it become spaces.
pub fn write(name: Option<&str>, lesson: &str, answers: &[Option<String>]) -> String {
    let one_line = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut s = String::new();
    if let Some(n) = name.map(one_line).filter(|n| !n.is_empty()) {
        s.push_str(&format!("# name: {n}\n"));
    }
    s.push_str(&format!(
        "# Answers to {}, one line per question (- for none).\n",
        one_line(lesson)
    ));
    for (k, a) in answers.iter().enumerate() {
        let a = a.as_deref().map(one_line).filter(|a| !a.is_empty());
        s.push_str(&format!(
            "# Question {}\n{}\n",
            k + 1,
            a.as_deref().unwrap_or("-")
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_comments_dashes_and_a_byte_order_mark() {
        let f = parse(
            "\u{feff}# name: Ada Lovelace\n16\n\n# skipped\n-\n yes \n",
            4,
        )
        .unwrap();
        assert_eq!(f.name.as_deref(), Some("Ada Lovelace"));
        assert_eq!(f.answers.len(), 3);
        assert_eq!(f.answer(0), Some("16"));
        assert_eq!(f.answer(1), None);
        assert_eq!(f.answer(2), Some("yes"));
        assert_eq!(f.answers[2].line, 6);
        assert_eq!(f.answer(3), None);
        // A byte-order mark before a plain answer.
        assert_eq!(parse("\u{feff}yes\n", 1).unwrap().answer(0), Some("yes"));
        let e = parse("1\n2\n3\n", 2).unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.message.contains("has 2 questions"), "{}", e.message);
        assert_eq!(parse("# name:\n", 1).unwrap_err().line, 1);
    }

    #[test]
    fn what_is_written_is_read_back() {
        let given = vec![Some("16".to_string()), None, Some("U\nL".to_string())];
        let text = write(Some("Ada"), "Counting", &given);
        let f = parse(&text, 3).unwrap();
        assert_eq!(f.name.as_deref(), Some("Ada"));
        assert_eq!(
            (f.answer(0), f.answer(1), f.answer(2)),
            (Some("16"), None, Some("U L"))
        );
    }
}
