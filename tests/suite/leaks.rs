//! Answers given away (issue 33): a student's sheet holds no question's
//! answer in any language of the built-in course; `lesson check --strict`
//! finds every leak of a lesson and of its translation at the line and
//! column where it is written; the instructor's lesson with a count and
//! then the table of the same board is reported, and its table is held
//! back (left off the sheet, after the question on the terminal, hidden on
//! the page until the question is answered, in Chromium).

use crate::common::{self, webdriver};
use serde_json::Value;
use std::path::PathBuf;

fn fixture(name: &str) -> String {
    format!("tests/fixtures/lessons/{name}")
}

/// The prose of a Markdown sheet: its fenced blocks (a computed view) left
/// out.
fn prose_of(md: &str) -> String {
    // What npuzzle computed stands in block quotes (`> `); the rest is
    // the lesson's words.
    let words: String = md
        .lines()
        .filter(|l| !l.starts_with('>'))
        .collect::<Vec<_>>()
        .join("\n");
    words.split("```").step_by(2).collect::<Vec<_>>().join(" ")
}

/// `html` without its `<div class="view">` divisions (what npuzzle
/// computed; divisions inside them counted).
fn without_views(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(a) = rest.find("<div class=\"view\">") {
        out.push_str(&rest[..a]);
        let mut depth = 0usize;
        let mut at = a;
        loop {
            let open = rest[at..].find("<div").map(|k| at + k);
            let close = rest[at..].find("</div>").map(|k| at + k);
            match (open, close) {
                (Some(o), Some(c)) if o < c => {
                    depth += 1;
                    at = o + 4;
                }
                (_, Some(c)) => {
                    depth -= 1;
                    at = c + 6;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {
                    at = rest.len();
                    break;
                }
            }
        }
        out.push(' ');
        rest = &rest[at..];
    }
    out.push_str(rest);
    out
}

/// A page's text: no style, no script, no tag (and with `views`, the
/// computed views, `<div class="view">` and `<pre>`, kept).
fn text_of(html: &str, views: bool) -> String {
    let mut s = if views {
        html.to_string()
    } else {
        without_views(html)
    };
    let mut blocks = vec![("<style", "</style>"), ("<script", "</script>")];
    if !views {
        blocks.push(("<pre", "</pre>"));
    }
    for (open, close) in blocks {
        while let Some(a) = s.find(open) {
            let b = s[a..].find(close).map_or(s.len(), |b| a + b + close.len());
            s.replace_range(a..b, " ");
        }
    }
    let mut out = String::new();
    let mut tag = false;
    for c in s.chars() {
        match c {
            '<' => tag = true,
            '>' if tag => {
                tag = false;
                out.push(' ');
            }
            _ if !tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The whole numbers written in a text, as values: digits grouped by `,`,
/// `.` or a narrow space are one number; a number glued to a letter (`H2`,
/// `28em`, `4x3`) is a name, not a number; a decimal (`3.42`) is none.
fn numbers(text: &str) -> Vec<i64> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        let mut digits = String::new();
        while i < chars.len()
            && (chars[i].is_ascii_digit()
                || ([',', '.', '\u{202f}'].contains(&chars[i])
                    && i + 3 < chars.len() + 1
                    && chars[i + 1..].iter().take(3).all(|c| c.is_ascii_digit())
                    && chars.get(i + 4).is_none_or(|c| !c.is_ascii_digit())))
        {
            if chars[i].is_ascii_digit() {
                digits.push(chars[i]);
            }
            i += 1;
        }
        let glued = |c: Option<&char>| c.is_some_and(|c| c.is_alphabetic() && c.is_ascii());
        if glued(start.checked_sub(1).and_then(|k| chars.get(k))) || glued(chars.get(i)) {
            continue;
        }
        // A decimal (`3.42`, `3,42`): its fraction is not a number of its
        // own, and a decimal is never a whole-number answer.
        if chars.get(i).is_some_and(|c| [',', '.'].contains(c))
            && chars.get(i + 1).is_some_and(char::is_ascii_digit)
        {
            i += 1;
            while chars.get(i).is_some_and(char::is_ascii_digit) {
                i += 1;
            }
            continue;
        }
        if let Ok(n) = digits.parse() {
            out.push(n);
        }
    }
    out
}

/// The answers of a lesson, from its key (`N. `answer``).
fn answers(lesson: &str, lang: &str) -> Vec<String> {
    let r = common::run(&["lesson", "run", lesson, "--answer-key", "--lang", lang]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
        .lines()
        .filter_map(|l| l.split_once(". `").and_then(|(_, a)| a.strip_suffix('`')))
        .map(str::to_string)
        .collect()
}

#[test]
fn no_built_in_sheet_holds_an_answer_in_any_language() {
    for n in 1..=8 {
        let lesson = format!("0{n}");
        for lang in common::LANGUAGES {
            let answers = answers(&lesson, lang);
            assert!(!answers.is_empty(), "{lesson} {lang}");
            let md = common::run(&["lesson", "run", &lesson, "--handout", "--lang", lang]);
            let html = common::run(&[
                "lesson",
                "run",
                &lesson,
                "--handout",
                "--format",
                "html",
                "--lang",
                lang,
            ]);
            assert_eq!(md.code + html.code, 0, "{}{}", md.stderr, html.stderr);
            // The prose: what the finder reads for forms of the answer
            // (the computed views are checked by their quantities, in
            // `lesson check`).
            for (what, sheet) in [
                ("markdown", prose_of(&md.stdout)),
                ("html", text_of(&html.stdout, false)),
            ] {
                let written = numbers(&sheet);
                for (k, a) in answers.iter().enumerate() {
                    // A count of two digits or more is never written in
                    // the sheet's prose.
                    if let Ok(v) = a.parse::<i64>()
                        && v >= 10
                    {
                        assert!(
                            !written.contains(&v),
                            "{lesson} ({lang}, {what}): question {} ({v}) is on the sheet:\n{sheet}",
                            k + 1
                        );
                    }
                }
            }
        }
    }
    // The cases of the issue, by their words.
    for (lesson, lang, words) in [
        ("05", "en", "(94)"),
        ("05", "en", "the lab report's 46"),
        ("06", "en", "NOT consistent"),
        ("06", "vi", "KHÔNG nhất quán"),
        ("06", "zh", "但不是一致的"),
        ("08", "en", "about 42 moves"),
        ("04", "en", "in 11 moves"),
    ] {
        let md = common::run(&["lesson", "run", lesson, "--handout", "--lang", lang]);
        assert!(!md.stdout.contains(words), "{lesson} {lang}: {words}");
    }
}

#[test]
fn strict_finds_every_leak_at_its_line_and_column() {
    let file = fixture("leaks/leaky.yaml");
    for strict in [false, true] {
        let mut args = vec!["lesson", "check", file.as_str()];
        if strict {
            args.push("--strict");
        }
        let run = common::run(&args);
        assert_eq!(run.code, i32::from(strict), "{}", run.transcript(&args));
        if strict {
            insta::assert_snapshot!("leaky-strict", run.transcript(&args));
        }
    }
    // Every place named holds the words it names, in the lesson's file or
    // in its translation's.
    let run = common::run(&["lesson", "check", file.as_str(), "--json"]);
    let v: Value = serde_json::from_str(&run.stdout).unwrap();
    let mut seen = 0;
    for f in v["files"].as_array().unwrap() {
        for l in f["leaks"].as_array().unwrap() {
            let message = l["message"].as_str().unwrap();
            let Some(found) = message
                .strip_prefix('`')
                .and_then(|m| m.split_once('`'))
                .map(|(w, _)| w)
            else {
                continue;
            };
            let path = l["file"].as_str().unwrap();
            let text = std::fs::read_to_string(path).unwrap();
            let line = text
                .lines()
                .nth(l["line"].as_u64().unwrap() as usize - 1)
                .unwrap();
            let at: String = line
                .chars()
                .skip(l["column"].as_u64().unwrap() as usize - 1)
                .collect();
            assert!(at.starts_with(found), "{path}: `{found}` is not at {l}");
            seen += 1;
        }
        assert!(!f["leaks"].as_array().unwrap().is_empty(), "{f}");
    }
    assert!(seen >= 9, "{seen}");
}

#[test]
fn a_count_followed_by_its_table_is_reported_and_held_back() {
    let file = fixture("count-then-table.yaml");
    let args = ["lesson", "check", file.as_str(), "--strict"];
    let run = common::run(&args);
    assert_eq!(run.code, 1, "{}", run.transcript(&args));
    insta::assert_snapshot!("count-then-table-strict", run.transcript(&args));
    // Neither sheet has the table or its total.
    let md = common::run(&["lesson", "run", file.as_str(), "--handout"]);
    let html = common::run(&[
        "lesson",
        "run",
        file.as_str(),
        "--handout",
        "--format",
        "html",
    ]);
    for sheet in [&md.stdout, &text_of(&html.stdout, true)] {
        assert!(!sheet.contains("Total"), "{sheet}");
        assert!(!numbers(sheet).contains(&12), "{sheet}");
        assert!(sheet.contains("The computed result comes after your answer."));
    }
    insta::assert_snapshot!("count-then-table-handout", md.stdout);
    // The instructor says so: the check passes, the sheet is the same.
    let text = std::fs::read_to_string(&file).unwrap();
    let said = text
        .replace("  - inversions:\n", "  - inversions:\n      id: table\n")
        .replace(
            "      by: total\n",
            "      by: total\n      reveals: table\n",
        );
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("leaks");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("count-then-table-said.yaml");
    std::fs::write(&path, said).unwrap();
    let p = path.display().to_string();
    let run = common::run(&["lesson", "check", p.as_str(), "--strict"]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let md2 = common::run(&["lesson", "run", p.as_str(), "--handout"]);
    assert_eq!(md2.stdout, md.stdout);
}

#[test]
fn a_step_that_gives_the_answer_away_comes_after_its_question() {
    // The table is written before the question, the verdict after: the
    // step-through shows both after it.
    let run = common::run(&[
        "lesson",
        "run",
        &fixture("leaks/held-twice.yaml"),
        "--no-pause",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let question = run.stdout.find("How many inversions").unwrap();
    let table = run.stdout.find("Total:").unwrap();
    let verdict = run.stdout.find("Verdict:").unwrap();
    assert!(question < table && table < verdict, "{}", run.stdout);
    let kinds: Vec<&str> = run
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix("--- step "))
        .map(|l| l.rsplit(": ").next().unwrap().trim_end_matches(" ---"))
        .collect();
    assert_eq!(
        kinds,
        ["section", "say", "count", "inversions", "solvable", "say"]
    );
}

#[test]
fn a_leaking_step_is_hidden_on_the_page_until_its_question_is_answered() {
    if !webdriver::available("leaks: a held step on the interactive page") {
        return;
    }
    let r = common::run(&[
        "lesson",
        "run",
        &fixture("leaks/held-twice.yaml"),
        "--format",
        "html",
        "--interactive",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("leaks");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("held-twice.html");
    std::fs::write(&path, &r.stdout).unwrap();
    let b = webdriver::Browser::start("leaks-held");
    b.open_file(&path, None);
    // The table (step 2) and the verdict (step 5): one held section with
    // the other inside it, neither shown, and no word of theirs visible.
    let state = "var t = document.getElementById('step-2'), v = document.getElementById('step-5'); \
                 return [t.hidden, v.closest('section[data-revealed]') === t, t.offsetParent === null, v.offsetParent === null, document.body.innerText.indexOf('Total:') < 0, document.body.innerText.indexOf('Verdict') < 0];";
    assert_eq!(
        b.execute(state),
        serde_json::json!([true, true, true, true, true, true])
    );
    let data = b.execute("return JSON.parse(document.getElementById('lesson-data').textContent);");
    assert_eq!(data["questions"][0]["reveals"], 2);
    // A wrong answer shows nothing; the right one shows both.
    let (result, _, _) = webdriver::answer(&b, 1, "11");
    assert_eq!(result, "wrong");
    assert_eq!(b.execute(state)[2], true);
    let (result, _, _) = webdriver::answer(&b, 1, "12");
    assert_eq!(result, "right");
    assert_eq!(
        b.execute(state),
        serde_json::json!([false, true, false, false, false, false])
    );
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
}
