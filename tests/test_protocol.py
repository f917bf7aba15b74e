"""The page protocol (pyengine/app/protocol.py): the page that applies the answers holds exactly
the view the bridge built, in every game and after every kind of command; a late click's answer
is small; the board's edits and the texts' edits are exact."""

from __future__ import annotations

import json
import random

import pytest

from pyengine.app import protocol
from pyengine.app.bridge import Bridge
from pyengine.app.protocol import apply_edits, board_edits, svg_tokens
from pyengine.catalogue import all_games

GAMES = [g.info.id for g in all_games()]


def _page(query: str) -> tuple[Bridge, dict]:
    """A bridge answering the protocol's changes, and the view a page holds after its first answer."""
    page = Bridge()
    answer = json.loads(page.handle(json.dumps({"cmd": "init", "query": query, "protocol": "delta"})))
    assert answer["kind"] == "view"
    return page, protocol.apply(None, answer)


def _send(page: Bridge, held: dict, msg: dict) -> tuple[dict, str]:
    """The view the page holds after the answer to ``msg`` (an event leaves it), and the answer."""
    answer = page.handle(json.dumps(msg))
    decoded = json.loads(answer)
    return (held if "event" in decoded else protocol.apply(held, decoded)), answer


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_holds_the_bridges_view_after_every_answer(game_id):
    page, held = _page(f"game={game_id}")
    assert held == page.sent  # the view the bridge built
    rng = random.Random(game_id)
    for step in range(60):
        roll = rng.random()
        ref = page.sent
        if ref["over"] or roll < 0.04:
            msg = {"cmd": "new", "game": game_id}
        elif roll < 0.10 and ref["can_undo"]:
            msg = {"cmd": "undo"}
        elif roll < 0.13:
            msg = {"cmd": "goto", "index": rng.randrange(ref["actions"] + 1)}
        elif roll < 0.15:
            msg = {"cmd": "click", "target": "nowhere"}  # refused: a message, nothing else
        elif roll < 0.17:
            msg = {"cmd": "settings", "record": rng.random() < 0.5}
        elif ref["prompt"] is not None:
            msg = {"cmd": "type", "text": "1"}
        elif ref["targets"]:
            msg = {"cmd": "click", "target": rng.choice(ref["targets"])}
        else:
            msg = {"cmd": "ai"}  # chance, or nothing to click
        held, answer = _send(page, held, msg)
        assert held == page.sent, (step, msg, answer)


def test_a_late_clicks_answer_is_a_small_change_not_the_whole_view():
    from bench_page import late_query

    sizes = []
    for game_id in GAMES:
        page, held = _page(late_query(game_id))
        rng = random.Random(1)
        for _ in range(4):
            if not held["targets"] or held["over"]:
                break
            held, answer = _send(page, held, {"cmd": "click", "target": rng.choice(held["targets"])})
            assert held == page.sent
            sizes.append((len(answer), len(json.dumps(held))))
    small = sorted(a for a, _ in sizes)[len(sizes) // 2]
    assert small <= 4096, sizes  # issue 36 item 3: the median answer late in a game
    assert all(a < f for a, f in sizes), sizes


def test_the_board_edits_remake_the_new_drawing_exactly():
    rng = random.Random(5)
    old = "<svg>" + "".join(f'<rect id="{i}" class="c{i % 3}"/>' for i in range(50)) + "</svg>"
    for _ in range(200):
        parts = svg_tokens(old)
        new = list(parts)
        for _ in range(rng.randrange(1, 5)):
            i = rng.randrange(1, len(new) - 1)
            kind = rng.random()
            if kind < 0.4:
                new[i] = new[i].replace("class=", "class=x")
            elif kind < 0.7:
                new.insert(i, f'<circle r="{rng.randrange(9)}"/>')
            elif len(new) > 3:
                del new[i]
        text = "".join(new)
        for exact in (False, True):
            edits = board_edits(parts, svg_tokens(text), exact)
            assert apply_edits(parts, edits) == text
            if exact:  # the first-turn book's: boot.js reads whole parts' edits only
                assert all(len(e) == 3 for e in edits), edits
        old = text


def test_a_part_changed_inside_travels_as_its_inside_and_a_chains_stones_one_by_one():
    """A cell's class or title changed (Caduceus's emptied cell, a stone's new words) is its few
    changed characters, not the tag; between matched parts, stones changed and added (a chain's
    move) are matched one by one where the counts differ."""
    cell = '<rect x="18" y="18" width="44" height="44" class="square cad" role="img" data-target="a1">'
    old = ["<svg>", cell, "<title>a1: empty", "</title>", "</rect>", "</svg>"]
    new = ["<svg>", cell.replace("cad", "cad emptied"), "<title>a1: empty, emptied in the last turn"]
    new += old[3:]
    edits = board_edits(old, new)
    assert edits == [[1, 60, 30, " emptied"], [2, 16, 0, ", emptied in the last turn"]]
    assert apply_edits(old, edits) == "".join(new)
    stone = '<circle class="stone seat0 {} pc" cx="{}" cy="40" r="14.52" />'
    letter = '<text aria-hidden="true" class="chain-letter" x="{}" y="44">{}'
    before = ["<g>"]
    for x in (40, 84):
        before += [stone.format("body", x), letter.format(x, "j"), "</text>"]
    before += [stone.format("head", 128), letter.format(128, "J"), "</text>", "</g>"]
    after = before[:7] + [stone.format("body", 128), letter.format(128, "j"), "</text>"]
    after += [stone.format("head", 172), letter.format(172, "J"), "</text>", "</g>"]
    edits = board_edits(before, after)
    assert apply_edits(before, edits) == "".join(after)
    # the old head's class and letter change inside them; only the new head is sent whole
    assert edits[:2] == [[7, 27, 34, "body"], [8, 61, 0, "j"]], edits
    assert edits[2:] == [[9, 9, "".join(after[9:12])]], edits


def test_a_long_text_travels_as_the_part_that_changed():
    a = "x" * 300 + "moves=a1+b2" + "y" * 50
    b = "x" * 300 + "moves=a1+b2+c3" + "y" * 50
    view = {"game": "g", "saved": a}
    answer = protocol.encode({"game": "g", "saved": b}, view)
    head, tail, middle = answer["texts"]["saved"]
    assert len(middle) <= 3 and protocol.apply(view, answer) == {"game": "g", "saved": b}


def test_every_key_the_bridge_sends_is_documented_in_the_protocol():
    page, held = _page("game=cross")
    assert set(held) == set(protocol.VIEW_KEYS) | set(protocol.FORM_KEYS)
    held, _ = _send(page, held, {"cmd": "click", "target": held["targets"][0]})
    assert set(held) == set(page.sent) == set(protocol.VIEW_KEYS)


def test_the_view_is_typed_parts_each_key_one_parts_field_and_versions_move_on_change():
    from dataclasses import fields

    from pyengine.app import viewmodel

    names = [f.name for part in viewmodel.PART_TYPES for f in fields(part)]
    assert sorted(names) == sorted(protocol.VIEW_KEYS)  # every key is one part's field
    assert [f.name for f in fields(viewmodel.Form)] == list(protocol.FORM_KEYS)
    page, held = _page("game=cross")
    first = page.sent_versions
    held, _ = _send(page, held, {"cmd": "click", "target": held["targets"][0]})
    after = page.sent_versions
    assert after["Game"] == first["Game"] and after["Panels"] == first["Panels"]  # as they were
    assert after["Board"] == first["Board"] + 1 and after["Moves"] == first["Moves"] + 1
    held, answer = _send(page, held, {"cmd": "view"})
    assert page.sent_versions == after and json.loads(answer) == {"kind": "delta"}  # nothing moved
    model = page.model()
    with pytest.raises(AttributeError):  # frozen
        model.parts[0].title = "x"
    assert held == page.sent
