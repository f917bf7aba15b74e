"""Shuttle's evaluation for a search cut short (the ``evaluate`` and ``noisy`` hooks of
pyengine/contract/parts.py).

Shuttle is a race for points: every cell has a gold cell one or two king's steps away (b2 and
c3 are one apart), so a player who types the right distance scores every turn. With both
scoring every turn, the player to move wins when he needs no more points than the other; a
typed distance that reaches no gold cell gives the turn's point, and so the race's tempo, away.
The evaluation counts that race: the points each still needs, plus half a point for the side
whose turn's point is in hand, put through a logistic (a point and the tempo ahead: about 0.9).
Repetition draws come only from positions where nobody scores, which a player ahead never
allows, so they are not counted.
"""

from __future__ import annotations

import math

from pyengine.games.example.rules import BOARD, TARGET, ShuttleState, distance

__all__ = ["evaluate", "noisy", "SCALE"]

#: Logistic slope per point of lead in the race.
SCALE = 1.5
_GOLD = tuple(BOARD.cells_of_kind("gold"))
#: Per cell, the distances that land on gold from it.
_SCORING = tuple(frozenset(distance(c, g) for g in _GOLD) - {0} for c in range(len(BOARD)))


def evaluate(state: ShuttleState) -> tuple[float, ...]:
    """(Red, Blue) payoffs: a finished game's result, else the race for points as it stands."""
    if state.is_finished():
        return state.returns()
    mover = state.seat
    in_hand = state.step == 0 or state.chosen in _SCORING[state.token]
    lead = (TARGET - state.points[1 - mover]) - (TARGET - state.points[mover]) + (0.5 if in_hand else -0.5)
    p = 1.0 / (1.0 + math.exp(-SCALE * lead))
    return (p, 1.0 - p) if mover == 0 else (1.0 - p, p)


def noisy(state: ShuttleState) -> bool:
    """A turn half made (a distance typed, the token still to move): a search plays it on."""
    return state.step == 1 and not state.is_finished()
