"""Constructed Cross positions shared by the rule and AI tests."""

from __future__ import annotations

from dataclasses import replace

from pyengine.games.cross.game import config_of
from pyengine.games.cross.rules import O, X, CrossState, new_state


def position(size: int = 6, x: str = "", o: str = "", turn: int = 2, **options) -> CrossState:
    """Stones by name; ``turn`` completed turns (even: x to move, odd: o to move)."""
    state = new_state(config_of({"size": size, **options}))
    stones = list(state.stones)
    for names, colour in ((x, X), (o, O)):
        for name in names.split():
            stones[state.board.parse(name)] = colour
    return replace(state, stones=tuple(stones), turn=turn)


#: x holds T, UL, LL on the left (f1..g6) and UR, LR on the right (k6..u6); only i6 joins
#: them in one turn (h5+j5 or h7+j7 would be two adjacent stones, barred by the restriction).
Y_GAP_LEFT = "f1 e2 d3 c4 b5 a6 c6 e6 g6"
Y_GAP_RIGHT = "k6 m6 o6 q6 s6 u6"
