"""One-Hit Progressive Chess: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.progressive import notation, playout, view
from pyengine.games.progressive.rules import new_state
from pyengine.games.progressive.info import INFO

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
        action_words=notation.action_words,
        listed=notation.listed,
        exports=notation.exports,
    ),
    render=view.render,
    search=SearchHooks(
        playout=playout.playout,
        random_playout=playout.random_playout,
        decisive_action=playout.decisive_action,
        evaluate=playout.evaluate,
        iterations_per_second=150,  # measured in Chromium (156 it/s, machine loaded): docs/BENCHMARKS.md
        plain_iterations_per_second=14,
    ),
)

GAME = register(GameFromParts(PARTS))
