// The page's worker: searches and hints run here, so that the page never
// waits; the page ends a search by ending the worker (Stop).
"use strict";
var npzCore = null;
var npzPending = [];
function npzRun(message) {
  try {
    postMessage({ id: message.id, ok: npzCore.call(message.request) });
  } catch (e) {
    postMessage({ id: message.id, error: e.message });
  }
}
onmessage = function (ev) {
  var m = ev.data;
  if (m.bytes) {
    WebAssembly.compile(m.bytes).then(function (module) {
      return npzLoader.start(module, function (e, g) {
        postMessage({ progress: [e, g] });
      });
    }).then(function (core) {
      npzCore = core;
      npzPending.forEach(npzRun);
      npzPending = [];
    }, function (e) {
      postMessage({ failed: String(e && e.message || e) });
    });
    return;
  }
  if (npzCore) npzRun(m); else npzPending.push(m);
};
