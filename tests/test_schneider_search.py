"""Schneider von Gent's alpha-beta levels in a match (that they search by alpha-beta with the
page's budget: tests/test_alphabeta.py)."""

from __future__ import annotations

import random

from pyengine.ai.alphabeta import AlphaBeta
from pyengine.catalogue import get_game
from pyengine.contract import apply


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
