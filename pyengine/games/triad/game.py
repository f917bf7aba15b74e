"""Triad: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.triad import notation, view
from pyengine.games.triad.info import INFO
from pyengine.games.triad.rules import new_state

__all__ = ["INFO", "GAME"]

GAME = register(GameFromParts(INFO, new_state=lambda config: new_state(), notation=notation, view=view))
