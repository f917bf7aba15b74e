"""EinStein's evaluation for a search cut short (the ``evaluate`` and ``noisy`` hooks of
pyengine/contract/parts.py).

The game is a race of dice: each turn the die names the stone that moves (or the nearest
numbers still on the board), and a move takes a stone one step nearer its corner (a diagonal
step shortens the king's distance by one). So a side's stones are worth the turns they need to
bring one of them home, which depends on their distances and on the numbers left: a roll of a
missing number moves a neighbour, so six stones each move on one face in six and a lone stone
every turn (material counts that way: fewer stones are fewer to bring home but move more often).
``race()`` holds, for every set of numbers and distances (5**6 keys, built once in a fifth of a
second on CPython), the expected number of turns and its variance under the fastest policy,
the opponent left aside. The side to move is home first when it needs no more turns than the
other; the evaluation is the chance of that by a normal law of the difference, its variance
widened by ``SPREAD`` for what the race leaves out (captures): greedy self-play bears the
widened chances out decile by decile, and the ranking (greedy play's strength) is the same.
A rolled die is judged by the best move it allows.
"""

from __future__ import annotations

import math

from pyengine.kit.dice import movable
from pyengine.games.einstein.rules import GOALS, MOVE, OVER, SETUP, START_CELLS, EinsteinState

__all__ = ["evaluate", "noisy", "race", "DIST"]

#: Steps to the goal corner from each cell (king's distance), per seat.
DIST = tuple(tuple(max(abs(c % 5 - g % 5), abs(c // 5 - g // 5)) for c in range(25)) for g in GOALS)
_POW = (1, 5, 25, 125, 625, 3125)
_SQRT2 = math.sqrt(2.0)
#: Variance (turns squared) added for what the race leaves out.
SPREAD = 6.0


def _build() -> tuple[tuple[float, ...], tuple[float, ...], tuple[tuple[tuple[int, ...], ...], ...]]:
    """Expected turns and their variance for every key, and per key and roll the keys after the
    moves the roll allows (0: the stone got home)."""
    size = 5**6
    # The numbers a roll lets move, per set of numbers on the board (a bit mask).
    rolls = [
        [tuple(movable([(n, n + 1) for n in range(6) if mask >> n & 1], roll)) for roll in range(1, 7)]
        for mask in range(64)
    ]
    mean, square = [0.0] * size, [0.0] * size
    options: list[tuple[tuple[int, ...], ...]] = [()] * size
    for key in range(1, size):  # a move lowers the key: the keys after it are done
        d = [key // p % 5 for p in _POW]
        per_roll = []
        m = s = 0.0
        for numbers in rolls[sum(1 << n for n in range(6) if d[n])]:
            after = tuple(0 if d[n] == 1 else key - _POW[n] for n in numbers)
            per_roll.append(after)
            best = min(after, key=mean.__getitem__)
            m += 1 + mean[best]
            s += 1 + 2 * mean[best] + square[best]
        mean[key], square[key], options[key] = m / 6, s / 6, tuple(per_roll)
    return tuple(mean), tuple(s - m * m for m, s in zip(mean, square)), tuple(options)


_RACE: list[tuple[tuple[float, ...], tuple[float, ...], tuple[tuple[tuple[int, ...], ...], ...]]] = []


def race() -> tuple[tuple[float, ...], tuple[float, ...], tuple[tuple[tuple[int, ...], ...], ...]]:
    """(mean turns, variance, moves per roll) per race key, built on first use. A key is the sum
    of distance * 5 ** (number - 1) over a side's stones."""
    if not _RACE:
        _RACE.append(_build())
    return _RACE[0]


def _keys(state: EinsteinState) -> tuple[int, int]:
    """Both sides' race keys; in the setup, the stones still to place stand on the free start
    cells (which number where makes no difference to a race of six)."""
    blue = red = 0
    for c, v in enumerate(state.board):
        if v > 0:
            blue += DIST[0][c] * _POW[v - 1]
        elif v < 0:
            red += DIST[1][c] * _POW[-v - 1]
    if state.phase != SETUP:
        return blue, red
    keys = [blue, red]
    for seat, sign in ((0, 1), (1, -1)):
        placed = {v * sign for v in state.board if v * sign > 0}
        free = [c for c in START_CELLS[seat] if not state.board[c]]
        for n, c in zip((n for n in range(1, 7) if n not in placed), free):
            keys[seat] += DIST[seat][c] * _POW[n - 1]
    return keys[0], keys[1]


def evaluate(state: EinsteinState) -> tuple[float, ...]:
    """(Blue, Red) payoffs: a finished game's result, else the race as it stands."""
    if state.phase == OVER:
        return state.returns()
    mean, var, options = race()
    blue, red = _keys(state)
    mover = state.config.first if state.phase == SETUP else state.seat
    mine, theirs = (blue, red) if mover == 0 else (red, blue)
    m_mine, v_mine = mean[mine], var[mine]
    if state.phase == MOVE:  # the roll is known: this turn's move is the best it allows
        best = min(options[mine][state.roll - 1], key=lambda k: mean[k])
        if not best:
            return (1.0, 0.0) if mover == 0 else (0.0, 1.0)
        m_mine, v_mine = 1 + mean[best], var[best]
    z = (mean[theirs] - m_mine + 0.5) / math.sqrt(v_mine + var[theirs] + SPREAD)
    p = 0.5 * (1 + math.erf(z / _SQRT2))
    return (p, 1 - p) if mover == 0 else (1 - p, p)


def noisy(state: EinsteinState) -> bool:
    """A turn half made: the die is rolled, the stone still to move."""
    return state.phase == MOVE
