"""Nothing lost to a new game (pyengine/app/aside.py): a game in progress that a new game, a
sample, a loaded record or another link of the game replaces is put aside, kept over a reload,
and the person can go back to it; a rematch says which side the person now plays."""

from __future__ import annotations

import json

from pyengine.app import Match
from pyengine.app.bridge import Bridge
from test_correspondence import Device


def call(bridge: Bridge, **msg) -> dict:
    return json.loads(bridge.handle(json.dumps(msg)))


def _started(moves: str = "i6+k4+k6") -> tuple[Bridge, dict]:
    b = Bridge()
    v = call(b, cmd="init", query=f"game=cross&seats=human,human&moves={moves}", saved=None)
    return b, v


def test_a_new_game_in_the_middle_of_one_puts_it_aside_and_back_brings_it_again():
    b, v = _started()
    v = call(b, cmd="new", game="cross", seats=["human", "easy"])
    assert v["actions"] == 0 and "put aside" in v["aside"] and "2 moves" in v["aside"]
    v = call(b, cmd="aside_back")
    assert v["actions"] == 3 and v["seats"] == ["human", "human"] and v["cursor"] == 3
    assert v["aside"] == ""  # the new game had no move: nothing to keep of it
    assert v["fix_url"] == "game=cross&moves=i6+k4+k6"  # a reload opens the game gone back to


def test_going_back_puts_the_new_game_aside_when_it_has_moves():
    b, _ = _started()
    v = call(b, cmd="new", game="cross", seats=["human", "human"])
    call(b, cmd="click", target=v["targets"][0])  # (the first turn is one stone)
    v = call(b, cmd="aside_back")
    assert v["actions"] == 3 and "1 move)" in v["aside"]
    v = call(b, cmd="aside_back")
    assert v["actions"] == 1 and "2 moves" in v["aside"]


def test_a_game_in_which_only_the_computer_has_moved_is_not_put_aside():
    b = Bridge()
    call(b, cmd="init", query="game=cross&seats=easy,human&moves=i6", saved=None)
    assert call(b, cmd="new", game="cross")["aside"] == ""


def test_a_finished_or_empty_game_is_not_put_aside():
    b, _ = _started()
    call(b, cmd="resign")
    assert call(b, cmd="new", game="cross")["aside"] == ""
    assert call(b, cmd="new", game="cross")["aside"] == ""


def test_the_game_aside_is_kept_over_a_reload_and_can_be_forgotten():
    b, _ = _started()
    v = call(b, cmd="new", game="cross", seats=["human", "easy"])
    b2 = Bridge()
    v2 = call(b2, cmd="init", query=v["query"], saved=v["saved"])
    assert v2["aside"] == v["aside"] != ""
    v2 = call(b2, cmd="aside_drop")
    assert v2["aside"] == "" and "aside" not in json.loads(v2["saved"])
    assert "No game is put aside" in call(b2, cmd="aside_back")["message"]


def test_another_link_of_the_game_puts_the_stored_game_in_progress_aside():
    b, v = _started()
    v = call(Bridge(), cmd="init", query="game=cross&seats=human,easy", saved=v["saved"])
    assert v["actions"] == 0 and "2 moves" in v["aside"]


def test_a_sample_or_a_record_loaded_over_a_game_puts_it_aside_and_a_failed_one_does_not():
    b, _ = _started()
    v = call(b, cmd="import", text="1. i6 zz")
    assert v["aside"] == "" and v["actions"] == 3  # refused: the game is as it was
    other = Match("cross")
    other.play(other.state.legal_actions()[0])
    v = call(b, cmd="import", text=other.record())
    assert v["actions"] == 1 and "2 moves" in v["aside"]
    b, _ = _started("p11+n11+j11")  # (the sample begins as i6 k4 k6: a game it goes on would be kept)
    v = call(b, cmd="sample", index=0)
    assert "2 moves" in v["aside"]


def test_a_game_by_link_is_never_put_aside():
    a = Device()
    a.make("cross", seat=0)
    a.play("i6")
    view = a.send(cmd="new", game="cross")
    assert view["aside"] == ""


def test_a_rematch_against_the_computer_says_which_side_the_person_now_plays():
    b = Bridge()
    call(b, cmd="init", query="game=cross&seats=human,easy&moves=i6", saved=None)
    call(b, cmd="resign")
    v = call(b, cmd="rematch")
    assert v["seats"] == ["easy", "human"]
    assert v["notice"] == f"A new game: you play {v['seat_names'][1]} now."
    assert call(b, cmd="dismiss")["notice"] == ""
    b = Bridge()
    call(b, cmd="init", query="game=cross&seats=human,human&moves=i6", saved=None)
    call(b, cmd="resign")
    assert call(b, cmd="rematch")["notice"] == ""  # both sides are the person's: nothing to say


def test_a_game_in_which_the_person_has_only_rolled_his_die_is_put_aside():
    b = Bridge()
    v = call(b, cmd="init", query="game=karls-rennen&seats=human,easy", saved=None)
    v = call(b, cmd="click", target="roll")
    assert v["actions"] == 1
    assert "1 move" in call(b, cmd="new", game="karls-rennen")["aside"]


def test_a_lesson_puts_the_game_in_progress_aside_and_its_own_game_is_never_put_aside():
    b, v = _started()
    v = call(b, cmd="learn", game="cross", lesson=0)
    assert v["lesson"] is not None and "2 moves" in v["aside"]
    call(b, cmd="click", target=v["targets"][0])  # the person plays in the lesson
    v = call(b, cmd="new", game="cross", seats=["human", "easy"])
    assert "2 moves" in v["aside"], "the lesson's game did not take the game in progress's place"
    v = call(b, cmd="aside_back")
    assert v["actions"] == 3 and v["lesson"] is None


def test_a_lesson_opened_by_its_link_puts_the_stored_game_aside():
    _, v = _started()
    v = call(Bridge(), cmd="init", query="game=cross&learn=1", saved=v["saved"])
    assert v["lesson"] is not None and "2 moves" in v["aside"]


def test_going_back_while_exploring_leaves_the_line_explored_first():
    b, _ = _started()
    call(b, cmd="new", game="cross", seats=["human", "human"])
    v = call(b, cmd="click", target=call(b, cmd="view")["targets"][0])
    call(b, cmd="explore")
    v = call(b, cmd="aside_back")
    assert v["actions"] == 3 and not (v.get("study") or {}).get("exploring")
    assert "1 move)" in v["aside"]
