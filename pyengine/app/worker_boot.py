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
    """Stub ``urllib.request`` (if not yet imported), import every game, return a bridge."""
    if "urllib.request" not in sys.modules:
        stub = types.ModuleType("urllib.request")
        stub.urlopen = _no_urlopen
        sys.modules["urllib.request"] = stub
    from pyengine.core import all_games

    all_games()
    return Bridge()


def warm_everything() -> None:
    """Before the build freezes the interpreter (tools/snapshot.mjs): import and read everything
    a later command could need lazily, since a snapshot holds memory, not files. Every module of
    the engine, every game with every value of each option (boards, tilings, svgwrite's lazy
    imports through drawing), a round through the bridge; then a fixed random state (the
    worker re-seeds after the restore) and a collection."""
    import gc
    import importlib
    import json
    import pkgutil
    import random

    import pyengine
    from pyengine.app.controller import Match
    from pyengine.core import all_games

    # Collected as it goes: the wasm heap never shrinks, and a snapshot of a grown heap would not
    # restore (tools/snapshot.mjs), so the peak must stay low, not only the end.
    gc.collect()
    for info in pkgutil.walk_packages(pyengine.__path__, "pyengine."):
        if info.name not in _NOT_IN_THE_BROWSER:
            importlib.import_module(info.name)
    for game in all_games():
        sets = [{}] + [{o.key: v} for o in game.info.options for v in o.values]
        for options in sets:
            match = Match(game.info.id, options, seed=0)
            ui = {"targets": match.next_targets(), "selected": [], "last": []}
            game.render(match.state, ui)
            match.record()
            game.exports(match.actions)
        gc.collect()
    bridge = Bridge()
    bridge.handle(json.dumps({"cmd": "init", "query": "game=cross&moves=i6", "saved": None}))
    bridge.handle(json.dumps({"cmd": "click", "target": "k4"}))
    random.seed(0)
    gc.collect()


#: Modules the page never runs (the command line and its argparse), left out of the snapshot.
_NOT_IN_THE_BROWSER = frozenset({"pyengine.__main__", "pyengine.cli"})


def exercise(game_id: str = "") -> float:
    """After a restore from the snapshot: run the paths of a click once on a scratch bridge (the
    page's game: a new game, a click, an undo; every game without ``game_id``), so that the browser compiles the interpreter's code
    for them now, while the person looks at the board, and not on the first click. Returns
    the milliseconds it took."""
    import json
    import time

    from pyengine.core import all_games

    t0 = time.perf_counter()
    bridge = Bridge()
    for game in all_games():
        if game_id and game.info.id != game_id:
            continue
        view = json.loads(bridge.handle(json.dumps({"cmd": "new", "game": game.info.id})))
        for target in view["targets"][:1]:
            bridge.handle(json.dumps({"cmd": "click", "target": target}))
        bridge.handle(json.dumps({"cmd": "undo"}))
    return (time.perf_counter() - t0) * 1000
