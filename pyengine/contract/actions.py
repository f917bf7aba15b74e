"""Atomic actions and the error family of the engine."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "CHANCE",
    "Action",
    "RuleError",
    "RecordError",
    "Meta",
    "is_meta",
    "resignation",
    "is_resignation",
    "shorten",
    "TYPED",
    "DRAW_OFFER",
    "DRAW_ACCEPT",
    "DRAW_DECLINE",
    "draw_offer",
    "draw_answer",
    "is_draw_action",
    "is_agreed_draw",
]

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
    #: Other click paths that make the same action (a segment drawn from either end): one
    #: action for the AI and the record, several ways for a person.
    alt_paths: tuple[tuple[str, ...], ...] = field(default=(), compare=False)

    def __str__(self) -> str:
        return self.text

    @property
    def paths(self) -> tuple[tuple[str, ...], ...]:
        """Every click path of this action, :attr:`path` first."""
        return (self.path, *self.alt_paths)


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


@dataclass(frozen=True, order=True)
class Meta:
    """The payload of an action the match makes rather than the game's rules (every game has
    them, as PGN's result is outside its moves): ``kind`` is "resign", "draw-offer",
    "draw-accept" or "draw-decline"; ``seat`` makes it. Never among a state's legal actions
    (a :class:`pyengine.contract.replay.DrawOffered` offers the answers)."""

    kind: str
    seat: int


def is_meta(action: Action) -> bool:
    """Is ``action`` the match's (a resignation or a draw action), not the game's?"""
    return isinstance(action.data, Meta)


def resignation(seat: int, named: bool = False) -> Action:
    """``seat`` resigns. Its text is ``resign`` where the seat to move resigns (the word records
    and links always had), ``resign@<seat + 1>`` where another seat does (``named``): a person
    may resign while waiting for the others, and a link must say whose resignation it carries."""
    return Action(("resign",), f"resign@{seat + 1}" if named else "resign", Meta("resign", seat))


def is_resignation(action: Action) -> bool:
    """True for an action made by :func:`resignation`."""
    return isinstance(action.data, Meta) and action.data.kind == "resign"


#: The first character of a typed action's path (never a click target: the page's input
#: makes it, through :meth:`State.parse_action`).
TYPED = "="

#: The draw actions' texts (shared record tokens of every game).
DRAW_OFFER, DRAW_ACCEPT, DRAW_DECLINE = "draw?", "draw", "no-draw"


def draw_offer(seat: int) -> Action:
    """``seat`` (to move) offers a draw; the next seat answers before anything else."""
    return Action(("offer-draw",), DRAW_OFFER, Meta("draw-offer", seat))


def draw_answer(seat: int, accept: bool) -> Action:
    """``seat`` accepts (the game ends drawn) or declines an offered draw."""
    return Action(
        ("accept-draw",) if accept else ("decline-draw",),
        DRAW_ACCEPT if accept else DRAW_DECLINE,
        Meta("draw-accept" if accept else "draw-decline", seat),
    )


def is_draw_action(action: Action) -> bool:
    """An offer of a draw or an answer to one."""
    return isinstance(action.data, Meta) and action.data.kind.startswith("draw-")


def is_agreed_draw(action: Action) -> bool:
    """The answer that agrees a draw (the last one needed ends the game)."""
    return isinstance(action.data, Meta) and action.data.kind == "draw-accept"


def shorten(text: str, limit: int = 40) -> str:
    """``text`` cut to at most ``limit`` characters (with an ellipsis): messages quote what a
    person typed or pasted, which may be anything up to megabytes.

    >>> shorten("abcdefghij", 6)
    'abcde…'
    """
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"
