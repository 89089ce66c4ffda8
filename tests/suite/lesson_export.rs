//! The instructor's pages and the course export: the student's sheet (HTML
//! and Markdown) of every built-in lesson carries none of its answers and
//! none of its explanations, and the key carries all of them (the detector
//! is itself checked: the sheet with the key pasted in is caught for every
//! question); `lesson export` writes one page per lesson and an index in
//! course order whose every link resolves, refuses to replace files it did
//! not write, and says what is wrong in one line; the index and a sheet
//! opened in headless Chromium: the first lesson link leads to its page,
//! no console error, no request; screenshots at 1000 and 360 px.

use crate::common;

use common::webdriver::{self, Browser};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const LESSONS: [&str; 8] = [
    "01-counting-inversions",
    "02-solvable-or-not",
    "03-invariant-on-every-move",
    "04-constructive-proof",
    "05-bfs-vs-ordered",
    "06-heuristics",
    "07-bidirectional",
    "08-why-15-is-hard",
];

fn ok(args: &[&str]) -> String {
    let r = common::run(args);
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    r.stdout
}

/// A fresh, empty directory of this test run.
fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("export-{name}"))
}

/// Text as a reader sees it: tags dropped, the five entities HTML and
/// Markdown use read back, Markdown's backslashes gone, and then only
/// letters and digits, lower case, one space between words (so that an
/// answer or an explanation is found whatever the markup around it).
fn words(doc: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in doc.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                text.push(' ');
            }
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let text = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    let kept: String = text
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                ' '
            }
        })
        .collect();
    format!(
        " {} ",
        kept.split_whitespace().collect::<Vec<_>>().join(" ")
    )
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// One question of a lesson, as the key gives it.
#[derive(Debug)]
struct Fact {
    number: usize,
    /// As it is typed (the Markdown key's code span).
    answer: String,
    explanation: Option<String>,
}

/// Every question's answer (from the Markdown key) and explanation (from
/// the JSON of the run), numbered as `lesson grade` numbers them.
fn facts(lesson: &str) -> Vec<Fact> {
    let key = ok(&["lesson", "run", lesson, "--answer-key"]);
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["lesson", "run", lesson, "--json"])).unwrap();
    let mut out = Vec::new();
    for step in json["steps"].as_array().unwrap() {
        let Some(n) = step["question_number"].as_u64() else {
            continue;
        };
        let n = n as usize;
        let prefix = format!("{n}. `");
        let line = key
            .lines()
            .find(|l| l.starts_with(&prefix))
            .unwrap_or_else(|| panic!("{lesson}: question {n} is not in the key:\n{key}"));
        let answer = line[prefix.len()..].split('`').next().unwrap().to_string();
        out.push(Fact {
            number: n,
            answer,
            explanation: step["explanation"].as_str().map(str::to_string),
        });
    }
    assert!(!out.is_empty(), "{lesson} has questions");
    out
}

/// The steps (1-based) that give an answer away: those a question
/// reveals and those a quiz takes its truth from.
fn revealing_steps(lesson: &str) -> Vec<u64> {
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["lesson", "run", lesson, "--json"])).unwrap();
    let steps = json["steps"].as_array().unwrap();
    let ids: BTreeSet<&str> = steps
        .iter()
        .flat_map(|s| [s["reveals"].as_str(), s["truth_step"].as_str()])
        .flatten()
        .collect();
    steps
        .iter()
        .filter(|s| s["id"].as_str().is_some_and(|id| ids.contains(id)))
        .map(|s| s["number"].as_u64().unwrap())
        .collect()
}

/// An answer that cannot turn up in a sheet by chance: three letters or
/// digits at least, numbers or moves ("0 6 0 1 0 2 1 0", "181440",
/// "DLURRDL"; not "yes", nor a board, which a question offers as one of
/// its choices), found as whole words.
fn distinctive(answer: &str) -> bool {
    !answer.contains('/')
        && answer.chars().filter(|c| c.is_alphanumeric()).count() >= 3
        && (answer.chars().any(|c| c.is_ascii_digit())
            || answer.chars().all(|c| c.is_ascii_uppercase()))
}

/// `doc` without its boards (HTML grid tables, Markdown's drawn grids):
/// the tiles of a board are the question's, not an answer ("13 14 15" is
/// the last row of the 15-puzzle's goal).
fn without_boards(doc: &str) -> String {
    let mut out = String::new();
    let mut rest = doc;
    while let Some(at) = rest.find("<table class=\"grid\">") {
        out.push_str(&rest[..at]);
        rest = rest[at..].split_once("</table>").map_or("", |(_, r)| r);
    }
    out.push_str(rest);
    let mut kept = Vec::new();
    let mut in_grid = false;
    for line in out.lines() {
        in_grid = line.starts_with("+-") || (in_grid && line.starts_with('|'));
        if !in_grid {
            kept.push(line);
        }
    }
    kept.join("\n")
}

/// The questions whose answer or explanation `doc` gives away: the
/// answer in the key's context (`<kbd class="answer">X</kbd>` in HTML,
/// the numbered code span `N. \`X\`` in Markdown), the explanation's words,
/// or a distinctive answer anywhere in the reader's text.
fn leaks(doc: &str, facts: &[Fact]) -> BTreeSet<usize> {
    let text = words(doc);
    let unboarded = words(&without_boards(doc));
    let mut found = BTreeSet::new();
    for f in facts {
        let in_context = doc.contains(&format!(
            "<kbd class=\"answer\">{}</kbd>",
            html_escape(&f.answer)
        )) || doc.contains(&format!("\n{}. `{}`", f.number, f.answer));
        let explained = f
            .explanation
            .as_deref()
            .is_some_and(|x| text.contains(&words(x)));
        let anywhere = distinctive(&f.answer) && unboarded.contains(&words(&f.answer));
        if in_context || explained || anywhere {
            found.insert(f.number);
        }
    }
    found
}

#[test]
fn handouts_carry_no_answer_and_keys_carry_every_one() {
    for lesson in LESSONS {
        let facts = facts(lesson);
        let all: BTreeSet<usize> = facts.iter().map(|f| f.number).collect();
        let sheet = ok(&["lesson", "run", lesson, "--handout", "--format", "html"]);
        let key = ok(&["lesson", "run", lesson, "--answer-key", "--format", "html"]);
        let sheet_md = ok(&["lesson", "run", lesson, "--handout"]);
        let key_md = ok(&["lesson", "run", lesson, "--answer-key"]);
        let copy = ok(&["lesson", "run", lesson, "--format", "markdown"]);

        assert_eq!(
            leaks(&sheet, &facts),
            BTreeSet::new(),
            "{lesson}: HTML sheet"
        );
        assert_eq!(
            leaks(&sheet_md, &facts),
            BTreeSet::new(),
            "{lesson}: Markdown sheet"
        );
        // The detector sees what it must: the key pasted into the sheet,
        // or the instructor's copy, gives every question away.
        assert_eq!(leaks(&format!("{sheet}{key}"), &facts), all, "{lesson}");
        assert_eq!(
            leaks(&format!("{sheet_md}\n{key_md}"), &facts),
            all,
            "{lesson}"
        );
        assert_eq!(leaks(&copy, &facts), all, "{lesson}: instructor's copy");

        // Ask first: no step that computes an answer (the Markdown sheet
        // leaves out the same steps, through the same rule).
        let hidden = revealing_steps(lesson);
        assert!(!hidden.is_empty(), "{lesson}");
        for n in hidden {
            assert!(
                !sheet.contains(&format!("id=\"step-{n}\"")),
                "{lesson}: step {n}"
            );
        }
        // No data for feedback, no script, nothing collapsed to open.
        for bad in [
            "<script",
            "<details",
            "data-answer",
            "class=\"answer\"",
            "explanation\">",
        ] {
            assert!(!sheet.contains(bad), "{lesson}: {bad} in the sheet");
        }
        // The key: every question, numbered, with its answer in its own
        // element and its explanation.
        for f in &facts {
            let open = format!("data-question=\"{}\"", f.number);
            assert_eq!(sheet.matches(&open).count(), 1, "{lesson}: {open}");
            let at = key
                .find(&open)
                .unwrap_or_else(|| panic!("{lesson}: {open}"));
            let element = &key[at..key[at..].find("</div>").map_or(key.len(), |e| at + e)];
            let kbd = format!("<kbd class=\"answer\">{}</kbd>", html_escape(&f.answer));
            assert!(element.contains(&kbd), "{lesson}: {kbd} in {element}");
            if let Some(x) = &f.explanation {
                assert!(words(element).contains(&words(x)), "{lesson}: {x}");
            }
        }
        assert_eq!(key.matches("data-question=").count(), facts.len());
        for page in [&sheet, &key] {
            assert!(page.contains(
                "content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\""
            ));
            assert!(!page.contains("<script"), "{lesson}: no script");
        }
    }
}

/// Lesson text that carries HTML is shown, never run, in the sheet and the
/// key.
#[test]
fn sheet_and_key_escape_lesson_text() {
    let f = "tests/fixtures/lessons/html-in-every-field.yaml";
    for flag in ["--handout", "--answer-key"] {
        let page = ok(&["lesson", "run", f, flag, "--format", "html"]);
        for tag in [
            "<svg",
            "<script",
            "<iframe",
            "<img",
            "<style>body",
            "<b ",
            "<b>",
            "<i ",
        ] {
            assert!(!page.contains(tag), "{flag}: {tag} in\n{page}");
        }
        assert!(page.contains("&lt;svg onload=alert(1)&gt; Evil"), "{flag}");
    }
}

/// Export `args` into a fresh folder `name`; the folder and the run.
fn export(name: &str, extra: &[&str]) -> (PathBuf, common::Run) {
    let out = scratch(name).join("site");
    let o = out.display().to_string();
    let mut args = vec!["lesson", "export", "--out", o.as_str()];
    args.extend_from_slice(extra);
    (out.clone(), common::run(&args))
}

/// The `href`s of a page, in order.
fn links(page: &str) -> Vec<String> {
    page.split("href=\"")
        .skip(1)
        .map(|s| s.split('"').next().unwrap().to_string())
        .collect()
}

#[test]
fn the_built_in_course_exports_with_an_index_whose_links_resolve() {
    let (out, run) = export("builtin", &["--handout", "--answer-key"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        format!(
            "Wrote {} (24 pages and index.html).\n",
            out.join("index.html").display()
        )
    );
    assert!(
        run.stderr
            .contains("leave them out of what students can open")
    );
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    insta::assert_snapshot!("builtin_index", index);
    let hrefs = links(&index);
    assert_eq!(hrefs.len(), 25, "{hrefs:?}");
    assert_eq!(hrefs[0], "explorer.html");
    for h in &hrefs {
        assert!(!h.contains('/') && !h.contains(':'), "a relative link: {h}");
        let page = std::fs::read_to_string(out.join(h)).unwrap_or_else(|e| panic!("{h}: {e}"));
        assert!(page.contains("<meta name=\"generator\" content=\"npuzzle lesson export\">"));
        // Every section closed (the lesson page, the sheet and the key).
        assert_eq!(
            page.matches("<section").count(),
            page.matches("</section>").count(),
            "{h}"
        );
    }
    // In the course's order, with the lesson pages first.
    let pages: Vec<String> = LESSONS.iter().map(|l| format!("{l}.html")).collect();
    let lesson_links: Vec<&String> = hrefs[1..].iter().step_by(3).collect();
    assert_eq!(lesson_links, pages.iter().collect::<Vec<_>>());
    // The lesson page is the interactive page of `lesson run --format html
    // --interactive`, the sheet and key those of --handout/--answer-key.
    let one = std::fs::read_to_string(out.join("05-bfs-vs-ordered.html")).unwrap();
    let direct = ok(&["lesson", "run", "05", "--format", "html", "--interactive"]);
    assert_eq!(
        one.replacen(
            "\n<meta name=\"generator\" content=\"npuzzle lesson export\">",
            "",
            1
        ),
        direct
    );
    // Nothing else in the folder: no temporary file left behind.
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 26, "{names:?}");
    // Exported again over its own files: no --force needed.
    let o = out.display().to_string();
    let again = common::run(&["lesson", "export", "--out", &o]);
    assert_eq!(again.code, 0, "{}", again.stderr);
}

/// The fixture course's lessons, in an order that is not the files' own.
fn reordered_course(name: &str) -> PathBuf {
    let dir = scratch(&format!("{name}-course"));
    std::fs::create_dir_all(&dir).unwrap();
    for f in ["01-parity.yaml", "02-search.yaml"] {
        std::fs::copy(Path::new("tests/fixtures/course").join(f), dir.join(f)).unwrap();
    }
    std::fs::write(
        dir.join("course.yaml"),
        "title: \"Week <3>\"\nlessons:\n  - 02-search\n  - 01-parity\n",
    )
    .unwrap();
    dir
}

#[test]
fn a_course_exports_in_its_order() {
    let course = reordered_course("order");
    let c = course.display().to_string();
    let (out, run) = export("order", &["--dir", &c, "--handout"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(index.contains("<h1>Week &lt;3&gt;</h1>"), "{index}");
    assert_eq!(
        links(&index),
        [
            "explorer.html",
            "02-search.html",
            "02-search.handout.html",
            "01-parity.html",
            "01-parity.handout.html"
        ]
    );
    for l in ["01-parity", "02-search"] {
        let title = ok(&["lesson", "list", "--dir", &c, "--json"]);
        let v: serde_json::Value = serde_json::from_str(&title).unwrap();
        let t = v["lessons"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == l)
            .unwrap()["title"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(index.contains(&html_escape(&t)), "{l}: {t}");
        assert!(out.join(format!("{l}.handout.html")).is_file());
        assert!(!out.join(format!("{l}.key.html")).exists());
    }
}

/// Replace the scratch folder's path by `[TMP]` for a snapshot.
fn transcript(run: &common::Run, args: &[&str], tmp: &Path) -> String {
    run.transcript(args)
        .replace(&tmp.display().to_string(), "[TMP]")
}

#[test]
fn export_refuses_to_replace_what_it_did_not_write() {
    let tmp = scratch("refuse");
    let out = tmp.join("site");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("index.html"), "my own notes").unwrap();
    let o = out.display().to_string();
    let args = ["lesson", "export", "--out", o.as_str()];
    let run = common::run(&args);
    insta::assert_snapshot!("refuse", transcript(&run, &args, &tmp));
    assert_eq!(run.code, 2);
    assert_eq!(
        std::fs::read_to_string(out.join("index.html")).unwrap(),
        "my own notes"
    );
    assert_eq!(
        std::fs::read_dir(&out).unwrap().count(),
        1,
        "nothing written"
    );
    let forced = common::run(&["lesson", "export", "--out", &o, "--force"]);
    assert_eq!(forced.code, 0, "{}", forced.stderr);
    assert!(
        std::fs::read_to_string(out.join("index.html"))
            .unwrap()
            .contains("<ol class=\"lessons\">")
    );
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let tmp = scratch("bad");
    std::fs::write(tmp.join("file"), "not a folder").unwrap();
    let missing = tmp.join("no-such-course").display().to_string();
    let file = tmp.join("file").display().to_string();
    let under_file = tmp.join("file/site").display().to_string();
    let site = tmp.join("site").display().to_string();
    let cases: Vec<Vec<&str>> = vec![
        vec!["lesson", "export", "--dir", &missing, "--out", &site],
        vec!["lesson", "export", "--out", &file],
        vec!["lesson", "export", "--out", &under_file],
        // A course with a broken lesson: nothing is written.
        vec![
            "lesson",
            "export",
            "--dir",
            "tests/fixtures/course",
            "--out",
            &site,
        ],
        vec![
            "lesson",
            "run",
            "--dir",
            "tests/fixtures/course",
            "--format",
            "html",
            "--out",
            &site,
        ],
        vec!["lesson", "export"],
    ];
    let mut all = String::new();
    for args in &cases {
        let run = common::run(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}");
        if args.len() > 2 {
            // One line, after the warnings about the course.
            let lines = run
                .stderr
                .lines()
                .filter(|l| !l.contains("not listed in course.yaml"));
            assert_eq!(lines.count(), 1, "{args:?}: {}", run.stderr);
        }
        all.push_str(&transcript(&run, args, &tmp));
        all.push('\n');
    }
    assert!(!tmp.join("site").exists(), "nothing was written");
    insta::assert_snapshot!("bad_input", all);
}

fn no_console_errors(b: &Browser, what: &str) {
    let bad = b.console_problems();
    assert!(bad.is_empty(), "{what}: console: {bad:?}");
    let requests = b.execute("return performance.getEntriesByType('resource').length");
    assert_eq!(requests, 0, "{what}: a request");
}

fn screenshot(b: &Browser, dir: &Path, name: &str, width: u32) -> PathBuf {
    b.set_window_size(width, 900);
    let inner = b.execute("return window.innerWidth").as_u64().unwrap();
    let scroll = b
        .execute("return document.documentElement.scrollWidth")
        .as_u64()
        .unwrap();
    assert!(
        scroll <= inner,
        "{name} at {width}: {scroll} px wide in {inner}"
    );
    let png = b.screenshot();
    let reader = png::Decoder::new(std::io::Cursor::new(&png))
        .read_info()
        .expect("a PNG screenshot");
    assert!(reader.info().width >= width.min(360));
    let path = dir.join(format!("{name}-{width}.png"));
    std::fs::write(&path, png).unwrap();
    path
}

#[test]
fn the_index_and_a_sheet_in_a_browser() {
    if !webdriver::available("lesson export pages") {
        return;
    }
    let (out, run) = export("browser", &["--handout", "--answer-key"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let shots = out.parent().unwrap().to_path_buf();
    let b = Browser::start("lesson-export");
    b.open_file(&out.join("index.html"), None);
    no_console_errors(&b, "index");
    for w in [1000, 360] {
        screenshot(&b, &shots, "index", w);
    }
    let first = b.find_all("[data-link=lesson]");
    assert_eq!(first.len(), 8);
    assert_eq!(b.find_all("[data-link=handout]").len(), 8);
    assert_eq!(b.find_all("[data-link=key]").len(), 8);
    b.click(&first[0]);
    let url = b.execute("return location.href");
    assert!(
        url.as_str()
            .unwrap()
            .ends_with("/01-counting-inversions.html"),
        "{url}"
    );
    let h1 = b.execute("return document.querySelector('h1').textContent");
    assert_eq!(h1, "Counting inversions");
    no_console_errors(&b, "lesson page");
    b.open_file(&out.join("03-invariant-on-every-move.handout.html"), None);
    no_console_errors(&b, "sheet");
    assert_eq!(b.find_all("[data-question]").len(), 7);
    for w in [1000, 360] {
        b.set_window_size(w, 900);
        b.execute("document.querySelector('[data-question]').scrollIntoView(); return 0");
        screenshot(&b, &shots, "sheet", w);
    }
    // Every sheet and key reads on a phone: nothing wider than the window.
    for l in LESSONS {
        for kind in ["handout", "key"] {
            b.open_file(&out.join(format!("{l}.{kind}.html")), None);
            b.set_window_size(360, 900);
            let inner = b.execute("return window.innerWidth").as_u64().unwrap();
            let wide = b.execute(
                "return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 1).map(e => e.tagName + '.' + e.className).slice(0, 5)",
            );
            let scroll = b.execute("return document.documentElement.scrollWidth");
            assert!(
                scroll.as_u64().unwrap() <= inner,
                "{l}.{kind} at 360: {wide}"
            );
        }
    }
    b.open_file(&out.join("03-invariant-on-every-move.key.html"), None);
    no_console_errors(&b, "key");
    assert_eq!(b.find_all("[data-question]").len(), 7);
    for w in [1000, 360] {
        screenshot(&b, &shots, "key", w);
    }
}

/// The `<p class="checked">` lines of a page, as text.
fn checked_lines(page: &str) -> Vec<String> {
    page.split("<p class=\"checked\">")
        .skip(1)
        .map(|s| s.split("</p>").next().unwrap().to_string())
        .collect()
}

#[test]
fn pages_show_readable_steps_and_claims_in_every_language() {
    // A solvability verdict, a search's counts, a comparison and the
    // heuristics' values are paragraphs and tables, never a terminal's
    // dump in <pre>; the claims npuzzle checked are words, never the
    // file's fields (`solvable = true, rule = odd-width`).
    for lang in common::LANGUAGES {
        let (out, run) = export(&format!("readable-{lang}"), &["--lang", lang]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let read = |l: &str| std::fs::read_to_string(out.join(format!("{l}.html"))).unwrap();
        let mut claims = 0;
        for l in LESSONS {
            let page = read(l);
            for line in checked_lines(&page) {
                claims += 1;
                for dump in [
                    " = ",
                    ": true",
                    ": false",
                    "odd-width",
                    "even-width",
                    "_",
                    "[",
                ] {
                    assert!(!line.contains(dump), "{l} ({lang}): `{dump}` in {line}");
                }
            }
        }
        assert!(claims > 50, "{lang}: {claims} checked lines");
        // Lesson 02 is solvability verdicts: no <pre> at all; lesson 05's
        // counts and comparison are tables.
        let p02 = read("02-solvable-or-not");
        assert!(!p02.contains("<pre"), "02 ({lang})");
        assert!(
            p02.matches("<table class=\"data\">").count() >= 8,
            "02 ({lang})"
        );
        let p05 = read("05-bfs-vs-ordered");
        assert!(
            p05.matches("<div class=\"view\">").count() >= 3,
            "05 ({lang})"
        );
        // The reduction, connections and the verification (04), the audit
        // (06) and the cost table (08) are headings, paragraphs, boards
        // and tables too: no page but the search trees' stepper (05, 07)
        // has a <pre>.
        for l in [
            "04-constructive-proof",
            "06-heuristics",
            "08-why-15-is-hard",
        ] {
            let page = read(l);
            assert!(!page.contains("<pre"), "{l} ({lang})");
            assert!(page.contains("<h4>"), "{l} ({lang}): no report heading");
        }
        let p04 = read("04-constructive-proof");
        assert!(
            p04.matches("<div class=\"boards\">").count() >= 10,
            "04 ({lang}): the reduction's boards"
        );
        // The moves are code, the verified counts a table.
        assert!(p04.contains("<p><code>DLURRDL</code></p>"), "04 ({lang})");
        assert!(p04.contains("<td class=\"n\">"), "04 ({lang})");
        if lang != "en" {
            for english in ["Verdict:", "Rule:", "nodes expanded", "solvable:"] {
                assert!(
                    !p02.contains(english) && !p05.contains(english),
                    "{lang}: {english}"
                );
            }
        }
    }
}
