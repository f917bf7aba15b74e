"""(Not)Divisors' lessons: a wrong placement is told its own reason, and other ways count too."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson


def _place(game: str, index: int, cell: str, number: str) -> tuple[Match, Tutor]:
    m, tutor = open_lesson(game, index)
    assert m.click(cell).ok
    assert m.type_action(number).ok
    m.play_forced()
    return m, tutor.judge(m)


def test_the_bottom_row_is_told_that_rows_count_from_the_top() -> None:
    _, tutor = _place("not-divisors", 0, "b5", "7")
    assert tutor.verdict == "missed" and "from the top" in tutor.why
    _, tutor = _place("not-divisors", 0, "b1", "7")
    assert tutor.verdict == "solved"


def test_any_typed_multiple_counts_even_one_the_computer_would_not_offer() -> None:
    _, tutor = _place("not-divisors", 1, "b3", "600")
    assert tutor.verdict == "solved"
    _, tutor = _place("not-divisors", 1, "d3", "3")
    assert tutor.verdict == "missed" and "divides 6" in tutor.why


def test_a_number_that_fits_but_is_not_the_smallest_is_told_so() -> None:
    _, tutor = _place("not-divisors", 3, "d3", "12")
    assert tutor.verdict == "missed" and "smaller number" in tutor.why
    _, tutor = _place("not-divisors", 3, "d3", "8")
    assert tutor.verdict == "solved"


def test_both_8_and_16_leave_a1_dead_but_20_does_not() -> None:
    for number in ("8", "16", "32"):
        _, tutor = _place("not-divisors", 4, "b1", number)
        assert tutor.verdict == "solved", number
    _, tutor = _place("not-divisors", 4, "b1", "20")
    assert tutor.verdict == "missed" and "a1 alive" in tutor.why


def test_the_last_number_must_also_use_up_6() -> None:
    _, tutor = _place("not-divisors", 5, "a3", "14")
    assert tutor.verdict == "missed" and "c1 still takes 6" in tutor.why
    _, tutor = _place("not-divisors", 5, "a3", "6")
    assert tutor.verdict == "solved"


def test_b2_takes_an_odd_multiple_of_3_and_refuses_12_across_the_corner() -> None:
    for number in ("9", "33"):
        _, tutor = _place("not-divisors", 2, "b2", number)
        assert tutor.verdict == "solved", number
    m, _tutor = open_lesson("not-divisors", 2)
    assert m.click("b2").ok
    assert not m.type_action("12").ok
