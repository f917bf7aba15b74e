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
const HELD = __SNAPSHOT_GAMES__; // the games whose code the snapshot holds (build.py)
const DEFAULT_GAME = __DEFAULT_GAME__;
const queue = [];
let bridge = null;
// Resolves once the archives are unpacked into the file system (the snapshot holds memory, not
// files): a game the snapshot does not hold is imported from them when it is opened.
let files = null;

self.onmessage = (event) => {
  queue.push(event.data);
  if (bridge && queue.length === 1) drain();
};

// Commands in order; one that opens a game outside the snapshot waits for the files first.
async function drain() {
  while (queue.length) {
    const message = queue[0];
    const game = opens(message);
    if (files && game && HELD.indexOf(game) < 0) await files;
    reply(message);
    queue.shift();
  }
}

function opens(message) {
  try {
    const msg = JSON.parse(message);
    if (msg.cmd === "init") return new URLSearchParams(msg.query || "").get("game") || DEFAULT_GAME;
    if (msg.cmd === "new") return msg.game || "";
  } catch (err) { /* the bridge answers a bad message */ }
  return "";
}

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
  if (mode === "snapshot") {
    // The file system is not in the snapshot: the archives are unpacked one per task, before
    // a game outside the snapshot is opened (drain waits for them), else after the warm-up.
    files = archives.then((buffers) => new Promise((resolve) => {
      const one = (i) => {
        if (i === buffers.length) return resolve();
        unpackOne(pyodide, buffers[i], i);
        setTimeout(() => one(i + 1), 0);
      };
      one(0);
    }));
    files.catch((err) => console.warn(`Kabinett: the engine's files could not be unpacked (${err})`));
  }
  await drain();
  if (mode === "snapshot") {
    // The restored interpreter has not run the code of a click yet: the browser would compile
    // it on the first click. Run it once now for the page's game, while the person looks.
    const game = pyodide.runPython("_bridge.match.info.id if _bridge.match else ''") || DEFAULT_GAME;
    let spent = 0;
    setTimeout(async () => {
      try {
        if (game && HELD.indexOf(game) < 0) await files;
        spent += pyodide.runPython(`from pyengine.app.worker_boot import exercise\nexercise(${JSON.stringify(game)})`);
      } catch (err) {
        console.warn(`Kabinett: warming up ${game} failed (${err})`);
      }
      self.postMessage(JSON.stringify({ event: "warmed", ms: spent }));
    }, 0);
  }
}

start().catch((err) => self.postMessage(JSON.stringify({ event: "failed", error: String(err && err.stack || err) })));
