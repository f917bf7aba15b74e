"""The AI thinking for a match in slices, so that the page stays responsive.

The page asks for one slice at a time (``step``); between slices it can undo, start a new
game or leave. A search is tied to the position it started from (a token); when the match
has moved on, the search is dropped and its action is never applied, so nothing is lost or
applied twice.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pyengine.ai import LEVELS, Agent, Search, SearchResult
from pyengine.app.controller import Match
from pyengine.core import CHANCE, Action

__all__ = ["Thinker", "Progress", "visit_shares"]


@dataclass(frozen=True)
class Progress:
    """How far a search is: the fraction of its budget used, iterations, current best action."""

    fraction: float
    iterations: int
    best: str


def _token(match: Match) -> tuple[int, int, int]:
    return (id(match), len(match.actions), match.cursor)


def visit_shares(result: SearchResult, depth: int = 0) -> dict[str, float]:
    """The share of root visits per first click target (for the "AI distribution" overlay)."""
    total = sum(result.visits.values()) or 1
    shares: dict[str, float] = {}
    for action, visits in result.visits.items():
        if len(action.path) > depth:
            target = action.path[depth]
            shares[target] = shares.get(target, 0.0) + visits / total
    return {t: round(v, 4) for t, v in shares.items()}


class Thinker:
    """Runs the searches of one match's AI seats (and hints for humans)."""

    def __init__(self) -> None:
        self._agents: dict[tuple[int, int, str], Agent] = {}
        self._search: Search | None = None
        self._token: tuple[int, int, int] | None = None
        self._end = 0.0
        self._budget = 0.0
        self.last: SearchResult | None = None  # the last finished search (overlay)
        self.last_token: tuple[int, int, int] | None = None

    def agent(self, match: Match, seat: int) -> Agent:
        key = (id(match), seat, match.seats[seat])
        if key not in self._agents:
            rng = random.Random(match.seed * 31 + seat)
            self._agents[key] = Agent(match.game, match.seats[seat], rng)
        return self._agents[key]

    @property
    def busy(self) -> bool:
        return self._search is not None

    def stop(self) -> None:
        self._search = None
        self._token = None

    def start(self, match: Match) -> Action | None:
        """Begin the move of the AI seat (or chance) to move.

        Chance and random seats act at once: their action is returned. A searching level
        starts a search (call :meth:`step` until it returns an action).
        """
        self.stop()
        if not match.ai_to_move():
            return None
        seat = match.state.to_move()
        if seat == CHANCE:
            return match.chance_action()
        level = LEVELS[match.seats[seat]]
        agent = self.agent(match, seat)
        if level.kind == "random":
            return agent.choose(match.state).action
        self._search = agent.start(match.state)
        self._token = _token(match)
        self._budget = level.seconds
        self._end = time.monotonic() + level.seconds
        return None

    def step(self, match: Match, slice_seconds: float = 0.05) -> Action | Progress | None:
        """Think for one slice: the action when done, else the progress; None if dropped."""
        if self._search is None:
            return None
        if self._token != _token(match):
            self.stop()  # the match moved on (undo, new game, a click): drop the search
            return None
        now = time.monotonic()
        result = self._search.run(deadline=min(self._end, now + slice_seconds))
        # Settled: at this slice's pace, the time left cannot change the most visited action.
        left = max(0.0, self._end - time.monotonic())
        pace = result.iterations / max(1e-3, self._budget - left) if self._budget else 0.0
        if time.monotonic() >= self._end or self._search.forced or self._search.settled(int(pace * left)):
            self.last, self.last_token = result, self._token
            self.stop()
            return result.action
        fraction = 1.0 - max(0.0, self._end - time.monotonic()) / self._budget if self._budget else 1.0
        return Progress(round(fraction, 3), self._search.iterations, result.action.text)

    def hint(self, match: Match, seconds: float = 1.0) -> SearchResult | None:
        """The AI's preferred action for the human to move (a medium search, at once)."""
        if not match.human_to_move() or match.human_rolls():
            return None  # nothing to suggest before the die is rolled
        agent = Agent(match.game, "medium", random.Random(match.seed * 17 + match.cursor))
        result = agent.choose(match.state, deadline=time.monotonic() + seconds)
        self.last, self.last_token = result, _token(match)
        return result

    def shares_for(self, match: Match) -> dict[str, float]:
        """The last search's visit shares, shown in the position it searched (a hint) or
        right after the move it chose (where the AI looked)."""
        if self.last is None or self.last_token is None:
            return {}
        n, _, cursor = self.last_token
        if n != id(match) or match.cursor not in (cursor, cursor + 1):
            return {}
        return visit_shares(self.last)
