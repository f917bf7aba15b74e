"""The build's vendored runtimes (tools/build_site.py): Pyodide, which runs the engine in a
worker, xz-decompress, which inflates it, and PyScript with MicroPython, which run the page's glue.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from tools.bootstrap import NODE, WEB
from tools.slim_wasm import slim

if TYPE_CHECKING:
    from tools.build_site import Site

__all__ = ["MICROPYTHON_FILES", "PYSCRIPT_UNUSED", "glue_files", "micropython", "pyodide", "pyscript"]

MICROPYTHON_FILES = ["micropython.mjs", "micropython.wasm"]
# PyScript chunks the page never loads: the editor's CodeMirror, the terminal's xterm, the
# Pyodide flavour (py-<hash>.js) and its package graph, and the plugins play.html's <py-config>
# turns off (measured: tests/test_first_visit.py records every request).
PYSCRIPT_UNUSED = re.compile(
    r"^(codemirror|xterm|pyodide_graph|service-worker|storage|py-[A-Za-z0-9_-]{8}\.js$"
    r"|py-editor-|py-terminal-|py-game-|donkey-|deprecations-manager-)"
)


def pyodide(site: Site) -> None:
    """Pyodide: its loader as it is, the interpreter (wasm and its JS) xz-compressed, inflated by
    the worker with xz-decompress (web/worker.js; ``xz.mjs``); xz is a fifth smaller than a host's
    gzip and does not depend on the host compressing at all."""
    site.put("pyodide/pyodide.mjs", (NODE / "pyodide" / "pyodide.mjs").read_bytes())
    # The wasm without the exports only side modules would use, which the page never loads
    # (tools/slim_wasm.py): a sixteenth fewer bytes to download.
    glue = (NODE / "pyodide" / "pyodide.asm.mjs").read_text()
    named = [(NODE / "pyodide" / "pyodide.mjs").read_text()]
    named += [p.read_text() for p in sorted(WEB.glob("*.js"))]
    wasm = slim(
        (NODE / "pyodide" / "pyodide.asm.wasm").read_bytes(), glue, named, NODE, site.cache / "slim-wasm"
    )
    site.put("pyodide/pyodide.asm.wasm.xz", site.xz(wasm))
    site.put("pyodide/pyodide.asm.mjs.xz", site.xz(glue.encode()))
    umd = (NODE / "xz-decompress/dist/package/xz-decompress.min.js").read_text()
    site.put(
        "xz.mjs",
        (
            "// xz-decompress 0.2.3 (MIT; xz-embedded: public domain), wrapped as a module by build.py\n"
            "const module = { exports: {} }; const exports = module.exports; const require = () => ({});\n"
            f"{umd}\nexport const XzReadableStream = module.exports.XzReadableStream;\n"
        ).encode(),
    )


def micropython(site: Site) -> None:
    """MicroPython for PyScript, which runs the page's glue (web/glue.py)."""
    for name in MICROPYTHON_FILES:
        site.put(
            f"micropython/{name}",
            (NODE / "@micropython/micropython-webassembly-pyscript" / name).read_bytes(),
        )


def pyscript(site: Site) -> None:
    """PyScript's scripts and styles, all of them, but only those the page loads precached."""
    for path in sorted((NODE / "@pyscript/core/dist").iterdir()):
        if path.suffix in (".js", ".css"):
            used = not PYSCRIPT_UNUSED.match(path.name)
            site.put(f"pyscript/{path.name}", path.read_bytes(), cache=used)


def glue_files(dist: Path) -> list[list[str]]:
    """The files the page's glue loads, which boot.js asks for at once: PyScript's core chunk
    and the one it imports for an mpy script, MicroPython, the glue's own Python."""
    core = re.search(r'from\s*"\./(core-[\w-]+\.js)"', (dist / "pyscript/core.js").read_text())
    errors = sorted(p.name for p in (dist / "pyscript").glob("error-*.js"))
    if not core or len(errors) != 1:
        sys.exit("build.py: PyScript's chunks changed: glue_files() names them")
    modules = [f"pyscript/{core.group(1)}", f"pyscript/{errors[0]}", "micropython/micropython.mjs"]
    fetched = [
        "micropython/micropython.wasm",
        "glue.py",
        "page.py",
        "paint.py",
        "events.py",
        "panels.py",
        "movelist.py",
        "far.py",
        "graph.py",
        "replay.py",
        "builder.py",
        "voice.py",
        "wire.py",
    ]
    return [[m, "module"] for m in modules] + [[f, "fetch"] for f in fetched]
