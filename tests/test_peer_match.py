"""The referee of games against the peer's Chivalry AI (bench/peer/match.py, issue 53): one game
from a position near its end and two moves from the start against the peer in Chromium, our
rules deciding; the peer's move chosen and read by our rules, the counting and the table without
a browser."""

from __future__ import annotations

import pytest

from peer.match import COLOURS, peer_move, peer_page, pieces, play_match_game
from peer.notation import peer_setup, read_peer_setup, wcf_to_peer, whole_moves
from peer.tally import GameRecord, game_line, section, summarise

from pyengine.games.chivalry.board import MAN

from chivalry_support import GAME, pos

#: Black (Kabinett, game 1) wins by moving H2-H1 whatever the peer (White, to move) does.
NEAR_END = "M:M8 N8 m:G1 H2"
ROW_FIELDS = {
    "level", "games", "wins", "losses", "draws", "unfinished", "score", "low", "high", "by_colour",
    "our_seconds", "peer_seconds", "compared", "differed", "refused", "forced", "cap", "date",
}  # fmt: skip


@pytest.mark.browser
def test_the_referee_plays_games_against_the_peer_to_our_rules_end(browser):
    with peer_page(browser) as peer:
        near = play_match_game(peer, GAME, "easy", 1, ms=50, start=pos(NEAR_END, mover=0))
        opening = play_match_game(peer, GAME, "easy", 0, ms=50, cap=2)
        assert all(u.startswith("https://fonts.") for u in peer.guard.outside)  # aborted: its font
    # The peer moved (a move our rules accept), then Kabinett entered White's castle.
    assert (near.kabinett, near.result, near.reason, near.moves) == ("Black", "win", "castle", 2)
    assert near.history[1] == "H2-H1" and near.actions == 2
    assert len(near.our_seconds) == len(near.peer_seconds) == 1
    assert near.compared == 2 and near.refused == [] and near.forced == 0 and near.page_errors == []
    final, mover = read_peer_setup(near.final)
    assert final["G1"] == final["H1"] == (1, MAN) and mover == 0
    assert near.pieces == {"White": [2, 0], "Black": [2, 0]} and near.pieces_at_40 is None
    # From the start, capped after a move each: unfinished, Kabinett White.
    assert (opening.kabinett, opening.result, opening.moves) == ("White", "unfinished", 2)
    assert opening.reason == "cap" and len(opening.our_seconds) == len(opening.peer_seconds) == 1
    assert opening.compared == 2 and opening.differed == 0  # the first moves are the same 140
    row = summarise([near, opening], iterations=54, minutes=0.1, date="2026-11-28")
    assert ROW_FIELDS <= set(row)
    assert (row["wins"], row["losses"], row["draws"], row["unfinished"]) == (1, 0, 0, 1)
    assert row["score"] == 1.0 and row["by_colour"] == {"White": [0, 1], "Black": [1, 1]}
    assert "win (castle) after 2 moves" in game_line(near)


class FakePeer:
    """A peer that answers from a list, to see what the referee does with its answers."""

    def __init__(self, answers: list[str | None]) -> None:
        self.answers = answers
        self.asked: list[list[str]] = []

    def think(self, ms: int, only: list[str] | None = None) -> str | None:
        self.asked.append(list(only or []))
        return self.answers.pop(0)


def _start() -> tuple:
    state = GAME.new_state()
    return state, {wcf_to_peer(t): a for t, a in whole_moves(state)}


def test_a_move_our_rules_refuse_is_asked_again_among_ours_but_that_one():
    state, ours = _start()
    fake = FakePeer(["c7c9", "g6g8"])  # c7c9: no piece on C8 to canter over
    common = sorted(ours)[:3] + ["c7c9"]
    actions, refused, spent = peer_move(fake, state, ours, common, 10)  # type: ignore[arg-type]
    assert refused == ["c7c9"] and [a.text for a in actions] == ["G6-G8", "stop"]
    assert fake.asked[0] == common and fake.asked[1] == sorted(ours) and spent >= 0


def test_a_peer_with_no_move_both_accept_gives_none_for_the_referee_to_force():
    state, ours = _start()
    assert peer_move(FakePeer([None, None]), state, ours, [], 10)[0] is None  # type: ignore[arg-type]
    fake = FakePeer([])
    assert peer_move(fake, state, {}, [], 10) == (None, [], 0.0)  # type: ignore[arg-type]
    assert fake.asked == []


def _record(index: int, result: str, moves: int = 50, ours: tuple = (1.0,), theirs: tuple = (1.0,)):
    return GameRecord(
        index, "strong", COLOURS[index % 2], result, "castle" if result != "unfinished" else "cap",
        moves, moves, {}, None, "", our_seconds=list(ours), peer_seconds=list(theirs),
        compared=moves, differed=index, date="2026-11-28",
    )  # fmt: skip


def test_a_match_counts_finished_games_with_draws_half_and_each_colour_apart():
    records = [
        _record(0, "win", ours=(0.5, 2.0)),
        _record(1, "win", theirs=(1.1,)),
        _record(2, "loss"),
        _record(3, "draw"),
        _record(4, "unfinished", moves=200),
    ]
    row = summarise(records, iterations=6800, minutes=3.0, date="2026-11-28")
    assert (row["games"], row["wins"], row["losses"], row["draws"], row["unfinished"]) == (5, 2, 1, 1, 1)
    assert row["score"] == pytest.approx(2.5 / 4) and 0 < row["low"] < 0.625 < row["high"] < 1
    assert row["by_colour"] == {"White": [1, 3], "Black": [1, 2]}
    assert row["our_seconds"] == [1.0, 2.0] and row["peer_seconds"] == [1.0, 1.1]
    assert row["differed"] == 10 and row["compared"] == 400 and row["mean_moves"] == 80
    lines = section({"chivalry/strong": row})
    assert any(line.startswith("| strong (6800 pos.) | 5 | 2 / 1 / 1 / 1 | 62.5% |") for line in lines)
    assert any("lets a piece enter its own castle" in line for line in lines)  # the rules' differences
    assert section(None) == [] and section({}) == []
    with pytest.raises(ValueError):
        summarise([], 1, 0, "")


def test_pieces_and_the_final_position_are_our_state_s():
    state = pos("N:F6 M:G8 m:H9 n:A12 B12", mover=1)
    assert pieces(state) == {"White": [1, 1], "Black": [1, 2]}
    assert read_peer_setup(peer_setup(state))[1] == 1
