"""Exploring and comments through the page's bridge (pyengine/app/studying.py, issue 55): a line
explored never changes the game, its link or its saved moves; moves at a variation's end extend
it, elsewhere start another; a variation is deleted, or promoted where the game is played at this
screen (refused with a sentence against the computer); comments stay through save and reload and
follow the game's moves (undone and redone: kept; replaced: gone); a failing command leaves the
study and the game as they were."""

from __future__ import annotations

import json
from typing import Any

from pyengine.app.bridge import Bridge

GAME = "game=cross&moves=l3+j9+i2+j5+j3+o8"  # three whole turns (Cross: two stones a turn after the first)


def _send(b: Bridge, cmd: str, **fields: Any) -> dict[str, Any]:
    view: dict[str, Any] = json.loads(b.handle(json.dumps({"cmd": cmd, **fields})))
    return view


def _open(query: str = GAME, saved: str | None = None) -> tuple[Bridge, dict[str, Any]]:
    b = Bridge()
    return b, _send(b, "init", query=query, saved=saved)


def _turn(b: Bridge, n: int = 0) -> dict[str, Any]:
    """Play a whole turn in the position shown (the ``n``-th legal stone, then the first ones)."""
    assert b.match is not None
    v = _send(b, "move", text=b.match.state.legal_actions()[n].text)
    while b.match.state.turn_progress()[0]:  # the turn's second stone
        v = _send(b, "move", text=b.match.state.legal_actions()[0].text)
    return v


def _entries(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for row in rows for e in row["entries"]]


def test_exploring_never_changes_the_game_its_link_or_its_saved_moves() -> None:
    b, v = _open(GAME + "&seats=human,easy")
    link, moves = v["query"], json.loads(v["saved"])["moves"]
    _send(b, "goto", index=1)
    v = _send(b, "explore")
    assert v["study"]["exploring"] and not v["ai_to_move"], "the computer does not answer in a line explored"
    v = _turn(b, 5)
    v = _turn(b, 7)
    assert v["study"]["line"] == "1.0" and v["cursor"] == 5
    assert v["query"] == link and json.loads(v["saved"])["moves"] == moves
    assert v["seats"] == ["human", "easy"] and not v["can_resign"]
    varied = _entries(v["moves"])[1]["variations"][0]
    assert [e["line"] for e in _entries(varied["rows"])] == ["1.0", "1.0"]
    v = _send(b, "explore_back")
    assert not v["study"]["exploring"] and v["cursor"] == 1 and v["actions"] == 6
    assert v["query"] == link and json.loads(v["saved"])["moves"] == moves
    assert json.loads(v["saved"])["study"]["variations"][0][0] == 1, "the saved game keeps the variation"
    assert "study" not in v["query"]


def test_a_move_where_the_line_goes_on_starts_another_variation_and_delete_removes_it() -> None:
    b, _ = _open()
    _send(b, "goto", index=3)
    _send(b, "explore")
    _turn(b, 4)
    v = _turn(b, 4)
    assert v["study"]["line"] == "3.0" and v["cursor"] == 7, "on at a variation's end: it grows"
    _send(b, "goto", index=5)
    v = _turn(b, 9)
    assert v["study"]["line"] == "3.0/2.0", "a move inside a variation: a sub-variation"
    _send(b, "explore_goto", line="3.0", index=3)
    v = _turn(b, 11)
    assert v["study"]["line"] == "3.1", "from a variation's own start: another one beside it"
    blocks = _entries(v["moves"])[2]["variations"]
    assert [x["line"] for x in blocks] == ["3.0", "3.1"]
    assert _entries(blocks[0]["rows"])[1]["variations"][0]["line"] == "3.0/2.0"
    v = _send(b, "explore_delete")
    assert v["study"]["line"] == "" and v["cursor"] == 3
    assert [x["line"] for x in _entries(v["moves"])[2]["variations"]] == ["3.0"]


def test_promote_makes_the_variation_the_game_only_at_this_screen() -> None:
    b, v = _open(GAME + "&seats=human,easy")
    _send(b, "goto", index=3)
    _send(b, "explore")
    v = _turn(b, 4)
    v = _send(b, "explore_promote")
    assert "Only a game played at this screen" in v["message"] and v["study"]["exploring"]
    assert not v["study"]["can_promote"]

    b, v = _open()
    _send(b, "goto", index=3)
    _send(b, "explore")
    explored = _turn(b, 4)
    line = [e["text"] for e in _entries(explored["moves"])[2]["variations"][0]["rows"][0]["entries"]]
    v = _send(b, "explore_promote")
    assert not v["study"]["exploring"] and v["actions"] == 5 and v["cursor"] == 5
    assert _entries(v["moves"])[2]["text"] == line[0]
    replaced = _entries(v["moves"])[2]["variations"][0]
    assert [e["text"] for e in _entries(replaced["rows"])] == ["j5 j3", "o8"], "replaced: a variation"
    assert v["fix_url"] == v["query"] and "moves=l3+j9+i2+" in v["query"]


def test_comments_stay_through_save_and_reload_and_follow_the_moves() -> None:
    b, _ = _open()
    _send(b, "goto", index=3)
    v = _send(b, "comment", text="A strong reply.")
    assert v["study"]["comment"] == "A strong reply."
    assert _entries(v["moves"])[1]["comment"] == "A strong reply."
    _send(b, "goto", index=6)
    stored = _send(b, "comment", text="Keep this.")["saved"]
    again, v = _open(GAME, stored)
    assert [e.get("comment") for e in _entries(v["moves"])] == [None, "A strong reply.", None, "Keep this."]
    assert v["study"]["comment"] == "Keep this."
    _send(again, "undo")
    v = _send(again, "redo")
    assert _entries(v["moves"])[3].get("comment") == "Keep this.", "undone and redone: kept"
    _send(again, "undo")
    v = _turn(again, 3)
    assert [e.get("comment") for e in _entries(v["moves"])] == [
        None,
        "A strong reply.",
        None,
        None,
    ], "a turn replaced by another: its comment goes, the others stay"
    _send(again, "goto", index=3)
    v = _send(again, "comment", text="")
    assert "study" not in json.loads(v["saved"]), "a comment removed: nothing left to store"


def test_a_failing_command_leaves_the_study_and_the_game_as_they_were() -> None:
    b, _ = _open()
    _send(b, "goto", index=3)
    _send(b, "explore")
    before = _turn(b, 4)
    v = _send(b, "explore_goto", line="3.7", index=4)
    assert v["message"].startswith("Error:")
    assert v["study"] == before["study"] and v["moves"] == before["moves"] and v["cursor"] == before["cursor"]
    v = _turn(b, 2)
    assert v["study"]["line"] == "3.0", "the explorer still works after the error"


def test_exploring_a_game_by_link_sends_nothing_and_cannot_promote() -> None:
    from test_correspondence import Device

    a = Device()
    a.make("cross", seat=0)
    far = a.play("i6")["far"]
    a.send(cmd="goto", index=0)
    v = a.send(cmd="explore")
    assert v["far"] == far and v["study"]["exploring"]
    v = a.play("l3")
    assert v["study"]["line"] == "0.0" and v["far"] == far, "the link to send is the game's, unchanged"
    assert "Only a game played at this screen" in a.send(cmd="explore_promote")["message"]
    v = a.send(cmd="explore_back")
    assert v["far"] == far and v["actions"] == 1 and not v["study"]["exploring"]


def test_a_line_explored_on_from_the_games_end_shows_after_it_and_the_record_still_writes() -> None:
    b, _ = _open("game=cross&moves=l3+j9+i2+j5+j3")  # (GAME ends halfway through Black's turn)
    _send(b, "settings", record=True)
    _send(b, "explore")
    v = _turn(b, 3)
    last = _entries(v["moves"])[-1]
    assert last["variations"][0]["after"] and last["variations"][0]["line"] == "5.0"
    assert v["record"].split() == _send(b, "explore_back")["record"].split()
    assert json.loads(v["saved"])["study"]["variations"][0][0] == 5, "kept with the saved game"


def test_a_record_that_does_not_load_changes_nothing_and_names_where() -> None:
    b, _ = _open()
    _send(b, "goto", index=3)
    before = _send(b, "comment", text="Mine.")
    v = _send(b, "import", text="1: -- l3 {an unclosed comment\n1: j9 i2")
    assert v["message"].startswith("Record not loaded") and v["import_failed"] and v["import_span"]
    assert v["moves"] == before["moves"] and v["saved"] == before["saved"]


def test_a_record_that_loads_says_so_with_its_moves_in_the_pages_language() -> None:
    b, _ = _open("game=cross")
    v = _send(b, "import", text="l3 j9 i2 j5 j3")  # (a plain list of stones, as a link's)
    assert v["message"] == "Record loaded: 3 moves." and not v["import_failed"]
    assert len(_entries(v["moves"])) == 3
    de = Bridge()
    _send(de, "init", query="game=cross", lang="de")
    w = _send(de, "import", text="l3")
    assert w["message"] == "Partieprotokoll geladen: 1 Zug.", w["message"]


def test_a_resignation_sent_while_exploring_is_the_games_and_reads_back_alike_on_a_fresh_device() -> None:
    """Resign and draw offers act on the game (LEAVES_EXPLORING), never on the line explored: the
    game resigned has the same winner in its record and its link, read on another device, as a
    game resigned without exploring."""
    plain, _ = _open()
    _send(plain, "goto", index=3)
    expected = _send(plain, "resign")
    b, _ = _open()
    _send(b, "goto", index=3)
    _send(b, "explore")
    _turn(b, 2)  # a turn explored: the explorer's position is not the game's
    v = _send(b, "resign")
    assert not v["study"]["exploring"] and v["over"]
    assert v["query"] == expected["query"] and v["result"] == expected["result"]
    fresh, w = _open(v["query"])
    assert w["over"] and w["result"] == v["result"]
    assert b.match is not None and fresh.match is not None
    assert fresh.match.game.read_record(b.match.record()) == fresh.match.actions
    drawn, _ = _open()
    _send(drawn, "explore")
    assert not _send(drawn, "offer_draw")["study"]["exploring"]  # offered in the game, or refused there


def test_a_line_explored_to_the_end_says_its_result_in_the_status_not_as_the_games() -> None:
    b, v = _open("game=cross&seats=random,random")
    while not v["over"]:
        v = _send(b, "ai")
    assert v["outcome"] is not None, "the game's own end: the result panel"
    winner = v["outcome"]["winners"][0]
    last = _entries(v["moves"])[-1]
    _send(b, "goto", index=last["start"])
    v = _send(b, "explore")
    assert b.match is not None and b.game_match() is not None
    for action in b.game_match().actions[last["start"] : last["goto"]]:
        v = _send(b, "move", text=action.text)
    assert v["study"]["exploring"] and v["over"]
    assert v["outcome"] is None, "a line's end is never shown as the game's result"
    assert v["status"].startswith("This line ends the game. "), v["status"]
    said = v["status"].removeprefix("This line ends the game. ")
    assert v["status"].count(winner) <= 1, f"the winner named once at most: {v['status']}"
    _send(b, "explore_back")
    v = _send(b, "goto", index=v["actions"])
    assert v["outcome"] is not None and v["outcome"]["winners"] == [winner]
    assert said and said in json.dumps(v, ensure_ascii=False), "the line's end in the game's own words"
