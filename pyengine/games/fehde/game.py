"""Fehde: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.fehde import notation, view
from pyengine.games.fehde.info import INFO
from pyengine.games.fehde.rules import Config, new_state

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return Config(INFO.normalize_options(options)["first"])


GAME = register(GameFromParts(INFO, config_of=config_of, new_state=new_state, notation=notation, view=view))
