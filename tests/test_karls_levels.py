"""Karls Rennen's searching levels: expectimax over the rolls by alpha-beta with the game's race
evaluation (pyengine/ai/alphabeta.py), with a budget that buys more than the bench's baseline's
two turns. (EinStein's stay MCTS: its alpha-beta trial lost the easy level's bar.)"""

from __future__ import annotations

import random

import pytest

from pyengine.ai import Agent
from pyengine.ai.agents import LEVELS, iterations_for, searches_alphabeta
from pyengine.ai.alphabeta import AlphaBeta
from pyengine.catalogue import get_game
from pyengine.contract import CHANCE, State, apply

DICE = ("karls-rennen",)


def rolled(game_id: str, plies: int, seed: int) -> State:
    """A position ``plies`` random actions into a game, then on to a seat's move (die rolled)."""
    game = get_game(game_id)
    state, rng = game.new_state({}), random.Random(seed)
    k = 0
    while k < plies or state.to_move() == CHANCE:
        if state.to_move() == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state, k = apply(state, action, game.info), k + 1
    assert not state.is_over()
    return state


@pytest.mark.parametrize("game_id", DICE)
def test_medium_and_strong_search_by_alpha_beta_and_easy_keeps_its_random_playouts(game_id):
    game = get_game(game_id)
    assert searches_alphabeta(LEVELS["medium"], game) and searches_alphabeta(LEVELS["strong"], game)
    assert not searches_alphabeta(LEVELS["easy"], game)
    agent = Agent(game, "medium", random.Random(1))
    agent.choose(rolled(game_id, 6, seed=2), iterations=300)
    assert isinstance(agent._last, AlphaBeta)


@pytest.mark.parametrize("game_id", DICE)
def test_medium_affords_a_full_search_three_turns_deep_past_the_baselines_two(game_id):
    game = get_game(game_id)
    budget = iterations_for(LEVELS["medium"], game)
    for seed in (3, 4):
        state = rolled(game_id, 4, seed)
        search = AlphaBeta(game, state, random.Random(seed), depth=3)
        search.run(iterations=budget)
        assert search.done and search.completed == 3, (seed, search.iterations, budget)
