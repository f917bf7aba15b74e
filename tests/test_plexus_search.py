"""Plexus's searching levels search by alpha-beta (issue 53: strong against the baseline 10 of 10
in a trial, MCTS 4 of 10; the ladders are in docs/BENCHMARKS.md)."""

from __future__ import annotations

import random

from pyengine.ai import Agent
from pyengine.ai.agents import LEVELS, iterations_for, searches_alphabeta
from pyengine.ai.alphabeta import AlphaBeta
from pyengine.ai.mcts import Search
from pyengine.catalogue import get_game
from pyengine.contract import apply


def test_medium_and_strong_search_by_alpha_beta_with_the_pages_budget_and_easy_by_mcts():
    game = get_game("plexus")
    for name, seconds in (("medium", 1.0), ("strong", 2.0)):
        assert searches_alphabeta(LEVELS[name], game)
        assert iterations_for(LEVELS[name], game) == round(seconds * game.hooks.nodes_per_second)
    assert not searches_alphabeta(LEVELS["easy"], game)
    state, rng = game.new_state({}), random.Random(2)
    for _ in range(10):
        state = apply(state, rng.choice(state.legal_actions()), game.info)
    strong, easy = Agent(game, "strong", random.Random(1)), Agent(game, "easy", random.Random(1))
    assert strong.choose(state, iterations=300).action in state.legal_actions()
    assert isinstance(strong._last, AlphaBeta) and strong._last.completed >= 1
    easy.choose(state, iterations=20)
    assert isinstance(easy._last, Search)
