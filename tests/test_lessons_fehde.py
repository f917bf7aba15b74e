"""Fehde's lessons: a wrong legal turn hears its own reason, and a second way of doing a task
counts too."""

from __future__ import annotations

from pyengine.app.tutor import Tutor, open_lesson

from pyengine.games.fehde.lessons import SERIES


def _play(lesson_id: str, move: str) -> Tutor:
    index = next(i for i, x in enumerate(SERIES.lessons) if x.id == lesson_id)
    m, tutor = open_lesson("fehde", index)
    action = next(a for a in m.state.legal_actions() if a.text == move)
    for target in action.paths[0]:  # the move's clicks: from-field, to-field
        assert m.click(target).ok, move
    return tutor.judge(m)


def test_the_knight_lesson_takes_either_jump_over_the_knight_and_not_the_squire() -> None:
    assert _play("knight", "d2xf4").verdict == "solved"
    assert _play("knight", "e2xe4").verdict == "solved"
    tutor = _play("knight", "c3xc5")
    assert tutor.verdict == "missed" and "knight on e3" in tutor.why


def test_the_last_squire_by_either_piece_and_the_knight_is_not_it() -> None:
    assert _play("squires", "d2xd4").verdict == "solved"
    assert _play("squires", "e2xc4").verdict == "solved"
    tutor = _play("squires", "g3xe5")
    assert tutor.verdict == "missed" and "last squire" in tutor.why


def test_a_squire_steps_onto_grey_and_a_knight_step_misses() -> None:
    assert _play("step", "b2-b3").verdict == "solved"
    assert _play("step", "f1-g2").verdict == "solved"
    tutor = _play("step", "d2-d3")
    assert tutor.verdict == "missed" and "moves the knight" in tutor.why


def test_the_unsafe_jump_is_told_why() -> None:
    tutor = _play("jump", "a3xc5")
    assert tutor.verdict == "missed" and "jump your piece back" in tutor.why
