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
    // The report fills its notes to 80 columns: read them unwrapped.
    let flat = t.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&format!(
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

/// `text` in Myanmar digits (U+1040 to U+1049), as a Burmese student types.
fn myanmar(text: &str) -> String {
    text.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_u32(0x1040 + d).unwrap(),
            None => c,
        })
        .collect()
}

/// `text` in full-width forms (U+FF01 to U+FF5E, the ideographic space),
/// as a Chinese input method types.
fn fullwidth(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            ' ' => '\u{3000}',
            '!'..='~' => char::from_u32(c as u32 + 0xFEE0).unwrap(),
            _ => c,
        })
        .collect()
}

fn numbers(v: &Value) -> Vec<i64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect()
}

fn spaced(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Texts to type for one question of a page's data, each of the right form
/// or not: wrong numbers in Myanmar and full-width digits, a wrong board,
/// a move that cannot be made, moves that stop short, a node of another
/// number, words of the page's language, and no answer at all.
fn probes(question: &Value, lang: npuzzle::i18n::Lang) -> Vec<String> {
    use npuzzle::i18n::message_in;
    let c = &question["check"];
    let answer = question["answer"].as_str().unwrap().to_string();
    let mut out = vec!["zz?".to_string()];
    match c["kind"].as_str().unwrap() {
        "quiz" => match c["read"].as_str().unwrap() {
            "number" => {
                let n: i64 = answer.parse().unwrap();
                out.push(myanmar(&(n + 1).to_string()));
                out.push(fullwidth(&(n - 1).to_string()));
            }
            "yes-no" => {
                let other = if answer == "yes" {
                    "lesson-no"
                } else {
                    "lesson-yes"
                };
                out.push(message_in(lang, other, &[]));
            }
            "board" => {
                let key = numbers(&Value::from(
                    c["truth"]
                        .as_str()
                        .unwrap()
                        .split(' ')
                        .map(|t| t.parse::<i64>().unwrap())
                        .collect::<Vec<_>>(),
                ));
                let (w, mut tiles) = (key[0] as usize, key[1..].to_vec());
                tiles.swap(0, 1);
                let rows: Vec<String> = tiles.chunks(w).map(spaced).collect();
                out.push(rows.join("/"));
                out.push(fullwidth(&rows.join(" / ")));
                out.push("1 2/3 0".into());
                out.push("1 2 3/4 5 5/6 7 0".into());
            }
            _ => {}
        },
        "count" => {
            let mut counts = numbers(&c["counts"]);
            let last = counts.len() - 1;
            counts[last] += 1;
            out.push(fullwidth(&spaced(&counts)));
            out.push(myanmar(&(c["total"].as_i64().unwrap() + 1).to_string()));
            out.push(myanmar(&spaced(&counts[..2])));
        }
        "moves" => {
            let (w, h) = (c["width"].as_i64().unwrap(), c["height"].as_i64().unwrap());
            let board = numbers(&c["board"]);
            let blank = board.iter().position(|&t| t == 0).unwrap() as i64;
            let (row, col) = (blank / w, blank % w);
            // The blank against an edge, or a tile far from it.
            let illegal = if row == 0 {
                "U".to_string()
            } else if row == h - 1 {
                "D".to_string()
            } else if col == 0 {
                "L".to_string()
            } else if col == w - 1 {
                "R".to_string()
            } else {
                let far = (0..board.len() as i64)
                    .find(|&i| (i / w - row).abs() + (i % w - col).abs() > 1)
                    .unwrap();
                board[far as usize].to_string()
            };
            let moves: Vec<char> = answer.chars().filter(|c| c.is_alphanumeric()).collect();
            let short: String = moves[..moves.len() - 1].iter().collect();
            out.push(illegal.clone());
            out.push(format!("{short}{illegal}"));
            out.push(fullwidth(&short.to_lowercase()));
            out.push(fullwidth(&answer));
            out.push("U 99".into());
            out.push("0".into());
        }
        "predict" => match c["ask"].as_str().unwrap() {
            "delta" | "invariant" => {
                let t: i64 = c["truth"].as_str().unwrap().parse().unwrap();
                out.push(myanmar(&(t + 1).to_string()));
                out.push(fullwidth(&format!("{:+}", t + 2)));
                out.push(format!("\u{2212}{}", t.abs() + 3));
            }
            "parity" => {
                let other = if c["truth"] == "even" {
                    "lesson-parity-odd"
                } else {
                    "lesson-parity-even"
                };
                out.push(message_in(lang, other, &[]));
            }
            _ => {
                out.push(message_in(lang, "lesson-tiles-none", &[]));
                out.push(myanmar("1, 2"));
            }
        },
        _ => {
            let next = c["next"].as_u64().unwrap();
            let other = if next == 1 { 2 } else { 1 };
            out.push(fullwidth(&format!("#{other}")));
            out.push(myanmar(&format!("[{other}]")));
            out.push("99".into());
        }
    }
    out
}

fn without_spaces(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The page's verdict on texts typed in each of the four languages (the
/// stepper's checkers in the page's WebAssembly) is the stepper's: the
/// mark of `lesson grade --json`, the reason of a malformed answer, and
/// the feedback of a wrong one as `lesson run --answers` prints it.
#[test]
fn the_page_s_verdicts_are_the_stepper_s_in_every_language() {
    use npuzzle::i18n::Lang;
    if !webdriver::available("the page's verdicts are the stepper's") {
        return;
    }
    let b = Browser::start("page-truth-langs");
    let mut compared = 0;
    for &lang in Lang::all() {
        let code = lang.code();
        for lesson in ["01", "03", "04", "05"] {
            let r = common::run(&[
                "lesson",
                "run",
                lesson,
                "--format",
                "html",
                "--interactive",
                "--lang",
                code,
            ]);
            assert_eq!(r.code, 0, "{}", r.stderr);
            let path = dir().join(format!("{lesson}-{code}.html"));
            std::fs::write(&path, r.stdout).unwrap();
            b.open_file(&path, None);
            // Opened once the module runs: how long that took, for the record.
            let ready = b.execute("return performance.now();");
            eprintln!("{lesson} ({code}): checks from {ready} ms after the page was asked for");
            b.execute("window.localStorage.clear();");
            let d = data(&b);
            assert_eq!(d["lang"], code);
            let qs = d["questions"].as_array().unwrap().clone();
            let all: Vec<Vec<String>> = qs.iter().map(|q| probes(q, lang)).collect();
            let rounds = all.iter().map(Vec::len).max().unwrap();
            let (prefix, suffix) = {
                let t = npuzzle::lesson::feedback::not_quite(&"\u{1}".to_string().into()).say(lang);
                let (p, s) = t.split_once('\u{1}').unwrap();
                (p.to_string(), s.to_string())
            };
            for round in 0..rounds {
                // One answers file per round: each question's probe of
                // this round, or its right answer.
                let texts: Vec<String> = all
                    .iter()
                    .zip(&qs)
                    .map(|(p, q)| {
                        p.get(round)
                            .cloned()
                            .unwrap_or_else(|| q["answer"].as_str().unwrap().to_string())
                    })
                    .collect();
                let file = dir().join(format!("probe-{lesson}-{code}-{round}.txt"));
                std::fs::write(&file, texts.join("\n") + "\n").unwrap();
                let file = file.to_str().unwrap();
                let run = common::run(&[
                    "lesson",
                    "run",
                    lesson,
                    "--answers",
                    file,
                    "--color",
                    "never",
                    "--lang",
                    code,
                ]);
                assert!(run.code == 0 || run.code == 1, "{}", run.stderr);
                let said = without_spaces(&run.stdout);
                let g = common::run(&["lesson", "grade", lesson, file, "--json", "--lang", code]);
                let v: Value =
                    serde_json::from_str(&g.stdout).unwrap_or_else(|e| panic!("{e}: {}", g.stderr));
                let marks = v["students"][0]["answers"].as_array().unwrap().clone();
                for (k, text) in texts.iter().enumerate() {
                    let n = k as u64 + 1;
                    let at = format!("{code} lesson {lesson} question {n}: {text:?}");
                    let (result, message, _) = answer(&b, n, text);
                    assert_eq!(marks[k]["mark"], result.as_str(), "{at}: {message}");
                    match result.as_str() {
                        "right" => assert_eq!(
                            message,
                            npuzzle::lesson::feedback::correct().say(lang),
                            "{at}"
                        ),
                        "wrong"
                            if message
                                == npuzzle::lesson::feedback::not_quite(&String::new().into())
                                    .say(lang) =>
                        {
                            // A wrong quiz answer: no feedback, as the stepper.
                            assert_eq!(qs[k]["check"]["kind"], "quiz", "{at}");
                        }
                        "wrong" => {
                            let feedback = message
                                .strip_prefix(prefix.as_str())
                                .and_then(|m| m.strip_suffix(suffix.as_str()))
                                .unwrap_or_else(|| panic!("{at}: {message}"));
                            assert!(
                                said.contains(&without_spaces(feedback)),
                                "{at}: the page says {feedback:?}, the stepper not"
                            );
                        }
                        _ => {
                            let reason = marks[k]["reason"].as_str().unwrap();
                            let expected =
                                npuzzle::t!(lang; "pages-malformed", why = reason.to_string());
                            assert_eq!(message, expected, "{at}");
                        }
                    }
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 200, "{compared}");
    assert_eq!(b.console_problems(), vec![], "console errors");
    assert_eq!(webdriver::requests(&b), serde_json::json!([]));
}
