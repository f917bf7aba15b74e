"""A click's answer late in a long game is small (issue 52, item 2; bench/bench_answers.py): one
random game per game played to its end through the page's bridge, the bar on its second half."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import pytest

from pyengine.catalogue import all_games

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from bench_answers import MAX_BAR, MEDIAN_BAR, play  # noqa: E402

GAMES = [g.info.id for g in all_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_late_answers_are_within_the_bar(game_id):
    sizes, actions = play(game_id, seed=1)
    assert sizes, (game_id, actions)
    assert statistics.median(sizes) <= MEDIAN_BAR, (game_id, statistics.median(sizes), max(sizes))
    assert max(sizes) <= MAX_BAR, (game_id, statistics.median(sizes), max(sizes))
