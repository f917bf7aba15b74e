"""Subdivide: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.subdivide import evaluation, notation, view
from pyengine.games.subdivide.info import INFO
from pyengine.games.subdivide.rules import Config, new_state

__all__ = ["INFO", "PARTS", "GAME", "config_of"]


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


#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    config_of=config_of,
    new_state=new_state,
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        record_options=notation.record_options,
        board_text=notation.board_text,
        list_turn=notation.list_turn,
    ),
    render=view.render,
    search=SearchHooks(
        evaluate=evaluation.evaluate,
        iterations_per_second=250,  # measured in Chromium, 2026-11-24: docs/BENCHMARKS.md
    ),
)

GAME = register(GameFromParts(PARTS))
