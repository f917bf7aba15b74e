"""Chivalry: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.chivalry import notation, playout, view
from pyengine.games.chivalry.info import INFO
from pyengine.games.chivalry.rules import new_state

__all__ = ["INFO", "GAME"]


GAME = register(
    GameFromParts(INFO, new_state=lambda config: new_state(), notation=notation, view=view, playout=playout)
)
