"""Transvaal's lessons judge the move's effect: a wrong legal move is told its own reason, and
another way of doing the task counts as well (pyengine/games/transvaal/lessons.py)."""

from __future__ import annotations

from pyengine.app.tutor import Tutor, open_lesson


def _turn(index: int, move: str) -> Tutor:
    """Opens lesson ``index``, plays the person's move as typed, judges it."""
    m, tutor = open_lesson("transvaal", index)
    result = m.type_move(move)
    assert result.ok, result.message
    return tutor.judge(m)


def test_either_inner_point_leaves_the_boer_one_way_and_an_outer_one_two() -> None:
    assert _turn(0, "@E1").verdict == "solved"
    assert _turn(0, "@W1").verdict == "solved"
    assert "two ways off the centre" in _turn(0, "@12").why


def test_either_stone_next_to_the_centre_may_guard_it() -> None:
    assert _turn(2, "N1-C").verdict == "solved"
    assert _turn(2, "S1-C").verdict == "solved"
    missed = _turn(2, "W2-W1")
    assert missed.verdict == "missed" and "C is still empty" in missed.why


def test_shutting_in_says_whether_a_neighbour_was_opened_or_n2_left_free() -> None:
    assert _turn(3, "N1-N2").verdict == "solved"
    assert "opens 1 or 11" in _turn(3, "11-10").why
    assert "can still step to N2" in _turn(3, "N1-E1").why


def test_the_thirtieth_move_shuts_in_or_the_boer_has_survived() -> None:
    assert _turn(5, "11-12").verdict == "solved"
    assert "it was the 30th" in _turn(5, "N2-N1").why


def test_the_match_lesson_is_game_two_with_the_english_to_shut_in() -> None:
    assert _turn(6, "11-12").verdict == "solved"
    assert "27 Player B needed" in _turn(6, "2-3").why
