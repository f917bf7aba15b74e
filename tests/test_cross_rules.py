"""Cross: every rule of shared/rules/cross.md, sections 2-6, and every Decision."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pyengine.contract import RuleError, apply, find_action, resignation
from pyengine.catalogue import get_game
from cross_positions import position
from pyengine.games.cross.rules import EMPTY, O, X, CrossState, board_for

GAME = get_game("cross")


def cell(state: CrossState, name: str):
    return find_action(state, name)


def play(state: CrossState, *names: str) -> CrossState:
    for name in names:
        state = state.apply(cell(state, name))
    return state


# --- Section 2: board ---------------------------------------------------------------------


@pytest.mark.parametrize("size,cells", [(5, 61), (6, 91), (7, 127)])
def test_board_sizes_5_to_7_have_3s_s_minus_1_plus_1_cells(size, cells):
    assert len(board_for(size).cells) == cells


def test_side_6_coordinates_are_the_samples_doubled_columns():
    board = board_for(6)
    names = {board.name(i) for i in range(len(board.cells))}
    assert [board.name(i) for i, (c, r) in enumerate(board.cells) if r == 1] == [
        "f1",
        "h1",
        "j1",
        "l1",
        "n1",
        "p1",
    ]
    assert [board.name(i) for i, (c, r) in enumerate(board.cells) if r == 6] == [
        "a6",
        "c6",
        "e6",
        "g6",
        "i6",
        "k6",
        "m6",
        "o6",
        "q6",
        "s6",
        "u6",
    ]
    assert [board.name(i) for i, (c, r) in enumerate(board.cells) if r == 11][0] == "f11"
    for c, r in board.cells:
        assert (c + r) % 2 == 1 and 7 <= c + r <= 27 and -5 <= c - r <= 15
    assert len(names) == 91


def test_neighbours_are_the_six_doubled_column_steps():
    board = board_for(6)
    i6 = board.parse("i6")
    assert sorted(board.name(n) for n in board.neighbours[i6]) == sorted(["g6", "k6", "h5", "j5", "h7", "j7"])
    assert sorted(board.name(n) for n in board.neighbours[board.parse("f1")]) == ["e2", "g2", "h1"]


def test_corner_cells_belong_to_both_of_their_sides():
    from pyengine.games.cross.rules import SIDES

    board = board_for(6)
    expected = {
        "f1": {"T", "UL"},
        "p1": {"T", "UR"},
        "u6": {"UR", "LR"},
        "p11": {"LR", "B"},
        "f11": {"B", "LL"},
        "a6": {"LL", "UL"},
    }
    for name, sides in expected.items():
        mask = board.side_mask[board.parse(name)]
        assert {k for k, bit in SIDES.items() if mask & bit} == sides
    assert sum(1 for m in board.side_mask if m) == 30  # 6 sides x 6 cells, corners shared


def test_off_board_cell_is_refused():
    with pytest.raises(RuleError, match="not a cell"):
        board_for(6).parse("b1")


# --- Sections 3 and 4: setup and turns ------------------------------------------------------


def test_setup_is_an_empty_board_with_player_1_to_move():
    state = GAME.new_state()
    assert set(state.stones) == {EMPTY} and state.to_move() == 0 and len(state.legal_actions()) == 91


def test_12star_first_turn_is_one_stone_then_two_stones_for_both_players():
    state = GAME.new_state()
    state = play(state, "i6")
    assert state.to_move() == 1  # player 1's first turn: one stone
    state = play(state, "k4")
    assert state.to_move() == 1  # player 2's first turn: two stones
    state = play(state, "k6")
    assert state.to_move() == 0
    state = play(state, "l5")
    assert state.to_move() == 0
    state = play(state, "l7")
    assert state.to_move() == 1


def test_occupied_cell_is_refused():
    state = play(GAME.new_state(), "i6")
    with pytest.raises(RuleError, match="occupied"):
        state.apply(cell(GAME.new_state(), "i6"))


def test_strict_restriction_second_stone_may_not_touch_the_first():
    state = play(GAME.new_state(), "i6", "k4")
    legal = {a.text for a in state.legal_actions()}
    assert not {"j3", "l3", "m4", "l5", "j5", "i4"} & legal  # the six neighbours of k4
    assert "k6" in legal


def test_strict_restriction_second_stone_may_not_touch_the_group_of_the_first():
    # o has k4; x plays; o's first stone j5 joins k4, so nothing next to k4 or j5 is legal.
    state = position(o="k4", turn=3)
    state = play(state, "j5")
    legal = {a.text for a in state.legal_actions()}
    assert "m4" not in legal  # next to k4, the old part of the group
    assert "h5" not in legal  # next to j5
    assert "n7" in legal


def test_one_stone_may_merge_several_groups():
    # Sample, turn 2: o's j5 touches k4 and k6 and merges them; k8 starts a new group.
    state = play(GAME.new_state(), "i6", "k4", "k6", "l5", "l7", "j5")
    group = state.group_of(state.board.parse("j5"))
    assert {state.board.name(i) for i in group} == {"j5", "k4", "k6"}
    state = play(state, "k8")
    assert state.to_move() == 0


def test_old_groups_option_lets_the_turns_new_stones_touch_each_other():
    state = position(turn=2, group_restriction="old-groups")
    state = play(state, "i6")
    assert "k6" in {a.text for a in state.legal_actions()}
    strict = play(position(turn=2), "i6")
    assert "k6" not in {a.text for a in strict.legal_actions()}


def test_old_groups_option_bars_two_new_stones_on_one_old_group():
    state = position(x="k6", turn=2, group_restriction="old-groups")
    state = play(state, "i6")  # touches the old group k6
    legal = {a.text for a in state.legal_actions()}
    assert "m6" not in legal  # would touch the old group k6 as well
    assert "h5" in legal  # touches only the new stone i6


def test_turn_ends_after_one_stone_when_no_cell_is_legal_for_the_second():
    # Side 5, o everywhere but two neighbouring cells i5, k5: after x's i5 the only empty
    # cell touches it, so x's turn ends after one stone (recorded as --).
    board = board_for(5)
    rest = [board.name(i) for i in range(len(board.cells)) if board.name(i) not in ("i5", "k5")]
    state = position(size=5, o=" ".join(rest), turn=2)
    after = state.apply(cell(state, "i5"))
    assert after.turn == 3 and after.last_turn == (board.parse("i5"),) and after.placed == ()
    assert after.to_move() == 1 and [a.text for a in after.legal_actions()] == ["k5"]


def test_second_stone_must_be_placed_when_a_cell_is_legal():
    state = play(GAME.new_state(), "i6", "k4")
    assert state.to_move() == 1 and state.placed  # still player 2's turn, stone 2 pending


# --- Section 4.4 and 5: end of turn ----------------------------------------------------------


# x: a chain f1..a6 down the upper-left side (T, UL, LL) and a row a6..s6; u6 adds UR and LR.
Y_CHAIN = "f1 e2 d3 c4 b5 a6 c6 e6 g6 i6 k6 m6 o6 q6 s6"


def test_y_wins_for_the_mover():
    state = play(position(x=Y_CHAIN, turn=2), "u6", "j9")
    assert state.over and state.winner == 0 and state.reason == "y"
    assert state.returns() == (1.0, 0.0)


def test_cross_without_y_loses_for_the_mover():
    # x connects T and B straight down the middle columns: a cross {T, B}, no Y.
    column = "k2 k4 k6 k8 k10 j3 j5 j7 j9 j11"
    state = position(x=column, turn=2)
    state = play(state, "j1", "c6")  # j1 joins T to the column
    assert state.over and state.winner == 1 and state.reason == "cross"


def test_a_turn_that_makes_a_y_and_a_cross_wins():
    # Decision: a Y wins even if the same turn also makes a cross.
    from pyengine.games.cross.rules import CROSS_SETS, Y_SETS

    state = play(position(x=Y_CHAIN, turn=2), "u6", "j9")
    mask = state.sides_of(state.group_of(state.board.parse("u6")))
    assert any((mask & c) == c for c in CROSS_SETS) and any((mask & y) == y for y in Y_SETS)
    assert state.winner == 0 and state.reason == "y"


def test_only_the_movers_groups_are_evaluated_at_the_end_of_his_turn():
    # o already has a cross on the board (constructed), x moves: the game goes on.
    column = "k2 k4 k6 k8 k10 j3 j5 j7 j9 j11 j1"
    state = position(o=column, turn=2)
    state = play(state, "a6", "u6")
    assert not state.over


def full_board_but_one(**options) -> CrossState:
    """Side 5 full of o but x's isolated stones and one empty cell e5 (x to move).

    o's structures are never evaluated on x's turn, so x filling the board decides nothing.
    """
    board = board_for(5)
    xs = ["i3", "m7", "e7"]
    rest = [board.name(i) for i in range(len(board.cells)) if board.name(i) not in xs + ["i5"]]
    return position(size=5, x=" ".join(xs), o=" ".join(rest), turn=4, **options)


def test_full_board_without_result_is_a_draw():
    # Decision (section 5): a safety clause; the mover's last stone decides nothing.
    state = full_board_but_one()
    after = state.apply(cell(state, "i5"))
    assert after.over and after.reason == "full" and after.winner is None
    assert after.returns() == (0.5, 0.5)


def test_resigning_player_loses():
    state = play(GAME.new_state(), "i6")
    done = apply(state, resignation(1), GAME.info)
    assert done.is_over() and done.returns() == (1.0, 0.0)
    # Rule 5 says the player to move may resign; the page lets a player resign while waiting
    # too (step 23: a resignation is by the person at the device, for their own side): the
    # player not to move who resigns loses just the same.
    waiting = apply(state, resignation(0, named=True), GAME.info)
    assert waiting.is_over() and waiting.returns() == (0.0, 1.0)
    with pytest.raises(RuleError):
        apply(done, resignation(0, named=True), GAME.info)  # the game is over


def test_no_action_after_the_game_is_over():
    column = "k2 k4 k6 k8 k10 j3 j5 j7 j9 j11"
    state = play(position(x=column, turn=2), "j1", "c6")
    assert state.legal_actions() == ()
    with pytest.raises(RuleError):
        state.apply(cell(position(), "a6"))


# --- Section 6: options -------------------------------------------------------------------


def test_deferred_cross_does_not_end_the_game_and_is_remembered():
    column = "k2 k4 k6 k8 k10 j3 j5 j7 j9 j11"
    state = position(x=column, turn=2, cross_rule="deferred")
    state = play(state, "j1", "c6")
    assert not state.over and state.first_cross == (2, None)


@pytest.mark.parametrize(
    "first_cross,winner", [((None, 1), 0), ((3, 1), 0), ((0, 5), 1), ((None, None), None)]
)
def test_deferred_first_cross_loses_when_the_board_fills(first_cross, winner):
    state = replace(full_board_but_one(cross_rule="deferred"), first_cross=first_cross)
    after = state.apply(cell(state, "i5"))
    assert after.over and after.winner == winner
    assert after.reason == ("full" if winner is None else "deferred")


def test_deferred_y_still_wins_after_a_cross():
    chain = "f1 e2 d3 c4 b5 a6 c6 e6 g6 i6 k6 m6 o6 q6 s6"
    state = position(x=chain, turn=2, cross_rule="deferred")
    state = replace(state, first_cross=(0, None))
    state = play(state, "u6", "j9")
    assert state.over and state.winner == 0 and state.reason == "y"


def test_browne_rules_one_stone_per_turn_without_group_restriction():
    state = GAME.new_state({"rules": "browne", "swap": "off"})
    state = play(state, "i6", "k4", "k6")
    assert state.to_move() == 1  # x, o, x: one stone each
    state = play(state, "j5", "h5")  # x's h5 next to its own i6: no restriction
    assert state.stones[state.board.parse("h5")] == X


def test_browne_swap_turns_the_first_stone_into_player_2s_and_player_1_moves_next():
    state = GAME.new_state({"rules": "browne"})
    state = play(state, "i6")
    assert "swap" in {a.text for a in state.legal_actions()}
    state = state.apply(find_action(state, "swap"))
    assert state.stones[state.board.parse("i6")] == O
    assert state.to_move() == 0
    assert "swap" not in {a.text for a in state.legal_actions()}


def test_swap_is_only_player_2s_first_action_and_can_be_switched_off():
    state = play(GAME.new_state({"rules": "browne"}), "i6", "k4")
    assert "swap" not in {a.text for a in state.legal_actions()}
    off = play(GAME.new_state({"rules": "browne", "swap": "off"}), "i6")
    assert "swap" not in {a.text for a in off.legal_actions()}


def test_no_swap_in_the_12star_game():
    state = play(GAME.new_state(), "i6")
    assert "swap" not in {a.text for a in state.legal_actions()}


def test_unknown_option_values_are_refused():
    with pytest.raises(ValueError):
        GAME.new_state({"size": 9})
    with pytest.raises(ValueError):
        GAME.new_state({"colour": "red"})
