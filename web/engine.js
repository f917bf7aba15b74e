// Kabinett's engine, started by the page's first scripts (after web/boot.js, which reads the
// address, paints the board and answers it from the first-turn book until the engine is up): the
// worker that runs Pyodide (web/worker.js; one SharedWorker for the browser's Kabinett pages),
// the PyScript glue loaded once the engine's big files are in, and the engine's answers kept in
// window.kabinett.inbox until the glue attaches (web/glue.py).
(function () {
  "use strict";
  var k = window.kabinett; // (boot.js: the address's game, query, embed, storage and saved game)
  var t = k.t;
  var root = document.documentElement;
  var embed = k.embed;
  // The glue (PyScript, MicroPython: 0.25 MB) is needed once the engine is up: it loads when the
  // engine's interpreter and stdlib are in, while Python starts, so it never slows them down.
  // Its files are asked for all at once (PyScript would ask for them one after another, a round
  // trip each).
  function glue() {
    if (k.glueRequested) return;
    k.glueRequested = performance.now();
    __GLUE_FILES__.forEach(function (f) { // [url, "module" | "fetch"] (build.py)
      var link = document.createElement("link");
      link.rel = f[1] === "module" ? "modulepreload" : "preload";
      if (f[1] !== "module") { link.as = "fetch"; link.crossOrigin = "anonymous"; }
      link.href = f[0];
      document.head.appendChild(link);
    });
    // PyScript reads its config (the MicroPython interpreter is ours, not its CDN's) from the
    // <script type="mpy"> at the end of the body when core.js runs: not before the page is parsed.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", pyscript);
    else pyscript();
  }
  function pyscript() {
    var script = document.createElement("script");
    script.type = "module";
    script.src = "pyscript/core.js";
    document.head.appendChild(script);
  }
  // The engine: at once on Kabinett's own pages; an embed's when its reader first touches it (a
  // press or a key anywhere in its frame: the board's first click is then answered by the book
  // while the engine loads, as a first visit's); a diagram's never.
  var engineStarted = false;
  function wake() {
    if (engineStarted) return;
    document.removeEventListener("pointerdown", wake, true);
    document.removeEventListener("keydown", wake, true);
    document.removeEventListener("click", wake, true);
    startEngine();
  }
  // What a waiting embed says (play.html's own "Starting the engine…" would be untrue): what a
  // touch does, until the touch starts the engine; not where boot.js said the book's first turn.
  var waitingSaid = "";
  function sayWaiting() {
    var s = document.getElementById("status");
    if (!s || engineStarted || k.node >= 0 || (waitingSaid && s.textContent !== waitingSaid)) return;
    waitingSaid = embed === "replay" ? t("Step through the game with the buttons under the board.")
      : t("Tap or click the board to play.");
    s.textContent = waitingSaid;
  }
  if (!embed) startEngine();
  else if (embed === "diagram") root.setAttribute("data-engine", "none"); // (never greyed as loading)
  else {
    root.setAttribute("data-engine", "waiting");
    document.addEventListener("pointerdown", wake, true);
    document.addEventListener("keydown", wake, true);
    document.addEventListener("click", wake, true); // (a control pressed by a script or a screen reader)
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", sayWaiting);
    else sayWaiting();
    window.addEventListener("kabinett-lang", sayWaiting); // (the words came after the sentence)
  }
  // Another tab changed a game by link: the glue (web/far.py) passes the copies on to the engine.
  window.addEventListener("storage", function (e) {
    if (k.onFarStorage && e.key && e.key.indexOf("kabinett:far:") === 0) k.onFarStorage(e.key);
  });
  k.startEngine = function () { if (embed !== "diagram") wake(); };
  function startEngine() {
    engineStarted = true;
    root.setAttribute("data-engine", "loading");
    var s = document.getElementById("status");
    if (s && waitingSaid && s.textContent === waitingSaid) s.textContent = t("Starting the engine…");
    k.engineStartedAt = performance.now();
    setTimeout(glue, 30000);
    var url = new URL("worker.js", location.href).href;
    // One engine for the browser's Kabinett pages (a post's embeds, the tabs open): a
    // SharedWorker, where the page may have one (a frame denied storage, a third party's where
    // such are blocked, is denied it too: a worker of its own then, as where the browser has
    // none or refuses it).
    var own = function () {
      k.sharedEngine = false;
      var worker = new Worker(url, { type: "module" });
      worker.onerror = function (e) { failed(e); };
      return worker;
    };
    var worker = null;
    if (k.storage && typeof SharedWorker !== "undefined") {
      try {
        // (named by its build: a page never talks to an older build's engine, left running
        // for a tab still open)
        var one = new SharedWorker(url, { type: "module", name: "kabinett-engine-" + __ENGINE_BUILD__ });
        one.onerror = function (e) { if (heard) failed(e); else attach(own()); };
        worker = one.port;
        k.sharedEngine = true;
      } catch (e) { worker = null; }
    }
    attach(worker || own());
  }
  function attach(worker) {
    k.worker = worker;
    worker.onmessage = function (e) {
      heard = true;
      if (e.data.indexOf('"event":"failed"') >= 0) k.engineFailed = true; // the book still answers the board
      if (e.data.indexOf('"event":"downloaded"') >= 0 || e.data.indexOf('"event":"failed"') >= 0) glue();
      if (e.data.indexOf('"event":"ready"') >= 0) {
        // The worker's start times, moved onto the page's clock (the benchmarks read them).
        var d = JSON.parse(e.data), shift = d.origin - performance.timeOrigin;
        k.pyodideAt = d.pyodide + shift;
        k.engineAt = d.engine + shift;
        k.startMode = d.mode;
        glue(); // at the latest
        k.startTimes = d.times;
      }
      if (k.receive) k.receive(e.data); else k.inbox.push(e.data);
    };
    // "shown": play.html's own board (the catalogue's first game) is this game's start board, which
    // the engine need not draw again; any other board came from the book or not at all yet.
    var drawn = k.game === __DEFAULT_GAME__ && k.atStart && k.lang === "en" ? k.game : ""; // (drawn in English)
    // Answers as the page protocol's changes (pyengine/app/protocol.py).
    // A game by link (pyengine/app/far.py): this device's copies decide what a link may change.
    var farStore = {};
    if (k.storage && new URLSearchParams(location.search).get("far")) {
      try {
        for (var i = 0; i < localStorage.length; i++) {
          var key = localStorage.key(i);
          if (key && key.indexOf("kabinett:far:") === 0) {
            try { farStore[key.slice(13)] = JSON.parse(localStorage.getItem(key)).copy; } catch (e) {}
          }
        }
      } catch (e) { farStore = {}; }
    }
    worker.postMessage(JSON.stringify({ cmd: "init", query: k.query, saved: k.saved, shown: drawn, protocol: k.protocol, lang: k.lang || "en",
                                        far_store: farStore, flip: k.flip }));
  }
  var heard = false; // the engine has said something: a failure now is its own, not the SharedWorker's refusal
  function failed(e) {
    k.engineFailed = true;
    var s = document.getElementById("status");
    var said = t("The engine failed to start:") + " " + (e.message || "unknown error");
    if (s) s.textContent = said;
    var a = document.getElementById("announce"); // (the status line is no live region: web/voice.py)
    if (a) a.textContent = said;
  }
})();
