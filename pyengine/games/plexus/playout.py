"""The search's knowledge of Plexus (the ``playout`` and ``priors`` hooks of pyengine/ai/mcts.py).

Points come only from lost second half-moves: a first mover scores when, after his half-move,
no dot of its kind (endpoint or midpoint) has an unconnected neighbour. A random playout rarely
sees that, so the playout's first movers take such a half-move when there is one (mostly:
``GREEDY``), and the priors make the search try it first. Sources of each kind are counted
incrementally: a half-move changes only its two dots and the target's neighbours.
"""

from __future__ import annotations

import random
from functools import lru_cache
from collections.abc import Sequence

from pyengine.contract import Action
from pyengine.games.plexus.rules import PlexusState, board_for

__all__ = ["playout", "random_playout", "priors", "scoring_moves", "GREEDY"]

#: How often a playout's first mover takes a scoring half-move when he has one.
GREEDY = 0.9
#: A half-move changes the sources on at most 5 dots (its two and the target's other
#: neighbours): with more sources of a kind than that, none of that kind scores.
_REACH = 5


@lru_cache(maxsize=None)
def _neighbours(n: int) -> tuple[tuple[int, ...], ...]:
    board = board_for(n)
    return tuple(tuple(board.neighbours(i)) for i in range(len(board)))


def _kind(d: int) -> int:
    """0 an endpoint (degree 1), 1 a midpoint (2-3), -1 no source."""
    return 0 if d == 1 else (1 if d in (2, 3) else -1)


class _Board:
    """Degrees, unconnected neighbours per dot and the number of sources of each kind."""

    __slots__ = ("nb", "deg", "free", "sources")

    def __init__(self, n: int, degrees: Sequence[int]) -> None:
        self.nb = _neighbours(n)
        self.deg = list(degrees)
        self.free = [sum(1 for j in self.nb[i] if self.deg[j] == 0) for i in range(len(self.deg))]
        self.sources = [0, 0]
        for i, d in enumerate(self.deg):
            k = _kind(d)
            if k >= 0 and self.free[i]:
                self.sources[k] += 1

    def moves(self, kind: int = -1) -> list[tuple[int, int]]:
        """The segments that may be drawn now (of ``kind``, -1: any), as dot pairs."""
        deg, nb, out = self.deg, self.nb, []
        for s, d in enumerate(deg):
            k = _kind(d)
            if k >= 0 and (kind < 0 or k == kind) and self.free[s]:
                out += [(s, t) for t in nb[s] if deg[t] == 0]
        return out

    def _affected(self, s: int, t: int) -> tuple[int, ...]:
        return (s, t) + tuple(j for j in self.nb[t] if j != s)

    def _count(self, dots: tuple[int, ...]) -> list[int]:
        c = [0, 0]
        for i in dots:
            k = _kind(self.deg[i])
            if k >= 0 and self.free[i]:
                c[k] += 1
        return c

    def sources_after(self, s: int, t: int) -> list[int]:
        """The sources of each kind after the half-move s-t (the board unchanged)."""
        saved = list(self.sources)
        self.play(s, t)
        after = self.sources
        self.undo(s, t)
        self.sources = saved
        return after

    def play(self, s: int, t: int) -> None:
        """Draw the segment s-t."""
        dots = self._affected(s, t)
        before = self._count(dots)
        self.deg[s] += 1
        self.deg[t] += 1
        for j in self.nb[t]:
            self.free[j] -= 1
        after = self._count(dots)
        self.sources[0] += after[0] - before[0]
        self.sources[1] += after[1] - before[1]

    def undo(self, s: int, t: int) -> None:
        """Take back the segment s-t."""
        self.deg[s] -= 1
        self.deg[t] -= 1
        for j in self.nb[t]:
            self.free[j] += 1


def scoring_moves(state: PlexusState) -> set[tuple[int, int]]:
    """First half-moves after which the second mover has none of their kind: each scores."""
    if state.over or state.half != 0:
        return set()
    b = _Board(state.config.n, state.degrees)
    out = set()
    for s, t in b.moves():
        k = _kind(b.deg[s])
        if b.sources[k] <= _REACH and b.sources_after(s, t)[k] == 0:
            out.add((s, t))
    return out


def playout(state: PlexusState, rng: random.Random) -> tuple[tuple[float, ...], int]:
    """The game played out: first movers take a scoring half-move when they have one (mostly),
    every other choice at random; payoffs by the final scores."""
    return _play(state, rng, greedy=True)


def random_playout(state: PlexusState, rng: random.Random) -> tuple[tuple[float, ...], int]:
    """Exactly the search's generic uniformly random playout (the same choices from the same
    generator: the half-moves are listed in the engine's order), only faster: no game knowledge,
    so the easy level uses it too."""
    return _play(state, rng, greedy=False)


def _play(state: PlexusState, rng: random.Random, greedy: bool) -> tuple[tuple[float, ...], int]:
    b = _Board(state.config.n, state.degrees)
    full, half, kind = state.full, state.half, (0 if state.kind == "E" else 1) if state.kind else -1
    scores = list(state.scores)
    plies = 0
    unconnected = b.deg.count(0)
    while unconnected:
        first = 0 if full % 2 == 1 else 1
        if half == 0:
            moves = b.moves()
            pick = None
            if greedy and rng.random() < GREEDY and min(b.sources) <= _REACH:
                scoring = [
                    m
                    for m in moves
                    if b.sources[_kind(b.deg[m[0]])] <= _REACH
                    and b.sources_after(*m)[_kind(b.deg[m[0]])] == 0
                ]
                if scoring:
                    pick = scoring[rng.randrange(len(scoring))]
            s, t = pick or moves[rng.randrange(len(moves))]
            kind = _kind(b.deg[s])
            b.play(s, t)
            unconnected -= 1
            plies += 1
            if b.sources[kind] == 0:  # the second half-move is lost: the first mover scores
                scores[first] += 1
                full += 1
                continue
            half = 1
        else:
            moves = b.moves(kind)
            s, t = moves[rng.randrange(len(moves))]
            b.play(s, t)
            unconnected -= 1
            plies += 1
            full, half = full + 1, 0
    return ((1.0, 0.0) if scores[0] > scores[1] else (0.0, 1.0)), plies


def priors(state: PlexusState, actions: Sequence[Action]) -> list[float]:
    """Scoring first half-moves first."""
    scoring = scoring_moves(state)
    return [1.0 if a.data in scoring else 0.0 for a in actions]
