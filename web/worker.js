// The engine worker: one Pyodide running pyengine (rules, views, AI). Messages are JSON
// strings: commands in, views out. Nothing here knows a game.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const base = new URL("./", import.meta.url).href;
const ARCHIVES = __ARCHIVES__; // [[url, "zip"|"wheel"], ...] written by build.py
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

async function start() {
  const t0 = performance.now();
  const [pyodide, ...buffers] = await Promise.all([
    loadPyodide({ indexURL: base + "pyodide/", fullStdLib: false }),
    ...ARCHIVES.map(([url]) => fetch(base + url).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.arrayBuffer();
    })),
  ]);
  const t1 = performance.now();
  const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  ARCHIVES.forEach(([url, kind], i) => {
    pyodide.unpackArchive(buffers[i], "zip", { extractDir: kind === "wheel" ? site : "/home/pyodide/kabinett" });
  });
  pyodide.runPython(
    "import sys\nsys.path.insert(0, '/home/pyodide/kabinett')\nfrom pyengine.app.worker_boot import start\n_bridge = start()"
  );
  bridge = pyodide.globals.get("_bridge");
  const t2 = performance.now();
  // Times for the benchmarks: Pyodide up, engine imported (ms since the worker started).
  self.postMessage(JSON.stringify({ event: "ready", ms: t2 - t0, pyodide: t1, engine: t2, origin: performance.timeOrigin }));
  while (queue.length) reply(queue.shift());
  // The first answer may reuse the pre-rendered board; import the drawing code now.
  setTimeout(() => pyodide.runPython("import pyengine.svg\npyengine.svg.warm()"), 0);
}

start().catch((err) => self.postMessage(JSON.stringify({ event: "failed", error: String(err && err.stack || err) })));
