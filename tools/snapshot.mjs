// Make the engine's Pyodide memory snapshot at build time, with the very Pyodide in dist/:
//   node tools/snapshot.mjs DIST ARCHIVES_JSON OUT.gz
// The interpreter unpacks the engine's archives exactly as the worker does, runs the worker's
// start path, imports every module of the engine, reads every board and draws every game once
// (svgwrite's lazy imports), then is frozen: the worker restores it instead of starting Python.
// The file system is not in the snapshot (the worker unpacks the archives again later, idle).
// Deterministic: hash seed 0, the random module seeded before the snapshot (the worker re-seeds).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [dist, archivesJson, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node tools/snapshot.mjs DIST ARCHIVES_JSON OUT.gz");
  process.exit(2);
}
// Reproducible: the interpreter's entropy and clocks come from fixed streams while it is
// built, so that two builds of one commit freeze the same bytes (the worker re-seeds Python's
// random after the restore, and the clocks are read afresh in the browser).
const nodeCrypto = createRequire(import.meta.url)("node:crypto");
let state = 0x2545f491;
const fill = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13; state ^= state >>> 17; state ^= state << 5;
    bytes[i] = state & 255;
  }
  return view;
};
Object.defineProperty(globalThis.crypto, "getRandomValues", { value: fill, configurable: true });
nodeCrypto.randomFillSync = fill; // what Emscripten's getentropy calls under Node
let tick = 0;
Date.now = () => 1_700_000_000_000 + tick++;
Object.defineProperty(performance, "now", { value: () => (tick++) * 0.25, configurable: true });
process.hrtime.bigint = () => BigInt(tick++) * 250_000n;

// The script's own path would be frozen as sys.executable, argv and $_: use a fixed one.
process.argv[1] = "/kabinett/snapshot.mjs";

const indexURL = path.resolve(dist, "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const py = await loadPyodide({
  indexURL,
  fullStdLib: false,
  _makeSnapshot: true,
  env: { PYTHONHASHSEED: "0", HOME: "/home/pyodide" },
});
const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const [url, kind] of JSON.parse(archivesJson)) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(dist, url)));
  py.unpackArchive(bytes, "zip", { extractDir: kind === "wheel" ? site : "/home/pyodide/kabinett" });
}
py.runPython(`
import sys
sys.path.insert(0, '/home/pyodide/kabinett')
from pyengine.app.worker_boot import start, warm_everything
_bridge = start()
warm_everything()
`);
const heap = py._module && py._module.HEAP8 ? py._module.HEAP8.length : 0;
const snapshot = py.makeMemorySnapshot();
// Pyodide 314 restores only its initial heap (it ignores INITIAL_MEMORY, pyodide#6254): a
// snapshot of a grown heap would not load, so the build stops here rather than ship it.
if (heap > 31_457_280) {
  console.error(`snapshot.mjs: the heap grew to ${heap} bytes (snapshot ${snapshot.length}): it would not restore`);
  process.exit(1);
}
const gz = zlib.gzipSync(snapshot, { level: 9 }); // Node writes no time into the header
fs.writeFileSync(out, gz);
console.log(`snapshot: ${snapshot.length} bytes raw, ${gz.length} gzip, heap ${heap}`);
