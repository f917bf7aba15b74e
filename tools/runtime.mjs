// The browser's Python, made at build time with the very Pyodide the site ships:
//   node tools/runtime.mjs PYODIDE_DIR STAGING_DIR PARTS_JSON
// PARTS_JSON lists [name, source zip, kind ("zip" | "wheel")]. For each part this writes
// STAGING_DIR/<name>.zip: its Python modules compiled to sourceless .pyc (the sources are not
// shipped: a phone downloads half the bytes and compiles nothing), its data files as they are,
// stored uncompressed (build.py compresses the whole archive with xz, which finds more across
// files than zip's per-file deflate). Then every game is exercised (pyengine.app.worker_boot),
// and the standard-library modules Python loaded are written, compiled the same way, as
// STAGING_DIR/python_stdlib.zip: the page's stdlib holds only what Pyodide's start and the
// engine need (150 of 614 files). Finally a fresh Pyodide with that stdlib exercises every game
// again, so a module missing from it fails the build, not the page.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, staging, partsJson] = process.argv.slice(2);
if (!partsJson) {
  console.error("usage: node tools/runtime.mjs PYODIDE_DIR STAGING_DIR PARTS_JSON");
  process.exit(2);
}
const parts = JSON.parse(fs.readFileSync(partsJson, "utf8"));
const indexURL = path.resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);

// Compile every .py under `root` to a sourceless .pyc (unchecked hash: unpacking resets file
// times) and zip the tree stored, sorted, without file times: two builds give the same bytes.
const COMPILE = `
import importlib.util, marshal, os, types, zipfile

def flat_lines(code):
    """The code with every instruction on its def line: a line table a sixth of the usual size
    (tracebacks still name the file and function; the stdlib's lines are not worth 0.3 MB)."""
    table, units = bytearray(), len(code.co_code) // 2
    while units > 0:
        n = min(8, units)
        table += bytes([0x80 | (13 << 3) | (n - 1), 0])  # "no columns", line delta 0
        units -= n
    consts = tuple(flat_lines(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=bytes(table), co_consts=consts)

def compiled_zip(root, out, names=None, optimize=0, flat=False):
    files = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as zf:
        for rel in files:
            if "__pycache__" in rel or rel.endswith(".pyc") or (names is not None and rel not in names):
                continue
            with open(os.path.join(root, rel), "rb") as fh:
                data = fh.read()
            if rel.endswith(".py"):
                code = compile(data, rel, "exec", dont_inherit=True, optimize=optimize)
                if flat:
                    code = flat_lines(code)
                data = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + bytes(8) + marshal.dumps(code)
                rel += "c"
            info = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
`;

async function unpackAll(py, suffix) {
  const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const [name, , kind] of parts) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(staging, `${name}.zip`)));
    py.unpackArchive(bytes, "zip", { extractDir: kind === "wheel" ? site : "/home/pyodide/kabinett" });
  }
  return py.runPython(`
import sys
sys.path.insert(0, '/home/pyodide/kabinett')
from pyengine.app.worker_boot import start, exercise_everything
start()
exercise_everything()
`);
}

// 1. The parts, compiled.
const py = await loadPyodide({ indexURL, fullStdLib: false });
py.runPython(COMPILE);
for (const [name, source] of parts) {
  const dir = `/tmp/parts/${name}`;
  py.unpackArchive(new Uint8Array(fs.readFileSync(source)), "zip", { extractDir: dir });
  py.runPython(`compiled_zip(${JSON.stringify(dir)}, "/tmp/parts/${name}.zip")`);
  fs.writeFileSync(path.join(staging, `${name}.zip`), py.FS.readFile(`/tmp/parts/${name}.zip`));
}
// 2. What the standard library must hold: every module loaded from it while every game runs.
await unpackAll(py);
const used = JSON.parse(py.runPython(`
import json, sys, zipfile
zipname = next(p for p in sys.path if p.endswith(".zip"))
used = set()
for m in list(sys.modules.values()):
    f = getattr(m, "__file__", None) or ""
    if f.startswith(zipname + "/"):
        used.add(f[len(zipname) + 1:])
# Codecs are looked up by name at run time; keep the common ones.
with zipfile.ZipFile(zipname) as z:
    names = set(z.namelist())
used |= {n for n in names if n.startswith("encodings/") and n.split("/")[1] in
         ("__init__.py", "aliases.py", "utf_8.py", "latin_1.py", "ascii.py", "utf_16.py", "utf_32.py", "cp437.py")}
import shutil
shutil.rmtree("/tmp/std", ignore_errors=True)
with zipfile.ZipFile(zipname) as z:
    z.extractall("/tmp/std")
compiled_zip("/tmp/std", "/tmp/python_stdlib.zip", used, optimize=2, flat=True)  # no docstrings, flat lines
json.dumps(sorted(used))
`));
fs.writeFileSync(path.join(staging, "python_stdlib.zip"), py.FS.readFile("/tmp/python_stdlib.zip"));
// 3. A fresh interpreter on that stdlib runs every game again.
const check = await loadPyodide({ indexURL, fullStdLib: false, stdLibURL: path.join(staging, "python_stdlib.zip") });
await unpackAll(check);
console.log(`runtime: ${parts.length} parts compiled; stdlib ${used.length} modules; checked`);
