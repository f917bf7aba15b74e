"""Cross's evaluation for a search cut short (the ``evaluate`` and ``noisy`` hooks of
pyengine/contract/parts.py SearchHooks).

What it counts: each player's Y distance, the stones that would make one of his groups touch
three non-adjacent sides (either Y), the enemy's stones being walls and his own costing
nothing. For a Y's sides a, b, c, breadth-first searches on bitboards give the stones from a to
b, a to c and b to c; a Y is a tree whose three legs these paths each cover twice, so half their
sum is the distance (measured: as strong head to head as the exact three legs meeting in one
cell, 53% of 100 greedy games, at a third of the cost). The difference of the two distances in
stones, the stones left in the mover's turn (half a stone each) and an enemy Y one stone away
(two stones) make a logistic payoff, kept below the value of a win.

A Y one stone away wins for the mover if the group restriction lets that stone go (no group may
take two of a turn's stones: checked cell by cell, only where the distance says 1). After a
turn's first stone, a group of the mover's with a Y wins at the end of the turn; one with a
cross (immediate cross rule) loses unless the second stone makes a Y. A position with a turn's
first stone placed is ``noisy``.

About 45 us a call on side 5, 50 us on side 6, 60 us on side 7 (CPython).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from pyengine.games.cross.rules import CROSS_SETS, EMPTY, O, SIDES, X, Y_SETS, CrossState, board_for

__all__ = ["evaluate", "noisy"]

_SCALE = 0.6  # stones of Y distance for odds of e : 1
_WIN = 0.99  # a Y made or one stone away for the mover
_SURE = 0.97  # the most a count without a Y in sight may say
_FAR = 99  # no Y possible
_TEMPO = 0.5  # per stone left in the mover's turn
_THREAT = 2.0  # the enemy one stone from a Y


@dataclass(frozen=True)
class _Geometry:
    """A board as bitboards: bit ``v * width + u`` for the cell in axial column u, row v; a
    padding column keeps the six neighbour shifts from wrapping."""

    width: int
    cells: int  # every cell of the board
    bit: tuple[int, ...]  # each cell's bit, by the board's cell index
    sides: tuple[int, ...]  # each side's cells, in the order of rules.SIDES (T, UR, LR, B, LL, UL)
    ys: tuple[tuple[int, int, int], ...]  # the sides of each Y, as indexes into ``sides``


@lru_cache(maxsize=None)
def _geometry(size: int) -> _Geometry:
    board = board_for(size)
    width = 2 * size
    bits = tuple(1 << ((r - 1) * width + (c + r - size - 1) // 2) for c, r in board.cells)
    flags = tuple(SIDES.values())
    sides = tuple(sum(b for b, m in zip(bits, board.side_mask) if m & flag) for flag in flags)
    ys = tuple(tuple(k for k, flag in enumerate(flags) if y & flag) for y in Y_SETS)
    return _Geometry(width, sum(bits), bits, sides, ys)  # type: ignore[arg-type]


def _dilate(x: int, w: int, cells: int) -> int:
    """``x`` and its neighbours (axial: u +-1, v +-1, and u+1 v+1 / u-1 v-1)."""
    return (x | x << 1 | x >> 1 | x << w | x >> w | x << (w + 1) | x >> (w + 1)) & cells


def _groups(own: int, w: int, cells: int) -> list[int]:
    """The groups of the stones ``own``, each as a bitboard."""
    out = []
    while own:
        g = own & -own
        while True:
            grown = _dilate(g, w, cells) & own
            if grown == g:
                break
            g = grown
        out.append(g)
        own &= ~g
    return out


def _hits(
    side: int,
    targets: tuple[int, ...],
    empty: int,
    own: int,
    groups: list[tuple[int, int]],
    w: int,
    cells: int,
) -> list[int]:
    """The stones from ``side`` to each of the ``targets`` sides (_FAR: never), by a
    breadth-first search until all are reached: own stones cost nothing (a group joins the
    layer of the first reached cell it touches), the enemy's block. ``groups``: (group, group
    and its neighbours) of the player's stones."""
    layer = 0
    for g, _halo in groups:
        if g & side:
            layer |= g
    rest = own & ~layer
    v = w + 1
    x = layer
    near = (x << 1 | x >> 1 | x << w | x >> w | x << v | x >> v | side) & cells
    got = [_FAR] * len(targets)
    k, left = 0, len(targets)
    while True:
        touch = near & rest
        if touch:
            for g, halo in groups:
                if g & touch:
                    layer |= g
                    near |= halo
            rest &= ~layer
        for t, target in enumerate(targets):
            if got[t] == _FAR and layer & target:
                got[t] = k
                left -= 1
        x = layer | (near & empty)
        if not left or x == layer:
            return got
        layer = x
        k += 1
        near = (x << 1 | x >> 1 | x << w | x >> w | x << v | x >> v) & cells


def _distances(state: CrossState) -> tuple[int, int]:
    """Each player's Y distance: for a Y's sides a, b, c, half the sum of the stones from a to
    b, from a to c and from b to c (a tree's three legs each count twice), the nearer Y."""
    geo = _geometry(state.config.size)
    w, cells, sides = geo.width, geo.cells, geo.sides
    xs = os_ = 0
    for bit, v in zip(geo.bit, state.stones):
        if v == X:
            xs |= bit
        elif v != EMPTY:
            os_ |= bit
    empty = cells & ~(xs | os_)
    out = []
    for own in (xs, os_):
        groups = [(g, _dilate(g, w, cells)) for g in _groups(own, w, cells)]
        best = _FAR
        for a, b, c in geo.ys:
            ab, ac = _hits(sides[a], (sides[b], sides[c]), empty, own, groups, w, cells)
            (bc,) = _hits(sides[b], (sides[c],), empty, own, groups, w, cells)
            best = min(best, (ab + ac + bc + 1) // 2)
        out.append(best)
    return out[0], out[1]


def _mover_groups(state: CrossState) -> tuple[bool, bool]:
    """(a Y, a cross) among the groups holding this turn's stones."""
    y = cross = False
    for c in state.placed:
        m = state.sides_of(state.group_of(c))
        y = y or any(m & s == s for s in Y_SETS)
        cross = cross or any(m & s == s for s in CROSS_SETS)
    return y, cross


def _y_now(state: CrossState) -> bool:
    """Can the mover's next stone, where the group restriction allows it, make a Y?"""
    board, stones = state.board, state.stones
    colour = stones[state.placed[0]] if state.placed else (X if state.player == 0 else O)
    sides: dict[int, int] = {}  # own stone -> the sides its group touches
    for c, v in enumerate(stones):
        if v == colour and c not in sides:
            group = state.group_of(c)
            m = state.sides_of(group)
            sides.update((g, m) for g in group)
    for c in state.legal_cells():
        m = board.side_mask[c]
        for n in board.neighbours[c]:
            m |= sides.get(n, 0)
        if any(m & y == y for y in Y_SETS):
            return True
    return False


def evaluate(state: CrossState) -> tuple[float, ...]:
    """(Player 1, Player 2) expected payoffs: the true returns once the game is over."""
    if state.over:
        return state.returns()
    me = state.player
    left = state.config.stones_in_turn(state.turn) - len(state.placed)
    if state.placed:
        y, cross = _mover_groups(state)
        if y:
            return _won(me)  # a Y stands at the end of the turn
        if cross and state.config.cross_rule == "immediate":
            # The cross stands at the end of the turn too: only a Y by the second stone saves it.
            return _won(me if _y_now(state) else 1 - me)
    far = _distances(state)
    mine, yours = far[me], far[1 - me]
    if mine <= 1 and left and _y_now(state):
        return _won(me)
    score = (yours - mine) + _TEMPO * left
    if yours <= 1:
        score -= _THREAT  # the enemy's Y is one stone away: every way to it must be blocked
    p = 1.0 / (1.0 + math.exp(-_SCALE * max(-20.0, min(20.0, score))))
    p = max(1.0 - _SURE, min(_SURE, p))
    return (p, 1.0 - p) if me == 0 else (1.0 - p, p)


def _won(seat: int) -> tuple[float, float]:
    return (_WIN, 1.0 - _WIN) if seat == 0 else (1.0 - _WIN, _WIN)


def noisy(state: CrossState) -> bool:
    """The turn is half made: its first stone is placed, the second not yet."""
    return not state.over and bool(state.placed)
