// Kabinett's first moments, before any Python: paint the right pre-rendered board, probe
// storage, register the service worker and start the engine worker at once (the PyScript
// glue attaches to it when it is up; replies wait in window.kabinett.inbox until then).
(function () {
  "use strict";
  var params = new URLSearchParams(location.search);
  var root = document.documentElement;
  var k = (window.kabinett = { inbox: [], pending: "", storage: true, started: performance.now(), firstPaint: 0, firstReady: 0, lastPaint: 0, engineMs: 0, pyodideAt: 0, engineAt: 0 });
  if (params.get("embed") === "1") root.classList.add("embed");
  params.delete("embed");
  k.query = params.toString();
  k.game = params.get("game") || __DEFAULT_GAME__; // the catalogue's first game (build.py)
  try {
    localStorage.setItem("kabinett:probe", "1");
    localStorage.removeItem("kabinett:probe");
  } catch (e) {
    k.storage = false; // cross-site iframe: storage is denied; the glue keeps the game in memory
  }
  if (!k.storage && window.kabinettMemoryIndexedDB) {
    try {
      Object.defineProperty(window, "indexedDB", { value: window.kabinettMemoryIndexedDB, configurable: true });
    } catch (e) { /* PyScript then reports its own storage error */ }
  }
  var saved = null;
  if (k.storage) {
    try { saved = localStorage.getItem("kabinett:" + k.game); } catch (e) { saved = null; }
  }
  k.registerServiceWorker = function () {
    if (k.storage && "serviceWorker" in navigator) {
      try { navigator.serviceWorker.register("sw.js").catch(function () {}); } catch (e) {}
    }
  };
  // First paint: swap in the pre-rendered board of the game named in the URL.
  document.addEventListener("DOMContentLoaded", function () {
    var t = document.getElementById("board-" + k.game);
    var board = document.getElementById("board");
    if (t && board && board.getAttribute("data-game") !== k.game) {
      board.innerHTML = t.innerHTML;
      board.setAttribute("data-game", k.game);
    }
    var r = document.getElementById("rules-" + k.game);
    if (r) document.getElementById("rules").innerHTML = r.innerHTML;
    k.firstPaint = performance.now();
    // A click on the loading board is kept (the glue plays it once the engine shows this
    // very board) and marked, never silently lost.
    if (board) board.addEventListener("click", function (e) {
      if (root.getAttribute("data-engine") === "ready") return;
      var node = e.target.closest && e.target.closest("[data-target]");
      var s = document.getElementById("status");
      if (!node || !node.classList.contains("target")) {
        if (s) s.textContent = "Starting the engine… (that is not a legal move)";
        return;
      }
      var old = board.querySelectorAll(".queued");
      for (var i = 0; i < old.length; i++) old[i].classList.remove("queued");
      node.classList.add("queued");
      k.pending = node.getAttribute("data-target");
      if (s) s.textContent = "Starting the engine… your move " + k.pending + " will be played as soon as it is up.";
    });
  });
  var worker = new Worker(new URL("worker.js", location.href).href, { type: "module" });
  k.worker = worker;
  worker.onmessage = function (e) {
    if (e.data.indexOf('"event":"ready"') >= 0) {
      // The worker's start times, moved onto the page's clock (the benchmarks read them).
      var d = JSON.parse(e.data), shift = d.origin - performance.timeOrigin;
      k.pyodideAt = d.pyodide + shift;
      k.engineAt = d.engine + shift;
      k.startMode = d.mode; // "snapshot", or "ordinary" when the snapshot could not be used
      k.startTimes = d.times;
    }
    if (k.receive) k.receive(e.data); else k.inbox.push(e.data);
  };
  worker.onerror = function (e) {
    var s = document.getElementById("status");
    if (s) s.textContent = "The engine failed to start: " + (e.message || "unknown error");
  };
  // "shown": the pre-rendered start board of this game is on screen (build.py draws one per
  // game); the engine need not draw it again. Unlisted games have none (build.py names the others).
  var drawn = __PRERENDERED__.indexOf(k.game) >= 0 ? k.game : "";
  worker.postMessage(JSON.stringify({ cmd: "init", query: k.query, saved: saved, shown: drawn }));
})();
