"""The search's playout for One-Hit Progressive Chess (the ``playout`` hook of pyengine/ai/mcts.py).

Chess playouts to the end are long and mostly noise, so a playout plays a few actions with a
simple policy (mostly the most valuable capture, sometimes an early end of the series, else a
random move) and then scores the material: White's payoff is a logistic of the material
difference in pawns. At the start of each series it looks for a mate by the first move
(tactics.py), which a material count would never see: so the search learns which series
endings leave the opponent a mate.
"""

from __future__ import annotations

import math
import random
from typing import cast

import chess

from pyengine.contract import Action
from pyengine.kit import patience
from pyengine.games.progressive.rules import WHITE, ProgressiveState, move_action
from pyengine.games.progressive.tactics import POSITIONS, find_mate

__all__ = ["playout", "random_playout", "decisive_action", "evaluate", "VALUES"]

VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0}
DEPTH = 10  # actions per playout before the material is scored
SCALE = 3.0  # pawns of material for odds of e : 1


def evaluate(state: ProgressiveState) -> tuple[float, float]:
    """Payoffs (White, Black) estimated from the material."""
    b = state.board()
    diff = sum(VALUES[p.piece_type] * (1 if p.color else -1) for p in b.piece_map().values())
    white = 1 / (1 + math.exp(-diff / SCALE))
    return (white, 1 - white)


def playout(state: ProgressiveState, rng: random.Random) -> tuple[tuple[float, ...], int]:
    plies = 0
    while not state.over and plies < DEPTH:
        if plies % 16 == 0:
            patience.check()
        if state.done == 0 and find_mate(state, 0):
            return ((1.0, 0.0) if state.mover == WHITE else (0.0, 1.0)), plies + 1
        moves = state.moves()
        if state.done and rng.random() < 0.2:
            state = state._next_series()
        else:
            b = state.board()
            captures = [m for m in moves if b.is_capture(m)]
            if captures and rng.random() < 0.8:
                move = max(
                    captures,
                    key=lambda m: VALUES.get(b.piece_type_at(m.to_square) or chess.PAWN, 1) * 10
                    - VALUES[cast(int, b.piece_type_at(m.from_square))]  # (a legal move's piece)
                    + rng.random(),
                )
            else:
                move = moves[rng.randrange(len(moves))]
            state = state.play(move)
        plies += 1
    return (state.returns() if state.over else evaluate(state)), plies


def random_playout(state: ProgressiveState, rng: random.Random) -> tuple[tuple[float, ...], int]:
    """The generic uniformly random playout of pyengine/ai/mcts.py (the same choices from the
    same generator: ``legal_actions`` lists the moves in ``moves()`` order, then ``end``),
    without building an action with its SAN for every move."""
    plies = 0
    while not state.over:
        if plies % 16 == 0:
            patience.check()  # a random game runs for hundreds of moves: the computer's deadline holds
        moves = state.moves()
        pick = rng.randrange(len(moves) + (1 if state.done else 0))
        state = state.play(moves[pick]) if pick < len(moves) else state._next_series()
        plies += 1
    return state.returns(), plies


def decisive_action(
    state: ProgressiveState, deep: bool = True, deadline: float | None = None, positions: int = POSITIONS
) -> Action | None:
    """The first move of a mate in this series: with ``deep`` a series of quiet moves ending in
    a mating check (until ``deadline``, else within ``positions``), else only a mating move at
    once (under 1 ms)."""
    if state.over:
        return None
    if deep:
        line = find_mate(
            state, quiet=state.series, deadline=deadline, positions=positions if deadline is None else 10**8
        )
    else:
        line = find_mate(state, quiet=0)
    return move_action(state.board_for(line[0]), line[0]) if line else None
