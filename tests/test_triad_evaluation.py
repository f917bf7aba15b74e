"""Triad's evaluation (pyengine/games/triad/evaluation.py, issue 53): the true returns at the
end, three payoffs in [0, 1] that sum to 1, the compulsory capture to come played out (an
elimination scored as the rules score it), more pieces better, ``noisy`` exactly while the drop
is to come, and greedy play with it beating random play."""

from __future__ import annotations

import random

from greedy_support import greedy_score
from pyengine.catalogue import get_game
from pyengine.games.triad.evaluation import evaluate, noisy
from pyengine.games.triad.game import PARTS
from pyengine.games.triad.rules import TriadState, new_state, position_from_text

GAME = get_game("triad")


def play(state: TriadState, *texts: str) -> TriadState:
    for text in texts:
        state = state.apply(state.parse_action(text))
    return state


def test_the_game_declares_its_evaluation_and_noisy():
    assert PARTS.search.evaluate is evaluate and PARTS.search.noisy is noisy


def test_finished_positions_evaluate_as_their_returns():
    out = play(position_from_text("R:A1 G3 G6 G:E6 F7 B:G7 G8"), "A1-F6")  # Green has no pieces
    assert out.is_over() and evaluate(out) == out.returns() == (1.0, 0.0, 0.0)
    stuck = play(position_from_text("R:C7 B5 G3 F4 G:A5 B:H4 E6 D5"), "G3-G4", "B@A3")  # Green stuck
    assert stuck.is_over() and evaluate(stuck) == stuck.returns()
    tie = play(position_from_text("R:F7 E6 G:C4 C5 B:H4 G9"), "E6-D5")
    assert evaluate(tie) == tie.returns() == (0.5, 0.0, 0.5)


def test_an_elimination_due_is_scored_as_the_rules_will_score_it():
    # Red must take Green's last two pieces (and a Blue one): Red 3 pieces to Blue's 1 wins.
    assert evaluate(position_from_text("R:A1 G3 G6 G:E6 F7 B:G7 G8")) == (1.0, 0.0, 0.0)
    # Red must take both of Green's: Red and Blue tie with two pieces each.
    assert evaluate(position_from_text("R:F7 E6 G:C4 C5 B:H4 G9")) == (0.5, 0.0, 0.5)


def test_values_lie_in_0_1_one_per_seat_and_sum_to_1_through_random_games():
    rng = random.Random(8)
    for _ in range(20):
        s = new_state()
        while not s.is_over():
            v = evaluate(s)
            assert len(v) == 3 and all(0.0 <= x <= 1.0 for x in v) and abs(sum(v) - 1) < 1e-9
            actions = s.legal_actions()
            s = s.apply(actions[rng.randrange(len(actions))])


def test_more_pieces_are_better_and_the_capture_to_come_counts():
    ahead = evaluate(position_from_text("R:E1 D1 C1 G:A5 B:I9"))  # nothing to capture
    assert ahead[0] > 0.5 and ahead[0] > ahead[1] and ahead[0] > ahead[2]
    # At the start Red takes two pieces at once: ahead of the player who loses them.
    start = evaluate(new_state())
    assert start[0] > 1 / 3 and abs(sum(start) - 1) < 1e-9


def test_the_half_made_turn_counts_the_drop_and_the_candidates_capture():
    after = play(new_state(), "D2-D7")  # took Green's C6 and C7: Green next, Blue's drop to come
    assert after.phase == "drop"
    v = evaluate(after)
    assert v[1] < v[0] and v[1] < v[2]  # Green lost two pieces, even after its own capture


def test_noisy_exactly_while_the_drop_is_to_come():
    s = new_state()
    assert not noisy(s)
    s = play(s, "D2-D7")
    assert noisy(s)
    s = play(s, "B@E5")
    assert not noisy(s)
    assert not noisy(play(position_from_text("R:A1 G3 G6 G:E6 F7 B:G7 G8"), "A1-F6"))  # over


def test_greedy_play_with_the_evaluation_beats_random_play():
    # One greedy seat of three (rotated) against two random players: a third is even.
    score = greedy_score(new_state, evaluate, games=21, seed=1, seats=3)
    assert score >= 12
