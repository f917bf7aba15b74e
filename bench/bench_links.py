"""The length of correspondence links (pyengine/app/compact.py) for every game: after 10, 50 and
100 turns of random games and for the longest random game (``python3 build.py bench --links``;
docs/BENCHMARKS.md). The issue's bar: a 100-turn game of any game within 2,000 characters."""

from __future__ import annotations

import random

from pyengine.app.compact import encode
from pyengine.catalogue import all_games
from test_compact import random_game

#: Random games per game; the lengths are the longest seen.
GAMES = 30
#: The base of a link on a host (a plausible one: the lengths count the whole address).
BASE = "https://kabinett.example/play.html?game=schneider-von-gent&far="


def measure_links() -> dict[str, dict[str, int]]:
    """Per game: the longest link after 10, 50 and 100 turns, and of the longest random game."""
    from pyengine.kit.turns import turn_spans

    out: dict[str, dict[str, int]] = {}
    for game in all_games():
        gid = game.info.id
        rng = random.Random(11)
        row: dict[str, int] = {}
        for _ in range(GAMES):
            states, actions = random_game(gid, rng)
            spans = turn_spans(states, actions)
            for n in (10, 50, 100):
                if len(spans) >= n:
                    cut = spans[n - 1].stop
                    size = len(BASE) + 12 + len(encode(gid, {}, 1 << 29, states[:cut], actions[:cut]))
                    row[str(n)] = max(row.get(str(n), 0), size)
            size = len(BASE) + 12 + len(encode(gid, {}, 1 << 29, states, actions))
            if size > row.get("longest", 0):
                row["longest"], row["longest_turns"] = size, len(spans)
        out[gid] = row
    return out
