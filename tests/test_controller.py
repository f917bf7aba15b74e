"""The match controller and the page bridge: everything a person can do, under CPython."""

from __future__ import annotations

import json
import random

import pytest

from chivalry_support import pos
from game_hints import hint
from pyengine.app import CONFIRM, Match, saved
from pyengine.app.bridge import Bridge
from pyengine.catalogue import every_id
from pyengine.contract import CHANCE, Action
from pyengine.contract.game import Game
from pyengine.contract.state import GameInfo, Option, State

CORRECTED = open(
    __file__.replace("tests/test_controller.py", "samples/cross-corrected.txt"), encoding="utf-8"
).read()


def test_click_plays_the_action_its_path_completes():
    m = Match("cross")
    assert m.click("i6").played.text == "i6"
    assert m.cursor == 1 and m.state.to_move() == 1


def test_refused_click_names_the_reason_and_changes_nothing():
    m = Match("cross")
    m.click("i6")
    before = (m.cursor, m.partial, m.state)
    result = m.click("i6")
    assert not result.ok and "occupied" in result.message
    assert (m.cursor, m.partial, m.state) == before
    m.click("k4")
    result = m.click("l5")
    assert not result.ok and "group restriction" in result.message
    assert m.click("zz").message.startswith("zz is not")


def test_next_targets_are_the_legal_first_clicks():
    m = Match("cross")
    m.click("i6")
    m.click("k4")
    targets = m.next_targets()
    assert "k6" in targets and "l5" not in targets and "k4" not in targets


def test_undo_redo_and_goto_move_the_cursor_without_losing_actions():
    m = Match("cross")
    for t in ("i6", "k4", "k6"):
        m.click(t)
    m.undo()
    assert m.cursor == 2 and m.can_redo()
    m.redo()
    assert m.cursor == 3 and not m.can_redo()
    m.goto(0)
    assert m.cursor == 0 and len(m.actions) == 3
    m.goto(99)
    assert m.cursor == 3


def test_playing_after_undo_discards_the_redo_future():
    m = Match("cross")
    for t in ("i6", "k4", "k6"):
        m.click(t)
    m.undo()
    m.click("m6")
    assert [a.text for a in m.actions] == ["i6", "k4", "m6"] and not m.can_redo()


def test_undo_against_the_ai_goes_back_to_the_humans_decision():
    m = Match("cross", seats=["human", "random"], seed=3)
    m.click("i6")
    bridge = Bridge()
    bridge.match = m
    while m.ai_to_move():
        bridge.cmd_ai({})
    assert m.cursor == 3 and m.human_to_move()
    m.undo()
    assert m.cursor == 0 and m.human_to_move()


def test_ai_waits_while_the_person_browses_the_history():
    m = Match("cross", seats=["random", "random"], seed=1)
    Bridge().match = m
    b = Bridge()
    b.match = m
    for _ in range(5):
        b.cmd_ai({})
    m.goto(2)
    assert not m.ai_to_move()
    b.cmd_ai({})
    assert len(m.actions) == 5


def test_last_targets_are_the_whole_last_turn():
    m = Match("cross")
    for t in ("i6", "k4", "k6"):
        m.click(t)
    assert m.last_targets() == ["k6", "k4"]


def test_resign_ends_the_game_for_the_seat_to_move():
    m = Match("cross")
    m.click("i6")
    m.resign()
    assert m.state.is_over() and m.state.returns() == (1.0, 0.0)
    assert not m.click("a6").ok


def test_record_export_import_round_trip_and_bad_record_loses_nothing():
    m = Match("cross")
    assert m.import_record(CORRECTED) == ""
    assert m.state.is_over() and len(m.actions) == 1 + 2 + 13 * 4 + 1  # 55 stones and the resignation
    record = m.record()
    other = Match("cross")
    assert other.import_record(record) == ""
    assert other.actions == m.actions
    kept = list(m.actions)
    message = m.import_record(CORRECTED.replace("o4 f5", "o4 f7"))
    assert "turn 6, player 1, stone 2 (f7)" in message and m.actions == kept


# --- choice prompt: a path that completes one action and begins another -------------------------


class _TwoStep(State):
    def __init__(self, done=False):
        self.done = done

    def to_move(self):
        return None if self.done else 0

    def legal_actions(self):
        return () if self.done else (Action(("a",), "a", 1), Action(("a", "b"), "ab", 2))

    def apply(self, action):
        return _TwoStep(True)

    def returns(self):
        return (1.0,)


def test_a_path_that_completes_one_action_and_begins_another_offers_done(monkeypatch):
    from pyengine import catalogue as registry

    class G(Game):
        info = GameInfo("twostep", "T", "", "", ("one",), "", "", (Option("o", "o", (1,), 1),))

        def new_state(self, options=None):
            return _TwoStep()

    monkeypatch.setitem(registry._GAMES, "twostep", G())
    m = Match("twostep")
    m.click("a")
    assert m.partial == ("a",) and set(m.next_targets()) == {"b", CONFIRM}
    m.click(CONFIRM)
    assert [a.text for a in m.actions] == ["a"]


# --- the bridge ----------------------------------------------------------------------------------


# --- Dice: a human rolls by clicking the die, or automatically ------------------------------------


def test_human_rolls_by_clicking_the_die_and_the_outcome_is_the_seeded_die():
    m = Match("karls-rennen", seed=42)
    assert m.human_to_move() and not m.ai_to_move()
    assert m.next_targets() == ["roll"]
    played = m.click("roll").played
    assert played.data[0] == "roll" and m.state.to_move() == 0
    again = Match("karls-rennen", seed=42)
    assert again.click("roll").played == played  # the die, not the click, decides


def test_a_click_on_the_board_before_the_roll_says_to_roll_first():
    for game in ("karls-rennen", "einstein"):
        m = Match(game, seed=3)
        while not m.human_rolls():  # (EinStein sets its stones up first)
            m.play(m.chance_action() if m.state.to_move() == CHANCE else m.state.legal_actions()[0])
        before = list(m.actions)
        places = [t.split('"')[0] for t in m.game.render(m.state, {}).split('data-target="')[1:]]
        refused = m.click(next(p for p in places if p != "roll"))
        assert not refused.ok and refused.message == "Roll the die first (tap or click it, or press d)."
        assert m.actions == before and m.human_rolls()  # nothing changed


def test_undo_past_a_roll_and_rolling_again_gives_the_same_roll():
    m = Match("einstein", seed=7)
    for _ in range(2):  # the random arrangements are chance actions played by the page
        m.play(m.chance_action())
    first = m.click("roll").played
    m.undo()
    assert m.click("roll").played == first


def test_auto_roll_lets_chance_act_for_a_human_seat():
    m = Match("karls-rennen", seed=1)
    m.auto_roll = True
    assert m.ai_to_move() and not m.human_to_move() and m.next_targets() == []
    restored = saved.from_json(saved.to_json(m))
    assert restored.auto_roll


def test_ai_seat_rolls_automatically():
    m = Match("karls-rennen", seats=["strong", "human"])
    assert m.ai_to_move() and not m.human_to_move()


def test_four_player_game_has_four_seats_from_its_option():
    m = Match("karls-rennen", {"players": 4})
    assert len(m.seats) == 4
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": "game=karls-rennen"}))
    out = json.loads(
        b.handle(
            json.dumps(
                {
                    "cmd": "new",
                    "game": "karls-rennen",
                    "options": {"players": "4"},
                    "seats": ["human", "random"],
                }
            )
        )
    )
    assert out["seats"] == ["human", "random", "human", "random"]  # partners keep the same kind of player
    assert out["seat_names"] == ["White (SE)", "Blue (SW)", "Black (NW)", "Red (NE)"] and out["person_rolls"]
    m = saved.from_link("game=karls-rennen&players=4&seats=random", ("random", "easy"))
    assert m.seats == ["random", "human", "human", "human"]


def test_a_player_may_resign_before_rolling_and_the_record_keeps_it():
    m = Match("karls-rennen", seed=3)
    assert m.can_resign() and m.resign().ok
    assert m.state.is_over() and m.state.returns() == (0.0, 1.0) and "White resigned" in m.state.end_reason()
    again = saved.from_link(saved.link_items(m), ("random",))
    assert again.state.is_over() and again.state.returns() == (0.0, 1.0)


# --- Journeys' building blocks (step 6): forced actions, rematch, looking back, result ------------


def _einstein_after_roll(seed: int = 7) -> Match:
    m = Match("einstein", seed=seed)
    while m.state.to_move() == -1 and not m.human_rolls():
        m.play(m.chance_action())  # the random arrangements
    return m


def test_a_forced_action_is_played_for_the_person_and_marked_in_the_history():
    m = Match("karls-rennen", {"players": 4})
    # White (SE) with no stones only passes: with forced play on, the pass is played for him.
    state = m.state
    owner = tuple(-1 if o == 0 else o for o in state.owner)
    from dataclasses import replace

    m.states[0] = replace(state, owner=owner)
    assert m.state.legal_actions()[0].text == "pass"
    assert m.play_forced() == 1
    assert m.history()[0]["forced"] and m.history()[0]["text"] == "pass"
    assert m.state.to_move() != 0
    from pyengine.app.matchview import moves_part

    assert moves_part(m).words[0][4]  # a screen reader hears it was played for the person
    off = Match("karls-rennen", {"players": 4})
    off.states[0] = replace(state, owner=owner)
    off.auto_forced = False
    assert off.play_forced() == 0 and off.state.to_move() == 0


def test_the_only_movable_stone_is_selected_for_the_person_after_the_roll():
    for seed in range(40):
        m = _einstein_after_roll(seed)
        m.click("roll")
        firsts = {a.path[0] for a in m.state.legal_actions()}
        if len(firsts) == 1 and len(m.state.legal_actions()) > 1:
            m.play_forced()
            assert m.partial == (firsts.pop(),)  # the stone is picked: only its targets remain
            assert all(t.startswith("c:") for t in m.next_targets())
            return
    pytest.fail("no roll with a single movable stone in 40 seeds")


def test_after_an_undo_redo_or_going_back_the_only_movable_stone_is_picked_again():
    """As in play: a person who takes a move back finds the one stone the roll lets move picked,
    its destinations offered (a selection, not a move: the moves taken back stay to redo)."""
    for seed in range(60):
        m = _einstein_after_roll(seed)
        m.click("roll")
        legal = m.state.legal_actions()
        if len({a.path[0] for a in legal}) == 1 and len(legal) > 1:
            break
    else:
        pytest.fail("no roll with a single movable stone in 60 seeds")
    bridge = Bridge()
    bridge.match = m
    m.play_forced()
    stone = m.partial
    assert len(stone) == 1
    m.click(m.next_targets()[0])
    after = m.cursor
    for command in ({"cmd": "undo"}, {"cmd": "redo"}, {"cmd": "undo"}, {"cmd": "goto", "index": after - 1}):
        view = json.loads(bridge.handle(json.dumps(command)))
        if m.cursor == after:  # redone: the other side's die is next, nothing picked
            assert m.partial == () and view["actions"] == after
            continue
        assert m.cursor == after - 1 and len(m.actions) == after  # the move kept, to redo
        assert m.partial == stone
        assert view["targets"] and all(t.startswith("c:") for t in view["targets"])


def test_a_roll_is_said_for_the_seat_it_was_rolled_for_and_chances_other_actions_alone():
    from pyengine.app.matchview import moves_part

    m = Match("einstein", seed=3)
    rng = random.Random(1)
    while len(m.actions) < 5:
        m.play(m.chance_action() if m.state.to_move() == CHANCE else rng.choice(m.state.legal_actions()))
    words = moves_part(m).words
    arranged, roll, move = words[1], words[2], words[3]
    assert arranged[1] == -1 and arranged[2].startswith("Red's stones: ")
    assert roll[1] == move[1] == m.states[3].to_move() and roll[2] == m.actions[2].text[:-1]
    assert roll[3] and not move[3] and not arranged[3]


def test_undo_steps_over_a_forced_action_back_to_the_persons_decision():
    m = Match("cross")
    m.click("i6")
    m.click("k4")
    m.forced.add(1)  # as if k4 had been the only cell left: played for the person
    m.undo()
    assert m.cursor == 0  # back before i6, the last decision
    m.redo()
    assert m.cursor == 2


def test_the_move_list_shows_a_mate_as_the_record_writes_it():
    m = Match("progressive-chess")
    assert m.import_record("1. e4 2. f6 g5 3. Qh5#") == ""
    assert m.history()[-1]["text"] == "Qh5#" and "Qh5#" in m.record()


def test_a_failed_import_locates_the_bad_move_in_the_pasted_text():
    m = Match("cross")
    text = CORRECTED.replace("o4 f5", "o4 f7")
    message = m.import_record(text)
    start, end = m.import_span
    assert "f7" in message and text[start:end] == "f7"
    assert text[:start].count("f7") == 1  # not the first, legal f7 of turn 5


def test_an_empty_import_is_refused_and_the_game_kept():
    m = Match("cross")
    m.click("i6")
    assert "empty" in m.import_record("  \n") and len(m.actions) == 1


def test_the_links_move_list_imports_as_a_record():
    m = Match("karls-rennen", seed=3)
    for _ in range(3):
        m.play(m.chance_action() if m.state.to_move() == -1 else m.state.legal_actions()[0])
    listed = Match("karls-rennen")
    assert listed.import_record(" ".join(a.text for a in m.actions)) == "" and listed.actions == m.actions


def test_last_move_marks_follow_the_states_turns_and_keep_the_move_before_a_roll():
    m = Match("einstein", seed=2)
    while not m.state.turn_number() or m.state.phase != "move":
        m.play(m.chance_action() if m.state.to_move() == -1 else m.state.legal_actions()[0])
    move = m.state.legal_actions()[0]
    m.play(move)
    assert set(move.path) <= set(m.last_targets())  # the roll and the move are one turn
    m.play(m.chance_action())  # the other seat rolls: its turn has only the die so far
    assert set(move.path) <= set(m.last_targets())


# --- A click chooses; it does not play for you (issue 51, item 1) ---------------------------------

#: Black's series 4, two moves in: the f8 bishop has one square, e7 (d6 holds Black's pawn).
BISHOP_ONE_SQUARE = "game=progressive-chess&moves=e4+e5+d6+Nf3+Nc3+Bc4+Nc6+Nf6"


def call_bridge(bridge: Bridge, **msg) -> dict:
    return json.loads(bridge.handle(json.dumps(msg)))


def _entries(view: dict) -> list[tuple[str, bool]]:
    return [(e["text"], e["forced"]) for row in view["moves"] for e in row["entries"]]


def test_selecting_a_piece_with_one_destination_offers_it_and_plays_nothing():
    b = Bridge()
    before = _entries(call_bridge(b, cmd="init", query=BISHOP_ONE_SQUARE, saved=None))
    assert [a.text for a in b.match.state.legal_actions() if a.path[0] == "sq:f8"] == ["Be7"]
    v = call_bridge(b, cmd="click", target="sq:f8")  # the page plays forced actions after each click
    assert v["targets"] == ["sq:e7"] and b.match.partial == ("sq:f8",)
    assert _entries(v) == before and v["cursor"] == 8
    v = call_bridge(b, cmd="click", target="sq:e7")
    assert _entries(v)[-1] == ("Nc6 Nf6 Be7", False)  # the person's move: not marked forced
    assert v["cursor"] == 9 and not b.match.forced


def _chivalry(pieces: str) -> Match:
    m = Match("chivalry")
    m.states[0] = pos(pieces)
    return m


def test_a_capture_of_one_of_several_capturing_pieces_waits_for_its_landing_click():
    # Capturing is compulsory (rule 7): H11's one jump, C4's two; H11 clicked offers J13 only.
    m = _chivalry("M:H11 C4 m:I12 D5 C5 n:A12 B12")
    assert m.play_forced() == 0 and m.partial == ()
    assert m.click("H11").played is None and m.play_forced() == 0
    assert m.partial == ("H11",) and m.next_targets() == ["J13"] and not m.actions
    assert m.click("J13").played.text == "H11xJ13"
    m.play_forced()  # (Black's answer may be forced: his)
    assert not m.history()[0]["forced"]


def test_the_only_legal_action_of_the_position_is_played_and_marked_forced():
    m = _chivalry("M:H11 C4 m:I12 n:A12 B12")  # only H11 can capture, and only one way
    assert [a.text for a in m.state.legal_actions()] == ["H11xJ13"]
    assert m.play_forced() == 1 and m.history()[0] == {
        "n": 1,
        "seat": 0,
        "forced": True,
        "text": "H11xJ13",
    }


def _walk(m: Match, rng, pick) -> None:
    """One step of a game between people as the page makes it: chance drawn, a person's click
    (``pick`` of the targets), then the forced actions played (the bridge's order)."""
    if m.state.to_move() == CHANCE and not m.human_rolls():
        m.play(m.chance_action())
    elif m.next_targets():
        m.click(pick(m.next_targets()))
    else:  # a number typed (Not Divisors): not a click
        m.play(rng.choice(m.state.legal_actions()))
    m.play_forced()


@pytest.mark.parametrize("game", every_id())
def test_only_the_positions_only_legal_action_is_played_for_the_person_and_marked(game):
    """Random positions of every game: a click that selects (completes no action) is followed by
    no action played for the person, also where the selection has a single action (the click
    preferred); every action marked forced was its position's only one."""
    rng = random.Random(f"issue-51:{game}")
    selections, played, seed = 0, 0, 0
    while selections < 12 and played < 300:
        m = Match(game, seed=seed)
        m.play_forced()
        while not m.state.is_over() and selections < 12:
            if m.human_to_move() and not m.human_rolls() and not m.partial:
                legal = m.state.legal_actions()
                starts = [t for a in legal for t in {p[0] for p in a.paths}]
                selecting = [t for t in m.next_targets() if not any((t,) in a.paths for a in legal)]
                single = [t for t in selecting if starts.count(t) == 1]
                if selecting:
                    n = len(m.actions)
                    assert m.click(rng.choice(single or selecting)).played is None
                    m.play_forced()
                    # (a position with one legal action was played before the click)
                    assert len(legal) > 1 and len(m.actions) == n, (game, m.actions[n:])
                    selections += 1
            _walk(m, rng, rng.choice)
        assert all(len(m.states[i].legal_actions()) == 1 for i in m.forced), game
        played, seed = played + len(m.actions), seed + 1
    if not hint(game, "ONE_CLICK", False):  # (no click of some games only selects: hints.py)
        assert selections == 12, game
