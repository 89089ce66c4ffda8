//! The stepping page (`tree --format html`, `compare --format html`): one
//! self-contained HTML file (inline style and script, a Content-Security-
//! Policy that forbids the network, works from `file://`) with the search
//! tree drawn as `tree --format svg` draws it and controls to step through
//! the search: nodes not yet generated faint, the frontier outlined and
//! numbered in the order it will be taken, the node expanded at this step
//! marked, the counts updated.
//!
//! Stable hooks (documented in docs/src/pictures.md): node groups carry
//! `data-node-id` and `data-state` (`unseen`, `frontier`, `expanded`,
//! `duplicate`, `goal`; IDA*'s cut-off nodes `cutoff`), the node expanded at
//! this step `data-current`; the page root `data-step` and `data-steps`;
//! the controls `data-action` = `first`, `prev`, `play`, `next`, `last`
//! (and `slider`). `#step=N` opens the page at step N.

use super::escape::html as esc;
use super::step_text;
use crate::search::events::{StepNode, Steps};
use crate::search::tree::SearchTree;
use serde::Serialize;

/// One search on the page.
pub struct Search<'a> {
    /// `bfs`, `ordered`, …
    pub name: String,
    /// The algorithm and its rules, in words.
    pub rules: String,
    pub tree: &'a SearchTree,
    pub steps: &'a Steps,
    /// The solution and counts (or why the search stopped).
    pub outcome: String,
}

#[derive(Serialize)]
struct JsonStep {
    /// The node expanded.
    e: u64,
    /// The nodes generated and their fate.
    c: Vec<(u64, &'static str)>,
    /// The frontier after the step, in the order it is taken (drawn nodes).
    f: Vec<u64>,
    /// What the step did, in words.
    text: String,
}

/// The steps of one search as the page's script reads them (also the
/// explorer's, web/).
#[derive(Serialize)]
pub struct JsonSearch {
    name: String,
    root: Option<u64>,
    /// The root's frontier (before any step), in words.
    start: String,
    steps: Vec<JsonStep>,
    /// The goal taken from the frontier after the last step (goal tested
    /// at expansion), if any.
    goal_taken: Option<u64>,
    /// Said after the last step.
    end: String,
}

/// How many steps the page can show: the steps up to the first one whose
/// expanded node is not drawn (beyond `--max-nodes-drawn`).
pub(crate) fn shown_steps(tree: &SearchTree, steps: &Steps) -> usize {
    steps
        .steps
        .iter()
        .take_while(|s| (s.expanded.id as usize) < tree.nodes.len())
        .count()
}

pub fn data(s: &Search, lang: crate::i18n::Lang) -> JsonSearch {
    let drawn = s.tree.nodes.len() as u64;
    let shown = shown_steps(s.tree, s.steps);
    let complete = shown == s.steps.steps.len() && s.steps.omitted == 0;
    let steps = s.steps.steps[..shown]
        .iter()
        .map(|st| JsonStep {
            e: st.expanded.id,
            c: st
                .children
                .iter()
                .filter(|c| c.node.id < drawn)
                .map(|c| (c.node.id, c.fate.name()))
                .collect(),
            f: st
                .frontier
                .iter()
                .map(|n: &StepNode| n.id)
                .filter(|&id| id < drawn)
                .take(50)
                .collect(),
            text: step_text::step(s.steps, st, super::Palette::plain(lang)),
        })
        .collect();
    let mut end = String::new();
    if complete {
        end.push_str(&step_text::end(s.steps, lang));
    } else {
        end.push_str(&format!(
            "The page shows the first {} of {} steps: the tree is drawn to {} nodes (--max-nodes-drawn).\n",
            super::search::count(shown as u64, lang),
            super::search::count(s.steps.steps.len() as u64 + s.steps.omitted, lang),
            super::search::count(drawn, lang)
        ));
    }
    end.push_str(&s.outcome);
    JsonSearch {
        name: s.name.clone(),
        root: s.steps.root.map(|r| r.id),
        start: step_text::start(s.steps, lang),
        steps,
        goal_taken: match s.steps.goal {
            Some((g, true)) if complete => Some(g.id),
            _ => None,
        },
        end,
    }
}

/// The controls: first, back, play, next, last and a slider.
fn controls(out: &mut String, steps: usize, label: &str) {
    out.push_str(&format!(
        r#"<div class="controls" role="toolbar" aria-label="{}">
<button type="button" data-action="first" title="First step (Home)">&#x00AB; First</button>
<button type="button" data-action="prev" title="Step back (&#x2190;)">&#x25C0; Back</button>
<button type="button" data-action="play" aria-pressed="false" title="Play or pause (p)">&#x25B6; Play</button>
<button type="button" data-action="next" title="Next step (&#x2192;)">Next &#x25B6;</button>
<button type="button" data-action="last" title="Last step (End)">Last &#x00BB;</button>
<input type="range" data-action="slider" min="0" max="{steps}" value="0" aria-label="Step">
<output class="at" aria-live="polite">Step 0 of {steps}</output>
</div>
"#,
        esc(label)
    ));
}

/// The page. `svg` is the picture drawn with hooks
/// ([`super::svg_tree::tree_with`] or [`super::svg_tree::compare_with`]).
pub fn page(
    title: &str,
    caption: &[String],
    searches: &[Search],
    svg: &str,
    lang: crate::i18n::Lang,
) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{}</title>
<style>{PAGE_STYLE}{STYLE}</style>
</head>
<body>
"#,
        esc(title)
    ));
    let mut head = format!("<h1>{}</h1>\n", esc(title));
    for l in caption {
        head.push_str(&format!("<p class=\"caption\">{}</p>\n", esc(l)));
    }
    stepper(&mut out, "main", &head, searches, svg, lang);
    out.push_str(&format!("<script>{SCRIPT}</script>\n</body>\n</html>\n"));
    out
}

/// The stepper alone, for a page that has other content (a lesson's tree
/// step): the same element, hooks and controls as [`page`]; the page adds
/// [`STYLE`] and [`SCRIPT`] once, and a policy as strict as [`CSP`].
pub(crate) fn embedded(searches: &[Search], svg: &str, lang: crate::i18n::Lang) -> String {
    let mut out = String::new();
    stepper(&mut out, "div", "", searches, svg, lang);
    out
}

/// The page's Content-Security-Policy: nothing from outside, inline style
/// and script only.
pub(crate) const CSP: &str =
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

/// One stepper: the root `tag` (`main` for the page) with `data-step` and
/// `data-steps`, `head` (its heading), the controls, the searches, the
/// picture and the steps as JSON (read by [`SCRIPT`]).
fn stepper(
    out: &mut String,
    tag: &str,
    head: &str,
    searches: &[Search],
    svg: &str,
    lang: crate::i18n::Lang,
) {
    let data: Vec<JsonSearch> = searches.iter().map(|s| data(s, lang)).collect();
    let most = data.iter().map(|d| d.steps.len()).max().unwrap_or(0);
    let json = serde_json::to_string(&data)
        .unwrap_or_else(|_| "[]".to_string())
        .replace('<', "\\u003c");
    out.push_str(&format!(
        "<{tag} class=\"stepper\" data-step=\"0\" data-steps=\"{most}\">\n{head}"
    ));
    controls(
        out,
        most,
        if searches.len() > 1 {
            "Step every search together"
        } else {
            "Step through the search"
        },
    );
    out.push_str("<div class=\"searches\">\n");
    for (k, (s, d)) in searches.iter().zip(&data).enumerate() {
        out.push_str(&format!(
            "<section class=\"search\" data-search=\"{k}\" data-step=\"0\" data-steps=\"{}\">\n<h2>{}</h2>\n<p class=\"rules\">{}</p>\n",
            d.steps.len(),
            esc(&s.name),
            esc(&s.rules)
        ));
        if searches.len() > 1 {
            controls(out, d.steps.len(), &format!("Step {} on its own", s.name));
        }
        out.push_str("<pre class=\"now\" aria-live=\"polite\"></pre>\n</section>\n");
    }
    out.push_str("</div>\n<figure class=\"picture\">\n");
    // The SVG inline (without its XML declaration).
    for line in svg.lines().filter(|l| !l.starts_with("<?xml")) {
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("</figure>\n");
    out.push_str(&format!(
        "<p class=\"keys\">Keys{}: &#x2192; or n next, &#x2190; or b back, Home first, End last, p play or pause.{}</p>\n",
        if tag == "main" {
            ""
        } else {
            " (once a button of this search has the focus)"
        },
        if tag == "main" {
            " Add <code>#step=N</code> to the address to open at step N."
        } else {
            ""
        }
    ));
    out.push_str(&format!(
        "<script type=\"application/json\" class=\"steps-data\">{json}</script>\n</{tag}>\n"
    ));
}

/// The page's own rules (a lesson page has its own).
const PAGE_STYLE: &str = r##"
body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;margin:1em;color:#222;background:#fff}
h1{font-size:1.2em;margin:.2em 0}
"##;

/// The stepper's rules.
pub const STYLE: &str = r##"
.stepper h2{font-size:1em;margin:.2em 0}
.caption,.rules{margin:.1em 0;color:#444;font-size:.9em}
.controls{display:flex;flex-wrap:wrap;gap:.4em;align-items:center;margin:.5em 0}
.controls button{font:inherit;padding:.25em .6em;border:1px solid #888;border-radius:4px;background:#f4f4f4;cursor:pointer}
.controls button:focus-visible,.controls input:focus-visible{outline:3px solid #1f6feb;outline-offset:1px}
.controls input[type=range]{width:14em}
.searches{display:flex;flex-wrap:wrap;gap:1.5em}
.search{flex:1 1 30em;min-width:20em}
.now{white-space:pre-wrap;font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.82em;background:#f8f8f8;border:1px solid #ddd;padding:.5em;margin:.3em 0;min-height:8em}
.picture{margin:.5em 0;overflow:auto}
.picture svg{max-width:none}
.keys{color:#555;font-size:.85em}
[data-state=unseen]{opacity:.12}
.edge[data-state=unseen]{opacity:.06}
.node .tag{visibility:hidden}
.node[data-state=expanded] .tag,.node[data-state=duplicate] .tag,.node[data-state=goal] .tag{visibility:visible}
.node .rank{fill:#1f6feb}
[data-live] .node>rect:first-of-type{stroke:#555555;stroke-width:1.2;stroke-dasharray:none;fill:#ffffff}
[data-live] .node.goal:not([data-state=goal])>rect:nth-of-type(2),[data-live] .node circle{display:none}
[data-live] .edge path[fill=none]{stroke:#666666;stroke-width:1}
[data-live] .edge path:not([fill=none]){fill:#666666}
[data-live] .edge text{fill:#666666}
.node[data-state=frontier]>rect:first-of-type{stroke:#1f6feb;stroke-width:3;fill:#ffffff;stroke-dasharray:none}
.node[data-state=expanded]>rect:first-of-type{fill:#eef3fb}
.node[data-state=duplicate]>rect:first-of-type{fill:#eeeeee;stroke-dasharray:4 2}
.node[data-state=goal]>rect:first-of-type{fill:#e2f7e2;stroke:#c62828;stroke-width:3}
.node[data-current]>rect:first-of-type{fill:#ffe08a;stroke:#b26a00;stroke-width:4}
"##;

/// Steps every `.stepper` of the page.
pub(crate) const SCRIPT: &str = r##"
(function () {
  "use strict";
  var roots = document.querySelectorAll(".stepper");
  var only = roots.length === 1;
  var acts = [];
  roots.forEach(function (root) {
  var data = JSON.parse(root.querySelector("script.steps-data").textContent);
  var sections = root.querySelectorAll("section.search");
  var panels = root.querySelectorAll("figure svg g.panel[data-panel]");
  var searches = data.map(function (d, k) {
    var scope = panels.length ? panels[k] : root.querySelector("figure svg");
    var nodes = {};
    scope.querySelectorAll("[data-node-id]").forEach(function (el) {
      nodes[el.getAttribute("data-node-id")] = el;
    });
    return { d: d, at: 0, nodes: nodes, scope: scope, edges: scope.querySelectorAll(".edge[data-child]"),
             section: sections[k], now: sections[k].querySelector(".now") };
  });
  var most = parseInt(root.getAttribute("data-steps"), 10) || 0;
  var shared = 0;
  function state(s, n) {
    var st = {};
    if (s.d.root !== null) st[s.d.root] = "frontier";
    for (var k = 0; k < n; k++) {
      var step = s.d.steps[k];
      st[step.e] = "expanded";
      step.c.forEach(function (c) {
        st[c[0]] = c[1] === "added" ? "frontier" : c[1] === "cut-off" ? "cutoff" : c[1];
      });
    }
    if (n === s.d.steps.length && s.d.goal_taken !== null) st[s.d.goal_taken] = "goal";
    return st;
  }
  function show(s, n) {
    n = Math.max(0, Math.min(n, s.d.steps.length));
    s.at = n;
    var st = state(s, n);
    var frontier = n === 0 ? (s.d.root !== null ? [s.d.root] : []) : s.d.steps[n - 1].f;
    var rank = {};
    frontier.forEach(function (id, i) { rank[id] = i + 1; });
    var current = n > 0 ? String(s.d.steps[n - 1].e) : null;
    Object.keys(s.nodes).forEach(function (id) {
      var el = s.nodes[id];
      el.setAttribute("data-state", st[id] || "unseen");
      if (id === current) el.setAttribute("data-current", ""); else el.removeAttribute("data-current");
      var r = el.querySelector(".rank");
      if (r) r.textContent = rank[id] && st[id] === "frontier" ? (rank[id] === 1 ? "next" : String(rank[id])) : "";
      if (rank[id] && st[id] === "frontier") el.setAttribute("data-order", rank[id]); else el.removeAttribute("data-order");
    });
    s.edges.forEach(function (e) {
      var c = e.getAttribute("data-child");
      e.setAttribute("data-state", c === "more" ? "frontier" : (st[c] || "unseen"));
    });
    var text = n === 0 ? s.d.start : s.d.steps[n - 1].text;
    if (n === s.d.steps.length) text += "\n" + s.d.end;
    s.now.textContent = text;
    s.section.setAttribute("data-step", n);
    // Until the last step the picture hides what the search has not found
    // yet (the solution path, the final marks); at the end it is the SVG.
    s.scope.toggleAttribute("data-live", n < s.d.steps.length);
    sync(s.section, n, s.d.steps.length);
  }
  function sync(box, n, total) {
    var c = box.querySelector(":scope > .controls");
    if (!c) return;
    c.querySelector("[data-action=slider]").value = n;
    c.querySelector(".at").textContent = "Step " + n + " of " + total;
  }
  function all(n) {
    shared = Math.max(0, Math.min(n, most));
    searches.forEach(function (s) { show(s, shared); });
    root.setAttribute("data-step", shared);
    sync(root, shared, most);
    if (only) {
      try { history.replaceState(null, "", "#step=" + shared); } catch (e) { /* file:// may refuse */ }
    }
  }
  var timer = null;
  function play(button, on) {
    if (timer !== null) { clearInterval(timer); timer = null; }
    root.querySelectorAll("[data-action=play]").forEach(function (b) {
      b.setAttribute("aria-pressed", "false");
      b.innerHTML = "&#x25B6; Play";
    });
    if (!on) return;
    button.setAttribute("aria-pressed", "true");
    button.innerHTML = "&#x2016; Pause";
    var own = button.closest("section.search");
    timer = setInterval(function () {
      if (own) {
        var s = searches[parseInt(own.getAttribute("data-search"), 10)];
        if (s.at >= s.d.steps.length) { play(button, false); return; }
        show(s, s.at + 1);
      } else {
        if (shared >= most) { play(button, false); return; }
        all(shared + 1);
      }
    }, 900);
  }
  function act(action, el) {
    var own = el ? el.closest("section.search") : null;
    var s = own ? searches[parseInt(own.getAttribute("data-search"), 10)] : null;
    var at = s ? s.at : shared, total = s ? s.d.steps.length : most;
    var go = s ? function (n) { show(s, n); } : all;
    if (action === "next") go(at + 1);
    else if (action === "prev") go(at - 1);
    else if (action === "first") go(0);
    else if (action === "last") go(total);
    else if (action === "play") play(el, el.getAttribute("aria-pressed") !== "true");
    else if (action === "slider") go(parseInt(el.value, 10) || 0);
  }
  root.addEventListener("click", function (ev) {
    var b = ev.target.closest("button[data-action]");
    if (b) act(b.getAttribute("data-action"), b);
  });
  root.addEventListener("input", function (ev) {
    if (ev.target.matches("[data-action=slider]")) act("slider", ev.target);
  });
  acts.push({ root: root, act: act });
  function fromHash() {
    var m = only ? /step=(\d+)/.exec(location.hash) : null;
    all(m ? parseInt(m[1], 10) : 0);
  }
  if (only) window.addEventListener("hashchange", fromHash);
  fromHash();
  });
  // The keys step the page's stepper, or on a page with several (a
  // lesson) the one that holds the focus.
  document.addEventListener("keydown", function (ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (ev.target.matches && ev.target.matches("input[type=range]")) return;
    var k = ev.key, a = null;
    if (k === "ArrowRight" || k === "n") a = "next";
    else if (k === "ArrowLeft" || k === "b") a = "prev";
    else if (k === "Home") a = "first";
    else if (k === "End") a = "last";
    else if (k === "p") a = "play";
    if (!a) return;
    var at = acts.filter(function (x) {
      return only || x.root.contains(document.activeElement);
    })[0];
    if (!at) return;
    ev.preventDefault();
    at.act(a, at.root.querySelector(":scope > .controls [data-action=" + a + "]"));
  });
})();
"##;
