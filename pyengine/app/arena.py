"""AI-versus-AI games without a page: the command line's ``play`` and the benchmarks."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from pyengine.ai import Agent, iterations_for
from pyengine.ai.agents import plan_share, plans, turn_share
from pyengine.contract import CHANCE, Action, Game, State, apply
from pyengine.kit.turns import same_turn

__all__ = ["play_turn", "play_game", "Tally", "play_games", "random_playouts", "search_rate"]


def play_turn(game: Game, agent: Agent, state: State, timed: bool = False) -> tuple[list[Action], State]:
    """One whole turn of ``agent``'s seat from ``state``: its actions and the state after them.

    A searching level gets the iteration budget equal to its browser time (reproducible), or
    with ``timed`` its time budget on this machine; the budget is per turn, shared by the turn's
    actions as the page shares it (:func:`pyengine.ai.agents.turn_share`). The turn ends when
    the game does, or another actor (another seat, chance) acts next, or a new turn begins.
    """
    seat = state.to_move()
    if seat is None or seat == CHANCE:
        raise ValueError("no seat is to act in this state")
    searching = agent.level.kind != "random"
    budget = agent.seconds if timed else iterations_for(agent.level, game)
    left = budget  # what is left of the turn's budget
    actions: list[Action] = []
    while True:
        if not searching:
            action = agent.choose(state).action
        else:
            # (a game's plan gets the part the page gives it: pyengine/ai/agents.py plan_share)
            share = (plan_share if plans(agent.level, game) else turn_share)(left, state, budget)
            if timed:
                started = time.monotonic()
                action = agent.choose(state, deadline=started + share).action
                left -= time.monotonic() - started
            else:
                share = max(1, round(share))
                chosen = agent.choose(state, iterations=share)
                action = chosen.action
                # What the search did not use stays for the turn's later actions, as in the page
                # (pyengine/app/thinking.py: a forced or settled action stops early, the turn's
                # end stays; a plan's series mostly follows it).
                left -= min(share, chosen.iterations)
        before = state
        state = apply(state, action, game.info)
        actions.append(action)
        if state.is_over() or not same_turn(before, state, seat):
            return actions, state


def play_game(
    game: Game,
    options: dict[str, Any],
    seats: list[str],
    rng: random.Random,
    timed: bool = False,
    cpu: list[list[float]] | None = None,
) -> tuple[State, int]:
    """One game with every seat played by its level (:func:`play_turn`, a turn at a time);
    returns the final state and the plies (actions). ``cpu``: one list per seat, to which each
    of its turns' CPU seconds are added (bench/turn_cpu.py)."""
    state = game.new_state(options)
    agents = [Agent(game, level, random.Random(rng.random())) for level in seats]
    plies = 0
    while not state.is_over():
        seat = state.to_move()
        assert seat is not None  # (not over)
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0]
            state = apply(state, action, game.info)
            plies += 1
        else:
            started = time.process_time()
            actions, state = play_turn(game, agents[seat], state, timed)
            if cpu is not None:
                cpu[seat].append(time.process_time() - started)
            plies += len(actions)
    return state, plies


@dataclass
class Tally:
    """Per-seat wins over several games (a team's win counts for each of its seats)."""

    game: str
    games: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    plies: int = 0
    seconds: float = 0.0

    def add(self, returns: tuple[float, ...], plies: int) -> None:
        """Count one finished game: its payoffs and its length."""
        if not self.wins:
            self.wins = [0] * len(returns)
        self.games += 1
        self.plies += plies
        best = max(returns)
        if all(r == best for r in returns):
            self.draws += 1
        else:
            for seat, r in enumerate(returns):
                if r == best:
                    self.wins[seat] += 1

    def as_dict(self) -> dict[str, Any]:
        """The tally as a row of docs/benchmarks.json."""
        return {
            "game": self.game,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "mean_plies": round(self.plies / self.games, 2) if self.games else 0,
            "seconds": round(self.seconds, 3),
        }


def play_games(
    game: Game, options: dict[str, Any], seats: list[str], games: int, seed: int, timed: bool = False
) -> Tally:
    """``games`` games, game ``i`` seeded with ``seed + i`` (reproducible unless ``timed``)."""
    tally = Tally(game.info.id)
    start = time.perf_counter()
    for i in range(games):
        state, plies = play_game(game, options, seats, random.Random(seed + i), timed)
        tally.add(state.returns(), plies)
    tally.seconds = time.perf_counter() - start
    return tally


def random_playouts(game: Game, options: dict[str, Any], seconds: float, seed: int = 0) -> tuple[int, float]:
    """Uniformly random playouts from the start for about ``seconds``: (playouts, elapsed)."""
    rng = random.Random(seed)
    start = time.perf_counter()
    count = 0
    while True:
        play_game(game, options, ["random"] * len(game.seat_names(options)), rng)
        count += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count, elapsed


def search_rate(
    game: Game,
    options: dict[str, Any],
    seconds: float,
    seed: int = 0,
    knowledge: bool = True,
    alphabeta: bool = False,
) -> tuple[int, float]:
    """MCTS iterations from the start position in about ``seconds``: (iterations, elapsed);
    without ``knowledge`` with plain random playouts (the easy level); with ``alphabeta`` the
    positions the alpha-beta search looks at (pyengine/ai/alphabeta.py)."""
    from pyengine.ai import Search
    from pyengine.ai.alphabeta import AlphaBeta

    if alphabeta:
        state = game.new_state(options)
        while state.to_move() == CHANCE:  # (Fehde begins with a roll) a seat's position
            state = apply(state, state.chance_outcomes()[0][0], game.info)
        deep = AlphaBeta(game, state, random.Random(seed))
        start = time.perf_counter()
        deep.run(deadline=time.monotonic() + seconds)
        return deep.iterations, time.perf_counter() - start

    search = Search(
        game,
        game.new_state(options),
        random.Random(seed),
        knowledge=knowledge,
        exploration=game.hooks.exploration,
    )
    start = time.perf_counter()
    search.run(deadline=time.monotonic() + seconds)
    return search.iterations, time.perf_counter() - start
