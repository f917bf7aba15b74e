"""A game's own search (``SearchHooks.plan``, searcher ``"plan"``) behind the searchers' face.

Where neither MCTS nor alpha-beta over single actions fits a game (a progressive-chess turn is a
series of up to n moves: a tree of 30^n lines), the game plans its turn itself. This runs that
plan as the page and the bench run the other searches (:class:`pyengine.ai.agents.Agent`,
pyengine/app/thinking.py): one call within the action's positions (native play, reproducible)
or until its deadline (the page), the game's memo carried from one action of a turn to the next.
"""

from __future__ import annotations

import random
import time
from typing import Any

from pyengine.ai.mcts import SearchResult
from pyengine.contract import CHANCE, Action, State

__all__ = ["Planned"]


class Planned:
    """The game's plan for the mover of ``state``; ``deadline``: the page's end for it (the
    page's slices of :meth:`run` would cut it short), ``memo``: the turn's previous plan."""

    def __init__(
        self, game: Any, state: State, rng: random.Random, memo: object = None, deadline: float | None = None
    ) -> None:
        seat = state.to_move()
        if seat is None or seat == CHANCE:
            raise ValueError("no seat is to act in this state")
        self.game, self.state, self.rng, self.seat = game, state, rng, seat
        self.memo, self.deadline = memo, deadline
        self.iterations = 0  # positions looked at
        self.decisive: Action | None = None  # (the plan does its own search for wins)
        self._result: SearchResult | None = None

    def run(self, iterations: int | None = None, deadline: float | None = None) -> SearchResult:
        """Plan (once) within ``iterations`` positions or until the deadline."""
        if self._result is None:
            until = self.deadline if self.deadline is not None else deadline
            if until is not None and iterations is None:
                until = max(until, time.monotonic() + 0.01)
            action, value, used, memo = self.game.hooks.plan(
                self.state, iterations, until, self.memo, self.rng
            )
            self.iterations, self.memo = used, memo
            self._result = SearchResult(action, used, {action: max(1, used)}, value)
        return self._result

    @property
    def forced(self) -> bool:
        """Once planned, nothing is left to think about."""
        return self._result is not None

    def settled(self, remaining: int) -> bool:
        """Once planned, more time changes nothing."""
        return self._result is not None

    def result(self) -> SearchResult:
        """The plan's action (planning now, unbounded but for the game's own limits, if
        :meth:`run` was not called)."""
        return self._result if self._result is not None else self.run(iterations=1)

    def choice(self, deadline: float | None = None) -> SearchResult:
        """The plan's action (the plan has checked what it hands the opponent)."""
        return self.result()

    def expected(self, seat: int) -> float:
        """``seat``'s expected payoff in the position, as the plan judged it."""
        value = self.result().value
        return value if seat == self.seat else 1.0 - value
