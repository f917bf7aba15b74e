"""Karls Rennen: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.catalogue import register
from pyengine.kit.bestof import BestOfGame
from pyengine.games.karls import notation, playout, view
from pyengine.games.karls.rules import Config, new_state
from pyengine.games.karls.info import INFO

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    first = ("White", "Black").index(o["first"]) if o["players"] == 2 else 0
    return Config(o["players"], o["mirror"] == "on", first)


GAME = register(
    BestOfGame(
        INFO,
        config_of=config_of,
        new_state=new_state,
        notation=notation,
        view=view,
        playout=playout,
        # A series of two-player games only.
        series_value=lambda options: options["match"] if options["players"] == 2 else "single",
    )
)
