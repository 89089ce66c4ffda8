//! The lesson stepper and the terminal lesson views in the student's
//! language (issue 26): every word the tool itself says around a lesson
//! (step headers, questions, answer forms, feedback, prompts, the score,
//! progress, `lesson list`) in Vietnamese and Chinese, English unchanged,
//! every line within 80 display columns (a CJK character takes two).
//!
//! The built-in lessons' own text is translated separately: the snapshots
//! of `lesson run 01` show the lesson's text as its translation stands.
//! The other tests do not depend on a lesson's text: they use the
//! fixture `tests/fixtures/lang/chrome.yaml`, whose exercises leave their
//! questions to the tool, and compare with the catalogue's messages.

use crate::common;
use common::tmux::{Tmux, available, exit_code};
use npuzzle::i18n::{self, Arg, Lang};

const FIXTURE: &str = "tests/fixtures/lang/chrome.yaml";
const WRONG: &str = "tests/fixtures/lang/chrome-wrong.txt";
/// Every language but English (the source).
fn langs() -> Vec<Lang> {
    Lang::all()[1..].to_vec()
}

/// A message of the catalogue in `lang`.
fn say(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    i18n::message_in(lang, id, args)
}

fn text(s: &str) -> Arg {
    Arg::Text(s.to_string())
}

fn num(n: usize) -> Arg {
    Arg::Number(n as f64)
}

/// The text without its white space.
fn squeeze(s: &str) -> String {
    s.split_whitespace().collect()
}

/// Every line of `out` fits 80 display columns.
fn fits_80(what: &str, out: &str) {
    for line in out.lines() {
        let w = npuzzle::render::wrap::display_width(line);
        assert!(w <= 80, "{what}: a line of {w} columns:\n{line}");
    }
}

#[test]
fn lesson_01_runs_in_vietnamese_and_chinese() {
    for lang in langs() {
        let args = ["--lang", lang.code(), "lesson", "run", "01", "--no-pause"];
        let run = common::run(&args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        // The tool's own words are the language's, whatever the lesson's
        // text is.
        let section = say(lang, "lesson-kind-section", &[]);
        let first = say(
            lang,
            "lesson-step-line",
            &[
                ("number", num(1)),
                ("total", num(23)),
                ("kind", text(&section)),
            ],
        );
        assert!(run.stdout.contains(&first), "{lang:?}: {first}");
        let header = say(
            lang,
            "lesson-header",
            &[
                ("name", text("01-counting-inversions")),
                ("level", text(&say(lang, "lesson-level-beginner", &[]))),
                ("steps", num(23)),
            ],
        );
        assert!(run.stdout.contains(&header), "{lang:?}: {header}");
        let q1 = say(lang, "lesson-question-n", &[("n", num(1))]);
        assert!(run.stdout.contains(&q1), "{lang:?}: {q1}");
        for english in [
            "--- step ",
            "Question 1:",
            "(answer with",
            "\nAnswer: ",
            " steps\n",
        ] {
            assert!(
                !run.stdout.contains(english),
                "{lang:?}: English chrome {english:?} in\n{}",
                run.stdout
            );
        }
        fits_80(
            &format!("lesson run 01 --lang {}", lang.code()),
            &run.stdout,
        );
        insta::assert_snapshot!(
            format!("lesson_run_01_{}", lang.code()),
            run.transcript(&args)
        );
    }
}

/// The fixture lesson run in `lang` with the answers file `answers`.
fn scripted(lang: Lang, answers: &str) -> (Vec<String>, common::Run) {
    let args: Vec<String> = [
        "--lang",
        lang.code(),
        "lesson",
        "run",
        FIXTURE,
        "--answers",
        answers,
    ]
    .map(String::from)
    .to_vec();
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let run = common::run(&refs);
    (args, run)
}

#[test]
fn wrong_answers_get_feedback_in_the_student_s_language() {
    let mut runs = Vec::new();
    for &lang in Lang::all() {
        let (args, run) = scripted(lang, WRONG);
        assert_eq!(
            run.code, 1,
            "{lang:?}: every answer is wrong\n{}",
            run.stderr
        );
        fits_80(&format!("{FIXTURE} --lang {}", lang.code()), &run.stdout);
        // Each sentence is the catalogue's, with the checker's numbers.
        let expected = [
            say(
                lang,
                "lesson-tile-counted",
                &[
                    ("tile", text("4")),
                    (
                        "ordinal",
                        text(&say(lang, "lesson-ordinal", &[("n", num(3))])),
                    ),
                    ("g", text("3")),
                    ("tiles", text("3 1")),
                ],
            ),
            say(
                lang,
                "lesson-too-few",
                &[
                    ("g", text("8")),
                    ("tile", text("4")),
                    ("tiles", text("3 1")),
                ],
            ),
            say(lang, "lesson-edge-down", &[]),
            say(
                lang,
                "lesson-tiles-named",
                &[("n", text("1")), ("count", num(1))],
            ),
            // `lẻ` (odd, typed in Vietnamese) is read in every language.
            say(
                lang,
                "lesson-not-this",
                &[("n", text(&say(lang, "lesson-parity-odd", &[])))],
            ),
            say(
                lang,
                "lesson-not-next-fifo",
                &[("k", text("2")), ("next", text("1"))],
            ),
            say(lang, "lesson-ex-count-total-question", &[]),
            say(
                lang,
                "lesson-scripted-score",
                &[("correct", num(0)), ("total", num(8))],
            ),
        ];
        // Compared without white space: a sentence may be wrapped (Chinese
        // between two characters).
        let joined = squeeze(&run.stdout);
        for e in &expected {
            let e = squeeze(e);
            assert!(
                joined.contains(&e),
                "{lang:?}: {e:?} not in\n{}",
                run.stdout
            );
        }
        if lang != Lang::EN {
            for english in ["Your answer:", "Not node", "is too few", "Score:"] {
                assert!(!run.stdout.contains(english), "{lang:?}: {english:?}");
            }
        }
        insta::assert_snapshot!(
            format!("chrome_wrong_{}", lang.code()),
            run.transcript(&args.iter().map(String::as_str).collect::<Vec<_>>())
        );
        runs.push(run);
    }
    // The same lesson, the same answers, the same verdicts.
    assert_ne!(runs[0].stdout, runs[1].stdout);
}

#[test]
fn yes_no_even_odd_and_none_are_read_in_every_language() {
    // The right answers typed in Chinese words: `是` is yes, `偶` even.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("lesson-lang");
    std::fs::create_dir_all(&dir).unwrap();
    let answers = dir.join("right.txt");
    std::fs::write(&answers, "6 1 2 2 2 2 1 0\n16\nR\n4 5\n偶\n1\n3\nkhông\n").unwrap();
    let answers = answers.display().to_string();
    for &lang in Lang::all() {
        let (_, run) = scripted(lang, &answers);
        assert_eq!(
            run.code, 0,
            "{lang:?}: every answer is right\n{}",
            run.stdout
        );
    }
}

#[test]
fn the_stepper_speaks_the_language_and_fits_80_columns_in_colour() {
    // Every built-in lesson printed whole, in each language: no line
    // over 80 display columns (the CJK width test).
    let names = common::builtin_lessons();
    assert!(names.len() >= 8, "{names:?}");
    for lang in langs() {
        for name in &names {
            let args = ["--lang", lang.code(), "lesson", "run", name, "--no-pause"];
            let run = common::run(&args);
            assert_eq!(run.code, 0, "{name} {lang:?}: {}", run.stderr);
            fits_80(&format!("{name} --lang {}", lang.code()), &run.stdout);
        }
        let args = [
            "--lang",
            lang.code(),
            "lesson",
            "run",
            FIXTURE,
            "--no-pause",
        ];
        let run = common::run(&args);
        fits_80(FIXTURE, &run.stdout);
    }
}

/// A progress file with lesson 01 at step 4 (a hint and a wrong try on
/// question 1) and lesson 02 finished.
fn progress_state(name: &str) -> std::path::PathBuf {
    let state = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("lesson-lang")
        .join(name);
    let _ = std::fs::remove_dir_all(&state);
    std::fs::create_dir_all(state.join("npuzzle")).unwrap();
    std::fs::write(
        state.join("npuzzle/progress.json"),
        r#"{"version": 2, "lessons": {
  "01-counting-inversions": {"step": 4, "answers": {"3": {"attempts": 2, "hints": 1, "shown": false, "right": true, "given": "0"}}, "finished": false},
  "02-solvable-or-not": {"step": 25, "answers": {}, "finished": true,
    "completed": {"first_try": 5, "after_hints": 1, "shown": 2, "questions": 8}}
}}"#,
    )
    .unwrap();
    state
}

#[test]
fn lesson_list_in_each_language() {
    let state = progress_state("list");
    for lang in langs() {
        let args = ["--lang", lang.code(), "lesson", "list"];
        let run = common::run_bounded(
            &args,
            &[("XDG_STATE_HOME", &state)],
            None,
            std::time::Duration::from_secs(60),
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
        fits_80("lesson list", &run.stdout);
        let head = run.stdout.lines().next().unwrap();
        for id in [
            "lesson-list-name",
            "lesson-list-steps",
            "lesson-list-progress",
        ] {
            assert!(head.contains(&say(lang, id, &[])), "{lang:?}: {head}");
        }
        let at = say(lang, "lesson-list-at-step", &[("step", num(4))]);
        let done = say(lang, "lesson-list-done", &[]);
        let line01 = run.stdout.lines().find(|l| l.starts_with("01-")).unwrap();
        let line02 = run.stdout.lines().find(|l| l.starts_with("02-")).unwrap();
        assert!(line01.contains(&at), "{line01}");
        assert!(line02.contains(&done), "{line02}");
        // The columns line up by display width: the score column starts at
        // the same column on every row and under its heading.
        let score_at = |l: &str, what: &str| {
            let i = l.find(what).unwrap_or_else(|| panic!("{what:?} in {l:?}"));
            npuzzle::render::wrap::display_width(&l[..i])
        };
        let score_head = say(lang, "lesson-list-score-head", &[]);
        assert_eq!(score_at(head, &score_head), score_at(line01, "0/1/0"));
        assert_eq!(score_at(head, &score_head), score_at(line02, "5/1/2"));
        insta::assert_snapshot!(
            format!("lesson_list_{}", lang.code()),
            run.transcript(&args)
        );
        // --json is the same in every language but for the lessons' own
        // text (their translations' titles and summaries).
        let json = |l: &str| {
            let out = common::run_bounded(
                &["--lang", l, "lesson", "list", "--json"],
                &[("XDG_STATE_HOME", &state)],
                None,
                std::time::Duration::from_secs(60),
            )
            .stdout;
            let mut v: serde_json::Value = serde_json::from_str(&out).unwrap();
            for l in v["lessons"].as_array_mut().unwrap() {
                let l = l.as_object_mut().unwrap();
                l.remove("title");
                l.remove("summary");
            }
            v
        };
        assert_eq!(json(lang.code()), json("en"));
    }
}

/// `npuzzle ARGS` as a shell command line that prints its exit code, with
/// colour on or off, its own progress, 80 columns.
fn student(state: &std::path::Path, args: &str, colour: bool) -> String {
    let colour = if colour {
        "TERM=xterm-256color"
    } else {
        "NO_COLOR=1"
    };
    format!(
        "COLUMNS=80 {colour} XDG_STATE_HOME='{}' '{}' {args}; echo EXIT=$?",
        state.display(),
        common::bin()
    )
}

#[test]
fn a_student_in_chinese_and_vietnamese_answers_wrong_asks_for_a_hint_quits_and_resumes() {
    if !available("lesson_lang") {
        return;
    }
    for lang in langs() {
        for colour in [true, false] {
            stepped(lang, colour);
        }
    }
}

/// Lesson 01 at 80x24 in `lang`: a wrong answer, a hint, the right answer,
/// `q` with the score, then a second run that resumes.
fn stepped(lang: Lang, colour: bool) {
    let code = lang.code();
    let state = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "lesson-lang-student-{code}-{colour}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&state);
    let t = Tmux::start_sized(&format!("lang-{code}-{colour}"), 80, 24);
    let run = format!("--lang {code} lesson run 1");
    let page = |step: usize| {
        say(
            lang,
            "lesson-page-prompt",
            &[("step", num(step)), ("steps", num(23))],
        )
    };
    let cut = |s: String| s.split_whitespace().next().unwrap_or("").to_string();
    t.line(&student(&state, &run, colour));
    let s = t.wait_for(&page(1));
    assert!(
        s.contains(&say(lang, "lesson-progress-missing", &[])),
        "{s}"
    );
    t.line("");
    t.wait_for(&page(2));
    t.line("");
    let prompt = say(lang, "lesson-answer-prompt-hints", &[]);
    t.wait_for(&prompt);
    t.line("5");
    t.wait_for(&say(lang, "lesson-not-quite", &[]));
    t.line("h");
    t.wait_for(&say(lang, "lesson-hint", &[]));
    t.line("x");
    // Not a number: said, nothing counted, the keys shown.
    t.wait_for(&cut(say(lang, "lesson-answer-keys-hints", &[])));
    // A Chinese input method in full-width mode types `０`: read as 0.
    t.line(if lang == Lang::from_code("zh").unwrap() {
        "０"
    } else {
        "0"
    });
    let s = t.wait_for(&say(lang, "lesson-correct", &[]));
    // `答案：0` (no space after a full-width colon), `Đáp án: 0`.
    let label = say(lang, "lesson-answer-label", &[]);
    let gap = if label.ends_with('：') { "" } else { " " };
    assert!(s.contains(&format!("{label}{gap}0")), "{s}");
    t.wait_for(&page(3));
    t.line("");
    t.wait_for(&page(4));
    t.line("q");
    let s = t.wait_until("the exit code", |s| exit_code(s).is_some());
    assert_eq!(exit_code(&s), Some(0), "{s}");
    let tally = say(
        lang,
        "lesson-tally",
        &[
            ("first", text("0")),
            ("questions", num(7)),
            ("after", text("1")),
            ("shown", text("0")),
        ],
    );
    let score = say(lang, "lesson-score-so-far", &[("tally", text(&tally))]);
    // The score may be wrapped at 80 columns: compared without white space.
    assert!(squeeze(&s).contains(&squeeze(&score)), "{score}\n{s}");
    // No line was folded by the terminal (the screen's lines joined where
    // the terminal wrapped them), but the typed command line and the
    // progress file's path (a path is never cut; this test's is long).
    let state_dir = state.display().to_string();
    for line in s
        .lines()
        .filter(|l| !l.contains(common::bin()) && !l.contains(&state_dir))
    {
        let w = npuzzle::render::wrap::display_width(line);
        assert!(w <= 80, "{code}: a line of {w} columns: {line}");
    }

    // Second run: it resumes at step 4, in the same language.
    t.clear();
    t.line(&student(&state, &run, colour));
    let s = t.wait_for(&page(4));
    let resuming = say(
        lang,
        "lesson-resuming",
        &[("step", num(4)), ("steps", num(23))],
    );
    assert!(s.contains(&resuming), "{resuming}\n{s}");
    t.line("q");
    t.wait_until("the exit code", |s| exit_code(s).is_some());
    let _ = std::fs::remove_dir_all(&state);
}

/// `lesson grade`'s text report in the instructor's language: headings,
/// columns, counts, warnings and the legend, with no English sentence
/// left, every line within 80 display columns.
#[test]
fn lesson_grade_speaks_the_instructors_language() {
    let dir = common::scratch("grade-lang");
    std::fs::write(
        dir.join("a.txt"),
        "# name: An\n# id: s001\n5\n12452\nRUULDRDR\n",
    )
    .unwrap();
    // No id on a varying lesson, an answer too many, a question twice.
    std::fs::write(dir.join("b.txt"), "# name: 王小明\n4\n\n2. 7\n2. 8\n9. 1\n").unwrap();
    let english = [
        "STUDENT",
        "SCORE",
        "Warnings:",
        "Questions, hardest first",
        " right (",
        "ok: right",
        "the lesson's boards vary",
        "answered again",
        "but the lesson has",
        "warning",
    ];
    // Warnings are filled to 80 columns after the file's path, so where a
    // line breaks depends on how long the checkout's path is: the words are
    // looked for with the lines joined.
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let en = common::run(&["lesson", "grade", "07", dir.to_str().unwrap()]);
    for w in english {
        assert!(
            flat(&en.stdout).contains(w),
            "English lacks {w}:\n{}",
            en.stdout
        );
    }
    for lang in ["vi", "zh", "my"] {
        let run = common::run(&[
            "--lang",
            lang,
            "lesson",
            "grade",
            "07",
            dir.to_str().unwrap(),
        ]);
        assert_eq!(run.code, en.code, "{lang}");
        for w in english {
            assert!(
                !flat(&run.stdout).contains(w),
                "{lang}: English `{w}` in:\n{}",
                run.stdout
            );
        }
        // The table's rows carry the files' full paths: as wide as they are.
        for line in run.stdout.lines().filter(|l| !l.contains(".txt  ")) {
            assert!(
                npuzzle::render::wrap::display_width(line) <= 80,
                "{lang}: over 80 columns: {line}"
            );
        }
    }
}

/// A trace's invariant is named in the student's language wherever a
/// lesson shows it: the trace step's view, a predict exercise's question
/// and explanation (the English name is the JSON's only), and the
/// panel of the interactive page's boards to play with (lesson 02 has a
/// 4x4 one: the even width's invariant).
#[test]
fn the_invariant_is_named_in_the_students_language() {
    let english = say(Lang::EN, "board-invariant-name-even", &[]);
    for lang in langs() {
        let words = say(lang, "board-invariant-name-even", &[]);
        assert_ne!(words, english, "{lang:?} has its own words");
        for format in ["text", "html", "markdown"] {
            let args = [
                "--lang",
                lang.code(),
                "lesson",
                "run",
                "03",
                "--no-pause",
                "--format",
                format,
            ];
            let run = common::run(&args);
            assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
            assert!(
                !run.stdout.contains(&english),
                "{args:?} names the invariant in English"
            );
            assert!(
                squeeze(&run.stdout).contains(&squeeze(&words)),
                "{args:?} names the invariant"
            );
        }
        let args = [
            "--lang",
            lang.code(),
            "lesson",
            "run",
            "02",
            "--format",
            "html",
            "--interactive",
        ];
        let run = common::run(&args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(!run.stdout.contains(&english), "{args:?}");
        assert!(run.stdout.contains(&words), "{args:?}");
    }
}
