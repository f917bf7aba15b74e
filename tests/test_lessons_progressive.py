"""One-Hit Progressive Chess's lessons: a wrong legal turn hears its own reason, and a second
way of doing a task counts too."""

from __future__ import annotations

from pyengine.app.controller import Match
from pyengine.app.tutor import Tutor, open_lesson
from pyengine.contract.lessons import Series

from pyengine.games.progressive.lessons import SERIES


def _index(series: Series, lesson_id: str) -> int:
    return next(i for i, x in enumerate(series.lessons) if x.id == lesson_id)


def _play(lesson_id: str, *moves: str) -> tuple[Match, Tutor]:
    m, tutor = open_lesson("progressive-chess", _index(SERIES, lesson_id))
    for move in moves:
        action = next(a for a in m.state.legal_actions() if a.text == move)
        for target in action.paths[0]:  # the move's clicks: from-square, to-square
            assert m.click(target).ok, move
        tutor = tutor.judge(m)
    return m, tutor


def test_mate_early_check_misses_and_both_queen_routes_mate() -> None:
    _, tutor = _play("mate", "Bxf7+")
    assert tutor.verdict == "missed" and "save the check" in tutor.why
    assert _play("mate", "Qh5", "Qxf7+")[1].verdict == "solved"
    assert _play("mate", "Qf3", "Qxf7+")[1].verdict == "solved"


def test_castling_after_either_bishop_move_counts_and_a_king_walk_misses() -> None:
    assert _play("castle", "Be2", "O-O")[1].verdict == "solved"
    assert _play("castle", "Bc4", "O-O")[1].verdict == "solved"
    _, tutor = _play("castle", "Ke2", "end")
    assert tutor.verdict == "missed" and "never castle" in tutor.why


def test_ten_series_by_a_piece_or_by_ending_the_series_and_a_pawn_move_misses() -> None:
    assert _play("ten-series", "Nf6")[1].verdict == "solved"
    assert _play("ten-series", "end")[1].verdict == "solved"
    _, tutor = _play("ten-series", "a6")
    assert tutor.verdict == "missed" and "pawn move" in tutor.why
