"""The computer's time per turn (issue 34, item 6): a level's budget is for the whole turn.

Each game, each searching level, plays against random players through the page's bridge (the
same commands and slices as the page: ``ai``, then ``think`` until the move is made); a turn's
time runs from the computer's first ``ai`` of the turn to the view after its last action, so
it includes building the views between the actions of a long turn.
"""

from __future__ import annotations

import json
import statistics
import time
from typing import Any

from pyengine.ai import LEVELS
from pyengine.app.bridge import Bridge
from pyengine.contract import CHANCE
from pyengine.kit.turns import same_turn

#: The computer's turns measured per game and level (from the start, against random players).
TURNS = 12


def _call(bridge: Bridge, **msg: Any) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps(msg)))


def turn_times(game_id: str, level: str, turns: int = TURNS) -> list[float]:
    """Seconds per turn of ``level`` in seat 1 of ``game_id`` against random players."""
    b = Bridge()
    v = _call(b, cmd="init", query=f"game={game_id}&seats=random,{level}", saved=None)
    n = len(v["seats"])
    if n > 2:
        v = _call(
            b, cmd="init", query=f"game={game_id}&seats=random,{level}" + ",random" * (n - 2), saved=None
        )
    times: list[float] = []
    started: float | None = None
    while v.get("ai_to_move") and len(times) < turns:
        m = b._m
        seat = m.state.to_move()
        mine = seat is not None and seat != CHANCE and m.seats[seat] == level
        going_on = mine and m.cursor > 0 and same_turn(m.states[m.cursor - 1], m.state, seat)
        if started is not None and not going_on:  # the computer's turn ended with the last action
            times.append(time.perf_counter() - started)
            started = None
        if mine and started is None:
            started = time.perf_counter()
        v = _call(b, cmd="ai")
        while v.get("event") == "progress" or v.get("thinking"):
            v = _call(b, cmd="think", slice=0.05)
    if started is not None:
        times.append(time.perf_counter() - started)
    return times


def _job(job: tuple[str, str]) -> tuple[str, str, list[float]]:
    gid, level = job
    return gid, level, turn_times(gid, level)


def measure(pool, game_ids: list[str]) -> dict[str, Any]:
    """{game: {level: {"median", "max", "turns"}}} for the searching levels."""
    levels = [name for name, lv in LEVELS.items() if lv.kind == "mcts"]
    out: dict[str, Any] = {}
    for gid, level, times in pool.imap_unordered(_job, [(g, lv) for g in game_ids for lv in levels]):
        out.setdefault(gid, {})[level] = {
            "median": round(statistics.median(times), 3) if times else None,
            "max": round(max(times), 3) if times else None,
            "turns": len(times),
        }
        print(f"think {gid} {level}: {out[gid][level]}", flush=True)
    out["date"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    return out


def section(think: dict[str, Any] | None) -> list[str]:
    """The "AI: time per turn" section of docs/BENCHMARKS.md."""
    if not think:
        return []
    levels = [name for name, lv in LEVELS.items() if lv.kind == "mcts"]
    lines = [
        "## AI: time per turn",
        "",
        f"Measured {think['date']} (`python3 build.py bench --think`, bench/bench_think.py): each",
        f"searching level in seat 2 against random players, its first {TURNS} turns from the start,",
        "through the page's bridge on CPython (the commands and 50 ms slices the page sends; a turn",
        "from its first `ai` to the view after its last action, so the views between the actions",
        "of a long turn count). A level's budget is per turn, however many actions the turn has",
        "(the label's time; pyengine/ai/agents.py `turn_share`). Bar: max ≤ the label's time + 0.5 s.",
        "",
        "| game | " + " | ".join(f"{lv} ({LEVELS[lv].label}): median / max" for lv in levels) + " |",
        "|---|" + "---:|" * len(levels),
    ]
    for gid in sorted(k for k in think if k != "date"):
        cells = []
        for lv in levels:
            row = think[gid].get(lv)
            cells.append(
                "–" if not row or row["median"] is None else f"{row['median']:.2f} s / {row['max']:.2f} s"
            )
        lines.append(f"| {gid} | " + " | ".join(cells) + " |")
    return lines + [""]
