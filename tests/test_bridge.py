"""The page's bridge (pyengine/app/bridge.py): JSON commands in, views out — links, saves,
settings, the result panel, the record panel, errors that leave the match as it was, and what a
view message costs late in a game."""

from __future__ import annotations

import json

from pyengine.app import Match, saved
from pyengine.app.bridge import Bridge


def call(bridge: Bridge, **msg) -> dict:
    return json.loads(bridge.handle(json.dumps(msg)))


def test_bridge_init_from_url_and_restore_from_saved_state():
    b = Bridge()
    v = call(b, cmd="init", query="game=cross", saved=None)
    assert v["game"] == "cross" and "data-target" in v["svg"] and v["options"] and v["levels"][0] == "human"
    v = call(b, cmd="click", target="i6")
    saved = v["saved"]
    b2 = Bridge()
    v2 = call(b2, cmd="init", query="game=cross", saved=saved)
    assert v2["cursor"] == 1 and b2.match.history()[0]["text"] == "i6"
    # A different link opens the link's game, not the saved one.
    v3 = call(Bridge(), cmd="init", query="game=cross&size=5", saved=saved)
    assert v3["cursor"] == 0


def test_bridge_bad_link_loads_its_longest_legal_prefix_and_corrects_the_address():
    b = Bridge()
    v = call(b, cmd="init", query="game=cross&moves=k6+c8+m2+k6", saved=None)
    assert v["cursor"] == 3 and [h["text"] for h in b.match.history()] == ["k6", "c8", "m2"]
    assert "action 4 (k6) was refused" in v["notice"] and "3 actions before it are loaded" in v["notice"]
    assert v["fix_url"] == "game=cross&moves=k6+c8+m2"
    # An unknown game opens nothing: the page says so with a link to the catalogue (step 23).
    v = json.loads(Bridge().handle(json.dumps({"cmd": "init", "query": "game=nosuch"})))
    assert v == {"event": "no-game", "game": "nosuch", "message": "There is no game 'nosuch' here."}
    v = call(Bridge(), cmd="init", query="game=cross&size=12&moves=i6", saved=None)
    assert "size" in v["notice"] and v["cursor"] == 1 and v["fix_url"] == "game=cross&moves=i6"
    # A good link is left as it is.
    v = call(Bridge(), cmd="init", query="game=cross&moves=i6", saved=None)
    assert v["message"] == v["notice"] == "" and v["fix_url"] == ""


def test_what_a_link_had_refused_stays_until_the_person_dismisses_it():
    """Issue 35 item 7: the computer's next move does not wipe it; a new game or OK does."""
    b = Bridge()
    v = call(b, cmd="init", query="game=cross&seats=human,random&moves=i6+zz", saved=None)
    assert "action 2 (zz) was refused" in v["notice"] and v["ai_to_move"]
    v = call(b, cmd="ai")
    assert v["cursor"] == 2 and "action 2 (zz) was refused" in v["notice"]
    v = call(b, cmd="dismiss")
    assert v["notice"] == ""
    v = call(Bridge(), cmd="init", query="game=cross&moves=zz", saved=None)
    assert v["notice"] and call(b, cmd="new", game="cross")["notice"] == ""


def test_a_link_with_one_bad_seat_keeps_the_other_seats_as_written():
    v = call(Bridge(), cmd="init", query="game=triad&seats=strong,strongest,easy", saved=None)
    assert v["seats"] == ["strong", "human", "easy"]
    assert "seat 2: unknown player 'strongest'" in v["notice"]


def test_a_bad_link_message_cuts_a_huge_token():
    v = call(Bridge(), cmd="init", query="game=cross&moves=k6+" + "z" * 60000, saved=None)
    assert v["cursor"] == 1 and len(v["message"]) < 400


def test_bridge_damaged_saved_state_is_ignored():
    v = call(
        Bridge(),
        cmd="init",
        query="game=cross",
        saved='{"game": "cross", "moves": ["zz"], "origin": "game=cross"}',
    )
    assert v["cursor"] == 0 and v["game"] == "cross"


def test_bridge_exception_leaves_the_match_as_it_was(monkeypatch):
    b = Bridge()
    call(b, cmd="init", query="game=cross", saved=None)
    call(b, cmd="click", target="i6")

    def boom(self, msg):
        self.match.click("k4")
        raise RuntimeError("half-way failure")

    from pyengine.app.bridge import COMMANDS, Command

    monkeypatch.setitem(COMMANDS, "click", Command(boom, plays_forced=True))
    v = call(b, cmd="click", target="k4")
    assert "half-way failure" in v["message"] and v["cursor"] == 1 and b.match.history()[-1]["text"] == "i6"


def test_bridge_reuses_the_pre_rendered_start_board_only_when_it_is_exact():
    from pyengine.app.matchview import marks_of, start_board
    from pyengine.catalogue import get_game
    from pyengine.kit.svg import mark

    b = Bridge()
    v = call(b, cmd="init", query="game=cross", saved=None, shown="cross")
    assert v["svg"] is None  # the page keeps the board build.py drew
    v = call(b, cmd="click", target="i6")
    assert v["svg"] and 'data-target="i6"' in v["svg"]
    assert call(Bridge(), cmd="init", query="game=cross&size=5", saved=None, shown="cross")["svg"]
    assert call(Bridge(), cmd="init", query="game=cross&seats=random,human", saved=None, shown="cross")["svg"]
    assert call(Bridge(), cmd="init", query="game=cross&moves=i6", saved=None, shown="cross")["svg"]
    # What the page shows is what the view would draw, marked as the page marks it.
    fresh = Bridge()
    call(fresh, cmd="init", query="game=cross", saved=None)
    v = call(fresh, cmd="view")
    assert mark(v["svg"], marks_of(v)) == start_board(get_game("cross"))
    assert 'class="cell side-a target"' not in v["svg"] and v["targets"]  # (the drawing has no mark)


def test_bridge_offers_swap_as_a_target_the_board_does_not_draw():
    b = Bridge()
    call(b, cmd="new", game="cross", options={"rules": "browne"}, seats=["human", "human"])
    v = call(b, cmd="click", target="i6")
    assert "swap" in v["targets"] and 'data-target="swap"' not in v["svg"]
    v = call(b, cmd="click", target="swap")
    assert b.match.history()[-1]["text"] == "swap" and "swap" not in v["targets"]


def test_bridge_unknown_command_is_reported():
    b = Bridge()
    assert call(b, cmd="fly")["error"].startswith("unknown command 'fly'")  # no match open yet
    call(b, cmd="init", query="", saved=None)
    actions = len(b.match.actions)
    for bad in ("fly", "cmd_click", "__init__", "handle", "view_", ["click"], None):
        v = call(b, cmd=bad)
        assert "unknown command" in v["message"] and len(b.match.actions) == actions, bad
    assert "unknown command" in call(b)["message"]  # no command at all


def test_the_commands_are_a_declared_table_of_the_bridges_methods():
    from pyengine.app.bridge import COMMANDS

    methods = {name[4:] for name in dir(Bridge) if name.startswith("cmd_")}
    assert set(COMMANDS) == methods  # every method is a command, every command a method
    for name, command in COMMANDS.items():
        assert command.run is getattr(Bridge, f"cmd_{name}"), name
    assert COMMANDS["click"].plays_forced and not COMMANDS["click"].full
    assert COMMANDS["new"].full and COMMANDS["think"].keeps_thinking


def test_bridge_settings_switch_auto_roll_without_touching_the_game():
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": "game=einstein"}))
    before = b.match.cursor
    out = json.loads(b.handle(json.dumps({"cmd": "settings", "auto_roll": True})))
    assert out["auto_roll"] and b.match.cursor == before


def test_rematch_keeps_the_options_and_swaps_the_seats():
    b = Bridge()
    call(b, cmd="init", query="game=cross&size=5&seats=human,easy", saved=None)
    v = call(b, cmd="rematch")
    assert v["seats"] == ["easy", "human"] and "size=5" in v["query"] and v["actions"] == 0
    assert v["fix_url"] == v["query"] and v["options"]


def test_looking_back_while_the_computer_is_to_move_pauses_it_and_continue_drops_the_rest():
    b = Bridge()
    call(b, cmd="init", query="game=cross&seats=human,random&moves=i6+k4+k6+m2+m4", saved=None)
    v = call(b, cmd="goto", index=1)
    assert v["behind"] and v["ai_waits"] and not v["ai_to_move"]
    v = call(b, cmd="goto", index=3)
    assert v["behind"] and not v["ai_waits"]  # the person is to move there
    call(b, cmd="goto", index=1)
    v = call(b, cmd="continue")
    assert v["actions"] == 1 and v["ai_to_move"] and not v["behind"]


def test_the_result_names_the_winner_from_the_persons_seat_and_marks_the_board():
    b = Bridge()
    moves = "+".join("j1 q2 q10 k2 k6 s4 s8 k10 j3 o4 o8 j7 j9 u6 m10 j5 j11 o6 m2 k4 a6 q4 m8 k8 c6".split())
    v = call(b, cmd="init", query=f"game=cross&seats=human,random&moves={moves}", saved=None)
    assert v["over"] and v["outcome"]["headline"] == "The computer wins."
    assert "cross" in v["outcome"]["reason"] and v["outcome"]["winners"] == ["White (o)"]
    assert {"j1", "j11"} <= set(v["decisive"])  # the losing cross runs from the top to the bottom
    v = call(Bridge(), cmd="init", query=f"game=cross&moves={moves}", saved=None)
    assert v["outcome"]["headline"] == "White (o) wins."


def test_option_values_have_words_and_the_catalogue_counts_players_by_option():
    from pyengine.app.matchview import catalogue

    v = call(Bridge(), cmd="init", query="game=cross", saved=None)
    rules = next(o for o in v["options"] if o["key"] == "rules")
    assert rules["values"] == ["12star", "browne"] and "two stones" in rules["labels"][0]
    assert {c["id"]: c["players"] for c in catalogue()}["karls-rennen"] == "2 or 4"


def test_views_carry_the_record_only_while_the_record_panel_is_open():
    b = Bridge()
    v = call(b, cmd="init", query="game=progressive-chess&moves=e4+d5+d4", saved=None)
    assert v["record"] is None and v["exports"] is None
    v = call(b, cmd="settings", record=True)
    assert v["record"].split()[:2] == ["1.", "e4"] and "pgn" in v["exports"]
    v = call(b, cmd="settings", record=False)
    assert v["record"] is None


def test_a_late_view_is_no_bigger_than_an_early_one_except_for_the_history():
    import random as rnd

    for game in ("cross", "progressive-chess", "schneider-von-gent"):
        b = Bridge()
        call(b, cmd="init", query=f"game={game}", saved=None)
        rng = rnd.Random(5)
        sizes = []
        for n in range(70):
            m = b.match
            if m.state.is_over():
                break
            targets = m.next_targets()
            v = call(b, cmd="click", target=rng.choice(targets)) if targets else call(b, cmd="ai")
            # What grows with the game and is meant to: the move list, the link and the save.
            rest = {k: x for k, x in v.items() if k not in ("history", "moves", "query", "saved", "svg")}
            sizes.append(len(json.dumps(rest)))
        assert len(sizes) > 40, game
        assert max(sizes[30:]) <= max(sizes[:30]) + 200, (game, sizes)


def test_a_failed_command_restores_the_match_as_it_was(monkeypatch):
    b = Bridge()
    call(b, cmd="init", query="game=cross&moves=i6+k4+k8", saved=None)
    before = saved.to_dict(b.match)

    def broken(self):
        raise RuntimeError("boom")

    monkeypatch.setattr(Match, "play_forced", broken)  # fails after the click has played
    v = call(b, cmd="click", target="c8")
    assert v["message"] == "Error: boom"
    assert saved.to_dict(b.match) == before and len(b.match.states) == 4 and v["cursor"] == 3


def test_two_pages_in_two_languages_on_one_engine_each_keep_their_words():
    """One engine serves every frame of a post and every tab (web/worker.js): a German frame
    opened after an English one does not turn the English one's words German."""
    english, german = Bridge(), Bridge()
    english.handle(json.dumps({"cmd": "init", "query": "game=transvaal", "lang": "en"}))
    german.handle(json.dumps({"cmd": "init", "query": "game=transvaal", "lang": "de"}))
    said = json.loads(english.handle(json.dumps({"cmd": "new", "game": "transvaal"})))
    assert said["status"].startswith("English places stone 1 of 3"), said["status"]
    gesagt = json.loads(german.handle(json.dumps({"cmd": "new", "game": "transvaal"})))
    assert gesagt["status"].startswith("Engländer: Stein 1 von 3"), gesagt["status"]
