//! The interactive lesson page (`lesson run NAME --format html
//! --interactive`) opened from file:// in headless Chromium through
//! WebDriver, for every built-in lesson: every right answer is `right`; a
//! wrong one is `wrong` with the feedback the stepper gives for it (read
//! from a scripted run of the real binary); a malformed one is
//! `malformed` with the checker's reason; the step a question reveals
//! stays hidden until it is answered; the score panel counts as the
//! stepper does; a reload keeps everything; the downloaded answers file
//! gets full marks from `lesson grade` (and one wrong answer costs one
//! mark); a board widget plays and its panel agrees with `trace`; no
//! console error and no network request. Screenshots at 1000 and 360 px
//! wide are written to look at.

use crate::common;

use common::webdriver::{self, Browser, answer, download, q};
use serde_json::{Value, json};
use std::path::PathBuf;

fn dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lesson-pages");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `lesson run LESSON --format html --interactive`.
fn interactive(lesson: &str) -> String {
    let r = common::run(&["lesson", "run", lesson, "--format", "html", "--interactive"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
}

fn page(name: &str) -> PathBuf {
    let html = interactive(name);
    webdriver::assert_self_contained(&html, name);
    let path = dir().join(format!("{name}.html"));
    std::fs::write(&path, html).unwrap();
    path
}

fn words(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn tiles(v: &Value) -> Vec<i64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_i64().unwrap())
        .collect()
}

fn joined(v: &[i64]) -> String {
    v.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A wrong answer of the right form for a question of the page's data.
fn wrong_answer(question: &Value) -> Option<String> {
    let c = &question["check"];
    let answer = question["answer"].as_str().unwrap();
    Some(match c["kind"].as_str().unwrap() {
        "quiz" => match c["read"].as_str().unwrap() {
            "number" => (answer.parse::<i64>().unwrap() + 1).to_string(),
            "yes-no" => if answer == "yes" { "no" } else { "yes" }.to_string(),
            "board" => {
                let key: Vec<i64> = c["truth"]
                    .as_str()
                    .unwrap()
                    .split(' ')
                    .map(|t| t.parse().unwrap())
                    .collect();
                let w = key[0] as usize;
                let mut t = key[1..].to_vec();
                t.swap(0, 1);
                t.chunks(w).map(joined).collect::<Vec<_>>().join("/")
            }
            _ => return None,
        },
        "count" => {
            if c["by_tile"] == true {
                let mut counts = tiles(&c["counts"]);
                let last = counts.len() - 1;
                counts[last] += 1;
                joined(&counts)
            } else {
                let t = c["total"].as_i64().unwrap();
                (if t > 0 { t - 1 } else { t + 1 }).to_string()
            }
        }
        "moves" => {
            let letters: Vec<char> = answer.chars().filter(|c| c.is_alphanumeric()).collect();
            if letters.len() > 1 {
                letters[..letters.len() - 1].iter().collect()
            } else {
                match letters[0] {
                    'U' => "D",
                    'D' => "U",
                    'L' => "R",
                    _ => "L",
                }
                .to_string()
            }
        }
        "predict" => match c["ask"].as_str().unwrap() {
            "delta" | "invariant" => {
                (c["truth"].as_str().unwrap().parse::<i64>().unwrap() + 1).to_string()
            }
            "parity" => if answer == "even" { "odd" } else { "even" }.to_string(),
            _ => {
                if tiles(&c["jumped"]).is_empty() {
                    "1".to_string()
                } else {
                    "none".to_string()
                }
            }
        },
        _ => {
            let nodes = c["nodes"].as_u64().unwrap();
            if nodes < 2 {
                return None;
            }
            (c["next"].as_u64().unwrap() % nodes + 1).to_string()
        }
    })
}

/// An illegal move for a moves question: a blank move off the edge, or a
/// tile that is not next to the blank.
fn illegal_move(c: &Value) -> String {
    let w = c["width"].as_i64().unwrap();
    let h = c["height"].as_i64().unwrap();
    let board = tiles(&c["board"]);
    let blank = board.iter().position(|&t| t == 0).unwrap() as i64;
    let (row, col) = (blank / w, blank % w);
    if row == 0 {
        return "U".into();
    }
    if row == h - 1 {
        return "D".into();
    }
    if col == 0 {
        return "L".into();
    }
    if col == w - 1 {
        return "R".into();
    }
    let far = (0..board.len() as i64)
        .find(|&i| (i / w - row).abs() + (i % w - col).abs() > 1)
        .unwrap();
    board[far as usize].to_string()
}

/// What the stepper's checker says about each answer of `answers` (one per
/// question; `None`: right, so not asked): the feedback after `wrong. `
/// in a scripted run's text, and the reasons of `lesson grade --json`.
fn rust_feedback(name: &str, answers: &[String]) -> (Vec<Option<String>>, Vec<Value>) {
    let file = dir().join(format!("{name}-probe.txt"));
    std::fs::write(&file, answers.join("\n") + "\n").unwrap();
    let file = file.to_str().unwrap();
    let r = common::run(&["lesson", "run", name, "--answers", file, "--color", "never"]);
    assert!(r.code == 0 || r.code == 1, "{}", r.stderr);
    let mut out = Vec::new();
    let lines: Vec<&str> = r.stdout.lines().collect();
    let mut k = 0;
    while k < lines.len() {
        if let Some(rest) = lines[k].strip_prefix("Your answer: ") {
            let mut text = rest.to_string();
            k += 1;
            while k < lines.len()
                && lines[k].chars().next().is_some_and(|c| c.is_alphanumeric())
                && !lines[k].starts_with("Hint:")
                && !lines[k].starts_with("Answer:")
                && !lines[k].starts_with("Your answer:")
            {
                text.push(' ');
                text.push_str(lines[k]);
                k += 1;
            }
            out.push(
                text.split_once(": wrong. ")
                    .map(|(_, f)| words(f))
                    .or_else(|| text.contains(": wrong").then(String::new)),
            );
        } else {
            k += 1;
        }
    }
    let g = common::run(&["lesson", "grade", name, file, "--json"]);
    let v: Value = serde_json::from_str(&g.stdout).unwrap_or_else(|e| panic!("{e}: {}", g.stderr));
    let marks = v["students"][0]["answers"].as_array().unwrap().clone();
    (out, marks)
}

fn grade(name: &str, text: &str, file: &str) -> Value {
    let path = dir().join(file);
    std::fs::write(&path, text).unwrap();
    let g = common::run(&["lesson", "grade", name, path.to_str().unwrap(), "--json"]);
    assert!(g.code == 0 || g.code == 1, "{}", g.stderr);
    serde_json::from_str(&g.stdout).unwrap()
}

fn screenshot(b: &Browser, name: &str) {
    let png = b.screenshot();
    assert!(png.starts_with(b"\x89PNG"));
    std::fs::write(dir().join(format!("{name}.png")), png).unwrap();
}

fn hidden_revealed(b: &Browser) -> (u64, u64) {
    let v = b.execute(
        "var s = document.querySelectorAll('section[data-revealed]'); var h = 0; s.forEach(function (x) { if (x.hidden) h++; }); return [s.length, h];",
    );
    (v[0].as_u64().unwrap(), v[1].as_u64().unwrap())
}

/// The right answer as the test types it, for every second question
/// after the first: a word as a Vietnamese student types it without an
/// input method (`Co` for yes, `khong` for no, `chan`, `le`, `khong co`
/// for none), anything else in full-width forms (U+FF01 to U+FF5E, the
/// ideographic space) as a Chinese input method does. As it is for the
/// others.
fn typed_as(k: usize, right: &str) -> String {
    if k.is_multiple_of(2) {
        return right.to_string();
    }
    let word = match right {
        "yes" => Some("Co"),
        "no" => Some("khong"),
        "even" => Some("chan"),
        "odd" => Some("le"),
        "none" => Some("khong co"),
        _ => None,
    };
    if let Some(w) = word {
        return w.to_string();
    }
    right
        .chars()
        .map(|c| match c {
            ' ' => '\u{3000}',
            '!'..='~' => char::from_u32(c as u32 + 0xFEE0).unwrap(),
            _ => c,
        })
        .collect()
}

fn one_lesson(b: &Browser, name: &str) {
    let path = page(name);
    b.open_file(&path, None);
    let url = b.execute("return window.location.href;");
    let data = b.execute("return JSON.parse(document.getElementById('lesson-data').textContent);");
    let questions = data["questions"].as_array().unwrap().clone();
    assert!(!questions.is_empty(), "{name}: no questions");
    assert_eq!(
        b.find_all("[data-question]").len(),
        questions.len(),
        "{name}: one element per question"
    );
    // Ask first: every revealed step is hidden until its question is done.
    let (held, hidden) = hidden_revealed(b);
    assert_eq!(
        held, hidden,
        "{name}: a revealed step shows before its question"
    );

    // What the stepper says about a wrong and a malformed answer of each.
    let wrong: Vec<Option<String>> = questions.iter().map(wrong_answer).collect();
    let probe: Vec<String> = wrong
        .iter()
        .zip(&questions)
        .map(|(w, q)| {
            w.clone()
                .unwrap_or_else(|| q["answer"].as_str().unwrap().into())
        })
        .collect();
    let (said, marks) = rust_feedback(name, &probe);
    assert_eq!(said.len(), questions.len(), "{name}: {said:?}");
    let malformed: Vec<String> = vec!["zz?".to_string(); questions.len()];
    let (_, malformed_marks) = rust_feedback(name, &malformed);

    let with_hints = questions
        .iter()
        .position(|q| !q["hints"].as_array().unwrap().is_empty());
    let mut first_try = 0;
    for (k, question) in questions.iter().enumerate() {
        let n = question["number"].as_u64().unwrap();
        assert_eq!(n, k as u64 + 1);
        let right = question["answer"].as_str().unwrap();
        let c = &question["check"];
        if Some(k) == with_hints {
            // One hint, then the stronger one, from the page's data.
            let hints = question["hints"].as_array().unwrap();
            let button = b.find(&format!("[data-question=\"{n}\"] [data-action=hint]"));
            b.click(&button);
            let shown = b.execute(&format!(
                "return {}.querySelector('[data-hints]').textContent;",
                q(n)
            ));
            assert!(shown.as_str().unwrap().contains(hints[0].as_str().unwrap()));
            if hints.len() > 1 {
                let label = b.execute(&format!(
                    "return {}.querySelector('[data-action=hint]').textContent;",
                    q(n)
                ));
                assert_eq!(label, "Stronger hint");
                b.click(&button);
                let shown = b.execute(&format!(
                    "return {}.querySelector('[data-hints]').textContent;",
                    q(n)
                ));
                assert!(shown.as_str().unwrap().contains(hints[1].as_str().unwrap()));
            }
        }
        if k == 0 {
            // The first question typed for real, Enter to check.
            let input = b.find(&format!("[data-question=\"{n}\"] [data-input]"));
            b.send_keys(&input, &format!("{right}\u{E007}"));
            let v = b.execute(&format!(
                "return {}.querySelector('[data-result]').getAttribute('data-result');",
                q(n)
            ));
            assert_eq!(v, "right", "{name} question {n}: {right}");
            if with_hints != Some(0) {
                first_try += 1;
            }
            continue;
        }
        // Malformed: nothing counted, the checker's reason.
        let (result, message, _) = answer(b, n, "zz?");
        assert_eq!(result, "malformed", "{name} question {n}: {message}");
        assert_eq!(
            malformed_marks[k]["mark"], "malformed",
            "{name} question {n}"
        );
        assert_eq!(
            message,
            format!("{}.", malformed_marks[k]["reason"].as_str().unwrap()),
            "{name} question {n}"
        );
        if let Some(w) = &wrong[k] {
            let (result, message, _) = answer(b, n, w);
            assert_eq!(result, "wrong", "{name} question {n}: {w}: {message}");
            assert_eq!(marks[k]["mark"], "wrong", "{name} question {n}: {w}");
            let feedback = said[k].clone().expect("the scripted run says wrong");
            let expected = if feedback.is_empty() {
                "Not quite.".to_string()
            } else {
                format!("Not quite. {feedback}")
            };
            assert_eq!(words(&message), expected, "{name} question {n}: {w}");
        }
        if c["kind"] == "moves" {
            let m = illegal_move(c);
            let (result, message, board) = answer(b, n, &m);
            assert_eq!(result, "wrong", "{name} question {n}: {m}");
            let (said, _) = rust_feedback(
                name,
                &questions
                    .iter()
                    .enumerate()
                    .map(|(j, x)| {
                        if j == k {
                            m.clone()
                        } else {
                            x["answer"].as_str().unwrap().to_string()
                        }
                    })
                    .collect::<Vec<_>>(),
            );
            let feedback = said[k].clone().unwrap();
            assert!(feedback.starts_with("Illegal move 1"), "{feedback}");
            assert_eq!(words(&message), format!("Not quite. {feedback}"));
            assert_eq!(
                board,
                Some(joined(&tiles(&c["board"]))),
                "the board before the move"
            );
        }
        // Every other right answer typed without accents or in full-width
        // forms (`khong`, `１６`, `ＤＲ`): the same answer.
        let typed = typed_as(k, right);
        let (result, message, board) = answer(b, n, &typed);
        assert_eq!(result, "right", "{name} question {n}: {typed}: {message}");
        assert_eq!(message, "Correct.");
        if c["kind"] == "moves" {
            // The script's replay ends where Rust's does.
            assert_eq!(
                board,
                Some(joined(&tiles(&c["reached"]))),
                "{name} question {n}"
            );
        }
        if wrong[k].is_none() && Some(k) != with_hints {
            first_try += 1;
        }
    }
    let (held, hidden) = hidden_revealed(b);
    assert_eq!(
        hidden, 0,
        "{name}: {held} revealed steps, {hidden} still hidden"
    );
    let total = questions.len();
    let score = format!(
        "{first_try} of {total} question{} right at the first try, {} right after a hint or a retry, 0 shown.",
        if total == 1 { "" } else { "s" },
        total - first_try
    );
    let read_score = || {
        b.execute("return document.querySelector('[data-score]').textContent;")
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(read_score(), score, "{name}");
    let who = b.find("[data-student-name]");
    b.execute("document.querySelector('[data-student-name]').value = '';");
    b.send_keys(&who, "Ada Lovelace");

    // A reload: answers, results, hints and the score are back.
    let before = b.execute(
        "return Array.prototype.map.call(document.querySelectorAll('[data-question]'), function (e) { return [e.querySelector('[data-input]').value, e.querySelector('[data-result]').getAttribute('data-result'), e.querySelector('[data-hints]').textContent]; });",
    );
    b.goto(url.as_str().unwrap());
    let after = b.execute(
        "return Array.prototype.map.call(document.querySelectorAll('[data-question]'), function (e) { return [e.querySelector('[data-input]').value, e.querySelector('[data-result]').getAttribute('data-result'), e.querySelector('[data-hints]').textContent]; });",
    );
    assert_eq!(before, after, "{name}: the reload lost something");
    assert_eq!(read_score(), score, "{name} after the reload");
    assert_eq!(
        b.execute("return document.querySelector('[data-student-name]').value;"),
        "Ada Lovelace"
    );
    assert_eq!(hidden_revealed(b).1, 0);

    // Download the answers and grade them: full marks.
    let text = download(b);
    assert!(text.starts_with("# name: Ada Lovelace\n"), "{text}");
    let v = grade(name, &text, &format!("{name}-ada.txt"));
    let s = &v["students"][0];
    assert_eq!(s["student"], "Ada Lovelace");
    assert_eq!(s["score"], json!(total), "{name}: {s}");
    // One wrong answer costs one mark.
    if let Some(k) = wrong.iter().position(Option::is_some) {
        let right = typed_as(k, questions[k]["answer"].as_str().unwrap());
        // `# Question N (attempts: A, hints: H)`, then the answer.
        let n = k + 1;
        let head = text
            .lines()
            .find(|l| {
                *l == format!("# Question {n}") || l.starts_with(&format!("# Question {n} ("))
            })
            .unwrap_or_else(|| panic!("no question {n} in {text}"));
        let marker = format!("{head}\n{right}\n");
        assert!(text.contains(&marker), "{text}");
        let partly = text.replacen(
            &marker,
            &format!("{head}\n{}\n", wrong[k].as_ref().unwrap()),
            1,
        );
        let v = grade(name, &partly, &format!("{name}-bob.txt"));
        let s = &v["students"][0];
        assert_eq!(s["score"], json!(total - 1), "{name}: {s}");
        assert_eq!(s["answers"][k]["mark"], "wrong");
    }

    // Board widgets: a click and an arrow key, and the panel.
    for w in 0..b.find_all("[data-widget]").len() {
        let board_of = |b: &Browser| {
            b.execute(&format!(
                "return document.querySelectorAll('[data-widget]')[{w}].querySelector('[data-board]').getAttribute('data-board');"
            ))
            .as_str()
            .unwrap()
            .to_string()
        };
        let start = board_of(b);
        let goal = b
            .execute(&format!(
                "return document.querySelectorAll('[data-widget]')[{w}].querySelector('[data-board]').getAttribute('data-goal');"
            ))
            .as_str()
            .unwrap()
            .to_string();
        let movable = b.execute(&format!(
            "var t = document.querySelectorAll('[data-widget]')[{w}].querySelector('.wtile.movable'); t.click(); return t.getAttribute('data-tile');"
        ));
        let after_click = board_of(b);
        assert_ne!(after_click, start, "{name}: tile {movable} did not move");
        let boxes = b.find_all("[data-widget] [data-board]");
        // → slides the tile left of the blank to the right (or nothing at
        // the edge); then ↓ likewise.
        b.send_keys(&boxes[w], "\u{E014}\u{E015}");
        let now = board_of(b);
        let panel = b.execute(&format!(
            "var x = document.querySelectorAll('[data-widget]')[{w}]; return [x.querySelector('[data-inversions]').textContent, x.querySelector('[data-invariant]').textContent, x.querySelector('[data-blank-row]').textContent];"
        ));
        // `npuzzle play`'s panel is `trace`'s snapshot of the board: the
        // start of a trace from it (any legal move).
        let width: usize = b
            .execute(&format!(
                "return document.querySelectorAll('[data-widget]')[{w}].getAttribute('data-width');"
            ))
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        let blank = now.split(' ').position(|t| t == "0").unwrap();
        let legal = if blank >= width { "U" } else { "D" };
        let r = common::run(&["trace", &now, legal, "--goal", &goal, "--json"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        assert_eq!(
            panel,
            json!([
                v["start"]["inversions"].to_string(),
                v["start"]["invariant"].to_string(),
                v["start"]["blank_row"].to_string()
            ]),
            "{name}: the panel of {now} (goal {goal})"
        );
    }

    let problems = b.console_problems();
    assert!(problems.is_empty(), "{name}: console: {problems:?}");
    assert_eq!(
        webdriver::requests(b),
        json!([]),
        "{name}: network requests"
    );
}

#[test]
fn every_built_in_lesson_is_answered_checked_kept_and_graded_in_the_browser() {
    if !webdriver::available("interactive lesson page") {
        return;
    }
    let b = Browser::start("lesson-page");
    for name in common::builtin_lessons() {
        one_lesson(&b, &name);
    }
    // Looked at: the first lesson on a desktop and on a phone.
    let first = dir().join(format!("{}.html", common::builtin_lessons()[0]));
    for (w, h) in [(1000, 1400), (360, 1400)] {
        b.set_window_size(w, h);
        b.open_file(&first, None);
        let wide = b.execute("return document.documentElement.scrollWidth;");
        assert!(
            wide.as_u64().unwrap() <= w as u64,
            "the page scrolls sideways at {w} px: {wide}"
        );
        screenshot(&b, &format!("lesson-page-{w}"));
    }
    // A moves question answered wrong, its board reached drawn, and a
    // board widget, on a phone.
    let path = dir().join("05-bfs-vs-ordered.html");
    b.open_file(&path, None);
    let data = b.execute("return JSON.parse(document.getElementById('lesson-data').textContent);");
    let moves = data["questions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["check"]["kind"] == "moves")
        .expect("lesson 05 has a moves question");
    let n = moves["number"].as_u64().unwrap();
    let (result, _, _) = answer(&b, n, "U");
    assert_eq!(result, "wrong");
    b.execute(&format!("{}.scrollIntoView();", q(n)));
    screenshot(&b, "lesson-page-moves-360");
}

#[test]
fn interactive_needs_the_html_format() {
    let r = common::run(&["lesson", "run", "01", "--interactive"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--format html"), "{}", r.stderr);
    // The static page stays the default: no script, answers in <details>.
    let r = common::run(&["lesson", "run", "01", "--format", "html"]);
    assert_eq!(r.code, 0);
    assert!(!r.stdout.contains("lesson-data") && !r.stdout.contains("data-question"));
}

#[test]
fn lesson_text_is_text_on_the_interactive_page() {
    if !webdriver::available("interactive lesson page, escaping") {
        return;
    }
    let lesson = dir().join("hostile.yaml");
    std::fs::write(
        &lesson,
        r#"format_version: 1
title: "Hostile <i>title</i>"
summary: "A summary with <img src=x onerror=alert(1)> in it."
level: beginner
steps:
  - quiz:
      question: "How many? <img src=x onerror=alert(2)>"
      board: "1 2 3/4 5 6/7 0 8"
      type: number
      answer: 0
      truth: {step: count, field: inversions}
      hint: "</script><script>document.title = 'owned'</script> <b>bold</b>"
      explanation: "An explanation with <u>markup</u> & an ampersand."
      reveals: count
  - inversions:
      id: count
      board: "1 2 3/4 5 6/7 0 8"
      goal: blank-last
"#,
    )
    .unwrap();
    let html = &interactive(lesson.to_str().unwrap());
    for raw in [
        "<img",
        "<b>bold",
        "<u>markup",
        "</script><script>document.title",
    ] {
        assert!(!html.contains(raw), "{raw} is in the page as markup");
    }
    let path = dir().join("hostile.html");
    std::fs::write(&path, html).unwrap();
    let b = Browser::start("lesson-page-hostile");
    b.open_file(&path, None);
    b.click(&b.find("[data-question=\"1\"] [data-action=hint]"));
    b.click(&b.find("[data-question=\"1\"] [data-action=show]"));
    let shown = b.execute(
        "var e = document.querySelector('[data-question=\"1\"]'); return [e.querySelector('[data-hints]').textContent, e.querySelector('[data-answer]').textContent, document.querySelectorAll('img, b, u').length, document.title];",
    );
    assert!(
        shown[0]
            .as_str()
            .unwrap()
            .contains("</script><script>document.title = 'owned'</script> <b>bold</b>"),
        "{shown}"
    );
    assert!(
        shown[1]
            .as_str()
            .unwrap()
            .contains("<u>markup</u> & an ampersand"),
        "{shown}"
    );
    assert_eq!(shown[2], 0, "markup from the lesson became elements");
    assert_eq!(shown[3], "Hostile <i>title</i>");
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
    // Kept for this version of the lesson; a new version starts afresh.
    let shown_state =
        "return document.querySelector('[data-question=\"1\"] [data-answer]').hidden;";
    b.open_file(&path, None);
    assert_eq!(
        b.execute(shown_state),
        false,
        "the shown answer was forgotten"
    );
    let changed = std::fs::read_to_string(&lesson)
        .unwrap()
        .replace("How many?", "How many now?");
    std::fs::write(&lesson, changed).unwrap();
    std::fs::write(&path, interactive(lesson.to_str().unwrap())).unwrap();
    b.open_file(&path, None);
    assert_eq!(
        b.execute(shown_state),
        true,
        "a new version kept the old progress"
    );
}
