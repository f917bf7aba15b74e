"""Cross's lessons (pyengine/games/cross/lessons.py): a wrong legal turn is told its own reason,
and a second way of doing a task counts too."""

from __future__ import annotations

from pyengine.app.tutor import Tutor, open_lesson, series_of


def _index(lesson_id: str) -> int:
    series = series_of("cross")
    assert series is not None
    return [x.id for x in series.lessons].index(lesson_id)


def _play(lesson_id: str, *cells: str) -> Tutor:
    m, tutor = open_lesson("cross", _index(lesson_id))
    for cell in cells:
        assert m.click(cell).ok, cell
    return tutor.judge(m)


def test_joining_two_groups_and_growing_a_third() -> None:
    missed = _play("groups", "f4", "n6")
    assert missed.verdict == "missed" and "still apart" in missed.why
    missed = _play("groups", "g5", "c7")
    assert missed.verdict == "missed" and "l8 did not grow" in missed.why
    assert _play("groups", "g5", "m9").verdict == "solved"
    assert _play("groups", "k7", "g5").verdict == "solved"  # the order does not matter


def test_a_third_side_without_a_cross() -> None:
    lost = _play("three-sides", "g9", "e1")
    assert lost.verdict == "missed" and "top and bottom" in lost.why
    lost = _play("three-sides", "f8", "e1")
    assert lost.verdict == "missed" and "lower left" in lost.why
    assert _play("three-sides", "p6", "e1").verdict == "solved"
    assert _play("three-sides", "e1", "q5").verdict == "solved"  # the corner q5 also reaches it


def test_the_corner_makes_a_y_and_a_cross_and_wins() -> None:
    lost = _play("y", "k9", "e1")
    assert lost.verdict == "missed" and "corner m9" in lost.why
    short = _play("y", "e1", "o3")
    assert short.verdict == "missed" and "no Y yet" in short.why
    assert _play("y", "m9", "e1").verdict == "solved"
    assert _play("y", "o3", "m9").verdict == "solved"


def test_old_groups_let_new_stones_touch() -> None:
    assert _play("old-groups", "j4", "k3").verdict == "solved"
    assert _play("old-groups", "k3", "j4").verdict == "solved"  # j4 joins i5 and k3 at once
    once = _play("old-groups", "j4", "m7")
    assert once.verdict == "missed" and "grew by one" in once.why


def test_swap_and_a_stone_in_its_place() -> None:
    assert _play("swap", "swap").verdict == "solved"
    kept = _play("swap", "i3")
    assert kept.verdict == "missed" and "Black keeps i5" in kept.why


def test_a_turn_of_one_stone() -> None:
    assert _play("one-stone", "k9").verdict == "solved"
    two = _play("one-stone", "a5", "m9")
    assert two.verdict == "missed" and "two stones" in two.why
