"""Plexus's lessons: a wrong half-move is told its own reason, and other ways count too."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson


def _draw(m: Match, tutor: Tutor, *segments: str) -> Tutor:
    for segment in segments:
        a, b = segment.split("-")
        assert m.click(a).ok and m.click(b).ok, segment
        m.play_forced()
    return tutor.judge(m)


def test_the_north_edge_is_told_that_rows_count_from_the_south() -> None:
    m, tutor = open_lesson("plexus", 0)
    tutor = _draw(m, tutor, "c4-c5")
    assert tutor.verdict == "missed" and "from the south" in tutor.why


def test_either_endpoint_starts_the_full_move_and_a_midpoint_is_told_why_not() -> None:
    for segment in ("c5-b5", "d5-e5"):
        m, tutor = open_lesson("plexus", 1)
        assert _draw(m, tutor, segment).verdict == "solved"
    m, tutor = open_lesson("plexus", 1)
    tutor = _draw(m, tutor, "c3-c2")
    assert tutor.verdict == "missed" and "midpoint" in tutor.why


def test_the_copy_must_reach_b5_whatever_the_next_first_half_move() -> None:
    for then in ("c4-d4", "a3-a2"):
        m, tutor = open_lesson("plexus", 2)
        assert _draw(m, tutor, "a5-b5", then).verdict == "solved", then
    m, tutor = open_lesson("plexus", 2)
    tutor = _draw(m, tutor, "a3-a2", "a5-b5")
    assert tutor.verdict == "missed" and "b5" in tutor.why


def test_the_last_dot_is_won_by_a_point_then_either_copy() -> None:
    for copy in ("a2-a3", "b3-a3"):
        m, tutor = open_lesson("plexus", 4)
        tutor = _draw(m, tutor, "b2-a2")
        assert tutor.verdict == "task" and tutor.number == 2  # Player 2 answered b1-a1
        assert _draw(m, tutor, copy).verdict == "solved", copy
    m, tutor = open_lesson("plexus", 4)
    tutor = _draw(m, tutor, "b1-a1")
    assert tutor.verdict == "missed" and "last dot" in tutor.why
