"""Subdivide's evaluation (pyengine/games/subdivide/evaluation.py): the round's score as it stands
(the largest undivided face once the hull's missing edges are added), the match's chances."""

from __future__ import annotations

import random

from pyengine.catalogue import get_game
from pyengine.games.subdivide.evaluation import evaluate, expected_round_score, score_as_it_stands
from pyengine.games.subdivide.geometry import undivided_polygons
from greedy_support import greedy_score

GAME = get_game("subdivide")
SAMPLE = (
    "a1-b2 a1-a2 b1-c2 b1-a1 c2-b4 b3-b4 b2-a4 a3-a4 c2-d3 a4-b4 c3-b4 b4-c4 c1-d2 c1-d1 "
    "d3-c4 c4-d4 b1-d2 b1-c1 d2-d3 a2-a3 d3-d4 d1-d2"
).split()  # the seed's sample round: player 1 on offence scores 6
CHOPPED = "b3-d4 a2-b3 a1-d2 b1-d2 c2-c3 c3-d2 a2-b2 b3-b4 c2-d2 a3-b4".split()


def draw(state, segments):
    for text in segments:
        state = state.apply(state.parse_action(text))
    return state


OPTIONS = (
    {},
    {"rules": "simple"},
    {"nested": "lenient", "rows": 3, "cols": 5},
    {"layout": "free", "dots": 8, "lattice": 5},
    {"players": 3},
    {"players": 4, "rows": 3, "cols": 3},
)


def _positions(seed: int):
    """Every position of a random match for each option set, the finished ones included."""
    rng = random.Random(seed)
    for options in OPTIONS:
        s = GAME.new_state(options)
        yield s
        while not s.is_over():
            s = s.apply(rng.choice(s.legal_actions()))
            yield s


def test_the_evaluation_of_a_finished_match_is_its_result_and_in_play_a_chance_per_seat():
    ends = 0
    for s in _positions(1):
        p = evaluate(s)
        assert len(p) == s.rule.seats and all(0.0 <= x <= 1.0 for x in p)
        if s.is_over():
            assert p == s.returns()
            ends += 1
        else:
            assert abs(sum(p) - 1.0) < 1e-9
    assert ends == len(OPTIONS)


def test_the_score_as_it_stands_is_the_rounds_score_once_the_hull_is_complete():
    rnd = draw(GAME.new_state({}), SAMPLE).current
    assert rnd.over and rnd.score == 6 and score_as_it_stands(rnd) == 6
    rng, checked = random.Random(2), 0
    for _ in range(30):
        s = GAME.new_state({"nested": "lenient"})
        while not s.current.is_over():
            s = s.apply(rng.choice(s.legal_actions()))
        d, r = s.current.drawing, s.current
        faces = undivided_polygons(d.points, [d.pairs[k] for k in r.segments], strict=False)
        if all(len(set(p)) == len(p) for p in faces):
            assert score_as_it_stands(r) <= r.score  # (a face with a pinch is left out: never more)
            checked += score_as_it_stands(r) == r.score
    assert checked >= 25


def test_a_drawing_cut_into_small_faces_is_worse_for_the_offence_than_one_with_a_large_polygon():
    whole = draw(GAME.new_state({}), SAMPLE[:10])  # the sample's 6-dot polygon closed, safe
    cut = draw(GAME.new_state({}), CHOPPED)  # as many segments, nothing larger than 4 left
    assert score_as_it_stands(whole.current) == 6 and score_as_it_stands(cut.current) == 4
    assert expected_round_score(whole.current)[0] > expected_round_score(cut.current)[0]
    assert evaluate(whole)[0] > 0.5 > evaluate(cut)[0]


def test_the_totals_and_the_rounds_to_come_decide_the_match():
    fresh = GAME.new_state({"players": 3})
    assert evaluate(fresh) == (1 / 3, 1 / 3, 1 / 3)  # every player on offence once, nothing drawn
    s = draw(fresh, SAMPLE[:4])  # the hull one big face still, a few segments in
    assert evaluate(s)[0] > evaluate(s)[1] == evaluate(s)[2]
    done = draw(GAME.new_state({}), SAMPLE)  # player 1 has 6; player 2's fresh round is to come
    assert done.totals == (6.0, 0.0) and 0.6 < evaluate(done)[0] < 0.95  # 6 is above a fresh round's


def test_greedy_play_by_the_evaluation_beats_random_play():
    score = greedy_score(lambda: GAME.new_state({}), evaluate, games=20, seed=4)
    assert score >= 15
