// The SCORM 1.2 bridge of the lesson page: only the SCO of `npuzzle lesson
// export --scorm` carries it, before the page's script (page.js). It looks
// for the learning platform's API (the standard search: `API` in the
// window's parent frames, then in its opener's, at most MAX_DEPTH frames
// up). Without one, or when LMSInitialize refuses, it does nothing: the page
// is the offline page. With one, the platform's record is the page's state:
// `cmi.suspend_data` is written into the page's storage before page.js
// reads it (an empty one starts afresh), and after every change the state
// page.js keeps there is mirrored back: each checked answer as the next
// `cmi.interactions.N`, the score, the status, the state, and an LMSCommit
// after each answer; LMSFinish once, when the page goes (pagehide/unload).
// Every call to the API is guarded: an error from the platform (a refused
// value, a throw) never stops the page. No network: the API is an object in
// a parent frame.
(function () {
  "use strict";
  var MAX_DEPTH = 10;
  // SCORM 1.2's CMIString4096: the most `cmi.suspend_data` holds.
  var LIMIT = 4096;
  // The form of the state in `cmi.suspend_data` (see encode).
  var FORMAT = "n1";
  var has = function (o, k) { return Object.prototype.hasOwnProperty.call(o, k); };

  function search(win) {
    try {
      for (var depth = 0; win && depth <= MAX_DEPTH; depth++) {
        if (win.API) return win.API;
        if (!win.parent || win.parent === win) return null;
        win = win.parent;
      }
    } catch (e) { /* a frame of another origin: no API there */ }
    return null;
  }
  var api = search(window);
  if (!api) {
    try { if (window.opener) api = search(window.opener); } catch (e) { api = null; }
  }
  if (!api || typeof api.LMSInitialize !== "function") return;

  function call(name, args) {
    try { return typeof api[name] === "function" ? api[name].apply(api, args) : ""; } catch (e) { return ""; }
  }
  function ok(r) { return r === true || r === "true"; }
  function get(k) {
    var v = call("LMSGetValue", [k]);
    return v === undefined || v === null ? "" : String(v);
  }
  function set(k, v) { return ok(call("LMSSetValue", [k, String(v)])); }

  var D;
  try { D = JSON.parse(document.getElementById("lesson-data").textContent); } catch (e) { return; }
  if (!ok(call("LMSInitialize", [""]))) return;
  // page.js's key.
  var KEY = "npuzzle-lesson:" + D.name + ":" + D.version;

  // The page's storage; when the browser keeps none for this frame, one in
  // memory in its place, so the platform still gets every answer.
  var store = null;
  try { store = window.localStorage; store.getItem(KEY); } catch (e) { store = null; }
  if (store === null) {
    var mem = {};
    var memory = {
      getItem: function (k) { return has(mem, k) ? mem[k] : null; },
      setItem: function (k, v) { mem[k] = String(v); },
      removeItem: function (k) { delete mem[k]; }
    };
    try {
      Object.defineProperty(window, "localStorage", { value: memory, configurable: true });
      store = memory;
    } catch (e) { store = null; }
  }
  function read() {
    try {
      var raw = store ? store.getItem(KEY) : null;
      return raw === null ? null : JSON.parse(raw);
    } catch (e) { return null; }
  }

  // The state in `cmi.suspend_data`: ["n1", version, name, entries, id], one
  // entry per question touched: [number, attempts, hints, flags (1 shown,
  // 2 right), the answer given, the last text checked (0: the same), the
  // answers kept for review]. What was typed and not checked is left out
  // (the input shows the last checked text). Over LIMIT characters, the
  // oldest answers kept for review go first, then the texts are cut to 200
  // characters (the name to 100), then the texts go: the counts, hints and
  // verdicts always fit.
  function encode(s) {
    if (!s || typeof s !== "object" || !s.answers) return "";
    var name = typeof s.name === "string" ? s.name : "";
    var id = typeof s.id === "string" ? Array.from(s.id).slice(0, 64).join("") : "";
    var entries = [];
    var text = function (t) { return typeof t === "string" ? t : null; };
    D.questions.forEach(function (q) {
      var r = s.answers[q.number];
      if (!r || typeof r !== "object") return;
      var given = text(r.given), last = text(r.last);
      entries.push([q.number, r.attempts, r.hints, (r.shown ? 1 : 0) + (r.right ? 2 : 0),
        given, last !== null && last === given ? 0 : last,
        Array.isArray(r.tries) ? r.tries.slice() : []]);
    });
    var out = function () { return JSON.stringify([FORMAT, D.version, name, entries, id]); };
    var t = out();
    while (t.length > LIMIT) {
      var most = null;
      entries.forEach(function (e) { if (e[6].length > 0 && (most === null || e[6].length > most[6].length)) most = e; });
      if (most === null) break;
      most[6].shift();
      t = out();
    }
    var cut = function (x, n) { return typeof x === "string" ? Array.from(x).slice(0, n).join("") : x; };
    if (t.length > LIMIT) {
      name = cut(name, 100);
      entries.forEach(function (e) { e[4] = cut(e[4], 200); e[5] = cut(e[5], 200); });
      t = out();
    }
    if (t.length > LIMIT) {
      name = "";
      entries.forEach(function (e) { e[4] = null; e[5] = null; });
      t = out();
    }
    return t.length > LIMIT ? "" : t;
  }
  // The state page.js keeps, from `cmi.suspend_data`; null when it is
  // empty, of another form or of another version of the lesson (page.js
  // checks the rest as it checks its own storage).
  function decode(t) {
    var a;
    try { a = JSON.parse(t); } catch (e) { return null; }
    if (!Array.isArray(a) || a[0] !== FORMAT || a[1] !== D.version || typeof a[2] !== "string" ||
        !Array.isArray(a[3])) return null;
    var s = { name: a[2], id: typeof a[4] === "string" ? a[4] : "", answers: {} };
    a[3].forEach(function (e) {
      if (!Array.isArray(e) || e.length < 7) return;
      var given = e[4] === null ? undefined : e[4];
      var last = e[5] === 0 ? given : e[5] === null ? undefined : e[5];
      s.answers[e[0]] = {
        attempts: e[1], hints: e[2], shown: (e[3] & 1) === 1, right: (e[3] & 2) === 2,
        given: given, last: last, typed: last, tries: e[6]
      };
    });
    return s;
  }

  var restored = decode(get("cmi.suspend_data"));
  if (restored === null) {
    // A first launch: the student's name and id as the platform knows them.
    restored = { name: get("cmi.core.student_name"), id: get("cmi.core.student_id"), answers: {} };
  }
  try { if (store) store.setItem(KEY, JSON.stringify(restored)); } catch (e) { /* not kept */ }

  // Each answer checked since the last report is the next interaction;
  // the attempts already reported are the restored state's.
  var reported = {};
  D.questions.forEach(function (q) {
    var r = restored.answers[q.number];
    reported[q.number] = r && typeof r.attempts === "number" ? r.attempts : 0;
  });
  var next = parseInt(get("cmi.interactions._count"), 10);
  if (!(next >= 0)) next = 0;
  var status0 = get("cmi.core.lesson_status");
  if (status0 === "" || status0 === "not attempted") set("cmi.core.lesson_status", "incomplete");
  var started = Date.now();

  // A question's SCORM type, the reader (page.js's npuzzleRead) that writes
  // its answers canonically, and its one right response when it has one.
  function kind(q) {
    var c = q.check;
    if (c.kind === "quiz") {
      if (c.read === "number") return { type: "numeric", form: "whole", right: c.truth };
      if (c.read === "yes-no") return { type: "true-false", form: "yes-no", right: c.truth };
      return { type: "fill-in", form: c.read === "board" ? "board" : "letters", right: c.truth };
    }
    if (c.kind === "count") {
      return c.by_tile ? { type: "fill-in", form: "numbers", right: c.counts.join(" ") }
        : { type: "numeric", form: "numbers", right: String(c.total) };
    }
    if (c.kind === "moves") return { type: "fill-in", form: "moves", right: null };
    if (c.kind === "predict") {
      if (c.ask === "delta" || c.ask === "invariant") return { type: "numeric", form: "whole", right: c.truth };
      if (c.ask === "parity") return { type: "choice", form: "parity", right: c.truth };
      return { type: "fill-in", form: "tiles", right: c.jumped.length === 0 ? "none" : c.jumped.join(" ") };
    }
    return { type: "choice", form: "node", right: String(c.next) };
  }
  function oneLine(s) { return String(s).split(/\s+/).filter(function (x) { return x !== ""; }).join(" "); }
  function response(k, text) {
    var r = null;
    try { r = typeof window.npuzzleRead === "function" ? window.npuzzleRead(k.form, text) : null; } catch (e) { r = null; }
    if (typeof r !== "string") r = oneLine(text);
    return k.type === "true-false" ? trueFalse(r) : r;
  }
  function trueFalse(v) { return v === "yes" ? "t" : v === "no" ? "f" : v; }
  function cut255(t) { return String(t).slice(0, 255); }
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function clock() {
    var d = new Date();
    return two(d.getHours()) + ":" + two(d.getMinutes()) + ":" + two(d.getSeconds());
  }
  function report(q, r) {
    var k = kind(q);
    var box = document.querySelector('[data-question="' + q.number + '"] [data-result]');
    var verdict = box ? box.getAttribute("data-result") : "";
    var p = "cmi.interactions." + next + ".";
    next++;
    set(p + "id", "q" + q.number);
    set(p + "type", k.type);
    set(p + "time", clock());
    if (k.right !== null && k.right !== undefined) {
      set(p + "correct_responses.0.pattern", cut255(k.type === "true-false" ? trueFalse(k.right) : k.right));
    }
    set(p + "student_response", cut255(response(k, typeof r.given === "string" ? r.given : "")));
    set(p + "result", verdict === "right" ? "correct" : "wrong");
  }

  // The score is the share of the questions answered right (an answer
  // shown first is not), 0 to 100. The status: "incomplete" while a
  // question is neither answered right nor shown; then "passed" when every
  // one was answered right, "completed" when some answer was shown.
  var last = { score: null, status: null, data: null };
  function sync(commit) {
    var s = read();
    var answers = s && typeof s === "object" && s.answers && typeof s.answers === "object" ? s.answers : {};
    var changed = false;
    var right = 0, done = 0;
    D.questions.forEach(function (q) {
      var r = answers[q.number];
      var n = r && typeof r.attempts === "number" ? r.attempts : 0;
      if (n > reported[q.number]) { report(q, r); changed = true; }
      // Fewer: the student started the lesson again.
      reported[q.number] = n;
      if (r && r.right === true) right++;
      if (r && (r.right === true || r.shown === true)) done++;
    });
    var total = D.questions.length;
    if (total > 0) {
      var score = Math.round(100 * right / total);
      if (score !== last.score) {
        set("cmi.core.score.min", "0");
        set("cmi.core.score.max", "100");
        set("cmi.core.score.raw", String(score));
        last.score = score;
        changed = true;
      }
    }
    var status = done < total ? "incomplete" : total > 0 && right === total ? "passed" : "completed";
    if (status !== last.status) {
      set("cmi.core.lesson_status", status);
      last.status = status;
      changed = true;
    }
    var data = encode(s);
    if (data !== last.data) {
      set("cmi.suspend_data", data);
      last.data = data;
      changed = true;
    }
    if (changed && commit) call("LMSCommit", [""]);
    return status;
  }

  function watch() {
    // A checked answer sets its verdict's data-result (page.js).
    if (typeof MutationObserver === "function") {
      new MutationObserver(function () { sync(true); })
        .observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-result"] });
    }
    // Hints, "show the answer" and the rest: after page.js's own handlers.
    document.addEventListener("click", function () { sync(true); });
    document.addEventListener("input", function () { sync(false); });
  }
  var finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    var status = sync(false);
    var secs = Math.floor((Date.now() - started) / 1000);
    var h = Math.floor(secs / 3600);
    set("cmi.core.session_time", (h < 10 ? "000" : h < 100 ? "00" : h < 1000 ? "0" : "") + Math.min(h, 9999) + ":" +
      two(Math.floor(secs / 60) % 60) + ":" + two(secs % 60));
    // Unfinished: the platform keeps the attempt to resume.
    set("cmi.core.exit", status === "incomplete" ? "suspend" : "");
    call("LMSCommit", [""]);
    call("LMSFinish", [""]);
  }
  window.addEventListener("pagehide", finish);
  window.addEventListener("unload", finish);
  // After page.js has read the state and drawn the page.
  document.addEventListener("DOMContentLoaded", function () { sync(true); watch(); });
}());
