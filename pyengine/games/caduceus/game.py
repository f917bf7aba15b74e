"""Caduceus: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.caduceus import evaluation, notation, view
from pyengine.games.caduceus.info import INFO
from pyengine.games.caduceus.rules import CONFIGS, Config, new_state

__all__ = ["INFO", "PARTS", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return CONFIGS[INFO.normalize_options(options)["size"]]


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
        typed_actions=notation.typed_actions,
    ),
    render=view.render,
    search=SearchHooks(
        evaluate=evaluation.evaluate,
        # (alpha-beta's depth ends only between turns, where no turn is half made: measured, it
        # never fires there; no captures, so no tactical hook)
        noisy=evaluation.noisy,
        # alpha-beta for medium and strong: against the baseline 7 of 10 in a trial (MCTS 4 of 10),
        # 2026-11-27; its ladders: docs/BENCHMARKS.md
        searcher="alphabeta",
        # positions a second in Chromium, 2026-11-27 (13,356 from the start): docs/BENCHMARKS.md,
        # the alpha-beta rate column
        nodes_per_second=13000,
        iterations_per_second=650,  # measured in Chromium, 2026-11-24: docs/BENCHMARKS.md
    ),
)

GAME = register(GameFromParts(PARTS))
