"""Chivalry's notation (shared/rules/chivalry.md section 7): the WCF examples read and written,
records with resign and stop, and every refusal of the parser at its move, through the command
line, the record box, a link and the move box."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import RecordError
from pyengine.games.chivalry.notation import parse_move
from pyengine.games.chivalry.rules import BOARD, CASTLE, NAMES, OWN, STEPS, STOP, is_leg

from chivalry_support import BLACK_FAR, GAME, ROOT, pos, whole_moves


# -- 7. Notation


def test_notation_examples_plain_canter_jump_charge_and_castle_move_read_and_write():
    cases = [
        (pos(f"M:C8 {BLACK_FAR}"), "C8-D9"),
        (pos(f"M:E6 D7 B8 {BLACK_FAR}"), "E6-C8-A8"),
        (pos("M:H4 A5 m:I4 K5 n:A12 B12"), "H4xJ4xL6"),
        (pos("N:F6 M:F7 G8 A5 m:H9 I10 I11 n:A12 B12"), "F6-F8-H8xH10xJ12"),
        (pos(f"M:G16 A5 {BLACK_FAR}"), "G16-H16"),
    ]
    for state, text in cases:
        actions = parse_move(state, text)
        from pyengine.games.chivalry.notation import move_text

        assert move_text(actions) == text


def test_a_record_numbers_moves_white_then_black_and_resign_ends_it():
    m = Match("chivalry")
    assert m.import_record("1. E6-C8 L11-L9 2. C8-C9 resign") == ""
    assert m.state.is_over() and m.state.returns() == (1.0, 0.0)
    assert m.record() == "1. E6-C8 L11-L9\n2. C8-C9 resign\n"
    again = Match("chivalry")
    assert again.import_record(m.record()) == "" and again.actions == m.actions


def test_the_records_last_token_is_a_whole_move_and_its_canter_ends_there():
    """Spec section 7 with 5: a canter token is start, landings, end; a record means whole moves."""
    m = Match("chivalry")
    assert m.import_record("1. C7-C5") == ""
    assert m.state.to_move() == 1 and m.record() == "1. C7-C5\n"
    written = Match("chivalry")
    assert written.import_record("1. C7-C5 stop") == "" and written.actions == m.actions  # stop still read


def test_a_record_ending_in_a_canter_reaches_the_threefold_repetition_draw():
    m = Match("chivalry")
    assert m.import_record("1. C7-C5 C11-C9 2. C5-C7 C9-C11 3. C7-C5 C11-C9 4. C5-C7 C9-C11") == ""
    assert m.state.is_over() and "repetition" in m.state.end_reason()


def test_a_record_whose_last_jump_must_go_on_is_refused_at_that_move():
    m = Match("chivalry")
    note = m.import_record("1. I7-H8 H10-H9 2. H8xH10")
    assert "move 2, White (H8xH10): the move cannot end on H10: the jump must go on (rule 3)" in note
    assert m.actions == []  # nothing loaded: the record box keeps the text


def test_a_game_saved_in_the_middle_of_a_move_says_so_and_reads_back_open():
    m = Match("chivalry")
    m.click("C7")
    m.click("C5")  # a canter that may go on
    assert m.state.to_move() == 0 and m.record() == "1. C7-C5 ...\n"
    again = Match("chivalry")
    assert again.import_record(m.record()) == "" and again.actions == m.actions
    assert again.state.to_move() == 0 and STOP in again.state.legal_actions()


def _record_until(condition, seed: int, limit: int = 3000, prefer=None):
    """A random game from the start until ``condition(state)`` holds at a turn's start: its
    record text and that state (``prefer`` picks among the legal actions where it likes)."""
    rng = random.Random(seed)
    m = Match("chivalry")
    while len(m.actions) < limit:
        s = m.state
        if s.is_over():
            m = Match("chivalry")
            continue
        if s.at < 0 and condition(s):
            return m.record(), s
        actions = s.legal_actions()
        choice = prefer(s, actions, rng) if prefer else None
        m.play(choice or rng.choice(actions))
    raise AssertionError("condition not reached")


def _plain_while_capture_compulsory(s):
    return (
        s._must()
        and any(s.cells[j] == 0 for p in s._pieces() for j, _ in STEPS[p])
        and s.exit_duty[s.mover] < 0
    )


def _a_plain_move(s) -> str:
    for p in s._pieces():
        if p in CASTLE[1 - s.mover]:
            continue
        for j, _ in STEPS[p]:
            if not s.cells[j] and j not in CASTLE[s.mover]:
                return f"{NAMES[p]}-{NAMES[j]}"
    raise AssertionError


def test_parser_refuses_a_plain_move_while_a_capture_is_compulsory_naming_move_and_side():
    record, s = _record_until(_plain_while_capture_compulsory, 1)
    bad = _a_plain_move(s)
    number, side = s.turn // 2 + 1, ("White", "Black")[s.mover]
    with pytest.raises(RecordError) as err:
        GAME.read_record(record + f" {bad}")
    assert f"move {number}, {side} ({bad}): a capture is compulsory this turn (rule 5)" in str(err.value)


def test_parser_refuses_a_jump_sequence_that_stops_while_another_jump_is_open():
    def two_jumps(s):
        return any(len(m.split("x")) >= 3 for m in whole_moves(s) if "-" not in m)

    record, s = _record_until(two_jumps, 2)
    long = next(m for m in sorted(whole_moves(s)) if "-" not in m and len(m.split("x")) >= 3)
    short = "x".join(long.split("x")[:2])
    with pytest.raises(RecordError) as err:
        GAME.read_record(record + f" {short} A1-A2")
    assert f"move {s.turn // 2 + 1}, {('White', 'Black')[s.mover]} ({short})" in str(err.value)
    assert "the jump must go on (rule 3)" in str(err.value)


def test_parser_refuses_a_leg_that_breaks_section_4():
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. E6-E9")
    assert "move 1, White (E6-E9): E9 is neither next to E6 nor the square beyond a neighbour" in str(
        err.value
    )
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. E6-C8 L11-L9 2. C8-C10")
    assert "move 2, White (C8-C10): C10 is not empty" in str(err.value)
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. E6xE8")
    assert (
        "move 1, White (E6xE8): E7 holds White's own piece: leaping over it is a canter, written with -"
        in str(err.value)
    )
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. Z9-E8")
    assert "move 1, White (Z9-E8)" in str(err.value) and "not a move" in str(err.value)


def _prefer_castle(s, actions, rng):
    enemy = CASTLE[1 - s.mover]
    for a in actions:
        if is_leg(a) and (a.data.kind == "castle" or a.data.to in enemy):
            return a
    ahead = [
        a
        for a in actions
        if is_leg(a)
        and (BOARD.coords[a.data.to][1] - BOARD.coords[a.data.frm][1]) * (1 if s.mover == 0 else -1) > 0
    ]
    return rng.choice(ahead) if ahead and rng.random() < 0.8 else None


def test_parser_refuses_a_third_castle_move():
    record, s = _record_until(
        lambda s: s.castle_moves[s.mover] == 2
        and any(c in OWN[s.mover] for c in (s.cells[i] for i in CASTLE[1 - s.mover]))
        and not s._must()
        and s.exit_duty[s.mover] < 0,
        3,
        prefer=_prefer_castle,
        limit=20000,
    )
    piece = next(i for i in CASTLE[1 - s.mover] if s.cells[i] in OWN[s.mover])
    other = next(i for i in CASTLE[1 - s.mover] if i != piece)
    bad = f"{NAMES[piece]}-{NAMES[other]}"
    with pytest.raises(RecordError) as err:
        GAME.read_record(record + f" {bad}")
    assert f"({bad}): {('White', 'Black')[s.mover]} has made both castle moves allowed (rule 10)" in str(
        err.value
    )


def _prefer_own_castle_jump(s, actions, rng):
    """Black marches down to White's castle; White keeps pieces back and jumps into its castle."""
    own = CASTLE[s.mover]
    for a in actions:
        if is_leg(a) and a.data.kind == "jump" and a.data.to in own:
            return a
    rank = lambda i: BOARD.coords[i][1]  # noqa: E731
    if s.mover == 1:
        down = [a for a in actions if is_leg(a) and rank(a.data.to) < rank(a.data.frm)]
        return rng.choice(down) if down and rng.random() < 0.9 else None
    back = [a for a in actions if is_leg(a) and rank(a.data.to) <= 2 and a.data.kind != "jump"]
    return rng.choice(back) if back and rng.random() < 0.3 else None


def test_parser_refuses_a_move_that_does_not_leave_the_own_castle_when_it_must():
    record, s = _record_until(
        lambda s: s.exit_duty[s.mover] >= 0 and len(s._pieces()) > 1,
        8,
        prefer=_prefer_own_castle_jump,
        limit=4000,
    )
    other = next(
        p
        for p in s._pieces()
        if p != s.exit_duty[s.mover]
        and any(not s.cells[j] and j not in CASTLE[s.mover] for j, _ in STEPS[p])
        and p not in CASTLE[1 - s.mover]
    )
    to = next(j for j, _ in STEPS[other] if not s.cells[j] and j not in CASTLE[s.mover])
    bad = f"{NAMES[other]}-{NAMES[to]}"
    side = ("White", "Black")[s.mover]
    with pytest.raises(RecordError) as err:
        GAME.read_record(record + f" {bad}")
    assert (
        f"({bad}): the piece on {NAMES[s.exit_duty[s.mover]]} must leave {side}'s castle this turn (rule 11)"
        in str(err.value)
    )


def test_parser_refuses_anything_after_the_game_has_ended():
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. E6-C8 resign 2. C8-C9")
    assert "the game is over" in str(err.value)
    m = Match("chivalry")
    assert m.import_record("1. C6-C5 L11-L12 2. C5-C6 L12-L11 3. C6-C5 L11-L12 4. C5-C6 L12-L11") == ""
    assert m.state.is_over()
    with pytest.raises(RecordError) as err:
        GAME.read_record(m.record() + " 5. C6-C5")
    assert "move 5, White (C6-C5): the game is over (Drawn by repetition" in str(err.value)


def test_a_bad_record_in_the_record_box_loses_nothing_and_a_bad_link_keeps_its_legal_part():
    m = Match("chivalry")
    assert m.import_record("1. C6-C5") == ""
    message = m.import_record("1. E6-C8 L11-L9 2. C8-C10")
    assert "move 2, White (C8-C10): C10 is not empty" in message
    assert [a.text for a in m.actions] == ["C6-C5"]  # the game on the board stays
    link, problem = saved.open_link("game=chivalry&moves=E6-C8+stop+L11-L9+stop+C8-C10", ("random",))
    assert [a.text for a in link.actions] == ["E6-C8", "stop", "L11-L9", "stop"]
    assert "C8-C10" in str(problem) and "C10 is not empty" in str(problem)


def test_the_command_line_replays_a_record_and_names_the_first_bad_move(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text("1. E6-C8 L11-L9\n2. C8-C9\n")
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "chivalry", str(good)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert " 9 . . M" in out.stdout and " 8 . . . . . . . ." in out.stdout
    bad = tmp_path / "bad.txt"
    bad.write_text("1. E6-C8 L11-L9\n2. C8-C10\n")
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "replay", "chivalry", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1 and "move 2, White (C8-C10): C10 is not empty" in out.stderr


def test_the_move_box_takes_a_whole_move_and_refuses_with_the_rules_words():
    m = Match("chivalry")
    assert m.type_move("E6-C8").ok and m.state.to_move() == 1
    refused = m.type_move("D11-D9")  # lands next to C8's victim: rule 7
    assert not refused.ok and "rule 7" in refused.message and m.state.to_move() == 1 and m.state.at < 0
    assert m.type_move("L11-L9").ok and m.state.to_move() == 0
