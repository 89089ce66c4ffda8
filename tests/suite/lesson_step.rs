//! A lesson's `tree` step with `step: true` (issue 24): printed, the first
//! steps as `solve --step` prints them in a pipe; in JSON every step, as
//! the lines of `solve --step --format jsonl`; on a terminal (tmux, 80x24,
//! colour off and on) `w` opens the step view and `q` returns to the
//! lesson.

use crate::common;

use common::tmux::{self, Tmux};

const FIXTURE: &str = "tests/fixtures/lessons/tree-step.yaml";

#[test]
fn a_stepped_tree_prints_its_first_steps() {
    let check = common::run(&["lesson", "check", FIXTURE]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    let args = ["lesson", "run", FIXTURE, "--no-pause"];
    insta::assert_snapshot!("tree-step-text", common::transcript(&args));
}

#[test]
fn a_stepped_tree_lists_every_step_in_json() {
    let run = common::run(&["lesson", "run", FIXTURE, "--format", "json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let tree = &v["steps"][1];
    assert_eq!(tree["kind"], "tree", "{tree}");
    let steps = tree["steps"].as_array().expect("a steps array");
    assert_eq!(steps.len(), 6, "{tree}");
    // The same events as `solve --step --format jsonl` on the same rules.
    let mut args = vec!["solve"];
    args.extend_from_slice(&common::LAB);
    args.extend(["--algo", "ordered", "--step", "--format", "jsonl"]);
    let solve = common::run(&args);
    assert_eq!(solve.code, 0, "{}", solve.stderr);
    let lines: Vec<serde_json::Value> = solve
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|l: &serde_json::Value| l["type"] != "result")
        .map(|mut l| {
            // Each line of the pipe carries its own schema_version; the
            // lesson's JSON has one for the whole document.
            l.as_object_mut().unwrap().remove("schema_version");
            l
        })
        .collect();
    assert_eq!(lines.len(), steps.len());
    for (a, b) in steps.iter().zip(&lines) {
        assert_eq!(a, b);
    }
    // A tree step without `step: true` has no steps.
    let plain = common::run(&["lesson", "run", "05", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&plain.stdout).unwrap();
    let trees: Vec<&serde_json::Value> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "tree")
        .collect();
    assert!(
        trees.iter().any(|t| t["steps"].is_array()),
        "lesson 05 steps a tree"
    );
}

fn watch(name: &str, colour: bool) {
    if !tmux::available(name) {
        return;
    }
    let state = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("{name}-state-{}", std::process::id()));
    let t = Tmux::start_sized(name, 80, 24);
    let run = format!("lesson run '{}/{FIXTURE}'", env!("CARGO_MANIFEST_DIR"));
    let line = if colour {
        format!(
            "XDG_STATE_HOME='{}' CLICOLOR_FORCE=1 '{}' --color always {run}; echo EXIT=$?",
            state.display(),
            common::bin()
        )
    } else {
        format!(
            "XDG_STATE_HOME='{}' {}",
            state.display(),
            tmux::command(&run)
        )
    };
    t.line(&line);
    t.wait_for("-- step 1 of 2 --");
    t.line("");
    let s = t.wait_for("w: watch it step by step");
    assert!(s.contains("type w at this step"), "{s}");
    t.line("w");
    let s = t.wait_for("ordered: start, 6 steps");
    assert!(s.contains("Nothing expanded yet"), "{s}");
    assert_eq!(t.format("#{alternate_on}"), "1", "the view is full-screen");
    let view = t.visible();
    assert!(view.lines().count() <= 24, "{view}");
    for l in view.lines() {
        assert!(l.chars().count() <= 80, "wider than 80: {l:?}");
    }
    if colour {
        assert!(t.screen_styled().contains("\u{1b}["), "no colour");
    }
    t.keys(&["Enter"]);
    let s = t.wait_for("ordered: step 1 of 6");
    assert!(s.contains("Next: #2, f = 4, the lowest"), "{s}");
    t.keys(&["e"]);
    t.wait_for("ordered: step 6 of 6 (the last)");
    t.keys(&["q"]);
    let s = t.wait_for("Back at step 2 of 2.");
    assert!(!s.contains("ordered: step 6 of 6"), "the view is gone: {s}");
    assert_eq!(t.format("#{alternate_on}"), "0", "the terminal is restored");
    t.line("");
    let end = t.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    let _ = std::fs::remove_dir_all(&state);
    assert_eq!(tmux::exit_code(&end), Some(0), "{end}");
    assert!(end.contains("End of the lesson."), "{end}");
}

#[test]
fn watch_a_lesson_search_without_colour() {
    watch("lesson-watch-plain", false);
}

#[test]
fn watch_a_lesson_search_with_colour() {
    watch("lesson-watch-colour", true);
}

/// Lesson 05's HTML page: its stepped trees are the stepping page's tree
/// and controls (headless Chromium through WebDriver): next moves
/// `data-step` of that tree only, the nodes expanded follow, no console
/// error, nothing loaded from outside the page.
#[test]
fn the_lesson_page_steps_its_trees() {
    use common::webdriver::{self, Browser};
    if !webdriver::available("lesson page stepper") {
        return;
    }
    let r = common::run(&["lesson", "run", "05", "--format", "html"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let html = r.stdout;
    assert!(html.contains("default-src 'none'"), "a strict policy");
    for bad in ["https://", "src=\"//", "<link"] {
        assert!(!html.contains(bad), "{bad} in the page");
    }
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pages");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("lesson-05.html");
    std::fs::write(&path, &html).unwrap();
    let b = Browser::start("lesson-page");
    b.open_file(&path, None);
    let steppers = b.find_all(".stepper");
    assert_eq!(steppers.len(), 2, "BFS and ordered search are stepped");
    const BFS: &str = ".stepper[data-steps='26']";
    const ORDERED: &str = ".stepper[data-steps='6']";
    let step_of = |css: &str| b.attribute(&b.find(css), "data-step").unwrap();
    assert_eq!(step_of(BFS), "0");
    assert_eq!(step_of(ORDERED), "0");
    let expanded = |css: &str| {
        b.find_all(&format!("{css} .node[data-state=expanded]"))
            .len()
    };
    assert_eq!(expanded(BFS), 0);
    let next = b.find(&format!("{BFS} > .controls [data-action=next]"));
    for _ in 0..3 {
        b.click(&next);
    }
    assert_eq!(step_of(BFS), "3");
    assert_eq!(expanded(BFS), 3);
    assert_eq!(
        b.find_all(&format!("{BFS} .node[data-current]")).len(),
        1,
        "the node expanded at this step is marked"
    );
    // The other tree stays where it was.
    assert_eq!(step_of(ORDERED), "0");
    b.click(&b.find(&format!("{ORDERED} > .controls [data-action=last]")));
    assert_eq!(step_of(ORDERED), "6");
    assert_eq!(expanded(ORDERED), 6);
    b.click(&b.find(&format!("{BFS} > .controls [data-action=prev]")));
    assert_eq!(step_of(BFS), "2");
    let bad = b.console_problems();
    assert!(bad.is_empty(), "console: {bad:?}");
}
