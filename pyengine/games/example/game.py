"""Shuttle (example): the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.example import notation, view
from pyengine.games.example.rules import new_state
from pyengine.games.example.info import INFO

__all__ = ["INFO", "GAME"]


GAME = register(GameFromParts(INFO, new_state=new_state, notation=notation, view=view), listed=False)
