"""Turns: which actions of a history belong together (records, the "last move" marks).

A state says which turn it is in (:meth:`State.turn_number`); an action belongs to the turn of
the state it was played in. Games that do not declare turns are grouped by "the actions in a
row by one actor". One helper for every game, so that orders such as Plexus's P1, P2, P2, P1
or Triad's "the landing cell decides who moves next" need nothing of their own.
"""
from __future__ import annotations

from typing import Sequence

from pyengine.core.actions import Action, is_resignation
from pyengine.core.game import State

__all__ = ["actor", "turn_spans", "last_turn", "same_turn"]


def actor(before: State, action: Action) -> int:
    """The seat that made ``action`` in ``before`` (-1 for chance)."""
    if is_resignation(action):
        return action.data[1]
    seat = before.to_move()
    return -1 if seat is None else seat


def _key(states: Sequence[State], actions: Sequence[Action], i: int) -> object:
    number = states[i].turn_number()
    if number is not None:
        return number
    who = actor(states[i], actions[i])
    return ("seat", who if who >= 0 else states[i].roller())


def turn_spans(states: Sequence[State], actions: Sequence[Action]) -> list[range]:
    """The history's turns as ranges of action indices (``states[i]`` is the state before action i)."""
    spans: list[range] = []
    start = 0
    for i in range(1, len(actions) + 1):
        if i == len(actions) or _key(states, actions, i) != _key(states, actions, start):
            spans.append(range(start, i))
            start = i
    return [s for s in spans if len(s)]


def last_turn(states: Sequence[State], actions: Sequence[Action], cursor: int) -> range:
    """The indices of the actions of the turn that action ``cursor - 1`` belongs to, up to it."""
    if cursor == 0:
        return range(0)
    key = _key(states, actions, cursor - 1)
    i = cursor - 1
    while i > 0 and _key(states, actions, i - 1) == key:
        i -= 1
    return range(i, cursor)


def same_turn(before: State, after: State, seat: int) -> bool:
    """Whether ``after``, reached by ``seat``'s action in ``before``, is still in that turn, with
    ``seat`` to act again: the budget of a computer's turn is shared by all its actions."""
    if before.to_move() != seat or after.to_move() != seat:
        return False
    number = before.turn_number()
    return number is None or number == after.turn_number()
