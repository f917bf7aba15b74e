"""Caduceus's lessons judge the turn's effect: a wrong legal turn is told its own reason, and
another way of doing the task counts as well (pyengine/games/caduceus/lessons.py)."""

from __future__ import annotations

from pyengine.app.tutor import Tutor, open_lesson


def _turn(index: int, moves: str) -> Tutor:
    """Opens lesson ``index``, plays the person's turn typed as chain moves, judges it."""
    m, tutor = open_lesson("caduceus", index)
    result = m.type_move(moves)
    assert result.ok, result.message
    return tutor.judge(m)


def test_the_first_move_counts_both_ways_to_b2_and_names_the_wrong_chain() -> None:
    assert _turn(0, "J:es").verdict == "solved"
    assert _turn(0, "J:se").verdict == "solved"
    moved_n = _turn(0, "N:nn")
    assert moved_n.verdict == "missed" and "moved N" in moved_n.why
    assert "not on b2" in _turn(0, "J:ee").why


def test_a_tail_cell_is_free_for_the_other_chain_only_after_its_chain_moved() -> None:
    assert _turn(2, "N:ww J:es").verdict == "solved"
    assert _turn(2, "N:ww J:se").verdict == "solved"
    assert "N's tail still stood on e7" in _turn(2, "J:en N:ww").why
    assert "did not reach e7" in _turn(2, "N:wn J:ee").why


def test_shutting_in_one_chain_wins_and_a_turn_that_does_not_is_told_why() -> None:
    assert _turn(3, "N:ee J:se").verdict == "solved"
    assert _turn(3, "N:sw J:se").verdict == "solved"
    assert "T can still move" in _turn(3, "N:es J:ss").why


def test_ten_by_ten_counts_every_way_over_both_freed_cells() -> None:
    for way in ("J:nee", "J:nes", "J:enw"):
        assert _turn(4, f"{way} N:nnn").verdict == "solved", way
    assert "did not grow over both" in _turn(4, "J:sss N:nnn").why
