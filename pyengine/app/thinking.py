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
from pyengine.ai import LEVELS, Agent, SearchResult
from pyengine.ai.agents import CHECK, Searcher, turn_share
from pyengine.app.controller import Match
from pyengine.contract import CHANCE, Action
from pyengine.contract.actions import draw_answer
from pyengine.contract.replay import DrawOffered, Drawn, position
from pyengine.kit.turns import same_turn

__all__ = ["Thinker", "Progress", "visit_shares", "expected"]


@dataclass(frozen=True)
class Progress:
    """How far a search is: the fraction of its budget used, iterations, current best action."""

    fraction: float
    iterations: int
    best: str


def _token(match: Match) -> tuple[int, int, int]:
    return (id(match), len(match.actions), match.cursor)


def expected(search: Searcher, seat: int) -> float:
    """``seat``'s expected payoff in the position ``search`` searched."""
    return search.expected(seat)


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
        self._search: Searcher | None = None
        self._token: tuple[int, int, int] | None = None
        self._end = 0.0
        self._budget = 0.0
        self._seconds = 0.0  # the running search's level's time a turn (Agent.seconds)
        self._slices = 0  # the slices the running search has had
        self.last: SearchResult | None = None  # the last finished search (overlay)
        self.last_token: tuple[int, int, int] | None = None
        #: The turn the last search's action continues: (match id, cursor after that action,
        #: seat, the turn's deadline); the next action of that turn shares what is left of it.
        self._turn: tuple[int, int, int, float] | None = None
        self._answering: int | None = None  # the seat answering a draw offer by this search

    def agent(self, match: Match, seat: int) -> Agent:
        """The computer player of ``seat`` in ``match`` (one per seat and level, kept between turns)."""
        key = (id(match), seat, match.seats[seat])
        if key not in self._agents:
            rng = random.Random(match.seed * 31 + seat)
            self._agents[key] = Agent(match.game, match.seats[seat], rng)
        return self._agents[key]

    @property
    def busy(self) -> bool:
        """Is a search running (the page then sends ``think`` slices)?"""
        return self._search is not None

    def stop(self) -> None:
        """Drop the running search (the position changed)."""
        self._search = None
        self._token = None
        self._answering = None

    def start(self, match: Match) -> Action | None:
        """Begin the move of the AI seat (or chance) to move.

        Chance and random seats act at once: their action is returned. A searching level
        starts a search (call :meth:`step` until it returns an action).
        """
        self.stop()
        if not match.ai_to_move():
            return None
        seat = match.state.to_move()
        assert seat is not None  # (ai_to_move)
        if seat == CHANCE:
            return match.chance_action()
        level = LEVELS[match.seats[seat]]
        agent = self.agent(match, seat)
        if level.kind == "random":
            return agent.choose(match.state).action
        offer = match.state if isinstance(match.state, DrawOffered) else None
        now = time.monotonic()
        turn_end = now + agent.seconds  # (the level's time, or the part a game gives it: time_for)
        if (
            self._turn is not None
            and self._turn[:3] == (id(match), match.cursor, seat)
            and same_turn(match.states[match.cursor - 1], match.state, seat)
        ):
            turn_end = self._turn[3]
        # Asked to agree a draw, the computer searches the position itself and judges it. The
        # direct search for a win (up to half the turn's time left) runs first, then the tree
        # search gets this action's part of what is left of the turn.
        self._search = agent.start(position(match.state), turn_deadline=turn_end)
        self._answering = seat if offer is not None else None
        self._token = _token(match)
        now = time.monotonic()
        # An action before the turn's last keeps back the check of the last one's choice: the
        # turn as a whole stays within its level's time.
        made, most = match.state.turn_progress()
        kept = CHECK * agent.seconds if most - made > 1 else 0.0
        self._budget = turn_share(turn_end - kept - now, match.state, agent.seconds)
        self._seconds = agent.seconds
        self._end = now + self._budget
        self._slices = 0
        self._turn = (id(match), match.cursor + 1, seat, turn_end)
        return None

    def step(self, match: Match, slice_seconds: float = 0.05) -> Action | Progress | None:
        """Think for one slice: the action when done, else the progress; None if dropped."""
        if self._search is None:
            return None
        if self._token != _token(match):
            self.stop()  # the match moved on (undo, new game, a click): drop the search
            return None
        now = time.monotonic()
        # The search stops short of the end: the rest is for checking its choice (Search.choice).
        reserve = 0.0 if self._answering is not None else min(CHECK * self._budget, 0.5 * self._budget)
        result = self._search.run(deadline=min(self._end - reserve, now + slice_seconds))
        # Settled: at this slice's pace, the time left cannot change the most visited action.
        left = max(0.0, self._end - time.monotonic())
        pace = result.iterations / max(1e-3, self._budget - left) if self._budget else 0.0
        # A draw's judgement uses the whole budget: the value, not only the best move, counts.
        # A search settled in its first slice still reports once: the page shows that the
        # computer thinks whenever it searches (a slow device settles sooner: fewer iterations).
        # A first slice reports even where it ran late (a busy device: the page's message came
        # after the budget): the page shows once that the computer searched.
        first = self._slices == 0
        early = self._search.forced or (not first and self._search.settled(int(pace * left)))
        self._slices += 1
        if (
            (time.monotonic() >= self._end - reserve and not first)
            or self._search.decisive is not None
            or (early and self._answering is None)
        ):
            if self._answering is not None:
                return self._answer(match)
            # The check of the choice gets at least its part of the level's time, even at the
            # end of a long turn whose budget is spent.
            result = self._search.choice(max(self._end, time.monotonic() + CHECK * self._seconds))
            self.last, self.last_token = result, self._token
            self.stop()
            return result.action
        fraction = 1.0 - max(0.0, self._end - time.monotonic()) / self._budget if self._budget else 1.0
        return Progress(round(fraction, 3), self._search.iterations, result.action.text)

    def _answer(self, match: Match) -> Action:
        """A computer asked to agree a draw accepts only where its search does not expect more
        than the draw in the position (every game, two seats or more)."""
        seat, search = self._answering, self._search
        assert seat is not None and search is not None  # (a search answering an offer runs)
        self.stop()
        draw = Drawn(position(match.state), match.info).returns()[seat]
        return draw_answer(seat, expected(search, seat) <= draw)

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
