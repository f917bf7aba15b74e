"""Schneider von Gent: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.schneider import notation, playout, view
from pyengine.games.schneider.rules import Config, new_state
from pyengine.games.schneider.info import INFO

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    return Config(o["board"], o["mode"])


#: The game: its parts (rules, notation, view, the AI's playout) put together.
GAME = register(
    GameFromParts(
        INFO, config_of=config_of, new_state=new_state, notation=notation, view=view, playout=playout
    )
)
