//! The interactive lesson page tells the truth about what the student did
//! (headless Chromium through WebDriver, lesson 01):
//! - an answer typed after "Show the answer" counts as shown: on the page,
//!   in its score panel, in the downloaded file and in `lesson grade`;
//! - the downloaded file records attempts, hints and shown per question,
//!   and `lesson grade` shows them;
//! - reviewing the lesson (a reload) shows the student's own answers;
//! - "Start this lesson again" asks before erasing anything;
//! - a damaged entry in localStorage is reset and said, never fatal;
//! - the downloaded file's name keeps the student's name in any script and
//!   carries the time, so two downloads never share a name;
//! - the student number typed on the page is the file's `# id:` line, and
//!   the gradebook CSV's id.

use crate::common;

use common::webdriver::{self, Browser, answer, download, q};
use serde_json::Value;
use std::path::PathBuf;

fn dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("page-truth");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Lesson 01's interactive page, written to a file.
fn page() -> PathBuf {
    let r = common::run(&["lesson", "run", "01", "--format", "html", "--interactive"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let path = dir().join("01.html");
    std::fs::write(&path, r.stdout).unwrap();
    path
}

fn data(b: &Browser) -> Value {
    b.execute("return JSON.parse(document.getElementById('lesson-data').textContent);")
}

fn text_of(b: &Browser, css: &str) -> String {
    b.execute(&format!(
        "var e = document.querySelector({}); return e ? e.textContent : null;",
        serde_json::json!(css)
    ))
    .as_str()
    .unwrap_or("")
    .to_string()
}

fn click(b: &Browser, css: &str) {
    b.click(&b.find(css));
}

/// A wrong answer of the right form (lesson 01: numbers and counts).
fn wrong(question: &Value) -> String {
    let right = question["answer"].as_str().unwrap();
    let mut n: Vec<i64> = right
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let last = n.len() - 1;
    n[last] += 1;
    n.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn grade(text: &str, format: &[&str]) -> common::Run {
    let f = dir().join("downloaded.txt");
    std::fs::write(&f, text).unwrap();
    let mut args = vec!["lesson", "grade", "01", f.to_str().unwrap()];
    args.extend_from_slice(format);
    common::run(&args)
}

#[test]
fn shown_answers_attempts_and_hints_are_kept_and_graded_as_they_were() {
    if !webdriver::available("the page tells the truth") {
        return;
    }
    let path = page();
    let b = Browser::start("page-truth");
    b.open_file(&path, None);
    let url = b.execute("return window.location.href;");
    let d = data(&b);
    let qs = d["questions"].as_array().unwrap().clone();
    let right = |k: usize| qs[k]["answer"].as_str().unwrap().to_string();
    // A count asked tile by tile, answered with a total: one rule for a
    // total, as in Rust (a wrong one is wrong, not malformed), and nothing
    // is recorded for the question by this probe but an attempt: so probe
    // on a question answered later anyway (question 2 is lesson 01's first
    // count).
    let c = &qs[1]["check"];
    assert!(c["kind"] == "count" && c["by_tile"] == true, "{c}");
    let total = c["total"].as_i64().unwrap();
    let (result, message, _) = answer(&b, 2, &(total + 1).to_string());
    assert_eq!(result, "wrong", "{message}");
    assert!(message.contains("too many"), "{message}");
    b.execute("window.localStorage.clear();");
    b.goto(url.as_str().unwrap());
    // Question 1: shown first, then typed right: it counts as shown.
    click(&b, "[data-question=\"1\"] [data-action=show]");
    let (result, message, _) = answer(&b, 1, &right(0));
    assert_eq!(result, "right");
    assert_eq!(
        message,
        "Correct, but the answer was shown first: this question counts as shown."
    );
    // Question 2: right at the first try, then shown: still the first try.
    assert_eq!(answer(&b, 2, &right(1)).0, "right");
    click(&b, "[data-question=\"2\"] [data-action=show]");
    // Question 3: wrong, then right.
    let w3 = wrong(&qs[2]);
    assert_eq!(answer(&b, 3, &w3).0, "wrong");
    assert_eq!(answer(&b, 3, &right(2)).0, "right");
    assert_eq!(
        text_of(&b, "[data-question=\"3\"] [data-history]"),
        format!("Your answer: {w3}, then {}.", right(2))
    );
    // A question with a hint: the hint, then right.
    let k = (3..qs.len())
        .find(|&k| !qs[k]["hints"].as_array().unwrap().is_empty())
        .expect("a question with a hint");
    let n = k + 1;
    click(&b, &format!("[data-question=\"{n}\"] [data-action=hint]"));
    assert_eq!(answer(&b, n as u64, &right(k)).0, "right");
    let total = qs.len();
    let score = format!(
        "1 of {total} questions right at the first try, 2 right after a hint or a retry, 1 shown."
    );
    assert_eq!(text_of(&b, "[data-score]"), score);

    // The file says what the student did, question by question.
    let file = download(&b);
    for want in [
        format!(
            "# Question 1 (attempts: 1, hints: 0, shown)\n{}\n",
            right(0)
        ),
        format!("# Question 2 (attempts: 1, hints: 0)\n{}\n", right(1)),
        format!("# Question 3 (attempts: 2, hints: 0)\n{}\n", right(2)),
        format!("# Question {n} (attempts: 1, hints: 1)\n{}\n", right(k)),
        "# lesson: 01-counting-inversions (".to_string(),
    ] {
        assert!(file.contains(&want), "{want:?} in\n{file}");
    }
    let g = grade(&file, &["--json"]);
    assert_eq!(g.code, 0, "{}", g.stderr);
    let v: Value = serde_json::from_str(&g.stdout).unwrap();
    let s = &v["students"][0];
    assert_eq!(s["answers"][0]["mark"], "shown", "{s}");
    assert_eq!(s["answers"][0]["shown"], true, "{s}");
    assert_eq!(s["answers"][1]["mark"], "right", "{s}");
    assert_eq!(s["answers"][2]["attempts"], 2, "{s}");
    assert_eq!(s["answers"][k]["hints"], 1, "{s}");
    assert_eq!(s["score"], 3, "{s}");
    let t = grade(&file, &[]);
    assert!(
        t.stdout.contains(&format!(
            "Q1 1 try, shown; Q2 1 try; Q3 2 tries; Q{n} 1 try, 1 hint"
        )),
        "{}",
        t.stdout
    );
    assert!(t.stdout.contains("  s  "), "{}", t.stdout);

    // Reviewing: after a reload the student's own answers are there.
    b.goto(url.as_str().unwrap());
    assert_eq!(
        text_of(&b, "[data-question=\"3\"] [data-history]"),
        format!("Your answer: {w3}, then {}.", right(2))
    );
    assert_eq!(
        text_of(&b, "[data-question=\"1\"] [data-history]"),
        format!("Your answer: {}. The answer was shown.", right(0))
    );
    assert_eq!(
        text_of(&b, "[data-question=\"1\"] [data-message]"),
        "Correct, but the answer was shown first: this question counts as shown."
    );
    assert_eq!(text_of(&b, "[data-score]"), score);
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
}

#[test]
fn start_again_asks_first_and_damaged_progress_is_reset() {
    if !webdriver::available("start again, damaged progress") {
        return;
    }
    let path = page();
    let b = Browser::start("page-truth-storage");
    b.open_file(&path, None);
    let url = b.execute("return window.location.href;");
    let d = data(&b);
    let key = format!(
        "npuzzle-lesson:{}:{}",
        d["name"].as_str().unwrap(),
        d["version"].as_str().unwrap()
    );
    let right = d["questions"][0]["answer"].as_str().unwrap().to_string();
    let stored = |b: &Browser| {
        b.execute(&format!(
            "return window.localStorage.getItem({});",
            serde_json::json!(key)
        ))
    };
    let result1 = |b: &Browser| {
        b.execute(&format!(
            "return {}.querySelector('[data-result]').getAttribute('data-result');",
            q(1)
        ))
    };
    b.execute("window.localStorage.clear();");
    b.goto(url.as_str().unwrap());
    assert_eq!(answer(&b, 1, &right).0, "right");
    // Asked first: keeping the answers changes nothing.
    let confirm = "return document.querySelector('[data-forget-confirm]').hidden;";
    assert_eq!(b.execute(confirm), true);
    click(&b, "[data-action=forget]");
    assert_eq!(b.execute(confirm), false);
    assert!(!stored(&b).is_null(), "erased before the student said so");
    click(&b, "[data-action=forget-no]");
    assert_eq!(b.execute(confirm), true);
    b.goto(url.as_str().unwrap());
    assert_eq!(result1(&b), "right");
    // Erase: a fresh start.
    click(&b, "[data-action=forget]");
    click(&b, "[data-action=forget-yes]");
    b.goto(url.as_str().unwrap());
    assert_eq!(result1(&b), "");
    assert!(stored(&b).is_null());

    // Damaged entries: reset and said, and the page works.
    let notice = "return document.querySelector('[data-progress-reset]').hidden;";
    assert_eq!(b.execute(notice), true);
    for bad in [
        "{ not json",
        "null",
        "[]",
        "{\"answers\": 5}",
        "{\"answers\": {\"1\": null}}",
        "{\"answers\": {\"1\": {\"attempts\": \"x\", \"hints\": 0, \"shown\": false, \"right\": true}}}",
        "{\"answers\": {\"999\": {\"attempts\": 1, \"hints\": 0, \"shown\": false, \"right\": true}}}",
        "{\"name\": 7, \"answers\": {}}",
        "{\"answers\": {\"1\": {\"attempts\": 1, \"hints\": 0, \"shown\": false, \"right\": true, \"tries\": \"1\"}}}",
    ] {
        b.execute(&format!(
            "window.localStorage.setItem({}, {});",
            serde_json::json!(key),
            serde_json::json!(bad)
        ));
        b.goto(url.as_str().unwrap());
        assert_eq!(b.execute(notice), false, "{bad}: not said");
        assert_eq!(
            text_of(&b, "[data-progress-reset]"),
            "The progress saved for this page could not be read: it was reset."
        );
        assert_eq!(result1(&b), "", "{bad}");
        assert_eq!(answer(&b, 1, &right).0, "right", "{bad}");
        let now: Value = serde_json::from_str(stored(&b).as_str().unwrap()).unwrap();
        assert_eq!(now["answers"]["1"]["right"], true, "{bad}");
        let problems = b.console_problems();
        assert!(problems.is_empty(), "{bad}: console: {problems:?}");
        b.execute("window.localStorage.clear();");
    }
}

#[test]
fn the_download_keeps_the_name_in_any_script_and_is_unique() {
    if !webdriver::available("the download's name") {
        return;
    }
    let path = page();
    let b = Browser::start("page-truth-name");
    b.open_file(&path, None);
    let name_as = |b: &Browser, typed: &str| {
        b.execute(&format!(
            "var i = document.querySelector('[data-student-name]'); i.value = {}; i.dispatchEvent(new Event('input')); return document.querySelector('[data-action=download-answers]').getAttribute('download');",
            serde_json::json!(typed)
        ))
        .as_str()
        .unwrap()
        .to_string()
    };
    let stamp = |file: &str, who: &str| {
        let rest = file
            .strip_prefix(who)
            .and_then(|r| r.strip_prefix("01-counting-inversions-"))
            .and_then(|r| r.strip_suffix(".txt"))
            .unwrap_or_else(|| panic!("{file} is not {who}01-counting-inversions-TIME.txt"));
        assert!(
            rest.len() == 15
                && rest.as_bytes()[8] == b'-'
                && rest.bytes().filter(u8::is_ascii_digit).count() == 14,
            "{file}"
        );
        rest.to_string()
    };
    stamp(&name_as(&b, "王小明"), "王小明-");
    stamp(&name_as(&b, "Nguyễn Văn An"), "Nguyễn-Văn-An-");
    // Typed with combining accents: the same name, composed.
    stamp(
        &name_as(&b, "Nguye\u{302}\u{303}n Va\u{306}n An"),
        "Nguyễn-Văn-An-",
    );
    stamp(&name_as(&b, "မောင်မောင်"), "မောင်မောင်-");
    stamp(&name_as(&b, " a/b\\c:d*? "), "a-b-c-d-");
    stamp(&name_as(&b, ""), "");
    // Two downloads a second apart: two names.
    let first = name_as(&b, "Ada");
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let second = name_as(&b, "Ada");
    assert_ne!(first, second);
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
}

#[test]
fn the_student_number_goes_into_the_file_and_the_gradebook() {
    if !webdriver::available("the student number") {
        return;
    }
    let path = page();
    let b = Browser::start("page-truth-id");
    b.open_file(&path, None);
    b.execute("window.localStorage.clear();");
    b.open_file(&path, None);
    let typed = |css: &str, text: &str| {
        b.execute(&format!(
            "var i = document.querySelector({}); i.value = {}; i.dispatchEvent(new Event('input'));",
            serde_json::json!(css),
            serde_json::json!(text)
        ));
    };
    typed("[data-student-name]", "Nguyễn Văn An");
    typed("[data-student-id]", " 2024001 ");
    let text = download(&b);
    assert!(
        text.starts_with("# name: Nguyễn Văn An\n# id: 2024001\n# Answers to "),
        "{text}"
    );
    // Kept with the progress: a reload shows it again.
    b.open_file(&path, None);
    assert_eq!(
        b.execute("return document.querySelector('[data-student-id]').value;"),
        " 2024001 "
    );
    let run = grade(&text, &["--format", "moodle-csv"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("\r\nNguyễn Văn An,2024001,0,\r\n"),
        "{}",
        run.stdout
    );
    // No number typed: no `# id:` line.
    typed("[data-student-id]", "");
    assert!(!download(&b).contains("# id:"));
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
    b.execute("window.localStorage.clear();");
}
