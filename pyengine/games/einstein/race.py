"""An evaluation for the search: each side as a pure race (the strong levels' knowledge).

The idea is Hsueh and Hsu's "Zweistein" evaluation (arXiv 2502.15547): forget captures and
reduce a side to the distances of its stones 1–6 to the goal corner (0 for a stone off the
board, else 1–4 steps: a diagonal step always brings a stone one step nearer). For each of
the 5^6 distance vectors a dynamic programme over the die gives the distribution of the number
of turns the side needs to bring a stone home, moving so as to need the fewest turns on
average. The side to move wins the race if it needs no more turns than the other:
P(X <= Y) = sum_i P(X = i) P(Y >= i). Captures are left to the tree search above the leaves.

The tables (two arrays of 15,625 x 25 doubles, 6 MB) are built on first use, in about a
second (CPython); ``tests/test_einstein.py`` checks them against a direct enumeration.
"""
from __future__ import annotations

from array import array

from pyengine.dice import FACES

__all__ = ["race_index", "win_chance", "move_win_chance", "tables", "HORIZON"]

STONES = 6
HORIZON = 25  # turns 0..24: six stones, at most 4 steps each
POW = tuple(5 ** i for i in range(STONES))
SIZE = 5 ** STONES

_pdf: array | None = None  # _pdf[s * HORIZON + t] = P(the side in state s needs exactly t turns)
_sf: array | None = None   # _sf[s * HORIZON + t] = P(it needs at least t turns)


def race_index(distances: dict[int, int]) -> int:
    """The state of one side: ``distances`` maps stone numbers on the board to their steps."""
    return sum(d * POW[n - 1] for n, d in distances.items())


def _digits(s: int) -> list[int]:
    return [(s // POW[i]) % 5 for i in range(STONES)]


def _options(d: list[int], roll: int) -> list[int]:
    """The stones (0-based) the die rule lets move for ``roll``, given distances ``d``."""
    if d[roll - 1]:
        return [roll - 1]
    below = [i for i in range(roll - 1) if d[i]]
    above = [i for i in range(roll, STONES) if d[i]]
    return ([below[-1]] if below else []) + ([above[0]] if above else [])


def tables() -> tuple[array, array]:
    """The turn distributions of all 5^6 states (built once)."""
    global _pdf, _sf
    if _pdf is None:
        _pdf, _sf = _build()
    return _pdf, _sf


def _build() -> tuple[array, array]:
    H = HORIZON
    pdf = array("d", bytes(8 * SIZE * H))
    mean = [0.0] * SIZE
    done = [1.0] + [0.0] * (H - 1)  # a stone home: no more turns
    # A move lowers the sum of distances by one, so states in order of that sum see their
    # successors first.
    order = sorted(range(1, SIZE), key=lambda s: sum(_digits(s)))
    for s in order:
        d = _digits(s)
        rows, total = [], 0.0
        for roll in range(1, FACES + 1):
            best, best_mean = None, 0.0
            for i in _options(d, roll):
                if d[i] == 1:
                    best, best_mean = -1, 0.0
                    break
                nxt = s - POW[i]
                if best is None or mean[nxt] < best_mean:
                    best, best_mean = nxt, mean[nxt]
            total += best_mean
            rows.append(done if best == -1 else pdf[best * H:(best + 1) * H])
        mean[s] = 1.0 + total / FACES
        base = s * H
        pdf[base + 1:base + H] = array("d", [sum(col) / FACES for col in zip(*rows)][:H - 1])
    sf = array("d", bytes(8 * SIZE * H))
    for s in range(SIZE):
        base, acc = s * H, 1.0
        for t in range(H):
            sf[base + t] = acc
            acc -= pdf[base + t]
    return pdf, sf


def win_chance(mover: int, other: int) -> float:
    """P(the side to move, in race state ``mover``, wins against ``other``), before its roll."""
    pdf, sf = tables()
    a, b = mover * HORIZON, other * HORIZON
    return sum(pdf[a + t] * sf[b + t] for t in range(1, HORIZON))


def move_win_chance(mover: int, other: int, roll: int) -> float:
    """The same after the mover's ``roll``: the best of the race moves that roll allows."""
    d = _digits(mover)
    best = 0.0
    for i in _options(d, roll):
        if d[i] == 1:
            return 1.0
        best = max(best, 1.0 - win_chance(other, mover - POW[i]))
    return best
