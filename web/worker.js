// The engine worker: one Pyodide running pyengine (rules, views, AI). Messages are JSON
// strings: commands in, views out. Nothing here knows a game.
//
// Pages start it as a SharedWorker (issue 56): one Pyodide for every Kabinett page of the browser
// (a blog post's embeds, the tabs open), each page ("client", its port) with a bridge of its
// own, so that no game's state is shared; their commands are answered one at a time, in the
// order they come. A page denied one (no storage, no SharedWorker) starts it as its own Worker.
//
// Start (step 16: a phone's network): the interpreter (wasm and its JS), the stdlib the engine
// needs and the engine's parts come xz-compressed (build.py) and are inflated here as they
// arrive. The interpreter's three files are requested the moment this script runs (before its
// own imports are in) and have the network to themselves; the engine's parts (the core, the
// opened game's, their words) are asked for when the wasm is nearly in and come while Python
// starts; another game's part is fetched when it is opened.
const imported = { xz: import("./xz.mjs"), pyodide: import("./pyodide/pyodide.mjs") };

const base = new URL("./", import.meta.url).href;
const ARCHIVES = __ARCHIVES__; // {core: [[url, "zip"|"wheel"]], games: {id: [[url, kind]]}} (build.py)
const LOCK = __LOCK__; // Pyodide's lock file without packages: the engine's wheels are unpacked here
const DEFAULT_GAME = __DEFAULT_GAME__;
const queue = []; // [client, message]
let pyodide = null;
let up = false; // Python and the engine are in: commands are answered
const shared = typeof SharedWorkerGlobalScope !== "undefined" && self instanceof SharedWorkerGlobalScope;
const clients = []; // {post, bridge, lang}: the page's (dedicated), or one a frame's port (shared)
const said = []; // the start's events, said again to a frame that connects later (shared)
const broadcast = (text, keep = true) => {
  if (keep) said.push(text);
  for (const client of clients) client.post(text);
};
const fetched = {}; // url -> promise of its inflated bytes
const plainFetch = self.fetch.bind(self);
const unpacked = {}; // url -> true once in the file system

const receive = (client, data) => {
  queue.push([client, data]);
  if (queue.length === 1 && firstMessage) { const resolve = firstMessage; firstMessage = null; resolve(data); }
  if (up && queue.length === 1) drain();
};
let firstMessage = null;
const first = new Promise((resolve) => { firstMessage = resolve; });
if (shared) {
  self.onconnect = (event) => {
    const port = event.ports[0];
    const client = { post: (text) => port.postMessage(text), bridge: null, lang: "en" };
    clients.push(client);
    for (const text of said) client.post(text);
    port.onmessage = (e) => receive(client, e.data);
  };
} else {
  const client = { post: (text) => self.postMessage(text), bridge: null, lang: "en" };
  clients.push(client);
  self.onmessage = (event) => receive(client, event.data);
}

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
// On a first visit (no precache yet) what comes from the network is also kept as it came, for the
// service worker's precache to take rather than download it again (web/sw.js checks its digest).
const fetchedCache = (async () => {
  try {
    if ((await caches.keys()).some((key) => /^kabinett-[0-9a-f]{16}$/.test(key))) return null;
    return await caches.open("kabinett-fetched");
  } catch (err) {
    return null;
  }
})();
const drained = (stream) => stream.pipeThrough(new TransformStream({}, { highWaterMark: Infinity }));
// A response's body, read at once, with `nearly` called (once) when its last NEARLY bytes are
// under way: what is to follow it is asked for then, while this thread is free (Python's start
// keeps it busy right after the wasm, and a request made then leaves only after it).
const NEARLY = 65536;
const watched = (response, nearly) => {
  const total = Number(response.headers.get("Content-Length")) || 0;
  let seen = 0, called = false;
  const call = () => { if (!called) { called = true; nearly(); } };
  return response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (total && total - seen <= NEARLY) call();
      controller.enqueue(chunk);
    },
    flush: call,
  }, { highWaterMark: Infinity }));
};
// xz-decompress inflates one stream at a time (the others wait for it to end), in the order they
// are made: files are inflated in the order they were asked for, whatever order they come in.
let turn = Promise.resolve();
// A file inflated: from the cache, else from the network once `gate` (a promise) lets it, with
// `nearly` called when it is nearly in (watched).
const inflate = async (url, type = "application/octet-stream", gate = null, nearly = () => {}) => {
  const mine = turn;
  let next = null;
  turn = new Promise((resolve) => { next = resolve; });
  try {
    const cache = await kept;
    const hit = cache && await cache.match(base + url).catch(() => null);
    if (hit) {
      hit.kept = true;
      nearly();
      return hit;
    }
    await gate;
    const r = await plainFetch(base + url);
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    const staging = await fetchedCache;
    if (staging) staging.put(base + url, r.clone()).catch(() => {});
    // Read as the bytes come, whoever reads the result and when: the network never waits for a
    // reader (a stream nobody reads stops its download).
    const wire = watched(r, nearly);
    const { XzReadableStream } = await imported.xz;
    await mine;
    const body = drained(new XzReadableStream(wire));
    const headers = { "Content-Type": type };
    if (!cache) return new Response(body, { headers });
    const [used, stored] = body.tee();
    cache.put(base + url, new Response(stored, { headers })).catch(() => {});
    return new Response(used, { headers });
  } finally {
    next();
  }
};
const inflated = {}; // url -> its inflated bytes once they are (what Python's start may write)
const bytesOf = (url, gate = null) => (fetched[url] ??= inflate(url, undefined, gate).then((r) => r.arrayBuffer())
  .then((buffer) => (inflated[url] = buffer)));
// A page in another language (its init says which) fetches the words with the code.
const worded = (game, language) => {
  const words = ARCHIVES.languages[language];
  return words ? (game ? words.games[game] || [] : words.core) : [];
};
const archivesOf = (game, language) => (ARCHIVES.games[game] || []).concat(worded(game, language));

// Pyodide fetches its wasm and stdlib itself: those two names are answered from the .xz files,
// requested now (each answered once: the first fetch takes the response started here).
const PACKED = { "pyodide/pyodide.asm.wasm": "application/wasm", "pyodide/python_stdlib.zip": "application/zip" };
// Once both are nearly in, the engine's parts are fetched and the page loads its glue (boot.js):
// their bytes do not compete with these, and they come while the interpreter compiles and starts.
let arriving = Object.keys(PACKED).length;
let inAll = null;
const allIn = new Promise((resolve) => { inAll = resolve; });
// The start's moments (ms on this worker's clock), for the benchmarks; ``engine``: which engine
// this is (the pages that share one see the same).
const times = { engine: Math.random().toString(36).slice(2) };
const one = () => { if (--arriving === 0) { times.wire = performance.now(); inAll(); } };
allIn.then(() => first).then(() => broadcast(JSON.stringify({ event: "downloaded" })));
// The interpreter's JS first (Pyodide starts with it, and compiles the wasm as it comes), the
// stdlib (small), the wasm.
const asmText = inflate("pyodide/pyodide.asm.mjs.xz", "text/javascript").then((r) => r.text());
const started = {};
for (const name of ["pyodide/python_stdlib.zip", "pyodide/pyodide.asm.wasm"]) {
  started[name] = inflate(name + ".xz", PACKED[name], null, one);
  started[name].catch(one); // a failed download fails Pyodide's start, which says why
}
self.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input); // Pyodide passes URL objects
  for (const name in PACKED) {
    if (url === base + name) {
      const response = started[name] || inflate(name + ".xz", PACKED[name]);
      started[name] = null;
      return response;
    }
  }
  return plainFetch(input, init);
};

const WARM = '{"cmd": "warm"}'; // the page's (web/glue.py), answered here: see warm()
// Commands in order; one that opens another game waits for that game's part.
async function drain() {
  while (queue.length) {
    const [client, message] = queue[0];
    const needs = needsOf(message);
    if (needs.lang && needs.lang !== client.lang) {
      client.lang = needs.lang;
      await unpack(worded("", needs.lang));
    }
    if (needs.game) {
      client.game = needs.game;
      await unpack(archivesOf(needs.game, client.lang));
    }
    // The embed builder's snippet in another language than the page's: its words too.
    const asked = needs.embedLang;
    if (asked && asked !== client.lang) await unpack(worded("", asked).concat(worded(client.game || "", asked)));
    client.bridge ??= bridge();
    if (message === WARM) warm(client);
    else reply(client, message);
    queue.shift();
  }
}

// What a command needs unpacked before the bridge can answer it, read in one parse: the page's
// language (init), the game it opens (init, new), and a builder's snippet's language (embed).
function needsOf(message) {
  const needs = { lang: "", game: "", embedLang: "" };
  try {
    const msg = JSON.parse(message);
    if (msg.cmd === "init") {
      needs.lang = msg.lang || "en";
      needs.game = new URLSearchParams(msg.query || "").get("game") || DEFAULT_GAME;
    } else if (msg.cmd === "new") needs.game = msg.game || "";
    else if (msg.cmd === "embed") needs.embedLang = msg.lang || "";
  } catch (err) { /* the bridge answers a bad message */ }
  return needs;
}

function reply(client, message) {
  const t0 = performance.now();
  let out;
  try {
    out = client.bridge.handle(message);
  } catch (err) {
    out = JSON.stringify({ error: String(err) });
  }
  client.post(out);
  self.lastHandleMs = performance.now() - t0;
  if (!client.firstHandleMs) {
    client.firstHandleMs = self.lastHandleMs;
    client.post(JSON.stringify({ event: "timing", firstHandleMs: client.firstHandleMs }));
  }
}

// The engine's parts are zips of stored files (build.py): written into the file system from here,
// without Python (unpackArchive imports and runs zipfile and shutil: 30-140 ms on localhost).
let sitePackages = "";
const home = "/home/pyodide/kabinett";
function extract(FS, buffer, dir) {
  const bytes = new Uint8Array(buffer), view = new DataView(buffer), names = new TextDecoder();
  let end = bytes.length - 22;
  while (end > 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const made = new Set();
  for (let i = 0, at = view.getUint32(end + 16, true); i < view.getUint16(end + 10, true); i++) {
    if (view.getUint16(at + 10, true) !== 0) throw new Error("not a zip of stored files");
    const size = view.getUint32(at + 20, true), length = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const path = dir + "/" + names.decode(bytes.subarray(at + 46, at + 46 + length));
    at += 46 + length + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const parent = path.slice(0, path.lastIndexOf("/"));
    if (!made.has(parent)) { FS.mkdirTree(parent); made.add(parent); }
    if (path.endsWith("/")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    FS.writeFile(path, bytes.subarray(start, start + size));
  }
}
function place(FS, url, kind, buffer) {
  const dir = kind === "wheel" ? sitePackages : home;
  try {
    extract(FS, buffer, dir);
  } catch (err) {
    if (!pyodide) throw err;
    pyodide.unpackArchive(buffer, "zip", { extractDir: dir }); // another kind of zip
  }
  unpacked[url] = true;
}

async function unpack(archives) {
  if (!sitePackages) sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const [url, kind] of archives) {
    if (unpacked[url]) continue;
    const buffer = await bytesOf(url);
    if (unpacked[url]) continue;
    place(pyodide.FS, url, kind, buffer);
  }
}

// Before Python starts (Pyodide's fsInit, the file system made): the parts already inflated
// are written now, the others once Python is up; Python's start never waits for them.
const early = (needed, snapshotting) => (FS, info) => {
  times.fsInit = performance.now();
  sitePackages = info.sitePackages;
  for (const [url, kind] of needed) {
    if (!inflated[url] || unpacked[url]) continue;
    // (a wheel in site-packages before Python starts is listed in loadedPackages, which a memory
    // snapshot refuses to serialize: "Unexpected hiwire entry at index 6")
    if (snapshotting && kind === "wheel") continue;
    try { place(FS, url, kind, inflated[url]); } catch (err) { /* written again once Python is up */ }
  }
};

async function start() {
  const t0 = performance.now();
  const message = await first;
  const needs = needsOf(message);
  const language = needs.lang || "en";
  const game = needs.game || DEFAULT_GAME;
  const needed = ARCHIVES.core.concat(worded("", language), archivesOf(game, language));
  needed.forEach(([url]) => bytesOf(url, allIn).catch(() => {}));
  Promise.all(needed.map(([url]) => bytesOf(url))).then(() => { times.parts = performance.now(); }, () => {});
  const createPyodideModule = asmText.then((text) => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
    return import(url).then((m) => m.default);
  });
  const { loadPyodide } = await imported.pyodide;
  times.loading = performance.now();
  pyodide = await interpreter(loadPyodide, await createPyodideModule, needed);
  times.restored = performance.now();
  await unpack(needed);
  times.unpacked = performance.now();
  // (site-packages' finder forgotten: it lists the folder again, with the wheels written since)
  pyodide.runPython(`import sys\nsys.path_importer_cache.pop(${JSON.stringify(sitePackages)}, None)\n`
                    + "sys.path.insert(0, '/home/pyodide/kabinett')\nfrom pyengine.app.worker_boot import start\n_bridge = start()");
  const t2 = performance.now();
  // Times for the benchmarks: Pyodide up, engine imported (ms since the worker started).
  broadcast(JSON.stringify({ event: "ready", ms: t2 - t0, pyodide: times.restored, engine: t2,
                             origin: performance.timeOrigin, mode: "xz", times }));
  up = true;
  await drain();
}

// A returning visitor's interpreter comes from a memory snapshot of the one the first visit
// started (Python's own start, some 250 ms here, is the larger part of a warm start), kept in the
// cache of inflated files: a new build (another wasm or stdlib) empties it. It is read while the
// wasm compiles. A snapshot that fails to load is dropped and the ordinary start follows.
// Pyodide's _makeSnapshot/_loadSnapshot are experimental: the version is pinned by
// package-lock.json (npm ci); package.json allows patch releases, so test an upgrade.
const SNAPSHOT = base + "pyodide/memory.snapshot";
const SNAPSHOT_HEAP = 31457280; // the heap Pyodide 314 restores, whatever the snapshot's size
async function interpreter(loadPyodide, createPyodideModule, needed) {
  const options = { indexURL: base + "pyodide/", fullStdLib: false, lockFileContents: LOCK, createPyodideModule };
  const cache = await kept;
  const snapshot = cache && await cache.match(SNAPSHOT).catch(() => null);
  if (snapshot) {
    try {
      const restored = await loadPyodide({ ...options, fsInit: early(needed, false), _loadSnapshot: snapshot.arrayBuffer() });
      // The snapshot froze the first visit's random state: chance and the computer draw afresh.
      times.draw = restored.runPython("import random\nrandom.seed()\nrandom.getrandbits(30)");
      times.snapshot = "restored";
      return restored;
    } catch (err) {
      console.warn(`Kabinett: the kept interpreter did not start (${err}); starting afresh`);
      cache.delete(SNAPSHOT).catch(() => {});
      for (const url in unpacked) delete unpacked[url]; // (written into the failed one's files)
    }
  }
  const started = await loadPyodide({ ...options, fsInit: early(needed, !!cache), _makeSnapshot: !!cache });
  if (cache && started._module.HEAP8.length === SNAPSHOT_HEAP) {
    try {
      const bytes = started.makeMemorySnapshot();
      cache.put(SNAPSHOT, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } })).catch(() => {});
      times.snapshot = "made";
    } catch (err) {
      console.warn(`Kabinett: no snapshot of the interpreter (${err})`);
    }
  }
  return started;
}

// A client's own bridge: the first is the one the start made (its imports done), the others new.
let made = 0;
function bridge() {
  return made++ === 0 ? pyodide.globals.get("_bridge") : pyodide.runPython("from pyengine.app.worker_boot import start\nstart()");
}

// Run the code of a click once for the page's game while the person looks (the browser compiles
// the interpreter's paths for it now, not on the person's next click). The page asks for it once
// it has painted the engine's first view: a move made before the engine was up goes first.
function warm(client) {
  let spent = 0;
  try {
    pyodide.globals.set("_warming", client.bridge);
    const shown = pyodide.runPython("_warming.match.info.id if _warming.match else ''") || DEFAULT_GAME;
    spent = pyodide.runPython(`from pyengine.app.worker_boot import exercise\nexercise(${JSON.stringify(shown)})`);
  } catch (err) {
    console.warn(`Kabinett: warming up failed (${err})`);
  }
  client.post(JSON.stringify({ event: "warmed", ms: spent }));
}

start().catch((err) => broadcast(JSON.stringify({ event: "failed", error: String(err && err.stack || err) })));
