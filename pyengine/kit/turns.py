"""Turns: which actions of a history belong together (records, the "last move" marks).

A state says which turn it is in (:meth:`State.turn_number`); an action belongs to the turn of
the state it was played in. Games that do not declare turns are grouped by "the actions in a
row by one actor". One helper for every game, so that orders such as Plexus's P1, P2, P2, P1
or Triad's "the landing cell decides who moves next" need nothing of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast
from collections.abc import Sequence

from pyengine.contract.actions import Action, Meta, is_meta
from pyengine.contract.state import State

__all__ = ["actor", "turn_spans", "last_turn", "turn_start", "same_turn", "Entry", "move_list"]


def actor(before: State, action: Action) -> int:
    """The seat that made ``action`` in ``before`` (-1 for chance)."""
    if is_meta(action):  # the match's action: its seat says who
        return cast(Meta, action.data).seat  # the payload (typed Any) of a meta action is a Meta
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


def turn_start(states: Sequence[State], actions: Sequence[Action], cursor: int) -> int:
    """Where the turn under way after ``cursor`` actions began: ``cursor`` itself between turns
    (after a whole turn, a draw action or the game's end). A resignation takes the unfinished
    turn back first, so that the record and the link say exactly what was played."""
    if cursor == 0 or states[cursor].is_over() or is_meta(actions[cursor - 1]):
        return cursor
    now = states[cursor]
    number = now.turn_number()
    if number is not None:
        going_on = number == states[cursor - 1].turn_number()
    else:
        seat = now.to_move()
        key = ("seat", seat if seat is not None and seat >= 0 else now.roller())
        going_on = key == _key(states, actions, cursor - 1)
    return last_turn(states, actions, cursor).start if going_on else cursor


def same_turn(before: State, after: State, seat: int | None) -> bool:
    """Whether ``after``, reached by ``seat``'s action in ``before``, is still in that turn, with
    ``seat`` to act again: the budget of a computer's turn is shared by all its actions."""
    if before.to_move() != seat or after.to_move() != seat:
        return False
    number = before.turn_number()
    return number is None or number == after.turn_number()


@dataclass(frozen=True)
class Entry:
    """One entry of the page's move list: a turn as the game's notation writes it (``number``
    as records number it, None for an unnumbered one such as a setup), or with ``aside`` a
    draw offer, answer or resignation. ``start``/``stop``: its actions' indices."""

    start: int
    stop: int
    seat: int
    number: int | None
    text: str
    aside: bool = False


def move_list(game: Any, states: Sequence[State], actions: Sequence[Action]) -> list[Entry]:
    """The history as turns (:func:`turn_spans`), each worded by ``game.list_turn``; the
    draw and resignation actions within a turn stand apart. A turn under way goes as far as
    it goes."""
    out: list[Entry] = []
    numbered = 0
    for span in turn_spans(states, actions):
        run: list[int] = []
        for i in [*span, None]:
            if i is not None and not is_meta(actions[i]):
                run.append(i)
                continue
            if run:
                part = range(run[0], run[-1] + 1)
                number, text = game.list_turn(states, actions, part, numbered)
                seats = [actor(states[j], actions[j]) for j in part]
                seat = next((x for x in seats if x >= 0), None)
                if seat is None:  # only a die rolled so far: the turn of the seat it is rolled for
                    roller = states[part.start].roller()
                    seat = -1 if roller is None else roller
                out.append(Entry(part.start, part.stop, seat, number, text))
                numbered += number is not None
                run = []
            if i is not None:
                out.append(
                    Entry(
                        i,
                        i + 1,
                        actor(states[i], actions[i]),
                        None,
                        game.action_text(states[i], actions[i], states[i + 1]),
                        aside=True,
                    )
                )
    return out
