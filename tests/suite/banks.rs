//! Question banks read by real readers: every built-in lesson's GIFT parsed
//! by the npm package `gift-pegjs` (installed under `target/npm` on first
//! use; under CI a missing node or npm fails), its Moodle XML by `roxmltree`,
//! in English, Vietnamese and Chinese: the question count, the types and
//! the right answers against the answer key, the questions left out named.
//! Lesson text with every special character of GIFT, HTML and XML comes
//! back as the lesson wrote it.

use crate::common;
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The answer key: question number -> answer as typed.
fn key(lang: &str, lesson: &str) -> BTreeMap<usize, String> {
    common::answer_key(lang, lesson)
}

/// `Q07 ...` -> 7.
fn number(title: &str) -> usize {
    title[1..3].parse().unwrap()
}

/// `node_modules` with gift-pegjs, installed once into `target/npm`; `None`
/// (the test skipped) without node or npm outside CI.
fn gift_pegjs(test: &str) -> Option<PathBuf> {
    common::npm_package(test, "npm", "gift-pegjs@1", "gift-pegjs/package.json")
}

/// What gift-pegjs read from `gift`.
fn parse_gift(modules: &PathBuf, gift: &str) -> Vec<serde_json::Value> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/gift-parse.js");
    let mut child = Command::new("node")
        .arg(script)
        .arg(modules)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node runs");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(gift.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "gift-pegjs refused the GIFT: {}\n{gift}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice::<serde_json::Value>(&out.stdout)
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

/// The right answer of a bank question as the key writes it: a number as
/// typed (`+2` is 2), a node as its number (`[3] board...`).
fn same_as_key(kind: &str, right: &str, key: &str) -> bool {
    match kind {
        "numerical" => key.trim_start_matches('+').parse::<i64>().ok() == right.parse().ok(),
        "multichoice" => right.starts_with(&format!("[{key}]")) || right == key,
        _ => right == key,
    }
}

/// The numbers of the questions a bank says it left out, from its stderr.
fn left_out(stderr: &str) -> HashSet<usize> {
    stderr
        .lines()
        .map(|l| {
            l.split(|c: char| !c.is_ascii_digit())
                .filter(|w| !w.is_empty())
                .nth(1)
                .and_then(|w| w.parse().ok())
                .unwrap_or_else(|| panic!("a left-out line without its number: {l}"))
        })
        .collect()
}

#[test]
fn every_builtin_lesson_as_gift_is_read_by_gift_pegjs_with_the_keys_answers() {
    let Some(modules) = gift_pegjs("banks::gift") else {
        return;
    };
    for lang in common::LANGUAGES {
        for lesson in common::builtin_lessons() {
            let key = key(lang, &lesson);
            let run = common::run(&["--lang", lang, "lesson", "run", &lesson, "--format", "gift"]);
            assert_eq!(run.code, 0, "{lesson} {lang}: {}", run.stderr);
            let parsed = parse_gift(&modules, &run.stdout);
            assert_eq!(parsed[0]["type"], "Category");
            assert_eq!(parsed[0]["title"], format!("npuzzle/{lesson}"));
            let questions = &parsed[1..];
            let left = left_out(&run.stderr);
            assert_eq!(
                questions.len() + left.len(),
                key.len(),
                "{lesson} {lang}: every question in the bank or left out"
            );
            for q in questions {
                let n = number(q["title"].as_str().unwrap());
                assert!(!left.contains(&n));
                let kind = match q["type"].as_str().unwrap() {
                    "Numerical" => "numerical",
                    "TF" => "truefalse",
                    "Short" => "shortanswer",
                    "MC" => "multichoice",
                    other => panic!("{lesson} {lang} Q{n}: a {other} question"),
                };
                assert_eq!(q["format"], "html");
                let right: Vec<&str> = q["right"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|r| r.as_str().unwrap())
                    .collect();
                assert!(
                    same_as_key(kind, right[0], &key[&n]),
                    "{lesson} {lang} Q{n}: {right:?} is not the key's {}",
                    key[&n]
                );
                if kind == "multichoice" {
                    assert_eq!(right.len(), 1);
                    assert!(!q["wrong"].as_array().unwrap().is_empty());
                }
            }
            // Only the moves exercises are left out: their key is moves.
            for n in &left {
                assert!(
                    key[n].chars().all(|c| "UDLR".contains(c)),
                    "{lesson} {lang}: question {n} ({}) left out",
                    key[n]
                );
            }
        }
    }
}

/// The text of `node`'s `<text>` child.
fn text<'a>(node: roxmltree::Node<'a, 'a>) -> Option<&'a str> {
    node.children()
        .find(|c| c.has_tag_name("text"))
        .map(|t| t.text().unwrap_or(""))
}

/// The text of `node`'s `<tag><text>`.
fn text_of<'a>(node: roxmltree::Node<'a, 'a>, tag: &str) -> Option<&'a str> {
    text(node.children().find(|c| c.has_tag_name(tag))?)
}

#[test]
fn every_builtin_lesson_as_moodle_xml_has_the_keys_answers_at_fraction_100() {
    for lang in common::LANGUAGES {
        for lesson in common::builtin_lessons() {
            let key = key(lang, &lesson);
            let run = common::run(&[
                "--lang",
                lang,
                "lesson",
                "run",
                &lesson,
                "--format",
                "moodle-xml",
            ]);
            assert_eq!(run.code, 0, "{lesson} {lang}: {}", run.stderr);
            let doc = roxmltree::Document::parse(&run.stdout)
                .unwrap_or_else(|e| panic!("{lesson} {lang}: not well-formed: {e}"));
            let quiz = doc.root_element();
            assert_eq!(quiz.tag_name().name(), "quiz");
            let questions: Vec<_> = quiz.children().filter(|c| c.is_element()).collect();
            assert!(questions.iter().all(|q| q.has_tag_name("question")));
            assert_eq!(questions[0].attribute("type"), Some("category"));
            assert_eq!(
                text_of(questions[0], "category"),
                Some(format!("$course$/top/npuzzle/{lesson}").as_str())
            );
            let left = left_out(&run.stderr);
            assert_eq!(
                questions.len() - 1 + left.len(),
                key.len(),
                "{lesson} {lang}"
            );
            let mut names = HashSet::new();
            for q in &questions[1..] {
                let kind = q.attribute("type").unwrap();
                assert!(
                    ["numerical", "truefalse", "shortanswer", "multichoice"].contains(&kind),
                    "{lesson}: {kind}"
                );
                let name = text_of(*q, "name").unwrap();
                assert!(names.insert(name.to_string()), "{lesson}: {name} twice");
                let n = number(name);
                assert!(!left.contains(&n));
                let stem = text_of(*q, "questiontext").unwrap();
                assert!(stem.starts_with("<p>") && !stem.trim().is_empty());
                let answers: Vec<_> = q.children().filter(|c| c.has_tag_name("answer")).collect();
                let right: Vec<&str> = answers
                    .iter()
                    .filter(|a| a.attribute("fraction") == Some("100"))
                    .map(|a| text(*a).unwrap_or(""))
                    .collect();
                assert!(!right.is_empty(), "{lesson} {lang} Q{n}: no right answer");
                let first = match kind {
                    "truefalse" => {
                        if right[0] == "true" {
                            "yes"
                        } else {
                            "no"
                        }
                    }
                    _ => right[0],
                };
                assert!(
                    same_as_key(kind, first, &key[&n]),
                    "{lesson} {lang} Q{n}: {right:?} is not the key's {}",
                    key[&n]
                );
                match kind {
                    "truefalse" | "multichoice" => {
                        assert_eq!(right.len(), 1, "{lesson} Q{n}");
                        assert!(answers.len() >= 2);
                    }
                    "numerical" => {
                        assert_eq!(answers.len(), 1);
                        let tolerance = answers[0]
                            .children()
                            .find(|c| c.has_tag_name("tolerance"))
                            .and_then(|t| t.text());
                        assert_eq!(tolerance, Some("0"));
                    }
                    _ => assert_eq!(answers.len(), right.len()),
                }
            }
        }
    }
}

/// A lesson whose text holds every special character of GIFT, HTML and XML.
pub(crate) const HOSTILE: &str = r#"format_version: 1
title: 'Bank -- <test> ]]> ~={}#:\'
summary: Escaping.
level: beginner
steps:
  - solvable:
      id: verdict
      board: "7 2 4/5 0 6/8 3 1"
  - quiz:
      question: 'Tile ~1 = #2 {x} a:b \ <b>&amp;</b> ]]> -- end'
      type: yes-no
      answer: yes
      truth: {step: verdict, field: solvable}
      hint: 'Hint <i>~#</i> --'
      explanation: 'Because {16} & ]]>'
"#;

/// The question text as the bank's HTML carries it: escaped once.
pub(crate) const HOSTILE_HTML: &str =
    "<p>Tile ~1 = #2 {x} a:b \\ &lt;b&gt;&amp;amp;&lt;/b&gt; ]]&gt; -- end</p>";

#[test]
fn lesson_text_comes_back_as_written_from_both_banks() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("banks-hostile");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("hostile.yaml");
    std::fs::write(&file, HOSTILE).unwrap();
    let file = file.to_str().unwrap();

    let run = common::run(&["lesson", "run", file, "--format", "moodle-xml"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc = roxmltree::Document::parse(&run.stdout).expect("well-formed XML");
    let q = doc
        .root_element()
        .children()
        .filter(|c| c.has_tag_name("question"))
        .nth(1)
        .unwrap();
    assert_eq!(q.attribute("type"), Some("truefalse"));
    assert_eq!(
        text_of(q, "name"),
        Some("Q01 Tile ~1 = #2 {x} a:b \\ <b>&amp;</b> ]]> -- end")
    );
    assert!(
        text_of(q, "questiontext")
            .unwrap()
            .starts_with(HOSTILE_HTML)
    );
    assert_eq!(text_of(q, "hint"), Some("Hint &lt;i&gt;~#&lt;/i&gt; --"));
    assert_eq!(
        text_of(q, "generalfeedback"),
        Some("Because {16} &amp; ]]&gt;")
    );
    // The title in the comment at the top, without `--`.
    let comments: Vec<_> = doc.descendants().filter(|n| n.is_comment()).collect();
    assert!(
        comments[0]
            .text()
            .unwrap()
            .contains("Bank - - <test> ]]> ~={}#:\\")
    );

    let Some(modules) = gift_pegjs("banks::hostile") else {
        return;
    };
    let run = common::run(&["lesson", "run", file, "--format", "gift"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let parsed = parse_gift(&modules, &run.stdout);
    assert_eq!(parsed.len(), 2, "{parsed:?}");
    let q = &parsed[1];
    assert_eq!(q["type"], "TF");
    assert_eq!(q["right"][0], "yes");
    assert_eq!(
        q["title"],
        "Q01 Tile ~1 = #2 {x} a:b \\ <b>&amp;</b> ]]> -- end"
    );
    assert!(q["stem"].as_str().unwrap().starts_with(HOSTILE_HTML), "{q}");
    assert_eq!(q["feedback"], "Because {16} &amp; ]]&gt;");
}

#[test]
fn a_bank_is_not_scored_nor_a_sheet() {
    for args in [
        [
            "lesson",
            "run",
            "01",
            "--format",
            "gift",
            "--answers",
            "x.txt",
        ],
        [
            "lesson",
            "run",
            "01",
            "--format",
            "moodle-xml",
            "--handout",
            "",
        ],
    ] {
        let args: Vec<&str> = args.into_iter().filter(|a| !a.is_empty()).collect();
        let run = common::run(&args);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn lesson_02_as_gift_and_moodle_xml() {
    for format in ["gift", "moodle-xml"] {
        let args = ["lesson", "run", "02", "--format", format];
        insta::assert_snapshot!(format!("lesson_02_{format}"), common::transcript(&args));
    }
}

/// The answer key of student `id`'s variant of `lesson`.
fn student_key(lesson: &std::path::Path, id: &str) -> BTreeMap<usize, String> {
    let lesson = lesson.to_str().unwrap();
    common::answer_key_of(&["lesson", "run", lesson, "--student", id, "--answer-key"])
}

#[test]
fn export_writes_each_students_banks_with_their_own_answers() {
    let Some(modules) = gift_pegjs("banks::export") else {
        return;
    };
    // A lesson whose banked questions are about the student's own boards
    // (lesson 07's own board is a moves question, left out of banks).
    const LESSON: &str = "own";
    let dir = common::scratch("banks-export");
    let course = dir.join("course");
    std::fs::create_dir_all(&course).unwrap();
    std::fs::write(
        course.join("own.yaml"),
        "format_version: 1\ntitle: Own boards\nsummary: S\nlevel: beginner\nsteps:\n  - count:\n      board: {random: {size: 3x3, seed: 7, vary: true}}\n      by: total\n  - count:\n      board: {random: {size: 4x4, seed: 9, vary: true}}\n",
    )
    .unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/lessons/01-counting-inversions.yaml"
        ),
        course.join("01-counting-inversions.yaml"),
    )
    .unwrap();
    let roster = dir.join("roster.csv");
    std::fs::write(&roster, "id,name\ns001,An\ns002,Bình\n").unwrap();
    let out = dir.join("site");
    let export = |extra: &[&str]| {
        let mut args = vec![
            "lesson",
            "export",
            "--out",
            out.to_str().unwrap(),
            "--dir",
            course.to_str().unwrap(),
            "--gift",
            "--moodle-xml",
        ];
        args.extend(extra);
        common::run(&args)
    };
    let r = export(&["--students", roster.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("GIFT question banks (NAME.gift.txt)"));
    assert!(
        r.stdout
            .contains("Moodle XML question banks (NAME.moodle.xml)")
    );
    let mut rights = Vec::new();
    for id in ["s001", "s002"] {
        let key = student_key(&course.join("own.yaml"), id);
        let gift = std::fs::read_to_string(out.join(format!("{LESSON}.{id}.gift.txt"))).unwrap();
        let parsed = parse_gift(&modules, &gift);
        // Each student's questions in a category of their own.
        assert_eq!(parsed[0]["title"], format!("npuzzle/{LESSON}/{id}"));
        let mut right = Vec::new();
        for q in &parsed[1..] {
            let n = number(q["title"].as_str().unwrap());
            let kind = match q["type"].as_str().unwrap() {
                "Numerical" => "numerical",
                "MC" => "multichoice",
                "TF" => "truefalse",
                _ => "shortanswer",
            };
            let r = q["right"][0].as_str().unwrap().to_string();
            assert!(
                same_as_key(kind, &r, &key[&n]),
                "{id} Q{n}: {r} is not the key's {}",
                key[&n]
            );
            right.push(r);
        }
        let xml = std::fs::read_to_string(out.join(format!("{LESSON}.{id}.moodle.xml"))).unwrap();
        let doc = roxmltree::Document::parse(&xml).unwrap();
        let questions: Vec<_> = doc
            .root_element()
            .children()
            .filter(|c| c.is_element())
            .collect();
        assert_eq!(
            text_of(questions[0], "category"),
            Some(format!("$course$/top/npuzzle/{LESSON}/{id}").as_str())
        );
        assert_eq!(questions.len(), parsed.len(), "the same questions in both");
        for q in &questions[1..] {
            let n = number(text_of(*q, "name").unwrap());
            let right: Vec<&str> = q
                .children()
                .filter(|a| a.has_tag_name("answer") && a.attribute("fraction") == Some("100"))
                .map(|a| text(a).unwrap_or(""))
                .collect();
            let kind = q.attribute("type").unwrap();
            if kind != "truefalse" {
                assert!(same_as_key(kind, right[0], &key[&n]), "{id} Q{n}");
            }
        }
        rights.push(right);
    }
    // The two students' banks ask about different boards.
    assert_ne!(rights[0], rights[1]);
    // A lesson that does not vary has one bank; the next export replaces
    // what this one wrote, and a file it did not write stays refused.
    assert!(out.join("01-counting-inversions.gift.txt").is_file());
    assert!(!out.join("01-counting-inversions.s001.gift.txt").exists());
    let again = export(&[]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    std::fs::write(out.join("01-counting-inversions.moodle.xml"), "mine").unwrap();
    let refused = export(&[]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(refused.stderr.contains("01-counting-inversions.moodle.xml"));
}
