// The loader of npuzzle's WebAssembly (web/src/lib.rs): the module's raw
// exports wrapped in one function, `call(request) -> answer`. Shared by the
// page and its worker.
"use strict";
var npzLoader = (function () {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();

  // Start an instance of `module` (a promise of `{call}`);
  // `progress(expanded, generated)` hears a running search's counts.
  function start(module, progress) {
    var instance = null;
    var imports = {
      npuzzle: {
        now_ms: function () { return performance.now(); },
        progress: function (e, g) { if (progress) progress(e, g); }
      }
    };
    // Instances are made asynchronously: browsers refuse to compile or
    // instantiate a large module synchronously on a page's thread.
    function fresh() {
      return WebAssembly.instantiate(module, imports).then(function (i) { instance = i; });
    }
    function framed(ptr) {
      var memory = instance.exports.memory.buffer;
      var len = new DataView(memory).getUint32(ptr, true);
      return decoder.decode(new Uint8Array(memory, ptr + 4, len));
    }
    // Run one request (an object); the answer's `ok`, or an Error with the
    // library's one-line message.
    function call(request) {
      if (!instance) throw new Error("internal error: npuzzle is restarting");
      var bytes = encoder.encode(JSON.stringify(request));
      var answer;
      try {
        var ptr = instance.exports.npz_alloc(bytes.length);
        new Uint8Array(instance.exports.memory.buffer, ptr, bytes.length).set(bytes);
        answer = JSON.parse(framed(instance.exports.npz_call(ptr, bytes.length)));
        instance.exports.npz_free(ptr, bytes.length);
      } catch (e) {
        if (!(e instanceof WebAssembly.RuntimeError)) throw e;
        // A panic: its message, then a fresh instance for the next call.
        var why = "";
        try { why = framed(instance.exports.npz_panic()); } catch (ignored) { /* none */ }
        instance = null;
        fresh();
        throw new Error("internal error: " + (why || e.message));
      }
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.ok;
    }
    return fresh().then(function () { return { call: call }; });
  }

  // The module's bytes from the page's base64 of its gzip: a promise,
  // inflated by the browser's own DecompressionStream.
  function bytes(base64) {
    return new Promise(function (resolve) {
      var text = atob(base64.replace(/\s+/g, ""));
      var zipped = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) zipped[i] = text.charCodeAt(i);
      var stream = new Blob([zipped]).stream().pipeThrough(new DecompressionStream("gzip"));
      resolve(new Response(stream).arrayBuffer());
    }).then(function (buffer) { return new Uint8Array(buffer); });
  }

  return { start: start, bytes: bytes };
})();
