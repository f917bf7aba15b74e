"""The die of the dice races (EinStein würfelt nicht, Karls Rennen): the one place for the
roll as a chance action and for EinStein's rule which stones a roll lets move."""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar, cast

from pyengine.i18n import _
from pyengine.contract import CHANCE, Action, RuleError, State

__all__ = ["FACES", "roll_action", "ROLLS", "ROLL_TARGET", "movable", "read_die_ply"]

FACES = 6
#: The click target of the die in a view (a human rolls by clicking it).
ROLL_TARGET = "roll"


def roll_action(t: int) -> Action:
    """The chance action "the die shows t"; its text is the record's ``t:`` prefix."""
    return Action((ROLL_TARGET,), f"{t}:", ("roll", t))


ROLLS: tuple[tuple[Action, float], ...] = tuple((roll_action(t), 1 / FACES) for t in range(1, FACES + 1))


_T = TypeVar("_T", bound=Hashable)
_S = TypeVar("_S", bound=State)


def movable(values: Iterable[tuple[_T, int]], roll: int) -> list[_T]:
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


def read_die_ply(
    state: _S,
    token: str,
    move_shape: str,
    expected: str,
    explain: Callable[[_S, str], str],
    not_due: Callable[[_S], str],
    last: bool = False,
    normal: Callable[[str], str] = str,
) -> list[Action]:
    """The actions of one ply ``<roll>:<move>`` of a dice race's record: the roll, then the move
    written after it, looked up among the legal moves of the rolled position (the same text the
    game writes, after ``normal``). A record's ``last`` token may be a lone ``<roll>:`` (the move
    is still to come).

    :raises RuleError: ``expected`` for a token not shaped ``<roll>:`` + ``move_shape`` (a regular
        expression); else the game's words: ``not_due(state)`` when no roll is due, ``explain(rolled,
        move)`` for a move that is not legal, and a hint when only its capture sign is wrong.
    """
    m = re.fullmatch(r"(\d+):(" + move_shape + r")?", token)
    if not m or (m.group(2) is None and not last):
        raise RuleError(expected)
    roll, move = int(m.group(1)), m.group(2)
    if not 1 <= roll <= FACES:
        raise RuleError(_("a die shows 1 to %(n)d, not %(roll)d") % {"n": FACES, "roll": roll})
    if state.to_move() != CHANCE:
        raise RuleError(not_due(state))
    rolled = cast(_S, state.apply(roll_action(roll)))  # the same game's position
    if move is None:
        return [roll_action(roll)]
    text = normal(move)
    found = {a.text: a for a in rolled.legal_actions()}
    if text in found:
        return [roll_action(roll), found[text]]
    sep = max(text.rfind("-"), text.rfind("x"))
    if sep > 0:
        other = text[:sep] + ("-" if text[sep] == "x" else "x") + text[sep + 1 :]
        if other in found:
            dst = text[sep + 1 :]
            said = {"cell": dst, "other": other}
            if text[sep] == "x":
                raise RuleError(_("nothing to capture on %(cell)s: write %(other)s") % said)
            raise RuleError(_("the move captures the stone on %(cell)s: write %(other)s") % said)
    raise RuleError(explain(rolled, text))
