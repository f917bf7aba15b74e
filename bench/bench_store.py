"""Where the benchmarks' rows are kept: docs/benchmarks.json, and docs/BENCHMARKS.md written from
it (bench/bench_render.py) each time a row is saved. bench/benchmarks.py and the peer's matches
(bench/peer/match.py) save through here, so that a long run keeps every row measured so far."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_render import render

ROOT = Path(__file__).resolve().parent.parent
# Another file pair lets two runs go side by side (merge their rows into docs/benchmarks.json after).
OUT = Path(os.environ.get("KABINETT_BENCH_OUT", ROOT / "docs" / "BENCHMARKS.md"))
DATA = Path(os.environ.get("KABINETT_BENCH_DATA", ROOT / "docs" / "benchmarks.json"))

Save = Callable[[str, str, dict[str, Any]], None]


def load() -> dict[str, Any]:
    """The stored measurements (none yet: empty)."""
    return json.loads(DATA.read_text()) if DATA.exists() else {}


def saver(data: dict[str, Any], read: dict[str, Any] | None = None) -> Save:
    """``save(table, key, row)``: ``row`` stored in ``data[table][key]``, then written to DATA
    and rendered to OUT (``table`` "": only written). Two runs may go at once (a match against
    the peer beside the ladders): each save reads DATA again and writes back only what this
    run measured (its rows, and the tables it assigned anew), keeping the other run's rows."""
    # What was read (``read``: a copy taken before the run changed ``data``), by value: a table
    # changed in place (the rates' browser rows) is written too.
    start = read if read is not None else copy.deepcopy(data)
    mine: dict[str, dict[str, Any]] = {}

    def save(table: str, key: str, row: dict[str, Any]) -> None:
        if table:
            data.setdefault(table, {})[key] = row
            mine.setdefault(table, {})[key] = row
            print(f"{table} {key}: {row}", flush=True)
        fresh = load()
        for name, value in data.items():
            if name not in mine and (name not in start or value != start[name]):
                fresh[name] = value
        for name, rows in mine.items():
            fresh.setdefault(name, {}).update(rows)
        DATA.write_text(json.dumps(fresh, indent=1, sort_keys=True) + "\n")
        OUT.write_text(render(fresh))

    return save
