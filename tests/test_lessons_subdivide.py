"""Subdivide's lessons: a wrong segment is told its own reason, and other ways count too."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson


def _draw(index: int, *clicks: str) -> tuple[Match, Tutor]:
    m, tutor = open_lesson("subdivide", index)
    for target in clicks:
        assert m.click(target).ok, target
        m.play_forced()
    return m, tutor.judge(m)


def test_a_segment_from_a1_counts_from_either_end_and_elsewhere_is_told_why() -> None:
    assert _draw(1, "a1", "a2")[1].verdict == "solved"
    assert _draw(1, "b1", "a1")[1].verdict == "solved"
    _, tutor = _draw(1, "c3", "c4")
    assert tutor.verdict == "missed" and "a1" in tutor.why


def test_dividing_on_defence_is_judged_by_the_largest_polygon_left() -> None:
    _, tutor = _draw(3, "b2", "b3")  # divides it, but a1 b1 c2 b4 b3 b2 has 6 dots too
    assert tutor.verdict == "missed" and "new polygon of 6" in tutor.why
    _, tutor = _draw(3, "a4", "b3")
    assert tutor.verdict == "missed" and "7 dots" in tutor.why
    assert _draw(3, "b1", "b2")[1].verdict == "solved"


def test_the_strict_and_the_lenient_rule_judge_the_same_triangle_differently() -> None:
    assert _draw(4, "c3", "d3")[1].verdict == "solved"  # strict: the triangle divides the diamond
    _, tutor = _draw(4, "b2", "e3")
    assert tutor.verdict == "missed" and "chord" in tutor.why
    assert _draw(5, "d3", "c3")[1].verdict == "solved"  # lenient: the diamond still counts


def test_the_last_hull_edge_ends_the_round_and_wins_the_game() -> None:
    m, tutor = _draw(6, "d2", "d1")
    assert tutor.verdict == "solved" and m.state.is_over()
    _, tutor = _draw(6, "a2", "b1")
    assert tutor.verdict == "missed" and "chord" in tutor.why


def test_the_last_dot_goes_anywhere_in_row_i() -> None:
    for cell in ("i1", "i9"):
        assert _draw(8, cell)[1].verdict == "solved", cell
    _, tutor = _draw(8, "e5")
    assert tutor.verdict == "missed" and "row i" in tutor.why
