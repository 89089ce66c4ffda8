// The interactive lesson page. The lesson's data (#lesson-data) is made by
// npuzzle's lesson::feedback: for each question its answer, hints and check
// (the inputs of the stepper's checker), and the page's own words in its
// language (D.words: the script writes none of its own). What the student
// types is judged by npuzzle's WebAssembly (op `check-answer`: the
// stepper's checkers and sentences); this script is the page's UI: inputs,
// buttons, hints, history, score, the answers file, the progress kept in
// localStorage, and the board widgets (their moves and numbers from the
// module's `trace`).
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("lesson-data").textContent);
  var W = D.words;
  var KEY = "npuzzle-lesson:" + D.name + ":" + D.version;
  // The most answers kept per question for the student's review.
  var MAX_TRIES = 20;
  var has = function (o, k) { return Object.prototype.hasOwnProperty.call(o, k); };
  var questions = {};
  D.questions.forEach(function (q) { questions[q.number] = q; });
  // Set when the kept progress could not be read (it is reset, and said).
  var damaged = false;
  var state = load();

  function fresh() { return { name: "", id: "", answers: {} }; }
  function isCount(x) { return typeof x === "number" && isFinite(x) && x >= 0 && Math.floor(x) === x; }
  function isText(x) { return x === undefined || typeof x === "string"; }
  // The kept progress as this page writes it, or null when anything in it
  // is not (another version of the script, a hand edit, a broken write).
  function clean(s) {
    if (!s || typeof s !== "object" || Array.isArray(s) || !isText(s.name) || !isText(s.id)) return null;
    var a = s.answers;
    if (!a || typeof a !== "object" || Array.isArray(a)) return null;
    var out = { name: s.name || "", id: s.id || "", answers: {} };
    for (var k in a) {
      if (!has(a, k)) continue;
      var r = a[k];
      if (!has(questions, k) || !r || typeof r !== "object" || Array.isArray(r)) return null;
      if (!isCount(r.attempts) || !isCount(r.hints) || typeof r.shown !== "boolean" ||
          typeof r.right !== "boolean" || !isText(r.given) || !isText(r.typed) || !isText(r.last)) return null;
      var tries = r.tries === undefined ? [] : r.tries;
      if (!Array.isArray(tries) || !tries.every(function (t) { return typeof t === "string"; })) return null;
      out.answers[k] = {
        attempts: r.attempts, hints: Math.min(r.hints, questions[k].hints.length), shown: r.shown,
        right: r.right, given: r.given, typed: r.typed, last: r.last, tries: tries.slice(-MAX_TRIES)
      };
    }
    return out;
  }
  function load() {
    var raw = null;
    try { raw = window.localStorage.getItem(KEY); } catch (e) { return fresh(); }
    if (raw === null) return fresh();
    var s = null;
    try { s = clean(JSON.parse(raw)); } catch (e) { s = null; }
    if (s === null) {
      damaged = true;
      try { window.localStorage.removeItem(KEY); } catch (e) { /* nothing kept */ }
      return fresh();
    }
    return s;
  }
  function save() {
    try { window.localStorage.setItem(KEY, JSON.stringify(state)); } catch (e) { /* not kept */ }
  }
  function fill(t, subs) {
    return t.replace(/\{(\w+)\}/g, function (m, k) {
      return has(subs, k) ? String(subs[k]) : m;
    });
  }
  function record(n) {
    var r = state.answers[n];
    if (!r) { r = state.answers[n] = { attempts: 0, hints: 0, shown: false, right: false, tries: [] }; }
    return r;
  }

  // npuzzle's WebAssembly (the page's <script data-wasm>, started by the
  // shared loader web/page/loader.js): every answer is read and judged by
  // the stepper's own checkers, in the page's language. Null until it runs.
  var npz = null;
  // The verdict on what the student typed for question q:
  // {result: "right"|"wrong"|"malformed", message, board?, width?}.
  function check(q, raw) {
    try {
      return npz.call({ op: "check-answer", lang: D.lang, check: q.check, text: String(raw) });
    } catch (e) {
      return { result: "malformed", message: fill(W.malformed, { why: e.message }) };
    }
  }
  // The readers for scripts and tests: `npuzzleRead("board", "1 2/3 _")`
  // is "2 1 2 3 0", as Rust's lesson::forms::read (null: not of that form;
  // undefined: no such form, or the module is not running yet).
  window.npuzzleRead = function (form, text) {
    if (!npz) return undefined;
    try { return npz.call({ op: "read-answer", form: String(form), text: String(text) }); } catch (e) { return undefined; }
  };

  function grid(tiles, w) {
    var t = document.createElement("table");
    t.className = "grid";
    for (var r = 0; r < tiles.length / w; r++) {
      var tr = t.insertRow();
      for (var k = 0; k < w; k++) {
        var td = tr.insertCell();
        var v = tiles[r * w + k];
        if (v === 0) { td.className = "blank"; td.setAttribute("aria-label", W.blank); } else td.textContent = String(v);
      }
    }
    return t;
  }

  function el(n) { return document.querySelector('[data-question="' + n + '"]'); }
  function done(r) { return r && (r.right || r.shown); }
  // Shown before it was answered right: whatever is typed next counts as
  // shown (on the page, in the score and in the answers file).
  function shownFirst(r) { return r && r.shown && !r.right; }

  function showAnswer(q) {
    var box = el(q.number).querySelector("[data-answer]");
    box.textContent = "";
    var p = document.createElement("p");
    var strong = document.createElement("strong");
    strong.textContent = W.answer_label + q.answer;
    p.appendChild(strong);
    if (q.explanation) p.appendChild(document.createTextNode(" " + q.explanation));
    box.appendChild(p);
    box.hidden = false;
    if (q.reveals) {
      var s = document.getElementById("step-" + q.reveals);
      if (s) s.hidden = false;
    }
  }
  function showHints(q, count) {
    var box = el(q.number).querySelector("[data-hints]");
    box.textContent = "";
    for (var k = 0; k < count && k < q.hints.length; k++) {
      var p = document.createElement("p");
      p.textContent = (k === 0 ? W.hint_label : W.stronger_hint_label) + q.hints[k];
      box.appendChild(p);
    }
    var b = el(q.number).querySelector('[data-action="hint"]');
    if (b) {
      b.textContent = count === 0 ? W.hint : W.stronger_hint;
      b.disabled = count >= q.hints.length;
    }
  }
  // The student's own answers, in order, and whether the answer was shown:
  // "Your answer: 1, then 0. The answer was shown."
  function showHistory(q) {
    var box = el(q.number).querySelector("[data-history]");
    if (!box) return;
    var r = state.answers[q.number];
    var parts = [];
    if (r && r.tries.length > 0) {
      var list = r.tries.reduce(function (a, t) { return fill(W.then, { first: a, next: t }); });
      parts.push(fill(W.your_answers, { answers: list }));
    }
    if (r && r.shown) parts.push(W.answer_was_shown);
    box.textContent = parts.join(" ");
    box.hidden = parts.length === 0;
  }
  function showVerdict(q, v, afterShown) {
    var e = el(q.number);
    var fb = e.querySelector("[data-result]");
    var msg = fb.querySelector("[data-message]");
    var reached = fb.querySelector("[data-reached]");
    fb.setAttribute("data-result", v.result);
    reached.textContent = "";
    reached.hidden = true;
    if (v.board) reached.setAttribute("data-reached", v.board.join(" "));
    if (v.result === "right") {
      msg.textContent = afterShown ? W.shown_then_right : v.message;
      showAnswer(q);
    } else {
      msg.textContent = v.message;
      if (v.result === "wrong" && v.board) {
        reached.appendChild(grid(v.board, v.width));
        reached.hidden = false;
      }
    }
  }

  function score() {
    var first = 0, after = 0, shown = 0;
    D.questions.forEach(function (q) {
      var r = state.answers[q.number];
      if (!r) return;
      var ft = r.right && r.attempts === 1 && r.hints === 0 && !r.shown;
      if (ft) first++;
      else if (r.right) after++;
      else if (r.shown) shown++;
    });
    document.querySelector("[data-score]").textContent =
      fill(D.tally, { first: first, after: after, shown: shown });
  }
  function oneLine(s) { return s.split(/\s+/).filter(function (x) { return x !== ""; }).join(" "); }
  // A template of the answers file's lines (lesson::answers, made by
  // npuzzle) with its slots filled.
  function slots(t, values) {
    return t.split(W.slot).map(function (part, i) {
      return i % 2 === 1 && has(values, part) ? String(values[part]) : part;
    }).join("");
  }
  // The answers file (lesson::answers::write): `lesson grade` reads it.
  // Each question says what the student did (attempts, hints, shown).
  function answersFile() {
    var s = "";
    var name = oneLine(state.name || "");
    if (name !== "") s += slots(W.file.name, { name: name });
    var id = oneLine(state.id || "");
    if (id !== "") s += slots(W.file.id, { id: id });
    s += W.file.head;
    D.questions.forEach(function (q) {
      var r = state.answers[q.number];
      var t = W.file.question;
      if (r && (r.attempts > 0 || r.hints > 0 || r.shown)) t = r.shown ? W.file.record_shown : W.file.record;
      s += slots(t, { n: q.number, a: r ? r.attempts : 0, h: r ? r.hints : 0 });
      var a = r && r.given ? oneLine(r.given) : "";
      s += (a === "" ? "-" : a) + "\n";
    });
    return s;
  }
  // The downloaded file's name: the student's name in any script (letters,
  // marks and digits kept, NFC), the lesson, the time to the second.
  function fileName() {
    var part = function (t) {
      return t.normalize("NFC").replace(/[^\p{L}\p{M}\p{N}._-]+/gu, "-").replace(/^[-.]+|-+$/g, "");
    };
    var who = Array.from(part(oneLine(state.name || ""))).slice(0, 60).join("");
    var d = new Date();
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    var stamp = d.getFullYear() + two(d.getMonth() + 1) + two(d.getDate()) + "-" +
      two(d.getHours()) + two(d.getMinutes()) + two(d.getSeconds());
    return (who ? who + "-" : "") + part(D.name) + "-" + stamp + ".txt";
  }
  var link = document.querySelector('[data-action="download-answers"]');
  function refresh() {
    score();
    link.setAttribute("href", "data:text/plain;charset=utf-8," + encodeURIComponent(answersFile()));
    link.setAttribute("download", fileName());
  }
  // At the click, the name carries the time of the download.
  link.addEventListener("click", refresh);

  var checkButtons = [];
  D.questions.forEach(function (q) {
    var e = el(q.number);
    if (!e) return;
    var input = e.querySelector("[data-input]");
    var r = state.answers[q.number];
    if (r) {
      if (r.typed !== undefined) input.value = r.typed;
      showHints(q, r.hints);
      if (done(r)) showAnswer(q);
      showHistory(q);
    } else {
      showHints(q, 0);
    }
    function doCheck() {
      if (!npz) return;
      var v = check(q, input.value);
      var rec = record(q.number);
      var afterShown = shownFirst(rec);
      rec.typed = input.value;
      rec.last = input.value;
      if (v.result !== "malformed") {
        rec.attempts++;
        if (!afterShown) rec.right = rec.right || v.result === "right";
        rec.given = input.value.trim();
        rec.tries.push(oneLine(input.value));
        if (rec.tries.length > MAX_TRIES) rec.tries.shift();
      }
      save();
      showVerdict(q, v, afterShown);
      showHistory(q);
      refresh();
    }
    // Checked by the module: the button works once it runs.
    var cb = e.querySelector('[data-action="check"]');
    cb.disabled = true;
    checkButtons.push(cb);
    cb.addEventListener("click", doCheck);
    input.addEventListener("keydown", function (ev) { if (ev.key === "Enter") doCheck(); });
    input.addEventListener("input", function () { record(q.number).typed = input.value; save(); });
    var hb = e.querySelector('[data-action="hint"]');
    if (hb) hb.addEventListener("click", function () {
      var rec = record(q.number);
      if (rec.hints < q.hints.length) rec.hints++;
      save();
      showHints(q, rec.hints);
      refresh();
    });
    e.querySelector('[data-action="show"]').addEventListener("click", function () {
      var rec = record(q.number);
      // Shown after a right answer costs nothing; before, it counts.
      if (!rec.right) rec.shown = true;
      save();
      showAnswer(q);
      showHistory(q);
      refresh();
    });
  });
  // The last verdicts kept, judged again once the module runs.
  function restoreVerdicts() {
    D.questions.forEach(function (q) {
      var r = state.answers[q.number];
      if (el(q.number) && r && r.last !== undefined) showVerdict(q, check(q, r.last), shownFirst(r));
    });
  }

  var nameInput = document.querySelector("[data-student-name]");
  nameInput.value = state.name || "";
  nameInput.addEventListener("input", function () { state.name = nameInput.value; save(); refresh(); });
  var idInput = document.querySelector("[data-student-id]");
  // A student's own variant fixes the id (`lesson run --student ID`).
  if (idInput.hasAttribute("data-student-fixed")) state.id = idInput.value;
  idInput.value = state.id || "";
  idInput.addEventListener("input", function () { state.id = idInput.value; save(); refresh(); });
  if (damaged) document.querySelector("[data-progress-reset]").hidden = false;
  // "Start this lesson again" asks first.
  var forget = document.querySelector('[data-action="forget"]');
  var ask = document.querySelector("[data-forget-confirm]");
  function asking(on) {
    ask.hidden = !on;
    forget.setAttribute("aria-expanded", on ? "true" : "false");
    (on ? ask.querySelector('[data-action="forget-no"]') : forget).focus();
  }
  forget.addEventListener("click", function () { asking(true); });
  ask.querySelector('[data-action="forget-no"]').addEventListener("click", function () { asking(false); });
  ask.querySelector('[data-action="forget-yes"]').addEventListener("click", function () {
    try { window.localStorage.removeItem(KEY); } catch (e) { /* nothing kept */ }
    window.location.reload();
  });
  refresh();

  // Board widgets: the numbers of `npuzzle play`'s panel, from the
  // module's trace of the moves played (a click on a tile plays its
  // number, an arrow key the blank's letter; a move that cannot be made is
  // not played).
  var widgets = [];
  Array.prototype.forEach.call(document.querySelectorAll("[data-widget]"), function (wd) {
    var box = wd.querySelector("[data-board]");
    var w = parseInt(wd.getAttribute("data-width"), 10);
    var rows = function (tiles) {
      var out = [];
      for (var i = 0; i < tiles.length; i += w) out.push(tiles.slice(i, i + w).join(" "));
      return out.join("/");
    };
    var start = box.getAttribute("data-board").split(" ").map(Number);
    var goal = rows(box.getAttribute("data-goal").split(" ").map(Number));
    var played = [];
    // The trace of `moves` from the start, or null when a move cannot be made.
    function trace(moves) {
      var t = npz.call({ op: "trace", lang: D.lang, board: rows(start), goal: goal, moves: moves.join(" ") }).trace;
      return t.stopped ? null : t;
    }
    // Whether the tile at cell i is next to the blank at cell b.
    function nextTo(i, b) {
      return (Math.abs(i - b) === 1 && Math.floor(i / w) === Math.floor(b / w)) || Math.abs(i - b) === w;
    }
    function draw(t) {
      var now = t.steps.length ? t.steps[t.steps.length - 1] : t.start;
      var tiles = now.board;
      var b = tiles.indexOf(0);
      box.textContent = "";
      tiles.forEach(function (tile, i) {
        var cell;
        if (tile === 0) {
          cell = document.createElement("span");
          cell.className = "wtile blank";
          cell.setAttribute("aria-label", W.blank);
        } else {
          cell = document.createElement("button");
          cell.type = "button";
          cell.className = "wtile";
          cell.tabIndex = -1;
          cell.textContent = String(tile);
          if (nextTo(i, b)) {
            cell.className += " movable";
            cell.setAttribute("aria-label", fill(W.movable_tile, { t: tile }));
          }
        }
        cell.setAttribute("data-tile", String(tile));
        box.appendChild(cell);
      });
      box.setAttribute("data-board", tiles.join(" "));
      wd.querySelector("[data-inversions]").textContent = String(now.inversions);
      wd.querySelector("[data-blank-row]").textContent = String(now.blank_row);
      wd.querySelector("[data-invariant]").textContent = String(now.invariant);
      wd.querySelector("[data-parity]").textContent = now.invariant_parity === "even" ? W.even : W.odd;
      wd.querySelector("[data-moves]").textContent = String(played.length);
    }
    function move(m) {
      if (!npz) return false;
      var t = trace(played.concat([m]));
      if (t === null) return false;
      played.push(m);
      draw(t);
      return true;
    }
    box.addEventListener("click", function (ev) {
      var t = ev.target.getAttribute && ev.target.getAttribute("data-tile");
      if (!t || t === "0") return;
      if (move(t)) box.focus();
    });
    // An arrow slides the tile in its direction into the blank.
    var keys = { ArrowUp: "D", ArrowDown: "U", ArrowLeft: "R", ArrowRight: "L" };
    box.addEventListener("keydown", function (ev) {
      if (keys[ev.key]) { ev.preventDefault(); move(keys[ev.key]); }
    });
    wd.querySelector('[data-action="reset"]').addEventListener("click", function () {
      played = [];
      if (npz) draw(trace(played));
    });
    widgets.push(function () { draw(trace(played)); });
  });

  // Start the module; the checks and widgets work once it runs.
  function failed(e) {
    var box = document.querySelector("[data-checker-failed]");
    box.textContent = W.checker_failed + " " + (e && e.message || String(e));
    box.hidden = false;
    document.documentElement.setAttribute("data-failed", "");
  }
  npzLoader.bytes(document.querySelector("script[data-wasm]").textContent).then(function (bytes) {
    return WebAssembly.compile(bytes);
  }).then(function (module) { return npzLoader.start(module); }).then(function (m) {
    npz = m;
    restoreVerdicts();
    widgets.forEach(function (f) { f(); });
    checkButtons.forEach(function (b) { b.disabled = false; });
    document.documentElement.setAttribute("data-ready", "");
  }, failed);
}());
