"""Chivalry's rules, written from shared/rules/chivalry.md: the board and setup (sections 2-3),
every rule of section 4 and every Decision of section 9 on a constructed position, the end of
the game (section 5). The notation is in test_chivalry_notation.py, the legs against an
independent enumeration, random play and the AI in test_chivalry_play.py."""

from __future__ import annotations

import pytest

from pyengine.app.controller import Match
from pyengine.contract import RuleError
from pyengine.games.chivalry.notation import parse_move
from pyengine.games.chivalry.rules import BOARD, CASTLE, NAMES, START, STEPS, STOP, is_leg, new_state, square

from chivalry_support import BLACK_FAR, legs, play, pos, step, whole_moves


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
    want = {
        "N": "C6 D6 K6 L6 C7 D7 K7 L7",
        "M": "E6 F6 G6 H6 I6 J6 E7 F7 G7 H7 I7 J7",
        "n": "C10 D10 K10 L10 C11 D11 K11 L11",
        "m": "E10 F10 G10 H10 I10 J10 E11 F11 G11 H11 I11 J11",
    }
    code = {"M": 1, "N": 2, "m": 3, "n": 4}
    for letter, squares in want.items():
        assert sorted(NAMES[i] for i, c in enumerate(s.cells) if c == code[letter]) == sorted(squares.split())
    assert s.to_move() == 0 and s.castle_moves == (0, 0) and s.cells == START


def test_section_8_at_the_start_white_has_only_plain_moves_and_canters():
    s = new_state()
    kinds = {a.data.kind for a in s.legal_actions()}
    assert kinds == {"plain", "canter"}
    assert {"C6-C8", "E6-E8", "C6-B5", "L7-M8"} <= set(legs(s))
    assert not any(a.data.kind == "jump" for a in s.legal_actions())


# -- 4. Legal moves


def test_rule_1_a_plain_move_is_one_step_in_eight_directions_to_an_empty_square():
    s = pos(f"M:H5 I6 {BLACK_FAR}")
    assert sorted(
        a.text for a in s.legal_actions() if a.data.frm == square("H5") and a.data.kind == "plain"
    ) == ["H5-G4", "H5-G5", "H5-G6", "H5-H4", "H5-H6", "H5-I4", "H5-I5"]
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
    assert all(a.data.kind == "jump" for a in jumped.legal_actions())


def test_rule_4_a_man_never_combines_canter_and_jump():
    s = pos("M:F6 F7 G8 A5 m:H9 I10 I11 n:A12 B12")
    mid = step(s, "F6-F8", "F8-H8")
    assert not any(is_leg(a) and a.data.kind == "jump" for a in mid.legal_actions())
    assert STOP in mid.legal_actions()  # rule 7 is the Knight's only
    assert not any("x" in m for m in whole_moves(s) if m.startswith("F6"))


def test_rule_5_capturing_is_compulsory_for_any_piece_and_the_mover_chooses():
    s = pos("M:E5 K5 N:C8 m:E6 L6 n:A12 B12")
    assert {a.data.kind for a in s.legal_actions()} == {"jump"}  # no plain move, no canter
    assert legs(s) == ["E5xE7", "K5xM7"]  # either piece, either victim
    with pytest.raises(RuleError, match=r"capture is compulsory this turn \(rule 5\)"):
        parse_move(s, "C8-C9")


def test_rule_5_a_capture_only_through_a_knights_charge_creates_no_obligation():
    s = pos("N:F6 M:F7 G8 A5 m:H9 I10 I11 n:A12 B12")
    kinds = {a.data.kind for a in s.legal_actions()}
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
    assert not any(a.data.kind == "jump" for a in s.legal_actions())  # G16 cannot jump G15
    black = pos("M:G16 H16 A5 A7 m:G15 H14 n:A12 B12", mover=1)
    assert not any(a.data.kind == "jump" for a in black.legal_actions())


def test_rule_11_decision_the_castle_exit_duty_overrides_compulsory_capture_elsewhere():
    # White's piece on G1 must leave; A5 could capture B5, but only G1 moves.
    s = pos("M:G1 A5 m:B5 n:A12 B12", exit_duty=(square("G1"), -1))
    assert {NAMES[a.data.frm] for a in s.legal_actions()} == {"G1"}
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
    assert (
        after.is_over() and after.returns() == (1.0, 0.0) and "Black has no legal move" in after.end_reason()
    )


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
    s = pos(
        "M:A5 A7 n:G1", castle_moves=(0, 2)
    )  # Black's only piece sits in White's castle, castle moves spent
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
    assert (
        s.seen.count((s.cells, 0, (0, 0), (-1, -1))) == 0
        and s.seen.count((s.cells, 0, (2, 0), (-1, -1))) == 1
    )
    duty = pos("M:G3 A5 A7 m:G2 n:A12 B12")
    assert play(duty, "G3xG1").seen.counts[-1][0][3] == (square("G1"), -1)


def test_a_draw_by_agreement_through_the_controller():
    m = Match("chivalry")
    assert m.can_offer_draw()
    assert m.offer_draw().ok
    assert m.click("accept-draw").ok
    assert m.state.is_over() and m.state.returns() == (0.5, 0.5)
    assert m.record().rstrip().endswith("Draw agreed.")
