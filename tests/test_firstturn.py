"""The first-turn book (pyengine/app/firstturn.py): what boot.js answers before the engine is up
(the books in dist/) is exactly what the engine answers, for every click of every game's first
turn."""

from __future__ import annotations

import json
import random

import pytest

from browser import DIST
from pyengine.app.bridge import Bridge
from pyengine.app.matchview import marks_of, start_board
from pyengine.app.firstturn import book
from pyengine.app.protocol import apply_edits, svg_tokens
from pyengine.kit.svg import mark
from pyengine.contract import CHANCE
from pyengine.catalogue import all_games, get_game

GAMES = [g.info.id for g in all_games()]
_BOOKS: dict[str, dict] = {}


def _book(gid: str) -> dict:
    """The game's book as build.py shipped it in dist/ (``build.py test`` builds first), else made
    here as build.py makes it (the biggest take seconds)."""
    if gid not in _BOOKS:
        shipped = DIST / "py" / "first" / f"{gid}.json"
        if shipped.exists():
            _BOOKS[gid] = json.loads(shipped.read_text(encoding="utf-8"))
        else:
            game = get_game(gid)
            _BOOKS[gid] = json.loads(json.dumps(book(game, start_board(game))))  # as shipped: JSON
    return _BOOKS[gid]


def _walk(b: dict, rng: random.Random) -> list[tuple[list[list[str]], int]]:
    """One path through the book as a person and chance would take it: (steps, node) pairs."""
    steps: list[list[str]] = []
    i = 0
    path = [(list(steps), i)]
    while True:
        node = b["nodes"][i]
        if node.get("chance"):
            text, _, i = rng.choice(node["chance"])
            steps.append(["chance", text])
        elif node.get("next"):
            target = rng.choice(sorted(node["next"]))
            child = node["next"][target]
            if isinstance(child, dict):  # a die the person rolls
                text, _, i = rng.choice(child["chance"])
                steps.append(["chance", text])
            else:
                steps.append(["click", target])
                i = child
        else:
            return path
        path.append((list(steps), i))


def _open(gid: str) -> Bridge:
    bridge = Bridge()
    bridge.handle(json.dumps({"cmd": "init", "query": f"game={gid}", "saved": None}))
    return bridge


@pytest.mark.parametrize("gid", GAMES)
def test_every_answer_of_the_book_is_the_engines_own(gid):
    """Random walks through the book: at every node the board (the start board with the node's
    edits, as the page marks the engine's), the targets, the status and the move list are what
    the engine shows after the same steps."""
    b = _book(gid)
    base = svg_tokens(b["base"])
    assert apply_edits(base, b["nodes"][0]["edits"]) == start_board(get_game(gid))
    rng = random.Random(gid)
    bridge = _open(gid)
    seen = set()
    for _ in range(12):
        for steps, i in _walk(b, rng):
            if (json.dumps(steps)) in seen:
                continue
            seen.add(json.dumps(steps))
            view = json.loads(bridge.handle(json.dumps({"cmd": "early", "steps": steps})))
            node = b["nodes"][i]
            assert view["message"] == "", (steps, view["message"])
            # the engine's board as the page shows it: marked by the page (svg.mark, web/glue.py)
            svg = mark(view["svg"], marks_of(view)) if view["svg"] is not None else start_board(get_game(gid))
            assert apply_edits(base, node["edits"]) == svg, steps
            assert view["targets"] == node["targets"], steps
            assert view["status"] == node["status"], steps
            assert [
                [r["number"], [[e["start"], e["goto"], e["seat"], e["text"]] for e in r["entries"]]]
                for r in view["moves"]
            ] == node["history"], steps  # the move list, as the engine's
            assert view["actions"] == node["actions"], steps


@pytest.mark.parametrize("gid", GAMES)
def test_the_book_covers_one_whole_first_turn_and_stops_there(gid):
    """Every path ends where the first person to act has finished his turn (or the game is over),
    and nowhere before: a node without answers is a leaf, a typed number or a chance."""
    b = _book(gid)
    movers = set()
    for node in b["nodes"]:
        seats = [e[2] for _, row in node["history"] for e in row if e[2] >= 0]
        if node.get("leaf"):
            assert seats and (node["over"] or node["to_move"] != seats[0])
            movers.add(seats[0])
        elif not node.get("chance") and not node.get("prompt") and not node.get("partial"):
            assert node["next"], node["status"]
    assert len(movers) <= 2  # the first mover, or either after a lot or an arrangement
    assert any(n.get("leaf") or n.get("prompt") for n in b["nodes"])


@pytest.mark.parametrize("gid", GAMES)
def test_every_click_the_start_offers_is_answered_and_a_node_short_of_answers_says_so(gid):
    """The start's every target has its answer, and so has every target of the nodes the budget
    reached (Transvaal: all 20 first stones and each one's 19 second stones); a node the budget
    did not reach is marked ``partial`` (boot.js then keeps the click for the engine)."""
    b = _book(gid)
    start = b["nodes"][0]
    assert not start.get("partial")
    for node in b["nodes"]:
        if node.get("leaf") or node.get("chance") or node.get("prompt") or node.get("partial"):
            continue
        assert set(node["targets"]) <= set(node["next"]), node["status"]
    for child in start.get("next", {}).values():
        if isinstance(child, int):
            assert not b["nodes"][child].get("partial")


@pytest.mark.parametrize("gid", GAMES)
def test_chance_in_the_book_is_weighted_as_the_rules_say(gid):
    """A chance's outcomes carry their probabilities (a die: 1/6 each); an outcome set too large
    to ship (EinStein's 720 arrangements) is a uniform sample of the real outcomes."""
    b = _book(gid)
    for node in b["nodes"]:
        groups = [node["chance"]] if node.get("chance") else []
        groups += [c["chance"] for c in (node.get("next") or {}).values() if isinstance(c, dict)]
        for group in groups:
            assert sum(p for _, p, _ in group) == pytest.approx(1.0)
            assert len({text for text, _, _ in group}) == len(group)


def test_a_refused_early_step_is_named_and_the_legal_part_is_kept():
    bridge = _open("cross")
    view = json.loads(
        bridge.handle(json.dumps({"cmd": "early", "steps": [["click", "f1"], ["click", "zz9"]]}))
    )
    assert view["message"].startswith("Your move made while the engine was loading (step 2, zz9) was refused")
    assert [h["text"] for h in bridge.match.history()] == ["f1"]
    view = json.loads(bridge.handle(json.dumps({"cmd": "early", "steps": [["chance", "6:"]]})))
    assert "step 1" in view["message"] and view["actions"] == 0


def test_a_chance_step_must_be_an_outcome_of_the_chance_to_move():
    bridge = _open("karls-rennen")
    view = json.loads(bridge.handle(json.dumps({"cmd": "early", "steps": [["chance", "7:"]]})))
    assert "(step 1, 7:) was refused" in view["message"] and view["actions"] == 0
    view = json.loads(bridge.handle(json.dumps({"cmd": "early", "steps": [["chance", "3:"]]})))
    assert view["message"] == "" and [h["text"] for h in bridge.match.history()] == ["3:"]
    assert view["to_move"] != CHANCE
