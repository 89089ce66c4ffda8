//! `npuzzle explorer`: the page written in every language, `--out` and its
//! refusals, and the page itself in headless Chromium from `file://`: its
//! numbers against the command line's JSON for hundreds of random boards
//! (explain, trace, solve and tree), the seed document's search step by
//! step, the game by click and by key, Stop on a long search, no console
//! error, no request, readable at 360 and 1000 px; `lesson export` puts it
//! in the course site.

use crate::common::webdriver::{self, Browser};
use crate::common::{run, transcript};
use npuzzle::board::{Board, Goal, GoalSpec};
use npuzzle::rng::Rng;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("npuzzle-explorer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn cli_json(args: &[&str]) -> Value {
    let r = run(args);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}\n{}", r.stderr))
}

#[test]
fn the_page_is_one_self_contained_file_in_every_language() {
    let en = run(&["explorer"]);
    assert_eq!(en.code, 0, "{}", en.stderr);
    assert!(en.stdout.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
    webdriver::assert_self_contained(&en.stdout, "the explorer");
    assert!(en.stdout.contains("<title>npuzzle explorer</title>"));
    for (lang, title) in [("vi", "Trình khám phá npuzzle"), ("zh", "npuzzle 探索器")] {
        let page = run(&["explorer", "--lang", lang]);
        assert_eq!(page.code, 0);
        assert!(page.stdout.contains(&format!("<html lang=\"{lang}\">")));
        assert!(page.stdout.contains(&format!("<title>{title}</title>")));
    }
    // The target: under 2 MB.
    assert!(en.stdout.len() < 2_000_000, "{} bytes", en.stdout.len());
}

#[test]
fn out_writes_the_file_and_refuses_a_link_or_a_folder() {
    let dir = temp("out");
    let file = dir.join("explorer.html");
    let r = run(&["explorer", "--out", file.to_str().unwrap()]);
    assert_eq!((r.code, r.stdout.as_str()), (0, ""), "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        run(&["explorer"]).stdout
    );
    let target = dir.join("target.txt");
    std::fs::write(&target, "mine").unwrap();
    let link = dir.join("link.html");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let r = run(&["explorer", "--out", link.to_str().unwrap()]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("symbolic link") && r.stderr.lines().count() == 1,
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "mine");
    let r = run(&["explorer", "--out", dir.to_str().unwrap()]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("is a directory"), "{}", r.stderr);
    insta::assert_snapshot!(transcript(&[
        "explorer",
        "--out",
        "/nonexistent-npuzzle-dir/x.html"
    ]));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lesson_export_puts_the_explorer_in_the_site_and_the_index_links_it() {
    let dir = temp("export");
    let r = run(&["lesson", "export", "--out", dir.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let page = std::fs::read_to_string(dir.join("explorer.html")).unwrap();
    assert!(page.contains("data-wasm") && page.contains("npuzzle lesson export"));
    let index = std::fs::read_to_string(dir.join("index.html")).unwrap();
    assert!(
        index.contains("<a href=\"explorer.html\" data-link=\"explorer\">"),
        "{index}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The page written to a file, opened from `file://`, ready.
struct Page {
    browser: Browser,
    dir: PathBuf,
}

impl Page {
    fn open(name: &str, lang: &str) -> Option<Page> {
        if !webdriver::available(name) {
            return None;
        }
        let dir = temp(name);
        let file = dir.join("explorer.html");
        let r = run(&["explorer", "--lang", lang, "--out", file.to_str().unwrap()]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let browser = Browser::start(name);
        browser.set_window_size(1000, 900);
        browser.open_file(&file, None);
        let p = Page { browser, dir };
        p.wait("the page to start", "return document.documentElement.hasAttribute('data-ready') || document.querySelector('[data-status][data-failed]') !== null");
        let failed = p.js("var s = document.querySelector('[data-status][data-failed]'); return s ? s.textContent : null");
        assert!(failed.is_null(), "{failed}");
        Some(p)
    }

    fn js(&self, script: &str) -> Value {
        self.browser.execute(script)
    }

    fn wait(&self, what: &str, script: &str) {
        let start = Instant::now();
        while self.js(script) != json!(true) {
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "waited too long for {what}"
            );
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// The board fields set (size and goal as given) and explained.
    fn set_board(&self, board: &str, size: &str, goal: &str) {
        self.js(&format!(
            "document.querySelector('[data-board-input]').value = {}; document.querySelector('[data-size-input]').value = {}; document.querySelector('[data-goal-input]').value = {}; document.querySelector('[data-action=explain]').click(); return true",
            json!(board),
            json!(size),
            json!(goal)
        ));
    }

    fn done(self) {
        let problems = self.browser.console_problems();
        assert!(problems.is_empty(), "console: {problems:?}");
        assert_eq!(webdriver::requests(&self.browser), json!([]), "no request");
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Random boards of several shapes, each with a goal: a preset or a random
/// board of its size.
fn boards(seed: u64, count: usize) -> Vec<(Board, String, String)> {
    let shapes = [
        (3, 3),
        (2, 2),
        (4, 4),
        (3, 4),
        (4, 3),
        (2, 5),
        (5, 5),
        (1, 5),
        (6, 6),
    ];
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            let (w, h) = shapes[i % shapes.len()];
            let board = rng.board(w, h);
            let goal = match rng.below(4) {
                0 => "blank-last".to_string(),
                1 => "blank-first".to_string(),
                2 => "snail".to_string(),
                _ => rng.board(w, h).to_line(),
            };
            let size = if w != h {
                format!("{w}x{h}")
            } else {
                String::new()
            };
            (board, size, goal)
        })
        .collect()
}

/// Every board explained by the page in one script: its numbers.
const EXPLAIN_ALL: &str = r#"
var out = [];
arguments_boards.forEach(function (b) {
  document.querySelector('[data-board-input]').value = b[0];
  document.querySelector('[data-size-input]').value = b[1];
  document.querySelector('[data-goal-input]').value = b[2];
  document.querySelector('[data-action=explain]').click();
  var v = document.querySelector('[data-verdict]');
  var fix = document.querySelector('[data-fix]');
  out.push({
    total: parseInt(document.querySelector('[data-inversions-total]').getAttribute('data-inversions-total'), 10),
    rows: Array.prototype.map.call(document.querySelectorAll('[data-inversion-row]'), function (r) {
      return [parseInt(r.getAttribute('data-inversion-row'), 10), parseInt(r.getAttribute('data-count'), 10), parseInt(r.getAttribute('data-running'), 10)];
    }),
    solvable: v.getAttribute('data-solvable') === 'true',
    rule: v.getAttribute('data-rule'),
    invariants: [parseInt(v.getAttribute('data-invariant-board'), 10), parseInt(v.getAttribute('data-invariant-goal'), 10)],
    fix: fix ? fix.getAttribute('data-fix') : null,
    text: v.textContent
  });
});
return out;
"#;

#[test]
fn the_pages_numbers_are_the_command_lines_for_hundreds_of_boards() {
    let Some(page) = Page::open("explorer-numbers", "en") else {
        return;
    };
    let all = boards(36, 270);
    let args: Vec<Value> = all
        .iter()
        .map(|(b, s, g)| json!([b.to_line(), s, g]))
        .collect();
    let script = format!("var arguments_boards = {};{EXPLAIN_ALL}", Value::from(args));
    let shown = page.js(&script);
    let shown = shown.as_array().expect("one result a board");
    assert_eq!(shown.len(), all.len());
    for ((board, size, goal), got) in all.iter().zip(shown) {
        let line = board.to_line();
        let mut a = vec!["--goal", goal.as_str()];
        if !size.is_empty() {
            a.extend(["--size", size.as_str()]);
        }
        // 4x4 boards: `explain` would build the pattern databases for its
        // solution; `inversions` and `solvable` give the same numbers.
        let (table, verdict) = if board.width() == 4 && board.height() == 4 {
            let mut i = vec!["inversions", line.as_str(), "--format", "json"];
            i.extend(&a);
            let mut s = vec!["solvable", line.as_str(), "--format", "json"];
            s.extend(&a);
            let t = cli_json(&i);
            let v = cli_json(&s);
            (t, v)
        } else {
            let mut e = vec![
                "explain",
                line.as_str(),
                "--format",
                "json",
                "--max-nodes",
                "1000",
            ];
            e.extend(&a);
            let x = cli_json(&e);
            (x["inversions"].clone(), x["verdict"].clone())
        };
        let what = format!("{line} --goal {goal} {size}");
        assert_eq!(got["total"], table["inversions"], "{what}");
        let rows: Vec<Value> = table["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| json!([r["tile"], r["count"], r["running"]]))
            .collect();
        assert_eq!(got["rows"], Value::from(rows), "{what}");
        assert_eq!(got["solvable"], verdict["solvable"], "{what}");
        assert_eq!(got["rule"], verdict["rule"], "{what}");
        assert_eq!(
            got["invariants"],
            json!([verdict["start"]["invariant"], verdict["goal"]["invariant"]]),
            "{what}"
        );
        let fix = verdict["fix"]["tiles"]
            .as_array()
            .map(|t| format!("{} {}", t[0], t[1]));
        assert_eq!(got["fix"].as_str(), fix.as_deref(), "{what}");
        let verdict_word = if verdict["solvable"] == json!(true) {
            "Verdict: solvable"
        } else {
            "Verdict: unsolvable"
        };
        assert!(
            got["text"].as_str().unwrap().contains(verdict_word),
            "{what}: {}",
            got["text"]
        );
    }
    page.done();
}

/// The page's trace of `moves` on the current board: each row's numbers.
fn page_trace(page: &Page, moves: &str) -> Value {
    page.js(&format!(
        "document.querySelector('[data-moves-input]').value = {}; document.querySelector('[data-action=trace]').click(); return Array.prototype.map.call(document.querySelectorAll('[data-trace-row]'), function (r) {{ return ['move','tile','jumped','delta','inversions','blank-row','invariant','parity'].map(function (k) {{ return r.getAttribute('data-' + k); }}); }}).concat([[document.querySelector('[data-trace-stopped]') ? 'stopped' : '']]);",
        json!(moves)
    ))
}

#[test]
fn every_move_of_a_trace_is_the_command_lines() {
    let Some(page) = Page::open("explorer-trace", "en") else {
        return;
    };
    let mut rng = Rng::new(3636);
    for (board, size, goal) in boards(7, 90) {
        if board.cells() > 25 {
            continue;
        }
        let length = 1 + rng.below(12) as usize;
        let mut moves: String = rng
            .walk(&board, length)
            .iter()
            .map(|d| d.letter())
            .collect();
        // Now and then a move off the board: the trace stops there, as the
        // command's does.
        let off = rng.below(5) == 0;
        if off {
            moves.push_str("UUUUUU");
        }
        page.set_board(&board.to_line(), &size, &goal);
        let got = page_trace(&page, &moves);
        let line = board.to_line();
        let mut a = vec![
            "trace",
            line.as_str(),
            moves.as_str(),
            "--format",
            "json",
            "--goal",
            goal.as_str(),
        ];
        if !size.is_empty() {
            a.extend(["--size", size.as_str()]);
        }
        let r = run(&a);
        let t: Value = serde_json::from_str(&r.stdout).unwrap();
        let mut want = vec![json!([
            null,
            null,
            null,
            null,
            t["start"]["inversions"].to_string(),
            t["start"]["blank_row"].to_string(),
            t["start"]["invariant"].to_string(),
            t["start"]["invariant_parity"]
        ])];
        for s in t["steps"].as_array().unwrap() {
            let jumped: Vec<String> = s["jumped"]
                .as_array()
                .unwrap()
                .iter()
                .map(|j| j.to_string())
                .collect();
            want.push(json!([
                s["move"],
                s["tile"].to_string(),
                jumped.join(" "),
                s["delta_inversions"].to_string(),
                s["inversions"].to_string(),
                s["blank_row"].to_string(),
                s["invariant"].to_string(),
                s["invariant_parity"]
            ]));
        }
        want.push(json!([if r.code == 2 { "stopped" } else { "" }]));
        assert_eq!(got, Value::from(want), "{line} {moves} --goal {goal}");
        assert_eq!(
            r.code == 2,
            off && t["stopped"].is_object(),
            "{line} {moves}"
        );
    }
    page.done();
}

/// Run the search form with these rules and wait for its answer.
fn page_search(page: &Page, rules: &Value) -> Value {
    page.js(&format!(
        "var r = {rules}; document.querySelector('[data-algo]').value = r.algo; document.querySelector('[data-algo]').dispatchEvent(new Event('change')); if (r.heuristic) document.querySelector('[data-heuristic]').value = r.heuristic; document.querySelector('[data-order]').value = r.order; document.querySelector('[data-tree-search]').checked = r.tree; document.querySelector('[data-no-undo]').checked = r.undo; document.querySelector('[data-goal-test]').value = r.test; document.querySelector('[data-ties]').value = r.ties; document.querySelector('[data-max-nodes]').value = r.max; document.querySelector('[data-drawn]').value = r.drawn; document.querySelector('[data-search-output]').removeAttribute('data-search-stop'); document.querySelector('[data-action=search]').click(); return true"
    ));
    page.wait(
        "the search",
        "var p = document.querySelector('[data-search-progress]'); return p.getAttribute('data-running') === 'false' && (document.querySelector('[data-search-output]').hasAttribute('data-search-stop') || p.hasAttribute('data-search-error'))",
    );
    page.js(
        "var o = document.querySelector('[data-search-output]'); var e = document.querySelector('[data-search-progress]'); return { error: e.hasAttribute('data-search-error') ? e.textContent : null, expanded: document.querySelector('[data-search-expanded]').getAttribute('data-value'), generated: document.querySelector('[data-search-generated]').getAttribute('data-value'), length: document.querySelector('[data-search-length]').getAttribute('data-value'), moves: o.getAttribute('data-search-moves'), stop: o.getAttribute('data-search-stop'), drawn: o.getAttribute('data-tree-drawn') };",
    )
}

#[test]
fn searches_count_as_solve_and_tree_do() {
    let Some(page) = Page::open("explorer-search", "en") else {
        return;
    };
    let algos = [
        "bfs", "ordered", "greedy", "astar", "idastar", "ids", "bidir",
    ];
    let heuristics = [
        "misplaced",
        "manhattan",
        "linear-conflict",
        "rowcol",
        "euclidean",
        "seed-h6",
    ];
    let mut rng = Rng::new(404);
    for k in 0..60 {
        let (w, h) = [(3, 3), (2, 3), (3, 2), (2, 4)][k % 4];
        let goal = Goal::new(match k % 3 {
            0 => GoalSpec::BlankLast.resolve(w, h).unwrap(),
            1 => GoalSpec::BlankFirst.resolve(w, h).unwrap(),
            _ => GoalSpec::Snail.resolve(w, h).unwrap(),
        });
        let goal_text = goal.board().to_line();
        let mut board = goal.board().clone();
        let length = 4 + rng.below(10) as usize;
        for d in rng.walk(&board, length) {
            board = board.moved(d).unwrap();
        }
        let algo = algos[k % algos.len()];
        let uses_h = matches!(algo, "greedy" | "astar" | "idastar");
        let heuristic = heuristics[rng.below(heuristics.len() as u64) as usize];
        let order: String = {
            let mut o = ['U', 'D', 'L', 'R'];
            rng.shuffle(&mut o);
            o.iter().collect()
        };
        let deepening = matches!(algo, "ids" | "idastar");
        let tree = !deepening && algo != "bidir" && rng.below(3) == 0;
        let undo = !deepening && algo != "bidir" && rng.below(3) == 0;
        let test = if !deepening && algo != "bidir" && rng.below(2) == 0 {
            "generation"
        } else {
            "expansion"
        };
        let ties = ["", "fifo", "low-h"][rng.below(3) as usize];
        let ties = if matches!(algo, "ordered" | "greedy" | "astar") {
            ties
        } else {
            ""
        };
        let max = 20_000 + rng.below(40_000);
        let drawn = 1 + rng.below(200);
        let rules = json!({ "algo": algo, "heuristic": if uses_h { heuristic } else { "" }, "order": order, "tree": tree, "undo": undo, "test": test, "ties": ties, "max": max, "drawn": drawn });
        let line = board.to_line();
        page.set_board(&line, &format!("{w}x{h}"), &goal_text);
        let got = page_search(&page, &rules);
        assert!(got["error"].is_null(), "{line} {rules}: {}", got["error"]);
        let (size, max_s, drawn_s) = (format!("{w}x{h}"), max.to_string(), drawn.to_string());
        let mut common_args = vec![
            line.as_str(),
            "--size",
            size.as_str(),
            "--goal",
            goal_text.as_str(),
            "--algo",
            algo,
            "--order",
            order.as_str(),
            "--max-nodes",
            max_s.as_str(),
        ];
        if uses_h {
            common_args.extend(["--heuristic", heuristic]);
        }
        if tree {
            common_args.push("--tree-search");
        }
        if undo {
            common_args.push("--no-undo");
        }
        if test == "generation" {
            common_args.extend(["--goal-test", "generation"]);
        }
        if !ties.is_empty() {
            common_args.extend(["--ties", ties]);
        }
        let mut solve = vec!["solve"];
        solve.extend(&common_args);
        solve.extend(["--format", "json"]);
        let s = cli_json(&solve);
        let mut tree_args = vec!["tree"];
        tree_args.extend(&common_args);
        tree_args.extend(["--format", "json", "--max-nodes-drawn", drawn_s.as_str()]);
        let t = cli_json(&tree_args);
        let what = format!("{solve:?}");
        assert_eq!(
            got["expanded"],
            json!(s["stats"]["expanded"].to_string()),
            "{what}"
        );
        assert_eq!(
            got["generated"],
            json!(s["stats"]["generated"].to_string()),
            "{what}"
        );
        assert_eq!(got["stop"], s["stop"], "{what}");
        assert_eq!(
            got["moves"],
            json!(s["moves"].as_str().unwrap_or("")),
            "{what}"
        );
        assert_eq!(
            got["length"],
            json!(
                s["length"]
                    .as_u64()
                    .map_or(String::new(), |l| l.to_string())
            ),
            "{what}"
        );
        assert_eq!(
            got["drawn"],
            json!(t["tree"]["drawn"].to_string()),
            "{what}"
        );
    }
    page.done();
}

#[test]
fn the_seed_documents_search_step_by_step() {
    let Some(page) = Page::open("explorer-seed", "en") else {
        return;
    };
    let b = &page.browser;
    b.click(&b.find("[data-action=seed-rules]"));
    b.click(&b.find("[data-action=search]"));
    page.wait("the seed's search", "return document.querySelector('[data-search-output]').getAttribute('data-search-stop') === 'solved'");
    assert_eq!(
        b.attribute(&b.find("[data-search-expanded]"), "data-value")
            .as_deref(),
        Some("26")
    );
    assert_eq!(
        b.attribute(&b.find("[data-search-generated]"), "data-value")
            .as_deref(),
        Some("46")
    );
    assert_eq!(
        b.attribute(&b.find("[data-search-output]"), "data-search-moves")
            .as_deref(),
        Some("UULDR")
    );
    assert_eq!(
        b.attribute(&b.find("[data-stepper]"), "data-steps")
            .as_deref(),
        Some("26")
    );
    // Step through: each expansion marks its node, the frontier follows.
    let step = b.find("[data-action=step]");
    b.click(&step);
    assert_eq!(
        page.js("return document.querySelector('[data-stepper]').getAttribute('data-step')"),
        json!("1")
    );
    assert_eq!(
        page.js("return document.querySelector('[data-node-id=\"0\"]').getAttribute('data-state')"),
        json!("expanded")
    );
    assert_eq!(
        page.js("return document.querySelector('[data-frontier]').getAttribute('data-frontier')"),
        json!("1 2 3")
    );
    for _ in 1..30 {
        b.click(&step);
    }
    assert_eq!(
        page.js("return document.querySelector('[data-stepper]').getAttribute('data-step')"),
        json!("26")
    );
    assert_eq!(page.js("return document.querySelectorAll('[data-state=expanded]').length + document.querySelectorAll('[data-state=goal]').length >= 26"), json!(true));
    b.click(&b.find("[data-action=back]"));
    assert_eq!(
        page.js("return document.querySelector('[data-stepper]').getAttribute('data-step')"),
        json!("25")
    );
    page.done();
}

#[test]
fn tiles_move_by_click_and_by_key_and_the_invariant_follows() {
    let Some(page) = Page::open("explorer-play", "vi") else {
        return;
    };
    let b = &page.browser;
    page.set_board("1 2 3/4 5 6/7 0 8", "", "blank-last");
    let moves = || page.js("return document.querySelector('[data-play-moves]').textContent");
    let tiles = || {
        page.js("return Array.prototype.map.call(document.querySelectorAll('[data-play-board] [data-tile]'), function (c) { return c.getAttribute('data-tile'); }).join(' ')")
    };
    // A click on tile 5 (above the blank) slides it down.
    b.click(&b.find("[data-play-board] [data-tile=\"5\"]"));
    assert_eq!(moves(), json!("1"));
    assert_eq!(tiles(), json!("1 2 3 4 0 6 7 5 8"));
    // ↓ (the tile above the blank slides down).
    let board = b.find("[data-play-board]");
    b.send_keys(&board, "\u{E015}");
    assert_eq!(tiles(), json!("1 0 3 4 2 6 7 5 8"));
    // ↑ twice and ← once: back to the start, then the winning move.
    b.send_keys(&board, "\u{E013}\u{E013}");
    assert_eq!(tiles(), json!("1 2 3 4 5 6 7 0 8"));
    let t = cli_json(&["trace", "1 2 3/4 5 6/7 0 8", "UUDD", "--format", "json"]);
    let inv = page.js("var e = document.querySelector('[data-play-invariant]'); return [e.getAttribute('data-invariant'), e.getAttribute('data-parity')]");
    assert_eq!(
        inv,
        json!([
            t["end"]["invariant"].to_string(),
            t["end"]["invariant_parity"]
        ])
    );
    b.click(&b.find("[data-action=undo]"));
    assert_eq!(moves(), json!("3"));
    b.click(&b.find("[data-action=redo]"));
    assert_eq!(moves(), json!("4"));
    b.click(&b.find("[data-action=hint]"));
    page.wait(
        "the hint",
        "return document.querySelector('[data-hint]').hasAttribute('data-hint-move')",
    );
    assert_eq!(
        page.js("return document.querySelector('[data-hint]').getAttribute('data-hint-move')"),
        json!("R")
    );
    // The hint in the page's language (Vietnamese).
    assert!(
        page.js("return document.querySelector('[data-hint]').textContent")
            .as_str()
            .unwrap()
            .starts_with("Gợi ý")
    );
    b.send_keys(&board, "\u{E012}");
    assert_eq!(
        page.js("return document.querySelector('[data-play-board]').getAttribute('data-solved')"),
        json!("true")
    );
    assert_eq!(
        page.js("return document.querySelector('[data-play-solved]').hidden"),
        json!(false)
    );
    page.done();
}

#[test]
fn stop_ends_a_long_search_and_the_page_goes_on() {
    let Some(page) = Page::open("explorer-stop", "en") else {
        return;
    };
    let b = &page.browser;
    page.set_board("15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0", "", "blank-last");
    page.js("document.querySelector('[data-algo]').value = 'bfs'; document.querySelector('[data-max-nodes]').value = '40000000'; document.querySelector('[data-action=search]').click(); return true");
    page.wait(
        "the search's counts",
        "return /[0-9]/.test(document.querySelector('[data-search-progress]').textContent)",
    );
    // The page answers while the worker searches.
    page.set_board("1 2 3/4 5 6/8 7 0", "", "blank-last");
    assert_eq!(
        page.js("return document.querySelector('[data-verdict]').getAttribute('data-solvable')"),
        json!("false")
    );
    b.click(&b.find("[data-action=stop]"));
    assert_eq!(page.js("var p = document.querySelector('[data-search-progress]'); return [p.hasAttribute('data-stopped'), p.getAttribute('data-running')]"), json!([true, "false"]));
    // A new search in the new worker.
    page.set_board("1 2 3/4 5 6/7 0 8", "", "blank-last");
    let got = page_search(
        &page,
        &json!({ "algo": "bfs", "order": "UDLR", "tree": false, "undo": false, "test": "expansion", "ties": "", "max": 1000, "drawn": 60 }),
    );
    assert_eq!(got["moves"], json!("R"));
    page.done();
}

#[test]
fn readable_at_360_and_1000_pixels_in_every_language() {
    let Some(page) = Page::open("explorer-widths", "zh") else {
        return;
    };
    for lang in ["zh", "vi", "en"] {
        page.js(&format!("var s = document.querySelector('[data-lang-select]'); s.value = '{lang}'; s.dispatchEvent(new Event('change')); return true"));
        assert_eq!(page.js("return document.documentElement.lang"), json!(lang));
        page.set_board("1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0", "", "snail");
        page.js("document.querySelector('[data-moves-input]').value = 'ULDRUL'; document.querySelector('[data-action=trace]').click(); return true");
        for width in [360, 1000] {
            page.browser.set_window_size(width, 800);
            let (scroll, inner) = (
                page.js("return document.documentElement.scrollWidth"),
                page.js("return window.innerWidth"),
            );
            assert!(
                scroll.as_u64() <= inner.as_u64(),
                "{lang} at {width} px: {scroll} > {inner}"
            );
            let untranslated = page.js("return Array.prototype.filter.call(document.querySelectorAll('[data-t]'), function (e) { return e.textContent.trim() === ''; }).length");
            assert_eq!(untranslated, json!(0));
        }
    }
    page.done();
}
