"""What the browser worker runs once Pyodide is up: prepare imports, return the bridge.

svgwrite imports ``urllib.request`` at module level for embedding web fonts, which we never
do; in Pyodide that import drags in http, email and ssl modules and costs start-up time, so
the worker gets a stand-in that refuses to fetch.
"""

from __future__ import annotations

import sys
import types
from typing import Any, NoReturn

from pyengine.app.bridge import Bridge

__all__ = ["start", "exercise_everything", "exercise"]


def _no_urlopen(*args: Any, **kwargs: Any) -> NoReturn:
    raise OSError("Kabinett fetches nothing from Python in the browser")


def start() -> Bridge:
    """Stub ``urllib.request`` (if not yet imported), read the catalogue, return a bridge (a
    game's code is imported when it is opened: pyengine/catalogue.py)."""
    if "urllib.request" not in sys.modules:
        stub = types.ModuleType("urllib.request")
        setattr(stub, "urlopen", _no_urlopen)  # noqa: B010 (a module's attribute mypy cannot see)
        sys.modules["urllib.request"] = stub
    from pyengine.catalogue import all_infos

    all_infos()
    return Bridge()


def exercise_everything() -> None:
    """At build time (tools/runtime.mjs): import and run every game's code as the page may, so
    that every module of the standard library it loads is known (the page's stdlib holds only
    those): each game with every value of each option drawn, written and exported, a bridge
    opening it, a click, the computer's move and a hint."""
    import json

    from pyengine.ai import level_names
    from pyengine.app.controller import Match
    from pyengine.catalogue import every_id, get_game

    import pyengine.app.arena  # noqa: F401  (the benchmarks' command)

    for gid in every_id():
        game = get_game(gid)
        every: list[dict[str, Any]] = [{}] + [{o.key: v} for o in game.info.options for v in o.values]
        for options in every:
            match = Match(gid, options, seed=0)
            game.render(match.state, {"targets": match.next_targets(), "selected": [], "last": []})
            match.record()
            match.exports()
        bridge = Bridge()
        n = len(game.seat_names(game.info.normalize_options()))
        view = json.loads(bridge.handle(json.dumps({"cmd": "new", "game": gid, "seats": ["human"] * n})))
        for target in view["targets"][:1]:
            bridge.handle(json.dumps({"cmd": "click", "target": target}))
        bridge.handle(json.dumps({"cmd": "hint", "seconds": 0.05}))
        bridge.handle(json.dumps({"cmd": "seats", "seats": [level_names()[0]] * n}))
        bridge.handle(json.dumps({"cmd": "ai"}))
        bridge.handle(json.dumps({"cmd": "settings", "record": True}))
        bridge.handle(json.dumps({"cmd": "view"}))


def exercise(game_id: str) -> float:
    """Once the engine is up: run the paths of a click once on a scratch bridge (a
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
