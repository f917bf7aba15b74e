// The engine worker: one Pyodide running pyengine (rules, views, AI). Messages are JSON
// strings: commands in, views out. Nothing here knows a game.
//
// Start (step 16: a phone's network): the interpreter (wasm and its JS), the stdlib the engine
// needs and the engine's parts come xz-compressed (build.py) and are inflated here as they
// arrive; only the core and the opened game's part are fetched before the engine is up,
// another game's part when it is opened.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { XzReadableStream } from "./xz.mjs";

const base = new URL("./", import.meta.url).href;
const ARCHIVES = __ARCHIVES__; // {core: [[url, "zip"|"wheel"]], games: {id: [[url, kind]]}} (build.py)
const LOCK = __LOCK__; // Pyodide's lock file without packages: the engine's wheels are unpacked here
const DEFAULT_GAME = __DEFAULT_GAME__;
const queue = [];
let bridge = null;
let pyodide = null;
const fetched = {}; // url -> promise of its inflated bytes
const plainFetch = self.fetch.bind(self);
const unpacked = {}; // url -> true once in the file system

self.onmessage = (event) => {
  queue.push(event.data);
  if (queue.length === 1 && firstMessage) { const resolve = firstMessage; firstMessage = null; resolve(event.data); }
  if (bridge && queue.length === 1) drain();
};
let firstMessage = null;
const first = new Promise((resolve) => { firstMessage = resolve; });

// Inflated files are kept in a cache of their own (named after their content), so that a later
// visit neither inflates them again nor compiles the wasm again (Chromium caches the compiled
// code of a wasm instantiated from a cached response). Storage may be denied (a cross-site
// frame): then every visit inflates.
const INFLATED = __INFLATED__;
const kept = (async () => {
  try {
    const cache = await caches.open(INFLATED);
    for (const key of await caches.keys()) {
      if (key.startsWith("kabinett-inflated-") && key !== INFLATED) caches.delete(key);
    }
    return cache;
  } catch (err) {
    return null;
  }
})();
const inflate = async (url, type = "application/octet-stream") => {
  const cache = await kept;
  const hit = cache && await cache.match(base + url).catch(() => null);
  if (hit) {
    hit.kept = true;
    return hit;
  }
  const r = await plainFetch(base + url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  const body = new XzReadableStream(r.body);
  const headers = { "Content-Type": type };
  if (!cache) return new Response(body, { headers });
  const [mine, theirs] = body.tee();
  cache.put(base + url, new Response(theirs, { headers })).catch(() => {});
  return new Response(mine, { headers });
};
const bytesOf = (url) => (fetched[url] ??= inflate(url).then((r) => r.arrayBuffer()));
let language = "en"; // the page's (its init says it): a page in another language fetches the words with the code
const worded = (game) => {
  const words = ARCHIVES.languages[language];
  return words ? (game ? words.games[game] || [] : words.core) : [];
};
const archivesOf = (game) => (ARCHIVES.games[game] || []).concat(worded(game));

// Pyodide fetches its wasm and stdlib itself: those two names are answered from the .xz files.
const PACKED = { "pyodide/pyodide.asm.wasm": "application/wasm", "pyodide/python_stdlib.zip": "application/zip" };
// Once both are in, the page loads its glue (boot.js): its bytes never compete with these.
let arriving = Object.keys(PACKED).length;
const one = () => { if (--arriving === 0) self.postMessage(JSON.stringify({ event: "downloaded" })); };
const arrived = () => new TransformStream({ flush: one });
self.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input); // Pyodide passes URL objects
  for (const name in PACKED) {
    if (url === base + name) {
      return inflate(name + ".xz", PACKED[name]).then((r) => {
        if (r.kept) { one(); return r; } // from the cache: a response the browser can cache code for
        return new Response(r.body.pipeThrough(arrived()), { headers: { "Content-Type": PACKED[name] } });
      });
    }
  }
  return plainFetch(input, init);
};

// Commands in order; one that opens another game waits for that game's part.
async function drain() {
  while (queue.length) {
    const message = queue[0];
    const game = opens(message);
    if (game) await unpack(archivesOf(game));
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

async function unpack(archives) {
  const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const [url, kind] of archives) {
    if (unpacked[url]) continue;
    const buffer = await bytesOf(url);
    if (unpacked[url]) continue;
    pyodide.unpackArchive(buffer, "zip", { extractDir: kind === "wheel" ? site : "/home/pyodide/kabinett" });
    unpacked[url] = true;
  }
}

async function start() {
  const t0 = performance.now();
  const times = {};
  const message = await first;
  try { language = JSON.parse(message).lang || "en"; } catch (err) { /* the bridge answers it */ }
  const game = opens(message) || DEFAULT_GAME;
  const needed = ARCHIVES.core.concat(worded(""), archivesOf(game));
  needed.forEach(([url]) => bytesOf(url).catch(() => {}));
  const createPyodideModule = inflate("pyodide/pyodide.asm.mjs.xz", "text/javascript").then((r) => r.text()).then((text) => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
    return import(url).then((m) => m.default);
  });
  pyodide = await loadPyodide({ indexURL: base + "pyodide/", fullStdLib: false, lockFileContents: LOCK,
                                createPyodideModule: await createPyodideModule });
  times.restored = performance.now();
  await unpack(needed);
  pyodide.runPython("import sys\nsys.path.insert(0, '/home/pyodide/kabinett')\nfrom pyengine.app.worker_boot import start\n_bridge = start()");
  bridge = pyodide.globals.get("_bridge");
  const t2 = performance.now();
  // Times for the benchmarks: Pyodide up, engine imported (ms since the worker started).
  self.postMessage(JSON.stringify({ event: "ready", ms: t2 - t0, pyodide: times.restored, engine: t2,
                                    origin: performance.timeOrigin, mode: "xz", times }));
  await drain();
  // Run the code of a click once for the page's game while the person looks (the browser
  // compiles the interpreter's paths for it now, not on the person's next click).
  const shown = pyodide.runPython("_bridge.match.info.id if _bridge.match else ''") || DEFAULT_GAME;
  setTimeout(() => {
    let spent = 0;
    try {
      spent = pyodide.runPython(`from pyengine.app.worker_boot import exercise\nexercise(${JSON.stringify(shown)})`);
    } catch (err) {
      console.warn(`Kabinett: warming up ${shown} failed (${err})`);
    }
    self.postMessage(JSON.stringify({ event: "warmed", ms: spent }));
  }, 0);
}

start().catch((err) => self.postMessage(JSON.stringify({ event: "failed", error: String(err && err.stack || err) })));
