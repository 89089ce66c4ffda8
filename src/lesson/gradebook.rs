//! A class's grades as a learning platform's gradebook imports them: one
//! row per student, each with the id the platform matches it by.
//!
//! The id is the answers file's `# id:`; a roster (`id,name` lines: the
//! class list the platform exports) gives the id of a file that has none,
//! by its student's name (case, accents and spacing aside), and its
//! students who handed in no file are rows without a grade. Nothing is
//! decided silently: two files with one id are an error (a platform would
//! keep one of the two grades without a word), and every row says what the
//! instructor must know in its note (the file's problem, its warnings, no
//! file, no id).
//!
//! This module matches rows; `cli::lesson_grade` writes them (Moodle's and
//! Canvas's CSV layouts).

use super::answers;
use super::grade::Student;
use crate::error::{Error, Result};
use crate::parse::escape;

/// One student of a roster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrolled {
    /// The roster's line (1-based).
    pub line: usize,
    pub id: String,
    pub name: String,
}

/// Check a roster's students (read from `file`): every id valid
/// ([`answers::id_problem`]) and on one line only. `Err`: a one-line
/// error naming the roster line.
pub fn check_roster(file: &str, roster: &[Enrolled]) -> Result<()> {
    for (k, e) in roster.iter().enumerate() {
        let at = format!("{file}:{}", e.line);
        if let Some(why) = answers::id_problem_said(&e.id) {
            return Err(Error::problem(why).context(at));
        }
        if let Some(first) = roster[..k].iter().find(|o| o.id == e.id) {
            return Err(Error::problem(crate::msg!(
                "lessonfile-roster-id-twice",
                id = e.id.as_str(),
                line = first.line
            ))
            .context(at));
        }
    }
    Ok(())
}

/// One row of the gradebook.
#[derive(Debug, Clone)]
pub struct Row<'a> {
    /// `None`: no id known (the row cannot be imported).
    pub id: Option<String>,
    pub name: String,
    /// The student's graded (or ungraded) file; `None`: a roster student
    /// who handed in none.
    pub student: Option<&'a Student>,
    /// What the instructor must know about the row, besides the file's own
    /// problem and warnings.
    pub notes: Vec<String>,
}

impl Row<'_> {
    /// The grade: the score of a graded file, else none.
    pub fn score(&self) -> Option<usize> {
        self.student.and_then(|s| s.score)
    }
}

/// A name as a roster and a file are matched: case, accents and spacing
/// aside.
fn key(name: &str) -> String {
    crate::text::fold(name)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The gradebook's rows: with a roster, its students in its order (each
/// with their file, if any), then the files of students not on it; without
/// one, the files in order. `Err`: two files with the same id (one-line,
/// naming both).
pub fn rows<'a>(students: &'a [Student], roster: Option<&[Enrolled]>) -> Result<Vec<Row<'a>>> {
    let mut files: Vec<Row<'a>> = students
        .iter()
        .map(|s| Row {
            id: s.id.clone(),
            name: s.student.clone(),
            student: Some(s),
            notes: Vec::new(),
        })
        .collect();
    if let Some(roster) = roster {
        for r in &mut files {
            match &r.id {
                Some(id) => match roster.iter().find(|e| &e.id == id) {
                    Some(e) => {
                        if key(&e.name) != key(&r.name) && !e.name.trim().is_empty() {
                            r.notes.push(format!(
                                "the file names {}, the roster's id {id} is {}",
                                r.name,
                                escape(&e.name)
                            ));
                        }
                    }
                    None => r
                        .notes
                        .push(format!("student id {id} is not on the roster")),
                },
                None => {
                    let k = key(&r.name);
                    let same: Vec<&Enrolled> = roster
                        .iter()
                        .filter(|e| !k.is_empty() && key(&e.name) == k)
                        .collect();
                    match same[..] {
                        [e] => r.id = Some(e.id.clone()),
                        [] => r.notes.push(format!(
                            "no valid `# id:` and no student named {} on the roster",
                            r.name
                        )),
                        _ => r.notes.push(format!(
                            "no valid `# id:`, and {} students named {} on the roster (ids {}): add `# id:` to the file",
                            same.len(),
                            r.name,
                            same.iter().map(|e| e.id.as_str()).collect::<Vec<_>>().join(", ")
                        )),
                    }
                }
            }
        }
    } else {
        for r in files.iter_mut().filter(|r| r.id.is_none()) {
            r.notes
                .push("no valid `# id:` in the file (give --roster to find it by name)".into());
        }
    }
    for (i, r) in files.iter().enumerate() {
        if let Some(id) = &r.id
            && let Some(o) = files[..i].iter().find(|o| o.id.as_ref() == Some(id))
        {
            let file = |r: &Row| r.student.map(|s| s.file.clone()).unwrap_or_default();
            return Err(Error::problem(crate::msg!(
                "lessonfile-gradebook-id-twice",
                first = file(o),
                second = file(r),
                id = id.as_str()
            )));
        }
    }
    let Some(roster) = roster else {
        return Ok(files);
    };
    let mut out: Vec<Row<'a>> = Vec::with_capacity(roster.len() + files.len());
    for e in roster {
        match files.iter().position(|r| r.id.as_ref() == Some(&e.id)) {
            Some(i) => {
                let mut r = files.remove(i);
                if !e.name.trim().is_empty() {
                    r.name = escape(&e.name);
                }
                out.push(r);
            }
            None => out.push(Row {
                id: Some(e.id.clone()),
                name: escape(&e.name),
                student: None,
                notes: vec!["no answers file".into()],
            }),
        }
    }
    out.extend(files);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::grade::Said;
    use crate::lesson::grade::ungraded;

    fn student(file: &str, name: &str, id: Option<&str>, score: Option<usize>) -> Student {
        let mut s = ungraded(
            file,
            name,
            3,
            Said {
                line: 0,
                message: String::new().into(),
            },
        );
        s.id = id.map(str::to_string);
        s.score = score;
        s.graded = score.is_some();
        s
    }

    fn enrolled(line: usize, id: &str, name: &str) -> Enrolled {
        Enrolled {
            line,
            id: id.into(),
            name: name.into(),
        }
    }

    #[test]
    fn a_roster_gives_ids_by_name_and_lists_who_handed_in_nothing() {
        let class = [
            student("a.txt", "nguyen van an", None, Some(2)),
            student("b.txt", "Bob", Some("s2"), Some(3)),
            student("c.txt", "Zed", None, Some(1)),
        ];
        let roster = [
            enrolled(2, "s1", "Nguyễn Văn An"),
            enrolled(3, "s2", "Bob"),
            enrolled(4, "s3", "王小明"),
        ];
        let rows = rows(&class, Some(&roster)).unwrap();
        let got: Vec<(Option<&str>, &str, Option<usize>)> = rows
            .iter()
            .map(|r| (r.id.as_deref(), r.name.as_str(), r.score()))
            .collect();
        assert_eq!(
            got,
            [
                (Some("s1"), "Nguyễn Văn An", Some(2)),
                (Some("s2"), "Bob", Some(3)),
                (Some("s3"), "王小明", None),
                (None, "Zed", Some(1)),
            ]
        );
        assert_eq!(rows[2].notes, ["no answers file"]);
        assert!(rows[3].notes[0].contains("no student named Zed"));
    }

    #[test]
    fn two_files_with_one_id_are_an_error_naming_both() {
        let class = [
            student("a.txt", "Ann", Some("7"), Some(1)),
            student("b.txt", "Ann B", Some("7"), Some(2)),
        ];
        let e = rows(&class, None).unwrap_err().to_string();
        assert!(e.contains("a.txt and b.txt") && e.contains("7"), "{e}");
        // The same through a roster's name.
        let class = [
            student("a.txt", "Ann", Some("7"), Some(1)),
            student("b.txt", "ann", None, Some(2)),
        ];
        assert!(rows(&class, Some(&[enrolled(1, "7", "Ann")])).is_err());
    }

    #[test]
    fn a_roster_with_a_bad_or_repeated_id_names_its_line() {
        let e = |r: &[Enrolled]| check_roster("r.csv", r).unwrap_err().to_string();
        assert_eq!(
            e(&[enrolled(1, "1", "A"), enrolled(2, "1", "B")]),
            "r.csv:2: student id 1 is also on line 1: one id, one student"
        );
        assert!(e(&[enrolled(3, "", "A")]).starts_with("r.csv:3: an empty"));
        assert!(e(&[enrolled(4, "a\u{7}b", "A")]).contains("\\u{7}"));
        assert!(check_roster("r.csv", &[enrolled(1, "s1", "A")]).is_ok());
    }
}
