"""What the browser worker runs once Pyodide is up: prepare imports, return the bridge.

svgwrite imports ``urllib.request`` at module level for embedding web fonts, which we never
do; in Pyodide that import drags in http, email and ssl modules and costs start-up time, so
the worker gets a stand-in that refuses to fetch.
"""
from __future__ import annotations

import sys
import types

from pyengine.app.bridge import Bridge

__all__ = ["start", "warm_everything", "exercise"]


def _no_urlopen(*args, **kwargs):
    raise OSError("Kabinett fetches nothing from Python in the browser")


def start() -> Bridge:
    """Stub ``urllib.request`` (if not yet imported), read the catalogue, return a bridge (a
    game's code is imported when it is opened: pyengine/core/registry.py)."""
    if "urllib.request" not in sys.modules:
        stub = types.ModuleType("urllib.request")
        stub.urlopen = _no_urlopen
        sys.modules["urllib.request"] = stub
    from pyengine.core import all_infos

    all_infos()
    return Bridge()


def snapshot_games() -> tuple[str, ...]:
    """The games whose code the build's snapshot holds: the catalogue's first (what most visits
    open). Every other game is imported when it is opened, so the snapshot stays within the
    heap it can be restored into (30 MiB) however many games the catalogue has."""
    from pyengine.core import all_infos

    return (all_infos()[0].id,)


def _engine_modules() -> list[str]:
    """Every module of the engine the page may run, but of the games only their metadata and the
    packages of :func:`snapshot_games` (found without importing the other game packages)."""
    import pkgutil

    import pyengine
    from pyengine import games
    from pyengine.core.registry import package_of

    held = {package_of(g) for g in snapshot_games()}
    names = []
    # pkgutil.walk_packages would import every game package to look inside: list by hand.
    for top in pkgutil.iter_modules(pyengine.__path__, "pyengine."):
        if top.name in _NOT_IN_THE_BROWSER or top.name == "pyengine.games":
            continue
        names.append(top.name)
        if top.ispkg:
            sub = f"{pyengine.__path__[0]}/{top.name.split('.')[1]}"
            names += [m.name for m in pkgutil.iter_modules([sub], top.name + ".")]
    names.append("pyengine.games")
    for package in games.CATALOGUE + games.UNLISTED:
        names.append(f"pyengine.games.{package}.info")
        if package in held:
            names += [m.name for m in pkgutil.iter_modules([f"{games.__path__[0]}/{package}"], f"pyengine.games.{package}.")]
    return names


def warm_everything() -> None:
    """Before the build freezes the interpreter (tools/snapshot.mjs): import and read everything
    a later command could need lazily, since a snapshot holds memory, not files. Every module of
    the engine (of the games: see :func:`snapshot_games`), those games with every value of each
    option (boards, svgwrite's lazy imports through drawing), a round through the bridge; then a
    fixed random state (the worker re-seeds after the restore) and a collection."""
    import gc
    import importlib
    import json
    import random

    from pyengine.app.controller import Match
    from pyengine.core import get_game

    # Collected as it goes: the wasm heap never shrinks, and a snapshot of a grown heap would not
    # restore (tools/snapshot.mjs), so the peak must stay low, not only the end.
    gc.collect()
    for name in _engine_modules():
        importlib.import_module(name)
    for game in [get_game(g) for g in snapshot_games()]:
        sets = [{}] + [{o.key: v} for o in game.info.options for v in o.values]
        for options in sets:
            match = Match(game.info.id, options, seed=0)
            ui = {"targets": match.next_targets(), "selected": [], "last": []}
            game.render(match.state, ui)
            match.record()
            match.exports()
        gc.collect()
    bridge = Bridge()
    first = snapshot_games()[0]
    view = json.loads(bridge.handle(json.dumps({"cmd": "init", "query": f"game={first}", "saved": None})))
    for target in view["targets"][:2]:
        bridge.handle(json.dumps({"cmd": "click", "target": target}))
    random.seed(0)
    gc.collect()


#: Modules the page never runs (the command line and its argparse), left out of the snapshot.
_NOT_IN_THE_BROWSER = frozenset({"pyengine.__main__", "pyengine.cli"})


def exercise(game_id: str) -> float:
    """After a restore from the snapshot: run the paths of a click once on a scratch bridge (a
    new game of the page's game, a click, an undo), so that the browser compiles the interpreter's
    code for them now, while the person looks at the board, and not on the first click. Returns
    the milliseconds it took."""
    import json
    import time

    t0 = time.perf_counter()
    bridge = Bridge()
    view = json.loads(bridge.handle(json.dumps({"cmd": "new", "game": game_id})))
    for target in view["targets"][:1]:
        bridge.handle(json.dumps({"cmd": "click", "target": target}))
    bridge.handle(json.dumps({"cmd": "undo"}))
    return (time.perf_counter() - t0) * 1000
