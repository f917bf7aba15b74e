"""EinStein würfelt nicht!: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.catalogue import register
from pyengine.kit.bestof import BestOfGame
from pyengine.games.einstein import notation, playout, view
from pyengine.games.einstein.rules import Config, new_state
from pyengine.games.einstein.info import INFO

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    return Config(o["setup"], ("blue", "red").index(o["first"]))


GAME = register(
    BestOfGame(INFO, config_of=config_of, new_state=new_state, notation=notation, view=view, playout=playout)
)
