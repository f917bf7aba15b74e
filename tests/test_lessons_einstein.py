"""EinStein's lessons (pyengine/games/einstein/lessons.py): a wrong legal move is told its own
reason, and every way that does a task counts."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson, series_of


def _index(lesson_id: str) -> int:
    series = series_of("einstein")
    assert series is not None
    return [x.id for x in series.lessons].index(lesson_id)


def _play(lesson_id: str, move: str) -> tuple[Match, Tutor]:
    """Opens the lesson and clicks the move written ``move`` (its cells; the stone may be
    pre-selected when it is the only one the roll lets move)."""
    m, tutor = open_lesson("einstein", _index(lesson_id))
    action = next(a for a in m.state.legal_actions() if a.text == move)
    for target in action.paths[0][len(m.partial) :]:
        assert m.click(target).ok
    return m, tutor.judge(m)


def test_either_stone_the_roll_allows_may_capture() -> None:
    for move in ("5b3xb2", "2c4xd3"):  # the next higher and the next lower stone
        _m, tutor = _play("next", move)
        assert tutor.verdict == "solved", move
    _m, tutor = _play("next", "5b3-c3")
    assert tutor.verdict == "missed" and "captures nothing" in tutor.why


def test_the_corner_lesson_names_what_the_move_did() -> None:
    _m, tutor = _play("corner", "2d2xe1")
    assert tutor.verdict == "solved"
    _m, tutor = _play("corner", "4a4xb4")
    assert tutor.verdict == "missed" and "your own stone" in tutor.why
    _m, tutor = _play("corner", "2d2xd1")
    assert tutor.verdict == "missed" and "not on e1" in tutor.why


def test_a_straight_step_is_not_the_diagonal() -> None:
    _m, tutor = _play("steps", "6c5-c4")
    assert tutor.verdict == "missed" and "diagonal" in tutor.why
    _m, tutor = _play("steps", "6c5-d4")
    assert tutor.verdict == "solved"


def test_placing_the_stones_in_either_order_counts() -> None:
    for first, second in (("5@a4", "6@b4"), ("6@b4", "5@a4")):
        m, tutor = open_lesson("einstein", _index("place"))
        for text in (first, second):
            if m.state.to_move() == tutor.seat:
                action = next((a for a in m.state.legal_actions() if a.text == text), None)
                if action is not None:
                    for target in action.paths[0]:
                        assert m.click(target).ok
                    m.play_forced()
        assert tutor.judge(m).verdict == "solved", first
    m, tutor = open_lesson("einstein", _index("place"))
    action = next(a for a in m.state.legal_actions() if a.text == "6@a4")
    for target in action.paths[0]:
        assert m.click(target).ok
    m.play_forced()
    tutor = tutor.judge(m)
    assert tutor.verdict == "missed" and "b4" in tutor.why
