"""Fehde's rules, from shared/rules/fehde.md: the reconstructed board (section 2), the setup and
the lot (3), steps, jumps and compulsory capture (4), the ends of the game (5), the rules checks
of section 8 and every Decision; random play with the invariants after every action; the AI."""

from __future__ import annotations

import random

import pytest

from pyengine.contract import CHANCE, RuleError
from pyengine.catalogue import get_game
from pyengine.games.fehde.rules import (
    BOARD,
    KNIGHT_FIELD,
    NAMES,
    Config,
    FehdeState,
    new_state,
    position_from_text,
)

GAME = get_game("fehde")
WHITE_SQUIRE, WHITE_KNIGHT, BLACK_SQUIRE, BLACK_KNIGHT = 1, 2, 3, 4


def f(name: str) -> int:
    return BOARD.find(name)


def texts(state: FehdeState) -> set[str]:
    return {a.text for a in state.legal_actions()}


def play(state: FehdeState, *moves: str) -> FehdeState:
    for m in moves:
        state = state.apply(state.parse_action(m))
    return state


def pos(text: str, mover: int = 0) -> FehdeState:
    return position_from_text(text, mover)


# -- 2. The reconstructed board


SPEC_DRAWING = """
7  .  y  y  y  y  y  .
6  .  y  y  K  y  y  .
5  .  .  .  .  .  .  .
4  .  .  .  .  .  .  .
3  .  .  .  .  .  .  .
2  .  Y  Y  K  Y  Y  .
1  .  Y  Y  Y  Y  Y  .
"""


def test_the_board_is_the_spec_drawing_of_7x7_circular_fields():
    kind = {".": "grey", "y": "yellow-black", "Y": "yellow-white"}
    for line in SPEC_DRAWING.strip().splitlines():
        row, *cells = line.split()
        for col, ch in zip("abcdefg", cells):
            name = f"{col}{row}"
            want = kind.get(ch) or ("knight-white" if row == "2" else "knight-black")
            assert BOARD.kinds[f(name)] == want, name
    assert len(BOARD) == 49


def test_the_field_kinds_count_two_knight_fields_nine_yellow_each_and_29_grey():
    counts = {k: BOARD.kinds.count(k) for k in set(BOARD.kinds)}
    assert counts == {"knight-white": 1, "knight-black": 1, "yellow-white": 9, "yellow-black": 9, "grey": 29}
    assert NAMES[KNIGHT_FIELD[0]] == "d2" and NAMES[KNIGHT_FIELD[1]] == "d6"


def test_adjacency_is_the_up_to_eight_fields_around():
    assert len(BOARD.neighbours(f("d4"))) == 8 and len(BOARD.neighbours(f("a1"))) == 3
    assert len(BOARD.neighbours(f("a4"))) == 5


def test_decision_the_yellow_areas_lie_beside_and_behind_the_knight_and_their_corners_touch_grey():
    """Decision (section 9): four yellow fields beside the knight, five behind; the enemy yellow
    corner fields are flanked by grey, so that a squire can jump over them onto grey."""
    for side, (knight, behind) in enumerate((("d2", "1"), ("d6", "7"))):
        row = knight[1]
        kind = "yellow-white" if side == 0 else "yellow-black"
        assert {NAMES[i] for i, k in enumerate(BOARD.kinds) if k == kind} == (
            {c + row for c in "bcef"} | {c + behind for c in "bcdef"}
        )
    for corner in ("b1", "f1", "b2", "f2", "b6", "f6", "b7", "f7"):
        assert any(BOARD.kinds[j] == "grey" for j in BOARD.neighbours(f(corner))), corner


# -- 3. Setup and the lot


def test_setup_white_knight_d2_black_knight_d6_and_the_squires_on_their_nine_yellow_fields():
    s = new_state(Config("white"))
    assert sum(1 for c in s.cells if c) == 20
    assert s.cells[f("d2")] == WHITE_KNIGHT and s.cells[f("d6")] == BLACK_KNIGHT
    for name in "b1 c1 d1 e1 f1 b2 c2 e2 f2".split():
        assert s.cells[f(name)] == WHITE_SQUIRE
    for name in "b7 c7 d7 e7 f7 b6 c6 e6 f6".split():
        assert s.cells[f(name)] == BLACK_SQUIRE


def test_decision_who_begins_is_a_chance_action_half_each_by_default():
    s = GAME.new_state({})
    assert s.to_move() == CHANCE and s.legal_actions() == ()
    outcomes = s.chance_outcomes()
    assert [p for _, p in outcomes] == [0.5, 0.5]
    movers = {s.apply(a).to_move() for a, _ in outcomes}
    assert movers == {0, 1}
    with pytest.raises(RuleError, match="lot"):
        s.apply(s.chance_outcomes()[0][0]).apply(outcomes[0][0])  # no second lot


@pytest.mark.parametrize("first,mover", [("white", 0), ("black", 1)])
def test_the_option_first_fixes_who_begins_without_a_lot(first, mover):
    s = GAME.new_state({"first": first})
    assert s.to_move() == mover and s.chance_outcomes() == ()


def test_initial_position_has_no_jump_and_the_first_player_only_steps():
    for first in ("white", "black"):
        s = GAME.new_state({"first": first})
        actions = s.legal_actions()
        assert actions and all(a.data[0] == "step" for a in actions)
        assert "to move." in s.status() and "compulsory" not in s.status()


# -- 4.1 Where a piece may stand


def test_rule_1_a_knight_may_stand_on_any_field():
    s = pos("K:d5 S:a1 k:g7 s:g1")
    assert texts(s) >= {"d5-c6", "d5-d6", "d5-e6", "d5-c4", "d5-d4"}
    s = pos("K:d3 S:a1 k:g7 s:g1")
    assert "d3-d2" in texts(s)  # its own knight field too


def test_rule_1_a_squire_stands_only_on_its_own_yellow_fields_or_grey():
    s = pos("S:d5 K:a1 k:g4 s:g1")
    moves = {m for m in texts(s) if m.startswith("d5")}
    assert moves == {"d5-c5", "d5-e5", "d5-c4", "d5-d4", "d5-e4"}  # c6, e6 Black yellow, d6 a knight field
    s = pos("S:c3 K:a4 k:g4 s:g1")
    assert {m for m in texts(s) if m.startswith("c3")} == {
        "c3-b2",
        "c3-c2",
        "c3-b3",
        "c3-d3",
        "c3-b4",
        "c3-c4",
        "c3-d4",
    }
    # c3-d2 is White's knight field: no squire, not even White's.


def test_a_white_squire_can_never_enter_d6_d2_or_a_black_yellow_field():
    forbidden = {f("d6"), f("d2")} | {i for i, k in enumerate(BOARD.kinds) if k == "yellow-black"}
    rng = random.Random(5)
    for _ in range(300):
        s = GAME.new_state({})
        while not s.is_over():
            if s.to_move() == CHANCE:
                s = s.apply(rng.choice(s.chance_outcomes())[0])
                continue
            s = s.apply(rng.choice(s.legal_actions()))
            for i in forbidden:
                assert s.cells[i] != WHITE_SQUIRE, GAME.board_text(s)


# -- 4.2 Steps


def test_rule_2_a_step_goes_to_an_adjacent_empty_field_in_eight_directions():
    s = pos("K:d4 S:a1 k:g7 s:g1")
    assert {m for m in texts(s) if m.startswith("d4")} == {
        f"d4-{n}" for n in "c3 d3 e3 c4 e4 c5 d5 e5".split()
    }
    s = pos("K:d4 S:d5 a1 k:g7 s:g1")
    assert "d4-d5" not in texts(s)  # occupied by an own piece (and own pieces are never jumped)
    with pytest.raises(RuleError, match="occupied"):
        s.parse_action("d4-d5")
    with pytest.raises(RuleError, match="adjacent"):
        s.parse_action("d4-d6")


def test_a_step_moves_exactly_one_piece_and_passes_the_turn():
    s = GAME.new_state({"first": "white"})
    t = play(s, "c2-c3")
    assert t.cells[f("c3")] == WHITE_SQUIRE and t.cells[f("c2")] == 0 and t.to_move() == 1
    assert sum(1 for c in t.cells if c) == 20


# -- 4.3 Jumps


def test_rule_3_a_jump_goes_over_an_adjacent_enemy_in_a_line_to_the_empty_field_beyond_and_captures():
    s = pos("K:a1 S:d3 k:g7 s:d4 g1")
    assert texts(s) == {"d3xd5"}
    t = play(s, "d3xd5")
    assert t.cells[f("d5")] == WHITE_SQUIRE and t.cells[f("d4")] == 0 and t.cells[f("d3")] == 0
    assert t.to_move() == 1


def test_rule_3_diagonal_jumps_and_a_knight_jumping():
    s = pos("K:c3 S:a1 k:g7 s:d4 g1")
    assert texts(s) == {"c3xe5"}


def test_rule_3_the_landing_field_must_exist_and_be_empty():
    s = pos("K:b2 S:c1 k:g7 s:a1 c5")  # over a1: off the board
    assert not any("x" in m for m in texts(s) if m.startswith("b2"))
    s = pos("K:d3 S:a1 k:g7 s:d4 d5 g1")  # d5 taken
    assert not any(m.startswith("d3x") for m in texts(s))
    with pytest.raises(RuleError, match="occupied"):
        s.parse_action("d3xd5")


def test_rule_3_own_pieces_can_never_be_jumped():
    s = pos("K:d3 S:d4 a1 k:g7 s:g1")
    assert "d3xd5" not in texts(s)
    with pytest.raises(RuleError, match="own pieces can never be jumped"):
        s.parse_action("d3xd5")


def test_rule_3_a_jump_over_an_empty_field_is_refused():
    s = pos("K:d3 S:a1 k:g7 s:g1")
    with pytest.raises(RuleError, match="no piece on d4"):
        s.parse_action("d3xd5")


def test_rule_3_exactly_one_piece_per_jump_no_multiple_jumps():
    # After d3xd5 the squire could jump d6? no: but a knight on c3 jumping to e5 could go on over e6.
    s = pos("K:c3 S:a1 k:a7 s:d4 e6 g1")
    t = play(s, "c3xe5")
    assert t.to_move() == 1 and t.cells[f("e6")] == BLACK_SQUIRE  # the turn ends after one jump


def test_section_8_a_squire_on_c5_next_to_b6_with_a7_empty_must_jump_c5xa7():
    s = pos("K:d2 S:c5 k:g5 s:b6 g1")
    assert texts(s) == {"c5xa7"}
    assert "compulsory" in s.status()
    with pytest.raises(RuleError, match="compulsory"):
        s.parse_action("d2-d3")
    t = play(s, "c5xa7")
    assert t.cells[f("a7")] == WHITE_SQUIRE and t.cells[f("b6")] == 0


def test_section_8_a_squire_on_a5_may_not_jump_b6_onto_c7_and_that_jump_creates_no_obligation():
    s = pos("K:d2 S:a5 k:g5 s:b6 g1")
    assert "a5xc7" not in texts(s)
    assert all("x" not in m for m in texts(s))  # steps are allowed: no obligation
    assert "d2-d3" in texts(s) and "compulsory" not in s.status()
    with pytest.raises(RuleError, match="may not land on c7, Black's yellow field"):
        s.parse_action("a5xc7")


def test_decision_a_squires_jump_lands_on_its_own_yellow_or_grey_only():
    s = pos("K:a1 S:d4 k:g7 s:d5 g1")  # over d5 onto d6: a knight field
    assert "d4xd6" not in texts(s)
    s = pos("K:a1 S:c4 k:g7 s:c5 g1")  # over c5 onto c6: Black's yellow field
    assert "c4xc6" not in texts(s)
    s = pos("K:a7 S:b4 k:g7 s:b3 g1", mover=0)  # backwards onto b2: White's own yellow field
    assert texts(s) == {"b4xb2"}
    s = pos("K:c5 S:a1 k:g7 s:c6 g1")  # a knight lands anywhere: over c6 onto c7, Black's yellow
    assert texts(s) == {"c5xc7"}


# -- 4.4 Compulsory capture


def test_rule_4_a_legal_jump_is_compulsory_and_the_mover_chooses_freely_among_all_jumps():
    s = pos("K:d3 S:b3 a1 k:g7 s:d4 b4 g1")
    assert texts(s) == {"d3xd5", "b3xb5"}
    s = pos("K:c3 S:e3 a1 k:g7 s:d4 g1")  # two pieces can take d4
    assert texts(s) == {"c3xe5", "e3xc5"}


# -- 4.5 and 5: the ends


def test_decision_a_player_without_a_legal_move_loses():
    # Black's knight in the corner a1: its neighbours are White's, and the fields beyond them
    # taken; Black's squire on g1 may not step onto White's yellow f1 or f2, and g2, g3 are taken.
    blocked = pos("K:d4 S:a2 b1 b2 a3 c3 c1 g2 g3 k:a1 s:g1", mover=0)
    assert all(a.data[0] == "step" for a in blocked.legal_actions())  # White's jumps would leave the board
    t = play(blocked, "d4-d5")
    assert t.is_over() and t.result == "blocked" and t.returns() == (1.0, 0.0)
    assert "Black has no legal move" in t.end_reason()


def test_capturing_the_enemy_knight_wins_at_once():
    s = pos("K:a1 S:d3 k:d4 s:g1")
    t = play(s, "d3xd5")
    assert t.is_over() and t.winner == 0 and t.result == "knight"
    assert t.returns() == (1.0, 0.0) and "capturing Black's knight" in t.end_reason()


def test_capturing_all_nine_enemy_squires_wins_at_once():
    s = pos("K:a1 S:d3 k:g7 s:d4")
    t = play(s, "d3xd5")
    assert t.is_over() and t.result == "squires" and t.winner == 0


def test_section_8_a_white_knight_that_steps_onto_d6_wins_at_once():
    s = pos("K:d5 S:a1 k:g7 s:g1")
    t = play(s, "d5-d6")
    assert t.is_over() and t.result == "field" and t.winner == 0
    assert t.decisive_targets() == ("d6",) and "d6" in t.end_reason()


def test_a_black_knight_on_d2_wins_for_black():
    s = pos("K:a7 S:a1 k:d3 s:g1", mover=1)
    t = play(s, "d3-d2")
    assert t.is_over() and t.result == "field" and t.winner == 1 and t.returns() == (0.0, 1.0)


def test_the_own_knight_field_wins_nothing():
    s = pos("K:d3 S:a1 k:g7 s:g1")
    t = play(s, "d3-d2")
    assert not t.is_over()


def test_decision_threefold_repetition_with_the_same_player_to_move_is_a_draw():
    s = GAME.new_state({"first": "white"})
    loop = ["d2-d3", "d6-d5", "d3-d2", "d5-d6"]
    s = play(s, *loop)  # the start position, White to move, a second time
    assert not s.is_over()
    s = play(s, *loop[:3])
    assert not s.is_over()
    s = play(s, loop[3])  # the third time
    assert s.is_over() and s.result == "repetition" and s.returns() == (0.5, 0.5)
    assert "third time" in s.end_reason()


def test_a_capture_starts_the_count_of_repetitions_anew():
    s = pos("K:a1 S:d3 k:g7 s:d4 g1 a7")
    s = play(s, "d3xd5")  # irreversible: the positions before can never come back
    assert len(s.seen.counts) == 1


def test_agreement_draws_are_offered_through_the_controller_and_written_in_the_record():
    from pyengine.app.controller import Match
    from pyengine.contract.actions import draw_answer

    m = Match("fehde", {"first": "white"})
    assert m.type_move("c2-c3").ok and m.offer_draw().ok
    assert "offers a draw" in m.state.status()
    assert m.play(draw_answer(0, True)).ok
    assert (
        m.state.is_over()
        and m.state.returns() == (0.5, 0.5)
        and m.state.end_reason() == "Drawn by agreement."
    )
    text = m.record()
    assert text.rstrip().endswith("Draw agreed.")
    assert [a.text for a in GAME.read_record(text, GAME.record_options(text))][-1] == m.actions[-1].text


# -- random play


def test_random_play_keeps_the_invariants():
    rng = random.Random(11)
    results: dict[str, int] = {}
    for options in ({}, {"first": "white"}, {"first": "black"}):
        for game in range(1000):
            s = GAME.new_state(options)
            if s.to_move() == CHANCE:
                s = s.apply(rng.choice(s.chance_outcomes())[0])
            assert s.to_move() == {"white": 0, "black": 1}.get(options.get("first"), s.to_move())
            counts = s.pieces(0), s.pieces(1)
            while not s.is_over():
                actions = s.legal_actions()
                assert actions  # a seat to move always has a legal action (else the game ended)
                jumping = any(a.data[0] == "jump" for a in actions)
                assert all(a.data[0] == ("jump" if jumping else "step") for a in actions)  # rule 4
                before, action = s, actions[rng.randrange(len(actions))]
                s = s.apply(action)
                now = s.pieces(0), s.pieces(1)
                mover = before.mover
                assert now[mover] == counts[mover]  # own pieces are never captured
                lost = sum(counts[1 - mover]) - sum(now[1 - mover])
                assert lost == (1 if action.data[0] == "jump" else 0)  # exactly one piece per jump
                for i, c in enumerate(s.cells):  # rule 1 after every action
                    if c == WHITE_SQUIRE:
                        assert BOARD.kinds[i] in ("grey", "yellow-white")
                    if c == BLACK_SQUIRE:
                        assert BOARD.kinds[i] in ("grey", "yellow-black")
                counts = now
            results[s.result] = results.get(s.result, 0) + 1
            assert s.legal_actions() == () and sum(s.returns()) == 1.0
            assert s.end_reason()
    assert set(results) >= {"knight", "field", "squires"}, results


# -- the AI


@pytest.mark.parametrize("level", ["random", "easy", "medium", "strong"])
def test_every_level_plays_either_seat(level):
    from pyengine.ai import Agent

    for k, first in enumerate(("white", "black")):
        state = play(GAME.new_state({"first": first}), "c2-c3" if first == "white" else "c6-c5")
        agent = Agent(GAME, level, random.Random(k))
        action = agent.choose(state, iterations=None if level == "random" else 60).action
        assert action in state.legal_actions()


def test_the_search_takes_the_winning_step_onto_the_enemy_knight_field():
    from pyengine.ai import Agent

    s = pos("K:d5 S:a1 b1 k:g7 s:g1 g2")
    action = Agent(GAME, "easy", random.Random(1)).choose(s, iterations=50).action
    assert action.text == "d5-d6"
