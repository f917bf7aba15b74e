"""The search's knowledge of Chivalry (the ``playout`` and ``priors`` hooks of pyengine/ai/mcts.py).

Random games on the 176-square board run to hundreds of moves and end by chance, so the
playout plays a few legs by a policy and then scores the position. Captures are compulsory,
so a piece left where an enemy can jump it is usually lost: the policy captures whenever it
may, enters the enemy castle when it can, and otherwise prefers legs that land where no enemy
can jump them and lead towards the enemy castle. Play goes on past ``DEPTH`` while a capture
is pending (a move under way, or a capture the mover must make), so that the position scored
is quiet and a piece about to be taken is not counted. The score: material (a Knight is worth
more than a Man), the pieces' way to the enemy castle, pieces already in it. The priors make a
short search try captures, castle entries and safe advances first.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from pyengine.contract import Action
from pyengine.kit import patience
from pyengine.games.chivalry.rules import (
    BOARD,
    CASTLE,
    OWN,
    ChivalryState,
    capture_reachable,
    is_knight,
    is_leg,
)

__all__ = ["playout", "evaluate", "noisy", "tactical", "priors", "DEPTH", "QUIESCENCE"]

#: Legs played before the position is scored, and at most this many more while captures are pending.
DEPTH = 8
QUIESCENCE = 24
#: How steeply material and progress turn into odds: gentle enough that a search still tells
#: three pieces down from seven (0.9 made both about 0: every move looked alike once behind).
SCALE = 0.3
_ROWS = tuple(BOARD.coords[i][1] for i in range(len(BOARD)))
_COLS = tuple(BOARD.coords[i][0] for i in range(len(BOARD)))
#: Steps (king moves) from each square to each side's goal, the enemy castle.
_TO_GO = tuple(
    tuple(
        min(max(abs(_COLS[i] - _COLS[c]), abs(_ROWS[i] - _ROWS[c])) for c in CASTLE[1 - side])
        for i in range(len(BOARD))
    )
    for side in (0, 1)
)


def _opposite_pairs(i: int) -> tuple[tuple[int, int], ...]:
    """(a, b) for each line through ``i``: an enemy on ``a`` jumps a piece on ``i`` to ``b``."""
    out = []
    for d, (dc, dr) in BOARD.directions:
        back = next((e for e, v in BOARD.directions if v == (-dc, -dr)), None)
        a, b = BOARD.step(i, d), BOARD.step(i, back) if back else None
        if a is not None and b is not None:
            out.append((a, b))
    return tuple(out)


_LINES = tuple(_opposite_pairs(i) for i in range(len(BOARD)))
_CASTLES = CASTLE[0] | CASTLE[1]


def _exposed(cells: bytes, frm: int, to: int, side: int) -> bool:
    """Would the piece moved from ``frm`` to ``to`` stand where an enemy can jump it? (A piece
    in a castle is never jumped; ``frm`` is empty after the move.)"""
    if to in _CASTLES:
        return False
    enemy = OWN[1 - side]
    for a, b in _LINES[to]:
        if cells[a] in enemy and (b == frm or not cells[b]):
            return True
    return False


def evaluate(state: ChivalryState) -> tuple[float, ...]:
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
    p = 1.0 / (1.0 + math.exp(-SCALE * score))
    return (p, 1.0 - p)


def _gain(state: ChivalryState, a: Action) -> float:
    """How promising a leg looks: captures, the enemy castle, safe advances."""
    if not is_leg(a):
        return 0.5 - (2.0 if _exposed(state.cells, -1, state.at, state.mover) else 0.0)
    frm, to, kind = a.data
    side = state.mover
    togo = _TO_GO[side]
    gain: float = (togo[frm] - togo[to]) * 0.5
    if kind == "jump":
        gain += 4.0
    if togo[to] == 0:
        gain += 6.0
    elif kind != "jump" and _exposed(state.cells, frm, to, side):
        gain -= 2.0
    return gain


def priors(state: ChivalryState, actions: Sequence[Action]) -> list[float]:
    """An order for the search's untried actions (higher is tried first)."""
    return [_gain(state, a) for a in actions]


def _pick(state: ChivalryState, actions: Sequence[Action], rng: random.Random) -> Action:
    side, cells = state.mover, state.cells
    togo = _TO_GO[side]
    best = [a for a in actions if is_leg(a) and (a.data.kind == "jump" or togo[a.data.to] == 0)]
    if best:
        return best[rng.randrange(len(best))]
    if rng.random() < 0.85:
        safe = [
            a
            for a in actions
            if not (
                _exposed(cells, -1, state.at, side)
                if not is_leg(a)
                else _exposed(cells, a.data.frm, a.data.to, side)
            )
        ]
        if safe:
            actions = safe
    if rng.random() < 0.6:
        ahead = [a for a in actions if not is_leg(a) or togo[a.data.to] < togo[a.data.frm]]
        if ahead:
            return ahead[rng.randrange(len(ahead))]
    return actions[rng.randrange(len(actions))]


def noisy(state: ChivalryState) -> bool:
    """A capture is under way or due: a move in progress, or every leg offered is a jump."""
    if state.at >= 0:
        return True
    actions = state.legal_actions()
    return (
        bool(actions)
        and is_leg(actions[0])
        and actions[0].data.kind == "jump"
        and all(a.data.kind == "jump" for a in actions)
    )


def tactical(state: ChivalryState, actions: Sequence[Action]) -> list[Action]:
    """The captures a quiet position offers but does not impose: a Knight's canter from which
    its Charge can still capture (rule 4; a jump at hand is compulsory, so ``noisy``). The
    peer's AI won its games against the old MCTS with exactly these."""
    out = []
    for a in actions:
        if is_leg(a) and a.data.kind == "canter" and is_knight(state.cells[a.data.frm]):
            if capture_reachable(state, a.data.frm, a.data.to):
                out.append(a)
    return out


def playout(
    state: ChivalryState, rng: random.Random, depth: int | None = None
) -> tuple[tuple[float, ...], int]:
    depth = DEPTH if depth is None else depth
    plies = 0
    while not state.result and (plies < depth or (plies < depth + QUIESCENCE and noisy(state))):
        if plies % 16 == 0:
            patience.check()  # the computer's deadline holds (pyengine/kit/patience.py)
        state = state.apply(_pick(state, state.legal_actions(), rng))
        plies += 1
    return (state.returns() if state.result else evaluate(state)), plies
