"""Fehde's evaluation for a search cut short (the ``evaluate`` and ``noisy`` hooks of
pyengine/contract/parts.py SearchHooks).

Captures are compulsory and single, so the exchanges a position holds are forced: the count
first plays out the mover's compulsory jumps (the mover choosing, up to four in a row), then
scores the quiet position from the side to move's point of view, in squires:

- a win on the next move: a jump over the enemy knight or the last enemy squire, or the knight
  one step from the empty enemy knight field (the three ways to win, section 5); no move loses;
- the squires on the board, one each;
- knight safety, the largest term: each enemy piece two steps or less from a knight can step
  beside it and force it to jump onto a field where it is taken (the way random play wins
  against a greedy knight); a knight the enemy can jump now, and the enemy knight one step from
  the mover's empty knight field;
- the knights' race to the enemy knight field, a little: enough to make progress, as a knight
  that runs ahead alone is lost (measured: a larger race weight loses head to head);
- squires the enemy can jump, and mobility, a little.

A logistic turns the score into payoffs. A position where the mover must jump is ``noisy``.
"""

from __future__ import annotations

import math

from pyengine.games.fehde.board import GREY, KNIGHT_FIELD, N, STEPS, YELLOW
from pyengine.games.fehde.rules import FehdeState

__all__ = ["evaluate", "noisy"]

_WIN = 0.97  # a win one move away is near-certain, yet below a finished game
_COUNTED = 0.95  # the most a count without a win in sight may say (below _WIN)
_SCALE = 0.6  # score units for odds of e : 1
_SURE = 100.0  # a won score
_RACE = (0.3, 0.05)  # the knights race: per 1/steps, per step
_EXPOSED = 1.0  # per enemy piece near a knight
_DEPTH = 4  # compulsory jumps played out before the static count


def _apart(i: int, j: int) -> int:
    """A knight's steps from field ``i`` to field ``j`` (the Chebyshev distance, 7 columns)."""
    return max(abs(i // 7 - j // 7), abs(i % 7 - j % 7))


# Each field's steps to each side's goal (the enemy knight field: d6 for White, d2 for Black).
_TO_GOAL = tuple(tuple(_apart(i, KNIGHT_FIELD[1 - side]) for i in range(N)) for side in (0, 1))
# The fields two steps or less from each field: where an enemy piece may bait a knight into a
# compulsory jump onto a field where it is taken.
_NEAR = tuple(tuple(j for j in range(N) if j != i and _apart(i, j) <= 2) for i in range(N))
# Where each piece code may stand (index by code, then field): squires on grey or their yellow.
_STAND = (
    (False,) * N,
    tuple(i in GREY or i in YELLOW[0] for i in range(N)),
    (True,) * N,
    tuple(i in GREY or i in YELLOW[1] for i in range(N)),
    (True,) * N,
)
_OWN = ((False, True, True, False, False), (False, False, False, True, True))


def _jumps(cells: bytes, side: int) -> list[tuple[int, int, int]]:
    """``side``'s jumps now: (from, over, to)."""
    own, enemy = _OWN[side], _OWN[1 - side]
    out: list[tuple[int, int, int]] = []
    for p in range(N):
        c = cells[p]
        if own[c]:
            stand = _STAND[c]
            for j, k in STEPS[p]:
                if k >= 0 and enemy[cells[j]] and not cells[k] and stand[k]:
                    out.append((p, j, k))
    return out


def _moves(cells: bytes, side: int) -> tuple[list[tuple[int, int, int]], int]:
    """``side``'s jumps (as :func:`_jumps`) and its number of steps, in one pass."""
    own, enemy = _OWN[side], _OWN[1 - side]
    out: list[tuple[int, int, int]] = []
    n = 0
    for p in range(N):
        c = cells[p]
        if own[c]:
            stand = _STAND[c]
            for j, k in STEPS[p]:
                if not cells[j]:
                    n += stand[j]
                elif k >= 0 and enemy[cells[j]] and not cells[k] and stand[k]:
                    out.append((p, j, k))
    return out, n


def _near(cells: bytes, at: int, side: int) -> int:
    """``side``'s pieces two steps or less from the field ``at``."""
    own = _OWN[side]
    return sum(1 for j in _NEAR[at] if own[cells[j]])


def _score(cells: bytes, me: int, depth: int) -> float:
    """The position for ``me`` to move, in squires (+-_SURE: won or lost): compulsory captures
    played out (the mover picks the best) up to ``depth`` jumps, then the static count."""
    you = 1 - me
    my_knight, your_knight = 2 * me + 2, 2 * you + 2
    my_at, your_at = cells.find(my_knight), cells.find(your_knight)
    yours = cells.count(2 * you + 1)
    goal = KNIGHT_FIELD[you]
    jumps, mobile = _moves(cells, me)
    if jumps:
        for p, j, k in jumps:
            if j == your_at or yours == 1 or (p == my_at and k == goal):
                return _SURE
        if depth > 0:
            best = -_SURE
            for p, j, k in jumps:
                after = bytearray(cells)
                after[k], after[p], after[j] = after[p], 0, 0
                best = max(best, -_score(bytes(after), you, depth - 1))
                if best >= _SURE:
                    break
            return best
    elif _TO_GOAL[me][my_at] == 1 and not cells[goal]:
        return _SURE
    if not jumps and not mobile:
        return -_SURE  # no legal move loses
    score = 1.0 * (cells.count(2 * me + 1) - yours)
    # The race: a step nearer the goal counts more the nearer it is.
    mine_to, yours_to = max(1, _TO_GOAL[me][my_at]), max(1, _TO_GOAL[you][your_at])
    score += _RACE[0] / mine_to - _RACE[0] / yours_to + _RACE[1] * (yours_to - mine_to)
    if jumps:
        score += 0.7  # (depth spent) the mover takes a piece now
    your_jumps, your_mobile = _moves(cells, you)
    yours_hit = {j for _p, j, _k in your_jumps}
    if my_at in yours_hit:
        score -= 2.5 if jumps else 1.0  # the knight must flee (a compulsory jump may forbid it)
    score -= 0.25 * len(yours_hit)
    if yours_to == 1 and not cells[KNIGHT_FIELD[me]]:
        score -= 2.0  # the enemy knight is one step from the mover's empty knight field
    score -= _EXPOSED * (_near(cells, my_at, you) - _near(cells, your_at, me))
    score += 0.03 * (mobile - your_mobile)
    return score


def evaluate(state: FehdeState) -> tuple[float, ...]:
    """(White, Black) expected payoffs: the true returns once the game is over."""
    if state.result:
        return state.returns()
    me = state.mover
    if me < 0:
        return (0.5, 0.5)  # the lot is still to draw: the start is even
    score = _score(state.cells, me, _DEPTH)
    if score >= _SURE:
        p = _WIN
    elif score <= -_SURE:
        p = 1.0 - _WIN
    else:
        p = max(1.0 - _COUNTED, min(_COUNTED, 1.0 / (1.0 + math.exp(-_SCALE * score))))
    return (p, 1.0 - p) if me == 0 else (1.0 - p, p)


def noisy(state: FehdeState) -> bool:
    """A capture is due: the side to move has a jump, and jumping is compulsory (rule 4)."""
    return not state.result and state.mover >= 0 and bool(_jumps(state.cells, state.mover))
