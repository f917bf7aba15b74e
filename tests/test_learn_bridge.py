"""Lessons through the page's bridge (pyengine/app/learn.py): a lesson opens by its link and never
replaces the stored game, a missed turn says why and stops the board until Try again, the hint
marks every way to the task, a solved lesson leads on, the last lesson is a game against the
easy computer, and leaving for a new game leaves the lesson."""

from __future__ import annotations

import json
from typing import Any

from pyengine import i18n
from pyengine.ai import level_names
from pyengine.app.bridge import Bridge


def _send(b: Bridge, cmd: str, **fields: Any) -> dict[str, Any]:
    view: dict[str, Any] = json.loads(b.handle(json.dumps({"cmd": cmd, **fields})))
    return view


def _lesson(query: str, saved: str | None = None) -> tuple[Bridge, dict[str, Any]]:
    b = Bridge()
    return b, _send(b, "init", query=query, saved=saved)


def test_a_lesson_opens_by_its_link_and_is_never_the_stored_game() -> None:
    played = Bridge()
    _send(played, "init", query="game=example")
    _send(played, "type", text="1")
    stored = _send(played, "click", target="b2")["saved"]
    b, v = _lesson("game=example&learn=3", stored)
    assert v["lesson"]["index"] == 2 and v["lesson"]["count"] == 5
    assert v["query"] == "game=example&learn=3"
    assert v["saved"] == "", "the page stores nothing for a lesson: the game in progress stays"
    assert v["actions"] == 8, "the lesson's position is its setup record (4 turns)"
    assert not v["can_undo"] and not v["can_resign"] and not v["can_offer_draw"]


def test_a_missed_turn_says_why_and_the_board_waits_for_try_again() -> None:
    b, v = _lesson("game=example&learn=1")
    _send(b, "type", text="1")
    v = _send(b, "click", target="a2")
    assert v["lesson"]["verdict"] == "missed"
    assert "not on gold" in v["lesson"]["said"]
    v = _send(b, "type", text="1")
    assert "Try again" in v["message"] and v["actions"] == 2
    assert "Try again" in _send(b, "undo")["message"]
    v = _send(b, "learn", lesson=0)  # Try again
    assert v["lesson"]["verdict"] == "task" and v["actions"] == 0


def test_the_hint_marks_every_way_to_the_task() -> None:
    b, v = _lesson("game=example&learn=1")
    v = _send(b, "hint")
    assert v["marks"]["hint"] == ["=1", "=2"]  # b2 is one step away, c3 two
    assert "type 1 or 2" in v["message"]
    _send(b, "type", text="2")
    v = _send(b, "hint")
    assert v["marks"]["hint"] == ["c3"]
    v = _send(b, "click", target="c3")
    assert v["lesson"]["verdict"] == "solved" and v["lesson"]["said"] == "Solved!"
    assert "solved" in _send(b, "click", target="c3")["message"]


def test_a_german_lesson_speaks_german_where_its_game_does() -> None:
    b = Bridge()
    v = _send(b, "init", query="game=cross&learn=1", lang="de")
    i18n.set_language("de")
    try:
        assert v["lesson"]["title"] == i18n._("One stone to begin") != "One stone to begin"
    finally:
        i18n.set_language("en")
    b = Bridge()
    v = _send(b, "init", query="game=example&learn=1", lang="de")
    assert v["lesson"]["title"] == "Score on gold", "the example game's texts are English only"
    i18n.set_language("en")


def test_the_last_lesson_is_a_game_against_the_easy_computer() -> None:
    b, v = _lesson("game=example&learn=99")
    assert v["lesson"]["play"] and v["lesson"]["index"] == 4
    assert "easy" in level_names() and v["seats"] == ["human", "easy"]
    assert v["query"] == "game=example&learn=5"


def test_a_new_game_leaves_the_lesson() -> None:
    b, v = _lesson("game=example&learn=2")
    v = _send(b, "new", game="example")
    assert v["lesson"] is None and v["saved"] and v["seats"] == ["human", "human"]


def test_a_failing_command_keeps_the_lesson_as_it_was() -> None:
    b, v = _lesson("game=example&learn=1")
    _send(b, "type", text="1")
    v = _send(b, "click", target="nowhere")
    assert v["lesson"]["verdict"] == "task" and v["message"]
    v = _send(b, "learn", lesson="x")
    assert v["message"].startswith("Error") and v["lesson"]["index"] == 0
