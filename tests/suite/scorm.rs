//! SCORM 1.2 packages (`lesson export --scorm`): each lesson's zip holds an
//! `imsmanifest.xml` that roxmltree reads as SCORM 1.2 (its namespaces,
//! schemaversion, one organization, item and SCO, every file listed,
//! identifiers unique, the lesson's text escaped) and the interactive page
//! with its bridge; the zips are the same bytes on every export. The SCO
//! runs against a real SCORM 1.2 runtime, the npm package `scorm-again`
//! (installed under `target/npm-scorm` on first use; under CI a missing
//! node or npm fails): its `Scorm12API` is `window.API` of a parent page
//! served on 127.0.0.1, the SCO in a frame, in headless Chromium. Answers
//! (one right, one wrong), a relaunch that resumes from `cmi.suspend_data`
//! alone, the rest of the lesson, the end; the runtime's record is checked
//! against the lesson's answer key. Without a platform the SCO is the
//! offline page.

use crate::common;

use common::webdriver::{self, Browser};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read as _, Write as _};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const IMSCP: &str = "http://www.imsproject.org/xsd/imscp_rootv1p1p2";
const ADLCP: &str = "http://www.adlnet.org/xsd/adlcp_rootv1p2";

/// A fresh, empty directory of this test run.
fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("scorm-{name}"))
}

/// `lesson export --scorm` (and `extra`) into `out`.
fn export(out: &Path, extra: &[&str]) -> common::Run {
    let o = out.display().to_string();
    let mut args = vec![
        "--lang",
        "en",
        "lesson",
        "export",
        "--out",
        o.as_str(),
        "--scorm",
    ];
    args.extend_from_slice(extra);
    common::run(&args)
}

/// Check a package's manifest against its files; the SCO's file name.
fn check_manifest(zip: &Path, entries: &[(String, Vec<u8>)]) -> String {
    let what = zip.display().to_string();
    assert_eq!(
        entries[0].0, "imsmanifest.xml",
        "{what}: the manifest first"
    );
    let text = String::from_utf8(entries[0].1.clone()).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "manifest");
    assert_eq!(root.tag_name().namespace(), Some(IMSCP), "{what}");
    assert_eq!(
        root.lookup_namespace_uri(Some("adlcp")),
        Some(ADLCP),
        "{what}"
    );
    let all: Vec<_> = root.descendants().filter(|n| n.is_element()).collect();
    for n in &all {
        assert_eq!(n.tag_name().namespace(), Some(IMSCP), "{what}: {n:?}");
    }
    let named = |tag: &str| -> Vec<roxmltree::Node> {
        all.iter()
            .copied()
            .filter(|n| n.tag_name().name() == tag)
            .collect()
    };
    let one = |tag: &str| {
        let v = named(tag);
        assert_eq!(v.len(), 1, "{what}: {tag}");
        v[0]
    };
    assert_eq!(one("schema").text(), Some("ADL SCORM"));
    assert_eq!(one("schemaversion").text(), Some("1.2"));
    let org = one("organization");
    let orgs = one("organizations");
    assert_eq!(orgs.attribute("default"), org.attribute("identifier"));
    let item = one("item");
    let resource = one("resource");
    assert_eq!(
        item.attribute("identifierref"),
        resource.attribute("identifier")
    );
    assert_eq!(
        resource.attribute((ADLCP, "scormtype")),
        Some("sco"),
        "{what}"
    );
    assert_eq!(resource.attribute("type"), Some("webcontent"));
    // Identifiers unique.
    let ids: Vec<&str> = all
        .iter()
        .filter_map(|n| n.attribute("identifier"))
        .collect();
    let unique: BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(ids.len(), unique.len(), "{what}: {ids:?}");
    assert_eq!(
        ids.len(),
        4,
        "{what}: manifest, organization, item, resource"
    );
    // Every file of the zip listed, and every file listed in the zip.
    let listed: BTreeSet<&str> = named("file")
        .iter()
        .map(|f| f.attribute("href").unwrap())
        .collect();
    let in_zip: BTreeSet<&str> = entries[1..].iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(listed, in_zip, "{what}");
    let sco = resource.attribute("href").unwrap().to_string();
    assert!(in_zip.contains(sco.as_str()), "{what}: {sco}");
    // The other files in name order.
    let names: Vec<&str> = entries[1..].iter().map(|(n, _)| n.as_str()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "{what}");
    sco
}

#[test]
fn every_package_is_a_scorm_1_2_package_of_the_interactive_page_and_reproducible() {
    let out = scratch("course").join("site");
    let run = export(&out, &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("8 SCORM 1.2 packages"),
        "{}",
        run.stdout
    );
    let zips = common::files_with_extension(&out, "zip");
    assert_eq!(zips.len(), 8, "{zips:?}");
    let mut first = BTreeMap::new();
    for zip in &zips {
        let entries = common::unzip(zip);
        let sco = check_manifest(zip, &entries);
        let name = zip.file_stem().unwrap().to_str().unwrap();
        assert_eq!(sco, format!("{name}.html"));
        // Entries dated alike, whatever the clock.
        let mut z = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
        for i in 0..z.len() {
            let f = z.by_index(i).unwrap();
            let t = f.last_modified().unwrap();
            assert_eq!((t.year(), t.month(), t.day()), (1980, 1, 1), "{name}");
        }
        // The SCO is the exported interactive page with the bridge.
        let page = String::from_utf8(entries[1].1.clone()).unwrap();
        let site_page = std::fs::read_to_string(out.join(&sco)).unwrap();
        let bridge_at = page
            .find("<script>// The SCORM 1.2 bridge")
            .expect("the bridge");
        let bridge_end = bridge_at + page[bridge_at..].find("</script>\n").unwrap() + 10;
        assert_eq!(
            format!("{}{}", &page[..bridge_at], &page[bridge_end..]),
            site_page,
            "{name}"
        );
        assert!(!site_page.contains("cmi.suspend_data"), "{name}");
        webdriver::assert_self_contained(&page, name);
        first.insert(name.to_string(), std::fs::read(zip).unwrap());
    }
    // The offline page of `lesson run` carries no bridge.
    let offline = common::run(&["lesson", "run", "01", "--format", "html", "--interactive"]);
    assert!(!offline.stdout.contains("LMSInitialize"));
    // Again, over the first export: the same bytes.
    let again = export(&out, &[]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    for (name, bytes) in &first {
        assert!(
            std::fs::read(out.join(format!("{name}.zip"))).unwrap() == *bytes,
            "{name}.zip differs between two exports"
        );
    }
}

#[test]
fn lesson_text_is_escaped_in_the_manifest() {
    let dir = scratch("title");
    let course = dir.join("course");
    std::fs::create_dir_all(&course).unwrap();
    let lesson =
        std::fs::read_to_string("tests/fixtures/lessons/html-in-every-field.yaml").unwrap();
    let title = r#"Tiles <b>&amp; "moves"</b> & 'more'"#;
    let lesson = lesson.replacen(
        "title: \"<svg onload=alert(1)> Evil\"",
        &format!("title: {}", serde_json::to_string(title).unwrap()),
        1,
    );
    assert!(lesson.contains("Tiles <b>"));
    std::fs::write(course.join("odd name.yaml"), lesson).unwrap();
    let out = dir.join("site");
    let c = course.display().to_string();
    let run = export(&out, &["--dir", &c]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let zip = out.join("odd name.zip");
    let entries = common::unzip(&zip);
    check_manifest(&zip, &entries);
    let text = String::from_utf8(entries[0].1.clone()).unwrap();
    assert!(!text.contains("<b>"), "{text}");
    let doc = roxmltree::Document::parse(&text).unwrap();
    let titles: Vec<&str> = doc
        .descendants()
        .filter(|n| n.tag_name().name() == "title")
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(titles, [title, title]);
    let manifest = doc.root_element().attribute("identifier").unwrap();
    // The space lost: the name's hash keeps it apart from `odd_name`'s.
    assert!(manifest.starts_with("npuzzle-odd_name-"), "{manifest}");
    assert_eq!(manifest.len(), "npuzzle-odd_name-".len() + 8);
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let dir = scratch("bad");
    std::fs::write(dir.join("file"), "not a folder").unwrap();
    let course = dir.join("course");
    std::fs::create_dir_all(&course).unwrap();
    std::fs::copy(
        "tests/fixtures/lessons/false-claim.yaml",
        course.join("false-claim.yaml"),
    )
    .unwrap();
    let c = course.display().to_string();
    for (out, extra) in [
        (dir.join("file"), vec![]),
        (dir.join("site"), vec!["--dir", c.as_str()]),
    ] {
        let run = export(&out, &extra);
        assert_eq!(run.code, 2, "{extra:?}: {}", run.stderr);
        assert_eq!(run.stdout, "");
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    }
    assert!(!dir.join("site").exists(), "nothing was written");
}

/// `node_modules` with scorm-again, installed once into `target/npm-scorm`;
/// `None` (the test skipped) without node or npm outside CI.
fn scorm_again(test: &str) -> Option<PathBuf> {
    common::npm_package(
        test,
        "npm-scorm",
        "scorm-again@3",
        "scorm-again/dist/scorm12.js",
    )
}

/// Serve the files under `root` on a free loopback port (GET only, one
/// request per connection), from a thread that lives as long as the test
/// process; the port.
fn serve(root: PathBuf) -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { continue };
            let mut head = Vec::new();
            let mut buf = [0u8; 1024];
            while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 65536 {
                match s.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => head.extend_from_slice(&buf[..n]),
                }
            }
            let head = String::from_utf8_lossy(&head);
            let path = head.split_whitespace().nth(1).unwrap_or("/");
            let path = path
                .split('?')
                .next()
                .unwrap_or("/")
                .trim_start_matches('/');
            let file = root.join(path);
            let reply = match (path.contains(".."), std::fs::read(&file)) {
                (false, Ok(body)) => {
                    let mut r = format!(
                        "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
                        body.len()
                    )
                    .into_bytes();
                    r.extend_from_slice(&body);
                    r
                }
                _ => b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                    .to_vec(),
            };
            let _ = s.write_all(&reply);
        }
    });
    port
}

/// The parent page: scorm-again's runtime (its dist file inline, a test
/// fixture) as `window.API`, the SCO in a frame. `relaunch()` ends the
/// SCO's session (the frame leaves the page: pagehide, LMSFinish), keeps
/// the runtime's record as a platform does, clears the frame's storage and
/// launches the SCO again with a new runtime loaded from that record.
fn parent_page(runtime: &str, sco: &str) -> String {
    format!(
        r#"<!DOCTYPE html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>LMS</title></head><body>
<script>{runtime}</script>
<script>
window.finishes = 0; window.commits = 0; window.launches = 0;
window.record = {{ core: {{ student_id: "s-42", student_name: "Nguyen, An" }} }};
function launch() {{
  var api = new Scorm12API({{ logLevel: 4 }});
  api.loadFromJSON(window.record);
  var finish = api.LMSFinish.bind(api), commit = api.LMSCommit.bind(api);
  api.LMSFinish = function (x) {{ window.finishes++; return finish(x); }};
  api.LMSCommit = function (x) {{ window.commits++; return commit(x); }};
  window.API = api;
  window.launches++;
  document.getElementById("sco").src = "{sco}";
}}
function leave(then) {{
  var f = document.getElementById("sco");
  f.onload = function () {{ f.onload = null; then(); }};
  f.src = "about:blank";
}}
function relaunch() {{
  leave(function () {{
    window.record = JSON.parse(JSON.stringify(window.API.renderCMIToJSONObject()));
    localStorage.clear();
    launch();
  }});
}}
</script>
<iframe id="sco" style="width:1000px;height:800px"></iframe>
<script>launch();</script>
</body></html>
"#
    )
}

/// Wait until `script` returns true.
fn wait_for(b: &Browser, script: &str, what: &str) {
    let start = Instant::now();
    while b.execute(script) != json!(true) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "waited for {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The SCO's window, as a script expression.
const SCO: &str = "document.getElementById('sco').contentWindow";

/// Wait until the SCO of launch `launches` is drawn and its WebAssembly
/// runs (the page checks answers from then on).
fn wait_for_sco(b: &Browser, launches: u64) {
    wait_for(
        b,
        &format!(
            "try {{ var w = {SCO}; return window.launches === {launches} && w.location.pathname.endsWith('.html') && w.document.readyState === 'complete' && !!w.document.querySelector('[data-score]').textContent && w.document.documentElement.hasAttribute('data-ready'); }} catch (e) {{ return false; }}"
        ),
        "the SCO",
    );
}

/// In the SCO: type `text` into question `n` and check it; its verdict.
fn answer_in_sco(b: &Browser, n: usize, text: &str) -> String {
    b.execute(&format!(
        "var e = {SCO}.document.querySelector('[data-question=\"{n}\"]'); e.querySelector('[data-input]').value = {}; e.querySelector('[data-action=check]').click(); return e.querySelector('[data-result]').getAttribute('data-result');",
        json!(text)
    ))
    .as_str()
    .unwrap_or("")
    .to_string()
}

/// The runtime's record (scorm-again's CMI as JSON).
fn cmi(b: &Browser) -> Value {
    b.execute("return JSON.parse(JSON.stringify(window.API.renderCMIToJSONObject())).cmi;")
}

/// The interactions of the record, in order: id, type, response, result.
fn interactions(c: &Value) -> Vec<[String; 4]> {
    let all = &c["interactions"];
    let mut out = Vec::new();
    for k in 0.. {
        let i = &all[k.to_string()];
        if i.is_null() {
            break;
        }
        let s = |f: &str| i[f].as_str().unwrap_or("").to_string();
        out.push([s("id"), s("type"), s("student_response"), s("result")]);
    }
    out
}

fn row(id: &str, kind: &str, response: &str, result: &str) -> [String; 4] {
    [id, kind, response, result].map(str::to_string)
}

/// Lesson 01's package unzipped under a parent page with scorm-again,
/// served on 127.0.0.1 and opened in Chromium (the SCO launched); the
/// browser and the lesson's answer key. `None`: skipped (outside CI).
fn launched(test: &str, name: &str) -> Option<(Browser, BTreeMap<usize, String>)> {
    if !webdriver::available(test) {
        return None;
    }
    let modules = scorm_again(test)?;
    let lesson = "01-counting-inversions";
    let dir = scratch(name);
    let out = dir.join("site");
    let run = export(&out, &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let root = dir.join("lms");
    std::fs::create_dir_all(root.join("sco")).unwrap();
    for (name, bytes) in common::unzip(&out.join(format!("{lesson}.zip"))) {
        std::fs::write(root.join("sco").join(name), bytes).unwrap();
    }
    let runtime = std::fs::read_to_string(modules.join("scorm-again/dist/scorm12.js")).unwrap();
    assert!(!runtime.contains("</script"));
    std::fs::write(
        root.join("lms.html"),
        parent_page(&runtime, &format!("sco/{lesson}.html")),
    )
    .unwrap();
    let port = serve(root);
    let key = common::answer_key("en", lesson);
    assert_eq!(key.len(), 7, "{key:?}");
    let b = Browser::start(name);
    b.goto(&format!("http://127.0.0.1:{port}/lms.html"));
    wait_for_sco(&b, 1);
    Some((b, key))
}

#[test]
fn the_sco_reports_to_scorm_again_resumes_from_suspend_data_and_finishes() {
    let Some((b, key)) = launched("SCORM package in scorm-again", "scorm") else {
        return;
    };
    // The platform's name for the student, on the page.
    assert_eq!(
        b.execute(&format!(
            "return {SCO}.document.querySelector('[data-student-name]').value;"
        )),
        json!("Nguyen, An")
    );
    let c = cmi(&b);
    assert_eq!(c["core"]["lesson_status"], "incomplete", "{c}");

    // Question 1 right (the key's answer), question 2 wrong (a total of 9).
    assert_eq!(answer_in_sco(&b, 1, &key[&1]), "right");
    assert_eq!(answer_in_sco(&b, 2, "9"), "wrong");
    let c = cmi(&b);
    assert_eq!(
        interactions(&c),
        [
            row("q1", "numeric", &key[&1], "correct"),
            row("q2", "fill-in", "9", "wrong"),
        ],
        "{c}"
    );
    assert_eq!(
        c["interactions"]["0"]["correct_responses"]["0"]["pattern"],
        key[&1]
    );
    assert_eq!(c["core"]["score"]["raw"], "14", "{c}");
    assert_eq!(c["core"]["score"]["min"], "0");
    assert_eq!(c["core"]["score"]["max"], "100");
    assert_eq!(c["core"]["lesson_status"], "incomplete");
    let suspend = c["suspend_data"].as_str().unwrap().to_string();
    assert!(
        !suspend.is_empty() && suspend.chars().count() <= 4096,
        "{suspend}"
    );
    assert!(
        b.execute("return window.commits;").as_u64().unwrap() >= 2,
        "a commit after each answer"
    );

    // Relaunched with the record alone (the frame's storage cleared): the
    // page resumes where it was.
    b.execute("relaunch();");
    wait_for_sco(&b, 2);
    assert_eq!(b.execute("return window.finishes;"), json!(1));
    assert_eq!(
        b.execute("return window.record.cmi.core.exit;"),
        json!("suspend")
    );
    let state = b.execute(&format!(
        "var d = {SCO}.document; return [1, 2, 3].map(function (n) {{ var e = d.querySelector('[data-question=\"' + n + '\"]'); return [e.querySelector('[data-result]').getAttribute('data-result'), e.querySelector('[data-input]').value]; }});"
    ));
    assert_eq!(
        state,
        json!([["right", key[&1]], ["wrong", "9"], ["", ""]]),
        "the page resumed"
    );

    // The rest: question 2 now right, 3 to 6 right (5 in full-width
    // digits), 7's answer shown.
    assert_eq!(answer_in_sco(&b, 2, &key[&2]), "right");
    for n in 3..=6 {
        let typed = if n == 5 {
            key[&5]
                .chars()
                .map(|c| char::from_u32(c as u32 + 0xFEE0).unwrap())
                .collect()
        } else {
            key[&n].clone()
        };
        assert_eq!(answer_in_sco(&b, n, &typed), "right", "question {n}");
    }
    b.execute(&format!(
        "{SCO}.document.querySelector('[data-question=\"7\"] [data-action=show]').click();"
    ));
    let c = cmi(&b);
    assert_eq!(c["core"]["lesson_status"], "completed", "{c}");
    assert_eq!(c["core"]["score"]["raw"], "86", "6 of 7 right: {c}");
    b.execute("leave(function () {});");
    wait_for(&b, "return window.finishes === 2;", "LMSFinish");
    let c = cmi(&b);
    let yes_no = |k: &str| if k == "yes" { "t" } else { "f" };
    assert_eq!(
        interactions(&c),
        [
            row("q1", "numeric", &key[&1], "correct"),
            row("q2", "fill-in", "9", "wrong"),
            row("q2", "fill-in", &key[&2], "correct"),
            row("q3", "numeric", &key[&3], "correct"),
            row("q4", "fill-in", &key[&4], "correct"),
            row("q5", "numeric", &key[&5], "correct"),
            row("q6", "true-false", yes_no(&key[&6]), "correct"),
        ],
        "{c}"
    );
    assert_eq!(c["core"]["lesson_status"], "completed");
    assert_eq!(c["core"]["exit"], "", "{c}");
    assert!(
        c["core"]["session_time"].as_str().is_some_and(|t| t
            .split(':')
            .map(str::len)
            .collect::<Vec<_>>()
            .ends_with(&[2, 2])),
        "{c}"
    );
    // Once only.
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(b.execute("return window.finishes;"), json!(2));
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
}

#[test]
fn without_a_platform_the_sco_is_the_offline_page() {
    if !webdriver::available("SCORM package without a platform") {
        return;
    }
    let dir = scratch("offline");
    let out = dir.join("site");
    let run = export(&out, &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lesson = "01-counting-inversions";
    let page = dir.join(format!("{lesson}.html"));
    let entries = common::unzip(&out.join(format!("{lesson}.zip")));
    std::fs::write(&page, &entries[1].1).unwrap();
    let key = common::answer_key("en", lesson);
    let b = Browser::start("scorm-offline");
    b.open_file(&page, None);
    let (result, _, _) = webdriver::answer(&b, 1, &key[&1]);
    assert_eq!(result, "right");
    let (result, _, _) = webdriver::answer(&b, 3, "99");
    assert_eq!(result, "wrong");
    // Kept in the browser as the offline page keeps it.
    b.open_file(&page, None);
    let kept = b.execute(
        "return document.querySelector('[data-question=\"1\"] [data-result]').getAttribute('data-result');",
    );
    assert_eq!(kept, json!("right"));
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
    assert_eq!(webdriver::requests(&b), json!([]));
}

#[test]
fn suspend_data_stays_under_4096_characters_and_still_resumes() {
    let Some((b, key)) = launched("SCORM suspend_data limit", "scorm-limit") else {
        return;
    };
    // Twenty wrong answers of 250 characters to each of three questions
    // (a number with leading zeros is a number): some 15000 characters of
    // history, more than cmi.suspend_data holds.
    let long = |n: u64| format!("{}{n}", "0".repeat(250));
    for q in [1, 3, 5] {
        for k in 0..20 {
            let wrong = 100 + k;
            assert_eq!(answer_in_sco(&b, q, &long(wrong)), "wrong", "question {q}");
        }
    }
    let c = cmi(&b);
    let suspend = c["suspend_data"].as_str().unwrap().to_string();
    assert!(
        !suspend.is_empty() && suspend.chars().count() <= 4096,
        "{} characters",
        suspend.chars().count()
    );
    // Every answer reported, written canonically.
    let all = interactions(&c);
    assert_eq!(all.len(), 60);
    assert_eq!(all[0], row("q1", "numeric", "100", "wrong"));
    assert_eq!(all[59], row("q5", "numeric", "119", "wrong"));
    // Resumed from it: the attempts and the last answers kept, the oldest
    // of the history cut.
    b.execute("relaunch();");
    wait_for_sco(&b, 2);
    let state = b.execute(&format!(
        "var d = {SCO}.document; return [1, 3, 5].map(function (n) {{ var e = d.querySelector('[data-question=\"' + n + '\"]'); return [e.querySelector('[data-result]').getAttribute('data-result'), e.querySelector('[data-input]').value]; }});"
    ));
    assert_eq!(
        state,
        json!([
            ["wrong", long(119)],
            ["wrong", long(119)],
            ["wrong", long(119)]
        ])
    );
    let file = b
        .execute(&format!(
            "var h = {SCO}.document.querySelector('[data-action=download-answers]').getAttribute('href'); return decodeURIComponent(h.substring(h.indexOf(',') + 1));"
        ))
        .as_str()
        .unwrap()
        .to_string();
    for q in [1, 3, 5] {
        let line = format!("# Question {q} (attempts: 20, hints: 0)");
        assert!(file.contains(&line), "{line}: {file}");
    }
    // And the lesson goes on: question 1 right now.
    assert_eq!(answer_in_sco(&b, 1, &key[&1]), "right");
    assert_eq!(interactions(&cmi(&b)).len(), 61);
    let problems = b.console_problems();
    assert!(problems.is_empty(), "console: {problems:?}");
}
