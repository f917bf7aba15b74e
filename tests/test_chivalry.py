"""Chivalry, written from shared/rules/chivalry.md: the board and setup (sections 2-3), every
rule of section 4 and every Decision of section 9 on a constructed position, the end of the
game (section 5), the notation and the parser's refusals (section 7), the checks of section 8,
the legs checked against an independent enumeration of whole moves, and random play."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from pyengine.app.controller import Match
from pyengine.core import RecordError, RuleError, get_game
from pyengine.games.chivalry.notation import parse_move
from pyengine.games.chivalry.rules import (BOARD, CASTLE, NAMES, OWN, START, STEPS, STOP, ChivalryState, is_knight,
                                           new_state, position_from_text, square)

GAME = get_game("chivalry")
ROOT = Path(__file__).resolve().parent.parent


def pos(text: str, mover: int = 0, **kw) -> ChivalryState:
    return position_from_text(text, mover, **kw)


def legs(state: ChivalryState, frm: str | None = None) -> list[str]:
    """The texts of the legal actions (from square ``frm`` only, if given)."""
    return sorted(a.text for a in state.legal_actions() if frm is None or a.text.startswith(frm))


def whole_moves(state: ChivalryState) -> set[str]:
    """Every whole move the engine's legs make from ``state`` (a move at turn start), as WCF text."""
    out: set[str] = set()
    todo = [(state, "")]
    while todo:
        s, text = todo.pop()
        for a in s.legal_actions():
            nxt = s.apply(a)
            if a == STOP:
                out.add(text)
                continue
            t = a.text if not text else text + a.text[len(NAMES[a.data[1]]):]
            if nxt.at < 0:
                out.add(t)
            else:
                todo.append((nxt, t))
    return out


def step(state: ChivalryState, *texts: str) -> ChivalryState:
    """``state`` after the legs written ``texts`` (``E6-C8``, ``C8-A8``, ``stop``), one action each."""
    for text in texts:
        state = state.apply(next(a for a in state.legal_actions() if a.text == text))
    return state


def play(state: ChivalryState, *moves: str) -> ChivalryState:
    for move in moves:
        for action in parse_move(state, move):
            state = state.apply(action)
    return state


# -- 2. Equipment and board


def test_the_board_has_176_squares_in_ranks_of_2_8_10_12_14_14_14_14_14_14_14_14_12_10_8_2():
    assert len(BOARD) == 176
    lengths = [sum(1 for n in NAMES if int(n[1:]) == r) for r in range(1, 17)]
    assert lengths == [2, 8, 10, 12] + [14] * 8 + [12, 10, 8, 2]
    files = {1: "GH", 2: "DK", 3: "CL", 4: "BM", 13: "BM", 14: "CL", 15: "DK", 16: "GH"}
    for r in range(1, 17):
        lo, hi = files.get(r, "AN")
        assert [n[0] for n in NAMES if int(n[1:]) == r] == [chr(c) for c in range(ord(lo), ord(hi) + 1)]


def test_the_seeds_list_of_squares_is_the_boards_in_name_order():
    assert NAMES[:12] == ("G1", "H1", "D2", "E2", "F2", "G2", "H2", "I2", "J2", "K2", "C3", "D3")
    assert NAMES[-4:] == ("J15", "K15", "G16", "H16")


def test_the_castles_are_g1_h1_for_white_and_g16_h16_for_black():
    assert sorted(NAMES[i] for i in CASTLE[0]) == ["G1", "H1"]
    assert sorted(NAMES[i] for i in CASTLE[1]) == ["G16", "H16"]


def test_adjacency_is_the_eight_surrounding_squares_on_the_board_and_beyond_must_be_on_it():
    assert sorted(NAMES[j] for j, _ in STEPS[square("G1")]) == ["F2", "G2", "H1", "H2"]
    # Nothing lies beyond a castle square: no piece there can ever be leapt over.
    for i in CASTLE[0] | CASTLE[1]:
        for j, _ in STEPS[i]:
            assert all(not (jj == i and k >= 0) for jj, k in STEPS[j])
    assert sorted(NAMES[j] for j, _ in STEPS[square("A5")]) == ["A6", "B4", "B5", "B6"]


# -- 3. Setup


def test_setup_eight_knights_and_twelve_men_each_on_the_spec_squares_white_first():
    s = new_state()
    want = {"N": "C6 D6 K6 L6 C7 D7 K7 L7", "M": "E6 F6 G6 H6 I6 J6 E7 F7 G7 H7 I7 J7",
            "n": "C10 D10 K10 L10 C11 D11 K11 L11", "m": "E10 F10 G10 H10 I10 J10 E11 F11 G11 H11 I11 J11"}
    code = {"M": 1, "N": 2, "m": 3, "n": 4}
    for letter, squares in want.items():
        assert sorted(NAMES[i] for i, c in enumerate(s.cells) if c == code[letter]) == sorted(squares.split())
    assert s.to_move() == 0 and s.castle_moves == (0, 0) and s.cells == START


def test_section_8_at_the_start_white_has_only_plain_moves_and_canters():
    s = new_state()
    kinds = {a.data[3] for a in s.legal_actions()}
    assert kinds == {"plain", "canter"}
    assert {"C6-C8", "E6-E8", "C6-B5", "L7-M8"} <= set(legs(s))
    assert not any(a.data[3] == "jump" for a in s.legal_actions())


# -- 4. Legal moves


BLACK_FAR = "n:A12 B12"  # Black pieces far away, so that the game goes on


def test_rule_1_a_plain_move_is_one_step_in_eight_directions_to_an_empty_square():
    s = pos(f"M:H5 I6 {BLACK_FAR}")
    assert sorted(a.text for a in s.legal_actions() if a.data[1] == square("H5") and a.data[3] == "plain") == \
        ["H5-G4", "H5-G5", "H5-G6", "H5-H4", "H5-H6", "H5-I4", "H5-I5"]
    after = play(s, "H5-H6")
    assert after.mover == 1 and after.at < 0  # a plain move never combines with anything


def test_rule_2_a_canter_leaps_friends_changes_direction_and_may_stop_after_any_leg():
    s = pos(f"M:E5 E6 E8 F7 {BLACK_FAR}")
    first = step(s, "E5-E7")
    assert first.mover == 0 and first.at == square("E7")
    assert STOP in first.legal_actions()  # may stop after any leg
    assert {"E7-E9", "E7-G7"} <= set(legs(first))  # straight on, or a new direction
    assert {"E5-E7", "E5-E7-E9", "E5-E7-G7"} <= whole_moves(s)
    # The leapt-over pieces stay.
    after = play(s, "E5-E7-E9")
    assert all(after.cells[square(n)] for n in ("E6", "E8", "F7")) and after.cells[square("E9")]


def test_rule_3_a_jump_captures_at_once_and_must_go_on_while_it_can():
    s = pos("M:H4 A5 m:I4 K5 n:A12 B12")
    assert legs(s, "H4") == ["H4xJ4"]  # capture is compulsory: nothing else from anywhere
    mid = s.apply(s.legal_actions()[0])
    assert not mid.cells[square("I4")]  # removed at once
    assert legs(mid) == ["J4xL6"] and STOP not in mid.legal_actions()
    done = mid.apply(mid.legal_actions()[0])
    assert done.mover == 1 and not done.cells[square("K5")] and done.cells[square("L6")] == 1
    assert whole_moves(s) == {"H4xJ4xL6"}


def test_rule_4_knights_charge_cantering_then_jumping_in_that_order():
    # F6-F8-H8xH10xJ12 (the spec's example): canter over F7 and G8, jump H9 and I11.
    s = pos("N:F6 M:F7 G8 A5 m:H9 I10 I11 n:A12 B12")
    assert "F6-F8-H8xH10xJ12" in whole_moves(s)
    after = play(s, "F6-F8-H8xH10xJ12")
    assert after.mover == 1 and after.cells[square("J12")] == 2
    assert not after.cells[square("H9")] and not after.cells[square("I11")]
    # Never a canter after a jump.
    jumped = step(s, "F6-F8", "F8-H8", "H8xH10")
    assert all(a.data[3] == "jump" for a in jumped.legal_actions())


def test_rule_4_a_man_never_combines_canter_and_jump():
    s = pos("M:F6 F7 G8 A5 m:H9 I10 I11 n:A12 B12")
    mid = step(s, "F6-F8", "F8-H8")
    assert not any(a.data != ("stop",) and a.data[3] == "jump" for a in mid.legal_actions())
    assert STOP in mid.legal_actions()  # rule 7 is the Knight's only
    assert not any("x" in m for m in whole_moves(s) if m.startswith("F6"))


def test_rule_5_capturing_is_compulsory_for_any_piece_and_the_mover_chooses():
    s = pos("M:E5 K5 N:C8 m:E6 L6 n:A12 B12")
    assert {a.data[3] for a in s.legal_actions()} == {"jump"}  # no plain move, no canter
    assert legs(s) == ["E5xE7", "K5xM7"]  # either piece, either victim
    with pytest.raises(RuleError, match=r"capture is compulsory this turn \(rule 5\)"):
        parse_move(s, "C8-C9")


def test_rule_5_a_capture_only_through_a_knights_charge_creates_no_obligation():
    s = pos("N:F6 M:F7 G8 A5 m:H9 I10 I11 n:A12 B12")
    kinds = {a.data[3] for a in s.legal_actions()}
    assert "plain" in kinds and "jump" not in kinds
    assert "F6-F8-H8xH10xJ12" in whole_moves(s)  # but it may charge


def test_rule_5_a_knights_charge_satisfies_the_obligation_to_capture():
    s = pos("N:F6 M:F7 G8 A5 m:H9 I11 B5 n:A12 B12")  # A5 can jump B5: capture is compulsory
    moves = whole_moves(s)
    assert "A5xC5" in moves and "F6-F8-H8xH10xJ12" in moves
    assert not any("x" not in m for m in moves)


def test_rule_7_decision_a_knight_that_cantered_next_to_a_victim_must_capture_in_that_move():
    s = pos("N:F6 M:F7 G8 A5 m:H9 I10 I11 n:A12 B12")
    at_h8 = step(s, "F6-F8", "F8-H8")
    assert STOP not in at_h8.legal_actions()
    with pytest.raises(RuleError, match=r"rule 7"):
        parse_move(s, "F6-F8-H8")
    # Passing by F8 (no victim there) may stop.
    assert "F6-F8" in whole_moves(s)


def test_rule_7_decision_capturing_elsewhere_by_a_later_route_satisfies_it():
    # The Knight canters C4-C6 next to D7's victim... then on over C7 to C8 and jumps B9 there.
    s = pos("N:C4 M:C5 C7 A5 m:D7 B9 n:A12 B12 m:H12")
    moves = whole_moves(s)
    assert "C4-C6xE8" in moves  # capture where it landed
    assert "C4-C6-C8xA10" in moves  # or capture elsewhere later
    assert "C4-C6" not in moves and "C4-C6-C8" not in moves  # but never stop without a capture


def test_rule_8_decision_a_canter_never_lands_twice_on_a_square_its_start_included():
    s = pos(f"M:E5 E6 F7 F5 {BLACK_FAR}")
    moves = whole_moves(s)
    assert all(len(set(m.split("-"))) == len(m.split("-")) for m in moves)
    ring = pos(f"M:E5 E6 F7 F6 {BLACK_FAR}")
    mid = step(ring, "E5-E7")
    # From E7 back over E6 to E5 (the start) is refused.
    assert "E7-E5" not in legs(mid)
    with pytest.raises(RuleError, match=r"rule 8"):
        parse_move(ring, "E5-E7-E5")


def test_rule_8_jump_legs_may_revisit_squares():
    # D4 x E5 -> F6, x E7 -> D8, x C7 -> B6, x C5 -> D4: back on its start square.
    s = pos("M:D4 A9 m:E5 E7 C7 C5 n:N12 M12")
    assert "D4xF6xD8xB6xD4" in whole_moves(s) or "D4xB6xD8xF6xD4" in whole_moves(s)


def test_rule_9_no_plain_move_or_canter_into_the_own_castle():
    s = pos(f"M:G2 G3 H3 {BLACK_FAR}")
    assert "G2-G1" not in legs(s) and "G2-H1" not in legs(s)
    assert not any(m.endswith(("G1", "H1")) for m in whole_moves(s))
    with pytest.raises(RuleError, match=r"own castle by a plain move \(rule 9\)"):
        parse_move(s, "G2-G1")
    with pytest.raises(RuleError, match=r"canter into its own castle \(rule 9\)"):
        parse_move(s, "G3-G1")


def test_rule_9_a_jump_may_enter_the_own_castle_and_then_must_leave_next_turn():
    s = pos("M:G3 A5 m:G2 n:A12 B12")
    after = play(s, "G3xG1")
    assert after.mover == 1 and after.cells[square("G1")] == 1 and after.exit_duty == (square("G1"), -1)


def test_rule_9_decision_a_jump_into_the_own_castle_goes_on_out_of_it_when_it_can():
    s = pos("M:G3 A5 m:G2 F2 n:A12 B12")
    mid = step(s, "G3xG1")
    assert mid.at == square("G1") and legs(mid) == ["G1xE3"] and STOP not in mid.legal_actions()
    assert whole_moves(s) == {"G3xG1xE3"}


def test_rule_10_decision_landing_in_the_enemy_castle_ends_the_move_at_once():
    # A canter into G16 ends there although it could canter on (over H16's neighbour)...
    s = pos("N:G14 M:G15 H15 A5 n:A12 B12")
    after = play(s, "G14-G16")
    assert after.mover == 1 and after.cells[square("G16")] == 2
    # ... and a jump into H16 ends there although another jump (over G15) would be open.
    j = pos("M:H14 A5 m:H15 G15 n:A12 B12")
    assert "H14xH16" in whole_moves(j)
    done = play(j, "H14xH16")
    assert done.mover == 1 and done.cells[square("G15")] == 3


def test_rule_10_a_piece_in_the_enemy_castle_only_steps_to_the_other_castle_square_twice_a_game():
    s = pos(f"M:G16 A5 {BLACK_FAR}")
    assert legs(s, "G16") == ["G16-H16"]
    after = play(s, "G16-H16")
    assert after.castle_moves == (1, 0)
    spent = pos(f"M:G16 A5 {BLACK_FAR}", castle_moves=(2, 0))
    assert legs(spent, "G16") == []
    with pytest.raises(RuleError, match=r"both castle moves allowed \(rule 10\)"):
        parse_move(spent, "G16-H16")
    with pytest.raises(RuleError, match=r"rule 10"):
        parse_move(s, "G16-G15")


def test_rule_10_pieces_in_a_castle_are_never_jumped_and_a_castle_piece_has_no_duty_to_jump():
    s = pos("M:G16 A5 m:G15 n:A12 B12", mover=0)
    assert not any(a.data[3] == "jump" for a in s.legal_actions())  # G16 cannot jump G15
    black = pos("M:G16 H16 A5 A7 m:G15 H14 n:A12 B12", mover=1)
    assert not any(a.data[3] == "jump" for a in black.legal_actions())


def test_rule_11_decision_the_castle_exit_duty_overrides_compulsory_capture_elsewhere():
    # White's piece on G1 must leave; A5 could capture B5, but only G1 moves.
    s = pos("M:G1 A5 m:B5 n:A12 B12", exit_duty=(square("G1"), -1))
    assert {NAMES[a.data[1]] for a in s.legal_actions()} == {"G1"}
    assert all(not m.endswith(("G1", "H1")) for m in whole_moves(s))
    with pytest.raises(RuleError, match=r"must leave White's castle this turn \(rule 11\)"):
        parse_move(s, "A5xC5")


def test_rule_11_the_piece_leaving_the_castle_must_capture_if_it_can():
    s = pos("M:G1 A5 m:G2 n:A12 B12", exit_duty=(square("G1"), -1))
    assert whole_moves(s) == {"G1xG3"}


def test_rule_11_the_move_must_end_outside_the_castle():
    # Both jump sequences from G1 come back into G1: no capture can leave, so it steps out.
    s = pos("M:G1 A5 m:G2 H2 H3 n:A12 B12", exit_duty=(square("G1"), -1))
    moves = whole_moves(s)
    assert moves and not any(m.endswith(("G1", "H1")) for m in moves)
    assert "G1xG3xI3xG1" not in moves


def test_rule_11_decision_a_piece_that_must_leave_but_cannot_leaves_no_legal_move():
    # Black's piece on G16 must leave but is walled in by its own pieces: Black has no move.
    walls = "n:G16 H16 F15 G15 H15 E14 G14 I14"
    s = pos(f"M:A5 A7 {walls}", mover=0, exit_duty=(-1, square("G16")))
    after = play(s, "A5-B5")
    assert after.is_over() and after.returns() == (1.0, 0.0) and "Black has no legal move" in after.end_reason()


# -- 5. End of the game


def test_end_1_two_pieces_in_the_enemy_castle_win():
    s = pos(f"M:G16 H15 A5 {BLACK_FAR}")
    after = play(s, "H15-H16")
    assert after.is_over() and after.returns() == (1.0, 0.0)
    assert "two pieces in Black's castle" in after.end_reason()
    assert set(after.decisive_targets()) == {"G16", "H16"}


def test_end_2_both_players_with_at_most_one_piece_draw():
    s = pos("M:E5 m:E6 J10")
    after = play(s, "E5xE7")
    assert after.is_over() and after.returns() == (0.5, 0.5)


def test_end_3_capturing_every_enemy_piece_wins_with_two_pieces_left():
    s = pos("M:E5 A5 m:E6")
    after = play(s, "E5xE7")
    assert after.is_over() and after.returns() == (1.0, 0.0) and "every piece" in after.end_reason()


def test_end_2_capturing_the_last_enemy_piece_while_keeping_only_one_draws():
    s = pos("M:E5 m:E6")
    after = play(s, "E5xE7")
    assert after.is_over() and after.returns() == (0.5, 0.5) and "at most one piece" in after.end_reason()


def test_end_4_an_opponent_without_a_legal_move_loses_to_two_or_more_pieces():
    s = pos("M:A5 A7 n:G1", castle_moves=(0, 2))  # Black's only piece sits in White's castle, castle moves spent
    after = play(s, "A5-B5")
    assert after.is_over() and after.returns() == (1.0, 0.0)


def test_end_4_decision_no_legal_move_against_a_lone_piece_is_a_draw():
    walls = "n:G16 H16 F15 G15 H15 E14 G14 I14"
    s = pos(f"M:A5 {walls}", mover=0, exit_duty=(-1, square("G16")))
    after = play(s, "A5-B5")
    assert after.is_over() and after.returns() == (0.5, 0.5) and "only one piece" in after.end_reason()


def test_decision_threefold_repetition_draws():
    s = new_state()
    shuffle = ["C6-C5", "L11-L12", "C5-C6", "L12-L11"]
    for k in range(8):
        assert not s.is_over()
        s = play(s, shuffle[k % 4])
    assert s.is_over() and s.returns() == (0.5, 0.5) and "third time" in s.end_reason()


def test_decision_repetition_counts_castle_moves_and_the_exit_duty():
    s = pos(f"M:G16 A5 {BLACK_FAR}")
    s = play(s, "G16-H16", "B12-C13", "H16-G16", "C13-B12")  # the same squares, castle moves 2-0
    assert s.castle_moves == (2, 0)
    assert s.seen.count((s.cells, 0, (0, 0), (-1, -1))) == 0 and s.seen.count((s.cells, 0, (2, 0), (-1, -1))) == 1
    duty = pos("M:G3 A5 A7 m:G2 n:A12 B12")
    assert play(duty, "G3xG1").seen.counts[-1][0][3] == (square("G1"), -1)


def test_a_draw_by_agreement_through_the_controller():
    m = Match("chivalry")
    assert m.can_offer_draw()
    assert m.offer_draw().ok
    assert m.click("accept-draw").ok
    assert m.state.is_over() and m.state.returns() == (0.5, 0.5)
    assert m.record().rstrip().endswith("Draw agreed.")


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


def test_a_canter_ending_the_records_moves_says_stop_and_an_open_one_stays_open():
    m = Match("chivalry")
    assert m.import_record("1. E6-C8 stop") == ""
    assert m.state.to_move() == 1 and m.record() == "1. E6-C8 stop\n"
    open_ = Match("chivalry")
    assert open_.import_record("1. E6-C8") == ""
    assert open_.state.to_move() == 0 and STOP in open_.state.legal_actions()


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
    return s._must() and any(s.cells[j] == 0 for p in s._pieces() for j, _ in STEPS[p]) and s.exit_duty[s.mover] < 0


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
    assert "move 1, White (E6-E9): E9 is neither next to E6 nor the square beyond a neighbour" in str(err.value)
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. E6-C8 L11-L9 2. C8-C10")
    assert "move 2, White (C8-C10): C10 is not empty" in str(err.value)
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. E6xE8")
    assert "move 1, White (E6xE8): E7 holds White's own piece: leaping over it is a canter, written with -" in str(err.value)
    with pytest.raises(RecordError) as err:
        GAME.read_record("1. Z9-E8")
    assert "move 1, White (Z9-E8)" in str(err.value) and "not a move" in str(err.value)


def _prefer_castle(s, actions, rng):
    enemy = CASTLE[1 - s.mover]
    for a in actions:
        if a.data != ("stop",) and (a.data[3] == "castle" or a.data[2] in enemy):
            return a
    ahead = [a for a in actions if a.data != ("stop",) and
             (BOARD.coords[a.data[2]][1] - BOARD.coords[a.data[1]][1]) * (1 if s.mover == 0 else -1) > 0]
    return rng.choice(ahead) if ahead and rng.random() < 0.8 else None


def test_parser_refuses_a_third_castle_move():
    record, s = _record_until(lambda s: s.castle_moves[s.mover] == 2 and any(
        c in OWN[s.mover] for c in (s.cells[i] for i in CASTLE[1 - s.mover])) and not s._must()
        and s.exit_duty[s.mover] < 0, 3, prefer=_prefer_castle, limit=20000)
    piece = next(i for i in CASTLE[1 - s.mover] if s.cells[i] in OWN[s.mover])
    other = next(i for i in CASTLE[1 - s.mover] if i != piece)
    bad = f"{NAMES[piece]}-{NAMES[other]}"
    with pytest.raises(RecordError) as err:
        GAME.read_record(record + f" {bad}")
    assert f"({bad}): {('White', 'Black')[s.mover]} has made both castle moves allowed (rule 10)" in str(err.value)


def _prefer_own_castle_jump(s, actions, rng):
    """Black marches down to White's castle; White keeps pieces back and jumps into its castle."""
    own = CASTLE[s.mover]
    for a in actions:
        if a.data != ("stop",) and a.data[3] == "jump" and a.data[2] in own:
            return a
    rank = lambda i: BOARD.coords[i][1]  # noqa: E731
    if s.mover == 1:
        down = [a for a in actions if a.data != ("stop",) and rank(a.data[2]) < rank(a.data[1])]
        return rng.choice(down) if down and rng.random() < 0.9 else None
    back = [a for a in actions if a.data != ("stop",) and rank(a.data[2]) <= 2 and a.data[3] != "jump"]
    return rng.choice(back) if back and rng.random() < 0.3 else None


def test_parser_refuses_a_move_that_does_not_leave_the_own_castle_when_it_must():
    record, s = _record_until(lambda s: s.exit_duty[s.mover] >= 0 and len(s._pieces()) > 1, 8,
                              prefer=_prefer_own_castle_jump, limit=4000)
    other = next(p for p in s._pieces() if p != s.exit_duty[s.mover]
                 and any(not s.cells[j] and j not in CASTLE[s.mover] for j, _ in STEPS[p])
                 and p not in CASTLE[1 - s.mover])
    to = next(j for j, _ in STEPS[other] if not s.cells[j] and j not in CASTLE[s.mover])
    bad = f"{NAMES[other]}-{NAMES[to]}"
    side = ("White", "Black")[s.mover]
    with pytest.raises(RecordError) as err:
        GAME.read_record(record + f" {bad}")
    assert f"({bad}): the piece on {NAMES[s.exit_duty[s.mover]]} must leave {side}'s castle this turn (rule 11)" in str(err.value)


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
    link, problem = Match.open_link("game=chivalry&moves=E6-C8+stop+L11-L9+stop+C8-C10", ("random",))
    assert [a.text for a in link.actions] == ["E6-C8", "stop", "L11-L9", "stop"]
    assert "C8-C10" in str(problem) and "C10 is not empty" in str(problem)


def test_the_command_line_replays_a_record_and_names_the_first_bad_move(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text("1. E6-C8 L11-L9\n2. C8-C9\n")
    out = subprocess.run([sys.executable, "-m", "pyengine", "replay", "chivalry", str(good)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert " 9 . . M" in out.stdout and " 8 . . . . . . . ." in out.stdout
    bad = tmp_path / "bad.txt"
    bad.write_text("1. E6-C8 L11-L9\n2. C8-C10\n")
    out = subprocess.run([sys.executable, "-m", "pyengine", "replay", "chivalry", str(bad)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and "move 2, White (C8-C10): C10 is not empty" in out.stderr


def test_the_move_box_takes_a_whole_move_and_refuses_with_the_rules_words():
    m = Match("chivalry")
    assert m.type_move("E6-C8").ok and m.state.to_move() == 1
    refused = m.type_move("D11-D9")  # lands next to C8's victim: rule 7
    assert not refused.ok and "rule 7" in refused.message and m.state.to_move() == 1 and m.state.at < 0
    assert m.type_move("L11-L9").ok and m.state.to_move() == 0


# -- the legs against an independent enumeration of whole moves


def reference_moves(s: ChivalryState) -> set[str]:
    """Every legal whole move, enumerated from the rules' text alone: all sequences of legs
    (rules 1-4, 8-10), then rules 5, 7 and 11 as filters on the finished moves."""
    side = s.mover
    own, enemy = OWN[side], OWN[1 - side]
    my_castle, their_castle = CASTLE[side], CASTLE[1 - side]
    duty = s.exit_duty[side]
    pieces = [duty] if duty >= 0 else [i for i, c in enumerate(s.cells) if c in own]

    def jumps(cells, sq):
        return [(j, k) for j, k in STEPS[sq] if k >= 0 and cells[j] in enemy and not cells[k]]

    ends = []  # (text, captured, final square, a canter landing had a jump open)

    def extend(cells, sq, text, visited, phase, knight, touched):
        if phase in ("start", "canter"):
            for j, k in STEPS[sq]:
                if k >= 0 and cells[j] in own and not cells[k] and k not in my_castle and k not in visited:
                    moved = bytearray(cells)
                    moved[k], moved[sq] = moved[sq], 0
                    t = text + "-" + NAMES[k]
                    if k in their_castle:
                        ends.append((t, False, k, touched))
                        continue
                    hit = touched or (knight and bool(jumps(moved, k)))
                    ends.append((t, False, k, hit))
                    extend(bytes(moved), k, t, visited | {k}, "canter", knight, hit)
        if phase in ("start", "jump") or (phase == "canter" and knight):
            for j, k in jumps(cells, sq):
                moved = bytearray(cells)
                moved[k], moved[sq], moved[j] = moved[sq], 0, 0
                t = text + "x" + NAMES[k]
                if k in their_castle or not jumps(bytes(moved), k):
                    ends.append((t, True, k, touched))
                else:
                    extend(bytes(moved), k, t, visited, "jump", knight, touched)

    for p in pieces:
        if p in their_castle:
            other = next(iter(their_castle - {p}))
            if not s.cells[other] and s.castle_moves[side] < 2:
                ends.append((f"{NAMES[p]}-{NAMES[other]}", False, other, False))
            continue
        for j, _ in STEPS[p]:
            if not s.cells[j] and j not in my_castle:
                ends.append((f"{NAMES[p]}-{NAMES[j]}", False, j, False))
        extend(s.cells, p, NAMES[p], frozenset((p,)), "start", is_knight(s.cells[p]), False)
    if duty >= 0:
        ends = [e for e in ends if e[2] not in my_castle]  # rule 11: end outside the castle
        must = any("-" not in e[0] for e in ends if e[1])  # it has a jump that can leave
    else:
        must = any(jumps(s.cells, p) for p in pieces if p not in their_castle)  # rule 5
    return {e[0] for e in ends if e[1] or (not must and not e[3])}


def test_the_engines_legs_make_exactly_the_legal_whole_moves_of_an_independent_enumeration():
    rng = random.Random(7)
    checked = 0
    for game in range(12):
        s = new_state()
        while not s.is_over():
            if s.at < 0:
                assert whole_moves(s) == reference_moves(s), GAME.board_text(s)
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 600


# -- random play


def test_random_play_keeps_the_invariants():
    rng = random.Random(11)
    results: dict[str, int] = {}
    for game in range(1000):
        s = new_state()
        counts = (20, 20)
        while not s.is_over():
            actions = s.legal_actions()
            assert actions, GAME.board_text(s)  # a seat to move always has a legal action
            before = s
            s = s.apply(actions[rng.randrange(len(actions))])
            now = tuple(sum(1 for c in s.cells if c in OWN[side]) for side in (0, 1))
            assert now[before.mover] == counts[before.mover] and now[1 - before.mover] <= counts[1 - before.mover]
            counts = now
            assert max(s.castle_moves) <= 2
            for side in (0, 1):  # pieces in the enemy castle never leave it (a castle move stays inside)
                inside = [sum(1 for i in CASTLE[1 - side] if t.cells[i] in OWN[side]) for t in (before, s)]
                assert inside[1] >= inside[0]
            if s.at < 0 and not s.is_over():
                # Only a piece that jumped in stands in its own castle, and it must leave.
                side = s.mover
                inside = [i for i in CASTLE[side] if s.cells[i] in OWN[side]]
                assert inside == ([s.exit_duty[side]] if s.exit_duty[side] >= 0 else [])
        results[s.result] = results.get(s.result, 0) + 1
        assert s.legal_actions() == () and sum(s.returns()) == 1.0
    assert results.get("captured", 0) > 500


# -- the AI


@pytest.mark.parametrize("level", ["random", "easy", "medium", "strong"])
def test_every_level_plays_either_seat_and_in_the_middle_of_a_move(level):
    from pyengine.ai import Agent

    states = [new_state(), play(new_state(), "E6-C8"), step(play(new_state(), "E6-C8"), "D11-D9")]
    for k, state in enumerate(states):
        agent = Agent(GAME, level, random.Random(k))
        action = agent.choose(state, iterations=None if level == "random" else 40).action
        assert action in state.legal_actions()


def test_the_search_enters_the_enemy_castle_with_its_second_piece_to_win():
    from pyengine.ai import Agent

    s = pos("M:G16 H15 A5 A7 n:A12 B12 m:C12")
    action = Agent(GAME, "easy", random.Random(1)).choose(s, iterations=20).action
    assert action.text == "H15-H16"


def test_easy_searches_with_the_games_playout_because_plain_playouts_tell_nothing():
    from pyengine.ai import LEVELS
    from pyengine.ai.agents import iterations_for, uses_knowledge

    assert GAME.info.plain_playouts_useless and uses_knowledge(LEVELS["easy"], GAME)
    assert iterations_for(LEVELS["easy"], GAME) == round(0.2 * GAME.info.ai_iterations_per_second)


def test_the_playout_plays_legal_legs_and_scores_in_zero_to_one():
    from pyengine.games.chivalry import playout

    rng = random.Random(3)
    for _ in range(20):
        payoffs, plies = playout.playout(new_state(), rng)
        assert plies <= playout.DEPTH + playout.QUIESCENCE and all(0.0 <= p <= 1.0 for p in payoffs) and abs(sum(payoffs) - 1) < 1e-9
    assert playout.evaluate(pos("M:E5 A5 C5 m:J10 n:J12"))[0] > 0.5  # more material for White
    assert playout.evaluate(pos("M:G16 A5 m:J10 n:J12"))[0] > 0.5  # a piece in the enemy castle
