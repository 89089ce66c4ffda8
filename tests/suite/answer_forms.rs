//! One corpus of answer forms (`tests/fixtures/answer-forms.txt`: what a
//! student types for each form of answer and what it reads as) read in one
//! test by Rust's one reader (`npuzzle::lesson::forms::read`, which the
//! stepper, `lesson run --answers` and `lesson grade` check with) and by the
//! interactive page's reader (`window.npuzzleRead`: the same functions in
//! the page's WebAssembly, which its checks use) in headless Chromium: both
//! must read every line as the corpus says.

use crate::common;

use common::webdriver::{self, Browser};
use npuzzle::lesson::forms::{Form, read};
use serde_json::{Value, json};
use std::path::PathBuf;

/// One line of the corpus.
struct Case {
    line: usize,
    form: String,
    typed: String,
    reads: Option<String>,
}

/// `\u{XXXX}` as the character it names.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("\\u{") {
        out.push_str(&rest[..i]);
        let end = rest[i..].find('}').expect("a closing brace") + i;
        let code = u32::from_str_radix(&rest[i + 3..end], 16).expect("hex");
        out.push(char::from_u32(code).expect("a character"));
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

fn corpus() -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/answer-forms.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut cases = Vec::new();
    for (n, l) in text.lines().enumerate() {
        if l.trim().is_empty() || l.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = l.split(" | ").collect();
        assert_eq!(parts.len(), 3, "line {}: FORM | TYPED | READS: {l}", n + 1);
        let reads = parts[2].trim();
        cases.push(Case {
            line: n + 1,
            form: parts[0].trim().to_string(),
            typed: unescape(parts[1]),
            reads: (reads != "!").then(|| reads.to_string()),
        });
    }
    cases
}

#[test]
fn one_corpus_of_answer_forms_is_read_alike_by_rust_and_by_the_page() {
    let cases = corpus();
    // Every form, with answers it reads and answers it refuses.
    for f in Form::ALL {
        let of: Vec<&Case> = cases.iter().filter(|c| c.form == f.name()).collect();
        assert!(of.iter().any(|c| c.reads.is_some()), "{}", f.name());
        assert!(of.iter().any(|c| c.reads.is_none()), "{}", f.name());
    }
    let mut wrong = Vec::new();
    for c in &cases {
        let form = Form::named(&c.form).unwrap_or_else(|| panic!("line {}: {}", c.line, c.form));
        let got = read(form, &c.typed);
        if got != c.reads {
            wrong.push(format!(
                "line {}: {} {:?}: Rust reads {got:?}, the corpus says {:?}",
                c.line, c.form, c.typed, c.reads
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));

    if !webdriver::available("answer forms read by the page") {
        return;
    }
    let r = common::run(&["lesson", "run", "01", "--format", "html", "--interactive"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("answer-forms");
    std::fs::create_dir_all(&dir).unwrap();
    let page = dir.join("01.html");
    std::fs::write(&page, &r.stdout).unwrap();
    let b = Browser::start("answer-forms");
    b.open_file(&page, None);
    let all: Vec<Value> = cases.iter().map(|c| json!([c.form, c.typed])).collect();
    let read_by_page = b.execute(&format!(
        "return {}.map(function (c) {{ var r = window.npuzzleRead(c[0], c[1]); return r === undefined ? 'no such form' : r; }});",
        Value::Array(all)
    ));
    let read_by_page = read_by_page.as_array().expect("an array");
    for (c, got) in cases.iter().zip(read_by_page) {
        let want = c.reads.as_deref().map_or(Value::Null, |s| json!(s));
        if *got != want {
            wrong.push(format!(
                "line {}: {} {:?}: the page reads {got}, the corpus (and Rust) {want}",
                c.line, c.form, c.typed
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
}
