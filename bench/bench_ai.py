"""The AI's measures of the benchmarks (bench/benchmarks.py runs them; bench/bench_render.py
writes their tables): the ladders (a level against another in every other seat), the balance
between equal strong players, and the role duels of asymmetric games, each game on CPython with
the page's iteration budgets, two processes; each row saved as soon as it is measured."""

from __future__ import annotations

import importlib
import math
import random
import statistics
import time

from pyengine.ai import LEVELS, iterations_for
from pyengine.ai.agents import Level, level_of, plans, searches_alphabeta, uses_knowledge
from pyengine.app.arena import play_game
from pyengine.catalogue import get_game, package_of


def _searcher(level: Level, game) -> str:
    """How ``level`` searches ``game``: "mcts", "alphabeta" or the game's own "plan"."""
    if searches_alphabeta(level, game):
        return "alphabeta"
    return "plan" if plans(level, game) else "mcts"


def _ladder_game(job: tuple[str, str, str, int, dict]) -> tuple[float, int]:
    """One game: ``level`` against ``opponent`` in every other seat, the level in seat ``i``
    modulo the seats (rotated: two-player games alternate); its payoff."""
    game_id, level, opponent, i, options = job
    game = get_game(game_id)
    n = len(game.seat_names(options))
    seat = i % n
    seats = [opponent] * n
    seats[seat] = level
    state, plies = play_game(game, options, seats, random.Random(1000 + i))
    return state.returns()[seat], plies


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


#: The ladders: (level, opponent). Easy against random is measured for the games of steps 10
#: on (their issues set a bar for it), and for any game where --ladders asks for it.
LADDERS = (
    ("strong", "random"),
    ("strong", "easy"),
    ("easy", "random"),
    # the outside opponent of every game (issue 53): two turns over the game's evaluation
    ("strong", "baseline"),
    ("medium", "baseline"),
)


def ladder_hints(gid: str) -> dict:
    """The game's own ladder data (pyengine/games/<game>/hints.py ``LADDER``): ``easy_bar`` (easy
    against random has a bar), ``luck`` (the bars of a game of luck; default: it has chance),
    ``many_seats`` (the bar of strong against k - 1 random players, as a function of k)."""
    try:
        hints = importlib.import_module(f"pyengine.games.{package_of(gid)}.hints")
    except ModuleNotFoundError:  # the example game has no hints
        return {}
    return getattr(hints, "LADDER", {})


def ladders(
    pool, game_ids: list[str], games: int, save, which: tuple[str, ...] = (), options: dict | None = None
) -> None:
    """The ladders of each game (``which``: "strong/random" etc.; default: strong against random
    and easy, and easy against random where it has a bar), seats rotated, with ``options``
    (default: the game's defaults); ``save(key, row)`` stores each row as soon as it is measured."""
    options = options or {}
    for gid in game_ids:
        for level, opponent in LADDERS:
            name = f"{level}/{opponent}"
            if which and name not in which:
                continue
            if not which and level == "easy" and not ladder_hints(gid).get("easy_bar"):
                continue
            start = time.perf_counter()
            results = pool.map(_ladder_game, [(gid, level, opponent, i, options) for i in range(games)])
            score = sum(r for r, _ in results)
            low, high = wilson(score, games)
            seats = len(get_game(gid).seat_names(options))
            by_seat = [
                [sum(r for i, (r, _) in enumerate(results) if i % seats == k), len(results[k::seats])]
                for k in range(seats)
            ]
            suffix = "".join(f"/{k}={v}" for k, v in sorted(options.items()))
            save(
                "ladders",
                f"{gid}/{level}/{opponent}{suffix}",
                {
                    "game": gid,
                    "level": level,
                    "opponent": opponent,
                    "games": games,
                    "options": options,
                    "iterations": iterations_for(LEVELS[level], get_game(gid)),
                    "searcher": _searcher(LEVELS[level], get_game(gid)),
                    "opponent_iterations": iterations_for(LEVELS[opponent], get_game(gid))
                    if opponent not in ("random", "baseline")
                    else 0,
                    "rate": score / games,
                    "low": low,
                    "high": high,
                    "plies": statistics.mean(p for _, p in results),
                    "minutes": (time.perf_counter() - start) / 60,
                    "date": today(),
                    "opponent_playouts": _playouts(level_of(opponent), gid),
                    "by_seat": by_seat,
                },
            )


def _balance_game(job: tuple[str, dict, int]) -> tuple[float, ...]:
    """One game between two strong players (seeded 7000 + i): its payoffs per seat."""
    gid, options, i = job
    game = get_game(gid)
    state, _ = play_game(game, options, ["strong"] * len(game.seat_names(options)), random.Random(7000 + i))
    return state.returns()


def balance(pool, game_ids: list[str], games: int, save, sets: list[dict] | None = None) -> None:
    """Games between equal strong players, for each option set of the game's ``LADDER["balance"]``
    (or ``sets``): an asymmetric game, which side wins how often?"""
    for gid in game_ids:
        for options in sets if sets is not None else ladder_hints(gid).get("balance", ()):
            start = time.perf_counter()
            results = pool.map(_balance_game, [(gid, options, i) for i in range(games)])
            names = get_game(gid).seat_names(options)
            wins = [sum(r[k] for r in results) for k in range(len(names))]
            low, high = wilson(wins[0], games)
            suffix = "".join(f"/{k}={v}" for k, v in sorted(options.items()))
            save(
                "balance",
                f"{gid}{suffix}",
                {
                    "game": gid,
                    "options": options,
                    "games": games,
                    "seats": list(names),
                    "wins": wins,
                    "low": low,
                    "high": high,
                    "minutes": (time.perf_counter() - start) / 60,
                    "date": today(),
                },
            )


def _playouts(level, gid: str) -> str:
    return (
        "none" if level.kind == "random" else ("game" if uses_knowledge(level, get_game(gid)) else "random")
    )


# Role duels of asymmetric games: a level and a random player take the same role against
# the same opponent (same seed, so "the same" player as far as the positions allow); the
# level must do better, by the seat's payoff, in the share of pairs of the bar.
# (game, options, role seat, role name, opponent level, bar or None, points per payoff 1.0)
# Schneider von Gent's payoff in a single game is the taylor's score / 64 (the degree sum).
DUELS = [
    ("schneider-von-gent", {"mode": "single"}, 0, "taylor", "random", 0.99, 64),
    ("schneider-von-gent", {"mode": "single"}, 0, "taylor", "strong", None, 64),
    ("schneider-von-gent", {"mode": "single"}, 1, "Mr. Button", "strong", 0.99, -64),
    ("schneider-von-gent", {"mode": "single"}, 1, "Mr. Button", "random", None, -64),
]


def _duel_pair(job: tuple[str, dict, int, str, int]) -> tuple[float, float, int]:
    """The role seat's payoff with the strong level and with a random player, and the plies."""
    game_id, options, seat, opponent, i = job
    game = get_game(game_id)
    out = []
    for level in ("strong", "random"):
        seats = [opponent] * len(game.info.seats)
        seats[seat] = level
        state, plies = play_game(game, options, seats, random.Random(5000 + i))
        out.append(state.returns()[seat])
    return out[0], out[1], plies


def duels(pool, game_ids: list[str], pairs: int, save, with_bar: bool) -> None:
    """The role duels of DUELS with a bar (``with_bar``) or the others, for information, with
    half the pairs."""
    for gid, options, seat, role, opponent, bar, points in DUELS:
        if gid not in game_ids or (bar is not None) != with_bar:
            continue
        n = pairs if bar else max(1, pairs // 2)
        start = time.perf_counter()
        results = pool.map(_duel_pair, [(gid, options, seat, opponent, i) for i in range(n)])
        better = sum(a > b for a, b, _ in results)
        ties = sum(a == b for a, b, _ in results)
        low, high = wilson(better, n)
        # Points as the game counts them (for Mr. Button: the taylor's, 64 - 64 * payoff).
        scale = (lambda p: p * points) if points > 0 else (lambda p: -points * (1 - p))  # noqa: B023 (used at once, in this iteration)
        save(
            "duels",
            f"{gid}/{role}/{opponent}",
            {
                "game": gid,
                "role": role,
                "opponent": opponent,
                "pairs": n,
                "better": better,
                "ties": ties,
                "low": low,
                "high": high,
                "bar": bar,
                "mean_level": scale(statistics.mean(a for a, _, _ in results)),
                "mean_random": scale(statistics.mean(b for _, b, _ in results)),
                "minutes": (time.perf_counter() - start) / 60,
                "date": today(),
            },
        )


def today() -> str:
    return time.strftime("%Y-%m-%d", time.gmtime())
