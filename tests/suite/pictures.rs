//! Pictures: SVG search trees and comparisons (valid XML, structure,
//! caps), the DOT pictures through Graphviz, and a headless browser that
//! rasterises an SVG tree to check that it is not blank.

use crate::common;

use std::path::PathBuf;
use std::process::Command;

use common::LAB;

fn lab(cmd: &str, extra: &[&str]) -> Vec<String> {
    let mut v = vec![cmd.to_string()];
    v.extend(LAB.iter().map(|s| s.to_string()));
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

fn run(args: &[String]) -> common::Run {
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    common::run(&a)
}

fn svg_of(args: &[String]) -> String {
    let r = run(args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    r.stdout
}

/// The nodes (`g.node`), "+N more" counts and shared marks of an SVG.
struct Shape {
    width: f64,
    height: f64,
    nodes: Vec<String>,
    /// Top-left corner of each node's box, in the tree's frame.
    pos: Vec<(f64, f64)>,
    more: Vec<u64>,
    shared: usize,
    legend: bool,
    panels: usize,
}

fn shape(svg: &str) -> Shape {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let vb: Vec<f64> = root
        .attribute("viewBox")
        .expect("a viewBox")
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(&vb[..2], &[0.0, 0.0]);
    let class = |n: &roxmltree::Node, c: &str| {
        n.attribute("class")
            .is_some_and(|k| k.split(' ').any(|x| x == c))
    };
    let mut s = Shape {
        width: vb[2],
        height: vb[3],
        nodes: Vec::new(),
        pos: Vec::new(),
        more: Vec::new(),
        shared: 0,
        legend: false,
        panels: 0,
    };
    for n in doc.descendants() {
        if class(&n, "node") {
            s.nodes.push(n.attribute("id").unwrap().to_string());
            let r = n.first_element_child().unwrap();
            let at = |a: &str| r.attribute(a).unwrap().parse::<f64>().unwrap();
            s.pos.push((at("x"), at("y")));
        }
        if class(&n, "more") {
            let t: String = n
                .descendants()
                .filter(|d| d.is_text())
                .map(|d| d.text().unwrap())
                .collect();
            let k = t
                .trim()
                .trim_start_matches('+')
                .trim_end_matches(" more")
                .replace(',', "");
            s.more.push(k.parse().unwrap());
        }
        if class(&n, "shared") {
            s.shared += 1;
        }
        if class(&n, "legend") {
            s.legend = true;
        }
        if class(&n, "panel") {
            s.panels += 1;
        }
        // Every coordinate lies inside the picture.
        for a in ["x", "y"] {
            if let Some(v) = n.attribute(a) {
                let v: f64 = v.parse().unwrap();
                let max = if a == "x" { vb[2] } else { vb[3] };
                assert!((0.0..=max).contains(&v), "{a}={v} outside 0..{max}");
            }
        }
    }
    s
}

#[test]
fn the_13_node_ordered_search_tree_as_svg() {
    let svg = svg_of(&lab("tree", &["--algo", "ordered", "--format", "svg"]));
    let s = shape(&svg);
    // The root and its 13 generated nodes, nothing left out.
    assert_eq!(s.nodes.len(), 14);
    assert!(s.more.is_empty());
    assert!(s.legend);
    assert!(
        s.width <= 1200.0 && s.height <= 1200.0,
        "{}x{}",
        s.width,
        s.height
    );
    assert!(svg.contains("All 14 nodes generated are drawn"));
    insta::assert_snapshot!(svg);
}

#[test]
fn a_big_tree_is_capped_and_what_is_left_out_is_counted() {
    let base = ["tree", "8 6 7/2 5 4/3 0 1", "--algo", "astar", "--format"];
    let args = |f: &str, extra: &[&str]| -> Vec<String> {
        let mut v: Vec<String> = base.iter().map(|s| s.to_string()).collect();
        v.push(f.into());
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let svg = svg_of(&args("svg", &[]));
    let s = shape(&svg);
    // The default picture cap.
    assert_eq!(s.nodes.len(), 60);
    assert!(s.legend);
    assert!(svg.contains("cap 60, --max-nodes-drawn"));
    // The "+N more" nodes account for every node left out.
    let json = run(&args("json", &["--max-nodes-drawn", "60"]));
    let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let omitted = v["tree"]["omitted"].as_u64().unwrap();
    assert!(omitted > 1000);
    assert_eq!(s.more.iter().sum::<u64>(), omitted);
    assert!(
        s.width < 6000.0 && s.height < 3000.0,
        "{}x{}",
        s.width,
        s.height
    );
    // 150 nodes still make a picture; the documented maximum is refused
    // before any search, naming the cap.
    assert_eq!(
        shape(&svg_of(&args("svg", &["--max-nodes-drawn", "150"])))
            .nodes
            .len(),
        150
    );
    let r = run(&args("svg", &["--max-nodes-drawn", "2001"]));
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("at most 2,000 nodes"), "{}", r.stderr);
    assert!(r.stdout.is_empty());
}

#[test]
fn huge_drawings_are_refused_up_front() {
    for f in ["text", "json"] {
        let r = common::run(&[
            "tree",
            "8 6 7/2 5 4/3 0 1",
            "--max-nodes-drawn",
            "100000000",
            "--tree-search",
            "--time-limit",
            "10",
            "--format",
            f,
        ]);
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert_eq!(
            r.stderr,
            format!(
                "npuzzle: --max-nodes-drawn 100000000: --format {f} draws at most 100,000 nodes (the cap; text and json: 100,000, svg, dot, mermaid and html: 2,000)\n"
            )
        );
    }
    let r = common::run(&["tree", "1 2 3/4 5 6/7 0 8", "--rankdir", "LR"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("--rankdir applies to --format svg, dot and html")
    );
}

#[test]
fn rankdir_lr_grows_the_tree_to_the_right() {
    let tb = svg_of(&lab("tree", &["--algo", "ordered", "--format", "svg"]));
    let lr = svg_of(&lab(
        "tree",
        &["--algo", "ordered", "--format", "svg", "--rankdir", "LR"],
    ));
    let (a, b) = (shape(&tb), shape(&lr));
    assert_eq!(a.nodes, b.nodes);
    // Top to bottom: every child below the root; left to right: every
    // child to the right of it, and the six levels spread across.
    let (root_a, root_b) = (a.pos[0], b.pos[0]);
    assert!(a.pos[1..].iter().all(|p| p.1 > root_a.1));
    assert!(b.pos[1..].iter().all(|p| p.0 > root_b.0));
    let spread = |s: &Shape, k: usize| {
        let v: Vec<f64> = s
            .pos
            .iter()
            .map(|p| if k == 0 { p.0 } else { p.1 })
            .collect();
        v.iter().cloned().fold(f64::MIN, f64::max) - v.iter().cloned().fold(f64::MAX, f64::min)
    };
    assert!(spread(&b, 0) > 500.0 && spread(&a, 1) > 500.0);
    let dot = run(&lab(
        "tree",
        &["--algo", "ordered", "--format", "dot", "--rankdir", "LR"],
    ));
    assert!(dot.stdout.contains("rankdir=LR"));
    assert!(dot.stdout.contains("<b>Legend</b>"));
}

#[test]
fn bfs_beside_ordered_search_on_one_slide() {
    let svg = svg_of(&lab(
        "compare",
        &["--algos", "bfs,ordered", "--format", "svg", "--no-timing"],
    ));
    let s = shape(&svg);
    assert_eq!(s.panels, 2);
    // 46 generated nodes and the root against 13 and the root.
    assert_eq!(s.nodes.len(), 47 + 14);
    assert!(svg.contains("expanded 26, generated 46, max frontier 20, length 5"));
    assert!(svg.contains("expanded 6, generated 13, max frontier 7, length 5"));
    // The states both expanded are marked in both panels: the 6 ordered
    // search expanded (it expands a subset of BFS's here), twice.
    // (plus the legend's sample).
    assert_eq!(s.shared, 12 + 1);
    assert!(
        s.width <= 3400.0 && s.height <= 1200.0,
        "{}x{}",
        s.width,
        s.height
    );
    let dot = run(&lab(
        "compare",
        &["--algos", "bfs,ordered", "--format", "dot"],
    ));
    assert_eq!(dot.code, 0);
    assert!(dot.stdout.contains("subgraph cluster_0") && dot.stdout.contains("subgraph cluster_1"));
    render_with_graphviz(&dot.stdout);
}

/// Render DOT with the real Graphviz; skip (and say so) when it is missing.
fn render_with_graphviz(dot: &str) {
    use std::io::Write;
    use std::process::Stdio;
    let child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        common::require("Graphviz dot", false, "render_with_graphviz");
        return;
    };
    child
        .stdin
        .take()
        .unwrap()
        .write_all(dot.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "dot failed: {stderr}");
    assert!(stderr.trim().is_empty(), "dot warned: {stderr}");
}

/// A headless Chromium, if one is installed.
pub fn browser() -> Option<&'static str> {
    ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|b| {
            Command::new(b)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
}

/// Open `file` in headless Chromium, screenshot it, and return the share of
/// pixels that are not white, after checking the console stayed quiet.
pub fn screenshot(browser: &str, file: &std::path::Path, size: (u32, u32)) -> f64 {
    let png = file.with_extension("png");
    let _ = std::fs::remove_file(&png);
    let out = Command::new("timeout")
        .args(["120", browser])
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--window-size={},{}", size.0, size.1))
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{}", file.display()))
        .output()
        .expect("run the browser");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "browser failed: {log}");
    let console: Vec<&str> = log.lines().filter(|l| l.contains("CONSOLE")).collect();
    assert!(console.is_empty(), "console messages: {console:?}");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    let pixels = &buf[..info.buffer_size()];
    let total = pixels.len() / channels;
    let ink = pixels
        .chunks(channels)
        .filter(|p| p[..3].iter().any(|&c| c < 240))
        .count();
    ink as f64 / total as f64
}

pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pictures");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn an_svg_tree_renders_in_a_real_browser() {
    let Some(b) = browser() else {
        common::require("Chromium", false, "chromium");
        return;
    };
    let file = scratch("tree.svg");
    std::fs::write(
        &file,
        svg_of(&lab("tree", &["--algo", "bfs", "--format", "svg"])),
    )
    .unwrap();
    let ink = screenshot(b, &file, (1600, 1100));
    assert!(ink > 0.05 && ink < 0.9, "share of non-white pixels: {ink}");
}

fn elements<'a>(doc: &'a roxmltree::Document, tag: &str) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants()
        .filter(|n| n.tag_name().name() == tag)
        .collect()
}

#[test]
fn cost_table_plot_has_a_line_per_algorithm_and_the_published_markers() {
    let r = common::run(&[
        "experiment",
        "cost-table",
        "--count",
        "2",
        "--max-depth",
        "8",
        "--quiet",
        "--format",
        "svg",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = roxmltree::Document::parse(&r.stdout).expect("valid XML");
    let text: String = doc
        .descendants()
        .filter(|n| n.is_text())
        .map(|n| n.text().unwrap().trim().to_string() + "\n")
        .collect();
    for name in ["IDS", "A*(misplaced)", "A*(manhattan)"] {
        assert!(text.contains(&format!("{name} (measured)")), "{text}");
        assert!(text.contains(&format!("{name} (AIMA Fig. 3.29)")), "{text}");
    }
    // A dot per algorithm and depth (2, 4, 6, 8); a triangle per
    // published figure up to depth 8 (depths 2, 4 and 8, three columns),
    // and one per algorithm in the legend.
    assert_eq!(elements(&doc, "circle").len(), 3 * 4);
    assert_eq!(elements(&doc, "polygon").len(), 3 * 3 + 3);
    assert!(text.contains("nodes generated (mean, log scale)"));
}

#[test]
fn verify_plot_has_a_bar_per_distance() {
    let r = common::run(&["verify", "--size", "2x3", "--format", "svg"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = roxmltree::Document::parse(&r.stdout).expect("valid XML");
    let bars: Vec<_> = elements(&doc, "rect")
        .into_iter()
        .filter(|n| n.attribute("fill") == Some("#0072B2"))
        .collect();
    // Distances 0 to 21 on the 2x3 board.
    assert_eq!(bars.len(), 22);
    // The tallest bar is distance 14 (44 boards).
    let height = |n: &roxmltree::Node| n.attribute("height").unwrap().parse::<f64>().unwrap();
    let tallest = (0..bars.len())
        .max_by(|&a, &b| height(&bars[a]).total_cmp(&height(&bars[b])))
        .unwrap();
    assert_eq!(tallest, 14);
    assert!(r.stdout.contains("360 reachable, farthest 21 moves"));
}

/// A lesson whose text tries markup and a script.
const HOSTILE: &str = r#"format_version: 1
title: "Tags <b>bold</b> & <script>alert(1)</script>"
summary: "A <img src=x onerror=alert(1)> summary"
level: beginner
steps:
  - section: "Part <i>one</i>"
  - say: "Text with <a href='http://example.com'>a link</a> & an ampersand."
  - inversions:
      id: aima
      title: "Count <u>them</u>"
      board: "7 2 4/5 0 6/8 3 1"
  - quiz:
      question: "How many inversions? <script>x()</script>"
      type: number
      answer: 16
      truth: {step: aima, field: inversions}
      explanation: "Sixteen <em>of them</em>."
"#;

#[test]
fn the_html_handout_escapes_lesson_text_and_needs_nothing_outside() {
    let file = scratch("hostile.yaml");
    std::fs::write(&file, HOSTILE).unwrap();
    let r = common::run(&["lesson", "run", file.to_str().unwrap(), "--format", "html"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let html = &r.stdout;
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(!html.to_lowercase().contains("<script"), "{html}");
    assert!(!html.contains("<img") && !html.contains("<a ") && !html.contains("<b>bold"));
    assert!(html.contains("Tags &lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;"));
    assert!(html.contains("Part &lt;i&gt;one&lt;/i&gt;"));
    // The answer is there, collapsed.
    assert!(html.contains("<details><summary>Answer</summary><p><strong>16</strong> Sixteen &lt;em&gt;of them&lt;/em&gt;."));
    // Print CSS.
    assert!(html.contains("@media print"));
}

#[test]
fn the_html_handout_of_the_bfs_lesson_has_its_trees_inline() {
    let r = common::run(&["lesson", "run", "05-bfs-vs-ordered", "--format", "html"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let html = &r.stdout;
    // Self-contained: the only address is the SVG namespace.
    let mut rest = html.as_str();
    while let Some(k) = rest.find("http") {
        assert!(
            rest[k..].starts_with("http://www.w3.org/2000/svg")
                || rest[k..].starts_with("http-equiv=\"Content-Security-Policy\""),
            "{}",
            &rest[k..k + 60]
        );
        rest = &rest[k + 4..];
    }
    // Its two stepped trees (`step: true`) bring the stepping page's
    // script, inline: nothing is loaded from anywhere.
    assert!(!html.contains("<script src") && !html.contains(" src="));
    assert_eq!(html.matches("<script>").count(), 1, "one inline script");
    assert!(html.matches("<svg ").count() >= 2);
    assert!(html.contains("<table class=\"grid\">"));
    assert!(html.contains("<details>"));
    let r = common::run(&[
        "lesson",
        "run",
        "05",
        "--format",
        "html",
        "--answers",
        "/dev/null",
    ]);
    assert_eq!(r.code, 2);
}

#[test]
fn the_html_handout_renders_in_a_real_browser() {
    let Some(b) = browser() else {
        common::require("Chromium", false, "chromium");
        return;
    };
    for lesson in ["05-bfs-vs-ordered", "03-invariant-on-every-move"] {
        let r = common::run(&["lesson", "run", lesson, "--format", "html"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let file = scratch(&format!("{lesson}.html"));
        std::fs::write(&file, &r.stdout).unwrap();
        let ink = screenshot(b, &file, (1000, 2400));
        assert!(
            ink > 0.03 && ink < 0.9,
            "{lesson}: share of non-white pixels: {ink}"
        );
    }
}
