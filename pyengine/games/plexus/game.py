"""Plexus: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from typing import Any

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.plexus import evaluation, notation, playout, view
from pyengine.games.plexus.info import INFO
from pyengine.games.plexus.rules import Config, new_state

__all__ = ["INFO", "PARTS", "GAME", "config_of"]


def config_of(options: dict[str, Any] | None) -> Config:
    return Config(INFO.normalize_options(options)["n"])


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
        random_playout=playout.random_playout,
        priors=playout.priors,
        evaluate=evaluation.evaluate,
        noisy=evaluation.noisy,
        # alpha-beta: strong against the baseline 10 of 10 in a trial (MCTS 4 of 10), 2026-11-27;
        # its ladders: docs/BENCHMARKS.md
        searcher="alphabeta",
        # measured in Chromium, 2026-11-27 (25,481 from the start): docs/BENCHMARKS.md's alpha-beta rate
        nodes_per_second=25000,
        # measured in Chromium, 2026-11-24 (the scoring playout; 656 and 610): docs/BENCHMARKS.md
        iterations_per_second=620,
        # plain random playouts in the page (888 and 794 with the fast random playout), the easy level
        plain_iterations_per_second=840,
    ),
)

GAME = register(GameFromParts(PARTS))
