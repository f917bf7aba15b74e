"""Triad's lessons (pyengine/games/triad/lessons.py): a wrong legal turn is told its own reason,
and every way that does a task counts."""

from __future__ import annotations

from pyengine.app.tutor import Tutor, open_lesson, series_of


def _index(lesson_id: str) -> int:
    series = series_of("triad")
    assert series is not None
    return [x.id for x in series.lessons].index(lesson_id)


def _turn(lesson_id: str, *texts: str) -> Tutor:
    """Opens the lesson, clicks the actions written ``texts`` (a move, then a drop) and judges."""
    m, tutor = open_lesson("triad", _index(lesson_id))
    for text in texts:
        action = next(a for a in m.state.legal_actions() if a.text == text)
        for target in action.paths[0][len(m.partial) :]:
            assert m.click(target).ok
        m.play_forced()
    return tutor.judge(m)


def test_either_blue_capture_of_the_start_counts() -> None:
    assert _turn("slide", "E3-H6", "B@E5").verdict == "solved"
    assert _turn("slide", "F3-F8", "B@C4").verdict == "solved"
    tutor = _turn("slide", "D2-D7", "B@E5")
    assert tutor.verdict == "missed" and "two green pieces" in tutor.why


def test_the_landing_colour_decides_who_moves_next() -> None:
    assert _turn("next", "G8-G4", "B@E5").verdict == "solved"
    tutor = _turn("next", "G8-G5", "G@E5")
    assert tutor.verdict == "missed" and "blue cell" in tutor.why


def test_green_is_shut_in_by_either_drop() -> None:
    assert _turn("shut-in", "F8-C5", "R@C1").verdict == "solved"
    assert _turn("shut-in", "F8-C5", "R@D1").verdict == "solved"
    tutor = _turn("shut-in", "F8-C5", "R@A1")
    assert tutor.verdict == "missed" and "can still slide" in tutor.why
    tutor = _turn("shut-in", "E2-D1", "R@C1")
    assert tutor.verdict == "missed" and "takes E1" in tutor.why


def test_a_drop_that_blocks_or_lures_keeps_red_safe() -> None:
    for drop in ("G@D3", "G@E4", "G@D8"):
        assert _turn("drop", drop).verdict == "solved", drop
    tutor = _turn("drop", "G@A1")
    assert tutor.verdict == "missed" and "I8" in tutor.why
