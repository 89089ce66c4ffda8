//! The stepping pages (`tree --format html`, `compare --format html`)
//! opened from file:// in headless Chromium through WebDriver and clicked:
//! next N times, the page root's `data-step` and the number of `expanded`
//! nodes follow; `#step=N` opens at step N; no console error; a screenshot
//! is written to look at.

use crate::common;

use common::webdriver::{self, Browser};
use std::path::PathBuf;

use common::LAB;

fn page(name: &str, args: &[&str]) -> PathBuf {
    let r = common::run(args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let html = r.stdout;
    // Self-contained: no address outside the page.
    webdriver::assert_self_contained(&html, "the page");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pages");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.html"));
    std::fs::write(&path, html).unwrap();
    path
}

fn count(b: &Browser, css: &str) -> usize {
    b.find_all(css).len()
}

fn root_step(b: &Browser) -> String {
    b.attribute(&b.find("main.stepper"), "data-step").unwrap()
}

fn no_console_errors(b: &Browser) {
    let bad = b.console_problems();
    assert!(bad.is_empty(), "console: {bad:?}");
}

fn screenshot(b: &Browser, name: &str) -> PathBuf {
    let png = b.screenshot();
    let decoder = png::Decoder::new(std::io::Cursor::new(&png));
    let reader = decoder.read_info().expect("a PNG screenshot");
    assert!(reader.info().width >= 800);
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("pages")
        .join(format!("{name}.png"));
    std::fs::write(&path, png).unwrap();
    path
}

#[test]
fn the_tree_page_steps_forward_back_and_opens_at_a_step() {
    if !webdriver::available("tree page") {
        return;
    }
    let mut args = vec!["tree"];
    args.extend_from_slice(&LAB);
    args.extend(["--algo", "ordered", "--format", "html"]);
    let path = page("ordered", &args);
    let b = Browser::start("tree-page");
    b.open_file(&path, None);
    let main = b.find("main.stepper");
    assert_eq!(b.attribute(&main, "data-steps").as_deref(), Some("6"));
    assert_eq!(root_step(&b), "0");
    assert_eq!(count(&b, "[data-node-id]"), 14);
    assert_eq!(count(&b, ".node[data-state=frontier]"), 1);
    assert_eq!(count(&b, ".node[data-state=unseen]"), 13);
    let next = b.find("main > .controls [data-action=next]");
    for n in 1..=4 {
        b.click(&next);
        assert_eq!(root_step(&b), n.to_string());
        assert_eq!(count(&b, ".node[data-state=expanded]"), n);
        assert_eq!(count(&b, "[data-current]"), 1);
    }
    // Step 4 expanded #5 and left #9 (f = 5) first in the frontier.
    let current = b.find("[data-current]");
    assert_eq!(b.attribute(&current, "data-node-id").as_deref(), Some("5"));
    let first = b.find(".node[data-order='1']");
    assert_eq!(b.attribute(&first, "data-node-id").as_deref(), Some("9"));
    assert_eq!(count(&b, ".node[data-state=frontier]"), 7);
    b.click(&b.find("main > .controls [data-action=prev]"));
    assert_eq!(root_step(&b), "3");
    assert_eq!(count(&b, ".node[data-state=expanded]"), 3);
    // Arrow keys step too.
    b.send_keys(&b.find("main > .controls [data-action=next]"), "\u{E014}");
    assert_eq!(root_step(&b), "4");
    b.click(&b.find("main > .controls [data-action=last]"));
    assert_eq!(root_step(&b), "6");
    assert_eq!(count(&b, ".node[data-state=expanded]"), 6);
    assert_eq!(count(&b, ".node[data-state=goal]"), 1);
    let text = b.execute("return document.querySelector('section.search .now').textContent");
    assert!(text.as_str().unwrap().contains("Solution: UULDR"), "{text}");
    b.click(&b.find("main > .controls [data-action=first]"));
    assert_eq!(root_step(&b), "0");
    no_console_errors(&b);
    // Opened at step 3 directly.
    b.open_file(&path, Some("step=3"));
    assert_eq!(root_step(&b), "3");
    assert_eq!(count(&b, ".node[data-state=expanded]"), 3);
    let current = b.find("[data-current]");
    assert_eq!(b.attribute(&current, "data-node-id").as_deref(), Some("4"));
    no_console_errors(&b);
    let shot = screenshot(&b, "ordered-step-3");
    eprintln!("screenshot: {}", shot.display());
}

#[test]
fn the_compare_page_steps_together_and_each_on_its_own() {
    if !webdriver::available("compare page") {
        return;
    }
    let mut args = vec!["compare"];
    args.extend_from_slice(&LAB);
    args.extend(["--algos", "bfs,ordered", "--format", "html"]);
    let path = page("bfs-ordered", &args);
    let b = Browser::start("compare-page");
    b.open_file(&path, Some("step=2"));
    let main = b.find("main.stepper");
    assert_eq!(b.attribute(&main, "data-steps").as_deref(), Some("26"));
    assert_eq!(root_step(&b), "2");
    let panel = |k: usize, css: &str| count(&b, &format!("g.panel[data-panel='{k}'] {css}"));
    assert_eq!(panel(0, ".node[data-state=expanded]"), 2);
    assert_eq!(panel(1, ".node[data-state=expanded]"), 2);
    let next = b.find("main > .controls [data-action=next]");
    for _ in 0..8 {
        b.click(&next);
    }
    assert_eq!(root_step(&b), "10");
    assert_eq!(panel(0, ".node[data-state=expanded]"), 10);
    // Ordered search has 6 steps: it stays at its last.
    assert_eq!(panel(1, ".node[data-state=expanded]"), 6);
    assert_eq!(panel(1, ".node[data-state=goal]"), 1);
    // The BFS panel on its own.
    let own = b.find("section[data-search='0'] .controls [data-action=next]");
    b.click(&own);
    b.click(&own);
    let bfs = b.find("section[data-search='0']");
    assert_eq!(b.attribute(&bfs, "data-step").as_deref(), Some("12"));
    assert_eq!(panel(0, ".node[data-state=expanded]"), 12);
    assert_eq!(panel(1, ".node[data-state=expanded]"), 6);
    b.click(&b.find("main > .controls [data-action=last]"));
    assert_eq!(root_step(&b), "26");
    assert_eq!(panel(0, ".node[data-state=expanded]"), 26);
    assert_eq!(panel(0, ".node[data-state=goal]"), 1);
    no_console_errors(&b);
    b.open_file(&path, Some("step=5"));
    assert_eq!(root_step(&b), "5");
    no_console_errors(&b);
    let shot = screenshot(&b, "bfs-ordered-step-5");
    eprintln!("screenshot: {}", shot.display());
}

#[test]
fn pages_of_every_stepped_algorithm_reach_their_last_step_cleanly() {
    if !webdriver::available("pages of every algorithm") {
        return;
    }
    let b = Browser::start("every-algorithm");
    for algo in ["bfs", "ordered", "greedy", "astar", "ids", "idastar"] {
        let path = page(
            &format!("all-{algo}"),
            &[
                "tree",
                "4 1 3/7 2 6/5 0 8",
                "--algo",
                algo,
                "--format",
                "html",
                "--max-nodes-drawn",
                "2000",
            ],
        );
        b.open_file(&path, None);
        let steps: usize = b
            .attribute(&b.find("main.stepper"), "data-steps")
            .unwrap()
            .parse()
            .unwrap();
        assert!(steps > 0, "{algo}");
        b.click(&b.find("main > .controls [data-action=last]"));
        assert_eq!(root_step(&b), steps.to_string(), "{algo}");
        assert_eq!(count(&b, ".node[data-state=expanded]"), steps, "{algo}");
        assert_eq!(count(&b, ".node[data-state=goal]"), 1, "{algo}");
        // The slider goes anywhere.
        b.execute(
            "var s = document.querySelector('main > .controls [data-action=slider]'); s.value = 1; s.dispatchEvent(new Event('input', {bubbles: true}));",
        );
        assert_eq!(root_step(&b), "1", "{algo}");
        assert_eq!(count(&b, ".node[data-state=expanded]"), 1, "{algo}");
        no_console_errors(&b);
    }
}
