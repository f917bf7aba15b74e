"""Shuttle, the example game of docs/ADDING_A_GAME.md (pyengine/games/example/rules.py's
docstring is its spec): each rule, the platform features it was written to prove (a typed
action, a two-action turn, two click paths for one move, scores, a draw by repetition, draw
offers), random play, and a golden playthrough."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from pyengine.app.bridge import Bridge
from pyengine.app import saved
from pyengine.app.controller import Match
from pyengine.contract import RuleError
from pyengine.catalogue import get_game
from pyengine.kit.repetition import Seen
from pyengine.contract.replay import Drawn, Resigned, position
from pyengine.kit.turns import turn_spans
from pyengine.games.example import evaluation
from pyengine.games.example.rules import BOARD, TARGET, distance, new_state
from greedy_support import greedy_score

GAME = get_game("example")


def play(texts: str) -> Match:
    m = Match("example")
    assert m.import_record(texts) == "", texts
    return m


def test_the_board_is_4x4_with_gold_on_b2_and_c3():
    assert len(BOARD) == 16 and BOARD.names[0] == "a1"
    assert sorted(BOARD.names[i] for i in BOARD.cells_of_kind("gold")) == ["b2", "c3"]


def test_a_turn_is_a_typed_distance_then_a_move_exactly_that_far():
    m = Match("example")
    assert m.state.prompt() and m.next_targets() == []  # nothing to click before the distance
    assert m.type_action("2").ok
    assert sorted(m.next_targets()) == sorted(
        ["c1", "c2", "a3", "b3", "c3", "a1"]
    )  # a1: the token, first of the other path
    assert m.state.turn_number() == 0 and m.state.turn_progress() == (1, 2)
    m.click("c3")
    assert m.state.turn_number() == 1 and m.state.seat == 1 and m.state.prompt()


@pytest.mark.parametrize(
    "typed,words", [("0", "1 to 3 steps, not 0"), ("4", "not 4"), ("two", "no distance"), ("", "no distance")]
)
def test_a_typed_distance_is_refused_in_the_rules_words(typed, words):
    m = Match("example")
    result = m.type_action(typed)
    assert not result.ok and words in result.message and m.actions == []


def test_any_typed_whole_number_is_parsed_not_looked_up():
    state = new_state()
    assert state.parse_action("03").text == "3"  # not a listed text, the same action
    with pytest.raises(RuleError):
        state.parse_action("1.5")


def test_the_move_can_be_clicked_as_the_cell_or_as_token_then_cell():
    one, two = Match("example"), Match("example")
    for m in (one, two):
        m.type_action("1")
    one.click("b2")
    two.click("a1")
    assert two.partial == ("a1",)
    two.click("b2")
    assert one.actions == two.actions and len(one.actions) == 2


def test_landing_on_gold_scores_and_three_points_win():
    m = play("1 b2 1 a1 1 a2 1 b2 1 c3 2 a1")  # Red b2, Blue b2, Red c3
    assert m.state.seat_scores() == (2.0, 1.0) and not m.state.is_over()
    m = play("1 b2 1 a1 2 c3 2 a1 1 b2")
    assert (
        m.state.is_over()
        and m.state.returns() == (1.0, 0.0)
        and "Red wins with 3 points" in m.state.end_reason()
    )


def test_the_third_time_a_position_comes_up_since_the_last_point_is_a_draw():
    # a1 (start, Red to move) -> a2 -> a1 -> a2 -> a1: token on a1 with Red to move a third time.
    m = play("1 a2 1 a1 1 a2 1 a1")
    assert m.state.is_over() and m.state.returns() == (0.5, 0.5) and "third time" in m.state.end_reason()
    # A point in between forgets the earlier positions.
    m = play("1 a2 1 b2 1 a1 1 a2 1 a1")
    assert not m.state.is_over()


def test_seen_counts_and_forgets_at_irreversible_actions():
    seen = Seen().add("x").add("y").add("x")
    assert seen.count("x") == 2 and seen.count("y") == 1 and not seen.repeated("x")
    assert seen.add("x").repeated("x") and seen.add("z", irreversible=True).count("x") == 0


def test_records_group_actions_by_the_states_turns():
    m = play("2 c3 1 d4")
    assert m.record() == "1. 2 c3\n2. 1 d4\n"
    assert [list(s) for s in turn_spans(m.states, m.actions)] == [[0, 1], [2, 3]]


def test_a_draw_offer_is_answered_by_the_other_player_and_written():
    m = play("1 b2")
    assert m.can_offer_draw()
    m.offer_draw()
    assert (
        m.state.to_move() == 0
        and m.next_targets() == ["accept-draw", "decline-draw"]
        and not m.can_offer_draw()
    )
    m.click("decline-draw")
    assert m.state == play("1 b2").state  # declining changes nothing
    m.offer_draw()
    m.click("accept-draw")
    assert isinstance(m.state, Drawn) and m.state.returns() == (0.5, 0.5)
    assert m.record().endswith("Draw agreed.\n")
    assert "draw%3F+no-draw" in saved.link_query(m)


def test_draws_may_be_offered_in_every_game_at_the_start_of_a_turn_only():
    """Issue 34 item 4: players may always agree; a record means whole turns, so not mid-turn."""
    m = Match("cross")
    assert m.can_offer_draw()
    m.click("i6")  # Black's first turn is one stone; White's are two
    assert m.can_offer_draw()
    m.click("k4")
    assert m.state.to_move() == 1 and not m.can_offer_draw() and not m.offer_draw().ok


def test_finished_wrappers_copy_and_pickle_without_recursion():
    m = play("1 b2")
    m.resign()
    for state in (m.state, Drawn(m.state.inner, m.game.info)):
        assert copy.deepcopy(state) == state
        assert pickle.loads(pickle.dumps(state)) == state
    assert isinstance(m.state, Resigned) and position(m.state) == play("1 b2").state


def test_the_page_view_carries_the_prompt_and_the_scores():
    b = Bridge()
    import json

    v = json.loads(b.handle(json.dumps({"cmd": "init", "query": "game=example&moves=1+b2"})))
    assert v["prompt"] == {"label": "Distance", "hint": "1 to 3"} and v["scores"] == ["1", "0"]
    v = json.loads(b.handle(json.dumps({"cmd": "type", "text": "9"})))
    assert "not 9" in v["message"] and v["cursor"] == 2
    v = json.loads(b.handle(json.dumps({"cmd": "type", "text": "1"})))
    assert v["prompt"] is None and "a2" in v["targets"] and not v["can_offer_draw"]
    v = json.loads(b.handle(json.dumps({"cmd": "offer_draw"})))  # mid-turn: refused
    assert v["message"] == "A draw cannot be offered now." and "a2" in v["targets"]
    v = json.loads(b.handle(json.dumps({"cmd": "undo"})))
    assert v["can_offer_draw"]
    v = json.loads(b.handle(json.dumps({"cmd": "offer_draw"})))
    assert v["targets"] == ["accept-draw", "decline-draw"] and v["labels"]["accept-draw"] == "Accept the draw"
    assert "offers a draw" in v["status"]


def test_random_play_keeps_the_invariants():
    """2,000 random games: every game ends (by points or repetition), scores only grow by the
    gold landings, every move goes exactly the typed distance, the record replays."""
    rng = random.Random(11)
    ends = {"points": 0, "repetition": 0}
    for g in range(2000):
        state = new_state()
        actions = []
        for _ in range(400):
            if state.is_over():
                break
            action = rng.choice(state.legal_actions())
            after = state.apply(action)
            if action.data[0] == "go":
                assert distance(state.token, after.token) == state.chosen
                gained = sum(after.points) - sum(state.points)
                assert gained == (1 if BOARD.kinds[after.token] == "gold" else 0)
            actions.append(action)
            state = after
        assert state.is_over(), "a game ends within 400 actions"
        ends["points" if max(state.points) >= TARGET else "repetition"] += 1
        if g % 50 == 0:
            assert GAME.parse_record(GAME.format_record(actions)) == actions
    assert ends["points"] > 100 and ends["repetition"] > 100, ends


GOLDEN = "1. 1 b2\n2. 1 a1\n3. 2 c3\n4. 2 a1\n5. 1 b2\nRed wins with 3 points."


def test_golden_playthrough_replays_its_recorded_actions():
    *lines, result = GOLDEN.splitlines()
    m = play("\n".join(lines))
    assert m.state.end_reason() == result and m.record() == "\n".join(lines) + "\n"


# -- the evaluation (pyengine/games/example/evaluation.py): the race for points


def evaluate(texts: str) -> tuple[float, ...]:
    return evaluation.evaluate(play(texts).state)


def test_a_finished_game_evaluates_to_its_result():
    for texts in ("1 b2 1 a1 2 c3 2 a1 1 b2", "1 a2 1 a1 1 a2 1 a1"):  # a win, a draw by repetition
        state = play(texts).state
        assert state.is_over() and evaluation.evaluate(state) == state.returns()


def test_a_point_ahead_and_a_distance_that_reaches_gold_evaluate_higher():
    assert evaluate("1 b2")[0] > 0.5 > evaluate("1 a2")[0]  # Red scored; Red gave Blue the tempo
    assert evaluate("1 b2 1 c3")[0] > 0.5  # level, the mover scores first
    assert evaluate("1 b2 1 a1")[0] > evaluate("1 b2")[0]  # Blue missed: Red a point and the tempo up
    assert evaluate("1")[0] > evaluate("3")[0]  # from a1: 1 reaches b2, 3 reaches no gold
    assert evaluate("3")[0] < 0.5


def test_evaluations_are_one_payoff_per_seat_summing_to_one():
    rng = random.Random(4)
    for _ in range(30):
        state = new_state()
        while not state.is_over():
            values = evaluation.evaluate(state)
            assert len(values) == 2 and all(0 <= v <= 1 for v in values) and sum(values) == pytest.approx(1)
            assert evaluation.noisy(state) == (state.step == 1)
            state = state.apply(rng.choice(state.legal_actions()))


def test_greedy_play_on_the_evaluation_beats_random_play():
    score = greedy_score(new_state, evaluation.evaluate, games=20, seed=8)
    assert score >= 18
