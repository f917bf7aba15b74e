"""Shuttle (example): the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.example import evaluation, notation, view
from pyengine.games.example.rules import new_state
from pyengine.games.example.info import INFO

__all__ = ["INFO", "PARTS", "GAME"]


#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    new_state=new_state,
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        board_text=notation.board_text,
    ),
    render=view.render,
    search=SearchHooks(
        evaluate=evaluation.evaluate,
        noisy=evaluation.noisy,
        iterations_per_second=3000,
    ),
)

GAME = register(GameFromParts(PARTS), listed=False)
