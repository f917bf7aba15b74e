"""Cross's evaluation (pyengine/games/cross/evaluation.py, issue 53): the Y distances on the
bitboards agree with the board, the true returns at the end, payoffs in [0, 1] that sum to 1,
point-mirrored positions mirrored, a Y one stone away, the turn's first stone making a Y or a
cross (and the deferred cross rule), the group restriction barring the completing stone,
``noisy`` exactly while a turn is half made, and greedy play with it beating random play."""

from __future__ import annotations

import random

import pytest

from cross_positions import Y_GAP_LEFT, Y_GAP_RIGHT, position
from greedy_support import greedy_score
from pyengine.catalogue import get_game
from pyengine.contract import find_action
from pyengine.games.cross.evaluation import _dilate, _distances, _geometry, evaluate, noisy
from pyengine.games.cross.game import PARTS
from pyengine.games.cross.rules import CrossState, board_for

GAME = get_game("cross")
Y_CHAIN = "f1 e2 d3 c4 b5 a6 c6 e6 g6 i6 k6 m6 o6 q6 s6"  # u6 makes a Y (tests/test_cross_rules.py)
COLUMN = "k2 k4 k6 k8 k10 j3 j5 j7 j9 j11"  # j1 joins it to T: a cross {T, B} without a Y


def play(state: CrossState, *names: str) -> CrossState:
    for name in names:
        state = state.apply(find_action(state, name))
    return state


def test_the_game_declares_its_evaluation_and_noisy():
    assert PARTS.search.evaluate is evaluate and PARTS.search.noisy is noisy


@pytest.mark.parametrize("size", [5, 6, 7])
def test_the_bitboards_neighbours_are_the_boards(size):
    board, geo = board_for(size), _geometry(size)
    for i, bit in enumerate(geo.bit):
        assert _dilate(bit, geo.width, geo.cells) & ~bit == sum(geo.bit[n] for n in board.neighbours[i])


def test_y_distances_are_half_the_stones_joining_a_ys_sides_pairwise():
    # On the empty board six stones join two sides of a Y (along the side between them).
    assert _distances(position()) == (9, 9)
    assert _distances(position(x=Y_GAP_LEFT + " " + Y_GAP_RIGHT))[0] == 1  # i6 (0 + 1 + 1 halved)
    assert _distances(position(x=Y_CHAIN)) == (1, 14)  # the chain across row 6 walls o off
    assert _distances(position(o=Y_CHAIN)) == (14, 1)
    # x along the UR side: x's T to LR is free, o's way round it is longer.
    assert _distances(position(x="p1 q2 r3 s4 t5 u6")) == (6, 10)


def test_finished_positions_evaluate_as_their_returns():
    won = play(position(x=Y_CHAIN), "u6", "j9")
    assert won.over and evaluate(won) == won.returns() == (1.0, 0.0)
    crossed = play(position(x=COLUMN), "j1", "c6")
    assert crossed.over and evaluate(crossed) == crossed.returns() == (0.0, 1.0)


@pytest.mark.parametrize("options", [{"size": 5}, {"size": 5, "rules": "browne"}])
def test_values_lie_in_0_1_one_per_seat_and_sum_to_1_through_random_games(options):
    rng = random.Random(4)
    for _ in range(4):
        s = GAME.new_state(options)
        while not s.is_over():
            v = evaluate(s)
            assert len(v) == 2 and all(0.0 <= x <= 1.0 for x in v) and abs(sum(v) - 1) < 1e-9
            actions = s.legal_actions()
            s = s.apply(actions[rng.randrange(len(actions))])


def test_point_mirrored_positions_with_the_colours_swapped_evaluate_mirrored():
    # The half turn about the centre maps T to B, UR to LL, LR to UL: one Y onto the other.
    board = board_for(6)
    rng = random.Random(6)
    checked = 0
    for _ in range(8):
        s = GAME.new_state({})
        for _ in range(rng.randrange(3, 30)):
            actions = s.legal_actions()
            s = s.apply(actions[rng.randrange(len(actions))])
            if s.over:
                break
        if s.over or s.placed:
            continue
        turned = {
            board.name(i): board.name(board.cells.index((22 - c, 12 - r)))
            for i, (c, r) in enumerate(board.cells)
        }
        xs = " ".join(turned[board.name(i)] for i, v in enumerate(s.stones) if v == 1)
        os = " ".join(turned[board.name(i)] for i, v in enumerate(s.stones) if v == 2)
        mirrored = position(x=os, o=xs, turn=s.turn + 1)
        assert abs(evaluate(mirrored)[1] - evaluate(s)[0]) < 1e-9
        checked += 1
    assert checked >= 3


def test_the_empty_board_is_close_to_even():
    assert 0.5 < evaluate(GAME.new_state({}))[0] < 0.7  # only player 1's stone to come


def test_a_y_one_stone_away_wins_for_the_mover_and_threatens_otherwise():
    gap = position(x=Y_GAP_LEFT + " " + Y_GAP_RIGHT, o="c8 e8")
    assert evaluate(gap)[0] >= 0.99
    assert evaluate(position(x=Y_GAP_LEFT + " " + Y_GAP_RIGHT, o="c8 e8", turn=3))[0] > 0.8


def test_a_longer_chain_is_better():
    long = position(x="f1 e2 d3 c4 b5 a6 c6 e6", o="k2 k10 s4 r9", turn=3)
    assert evaluate(long)[0] > 0.7


def test_the_turns_first_stone_making_a_y_wins_and_making_a_cross_loses():
    assert evaluate(play(position(x=Y_CHAIN), "u6"))[0] >= 0.99  # the Y stands at the turn's end
    crossing = play(position(x=COLUMN), "j1")
    assert crossing.placed and evaluate(crossing)[0] < 0.02
    deferred = play(position(x=COLUMN, cross_rule="deferred"), "j1")
    assert evaluate(deferred)[0] > 0.02  # a cross that does not end the game


def test_the_group_restriction_can_bar_the_completing_stone():
    # After h5 (joining the left group), i6 and j5 touch that group: the Y must wait a turn.
    start = position(x=Y_GAP_LEFT + " " + Y_GAP_RIGHT, o="c8 e8")
    barred = play(start, "h5")
    assert find_action(barred, "p11") and "i6" not in {a.text for a in barred.legal_actions()}
    assert evaluate(barred)[0] < 0.99
    assert evaluate(play(start, "p11"))[0] >= 0.99  # i6 still open for the second stone


def test_noisy_exactly_while_a_turn_is_half_made():
    s = GAME.new_state({})
    assert not noisy(s)
    s = play(s, "i6")  # player 1's one-stone first turn
    assert not noisy(s)
    s = play(s, "k4")
    assert noisy(s)
    assert not noisy(play(s, "k8"))
    browne = play(GAME.new_state({"rules": "browne"}), "i6")
    assert not noisy(browne)


def test_greedy_play_with_the_evaluation_beats_random_play():
    score = greedy_score(lambda: GAME.new_state({"size": 5}), evaluate, games=20, seed=1)
    assert score >= 16
