"""Caduceus: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.caduceus import notation, view
from pyengine.games.caduceus.info import INFO
from pyengine.games.caduceus.rules import CONFIGS, Config, new_state

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return CONFIGS[INFO.normalize_options(options)["size"]]


GAME = register(GameFromParts(INFO, config_of=config_of, new_state=new_state, notation=notation, view=view))
