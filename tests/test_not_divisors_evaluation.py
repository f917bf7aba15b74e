"""(Not)Divisors's evaluation (pyengine/games/notdivisors/evaluation.py): each seat's chance to
make the last placement, from the chances that the live cells are filled."""

from __future__ import annotations

import random

from pyengine.games.notdivisors.evaluation import evaluate, fill_chances, noisy
from pyengine.games.notdivisors.notation import parse_move
from pyengine.games.notdivisors.rules import Config, new_state
from greedy_support import greedy_score

VECTOR = "2@c3 4@b3 8@a3 10@c2 5@d2 15@d1 6@c4 3@d4"  # the spec's test vector (section 8)


def place(state, plies: str):
    for ply in plies.split():
        for action in parse_move(state, ply):
            state = state.apply(action)
    return state


def _positions(seed: int, games: int):
    """Every position of random games on small grids for 2 to 4 players, the finished included."""
    rng = random.Random(seed)
    for _ in range(games):
        s = new_state(Config(rng.choice((3, 4, 5)), rng.choice((2, 3, 4))))
        yield s
        while not s.is_over():
            s = s.apply(rng.choice(s.legal_actions()))
            yield s


def test_the_evaluation_of_a_finished_game_is_its_result():
    ends = [s for s in _positions(1, 30) if s.is_over()]
    assert len(ends) == 30 and all(evaluate(s) == s.returns() for s in ends)
    done = place(new_state(Config(4)), VECTOR)
    assert done.is_over() and evaluate(done) == (0.0, 1.0)


def test_the_evaluation_gives_each_seat_a_chance_in_0_1_summing_to_1():
    seen = set()
    for s in _positions(2, 40):
        p = evaluate(s)
        assert len(p) == s.config.players and all(0.0 <= x <= 1.0 for x in p) and abs(sum(p) - 1) < 1e-9
        seen.add(s.config.players)
    assert seen == {2, 3, 4}


def test_the_player_who_can_fill_the_last_alive_cell_is_favoured():
    # Seven placements of the vector: only d4 is alive, a1 and b1 can never be reached.
    s = place(new_state(Config(4)), " ".join(VECTOR.split()[:7]))
    assert s.to_move() == 1 and len(fill_chances(s)) == 1
    assert evaluate(s)[1] > 0.8
    # With three players the same placement is the third player's (seat 7 % 3 = 1 again).
    three = place(new_state(Config(4, 3)), " ".join(VECTOR.split()[:7]))
    assert max(range(3), key=lambda seat: evaluate(three)[seat]) == 1


def test_a_dead_or_unreachable_cell_counts_for_nothing():
    s = place(new_state(Config(4)), " ".join(VECTOR.split()[:6]))
    # c4 alive alone (nearly sure), d4 untouched but reachable from it; the rest dead or cut off
    assert sorted(fill_chances(s)) == [0.69, 0.99]


def test_noisy_exactly_when_a_cell_is_chosen_and_its_number_not_yet_typed():
    counts = [0, 0]
    for s in _positions(3, 20):
        assert noisy(s) == (s.cell >= 0 and not s.is_over())
        counts[noisy(s)] += 1
    assert min(counts) > 50


def test_a_chosen_cell_is_judged_by_its_best_number_for_the_player_placing_it():
    checked = 0
    for s in _positions(4, 15):
        if noisy(s) and s.ply:
            mover = s.to_move()
            best = max(evaluate(s.apply(a))[mover] for a in s.legal_actions())
            assert evaluate(s)[mover] == best
            checked += 1
    assert checked > 50


def test_greedy_play_by_the_evaluation_beats_random_play():
    score = greedy_score(lambda: new_state(Config(4)), evaluate, games=20, seed=5)
    assert score >= 12
