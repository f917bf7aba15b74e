"""Schneider von Gent's searching levels search by alpha-beta (issue 53: strong against the
baseline 8 of 10 in a trial, MCTS 5 of 10; the ladders are in docs/BENCHMARKS.md)."""

from __future__ import annotations

import random

from pyengine.ai import Agent
from pyengine.ai.agents import LEVELS, iterations_for, searches_alphabeta
from pyengine.ai.alphabeta import AlphaBeta
from pyengine.ai.mcts import Search
from pyengine.catalogue import get_game
from pyengine.contract import apply


def test_medium_and_strong_search_by_alpha_beta_with_the_pages_budget_and_easy_by_mcts():
    game = get_game("schneider-von-gent")
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


def test_the_search_plays_the_second_game_of_a_match_for_its_player():
    """In the second game the roles are swapped: the search still maximises its own player's
    chance of the match."""
    game = get_game("schneider-von-gent")
    state, rng = game.new_state({}), random.Random(3)
    while state.round_no == 0:
        state = apply(state, rng.choice(state.legal_actions()), game.info)
    while state.current.phase != "walk":
        state = apply(state, rng.choice(state.legal_actions()), game.info)
    search = AlphaBeta(game, state, random.Random(1))
    result = search.run(iterations=800)
    assert result.action in state.legal_actions() and search.seat == state.to_move()
    assert 0.0 <= search.expected(search.seat) <= 1.0
