"""The die of the dice races (EinStein würfelt nicht, Karls Rennen): the one place for the
roll as a chance action and for EinStein's rule which stones a roll lets move."""
from __future__ import annotations

from typing import Hashable, Iterable

from pyengine.core import Action

__all__ = ["FACES", "roll_action", "ROLLS", "ROLL_TARGET", "movable"]

FACES = 6
#: The click target of the die in a view (a human rolls by clicking it).
ROLL_TARGET = "roll"


def roll_action(t: int) -> Action:
    """The chance action "the die shows t"; its text is the record's ``t:`` prefix."""
    return Action((ROLL_TARGET,), f"{t}:", ("roll", t))


ROLLS: tuple[tuple[Action, float], ...] = tuple((roll_action(t), 1 / FACES) for t in range(1, FACES + 1))


def movable(values: Iterable[tuple[Hashable, int]], roll: int) -> list[Hashable]:
    """The stones that may move for ``roll``, given (stone, value) pairs.

    The stones whose value is the roll; if there are none, those with the largest value below
    it and those with the smallest value above it (either kind may be chosen).
    """
    pairs = list(values)
    exact = [s for s, v in pairs if v == roll]
    if exact:
        return exact
    below = [v for _, v in pairs if v < roll]
    above = [v for _, v in pairs if v > roll]
    lo = max(below) if below else None
    hi = min(above) if above else None
    return [s for s, v in pairs if v == lo or v == hi]
