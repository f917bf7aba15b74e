"""What more search gives against the baseline: ``python3 bench/stronger.py GAME FACTOR GAMES
[PROCESSES]`` plays a level like strong with FACTOR times its budget (not a level of the page)
against the baseline in every other seat, as bench_ai.py's ladders do (game i seeded 1000 + i,
the level in seat i modulo the seats), and prints its score with the 95% Wilson interval. A
check of a bar (issue 53): where even several times strong's budget stays below it, the game's
luck or the opponent's strength holds the score, not the page's time."""

from __future__ import annotations

import dataclasses
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai import wilson  # noqa: E402
from pyengine.ai.agents import LEVELS  # noqa: E402
from pyengine.app.arena import play_game  # noqa: E402
from pyengine.catalogue import get_game  # noqa: E402


def _game(job: tuple[str, str, float, int]) -> float:
    game_id, name, factor, i = job
    # (registered in each process: a pool's processes may be spawned afresh)
    LEVELS[name] = dataclasses.replace(LEVELS["strong"], name=name, seconds=LEVELS["strong"].seconds * factor)
    game = get_game(game_id)
    seats = ["baseline"] * len(game.seat_names({}))
    seat = i % len(seats)
    seats[seat] = name
    state, _plies = play_game(game, {}, seats, random.Random(1000 + i))
    return float(state.returns()[seat])


def main(game_id: str, factor: float, games: int, processes: int) -> None:
    name = f"strong x{factor:g}"
    started = time.perf_counter()
    with multiprocessing.Pool(processes) as pool:
        scores = pool.map(_game, [(game_id, name, factor, i) for i in range(games)])
    score = sum(scores)
    low, high = wilson(score, games)
    print(
        f"{game_id}: {name} against the baseline, {games} games: {100 * score / games:.1f} % "
        f"({100 * low:.1f}–{100 * high:.1f}), {time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 1)
