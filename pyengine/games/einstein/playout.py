"""A fast playout for the search (the ``playout`` hook of pyengine/ai/mcts.py).

The rules of rules.py on a plain list, without building actions. The policy: a move onto the
goal if there is one, else a capture of an opposing stone half of the time, else a move that
brings the stone nearer its goal corner (a diagonal step, or a step along its longer way)
two times in three, else a random move. A random setup is drawn here too; a chosen setup
still being placed is completed at random. tests/test_einstein.py checks the playout's games
against the rules.
"""

from __future__ import annotations

import random

from pyengine.kit.dice import movable
from pyengine.games.einstein.rules import GOALS, MOVE, OVER, SETUP, START_CELLS, TARGETS, EinsteinState

__all__ = ["playout"]

# Steps to the goal corner from each cell (Chebyshev distance), per seat.
DIST = tuple(tuple(max(abs(c % 5 - g % 5), abs(c // 5 - g // 5)) for c in range(25)) for g in GOALS)


def playout(
    state: EinsteinState, rng: random.Random, trace: list[tuple[int, int, int, int]] | None = None
) -> tuple[tuple[float, ...], int]:
    """Payoffs and the number of actions; ``trace`` (tests) gets each move as (seat, roll, c, t)."""
    if state.phase == OVER:
        return state.returns(), 0
    board = list(state.board)
    seat, plies = state.seat, 0
    if state.phase == SETUP:
        for s in range(seat, 2):
            sign = 1 if s == 0 else -1
            placed = {abs(board[c]) for c in START_CELLS[s] if board[c]}
            rest = [n for n in range(1, 7) if n not in placed]
            rng.shuffle(rest)
            for c in START_CELLS[s]:
                if not board[c]:
                    board[c] = sign * rest.pop()
                    plies += 1
        seat = state.config.first
    roll = state.roll if state.phase == MOVE else 0
    while True:
        sign = 1 if seat == 0 else -1
        if not roll:
            roll = rng.randrange(1, 7)
            plies += 1
        stones = [(c, v * sign) for c, v in enumerate(board) if v * sign > 0]
        targets, goal = TARGETS[seat], GOALS[seat]
        moves = [(c, t) for c in movable(stones, roll) for t in targets[c]]
        pick = next(((c, t) for c, t in moves if t == goal), None)
        if pick is None:
            hits = [(c, t) for c, t in moves if board[t] * sign < 0]
            if hits:
                # The opposing stone nearest its own goal; always if it is one step away.
                near = min(DIST[1 - seat][t] for _, t in hits)
                if near == 1 or rng.random() < 0.5:
                    hits = [(c, t) for c, t in hits if DIST[1 - seat][t] == near]
                    pick = hits[rng.randrange(len(hits))]
        if pick is None and rng.random() < 0.67:
            nearer = [(c, t) for c, t in moves if DIST[seat][t] < DIST[seat][c]]
            if nearer:
                pick = nearer[rng.randrange(len(nearer))]
        if pick is None:
            pick = moves[rng.randrange(len(moves))]
        c, t = pick
        board[t], board[c] = board[c], 0
        plies += 1
        if trace is not None:
            trace.append((seat, roll, c, t))
        if t == goal or not any(v * sign < 0 for v in board):
            return ((1.0, 0.0) if seat == 0 else (0.0, 1.0)), plies
        seat, roll = 1 - seat, 0
