"""The size of a click's answer late in a long game (issue 52, item 2).

Each game, seeds 1..:data:`SEEDS`, is played to its end by random legal clicks through the page's
bridge, as the worker drives it (``init`` with the page protocol, then ``click``, ``type`` and
``ai`` as a person with every seat would send them); the bytes the worker would post for every
answer in the second half of the game (by actions played) are recorded. The bar: median ≤
:data:`MEDIAN_BAR` and max ≤ :data:`MAX_BAR` bytes in every game. CPython, no browser.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from typing import Any

from pyengine.app import protocol
from pyengine.app.bridge import Bridge
from pyengine.app.controller import CONFIRM
from pyengine.contract import CHANCE
from pyengine.contract.actions import TYPED

#: Seeds per game.
SEEDS = 5
#: The bar (bytes): median and max of the late answers of every game.
MEDIAN_BAR = 2048
MAX_BAR = 4096
#: A game that has not ended after this many actions stops there (a random game may wander).
MOST_ACTIONS = 600


class Page:
    """A page on a bridge: it sends commands and holds the view the answers make."""

    def __init__(self, game_id: str, seed: int) -> None:
        self.bridge = Bridge()
        self.sizes: list[tuple[int, int]] = []  # (actions played before the command, answer bytes)
        #: (actions played before the command, ms from the command to the view the page holds:
        #: the bridge's answer, JSON both ways, the page protocol's apply; CPython)
        self.times: list[tuple[int, float]] = []
        self.held: dict[str, Any] = {}
        self.send({"cmd": "init", "query": f"game={game_id}", "protocol": "delta"})
        self.bridge._m.seed = seed  # the dice of this seed

    def send(self, msg: dict[str, Any]) -> dict[str, Any]:
        before = len(self.bridge.match.actions) if self.bridge.match else 0
        start = time.perf_counter()
        out = self.bridge.handle(json.dumps(msg))
        answer = json.loads(out)
        if "event" not in answer and "error" not in answer:
            self.held = protocol.apply(self.held or None, answer)
            ms = (time.perf_counter() - start) * 1000
            self.sizes.append((before, len(out.encode())))
            self.times.append((before, ms))
        return answer


def play(game_id: str, seed: int, times: list[float] | None = None) -> tuple[list[int], int]:
    """The late answers' sizes (bytes) of one random game to its end, and its actions; their
    round trips (ms) are added to ``times``."""
    rng = random.Random(seed)
    page = Page(game_id, seed)
    while not page.held["over"] and len(page.bridge._m.actions) < MOST_ACTIONS:
        m = page.bridge._m
        state = m.state
        if page.held["ai_to_move"]:
            answer = page.send({"cmd": "ai"})
            while answer.get("event") == "progress" or page.held.get("thinking"):
                answer = page.send({"cmd": "think", "slice": 0.05})
            continue
        if m.human_rolls():
            page.send({"cmd": "click", "target": rng.choice(page.held["targets"])})
            continue
        assert state.to_move() not in (None, CHANCE), (game_id, seed, "nothing to do")
        action = rng.choice(state.legal_actions())
        path = rng.choice(action.paths)
        if path and path[0].startswith(TYPED):
            page.send({"cmd": "type", "text": path[0][len(TYPED) :]})
            continue
        done = len(m.actions)
        if m.partial:  # (a forced first click was made for the person: start afresh)
            for _ in range(len(m.partial)):
                page.send({"cmd": "click", "target": m.partial[-1]})
        for target in path:
            page.send({"cmd": "click", "target": target})
            if len(page.bridge._m.actions) != done:
                break
        else:
            if CONFIRM in page.held["targets"]:
                page.send({"cmd": "click", "target": CONFIRM})
        if len(page.bridge._m.actions) == done and not page.bridge._m.partial:
            # the path did not make the action (another way of clicking it): play it directly
            raise AssertionError((game_id, seed, action.text, path, page.held["message"]))
    total = len(page.bridge._m.actions)
    if times is not None:
        times += [ms for before, ms in page.times if before >= total // 2]
    return [size for before, size in page.sizes if before >= total // 2], total


def measure_game(game_id: str, seeds: int = SEEDS) -> dict[str, Any]:
    """{"median", "max", "clicks", "actions", "ms"} of the late answers over ``seeds`` games
    (``ms``: the median round trip in CPython)."""
    sizes: list[int] = []
    actions: list[int] = []
    times: list[float] = []
    start = time.perf_counter()
    for seed in range(1, seeds + 1):
        late, total = play(game_id, seed, times)
        sizes += late
        actions.append(total)
    return {
        "median": statistics.median(sizes),
        "max": max(sizes),
        "clicks": len(sizes),
        "actions": round(statistics.mean(actions)),
        "ms": round(statistics.median(times), 2),
        "seconds": round(time.perf_counter() - start, 1),
    }


def _job(game_id: str) -> tuple[str, dict[str, Any]]:
    return game_id, measure_game(game_id)


def measure(pool, game_ids: list[str]) -> dict[str, Any]:
    """{game: row} for every game, and the date."""
    out: dict[str, Any] = {}
    for gid, row in pool.imap_unordered(_job, game_ids):
        out[gid] = row
        print(f"answers {gid}: {row}", flush=True)
    out["date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    return out


def section(answers: dict[str, Any] | None) -> list[str]:
    """The "A click's answer late in a game" section of docs/BENCHMARKS.md."""
    if not answers:
        return []
    lines = [
        "## A click's answer late in a game",
        "",
        f"Measured {answers['date']} (`python3 build.py bench --answers`, bench/bench_answers.py):",
        f"each game played to its end by random legal clicks, seeds 1..{SEEDS}, every seat a person,",
        "through the page's bridge on CPython as the worker drives it (the page protocol); the bytes",
        "the worker posts for each answer in the second half of each game (by actions played), and",
        "the round trip from the command to the view the page holds (the bridge, JSON both ways, the",
        "protocol's apply; CPython, so a fraction of the page's time).",
        f"Bar: median ≤ {MEDIAN_BAR} B and max ≤ {MAX_BAR} B in every game. Before the page set the",
        "marks itself (targets, selection, last move and hint were classes baked into the drawing,",
        "so a turn resent every target's tag), 8 games missed it: Triad's median was 9278 B, its",
        "max 12175 B; Chivalry's 2857 B / 5785 B (2026-11-27, the commit that added this table).",
        "Before a changed tag travelled as its changed inside and a Caduceus stone's title named",
        "its place in the chain only on the head, Caduceus's max was 4730 B (a chain's move retitled",
        "every stone of it) and Schneider von Gent's 5059 B (the second game of the series redrew",
        "every freed node's degree).",
        "",
        "| game | median | max | answers | actions per game | round trip (CPython, median) |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for gid in sorted(k for k in answers if k != "date"):
        row = answers[gid]
        cells = f"{row['median']:.0f} B | {row['max']} B | {row['clicks']} | {row['actions']}"
        cells += f" | {row['ms']:.1f} ms" if "ms" in row else " | –"
        lines.append(f"| {gid} | {cells} |")
    return lines + [""]


if __name__ == "__main__":
    import sys

    from pyengine.catalogue import all_games

    for gid in sys.argv[1:] or [g.info.id for g in all_games()]:
        print(gid, measure_game(gid), flush=True)
