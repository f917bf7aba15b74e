"""Fehde: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.fehde import evaluation, notation, view
from pyengine.games.fehde.info import INFO
from pyengine.games.fehde.rules import Config, new_state

__all__ = ["INFO", "PARTS", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return Config(INFO.normalize_options(options)["first"])


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
        evaluate=evaluation.evaluate,
        # a jump due is played on past the depth (15-20% of the leaves): strong with it against
        # strong without 5 of 10 (2026-11-27), no worse; kept, as the rules force the jump
        noisy=evaluation.noisy,
        # alpha-beta for medium and strong: against the baseline 9 of 10 in a trial (MCTS 4 of 10),
        # 2026-11-27; its ladders: docs/BENCHMARKS.md
        searcher="alphabeta",
        # positions a second in Chromium, 2026-11-27 (13,690 from the start): docs/BENCHMARKS.md,
        # the alpha-beta rate column
        nodes_per_second=13000,
        iterations_per_second=760,  # measured in Chromium, 2026-11-24 (732 and 794): docs/BENCHMARKS.md
    ),
)

GAME = register(GameFromParts(PARTS))
