"""A game as a study: its line of play with comments after turns and variations (other turns
from the same position), written and read as PGN writes them, in every game's own notation:
``{a comment}`` after the turn it speaks of, ``(…)`` holding alternative turns right after
the turn they replace (:func:`write_study`, :func:`read_study`).

A :class:`Line` is immutable: editing a study makes a new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyengine.contract.actions import Action

__all__ = ["Line", "write_study", "read_study"]


@dataclass(frozen=True)
class Line:
    """A line of play from a position.

    ``actions``: the line's actions (the match layer's too: a resignation, a draw).
    ``comments``: ``(k, text)`` pairs, sorted by ``k``: the comment after the first ``k``
    actions of this line; ``k`` is always where a turn ends (or 0: before the line's first
    turn).
    ``variations``: ``(j, line)`` pairs, sorted by ``j`` (several may share one ``j``, in the
    order written): ``line`` is an alternative to the turn that starts after the first ``j``
    actions of this line, played from that position; ``j`` is always where a turn starts.
    """

    actions: tuple[Action, ...] = ()
    comments: tuple[tuple[int, str], ...] = ()
    variations: tuple[tuple[int, Line], ...] = ()

    def comment_at(self, k: int) -> str:
        """The comment after the first ``k`` actions, or ""."""
        return next((text for at, text in self.comments if at == k), "")

    def variations_at(self, j: int) -> tuple[Line, ...]:
        """The variations to the turn that starts after the first ``j`` actions."""
        return tuple(line for at, line in self.variations if at == j)


def write_study(game: Any, line: Line, options: dict[str, Any] | None = None) -> str:
    """The record of ``line`` (from the game's start) in the game's notation, with its comments
    and variations (to be written: issue 55)."""
    raise NotImplementedError


def read_study(game: Any, text: str, options: dict[str, Any] | None = None) -> Line:
    """The line of a record with comments and variations (to be written: issue 55)."""
    raise NotImplementedError
