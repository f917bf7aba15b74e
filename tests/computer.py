"""Playing the computer's turn in tests as the page has it played (the thinking loop's slices)."""

from __future__ import annotations

from pyengine.app import Match
from pyengine.app.thinking import Progress, Thinker


def play_turn(m: Match) -> None:
    """The computer to move in ``m`` plays its whole turn through a Thinker, slice by slice."""
    thinker, seat = Thinker(), m.state.to_move()
    while m.state.to_move() == seat:
        action = thinker.start(m)
        while action is None:
            step = thinker.step(m)
            action = None if isinstance(step, Progress) else step
        m.play(action)
