"""Schneider von Gent's lessons: a wrong legal turn is told its own reason, and a second way of
doing a task counts too."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson

GAME = "schneider-von-gent"


def _play(index: int, *targets: str) -> tuple[Match, Tutor]:
    m, tutor = open_lesson(GAME, index)
    for target in targets:
        assert m.click(target).ok, target
        m.play_forced()
    return m, tutor.judge(m)


def test_the_start_choice_wants_a_low_corner() -> None:
    assert _play(0, "n:8")[1].verdict == "solved"
    assert _play(0, "n:15")[1].verdict == "solved"
    _, tutor = _play(0, "n:7")
    assert tutor.verdict == "missed" and "five edges" in tutor.why
    _, tutor = _play(0, "n:3")
    assert tutor.verdict == "missed" and "not a corner" in tutor.why


def test_a_reward_from_either_face_scores_and_declining_misses() -> None:
    assert _play(1, "n:1", "f:0")[1].verdict == "solved"
    assert _play(1, "n:4", "f:4")[1].verdict == "solved"
    _, tutor = _play(1, "n:1", "decline")
    assert tutor.verdict == "missed" and "declined" in tutor.why


def test_the_button_lesson_tells_a_pass_from_a_wrong_button() -> None:
    assert _play(3, "f:9", "f:3")[1].verdict == "solved"
    _, tutor = _play(3, "pass")
    assert tutor.verdict == "missed" and tutor.why.startswith("Passing")
    _, tutor = _play(3, "f:7", "f:2")
    assert tutor.verdict == "missed" and "move the one in f9" in tutor.why


def test_a_tie_in_the_match_is_the_small_winner_s() -> None:
    assert _play(6, "n:1", "f:0")[1].verdict == "solved"
    assert _play(6, "n:1", "f:5")[1].verdict == "solved"
    _, tutor = _play(6, "n:1", "decline")
    assert tutor.verdict == "missed" and "small winner" in tutor.why
    _, tutor = _play(6, "n:12", "decline")
    assert tutor.verdict == "missed" and "goes on" in tutor.why
