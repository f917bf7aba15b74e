"""Random-play tests over the machine's cores: a test's games in shards, one process each (the
machine has two cores and pytest uses one). Each shard plays its share from its own seed, so a
run is reproducible; an assertion in a shard fails the test with the shard's message."""

from __future__ import annotations

import multiprocessing
import os
from typing import Any
from collections.abc import Callable

__all__ = ["in_shards"]


def in_shards(play: Callable[..., Any], games: int, seed: int, *args: Any) -> list[Any]:
    """``play(seed, games, *args)`` for ``games`` games split over the cores; the shards' results.
    ``play`` must be a module-level function (it is sent to the processes by name)."""
    shards = max(1, min(2, os.cpu_count() or 1))
    counts = [games // shards + (1 if k < games % shards else 0) for k in range(shards)]
    jobs = [(seed * 1000 + k, counts[k], *args) for k in range(shards)]
    if shards == 1:
        return [play(*jobs[0])]
    with multiprocessing.get_context("fork").Pool(shards) as pool:
        return pool.starmap(play, jobs)
