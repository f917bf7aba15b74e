"""Plexus: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.plexus import notation, playout, view
from pyengine.games.plexus.info import INFO
from pyengine.games.plexus.rules import Config, new_state

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return Config(INFO.normalize_options(options)["n"])


GAME = register(
    GameFromParts(
        INFO, config_of=config_of, new_state=new_state, notation=notation, view=view, playout=playout
    )
)
