"""Chivalry's lessons (pyengine/games/chivalry/lessons.py): a legal move that misses is told the
lesson's own reason, and a second way of doing the task counts too."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson, series_of


def _index(lesson_id: str) -> int:
    series = series_of("chivalry")
    assert series is not None
    return [x.id for x in series.lessons].index(lesson_id)


def _played(lesson_id: str, *moves: str) -> tuple[Match, Tutor]:
    """The lesson after the person's whole moves (the fixed replies come between them)."""
    m, tutor = open_lesson("chivalry", _index(lesson_id))
    for move in moves:
        assert tutor.verdict == "task"
        result = m.type_move(move)
        assert result.ok, result.message
        m.play_forced()
        tutor = tutor.judge(m)
    return m, tutor


def test_a_single_capture_is_told_to_look_for_a_jump_that_goes_on() -> None:
    _, tutor = _played("jump", "L8xN10")
    assert tutor.verdict == "missed" and "only one piece" in tutor.why
    for move in ("E8xE10xE12", "D7-F9xD9xB11", "K6-K8-M8xM10xK12"):  # a jump, and two charges
        assert _played("jump", move)[1].verdict == "solved", move


def test_the_charge_lesson_refuses_a_quiet_move_and_takes_the_charge() -> None:
    _, tutor = _played("charge", "E6-E5")  # legal: only a charge could capture, no duty
    assert tutor.verdict == "missed" and "Knight's Charge" in tutor.why
    assert _played("charge", "D7-D9xB11")[1].verdict == "solved"


def test_the_castle_is_entered_by_a_step_or_by_a_canter() -> None:
    _, tutor = _played("enter", "L7-M8")
    assert tutor.verdict == "missed" and "F15" in tutor.why
    assert _played("enter", "F15-G16")[1].verdict == "solved"
    assert _played("enter", "E14-G16")[1].verdict == "solved"  # the canter ends in the castle


def test_two_in_the_castle_by_a_castle_move_or_by_way_of_g15() -> None:
    _, tutor = _played("castle-win", "L7-M8")
    assert tutor.verdict == "missed" and "H16" in tutor.why
    m, tutor = _played("castle-win", "G16-H16", "F15-G16")
    assert tutor.verdict == "solved" and m.state.is_over()
    assert _played("castle-win", "F15-G15", "G15-H16")[1].verdict == "solved"


def test_the_own_castle_is_left_first_although_a_capture_waits() -> None:
    _, tutor = _played("own-castle", "D7-D9xB11")
    assert tutor.verdict == "missed" and "does not end in your castle" in tutor.why
    _, tutor = _played("own-castle", "D7-F5-F3xH1xJ3")  # into H1, and on out over I2
    assert tutor.verdict == "missed" and "go on out" in tutor.why
    m, tutor = _played("own-castle", "G3xG1")
    assert tutor.verdict == "task" and tutor.number == 2  # Black answered C10-C9
    assert "D8xB10" not in [a.text for a in m.state.legal_actions()]  # the duty to leave comes first
    assert _played("own-castle", "G3xG1", "G1-F2")[1].verdict == "solved"
    assert _played("own-castle", "G3xG1", "G1-H2")[1].verdict == "solved"


def test_the_last_two_fall_to_either_charge() -> None:
    for move in ("J7-J9xJ11xH13", "K7-I7-K9xI11xI13"):
        assert _played("all", move)[1].verdict == "solved", move


def test_black_is_left_without_a_move_only_when_all_three_outside_the_castle_fall() -> None:
    _, tutor = _played("stuck", "F8xD10xB12")  # two of the three
    assert tutor.verdict == "missed" and "keeps a piece" in tutor.why
    m, tutor = _played("stuck", "F8xD10xD12xB10")
    assert tutor.verdict == "solved" and m.state.returns()[0] == 1


def test_one_piece_each_is_a_draw_only_after_the_longer_jump() -> None:
    _, tutor = _played("one-each", "K6xI4")  # K8xK6 was forced: two of White's four fall
    assert tutor.verdict == "missed" and "White keeps two pieces" in tutor.why
    m, tutor = _played("one-each", "K6xK4xI6")
    assert tutor.verdict == "solved" and m.state.is_over() and m.state.returns() == (0.5, 0.5)
