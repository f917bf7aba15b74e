"""What the browser worker runs once Pyodide is up: prepare imports, return the bridge.

svgwrite imports ``urllib.request`` at module level for embedding web fonts, which we never
do; in Pyodide that import drags in http, email and ssl modules and costs start-up time, so
the worker gets a stand-in that refuses to fetch.
"""
from __future__ import annotations

import sys
import types

from pyengine.app.bridge import Bridge

__all__ = ["start"]


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
