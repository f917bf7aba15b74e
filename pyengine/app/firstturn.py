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
from collections import deque
from collections.abc import Callable
from typing import Any, cast

from pyengine import i18n
from pyengine.app.bridge import Bridge
from pyengine.app.matchview import marks_of, start_board
from pyengine.app.protocol import board_edits, svg_tokens
from pyengine.contract import CHANCE, Game
from pyengine.i18n import of_game
from pyengine.kit.svg import mark

__all__ = ["book", "replies", "MAX_NODES", "MAX_CHANCE", "REPLY_LEVELS"]

#: Beyond this many answers a game's book stops growing (the rest waits for the engine).
MAX_NODES = 600
#: A chance action with more outcomes than this (EinStein's 720 arrangements) is answered for
#: this many of them, drawn at build time with a fixed seed (recorded in the book).
MAX_CHANCE = 6
#: How many of a large chance action's outcomes are answered (EinStein: 3 arrangements of each side).
SAMPLED = 3


def _view(bridge: Bridge, steps: list[list[str]]) -> dict[str, Any]:
    # the bridge's answer, read from JSON
    return cast(dict[str, Any], json.loads(bridge.handle(json.dumps({"cmd": "early", "steps": steps}))))


def _node(v: dict[str, Any], base: list[str], start_svg: str) -> dict[str, Any]:
    """What boot.js shows of view ``v``: its board as edits of the start board (``base``, its
    tags), targets, buttons, status and move list."""
    svg = _board(v, start_svg)
    return {
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


def _board(v: dict[str, Any], start_svg: str) -> str:
    """The board of view ``v`` as boot.js shows it: marked (:func:`pyengine.kit.svg.mark`, as the
    page marks it) at build time, so that boot.js only replays the edits."""
    return start_svg if v["svg"] is None else mark(v["svg"], marks_of(v))


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

    # Breadth first, so that the budget goes to the earliest clicks: every click the start
    # offers is answered (Transvaal: its 20 points, then their second stones, …).
    waiting: deque[tuple[int, list[list[str]]]] = deque()

    def visit(steps: list[list[str]]) -> int:
        v = _view(bridge, steps)
        svg = _board(v, start_svg)
        history = bridge.match.history() if bridge.match else []
        key = json.dumps([svg, v["targets"], v["status"], [h["text"] for h in history]])
        if key in index:
            return index[key]
        n = len(nodes)
        index[key] = n
        node = _node(v, base, start_svg)
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
        if turn_over:
            node["leaf"] = True
        else:
            waiting.append((n, steps))
        return n

    def expand(n: int, steps: list[list[str]]) -> None:
        node = nodes[n]
        v = _view(bridge, steps)
        if v["to_move"] == CHANCE and not v["targets"]:
            node["chance"] = _chance(bridge, steps, visit, rng)
            return
        node["next"] = {}
        clicks = list(v["targets"])
        m = bridge.match
        assert m is not None
        if m.partial:  # a click on the selected target deselects; one on another piece restarts
            partial, m.partial = m.partial, ()
            clicks += [partial[-1]] + [t for t in m.next_targets() if t not in clicks]
            m.partial = partial
        for t in clicks:
            if len(nodes) >= MAX_NODES:
                node["partial"] = True  # the page keeps such a click for the engine
                break
            child = _chance_click(bridge, steps, t, visit, rng)
            if child is not None:
                node["next"][t] = child

    visit([])
    while waiting:
        n, steps = waiting.popleft()
        if len(nodes) >= MAX_NODES:
            nodes[n]["partial"] = True
            continue
        expand(n, steps)
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


def _chance(
    bridge: Bridge, steps: list[list[str]], visit: Callable[[list[list[str]]], int], rng: random.Random
) -> list[list[Any]]:
    """A chance action nobody clicks (an arrangement, a lot): its outcomes with their weights."""
    _view(bridge, steps)
    return [[text, p, visit(steps + [["chance", text]])] for text, p in _outcomes(bridge, steps, rng)]


def _chance_click(
    bridge: Bridge,
    steps: list[list[str]],
    target: str,
    visit: Callable[[list[list[str]]], int],
    rng: random.Random,
) -> dict[str, list[list[Any]]] | int | None:
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


#: The levels whose replies the book holds: "easy" (about 0.2 s a turn) is cheap enough to search
#: at build time for every first turn of every game (~40 CPU-s); "medium" and "strong" would take
#: ~15 CPU-minutes a build (measured 2026-11-27), and "random" is no level the catalogue offers.
REPLY_LEVELS = ("easy",)


def _paths(b: dict[str, Any]) -> dict[int, list[list[str]]]:
    """The steps that reach each node of book ``b`` (the first found, breadth first)."""
    found: dict[int, list[list[str]]] = {0: []}
    todo: deque[int] = deque([0])
    while todo:
        i = todo.popleft()
        node = b["nodes"][i]
        children: list[tuple[list[str], int]] = []
        for target, child in (node.get("next") or {}).items():
            if isinstance(child, int):
                children.append((["click", target], child))
            else:  # a die the person rolls
                children += [(["chance", text], j) for text, _, j in child["chance"]]
        children += [(["chance", text], j) for text, _, j in node.get("chance") or []]
        for step, j in children:
            if j not in found:
                found[j] = found[i] + [step]
                todo.append(j)
    return found


def _computer_turns(game: Game, state: Any, level: str, seed: str) -> list[str]:
    """The computer's moves from ``state`` until the person (seat 0) is to act again, as the
    level plays them natively (pyengine/app/arena.py ``play_turn``: its budget per turn, shared
    by the turn's actions as the page shares it), with a fixed seed; none where chance acts."""
    from pyengine.ai import Agent
    from pyengine.app.arena import play_turn

    agent = Agent(game, level, random.Random(seed))
    texts: list[str] = []
    while not state.is_over():
        seat = state.to_move()
        if seat is None or seat == CHANCE or seat == 0:
            break
        actions, state = play_turn(game, agent, state)
        texts += [a.text for a in actions]
    return texts


def replies(game: Game, b: dict[str, Any], langs: tuple[str, ...] = ("en",)) -> dict[str, Any]:
    """For "Play the computer" (the person in seat 0, the computer in the others): the computer's
    reply to each of the person's complete first turns in book ``b``, and its opening turn where
    it begins, per level of REPLY_LEVELS; the replies' views in each of ``langs``, as ``book``
    makes its nodes. The moves are chosen once (the level's own search, a fixed seed)."""
    gid = game.info.id
    paths = _paths(b)
    wanted = []
    for i, node in enumerate(b["nodes"]):
        seats = [e[2] for _, row in node["history"] for e in row if e[2] >= 0]
        acting = node.get("acting")
        if node["over"] or acting is None or acting <= 0 or node["to_move"] == CHANCE:
            continue
        # the computer's opening (from the start, or after a lot), or its reply to the person's turn
        opening = not seats and all(step[0] == "chance" for step in paths.get(i, [["click"]]))
        if opening or (node.get("leaf") and seats and seats[0] == 0):
            wanted.append(i)
    n = len(game.seat_names(game.info.normalize_options()))
    moves: dict[str, dict[int, list[str]]] = {}
    for level in REPLY_LEVELS:
        # As the page opens it: the computer plays its forced moves itself (a book for people
        # in every seat plays them at once)
        bridge = Bridge()
        query = f"game={gid}&seats=human," + ",".join([level] * (n - 1))
        bridge.handle(json.dumps({"cmd": "init", "query": query, "saved": None}))
        moves[level] = {}
        for i in wanted:
            _view(bridge, paths[i])
            assert bridge.match is not None
            moves[level][i] = _computer_turns(
                game, bridge.match.state, level, f"book-reply:{gid}:{level}:{i}"
            )
    out: dict[str, Any] = {}
    for lang in langs:
        i18n.set_language(lang)
        start_svg = start_board(game)  # the book's base in this language (its edits' base)
        base = svg_tokens(start_svg)
        nodes: list[dict[str, Any]] = []
        levels: dict[str, dict[str, list[Any]]] = {}
        for level in REPLY_LEVELS:
            key = ",".join([level] * (n - 1))  # the computers' levels in the link's seats
            bridge = Bridge()
            query = f"game={gid}&seats=human," + key
            bridge.handle(json.dumps({"cmd": "init", "query": query, "saved": None, "lang": lang}))
            levels[key] = {}
            for i in wanted:
                texts = moves[level][i]
                if not texts:
                    continue
                steps = [["play", t] for t in texts]
                v = _view(bridge, paths[i] + steps)
                assert not v["message"], (gid, level, i, v["message"])
                levels[key][str(i)] = [steps, len(nodes)]
                node = _node(v, base, start_svg)
                node["acting"] = v["to_move"]
                node["partial"] = True  # the engine answers the next clicks: boot.js keeps them for it
                nodes.append(node)
        out[lang] = {"game": gid, "levels": levels, "nodes": nodes}
    return out
