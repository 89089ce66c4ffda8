//! The lesson pages and handouts in the student's language (issue 26):
//! the Markdown handout, answer key and instructor's copy of a translated
//! lesson in Vietnamese and Chinese (snapshots); the interactive page made with
//! `--lang vi` and `--lang zh` opened in headless Chromium: its words are
//! the catalogue's, a wrong answer shows feedback, a hint, a shown answer
//! and the score panel are in the page's language, the downloaded answers
//! file gets full marks from `lesson grade`, no console error, no request,
//! and no sideways scroll at 360 px in Chinese; the static page, the
//! sheet, the key and the course index in both languages, with `<html
//! lang>` the tool's language and the lesson's text marked with its own;
//! and the lesson's JSON, the same bytes in every language.

use crate::common;

use common::webdriver::{self, Browser, answer, download, q};
use npuzzle::i18n::{Lang, message_in};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

const LESSON: &str = r#"format_version: 1
title: Inversions, tile by tile
summary: Count the inversions of a board tile by tile; npuzzle checks every count.
level: beginner
steps:
  - section: What an inversion is
  - say: |
      Read the board row by row and leave the blank out. A pair of tiles
      is an **inversion** when the larger number comes first.
  - board:
      title: A board to play with
      board: "1 2 3/4 0 6/7 5 8"
  - quiz:
      question: How many inversions does 1 2 3 / 4 5 6 / 8 7 0 have?
      board: "1 2 3/4 5 6/8 7 0"
      type: number
      answer: 1
      truth: {step: two, field: inversions}
      hint: Only two tiles are out of place.
      hint2: Tile 8 comes before tile 7.
      explanation: Only one pair is the wrong way round, 8 before 7.
      reveals: two
  - inversions:
      id: two
      title: The count
      board: "1 2 3/4 5 6/8 7 0"
      expect:
        inversions: 1
        parity: odd
  - count:
      question: For each tile in reading order, how many smaller tiles come after it?
      board: "1 8 2/0 4 3/7 6 5"
      hint: Tile 8 is followed by 6 smaller tiles.
      explanation: Eight counts, one per tile; the blank is never counted.
"#;

const VI: &str = r#"lang: vi
title: Nghịch thế, từng ô số một
summary: Đếm số nghịch thế (inversion) của một bảng theo từng ô số; npuzzle kiểm tra mọi con số.
steps:
  - section: Nghịch thế là gì
  - say: |
      Đọc bảng theo từng hàng và bỏ qua ô trống. Một cặp ô số là một
      **nghịch thế** khi số lớn hơn đứng trước.
  - board:
      title: Một bảng để thử
  - quiz:
      question: Bảng 1 2 3 / 4 5 6 / 8 7 0 có bao nhiêu nghịch thế?
      hint: Chỉ có hai ô số không nằm đúng chỗ.
      hint2: Ô số 8 đứng trước ô số 7.
      explanation: Chỉ có một cặp bị ngược thứ tự, 8 đứng trước 7.
  - inversions:
      title: Kết quả đếm
  - count:
      question: Với mỗi ô số theo thứ tự đọc, có bao nhiêu ô số nhỏ hơn đứng sau nó?
      hint: Sau ô số 8 có 6 ô số nhỏ hơn.
      explanation: Tám con số, mỗi ô số một con số; ô trống không bao giờ được đếm.
"#;

const ZH: &str = r#"lang: zh
title: 逐个数码数逆序
summary: 逐个数码地数出棋盘的逆序数 (inversion count)；npuzzle 会检查每一个计数。
steps:
  - section: 什么是逆序
  - say: |
      逐行读棋盘，跳过空格。如果一对数码中较大的数排在前面，
      这一对就是一个**逆序**。
  - board:
      title: 可以动手试试的棋盘
  - quiz:
      question: 1 2 3 / 4 5 6 / 8 7 0 有多少个逆序？
      hint: 只有两个数码不在原位。
      hint2: 数码 8 在数码 7 前面。
      explanation: 只有一对顺序颠倒：8 在 7 前面。
  - inversions:
      title: 计数结果
  - count:
      question: 按读的顺序，每个数码后面有几个比它小的数码？
      hint: 数码 8 后面有 6 个更小的数码。
      explanation: 八个计数，每个数码一个；空格从不计入。
"#;

const MY: &str = r#"lang: my
title: ပြောင်းပြန်များ၊ အကွက်တစ်ကွက်ချင်း
summary: ဘုတ်တစ်ခု၏ ပြောင်းပြန် (inversion) များကို အကွက်တစ်ကွက်ချင်း ရေတွက်ပါ; npuzzle က အရေအတွက်တိုင်းကို စစ်သည်။
steps:
  - section: ပြောင်းပြန် ဆိုသည်မှာ
  - say: |
      ဘုတ်ကို အတန်းလိုက် ဖတ်ပြီး အကွက်လွတ်ကို ချန်ထားပါ။ အကွက်နှစ်ကွက်တွဲတွင်
      ပိုကြီးသော ကိန်းက ရှေ့ရောက်နေလျှင် ထိုအတွဲသည် **ပြောင်းပြန်** ဖြစ်သည်။
  - board:
      title: စမ်းကစားရန် ဘုတ်တစ်ခု
  - quiz:
      question: 1 2 3 / 4 5 6 / 8 7 0 တွင် ပြောင်းပြန် ဘယ်နှစ်ခု ရှိသလဲ။
      hint: အကွက် နှစ်ခုသာ နေရာမမှန်ပါ။
      hint2: အကွက် 8 သည် အကွက် 7 ၏ ရှေ့တွင် ရှိသည်။
      explanation: အတွဲ တစ်တွဲသာ ပြောင်းပြန် ဖြစ်နေသည်၊ 8 က 7 ၏ ရှေ့တွင်။
  - inversions:
      title: ရေတွက်ချက်
  - count:
      question: ဖတ်သည့်အစီအစဉ်အတိုင်း အကွက်တစ်ခုစီ၏ နောက်တွင် ပိုငယ်သော အကွက် ဘယ်နှစ်ခု ရှိသလဲ။
      hint: အကွက် 8 ၏ နောက်တွင် ပိုငယ်သော အကွက် 6 ခု ရှိသည်။
      explanation: အရေအတွက် ရှစ်ခု၊ အကွက်တစ်ခုလျှင် တစ်ခု; အကွက်လွတ်ကို ဘယ်တော့မှ မရေတွက်ပါ။
"#;

const NAME: &str = "tiles";

/// The lesson with its Vietnamese and Chinese translations beside it, in
/// a course folder of its own (`dir/tiles.yaml`, `dir/vi/tiles.yaml`,
/// `dir/zh/tiles.yaml`) for test `test`; with `translated` false, the
/// lesson alone.
fn course(test: &str, translated: bool) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("pages-lang-{test}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{NAME}.yaml")), LESSON).unwrap();
    if translated {
        for (code, text) in [("vi", VI), ("zh", ZH), ("my", MY)] {
            std::fs::create_dir_all(dir.join(code)).unwrap();
            std::fs::write(dir.join(code).join(format!("{NAME}.yaml")), text).unwrap();
        }
    }
    dir
}

fn lesson_file(dir: &Path) -> String {
    dir.join(format!("{NAME}.yaml"))
        .to_str()
        .unwrap()
        .to_string()
}

fn ok(args: &[&str]) -> String {
    let r = common::run(args);
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    assert_eq!(r.stderr, "", "{args:?}");
    r.stdout
}

/// A message of the pages' catalogue in `lang`, with no arguments.
fn word(lang: Lang, id: &str) -> String {
    message_in(lang, id, &[])
}

#[test]
fn markdown_handout_and_answer_key_in_vietnamese_and_chinese() {
    let dir = course("markdown", true);
    let file = lesson_file(&dir);
    for lang in ["vi", "zh"] {
        let handout = ok(&["--lang", lang, "lesson", "run", &file, "--handout"]);
        insta::assert_snapshot!(format!("handout-{lang}"), handout);
        let key = ok(&["--lang", lang, "lesson", "run", &file, "--answer-key"]);
        insta::assert_snapshot!(format!("answer-key-{lang}"), key);
        // The instructor's copy: the tables, the checked claims, the answers.
        let copy = ok(&[
            "--lang", lang, "lesson", "run", &file, "--format", "markdown",
        ]);
        insta::assert_snapshot!(format!("instructor-{lang}"), copy);
    }
    // English stays the English of the lesson file.
    let english = ok(&["--lang", "en", "lesson", "run", &file, "--handout"]);
    assert!(english.starts_with("# Inversions, tile by tile\n\n*Level: beginner.*"));
    assert!(english.contains("**Question 1.** How many inversions"));
}

/// A JSON value without its `elapsed_ms` fields (a search's wall-clock
/// time, which differs from run to run).
fn without_timings(v: &mut Value) {
    match v {
        Value::Object(m) => {
            m.remove("elapsed_ms");
            m.values_mut().for_each(without_timings);
        }
        Value::Array(a) => a.iter_mut().for_each(without_timings),
        _ => {}
    }
}

#[test]
fn the_lesson_json_is_the_same_in_every_language() {
    let dir = course("json", true);
    let file = lesson_file(&dir);
    // A scripted run too: a malformed answer's reason is in the JSON.
    let answers = dir.join("answers.txt");
    std::fs::write(&answers, "# name: Ada\n2\nzz?\n").unwrap();
    let answers = answers.to_str().unwrap();
    for args in [
        vec!["lesson", "run", &file, "--json"],
        vec!["lesson", "run", &file, "--json", "--answers", answers],
        vec!["lesson", "run", "01", "--json"],
        vec!["lesson", "run", "05", "--json"],
    ] {
        let mut outputs = Vec::new();
        for lang in ["en", "vi", "zh"] {
            let mut full = vec!["--lang", lang];
            full.extend(&args);
            let r = common::run(&full);
            assert!(r.code == 0 || r.code == 1, "{full:?}: {}", r.stderr);
            let mut v: Value = serde_json::from_str(&r.stdout).unwrap();
            // The one field that is not the lesson's: a search's time.
            without_timings(&mut v);
            outputs.push((v, r.code));
        }
        assert_eq!(outputs[0], outputs[1], "{args:?}: en and vi differ");
        assert_eq!(outputs[0], outputs[2], "{args:?}: en and zh differ");
    }
    // The lesson as it is written: its English title, its own level word.
    let v: Value =
        serde_json::from_str(&ok(&["--lang", "zh", "lesson", "run", &file, "--json"])).unwrap();
    assert_eq!(v["title"], "Inversions, tile by tile");
    assert_eq!(v["level"], "beginner");
}

#[test]
fn static_pages_sheets_keys_and_the_index_speak_the_language() {
    let dir = course("static", true);
    let file = lesson_file(&dir);
    for &lang in &Lang::all()[1..] {
        let code = lang.code();
        let page = ok(&["--lang", code, "lesson", "run", &file, "--format", "html"]);
        let sheet = ok(&[
            "--lang",
            code,
            "lesson",
            "run",
            &file,
            "--handout",
            "--format",
            "html",
        ]);
        let key = ok(&[
            "--lang",
            code,
            "lesson",
            "run",
            &file,
            "--answer-key",
            "--format",
            "html",
        ]);
        for (what, html) in [("page", &page), ("sheet", &sheet), ("key", &key)] {
            webdriver::assert_self_contained(html, what);
            assert!(
                html.starts_with(&format!("<!DOCTYPE html>\n<html lang=\"{code}\">")),
                "{code} {what}"
            );
            // The lesson is in the page's language: no lang of its own.
            assert!(html.contains("<h1>"), "{code} {what}");
            let level = message_in(
                lang,
                "pages-level",
                &[("level", word(lang, "pages-level-beginner").into())],
            );
            assert!(html.contains(&level), "{code} {what}: {level}");
            for english in [
                ">Question 1.<",
                "Level: beginner",
                ">Answer<",
                "Answer:",
                ">Hint<",
                "Hint:",
            ] {
                assert!(!html.contains(english), "{code} {what}: {english}");
            }
        }
        let question = message_in(lang, "pages-question", &[("n", "1".into())]);
        for html in [&page, &sheet, &key] {
            assert!(html.contains(&format!("<strong>{question}</strong>")));
        }
        assert!(page.contains(&format!(
            "<summary>{}</summary>",
            word(lang, "pages-answer")
        )));
        assert!(page.contains(&format!(
            "<figcaption>{}</figcaption>",
            word(lang, "pages-board")
        )));
        assert!(!page.contains("<figcaption>Board</figcaption>"));
        assert!(page.contains(&format!("<th>{}</th>", word(lang, "pages-col-running"))));
        assert!(sheet.contains(&word(lang, "pages-answer-line")));
        assert!(sheet.contains(&word(lang, "pages-name-label")));
        assert!(key.contains(&word(lang, "pages-answer-label")));

        // The course's index, and what the export says.
        let out = dir.join(format!("site-{code}"));
        let _ = std::fs::remove_dir_all(&out);
        let said = ok(&[
            "--lang",
            code,
            "lesson",
            "export",
            "--dir",
            dir.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--handout",
        ]);
        assert!(!said.contains("Wrote"), "{said}");
        assert!(said.contains("index.html"), "{said}");
        let index = std::fs::read_to_string(out.join("index.html")).unwrap();
        assert!(index.contains(&format!("<html lang=\"{code}\">")));
        assert!(
            index.contains(&word(lang, "pages-student-sheet")),
            "{index}"
        );
        assert!(!index.contains("in the order of the course"), "{index}");
        assert!(!index.contains("Written by"), "{index}");
        let title = if lang == Lang::from_code("vi").unwrap() {
            "Nghịch thế, từng ô số một"
        } else if lang == Lang::from_code("my").unwrap() {
            "ပြောင်းပြန်များ၊ အကွက်တစ်ကွက်ချင်း"
        } else {
            "逐个数码数逆序"
        };
        assert!(index.contains(title), "{index}");
    }
    // A lesson with no translation into the page's language: the page's
    // words are Chinese, the lesson's text is marked as English.
    let english = course("english", false);
    let page = ok(&[
        "--lang",
        "zh",
        "lesson",
        "run",
        &lesson_file(&english),
        "--format",
        "html",
        "--interactive",
    ]);
    assert!(page.contains("<html lang=\"zh\">"));
    assert!(page.contains("<h1 lang=\"en\">Inversions, tile by tile</h1>"));
    assert!(
        page.contains("lang=\"en\">"),
        "the steps are marked as English"
    );
    assert!(
        page.contains("<div class=\"ask\" lang=\"zh\">"),
        "the controls are Chinese"
    );
    // And in English, nothing is marked.
    let page = ok(&[
        "--lang",
        "en",
        "lesson",
        "run",
        &lesson_file(&english),
        "--format",
        "html",
    ]);
    assert!(page.contains("<html lang=\"en\">"));
    assert_eq!(page.matches(" lang=").count(), 1, "only <html> has a lang");
}

fn text_of(b: &Browser, css: &str) -> String {
    b.execute(&format!(
        "return document.querySelector({}).textContent;",
        json!(css)
    ))
    .as_str()
    .unwrap_or_default()
    .to_string()
}

fn one_language(b: &Browser, dir: &Path, lang: Lang) {
    let code = lang.code();
    let file = lesson_file(dir);
    let html = ok(&[
        "--lang",
        code,
        "lesson",
        "run",
        &file,
        "--format",
        "html",
        "--interactive",
    ]);
    webdriver::assert_self_contained(&html, code);
    let path = dir.join(format!("page-{code}.html"));
    std::fs::write(&path, &html).unwrap();
    b.set_window_size(1000, 1400);
    b.open_file(&path, None);
    b.execute("window.localStorage.clear();");
    b.open_file(&path, None);
    let lang_attr = b.execute("return document.documentElement.lang;");
    assert_eq!(lang_attr, code);

    // The page's words.
    let first = q(1);
    let check = b.execute(&format!(
        "return {first}.querySelector('[data-action=check]').textContent;"
    ));
    assert_eq!(check, word(lang, "pages-check"));
    assert_ne!(check, "Check");
    let show = b.execute(&format!(
        "return {first}.querySelector('[data-action=show]').textContent;"
    ));
    assert_eq!(show, word(lang, "pages-show-answer"));
    assert_eq!(
        text_of(b, "[data-question=\"1\"] label"),
        message_in(lang, "pages-your-answer", &[("n", "1".into())])
    );
    assert_eq!(
        text_of(b, "[data-action=download-answers]"),
        word(lang, "pages-download")
    );
    assert_eq!(
        text_of(b, "[data-action=forget]"),
        word(lang, "pages-forget")
    );
    assert_eq!(
        text_of(b, "label[for=student-name]"),
        word(lang, "pages-your-name")
    );

    // A wrong answer: the stepper's feedback, said by the page's module in
    // the page's language.
    let data = b.execute("return JSON.parse(document.getElementById('lesson-data').textContent);");
    let plain = word(lang, "lesson-not-quite");
    let (result, message, _) = answer(b, 1, "2");
    assert_eq!(result, "wrong");
    assert_eq!(message, plain);
    let (result, message, _) = answer(b, 2, "0 6 0 1 0 2 1 1");
    assert_eq!(result, "wrong");
    assert!(
        message.len() > plain.len()
            && message.starts_with(plain.trim_end_matches(['.', '。', '။'])),
        "{code}: {message}"
    );
    // Not an answer: the checker's reason, closed as the language does.
    let (result, message, _) = answer(b, 1, "zz?");
    assert_eq!(result, "malformed");
    let stop = if lang == Lang::from_code("zh").unwrap() {
        '。'
    } else if lang == Lang::from_code("my").unwrap() {
        '။'
    } else {
        '.'
    };
    assert!(message.ends_with(stop), "{code}: {message}");

    // Hints on demand, then the answer shown, in the page's words.
    b.click(&b.find("[data-question=\"1\"] [data-action=hint]"));
    let hints = text_of(b, "[data-question=\"1\"] [data-hints]");
    assert!(
        hints.starts_with(&npuzzle::render::page_words::label(word(
            lang,
            "pages-hint-label"
        ))),
        "{code}: {hints}"
    );
    assert_eq!(
        text_of(b, "[data-question=\"1\"] [data-action=hint]"),
        word(lang, "pages-stronger-hint")
    );
    b.click(&b.find("[data-question=\"1\"] [data-action=show]"));
    let shown = text_of(b, "[data-question=\"1\"] [data-answer]");
    assert!(
        shown.starts_with(&format!(
            "{}1",
            npuzzle::render::page_words::label(word(lang, "pages-answer-label"))
        )),
        "{code}: {shown}"
    );
    // The revealed step, now shown, has the page's table words.
    let revealed = b.execute("return document.querySelector('section[data-revealed]').hidden;");
    assert_eq!(revealed, false);
    assert!(html.contains(&format!(
        "<th>{}</th>",
        word(lang, "pages-col-smaller-after")
    )));

    // The score panel: the tally of the data, filled in.
    let (result, _, _) = answer(b, 2, "0 6 0 1 0 2 1 0");
    assert_eq!(result, "right");
    let score = text_of(b, "[data-score]");
    let tally = data["tally"]
        .as_str()
        .unwrap()
        .replace("{first}", "0")
        .replace("{after}", "1")
        .replace("{shown}", "1");
    assert_eq!(score, tally, "{code}");

    // The board to play with: its panel in the page's words.
    let widget = "[data-widget]";
    let parity = text_of(b, &format!("{widget} [data-parity]"));
    assert!(
        parity == word(lang, "pages-even") || parity == word(lang, "pages-odd"),
        "{code}: {parity}"
    );
    assert_eq!(
        b.execute("return document.querySelector('[data-widget] .wtile.blank').getAttribute('aria-label');"),
        word(lang, "pages-blank")
    );
    let movable = b.execute(
        "return document.querySelector('[data-widget] .wtile.movable').getAttribute('aria-label');",
    );
    assert_eq!(
        movable.as_str().unwrap(),
        message_in(lang, "pages-movable-tile", &[("t", "2".into())])
    );
    b.click(&b.find("[data-widget] [data-tile=\"2\"]"));
    // The invariant keeps its parity on a 3-wide board: the same word.
    assert_eq!(text_of(b, &format!("{widget} [data-parity]")), parity);
    assert_eq!(text_of(b, &format!("{widget} [data-moves]")), "1");
    assert_eq!(
        text_of(b, "[data-action=reset]"),
        word(lang, "pages-start-again")
    );

    // The answers file `lesson grade` reads: both answers right.
    b.execute(
        "var n = document.querySelector('[data-student-name]'); n.value = 'Ada'; n.dispatchEvent(new Event('input'));",
    );
    let file_text = download(b);
    assert!(file_text.starts_with("# name: Ada\n"), "{file_text}");
    let answers = dir.join(format!("answers-{code}.txt"));
    std::fs::write(&answers, &file_text).unwrap();
    let g = common::run(&[
        "--lang",
        code,
        "lesson",
        "grade",
        &file,
        answers.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(g.code, 0, "{}\n{file_text}", g.stderr);

    let problems = b.console_problems();
    assert!(problems.is_empty(), "{code}: console: {problems:?}");
    assert_eq!(
        webdriver::requests(b),
        json!([]),
        "{code}: network requests"
    );

    // Looked at, on a desktop and on a phone.
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (w, h) in [(1000, 1400), (360, 1400)] {
        b.set_window_size(w, h);
        b.open_file(&path, None);
        if lang == Lang::from_code("zh").unwrap() || w == 360 {
            let wide = b.execute("return document.documentElement.scrollWidth;");
            assert!(
                wide.as_u64().unwrap() <= w as u64,
                "{code}: the page scrolls sideways at {w} px: {wide}"
            );
        }
        let png = b.screenshot();
        assert!(png.starts_with(b"\x89PNG"));
        std::fs::write(shots.join(format!("pages-lang-{code}-{w}.png")), png).unwrap();
    }
}

#[test]
fn the_interactive_page_in_vietnamese_and_chinese() {
    if !webdriver::available("interactive lesson page in vi and zh") {
        return;
    }
    let dir = course("browser", true);
    let b = Browser::start("pages-lang");
    for &lang in &Lang::all()[1..] {
        one_language(&b, &dir, lang);
    }
}
