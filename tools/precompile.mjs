// Precompile Python archives for the browser with the very Pyodide the site ships:
//   node tools/precompile.mjs IN.zip OUT.zip [IN.zip OUT.zip ...]
// Each OUT.zip holds the sources and their __pycache__/*.pyc (unchecked-hash pycs, so the
// worker's unpacking, which resets file times, does not invalidate them). Importing
// precompiled modules saves the page about 120 ms of its start (docs/BENCHMARKS.md).
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) {
  console.error("usage: node tools/precompile.mjs IN.zip OUT.zip [...]");
  process.exit(2);
}
const py = await loadPyodide();
for (let i = 0; i < args.length; i += 2) {
  const dir = `/tmp/precompile/${i}`;
  py.unpackArchive(new Uint8Array(fs.readFileSync(args[i])), "zip", { extractDir: dir });
  py.runPython(`
import compileall, os, py_compile, zipfile
root = ${JSON.stringify(dir)}
ok = compileall.compile_dir(root, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("compileall failed")
# A zip of the contents only (sorted, no file times): two builds give the same bytes.
files = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)
with zipfile.ZipFile(root + ".zip", "w", zipfile.ZIP_DEFLATED) as zf:
    for rel in files:
        info = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        with open(os.path.join(root, rel), "rb") as fh:
            zf.writestr(info, fh.read(), zipfile.ZIP_DEFLATED)
`);
  fs.writeFileSync(args[i + 1], py.FS.readFile(`${dir}.zip`));
}
