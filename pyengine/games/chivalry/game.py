"""Chivalry: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.chivalry import notation, playout, view
from pyengine.games.chivalry.info import INFO
from pyengine.games.chivalry.rules import new_state

__all__ = ["INFO", "PARTS", "GAME"]


#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    new_state=lambda config: new_state(),
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        board_text=notation.board_text,
        list_turn=notation.list_turn,
        typed_actions=notation.typed_actions,
        action_words=notation.action_words,
    ),
    render=view.render,
    search=SearchHooks(
        playout=playout.playout,
        priors=playout.priors,
        evaluate=playout.evaluate,
        noisy=playout.noisy,
        tactical=playout.tactical,
        iterations_per_second=270,  # measured in Chromium, 2026-11-24 (quiet playouts): docs/BENCHMARKS.md
        plain_playouts_useless=True,  # a random game runs ~350 legs: easy searches with the policy too
        searcher="alphabeta",
        nodes_per_second=3400,  # measured in Chromium, 2026-11-27 (3,362, machine loaded): docs/BENCHMARKS.md
        exploration=0.5,  # strong against easy: 75% of 20 games with 1.0, 15 of 16 with 0.5 (2026-11-24)
    ),
)

GAME = register(GameFromParts(PARTS))
