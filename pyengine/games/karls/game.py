"""Karls Rennen: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.bestof import BestOfGame, SeriesView
from pyengine.games.karls import evaluation, notation, playout, view
from pyengine.games.karls.rules import Config, new_state
from pyengine.games.karls.info import INFO

__all__ = ["INFO", "PARTS", "SERIES", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    first = ("White", "Black").index(o["first"]) if o["players"] == 2 else 0
    return Config(o["players"], o["mirror"] == "on", first)


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
        playout=playout.playout,
        evaluate=evaluation.evaluate,
        noisy=evaluation.noisy,
        # measured in Chromium (under load, so on the low side): docs/BENCHMARKS.md
        iterations_per_second=4900,
        plain_iterations_per_second=900,  # easy's plain random playouts: 927 it/s in the page (2026-11-23)
        # medium and strong: expectimax over the rolls with the race tables (MCTS's strong and
        # medium scored 40 % and 40 % of 10 against the baseline; a search four turns deep 58 % of 50)
        searcher="alphabeta",
        nodes_per_second=14000,  # in Chromium, 2026-11-27 (14,158, machine loaded): docs/BENCHMARKS.md
    ),
)

#: A series is shown by the same view and board text (they take a game or a series of it).
SERIES = SeriesView(render=view.render, board_text=notation.board_text)

GAME = register(
    BestOfGame(
        PARTS,
        SERIES,
        # A series of two-player games only.
        series_value=lambda options: options["match"] if options["players"] == 2 else "single",
    )
)
