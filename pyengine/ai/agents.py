"""Agents: one call, choose an action for a state within a budget.

Step 1 has the random agent only; the search (MCTS) plugs in as further levels.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from pyengine.core import CHANCE, Action, State

__all__ = ["Level", "LEVELS", "choose_action", "level_names"]


@dataclass(frozen=True)
class Level:
    """An AI level as data: the agent kind and its budget."""

    name: str
    kind: str  # "random"
    seconds: float = 0.0
    iterations: int = 0


LEVELS: dict[str, Level] = {
    "random": Level("random", "random"),
}


def level_names() -> tuple[str, ...]:
    return tuple(LEVELS)


def _random_agent(state: State, level: Level, rng: random.Random, deadline: float | None) -> Action:
    return rng.choice(state.legal_actions())


_AGENTS: dict[str, Callable[[State, Level, random.Random, float | None], Action]] = {"random": _random_agent}


def choose_action(state: State, level: str | Level, rng: random.Random, deadline: float | None = None) -> Action:
    """The action ``level`` plays in ``state`` (a seat's turn, not chance).

    :raises ValueError: for an unknown level or a state where no seat acts.
    """
    lv = LEVELS[level] if isinstance(level, str) else level
    seat = state.to_move()
    if seat is None or seat == CHANCE:
        raise ValueError("no seat is to act in this state")
    if deadline is None and lv.seconds:
        deadline = time.monotonic() + lv.seconds
    return _AGENTS[lv.kind](state, lv, rng, deadline)
