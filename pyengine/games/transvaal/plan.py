"""The medium and strong levels' own search for Transvaal (``SearchHooks.plan``, searcher
"plan": pyengine/ai/planned.py): one move deep over the solved table's exact evaluation.

Why not MCTS: a won game is often won by one English move only, with no move to spare (a margin
of 0, evaluation.py). MCTS averages the values below a move, its own later moves explored as
much as the good one, so a narrow win looked no better than a move that loses: medium as the
English let 6 of 15 won games slip against the bench's baseline (each loss a move from a margin
of 0 or more to a lost one; 2026-11-27), with its noisy playouts and with the evaluation at
its leaves alike (8 of 15 then). The table knows the winner and the margin of every position,
so the move it values best is the best move: the English keep a won game won, the Boer a won
one won and a lost one long. Equal moves are chosen among at random.
"""

from __future__ import annotations

import random

from pyengine.contract import Action
from pyengine.games.transvaal.evaluation import evaluate
from pyengine.games.transvaal.rules import TransvaalMatch, TransvaalState

__all__ = ["plan"]


def plan(
    state: TransvaalState | TransvaalMatch,
    positions: int | None,
    deadline: float | None,
    memo: object,
    rng: random.Random,
) -> tuple[Action, float, int, object]:
    """The mover's best action by the exact evaluation (any of the best, at random), the
    mover's payoff after it, the positions looked at; no memo (each action is judged anew).
    ``positions`` and ``deadline`` never bind: a position is a table look-up."""
    seat = state.to_move()
    assert seat is not None and seat >= 0  # the planner is asked where a seat is to act
    best: list[Action] = []
    top = -1.0
    actions = state.legal_actions()
    for action in actions:
        value = evaluate(state.apply(action))[seat]
        if value > top + 1e-9:
            best, top = [action], value
        elif value > top - 1e-9:
            best.append(action)
    return rng.choice(best), top, len(actions), None
