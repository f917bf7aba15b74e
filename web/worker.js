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
  let out;
  try {
    out = bridge.handle(message);
  } catch (err) {
    out = JSON.stringify({ error: String(err) });
  }
  self.postMessage(out);
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
  const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  ARCHIVES.forEach(([url, kind], i) => {
    pyodide.unpackArchive(buffers[i], "zip", { extractDir: kind === "wheel" ? site : "/home/pyodide/kabinett" });
  });
  pyodide.runPython(
    "import sys\nsys.path.insert(0, '/home/pyodide/kabinett')\nfrom pyengine.app.bridge import Bridge\n_bridge = Bridge()"
  );
  bridge = pyodide.globals.get("_bridge");
  self.postMessage(JSON.stringify({ event: "ready", ms: performance.now() - t0 }));
  while (queue.length) reply(queue.shift());
}

start().catch((err) => self.postMessage(JSON.stringify({ event: "failed", error: String(err && err.stack || err) })));
