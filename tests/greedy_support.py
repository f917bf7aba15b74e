"""Helpers of the evaluation tests (tests/test_*_evaluation.py): a greedy player that plays the
action whose resulting position its game's ``evaluate`` likes best for the mover, and a short
seeded match of it against uniformly random play, seats alternated."""

from __future__ import annotations

import random
from collections.abc import Callable

from pyengine.contract import CHANCE, Action, State

Evaluate = Callable[[State], tuple[float, ...]]


def chance(state: State, rng: random.Random) -> State:
    """``state`` after a chance action drawn with its probability."""
    outcomes = state.chance_outcomes()
    r, acc = rng.random(), 0.0
    for action, p in outcomes:
        acc += p
        if r < acc:
            return state.apply(action)
    return state.apply(outcomes[-1][0])


def greedy_action(state: State, evaluate: Evaluate, rng: random.Random) -> Action:
    """The action whose resulting position is best for the mover (ties at random): one action at
    a time, also within a turn of several actions."""
    mover = state.to_move()
    assert mover is not None and mover != CHANCE
    best: list[Action] = []
    value = -1.0
    for action in state.legal_actions():
        after = state.apply(action)
        v = (after.returns() if after.is_over() else evaluate(after))[mover]
        if v > value + 1e-12:
            best, value = [action], v
        elif v > value - 1e-12:
            best.append(action)
    return best[rng.randrange(len(best))]


def greedy_score(
    new: Callable[[], State], evaluate: Evaluate, games: int, seed: int, seats: int = 2, plies: int = 1000
) -> float:
    """Greedy's total payoff in ``games`` against random players, taking each seat in turn (an
    unfinished game after ``plies`` actions counts as even)."""
    rng = random.Random(seed)
    total = 0.0
    for game in range(games):
        seat = game % seats
        state = new()
        for _ in range(plies):
            mover = state.to_move()
            if mover is None:
                break
            if mover == CHANCE:
                state = chance(state, rng)
            elif mover == seat:
                state = state.apply(greedy_action(state, evaluate, rng))
            else:
                actions = state.legal_actions()
                state = state.apply(actions[rng.randrange(len(actions))])
        total += state.returns()[seat] if state.is_over() else 1.0 / seats
    return total
