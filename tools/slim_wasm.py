"""The interpreter's wasm without what nothing calls (build.py, before xz).

Pyodide's wasm is built as a main module for dynamic linking: it exports every function (about
7,400) so that side modules (C extension packages) can link against it. The page loads no side
module (its stdlib and wheels are pure Python; tests/test_runtime_modules.py checks that nothing
is loaded from a shared library), so only the exports the JS glue (pyodide.asm.mjs, pyodide.mjs)
and the page's own JS name are kept; Binaryen's ``wasm-metadce`` (npm ``binaryen``) then drops
the exports nobody names and the code only they reached. It changes no function that stays.
Every data export (a global: the glue reads each of them) stays; so does the indirect function
table and all it holds, hence the built-in C modules (reached through ``PyImport_Inittab``).

Result (Pyodide 314.0.7): 9.60 MB -> 8.74 MB raw, xz 2.64 MB -> 2.47 MB; 7,415 function
exports -> 245. Cached by content in .cache/slim-wasm (metadce takes seconds).
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import tempfile
from pathlib import Path

__all__ = ["exports", "kept_exports", "slim"]

#: The wasm features Pyodide's build uses, so that Binaryen reads and writes them as they are
#: (``--all-features`` would write imports in an encoding browsers do not read yet).
FEATURES = [
    "--enable-exception-handling",
    "--enable-reference-types",
    "--enable-bulk-memory",
    "--enable-bulk-memory-opt",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-multivalue",
    "--enable-call-indirect-overlong",
]
VERSION = b"slim-wasm 1"  # bump when what is kept changes (the cache key)


def _leb(b: bytes, i: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        byte = b[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def _name(b: bytes, i: int) -> tuple[str, int]:
    n, i = _leb(b, i)
    return b[i : i + n].decode(), i + n


def _sections(wasm: bytes) -> dict[int, bytes]:
    if wasm[:8] != b"\0asm\1\0\0\0":
        raise ValueError("not a wasm module")
    out, i = {}, 8
    while i < len(wasm):
        sid = wasm[i]
        n, i = _leb(wasm, i + 1)
        if sid:
            out[sid] = wasm[i : i + n]
        i += n
    return out


def exports(wasm: bytes) -> list[tuple[str, int]]:
    """The module's exports as (name, kind): 0 function, 1 table, 2 memory, 3 global, 4 tag."""
    body = _sections(wasm).get(7, b"")
    out = []
    if body:
        count, j = _leb(body, 0)
        for _ in range(count):
            name, j = _name(body, j)
            kind = body[j]
            _, j = _leb(body, j + 1)
            out.append((name, kind))
    return out


def _imports(wasm: bytes) -> list[tuple[str, str]]:
    body = _sections(wasm).get(2, b"")
    out = []
    if body:
        count, j = _leb(body, 0)
        for _ in range(count):
            module, j = _name(body, j)
            field, j = _name(body, j)
            kind = body[j]
            j += 1
            if kind == 0:  # function: type index
                _, j = _leb(body, j)
            elif kind in (1, 2):  # table (reftype first) or memory: limits
                if kind == 1:
                    j += 1
                flags = body[j]
                _, j = _leb(body, j + 1)
                if flags & 1:
                    _, j = _leb(body, j)
            elif kind == 3:  # global: value type, mutability
                j += 2
            elif kind == 4:  # tag: attribute, type index
                _, j = _leb(body, j + 1)
            else:
                raise ValueError(f"import kind {kind} not understood")
            out.append((module, field))
    return out


def kept_exports(wasm: bytes, glue: str, others: list[str]) -> set[str]:
    """The exports to keep: every one that is not a function, and each function export whose
    name the JS names (``name`` or the glue's ``_name``) outside the glue's own list of exports
    (``assignWasmExports`` and the ``var`` declaring its names, which name all of them).
    Conservative: any token counts, so a name that is also a common word is kept."""
    start = glue.find("function assignWasmExports(")
    declared = glue.rfind("var ", 0, start)
    if start < 0 or declared < 0:
        raise ValueError("pyodide.asm.mjs has no assignWasmExports: tools/slim_wasm.py needs a look")
    depth, end = 0, start
    for end in range(glue.index("{", start), len(glue)):
        depth += {"{": 1, "}": -1}.get(glue[end], 0)
        if depth == 0:
            break
    declared_end = glue.index(";", declared)
    if declared_end > start or "_malloc" not in glue[declared:declared_end]:
        raise ValueError("pyodide.asm.mjs declares its exports differently: tools/slim_wasm.py needs a look")
    rest = glue[:declared] + glue[declared_end + 1 : start] + glue[end + 1 :] + "".join(others)
    tokens = set(re.findall(r"[A-Za-z_$][\w$]*", rest))
    return {name for name, kind in exports(wasm) if kind != 0 or name in tokens or f"_{name}" in tokens}


def slim(wasm: bytes, glue: str, others: list[str], node_modules: Path, cache: Path) -> bytes:
    """``wasm`` without the function exports no JS names and the code only they reach (see the
    module's doc); ``glue``: pyodide.asm.mjs; ``others``: the other JS that may call exports."""
    tool = node_modules / "binaryen" / "bin" / "wasm-metadce"
    version = json.loads((node_modules / "binaryen" / "package.json").read_text())["version"]
    digest = hashlib.sha256(VERSION + version.encode() + wasm + glue.encode())
    for text in others:
        digest.update(hashlib.sha256(text.encode()).digest())
    key = cache / (digest.hexdigest() + ".wasm")
    if key.exists():
        return key.read_bytes()
    keep = kept_exports(wasm, glue, others)
    graph = [
        {"name": f"e{n}", "export": name, **({"root": True} if name in keep else {})}
        for n, (name, _) in enumerate(exports(wasm))
    ]
    # The imports are JS: what they call back is named in the JS, hence kept already.
    graph += [{"name": f"i{n}", "import": [m, f]} for n, (m, f) in enumerate(_imports(wasm))]
    with tempfile.TemporaryDirectory() as tmp:
        src, out, spec = Path(tmp, "in.wasm"), Path(tmp, "out.wasm"), Path(tmp, "graph.json")
        src.write_bytes(wasm)
        spec.write_text(json.dumps(graph))
        subprocess.run(
            ["node", str(tool), *FEATURES, str(src), "-f", str(spec), "-o", str(out)],
            check=True,
            stdout=subprocess.DEVNULL,  # one line per thing removed
        )
        slimmed = out.read_bytes()
    left = {name for name, _ in exports(slimmed)}
    if left != keep:
        raise ValueError(f"wasm-metadce kept {len(left)} exports, not the {len(keep)} asked for")
    cache.mkdir(parents=True, exist_ok=True)
    key.write_bytes(slimmed)
    return slimmed
