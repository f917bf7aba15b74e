"""The first visit (step 16): the board answers the first turn before the engine is up (the
first-turn book), the engine checks what was played once it is up; the page fetches only what
the start needs. The engine is held back by the test (its interpreter's download waits at the site's server
until the test releases it: browser.py ``hold``), so nothing races."""

from __future__ import annotations


import pytest

from browser import (
    DIST,
    LIVE,
    answer,
    history,
    hold,
    hold_the_parse,
    let_go,
    reopen,
    serve,
    turns,
    wait_history,
    wait_ready,
)
from pyengine.catalogue import all_games, get_game

pytestmark = pytest.mark.browser

GAMES = {g.info.id: len(g.seat_names()) for g in all_games()}
INTERPRETER = "**/pyodide/pyodide.asm.wasm.xz"
OFFERED = "#board .target[data-target], #buttons [data-target]"


def _held(site: int) -> list:
    """The engine's interpreter held back by the site's server (the engine is a SharedWorker)."""
    return hold(site, INTERPRETER)


def open_held(make, site: int, query: str):
    """A page of ``query`` in a fresh context whose engine is held back; (page, held)."""
    context = make()
    held = _held(site)
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?{query}")
    return page, held


def _release(page, held: list) -> None:
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    wait_ready(page)


def _offered(page) -> list[str]:
    return page.eval_on_selector_all(OFFERED, "els => els.map(e => e.getAttribute('data-target'))")


def _moves(page) -> list[str]:
    """The move list's turns (the book's early list, then the engine's)."""
    return turns(page)


#: The book's node the page shows has ended the turn: a leaf (the next seat's), a number to type,
#: or the computer's reply from the book came after it.
TURN_DONE = """() => { const k = window.kabinett, n = k.book.nodes[k.node];
    return !!(n.leaf || n.prompt || k.repliedAt)
        || /will answer/.test(document.getElementById('status').textContent); }"""


def _play_the_first_turn(page) -> list[str]:
    """Click the last offered target until the book's turn is over; returns the move list then.
    Chance (a lot, an arrangement) is drawn by the page 250 ms after its node: waited for."""
    for _ in range(40):
        page.wait_for_function(
            f"(sel) => document.querySelectorAll(sel).length > 0 || ({TURN_DONE})()",
            arg=OFFERED,
            timeout=10_000,
        )
        if page.evaluate(TURN_DONE):
            break
        before = page.evaluate("window.kabinett.answeredAt")
        page.click(f'[data-target="{_offered(page)[-1]}"]')
        page.wait_for_function(f"window.kabinett.answeredAt !== {before!r}", timeout=5_000)
        assert page.get_attribute("html", "data-engine") == "loading"  # answered by the page alone
        assert page.inner_text("#message") == ""
    return _moves(page)


def _replies(game: str, key: str) -> dict:
    """The book's replies of the computers ``key`` (their levels, as the link's seats name them)."""
    import json

    return json.loads((DIST / "py" / "first" / f"{game}.replies.json").read_text())["levels"].get(key, {})


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_first_turn_and_the_computers_reply_are_answered_before_the_engine_is_up_and_then_checked_by_it(
    guarded, site, game
):
    """Against the easy computer: the person's first turn from the book, then the computer's reply
    from the book (its opening turn first where it begins) where the book has one (not after a
    die or a lot: the engine rolls it); the engine, once up, replays and so checks all of it."""
    make, _, _ = guarded
    key = ",".join(["easy"] * (GAMES[game] - 1))
    page, held = open_held(make, site, f"game={game}&seats=human,{key}")
    page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
    assert page.get_attribute("html", "data-engine") == "loading"
    assert page.query_selector("#board svg") is not None
    assert page.inner_text("#title") == get_game(game).info.title  # not play.html's own game's
    replies = _replies(game, key)
    if "0" in replies:  # the computer begins: its opening turn is shown at once, the person's is kept
        page.wait_for_function("window.kabinett.repliedAt > 0", timeout=10_000)
        shown = _moves(page)
        assert len(shown) >= 1 and "(computer) will answer" not in page.inner_text("#status")
        target = _offered(page)[-1]
        page.click(f'[data-target="{target}"]')
        assert f"your move {target} will be played" in page.inner_text("#message")
    else:
        shown = _play_the_first_turn(page)
        leaf = page.evaluate("window.kabinett.repliedAt ? window.kabinett.repliedTo : window.kabinett.node")
        if str(leaf) in replies:  # the turn is over: the computer answers from the book
            page.wait_for_function("window.kabinett.repliedAt > 0", timeout=10_000)
            entries = "(i) => window.kabinett.book.nodes[i].history.reduce((a, r) => a + r[1].length, 0)"
            mine = page.evaluate(entries, leaf)
            assert page.evaluate(entries, page.evaluate("window.kabinett.node")) > mine
            after = _moves(page)
            assert "(computer) will answer" not in page.inner_text("#status")
            assert page.query_selector("#board .target") is not None  # the person's move again
            shown = after
        elif page.is_hidden("#prompt") and "engine is loading" not in page.inner_text("#status"):
            assert "(computer) will answer as soon as it has loaded" in page.inner_text("#status")
            assert page.query_selector("#board .target") is None
    _release(page, held)
    moves = turns(page)
    assert (
        moves[: len(shown)] == [m.replace(" forced", "") for m in shown]
        or [m.replace(" forced", "") for m in moves[: len(shown)]] == shown
    ), (moves, shown)
    assert "refused" not in page.inner_text("#message") and "not played" not in page.inner_text("#message")
    assert not page.is_visible(".loading-note")


def test_a_level_the_book_has_no_reply_for_answers_once_the_engine_is_up(guarded, site):
    """The book holds the easy level's replies only: against medium, the computer's pieces are not
    offered and the page says it answers once it has loaded."""
    make, _, _ = guarded
    page, held = open_held(make, site, "game=chivalry&seats=human,medium")
    page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
    shown = _play_the_first_turn(page)
    assert "(computer) will answer as soon as it has loaded" in page.inner_text("#status")
    assert page.query_selector("#board .target") is None and len(shown) == 1
    _release(page, held)
    assert turns(page)[:1] == shown


def test_every_click_the_book_cannot_answer_is_kept_and_played_once_the_engine_is_up(guarded, site):
    """Transvaal's English place three stones; the book answers every first and second stone
    (400 of its answers), not every third: such a click is kept, marked, said, and played by the
    engine when it is up, as is the next person's click after it."""
    import json

    make, _, _ = guarded
    book = json.loads((DIST / "py" / "first" / "transvaal.json").read_text())
    start = book["nodes"][0]
    first = start["targets"][-1]
    second_node = book["nodes"][start["next"][first]]
    second = second_node["targets"][-1]
    third_node = book["nodes"][second_node["next"][second]]
    third = next(t for t in third_node["targets"] if t not in third_node.get("next", {}))
    page, held = open_held(make, site, "game=transvaal")
    page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
    for point in (first, second):
        before = page.evaluate("window.kabinett.answeredAt")
        page.click(f'[data-target="{point}"]')
        page.wait_for_function(f"window.kabinett.answeredAt !== {before!r}", timeout=5_000)
    page.click(f'[data-target="{third}"]')
    assert f"your move {third} will be played as soon as it is up" in page.inner_text("#message")
    assert page.query_selector(f'#board .queued[data-target="{third}"]') is not None
    assert page.get_attribute("html", "data-engine") == "loading"
    _release(page, held)
    page.wait_for_function("document.getElementById('history').textContent.includes('@')")
    placed = "".join(turns(page))
    assert all(p in placed for p in (first, second, third)), placed
    assert "refused" not in page.inner_text("#message")
    assert "Boer" in page.inner_text("#status")


def test_a_person_playing_a_friend_gets_the_next_seat_from_the_engine(guarded, site):
    """People in both seats: after the first turn the page says the engine is loading; the second
    player's click is kept and, once the engine is up, played by it."""
    make, _, _ = guarded
    page, held = open_held(make, site, "game=progressive-chess")
    page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
    page.click('[data-target="sq:e2"]')
    assert "sq:e4" in _offered(page) and page.query_selector('#board .selected[data-target="sq:e2"]')
    page.click('[data-target="sq:e2"]')  # a click on the selected piece lets it go, as in the engine
    assert page.query_selector("#board .selected") is None
    page.click('[data-target="sq:e2"]')
    page.click('[data-target="sq:e4"]')
    assert history(page) == ["1. e4"] and "engine is loading" in page.inner_text("#status")
    page.click('[data-target="sq:e7"]')  # Black's first click: kept for the engine
    assert "your move sq:e7 will be played as soon as it is up" in page.inner_text("#message")
    _release(page, held)
    assert history(page) == ["1. e4"] and "Black" in page.inner_text("#status")
    assert page.query_selector('#board .selected[data-target="sq:e7"]') is not None


@pytest.mark.parametrize(
    "query, says",
    [
        ("game=cross&moves=i6", "Opening the position from the link…"),
        ("game=transvaal&setup=inner", "Opening the position from the link…"),  # options change it
        ("far", "Opening the game from the link…"),  # a Transvaal game by link, the English placed
    ],
)
def test_a_link_to_another_position_waits_for_the_engine_and_shows_no_start_board(guarded, site, query, says):
    """The start board is not that position: it is not shown, and a click kept on it would be
    played where the person never saw it. The board says what it waits for."""
    if query == "far":
        from test_correspondence import Device

        maker = Device()
        maker.make("transvaal", seat=1)
        maker.play("@N1", "@E1", "@W2")
        query = maker.link()
    make, _, _ = guarded
    page, held = open_held(make, site, query)
    page.wait_for_function("window.kabinett && window.kabinett.bookAt > 0")  # the book is in
    assert page.query_selector("#board svg") is None and page.inner_text("#board") == says
    assert says in page.inner_text("#status")
    assert page.get_attribute("html", "data-early") is None  # its answers are for the start only
    assert page.text_content("#rules")  # the book's rules are there meanwhile
    assert page.inner_text("#title") == ("Cross" if "cross" in query else "Transvaal")  # and the title
    _release(page, held)
    assert page.query_selector("#board svg") is not None


def test_a_link_with_moves_is_drawn_by_the_engine(guarded, site):
    make, _, _ = guarded
    page, held = open_held(make, site, "game=cross&moves=i6")
    _release(page, held)
    assert history(page) == ["1. i6"] and page.query_selector("#board .last") is not None


def test_before_the_engine_only_the_opened_games_part_is_fetched(guarded, site):
    """The core, the game's own part and the wheels it imports; another game's part (and chess)
    only when that game is opened; nothing of PyScript's editor or terminal, ever."""
    make, guard, _ = guarded
    context = make()
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross")
    wait_ready(page)
    fetched = [u.split("/", 3)[-1] for u in guard.served()]
    assert {"py/core.zip.xz", "py/game-cross.zip.xz", "py/svgwrite.zip.xz"} <= set(fetched)
    engine = [u for u in fetched[: fetched.index("py/game-cross.zip.xz") + 1] if u.startswith("py/")]
    assert not any("chess" in u or "game-chivalry" in u for u in engine)
    unused = ("codemirror", "xterm", "py-editor", "py-terminal", "py-game", "donkey", "deprecations-manager")
    assert not any(word in u for u in fetched for word in unused)
    page.goto(f"http://127.0.0.1:{site}/play.html?game=progressive-chess")
    wait_ready(page)
    page.click('[data-target="sq:e2"]')
    page.wait_for_selector('#board .selected[data-target="sq:e2"]')


def test_the_interpreter_has_the_network_first_then_the_engine_and_glue_come_at_once(guarded, site):
    """The interpreter's files are asked for first; the engine's parts and the page's glue
    (PyScript, MicroPython, glue.py) only when the interpreter is (nearly) in, all together, each
    once (boot.js's preloads are what PyScript then uses); the worker warms a click's code only
    after the engine's first view is painted."""
    make, guard, _ = guarded
    context = make(service_workers="block")  # the offline precache would fetch them again
    held = _held(site)
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross")
    page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
    while not held:
        page.wait_for_timeout(50)
    page.wait_for_timeout(500)  # time enough to ask for anything else, were it asked for now
    asked = [u.split("/", 3)[-1] for u in guard.served()]
    assert {"pyodide/pyodide.asm.mjs.xz", "pyodide/python_stdlib.zip.xz"} <= set(asked)
    later = (
        "py/core",
        "py/game-",
        "py/svgwrite",
        "pyscript/",
        "micropython/",
        "glue.py",
        "page.py",
        "paint.py",
        "events.py",
        "panels.py",
        "movelist.py",
        "voice.py",
        "wire.py",
    )
    assert not [u for u in asked if u.startswith(later)]
    _release(page, held)
    page.wait_for_function("window.kabinett.warmedAt > 0")
    assert page.evaluate("window.kabinett.warmedAt > window.kabinett.firstReady")
    asked = [u.split("/", 3)[-1] for u in guard.served()]
    glue = [u for u in asked if u.startswith(("pyscript/", "micropython/")) or u.endswith(".py")]
    assert sorted(glue) == sorted(set(glue)), f"asked for twice: {glue}"
    assert {
        "pyscript/core.js",
        "micropython/micropython.wasm",
        "glue.py",
        "page.py",
        "paint.py",
        "events.py",
        "panels.py",
        "far.py",
        "movelist.py",
        "voice.py",
        "wire.py",
    } <= set(glue)
    assert len([u for u in asked if u.startswith("py/core")]) == 1


def _reopened_and_held(make, site: int, game: str, clicks: int):
    """A game of ``game`` with ``clicks`` first offered targets clicked, opened again in a later
    visit (its engine starting afresh: browser.py ``reopen``) with the engine's
    module held back (so nothing races); (page, held, the turns made)."""
    context = make(service_workers="block")  # the engine's module is held below, not served offline
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game={game}")
    wait_ready(page)
    for _ in range(clicks):
        before = page.evaluate("window.kabinett.lastPaint")
        page.click(f'[data-target="{_offered(page)[0]}"]')
        page.wait_for_function("before => window.kabinett.lastPaint !== before", arg=before)
    made = turns(page)
    held = hold(site, "**/pyodide/pyodide.mjs")
    page = reopen(page)
    page.wait_for_selector("#board svg", state="attached")
    assert page.get_attribute("html", "data-engine") == "loading"
    assert page.inner_text("#status").startswith("Opening your game…")
    return page, held, made


def _answered(page, target: str) -> None:
    before = page.evaluate("window.kabinett.answeredAt")
    page.click(f'#board [data-target="{target}"]')
    page.wait_for_function("before => window.kabinett.answeredAt !== before", arg=before, timeout=5_000)


def test_a_reopened_game_shows_its_board_at_once_answers_its_first_click_and_the_engine_plays_it(
    guarded, site
):
    """A later visit reopens the game in progress, which only the engine can (its save): until it is
    up, the board as last drawn is shown, offering the clicks the engine stored with it; a move
    clicked is kept, marked and said, and played once the engine is up."""
    make, _, _ = guarded
    page, held, made = _reopened_and_held(make, site, "cross", 1)
    first = made[0]
    assert page.query_selector("#board .last")  # the move made, marked
    offered = _offered(page)
    assert offered and first not in offered
    _answered(page, offered[0])
    assert f"your move {offered[0]} will be played as soon as it is up" in page.inner_text("#message")
    assert page.query_selector(f'#board .queued[data-target="{offered[0]}"]') is not None
    assert _offered(page) == []
    _release_module(page, held)
    assert turns(page) == [first, offered[0]], turns(page)
    assert "not played" not in page.inner_text("#message")


def test_a_reopened_game_selects_a_piece_and_offers_its_moves_as_the_engine_would(guarded, site):
    """Chivalry reopened at Black's turn: a piece clicked is selected and its moves offered (the
    moves the engine stored with the save), clicked again it is let go; the move made is played
    once the engine is up."""
    make, _, _ = guarded
    page, held, made = _reopened_and_held(make, site, "chivalry", 2)
    pieces = _offered(page)
    assert pieces
    _answered(page, pieces[0])
    assert page.query_selector(f'#board .selected[data-target="{pieces[0]}"]') is not None
    moves = _offered(page)
    assert moves and pieces[0] not in moves
    _answered(page, pieces[0])  # let go
    assert page.query_selector("#board .selected") is None and sorted(_offered(page)) == sorted(pieces)
    _answered(page, pieces[0])
    _answered(page, moves[0])
    assert f"your move {moves[0]} will be played" in page.inner_text("#message")
    _release_module(page, held)
    played = turns(page)
    assert played[:1] == made and len(played) == 2 and played[1].startswith(pieces[0]), played
    assert "not played" not in page.inner_text("#message") and "refused" not in page.inner_text("#message")


def _release_module(page, held: list) -> None:
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    wait_ready(page)


def test_what_the_page_says_while_it_reopens_a_game_is_in_its_language(guarded, site):
    """The page's words may come after boot.js has spoken (web/lang.js fetches them): it says it again."""
    make, _, _ = guarded
    context = make(service_workers="block")
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross&lang=de")
    wait_ready(page)
    page.click(f'[data-target="{_offered(page)[0]}"]')
    wait_history(page, 1)
    held = hold(site, "**/pyodide/pyodide.mjs")
    words: list = []
    context.route("**/i18n/de.json", lambda route: words.append(route))  # after boot.js has spoken
    page = reopen(page)
    page.wait_for_selector("#board svg", state="attached")
    while not words:
        page.wait_for_timeout(50)
    assert page.inner_text("#status").startswith("Opening your game…")
    words[0].continue_()
    page.wait_for_function("document.documentElement.getAttribute('data-lang-ready') === 'de'")
    assert page.inner_text("#status") == "Deine Partie wird geöffnet… (die Spiel-Engine lädt)"
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    wait_ready(page)


def test_the_glue_waits_for_the_whole_page_and_starts_with_its_own_interpreter(guarded, site):
    """PyScript reads which MicroPython to run from the page's last element as it starts: a glue
    asked for while the page is still being read (the engine's files were in first: a busy
    machine) waits for the page, and nothing is asked of PyScript's CDN. The test holds the
    page's reading at a script it serves late, until the glue has been asked for."""
    make, guard, _ = guarded
    context = make()
    held = hold_the_parse(context, "<py-config>")
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross", wait_until="commit")
    page.wait_for_function("() => !!(window.kabinett && window.kabinett.glueRequested)", timeout=60_000)
    assert held and page.evaluate("document.readyState") == "loading"
    held[0].fulfill(body="", content_type="text/javascript")
    for _ in range(900):  # PyScript without its interpreter never comes up: fail at once
        assert guard.outside == []
        if page.evaluate(LIVE):
            break
        page.wait_for_timeout(100)
    wait_ready(page)


def test_a_host_that_gzips_serves_the_same_page(guarded):
    """GitHub Pages compresses what it sends, a plain server does not: the page works with both
    (its big files are xz-compressed by the build either way)."""
    make, guard, _ = guarded
    with serve(DIST, compress=True) as port:
        context = make()
        encodings = {}
        context.on(
            "response",
            lambda r: encodings.setdefault(r.url.split("/", 3)[-1], r.headers.get("content-encoding")),
        )
        held = _held(port)
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}/play.html?game=subdivide")
        page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
        page.click('[data-target="a1"]')
        page.click('[data-target="b2"]')
        assert history(page) == ["1. a1-b2"]
        _release(page, held)
        let_go(port, INTERPRETER)
        assert history(page) == ["1. a1-b2"]
        assert encodings["play.html?game=subdivide"] == "gzip"
        # (the engine's own requests are a SharedWorker's, which the page's events miss)
        wasm = page.evaluate(
            "fetch('pyodide/pyodide.asm.wasm.xz', {cache: 'no-store'})"
            ".then(r => r.headers.get('content-encoding'))"
        )
        assert wasm is None  # already compressed


def test_an_engine_that_cannot_start_is_said_and_the_first_turn_still_answers(guarded, site):
    make, _, console = guarded
    context = make()
    answer(site, "**/py/core.zip.xz", 404, b"gone")
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross")
    page.wait_for_selector("html[data-early]", state="attached", timeout=20_000)
    page.click('[data-target="f1"]')
    assert history(page) == ["1. f1"]
    page.wait_for_function(
        "document.getElementById('status').textContent.includes('failed to start')", timeout=60_000
    )
    assert "core.zip.xz" in page.inner_text("#message")
    console.errors.clear()  # the 404 itself is logged by the browser


def test_an_engine_that_failed_before_the_first_click_stays_said_when_the_book_answers_it(guarded, site):
    """The other order of the test above (CI met it once under load): the engine has failed and
    the page said so; a click the book answers then does not paint the failure away."""
    make, _, console = guarded
    context = make()
    answer(site, "**/py/core.zip.xz", 404, b"gone")
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross")
    page.wait_for_function(
        "document.getElementById('status').textContent.includes('failed to start')", timeout=60_000
    )
    page.click('[data-target="f1"]')
    assert history(page) == ["1. f1"]
    assert "failed to start" in page.inner_text("#status")
    assert "core.zip.xz" in page.inner_text("#message")
    console.errors.clear()  # the 404 itself is logged by the browser


def test_a_click_before_the_book_has_come_is_answered_by_it_when_it_comes(guarded, site):
    """Issue 35 item 8: a click on play.html's own board (Cross) before its first-turn book
    arrived was lost. Held book and engine: the click is kept, answered when the book comes, and
    the engine plays it once it is up."""
    make, _, _ = guarded
    context = make()
    held = _held(site)
    books: list = []
    context.route("**/py/first/cross.json*", lambda route: books.append(route))
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{site}/play.html?game=cross&seats=human,medium")
    page.wait_for_selector('#board [data-target="i6"].target', timeout=20_000)
    while not books:
        page.wait_for_timeout(50)
    page.click('[data-target="i6"]')
    assert "will be played as soon as it is up" in page.inner_text("#status") + page.inner_text("#message")
    for route in books:
        route.continue_()
    page.wait_for_function(
        "document.querySelector('#history button[data-goto]:not(.start)') !== null", timeout=10_000
    )
    assert history(page) == ["1. i6"] and page.get_attribute("html", "data-engine") == "loading"
    _release(page, held)
    wait_history(page, 3, timeout=30_000)  # i6, then the computer's two stones
    assert turns(page)[0] == "i6"
