"""Fehde's evaluation (pyengine/games/fehde/evaluation.py, issue 53): the true returns at the end,
payoffs in [0, 1] that sum to 1, the start even, material, a win one move away, the knight's
safety, the compulsory captures played out, ``noisy`` exactly where a jump is due, and greedy play
with it beating random play."""

from __future__ import annotations

import random

from greedy_support import greedy_score
from pyengine.catalogue import get_game
from pyengine.games.fehde.evaluation import evaluate, noisy
from pyengine.games.fehde.game import PARTS
from pyengine.games.fehde.rules import FehdeState, position_from_text

GAME = get_game("fehde")


def pos(text: str, mover: int = 0) -> FehdeState:
    return position_from_text(text, mover)


def play(state: FehdeState, *moves: str) -> FehdeState:
    for m in moves:
        state = state.apply(state.parse_action(m))
    return state


def white(state: FehdeState) -> float:
    return evaluate(state)[0]


def test_the_game_declares_its_evaluation_and_noisy():
    assert PARTS.search.evaluate is evaluate and PARTS.search.noisy is noisy


def test_finished_positions_evaluate_as_their_returns():
    won = play(pos("K:d5 S:a1 k:g7 s:g1"), "d5-d6")
    assert won.is_over() and evaluate(won) == won.returns() == (1.0, 0.0)
    taken = play(pos("K:a1 S:d3 k:d4 s:g1"), "d3xd5")
    assert evaluate(taken) == taken.returns()
    s = GAME.new_state({"first": "white"})
    loop = ["d2-d3", "d6-d5", "d3-d2", "d5-d6"]
    drawn = play(s, *loop, *loop)
    assert drawn.is_over() and evaluate(drawn) == drawn.returns() == (0.5, 0.5)


def test_values_lie_in_0_1_one_per_seat_and_sum_to_1_through_random_games():
    rng = random.Random(5)
    for _ in range(20):
        s = GAME.new_state({"first": "white" if rng.random() < 0.5 else "black"})
        while not s.is_over():
            v = evaluate(s)
            assert len(v) == 2 and all(0.0 <= x <= 1.0 for x in v) and abs(sum(v) - 1) < 1e-9
            actions = s.legal_actions()
            s = s.apply(actions[rng.randrange(len(actions))])


def test_the_symmetric_start_is_even_whoever_begins():
    assert evaluate(GAME.new_state({"first": "white"})) == (0.5, 0.5)
    assert evaluate(GAME.new_state({"first": "black"})) == (0.5, 0.5)
    assert evaluate(GAME.new_state({})) == (0.5, 0.5)  # the lot not yet drawn


def test_mirrored_positions_evaluate_mirrored():
    a = pos("K:d2 S:b1 c1 e4 k:d6 s:b7 f7", mover=0)
    b = pos("k:d6 s:b7 c7 e4 K:d2 S:b1 f1", mover=1)  # the same, colours and rows swapped
    assert abs(white(a) - evaluate(b)[1]) < 1e-9


def test_an_extra_squire_is_better():
    even = pos("K:d2 S:b1 c1 k:d6 s:b7 c7")
    more = pos("K:d2 S:b1 c1 e1 k:d6 s:b7 c7")
    assert white(more) > white(even) == 0.5
    assert evaluate(pos("K:d2 S:b1 c1 e1 k:d6 s:b7 c7", mover=1))[0] > 0.5


def test_a_knight_one_step_from_the_empty_enemy_knight_field_wins_for_the_mover():
    assert white(pos("K:d5 S:a1 k:g7 s:g1 f7 e7")) > 0.9
    assert white(pos("K:d5 S:a1 k:g7 s:g1 f7 e7", mover=1)) < 0.5  # Black must answer at once


def test_a_win_one_move_away_outranks_any_count():
    win = white(pos("K:d5 S:a1 k:g7 s:g1 f7 e7"))
    crushing = white(pos("K:d2 S:b1 c1 d1 e1 f1 b2 c2 e2 f2 k:d6 s:g7", mover=1))  # nine squires to one
    assert crushing > 0.9 and win > crushing


def test_a_jump_over_the_enemy_knight_is_a_win_for_the_mover():
    assert white(pos("K:a1 S:d3 b1 k:d4 s:g1 f7")) > 0.9


def test_a_knight_among_enemy_squires_is_worse_than_one_at_home():
    home = pos("K:d2 S:b1 f1 k:d6 s:b7 c7 e7 f7", mover=1)
    among = pos("K:d4 S:b1 f1 k:d6 s:b7 c7 e7 f7", mover=1)
    bait = pos("K:d4 S:b1 f1 k:d6 s:b7 c5 e5 f7", mover=1)  # two squires two steps away: bait
    assert white(bait) < white(among)
    assert white(bait) < white(home)


def test_a_compulsory_jump_into_a_recapture_of_the_knight_is_lost():
    # White must take d5 with the knight, landing on e6, where d7 takes it.
    trapped = pos("K:c4 S:b1 k:a7 s:d5 d7 g1")
    assert [a.text for a in trapped.legal_actions()] == ["c4xe6"]
    assert white(trapped) < 0.1
    assert white(pos("K:c4 S:b1 k:a7 s:d5 g1")) > 0.5  # with nothing behind, the jump is a gain


def test_noisy_exactly_where_a_jump_is_due():
    assert not noisy(GAME.new_state({"first": "white"}))
    assert noisy(pos("K:d2 S:c5 k:g5 s:b6 g1"))  # c5xa7 is compulsory
    assert not noisy(pos("K:d2 S:a5 k:g5 s:b6 g1"))  # a5xc7 would land on Black's yellow: no jump
    assert noisy(pos("K:d2 S:c5 k:g5 s:b6 g1", mover=1))  # Black must jump b6xd4
    assert not noisy(pos("K:d2 S:a5 k:g5 s:b6 g1", mover=1))  # b6 over a5 would leave the board
    assert not noisy(play(pos("K:d5 S:a1 k:g7 s:g1"), "d5-d6"))  # over
    rng = random.Random(3)
    for _ in range(10):
        s = GAME.new_state({"first": "white"})
        while not s.is_over():
            actions = s.legal_actions()
            assert noisy(s) == (actions[0].data[0] == "jump")
            s = s.apply(actions[rng.randrange(len(actions))])


def test_greedy_play_with_the_evaluation_beats_random_play():
    score = greedy_score(lambda: GAME.new_state({}), evaluate, games=20, seed=1)
    assert score >= 16
