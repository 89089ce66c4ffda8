// The explorer page: forms and pictures around npuzzle's WebAssembly.
// Every number and sentence comes from the library (web/src); this script
// only lays them out, keeps the game's moves and steps through a search.
(function () {
  "use strict";
  var $ = function (sel, root) { return (root || document).querySelector(sel); };
  var $$ = function (sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); };
  var html = document.documentElement;
  var lang = html.getAttribute("lang") || "en";
  var W = {};
  var core = null;
  var wasmBytes = null;
  var status = $("[data-status]");

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (attrs[k] !== null && attrs[k] !== undefined) e.setAttribute(k, attrs[k]);
    });
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }

  // Text of a renderer: prose lines wrap, aligned tables keep their columns
  // (scrolling sideways inside their block on a narrow screen).
  function textBlock(text) {
    var box = el("div", { "class": "text" });
    var table = null;
    text.replace(/\n+$/, "").split("\n").forEach(function (line) {
      if (/\S {2,}\S/.test(line) || /^ {2,}\S/.test(line)) {
        if (!table) { table = el("pre", { "class": "cols" }); box.appendChild(table); }
        table.textContent += (table.textContent ? "\n" : "") + line;
      } else {
        table = null;
        box.appendChild(line === "" ? el("div", { "class": "gap" }) : el("p", {}, line));
      }
    });
    return box;
  }

  // --- the board, its size, its goal ---
  function boardFields() {
    return {
      board: $("[data-board-input]").value,
      size: $("[data-size-input]").value,
      goal: $("[data-goal-input]").value
    };
  }
  function ask(op, extra) {
    var r = boardFields();
    r.op = op;
    r.lang = lang;
    Object.keys(extra || {}).forEach(function (k) { r[k] = extra[k]; });
    return r;
  }
  function problem(message) {
    var p = $("[data-error]");
    p.textContent = message || "";
    p.hidden = !message;
  }

  // A board as a grid of cells; `click(i)` for a clickable one.
  function grid(tiles, width, opts) {
    opts = opts || {};
    var g = el("div", { "class": "grid-cells", role: "grid" });
    g.style.gridTemplateColumns = "repeat(" + width + ", var(--cell))";
    tiles.forEach(function (t, i) {
      var c = el(opts.click ? "button" : "span", {
        "class": t === 0 ? "cell blank" : "cell",
        "data-tile": String(t),
        "data-cell": String(i),
        type: opts.click ? "button" : null,
        tabindex: opts.click ? "-1" : null,
        "aria-label": t === 0 ? "blank" : String(t)
      }, t === 0 ? "" : String(t));
      if (opts.click && t !== 0) c.addEventListener("click", function () { opts.click(i); });
      g.appendChild(c);
    });
    return g;
  }
  function figure(caption, tiles, width) {
    var f = el("figure", { "class": "board" });
    f.appendChild(el("figcaption", {}, caption));
    f.appendChild(grid(tiles, width));
    return f;
  }
  // The blank's move (U/D/L/R) that slides the tile at cell `i`, if any.
  function moveTo(tiles, width, i) {
    var b = tiles.indexOf(0);
    if (i === b - width) return "U";
    if (i === b + width) return "D";
    if (i === b - 1 && b % width !== 0) return "L";
    if (i === b + 1 && i % width !== 0) return "R";
    return null;
  }

  // --- Explain ---
  var explained = null;
  function explain() {
    var out = clear($("[data-explain-output]"));
    var x;
    try {
      x = core.call(ask("explain"));
    } catch (e) {
      problem(e.message);
      explained = null;
      return false;
    }
    problem("");
    explained = x;
    var w = x.words;
    out.appendChild(el("p", { "class": "heading" }, w.heading));
    var boards = el("div", { "class": "boards", role: "group", "aria-label": W["explorer-boards"] });
    boards.appendChild(figure(w.board, x.board, x.width));
    boards.appendChild(figure(w.goal, x.goal, x.width));
    out.appendChild(boards);
    out.appendChild(el("h3", {}, W["explorer-inversions"]));
    out.appendChild(el("p", {}, w.reading_order));
    if (w.relabel) out.appendChild(el("p", { "class": "note" }, w.relabel));
    var scroll = el("div", { "class": "scroll" });
    var table = el("table", { "class": "data inversions" });
    var head = el("tr");
    w.columns.forEach(function (c) { head.appendChild(el("th", { scope: "col" }, c)); });
    table.appendChild(el("thead")).appendChild(head);
    var body = el("tbody");
    var rel = x.inversions.relabelled;
    var show = function (t, label) { return rel ? t + "(" + label + ")" : String(t); };
    var labelOf = {};
    x.inversions.tiles.forEach(function (r) { labelOf[r.tile] = r.label; });
    x.inversions.tiles.forEach(function (r) {
      var tr = el("tr", {
        "data-inversion-row": String(r.tile),
        "data-count": String(r.count),
        "data-running": String(r.running),
        "data-smaller-after": r.smaller_after.join(" ")
      });
      tr.appendChild(el("td", { "class": "n" }, show(r.tile, r.label)));
      tr.appendChild(el("td", {}, r.smaller_after.length ?
        r.smaller_after.map(function (t) { return show(t, labelOf[t]); }).join(" ") : "-"));
      tr.appendChild(el("td", { "class": "n" }, String(r.count)));
      tr.appendChild(el("td", { "class": "n" }, String(r.running)));
      body.appendChild(tr);
    });
    table.appendChild(body);
    scroll.appendChild(table);
    out.appendChild(scroll);
    out.appendChild(el("p", { "class": "total", "data-inversions-total": String(x.inversions.inversions) }, w.total));
    out.appendChild(el("h3", {}, W["explorer-solvable"]));
    var v = x.verdict;
    var box = el("div", {
      "class": v.solvable ? "verdict yes" : "verdict no",
      "data-verdict": "",
      "data-solvable": String(v.solvable),
      "data-rule": v.rule,
      "data-invariant-board": String(v.start.invariant),
      "data-invariant-goal": String(v.goal.invariant)
    });
    box.appendChild(textBlock(w.verdict));
    out.appendChild(box);
    if (v.fix) {
      var fix = el("div", { "class": "fix", "data-fix": v.fix.tiles.join(" ") });
      fix.appendChild(el("p", {}, W["explorer-fix"]));
      fix.appendChild(grid(v.fix.board, x.width));
      out.appendChild(fix);
    }
    return true;
  }

  // --- Trace ---
  function traceNow() {
    var out = clear($("[data-trace-output]"));
    var t;
    try {
      t = core.call(ask("trace", { moves: $("[data-moves-input]").value }));
    } catch (e) {
      out.appendChild(el("p", { "class": "problem", "data-trace-error": "" }, e.message));
      return;
    }
    var tr = t.trace;
    var end = tr.steps.length ? tr.steps[tr.steps.length - 1].board : tr.start.board;
    var board = clear($("[data-trace-board]"));
    board.appendChild(grid(end, tr.width, {
      click: function (i) {
        var m = moveTo(end, tr.width, i);
        if (!m) return;
        var input = $("[data-moves-input]");
        input.value = input.value.replace(/\s+$/, "") + m;
        traceNow();
      }
    }));
    out.appendChild(el("p", { "class": "heading" }, t.words.heading));
    out.appendChild(el("p", {}, t.words.rule));
    var scroll = el("div", { "class": "scroll" });
    var table = el("table", { "class": "data trace" });
    var head = el("tr");
    t.rows[0].forEach(function (c) { head.appendChild(el("th", { scope: "col" }, c)); });
    table.appendChild(el("thead")).appendChild(head);
    var body = el("tbody");
    t.rows.slice(1).forEach(function (cells, k) {
      var s = k === 0 ? null : tr.steps[k - 1];
      var row = el("tr", s ? {
        "data-trace-row": String(s.number),
        "data-move": s.move,
        "data-tile": String(s.tile),
        "data-jumped": s.jumped.join(" "),
        "data-delta": String(s.delta_inversions),
        "data-inversions": String(s.inversions),
        "data-blank-row": String(s.blank_row),
        "data-invariant": String(s.invariant),
        "data-parity": s.invariant_parity,
        "data-kept": String(s.parity_kept)
      } : {
        "data-trace-row": "0",
        "data-inversions": String(tr.start.inversions),
        "data-blank-row": String(tr.start.blank_row),
        "data-invariant": String(tr.start.invariant),
        "data-parity": tr.start.invariant_parity
      });
      cells.forEach(function (c, i) { row.appendChild(el("td", { "class": i >= 4 && i <= 5 ? "n" : null }, c)); });
      body.appendChild(row);
    });
    table.appendChild(body);
    scroll.appendChild(table);
    out.appendChild(scroll);
    if (t.words.stopped) out.appendChild(el("p", { "class": "problem", "data-trace-stopped": "" }, t.words.stopped));
    var d = el("details");
    d.appendChild(el("summary", {}, W["explorer-trace-text"]));
    d.appendChild(el("pre", {}, t.words.text));
    out.appendChild(d);
  }

  // --- Play ---
  var game = { moves: [], redo: [], width: 3, tiles: [], goal: [] };
  function playNow() {
    var t;
    try {
      t = core.call(ask("trace", { moves: game.moves.join("") }));
    } catch (e) {
      clear($("[data-play-board]"));
      $("[data-hint]").textContent = e.message;
      return;
    }
    var tr = t.trace;
    var last = tr.steps.length ? tr.steps[tr.steps.length - 1] : null;
    var now = last || tr.start;
    game.width = tr.width;
    game.tiles = now.board;
    game.goal = tr.goal;
    var board = clear($("[data-play-board]"));
    board.appendChild(grid(game.tiles, tr.width, { click: function (i) { slide(moveTo(game.tiles, game.width, i)); } }));
    $("[data-play-moves]").textContent = String(game.moves.length);
    $("[data-play-inversions]").textContent = String(now.inversions);
    $("[data-play-blank-row]").textContent = String(now.blank_row);
    var inv = $("[data-play-invariant]");
    var cells = t.rows[t.rows.length - 1];
    inv.textContent = cells[6];
    inv.setAttribute("data-invariant", String(now.invariant));
    inv.setAttribute("data-parity", now.invariant_parity);
    $("[data-play-last]").textContent = last ? cells.slice(0, 4).join(" · ") : "";
    var solved = game.tiles.join(",") === tr.goal.join(",");
    $("[data-play-solved]").hidden = !solved;
    board.setAttribute("data-solved", String(solved));
  }
  function slide(dir) {
    if (!dir) return;
    game.moves.push(dir);
    game.redo = [];
    $("[data-hint]").textContent = "";
    playNow();
  }
  function restartGame() {
    game.moves = [];
    game.redo = [];
    $("[data-hint]").textContent = "";
    playNow();
  }
  // An arrow slides the tile the arrow's way: the blank goes the other way.
  var arrows = { ArrowUp: "D", ArrowDown: "U", ArrowLeft: "R", ArrowRight: "L" };
  function playKey(ev) {
    var d = arrows[ev.key];
    if (!d || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    ev.preventDefault();
    var b = game.tiles.indexOf(0), w = game.width, n = game.tiles.length;
    var ok = (d === "U" && b >= w) || (d === "D" && b + w < n) ||
      (d === "L" && b % w !== 0) || (d === "R" && b % w !== w - 1);
    if (ok) slide(d);
  }

  // --- the worker: searches and hints ---
  var worker = null, workerSeq = 0, waiting = {}, onProgress = null;
  function workerSource() {
    return $("script[data-worker]").textContent;
  }
  function startWorker() {
    var url = URL.createObjectURL(new Blob([workerSource()], { type: "text/javascript" }));
    worker = new Worker(url);
    URL.revokeObjectURL(url);
    worker.onmessage = function (ev) {
      var m = ev.data;
      if (m.progress) { if (onProgress) onProgress(m.progress[0], m.progress[1]); return; }
      if (m.failed) { problem(W["explorer-failed"] + " " + m.failed); return; }
      var k = waiting[m.id];
      delete waiting[m.id];
      if (k) k(m);
    };
    worker.postMessage({ bytes: wasmBytes });
  }
  function inWorker(request, done) {
    var id = ++workerSeq;
    waiting[id] = done;
    worker.postMessage({ id: id, request: request });
  }
  function stopWorker() {
    worker.terminate();
    waiting = {};
    startWorker();
  }

  function hint() {
    var out = $("[data-hint]");
    out.textContent = W["explorer-hint-thinking"];
    var r = ask("hint");
    r.board = game.tiles.join(" ");
    r.size = game.width + "x" + (game.tiles.length / game.width);
    r.goal = game.goal.join(" ");
    inWorker(r, function (m) {
      out.textContent = m.error !== undefined ? m.error : m.ok.words.text;
      if (m.ok && m.ok.move) out.setAttribute("data-hint-move", m.ok.move);
    });
  }

  // --- Search ---
  var running = false, found = null, last = [0, 0];
  function number(n) { return Number(n).toLocaleString(lang); }
  function searchRequest() {
    var algo = $("[data-algo]").value;
    var r = ask("search", {
      algo: algo,
      order: $("[data-order]").value,
      tree_search: $("[data-tree-search]").checked,
      no_undo: $("[data-no-undo]").checked,
      goal_test: $("[data-goal-test]").value,
      ties: $("[data-ties]").value,
      max_nodes: parseInt($("[data-max-nodes]").value, 10) || undefined,
      drawn: parseInt($("[data-drawn]").value, 10) || undefined
    });
    if (algo === "greedy" || algo === "astar" || algo === "idastar") r.heuristic = $("[data-heuristic]").value;
    return r;
  }
  function setRunning(on) {
    running = on;
    $("[data-action=stop]").disabled = !on;
    $("[data-action=search]").disabled = on;
    $("[data-search-progress]").setAttribute("data-running", String(on));
  }
  function search() {
    if (running) return;
    var progress = $("[data-search-progress]");
    progress.textContent = W["explorer-searching"];
    progress.removeAttribute("data-stopped");
    last = [0, 0];
    onProgress = function (e, g) {
      last = [e, g];
      progress.textContent = W["explorer-searching"] + " " + W["explorer-expanded"] + " " + number(e) +
        " · " + W["explorer-generated"] + " " + number(g);
    };
    setRunning(true);
    inWorker(searchRequest(), function (m) {
      setRunning(false);
      progress.textContent = "";
      if (m.error !== undefined) { progress.textContent = m.error; progress.setAttribute("data-search-error", ""); return; }
      progress.removeAttribute("data-search-error");
      showSearch(m.ok);
    });
  }
  function stop() {
    if (!running) return;
    stopWorker();
    setRunning(false);
    var progress = $("[data-search-progress]");
    progress.setAttribute("data-stopped", "");
    progress.textContent = W["explorer-stopped"] + " " + W["explorer-expanded"] + " " + number(last[0]) +
      " · " + W["explorer-generated"] + " " + number(last[1]);
  }
  function showSearch(x) {
    var out = $("[data-search-output]");
    out.hidden = false;
    var stepper = $("[data-stepper]");
    var picture = clear($("[data-search-tree]"));
    if (!x.solvable) {
      found = null;
      $("[data-search-rules]").textContent = "";
      ["expanded", "generated", "length"].forEach(function (k) { $("[data-search-" + k + "]").textContent = ""; });
      clear($("[data-search-outcome]")).appendChild(textBlock(x.words.verdict));
      $("[data-search-stats]").textContent = "";
      stepper.hidden = true;
      out.setAttribute("data-solvable", "false");
      return;
    }
    out.setAttribute("data-solvable", "true");
    var s = x.solve;
    $("[data-search-rules]").textContent = x.words.rules;
    var ex = $("[data-search-expanded]"), ge = $("[data-search-generated]"), le = $("[data-search-length]");
    ex.textContent = number(s.stats.expanded);
    ex.setAttribute("data-value", String(s.stats.expanded));
    ge.textContent = number(s.stats.generated);
    ge.setAttribute("data-value", String(s.stats.generated));
    le.textContent = s.length === null ? "—" : String(s.length);
    le.setAttribute("data-value", s.length === null ? "" : String(s.length));
    out.setAttribute("data-search-stop", s.stop);
    out.setAttribute("data-search-moves", s.moves || "");
    out.setAttribute("data-tree-drawn", String(x.tree.drawn));
    var outcome = clear($("[data-search-outcome]"));
    outcome.appendChild(textBlock(x.words.outcome + (x.words.stopped ? "\n" + x.words.stopped : "")));
    $("[data-search-stats]").textContent = x.words.stats;
    picture.innerHTML = x.svg.replace(/^<\?xml[^>]*>\s*/, "");
    var svg = $("svg", picture);
    var nodes = {};
    $$("[data-node-id]", svg).forEach(function (n) { nodes[n.getAttribute("data-node-id")] = n; });
    found = { d: x.steps, svg: svg, nodes: nodes, edges: $$(".edge[data-child]", svg), at: 0 };
    stepper.hidden = !x.steps;
    if (!x.steps) {
      $("[data-step-text]").textContent = W["explorer-no-steps"];
      return;
    }
    $("[data-step-slider]").max = String(x.steps.steps.length);
    showStep(0);
  }
  // The states of the drawn nodes after `n` steps (as the stepping pages
  // of `tree --format html` show them).
  function states(d, n) {
    var st = {};
    if (d.root !== null) st[d.root] = "frontier";
    for (var k = 0; k < n; k++) {
      var step = d.steps[k];
      st[step.e] = "expanded";
      step.c.forEach(function (c) {
        st[c[0]] = c[1] === "added" ? "frontier" : c[1] === "cut-off" ? "cutoff" : c[1];
      });
    }
    if (n === d.steps.length && d.goal_taken !== null) st[d.goal_taken] = "goal";
    return st;
  }
  function showStep(n) {
    if (!found || !found.d) return;
    var d = found.d;
    n = Math.max(0, Math.min(n, d.steps.length));
    found.at = n;
    var st = states(d, n);
    var frontier = n === 0 ? (d.root !== null ? [d.root] : []) : d.steps[n - 1].f;
    var rank = {};
    frontier.forEach(function (id, i) { rank[id] = i + 1; });
    var current = n > 0 ? String(d.steps[n - 1].e) : null;
    Object.keys(found.nodes).forEach(function (id) {
      var node = found.nodes[id];
      node.setAttribute("data-state", st[id] || "unseen");
      if (id === current) node.setAttribute("data-current", ""); else node.removeAttribute("data-current");
      var r = $(".rank", node);
      var inFrontier = rank[id] && st[id] === "frontier";
      if (r) r.textContent = inFrontier ? String(rank[id]) : "";
      if (inFrontier) node.setAttribute("data-order", rank[id]); else node.removeAttribute("data-order");
    });
    found.edges.forEach(function (e) {
      var c = e.getAttribute("data-child");
      e.setAttribute("data-state", c === "more" ? "frontier" : (st[c] || "unseen"));
    });
    found.svg.toggleAttribute("data-live", n < d.steps.length);
    var text = n === 0 ? d.start : d.steps[n - 1].text;
    if (n === d.steps.length) text += "\n" + d.end;
    $("[data-step-text]").textContent = text;
    var f = $("[data-frontier]");
    f.textContent = W["explorer-frontier"] + " " + frontier.map(function (id) { return "#" + id; }).join(", ");
    f.setAttribute("data-frontier", frontier.join(" "));
    $("[data-step-slider]").value = String(n);
    var at = $("[data-step-at]");
    at.textContent = W["explorer-step-at"] + " " + n + " " + W["explorer-step-of"] + " " + d.steps.length;
    $("[data-stepper]").setAttribute("data-step", String(n));
    $("[data-stepper]").setAttribute("data-steps", String(d.steps.length));
  }
  function seedRules() {
    $("[data-board-input]").value = "2 8 3/1 6 4/7 0 5";
    $("[data-goal-input]").value = "snail";
    $("[data-size-input]").value = "";
    $("[data-algo]").value = "bfs";
    $("[data-order]").value = "LUDR";
    $("[data-tree-search]").checked = true;
    $("[data-no-undo]").checked = true;
    $("[data-goal-test]").value = "generation";
    $("[data-ties]").value = "";
    boardChanged();
  }

  // --- words and languages ---
  function fillWords() {
    W = core.call({ op: "words", lang: lang });
    html.setAttribute("lang", lang);
    document.title = W["explorer-title"];
    $$("[data-t]").forEach(function (e) { e.textContent = W[e.getAttribute("data-t")]; });
    $$("[data-t-label]").forEach(function (e) { e.setAttribute("aria-label", W[e.getAttribute("data-t-label")]); });
    var algo = $("[data-algo]"), keep = algo.value || "bfs";
    clear(algo);
    W.algorithms.forEach(function (a) { algo.appendChild(el("option", { value: a.name }, a.name + " — " + a.title)); });
    algo.value = keep;
    var h = $("[data-heuristic]"), keepH = h.value || "linear-conflict";
    clear(h);
    W.heuristics.forEach(function (x) { h.appendChild(el("option", { value: x.name }, x.label ? x.name + " (" + x.label + ")" : x.name)); });
    h.value = keepH;
    var g = $("[data-goal-test]"), keepG = g.value || "expansion";
    clear(g);
    W.goal_tests.forEach(function (x) { g.appendChild(el("option", { value: x.name }, x.title)); });
    g.value = keepG;
  }
  function boardChanged() {
    if (!explain()) return;
    $("[data-moves-input]").value = "";
    traceNow();
    restartGame();
  }

  function wire() {
    $("[data-board-form]").addEventListener("submit", function (ev) { ev.preventDefault(); boardChanged(); });
    $("[data-trace-form]").addEventListener("submit", function (ev) { ev.preventDefault(); traceNow(); });
    $("[data-search-form]").addEventListener("submit", function (ev) { ev.preventDefault(); search(); });
    var actions = {
      "clear-moves": function () { $("[data-moves-input]").value = ""; traceNow(); },
      undo: function () { if (game.moves.length) { game.redo.push(game.moves.pop()); playNow(); } },
      redo: function () { if (game.redo.length) { game.moves.push(game.redo.pop()); playNow(); } },
      restart: restartGame,
      hint: hint,
      stop: stop,
      "seed-rules": seedRules,
      first: function () { showStep(0); },
      back: function () { if (found) showStep(found.at - 1); },
      step: function () { if (found) showStep(found.at + 1); },
      last: function () { if (found && found.d) showStep(found.d.steps.length); }
    };
    document.addEventListener("click", function (ev) {
      var b = ev.target.closest("button[data-action]");
      if (b && actions[b.getAttribute("data-action")]) actions[b.getAttribute("data-action")]();
    });
    $("[data-step-slider]").addEventListener("input", function (ev) { showStep(parseInt(ev.target.value, 10) || 0); });
    $("[data-play-board]").addEventListener("keydown", playKey);
    $("[data-lang-select]").addEventListener("change", function (ev) {
      lang = ev.target.value;
      fillWords();
      if (explained) boardChanged();
    });
    var algo = $("[data-algo]");
    var heuristicShown = function () {
      var a = algo.value;
      $("[data-heuristic]").disabled = !(a === "greedy" || a === "astar" || a === "idastar");
    };
    algo.addEventListener("change", heuristicShown);
    heuristicShown();
  }

  function fail(e) {
    status.textContent = (W["explorer-failed"] || "") + " " + (e && e.message || e);
    status.setAttribute("data-failed", "");
  }
  npzLoader.bytes($("script[data-wasm]").textContent).then(function (b) {
    wasmBytes = b;
    return WebAssembly.compile(b);
  }).then(function (module) {
    return npzLoader.start(module, null);
  }).then(function (c) {
    core = c;
    var langs = $("[data-lang-select]");
    core.call({ op: "langs" }).forEach(function (l) {
      langs.appendChild(el("option", { value: l.code }, l.name));
    });
    langs.value = lang;
    fillWords();
    wire();
    startWorker();
    boardChanged();
    status.textContent = "";
    status.hidden = true;
    html.setAttribute("data-ready", String(Math.round(performance.now())));
  }).catch(fail);
})();
