//! The answers file: what a student hands in, read the same way by `lesson
//! run --answers` (a scripted run with a score) and `lesson grade` (a
//! class), and written by `lesson run --save-answers` (the terminal) and
//! the interactive page's download.
//!
//! The format (docs/src/lessons.md, "Answer files"):
//! - a header of comments: `# name: NAME` names the student (else the
//!   file's stem or its folder does), `# id: ID` is the student's number
//!   as the class's learning platform knows it (printable, at most
//!   [`MAX_ID`] characters: [`id_problem`]), `# lesson: ID (HASH)` the lesson the
//!   answers are for (its name and the hash of its steps and right
//!   answers: `lesson::identity`);
//! - answers keyed by question when the file says which: `# Question N` on
//!   the line before (as the tool writes it, possibly with what the student
//!   did: `# Question 3 (attempts: 2, hints: 1, shown)`), or `N. yes`,
//!   `N) yes`, `N: yes`, `QN: yes`, `Question N: yes` on the answer's own
//!   line; a line without a number is the question after the one before;
//! - in a file without numbers, one line per question in order, and a blank
//!   line between two answers is a question left unanswered (blank lines
//!   before the first answer and after the last are layout);
//! - `-` leaves a question unanswered;
//! - a comment is a line whose `#` is followed by anything but a digit:
//!   `#3` is an answer (a node, as `tree` numbers nodes), `# 3` and
//!   `# skipped` are comments;
//! - a UTF-8 byte-order mark at the start is ignored.
//!
//! Reading never fails: where a line cannot be placed (an answer past the
//! last question, a question answered twice) the file is still read and
//! [`Placed::notes`] says what was left out and why.

use std::fmt::Display;

/// The lesson an answers file is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonTag {
    /// The lesson's name (`01-counting-inversions`, a file's stem).
    pub id: String,
    /// The hash of its steps and right answers (`lesson::identity`).
    pub hash: String,
}

impl std::fmt::Display for LessonTag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.id, self.hash)
    }
}

/// What the student did at a question before answering it (written by the
/// stepper and the page).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    /// Answers checked (readable ones).
    pub attempts: u32,
    /// Hints asked for.
    pub hints: u32,
    /// The answer was shown before a right answer: the question counts as
    /// shown, whatever is written after it.
    pub shown: bool,
}

/// One answer line of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Given {
    /// 1-based line in the file.
    pub(crate) line: usize,
    /// The question number the file gives it, if it gives one.
    pub(crate) key: Option<usize>,
    /// What the line says (its number taken off), trimmed; `None` for `-`.
    pub(crate) text: Option<String>,
    /// What the student did, from the `# Question N (...)` line before.
    pub(crate) record: Option<Record>,
}

/// A line of the file that matters for placing answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Item {
    Answer(Given),
    /// A blank line between two answers (its line).
    Blank(usize),
}

/// An answers file, read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnswerFile {
    /// The `# name:` of the header.
    pub(crate) name: Option<String>,
    /// The `# lesson:` of the header, and its line.
    pub(crate) lesson: Option<LessonTag>,
    pub(crate) lesson_line: usize,
    /// Answers and the blank lines between them, in file order.
    pub(crate) items: Vec<Item>,
    /// The line of a `# name:` that gives no name.
    pub(crate) empty_name: Option<usize>,
    /// The `# id:` of the header (the first one), valid or not: the
    /// grader says what is wrong with it ([`id_problem`]).
    pub id: Option<(usize, String)>,
}

impl AnswerFile {
    /// Whether the file numbers its answers (any of them).
    pub(crate) fn keyed(&self) -> bool {
        self.items
            .iter()
            .any(|i| matches!(i, Item::Answer(g) if g.key.is_some()))
    }
}

/// Something about the file that the grade must say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Note {
    /// An answer after the last question (`number`: its place), not graded.
    Extra { line: usize, number: usize },
    /// A number that is no question of the lesson, not graded.
    NoSuchQuestion { line: usize, key: usize },
    /// A question answered twice: the later answer counts.
    Twice {
        line: usize,
        question: usize,
        first: usize,
    },
}

impl Note {
    pub(crate) fn line(&self) -> usize {
        match self {
            Note::Extra { line, .. }
            | Note::NoSuchQuestion { line, .. }
            | Note::Twice { line, .. } => *line,
        }
    }

    /// The note in words (the instructor's: English, as `lesson grade`).
    pub(crate) fn message(&self, questions: usize) -> crate::i18n::Msg {
        match self {
            Note::Extra { number, .. } => crate::msg!(
                "grade-note-extra",
                number = number.to_string(),
                questions = questions
            ),
            Note::NoSuchQuestion { key, .. } => crate::msg!(
                "grade-note-no-such",
                key = key.to_string(),
                questions = questions
            ),
            Note::Twice {
                question, first, ..
            } => crate::msg!(
                "grade-note-twice",
                question = question.to_string(),
                first = first.to_string()
            ),
        }
    }
}

/// The answers of a file placed on the lesson's questions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Placed {
    /// Per question (entry N - 1 for question N): its answer line, if any.
    pub(crate) given: Vec<Option<Given>>,
    /// Blank lines read as unanswered questions: (line, question).
    pub(crate) skipped: Vec<(usize, usize)>,
    pub(crate) notes: Vec<Note>,
}

impl Placed {
    /// The answer to question `k` (0-based), `None` when unanswered.
    pub fn answer(&self, k: usize) -> Option<&str> {
        self.given
            .get(k)
            .and_then(|g| g.as_ref())
            .and_then(|g| g.text.as_deref())
    }

    /// What the student did at question `k` (0-based), if the file says.
    pub(crate) fn record(&self, k: usize) -> Option<Record> {
        self.given
            .get(k)
            .and_then(|g| g.as_ref())
            .and_then(|g| g.record)
    }
}

/// A question's number at the start of an answer line: `3. yes`, `3) yes`,
/// `3: yes`, `Q3: yes`, `Q3 yes`, `Question 3: yes` (the rest may be empty
/// after `Q3`/`Question 3`: the answer is then on the next line). `3.5`
/// and `16.` are answers, not numbers.
fn key_of(line: &str) -> Option<(usize, &str)> {
    let lower = line.to_ascii_lowercase();
    let prefix = ["question", "q"]
        .iter()
        .find(|p| lower.starts_with(*p))
        .map(|p| p.len());
    let rest = &line[prefix.unwrap_or(0)..];
    let after = rest.trim_start();
    if prefix.is_some()
        && after.len() == rest.len()
        && !rest.starts_with(|c: char| c.is_ascii_digit())
    {
        return None;
    }
    let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 || digits > 4 {
        return None;
    }
    let n: usize = after[..digits].parse().ok()?;
    let tail = &after[digits..];
    let t = tail.trim_start();
    if prefix.is_some() {
        // `Q3`, `Q3: yes`, `Q3 yes`, `Question 3. yes`.
        if t.is_empty() {
            return Some((n, ""));
        }
        if let Some(r) = t.strip_prefix([':', '.', ')']) {
            return Some((n, r.trim()));
        }
        return (t.len() < tail.len()).then_some((n, t.trim()));
    }
    let sep = t.chars().next()?;
    let r = &t[sep.len_utf8()..];
    let ok = match sep {
        '.' => !r.starts_with(|c: char| c.is_ascii_digit()),
        ')' | ':' => true,
        _ => false,
    };
    let r = r.trim();
    (ok && !r.is_empty()).then_some((n, r))
}

/// `# Question N` or `# Question N (attempts: A, hints: H, shown)`.
fn question_comment(comment: &str) -> Option<(usize, Option<Record>)> {
    let c = comment.trim();
    let lower = c.to_ascii_lowercase();
    let rest = c[..]
        .get("question".len()..)
        .filter(|_| lower.starts_with("question"))?;
    let rest = rest.trim_start();
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let n: usize = rest.get(..digits)?.parse().ok()?;
    let tail = rest[digits..].trim();
    if tail.is_empty() {
        return Some((n, None));
    }
    let inner = tail.strip_prefix('(')?.strip_suffix(')')?;
    let mut r = Record::default();
    for part in inner.split(',') {
        let part = part.trim();
        if part == "shown" {
            r.shown = true;
        } else if let Some((k, v)) = part.split_once(':') {
            let v: u32 = v.trim().parse().ok()?;
            match k.trim() {
                "attempts" => r.attempts = v,
                "hints" => r.hints = v,
                _ => {}
            }
        }
    }
    Some((n, Some(r)))
}

/// `ID (HASH)`.
fn lesson_tag(text: &str) -> Option<LessonTag> {
    let (id, hash) = text.trim().strip_suffix(')')?.rsplit_once(" (")?;
    (!id.trim().is_empty() && !hash.is_empty()).then(|| LessonTag {
        id: id.trim().to_string(),
        hash: hash.to_string(),
    })
}

/// Read an answers file.
pub fn parse(text: &str) -> AnswerFile {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut file = AnswerFile::default();
    let mut pending: Option<(usize, Option<Record>)> = None;
    let mut blanks: Vec<usize> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        // Numbers and `#` typed full-width read as ASCII.
        let plain = crate::text::halfwidth(line);
        if line.is_empty() {
            blanks.push(n + 1);
            continue;
        }
        if let Some(comment) = plain.strip_prefix('#')
            && !comment.starts_with(|c: char| c.is_ascii_digit())
        {
            let c = comment.trim_start();
            if let Some(name) = c.strip_prefix("name:") {
                let name = name.trim();
                if name.is_empty() {
                    file.empty_name.get_or_insert(n + 1);
                } else if file.name.is_none() {
                    file.name = Some(name.to_string());
                }
            } else if let Some(id) = c.strip_prefix("id:") {
                // Digits typed full-width read as ASCII: `１２３` is `123`.
                if file.id.is_none() {
                    file.id = Some((n + 1, id.trim().to_string()));
                }
            } else if let Some(tag) = c.strip_prefix("lesson:") {
                if file.lesson.is_none() {
                    file.lesson = lesson_tag(tag);
                    file.lesson_line = n + 1;
                }
            } else if let Some(q) = question_comment(c) {
                pending = Some(q);
            }
            continue;
        }
        let (key, answer, record) = match key_of(&plain) {
            Some((k, "")) => {
                pending = Some((k, None));
                continue;
            }
            // The answer as typed, its number taken off.
            Some((k, rest)) => (Some(k), original_rest(line, &plain, rest), None),
            None => match pending.take() {
                Some((k, r)) => (Some(k), line.to_string(), r),
                None => (None, line.to_string(), None),
            },
        };
        pending = None;
        if file.items.iter().any(|i| matches!(i, Item::Answer(_))) {
            file.items.extend(blanks.drain(..).map(Item::Blank));
        }
        blanks.clear();
        file.items.push(Item::Answer(Given {
            line: n + 1,
            key,
            text: (answer != "-").then_some(answer),
            record,
        }));
    }
    file
}

/// The part of `line` that `rest` (a tail of its half-width form `plain`)
/// stands for: full-width characters are one character each, so the tail
/// has the same number of characters in both.
fn original_rest(line: &str, plain: &str, rest: &str) -> String {
    let skip = plain.chars().count() - rest.chars().count();
    line.chars()
        .skip(skip)
        .collect::<String>()
        .trim()
        .to_string()
}

/// Place the answers of `file` on a lesson of `questions` questions.
pub(crate) fn place(file: &AnswerFile, questions: usize) -> Placed {
    let mut placed = Placed {
        given: vec![None; questions],
        ..Placed::default()
    };
    let keyed = file.keyed();
    let mut next = 0usize;
    for item in &file.items {
        let g = match item {
            Item::Blank(line) => {
                if !keyed {
                    if next < questions {
                        placed.skipped.push((*line, next + 1));
                    }
                    next += 1;
                }
                continue;
            }
            Item::Answer(g) => g,
        };
        let k = match g.key {
            Some(key) if key == 0 || key > questions => {
                placed
                    .notes
                    .push(Note::NoSuchQuestion { line: g.line, key });
                continue;
            }
            Some(key) => key - 1,
            None => next,
        };
        next = k + 1;
        if k >= questions {
            placed.notes.push(Note::Extra {
                line: g.line,
                number: k + 1,
            });
            continue;
        }
        if let Some(first) = &placed.given[k] {
            placed.notes.push(Note::Twice {
                line: g.line,
                question: k + 1,
                first: first.line,
            });
        }
        placed.given[k] = Some(g.clone());
    }
    placed
}

/// An answer or a name on one line: line breaks and runs of spaces become
/// one space, control characters are shown escaped (`\u{1b}`), never
/// written raw.
fn one_line(s: &str) -> String {
    crate::text::escape(&s.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// `# name: NAME`.
pub(crate) fn name_line(name: &str) -> String {
    format!("# name: {}\n", one_line(name))
}

/// The most characters a student id has.
pub(crate) const MAX_ID: usize = 64;

/// What is wrong with a student id, if anything: an id is what a learning
/// platform matches a grade row by (a student number, a username, an
/// email address), so it is one printable line that a spreadsheet keeps
/// as it is.
pub fn id_problem(id: &str) -> Option<String> {
    id_problem_said(id).map(|m| m.english())
}

/// [`id_problem`] as a message, said in the user's language. The id it
/// shows has no character that [`crate::text::escape`] would change (those
/// are refused first, by the escape they would show as).
pub(crate) fn id_problem_said(id: &str) -> Option<crate::i18n::Msg> {
    let n = id.chars().count();
    if id.trim().is_empty() {
        Some(crate::msg!("lessonfile-id-empty"))
    } else if n > MAX_ID {
        Some(crate::msg!("lessonfile-id-too-long", n = n, max = MAX_ID))
    } else if let Some(e) = id
        .chars()
        .map(|c| crate::text::escape(&c.to_string()))
        .find(|e| e.starts_with('\\'))
    {
        // Control and invisible formatting characters (`\u{202e}`).
        Some(crate::msg!("lessonfile-id-control", escaped = e))
    } else if id.trim() != id {
        Some(crate::msg!("lessonfile-id-spaces"))
    } else if id.contains(['/', '\\']) {
        Some(crate::msg!("lessonfile-id-path", id = id))
    } else if id.starts_with(['=', '+', '-', '@']) {
        Some(crate::msg!(
            "lessonfile-id-formula",
            id = id,
            first = &id[..1]
        ))
    } else {
        None
    }
}

/// `# id: ID` (an id [`id_problem`] accepts).
pub(crate) fn id_line(id: &str) -> String {
    format!("# id: {id}\n")
}

/// The header after the name: the lesson's title and its tag.
pub(crate) fn head(title: &str, lesson: &LessonTag) -> String {
    format!(
        "# Answers to {}, one line per question (- for none).\n# lesson: {} ({})\n",
        one_line(title),
        one_line(&lesson.id),
        lesson.hash
    )
}

/// `# Question N`, with what the student did (`attempts`, `hints`: numbers
/// or the page's slots) when there is something to say.
pub(crate) fn question_line(
    n: &dyn Display,
    record: Option<(&dyn Display, &dyn Display, bool)>,
) -> String {
    match record {
        None => format!("# Question {n}\n"),
        Some((a, h, shown)) => format!(
            "# Question {n} (attempts: {a}, hints: {h}{})\n",
            if shown { ", shown" } else { "" }
        ),
    }
}

/// One question's entry of a written file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entry {
    pub answer: Option<String>,
    pub record: Record,
}

/// [`write_student`] without the student's id (the tests' answers files).
#[cfg(test)]
pub(crate) fn write(
    name: Option<&str>,
    title: &str,
    lesson: &LessonTag,
    entries: &[Entry],
) -> String {
    write_student(name, None, title, lesson, entries)
}

/// The text of an answers file: the name line, the student's id (`# id:`)
/// when given, the header, then for each question its `# Question N` line
/// and its answer (`-` for none). An answer is one line: line breaks in it
/// become spaces.
pub fn write_student(
    name: Option<&str>,
    id: Option<&str>,
    title: &str,
    lesson: &LessonTag,
    entries: &[Entry],
) -> String {
    let mut s = String::new();
    if let Some(n) = name.filter(|n| !n.trim().is_empty()) {
        s.push_str(&name_line(n));
    }
    if let Some(id) = id {
        s.push_str(&id_line(&one_line(id)));
    }
    s.push_str(&head(title, lesson));
    for (k, e) in entries.iter().enumerate() {
        let r = e.record;
        let said = r.attempts > 0 || r.hints > 0 || r.shown;
        s.push_str(&question_line(
            &(k + 1),
            said.then_some((
                &r.attempts as &dyn Display,
                &r.hints as &dyn Display,
                r.shown,
            )),
        ));
        let a = e.answer.as_deref().map(one_line).filter(|a| !a.is_empty());
        s.push_str(a.as_deref().unwrap_or("-"));
        s.push('\n');
    }
    s
}

/// The lesson an existing file's answers are for, when it is an answers
/// file the tool wrote (it has the `# lesson:` header); `None` for any
/// other file.
pub fn written_for(text: &str) -> Option<LessonTag> {
    parse(text).lesson
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag() -> LessonTag {
        LessonTag {
            id: "01-counting-inversions".into(),
            hash: "0123456789abcdef".into(),
        }
    }

    fn answers(text: &str, n: usize) -> Vec<Option<String>> {
        let p = place(&parse(text), n);
        (0..n).map(|k| p.answer(k).map(str::to_string)).collect()
    }

    fn s(v: &[Option<&str>]) -> Vec<Option<String>> {
        v.iter().map(|x| x.map(str::to_string)).collect()
    }

    #[test]
    fn names_comments_dashes_and_a_byte_order_mark() {
        let f = parse("\u{feff}# name: Ada Lovelace\n16\n# skipped\n-\n yes \n");
        assert_eq!(f.name.as_deref(), Some("Ada Lovelace"));
        let p = place(&f, 4);
        assert_eq!(p.answer(0), Some("16"));
        assert_eq!(p.answer(1), None);
        assert_eq!(p.answer(2), Some("yes"));
        assert_eq!(p.given[2].as_ref().unwrap().line, 5);
        assert_eq!(p.answer(3), None);
        assert_eq!(answers("\u{feff}yes\n", 1), s(&[Some("yes")]));
        assert_eq!(parse("# name:\n1\n").empty_name, Some(1));
    }

    #[test]
    fn the_student_id_is_read_written_and_checked() {
        let f = parse("# name: Ada\n# id: ２０２４００１\n16\n# id: other\n");
        assert_eq!(f.id, Some((2, "2024001".to_string())));
        assert_eq!(place(&f, 1).answer(0), Some("16"));
        let entries = [Entry {
            answer: Some("16".into()),
            record: Record::default(),
        }];
        let text = write_student(Some("Ada"), Some("s-01@uni.vn"), "T", &tag(), &entries);
        assert!(text.starts_with("# name: Ada\n# id: s-01@uni.vn\n# Answers to T"));
        assert_eq!(parse(&text).id, Some((2, "s-01@uni.vn".to_string())));
        assert_eq!(id_problem("2024001"), None);
        assert_eq!(id_problem(&"x".repeat(MAX_ID)), None);
        for bad in [
            "",
            " ",
            "a\u{7}b",
            "a\u{202e}b",
            "a/b",
            "a\\b",
            "=1",
            "+1",
            "-1",
            "@1",
            " a",
        ] {
            assert!(id_problem(bad).is_some(), "{bad:?}");
        }
        assert!(id_problem(&"x".repeat(MAX_ID + 1)).is_some());
    }

    #[test]
    fn a_blank_line_between_answers_is_a_skipped_question() {
        // Before the first answer and after the last: layout.
        let text = "# name: Ada\n\n16\n\nyes\n1 0/3 2\n\n\n";
        assert_eq!(
            answers(text, 4),
            s(&[Some("16"), None, Some("yes"), Some("1 0/3 2")])
        );
        let p = place(&parse(text), 4);
        assert_eq!(p.skipped, [(4, 2)]);
        assert!(p.notes.is_empty());
    }

    #[test]
    fn numbered_answers_go_to_their_question() {
        for text in [
            "1. 16\n3. yes\n",
            "1) 16\n3) yes\n",
            "Q1: 16\n\nQ3: yes\n",
            "q1 16\nQuestion 3: yes\n",
            "# Question 1\n16\n# Question 2\n-\n# Question 3\nyes\n",
            "3. yes\n1. 16\n",
            "１）16\nＱ３：yes\n",
        ] {
            assert_eq!(
                answers(text, 3),
                s(&[Some("16"), None, Some("yes")]),
                "{text:?}"
            );
        }
        // A line without a number follows the one before.
        assert_eq!(
            answers("2. no\nyes\n", 3),
            s(&[None, Some("no"), Some("yes")])
        );
        // `Q2:` alone: the answer is on the next line.
        assert_eq!(answers("Q2:\nno\n", 2), s(&[None, Some("no")]));
        // Not numbers: a decimal, a number and a full stop, a node.
        assert_eq!(key_of("3.5"), None);
        assert_eq!(key_of("16."), None);
        assert_eq!(key_of("1 2 3/4 5 6/7 8 0"), None);
        assert_eq!(key_of("quit"), None);
        assert_eq!(key_of("1.yes"), Some((1, "yes")));
        assert_eq!(key_of("3是"), None);
    }

    #[test]
    fn hash_digit_is_an_answer_and_hash_space_a_comment() {
        assert_eq!(
            answers("#3\n# 4 is a comment\n#comment\n[2]\n", 2),
            s(&[Some("#3"), Some("[2]")])
        );
    }

    #[test]
    fn extra_lines_and_unknown_or_repeated_numbers_are_notes() {
        let p = place(&parse("1\n2\n3\n"), 2);
        assert_eq!(p.answer(1), Some("2"));
        assert_eq!(p.notes, [Note::Extra { line: 3, number: 3 }]);
        assert!(p.notes[0].message(2).english().contains("has 2 questions"));
        let p = place(&parse("Q9: yes\n1. a\n1. b\n"), 2);
        assert_eq!(p.answer(0), Some("b"));
        assert_eq!(
            p.notes,
            [
                Note::NoSuchQuestion { line: 1, key: 9 },
                Note::Twice {
                    line: 3,
                    question: 1,
                    first: 2
                }
            ]
        );
    }

    #[test]
    fn what_is_written_is_read_back() {
        let entries = vec![
            Entry {
                answer: Some("16".into()),
                record: Record {
                    attempts: 2,
                    hints: 1,
                    shown: false,
                },
            },
            Entry::default(),
            Entry {
                answer: Some("U\nL".into()),
                record: Record {
                    attempts: 1,
                    hints: 0,
                    shown: true,
                },
            },
        ];
        let title = "Counting \u{1b}[31mred\u{7}\nline";
        let text = write(Some("Ada\u{1b}"), title, &tag(), &entries);
        assert!(
            !text.contains('\u{1b}') && !text.contains('\u{7}'),
            "{text}"
        );
        assert!(
            text.contains("# Answers to Counting \\u{1b}[31mred\\u{7} line,"),
            "{text}"
        );
        assert!(
            text.contains("# Question 1 (attempts: 2, hints: 1)\n16\n"),
            "{text}"
        );
        assert!(text.contains("# Question 2\n-\n"), "{text}");
        let f = parse(&text);
        assert_eq!(f.name.as_deref(), Some("Ada\\u{1b}"));
        assert_eq!(f.lesson, Some(tag()));
        assert_eq!(written_for(&text), Some(tag()));
        let p = place(&f, 3);
        assert_eq!(
            (p.answer(0), p.answer(1), p.answer(2)),
            (Some("16"), None, Some("U L"))
        );
        assert_eq!(p.record(0), Some(entries[0].record));
        assert_eq!(p.record(1), None);
        assert_eq!(p.record(2), Some(entries[2].record));
    }
}
