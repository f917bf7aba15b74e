"""Atomic actions and the error family of the engine."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["CHANCE", "Action", "RuleError", "RecordError", "resignation", "is_resignation", "shorten"]

#: The seat number of the chance actor (dice); seats themselves are 0, 1, ...
CHANCE = -1


@dataclass(frozen=True, order=True)
class Action:
    """One atomic step of play.

    ``path`` is what a person clicks, in order (board target ids such as ``"i6"`` or
    button ids such as ``"swap"``); ``text`` is the action in the game's notation;
    ``data`` is the game's own payload (never looked at outside the game).

    >>> Action(("i6",), "i6", 40)
    Action(path=('i6',), text='i6', data=40)
    """

    path: tuple[str, ...]
    text: str
    data: Any = field(default=None, compare=True)

    def __str__(self) -> str:
        return self.text


class RuleError(ValueError):
    """An action that the rules do not allow in the given state."""


class RecordError(ValueError):
    """A record (or URL) that cannot be replayed.

    ``where`` names the first bad action in the game's own counting (e.g. ``"turn 6,
    player 1, stone 2 (f7)"``), ``why`` says what is wrong with it, ``index`` is the
    number of actions that replayed before it (all good actions are kept).
    """

    def __init__(self, where: str, why: str, index: int = 0) -> None:
        where, why = shorten(where, 60), shorten(why, 200)  # a bad token may be megabytes long
        super().__init__(f"{where}: {why}" if where else why)
        self.where = where
        self.why = why
        self.index = index


def resignation(seat: int) -> Action:
    """The controller-level action "seat resigns" (never among a state's legal actions)."""
    return Action(("resign",), "resign", ("resign", seat))


def is_resignation(action: Action) -> bool:
    """True for an action made by :func:`resignation`."""
    return isinstance(action.data, tuple) and len(action.data) == 2 and action.data[0] == "resign"


def shorten(text: str, limit: int = 40) -> str:
    """``text`` cut to at most ``limit`` characters (with an ellipsis): messages quote what a
    person typed or pasted, which may be anything up to megabytes.

    >>> shorten("abcdefghij", 6)
    'abcde…'
    """
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"
