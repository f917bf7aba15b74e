"""What a game's package says of itself for the shared tests (pyengine/games/<game>/hints.py,
not shipped): a new game adds data there, never a branch on its id to a shared test."""

from __future__ import annotations

import importlib
from typing import Any

from pyengine.catalogue import package_of

#: What a game that says nothing gets (hints.py PLAY): random games per option set, rounds and
#: actions of a record's round trip, search nodes for the golden wins, golden wins at easy,
#: actions of the game every meta action is tried at (tests/test_meta_actions.py).
PLAY = {"games": 25, "rounds": 8, "max_actions": 400, "win_nodes": 20_000, "easy_wins": 4, "meta_actions": 36}


def hint(game_id: str, name: str, default: Any = None) -> Any:
    """The package's ``hints.name``, or ``default`` (also where the package has no hints.py)."""
    name_of = f"pyengine.games.{package_of(game_id)}.hints"
    try:
        module = importlib.import_module(name_of)
    except ModuleNotFoundError as e:
        if e.name != name_of:
            raise
        return default
    return getattr(module, name, default)


def play(game_id: str, key: str) -> Any:
    """How much play the shared tests afford the game (``PLAY``'s ``key``)."""
    return hint(game_id, "PLAY", {}).get(key, PLAY[key])
