"""Fehde's notation (spec section 7): steps ``c2-c3``, jumps ``c4xe6``, numbered pairs under the
header ``[first White]``; every refusal the section lists, naming its move, through the parser,
the command line, the record box and a link; records read back."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import RecordError
from pyengine.catalogue import get_game
from pyengine.games.fehde.rules import BOARD

GAME = get_game("fehde")
ROOT = Path(__file__).resolve().parent.parent


def read(text: str):
    return GAME.read_record(text, GAME.record_options(text))


def test_a_record_is_numbered_pairs_under_the_header_of_the_lots_result():
    m = Match("fehde", {"first": "lot"})
    assert m.state.to_move() == -1 and m.play(m.chance_action()).ok  # the lot, as the page draws it
    first = m.state.to_move()
    opening = ["c6-c5", "c2-c3", "c5-c4"] if first == 1 else ["c2-c3", "c6-c5", "c3-c4"]
    for move in opening:
        assert m.type_move(move).ok, move
    text = m.record()
    who = "White" if first == 0 else "Black"
    assert text.splitlines()[0] == f"[first {who}]"
    assert text.splitlines()[1:] == [f"1. {opening[0]} {opening[1]}", f"2. {opening[2]}"]
    assert [a.text for a in read(text)] == [a.text for a in m.actions]


def test_the_first_player_may_be_black_and_the_pairs_still_start_with_him():
    text = "[first Black]\n1. c6-c5 c2-c3\n2. c5-c4 c3xc5"
    actions = read(text)
    assert [a.text for a in actions] == ["first:Black", "c6-c5", "c2-c3", "c5-c4", "c3xc5"]
    assert GAME.write_record(actions, GAME.record_options(text)) == text + "\n"


def test_a_fixed_first_player_is_written_with_lot_no_and_reads_back_to_the_same_game():
    m = Match("fehde", {"first": "black"})
    assert m.type_move("e6-e5").ok
    text = m.record()
    assert text.startswith("[first Black] [lot no]\n1. e6-e5")
    assert GAME.record_options(text) == {"first": "black"}
    assert [a.text for a in read(text)] == ["e6-e5"]


def test_a_record_without_header_begins_with_the_side_of_its_first_move():
    assert [a.text for a in read("1. e6-e5 e2-e3")] == ["first:Black", "e6-e5", "e2-e3"]
    assert [a.text for a in read("c2-c3")] == ["first:White", "c2-c3"]


def test_a_jump_is_written_with_x_and_the_captured_piece_is_the_one_between():
    actions = read("[first White]\n1. d2-d3 d6-d5 2. d3-d4 d5xd3")
    state = GAME.new_state({})
    for a in actions:
        state = state.apply(a)
    assert (
        actions[-1].text == "d5xd3"
        and state.cells[BOARD.find("d4")] == 0
        and state.cells[BOARD.find("d3")] == 4
    )


# The parser's refusals (section 7), each naming the move.
@pytest.mark.parametrize(
    "moves,where,why",
    [
        ("c2-c3 c6-c5 c3-c5", "move 2 (c3-c5)", "a step goes to an adjacent field"),  # non-adjacent step
        ("c2-c3 c6-c5 b2-c3", "move 2 (b2-c3)", "c3 is occupied"),  # onto an occupied field
        (
            "b2-b3 f7-g6 b3-a4 b6-c5 a4-a5 e6-f7 a5-b6",
            "move 4 (a5-b6)",
            "White's squire may not stand on b6, Black's yellow field",
        ),  # a field the piece may not stand on
        ("d2-d3 e6-d5 c1-d2", "move 2 (c1-d2)", "White's squire may not stand on d2, White's knight field"),
        ("c2-c3 c6-c5 c3xc5", "move 2 (c3xc5)", "no piece on c4 to jump over"),  # over an empty field
        ("c2-c3 c6-c5 b2xd4", "move 2 (b2xd4)", "own pieces can never be jumped"),  # over an own piece
        (
            "c2-c3 c6-c5 c3-c4 c5xc3 e2-e3",
            "move 3 (e2-e3)",
            "a capture is compulsory (rule 4)",
        ),  # a step while a jump exists
        (
            "d2-d3 d6-d5 d3-d4 d5xd3 c2xe4",
            "move 3 (c2xe4)",
            "the game is already over: Black wins by capturing White's knight",
        ),  # anything after the end
        ("c2-c3 c9-c8", "move 1... (c9-c8)", "is not a move"),
        ("c2-c3 c5-c4", "move 1... (c5-c4)", "there is no piece on c5"),
        ("c2-c3 c3-c4", "move 1... (c3-c4)", "c3 holds White's squire: Black moves Black's own pieces"),
    ],
)
def test_the_parser_refuses_naming_the_move(moves, where, why):
    text = "[first White]\n" + moves
    with pytest.raises(RecordError) as err:
        read(text)
    assert where in str(err.value) and why in str(err.value), str(err.value)


def test_a_step_while_a_jump_exists_is_refused_with_the_jumps_named():
    text = "[first White]\n1. c2-c3 c6-c5 2. c3-c4 c5xc3 3. e2-e3"
    with pytest.raises(RecordError) as err:
        read(text)
    assert "move 3 (e2-e3)" in str(err.value) and "b2xd4, d2xb4" in str(err.value), str(err.value)


def test_a_header_that_contradicts_the_option_is_refused():
    with pytest.raises(RecordError, match="option says White begins"):
        GAME.read_record("[first Black]\n1. c6-c5", {"first": "white"})


def test_bad_input_through_the_cli_the_record_box_and_a_link(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("[first White]\n1. c2-c3 c6-c5\n2. c3-c5\n")
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "fehde", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1 and "move 2 (c3-c5)" in out.stderr + out.stdout
    good = tmp_path / "good.txt"
    good.write_text("[first White]\n1. c2-c3 c6-c5\n")
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "fehde", str(good)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    m = Match("fehde", {"first": "white"})
    assert m.import_record("[first White]\n1. c2-c3") == ""  # the lot's result: a game drawn by lot
    message = m.import_record(bad.read_text())
    assert "move 2 (c3-c5)" in message and [a.text for a in m.actions] == ["first:White", "c2-c3"]
    link, problem = saved.open_link("game=fehde&first=white&moves=c2-c3+c6-c5+c3-c5", ("random",))
    assert [a.text for a in link.actions] == ["c2-c3", "c6-c5"] and "adjacent" in str(problem)


def test_a_click_on_a_piece_then_a_field_makes_the_move_and_refusals_are_in_words():
    m = Match("fehde", {"first": "white"})
    assert m.click("c2").ok and set(m.next_targets()) == {"b3", "c3", "d3"}
    assert m.click("c3").played.text == "c2-c3"
    m = Match("fehde", {"first": "white"})
    refused = m.click("d4")
    assert not refused.ok and "d4 is empty" in refused.message
    refused = m.click("d6")
    assert not refused.ok and "Black's knight: White is to move" in refused.message
