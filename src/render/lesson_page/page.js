// The interactive lesson page. The lesson's data (#lesson-data) is made by
// npuzzle's lesson::feedback: the right answers and the stepper's feedback
// sentences, with placeholders for the student's numbers, and the page's
// own words in its language (D.words: the script writes none of its own).
// This script reads what the student typed, compares it and shows those
// sentences; it keeps the progress in localStorage.
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("lesson-data").textContent);
  var W = D.words;
  var KEY = "npuzzle-lesson:" + D.name + ":" + D.version;
  var state = load();

  function load() {
    try {
      var s = JSON.parse(window.localStorage.getItem(KEY));
      if (s && typeof s === "object" && s.answers) return s;
    } catch (e) { /* no storage: progress is not kept */ }
    return { name: "", answers: {} };
  }
  function save() {
    try { window.localStorage.setItem(KEY, JSON.stringify(state)); } catch (e) { /* not kept */ }
  }
  function fill(t, subs) {
    return t.replace(/\{(\w+)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(subs, k) ? String(subs[k]) : m;
    });
  }
  function record(n) {
    var r = state.answers[n];
    if (!r) { r = state.answers[n] = { attempts: 0, hints: 0, shown: false, right: false }; }
    return r;
  }

  // Whole numbers separated by spaces or commas, `+2` allowed (as Rust's
  // exercise_check::numbers); null if any is not one.
  function numbers(text) {
    var out = [];
    var parts = text.split(/[,\s]+/);
    for (var i = 0; i < parts.length; i++) {
      if (parts[i] === "") continue;
      var t = parts[i].replace(/^\++/, "");
      if (!/^[+-]?\d+$/.test(t)) return null;
      out.push(parseInt(t, 10));
    }
    return out;
  }
  // A word as Rust's text::fold compares it: lower case, without the
  // accents of Latin, Greek and Cyrillic letters (the combining diacritical
  // blocks; a Burmese vowel sign is a letter and stays), `đ` as `d`
  // (`khong` is `không`), without zero-width spaces and joiners.
  function fold(word) {
    return word.toLowerCase().normalize("NFD")
      .replace(/[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u200b-\u200d\ufeff]/g, "")
      .replace(/\u0111/g, "d");
  }
  // Whether `text` is one of the words of `list`, folded.
  function typed(list, text) {
    var f = fold(text);
    for (var i = 0; i < list.length; i++) if (fold(list[i]) === f) return true;
    return false;
  }
  var RIGHT = { result: "right" };
  function wrong(feedback, board) { return { result: "wrong", feedback: feedback, board: board }; }
  function malformed(why) { return { result: "malformed", why: why }; }

  function checkQuiz(c, text) {
    var key = null;
    if (c.read === "number") {
      if (/^[+-]?\d+$/.test(text)) key = String(parseInt(text, 10));
    } else if (c.read === "yes-no") {
      if (typed(W.accept.yes, text)) key = "yes";
      if (typed(W.accept.no, text)) key = "no";
    } else if (c.read === "board") {
      key = boardKey(text);
    } else {
      if (/^[udlrUDLR,\s]*$/.test(text)) key = text.replace(/[,\s]/g, "").toUpperCase();
    }
    if (key === null) return malformed(fill(c.unreadable, { text: text }));
    return key === c.truth ? RIGHT : wrong("");
  }
  // A board typed as rows (`1 2 3/4 5 6/7 8 0`), a list or digits:
  // `WIDTH TILES...`, or null.
  function boardKey(text) {
    var rows = text.split("/");
    var tiles = [];
    var width = 0;
    for (var r = 0; r < rows.length; r++) {
      var ns = numbers(rows[r].trim());
      if (ns === null) return null;
      if (r === 0) width = ns.length;
      tiles = tiles.concat(ns);
    }
    if (tiles.length === 1 && /^\d+$/.test(text)) {
      tiles = text.split("").map(Number);
      width = 0;
    }
    var n = tiles.length;
    if (rows.length === 1) width = Math.round(Math.sqrt(n));
    if (n < 4 || width < 2 || n % width !== 0) return null;
    var seen = {};
    for (var i = 0; i < n; i++) {
      if (tiles[i] < 0 || tiles[i] >= n || seen[tiles[i]]) return null;
      seen[tiles[i]] = true;
    }
    return width + " " + tiles.join(" ");
  }

  function checkCount(c, text) {
    var given = numbers(text);
    if (given === null || given.length === 0) return malformed(fill(c.not_counts, { text: text }));
    var tiles = c.counts.length;
    if (!c.by_tile || (given.length === 1 && tiles > 1)) {
      if (given.length !== 1) return malformed(c.total_only);
      var g = given[0];
      if (c.by_tile && g !== c.total) return malformed(c.tile_by_tile);
      if (g === c.total) return RIGHT;
      if (g < c.total) {
        for (var k = 0; k < tiles; k++) {
          if (c.running[k] > g) return wrong(fill(c.too_few[k], { g: g }));
        }
      }
      return wrong(fill(c.too_many, { g: g }));
    }
    if (given.length !== tiles) return malformed(fill(c.counts_given, { n: given.length }));
    for (var j = 0; j < tiles; j++) {
      if (given[j] !== c.counts[j]) return wrong(fill(c.tile_counted[j], { g: given[j] }));
    }
    return RIGHT;
  }

  // The blank moves `d` on a board of width w, height h: the new blank
  // cell, or -1 when it is on that edge.
  function blankTo(tiles, w, h, d) {
    var b = tiles.indexOf(0);
    var row = Math.floor(b / w), col = b % w;
    if (d === "U") return row > 0 ? b - w : -1;
    if (d === "D") return row < h - 1 ? b + w : -1;
    if (d === "L") return col > 0 ? b - 1 : -1;
    return col < w - 1 ? b + 1 : -1;
  }
  // The blank direction that slides tile t into the blank, or null.
  function dirOfTile(tiles, w, h, t) {
    var ds = ["U", "D", "L", "R"];
    for (var i = 0; i < 4; i++) {
      var to = blankTo(tiles, w, h, ds[i]);
      if (to >= 0 && tiles[to] === t) return ds[i];
    }
    return null;
  }
  function slide(tiles, w, h, d) {
    var b = tiles.indexOf(0);
    var to = blankTo(tiles, w, h, d);
    var next = tiles.slice();
    next[b] = next[to];
    next[to] = 0;
    return next;
  }
  // Moves as typed (Rust's moves::parse_moves): tokens or an error.
  function parseMoves(text, s) {
    var chars = Array.from(text);
    var tokens = [];
    var i = 0;
    while (i < chars.length) {
      var c = chars[i];
      if (c === "," || /\s/.test(c)) { i++; continue; }
      var u = c.toUpperCase();
      if (u === "U" || u === "D" || u === "L" || u === "R") { tokens.push({ d: u }); i++; continue; }
      if (/[0-9]/.test(c)) {
        var start = i;
        while (i < chars.length && /[0-9]/.test(chars[i])) i++;
        var digits = chars.slice(start, i).join("");
        var t = parseInt(digits, 10);
        if (t > 255) return { error: fill(s.not_a_tile_number, { t: digits, n: tokens.length + 1 }) };
        tokens.push({ t: t });
        continue;
      }
      return { error: fill(s.not_a_move, { c: c, i: i + 1 }) };
    }
    return { tokens: tokens };
  }
  // Play the tokens as far as they go (Rust's moves::resolve_prefix).
  function replay(c, tokens) {
    var s = c.sentences, w = c.width, h = c.height;
    var b = c.board.slice();
    for (var k = 0; k < tokens.length; k++) {
      var tok = tokens[k], n = k + 1, d = null, problem = null;
      if (tok.d) {
        if (blankTo(b, w, h, tok.d) >= 0) d = tok.d; else problem = fill(s.edge[tok.d], { n: n });
      } else if (tok.t === 0) {
        problem = fill(s.blank, { n: n });
      } else if (tok.t >= w * h) {
        problem = fill(s.no_such_tile, { n: n, t: tok.t });
      } else {
        d = dirOfTile(b, w, h, tok.t);
        if (d === null) problem = fill(s.not_adjacent, { n: n, t: tok.t });
      }
      if (problem !== null) return { board: b, played: k, problem: problem };
      b = slide(b, w, h, d);
    }
    return { board: b, played: tokens.length, problem: null };
  }
  function checkMoves(c, text) {
    var s = c.sentences;
    var p = parseMoves(text, s);
    if (p.error) return malformed(p.error);
    if (p.tokens.length === 0) return malformed(s.at_least_one);
    var r = replay(c, p.tokens);
    if (r.problem !== null) return wrong(fill(s.illegal, { problem: r.problem }), r.board);
    var reached = c.target ? r.board.join(" ") === c.target.join(" ")
      : r.board.indexOf(c.tile[0]) === c.tile[1];
    if (!reached) {
      return wrong(r.played === 1 ? s.not_reached_one : fill(s.not_reached, { n: r.played }), r.board);
    }
    if (c.max_moves !== undefined && r.played > c.max_moves) return wrong(fill(s.too_long, { n: r.played }));
    return { result: "right", board: r.board };
  }

  function checkPredict(c, text) {
    if (c.ask === "delta" || c.ask === "invariant") {
      var ns = numbers(text);
      if (ns === null || ns.length !== 1) return malformed(fill(c.not_whole, { text: text }));
      var n = ns[0], truth = parseInt(c.truth, 10);
      if (n === truth) return RIGHT;
      if (c.ask === "delta" && ((n % 2) + 2) % 2 !== ((truth % 2) + 2) % 2) {
        return wrong(fill(c.wrong_parity, { signed: (n >= 0 ? "+" : "") + n }));
      }
      return wrong(fill(c.not_this, { n: n }));
    }
    if (c.ask === "parity") {
      var p = typed(W.accept.even, text) ? "even" : typed(W.accept.odd, text) ? "odd" : null;
      if (p === null) return malformed(fill(c.not_even_or_odd, { text: text }));
      return p === c.truth ? RIGHT : wrong(c.not_parity[p]);
    }
    var given;
    if (typed(W.accept.none, text)) {
      given = [];
    } else {
      given = numbers(text);
      if (given === null || given.length === 0) return malformed(fill(c.not_tiles, { text: text }));
    }
    given.sort(function (a, b) { return a - b; });
    if (given.join(" ") === c.jumped.join(" ")) return RIGHT;
    if (given.length !== c.jumped.length) {
      return wrong(given.length === 1 ? c.tiles_named_one : fill(c.tiles_named, { n: given.length }));
    }
    return wrong(c.right_count_wrong_tiles);
  }

  function checkNext(c, text) {
    if (/^\+?\d+$/.test(text)) {
      var k = parseInt(text, 10);
      if (k >= 1 && k <= c.nodes) return k === c.next ? RIGHT : wrong(c.not_next[k - 1]);
    }
    return malformed(fill(c.not_a_node, { text: text }));
  }

  // Full-width forms as ASCII (`１６` is 16), the ideographic space a
  // space and `、` a comma, and the decimal digits of every script (`၁၆`
  // Myanmar) as ASCII digits, as Rust's text::halfwidth: what a Chinese
  // input method types in full-width mode, or a Burmese keyboard. A digit's
  // value is its distance from the start of its run of digits (Unicode
  // assigns them ten at a time, zero to nine), modulo ten.
  function halfwidth(text) {
    var nd = /^\p{Nd}$/u;
    return text.replace(/[\uFF01-\uFF5E\u3000\u3001]/g, function (c) {
      if (c === "\u3000") return " ";
      if (c === "\u3001") return ",";
      return String.fromCharCode(c.charCodeAt(0) - 0xFEE0);
    }).replace(/\p{Nd}/gu, function (c) {
      var cp = c.codePointAt(0);
      if (cp < 128) return c;
      var start = cp;
      while (start > 0 && nd.test(String.fromCodePoint(start - 1))) start--;
      return String((cp - start) % 10);
    });
  }

  function check(q, raw) {
    var text = halfwidth(raw).trim();
    var c = q.check;
    if (c.kind === "quiz") return checkQuiz(c, text);
    if (c.kind === "count") return checkCount(c, text);
    if (c.kind === "moves") return checkMoves(c, text);
    if (c.kind === "predict") return checkPredict(c, text);
    return checkNext(c, text);
  }

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

  var questions = {};
  D.questions.forEach(function (q) { questions[q.number] = q; });

  function el(n) { return document.querySelector('[data-question="' + n + '"]'); }
  function done(r) { return r && (r.right || r.shown); }

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
  function showVerdict(q, v) {
    var e = el(q.number);
    var fb = e.querySelector("[data-result]");
    var msg = fb.querySelector("[data-message]");
    var reached = fb.querySelector("[data-reached]");
    fb.setAttribute("data-result", v.result);
    reached.textContent = "";
    reached.hidden = true;
    if (v.board) reached.setAttribute("data-reached", v.board.join(" "));
    if (v.result === "right") {
      msg.textContent = D.correct;
      showAnswer(q);
    } else if (v.result === "wrong") {
      msg.textContent = v.feedback ? fill(D.not_quite, { feedback: v.feedback }) : D.not_quite_plain;
      if (v.board) {
        reached.appendChild(grid(v.board, q.check.width));
        reached.hidden = false;
      }
    } else {
      msg.textContent = fill(W.malformed, { why: v.why });
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
  // The answers file (lesson::answers::write, made by npuzzle with a slot
  // for each answer): `lesson grade` reads it.
  function answersFile() {
    var s = "";
    var name = oneLine(state.name || "");
    if (name !== "") s += W.name_line.split(W.slot).join(name) + "\n";
    var given = {};
    D.questions.forEach(function (q) {
      var r = state.answers[q.number];
      var a = r && r.given ? oneLine(r.given) : "";
      given[q.number] = a === "" ? "-" : a;
    });
    var parts = W.answers_file.split(W.slot);
    // Slots come in pairs around a question's number: text, number, text, ...
    for (var i = 0; i < parts.length; i++) {
      s += i % 2 === 1 && Object.prototype.hasOwnProperty.call(given, parts[i]) ? given[parts[i]] : parts[i];
    }
    return s;
  }
  function refresh() {
    score();
    var a = document.querySelector('[data-action="download-answers"]');
    a.setAttribute("href", "data:text/plain;charset=utf-8," + encodeURIComponent(answersFile()));
    var who = oneLine(state.name || "").replace(/[^A-Za-z0-9._-]+/g, "-");
    a.setAttribute("download", (who ? who + "-" : "") + D.name + ".txt");
  }

  D.questions.forEach(function (q) {
    var e = el(q.number);
    if (!e) return;
    var input = e.querySelector("[data-input]");
    var r = state.answers[q.number];
    if (r) {
      if (r.typed !== undefined) input.value = r.typed;
      showHints(q, r.hints);
      if (r.last !== undefined) showVerdict(q, check(q, r.last));
      if (done(r)) showAnswer(q);
    } else {
      showHints(q, 0);
    }
    function doCheck() {
      var v = check(q, input.value);
      var rec = record(q.number);
      rec.typed = input.value;
      rec.last = input.value;
      if (v.result !== "malformed") {
        rec.attempts++;
        rec.right = rec.right || v.result === "right";
        rec.given = input.value.trim();
      }
      save();
      showVerdict(q, v);
      refresh();
    }
    e.querySelector('[data-action="check"]').addEventListener("click", doCheck);
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
      record(q.number).shown = true;
      save();
      showAnswer(q);
      refresh();
    });
  });

  var nameInput = document.querySelector("[data-student-name]");
  nameInput.value = state.name || "";
  nameInput.addEventListener("input", function () { state.name = nameInput.value; save(); refresh(); });
  document.querySelector('[data-action="forget"]').addEventListener("click", function () {
    try { window.localStorage.removeItem(KEY); } catch (e) { /* nothing kept */ }
    window.location.reload();
  });
  refresh();

  // Board widgets: the numbers of `npuzzle play`'s panel.
  Array.prototype.forEach.call(document.querySelectorAll("[data-widget]"), function (wd) {
    var box = wd.querySelector("[data-board]");
    var w = parseInt(wd.getAttribute("data-width"), 10);
    var ranks = wd.getAttribute("data-ranks").split(" ").map(Number);
    var even = wd.getAttribute("data-even-width") === "true";
    var goalRow = parseInt(wd.getAttribute("data-goal-blank-row"), 10);
    var start = box.getAttribute("data-board").split(" ").map(Number);
    var h = start.length / w;
    var tiles = start.slice();
    var moves = 0;
    function draw() {
      box.textContent = "";
      tiles.forEach(function (t) {
        var cell;
        if (t === 0) {
          cell = document.createElement("span");
          cell.className = "wtile blank";
          cell.setAttribute("aria-label", W.blank);
        } else {
          cell = document.createElement("button");
          cell.type = "button";
          cell.className = "wtile";
          cell.tabIndex = -1;
          cell.textContent = String(t);
          if (dirOfTile(tiles, w, h, t) !== null) {
            cell.className += " movable";
            cell.setAttribute("aria-label", fill(W.movable_tile, { t: t }));
          }
        }
        cell.setAttribute("data-tile", String(t));
        box.appendChild(cell);
      });
      box.setAttribute("data-board", tiles.join(" "));
      var inv = 0;
      var rs = tiles.filter(function (t) { return t !== 0; }).map(function (t) { return ranks[t]; });
      for (var i = 0; i < rs.length; i++) for (var j = i + 1; j < rs.length; j++) if (rs[i] > rs[j]) inv++;
      var row = Math.floor(tiles.indexOf(0) / w) + 1;
      var invariant = even ? inv + Math.abs(row - goalRow) : inv;
      wd.querySelector("[data-inversions]").textContent = String(inv);
      wd.querySelector("[data-blank-row]").textContent = String(row);
      wd.querySelector("[data-invariant]").textContent = String(invariant);
      wd.querySelector("[data-parity]").textContent = invariant % 2 === 0 ? W.even : W.odd;
      wd.querySelector("[data-moves]").textContent = String(moves);
    }
    function move(d) {
      if (blankTo(tiles, w, h, d) < 0) return;
      tiles = slide(tiles, w, h, d);
      moves++;
      draw();
    }
    box.addEventListener("click", function (ev) {
      var t = ev.target.getAttribute && ev.target.getAttribute("data-tile");
      if (!t || t === "0") return;
      var d = dirOfTile(tiles, w, h, parseInt(t, 10));
      if (d !== null) { move(d); box.focus(); }
    });
    // An arrow slides the tile in its direction into the blank.
    var keys = { ArrowUp: "D", ArrowDown: "U", ArrowLeft: "R", ArrowRight: "L" };
    box.addEventListener("keydown", function (ev) {
      if (keys[ev.key]) { ev.preventDefault(); move(keys[ev.key]); }
    });
    wd.querySelector('[data-action="reset"]').addEventListener("click", function () {
      tiles = start.slice();
      moves = 0;
      draw();
    });
    draw();
  });
}());
