"""Transvaal solved: for every position of the Boer and three English after the setup, how many
English moves the English need to shut the Boer in against his best defence (retrograde
analysis over the 47,880 positions; about a third of a second on CPython).

``distance(boer, english, mover)`` is that number for the side to move (``INF``: the Boer can
always reach the centre or run for ever). With the limit, a position with ``k`` English moves
made is won by the English exactly when its distance is at most ``limit - k``: the moves the
English have left. The computer's playouts and its balance report (docs/BENCHMARKS.md) use it;
the rules never do.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from pyengine.games.transvaal.rules import ADJACENT, BOARD, CENTRE

__all__ = ["INF", "distance", "table"]

INF = 1 << 20
_N = len(BOARD.nodes)


def _key(boer: int, mask: int, mover: int) -> int:
    return (mask * _N + boer) * 2 + mover


@lru_cache(maxsize=1)
def table() -> dict[int, int]:
    """Distance per position key (only the positions the English can win are stored)."""
    masks = [sum(1 << v for v in three) for three in combinations(range(_N), 3)]
    done: dict[int, int] = {}
    left: dict[int, int] = {}  # Boer-to-move positions: his moves not yet shown lost
    frontier: list[tuple[int, int, int]] = []  # (boer, mask, mover) resolved at the current distance
    for mask in masks:
        for b in range(_N):
            if mask >> b & 1:
                continue
            free = [w for w in ADJACENT[b] if not mask >> w & 1]
            if not free:  # shut in, the Boer to move: distance 0
                done[_key(b, mask, 0)] = 0
                frontier.append((b, mask, 0))
            elif CENTRE in free:
                left[_key(b, mask, 0)] = INF  # he steps home: never lost
            else:
                left[_key(b, mask, 0)] = len(free)
    # Layer by layer: Boer-to-move positions lost in d English moves, then the English-to-move
    # positions one move before them (d + 1), then the Boer-to-move positions all of whose moves
    # lead there (d + 1: the Boer picks the longest defence).
    d = 0
    boer_layer = frontier
    while boer_layer:
        english_layer: list[tuple[int, int]] = []
        for b, mask, _ in boer_layer:
            for s in range(_N):  # one English stone steps back: an English-to-move position
                if not mask >> s & 1:
                    continue
                for w in ADJACENT[s]:
                    if w == b or mask >> w & 1:
                        continue
                    prev = mask ^ (1 << s) ^ (1 << w)
                    k = _key(b, prev, 1)
                    if k not in done:
                        done[k] = d + 1
                        english_layer.append((b, prev))
        boer_layer = []
        for b, mask in english_layer:
            for w in ADJACENT[b]:  # the Boer stepped here from w
                if mask >> w & 1:
                    continue
                k = _key(w, mask, 0)
                if k in done or k not in left:
                    continue
                left[k] -= 1
                if left[k] == 0:
                    done[k] = d + 1
                    boer_layer.append((w, mask, 0))
        d += 1
    return done


def distance(boer: int, english: tuple[int, ...], mover: int) -> int:
    """The English moves the English need to shut the Boer in (INF: they cannot)."""
    mask = sum(1 << v for v in english)
    return table().get(_key(boer, mask, mover), INF)
