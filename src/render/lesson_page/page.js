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

  // The readers of typed answers: each a twin of one of Rust's
  // lesson::forms (the corpus tests/fixtures/class/answer-forms.txt is read
  // by both). Each takes the text as `typed` leaves it and returns the
  // answer written canonically (a string), or null when the text is not an
  // answer of that form.
  var I64_MIN = -(BigInt(2) ** BigInt(63)), I64_MAX = BigInt(2) ** BigInt(63) - BigInt(1);
  var U64_MAX = BigInt(2) ** BigInt(64) - BigInt(1);
  // What a student typed: full-width forms as ASCII (`１６` is 16, the
  // ideographic space a space, `、` a comma) and the decimal digits of
  // every script (`၁၆` Myanmar) as ASCII digits, as Rust's text::halfwidth
  // (a digit's value is its distance from the start of its run of Nd
  // characters, modulo ten: Unicode assigns them ten at a time), the
  // typographic minus `−` as `-`, trimmed (lesson::forms::typed).
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
  function typedText(raw) { return halfwidth(raw).replace(/\u2212/g, "-").trim(); }
  // A whole number that fits Rust's i64 (str::parse), canonical.
  function whole(t) {
    if (!/^[+-]?[0-9]+$/.test(t)) return null;
    var b = BigInt(t.replace(/^\+/, ""));
    return b < I64_MIN || b > I64_MAX ? null : b.toString();
  }
  // Whole numbers separated by spaces or commas, `+2` allowed.
  function numberList(t) {
    var out = [];
    var parts = t.split(/[,\s]+/);
    for (var i = 0; i < parts.length; i++) {
      if (parts[i] === "") continue;
      var n = whole(parts[i].replace(/^\++/, ""));
      if (n === null) return null;
      out.push(n);
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
  function said(list, text) {
    var f = fold(text);
    for (var i = 0; i < list.length; i++) if (fold(list[i]) === f) return true;
    return false;
  }
  function boardTokens(s) { return s.split(/[,;\s]+/).filter(function (x) { return x !== ""; }); }
  // Rows of the nested-list notation (parse::bracket_rows).
  function bracketRows(text) {
    var rows = [], depth = 0, cur = null, chars = Array.from(text);
    for (var i = 0; i < chars.length; i++) {
      var ch = chars[i];
      if (ch === "[") {
        depth++;
        if (depth > 2) return null;
        cur = "";
      } else if (ch === "]") {
        if (depth === 0) return null;
        depth--;
        if (cur !== null) { rows.push(boardTokens(cur)); cur = null; }
      } else if (cur !== null) {
        cur += ch;
      } else if (!(/\s/.test(ch) || ch === ",")) {
        return null;
      }
    }
    return depth !== 0 || rows.length === 0 ? null : rows;
  }
  function isCompact(t) { return Array.from(t).length > 1 && /^[0-9_.]+$/.test(t); }
  function fits(w, h) { return w >= 1 && h >= 1 && w <= W.max_side && h <= W.max_side && w * h >= 2; }
  // A board as parse::parse_board reads one line (a trailing `/` allowed):
  // `WIDTH TILES...`.
  function board(text) {
    var t = text.slice(-1) === "/" ? text.slice(0, -1) : text;
    var line = t.split("#")[0].trim();
    if (line === "") return null;
    var rows = /[\[\]]/.test(line) ? bracketRows(line) : line.split("/").map(boardTokens);
    if (rows === null) return null;
    // The n-puzzle file format: the size, then its rows.
    if (rows.length > 1 && rows[0].length === 1 && rows[1].length > 1 && /^\+?[0-9]+$/.test(rows[0][0]) &&
        BigInt(rows[0][0].replace(/^\+/, "")) <= U64_MAX) {
      var size = Number(BigInt(rows[0][0].replace(/^\+/, "")));
      if (size > W.max_side || rows.length - 1 !== size) return null;
      for (var s = 1; s < rows.length; s++) if (rows[s].length !== size) return null;
      rows.shift();
    }
    for (var e = 0; e < rows.length; e++) if (rows[e].length === 0) return null;
    if (rows.every(function (r) { return r.length === 1 && isCompact(r[0]); })) {
      var count = rows.reduce(function (a, r) { return a + Array.from(r[0]).length; }, 0);
      if (count > 9) return null;
      rows = rows.map(function (r) { return Array.from(r[0]); });
    }
    var cells = [].concat.apply([], rows);
    if (!cells.every(function (c) { return c === "_" || c === "." || /^[0-9]+$/.test(c); })) return null;
    var w, h;
    if (rows.length === 1) {
      var side = Math.floor(Math.sqrt(cells.length));
      while (side * side > cells.length) side--;
      while ((side + 1) * (side + 1) <= cells.length) side++;
      if (side * side !== cells.length) return null;
      w = h = side;
    } else {
      w = rows[0].length;
      h = rows.length;
      if (!rows.every(function (r) { return r.length === w; })) return null;
    }
    if (!fits(w, h)) return null;
    var n = cells.length, seen = {}, tiles = [];
    for (var i = 0; i < n; i++) {
      var v = cells[i] === "_" || cells[i] === "." ? 0 : Number(BigInt(cells[i]));
      if (v >= n || seen[v]) return null;
      seen[v] = true;
      tiles.push(v);
    }
    return w + " " + tiles.join(" ");
  }
  // A node's number: `3`, `#3` (as `tree` numbers nodes) or `[3]`.
  function node(t) {
    var s = t.trim();
    if (s.charAt(0) === "#") s = s.slice(1);
    else if (s.charAt(0) === "[" && s.slice(-1) === "]") s = s.slice(1, -1);
    s = s.trim();
    if (!/^\+?[0-9]+$/.test(s)) return null;
    var b = BigInt(s.replace(/^\+/, ""));
    return b > U64_MAX ? null : b.toString();
  }
  // Moves as typed (Rust's moves::tokens): tokens, or the sentence of
  // what is not a move.
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
        var t = BigInt(digits);
        if (t > BigInt(255)) {
          return { error: s ? fill(s.not_a_tile_number, { t: digits, n: tokens.length + 1 }) : "" };
        }
        tokens.push({ t: Number(t) });
        continue;
      }
      return { error: s ? fill(s.not_a_move, { c: c, i: i + 1 }) : "" };
    }
    return { tokens: tokens };
  }
  var READ = {
    "whole": whole,
    "numbers": function (t) { var v = numberList(t); return v === null || v.length === 0 ? null : v.join(" "); },
    "yes-no": function (t) { return said(W.accept.yes, t) ? "yes" : said(W.accept.no, t) ? "no" : null; },
    "parity": function (t) { return said(W.accept.even, t) ? "even" : said(W.accept.odd, t) ? "odd" : null; },
    "tiles": function (t) { return said(W.accept.none, t) ? "none" : READ.numbers(t); },
    "node": node,
    "board": board,
    "moves": function (t) {
      var p = parseMoves(t, null);
      if (p.error !== undefined || p.tokens.length === 0) return null;
      return p.tokens.map(function (x) { return x.d || String(x.t); }).join(" ");
    },
    "letters": function (t) { return /^[udlrUDLR,\s]*$/.test(t) ? t.replace(/[,\s]/g, "").toUpperCase() : null; }
  };
  // The readers for scripts and tests: `npuzzleRead("board", "1 2/3 _")`
  // is "2 1 2 3 0", as Rust's lesson::forms::read.
  window.npuzzleRead = function (form, text) {
    return has(READ, form) ? READ[form](typedText(String(text))) : undefined;
  };

  var RIGHT = { result: "right" };
  function wrong(feedback, board) { return { result: "wrong", feedback: feedback, board: board }; }
  function malformed(why) { return { result: "malformed", why: why }; }

  function checkQuiz(c, text) {
    var key = null;
    if (c.read === "number") key = whole(text);
    else if (c.read === "yes-no") key = READ["yes-no"](text);
    else if (c.read === "board") key = board(text);
    else key = READ.letters(text);
    if (key === null) return malformed(fill(c.unreadable, { text: text }));
    return key === c.truth ? RIGHT : wrong("");
  }

  function checkCount(c, text) {
    var strings = numberList(text);
    if (strings === null || strings.length === 0) return malformed(fill(c.not_counts, { text: text }));
    var given = strings.map(Number);
    var tiles = c.counts.length;
    // One number is a total, whatever the count asks for (Rust's rule).
    if (!c.by_tile || (given.length === 1 && tiles > 1)) {
      if (given.length !== 1) return malformed(c.total_only);
      var g = given[0];
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
      if (given[j] !== c.counts[j]) return wrong(fill(c.tile_counted[j], { g: strings[j] }));
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
      var key = whole(text);
      if (key === null) return malformed(fill(c.not_whole, { text: text }));
      if (key === c.truth) return RIGHT;
      var n = BigInt(key), two = BigInt(2);
      var odd = function (x) { return ((x % two) + two) % two; };
      if (c.ask === "delta" && odd(n) !== odd(BigInt(c.truth))) {
        return wrong(fill(c.wrong_parity, { signed: (n >= 0 ? "+" : "") + key }));
      }
      return wrong(fill(c.not_this, { n: key }));
    }
    if (c.ask === "parity") {
      var p = READ.parity(text);
      if (p === null) return malformed(fill(c.not_even_or_odd, { text: text }));
      return p === c.truth ? RIGHT : wrong(c.not_parity[p]);
    }
    var given;
    if (said(W.accept.none, text)) {
      given = [];
    } else {
      given = numberList(text);
      if (given === null || given.length === 0) return malformed(fill(c.not_tiles, { text: text }));
      given = given.map(Number);
    }
    given.sort(function (a, b) { return a - b; });
    if (given.join(" ") === c.jumped.join(" ")) return RIGHT;
    if (given.length !== c.jumped.length) {
      return wrong(given.length === 1 ? c.tiles_named_one : fill(c.tiles_named, { n: given.length }));
    }
    return wrong(c.right_count_wrong_tiles);
  }

  function checkNext(c, text) {
    var key = node(text);
    if (key !== null) {
      var k = Number(key);
      if (k >= 1 && k <= c.nodes) return k === c.next ? RIGHT : wrong(c.not_next[k - 1]);
    }
    return malformed(fill(c.not_a_node, { text: text }));
  }

  function check(q, raw) {
    var text = typedText(raw);
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
      msg.textContent = afterShown ? W.shown_then_right : D.correct;
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

  D.questions.forEach(function (q) {
    var e = el(q.number);
    if (!e) return;
    var input = e.querySelector("[data-input]");
    var r = state.answers[q.number];
    if (r) {
      if (r.typed !== undefined) input.value = r.typed;
      showHints(q, r.hints);
      if (r.last !== undefined) showVerdict(q, check(q, r.last), shownFirst(r));
      if (done(r)) showAnswer(q);
      showHistory(q);
    } else {
      showHints(q, 0);
    }
    function doCheck() {
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
      var rec = record(q.number);
      // Shown after a right answer costs nothing; before, it counts.
      if (!rec.right) rec.shown = true;
      save();
      showAnswer(q);
      showHistory(q);
      refresh();
    });
  });

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
