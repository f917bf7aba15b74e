"""Agents and levels: one call, choose an action for a state within a budget.

Levels are data (a budget and search options), never code paths. A level's budget is the
time it thinks in the browser; native play that must be reproducible converts it into
iterations with the game's measured browser speed (``SearchHooks.iterations_per_second``, and
``plain_iterations_per_second`` for levels searching with plain random playouts:
pyengine/contract/parts.py).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from pyengine.ai.alphabeta import AlphaBeta
from pyengine.ai.mcts import Search, SearchResult
from pyengine.ai.planned import Planned
from pyengine.ai.tactics import NODES
from pyengine.contract import CHANCE, State
from pyengine.contract.parts import SearchHooks

__all__ = [
    "Level",
    "LEVELS",
    "Agent",
    "level_names",
    "iterations_for",
    "time_for",
    "uses_knowledge",
    "turn_share",
    "FLOOR",
    "CHECK",
    "BASELINE",
    "Searcher",
    "searches_alphabeta",
    "plans",
    "level_of",
]

#: A running search of either kind (the page runs both in slices: pyengine/app/thinking.py).
Searcher = Search | AlphaBeta | Planned


@dataclass(frozen=True)
class Level:
    """An AI level: ``kind`` (random or mcts), browser seconds, UCT exploration."""

    name: str
    kind: str
    seconds: float = 0.0
    exploration: float = 1.0
    label: str = ""
    knowledge: bool = True  # use the game's playout policy / evaluation hooks


LEVELS: dict[str, Level] = {
    "random": Level("random", "random", label="random moves"),
    # Easy is a short search with plain random playouts (docs/ADDING_A_GAME.md, "6. The AI and
    # its bars": the game's playout policy and evaluation are what make the stronger levels
    # strong); in the dice races a short search with the game's policy already plays almost as
    # well as a long one.
    "easy": Level("easy", "mcts", 0.2, label="up to 0.2 s a turn, random playouts", knowledge=False),
    "medium": Level("medium", "mcts", 1.0, label="up to 1 s a turn"),
    "strong": Level("strong", "mcts", 2.0, label="up to 2 s a turn"),
}

#: The bench's outside opponent of every game (issue 53), not a level of the page: a two-turn
#: search over the game's evaluation, as the peer's Chivalry AI plays (its moves ranked, each
#: judged by the opponent's best reply), with a little noise for variety as the peer's has. It
#: looks at no more than ``BASELINE_NODES`` positions a turn (about a second on CPython; the
#: peer stops after one), shared by the turn's actions as a level's budget is
#: (:func:`turn_share`): the peer's budget is a move's, and its Chivalry move is a whole turn.
BASELINE = Level("baseline", "baseline", label="two turns deep over the evaluation")
BASELINE_NODES = 10_000
BASELINE_NOISE = 0.01


def level_of(name: str) -> Level:
    """A level of the page, or the bench's baseline, by name."""
    return BASELINE if name == "baseline" else LEVELS[name]


#: The part of a level's budget kept for checking that the chosen action does not let the next
#: player win at once (pyengine/ai/mcts.py ``Search.choice``).
CHECK = 0.15

#: The least part of a level's budget an action of a turn gets when the turn's budget is spent
#: (a search needs a few iterations to choose at all); it keeps a long turn "about" its time.
FLOOR = 0.03


def turn_share(left: float, state: State, budget: float) -> float:
    """The part of a turn's remaining budget ``left`` (seconds or iterations) that the next
    action of the turn gets: twice the share of each later one among the actions the turn may
    still have (:meth:`State.turn_progress`), since a later action's search starts from the
    subtree the earlier one grew (Triad's drop after its move: strong against easy 52.5 % with
    even shares, measured 2026-11-26); at least ``FLOOR`` of the level's ``budget``. A level's
    time is per turn, however many actions the turn has."""
    made, most = state.turn_progress()
    rest = max(1, most - made)
    return max(FLOOR * budget, left * 2 / (rest + 1) if rest > 1 else left)


def plan_share(left: float, state: State, budget: float) -> float:
    """The part of a turn's remaining budget ``left`` (seconds or positions) that a game's own
    plan (searcher "plan") gets at an action: the action's share (:func:`turn_share`, less its
    check) and the half of what is left that the other levels' search for a win at once gets,
    at most all but the check. A series is planned at its first move, the later ones follow
    the plan: the page and native play give the plan the same part."""
    share = turn_share(left, state, budget) * (1 - CHECK)
    return min(left * (1 - CHECK), left / 2 + share)


def level_names() -> tuple[str, ...]:
    """The computer's levels by name, weakest first."""
    return tuple(LEVELS)


def uses_knowledge(level: Level, game: Any) -> bool:
    """Whether ``level`` searches with ``game``'s playout policy and evaluation: the levels that
    say so, and every searching level of a game whose plain random playouts tell nothing
    (``SearchHooks.plain_playouts_useless``: Chivalry's run for hundreds of moves)."""
    return level.knowledge or game.hooks.plain_playouts_useless


def searches_alphabeta(level: Level, game: Any) -> bool:
    """Whether ``level`` searches ``game`` by alpha-beta: the levels with the game's knowledge,
    where the game chose that search by measurement (``SearchHooks.searcher``)."""
    hooks: SearchHooks[State] = game.hooks
    return (
        level.kind == "mcts"
        and level.knowledge
        and hooks.searcher == "alphabeta"
        and hooks.evaluate is not None
    )


def plans(level: Level, game: Any) -> bool:
    """Whether ``level`` plays ``game`` by the game's own plan (``SearchHooks.searcher`` "plan":
    the levels with the game's knowledge)."""
    hooks: SearchHooks[State] = game.hooks
    return level.kind == "mcts" and level.knowledge and hooks.searcher == "plan" and hooks.plan is not None


def iterations_for(level: Level, game: Any) -> int:
    """The iteration budget equal to ``level``'s browser time for ``game`` (positions, for a
    level searching by alpha-beta, and the baseline's positions a turn)."""
    hooks: SearchHooks[State] = game.hooks
    if level.kind == "baseline":
        return BASELINE_NODES
    rate = hooks.iterations_per_second
    if searches_alphabeta(level, game) or plans(level, game):
        rate = hooks.nodes_per_second or rate
    if not uses_knowledge(level, game) and hooks.plain_iterations_per_second:
        rate = hooks.plain_iterations_per_second
    return max(1, round(time_for(level, game) * rate))


def time_for(level: Level, game: Any) -> float:
    """The seconds ``level`` thinks a turn in ``game``: its time, but where the game's
    alpha-beta levels look at no more than ``SearchHooks.most_positions_per_second``, the part
    of it that this many positions take in the page."""
    hooks: SearchHooks[State] = game.hooks
    most, rate = hooks.most_positions_per_second, hooks.nodes_per_second
    if most and rate > most and searches_alphabeta(level, game):
        return level.seconds * most / rate
    return level.seconds


class Agent:
    """A seat's AI: keeps its last search so that the next one can reuse the subtree."""

    def __init__(self, game: Any, level: str | Level, rng: random.Random) -> None:
        self.game = game
        self.level = level_of(level) if isinstance(level, str) else level
        self.seconds = time_for(self.level, game)  # a turn's time, as the page gives it
        self.rng = rng
        self._last: Searcher | None = None

    def start(
        self,
        state: State,
        deadline: float | None = None,
        iterations: int | None = None,
        turn_deadline: float | None = None,
    ) -> Searcher:
        """A search from ``state``, reusing the previous tree (or table) where it reaches
        ``state``; its direct search for a win at once may use half the time to
        ``turn_deadline`` (the end of the turn's budget; default ``deadline``), or look at eight
        positions per iteration of ``iterations`` (native play, reproducible: about what the
        page's half turn allows)."""
        now = time.monotonic()
        end = turn_deadline if turn_deadline is not None else deadline
        tactics_until = None if end is None else now + (end - now) / 2
        last = self._last
        if plans(self.level, self.game):
            memo = last.memo if isinstance(last, Planned) else None
            # the page runs a search in short slices: the plan gets its time at once, the action's
            # share of the turn and the half of what is left that the search for a win at once
            # gets (a series is planned at its first move: the later ones follow the plan)
            until = deadline
            if turn_deadline is not None:
                until = now + plan_share(turn_deadline - now, state, self.seconds)
            planned = Planned(self.game, state, self.rng, memo, until)
            self._last = planned
            return planned
        if self.level.kind == "baseline" or searches_alphabeta(self.level, self.game):
            table = last.table if isinstance(last, AlphaBeta) and last.seat == state.to_move() else None
            baseline = self.level.kind == "baseline"
            found = AlphaBeta(
                self.game,
                state,
                self.rng,
                depth=2 if baseline else 64,
                quiescence=not baseline,
                noise=BASELINE_NOISE if baseline else 0.0,
                table=None if baseline else table,
                tactics_until=tactics_until,
                # the baseline's searches for a win at once (and its checks of a win handed over)
                # look at no more positions than its action's share of the turn: with the native
                # default's 6,000 each, its mating searches in progressive chess cost it 15 times
                # medium's CPU a turn (2.8 s median, 2026-11-29), where the peer stops at 1 s
                tactics_nodes=NODES if iterations is None else max(100, (1 if baseline else 8) * iterations),
            )
            self._last = found
            return found
        root = last.subtree(state) if isinstance(last, Search) else None
        exploration = self.level.exploration * self.game.hooks.exploration
        search = Search(
            self.game,
            state,
            self.rng,
            exploration=exploration,
            root=root,
            knowledge=uses_knowledge(self.level, self.game),
            tactics_until=tactics_until,
            tactics_nodes=NODES if iterations is None else max(100, 8 * iterations),
        )
        self._last = search
        return search

    def choose(
        self, state: State, iterations: int | None = None, deadline: float | None = None
    ) -> SearchResult:
        """Think within ``iterations`` or until ``deadline`` (default: the level's seconds)."""
        seat = state.to_move()
        if seat is None or seat == CHANCE:
            raise ValueError("no seat is to act in this state")
        if self.level.kind == "random":
            action = self.rng.choice(state.legal_actions())
            return SearchResult(action, 0, {}, 0.5)
        if self.level.kind == "baseline":
            iterations, deadline = iterations or BASELINE_NODES, None
        if iterations is None and deadline is None:
            deadline = time.monotonic() + self.seconds
        search = self.start(state, deadline, iterations)
        if isinstance(search, AlphaBeta) and search.forced:
            # one legal action: chosen at once, as the page does (pyengine/app/thinking.py), its
            # budget left to the turn's later actions (an MCTS search stops by itself); all its
            # "visits" on it (a hint's overlay shows the one move)
            chosen = search.choice(deadline)
            return SearchResult(
                chosen.action, chosen.iterations, chosen.visits or {chosen.action: 1}, chosen.value
            )
        search.run(
            iterations=iterations,
            deadline=None if deadline is None else deadline - CHECK * self.seconds,
        )
        return search.choice(
            None if deadline is None else max(deadline, time.monotonic() + CHECK * self.seconds)
        )
