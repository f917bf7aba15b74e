"""The first turn, answered before the engine is up.

A first visit over a phone's network waits seconds for Pyodide; the person's first turn from a
game's start position (default options) is small. ``build.py`` asks the engine itself, through
the very bridge the page talks to, for every click of that turn and ships the answers with the
page (``py/first/<game>.json``); ``web/boot.js`` plays them back without knowing any game, and
hands the steps made to the engine once it is up (the bridge's ``early`` command replays and so
checks them). The engine stays the one source of the rules: nothing here decides legality.

A step is ``["click", target]`` or ``["chance", text]`` (a chance outcome by its text: dice, a
lot, an arrangement). Boards are shipped as edits of the start board's SVG (its tags, split at
``<``), so that a node costs a few hundred bytes.
"""

from __future__ import annotations

import json
import random
from typing import Any

from pyengine.app.bridge import Bridge
from pyengine.app.protocol import board_edits, svg_tokens
from pyengine.core import CHANCE, Game
from pyengine.i18n import of_game

__all__ = ["book", "MAX_NODES", "MAX_CHANCE"]

#: Beyond this many answers a game's book stops growing (the rest waits for the engine).
MAX_NODES = 600
#: A chance action with more outcomes than this (EinStein's 720 arrangements) is answered for
#: this many of them, drawn at build time with a fixed seed (recorded in the book).
MAX_CHANCE = 6
#: How many of a large chance action's outcomes are answered (EinStein: 3 arrangements of each side).
SAMPLED = 3


def _view(bridge: Bridge, steps: list[list[str]]) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps({"cmd": "early", "steps": steps})))


def _labels(view: dict[str, Any], svg: str) -> list[list[str]]:
    """Targets the board does not draw (pass, done, stop) as the page's buttons."""
    out = []
    for t in view["targets"]:
        if f'data-target="{t}"' in svg:
            continue
        text = view["labels"].get(t)
        if text is None:
            text = t.replace("-", " ")
            text = text[:1].upper() + text[1:]
        out.append([t, text])
    return out


def book(game: Game, start_svg: str, lang: str = "en") -> dict[str, Any]:
    """Every answer of the first turn from ``game``'s start (default options, people in every
    seat): nodes reached by steps from the start, each with its board (edits of ``start_svg``,
    the pre-rendered board), the targets, the buttons, the status and the move list; in ``lang``."""
    gid = game.info.id
    base = svg_tokens(start_svg)
    bridge = Bridge()
    json.loads(
        bridge.handle(json.dumps({"cmd": "init", "query": f"game={gid}", "saved": None, "lang": lang}))
    )
    rng = random.Random(f"first-turn:{gid}")
    nodes: list[dict[str, Any]] = []
    index: dict[str, int] = {}

    def visit(steps: list[list[str]]) -> int:
        v = _view(bridge, steps)
        svg = v["svg"] if v["svg"] is not None else start_svg
        history = bridge.match.history() if bridge.match else []
        key = json.dumps([svg, v["targets"], v["status"], [h["text"] for h in history]])
        if key in index:
            return index[key]
        n = len(nodes)
        index[key] = n
        node: dict[str, Any] = {
            "edits": board_edits(base, svg_tokens(svg), exact=True) if svg != start_svg else [],
            "targets": v["targets"],
            "buttons": _labels(v, svg),
            "status": v["status"],
            "to_move": v["to_move"],
            "over": v["over"],
            "result": v["result"],
            "history": [
                [row["number"], [[e["start"], e["goto"], e["seat"], e["text"]] for e in row["entries"]]]
                for row in v["moves"]
            ],
            "actions": v["actions"],
        }
        if v["prompt"] is not None:  # a number to type: kept for the engine, not answered here
            node["prompt"] = v["prompt"]
        nodes.append(node)
        # The turn is over once someone other than its first mover acts (or rolls the die).
        movers = [h["seat"] for h in history if h["seat"] >= 0]
        assert bridge.match is not None
        state = bridge.match.state
        acting = state.roller() if v["to_move"] == CHANCE else v["to_move"]
        turn_over = v["over"] or (movers and acting != movers[0])
        node["acting"] = acting  # who acts now: the seat to move, or the one whose die is rolled
        if turn_over or len(nodes) >= MAX_NODES:
            node["leaf"] = True
            return n
        if v["to_move"] == CHANCE and not v["targets"]:
            node["chance"] = _chance(bridge, steps, visit, rng)
            return n
        node["next"] = {}
        clicks = list(v["targets"])
        m = bridge.match
        if m.partial:  # a click on the selected target deselects; one on another piece restarts
            partial, m.partial = m.partial, ()
            clicks += [partial[-1]] + [t for t in m.next_targets() if t not in clicks]
            m.partial = partial
        for t in clicks:
            if len(nodes) >= MAX_NODES:
                node["partial"] = True
                break
            child = _chance_click(bridge, steps, t, visit, rng)
            if child is not None:
                node["next"][t] = child
        return n

    visit([])
    return {
        "game": gid,
        "title": game.info.title,
        "base": start_svg,
        "rules_html": game.info.rules_page(),
        # The sides in the page's words (boot.js offers them to a person making a game by link
        # before the engine is up), and the options they are of (a reopened game's may differ).
        "seats": [of_game(game.info.languages, n) for n in game.seat_names(game.info.normalize_options())],
        "options": game.info.normalize_options(),
        "nodes": nodes,
    }


def _outcomes(bridge: Bridge, steps: list[list[str]], rng: random.Random) -> list[tuple[str, float]]:
    assert bridge.match is not None
    state = bridge.match.state
    outcomes = [(a.text, p) for a, p in state.chance_outcomes()]
    if len(outcomes) > MAX_CHANCE:
        outcomes = [(text, 1.0 / SAMPLED) for text, _ in rng.sample(outcomes, SAMPLED)]
    return outcomes


def _chance(bridge: Bridge, steps: list[list[str]], visit, rng: random.Random) -> list[list[Any]]:
    """A chance action nobody clicks (an arrangement, a lot): its outcomes with their weights."""
    _view(bridge, steps)
    return [[text, p, visit(steps + [["chance", text]])] for text, p in _outcomes(bridge, steps, rng)]


def _chance_click(bridge: Bridge, steps: list[list[str]], target: str, visit, rng: random.Random):
    """The child of a click: a node, or for a die a person rolls, the outcomes to draw from."""
    _view(bridge, steps)
    if bridge.match is not None and bridge.match.human_rolls():
        return {
            "chance": [
                [text, p, visit(steps + [["chance", text]])] for text, p in _outcomes(bridge, steps, rng)
            ]
        }
    v = _view(bridge, steps + [["click", target]])
    if v["message"]:
        return None
    return visit(steps + [["click", target]])
