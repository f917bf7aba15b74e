"""Diagrams (``embed=diagram``, web/diagram.js): the page paints the engine's drawing of the
position from its address and the first-turn book, with its marks and caption, names it for a
screen reader, never starts the engine, and says so where the address is damaged."""

from __future__ import annotations

import json
import random
from urllib.parse import parse_qsl

import pytest

from pyengine import i18n
from pyengine.app.bridge import Bridge
from pyengine.app.embedding import drawing, marked
from pyengine.app.matchview import start_board
from pyengine.app.payload import pack, unpack
from pyengine.app.protocol import board_edits
from pyengine.app.wire import cut
from pyengine.contract import CHANCE

from browser import DIST, hold_the_parse

#: What a page that starts the engine asks for (the worker, its interpreter, the glue).
ENGINE = ("worker.js", "pyodide", "pyscript", "micropython", "glue.py", ".whl", ".zip")
PAINTED = "#board[data-diagram]"


def _diagram(game_id: str, moves: int, lang: str = "en", **msg) -> tuple[str, str]:
    """A diagram's address (its query) after ``moves`` random actions, and the drawing the engine
    makes of it (marked as the page marks it)."""
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": f"game={game_id}", "saved": None, "lang": lang}))
    m = b.match
    assert m is not None
    rng = random.Random(game_id)
    for _ in range(moves):
        if m.state.is_over():
            break
        m.play(m.chance_action() if m.state.to_move() == CHANCE else rng.choice(m.state.legal_actions()))
    answer = json.loads(b.handle(json.dumps({"cmd": "embed", "kind": "diagram", "lang": lang, **msg})))
    obj = json.loads(unpack(dict(parse_qsl(answer["query"]))["d"]))
    i18n.set_language(lang)
    try:
        own = marked(
            drawing(m, len(m.actions), obj.get("marks", {}), bool(msg.get("flip"))), obj.get("marks", {})
        )
    finally:
        i18n.set_language("en")
    return answer["query"], own


def _same_board(page, svg: str) -> bool:
    """Whether the page's board is the drawing ``svg`` (as a DOM: attributes in any order)."""
    return page.evaluate(
        """(svg) => { const want = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
            want.removeAttribute('role');
            return document.querySelector('#board svg').isEqualNode(document.importNode(want, true)); }""",
        svg,
    )


def _engine_requests(guard) -> list[str]:
    return [u for u in guard.served() if any(x in u for x in ENGINE)]


def test_a_diagram_shows_the_engines_drawing_its_marks_and_caption_without_the_engine(guarded, site):
    make, guard, _ = guarded
    query, own = _diagram("transvaal", 9, caption="White <b>threatens</b> & wins", marks={"hint": ["C"]})
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
    page.wait_for_selector(PAINTED, state="attached")
    assert page.get_attribute("#board", "data-diagram") == "painted"
    assert _same_board(page, own)
    assert (
        page.locator("#board .last").count() > 0
        and page.locator('#board [data-target="C"].hint').count() == 1
    )
    # the caption as text, under the board; the board one image named by the game and the caption
    assert page.inner_text("#diagram-caption") == "White <b>threatens</b> & wins"
    assert page.locator("#diagram-caption b").count() == 0
    assert page.get_attribute("#board", "role") == "img"
    assert page.get_attribute("#board", "aria-label") == "Transvaal: White <b>threatens</b> & wins"
    assert page.title() == "Kabinett — Transvaal"
    # only the board and its caption: no panel, no header
    assert not page.is_visible("aside.panel") and not page.is_visible("header.chrome")
    assert not page.is_visible(".loading-note")  # (no engine is starting)
    assert page.evaluate("document.documentElement.classList.contains('diagram')")
    assert _engine_requests(guard) == [], _engine_requests(guard)
    assert page.evaluate("window.kabinett.worker === undefined && !window.kabinett.glueRequested")


def test_a_diagram_in_german_and_turned_is_drawn_from_the_german_book(guarded, site):
    make, guard, _ = guarded
    query, own = _diagram("cross", 6, lang="de", flip=True, caption="Schwarz am Zug")
    assert query.endswith("&lang=de")
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
    page.wait_for_selector(PAINTED, state="attached")
    assert _same_board(page, own)
    assert page.inner_text("#diagram-caption") == "Schwarz am Zug"
    assert _engine_requests(guard) == []


def test_a_damaged_diagram_address_says_so_in_the_boards_place(guarded, site):
    make, guard, _ = guarded
    query, _ = _diagram("cross", 2)
    damaged = query.replace("&d=", "&d=Zz", 1)[:-20] + "&lang=en"
    bad_json = "game=cross&embed=diagram&d=" + pack(json.dumps({"v": 2})) + "&lang=en"
    for q in (damaged, bad_json, "game=cross&embed=diagram&lang=en"):
        page = make().new_page()
        page.goto(f"http://127.0.0.1:{site}/play.html?{q}")
        page.wait_for_selector(PAINTED, state="attached")
        assert page.get_attribute("#board", "data-diagram") == "damaged", q
        assert "This diagram's address is damaged" in page.inner_text("#board")
        assert page.title() == "Kabinett — Cross"
        page.close()
    assert _engine_requests(guard) == []


def test_a_diagram_runs_nothing_its_address_carries(guarded, site):
    make, _, _ = guarded
    evil = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="window.ran=1">'
        '<script>window.ran=2</script><rect width="5" height="5" onclick="window.ran=3"/>'
        '<a href="javascript:window.ran=4"><rect width="1" height="1"/></a>'
        '<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.ran=5"/>'
        "</foreignObject></svg>"
    )
    d = pack(json.dumps({"v": 1, "svg": evil}))
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross&embed=diagram&d={d}&lang=en")
    page.wait_for_selector(PAINTED, state="attached")
    page.click("#board rect")
    assert page.evaluate("window.ran") is None
    assert (
        page.locator(
            "#board script, #board a, #board foreignObject, #board [onload], #board [onclick]"
        ).count()
        == 0
    )


def test_the_build_ships_diagram_js_and_precaches_it(guarded, site):
    make, _, _ = guarded
    page = make().new_page()
    answer = page.goto(f"http://127.0.0.1:{site}/diagram.js")
    assert answer is not None and answer.ok and "kabinettDiagram" in answer.text()
    assert '"diagram.js"' in (DIST / "sw.js").read_text()


#: Each place's look as drawn: its fill, outline and the outline's width (computed: the game's
#: style, the theme's and the marks' together).
LOOKS = """() => Array.from(document.querySelectorAll('#board [data-target]'), (e) => {
    const look = () => { const s = getComputedStyle(e); return [s.fill, s.stroke, s.strokeWidth].join(' '); };
    const marked = e.classList.contains('hint'), shown = look();
    e.classList.remove('hint');
    const without = look();  // the same place unmarked (the last move's highlight where it is one)
    if (marked) e.classList.add('hint');
    return [e.getAttribute('data-target'), marked, shown, without]; })"""


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize("game_id", ["chivalry", "progressive-chess", "cross"])
def test_a_diagrams_marks_show_in_every_theme_apart_from_its_places_and_the_last_move(
    guarded, site, game_id, theme
):
    make, _, _ = guarded
    query, _ = _diagram(game_id, 4)
    last = json.loads(unpack(dict(parse_qsl(query))["d"]))["marks"]["last"]
    page = make().new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}&theme={theme}")
    page.wait_for_selector(PAINTED, state="attached")
    places = [p for p, *_ in page.evaluate(LOOKS)]
    plain = next(p for p in reversed(places) if p not in last)
    query, _ = _diagram(game_id, 4, marks={"hint": [last[0], plain]})
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}&theme={theme}")
    page.wait_for_selector(PAINTED, state="attached")
    assert page.get_attribute("html", "data-theme") == theme
    looks = page.evaluate(LOOKS)
    unmarked = {shown for _, on, shown, _ in looks if not on}
    for place, on, shown, without in looks:
        if on:  # unlike the place unmarked (on the last move: unlike its highlight) and every other
            assert shown != without and shown not in unmarked, (place, shown, without, unmarked)
    assert sum(1 for x in looks if x[1]) == 2


def test_an_embed_away_from_the_start_paints_its_picture_without_the_first_turn_book(guarded, site):
    """The book (3–26 KB) answers a first turn from the start: a diagram, a replay and a game
    played on do not fetch it; a play embed at the start does, and an older address whose
    picture is edits of the book's board fetches it to paint."""
    make, guard, _ = guarded
    query, own = _diagram("chivalry", 12, marks={"hint": ["e4"]})
    b = Bridge()
    b.handle(json.dumps({"cmd": "init", "query": "game=chivalry", "saved": None}))
    assert b.match is not None
    rng = random.Random(3)
    for _ in range(6):
        b.match.play(rng.choice(b.match.state.legal_actions()))
    played = json.loads(b.handle(json.dumps({"cmd": "embed", "kind": "play"})))["query"]
    replay = json.loads(b.handle(json.dumps({"cmd": "embed", "kind": "replay", "at": 2})))["query"]
    for q in (query, played, replay):
        page = make().new_page()
        page.goto(f"http://127.0.0.1:{site}/play.html?{q}")
        page.wait_for_function("window.kabinett.pictureAt > 0")
        assert page.get_attribute("#board", "data-diagram") == "painted"
        assert page.title() == "Kabinett — Chivalry"
        assert [u for u in guard.served() if "/py/first/" in u] == [], q
        if q == query:
            assert _same_board(page, own)
        page.close()
    page = make().new_page()  # a game to play from its start: the book answers its first clicks
    page.goto(f"http://127.0.0.1:{site}/play.html?game=chivalry&embed=1")
    page.wait_for_function("window.kabinett.book && window.kabinett.node >= 0")
    assert len([u for u in guard.served() if "/py/first/chivalry" in u]) == 1
    # an address written before: its picture as edits of the book's start board
    obj = json.loads(unpack(dict(parse_qsl(query))["d"]))
    assert b.match is not None
    base = start_board(b.match.game)
    old = {"v": 1, "edits": board_edits(cut(base), cut(obj["svg"]), exact=True), "marks": obj["marks"]}
    page = make().new_page()
    page.goto(
        f"http://127.0.0.1:{site}/play.html?game=chivalry&embed=diagram&d={pack(json.dumps(old))}&lang=en"
    )
    page.wait_for_selector(PAINTED, state="attached")
    assert page.get_attribute("#board", "data-diagram") == "painted" and _same_board(page, own)


@pytest.mark.parametrize("kind", ["diagram", "another game"])
def test_play_htmls_own_board_never_stands_for_another_games_while_the_page_is_read(guarded, site, kind):
    """play.html holds the catalogue's first game's start board: a slow frame showed a diagram of
    another game as an empty Cross board for seconds. The test holds the page's reading right
    after the board (a script it serves late): the board there is hidden; then the picture."""
    make, _, _ = guarded
    context = make()
    held = hold_the_parse(context, '<p id="replay-comment"')  # (the first element after the board)
    query = _diagram("chivalry", 6)[0] if kind == "diagram" else "game=transvaal"
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}", wait_until="commit")
    for _ in range(1200):  # the page is read up to the held script, right after the board
        if held:
            break
        page.wait_for_timeout(50)
    assert held and page.evaluate("document.readyState") == "loading"
    assert page.get_attribute("#board", "data-game") == "cross"  # (play.html's own board, in the page)
    assert not page.is_visible("#board svg"), "play.html's Cross board shown for another game"
    for route in held:
        route.fulfill(body="", content_type="text/javascript")
    if kind == "diagram":
        page.wait_for_selector(PAINTED, state="attached")
    else:
        page.wait_for_function("document.querySelector('#board').getAttribute('data-game') !== 'cross'")
    page.wait_for_function("!document.documentElement.classList.contains('other-board')")
    assert page.is_visible("#board svg")  # (the diagram's picture, or the game's start board)
    if kind != "diagram":
        assert page.get_attribute("#board", "data-game") == "transvaal"
