//! Reading lesson files safely.
//!
//! A lesson is data from someone else: it is refused quickly, with one clear
//! line, when it is too big, nested too deeply, or full of YAML aliases that
//! would expand into something huge (an "alias bomb", counted on the YAML
//! parser's events by [`super::yaml_budget`]). Boards it names with
//! `@FILE` are read relative to the lesson and must stay inside the lesson's
//! directory; nothing else on disk is ever touched.

use super::builtin;
use super::diagnose::{self, Problem};
use super::said;

use super::schema::{BoardRef, GoalRef, Lesson};
use super::translate::{self, Translation};
use super::yaml_budget::{self, Refused};
use super::yaml_words;
use crate::board::{Board, Goal, GoalSpec};
use crate::error::{Error, Result};
use crate::i18n::Lang;
use crate::parse::{escape, parse_board};
use std::path::{Path, PathBuf};

/// How a lesson read from standard input is named.
pub const STDIN_NAME: &str = "<stdin>";

/// A lesson's text and where it came from.
#[derive(Debug, Clone)]
pub struct Source {
    /// The short name: the file stem (`01-counting-inversions`).
    pub name: String,
    /// How to name the file in messages: its path, or its path in the
    /// npuzzle source tree for a built-in lesson.
    pub file: String,
    /// The directory `@FILE` boards are resolved in (none for built-ins).
    pub dir: Option<PathBuf>,
    pub text: String,
    pub builtin: bool,
    /// The translations of the lesson's text (`translate`): the built-in
    /// ones, or the files `LANG/NAME.yaml` beside a lesson file.
    pub translations: Vec<Translation>,
    /// The language of a translation merged into `text` (by
    /// [`Source::in_language`]); `None` for the lesson's own text.
    pub translated: Option<Lang>,
    /// The student whose variant this is ([`Source::with_student`]): the
    /// boards marked `vary: true` are drawn for them.
    pub student: Option<Variant>,
}

/// A student's variant of a lesson: the id and the lesson's key (its
/// title as written in its own language, the same in every translation
/// and whatever the file is called).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    pub(crate) id: String,
    pub(crate) key: String,
}

/// The ids whose variants `lesson check` checks on a lesson that varies
/// (a fixed list, so that a check is the same everywhere).
pub const SAMPLE_IDS: [&str; 8] = [
    "s001",
    "s002",
    "s003",
    "s004",
    "alice",
    "bob",
    "20231234",
    "chi.nguyen",
];

impl Source {
    /// A built-in lesson by its name.
    pub fn builtin(name: &str) -> Option<Source> {
        builtin::LESSONS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, text)| Source {
                name: n.to_string(),
                file: format!("lessons/{n}.yaml"),
                dir: None,
                text: text.to_string(),
                builtin: true,
                translations: builtin::TRANSLATIONS
                    .iter()
                    .filter(|(tn, _, _)| tn == n)
                    .filter_map(|(_, code, text)| {
                        Some(Translation {
                            lang: Lang::from_code(code)?,
                            file: format!("lessons/{code}/{n}.yaml"),
                            text: text.to_string(),
                        })
                    })
                    .collect(),
                translated: None,
                student: None,
            })
    }

    /// The lesson in `lang`: its text with the translation's merged in
    /// (named by the translation's file in messages), or the lesson as it
    /// is when it has no translation into `lang` or is written in it.
    pub fn in_language(&self, lang: Lang) -> Result<Source> {
        let Some(tr) = self.translations.iter().find(|t| t.lang == lang) else {
            return Ok(self.clone());
        };
        if self.translated.is_some() {
            return Ok(self.clone());
        }
        // The lesson's own problems are cited in its own file: the merged
        // text's lines are in neither file.
        if let Err(mut all) = self.problems() {
            return Err(said::diagnosed(&all.remove(0), &self.file));
        }
        let text = translate::localize(&self.text, &self.file, tr)?;
        Ok(Source {
            file: tr.file.clone(),
            text,
            translated: Some(lang),
            ..self.clone()
        })
    }

    /// The lesson in the student's language `lang`: its translation into
    /// `lang` when it has one, else its own text.
    pub fn for_student(self, lang: Lang) -> Result<Source> {
        if self.translations.iter().any(|t| t.lang == lang) {
            self.in_language(lang)
        } else {
            Ok(self)
        }
    }

    /// The translations of a lesson file: `LANG/NAME.yaml` in its folder,
    /// for every language the tool speaks (read like the lesson itself:
    /// regular files, size-capped; inside `base` for a course's lesson,
    /// inside the lesson's own folder for a single lesson: a link out of it
    /// is refused, as in a course).
    fn find_translations(&mut self, path: &Path, base: Option<&Path>) -> Result<()> {
        let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
            return Ok(());
        };
        // A lesson named without a folder: its translations are named
        // `LANG/NAME.yaml`, as the student would write them.
        let here = dir.as_os_str().is_empty();
        let dir = if here { Path::new(".") } else { dir };
        let own;
        let (base, whose) = match base {
            Some(base) => (base, crate::msg!("lessonfile-whose-course-lesson")),
            None => {
                own = dir.canonicalize().map_err(|e| {
                    Error::problem(crate::msg!(
                        "file-cannot-read",
                        reason = crate::fsread::io_reason_said(&e)
                    ))
                    .context(escape(&dir.display().to_string()))
                })?;
                (own.as_path(), crate::msg!("lessonfile-whose-lesson"))
            }
        };
        for &lang in Lang::all() {
            let file = if here {
                Path::new(lang.code()).join(name)
            } else {
                dir.join(lang.code()).join(name)
            };
            if !file.is_file() {
                continue;
            }
            let shown = escape(&file.display().to_string());
            let text = crate::fsread::read_text_within(
                &file,
                base,
                &shown,
                crate::fsread::LESSON,
                || {
                    Error::problem(crate::msg!(
                        "lessonfile-translation-outside",
                        whose = whose.clone()
                    ))
                    .context(&shown)
                },
            )?;
            if let Some((line, column)) = zawgyi_at(&text) {
                return Err(Error::problem(crate::msg!("lessonfile-zawgyi"))
                    .context(format!("{shown}:{line}:{column}")));
            }
            self.translations.push(Translation {
                lang,
                file: shown,
                text,
            });
        }
        Ok(())
    }

    /// Read a lesson file from disk (size-capped, UTF-8).
    pub(crate) fn read(path: &Path) -> Result<Source> {
        let file = escape(&path.display().to_string());
        // A regular file only, opened without blocking, capped (fsread).
        let text = crate::fsread::read_text(path, &file, crate::fsread::LESSON)?;
        let mut source = Source::from_text(path, file, text);
        source.find_translations(path, None)?;
        Ok(source)
    }

    /// Read a lesson of a course: a regular file inside the course's
    /// directory `base` (canonical), whatever a symlink or a race says.
    pub(crate) fn read_within(path: &Path, base: &Path) -> Result<Source> {
        let file = escape(&path.display().to_string());
        let text =
            crate::fsread::read_text_within(path, base, &file, crate::fsread::LESSON, || {
                Error::problem(crate::msg!("lessonfile-course-lesson-outside")).context(&file)
            })?;
        let mut source = Source::from_text(path, file, text);
        source.find_translations(path, Some(base))?;
        Ok(source)
    }

    /// A lesson given on standard input (`lesson check -`): named
    /// `<stdin>` in messages (`<stdin>:LINE:COLUMN: message`, as compilers
    /// name it); its `@FILE` boards are read from the working directory.
    pub fn stdin(input: &mut dyn std::io::Read) -> Result<Source> {
        let file = STDIN_NAME.to_string();
        let bytes = crate::fsread::read_capped(input, &file, crate::fsread::LESSON)?;
        let text = crate::fsread::utf8(bytes, &file)?;
        let mut source = Source::from_text(Path::new("stdin"), file, text);
        source.dir = Some(PathBuf::from("."));
        Ok(source)
    }

    /// (A byte-order mark was dropped by `fsread`.)
    fn from_text(path: &Path, file: String, text: String) -> Source {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| file.clone());
        let dir = path
            .parent()
            .map(|p| {
                if p.as_os_str().is_empty() {
                    PathBuf::from(".")
                } else {
                    p.to_path_buf()
                }
            })
            .unwrap_or_else(|| PathBuf::from("."));
        Source {
            name: escape(&name),
            file,
            dir: Some(dir),
            text,
            builtin: false,
            translations: Vec::new(),
            translated: None,
            student: None,
        }
    }

    /// The variant of this lesson for the student `id` (`lesson run
    /// --student`, `lesson grade` of a file with `# id:`): a one-line error
    /// for a bad id or a lesson with no board marked `vary: true`. Called
    /// on the lesson's own text, before [`Source::in_language`].
    pub fn with_student(&self, id: &str) -> Result<Source> {
        if let Some(why) = super::answers::id_problem_said(id) {
            return Err(Error::problem(why));
        }
        if self.translated.is_some() {
            return Err(Error::internal(
                "a variant is made from the lesson's own text",
            ));
        }
        let lesson = self.parse()?;
        if !self.varies()? {
            return Err(Error::problem(crate::msg!("lessonfile-no-vary")).context(&self.file));
        }
        Ok(Source {
            student: Some(Variant {
                id: id.to_string(),
                key: lesson.title,
            }),
            ..self.clone()
        })
    }

    /// The name of this copy of the lesson: its name, and for a student's
    /// variant `NAME.ID` (the name of the student's files, and what makes
    /// a student's bank and package distinct from another's on import).
    pub fn copy_name(&self) -> String {
        match &self.student {
            Some(v) => format!("{}.{}", self.name, v.id),
            None => self.name.clone(),
        }
    }

    /// Whether a board of the lesson is marked `vary: true`.
    pub fn varies(&self) -> Result<bool> {
        let v: serde_yaml::Value = yaml_budget::from_str(&self.text).map_err(|_| {
            Error::problem(crate::msg!("lessonfile-cannot-read-lesson")).context(&self.file)
        })?;
        Ok(step_values(&v).iter().any(|(_, _, body)| has_vary(body)))
    }

    /// The rules of boards that vary per student: a step on one has no
    /// fixed `expect:` (its claims are computed per variant) and no fixed
    /// `move:`/`moves:` (illegal on some boards), and no quiz
    /// (whose `answer:` is written once) is about one, by its own board
    /// or by the step holding its truth.
    fn vary_problems(&self) -> std::result::Result<(), Vec<Problem>> {
        use serde_yaml::Value;
        let Ok(v) = yaml_budget::from_str::<Value>(&self.text) else {
            return Ok(());
        };
        let steps = step_values(&v);
        if !steps.iter().any(|(_, _, b)| has_vary(b)) {
            return Ok(());
        }
        let blocks = diagnose::step_blocks(&self.text).map(|(_, b)| b);
        let at = |i: usize, key: &str| -> (usize, usize) {
            match blocks.as_ref().and_then(|b| b.get(i)) {
                Some(block) => diagnose::locate(&self.text, *block, &[key]),
                None => (0, 0),
            }
        };
        let varying_ids: Vec<&str> = steps
            .iter()
            .filter(|(_, _, b)| has_vary(b))
            .filter_map(|(_, _, b)| b.get("id").and_then(Value::as_str))
            .collect();
        let mut all = Vec::new();
        for (i, kind, body) in &steps {
            let n = i + 1;
            if *kind == "quiz" {
                let truth = body
                    .get("truth")
                    .and_then(|t| t.get("step"))
                    .and_then(Value::as_str);
                if has_vary(body) || truth.is_some_and(|t| varying_ids.contains(&t)) {
                    let (line, column) = at(*i, if has_vary(body) { "vary" } else { "truth" });
                    all.push(
                        Problem::new(line, column, crate::msg!("lessonfile-vary-quiz"))
                            .in_step(n, "quiz"),
                    );
                }
            } else if let Some(key) = ["move", "moves"]
                .into_iter()
                .find(|k| has_vary(body) && body.get(k).is_some())
            {
                // A blank in a corner for one student: the move that is
                // legal on the instructor's board is not on theirs.
                let (line, column) = at(*i, key);
                all.push(
                    Problem::new(line, column, crate::msg!("lessonfile-vary-moves"))
                        .in_step(n, kind)
                        .at_field(key),
                );
            } else if has_vary(body) && body.get("expect").is_some() {
                let (line, column) = at(*i, "expect");
                all.push(
                    Problem::new(line, column, crate::msg!("lessonfile-vary-expect"))
                        .in_step(n, kind)
                        .at_field("expect"),
                );
            }
        }
        if all.is_empty() { Ok(()) } else { Err(all) }
    }

    /// A built-in name, a unique prefix of one (`01`), a name without its
    /// number (`counting-inversions`), or a file path.
    pub fn find(arg: &str) -> Result<Source> {
        let path = Path::new(arg);
        let looks_like_file = arg.contains('/') || arg.ends_with(".yaml") || arg.ends_with(".yml");
        if looks_like_file || path.is_file() {
            return Source::read(path);
        }
        if let Some(s) = Source::builtin(arg) {
            return Ok(s);
        }
        let matches: Vec<&str> = builtin::LESSONS
            .iter()
            .map(|(n, _)| *n)
            .filter(|n| {
                n.starts_with(arg) || n.split_once('-').is_some_and(|(_, rest)| rest == arg)
            })
            .collect();
        match matches.as_slice() {
            [one] => Ok(Source::builtin(one).expect("listed built-in")),
            [] => Err(Error::problem(crate::msg!(
                "lesson-error-no-such-lesson",
                name = crate::parse::shown_text(arg)
            ))),
            many => Err(Error::problem(crate::msg!(
                "lesson-error-several-lessons",
                name = crate::parse::shown_text(arg),
                lessons = many.join(", ")
            ))),
        }
    }

    /// Parse and validate the lesson. Errors read `FILE:LINE:COLUMN: message`
    /// (the first problem of [`Source::problems`]).
    pub fn parse(&self) -> Result<Lesson> {
        self.problems()
            .map_err(|mut all| said::diagnosed(&all.remove(0), &self.file))
    }

    /// Parse and validate the lesson, reporting every problem found: a YAML
    /// syntax error stops the reading (with the line to fix), but every
    /// bad step is reported, not only the first.
    pub fn problems(&self) -> std::result::Result<Lesson, Vec<Problem>> {
        let Some(tr) = self
            .translations
            .iter()
            .find(|t| self.translated == Some(t.lang))
        else {
            return self.problems_of_text();
        };
        // A translated lesson: its text is the merged YAML, whose lines are
        // in no file; a problem is cited at the translation's own line of
        // its step or field ([`translate::place`]).
        self.problems_of_text().map_err(|all| {
            all.into_iter()
                .map(|p| {
                    let (line, column) = translate::place(&tr.text, &p);
                    Problem { line, column, ..p }
                })
                .collect()
        })
    }

    fn problems_of_text(&self) -> std::result::Result<Lesson, Vec<Problem>> {
        // Burmese in the Zawgyi encoding is refused before anything shows it.
        if let Some((line, column)) = zawgyi_at(&self.text) {
            return Err(vec![Problem::new(line, column, crate::zawgyi::message())]);
        }
        yaml_budget::check(&self.text).map_err(|r| vec![Problem::from(r)])?;
        if let Err(e) = serde_yaml::from_str::<serde_yaml::Value>(&self.text) {
            return Err(vec![self.syntax_problem(&e)]);
        }
        let e = match serde_yaml::from_str::<Lesson>(&self.text) {
            Ok(lesson) if lesson.steps.is_empty() => {
                return Err(vec![Problem::new(0, 0, crate::msg!("lessonfile-no-steps"))]);
            }
            Ok(lesson) => return self.vary_problems().map(|()| lesson),
            Err(e) => e,
        };
        let first = self.yaml_problem(&e, None);
        let Some((key_line, blocks)) = diagnose::step_blocks(&self.text) else {
            return Err(vec![first]);
        };
        let lines: Vec<&str> = self.text.lines().collect();
        let mut all = Vec::new();
        for (i, (start, end)) in blocks.iter().enumerate() {
            // The step alone, at its own lines, under a `steps:` key.
            let mut one = String::new();
            for n in 1..*start {
                one.push_str(if n == key_line { "steps:\n" } else { "\n" });
            }
            for l in &lines[start - 1..(end - 1).min(lines.len())] {
                one.push_str(l);
                one.push('\n');
            }
            match yaml_budget::from_str::<OneStep>(&one) {
                Ok(_) => {}
                Err(Refused::Yaml(e)) => all.push(self.yaml_problem(&e, Some(i))),
                Err(Refused::Budget(r)) => all.push(Problem::from(r)),
            }
        }
        if all.is_empty() || first.step.is_none() {
            all.insert(0, first);
        }
        all.dedup();
        Err(all)
    }

    /// The lesson with every step that has a problem (`problems`, from
    /// [`Source::problems`]) replaced by a section, so that the other
    /// steps can still be run and their claims checked in the same run
    /// (`lesson check` reports everything at once). Steps that name a
    /// replaced step (`reveals:`, `truth: {step: …}`) are replaced too.
    /// `None` when a problem is not inside a step (the header, the YAML
    /// syntax) or nothing is left.
    pub fn salvage(&self, problems: &[Problem]) -> Option<Lesson> {
        use serde_yaml::Value;
        let mut bad: Vec<usize> = Vec::new();
        for p in problems {
            let (n, _) = p.step.as_ref()?;
            bad.push(n.checked_sub(1)?);
        }
        let mut v: Value = yaml_budget::from_str(&self.text).ok()?;
        let steps = v.get_mut("steps")?.as_sequence_mut()?;
        // The body of a step (`- solve: {…}`): its one value.
        let body = |step: &Value| -> Option<Value> {
            step.as_mapping()?.iter().next().map(|(_, b)| b.clone())
        };
        let text = |v: Option<&Value>| v.and_then(Value::as_str).map(str::to_string);
        let mut ids: Vec<String> = Vec::new();
        loop {
            ids.extend(
                bad.iter()
                    .filter_map(|&i| steps.get(i).and_then(body))
                    .filter_map(|b| text(b.get("id"))),
            );
            let more: Vec<usize> = (0..steps.len())
                .filter(|i| !bad.contains(i))
                .filter(|&i| {
                    body(&steps[i]).is_some_and(|b| {
                        let named = [
                            text(b.get("reveals")),
                            text(b.get("truth").and_then(|t| t.get("step"))),
                        ];
                        named.iter().flatten().any(|n| ids.contains(n))
                    })
                })
                .collect();
            if more.is_empty() {
                break;
            }
            bad.extend(more);
        }
        for &i in &bad {
            let mut section = serde_yaml::Mapping::new();
            section.insert("section".into(), "(a step with a problem)".into());
            *steps.get_mut(i)? = Value::Mapping(section);
        }
        if bad.len() >= steps.len() {
            return None;
        }
        serde_yaml::from_value(v).ok()
    }

    /// A YAML syntax error, at the line to fix.
    fn syntax_problem(&self, e: &serde_yaml::Error) -> Problem {
        if let Some(p) = diagnose::tab(&self.text) {
            return p;
        }
        let p = self.yaml_problem(e, None);
        match diagnose::indentation(&self.text) {
            Some(i) if p.line == 0 || i.line <= p.line + 1 => i,
            _ => p,
        }
    }

    fn yaml_problem(&self, e: &serde_yaml::Error, step: Option<usize>) -> Problem {
        let mut p = yaml_words::problem(e);
        // A step read alone is `steps[0]`: its number in the lesson.
        if let Some(i) = step
            && let Some((n, _)) = p.step.as_mut()
        {
            *n = i + 1;
        }
        // A header field refused by its own check (serde_yaml places it at
        // the start of the file): at its key's line.
        for key in ["lang", "format_version"] {
            let refused = match key {
                "lang" => "lessonfile-bad-lang",
                _ => "lessonfile-format-version",
            };
            if p.what.id() == refused
                && let Some(n) = diagnose::top_key(&self.text, key)
            {
                (p.line, p.column) = (n, 1);
            }
        }
        // "a step has exactly one kind, but this one also has `x`": point
        // at `x`, the key that is not indented under the kind.
        if let Some(i) = step
            && p.what.id() == "lessonfile-step-extra-key"
            && let Some(crate::i18n::Arg::Text(extra)) = p.what.arg("key")
            && let Some((_, blocks)) = diagnose::step_blocks(&self.text)
            && let Some(block) = blocks.get(i)
        {
            (p.line, p.column) = diagnose::locate(&self.text, *block, &[extra.as_str()]);
        }
        p
    }

    /// Read a board named in the lesson; a random board is drawn for its
    /// goal (`goal`, blank-last when the step names none).
    pub(crate) fn board(&self, r: &BoardRef, goal: Option<&GoalRef>) -> Result<Board> {
        match r {
            BoardRef::Inline(b) => Ok(b.clone()),
            BoardRef::File(name) => self.board_file(name),
            BoardRef::Random(spec) => {
                let shape = Board::blank_last(spec.size.0, spec.size.1)?;
                let (_, goal) = self.goal(goal, &shape)?;
                let student = self
                    .student
                    .as_ref()
                    .map(|v| (v.key.as_str(), v.id.as_str()));
                super::random_board::draw_for(spec, &goal, student)
            }
        }
    }

    /// The goal for a board (blank-last when the lesson names none).
    pub(crate) fn goal(&self, r: Option<&GoalRef>, board: &Board) -> Result<(GoalSpec, Goal)> {
        let spec = match r {
            None => GoalSpec::BlankLast,
            Some(GoalRef::Spec(s)) => s.clone(),
            Some(GoalRef::File(name)) => GoalSpec::Board(self.board_file(name)?),
        };
        let goal = spec
            .resolve(board.width(), board.height())
            .map_err(|e| e.context_said(crate::lesson::said::field("goal")))?;
        Ok((spec, Goal::new(goal)))
    }

    /// A board file named by the lesson (`@FILE`), read only if the very
    /// file opened lies inside the lesson's directory (see
    /// [`crate::fsread::read_text_within`]).
    fn board_file(&self, name: &str) -> Result<Board> {
        let (path, base) = self.confine(name)?;
        let shown = escape(&path.display().to_string());
        let text =
            crate::fsread::read_text_within(&path, &base, &shown, crate::fsread::BOARD, || {
                outside(name)
            })?;
        parse_board(&text, None).map_err(|e| e.context(shown))
    }

    /// The canonical path of a board file named by the lesson, refused
    /// unless it lies inside the lesson's directory, and that directory.
    fn confine(&self, name: &str) -> Result<(PathBuf, PathBuf)> {
        let shown = escape(name);
        let Some(dir) = &self.dir else {
            return Err(Error::problem(crate::msg!("lessonfile-builtin-board-file"))
                .context(format!("`@{shown}`")));
        };
        if Path::new(name).is_absolute() {
            return Err(
                Error::problem(crate::msg!("lessonfile-board-file-absolute"))
                    .context(format!("`@{shown}`")),
            );
        }
        let base = dir.canonicalize().map_err(|e| {
            Error::problem(crate::msg!(
                "lessonfile-io",
                reason = crate::fsread::io_reason_said(&e)
            ))
            .context(escape(&dir.display().to_string()))
        })?;
        let path = base.join(name);
        let real = path.canonicalize().map_err(|_| {
            Error::problem(crate::msg!("lessonfile-no-board-file")).context(format!("`@{shown}`"))
        })?;
        if !real.starts_with(&base) {
            return Err(outside(name));
        }
        Ok((real, base))
    }
}

/// The error for an `@FILE` board outside the lesson's directory.
fn outside(name: &str) -> Error {
    Error::problem(crate::msg!("lessonfile-board-file-outside"))
        .context(format!("`@{}`", escape(name)))
}

/// Every step of a lesson as YAML: its index, its kind and its body.
fn step_values(v: &serde_yaml::Value) -> Vec<(usize, &str, &serde_yaml::Value)> {
    let Some(steps) = v.get("steps").and_then(serde_yaml::Value::as_sequence) else {
        return Vec::new();
    };
    steps
        .iter()
        .enumerate()
        .filter_map(|(i, step)| {
            let (k, body) = step.as_mapping()?.iter().next()?;
            Some((i, k.as_str()?, body))
        })
        .collect()
}

/// Whether a step's body has a random board marked `vary: true`.
fn has_vary(v: &serde_yaml::Value) -> bool {
    use serde_yaml::Value;
    match v {
        Value::Mapping(m) => m.iter().any(|(k, val)| {
            (k.as_str() == Some("random") && val.get("vary").and_then(Value::as_bool) == Some(true))
                || has_vary(val)
        }),
        Value::Sequence(s) => s.iter().any(has_vary),
        Value::Tagged(t) => has_vary(&t.value),
        _ => false,
    }
}

/// One step read alone, to report every bad step of a lesson.
#[derive(serde::Deserialize)]
struct OneStep {
    #[allow(dead_code)]
    steps: Vec<super::schema::Step>,
}

/// Where a text first has Burmese in the Zawgyi encoding: its line and the
/// column of the line's first Myanmar character (1-based).
fn zawgyi_at(text: &str) -> Option<(usize, usize)> {
    let line = crate::zawgyi::find(text)?;
    let column = text.lines().nth(line - 1).map_or(1, |l| {
        1 + l
            .chars()
            .take_while(|c| !('\u{1000}'..='\u{109f}').contains(c))
            .count()
    });
    Some((line, column))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(text: &str) -> Source {
        Source {
            name: "t".into(),
            file: "t.yaml".into(),
            dir: None,
            text: text.into(),
            builtin: false,
            translations: Vec::new(),
            translated: None,
            student: None,
        }
    }

    #[test]
    fn problems_are_placed_in_their_step() {
        let text = "format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n  - say: hi\n  - quiz:\n      question: q\n      typ: number\n";
        let all = source(text).problems().unwrap_err();
        let p = &all[0];
        assert_eq!(p.step, Some((2, "quiz".to_string())), "{p:?}");
        assert_eq!(p.what.id(), "lessonfile-unknown-field-meant");
        assert_eq!(
            p.say(crate::i18n::Lang::EN),
            "step 2 (quiz): unknown field `typ`: did you mean `type`?"
        );
    }

    #[test]
    fn alias_bomb_is_refused_quickly() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..12 {
            let p = i - 1;
            text.push_str(&format!(
                "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n"
            ));
        }
        let e = source(&text).parse().unwrap_err().to_string();
        assert!(e.contains("alias bomb"), "{e}");
    }

    #[test]
    fn serde_yaml_has_its_own_alias_limit() {
        // Below our alias count, serde_yaml's repetition limit still holds:
        // 6 levels of 10 aliases would expand to 10^6 nodes.
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..7 {
            let p = i - 1;
            text.push_str(&format!(
                "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n"
            ));
        }
        // Refused by its count of repetitions, not after expanding them
        // (no clock: the message says which limit stopped it).
        let r: std::result::Result<serde_yaml::Value, _> = serde_yaml::from_str(&text);
        let e = r.unwrap_err();
        assert_eq!(e.to_string(), "repetition limit exceeded");
    }

    #[test]
    fn deep_nesting_is_refused() {
        let text = format!("title: {}{}\n", "[".repeat(10_000), "]".repeat(10_000));
        let e = source(&text).parse().unwrap_err().to_string();
        assert!(e.contains("nested too deeply"), "{e}");
        assert!(e.starts_with("t.yaml:1:"), "{e}");
        // serde_yaml alone also stops (its recursion limit is 128).
        let r: std::result::Result<serde_yaml::Value, _> = serde_yaml::from_str(&text);
        assert!(r.unwrap_err().to_string().contains("recursion limit"));
    }

    #[test]
    fn errors_carry_line_and_column() {
        let e = source("format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n  - say: hi\n  - board:\n      board: 1 2/3 0\n      colour: red\n")
            .parse()
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("t.yaml:9:7: step 2 (board): unknown field `colour`"),
            "{e}"
        );
    }
}
