"""Cross: the record and diagram formats (section 7) and the source's sample game (section 8)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pyengine.contract import RecordError, apply
from pyengine.catalogue import get_game
from pyengine.games.cross.notation import board_diagram, parse_diagram

GAME = get_game("cross")
RECORDS = Path(__file__).parent / "records"
SAMPLES = Path(__file__).resolve().parent.parent / "samples"  # the sources' games, shipped with the engine
VERBATIM = (SAMPLES / "cross-printed.txt").read_text(encoding="utf-8")
CORRECTED = (SAMPLES / "cross-corrected.txt").read_text(encoding="utf-8")


def replay(actions, options=None):
    state = GAME.new_state(options)
    states = [state]
    for action in actions:
        state = apply(state, action, GAME.info)
        states.append(state)
    return states


def test_the_verbatim_sample_contains_non_breaking_spaces():
    assert "\xa0" in VERBATIM


def test_the_verbatim_sample_is_rejected_exactly_at_its_erratum():
    with pytest.raises(RecordError) as err:
        GAME.parse_record(VERBATIM)
    assert err.value.where == "turn 6, player 1, stone 2 (f7)"
    assert "occupied" in err.value.why
    assert str(err.value) == "turn 6, player 1, stone 2 (f7): cell already occupied"
    # Everything before it replayed: 5 full turn pairs (1 + 2 + 8 * 2 stones) and o4.
    assert err.value.index == 1 + 2 + 4 * 4 + 1


def test_the_corrected_sample_replays_to_the_printed_board_and_player_2_wins():
    actions = GAME.parse_record(CORRECTED)
    states = replay(actions)
    final = states[-1]
    assert final.is_over() and final.returns() == (0.0, 1.0)
    assert "Black (x) resigned" in final.end_reason()
    printed = parse_diagram(VERBATIM)  # the seed's final board, spacing ignored
    assert len(printed) == 11
    assert parse_diagram(board_diagram(final.inner)) == printed
    # Upper case O on o10 and a6: player 2's stones of turn 14.
    assert printed[10][-2] == "O" and printed[6][0] == "O"


def test_the_corrected_sample_has_no_y_or_cross_and_keeps_both_restrictions():
    from pyengine.games.cross.rules import CROSS_SETS, Y_SETS

    actions = GAME.parse_record(CORRECTED)
    for restriction in ("strict", "old-groups"):
        assert GAME.parse_record(CORRECTED, {"group_restriction": restriction}) == actions
    states = replay(actions)
    for before, after in zip(states, states[1:]):
        if getattr(after, "turn", None) is not None and after.turn != before.turn:
            for c in after.last_turn:
                mask = after.sides_of(after.group_of(c))
                assert not any((mask & s) == s for s in Y_SETS + CROSS_SETS)
            if len(after.last_turn) == 2:
                a, b = after.last_turn
                assert b not in after.board.neighbours[a]  # no turn places two adjacent stones


def test_sample_opening_j5_merges_k4_and_k6_and_k8_starts_a_group():
    actions = GAME.parse_record(CORRECTED)
    state = replay(actions[:6])[-1]  # -- i6 | k4 k6 | l5 l7 | j5
    names = {state.board.name(i) for i in state.group_of(state.board.parse("j5"))}
    assert names == {"j5", "k4", "k6"}
    state = replay(actions[:7])[-1]
    assert state.group_of(state.board.parse("k8")) == frozenset({state.board.parse("k8")})


def test_diagram_uses_the_samples_columns_and_upper_case_for_the_last_turn():
    actions = GAME.parse_record(CORRECTED)
    final = replay(actions)[-1].inner
    lines = board_diagram(final).splitlines()
    assert lines[0] == ": abcdefghijklmnopqrstu" == lines[-1]
    assert lines[6] == ": O . o o x o x x o o x 6"  # the sample's row 6, which has no odd spacing
    assert lines[1] == ":      . x o . . . 1"


@pytest.mark.parametrize(
    "record,where,why",
    [
        ("1: i6 k4 k6", "turn 1, player 1, stone 1 (i6)", "first slot must be --"),
        ("1: -- z9", "turn 1, player 1, stone 2 (z9)", "not a cell"),
        ("1: -- i6   i6 k4", "turn 1, player 2, stone 1 (i6)", "occupied"),
        ("1: -- i6   k4 l5", "turn 1, player 2, stone 2 (l5)", "group restriction"),
        ("1: -- i6   k4 --", "turn 1, player 2, stone 2 (--)", "a stone could be placed"),
        ("1: -- i6   k4 k6\n3: l5 l7", "turn 3", "expected turn number 2"),
        ("1: -- i6   k4\n2: l5 l7", "turn 1, player 2, stone 2", "incomplete"),
        ("1: -- i6   k4 k6\n2: resign\n3: a6 c6", "turn 3, player 1", "already over"),
        ("1: -- i6   resign q5", "turn 1", "unexpected"),
        ("1: -- i6 ; k4", "turn 1, player 2, stone 1 (;)", "not a cell"),
    ],
)
def test_bad_records_name_the_first_bad_token(record, where, why):
    with pytest.raises(RecordError) as err:
        GAME.parse_record(record)
    assert err.value.where == where
    assert why in err.value.why


CROSS_GAME = """1: -- j1   q2 q10
2: k2 k6   s4 s8
3: k10 j3  o4 o8
4: j7 j9   u6 m10
5: j5 j11  o6 m2
6: k4 a6   q4 m8
7: k8 c6
"""


def test_a_record_ending_in_a_cross_replays_to_a_loss():
    actions = GAME.parse_record(CROSS_GAME)
    final = replay(actions)[-1]
    assert final.is_over() and final.reason == "cross" and final.returns() == (0.0, 1.0)


def test_anything_after_a_decided_game_is_rejected():
    with pytest.raises(RecordError) as err:
        GAME.parse_record(CROSS_GAME.replace("7: k8 c6", "7: k8 c6   e8 g8"))
    assert "already over" in err.value.why and err.value.where == "turn 7, player 2"


def test_records_round_trip_through_the_format_on_random_games():
    for seed in range(60):
        rng = random.Random(seed)
        options = rng.choice(
            [
                {},
                {"size": 5},
                {"rules": "browne"},
                {"rules": "browne", "swap": "off", "size": 7},
                {"group_restriction": "old-groups"},
            ]
        )
        state = GAME.new_state(options)
        actions = []
        while not state.is_over() and len(actions) < rng.randrange(1, 140):
            action = rng.choice(state.legal_actions())
            actions.append(action)
            state = state.apply(action)
        text = GAME.format_record(actions, options)
        assert GAME.parse_record(text, options) == actions, text


def test_browne_record_with_swap():
    actions = GAME.parse_record("1: i6   swap\n2: k4   k6\n3: j5", {"rules": "browne"})
    assert [a.text for a in actions] == ["i6", "swap", "k4", "k6", "j5"]
    assert GAME.format_record(actions, {"rules": "browne"}).splitlines()[0].split() == ["1:", "i6", "swap"]


def test_a_resignation_is_written_as_the_source_writes_it_even_in_the_middle_of_a_turn():
    # Section 7: "<n>: resign" for player 1, "<n>: <x> <x>   resign" for player 2; a player who
    # resigns after the first stone of a two-stone turn writes it after that stone.
    from pyengine.contract import resignation

    actions = GAME.read_record("1: -- j11   h1 q10\n2: l7 p5")
    state = replay(actions)[-1]
    first = state.legal_actions()[0]
    mid = [*actions, first, resignation(1)]
    written = GAME.write_record(mid)
    assert written.splitlines()[-1].split() == ["2:", "l7", "p5", first.text, "resign"], written
    assert "resigns." not in written and GAME.read_record(written) == mid
    whole = [*actions, resignation(1)]
    assert GAME.write_record(whole).splitlines()[-1].split() == ["2:", "l7", "p5", "resign"]
    assert GAME.read_record("1: -- j11   h1 q10\n2: resign") == [*actions[:3], resignation(0)]
