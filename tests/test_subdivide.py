"""Subdivide, The Game, written from shared/rules/subdivide.md: the dots and their names, the hull
(section 2), the layouts and the rounds (section 3), every condition of a legal segment under both
rule sets (section 4), the end of a round, undivided polygons and the score (section 5), every
Decision (section 9), the seed's sample round and its five verified facts (section 8), the notation
and the parser's refusals (section 7), random play for every option, the AI (the face test against
networkx: test_subdivide_geometry.py)."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from pyengine.contract import RuleError
from pyengine.catalogue import get_game
from pyengine.kit.rounds import NEXT
from pyengine.games.subdivide.geometry import hull_boundary, on_open_segment, segments_cross
from pyengine.games.subdivide.rules import Config, new_round


GAME = get_game("subdivide")
ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "samples" / "subdivide-sample-round.txt"
SAMPLE_SEGMENTS = (
    "a1-b2 a1-a2 b1-c2 b1-a1 c2-b4 b3-b4 b2-a4 a3-a4 c2-d3 a4-b4 c3-b4 b4-c4 c1-d2 c1-d1 "
    "d3-c4 c4-d4 b1-d2 b1-c1 d2-d3 a2-a3 d3-d4 d1-d2"
).split()


def draw(state, *segments: str):
    """A round state after the segments (``a1-b2``) or dots (``+a1``) written."""
    for text in segments:
        state = state.apply(state.parse_action(text))
    return state


def names_of(rnd, dots) -> list[str]:
    return [rnd.board.names[i] for i in dots]


def degree(rnd, name: str) -> int:
    return rnd.degrees[rnd.board.find(name)]


# -- 2. Dots, names, hull


def test_dots_are_named_row_letter_then_column_row_a_on_top():
    rnd = new_round(Config())
    board = rnd.board
    assert board.names[:4] == ("a1", "a2", "a3", "a4") and board.names[-1] == "d4"
    # Row a is the top row: a1 lies above b1 in the plane (y = -row).
    from pyengine.games.subdivide.rules import point

    assert point(board, board.find("a1")) == (0, 0) and point(board, board.find("b1")) == (0, -1)
    assert point(board, board.find("a2"))[0] > point(board, board.find("a1"))[0]


def test_decision_hull_dots_are_every_dot_on_the_hull_boundary_collinear_ones_included():
    rnd = new_round(Config())
    hull = sorted(names_of(rnd, rnd.drawing.hull))
    assert hull == sorted("a1 a2 a3 a4 b4 c4 d4 d3 d2 d1 c1 b1".split())
    assert len(rnd.drawing.hull_edges) == 12  # unit segments along the boundary


def test_hull_boundary_in_order_and_none_for_collinear_dots():
    assert hull_boundary([(0, 0), (2, 0), (1, 0), (0, 2), (1, 1)]) == [(0, 0), (1, 0), (2, 0), (1, 1), (0, 2)]
    assert hull_boundary([(0, 0), (1, 1), (2, 2)]) == []


# -- 3. Setup: layouts, rounds, offence


def test_array_layout_places_every_dot_at_once_and_the_offence_draws_first():
    s = GAME.new_state({"rows": 3, "cols": 5})
    assert len(s.current.placed) == 15 and not s.current.placing and s.to_move() == 0


@pytest.mark.parametrize("players,each", [(2, 1), (3, 1), (2, 2), (4, 1)])
def test_rounds_are_a_multiple_of_the_players_and_the_offence_passes_round(players, each):
    rng = random.Random(players * 10 + each)
    s = GAME.new_state({"players": players, "rounds_each": each, "rows": 3, "cols": 3})
    offences = []
    while not s.is_over():
        if s.between:
            s = s.apply(NEXT)
            continue
        if not s.current.segments:
            offences.append(s.first)
            assert s.to_move() == s.first  # the offensive player draws first
        s = s.apply(rng.choice(s.legal_actions()))
    assert len(offences) == players * each
    assert offences == [(i % players) for i in range(players * each)]  # round i: P((i-1) mod k + 1)


def test_segment_k_is_drawn_by_the_player_k_minus_1_places_after_the_offence():
    s = GAME.new_state({"players": 3, "rows": 3, "cols": 3})
    rng = random.Random(2)
    movers = []
    while not s.current.is_over():
        movers.append(s.to_move())
        s = s.apply(rng.choice(s.legal_actions()))
    assert movers == [k % 3 for k in range(len(movers))]


def test_free_layout_placement_starts_with_the_offence_in_seat_order_then_segments():
    s = GAME.new_state({"layout": "free", "dots": 5, "lattice": 5, "players": 3})
    movers = []
    for name in ("a1", "a5", "e1", "e5", "c3"):
        movers.append(s.to_move())
        s = s.apply(s.current.parse_action("+" + name))
    assert movers == [0, 1, 2, 0, 1]
    assert not s.current.placing and s.to_move() == 0  # the offence draws the first segment
    assert sorted(names_of(s.current, s.current.drawing.hull)) == ["a1", "a5", "e1", "e5"]


def test_decision_the_last_dot_may_not_make_all_dots_collinear():
    s = GAME.new_state({"layout": "free", "dots": 5, "lattice": 5})
    for name in ("a1", "a2", "a3", "a4"):
        s = s.apply(s.current.parse_action("+" + name))
    last = {a.text for a in s.legal_actions()}
    assert "+a5" not in last and "+b1" in last
    with pytest.raises(RuleError, match="collinear"):
        s.current.parse_action("+a5")


def test_a_placed_dot_cannot_be_placed_again():
    s = GAME.new_state({"layout": "free"})
    s = s.apply(s.current.parse_action("+d4"))
    with pytest.raises(RuleError, match="has a dot already"):
        s.current.parse_action("+d4")


# -- 4. Legal segments


def test_rule_1_a_pair_of_dots_is_joined_only_once_and_a_segment_joins_two_dots():
    rnd = draw(new_round(Config()), "a1-b2")
    with pytest.raises(RuleError, match="drawn already"):
        rnd.parse_action("b2-a1")
    with pytest.raises(RuleError, match="two different dots"):
        rnd.parse_action("c3-c3")


def test_rule_2_a_segment_passes_through_no_other_dot():
    rnd = new_round(Config())
    with pytest.raises(RuleError, match="passes through the dot a2"):
        rnd.parse_action("a1-a3")
    with pytest.raises(RuleError, match="passes through the dot b2"):
        rnd.parse_action("a1-c3")
    assert "a1-c2" in {a.text for a in rnd.legal_actions()}  # a knight's-move segment misses every dot


def test_rule_3_a_segment_crosses_no_drawn_segment_but_may_share_an_end_dot():
    rnd = draw(new_round(Config()), "a1-b2")
    with pytest.raises(RuleError, match="crosses the segment a1-b2"):
        rnd.parse_action("a2-b1")
    legal = {a.text for a in rnd.legal_actions()}
    assert {"a2-b2", "a1-a2"} <= legal  # each shares an end dot with a1-b2


def test_rule_4_hull_rules_internal_dots_take_at_most_three_segments_hull_dots_any_number():
    rnd = draw(new_round(Config()), "b2-a1", "b2-a2", "b2-a3")
    assert degree(rnd, "b2") == 3
    with pytest.raises(RuleError, match="b2 has 3 segments already"):
        rnd.parse_action("b2-b1")
    rnd = draw(new_round(Config()), "b1-a1", "b1-a2", "b1-c1", "b1-b2")
    assert degree(rnd, "b1") == 4 and "b1-c2" in {a.text for a in rnd.legal_actions()}


def test_rule_4_simple_rules_every_dot_takes_at_most_three_segments():
    rnd = draw(new_round(Config(rules="simple")), "b1-a1", "b1-a2", "b1-c1")
    with pytest.raises(RuleError, match="every dot takes at most 3"):
        rnd.parse_action("b1-b2")


def test_segments_cross_and_dot_tests_are_exact_integers():
    assert segments_cross((0, 0), (2, 2), (0, 2), (2, 0))
    assert not segments_cross((0, 0), (1, 1), (1, 1), (2, 0))  # a shared end dot
    assert segments_cross((0, 0), (3, 0), (1, 0), (2, 0))  # collinear overlap
    assert not segments_cross((0, 0), (1, 0), (2, 0), (3, 0))
    assert on_open_segment((1, 1), (0, 0), (2, 2)) and not on_open_segment((2, 2), (0, 0), (2, 2))
    assert not on_open_segment((1, 1), (0, 0), (3, 2))
    big = 10**12  # no rounding anywhere: a near miss far out stays a miss
    assert not on_open_segment((big, big + 1), (0, 0), (2 * big, 2 * big + 1))


# -- 5. End of a round, polygons, score


def test_end_hull_rules_the_round_ends_right_after_the_segment_that_completes_the_hull():
    rnd = new_round(Config(rows=3, cols=3))
    edges = "a1-a2 a2-a3 a3-b3 b3-c3 c3-c2 c2-c1 c1-b1".split()
    rnd = draw(rnd, *edges)
    assert not rnd.over
    rnd = draw(rnd, "b1-a1")
    assert rnd.over and rnd.to_move() is None and rnd.legal_actions() == ()


def test_end_hull_rules_a_player_always_has_a_move_because_undrawn_hull_edges_stay_legal():
    rng = random.Random(5)
    for _ in range(200):
        rnd = new_round(Config(rows=rng.randint(2, 5), cols=rng.randint(2, 5)))
        while not rnd.over:
            legal = {a.data[1] for a in rnd.legal_actions()}
            undrawn = set(rnd.drawing.hull_edges) - set(rnd.segments)
            assert undrawn and undrawn <= legal
            rnd = rnd.apply(rng.choice(rnd.legal_actions()))


def test_end_simple_rules_the_round_ends_when_no_segment_can_be_drawn():
    rng = random.Random(6)
    for _ in range(100):
        rnd = new_round(Config(rules="simple", rows=3, cols=4))
        while not rnd.over:
            rnd = rnd.apply(rng.choice(rnd.legal_actions()))
        assert max(rnd.degrees) <= 3
        # By the rules themselves: every pair of dots is drawn, passes through a dot, crosses a
        # drawn segment, or has an end dot with 3 segments.
        d = rnd.drawing
        pts, drawn = d.points, {d.pairs[k] for k in rnd.segments}
        for a, b in itertools.combinations(d.dots, 2):
            blocked = (
                (a, b) in drawn
                or rnd.degrees[a] >= 3
                or rnd.degrees[b] >= 3
                or any(on_open_segment(pts[c], pts[a], pts[b]) for c in d.dots)
                or any(segments_cross(pts[a], pts[b], pts[c], pts[e]) for c, e in drawn)
            )
            assert blocked, (rnd.board.names[a], rnd.board.names[b])


def test_undivided_a_segment_hanging_from_one_dot_or_floating_free_does_not_divide():
    # A 3x3 square a1 a3 c3 c1 with b2 joined to a2 only (hanging), and nothing else inside.
    rnd = draw(
        new_round(Config(rows=3, cols=3)),
        "a2-b2",
        "a1-a2",
        "a2-a3",
        "a3-b3",
        "b3-c3",
        "c3-c2",
        "c2-c1",
        "c1-b1",
        "b1-a1",
    )
    assert rnd.over and rnd.score == 8


def test_undivided_a_chain_inside_joining_two_dots_of_the_polygon_divides_it():
    rnd = draw(
        new_round(Config(rows=3, cols=3)),
        "a2-b2",
        "b2-c2",
        "a1-a2",
        "a2-a3",
        "a3-b3",
        "b3-c3",
        "c3-c2",
        "c2-c1",
        "c1-b1",
        "b1-a1",
    )
    assert rnd.over and rnd.score == 6  # the chain a2-b2-c2 cuts the 8-dot square into two 6-dot ones
    assert sorted(len(p) for p in rnd.polygons()) == [6, 6]


def _nested_drawing(nested: str):
    """A 5x5 array: the outer square, an inner triangle b2 b3 c2 hanging at nothing (floating),
    and the hull drawn last."""
    rnd = new_round(Config(rows=5, cols=5, nested=nested))
    inner = ["b2-b3", "b3-c2", "c2-b2"]
    ring = [
        "a1-a2",
        "a2-a3",
        "a3-a4",
        "a4-a5",
        "a5-b5",
        "b5-c5",
        "c5-d5",
        "d5-e5",
        "e5-e4",
        "e4-e3",
        "e3-e2",
        "e2-e1",
        "e1-d1",
        "d1-c1",
        "c1-b1",
        "b1-a1",
    ]
    return draw(rnd, *inner, *ring)


def test_decision_nested_strict_a_closed_chain_inside_makes_the_polygon_divided():
    rnd = _nested_drawing("strict")
    assert rnd.over and rnd.score == 3  # only the inner triangle counts


def test_decision_nested_lenient_a_closed_chain_inside_does_not_divide():
    rnd = _nested_drawing("lenient")
    assert rnd.over and rnd.score == 16  # the outer ring of 16 dots counts


def test_decision_nested_a_closed_chain_touching_the_polygon_in_one_dot():
    ring = [
        "a1-a2",
        "a2-a3",
        "a3-a4",
        "a4-a5",
        "a5-b5",
        "b5-c5",
        "c5-d5",
        "d5-e5",
        "e5-e4",
        "e4-e3",
        "e3-e2",
        "e2-e1",
        "e1-d1",
        "d1-c1",
        "c1-b1",
        "b1-a1",
    ]
    touching = ["a1-b2", "b2-b3", "b3-a1"]  # a triangle hanging at the ring's corner a1
    strict = draw(new_round(Config(rows=5, cols=5)), *touching, *ring)
    lenient = draw(new_round(Config(rows=5, cols=5, nested="lenient")), *touching, *ring)
    assert strict.score == 3 and lenient.score == 16


def test_decision_nested_a_closed_chain_joined_to_the_polygon_by_a_path():
    ring = [
        "a1-a2",
        "a2-a3",
        "a3-a4",
        "a4-a5",
        "a5-b5",
        "b5-c5",
        "c5-d5",
        "d5-e5",
        "e5-e4",
        "e4-e3",
        "e3-e2",
        "e2-e1",
        "e1-d1",
        "d1-c1",
        "c1-b1",
        "b1-a1",
    ]
    inner = ["c2-c3", "c3-d2", "d2-c2", "a3-b3", "b3-c3"]  # a triangle, and a path from a3 down to it
    strict = draw(new_round(Config(rows=5, cols=5)), *inner, *ring)
    lenient = draw(new_round(Config(rows=5, cols=5, nested="lenient")), *inner, *ring)
    assert strict.score == 3 and lenient.score == 16


def test_decision_scoring_looks_at_the_final_drawing_a_polygon_divided_later_does_not_count():
    rnd = draw(
        new_round(Config(rows=3, cols=3)), "a1-a2", "a2-a3", "a3-b3", "b3-c3", "c3-c2", "c2-c1", "c1-b1"
    )
    assert max(len(p) for p in draw(rnd, "b1-b2", "b2-b3").polygons()) == 6  # not yet closed
    rnd = draw(rnd, "a2-b2", "b2-c2", "b1-a1")  # the 8-dot ring closes only after it is cut
    assert rnd.score == 6


def test_decision_perimeter_dots_include_dots_where_the_polygon_runs_straight():
    rnd = draw(
        new_round(Config(rows=3, cols=3)),
        "a1-a2",
        "a2-a3",
        "a3-b3",
        "b3-c3",
        "c3-c2",
        "c2-c1",
        "c1-b1",
        "b1-a1",
    )
    assert rnd.score == 8  # a2, b3, c2, b1 lie in the middle of the square's sides


def test_the_round_score_is_the_offences_alone_and_totals_decide_the_game():
    s = GAME.new_state({"rows": 2, "cols": 2})
    for text in ("a1-a2", "a2-b2", "b2-b1", "b1-a1"):
        s = s.apply(s.current.parse_action(text))
    assert s.between and s.totals == (4.0, 0.0)
    s = s.apply(NEXT)
    for text in ("a1-b2", "a1-a2", "a2-b2", "b2-b1", "b1-a1"):
        s = s.apply(s.current.parse_action(text))
    assert s.is_over() and s.totals == (4.0, 3.0) and s.returns() == (1.0, 0.0)
    assert "Player 1 wins" in s.status()


def test_decision_equal_highest_totals_tie():
    s = GAME.new_state({"rows": 2, "cols": 2})
    for _ in range(2):
        for text in ("a1-a2", "a2-b2", "b2-b1", "b1-a1"):
            s = s.apply(s.current.parse_action(text))
        if s.between:
            s = s.apply(NEXT)
    assert s.is_over() and s.totals == (4.0, 4.0) and s.returns() == (0.5, 0.5) and "tie" in s.status()


def test_decision_simple_rules_score_the_same_way():
    rnd = draw(new_round(Config(rules="simple", rows=2, cols=2)), "a1-a2", "a2-b2", "b2-b1", "b1-a1")
    assert not rnd.over  # the hull is complete but the diagonals can still be drawn
    rnd = draw(rnd, "a1-b2")
    assert rnd.over and rnd.score == 3
