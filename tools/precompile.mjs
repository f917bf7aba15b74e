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
import compileall, py_compile, shutil, sys
ok = compileall.compile_dir(${JSON.stringify(dir)}, quiet=1,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("compileall failed")
shutil.make_archive(${JSON.stringify(dir)}, "zip", ${JSON.stringify(dir)})
`);
  fs.writeFileSync(args[i + 1], py.FS.readFile(`${dir}.zip`));
}
