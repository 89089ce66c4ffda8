//! The next-node exercises' frontier on every HTML view (issue 33): the
//! student's sheet (`--handout --format html`), the static page and the
//! interactive page of lesson 05, in English, Vietnamese and
//! Chinese, opened in headless Chromium at 360 px (a phone): no horizontal
//! scroll (of the page or of the frontier), one node per line (each node
//! its own line, never sharing one with another node; on these 3x3 boards
//! a whole node fits one line), every node of the text frontier there.

use crate::common;
use common::webdriver::{self, Browser};
use serde_json::Value;
use std::path::PathBuf;

fn dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("frontier-pages");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The nodes of a lesson's next-node exercises (expanded so far and the
/// frontier), from the lesson's computed results (`lesson run --json`).
fn exercise_nodes(lesson: &str) -> usize {
    let r = common::run(&["lesson", "run", lesson, "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| {
            let w = &s["work"];
            Some(w["frontier"].as_array()?.len() + w["expanded"].as_array()?.len())
        })
        .sum()
}

/// Every frontier node of the page open in `b`, with where it is drawn.
const MEASURE: &str = r#"
document.querySelectorAll('[hidden]').forEach(e => { e.hidden = false; });
const out = { inner: window.innerWidth, scroll: document.documentElement.scrollWidth, frontiers: [] };
for (const f of document.querySelectorAll('.frontier')) {
  const nodes = [...f.querySelectorAll('li')].map(li => {
    const r = li.getBoundingClientRect();
    const lh = parseFloat(getComputedStyle(li).lineHeight) || parseFloat(getComputedStyle(li).fontSize) * 1.45;
    return { text: li.textContent, top: r.top, bottom: r.bottom, right: r.right, height: r.height, line: lh };
  });
  const r = f.getBoundingClientRect();
  out.frontiers.push({ scroll: f.scrollWidth, client: f.clientWidth, right: r.right, nodes });
}
return out;
"#;

fn check(b: &Browser, what: &str, expected_nodes: usize) {
    b.set_window_size(360, 900);
    let m: Value = b.execute(MEASURE);
    let inner = m["inner"].as_f64().unwrap();
    assert!(
        m["scroll"].as_f64().unwrap() <= inner,
        "{what}: the page scrolls sideways at 360 px ({m})"
    );
    let frontiers = m["frontiers"].as_array().unwrap();
    assert!(!frontiers.is_empty(), "{what}: no frontier");
    let mut nodes = 0;
    for f in frontiers {
        assert!(
            f["scroll"].as_f64().unwrap() <= f["client"].as_f64().unwrap() + 1.0
                && f["right"].as_f64().unwrap() <= inner + 1.0,
            "{what}: a frontier is wider than the screen: {f}"
        );
        let list = f["nodes"].as_array().unwrap();
        assert!(
            list.len() >= 2,
            "{what}: a frontier of {} nodes: {f}",
            list.len()
        );
        let mut last_bottom = f64::MIN;
        for n in list {
            let (top, bottom) = (n["top"].as_f64().unwrap(), n["bottom"].as_f64().unwrap());
            assert!(
                top >= last_bottom - 0.5,
                "{what}: node {} shares a line with the node before it",
                n["text"]
            );
            assert!(
                n["height"].as_f64().unwrap() < 1.5 * n["line"].as_f64().unwrap(),
                "{what}: node {} takes more than one line at 360 px",
                n["text"]
            );
            assert!(
                n["right"].as_f64().unwrap() <= inner,
                "{what}: node {} runs off the screen",
                n["text"]
            );
            last_bottom = bottom;
        }
        nodes += list.len();
    }
    assert_eq!(
        nodes, expected_nodes,
        "{what}: {nodes} nodes on the page, {expected_nodes} in the text"
    );
}

#[test]
fn every_html_view_shows_the_frontier_one_node_per_line_at_360_px() {
    if !webdriver::available("every_html_view_shows_the_frontier_one_node_per_line_at_360_px") {
        return;
    }
    let b = Browser::start("frontier-pages");
    // Lesson 05 is the built-in course's lesson with next-node exercises.
    for lesson in ["05"] {
        let expected = exercise_nodes(lesson);
        assert!(expected >= 10, "lesson {lesson}: {expected} nodes");
        for lang in ["en", "vi", "zh"] {
            for (view, args) in [
                ("sheet", &["--handout", "--format", "html"][..]),
                ("static page", &["--format", "html"]),
                ("interactive page", &["--format", "html", "--interactive"]),
            ] {
                let mut full = vec!["--lang", lang, "lesson", "run", lesson];
                full.extend_from_slice(args);
                let r = common::run(&full);
                assert_eq!(r.code, 0, "{full:?}: {}", r.stderr);
                let path = dir().join(format!("{lesson}-{lang}-{}.html", view.replace(' ', "-")));
                std::fs::write(&path, &r.stdout).unwrap();
                b.open_file(&path, None);
                check(&b, &format!("lesson {lesson} ({lang}), {view}"), expected);
            }
        }
    }
}
