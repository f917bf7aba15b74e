"""The build's engine (tools/build_site.py): the engine in parts (a core and one per game, as
tools/packing.py splits it) and the wheels, compiled for Pyodide's Python by tools/runtime.mjs,
which also makes the stdlib the page needs, each xz-compressed; the engine's words in the other
languages, a catalogue per part; and the worker (web/worker.js) that knows which archives to fetch.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pyengine.catalogue import default_game
from tools.bootstrap import NODE, ROOT, WEB, run
from tools.i18n import compiled, part_messages
from tools.packing import engine_parts, imported_tops, stored_zip

if TYPE_CHECKING:
    from tools.build_site import Site

__all__ = ["engine_archives", "language_parts", "worker"]


def engine_archives(site: Site, wheels: list[Path], packages: list[str], others: list[str]) -> dict[str, Any]:
    """``py/*.zip.xz`` and ``pyodide/python_stdlib.zip.xz`` in dist/; returns which archives the
    worker fetches for the core, for each game and for each language other than English."""
    parts = engine_parts(ROOT, packages)
    staging = site.cache / "staging"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    sources = []
    for name, paths in parts.items():
        (staging / f"src-{name}.zip").write_bytes(stored_zip(ROOT, paths))
        sources.append([name, str(staging / f"src-{name}.zip"), "zip"])
    # The engine's words in the other languages (pyengine/i18n.py), a catalogue per part: a page
    # in that language fetches the core's and the opened game's with them; English fetches none.
    worded = language_parts(parts, others)
    for rel, data in worded.items():
        site.put(rel, site.xz(data))
    tops = {w.name.split("-")[0].lower(): w for w in wheels}
    sources += [[top, str(w), "wheel"] for top, w in tops.items()]
    (staging / "parts.json").write_text(json.dumps(sources))
    node = shutil.which("node")
    if not node:
        sys.exit("build.py: Node.js is needed (it runs Pyodide to compile the engine and its stdlib)")
    run(
        [
            node,
            str(ROOT / "tools" / "runtime.mjs"),
            str(NODE / "pyodide"),
            str(staging),
            str(staging / "parts.json"),
        ],
        cwd=ROOT,
    )
    site.put("pyodide/python_stdlib.zip.xz", site.xz((staging / "python_stdlib.zip").read_bytes()))
    for name, _, _ in sources:
        site.put(f"py/{name}.zip.xz", site.xz((staging / f"{name}.zip").read_bytes()))
    core_wheels = sorted(t for t in imported_tops(parts["core"]) if t in tops)
    archives: dict[str, Any] = {
        "core": [["py/core.zip.xz", "zip"]] + [[f"py/{t}.zip.xz", "wheel"] for t in core_wheels],
        "games": {},
        "languages": {lang: {"core": [[f"py/{lang}-core.zip.xz", "zip"]], "games": {}} for lang in others},
    }
    for package in packages:
        info = importlib.import_module(f"pyengine.games.{package}.info").INFO
        own = sorted(t for t in imported_tops(parts[f"game-{package}"]) if t in tops and t not in core_wheels)
        archives["games"][info.id] = [[f"py/game-{package}.zip.xz", "zip"]] + [
            [f"py/{t}.zip.xz", "wheel"] for t in own
        ]
        for lang in others:
            if f"py/{lang}-game-{package}.zip.xz" in worded:
                archives["languages"][lang]["games"][info.id] = [[f"py/{lang}-game-{package}.zip.xz", "zip"]]
    return archives


def language_parts(parts: dict[str, list[Path]], languages: list[str]) -> dict[str, bytes]:
    """``py/<lang>-<part>.zip``: for each engine part, a zip holding its words in ``lang`` as
    ``locale/<lang>/LC_MESSAGES/<part>.mo`` (the messages its files mark and, for a game, its
    rules texts: tools/i18n.py ``part_messages``), for the games whose texts are in ``lang``."""
    out = {}
    for lang in languages:
        po = ROOT / "locale" / f"{lang}.po"
        for name, paths in parts.items():
            game_id = ""
            if name.startswith("game-"):
                info = importlib.import_module(f"pyengine.games.{name[5:]}.info").INFO
                if lang not in info.languages:
                    continue
                game_id = info.id
            mo = compiled(po, part_messages(paths, game_id, lang))
            out[f"py/{lang}-{name}.zip.xz"] = stored_zip(
                ROOT, [], {f"locale/{lang}/LC_MESSAGES/{name}.mo": mo}
            )
    return out


def worker(site: Site, archives: dict[str, Any]) -> None:
    """``worker.js``: the engine's worker with the archives it fetches, Pyodide's lock, the default
    game, and the name of its cache of inflated archives (their digest: a new build, a new cache)."""
    lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text())
    script = (WEB / "worker.js").read_text().replace("__ARCHIVES__", json.dumps(archives))
    script = script.replace("__LOCK__", json.dumps(json.dumps({"info": lock["info"], "packages": {}})))
    script = script.replace("__DEFAULT_GAME__", json.dumps(default_game().info.id))
    inflated = hashlib.sha256(
        b"".join((site.dist / rel).read_bytes() for rel in sorted(site.precache) if rel.endswith(".xz"))
    )
    script = script.replace("__INFLATED__", json.dumps("kabinett-inflated-" + inflated.hexdigest()[:16]))
    site.put("worker.js", script.encode())
