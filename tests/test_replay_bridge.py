"""Replay embeds in the engine (pyengine/app/replaying.py): a record with comments and variations
packed into the address opens where the author said, with comments or without, is only looked at
and never stored; a bad record keeps its legal part and names its first bad token."""

from __future__ import annotations

import json
import random

import pytest

from pyengine.app import payload, saved
from pyengine.app import query as qs
from pyengine.app.bridge import Bridge
from pyengine.app.controller import Match
from pyengine.catalogue import every_id, get_game
from pyengine.contract.study import Line, write_study

from test_every_game import option_sets
from test_study_records import _line


def _open(query: dict[str, str], stored: str | None = None) -> tuple[Bridge, dict]:
    bridge = Bridge()
    view = json.loads(bridge.handle(json.dumps({"cmd": "init", "query": qs.encode(query), "saved": stored})))
    return bridge, view


def _replay(game_id: str, options: dict, text: str, **extra: str) -> dict[str, str]:
    link = saved.link_items(Match(game_id, options, None))
    return {**link, "embed": "replay", "r": payload.pack(text), **extra}


def _comments(view: dict) -> list[str]:
    """Every comment the move list shows (the game's entries and its variations', nested)."""
    found: list[str] = []

    def walk(rows: list[dict]) -> None:
        for row in rows:
            for entry in row["entries"]:
                if entry.get("comment"):
                    found.append(entry["comment"])
                for block in entry.get("variations") or ():
                    if block.get("comment"):
                        found.append(block["comment"])
                    walk(block["rows"])

    walk(view["moves"])
    return found


def _variations(line: Line) -> list:
    return [(j, [a.text for a in v.actions], _variations(v)) for j, v in line.variations]


@pytest.mark.parametrize("game_id", every_id())
def test_a_packed_record_opens_at_its_turn_with_its_actions_comments_and_variations(game_id):
    game = get_game(game_id)
    rng = random.Random("replay " + game_id)
    options = game.info.normalize_options(rng.choice(option_sets(game.info)))
    line = _line(game, game.new_state(options), rng, rng.randint(3, 14), 2)
    text = write_study(game, line, options)
    at = rng.randint(0, len(line.actions))
    bridge, view = _open(_replay(game_id, options, text, at=str(at)))
    m = bridge.match
    assert m is not None and m.options == options
    assert m.actions == list(line.actions), text
    assert bridge.study_root() == line, text
    assert view["cursor"] == at and view["notice"] == ""
    assert view["replay"]["at"] == at and view["replay"]["of"] == len(line.actions)
    assert view["replay"]["comments"] is True
    written = {c for _, c in line.comments} | {c for _, v in line.variations for _, c in v.comments}
    assert written <= set(_comments(view)) | {view["study"]["lead"]}
    # comments=0: the same moves and variations, no comment anywhere
    bridge, view = _open(_replay(game_id, options, text, at=str(at), comments="0"))
    assert bridge.match is not None and bridge.match.actions == list(line.actions)
    assert _variations(bridge.study_root()) == _variations(line)
    assert _comments(view) == [] and view["study"]["lead"] == "" and view["replay"]["comments"] is False
    assert view["saved"] == ""


def test_play_from_here_is_the_games_link_with_its_moves_up_to_the_cursor():
    text = "1. e4 {Good.} (1. d4) 2. d5 Nc6 3. Nf3 Bb5 Bxc6"
    bridge, view = _open(_replay("progressive-chess", {}, text, at="3"))
    here = view["replay"]["here"]
    assert dict(qs.decode(here)) == {"game": "progressive-chess", "moves": "e4 d5 Nc6"}
    opened, problem = saved.open_link(here, ())
    assert problem is None and [a.text for a in opened.actions] == ["e4", "d5", "Nc6"]
    view = json.loads(bridge.handle(json.dumps({"cmd": "goto", "index": 0})))
    assert view["replay"]["here"] == "game=progressive-chess" and view["replay"]["at"] == 0


def test_a_links_moves_replay_without_a_record():
    bridge, view = _open({"game": "progressive-chess", "moves": "e4 d5 Nc6", "embed": "replay", "at": "1"})
    assert view["actions"] == 3 and view["cursor"] == 1 and view["replay"]["of"] == 3
    assert view["saved"] == "" and view["notice"] == ""


# (record, the actions kept, the bad token named)
BAD = [
    ("1. e4 {Nc3} 2. d5 Nc3 3. Nf3", ["e4", "d5"], "Nc3"),
    ("1. e4 {Fine.} (1. d4 2. d5 Nc3) 2. d5 Nc6", ["e4", "d5", "Nc6"], "Nc3"),  # (in a variation)
    ("1. e4 {unclosed 2. d5 Nc6", ["e4"], "{"),
    ("zz9 e4", [], "zz9"),
]


@pytest.mark.parametrize("text, kept, token", BAD)
def test_a_bad_record_keeps_its_legal_part_and_names_its_first_bad_token(text, kept, token):
    bridge, view = _open(_replay("progressive-chess", {}, text, at="9"))
    assert bridge.match is not None and [a.text for a in bridge.match.actions] == kept
    assert view["cursor"] == len(kept) and view["replay"]["of"] == len(kept)
    assert token in view["notice"], view["notice"]
    assert view["saved"] == ""


def test_a_record_that_is_no_payload_keeps_the_links_game_and_says_why():
    query = {"game": "progressive-chess", "moves": "e4 d5", "embed": "replay", "r": "not*base64!"}
    bridge, view = _open(query)
    assert view["actions"] == 2
    assert "could not be read" in view["notice"] and "base64" in view["notice"]


def test_a_replay_is_never_the_stored_game_and_plays_nothing():
    """Its view's save is empty whatever is sent (web/paint.py stores none then); the stored game
    of the same game does not open in its place; clicks and new games are refused."""
    stored = saved.to_json(saved.from_link("game=progressive-chess&moves=d4", ()))
    stored = json.dumps({**json.loads(stored), "origin": "game=progressive-chess"})
    query = _replay("progressive-chess", {}, "1. e4 {Good.} 2. d5 Nc6", at="1")
    bridge, view = _open(query, stored)
    assert view["actions"] == 3 and view["saved"] == ""
    for cmd in (
        {"cmd": "click", "target": "e2"},
        {"cmd": "new"},
        {"cmd": "undo"},
        {"cmd": "resign"},
        {"cmd": "comment", "text": "mine"},
        {"cmd": "ai"},
        {"cmd": "goto", "index": 2},
        {"cmd": "explore_goto", "line": "1.1", "index": 1},
        {"cmd": "explore_back"},
    ):
        view = json.loads(bridge.handle(json.dumps(cmd)))
        assert view["saved"] == "", cmd
        assert bridge.match is not None and [a.text for a in bridge.match.actions] == ["e4", "d5", "Nc6"]
        if cmd["cmd"] in ("goto", "explore_goto", "explore_back"):
            assert not view["message"].startswith("Replay:"), cmd
        else:
            assert view["message"] == "Replay: use the buttons, or Play from here.", cmd
    assert view["cursor"] == 2  # back to the game where it stood
