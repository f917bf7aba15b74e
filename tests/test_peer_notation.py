"""The peer's Chivalry notation against ours (bench/peer/notation.py, issue 53): Dagaz's square
numbers and names against our board, its move text both ways for each kind of move, its setup
query, all without a browser (the copied rules script is read as text)."""

from __future__ import annotations

import re

import pytest

from peer.notation import (
    actions_to_peer,
    peer_actions,
    peer_index,
    peer_name,
    peer_setup,
    peer_to_wcf,
    read_peer_setup,
    wcf_to_peer,
    whole_moves,
)
from pyengine.contract import RuleError
from pyengine.games.chivalry.board import BOARD, KNIGHT, MAN, NAMES, STOP, is_knight, side_of
from pyengine.games.chivalry.notation import move_text, parse_move

from chivalry_support import BLACK_FAR, GAME, ROOT, pos

RULES_JS = ROOT / "bench" / "peer" / "dagaz" / "checkers-like" / "scripts" / "chivalry.js"

#: Each kind of move: the position, our text, the peer's (spec section 7's examples).
CASES = [
    (f"M:C8 {BLACK_FAR}", "C8-D9", "c8d9"),
    (f"M:E6 D7 B8 {BLACK_FAR}", "E6-C8-A8", "e6c8-c8a8"),
    ("M:H4 A5 m:I4 K5 n:A12 B12", "H4xJ4xL6", "h4j4-j4l6"),
    ("N:F6 M:F7 G8 A5 m:H9 I10 I11 n:A12 B12", "F6-F8-H8xH10xJ12", "f6f8-f8h8-h8h10-h10j12"),
    (f"M:G16 A5 {BLACK_FAR}", "G16-H16", "g16h16"),
]


def _js_positions() -> list[str]:
    return re.findall(r'design\.addPosition\("([a-n]\d+)"', RULES_JS.read_text(encoding="utf-8"))


def test_dagaz_numbers_its_grid_row_by_row_from_a16_and_names_our_squares_in_lower_case():
    names = _js_positions()
    assert len(names) == 224
    assert [peer_index(n) for n in names] == list(range(224))
    assert [peer_name(i).lower() for i in range(224)] == names
    assert peer_index("C7") == 128 and peer_name(217) == "H1"
    ours = {n.lower() for n in NAMES}
    assert ours <= set(names) and len(ours) == 176  # our 176 squares, among its 224 positions


def test_the_peer_sets_up_our_start_position():
    text = RULES_JS.read_text(encoding="utf-8")
    kinds = {"Man": MAN, "Knight": KNIGHT}
    theirs = {
        peer_name(int(i)): (0 if who == "White" else 1, kinds[kind])
        for who, kind, i in re.findall(r'design\.setup\("(\w+)", "(\w+)", (\d+)\)', text)
    }
    start = GAME.new_state()
    ours = {NAMES[i]: (side_of(c), KNIGHT if is_knight(c) else MAN) for i, c in enumerate(start.cells) if c}
    assert theirs == ours and len(ours) == 40


@pytest.mark.parametrize("picture, wcf, peer", CASES)
def test_each_kind_of_move_maps_both_ways_and_our_rules_accept_it(picture, wcf, peer):
    state = pos(picture)
    assert peer_to_wcf(state, peer) == wcf
    assert wcf_to_peer(wcf) == peer
    actions = peer_actions(state, peer)
    assert actions == parse_move(state, wcf)
    assert move_text(actions) == wcf
    assert actions_to_peer(actions) == peer


def test_a_canter_read_from_the_peer_ends_with_our_stop():
    state = pos(f"M:E6 D7 B8 {BLACK_FAR}")
    actions = peer_actions(state, "e6c8")
    assert [a.text for a in actions] == ["E6-C8", "stop"]
    assert actions[-1] == STOP and actions_to_peer(actions) == "e6c8"


def test_the_peer_writes_jumps_and_canters_alike_the_position_tells_them_apart():
    jump = pos("M:H4 A5 m:I4 K5 n:A12 B12")
    canter = pos("M:H4 I4 K5 n:A12 B12")
    assert peer_to_wcf(jump, "h4j4-j4l6") == "H4xJ4xL6"
    assert peer_to_wcf(canter, "h4j4-j4l6") == "H4-J4-L6"
    # Black's jump: the enemy is White's.
    assert peer_to_wcf(pos("m:H6 M:H5 N:A5 B5", mover=1), "h6h4") == "H6xH4"
    # A piece taken earlier in the move is gone: leaping over its square again is no jump.
    assert peer_to_wcf(jump, "h4j4-j4h4") == "H4xJ4-H4"


def test_every_first_move_of_ours_goes_to_the_peer_and_back():
    start = GAME.new_state()
    moves = list(whole_moves(start))
    assert len(moves) > 20 and all(not a.text.count("x") for _t, acts in moves for a in acts)
    for text, actions in moves:
        peer = actions_to_peer(actions)
        assert peer == wcf_to_peer(text)
        assert peer_to_wcf(start, peer) == text
        assert peer_actions(start, peer) == actions


def test_our_rules_refuse_what_they_forbid_and_bad_text_is_no_move():
    start = GAME.new_state()
    with pytest.raises(RuleError):
        peer_actions(start, "c7c8-c8c9")  # two plain steps are no move
    with pytest.raises(RuleError):
        peer_actions(start, "c7c9")  # not a move: C8 is empty, nothing to canter over
    for bad in ("h4l4", "h4j4-k4l4", "h4 - j4", "o4p4", "h4j4-"):
        with pytest.raises(ValueError):
            peer_to_wcf(start, bad)


def test_a_position_goes_to_the_peer_as_its_setup_query():
    start = GAME.new_state()
    query = peer_setup(start)
    assert query.startswith("?setup=") and query.endswith("&turn=0")
    pieces, mover = read_peer_setup(query)
    assert mover == 0 and pieces["C7"] == (0, KNIGHT) and pieces["E11"] == (1, MAN) and len(pieces) == 40
    assert ";1:1+1;" in query  # C7 D7: a run of two White Knights
    state = pos("N:F6 M:G8 m:H9 n:A12", mover=1)
    pieces, mover = read_peer_setup(peer_setup(state))
    assert mover == 1
    assert pieces == {"F6": (0, KNIGHT), "G8": (0, MAN), "H9": (1, MAN), "A12": (1, KNIGHT)}
    assert all(BOARD.find(name) is not None for name in pieces)
