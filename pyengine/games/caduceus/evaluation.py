"""Caduceus's evaluation for a search cut short (the ``evaluate`` and ``noisy`` hooks of
pyengine/contract/parts.py SearchHooks).

A player loses as soon as one of his two chains cannot move, so what counts is room, chain by
chain, as in TRON: the cells each chain's head reaches before any other head. The heads grow in
turn order on bitboards (the mover's chains still to move first, ``growth`` cells per chain
move, then the other side's), each chain move freeing its chain's oldest stones as in play; a
cell both of a player's chains reach at once counts for both (so that the order of the chains
does not matter), cells the enemy reaches first are walls. A player's room is the log of each
chain's room, summed, less a penalty for a chain without room for its next move: the log makes
the weaker chain count most, as the first chain shut in loses the game (measured head to head
against the rooms summed plainly, against their square roots, against the smaller room). A
logistic of the difference is the payoff.

In a chain move under way, the remaining stones go one way, not everywhere as the count
assumes: the mover's best way to finish it is counted (at most 3 ways on 8x8, 9 on 10x10). Such
positions, and those with one of the turn's two chain moves made, are ``noisy``: the turn is
half made. About 20 us a call between chain moves, 50-90 us within one (CPython).
"""

from __future__ import annotations

import math
from functools import lru_cache

from pyengine.games.caduceus.rules import OWNER, CaduceusState

__all__ = ["evaluate", "noisy"]

_SCALE = 1.5  # log-room units for odds of e : 1
_SHUT = 2.0  # a chain without room for one more move


@lru_cache(maxsize=None)
def _masks(size: int) -> tuple[int, int, int]:
    """(all cells, cells not in the first column, cells not in the last column) of the board
    whose cell ``r * size + c`` is column c of row r."""
    full = (1 << size * size) - 1
    first = sum(1 << r * size for r in range(size))
    last = first << size - 1
    return full, full & ~first, full & ~last


def _rooms(
    size: int, r: int, g: int, chains: tuple[tuple[int, ...], ...], side: int, left: list[int]
) -> list[int]:
    """Each chain's room: the empty cells its head reaches before any other head, the heads
    growing in turn order (``side``'s chains first, ``left[i]`` cells for chain i in this
    turn, then ``g`` cells a chain move), each chain move freeing its ``r`` oldest stones."""
    full, not_first, not_last = _masks(size)
    claimed = 0
    for chain in chains:
        for c in chain:
            claimed |= 1 << c
    fronts = [1 << chain[-1] for chain in chains]
    freed = [0, 0, 0, 0]  # tail stones dropped so far
    rooms = [0, 0, 0, 0]
    moving = [i for i in range(4) if left[i]]
    while True:
        for i in moving:
            if left[i] == g:  # a chain move begins: its oldest stones leave the board
                for c in chains[i][freed[i] : freed[i] + r]:
                    claimed &= ~(1 << c)
                freed[i] += r
        for step in range(max(left[i] for i in moving)) if moving else ():
            # Both chains grow from the same cells claimed (a cell both reach counts for both):
            # the order of the chains does not matter.
            now = claimed
            for i in moving:
                if left[i] > step:
                    f = fronts[i]
                    grown = (
                        ((f << 1) & not_first) | ((f >> 1) & not_last) | (f << size) | (f >> size)
                    ) & full
                    grown &= ~now
                    fronts[i] = grown
                    claimed |= grown
                    rooms[i] += grown.bit_count()
        side = 1 - side
        moving = [i for i in ((0, 1) if side == 0 else (2, 3)) if fronts[i]]
        if not (fronts[0] | fronts[1] | fronts[2] | fronts[3]):
            return rooms
        left = [g, g, g, g]


def _score(
    size: int, r: int, g: int, chains: tuple[tuple[int, ...], ...], side: int, left: list[int]
) -> float:
    """Player 1's room less player 2's, in logs."""
    score = 0.0
    for i, room in enumerate(_rooms(size, r, g, chains, side, left)):
        v = math.log1p(room) - (_SHUT if room < g else 0.0)
        score += -v if OWNER[i] else v
    return score


@lru_cache(maxsize=None)
def _neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """Each cell's rookwise neighbours."""
    return tuple(
        tuple(
            (r + dr) * size + c + dc
            for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1))
            if 0 <= r + dr < size and 0 <= c + dc < size
        )
        for r in range(size)
        for c in range(size)
    )


def _paths(around: tuple[tuple[int, ...], ...], occ: int, head: int, n: int) -> list[tuple[int, ...]]:
    """The ways to grow ``n`` more stones from ``head`` onto empty cells of ``occ``."""
    if n == 0:
        return [()]
    out = []
    for nxt in around[head]:
        if not occ >> nxt & 1:
            out += [(nxt, *rest) for rest in _paths(around, occ | 1 << nxt, nxt, n - 1)]
    return out


def evaluate(state: CaduceusState) -> tuple[float, ...]:
    """(Player 1, Player 2) expected payoffs: the true returns once the game is over."""
    if state.lost >= 0:
        return state.returns()
    size, r, g = state.config.size, state.config.removal, state.config.growth
    side, cur, chains = state.mover, state.cur, state.chains
    left = [0, 0, 0, 0]
    for i in (0, 1) if side == 0 else (2, 3):
        if i != cur and i not in state.moved:
            left[i] = g
    if cur < 0:
        score = _score(size, r, g, chains, side, left)
    else:
        # A chain move under way: its stones go one way, not everywhere as the count assumes;
        # the mover picks the best way to finish it.
        occ = 0
        for chain in chains:
            for c in chain:
                occ |= 1 << c
        sign = 1.0 if side == 0 else -1.0
        best = -math.inf
        for path in _paths(_neighbours(size), occ, chains[cur][-1], g - state.placed):
            grown = chains[:cur] + (chains[cur] + path,) + chains[cur + 1 :]
            best = max(best, sign * _score(size, r, g, grown, side, left))
        score = sign * best if best > -math.inf else _score(size, r, g, chains, side, left)
    p = 1.0 / (1.0 + math.exp(-_SCALE * score))
    return (p, 1.0 - p)


def noisy(state: CaduceusState) -> bool:
    """The turn is half made: a chain move under way, or one of the turn's two moves made."""
    return state.lost < 0 and (state.cur >= 0 or bool(state.moved))
