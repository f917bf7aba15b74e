"""Karls Rennen's lessons: a wrong legal move is told its own reason, and a second way of doing a
task counts too (every position has the person's roll made, so nothing here depends on chance)."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson

GAME = "karls-rennen"


def _play(index: int, *targets: str) -> tuple[Match, Tutor]:
    m, tutor = open_lesson(GAME, index)
    for target in targets:
        assert m.click(target).ok, target
        m.play_forced()
    return m, tutor.judge(m)


def test_the_five_moves_without_taking_its_own() -> None:
    assert _play(0, "sq:P", "sq:K")[1].verdict == "solved"
    assert _play(0, "sq:P", "sq:O")[1].verdict == "solved"
    _, tutor = _play(0, "sq:P", "sq:U")
    assert tutor.verdict == "missed" and "your own stone" in tutor.why


def test_the_nearest_sizes_move_when_none_has_the_roll() -> None:
    assert _play(1, "sq:N", "sq:I")[1].verdict == "solved"
    _, tutor = _play(1, "sq:Q", "sq:P")
    assert tutor.verdict == "missed" and "takes your own stone" in tutor.why
    _, tutor = _play(1, "sq:U", "sq:S")
    assert tutor.verdict == "missed" and "captures nothing" in tutor.why


def test_either_stone_may_take_the_last_one() -> None:
    m, tutor = _play(3, "sq:I", "sq:K")
    assert tutor.verdict == "solved" and m.state.is_over()
    assert _play(3, "sq:P", "sq:K")[1].verdict == "solved"
    _, tutor = _play(3, "sq:L", "sq:G")
    assert tutor.verdict == "missed" and "still there" in tutor.why


def test_winning_a_game_of_the_series_counts() -> None:
    m, tutor = _play(6, "sq:B", "sq:A")
    assert tutor.verdict == "solved" and not m.state.is_over()
    _, tutor = _play(6, "sq:O", "sq:L")
    assert tutor.verdict == "missed" and "borders A" in tutor.why


def test_two_turns_get_the_fixed_reply_and_the_next_roll() -> None:
    m, tutor = _play(4, "sq:B")
    assert tutor.verdict == "task" and tutor.number == 2  # Black moved I-M, White rolled 3
    assert m.click("sq:B").ok and m.click("sq:A").ok
    assert tutor.judge(m).verdict == "solved"
    _, tutor = _play(4, "sq:J")
    assert tutor.verdict == "missed" and "go to B" in tutor.why
