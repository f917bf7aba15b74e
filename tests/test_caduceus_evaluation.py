"""Caduceus's evaluation (pyengine/games/caduceus/evaluation.py, issue 53): the true returns at
the end, payoffs in [0, 1] that sum to 1, mirrored positions mirrored, a chain about to be shut
in lost for its owner, ``noisy`` exactly while a turn is half made, and greedy play with it
beating random play on both boards."""

from __future__ import annotations

import random

import pytest

from greedy_support import greedy_score
from pyengine.catalogue import get_game
from pyengine.games.caduceus.evaluation import evaluate, noisy
from pyengine.games.caduceus.game import PARTS
from pyengine.games.caduceus.notation import parse_move
from pyengine.games.caduceus.rules import CONFIGS, CaduceusState, board_for

GAME = get_game("caduceus")


def chains(*texts: str) -> tuple[tuple[int, ...], ...]:
    """Chains J, N, B, T on 8×8 from their cells, tail to head (``"e1 f1"``)."""
    board = board_for(8)
    return tuple(tuple(board.parse(n) for n in text.split()) for text in texts)


def move(state: CaduceusState, *tokens: str) -> CaduceusState:
    for token in tokens:
        for action in parse_move(state, token):
            state = state.apply(action)
    return state


def test_the_game_declares_its_evaluation_and_noisy():
    assert PARTS.search.evaluate is evaluate and PARTS.search.noisy is noisy


def test_finished_positions_evaluate_as_their_returns():
    s = CaduceusState(config=CONFIGS[8], chains=chains("e1 f1", "h3 h2", "a8", "h1"), mover=0, turn=2)
    over = move(s, "J:es", "N:ss")  # T on h1 shut in: player 2 cannot complete a turn
    assert over.is_over() and evaluate(over) == over.returns() == (1.0, 0.0)


def test_a_chain_about_to_be_shut_in_is_lost_for_its_owner():
    s = CaduceusState(config=CONFIGS[8], chains=chains("e1 f1", "h3 h2", "a8", "h1"), mover=0, turn=2)
    assert evaluate(s)[0] > 0.95
    # With N far, T may escape by h2: still worse for player 2 (cornered), no longer lost.
    free = CaduceusState(config=CONFIGS[8], chains=chains("e1 f1", "h7 h6", "a8", "h1"), mover=0, turn=2)
    assert 0.5 < evaluate(free)[0] < evaluate(s)[0]


@pytest.mark.parametrize("size", [8, 10])
def test_values_lie_in_0_1_one_per_seat_and_sum_to_1_through_random_games(size):
    rng = random.Random(size)
    for _ in range(10):
        s = GAME.new_state({"size": size})
        while not s.is_over():
            v = evaluate(s)
            assert len(v) == 2 and all(0.0 <= x <= 1.0 for x in v) and abs(sum(v) - 1) < 1e-9
            actions = s.legal_actions()
            s = s.apply(actions[rng.randrange(len(actions))])


def test_mirrored_positions_evaluate_mirrored():
    # Reflected east-west, player 1's J and N take the places of player 2's T and B.
    board = board_for(8)
    rng = random.Random(2)
    checked = 0
    for _ in range(20):
        s = GAME.new_state({"size": 8})
        for _ in range(rng.randrange(8, 30)):
            if s.is_over():
                break
            actions = s.legal_actions()
            s = s.apply(actions[rng.randrange(len(actions))])
        if s.is_over() or s.cur >= 0 or s.moved or s.turn == 0:
            continue
        mirror = [
            tuple(board.parse(chr(ord("a") + ord("h") - ord(n[0])) + n[1:]) for n in names)
            for names in ([board.names[i] for i in chain] for chain in s.chains)
        ]
        m = CaduceusState(
            config=s.config,
            chains=(mirror[3], mirror[2], mirror[1], mirror[0]),
            mover=1 - s.mover,
            turn=s.turn,
        )
        assert abs(evaluate(m)[1] - evaluate(s)[0]) < 1e-9
        checked += 1
    assert checked >= 3


def test_noisy_exactly_while_a_turn_is_half_made():
    s = GAME.new_state({"size": 8})
    s = move(s, "J:es")  # player 1's first turn: one chain move
    assert not noisy(s)
    half = s.apply(s.parse_action("B:e"))
    assert noisy(half)  # a chain move under way
    one = half.apply(half.parse_action("e"))
    assert noisy(one)  # one chain moved, the other still to move
    whole = move(one, "T:ss")
    assert whole.mover == 0 and not noisy(whole)


def test_greedy_play_with_the_evaluation_beats_random_play():
    for size in (8, 10):
        score = greedy_score(lambda: GAME.new_state({"size": size}), evaluate, games=20, seed=size)
        assert score >= 16, size
