"""EinStein würfelt nicht!: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.bestof import BestOfGame, SeriesView
from pyengine.games.einstein import evaluation, notation, playout, view
from pyengine.games.einstein.rules import Config, new_state
from pyengine.games.einstein.info import INFO

__all__ = ["INFO", "PARTS", "SERIES", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    return Config(o["setup"], ("blue", "red").index(o["first"]))


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
        listed=notation.listed,
    ),
    render=view.render,
    search=SearchHooks(
        playout=playout.playout,
        evaluate=evaluation.evaluate,
        noisy=evaluation.noisy,
        # measured in Chromium: 5,537 and 5,122 it/s in two page runs (docs/BENCHMARKS.md)
        iterations_per_second=5100,
        plain_iterations_per_second=730,  # easy's plain random playouts: 732 it/s in the page (2026-11-23)
        # Alpha-beta (expectimax over the rolls, the race tables at the leaves, 26,518 positions/s
        # in Chromium) was tried, not adopted: strong 55 % and medium 50 % of 20 against the
        # baseline, but strong only 50 % of 20 against easy (MCTS: 72 % of 400); 2026-11-27.
        # The race's chances are borne out by greedy self-play (evaluation.py): the analysis
        # judges a move by them too (strong against random, 4 games: docs/BENCHMARKS.md).
        calibrated=True,
    ),
)

#: A series is shown by the same view and board text (they take a game or a series of it).
SERIES = SeriesView(render=view.render, board_text=notation.board_text)

GAME = register(BestOfGame(PARTS, SERIES))
