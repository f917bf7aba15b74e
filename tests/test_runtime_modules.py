"""The interpreter the page ships can import everything the engine may import: in the real page's
engine worker, every module of the engine and its games, every module of the stdlib the build
ships, the wheels, and every module built into the interpreter (the build trims the
interpreter's exports, tools/slim_wasm.py: nothing reachable may go). Found statically, so a
module imported only on a path no game exercises at build time (tools/runtime.mjs) counts too."""

from __future__ import annotations

import ast
import importlib
import json
import lzma
import re
import zipfile
from io import BytesIO
from pathlib import Path

import pytest

from browser import DIST, open_play
from tools.packing import engine_parts, imported_tops

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
#: Modules of the engine's sources that the page never reaches, and why.
NOT_IN_PAGE = {
    "pyengine.cli": "the command line",
    "pyengine.__main__": "the command line",
    "argparse": "pyengine/cli.py only",
    "babel": "pyengine/i18n.py compiles the catalogues in the source tree only",
}


def _module(rel: str) -> str:
    """The module a file under a sys.path entry holds (``a/b/__init__.pyc`` -> ``a.b``)."""
    parts = rel.rsplit(".", 1)[0].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _shipped_stdlib() -> list[str]:
    data = lzma.decompress((DIST / "pyodide" / "python_stdlib.zip.xz").read_bytes())
    with zipfile.ZipFile(BytesIO(data)) as z:
        return sorted({_module(n) for n in z.namelist() if n.endswith((".py", ".pyc"))})


def _dotted_imports(paths: list[Path]) -> set[str]:
    """Every absolute module name the files import (``from a.b import c``: ``a.b``)."""
    names = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return names


def _wanted() -> tuple[list[str], list[str]]:
    """(the game packages' ids, the modules to import)."""
    from pyengine import games

    packages = list(games.CATALOGUE + games.UNLISTED)
    parts = engine_parts(ROOT, packages)
    paths = [p for part in parts.values() for p in part if p.suffix == ".py"]
    engine = {_module(p.relative_to(ROOT).as_posix()) for p in paths}
    modules = engine | _dotted_imports(paths) | imported_tops(paths) | set(_shipped_stdlib())
    ids = [importlib.import_module(f"pyengine.games.{p}.info").INFO.id for p in packages]
    return ids, sorted(m for m in modules if m.split(".")[0] not in NOT_IN_PAGE and m not in NOT_IN_PAGE)


# Every game's part unpacked first (the worker fetches a game's part when it is opened), then
# the import check; the worker answers commands in order.
ASK = """async ([ids, modules]) => {
  const worker = window.kabinett.worker;
  const answer = new Promise((resolve) => {
    worker.addEventListener("message", (e) => {
      if (e.data.includes('"event": "imports"')) resolve(e.data);
    });
  });
  for (const game of ids) worker.postMessage(JSON.stringify({ cmd: "new", game }));
  worker.postMessage(JSON.stringify({ cmd: "imports", modules, builtins: true }));
  return await answer;
}"""


def test_every_module_the_engine_may_import_imports_in_the_page(guarded, site):
    make, guard, console = guarded
    ids, modules = _wanted()
    assert len(ids) >= 13 and "json" in modules and "pyengine.games.cross.rules" in modules
    page = open_play(make(), site)
    page.set_default_timeout(180_000)
    answer = json.loads(page.evaluate(ASK, [ids, modules]))
    failed = answer["failed"]
    assert {name: why for name, why in failed.items() if name in modules} == {}
    # A built-in C module may need a stdlib module the build does not ship (_decimal: numbers):
    # the engine imports none of them; any other failure is the interpreter's.
    shipped = set(_shipped_stdlib())
    for name, why in failed.items():
        needed = re.findall(r"module (?:named )?['\"]([\w.]+)['\"]", why)
        assert needed and not shipped & set(needed), f"{name}: {why}"
    assert answer["shared"] == []  # no C extension loaded from a shared library (side module)
    assert not guard.outside
