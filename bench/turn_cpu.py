"""CPU seconds per turn of two players in native games, as the ladders play them (arena's
budgets): ``python3 bench/turn_cpu.py GAME LEVEL OPPONENT 0,1,2,3`` (game i seeded 1000 + i, the
level in seat i modulo the seats, as bench_ai.py's ladders). A check that an opponent's budget is
what its description says (issue 53: the baseline's mate searches in progressive chess)."""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyengine.app.arena import play_game  # noqa: E402
from pyengine.catalogue import get_game  # noqa: E402


def main(game_id: str, level: str, opponent: str, seeds: list[int]) -> None:
    game = get_game(game_id)
    times: dict[str, list[float]] = {level: [], opponent: []}
    for i in seeds:
        n = len(game.seat_names({}))
        seats = [opponent] * n
        seats[i % n] = level
        cpu: list[list[float]] = [[] for _ in seats]
        play_game(game, {}, seats, random.Random(1000 + i), cpu=cpu)
        for name, spent in zip(seats, cpu):
            times[name] += spent
    for name, spent in times.items():
        print(
            f"{name}: {len(spent)} turns, CPU s per turn median {statistics.median(spent):.3f}, "
            f"mean {statistics.mean(spent):.3f}, max {max(spent):.2f}"
        )


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], [int(x) for x in sys.argv[4].split(",")])
