"""The search's knowledge of Chivalry (the ``playout`` and ``priors`` hooks of pyengine/ai/mcts.py).

Random games on the 176-square board run to hundreds of moves and end by chance, so the
playout plays a few moves by a policy (a capture whenever one is offered, a leg into the enemy
castle, else legs towards it more often than away) and then scores the position: material (a
Knight is worth more than a Man), the pieces' way to the enemy castle, pieces already in it.
The priors make a short search try captures, castle entries and advances first.
"""
from __future__ import annotations

import math
import random

from pyengine.core import Action
from pyengine.games.chivalry.rules import BOARD, CASTLE, OWN, STOP, ChivalryState, is_knight

__all__ = ["playout", "evaluate", "priors", "DEPTH"]

#: Actions played before the position is scored.
DEPTH = 24
_ROWS = tuple(BOARD.coords[i][1] for i in range(len(BOARD)))
_COLS = tuple(BOARD.coords[i][0] for i in range(len(BOARD)))
#: Steps (king moves) from each square to each side's goal, the enemy castle.
_TO_GO = tuple(tuple(min(max(abs(_COLS[i] - _COLS[c]), abs(_ROWS[i] - _ROWS[c])) for c in CASTLE[1 - side])
                     for i in range(len(BOARD))) for side in (0, 1))


def evaluate(state: ChivalryState) -> tuple[float, float]:
    """Payoffs estimated for a position that goes on: a logistic of material and progress."""
    if state.result:
        return state.returns()
    score = 0.0
    for i, c in enumerate(state.cells):
        if not c:
            continue
        side = 0 if c <= 2 else 1
        togo = _TO_GO[side][i]
        value = (1.3 if is_knight(c) else 1.0) + (3.0 if togo == 0 else 0.6 / (1 + togo))
        score += value if side == 0 else -value
    p = 1.0 / (1.0 + math.exp(-0.9 * score))
    return (p, 1.0 - p)


def _gain(state: ChivalryState, a: Action) -> float:
    """How promising a leg looks: captures, the enemy castle, advances."""
    if a.data == ("stop",):
        return 0.5
    _, frm, to, kind = a.data
    side = state.mover
    togo = _TO_GO[side]
    gain = (togo[frm] - togo[to]) * 0.5
    if kind == "jump":
        gain += 4.0
    if togo[to] == 0:
        gain += 6.0
    return gain


def priors(state: ChivalryState, actions) -> list[float]:
    """An order for the search's untried actions (higher is tried first)."""
    return [_gain(state, a) for a in actions]


def _pick(state: ChivalryState, actions, rng: random.Random) -> Action:
    side = state.mover
    best = [a for a in actions if a.data != ("stop",) and (a.data[3] == "jump" or _TO_GO[side][a.data[2]] == 0)]
    if best:
        return best[rng.randrange(len(best))]
    if rng.random() < 0.6:
        togo = _TO_GO[side]
        ahead = [a for a in actions if a == STOP or togo[a.data[2]] < togo[a.data[1]]]
        if ahead:
            return ahead[rng.randrange(len(ahead))]
    return actions[rng.randrange(len(actions))]


def playout(state: ChivalryState, rng: random.Random, depth: int = DEPTH) -> tuple[tuple[float, ...], int]:
    plies = 0
    while not state.result and plies < depth:
        state = state.apply(_pick(state, state.legal_actions(), rng))
        plies += 1
    return (state.returns() if state.result else evaluate(state)), plies
