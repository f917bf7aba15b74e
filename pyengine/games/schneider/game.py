"""Schneider von Gent: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.schneider import evaluation, notation, playout, view
from pyengine.games.schneider.rules import Config, new_state
from pyengine.games.schneider.info import INFO

__all__ = ["INFO", "PARTS", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    o = INFO.normalize_options(options)
    return Config(o["board"], o["mode"])


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
        action_words=notation.action_words,
    ),
    render=view.render,  # (a single game, or a match: its game in play and the match's table)
    search=SearchHooks(
        playout=playout.playout,
        evaluate=evaluation.evaluate,
        noisy=evaluation.noisy,
        # alpha-beta: strong against the baseline 8 of 10 in a trial (MCTS 5 of 10), 2026-11-27;
        # its ladders: docs/BENCHMARKS.md
        searcher="alphabeta",
        # measured in Chromium, 2026-11-27 (10,448 from the start): docs/BENCHMARKS.md's alpha-beta rate
        nodes_per_second=10000,
        iterations_per_second=2200,  # measured in Chromium: docs/BENCHMARKS.md
        plain_iterations_per_second=140,  # easy's plain random playouts: 142 it/s in the page (2026-11-23)
    ),
)

GAME = register(GameFromParts(PARTS))
