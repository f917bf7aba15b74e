"""Subdivide: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.subdivide import notation, view
from pyengine.games.subdivide.info import INFO
from pyengine.games.subdivide.rules import Config, new_state

__all__ = ["INFO", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    return Config(
        rules=o["rules"],
        nested=o["nested"],
        layout=o["layout"],
        rows=o["rows"],
        cols=o["cols"],
        dots=o["dots"],
        lattice=o["lattice"],
        players=o["players"],
        rounds_each=o["rounds_each"],
    )


GAME = register(GameFromParts(INFO, config_of=config_of, new_state=new_state, notation=notation, view=view))
