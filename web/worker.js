// The engine worker: one Pyodide running pyengine (rules, views, AI). Messages are JSON
// strings: commands in, views out. Nothing here knows a game.
//
// Start: restore the interpreter from the memory snapshot build.py made (tools/snapshot.mjs),
// which already holds the imported engine; if that cannot be done (no snapshot, no
// DecompressionStream, another wasm build, a damaged file), start Python the ordinary way.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const base = new URL("./", import.meta.url).href;
const ARCHIVES = __ARCHIVES__; // [[url, "zip"|"wheel"], ...] written by build.py
const SNAPSHOT = __SNAPSHOT__; // the gzip-compressed snapshot's url, or "" (written by build.py)
const queue = [];
let bridge = null;

self.onmessage = (event) => {
  if (bridge) reply(event.data);
  else queue.push(event.data);
};

function reply(message) {
  const t0 = performance.now();
  let out;
  try {
    out = bridge.handle(message);
  } catch (err) {
    out = JSON.stringify({ error: String(err) });
  }
  self.postMessage(out);
  self.lastHandleMs = performance.now() - t0;
  if (!self.firstHandleMs) {
    self.firstHandleMs = self.lastHandleMs;
    self.postMessage(JSON.stringify({ event: "timing", firstHandleMs: self.firstHandleMs }));
  }
}

const fetchBytes = (url) => fetch(base + url).then((r) => {
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r;
});

function unpackOne(pyodide, buffer, i) {
  const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(buffer, "zip", { extractDir: ARCHIVES[i][1] === "wheel" ? site : "/home/pyodide/kabinett" });
}

async function fromSnapshot(times) {
  if (!SNAPSHOT) throw new Error("this build has no snapshot");
  if (typeof DecompressionStream === "undefined") throw new Error("no DecompressionStream in this browser");
  const bytes = fetchBytes(SNAPSHOT).then((r) => {
    times.fetched = performance.now();
    return new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  }).then((b) => { times.inflated = performance.now(); return b; });
  // Pyodide chains its own promises on this one: it must not reject (an unhandled rejection
  // would reach the page), so a failed download gives an empty snapshot and its error is kept.
  let failure = null;
  const safe = bytes.catch((err) => { failure = err; return new Uint8Array(0); });
  let pyodide;
  try {
    pyodide = await loadPyodide({ indexURL: base + "pyodide/", fullStdLib: false, _loadSnapshot: safe });
  } catch (err) {
    throw failure || err;
  }
  if (failure) throw failure;
  times.restored = performance.now();
  // The snapshot froze one random state for every visit: draw a fresh one.
  pyodide.runPython("import random\nrandom.seed()");
  const found = pyodide.globals.get("_bridge");
  if (!found) throw new Error("the snapshot holds no bridge");
  return [pyodide, found];
}

async function ordinary(archives, times) {
  const [pyodide, buffers] = await Promise.all([
    loadPyodide({ indexURL: base + "pyodide/", fullStdLib: false }).then((p) => { times.restored = performance.now(); return p; }),
    archives,
  ]);
  buffers.forEach((buffer, i) => unpackOne(pyodide, buffer, i));
  pyodide.runPython(
    "import sys\nsys.path.insert(0, '/home/pyodide/kabinett')\nfrom pyengine.app.worker_boot import start\n_bridge = start()"
  );
  return [pyodide, pyodide.globals.get("_bridge")];
}

async function start() {
  const t0 = performance.now();
  const times = {};
  const archives = Promise.all(ARCHIVES.map(([url]) => fetchBytes(url).then((r) => r.arrayBuffer())));
  archives.catch(() => {});
  let pyodide, mode = "snapshot";
  try {
    [pyodide, bridge] = await fromSnapshot(times);
  } catch (err) {
    mode = "ordinary";
    console.warn(`Kabinett: starting Python without the snapshot (${err && err.message || err}).`);
    [pyodide, bridge] = await ordinary(archives, times);
    // The first answer may reuse the pre-rendered board; import the drawing code when idle.
    setTimeout(() => pyodide.runPython("import pyengine.svg\npyengine.svg.warm()"), 0);
  }
  const t2 = performance.now();
  // Times for the benchmarks: Pyodide up, engine imported (ms since the worker started).
  self.postMessage(JSON.stringify({ event: "ready", ms: t2 - t0, pyodide: times.restored || t2, engine: t2,
                                    origin: performance.timeOrigin, mode, times }));
  while (queue.length) reply(queue.shift());
  if (mode === "snapshot") {
    // The restored interpreter has not run the code of a click yet: the browser would compile
    // it on the first click. Run it once now, one game per task (the page's game first), so
    // that a click made meanwhile waits for one game's round at most.
    const games = JSON.parse(pyodide.runPython(
      "import json\nfrom pyengine.core import all_games\n" +
      "_first = _bridge.match.info.id if _bridge.match else ''\n" +
      "json.dumps(sorted((g.info.id for g in all_games()), key=lambda g: g != _first))"));
    let spent = 0;
    const next = () => {
      const game = games.shift();
      if (!game) {
        self.postMessage(JSON.stringify({ event: "warmed", ms: spent }));
        // The file system is not in the snapshot: unpack the archives last, one per task (only
        // an import the snapshot did not foresee would need them).
        archives.then((buffers) => buffers.forEach((buffer, i) => setTimeout(() => unpackOne(pyodide, buffer, i), 50 * (i + 1))))
          .catch(() => {});
        return;
      }
      try {
        spent += pyodide.runPython(`from pyengine.app.worker_boot import exercise\nexercise(${JSON.stringify(game)})`);
      } catch (err) {
        console.warn(`Kabinett: warming up ${game} failed (${err})`);
      }
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }
}

start().catch((err) => self.postMessage(JSON.stringify({ event: "failed", error: String(err && err.stack || err) })));
