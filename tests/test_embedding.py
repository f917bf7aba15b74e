"""The embed builder's command (pyengine/app/embedding.py): for every game, random positions
give a diagram payload that, applied to the first-turn book's base as boot.js applies it, is the
engine's own drawing of that position; a replay's record reads back to the game with its
comments; bad payloads are refused."""

from __future__ import annotations

import json
import random
from typing import Any
from urllib.parse import parse_qsl, urlencode

import pytest

from pyengine import i18n
from pyengine.app.bridge import Bridge
from pyengine.app.embedding import drawing, marked
from pyengine.app.payload import PayloadError, pack, unpack
from pyengine.catalogue import every_id
from pyengine.contract import CHANCE
from pyengine.contract.study import read_study


def _bridge(game_id: str, lang: str = "en") -> Bridge:
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": f"game={game_id}", "saved": None, "lang": lang}))
    assert b.match is not None
    return b


def _play(b: Bridge, rng: random.Random, most: int) -> None:
    m = b.match
    assert m is not None
    for _ in range(rng.randint(1, most)):
        state = m.state
        if state.is_over():
            break
        m.play(m.chance_action() if state.to_move() == CHANCE else rng.choice(state.legal_actions()))


def _embed(b: Bridge, **msg: Any) -> tuple[dict[str, Any], dict[str, str]]:
    answer = json.loads(b.handle(json.dumps({"cmd": "embed", **msg})))
    assert answer.get("event") == "embed", answer
    return answer, dict(parse_qsl(answer["query"], keep_blank_values=True))


def _painted(game_id: str, b: Bridge, d: str, lang: str) -> tuple[str, dict[str, Any]]:
    """The diagram as web/diagram.js paints it, and the payload: the whole drawing, which needs
    no first-turn book (an older address's edits of the book: tests/test_diagram_browser.py)."""
    obj = json.loads(unpack(d))
    assert obj["v"] == 1 and "svg" in obj and "edits" not in obj
    assert b.match is not None and obj["title"] == b.match.info.title  # (the page names it so)
    return obj["svg"], obj


@pytest.mark.parametrize("game_id", every_id())
def test_a_diagrams_payload_on_the_books_base_is_the_engines_drawing_of_the_position(game_id):
    rng = random.Random(f"diagram:{game_id}")
    for lang in ("en", "de"):
        b = _bridge(game_id, lang)
        _play(b, rng, 14)
        m = b.match
        assert m is not None
        at = rng.randint(0, len(m.actions))
        caption = f"Nach {at} Zügen: <b>&amp;</b>"
        answer, q = _embed(b, kind="diagram", at=at, caption=caption, lang=lang)
        assert answer["kind"] == "diagram" and q["game"] == game_id and q["embed"] == "diagram"
        assert q["lang"] == lang
        svg, obj = _painted(game_id, b, q["d"], lang)
        held = m.cursor
        m.cursor = at
        last = m.last_targets()
        m.cursor = held
        marks = {"last": last} if last else {}
        assert obj.get("marks", {}) == marks and obj["caption"] == caption
        i18n.set_language(lang)
        own = drawing(m, at, {"last": last}, False)
        i18n.set_language("en")
        assert svg == own
        # the standalone picture is that drawing with its marks set as the page sets them
        standalone = marked(own, marks)
        if 'xmlns="http://www.w3.org/2000/svg"' not in standalone[:300]:
            standalone = standalone.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
        assert answer["svg"] == standalone


def test_a_diagram_carries_the_marks_asked_for_and_the_board_turned():
    b = _bridge("transvaal")
    _play(b, random.Random(3), 6)
    marks = {"hint": ["a1", "b2"], "selected": ["c3"], "target": ["x"]}
    _, q = _embed(b, kind="diagram", marks=marks, flip=True)
    svg, obj = _painted("transvaal", b, q["d"], "en")
    assert obj["marks"]["hint"] == ["a1", "b2"] and obj["marks"]["selected"] == ["c3"]
    assert "target" not in obj["marks"] and "caption" not in obj
    assert b.match is not None
    assert svg == drawing(b.match, len(b.match.actions), obj["marks"], True)


def test_a_play_embed_is_the_games_link_and_a_german_page_says_so():
    b = _bridge("cross")
    _play(b, random.Random(1), 4)
    answer, q = _embed(b, kind="play")
    assert q["embed"] == "1" and q["game"] == "cross" and "moves" in q and q["lang"] == "en"
    # the game not at its start: its picture (the end of its moves) until the reader starts it
    assert b.match is not None
    ends = len(b.match.actions)
    b.match.goto(0)
    svg, obj = _painted("cross", b, q["d"], "en")
    assert svg == drawing(b.match, ends, obj.get("marks", {}), False) and "caption" not in obj
    german, q = _embed(b, kind="play", lang="de")
    assert german["query"].endswith("&lang=de") and q["lang"] == "de"
    start = _bridge("cross")
    answer, q = _embed(start, kind="play")
    assert answer["query"] == "game=cross&embed=1"  # the start: the book's board, no picture


def test_a_play_embed_at_an_earlier_move_is_the_game_as_it_stood_then():
    """The builder's "Moves played" for a game to play: the reader plays on from that position
    (a walk's snippet kept every move while its preview showed the first); the game shown here
    keeps its moves."""
    b = _bridge("cross")
    m = b.match
    assert m is not None
    rng = random.Random(3)
    for _ in range(3):  # White's one stone, Black's two
        m.play(rng.choice(m.state.legal_actions()))
    texts = [a.text for a in m.actions]
    answer, q = _embed(b, kind="play", at=1)
    assert q["moves"] == texts[0], q
    svg, obj = _painted("cross", b, q["d"], "en")
    assert svg == drawing(m, 1, obj.get("marks", {}), False)
    assert [a.text for a in m.actions] == texts and m.cursor == len(texts)
    answer, q = _embed(b, kind="play")  # at the position shown: every move
    assert q["moves"].split() == texts, q


@pytest.mark.parametrize("game_id", ["cross", "einstein", "chivalry", "karls-rennen"])
def test_a_replays_record_reads_back_to_the_game_with_its_comments(game_id):
    b = _bridge(game_id)
    rng = random.Random(f"replay:{game_id}")
    _play(b, rng, 16)
    m = b.match
    assert m is not None
    m.goto(len(m.actions))
    b.handle(json.dumps({"cmd": "comment", "text": 'Schön "gespielt" (a)'}))
    at = rng.randint(0, len(m.actions))
    _, q = _embed(b, kind="replay", at=at, comments=False)
    assert q["embed"] == "replay" and q["at"] == str(at) and q["comments"] == "0" and q["lang"] == "en"
    line = read_study(m.game, unpack(q["r"]), m.options)
    assert [a.text for a in line.actions] == [a.text for a in m.actions]
    assert [text for _, text in line.comments] == ['Schön "gespielt" (a)']
    svg, _ = _painted(game_id, b, q["d"], "en")
    assert "<svg" in svg


def test_an_unknown_kind_is_refused_and_a_damaged_payload_named():
    b = _bridge("cross")
    answer = json.loads(b.handle(json.dumps({"cmd": "embed", "kind": "poster"})))
    assert "unknown embed kind 'poster'" in answer["message"], answer["message"]
    _, q = _embed(b, kind="diagram")
    d = q["d"]
    for bad in (d[: len(d) // 2], d[:-1] + "*", "AAAA" + d, ""):
        with pytest.raises(PayloadError):
            json.loads(unpack(bad))
    assert json.loads(unpack(pack('{"v":1,"svg":"<svg/>"}')))["svg"] == "<svg/>"


@pytest.mark.parametrize("kind", ["play", "replay"])
def test_a_board_turned_in_the_builder_stays_turned_once_the_embeds_engine_is_up(kind: str) -> None:
    """The builder's "Board turned": the reader sees the turned picture before the engine, and
    the engine's board (its init, with the address's flip=1 that boot.js hands it) is turned too."""
    b = _bridge("chivalry")
    _play(b, random.Random(3), 4)
    _answer, q = _embed(b, kind=kind, flip=True)
    assert q["flip"] == "1"
    assert "flip" not in _embed(b, kind=kind, flip=False)[1]
    query = "&".join(f"{k}={v}" for k, v in q.items() if k not in ("flip", "lang", "d"))
    reader = Bridge()
    reader.handle(json.dumps({"cmd": "init", "query": query, "flip": True}))
    assert reader._flipped()
    unturned = Bridge()
    unturned.handle(json.dumps({"cmd": "init", "query": query}))
    assert not unturned._flipped()


def test_the_snippets_title_is_in_the_embeds_language_not_the_pages():
    b = _bridge("chivalry")  # an English page
    titles = {
        (kind, lang): _embed(b, kind=kind, lang=lang)[0]["title"]
        for kind in ("play", "replay", "diagram")
        for lang in ("en", "de")
    }
    assert titles[("play", "en")] == "Kabinett: Chivalry (play)"
    assert titles[("play", "de")] == "Kabinett: Chivalry (Spiel)"
    assert titles[("replay", "de")] == "Kabinett: Chivalry (Nachspielen)"
    assert titles[("diagram", "de")] == "Kabinett: Chivalry (Diagramm)"
    assert (
        _embed(_bridge("chivalry", "de"), kind="diagram", lang="en")[0]["title"]
        == "Kabinett: Chivalry (diagram)"
    )


def _slider(query: str) -> tuple[str, list[str]]:
    """A replay embed opened from ``query``, as web/replay.py shows it: "turn/turns", and the
    actions played to the position it opens at."""
    r = Bridge()
    view = json.loads(r.handle(json.dumps({"cmd": "init", "query": query, "saved": None})))
    ends = [0, *sorted({e["goto"] for row in view["moves"] for e in row["entries"]})]
    shown = max(i for i, end in enumerate(ends) if end <= view["cursor"])
    assert r.match is not None
    return f"{shown}/{len(ends) - 1}", [a.text for a in r.match.actions[: view["cursor"]]]


@pytest.mark.parametrize("answer", ["open", "decline-draw", "accept-draw"])
def test_a_replays_slider_before_the_engine_is_the_replays_own_even_after_a_draw_offer(answer: str) -> None:
    """The record leaves out a draw offered and declined (or still open): the address's turn
    ``t=k/n`` and position ``at`` are the replay's, not the builder's move list's."""
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": "game=cross&seats=human,human", "saved": None}))
    m = b.match
    assert m is not None
    m.play(m.state.legal_actions()[0])
    assert m.offer_draw().ok
    if answer != "open":
        assert m.click(answer).ok
    if answer == "decline-draw":
        m.play(m.state.legal_actions()[0])
    for at in range(len(m.actions) + 1):
        _, q = _embed(b, kind="replay", at=at)
        slider, played = _slider(urlencode(q))
        assert q["t"] == slider, (at, q["t"], slider)
        unwritten = () if answer == "accept-draw" else ("draw?", "no-draw")
        assert played == [a.text for a in m.actions[:at] if a.text not in unwritten], (at, played)
