"""Draws by repetition: the one helper for games whose positions can come back (Chivalry,
Fehde, Triad; the example game of docs/ADDING_A_GAME.md).

A state carries the positions seen since the last irreversible action as a :class:`Seen`, an
immutable count of position keys (anything hashable: the board, the seat to move and whatever
else makes two positions the same under the game's rules). The state that makes a key's count
reach ``times`` (3 by default: threefold repetition) is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Hashable

from pyengine.i18n import N_

__all__ = ["Seen", "REPETITION_TEXT"]

#: How a finished game says it (the same words in every game).
REPETITION_TEXT = N_("Drawn by repetition: the same position came up for the third time.")


@dataclass(frozen=True)
class Seen:
    """Position keys with how often each came up (kept sorted by insertion; small, immutable)."""

    counts: tuple[tuple[Hashable, int], ...] = ()

    def count(self, key: Hashable) -> int:
        """How often the position ``key`` has been seen."""
        for k, n in self.counts:
            if k == key:
                return n
        return 0

    def add(self, key: Hashable, irreversible: bool = False) -> Seen:
        """The positions after one more came up; an ``irreversible`` action (a capture, a
        pawn's step, a drop) forgets the earlier ones, which can never come back."""
        if irreversible:
            return Seen(((key, 1),))
        n = self.count(key)
        if n:
            return Seen(tuple((k, c + 1 if k == key else c) for k, c in self.counts))
        return Seen(self.counts + ((key, 1),))

    def repeated(self, key: Hashable, times: int = 3) -> bool:
        """``key`` has come up ``times`` times."""
        return self.count(key) >= times
